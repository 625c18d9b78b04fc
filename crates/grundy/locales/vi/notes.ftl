# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Ghi chú của phép phân tích (Report::notes): giới hạn đã chạm tới, phương pháp đã chọn.

note-moves-uncounted = không đếm được hết các nước đi thắng: { $why }
note-heap-too-many-moves = đống có quá nhiều nước đi nên không liệt kê các nước đi thắng
note-component-moves-unlisted = thành phần { $component } có quá nhiều nước đi để liệt kê: không phải mọi nước đi thắng đều được đếm
note-component-branching = thành phần { $component } có quá nhiều nước đi để liệt kê: không phải mọi nước đi thắng đều được đếm
note-loopy-uncounted = thành phần { $component }: không đếm được hết các nước đi: { $why }
note-kayles-parts = đồ thị có { $count } phần liên thông, với các giá trị { $values }: giá trị của đồ thị là XOR của chúng
note-cram-regions = bàn cờ có { $count } vùng ô trống, với các giá trị { $values }: giá trị của bàn cờ là XOR của chúng
note-conjunctive-listed = các nước đi thắng của tổng hội đã được đếm; để liệt kê chúng, chỉ { $limit } tổ hợp đầu tiên của các nước đi trong các phần được xét
note-moore-misere = kết quả theo luật misère của Nim_k của Moore (như luật thường, trừ khi mọi đống đều là 0 hoặc 1 thì người đến lượt đi thua khi và chỉ khi số đống 1 viên chia k+1 dư 1); các nước đi thắng cần một phép tìm kiếm vượt quá tầm ({ $reason })
note-moore-no-value = Nim_k của Moore không có công thức cho giá trị Grundy và tìm kiếm vét cạn vượt quá tầm ({ $reason }): giá trị không được cho; kết quả đến từ định lý Moore
note-moore-one-move = chỉ hiện một nước đi thắng, dựng theo cách kiến thiết của Moore; --all-moves liệt kê mọi nước đi thắng
note-moore-unlisted = không liệt kê được mọi nước đi thắng: { $reason }; nước đi được hiện dựng theo cách kiến thiết của Moore
note-wythoff-no-value = trò chơi Wythoff không có công thức cho giá trị Grundy và chúng chỉ được tìm với các đống nhỏ ({ $reason }): giá trị không được cho; kết quả đến từ các vị trí P
note-wythoff-table-limit = giá trị Grundy của wythoff({ $k }) chỉ được tìm khi bảng các vị trí nhỏ hơn cần không quá { $steps } bước
note-take-away-no-value = giá trị Grundy chỉ được tính cho các đống tới { $limit }: không được cho; kết quả đến từ định lý

# Các quân của một trò chơi mà Nim ẩn mình (các hàng của phép quy về Nim, "hiện Nim").
row-chip = quân cờ ở ô { $cell }
row-chip-pair = các quân cờ ở ô { $left } và { $right }
row-chip-phantom = quân cờ ảo ở ô 0 và quân cờ ở ô { $right }
row-step = các đồng xu trên bậc { $step }
row-tartan-head = mặt ngửa ở ({ $x }, { $y }) = { $a } ⊗ { $b }
row-chocolate-above = { $count } hàng phía trên ô có dấu
row-chocolate-below = { $count } hàng phía dưới ô có dấu
row-chocolate-right = { $count } cột bên phải ô có dấu
row-chocolate-left = { $count } cột bên trái ô có dấu
row-poker-heap = đống { $heap }
row-line-one-end = đường { $name } ({ $links } mắt xích, một đầu gắn vào nền)
row-line-both-ends = đường { $name } ({ $links } mắt xích, cả hai đầu gắn vào nền)
row-hackenbush-loops = { $count } khuyên ở mặt đất sau khi hợp nhất
row-hackenbush-branch = nhánh trên cạnh { $edge } (mang giá trị { $value } sau khi hợp nhất)
row-hackenbush-whole = cả bức hình
row-green-link = mắt xích xanh { $link }
row-head-on-coin = mặt ngửa ở đồng xu { $coin }
