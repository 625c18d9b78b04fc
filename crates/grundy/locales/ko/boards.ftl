# boards: messages of this file (see crates/grundy/src/i18n/mod.rs)

## How to play a board
board-how-typed = 아래 칸에 수를 입력하세요.
board-how-take-from = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다.
board-how-pins = 핀을 누른 뒤 한 번 더 누르면 그 핀이 쓰러지고, 옆 핀을 누르면 두 핀이 함께 쓰러집니다.
board-how-several = 가져갈 무더기마다 돌을 하나씩 누른 뒤(그 돌과 오른쪽의 모든 돌을 가져갑니다) 그중 하나를 다시 누르면 둡니다. 규칙이 허용하는 만큼의 무더기에서 돌을 고르면 바로 둡니다.
board-how-several-typed = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 여러 무더기에 걸친 수는 아래 칸에 입력하세요.
board-how-arc-kayles = 변을 누르세요: 그 변과 그 변에 닿는 모든 변을 가져갑니다.
board-how-node-kayles = 꼭짓점을 누르세요: 그 꼭짓점과 이웃 꼭짓점을 가져갑니다.
board-how-cram = 나란히 붙은 빈칸 두 개를 누르세요: 도미노 하나가 두 칸을 덮습니다.
board-how-wythoff-queen = 칸을 눌러 퀸을 그곳으로 옮기세요: 왼쪽, 아래쪽, 또는 모서리 (0, 0) 쪽 대각선 방향입니다.
board-how-wythoff-heaps = 무더기의 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 마지막 줄의 돌을 누르면 두 무더기에서 같은 수만큼 가져갑니다. 너무 커서 그릴 수 없는 무더기는 막대로 그려집니다: 막대를 누르고 몇 개인지 입력하세요.
board-how-caterpillar = 초록 마디를 누른 뒤 꼬리에 더 가까운 마디를 누르면 둘 다 다시 칠하고, 초록 마디를 한 번 더 누르면 그 마디만 다시 칠합니다.
board-how-chocolate = 칸 사이의 선을 누르세요: 판이 그 선을 따라 쪼개지고 표시된 칸이 없는 쪽을 먹습니다.
board-how-hackenbush = 변을 눌러 자르세요: 땅으로 이어지는 길을 잃은 부분은 모두 떨어집니다.
board-how-lines = 마디를 눌러 없애세요: 바닥에서 끊긴 마디는 떨어집니다.
board-how-poker = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 너무 커서 그릴 수 없는 무더기는 막대로 그려집니다: 막대를 누르고 몇 개인지 입력하세요.
board-how-poker-adding = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 또는 내 은행에서 더하세요: 둘 차례인 사람의 은행에서 칩 하나를 누르고(그 칩과 오른쪽의 모든 칩을 더합니다) 무더기 뒤의 + 를 누르세요. 너무 커서 그릴 수 없는 무더기나 은행은 막대로 그려집니다: 막대를 누르고 몇 개인지 입력하세요.
board-how-staircase = 동전을 누르세요: 그 동전과 같은 계단에서 그 뒤에 있는 동전이 한 계단 내려갑니다.
board-how-strip = 칩을 누른 뒤 칩을 옮길 칸을 누르세요.
board-how-tartan = 앞면(금색)을 누른 뒤 뒤집을 동전 직사각형의 반대쪽 모서리를 누르거나, 앞면을 한 번 더 눌러 그 동전만 뒤집으세요.
board-how-ruler = 앞면(금색)을 누른 뒤 그 왼쪽으로 이어진 동전들의 먼 끝을 눌러 한꺼번에 뒤집거나, 앞면을 한 번 더 눌러 그 동전만 뒤집으세요.
board-how-spawning = 앞면(금색)을 누른 뒤 함께 뒤집을 다른 동전을 누르세요(고른 동전을 뒤집으려면 마지막 동전을 한 번 더 누릅니다).

