# The words of Cram (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-cram = Cram: phủ hai ô trống kề nhau bằng một quân domino; các hàng gồm . (trống), # (bị chặn) và x (đã phủ), ngăn bởi |
example-cram-1 = hai hàng 9 ô, hàng thứ hai gần như bị chặn hết
example-cram-2 = 4 × 4: người đi sau thắng bằng cách chép mỗi nước đi qua phép quay nửa vòng
example-cram-3 = 5 × 5: tìm kiếm theo vùng trên vài nghìn hình dạng
syntax-cram = cram(ROWS)
board-how-cram = Bấm hai ô trống kề nhau: một quân domino phủ lên chúng. Ô đã phủ được tô kín; ô bị chặn có dấu gạch chéo (✕).
board-square-empty = ô { $square } (trống)
board-square-blocked = ô { $square } (bị chặn)
board-square-covered = ô { $square } (đã phủ domino)
move-cram = phủ { $a } và { $b }
engine-search-cram = Cram không có công thức: tìm kiếm có ghi nhớ, trong đó giá trị của một bàn cờ là XOR giá trị các vùng của nó (một quân domino không bao giờ nằm vắt qua hai vùng ô trống) và mỗi vùng được tra theo hình dạng, không kể phép quay và phép lật; một vùng có đối xứng tâm mà không ô nào và không quân domino nào đứng yên tại chỗ có giá trị 0 (người đi sau lặp lại mọi nước đi theo ảnh đối xứng)
note-cram-regions = bàn cờ có { $count } vùng ô trống, với các giá trị { $values }: giá trị của bàn cờ là XOR của chúng
reason-cram-regions = số vùng mà phép tìm kiếm của Cram phải định giá
reason-write-squares = hãy viết hai ô cần phủ, ví dụ `a1-b1` (cột là chữ cái từ a, hàng là số từ 1 ở trên cùng)
reason-not-a-square = { $square } không phải ô của bàn { $rows } × { $cols } này
reason-not-a-domino = một quân domino phủ hai ô trống cạnh nhau; { $a } và { $b } thì không
parse-cram-in-brackets = cram cần bàn cờ trong ngoặc, ví dụ { $example }
parse-cram-no-sizes = cram không nhận kích thước: bàn cờ viết trong ngoặc
parse-cram-no-commas = bàn cờ Cram không có dấu phẩy: các hàng ngăn cách bằng |
parse-cram-empty = bàn cờ trống: hãy viết các hàng gồm . (trống), # (bị chặn) và x (đã phủ), ngăn cách bằng |, ví dụ { $example }
parse-cram-empty-row = hàng { $row } không có ô nào: mỗi hàng có ít nhất một ô (`|` chỉ kết thúc một hàng)
parse-cram-bad-square = { $found } không phải một ô: một ô là . (trống), # (bị chặn) hoặc x (đã phủ domino), và | kết thúc một hàng
parse-cram-ragged = hàng { $row } có { $len } ô nhưng hàng 1 có { $first } ô: mọi hàng phải cùng độ dài
parse-cram-too-large = bàn { $rows } × { $cols } quá lớn: Cram nhận tối đa 8 hàng 16 ô, hoặc 16 hàng 8 ô
