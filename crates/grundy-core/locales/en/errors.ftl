# parse errors and refusals

# Refusals and errors of the library (other than parse errors): each error type's
# English Display is its message here.

err-cancelled = the computation was cancelled before it finished (its time was up)
err-unknown-lang = unknown language { $tag }: the languages are en, ko, ru, vi

## sequences (grundy seq)
err-sequence-no-period = no period of { $rule } is proved (searched to n = { $searched }), and a heap of { $heap } is beyond the { $limit } values computed directly
err-sequence-too-many-moves = a heap of { $heap } has too many moves to go through one by one (about { $work } steps; at most { $limit })
err-sequence-too-many-moves-walked = a heap of { $heap } has too many moves to go through one by one (more than { $limit } steps)
err-sequence-moves-beyond-values = the moves of a heap of { $heap } cannot be gone through: the values of the heaps they leave are kept only for G(0), …, G({ PREV($kept) }) (at most { $memory } bytes of memory)
err-sequence-too-many-options = a heap of { $heap } has more than { $limit } ways to move (moves may leave many heaps), too many to count one by one
err-sequence-memory = computing G({ $heap }) of { $rule } directly needs more than { $limit } bytes of memory (it held { $held } bytes after G(0), …, G({ PREV($computed) }): an engine keeps every value while rare positions keep coming)
err-checkpoint-not-a-checkpoint = not a grundy checkpoint
err-checkpoint-format = written in format { $found }; this grundy reads format { $format }
err-checkpoint-too-large = damaged: its header declares { $bytes } bytes of data, more than { $limit } GiB (the most grundy reads from a checkpoint)
err-checkpoint-length = damaged: { $found } bytes of data where { $declared } were written (truncated?)
err-checkpoint-checksum = damaged: its checksum does not match
err-checkpoint-decode = damaged: cannot decode it ({ $why })
err-checkpoint-wrong-game = it is for the game { $saved }, not { $asked }
err-checkpoint-inconsistent = inconsistent: { $why }
err-values-not-a-values-file = not a grundy values file
err-values-version = written in format { $found }; this grundy reads format { $format }
err-values-damaged = damaged header: { $why }
err-values-too-wide = the value { $value } does not fit in { $width } (at most { $max })
err-values-name-too-long = the name { $name } is longer than a header holds (65,535 bytes)
err-engine-unsupported = the { $engine } engine cannot compute { $rule }: { $reason }
err-engine-value-overflow = G({ $n }) is larger than 65535, the largest value the engine stores
err-engine-memory = G({ $n }) needs { $mib } MiB of split tables, beyond the limit of { $limit } MiB
err-engine-bad-state = cannot restore the engine state: { $why }
err-engine-rule = cannot restore the engine state: its rule does not parse: { $error }
err-rule-too-many-steps = listing the options of a heap of { $heap } takes more than { $steps } steps
err-subtraction-budget = no period found within the work budget of { $budget } (after computing { $computed } values)

## hidden games
err-coins-below-first = coin { $coin } does not exist: coins are numbered from { $first }
err-coins-duplicate = coin { $coin } is listed twice
err-coins-too-much-work = finding the moves takes { $work } steps, over the limit of { $limit }
err-coins-too-far = coin { $coin } is too far right (limit { $limit })
## graphs and loopy games
err-loopy-too-large = the game has more than { $limit } positions
err-loopy-overflow = the graph is too large for 32-bit vertex numbers ({ $what })
err-binary-magic = not a grundy binary graph (the file does not start with { $magic })
err-binary-length = the file has { $actual } bytes but its header ({ $vertices } vertices, { $arcs } arcs) needs { $expected }: truncated or not a binary graph
err-binary-checksum = checksum mismatch (stored { $stored }, computed { $computed }): the file is corrupted
err-binary-malformed = malformed graph: { $why }
err-binary-too-many-vertices = { $count } vertices: at most { $max } are supported
err-binary-sparse = the largest vertex number is { $max } but only { $named } vertices are named: renumber the vertices from 0
err-loopy-checkpoint-magic = not a grundy graph checkpoint (the file does not start with GRUNDYC1)
err-loopy-checkpoint-truncated = the checkpoint is truncated or has extra bytes
err-loopy-checkpoint-checksum = the checkpoint's checksum does not match: the file is corrupted
err-loopy-checkpoint-other-graph = the checkpoint is of a graph of { $checkpoint } vertices, this graph has { $graph }
err-loopy-checkpoint-inconsistent = the checkpoint's values are inconsistent with its round

## search and components
err-search-too-large = the game tree is too large for exhaustive search (more than { $limit } positions)
err-search-cycle = the game has a cycle: a position can be reached from itself (grundy::loopy::LoopySolver gives the values of games with cycles)
err-search-too-many-moves = the search would generate more than { $limit } moves
err-refusal-heap-too-large = a heap is too large to search
err-refusal-too-many-moves = a position has about { $moves } moves, too many to search
err-refusal-too-many-positions = the game tree has up to { $states } positions, more than the limit of { $limit }
err-refusal-too-much-work = up to { $states } positions with up to { $branching } moves each is too much work
err-refusal-visited = it would visit more than { $count } positions
err-refusal-generated = the search stopped after generating { $count } moves, its limit
err-refusal-cycle = found a cycle
err-component-search-too-large = exhaustive search is out of reach ({ $why })
err-component-too-large = { $what } is over the limit of { $limit }
err-move-unreadable = cannot read the move { $text }: { $reason }
err-move-illegal = illegal move: { $why }

