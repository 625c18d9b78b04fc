# Ходы словами (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" и "}
in-component = в компоненте { $component } ({ $name }): { $text }
no-component = компоненты { $component } нет
move-take = взять { $parts }
move-take-part = { $taken } из кучи { $heap } ({ $from } → { $to })

## Игры, где прячется ним (hidden/*, games/hidden/*)

nim-move = куча { $from } → { $to }
move-link = перекрасить зелёное звено { $link } в белый
move-links-both = перекрасить зелёные звенья { $link } и { $second } в белый
move-link-and-back = перекрасить зелёное звено { $link } в белый, а белое звено { $second } в зелёный
