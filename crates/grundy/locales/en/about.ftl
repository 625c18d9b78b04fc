# One line about each game and what its worked examples show (the registry: GameSpec::about_id, GameSpec::examples).
# Ids: about-NAME and example-NAME-K, NAME the game's main name, K from 1 in the order of its examples.

about-arc-kayles = Arc Kayles: take an edge of the graph with both its ends (and every edge touching them); edges u-v in the brackets
about-graph = tokens on the vertices of a directed graph (an edge list `u v` per line; cycles allowed: draws, generalized values); a move slides one token along an edge
about-node-kayles = Node Kayles: take a vertex of the graph with all its neighbours; edges u-v in the brackets
about-staircase = coins on steps 1, 2, 3, …; move any number of coins one step down (step 0 is the floor)
about-tartan = product of two coin games (R, S: turtles, mock-turtles, ruler, any spawning game or spawning(CODE)); the numbers are pairs x y of heads; nimmul x y is a head on (x, y) in turtles × turtles
example-tartan-1 = Turtles × Turtles: a head on (3, 5) is the nim product 3 ⊗ 5
about-strip = chips on cells numbered from 0, moved left any distance, jumping and sharing cells allowed
example-strip-1 = “Where did Nim hide?”, game 1: chips on cells 5, 10, 14, 16, 22
about-strip-nojump = chips moved left without jumping; cells numbered from 1, one chip per cell
example-strip-nojump-1 = “Where did Nim hide?”, game 4: gaps 4, 1 and 5, a P-position
about-chocolate = bar with a marked square: rows above, columns right, rows below, columns left of it
example-chocolate-1 = “Where did Nim hide?”, game 3: an 8 × 12 bar
about-poker = Poker Nim: A counters in the bank of the player to move, B in the other's, K additions left; only as a whole position
about-lines = broken lines on a base: link counts, = when the line is attached at both ends
example-lines-1 = “Where did Nim hide?”, game 6: a line on both ends
example-lines-2 = “Where did Nim hide?”, game 6: three lines on one end, one on both
about-hackenbush = Green Hackenbush: edges u-v between numbered vertices, vertex 0 the ground; loops and multiple edges allowed
example-hackenbush-1 = Green Hackenbush: a circuit, a loop-like pair and a tree
about-caterpillar = the green links of an N-link caterpillar, numbered from the tail (tail = 1)
example-caterpillar-1 = “Where did Nim hide?”, game 2: a caterpillar of 20 links
about-spawning = coin-turning games by CGSuite's spawning codes (count 3, 1-9, 2+; C, C(k), E, S, F); the numbers are the heads (coins from 1; Mock Turtles from 0)
example-spawning-1 = Turning Turtles: heads on coins 1, 4 and 7
example-spawning-2 = Mock Turtles: heads on coins 0, 2 and 5
example-spawning-3 = Turnips: turn three equally spaced coins
example-spawning-4 = Grunt: four symmetric coins, one of them coin 1
about-sub = take exactly a, b, … from one heap
about-bounded = take 1 to k from one heap
about-allbut = take any positive number except a, b, … from one heap
about-conjunctive = conjunctive compound: a move is a move in every part; over when one part is (remoteness)
about-selective = selective compound: a move is a move in any non-empty set of parts
about-ordinal = ordinal sum G : H: a move in G deletes H; a move in H leaves G
about-moore = Moore's Nim_k: take from 1 to k heaps at once
about-wythoff = two heaps; take from one, or from both amounts differing by less than a (`wythoff`: a = 1, the same from both)
example-wythoff-1 = Fraenkel's 2-Wythoff: from both heaps, amounts differing by less than 2
about-kayles = heap games: take-and-break codes and their named games (moves may split a heap)
about-nim = take any positive number from one heap
about-take-away = heap H, last take M: take 1 to K·M (K may be a fraction)
about-fibonacci-nim = heap H, last take M: take 1 to 2M (take-away(2))
about-mem = heap H, last take M: take at least M
about-cram = Cram: cover two empty squares side by side with a domino; rows of . (empty) and # (blocked) separated by |
example-cram-1 = two rows of 9 with the second mostly blocked
example-cram-2 = 4 × 4: the second player wins by copying each move in the half turn
example-cram-3 = 5 × 5: a region search of a few thousand shapes
