# parse errors and refusals

# Các lời từ chối và lỗi của thư viện (ngoài lỗi phân tích cú pháp)

err-cancelled = phép tính đã bị hủy trước khi xong (hết thời gian)
err-unknown-lang = ngôn ngữ không rõ { $tag }: các ngôn ngữ là en, ko, ru, vi

## Dãy giá trị (grundy seq)
err-sequence-no-period = chưa chứng minh được chu kỳ của { $rule } (đã tìm đến n = { $searched }), và đống cỡ { $heap } vượt quá { $limit } giá trị tính trực tiếp
err-sequence-too-many-moves = đống cỡ { $heap } có quá nhiều nước đi để xét từng nước (khoảng { $work } bước; tối đa { $limit })
err-sequence-too-many-moves-walked = đống cỡ { $heap } có quá nhiều nước đi để xét từng nước (hơn { $limit } bước)
err-sequence-moves-beyond-values = không thể xét các nước đi của đống cỡ { $heap }: giá trị của các đống mà chúng để lại chỉ được giữ cho G(0), …, G({ PREV($kept) }) (bộ nhớ tối đa { $memory } byte)
err-sequence-too-many-options = đống cỡ { $heap } có hơn { $limit } cách đi (một nước có thể để lại nhiều đống), quá nhiều để đếm từng cách
err-sequence-memory = tính trực tiếp G({ $heap }) của { $rule } cần hơn { $limit } byte bộ nhớ (đã dùng { $held } byte sau G(0), …, G({ PREV($computed) }): bộ máy giữ mọi giá trị trong khi các thế hiếm vẫn tiếp tục xuất hiện)
err-sequence-nothing-to-compute = { $game }: không có gì để tính — các thế của nó không phải đống của một luật lấy-và-chia hay luật trừ (đống Nim cỡ n có giá trị n)
err-sequence-too-large-for-code = { $text }: quá lớn cho một mã (chỉ lượng lấy đến { $max })
err-checkpoint-not-a-checkpoint = không phải điểm lưu của grundy
err-checkpoint-format = được ghi theo định dạng { $found }; grundy này đọc định dạng { $format }
err-checkpoint-too-large = bị hỏng: phần đầu khai báo { $bytes } byte dữ liệu, hơn { $limit } GiB (mức tối đa grundy đọc từ một điểm lưu)
err-checkpoint-length = bị hỏng: có { $found } byte dữ liệu trong khi đã ghi { $declared } (bị cắt cụt?)
err-checkpoint-checksum = bị hỏng: tổng kiểm tra không khớp
err-checkpoint-decode = bị hỏng: không giải mã được ({ $why })
err-checkpoint-wrong-game = tệp này dành cho trò chơi { $saved }, không phải { $asked }
err-checkpoint-inconsistent = không nhất quán: { $why }
err-values-not-a-values-file = không phải tệp giá trị của grundy
err-values-version = được ghi theo định dạng { $found }; grundy này đọc định dạng { $format }
err-values-damaged = phần đầu bị hỏng: { $why }
err-values-too-wide = giá trị { $value } không vừa trong { $width } (tối đa { $max })
err-values-name-too-long = tên { $name } dài hơn sức chứa của phần đầu (65.535 byte)
err-engine-unsupported = bộ máy { $engine } không tính được { $rule }: { $reason }
err-engine-value-overflow = G({ $n }) lớn hơn 65535, giá trị lớn nhất mà bộ máy lưu được
err-engine-memory = G({ $n }) cần { $mib } MiB bảng chia, vượt giới hạn { $limit } MiB
err-engine-bad-state = không khôi phục được trạng thái bộ máy: { $why }
err-engine-rule = không khôi phục được trạng thái bộ máy: luật của nó không đọc được: { $error }
err-rule-too-many-steps = liệt kê các lựa chọn của đống cỡ { $heap } mất hơn { $steps } bước
err-subtraction-budget = không tìm thấy chu kỳ trong ngân sách công việc { $budget } (sau khi tính { $computed } giá trị)

