# Những gì lệnh grundy tự in ra (crates/grundy-cli): tiến trình, tóm tắt, lỗi của tùy
# chọn và tệp; và các tác vụ dãy của máy chủ web.

## Lời của clap (trong các ngôn ngữ khác tiếng Anh).
cli-default = mặc định: { $values }
cli-possible-values = giá trị có thể: { $values }
clap-value-required = '{ $arg }' cần một giá trị nhưng không có giá trị nào được cho
clap-invalid-value = giá trị '{ $value }' không hợp lệ cho '{ $arg }'
clap-value-validation = giá trị '{ $value }' không hợp lệ cho '{ $arg }': { $why }
clap-unknown-argument = đối số không mong đợi '{ $arg }'
clap-unknown-subcommand = lệnh con không được nhận ra '{ $name }'
clap-no-equals = cần dấu bằng khi gán giá trị cho '{ $arg }'
clap-too-many-values = giá trị không mong đợi '{ $value }' cho '{ $arg }': không cần thêm giá trị nào
clap-wrong-number-of-values = '{ $arg }' cần { $expected } giá trị, nhưng có { $actual }
clap-used-twice = đối số '{ $arg }' không được dùng nhiều lần
clap-conflict = đối số '{ $arg }' không được dùng cùng với '{ $prior }'
clap-missing-argument = thiếu các đối số bắt buộc: { $args }
clap-missing-subcommand = cần một lệnh con nhưng không có
clap-invalid-utf8 = có UTF-8 không hợp lệ trong các đối số
clap-bad-arguments = các đối số không hợp lệ
clap-did-you-mean = gợi ý: có một cái tương tự: '{ $suggestion }'
clap-more-information = Để biết thêm, hãy thử '--help'.
clap-int-empty = không có số nào
clap-int-invalid-digit = chuỗi có chữ số không hợp lệ
clap-int-too-large = số quá lớn
clap-int-too-small = số quá nhỏ
clap-int-zero = số không được bằng 0
clap-int-invalid = không phải là một số hợp lệ
clap-float-invalid = không phải là một số hợp lệ
clap-not-in-range = { $value } không nằm trong { $range }

## Thanh tiến trình.
cmd-bar-values = giá trị
cmd-bar-vertices = đỉnh đã xác định
cmd-bar-eta = còn lại
cmd-bar-ctrl-c = (Ctrl-C để dừng)
cmd-bar-round = vòng
cmd-bar-nim-sequence = dãy nim
cmd-bar-positions = thế cờ
cmd-bar-genus = tìm giống (genus)

