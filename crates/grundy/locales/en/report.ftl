# The reasoning in words (report/explain.rs): steps, verdicts, tables.
# Each id exists in every language; a translation uses only the English message's variables.

## Summary

play-normal = normal play
play-misere = misère play
summary-title-heaps = { $heaps } heaps ({ $games }, { $play })
outcome-n = N-position: the player to move wins
outcome-p = P-position: the player to move loses
outcome-d = D-position: a draw — neither player can force a win
outcome-n-misere = N-position: the player to move wins under misère play
outcome-p-misere = P-position: the player to move loses under misère play
outcome-d-misere = D-position: a draw — neither player can force a win under misère play
value-grundy = Grundy value { $value }
value-generalized = generalized Sprague–Grundy value { $value }
by-method = by { $method }
verdict = { $outcome }.
verdict-with = { $outcome } ({ $detail }).
moves-none = Every move loses against perfect play.
moves-unlisted = The winning moves are not listed (see the notes).
moves-winning = Winning moves ({ $count })
moves-winning-some = Winning moves ({ $shown } shown of { $count })
moves-winning-uncounted = Winning moves ({ $shown } shown; not all could be counted)
moves-draw = Moves that keep the draw ({ $count })
moves-draw-some = Moves that keep the draw ({ $shown } shown of { $count })
moves-draw-uncounted = Moves that keep the draw ({ $shown } shown; not all could be counted)
method-bouton = Bouton's rule
method-tame = the tame rule (genus)
method-quotient = the misère quotient
method-recurrence = the one-heap recurrence
method-search = exhaustive search
method-game-rule = the game's misère rule

## Table words

col-heap = heap
col-size = size
col-binary = binary
col-how = how
col-vertex = vertex
col-grundy-value = Grundy value
col-component = component
col-genus = genus
col-plays-like = plays like
col-piece = piece
col-nim-heap = Nim heap
row-ones = ones
row-parity-note = (each column's parity)
more-heaps = … { $count } more heaps
more-heap-sizes = … { $count } more heap sizes
more-rows = … { $count } more
heaps-in-all = … { $count } heaps in all
and-more = … and { $count } more

## Nim: the binary columns

nim-columns-title = Nim-sum, column by column (binary)
nim-columns-intro = Write each heap in binary and count the ones in each column: a column with an odd count gives a 1 in the nim-sum.
nim-component-value = The nim-sum is { $sum }: the Grundy value of this component.
nim-misere-endgame = The nim-sum is { $sum }, but under misère play it decides only while two or more heaps have 2 or more: here Bouton's endgame rule decides (below).
nim-wins = The nim-sum is { $sum } ≠ 0: the player to move wins. Its highest set bit is bit { $bit } (value { $value }); { $carriers ->
        [one] 1 heap carries
       *[other] { $carriers } heaps carry
    } it, and a heap a with that bit becomes a ⊕ { $sum }, which is smaller and makes every column even:
nim-carrier = heap { $heap }: { $size } ⊕ { $sum } = { $target } < { $size }, so take { $take }
nim-loses = The nim-sum is 0: every move changes one heap and so makes some column odd — the player to move loses.

## Misère Nim

misere-nim-title = Misère Nim (Bouton)
misere-nim-counts = { $big ->
        [one] 1 heap
       *[other] { $big } heaps
    } of size 2 or more, { $ones ->
        [one] 1 heap
       *[other] { $ones } heaps
    } of size 1, nim-sum { $sum }.
misere-rule = Rule: { $rule }.
misere-rule-several = two or more heaps have 2 or more: play as in normal Nim; the player to move loses exactly when the nim-sum is 0
misere-rule-one = exactly one heap has 2 or more: the player to move wins by reducing it to 0 or 1 so that an odd number of heaps of 1 remain
misere-rule-none = every heap is 0 or 1: the player to move loses exactly when the number of heaps of 1 is odd
misere-here-sum-wins = Here it is { $sum }: the player to move wins.
misere-here-sum-loses = Here it is { $sum }: the player to move loses.
misere-here-odd-wins = Here it is odd ({ $ones }): the player to move wins.
misere-here-odd-loses = Here it is odd ({ $ones }): the player to move loses.
misere-here-even-wins = Here it is even ({ $ones }): the player to move wins.
misere-here-even-loses = Here it is even ({ $ones }): the player to move loses.

## Moore's Nim

moore-title = Moore's Nim_{ $k }
moore-intro = Write each heap in binary and count the ones in each bit column, mod { $modulus }.
moore-loses = Every column count is divisible by { $modulus }: by Moore's theorem every move makes some count not divisible, so the player to move loses.
moore-wins = Columns with a count not divisible by { $modulus }: { $count ->
        [one] bit
       *[other] bits
    } { $bits }. By Moore's theorem the player to move wins by making every count divisible again, reducing at most { $k ->
        [one] 1 heap
       *[other] { $k } heaps
    }.

