# Что печатает сама команда grundy (crates/grundy-cli): ход работы, итоги, ошибки её
# параметров и файлов; и фоновые задания последовательностей веб-сервера.

## Слова clap на языках, кроме английского.
cli-default = по умолчанию: { $values }
cli-possible-values = возможные значения: { $values }
clap-value-required = для '{ $arg }' нужно значение, но оно не указано
clap-invalid-value = недопустимое значение '{ $value }' для '{ $arg }'
clap-value-validation = недопустимое значение '{ $value }' для '{ $arg }': { $why }
clap-unknown-argument = неожиданный аргумент '{ $arg }'
clap-unknown-subcommand = неизвестная подкоманда '{ $name }'
clap-no-equals = значение для '{ $arg }' нужно задавать через знак равенства
clap-too-many-values = неожиданное значение '{ $value }' для '{ $arg }': больше значений не ожидалось
clap-wrong-number-of-values = '{ $arg }' требует значений: { $expected }, а указано: { $actual }
clap-used-twice = аргумент '{ $arg }' нельзя указывать несколько раз
clap-conflict = аргумент '{ $arg }' нельзя использовать вместе с '{ $prior }'
clap-missing-argument = не указаны обязательные аргументы: { $args }
clap-missing-subcommand = нужна подкоманда, но она не указана
clap-invalid-utf8 = в аргументах найден недопустимый UTF-8
clap-bad-arguments = аргументы недопустимы
clap-did-you-mean = подсказка: есть похожий вариант '{ $suggestion }'
clap-more-information = Подробнее: '--help'.
clap-int-empty = число не указано
clap-int-invalid-digit = в строке недопустимая цифра
clap-int-too-large = число слишком велико
clap-int-too-small = число слишком мало
clap-int-zero = число не может быть нулём
clap-int-invalid = это не число
clap-float-invalid = это не число
clap-not-in-range = { $value } вне диапазона { $range }

## Индикаторы хода работы.
cmd-bar-values = значений
cmd-bar-vertices = вершин определено
cmd-bar-eta = осталось
cmd-bar-ctrl-c = (Ctrl-C останавливает)
cmd-bar-round = раунд
cmd-bar-nim-sequence = ним-последовательность
cmd-bar-positions = позиций
cmd-bar-genus = поиск рода

