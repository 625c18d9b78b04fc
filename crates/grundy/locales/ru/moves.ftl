# Ходы словами (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" и "}
in-component = в компоненте { $component } ({ $name }): { $text }
no-component = компоненты { $component } нет
move-take = взять { $parts }
move-take-part = { $taken } из кучи { $heap } ({ $from } → { $to })
move-split = разделить кучу { $heap } ({ $from }) на { $parts }
move-take-leaving = взять { $taken } из кучи { $heap } ({ $from }), оставив { $leaving }
leaving-nothing = ничего
leaving-one = кучу из { $size }
leaving-many = кучи из { $sizes } и { $last }
pins-one = кеглю { $pin }
pins-range = кегли { $first }–{ $last }
move-pins-middle = сбить { $pins } в ряду { $row } ({ $from } кегл.), оставив ряды из { $first } и { $second }
move-pins-end = сбить { $count } { $count ->
        [one] кеглю
        [few] кегли
       *[many] кеглей
    } с края ряда { $row } ({ $from } кегл.), оставив ряд из { $rest }
move-pins-whole = сбить весь ряд { $row } ({ $count } { $count ->
        [one] кегля
        [few] кегли
       *[many] кеглей
    })
move-files-middle = пойти пешкой на вертикали { $file } доски { $board } ({ $from } вертик.), оставив доски из { $first } и { $second } вертик.
move-files-end = пойти пешкой на вертикали { $file } доски { $board } ({ $from } вертик.), оставив доску из { $rest } вертик.
move-files-whole = пойти пешкой на доске { $board } ({ $from } вертик.), закончив её

## Игры, где прячется ним (hidden/*, games/hidden/*)

nim-move = куча { $from } → { $to }
move-chip = передвинуть фишку с клетки { $from } на клетку { $to }
move-chocolate-above = отломить и съесть { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } над отмеченной долькой
move-chocolate-below = отломить и съесть { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } под отмеченной долькой
move-chocolate-right = отломить и съесть { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } справа от отмеченной дольки
move-chocolate-left = отломить и съесть { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } слева от отмеченной дольки
move-link = перекрасить зелёное звено { $link } в белый
move-links-both = перекрасить зелёные звенья { $link } и { $second } в белый
move-link-and-back = перекрасить зелёное звено { $link } в белый, а белое звено { $second } в зелёный