## grundy seq
cmd-removed-stale = đã xóa { $file }, do một lần ghi bị ngắt của điểm lưu { $checkpoint } để lại
cmd-seq-out-format = --out { $file }: hãy nêu định dạng (--csv, --jsonl, --bfile, hoặc --format u8|u16le|u32le|u64le)
cmd-seq-threads = --threads: không tạo được nhóm luồng
cmd-seq-name-game = hãy nêu một trò chơi
cmd-seq-from-past-upto = --from { $from } vượt quá --upto { $upto }: không có gì để ghi
cmd-seq-json-and-values = cả --json lẫn các giá trị đều ra đầu ra chuẩn: hãy ghi các giá trị bằng --out FILE
cmd-the-checkpoint = điểm lưu { $file }
cmd-seq-checkpoint-longer = điểm lưu { $file } chứa G(0), …, G({ PREV($computed) }), nhiều hơn --upto { $upto } yêu cầu, và chỉ giữ { $limit } giá trị đầu: hãy tiếp tục với --upto { $resume } trở lên
cmd-seq-no-checkpoint-needed = { $game }: được tính bằng công thức đóng hoặc hệ thức truy hồi trừ, không cần điểm lưu (bỏ --checkpoint)
cmd-seq-part-gone = { $file } không còn nữa
cmd-seq-write-rest = hãy ghi phần còn lại bằng --from { $from } (rồi nối vào những gì lần chạy đầu đã ghi), hoặc dùng --out FILE, tệp dở dang của nó được lần chạy tiếp tục ghi tiếp
cmd-seq-past-keep-limit = điểm lưu đã vượt { $limit } giá trị và chỉ giữ các giá trị đầu: không thể ghi lại các giá trị từ n = { $from } ({ $how })
cmd-seq-plot-past-keep-limit = không dùng được --plot khi tiếp tục một lần chạy dài hơn { $limit } giá trị
cmd-seq-wrote = đã ghi G({ $from }), …, G({ $upto }) vào { $file }
cmd-seq-wrote-generated = đã ghi G({ $from }), …, G({ $upto }) vào { $file }; từ n = { $generated } trở đi sinh ra từ chu kỳ đã chứng minh
cmd-seq-wrote-plot = đã vẽ G({ $from }), …, G({ $upto }) vào { $file }
cmd-seq-wrote-histogram = đã vẽ tần suất mỗi giá trị của G(0), …, G({ $upto }) vào { $file }
cmd-seq-wrote-certificate = đã ghi chứng chỉ của chứng minh vào { $file }; kiểm tra bằng: grundy-check { $file }
cmd-seq-wrote-certificate-unchecked = đã ghi chứng chỉ của chứng minh vào { $file }; grundy-check không thể kiểm tra định lý của nó ({ $theorem }) và sẽ nói vậy
cmd-seq-no-certificate = không chứng minh được chu kỳ nào của { $game } trong G(0), …, G({ $upto }): không ghi chứng chỉ
cmd-census-wrote-certificates = đã ghi { $count } chứng chỉ vào { $dir } (kiểm tra từng cái bằng grundy-check)
cmd-census-cannot-create-dir = không tạo được thư mục { $dir }
cmd-seq-saved-checkpoint = đã lưu trạng thái tính toán (đã tính G(0), …, G({ $computed })) vào { $file }; --resume { $file } sẽ tính tiếp
cmd-seq-table-left-out = (bảng giá trị được bỏ qua khi các giá trị được ghi ra tệp hoặc hình: --table để in nó)
cmd-plot-title = { $name }: G(n) với { $from } ≤ n ≤ { $upto }
cmd-seq-interrupted-unsaved = bị ngắt sau G(0), …, G({ PREV($computed) }); không lưu gì ({ $game } không cần điểm lưu)
cmd-seq-interrupted = bị ngắt sau G(0), …, G({ PREV($computed) }); đã lưu điểm lưu vào { $file }
cmd-seq-interrupted-part = bị ngắt sau G(0), …, G({ PREV($computed) }) (các giá trị đến giờ nằm trong { $part }); đã lưu điểm lưu vào { $file }
cmd-seq-resume-with = tiếp tục bằng: { $command } và cùng các tùy chọn đầu ra
cmd-check-name-game = { $file }: hãy nêu trò chơi (grundy seq GAME --check FILE): chỉ định dạng nhị phân ghi tên nó
cmd-check-other-game = { $file } chứa các giá trị của { $held } ({ $held_code }), không phải của { $game } ({ $code })
cmd-check-unfinished = { $file }: tệp chưa hoàn tất (phần đầu của nó không đếm giá trị nào)
cmd-check-no-values = { $file }: không có giá trị
cmd-check-rows-down = { $file }: n = { $n } đứng sau n = { $previous }: các hàng phải tăng dần
cmd-check-wrong = { $file }: trong tệp G({ $n }) là { $value }, nhưng tính lại được { $expected } (đã kiểm tra { $checked } giá trị)
cmd-check-sample-agrees = { $checked } giá trị chọn ngẫu nhiên khớp với phép tính lại
cmd-check-all-agree = cả { $checked } giá trị đều khớp với phép tính lại
cmd-check-checksum-wrong = { $how }, nhưng tổng kiểm tra không khớp với các giá trị (tệp đã bị sửa sau khi ghi)
cmd-check-checksum-ok = { $how }; tổng kiểm tra khớp
cmd-compare-differ = khác nhau đầu tiên tại n = { $n }: { $a } có { $v }, { $b } có { $w } ({ $same } giá trị trước đó trùng nhau)
cmd-compare-longer-range = { $same } giá trị mà cả hai cùng có đều trùng nhau ({ $from } ≤ n ≤ { $to })
cmd-compare-longer-none = { $same } giá trị mà cả hai cùng có đều trùng nhau
cmd-compare-longer = { $longer } còn tiếp tại n = { $n }, nơi { $shorter } kết thúc; { $agree }
cmd-compare-checksum = { $file }: tổng kiểm tra không khớp với các giá trị của nó
cmd-compare-same = cùng { $same } giá trị G({ $from }), …, G({ $to })
cmd-compare-nothing-common = không có giá trị chung