## grundy seq
cmd-removed-stale = удалён { $file }, оставшийся от прерванной записи контрольной точки { $checkpoint }
cmd-seq-out-format = --out { $file }: укажите формат (--csv, --jsonl, --bfile или --format u8|u16le|u32le|u64le)
cmd-seq-threads = --threads: не удалось создать пул потоков
cmd-seq-name-game = укажите игру
cmd-seq-from-past-upto = --from { $from } больше --upto { $upto }: записывать нечего
cmd-seq-json-and-values = и --json, и значения идут в стандартный вывод: запишите значения через --out FILE
cmd-the-checkpoint = контрольная точка { $file }
cmd-seq-checkpoint-longer = контрольная точка { $file } содержит G(0), …, G({ PREV($computed) }), больше, чем просит --upto { $upto }, и хранит только первые { $limit } значений: продолжите с --upto { $resume } или больше
cmd-seq-no-checkpoint-needed = { $game }: вычисляется по замкнутой формуле или рекуррентности вычитания, контрольная точка не нужна (уберите --checkpoint)
cmd-seq-part-gone = { $file } больше нет
cmd-seq-write-rest = запишите остаток с --from { $from } (и допишите его к тому, что записал первый запуск) или используйте --out FILE: его частичный файл продолжается при возобновлении
cmd-seq-past-keep-limit = контрольная точка дальше { $limit } значений и хранит только первые: значения с n = { $from } записать заново нельзя ({ $how })
cmd-seq-plot-past-keep-limit = --plot нельзя использовать при продолжении запуска длиннее { $limit } значений
cmd-seq-wrote = G({ $from }), …, G({ $upto }) записаны в { $file }
cmd-seq-wrote-generated = G({ $from }), …, G({ $upto }) записаны в { $file }; начиная с n = { $generated } порождены из доказанного периода
cmd-seq-wrote-plot = график G({ $from }), …, G({ $upto }) нарисован в { $file }
cmd-seq-wrote-histogram = частоты значений G(0), …, G({ $upto }) нарисованы в { $file }
cmd-seq-wrote-certificate = сертификат доказательства записан в { $file }; проверка: grundy-check { $file }
cmd-seq-wrote-certificate-unchecked = сертификат доказательства записан в { $file }; grundy-check не может проверить его теорему ({ $theorem }) и так и скажет
cmd-seq-no-certificate = период { $game } не доказан на G(0), …, G({ $upto }): сертификат не записан
cmd-census-wrote-certificates = сертификатов записано в { $dir }: { $count } (каждый проверяется grundy-check)
cmd-census-cannot-create-dir = не удаётся создать папку { $dir }
cmd-seq-saved-checkpoint = состояние вычисления (вычислены G(0), …, G({ $computed })) сохранено в { $file }; --resume { $file } продолжит его
cmd-seq-table-left-out = (таблица значений не печатается, когда они идут в файл или на рисунок: --table печатает её)
cmd-plot-title = { $name }: G(n) при { $from } ≤ n ≤ { $upto }
cmd-seq-interrupted-unsaved = прервано после G(0), …, G({ PREV($computed) }); ничего не сохранено ({ $game } не нуждается в контрольной точке)
cmd-seq-interrupted = прервано после G(0), …, G({ PREV($computed) }); контрольная точка сохранена в { $file }
cmd-seq-interrupted-part = прервано после G(0), …, G({ PREV($computed) }) (уже вычисленные значения — в { $part }); контрольная точка сохранена в { $file }
cmd-seq-resume-with = продолжить: { $command } и те же параметры вывода
cmd-check-name-game = { $file }: укажите игру (grundy seq GAME --check FILE): её называет только двоичный формат
cmd-check-other-game = { $file } содержит значения { $held } ({ $held_code }), а не { $game } ({ $code })
cmd-check-unfinished = { $file }: незаконченный файл (его заголовок не насчитывает ни одного значения)
cmd-check-no-values = { $file }: значений нет
cmd-check-rows-down = { $file }: n = { $n } идёт после n = { $previous }: строки должны идти по возрастанию
cmd-check-wrong =
    { $file }: G({ $n }) в файле равно { $value }, а пересчёт даёт { $expected } (проверено { $checked ->
        [one] { $checked } значение
        [few] { $checked } значения
       *[other] { $checked } значений
    })
cmd-check-sample-agrees =
    { $checked ->
        [one] { $checked } случайно выбранное значение совпадает
        [few] { $checked } случайно выбранных значения совпадают
       *[other] { $checked } случайно выбранных значений совпадают
    } с пересчётом
cmd-check-all-agree =
    { $checked ->
        [one] { $checked } значение совпадает
        [few] все { $checked } значения совпадают
       *[other] все { $checked } значений совпадают
    } с пересчётом
cmd-check-checksum-wrong = { $how }, но контрольная сумма не совпадает со значениями (файл изменён после записи)
cmd-check-checksum-ok = { $how }; контрольная сумма совпадает
cmd-compare-differ = первое различие при n = { $n }: в { $a } — { $v }, в { $b } — { $w } (до него совпадает значений: { $same })
cmd-compare-longer-range = значения, которые есть в обоих, совпадают (их { $same }, { $from } ≤ n ≤ { $to })
cmd-compare-longer-none = значения, которые есть в обоих, совпадают (их { $same })
cmd-compare-longer = { $longer } продолжается при n = { $n }, где { $shorter } кончается; { $agree }
cmd-compare-checksum = { $file }: контрольная сумма не совпадает с его значениями
cmd-compare-same =
    { $same ->
        [one] то же { $same } значение
        [few] те же { $same } значения
       *[other] те же { $same } значений
    } G({ $from }), …, G({ $to })
