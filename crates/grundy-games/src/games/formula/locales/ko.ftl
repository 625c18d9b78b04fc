# The words of heap rules written as a formula (ko): its own messages, added to the
# catalogue by `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-rule = 선택지를 무더기 크기의 식으로 적는 무더기 게임: rule(n -> [[남는 무더기], …])
syntax-rule = rule(n -> [[…], …])
move-rule-parts = { $heap }번 무더기({ $from }개)를 { $parts } 무더기로 바꿉니다
move-rule-whole = { $heap }번 무더기({ $from }개)를 모두 가져갑니다
reason-rule-not-an-option = `{ $game }`: 크기 { $heap }의 무더기는 { $parts } 무더기가 될 수 없습니다
reason-rule-no-options = `{ $game }`: 크기 { $heap }의 무더기의 선택지를 구할 수 없습니다: { $why }
