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
parse-graph-one-argument = graph принимает один аргумент — файл со списком рёбер
parse-graph-files-refused = { $refusal }; graph(FILE) работает только в программе командной строки, которая читает файлы, — графы, записанные прямо в позиции, например node-kayles(0-1 1-2), arc-kayles(0-1 1-2) или hackenbush(0-1 1-2), работают везде
parse-file-unreadable = { $reason }
parse-reason = { $reason }
parse-bad-graph-file = неверный файл графа: { $reason }
parse-not-a-graph-vertex = это не вершина графа
parse-graph-bad-line = строка { $line }: ожидалось `u v`, `u -> v` или `u`, а найдено { $text }
parse-graph-bad-vertex = строка { $line }: { $token } — не номер вершины (от 0 до { $max })
parse-graph-cycle = в графе есть цикл через вершину { $vertex } (игры с циклами здесь не поддерживаются)
parse-graph-empty = список рёбер пуст: не объявлено ни одной вершины
parse-not-a-vertex = это не вершина: вершины — неотрицательные целые числа
parse-vertex-too-large = слишком большой номер вершины (не более { $max })
parse-graph-in-brackets = { $name } требует граф в скобках, например { $example }
parse-graph-no-sizes = { $name } не принимает размеров: граф записывается в скобках
parse-self-loop = петля: ребро соединяет две разные вершины, например 0-1
parse-bad-edge = ребро — это две вершины, соединённые '-', например 0-1 (отдельная вершина — просто её номер, например 5)
parse-too-many-vertices = { $max ->
    [one] граф слишком велик: { $name } допускает не более { $max } вершины
   *[other] граф слишком велик: { $name } допускает не более { $max } вершин
}
parse-too-many-edges = { $max ->
    [one] граф слишком велик: { $name } допускает не более { $max } ребра
   *[other] граф слишком велик: { $name } допускает не более { $max } рёбер
}

