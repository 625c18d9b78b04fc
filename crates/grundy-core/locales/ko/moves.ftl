# 수의 설명 (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" 그리고 "}
in-component = 부분 게임 { $component } ({ $name })에서: { $text }
no-component = 없는 부분 게임입니다: { $component }
move-take = { $parts }
move-take-part = 무더기 { $heap }에서 { $taken }개 가져가기 ({ $from } → { $to })

## 님이 숨은 게임 (hidden/*, games/hidden/*)

nim-move = 무더기 { $from } → { $to }
move-link = 초록 마디 { $link } 흰색으로 칠하기
move-links-both = 초록 마디 { $link }, { $second } 흰색으로 칠하기
move-link-and-back = 초록 마디 { $link } 흰색으로, 흰 마디 { $second } 초록으로 칠하기
