# Ошибки инструментов рядом с библиотекой: перепись семейства правил
# (crates/grundy-census) и распределённое решение графа (crates/grundy-dist).

## grundy census: семейство
census-too-large = { $what }: членов { $count }, больше, чем берёт перепись ({ $most })
census-family-octal = восьмеричные коды из { $digits ->
    [one] { $digits } цифры
   *[other] { $digits } цифр
}
census-family-hex = шестнадцатеричные коды из { $digits ->
    [one] { $digits } цифры
   *[other] { $digits } цифр
}
census-family-subtraction = множества вычитания внутри 1..{ $max }
census-family-octal-first = восьмеричные коды из { $digits ->
    [one] { $digits } цифры
   *[other] { $digits } цифр
} с первой цифрой не больше { $first }
census-family-codes = список из { $count ->
    [one] { $count } кода
   *[other] { $count } кодов
}
census-first-digit = первая цифра восьмеричного кода не больше 7, а не { $digit }
census-no-digits-octal = в восьмеричном коде нужна хотя бы одна цифра
census-no-digits-hex = в шестнадцатеричном коде нужна хотя бы одна цифра
census-subtraction-max-zero = --subtraction-max должно быть не меньше 1
census-bad-code = строка { $line }: «{ $text }»: { $reason }

## grundy census: файл и запуск
census-file-error = { $path }: { $error }
census-not-a-row = { $path }, строка { $line }: это не строка переписи ({ $reason }); дописывать в этот файл нельзя
census-stopped = перепись остановлена: { $why } (каждая готовая строка уже в файле: запустите ту же команду снова, чтобы продолжить)

## grundy graph solve --processes: распределённое решение
dist-cannot-write = не удалось записать файл значений { $path }: { $error }
dist-stopped = распределённое решение остановлено: { $why }
dist-unreachable = не удалось связаться с процессом { $process } по адресу { $address } за { $seconds } с ({ $why }): запущен ли он и верен ли адрес? (--connect-timeout SECS ждёт дольше)
dist-not-joined = { $count ->
    [one] процесс { $processes } не подключился
   *[other] процессы { $processes } не подключились
  } к этому процессу (адрес { $address }) за { $seconds } с: проверьте, что все процессы запущены с тем же файлом хостов (--connect-timeout SECS ждёт дольше)
dist-cannot-listen = не удалось ждать подключений по адресу { $address }: { $why }
dist-timely = timely не смог запустить рабочие потоки: { $why }
