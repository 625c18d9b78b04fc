# The words of the subtraction games (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-sub = 한 무더기에서 정확히 a, b, … 개를 가져갑니다
about-bounded = 한 무더기에서 1개부터 k개까지 가져갑니다
about-allbut = 한 무더기에서 a, b, …를 뺀 아무 양수 개를 가져갑니다
syntax-sub = sub(a,b,…)
syntax-bounded = bounded(k)
syntax-allbut = allbut(a,b,…)
parse-what-amount = 가져갈 수
reason-take-positive-one-heap = 한 무더기에서 양수 개를 가져가십시오
reason-taking-not-allowed = { $game }: { $take }개 가져가기는 허용되지 않습니다
