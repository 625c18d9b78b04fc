# Nước đi bằng lời (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" và "}
in-component = trong thành phần { $component } ({ $name }): { $text }
no-component = không có thành phần { $component }
move-take = lấy { $parts }
move-take-part = { $taken } từ đống { $heap } ({ $from } → { $to })
move-split = chia đống { $heap } ({ $from }) thành { $parts }
move-take-leaving = lấy { $taken } từ đống { $heap } ({ $from }), để lại { $leaving }
leaving-nothing = không còn gì
leaving-one = một đống { $size }
leaving-many = các đống { $sizes } và { $last }
pins-one = ki { $pin }
pins-range = các ki { $first }–{ $last }
move-pins-middle = đánh đổ { $pins } của hàng { $row } ({ $from } ki), để lại các hàng { $first } và { $second }
move-pins-end = đánh đổ { $count } ki ở một đầu hàng { $row } ({ $from } ki), để lại một hàng { $rest }
move-pins-whole = đánh đổ cả hàng { $row } ({ $count } ki)
move-files-middle = đẩy tốt ở cột { $file } của bàn { $board } ({ $from } cột), để lại các bàn { $first } và { $second } cột
move-files-end = đẩy tốt ở cột { $file } của bàn { $board } ({ $from } cột), để lại một bàn { $rest } cột
move-files-whole = đẩy một tốt trên bàn { $board } ({ $from } cột), kết thúc bàn đó

## Các trò chơi Nim ẩn mình (hidden/*, games/hidden/*)

nim-move = đống { $from } → { $to }
move-chip = chuyển quân cờ ở ô { $from } sang ô { $to }
move-chocolate-above = bẻ và ăn { $count } hàng phía trên ô có dấu
move-chocolate-below = bẻ và ăn { $count } hàng phía dưới ô có dấu
move-chocolate-right = bẻ và ăn { $count } cột bên phải ô có dấu
move-chocolate-left = bẻ và ăn { $count } cột bên trái ô có dấu
move-link = sơn lại mắt xích xanh { $link } thành màu trắng
move-links-both = sơn lại các mắt xích xanh { $link } và { $second } thành màu trắng
move-link-and-back = sơn lại mắt xích xanh { $link } thành màu trắng và mắt xích trắng { $second } thành màu xanh
