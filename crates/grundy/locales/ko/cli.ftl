# The command line.

cli-note = note:
