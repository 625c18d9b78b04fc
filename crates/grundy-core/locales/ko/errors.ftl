# parse errors and refusals

# 구문 오류가 아닌 라이브러리의 거절과 오류

err-cancelled = 계산이 끝나기 전에 취소되었습니다(시간이 다 되었습니다)
err-unknown-lang = 알 수 없는 언어 { $tag }: 언어는 en, ko, ru, vi입니다

## 수열 (grundy seq)
err-sequence-no-period = { $rule }의 주기가 증명되지 않았고(n = { $searched }까지 탐색), 크기 { $heap }의 무더기는 직접 계산한 값 { $limit }개를 넘습니다
err-sequence-too-many-moves = 크기 { $heap }의 무더기는 수가 너무 많아 하나씩 살펴볼 수 없습니다(약 { $work }단계, 최대 { $limit }단계)
err-sequence-too-many-moves-walked = 크기 { $heap }의 무더기는 수가 너무 많아 하나씩 살펴볼 수 없습니다({ $limit }단계 초과)
err-sequence-moves-beyond-values = 크기 { $heap }인 무더기의 수를 살펴볼 수 없습니다: 수가 남기는 무더기들의 값은 G(0), …, G({ PREV($kept) })까지만 보관됩니다(메모리 최대 { $memory }바이트)
err-sequence-too-many-options = 크기 { $heap }의 무더기에는 두는 방법이 { $limit }가지보다 많아(수가 여러 무더기를 남길 수 있음) 하나씩 셀 수 없습니다
err-sequence-memory = { $rule }의 G({ $heap }) 값을 직접 계산하려면 메모리가 { $limit }바이트보다 많이 필요합니다(G(0), …, G({ PREV($computed) }) 뒤에 { $held }바이트를 쓰고 있었습니다: 드문 국면이 계속 나오는 동안 엔진은 모든 값을 보관합니다)
err-sequence-nothing-to-compute = { $game }: 계산할 것이 없습니다 — 국면이 가져가기-나누기 규칙이나 빼기 규칙의 무더기가 아닙니다(크기 n인 님 무더기의 그런디 수는 n)
err-sequence-too-large-for-code = { $text }: 코드로 쓰기에 너무 큽니다(가져가는 양은 { $max }까지만)
err-checkpoint-not-a-checkpoint = grundy 체크포인트가 아닙니다
err-checkpoint-format = 쓰인 형식은 { $found }이고, 이 grundy가 읽는 형식은 { $format }입니다
err-checkpoint-too-large = 손상됨: 헤더가 데이터 { $bytes }바이트를 선언하는데, 이는 { $limit } GiB(grundy가 체크포인트에서 읽는 최대)보다 많습니다
err-checkpoint-length = 손상됨: { $declared }바이트가 쓰였는데 데이터는 { $found }바이트입니다(잘렸나요?)
err-checkpoint-checksum = 손상됨: 체크섬이 맞지 않습니다
err-checkpoint-decode = 손상됨: 해독할 수 없습니다({ $why })
err-checkpoint-wrong-game = 이 파일은 게임 { $asked }의 것이 아니라 게임 { $saved }의 것입니다
err-checkpoint-inconsistent = 앞뒤가 맞지 않습니다: { $why }
err-values-not-a-values-file = grundy 값 파일이 아닙니다
err-values-version = 쓰인 형식은 { $found }이고, 이 grundy가 읽는 형식은 { $format }입니다
err-values-damaged = 헤더가 손상되었습니다: { $why }
err-values-too-wide = { $width }에 들어가지 않는 값입니다: { $value }(최대 { $max })
err-values-name-too-long = 이름 { $name }: 헤더에 담을 수 있는 길이(65,535바이트)보다 깁니다
err-engine-unsupported = { $engine } 엔진은 { $rule }의 값을 계산할 수 없습니다: { $reason }
err-engine-value-overflow = G({ $n }) 값이 엔진이 저장하는 가장 큰 값인 65535보다 큽니다
err-engine-memory = G({ $n })에는 분할 표가 { $mib } MiB 필요하여 한도 { $limit } MiB를 넘습니다
err-engine-bad-state = 엔진 상태를 복원할 수 없습니다: { $why }
err-engine-rule = 엔진 상태를 복원할 수 없습니다: 그 규칙을 읽을 수 없습니다: { $error }
err-rule-too-many-steps = 크기 { $heap }인 무더기의 선택지를 나열하는 데 { $steps }단계보다 많이 걸립니다
err-subtraction-budget = 작업 예산 { $budget } 안에서 주기를 찾지 못했습니다(값 { $computed }개를 계산한 뒤)

