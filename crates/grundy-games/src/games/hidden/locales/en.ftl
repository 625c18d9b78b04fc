# The words of the games where Nim hides (en): their own messages, added to the
# catalogue by `grundy_core::words!` in games/hidden/mod.rs (the coin-turning games keep
# theirs in spawning/locales). Words many games share stay in crates/grundy-core/locales/.

## Strip (strip, strip-nojump)

about-strip = chips on cells numbered from 0, moved left any distance, jumping and sharing cells allowed
example-strip-1 = “Where did Nim hide?”, game 1: chips on cells 5, 10, 14, 16, 22
about-strip-nojump = chips moved left without jumping; cells numbered from 1, one chip per cell
example-strip-nojump-1 = “Where did Nim hide?”, game 4: gaps 4, 1 and 5, a P-position
syntax-strip = strip / strip(L)
syntax-strip-nojump = strip-nojump / strip-nojump(L)
board-how-strip = Click a chip, then the cell to move it to.
board-cell = cell { $cell }
board-chip-on = chip on cell { $cell }
move-chip = move the chip on cell { $from } to cell { $to }
row-chip-pair = chips on cells { $left } and { $right }
row-chip-phantom = phantom chip on cell 0 and chip on cell { $right }
principle-strip = a chip on cell n is a Nim heap of n: moving it left is taking from the heap
principle-strip-nojump = pair the chips from the right (a phantom chip on cell 0 when their number is odd); a pair is a Nim heap of the empty cells between its chips; moving a pair's left chip only widens the gap and can be answered by following it
parse-what-cells = number of cells
parse-what-chip = chip
parse-chip-outside = chip outside the strip: the cells are { $first } to { $last }
parse-strip-cell-zero = cells are numbered from 1; cell 0 is not on the strip
parse-strip-shared-cell = two chips on cell { $cell }: at most one chip per cell

## Staircase Nim

about-staircase = coins on steps 1, 2, 3, …; move any number of coins one step down (step 0 is the floor)
syntax-staircase = staircase
board-how-staircase = Click a coin: it and the coins after it on its step go down one step.
board-step = step { $step }
board-floor = the floor
board-floor-caption = floor
board-step-coin = step { $step }, coin { $number } of { $count }
move-staircase = move { $count ->
        [one] 1 coin
       *[other] { $count } coins
    } from step { $from } to step { $to }
move-staircase-floor = move { $count ->
        [one] 1 coin
       *[other] { $count } coins
    } from step { $from } to the floor
row-step = coins on step { $step }
principle-staircase = staircase Nim is Nim on the odd steps: coins moved down from an even step can be moved on at once
parse-what-step = step

## Caterpillar

about-caterpillar = the green links of an N-link caterpillar, numbered from the tail (tail = 1)
example-caterpillar-1 = “Where did Nim hide?”, game 2: a caterpillar of 20 links
syntax-caterpillar = caterpillar(N)
board-how-caterpillar = Click a green link, then a link nearer the tail to recolour both, or the green link again to recolour it alone.
board-link = link { $link }
board-link-green = link { $link }, green
board-link-white = link { $link }, white
board-head = the head
row-green-link = green link { $link }
principle-caterpillar = links are numbered from the tail (tail link 1); green link k is a Nim heap of k (Turning Turtles)
parse-what-links = number of links
parse-caterpillar-needs-links = caterpillar needs its number of links, e.g. caterpillar(20) 2 5 6
parse-caterpillar-links-from-1 = links are numbered from 1 (the tail)
parse-caterpillar-only-links = the caterpillar has only { $links } links
parse-caterpillar-link-twice = link { $link } is listed twice
parse-coins-too-much-work = finding the moves takes { $work } steps, over the limit of { $limit }

## Chocolate

