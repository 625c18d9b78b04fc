# The words of the take-away games (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-take-away = куча H, последний ход взял M: взять от 1 до K·M (K может быть дробным)
about-fibonacci-nim = куча H, последний ход взял M: взять от 1 до 2M (take-away(2))
about-mem = куча H, последний ход взял M: взять не меньше M; mem(k, a -> P): взять a, когда P верно для последнего взятия k и a
syntax-take-away = take-away(K)
syntax-fibonacci-nim = fibonacci-nim
syntax-mem = mem / mem(k, a -> …)
move-memory = взять { $take } ({ $from } → { $to }; { $next })
memory-next-at-least = следующий игрок должен взять не меньше { $take }
memory-next-up-to = следующий игрок может взять не больше { $most }
note-take-away-no-value = значение Гранди вычисляется только для куч до { $limit }: оно не дано; исход следует из теоремы
memory-verdict-p = P-позиция
memory-verdict-n = N-позиция
memory-no-move = После взятия { $last } из кучи { $heap } брать нельзя: у ходящего нет хода, это P-позиция.
memory-mem = Каждое взятие должно быть не меньше предыдущего ({ $last }), поэтому взятие больше половины кучи оставляет сопернику кучу меньше взятого: хода нет. Ходящий может взять от { $lo } до { $hi }, в том числе всю кучу: { $verdict }.
memory-schwenk = Последовательность Швенка (1970) начинается с 1; каждый следующий член — это последний член плюс первый член, из которого до него можно дойти одним взятием: { $sequence }. Каждая куча жадно записывается суммой членов: { $heap } = { $parts }. Позиция — P-позиция ровно тогда, когда её наименьшая часть больше наибольшего допустимого взятия (теорема Швенка; для ним Фибоначчи — числа Фибоначчи и суммы Цекендорфа).
memory-schwenk-here-p = После взятия { $last } можно взять не больше { $most }; наименьшая часть равна { $smallest }, значит, это { $verdict }.
memory-schwenk-here-n = После взятия { $last } можно взять не больше { $most }; наименьшая часть равна { $smallest }, значит, это { $verdict }: выигрышный ход берёт сумму наименьших частей и оставляет P-позицию.
memory-dp = Ходящий может взять от { $lo } до { $hi }; значения берутся из таблицы всех меньших позиций (динамическое программирование): { $verdict }.
memory-grundy = Её значение Гранди (динамическое программирование по куче и последнему взятию) равно { $value }.
err-take-away-heap-too-large = значения Шпрага–Гранди { $game } вычисляются только для куч размера до { $limit } (куча { $heap })
err-take-away-too-many-terms = последовательности Швенка для { $game } понадобилось бы больше { $max ->
        [one] { $max } члена
       *[other] { $max } членов
    }
parse-take-away-k = K должно быть положительным числом: 2, 3/2 или 1.5
parse-take-away-k-parts = числитель и знаменатель K должны быть не больше { $max }
parse-take-away-one-argument = take-away принимает один аргумент, K
parse-take-away-two-numbers = { $name } принимает два числа: кучу H и последнее взятие M
reason-the-heap-has-only = в куче всего { $heap }
reason-take-from-the-heap = ход берёт из единственной кучи
reason-no-take-allowed = { $game }: брать нельзя ничего
reason-take-between = { $game }: можно взять от { $lo } до { $hi }
reason-take-away-tabled = куча { $game } { $heap } (её значение Гранди берётся из таблицы)
board-memory-label = { $heap } (последний ход взял: { $last })
board-how-memory = Последний ход взял { $last }: нажать можно только камни хода, который правило сейчас разрешает.
