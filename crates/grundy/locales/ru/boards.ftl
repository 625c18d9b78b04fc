# boards: messages of this file (see crates/grundy/src/i18n/mod.rs)

## How to play a board
board-how-typed = Введите ход в поле ниже.
board-how-take-from = Нажмите на камень: он и все камни справа от него забираются.
board-how-pins = Нажмите на кеглю, затем ещё раз, чтобы сбить её, или на соседнюю, чтобы сбить обе.
board-how-several = Нажмите по камню в каждой куче, из которой берёте (забираются он и все камни справа), затем ещё раз на один из них, чтобы сходить; камень в стольких кучах, сколько позволяет правило, ходит сразу.
board-how-several-typed = Нажмите на камень: он и все камни справа от него забираются. Ход в нескольких кучах вводится в поле ниже.
board-how-arc-kayles = Нажмите на ребро: оно и все рёбра, которые его касаются, забираются.
board-how-node-kayles = Нажмите на вершину: она и её соседи забираются.
board-how-cram = Нажмите на две соседние пустые клетки: их накроет доминошка.
board-how-wythoff-queen = Нажмите на клетку, чтобы поставить туда ферзя: влево, вниз или по диагонали к углу (0, 0).
board-how-wythoff-heaps = Нажмите на камень кучи: он и все камни справа от него забираются. Камень в последнем ряду берёт столько же из обеих куч. Слишком большая куча нарисована полосой: нажмите на неё и укажите, сколько взять.
board-how-caterpillar = Нажмите на зелёное звено, затем на звено ближе к хвосту, чтобы перекрасить оба, или ещё раз на зелёное, чтобы перекрасить только его.
board-how-chocolate = Нажмите на линию между дольками: плитка ломается по ней, и часть без отмеченной дольки съедается.
board-how-hackenbush = Нажмите на ребро, чтобы срезать его: всё, что теряет путь к земле, падает.
board-how-lines = Нажмите на звено, чтобы убрать его: звенья, отрезанные от основания, падают.
board-how-poker = Нажмите на камень: он и все камни справа от него забираются. Слишком большая куча нарисована полосой: нажмите на неё и укажите, сколько взять.
board-how-poker-adding = Нажмите на камень: он и все камни справа от него забираются. Или добавьте из своего банка: нажмите на фишку банка ходящего (добавятся она и все фишки справа), затем на + после кучи. Слишком большая куча или банк нарисованы полосой: нажмите и укажите, сколько.
board-how-staircase = Нажмите на монету: она и монеты после неё на той же ступени спускаются на ступень ниже.
board-how-strip = Нажмите на фишку, затем на клетку, куда её передвинуть.
board-how-tartan = Нажмите на орла (золотой), затем на противоположный угол прямоугольника монет, которые надо перевернуть, или ещё раз на орла, чтобы перевернуть только его.
board-how-ruler = Нажмите на орла (золотой), затем на дальний конец ряда монет слева от него, чтобы перевернуть ряд, или ещё раз на орла, чтобы перевернуть только его.
board-how-spawning = Нажмите на орла (золотой), затем на другие монеты, которые перевернуть вместе с ним (последнюю ещё раз, чтобы перевернуть выбранное).

## Pieces: a piece's name, the pieces together, how many
board-item = { $noun } { $number }
board-noun-heap = куча
board-nouns-heap = кучи
board-count-heap = { $count ->
    [one] { $count } куча
    [few] { $count } кучи
   *[many] { $count } куч
}
board-noun-row = ряд
board-nouns-row = ряды
board-count-row = { $count ->
    [one] { $count } ряд
    [few] { $count } ряда
   *[many] { $count } рядов
}
board-noun-board = доска
board-nouns-board = доски
board-count-board = { $count ->
    [one] { $count } доска
    [few] { $count } доски
   *[many] { $count } досок
}
board-noun-token = фишка
board-nouns-token = фишки
board-count-token = { $count ->
    [one] { $count } фишка
    [few] { $count } фишки
   *[many] { $count } фишек
}
board-noun-vertex = вершина
board-nouns-vertex = вершины
board-count-vertex = { $count ->
    [one] { $count } вершина
    [few] { $count } вершины
   *[many] { $count } вершин
}
board-noun-edge = ребро
board-nouns-edge = рёбра
board-count-edge = { $count ->
    [one] { $count } ребро
    [few] { $count } ребра
   *[many] { $count } рёбер
}
board-noun-square = клетка
board-nouns-square = клетки
board-count-square = { $count ->
    [one] { $count } клетка
    [few] { $count } клетки
   *[many] { $count } клеток
}
board-noun-link = звено
board-nouns-link = звенья
board-count-link = { $count ->
    [one] { $count } звено
    [few] { $count } звена
   *[many] { $count } звеньев
}
board-noun-side = сторона
board-nouns-side = стороны
board-count-side = { $count ->
    [one] { $count } сторона
    [few] { $count } стороны
   *[many] { $count } сторон
}
board-noun-line = линия
board-nouns-line = линии
board-count-line = { $count ->
    [one] { $count } линия
    [few] { $count } линии
   *[many] { $count } линий
}
board-noun-step = ступень
board-nouns-step = ступени
board-count-step = { $count ->
    [one] { $count } ступень
    [few] { $count } ступени
   *[many] { $count } ступеней
}
board-noun-chip = фишка
board-nouns-chip = фишки
board-count-chip = { $count ->
    [one] { $count } фишка
    [few] { $count } фишки
   *[many] { $count } фишек
}
board-noun-coin = монета
board-nouns-coin = монеты
board-count-coin = { $count ->
    [one] { $count } монета
    [few] { $count } монеты
   *[many] { $count } монет
}