## 숨은 님 게임
err-coins-below-first = { $coin }번 동전은 없습니다: 동전 번호는 { $first }부터입니다
err-coins-duplicate = { $coin }번 동전이 두 번 나열되었습니다
err-coins-too-much-work = 수를 찾는 데 { $work }단계가 걸려 한도인 { $limit }단계를 넘습니다
err-coins-too-far = { $coin }번 동전이 너무 오른쪽에 있습니다(한도 { $limit })
## 그래프와 순환 게임
err-loopy-too-large = 게임의 국면이 { $limit }개보다 많습니다
err-loopy-overflow = 그래프가 32비트 꼭짓점 번호에 비해 너무 큽니다({ $what })
err-binary-magic = grundy 이진 그래프가 아닙니다(파일이 { $magic } 바이트로 시작하지 않습니다)
err-binary-length = 파일은 { $actual }바이트인데 헤더(꼭짓점 { $vertices }개, 호 { $arcs }개)는 { $expected }바이트가 필요합니다: 잘렸거나 이진 그래프가 아닙니다
err-binary-checksum = 체크섬이 맞지 않습니다(저장된 값 { $stored }, 계산한 값 { $computed }): 파일이 손상되었습니다
err-binary-malformed = 잘못된 그래프: { $why }
err-binary-too-many-vertices = 꼭짓점 { $count }개: 최대 { $max }개까지 지원합니다
err-binary-sparse = 가장 큰 꼭짓점 번호는 { $max }인데 이름이 있는 꼭짓점은 { $named }개뿐입니다: 꼭짓점 번호를 0부터 다시 매기세요
err-loopy-checkpoint-magic = grundy 그래프 체크포인트가 아닙니다(파일이 GRUNDYC1로 시작하지 않습니다)
err-loopy-checkpoint-truncated = 체크포인트가 잘렸거나 남는 바이트가 있습니다
err-loopy-checkpoint-checksum = 체크포인트의 체크섬이 맞지 않습니다: 파일이 손상되었습니다
err-loopy-checkpoint-other-graph = 체크포인트는 꼭짓점 { $checkpoint }개인 그래프의 것인데, 이 그래프는 { $graph }개입니다
err-loopy-checkpoint-inconsistent = 체크포인트의 값이 그 라운드와 맞지 않습니다

## 탐색과 성분
err-search-too-large = 게임 트리가 전수 탐색하기에 너무 큽니다(국면이 { $limit }개보다 많음)
err-search-cycle = 게임에 순환이 있습니다: 어떤 국면에서 그 국면 자신으로 갈 수 있습니다(순환이 있는 게임의 값은 grundy::loopy::LoopySolver가 줍니다)
err-search-too-many-moves = 탐색이 수를 { $limit }개보다 많이 만들어야 합니다
err-refusal-heap-too-large = 무더기가 너무 커서 탐색할 수 없습니다
err-refusal-too-many-moves = 한 국면의 수가 약 { $moves }개로, 탐색하기에 너무 많습니다
err-refusal-too-many-positions = 게임 트리의 국면이 최대 { $states }개로, 한도 { $limit }보다 많습니다
err-refusal-too-much-work = 국면 최대 { $states }개에 각각 수가 최대 { $branching }개라 작업이 너무 많습니다
err-refusal-visited = 국면을 { $count }개보다 많이 방문하게 됩니다
err-refusal-generated = 탐색이 한도인 수 { $count }개를 만든 뒤 멈췄습니다
err-refusal-cycle = 순환을 찾았습니다
err-component-search-too-large = 전수 탐색은 범위를 벗어납니다({ $why })
err-component-too-large = { $what }: 한도({ $limit })를 넘습니다
err-move-unreadable = 읽을 수 없는 수 { $text }: { $reason }
err-move-illegal = 둘 수 없는 수: { $why }

