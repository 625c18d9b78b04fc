# The words of Node Kayles (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-node-kayles = Node Kayles: lấy một đỉnh của đồ thị cùng mọi đỉnh kề; các cạnh u-v viết trong ngoặc
syntax-node-kayles = node-kayles(u-v …)
board-how-node-kayles = Bấm vào một đỉnh: đỉnh đó và các đỉnh kề bị lấy đi.
move-take-vertex = lấy đỉnh { $item } ({ $rest })
vertex-no-neighbours = nó không có đỉnh kề
vertex-neighbour = cùng đỉnh kề { $one }
vertex-neighbours = cùng các đỉnh kề { $list }
engine-search-node-kayles = Node Kayles không có công thức: tìm kiếm có ghi nhớ, trong đó giá trị của một đồ thị là XOR giá trị các thành phần liên thông của nó và mỗi thành phần được tra theo dạng chính tắc (các thành phần đẳng cấu chỉ được tính một lần)
note-kayles-parts = đồ thị có { $count } phần liên thông, với các giá trị { $values }: giá trị của đồ thị là XOR của chúng
err-node-kayles-vertex-too-large = số đỉnh quá lớn: { $vertex } (tối đa { $max })
err-node-kayles-self-loop = khuyên tại đỉnh { $vertex }: một cạnh nối hai đỉnh khác nhau
err-node-kayles-too-many-vertices = đồ thị quá lớn: tối đa { $max } đỉnh
err-node-kayles-too-many-edges = đồ thị quá lớn: tối đa { $max } cạnh
parse-not-a-vertex = không phải một đỉnh: các đỉnh là số nguyên không âm
parse-graph-in-brackets = { $name } cần đồ thị trong ngoặc, ví dụ { $example }
parse-graph-no-sizes = { $name } không nhận kích thước: đồ thị viết trong ngoặc
parse-self-loop = một khuyên: mỗi cạnh nối hai đỉnh khác nhau, ví dụ 0-1
parse-bad-edge = một cạnh là hai đỉnh nối bằng '-', ví dụ 0-1 (một đỉnh lẻ chỉ viết số của nó, ví dụ 5)
parse-too-many-vertices = đồ thị quá lớn: { $name } nhận tối đa { $max } đỉnh
parse-too-many-edges = đồ thị quá lớn: { $name } nhận tối đa { $max } cạnh
reason-must-take-one = một nước đi phải lấy { $noun ->
    [edge] một cạnh
   *[vertex] một đỉnh
}
reason-no-such-item = không có { $noun ->
    [edge] cạnh
   *[vertex] đỉnh
} #{ $item } (chỉ có { $count })
reason-take-with-neighbours = { $noun ->
    [edge] lấy cạnh { $item } sẽ xóa nó và đúng các cạnh chạm vào nó
   *[vertex] lấy đỉnh { $item } sẽ xóa nó và đúng các đỉnh kề của nó
}
reason-listing-none = không còn { $noun ->
    [edge] cạnh
   *[vertex] đỉnh
} nào
reason-listing = các { $noun ->
    [edge] cạnh
   *[vertex] đỉnh
} là { $list }
reason-listing-more = các { $noun ->
    [edge] cạnh
   *[vertex] đỉnh
} là { $list }, … (tổng cộng { $count })
reason-write-vertex = hãy viết đỉnh cần lấy, ví dụ `3` (nó đi cùng các đỉnh kề)
reason-no-vertex = không có đỉnh { $vertex } ({ $listing })
reason-part-too-large = một phần liên thông có { $count } { $noun ->
    [edge] cạnh
   *[vertex] đỉnh
}; phép tìm kiếm chỉ định giá các phần có tối đa { $max }
reason-too-many-subgraphs = nó sẽ phải định giá hơn { $limit } đồ thị con liên thông khác nhau
