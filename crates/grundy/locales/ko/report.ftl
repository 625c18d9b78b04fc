# 풀이 문장 (report/explain.rs). 영어 파일(en/report.ftl)과 같은 id, 같은 변수만 씁니다.

## 요약

play-normal = 노멀 플레이
play-misere = 미제르 플레이
summary-title-heaps = 무더기 { $heaps }개 ({ $games }, { $play })
outcome-n = N-국면(필승): 현재 차례의 플레이어가 이깁니다
outcome-p = P-국면(필패): 현재 차례의 플레이어가 집니다
outcome-d = D-국면: 무승부 — 어느 쪽도 승리를 강제할 수 없습니다
outcome-n-misere = N-국면(필승): 미제르 플레이에서 현재 차례의 플레이어가 이깁니다
outcome-p-misere = P-국면(필패): 미제르 플레이에서 현재 차례의 플레이어가 집니다
outcome-d-misere = D-국면: 미제르 플레이에서 무승부 — 어느 쪽도 승리를 강제할 수 없습니다
value-grundy = 그런디 수 { $value }
value-generalized = 일반화된 스프라그-그런디 값 { $value }
by-method = { $method }에 따라
verdict = { $outcome }.
verdict-with = { $outcome } ({ $detail }).
moves-none = 상대가 최선을 다하면 어떤 수를 두어도 집니다.
moves-unlisted = 필승 수는 나열하지 않았습니다 (참고 사항을 보세요).
moves-winning = 필승 수 ({ $count }개)
moves-winning-some = 필승 수 ({ $count }개 중 { $shown }개 표시)
moves-winning-uncounted = 필승 수 ({ $shown }개 표시, 전부 셀 수는 없었습니다)
moves-draw = 무승부를 지키는 수 ({ $count }개)
moves-draw-some = 무승부를 지키는 수 ({ $count }개 중 { $shown }개 표시)
moves-draw-uncounted = 무승부를 지키는 수 ({ $shown }개 표시, 전부 셀 수는 없었습니다)
method-bouton = 부턴의 규칙
method-tame = 길들여진 게임의 규칙(genus)
method-quotient = 미제르 몫
method-recurrence = 한 무더기의 점화식
method-search = 전수 탐색
method-game-rule = 게임 고유의 미제르 규칙

## 표의 낱말

col-heap = 무더기
col-size = 크기
col-binary = 이진수
col-how = 방법
col-vertex = 꼭짓점
col-grundy-value = 그런디 수
col-component = 부분 게임
col-genus = 종수(genus)
col-plays-like = 같은 님 국면
col-piece = 말
col-nim-heap = 님 무더기
row-ones = 1의 개수
row-parity-note = (각 열의 홀짝)
more-heaps = … 무더기 { $count }개 더
more-heap-sizes = … 무더기 크기 { $count }개 더
more-rows = … { $count }개 더
heaps-in-all = … 모두 무더기 { $count }개
and-more = … 그리고 { $count }개 더

## 님: 이진수 열

nim-columns-title = 님 합, 열별 계산 (이진수)
nim-columns-intro = 각 무더기를 이진수로 쓰고 열마다 1의 개수를 셉니다. 1이 홀수 개인 열은 님 합에서 1이 됩니다.
nim-component-value = 님 합은 { $sum }입니다: 이 부분 게임의 그런디 수입니다.
nim-misere-endgame = 님 합은 { $sum }이지만, 미제르 플레이에서는 크기가 2 이상인 무더기가 두 개 이상 있을 때만 님 합으로 결정됩니다. 여기서는 부턴의 엔드게임 규칙이 결정합니다(아래).
nim-wins = 님 합이 { $sum } ≠ 0이므로 현재 차례의 플레이어가 이깁니다. 가장 높은 1인 비트는 비트 { $bit }(값 { $value })이고, 이 비트를 가진 무더기는 { $carriers }개입니다. 그 비트를 가진 무더기 a를 a ⊕ { $sum }개로 줄이면 더 작아지고 모든 열이 짝수가 됩니다:
nim-carrier = 무더기 { $heap }: { $size } ⊕ { $sum } = { $target } < { $size }, 따라서 { $take }개를 가져갑니다
nim-loses = 님 합이 0입니다: 어떤 수든 무더기 하나를 바꾸므로 어떤 열이 홀수가 됩니다 — 현재 차례의 플레이어가 집니다.

