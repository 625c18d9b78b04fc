# The words of the games where Nim hides (ko): their own messages, added to the
# catalogue by `grundy_core::words!` in games/hidden/mod.rs (the coin-turning games keep
# theirs in spawning/locales). Words many games share stay in crates/grundy-core/locales/.

## Strip (strip, strip-nojump)

about-strip = 0부터 번호가 붙은 칸 위의 칩을 왼쪽으로 얼마든지 옮깁니다. 뛰어넘기와 한 칸에 여러 칩 허용
example-strip-1 = 「님은 어디에 숨었나?」 게임 1: 칸 5, 10, 14, 16, 22의 칩
about-strip-nojump = 뛰어넘지 않고 왼쪽으로 옮기는 칩. 칸은 1부터 번호가 붙고 한 칸에 칩 하나
example-strip-nojump-1 = 「님은 어디에 숨었나?」 게임 4: 간격 4, 1, 5, P-위치
syntax-strip = strip / strip(L)
syntax-strip-nojump = strip-nojump / strip-nojump(L)
board-how-strip = 칩을 누른 뒤 칩을 옮길 칸을 누르세요.
board-cell = 칸 { $cell }
board-chip-on = 칸 { $cell }의 칩
move-chip = 말 옮기기 (칸 { $from } → { $to })
row-chip-pair = 칸 { $left }, { $right }의 칩
row-chip-phantom = 칸 0의 가상 칩과 칸 { $right }의 칩
principle-strip = 칸 n의 칩은 크기 n인 님 무더기입니다: 칩을 왼쪽으로 옮기는 것은 무더기에서 가져가는 것입니다
principle-strip-nojump = 칩을 오른쪽부터 둘씩 짝짓습니다 (개수가 홀수이면 칸 0에 가상 칩을 둡니다). 한 쌍은 두 칩 사이 빈칸 수만큼의 님 무더기입니다. 쌍의 왼쪽 칩을 옮기면 간격이 넓어질 뿐이고, 오른쪽 칩을 따라 옮겨 되받을 수 있습니다
parse-what-cells = 칸 수
parse-what-chip = 말
parse-chip-outside = 말이 띠 밖에 있습니다: 칸은 { $first }부터 { $last }까지입니다
parse-strip-cell-zero = 칸 번호는 1부터입니다; 0번 칸은 띠 위에 없습니다
parse-strip-shared-cell = { $cell }번 칸에 말이 두 개 있습니다: 한 칸에는 말이 하나까지입니다

## Staircase Nim

about-staircase = 계단 1, 2, 3, … 위의 동전. 한 계단의 동전을 몇 개든 한 계단 아래로 옮깁니다(계단 0은 바닥)
syntax-staircase = staircase
board-how-staircase = 동전을 누르세요: 그 동전과 같은 계단에서 그 뒤에 있는 동전이 한 계단 내려갑니다.
board-step = 계단 { $step }
board-floor = 바닥
board-floor-caption = 바닥
board-step-coin = 계단 { $step }, 동전 { $count }개 중 { $number }번째
move-staircase = 동전 { $count }개 옮기기 (계단 { $from } → { $to })
move-staircase-floor = 동전 { $count }개를 계단 { $from }에서 바닥으로 옮기기
row-step = 계단 { $step }의 동전
principle-staircase = 계단 님은 홀수 번째 계단 위의 님입니다: 짝수 번째 계단에서 내려온 동전은 곧바로 한 계단 더 내려 보낼 수 있습니다
parse-what-step = 계단

## Caterpillar

