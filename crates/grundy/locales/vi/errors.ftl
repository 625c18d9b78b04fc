# parse errors and refusals
