# The words of Geography (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-geography = Địa lý (Geography): trượt quân cờ dọc một cạnh tới một đỉnh chưa từng đi qua; các đỉnh đã đi qua biến mất; trong ngoặc là các cạnh u-v và điểm xuất phát @V
syntax-geography = geography(u-v … @START)
example-geography-1 = đường đi năm đỉnh bắt đầu từ một đầu: bốn nước, nước nào cũng bắt buộc
example-geography-2 = lục giác có đuôi, quân cờ ở cuối đuôi
example-geography-3 = đồ thị tám đỉnh giống hình lập phương: ai thắng tùy vào việc mọi cặp ghép cực đại có phủ đỉnh xuất phát hay không
board-how-geography = Bấm vào một đỉnh kề quân cờ: quân cờ trượt tới đó và đỉnh nó rời đi biến mất.
board-geography-token = quân cờ, trên đỉnh { $vertex }
move-geography = đưa quân cờ từ { $from } tới { $to }
engine-search-geography = Địa lý không có công thức: tìm kiếm có ghi nhớ theo đỉnh của quân cờ và các đỉnh nó còn tới được
reason-geography-positions = số thế cờ mà phép tìm kiếm của trò Địa lý phải tính giá trị
reason-geography-part = phần liên thông chứa quân cờ ({ $count } đỉnh)
reason-write-geography-vertex = hãy viết đỉnh cần đưa quân cờ tới, ví dụ `1`
reason-geography-already-there = quân cờ đã ở đỉnh { $vertex }: nó đi dọc một cạnh tới một đỉnh khác
reason-geography-not-next = đỉnh { $vertex } không kề đỉnh { $token } của quân cờ ({ $listing })
reason-geography-not-from-token = quân cờ ở đỉnh { $token }, không phải { $vertex }: nước đi bắt đầu từ chỗ quân cờ đứng
reason-geography-not-a-move = một nước đi trượt quân cờ từ đỉnh { $token } dọc một cạnh tới một đỉnh còn lại
parse-geography-no-start = geography cần đỉnh xuất phát của quân cờ sau dấu @ trong ngoặc, ví dụ { $example }
parse-geography-two-starts = một quân cờ, một điểm xuất phát: @{ $first } và @{ $second }
parse-geography-bad-start = sau @ là đỉnh xuất phát, một số từ 0 tới { $max }
parse-geography-start-not-a-vertex = điểm xuất phát { $vertex } không phải là một đỉnh của đồ thị (đỉnh không có cạnh nào được viết riêng, ví dụ { $vertex })
