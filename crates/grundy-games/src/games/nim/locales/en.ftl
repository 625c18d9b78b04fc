# The words of Nim (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-nim = take any positive number from one heap
syntax-nim = nim (or nothing)
row-parity-note = (each column's parity)
and-more = … and { $count } more
nim-columns-title = Nim-sum, column by column (binary)
nim-columns-intro = Write each heap in binary and count the ones in each column: a column with an odd count gives a 1 in the nim-sum.
nim-component-value = The nim-sum is { $sum }: the Grundy value of this component.
nim-misere-endgame = The nim-sum is { $sum }, but under misère play it decides only while two or more heaps have 2 or more: here Bouton's endgame rule decides (below).
nim-wins = The nim-sum is { $sum } ≠ 0: the player to move wins. Its highest set bit is bit { $bit } (value { $value }); { $carriers ->
        [one] 1 heap carries
       *[other] { $carriers } heaps carry
    } it, and a heap a with that bit becomes a ⊕ { $sum }, which is smaller and makes every column even:
nim-carrier = heap { $heap }: { $size } ⊕ { $sum } = { $target } < { $size }, so take { $take }
nim-loses = The nim-sum is 0: every move changes one heap and so makes some column odd — the player to move loses.
misere-nim-title = Misère Nim (Bouton)
misere-nim-counts = { $big ->
        [one] 1 heap
       *[other] { $big } heaps
    } of size 2 or more, { $ones ->
        [one] 1 heap
       *[other] { $ones } heaps
    } of size 1, nim-sum { $sum }.
misere-rule = Rule: { $rule }.
misere-rule-several = two or more heaps have 2 or more: play as in normal Nim; the player to move loses exactly when the nim-sum is 0
misere-rule-one = exactly one heap has 2 or more: the player to move wins by reducing it to 0 or 1 so that an odd number of heaps of 1 remain
misere-rule-none = every heap is 0 or 1: the player to move loses exactly when the number of heaps of 1 is odd
misere-here-sum-wins = Here it is { $sum }: the player to move wins.
misere-here-sum-loses = Here it is { $sum }: the player to move loses.
misere-here-odd-wins = Here it is odd ({ $ones }): the player to move wins.
misere-here-odd-loses = Here it is odd ({ $ones }): the player to move loses.
misere-here-even-wins = Here it is even ({ $ones }): the player to move wins.
misere-here-even-loses = Here it is even ({ $ones }): the player to move loses.
reason-nim-one-heap = Nim: take from one heap only
