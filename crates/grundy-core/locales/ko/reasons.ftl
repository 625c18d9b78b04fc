# reasons: messages of this file (see crates/grundy/src/i18n/mod.rs)
# 거부와 오류 안의 이유: 수를 읽을 수 없거나 둘 수 없는 까닭, 계산이 범위를 벗어난 까닭.
# `noun`/`what` 인수는 키워드(heap, row, token, vertex, size, amount, pin, take)이며 각 언어가
# 자기 말로 바꿉니다.

reason-said = { $text }

## 수: 공통 표기 (component/notation.rs)
reason-not-a-number = { $what ->
    [size] 크기는
    [amount] 개수는
    [pin] 핀 번호는
    [vertex] 꼭짓점 번호는
    [take] 가져갈 개수는
    [row] 줄 번호는
    [token] 말 번호는
    [component] 부분 게임 번호는
   *[heap] 무더기 번호는
} 음이 아닌 정수여야 합니다(입력: { $text })
reason-no-such-piece = { $noun ->
    [row] 줄
    [token] 말
    [vertex] 꼭짓점
    [component] 부분 게임
   *[heap] 무더기
} { $piece }번은 없습니다(모두 { $count }개)
reason-one-size-after-arrow = '->' 뒤에는 크기를 하나만 쓰십시오
reason-write-piece-amount = { $noun ->
    [row] 줄 번호와
    [token] 말 번호와
    [vertex] 꼭짓점 번호와
   *[heap] 무더기 번호와
} 개수를 쓰십시오. 예: `2 3`(2번에서 3개 가져가기)
reason-piece-has-only = { $noun ->
    [row] 줄
    [token] 말
    [vertex] 꼭짓점
   *[heap] 무더기
} { $piece }번에는 { $size }개만 있습니다
reason-move-must-change = 수는 무언가를 바꿔야 합니다
reason-heap-twice-or-missing = 무더기 { $heap }번이 두 번 적혔거나 없는 무더기입니다
reason-heap-has-not = 무더기 { $heap }번의 크기는 { $size }입니다(수에 적힌 크기: { $from })
reason-not-a-legal-move = { $game }: 규칙에 맞는 수가 아닙니다
reason-too-large-to-check = 이 국면은 너무 커서 수를 확인할 수 없습니다
reason-piece-cannot-go-pick = { $game }: 조각 { $piece }번의 { $from } → { $to } 이동은 할 수 없습니다(목록의 수를 고르려면 `#k`를 입력하십시오)
reason-game-move-changes = { $game }: 수는 무언가를 바꿉니다

## 수: 둘 때의 표기 (play/mod.rs)
reason-too-many-to-number = 수가 너무 많아 번호를 매길 수 없습니다
reason-write-move-number = `#k` 형식으로 수의 번호를 쓰십시오
reason-pick-listed-move = 둘 수 있는 수는 { $count }개입니다: #1부터 #{ $count }까지 고르십시오
reason-component-number = ':' 앞의 부분 게임은 번호여야 합니다
reason-no-component-of = 부분 게임 { $component }번은 없습니다(국면의 부분 게임은 { $count }개)
reason-say-which-component = 국면이 합입니다: 어느 부분 게임인지 밝히십시오. 예: `2: 1 3`
reason-no-component = 부분 게임 { $component }번은 없습니다

## 수: 무더기 게임
reason-heap-must-get-smaller = 무더기 { $heap }번은 작아져야 합니다

## 거부: 값이나 수가 범위를 벗어난 까닭
reason-values-not-computed = 값이 계산되지 않았습니다
reason-nim-genus-heap = genus를 구할 무더기(64비트 값)
reason-draw-too-many-moves = 비기기를 위해 하나씩 시도하기에는 수가 너무 많습니다
reason-genus-lost-start = genus 탐색이 시작 국면을 잃었습니다