## Tệp (mọi lệnh)
cmd-cannot-create = không tạo được { $file }
cmd-cannot-write = không ghi được { $file }
cmd-cannot-open = không mở được { $file }
cmd-cannot-read = không đọc được { $file }
cmd-cannot-cut = không cắt được { $file }
cmd-cannot-map = không ánh xạ được { $file } vào bộ nhớ
cmd-cannot-move = không chuyển được { $file } sang { $to }
cmd-cannot-move-into-place = không đặt được { $file } vào chỗ
cmd-output-not-a-file = { $file } không phải tệp thường, thiết bị ký tự hay đường ống: không ghi đè lên nó
cmd-output-too-many-links = { $file }: quá { $limit } liên kết tượng trưng nối tiếp
cmd-values-binary-pipe = các định dạng nhị phân hoàn tất phần đầu ở cuối, điều mà đường ống không cho phép: hãy đưa một tệp thường thay cho { $file }
cmd-not-file-name = { $file } không phải là tên tệp

## Tệp giá trị (grundy seq --out, --check, --resume)
cmd-values-unknown-format = định dạng không rõ { $format }: csv, jsonl, bfile, u8, u16le, u32le hoặc u64le
cmd-values-binary-needs-out = các định dạng nhị phân cần --out FILE (phần đầu của chúng được hoàn tất ở cuối)
cmd-values-other-part = { $file } không phải tệp dở dang của lần chạy này (nó chứa giá trị { $width } của { $code } từ n = { $first }): hãy xóa nó, hoặc tiếp tục với cùng --format và --from
cmd-values-other-format = { $file } không phải tệp dở dang của lần chạy này (định dạng khác): hãy xóa nó, hoặc tiếp tục với cùng định dạng
cmd-values-part-short = { $file } chỉ chứa giá trị đến n = { $last }, nhưng điểm lưu ở n = { $at }: hãy xóa nó và chạy lại
cmd-values-expected-n = { $file }: mong đợi n = { $n }, gặp n = { $found }
cmd-values-part-differs = { $file }: trong tệp G({ $n }) là { $value }, nhưng trong điểm lưu là { $kept }
cmd-values-too-wide = --format { $format }: G({ $n }) = { $value }: { $why }; hãy dùng định dạng rộng hơn
cmd-values-header-short = { $file }: phần đầu bị cắt cụt
cmd-values-ends-early = { $file }: tệp hết sau { $count } giá trị, nhưng phần đầu ghi { $header }
cmd-values-bad-row = { $file } dòng { $line }: { $text } không phải là giá trị (n,g — n g — {"{"}"n":…,"g":…{"}"} — hoặc mỗi dòng một giá trị)
cmd-values-other-first-line = { $file } không phải tệp dở dang của lần chạy này (dòng đầu không theo định dạng): hãy xóa nó, hoặc tiếp tục với cùng định dạng

## Điểm lưu và hình vẽ
cmd-cannot-write-checkpoint = không ghi được điểm lưu { $file }
cmd-cannot-read-checkpoint = không đọc được điểm lưu { $file }
cmd-checkpoint-no-file-name = đường dẫn điểm lưu không có tên tệp
cmd-plot-kind = { $file }: hình vẽ được ghi dưới dạng .svg hoặc .png
cmd-plot-cannot-draw = không vẽ được { $file }: { $why }

