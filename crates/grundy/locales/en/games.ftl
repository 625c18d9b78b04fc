# the moves and terms of each game beyond Nim and heap games

## Moves of the other games (games/*, hidden/*): Component::describe_in, NimInDisguise::move_words_in

no-move = no move
list-and = { $list } and { $last }
move-wythoff-both = take { $count } from both heaps ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = take { $count } from the first heap ({ $a } → { $c })
move-wythoff-second = take { $count } from the second heap ({ $b } → { $d })
move-wythoff-unequal = take { $k } from the first heap and { $l } from the second ({ $a }, { $b } → { $c }, { $d })
move-memory = take { $take } ({ $from } → { $to }; { $next })
memory-next-at-least = the next player must take at least { $take }
memory-next-up-to = the next player may take up to { $most }
move-take-vertex = take vertex { $item } ({ $rest })
vertex-no-neighbours = it has no neighbours
vertex-neighbour = and its neighbour { $one }
vertex-neighbours = and its neighbours { $list }
move-take-edge = take edge { $item } ({ $rest })
edge-touching-none = no other edge touches it
edge-touching-one = and the edge touching it: { $one }
edge-touching-many = and the edges touching it: { $list }
move-cram = cover { $a } and { $b }
move-token = move token { $token } from vertex { $from } to vertex { $to }
move-part = part { $part }: { $text }
move-part-named = part { $part } ({ $name }): { $text }
move-subordinate-deleted = the subordinate is deleted
move-staircase = move { $count ->
        [one] 1 coin
       *[other] { $count } coins
    } from step { $from } to step { $to }
move-staircase-floor = move { $count ->
        [one] 1 coin
       *[other] { $count } coins
    } from step { $from } to the floor
move-poker-take = take { $count } from heap { $heap } ({ $from } → { $to })
move-poker-add = add { $count } from the bank to heap { $heap } ({ $from } → { $to })
move-cut-edge = cut edge { $edge }
move-cut-edge-falls = cut edge { $edge }; { $count ->
        [one] { $fallen } falls off
       *[other] { $fallen } fall off
    }
move-line-last = remove link { $link } of line { $line }
move-line-falls-one = remove link { $link } of line { $line } (link { $last } falls off)
move-line-falls = remove link { $link } of line { $line } (links { $first }–{ $last } fall off)
move-line-both = remove link { $link } of line { $line }, leaving lines of { $left } and { $right } links on the base
move-turn-coins = turn over { $count ->
        [one] coin
       *[other] coins
    } { $coins }
# issue 20
compound-conjunctive-misere-win = Misère play: a part with no move has misère remoteness 0 and is won by the player to move, who cannot move; any other part's counts the moves it lasts when its winner hurries and its loser delays. The least of the parts' misère remotenesses decides the compound, even for the player to move (give every ended position one move to a new end: normal play of that compound is this misère play, each remoteness one longer, and Smith's rule applies). Here it is { $r }, even: the player to move wins.
compound-conjunctive-misere-lose = Misère play: a part with no move has misère remoteness 0 and is won by the player to move, who cannot move; any other part's counts the moves it lasts when its winner hurries and its loser delays. The least of the parts' misère remotenesses decides the compound, even for the player to move (give every ended position one move to a new end: normal play of that compound is this misère play, each remoteness one longer, and Smith's rule applies). Here it is { $r }, odd: the player to move loses.
compound-conjunctive-misere-moves = The winner moves every part at once so that the least misère remoteness after the move is odd: in a part of misère remoteness { $r }, to an option of misère remoteness { $less }, and elsewhere to options that last at least as long.
