# Lỗi đọc thế cờ: một thế cờ không đọc được. Mọi thông báo của các bộ đọc.

## Ngôn ngữ thế cờ
parse-before-plus = cần một thành phần trước '+'
parse-after-plus = cần một thành phần sau '+'
parse-empty-position = thế cờ trống: hãy cho ít nhất một kích thước đống
parse-whole-position = { $name } phải là toàn bộ thế cờ: các quỹ thuộc về người chơi, nên nó không thể là một phần của tổng
parse-expected-size = cần một kích thước đống hoặc '+' (tên trò chơi bắt đầu một thành phần mới)
parse-unknown-game = trò chơi không rõ (các trò chơi đã biết: { $known })
parse-unknown-game-like = trò chơi không rõ (có phải ý bạn là { $name }? các trò chơi đã biết: { $known })
parse-takes-no-arguments = { $name } không nhận tham số
parse-needs-arguments = { $name } cần tham số trong ngoặc, ví dụ { $example }
parse-needs-sizes = sau trò chơi cần ít nhất một kích thước đống
parse-size-too-many-digits = kích thước đống quá lớn (hơn { $max } chữ số)
parse-not-a-heap-size = không phải kích thước đống
parse-size-too-large-u64 = quá lớn đối với trò chơi này (tối đa { $max })
parse-not-a-number = không phải một số
parse-negative-heap = số đá của các đống phải là số nguyên không âm
parse-open-bracket = '(' phải đứng ngay sau tên trò chơi
parse-unbalanced-close = ')' không có cặp
parse-unexpected-character = ký tự không mong đợi
parse-unclosed-bracket = '(' không có cặp: thiếu ')' đóng
parse-missing = thiếu { $what }
parse-positive-integer = { $what } phải là số nguyên dương
parse-non-negative-integer = { $what } phải là số nguyên không âm
parse-too-large-at-most = { $what } quá lớn (tối đa { $max })
parse-files-refused = ở đây không đọc được tệp: thế cờ cho ở đây không thể trỏ tới một tệp (theo thiết kế, ở đây không có gì đọc tệp)

## Đồ thị: graph(FILE), node-kayles(…), arc-kayles(…)
parse-reason = { $reason }
parse-bad-graph-file = tệp đồ thị sai: { $reason }
parse-graph-bad-line = dòng { $line }: cần `u v`, `u -> v` hoặc `u`, nhưng gặp { $text }
parse-graph-bad-vertex = dòng { $line }: { $token } không phải số hiệu đỉnh (từ 0 đến { $max })
parse-graph-cycle = đồ thị có chu trình qua đỉnh { $vertex } (không hỗ trợ trò chơi có chu trình)
parse-graph-empty = danh sách cạnh trống: không có đỉnh nào được khai báo
parse-vertex-too-large = số hiệu đỉnh quá lớn (tối đa { $max })

## Trò chơi lật đồng xu: mã spawning, turtles, ruler, tích Tartan
parse-not-a-spawning-game = không phải trò chơi spawning

## Trò chơi trừ, Nim của Moore, Wythoff, take-away
parse-one-argument-k = { $name } nhận một tham số, k
parse-sub-empty = tập trừ cần ít nhất một lượng lấy
parse-sub-zero = các lượng lấy phải dương (nhận được 0)
parse-sub-too-large = lượng lấy { $value } lớn hơn mức tối đa { $max }
parse-sub-bounded-zero = bounded(k) cần k ≥ 1
parse-sub-not-normalized = các lượng lấy phải được sắp xếp và khác nhau
parse-at-least-1 = { $what } phải ít nhất là 1

