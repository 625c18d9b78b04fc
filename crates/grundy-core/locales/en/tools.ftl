# The errors of the tools beside the library: the census of a family of rulesets
# (crates/grundy-census) and the distributed graph solve (crates/grundy-dist).

## grundy census: the family
census-too-large = { $what }: { $count } members, more than a census takes ({ $most })
census-family-octal = the octal codes of { $digits ->
    [one] 1 digit
   *[other] { $digits } digits
}
census-family-hex = the hexadecimal codes of { $digits ->
    [one] 1 digit
   *[other] { $digits } digits
}
census-family-subtraction = the subtraction sets within 1..{ $max }
census-family-octal-first = the octal codes of { $digits ->
    [one] 1 digit
   *[other] { $digits } digits
} whose first digit is at most { $first }
census-family-codes = the list of { $count ->
    [one] 1 code
   *[other] { $count } codes
}
census-first-digit = the first digit of an octal code is at most 7, not { $digit }
census-no-digits-octal = an octal code needs at least one digit
census-no-digits-hex = a hexadecimal code needs at least one digit
census-subtraction-max-zero = --subtraction-max must be at least 1
census-bad-code = line { $line }: "{ $text }": { $reason }

## grundy census: the file and the run
census-file-error = { $path }: { $error }
census-not-a-row = { $path }, line { $line }: not a census row ({ $reason }); refusing to append to it
census-stopped = the census stopped: { $why } (every finished row is in the file: run the same command again to resume)

## grundy graph solve --processes: the distributed solve
dist-cannot-write = cannot write the values file { $path }: { $error }
dist-stopped = the distributed solve stopped: { $why }
dist-unreachable = could not reach process { $process } at { $address } within { $seconds } s ({ $why }): is it started, and is the address right? (--connect-timeout SECS waits longer)
dist-not-joined = { $count ->
    [one] process { $processes } did not connect
   *[other] processes { $processes } did not connect
  } to this process (listening at { $address }) within { $seconds } s: check that every process was started with the same host file (--connect-timeout SECS waits longer)
dist-cannot-listen = cannot listen at { $address }: { $why }
dist-timely = timely could not start the workers: { $why }
