# The words of the game on a graph (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-graph = tokens on the vertices of a directed graph (an edge list `u v` per line; cycles allowed: draws, generalized values); a move slides one token along an edge
syntax-graph = graph(FILE)
move-token = move token { $token } from vertex { $from } to vertex { $to }
parse-graph-one-argument = graph takes one argument, the edge-list file
parse-graph-files-refused = { $refusal }; graph(FILE) works only in the command-line tool, which reads files — graphs written in the position itself, such as node-kayles(0-1 1-2), arc-kayles(0-1 1-2) or hackenbush(0-1 1-2), work everywhere
parse-file-unreadable = { $reason }
parse-not-a-graph-vertex = not a vertex of the graph
reason-write-token-vertex = write a token and a vertex, e.g. `1 4` (move token 1 to vertex 4)
reason-one-token = a move moves one token
reason-no-edge-from-to = there is no edge from vertex { $from } to vertex { $to }
reason-not-a-vertex = { $vertex } is not a vertex of the graph
reason-graph-has-cycles = the graph has cycles: its value is a generalized one (∞ possible)