## 대국과 연습 문제
err-session-over = 게임이 끝났습니다
err-session-turn-human = 사람의 차례입니다
err-session-turn-computer = 컴퓨터의 차례입니다
err-exercise-level = { $level }단계는 없습니다: 단계는 1부터 5까지입니다
err-exercise-count = 연습 문제 { $count }개: 한 장에는 1개부터 { $max }개까지입니다
err-exercise-game = `{ $game }`로는 연습 문제를 만들 수 없습니다: { $reason } (만들 수 있는 게임: { $games })
err-exercise-cancelled = 연습 문제 만들기가 취소되었습니다
err-exercise-too-few = 이 단계에서 요청한 { $wanted }개 중 서로 다른 연습 문제를 { $made }개만 만들 수 있었습니다

## 미제르(misère)
err-verify-format = 저장된 미제르 몫이 아닙니다(형식 { $format }, 버전 { $version }. 이 빌드가 읽는 것은 { $expected } 버전 { $reads }입니다)
err-verify-rule = 파일에는 { $expected }의 몫이 아니라 { $found }의 몫이 들어 있습니다
err-quotient-too-large = 무더기 { $heap }에서 몫이 너무 커졌습니다: { $what }
err-quotient-no-pretension = 재보정 시도 안에서 무더기 { $heap }에서 검증을 통과한 몫이 없습니다
err-quotient-interrupted = 무더기 { $heap } 뒤에 중단되었습니다
err-quotient-bad-state = 저장된 상태를 이어 갈 수 없습니다: { $why }
err-quotient-not-heaps = { $game } 게임은 무더기 게임이 아닙니다: 국면이 무더기의 합이 아니므로 무더기의 미제르 몫이 없습니다
err-recurrence-splits = { $game }의 수는 무더기를 나눌 수 있어서, 한 무더기의 선택지가 무더기의 합입니다
err-recurrence-unbounded = { $game }의 수는 토큰을 몇 개든 가져갈 수 있습니다
err-recurrence-no-period = { $rule }의 한 무더기의 미제르 결과를 크기 { $computed }까지 계산했지만 결과 { $window }개의 반복되는 구간이 없습니다(주기가 증명되지 않음)