about-chocolate = bar with a marked square: rows above, columns right, rows below, columns left of it
example-chocolate-1 = “Where did Nim hide?”, game 3: an 8 × 12 bar
syntax-chocolate = chocolate
board-how-chocolate = Click a line between the squares: the bar breaks along it and the part without the marked square is eaten.
board-side-above = rows above
board-side-right = columns right
board-side-below = rows below
board-side-left = columns left
board-marked-square = the marked square
board-bar-square = square in row { $row }, column { $column }
move-chocolate-above = break off and eat { $count ->
        [one] 1 row
       *[other] { $count } rows
    } above the marked square
move-chocolate-below = break off and eat { $count ->
        [one] 1 row
       *[other] { $count } rows
    } below the marked square
move-chocolate-right = break off and eat { $count ->
        [one] 1 column
       *[other] { $count } columns
    } right of the marked square
move-chocolate-left = break off and eat { $count ->
        [one] 1 column
       *[other] { $count } columns
    } left of the marked square
row-chocolate-above = { $count ->
        [one] 1 row
       *[other] { $count } rows
    } above the marked square
row-chocolate-below = { $count ->
        [one] 1 row
       *[other] { $count } rows
    } below the marked square
row-chocolate-right = { $count ->
        [one] 1 column
       *[other] { $count } columns
    } right of the marked square
row-chocolate-left = { $count ->
        [one] 1 column
       *[other] { $count } columns
    } left of the marked square
principle-chocolate = the four sides of the marked square are four Nim heaps: a break on one side shortens only that side
parse-chocolate-four-sizes = chocolate takes exactly four sizes: rows above, columns right, rows below, columns left of the marked square

## Green Hackenbush

about-hackenbush = Green Hackenbush: edges u-v between numbered vertices, vertex 0 the ground; loops and multiple edges allowed
example-hackenbush-1 = Green Hackenbush: a circuit, a loop-like pair and a tree
syntax-hackenbush = hackenbush(…)
board-how-hackenbush = Click an edge to cut it: whatever loses its way to the ground falls off.
board-ground = the ground
move-cut-edge = cut edge { $edge }
move-cut-edge-falls = cut edge { $edge }; { $count ->
        [one] { $fallen } falls off
       *[other] { $fallen } fall off
    }
row-hackenbush-loops = { $count ->
        [one] 1 loop
       *[other] { $count } loops
    } at the ground after fusion
row-hackenbush-branch = branch on edge { $edge } (carrying { $value } after fusion)
row-hackenbush-whole = the whole picture
principle-hackenbush = fusion principle: every circuit fuses into one vertex with its edges as loops (a loop is a heap of 1); colon principle: a branch on an edge is a heap of 1 + the value it carries
principle-hackenbush-detached = { $principle }; { $count ->
        [one] 1 edge not connected to the ground falls
       *[other] { $count } edges not connected to the ground fall
    } off before play
parse-hackenbush-bad-edge = an edge is two vertices joined by '-', e.g. 0-1
parse-what-vertex = a vertex
parse-hackenbush-not-a-vertex = not a vertex: vertices are non-negative integers (0 is the ground)
parse-hackenbush-everything-falls = no edge touches the ground (vertex 0): everything would fall
parse-hackenbush-unknown-vertex = edge { $edge } uses vertex { $vertex }, but the vertices are 0..{ $count }
parse-hackenbush-no-ground = no edge touches the ground (vertex 0)
parse-hackenbush-too-much-work = { $cuts } edges lie on circuits in a picture of { $size } vertices and edges: trying each cut is { $work } steps, over the limit of { $limit }
reason-hackenbush-cuts = finding the cuts on circuits ({ $steps } steps)

## Lines

about-lines = broken lines on a base: link counts, = when the line is attached at both ends
example-lines-1 = “Where did Nim hide?”, game 6: a line on both ends
example-lines-2 = “Where did Nim hide?”, game 6: three lines on one end, one on both
syntax-lines = lines(…)
board-how-lines = Click a link to remove it: links cut off from the base fall.
board-line-both-ends = { $line } (both ends)
board-line-link = link { $link } of line { $line }
board-joint = a joint
board-base = the base
move-line-last = remove link { $link } of line { $line }
move-line-falls-one = remove link { $link } of line { $line } (link { $last } falls off)
move-line-falls = remove link { $link } of line { $line } (links { $first }–{ $last } fall off)
move-line-both = remove link { $link } of line { $line }, leaving lines of { $left } and { $right } links on the base
row-line-one-end = line { $name } ({ $links ->
        [one] 1 link
       *[other] { $links } links
    }, one end on the base)
