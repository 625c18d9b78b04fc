# grundy 명령이 직접 출력하는 것 (crates/grundy-cli): 진행 상황, 요약, 옵션과 파일의
# 오류; 그리고 웹 서버의 수열 작업. 변수 바로 뒤에는 받침에 따라 모양이 바뀌는 조사
# (은/는, 이/가, 을/를, 와/과, (으)로)를 쓰지 않고, 바뀌지 않는 조사(에, 에서, 까지,
# 부터, 의)만 쓰도록 문장을 짭니다.

## clap의 말 (영어가 아닌 언어에서).
cli-default = 기본값: { $values }
cli-possible-values = 가능한 값: { $values }
clap-value-required = '{ $arg }'에 값이 필요하지만 주어지지 않았습니다
clap-invalid-value = '{ $arg }'에 잘못된 값: '{ $value }'
clap-value-validation = '{ $arg }'에 잘못된 값 '{ $value }': { $why }
clap-unknown-argument = 예상하지 못한 인수: '{ $arg }'
clap-unknown-subcommand = 알 수 없는 하위 명령: '{ $name }'
clap-no-equals = '{ $arg }'에 값을 줄 때는 등호(=)가 필요합니다
clap-too-many-values = '{ $arg }'에 예상하지 못한 값: '{ $value }' (더 이상 값을 받지 않습니다)
clap-wrong-number-of-values = '{ $arg }'에 필요한 값의 개수: { $expected }, 주어진 개수: { $actual }
clap-used-twice = 인수 '{ $arg }'의 사용은 한 번만 가능합니다
clap-conflict = 인수 '{ $arg }'의 사용은 인수 '{ $prior }'의 사용과 함께 할 수 없습니다
clap-missing-argument = 다음 필수 인수가 주어지지 않았습니다: { $args }
clap-missing-subcommand = 하위 명령이 필요하지만 주어지지 않았습니다
clap-invalid-utf8 = 인수에서 잘못된 UTF-8을 발견했습니다
clap-bad-arguments = 인수가 올바르지 않습니다
clap-did-you-mean = 도움말: 비슷한 것이 있습니다: '{ $suggestion }'
clap-more-information = 자세한 내용: '--help'.
clap-int-empty = 수가 없습니다
clap-int-invalid-digit = 문자열에 잘못된 숫자가 있습니다
clap-int-too-large = 수가 너무 큽니다
clap-int-too-small = 수가 너무 작습니다
clap-int-zero = 0일 수 없습니다
clap-int-invalid = 올바른 수가 아닙니다
clap-float-invalid = 올바른 수가 아닙니다
clap-not-in-range = { $value }: 범위 { $range } 밖의 값

## 진행 표시줄.
cmd-bar-values = 값
cmd-bar-vertices = 꼭짓점 확정
cmd-bar-eta = 남은 시간
cmd-bar-ctrl-c = (Ctrl-C로 멈춤)
cmd-bar-round = 라운드
cmd-bar-nim-sequence = 님 수열
cmd-bar-positions = 국면
cmd-bar-genus = 종수 탐색

