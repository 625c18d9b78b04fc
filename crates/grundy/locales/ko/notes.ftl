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