## Nim-sequences (subtraction and heap games)

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

## Sums and search

sum-title = Sprague–Grundy
sum-rule = The value of a sum is the XOR of its components' values: { $values } = { $xor }.
sum-zero = It is 0: every move changes one component's value and makes the XOR non-zero, so the player to move loses.
sum-nonzero = It is not 0: the player to move wins by moving in one component to the value that makes the XOR 0.
search-title = Search
search-done = { $reason } ({ $positions } positions evaluated).

## Misère play beyond Nim

recurrence-title = Misère { $game }: the outcomes of one heap
recurrence-rule = A move leaves one smaller heap (or none), so one heap's misère outcome follows from those of the heaps it can move to: the empty heap is N (the player to move cannot move, and so wins), a heap is P when it has a move and every move leads to an N heap.
recurrence-period = Heaps 0, 1, 2, …: { $first }. The outcomes repeat with period { $period } from heap { $preperiod } on (proved: a heap's outcome is a function of the outcomes just below it, and that window of outcomes repeats).
recurrence-heap-p = Heap { $heap } is P: the player to move loses.
recurrence-heap-n = Heap { $heap } is N: the player to move wins.
recurrence-heap-reduced-p = Heap { $heap } (its outcome is that of heap { $reduced }) is P: the player to move loses.
recurrence-heap-reduced-n = Heap { $heap } (its outcome is that of heap { $reduced }) is N: the player to move wins.
tame-title = Misère play of tame games (Conway's genus theory)
tame-rule = The genus g^{"{"}γ₀γ₁…{"}"} of a game gives its normal-play value g and the misère values γₙ of its sums with n heaps of 2. Every component here is hereditarily tame — it and every position it can reach have the genus of a Nim position — so the sum plays exactly like misère Nim on those Nim positions (Conway, On Numbers and Games, ch. 12).
tame-like-big = nim-sum { $sum }, a heap of 2 or more
tame-like-small = nim-sum { $sum }, heaps of 0 and 1 only
tame-sum-big = The sum has genus { $genus }: some component has a heap of 2 or more and the nim-sum is { $sum } (P exactly when it is 0), so by Bouton's rule it is { $outcome }.
tame-sum-small = The sum has genus { $genus }: no component has a heap of 2 or more and the nim-sum is { $sum } (P exactly when it is 1), so by Bouton's rule it is { $outcome }.
quotient-title = Misère quotient of { $rule }
quotient-range-periodic = every heap size (its pretending function Φ is periodic with period { $period } from heap { $preperiod }, proved by the misère periodicity theorem)
quotient-range-upto = heaps up to { $max }
quotient-intro = Sums of heaps of { $rule } that no third sum tells apart under misère play form a commutative monoid Q, the misère quotient (Plambeck 2005; Plambeck & Siegel 2008). Computed and verified for { $range }: Q = { $presentation }, { $order } elements, of which { $p_size } form the P-portion P = {"{"}{ $p_portion }{"}"}. A sum is a misère P-position exactly when the product of its heaps' elements Φ(n) lies in P.
quotient-in = The product is { $product }, in P: the position is { $outcome }.
quotient-not-in = The product is { $product }, not in P: the position is { $outcome }.

## Games where Nim hides, Wythoff, graphs

reduction-title = { $game } is Nim in disguise
reduction-empty = There are no pieces, so no heaps: the value is 0.
wythoff-title = Wythoff's game
wythoff-is-p = The P-positions are (⌊nφ⌋, ⌊nφ⌋ + n) and their mirror images; heaps { $a } and { $b } differ by { $difference }, and the P-position with that difference is ({ $x }, { $y }), so ({ $a }, { $b }) is a P-position.
wythoff-is-not-p = The P-positions are (⌊nφ⌋, ⌊nφ⌋ + n) and their mirror images; heaps { $a } and { $b } differ by { $difference }, and the P-position with that difference is ({ $x }, { $y }), so ({ $a }, { $b }) is not a P-position.
wythoff-grundy = Its Grundy value (by search) is { $value }.
vertex-values-title = Vertex values
vertex-values-none = No acyclic graph component: no vertex values (a graph with cycles shows its generalized values in its labelling rounds).
vertex-values-rule = A token on a vertex is worth the mex of the values of the vertices it can move to.

## Errors and refusals (i18n/errors.rs)

error-at-column = { $message }: { $token } at column { $column }
error-negative-heap = heap sizes must be non-negative integers
error-unknown-game-like = unknown game (did you mean { $name }? known: { $known })
error-unknown-game = unknown game (known: { $known })
error-misere-too-large = misère play has no sum rule, and no misère method reaches this position — { $why }; refusing rather than guessing
error-value-too-large = component { $index } ({ $game }) has no formula for its Grundy value and { $reason }
error-component = component { $index } ({ $game }): { $message }
error-no-move-found = the position has moves, but they are too many to list and none could be chosen
error-cancelled = the analysis was cancelled before it finished (its time was up)
error-bad-position = bad position: { $error }

## Periodicity theorems (report/sequence.rs: theorem_in)

theorem-guy-smith = Guy–Smith periodicity theorem for finite octal games: G(n+p) = G(n) for e ≤ n < 2e + p + t (t = { $t }, e taken as at least 1) implies it for all n ≥ e
theorem-no-splitting = periodicity theorem for games without splitting moves: G(n+p) = G(n) for e ≤ n < max(e + p, max(e, 1) + t) (t = { $t }) implies it for all n ≥ e
theorem-multi-heap = periodicity theorem for take-and-break games leaving at most k = { $k } heaps: G(n+p) = G(n) for e ≤ n < k·e + (k−1)·p + t (t = { $t }, e taken as at least 1) implies it for all n ≥ e
theorem-lasker = closed form of Lasker's Nim (Ferguson, Game Theory I §4.3): G(4m+1) = 4m+1, G(4m+2) = 4m+2, G(4m+3) = 4m+4, G(4m+4) = 4m+3, so G(n+4) = G(n) + 4 for n ≥ 1
theorem-bounded = closed form of take 1 to k (k = { $k }): G(n) = n mod (k+1)
theorem-all-but = all-but state argument (m = { $m }): G(n) depends, up to a constant, only on the last m values (live or dead) and the number of values seen; equal normalized states at B and B + p give G(n+p) = G(n) + s for all n ≥ B

## a-Wythoff, compounds, games with a memory (report/explain.rs)

awythoff-title = Fraenkel's { $r }-Wythoff
awythoff-rule = A move takes from one heap, or k from one and l from the other with |k − l| < { $r }. The P-positions are (A_n, B_n) and their mirror images, A_n the least number not yet used and B_n = A_n + { $r }·n; Fraenkel (1982) proved A_n = ⌊nα⌋ with α = (2 − { $r } + √({ $r }² + 4))/2, computed here exactly with integers.
awythoff-with-p = the P-position with that difference is ({ $x }, { $y })
awythoff-with-none = no P-position has that difference (not a multiple of { $r })
awythoff-heaps-p = Heaps { $a } and { $b } differ by { $difference }: { $with }, so ({ $a }, { $b }) is a P-position.
awythoff-heaps-not-p = Heaps { $a } and { $b } differ by { $difference }: { $with }, so ({ $a }, { $b }) is not a P-position.
col-part = part
col-remoteness = remoteness
col-outcome = outcome
compound-verdict-p = a P-position: the player to move loses
compound-verdict-n = an N-position: the player to move wins
compound-conjunctive-title = Conjunctive compound
compound-conjunctive-rule-odd = A move is a move in every part, so the game ends as soon as one part has no move. Each part's remoteness counts the moves it lasts when its winner hurries and its loser delays (even: the player to move loses it; 0: it is over). The remoteness of a conjunctive compound is the least of its parts' remotenesses (Steinhaus; Smith 1966; Winning Ways, ch. 9): here { $remoteness }, odd — so this is { $verdict }.
compound-conjunctive-rule-even = A move is a move in every part, so the game ends as soon as one part has no move. Each part's remoteness counts the moves it lasts when its winner hurries and its loser delays (even: the player to move loses it; 0: it is over). The remoteness of a conjunctive compound is the least of its parts' remotenesses (Steinhaus; Smith 1966; Winning Ways, ch. 9): here { $remoteness }, even — so this is { $verdict }.
compound-conjunctive-winner = The winner moves every part at once so that the least remoteness after the move is even: in a part of remoteness { $remoteness }, to an option of remoteness { $less }, and elsewhere to options that last at least as long.
compound-selective-title = Selective compound
compound-selective-rule = A move is a move in any non-empty set of parts. Under normal play the compound is a P-position exactly when every part is one: from there every move leaves some part an N-position, which the other player answers in exactly those parts; from any other position the player to move moves every N-position part to a P-position at once (Winning Ways, ch. 9). So this is { $verdict }.
compound-ordinal-title = Ordinal sum
compound-ordinal-rule = In the ordinal sum G : H (base G = { $base }, subordinate H = { $sub }) a move in G deletes H, and a move in H leaves G as it is. Its Grundy value is found from H alone: at every position of H the options are H's options and, through G, options of the values {"{"}{ $values }{"}"} of G's options; the value is the mex of all of them, and at a deleted H it is G's value { $value } (Conway, On Numbers and Games).
compound-value = Its Grundy value is { $value }.
memory-verdict-p = a P-position
memory-verdict-n = an N-position
memory-no-move = After a take of { $last }, no take from a heap of { $heap } is allowed: the player to move has no move, a P-position.
memory-mem = Every take must be at least the last one ({ $last }), so a take of more than half the heap leaves the other player a heap smaller than the take: no move. The player to move may take from { $lo } to { $hi }, the whole heap among them: { $verdict }.
memory-schwenk = Schwenk's sequence (1970) starts at 1; each next term adds to the last term the first term from which a take may reach it: { $sequence }. Every heap is written greedily as a sum of terms: { $heap } = { $parts }. The position is a P-position exactly when its smallest part is more than the most the player may take (Schwenk's theorem; for Fibonacci Nim the Fibonacci numbers and Zeckendorf's sums).
memory-schwenk-here-p = After a take of { $last } the player may take up to { $most }; the smallest part is { $smallest }, so this is { $verdict }.
memory-schwenk-here-n = After a take of { $last } the player may take up to { $most }; the smallest part is { $smallest }, so this is { $verdict }: a winning move takes a sum of the smallest parts that leaves a P-position.
memory-dp = The player to move may take from { $lo } to { $hi }; the values come from the table of every smaller position (dynamic programming): { $verdict }.
memory-grundy = Its Grundy value (dynamic programming over heap and last take) is { $value }.
