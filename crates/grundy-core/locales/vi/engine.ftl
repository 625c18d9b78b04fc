# engine: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Lý do riêng của các bộ máy: vì sao một bộ máy từ chối một luật, vì sao trạng thái đã lưu của
# bộ máy thưa không nhất quán, vì sao không giải mã được một điểm kiểm tra, vì sao một thương
# misère đã lưu không qua được phép kiểm tra lại, và vì sao giá trị của một trò chơi được tìm
# bằng tìm kiếm. Tên các mục của trạng thái (`config`, `rare_positions`, …) là dữ liệu, giữ nguyên.

## vì sao một bộ máy từ chối một luật
engine-lasker = Nim Lasker có vô số chữ số mã (công thức của nó nằm trong bộ máy đơn giản)
engine-repeating-code = mã có vô số chữ số (một khối lặp)
engine-additive-code = mã có chữ số cộng thêm (nước đi thêm viên vào)
engine-digit-three-heaps = chữ số { $digit } cho phép một nước đi để lại ba đống trở lên
engine-digit-lone-token = chữ số { $digit } cấm để lại đúng một đống một viên (dấu `?` của CGSuite)
engine-parity-mask = mặt nạ chẵn lẻ vị trí cần các khoảng chia cùng tính chẵn lẻ
engine-ring-too-small = G({ $n }) cần G({ $needed }) và giá trị đi cặp với nó, mà bộ đệm vòng ({ $ring } giá trị) không còn giữ (một giá trị hiếm mới ở rất xa, hoặc độ sâu vượt quá cửa sổ); hãy chạy lại với cửa sổ lớn hơn
engine-no-code = luật này không có mã và cũng không có bộ máy riêng

## trạng thái đã lưu của bộ máy thưa (bên trong reason-state-sparse)
engine-state-missing = thiếu mục `{ $entry }`
engine-state-length = mục `{ $entry }` có độ dài sai
engine-state-not-16-bit = mục `{ $entry }` chứa { $value }, vượt quá 16 bit
engine-state-forced-mask = mặt nạ bị ép nằm ngoài phạm vi
engine-state-no-layout = mục `layout` không chỉ cách sắp xếp nào
engine-state-depth = độ sâu { $depth } vượt quá { $n } giá trị đã tính
engine-state-width = độ rộng giá trị không khớp với giá trị lớn nhất
engine-state-wide-mask = mặt nạ rộng hơn giá trị 16 bit
engine-state-mask-rule = mặt nạ không hợp với luật
engine-state-mask-forced = mặt nạ khác với mặt nạ bị ép
engine-state-histogram = biểu đồ tần suất không khớp với các giá trị
engine-state-histogram-max = biểu đồ tần suất không khớp với giá trị lớn nhất
engine-state-rare-positions = các vị trí hiếm mâu thuẫn nhau
engine-state-rare-above = một giá trị hiếm vượt quá giá trị lớn nhất
engine-state-not-rare = một vị trí hiếm trong danh sách lại không hiếm theo mặt nạ
engine-state-values-cover = các giá trị đã lưu không phủ hết G(0), …, G({ PREV($n) })
engine-state-max = giá trị lớn nhất không khớp với các giá trị
engine-state-rare-list = danh sách giá trị hiếm không khớp với các giá trị
engine-state-rare-value = một giá trị hiếm không khớp với các giá trị
engine-state-ring = bộ đệm vòng không nhất quán
engine-state-stored-above = một giá trị đã lưu vượt quá giá trị lớn nhất
engine-state-rare-stored = danh sách giá trị hiếm không khớp với các giá trị đã lưu

