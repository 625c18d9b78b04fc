# Moves in words (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" and "}
in-component = in component { $component } ({ $name }): { $text }
no-component = there is no component { $component }
move-take = take { $parts }
move-take-part = { $taken } from heap { $heap } ({ $from } → { $to })
move-split = split heap { $heap } ({ $from }) into { $parts }
move-take-leaving = take { $taken } from heap { $heap } ({ $from }), leaving { $leaving }
leaving-nothing = nothing
leaving-one = a heap of { $size }
leaving-many = heaps of { $sizes } and { $last }
pins-one = pin { $pin }
pins-range = pins { $first }–{ $last }
move-pins-middle = knock down { $pins } of row { $row } ({ $from } pins), leaving rows of { $first } and { $second }
move-pins-end = knock down { $count ->
        [one] 1 pin
       *[other] { $count } pins
    } at an end of row { $row } ({ $from } pins), leaving a row of { $rest }
move-pins-whole = knock down the whole row { $row } ({ $count ->
        [one] 1 pin
       *[other] { $count } pins
    })
move-files-middle = push the pawn on file { $file } of board { $board } ({ $from } files), leaving boards of { $first } and { $second } files
move-files-end = push the pawn on file { $file } of board { $board } ({ $from } files), leaving a board of { $rest } files
move-files-whole = push a pawn on board { $board } ({ $from } files), finishing it

## Games where Nim hides (hidden/*, games/hidden/*)

nim-move = heap { $from } → { $to }
move-chip = move the chip on cell { $from } to cell { $to }
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
move-link = recolour green link { $link } white
move-links-both = recolour green links { $link } and { $second } white
move-link-and-back = recolour green link { $link } white and white link { $second } green
