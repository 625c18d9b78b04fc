# The words of Wythoff's game (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-wythoff = две кучи; взять из одной или из обеих количества, отличающиеся меньше чем на a (`wythoff`: a = 1, поровну из обеих)
example-wythoff-1 = 2-Витхофф Френкеля: из обеих куч количества, отличающиеся меньше чем на 2
syntax-wythoff = wythoff(a)
board-how-wythoff-queen = Нажмите на клетку, чтобы поставить туда ферзя: влево, вниз или по диагонали к углу (0, 0).
board-how-wythoff-heaps = Нажмите на камень кучи: он и все камни справа от него забираются. Камень в последнем ряду берёт столько же из обеих куч. Слишком большая куча нарисована полосой: нажмите на неё и укажите, сколько взять.
board-wythoff-square = клетка ({ $x }, { $y })
board-wythoff-queen = ферзь на ({ $x }, { $y })
board-wythoff-both = обе
board-wythoff-both-heaps = обе кучи
board-ask-take-both = Сколько взять из обеих куч?
move-wythoff-both = взять по { $count } из обеих куч ({ $a }, { $b } → { $c }, { $d })
move-wythoff-first = взять { $count } из первой кучи ({ $a } → { $c })
move-wythoff-second = взять { $count } из второй кучи ({ $b } → { $d })
move-wythoff-unequal = взять { $k } из первой кучи и { $l } из второй ({ $a }, { $b } → { $c }, { $d })
note-wythoff-no-value = у игры Витхоффа нет формулы для значений Гранди, и они ищутся только для малых куч ({ $reason }): значение не дано; исход следует из P-позиций
note-wythoff-table-limit = значения Гранди wythoff({ $k }) ищутся, только пока таблица меньших позиций занимает не больше { $steps } шагов
wythoff-title = Игра Витхоффа
wythoff-is-p = P-позиции — это (⌊nφ⌋, ⌊nφ⌋ + n) и их зеркальные отражения; кучи { $a } и { $b } отличаются на { $difference }, а P-позиция с такой разностью — ({ $x }, { $y }), значит, ({ $a }, { $b }) — P-позиция.
wythoff-is-not-p = P-позиции — это (⌊nφ⌋, ⌊nφ⌋ + n) и их зеркальные отражения; кучи { $a } и { $b } отличаются на { $difference }, а P-позиция с такой разностью — ({ $x }, { $y }), значит, ({ $a }, { $b }) — не P-позиция.
wythoff-grundy = Её значение Гранди (перебором) равно { $value }.
awythoff-title = { $r }-Витхофф Френкеля
awythoff-rule = Ход — взять из одной кучи или взять k из одной и l из другой при |k − l| < { $r }. P-позиции — это (A_n, B_n) и их зеркальные отражения, где A_n — наименьшее ещё не использованное число, а B_n = A_n + { $r }·n; Френкель (1982) доказал, что A_n = ⌊nα⌋ при α = (2 − { $r } + √({ $r }² + 4))/2, здесь это вычисляется точно в целых числах.
awythoff-with-p = P-позиция с такой разностью — ({ $x }, { $y })
awythoff-with-none = P-позиции с такой разностью нет (она не кратна { $r })
awythoff-heaps-p = Кучи { $a } и { $b } отличаются на { $difference }: { $with }, значит, ({ $a }, { $b }) — P-позиция.
awythoff-heaps-not-p = Кучи { $a } и { $b } отличаются на { $difference }: { $with }, значит, ({ $a }, { $b }) — не P-позиция.
err-wythoff-too-large = куча { $heap } больше поддерживаемых 10^18
err-wythoff-search-too-large = значения Шпрага–Гранди игры Витхоффа ищутся только для куч размера до { $limit }
parse-what-a = a
parse-wythoff-one-argument = wythoff принимает один аргумент, a
parse-wythoff-two-heaps = wythoff принимает ровно две кучи
parse-wythoff-too-large = куча { $heap } больше поддерживаемых 10^18
reason-wythoff-take = wythoff: берите из одной кучи или поровну из обеих
reason-wythoff-a-take = wythoff({ $a }): берите из одной кучи или из обеих количества, отличающиеся меньше чем на { $a }
reason-wythoff-table = значения Гранди wythoff({ $a }) ищутся, только пока таблица меньших позиций занимает не больше { $steps } шагов
