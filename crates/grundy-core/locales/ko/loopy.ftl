# games with cycles (generalized values, draws, labelling rounds)

loopy-in-all = … (모두 { $count }개)
loopy-outcome-p = P-국면(필패: 현재 차례의 플레이어가 집니다)
loopy-outcome-n = N-국면(필승: 현재 차례의 플레이어가 이깁니다)
loopy-outcome-n-infinite = N-국면(값이 0인 선택지가 있으니 그리로 둡니다)
loopy-outcome-d = 무승부(값이 0인 선택지가 없고, 게임을 영원히 이어 갈 수 있습니다)
loopy-title = 일반화된 스프라그-그런디 값 (표시 라운드)
loopy-rule = { $game }에는 순환이 있으므로(꼭짓점 { $vertices }개, 화살표 { $arcs }개) 게임이 영원히 계속될 수 있습니다. 스미스의 일반화된 값: 어떤 선택지도 값 m을 갖지 않고, m보다 작은 모든 값이 어떤 선택지의 값이며, m보다 크거나 무한한 값을 가진 모든 선택지에 값 m인 선택지가 있을 때(달아나면 되돌아와 응수할 수 있음) 꼭짓점은 유한한 값 m을 얻습니다. 그렇지 않으면 값은 ∞이며, 선택지들의 유한한 값 K와 함께 씁니다.
loopy-rounds = 라운드 m은 남은 선택지마다 이미 m으로 표시된 선택지가 있는 모든 꼭짓점(처음에는 남은 선택지가 없는 꼭짓점)을 m으로 표시하고, 더 바뀌지 않을 때까지 되풀이합니다. m으로 표시된 선택지가 없는 남은 꼭짓점은 더 이상 유한한 값을 얻을 수 없으므로 ∞이 됩니다.
col-round = 라운드 m
col-labelled = m으로 표시됨
col-found-infinite = ∞로 판정됨
loopy-token = 꼭짓점 { $vertex }: 값 { $value } — { $outcome }
loopy-sum-title = 일반화된 값의 합
loopy-sum-rule = 부분 게임들의 값은 { $values }입니다. 유한한 값은 XOR로 더합니다. ∞{"{"}K{"}"}에 유한한 n을 더하면 ∞{"{"}K ⊕ n{"}"}이고, 무한한 부분 게임이 둘 이상이면 ∞{"{"}{"}"}, 즉 무승부입니다.
loopy-sum-value = 합의 값은 { $value }입니다: { $outcome }.
