# The words of the coin-turning games (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-spawning = trò lật đồng xu theo mã spawning của CGSuite (số lượng 3, 1-9, 2+; C, C(k), E, S, F); các số là những đồng xu ngửa (đồng xu từ 1; Mock Turtles từ 0)
example-spawning-1 = Lật rùa: mặt ngửa ở các đồng xu 1, 4 và 7
example-spawning-2 = Rùa giả: mặt ngửa ở các đồng xu 0, 2 và 5
example-spawning-3 = Củ cải: lật ba đồng xu cách đều nhau
example-spawning-4 = Grunt: bốn đồng xu đối xứng, một trong số đó là đồng xu 1
syntax-spawning = spawning(CODE), turtles, mock-turtles, ruler, moidores, triplets, turnips, grunt, sym, mock-turtle-fives, triplet-fives, ruler-fives
board-how-ruler = Bấm một mặt ngửa (vàng), rồi bấm đầu xa của dãy đồng xu bên trái nó để lật cả dãy, hoặc bấm lại mặt ngửa để chỉ lật nó.
board-how-spawning = Bấm một mặt ngửa (vàng), rồi bấm các đồng xu khác cần lật cùng (bấm lại đồng cuối để lật những đồng đã chọn).
board-coin = đồng xu { $coin }
board-coin-heads = đồng xu { $coin }, ngửa
board-coin-tails = đồng xu { $coin }, sấp
row-head-on-coin = mặt ngửa ở đồng xu { $coin }
principle-turtles = { $token }: một mặt ngửa ở đồng xu x là một đống Nim x viên
principle-mock-turtles-from-0 = { $token }: một mặt ngửa ở đồng xu x (đồng xu từ 0) có giá trị là số odious (lẻ chữ số 1 trong hệ nhị phân) trong hai số 2x và 2x+1
principle-mock-turtles = { $token }: một mặt ngửa ở đồng xu x có giá trị là số odious (lẻ chữ số 1 trong hệ nhị phân) trong hai số 2x−2 và 2x−1
principle-ruler = { $token }: một mặt ngửa ở đồng xu x có giá trị là lũy thừa lớn nhất của 2 chia hết x
principle-spawning = mã sinh { $code }: một vị trí là tổng Nim của các mặt ngửa, mặt ngửa ở đồng xu x có giá trị g(x) = mex của các tổng Nim của g trên các đồng xu khác mà một nước đi ở x lật
parse-spawn-empty = phần tử mã spawning trống: hãy viết một số đồng xu như 3, 1-9 hoặc 2+
parse-spawn-unexpected = '{ $found }' không thuộc mã spawning (số lượng 3, 1-9, 2+; bổ ngữ C, C(k), E, F, S)
parse-spawn-bad-count = số lượng sai trong phần tử mã spawning { $element }: số lượng từ 1 trở lên, một khoảng đi từ thấp đến cao
parse-spawn-bad-window = C( cần một số và dấu ')' đóng, như trong C(5)
parse-spawn-too-long = mã spawning dài hơn { $max } ký tự
parse-spawn-work = các giá trị đến đồng xu { $n } cần hơn { $budget } bước
parse-spawn-value-too-large = giá trị của đồng xu { $n } từ 2^{ $bits } trở lên, vượt quá phạm vi tính
parse-spawn-values = spawning({ $code }): { $reason }
parse-not-a-coin-game = không phải trò chơi đồng xu ({ $known }, hoặc spawning(MÃ))
parse-coin-too-far-right = đồng xu { $coin } quá xa về bên phải (giới hạn 2^62)
parse-coin-too-far-for = đồng xu { $coin } quá xa về bên phải đối với { $game } (giới hạn { $max }; chỉ turtles, mock-turtles và ruler có công thức đóng)
parse-coin-does-not-exist = không có đồng xu { $coin }: các đồng xu được đánh số từ { $first }
parse-coin-twice = đồng xu { $coin } được ghi hai lần
reason-of-game = { $game }: { $why }
reason-listing-moves-steps = liệt kê các nước đi của { $game } ({ $steps } bước)