## grundy census
cmd-census-cannot-read-codes = không đọc được tệp mã { $file }
cmd-census-no-family = không có họ nào: hãy cho --octal-digits K, --hex-digits K, --subtraction-max M hoặc --codes FILE
cmd-census-in-file = trong tệp mã { $file }
cmd-census-time-per-code = --time-per-code { $value }: hãy cho một số giây dương
cmd-worker-stopped = một luồng làm việc đã dừng
cmd-census-row-periodic = tuần hoàn, tiền chu kỳ { $preperiod }, chu kỳ { $period }
cmd-census-row-open = chưa rõ đến { $at }
cmd-census-row-error = lỗi: { $why }
cmd-census-process-done = tiến trình { $process }: xong (tiến trình 0 giữ các hàng)
cmd-census-summary = điều tra: { $rows } hàng ({ $forms } dạng chuẩn): { $periodic } tuần hoàn, { $open } chưa rõ, { $errors } lỗi
cmd-census-work = { $resumed } hàng đã có trong { $file }, { $written } hàng ghi bây giờ ({ $computed } dạng chuẩn được tính) trong { $seconds } giây với { $workers } luồng × { $processes } tiến trình
cmd-census-longest-period = chu kỳ dài nhất: { $period } ({ $form })
cmd-census-longest-preperiod = tiền chu kỳ dài nhất: { $preperiod } ({ $form })
cmd-census-equal = { $count } lớp dạng chuẩn có cùng dãy nim đã chứng minh:
cmd-census-shifted = { $count } lớp có dãy nim đã chứng minh là dãy của lớp khác bị dịch (G_a(n + k) = G_b(n)):
cmd-census-shifted-by = { $a } = { $b } dịch đi { $k }
cmd-census-rows-in = các hàng: { $file } và { $csv }
cmd-census-col-form = dạng chuẩn
cmd-census-col-codes = mã
cmd-census-col-status = trạng thái
cmd-census-col-preperiod = tiền chu kỳ
cmd-census-col-period = chu kỳ
cmd-census-col-checked = kiểm đến
cmd-census-col-largest = lớn nhất
cmd-census-col-rare = hiếm

## grundy census / graph solve on several processes (timely)
cmd-timely-workers = -w { $threads }: hãy cho từ 1 đến 1024 luồng làm việc
cmd-timely-index = -p { $process } với -n { $processes }: chỉ số phải nhỏ hơn số tiến trình

## grundy graph
cmd-graph-written = { $file }: { $vertices } đỉnh, { $arcs } cung, { $bytes } byte
cmd-graph-unknown-kind = loại đồ thị không rõ { $kind }: `random`, `cycle`, `fair-shares` hoặc `square-but-one`
cmd-graph-coins-only-fair-shares = --coins và --text chỉ dùng cho `grundy graph gen fair-shares`
cmd-graph-needs-vertices = `grundy graph gen { $kind }` cần --vertices
cmd-graph-fair-shares-no-vertices = fair-shares nhận --coins (các đỉnh là các phân hoạch của số đồng xu), không nhận --vertices
cmd-graph-fair-shares-needs-coins = `grundy graph gen fair-shares` cần --coins N (từ 1 đến { $max })
cmd-graph-fair-shares-written = { $file }: Fair Shares and Varied Pairs với { $coins } đồng xu, { $vertices } đỉnh (phân hoạch), { $arcs } cung, { $bytes } byte
cmd-graph-stats-file = { $file }: { $bytes } byte, tổng kiểm tra đúng
cmd-graph-stats-size = đỉnh { $vertices }, cung { $arcs }, bậc ra trung bình { $degree }
cmd-graph-stats-degrees = đỉnh cụt { $sinks }, khuyên { $loops }, bậc ra lớn nhất { $out }, bậc vào lớn nhất { $inward }
cmd-graph-not-usable = { $file } không phải là đồ thị nhị phân dùng được
cmd-graph-cannot-resume = không tiếp tục được từ { $file }
cmd-graph-resuming = tiếp tục từ { $file } ở vòng { $round }
cmd-graph-stopped-saved = dừng ở vòng { $round }; đã lưu vào { $file } — chạy lại cùng lệnh để tiếp tục
cmd-graph-stopped = dừng ở vòng { $round } (cho --checkpoint FILE để có thể tiếp tục)
cmd-graph-solved = { $vertices } đỉnh, { $arcs } cung: { $rounds } vòng trong { $seconds } giây
cmd-graph-solve-speed = { $graph } triệu cung đồ thị/giây ({ $scanned } triệu cung được xem/giây); mảng của bộ giải { $solver } MB (12 byte mỗi đỉnh), đồ thị { $file } MB, RSS đỉnh { $peak } MB
cmd-graph-checkpoint-one-machine = --checkpoint chỉ dành cho bộ giải trên một máy (không có -w và -n)
cmd-graph-dist-round = vòng { $round }: { $labelled } được gán nhãn, { $infinite } ∞, { $supersteps } siêu bước, { $messages } thông điệp ({ $remote } tới tiến trình khác) [{ $seconds } giây]
cmd-graph-process-done = tiến trình { $process }: xong (tiến trình 0 ghi các giá trị)
cmd-graph-dist-solved = { $vertices } đỉnh, { $arcs } cung: { $rounds } vòng trong { $seconds } giây trên { $processes } tiến trình × { $workers } luồng
cmd-graph-dist-speed = các vòng { $rounds } giây ({ $speed } triệu giá trị/giây), gom và ghi giá trị trong { $gather } giây; { $supersteps } siêu bước, { $messages } thông điệp giữa các luồng, { $remote } ({ $megabytes } MB) giữa các tiến trình; RSS đỉnh { $peak } MB