## grundy seq
cmd-removed-stale = 삭제함: { $file } (체크포인트 { $checkpoint }의 중단된 쓰기가 남긴 파일)
cmd-seq-out-format = --out { $file }: 형식을 정하세요 (--csv, --jsonl, --bfile, 또는 --format u8|u16le|u32le|u64le)
cmd-seq-threads = --threads: 스레드 풀을 만들 수 없습니다
cmd-seq-name-game = 게임 이름을 주세요
cmd-seq-from-past-upto = --from { $from }: --upto { $upto }보다 큽니다. 쓸 것이 없습니다
cmd-seq-json-and-values = --json과 값 출력이 모두 표준 출력으로 갑니다: 값은 --out FILE로 쓰세요
cmd-the-checkpoint = 체크포인트 { $file }
cmd-seq-checkpoint-longer = 체크포인트 { $file }의 내용: G(0), …, G({ PREV($computed) }) — --upto { $upto }보다 많고, 처음 { $limit }개의 값만 간직합니다: --upto { $resume } 이상으로 이어 가세요
cmd-seq-no-checkpoint-needed = { $game }: 닫힌 공식이나 뺄셈 점화식으로 계산되므로 체크포인트가 필요 없습니다 (--checkpoint를 빼세요)
cmd-seq-part-gone = 없어진 파일: { $file }
cmd-seq-write-rest = 나머지는 --from { $from } 옵션으로 쓰거나 (첫 실행이 쓴 것 뒤에 붙이세요), 이어 가는 실행이 부분 파일을 계속 쓰는 --out FILE을 쓰세요
cmd-seq-past-keep-limit = 체크포인트가 { $limit }개의 값을 넘어 처음 값들만 간직합니다: n = { $from }부터의 값은 다시 쓸 수 없습니다 ({ $how })
cmd-seq-plot-past-keep-limit = { $limit }개보다 긴 실행을 이어 갈 때는 --plot을 쓸 수 없습니다
cmd-seq-wrote = G({ $from }), …, G({ $upto }) 씀: { $file }
cmd-seq-wrote-generated = G({ $from }), …, G({ $upto }) 씀: { $file }; n = { $generated }부터는 증명된 주기에서 생성함
cmd-seq-wrote-plot = G({ $from }), …, G({ $upto })의 그림을 { $file }에 그림
cmd-seq-wrote-histogram = G(0), …, G({ $upto })의 각 값이 나오는 횟수를 { $file }에 그림
cmd-seq-wrote-certificate = 증명의 인증서를 { $file }에 씀; 검증: grundy-check { $file }
cmd-seq-wrote-certificate-unchecked = 증명의 인증서를 { $file }에 씀; grundy-check 명령은 그 정리({ $theorem }) 검증을 할 수 없으며 그렇게 알립니다
cmd-seq-no-certificate = G(0), …, G({ $upto }) 범위에서 { $game } 게임의 주기가 증명되지 않음: 인증서를 쓰지 않음
cmd-census-wrote-certificates = 인증서 { $count }개를 { $dir } 폴더에 씀 (각각 grundy-check 명령으로 검증)
cmd-census-cannot-create-dir = 폴더 { $dir } 생성 불가
cmd-seq-saved-checkpoint = 계산 상태(G(0), …, G({ $computed }) 계산됨)를 { $file }에 저장함; 이어서 계산하려면: --resume { $file }
cmd-seq-table-left-out = (값을 파일이나 그림으로 보낼 때는 값의 표를 생략함: --table로 출력)
cmd-plot-title = { $name }: { $from } ≤ n ≤ { $upto }에 대한 G(n)
cmd-seq-interrupted-unsaved = G(0), …, G({ PREV($computed) }) 뒤에 중단됨; 저장한 것 없음 (게임 { $game }에는 체크포인트가 필요 없음)
cmd-seq-interrupted = G(0), …, G({ PREV($computed) }) 뒤에 중단됨; 체크포인트 저장: { $file }
cmd-seq-interrupted-part = G(0), …, G({ PREV($computed) }) 뒤에 중단됨 (지금까지의 값: { $part }); 체크포인트 저장: { $file }
cmd-seq-resume-with = 이어 가려면: { $command } 및 같은 출력 옵션
cmd-check-name-game = { $file }: 게임 이름을 주세요 (grundy seq GAME --check FILE): 이진 형식만 게임을 알려 줍니다
cmd-check-other-game = { $file }: { $held } ({ $held_code })의 값이 들어 있습니다. { $game } ({ $code })의 값이 아닙니다
cmd-check-unfinished = { $file }: 끝나지 않은 파일 (머리말의 값 개수가 0)
cmd-check-no-values = { $file }: 값 없음
cmd-check-rows-down = { $file }: n = { $n }의 행이 n = { $previous }의 행 뒤에 있습니다: 행은 커지는 순서여야 합니다
cmd-check-wrong = { $file }: 파일에서 G({ $n }) = { $value }, 다시 계산하면 { $expected } ({ $checked }개의 값 검사함)
cmd-check-sample-agrees = 무작위로 뽑은 값 { $checked }개가 다시 계산한 값과 일치함
cmd-check-all-agree = 값 { $checked }개 모두 다시 계산한 값과 일치함
cmd-check-checksum-wrong = { $how }. 하지만 체크섬이 값과 맞지 않음 (파일이 쓰인 뒤에 바뀜)
cmd-check-checksum-ok = { $how }; 체크섬 일치
cmd-compare-differ = 처음 다른 곳은 n = { $n }: { $a }에서 { $v }, { $b }에서 { $w } (그 앞의 값 { $same }개는 같음)
cmd-compare-longer-range = 두 파일에 모두 있는 값 { $same }개는 같음 ({ $from } ≤ n ≤ { $to })
cmd-compare-longer-none = 두 파일에 모두 있는 값 { $same }개는 같음
cmd-compare-longer = { $longer }의 값은 n = { $n }에서도 이어지지만 { $shorter }의 값은 거기서 끝남; { $agree }
cmd-compare-checksum = { $file }: 체크섬이 값과 맞지 않음
cmd-compare-same = 같은 값 { $same }개: G({ $from }), …, G({ $to })
cmd-compare-nothing-common = 공통된 값 없음