cmd-compare-nothing-common = общих значений нет

## Файлы (все команды)
cmd-cannot-create = не удаётся создать { $file }
cmd-cannot-write = не удаётся записать { $file }
cmd-cannot-open = не удаётся открыть { $file }
cmd-cannot-read = не удаётся прочитать { $file }
cmd-cannot-cut = не удаётся обрезать { $file }
cmd-cannot-map = не удаётся отобразить в память { $file }
cmd-cannot-move = не удаётся переместить { $file } в { $to }
cmd-cannot-move-into-place = не удаётся поставить { $file } на место
cmd-output-not-a-file = { $file } — не обычный файл, не символьное устройство и не канал: записывать поверх него отказываюсь
cmd-output-too-many-links = { $file }: больше { $limit } символических ссылок подряд
cmd-values-binary-pipe = двоичные форматы дописывают заголовок в конце, а в канал так писать нельзя: укажите обычный файл вместо { $file }
cmd-not-file-name = { $file } — не имя файла

## Файлы значений (grundy seq --out, --check, --resume)
cmd-values-unknown-format = неизвестный формат { $format }: csv, jsonl, bfile, u8, u16le, u32le или u64le
cmd-values-binary-needs-out = двоичным форматам нужен --out FILE (их заголовок дописывается в конце)
cmd-values-other-part = { $file } — не частичный файл этого запуска (в нём значения { $width } кода { $code } с n = { $first }): удалите его или продолжайте с теми же --format и --from
cmd-values-other-format = { $file } — не частичный файл этого запуска (другой формат): удалите его или продолжайте с тем же форматом
cmd-values-part-short = { $file } содержит значения только до n = { $last }, а контрольная точка — на n = { $at }: удалите его и запустите снова
cmd-values-expected-n = { $file }: ожидалось n = { $n }, найдено n = { $found }
cmd-values-part-differs = { $file }: G({ $n }) в файле равно { $value }, а в контрольной точке — { $kept }
cmd-values-too-wide = --format { $format }: G({ $n }) = { $value }: { $why }; возьмите более широкий формат
cmd-values-header-short = { $file }: заголовок обрезан
cmd-values-ends-early = { $file }: файл кончается после значений: { $count }, а заголовок обещает { $header }
cmd-values-bad-row = { $file }, строка { $line }: { $text } — не значение (n,g — n g — {"{"}"n":…,"g":…{"}"} — или одно значение в строке)
cmd-values-other-first-line = { $file } — не частичный файл этого запуска (его первая строка не того формата): удалите его или продолжайте с тем же форматом

## Контрольные точки и графики
cmd-cannot-write-checkpoint = не удаётся записать контрольную точку { $file }
cmd-cannot-read-checkpoint = не удаётся прочитать контрольную точку { $file }
cmd-checkpoint-no-file-name = в пути контрольной точки нет имени файла
cmd-plot-kind = { $file }: график записывается как .svg или .png
cmd-plot-cannot-draw = не удаётся нарисовать { $file }: { $why }

