# the coach, practice and exercises (report/coach.rs, play::ReplyReason, grundy play / exercise, the Practice page)
# $who is human (the reader's move) or computer; $hidden, $misere are yes or no.

coach-kept-win = { $who ->
        [computer] The computer's move
       *[human] Your move
    } kept the win.
coach-kept-draw = { $who ->
        [computer] The computer's move
       *[human] Your move
    } kept the draw.
coach-threw-win-to-draw = { $who ->
        [computer] The computer's move
       *[human] Your move
    } threw the win away: the game is now a draw.
coach-threw-win = { $who ->
        [computer] The computer's move
       *[human] Your move
    } threw the win away.
coach-threw-draw = { $who ->
        [computer] The computer's move
       *[human] Your move
    } threw the draw away.
coach-already-lost = { $who ->
        [computer] The computer's move
       *[human] Your move
    } was made in a lost position: every move loses against perfect play.
coach-nim-before-zero-lost = Before it the nim-sum was 0 ({ $binary }): whatever heap you change, some column becomes odd. The best is to make the game last and hope for a mistake.
coach-misere-nim-rule = Misère Nim: while two or more heaps have 2 or more, play as in Nim (leave nim-sum 0); once your move leaves no heap of 2 or more, leave an odd number of heaps of 1. After it: { $big ->
        [one] { $big } heap
       *[other] { $big } heaps
    } of 2 or more, { $ones ->
        [one] { $ones } heap
       *[other] { $ones } heaps
    } of 1.
coach-moves-kept-draw = Moves that kept the draw ({ $count }):
coach-winning-moves-were = Winning moves there were ({ $count }):
coach-after-draw = After it the position is a draw: neither player can force a win.
coach-after-zero = After it the value of the position is 0: every move of { $who ->
        [computer] yours
       *[human] the opponent
    } leads to a non-zero value, and a move back to 0 always exists.
coach-after-value = After it the value of the position is { $value }, not 0: { $who ->
        [computer] you win
       *[human] the opponent wins
    } by moving to a position of value 0.
coach-after-p = After it the position is a P-position{ $misere ->
        [yes] {" "}under misère play
       *[no] {""}
    }{ $method ->
        [none] {""}
       *[other] {" "}(by { $method })
    }: { $who ->
        [computer] you lose
       *[human] the opponent loses
    } against perfect play.
coach-after-n = After it the position is an N-position{ $misere ->
        [yes] {" "}under misère play
       *[no] {""}
    }{ $method ->
        [none] {""}
       *[other] {" "}(by { $method })
    }: { $who ->
        [computer] you win
       *[human] the opponent wins
    } against perfect play.
coach-nim-after-zero = After it the nim-sum{ $hidden ->
        [yes] {" "}of the hidden heaps
       *[no] {""}
    } is 0 ({ $binary }): whatever { $who ->
        [computer] you do, some column becomes odd, and the computer
       *[human] the opponent does, some column becomes odd, and you
    } can make them all even again.
coach-nim-after = After it the nim-sum{ $hidden ->
        [yes] {" "}of the hidden heaps
       *[no] {""}
    } is { $sum } (binary { $binary }), not 0: { $who ->
        [computer] you win
       *[human] the opponent wins
    } by making it 0{ $misere ->
        [yes] {" "}— while two or more heaps have 2 or more, misère Nim follows Nim's rule
       *[no] {""}
    }.
coach-nim-before-zero = Before it the nim-sum was 0 ({ $binary }).
coach-heaps = { $count ->
        [one] heap { $heaps }
       *[other] heaps { $heaps }
    }
coach-carried = { $count ->
        [one] { $heaps } carried it
       *[other] { $heaps } carried it
    }
coach-carried-more = { $count ->
        [one] { $heaps } and { $more } more carried it
       *[other] { $heaps } and { $more } more carried it
    }
coach-nim-before = Before it the nim-sum was { $sum } (binary { $binary }); its highest set bit is worth { $worth } (bit { $bit }), and { $carried }: a heap a with that bit becomes a ⊕ { $sum }, which is smaller and makes the nim-sum 0.
coach-heap-of-size = heap { $heap } ({ $size } = { $binary })
coach-heap = heap { $heap }
coach-a-heap = a heap
coach-worth = {" "}(worth { $worth })
coach-mistake-added-sizes = Common mistake: adding the heap sizes instead of XOR-ing them. After the move one heap is the ordinary sum of the others, but the nim-sum adds each binary column without carries — it is { $sum }, not 0.
coach-mistake-wrong-heap = Common mistake: reducing a heap without the nim-sum's highest bit. The move changed { $heap }, which has a 0 in the column of that bit{ $worth }: no move of such a heap makes the nim-sum 0. Reduce a heap with a 1 there: { $carriers }.
coach-mistake-wrong-amount = The right heap, the wrong size: heap { $heap } carries the nim-sum's highest bit, but it had to become { $from } ⊕ { $sum } = { $target }, not { $to }.
coach-mistake-wrong-amount-any = The right heap, the wrong size: the heap had to become its size ⊕ the nim-sum.
coach-mistake-nim-into-endgame = Common mistake: following Nim's rule into the misère endgame. With only heaps of 0 and 1 left, an even number of 1s (nim-sum 0) loses for the player who left it: under misère play leave an odd number of heaps of 1.
coach-mistake-switched-early = Common mistake: switching to the misère endgame rule too early. { $count ->
        [one] { $count } heap
       *[other] { $count } heaps
    } had 2 or more before the move, so Nim's rule (leave nim-sum 0) still held; count the heaps of 1 only when your move leaves no heap of 2 or more.
