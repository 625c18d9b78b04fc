# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# 분석의 참고 사항 (Report::notes): 이른 한계, 고른 방법.

note-moves-uncounted = 필승 수를 전부 셀 수는 없었습니다: { $why }
note-heap-too-many-moves = 무더기에서 둘 수 있는 수가 너무 많아 필승 수를 나열하지 않습니다
note-component-moves-unlisted = 부분 게임 { $component }번의 수가 너무 많아 나열할 수 없습니다: 필승 수를 전부 세지는 않았습니다
note-component-branching = 부분 게임 { $component }번은 둘 수 있는 수가 너무 많아 나열할 수 없습니다: 필승 수를 전부 세지는 않았습니다
note-loopy-uncounted = 부분 게임 { $component }번: 수를 전부 셀 수는 없었습니다: { $why }
note-kayles-parts = 그래프는 연결된 부분 { $count }개로 나뉘고, 그 값은 { $values }입니다: 전체 값은 그 값들의 XOR입니다
note-cram-regions = 판은 빈칸 영역 { $count }개로 나뉘고, 그 값은 { $values }입니다: 전체 값은 그 값들의 XOR입니다
note-conjunctive-listed = 논리곱 합의 필승 수는 모두 세었습니다. 그것을 나열하려고 부분 게임 수의 조합 중 처음 { $limit }개만 살펴보았습니다
note-moore-misere = 결과는 무어의 Nim_k 미제르 규칙에 따릅니다 (일반 플레이와 같지만, 모든 무더기가 0 또는 1일 때는 크기 1인 무더기 개수를 k+1로 나눈 나머지가 1인 경우에 한해 현재 차례의 플레이어가 집니다). 필승 수를 찾으려면 범위를 벗어나는 탐색이 필요합니다 ({ $reason })
note-moore-no-value = 무어의 Nim_k에는 그런디 수 공식이 없고 전수 탐색은 범위를 벗어납니다 ({ $reason }): 그런디 수는 주지 않습니다. 결과는 무어의 정리에서 나옵니다
note-moore-one-move = 무어의 구성으로 만든 필승 수 하나만 보입니다. --all-moves 옵션은 모든 필승 수를 나열합니다
note-moore-unlisted = 필승 수를 전부 나열할 수는 없습니다: { $reason }. 보이는 수는 무어의 구성으로 만든 것입니다
note-wythoff-no-value = 와이토프 게임에는 그런디 수 공식이 없고, 작은 무더기에서만 탐색합니다 ({ $reason }): 그런디 수는 주지 않습니다. 결과는 P-국면에서 나옵니다
note-wythoff-table-limit = wythoff({ $k }) 게임의 그런디 수는 더 작은 국면의 표가 최대 { $steps }단계 안에 만들어질 때만 탐색합니다
note-take-away-no-value = 그런디 수는 크기가 최대 { $limit }인 무더기까지만 계산합니다: 주지 않습니다. 결과는 정리에서 나옵니다

# 님이 숨어 있는 게임의 말 (환원의 행, "님 보기").
row-chip = 칸 { $cell }의 칩
row-chip-pair = 칸 { $left }, { $right }의 칩
row-chip-phantom = 칸 0의 가상 칩과 칸 { $right }의 칩
row-step = 계단 { $step }의 동전
row-tartan-head = 앞면 동전 ({ $x }, { $y }) = { $a } ⊗ { $b }
row-chocolate-above = 표시된 조각 위쪽의 { $count }줄
row-chocolate-below = 표시된 조각 아래쪽의 { $count }줄
row-chocolate-right = 표시된 조각 오른쪽의 { $count }열
row-chocolate-left = 표시된 조각 왼쪽의 { $count }열
row-poker-heap = 무더기 { $heap }
row-line-one-end = 줄 { $name } (마디 { $links }개, 한쪽 끝만 바닥에 붙음)
row-line-both-ends = 줄 { $name } (마디 { $links }개, 양 끝이 바닥에 붙음)
row-hackenbush-loops = 융합 뒤 땅에 있는 고리 { $count }개
row-hackenbush-branch = 변 { $edge } 위의 가지 (융합 뒤 값 { $value })
row-hackenbush-whole = 그림 전체
row-green-link = 초록 마디 { $link }
row-head-on-coin = 앞면인 동전 { $coin }

# 님으로의 환원 원리 (환원 단계의 첫 문장).
principle-staircase = 계단 님은 홀수 번째 계단 위의 님입니다: 짝수 번째 계단에서 내려온 동전은 곧바로 한 계단 더 내려 보낼 수 있습니다
principle-tartan = 타탄 정리: (x, y)의 앞면 동전은 g₁(x) ⊗ g₂(y), 곧 { $first } 값과 { $second } 값의 님 곱만큼의 값을 가집니다
principle-strip = 칸 n의 칩은 크기 n인 님 무더기입니다: 칩을 왼쪽으로 옮기는 것은 무더기에서 가져가는 것입니다
principle-strip-nojump = 칩을 오른쪽부터 둘씩 짝짓습니다 (개수가 홀수이면 칸 0에 가상 칩을 둡니다). 한 쌍은 두 칩 사이 빈칸 수만큼의 님 무더기입니다. 쌍의 왼쪽 칩을 옮기면 간격이 넓어질 뿐이고, 오른쪽 칩을 따라 옮겨 되받을 수 있습니다
principle-chocolate = 표시된 조각의 네 방향은 님 무더기 네 개입니다: 한 방향을 잘라 내면 그 방향만 짧아집니다
principle-poker = 포커 님은 님입니다: 은행에서 더한 칩은 같은 칩을 덜어 내어 되돌릴 수 있습니다
principle-lines = 한쪽 끝으로 매달린 줄은 대나무 줄기(마디 수만큼의 무더기)입니다. 양 끝이 붙은 줄은 고리로 융합되어 마디 수를 2로 나눈 나머지만큼의 무더기가 됩니다
principle-hackenbush = 융합 원리: 모든 회로는 그 변들을 고리로 가진 꼭짓점 하나로 융합됩니다 (고리 하나는 크기 1인 무더기). 콜론 원리: 한 변 위의 가지는 1 + 그 가지가 지닌 값 크기의 무더기입니다
principle-hackenbush-detached = { $principle }. 땅에 이어지지 않은 변 { $count }개는 게임 전에 떨어져 나갑니다
principle-caterpillar = 마디는 꼬리부터 번호를 매깁니다 (꼬리 마디 1). 초록 마디 k는 크기 k인 님 무더기입니다 (거북 뒤집기)
principle-turtles = { $token }: 동전 x의 앞면은 크기 x인 님 무더기입니다
principle-mock-turtles-from-0 = { $token }: 동전 x의 앞면(동전은 0부터)의 값은 2x와 2x+1 가운데 이진법으로 1이 홀수 개인 수입니다
principle-mock-turtles = { $token }: 동전 x의 앞면의 값은 2x−2와 2x−1 가운데 이진법으로 1이 홀수 개인 수입니다
principle-ruler = { $token }: 동전 x의 앞면의 값은 x를 나누는 가장 큰 2의 거듭제곱입니다
principle-spawning = 스포닝 코드 { $code }: 국면은 앞면들의 님 합이고, 동전 x의 앞면의 값 g(x)는 x에서 두는 수가 뒤집는 다른 동전들에 대한 g의 님 합들의 mex입니다
