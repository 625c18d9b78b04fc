# The words of Chomp (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-chomp = 촘프(Chomp): 칸 하나와 그 위쪽과 오른쪽의 모든 칸을 가져갑니다. 독이 든 모서리 칸은 가져가지 않습니다. 괄호 안에 독 칸 쪽부터 행의 길이
syntax-chomp = chomp(R1,R2,…)
example-chomp-1 = 2 × 6 판: 유일한 필승 수는 길이 6과 5인 행을 남깁니다
example-chomp-2 = 5 × 5 정사각형: 2행 2열의 칸을 가져간 뒤 대각선에 대칭인 수로 따라 둡니다
example-chomp-3 = 6 × 7: 먼저 두는 사람의 승리(전략 훔치기), 필승 수는 탐색으로 찾습니다
board-how-chomp = 칸을 누르세요: 그 칸과 위쪽과 오른쪽의 모든 칸을 가져갑니다. 독이 든 칸 ☠ 은 가져가지 않습니다.
board-chomp-poison = 독이 든 칸
board-chomp-square = { $row }행 { $column }열
move-chomp = { $row }행 { $column }열의 칸 가져가기
engine-search-chomp = 촘프(Chomp)에는 공식이 없습니다: 이 판보다 작은 모든 판에 대한 메모이제이션 탐색이며, 판과 그 대각선 대칭인 판은 하나로 찾습니다
note-chomp-rectangle = 독 칸보다 큰 직사각형은 모두 먼저 두는 사람이 이깁니다(전략 훔치기): 오른쪽 위 칸을 가져가는 수가 진다면, 그 수에 이기는 응수를 처음부터 둘 수 있었을 것입니다
reason-chomp-positions = 이 판보다 작은 판의 수 ({ $count })
reason-write-chomp-square = 가져갈 칸을 행과 열로 쓰세요. 예: `2,3` (행은 독 칸 쪽에서 1부터, 열은 1부터)
reason-chomp-no-square = { $row }행 { $column }열에는 칸이 없습니다 (판의 행 수: { $rows }, 그 행의 칸 수: { $len })
reason-chomp-poison = 독이 든 칸(1행 1열)은 가져가지 않습니다
reason-chomp-not-a-move = 한 수는 (독 칸이 아닌) 칸 하나와 그 위쪽과 오른쪽의 모든 칸을 가져갑니다
parse-chomp-in-brackets = chomp에는 괄호 안에 행의 길이가 필요합니다. 예: { $example }
parse-chomp-no-sizes = chomp 뒤에는 크기를 쓰지 않습니다: 행의 길이는 괄호 안에 씁니다
parse-chomp-not-a-row = { $row }행이 칸의 수가 아닙니다: 각 행의 길이를 쓰세요. 예: chomp(5,3,1)
parse-chomp-no-rows = 촘프 판에는 행이 하나 이상 있어야 합니다. 예: { $example }
parse-chomp-empty-row = { $row }행에 칸이 없습니다: 모든 행에 칸이 하나 이상 있어야 합니다 (빈 행은 쓰지 마세요)
parse-chomp-increasing = { $row }행(칸 수: { $len })이 그 아래 { $under }행(칸 수: { $below })보다 깁니다: 행은 독 칸에서 멀어질수록 길어지지 않습니다
parse-chomp-too-many-rows = 판이 너무 큽니다(행 { $count }개): 촘프의 행은 최대 { $max }개입니다
parse-chomp-row-too-long = { $row }행이 너무 깁니다({ $len }칸): 촘프의 한 행은 최대 { $max }칸입니다
