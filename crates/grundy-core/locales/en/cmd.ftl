# What the grundy command prints itself (crates/grundy-cli): progress, summaries, the
# errors of its options and files; and the web's sequence jobs. Korean: no particle
# follows a variable whose form depends on it (은/는, 이/가, 을/를, 와/과, (으)로): the
# sentences are built so that only invariant particles (에, 에서, 까지, 부터, 의) do.

## clap's words, in the languages other than English (English keeps clap's own).
cli-default = default: { $values }
cli-possible-values = possible values: { $values }
clap-value-required = a value is required for '{ $arg }' but none was supplied
clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-value-validation = invalid value '{ $value }' for '{ $arg }': { $why }
clap-unknown-argument = unexpected argument '{ $arg }' found
clap-unknown-subcommand = unrecognized subcommand '{ $name }'
clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-wrong-number-of-values = '{ $arg }' needs { $expected } values, but { $actual } were given
clap-used-twice = the argument '{ $arg }' cannot be used multiple times
clap-conflict = the argument '{ $arg }' cannot be used with '{ $prior }'
clap-missing-argument = the following required arguments were not provided: { $args }
clap-missing-subcommand = a subcommand is required but one was not provided
clap-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
clap-bad-arguments = the arguments are not valid
clap-did-you-mean = tip: a similar one exists: '{ $suggestion }'
clap-more-information = For more information, try '--help'.
clap-int-empty = no number given
clap-int-invalid-digit = invalid digit found in string
clap-int-too-large = number too large
clap-int-too-small = number too small
clap-int-zero = the number may not be zero
clap-int-invalid = not a valid number
clap-float-invalid = not a valid number
clap-not-in-range = { $value } is not in { $range }

## Progress bars: "[====>   ] 1,000/2,000 values, 500/s, ETA 2s".
cmd-bar-values = values
cmd-bar-vertices = vertices settled
cmd-bar-eta = ETA
cmd-bar-ctrl-c = (Ctrl-C stops)
cmd-bar-round = round
cmd-bar-nim-sequence = nim-sequence
cmd-bar-positions = positions
cmd-bar-genus = genus search

