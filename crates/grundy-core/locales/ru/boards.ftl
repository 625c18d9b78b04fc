# boards: messages of this file (see crates/grundy/src/i18n/mod.rs)

## How to play a board
board-how-typed = Введите ход в поле ниже.
board-how-take-from = Нажмите на камень: он и все камни справа от него забираются.
board-how-take-from-bar = Нажмите на камень: он и все камни справа от него забираются. Слишком большая куча нарисована полосой: нажмите на неё и укажите, сколько взять.
board-how-pins = Нажмите на кеглю, затем ещё раз, чтобы сбить её, или на соседнюю, чтобы сбить обе.
board-how-several = Нажмите по камню в каждой куче, из которой берёте (забираются он и все камни справа), затем ещё раз на один из них, чтобы сходить; камень в стольких кучах, сколько позволяет правило, ходит сразу.
board-how-several-typed = Нажмите на камень: он и все камни справа от него забираются. Ход в нескольких кучах вводится в поле ниже.
board-how-taking = Нажмите камни, которые забирает ваш ход, в каждой куче, которую он меняет (и камень из середины ряда тоже): ход делается, как только нажатия его составят; чтобы сделать ход, который продолжают другие, нажмите выбранный камень ещё раз. Камни, которые заберёт нажатие, отмечаются.
board-how-taking-cut = Чтобы разделить кучу, нажмите пунктирный промежуток между двумя камнями.

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
board-unit-cut = { $piece }: разделить на { $left } и { $right }
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
board-heap = куча { $heap }
board-heap-size = куча { $heap } ({ $size })
board-ask-take = Сколько взять из кучи { $heap }?

## The board page's own labels
page-board-listed = { $count }:
page-board-more = … и ещё { $more }
page-board-row = { $name }: { $label }
page-board-empty = (пусто)
page-board-nim-title = Скрытый в игре ним:
page-board-nim-heap = куча { $number }: { $size }
page-board-component = компонента { $number }: { $game }
page-board-picture-label = { $nouns }: рисунок игры { $game }
page-board-scroll = Доска шире экрана: прокрутите её вбок.
page-board-scroll-left = Прокрутить доску влево
page-board-scroll-right = Прокрутить доску вправо

## The move notation
page-notation-take = взять N из кучи H
page-notation-becomes = куча H становится M
page-notation-split = куча H становится кучами a, b, …
page-notation-pins = кегли: сбить кегли с a по b в ряду H
page-notation-several = несколько куч сразу, через запятую
page-notation-token = игры на графе: передвинуть фишку T на вершину V
page-notation-component = в сумме: ход делается в компоненте C
page-notation-part = в составной игре: ход каждой части в её собственной записи

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
web-content-type = этот маршрут читает JSON: запросу нужен заголовок Content-Type: application/json (а в нём { $given })
web-job-forbidden = задание последовательности { $id } принадлежит клиенту, который его запустил: пришлите токен из ответа на запуск в заголовке X-Job-Token (в этом запросе его нет или он другой)
web-client-jobs = у этого клиента уже { $most ->
        [one] выполняется { $most } задание
        [few] выполняются { $most } задания
       *[other] выполняются { $most } заданий
    } последовательности — больше одному клиенту на этом сервере нельзя: дождитесь окончания или отмените задание
web-jobs-kept = сервер уже хранит { $kept ->
        [one] { $kept } задание
        [few] { $kept } задания
       *[other] { $kept } заданий
    } последовательностей — это его предел: попробуйте позже (остановленное задание забывается, когда его страница уходит или когда владелец долго его не читает)

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
