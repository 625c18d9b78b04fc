# boards: messages of this file (see crates/grundy/src/i18n/mod.rs)

## How to play a board
board-how-typed = Nhập nước đi vào ô bên dưới.
board-how-take-from = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi.
board-how-pins = Bấm vào một con ki, rồi bấm lại để đánh đổ nó, hoặc bấm con ki bên cạnh để đánh đổ cả hai.
board-how-several = Bấm một viên trong mỗi đống bạn lấy (viên đó và mọi viên bên phải nó bị lấy đi), rồi bấm lại một trong các viên đó để đi; chọn viên trong đủ số đống luật cho phép thì nước đi được thực hiện ngay.
board-how-several-typed = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi. Nước đi trên nhiều đống được nhập vào ô bên dưới.
board-how-arc-kayles = Bấm vào một cạnh: cạnh đó và mọi cạnh chạm vào nó bị lấy đi.
board-how-node-kayles = Bấm vào một đỉnh: đỉnh đó và các đỉnh kề bị lấy đi.
board-how-cram = Bấm hai ô trống kề nhau: một quân domino phủ lên chúng.
board-how-wythoff-queen = Bấm vào một ô để đưa quân hậu tới đó: sang trái, xuống dưới, hoặc theo đường chéo về góc (0, 0).
board-how-wythoff-heaps = Bấm vào một viên của một đống: viên đó và mọi viên bên phải nó bị lấy đi. Bấm một viên ở hàng cuối để lấy số lượng như nhau từ cả hai đống. Đống quá lớn để vẽ là một thanh: bấm vào và nhập số lượng.
board-how-caterpillar = Bấm một mắt xích xanh, rồi một mắt xích gần đuôi hơn để sơn lại cả hai, hoặc bấm lại mắt xích xanh để chỉ sơn lại nó.
board-how-chocolate = Bấm vào một đường giữa các ô: thanh sô-cô-la gãy theo đường đó và phần không có ô đánh dấu bị ăn.
board-how-hackenbush = Bấm vào một cạnh để cắt: mọi thứ mất đường nối với mặt đất đều rơi xuống.
board-how-lines = Bấm vào một mắt xích để bỏ đi: các mắt xích bị tách khỏi nền sẽ rơi.
board-how-poker = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi. Đống quá lớn để vẽ là một thanh: bấm vào và nhập số lượng.
board-how-poker-adding = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi. Hoặc thêm từ kho của bạn: bấm một viên trong kho của người đến lượt (viên đó và mọi viên bên phải nó được thêm), rồi bấm dấu + sau một đống. Đống hoặc kho quá lớn để vẽ là một thanh: bấm vào và nhập số lượng.
board-how-staircase = Bấm vào một đồng xu: đồng xu đó và các đồng xu sau nó trên cùng bậc xuống một bậc.
board-how-strip = Bấm vào một quân cờ, rồi bấm ô muốn chuyển nó tới.
board-how-tartan = Bấm một mặt ngửa (vàng), rồi bấm góc đối diện của hình chữ nhật các đồng xu cần lật, hoặc bấm lại mặt ngửa để chỉ lật nó.
board-how-ruler = Bấm một mặt ngửa (vàng), rồi bấm đầu xa của dãy đồng xu bên trái nó để lật cả dãy, hoặc bấm lại mặt ngửa để chỉ lật nó.
board-how-spawning = Bấm một mặt ngửa (vàng), rồi bấm các đồng xu khác cần lật cùng (bấm lại đồng cuối để lật những đồng đã chọn).

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
board-unit-pin = { $piece }, ki { $number } trên { $count }
board-unit-token = { $piece }, phần tử { $number } trên { $count }
board-counter = { $name }, viên { $number } trên { $count }
board-counters-bar = { $name }: { $count } viên
board-edge = cạnh { $from }–{ $to }
board-vertex = đỉnh { $vertex }
board-square-empty = ô { $square } (trống)
board-square-blocked = ô { $square } (bị chặn)
board-wythoff-square = ô ({ $x }, { $y })
board-wythoff-queen = quân hậu ở ({ $x }, { $y })
board-heap = đống { $heap }
board-heap-size = đống { $heap } ({ $size })
board-wythoff-both = cả hai
board-wythoff-both-heaps = cả hai đống
board-ask-take = Lấy bao nhiêu từ đống { $heap }?
board-ask-take-both = Lấy bao nhiêu từ cả hai đống?
board-link = mắt xích { $link }
board-link-green = mắt xích { $link }, xanh
board-link-white = mắt xích { $link }, trắng
board-head = cái đầu
board-side-above = hàng phía trên
board-side-right = cột bên phải
board-side-below = hàng phía dưới
board-side-left = cột bên trái
board-marked-square = ô đánh dấu
board-bar-square = ô ở hàng { $row }, cột { $column }
board-ground = mặt đất
board-line-both-ends = { $line } (cả hai đầu)
board-line-link = mắt xích { $link } của đường { $line }
board-joint = một khớp nối
board-base = nền
board-add-to-heap = thêm vào đống { $heap }
board-bank-mine-caption = kho người đến lượt ({ $count })
board-bank-mine = kho của người đến lượt
board-bank-other-caption = kho còn lại ({ $count })
board-bank-other = kho của người kia
board-additions-left = số lần thêm còn lại: { $count }
board-ask-add = Thêm bao nhiêu viên từ kho vào đống { $heap }?
board-step = bậc { $step }
board-floor = mặt sàn
board-floor-caption = sàn
board-step-coin = bậc { $step }, đồng xu { $number } trên { $count }
board-cell = ô { $cell }
board-chip-on = quân cờ ở ô { $cell }
board-coin = đồng xu { $coin }
board-coin-heads = đồng xu { $coin }, ngửa
board-coin-tails = đồng xu { $coin }, sấp
board-coin-heads-at = đồng xu ({ $x }, { $y }), ngửa
board-coin-tails-at = đồng xu ({ $x }, { $y }), sấp

## The board page's own labels
page-board-listed = { $count }:
page-board-more = … và { $more } nữa
page-board-row = { $name }: { $label }
page-board-empty = (trống)
page-board-nim-title = Nim ẩn trong trò chơi:
page-board-nim-heap = đống { $number }: { $size }
page-board-component = thành phần { $number }: { $game }
page-board-picture-label = { $nouns }: hình của { $game }

## The move notation
page-notation-take = lấy N từ đống H
page-notation-becomes = đống H còn M
page-notation-pins = Kayles: đánh đổ các ki từ a đến b của hàng H
page-notation-several = Nim_k của Moore: nhiều đống cùng lúc
page-notation-token = trò chơi trên đồ thị: chuyển quân T tới đỉnh V
page-notation-component = trong một tổng: nước đi được thực hiện trong thành phần C

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
