# the coach, practice and exercises (report/coach.rs, play::ReplyReason, grundy play / exercise, the Practice page)
# $who is human (the reader's move) or computer; $hidden, $misere are yes or no.

coach-kept-win = { $who ->
        [computer] Nước đi của máy
       *[human] Nước đi của bạn
    } đã giữ được thế thắng.
coach-kept-draw = { $who ->
        [computer] Nước đi của máy
       *[human] Nước đi của bạn
    } đã giữ được thế hòa.
coach-threw-win-to-draw = { $who ->
        [computer] Nước đi của máy
       *[human] Nước đi của bạn
    } đã đánh mất thế thắng: giờ ván đấu là hòa.
coach-threw-win = { $who ->
        [computer] Nước đi của máy
       *[human] Nước đi của bạn
    } đã đánh mất thế thắng.
coach-threw-draw = { $who ->
        [computer] Nước đi của máy
       *[human] Nước đi của bạn
    } đã đánh mất thế hòa.
coach-already-lost = { $who ->
        [computer] Nước đi của máy
       *[human] Nước đi của bạn
    } được đi từ một thế thua: trước đối thủ chơi hoàn hảo, mọi nước đi đều thua.
coach-nim-before-zero-lost = Trước nước đi, tổng Nim là 0 ({ $binary }): dù bạn đổi đống nào, sẽ có cột trở thành lẻ. Tốt nhất là kéo dài ván đấu và chờ đối thủ mắc lỗi.
coach-misere-nim-rule = Nim chơi ngược (misère): khi còn từ hai đống trở lên có từ 2 viên trở lên, hãy chơi như Nim (để lại tổng Nim bằng 0); khi nước đi của bạn không để lại đống nào có từ 2 viên trở lên, hãy để lại một số lẻ đống 1 viên. Sau nước đi: { $big } đống có từ 2 viên trở lên, { $ones } đống 1 viên.
coach-moves-kept-draw = Các nước đi giữ được thế hòa ({ $count }):
coach-winning-moves-were = Các nước đi thắng đã có ({ $count }):
coach-after-draw = Sau nước đi, thế cờ là hòa: không người nào có thể buộc thắng.
coach-after-zero = Sau nước đi, giá trị Grundy của thế cờ là 0: mọi nước đi của { $who ->
        [computer] bạn
       *[human] đối thủ
    } đều dẫn tới một giá trị khác 0, và luôn có nước đi quay về 0.
coach-after-value = Sau nước đi, giá trị Grundy của thế cờ là { $value }, không phải 0: { $who ->
        [computer] bạn thắng
       *[human] đối thủ thắng
    } bằng cách đi tới một thế có giá trị 0.
coach-after-p = Sau nước đi, đây là thế P{ $misere ->
        [yes] {" "}theo luật chơi ngược (misère)
       *[no] {""}
    }{ $method ->
        [none] {""}
       *[other] {" "}({ $method })
    }: { $who ->
        [computer] bạn thua
       *[human] đối thủ thua
    } trước lối chơi hoàn hảo.
coach-after-n = Sau nước đi, đây là thế N{ $misere ->
        [yes] {" "}theo luật chơi ngược (misère)
       *[no] {""}
    }{ $method ->
        [none] {""}
       *[other] {" "}({ $method })
    }: { $who ->
        [computer] bạn thắng
       *[human] đối thủ thắng
    } nếu chơi hoàn hảo.
coach-nim-after-zero = Sau nước đi, tổng Nim{ $hidden ->
        [yes] {" "}của các đống ẩn
       *[no] {""}
    } là 0 ({ $binary }): dù { $who ->
        [computer] bạn làm gì, sẽ có cột trở thành lẻ, và máy
       *[human] đối thủ làm gì, sẽ có cột trở thành lẻ, và bạn
    } có thể làm cho mọi cột chẵn trở lại.
coach-nim-after = Sau nước đi, tổng Nim{ $hidden ->
        [yes] {" "}của các đống ẩn
       *[no] {""}
    } là { $sum } (nhị phân { $binary }), không phải 0: { $who ->
        [computer] bạn thắng
       *[human] đối thủ thắng
    } bằng cách đưa nó về 0{ $misere ->
        [yes] {" "}— khi còn từ hai đống trở lên có từ 2 viên trở lên, Nim chơi ngược theo luật của Nim
       *[no] {""}
    }.
coach-nim-before-zero = Trước nước đi, tổng Nim là 0 ({ $binary }).
coach-heaps = { $count ->
        [one] đống { $heaps }
       *[other] các đống { $heaps }
    }
