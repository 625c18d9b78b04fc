# reasons: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Lý do bên trong các lời từ chối và lỗi: vì sao không đọc được nước đi hay nước đi không
# hợp lệ, vì sao phép tính nằm ngoài tầm với. Đối số `noun`/`what` là một từ khóa (heap, row,
# token, vertex, size, amount, pin, take) mà mỗi ngôn ngữ gọi bằng từ của mình.

reason-said = { $text }

## nước đi: cách ghi chung (component/notation.rs)
reason-not-a-number = { $what ->
    [size] kích thước
    [amount] lượng lấy
    [pin] số thứ tự ki
    [vertex] số hiệu đỉnh
    [take] lượng cần lấy
    [row] số thứ tự hàng
    [token] số thứ tự quân
    [component] số thứ tự thành phần
   *[heap] số thứ tự đống
} phải là số nguyên không âm, không phải { $text }
reason-no-such-piece = không có { $noun ->
    [row] hàng
    [token] quân
    [vertex] đỉnh
    [component] thành phần
   *[heap] đống
} { $piece } (chỉ có { $count })
reason-one-size-after-arrow = hãy viết một kích thước sau '->'
reason-write-piece-amount = hãy viết { $noun ->
    [row] một hàng
    [token] một quân
    [vertex] một đỉnh
   *[heap] một đống
} và một lượng, ví dụ `2 3` (lấy 3 từ { $noun ->
    [row] hàng
    [token] quân
    [vertex] đỉnh
   *[heap] đống
} 2)
reason-piece-has-only = { $noun ->
    [row] hàng
    [token] quân
    [vertex] đỉnh
   *[heap] đống
} { $piece } chỉ có { $size }
reason-move-must-change = một nước đi phải thay đổi điều gì đó
reason-heap-twice-or-missing = đống { $heap } được nêu hai lần hoặc không tồn tại
reason-heap-has-not = đống { $heap } có { $size }, không phải { $from }
reason-not-a-legal-move = { $game }: không phải nước đi hợp lệ
reason-too-large-to-check = thế này quá lớn để kiểm tra nước đi
reason-piece-cannot-go-pick = { $game }: quân { $piece } không thể đi từ { $from } đến { $to } (gõ `#k` để chọn một nước trong danh sách)
reason-game-move-changes = { $game }: một nước đi thay đổi điều gì đó

## nước đi: cách ghi khi chơi (play/mod.rs)
reason-too-many-to-number = quá nhiều nước đi để đánh số
reason-write-move-number = hãy viết `#k` với số thứ tự của nước đi
reason-pick-listed-move = có { $count } nước đi; hãy chọn từ #1 đến #{ $count }
reason-component-number = thành phần trước ':' phải là một số
reason-no-component-of = không có thành phần { $component } (thế có { $count } thành phần)
reason-say-which-component = thế là một tổng: hãy nói rõ thành phần nào, ví dụ `2: 1 3`
reason-no-component = không có thành phần { $component }

## nước đi: trò chơi đống
reason-heap-must-get-smaller = đống { $heap } phải nhỏ đi

## từ chối: vì sao giá trị hay các nước đi nằm ngoài tầm với
reason-values-not-computed = các giá trị chưa được tính
reason-nim-genus-heap = một đống để tính genus (giá trị 64 bit)
reason-draw-too-many-moves = các nước đi quá nhiều để thử từng nước cho thế hòa
reason-genus-lost-start = phép tìm genus đã mất thế bắt đầu