## 미제르 님

misere-nim-title = 미제르 님 (부턴)
misere-nim-counts = 크기 2 이상인 무더기 { $big }개, 크기 1인 무더기 { $ones }개, 님 합 { $sum }.
misere-rule = 규칙: { $rule }.
misere-rule-several = 크기 2 이상인 무더기가 두 개 이상이면 노멀 님처럼 둡니다. 님 합이 0일 때, 그리고 오직 그때에만 현재 차례의 플레이어가 집니다
misere-rule-one = 크기 2 이상인 무더기가 정확히 하나이면 현재 차례의 플레이어가 이깁니다. 그 무더기를 0 또는 1로 줄여 크기 1인 무더기가 홀수 개 남게 하면 됩니다
misere-rule-none = 모든 무더기가 0 또는 1이면 크기 1인 무더기의 개수가 홀수일 때, 그리고 오직 그때에만 현재 차례의 플레이어가 집니다
misere-here-sum-wins = 여기서는 { $sum }이므로 현재 차례의 플레이어가 이깁니다.
misere-here-sum-loses = 여기서는 { $sum }이므로 현재 차례의 플레이어가 집니다.
misere-here-odd-wins = 여기서는 홀수({ $ones }개)이므로 현재 차례의 플레이어가 이깁니다.
misere-here-odd-loses = 여기서는 홀수({ $ones }개)이므로 현재 차례의 플레이어가 집니다.
misere-here-even-wins = 여기서는 짝수({ $ones }개)이므로 현재 차례의 플레이어가 이깁니다.
misere-here-even-loses = 여기서는 짝수({ $ones }개)이므로 현재 차례의 플레이어가 집니다.

## 무어의 님

moore-title = 무어의 Nim_{ $k }
moore-intro = 각 무더기를 이진수로 쓰고 비트 열마다 1의 개수를 세어 { $modulus }의 배수인지 봅니다.
moore-loses = 모든 열의 개수가 { $modulus }의 배수입니다: 무어의 정리에 따라 어떤 수든 어떤 개수를 { $modulus }의 배수가 아니게 만드므로 현재 차례의 플레이어가 집니다.
moore-wins = 개수가 { $modulus }의 배수가 아닌 열: 비트 { $bits }. 무어의 정리에 따라 현재 차례의 플레이어는 최대 { $k }개의 무더기를 줄여 모든 개수를 다시 { $modulus }의 배수로 만들면 이깁니다.

## 님 수열 (빼기 게임, 무더기 게임)

sequence-title = { $rule }: 님 수열
sequence-title-named = { $name } (코드 { $code }): 님 수열
sequence-proved = n = { $preperiod }부터 주기적이며 주기는 { $period }입니다: { $by }에 의해 증명됨.
sequence-proved-saltus = n = { $preperiod }부터 주기적이며(주기 { $period }), 주기마다 { $saltus }씩 더해집니다(산술 주기성): { $by }에 의해 증명됨.
sequence-observed = n = { $preperiod }부터 주기적으로 보이며 주기는 { $period }입니다 — n = { $checked }까지 관찰했을 뿐 증명되지 않았으므로 값을 직접 계산합니다.
sequence-no-period = n = { $searched }까지 주기를 찾지 못했으므로 값을 직접 계산합니다.
sequence-no-theorem = 적용되는 주기성 정리가 없습니다: { $why }.
how-direct = 직접 계산
how-period = 주기로
how-formula = 닫힌 식으로

