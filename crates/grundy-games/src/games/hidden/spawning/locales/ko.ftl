# The words of the coin-turning games (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-spawning = CGSuite의 spawning 코드로 정하는 동전 뒤집기 게임(개수 3, 1-9, 2+; C, C(k), E, S, F). 수는 앞면인 동전(동전은 1부터; Mock Turtles는 0부터)
example-spawning-1 = 거북 뒤집기: 동전 1, 4, 7이 앞면
example-spawning-2 = 가짜 거북: 동전 0, 2, 5가 앞면
example-spawning-3 = 순무: 같은 간격의 동전 세 개를 뒤집습니다
example-spawning-4 = 그런트: 대칭인 동전 네 개, 그중 하나는 동전 1
syntax-spawning = spawning(CODE), turtles, mock-turtles, ruler, moidores, triplets, turnips, grunt, sym, mock-turtle-fives, triplet-fives, ruler-fives
board-how-ruler = 앞면(금색)을 누른 뒤 그 왼쪽으로 이어진 동전들의 먼 끝을 눌러 한꺼번에 뒤집거나, 앞면을 한 번 더 눌러 그 동전만 뒤집으세요.
board-how-spawning = 앞면(금색)을 누른 뒤 함께 뒤집을 다른 동전을 누르세요(고른 동전을 뒤집으려면 마지막 동전을 한 번 더 누릅니다).
board-coin = 동전 { $coin }
board-coin-heads = 동전 { $coin }, 앞면
board-coin-tails = 동전 { $coin }, 뒷면
row-head-on-coin = 앞면인 동전 { $coin }
principle-turtles = { $token }: 동전 x의 앞면은 크기 x인 님 무더기입니다
principle-mock-turtles-from-0 = { $token }: 동전 x의 앞면(동전은 0부터)의 값은 2x와 2x+1 가운데 이진법으로 1이 홀수 개인 수입니다
principle-mock-turtles = { $token }: 동전 x의 앞면의 값은 2x−2와 2x−1 가운데 이진법으로 1이 홀수 개인 수입니다
principle-ruler = { $token }: 동전 x의 앞면의 값은 x를 나누는 가장 큰 2의 거듭제곱입니다
principle-spawning = 스포닝 코드 { $code }: 국면은 앞면들의 님 합이고, 동전 x의 앞면의 값 g(x)는 x에서 두는 수가 뒤집는 다른 동전들에 대한 g의 님 합들의 mex입니다
parse-spawn-empty = spawning 코드의 원소가 비어 있습니다: 3, 1-9, 2+처럼 동전 개수를 적어 주세요
parse-spawn-unexpected = spawning 코드에 쓰이지 않는 글자입니다: '{ $found }' (개수 3, 1-9, 2+; 수식자 C, C(k), E, F, S)
parse-spawn-bad-count = spawning 코드 원소 { $element }의 개수가 잘못되었습니다: 개수는 1 이상이고, 범위는 작은 수-큰 수 순서입니다
parse-spawn-bad-window = C( 뒤에는 C(5)처럼 숫자와 닫는 ')'가 와야 합니다
parse-spawn-too-long = spawning 코드가 { $max }자보다 깁니다
parse-spawn-work = 동전 { $n }까지의 값을 구하려면 { $budget }단계보다 많이 걸립니다
parse-spawn-value-too-large = 동전 { $n }의 값이 2^{ $bits } 이상이라 계산 범위를 넘습니다
parse-spawn-values = spawning({ $code }): { $reason }
parse-not-a-coin-game = 동전 게임이 아닙니다 ({ $known } 또는 spawning(코드))
parse-coin-too-far-right = { $coin }번 동전이 너무 오른쪽에 있습니다 (한계 2^62)
parse-coin-too-far-for = { $coin }번 동전이 { $game }에는 너무 오른쪽에 있습니다 (한계 { $max }; 닫힌 식이 있는 것은 turtles, mock-turtles, ruler뿐입니다)
parse-coin-does-not-exist = { $coin }번 동전은 없습니다: 동전 번호는 { $first }부터입니다
parse-coin-twice = { $coin }번 동전이 두 번 적혔습니다
reason-of-game = { $game }: { $why }
reason-listing-moves-steps = { $game }의 수 나열하기({ $steps }단계)
