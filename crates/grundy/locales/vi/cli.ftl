# Dòng lệnh (crates/grundy-cli).

cli-note = ghi chú:
cli-error = lỗi:
cli-no-position = chưa cho vị trí: hãy thử `grundy 3 4 5` hoặc `grundy analyze --file heaps.txt`
cli-in-position = trong vị trí { $position }
