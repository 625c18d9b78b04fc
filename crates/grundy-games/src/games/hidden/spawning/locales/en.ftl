# The words of the coin-turning games (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-spawning = coin-turning games by CGSuite's spawning codes (count 3, 1-9, 2+; C, C(k), E, S, F); the numbers are the heads (coins from 1; Mock Turtles from 0)
example-spawning-1 = Turning Turtles: heads on coins 1, 4 and 7
example-spawning-2 = Mock Turtles: heads on coins 0, 2 and 5
example-spawning-3 = Turnips: turn three equally spaced coins
example-spawning-4 = Grunt: four symmetric coins, one of them coin 1
syntax-spawning = spawning(CODE), turtles, mock-turtles, ruler, moidores, triplets, turnips, grunt, sym, mock-turtle-fives, triplet-fives, ruler-fives
board-how-ruler = Click a head (gold), then the far end of a run of coins to its left to turn the run over, or the head again to turn it alone.
board-how-spawning = Click a head (gold), then the other coins to turn with it (the last one again to turn over what is picked).
board-coin = coin { $coin }
board-coin-heads = coin { $coin }, heads
board-coin-tails = coin { $coin }, tails
row-head-on-coin = head on coin { $coin }
principle-turtles = { $token }: a head on coin x is a Nim heap of x
principle-mock-turtles-from-0 = { $token }: a head on coin x (coins from 0) is worth the odious one of 2x and 2x+1
principle-mock-turtles = { $token }: a head on coin x is worth the odious one of 2x−2 and 2x−1
principle-ruler = { $token }: a head on coin x is worth the largest power of 2 dividing x
principle-spawning = spawning code { $code }: a position is the nim-sum of its heads, a head on coin x worth g(x) = mex of the nim-sums of g over the other coins a move on x turns
parse-spawn-empty = empty spawning code element: write a count of coins such as 3, 1-9 or 2+
parse-spawn-unexpected = '{ $found }' is not part of a spawning code (counts 3, 1-9, 2+; modifiers C, C(k), E, F, S)
parse-spawn-bad-count = bad count in spawning code element { $element }: counts are 1 or more, a range runs low-high
parse-spawn-bad-window = C( needs a number and a closing ')', as in C(5)
parse-spawn-too-long = spawning code longer than { $max } characters
parse-spawn-work = the values up to coin { $n } take more than { $budget } steps
parse-spawn-value-too-large = the value of coin { $n } is 2^{ $bits } or more, beyond what is computed
parse-spawn-values = spawning({ $code }): { $reason }
parse-not-a-coin-game = not a coin game ({ $known }, or spawning(CODE))
parse-coin-too-far-right = coin { $coin } is too far right (limit 2^62)
parse-coin-too-far-for = coin { $coin } is too far right for { $game } (limit { $max }; only turtles, mock-turtles and ruler have closed forms)
parse-coin-does-not-exist = coin { $coin } does not exist: coins are numbered from { $first }
parse-coin-twice = coin { $coin } is listed twice
reason-of-game = { $game }: { $why }
reason-listing-moves-steps = listing the moves of { $game } ({ $steps } steps)
