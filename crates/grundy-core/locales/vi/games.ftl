# the moves and terms of each game beyond Nim and heap games

## Nước đi của các trò chơi khác (games/*, hidden/*): Words::describe_in, DisguisedWords::move_words_in

no-move = không có nước đi
list-and = { $list } và { $last }
move-turn-coins = lật { $count ->
        [one] đồng xu
       *[other] các đồng xu
    } { $coins }
