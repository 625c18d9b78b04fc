# The words of Arc Kayles (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-arc-kayles = Arc Kayles: lấy một cạnh của đồ thị cùng cả hai đầu mút (và mọi cạnh chạm vào chúng); các cạnh u-v viết trong ngoặc
syntax-arc-kayles = arc-kayles(u-v …)
board-how-arc-kayles = Bấm vào một cạnh: cạnh đó và mọi cạnh chạm vào nó bị lấy đi.
move-take-edge = lấy cạnh { $item } ({ $rest })
edge-touching-none = không cạnh nào khác chạm vào nó
edge-touching-one = cùng cạnh chạm vào nó: { $one }
edge-touching-many = cùng các cạnh chạm vào nó: { $list }
engine-search-arc-kayles = Arc Kayles là Node Kayles trên đồ thị đường (mỗi cạnh một đỉnh, hai đỉnh nối nhau khi hai cạnh chung một đầu mút), vốn không có công thức: tìm kiếm có ghi nhớ, trong đó giá trị của một đồ thị là XOR giá trị các thành phần liên thông của nó và mỗi thành phần được tra theo dạng chính tắc (các thành phần đẳng cấu chỉ được tính một lần)
reason-write-edge = hãy viết cạnh cần lấy bằng hai đầu của nó, ví dụ `1-2` (nó đi cùng mọi cạnh chạm vào nó)
reason-no-edge = không có cạnh { $edge } ({ $listing })