## 분석의 거부 (analysis.rs): 각 미제르 방법이 닿지 못한 것
reason-said-list = { $reasons }
reason-search-out-of-reach = 전수 탐색은 범위를 벗어납니다({ $why })
reason-misere-search = 전수 탐색: { $why }
reason-misere-one-heap = 한 무더기의 점화식: { $why }
reason-misere-not-tame = 길들임 규칙: 부분 게임 { $component }({ $game }) — 유전적으로 길들여지지 않음(genus { $genus })
reason-misere-not-tame-follower = 길들임 규칙: 부분 게임 { $component }({ $game }) — 유전적으로 길들여지지 않음(genus { $genus }, 거친 후속 국면이 있음)
reason-misere-beside-nim-large = 님 무더기 옆의 genus: { $game } — 크기 1, 2, 3인 무더기와 그보다 큰 무더기 하나까지만 genus로 판정되지만, 여기서는 { $a }, { $b } 두 무더기가 모두 4 이상임
reason-misere-genus-out-of-reach = 길들임 규칙: 부분 게임 { $component }({ $game })의 genus는 구할 수 없습니다({ $why })
reason-misere-quotient-rulesets = 미제르 몫: 부분 게임들의 규칙이 서로 다릅니다(몫은 한 규칙의 것입니다)
reason-misere-quotient-64-bits = 미제르 몫: 한 무더기가 64비트를 넘습니다
reason-misere-quotient-of = { $game }의 미제르 몫: { $why }
reason-misere-quotient-no-period = { $game }의 미제르 몫: 크기 { $heap }까지의 무더기로 계산했지만 주기가 증명되지 않았고, 더 큰 무더기가 있습니다
reason-loopy-misere = 그래프에 순환이 있으며, 순환이 있는 게임의 미제르 플레이는 지원하지 않습니다(노멀 플레이는 지원합니다: 일반화된 스프라그–그런디 값)

## 미제르 몫과 그 검증
reason-quotient-times-cyclic = 몫과 새 순환 모노이드의 곱의 원소 개수가 { $max }개를 넘었습니다
reason-quotient-product = 순환 모노이드들의 곱의 원소 개수가 { $max }개를 넘었습니다
reason-quotient-states = 검증 중 (원소, 선택지 집합) 상태의 개수가 { $max }개를 넘었습니다
reason-quotient-options = 한 무더기의 선택지가 { $max }개보다 많습니다
reason-state-other-rule = 이 상태는 { $expected }의 것이 아니라 { $found }의 것입니다
reason-state-words = 무더기 0, …, { $heap }에 대해 낱말이 { $words }개 있습니다
reason-state-generators = 생성원들이 번호 15 이하의 서로 다른 무더기로 차례대로 놓여 있지 않습니다
reason-state-word = 무더기 { $heap }의 낱말이 생성원들과 맞지 않습니다
reason-state-monoid = 모노이드가 생성원들과 맞지 않습니다
reason-state-overflow = 순환 모노이드들의 곱이 넘칩니다
reason-verify-order = 몫의 원소가 { $order }개입니다: 이 검사는 { $max }개까지입니다
reason-verify-sums = 크기 { $size }까지의 합이 { $max }개보다 많습니다: 더 작은 --size를 주십시오

## 수 표기의 형식 (play::NOTATION): 각 형식의 뜻. 형식 자체는 그대로

## 연습 문제
reason-not-one-game = 게임 하나가 아닙니다

