# the moves and terms of each game beyond Nim and heap games
