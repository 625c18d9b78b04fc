# reasons: messages of this file (see crates/grundy/src/i18n/mod.rs)
# The reasons inside refusals and errors: why a move cannot be read or is not allowed,
# why a computation is out of reach. A `noun`/`what` argument is a keyword (heap, row,
# token, vertex, size, amount, pin, take) that each language turns into its own word.

reason-said = { $text }

## moves: the shared notation (component/notation.rs)
reason-not-a-number = { $what ->
    [size] a size
    [amount] the amount
    [pin] a pin
    [vertex] a vertex
    [take] the amount to take
    [row] the row
    [token] the token
    [component] the component
   *[heap] the heap
} must be a non-negative number, not { $text }
reason-no-such-piece = there is no { $noun } { $piece } (there are { $count })
reason-one-size-after-arrow = write one size after '->'
reason-write-piece-amount = write a { $noun } and an amount, e.g. `2 3` (take 3 from { $noun } 2)
reason-piece-has-only = { $noun } { $piece } has only { $size }
reason-move-must-change = a move must change something
reason-heap-twice-or-missing = heap { $heap } is named twice or does not exist
reason-heap-has-not = heap { $heap } has { $size }, not { $from }
reason-not-a-legal-move = { $game }: not a legal move
reason-too-large-to-check = this position is too large to check moves in
reason-piece-cannot-go-pick = { $game }: piece { $piece } cannot go from { $from } to { $to } (type `#k` to pick a listed move)
reason-game-move-changes = { $game }: a move changes something

## moves: the play notation (play/mod.rs)
reason-too-many-to-number = too many moves to number
reason-write-move-number = write `#k` with a move number
reason-pick-listed-move = there are { $count } moves; pick #1 to #{ $count }
reason-component-number = the component before ':' must be a number
reason-no-component-of = there is no component { $component } (the position has { $count })
reason-say-which-component = the position is a sum: say which component, e.g. `2: 1 3`
reason-no-component = there is no component { $component }

## moves: the heap games
reason-heap-must-get-smaller = heap { $heap } must get smaller

## refusals: why a value or the moves are out of reach
reason-values-not-computed = the values were not computed
reason-nim-genus-heap = a heap for the genus (64-bit values)
reason-draw-too-many-moves = its moves are too many to try one by one for the draw
reason-genus-lost-start = the genus search lost its start

## analysis refusals (analysis.rs): what each misère method found out of reach
reason-said-list = { $reasons }
reason-search-out-of-reach = exhaustive search is out of reach ({ $why })
reason-misere-search = exhaustive search: { $why }
reason-misere-one-heap = one-heap recurrence: { $why }
reason-misere-not-tame = tame rule: component { $component } ({ $game }) is not hereditarily tame (genus { $genus })
reason-misere-not-tame-follower = tame rule: component { $component } ({ $game }) is not hereditarily tame (genus { $genus }, with a wild follower)
reason-misere-beside-nim-large = genus beside Nim heaps: { $game } is decided by its genus beside heaps of 1, 2 and 3 and at most one larger heap, but here { $a } and { $b } are both 4 or more
reason-misere-genus-out-of-reach = tame rule: the genus of component { $component } ({ $game }) is out of reach ({ $why })
reason-misere-quotient-rulesets = misère quotient: the components are of different rulesets (a quotient is of one ruleset)
reason-misere-quotient-64-bits = misère quotient: a heap is beyond 64 bits
reason-misere-quotient-of = misère quotient of { $game }: { $why }
reason-misere-quotient-no-period = misère quotient of { $game }: computed for heaps up to { $heap } without a proved period, and a heap is larger
reason-loopy-misere = its graph has cycles, and misère play of games with cycles is not supported (normal play is: generalized Sprague–Grundy values)

## misère quotients and their verification
reason-quotient-times-cyclic = the quotient times the new cyclic monoid passed { $max } elements
reason-quotient-product = the product of cyclic monoids passed { $max } elements
reason-quotient-states = verification passed { $max } (element, option set) states
reason-quotient-options = a heap has more than { $max } options
reason-state-other-rule = it is a state of { $found }, not of { $expected }
reason-state-words = it has { $words } words for heaps 0, …, { $heap }
reason-state-generators = its generators are not distinct heaps in order with indices up to 15
reason-state-word = the word of heap { $heap } does not fit the generators
reason-state-monoid = its monoid does not fit its generators
reason-state-overflow = its product of cyclic monoids overflows
reason-verify-order = the quotient has { $order } elements; this check goes up to { $max }
reason-verify-sums = more than { $max } sums up to size { $size }: ask for a smaller --size

