# The words of the game on a graph (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-graph = các quân trên đỉnh của một đồ thị có hướng (danh sách cạnh, mỗi dòng một cạnh `u v`; cho phép chu trình: hòa, giá trị tổng quát); một nước đi trượt một quân dọc theo một cạnh
syntax-graph = graph(FILE)
move-token = chuyển quân { $token } từ đỉnh { $from } sang đỉnh { $to }
parse-graph-one-argument = graph nhận một tham số, tệp danh sách cạnh
parse-graph-files-refused = { $refusal }; graph(FILE) chỉ dùng được trong công cụ dòng lệnh, nơi đọc được tệp — đồ thị viết ngay trong thế cờ, như node-kayles(0-1 1-2), arc-kayles(0-1 1-2) hay hackenbush(0-1 1-2), dùng được ở mọi nơi
parse-file-unreadable = { $reason }
parse-not-a-graph-vertex = không phải một đỉnh của đồ thị
reason-write-token-vertex = hãy viết một quân và một đỉnh, ví dụ `1 4` (chuyển quân 1 đến đỉnh 4)
reason-one-token = một nước đi chuyển một quân
reason-no-edge-from-to = không có cạnh từ đỉnh { $from } đến đỉnh { $to }
reason-not-a-vertex = { $vertex } không phải đỉnh của đồ thị
reason-graph-has-cycles = đồ thị có chu trình: giá trị của nó là giá trị tổng quát (có thể là ∞)
