# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# 분석의 참고 사항 (Report::notes): 이른 한계, 고른 방법.

note-moves-uncounted = 필승 수를 전부 셀 수는 없었습니다: { $why }
note-heap-too-many-moves = 무더기에서 둘 수 있는 수가 너무 많아 필승 수를 나열하지 않습니다
note-component-moves-unlisted = 부분 게임 { $component }번의 수가 너무 많아 나열할 수 없습니다: 필승 수를 전부 세지는 않았습니다
note-component-branching = 부분 게임 { $component }번은 둘 수 있는 수가 너무 많아 나열할 수 없습니다: 필승 수를 전부 세지는 않았습니다
note-loopy-uncounted = 부분 게임 { $component }번: 수를 전부 셀 수는 없었습니다: { $why }
