# The words of Node Kayles (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-node-kayles = Node Kayles: take a vertex of the graph with all its neighbours; edges u-v in the brackets
syntax-node-kayles = node-kayles(u-v …)
board-how-node-kayles = Click a vertex: it and its neighbours are taken.
move-take-vertex = take vertex { $item } ({ $rest })
vertex-no-neighbours = it has no neighbours
vertex-neighbour = and its neighbour { $one }
vertex-neighbours = and its neighbours { $list }
engine-search-node-kayles = Node Kayles has no formula: memoised search, where a graph's value is the XOR of its connected components' values and each component is looked up by its canonical form (isomorphic components are valued once)
note-kayles-parts = the graph has { $count } connected parts, of values { $values }: the value is their XOR
err-node-kayles-vertex-too-large = vertex number too large: { $vertex } (at most { $max })
err-node-kayles-self-loop = a self-loop at vertex { $vertex }: an edge joins two different vertices
err-node-kayles-too-many-vertices = graph too large: at most { $max } vertices
err-node-kayles-too-many-edges = graph too large: at most { $max } edges
parse-not-a-vertex = not a vertex: vertices are non-negative integers
parse-graph-in-brackets = { $name } needs its graph in brackets, e.g. { $example }
parse-graph-no-sizes = { $name } takes no sizes: the graph goes in its brackets
parse-self-loop = a self-loop: an edge joins two different vertices, e.g. 0-1
parse-bad-edge = an edge is two vertices joined by '-', e.g. 0-1 (a lone vertex is its number alone, e.g. 5)
parse-too-many-vertices = graph too large: { $name } takes at most { $max } vertices
parse-too-many-edges = graph too large: { $name } takes at most { $max } edges
reason-must-take-one = a move must take { $noun ->
    [edge] an edge
   *[vertex] a vertex
}
reason-no-such-item = there is no { $noun } #{ $item } (there are { $count })
reason-take-with-neighbours = taking { $noun } { $item } removes it and exactly { $noun ->
    [edge] the edges touching it
   *[vertex] its neighbours
}
reason-listing-none = no { $noun ->
    [edge] edges
   *[vertex] vertices
} are left
reason-listing = the { $noun ->
    [edge] edges
   *[vertex] vertices
} are { $list }
reason-listing-more = the { $noun ->
    [edge] edges
   *[vertex] vertices
} are { $list }, … ({ $count } in all)
reason-write-vertex = write the vertex to take, e.g. `3` (it goes with its neighbours)
reason-no-vertex = there is no vertex { $vertex } ({ $listing })
reason-part-too-large = a connected part has { $count } { $noun ->
    [edge] edges
   *[vertex] vertices
}; the search values parts of at most { $max }
reason-too-many-subgraphs = it would value more than { $limit } distinct connected subgraphs