## 파일 (모든 명령)
cmd-cannot-create = 만들 수 없음: { $file }
cmd-cannot-write = 쓸 수 없음: { $file }
cmd-cannot-open = 열 수 없음: { $file }
cmd-cannot-read = 읽을 수 없음: { $file }
cmd-cannot-cut = 자를 수 없음: { $file }
cmd-cannot-map = 메모리에 매핑할 수 없음: { $file }
cmd-cannot-move = 옮길 수 없음: { $file } → { $to }
cmd-cannot-move-into-place = 제자리로 옮길 수 없음: { $file }
cmd-output-not-a-file = 덮어쓰지 않음: { $file } (일반 파일도, 문자 장치나 파이프도 아님)
cmd-output-too-many-links = { $file }: 따라갈 기호 링크가 { $limit }개를 넘습니다
cmd-values-binary-pipe = 이진 형식은 머리말을 마지막에 완성하므로 파이프에 쓸 수 없습니다: { $file } 대신 일반 파일을 주십시오
cmd-not-file-name = 파일 이름이 아님: { $file }

## 값 파일 (grundy seq --out, --check, --resume)
cmd-values-unknown-format = 알 수 없는 형식 { $format }: csv, jsonl, bfile, u8, u16le, u32le, u64le 중 하나
cmd-values-binary-needs-out = 이진 형식에는 --out FILE이 필요합니다 (머리말을 마지막에 완성함)
cmd-values-other-part = { $file }: 이 실행의 부분 파일이 아닙니다 (n = { $first }부터의 { $code } 값, { $width } 형식): 지우거나 같은 --format과 --from으로 이어 가세요
cmd-values-other-format = { $file }: 이 실행의 부분 파일이 아닙니다 (다른 형식): 지우거나 같은 형식으로 이어 가세요
cmd-values-part-short = { $file }: n = { $last }까지의 값만 있지만 체크포인트는 n = { $at }에 있습니다: 지우고 다시 실행하세요
cmd-values-expected-n = { $file }: 기대한 것은 n = { $n }, 찾은 것은 n = { $found }
cmd-values-part-differs = { $file }: 파일에서 G({ $n }) = { $value }, 체크포인트에서는 { $kept }
cmd-values-too-wide = --format { $format }: G({ $n }) = { $value }: { $why }; 더 넓은 형식을 쓰세요
cmd-values-header-short = { $file }: 머리말이 잘렸습니다
cmd-values-ends-early = { $file }: 파일이 값 { $count }개 뒤에 끝나지만 머리말의 개수는 { $header }
cmd-values-bad-row = { $file }의 { $line }번째 줄: { $text } — 값이 아닙니다 (n,g — n g — {"{"}"n":…,"g":…{"}"} — 또는 한 줄에 값 하나)
cmd-values-other-first-line = { $file }: 이 실행의 부분 파일이 아닙니다 (첫 줄이 형식에 맞지 않음): 지우거나 같은 형식으로 이어 가세요

