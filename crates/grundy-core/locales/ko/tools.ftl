# 라이브러리 곁의 도구가 내는 오류: 규칙 족 전체의 조사(crates/grundy-census)와 분산
# 그래프 풀이(crates/grundy-dist). 변수 바로 뒤에는 받침에 따라 모양이 바뀌는 조사를 쓰지
# 않습니다.

## grundy census: 족
census-too-large = { $what }: 구성원 { $count }개, 조사가 받는 한도({ $most }개)보다 많습니다
census-family-octal = 자릿수 { $digits }인 8진 코드
census-family-hex = 자릿수 { $digits }인 16진 코드
census-family-subtraction = 1..{ $max } 안의 빼기 집합
census-family-octal-first = 첫 자리가 { $first } 이하이고 자릿수 { $digits }인 8진 코드
census-family-codes = 코드 { $count }개의 목록
census-first-digit = 8진 코드의 첫 자리는 7 이하여야 합니다. 주어진 값: { $digit }
census-no-digits-octal = 8진 코드에는 자리가 하나 이상 있어야 합니다
census-no-digits-hex = 16진 코드에는 자리가 하나 이상 있어야 합니다
census-subtraction-max-zero = --subtraction-max 값은 1 이상이어야 합니다
census-bad-code = { $line }번째 줄 "{ $text }": { $reason }

## grundy census: 파일과 실행
census-file-error = { $path }: { $error }
census-not-a-row = { $path }, { $line }번째 줄: 조사 행이 아닙니다({ $reason }). 이 파일에는 덧붙이지 않습니다
census-stopped = 조사가 멈췄습니다: { $why } (끝난 행은 모두 파일에 있습니다: 같은 명령을 다시 실행하면 이어 갑니다)

## grundy graph solve --processes: 분산 풀이
dist-cannot-write = 값 파일에 쓸 수 없습니다: { $path }: { $error }
dist-stopped = 분산 풀이가 멈췄습니다: { $why }
dist-unreachable = 프로세스 { $process }번(주소 { $address })에 { $seconds }초 안에 연결하지 못했습니다({ $why }). 그 프로세스가 시작되었는지, 주소가 맞는지 확인하세요(--connect-timeout SECS: 더 오래 기다림)
dist-not-joined = 프로세스 { $processes }번(모두 { $count }개)이 { $seconds }초 안에 이 프로세스(대기 주소 { $address })에 연결하지 않았습니다. 같은 호스트 파일로 시작되었는지 확인하세요(--connect-timeout SECS: 더 오래 기다림)
dist-cannot-listen = 다음 주소에서 연결을 기다릴 수 없습니다: { $address }: { $why }
dist-timely = timely가 작업 스레드를 시작하지 못했습니다: { $why }
