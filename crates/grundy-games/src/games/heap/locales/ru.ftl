# The words of the heap games (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-kayles = игры с кучами: коды take-and-break и их именованные игры (ход может разбить кучу)
syntax-kayles = kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, восьмеричный код вроде 0.137, hex(…), tb(…)
move-split = разделить кучу { $heap } ({ $from }) на { $parts }
move-take-leaving = взять { $taken } из кучи { $heap } ({ $from }), оставив { $leaving }
move-add-leaving = добавить { $added } к куче { $heap } ({ $from }) и разделить её на { $parts }
leaving-nothing = ничего
leaving-one = кучу из { $size }
leaving-many = кучи из { $sizes } и { $last }
pins-one = кеглю { $pin }
pins-range = кегли { $first }–{ $last }
move-pins-middle = сбить { $pins } в ряду { $row } ({ $from } кегл.), оставив ряды из { $first } и { $second }
move-pins-end = сбить { $count } { $count ->
        [one] кеглю
        [few] кегли
       *[many] кеглей
    } с края ряда { $row } ({ $from } кегл.), оставив ряд из { $rest }
move-pins-whole = сбить весь ряд { $row } ({ $count } { $count ->
        [one] кегля
        [few] кегли
       *[many] кеглей
    })
move-files-middle = пойти пешкой на вертикали { $file } доски { $board } ({ $from } вертик.), оставив доски из { $first } и { $second } вертик.
move-files-end = пойти пешкой на вертикали { $file } доски { $board } ({ $from } вертик.), оставив доску из { $rest } вертик.
move-files-whole = пойти пешкой на доске { $board } ({ $from } вертик.), закончив её
col-how = как
heaps-in-all = … всего { $count } { $count ->
        [one] куча
        [few] кучи
       *[many] куч
    }
sequence-title = { $rule }: ним-последовательность
sequence-title-named = { $name } (код { $code }): ним-последовательность
sequence-proved = Периодична с n = { $preperiod } с периодом { $period }: доказано с помощью { $by }.
sequence-proved-saltus = Периодична с n = { $preperiod } с периодом { $period }, с прибавкой { $saltus } за период (арифметическая периодичность): доказано с помощью { $by }.
sequence-observed = Похоже, периодична с n = { $preperiod } с периодом { $period } — проверено до n = { $checked }, но не доказано; значения вычисляются напрямую.
sequence-no-period = До n = { $searched } период не найден; значения вычисляются напрямую.
sequence-no-theorem = Ни одна теорема о периодичности не применима: { $why }.
how-direct = вычислено напрямую
how-period = по периоду
how-formula = по формуле
reason-one-heap-only = ход только в одной куче
reason-heap-too-large-to-check = куча { $heap } слишком велика, чтобы проверять в ней ходы
reason-heap-cannot-become = { $game }: куча { $heap } не может стать [{ $parts }]
reason-heap-cannot-become-more = { $game }: куча { $heap } не может стать [{ $parts }, … всего куч: { $count }]
reason-row-has-pins = в ряду { $row } кегли с 1 по { $pins }

board-heap-cut = { $heap }: разделить на { $left } и { $right }
board-how-heap-split = Нажмите фишки, которые берёт ход (стоящие рядом), затем ещё раз одну из них, если можно взять больше; нажмите пунктир, чтобы разделить кучу в этом месте.
board-how-dawson-chess = Нажмите вертикаль, чтобы пойти её пешкой: она и соседние вертикали выбывают.
