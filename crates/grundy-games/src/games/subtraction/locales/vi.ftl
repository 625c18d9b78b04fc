# The words of the subtraction games (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-sub = lấy đúng a, b, … viên từ một đống
about-bounded = lấy từ 1 đến k viên từ một đống
about-allbut = lấy từ một đống một số dương bất kỳ, trừ a, b, …
syntax-sub = sub(a,b,…)
syntax-bounded = bounded(k)
syntax-allbut = allbut(a,b,…)
parse-what-amount = lượng lấy
reason-take-positive-one-heap = hãy lấy một lượng dương từ một đống
reason-taking-not-allowed = { $game }: không được lấy { $take }
