# Moves in words (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" and "}
in-component = in component { $component } ({ $name }): { $text }
no-component = there is no component { $component }
move-take = take { $parts }
move-take-part = { $taken } from heap { $heap } ({ $from } → { $to })

## Games where Nim hides (hidden/*, games/hidden/*)

nim-move = heap { $from } → { $to }
move-link = recolour green link { $link } white
move-links-both = recolour green links { $link } and { $second } white
move-link-and-back = recolour green link { $link } white and white link { $second } green
