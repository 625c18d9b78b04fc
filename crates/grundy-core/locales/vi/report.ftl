# Lời giải thích (report/explain.rs). Cùng id với en/report.ftl, chỉ dùng các biến của bản tiếng Anh.

## Tóm tắt

play-normal = luật thường
play-misere = luật misère
summary-title-heaps = { $heaps } đống ({ $games }, { $play })
outcome-n = Vị trí N: người đến lượt đi sẽ thắng
outcome-p = Vị trí P: người đến lượt đi sẽ thua
outcome-d = Vị trí D: hòa — không người nào có thể buộc thắng
outcome-n-misere = Vị trí N: người đến lượt đi sẽ thắng theo luật misère
outcome-p-misere = Vị trí P: người đến lượt đi sẽ thua theo luật misère
outcome-d-misere = Vị trí D: hòa theo luật misère — không người nào có thể buộc thắng
value-grundy = giá trị Grundy { $value }
value-generalized = giá trị Sprague–Grundy tổng quát { $value }
by-method = theo { $method }
verdict = { $outcome }.
verdict-with = { $outcome } ({ $detail }).
moves-none = Trước đối thủ chơi hoàn hảo, mọi nước đi đều thua.
moves-unlisted = Các nước đi thắng không được liệt kê (xem ghi chú).
moves-winning = Nước đi thắng ({ $count })
moves-winning-some = Nước đi thắng (hiện { $shown } trong { $count })
moves-winning-uncounted = Nước đi thắng (hiện { $shown }; không đếm được hết)
moves-draw = Nước đi giữ hòa ({ $count })
moves-draw-some = Nước đi giữ hòa (hiện { $shown } trong { $count })
moves-draw-uncounted = Nước đi giữ hòa (hiện { $shown }; không đếm được hết)
method-bouton = quy tắc Bouton
method-tame = quy tắc trò chơi thuần (genus)
method-beside-nim = genus bên các đống Nim
method-quotient = thương misère
method-recurrence = truy hồi một đống
method-search = tìm kiếm vét cạn
method-game-rule = quy tắc misère riêng của trò chơi

## Từ trong bảng

col-heap = đống
col-size = cỡ
col-binary = nhị phân
col-vertex = đỉnh
col-grundy-value = giá trị Grundy
col-component = thành phần
col-genus = giống (genus)
col-plays-like = chơi như
row-ones = số chữ số 1
more-heaps = … thêm { $count } đống
more-heap-sizes = … thêm { $count } cỡ đống

## Tổng và tìm kiếm

sum-title = Sprague–Grundy
sum-rule = Giá trị của một tổng là XOR các giá trị của các thành phần: { $values } = { $xor }.
sum-zero = Nó bằng 0: mọi nước đi thay đổi giá trị của một thành phần và làm XOR khác 0, nên người đến lượt đi sẽ thua.
sum-nonzero = Nó khác 0: người đến lượt đi thắng bằng cách đi trong một thành phần tới giá trị làm XOR bằng 0.
search-title = Tìm kiếm
search-done = { $reason } (đã đánh giá { $positions } vị trí).

## Luật misère ngoài Nim

recurrence-title = { $game } misère: kết cục của một đống
recurrence-rule = Mỗi nước đi để lại một đống nhỏ hơn (hoặc không còn đống nào), nên kết cục misère của một đống suy ra từ kết cục của các đống nó có thể đi tới: đống rỗng là N (người đến lượt không đi được, nên thắng), một đống là P khi nó có nước đi và mọi nước đi đều dẫn tới một đống N.
recurrence-period = Các đống 0, 1, 2, …: { $first }. Các kết cục lặp lại với chu kỳ { $period } từ đống { $preperiod } trở đi (đã chứng minh: kết cục của một đống là hàm của các kết cục ngay dưới nó, và cửa sổ kết cục đó lặp lại).
recurrence-heap-p = Đống { $heap } là P: người đến lượt đi sẽ thua.
recurrence-heap-n = Đống { $heap } là N: người đến lượt đi sẽ thắng.
recurrence-heap-reduced-p = Đống { $heap } (kết cục như đống { $reduced }) là P: người đến lượt đi sẽ thua.
recurrence-heap-reduced-n = Đống { $heap } (kết cục như đống { $reduced }) là N: người đến lượt đi sẽ thắng.
tame-title = Luật misère của các trò chơi thuần (lý thuyết genus của Conway)
tame-rule = Genus g^{"{"}γ₀γ₁…{"}"} của một trò chơi cho giá trị g theo luật thường và các giá trị misère γₙ của tổng của nó với n đống 2 viên. Mọi thành phần ở đây đều thuần di truyền — nó và mọi vị trí nó đi tới được đều có genus của một vị trí Nim — nên tổng chơi đúng như Nim misère trên các vị trí Nim đó (Conway, On Numbers and Games, chương 12).
tame-like-big = tổng Nim { $sum }, có một đống từ 2 viên
tame-like-small = tổng Nim { $sum }, chỉ có đống 0 và 1 viên
tame-sum-big = Tổng có genus { $genus }: có thành phần có đống từ 2 viên và tổng Nim là { $sum } (P đúng khi nó bằng 0), nên theo quy tắc Bouton nó là { $outcome }.
tame-sum-small = Tổng có genus { $genus }: không thành phần nào có đống từ 2 viên và tổng Nim là { $sum } (P đúng khi nó bằng 1), nên theo quy tắc Bouton nó là { $outcome }.
beside-nim-title = Một trò chơi hoang bên các đống Nim (genus của Conway)
beside-nim-rule = Genus g^{"{"}γ₀γ₁…{"}"} của trò chơi G cho các giá trị misère γₖ của G cộng k đống 2 viên. Một trò chơi cộng một đống m viên là vị trí P theo luật misère đúng khi giá trị misère của trò chơi bằng m; một đống 1 viên đổi giá trị misère đi ⊕1 (nên hai đống 1 viên triệt tiêu nhau, và một đống 3 viên chơi như một đống 2 viên cùng một đống 1 viên). Vậy G cùng k đống 2 viên, r đống 1 viên và một đống m viên là P đúng khi γₖ ⊕ (r mod 2) = m — dù G thuần hay không (Conway, On Numbers and Games, chương 12).
beside-nim-here = Ở đây G là { $game }, genus { $genus }, bên các đống { $heaps }: k = { $twos } đống 2 viên (đống 3 viên được tính ở đây và như một đống 1), r mod 2 = { $ones }, m = { $large }.
beside-nim-sum = γ{ $k } = { $gamma }, và { $gamma } ⊕ { $ones } = { $value } so với m = { $large }: vị trí là { $outcome }.
quotient-title = Thương misère của { $rule }
quotient-range-periodic = mọi cỡ đống (hàm giả vờ Φ tuần hoàn với chu kỳ { $period } từ đống { $preperiod }, được chứng minh bởi định lý tuần hoàn misère)
quotient-range-upto = các đống đến { $max }
quotient-intro = Các tổng đống của { $rule } mà không tổng thứ ba nào phân biệt được theo luật misère tạo thành một vị nhóm giao hoán Q, thương misère (Plambeck 2005; Plambeck & Siegel 2008). Đã tính và kiểm chứng cho { $range }: Q = { $presentation }, { $order } phần tử, trong đó { $p_size } phần tử tạo thành phần P: P = {"{"}{ $p_portion }{"}"}. Một tổng là vị trí P misère đúng khi tích các phần tử Φ(n) của các đống nằm trong P.
quotient-in = Tích là { $product }, nằm trong P: vị trí là { $outcome }.
quotient-not-in = Tích là { $product }, không nằm trong P: vị trí là { $outcome }.