## play and exercises
err-session-over = the game is over
err-session-turn-human = it is the human's turn
err-session-turn-computer = it is the computer's turn
err-exercise-level = there is no level { $level }: the levels are 1 to 5
err-exercise-count = { $count } exercises: a sheet has 1 to { $max }
err-exercise-game = exercises on `{ $game }` cannot be made: { $reason } (games that can: { $games })
err-exercise-cancelled = the exercises were cancelled
err-exercise-too-few = only { $made } different exercises could be made of the { $wanted } asked for at this level

## misère
err-verify-format = not a saved misère quotient (format { $format }, version { $version }; this build reads { $expected } version { $reads })
err-verify-rule = the file holds a quotient of { $found }, not of { $expected }
err-quotient-too-large = the quotient grew too large at heap { $heap }: { $what }
err-quotient-no-pretension = no quotient passed verification at heap { $heap } within the recalibration attempts
err-quotient-interrupted = interrupted after heap { $heap }
err-quotient-bad-state = the saved state cannot be resumed: { $why }
err-quotient-not-heaps = { $game } is not a heap game: its positions are not sums of heaps, so it has no misère quotient of heaps
err-recurrence-splits = a move of { $game } may split a heap, so one heap's options are sums of heaps
err-recurrence-unbounded = a move of { $game } may take any number of tokens
err-recurrence-no-period = the misère outcomes of one heap of { $rule } were computed for heaps up to { $computed } without a repeated window of { $window } outcomes (no period proved)
err-sequence-nothing-to-compute = { $game }: nothing to compute — its positions are not heaps of a take-and-break or subtraction rule (a Nim heap of n has value n)
err-sequence-too-large-for-code = { $text }: too large for a code (amounts up to { $max } only)

## web server (grundy serve): its own refusals
web-not-found = no such page or API route: { $path }
web-method-not-allowed = method { $method } is not allowed here (see /api/openapi.json)
web-needs-body = the request needs a JSON body (see /api/openapi.json)
web-bad-body = the request body does not fit this route: { $error }
web-body-too-large = the request body is over this server's limit of { $max } bytes
web-body-unreadable = the request body could not be read: { $error }
web-body-timeout = the request body did not arrive within { $secs } s, this server's limit
web-answer-not-read = the client did not take the answer in time
web-answer-cut = the reader stalled: the answer was cut
web-client-computations = this client already has { $most } computations running or waiting, the most one client may have at once on this server: wait for an answer before asking again
web-stopping = the server is stopping
web-computation-failed = internal error: the computation failed
web-time-budget = the computation took longer than { $secs } s, this server's limit: try a smaller position (or a sequence job for long sequences)
web-busy = the server is busy: no computation slot was free within { $secs } s; try again
web-cancelled = the computation took longer than this server's limit: try a smaller position
web-too-many-heaps = the position has { $heaps } heaps; this server takes at most { $max } (the command line takes millions)
web-bad-game = bad game: { $error }
web-bad-ruleset = bad ruleset: { $error }
web-upto-too-large = upto = { $upto } is more than this route's limit of { $max }
web-upto-too-large-jobs = upto = { $upto } is more than this route's limit of { $max }: use a sequence job (POST /api/sequence/jobs) for longer runs
web-maxheap-too-large = maxheap = { $maxheap } is more than this route's limit of { $max }
err-register-no-name = a game needs a name to join the registry
err-register-bad-name = { $name } cannot be a game's name: it starts with a lower-case letter, then lower-case letters, digits, - and _
err-register-name-taken = the name { $name } is taken: { $by } has it
err-canonical-too-large = the misère canonical form needs more than { $limit } distinct forms (the limit of the work)
err-canonical-syntax = { $text }: not a misère canonical form in CGSuite's notation (stopped at character { $at })
err-canonical-no-difference = { $text }: a subscript subtracts a nim heap, and no game found plus that heap gives the form before it
err-canonical-too-long = the misère canonical form's name is longer than { $limit } characters
err-canonical-too-much-work = the difference of two misère canonical forms needs the differences of more than { $limit } pairs of their followers (the limit of the work)
err-canonical-too-many-steps = the misère canonical forms need more than { $limit } steps of reduction (the limit of the work)
err-canonical-too-many-sums = the parts of a misère canonical form need more than { $limit } sums of candidate parts, or more than that many partitions (the limit of the work)
err-canonical-not-searchable = the misère canonical form needs every component's game tree, and a component here cannot be searched move by move
err-canonical-too-many-positions = the misère canonical form needs more than { $limit } positions searched (the limit of the work)

## heap rules written as a formula, evaluated (grundy-heap heap/formula/eval.rs)
err-formula-division-by-zero = the formula divides by zero at heap { $heap } (column { $column })
err-formula-overflow = the formula's arithmetic passes 64 bits at heap { $heap } (column { $column })
err-formula-negative = the formula leaves a heap of { $part } from a heap of { $heap }: heap sizes cannot be negative
err-formula-not-smaller = the formula leaves a heap of { $part } from a heap of { $heap }: every heap a move leaves must be smaller than the heap it is played on
err-formula-too-many-options = the formula gives a heap of { $heap } more than { $limit } options
err-formula-too-much-work = the formula takes more than { $limit } steps at heap { $heap }
err-formula-heap-too-large = a heap of { $heap } is beyond the formula's 64-bit numbers
