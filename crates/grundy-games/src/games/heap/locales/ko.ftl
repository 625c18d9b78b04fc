# The words of the heap games (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-kayles = 무더기 게임: take-and-break 코드와 이름이 붙은 게임(수로 무더기가 나뉠 수 있음)
syntax-kayles = kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, 0.137 같은 8진 코드, hex(…), tb(…)
move-split = 무더기 { $heap } 나누기 ({ $from } → { $parts })
move-take-leaving = 무더기 { $heap }({ $from })에서 { $taken }개 가져가고 { $leaving } 남기기
move-add-leaving = 무더기 { $heap }({ $from })에 { $added }개 더해 나누기 (→ { $parts })
leaving-nothing = 아무것도
leaving-one = 크기 { $size }인 무더기를
leaving-many = 크기 { $sizes }, { $last }인 무더기들을
pins-one = 핀 { $pin }
pins-range = 핀 { $first }–{ $last }
move-pins-middle = 줄 { $row }(핀 { $from }개)에서 { $pins } 쓰러뜨려 { $first }개와 { $second }개의 줄 남기기
move-pins-end = 줄 { $row }(핀 { $from }개)의 끝에서 핀 { $count }개를 쓰러뜨려 { $rest }개의 줄 남기기
move-pins-whole = 줄 { $row } 전체 쓰러뜨리기 (핀 { $count }개)
move-files-middle = 판 { $board }({ $from }열)의 { $file }열 폰을 밀어 { $first }열과 { $second }열의 판 남기기
move-files-end = 판 { $board }({ $from }열)의 { $file }열 폰을 밀어 { $rest }열의 판 남기기
move-files-whole = 판 { $board }({ $from }열)에서 폰을 밀어 판 끝내기
col-how = 방법
heaps-in-all = … 모두 무더기 { $count }개
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
reason-one-heap-only = 한 무더기에서만 두십시오
reason-heap-too-large-to-check = 무더기 { $heap }번은 너무 커서 수를 확인할 수 없습니다
reason-heap-cannot-become = { $game }: 크기 { $heap }의 무더기 → [{ $parts }] 이동은 할 수 없습니다
reason-heap-cannot-become-more = { $game }: 크기 { $heap }의 무더기 → [{ $parts }, … 모두 무더기 { $count }개] 이동은 할 수 없습니다
reason-row-has-pins = 줄 { $row }번의 핀은 1부터 { $pins }까지입니다

board-heap-cut = { $heap }: { $left }개와 { $right }개로 나누기
board-how-heap-split = 수가 가져갈 돌들(나란히 놓인)을 누르세요. 더 가져갈 수 있으면 그중 하나를 한 번 더 누르세요. 점선을 누르면 무더기가 그 자리에서 나뉩니다.
board-how-dawson-chess = 폰을 밀 세로줄을 누르세요: 그 세로줄과 양옆 세로줄이 빠집니다.
