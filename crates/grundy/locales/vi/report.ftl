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
method-quotient = thương misère
method-recurrence = truy hồi một đống
method-search = tìm kiếm vét cạn
method-game-rule = quy tắc misère riêng của trò chơi

## Từ trong bảng

col-heap = đống
col-size = cỡ
col-binary = nhị phân
col-how = cách tính
col-vertex = đỉnh
col-grundy-value = giá trị Grundy
col-component = thành phần
col-genus = giống (genus)
col-plays-like = chơi như
col-piece = quân
col-nim-heap = đống Nim
row-ones = số chữ số 1
row-parity-note = (tính chẵn lẻ của mỗi cột)
more-heaps = … thêm { $count } đống
more-heap-sizes = … thêm { $count } cỡ đống
more-rows = … thêm { $count }
heaps-in-all = … tổng cộng { $count } đống
and-more = … và thêm { $count }

## Nim: các cột nhị phân

nim-columns-title = Tổng Nim, từng cột một (nhị phân)
nim-columns-intro = Viết số đá của mỗi đống trong hệ nhị phân và đếm các chữ số 1 trong mỗi cột: cột có số lẻ chữ số 1 cho chữ số 1 trong tổng Nim.
nim-component-value = Tổng Nim là { $sum }: đó là giá trị Grundy của thành phần này.
nim-misere-endgame = Tổng Nim là { $sum }, nhưng theo luật misère nó chỉ quyết định khi còn hai đống trở lên có từ 2 viên đá: ở đây quy tắc tàn cuộc của Bouton quyết định (bên dưới).
nim-wins = Tổng Nim là { $sum } ≠ 0: người đến lượt đi sẽ thắng. Chữ số 1 cao nhất của nó là bit { $bit } (giá trị { $value }); có { $carriers } đống chứa bit đó, và một đống a có bit đó trở thành a ⊕ { $sum }, nhỏ hơn a và làm mọi cột thành chẵn:
nim-carrier = đống { $heap }: { $size } ⊕ { $sum } = { $target } < { $size }, vậy lấy { $take }
nim-loses = Tổng Nim là 0: mọi nước đi đều thay đổi một đống nên làm một cột nào đó thành lẻ — người đến lượt đi sẽ thua.

## Nim misère

misere-nim-title = Nim theo luật misère (Bouton)
misere-nim-counts = { $big } đống có từ 2 viên trở lên, { $ones } đống có 1 viên, tổng Nim { $sum }.
misere-rule = Quy tắc: { $rule }.
misere-rule-several = có hai đống trở lên có từ 2 viên: chơi như Nim thường; người đến lượt đi thua đúng khi tổng Nim bằng 0
misere-rule-one = có đúng một đống có từ 2 viên: người đến lượt đi thắng bằng cách giảm đống đó còn 0 hoặc 1 viên sao cho còn lại một số lẻ đống 1 viên
misere-rule-none = mọi đống đều có 0 hoặc 1 viên: người đến lượt đi thua đúng khi số đống 1 viên là lẻ
misere-here-sum-wins = Ở đây nó bằng { $sum }: người đến lượt đi sẽ thắng.
misere-here-sum-loses = Ở đây nó bằng { $sum }: người đến lượt đi sẽ thua.
misere-here-odd-wins = Ở đây số đó lẻ ({ $ones }): người đến lượt đi sẽ thắng.
misere-here-odd-loses = Ở đây số đó lẻ ({ $ones }): người đến lượt đi sẽ thua.
misere-here-even-wins = Ở đây số đó chẵn ({ $ones }): người đến lượt đi sẽ thắng.
misere-here-even-loses = Ở đây số đó chẵn ({ $ones }): người đến lượt đi sẽ thua.

## Nim của Moore

moore-title = Nim_{ $k } của Moore
moore-intro = Viết mỗi đống trong hệ nhị phân và đếm các chữ số 1 trong mỗi cột bit, theo mô-đun { $modulus }.
moore-loses = Số chữ số 1 của mọi cột đều chia hết cho { $modulus }: theo định lý Moore, mọi nước đi làm một số nào đó không chia hết, nên người đến lượt đi sẽ thua.
moore-wins = Các cột có số chữ số 1 không chia hết cho { $modulus }: bit { $bits }. Theo định lý Moore, người đến lượt đi thắng bằng cách làm mọi số lại chia hết, giảm nhiều nhất { $k } đống.

## Dãy Nim (trò chơi trừ và trò chơi đống)

