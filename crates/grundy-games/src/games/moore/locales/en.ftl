# The words of Moore's Nim (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-moore = Moore's Nim_k: take from 1 to k heaps at once
syntax-moore = moore(k)
note-moore-misere = outcome by the misère rule of Moore's Nim_k (as in normal play, except that when every heap is 0 or 1 the player to move loses exactly when the number of 1-heaps is 1 mod k+1); the winning moves need a search that is out of reach ({ $reason })
note-moore-no-value = Moore's Nim_k has no formula for Grundy values and exhaustive search is out of reach ({ $reason }): the value is not given; the outcome comes from Moore's theorem
note-moore-one-move = one winning move is shown, built by Moore's construction; --all-moves lists every one
note-moore-unlisted = not every winning move can be listed: { $reason }; the move shown is built by Moore's construction
moore-title = Moore's Nim_{ $k }
moore-intro = Write each heap in binary and count the ones in each bit column, mod { $modulus }.
moore-loses = Every column count is divisible by { $modulus }: by Moore's theorem every move makes some count not divisible, so the player to move loses.
moore-wins = Columns with a count not divisible by { $modulus }: { $count ->
        [one] bit
       *[other] bits
    } { $bits }. By Moore's theorem the player to move wins by making every count divisible again, reducing at most { $k ->
        [one] 1 heap
       *[other] { $k } heaps
    }.
err-moore-too-many-subsets = too many sets of heaps to examine: at least { $subsets } ways to choose at most { $k } of the { $heaps } non-empty heaps (the limit is { $limit })
err-moore-too-many-bits = the heaps are too large to enumerate moves: { $bits } bits (the limit is { $limit })
err-moore-too-much-work = the search for winning moves needed more than { $limit } steps
parse-what-k = k
reason-moore-at-most = Moore's Nim_{ $k }: at most { $k } heaps at once
