# the moves and terms of each game beyond Nim and heap games

## 다른 게임의 수 (games/*, hidden/*): Component::describe_in, NimInDisguise::move_words_in

no-move = 둘 수 없음
list-and = { $list }, { $last }
move-wythoff-both = 두 무더기에서 { $count }개씩 가져가기 ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = 첫째 무더기에서 { $count }개 가져가기 ({ $a } → { $c })
move-wythoff-second = 둘째 무더기에서 { $count }개 가져가기 ({ $b } → { $d })
move-wythoff-unequal = 첫째 무더기에서 { $k }개, 둘째 무더기에서 { $l }개 가져가기 ({ $a }, { $b } → { $c }, { $d })
move-memory = { $take }개 가져가기 ({ $from } → { $to }; { $next })
memory-next-at-least = 다음 플레이어는 적어도 { $take }개를 가져가야 함
memory-next-up-to = 다음 플레이어는 최대 { $most }개까지 가져갈 수 있음
move-take-vertex = 꼭짓점 { $item } 가져가기 ({ $rest })
vertex-no-neighbours = 이웃이 없음
vertex-neighbour = 이웃 { $one }도 함께
vertex-neighbours = 이웃 { $list }도 함께
move-take-edge = 변 { $item } 가져가기 ({ $rest })
edge-touching-none = 닿는 다른 변이 없음
edge-touching-one = 닿는 변 { $one }도 함께
edge-touching-many = 닿는 변 { $list }도 함께
move-cram = 칸 { $a }, { $b } 덮기
move-token = 말 { $token } 옮기기 (꼭짓점 { $from } → { $to })
move-part = 부분 { $part }: { $text }
move-part-named = 부분 { $part } ({ $name }): { $text }
move-subordinate-deleted = 종속 게임이 지워짐
move-staircase = 동전 { $count }개 옮기기 (계단 { $from } → { $to })
move-staircase-floor = 동전 { $count }개를 계단 { $from }에서 바닥으로 옮기기
move-poker-take = 무더기 { $heap }에서 { $count }개 가져가기 ({ $from } → { $to })
move-poker-add = 은행에서 { $count }개를 무더기 { $heap }에 더하기 ({ $from } → { $to })
move-cut-edge = 변 { $edge } 자르기
move-cut-edge-falls = 변 { $edge } 자르기; 함께 떨어져 나가는 변: { $fallen }
move-line-last = 선 { $line }의 마디 { $link } 없애기
move-line-falls-one = 선 { $line }의 마디 { $link } 없애기 (떨어져 나가는 마디: { $last })
move-line-falls = 선 { $line }의 마디 { $link } 없애기 (떨어져 나가는 마디: { $first }–{ $last })
move-line-both = 선 { $line }의 마디 { $link } 없애기: 바닥에 마디 { $left }개와 { $right }개의 선이 남음
move-turn-coins = 동전 { $coins } 뒤집기
# issue 20
compound-conjunctive-misere-win = 미제르 플레이: 둘 수가 없는 부분의 미제르 원격도는 0이며, 둘 수 없는 차례의 플레이어가 이깁니다. 다른 부분의 미제르 원격도는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 이어지는 수의 개수입니다. 부분들의 미제르 원격도 중 가장 작은 값이 복합 게임을 결정하며, 짝수이면 차례인 플레이어가 이깁니다(끝난 모든 국면에 새로운 끝으로 가는 수를 하나씩 주면, 그 복합 게임의 정규 플레이가 이 미제르 플레이이고 원격도는 모두 1씩 길어지므로 Smith의 규칙이 적용됩니다). 여기서는 { $r }, 짝수입니다: 차례인 플레이어가 이깁니다.
compound-conjunctive-misere-lose = 미제르 플레이: 둘 수가 없는 부분의 미제르 원격도는 0이며, 둘 수 없는 차례의 플레이어가 이깁니다. 다른 부분의 미제르 원격도는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 이어지는 수의 개수입니다. 부분들의 미제르 원격도 중 가장 작은 값이 복합 게임을 결정하며, 짝수이면 차례인 플레이어가 이깁니다(끝난 모든 국면에 새로운 끝으로 가는 수를 하나씩 주면, 그 복합 게임의 정규 플레이가 이 미제르 플레이이고 원격도는 모두 1씩 길어지므로 Smith의 규칙이 적용됩니다). 여기서는 { $r }, 홀수입니다: 차례인 플레이어가 집니다.
compound-conjunctive-misere-moves = 이기는 쪽은 모든 부분을 한꺼번에 움직여, 수를 둔 뒤 가장 작은 미제르 원격도가 홀수가 되게 합니다: 미제르 원격도 { $r }인 부분에서는 미제르 원격도 { $less }인 선택지로, 다른 부분에서는 적어도 그만큼 오래 가는 선택지로 움직입니다.
