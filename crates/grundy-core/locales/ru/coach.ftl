# the coach, practice and exercises (report/coach.rs, play::ReplyReason, grundy play / exercise, the Practice page)
# $who is human (the reader's move) or computer; $hidden, $misere are yes or no.

coach-kept-win = { $who ->
        [computer] Ход компьютера сохранил
       *[human] Ваш ход сохранил
    } выигрыш.
coach-kept-draw = { $who ->
        [computer] Ход компьютера сохранил
       *[human] Ваш ход сохранил
    } ничью.
coach-threw-win-to-draw = { $who ->
        [computer] Ход компьютера упустил
       *[human] Ваш ход упустил
    } выигрыш: теперь игра идёт к ничьей.
coach-threw-win = { $who ->
        [computer] Ход компьютера упустил
       *[human] Ваш ход упустил
    } выигрыш.
coach-threw-draw = { $who ->
        [computer] Ход компьютера упустил
       *[human] Ваш ход упустил
    } ничью.
coach-already-lost = { $who ->
        [computer] Компьютер ходил
       *[human] Вы ходили
    } из проигранной позиции: при безошибочной игре соперника проигрывает любой ход.
coach-nim-before-zero-lost = До хода ним-сумма была равна 0 ({ $binary }): какую кучу ни измени, какой-то столбец станет нечётным. Лучшее — затянуть игру и надеяться на ошибку.
coach-misere-nim-rule = Мизерный ним: пока в двух или более кучах 2 или больше, играйте как в ниме (оставляйте ним-сумму 0); когда после вашего хода не останется ни одной кучи из 2 или больше, оставьте нечётное число куч по 1. После хода: { $big } { $big ->
        [one] куча
        [few] кучи
       *[many] куч
    } из 2 или больше, { $ones } { $ones ->
        [one] куча
        [few] кучи
       *[many] куч
    } по 1.
coach-moves-kept-draw = Ходы, сохранявшие ничью ({ $count }):
coach-winning-moves-were = Выигрышные ходы, которые были ({ $count }):
coach-after-draw = После хода позиция ничейная: ни один игрок не может добиться выигрыша.
coach-after-zero = После хода значение позиции равно 0: любой ход { $who ->
        [computer] ваш
       *[human] соперника
    } ведёт к ненулевому значению, а ход обратно к 0 всегда есть.
coach-after-value = После хода значение позиции равно { $value }, а не 0: { $who ->
        [computer] вы выигрываете
       *[human] соперник выигрывает
    }, перейдя в позицию со значением 0.
coach-after-p = После хода позиция — P-позиция{ $misere ->
        [yes] {" "}в мизерной игре
       *[no] {""}
    }{ $method ->
        [none] {""}
       *[other] {" "}({ $method })
    }: { $who ->
        [computer] вы проигрываете
       *[human] соперник проигрывает
    } при безошибочной игре.
coach-after-n = После хода позиция — N-позиция{ $misere ->
        [yes] {" "}в мизерной игре
       *[no] {""}
    }{ $method ->
        [none] {""}
       *[other] {" "}({ $method })
    }: { $who ->
        [computer] вы выигрываете
       *[human] соперник выигрывает
    } при безошибочной игре.
coach-nim-after-zero = После хода ним-сумма{ $hidden ->
        [yes] {" "}скрытых куч
       *[no] {""}
    } равна 0 ({ $binary }): что бы ни { $who ->
        [computer] сделали вы, какой-то столбец станет нечётным, а компьютер
       *[human] сделал соперник, какой-то столбец станет нечётным, а вы
    } снова сможете сделать все столбцы чётными.
coach-nim-after = После хода ним-сумма{ $hidden ->
        [yes] {" "}скрытых куч
       *[no] {""}
    } равна { $sum } (в двоичной записи { $binary }), а не 0: { $who ->
        [computer] вы выигрываете
       *[human] соперник выигрывает
    }, сделав её равной 0{ $misere ->
        [yes] {" "}— пока в двух или более кучах 2 или больше, мизерный ним следует правилу нима
       *[no] {""}
    }.
