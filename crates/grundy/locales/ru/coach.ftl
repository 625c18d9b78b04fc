# the coach, practice and exercises
