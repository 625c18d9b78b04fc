# The words of nimber arithmetic (en): `grundy nimber`'s reasoning and errors, added to
# the catalogue by `grundy_core::words!` in hidden/nimber/mod.rs.

nimber-step-sum = { $a } ⊕ { $b } = { $value } (nim-sum: binary digits added without carry)
nimber-step-ordinary = { $a } ⊗ { $b } = { $value } (0 and 1 multiply as ordinary numbers)
nimber-step-product = { $a } ⊗ { $b }: with the Fermat 2-power F = 2^(2^{ $exponent }) = { $fermat }, { $a } = { $a_high }·F ⊕ { $a_low } and { $b } = { $b_high }·F ⊕ { $b_low }; since F ⊗ F = 3/2·F = { $three_halves } and x ⊗ F = x·F for x < F, the product is ({ $high } ⊕ { $cross })·F ⊕ { $low } ⊕ { $high } ⊗ { $half_fermat } = ({ $high } ⊕ { $cross })·{ $fermat } ⊕ { $low } ⊕ { $half } = { $value }
nimber-step-inverse = { $x }⁻¹ = { $x }^(2^{ $m } − 2) = { $value } (in the field GF(2^{ $m }) of the nimbers below 2^{ $m }, x^(2^{ $m } − 1) = 1 for x ≠ 0)
nimber-step-quotient = { $a } / { $b } = { $a } ⊗ { $b }⁻¹ = { $a } ⊗ { $inverse } = { $value }
nimber-step-exponent-reduced = the exponent { $exponent } is taken modulo 2^128 − 1 (x^(2^128 − 1) = 1 for every nimber x ≠ 0 below 2^128): { $reduced }
nimber-step-power = { $base }^{ $exponent } = { $base }^{ $reduced } (in GF(2^{ $m }), x^(2^{ $m } − 1) = 1 for x ≠ 0) = { $value }, by squaring: { $squares }
nimber-step-sqrt = √{ $x } = { $x }^(2^{ $m1 }) = { $value } (in GF(2^{ $m }) squaring is one-to-one and x^(2^{ $m }) = x; check: { $value } ⊗ { $value } = { $x })

nimber-err-at = column { $column }: { $what }
nimber-err-empty = the expression is empty
nimber-err-too-large = the number { $literal } is 2^128 or more: nimbers here are below 2^128
nimber-err-expected = expected { $expected }, found “{ $found }”
nimber-err-expected-end = expected { $expected }, found the end of the expression
nimber-err-unknown-function = unknown function “{ $name }” (the functions are sqrt and inv)
nimber-err-too-deep = parentheses and functions nested more than { $limit } deep
nimber-err-chained-power = a power cannot be raised again without parentheses: write (x^a)^b
nimber-err-division-by-zero = division by zero: { $dividend } / 0
nimber-err-inverse-of-zero = the nimber 0 has no inverse
nimber-expected-operand = a number, “(”, sqrt( or inv(
nimber-expected-operator = an operator (+ * / ^) or the end
nimber-expected-close = “)”
nimber-expected-open = “(” after the function's name
nimber-expected-exponent = an ordinary integer exponent (decimal or 0x hexadecimal)
nimber-heading-value = Value
nimber-heading-steps = Reasoning

# Ordinals below ω^(ω^ω) (nimber/ordinal.rs).
nimber-ordinal-step-sum = { $a } ⊕ { $b } = { $value } (nim-sum: the coefficients of equal powers of ω added without carry)
nimber-ordinal-step-product = { $a } ⊗ { $b } = { $value }
nimber-ordinal-step-product-by = { $a } ⊗ { $b } = { $value }, by { $relations }
nimber-ordinal-step-power = ({ $base })^⊗{ $exponent } = { $value } (square and multiply)
nimber-ordinal-by = { $line }, by { $relations }
nimber-ordinal-step-inverse = ({ $x })⁻¹ = ({ $x })^⊗(2^{ $m } − 2) = { $value } (x lies in a field of 2^{ $m } elements, where x^⊗(2^{ $m } − 1) = 1 for x ≠ 0)
nimber-ordinal-step-quotient = { $a } / { $b } = { $a } ⊗ ({ $b })⁻¹ = { $value }
nimber-ordinal-step-sqrt = √({ $x }) = ({ $x })^⊗(2^{ $m1 }) = { $value } (x lies in a field of 2^{ $m } elements, where squaring is one-to-one and x^⊗(2^{ $m }) = x)
nimber-ordinal-err-exponent-too-large = a coefficient of ω^{ $level } in an exponent of ω would reach 2^64: exponents here are below ω^ω with coefficients below 2^64
nimber-ordinal-err-level-too-high = ω^(ω^{ $level }) is beyond the ordinals handled here (up to ω^(ω^{ $limit }))
nimber-ordinal-err-coefficient-too-large = the field constant α_{ $p } would need a finite coefficient of 2^128 or more: finite coefficients here are below 2^128
nimber-ordinal-err-power-too-large = the exponent { $exponent } of a nim power of an ordinal is 2^128 or more
nimber-ordinal-err-too-much-work = refused: the computation would take more than { $limit } steps of work (the fields it needs are too large here)
nimber-expected-omega-exponent = an exponent of ω: a number, ω, or a Cantor normal form in parentheses such as (ω^2×3+ω+1)
nimber-constants-heading = Lenstra's constants: (ω^(ω^k))^⊗p = α_p = κ_f ⊕ m for the (k+2)-th prime p, f = f(p) the order of 2 modulo p, κ_f the nim-sum of the κ_q of the q-set Q(p) (κ_(2^a) = 2^(2^(a−1)), κ_(r^a) = ω^(ω^j×r^(a−1)) for the odd prime r of level j), m the excess
nimber-constants-refused = refused: { $reason }
