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
