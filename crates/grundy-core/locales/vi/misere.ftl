# misère reports (genus, tame rule, quotients, recurrences)

## Báo cáo genus (grundy genus)

genus-title = Genus của từng thành phần (Conway)
genus-rule = Genus g^{"{"}γ₀γ₁γ₂…{"}"} của một trò chơi G gồm giá trị Grundy g theo luật thường và các giá trị Grundy misère γₙ của G + n·*2 (n đống 2 viên), viết đến khi hai giá trị cuối lặp lại mãi. Nó suy ra từ genus của các lựa chọn (Conway, On Numbers and Games, ch. 12; phép đệ quy là của Hoey): g và γ₀ là mex của các g và γ₀ của các lựa chọn, còn γₙ là mex của các γₙ của các lựa chọn cùng với γₙ₋₁ và γₙ₋₁ ⊕ 1. Một trò chơi là thuần khi genus của nó là genus của một vị trí Nim — 0^{"{"}120{"}"}, 1^{"{"}031{"}"} hoặc g^{"{"}g,g⊕2{"}"} — và thuần di truyền khi mọi vị trí nó đi đến được cũng thuần.
col-hereditarily-tame = thuần di truyền
col-positions = số vị trí
word-yes = có
word-no = không
genus-of-tame = { $component } có genus { $genus }: thuần di truyền.
genus-of-tame-not-hereditarily = { $component } có genus { $genus }: thuần, nhưng có một vị trí nó đi đến được thì không.
genus-of-wild = { $component } có genus { $genus }: hoang (wild).
genus-out-of-reach = { $component }: không tính được genus ({ $why }).
genus-sum-p = Mọi thành phần đều thuần di truyền, nên tổng được chơi như Nim misère trên các vị trí Nim cùng genus: genus của nó là { $genus }, và theo luật misère nó là một vị trí P (người đến lượt đi sẽ thua).
genus-sum-n = Mọi thành phần đều thuần di truyền, nên tổng được chơi như Nim misère trên các vị trí Nim cùng genus: genus của nó là { $genus }, và theo luật misère nó là một vị trí N (người đến lượt đi sẽ thắng).
genus-sum-wild = Không phải mọi thành phần đều thuần di truyền: genus của các thành phần không quyết định được luật misère của tổng.

## Thương misère (grundy quotient, trang Thương)

qsummary-range-periodic = mọi cỡ đống: Φ tuần hoàn với chu kỳ { $period } từ đống { $preperiod } trở đi, được chứng minh bởi định lý tuần hoàn misère (Plambeck & Siegel 2008) từ các đống đến { $max }
qsummary-range-upto = các đống đến { $max } (chưa chứng minh được chu kỳ của Φ: một thương bộ phận)
qsummary-intro = Các tổng đống mà không tổng thứ ba nào phân biệt được theo luật misère được đồng nhất; các lớp tạo thành một vị nhóm giao hoán Q, thương misère, với phần P là P (các lớp vị trí P misère) và hàm giả vờ Φ (Plambeck 2005; Plambeck & Siegel 2008). Một tổng đống là vị trí P misère khi và chỉ khi tích các Φ của các đống nằm trong P. Đã tính và kiểm chứng (điều kiện P và N trên mọi tổng) cho { $range }.
qsummary-presentation = Q = { $presentation }: { $order } phần tử, trong đó { $p_size } phần tử thuộc P = {"{"}{ $p_portion }{"}"}.
qsummary-generators = Phần tử sinh: { $list }.
qsummary-grew = Vị nhóm lớn thêm (một phần tử sinh mới) tại các đống { $heaps }.
qsummary-grew-none = Vị nhóm lớn thêm (một phần tử sinh mới) tại các đống — (không có).

## Dãy misère (grundy seq --misere)