about-caterpillar = 고리 N개짜리 애벌레의 초록 고리, 꼬리부터 번호(꼬리 = 1)
example-caterpillar-1 = 「님은 어디에 숨었나?」 게임 2: 고리 20개짜리 애벌레
syntax-caterpillar = caterpillar(N)
board-how-caterpillar = 초록 마디를 누른 뒤 꼬리에 더 가까운 마디를 누르면 둘 다 다시 칠하고, 초록 마디를 한 번 더 누르면 그 마디만 다시 칠합니다.
board-link = 마디 { $link }
board-link-green = 마디 { $link }, 초록
board-link-white = 마디 { $link }, 흰색
board-head = 머리
row-green-link = 초록 마디 { $link }
principle-caterpillar = 마디는 꼬리부터 번호를 매깁니다 (꼬리 마디 1). 초록 마디 k는 크기 k인 님 무더기입니다 (거북 뒤집기)
parse-what-links = 마디 수
parse-caterpillar-needs-links = caterpillar에는 마디 수가 필요합니다. 예: caterpillar(20) 2 5 6
parse-caterpillar-links-from-1 = 마디 번호는 1(꼬리)부터입니다
parse-caterpillar-only-links = 애벌레의 마디는 { $links }개뿐입니다
parse-caterpillar-link-twice = 두 번 적힌 마디: { $link }
parse-coins-too-much-work = 수를 찾는 데 { $work }단계가 걸려 한계인 { $limit }단계를 넘습니다

## Chocolate

about-chocolate = 표시된 칸이 있는 초콜릿 판: 그 칸의 위쪽 행, 오른쪽 열, 아래쪽 행, 왼쪽 열의 수
example-chocolate-1 = 「님은 어디에 숨었나?」 게임 3: 8 × 12 판
syntax-chocolate = chocolate
board-how-chocolate = 칸 사이의 선을 누르세요: 판이 그 선을 따라 쪼개지고 표시된 칸이 없는 쪽을 먹습니다.
board-side-above = 위쪽 행
board-side-right = 오른쪽 열
board-side-below = 아래쪽 행
board-side-left = 왼쪽 열
board-marked-square = 표시된 칸
board-bar-square = { $row }행 { $column }열의 칸
move-chocolate-above = 표시된 조각 위쪽의 { $count }줄을 잘라 먹기
move-chocolate-below = 표시된 조각 아래쪽의 { $count }줄을 잘라 먹기
move-chocolate-right = 표시된 조각 오른쪽의 { $count }열을 잘라 먹기
move-chocolate-left = 표시된 조각 왼쪽의 { $count }열을 잘라 먹기
row-chocolate-above = 표시된 조각 위쪽의 { $count }줄
row-chocolate-below = 표시된 조각 아래쪽의 { $count }줄
row-chocolate-right = 표시된 조각 오른쪽의 { $count }열
row-chocolate-left = 표시된 조각 왼쪽의 { $count }열
principle-chocolate = 표시된 조각의 네 방향은 님 무더기 네 개입니다: 한 방향을 잘라 내면 그 방향만 짧아집니다
parse-chocolate-four-sizes = chocolate에는 크기가 정확히 네 개 필요합니다: 표시된 조각의 위쪽 줄, 오른쪽 열, 아래쪽 줄, 왼쪽 열

## Green Hackenbush