## Игры с переворачиванием монет: коды spawning, turtles, ruler, произведения Тартан
parse-spawn-empty = пустой элемент кода spawning: укажите число монет, например 3, 1-9 или 2+
parse-spawn-unexpected = '{ $found }' не входит в код spawning (числа 3, 1-9, 2+; модификаторы C, C(k), E, F, S)
parse-spawn-bad-count = неверное число в элементе кода spawning { $element }: числа от 1 и больше, диапазон идёт от меньшего к большему
parse-spawn-bad-window = после C( нужны число и закрывающая ')', как в C(5)
parse-spawn-too-long = { $max ->
    [one] код spawning длиннее { $max } символа
   *[other] код spawning длиннее { $max } символов
}
parse-spawn-work = { $budget ->
    [one] значения до монеты { $n } требуют более { $budget } шага
   *[other] значения до монеты { $n } требуют более { $budget } шагов
}
parse-spawn-value-too-large = значение монеты { $n } не меньше 2^{ $bits } — больше, чем здесь вычисляется
parse-spawn-values = spawning({ $code }): { $reason }
parse-not-a-coin-game = это не игра с монетами ({ $known } или spawning(КОД))
parse-coin-too-far-right = монета { $coin } слишком далеко справа (предел 2^62)
parse-coin-too-far-for = монета { $coin } слишком далеко справа для { $game } (предел { $max }; формулы есть только у turtles, mock-turtles и ruler)
parse-coin-does-not-exist = монеты { $coin } нет: монеты нумеруются с { $first }
parse-coin-twice = монета { $coin } указана дважды
parse-not-a-spawning-game = это не игра spawning
parse-tartan-two-games = tartan принимает две игры с монетами, например tartan(turtles,ruler)
parse-tartan-no-y = орлы задаются парами координат x y: у этого нет y
parse-coins-numbered-from = монеты нумеруются с { $first }
parse-tartan-head-twice = орёл ({ $x }, { $y }) указан дважды

## Игры с размерами и картинками (замаскированный ним)
parse-needs-one = после { $name } нужен хотя бы один элемент: { $what }
parse-takes-one-argument = { $name } принимает один аргумент: { $what }
parse-picture-no-sizes = { $name } не принимает размеров: картинка записывается в скобках
parse-picture-in-brackets = { $name } требует картинку в скобках, например { $example }
parse-what-cells = число клеток
parse-what-chip = фишка
parse-what-step = ступенька
parse-chip-outside = фишка вне полосы: клетки от { $first } до { $last }
parse-strip-cell-zero = клетки нумеруются с 1; клетки 0 на полосе нет
parse-strip-shared-cell = две фишки на клетке { $cell }: на клетке не больше одной фишки
parse-chocolate-four-sizes = chocolate принимает ровно четыре размера: ряды сверху, столбцы справа, ряды снизу, столбцы слева от отмеченной дольки
parse-what-heap = куча
parse-what-bank = банк
parse-what-additions = число добавлений
parse-poker-three-arguments = poker принимает три аргумента: банк ходящего игрока, банк другого, оставшиеся добавления, например poker(10,10,5)
parse-hackenbush-bad-edge = ребро — это две вершины, соединённые '-', например 0-1
parse-what-vertex = вершина
parse-hackenbush-not-a-vertex = это не вершина: вершины — неотрицательные целые числа (0 — земля)
parse-hackenbush-everything-falls = ни одно ребро не касается земли (вершины 0): всё упадёт
parse-hackenbush-unknown-vertex = ребро { $edge } использует вершину { $vertex }, а вершины — 0..{ $count }
parse-hackenbush-no-ground = ни одно ребро не касается земли (вершины 0)
parse-hackenbush-too-much-work = на циклах лежит рёбер: { $cuts }, вершин и рёбер в картинке: { $size }; перебор каждого разреза — { $work ->
        [one] { $work } шаг
        [few] { $work } шага
       *[other] { $work } шагов
    }, больше предела в { $limit ->
        [one] { $limit } шаг
        [few] { $limit } шага
       *[other] { $limit } шагов
    }
parse-what-line-links = число звеньев линии
parse-line-one-link = у линии должно быть хотя бы одно звено
parse-what-links = число звеньев
parse-caterpillar-needs-links = caterpillar требует число звеньев, например caterpillar(20) 2 5 6
parse-caterpillar-links-from-1 = звенья нумеруются с 1 (хвост)
parse-caterpillar-only-links = { $links ->
    [one] у гусеницы всего { $links } звено
    [few] у гусеницы всего { $links } звена
   *[many] у гусеницы всего { $links } звеньев
}
parse-caterpillar-link-twice = звено { $link } указано дважды
parse-coins-too-much-work = поиск ходов требует { $work ->
        [one] { $work } шаг
        [few] { $work } шага
       *[other] { $work } шагов
    }, больше предела в { $limit ->
        [one] { $limit } шаг
        [few] { $limit } шага
       *[other] { $limit } шагов
    }

## Игры вычитания, ним Мура, Витхофф, take-away
parse-what-amount = количество
parse-one-argument-k = { $name } принимает один аргумент, k
parse-sub-empty = в множестве вычитания должно быть хотя бы одно количество
parse-sub-zero = количества должны быть положительными (дано 0)
parse-sub-too-large = количество { $value } больше максимума { $max }
parse-sub-bounded-zero = bounded(k) требует k ≥ 1
parse-sub-not-normalized = количества должны быть упорядочены и различны
parse-what-k = k
parse-what-a = a
parse-at-least-1 = { $what } должно быть не меньше 1
parse-wythoff-one-argument = wythoff принимает один аргумент, a
parse-wythoff-two-heaps = wythoff принимает ровно две кучи
parse-wythoff-too-large = куча { $heap } больше поддерживаемых 10^18
parse-take-away-k = K должно быть положительным числом: 2, 3/2 или 1.5
parse-take-away-k-parts = числитель и знаменатель K должны быть не больше { $max }
parse-take-away-one-argument = take-away принимает один аргумент, K
parse-take-away-two-numbers = { $name } принимает два числа: кучу H и последнее взятие M

## Доски Крама и составные игры
parse-cram-in-brackets = cram требует доску в скобках, например { $example }
parse-cram-no-sizes = cram не принимает размеров: доска записывается в скобках
parse-cram-no-commas = в доске Крама нет запятых: строки разделяются |
parse-cram-empty = доска пуста: запишите её строки из . (пусто) и # (занято), разделяя их |, например { $example }
parse-cram-empty-row = в строке { $row } нет клеток: в каждой строке хотя бы одна (`|` только завершает строку)
parse-cram-bad-square = { $found } — не клетка: клетка — это . (пусто) или # (занято), а | завершает строку
parse-cram-ragged = { $len ->
    [one] в строке { $row } { $len } клетка, а в строке 1 — { $first }: все строки одной длины
    [few] в строке { $row } { $len } клетки, а в строке 1 — { $first }: все строки одной длины
   *[many] в строке { $row } { $len } клеток, а в строке 1 — { $first }: все строки одной длины
}
parse-cram-too-large = доска { $rows } × { $cols } слишком велика: Крам допускает не более 8 строк по 16 клеток или 16 строк по 8
parse-compound-parts-inside = части составной игры записываются в её скобках через запятую
parse-ordinal-two-parts = ordinal принимает две части: основу G и подчинённую H
parse-compound-one-part = у составной игры должна быть хотя бы одна часть
parse-compound-whole-position = { $name } должна быть всей позицией: она не может быть частью составной игры

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
