# The words of the heap games (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-kayles = heap games: take-and-break codes and their named games (moves may split a heap)
syntax-kayles = kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, an octal code like 0.137, hex(…), tb(…)
move-split = split heap { $heap } ({ $from }) into { $parts }
move-take-leaving = take { $taken } from heap { $heap } ({ $from }), leaving { $leaving }
move-add-leaving = add { $added } to heap { $heap } ({ $from }) and split it into { $parts }
leaving-nothing = nothing
leaving-one = a heap of { $size }
leaving-many = heaps of { $sizes } and { $last }
pins-one = pin { $pin }
pins-range = pins { $first }–{ $last }
move-pins-middle = knock down { $pins } of row { $row } ({ $from } pins), leaving rows of { $first } and { $second }
move-pins-end = knock down { $count ->
        [one] 1 pin
       *[other] { $count } pins
    } at an end of row { $row } ({ $from } pins), leaving a row of { $rest }
move-pins-whole = knock down the whole row { $row } ({ $count ->
        [one] 1 pin
       *[other] { $count } pins
    })
move-files-middle = push the pawn on file { $file } of board { $board } ({ $from } files), leaving boards of { $first } and { $second } files
move-files-end = push the pawn on file { $file } of board { $board } ({ $from } files), leaving a board of { $rest } files
move-files-whole = push a pawn on board { $board } ({ $from } files), finishing it
col-how = how
heaps-in-all = … { $count } heaps in all
sequence-title = { $rule }: the nim-sequence
sequence-title-named = { $name } (code { $code }): the nim-sequence
sequence-proved = Periodic from n = { $preperiod } with period { $period }: proved by the { $by }.
sequence-proved-saltus = Periodic from n = { $preperiod } with period { $period }, adding { $saltus } each period (arithmetic periodicity): proved by the { $by }.
sequence-observed = Looks periodic from n = { $preperiod } with period { $period } — observed up to n = { $checked }, not proved; values are computed directly.
sequence-no-period = No period found up to n = { $searched }; values are computed directly.
sequence-no-theorem = No periodicity theorem applies: { $why }.
how-direct = computed directly
how-period = by the period
how-formula = by the closed form
reason-one-heap-only = move in one heap only
reason-heap-too-large-to-check = heap { $heap } is too large to check moves in
reason-heap-cannot-become = { $game }: a heap of { $heap } cannot become [{ $parts }]
reason-heap-cannot-become-more = { $game }: a heap of { $heap } cannot become [{ $parts }, … { $count } heaps in all]
reason-row-has-pins = row { $row } has pins 1 to { $pins }

board-heap-cut = { $heap }: split into { $left } and { $right }
board-how-heap-split = Click the counters a move takes (side by side), then one of them again if more could be taken; click a dashed line to split a heap there.
board-how-dawson-chess = Click a file to push its pawn: that file and the files beside it are taken.
