# Командная строка (crates/grundy-cli).

cli-note = примечание:
cli-error = ошибка:
cli-no-position = позиция не задана: попробуйте `grundy 3 4 5` или `grundy analyze --file heaps.txt`
cli-in-position = в позиции { $position }
