# The words of the take-away games (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-take-away = heap H, last take M: take 1 to K·M (K may be a fraction)
about-fibonacci-nim = heap H, last take M: take 1 to 2M (take-away(2))
about-mem = heap H, last take M: take at least M; mem(k, a -> P): take a when P holds of the last take k and a
syntax-take-away = take-away(K)
syntax-fibonacci-nim = fibonacci-nim
syntax-mem = mem / mem(k, a -> …)
move-memory = take { $take } ({ $from } → { $to }; { $next })
memory-next-at-least = the next player must take at least { $take }
memory-next-up-to = the next player may take up to { $most }
note-take-away-no-value = the Grundy value is computed for heaps up to { $limit } only: not given; the outcome comes from the theorem
memory-verdict-p = a P-position
memory-verdict-n = an N-position
memory-no-move = After a take of { $last }, no take from a heap of { $heap } is allowed: the player to move has no move, a P-position.
memory-mem = Every take must be at least the last one ({ $last }), so a take of more than half the heap leaves the other player a heap smaller than the take: no move. The player to move may take from { $lo } to { $hi }, the whole heap among them: { $verdict }.
memory-schwenk = Schwenk's sequence (1970) starts at 1; each next term adds to the last term the first term from which a take may reach it: { $sequence }. Every heap is written greedily as a sum of terms: { $heap } = { $parts }. The position is a P-position exactly when its smallest part is more than the most the player may take (Schwenk's theorem; for Fibonacci Nim the Fibonacci numbers and Zeckendorf's sums).
memory-schwenk-here-p = After a take of { $last } the player may take up to { $most }; the smallest part is { $smallest }, so this is { $verdict }.
memory-schwenk-here-n = After a take of { $last } the player may take up to { $most }; the smallest part is { $smallest }, so this is { $verdict }: a winning move takes a sum of the smallest parts that leaves a P-position.
memory-dp = The player to move may take from { $lo } to { $hi }; the values come from the table of every smaller position (dynamic programming): { $verdict }.
memory-grundy = Its Grundy value (dynamic programming over heap and last take) is { $value }.
err-take-away-heap-too-large = Grundy values of { $game } are computed for heaps up to { $limit } only (heap { $heap })
err-take-away-too-many-terms = Schwenk's sequence for { $game } would need more than { $max } terms
parse-take-away-k = K must be a positive number: 2, 3/2 or 1.5
parse-take-away-k-parts = K's numerator and denominator must be at most { $max }
parse-take-away-one-argument = take-away takes one argument, K
parse-take-away-two-numbers = { $name } takes two numbers: the heap H and the last take M
reason-the-heap-has-only = the heap has only { $heap }
reason-take-from-the-heap = a move takes from the one heap
reason-no-take-allowed = { $game }: no take is allowed
reason-take-between = { $game }: a take of { $lo } to { $hi }
reason-take-away-tabled = the heap of { $game } { $heap } (its Grundy value is tabled)
board-memory-label = { $heap } (last take: { $last })
board-how-memory = The last take was { $last }: only the counters of a take the rule allows now can be pressed.