## 합과 탐색

sum-title = 스프라그-그런디
sum-rule = 게임의 합의 그런디 수는 각 부분 게임 그런디 수의 XOR입니다: { $values } = { $xor }.
sum-zero = 0입니다: 어떤 수든 부분 게임 하나의 값을 바꾸어 XOR을 0이 아니게 만들므로 현재 차례의 플레이어가 집니다.
sum-nonzero = 0이 아닙니다: 현재 차례의 플레이어는 한 부분 게임에서 XOR을 0으로 만드는 값으로 옮기면 이깁니다.
search-title = 탐색
search-done = { $reason } (국면 { $positions }개 평가).

## 님을 넘어선 미제르 플레이

recurrence-title = 미제르 { $game }: 무더기 하나의 결과
recurrence-rule = 한 수는 더 작은 무더기 하나를 남기거나(또는 아무것도 남기지 않으므로), 무더기 하나의 미제르 결과는 옮겨 갈 수 있는 무더기들의 결과로 정해집니다. 빈 무더기는 N(현재 차례의 플레이어가 둘 수 없으므로 이깁니다)이고, 둘 수 있는 수가 있으며 모든 수가 N 무더기로 이어지면 그 무더기는 P입니다.
recurrence-period = 무더기 0, 1, 2, …: { $first }. 결과는 무더기 { $preperiod }부터 반복되며 주기는 { $period }입니다(증명됨: 무더기의 결과는 바로 아래 결과들의 함수이고, 그 결과의 창이 반복됩니다).
recurrence-heap-p = 무더기 { $heap }의 결과는 P입니다: 현재 차례의 플레이어가 집니다.
recurrence-heap-n = 무더기 { $heap }의 결과는 N입니다: 현재 차례의 플레이어가 이깁니다.
recurrence-heap-reduced-p = 무더기 { $heap }의 결과는 P입니다(무더기 { $reduced }의 결과와 같음): 현재 차례의 플레이어가 집니다.
recurrence-heap-reduced-n = 무더기 { $heap }의 결과는 N입니다(무더기 { $reduced }의 결과와 같음): 현재 차례의 플레이어가 이깁니다.
tame-title = 길들여진 게임의 미제르 플레이 (콘웨이의 genus 이론)
tame-rule = 게임의 genus g^{"{"}γ₀γ₁…{"}"}는 노멀 플레이 값 g와, 크기 2인 무더기 n개를 더한 합의 미제르 값 γₙ을 알려 줍니다. 여기의 모든 부분 게임은 유전적으로 길들여져 있습니다 — 그 게임과 거기서 갈 수 있는 모든 국면이 님 국면의 genus를 가집니다 — 따라서 합은 그 님 국면들의 미제르 님과 똑같이 진행됩니다(Conway, On Numbers and Games, 12장).
tame-like-big = 님 합 { $sum }, 크기 2 이상인 무더기 있음
tame-like-small = 님 합 { $sum }, 크기 0과 1인 무더기만
tame-sum-big = 합의 genus는 { $genus }입니다: 어떤 부분 게임에 크기 2 이상인 무더기가 있고 님 합은 { $sum }이므로(0일 때 정확히 P), 부턴의 규칙에 따라 { $outcome }입니다.
tame-sum-small = 합의 genus는 { $genus }입니다: 크기 2 이상인 무더기가 없고 님 합은 { $sum }이므로(1일 때 정확히 P), 부턴의 규칙에 따라 { $outcome }입니다.
quotient-title = { $rule }의 미제르 몫
quotient-range-periodic = 모든 무더기 크기(흉내 함수 Φ는 무더기 { $preperiod }부터 주기적이고 주기는 { $period }이며, 미제르 주기성 정리로 증명됨)
quotient-range-upto = 크기 { $max }까지의 무더기
quotient-intro = 미제르 플레이에서 어떤 세 번째 합으로도 구별되지 않는 { $rule } 무더기들의 합은 가환 모노이드 Q, 곧 미제르 몫을 이룹니다(Plambeck 2005; Plambeck & Siegel 2008). { $range }에 대해 계산하고 검증했습니다: Q = { $presentation }, 원소 { $order }개, 그중 { $p_size }개가 P-부분 P = {"{"}{ $p_portion }{"}"}를 이룹니다. 합은 무더기 원소 Φ(n)들의 곱이 P에 속할 때, 그리고 오직 그때에만 미제르 P-국면입니다.
quotient-in = 곱은 { $product }이고 P에 속합니다: 이 국면은 { $outcome }입니다.
quotient-not-in = 곱은 { $product }이고 P에 속하지 않습니다: 이 국면은 { $outcome }입니다.