coach-carried = { $heaps } mang bit đó
coach-carried-more = { $heaps } và { $more } đống nữa mang bit đó
coach-nim-before = Trước nước đi, tổng Nim là { $sum } (nhị phân { $binary }); bit 1 cao nhất của nó có giá trị { $worth } (bit { $bit }), và { $carried }: một đống a có bit đó trở thành a ⊕ { $sum }, nhỏ hơn a và làm tổng Nim bằng 0.
coach-heap-of-size = đống { $heap } ({ $size } = { $binary })
coach-heap = đống { $heap }
coach-a-heap = một đống
coach-worth = {" "}(giá trị { $worth })
coach-mistake-added-sizes = Lỗi thường gặp: cộng số viên của các đống thay vì lấy XOR. Sau nước đi, một đống bằng tổng thông thường của các đống còn lại, nhưng tổng Nim cộng từng cột nhị phân mà không nhớ — nó là { $sum }, không phải 0.
coach-mistake-wrong-heap = Lỗi thường gặp: giảm một đống không có bit cao nhất của tổng Nim. Nước đi đã đổi { $heap }, đống có chữ số 0 ở cột của bit đó{ $worth }: không nước đi nào trên đống như vậy làm tổng Nim bằng 0. Hãy giảm một đống có chữ số 1 ở đó: { $carriers }.
coach-mistake-wrong-amount = Đúng đống, sai số viên: đống { $heap } mang bit cao nhất của tổng Nim, nhưng nó phải trở thành { $from } ⊕ { $sum } = { $target }, không phải { $to }.
coach-mistake-wrong-amount-any = Đúng đống, sai số viên: đống đó phải trở thành số viên của nó ⊕ tổng Nim.
coach-mistake-nim-into-endgame = Lỗi thường gặp: theo luật của Nim vào tận tàn cuộc chơi ngược. Khi chỉ còn các đống 0 và 1 viên, một số chẵn đống 1 (tổng Nim 0) làm thua người để lại nó: theo luật chơi ngược (misère), hãy để lại một số lẻ đống 1 viên.
coach-mistake-switched-early = Lỗi thường gặp: chuyển sang luật tàn cuộc chơi ngược quá sớm. Trước nước đi có { $count } đống từ 2 viên trở lên, nên luật của Nim (để lại tổng Nim bằng 0) vẫn đúng; chỉ đếm các đống 1 viên khi nước đi của bạn không để lại đống nào có từ 2 viên trở lên.
coach-mistake-confused-pn = Lỗi thường gặp: nhầm thế P với thế N. Một thế có tổng Nim (giá trị) bằng 0 là thế thua cho người đến lượt đi — thế P, dù bạn làm gì; mọi thế khác là thế thắng (N), bằng cách đi về 0.
coach-mistake-confused-pn-answer = Lỗi thường gặp: nhầm thế P với thế N. Một thế có tổng Nim (giá trị) bằng 0 là thế thua cho người đến lượt đi — thế P; mọi thế khác là thế thắng (N), bằng cách đi về 0.
coach-mistake-confused-pn-misere = Lỗi thường gặp: nhầm thế P với thế N. Trong luật misère người đi nước cuối cùng thua, nên luật chơi thường (tổng Nim bằng 0 là thua) không quyết định được: trong Nim, một thế là thế thua cho người đến lượt đi (P) khi tổng Nim bằng 0 và có một đống từ 2 quân trở lên, hoặc khi mọi đống có nhiều nhất một quân và số đống đó là lẻ.
coach-why-title = Vì sao máy đi { $move }
coach-play-normal = luật thường: ai đi nước cuối thì thắng
coach-play-misere = luật chơi ngược (misère): ai đi nước cuối thì thua

reply-winning = một nước đi thắng
reply-winning-within = một nước đi thắng; ván đấu kết thúc trong vòng { $moves } nước nữa
reply-longest = trước lối chơi hoàn hảo, mọi nước đi đều thua; nước này kéo dài ván đấu lâu nhất ({ $moves } nước nữa)
reply-delays = có nước đi thắng nhưng không liệt kê được; nước này chỉ kéo dài thời gian
reply-slow = trước lối chơi hoàn hảo, mọi nước đi đều thua; nước này thay đổi ít nhất có thể, để kéo dài ván đấu

