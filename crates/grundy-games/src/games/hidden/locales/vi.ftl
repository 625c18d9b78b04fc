# The words of the games where Nim hides (vi): their own messages, added to the
# catalogue by `grundy_core::words!` in games/hidden/mod.rs (the coin-turning games keep
# theirs in spawning/locales). Words many games share stay in crates/grundy-core/locales/.

## Strip (strip, strip-nojump)

about-strip = các quân trên ô đánh số từ 0, đẩy sang trái bao xa tùy ý, được nhảy qua và được chung ô
example-strip-1 = “Nim trốn ở đâu?”, trò chơi 1: các quân ở ô 5, 10, 14, 16, 22
about-strip-nojump = các quân đẩy sang trái không được nhảy qua; ô đánh số từ 1, mỗi ô một quân
example-strip-nojump-1 = “Nim trốn ở đâu?”, trò chơi 4: các khoảng trống 4, 1 và 5, một thế P
syntax-strip = strip / strip(L)
syntax-strip-nojump = strip-nojump / strip-nojump(L)
board-how-strip = Bấm vào một quân cờ, rồi bấm ô muốn chuyển nó tới.
board-cell = ô { $cell }
board-chip-on = quân cờ ở ô { $cell }
move-chip = chuyển quân cờ ở ô { $from } sang ô { $to }
row-chip-pair = các quân cờ ở ô { $left } và { $right }
row-chip-phantom = quân cờ ảo ở ô 0 và quân cờ ở ô { $right }
principle-strip = một quân cờ ở ô n là một đống Nim n viên: đẩy nó sang trái là lấy bớt từ đống
principle-strip-nojump = ghép các quân cờ thành cặp từ bên phải (thêm một quân cờ ảo ở ô 0 khi số quân lẻ); mỗi cặp là một đống Nim gồm các ô trống giữa hai quân của nó; đẩy quân bên trái của một cặp chỉ nới rộng khoảng cách và có thể đáp lại bằng cách đẩy quân bên phải theo
parse-what-cells = số ô
parse-what-chip = quân
parse-chip-outside = quân nằm ngoài dải: các ô từ { $first } đến { $last }
parse-strip-cell-zero = các ô được đánh số từ 1; ô 0 không nằm trên dải
parse-strip-shared-cell = hai quân trên ô { $cell }: mỗi ô có nhiều nhất một quân

## Staircase Nim

about-staircase = đồng xu trên các bậc 1, 2, 3, …; chuyển bao nhiêu đồng xu tùy ý xuống một bậc (bậc 0 là mặt sàn)
syntax-staircase = staircase
board-how-staircase = Bấm vào một đồng xu: đồng xu đó và các đồng xu sau nó trên cùng bậc xuống một bậc.
board-step = bậc { $step }
board-floor = mặt sàn
board-floor-caption = sàn
board-step-coin = bậc { $step }, đồng xu { $number } trên { $count }
move-staircase = chuyển { $count } đồng xu từ bậc { $from } xuống bậc { $to }
move-staircase-floor = chuyển { $count } đồng xu từ bậc { $from } xuống sàn
row-step = các đồng xu trên bậc { $step }
principle-staircase = Nim bậc thang là Nim trên các bậc lẻ: các đồng xu được chuyển xuống từ một bậc chẵn có thể được chuyển tiếp xuống ngay
parse-what-step = bậc

## Caterpillar

about-caterpillar = các mắt xích xanh của một con sâu N mắt, đánh số từ đuôi (đuôi = 1)
example-caterpillar-1 = “Nim trốn ở đâu?”, trò chơi 2: một con sâu 20 mắt
syntax-caterpillar = caterpillar(N)
board-how-caterpillar = Bấm một mắt xích xanh, rồi một mắt xích gần đuôi hơn để sơn lại cả hai, hoặc bấm lại mắt xích xanh để chỉ sơn lại nó.
board-link = mắt xích { $link }
board-link-green = mắt xích { $link }, xanh
board-link-white = mắt xích { $link }, trắng
board-head = cái đầu
row-green-link = mắt xích xanh { $link }
principle-caterpillar = các mắt xích được đánh số từ đuôi (mắt xích đuôi là 1); mắt xích xanh k là một đống Nim k viên (Lật rùa)
parse-what-links = số mắt xích
parse-caterpillar-needs-links = caterpillar cần số mắt xích của nó, ví dụ caterpillar(20) 2 5 6
parse-caterpillar-links-from-1 = các mắt xích được đánh số từ 1 (đuôi)
parse-caterpillar-only-links = con sâu chỉ có { $links } mắt xích
parse-caterpillar-link-twice = mắt xích { $link } được ghi hai lần
parse-coins-too-much-work = tìm các nước đi mất { $work } bước, vượt giới hạn { $limit }

## Chocolate