## Các trò chơi ẩn Nim
err-coins-below-first = không có đồng xu { $coin }: các đồng xu được đánh số từ { $first }
err-coins-duplicate = đồng xu { $coin } được liệt kê hai lần
err-coins-too-much-work = tìm các nước đi mất { $work } bước, vượt giới hạn { $limit }
err-coins-too-far = đồng xu { $coin } quá xa về bên phải (giới hạn { $limit })
## Đồ thị và trò chơi có chu trình
err-loopy-too-large = trò chơi có hơn { $limit } thế
err-loopy-overflow = đồ thị quá lớn cho số đỉnh 32 bit ({ $what })
err-binary-magic = không phải đồ thị nhị phân của grundy (tệp không bắt đầu bằng { $magic })
err-binary-length = tệp có { $actual } byte nhưng phần đầu của nó ({ $vertices } đỉnh, { $arcs } cung) cần { $expected }: bị cắt cụt hoặc không phải đồ thị nhị phân
err-binary-checksum = tổng kiểm tra không khớp (đã lưu { $stored }, tính được { $computed }): tệp bị hỏng
err-binary-malformed = đồ thị sai dạng: { $why }
err-binary-too-many-vertices = { $count } đỉnh: chỉ hỗ trợ tối đa { $max }
err-binary-sparse = số đỉnh lớn nhất là { $max } nhưng chỉ có { $named } đỉnh được nêu tên: hãy đánh số lại các đỉnh từ 0
err-loopy-checkpoint-magic = không phải điểm lưu đồ thị của grundy (tệp không bắt đầu bằng GRUNDYC1)
err-loopy-checkpoint-truncated = điểm lưu bị cắt cụt hoặc có byte thừa
err-loopy-checkpoint-checksum = tổng kiểm tra của điểm lưu không khớp: tệp bị hỏng
err-loopy-checkpoint-other-graph = điểm lưu thuộc về một đồ thị có { $checkpoint } đỉnh, đồ thị này có { $graph }
err-loopy-checkpoint-inconsistent = các giá trị của điểm lưu không khớp với vòng của nó

## Tìm kiếm và thành phần
err-search-too-large = cây trò chơi quá lớn để tìm kiếm vét cạn (hơn { $limit } thế)
err-search-cycle = trò chơi có chu trình: một thế có thể quay lại chính nó (grundy::loopy::LoopySolver cho giá trị của các trò chơi có chu trình)
err-search-too-many-moves = việc tìm kiếm sẽ phải sinh ra hơn { $limit } nước đi
err-refusal-heap-too-large = một đống quá lớn để tìm kiếm
err-refusal-too-many-moves = một thế có khoảng { $moves } nước đi, quá nhiều để tìm kiếm
err-refusal-too-many-positions = cây trò chơi có tới { $states } thế, hơn giới hạn { $limit }
err-refusal-too-much-work = tới { $states } thế, mỗi thế tới { $branching } nước đi, là quá nhiều việc
err-refusal-visited = sẽ phải duyệt hơn { $count } thế
err-refusal-generated = việc tìm kiếm dừng sau khi sinh ra { $count } nước đi, giới hạn của nó
err-refusal-cycle = tìm thấy một chu trình
err-component-search-too-large = tìm kiếm vét cạn nằm ngoài tầm với ({ $why })
err-component-too-large = { $what } vượt giới hạn { $limit }
err-move-unreadable = không đọc được nước đi { $text }: { $reason }
err-move-illegal = nước đi không hợp lệ: { $why }

## Ván chơi và bài tập
err-session-over = ván chơi đã kết thúc
err-session-turn-human = đến lượt người chơi
err-session-turn-computer = đến lượt máy tính
err-exercise-level = không có cấp { $level }: các cấp là 1 đến 5
err-exercise-count = { $count } bài tập: một tờ có từ 1 đến { $max } bài
err-exercise-game = không thể tạo bài tập về `{ $game }`: { $reason } (các trò chơi có thể: { $games })
err-exercise-cancelled = việc tạo bài tập đã bị hủy
err-exercise-too-few = ở cấp này chỉ tạo được { $made } bài tập khác nhau trong số { $wanted } bài được yêu cầu

## Chơi ngược (misère)
err-verify-format = không phải thương misère đã lưu (định dạng { $format }, phiên bản { $version }; bản dựng này đọc { $expected } phiên bản { $reads })
err-verify-rule = tệp chứa thương của { $found }, không phải của { $expected }
err-quotient-too-large = thương trở nên quá lớn tại đống { $heap }: { $what }
err-quotient-no-pretension = không có thương nào qua được kiểm chứng tại đống { $heap } trong số lần hiệu chỉnh lại cho phép
err-quotient-interrupted = bị ngắt sau đống { $heap }
err-quotient-bad-state = không thể tiếp tục trạng thái đã lưu: { $why }
err-quotient-not-heaps = { $game } không phải trò chơi đống: các thế của nó không phải tổng các đống, nên nó không có thương misère của các đống
err-recurrence-splits = một nước đi của { $game } có thể chia một đống, nên các lựa chọn của một đống là tổng các đống
err-recurrence-unbounded = một nước đi của { $game } có thể lấy bao nhiêu quân cũng được
err-recurrence-no-period = kết cục chơi ngược của một đống { $rule } đã được tính cho các đống đến { $computed } mà không có cửa sổ lặp lại gồm { $window } kết cục (chưa chứng minh được chu kỳ)