exercise-right-p = Đúng: đây là thế P.
exercise-right-p-why = Trước lối chơi hoàn hảo, mọi nước đi đều thua: không có nước đi thắng.
exercise-wrong-n = Chưa đúng: đây là thế N, và có nước đi thắng.
exercise-wrong-n-value = Giá trị Grundy của nó là { $value }, không phải 0: người đến lượt đi thắng bằng cách đi tới một thế có giá trị 0.
exercise-wrong-n-any = Người đến lượt đi thắng nếu chơi hoàn hảo.
exercise-right-move = Đúng: { $move } là nước thắng.
exercise-wrong-move-p = Chưa đúng: { $move } thua — đây là thế P, mọi nước đi đều thua; đáp án là P.
exercise-wrong-move = Chưa đúng: { $move } đánh mất thế thắng.
exercise-winning-moves = Các nước đi thắng ({ $count }):
exercise-level-1 = hai hoặc ba đống nhỏ
exercise-level-2 = nhiều đống hơn, nhiều bit hơn
exercise-level-3 = tàn cuộc chơi ngược (misère)
exercise-level-4 = tổng của các trò chơi khác nhau
exercise-level-5 = những trò chơi mà Nim ẩn mình
exercise-title = Bài tập — cấp { $level }: { $about } ({ $game })
exercise-title-hidden = Bài tập — cấp { $level }: { $about }
exercise-instructions = Với mỗi thế, hãy tìm một nước đi thắng cho người đến lượt đi — viết theo ký hiệu nước đi, ví dụ `1 2` lấy 2 viên từ đống 1, `2: 1 3` đi trong trò chơi thứ hai của một tổng — hoặc trả lời P nếu không có (mọi nước đi đều thua). Mọi thế: { $play }.
exercise-seed = Hạt giống { $seed }: cùng hạt giống cho cùng một phiếu bài tập.
exercise-question = { $number }. { $position } — hãy tìm một nước đi thắng, hoặc trả lời P.
exercise-answer-p = P{ $value ->
        [none] {""}
       *[other] {" "}(giá trị { $value })
    }: trước lối chơi hoàn hảo, mọi nước đi đều thua.
exercise-answer-n = N{ $value ->
        [none] {""}
       *[other] , giá trị { $value }
    }: các nước đi thắng ({ $count }):
exercise-answer-n-some = N{ $value ->
        [none] {""}
       *[other] , giá trị { $value }
    }: các nước đi thắng (hiện { $shown } trong { $count }):

# grundy play (crates/grundy-cli/src/play.rs, tui.rs)
play-cli-position = Thế cờ: { $position }   ({ $play })
play-cli-you-win = Hết ván: bạn thắng!
play-cli-computer-wins = Hết ván: máy thắng.
play-cli-prompt = Đến lượt bạn (một nước đi, m = liệt kê nước đi, h = gợi ý, w = vì sao máy đi như vậy, u = đi lại, q = thoát):
play-cli-computer = Máy: { $move }  →  { $position }
play-cli-computer-losing = {"  "}(máy đang thua: { $reason })
play-cli-over = Ván đấu đã kết thúc (u = đi lại, q = thoát).
play-cli-computer-turn = Đang là lượt của máy.
play-cli-refused = Bị từ chối: { $error }
play-cli-you = Bạn: { $move }  →  { $position }
play-cli-coach = Huấn luyện viên: { $verdict }
play-cli-cannot-judge = Huấn luyện viên: không đánh giá được nước đi này: { $error }
play-cli-not-moved = Máy chưa đi nước nào.
play-cli-computer-reason = Máy: { $move } ({ $reason }).
play-cli-too-many = Quá nhiều nước đi để liệt kê ở đây; hãy dùng ký hiệu nước đi.
play-cli-nothing-to-undo = Không có gì để đi lại.
play-cli-undone = Đã đi lại.
play-cli-notation = {"  "}Nước đi: { $forms } · mọi trò chơi: `m` liệt kê các nước đi, `#k` đi nước thứ k
play-cli-bye = Tạm biệt.
play-cli-tui-moves = các nước đi
play-cli-tui-prompt = nước đi của bạn · h gợi ý · w vì sao · u đi lại · q hoặc Esc thoát
play-cli-tui-component = thành phần { $number }: { $name }
# grundy exercise (crates/grundy-cli/src/exercise.rs)
exercise-cli-wrote = Đã ghi { $count } bài tập kèm đáp án vào { $path }. { $seed }
exercise-cli-prompt = Câu trả lời của bạn (một nước đi, hoặc P; s = bỏ qua, q = thoát):
exercise-cli-refused = Bị từ chối: { $error }
exercise-cli-score = Điểm: { $right } trên { $asked }.
exercise-cli-name = Họ tên:
exercise-cli-key = Đáp án — { $title }