## grundy quotient, grundy genus
cmd-bar-heap = đống
cmd-json-cannot-read =
    không đọc được { $kind ->
        [checkpoint] điểm lưu
       *[saved] thương đã lưu
    } { $file }
cmd-json-too-large =
    { $kind ->
        [checkpoint] điểm lưu
       *[saved] thương đã lưu
    } { $file } lớn hơn { $limit } byte
cmd-json-unreadable =
    { $kind ->
        [checkpoint] điểm lưu
       *[saved] thương đã lưu
    } { $file } không đọc được
cmd-quotient-not-checkpoint = { $file } không phải là điểm lưu của grundy quotient (định dạng { $format }, phiên bản { $version })
cmd-quotient-saved = đã lưu trạng thái vào { $file } (tiếp tục bằng: { $command })
cmd-quotient-wrote = đã ghi thương vào { $file } (grundy quotient --verify { $file } kiểm tra nó)
cmd-quotient-not-saved = thêm --checkpoint FILE để giữ trạng thái
cmd-quotient-time-limit = giới hạn thời gian { $seconds } giây đã hết sau đống { $heap }; { $saved }
cmd-quotient-interrupted = bị ngắt sau đống { $heap }; { $saved }
cmd-quotient-bad-rule = luật { $rule } của { $file }: { $why }
cmd-quotient-other-rule = { $file } chứa thương của { $held }, không phải của { $given }
cmd-quotient-verify-time-limit = giới hạn thời gian { $seconds } giây đã hết trước khi kiểm tra xong

## grundy serve
cmd-serve-positive = { $value }: hãy cho một số nguyên lớn hơn 0
cmd-serve-not-seconds = { $value } không phải là số giây
cmd-serve-seconds-range = { $value }: hãy cho số giây lớn hơn 0 và nhiều nhất 86400
cmd-serve-no-runtime = không khởi động được môi trường chạy bất đồng bộ
cmd-serve-cannot-listen = không lắng nghe được trên { $address }
cmd-serve-serving = đang phục vụ tại { $url } (Ctrl-C để dừng; nhiều nhất { $connections } kết nối)
cmd-serve-serving-files = đang phục vụ tại { $url } (Ctrl-C để dừng; nhiều nhất { $connections } kết nối, dưới giới hạn tệp mở { $files })
cmd-serve-stopping = đang dừng
cmd-serve-failed = máy chủ bị lỗi
cmd-serve-no-ctrl-c = không xử lý được Ctrl-C

## Đọc thế cờ và tệp
cmd-bytes = { $count } byte
cmd-input-in = trong { $file }
cmd-input-no-heaps = { $file } không chứa kích thước đống nào
cmd-input-too-many-digits = dòng { $line }: kích thước đống quá lớn (hơn { $digits } chữ số)
cmd-input-nul = dữ liệu nhị phân (một byte NUL) tại byte { $at }: cần kích thước đống dạng văn bản thập phân
cmd-input-minus = dòng { $line }: kích thước đống phải là số nguyên không âm (có '-' tại byte { $at })
cmd-input-bad-char = dòng { $line }: { $text } tại byte { $at } không thuộc kích thước đống (các số nguyên thập phân không âm cách nhau bởi khoảng trắng)
cmd-input-bad-byte = dòng { $line }: byte không mong đợi { $byte } tại byte { $at }: cần kích thước đống dạng văn bản thập phân
cmd-input-not-a-file =
    { $file } là { $kind ->
        [directory] một thư mục
        [char-device] một thiết bị ký tự
        [block-device] một thiết bị khối
        [socket] một socket
       *[special] một tệp đặc biệt
    }, không phải tệp: grundy đọc tệp thường và ống dẫn
