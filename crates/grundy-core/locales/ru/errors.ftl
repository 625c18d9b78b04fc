# parse errors and refusals

# Отказы и ошибки библиотеки (кроме ошибок разбора)

err-cancelled = вычисление прервано до конца (время истекло)
err-unknown-lang = неизвестный язык { $tag }: языки — en, ko, ru, vi

## Последовательности (grundy seq)
err-sequence-no-period = период { $rule } не доказан (поиск до n = { $searched }), а куча размера { $heap } лежит за пределами { $limit ->
        [one] { $limit } значения, вычисленного
       *[other] { $limit } значений, вычисленных
    } напрямую
err-sequence-too-many-moves = у кучи размера { $heap } слишком много ходов, чтобы перебрать их по одному (число шагов — около { $work }, предел — { $limit })
err-sequence-too-many-moves-walked = у кучи размера { $heap } слишком много ходов, чтобы перебрать их по одному (число шагов больше предела { $limit })
err-sequence-moves-beyond-values = ходы из кучи размера { $heap } нельзя перебрать: значения куч, которые они оставляют, сохранены только для G(0), …, G({ PREV($kept) }) (предел памяти в байтах — { $memory })
err-sequence-too-many-options = у кучи размера { $heap } больше { $limit ->
        [one] { $limit } способа
       *[other] { $limit } способов
    } сходить (ход может оставить много куч) — слишком много, чтобы пересчитать их по одному
err-sequence-memory = прямое вычисление G({ $heap }) для { $rule } требует больше { $limit } байт памяти (после G(0), …, G({ PREV($computed) }) было занято { $held } { $held ->
        [one] байт
        [few] байта
       *[other] байт
    }: движок хранит все значения, пока продолжают появляться редкие позиции)
err-sequence-nothing-to-compute = { $game }: вычислять нечего — её позиции не кучи правила «взять и разделить» или вычитания (у кучи нима размера n значение n)
err-sequence-too-large-for-code = { $text }: слишком велико для кода (только количества до { $max })
err-checkpoint-not-a-checkpoint = это не контрольная точка grundy
err-checkpoint-format = записано в формате { $found }; этот grundy читает формат { $format }
err-checkpoint-too-large = повреждено: заголовок объявляет { $bytes } { $bytes ->
        [one] байт
        [few] байта
       *[other] байт
    } данных, больше { $limit } ГиБ (это предел того, что grundy читает из контрольной точки)
err-checkpoint-length = повреждено: данных { $found } { $found ->
        [one] байт
        [few] байта
       *[other] байт
    }, а записано было { $declared } (файл обрезан?)
err-checkpoint-checksum = повреждено: контрольная сумма не совпадает
err-checkpoint-decode = повреждено: не удаётся декодировать ({ $why })
err-checkpoint-wrong-game = файл относится к игре { $saved }, а не { $asked }
err-checkpoint-inconsistent = противоречиво: { $why }
err-values-not-a-values-file = это не файл значений grundy
err-values-version = записано в формате { $found }; этот grundy читает формат { $format }
err-values-damaged = повреждён заголовок: { $why }
err-values-too-wide = значение { $value } не помещается в { $width } (максимум { $max })
err-values-name-too-long = имя { $name } длиннее, чем вмещает заголовок (65 535 байт)
err-engine-unsupported = движок { $engine } не может вычислить { $rule }: { $reason }
err-engine-value-overflow = G({ $n }) больше 65535 — наибольшего значения, которое хранит движок
err-engine-memory = для G({ $n }) нужно { $mib } МиБ таблиц разбиений, больше предела в { $limit } МиБ
err-engine-bad-state = не удаётся восстановить состояние движка: { $why }
err-engine-rule = не удаётся восстановить состояние движка: его правило не разбирается: { $error }
err-rule-too-many-steps = перечисление вариантов хода для кучи размера { $heap } занимает больше { $steps ->
        [one] { $steps } шага
       *[other] { $steps } шагов
    }
err-subtraction-budget = период не найден в пределах бюджета работы { $budget } (вычислено значений: { $computed })

## Игры, где прячется ним
err-coins-below-first = монеты { $coin } нет: монеты нумеруются с { $first }
err-coins-duplicate = монета { $coin } указана дважды
err-coins-too-much-work = поиск ходов занимает { $work ->
        [one] { $work } шаг
        [few] { $work } шага
       *[other] { $work } шагов
    }, больше предела { $limit }
