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

# Nguyên lý quy về Nim (câu đầu của bước quy về Nim).
principle-staircase = Nim bậc thang là Nim trên các bậc lẻ: các đồng xu được chuyển xuống từ một bậc chẵn có thể được chuyển tiếp xuống ngay
principle-tartan = định lý Tartan: một mặt ngửa tại (x, y) có giá trị g₁(x) ⊗ g₂(y), tích Nim của các giá trị { $first } và { $second }
principle-strip = một quân cờ ở ô n là một đống Nim n viên: đẩy nó sang trái là lấy bớt từ đống
principle-strip-nojump = ghép các quân cờ thành cặp từ bên phải (thêm một quân cờ ảo ở ô 0 khi số quân lẻ); mỗi cặp là một đống Nim gồm các ô trống giữa hai quân của nó; đẩy quân bên trái của một cặp chỉ nới rộng khoảng cách và có thể đáp lại bằng cách đẩy quân bên phải theo
principle-chocolate = bốn phía của ô có dấu là bốn đống Nim: bẻ ở một phía chỉ làm ngắn phía đó
principle-poker = Nim Poker là Nim: một lần thêm từ kho được hoàn tác bằng cách bỏ đi đúng số viên ấy
principle-lines = một đường treo bằng một đầu là một thân tre (một đống gồm các mắt xích của nó); một đường gắn ở cả hai đầu hợp nhất thành các khuyên: một đống bằng số mắt xích của nó mod 2
principle-hackenbush = nguyên lý hợp nhất: mỗi chu trình hợp nhất thành một đỉnh với các cạnh của nó thành khuyên (một khuyên là một đống 1 viên); nguyên lý dấu hai chấm: một nhánh trên một cạnh là một đống 1 + giá trị mà nhánh mang
principle-hackenbush-detached = { $principle }; { $count } cạnh không nối với mặt đất rơi ra trước khi chơi
principle-caterpillar = các mắt xích được đánh số từ đuôi (mắt xích đuôi là 1); mắt xích xanh k là một đống Nim k viên (Lật rùa)
principle-turtles = { $token }: một mặt ngửa ở đồng xu x là một đống Nim x viên
principle-mock-turtles-from-0 = { $token }: một mặt ngửa ở đồng xu x (đồng xu từ 0) có giá trị là số odious (lẻ chữ số 1 trong hệ nhị phân) trong hai số 2x và 2x+1
principle-mock-turtles = { $token }: một mặt ngửa ở đồng xu x có giá trị là số odious (lẻ chữ số 1 trong hệ nhị phân) trong hai số 2x−2 và 2x−1
principle-ruler = { $token }: một mặt ngửa ở đồng xu x có giá trị là lũy thừa lớn nhất của 2 chia hết x
principle-spawning = mã sinh { $code }: một vị trí là tổng Nim của các mặt ngửa, mặt ngửa ở đồng xu x có giá trị g(x) = mex của các tổng Nim của g trên các đồng xu khác mà một nước đi ở x lật