## grundy seq
cmd-removed-stale = removed { $file }, left by an interrupted write of the checkpoint { $checkpoint }
cmd-seq-out-format = --out { $file }: say the format (--csv, --jsonl, --bfile, or --format u8|u16le|u32le|u64le)
cmd-seq-threads = --threads: the thread pool could not be built
cmd-seq-name-game = name a game
cmd-seq-from-past-upto = --from { $from } is past --upto { $upto }: nothing to write
cmd-seq-json-and-values = --json and the values both go to standard output: write the values with --out FILE
cmd-the-checkpoint = the checkpoint { $file }
cmd-seq-checkpoint-longer = the checkpoint { $file } holds G(0), …, G({ PREV($computed) }), more than --upto { $upto } asks, and keeps only the first { $limit } values: resume with --upto { $resume } or more
cmd-seq-no-checkpoint-needed = { $game }: computed by a closed form or a subtraction recurrence, which needs no checkpoint (drop --checkpoint)
cmd-seq-part-gone = { $file } is gone
cmd-seq-write-rest = write the rest with --from { $from } (and append it to what the first run wrote), or use --out FILE, whose partial file a resumed run continues
cmd-seq-past-keep-limit = the checkpoint is past { $limit } values and keeps only the first: the values from n = { $from } cannot be written again ({ $how })
cmd-seq-plot-past-keep-limit = --plot cannot be used when resuming a run longer than { $limit } values
cmd-seq-wrote = wrote G({ $from }), …, G({ $upto }) to { $file }
cmd-seq-wrote-generated = wrote G({ $from }), …, G({ $upto }) to { $file }; from n = { $generated } on generated from the proved period
cmd-seq-wrote-plot = drew G({ $from }), …, G({ $upto }) into { $file }
cmd-seq-wrote-histogram = drew how often each value of G(0), …, G({ $upto }) occurs into { $file }
cmd-seq-wrote-certificate = wrote the proof's certificate to { $file }; verify it with: grundy-check { $file }
cmd-seq-wrote-certificate-unchecked = wrote the proof's certificate to { $file }; grundy-check cannot verify its theorem ({ $theorem }) and says so
cmd-seq-no-certificate = no period of { $game } was proved in G(0), …, G({ $upto }): no certificate written
cmd-census-wrote-certificates = wrote { $count } certificates into { $dir } (verify each with grundy-check)
cmd-census-cannot-create-dir = cannot create the folder { $dir }
cmd-seq-saved-checkpoint = saved the run (G(0), …, G({ $computed }) computed) to { $file }; --resume { $file } continues it
cmd-seq-table-left-out = (the table of values is left out when they go to a file or a picture: --table prints it)
cmd-plot-title = { $name }: G(n) for { $from } ≤ n ≤ { $upto }
cmd-seq-interrupted-unsaved = interrupted after G(0), …, G({ PREV($computed) }); nothing saved ({ $game } needs no checkpoint)
cmd-seq-interrupted = interrupted after G(0), …, G({ PREV($computed) }); checkpoint saved to { $file }
cmd-seq-interrupted-part = interrupted after G(0), …, G({ PREV($computed) }) (the values so far are in { $part }); checkpoint saved to { $file }
cmd-seq-resume-with = resume with: { $command } and the same output options
cmd-check-name-game = { $file }: name the game (grundy seq GAME --check FILE): only the binary format says it
cmd-check-other-game = { $file } holds the values of { $held } ({ $held_code }), not of { $game } ({ $code })
cmd-check-unfinished = { $file }: an unfinished file (its header counts no values)
cmd-check-no-values = { $file }: no values
cmd-check-rows-down = { $file }: n = { $n } comes after n = { $previous }: the rows must go up
cmd-check-wrong = { $file }: G({ $n }) is { $value } in the file, but { $expected } recomputed ({ $checked } values checked)
cmd-check-sample-agrees = { $checked } values drawn at random agree with a recomputation
cmd-check-all-agree = all { $checked } values agree with a recomputation
cmd-check-checksum-wrong = { $how }, but the checksum does not match the values (the file was changed after it was written)
cmd-check-checksum-ok = { $how }; the checksum matches
cmd-compare-differ = first difference at n = { $n }: { $a } has { $v }, { $b } has { $w } ({ $same } values agree before it)
cmd-compare-longer-range = the { $same } values both hold agree ({ $from } ≤ n ≤ { $to })
cmd-compare-longer-none = the { $same } values both hold agree
cmd-compare-longer = { $longer } goes on at n = { $n }, where { $shorter } ends; { $agree }
cmd-compare-checksum = { $file }: the checksum does not match its values
cmd-compare-same = the same { $same } values G({ $from }), …, G({ $to })
cmd-compare-nothing-common = no values in common

## Files (every command)
cmd-cannot-create = cannot create { $file }
cmd-cannot-write = cannot write { $file }
cmd-cannot-open = cannot open { $file }
cmd-cannot-read = cannot read { $file }
cmd-cannot-cut = cannot cut { $file }
cmd-cannot-map = cannot map { $file }
cmd-cannot-move = cannot move { $file } to { $to }
cmd-cannot-move-into-place = cannot move { $file } into place
cmd-output-not-a-file = { $file } is neither a regular file nor a character device or a pipe: refusing to write over it
cmd-output-too-many-links = { $file }: more than { $limit } symbolic links to follow
cmd-values-binary-pipe = the binary formats complete their header at the end, which a pipe cannot take: give a regular file instead of { $file }
cmd-not-file-name = { $file } is not a file name

