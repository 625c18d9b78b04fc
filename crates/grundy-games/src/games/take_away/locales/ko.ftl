# The words of the take-away games (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-take-away = 무더기 H, 마지막에 가져간 수 M: 1개부터 K·M개까지 가져갑니다(K는 분수일 수 있음)
about-fibonacci-nim = 무더기 H, 마지막에 가져간 수 M: 1개부터 2M개까지 가져갑니다(take-away(2))
about-mem = 무더기 H, 마지막에 가져간 수 M: M개 이상 가져갑니다; mem(k, a -> P): 직전에 가져간 수 k와 a에 대해 P가 참일 때 a개를 가져갑니다
syntax-take-away = take-away(K)
syntax-fibonacci-nim = fibonacci-nim
syntax-mem = mem / mem(k, a -> …)
move-memory = { $take }개 가져가기 ({ $from } → { $to }; { $next })
memory-next-at-least = 다음 플레이어는 적어도 { $take }개를 가져가야 함
memory-next-up-to = 다음 플레이어는 최대 { $most }개까지 가져갈 수 있음
note-take-away-no-value = 그런디 수는 크기가 최대 { $limit }인 무더기까지만 계산합니다: 주지 않습니다. 결과는 정리에서 나옵니다
memory-verdict-p = P-국면(필패)
memory-verdict-n = N-국면(필승)
memory-no-move = 직전에 { $last }개를 가져간 뒤에는 크기 { $heap }인 무더기에서 가져갈 수 없습니다: 현재 차례의 플레이어는 둘 수가 없으므로 P-국면입니다.
memory-mem = 가져가는 개수는 직전 개수({ $last }) 이상이어야 하므로, 무더기의 절반보다 많이 가져가면 상대에게 가져간 개수보다 작은 무더기가 남아 둘 수가 없습니다. 현재 차례의 플레이어는 { $lo }개부터 { $hi }개까지(무더기 전체 포함) 가져갈 수 있습니다: { $verdict }.
memory-schwenk = 슈웽크 수열(1970)은 1에서 시작하고, 다음 항은 마지막 항에 그 항에 도달할 수 있는 첫 항을 더한 것입니다: { $sequence }. 모든 무더기는 항들의 합으로 탐욕적으로 씁니다: { $heap } = { $parts }. 가장 작은 부분이 플레이어가 가져갈 수 있는 최대 개수보다 클 때, 그리고 그때에만 P-국면입니다(슈웽크의 정리. 피보나치 님에서는 피보나치 수와 체켄도르프 합).
memory-schwenk-here-p = 직전에 { $last }개를 가져갔으므로 플레이어는 최대 { $most }개까지 가져갈 수 있습니다. 가장 작은 부분은 { $smallest }이므로 이 국면은 { $verdict }입니다.
memory-schwenk-here-n = 직전에 { $last }개를 가져갔으므로 플레이어는 최대 { $most }개까지 가져갈 수 있습니다. 가장 작은 부분은 { $smallest }이므로 이 국면은 { $verdict }입니다: 이기는 수는 가장 작은 부분들의 합을 가져가 P-국면을 남깁니다.
memory-dp = 현재 차례의 플레이어는 { $lo }개부터 { $hi }개까지 가져갈 수 있습니다. 값은 더 작은 모든 국면의 표에서 나옵니다(동적 계획법): { $verdict }.
memory-grundy = 그런디 수(무더기와 직전 가져간 개수에 대한 동적 계획법)는 { $value }입니다.
err-take-away-heap-too-large = { $game }의 그런디 수는 크기 { $limit }까지의 무더기에서만 계산합니다(무더기 { $heap })
err-take-away-too-many-terms = { $game }의 슈벵크 수열에는 항이 { $max }개보다 많이 필요합니다
parse-take-away-k = K는 양수여야 합니다: 2, 3/2 또는 1.5
parse-take-away-k-parts = K의 분자와 분모는 { $max } 이하여야 합니다
parse-take-away-one-argument = take-away의 인수는 하나, K입니다
parse-take-away-two-numbers = { $name }에는 수가 두 개 필요합니다: 무더기 H와 마지막으로 가져간 수 M
reason-the-heap-has-only = 무더기에는 { $heap }개만 있습니다
reason-take-from-the-heap = 수는 하나뿐인 무더기에서 가져갑니다
reason-no-take-allowed = { $game }: 가져갈 수 있는 개수가 없습니다
reason-take-between = { $game }: { $lo }개부터 { $hi }개까지 가져갈 수 있습니다
reason-take-away-tabled = { $game }의 무더기 { $heap }(그런디 수를 표로 구함)
board-memory-label = { $heap } (직전에 가져간 수: { $last })
board-how-memory = 직전에 가져간 수: { $last }. 지금 규칙이 허락하는 만큼 가져가는 돌만 누를 수 있습니다.