## grundy census
cmd-census-cannot-read-codes = не удаётся прочитать файл кодов { $file }
cmd-census-no-family = семейство не указано: задайте --octal-digits K, --hex-digits K, --subtraction-max M или --codes FILE
cmd-census-in-file = в файле кодов { $file }
cmd-census-time-per-code = --time-per-code { $value }: укажите положительное число секунд
cmd-worker-stopped = рабочий поток остановился
cmd-census-row-periodic = периодическая, предпериод { $preperiod }, период { $period }
cmd-census-row-open = открыта до { $at }
cmd-census-row-error = ошибка: { $why }
cmd-census-process-done = процесс { $process }: готово (строки у процесса 0)
cmd-census-summary = перепись: строк — { $rows } (стандартных форм — { $forms }): периодических — { $periodic }, открытых — { $open }, ошибок — { $errors }
cmd-census-work = уже было в { $file } строк: { $resumed }, записано сейчас: { $written } (вычислено стандартных форм: { $computed }) за { $seconds } с; потоков: { $workers } × процессов: { $processes }
cmd-census-longest-period = самый длинный период: { $period } ({ $form })
cmd-census-longest-preperiod = самый длинный предпериод: { $preperiod } ({ $form })
cmd-census-equal = классы стандартных форм с одной и той же доказанной ним-последовательностью ({ $count }):
cmd-census-shifted = классы, чья доказанная ним-последовательность — сдвиг другой (G_a(n + k) = G_b(n)) ({ $count }):
cmd-census-shifted-by = { $a } = { $b } со сдвигом { $k }
cmd-census-rows-in = строки: { $file } и { $csv }
cmd-census-col-form = станд. форма
cmd-census-col-codes = коды
cmd-census-col-status = статус
cmd-census-col-preperiod = предпериод
cmd-census-col-period = период
cmd-census-col-checked = проверено до
cmd-census-col-largest = наиб.
cmd-census-col-rare = редких

## grundy census / graph solve on several processes (timely)
cmd-timely-workers = -w { $threads }: укажите от 1 до 1024 рабочих потоков
cmd-timely-index = -p { $process } при -n { $processes }: номер должен быть меньше числа процессов

## grundy graph
cmd-graph-written = { $file }: вершин — { $vertices }, дуг — { $arcs }, байт — { $bytes }
cmd-graph-unknown-kind = неизвестный вид графа { $kind }: `random`, `cycle`, `fair-shares` или `square-but-one`
cmd-graph-coins-only-fair-shares = --coins и --text — только для `grundy graph gen fair-shares`
cmd-graph-needs-vertices = `grundy graph gen { $kind }` требует --vertices
cmd-graph-fair-shares-no-vertices = fair-shares принимает --coins (вершины — разбиения числа монет), а не --vertices
cmd-graph-fair-shares-needs-coins = `grundy graph gen fair-shares` требует --coins N (от 1 до { $max })
cmd-graph-fair-shares-written = { $file }: «Fair Shares and Varied Pairs», монет — { $coins }, вершин (разбиений) — { $vertices }, дуг — { $arcs }, байт — { $bytes }
cmd-graph-stats-file = { $file }: байт — { $bytes }, контрольная сумма в порядке
cmd-graph-stats-size = вершин { $vertices }, дуг { $arcs }, средняя полустепень исхода { $degree }
cmd-graph-stats-degrees = стоков { $sinks }, петель { $loops }, наибольшая полустепень исхода { $out }, наибольшая полустепень захода { $inward }
cmd-graph-not-usable = { $file } — непригодный двоичный граф
cmd-graph-cannot-resume = не удаётся продолжить с { $file }
cmd-graph-resuming = продолжение с { $file } с раунда { $round }
cmd-graph-stopped-saved = остановлено на раунде { $round }; сохранено в { $file } — запустите ту же команду, чтобы продолжить
cmd-graph-stopped = остановлено на раунде { $round } (укажите --checkpoint FILE, чтобы можно было продолжить)
cmd-graph-solved = вершин — { $vertices }, дуг — { $arcs }: раундов — { $rounds } за { $seconds } с
cmd-graph-solve-speed = { $graph } млн дуг графа/с ({ $scanned } млн просмотренных дуг/с); массивы решателя { $solver } МБ (12 байт на вершину), граф { $file } МБ, пиковый RSS { $peak } МБ
cmd-graph-checkpoint-one-machine = --checkpoint — только для решателя на одной машине (без -w и -n)
cmd-graph-dist-round = раунд { $round }: помечено { $labelled }, ∞ { $infinite }, супершагов { $supersteps }, сообщений { $messages } (другим процессам { $remote }) [{ $seconds } с]
cmd-graph-process-done = процесс { $process }: готово (значения записывает процесс 0)
cmd-graph-dist-solved = вершин — { $vertices }, дуг — { $arcs }: раундов — { $rounds } за { $seconds } с; процессов: { $processes } × потоков: { $workers }
cmd-graph-dist-speed = раунды { $rounds } с ({ $speed } млн значений/с), значения собраны и записаны за { $gather } с; супершагов { $supersteps }, сообщений между потоками { $messages }, между процессами { $remote } ({ $megabytes } МБ); пиковый RSS { $peak } МБ