coach-nim-before-zero = До хода ним-сумма была равна 0 ({ $binary }).
coach-heaps = { $count ->
        [one] куча { $heaps }
       *[other] кучи { $heaps }
    }
coach-carried = этот бит был в { $count ->
        [one] куче
       *[other] кучах
    } { $heaps }
coach-carried-more = этот бит был в { $count ->
        [one] куче
       *[other] кучах
    } { $heaps } и ещё в { $more } { $more ->
        [one] куче
       *[other] кучах
    }
coach-nim-before = До хода ним-сумма была равна { $sum } (в двоичной записи { $binary }); её старший единичный бит стоит { $worth } (бит { $bit }), и { $carried }: куча a с этим битом становится a ⊕ { $sum }, это меньше a и делает ним-сумму равной 0.
coach-heap-of-size = кучу { $heap } ({ $size } = { $binary })
coach-heap = кучу { $heap }
coach-a-heap = какую-то кучу
coach-worth = {" "}(он стоит { $worth })
coach-mistake-added-sizes = Частая ошибка: размеры куч сложены, а не объединены по XOR. После хода одна куча равна обычной сумме остальных, но ним-сумма складывает каждый двоичный столбец без переносов — она равна { $sum }, а не 0.
coach-mistake-wrong-heap = Частая ошибка: уменьшена куча без старшего бита ним-суммы. Ход изменил { $heap }, в которой в столбце этого бита{ $worth } стоит 0: никакой ход такой кучи не делает ним-сумму равной 0. Уменьшайте кучу, где там стоит 1: { $carriers }.
coach-mistake-wrong-amount = Куча верная, размер неверный: в куче { $heap } есть старший бит ним-суммы, но она должна была стать { $from } ⊕ { $sum } = { $target }, а не { $to }.
coach-mistake-wrong-amount-any = Куча верная, размер неверный: куча должна была стать своим размером ⊕ ним-сумма.
coach-mistake-nim-into-endgame = Частая ошибка: правило нима перенесено в мизерный эндшпиль. Когда остались только кучи из 0 и 1, чётное число единиц (ним-сумма 0) проигрывает для того, кто его оставил: в мизерной игре оставляйте нечётное число куч по 1.
coach-mistake-switched-early = Частая ошибка: слишком ранний переход к правилу мизерного эндшпиля. До хода в { $count } { $count ->
        [one] куче
       *[other] кучах
    } было 2 или больше, так что правило нима (оставлять ним-сумму 0) ещё действовало; считайте кучи по 1, только когда после вашего хода не останется куч из 2 или больше.
coach-mistake-confused-pn = Частая ошибка: перепутаны P- и N-позиции. Позиция с ним-суммой (значением) 0 проигрышна для ходящего — это P-позиция, что бы вы ни делали; любая другая выигрышна (N): нужно перейти к 0.
coach-mistake-confused-pn-answer = Частая ошибка: перепутаны P- и N-позиции. Позиция с ним-суммой (значением) 0 проигрышна для ходящего — это P-позиция; любая другая выигрышна (N): нужно перейти к 0.
coach-why-title = Почему компьютер сыграл: { $move }
coach-play-normal = обычная игра: кто делает последний ход, тот выигрывает
coach-play-misere = мизерная игра: кто делает последний ход, тот проигрывает

reply-winning = выигрышный ход
reply-winning-within = выигрышный ход; игра закончится не более чем за { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }
reply-longest = при безошибочной игре проигрывает любой ход; этот затягивает игру дольше всех (ещё { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    })
reply-delays = выигрышный ход есть, но перечислить ходы не удалось; этот ход лишь затягивает игру
reply-slow = при безошибочной игре проигрывает любой ход; этот меняет как можно меньше, чтобы затянуть игру