## 님이 숨은 게임, 위토프, 그래프

reduction-title = { $game } 게임은 변장한 님입니다
reduction-empty = 말이 없으므로 무더기도 없습니다: 값은 0입니다.
wythoff-title = 위토프 게임
wythoff-is-p = P-국면은 (⌊nφ⌋, ⌊nφ⌋ + n)과 그 대칭입니다. 무더기 { $a }, { $b }의 차는 { $difference }이고, 그 차를 가진 P-국면은 ({ $x }, { $y })이므로 ({ $a }, { $b }) 국면은 P-국면입니다.
wythoff-is-not-p = P-국면은 (⌊nφ⌋, ⌊nφ⌋ + n)과 그 대칭입니다. 무더기 { $a }, { $b }의 차는 { $difference }이고, 그 차를 가진 P-국면은 ({ $x }, { $y })이므로 ({ $a }, { $b }) 국면은 P-국면이 아닙니다.
wythoff-grundy = 그런디 수(탐색으로 구함)는 { $value }입니다.
vertex-values-title = 꼭짓점의 값
vertex-values-none = 비순환 그래프 부분 게임이 없으므로 꼭짓점 값이 없습니다(순환이 있는 그래프는 표시 라운드에서 일반화된 값을 보여 줍니다).
vertex-values-rule = 꼭짓점 위의 말의 값은 그 말이 옮겨 갈 수 있는 꼭짓점들의 값의 mex입니다.

## 오류와 거부 (i18n/errors.rs)

error-at-column = { $message }: { $token } ({ $column }번째 글자)
error-negative-heap = 무더기 크기는 음이 아닌 정수여야 합니다
error-unknown-game-like = 알 수 없는 게임입니다 ({ $name } 게임을 말씀하신 건가요? 알려진 게임: { $known })
error-unknown-game = 알 수 없는 게임입니다 (알려진 게임: { $known })
error-misere-too-large = 미제르 플레이에는 합의 규칙이 없고, 어떤 미제르 방법도 이 국면에 닿지 못합니다 — { $why }. 추측하기보다 거부합니다
error-value-too-large = 부분 게임 { $index } ({ $game })에는 그런디 수의 공식이 없고, { $reason }
error-component = 부분 게임 { $index } ({ $game }): { $message }
error-no-move-found = 둘 수 있는 수는 있지만 너무 많아 나열할 수 없고, 하나도 고를 수 없었습니다
error-cancelled = 분석이 끝나기 전에 취소되었습니다(시간이 다 되었습니다)
error-bad-position = 잘못된 국면: { $error }

## 주기성 정리 (report/sequence.rs: theorem_in)

