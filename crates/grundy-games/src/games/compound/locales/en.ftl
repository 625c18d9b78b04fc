# The words of the compounds (en): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-conjunctive = conjunctive compound: a move is a move in every part; over when one part is (remoteness)
about-selective = selective compound: a move is a move in any non-empty set of parts
about-ordinal = ordinal sum G : H: a move in G deletes H; a move in H leaves G
syntax-conjunctive = conjunctive(G, H, …)
syntax-selective = selective(G, H, …)
syntax-ordinal = ordinal(G, H)
move-part = part { $part }: { $text }
move-part-named = part { $part } ({ $name }): { $text }
move-subordinate-deleted = the subordinate is deleted
compound-conjunctive-misere-win = Misère play: a part with no move has misère remoteness 0 and is won by the player to move, who cannot move; any other part's counts the moves it lasts when its winner hurries and its loser delays. The least of the parts' misère remotenesses decides the compound, even for the player to move (give every ended position one move to a new end: normal play of that compound is this misère play, each remoteness one longer, and Smith's rule applies). Here it is { $r }, even: the player to move wins.
compound-conjunctive-misere-lose = Misère play: a part with no move has misère remoteness 0 and is won by the player to move, who cannot move; any other part's counts the moves it lasts when its winner hurries and its loser delays. The least of the parts' misère remotenesses decides the compound, even for the player to move (give every ended position one move to a new end: normal play of that compound is this misère play, each remoteness one longer, and Smith's rule applies). Here it is { $r }, odd: the player to move loses.
compound-conjunctive-misere-moves = The winner moves every part at once so that the least misère remoteness after the move is odd: in a part of misère remoteness { $r }, to an option of misère remoteness { $less }, and elsewhere to options that last at least as long.
note-conjunctive-listed = the winning moves of the conjunctive compound are counted; the first { $limit } combinations of the parts' moves were looked at to list them
col-part = part
col-remoteness = remoteness
compound-verdict-p = a P-position: the player to move loses
compound-verdict-n = an N-position: the player to move wins
compound-conjunctive-title = Conjunctive compound
compound-conjunctive-rule-odd = A move is a move in every part, so the game ends as soon as one part has no move. Each part's remoteness counts the moves it lasts when its winner hurries and its loser delays (even: the player to move loses it; 0: it is over). The remoteness of a conjunctive compound is the least of its parts' remotenesses (Steinhaus; Smith 1966; Winning Ways, ch. 9): here { $remoteness }, odd — so this is { $verdict }.
compound-conjunctive-rule-even = A move is a move in every part, so the game ends as soon as one part has no move. Each part's remoteness counts the moves it lasts when its winner hurries and its loser delays (even: the player to move loses it; 0: it is over). The remoteness of a conjunctive compound is the least of its parts' remotenesses (Steinhaus; Smith 1966; Winning Ways, ch. 9): here { $remoteness }, even — so this is { $verdict }.
compound-conjunctive-winner = The winner moves every part at once so that the least remoteness after the move is even: in a part of remoteness { $remoteness }, to an option of remoteness { $less }, and elsewhere to options that last at least as long.
compound-selective-title = Selective compound
compound-selective-rule = A move is a move in any non-empty set of parts. Under normal play the compound is a P-position exactly when every part is one: from there every move leaves some part an N-position, which the other player answers in exactly those parts; from any other position the player to move moves every N-position part to a P-position at once (Winning Ways, ch. 9). So this is { $verdict }.
compound-ordinal-title = Ordinal sum
compound-ordinal-rule = In the ordinal sum G : H (base G = { $base }, subordinate H = { $sub }) a move in G deletes H, and a move in H leaves G as it is. Its Grundy value is found from H alone: at every position of H the options are H's options and, through G, options of the values {"{"}{ $values }{"}"} of G's options; the value is the mex of all of them, and at a deleted H it is G's value { $value } (Conway, On Numbers and Games).
compound-value = Its Grundy value is { $value }.
parse-compound-parts-inside = a compound's parts go inside its brackets, separated by commas
parse-ordinal-two-parts = ordinal takes two parts: the base G and the subordinate H
parse-compound-one-part = a compound needs at least one part
parse-compound-whole-position = { $name } must be the whole position: it cannot be part of a compound
reason-compound-part-not-searchable = a part is not searchable
reason-compound-part-too-many-moves = a part has too many moves to list
reason-compound-subordinate-cycle = the subordinate has a cycle
reason-compound-subordinate-too-large = the subordinate's game tree is too large
reason-compound-base-not-searchable = the base is not searchable: its options cannot be listed
reason-compound-base-too-many-options = the base has too many options to list
reason-compound-base-value-too-large = a value of the base is too large
reason-compound-ordinal-not-kept = the ordinal sum's value was not kept
reason-compound-base-not-counted = the base's moves could not be counted
board-compound-part = part { $part }: { $game }
board-compound-rule-conjunctive = Conjunctive compound: a move is a move in every part at once; the game ends as soon as one part has no move.
board-compound-rule-selective = Selective compound: a move is a move in any number of parts at once (at least one).
board-compound-rule-ordinal = Ordinal sum: a move in part 1 (the base) deletes part 2; a move in part 2 leaves part 1 as it is.
reason-compound-part-number = write each part's move after its number and ':', e.g. `1: 1 2; 2: 1 1`
reason-compound-no-part = there is no part { $part } (the compound has { $count })
reason-compound-part-twice = part { $part } is named twice: write its move once
reason-compound-which-component = part { $part } is a sum: say which of its components, e.g. `{ $part }: 2: 1 3`
about-conway-product = Conway's product G × H: a move picks options G′ of G and H′ of H and leaves G′×H + G×H′ + G′×H′ (value: the nim product)
about-ordinal-product = ordinal product G ⊛ H: a move picks options G′ of G and H′ of H and leaves the ordinal sum (G ⊛ H′) : G′
syntax-conway-product = conway-product(G, H)
syntax-ordinal-product = ordinal-product(G, H)
move-conway-product-split = the product leaves G′×H + G×H′ + G′×H′
move-ordinal-product-base = G stays as it was; the old subordinate is deleted and part 1 after this move is the new subordinate
product-conway-title = Conway's product
product-conway-rule = In Conway's product G × H a move picks an option G′ of G and an option H′ of H and leaves the sum G′×H + G×H′ + G′×H′. Its Grundy value is the nim product of the factors' values (On Numbers and Games): every value below it is reached, and an option worth exactly that would need (g + g′)(h + h′) = 0 in the field of nimbers, impossible as an option's value differs from its position's. A sum of products is worth the nim-sum of theirs: here { $value }, so this is { $verdict }.
product-ordinal-title = Ordinal product
product-ordinal-rule = In the ordinal product G ⊛ H (G = { $g }, H = { $h }) a move picks an option G′ of G and an option H′ of H and leaves the ordinal sum (G ⊛ H′) : G′, whose base is G ⊛ H′ and whose subordinate is G′ (CGSuite's definition, on Conway's ordinal sum). Its value was computed from that definition over { $table } pairs of followers of H and G; the base's options have { $count } distinct values. Its Grundy value is { $value }, so this is { $verdict }.
product-ordinal-subordinate = The subordinate S = { $s } is played below the base: a move in S leaves the base as it is, a move in the base deletes S.
col-product-left = factor G
col-product-left-value = value of G
col-product-right = factor H
col-product-right-value = value of H
col-product-nim-product = nim product
parse-conway-product-pairs = conway-product takes its factors in pairs: G, H (and further pairs G₂, H₂ … for a sum of products)
parse-ordinal-product-parts = ordinal-product takes two parts G and H, and maybe a third: the subordinate S of (G ⊛ H) : S
reason-product-value-too-large = a factor's value is too large for the nim product (at most 128 bits)
reason-product-part-not-searchable = a part of the product is not searchable
reason-product-too-large = the followers of the product's factors are too many
reason-product-cycle = a part of the product has a cycle
reason-product-too-many-moves = the product has too many moves to list
board-product-rule-conway = Conway's product: a move takes in a part G and in the part H after it at once; that product G × H becomes G′×H + G×H′ + G′×H′.
board-product-rule-ordinal = Ordinal product: a move takes in part 1 (G) and part 2 (H) at once; G stays, H becomes H′ and what part 1 became is the new subordinate (part 3). A move in part 3 leaves the rest.
