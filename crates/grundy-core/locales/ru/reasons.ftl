# reasons: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Причины внутри отказов и ошибок: почему ход не прочитать или он недопустим, почему
# вычисление недостижимо. Аргумент `noun`/`what` — ключевое слово (heap, row, token,
# vertex, size, amount, pin, take), которое каждый язык называет своим словом.

reason-said = { $text }

## ходы: общая запись (component/notation.rs)
reason-not-a-number = { $what ->
    [size] размер
    [amount] количество
    [pin] номер кегли
    [vertex] номер вершины
    [take] сколько взять
    [row] номер ряда
    [token] номер фишки
    [component] номер компоненты
   *[heap] номер кучи
}: нужно неотрицательное целое число, а не { $text }
reason-no-such-piece = нет { $noun ->
    [row] ряда
    [token] фишки
    [vertex] вершины
    [component] компоненты
   *[heap] кучи
} { $piece } (всего { $count })
reason-one-size-after-arrow = после '->' напишите один размер
reason-write-piece-amount = напишите номер { $noun ->
    [row] ряда
    [token] фишки
    [vertex] вершины
   *[heap] кучи
} и количество, например `2 3` (взять 3 из { $noun ->
    [row] ряда
    [token] фишки
    [vertex] вершины
   *[heap] кучи
} 2)
reason-piece-has-only = в { $noun ->
    [row] ряду
    [token] фишке
    [vertex] вершине
   *[heap] куче
} { $piece } всего { $size }
reason-move-must-change = ход должен что-то изменить
reason-heap-twice-or-missing = куча { $heap } названа дважды или не существует
reason-heap-has-not = в куче { $heap } лежит { $size }, а не { $from }
reason-not-a-legal-move = { $game }: недопустимый ход
reason-too-large-to-check = позиция слишком велика, чтобы проверять в ней ходы
reason-piece-cannot-go-pick = { $game }: элемент { $piece } не может перейти из { $from } в { $to } (наберите `#k`, чтобы выбрать ход из списка)
reason-game-move-changes = { $game }: ход что-то меняет

## ходы: запись при игре (play/mod.rs)
reason-too-many-to-number = слишком много ходов, чтобы их нумеровать
reason-write-move-number = напишите `#k` с номером хода
reason-pick-listed-move = { $count ->
    [one] есть { $count } ход
    [few] есть { $count } хода
   *[many] есть { $count } ходов
}; выберите от #1 до #{ $count }
reason-component-number = компонента перед ':' должна быть числом
reason-no-component-of = нет компоненты { $component } (в позиции { $count ->
    [one] { $count } компонента
    [few] { $count } компоненты
   *[many] { $count } компонент
})
reason-say-which-component = позиция — сумма: укажите компоненту, например `2: 1 3`
reason-no-component = нет компоненты { $component }

## ходы: игры с кучами
reason-heap-must-get-smaller = куча { $heap } должна уменьшиться

## отказы: почему значение или ходы недостижимы
reason-values-not-computed = значения не были вычислены
reason-nim-genus-heap = куча для рода (64-битные значения)
reason-draw-too-many-moves = ходов слишком много, чтобы перебрать их по одному ради ничьей
reason-genus-lost-start = поиск рода потерял начальную позицию

## отказы анализа (analysis.rs): что оказалось недостижимым для каждого мизерного метода
reason-said-list = { $reasons }
reason-search-out-of-reach = полный перебор недостижим ({ $why })
reason-misere-search = полный перебор: { $why }
reason-misere-one-heap = рекуррентность одной кучи: { $why }
reason-misere-not-tame = правило ручных игр: компонента { $component } ({ $game }) не наследственно ручная (род { $genus })
reason-misere-not-tame-follower = правило ручных игр: компонента { $component } ({ $game }) не наследственно ручная (род { $genus }, с дикой последующей позицией)
reason-misere-beside-nim-large = род рядом с кучами нима: { $game } решается своим родом рядом с кучами по 1, 2 и 3 и не более чем одной большей кучей, а здесь обе кучи { $a } и { $b } не меньше 4
reason-misere-genus-out-of-reach = правило ручных игр: род компоненты { $component } ({ $game }) недостижим ({ $why })
reason-misere-quotient-rulesets = мизерное частное: компоненты относятся к разным правилам (частное — одного правила)
reason-misere-quotient-64-bits = мизерное частное: куча больше 64 бит
reason-misere-quotient-of = мизерное частное { $game }: { $why }
reason-misere-quotient-no-period = мизерное частное { $game }: вычислено для куч до { $heap } без доказанного периода, а есть куча больше
reason-loopy-misere = в её графе есть циклы, а мизерная игра с циклами не поддерживается (нормальная — да: обобщённые значения Шпрага–Гранди)

## мизерные частные и их проверка
reason-quotient-times-cyclic = частное, умноженное на новый циклический моноид, превысило { $max } элементов
reason-quotient-product = произведение циклических моноидов превысило { $max } элементов
reason-quotient-states = проверка превысила { $max } состояний (элемент, множество вариантов)
reason-quotient-options = у кучи больше { $max } вариантов
reason-state-other-rule = это состояние для { $found }, а не для { $expected }
reason-state-words = в нём { $words } слов для куч 0, …, { $heap }
reason-state-generators = его образующие — не различные кучи по порядку с индексами до 15
reason-state-word = слово кучи { $heap } не подходит к образующим
reason-state-monoid = его моноид не подходит к образующим
reason-state-overflow = его произведение циклических моноидов переполняется
reason-verify-order = в частном { $order } элементов; эта проверка — до { $max }
reason-verify-sums = больше { $max } сумм до размера { $size }: задайте меньший --size

