# The words of the compounds (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-conjunctive = 논리곱 합: 한 수는 모든 부분 게임에서의 수입니다. 한 부분이 끝나면 게임이 끝납니다(남은 수)
about-selective = 선택 합: 한 수는 비어 있지 않은 아무 부분 게임 집합에서의 수입니다
about-ordinal = 순서 합 G : H: G에서 두면 H가 지워지고, H에서 두면 G가 남습니다
syntax-conjunctive = conjunctive(G, H, …)
syntax-selective = selective(G, H, …)
syntax-ordinal = ordinal(G, H)
move-part = 부분 { $part }: { $text }
move-part-named = 부분 { $part } ({ $name }): { $text }
move-subordinate-deleted = 종속 게임이 지워짐
compound-conjunctive-misere-win = 미제르 플레이: 둘 수가 없는 부분의 미제르 원격도는 0이며, 둘 수 없는 차례의 플레이어가 이깁니다. 다른 부분의 미제르 원격도는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 이어지는 수의 개수입니다. 부분들의 미제르 원격도 중 가장 작은 값이 복합 게임을 결정하며, 짝수이면 차례인 플레이어가 이깁니다(끝난 모든 국면에 새로운 끝으로 가는 수를 하나씩 주면, 그 복합 게임의 정규 플레이가 이 미제르 플레이이고 원격도는 모두 1씩 길어지므로 Smith의 규칙이 적용됩니다). 여기서는 { $r }, 짝수입니다: 차례인 플레이어가 이깁니다.
compound-conjunctive-misere-lose = 미제르 플레이: 둘 수가 없는 부분의 미제르 원격도는 0이며, 둘 수 없는 차례의 플레이어가 이깁니다. 다른 부분의 미제르 원격도는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 이어지는 수의 개수입니다. 부분들의 미제르 원격도 중 가장 작은 값이 복합 게임을 결정하며, 짝수이면 차례인 플레이어가 이깁니다(끝난 모든 국면에 새로운 끝으로 가는 수를 하나씩 주면, 그 복합 게임의 정규 플레이가 이 미제르 플레이이고 원격도는 모두 1씩 길어지므로 Smith의 규칙이 적용됩니다). 여기서는 { $r }, 홀수입니다: 차례인 플레이어가 집니다.
compound-conjunctive-misere-moves = 이기는 쪽은 모든 부분을 한꺼번에 움직여, 수를 둔 뒤 가장 작은 미제르 원격도가 홀수가 되게 합니다: 미제르 원격도 { $r }인 부분에서는 미제르 원격도 { $less }인 선택지로, 다른 부분에서는 적어도 그만큼 오래 가는 선택지로 움직입니다.
note-conjunctive-listed = 논리곱 합의 필승 수는 모두 세었습니다. 그것을 나열하려고 부분 게임 수의 조합 중 처음 { $limit }개만 살펴보았습니다
col-part = 부분
col-remoteness = 원격도
compound-verdict-p = P-국면(필패): 현재 차례의 플레이어가 집니다
compound-verdict-n = N-국면(필승): 현재 차례의 플레이어가 이깁니다
compound-conjunctive-title = 결합 복합 게임(conjunctive compound)
compound-conjunctive-rule-odd = 한 수는 모든 부분에서 동시에 두는 수이므로, 어느 한 부분에 둘 수가 없으면 게임이 끝납니다. 각 부분의 원격도(remoteness)는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 지속되는 수의 개수입니다(짝수: 현재 차례의 플레이어가 그 부분을 집니다. 0: 끝난 부분). 결합 복합 게임의 원격도는 부분들의 원격도 중 가장 작은 값입니다(Steinhaus; Smith 1966; Winning Ways, 9장): 여기서는 { $remoteness }, 홀수이므로 이 국면은 { $verdict }.
compound-conjunctive-rule-even = 한 수는 모든 부분에서 동시에 두는 수이므로, 어느 한 부분에 둘 수가 없으면 게임이 끝납니다. 각 부분의 원격도(remoteness)는 이기는 쪽이 서두르고 지는 쪽이 끌 때 그 부분이 지속되는 수의 개수입니다(짝수: 현재 차례의 플레이어가 그 부분을 집니다. 0: 끝난 부분). 결합 복합 게임의 원격도는 부분들의 원격도 중 가장 작은 값입니다(Steinhaus; Smith 1966; Winning Ways, 9장): 여기서는 { $remoteness }, 짝수이므로 이 국면은 { $verdict }.
compound-conjunctive-winner = 이기는 쪽은 모든 부분을 한꺼번에 움직여 수를 둔 뒤 가장 작은 원격도가 짝수가 되게 합니다: 원격도 { $remoteness }인 부분에서는 원격도 { $less }인 선택지로, 다른 부분에서는 적어도 그만큼 오래 지속되는 선택지로 둡니다.
compound-selective-title = 선택 복합 게임(selective compound)
compound-selective-rule = 한 수는 비어 있지 않은 임의의 부분 집합에서 두는 수입니다. 노멀 플레이에서 복합 게임은 모든 부분이 P-국면일 때, 그리고 그때에만 P-국면입니다: 거기서는 어떤 수든 어떤 부분을 N-국면으로 만들고, 상대는 바로 그 부분들에서 응수합니다. 다른 국면에서는 현재 차례의 플레이어가 N-국면인 모든 부분을 한꺼번에 P-국면으로 옮깁니다(Winning Ways, 9장). 따라서 이 국면은 { $verdict }.
compound-ordinal-title = 서수 합(ordinal sum)
compound-ordinal-rule = 서수 합 G : H (바탕 G = { $base }, 종속 H = { $sub })에서 G에 두는 수는 H를 지우고, H에 두는 수는 G를 그대로 둡니다. 그 그런디 수는 H만으로 구합니다: H의 각 국면에서 선택지는 H의 선택지와, G를 통한 G의 선택지들의 값 {"{"}{ $values }{"}"}입니다. 값은 이 모두의 mex이고, H가 지워졌을 때는 G의 값 { $value }입니다(Conway, On Numbers and Games).
compound-value = 그런디 수는 { $value }입니다.
parse-compound-parts-inside = 복합 게임의 부분은 괄호 안에 쉼표로 나누어 적습니다
parse-ordinal-two-parts = ordinal에는 부분이 두 개 필요합니다: 기반 G와 종속 H
parse-compound-one-part = 복합 게임에는 부분이 하나 이상 있어야 합니다
parse-compound-whole-position = { $name } 게임은 국면 전체여야 합니다: 복합 게임의 일부가 될 수 없습니다
reason-compound-part-not-searchable = 한 부분을 탐색할 수 없습니다
reason-compound-part-too-many-moves = 한 부분의 수가 너무 많아 나열할 수 없습니다
reason-compound-subordinate-cycle = 종속 게임에 순환이 있습니다
reason-compound-subordinate-too-large = 종속 게임의 게임 트리가 너무 큽니다
reason-compound-base-not-searchable = 바탕 게임을 탐색할 수 없습니다: 그 선택지들을 나열할 수 없습니다
reason-compound-base-too-many-options = 바탕 게임의 선택지가 너무 많아 나열할 수 없습니다
reason-compound-base-value-too-large = 바탕 게임의 한 값이 너무 큽니다
reason-compound-ordinal-not-kept = 순서합의 값이 보관되지 않았습니다
reason-compound-base-not-counted = 바탕 게임의 수를 셀 수 없었습니다
board-compound-part = 부분 { $part }: { $game }
board-compound-rule-conjunctive = 결합 복합 게임: 한 수는 모든 부분에서 동시에 두는 수입니다. 한 부분이라도 둘 수가 없으면 게임이 끝납니다.
board-compound-rule-selective = 선택 복합 게임: 한 수는 원하는 만큼의 부분(하나 이상)에서 동시에 두는 수입니다.
board-compound-rule-ordinal = 서수 합: 부분 1(기저)에서 두면 부분 2가 지워지고, 부분 2에서 두면 부분 1은 그대로입니다.
reason-compound-part-number = 부분마다 번호와 ':' 뒤에 수를 쓰십시오. 예: `1: 1 2; 2: 1 1`
reason-compound-no-part = 부분 { $part }번은 없습니다(복합 게임의 부분은 { $count }개)
reason-compound-part-twice = 부분 { $part }번이 두 번 나옵니다: 그 수는 한 번만 쓰십시오
reason-compound-which-component = 부분 { $part }번은 합입니다: 어느 부분 게임인지 밝히십시오. 예: `{ $part }: 2: 1 3`
about-conway-product = 콘웨이 곱 G × H: 한 수는 G의 선택지 G′와 H의 선택지 H′를 골라 G′×H + G×H′ + G′×H′를 남깁니다(값: 님 곱)
about-ordinal-product = 순서 곱 G ⊛ H: 한 수는 G의 선택지 G′와 H의 선택지 H′를 골라 순서 합 (G ⊛ H′) : G′를 남깁니다
syntax-conway-product = conway-product(G, H)
syntax-ordinal-product = ordinal-product(G, H)
move-conway-product-split = 곱은 G′×H + G×H′ + G′×H′ 형태로 남습니다
move-ordinal-product-base = G는 그대로 남고, 이전 종속 부분은 지워지며, 이 수 뒤의 부분 1이 새 종속 부분이 됩니다
product-conway-title = 콘웨이 곱
product-conway-rule = 콘웨이 곱 G × H에서 한 수는 G의 선택지 G′와 H의 선택지 H′를 골라 합 G′×H + G×H′ + G′×H′를 남깁니다. 그 그런디 값은 두 인수의 값의 님 곱입니다(On Numbers and Games): 그보다 작은 모든 값에 도달할 수 있고, 정확히 그 값인 선택지는 님버의 체에서 (g + g′)(h + h′) = 0을 요구하는데, 선택지의 값은 원래 국면의 값과 다르므로 불가능합니다. 곱들의 합의 값은 각 값의 님 합입니다. 여기서 값: { $value }. 따라서 이 국면의 판정: { $verdict }.
product-ordinal-title = 순서 곱
product-ordinal-rule = 순서 곱 G ⊛ H(G = { $g }, H = { $h })에서 한 수는 G의 선택지 G′와 H의 선택지 H′를 골라 순서 합 (G ⊛ H′) : G′를 남깁니다. 기반은 G ⊛ H′, 종속 부분은 G′입니다(콘웨이의 순서 합 위에 세운 CGSuite의 정의). 값은 이 정의에 따라 H와 G의 후속 국면 쌍 { $table }개에서 계산했습니다. 기반의 선택지가 가진 서로 다른 값의 개수: { $count }. 그런디 값: { $value }. 따라서 이 국면의 판정: { $verdict }.
product-ordinal-subordinate = 종속 부분 S = { $s } 부분은 기반 아래에서 둡니다. S에서 두면 기반이 그대로 남고, 기반에서 두면 S가 지워집니다.
col-product-left = 인수 G
col-product-left-value = G의 값
col-product-right = 인수 H
col-product-right-value = H의 값
col-product-nim-product = 님 곱
parse-conway-product-pairs = conway-product의 인수는 쌍으로 씁니다: G, H (곱들의 합이면 G₂, H₂ … 쌍을 더 씁니다)
parse-ordinal-product-parts = ordinal-product에는 부분 G와 H 두 개, 그리고 선택적으로 세 번째 부분인 (G ⊛ H) : S의 종속 부분 S가 필요합니다
reason-product-value-too-large = 인수의 값이 님 곱에 너무 큽니다(최대 128비트)
reason-product-part-not-searchable = 곱의 한 부분을 탐색할 수 없습니다
reason-product-too-large = 곱의 인수들의 후속 국면이 너무 많습니다
reason-product-cycle = 곱의 한 부분에 순환이 있습니다
reason-product-too-many-moves = 곱의 수가 너무 많아 나열할 수 없습니다
board-product-rule-conway = 콘웨이 곱: 한 수는 부분 G와 그 다음 부분 H에서 동시에 가져갑니다. 그 곱 G × H는 G′×H + G×H′ + G′×H′가 됩니다.
board-product-rule-ordinal = 순서 곱: 한 수는 부분 1(G)과 부분 2(H)에서 동시에 가져갑니다. G는 그대로이고, H는 H′가 되며, 부분 1이 바뀐 모습이 새 종속 부분(부분 3)이 됩니다. 부분 3에서 두면 나머지는 그대로입니다.