## Mã lấy-và-chia (0.137, hex(0.8), tb(4!.0))
parse-code-octal-digit = một chữ số bát phân (0-7)
parse-code-hex-digit = một chữ số thập lục phân (0-9, A-F)
parse-code-cgsuite-digit = một chữ số CGSuite (0-9, A-V)
parse-code-hint-block-after-point = : khối lặp [..] đặt sau dấu chấm
parse-code-hint-block-needs-digit = : khối lặp [..] cần ít nhất một chữ số
parse-code-hint-block-ends-code = : khối lặp [..] phải ở cuối mã
parse-code-hint-hex-plain-digits = : mã hex(...) chỉ nhận chữ số trơn; hãy dùng tb(...) cho bổ ngữ
parse-code-hint-modifier-after-digit = : bổ ngữ phải đứng sau một chữ số
parse-code-hint-hex-or-tb = ; với mã thập lục phân hãy viết hex({ $code }), với ký pháp CGSuite hãy viết tb({ $code })
parse-code-hint-tb-up-to-v = ; chữ số CGSuite đến V dùng được trong tb(...)
parse-code-hint-large-digits = ; chữ số lớn hơn viết dạng &n; (ví dụ &35;)
parse-code-hint-beyond-f = ; chữ số sau F là ký pháp CGSuite: hãy dùng tb(...)
parse-code-hint-one-modifier = : mỗi chữ số có nhiều nhất một bổ ngữ
parse-code-hint-modifiers-not-both = : đặt bổ ngữ trong ngoặc nhọn hoặc sau nó, không phải cả hai
parse-code-empty = mã lấy-và-chia trống
parse-code-not-a-digit = '{ $found }' ở ký tự thứ { $column } không phải { $context }{ $hint }
parse-code-unexpected = '{ $found }' không mong đợi ở ký tự thứ { $column }{ $hint }
parse-code-second-point = dấu '.' thứ hai ở ký tự thứ { $column }: mã có đúng một dấu chấm, như trong 0.77
parse-code-no-point = mã không có '.': hãy viết dạng d0.d1d2..., ví dụ 0.77 hoặc 4.7
parse-code-no-digits-after-point = không có chữ số sau dấu chấm ở ký tự thứ { $column }: hãy viết ví dụ 0.7 (hoặc 4.0 cho mã chỉ chia)
parse-code-too-long = mã có { $digits } chữ số sau dấu chấm; hỗ trợ tối đa { $max }
parse-code-too-many-additive = mã có { $digits } chữ số trước dấu chấm; hỗ trợ tối đa { $max }
parse-code-loopy-additive = chữ số cộng { $digit } (thêm { $added } viên) có thể để lại { $heaps } đống; thêm k viên cần để lại ít nhất k + 2 đống để mọi đống còn lại đều nhỏ hơn (ví dụ 80.0: thêm 1, để lại 3 đống)
parse-code-unclosed = '{ $open }' ở ký tự thứ { $column } không được đóng bằng '{ $close }'
parse-code-bad-number = '{ $text }' ở ký tự thứ { $column } không phải số hợp lệ ở đây
parse-code-too-many-heaps = một nước đi để lại { $count } đống (ký tự thứ { $column }) vượt giới hạn { $max }
parse-code-loopy-digit-zero = chữ số { $digit } trước dấu chấm sẽ cho phép một nước đi không lấy gì và để nguyên đống; d0 chỉ được chia, ví dụ 4.0
parse-code-period-too-long = khối tuần hoàn dài hơn các chữ số sau dấu chấm
parse-code-unknown-name = trò chơi đống không rõ '{ $name }': hãy cho một mã như 0.77, hex(0.8), tb(4!.0) hoặc một trong { $known }
parse-too-deep = dấu ngoặc lồng sâu { $depth } cấp: chỉ đọc tối đa { $max } cấp

## heap rules written as a formula (grundy-heap heap/formula/syntax.rs)
parse-formula-empty = công thức trống: hãy viết tên đống, một mũi tên và các lựa chọn, như n -> [[n - 1]]
parse-formula-too-long = công thức có { $chars } ký tự; chỉ đọc tối đa { $max }
parse-formula-unexpected-character = ký tự không mong đợi `{ $found }` ở ký tự thứ { $column }
parse-formula-expected = cần { $expected }, gặp { $found } ở ký tự thứ { $column }
parse-formula-found-end = cuối công thức
parse-formula-want-name = một tên
parse-formula-want-expression = một biểu thức
parse-formula-want-end = cuối công thức
parse-formula-want-comma-or-close = `,` hoặc `]`
parse-formula-want-connective = một phép nối logic giữa hai phép so sánh
parse-formula-want-one-range = dấu ngoặc quanh một khoảng trước `..` khác
parse-formula-number-too-large = số { $text } ở ký tự thứ { $column } lớn hơn { $max }
parse-formula-unknown-name = tên không biết `{ $name }` ở ký tự thứ { $column }: các tên là tên của đống và tên trong các mệnh đề `for`
parse-formula-reserved-name = `{ $name }` ở ký tự thứ { $column } là từ khóa hoặc hàm, không phải tên
parse-formula-unknown-function = hàm không biết `{ $name }` ở ký tự thứ { $column }; các hàm là `{ $known }`
parse-formula-arity = `{ $name }(…)` ở ký tự thứ { $column } nhận { $takes } đối số, không phải { $given } (1+ là một hoặc nhiều hơn)
parse-formula-type = cần `{ $expected }`, gặp `{ $found }` ở ký tự thứ { $column }
parse-formula-too-deep = công thức lồng sâu hơn { $max } mức ở ký tự thứ { $column }
