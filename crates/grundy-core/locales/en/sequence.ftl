# sequence reports (grundy seq, periods, certificates)

seq-head = { $name }: G(n) for 0 ≤ n ≤ { $last }
seq-head-none = { $name }: no values
seq-none-computed = No value was computed.
seq-stopped-proved = The run stopped at n = { $at }, before N = { $upto }; the period is proved, so every later value follows from it.
seq-stopped = The run stopped at n = { $at }, before N = { $upto }.
seq-generated = The values were computed up to n = { $computed }, where the period was proved; G({ $from }) to G({ $last }) follow from it (the statistics count them too).
seq-not-listed = The values are not listed: there are more than { $limit } of them (the statistics count every one).
seq-period-title = Period
seq-no-period = No period found up to N = { $upto }.
seq-period-head = Period { $period } from n = { $preperiod }{ $details }
seq-saltus = , saltus { $saltus }
seq-observed-mark = {" "}(observed)
seq-proved = G(n + { $period }) = G(n){ $saltus } for every n ≥ { $preperiod } — proved by the { $theorem }{ $checked }.
seq-observed = G(n + { $period }) = G(n){ $saltus } for { $from } ≤ n ≤ { $to } — observed up to N = { $checked }, not proved{ $why }.
seq-checked = checked for { $from } ≤ n < { $below }
seq-checked-states = the normalized states at n = { $below } and n = { $below } + { $period } agree
seq-frequencies-title = Value frequencies
seq-largest = The largest value is { $value }.
seq-value-count = Value×count: { $list }
seq-cut = … ({ $count } values in all)
seq-rare-title = Rare and common values
seq-no-split = Fewer than two distinct values: no rare/common split.
seq-rare-rule-parity = popcount(G(n) & { $mask }) + n is even
seq-rare-rule = popcount(G(n) & { $mask }) is even
seq-rare-iff = G(n) is rare iff { $rule }: { $rare } rare and { $common } common positions.
seq-rare-values = Rare values: { $rare }. Common values: { $common }.
seq-none = none
seq-rare-positions = Rare positions: { $list }

## Why no periodicity theorem covers a code (heap/periodicity.rs: why_unproved_in)

why-unproved-unbounded-heaps = a move may leave unboundedly many heaps (a * or {"{"}k+{"}"} digit), while the theorem covers a split into r heaps only from n ≥ r·e + (r − 1)·p on, and r grows with n
why-unproved-modifier = a modifier (!, ? or =) restricts the heaps a move leaves, which the periodicity theorem's step (lowering the largest heap by p) does not respect
why-unproved-infinite-digits = the code has infinitely many digits, so the periodicity theorem's bound (which grows with the largest take t) does not exist
sequence-unproved-formula = no periodicity theorem covers a rule written as a formula (its options are not read as a code's, even where they are one)
