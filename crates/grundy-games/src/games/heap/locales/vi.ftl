# The words of the heap games (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-kayles = trò chơi trên đống: các mã take-and-break và những trò có tên của chúng (nước đi có thể tách một đống)
syntax-kayles = kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, một mã bát phân như 0.137, hex(…), tb(…)
move-split = chia đống { $heap } ({ $from }) thành { $parts }
move-take-leaving = lấy { $taken } từ đống { $heap } ({ $from }), để lại { $leaving }
move-add-leaving = thêm { $added } vào đống { $heap } ({ $from }) rồi chia thành { $parts }
leaving-nothing = không còn gì
leaving-one = một đống { $size }
leaving-many = các đống { $sizes } và { $last }
pins-one = ki { $pin }
pins-range = các ki { $first }–{ $last }
move-pins-middle = đánh đổ { $pins } của hàng { $row } ({ $from } ki), để lại các hàng { $first } và { $second }
move-pins-end = đánh đổ { $count } ki ở một đầu hàng { $row } ({ $from } ki), để lại một hàng { $rest }
move-pins-whole = đánh đổ cả hàng { $row } ({ $count } ki)
move-files-middle = đẩy tốt ở cột { $file } của bàn { $board } ({ $from } cột), để lại các bàn { $first } và { $second } cột
move-files-end = đẩy tốt ở cột { $file } của bàn { $board } ({ $from } cột), để lại một bàn { $rest } cột
move-files-whole = đẩy một tốt trên bàn { $board } ({ $from } cột), kết thúc bàn đó
col-how = cách tính
heaps-in-all = … tổng cộng { $count } đống
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
reason-one-heap-only = chỉ đi trong một đống
reason-heap-too-large-to-check = đống { $heap } quá lớn để kiểm tra nước đi
reason-heap-cannot-become = { $game }: đống cỡ { $heap } không thể trở thành [{ $parts }]
reason-heap-cannot-become-more = { $game }: đống cỡ { $heap } không thể trở thành [{ $parts }, … tổng cộng { $count } đống]
reason-row-has-pins = hàng { $row } có các ki từ 1 đến { $pins }

board-heap-cut = { $heap }: chia thành { $left } và { $right }
board-how-heap-split = Bấm các viên mà nước đi lấy (nằm cạnh nhau), rồi bấm lại một viên nếu còn có thể lấy thêm; bấm đường gạch để chia đống tại đó.
board-how-dawson-chess = Bấm một cột để đẩy quân tốt của nó: cột đó và các cột bên cạnh bị loại.
