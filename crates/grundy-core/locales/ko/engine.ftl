# engine: messages of this file (see crates/grundy/src/i18n/mod.rs)
# 엔진 자신의 이유: 엔진이 규칙을 거부하는 까닭, 저장된 희소 엔진 상태가 일관되지 않은 까닭,
# 체크포인트를 해독할 수 없는 까닭, 저장된 미제르 몫이 재검사에서 실패한 까닭, 게임의 값을
# 탐색으로 구하는 까닭. 상태 항목의 이름(`config`, `rare_positions`, …)은 데이터이므로 그대로 둡니다.

## 엔진이 규칙을 거부하는 까닭
engine-lasker = 라스커의 님(Lasker's Nim)의 코드는 자릿수가 무한히 많습니다(닫힌 꼴은 단순 엔진에 있습니다)
engine-repeating-code = 코드의 자릿수가 무한히 많습니다(반복 블록)
engine-additive-code = 코드에 더하는 자리가 있습니다(말을 보태는 수)
engine-digit-three-heaps = 숫자 { $digit } 자리에서는 한 수가 무더기 셋 이상을 남길 수 있습니다
engine-digit-lone-token = 숫자 { $digit } 자리에서는 말 하나짜리 무더기 하나만 남기는 수가 금지됩니다(CGSuite의 `?`)
engine-parity-mask = 위치 홀짝 마스크를 쓰려면 나누는 거리가 모두 같은 홀짝이어야 합니다
engine-ring-too-small = G({ $n }) 값을 구하려면 G({ $needed }) 값과 그 짝이 필요한데, 링 버퍼(값 { $ring }개)에 더 이상 남아 있지 않습니다(멀리서 새 드문 값이 나왔거나 깊이가 창을 넘었습니다). 더 큰 창으로 다시 실행하세요
engine-no-code = 이 규칙에는 코드도, 자기 엔진도 없습니다

## 희소 엔진의 저장된 상태 (reason-state-sparse 안)
engine-state-missing = 항목 `{ $entry }` 없음
engine-state-length = 항목 `{ $entry }`의 길이가 맞지 않습니다
engine-state-not-16-bit = 항목 `{ $entry }`에 든 값 { $value }: 16비트 값이 아닙니다
engine-state-forced-mask = 강제한 마스크가 범위를 벗어납니다
engine-state-no-layout = 항목 `layout`에 해당하는 배치가 없습니다
engine-state-depth = 깊이 { $depth }: 계산된 값의 개수 { $n }보다 큽니다
engine-state-width = 값의 비트 폭이 가장 큰 값과 맞지 않습니다
engine-state-wide-mask = 마스크가 16비트 값보다 넓습니다
engine-state-mask-rule = 마스크가 규칙에 맞지 않습니다
engine-state-mask-forced = 마스크가 강제한 마스크와 다릅니다
engine-state-histogram = 히스토그램이 값들과 맞지 않습니다
engine-state-histogram-max = 히스토그램이 가장 큰 값과 맞지 않습니다
engine-state-rare-positions = 드문 위치들이 서로 맞지 않습니다
engine-state-rare-above = 어떤 드문 값이 가장 큰 값보다 큽니다
engine-state-not-rare = 목록에 있는 드문 위치 하나가 마스크로 보면 드물지 않습니다
engine-state-values-cover = 저장된 값들이 G(0), …, G({ PREV($n) }) 전체를 덮지 않습니다
engine-state-max = 가장 큰 값이 값들과 맞지 않습니다
engine-state-rare-list = 드문 값 목록이 값들과 맞지 않습니다
engine-state-rare-value = 어떤 드문 값이 값들과 맞지 않습니다
engine-state-ring = 링 버퍼가 일관되지 않습니다
engine-state-stored-above = 저장된 값 하나가 가장 큰 값보다 큽니다
engine-state-rare-stored = 드문 값 목록이 저장된 값들과 맞지 않습니다

## 디코더가 읽지 못한 체크포인트; `detail`은 디코더 자신의 글
engine-decode = { $kind }; 디코더의 말: "{ $detail }"
engine-decode-end = 체크포인트가 끝나기 전에 데이터가 끝납니다
engine-decode-read = 데이터를 읽을 수 없습니다
engine-decode-utf8 = 그 안의 글 하나가 올바른 UTF-8이 아닙니다
engine-decode-bool = 예/아니요 칸에 든 값 { $byte }: 0도 1도 아닙니다
engine-decode-char = 그 안의 문자 하나가 올바르지 않습니다
engine-decode-tag = 변형 번호 { $tag }에 해당하는 변형이 없습니다
engine-decode-limit = 내용에 머리글에 적힌 것보다 많은 바이트가 필요합니다
engine-decode-value = 어떤 칸에 체크포인트에 있을 수 없는 값이 들어 있습니다
engine-decode-other = 이 빌드가 읽는 배치가 아닙니다

## 재검사에서 실패한 저장된 미제르 몫 (verify-fails 안)
engine-verify-sum = { $heaps }
engine-verify-empty-sum = 빈 합
engine-verify-no-element = 몫에 원소가 하나도 없습니다
engine-verify-action-tables = 생성원은 { $generators }개인데 작용 표는 { $tables }개입니다
engine-verify-action-range = 생성원 { $generator }의 작용 표가 범위 안의 원소 { $order }개로 되어 있지 않습니다
engine-verify-exponents = 원소 { $element }의 표준형에 지수가 { $count }개 있지 않습니다
engine-verify-p-range = P-부분이 범위 밖의 원소를 가리킵니다
engine-verify-phi-range = Φ가 비어 있거나 범위 밖의 원소를 가리킵니다
engine-verify-generator-heap = 어떤 생성원의 무더기가 0이거나 저장된 Φ 너머에 있습니다
engine-verify-skipped-tables = 검사하지 않음: 표의 모양이 잘못되었습니다
engine-verify-skipped-structure = 검사하지 않음: 구조 검사가 실패했습니다
engine-verify-identity = 원소 0이 항등원이 아닙니다
engine-verify-phi-identity = Φ(0)이 항등원이 아닙니다
engine-verify-commute = 생성원 { $first }, { $second }: 원소 { $element }에서 서로 교환되지 않습니다
engine-verify-normal-form = 원소 { $index }의 표준형({ $element })을 계산하면 다른 원소가 나옵니다
engine-verify-generator = Φ({ $heap }) 값이 생성원 { $generator }, 곧 무더기 { $heap }의 동치류가 아닙니다
engine-verify-period-range = 무더기 { $preperiod }부터의 주기 { $period }: 저장된 무더기 범위 안에 있지 않습니다
engine-verify-period-differs = Φ({ $heap }) ≠ Φ({ $later }): 주어진 주기 { $period }에 어긋납니다
engine-verify-period-bound = 저장된 무더기들이 무더기 { $preperiod }부터의 주기 { $period }에 대한 주기성 정리의 한계에 이르지 못합니다
engine-verify-p-condition = 원소 { $element } · Φ({ $heap })의 곱이 P에 속하는데, 원소 { $element }에 무더기 { $heap }의 한 선택지(원소 { $option })를 곱한 것도 P에 속합니다
engine-verify-no-move = { $sum }: 둘 수가 없는데(둘 차례인 사람이 이김) 이 합의 원소({ $element })가 P에 속합니다
engine-verify-p-option = { $sum }: 이 합의 원소({ $element })가 P에 속하는데, 선택지 { $option }의 원소도 P에 속합니다
engine-verify-no-p-option = { $sum }: 이 합의 원소({ $element })가 P 밖에 있는데, P에 속한 선택지가 없습니다
engine-verify-not-apart = 원소 { $first }, { $second }: 어떤 원소로도 구별되지 않습니다

## 게임의 값을 탐색으로 구하는 까닭 (`search` 단계)
engine-search-misere = 미제르 플레이에는 합의 규칙이 없고 이 국면에 맞는 공식도 없습니다: 게임 트리 전체를 탐색합니다

## 명령줄 오류의 맥락 (grundy-cli play.rs)
engine-cli-in-position = 국면 { $position }

## 연습 페이지의 거부 (grundy-web practice.rs)
engine-web-too-many-exercises = 연습 문제 { $count }개: 이 서버는 한 번에 최대 { $max }개까지 만듭니다
