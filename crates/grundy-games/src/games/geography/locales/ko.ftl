# The words of Geography (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-geography = 지오그래피: 말을 변을 따라 아직 가지 않은 꼭짓점으로 옮깁니다. 지나간 꼭짓점은 사라집니다. 괄호 안에 변 u-v와 시작 @V
syntax-geography = geography(u-v … @START)
example-geography-1 = 끝에서 시작하는 꼭짓점 다섯 개의 경로: 네 수 모두 강제
example-geography-2 = 꼬리 달린 육각형, 말은 꼬리 끝에
example-geography-3 = 꼭짓점 여덟 개의 정육면체 같은 그래프: 모든 최대 매칭이 시작점을 덮는지가 승패를 정합니다
board-how-geography = 말 옆의 꼭짓점을 누르세요: 말이 그리로 옮겨 가고 떠난 꼭짓점은 사라집니다.
board-geography-token = 꼭짓점 { $vertex }에 있는 말
move-geography = 말 옮기기: { $from } → { $to }
engine-search-geography = 지오그래피에는 공식이 없습니다: 말의 꼭짓점과 말이 아직 갈 수 있는 꼭짓점들에 대한 메모이제이션 탐색
reason-geography-positions = 지오그래피 탐색이 값을 구해야 하는 국면의 수
reason-geography-part = 말이 있는 연결 부분 (꼭짓점 { $count }개)
reason-write-geography-vertex = 말을 옮길 꼭짓점을 쓰세요. 예: `1`
reason-geography-already-there = 말은 이미 꼭짓점 { $vertex }에 있습니다: 변을 따라 다른 꼭짓점으로 옮겨야 합니다
reason-geography-not-next = 꼭짓점 { $vertex }: 말이 있는 꼭짓점 { $token }의 이웃이 아닙니다 ({ $listing })
reason-geography-not-from-token = 말은 꼭짓점 { $vertex }에 있지 않고 꼭짓점 { $token }에 있습니다: 수는 말이 있는 곳에서 시작합니다
reason-geography-not-a-move = 한 수는 말을 꼭짓점 { $token }에서 변을 따라 남아 있는 꼭짓점으로 옮깁니다
parse-geography-no-start = geography에는 괄호 안에 @ 다음에 말의 시작 꼭짓점이 필요합니다. 예: { $example }
parse-geography-two-starts = 말 하나에 시작도 하나입니다: @{ $first }, @{ $second }
parse-geography-bad-start = @ 다음에는 시작 꼭짓점, 곧 0부터 { $max }까지의 수를 씁니다
parse-geography-start-not-a-vertex = 시작 꼭짓점 { $vertex }: 그래프의 꼭짓점이 아닙니다 (변이 닿지 않는 꼭짓점은 따로 씁니다. 예: { $vertex })
