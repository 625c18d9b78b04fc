# The words of the subtraction games (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-sub = take exactly a, b, … from one heap
about-bounded = take 1 to k from one heap
about-allbut = take any positive number except a, b, … from one heap
syntax-sub = sub(a,b,…)
syntax-bounded = bounded(k)
syntax-allbut = allbut(a,b,…)
parse-what-amount = amount
reason-take-positive-one-heap = take a positive amount from one heap
reason-taking-not-allowed = { $game }: taking { $take } is not allowed