## h-D
## binary graphs (loopy/binary.rs, loopy/gen.rs); `half` is forward or reverse
reason-binary-offset-order = { $half ->
    [reverse] 역방향
   *[forward] 정방향
} 오프셋 { $index }번의 값: { $offset } (오프셋은 0에서 { $arcs }까지 증가해야 합니다)
reason-binary-vertex-arcs = 꼭짓점 { $vertex }번에 { $half ->
    [reverse] 역방향
   *[forward] 정방향
} 호가 { $count }개 있습니다 (최대 { $max }개)
reason-binary-offsets-end = { $half ->
    [reverse] 역방향
   *[forward] 정방향
} 오프셋의 끝 값 { $offset }: 호의 개수 { $arcs }개와 같아야 합니다
reason-binary-arc-vertex = { $half ->
    [reverse] 역방향
   *[forward] 정방향
} 호 { $index }번이 꼭짓점 { $vertex }번을 가리키지만, 꼭짓점은 { $count }개뿐입니다
reason-binary-part-range = 구간 { $start }..{ $end }: 꼭짓점 { $count }개의 범위가 아닙니다
reason-binary-arc-outside = 호 { $from } → { $to }: 0..{ $count } 밖의 꼭짓점을 가리킵니다
reason-binary-not-transpose = 역방향 절반이 순방향 절반의 호를 나열하지 않습니다 (각 호 u → v는 u의 후속 정점에 나오는 횟수만큼 v의 선행 정점에도 나와야 합니다)
reason-binary-arcs-memory = 호 { $arcs }개가 메모리에 들어가지 않습니다
reason-gen-needs-vertex = 무작위 그래프에는 꼭짓점이 하나 이상 필요합니다
reason-gen-arc-past = 호 { $from } → { $to }: 마지막 꼭짓점 { $last }번을 넘어선 꼭짓점을 가리킵니다
reason-gen-vertex-arcs = 한 꼭짓점의 호가 { $count }개가 됩니다 (최대 { $max }개)
## loopy graphs too large (loopy/graph.rs, loopy/game.rs)
reason-overflow-vertices = 꼭짓점 { $count }개
reason-overflow-positions = 국면 수
reason-overflow-position-count = 국면 { $count }개
reason-overflow-move-index = 국면 { $position }번에서의 수가 가리키는 번호: { $index }
## values files (sequence/values_file.rs)
reason-values-short-header = { $bytes }바이트: 헤더 길이 { $header }바이트보다 짧습니다
reason-values-names-need = 선언된 길이는 { $declared }바이트지만 이름에 필요한 길이는 { $need }바이트입니다
reason-values-length = 파일은 { $bytes }바이트인데 헤더에 선언된 길이는 { $declared }바이트입니다
reason-values-width = 값 너비 { $width }
reason-values-names-past = 이름이 헤더 밖으로 넘어갑니다
reason-values-name-utf8 = 이름 하나가 UTF-8 문자열이 아닙니다
## checkpoints (sequence/checkpoint.rs, sequence/run.rs); `detail` is the decoder's own text
reason-checkpoint-value-differs = 체크포인트에서 G({ $n }) = { $kept }이지만 선택지로 계산하면 { $again }입니다
reason-checkpoint-not-heap = { $rule }: 무더기 엔진으로 계산하는 규칙이 아닙니다
reason-checkpoint-other-rule = 엔진이 계산하는 규칙: { $engine } (필요한 규칙: { $rule })
reason-checkpoint-kept-count = 계산된 값 { $computed }개에 대해 저장된 값이 { $kept }개입니다 (처음 { $limit }개를 저장합니다)
reason-checkpoint-counts-total = 값 개수의 합계 { $total }: 계산된 값의 개수 { $computed }개와 같아야 합니다
reason-checkpoint-counts-overflow = 값 개수의 합계가 2^64를 넘습니다: 계산된 값의 개수 { $computed }개와 같아야 합니다
reason-checkpoint-counts-max = 값 개수가 { $reach }까지 있지만 가장 큰 값은 { $max }입니다
reason-checkpoint-kept-differs = G({ $n }) 값: 저장된 값 { $kept }, 엔진 상태의 값 { $engine }
reason-checkpoint-counts-kept = 값 개수가 저장된 값들과 맞지 않습니다
## engine states (heap/naive.rs, heap/sparse, sequence)
reason-state-unknown-engine = 이 grundy에 없는 엔진 { $engine }에서 쓴 상태입니다
reason-state-lost-value = 엔진에 G({ $n }) 값이 더 이상 없습니다
reason-state-window-differs = 다시 계산한 기록이 저장된 창과 다릅니다
reason-state-sparse = 희소 엔진의 상태가 일관되지 않습니다 ({ $detail })
reason-state-tables-no-code = 코드 없는 분할 표입니다
reason-state-too-few-values = G({ $n }) 값에는 G(0), …, G({ PREV($n) }) 값이 필요한데 주어진 값은 { $count }개뿐입니다
reason-state-format = 형식 { $found } (이 빌드가 읽는 형식: { $format })
reason-state-other-engine = 엔진 { $engine }에서 쓴 상태입니다 (필요한 엔진: { $expected })
reason-state-values-claim = { $from }부터의 값 { $count }개를 담고 있지만 계산된 값이 { $computed }개라고 합니다
reason-state-unknown-data = 엔진 { $engine }에서 모르는 데이터가 들어 있습니다
reason-state-max-value = 가장 큰 값은 { $max }인데 기록된 값은 { $recorded }입니다
reason-state-recomputes = G({ $n }) 값을 다시 계산하면 { $again }이지만 상태에는 { $last }: 이 값들은 { $rule } 규칙의 것이 아닙니다
