# The words of Geography (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-geography = География: передвинуть фишку по ребру в ещё не посещённую вершину; посещённые вершины исчезают; в скобках рёбра u-v и начало @V
syntax-geography = geography(u-v … @START)
example-geography-1 = путь из пяти вершин от конца: четыре хода, все вынужденные
example-geography-2 = шестиугольник с хвостом, фишка на конце хвоста
example-geography-3 = граф вроде куба из восьми вершин: кто выигрывает, решает, покрывает ли начало каждое наибольшее паросочетание
board-how-geography = Нажмите на вершину рядом с фишкой: фишка переходит туда, а вершина, которую она покинула, исчезает.
board-geography-token = фишка, на вершине { $vertex }
move-geography = передвинуть фишку из { $from } в { $to }
engine-search-geography = у Географии нет формулы: перебор с запоминанием по вершине фишки и вершинам, до которых она ещё может дойти
reason-geography-positions = число позиций, которые должен оценить перебор Географии
reason-geography-part = связная часть фишки (вершин: { $count })
reason-write-geography-vertex = напишите вершину, в которую передвинуть фишку, например `1`
reason-geography-already-there = фишка уже на вершине { $vertex }: она ходит по ребру в другую вершину
reason-geography-not-next = вершина { $vertex } не соседняя с вершиной фишки { $token } ({ $listing })
reason-geography-not-from-token = фишка на вершине { $token }, а не { $vertex }: ход начинается там, где фишка
reason-geography-not-a-move = ход передвигает фишку с вершины { $token } по ребру в оставшуюся вершину
parse-geography-no-start = geography требует начальную вершину фишки после @ в скобках, например { $example }
parse-geography-two-starts = одна фишка — одно начало: @{ $first } и @{ $second }
parse-geography-bad-start = после @ идёт начальная вершина — число от 0 до { $max }
parse-geography-start-not-a-vertex = начало { $vertex } — не вершина графа (вершина без рёбер записывается одна, например { $vertex })
