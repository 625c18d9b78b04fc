# Nước đi bằng lời (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" và "}
in-component = trong thành phần { $component } ({ $name }): { $text }
no-component = không có thành phần { $component }
move-take = lấy { $parts }
move-take-part = { $taken } từ đống { $heap } ({ $from } → { $to })

## Các trò chơi Nim ẩn mình (hidden/*, games/hidden/*)

nim-move = đống { $from } → { $to }
move-link = sơn lại mắt xích xanh { $link } thành màu trắng
move-links-both = sơn lại các mắt xích xanh { $link } và { $second } thành màu trắng
move-link-and-back = sơn lại mắt xích xanh { $link } thành màu trắng và mắt xích trắng { $second } thành màu xanh
