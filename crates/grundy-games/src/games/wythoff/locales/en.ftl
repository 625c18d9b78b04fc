# The words of Wythoff's game (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-wythoff = two heaps; take from one, or from both amounts differing by less than a (`wythoff`: a = 1, the same from both)
example-wythoff-1 = Fraenkel's 2-Wythoff: from both heaps, amounts differing by less than 2
syntax-wythoff = wythoff(a)
board-how-wythoff-queen = Click a square to move the queen there: left, down, or diagonally towards the corner (0, 0).
board-how-wythoff-heaps = Click a counter of a heap: it and every counter to its right are taken. Click one in the last row to take as many from both heaps. A heap too large to draw is a bar: click it and say how many.
board-wythoff-square = square ({ $x }, { $y })
board-wythoff-queen = the queen on ({ $x }, { $y })
board-wythoff-both = both
board-wythoff-both-heaps = both heaps
board-ask-take-both = How many to take from both heaps?
move-wythoff-both = take { $count } from both heaps ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = take { $count } from the first heap ({ $a } → { $c })
move-wythoff-second = take { $count } from the second heap ({ $b } → { $d })
move-wythoff-unequal = take { $k } from the first heap and { $l } from the second ({ $a }, { $b } → { $c }, { $d })
note-wythoff-no-value = Wythoff's game has no formula for its Grundy values and they are searched only for small heaps ({ $reason }): the value is not given; the outcome comes from the P-positions
note-wythoff-table-limit = Grundy values of wythoff({ $k }) are searched only while the table of smaller positions takes at most { $steps } steps
wythoff-title = Wythoff's game
wythoff-is-p = The P-positions are (⌊nφ⌋, ⌊nφ⌋ + n) and their mirror images; heaps { $a } and { $b } differ by { $difference }, and the P-position with that difference is ({ $x }, { $y }), so ({ $a }, { $b }) is a P-position.
wythoff-is-not-p = The P-positions are (⌊nφ⌋, ⌊nφ⌋ + n) and their mirror images; heaps { $a } and { $b } differ by { $difference }, and the P-position with that difference is ({ $x }, { $y }), so ({ $a }, { $b }) is not a P-position.
wythoff-grundy = Its Grundy value (by search) is { $value }.
awythoff-title = Fraenkel's { $r }-Wythoff
awythoff-rule = A move takes from one heap, or k from one and l from the other with |k − l| < { $r }. The P-positions are (A_n, B_n) and their mirror images, A_n the least number not yet used and B_n = A_n + { $r }·n; Fraenkel (1982) proved A_n = ⌊nα⌋ with α = (2 − { $r } + √({ $r }² + 4))/2, computed here exactly with integers.
awythoff-with-p = the P-position with that difference is ({ $x }, { $y })
awythoff-with-none = no P-position has that difference (not a multiple of { $r })
awythoff-heaps-p = Heaps { $a } and { $b } differ by { $difference }: { $with }, so ({ $a }, { $b }) is a P-position.
awythoff-heaps-not-p = Heaps { $a } and { $b } differ by { $difference }: { $with }, so ({ $a }, { $b }) is not a P-position.
err-wythoff-too-large = heap { $heap } is larger than the supported 10^18
err-wythoff-search-too-large = Grundy values of Wythoff's game are searched only for heaps up to { $limit }
parse-what-a = a
parse-wythoff-one-argument = wythoff takes one argument, a
parse-wythoff-two-heaps = wythoff takes exactly two heaps
parse-wythoff-too-large = heap { $heap } is larger than the supported 10^18
reason-wythoff-take = wythoff: take from one heap, or the same number from both
reason-wythoff-a-take = wythoff({ $a }): take from one heap, or from both amounts that differ by less than { $a }
reason-wythoff-table = Grundy values of wythoff({ $a }) are searched only while the table of smaller positions takes at most { $steps } steps