## 체크포인트와 그림
cmd-cannot-write-checkpoint = 체크포인트를 쓸 수 없음: { $file }
cmd-cannot-read-checkpoint = 체크포인트를 읽을 수 없음: { $file }
cmd-checkpoint-no-file-name = 체크포인트 경로에 파일 이름이 없습니다
cmd-plot-kind = { $file }: 그림은 .svg나 .png로 씁니다
cmd-plot-cannot-draw = 그릴 수 없음: { $file }: { $why }

## grundy census
cmd-census-cannot-read-codes = 코드 파일을 읽을 수 없음: { $file }
cmd-census-no-family = 족이 없습니다: --octal-digits K, --hex-digits K, --subtraction-max M 또는 --codes FILE을 주세요
cmd-census-in-file = 코드 파일 { $file }
cmd-census-time-per-code = --time-per-code { $value }: 양수 초를 주세요
cmd-worker-stopped = 작업자가 멈춤
cmd-census-row-periodic = 주기적, 전주기 { $preperiod }, 주기 { $period }
cmd-census-row-open = 미결, { $at }까지 확인
cmd-census-row-error = 오류: { $why }
cmd-census-process-done = 프로세스 { $process }: 끝 (행은 프로세스 0에 있음)
cmd-census-summary = 조사: 행 { $rows }개 (표준형 { $forms }개): 주기적 { $periodic }개, 미결 { $open }개, 오류 { $errors }개
cmd-census-work = { $file }에 이미 있던 행 { $resumed }개, 지금 쓴 행 { $written }개 (계산한 표준형 { $computed }개), { $seconds }초, 작업자 { $workers }개 × 프로세스 { $processes }개
cmd-census-longest-period = 가장 긴 주기: { $period } ({ $form })
cmd-census-longest-preperiod = 가장 긴 전주기: { $preperiod } ({ $form })
cmd-census-equal = 증명된 님 수열이 같은 표준형의 류 { $count }개:
cmd-census-shifted = 증명된 님 수열이 다른 것을 민 것인 류 { $count }개 (G_a(n + k) = G_b(n)):
cmd-census-shifted-by = { $a } = { $b }, { $k }만큼 밂
cmd-census-rows-in = 행: { $file }, { $csv }
cmd-census-col-form = 표준형
cmd-census-col-codes = 코드
cmd-census-col-status = 상태
cmd-census-col-preperiod = 전주기
cmd-census-col-period = 주기
cmd-census-col-checked = 확인 범위
cmd-census-col-largest = 최댓값
cmd-census-col-rare = 드문 값

## grundy census / graph solve on several processes (timely)
cmd-timely-workers = -w { $threads }: 작업자 스레드 수는 1에서 1024 사이여야 합니다
cmd-timely-index = -n { $processes }에서 -p { $process }: 번호는 프로세스 수보다 작아야 합니다