mseq-title = Luật misère của một đống { $rule }
mseq-rule = Với từng đống riêng lẻ: kết cục misère, genus g^{"{"}γ₀γ₁…{"}"} (Conway; γ₀ = 0 đúng khi là P) và phần tử Φ(n) của thương misère (Plambeck–Siegel), thứ quyết định các tổng đống.
mseq-quotient = Thương: Q = { $presentation }.
mseq-quotient-refused = Chưa tính thương: { $why }.

## Kiểm tra lại một thương đã lưu (grundy quotient --verify)

verify-title = Kiểm tra lại thương misère đã lưu của { $rule }
verify-range-periodic = các đống đến { $max }, với Φ tuần hoàn (chu kỳ { $period } từ đống { $preperiod })
verify-range-upto = các đống đến { $max }
verify-intro = Các bảng của tệp được kiểm tra mà không tin vào cách chúng được tính: chỉ dùng các bảng và các nước đi của { $rule }. Thương: { $order } phần tử, { $p_size } phần tử trong P, cho { $range }.
verify-checks = Các phép kiểm tra: (1) các bảng tạo thành một vị nhóm giao hoán sinh bởi các lớp của các đống — các phần tử sinh giao hoán, dạng chuẩn của mỗi phần tử tính ra chính nó, Φ của đống ứng với mỗi phần tử sinh là phần tử sinh đó, và chu kỳ đã nêu đúng và qua được cận của định lý tuần hoàn; (2) điều kiện P trên mọi tổng, từng phần tử — với mọi phần tử y và đống h, nếu y·Φ(h) thuộc P thì không lựa chọn o nào của h có y·Φ(o) thuộc P; (3) điều kiện P và N trên mọi tổng đống có tổng cỡ đến { $size } — một tổng trong P không có lựa chọn trong P, một tổng ngoài P có một lựa chọn trong P hoặc không có nước đi, không tổng kết thúc nào thuộc P; (4) mọi cặp phần tử được phân biệt bởi một nhân chứng z (xz thuộc P nhưng yz thì không, hoặc ngược lại).
col-check = phép kiểm tra
col-result = kết quả
verify-row-structure = (1) cấu trúc vị nhóm
verify-row-p-condition = (2) điều kiện P, mọi tổng
verify-row-sums = (3) điều kiện P/N, { $count } tổng đến cỡ { $size }
verify-row-pairs = (4) { $count } cặp phần tử được phân biệt
verify-holds = đúng
verify-fails = SAI: { $why }
verify-passed = Mọi phép kiểm tra đều đúng: thương cho kết cục misère của mọi tổng đống đến cỡ { $size } (quy nạp theo cỡ), và không thể gộp hai phần tử nào của nó.
verify-failed = Một phép kiểm tra SAI: tệp không phải là một thương misère đúng (xem phản ví dụ đầu tiên ở trên).

## Dạng chính tắc chơi ngược (grundy analyze --misere --canonical)
canonical-title = Dạng chính tắc chơi ngược (Conway)
canonical-form = Dạng đơn giản nhất trong lớp chơi ngược của thế này, theo ký hiệu của CGSuite: { $form }
canonical-form-given = Dạng đơn giản nhất của trò chơi này, theo ký hiệu của CGSuite: { $form }
canonical-options = Các lựa chọn của nó ({ $count }), lớn trước: { $options }
canonical-no-options = Nó không có lựa chọn nào: đó là 0.
canonical-mate = Bạn đời của nó (G⁻ của Conway: bạn đời của các lựa chọn, * cho 0): { $mate }
canonical-birthday = Ngày sinh: { $birthday }
canonical-even = Nó là dạng chẵn (dạng cộng * sinh muộn hơn).
canonical-odd = Nó là dạng lẻ (dạng cộng * sinh sớm hơn).
canonical-values = Giá trị nim chơi ngược { $minus }, giá trị nim chơi thường { $plus }
canonical-p = Thế P chơi ngược: người đến lượt thua.
canonical-n = Thế N chơi ngược: người đến lượt thắng.
canonical-positions = Số thế đã duyệt: { $positions }
