# boards: messages of this file (see crates/grundy/src/i18n/mod.rs)

## How to play a board
board-how-typed = Nhập nước đi vào ô bên dưới.
board-how-take-from = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi.
board-how-take-from-bar = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi. Đống quá lớn để vẽ là một thanh: bấm vào và nhập số lượng.
board-how-pins = Bấm vào một con ki, rồi bấm lại để đánh đổ nó, hoặc bấm con ki bên cạnh để đánh đổ cả hai.
board-how-several = Bấm một viên trong mỗi đống bạn lấy (viên đó và mọi viên bên phải nó bị lấy đi), rồi bấm lại một trong các viên đó để đi; chọn viên trong đủ số đống luật cho phép thì nước đi được thực hiện ngay.
board-how-several-typed = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi. Nước đi trên nhiều đống được nhập vào ô bên dưới.
board-how-taking = Bấm các viên mà nước đi của bạn lấy, trong mỗi đống nó thay đổi (cả viên bị lấy ra giữa một hàng): nước đi được thực hiện ngay khi các cú bấm tạo thành nó; bấm lại một viên đã chọn để đi một nước mà các nước khác kéo dài thêm. Các viên mà cú bấm sẽ lấy được đánh dấu.
board-how-taking-cut = Bấm vào khe nét đứt giữa hai viên để chia đống tại đó.

## Pieces: a piece's name, the pieces together, how many
board-item = { $noun } { $number }
board-noun-heap = đống
board-nouns-heap = các đống
board-count-heap = { $count } đống
board-noun-row = hàng
board-nouns-row = các hàng
board-count-row = { $count } hàng
board-noun-board = bàn
board-nouns-board = các bàn
board-count-board = { $count } bàn
board-noun-token = quân
board-nouns-token = các quân
board-count-token = { $count } quân
board-noun-vertex = đỉnh
board-nouns-vertex = các đỉnh
board-count-vertex = { $count } đỉnh
board-noun-edge = cạnh
board-nouns-edge = các cạnh
board-count-edge = { $count } cạnh
board-noun-square = ô
board-nouns-square = các ô
board-count-square = { $count } ô
board-noun-link = mắt xích
board-nouns-link = các mắt xích
board-count-link = { $count } mắt xích
board-noun-side = phía
board-nouns-side = các phía
board-count-side = { $count } phía
board-noun-line = đường
board-nouns-line = các đường
board-count-line = { $count } đường
board-noun-step = bậc
board-nouns-step = các bậc
board-count-step = { $count } bậc
board-noun-chip = quân cờ
board-nouns-chip = các quân cờ
board-count-chip = { $count } quân cờ
board-noun-coin = đồng xu
board-nouns-coin = các đồng xu
board-count-coin = { $count } đồng xu

## Shapes' names
board-unit-counter = { $piece }, viên { $number } trên { $count }
board-unit-cut = { $piece }: chia thành { $left } và { $right }
board-unit-pin = { $piece }, ki { $number } trên { $count }
board-unit-token = { $piece }, phần tử { $number } trên { $count }
board-counter = { $name }, viên { $number } trên { $count }
board-counters-bar = { $name }: { $count } viên
board-edge = cạnh { $from }–{ $to }
board-vertex = đỉnh { $vertex }
board-heap = đống { $heap }
board-heap-size = đống { $heap } ({ $size })
board-ask-take = Lấy bao nhiêu từ đống { $heap }?

## The board page's own labels
page-board-listed = { $count }:
page-board-more = … và { $more } nữa
page-board-row = { $name }: { $label }
page-board-empty = (trống)
page-board-nim-title = Nim ẩn trong trò chơi:
page-board-nim-heap = đống { $number }: { $size }
page-board-component = thành phần { $number }: { $game }
page-board-picture-label = { $nouns }: hình của { $game }
page-board-scroll = Bàn cờ rộng hơn màn hình: hãy cuộn sang ngang.
page-board-scroll-left = Cuộn bàn cờ sang trái
page-board-scroll-right = Cuộn bàn cờ sang phải

