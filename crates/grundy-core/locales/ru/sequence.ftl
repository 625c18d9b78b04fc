# sequence reports (grundy seq, periods, certificates)

seq-head = { $name }: G(n) при 0 ≤ n ≤ { $last }
seq-head-none = { $name }: значений нет
seq-none-computed = Не вычислено ни одного значения.
seq-stopped-proved = Вычисление остановилось на n = { $at }, не дойдя до N = { $upto }; период доказан, поэтому все дальнейшие значения следуют из него.
seq-stopped = Вычисление остановилось на n = { $at }, не дойдя до N = { $upto }.
seq-generated = Значения вычислены до n = { $computed }, где период был доказан; значения от G({ $from }) до G({ $last }) следуют из него (статистика учитывает и их).
seq-not-listed = Значения не перечислены: их больше { $limit } (статистика учитывает каждое).
seq-period-title = Период
seq-no-period = До N = { $upto } период не найден.
seq-period-head = Период { $period } с n = { $preperiod }{ $details }
seq-saltus = , сальтус { $saltus }
seq-observed-mark = {" "}(наблюдаемый)
seq-proved = G(n + { $period }) = G(n){ $saltus } для всех n ≥ { $preperiod } — доказано с помощью { $theorem }{ $checked }.
seq-observed = G(n + { $period }) = G(n){ $saltus } при { $from } ≤ n ≤ { $to } — наблюдается до N = { $checked }, не доказано{ $why }.
seq-checked = проверено при { $from } ≤ n < { $below }
seq-checked-states = нормализованные состояния при n = { $below } и n = { $below } + { $period } совпадают
seq-frequencies-title = Частоты значений
seq-largest = Наибольшее значение — { $value }.
seq-value-count = Значение×число: { $list }
seq-cut = … (всего { $count } { $count ->
        [one] значение
        [few] значения
       *[many] значений
    })
seq-rare-title = Редкие и частые значения
seq-no-split = Меньше двух различных значений: разбиения на редкие и частые нет.
seq-rare-rule-parity = popcount(G(n) & { $mask }) + n чётно
seq-rare-rule = popcount(G(n) & { $mask }) чётно
seq-rare-iff = G(n) редкое тогда и только тогда, когда { $rule }: редких позиций { $rare }, частых { $common }.
seq-rare-values = Редкие значения: { $rare }. Частые значения: { $common }.
seq-none = нет
seq-rare-positions = Редкие позиции: { $list }

## Почему теорема о периодичности не покрывает код (heap/periodicity.rs: why_unproved_in)

why-unproved-unbounded-heaps = ход может оставить сколь угодно много куч (цифра * или {"{"}k+{"}"}), а теорема покрывает разбиение на r куч лишь начиная с n ≥ r·e + (r − 1)·p, и r растёт вместе с n
why-unproved-modifier = модификатор (!, ? или =) ограничивает кучи, которые оставляет ход, а шаг теоремы о периодичности (уменьшение наибольшей кучи на p) этого не учитывает
why-unproved-infinite-digits = у кода бесконечно много цифр, поэтому граница теоремы о периодичности (растущая вместе с наибольшим взятием t) не существует
sequence-unproved-formula = ни одна теорема о периодичности не охватывает правило, заданное формулой (его ходы не читаются как код, даже если совпадают с ним)