## grundy graph
cmd-graph-written = { $file }: 꼭짓점 { $vertices }개, 호 { $arcs }개, { $bytes }바이트
cmd-graph-unknown-kind = 알 수 없는 그래프 종류 { $kind }: `random`, `cycle`, `fair-shares` 또는 `square-but-one`
cmd-graph-coins-only-fair-shares = --coins와 --text는 `grundy graph gen fair-shares`에서만 씁니다
cmd-graph-needs-vertices = `grundy graph gen { $kind }`에는 --vertices가 필요합니다
cmd-graph-fair-shares-no-vertices = fair-shares에는 --vertices 대신 --coins를 줍니다(꼭짓점은 동전 수의 분할입니다)
cmd-graph-fair-shares-needs-coins = `grundy graph gen fair-shares`에는 --coins N(1부터 { $max }까지)이 필요합니다
cmd-graph-fair-shares-written = { $file }: 동전 { $coins }개의 Fair Shares and Varied Pairs, 꼭짓점(분할) { $vertices }개, 호 { $arcs }개, { $bytes }바이트
cmd-graph-stats-file = { $file }: { $bytes }바이트, 체크섬 정상
cmd-graph-stats-size = 꼭짓점 { $vertices }개, 호 { $arcs }개, 평균 나가는 차수 { $degree }
cmd-graph-stats-degrees = 싱크 { $sinks }개, 고리 { $loops }개, 가장 큰 나가는 차수 { $out }, 가장 큰 들어오는 차수 { $inward }
cmd-graph-not-usable = 쓸 수 있는 이진 그래프가 아님: { $file }
cmd-graph-cannot-resume = 이어 갈 수 없음: { $file }
cmd-graph-resuming = 이어 감: { $file }, 라운드 { $round }부터
cmd-graph-stopped-saved = 라운드 { $round }에서 멈춤; 저장: { $file } — 같은 명령을 실행하면 이어 갑니다
cmd-graph-stopped = 라운드 { $round }에서 멈춤 (이어 가려면 --checkpoint FILE을 주세요)
cmd-graph-solved = 꼭짓점 { $vertices }개, 호 { $arcs }개: 라운드 { $rounds }번, { $seconds }초
cmd-graph-solve-speed = 초당 그래프 호 { $graph }백만 개 (초당 살펴본 호 { $scanned }백만 개); 풀이 배열 { $solver } MB (꼭짓점마다 12바이트), 그래프 { $file } MB, 최대 RSS { $peak } MB
cmd-graph-checkpoint-one-machine = --checkpoint는 한 대의 기계에서 푸는 경우에만 씁니다 (-w, -n 없이)
cmd-graph-dist-round = 라운드 { $round }: 값 매김 { $labelled }개, ∞ { $infinite }개, 슈퍼스텝 { $supersteps }번, 메시지 { $messages }개 (다른 프로세스로 { $remote }개) [{ $seconds }초]
cmd-graph-process-done = 프로세스 { $process }: 끝 (값은 프로세스 0에서 씀)
cmd-graph-dist-solved = 꼭짓점 { $vertices }개, 호 { $arcs }개: 라운드 { $rounds }번, { $seconds }초, 프로세스 { $processes }개 × 작업자 { $workers }개
cmd-graph-dist-speed = 라운드 { $rounds }초 (초당 값 { $speed }백만 개), 값 모으기와 쓰기 { $gather }초; 슈퍼스텝 { $supersteps }번, 작업자 사이 메시지 { $messages }개, 프로세스 사이 { $remote }개 ({ $megabytes } MB); 최대 RSS { $peak } MB

## grundy quotient, grundy genus
cmd-bar-heap = 무더기
cmd-json-cannot-read =
    읽을 수 없음: { $kind ->
        [checkpoint] 체크포인트
       *[saved] 저장된 몫
    } { $file }
cmd-json-too-large =
    { $kind ->
        [checkpoint] 체크포인트
       *[saved] 저장된 몫
    } { $file }: { $limit }바이트보다 큽니다
cmd-json-unreadable =
    { $kind ->
        [checkpoint] 체크포인트
       *[saved] 저장된 몫
    } { $file }: 읽을 수 없는 내용