row-line-both-ends = line { $name } ({ $links ->
        [one] 1 link
       *[other] { $links } links
    }, both ends on the base)
principle-lines = a line hanging by one end is a bamboo stalk (a heap of its links); a line attached at both ends fuses into loops: a heap of its links mod 2
parse-what-line-links = a line's number of links
parse-line-one-link = a line needs at least one link

## Poker Nim

about-poker = Poker Nim: A counters in the bank of the player to move, B in the other's, K additions left; only as a whole position
syntax-poker = poker / poker(A,B,K)
board-how-poker-adding = Click a counter: it and every counter to its right are taken. Or add from your bank: click a chip of the bank to move (it and every chip to its right are added), then the + after a heap. A heap or bank too large to draw is a bar: click it and say how many.
board-add-to-heap = add to heap { $heap }
board-bank-mine-caption = bank to move ({ $count })
board-bank-mine = the bank of the player to move
board-bank-other-caption = other bank ({ $count })
board-bank-other = the other player's bank
board-additions-left = additions left: { $count }
board-ask-add = How many counters to add to heap { $heap } from the bank?
move-poker-take = take { $count } from heap { $heap } ({ $from } → { $to })
move-poker-add = add { $count } from the bank to heap { $heap } ({ $from } → { $to })
row-poker-heap = heap { $heap }
principle-poker = Poker Nim is Nim: an addition from the bank is undone by removing the same counters
parse-what-heap = heap
parse-what-bank = bank
parse-what-additions = additions
parse-poker-three-arguments = poker takes three arguments: the bank of the player to move, the other bank, the additions left, e.g. poker(10,10,5)

## Tartan products (tartan, nimmul)

about-tartan = product of two coin games (R, S: turtles, mock-turtles, ruler, any spawning game or spawning(CODE)); the numbers are pairs x y of heads; nimmul x y is a head on (x, y) in turtles × turtles
example-tartan-1 = Turtles × Turtles: a head on (3, 5) is the nim product 3 ⊗ 5
syntax-tartan = tartan(R,S), nimmul
board-how-tartan = Click a head (gold), then the opposite corner of the rectangle of coins to turn over, or the head again to turn it alone.
board-coin-heads-at = coin ({ $x }, { $y }), heads
board-coin-tails-at = coin ({ $x }, { $y }), tails
row-tartan-head = head on ({ $x }, { $y }) = { $a } ⊗ { $b }
principle-tartan = Tartan theorem: a head on (x, y) is worth g₁(x) ⊗ g₂(y), the nim product of the { $first } and { $second } values
parse-tartan-two-games = tartan takes two coin games, e.g. tartan(turtles,ruler)
parse-tartan-no-y = heads are pairs of coordinates x y: this one has no y
parse-coins-numbered-from = coins are numbered from { $first }
parse-tartan-head-twice = head ({ $x }, { $y }) is listed twice
reason-tartan-too-many-moves = the head on { $head } has more than { $max } moves to enumerate

## What these games share (games/hidden/mod.rs and words.rs)

row-chip = chip on cell { $cell }
col-piece = piece
col-nim-heap = Nim heap
more-rows = … { $count } more
reduction-title = { $game } is Nim in disguise
reduction-empty = There are no pieces, so no heaps: the value is 0.
parse-needs-one = { $name } needs at least one { $what } after it
parse-takes-one-argument = { $name } takes one argument, the { $what }
parse-picture-no-sizes = { $name } takes no sizes: the picture goes in its brackets
parse-picture-in-brackets = { $name } needs its picture in brackets, e.g. { $example }
reason-piece-cannot-go = { $game }: piece { $piece } cannot go from { $from } to { $to }
