# the moves and terms of each game beyond Nim and heap games

## Ходы остальных игр (games/*, hidden/*): Component::describe_in, NimInDisguise::move_words_in

no-move = хода нет
list-and = { $list } и { $last }
move-wythoff-both = взять по { $count } из обеих куч ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = взять { $count } из первой кучи ({ $a } → { $c })
move-wythoff-second = взять { $count } из второй кучи ({ $b } → { $d })
move-wythoff-unequal = взять { $k } из первой кучи и { $l } из второй ({ $a }, { $b } → { $c }, { $d })
move-memory = взять { $take } ({ $from } → { $to }; { $next })
memory-next-at-least = следующий игрок должен взять не меньше { $take }
memory-next-up-to = следующий игрок может взять не больше { $most }
move-take-vertex = взять вершину { $item } ({ $rest })
vertex-no-neighbours = у неё нет соседей
vertex-neighbour = и её соседа { $one }
vertex-neighbours = и её соседей { $list }
move-take-edge = взять ребро { $item } ({ $rest })
edge-touching-none = других рёбер, касающихся его, нет
edge-touching-one = и касающееся его ребро { $one }
edge-touching-many = и касающиеся его рёбра { $list }
move-cram = закрыть { $a } и { $b }
move-token = передвинуть фишку { $token } с вершины { $from } на вершину { $to }
move-part = часть { $part }: { $text }
move-part-named = часть { $part } ({ $name }): { $text }
move-subordinate-deleted = подчинённая игра удаляется
move-staircase = переложить { $count } { $count ->
        [one] монету
        [few] монеты
       *[many] монет
    } со ступеньки { $from } на ступеньку { $to }
move-staircase-floor = переложить { $count } { $count ->
        [one] монету
        [few] монеты
       *[many] монет
    } со ступеньки { $from } на пол
move-poker-take = взять { $count } из кучи { $heap } ({ $from } → { $to })
move-poker-add = добавить { $count } из банка в кучу { $heap } ({ $from } → { $to })
move-cut-edge = разрезать ребро { $edge }
move-cut-edge-falls = разрезать ребро { $edge }; { $count ->
        [one] { $fallen } отпадает
       *[other] { $fallen } отпадают
    }
move-line-last = убрать звено { $link } линии { $line }
move-line-falls-one = убрать звено { $link } линии { $line } (звено { $last } отпадает)
move-line-falls = убрать звено { $link } линии { $line } (звенья { $first }–{ $last } отпадают)
move-line-both = убрать звено { $link } линии { $line }, оставив на основании линии из { $left } и { $right } звеньев
move-turn-coins = перевернуть { $count ->
        [one] монету
       *[other] монеты
    } { $coins }
