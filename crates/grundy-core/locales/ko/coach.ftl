# the coach, practice and exercises (report/coach.rs, play::ReplyReason, grundy play / exercise, the Practice page)
# $who is human (the reader's move) or computer; $hidden, $misere are yes or no.

coach-kept-win = { $who ->
        [computer] 컴퓨터의 수는
       *[human] 당신의 수는
    } 승리를 지켰습니다.
coach-kept-draw = { $who ->
        [computer] 컴퓨터의 수는
       *[human] 당신의 수는
    } 무승부를 지켰습니다.
coach-threw-win-to-draw = { $who ->
        [computer] 컴퓨터의 수는
       *[human] 당신의 수는
    } 승리를 놓쳤습니다: 이제 게임은 무승부입니다.
coach-threw-win = { $who ->
        [computer] 컴퓨터의 수는
       *[human] 당신의 수는
    } 승리를 놓쳤습니다.
coach-threw-draw = { $who ->
        [computer] 컴퓨터의 수는
       *[human] 당신의 수는
    } 무승부를 놓쳤습니다.
coach-already-lost = { $who ->
        [computer] 컴퓨터의 수는
       *[human] 당신의 수는
    } 이미 진 위치에서 둔 수입니다: 완벽한 상대에게는 어떤 수를 두어도 집니다.
coach-nim-before-zero-lost = 수를 두기 전 님 합은 0({ $binary })이었습니다: 어느 무더기를 바꾸든 어떤 열은 홀수가 됩니다. 최선은 게임을 오래 끌며 상대의 실수를 기다리는 것입니다.
coach-misere-nim-rule = 미제르 님: 2 이상인 무더기가 둘 이상인 동안은 님처럼 두고(님 합 0을 남기기), 당신의 수로 2 이상인 무더기가 하나도 남지 않게 될 때는 크기 1인 무더기를 홀수 개 남기세요. 수를 둔 뒤: 2 이상인 무더기 { $big }개, 크기 1인 무더기 { $ones }개.
coach-moves-kept-draw = 무승부를 지키는 수({ $count }개):
coach-winning-moves-were = 있었던 이기는 수({ $count }개):
coach-after-draw = 수를 둔 뒤 위치는 무승부입니다: 어느 쪽도 승리를 강제할 수 없습니다.
coach-after-zero = 수를 둔 뒤 위치의 그런디 수는 0입니다: { $who ->
        [computer] 당신의
       *[human] 상대의
    } 모든 수는 0이 아닌 값으로 이어지고, 다시 0으로 돌아가는 수가 언제나 있습니다.
coach-after-value = 수를 둔 뒤 위치의 그런디 수는 0이 아니라 { $value }입니다: { $who ->
        [computer] 당신이
       *[human] 상대가
    } 값이 0인 위치로 옮겨 이깁니다.
coach-after-p = 수를 둔 뒤 위치는 { $misere ->
        [yes] 미제르 규칙에서{" "}
       *[no] {""}
    }P-위치입니다{ $method ->
        [none] {""}
       *[other] {" "}({ $method })
    }: 완벽한 상대에게 { $who ->
        [computer] 당신이
       *[human] 상대가
    } 집니다.
coach-after-n = 수를 둔 뒤 위치는 { $misere ->
        [yes] 미제르 규칙에서{" "}
       *[no] {""}
    }N-위치입니다{ $method ->
        [none] {""}
       *[other] {" "}({ $method })
    }: 완벽하게 두면 { $who ->
        [computer] 당신이
       *[human] 상대가
    } 이깁니다.
coach-nim-after-zero = 수를 둔 뒤 { $hidden ->
        [yes] 숨은 무더기들의{" "}
       *[no] {""}
    }님 합은 0({ $binary })입니다: { $who ->
        [computer] 당신이 무엇을 하든 어떤 열은 홀수가 되고, 컴퓨터는
       *[human] 상대가 무엇을 하든 어떤 열은 홀수가 되고, 당신은
    } 다시 모든 열을 짝수로 만들 수 있습니다.
coach-nim-after = 수를 둔 뒤 { $hidden ->
        [yes] 숨은 무더기들의{" "}
       *[no] {""}
    }님 합은 0이 아니라 { $sum }(이진수 { $binary })입니다: { $who ->
        [computer] 당신이
       *[human] 상대가
    } 님 합을 0으로 만들어 이깁니다{ $misere ->
        [yes] {" "}— 2 이상인 무더기가 둘 이상인 동안 미제르 님은 님의 규칙을 따릅니다
       *[no] {""}
    }.
