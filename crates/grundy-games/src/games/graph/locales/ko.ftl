# The words of the game on a graph (ko): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-graph = 방향 그래프의 꼭짓점 위의 말(한 줄에 변 `u v` 하나인 변 목록; 순환 허용: 무승부, 일반화된 값). 한 수는 말 하나를 변을 따라 옮깁니다
syntax-graph = graph(FILE)
move-token = 말 { $token } 옮기기 (꼭짓점 { $from } → { $to })
parse-graph-one-argument = graph의 인수는 하나, 간선 목록 파일입니다
parse-graph-files-refused = { $refusal }; graph(FILE)는 파일을 읽는 명령줄 도구에서만 됩니다 — node-kayles(0-1 1-2), arc-kayles(0-1 1-2), hackenbush(0-1 1-2)처럼 국면 안에 적은 그래프는 어디서나 됩니다
parse-file-unreadable = { $reason }
parse-not-a-graph-vertex = 그래프의 꼭짓점이 아닙니다
reason-write-token-vertex = 말 번호와 꼭짓점을 쓰십시오. 예: `1 4`(말 1번을 꼭짓점 4번으로 옮기기)
reason-one-token = 수는 말 하나를 옮깁니다
reason-no-edge-from-to = 꼭짓점 { $from }번에서 꼭짓점 { $to }번으로 가는 변은 없습니다
reason-not-a-vertex = { $vertex }번: 그래프의 꼭짓점이 아닙니다
reason-graph-has-cycles = 그래프에 순환이 있습니다: 그 값은 일반화된 값입니다(∞일 수 있음)