cmd-input-too-large =
    { $file } quá lớn: hơn { $limit } (mức nhiều nhất grundy đọc từ { $what ->
        [text-file] một tệp văn bản
       *[other] { $what }
    })
cmd-input-not-text = { $file } không phải là tệp văn bản (một byte NUL tại byte { $at })
cmd-input-not-utf8 = { $file } không phải là văn bản UTF-8 (byte không hợp lệ tại byte { $at })

## grundy (phân tích)
cmd-interrupted = bị ngắt

## Các tác vụ dãy của máy chủ web (/api/sequence/jobs)
web-job-not-found = không có tác vụ dãy { $id } (các tác vụ đã xong được giữ một thời gian, rồi bị quên)
web-jobs-too-many = đang chạy { $running } tác vụ dãy, giới hạn của máy chủ này: hãy chờ một tác vụ xong hoặc hủy một tác vụ
web-job-values-limit = values = { $values }: nhiều nhất { $large } (bỏ đi để lấy mọi giá trị)
web-job-evicted = báo cáo của tác vụ dãy { $id } đã bị bỏ để giữ bộ nhớ máy chủ trong ngân sách (những cái đọc lâu nhất bị bỏ trước): hãy chạy lại, hoặc hỏi với ?result=false chỉ để xem tiến trình
web-downloads-busy = có quá nhiều báo cáo dãy lớn đang được tải cùng lúc, giới hạn của máy chủ này: hãy thử lại sau giây lát
cmd-graph-square-but-one-even = Square-But-One cần một số chẵn đỉnh (các đống từ 0 đến N − 1, N − 1 lẻ, để nước thêm một viên từ mỗi đống chẵn vẫn nằm trong đồ thị), không phải { $vertices }

## Lỗi nội bộ: lỗi của chính grundy, không phải của đầu vào (hãy báo lại).
cmd-internal-value-skipped = lỗi nội bộ: G({ $missing }) chưa được ghi trước G({ $n })
cmd-internal-values-end = lỗi nội bộ: đầu ra giá trị dừng ở n = { $last }, trước { $upto }
cmd-internal-value-gone = lỗi nội bộ: lần tính không còn giữ G({ $n })
cmd-internal-values-gone = lỗi nội bộ: các giá trị được yêu cầu không còn được giữ
cmd-internal-font = lỗi nội bộ: không tải được phông chữ của biểu đồ

## grundy misere (dạng chính tắc chơi ngược)
cmd-misere-genus = Giống (Conway): { $genus }
cmd-misere-normal-p = Trong cách chơi thường, đây là thế P (giá trị nim chơi thường 0).
cmd-misere-normal-n = Trong cách chơi thường, đây là thế N.
cmd-misere-predicates = Các vị từ của { $form } (tên của CGSuite):
cmd-misere-distinguisher = X = { $x } phân biệt chúng: G + X là thế P chơi ngược, H + X là thế N.
cmd-misere-equal = G và H bằng nhau (tương đương chơi ngược): không trò chơi nào phân biệt được chúng.
cmd-misere-linked = G và H liên kết qua T = { $t }: G + T và H + T đều là thế P chơi ngược.
cmd-misere-not-linked = G và H không liên kết (một bên là lựa chọn của bên kia): không trò chơi T nào làm G + T và H + T đều là thế P chơi ngược.
cmd-misere-difference = G − H = { $x }: H + { $x } = G.
cmd-misere-no-difference = H không phải là một phần của G: không tìm thấy trò chơi X với H + X = G (trong các thế cờ con của G và G + *, cũng như bằng cách dựng của Conway từ hiệu của các lựa chọn).
cmd-misere-prime = { $form } là nguyên tố: nó không là tổng của hai trò chơi mà không trò nào là 0 hay * (Conway).
cmd-misere-unit = { $form } là một đơn vị (0 hoặc *): là một phần của mọi trò chơi, và không nguyên tố.
cmd-misere-composite = { $form } không nguyên tố: nó là tổng của hai trò chơi mà không trò nào là 0 hay *.
cmd-misere-parts = Các phần thực sự của nó ({ $count }; Parts của CGSuite: các trò chơi chẵn H, không là 0 cũng không là phần chẵn của dạng, với G = H + K; mỗi H + * cũng là một phần):
cmd-misere-partitions = Các cách viết nó thành tổng các trò chơi nguyên tố ({ $count }; Partitions của CGSuite):