coach-nim-before-zero = 수를 두기 전 님 합은 0({ $binary })이었습니다.
coach-heaps = 무더기 { $heaps }
coach-carried = { $heaps }에 그 비트가 있었습니다
coach-carried-more = { $heaps } 외 { $more }개의 무더기에 그 비트가 있었습니다
coach-nim-before = 수를 두기 전 님 합은 { $sum }(이진수 { $binary })이었습니다. 가장 높은 1인 비트는 { $worth }의 자리(비트 { $bit })이고, { $carried }: 그 비트가 있는 무더기 a는 a ⊕ { $sum }개가 되면 더 작아지고 님 합이 0이 됩니다.
coach-heap-of-size = 무더기 { $heap }({ $size } = { $binary })
coach-heap = 무더기 { $heap }
coach-a-heap = 어떤 무더기
coach-worth = ({ $worth }의 자리)
coach-mistake-added-sizes = 흔한 실수: 무더기 크기를 XOR 하지 않고 더했습니다. 이 수 뒤에 한 무더기는 나머지 무더기의 보통 합과 같지만, 님 합은 이진수의 각 열을 올림 없이 더합니다 — 님 합은 0이 아니라 { $sum }입니다.
coach-mistake-wrong-heap = 흔한 실수: 님 합의 가장 높은 비트가 없는 무더기를 줄였습니다. 이 수가 바꾼 것은 { $heap }인데, 그 무더기는 그 비트{ $worth }의 열이 0입니다: 그런 무더기의 어떤 수도 님 합을 0으로 만들지 못합니다. 그 열이 1인 무더기를 줄이세요: { $carriers }.
coach-mistake-wrong-amount = 무더기는 맞고 크기가 틀렸습니다: 무더기 { $heap }에 님 합의 가장 높은 비트가 있지만, 그 무더기는 { $to }개가 아니라 { $from } ⊕ { $sum } = { $target }개가 되어야 했습니다.
coach-mistake-wrong-amount-any = 무더기는 맞고 크기가 틀렸습니다: 그 무더기는 자기 크기 ⊕ 님 합이 되어야 했습니다.
coach-mistake-nim-into-endgame = 흔한 실수: 미제르 끝내기에서도 님의 규칙을 따랐습니다. 크기 0과 1인 무더기만 남으면 1이 짝수 개(님 합 0)인 위치는 그것을 남긴 사람이 집니다: 미제르 규칙에서는 크기 1인 무더기를 홀수 개 남기세요.
coach-mistake-switched-early = 흔한 실수: 미제르 끝내기 규칙으로 너무 일찍 바꿨습니다. 수를 두기 전 크기 2 이상인 무더기가 { $count }개였으므로 님의 규칙(님 합 0을 남기기)이 아직 유효했습니다. 크기 1인 무더기는 당신의 수로 2 이상인 무더기가 하나도 남지 않을 때만 세세요.
coach-mistake-confused-pn = 흔한 실수: P-위치와 N-위치를 혼동했습니다. 님 합(그런디 수)이 0인 위치는 둘 차례인 사람이 무엇을 하든 지는 P-위치이고, 그 밖의 위치는 0으로 옮겨 이기는 N-위치입니다.
coach-mistake-confused-pn-answer = 흔한 실수: P-위치와 N-위치를 혼동했습니다. 님 합(그런디 수)이 0인 위치는 둘 차례인 사람이 지는 P-위치이고, 그 밖의 위치는 0으로 옮겨 이기는 N-위치입니다.
coach-mistake-confused-pn-misere = 흔한 실수: P-위치와 N-위치를 혼동했습니다. 미제르 규칙에서는 마지막 수를 두는 사람이 지므로, 보통 규칙(님 합이 0이면 진다)으로는 판정할 수 없습니다. 님에서는 님 합이 0이고 어떤 더미에 2개 이상이 있을 때, 또는 모든 더미가 1개 이하이고 그 개수가 홀수일 때 둘 차례인 사람이 지는 P-위치입니다.
coach-why-title = 컴퓨터가 이 수를 둔 이유: { $move }
coach-play-normal = 일반 규칙: 마지막 수를 두는 사람이 이깁니다
coach-play-misere = 미제르 규칙: 마지막 수를 두는 사람이 집니다

reply-winning = 이기는 수
reply-winning-within = 이기는 수, 게임은 { $moves }수 안에 끝납니다
reply-longest = 완벽한 상대에게는 모든 수가 집니다. 이 수가 게임을 가장 오래 끕니다({ $moves }수 더)
reply-delays = 이기는 수가 있지만 나열할 수 없었습니다. 이 수는 시간을 끌 뿐입니다
reply-slow = 완벽한 상대에게는 모든 수가 집니다. 이 수는 게임을 오래 끌도록 가능한 한 적게 바꿉니다

