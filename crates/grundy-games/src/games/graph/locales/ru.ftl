# The words of the game on a graph (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-graph = фишки на вершинах ориентированного графа (список рёбер, по ребру `u v` в строке; циклы разрешены: ничьи, обобщённые значения); ход передвигает одну фишку по ребру
syntax-graph = graph(FILE)
move-token = передвинуть фишку { $token } с вершины { $from } на вершину { $to }
parse-graph-one-argument = graph принимает один аргумент — файл со списком рёбер
parse-graph-files-refused = { $refusal }; graph(FILE) работает только в программе командной строки, которая читает файлы, — графы, записанные прямо в позиции, например node-kayles(0-1 1-2), arc-kayles(0-1 1-2) или hackenbush(0-1 1-2), работают везде
parse-file-unreadable = { $reason }
parse-not-a-graph-vertex = это не вершина графа
reason-write-token-vertex = напишите фишку и вершину, например `1 4` (передвинуть фишку 1 на вершину 4)
reason-one-token = ход передвигает одну фишку
reason-no-edge-from-to = нет ребра из вершины { $from } в вершину { $to }
reason-not-a-vertex = { $vertex } — не вершина графа
reason-graph-has-cycles = в графе есть циклы: его значение обобщённое (возможно ∞)