## Pieces: a piece's name, the pieces together, how many
board-item = { $noun } { $number }
board-noun-heap = 무더기
board-nouns-heap = 무더기
board-count-heap = 무더기 { $count }개
board-noun-row = 줄
board-nouns-row = 줄
board-count-row = 줄 { $count }개
board-noun-board = 판
board-nouns-board = 판
board-count-board = 판 { $count }개
board-noun-token = 말
board-nouns-token = 말
board-count-token = 말 { $count }개
board-noun-vertex = 꼭짓점
board-nouns-vertex = 꼭짓점
board-count-vertex = 꼭짓점 { $count }개
board-noun-edge = 변
board-nouns-edge = 변
board-count-edge = 변 { $count }개
board-noun-square = 칸
board-nouns-square = 칸
board-count-square = 칸 { $count }개
board-noun-link = 마디
board-nouns-link = 마디
board-count-link = 마디 { $count }개
board-noun-side = 쪽
board-nouns-side = 쪽
board-count-side = 쪽 { $count }개
board-noun-line = 선
board-nouns-line = 선
board-count-line = 선 { $count }개
board-noun-step = 계단
board-nouns-step = 계단
board-count-step = 계단 { $count }개
board-noun-chip = 칩
board-nouns-chip = 칩
board-count-chip = 칩 { $count }개
board-noun-coin = 동전
board-nouns-coin = 동전
board-count-coin = 동전 { $count }개

## Shapes' names
board-unit-counter = { $piece }, 돌 { $count }개 중 { $number }번째
board-unit-pin = { $piece }, 핀 { $count }개 중 { $number }번째
board-unit-token = { $piece }, { $count }개 중 { $number }번째
board-counter = { $name }, 돌 { $count }개 중 { $number }번째
board-counters-bar = { $name }: 돌 { $count }개
board-edge = 변 { $from }–{ $to }
board-vertex = 꼭짓점 { $vertex }
board-square-empty = 칸 { $square } (빈칸)
board-square-blocked = 칸 { $square } (막힌 칸)
board-wythoff-square = 칸 ({ $x }, { $y })
board-wythoff-queen = ({ $x }, { $y }) 칸의 퀸
board-heap = 무더기 { $heap }
board-heap-size = 무더기 { $heap } ({ $size })
board-wythoff-both = 둘 다
board-wythoff-both-heaps = 두 무더기
board-ask-take = 무더기 { $heap }에서 몇 개를 가져갈까요?
board-ask-take-both = 두 무더기에서 몇 개씩 가져갈까요?
board-link = 마디 { $link }
board-link-green = 마디 { $link }, 초록
board-link-white = 마디 { $link }, 흰색
board-head = 머리
board-side-above = 위쪽 행
board-side-right = 오른쪽 열
board-side-below = 아래쪽 행
board-side-left = 왼쪽 열
board-marked-square = 표시된 칸
board-bar-square = { $row }행 { $column }열의 칸
board-ground = 땅
board-line-both-ends = { $line } (양 끝)
board-line-link = 선 { $line }의 마디 { $link }
board-joint = 이음매
board-base = 바닥
board-add-to-heap = 무더기 { $heap }에 더하기
board-bank-mine-caption = 둘 차례의 은행 ({ $count })
board-bank-mine = 둘 차례인 사람의 은행
board-bank-other-caption = 상대 은행 ({ $count })
board-bank-other = 상대의 은행
board-additions-left = 남은 더하기: { $count }
board-ask-add = 은행에서 무더기 { $heap }에 칩 몇 개를 더할까요?
board-step = 계단 { $step }
board-floor = 바닥
board-floor-caption = 바닥
board-step-coin = 계단 { $step }, 동전 { $count }개 중 { $number }번째
board-cell = 칸 { $cell }
board-chip-on = 칸 { $cell }의 칩
board-coin = 동전 { $coin }
board-coin-heads = 동전 { $coin }, 앞면
board-coin-tails = 동전 { $coin }, 뒷면
board-coin-heads-at = 동전 ({ $x }, { $y }), 앞면
board-coin-tails-at = 동전 ({ $x }, { $y }), 뒷면