err-coins-too-far = монета { $coin } слишком далеко справа (предел { $limit })
## Графы и игры с циклами
err-loopy-too-large = в игре больше { $limit ->
        [one] { $limit } позиции
       *[other] { $limit } позиций
    }
err-loopy-overflow = граф слишком велик для 32-битных номеров вершин ({ $what })
err-binary-magic = это не двоичный граф grundy (файл не начинается с { $magic })
err-binary-length = в файле { $actual } { $actual ->
        [one] байт
        [few] байта
       *[other] байт
    }, а его заголовку (вершин: { $vertices }, дуг: { $arcs }) нужно { $expected }: файл обрезан или это не двоичный граф
err-binary-checksum = контрольная сумма не совпадает (записана { $stored }, вычислена { $computed }): файл повреждён
err-binary-malformed = неверный граф: { $why }
err-binary-too-many-vertices = вершин: { $count }; поддерживается не больше { $max }
err-binary-sparse = наибольший номер вершины { $max }, но названо только вершин: { $named }; перенумеруйте вершины с 0
err-loopy-checkpoint-magic = это не контрольная точка графа grundy (файл не начинается с GRUNDYC1)
err-loopy-checkpoint-truncated = контрольная точка обрезана или содержит лишние байты
err-loopy-checkpoint-checksum = контрольная сумма контрольной точки не совпадает: файл повреждён
err-loopy-checkpoint-other-graph = контрольная точка относится к графу с числом вершин { $checkpoint }, а в этом графе их { $graph }
err-loopy-checkpoint-inconsistent = значения контрольной точки не согласуются с её раундом

## Перебор и компоненты
err-search-too-large = дерево игры слишком велико для полного перебора (больше { $limit ->
        [one] { $limit } позиции
       *[other] { $limit } позиций
    })
err-search-cycle = в игре есть цикл: из позиции можно вернуться в неё же (значения игр с циклами даёт grundy::loopy::LoopySolver)
err-search-too-many-moves = поиску пришлось бы перебрать больше { $limit } ходов
err-refusal-heap-too-large = куча слишком велика для перебора
err-refusal-too-many-moves = ходов у позиции — около { $moves }: слишком много для перебора
err-refusal-too-many-positions = позиций в дереве игры — до { $states }, больше предела { $limit }
err-refusal-too-much-work = позиций — до { $states }, ходов из каждой — до { $branching }: слишком много работы
err-refusal-visited = пришлось бы посетить больше { $count ->
        [one] { $count } позиции
       *[other] { $count } позиций
    }
err-refusal-generated = поиск остановился, перебрав { $count } ходов — свой предел
err-refusal-cycle = найден цикл
err-component-search-too-large = полный перебор недостижим ({ $why })
err-component-too-large = { $what }: больше предела { $limit }
err-move-unreadable = не удаётся прочитать ход { $text }: { $reason }
err-move-illegal = недопустимый ход: { $why }

## Партия и упражнения
err-session-over = партия окончена
err-session-turn-human = сейчас ход человека
err-session-turn-computer = сейчас ход компьютера
err-exercise-level = уровня { $level } нет: уровни от 1 до 5
err-exercise-count = упражнений: { $count }; на листе их от 1 до { $max }
err-exercise-game = упражнения по `{ $game }` составить нельзя: { $reason } (игры, по которым можно: { $games })
err-exercise-cancelled = составление упражнений прервано
err-exercise-too-few = на этом уровне удалось составить только различных упражнений: { $made } из { $wanted } запрошенных

## Поддавки (misère)
err-verify-format = это не сохранённое мизерное частное (формат { $format }, версия { $version }; эта сборка читает { $expected } версии { $reads })
err-verify-rule = в файле частное для { $found }, а не для { $expected }
err-quotient-too-large = частное стало слишком большим на куче { $heap }: { $what }
err-quotient-no-pretension = ни одно частное не прошло проверку на куче { $heap } за отведённые попытки перекалибровки
err-quotient-interrupted = прервано после кучи { $heap }
err-quotient-bad-state = сохранённое состояние нельзя продолжить: { $why }
err-quotient-not-heaps = { $game } — не игра с кучами: её позиции не суммы куч, поэтому у неё нет мизерного частного куч
err-recurrence-splits = ход в { $game } может разделить кучу, так что варианты одной кучи — суммы куч
err-recurrence-unbounded = ход в { $game } может взять сколько угодно фишек
err-recurrence-no-period = мизерные исходы одной кучи { $rule } вычислены для куч до { $computed }, но повторяющегося окна из { $window ->
        [one] { $window } исхода
       *[other] { $window } исходов
    } нет (период не доказан)

