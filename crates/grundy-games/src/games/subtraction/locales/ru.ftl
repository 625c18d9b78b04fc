# The words of the subtraction games (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-sub = взять ровно a, b, … из одной кучи
about-bounded = взять от 1 до k из одной кучи
about-allbut = взять из одной кучи любое положительное число, кроме a, b, …
syntax-sub = sub(a,b,…)
syntax-bounded = bounded(k)
syntax-allbut = allbut(a,b,…)
parse-what-amount = количество
reason-take-positive-one-heap = возьмите положительное количество из одной кучи
reason-taking-not-allowed = { $game }: взять { $take } нельзя
