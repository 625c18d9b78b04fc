# games with cycles (generalized values, draws, labelling rounds)

loopy-in-all = … ({ $count } in all)
loopy-outcome-p = a P-position (the player to move loses)
loopy-outcome-n = an N-position (the player to move wins)
loopy-outcome-n-infinite = an N-position (an option has value 0: move there)
loopy-outcome-d = a draw (no option has value 0, and the play can be kept going for ever)
loopy-title = Generalized Sprague–Grundy values (labelling rounds)
loopy-rule = { $game } has cycles ({ $vertices } vertices, { $arcs } arcs), so play may go on for ever. Smith's generalized values: a vertex gets the finite value m when no option has value m, every smaller value is an option's value, and every option of larger or infinite value has an option of value m (an escape can be answered by coming back); otherwise its value is ∞, written with the finite values K of its options.
loopy-rounds = Round m labels m every vertex whose remaining options all have an option already labelled m (at first: vertices with no remaining option), repeating until nothing changes; a remaining vertex without an option labelled m can get no finite value any more and becomes ∞.
col-round = round m
col-labelled = labelled m
col-found-infinite = found ∞
loopy-token = vertex { $vertex }: value { $value } — { $outcome }
loopy-sum-title = Sum of generalized values
loopy-sum-rule = The components' values are { $values }. Finite values add by XOR; ∞{"{"}K{"}"} plus a finite n is ∞{"{"}K ⊕ n{"}"}; two or more infinite components give ∞{"{"}{"}"}, a draw.
loopy-sum-value = The sum has value { $value }: { $outcome }.