## Отказы веб-сервера (grundy serve)
web-not-found = нет такой страницы или маршрута API: { $path }
web-method-not-allowed = метод { $method } здесь не разрешён (см. /api/openapi.json)
web-needs-body = запросу нужно тело в JSON (см. /api/openapi.json)
web-bad-body = тело запроса не подходит к этому маршруту: { $error }
web-body-too-large = тело запроса превышает предел этого сервера: { $max ->
        [one] { $max } байт
        [few] { $max } байта
       *[other] { $max } байт
    }
web-body-unreadable = не удалось прочитать тело запроса: { $error }
web-body-timeout = тело запроса не пришло за { $secs } с — предел этого сервера
web-answer-not-read = клиент не забрал ответ вовремя
web-answer-cut = читатель остановился: ответ оборван
web-client-computations = у этого клиента уже { $most ->
        [one] { $most } вычисление выполняется или ждёт
        [few] { $most } вычисления выполняются или ждут
       *[other] { $most } вычислений выполняются или ждут
    } — больше одному клиенту на этом сервере нельзя: дождитесь ответа, прежде чем спрашивать снова
web-stopping = сервер останавливается
web-computation-failed = внутренняя ошибка: вычисление не удалось
web-time-budget = вычисление заняло больше { $secs } с — предела этого сервера: попробуйте позицию поменьше (или задание для длинных последовательностей)
web-busy = сервер занят: за { $secs } с не освободилось место для вычисления; попробуйте ещё раз
web-cancelled = вычисление заняло больше предела этого сервера: попробуйте позицию поменьше
web-too-many-heaps = в позиции { $heaps ->
        [one] { $heaps } куча
        [few] { $heaps } кучи
       *[other] { $heaps } куч
    }; этот сервер принимает не больше { $max } (командная строка — миллионы)
web-bad-game = неверная игра: { $error }
web-bad-ruleset = неверное правило: { $error }
web-upto-too-large = upto = { $upto } больше предела этого маршрута ({ $max })
web-upto-too-large-jobs = upto = { $upto } больше предела этого маршрута ({ $max }): для более длинных запусков используйте задание (POST /api/sequence/jobs)
web-maxheap-too-large = maxheap = { $maxheap } больше предела этого маршрута ({ $max })
err-register-no-name = чтобы войти в реестр, игре нужно имя
err-register-bad-name = { $name } не может быть именем игры: оно начинается со строчной буквы, дальше строчные буквы, цифры, - и _
err-register-name-taken = имя { $name } занято: оно у игры { $by }
err-canonical-too-large = мизерной канонической форме нужно больше различных форм, чем позволяет предел работы ({ $limit })
err-canonical-syntax = { $text }: это не мизерная каноническая форма в записи CGSuite (чтение остановилось на символе { $at })
err-canonical-no-difference = { $text }: нижний индекс вычитает ним-кучу, но не найдено игры, которая вместе с этой кучей даёт форму перед индексом
err-canonical-too-long = запись мизерной канонической формы длиннее предела ({ $limit } символов)
err-canonical-too-much-work = для разности двух мизерных канонических форм нужны разности больше чем { $limit } пар их последующих позиций (предел работы)
err-canonical-too-many-steps = для мизерных канонических форм нужно больше { $limit } шагов упрощения (предел работы)
err-canonical-too-many-sums = для частей мизерной канонической формы нужно больше { $limit } сумм частей-кандидатов или больше стольких же разбиений (предел работы)
err-canonical-not-searchable = для мизерной канонической формы нужно дерево игры каждой компоненты, а здесь компоненту нельзя перебрать ход за ходом
err-canonical-too-many-positions = для мизерной канонической формы нужно перебрать больше позиций, чем позволяет предел работы ({ $limit })

## heap rules written as a formula, evaluated (grundy-heap heap/formula/eval.rs)
err-formula-division-by-zero = формула делит на ноль на куче { $heap } (позиция { $column })
err-formula-overflow = арифметика формулы выходит за 64 бита на куче { $heap } (позиция { $column })
err-formula-negative = формула оставляет кучу { $part } из кучи { $heap }: размер кучи не может быть отрицательным
err-formula-not-smaller = формула оставляет кучу { $part } из кучи { $heap }: каждая куча после хода должна быть меньше той, из которой ходят
err-formula-too-many-options = формула даёт куче { $heap } больше { $limit } вариантов хода
err-formula-too-much-work = формула делает больше { $limit } шагов на куче { $heap }
err-formula-heap-too-large = куча { $heap } выходит за 64-битные числа формулы
