# The words of heap rules written as a formula (en): its own messages, added to the
# catalogue by `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-rule = a heap game whose options are a formula of the heap: rule(n -> [[heaps left], …])
syntax-rule = rule(n -> [[…], …])
move-rule-parts = replace heap { $heap } ({ $from }) by { $parts }
move-rule-whole = remove heap { $heap } ({ $from })
reason-rule-not-an-option = `{ $game }`: a heap of { $heap } cannot become { $parts }
reason-rule-no-options = `{ $game }`: the options of a heap of { $heap } cannot be given: { $why }