## The move notation
page-notation-take = lấy N từ đống H
page-notation-becomes = đống H còn M
page-notation-split = đống H tách thành các đống a, b, …
page-notation-pins = Kayles: đánh đổ các ki từ a đến b của hàng H
page-notation-several = nhiều đống cùng lúc, cách nhau bởi dấu phẩy
page-notation-token = trò chơi trên đồ thị: chuyển quân T tới đỉnh V
page-notation-component = trong một tổng: nước đi được thực hiện trong thành phần C
page-notation-part = trong trò chơi ghép: nước đi của mỗi phần theo ký hiệu riêng của nó

## A game of grundy::play::Session
session-player-human = người chơi
session-player-computer = máy tính
session-to-move = đến lượt { $player }
session-over = ván đấu kết thúc: { $player } thắng

## The web server's own errors
web-connections-too-many = máy khách này đã mở { $most } kết nối, mức tối đa một máy khách được mở trên máy chủ này: hãy đóng bớt rồi thử lại
web-json-eof = JSON kết thúc quá sớm (dòng { $line }, cột { $column })
web-json-syntax = đây không phải JSON hợp lệ (dòng { $line }, cột { $column })
web-json-io = không đọc được JSON (dòng { $line }, cột { $column })
web-json-missing-field = thiếu trường { $field }
web-json-unknown-field = ở đây không có trường { $field }
web-json-type = một giá trị có kiểu sai (dòng { $line }, cột { $column })
web-json-value = một giá trị không được đường dẫn này chấp nhận (dòng { $line }, cột { $column })
web-query-missing-field = chuỗi truy vấn thiếu tham số { $field }
web-query-unknown-field = chuỗi truy vấn có tham số { $field } mà đường dẫn này không biết
web-query-bad = chuỗi truy vấn không khớp với đường dẫn này (xem /api/openapi.json)
web-rejection-too-large = thân yêu cầu vượt quá giới hạn của máy chủ này
web-rejection-content-type = yêu cầu cần tiêu đề Content-Type: application/json
web-rejection-timeout = yêu cầu đến quá chậm
web-rejection-internal = lỗi nội bộ (HTTP { $status })
web-rejection-other = không đọc được yêu cầu (HTTP { $status }; xem /api/openapi.json)
web-internal-answer = lỗi nội bộ: không ghi được câu trả lời thành JSON
web-internal-report = lỗi nội bộ: không ghi được báo cáo thành JSON
web-internal-job = lỗi nội bộ: không ghi được tác vụ thành JSON
web-internal-values = lỗi nội bộ: báo cáo không có trường values
web-content-type = tuyến này đọc JSON: yêu cầu cần tiêu đề Content-Type: application/json (yêu cầu này ghi { $given })
web-job-forbidden = tác vụ dãy { $id } thuộc về máy khách đã bắt đầu nó: hãy gửi mã (token) nhận được khi bắt đầu, trong tiêu đề X-Job-Token (yêu cầu này không có mã, hoặc có mã khác)
web-client-jobs = máy khách này đã có { $most } tác vụ dãy đang chạy, mức tối đa một máy khách được chạy cùng lúc trên máy chủ này: hãy chờ một tác vụ xong hoặc hủy nó
web-jobs-kept = máy chủ này đã giữ { $kept } tác vụ dãy, giới hạn của nó: hãy thử lại sau (tác vụ đã dừng bị quên khi trang của nó rời đi, hoặc khi chủ của nó lâu không đọc nó)

## The plots
plot-preperiod = tiền chu kỳ: n < { $pre }
plot-period-proved = một chu kỳ (đã chứng minh): { $pre } ≤ n < { $end }
plot-period-observed = một chu kỳ (quan sát được): { $pre } ≤ n < { $end }
plot-rare-values = giá trị hiếm
plot-common-values = giá trị thường gặp
plot-histogram-title = { $name }: mỗi giá trị xuất hiện bao nhiêu lần, 0 ≤ n ≤ { $last }
plot-axis-value = giá trị G(n)
plot-axis-count = số lượng n

## The pages' navigation
page-nav-label = các trang