## Values files (grundy seq --out, --check, --resume)
cmd-values-unknown-format = unknown format { $format }: csv, jsonl, bfile, u8, u16le, u32le or u64le
cmd-values-binary-needs-out = the binary formats need --out FILE (their header is completed at the end)
cmd-values-other-part = { $file } is not the partial file of this run (it holds { $width } values of { $code } from n = { $first }): remove it, or resume with the same --format and --from
cmd-values-other-format = { $file } is not the partial file of this run (another format): remove it, or resume with the same format
cmd-values-part-short = { $file } holds the values up to n = { $last } only, but the checkpoint is at n = { $at }: remove it and run again
cmd-values-expected-n = { $file }: expected n = { $n }, found n = { $found }
cmd-values-part-differs = { $file }: G({ $n }) is { $value } in the file, but { $kept } in the checkpoint
cmd-values-too-wide = --format { $format }: G({ $n }) = { $value }: { $why }; use a wider format
cmd-values-header-short = { $file }: the header is cut short
cmd-values-ends-early = { $file }: the file ends after { $count } values, but its header says { $header }
cmd-values-bad-row = { $file } line { $line }: { $text } is not a value (n,g — n g — {"{"}"n":…,"g":…{"}"} — or one value a line)
cmd-values-other-first-line = { $file } is not the partial file of this run (its first line is not the format's): remove it, or resume with the same format

## Checkpoints and plots
cmd-cannot-write-checkpoint = cannot write the checkpoint { $file }
cmd-cannot-read-checkpoint = cannot read the checkpoint { $file }
cmd-checkpoint-no-file-name = the checkpoint path has no file name
cmd-plot-kind = { $file }: a plot is written as .svg or .png
cmd-plot-cannot-draw = cannot draw { $file }: { $why }

## grundy census
cmd-census-cannot-read-codes = cannot read the codes file { $file }
cmd-census-no-family = no family: give --octal-digits K, --hex-digits K, --subtraction-max M or --codes FILE
cmd-census-in-file = in the codes file { $file }
cmd-census-time-per-code = --time-per-code { $value }: give a positive number of seconds
cmd-worker-stopped = a worker stopped
cmd-census-row-periodic = periodic, preperiod { $preperiod }, period { $period }
cmd-census-row-open = open at { $at }
cmd-census-row-error = error: { $why }
cmd-census-process-done = process { $process }: done (process 0 holds the rows)
cmd-census-summary = census: { $rows } rows ({ $forms } standard forms): { $periodic } periodic, { $open } open, { $errors } errors
cmd-census-work = { $resumed } rows already in { $file }, { $written } written now ({ $computed } standard forms computed) in { $seconds }s with { $workers } worker(s) × { $processes } process(es)
cmd-census-longest-period = longest period: { $period } ({ $form })
cmd-census-longest-preperiod = longest preperiod: { $preperiod } ({ $form })
cmd-census-equal = { $count } classes of standard forms with the same proved nim-sequence:
cmd-census-shifted = { $count } classes whose proved nim-sequence is another's shifted (G_a(n + k) = G_b(n)):
cmd-census-shifted-by = { $a } = { $b } shifted by { $k }
cmd-census-rows-in = rows: { $file } and { $csv }
cmd-census-col-form = standard form
cmd-census-col-codes = codes
cmd-census-col-status = status
cmd-census-col-preperiod = preperiod
cmd-census-col-period = period
cmd-census-col-checked = checked to
cmd-census-col-largest = largest
cmd-census-col-rare = rare

## grundy census / graph solve on several processes (timely)
cmd-timely-workers = -w { $threads }: give between 1 and 1024 worker threads
cmd-timely-index = -p { $process } with -n { $processes }: the index must be below the number of processes

## grundy graph
cmd-graph-written = { $file }: { $vertices } vertices, { $arcs } arcs, { $bytes } bytes
cmd-graph-unknown-kind = unknown graph kind { $kind }: `random`, `cycle`, `fair-shares` or `square-but-one`
cmd-graph-coins-only-fair-shares = --coins and --text are for `grundy graph gen fair-shares`
cmd-graph-needs-vertices = `grundy graph gen { $kind }` needs --vertices
cmd-graph-fair-shares-no-vertices = fair-shares takes --coins (the vertices are the partitions of the coins), not --vertices
cmd-graph-fair-shares-needs-coins = `grundy graph gen fair-shares` needs --coins N (1 to { $max })
cmd-graph-fair-shares-written = { $file }: Fair Shares and Varied Pairs with { $coins } coins, { $vertices } vertices (partitions), { $arcs } arcs, { $bytes } bytes
cmd-graph-stats-file = { $file }: { $bytes } bytes, checksum ok
cmd-graph-stats-size = vertices { $vertices }, arcs { $arcs }, average out-degree { $degree }
cmd-graph-stats-degrees = sinks { $sinks }, self-loops { $loops }, largest out-degree { $out }, largest in-degree { $inward }
cmd-graph-not-usable = { $file } is not a usable binary graph
cmd-graph-cannot-resume = cannot resume from { $file }
cmd-graph-resuming = resuming from { $file } at round { $round }
cmd-graph-stopped-saved = stopped at round { $round }; saved to { $file } — run the same command to resume
cmd-graph-stopped = stopped at round { $round } (give --checkpoint FILE to be able to resume)
cmd-graph-solved = { $vertices } vertices, { $arcs } arcs: { $rounds } rounds in { $seconds } s
cmd-graph-solve-speed = { $graph } M graph arcs/s ({ $scanned } M arcs looked at/s); solver arrays { $solver } MB (12 bytes per vertex), graph { $file } MB, peak RSS { $peak } MB
cmd-graph-checkpoint-one-machine = --checkpoint is for the one-machine solver (without -w and -n)
cmd-graph-dist-round = round { $round }: { $labelled } labelled, { $infinite } ∞, { $supersteps } supersteps, { $messages } messages ({ $remote } to other processes) [{ $seconds }s]
cmd-graph-process-done = process { $process }: done (process 0 writes the values)
cmd-graph-dist-solved = { $vertices } vertices, { $arcs } arcs: { $rounds } rounds in { $seconds } s on { $processes } process(es) × { $workers } worker(s)
cmd-graph-dist-speed = rounds { $rounds } s ({ $speed } M values/s), values gathered and written in { $gather } s; { $supersteps } supersteps, { $messages } messages between workers, { $remote } ({ $megabytes } MB) between processes; peak RSS { $peak } MB

## grundy quotient, grundy genus ($kind: checkpoint or saved)
cmd-bar-heap = heap
cmd-json-cannot-read =
    cannot read { $kind ->
        [checkpoint] the checkpoint
       *[saved] the saved quotient
    } { $file }
cmd-json-too-large =
    { $kind ->
        [checkpoint] the checkpoint
       *[saved] the saved quotient
    } { $file } is larger than { $limit } bytes
cmd-json-unreadable =
    { $kind ->
        [checkpoint] the checkpoint
       *[saved] the saved quotient
    } { $file } is not readable
cmd-quotient-not-checkpoint = { $file } is not a checkpoint of grundy quotient (format { $format }, version { $version })
cmd-quotient-saved = state saved to { $file } (resume with: { $command })
cmd-quotient-wrote = wrote the quotient to { $file } (grundy quotient --verify { $file } checks it)
cmd-quotient-not-saved = add --checkpoint FILE to keep the state
cmd-quotient-time-limit = the time limit of { $seconds } s passed after heap { $heap }; { $saved }
cmd-quotient-interrupted = interrupted after heap { $heap }; { $saved }
cmd-quotient-bad-rule = the rule { $rule } of { $file }: { $why }
cmd-quotient-other-rule = { $file } holds a quotient of { $held }, not of { $given }
cmd-quotient-verify-time-limit = the time limit of { $seconds } s passed before the check ended

## grundy serve
cmd-serve-positive = { $value }: give a whole number above 0
cmd-serve-not-seconds = { $value } is not a number of seconds
cmd-serve-seconds-range = { $value }: give a number of seconds above 0 and at most 86400
cmd-serve-no-runtime = cannot start the async runtime
cmd-serve-cannot-listen = cannot listen on { $address }
cmd-serve-serving = serving on { $url } (Ctrl-C stops; at most { $connections } connections)
cmd-serve-serving-files = serving on { $url } (Ctrl-C stops; at most { $connections } connections, below the open-file limit of { $files })
cmd-serve-stopping = stopping
cmd-serve-failed = the server failed
cmd-serve-no-ctrl-c = cannot handle Ctrl-C

## Reading positions and files ($kind of what is not a file: directory, char-device,
## block-device, socket, special; $what a file is read as: text-file)
cmd-bytes =
    { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
cmd-input-in = in { $file }
cmd-input-no-heaps = { $file } holds no heap sizes
cmd-input-too-many-digits = line { $line }: heap size too large (more than { $digits } digits)
cmd-input-nul = binary data (a NUL byte) at byte { $at }: expected heap sizes as decimal text
cmd-input-minus = line { $line }: heap sizes must be non-negative integers (a '-' at byte { $at })
cmd-input-bad-char = line { $line }: { $text } at byte { $at } is not part of a heap size (non-negative decimal integers separated by whitespace)
cmd-input-bad-byte = line { $line }: unexpected byte { $byte } at byte { $at }: expected heap sizes as decimal text
cmd-input-not-a-file =
    { $file } is { $kind ->
        [directory] a directory
        [char-device] a character device
        [block-device] a block device
        [socket] a socket
       *[special] a special file
    }, not a file: grundy reads regular files and pipes
cmd-input-too-large =
    { $file } is too large: more than { $limit } (the most grundy reads from { $what ->
        [text-file] a text file
       *[other] { $what }
    })
cmd-input-not-text = { $file } is not a text file (a NUL byte at byte { $at })
cmd-input-not-utf8 = { $file } is not UTF-8 text (invalid byte at byte { $at })

## grundy (the analysis)
cmd-interrupted = interrupted

## The web's sequence jobs (/api/sequence/jobs)
web-job-not-found = no sequence job { $id } (finished jobs are kept for a while, then forgotten)
web-jobs-too-many = { $running } sequence jobs are running, this server's limit: wait for one to finish or cancel one
web-job-values-limit = values = { $values }: at most { $large } (leave it out for every value)
web-job-evicted = the report of sequence job { $id } was dropped to keep this server's memory within its budget (the least recently read go first): run it again, or ask with ?result=false for its progress alone
web-downloads-busy = too many large sequence reports are being downloaded at once, this server's limit: try again in a moment
cmd-graph-square-but-one-even = Square-But-One needs an even number of vertices (heaps 0 to N − 1 with N − 1 odd, so that every even heap's move to one more stays in the graph), not { $vertices }

## Internal errors: a fault of grundy's own, never of the input (please report one).
cmd-internal-value-skipped = internal: G({ $missing }) was not written before G({ $n })
cmd-internal-values-end = internal: the values output ends at n = { $last }, before { $upto }
cmd-internal-value-gone = internal: the run no longer holds G({ $n })
cmd-internal-values-gone = internal: the values asked for are no longer kept
cmd-internal-font = internal: the plots' font cannot be loaded

## grundy misere (misère canonical forms)
cmd-misere-genus = Genus (Conway): { $genus }
cmd-misere-normal-p = In normal play it is a P-position (normal-play nim value 0).
cmd-misere-normal-n = In normal play it is an N-position.
cmd-misere-predicates = The predicates of { $form } (CGSuite's names):
cmd-misere-distinguisher = X = { $x } tells them apart: G + X is a misère P-position, H + X an N-position.
cmd-misere-equal = G and H are equal (misère-equivalent): no game tells them apart.
cmd-misere-linked = G and H are linked by T = { $t }: G + T and H + T are both misère P-positions.
cmd-misere-not-linked = G and H are not linked (one is an option of the other): no game T makes G + T and H + T both misère P-positions.
cmd-misere-difference = G − H = { $x }: H + { $x } = G.
cmd-misere-no-difference = H is not a part of G: no game X with H + X = G was found (among the followers of G and G + *, nor by Conway's construction from the differences of the options).
cmd-misere-prime = { $form } is prime: it is not the sum of two games neither of which is 0 or * (Conway).
cmd-misere-unit = { $form } is a unit (0 or *): a part of every game, and not prime.
cmd-misere-composite = { $form } is not prime: it is a sum of two games neither of which is 0 or *.
cmd-misere-parts = Its proper parts ({ $count }; CGSuite's Parts: the even games H, neither 0 nor the form's even part, with G = H + K; each H + * is a part too):
cmd-misere-partitions = Its partitions into primes ({ $count }; CGSuite's Partitions):
