# Ошибки разбора: позиция, которую не удалось прочитать. Каждое сообщение парсеров.

## Язык позиций
parse-before-plus = перед '+' нужна компонента
parse-after-plus = после '+' нужна компонента
parse-empty-position = пустая позиция: укажите хотя бы один размер кучи
parse-whole-position = { $name } должна быть всей позицией: её банки принадлежат игрокам, поэтому она не может входить в сумму
parse-expected-size = ожидался размер кучи или '+' (название игры начинает новую компоненту)
parse-unknown-game = неизвестная игра (известны: { $known })
parse-unknown-game-like = неизвестная игра (может быть, { $name }? известны: { $known })
parse-takes-no-arguments = { $name } не принимает аргументов
parse-needs-arguments = { $name } требует аргументов в скобках, например { $example }
parse-needs-sizes = после игры нужен хотя бы один размер кучи
parse-size-too-many-digits = { $max ->
    [one] размер кучи слишком велик (более { $max } цифры)
   *[other] размер кучи слишком велик (более { $max } цифр)
}
parse-not-a-heap-size = это не размер кучи
parse-size-too-large-u64 = слишком велико для этой игры (не более { $max })
parse-not-a-number = это не число
parse-negative-heap = размеры куч должны быть неотрицательными целыми числами
parse-open-bracket = '(' должна стоять сразу после названия игры
parse-unbalanced-close = лишняя ')'
parse-unexpected-character = неожиданный символ
parse-unclosed-bracket = незакрытая '(': нет закрывающей ')'
parse-missing = не указано: { $what }
parse-positive-integer = { $what }: нужно положительное целое число
parse-non-negative-integer = { $what }: нужно неотрицательное целое число
parse-too-large-at-most = { $what }: слишком большое значение (не более { $max })
parse-files-refused = чтение файлов здесь недоступно: позиция, заданная здесь, не может ссылаться на файл (так задумано: здесь ничто не читает файлы)

## Графы: graph(FILE), node-kayles(…), arc-kayles(…)
parse-reason = { $reason }
parse-bad-graph-file = неверный файл графа: { $reason }
parse-graph-bad-line = строка { $line }: ожидалось `u v`, `u -> v` или `u`, а найдено { $text }
parse-graph-bad-vertex = строка { $line }: { $token } — не номер вершины (от 0 до { $max })
parse-graph-cycle = в графе есть цикл через вершину { $vertex } (игры с циклами здесь не поддерживаются)
parse-graph-empty = список рёбер пуст: не объявлено ни одной вершины
parse-vertex-too-large = слишком большой номер вершины (не более { $max })

## Игры с переворачиванием монет: коды spawning, turtles, ruler, произведения Тартан
parse-not-a-spawning-game = это не игра spawning

## Игры вычитания, ним Мура, Витхофф, take-away
parse-one-argument-k = { $name } принимает один аргумент, k
parse-sub-empty = в множестве вычитания должно быть хотя бы одно количество
parse-sub-zero = количества должны быть положительными (дано 0)
parse-sub-too-large = количество { $value } больше максимума { $max }
parse-sub-bounded-zero = bounded(k) требует k ≥ 1
parse-sub-not-normalized = количества должны быть упорядочены и различны
parse-at-least-1 = { $what } должно быть не меньше 1