## Các lời từ chối của máy chủ web (grundy serve)
web-not-found = không có trang hay đường dẫn API nào như vậy: { $path }
web-method-not-allowed = phương thức { $method } không được phép ở đây (xem /api/openapi.json)
web-needs-body = yêu cầu cần một thân JSON (xem /api/openapi.json)
web-bad-body = thân yêu cầu không khớp với đường dẫn này: { $error }
web-body-too-large = thân yêu cầu vượt giới hạn { $max } byte của máy chủ này
web-body-unreadable = không đọc được thân yêu cầu: { $error }
web-body-timeout = thân yêu cầu không đến trong vòng { $secs } giây, giới hạn của máy chủ này
web-answer-not-read = máy khách không nhận câu trả lời kịp thời
web-answer-cut = bên đọc bị treo: câu trả lời bị cắt
web-client-computations = máy khách này đã có { $most } phép tính đang chạy hoặc đang chờ, mức tối đa một máy khách được có cùng lúc trên máy chủ này: hãy chờ câu trả lời trước khi hỏi lại
web-stopping = máy chủ đang dừng
web-computation-failed = lỗi nội bộ: phép tính thất bại
web-time-budget = phép tính mất hơn { $secs } giây, giới hạn của máy chủ này: hãy thử một thế nhỏ hơn (hoặc một tác vụ dãy cho các dãy dài)
web-busy = máy chủ đang bận: không có chỗ tính nào trống trong { $secs } giây; hãy thử lại
web-cancelled = phép tính mất lâu hơn giới hạn của máy chủ này: hãy thử một thế nhỏ hơn
web-too-many-heaps = thế có { $heaps } đống; máy chủ này nhận nhiều nhất { $max } (dòng lệnh nhận hàng triệu)
web-bad-game = trò chơi không hợp lệ: { $error }
web-bad-ruleset = luật không hợp lệ: { $error }
web-upto-too-large = upto = { $upto } vượt giới hạn { $max } của đường dẫn này
web-upto-too-large-jobs = upto = { $upto } vượt giới hạn { $max } của đường dẫn này: hãy dùng một tác vụ dãy (POST /api/sequence/jobs) cho các lần chạy dài hơn
web-maxheap-too-large = maxheap = { $maxheap } vượt giới hạn { $max } của đường dẫn này
err-register-no-name = một trò chơi cần có tên để vào danh sách
err-register-bad-name = { $name } không thể là tên trò chơi: tên bắt đầu bằng một chữ thường, tiếp theo là chữ thường, chữ số, - và _
err-register-name-taken = tên { $name } đã có chủ: trò chơi { $by } dùng nó
err-canonical-too-large = dạng chính tắc chơi ngược cần nhiều hơn { $limit } dạng khác nhau (giới hạn của công việc)
err-canonical-syntax = { $text }: không phải dạng chính tắc chơi ngược theo ký hiệu của CGSuite (dừng ở ký tự thứ { $at })
err-canonical-no-difference = { $text }: chỉ số dưới trừ một đống nim, nhưng không tìm thấy trò chơi nào cộng với đống đó cho ra dạng đứng trước
err-canonical-too-long = tên của dạng chính tắc chơi ngược dài hơn { $limit } ký tự
err-canonical-too-much-work = hiệu của hai dạng chính tắc chơi ngược cần hiệu của hơn { $limit } cặp thế cờ con của chúng (giới hạn công việc)
err-canonical-too-many-steps = các dạng chính tắc chơi ngược cần hơn { $limit } bước rút gọn (giới hạn công việc)
err-canonical-too-many-sums = các phần của một dạng chính tắc chơi ngược cần hơn { $limit } tổng của các phần ứng viên, hoặc hơn chừng ấy cách phân tích (giới hạn công việc)
err-canonical-not-searchable = dạng chính tắc chơi ngược cần cây trò chơi của mọi thành phần, mà ở đây có một thành phần không thể duyệt từng nước
err-canonical-too-many-positions = dạng chính tắc chơi ngược cần duyệt hơn { $limit } thế (giới hạn của công việc)

## heap rules written as a formula, evaluated (grundy-heap heap/formula/eval.rs)
err-formula-division-by-zero = công thức chia cho không ở đống { $heap } (ký tự thứ { $column })
err-formula-overflow = phép tính của công thức vượt quá 64 bit ở đống { $heap } (ký tự thứ { $column })
err-formula-negative = công thức để lại đống { $part } từ đống { $heap }: kích thước đống không thể âm
err-formula-not-smaller = công thức để lại đống { $part } từ đống { $heap }: mọi đống một nước đi để lại phải nhỏ hơn đống được đi
err-formula-too-many-options = công thức cho đống { $heap } nhiều hơn { $limit } lựa chọn
err-formula-too-much-work = công thức cần hơn { $limit } bước ở đống { $heap }
err-formula-heap-too-large = đống { $heap } vượt quá các số 64 bit của công thức
