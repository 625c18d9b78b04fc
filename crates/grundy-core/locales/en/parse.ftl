# Parse errors: a position that does not read. Every message a parser can give.

## The position language
parse-before-plus = expected a component before '+'
parse-after-plus = expected a component after '+'
parse-empty-position = empty position: give at least one heap size
parse-whole-position = { $name } must be the whole position: its banks belong to the players, so it cannot be part of a sum
parse-expected-size = expected a heap size or '+' (a game name starts a component)
parse-unknown-game = unknown game (known: { $known })
parse-unknown-game-like = unknown game (did you mean { $name }? known: { $known })
parse-takes-no-arguments = { $name } takes no arguments
parse-needs-arguments = { $name } needs arguments in brackets, e.g. { $example }
parse-needs-sizes = a game needs at least one heap size after it
parse-size-too-many-digits = heap size too large (more than { $max } digits)
parse-not-a-heap-size = not a heap size
parse-size-too-large-u64 = too large for this game (at most { $max })
parse-not-a-number = not a number
parse-negative-heap = heap sizes must be non-negative integers
parse-open-bracket = '(' must follow a game name
parse-unbalanced-close = unbalanced ')'
parse-unexpected-character = unexpected character
parse-unclosed-bracket = unbalanced '(': no closing ')'
parse-missing = missing { $what }
parse-positive-integer = { $what } must be a positive integer
parse-non-negative-integer = { $what } must be a non-negative integer
parse-too-large-at-most = { $what } too large (at most { $max })
parse-files-refused = reading files is not available here: a position given here cannot name a file (by design, nothing here reads files)

## Graphs: graph(FILE), node-kayles(…), arc-kayles(…)
parse-reason = { $reason }
parse-bad-graph-file = bad graph file: { $reason }
parse-graph-bad-line = line { $line }: expected `u v`, `u -> v` or `u`, found { $text }
parse-graph-bad-vertex = line { $line }: { $token } is not a vertex number (0 to { $max })
parse-graph-cycle = the graph has a cycle through vertex { $vertex } (loopy games are not supported)
parse-graph-empty = the edge list is empty: no vertex is declared
parse-vertex-too-large = vertex number too large (at most { $max })

## Coin-turning games: spawning codes, turtles, ruler, Tartan products
parse-not-a-spawning-game = not a spawning game

## Subtraction games, Moore's Nim, Wythoff, take-away
parse-one-argument-k = { $name } takes one argument, k
parse-sub-empty = a subtraction set needs at least one amount
parse-sub-zero = amounts must be positive (got 0)
parse-sub-too-large = amount { $value } is larger than the maximum { $max }
parse-sub-bounded-zero = bounded(k) needs k ≥ 1
parse-sub-not-normalized = the amounts must be sorted and distinct
parse-at-least-1 = { $what } must be at least 1

## Take-and-break codes (0.137, hex(0.8), tb(4!.0))
parse-code-octal-digit = an octal digit (0-7)
parse-code-hex-digit = a hexadecimal digit (0-9, A-F)
parse-code-cgsuite-digit = a CGSuite digit (0-9, A-V)
parse-code-hint-block-after-point = : a repeating block [..] goes after the point
parse-code-hint-block-needs-digit = : a repeating block [..] needs at least one digit
parse-code-hint-block-ends-code = : the repeating block [..] must end the code
parse-code-hint-hex-plain-digits = : hex(...) codes take plain digits; use tb(...) for modifiers
parse-code-hint-modifier-after-digit = : a modifier must follow a digit
parse-code-hint-hex-or-tb = ; for a hexadecimal code write hex({ $code }), for CGSuite notation tb({ $code })
parse-code-hint-tb-up-to-v = ; CGSuite digits up to V work inside tb(...)
parse-code-hint-large-digits = ; write larger digits as &n; (e.g. &35;)
parse-code-hint-beyond-f = ; digits beyond F are CGSuite notation: use tb(...)
parse-code-hint-one-modifier = : a digit takes at most one modifier
parse-code-hint-modifiers-not-both = : give modifiers inside the braces or after them, not both
parse-code-empty = empty take-and-break code
parse-code-not-a-digit = '{ $found }' at column { $column } is not { $context }{ $hint }
parse-code-unexpected = unexpected '{ $found }' at column { $column }{ $hint }
parse-code-second-point = a second '.' at column { $column }: a code has exactly one point, as in 0.77
parse-code-no-point = no '.' in the code: write it as d0.d1d2..., e.g. 0.77 or 4.7
parse-code-no-digits-after-point = no digits after the point at column { $column }: write e.g. 0.7 (or 4.0 for a split-only code)
parse-code-too-long = the code has { $digits } digits after the point; at most { $max } are supported
parse-code-too-many-additive = the code has { $digits } digits before the point; at most { $max } are supported
parse-code-loopy-additive = the additive digit { $digit } (add { $added } token(s)) may leave { $heaps } heap(s); adding k tokens needs at least k + 2 heaps so that every heap left is smaller (e.g. 80.0: add 1, leave 3 heaps)
parse-code-unclosed = '{ $open }' at column { $column } is never closed by '{ $close }'
parse-code-bad-number = '{ $text }' at column { $column } is not a valid number here
parse-code-too-many-heaps = a move leaving { $count } heaps (column { $column }) is beyond the limit of { $max }
parse-code-loopy-digit-zero = the digit { $digit } before the point would let a move remove nothing and leave the heap as it is; d0 may only split, e.g. 4.0
parse-code-period-too-long = the periodic block is longer than the digits after the point
parse-code-unknown-name = unknown heap game '{ $name }': give a code such as 0.77, hex(0.8), tb(4!.0) or one of { $known }
parse-too-deep = brackets nested { $depth } deep: at most { $max } levels are read

## heap rules written as a formula (grundy-heap heap/formula/syntax.rs)
parse-formula-empty = the formula is empty: write the heap's name, an arrow and the options, as in n -> [[n - 1]]
parse-formula-too-long = the formula has { $chars } characters; at most { $max } are read
parse-formula-unexpected-character = unexpected character `{ $found }` at column { $column }
parse-formula-expected = expected { $expected }, found { $found } at column { $column }
parse-formula-found-end = the end of the formula
parse-formula-want-name = a name
parse-formula-want-expression = an expression
parse-formula-want-end = the end of the formula
parse-formula-want-comma-or-close = `,` or `]`
parse-formula-want-connective = `and` or `or` between two comparisons
parse-formula-want-one-range = brackets around a range before another `..`
parse-formula-number-too-large = the number { $text } at column { $column } is larger than { $max }
parse-formula-unknown-name = unknown name `{ $name }` at column { $column }: the names are the heap's and those of the `for` clauses
parse-formula-reserved-name = `{ $name }` at column { $column } is a keyword or a function, not a name
parse-formula-unknown-function = unknown function `{ $name }` at column { $column }; the functions are `{ $known }`
parse-formula-arity = `{ $name }(…)` at column { $column } takes { $takes } arguments, not { $given } (1+ is one or more)
parse-formula-type = expected `{ $expected }`, found `{ $found }` at column { $column }
parse-formula-too-deep = the formula nests deeper than { $max } levels at column { $column }