## từ chối của phép phân tích (analysis.rs): điều mỗi phương pháp misère thấy ngoài tầm với
reason-said-list = { $reasons }
reason-search-out-of-reach = tìm kiếm vét cạn nằm ngoài tầm với ({ $why })
reason-misere-search = tìm kiếm vét cạn: { $why }
reason-misere-one-heap = truy hồi một đống: { $why }
reason-misere-not-tame = luật thuần: thành phần { $component } ({ $game }) không thuần di truyền (genus { $genus })
reason-misere-not-tame-follower = luật thuần: thành phần { $component } ({ $game }) không thuần di truyền (genus { $genus }, có một thế sau hoang)
reason-misere-beside-nim-large = genus bên các đống Nim: { $game } được quyết định bởi genus của nó bên các đống 1, 2, 3 viên và nhiều nhất một đống lớn hơn, nhưng ở đây cả hai đống { $a } và { $b } đều từ 4 trở lên
reason-misere-genus-out-of-reach = luật thuần: genus của thành phần { $component } ({ $game }) nằm ngoài tầm với ({ $why })
reason-misere-quotient-rulesets = thương misère: các thành phần thuộc những luật khác nhau (một thương thuộc một luật)
reason-misere-quotient-64-bits = thương misère: có một đống vượt quá 64 bit
reason-misere-quotient-of = thương misère của { $game }: { $why }
reason-misere-quotient-no-period = thương misère của { $game }: đã tính cho các đống đến { $heap } mà chưa chứng minh được chu kỳ, và có một đống lớn hơn
reason-loopy-misere = đồ thị của nó có chu trình, và luật misère cho trò chơi có chu trình chưa được hỗ trợ (luật thường thì có: giá trị Sprague–Grundy tổng quát)

## thương misère và việc kiểm chứng
reason-quotient-times-cyclic = thương nhân với vị nhóm xyclic mới đã vượt quá { $max } phần tử
reason-quotient-product = tích các vị nhóm xyclic đã vượt quá { $max } phần tử
reason-quotient-states = việc kiểm chứng đã vượt quá { $max } trạng thái (phần tử, tập lựa chọn)
reason-quotient-options = một đống có hơn { $max } lựa chọn
reason-state-other-rule = đây là trạng thái của { $found }, không phải của { $expected }
reason-state-words = nó có { $words } từ cho các đống 0, …, { $heap }
reason-state-generators = các phần tử sinh của nó không phải là những đống khác nhau theo thứ tự với chỉ số đến 15
reason-state-word = từ của đống { $heap } không khớp với các phần tử sinh
reason-state-monoid = vị nhóm của nó không khớp với các phần tử sinh
reason-state-overflow = tích các vị nhóm xyclic của nó bị tràn
reason-verify-order = thương có { $order } phần tử; phép kiểm tra này chỉ đến { $max }
reason-verify-sums = hơn { $max } tổng đến cỡ { $size }: hãy cho một --size nhỏ hơn

## các dạng ghi nước đi (play::NOTATION): ý nghĩa của từng dạng; bản thân các dạng giữ nguyên

## bài tập
reason-not-one-game = đây không phải một trò chơi

