# 구문 오류: 읽을 수 없는 국면. 파서가 내는 모든 메시지.

## 국면 언어
parse-before-plus = '+' 앞에 성분이 있어야 합니다
parse-after-plus = '+' 뒤에 성분이 있어야 합니다
parse-empty-position = 빈 국면입니다: 무더기 크기를 하나 이상 적어 주세요
parse-whole-position = { $name } 게임은 국면 전체여야 합니다: 은행이 플레이어에게 속하므로 합의 일부가 될 수 없습니다
parse-expected-size = 무더기 크기나 '+'가 와야 합니다 (게임 이름은 새 성분을 시작합니다)
parse-unknown-game = 알 수 없는 게임입니다 (알려진 게임: { $known })
parse-unknown-game-like = 알 수 없는 게임입니다 ({ $name } 게임을 말씀하신 건가요? 알려진 게임: { $known })
parse-takes-no-arguments = { $name }에는 인수가 없습니다
parse-needs-arguments = { $name }에는 괄호 안에 인수가 필요합니다. 예: { $example }
parse-needs-sizes = 게임 뒤에 무더기 크기가 하나 이상 있어야 합니다
parse-size-too-many-digits = 무더기 크기가 너무 큽니다 ({ $max }자리 초과)
parse-not-a-heap-size = 무더기 크기가 아닙니다
parse-size-too-large-u64 = 이 게임에는 너무 큽니다 (최대 { $max })
parse-not-a-number = 숫자가 아닙니다
parse-negative-heap = 무더기 크기는 음이 아닌 정수여야 합니다
parse-open-bracket = '('는 게임 이름 바로 뒤에 와야 합니다
parse-unbalanced-close = 짝이 없는 ')'입니다
parse-unexpected-character = 예상하지 못한 글자입니다
parse-unclosed-bracket = 짝이 없는 '('입니다: 닫는 ')'가 없습니다
parse-missing = 빠졌습니다: { $what }
parse-positive-integer = { $what }: 양의 정수여야 합니다
parse-non-negative-integer = { $what }: 음이 아닌 정수여야 합니다
parse-too-large-at-most = { $what }: 너무 큽니다 (최대 { $max })
parse-files-refused = 여기서는 파일을 읽을 수 없습니다: 여기서 준 국면은 파일을 가리킬 수 없습니다 (설계상 여기서는 아무것도 파일을 읽지 않습니다)

## 그래프: graph(FILE), node-kayles(…), arc-kayles(…)
parse-reason = { $reason }
parse-bad-graph-file = 잘못된 그래프 파일입니다: { $reason }
parse-graph-bad-line = { $line }번째 줄: `u v`, `u -> v` 또는 `u`가 와야 하는데 다음이 있습니다: { $text }
parse-graph-bad-vertex = { $line }번째 줄의 { $token }: 꼭짓점 번호(0부터 { $max }까지)가 아닙니다
parse-graph-cycle = 그래프에 { $vertex }번 꼭짓점을 지나는 순환이 있습니다 (순환이 있는 게임은 지원하지 않습니다)
parse-graph-empty = 간선 목록이 비어 있습니다: 선언된 꼭짓점이 없습니다
parse-vertex-too-large = 꼭짓점 번호가 너무 큽니다 (최대 { $max })

## 동전 뒤집기 게임: spawning 코드, turtles, ruler, 타탄 곱
parse-not-a-spawning-game = spawning 게임이 아닙니다

## 빼기 게임, 무어의 님, 위토프, take-away
parse-one-argument-k = { $name }의 인수는 하나, k입니다
parse-sub-empty = 빼기 집합에는 가져갈 수가 하나 이상 있어야 합니다
parse-sub-zero = 가져갈 수는 양수여야 합니다 (0이 주어짐)
parse-sub-too-large = 가져갈 수 { $value }: 최댓값 { $max }보다 큽니다
parse-sub-bounded-zero = bounded(k)에는 k ≥ 1이 필요합니다
parse-sub-not-normalized = 가져갈 수들은 정렬되어 있고 서로 달라야 합니다
parse-at-least-1 = { $what }: 1 이상이어야 합니다

