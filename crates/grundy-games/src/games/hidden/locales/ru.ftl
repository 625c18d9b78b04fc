# The words of the games where Nim hides (ru): their own messages, added to the
# catalogue by `grundy_core::words!` in games/hidden/mod.rs (the coin-turning games keep
# theirs in spawning/locales). Words many games share stay in crates/grundy-core/locales/.

## Strip (strip, strip-nojump)

about-strip = фишки на клетках с номерами от 0 сдвигаются влево на любое расстояние, перепрыгивать и делить клетку можно
example-strip-1 = «Где спрятался ним?», игра 1: фишки на клетках 5, 10, 14, 16, 22
about-strip-nojump = фишки сдвигаются влево без перепрыгивания; клетки с номерами от 1, по одной фишке на клетку
example-strip-nojump-1 = «Где спрятался ним?», игра 4: промежутки 4, 1 и 5, P-позиция
syntax-strip = strip / strip(L)
syntax-strip-nojump = strip-nojump / strip-nojump(L)
board-how-strip = Нажмите на фишку, затем на клетку, куда её передвинуть.
board-cell = клетка { $cell }
board-chip-on = фишка на клетке { $cell }
move-chip = передвинуть фишку с клетки { $from } на клетку { $to }
row-chip-pair = фишки на клетках { $left } и { $right }
row-chip-phantom = мнимая фишка на клетке 0 и фишка на клетке { $right }
principle-strip = фишка на клетке n — это куча нима из n: сдвиг фишки влево — это взятие из кучи
principle-strip-nojump = фишки разбиваются на пары справа (при нечётном их числе — мнимая фишка на клетке 0); пара — это куча нима из пустых клеток между её фишками; сдвиг левой фишки пары лишь расширяет промежуток, и на него можно ответить, сдвинув правую следом
parse-what-cells = число клеток
parse-what-chip = фишка
parse-chip-outside = фишка вне полосы: клетки от { $first } до { $last }
parse-strip-cell-zero = клетки нумеруются с 1; клетки 0 на полосе нет
parse-strip-shared-cell = две фишки на клетке { $cell }: на клетке не больше одной фишки

## Staircase Nim

about-staircase = монеты на ступенях 1, 2, 3, …; ход переносит любое число монет на одну ступень вниз (ступень 0 — пол)
syntax-staircase = staircase
board-how-staircase = Нажмите на монету: она и монеты после неё на той же ступени спускаются на ступень ниже.
board-step = ступень { $step }
board-floor = пол
board-floor-caption = пол
board-step-coin = ступень { $step }, монета { $number } из { $count }
move-staircase = переложить { $count } { $count ->
        [one] монету
        [few] монеты
       *[many] монет
    } со ступеньки { $from } на ступеньку { $to }
move-staircase-floor = переложить { $count } { $count ->
        [one] монету
        [few] монеты
       *[many] монет
    } со ступеньки { $from } на пол
row-step = монеты на ступени { $step }
principle-staircase = лестничный ним — это ним на нечётных ступенях: монеты, спущенные с чётной ступени, можно сразу спустить дальше
parse-what-step = ступенька

## Caterpillar

about-caterpillar = зелёные звенья гусеницы из N звеньев, номера от хвоста (хвост = 1)
example-caterpillar-1 = «Где спрятался ним?», игра 2: гусеница из 20 звеньев
syntax-caterpillar = caterpillar(N)
board-how-caterpillar = Нажмите на зелёное звено, затем на звено ближе к хвосту, чтобы перекрасить оба, или ещё раз на зелёное, чтобы перекрасить только его.
board-link = звено { $link }
board-link-green = звено { $link }, зелёное
board-link-white = звено { $link }, белое
board-head = голова
row-green-link = зелёное звено { $link }
principle-caterpillar = звенья нумеруются от хвоста (хвостовое звено — 1); зелёное звено k — это куча нима из k (переворачивание черепах)
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

## Chocolate

