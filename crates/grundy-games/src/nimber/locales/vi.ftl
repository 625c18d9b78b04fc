# Lời của số học nimber (vi): lập luận và lỗi của `grundy nimber`, được
# `grundy_core::words!` trong hidden/nimber/mod.rs thêm vào danh mục.

nimber-step-sum = { $a } ⊕ { $b } = { $value } (tổng nim: cộng các chữ số nhị phân không nhớ)
nimber-step-ordinary = { $a } ⊗ { $b } = { $value } (0 và 1 nhân như số thường)
nimber-step-product = { $a } ⊗ { $b }: với lũy thừa Fermat của 2 là F = 2^(2^{ $exponent }) = { $fermat }, { $a } = { $a_high }·F ⊕ { $a_low } và { $b } = { $b_high }·F ⊕ { $b_low }; vì F ⊗ F = 3/2·F = { $three_halves } và x ⊗ F = x·F khi x < F, tích là ({ $high } ⊕ { $cross })·F ⊕ { $low } ⊕ { $high } ⊗ { $half_fermat } = ({ $high } ⊕ { $cross })·{ $fermat } ⊕ { $low } ⊕ { $half } = { $value }
nimber-step-inverse = { $x }⁻¹ = { $x }^(2^{ $m } − 2) = { $value } (trong trường GF(2^{ $m }) các nimber nhỏ hơn 2^{ $m }, x^(2^{ $m } − 1) = 1 khi x ≠ 0)
nimber-step-quotient = { $a } / { $b } = { $a } ⊗ { $b }⁻¹ = { $a } ⊗ { $inverse } = { $value }
nimber-step-exponent-reduced = số mũ { $exponent } được lấy theo modulo 2^128 − 1 (x^(2^128 − 1) = 1 với mọi nimber x ≠ 0 nhỏ hơn 2^128): { $reduced }
nimber-step-power = { $base }^{ $exponent } = { $base }^{ $reduced } (trong GF(2^{ $m }), x^(2^{ $m } − 1) = 1 khi x ≠ 0) = { $value }, bằng cách bình phương: { $squares }
nimber-step-sqrt = √{ $x } = { $x }^(2^{ $m1 }) = { $value } (trong GF(2^{ $m }) phép bình phương là song ánh và x^(2^{ $m }) = x; kiểm tra: { $value } ⊗ { $value } = { $x })

nimber-err-at = cột { $column }: { $what }
nimber-err-empty = biểu thức rỗng
nimber-err-too-large = số { $literal } lớn hơn hoặc bằng 2^128: ở đây nimber nhỏ hơn 2^128
nimber-err-expected = cần { $expected }, nhưng gặp “{ $found }”
nimber-err-expected-end = cần { $expected }, nhưng biểu thức đã hết
nimber-err-unknown-function = hàm không rõ “{ $name }” (các hàm là sqrt và inv)
nimber-err-too-deep = dấu ngoặc và hàm lồng nhau sâu hơn { $limit } mức
nimber-err-chained-power = không thể lũy thừa tiếp một lũy thừa mà không có ngoặc: hãy viết (x^a)^b
nimber-err-division-by-zero = chia cho không: { $dividend } / 0
nimber-err-inverse-of-zero = nimber 0 không có nghịch đảo
nimber-expected-operand = một số, “(”, sqrt( hoặc inv(
nimber-expected-operator = một phép toán (+ * / ^) hoặc kết thúc
nimber-expected-close = “)”
nimber-expected-open = “(” sau tên hàm
nimber-expected-exponent = một số mũ nguyên thông thường (thập phân hoặc thập lục phân 0x)
nimber-heading-value = Giá trị
nimber-heading-steps = Lập luận