## 웹 서버 (grundy serve)의 거절
web-not-found = 그런 페이지나 API 경로가 없습니다: { $path }
web-method-not-allowed = 여기서는 { $method } 메서드를 쓸 수 없습니다(/api/openapi.json 참고)
web-needs-body = 요청에 JSON 본문이 필요합니다(/api/openapi.json 참고)
web-bad-body = 요청 본문이 이 경로에 맞지 않습니다: { $error }
web-body-too-large = 요청 본문이 이 서버의 한도 { $max }바이트를 넘습니다
web-body-unreadable = 요청 본문을 읽을 수 없습니다: { $error }
web-body-timeout = 요청 본문이 이 서버의 한도인 { $secs }초 안에 도착하지 않았습니다
web-answer-not-read = 클라이언트가 제때 답을 받아 가지 않았습니다
web-answer-cut = 읽는 쪽이 멈추어 답이 잘렸습니다
web-client-computations = 이 클라이언트는 이미 계산 { $most }개를 실행하거나 기다리고 있습니다. 이 서버에서 한 클라이언트가 한 번에 할 수 있는 최대입니다: 답을 받은 뒤 다시 요청하세요
web-stopping = 서버가 멈추는 중입니다
web-computation-failed = 내부 오류: 계산이 실패했습니다
web-time-budget = 계산이 이 서버의 한도인 { $secs }초보다 오래 걸렸습니다: 더 작은 국면을 시도하세요(긴 수열은 수열 작업으로)
web-busy = 서버가 바쁩니다: { $secs }초 안에 빈 계산 자리가 없었습니다. 다시 시도하세요
web-cancelled = 계산이 이 서버의 한도보다 오래 걸렸습니다: 더 작은 국면을 시도하세요
web-too-many-heaps = 국면에 무더기가 { $heaps }개 있습니다. 이 서버는 최대 { $max }개를 받습니다(명령줄은 수백만 개를 받습니다)
web-bad-game = 잘못된 게임: { $error }
web-bad-ruleset = 잘못된 규칙: { $error }
web-upto-too-large = upto = { $upto }: 이 경로의 한도 { $max }보다 큽니다
web-upto-too-large-jobs = upto = { $upto }: 이 경로의 한도 { $max }보다 큽니다. 더 긴 계산은 수열 작업(POST /api/sequence/jobs)을 쓰세요
web-maxheap-too-large = maxheap = { $maxheap }: 이 경로의 한도 { $max }보다 큽니다
err-register-no-name = 등록하려면 게임에 이름이 있어야 합니다
err-register-bad-name = 게임 이름으로 쓸 수 없습니다: { $name } (소문자로 시작하고, 소문자, 숫자, - 와 _ 만 씁니다)
err-register-name-taken = 이미 쓰이는 이름입니다: { $name } (게임 { $by })
err-canonical-too-large = 미제르 표준형에 서로 다른 형태가 { $limit }개보다 많이 필요합니다(작업의 한도)
err-canonical-syntax = { $text }: CGSuite 표기법의 미제르 표준형이 아닙니다(문자 { $at }번째에서 멈춤)
err-canonical-no-difference = { $text }: 아래첨자가 님 더미를 빼는데, 그 더미를 더해 앞의 형태가 되는 게임을 찾지 못했습니다
err-canonical-too-long = 미제르 표준형의 이름이 { $limit }자보다 깁니다
err-canonical-too-much-work = 두 미제르 표준형의 차를 구하려면 후속 게임 쌍 { $limit }개보다 많은 차가 필요합니다(작업 한도)
err-canonical-too-many-steps = 미제르 표준형을 구하려면 { $limit }단계보다 많은 축약이 필요합니다(작업 한도)
err-canonical-too-many-sums = 미제르 표준형의 부분을 구하려면 후보 부분의 합을 { $limit }번보다 많이, 또는 그만큼보다 많은 분할을 계산해야 합니다(작업 한도)
err-canonical-not-searchable = 미제르 표준형에는 모든 성분의 게임 트리가 필요한데, 여기 한 성분은 수 하나씩 탐색할 수 없습니다
err-canonical-too-many-positions = 미제르 표준형을 구하려면 국면을 { $limit }개보다 많이 탐색해야 합니다(작업의 한도)

## heap rules written as a formula, evaluated (grundy-heap heap/formula/eval.rs)
err-formula-division-by-zero = 무더기 { $heap }에서 식이 0으로 나눕니다 ({ $column }번째 글자)
err-formula-overflow = 무더기 { $heap }에서 식의 계산이 64비트를 넘습니다 ({ $column }번째 글자)
err-formula-negative = 식이 크기 { $heap }의 무더기에서 크기 { $part }의 무더기를 남깁니다: 무더기 크기는 음수일 수 없습니다
err-formula-not-smaller = 식이 크기 { $heap }의 무더기에서 크기 { $part }의 무더기를 남깁니다: 수가 남기는 무더기는 모두 원래 무더기보다 작아야 합니다
err-formula-too-many-options = 식이 크기 { $heap }의 무더기에 선택지를 { $limit }개보다 많이 줍니다
err-formula-too-much-work = 무더기 { $heap }에서 식의 계산이 { $limit }단계를 넘습니다
err-formula-heap-too-large = 크기 { $heap }의 무더기는 식의 64비트 수 범위를 넘습니다