theorem-guy-smith = 유한 8진 게임의 가이-스미스 주기성 정리: e ≤ n < 2e + p + t (t = { $t }, e는 적어도 1로 봄)에서 G(n+p) = G(n)이면 모든 n ≥ e에서 성립
theorem-no-splitting = 나누는 수가 없는 게임의 주기성 정리: e ≤ n < max(e + p, max(e, 1) + t) (t = { $t })에서 G(n+p) = G(n)이면 모든 n ≥ e에서 성립
theorem-multi-heap = 무더기를 최대 k = { $k }개 남기는 가져가기-나누기 게임의 주기성 정리: e ≤ n < k·e + (k−1)·p + t (t = { $t }, e는 적어도 1로 봄)에서 G(n+p) = G(n)이면 모든 n ≥ e에서 성립
theorem-lasker = 라스커 님의 닫힌 식 (Ferguson, Game Theory I §4.3): G(4m+1) = 4m+1, G(4m+2) = 4m+2, G(4m+3) = 4m+4, G(4m+4) = 4m+3, 따라서 n ≥ 1에서 G(n+4) = G(n) + 4
theorem-bounded = 1부터 k까지 가져가기의 닫힌 식 (k = { $k }): G(n) = n mod (k+1)
theorem-all-but = all-but 상태 논증 (m = { $m }): G(n)은 상수 차이를 빼면 마지막 m개의 값(살아 있거나 죽은)과 지금까지 나온 값의 개수에만 의존합니다. B와 B + p에서 정규화된 상태가 같으면 모든 n ≥ B에서 G(n+p) = G(n) + s

## a-위토프, 복합 게임, 기억이 있는 게임 (report/explain.rs)

