# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# The analysis's notes (Report::notes): limits reached, methods chosen.

note-moves-uncounted = not every winning move could be counted: { $why }
note-heap-too-many-moves = the heap has too many moves to list the winning ones
note-component-moves-unlisted = the moves of component { $component } are too many to list: not every winning move is counted
note-component-branching = component { $component } has too many moves to list: not every winning move is counted
note-loopy-uncounted = component { $component }: not every move could be counted: { $why }
note-kayles-parts = the graph has { $count } connected parts, of values { $values }: the value is their XOR
note-cram-regions = the board has { $count } regions of empty squares, of values { $values }: the value is their XOR
note-conjunctive-listed = the winning moves of the conjunctive compound are counted; the first { $limit } combinations of the parts' moves were looked at to list them
note-moore-misere = outcome by the misère rule of Moore's Nim_k (as in normal play, except that when every heap is 0 or 1 the player to move loses exactly when the number of 1-heaps is 1 mod k+1); the winning moves need a search that is out of reach ({ $reason })
note-moore-no-value = Moore's Nim_k has no formula for Grundy values and exhaustive search is out of reach ({ $reason }): the value is not given; the outcome comes from Moore's theorem
note-moore-one-move = one winning move is shown, built by Moore's construction; --all-moves lists every one
note-moore-unlisted = not every winning move can be listed: { $reason }; the move shown is built by Moore's construction
note-wythoff-no-value = Wythoff's game has no formula for its Grundy values and they are searched only for small heaps ({ $reason }): the value is not given; the outcome comes from the P-positions
note-wythoff-table-limit = Grundy values of wythoff({ $k }) are searched only while the table of smaller positions takes at most { $steps } steps
note-take-away-no-value = the Grundy value is computed for heaps up to { $limit } only: not given; the outcome comes from the theorem

# The pieces of a game where Nim hides (the reduction's rows, "show the Nim").
row-chip = chip on cell { $cell }
row-chip-pair = chips on cells { $left } and { $right }
row-chip-phantom = phantom chip on cell 0 and chip on cell { $right }
row-step = coins on step { $step }
row-tartan-head = head on ({ $x }, { $y }) = { $a } ⊗ { $b }
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
row-poker-heap = heap { $heap }
row-line-one-end = line { $name } ({ $links ->
        [one] 1 link
       *[other] { $links } links
    }, one end on the base)
row-line-both-ends = line { $name } ({ $links ->
        [one] 1 link
       *[other] { $links } links
    }, both ends on the base)
row-hackenbush-loops = { $count ->
        [one] 1 loop
       *[other] { $count } loops
    } at the ground after fusion
row-hackenbush-branch = branch on edge { $edge } (carrying { $value } after fusion)
row-hackenbush-whole = the whole picture
row-green-link = green link { $link }
row-head-on-coin = head on coin { $coin }

# The principle of a reduction to Nim (the reduction step's first sentence).
principle-staircase = staircase Nim is Nim on the odd steps: coins moved down from an even step can be moved on at once
principle-tartan = Tartan theorem: a head on (x, y) is worth g₁(x) ⊗ g₂(y), the nim product of the { $first } and { $second } values
principle-strip = a chip on cell n is a Nim heap of n: moving it left is taking from the heap
principle-strip-nojump = pair the chips from the right (a phantom chip on cell 0 when their number is odd); a pair is a Nim heap of the empty cells between its chips; moving a pair's left chip only widens the gap and can be answered by following it
principle-chocolate = the four sides of the marked square are four Nim heaps: a break on one side shortens only that side
principle-poker = Poker Nim is Nim: an addition from the bank is undone by removing the same counters
principle-lines = a line hanging by one end is a bamboo stalk (a heap of its links); a line attached at both ends fuses into loops: a heap of its links mod 2
principle-hackenbush = fusion principle: every circuit fuses into one vertex with its edges as loops (a loop is a heap of 1); colon principle: a branch on an edge is a heap of 1 + the value it carries
principle-hackenbush-detached = { $principle }; { $count ->
        [one] 1 edge not connected to the ground falls
       *[other] { $count } edges not connected to the ground fall
    } off before play
principle-caterpillar = links are numbered from the tail (tail link 1); green link k is a Nim heap of k (Turning Turtles)
principle-turtles = { $token }: a head on coin x is a Nim heap of x
principle-mock-turtles-from-0 = { $token }: a head on coin x (coins from 0) is worth the odious one of 2x and 2x+1
principle-mock-turtles = { $token }: a head on coin x is worth the odious one of 2x−2 and 2x−1
principle-ruler = { $token }: a head on coin x is worth the largest power of 2 dividing x
principle-spawning = spawning code { $code }: a position is the nim-sum of its heads, a head on coin x worth g(x) = mex of the nim-sums of g over the other coins a move on x turns
