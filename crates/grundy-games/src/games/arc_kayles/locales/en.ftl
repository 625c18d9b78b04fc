# The words of Arc Kayles (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-arc-kayles = Arc Kayles: take an edge of the graph with both its ends (and every edge touching them); edges u-v in the brackets
syntax-arc-kayles = arc-kayles(u-v …)
board-how-arc-kayles = Click an edge: it and every edge touching it are taken.
move-take-edge = take edge { $item } ({ $rest })
edge-touching-none = no other edge touches it
edge-touching-one = and the edge touching it: { $one }
edge-touching-many = and the edges touching it: { $list }
engine-search-arc-kayles = Arc Kayles is Node Kayles on the line graph (a vertex per edge, joined when the edges share an end), which has no formula: memoised search, where a graph's value is the XOR of its connected components' values and each component is looked up by its canonical form (isomorphic components are valued once)
reason-write-edge = write the edge to take as its two ends, e.g. `1-2` (it goes with every edge touching it)
reason-no-edge = there is no edge { $edge } ({ $listing })
