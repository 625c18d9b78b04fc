# The words of Arc Kayles (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-arc-kayles = Дуговые кегли (Arc Kayles): взять ребро графа вместе с обоими концами (и всеми рёбрами, которые их касаются); рёбра u-v в скобках
syntax-arc-kayles = arc-kayles(u-v …)
board-how-arc-kayles = Нажмите на ребро: оно и все рёбра, которые его касаются, забираются.
move-take-edge = взять ребро { $item } ({ $rest })
edge-touching-none = других рёбер, касающихся его, нет
edge-touching-one = и касающееся его ребро { $one }
edge-touching-many = и касающиеся его рёбра { $list }
engine-search-arc-kayles = дуговые кегли (Arc Kayles) — это вершинные кегли на рёберном графе (вершина на каждое ребро, соединённые, когда у рёбер общий конец), у которых нет формулы: перебор с запоминанием, где значение графа — XOR значений его компонент связности, а каждая компонента ищется по канонической форме (изоморфные компоненты оцениваются один раз)
reason-write-edge = напишите ребро, которое взять, двумя его концами, например `1-2` (уходит вместе со всеми касающимися рёбрами)
reason-no-edge = нет ребра { $edge } ({ $listing })