exercise-right-p = Верно: это P-позиция.
exercise-right-p-why = При безошибочной игре проигрывает любой ход: выигрышного хода нет.
exercise-wrong-n = Не совсем: это N-позиция, и выигрышный ход есть.
exercise-wrong-n-value = Её значение { $value }, а не 0: ходящий выигрывает, перейдя в позицию со значением 0.
exercise-wrong-n-any = Ходящий выигрывает при безошибочной игре.
exercise-right-move = Верно: ход «{ $move }» выигрывает.
exercise-wrong-move-p = Не совсем: ход «{ $move }» проигрывает — это P-позиция, проигрывает любой ход; ответ — P.
exercise-wrong-move = Не совсем: ход «{ $move }» упускает выигрыш.
exercise-winning-moves = Выигрышные ходы ({ $count }):
exercise-level-1 = две или три маленькие кучи
exercise-level-2 = больше куч, больше битов
exercise-level-3 = мизерные эндшпили
exercise-level-4 = суммы разных игр
exercise-level-5 = игры, в которых прячется ним
exercise-title = Упражнения — уровень { $level }: { $about } ({ $game })
exercise-title-hidden = Упражнения — уровень { $level }: { $about }
exercise-instructions = В каждой позиции найдите выигрышный ход для ходящего и запишите его в нотации ходов, например `1 2` берёт 2 из кучи 1, `2: 1 3` — ход во второй игре суммы, — или ответьте P, если его нет (проигрывает любой ход). Во всех позициях: { $play }.
exercise-seed = Зерно { $seed }: то же зерно даёт тот же лист.
exercise-question = { $number }. { $position } — найдите выигрышный ход или ответьте P.
exercise-answer-p = P{ $value ->
        [none] {""}
       *[other] {" "}(значение { $value })
    }: при безошибочной игре проигрывает любой ход.
exercise-answer-n = N{ $value ->
        [none] {""}
       *[other] , значение { $value }
    }: выигрышные ходы ({ $count }):
exercise-answer-n-some = N{ $value ->
        [none] {""}
       *[other] , значение { $value }
    }: выигрышные ходы (показано { $shown } из { $count }):

# grundy play (crates/grundy-cli/src/play.rs, tui.rs)
play-cli-position = Позиция: { $position }   ({ $play })
play-cli-you-win = Игра окончена: вы выиграли!
play-cli-computer-wins = Игра окончена: выиграл компьютер.
play-cli-prompt = Ваш ход (ход, m = список ходов, h = подсказка, w = почему компьютер так сходил, u = отменить, q = выйти):
play-cli-computer = Компьютер: { $move }  →  { $position }
play-cli-computer-losing = {"  "}(компьютер проигрывает: { $reason })
play-cli-over = Игра окончена (u = отменить, q = выйти).
play-cli-computer-turn = Сейчас ход компьютера.
play-cli-refused = Отклонено: { $error }
play-cli-you = Вы: { $move }  →  { $position }
play-cli-coach = Тренер: { $verdict }
play-cli-cannot-judge = Тренер: не могу оценить этот ход: { $error }
play-cli-not-moved = Компьютер ещё не ходил.
play-cli-computer-reason = Компьютер: { $move } ({ $reason }).
play-cli-too-many = Ходов слишком много, чтобы их перечислить; используйте нотацию.
play-cli-nothing-to-undo = Отменять нечего.
play-cli-undone = Отменено.
play-cli-notation = {"  "}Ходы: { $forms } · в любой игре: `m` перечисляет ходы, `#k` делает ход k
play-cli-bye = До свидания.
play-cli-tui-moves = ходы
play-cli-tui-prompt = ваш ход · h подсказка · w почему · u отменить · q или Esc выйти
play-cli-tui-component = компонента { $number }: { $name }
# grundy exercise (crates/grundy-cli/src/exercise.rs)
exercise-cli-wrote = Записано { $count } { $count ->
        [one] упражнение
        [few] упражнения
       *[many] упражнений
    } с ключом ответов в { $path }. { $seed }
exercise-cli-prompt = Ваш ответ (ход или P; s = пропустить, q = выйти):
exercise-cli-refused = Отклонено: { $error }
exercise-cli-score = Счёт: { $right } из { $asked }.
exercise-cli-name = Имя:
exercise-cli-key = Ключ ответов — { $title }