coach-mistake-confused-pn = Common mistake: confusing P- and N-positions. A position whose nim-sum (value) is 0 is lost for the player to move — a P-position, whatever you do; any other is won (N), by moving to 0.
coach-mistake-confused-pn-answer = Common mistake: confusing P- and N-positions. A position whose nim-sum (value) is 0 is lost for the player to move — a P-position; any other is won (N), by moving to 0.
coach-mistake-confused-pn-misere = Common mistake: confusing P- and N-positions. In misère play the player who makes the last move loses, so the normal-play rule (a nim-sum of 0 is lost) does not decide it: in Nim, a position is lost for the player to move (P) when its nim-sum is 0 and some heap has 2 or more counters, or when every heap has at most one counter and there is an odd number of them.
coach-why-title = Why the computer played { $move }
coach-play-normal = normal play: whoever makes the last move wins
coach-play-misere = misère play: whoever makes the last move loses

reply-winning = a winning move
reply-winning-within = a winning move; the game ends within { $moves } more { $moves ->
        [one] move
       *[other] moves
    }
reply-longest = every move loses against perfect play; this one makes the game last longest ({ $moves } more { $moves ->
        [one] move
       *[other] moves
    })
reply-delays = a winning move exists but could not be listed; this move only delays
reply-slow = every move loses against perfect play; this one changes as little as possible, to make the game last

exercise-right-p = Right: it is a P-position.
exercise-right-p-why = Every move loses against perfect play: there is no winning move.
exercise-wrong-n = Not quite: it is an N-position, and there is a winning move.
exercise-wrong-n-value = Its value is { $value }, not 0: the player to move wins by moving to a position of value 0.
exercise-wrong-n-any = The player to move wins against perfect play.
exercise-right-move = Right: { $move } wins.
exercise-wrong-move-p = Not quite: { $move } loses — it is a P-position, every move loses; the answer is P.
exercise-wrong-move = Not quite: { $move } throws the win away.
exercise-winning-moves = Winning moves ({ $count }):
exercise-level-1 = two or three small heaps
exercise-level-2 = more heaps, more bits
exercise-level-3 = misère endgames
exercise-level-4 = sums of different games
exercise-level-5 = games where Nim hides
exercise-title = Exercises — level { $level }: { $about } ({ $game })
exercise-title-hidden = Exercises — level { $level }: { $about }
exercise-instructions = For each position, find a winning move for the player to move — write it in the move notation, e.g. `1 2` takes 2 from heap 1, `2: 1 3` moves in the second game of a sum — or answer P when there is none (every move loses). All positions: { $play }.
exercise-seed = Seed { $seed }: the same seed gives the same sheet.
exercise-question = { $number }. { $position } — find a winning move, or answer P.
exercise-answer-p = P{ $value ->
        [none] {""}
       *[other] {" "}(value { $value })
    }: every move loses against perfect play.
exercise-answer-n = N{ $value ->
        [none] {""}
       *[other] , value { $value }
    }: winning moves ({ $count }):
exercise-answer-n-some = N{ $value ->
        [none] {""}
       *[other] , value { $value }
    }: winning moves ({ $shown } shown of { $count }):

# grundy play (crates/grundy-cli/src/play.rs, tui.rs)
play-cli-position = Position: { $position }   ({ $play })
play-cli-you-win = Game over: you win!
play-cli-computer-wins = Game over: the computer wins.
play-cli-prompt = Your move (a move, m = list moves, h = hint, w = why the computer's move, u = undo, q = quit):
play-cli-computer = Computer: { $move }  →  { $position }
play-cli-computer-losing = {"  "}(the computer is losing: { $reason })
play-cli-over = The game is over (u = undo, q = quit).
play-cli-computer-turn = It is the computer's turn.
play-cli-refused = Refused: { $error }
play-cli-you = You: { $move }  →  { $position }
play-cli-coach = Coach: { $verdict }
play-cli-cannot-judge = Coach: cannot judge this move: { $error }
play-cli-not-moved = The computer has not moved yet.
play-cli-computer-reason = The computer: { $move } ({ $reason }).
play-cli-too-many = Too many moves to list here; use the notation.
play-cli-nothing-to-undo = Nothing to undo.
play-cli-undone = Undone.
play-cli-notation = {"  "}Moves: { $forms } · any game: `m` lists the moves, `#k` plays move k
play-cli-bye = Bye.
play-cli-tui-moves = moves
play-cli-tui-prompt = your move · h hint · w why · u undo · q or Esc quit
play-cli-tui-component = component { $number }: { $name }
# grundy exercise (crates/grundy-cli/src/exercise.rs)
exercise-cli-wrote = Wrote { $count ->
        [one] { $count } exercise
       *[other] { $count } exercises
    } with an answer key to { $path }. { $seed }
exercise-cli-prompt = Your answer (a move, or P; s = skip, q = quit):
exercise-cli-refused = Refused: { $error }
exercise-cli-score = Score: { $right } of { $asked }.
exercise-cli-name = Name:
exercise-cli-key = Answer key — { $title }
