# misère reports (genus, tame rule, quotients, recurrences)

## genus 보고 (grundy genus)

genus-title = 각 부분 게임의 genus (콘웨이)
genus-rule = 게임 G의 genus g^{"{"}γ₀γ₁γ₂…{"}"}는 노멀 플레이 그런디 수 g와, G + n·*2(크기 2인 무더기 n개)의 미제르 그런디 수 γₙ을 마지막 두 값이 영원히 반복될 때까지 쓴 것입니다. 이는 선택지들의 genus에서 나옵니다(Conway, On Numbers and Games, 12장; 재귀식은 Hoey의 것): g와 γ₀는 선택지들의 g와 γ₀의 mex이고, γₙ은 선택지들의 γₙ과 γₙ₋₁, γₙ₋₁ ⊕ 1을 함께 모은 것의 mex입니다. genus가 님 국면의 genus — 0^{"{"}120{"}"}, 1^{"{"}031{"}"} 또는 g^{"{"}g,g⊕2{"}"} — 이면 게임은 길들여진(tame) 것이고, 도달할 수 있는 모든 국면도 길들여졌으면 유전적으로 길들여진 것입니다.
col-hereditarily-tame = 유전적으로 길들여짐
col-positions = 국면 수
word-yes = 예
word-no = 아니요
genus-of-tame = { $component }의 genus는 { $genus }입니다: 유전적으로 길들여짐.
genus-of-tame-not-hereditarily = { $component }의 genus는 { $genus }입니다: 길들여졌지만, 도달할 수 있는 어떤 국면은 그렇지 않습니다.
genus-of-wild = { $component }의 genus는 { $genus }입니다: 거친(wild) 게임.
genus-out-of-reach = { $component }: genus를 구할 수 없습니다({ $why }).
genus-sum-p = 모든 부분 게임이 유전적으로 길들여졌으므로, 합은 같은 genus를 가진 님 국면들 위의 미제르 님처럼 진행됩니다: 합의 genus는 { $genus }이고, 미제르 플레이에서 P-국면(필패: 현재 차례의 플레이어가 집니다)입니다.
genus-sum-n = 모든 부분 게임이 유전적으로 길들여졌으므로, 합은 같은 genus를 가진 님 국면들 위의 미제르 님처럼 진행됩니다: 합의 genus는 { $genus }이고, 미제르 플레이에서 N-국면(필승: 현재 차례의 플레이어가 이깁니다)입니다.
genus-sum-wild = 모든 부분 게임이 유전적으로 길들여진 것은 아닙니다: 부분 게임들의 genus로는 합의 미제르 플레이가 정해지지 않습니다.

## 미제르 몫 (grundy quotient, 몫 페이지)

qsummary-range-periodic = 모든 무더기 크기: Φ는 무더기 { $preperiod }부터 주기적이며(주기 { $period }), 크기 { $max }까지의 무더기로부터 미제르 주기성 정리(Plambeck & Siegel 2008)로 증명됨
qsummary-range-upto = 크기 { $max }까지의 무더기(Φ의 주기가 증명되지 않음: 부분적인 몫)
qsummary-intro = 미제르 플레이에서 어떤 세 번째 합으로도 구별되지 않는 무더기들의 합을 같은 것으로 봅니다. 그 동치류들은 가환 모노이드 Q, 곧 미제르 몫을 이루며, P-부분 P(미제르 P-국면들의 동치류)와 흉내 함수 Φ를 갖습니다(Plambeck 2005; Plambeck & Siegel 2008). 무더기들의 합은 각 무더기의 Φ의 곱이 P에 속할 때, 그리고 그때에만 미제르 P-국면입니다. 다음 범위에서 계산하고 검증함(모든 합에 대한 P-조건과 N-조건): { $range }.
qsummary-presentation = Q = { $presentation }: 원소 { $order }개, 그중 { $p_size }개가 P = {"{"}{ $p_portion }{"}"}에 속합니다.
qsummary-generators = 생성원: { $list }.
qsummary-grew = 모노이드가 (새 생성원으로) 커진 무더기: { $heaps }.
qsummary-grew-none = 모노이드가 (새 생성원으로) 커진 무더기: — (없음).