## Các trò chơi Nim ẩn mình, Wythoff, đồ thị

vertex-values-title = Giá trị các đỉnh
vertex-values-none = Không có thành phần đồ thị không chu trình: không có giá trị đỉnh (đồ thị có chu trình cho thấy các giá trị tổng quát trong các vòng gán nhãn).
vertex-values-rule = Một quân trên một đỉnh có giá trị bằng mex của các giá trị của những đỉnh nó có thể đi tới.

## Lỗi và từ chối (i18n/errors.rs)

error-at-column = { $message }: { $token } (ký tự thứ { $column })
error-negative-heap = số đá của các đống phải là số nguyên không âm
error-unknown-game-like = trò chơi không rõ (có phải ý bạn là { $name }? các trò chơi đã biết: { $known })
error-unknown-game = trò chơi không rõ (các trò chơi đã biết: { $known })
error-misere-too-large = luật misère không có quy tắc tổng, và không phương pháp misère nào đạt tới vị trí này — { $why }; từ chối thay vì đoán
error-value-too-large = thành phần { $index } ({ $game }) không có công thức cho giá trị Grundy và { $reason }
error-component = thành phần { $index } ({ $game }): { $message }
error-no-move-found = vị trí còn nước đi, nhưng quá nhiều để liệt kê và không chọn được nước nào
error-cancelled = việc phân tích đã bị hủy trước khi xong (hết thời gian)
error-bad-position = vị trí không hợp lệ: { $error }

## Các định lý tuần hoàn (report/sequence.rs: theorem_in)

theorem-guy-smith = định lý tuần hoàn Guy–Smith cho các trò chơi bát phân hữu hạn: G(n+p) = G(n) với e ≤ n < 2e + p + t (t = { $t }, e lấy ít nhất bằng 1) kéo theo đẳng thức với mọi n ≥ e
theorem-no-splitting = định lý tuần hoàn cho các trò chơi không có nước chia: G(n+p) = G(n) với e ≤ n < max(e + p, max(e, 1) + t) (t = { $t }) kéo theo đẳng thức với mọi n ≥ e
theorem-multi-heap = định lý tuần hoàn cho các trò chơi lấy-và-chia để lại nhiều nhất k = { $k } đống: G(n+p) = G(n) với e ≤ n < k·e + (k−1)·p + t (t = { $t }, e lấy ít nhất bằng 1) kéo theo đẳng thức với mọi n ≥ e
theorem-lasker = công thức của Nim Lasker (Ferguson, Game Theory I §4.3): G(4m+1) = 4m+1, G(4m+2) = 4m+2, G(4m+3) = 4m+4, G(4m+4) = 4m+3, nên G(n+4) = G(n) + 4 với n ≥ 1
theorem-bounded = công thức của trò chơi lấy từ 1 đến k (k = { $k }): G(n) = n mod (k+1)
theorem-all-but = lập luận trạng thái all-but (m = { $m }): G(n) chỉ phụ thuộc, sai khác một hằng số, vào m giá trị cuối (sống hoặc chết) và số giá trị đã gặp; hai trạng thái chuẩn hóa bằng nhau tại B và B + p cho G(n+p) = G(n) + s với mọi n ≥ B

## a-Wythoff, trò chơi hợp, trò chơi có trí nhớ (report/explain.rs)

col-outcome = kết cục