about-hackenbush = 초록 해켄부시: 번호가 붙은 꼭짓점 사이의 변 u-v, 꼭짓점 0은 땅. 고리와 겹친 변 허용
example-hackenbush-1 = 초록 해켄부시: 회로 하나, 고리 같은 쌍 하나, 나무 하나
syntax-hackenbush = hackenbush(…)
board-how-hackenbush = 변을 눌러 자르세요: 땅으로 이어지는 길을 잃은 부분은 모두 떨어집니다.
board-ground = 땅
move-cut-edge = 변 { $edge } 자르기
move-cut-edge-falls = 변 { $edge } 자르기; 함께 떨어져 나가는 변: { $fallen }
row-hackenbush-loops = 융합 뒤 땅에 있는 고리 { $count }개
row-hackenbush-branch = 변 { $edge } 위의 가지 (융합 뒤 값 { $value })
row-hackenbush-whole = 그림 전체
principle-hackenbush = 융합 원리: 모든 회로는 그 변들을 고리로 가진 꼭짓점 하나로 융합됩니다 (고리 하나는 크기 1인 무더기). 콜론 원리: 한 변 위의 가지는 1 + 그 가지가 지닌 값 크기의 무더기입니다
principle-hackenbush-detached = { $principle }. 땅에 이어지지 않은 변 { $count }개는 게임 전에 떨어져 나갑니다
parse-hackenbush-bad-edge = 간선은 '-'로 이은 두 꼭짓점입니다. 예: 0-1
parse-what-vertex = 꼭짓점
parse-hackenbush-not-a-vertex = 꼭짓점이 아닙니다: 꼭짓점은 음이 아닌 정수입니다 (0은 땅)
parse-hackenbush-everything-falls = 땅(꼭짓점 0)에 닿는 간선이 없습니다: 모두 떨어집니다
parse-hackenbush-unknown-vertex = 간선 { $edge }에 쓰인 꼭짓점 { $vertex }: 없는 꼭짓점입니다 (꼭짓점은 0..{ $count })
parse-hackenbush-no-ground = 땅(꼭짓점 0)에 닿는 간선이 없습니다
parse-hackenbush-too-much-work = 꼭짓점과 간선이 { $size }개인 그림에서 간선 { $cuts }개가 순환 위에 있습니다: 자르기를 하나씩 시도하면 { $work }단계로, 한계인 { $limit }단계를 넘습니다
reason-hackenbush-cuts = 회로 위의 자르기 찾기({ $steps }단계)

## Lines

about-lines = 바닥에 붙은 끊어진 줄: 고리 수, 줄의 양 끝이 붙어 있으면 =
example-lines-1 = 「님은 어디에 숨었나?」 게임 6: 양 끝이 붙은 줄 하나
example-lines-2 = 「님은 어디에 숨었나?」 게임 6: 한쪽 끝만 붙은 줄 셋과 양 끝이 붙은 줄 하나
syntax-lines = lines(…)
board-how-lines = 마디를 눌러 없애세요: 바닥에서 끊긴 마디는 떨어집니다.
board-line-both-ends = { $line } (양 끝)
board-line-link = 선 { $line }의 마디 { $link }
board-joint = 이음매
board-base = 바닥
move-line-last = 선 { $line }의 마디 { $link } 없애기
move-line-falls-one = 선 { $line }의 마디 { $link } 없애기 (떨어져 나가는 마디: { $last })
move-line-falls = 선 { $line }의 마디 { $link } 없애기 (떨어져 나가는 마디: { $first }–{ $last })
move-line-both = 선 { $line }의 마디 { $link } 없애기: 바닥에 마디 { $left }개와 { $right }개의 선이 남음
row-line-one-end = 줄 { $name } (마디 { $links }개, 한쪽 끝만 바닥에 붙음)
row-line-both-ends = 줄 { $name } (마디 { $links }개, 양 끝이 바닥에 붙음)
principle-lines = 한쪽 끝으로 매달린 줄은 대나무 줄기(마디 수만큼의 무더기)입니다. 양 끝이 붙은 줄은 고리로 융합되어 마디 수를 2로 나눈 나머지만큼의 무더기가 됩니다
parse-what-line-links = 선의 마디 수
parse-line-one-link = 선에는 마디가 하나 이상 있어야 합니다

## Poker Nim

