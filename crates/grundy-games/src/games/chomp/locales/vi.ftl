# The words of Chomp (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-chomp = Chomp (cắn sô-cô-la): lấy một ô cùng mọi ô phía trên và bên phải nó; ô góc có độc không bao giờ bị lấy; trong ngoặc là độ dài các hàng tính từ góc có độc
syntax-chomp = chomp(R1,R2,…)
example-chomp-1 = thanh 2 × 6: nước thắng duy nhất để lại hai hàng dài 6 và 5
example-chomp-2 = hình vuông 5 × 5: lấy ô ở hàng 2, cột 2, rồi chép mỗi nước đi qua đường chéo
example-chomp-3 = 6 × 7: người đi trước thắng (đánh cắp chiến lược), nước thắng do tìm kiếm tìm ra
board-how-chomp = Bấm vào một ô: ô đó bị lấy cùng mọi ô phía trên và bên phải nó. Ô có độc ☠ không bao giờ bị lấy.
board-chomp-poison = ô có độc
board-chomp-square = hàng { $row }, cột { $column }
move-chomp = lấy ô ở hàng { $row }, cột { $column }
engine-search-chomp = Chomp không có công thức: tìm kiếm có ghi nhớ trên mọi thanh nhỏ hơn thanh này, một thanh và ảnh đối xứng của nó qua đường chéo được tra như một
note-chomp-rectangle = mọi hình chữ nhật lớn hơn ô có độc đều là thắng cho người đi trước, nhờ đánh cắp chiến lược: nếu lấy ô trên cùng bên phải là thua, nước đáp thắng nó đã có thể được đi ngay từ đầu
reason-chomp-positions = số thanh nhỏ hơn thanh này ({ $count })
reason-write-chomp-square = hãy viết ô cần lấy bằng hàng và cột của nó, ví dụ `2,3` (hàng từ 1 ở góc có độc, cột từ 1)
reason-chomp-no-square = không có ô nào ở hàng { $row }, cột { $column } (thanh có { $rows } hàng; hàng đó có { $len } ô)
reason-chomp-poison = ô có độc (hàng 1, cột 1) không bao giờ bị lấy
reason-chomp-not-a-move = một nước đi lấy một ô (không phải ô có độc) cùng mọi ô phía trên và bên phải nó
parse-chomp-in-brackets = chomp cần độ dài các hàng trong ngoặc, ví dụ { $example }
parse-chomp-no-sizes = chomp không nhận kích thước: độ dài các hàng viết trong ngoặc
parse-chomp-not-a-row = hàng { $row } không phải là một số ô: hãy viết độ dài mỗi hàng, ví dụ chomp(5,3,1)
parse-chomp-no-rows = một thanh Chomp cần ít nhất một hàng, ví dụ { $example }
parse-chomp-empty-row = hàng { $row } không có ô nào: mỗi hàng có ít nhất một ô (bỏ các hàng trống đi)
parse-chomp-increasing = hàng { $row } ({ $len } ô) dài hơn hàng { $under } bên dưới nó ({ $below } ô): các hàng không bao giờ dài ra khi xa góc có độc
parse-chomp-too-many-rows = thanh có { $count } hàng là quá lớn: Chomp nhận tối đa { $max } hàng
parse-chomp-row-too-long = hàng { $row } có { $len } ô là quá dài: Chomp nhận các hàng tối đa { $max } ô
