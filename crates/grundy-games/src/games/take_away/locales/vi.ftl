# The words of the take-away games (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-take-away = đống H, lần lấy trước M: lấy từ 1 đến K·M (K có thể là phân số)
about-fibonacci-nim = đống H, lần lấy trước M: lấy từ 1 đến 2M (take-away(2))
about-mem = đống H, lần lấy trước M: lấy ít nhất M; mem(k, a -> P): lấy a khi P đúng với lần lấy trước k và a
syntax-take-away = take-away(K)
syntax-fibonacci-nim = fibonacci-nim
syntax-mem = mem / mem(k, a -> …)
move-memory = lấy { $take } ({ $from } → { $to }; { $next })
memory-next-at-least = người chơi tiếp theo phải lấy ít nhất { $take }
memory-next-up-to = người chơi tiếp theo được lấy nhiều nhất { $most }
note-take-away-no-value = giá trị Grundy chỉ được tính cho các đống tới { $limit }: không được cho; kết quả đến từ định lý
memory-verdict-p = một vị trí P
memory-verdict-n = một vị trí N
memory-no-move = Sau khi lấy { $last }, không được lấy gì từ đống { $heap }: người đến lượt đi không có nước đi, một vị trí P.
memory-mem = Mỗi lần lấy phải ít nhất bằng lần trước ({ $last }), nên lấy quá nửa đống sẽ để lại cho đối thủ một đống nhỏ hơn lượng vừa lấy: không có nước đi. Người đến lượt đi có thể lấy từ { $lo } đến { $hi }, kể cả cả đống: { $verdict }.
memory-schwenk = Dãy Schwenk (1970) bắt đầu từ 1; mỗi số hạng tiếp theo bằng số hạng cuối cộng với số hạng đầu tiên mà từ đó một lần lấy có thể đến được nó: { $sequence }. Mỗi đống được viết tham lam thành tổng các số hạng: { $heap } = { $parts }. Vị trí là vị trí P khi và chỉ khi phần nhỏ nhất của nó lớn hơn lượng nhiều nhất người chơi được lấy (định lý Schwenk; với Nim Fibonacci là các số Fibonacci và tổng Zeckendorf).
memory-schwenk-here-p = Sau khi lấy { $last }, người chơi được lấy nhiều nhất { $most }; phần nhỏ nhất là { $smallest }, nên đây là { $verdict }.
memory-schwenk-here-n = Sau khi lấy { $last }, người chơi được lấy nhiều nhất { $most }; phần nhỏ nhất là { $smallest }, nên đây là { $verdict }: một nước thắng lấy tổng các phần nhỏ nhất sao cho để lại một vị trí P.
memory-dp = Người đến lượt đi có thể lấy từ { $lo } đến { $hi }; các giá trị lấy từ bảng của mọi vị trí nhỏ hơn (quy hoạch động): { $verdict }.
memory-grundy = Giá trị Grundy của nó (quy hoạch động theo đống và lần lấy trước) là { $value }.
err-take-away-heap-too-large = giá trị Grundy của { $game } chỉ được tính cho các đống đến { $limit } (đống { $heap })
err-take-away-too-many-terms = dãy Schwenk của { $game } sẽ cần hơn { $max } số hạng
parse-take-away-k = K phải là một số dương: 2, 3/2 hoặc 1.5
parse-take-away-k-parts = tử số và mẫu số của K phải không quá { $max }
parse-take-away-one-argument = take-away nhận một tham số, K
parse-take-away-two-numbers = { $name } nhận hai số: đống H và lượng lấy lần trước M
reason-the-heap-has-only = đống chỉ có { $heap }
reason-take-from-the-heap = một nước đi lấy từ đống duy nhất
reason-no-take-allowed = { $game }: không được lấy lượng nào
reason-take-between = { $game }: mỗi lần lấy từ { $lo } đến { $hi }
reason-take-away-tabled = đống của { $game } cỡ { $heap } (giá trị Grundy được lập bảng)
board-memory-label = { $heap } (lần lấy trước: { $last })
board-how-memory = Lần lấy trước là { $last }: chỉ bấm được các viên của một lần lấy mà luật cho phép bây giờ.
