# The words of Wythoff's game (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-wythoff = 두 무더기. 한 무더기에서 가져가거나, 두 무더기에서 차이가 a보다 작은 양을 가져갑니다(`wythoff`: a = 1, 두 무더기에서 같은 양)
example-wythoff-1 = 프랭켈의 2-와이트호프: 두 무더기에서 차이가 2보다 작은 양
syntax-wythoff = wythoff(a)
board-how-wythoff-queen = 칸을 눌러 퀸을 그곳으로 옮기세요: 왼쪽, 아래쪽, 또는 모서리 (0, 0) 쪽 대각선 방향입니다.
board-how-wythoff-heaps = 무더기의 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 마지막 줄의 돌을 누르면 두 무더기에서 같은 수만큼 가져갑니다. 너무 커서 그릴 수 없는 무더기는 막대로 그려집니다: 막대를 누르고 몇 개인지 입력하세요.
board-wythoff-square = 칸 ({ $x }, { $y })
board-wythoff-queen = ({ $x }, { $y }) 칸의 퀸
board-wythoff-both = 둘 다
board-wythoff-both-heaps = 두 무더기
board-ask-take-both = 두 무더기에서 몇 개씩 가져갈까요?
move-wythoff-both = 두 무더기에서 { $count }개씩 가져가기 ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = 첫째 무더기에서 { $count }개 가져가기 ({ $a } → { $c })
move-wythoff-second = 둘째 무더기에서 { $count }개 가져가기 ({ $b } → { $d })
move-wythoff-unequal = 첫째 무더기에서 { $k }개, 둘째 무더기에서 { $l }개 가져가기 ({ $a }, { $b } → { $c }, { $d })
note-wythoff-no-value = 와이토프 게임에는 그런디 수 공식이 없고, 작은 무더기에서만 탐색합니다 ({ $reason }): 그런디 수는 주지 않습니다. 결과는 P-국면에서 나옵니다
note-wythoff-table-limit = wythoff({ $k }) 게임의 그런디 수는 더 작은 국면의 표가 최대 { $steps }단계 안에 만들어질 때만 탐색합니다
wythoff-title = 위토프 게임
wythoff-is-p = P-국면은 (⌊nφ⌋, ⌊nφ⌋ + n)과 그 대칭입니다. 무더기 { $a }, { $b }의 차는 { $difference }이고, 그 차를 가진 P-국면은 ({ $x }, { $y })이므로 ({ $a }, { $b }) 국면은 P-국면입니다.
wythoff-is-not-p = P-국면은 (⌊nφ⌋, ⌊nφ⌋ + n)과 그 대칭입니다. 무더기 { $a }, { $b }의 차는 { $difference }이고, 그 차를 가진 P-국면은 ({ $x }, { $y })이므로 ({ $a }, { $b }) 국면은 P-국면이 아닙니다.
wythoff-grundy = 그런디 수(탐색으로 구함)는 { $value }입니다.
awythoff-title = 프랭켈의 { $r }-위토프
awythoff-rule = 한 수는 한 무더기에서 가져가거나, 한 무더기에서 k개와 다른 무더기에서 l개를 가져갑니다(단, |k − l| < { $r }). P-국면은 (A_n, B_n)과 그 대칭이며, A_n은 아직 쓰이지 않은 가장 작은 수, B_n = A_n + { $r }·n입니다. 프랭켈(1982)은 α = (2 − { $r } + √({ $r }² + 4))/2에 대해 A_n = ⌊nα⌋임을 증명했고, 여기서는 정수로 정확히 계산합니다.
awythoff-with-p = 그 차를 가진 P-국면은 ({ $x }, { $y })입니다
awythoff-with-none = 그 차를 가진 P-국면은 없습니다({ $r }의 배수가 아님)
awythoff-heaps-p = 무더기 { $a }, { $b }의 차는 { $difference }입니다: { $with }. 따라서 ({ $a }, { $b }) 국면은 P-국면입니다.
awythoff-heaps-not-p = 무더기 { $a }, { $b }의 차는 { $difference }입니다: { $with }. 따라서 ({ $a }, { $b }) 국면은 P-국면이 아닙니다.
err-wythoff-too-large = 크기가 { $heap }인 무더기는 지원하는 10^18보다 큽니다
err-wythoff-search-too-large = 위토프 게임의 그런디 수는 크기 { $limit }까지의 무더기에서만 탐색합니다
parse-what-a = a
parse-wythoff-one-argument = wythoff의 인수는 하나, a입니다
parse-wythoff-two-heaps = wythoff에는 무더기가 정확히 두 개 필요합니다
parse-wythoff-too-large = 크기가 { $heap }인 무더기는 지원 한계 10^18보다 큽니다
reason-wythoff-take = wythoff: 한 무더기에서 가져가거나, 두 무더기에서 같은 개수를 가져가십시오
reason-wythoff-a-take = wythoff({ $a }): 한 무더기에서 가져가거나, 두 무더기에서 차이가 { $a }보다 작은 개수를 가져가십시오
reason-wythoff-table = wythoff({ $a })의 그런디 수는 더 작은 국면들의 표가 최대 { $steps }단계일 때만 탐색합니다