## Shapes' names
board-unit-counter = { $piece }, камень { $number } из { $count }
board-unit-pin = { $piece }, кегля { $number } из { $count }
board-unit-token = { $piece }, знак { $number } из { $count }
board-counter = { $name }, камень { $number } из { $count }
board-counters-bar = { $name }: { $count ->
    [one] { $count } камень
    [few] { $count } камня
   *[many] { $count } камней
}
board-edge = ребро { $from }–{ $to }
board-vertex = вершина { $vertex }
board-square-empty = клетка { $square } (пустая)
board-square-blocked = клетка { $square } (занята)
board-wythoff-square = клетка ({ $x }, { $y })
board-wythoff-queen = ферзь на ({ $x }, { $y })
board-heap = куча { $heap }
board-heap-size = куча { $heap } ({ $size })
board-wythoff-both = обе
board-wythoff-both-heaps = обе кучи
board-ask-take = Сколько взять из кучи { $heap }?
board-ask-take-both = Сколько взять из обеих куч?
board-link = звено { $link }
board-link-green = звено { $link }, зелёное
board-link-white = звено { $link }, белое
board-head = голова
board-side-above = ряды сверху
board-side-right = столбцы справа
board-side-below = ряды снизу
board-side-left = столбцы слева
board-marked-square = отмеченная долька
board-bar-square = долька в ряду { $row }, столбце { $column }
board-ground = земля
board-line-both-ends = { $line } (оба конца)
board-line-link = звено { $link } линии { $line }
board-joint = сочленение
board-base = основание
board-add-to-heap = добавить в кучу { $heap }
board-bank-mine-caption = банк ходящего ({ $count })
board-bank-mine = банк игрока, который ходит
board-bank-other-caption = другой банк ({ $count })
board-bank-other = банк соперника
board-additions-left = осталось добавлений: { $count }
board-ask-add = Сколько фишек из банка добавить в кучу { $heap }?
board-step = ступень { $step }
board-floor = пол
board-floor-caption = пол
board-step-coin = ступень { $step }, монета { $number } из { $count }
board-cell = клетка { $cell }
board-chip-on = фишка на клетке { $cell }
board-coin = монета { $coin }
board-coin-heads = монета { $coin }, орёл
board-coin-tails = монета { $coin }, решка
board-coin-heads-at = монета ({ $x }, { $y }), орёл
board-coin-tails-at = монета ({ $x }, { $y }), решка

## The board page's own labels
page-board-listed = { $count }:
page-board-more = … и ещё { $more }
page-board-row = { $name }: { $label }
page-board-empty = (пусто)
page-board-nim-title = Скрытый в игре ним:
page-board-nim-heap = куча { $number }: { $size }
page-board-component = компонента { $number }: { $game }
page-board-picture-label = { $nouns }: рисунок игры { $game }

## The move notation
page-notation-take = взять N из кучи H
page-notation-becomes = куча H становится M
page-notation-pins = кегли: сбить кегли с a по b в ряду H
page-notation-several = ним Мура Nim_k: несколько куч сразу
page-notation-token = игры на графе: передвинуть фишку T на вершину V
page-notation-component = в сумме: ход делается в компоненте C

## A game of grundy::play::Session
session-player-human = человек
session-player-computer = компьютер
session-to-move = ходит { $player }
session-over = игра окончена: выиграл { $player }

## The web server's own errors
web-connections-too-many = у этого клиента уже открыто соединений: { $most } — больше одному клиенту на этом сервере нельзя; закройте часть и попробуйте снова
web-json-eof = JSON обрывается слишком рано (строка { $line }, столбец { $column })
web-json-syntax = это не правильный JSON (строка { $line }, столбец { $column })
web-json-io = JSON не удалось прочитать (строка { $line }, столбец { $column })
web-json-missing-field = не хватает поля { $field }
web-json-unknown-field = поля { $field } здесь нет
web-json-type = у значения неверный тип (строка { $line }, столбец { $column })
web-json-value = такое значение этот маршрут не принимает (строка { $line }, столбец { $column })
web-query-missing-field = в строке запроса нет параметра { $field }
web-query-unknown-field = в строке запроса есть параметр { $field }, которого этот маршрут не знает
web-query-bad = строка запроса не подходит к этому маршруту (см. /api/openapi.json)
web-rejection-too-large = тело запроса больше предела этого сервера
web-rejection-content-type = запросу нужен заголовок Content-Type: application/json
web-rejection-timeout = запрос шёл слишком долго
web-rejection-internal = внутренняя ошибка (HTTP { $status })
web-rejection-other = запрос не удаётся прочитать (HTTP { $status }; см. /api/openapi.json)
web-internal-answer = внутренняя ошибка: ответ не удаётся записать в JSON
web-internal-report = внутренняя ошибка: отчёт не удаётся записать в JSON
web-internal-job = внутренняя ошибка: задание не удаётся записать в JSON
web-internal-values = внутренняя ошибка: в отчёте нет поля values

## The plots
plot-preperiod = предпериод: n < { $pre }
plot-period-proved = один период (доказан): { $pre } ≤ n < { $end }
plot-period-observed = один период (замечен): { $pre } ≤ n < { $end }
plot-rare-values = редкие значения
plot-common-values = частые значения
plot-histogram-title = { $name }: как часто встречается каждое значение, 0 ≤ n ≤ { $last }
plot-axis-value = значение G(n)
plot-axis-count = сколько n

## The pages' navigation
page-nav-label = страницы
