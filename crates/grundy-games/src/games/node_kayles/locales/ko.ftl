# The words of Node Kayles (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-node-kayles = 노드 케일스(Node Kayles): 그래프의 꼭짓점 하나를 이웃 꼭짓점 모두와 함께 가져갑니다. 괄호 안에 변 u-v를 씁니다
syntax-node-kayles = node-kayles(u-v …)
board-how-node-kayles = 꼭짓점을 누르세요: 그 꼭짓점과 이웃 꼭짓점을 가져갑니다.
move-take-vertex = 꼭짓점 { $item } 가져가기 ({ $rest })
vertex-no-neighbours = 이웃이 없음
vertex-neighbour = 이웃 { $one }도 함께
vertex-neighbours = 이웃 { $list }도 함께
engine-search-node-kayles = 노드 케일스(Node Kayles)에는 공식이 없습니다: 메모이즈 탐색으로, 그래프의 값은 연결 성분들의 값의 XOR이고 각 성분은 표준형으로 찾습니다(동형인 성분은 한 번만 값을 구합니다)
note-kayles-parts = 그래프는 연결된 부분 { $count }개로 나뉘고, 그 값은 { $values }입니다: 전체 값은 그 값들의 XOR입니다
err-node-kayles-vertex-too-large = 꼭짓점 번호가 너무 큽니다: { $vertex }(최대 { $max })
err-node-kayles-self-loop = 꼭짓점 { $vertex }에 고리가 있습니다: 변은 서로 다른 두 꼭짓점을 잇습니다
err-node-kayles-too-many-vertices = 그래프가 너무 큽니다: 꼭짓점은 최대 { $max }개
err-node-kayles-too-many-edges = 그래프가 너무 큽니다: 변은 최대 { $max }개
parse-not-a-vertex = 꼭짓점이 아닙니다: 꼭짓점은 음이 아닌 정수입니다
parse-graph-in-brackets = { $name }에는 괄호 안에 그래프가 필요합니다. 예: { $example }
parse-graph-no-sizes = { $name }에는 크기를 적지 않습니다: 그래프는 괄호 안에 적습니다
parse-self-loop = 자기 자신으로 가는 간선입니다: 간선은 서로 다른 두 꼭짓점을 잇습니다. 예: 0-1
parse-bad-edge = 간선은 '-'로 이은 두 꼭짓점입니다. 예: 0-1 (외딴 꼭짓점은 번호만 적습니다. 예: 5)
parse-too-many-vertices = 그래프가 너무 큽니다: { $name }의 꼭짓점은 최대 { $max }개입니다
parse-too-many-edges = 그래프가 너무 큽니다: { $name }의 간선은 최대 { $max }개입니다
reason-must-take-one = 수는 { $noun ->
    [edge] 변
   *[vertex] 꼭짓점
} 하나를 가져가야 합니다
reason-no-such-item = { $noun ->
    [edge] 변
   *[vertex] 꼭짓점
} #{ $item }번은 없습니다(모두 { $count }개)
reason-take-with-neighbours = { $noun ->
    [edge] 변 { $item }번을 가져가면 그 변과 정확히 그 변에 닿는 변들이 없어집니다
   *[vertex] 꼭짓점 { $item }번을 가져가면 그 꼭짓점과 정확히 그 이웃들이 없어집니다
}
reason-listing-none = 남은 { $noun ->
    [edge] 변
   *[vertex] 꼭짓점
} 없음
reason-listing = { $noun ->
    [edge] 변
   *[vertex] 꼭짓점
}: { $list }
reason-listing-more = { $noun ->
    [edge] 변
   *[vertex] 꼭짓점
}: { $list }, … (모두 { $count }개)
reason-write-vertex = 가져갈 꼭짓점을 쓰십시오. 예: `3`(이웃들도 함께 없어집니다)
reason-no-vertex = 꼭짓점 { $vertex }번은 없습니다({ $listing })
reason-part-too-large = 연결된 부분 하나에 { $noun ->
    [edge] 변
   *[vertex] 꼭짓점
}이 { $count }개 있습니다: 탐색은 최대 { $max }개짜리 부분만 값을 구합니다
reason-too-many-subgraphs = 서로 다른 연결 부분 그래프 { $limit }개보다 많은 값을 구해야 합니다
