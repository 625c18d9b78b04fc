# the moves and terms of each game beyond Nim and heap games

## 다른 게임의 수 (games/*, hidden/*): Words::describe_in, DisguisedWords::move_words_in

no-move = 둘 수 없음
list-and = { $list }, { $last }
move-turn-coins = 동전 { $coins } 뒤집기
