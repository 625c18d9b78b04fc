# The words of Geography (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-geography = Geography: slide the token along an edge to a vertex never visited; visited vertices are gone; edges u-v and the start @V in the brackets
syntax-geography = geography(u-v … @START)
example-geography-1 = a path of five from an end: four moves, all forced
example-geography-2 = a hexagon with a tail, the token at the tail's end
example-geography-3 = a cube-like graph of eight vertices: who wins is whether every maximum matching covers the start
board-how-geography = Click a vertex next to the token: the token slides there and the vertex it leaves is gone.
board-geography-token = the token, on vertex { $vertex }
move-geography = move the token from { $from } to { $to }
engine-search-geography = Geography has no formula: memoised search over the token's vertex and the vertices it can still reach
reason-geography-positions = the number of positions Geography's search must value
reason-geography-part = the token's connected part ({ $count } vertices)
reason-write-geography-vertex = write the vertex to move the token to, e.g. `1`
reason-geography-already-there = the token is on vertex { $vertex } already: it moves along an edge to another vertex
reason-geography-not-next = vertex { $vertex } is not next to the token's vertex { $token } ({ $listing })
reason-geography-not-from-token = the token is on vertex { $token }, not { $vertex }: a move starts where the token is
reason-geography-not-a-move = a move slides the token from vertex { $token } along an edge to a vertex still there
parse-geography-no-start = geography needs the token's start vertex after an @ in its brackets, e.g. { $example }
parse-geography-two-starts = one token, one start: @{ $first } and @{ $second }
parse-geography-bad-start = after @ comes the start vertex, a number from 0 to { $max }
parse-geography-start-not-a-vertex = the start { $vertex } is not a vertex of the graph (a vertex no edge touches is written alone, e.g. { $vertex })
