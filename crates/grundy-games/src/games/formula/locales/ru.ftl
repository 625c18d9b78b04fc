# The words of heap rules written as a formula (ru): its own messages, added to the
# catalogue by `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-rule = игра с кучами, ходы которой заданы формулой от размера кучи: rule(n -> [[оставшиеся кучи], …])
syntax-rule = rule(n -> [[…], …])
move-rule-parts = заменить кучу { $heap } ({ $from }) на { $parts }
move-rule-whole = убрать кучу { $heap } ({ $from }) целиком
reason-rule-not-an-option = `{ $game }`: куча { $heap } не может стать кучами { $parts }
reason-rule-no-options = `{ $game }`: ходы из кучи { $heap } не удаётся получить: { $why }
