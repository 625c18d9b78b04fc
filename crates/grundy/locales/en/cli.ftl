# The command line (crates/grundy-cli).

cli-note = note:
cli-error = error:
cli-no-position = no position given: try `grundy 3 4 5` or `grundy analyze --file heaps.txt`
cli-in-position = in position { $position }
