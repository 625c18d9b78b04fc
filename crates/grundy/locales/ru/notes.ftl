# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Примечания анализа (Report::notes): достигнутые пределы, выбранные методы.

note-moves-uncounted = сосчитать все выигрышные ходы не удалось: { $why }
note-heap-too-many-moves = у кучи слишком много ходов, чтобы перечислить выигрышные
note-component-moves-unlisted = ходов компоненты { $component } слишком много, чтобы их перечислить: сосчитаны не все выигрышные ходы
note-component-branching = у компоненты { $component } слишком много ходов, чтобы их перечислить: сосчитаны не все выигрышные ходы
note-loopy-uncounted = компонента { $component }: сосчитать все ходы не удалось: { $why }
note-kayles-parts = граф состоит из { $count } { $count ->
        [one] связной части
       *[other] связных частей
    } со значениями { $values }: значение графа — их XOR
note-cram-regions = на доске { $count } { $count ->
        [one] область
        [few] области
       *[many] областей
    } пустых клеток со значениями { $values }: значение доски — их XOR
note-conjunctive-listed = выигрышные ходы конъюнктивной суммы сосчитаны; чтобы их перечислить, просмотрены первые { $limit } сочетаний ходов частей
note-moore-misere = исход по мизерному правилу нима Мура Nim_k (как в нормальной игре, но когда все кучи равны 0 или 1, ходящий проигрывает ровно тогда, когда число куч по 1 равно 1 по модулю k+1); для выигрышных ходов нужен перебор, который недостижим ({ $reason })
note-moore-no-value = у нима Мура Nim_k нет формулы для значений Гранди, а полный перебор недостижим ({ $reason }): значение не дано; исход следует из теоремы Мура
note-moore-one-move = показан один выигрышный ход, построенный по конструкции Мура; --all-moves перечисляет все
note-moore-unlisted = перечислить все выигрышные ходы нельзя: { $reason }; показанный ход построен по конструкции Мура
note-wythoff-no-value = у игры Витхоффа нет формулы для значений Гранди, и они ищутся только для малых куч ({ $reason }): значение не дано; исход следует из P-позиций
note-wythoff-table-limit = значения Гранди wythoff({ $k }) ищутся, только пока таблица меньших позиций занимает не больше { $steps } шагов
note-take-away-no-value = значение Гранди вычисляется только для куч до { $limit }: оно не дано; исход следует из теоремы

# Фишки игры, где прячется ним (строки сведения, «показать ним»).
row-chip = фишка на клетке { $cell }
row-chip-pair = фишки на клетках { $left } и { $right }
row-chip-phantom = мнимая фишка на клетке 0 и фишка на клетке { $right }
row-step = монеты на ступени { $step }
row-tartan-head = орёл на ({ $x }, { $y }) = { $a } ⊗ { $b }
row-chocolate-above = { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } над отмеченной долькой
row-chocolate-below = { $count } { $count ->
        [one] ряд
        [few] ряда
       *[many] рядов
    } под отмеченной долькой
row-chocolate-right = { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } справа от отмеченной дольки
row-chocolate-left = { $count } { $count ->
        [one] столбец
        [few] столбца
       *[many] столбцов
    } слева от отмеченной дольки
row-poker-heap = куча { $heap }
row-line-one-end = линия { $name } ({ $links } { $links ->
        [one] звено
        [few] звена
       *[many] звеньев
    }, одним концом на основании)
row-line-both-ends = линия { $name } ({ $links } { $links ->
        [one] звено
        [few] звена
       *[many] звеньев
    }, обоими концами на основании)
row-hackenbush-loops = { $count } { $count ->
        [one] петля
        [few] петли
       *[many] петель
    } у земли после слияния
row-hackenbush-branch = ветвь на ребре { $edge } (несёт { $value } после слияния)
row-hackenbush-whole = вся картинка
row-green-link = зелёное звено { $link }
row-head-on-coin = орёл на монете { $coin }