## một điểm kiểm tra mà bộ giải mã không đọc được; `detail` là lời của chính bộ giải mã
engine-decode = { $kind }; lời của bộ giải mã: “{ $detail }”
engine-decode-end = dữ liệu hết trước khi điểm kiểm tra kết thúc
engine-decode-read = không đọc được dữ liệu
engine-decode-utf8 = một đoạn chữ trong đó không phải UTF-8 hợp lệ
engine-decode-bool = một ô có-hoặc-không chứa { $byte }, không phải 0 cũng không phải 1
engine-decode-char = một ký tự trong đó không hợp lệ
engine-decode-tag = số biến thể { $tag } không ứng với biến thể nào
engine-decode-limit = nội dung của nó cần nhiều byte hơn số phần đầu khai báo
engine-decode-value = một ô chứa giá trị mà điểm kiểm tra không thể có
engine-decode-other = cách sắp xếp của nó không phải loại bản này đọc được

## một thương misère đã lưu không qua được phép kiểm tra lại (bên trong verify-fails)
engine-verify-sum = { $heaps }
engine-verify-empty-sum = tổng rỗng
engine-verify-no-element = thương không có phần tử nào
engine-verify-action-tables = có { $generators } phần tử sinh nhưng có { $tables } bảng tác động
engine-verify-action-range = bảng tác động của phần tử sinh { $generator } không gồm { $order } phần tử trong phạm vi
engine-verify-exponents = dạng chuẩn của phần tử { $element } không có đúng { $count } số mũ
engine-verify-p-range = phần P chỉ tới một phần tử ngoài phạm vi
engine-verify-phi-range = Φ rỗng hoặc chỉ tới một phần tử ngoài phạm vi
engine-verify-generator-heap = đống của một phần tử sinh bằng 0 hoặc nằm ngoài Φ đã lưu
engine-verify-skipped-tables = chưa kiểm tra: các bảng bị hỏng
engine-verify-skipped-structure = chưa kiểm tra: cấu trúc đã sai
engine-verify-identity = phần tử 0 không phải phần tử đơn vị
engine-verify-phi-identity = Φ(0) không phải phần tử đơn vị
engine-verify-commute = hai phần tử sinh { $first } và { $second } không giao hoán trên phần tử { $element }
engine-verify-normal-form = dạng chuẩn của phần tử { $index } ({ $element }) lại cho một phần tử khác
engine-verify-generator = Φ({ $heap }) không phải phần tử sinh { $generator }, lớp của đống { $heap }
engine-verify-period-range = chu kỳ { $period } từ đống { $preperiod } không nằm trong các đống đã lưu
engine-verify-period-differs = Φ({ $heap }) ≠ Φ({ $later }), trái với chu kỳ { $period } đã nêu
engine-verify-period-bound = các đống đã lưu chưa đạt tới cận của định lý tuần hoàn cho chu kỳ { $period } từ đống { $preperiod }
engine-verify-p-condition = phần tử { $element } nhân Φ({ $heap }) thuộc P, và phần tử { $element } nhân một lựa chọn của đống { $heap } (phần tử { $option }) cũng thuộc P
engine-verify-no-move = { $sum }: không có nước đi (người đến lượt thắng) nhưng phần tử { $element } của tổng này thuộc P
engine-verify-p-option = { $sum }: phần tử { $element } của tổng này thuộc P, và phần tử của lựa chọn { $option } cũng thuộc P
engine-verify-no-p-option = { $sum }: phần tử { $element } của tổng này không thuộc P, nhưng không có lựa chọn nào thuộc P
engine-verify-not-apart = không phần tử nào phân biệt được hai phần tử { $first } và { $second }

## vì sao giá trị của một trò chơi được tìm bằng tìm kiếm (bước `search`)
engine-search-misere = luật misère không có quy tắc tổng và vị trí này không có công thức: tìm kiếm vét cạn cây trò chơi

## ngữ cảnh của một lỗi trên dòng lệnh (grundy-cli play.rs)
engine-cli-in-position = trong vị trí { $position }

## các lời từ chối của trang Luyện tập (grundy-web practice.rs)
engine-web-too-many-exercises = { $count } bài tập: máy chủ này chỉ tạo tối đa { $max } bài mỗi lần