awythoff-title = 프랭켈의 { $r }-위토프
awythoff-rule = 한 수는 한 무더기에서 가져가거나, 한 무더기에서 k개와 다른 무더기에서 l개를 가져갑니다(단, |k − l| < { $r }). P-국면은 (A_n, B_n)과 그 대칭이며, A_n은 아직 쓰이지 않은 가장 작은 수, B_n = A_n + { $r }·n입니다. 프랭켈(1982)은 α = (2 − { $r } + √({ $r }² + 4))/2에 대해 A_n = ⌊nα⌋임을 증명했고, 여기서는 정수로 정확히 계산합니다.
awythoff-with-p = 그 차를 가진 P-국면은 ({ $x }, { $y })입니다
awythoff-with-none = 그 차를 가진 P-국면은 없습니다({ $r }의 배수가 아님)
awythoff-heaps-p = 무더기 { $a }, { $b }의 차는 { $difference }입니다: { $with }. 따라서 ({ $a }, { $b }) 국면은 P-국면입니다.
awythoff-heaps-not-p = 무더기 { $a }, { $b }의 차는 { $difference }입니다: { $with }. 따라서 ({ $a }, { $b }) 국면은 P-국면이 아닙니다.
col-part = 부분
col-remoteness = 원격도
col-outcome = 결과
compound-verdict-p = P-국면(필패): 현재 차례의 플레이어가 집니다
compound-verdict-n = N-국면(필승): 현재 차례의 플레이어가 이깁니다
compound-conjunctive-title = 결합 복합 게임(conjunctive compound)
compound-conjunctive-rule-odd = 한 수는 모든 부분에서 동시에 두는 수이므로, 어느 한 부분에 둘 수가 없으면 게임이 끝납니다. 각 부분의 원격도(remoteness)는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 지속되는 수의 개수입니다(짝수: 현재 차례의 플레이어가 그 부분을 집니다. 0: 끝난 부분). 결합 복합 게임의 원격도는 부분들의 원격도 중 가장 작은 값입니다(Steinhaus; Smith 1966; Winning Ways, 9장): 여기서는 { $remoteness }, 홀수이므로 이 국면은 { $verdict }.
compound-conjunctive-rule-even = 한 수는 모든 부분에서 동시에 두는 수이므로, 어느 한 부분에 둘 수가 없으면 게임이 끝납니다. 각 부분의 원격도(remoteness)는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 지속되는 수의 개수입니다(짝수: 현재 차례의 플레이어가 그 부분을 집니다. 0: 끝난 부분). 결합 복합 게임의 원격도는 부분들의 원격도 중 가장 작은 값입니다(Steinhaus; Smith 1966; Winning Ways, 9장): 여기서는 { $remoteness }, 짝수이므로 이 국면은 { $verdict }.
compound-conjunctive-winner = 이기는 쪽은 모든 부분을 한꺼번에 움직여 수를 둔 뒤 가장 작은 원격도가 짝수가 되게 합니다: 원격도 { $remoteness }인 부분에서는 원격도 { $less }인 선택지로, 다른 부분에서는 적어도 그만큼 오래 지속되는 선택지로 둡니다.
compound-selective-title = 선택 복합 게임(selective compound)
compound-selective-rule = 한 수는 비어 있지 않은 임의의 부분 집합에서 두는 수입니다. 노멀 플레이에서 복합 게임은 모든 부분이 P-국면일 때, 그리고 그때에만 P-국면입니다: 거기서는 어떤 수든 어떤 부분을 N-국면으로 만들고, 상대는 바로 그 부분들에서 응수합니다. 다른 국면에서는 현재 차례의 플레이어가 N-국면인 모든 부분을 한꺼번에 P-국면으로 옮깁니다(Winning Ways, 9장). 따라서 이 국면은 { $verdict }.
compound-ordinal-title = 서수 합(ordinal sum)
compound-ordinal-rule = 서수 합 G : H (바탕 G = { $base }, 종속 H = { $sub })에서 G에 두는 수는 H를 지우고, H에 두는 수는 G를 그대로 둡니다. 그 그런디 수는 H만으로 구합니다: H의 각 국면에서 선택지는 H의 선택지와, G를 통한 G의 선택지들의 값 {"{"}{ $values }{"}"}입니다. 값은 이 모두의 mex이고, H가 지워졌을 때는 G의 값 { $value }입니다(Conway, On Numbers and Games).
compound-value = 그런디 수는 { $value }입니다.
memory-verdict-p = P-국면(필패)
memory-verdict-n = N-국면(필승)
memory-no-move = 직전에 { $last }개를 가져간 뒤에는 크기 { $heap }인 무더기에서 가져갈 수 없습니다: 현재 차례의 플레이어는 둘 수가 없으므로 P-국면입니다.
memory-mem = 가져가는 개수는 직전 개수({ $last }) 이상이어야 하므로, 무더기의 절반보다 많이 가져가면 상대에게 가져간 개수보다 작은 무더기가 남아 둘 수가 없습니다. 현재 차례의 플레이어는 { $lo }개부터 { $hi }개까지(무더기 전체 포함) 가져갈 수 있습니다: { $verdict }.
memory-schwenk = 슈웽크 수열(1970)은 1에서 시작하고, 다음 항은 마지막 항에 그 항에 도달할 수 있는 첫 항을 더한 것입니다: { $sequence }. 모든 무더기는 항들의 합으로 탐욕적으로 씁니다: { $heap } = { $parts }. 가장 작은 부분이 플레이어가 가져갈 수 있는 최대 개수보다 클 때, 그리고 그때에만 P-국면입니다(슈웽크의 정리. 피보나치 님에서는 피보나치 수와 체켄도르프 합).
memory-schwenk-here-p = 직전에 { $last }개를 가져갔으므로 플레이어는 최대 { $most }개까지 가져갈 수 있습니다. 가장 작은 부분은 { $smallest }이므로 이 국면은 { $verdict }입니다.
memory-schwenk-here-n = 직전에 { $last }개를 가져갔으므로 플레이어는 최대 { $most }개까지 가져갈 수 있습니다. 가장 작은 부분은 { $smallest }이므로 이 국면은 { $verdict }입니다: 이기는 수는 가장 작은 부분들의 합을 가져가 P-국면을 남깁니다.
memory-dp = 현재 차례의 플레이어는 { $lo }개부터 { $hi }개까지 가져갈 수 있습니다. 값은 더 작은 모든 국면의 표에서 나옵니다(동적 계획법): { $verdict }.
memory-grundy = 그런디 수(무더기와 직전 가져간 개수에 대한 동적 계획법)는 { $value }입니다.
