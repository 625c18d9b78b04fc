# One line about each game and what its worked examples show (the registry: GameSpec::about_id, GameSpec::examples).
# Ids: about-NAME and example-NAME-K, NAME the game's main name, K from 1 in the order of its examples.

about-arc-kayles = Arc Kayles: lấy một cạnh của đồ thị cùng cả hai đầu mút (và mọi cạnh chạm vào chúng); các cạnh u-v viết trong ngoặc
about-graph = các quân trên đỉnh của một đồ thị có hướng (danh sách cạnh, mỗi dòng một cạnh `u v`; cho phép chu trình: hòa, giá trị tổng quát); một nước đi trượt một quân dọc theo một cạnh
about-node-kayles = Node Kayles: lấy một đỉnh của đồ thị cùng mọi đỉnh kề; các cạnh u-v viết trong ngoặc
about-staircase = đồng xu trên các bậc 1, 2, 3, …; chuyển bao nhiêu đồng xu tùy ý xuống một bậc (bậc 0 là mặt sàn)
about-tartan = tích của hai trò chơi đồng xu (R, S: turtles, mock-turtles, ruler, một trò spawning bất kỳ hoặc spawning(CODE)); các số là các cặp x y của mặt ngửa; nimmul x y là một mặt ngửa tại (x, y) trong turtles × turtles
example-tartan-1 = Rùa × Rùa: một mặt ngửa tại (3, 5) là tích Nim 3 ⊗ 5
about-strip = các quân trên ô đánh số từ 0, đẩy sang trái bao xa tùy ý, được nhảy qua và được chung ô
example-strip-1 = “Nim trốn ở đâu?”, trò chơi 1: các quân ở ô 5, 10, 14, 16, 22
about-strip-nojump = các quân đẩy sang trái không được nhảy qua; ô đánh số từ 1, mỗi ô một quân
example-strip-nojump-1 = “Nim trốn ở đâu?”, trò chơi 4: các khoảng trống 4, 1 và 5, một thế P
about-chocolate = thanh sô-cô-la có một ô đánh dấu: số hàng phía trên, cột bên phải, hàng phía dưới, cột bên trái ô đó
example-chocolate-1 = “Nim trốn ở đâu?”, trò chơi 3: một thanh 8 × 12
about-poker = Nim Poker: A viên trong kho của người đến lượt, B viên trong kho của người kia, còn K lần thêm; chỉ dùng làm cả thế cờ
about-lines = các đường gãy trên một nền: số mắt xích, dấu = khi đường gắn ở cả hai đầu
example-lines-1 = “Nim trốn ở đâu?”, trò chơi 6: một đường gắn ở cả hai đầu
example-lines-2 = “Nim trốn ở đâu?”, trò chơi 6: ba đường gắn một đầu, một đường gắn hai đầu
about-hackenbush = Hackenbush xanh: các cạnh u-v giữa các đỉnh đánh số, đỉnh 0 là mặt đất; cho phép khuyên và cạnh bội
example-hackenbush-1 = Hackenbush xanh: một chu trình, một cặp giống khuyên và một cây
about-caterpillar = các mắt xích xanh của một con sâu N mắt, đánh số từ đuôi (đuôi = 1)
example-caterpillar-1 = “Nim trốn ở đâu?”, trò chơi 2: một con sâu 20 mắt
about-spawning = trò lật đồng xu theo mã spawning của CGSuite (số lượng 3, 1-9, 2+; C, C(k), E, S, F); các số là những đồng xu ngửa (đồng xu từ 1; Mock Turtles từ 0)
example-spawning-1 = Lật rùa: mặt ngửa ở các đồng xu 1, 4 và 7
example-spawning-2 = Rùa giả: mặt ngửa ở các đồng xu 0, 2 và 5
example-spawning-3 = Củ cải: lật ba đồng xu cách đều nhau
example-spawning-4 = Grunt: bốn đồng xu đối xứng, một trong số đó là đồng xu 1
about-sub = lấy đúng a, b, … viên từ một đống
about-bounded = lấy từ 1 đến k viên từ một đống
about-allbut = lấy từ một đống một số dương bất kỳ, trừ a, b, …
about-conjunctive = tổng hội: một nước đi là một nước trong mọi phần; kết thúc khi một phần kết thúc (độ xa)
about-selective = tổng chọn: một nước đi là một nước trong một tập phần khác rỗng bất kỳ
about-ordinal = tổng thứ tự G : H: một nước trong G xóa H; một nước trong H giữ nguyên G
about-moore = Nim_k của Moore: lấy từ 1 đến k đống cùng lúc
about-wythoff = hai đống; lấy từ một đống, hoặc từ cả hai những lượng chênh nhau ít hơn a (`wythoff`: a = 1, lấy bằng nhau từ cả hai)
example-wythoff-1 = 2-Wythoff của Fraenkel: từ cả hai đống, những lượng chênh nhau ít hơn 2
about-kayles = trò chơi trên đống: các mã take-and-break và những trò có tên của chúng (nước đi có thể tách một đống)
about-nim = lấy một số dương bất kỳ từ một đống
about-take-away = đống H, lần lấy trước M: lấy từ 1 đến K·M (K có thể là phân số)
about-fibonacci-nim = đống H, lần lấy trước M: lấy từ 1 đến 2M (take-away(2))
about-mem = đống H, lần lấy trước M: lấy ít nhất M
about-cram = Cram: phủ hai ô trống kề nhau bằng một quân domino; các hàng gồm . (trống) và # (bị chặn), ngăn bởi |
example-cram-1 = hai hàng 9 ô, hàng thứ hai gần như bị chặn hết
example-cram-2 = 4 × 4: người đi sau thắng bằng cách chép mỗi nước đi qua phép quay nửa vòng
example-cram-3 = 5 × 5: tìm kiếm theo vùng trên vài nghìn hình dạng
