# engine: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Собственные причины движков: почему движок отказывается от правила, почему сохранённое
# состояние разреженного движка противоречиво, почему контрольную точку не удаётся
# декодировать, почему сохранённое мизерное частное не проходит перепроверку и почему
# значение игры ищется перебором. Имена записей состояния (`config`, `rare_positions`, …) —
# данные и не переводятся.

## почему движок отказывается от правила
engine-lasker = у нима Ласкера бесконечно много цифр кода (его явная формула — в простом движке)
engine-repeating-code = у кода бесконечно много цифр (повторяющийся блок)
engine-additive-code = в коде есть добавляющие цифры (ходы, которые добавляют фишки)
engine-digit-three-heaps = цифра { $digit } разрешает ходу оставить три кучи или больше
engine-digit-lone-token = цифра { $digit } запрещает оставить одну кучу из одной фишки (`?` в CGSuite)
engine-parity-mask = маске по чётности позиции нужны расстояния разбиения одной чётности
engine-ring-too-small = для G({ $n }) нужно G({ $needed }) и его пара, которых в кольцевом буфере (значений: { $ring }) уже нет (далеко появилось новое редкое значение или глубина вышла за окно); запустите заново с окном побольше
engine-no-code = у правила нет ни кода, ни собственного движка

## сохранённое состояние разреженного движка (внутри reason-state-sparse)
engine-state-missing = нет записи `{ $entry }`
engine-state-length = у записи `{ $entry }` неверная длина
engine-state-not-16-bit = в записи `{ $entry }` число { $value }, не умещающееся в 16 бит
engine-state-forced-mask = заданная маска вне допустимых пределов
engine-state-no-layout = запись `layout` не называет ни одного размещения
engine-state-depth = глубина { $depth } больше числа вычисленных значений { $n }
engine-state-width = ширина значений не соответствует наибольшему значению
engine-state-wide-mask = маска шире 16-битных значений
engine-state-mask-rule = маска не подходит к правилу
engine-state-mask-forced = маска отличается от заданной
engine-state-histogram = гистограмма не соответствует значениям
engine-state-histogram-max = гистограмма не соответствует наибольшему значению
engine-state-rare-positions = редкие позиции противоречивы
engine-state-rare-above = одно из редких значений больше наибольшего значения
engine-state-not-rare = одна из перечисленных редких позиций при этой маске не редкая
engine-state-values-cover = сохранённые значения не покрывают G(0), …, G({ PREV($n) })
engine-state-max = наибольшее значение не соответствует значениям
engine-state-rare-list = список редких значений не соответствует значениям
engine-state-rare-value = одно из редких значений не совпадает со значениями
engine-state-ring = кольцевой буфер противоречив
engine-state-stored-above = одно из сохранённых значений больше наибольшего значения
engine-state-rare-stored = список редких значений не соответствует сохранённым значениям

## контрольная точка, которую декодер не может прочитать; `detail` — собственный текст декодера
engine-decode = { $kind }; слова декодера: «{ $detail }»
engine-decode-end = данные кончаются раньше контрольной точки
engine-decode-read = данные не удалось прочитать
engine-decode-utf8 = один из текстов в ней — не корректный UTF-8
engine-decode-bool = в поле «да или нет» стоит { $byte }, а не 0 или 1
engine-decode-char = один из символов в ней некорректен
engine-decode-tag = номер варианта { $tag } не называет ни одного варианта
engine-decode-limit = её содержимому нужно больше байтов, чем объявлено в заголовке
engine-decode-value = в одном из полей значение, невозможное для контрольной точки
engine-decode-other = её устройство не из тех, что читает эта сборка

## сохранённое мизерное частное, не прошедшее перепроверку (внутри verify-fails)
engine-verify-sum = { $heaps }
engine-verify-empty-sum = пустая сумма
engine-verify-no-element = в частном нет ни одного элемента
engine-verify-action-tables = образующих { $generators }, а таблиц действия { $tables }
engine-verify-action-range = таблица действия образующей { $generator } — не { $order } элементов в допустимых пределах
engine-verify-exponents = в нормальной форме элемента { $element } не { $count } показателей
engine-verify-p-range = P-часть называет элемент вне допустимых пределов
engine-verify-phi-range = Φ пуста или называет элемент вне допустимых пределов
engine-verify-generator-heap = куча одной из образующих равна 0 или лежит за пределами сохранённой Φ
engine-verify-skipped-tables = не проверялось: таблицы испорчены
engine-verify-skipped-structure = не проверялось: структура не выполняется
engine-verify-identity = элемент 0 — не единица
engine-verify-phi-identity = Φ(0) — не единица
engine-verify-commute = образующие { $first } и { $second } не коммутируют на элементе { $element }
engine-verify-normal-form = нормальная форма элемента { $index } ({ $element }) даёт другой элемент
engine-verify-generator = Φ({ $heap }) — не образующая { $generator }, класс кучи { $heap }
engine-verify-period-range = период { $period } с кучи { $preperiod } не укладывается в сохранённые кучи
engine-verify-period-differs = Φ({ $heap }) ≠ Φ({ $later }), вопреки заявленному периоду { $period }
engine-verify-period-bound = сохранённые кучи не доходят до границы теоремы о периодичности для периода { $period } с кучи { $preperiod }
engine-verify-p-condition = элемент { $element }, умноженный на Φ({ $heap }), лежит в P, и элемент { $element }, умноженный на вариант кучи { $heap } (элемент { $option }), тоже
engine-verify-no-move = { $sum }: хода нет (ходящий выигрывает), но элемент { $element } этой суммы лежит в P
engine-verify-p-option = { $sum }: элемент { $element } этой суммы лежит в P, и элемент её варианта { $option } тоже
engine-verify-no-p-option = { $sum }: элемент { $element } этой суммы не лежит в P, но ни одного варианта в P у неё нет
engine-verify-not-apart = элементы { $first } и { $second } не различает ни один элемент

## почему значение игры ищется перебором (шаг `search`)
engine-search-misere = у мизерной игры нет правила сумм, а для этой позиции нет формулы: полный перебор дерева игры

## контекст ошибки в командной строке (grundy-cli play.rs)
engine-cli-in-position = в позиции { $position }

## отказы страницы упражнений (grundy-web practice.rs)
engine-web-too-many-exercises = упражнений: { $count }, а этот сервер составляет не больше { $max } за раз
