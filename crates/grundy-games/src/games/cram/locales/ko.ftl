# The words of Cram (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-cram = 크램: 나란히 붙은 빈칸 두 개를 도미노로 덮습니다. | 로 구분한 행, . 은 빈칸, # 은 막힌 칸, x 는 덮인 칸
example-cram-1 = 9칸짜리 두 행, 두 번째 행은 거의 막힘
example-cram-2 = 4 × 4: 두 번째 사람이 반 바퀴 돌린 자리에 따라 두어 이깁니다
example-cram-3 = 5 × 5: 모양 수천 개의 영역 탐색
syntax-cram = cram(ROWS)
board-how-cram = 나란히 붙은 빈칸 두 개를 누르세요: 도미노 하나가 두 칸을 덮습니다. 덮인 칸은 색이 채워지고, 막힌 칸에는 ✕ 표시가 있습니다.
board-square-empty = 칸 { $square } (빈칸)
board-square-blocked = 칸 { $square } (막힌 칸)
board-square-covered = 칸 { $square } (도미노로 덮인 칸)
move-cram = 칸 { $a }, { $b } 덮기
engine-search-cram = 크램(Cram)에는 공식이 없습니다: 메모이즈 탐색으로, 판의 값은 빈칸 영역들의 값의 XOR이고(도미노는 두 빈칸 영역에 걸쳐 놓이지 않습니다) 각 영역은 회전과 대칭을 무시한 모양으로 찾습니다. 반 바퀴 돌려도 제자리에 남는 칸도 도미노도 없는 대칭 영역의 값은 0입니다(두 번째 사람이 모든 수를 대칭으로 따라 둡니다)
note-cram-regions = 판은 빈칸 영역 { $count }개로 나뉘고, 그 값은 { $values }입니다: 전체 값은 그 값들의 XOR입니다
reason-cram-regions = 크램 탐색이 값을 구해야 하는 영역의 수
reason-write-squares = 덮을 두 칸을 쓰십시오. 예: `a1-b1`(열은 a부터의 글자, 행은 위에서부터 1로 시작하는 숫자)
reason-not-a-square = 칸 { $square }: 이 { $rows } × { $cols } 판의 칸이 아닙니다
reason-not-a-domino = 도미노는 나란히 붙은 빈 칸 두 개를 덮습니다: 칸 { $a }, { $b }에는 놓을 수 없습니다
parse-cram-in-brackets = cram에는 괄호 안에 판이 필요합니다. 예: { $example }
parse-cram-no-sizes = cram에는 크기를 적지 않습니다: 판은 괄호 안에 적습니다
parse-cram-no-commas = 크램 판에는 쉼표가 없습니다: 줄은 |로 나눕니다
parse-cram-empty = 판이 비어 있습니다: . (빈 칸), # (막힌 칸), x (덮인 칸)으로 된 줄을 |로 나누어 적어 주세요. 예: { $example }
parse-cram-empty-row = { $row }번째 줄에 칸이 없습니다: 모든 줄에는 칸이 하나 이상 있습니다 (`|`는 줄을 끝낼 뿐입니다)
parse-cram-bad-square = 칸이 아닌 글자입니다: { $found }. 칸은 . (빈 칸), # (막힌 칸) 또는 x (도미노로 덮인 칸)이고, |는 줄을 끝냅니다
parse-cram-ragged = { $row }번째 줄은 { $len }칸인데 1번째 줄은 { $first }칸입니다: 모든 줄의 길이가 같아야 합니다
parse-cram-too-large = { $rows } × { $cols } 판은 너무 큽니다: 크램은 16칸짜리 줄 8개, 또는 8칸짜리 줄 16개까지입니다