about-chocolate = плитка с отмеченной долькой: ряды над ней, столбцы справа, ряды под ней, столбцы слева
example-chocolate-1 = «Где спрятался ним?», игра 3: плитка 8 × 12
syntax-chocolate = chocolate
board-how-chocolate = Нажмите на линию между дольками: плитка ломается по ней, и часть без отмеченной дольки съедается.
board-side-above = ряды сверху
board-side-right = столбцы справа
board-side-below = ряды снизу
board-side-left = столбцы слева
board-marked-square = отмеченная долька
board-bar-square = долька в ряду { $row }, столбце { $column }
move-chocolate-above = отломить и съесть { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } над отмеченной долькой
move-chocolate-below = отломить и съесть { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } под отмеченной долькой
move-chocolate-right = отломить и съесть { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } справа от отмеченной дольки
move-chocolate-left = отломить и съесть { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } слева от отмеченной дольки
row-chocolate-above = { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } над отмеченной долькой
row-chocolate-below = { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } под отмеченной долькой
row-chocolate-right = { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } справа от отмеченной дольки
row-chocolate-left = { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } слева от отмеченной дольки
principle-chocolate = четыре стороны отмеченной дольки — это четыре кучи нима: отлом с одной стороны укорачивает только эту сторону
parse-chocolate-four-sizes = chocolate принимает ровно четыре размера: ряды сверху, столбцы справа, ряды снизу, столбцы слева от отмеченной дольки

## Green Hackenbush

about-hackenbush = Зелёный хакенбуш: рёбра u-v между пронумерованными вершинами, вершина 0 — земля; петли и кратные рёбра разрешены
example-hackenbush-1 = Зелёный хакенбуш: цикл, пара, похожая на петлю, и дерево
syntax-hackenbush = hackenbush(…)
board-how-hackenbush = Нажмите на ребро, чтобы срезать его: всё, что теряет путь к земле, падает.
board-ground = земля
move-cut-edge = разрезать ребро { $edge }
move-cut-edge-falls = разрезать ребро { $edge }; { $count ->
        [one] { $fallen } отпадает
       *[other] { $fallen } отпадают
    }
row-hackenbush-loops = { $count } { $count ->
        [one] петля
        [few] петли
       *[many] петель
    } у земли после слияния
row-hackenbush-branch = ветвь на ребре { $edge } (несёт { $value } после слияния)
row-hackenbush-whole = вся картинка
principle-hackenbush = принцип слияния: каждый цикл сливается в одну вершину, а его рёбра становятся петлями (петля — куча из 1); принцип двоеточия: ветвь на ребре — это куча из 1 + значение, которое она несёт
principle-hackenbush-detached = { $principle }; { $count } { $count ->
        [one] ребро, не связанное с землёй, отпадает
        [few] ребра, не связанных с землёй, отпадают
       *[many] рёбер, не связанных с землёй, отпадают
    } до начала игры
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
reason-hackenbush-cuts = поиск разрезов на циклах ({ $steps } шагов)

## Lines

about-lines = ломаные линии на основании: число звеньев, = если линия прикреплена обоими концами
example-lines-1 = «Где спрятался ним?», игра 6: линия, прикреплённая обоими концами
example-lines-2 = «Где спрятался ним?», игра 6: три линии, прикреплённые одним концом, и одна — обоими
syntax-lines = lines(…)
board-how-lines = Нажмите на звено, чтобы убрать его: звенья, отрезанные от основания, падают.
board-line-both-ends = { $line } (оба конца)
board-line-link = звено { $link } линии { $line }
board-joint = сочленение
board-base = основание
move-line-last = убрать звено { $link } линии { $line }
move-line-falls-one = убрать звено { $link } линии { $line } (звено { $last } отпадает)
move-line-falls = убрать звено { $link } линии { $line } (звенья { $first }–{ $last } отпадают)
move-line-both = убрать звено { $link } линии { $line }, оставив на основании линии длиной { $left } и { $right }
row-line-one-end = линия { $name } ({ $links } { $links ->
        [one] звено
        [few] звена
       *[many] звеньев
    }, одним концом на основании)
