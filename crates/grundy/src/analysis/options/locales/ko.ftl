# `grundy options`의 말 (ko): 국면의 선택지 목록과 거절. analysis/options/mod.rs의
# `grundy_core::words!`가 카탈로그에 넣습니다.

options-heading = { $position } ({ $convention }): 수 { $count }개, 서로 다른 선택지 { $distinct }개
options-normal = 정상 규칙
options-misere = 미제르 규칙
options-long-position = 이 국면
options-listed = 서로 다른 선택지 { $distinct }개 중 처음 { $listed }개를 보입니다
options-moves = 이 국면으로 가는 수: { $moves }개
options-outcome-p = P: 이 수로 이깁니다
options-outcome-n = N: 이 수로는 집니다
options-outcome-d = D: 무승부
options-none = 둘 수 있는 수가 없습니다: 게임이 끝났습니다

err-options-out-of-reach = 구성 요소 { $index } ({ $game })의 선택지는 작업량 { $work }단계 안에 셀 수 없을 만큼 많습니다. 추측하지 않고 거절합니다
err-options-not-listable = 구성 요소 { $index } ({ $game })의 수를 나열할 수 없습니다: 조각 하나가 게임 규칙으로 다루기에 너무 큽니다. 추측하지 않고 거절합니다
