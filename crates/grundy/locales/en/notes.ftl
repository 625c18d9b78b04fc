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
