# sequence reports (grundy seq, periods, certificates)

seq-head = { $name }: G(n) với 0 ≤ n ≤ { $last }
seq-head-none = { $name }: không có giá trị
seq-none-computed = Không có giá trị nào được tính.
seq-stopped-proved = Quá trình tính dừng ở n = { $at }, trước N = { $upto }; chu kỳ đã được chứng minh nên mọi giá trị sau đó đều suy ra từ chu kỳ.
seq-stopped = Quá trình tính dừng ở n = { $at }, trước N = { $upto }.
seq-generated = Các giá trị được tính đến n = { $computed }, nơi chu kỳ được chứng minh; G({ $from }) đến G({ $last }) suy ra từ chu kỳ (thống kê cũng đếm chúng).
seq-not-listed = Các giá trị không được liệt kê: có hơn { $limit } giá trị (thống kê vẫn đếm từng giá trị).
seq-period-title = Chu kỳ
seq-no-period = Không tìm thấy chu kỳ đến N = { $upto }.
seq-period-head = Chu kỳ { $period } từ n = { $preperiod }{ $details }
seq-saltus = , bước nhảy (saltus) { $saltus }
seq-observed-mark = {" "}(quan sát)
seq-proved = G(n + { $period }) = G(n){ $saltus } với mọi n ≥ { $preperiod } — được chứng minh bởi { $theorem }{ $checked }.
seq-observed = G(n + { $period }) = G(n){ $saltus } với { $from } ≤ n ≤ { $to } — quan sát đến N = { $checked }, chưa được chứng minh{ $why }.
seq-checked = đã kiểm tra với { $from } ≤ n < { $below }
seq-checked-states = các trạng thái chuẩn hóa tại n = { $below } và n = { $below } + { $period } trùng nhau
seq-frequencies-title = Tần suất các giá trị
seq-largest = Giá trị lớn nhất là { $value }.
seq-value-count = Giá trị×số lần: { $list }
seq-cut = … (tổng cộng { $count } giá trị)
seq-rare-title = Giá trị hiếm và giá trị phổ biến
seq-no-split = Ít hơn hai giá trị khác nhau: không chia được thành hiếm và phổ biến.
seq-rare-rule-parity = popcount(G(n) & { $mask }) + n là số chẵn
seq-rare-rule = popcount(G(n) & { $mask }) là số chẵn
seq-rare-iff = G(n) hiếm khi và chỉ khi { $rule }: { $rare } vị trí hiếm và { $common } vị trí phổ biến.
seq-rare-values = Giá trị hiếm: { $rare }. Giá trị phổ biến: { $common }.
seq-none = không có
seq-rare-positions = Vị trí hiếm: { $list }

## Vì sao không định lý tuần hoàn nào áp dụng cho mã (heap/periodicity.rs: why_unproved_in)

why-unproved-unbounded-heaps = một nước đi có thể để lại số đống không bị chặn (chữ số * hoặc {"{"}k+{"}"}), trong khi định lý chỉ bao quát việc chia thành r đống từ n ≥ r·e + (r − 1)·p trở đi, mà r tăng theo n
why-unproved-modifier = một bổ ngữ (!, ? hoặc =) giới hạn các đống mà nước đi để lại, điều mà bước của định lý tuần hoàn (giảm đống lớn nhất đi p) không tôn trọng
why-unproved-infinite-digits = mã có vô hạn chữ số, nên cận của định lý tuần hoàn (tăng theo lượng lấy lớn nhất t) không tồn tại
sequence-unproved-formula = không định lý tuần hoàn nào áp dụng cho một luật viết bằng công thức (các lựa chọn của nó không được đọc như một mã, kể cả khi chúng trùng với một mã)
