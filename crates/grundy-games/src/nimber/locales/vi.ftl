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

# Các số thứ tự nhỏ hơn ω^(ω^ω) (nimber/ordinal.rs).
nimber-ordinal-step-sum = { $a } ⊕ { $b } = { $value } (tổng nim: hệ số của các lũy thừa bằng nhau của ω cộng không nhớ)
nimber-ordinal-step-product = { $a } ⊗ { $b } = { $value }
nimber-ordinal-step-product-by = { $a } ⊗ { $b } = { $value }, theo { $relations }
nimber-ordinal-step-power = ({ $base })^⊗{ $exponent } = { $value } (bình phương và nhân)
nimber-ordinal-by = { $line }, theo { $relations }
nimber-ordinal-step-inverse = ({ $x })⁻¹ = ({ $x })^⊗(2^{ $m } − 2) = { $value } (x nằm trong một trường có 2^{ $m } phần tử, ở đó x^⊗(2^{ $m } − 1) = 1 với x ≠ 0)
nimber-ordinal-step-quotient = { $a } / { $b } = { $a } ⊗ ({ $b })⁻¹ = { $value }
nimber-ordinal-step-sqrt = √({ $x }) = ({ $x })^⊗(2^{ $m1 }) = { $value } (x nằm trong một trường có 2^{ $m } phần tử, ở đó phép bình phương là song ánh và x^⊗(2^{ $m }) = x)
nimber-ordinal-err-exponent-too-large = hệ số của ω^{ $level } trong một số mũ của ω sẽ đạt 2^64: ở đây số mũ nhỏ hơn ω^ω với hệ số nhỏ hơn 2^64
nimber-ordinal-err-level-too-high = ω^(ω^{ $level }) vượt quá các số thứ tự được xử lý ở đây (đến ω^(ω^{ $limit }))
nimber-ordinal-err-coefficient-too-large = hằng số trường α_{ $p } sẽ cần một hệ số hữu hạn từ 2^128 trở lên: ở đây hệ số hữu hạn nhỏ hơn 2^128
nimber-ordinal-err-power-too-large = số mũ { $exponent } của lũy thừa nim của một số thứ tự từ 2^128 trở lên
nimber-ordinal-err-too-much-work = từ chối: phép tính sẽ cần hơn { $limit } bước (các trường nó cần quá lớn ở đây)
nimber-expected-omega-exponent = một số mũ của ω: một số, ω, hoặc một dạng chuẩn Cantor trong ngoặc như (ω^2×3+ω+1)
nimber-constants-heading = Các hằng số của Lenstra: (ω^(ω^k))^⊗p = α_p = κ_f ⊕ m với p là số nguyên tố thứ k+2; f = f(p) là cấp của 2 theo môđun p, κ_f là tổng nim của các κ_q trên tập q Q(p) (κ_(2^a) = 2^(2^(a−1)), κ_(r^a) = ω^(ω^j×r^(a−1)) với r là số nguyên tố lẻ ở mức j), m là phần dư
nimber-constants-refused = từ chối: { $reason }
