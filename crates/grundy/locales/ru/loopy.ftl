# games with cycles (generalized values, draws, labelling rounds)
