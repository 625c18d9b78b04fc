# 수의 설명 (component/notation.rs, games/heap, analysis::describe_move_in).

and-join = {" 그리고 "}
in-component = 부분 게임 { $component } ({ $name })에서: { $text }
no-component = 없는 부분 게임입니다: { $component }
move-take = { $parts }
move-take-part = 무더기 { $heap }에서 { $taken }개 가져가기 ({ $from } → { $to })
move-split = 무더기 { $heap } 나누기 ({ $from } → { $parts })
move-take-leaving = 무더기 { $heap }({ $from })에서 { $taken }개 가져가고 { $leaving } 남기기
leaving-nothing = 아무것도
leaving-one = 크기 { $size }인 무더기를
leaving-many = 크기 { $sizes }, { $last }인 무더기들을
pins-one = 핀 { $pin }
pins-range = 핀 { $first }–{ $last }
move-pins-middle = 줄 { $row }(핀 { $from }개)에서 { $pins } 쓰러뜨려 { $first }개와 { $second }개의 줄 남기기
move-pins-end = 줄 { $row }(핀 { $from }개)의 끝에서 핀 { $count }개를 쓰러뜨려 { $rest }개의 줄 남기기
move-pins-whole = 줄 { $row } 전체 쓰러뜨리기 (핀 { $count }개)
move-files-middle = 판 { $board }({ $from }열)의 { $file }열 폰을 밀어 { $first }열과 { $second }열의 판 남기기
move-files-end = 판 { $board }({ $from }열)의 { $file }열 폰을 밀어 { $rest }열의 판 남기기
move-files-whole = 판 { $board }({ $from }열)에서 폰을 밀어 판 끝내기

## 님이 숨은 게임 (hidden/*, games/hidden/*)

nim-move = 무더기 { $from } → { $to }
move-chip = 말 옮기기 (칸 { $from } → { $to })
move-chocolate-above = 표시된 조각 위쪽의 { $count }줄을 잘라 먹기
move-chocolate-below = 표시된 조각 아래쪽의 { $count }줄을 잘라 먹기
move-chocolate-right = 표시된 조각 오른쪽의 { $count }열을 잘라 먹기
move-chocolate-left = 표시된 조각 왼쪽의 { $count }열을 잘라 먹기
move-link = 초록 마디 { $link } 흰색으로 칠하기
move-links-both = 초록 마디 { $link }, { $second } 흰색으로 칠하기
move-link-and-back = 초록 마디 { $link } 흰색으로, 흰 마디 { $second } 초록으로 칠하기
