# The words of Chomp (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-chomp = Chomp: take a square with every square above it and to its right; the poisoned corner is never taken; row lengths from the poisoned corner in the brackets
syntax-chomp = chomp(R1,R2,…)
example-chomp-1 = a 2 × 6 bar: the one winning move leaves rows of 6 and 5
example-chomp-2 = the 5 × 5 square: take the square in row 2, column 2, then copy each move across the diagonal
example-chomp-3 = 6 × 7: a first-player win (strategy stealing), the winning move found by search
board-how-chomp = Click a square: it is taken with every square above it and to its right. The poisoned square ☠ is never taken.
board-chomp-poison = the poisoned square
board-chomp-square = row { $row }, column { $column }
move-chomp = take the square in row { $row }, column { $column }
engine-search-chomp = Chomp has no formula: memoised search over every bar below this one, a bar and its mirror image in the diagonal looked up as one
note-chomp-rectangle = every rectangle bigger than the poisoned square is a first-player win, by strategy stealing: if taking the top-right square lost, the winning reply to it could have been played first
reason-chomp-positions = the number of bars below this one ({ $count })
reason-write-chomp-square = write the square to take as its row and column, e.g. `2,3` (rows from 1 at the poisoned corner, columns from 1)
reason-chomp-no-square = there is no square in row { $row }, column { $column } (the bar has { $rows } rows; that row has { $len } squares)
reason-chomp-poison = the poisoned square (row 1, column 1) is never taken
reason-chomp-not-a-move = a move takes one square (not the poisoned one) with every square above it and to its right
parse-chomp-in-brackets = chomp needs its row lengths in brackets, e.g. { $example }
parse-chomp-no-sizes = chomp takes no sizes: the row lengths go in its brackets
parse-chomp-not-a-row = row { $row } is not a number of squares: write each row's length, e.g. chomp(5,3,1)
parse-chomp-no-rows = a Chomp bar needs at least one row, e.g. { $example }
parse-chomp-empty-row = row { $row } has no square: every row has at least one (leave empty rows out)
parse-chomp-increasing = row { $row } ({ $len } squares) is longer than row { $under } below it ({ $below }): the rows never grow away from the poisoned corner
parse-chomp-too-many-rows = a bar of { $count } rows is too large: Chomp takes at most { $max } rows
parse-chomp-row-too-long = row { $row } of { $len } squares is too long: Chomp takes rows of at most { $max } squares
