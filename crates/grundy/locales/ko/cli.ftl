# 명령줄 (crates/grundy-cli).

cli-note = 참고:
cli-error = 오류:
cli-no-position = 국면이 주어지지 않았습니다: `grundy 3 4 5` 또는 `grundy analyze --file heaps.txt`를 해 보세요
cli-in-position = 국면 { $position }에서