cmd-quotient-not-checkpoint = { $file }: grundy quotient의 체크포인트가 아닙니다 (형식 { $format }, 버전 { $version })
cmd-quotient-saved = 상태 저장: { $file } (이어 가려면: { $command })
cmd-quotient-wrote = 몫을 { $file }에 씀 (검증: grundy quotient --verify { $file })
cmd-quotient-not-saved = 상태를 간직하려면 --checkpoint FILE을 더하세요
cmd-quotient-time-limit = 시간 제한 { $seconds }초가 무더기 { $heap } 뒤에 지났습니다; { $saved }
cmd-quotient-interrupted = 무더기 { $heap } 뒤에 중단됨; { $saved }
cmd-quotient-bad-rule = { $file }의 규칙 { $rule }: { $why }
cmd-quotient-other-rule = { $file }: { $held }의 몫이 들어 있습니다. { $given }의 몫이 아닙니다
cmd-quotient-verify-time-limit = 검사가 끝나기 전에 시간 제한 { $seconds }초가 지났습니다

## grundy serve
cmd-serve-positive = { $value }: 0보다 큰 정수를 주세요
cmd-serve-not-seconds = 초 수가 아님: { $value }
cmd-serve-seconds-range = { $value }: 0보다 크고 86400 이하인 초 수를 주세요
cmd-serve-no-runtime = 비동기 런타임을 시작할 수 없습니다
cmd-serve-cannot-listen = 들을 수 없는 주소: { $address }
cmd-serve-serving = 서비스 중: { $url } (Ctrl-C로 멈춤; 연결은 최대 { $connections }개)
cmd-serve-serving-files = 서비스 중: { $url } (Ctrl-C로 멈춤; 연결은 최대 { $connections }개, 열린 파일 한도 { $files }개보다 적게)
cmd-serve-stopping = 멈추는 중
cmd-serve-failed = 서버가 실패했습니다
cmd-serve-no-ctrl-c = Ctrl-C를 처리할 수 없습니다

## 국면과 파일 읽기
cmd-bytes = { $count }바이트
cmd-input-in = 파일 { $file }에서
cmd-input-no-heaps = { $file }: 무더기 크기가 없습니다
cmd-input-too-many-digits = { $line }번째 줄: 무더기 크기가 너무 큽니다 ({ $digits }자리 초과)
cmd-input-nul = 바이트 { $at }에 이진 데이터 (NUL 바이트): 무더기 크기는 십진 텍스트여야 합니다
cmd-input-minus = { $line }번째 줄: 무더기 크기는 음이 아닌 정수여야 합니다 (바이트 { $at }에 '-')
cmd-input-bad-char = { $line }번째 줄: 바이트 { $at }의 { $text } — 무더기 크기의 일부가 아닙니다 (공백으로 나눈 음이 아닌 십진 정수)
cmd-input-bad-byte = { $line }번째 줄: 바이트 { $at }에 예상하지 못한 바이트 { $byte }: 무더기 크기는 십진 텍스트여야 합니다
cmd-input-not-a-file =
    { $file }: { $kind ->
        [directory] 디렉터리
        [char-device] 문자 장치
        [block-device] 블록 장치
        [socket] 소켓
       *[special] 특수 파일
    }, 파일이 아님: grundy는 일반 파일과 파이프를 읽습니다
cmd-input-too-large =
    { $file }: 너무 큽니다: { $limit } 초과 ({ $what ->
        [text-file] 텍스트 파일
       *[other] { $what }
    }에서 grundy가 읽는 최대 크기)
cmd-input-not-text = { $file }: 텍스트 파일이 아닙니다 (바이트 { $at }에 NUL 바이트)
cmd-input-not-utf8 = { $file }: UTF-8 텍스트가 아닙니다 (바이트 { $at }에 잘못된 바이트)

## grundy (분석)
cmd-interrupted = 중단됨

