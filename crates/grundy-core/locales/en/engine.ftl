# engine: messages of this file (see crates/grundy/src/i18n/mod.rs)
# The engines' own reasons: why an engine refuses a rule, why a saved sparse state does not
# hold together, why a checkpoint cannot be decoded, why a saved misère quotient fails its
# re-check, and why a game is valued by search. The names of a state's entries (`config`,
# `rare_positions`, …) are data and stay as they are.

## why an engine refuses a rule (heap/sparse/moves.rs, window.rs, mod.rs; sequence/run.rs)
engine-lasker = Lasker's Nim has infinitely many digits (its closed form is in the naive engine)
engine-repeating-code = the code has infinitely many digits (a repeating block)
engine-additive-code = the code has additive digits (moves that add tokens)
engine-digit-three-heaps = the digit { $digit } lets a move leave three or more heaps
engine-digit-lone-token = the digit { $digit } refuses a lone heap of one token (CGSuite's `?`)
engine-parity-mask = the position-parity mask needs split distances of one parity
engine-ring-too-small = G({ $n }) needs G({ $needed }) and its partner, which the ring buffer ({ $ring } values) no longer holds (a new rare value far out, or a depth beyond the window); rerun with a larger window
engine-no-code = the rule has no code and no engine of its own

## a sparse engine's saved state (heap/sparse/state.rs), inside reason-state-sparse
engine-state-missing = the entry `{ $entry }` is missing
engine-state-length = the entry `{ $entry }` has the wrong length
engine-state-not-16-bit = the entry `{ $entry }` holds { $value }, which is not a 16-bit value
engine-state-forced-mask = the forced mask is out of range
engine-state-no-layout = the entry `layout` names no layout
engine-state-depth = the depth { $depth } exceeds the { $n } values computed
engine-state-width = the value width does not match the largest value
engine-state-wide-mask = the mask is wider than 16-bit values
engine-state-mask-rule = the mask does not fit the rule
engine-state-mask-forced = the mask differs from the forced one
engine-state-histogram = the histogram does not match the values
engine-state-histogram-max = the histogram does not match the largest value
engine-state-rare-positions = the rare positions are inconsistent
engine-state-rare-above = a rare value exceeds the largest value
engine-state-not-rare = a listed rare position is not rare under the mask
engine-state-values-cover = the stored values do not cover G(0), …, G({ PREV($n) })
engine-state-max = the largest value does not match the values
engine-state-rare-list = the rare list does not match the values
engine-state-rare-value = a rare value does not match the values
engine-state-ring = the ring buffer is inconsistent
engine-state-stored-above = a stored value exceeds the largest value
engine-state-rare-stored = the rare list does not match the stored values

## a checkpoint the decoder cannot read (sequence/checkpoint.rs); `detail` is the decoder's own text
engine-decode = { $kind }; the decoder's words: "{ $detail }"
engine-decode-end = the data ends before the checkpoint does
engine-decode-read = the data could not be read
engine-decode-utf8 = a text in it is not valid UTF-8
engine-decode-bool = a yes-or-no field holds { $byte }, neither 0 nor 1
engine-decode-char = a character in it is not valid
engine-decode-tag = a variant number { $tag } names no variant
engine-decode-limit = its contents need more bytes than its header declares
engine-decode-value = a field holds a value a checkpoint cannot have
engine-decode-other = its layout is not one this build reads

## a saved misère quotient that fails its re-check (misere/verify.rs), inside verify-fails
engine-verify-sum = { $heaps }
engine-verify-empty-sum = the empty sum
engine-verify-no-element = the quotient has no element
engine-verify-action-tables = there are { $generators } generators but { $tables } action tables
engine-verify-action-range = the action table of generator { $generator } is not { $order } elements in range
engine-verify-exponents = the normal form of element { $element } has not { $count } exponents
engine-verify-p-range = the P-portion names an element out of range
engine-verify-phi-range = Φ is empty or names an element out of range
engine-verify-generator-heap = a generator's heap is 0 or beyond the stored Φ
engine-verify-skipped-tables = not checked: the tables are malformed
engine-verify-skipped-structure = not checked: the structure fails
engine-verify-identity = element 0 is not the identity
engine-verify-phi-identity = Φ(0) is not the identity
engine-verify-commute = generators { $first } and { $second } do not commute on element { $element }
engine-verify-normal-form = the normal form of element { $index } ({ $element }) is another element
engine-verify-generator = Φ({ $heap }) is not generator { $generator }, the class of heap { $heap }
engine-verify-period-range = the period { $period } from heap { $preperiod } is not within the stored heaps
engine-verify-period-differs = Φ({ $heap }) ≠ Φ({ $later }), against the stated period { $period }
engine-verify-period-bound = the stored heaps do not reach the periodicity theorem's bound for period { $period } from heap { $preperiod }
engine-verify-p-condition = element { $element } times Φ({ $heap }) is in P, and so is element { $element } times an option of heap { $heap } (element { $option })
engine-verify-no-move = { $sum } has no move (the player to move wins) but its element { $element } is in P
engine-verify-p-option = { $sum } has element { $element } in P, and so has its option { $option }
engine-verify-no-p-option = { $sum } has element { $element } not in P, but no option in P
engine-verify-not-apart = elements { $first } and { $second } are told apart by no element

## why a game is valued by search (the `search` step: analysis.rs, games/node_kayles, arc_kayles, cram)
engine-search-misere = misère play has no sum rule and no formula for this position: exhaustive search of the game tree

## the command line's context of an error (grundy-cli play.rs)
engine-cli-in-position = in the position { $position }

## the Practice page's refusals (grundy-web practice.rs)
engine-web-too-many-exercises = { $count } exercises: this server makes at most { $max } at once
