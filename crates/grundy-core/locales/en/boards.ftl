# boards: messages of this file (see crates/grundy/src/i18n/mod.rs)
# The words of the boards (component/board.rs, every game's `pieces_in`), the board
# page's own labels (page-board-…, for assets/boards.js), the play notation's hint and
# the web server's own errors.

## How to play a board
board-how-typed = Type your move in the box below.
board-how-take-from = Click a counter: it and every counter to its right are taken.
board-how-take-from-bar = Click a counter: it and every counter to its right are taken. A heap too large to draw is a bar: click it and say how many.
board-how-pins = Click a pin, then click it again to knock it down, or click its neighbour to knock down both.
board-how-several = Click a counter in each heap you take from (it and every counter to its right are taken), then click one of them again to play; a counter in as many heaps as the rule allows plays at once.
board-how-several-typed = Click a counter: it and every counter to its right are taken. A move in several heaps is typed in the box below.
board-how-taking = Click the counters your move takes, in each heap it changes (a counter knocked out of the middle of a row too): a move is played as soon as your clicks make it; click a chosen counter again to play a move that others extend. The counters a click takes are marked.
board-how-taking-cut = Click a dashed gap between two counters to split the heap there.

## Pieces: a piece's name, the pieces together, how many
board-item = { $noun } { $number }
board-noun-heap = heap
board-nouns-heap = heaps
board-count-heap = { $count ->
    [one] { $count } heap
   *[other] { $count } heaps
}
board-noun-row = row
board-nouns-row = rows
board-count-row = { $count ->
    [one] { $count } row
   *[other] { $count } rows
}
board-noun-board = board
board-nouns-board = boards
board-count-board = { $count ->
    [one] { $count } board
   *[other] { $count } boards
}
board-noun-token = token
board-nouns-token = tokens
board-count-token = { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
board-noun-vertex = vertex
board-nouns-vertex = vertices
board-count-vertex = { $count ->
    [one] { $count } vertex
   *[other] { $count } vertices
}
board-noun-edge = edge
board-nouns-edge = edges
board-count-edge = { $count ->
    [one] { $count } edge
   *[other] { $count } edges
}
board-noun-square = square
board-nouns-square = squares
board-count-square = { $count ->
    [one] { $count } square
   *[other] { $count } squares
}
board-noun-link = link
board-nouns-link = links
board-count-link = { $count ->
    [one] { $count } link
   *[other] { $count } links
}
board-noun-side = side
board-nouns-side = sides
board-count-side = { $count ->
    [one] { $count } side
   *[other] { $count } sides
}
board-noun-line = line
board-nouns-line = lines
board-count-line = { $count ->
    [one] { $count } line
   *[other] { $count } lines
}
board-noun-step = step
board-nouns-step = steps
board-count-step = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
board-noun-chip = chip
board-nouns-chip = chips
board-count-chip = { $count ->
    [one] { $count } chip
   *[other] { $count } chips
}
board-noun-coin = coin
board-nouns-coin = coins
board-count-coin = { $count ->
    [one] { $count } coin
   *[other] { $count } coins
}

## Shapes' names (what a screen reader says, a tooltip)
board-unit-counter = { $piece }, counter { $number } of { $count }
board-unit-cut = { $piece }: split into { $left } and { $right }
board-unit-pin = { $piece }, pin { $number } of { $count }
board-unit-token = { $piece }, unit { $number } of { $count }
board-counter = { $name }, counter { $number } of { $count }
board-counters-bar = { $name }: { $count ->
    [one] { $count } counter
   *[other] { $count } counters
}
board-edge = edge { $from }–{ $to }
board-vertex = vertex { $vertex }
board-heap = heap { $heap }
board-heap-size = heap { $heap } ({ $size })
board-ask-take = How many to take from heap { $heap }?

## The board page's own labels (assets/boards.js fills in the { $…})
page-board-listed = { $count }:
page-board-more = … and { $more } more
page-board-row = { $name }: { $label }
page-board-empty = (empty)
page-board-nim-title = The Nim it hides:
page-board-nim-heap = heap { $number }: { $size }
page-board-component = component { $number }: { $game }
page-board-picture-label = { $nouns }: the picture of { $game }
page-board-scroll = The board is wider than the screen: scroll it sideways.
page-board-scroll-left = Scroll the board left
page-board-scroll-right = Scroll the board right

## The move notation (grundy::play::notation_in; the forms H N, H -> M, … stay)
page-notation-take = take N from heap H
page-notation-becomes = heap H becomes M
page-notation-split = heap H becomes the heaps a, b, …
page-notation-pins = Kayles: knock down pins a to b of row H
page-notation-several = several heaps at once, separated by commas
page-notation-token = graph games: move token T to vertex V
page-notation-component = in a sum: the move is made in component C
page-notation-part = in a compound: each part's move in its own notation

## A game of grundy::play::Session
session-player-human = the human
session-player-computer = the computer
session-to-move = { $player } to move
session-over = game over: { $player } wins

## The web server's own errors (grundy-web error.rs, connections.rs)
web-connections-too-many = this client already has { $most } connections open, the most one client may have on this server: close some and try again
web-json-eof = the JSON ends too early (line { $line }, column { $column })
web-json-syntax = this is not valid JSON (line { $line }, column { $column })
web-json-io = the JSON could not be read (line { $line }, column { $column })
web-json-missing-field = the field { $field } is missing
web-json-unknown-field = there is no field { $field } here
web-json-type = a value has the wrong type (line { $line }, column { $column })
web-json-value = a value is not one this route takes (line { $line }, column { $column })
web-query-missing-field = the query string lacks the parameter { $field }
web-query-unknown-field = the query string has a parameter { $field } this route does not know
web-query-bad = the query string does not fit this route (see /api/openapi.json)
web-rejection-too-large = the request body is over this server's limit
web-rejection-content-type = the request needs the header Content-Type: application/json
web-rejection-timeout = the request took too long to arrive
web-rejection-internal = internal error (HTTP { $status })
web-rejection-other = the request cannot be read (HTTP { $status }; see /api/openapi.json)
web-internal-answer = internal error: cannot write the answer as JSON
web-internal-report = internal error: cannot write the report as JSON
web-internal-job = internal error: cannot write the job as JSON
web-internal-values = internal error: the report has no values field
web-content-type = this route reads JSON: the request needs the header Content-Type: application/json (it says { $given })
web-job-forbidden = sequence job { $id } belongs to the client that started it: send the token its start answered, in the header X-Job-Token (this request has none, or another one)
web-client-jobs = this client already has { $most ->
        [one] { $most } sequence job
       *[other] { $most } sequence jobs
    } running, the most one client may have running at once on this server: wait for one to finish or cancel it
web-jobs-kept = this server already keeps { $kept } sequence jobs, its limit: try again later (a stopped job is forgotten when its page leaves, or when its owner has not read it for a while)

## The plots of grundy seq --plot (the CLI's plot.rs) and the sequence page's chart
plot-preperiod = preperiod: n < { $pre }
plot-period-proved = one period (proved): { $pre } ≤ n < { $end }
plot-period-observed = one period (observed): { $pre } ≤ n < { $end }
plot-rare-values = rare values
plot-common-values = common values
plot-histogram-title = { $name }: how often each value occurs, 0 ≤ n ≤ { $last }
plot-axis-value = value G(n)
plot-axis-count = how many n

## The pages' navigation (its accessible name)
page-nav-label = pages
