# the moves and terms of each game beyond Nim and heap games

## Ходы остальных игр (games/*, hidden/*): Words::describe_in, DisguisedWords::move_words_in

no-move = хода нет
list-and = { $list } и { $last }
move-turn-coins = перевернуть { $count ->
        [one] монету
       *[other] монеты
    } { $coins }
