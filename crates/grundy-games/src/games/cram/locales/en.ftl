# The words of Cram (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-cram = Cram: cover two empty squares side by side with a domino; rows of . (empty), # (blocked) and x (covered) separated by |
example-cram-1 = two rows of 9 with the second mostly blocked
example-cram-2 = 4 × 4: the second player wins by copying each move in the half turn
example-cram-3 = 5 × 5: a region search of a few thousand shapes
syntax-cram = cram(ROWS)
board-how-cram = Click two empty squares side by side: a domino covers them. A covered square is filled in; a blocked one is crossed out (✕).
board-square-empty = square { $square } (empty)
board-square-blocked = square { $square } (blocked)
board-square-covered = square { $square } (covered by a domino)
move-cram = cover { $a } and { $b }
engine-search-cram = Cram has no formula: memoised search, where a board's value is the XOR of its regions' values (a domino never lies across two regions of empty squares) and each region is looked up by its shape up to rotation and reflection; a region with a half-turn symmetry that leaves no square and no domino in place is worth 0 (the second player copies every move in the image)
note-cram-regions = the board has { $count } regions of empty squares, of values { $values }: the value is their XOR
reason-cram-regions = the number of regions Cram's search must value
reason-write-squares = write the two squares to cover, e.g. `a1-b1` (columns are letters from a, rows numbers from 1 at the top)
reason-not-a-square = { $square } is not a square of this { $rows } × { $cols } board
reason-not-a-domino = a domino covers two empty squares side by side; { $a } and { $b } are not
parse-cram-in-brackets = cram needs its board in brackets, e.g. { $example }
parse-cram-no-sizes = cram takes no sizes: the board goes in its brackets
parse-cram-no-commas = a Cram board has no commas: rows are separated by |
parse-cram-empty = the board is empty: write its rows of . (empty), # (blocked) and x (covered), separated by |, e.g. { $example }
parse-cram-empty-row = row { $row } has no square: every row has at least one (`|` only ends a row)
parse-cram-bad-square = { $found } is not a square: a square is . (empty), # (blocked) or x (covered by a domino), and | ends a row
parse-cram-ragged = row { $row } has { $len } squares but row 1 has { $first }: every row has the same length
parse-cram-too-large = a { $rows } × { $cols } board is too large: Cram takes at most 8 rows of 16 squares, or 16 rows of 8