about-chocolate = thanh sô-cô-la có một ô đánh dấu: số hàng phía trên, cột bên phải, hàng phía dưới, cột bên trái ô đó
example-chocolate-1 = “Nim trốn ở đâu?”, trò chơi 3: một thanh 8 × 12
syntax-chocolate = chocolate
board-how-chocolate = Bấm vào một đường giữa các ô: thanh sô-cô-la gãy theo đường đó và phần không có ô đánh dấu bị ăn.
board-side-above = hàng phía trên
board-side-right = cột bên phải
board-side-below = hàng phía dưới
board-side-left = cột bên trái
board-marked-square = ô đánh dấu
board-bar-square = ô ở hàng { $row }, cột { $column }
move-chocolate-above = bẻ và ăn { $count } hàng phía trên ô có dấu
move-chocolate-below = bẻ và ăn { $count } hàng phía dưới ô có dấu
move-chocolate-right = bẻ và ăn { $count } cột bên phải ô có dấu
move-chocolate-left = bẻ và ăn { $count } cột bên trái ô có dấu
row-chocolate-above = { $count } hàng phía trên ô có dấu
row-chocolate-below = { $count } hàng phía dưới ô có dấu
row-chocolate-right = { $count } cột bên phải ô có dấu
row-chocolate-left = { $count } cột bên trái ô có dấu
principle-chocolate = bốn phía của ô có dấu là bốn đống Nim: bẻ ở một phía chỉ làm ngắn phía đó
parse-chocolate-four-sizes = chocolate nhận đúng bốn kích thước: số hàng phía trên, số cột bên phải, số hàng phía dưới, số cột bên trái ô được đánh dấu

## Green Hackenbush

about-hackenbush = Hackenbush xanh: các cạnh u-v giữa các đỉnh đánh số, đỉnh 0 là mặt đất; cho phép khuyên và cạnh bội
example-hackenbush-1 = Hackenbush xanh: một chu trình, một cặp giống khuyên và một cây
syntax-hackenbush = hackenbush(…)
board-how-hackenbush = Bấm vào một cạnh để cắt: mọi thứ mất đường nối với mặt đất đều rơi xuống.
board-ground = mặt đất
move-cut-edge = cắt cạnh { $edge }
move-cut-edge-falls = cắt cạnh { $edge }; { $fallen } rơi ra
row-hackenbush-loops = { $count } khuyên ở mặt đất sau khi hợp nhất
row-hackenbush-branch = nhánh trên cạnh { $edge } (mang giá trị { $value } sau khi hợp nhất)
row-hackenbush-whole = cả bức hình
principle-hackenbush = nguyên lý hợp nhất: mỗi chu trình hợp nhất thành một đỉnh với các cạnh của nó thành khuyên (một khuyên là một đống 1 viên); nguyên lý dấu hai chấm: một nhánh trên một cạnh là một đống 1 + giá trị mà nhánh mang
principle-hackenbush-detached = { $principle }; { $count } cạnh không nối với mặt đất rơi ra trước khi chơi
parse-hackenbush-bad-edge = một cạnh là hai đỉnh nối bằng '-', ví dụ 0-1
parse-what-vertex = một đỉnh
parse-hackenbush-not-a-vertex = không phải một đỉnh: các đỉnh là số nguyên không âm (0 là mặt đất)
parse-hackenbush-everything-falls = không cạnh nào chạm mặt đất (đỉnh 0): mọi thứ sẽ rơi
parse-hackenbush-unknown-vertex = cạnh { $edge } dùng đỉnh { $vertex }, nhưng các đỉnh là 0..{ $count }
parse-hackenbush-no-ground = không cạnh nào chạm mặt đất (đỉnh 0)
parse-hackenbush-too-much-work = { $cuts } cạnh nằm trên chu trình trong một hình có { $size } đỉnh và cạnh: thử từng nhát cắt mất { $work } bước, vượt giới hạn { $limit }
reason-hackenbush-cuts = tìm các nhát cắt trên chu trình ({ $steps } bước)

## Lines

about-lines = các đường gãy trên một nền: số mắt xích, dấu = khi đường gắn ở cả hai đầu
example-lines-1 = “Nim trốn ở đâu?”, trò chơi 6: một đường gắn ở cả hai đầu
example-lines-2 = “Nim trốn ở đâu?”, trò chơi 6: ba đường gắn một đầu, một đường gắn hai đầu
syntax-lines = lines(…)
board-how-lines = Bấm vào một mắt xích để bỏ đi: các mắt xích bị tách khỏi nền sẽ rơi.
board-line-both-ends = { $line } (cả hai đầu)
board-line-link = mắt xích { $link } của đường { $line }
board-joint = một khớp nối
board-base = nền
move-line-last = bỏ mắt xích { $link } của dây { $line }
move-line-falls-one = bỏ mắt xích { $link } của dây { $line } (mắt xích { $last } rơi ra)
move-line-falls = bỏ mắt xích { $link } của dây { $line } (các mắt xích { $first }–{ $last } rơi ra)
move-line-both = bỏ mắt xích { $link } của dây { $line }, để lại trên nền các dây gồm { $left } và { $right } mắt xích
row-line-one-end = đường { $name } ({ $links } mắt xích, một đầu gắn vào nền)
row-line-both-ends = đường { $name } ({ $links } mắt xích, cả hai đầu gắn vào nền)
principle-lines = một đường treo bằng một đầu là một thân tre (một đống gồm các mắt xích của nó); một đường gắn ở cả hai đầu hợp nhất thành các khuyên: một đống bằng số mắt xích của nó mod 2
parse-what-line-links = số mắt xích của một đường
parse-line-one-link = một đường cần ít nhất một mắt xích