## 미제르 수열 (grundy seq --misere)

mseq-title = { $rule }의 무더기 하나의 미제르 플레이
mseq-rule = 각 무더기 하나에 대해: 미제르 결과, genus g^{"{"}γ₀γ₁…{"}"}(콘웨이; P일 때 정확히 γ₀ = 0), 그리고 무더기들의 합을 결정하는 미제르 몫의 원소 Φ(n)(Plambeck–Siegel).
mseq-quotient = 몫: Q = { $presentation }.
mseq-quotient-refused = 몫을 계산하지 않았습니다: { $why }.

## 저장된 몫의 재검사 (grundy quotient --verify)

verify-title = 저장된 { $rule }의 미제르 몫 재검사
verify-range-periodic = 크기 { $max }까지의 무더기, Φ는 주기적(무더기 { $preperiod }부터 주기 { $period })
verify-range-upto = 크기 { $max }까지의 무더기
verify-intro = 파일의 표는 어떻게 계산되었는지 믿지 않고 검사합니다: 표와 { $rule }의 수만 사용합니다. 몫: 원소 { $order }개, 그중 P에 { $p_size }개, 범위: { $range }.
verify-checks = 검사 항목: (1) 표가 무더기들의 동치류로 생성되는 가환 모노이드를 이룸 — 생성원들이 교환되고, 각 원소의 표준형이 그 원소로 계산되며, 각 생성원의 무더기의 Φ가 그 생성원이고, 주어진 주기가 성립하며 주기성 정리의 한계를 통과함; (2) 모든 합에 대한 P-조건을 원소별로 — 모든 원소 y와 무더기 h에 대해 y·Φ(h)가 P에 속하면, h의 어떤 선택지 o도 y·Φ(o)가 P에 속하지 않음; (3) 전체 크기 { $size }까지의 모든 무더기 합에 대한 P-조건과 N-조건 — P에 속한 합에는 P에 속한 선택지가 없고, P 밖의 합에는 P에 속한 선택지가 있거나 둘 수가 없으며, 끝난 합은 P에 속하지 않음; (4) 모든 원소 쌍이 증인 z로 구별됨(xz는 P에 속하고 yz는 아니거나, 그 반대).
col-check = 검사
col-result = 결과
verify-row-structure = (1) 모노이드 구조
verify-row-p-condition = (2) P-조건, 모든 합
verify-row-sums = (3) P/N-조건, 크기 { $size }까지의 합 { $count }개
verify-row-pairs = (4) 구별된 원소 쌍 { $count }개
verify-holds = 성립
verify-fails = 실패: { $why }
verify-passed = 모든 검사가 성립합니다: 이 몫은 크기 { $size }까지의 모든 무더기 합의 미제르 결과를 알려 주며(크기에 대한 귀납법), 어떤 두 원소도 합칠 수 없습니다.
verify-failed = 검사가 실패했습니다: 이 파일은 올바른 미제르 몫이 아닙니다(위의 첫 반례를 보세요).

## 미제르 표준형 (grundy analyze --misere --canonical)
canonical-title = 미제르 표준형 (콘웨이)
canonical-form = 이 국면의 미제르 동치류에서 가장 간단한 형태, CGSuite 표기: { $form }
canonical-form-given = 이 게임의 가장 간단한 형태, CGSuite 표기: { $form }
canonical-options = 선택지({ $count }개, 큰 것부터): { $options }
canonical-no-options = 선택지가 없습니다: 0입니다.
canonical-mate = 짝(콘웨이의 G⁻: 선택지들의 짝, 0의 짝은 *): { $mate }
canonical-birthday = 생일: { $birthday }
canonical-even = 짝수 형태입니다(이 형태에 *를 더하면 더 늦게 태어납니다).
canonical-odd = 홀수 형태입니다(이 형태에 *를 더하면 더 일찍 태어납니다).
canonical-values = 미제르 님 값 { $minus }, 일반 플레이 님 값 { $plus }
canonical-p = 미제르 P-국면: 둘 차례인 사람이 집니다.
canonical-n = 미제르 N-국면: 둘 차례인 사람이 이깁니다.
canonical-positions = 탐색한 국면 수: { $positions }
