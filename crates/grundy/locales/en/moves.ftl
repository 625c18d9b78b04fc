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