exercise-right-p = 정답: P-위치입니다.
exercise-right-p-why = 완벽한 상대에게는 모든 수가 집니다: 이기는 수가 없습니다.
exercise-wrong-n = 아쉽습니다: N-위치이고, 이기는 수가 있습니다.
exercise-wrong-n-value = 그런디 수는 0이 아니라 { $value }입니다: 둘 차례인 사람이 값이 0인 위치로 옮겨 이깁니다.
exercise-wrong-n-any = 완벽하게 두면 둘 차례인 사람이 이깁니다.
exercise-right-move = 정답: { $move } — 이 수로 이깁니다.
exercise-wrong-move-p = 아쉽습니다: { $move } — 이 수는 집니다. P-위치라서 모든 수가 지며, 답은 P입니다.
exercise-wrong-move = 아쉽습니다: { $move } — 이 수는 승리를 놓칩니다.
exercise-winning-moves = 이기는 수({ $count }개):
exercise-level-1 = 작은 무더기 두세 개
exercise-level-2 = 더 많은 무더기, 더 많은 비트
exercise-level-3 = 미제르 끝내기
exercise-level-4 = 서로 다른 게임의 합
exercise-level-5 = 님이 숨어 있는 게임
exercise-title = 연습 문제 — { $level }단계: { $about } ({ $game })
exercise-title-hidden = 연습 문제 — { $level }단계: { $about }
exercise-instructions = 각 위치에서 둘 차례인 사람의 이기는 수를 찾아 수 표기법으로 쓰세요. 예: `1 2`는 무더기 1에서 2를 가져가고, `2: 1 3`은 합의 두 번째 게임에서 둡니다. 이기는 수가 없으면(모든 수가 지면) P라고 답하세요. 모든 위치: { $play }.
exercise-seed = 시드 { $seed }: 같은 시드는 같은 문제지를 만듭니다.
exercise-question = { $number }. { $position } — 이기는 수를 찾거나 P라고 답하세요.
exercise-answer-p = P{ $value ->
        [none] {""}
       *[other] {" "}(그런디 수 { $value })
    }: 완벽한 상대에게는 모든 수가 집니다.
exercise-answer-n = N{ $value ->
        [none] {""}
       *[other] , 그런디 수 { $value }
    }: 이기는 수({ $count }개):
exercise-answer-n-some = N{ $value ->
        [none] {""}
       *[other] , 그런디 수 { $value }
    }: 이기는 수({ $count }개 중 { $shown }개):

# grundy play (crates/grundy-cli/src/play.rs, tui.rs)
play-cli-position = 위치: { $position }   ({ $play })
play-cli-you-win = 게임 끝: 당신이 이겼습니다!
play-cli-computer-wins = 게임 끝: 컴퓨터가 이겼습니다.
play-cli-prompt = 당신의 차례입니다 (수 입력, m = 수 목록, h = 힌트, w = 컴퓨터가 그 수를 둔 이유, u = 무르기, q = 끝내기):
play-cli-computer = 컴퓨터: { $move }  →  { $position }
play-cli-computer-losing = {"  "}(컴퓨터가 지고 있습니다: { $reason })
play-cli-over = 게임이 끝났습니다 (u = 무르기, q = 끝내기).
play-cli-computer-turn = 컴퓨터의 차례입니다.
play-cli-refused = 거부됨: { $error }
play-cli-you = 당신: { $move }  →  { $position }
play-cli-coach = 코치: { $verdict }
play-cli-cannot-judge = 코치: 이 수는 판정할 수 없습니다: { $error }
play-cli-not-moved = 컴퓨터는 아직 수를 두지 않았습니다.
play-cli-computer-reason = 컴퓨터: { $move } ({ $reason }).
play-cli-too-many = 수가 너무 많아 여기에 나열할 수 없습니다. 수 표기법을 쓰세요.
play-cli-nothing-to-undo = 무를 수가 없습니다.
play-cli-undone = 물렀습니다.
play-cli-notation = {"  "}수 표기: { $forms } · 모든 게임: `m`은 수 목록, `#k`는 k번째 수를 둡니다
play-cli-bye = 안녕히 가세요.
play-cli-tui-moves = 수
play-cli-tui-prompt = 당신의 수 · h 힌트 · w 이유 · u 무르기 · q 또는 Esc 끝내기
play-cli-tui-component = 부분 게임 { $number }: { $name }
# grundy exercise (crates/grundy-cli/src/exercise.rs)
exercise-cli-wrote = 연습 문제 { $count }개와 답안을 { $path }에 썼습니다. { $seed }
exercise-cli-prompt = 답 (수 또는 P; s = 건너뛰기, q = 끝내기):
exercise-cli-refused = 거부됨: { $error }
exercise-cli-score = 점수: { $asked }문제 중 { $right }문제.
exercise-cli-name = 이름:
exercise-cli-key = 답안 — { $title }