## h-D
## binary graphs (loopy/binary.rs, loopy/gen.rs); `half` is forward or reverse
reason-binary-offset-order = độ lệch { $half ->
    [reverse] ngược
   *[forward] xuôi
} thứ { $index } là { $offset } (các độ lệch phải tăng từ 0 đến { $arcs })
reason-binary-vertex-arcs = đỉnh { $vertex } có { $count } cung { $half ->
    [reverse] ngược
   *[forward] xuôi
} (tối đa { $max })
reason-binary-offsets-end = các độ lệch { $half ->
    [reverse] ngược
   *[forward] xuôi
} kết thúc ở { $offset }, không phải ở số cung { $arcs }
reason-binary-arc-vertex = cung { $half ->
    [reverse] ngược
   *[forward] xuôi
} thứ { $index } chỉ tới đỉnh { $vertex }, nhưng chỉ có { $count } đỉnh
reason-binary-part-range = phần { $start }..{ $end } không phải một khoảng của { $count } đỉnh
reason-binary-arc-outside = cung { $from } → { $to } chỉ tới một đỉnh ngoài 0..{ $count }
reason-binary-not-transpose = nửa ngược của nó không liệt kê các cung của nửa xuôi (mỗi cung u → v phải nằm trong các đỉnh trước của v bấy nhiêu lần như trong các đỉnh sau của u)
reason-binary-arcs-memory = { $arcs } cung không vừa trong bộ nhớ
reason-gen-needs-vertex = một đồ thị ngẫu nhiên cần ít nhất một đỉnh
reason-gen-arc-past = cung { $from } → { $to } chỉ tới một đỉnh sau { $last }
reason-gen-vertex-arcs = một đỉnh sẽ có { $count } cung (tối đa { $max })
## loopy graphs too large (loopy/graph.rs, loopy/game.rs)
reason-overflow-vertices = { $count } đỉnh
reason-overflow-positions = số thế
reason-overflow-position-count = { $count } thế
reason-overflow-move-index = một nước đi từ thế { $position } có chỉ số { $index }
## values files (sequence/values_file.rs)
reason-values-short-header = { $bytes } byte, ngắn hơn { $header } byte của một phần đầu
reason-values-names-need = nó khai báo { $declared } byte, nhưng các tên cần { $need }
reason-values-length = { $bytes } byte trong khi phần đầu khai báo { $declared }
reason-values-width = độ rộng giá trị { $width }
reason-values-names-past = các tên vượt quá phần đầu
reason-values-name-utf8 = một tên không phải UTF-8
## checkpoints (sequence/checkpoint.rs, sequence/run.rs); `detail` is the decoder's own text
reason-checkpoint-value-differs = G({ $n }) là { $kept } trong điểm lưu, nhưng các lựa chọn của nó cho { $again }
reason-checkpoint-not-heap = { $rule } không được tính bằng bộ máy đống
reason-checkpoint-other-rule = bộ máy của nó tính { $engine }, không phải { $rule }
reason-checkpoint-kept-count = giữ { $kept } giá trị cho { $computed } giá trị đã tính (chỉ giữ { $limit } giá trị đầu)
reason-checkpoint-counts-total = tổng số đếm các giá trị là { $total }, không phải { $computed } giá trị đã tính
reason-checkpoint-counts-overflow = tổng số đếm các giá trị vượt quá 2^64, không phải { $computed } giá trị đã tính
reason-checkpoint-counts-max = số đếm các giá trị lên tới { $reach }, nhưng giá trị lớn nhất là { $max }
reason-checkpoint-kept-differs = G({ $n }) là { $kept } trong các giá trị đã giữ nhưng là { $engine } trong trạng thái bộ máy
reason-checkpoint-counts-kept = số đếm các giá trị không khớp với các giá trị đã giữ
## engine states (heap/naive.rs, heap/sparse, sequence)
reason-state-unknown-engine = nó được ghi bởi bộ máy { $engine }, mà bản grundy này không có
reason-state-lost-value = bộ máy không còn giữ G({ $n })
reason-state-window-differs = lịch sử tính lại khác với cửa sổ đã lưu
reason-state-sparse = trạng thái của bộ máy thưa không nhất quán ({ $detail })
reason-state-tables-no-code = bảng tách đống mà không có mã
reason-state-too-few-values = G({ $n }) cần G(0), …, G({ PREV($n) }), nhưng chỉ có { $count } giá trị
reason-state-format = định dạng { $found } (bản này đọc định dạng { $format })
reason-state-other-engine = nó được ghi bởi bộ máy { $engine }, không phải bộ máy { $expected }
reason-state-values-claim = nó giữ { $count } giá trị từ { $from } nhưng nói đã tính { $computed }
reason-state-unknown-data = nó chứa dữ liệu mà bộ máy { $engine } không biết
reason-state-max-value = giá trị lớn nhất của nó là { $max }, không phải { $recorded } như đã ghi
reason-state-recomputes = G({ $n }) tính lại ra { $again }, nhưng trạng thái ghi { $last }: các giá trị không thuộc về { $rule }
