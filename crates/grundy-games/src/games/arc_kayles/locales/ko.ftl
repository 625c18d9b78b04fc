# The words of Arc Kayles (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-arc-kayles = 호 케일스(Arc Kayles): 그래프의 변 하나를 양 끝점과 함께(그리고 그 점에 닿는 모든 변과 함께) 가져갑니다. 괄호 안에 변 u-v를 씁니다
syntax-arc-kayles = arc-kayles(u-v …)
board-how-arc-kayles = 변을 누르세요: 그 변과 그 변에 닿는 모든 변을 가져갑니다.
move-take-edge = 변 { $item } 가져가기 ({ $rest })
edge-touching-none = 닿는 다른 변이 없음
edge-touching-one = 닿는 변 { $one }도 함께
edge-touching-many = 닿는 변 { $list }도 함께
engine-search-arc-kayles = 호 케일스(Arc Kayles)는 선 그래프(변마다 꼭짓점 하나, 끝점을 공유하는 변끼리 연결) 위의 노드 케일스이며 공식이 없습니다: 메모이즈 탐색으로, 그래프의 값은 연결 성분들의 값의 XOR이고 각 성분은 표준형으로 찾습니다(동형인 성분은 한 번만 값을 구합니다)
reason-write-edge = 가져갈 변을 두 끝점으로 쓰십시오. 예: `1-2`(닿는 변들도 함께 없어집니다)
reason-no-edge = 변 { $edge }번은 없습니다({ $listing })