## Коды «возьми и раздели» (0.137, hex(0.8), tb(4!.0))
parse-code-octal-digit = восьмеричной цифрой (0-7)
parse-code-hex-digit = шестнадцатеричной цифрой (0-9, A-F)
parse-code-cgsuite-digit = цифрой CGSuite (0-9, A-V)
parse-code-hint-block-after-point = : повторяющийся блок [..] ставится после точки
parse-code-hint-block-needs-digit = : в повторяющемся блоке [..] нужна хотя бы одна цифра
parse-code-hint-block-ends-code = : повторяющийся блок [..] должен завершать код
parse-code-hint-hex-plain-digits = : коды hex(...) принимают только цифры; для модификаторов используйте tb(...)
parse-code-hint-modifier-after-digit = : модификатор должен стоять после цифры
parse-code-hint-hex-or-tb = ; шестнадцатеричный код пишется hex({ $code }), в нотации CGSuite — tb({ $code })
parse-code-hint-tb-up-to-v = ; цифры CGSuite до V работают внутри tb(...)
parse-code-hint-large-digits = ; большие цифры пишутся как &n; (например &35;)
parse-code-hint-beyond-f = ; цифры после F — нотация CGSuite: используйте tb(...)
parse-code-hint-one-modifier = : у цифры не больше одного модификатора
parse-code-hint-modifiers-not-both = : модификаторы ставятся либо внутри фигурных скобок, либо после них, но не там и там
parse-code-empty = пустой код «возьми и раздели»
parse-code-not-a-digit = '{ $found }' в позиции { $column } не является { $context }{ $hint }
parse-code-unexpected = неожиданный '{ $found }' в позиции { $column }{ $hint }
parse-code-second-point = вторая '.' в позиции { $column }: в коде ровно одна точка, как в 0.77
parse-code-no-point = в коде нет '.': пишите d0.d1d2..., например 0.77 или 4.7
parse-code-no-digits-after-point = нет цифр после точки в позиции { $column }: пишите, например, 0.7 (или 4.0 для кода только с разделением)
parse-code-too-long = { $digits ->
    [one] в коде { $digits } цифра после точки; поддерживается не более { $max }
    [few] в коде { $digits } цифры после точки; поддерживается не более { $max }
   *[many] в коде { $digits } цифр после точки; поддерживается не более { $max }
}
parse-code-too-many-additive = { $digits ->
    [one] в коде { $digits } цифра до точки; поддерживается не более { $max }
    [few] в коде { $digits } цифры до точки; поддерживается не более { $max }
   *[many] в коде { $digits } цифр до точки; поддерживается не более { $max }
}
parse-code-loopy-additive = аддитивная цифра { $digit } (добавляет фишек: { $added }) может оставить куч: { $heaps }; добавление k фишек требует не меньше k + 2 куч, чтобы каждая оставшаяся куча была меньше (например 80.0: добавить 1, оставить 3 кучи)
parse-code-unclosed = '{ $open }' в позиции { $column } не закрыта '{ $close }'
parse-code-bad-number = '{ $text }' в позиции { $column } — здесь это не допустимое число
parse-code-too-many-heaps = { $count ->
    [one] ход, оставляющий { $count } кучу (позиция { $column }), выходит за предел { $max }
    [few] ход, оставляющий { $count } кучи (позиция { $column }), выходит за предел { $max }
   *[many] ход, оставляющий { $count } куч (позиция { $column }), выходит за предел { $max }
}
parse-code-loopy-digit-zero = цифра { $digit } до точки позволила бы ходу ничего не взять и оставить кучу как есть; d0 может только делить, например 4.0
parse-code-period-too-long = периодический блок длиннее цифр после точки
parse-code-unknown-name = неизвестная игра с кучами '{ $name }': укажите код, например 0.77, hex(0.8), tb(4!.0), или одно из { $known }
parse-too-deep = скобки вложены на глубину { $depth }: читается не более { $max } уровней

## heap rules written as a formula (grundy-heap heap/formula/syntax.rs)
parse-formula-empty = формула пуста: напишите имя кучи, стрелку и варианты ходов, как в n -> [[n - 1]]
parse-formula-too-long = в формуле { $chars } символов; читается не больше { $max }
parse-formula-unexpected-character = неожиданный символ `{ $found }` в позиции { $column }
parse-formula-expected = ожидалось { $expected }, найдено { $found } в позиции { $column }
parse-formula-found-end = конец формулы
parse-formula-want-name = имя
parse-formula-want-expression = выражение
parse-formula-want-end = конец формулы
parse-formula-want-comma-or-close = `,` или `]`
parse-formula-want-connective = логическая связка между двумя сравнениями
parse-formula-want-one-range = скобки вокруг диапазона перед следующим `..`
parse-formula-number-too-large = число { $text } в позиции { $column } больше { $max }
parse-formula-unknown-name = неизвестное имя `{ $name }` в позиции { $column }: имена — это имя кучи и имена из `for`
parse-formula-reserved-name = `{ $name }` в позиции { $column } — ключевое слово или функция, а не имя
parse-formula-unknown-function = неизвестная функция `{ $name }` в позиции { $column }; функции: `{ $known }`
parse-formula-arity = `{ $name }(…)` в позиции { $column } принимает аргументов: { $takes }, а не { $given } (1+ — один или больше)
parse-formula-type = ожидалось `{ $expected }`, найдено `{ $found }` в позиции { $column }
parse-formula-too-deep = формула вложена глубже { $max } уровней в позиции { $column }