## формы записи ходов (play::NOTATION): что значит каждая; сами формы не меняются

## упражнения
reason-not-one-game = это не одна игра

## h-D
## binary graphs (loopy/binary.rs, loopy/gen.rs); `half` is forward or reverse
reason-binary-offset-order = { $half ->
    [reverse] обратное
   *[forward] прямое
} смещение { $index } равно { $offset } (смещения должны расти от 0 до { $arcs })
reason-binary-vertex-arcs = у вершины { $vertex } { $half ->
    [reverse] обратных
   *[forward] прямых
} дуг: { $count } (не больше { $max })
reason-binary-offsets-end = { $half ->
    [reverse] обратные
   *[forward] прямые
} смещения кончаются на { $offset }, а не на числе дуг { $arcs }
reason-binary-arc-vertex = { $half ->
    [reverse] обратная
   *[forward] прямая
} дуга { $index } указывает на вершину { $vertex }, а вершин всего { $count }
reason-binary-part-range = часть { $start }..{ $end } не является диапазоном из { $count } вершин
reason-binary-arc-outside = дуга { $from } → { $to } указывает на вершину вне 0..{ $count }
reason-binary-not-transpose = его обратная половина не перечисляет дуги прямой половины (каждая дуга u → v должна стоять среди предшественников v столько же раз, сколько среди последователей u)
reason-binary-arcs-memory = { $arcs } { $arcs ->
    [one] дуга не помещается
    [few] дуги не помещаются
   *[many] дуг не помещаются
} в память
reason-gen-needs-vertex = случайному графу нужна хотя бы одна вершина
reason-gen-arc-past = дуга { $from } → { $to } указывает на вершину после { $last }
reason-gen-vertex-arcs = у вершины было бы { $count } { $count ->
    [one] дуга
    [few] дуги
   *[many] дуг
} (не больше { $max })
## loopy graphs too large (loopy/graph.rs, loopy/game.rs)
reason-overflow-vertices = вершин: { $count }
reason-overflow-positions = позиции
reason-overflow-position-count = позиций: { $count }
reason-overflow-move-index = ход из позиции { $position } имеет номер { $index }
## values files (sequence/values_file.rs)
reason-values-short-header = байтов: { $bytes }, меньше, чем { $header } в заголовке
reason-values-names-need = объявлено байтов: { $declared }, а именам нужно { $need }
reason-values-length = байтов: { $bytes }, а заголовок объявляет { $declared }
reason-values-width = ширина значения { $width }
reason-values-names-past = имена выходят за пределы заголовка
reason-values-name-utf8 = одно из имён не в кодировке UTF-8
## checkpoints (sequence/checkpoint.rs, sequence/run.rs); `detail` is the decoder's own text
reason-checkpoint-value-differs = в контрольной точке G({ $n }) = { $kept }, а по ходам получается { $again }
reason-checkpoint-not-heap = { $rule } не вычисляется движком для куч
reason-checkpoint-other-rule = её движок вычисляет { $engine }, а не { $rule }
reason-checkpoint-kept-count = сохранено значений: { $kept }, вычислено: { $computed } (сохраняются первые { $limit })
reason-checkpoint-counts-total = счётчики значений дают в сумме { $total }, а не число вычисленных значений { $computed }
reason-checkpoint-counts-overflow = счётчики значений дают в сумме больше 2^64, а не число вычисленных значений { $computed }
reason-checkpoint-counts-max = счётчики значений доходят до { $reach }, а наибольшее значение равно { $max }
reason-checkpoint-kept-differs = G({ $n }) в сохранённых значениях равно { $kept }, а в состоянии движка — { $engine }
reason-checkpoint-counts-kept = счётчики значений не совпадают с сохранёнными значениями
## engine states (heap/naive.rs, heap/sparse, sequence)
reason-state-unknown-engine = оно записано движком { $engine }, которого в этой сборке grundy нет
reason-state-lost-value = в движке больше нет G({ $n })
reason-state-window-differs = пересчитанная история отличается от сохранённого окна
reason-state-sparse = состояние разреженного движка противоречиво ({ $detail })
reason-state-tables-no-code = таблицы разбиений без кода
reason-state-too-few-values = для G({ $n }) нужны G(0), …, G({ PREV($n) }), а дано значений: { $count }
reason-state-format = формат { $found } (эта сборка читает формат { $format })
reason-state-other-engine = оно записано движком { $engine }, а не { $expected }
reason-state-values-claim = в нём значений: { $count } начиная с { $from }, но вычисленными названы { $computed }
reason-state-unknown-data = в нём есть данные, неизвестные движку { $engine }
reason-state-max-value = его наибольшее значение { $max }, а не { $recorded }, как записано
reason-state-recomputes = G({ $n }) при пересчёте равно { $again }, а в состоянии { $last }: значения не относятся к { $rule }
