# boards: messages of this file (see crates/grundy/src/i18n/mod.rs)

## How to play a board
board-how-typed = 아래 칸에 수를 입력하세요.
board-how-take-from = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다.
board-how-take-from-bar = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 너무 커서 그릴 수 없는 무더기는 막대로 그려집니다: 막대를 누르고 몇 개인지 입력하세요.
board-how-pins = 핀을 누른 뒤 한 번 더 누르면 그 핀이 쓰러지고, 옆 핀을 누르면 두 핀이 함께 쓰러집니다.
board-how-several = 가져갈 무더기마다 돌을 하나씩 누른 뒤(그 돌과 오른쪽의 모든 돌을 가져갑니다) 그중 하나를 다시 누르면 둡니다. 규칙이 허용하는 만큼의 무더기에서 돌을 고르면 바로 둡니다.
board-how-several-typed = 돌을 누르세요: 그 돌과 오른쪽의 모든 돌을 가져갑니다. 여러 무더기에 걸친 수는 아래 칸에 입력하세요.
board-how-taking = 수가 가져갈 돌을 바뀌는 무더기마다 누르세요(줄 가운데에서 빼는 돌도 됩니다). 누른 돌이 한 수를 이루면 바로 둡니다. 다른 수가 이어질 수 있을 때는 고른 돌을 한 번 더 누르면 둡니다. 누르면 가져갈 돌이 표시됩니다.
board-how-taking-cut = 두 돌 사이의 점선 틈을 누르면 무더기를 그 자리에서 나눕니다.

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
board-unit-cut = { $piece }: { $left }개와 { $right }개로 나누기
board-unit-pin = { $piece }, 핀 { $count }개 중 { $number }번째
board-unit-token = { $piece }, { $count }개 중 { $number }번째
board-counter = { $name }, 돌 { $count }개 중 { $number }번째
board-counters-bar = { $name }: 돌 { $count }개
board-edge = 변 { $from }–{ $to }
board-vertex = 꼭짓점 { $vertex }
board-heap = 무더기 { $heap }
board-heap-size = 무더기 { $heap } ({ $size })
board-ask-take = 무더기 { $heap }에서 몇 개를 가져갈까요?

## The board page's own labels
page-board-listed = { $count }:
page-board-more = … 외 { $more }개
page-board-row = { $name }: { $label }
page-board-empty = (비어 있음)
page-board-nim-title = 숨은 님:
page-board-nim-heap = 무더기 { $number }: { $size }
page-board-component = 부분 게임 { $number }: { $game }
page-board-picture-label = { $nouns }: { $game }의 그림
page-board-scroll = 판이 화면보다 넓습니다. 옆으로 밀어 보세요.
page-board-scroll-left = 판을 왼쪽으로 넘기기
page-board-scroll-right = 판을 오른쪽으로 넘기기

## The move notation
page-notation-take = 무더기 H에서 N개 가져가기
page-notation-becomes = 무더기 H를 M개로 만들기
page-notation-split = 무더기 H를 무더기 a, b, …로 나누기
page-notation-pins = 케일스: 줄 H의 핀 a부터 b까지 쓰러뜨리기
page-notation-several = 여러 무더기에서 한꺼번에, 쉼표로 나누어
page-notation-token = 그래프 게임: 말 T를 꼭짓점 V로 옮기기
page-notation-component = 합에서: 부분 게임 C에서 두는 수
page-notation-part = 복합 게임에서: 부분마다 그 게임의 표기로 쓴 수

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
web-content-type = 이 경로는 JSON을 읽습니다: 요청에 Content-Type: application/json 헤더가 필요합니다 (이 요청의 값: { $given })
web-job-forbidden = 수열 작업 { $id }: 이 작업을 시작한 클라이언트만 다룰 수 있습니다. 시작할 때 받은 토큰을 X-Job-Token 헤더에 담아 보내세요 (이 요청에는 토큰이 없거나 다른 토큰이 있습니다)
web-client-jobs = 이 클라이언트는 이미 수열 작업 { $most }개를 실행하고 있습니다. 이 서버에서 한 클라이언트가 한 번에 실행할 수 있는 최대입니다: 하나가 끝나기를 기다리거나 취소하세요
web-jobs-kept = 이 서버는 이미 수열 작업 { $kept }개를 간직하고 있습니다. 이 서버의 한도입니다: 나중에 다시 시도하세요 (멈춘 작업은 그 페이지가 떠나거나 주인이 한동안 읽지 않으면 잊힙니다)

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
