# The words of `grundy options` (en): the list of a position's options and its refusals,
# added to the catalogue by `grundy_core::words!` in analysis/options/mod.rs.

options-heading = { $position } ({ $convention }): { $count ->
        [one] 1 move
       *[other] { $count } moves
    }, { $distinct ->
        [one] 1 distinct option
       *[other] { $distinct } distinct options
    }
options-normal = normal play
options-misere = misère play
options-long-position = the position
options-listed = { $distinct ->
        [one] 1 distinct option
       *[other] { $distinct } distinct options
    }, the first { $listed } listed
options-moves = { $moves } moves lead here
options-outcome-p = P: this move wins
options-outcome-n = N: this move loses
options-outcome-d = D: a draw
options-none = no move: the game is over

err-options-out-of-reach = the options of component { $index } ({ $game }) are too many to count within { $work } steps of work; refusing rather than guessing
err-options-not-listable = component { $index } ({ $game }) cannot list its moves: a piece is too large for its game's rules; refusing rather than guessing
