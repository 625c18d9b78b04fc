# Слова арифметики ним-чисел (ru): рассуждения и ошибки `grundy nimber`; в каталог их
# добавляет `grundy_core::words!` в hidden/nimber/mod.rs.

nimber-step-sum = { $a } ⊕ { $b } = { $value } (ним-сумма: двоичные разряды складываются без переноса)
nimber-step-ordinary = { $a } ⊗ { $b } = { $value } (0 и 1 умножаются как обычные числа)
nimber-step-product = { $a } ⊗ { $b }: для ферматовой степени двойки F = 2^(2^{ $exponent }) = { $fermat } имеем { $a } = { $a_high }·F ⊕ { $a_low } и { $b } = { $b_high }·F ⊕ { $b_low }; так как F ⊗ F = 3/2·F = { $three_halves } и x ⊗ F = x·F при x < F, произведение равно ({ $high } ⊕ { $cross })·F ⊕ { $low } ⊕ { $high } ⊗ { $half_fermat } = ({ $high } ⊕ { $cross })·{ $fermat } ⊕ { $low } ⊕ { $half } = { $value }
nimber-step-inverse = { $x }⁻¹ = { $x }^(2^{ $m } − 2) = { $value } (в поле GF(2^{ $m }) ним-чисел меньше 2^{ $m } x^(2^{ $m } − 1) = 1 при x ≠ 0)
nimber-step-quotient = { $a } / { $b } = { $a } ⊗ { $b }⁻¹ = { $a } ⊗ { $inverse } = { $value }
nimber-step-exponent-reduced = показатель { $exponent } берётся по модулю 2^128 − 1 (x^(2^128 − 1) = 1 для любого ним-числа x ≠ 0 меньше 2^128): { $reduced }
nimber-step-power = { $base }^{ $exponent } = { $base }^{ $reduced } (в GF(2^{ $m }) x^(2^{ $m } − 1) = 1 при x ≠ 0) = { $value }, возведением в квадрат: { $squares }
nimber-step-sqrt = √{ $x } = { $x }^(2^{ $m1 }) = { $value } (в GF(2^{ $m }) возведение в квадрат взаимно однозначно и x^(2^{ $m }) = x; проверка: { $value } ⊗ { $value } = { $x })

nimber-err-at = столбец { $column }: { $what }
nimber-err-empty = выражение пусто
nimber-err-too-large = число { $literal } не меньше 2^128: здесь ним-числа меньше 2^128
nimber-err-expected = ожидалось: { $expected }, а встретилось «{ $found }»
nimber-err-expected-end = ожидалось: { $expected }, а выражение закончилось
nimber-err-unknown-function = неизвестная функция «{ $name }» (функции: sqrt и inv)
nimber-err-too-deep = скобки и функции вложены глубже { $limit } уровней
nimber-err-chained-power = степень нельзя снова возвести в степень без скобок: пишите (x^a)^b
nimber-err-division-by-zero = деление на ноль: { $dividend } / 0
nimber-err-inverse-of-zero = у ним-числа 0 нет обратного
nimber-expected-operand = число, «(», sqrt( или inv(
nimber-expected-operator = операция (+ * / ^) или конец выражения
nimber-expected-close = «)»
nimber-expected-open = «(» после имени функции
nimber-expected-exponent = обычный целый показатель (десятичный или шестнадцатеричный с 0x)
nimber-heading-value = Значение
nimber-heading-steps = Рассуждение

# Ординалы меньше ω^(ω^ω) (nimber/ordinal.rs).
nimber-ordinal-step-sum = { $a } ⊕ { $b } = { $value } (ним-сумма: коэффициенты при равных степенях ω складываются без переноса)
nimber-ordinal-step-product = { $a } ⊗ { $b } = { $value }
nimber-ordinal-step-product-by = { $a } ⊗ { $b } = { $value }, по соотношениям { $relations }
nimber-ordinal-step-power = ({ $base })^⊗{ $exponent } = { $value } (возведение в квадрат и умножение)
nimber-ordinal-by = { $line }, по соотношениям { $relations }
nimber-ordinal-step-inverse = ({ $x })⁻¹ = ({ $x })^⊗(2^{ $m } − 2) = { $value } (x лежит в поле из 2^{ $m } элементов, где x^⊗(2^{ $m } − 1) = 1 при x ≠ 0)
nimber-ordinal-step-quotient = { $a } / { $b } = { $a } ⊗ ({ $b })⁻¹ = { $value }
nimber-ordinal-step-sqrt = √({ $x }) = ({ $x })^⊗(2^{ $m1 }) = { $value } (x лежит в поле из 2^{ $m } элементов, где возведение в квадрат взаимно однозначно и x^⊗(2^{ $m }) = x)
nimber-ordinal-err-exponent-too-large = коэффициент при ω^{ $level } в показателе ω достиг бы 2^64: показатели здесь меньше ω^ω с коэффициентами меньше 2^64
nimber-ordinal-err-level-too-high = ω^(ω^{ $level }) за пределами ординалов, с которыми здесь работают (до ω^(ω^{ $limit }))
nimber-ordinal-err-coefficient-too-large = константе поля α_{ $p } нужен конечный коэффициент не меньше 2^128: конечные коэффициенты здесь меньше 2^128
nimber-ordinal-err-power-too-large = показатель { $exponent } ним-степени ординала не меньше 2^128
nimber-ordinal-err-too-much-work = отказ: вычисление потребовало бы больше { $limit } шагов работы (нужные ему поля здесь слишком велики)
nimber-expected-omega-exponent = показатель ω: число, ω или нормальная форма Кантора в скобках, например (ω^2×3+ω+1)
nimber-constants-heading = Константы Ленстры: (ω^(ω^k))^⊗p = α_p = κ_f ⊕ m для (k+2)-го простого p; f = f(p) — порядок 2 по модулю p, κ_f — ним-сумма κ_q по q-множеству Q(p) (κ_(2^a) = 2^(2^(a−1)), κ_(r^a) = ω^(ω^j×r^(a−1)) для нечётного простого r уровня j), m — избыток
nimber-constants-refused = отказ: { $reason }
