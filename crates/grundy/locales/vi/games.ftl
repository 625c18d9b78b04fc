# the moves and terms of each game beyond Nim and heap games

## Nước đi của các trò chơi khác (games/*, hidden/*): Component::describe_in, NimInDisguise::move_words_in

no-move = không có nước đi
list-and = { $list } và { $last }
move-wythoff-both = lấy { $count } từ cả hai đống ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = lấy { $count } từ đống thứ nhất ({ $a } → { $c })
move-wythoff-second = lấy { $count } từ đống thứ hai ({ $b } → { $d })
move-wythoff-unequal = lấy { $k } từ đống thứ nhất và { $l } từ đống thứ hai ({ $a }, { $b } → { $c }, { $d })
move-memory = lấy { $take } ({ $from } → { $to }; { $next })
memory-next-at-least = người chơi tiếp theo phải lấy ít nhất { $take }
memory-next-up-to = người chơi tiếp theo được lấy nhiều nhất { $most }
move-take-vertex = lấy đỉnh { $item } ({ $rest })
vertex-no-neighbours = nó không có đỉnh kề
vertex-neighbour = cùng đỉnh kề { $one }
vertex-neighbours = cùng các đỉnh kề { $list }
move-take-edge = lấy cạnh { $item } ({ $rest })
edge-touching-none = không cạnh nào khác chạm vào nó
edge-touching-one = cùng cạnh chạm vào nó: { $one }
edge-touching-many = cùng các cạnh chạm vào nó: { $list }
move-cram = phủ { $a } và { $b }
move-token = chuyển quân { $token } từ đỉnh { $from } sang đỉnh { $to }
move-part = phần { $part }: { $text }
move-part-named = phần { $part } ({ $name }): { $text }
move-subordinate-deleted = trò chơi phụ bị xóa
move-staircase = chuyển { $count } đồng xu từ bậc { $from } xuống bậc { $to }
move-staircase-floor = chuyển { $count } đồng xu từ bậc { $from } xuống sàn
move-poker-take = lấy { $count } từ đống { $heap } ({ $from } → { $to })
move-poker-add = thêm { $count } từ kho vào đống { $heap } ({ $from } → { $to })
move-cut-edge = cắt cạnh { $edge }
move-cut-edge-falls = cắt cạnh { $edge }; { $fallen } rơi ra
move-line-last = bỏ mắt xích { $link } của dây { $line }
move-line-falls-one = bỏ mắt xích { $link } của dây { $line } (mắt xích { $last } rơi ra)
move-line-falls = bỏ mắt xích { $link } của dây { $line } (các mắt xích { $first }–{ $last } rơi ra)
move-line-both = bỏ mắt xích { $link } của dây { $line }, để lại trên nền các dây gồm { $left } và { $right } mắt xích
move-turn-coins = lật { $count ->
        [one] đồng xu
       *[other] các đồng xu
    } { $coins }
# issue 20
compound-conjunctive-misere-win = Chơi misère: một phần không còn nước đi có độ xa misère 0 và người đến lượt thắng nó, vì không thể đi; với phần khác, độ xa đếm số nước phần đó kéo dài khi người thắng đi nhanh còn người thua kéo dài. Độ xa misère nhỏ nhất của các phần quyết định trò chơi hợp, chẵn thì người đến lượt thắng (cho mỗi thế đã kết thúc một nước đi tới một kết thúc mới: lối chơi thường của trò chơi hợp đó chính là lối chơi misère này, mỗi độ xa dài thêm 1, và quy tắc của Smith áp dụng được). Ở đây nó là { $r }, chẵn: người đến lượt thắng.
compound-conjunctive-misere-lose = Chơi misère: một phần không còn nước đi có độ xa misère 0 và người đến lượt thắng nó, vì không thể đi; với phần khác, độ xa đếm số nước phần đó kéo dài khi người thắng đi nhanh còn người thua kéo dài. Độ xa misère nhỏ nhất của các phần quyết định trò chơi hợp, chẵn thì người đến lượt thắng (cho mỗi thế đã kết thúc một nước đi tới một kết thúc mới: lối chơi thường của trò chơi hợp đó chính là lối chơi misère này, mỗi độ xa dài thêm 1, và quy tắc của Smith áp dụng được). Ở đây nó là { $r }, lẻ: người đến lượt thua.
compound-conjunctive-misere-moves = Người thắng đi trong mọi phần cùng lúc sao cho độ xa misère nhỏ nhất sau nước đi là lẻ: trong phần có độ xa misère { $r }, tới một lựa chọn có độ xa misère { $less }, còn ở các phần khác tới những lựa chọn kéo dài ít nhất bằng ngần ấy.
