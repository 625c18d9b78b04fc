# The words of Moore's Nim (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-moore = 무어의 Nim_k: 한 번에 1개부터 k개의 무더기에서 가져갑니다
syntax-moore = moore(k)
note-moore-misere = 결과는 무어의 Nim_k 미제르 규칙에 따릅니다 (일반 플레이와 같지만, 모든 무더기가 0 또는 1일 때는 크기 1인 무더기 개수를 k+1로 나눈 나머지가 1인 경우에 한해 현재 차례의 플레이어가 집니다). 필승 수를 찾으려면 범위를 벗어나는 탐색이 필요합니다 ({ $reason })
note-moore-no-value = 무어의 Nim_k에는 그런디 수 공식이 없고 전수 탐색은 범위를 벗어납니다 ({ $reason }): 그런디 수는 주지 않습니다. 결과는 무어의 정리에서 나옵니다
note-moore-one-move = 무어의 구성으로 만든 필승 수 하나만 보입니다. --all-moves 옵션은 모든 필승 수를 나열합니다
note-moore-unlisted = 필승 수를 전부 나열할 수는 없습니다: { $reason }. 보이는 수는 무어의 구성으로 만든 것입니다
moore-title = 무어의 Nim_{ $k }
moore-intro = 각 무더기를 이진수로 쓰고 비트 열마다 1의 개수를 세어 { $modulus }의 배수인지 봅니다.
moore-loses = 모든 열의 개수가 { $modulus }의 배수입니다: 무어의 정리에 따라 어떤 수든 어떤 개수를 { $modulus }의 배수가 아니게 만드므로 현재 차례의 플레이어가 집니다.
moore-wins = 개수가 { $modulus }의 배수가 아닌 열: 비트 { $bits }. 무어의 정리에 따라 현재 차례의 플레이어는 최대 { $k }개의 무더기를 줄여 모든 개수를 다시 { $modulus }의 배수로 만들면 이깁니다.
err-moore-too-many-subsets = 살펴볼 무더기 집합이 너무 많습니다: 비어 있지 않은 무더기 { $heaps }개 중 최대 { $k }개를 고르는 방법이 적어도 { $subsets }가지입니다(한도 { $limit })
err-moore-too-many-bits = 무더기가 너무 커서 수를 나열할 수 없습니다: { $bits }비트(한도 { $limit })
err-moore-too-much-work = 이기는 수를 찾는 데 { $limit }단계보다 많이 필요했습니다
parse-what-k = k
reason-moore-at-most = 무어의 님 Nim_{ $k }: 한 번에 최대 { $k }개의 무더기
