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
method-beside-nim = the genus beside Nim heaps
method-quotient = the misère quotient
method-recurrence = the one-heap recurrence
method-search = exhaustive search
method-game-rule = the game's misère rule

## Table words

col-heap = heap
col-size = size
col-binary = binary
col-vertex = vertex
col-grundy-value = Grundy value
col-component = component
col-genus = genus
col-plays-like = plays like
row-ones = ones
more-heaps = … { $count } more heaps
more-heap-sizes = … { $count } more heap sizes

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
beside-nim-title = A wild game beside Nim heaps (Conway's genus)
beside-nim-rule = The genus g^{"{"}γ₀γ₁…{"}"} of a game G gives the misère values γₖ of G with k heaps of 2. A game plus one heap of m is a misère P-position exactly when the game's misère value is m; a heap of 1 changes a misère value by ⊕1 (so two heaps of 1 cancel, and a heap of 3 plays as a heap of 2 and one of 1). So G with k heaps of 2, r heaps of 1 and one heap of m is P exactly when γₖ ⊕ (r mod 2) = m — whether G is tame or not (Conway, On Numbers and Games, ch. 12).
beside-nim-here = Here G is { $game }, of genus { $genus }, beside the heaps { $heaps }: k = { $twos } heaps of 2 (a heap of 3 counts here and as a 1), r mod 2 = { $ones }, m = { $large }.
beside-nim-sum = γ{ $k } = { $gamma }, and { $gamma } ⊕ { $ones } = { $value } against m = { $large }: the position is { $outcome }.
quotient-title = Misère quotient of { $rule }
quotient-range-periodic = every heap size (its pretending function Φ is periodic with period { $period } from heap { $preperiod }, proved by the misère periodicity theorem)
quotient-range-upto = heaps up to { $max }
quotient-intro = Sums of heaps of { $rule } that no third sum tells apart under misère play form a commutative monoid Q, the misère quotient (Plambeck 2005; Plambeck & Siegel 2008). Computed and verified for { $range }: Q = { $presentation }, { $order } elements, of which { $p_size } form the P-portion P = {"{"}{ $p_portion }{"}"}. A sum is a misère P-position exactly when the product of its heaps' elements Φ(n) lies in P.
quotient-in = The product is { $product }, in P: the position is { $outcome }.
quotient-not-in = The product is { $product }, not in P: the position is { $outcome }.

## Games where Nim hides, Wythoff, graphs

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

col-outcome = outcome
