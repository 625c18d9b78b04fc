# The words of Nim (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-nim = 한 무더기에서 아무 양수 개를 가져갑니다
syntax-nim = nim (또는 아무것도 없이)
row-parity-note = (각 열의 홀짝)
and-more = … 그리고 { $count }개 더
nim-columns-title = 님 합, 열별 계산 (이진수)
nim-columns-intro = 각 무더기를 이진수로 쓰고 열마다 1의 개수를 셉니다. 1이 홀수 개인 열은 님 합에서 1이 됩니다.
nim-component-value = 님 합은 { $sum }입니다: 이 부분 게임의 그런디 수입니다.
nim-misere-endgame = 님 합은 { $sum }이지만, 미제르 플레이에서는 크기가 2 이상인 무더기가 두 개 이상 있을 때만 님 합으로 결정됩니다. 여기서는 부턴의 엔드게임 규칙이 결정합니다(아래).
nim-wins = 님 합이 { $sum } ≠ 0이므로 현재 차례의 플레이어가 이깁니다. 가장 높은 1인 비트는 비트 { $bit }(값 { $value })이고, 이 비트를 가진 무더기는 { $carriers }개입니다. 그 비트를 가진 무더기 a를 a ⊕ { $sum }개로 줄이면 더 작아지고 모든 열이 짝수가 됩니다:
nim-carrier = 무더기 { $heap }: { $size } ⊕ { $sum } = { $target } < { $size }, 따라서 { $take }개를 가져갑니다
nim-loses = 님 합이 0입니다: 어떤 수든 무더기 하나를 바꾸므로 어떤 열이 홀수가 됩니다 — 현재 차례의 플레이어가 집니다.
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
reason-nim-one-heap = 님: 한 무더기에서만 가져가십시오