sequence-title = { $rule }: dãy Nim
sequence-title-named = { $name } (mã { $code }): dãy Nim
sequence-proved = Tuần hoàn từ n = { $preperiod } với chu kỳ { $period }: được chứng minh bởi { $by }.
sequence-proved-saltus = Tuần hoàn từ n = { $preperiod } với chu kỳ { $period }, mỗi chu kỳ cộng thêm { $saltus } (tuần hoàn số học): được chứng minh bởi { $by }.
sequence-observed = Có vẻ tuần hoàn từ n = { $preperiod } với chu kỳ { $period } — mới quan sát đến n = { $checked }, chưa được chứng minh; các giá trị được tính trực tiếp.
sequence-no-period = Không tìm thấy chu kỳ đến n = { $searched }; các giá trị được tính trực tiếp.
sequence-no-theorem = Không định lý tuần hoàn nào áp dụng được: { $why }.
how-direct = tính trực tiếp
how-period = theo chu kỳ
how-formula = theo công thức

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
quotient-title = Thương misère của { $rule }
quotient-range-periodic = mọi cỡ đống (hàm giả vờ Φ tuần hoàn với chu kỳ { $period } từ đống { $preperiod }, được chứng minh bởi định lý tuần hoàn misère)
quotient-range-upto = các đống đến { $max }
quotient-intro = Các tổng đống của { $rule } mà không tổng thứ ba nào phân biệt được theo luật misère tạo thành một vị nhóm giao hoán Q, thương misère (Plambeck 2005; Plambeck & Siegel 2008). Đã tính và kiểm chứng cho { $range }: Q = { $presentation }, { $order } phần tử, trong đó { $p_size } phần tử tạo thành phần P: P = {"{"}{ $p_portion }{"}"}. Một tổng là vị trí P misère đúng khi tích các phần tử Φ(n) của các đống nằm trong P.
quotient-in = Tích là { $product }, nằm trong P: vị trí là { $outcome }.
quotient-not-in = Tích là { $product }, không nằm trong P: vị trí là { $outcome }.

## Các trò chơi Nim ẩn mình, Wythoff, đồ thị

reduction-title = { $game } là Nim trá hình
reduction-empty = Không có quân nào, nên không có đống nào: giá trị bằng 0.
wythoff-title = Trò chơi Wythoff
wythoff-is-p = Các vị trí P là (⌊nφ⌋, ⌊nφ⌋ + n) và các ảnh đối xứng của chúng; hai đống { $a } và { $b } chênh nhau { $difference }, và vị trí P có hiệu đó là ({ $x }, { $y }), nên ({ $a }, { $b }) là một vị trí P.
wythoff-is-not-p = Các vị trí P là (⌊nφ⌋, ⌊nφ⌋ + n) và các ảnh đối xứng của chúng; hai đống { $a } và { $b } chênh nhau { $difference }, và vị trí P có hiệu đó là ({ $x }, { $y }), nên ({ $a }, { $b }) không phải là vị trí P.
wythoff-grundy = Giá trị Grundy của nó (bằng tìm kiếm) là { $value }.
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

