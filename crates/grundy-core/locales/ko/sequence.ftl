# sequence reports (grundy seq, periods, certificates)

seq-head = { $name }: 0 ≤ n ≤ { $last }에 대한 G(n)
seq-head-none = { $name }: 값 없음
seq-none-computed = 계산된 값이 없습니다.
seq-stopped-proved = 계산은 N = { $upto }에 이르기 전 n = { $at }에서 멈췄습니다. 주기가 증명되었으므로 그 뒤의 모든 값은 주기에서 나옵니다.
seq-stopped = 계산은 N = { $upto }에 이르기 전 n = { $at }에서 멈췄습니다.
seq-generated = 값은 주기가 증명된 n = { $computed }까지 계산했습니다. G({ $from })부터 G({ $last })까지는 주기에서 나옵니다(통계에도 포함됩니다).
seq-not-listed = 값이 { $limit }개보다 많아 나열하지 않습니다(통계는 모든 값을 셉니다).
seq-period-title = 주기
seq-no-period = N = { $upto }까지 주기를 찾지 못했습니다.
seq-period-head = n = { $preperiod }부터 주기 { $period }{ $details }
seq-saltus = , 도약(saltus) { $saltus }
seq-observed-mark = {" "}(관찰됨)
seq-proved = 모든 n ≥ { $preperiod }에서 G(n + { $period }) = G(n){ $saltus } — { $theorem }에 의해 증명됨{ $checked }.
seq-observed = { $from } ≤ n ≤ { $to }에서 G(n + { $period }) = G(n){ $saltus } — N = { $checked }까지 관찰했을 뿐 증명되지 않음{ $why }.
seq-checked = { $from } ≤ n < { $below }에서 확인함
seq-checked-states = n = { $below }에서의 정규화된 상태와 n = { $below } + { $period }에서의 정규화된 상태가 같음
seq-frequencies-title = 값의 빈도
seq-largest = 가장 큰 값은 { $value }입니다.
seq-value-count = 값×개수: { $list }
seq-cut = … (모두 { $count }개의 값)
seq-rare-title = 드문 값과 흔한 값
seq-no-split = 서로 다른 값이 두 개보다 적어 드문 값과 흔한 값으로 나눌 수 없습니다.
seq-rare-rule-parity = popcount(G(n) & { $mask }) + n이 짝수
seq-rare-rule = popcount(G(n) & { $mask })의 값이 짝수
seq-rare-iff = G(n)은 { $rule }일 때, 그리고 그때에만 드문 값입니다: 드문 위치 { $rare }개, 흔한 위치 { $common }개.
seq-rare-values = 드문 값: { $rare }. 흔한 값: { $common }.
seq-none = 없음
seq-rare-positions = 드문 위치: { $list }

## 주기성 정리가 코드에 적용되지 않는 이유 (heap/periodicity.rs: why_unproved_in)

why-unproved-unbounded-heaps = 한 수가 무더기를 제한 없이 많이 남길 수 있는데(* 또는 {"{"}k+{"}"} 자리), 정리는 r개 무더기로 나누는 경우를 n ≥ r·e + (r − 1)·p부터만 다루고 r은 n과 함께 커집니다
why-unproved-modifier = 수식자(!, ? 또는 =)가 수가 남기는 무더기를 제한하는데, 주기성 정리의 단계(가장 큰 무더기를 p만큼 줄이기)는 이를 지키지 않습니다
why-unproved-infinite-digits = 코드의 자리가 무한히 많아서, 가장 많이 가져가는 수 t와 함께 커지는 주기성 정리의 한계가 존재하지 않습니다
sequence-unproved-formula = 식으로 적은 규칙에는 적용되는 주기성 정리가 없습니다 (선택지가 어떤 코드와 같더라도 코드로 읽지 않습니다)
