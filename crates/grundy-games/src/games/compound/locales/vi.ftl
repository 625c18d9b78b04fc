# The words of the compounds (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-conjunctive = tổng hội: một nước đi là một nước trong mọi phần; kết thúc khi một phần kết thúc (độ xa)
about-selective = tổng chọn: một nước đi là một nước trong một tập phần khác rỗng bất kỳ
about-ordinal = tổng thứ tự G : H: một nước trong G xóa H; một nước trong H giữ nguyên G
syntax-conjunctive = conjunctive(G, H, …)
syntax-selective = selective(G, H, …)
syntax-ordinal = ordinal(G, H)
move-part = phần { $part }: { $text }
move-part-named = phần { $part } ({ $name }): { $text }
move-subordinate-deleted = trò chơi phụ bị xóa
compound-conjunctive-misere-win = Chơi misère: một phần không còn nước đi có độ xa misère 0 và người đến lượt thắng nó, vì không thể đi; với phần khác, độ xa đếm số nước phần đó kéo dài khi người thắng đi nhanh còn người thua kéo dài. Độ xa misère nhỏ nhất của các phần quyết định trò chơi hợp, chẵn thì người đến lượt thắng (cho mỗi thế đã kết thúc một nước đi tới một kết thúc mới: lối chơi thường của trò chơi hợp đó chính là lối chơi misère này, mỗi độ xa dài thêm 1, và quy tắc của Smith áp dụng được). Ở đây nó là { $r }, chẵn: người đến lượt thắng.
compound-conjunctive-misere-lose = Chơi misère: một phần không còn nước đi có độ xa misère 0 và người đến lượt thắng nó, vì không thể đi; với phần khác, độ xa đếm số nước phần đó kéo dài khi người thắng đi nhanh còn người thua kéo dài. Độ xa misère nhỏ nhất của các phần quyết định trò chơi hợp, chẵn thì người đến lượt thắng (cho mỗi thế đã kết thúc một nước đi tới một kết thúc mới: lối chơi thường của trò chơi hợp đó chính là lối chơi misère này, mỗi độ xa dài thêm 1, và quy tắc của Smith áp dụng được). Ở đây nó là { $r }, lẻ: người đến lượt thua.
compound-conjunctive-misere-moves = Người thắng đi trong mọi phần cùng lúc sao cho độ xa misère nhỏ nhất sau nước đi là lẻ: trong phần có độ xa misère { $r }, tới một lựa chọn có độ xa misère { $less }, còn ở các phần khác tới những lựa chọn kéo dài ít nhất bằng ngần ấy.
note-conjunctive-listed = các nước đi thắng của tổng hội đã được đếm; để liệt kê chúng, chỉ { $limit } tổ hợp đầu tiên của các nước đi trong các phần được xét
col-part = phần
col-remoteness = độ xa
compound-verdict-p = một vị trí P: người đến lượt đi sẽ thua
compound-verdict-n = một vị trí N: người đến lượt đi sẽ thắng
compound-conjunctive-title = Trò chơi hợp hội (conjunctive compound)
compound-conjunctive-rule-odd = Mỗi nước đi là một nước đi trong mọi phần, nên ván kết thúc ngay khi một phần hết nước đi. Độ xa (remoteness) của mỗi phần đếm số nước nó kéo dài khi người thắng vội và người thua trì hoãn (chẵn: người đến lượt đi thua phần đó; 0: phần đó đã kết thúc). Độ xa của trò chơi hợp hội là độ xa nhỏ nhất trong các phần (Steinhaus; Smith 1966; Winning Ways, ch. 9): ở đây là { $remoteness }, số lẻ — nên đây là { $verdict }.
compound-conjunctive-rule-even = Mỗi nước đi là một nước đi trong mọi phần, nên ván kết thúc ngay khi một phần hết nước đi. Độ xa (remoteness) của mỗi phần đếm số nước nó kéo dài khi người thắng vội và người thua trì hoãn (chẵn: người đến lượt đi thua phần đó; 0: phần đó đã kết thúc). Độ xa của trò chơi hợp hội là độ xa nhỏ nhất trong các phần (Steinhaus; Smith 1966; Winning Ways, ch. 9): ở đây là { $remoteness }, số chẵn — nên đây là { $verdict }.
compound-conjunctive-winner = Người thắng đi đồng thời trong mọi phần sao cho độ xa nhỏ nhất sau nước đi là số chẵn: trong phần có độ xa { $remoteness }, đi đến một lựa chọn có độ xa { $less }, và ở các phần khác đi đến các lựa chọn kéo dài ít nhất bằng chừng ấy.
compound-selective-title = Trò chơi hợp chọn (selective compound)
compound-selective-rule = Mỗi nước đi là một nước đi trong một tập khác rỗng bất kỳ các phần. Theo luật thường, trò chơi hợp là vị trí P khi và chỉ khi mọi phần đều là vị trí P: từ đó mọi nước đi đều biến một phần nào đó thành vị trí N, và đối thủ đáp lại đúng trong các phần ấy; từ mọi vị trí khác, người đến lượt đi đưa cùng lúc mọi phần là vị trí N về vị trí P (Winning Ways, ch. 9). Vậy đây là { $verdict }.
compound-ordinal-title = Tổng thứ tự (ordinal sum)
compound-ordinal-rule = Trong tổng thứ tự G : H (gốc G = { $base }, phụ H = { $sub }), một nước đi trong G xóa H, còn một nước đi trong H giữ nguyên G. Giá trị Grundy của nó được tìm chỉ từ H: tại mỗi vị trí của H, các lựa chọn là các lựa chọn của H và, qua G, các lựa chọn có giá trị {"{"}{ $values }{"}"} của các lựa chọn của G; giá trị là mex của tất cả, và khi H đã bị xóa thì là giá trị của G, { $value } (Conway, On Numbers and Games).
compound-value = Giá trị Grundy của nó là { $value }.
parse-compound-parts-inside = các phần của trò chơi ghép viết trong ngoặc của nó, ngăn cách bằng dấu phẩy
parse-ordinal-two-parts = ordinal nhận hai phần: phần gốc G và phần phụ H
parse-compound-one-part = trò chơi ghép cần ít nhất một phần
parse-compound-whole-position = { $name } phải là toàn bộ thế cờ: nó không thể là một phần của trò chơi ghép
reason-compound-part-not-searchable = một phần không tìm kiếm được
reason-compound-part-too-many-moves = một phần có quá nhiều nước đi để liệt kê
reason-compound-subordinate-cycle = trò chơi phụ thuộc có chu trình
reason-compound-subordinate-too-large = cây trò chơi phụ thuộc quá lớn
reason-compound-base-not-searchable = phần gốc không tìm kiếm được: không liệt kê được các lựa chọn của nó
reason-compound-base-too-many-options = phần gốc có quá nhiều lựa chọn để liệt kê
reason-compound-base-value-too-large = một giá trị của phần gốc quá lớn
reason-compound-ordinal-not-kept = giá trị của tổng thứ tự không được giữ lại
reason-compound-base-not-counted = không đếm được các nước đi của phần gốc
board-compound-part = phần { $part }: { $game }
board-compound-rule-conjunctive = Trò chơi hợp hội: mỗi nước đi là một nước trong mọi phần cùng lúc; trò chơi kết thúc ngay khi một phần không còn nước đi.
board-compound-rule-selective = Trò chơi hợp chọn: mỗi nước đi là một nước trong bao nhiêu phần tùy ý cùng lúc (ít nhất một phần).
board-compound-rule-ordinal = Tổng thứ tự: đi trong phần 1 (phần gốc) thì xóa phần 2; đi trong phần 2 thì phần 1 giữ nguyên.
reason-compound-part-number = viết nước đi của mỗi phần sau số của phần đó và ':', ví dụ `1: 1 2; 2: 1 1`
reason-compound-no-part = không có phần { $part } (trò chơi ghép có { $count } phần)
reason-compound-part-twice = phần { $part } được nêu hai lần: hãy viết nước đi của nó một lần
reason-compound-which-component = phần { $part } là một tổng: hãy nói rõ thành phần nào, ví dụ `{ $part }: 2: 1 3`
about-conway-product = tích Conway G × H: một nước chọn một lựa chọn G′ của G và H′ của H rồi để lại G′×H + G×H′ + G′×H′ (giá trị: tích nim)
about-ordinal-product = tích thứ tự G ⊛ H: một nước chọn G′ của G và H′ của H rồi để lại tổng thứ tự (G ⊛ H′) : G′
syntax-conway-product = conway-product(G, H)
syntax-ordinal-product = ordinal-product(G, H)
move-conway-product-split = tích để lại G′×H + G×H′ + G′×H′
move-ordinal-product-base = G giữ nguyên; phần phụ cũ bị xóa và phần 1 sau nước này trở thành phần phụ mới
product-conway-title = Tích Conway
product-conway-rule = Trong tích Conway G × H một nước chọn một lựa chọn G′ của G và một lựa chọn H′ của H rồi để lại tổng G′×H + G×H′ + G′×H′. Giá trị Grundy của nó là tích nim của giá trị các thừa số (On Numbers and Games): mọi giá trị nhỏ hơn đều đạt được, và một lựa chọn có đúng giá trị đó sẽ cần (g + g′)(h + h′) = 0 trong trường nimber, điều không thể vì giá trị của một lựa chọn khác giá trị của vị trí. Một tổng các tích có giá trị là tổng nim của chúng: ở đây là { $value }, nên đây là { $verdict }.
product-ordinal-title = Tích thứ tự
product-ordinal-rule = Trong tích thứ tự G ⊛ H (G = { $g }, H = { $h }) một nước chọn một lựa chọn G′ của G và một lựa chọn H′ của H rồi để lại tổng thứ tự (G ⊛ H′) : G′, có phần gốc G ⊛ H′ và phần phụ G′ (định nghĩa của CGSuite, dựa trên tổng thứ tự của Conway). Giá trị được tính theo định nghĩa đó trên { $table } cặp vị trí con của H và G; các lựa chọn của phần gốc có { $count } giá trị khác nhau. Giá trị Grundy là { $value }, nên đây là { $verdict }.
product-ordinal-subordinate = Phần phụ S = { $s } được chơi dưới phần gốc: một nước trong S giữ nguyên phần gốc, một nước trong phần gốc xóa S.
col-product-left = thừa số G
col-product-left-value = giá trị của G
col-product-right = thừa số H
col-product-right-value = giá trị của H
col-product-nim-product = tích nim
parse-conway-product-pairs = conway-product nhận các thừa số theo cặp: G, H (thêm các cặp G₂, H₂ … cho một tổng các tích)
parse-ordinal-product-parts = ordinal-product nhận hai phần G và H, và có thể thêm phần thứ ba: phần phụ S của (G ⊛ H) : S
reason-product-value-too-large = giá trị của một thừa số quá lớn cho tích nim (tối đa 128 bit)
reason-product-part-not-searchable = một phần của tích không thể tìm kiếm
reason-product-too-large = các thừa số của tích có quá nhiều vị trí con
reason-product-cycle = một phần của tích có chu trình
reason-product-too-many-moves = tích có quá nhiều nước để liệt kê
board-product-rule-conway = Tích Conway: một nước lấy cùng lúc trong một phần G và phần H ngay sau nó; tích G × H đó trở thành G′×H + G×H′ + G′×H′.
board-product-rule-ordinal = Tích thứ tự: một nước lấy cùng lúc trong phần 1 (G) và phần 2 (H); G giữ nguyên, H trở thành H′ và phần 1 sau nước đi trở thành phần phụ mới (phần 3). Một nước trong phần 3 giữ nguyên phần còn lại.
