# The words of Node Kayles (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-node-kayles = Вершинные кегли (Node Kayles): взять вершину графа вместе со всеми соседями; рёбра u-v в скобках
syntax-node-kayles = node-kayles(u-v …)
board-how-node-kayles = Нажмите на вершину: она и её соседи забираются.
move-take-vertex = взять вершину { $item } ({ $rest })
vertex-no-neighbours = у неё нет соседей
vertex-neighbour = и её соседа { $one }
vertex-neighbours = и её соседей { $list }
engine-search-node-kayles = у вершинных кеглей (Node Kayles) нет формулы: перебор с запоминанием, где значение графа — XOR значений его компонент связности, а каждая компонента ищется по канонической форме (изоморфные компоненты оцениваются один раз)
note-kayles-parts = граф состоит из { $count } { $count ->
        [one] связной части
       *[other] связных частей
    } со значениями { $values }: значение графа — их XOR
err-node-kayles-vertex-too-large = слишком большой номер вершины: { $vertex } (не больше { $max })
err-node-kayles-self-loop = петля в вершине { $vertex }: ребро соединяет две разные вершины
err-node-kayles-too-many-vertices = граф слишком велик: вершин не больше { $max }
err-node-kayles-too-many-edges = граф слишком велик: рёбер не больше { $max }
parse-not-a-vertex = это не вершина: вершины — неотрицательные целые числа
parse-graph-in-brackets = { $name } требует граф в скобках, например { $example }
parse-graph-no-sizes = { $name } не принимает размеров: граф записывается в скобках
parse-self-loop = петля: ребро соединяет две разные вершины, например 0-1
parse-bad-edge = ребро — это две вершины, соединённые '-', например 0-1 (отдельная вершина — просто её номер, например 5)
parse-too-many-vertices = { $max ->
    [one] граф слишком велик: { $name } допускает не более { $max } вершины
   *[other] граф слишком велик: { $name } допускает не более { $max } вершин
}
parse-too-many-edges = { $max ->
    [one] граф слишком велик: { $name } допускает не более { $max } ребра
   *[other] граф слишком велик: { $name } допускает не более { $max } рёбер
}
reason-must-take-one = ход должен взять { $noun ->
    [edge] ребро
   *[vertex] вершину
}
reason-no-such-item = нет { $noun ->
    [edge] ребра
   *[vertex] вершины
} #{ $item } (всего { $count })
reason-take-with-neighbours = { $noun ->
    [edge] взятие ребра { $item } удаляет его и ровно касающиеся его рёбра
   *[vertex] взятие вершины { $item } удаляет её и ровно её соседей
}
reason-listing-none = { $noun ->
    [edge] рёбер
   *[vertex] вершин
} не осталось
reason-listing = { $noun ->
    [edge] рёбра
   *[vertex] вершины
}: { $list }
reason-listing-more = { $noun ->
    [edge] рёбра
   *[vertex] вершины
}: { $list }, … (всего { $count })
reason-write-vertex = напишите вершину, которую взять, например `3` (уходит вместе с соседями)
reason-no-vertex = нет вершины { $vertex } ({ $listing })
reason-part-too-large = в связной части { $noun ->
    [edge] рёбер
   *[vertex] вершин
}: { $count }; перебор оценивает части не больше { $max }
reason-too-many-subgraphs = пришлось бы оценить больше { $limit } различных связных подграфов