## grundy quotient, grundy genus
cmd-bar-heap = куча
cmd-json-cannot-read =
    не удаётся прочитать { $kind ->
        [checkpoint] контрольную точку
       *[saved] сохранённое частное
    } { $file }
cmd-json-too-large =
    { $kind ->
        [checkpoint] контрольная точка
       *[saved] сохранённое частное
    } { $file } больше { $limit } байт
cmd-json-unreadable =
    { $kind ->
        [checkpoint] контрольная точка
       *[saved] сохранённое частное
    } { $file } не читается
cmd-quotient-not-checkpoint = { $file } — не контрольная точка grundy quotient (формат { $format }, версия { $version })
cmd-quotient-saved = состояние сохранено в { $file } (продолжить: { $command })
cmd-quotient-wrote = фактор-моноид записан в { $file } (проверка: grundy quotient --verify { $file })
cmd-quotient-not-saved = добавьте --checkpoint FILE, чтобы сохранять состояние
cmd-quotient-time-limit = лимит времени { $seconds } с истёк после кучи { $heap }; { $saved }
cmd-quotient-interrupted = прервано после кучи { $heap }; { $saved }
cmd-quotient-bad-rule = правило { $rule } из { $file }: { $why }
cmd-quotient-other-rule = { $file } содержит частное { $held }, а не { $given }
cmd-quotient-verify-time-limit = лимит времени { $seconds } с истёк до конца проверки

## grundy serve
cmd-serve-positive = { $value }: укажите целое число больше 0
cmd-serve-not-seconds = { $value } — не число секунд
cmd-serve-seconds-range = { $value }: укажите число секунд больше 0 и не больше 86400
cmd-serve-no-runtime = не удаётся запустить асинхронную среду
cmd-serve-cannot-listen = не удаётся слушать { $address }
cmd-serve-serving = сервер работает на { $url } (Ctrl-C останавливает; соединений не больше { $connections })
cmd-serve-serving-files = сервер работает на { $url } (Ctrl-C останавливает; соединений не больше { $connections }, ниже предела открытых файлов { $files })
cmd-serve-stopping = остановка
cmd-serve-failed = сбой сервера
cmd-serve-no-ctrl-c = не удаётся обработать Ctrl-C

## Чтение позиций и файлов
cmd-bytes =
    { $count ->
        [one] { $count } байт
        [few] { $count } байта
       *[other] { $count } байт
    }
cmd-input-in = в { $file }
cmd-input-no-heaps = в { $file } нет размеров куч
cmd-input-too-many-digits = строка { $line }: размер кучи слишком велик (больше { $digits ->
        [one] { $digits } цифры
       *[other] { $digits } цифр
    })
cmd-input-nul = двоичные данные (байт NUL) в байте { $at }: ожидались размеры куч десятичным текстом
cmd-input-minus = строка { $line }: размеры куч должны быть неотрицательными целыми ('-' в байте { $at })
cmd-input-bad-char = строка { $line }: { $text } в байте { $at } не часть размера кучи (неотрицательные десятичные целые через пробелы)
cmd-input-bad-byte = строка { $line }: неожиданный байт { $byte } в байте { $at }: ожидались размеры куч десятичным текстом
cmd-input-not-a-file =
    { $file } — { $kind ->
        [directory] каталог
        [char-device] символьное устройство
        [block-device] блочное устройство
        [socket] сокет
       *[special] особый файл
    }, а не файл: grundy читает обычные файлы и каналы