## 웹 서버의 수열 작업 (/api/sequence/jobs)
web-job-not-found = 수열 작업 없음: { $id } (끝난 작업은 한동안 간직한 뒤 잊습니다)
web-jobs-too-many = 실행 중인 수열 작업 { $running }개: 이 서버의 한도입니다. 하나가 끝나기를 기다리거나 하나를 취소하세요
web-job-values-limit = values = { $values }: 최대 { $large } (모든 값을 원하면 빼세요)
web-job-evicted = 수열 작업 { $id }의 보고서는 서버 메모리를 예산 안에 두려고 버렸습니다 (가장 오래전에 읽은 것부터): 다시 실행하거나, 진행 상황만 ?result=false로 물으세요
web-downloads-busy = 큰 수열 보고서를 동시에 너무 많이 내려받고 있습니다 (이 서버의 한도): 잠시 뒤에 다시 시도하세요
cmd-graph-square-but-one-even = Square-But-One에는 짝수 개의 꼭짓점이 필요합니다(무더기 0부터 N − 1까지, N − 1이 홀수여야 짝수 무더기에 하나를 더하는 수가 그래프 안에 남습니다). 받은 꼭짓점 수: { $vertices }

## 내부 오류: 입력이 아니라 grundy 자신의 잘못입니다(보이면 알려 주세요).
cmd-internal-value-skipped = 내부 오류: G({ $n }) 차례가 왔는데 G({ $missing }) 값이 아직 쓰이지 않았습니다
cmd-internal-values-end = 내부 오류: 값 출력이 { $upto }까지 가지 못하고 n = { $last }에서 끝납니다
cmd-internal-value-gone = 내부 오류: 계산이 G({ $n }) 값을 더 이상 갖고 있지 않습니다
cmd-internal-values-gone = 내부 오류: 요청한 값들이 더 이상 보관되어 있지 않습니다
cmd-internal-font = 내부 오류: 그림의 글꼴을 불러올 수 없습니다

## grundy misere (미제르 표준형)
cmd-misere-genus = 종 (Conway): { $genus }
cmd-misere-normal-p = 정상 플레이에서는 P-위치입니다 (정상 플레이 님 값 0).
cmd-misere-normal-n = 정상 플레이에서는 N-위치입니다.
cmd-misere-predicates = 표준형 { $form }의 술어 (CGSuite의 이름):
cmd-misere-distinguisher = X = { $x } 게임이 둘을 구별합니다: G + X는 미제르 P-위치, H + X는 N-위치입니다.
cmd-misere-equal = G와 H는 같습니다 (미제르 동치): 어떤 게임도 둘을 구별하지 못합니다.
cmd-misere-linked = G와 H는 T = { $t } 게임으로 연결됩니다: G + T와 H + T가 모두 미제르 P-위치입니다.
cmd-misere-not-linked = G와 H는 연결되어 있지 않습니다 (한쪽이 다른 쪽의 선택지입니다): G + T와 H + T를 모두 미제르 P-위치로 만드는 게임 T는 없습니다.
cmd-misere-difference = G − H = { $x }: H + { $x } = G.
cmd-misere-no-difference = H는 G의 부분이 아닙니다: H + X = G인 게임 X를 찾지 못했습니다 (G와 G + *의 후속 게임 가운데에서도, 선택지의 차로 만드는 Conway의 구성으로도).
cmd-misere-prime = { $form } 게임은 소수입니다: 0도 *도 아닌 두 게임의 합이 아닙니다 (Conway).
cmd-misere-unit = { $form } 게임은 단위(0 또는 *)입니다: 모든 게임의 부분이며, 소수가 아닙니다.
cmd-misere-composite = { $form } 게임은 소수가 아닙니다: 0도 *도 아닌 두 게임의 합입니다.
cmd-misere-parts = 진부분 (개수 { $count }; CGSuite의 Parts: G = H + K인 짝수 게임 H 가운데 0도 형태의 짝수 부분도 아닌 것; 각 H + *도 부분입니다):
cmd-misere-partitions = 소수 게임들의 합으로 쓰는 방법 (개수 { $count }; CGSuite의 Partitions):
