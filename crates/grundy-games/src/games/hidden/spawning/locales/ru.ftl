# The words of the coin-turning games (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-spawning = игры с переворачиванием монет по spawning-кодам CGSuite (число 3, 1-9, 2+; C, C(k), E, S, F); числа — монеты орлом вверх (монеты от 1; у Mock Turtles от 0)
example-spawning-1 = Переворачивание черепах: орлы на монетах 1, 4 и 7
example-spawning-2 = Ложные черепахи: орлы на монетах 0, 2 и 5
example-spawning-3 = Репки: перевернуть три монеты на равных расстояниях
example-spawning-4 = Грант: четыре симметричные монеты, одна из них — монета 1
syntax-spawning = spawning(CODE), turtles, mock-turtles, ruler, moidores, triplets, turnips, grunt, sym, mock-turtle-fives, triplet-fives, ruler-fives
board-how-ruler = Нажмите на орла (золотой), затем на дальний конец ряда монет слева от него, чтобы перевернуть ряд, или ещё раз на орла, чтобы перевернуть только его.
board-how-spawning = Нажмите на орла (золотой), затем на другие монеты, которые перевернуть вместе с ним (последнюю ещё раз, чтобы перевернуть выбранное).
board-coin = монета { $coin }
board-coin-heads = монета { $coin }, орёл
board-coin-tails = монета { $coin }, решка
row-head-on-coin = орёл на монете { $coin }
principle-turtles = { $token }: орёл на монете x — это куча нима из x
principle-mock-turtles-from-0 = { $token }: орёл на монете x (монеты с 0) стоит одиозное число из 2x и 2x+1
principle-mock-turtles = { $token }: орёл на монете x стоит одиозное число из 2x−2 и 2x−1
principle-ruler = { $token }: орёл на монете x стоит наибольшую степень 2, делящую x
principle-spawning = порождающий код { $code }: позиция — ним-сумма своих орлов, орёл на монете x стоит g(x) = mex ним-сумм g по другим монетам, которые переворачивает ход на x
parse-spawn-empty = пустой элемент кода spawning: укажите число монет, например 3, 1-9 или 2+
parse-spawn-unexpected = '{ $found }' не входит в код spawning (числа 3, 1-9, 2+; модификаторы C, C(k), E, F, S)
parse-spawn-bad-count = неверное число в элементе кода spawning { $element }: числа от 1 и больше, диапазон идёт от меньшего к большему
parse-spawn-bad-window = после C( нужны число и закрывающая ')', как в C(5)
parse-spawn-too-long = { $max ->
    [one] код spawning длиннее { $max } символа
   *[other] код spawning длиннее { $max } символов
}
parse-spawn-work = { $budget ->
    [one] значения до монеты { $n } требуют более { $budget } шага
   *[other] значения до монеты { $n } требуют более { $budget } шагов
}
parse-spawn-value-too-large = значение монеты { $n } не меньше 2^{ $bits } — больше, чем здесь вычисляется
parse-spawn-values = spawning({ $code }): { $reason }
parse-not-a-coin-game = это не игра с монетами ({ $known } или spawning(КОД))
parse-coin-too-far-right = монета { $coin } слишком далеко справа (предел 2^62)
parse-coin-too-far-for = монета { $coin } слишком далеко справа для { $game } (предел { $max }; формулы есть только у turtles, mock-turtles и ruler)
parse-coin-does-not-exist = монеты { $coin } нет: монеты нумеруются с { $first }
parse-coin-twice = монета { $coin } указана дважды
reason-of-game = { $game }: { $why }
reason-listing-moves-steps = перечисление ходов { $game } ({ $steps } шагов)
