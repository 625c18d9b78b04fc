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
method-beside-nim = 님 무더기 옆의 genus
method-quotient = 미제르 몫
method-recurrence = 한 무더기의 점화식
method-search = 전수 탐색
method-game-rule = 게임 고유의 미제르 규칙

## 표의 낱말

col-heap = 무더기
col-size = 크기
col-binary = 이진수
col-vertex = 꼭짓점
col-grundy-value = 그런디 수
col-component = 부분 게임
col-genus = 종수(genus)
col-plays-like = 같은 님 국면
row-ones = 1의 개수
more-heaps = … 무더기 { $count }개 더
more-heap-sizes = … 무더기 크기 { $count }개 더

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
beside-nim-title = 님 무더기 옆의 거친 게임 (콘웨이의 genus)
beside-nim-rule = 게임 G의 genus g^{"{"}γ₀γ₁…{"}"}는 G에 크기 2인 무더기 k개를 더한 합의 미제르 값 γₖ을 알려 줍니다. 어떤 게임에 크기 m인 무더기 하나를 더한 합은 그 게임의 미제르 값이 m일 때 정확히 미제르 P-국면입니다. 크기 1인 무더기는 미제르 값을 ⊕1만큼 바꿉니다(그래서 크기 1인 무더기 두 개는 상쇄되고, 크기 3인 무더기는 크기 2인 무더기와 크기 1인 무더기처럼 진행됩니다). 따라서 G에 크기 2인 무더기 k개, 크기 1인 무더기 r개, 크기 m인 무더기 하나를 더한 합은 γₖ ⊕ (r mod 2) = m일 때 정확히 P입니다 — G가 길들여져 있든 아니든 마찬가지입니다(Conway, On Numbers and Games, 12장).
beside-nim-here = 여기서 G = { $game }, genus = { $genus }, 옆의 무더기: { $heaps }. 크기 2인 무더기 수 k = { $twos } (크기 3인 무더기는 여기에도, 1로도 셈), r mod 2 = { $ones }, m = { $large }.
beside-nim-sum = γ{ $k } = { $gamma }, { $gamma } ⊕ { $ones } = { $value }, m = { $large }: 이 국면은 { $outcome } 국면입니다.
quotient-title = { $rule }의 미제르 몫
quotient-range-periodic = 모든 무더기 크기(흉내 함수 Φ는 무더기 { $preperiod }부터 주기적이고 주기는 { $period }이며, 미제르 주기성 정리로 증명됨)
quotient-range-upto = 크기 { $max }까지의 무더기
quotient-intro = 미제르 플레이에서 어떤 세 번째 합으로도 구별되지 않는 { $rule } 무더기들의 합은 가환 모노이드 Q, 곧 미제르 몫을 이룹니다(Plambeck 2005; Plambeck & Siegel 2008). { $range }에 대해 계산하고 검증했습니다: Q = { $presentation }, 원소 { $order }개, 그중 { $p_size }개가 P-부분 P = {"{"}{ $p_portion }{"}"}를 이룹니다. 합은 무더기 원소 Φ(n)들의 곱이 P에 속할 때, 그리고 오직 그때에만 미제르 P-국면입니다.
quotient-in = 곱은 { $product }이고 P에 속합니다: 이 국면은 { $outcome }입니다.
quotient-not-in = 곱은 { $product }이고 P에 속하지 않습니다: 이 국면은 { $outcome }입니다.

## 님이 숨은 게임, 위토프, 그래프

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

col-outcome = 결과
