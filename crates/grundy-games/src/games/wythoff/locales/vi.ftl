# The words of Wythoff's game (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-wythoff = hai đống; lấy từ một đống, hoặc từ cả hai những lượng chênh nhau ít hơn a (`wythoff`: a = 1, lấy bằng nhau từ cả hai)
example-wythoff-1 = 2-Wythoff của Fraenkel: từ cả hai đống, những lượng chênh nhau ít hơn 2
syntax-wythoff = wythoff(a)
board-how-wythoff-queen = Bấm vào một ô để đưa quân hậu tới đó: sang trái, xuống dưới, hoặc theo đường chéo về góc (0, 0).
board-how-wythoff-heaps = Bấm vào một viên của một đống: viên đó và mọi viên bên phải nó bị lấy đi. Bấm một viên ở hàng cuối để lấy số lượng như nhau từ cả hai đống. Đống quá lớn để vẽ là một thanh: bấm vào và nhập số lượng.
board-wythoff-square = ô ({ $x }, { $y })
board-wythoff-queen = quân hậu ở ({ $x }, { $y })
board-wythoff-both = cả hai
board-wythoff-both-heaps = cả hai đống
board-ask-take-both = Lấy bao nhiêu từ cả hai đống?
move-wythoff-both = lấy { $count } từ cả hai đống ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = lấy { $count } từ đống thứ nhất ({ $a } → { $c })
move-wythoff-second = lấy { $count } từ đống thứ hai ({ $b } → { $d })
move-wythoff-unequal = lấy { $k } từ đống thứ nhất và { $l } từ đống thứ hai ({ $a }, { $b } → { $c }, { $d })
note-wythoff-no-value = trò chơi Wythoff không có công thức cho giá trị Grundy và chúng chỉ được tìm với các đống nhỏ ({ $reason }): giá trị không được cho; kết quả đến từ các vị trí P
note-wythoff-table-limit = giá trị Grundy của wythoff({ $k }) chỉ được tìm khi bảng các vị trí nhỏ hơn cần không quá { $steps } bước
wythoff-title = Trò chơi Wythoff
wythoff-is-p = Các vị trí P là (⌊nφ⌋, ⌊nφ⌋ + n) và các ảnh đối xứng của chúng; hai đống { $a } và { $b } chênh nhau { $difference }, và vị trí P có hiệu đó là ({ $x }, { $y }), nên ({ $a }, { $b }) là một vị trí P.
wythoff-is-not-p = Các vị trí P là (⌊nφ⌋, ⌊nφ⌋ + n) và các ảnh đối xứng của chúng; hai đống { $a } và { $b } chênh nhau { $difference }, và vị trí P có hiệu đó là ({ $x }, { $y }), nên ({ $a }, { $b }) không phải là vị trí P.
wythoff-grundy = Giá trị Grundy của nó (bằng tìm kiếm) là { $value }.
awythoff-title = { $r }-Wythoff của Fraenkel
awythoff-rule = Mỗi nước đi lấy từ một đống, hoặc lấy k từ đống này và l từ đống kia với |k − l| < { $r }. Các vị trí P là (A_n, B_n) và các ảnh đối xứng của chúng, với A_n là số nhỏ nhất chưa được dùng và B_n = A_n + { $r }·n; Fraenkel (1982) đã chứng minh A_n = ⌊nα⌋ với α = (2 − { $r } + √({ $r }² + 4))/2, ở đây được tính chính xác bằng số nguyên.
awythoff-with-p = vị trí P có hiệu đó là ({ $x }, { $y })
awythoff-with-none = không vị trí P nào có hiệu đó (không phải bội của { $r })
awythoff-heaps-p = Hai đống { $a } và { $b } chênh nhau { $difference }: { $with }, nên ({ $a }, { $b }) là một vị trí P.
awythoff-heaps-not-p = Hai đống { $a } và { $b } chênh nhau { $difference }: { $with }, nên ({ $a }, { $b }) không phải là vị trí P.
err-wythoff-too-large = đống { $heap } lớn hơn mức hỗ trợ 10^18
err-wythoff-search-too-large = giá trị Grundy của trò chơi Wythoff chỉ được tìm cho các đống đến { $limit }
parse-what-a = a
parse-wythoff-one-argument = wythoff nhận một tham số, a
parse-wythoff-two-heaps = wythoff nhận đúng hai đống
parse-wythoff-too-large = đống { $heap } lớn hơn mức hỗ trợ 10^18
reason-wythoff-take = wythoff: lấy từ một đống, hoặc lấy cùng một số từ cả hai
reason-wythoff-a-take = wythoff({ $a }): lấy từ một đống, hoặc từ cả hai những lượng chênh nhau ít hơn { $a }
reason-wythoff-table = giá trị Grundy của wythoff({ $a }) chỉ được tìm khi bảng các thế nhỏ hơn cần tối đa { $steps } bước
