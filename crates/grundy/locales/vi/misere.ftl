# misère reports (genus, tame rule, quotients, recurrences)
