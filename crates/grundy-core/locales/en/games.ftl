# the moves and terms of each game beyond Nim and heap games

## Moves of the other games (games/*, hidden/*): Words::describe_in, DisguisedWords::move_words_in

no-move = no move
list-and = { $list } and { $last }
move-turn-coins = turn over { $count ->
        [one] coin
       *[other] coins
    } { $coins }
