# 님버 산술의 말 (ko): `grundy nimber`의 추론과 오류. hidden/nimber/mod.rs의
# `grundy_core::words!`가 카탈로그에 더합니다.

nimber-step-sum = { $a } ⊕ { $b } = { $value } (님 합: 올림 없이 이진 자리끼리 더함)
nimber-step-ordinary = { $a } ⊗ { $b } = { $value } (0과 1은 보통 수처럼 곱함)
nimber-step-product = { $a } ⊗ { $b }: 페르마 2-거듭제곱 F = 2^(2^{ $exponent }) = { $fermat }에 대해 { $a } = { $a_high }·F ⊕ { $a_low }, { $b } = { $b_high }·F ⊕ { $b_low }; F ⊗ F = 3/2·F = { $three_halves }이고 x < F이면 x ⊗ F = x·F이므로 곱은 ({ $high } ⊕ { $cross })·F ⊕ { $low } ⊕ { $high } ⊗ { $half_fermat } = ({ $high } ⊕ { $cross })·{ $fermat } ⊕ { $low } ⊕ { $half } = { $value }
nimber-step-inverse = { $x }⁻¹ = { $x }^(2^{ $m } − 2) = { $value } (2^{ $m } 미만 님버의 체 GF(2^{ $m })에서 x ≠ 0이면 x^(2^{ $m } − 1) = 1)
nimber-step-quotient = { $a } / { $b } = { $a } ⊗ { $b }⁻¹ = { $a } ⊗ { $inverse } = { $value }
nimber-step-exponent-reduced = 2^128 − 1로 나눈 나머지로 줄인 지수: { $exponent } → { $reduced } (2^128 미만의 님버 x ≠ 0은 모두 x^(2^128 − 1) = 1)
nimber-step-power = { $base }^{ $exponent } = { $base }^{ $reduced } (GF(2^{ $m })에서 x ≠ 0이면 x^(2^{ $m } − 1) = 1) = { $value }, 제곱을 거듭하여: { $squares }
nimber-step-sqrt = √{ $x } = { $x }^(2^{ $m1 }) = { $value } (GF(2^{ $m })에서 제곱은 일대일이고 x^(2^{ $m }) = x; 확인: { $value } ⊗ { $value } = { $x })

nimber-err-at = { $column }번째 열: { $what }
nimber-err-empty = 식이 비어 있습니다
nimber-err-too-large = 2^128 이상의 수: { $literal } (여기서 님버는 2^128 미만입니다)
nimber-err-expected = 필요한 것: { $expected }; 실제로 온 것: “{ $found }”
nimber-err-expected-end = 필요한 것: { $expected }; 그러나 식이 끝났습니다
nimber-err-unknown-function = 알 수 없는 함수 “{ $name }” (함수는 sqrt와 inv입니다)
nimber-err-too-deep = 괄호와 함수가 { $limit }단계보다 깊게 중첩되었습니다
nimber-err-chained-power = 거듭제곱을 괄호 없이 다시 거듭제곱할 수 없습니다: (x^a)^b로 쓰십시오
nimber-err-division-by-zero = 0으로 나눗셈: { $dividend } / 0
nimber-err-inverse-of-zero = 님버 0에는 역원이 없습니다
nimber-expected-operand = 수, “(”, sqrt( 또는 inv(
nimber-expected-operator = 연산자 (+ * / ^) 또는 식의 끝
nimber-expected-close = “)”
nimber-expected-open = 함수 이름 뒤의 “(”
nimber-expected-exponent = 보통 정수 지수 (십진수 또는 0x 십육진수)
nimber-heading-value = 값
nimber-heading-steps = 추론

# ω^(ω^ω) 미만의 순서수 (nimber/ordinal.rs).
nimber-ordinal-step-sum = { $a } ⊕ { $b } = { $value } (님 합: ω의 같은 거듭제곱의 계수끼리 올림 없이 더함)
nimber-ordinal-step-product = { $a } ⊗ { $b } = { $value }
nimber-ordinal-step-product-by = { $a } ⊗ { $b } = { $value }, 사용한 관계: { $relations }
nimber-ordinal-step-power = ({ $base })^⊗{ $exponent } = { $value } (제곱과 곱셈의 반복)
nimber-ordinal-by = { $line }, 사용한 관계: { $relations }
nimber-ordinal-step-inverse = ({ $x })⁻¹ = ({ $x })^⊗(2^{ $m } − 2) = { $value } (x는 원소가 2^{ $m }개인 체에 속하고, 그 체에서 x ≠ 0이면 x^⊗(2^{ $m } − 1) = 1)
nimber-ordinal-step-quotient = { $a } / { $b } = { $a } ⊗ ({ $b })⁻¹ = { $value }
nimber-ordinal-step-sqrt = √({ $x }) = ({ $x })^⊗(2^{ $m1 }) = { $value } (x는 원소가 2^{ $m }개인 체에 속하고, 그 체에서 제곱은 일대일이며 x^⊗(2^{ $m }) = x)
nimber-ordinal-err-exponent-too-large = ω의 지수에서 ω^{ $level }의 계수가 2^64에 이릅니다: 여기서 지수는 ω^ω 미만이고 계수는 2^64 미만입니다
nimber-ordinal-err-level-too-high = 여기서 다루는 순서수의 범위를 넘습니다: ω^(ω^{ $level }) (다루는 범위: ω^(ω^{ $limit })까지)
nimber-ordinal-err-coefficient-too-large = 체의 상수 α_{ $p }에 2^128 이상의 유한 계수가 필요합니다: 여기서 유한 계수는 2^128 미만입니다
nimber-ordinal-err-power-too-large = 순서수의 님 거듭제곱 지수가 2^128 이상입니다: { $exponent }
nimber-ordinal-err-too-much-work = 거부됨: 계산에 작업 단계가 { $limit }개보다 많이 필요합니다 (필요한 체가 여기서는 너무 큽니다)
nimber-expected-omega-exponent = ω의 지수: 수, ω, 또는 (ω^2×3+ω+1)처럼 괄호 안의 칸토어 표준형
nimber-constants-heading = Lenstra의 상수: (k+2)번째 소수 p에 대해 (ω^(ω^k))^⊗p = α_p = κ_f ⊕ m; f = f(p)는 p를 법으로 한 2의 위수, κ_f는 q-집합 Q(p)의 κ_q들의 님 합 (κ_(2^a) = 2^(2^(a−1)), 단계 j의 홀수 소수 r에 대해 κ_(r^a) = ω^(ω^j×r^(a−1))), m은 초과분
nimber-constants-refused = 거부됨: { $reason }
