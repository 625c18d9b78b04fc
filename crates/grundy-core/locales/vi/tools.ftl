# Lỗi của các công cụ bên cạnh thư viện: cuộc điều tra một họ luật chơi
# (crates/grundy-census) và lời giải đồ thị phân tán (crates/grundy-dist).

## grundy census: họ luật
census-too-large = { $what }: { $count } phần tử, nhiều hơn mức một cuộc điều tra nhận ({ $most })
census-family-octal = các mã bát phân { $digits } chữ số
census-family-hex = các mã thập lục phân { $digits } chữ số
census-family-subtraction = các tập trừ trong 1..{ $max }
census-family-octal-first = các mã bát phân { $digits } chữ số có chữ số đầu nhiều nhất là { $first }
census-family-codes = danh sách { $count } mã
census-first-digit = chữ số đầu của một mã bát phân nhiều nhất là 7, không phải { $digit }
census-no-digits-octal = một mã bát phân cần ít nhất một chữ số
census-no-digits-hex = một mã thập lục phân cần ít nhất một chữ số
census-subtraction-max-zero = --subtraction-max phải ít nhất là 1
census-bad-code = dòng { $line }: "{ $text }": { $reason }

## grundy census: tệp và lần chạy
census-file-error = { $path }: { $error }
census-not-a-row = { $path }, dòng { $line }: không phải một hàng điều tra ({ $reason }); không ghi thêm vào tệp này
census-stopped = cuộc điều tra đã dừng: { $why } (mọi hàng đã xong đều nằm trong tệp: chạy lại cùng lệnh để tiếp tục)

## grundy graph solve --processes: lời giải phân tán
dist-cannot-write = không ghi được tệp giá trị { $path }: { $error }
dist-stopped = lời giải phân tán đã dừng: { $why }
dist-unreachable = không kết nối được tới tiến trình { $process } tại { $address } trong { $seconds } giây ({ $why }): tiến trình đó đã chạy chưa, địa chỉ có đúng không? (--connect-timeout SECS để chờ lâu hơn)
dist-not-joined = { $count } tiến trình ({ $processes }) không kết nối tới tiến trình này (đang chờ tại { $address }) trong { $seconds } giây: hãy kiểm tra rằng mọi tiến trình đều được chạy với cùng tệp máy chủ (--connect-timeout SECS để chờ lâu hơn)
dist-cannot-listen = không chờ kết nối được tại { $address }: { $why }
dist-timely = timely không khởi động được các luồng làm việc: { $why }
