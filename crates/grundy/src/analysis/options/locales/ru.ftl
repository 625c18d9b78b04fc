# Слова `grundy options` (ru): список вариантов позиции и отказы; в каталог их
# добавляет `grundy_core::words!` в analysis/options/mod.rs.

options-heading = { $position } ({ $convention }): { $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[many] { $count } ходов
    }, { $distinct ->
        [one] { $distinct } различный вариант
        [few] { $distinct } различных варианта
       *[many] { $distinct } различных вариантов
    }
options-normal = обычная игра
options-misere = игра мизер
options-long-position = позиция
options-listed = { $distinct ->
        [one] { $distinct } различный вариант
        [few] { $distinct } различных варианта
       *[many] { $distinct } различных вариантов
    }, показаны первые { $listed }
options-moves = сюда ведут ходов: { $moves }
options-outcome-p = P: этот ход выигрывает
options-outcome-n = N: этот ход проигрывает
options-outcome-d = D: ничья
options-none = ходов нет: игра окончена

err-options-out-of-reach = вариантов компоненты { $index } ({ $game }) слишком много, чтобы сосчитать их за { $work } шагов работы; отказ вместо догадки
err-options-not-listable = ходы компоненты { $index } ({ $game }) нельзя перечислить: одна из её частей слишком велика для правил игры; отказ вместо догадки