awythoff-title = { $r }-Wythoff của Fraenkel
awythoff-rule = Mỗi nước đi lấy từ một đống, hoặc lấy k từ đống này và l từ đống kia với |k − l| < { $r }. Các vị trí P là (A_n, B_n) và các ảnh đối xứng của chúng, với A_n là số nhỏ nhất chưa được dùng và B_n = A_n + { $r }·n; Fraenkel (1982) đã chứng minh A_n = ⌊nα⌋ với α = (2 − { $r } + √({ $r }² + 4))/2, ở đây được tính chính xác bằng số nguyên.
awythoff-with-p = vị trí P có hiệu đó là ({ $x }, { $y })
awythoff-with-none = không vị trí P nào có hiệu đó (không phải bội của { $r })
awythoff-heaps-p = Hai đống { $a } và { $b } chênh nhau { $difference }: { $with }, nên ({ $a }, { $b }) là một vị trí P.
awythoff-heaps-not-p = Hai đống { $a } và { $b } chênh nhau { $difference }: { $with }, nên ({ $a }, { $b }) không phải là vị trí P.
col-part = phần
col-remoteness = độ xa
col-outcome = kết cục
compound-verdict-p = một vị trí P: người đến lượt đi sẽ thua
compound-verdict-n = một vị trí N: người đến lượt đi sẽ thắng
compound-conjunctive-title = Trò chơi hợp hội (conjunctive compound)
compound-conjunctive-rule-odd = Mỗi nước đi là một nước đi trong mọi phần, nên ván kết thúc ngay khi một phần hết nước đi. Độ xa (remoteness) của mỗi phần đếm số nước nó kéo dài khi người thắng vội và người thua trì hoãn (chẵn: người đến lượt đi thua phần đó; 0: phần đó đã kết thúc). Độ xa của trò chơi hợp hội là độ xa nhỏ nhất trong các phần (Steinhaus; Smith 1966; Winning Ways, ch. 9): ở đây là { $remoteness }, số lẻ — nên đây là { $verdict }.
compound-conjunctive-rule-even = Mỗi nước đi là một nước đi trong mọi phần, nên ván kết thúc ngay khi một phần hết nước đi. Độ xa (remoteness) của mỗi phần đếm số nước nó kéo dài khi người thắng vội và người thua trì hoãn (chẵn: người đến lượt đi thua phần đó; 0: phần đó đã kết thúc). Độ xa của trò chơi hợp hội là độ xa nhỏ nhất trong các phần (Steinhaus; Smith 1966; Winning Ways, ch. 9): ở đây là { $remoteness }, số chẵn — nên đây là { $verdict }.
compound-conjunctive-winner = Người thắng đi đồng thời trong mọi phần sao cho độ xa nhỏ nhất sau nước đi là số chẵn: trong phần có độ xa { $remoteness }, đi đến một lựa chọn có độ xa { $less }, và ở các phần khác đi đến các lựa chọn kéo dài ít nhất bằng chừng ấy.
compound-selective-title = Trò chơi hợp chọn (selective compound)
compound-selective-rule = Mỗi nước đi là một nước đi trong một tập khác rỗng bất kỳ các phần. Theo luật thường, trò chơi hợp là vị trí P khi và chỉ khi mọi phần đều là vị trí P: từ đó mọi nước đi đều biến một phần nào đó thành vị trí N, và đối thủ đáp lại đúng trong các phần ấy; từ mọi vị trí khác, người đến lượt đi đưa cùng lúc mọi phần là vị trí N về vị trí P (Winning Ways, ch. 9). Vậy đây là { $verdict }.
compound-ordinal-title = Tổng thứ tự (ordinal sum)
compound-ordinal-rule = Trong tổng thứ tự G : H (gốc G = { $base }, phụ H = { $sub }), một nước đi trong G xóa H, còn một nước đi trong H giữ nguyên G. Giá trị Grundy của nó được tìm chỉ từ H: tại mỗi vị trí của H, các lựa chọn là các lựa chọn của H và, qua G, các lựa chọn có giá trị {"{"}{ $values }{"}"} của các lựa chọn của G; giá trị là mex của tất cả, và khi H đã bị xóa thì là giá trị của G, { $value } (Conway, On Numbers and Games).
compound-value = Giá trị Grundy của nó là { $value }.
memory-verdict-p = một vị trí P
memory-verdict-n = một vị trí N
memory-no-move = Sau khi lấy { $last }, không được lấy gì từ đống { $heap }: người đến lượt đi không có nước đi, một vị trí P.
memory-mem = Mỗi lần lấy phải ít nhất bằng lần trước ({ $last }), nên lấy quá nửa đống sẽ để lại cho đối thủ một đống nhỏ hơn lượng vừa lấy: không có nước đi. Người đến lượt đi có thể lấy từ { $lo } đến { $hi }, kể cả cả đống: { $verdict }.
memory-schwenk = Dãy Schwenk (1970) bắt đầu từ 1; mỗi số hạng tiếp theo bằng số hạng cuối cộng với số hạng đầu tiên mà từ đó một lần lấy có thể đến được nó: { $sequence }. Mỗi đống được viết tham lam thành tổng các số hạng: { $heap } = { $parts }. Vị trí là vị trí P khi và chỉ khi phần nhỏ nhất của nó lớn hơn lượng nhiều nhất người chơi được lấy (định lý Schwenk; với Nim Fibonacci là các số Fibonacci và tổng Zeckendorf).
memory-schwenk-here-p = Sau khi lấy { $last }, người chơi được lấy nhiều nhất { $most }; phần nhỏ nhất là { $smallest }, nên đây là { $verdict }.
memory-schwenk-here-n = Sau khi lấy { $last }, người chơi được lấy nhiều nhất { $most }; phần nhỏ nhất là { $smallest }, nên đây là { $verdict }: một nước thắng lấy tổng các phần nhỏ nhất sao cho để lại một vị trí P.
memory-dp = Người đến lượt đi có thể lấy từ { $lo } đến { $hi }; các giá trị lấy từ bảng của mọi vị trí nhỏ hơn (quy hoạch động): { $verdict }.
memory-grundy = Giá trị Grundy của nó (quy hoạch động theo đống và lần lấy trước) là { $value }.