row-line-both-ends = линия { $name } ({ $links } { $links ->
        [one] звено
        [few] звена
       *[many] звеньев
    }, обоими концами на основании)
principle-lines = линия, висящая на одном конце, — это стебель бамбука (куча из её звеньев); линия, прикреплённая обоими концами, сливается в петли: куча из числа её звеньев по модулю 2
parse-what-line-links = число звеньев линии
parse-line-one-link = у линии должно быть хотя бы одно звено

## Poker Nim

about-poker = Покерный ним: A фишек в банке ходящего, B — в банке соперника, осталось K добавлений; только как вся позиция
syntax-poker = poker / poker(A,B,K)
board-how-poker-adding = Нажмите на камень: он и все камни справа от него забираются. Или добавьте из своего банка: нажмите на фишку банка ходящего (добавятся она и все фишки справа), затем на + после кучи. Слишком большая куча или банк нарисованы полосой: нажмите и укажите, сколько.
board-add-to-heap = добавить в кучу { $heap }
board-bank-mine-caption = банк ходящего ({ $count })
board-bank-mine = банк игрока, который ходит
board-bank-other-caption = другой банк ({ $count })
board-bank-other = банк соперника
board-additions-left = осталось добавлений: { $count }
board-ask-add = Сколько фишек из банка добавить в кучу { $heap }?
move-poker-take = взять { $count } из кучи { $heap } ({ $from } → { $to })
move-poker-add = добавить { $count } из банка в кучу { $heap } ({ $from } → { $to })
row-poker-heap = куча { $heap }
principle-poker = покерный ним — это ним: добавление из банка отменяется снятием тех же фишек
parse-what-heap = куча
parse-what-bank = банк
parse-what-additions = число добавлений
parse-poker-three-arguments = poker принимает три аргумента: банк ходящего игрока, банк другого, оставшиеся добавления, например poker(10,10,5)

## Tartan products (tartan, nimmul)

about-tartan = произведение двух игр с монетами (R, S: turtles, mock-turtles, ruler, любая spawning-игра или spawning(CODE)); числа — пары x y орлов; nimmul x y — орёл на (x, y) в turtles × turtles
example-tartan-1 = Черепахи × черепахи: орёл на (3, 5) — это ним-произведение 3 ⊗ 5
syntax-tartan = tartan(R,S), nimmul
board-how-tartan = Нажмите на орла (золотой), затем на противоположный угол прямоугольника монет, которые надо перевернуть, или ещё раз на орла, чтобы перевернуть только его.
board-coin-heads-at = монета ({ $x }, { $y }), орёл
board-coin-tails-at = монета ({ $x }, { $y }), решка
row-tartan-head = орёл на ({ $x }, { $y }) = { $a } ⊗ { $b }
principle-tartan = теорема о тартанах: орёл на (x, y) стоит g₁(x) ⊗ g₂(y) — ним-произведение значений { $first } и { $second }
parse-tartan-two-games = tartan принимает две игры с монетами, например tartan(turtles,ruler)
parse-tartan-no-y = орлы задаются парами координат x y: у этого нет y
parse-coins-numbered-from = монеты нумеруются с { $first }
parse-tartan-head-twice = орёл ({ $x }, { $y }) указан дважды
reason-tartan-too-many-moves = у головы в { $head } больше { $max } ходов для перечисления

## What these games share (games/hidden/mod.rs and words.rs)

row-chip = фишка на клетке { $cell }
col-piece = фишка
col-nim-heap = куча нима
more-rows = … ещё { $count }
reduction-title = { $game } — это замаскированный ним
reduction-empty = Фишек нет, значит, нет и куч: значение равно 0.
parse-needs-one = после { $name } нужен хотя бы один элемент: { $what }
parse-takes-one-argument = { $name } принимает один аргумент: { $what }
parse-picture-no-sizes = { $name } не принимает размеров: картинка записывается в скобках
parse-picture-in-brackets = { $name } требует картинку в скобках, например { $example }
reason-piece-cannot-go = { $game }: элемент { $piece } не может перейти из { $from } в { $to }