## 가져가고 나누기 코드 (0.137, hex(0.8), tb(4!.0))
parse-code-octal-digit = 8진 숫자(0-7)
parse-code-hex-digit = 16진 숫자(0-9, A-F)
parse-code-cgsuite-digit = CGSuite 숫자(0-9, A-V)
parse-code-hint-block-after-point = : 반복 블록 [..]은 소수점 뒤에 옵니다
parse-code-hint-block-needs-digit = : 반복 블록 [..]에는 숫자가 하나 이상 있어야 합니다
parse-code-hint-block-ends-code = : 반복 블록 [..]은 코드의 끝에 와야 합니다
parse-code-hint-hex-plain-digits = : hex(...) 코드에는 숫자만 씁니다; 수식자는 tb(...)에서 쓰세요
parse-code-hint-modifier-after-digit = : 수식자는 숫자 뒤에 와야 합니다
parse-code-hint-hex-or-tb = ; 16진 코드라면 hex({ $code }), CGSuite 표기라면 tb({ $code })처럼 적으세요
parse-code-hint-tb-up-to-v = ; V까지의 CGSuite 숫자는 tb(...) 안에서 씁니다
parse-code-hint-large-digits = ; 더 큰 숫자는 &n;으로 적습니다 (예: &35;)
parse-code-hint-beyond-f = ; F보다 큰 숫자는 CGSuite 표기입니다: tb(...)를 쓰세요
parse-code-hint-one-modifier = : 숫자 하나에는 수식자가 하나까지입니다
parse-code-hint-modifiers-not-both = : 수식자는 중괄호 안이나 뒤 중 한 곳에만 적습니다
parse-code-empty = 가져가고 나누기 코드가 비어 있습니다
parse-code-not-a-digit = { $column }번째 글자 '{ $found }': 와야 할 것은 { $context }입니다{ $hint }
parse-code-unexpected = { $column }번째 글자 '{ $found }': 예상하지 못한 글자입니다{ $hint }
parse-code-second-point = { $column }번째 글자에 두 번째 '.'이 있습니다: 코드에는 0.77처럼 소수점이 하나뿐입니다
parse-code-no-point = 코드에 '.'이 없습니다: d0.d1d2... 꼴로 적으세요. 예: 0.77, 4.7
parse-code-no-digits-after-point = { $column }번째 글자의 소수점 뒤에 숫자가 없습니다: 0.7처럼 적으세요 (나누기만 하는 코드는 4.0)
parse-code-too-long = 코드의 소수점 뒤 숫자가 { $digits }개입니다; 최대 { $max }개까지 지원합니다
parse-code-too-many-additive = 코드의 소수점 앞 숫자가 { $digits }개입니다; 최대 { $max }개까지 지원합니다
parse-code-loopy-additive = 더하는 숫자 { $digit }: 토큰 { $added }개를 더하며 무더기를 { $heaps }개 남길 수 있습니다; 토큰 k개를 더하려면 남는 무더기가 모두 더 작도록 무더기가 k + 2개 이상 남아야 합니다 (예: 80.0: 1개 추가, 무더기 3개 남김)
parse-code-unclosed = { $column }번째 글자의 '{ $open }': 닫는 '{ $close }' 기호가 없습니다
parse-code-bad-number = { $column }번째 글자의 '{ $text }': 여기서 올바른 숫자가 아닙니다
parse-code-too-many-heaps = 무더기 { $count }개를 남기는 수(글자 { $column })는 한계(무더기 { $max }개)를 넘습니다
parse-code-loopy-digit-zero = 소수점 앞 숫자 { $digit }: 아무것도 가져가지 않고 무더기를 그대로 두는 수를 허용하게 됩니다; d0은 나누기만 할 수 있습니다. 예: 4.0
parse-code-period-too-long = 주기 블록이 소수점 뒤 숫자보다 깁니다
parse-code-unknown-name = 알 수 없는 무더기 게임 '{ $name }': 0.77, hex(0.8), tb(4!.0) 같은 코드나 다음 중 하나를 적어 주세요: { $known }
parse-too-deep = 괄호가 { $depth }단계로 중첩되었습니다: 최대 { $max }단계까지만 읽습니다

## heap rules written as a formula (grundy-heap heap/formula/syntax.rs)
parse-formula-empty = 식이 비어 있습니다: n -> [[n - 1]]처럼 무더기 이름, 화살표, 선택지를 적으세요
parse-formula-too-long = 식의 글자 수: { $chars }; 최대 { $max }글자까지만 읽습니다
parse-formula-unexpected-character = { $column }번째 글자: 예상하지 못한 글자 `{ $found }`
parse-formula-expected = { $column }번째 글자: 와야 할 것은 { $expected }, 찾은 것은 { $found }입니다
parse-formula-found-end = 식의 끝
parse-formula-want-name = 이름
parse-formula-want-expression = 식
parse-formula-want-end = 식의 끝
parse-formula-want-comma-or-close = `,` 또는 `]`
parse-formula-want-connective = 두 비교 사이의 논리 연산자
parse-formula-want-one-range = 다른 `..` 앞에서 범위를 감싸는 괄호
parse-formula-number-too-large = { $column }번째 글자의 수 { $text }: { $max }보다 큽니다
parse-formula-unknown-name = { $column }번째 글자: 알 수 없는 이름 `{ $name }` (쓸 수 있는 이름은 무더기의 이름과 `for` 절의 이름입니다)
parse-formula-reserved-name = { $column }번째 글자의 `{ $name }`: 이름이 아니라 예약어나 함수입니다
parse-formula-unknown-function = { $column }번째 글자: 알 수 없는 함수 `{ $name }`; 쓸 수 있는 함수: `{ $known }`
parse-formula-arity = { $column }번째 글자의 `{ $name }(…)`: 인수 개수는 { $takes }개여야 하는데 { $given }개입니다 (1+는 하나 이상)
parse-formula-type = { $column }번째 글자: 와야 할 것은 `{ $expected }`, 찾은 것은 `{ $found }`입니다
parse-formula-too-deep = { $column }번째 글자: 식이 { $max }단계보다 깊게 중첩되었습니다