cmd-input-too-large =
    { $file } слишком велик: больше { $limit } (больше grundy не читает из { $what ->
        [text-file] текстового файла
       *[other] { $what }
    })
cmd-input-not-text = { $file } — не текстовый файл (байт NUL в байте { $at })
cmd-input-not-utf8 = { $file } — не текст UTF-8 (недопустимый байт в байте { $at })

## grundy (анализ)
cmd-interrupted = прервано

## Фоновые задания последовательностей веб-сервера (/api/sequence/jobs)
web-job-not-found = задания последовательности { $id } нет (законченные задания хранятся какое-то время, потом забываются)
web-jobs-too-many = заданий последовательностей выполняется: { $running } — это предел сервера: дождитесь окончания одного или отмените одно
web-job-values-limit = values = { $values }: не больше { $large } (не указывайте, чтобы получить все значения)
web-job-evicted = отчёт задания последовательности { $id } удалён, чтобы память сервера оставалась в пределах бюджета (первыми удаляются те, что читали давнее всего): запустите его снова или запросите с ?result=false только ход работы
web-downloads-busy = слишком много больших отчётов последовательностей скачивается одновременно — это предел сервера: попробуйте чуть позже
cmd-graph-square-but-one-even = для Square-But-One нужно чётное число вершин (кучки от 0 до N − 1, N − 1 нечётно, чтобы ход «добавить один камень» из каждой чётной кучки оставался в графе), а не { $vertices }

## Внутренние ошибки: ошибка самой grundy, а не входных данных (сообщите о ней).
cmd-internal-value-skipped = внутренняя ошибка: G({ $missing }) не записано раньше G({ $n })
cmd-internal-values-end = внутренняя ошибка: вывод значений кончается на n = { $last }, не дойдя до { $upto }
cmd-internal-value-gone = внутренняя ошибка: вычисление больше не хранит G({ $n })
cmd-internal-values-gone = внутренняя ошибка: запрошенные значения больше не хранятся
cmd-internal-font = внутренняя ошибка: не удаётся загрузить шрифт графиков

## grundy misere (мизерные канонические формы)
cmd-misere-genus = Род (Конвей): { $genus }
cmd-misere-normal-p = В нормальной игре это P-позиция (ним-значение нормальной игры 0).
cmd-misere-normal-n = В нормальной игре это N-позиция.
cmd-misere-predicates = Предикаты формы { $form } (имена CGSuite):
cmd-misere-distinguisher = X = { $x } различает их: G + X — мизерная P-позиция, H + X — N-позиция.
cmd-misere-equal = G и H равны (мизерно эквивалентны): никакая игра их не различает.
cmd-misere-linked = G и H связаны игрой T = { $t }: G + T и H + T обе мизерные P-позиции.
cmd-misere-not-linked = G и H не связаны (одна — вариант другой): нет игры T, при которой G + T и H + T обе мизерные P-позиции.
cmd-misere-difference = G − H = { $x }: H + { $x } = G.
cmd-misere-no-difference = H не является частью G: игра X с H + X = G не найдена (ни среди последующих позиций G и G + *, ни построением Конвея из разностей вариантов).
cmd-misere-prime = { $form } — простая игра: она не сумма двух игр, ни одна из которых не 0 и не * (Конвей).
cmd-misere-unit = { $form } — единица (0 или *): часть любой игры, не простая.
cmd-misere-composite = { $form } — не простая игра: она сумма двух игр, ни одна из которых не 0 и не *.
cmd-misere-parts = Её собственные части ({ $count }; Parts в CGSuite: чётные игры H, не 0 и не чётная часть формы, с G = H + K; каждая H + * — тоже часть):
cmd-misere-partitions = Её разбиения на простые ({ $count }; Partitions в CGSuite):
