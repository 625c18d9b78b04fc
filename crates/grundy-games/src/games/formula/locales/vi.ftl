# The words of heap rules written as a formula (vi): its own messages, added to the
# catalogue by `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-rule = trò chơi đống có các lựa chọn là một công thức của đống: rule(n -> [[các đống còn lại], …])
syntax-rule = rule(n -> [[…], …])
move-rule-parts = thay đống { $heap } ({ $from }) bằng { $parts }
move-rule-whole = lấy hết đống { $heap } ({ $from })
reason-rule-not-an-option = `{ $game }`: đống { $heap } không thể thành { $parts }
reason-rule-no-options = `{ $game }`: không tính được các lựa chọn của đống { $heap }: { $why }
