# The words of Moore's Nim (ru): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-moore = Ним Мура Nim_k: брать сразу из 1–k куч
syntax-moore = moore(k)
note-moore-misere = исход по мизерному правилу нима Мура Nim_k (как в нормальной игре, но когда все кучи равны 0 или 1, ходящий проигрывает ровно тогда, когда число куч по 1 равно 1 по модулю k+1); для выигрышных ходов нужен перебор, который недостижим ({ $reason })
note-moore-no-value = у нима Мура Nim_k нет формулы для значений Гранди, а полный перебор недостижим ({ $reason }): значение не дано; исход следует из теоремы Мура
note-moore-one-move = показан один выигрышный ход, построенный по конструкции Мура; --all-moves перечисляет все
note-moore-unlisted = перечислить все выигрышные ходы нельзя: { $reason }; показанный ход построен по конструкции Мура
moore-title = Ним Мура Nim_{ $k }
moore-intro = Запишите каждую кучу в двоичной системе и посчитайте единицы в каждом битовом столбце по модулю { $modulus }.
moore-loses = Число единиц в каждом столбце делится на { $modulus }: по теореме Мура любой ход делает какое-то число не делящимся, поэтому ходящий проигрывает.
moore-wins = Столбцы, где число единиц не делится на { $modulus }: { $count ->
        [one] бит
       *[other] биты
    } { $bits }. По теореме Мура ходящий выигрывает, снова сделав все числа делящимися и уменьшив не более { $k } { $k ->
        [one] кучи
       *[many] куч
    }.
err-moore-too-many-subsets = слишком много наборов куч для проверки: способов выбрать не больше { $k } из { $heaps ->
        [one] { $heaps } непустой кучи
       *[other] { $heaps } непустых куч
    } — не меньше { $subsets } (предел { $limit })
err-moore-too-many-bits = кучи слишком велики, чтобы перечислить ходы: битов { $bits } (предел { $limit })
err-moore-too-much-work = поиску выигрышных ходов понадобилось больше { $limit ->
        [one] { $limit } шага
       *[other] { $limit } шагов
    }
parse-what-k = k
reason-moore-at-most = ним Мура Nim_{ $k }: не больше { $k } куч за раз