about-poker = 포커 님: 둘 차례인 사람의 은행에 A개, 상대의 은행에 B개의 칩, 남은 더하기 K번. 전체 위치로만 쓸 수 있습니다
syntax-poker = poker / poker(A,B,K)
board-how-poker-adding = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 또는 내 은행에서 더하세요: 둘 차례인 사람의 은행에서 칩 하나를 누르고(그 칩과 오른쪽의 모든 칩을 더합니다) 무더기 뒤의 + 를 누르세요. 너무 커서 그릴 수 없는 무더기나 은행은 막대로 그려집니다: 막대를 누르고 몇 개인지 입력하세요.
board-add-to-heap = 무더기 { $heap }에 더하기
board-bank-mine-caption = 둘 차례의 은행 ({ $count })
board-bank-mine = 둘 차례인 사람의 은행
board-bank-other-caption = 상대 은행 ({ $count })
board-bank-other = 상대의 은행
board-additions-left = 남은 더하기: { $count }
board-ask-add = 은행에서 무더기 { $heap }에 칩 몇 개를 더할까요?
move-poker-take = 무더기 { $heap }에서 { $count }개 가져가기 ({ $from } → { $to })
move-poker-add = 은행에서 { $count }개를 무더기 { $heap }에 더하기 ({ $from } → { $to })
row-poker-heap = 무더기 { $heap }
principle-poker = 포커 님은 님입니다: 은행에서 더한 칩은 같은 칩을 덜어 내어 되돌릴 수 있습니다
parse-what-heap = 무더기
parse-what-bank = 은행
parse-what-additions = 추가 횟수
parse-poker-three-arguments = poker에는 인수가 세 개 필요합니다: 둘 차례인 플레이어의 은행, 상대의 은행, 남은 추가 횟수. 예: poker(10,10,5)

## Tartan products (tartan, nimmul)

about-tartan = 두 동전 게임의 곱(R, S: turtles, mock-turtles, ruler, 임의의 spawning 게임 또는 spawning(CODE)). 수는 앞면의 쌍 x y이고, nimmul x y는 turtles × turtles에서 (x, y)에 있는 앞면입니다
example-tartan-1 = 거북 × 거북: (3, 5)의 앞면은 님 곱 3 ⊗ 5입니다
syntax-tartan = tartan(R,S), nimmul
board-how-tartan = 앞면(금색)을 누른 뒤 뒤집을 동전 직사각형의 반대쪽 모서리를 누르거나, 앞면을 한 번 더 눌러 그 동전만 뒤집으세요.
board-coin-heads-at = 동전 ({ $x }, { $y }), 앞면
board-coin-tails-at = 동전 ({ $x }, { $y }), 뒷면
row-tartan-head = 앞면 동전 ({ $x }, { $y }) = { $a } ⊗ { $b }
principle-tartan = 타탄 정리: (x, y)의 앞면 동전은 g₁(x) ⊗ g₂(y), 곧 { $first } 값과 { $second } 값의 님 곱만큼의 값을 가집니다
parse-tartan-two-games = tartan에는 동전 게임 두 개가 필요합니다. 예: tartan(turtles,ruler)
parse-tartan-no-y = 앞면은 좌표 x y의 쌍입니다: 이것에는 y가 없습니다
parse-coins-numbered-from = 동전 번호는 { $first }부터입니다
parse-tartan-head-twice = 두 번 적힌 앞면: ({ $x }, { $y })
reason-tartan-too-many-moves = 좌표 { $head }의 머리에는 나열할 수가 { $max }개보다 많습니다

## What these games share (games/hidden/mod.rs and words.rs)

row-chip = 칸 { $cell }의 칩
col-piece = 말
col-nim-heap = 님 무더기
more-rows = … { $count }개 더
reduction-title = { $game } 게임은 변장한 님입니다
reduction-empty = 말이 없으므로 무더기도 없습니다: 값은 0입니다.
parse-needs-one = { $name } 뒤에는 { $what } 하나 이상이 있어야 합니다
parse-takes-one-argument = { $name }의 인수는 하나, { $what }입니다
parse-picture-no-sizes = { $name }에는 크기를 적지 않습니다: 그림은 괄호 안에 적습니다
parse-picture-in-brackets = { $name }에는 괄호 안에 그림이 필요합니다. 예: { $example }
reason-piece-cannot-go = { $game }: 조각 { $piece }번의 { $from } → { $to } 이동은 할 수 없습니다