## Poker Nim

about-poker = Nim Poker: A viên trong kho của người đến lượt, B viên trong kho của người kia, còn K lần thêm; chỉ dùng làm cả thế cờ
syntax-poker = poker / poker(A,B,K)
board-how-poker-adding = Bấm vào một viên: viên đó và mọi viên bên phải nó bị lấy đi. Hoặc thêm từ kho của bạn: bấm một viên trong kho của người đến lượt (viên đó và mọi viên bên phải nó được thêm), rồi bấm dấu + sau một đống. Đống hoặc kho quá lớn để vẽ là một thanh: bấm vào và nhập số lượng.
board-add-to-heap = thêm vào đống { $heap }
board-bank-mine-caption = kho người đến lượt ({ $count })
board-bank-mine = kho của người đến lượt
board-bank-other-caption = kho còn lại ({ $count })
board-bank-other = kho của người kia
board-additions-left = số lần thêm còn lại: { $count }
board-ask-add = Thêm bao nhiêu viên từ kho vào đống { $heap }?
move-poker-take = lấy { $count } từ đống { $heap } ({ $from } → { $to })
move-poker-add = thêm { $count } từ kho vào đống { $heap } ({ $from } → { $to })
row-poker-heap = đống { $heap }
principle-poker = Nim Poker là Nim: một lần thêm từ kho được hoàn tác bằng cách bỏ đi đúng số viên ấy
parse-what-heap = đống
parse-what-bank = quỹ
parse-what-additions = số lần thêm
parse-poker-three-arguments = poker nhận ba tham số: quỹ của người đi, quỹ của người kia, số lần thêm còn lại, ví dụ poker(10,10,5)

## Tartan products (tartan, nimmul)

about-tartan = tích của hai trò chơi đồng xu (R, S: turtles, mock-turtles, ruler, một trò spawning bất kỳ hoặc spawning(CODE)); các số là các cặp x y của mặt ngửa; nimmul x y là một mặt ngửa tại (x, y) trong turtles × turtles
example-tartan-1 = Rùa × Rùa: một mặt ngửa tại (3, 5) là tích Nim 3 ⊗ 5
syntax-tartan = tartan(R,S), nimmul
board-how-tartan = Bấm một mặt ngửa (vàng), rồi bấm góc đối diện của hình chữ nhật các đồng xu cần lật, hoặc bấm lại mặt ngửa để chỉ lật nó.
board-coin-heads-at = đồng xu ({ $x }, { $y }), ngửa
board-coin-tails-at = đồng xu ({ $x }, { $y }), sấp
row-tartan-head = mặt ngửa ở ({ $x }, { $y }) = { $a } ⊗ { $b }
principle-tartan = định lý Tartan: một mặt ngửa tại (x, y) có giá trị g₁(x) ⊗ g₂(y), tích Nim của các giá trị { $first } và { $second }
parse-tartan-two-games = tartan nhận hai trò chơi đồng xu, ví dụ tartan(turtles,ruler)
parse-tartan-no-y = các mặt ngửa là cặp tọa độ x y: mặt này thiếu y
parse-coins-numbered-from = các đồng xu được đánh số từ { $first }
parse-tartan-head-twice = mặt ngửa ({ $x }, { $y }) được ghi hai lần
reason-tartan-too-many-moves = đầu ở { $head } có hơn { $max } nước đi cần liệt kê

## What these games share (games/hidden/mod.rs and words.rs)

row-chip = quân cờ ở ô { $cell }
col-piece = quân
col-nim-heap = đống Nim
more-rows = … thêm { $count }
reduction-title = { $game } là Nim trá hình
reduction-empty = Không có quân nào, nên không có đống nào: giá trị bằng 0.
parse-needs-one = sau { $name } cần ít nhất một { $what }
parse-takes-one-argument = { $name } nhận một tham số, { $what }
parse-picture-no-sizes = { $name } không nhận kích thước: hình vẽ viết trong ngoặc
parse-picture-in-brackets = { $name } cần hình vẽ trong ngoặc, ví dụ { $example }
reason-piece-cannot-go = { $game }: quân { $piece } không thể đi từ { $from } đến { $to }