## the move notation's forms (play::NOTATION): what each means; the forms stay as they are

## exercises
reason-not-one-game = it is not one game

## h-D
## binary graphs (loopy/binary.rs, loopy/gen.rs); `half` is forward or reverse
reason-binary-offset-order = { $half ->
    [reverse] reverse
   *[forward] forward
} offset { $index } is { $offset } (offsets must rise from 0 to { $arcs })
reason-binary-vertex-arcs = vertex { $vertex } has { $count } { $half ->
    [reverse] reverse
   *[forward] forward
} arcs (at most { $max })
reason-binary-offsets-end = the { $half ->
    [reverse] reverse
   *[forward] forward
} offsets end at { $offset }, not at the { $arcs } arcs
reason-binary-arc-vertex = { $half ->
    [reverse] reverse
   *[forward] forward
} arc { $index } names vertex { $vertex }, but there are { $count } vertices
reason-binary-part-range = the part { $start }..{ $end } is not a range of the { $count } vertices
reason-binary-arc-outside = the arc { $from } → { $to } names a vertex outside 0..{ $count }
reason-binary-not-transpose = its reverse half does not list the arcs of its forward half (each arc u → v must be among the predecessors of v as often as among the successors of u)
reason-binary-arcs-memory = { $arcs } arcs do not fit in memory
reason-gen-needs-vertex = a random graph needs a vertex
reason-gen-arc-past = the arc { $from } → { $to } names a vertex past { $last }
reason-gen-vertex-arcs = a vertex would have { $count } arcs (at most { $max })
## loopy graphs too large (loopy/graph.rs, loopy/game.rs)
reason-overflow-vertices = { $count } vertices
reason-overflow-positions = positions
reason-overflow-position-count = { $count } positions
reason-overflow-move-index = a move from position { $position } has index { $index }
## values files (sequence/values_file.rs)
reason-values-short-header = { $bytes } bytes, shorter than the { $header } of a header
reason-values-names-need = it declares { $declared } bytes, but its names need { $need }
reason-values-length = { $bytes } bytes where the header declares { $declared }
reason-values-width = value width { $width }
reason-values-names-past = the names run past the header
reason-values-name-utf8 = a name is not UTF-8
## checkpoints (sequence/checkpoint.rs, sequence/run.rs); `detail` is the decoder's own text
reason-checkpoint-value-differs = G({ $n }) is { $kept } in the checkpoint, but its options give { $again }
reason-checkpoint-not-heap = { $rule } is not computed by a heap engine
reason-checkpoint-other-rule = its engine computes { $engine }, not { $rule }
reason-checkpoint-kept-count = { $kept } values kept for { $computed } computed (the first { $limit } are kept)
reason-checkpoint-counts-total = the value counts add up to { $total }, not to the { $computed } values computed
reason-checkpoint-counts-overflow = the value counts add up to more than 2^64, not to the { $computed } values computed
reason-checkpoint-counts-max = the value counts reach { $reach }, but the largest value is { $max }
reason-checkpoint-kept-differs = G({ $n }) is { $kept } in the kept values but { $engine } in the engine state
reason-checkpoint-counts-kept = the value counts do not match the kept values
## engine states (heap/naive.rs, heap/sparse, sequence)
reason-state-unknown-engine = it was written by the { $engine } engine, which this grundy does not have
reason-state-lost-value = the engine no longer holds G({ $n })
reason-state-window-differs = the recomputed history differs from the stored window
reason-state-sparse = the sparse engine's state does not hold together ({ $detail })
reason-state-tables-no-code = split tables without a code
reason-state-too-few-values = G({ $n }) needs G(0), …, G({ PREV($n) }), and only { $count } values are given
reason-state-format = format { $found } (this build reads format { $format })
reason-state-other-engine = it was written by the { $engine } engine, not the { $expected } one
reason-state-values-claim = it holds { $count } values from { $from } but claims { $computed } computed
reason-state-unknown-data = it carries data the { $engine } engine does not know
reason-state-max-value = its largest value is { $max }, not { $recorded } as recorded
reason-state-recomputes = G({ $n }) recomputes to { $again }, but the state says { $last }: the values do not belong to { $rule }