## The board page's own labels
page-board-listed = { $count }:
page-board-more = … 외 { $more }개
page-board-row = { $name }: { $label }
page-board-empty = (비어 있음)
page-board-nim-title = 숨은 님:
page-board-nim-heap = 무더기 { $number }: { $size }
page-board-component = 부분 게임 { $number }: { $game }
page-board-picture-label = { $nouns }: { $game }의 그림

## The move notation
page-notation-take = 무더기 H에서 N개 가져가기
page-notation-becomes = 무더기 H를 M개로 만들기
page-notation-pins = 케일스: 줄 H의 핀 a부터 b까지 쓰러뜨리기
page-notation-several = 무어의 Nim_k: 여러 무더기에서 한꺼번에
page-notation-token = 그래프 게임: 말 T를 꼭짓점 V로 옮기기
page-notation-component = 합에서: 부분 게임 C에서 두는 수

## A game of grundy::play::Session
session-player-human = 사람
session-player-computer = 컴퓨터
session-to-move = 둘 차례: { $player }
session-over = 게임 끝, 이긴 쪽: { $player }

## The web server's own errors
web-connections-too-many = 이 클라이언트는 이미 연결 { $most }개를 열어 두었습니다. 이 서버에서 한 클라이언트가 열 수 있는 최대 개수입니다: 몇 개를 닫고 다시 시도하세요
web-json-eof = JSON이 너무 일찍 끝났습니다({ $line }행 { $column }열)
web-json-syntax = 올바른 JSON이 아닙니다({ $line }행 { $column }열)
web-json-io = JSON을 읽을 수 없습니다({ $line }행 { $column }열)
web-json-missing-field = 필드가 빠졌습니다: { $field }
web-json-unknown-field = 여기에는 없는 필드입니다: { $field }
web-json-type = 값의 형식이 맞지 않습니다({ $line }행 { $column }열)
web-json-value = 이 경로가 받지 않는 값입니다({ $line }행 { $column }열)
web-query-missing-field = 쿼리 문자열에 매개변수가 빠졌습니다: { $field }
web-query-unknown-field = 이 경로가 모르는 쿼리 매개변수입니다: { $field }
web-query-bad = 쿼리 문자열이 이 경로에 맞지 않습니다(/api/openapi.json 참고)
web-rejection-too-large = 요청 본문이 이 서버의 한도를 넘습니다
web-rejection-content-type = 요청에 Content-Type: application/json 헤더가 필요합니다
web-rejection-timeout = 요청이 도착하는 데 너무 오래 걸렸습니다
web-rejection-internal = 내부 오류(HTTP { $status })
web-rejection-other = 요청을 읽을 수 없습니다(HTTP { $status }, /api/openapi.json 참고)
web-internal-answer = 내부 오류: 답을 JSON으로 쓸 수 없습니다
web-internal-report = 내부 오류: 보고서를 JSON으로 쓸 수 없습니다
web-internal-job = 내부 오류: 작업을 JSON으로 쓸 수 없습니다
web-internal-values = 내부 오류: 보고서에 values 필드가 없습니다

## The plots
plot-preperiod = 전주기: n < { $pre }
plot-period-proved = 한 주기(증명됨): { $pre } ≤ n < { $end }
plot-period-observed = 한 주기(관찰됨): { $pre } ≤ n < { $end }
plot-rare-values = 드문 값
plot-common-values = 흔한 값
plot-histogram-title = { $name }: 각 값이 나오는 횟수, 0 ≤ n ≤ { $last }
plot-axis-value = 값 G(n)
plot-axis-count = n의 개수

## The pages' navigation
page-nav-label = 페이지
