# The words of Nim (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-nim = lấy một số dương bất kỳ từ một đống
syntax-nim = nim (hoặc không ghi gì)
row-parity-note = (tính chẵn lẻ của mỗi cột)
and-more = … và thêm { $count }
nim-columns-title = Tổng Nim, từng cột một (nhị phân)
nim-columns-intro = Viết số đá của mỗi đống trong hệ nhị phân và đếm các chữ số 1 trong mỗi cột: cột có số lẻ chữ số 1 cho chữ số 1 trong tổng Nim.
nim-component-value = Tổng Nim là { $sum }: đó là giá trị Grundy của thành phần này.
nim-misere-endgame = Tổng Nim là { $sum }, nhưng theo luật misère nó chỉ quyết định khi còn hai đống trở lên có từ 2 viên đá: ở đây quy tắc tàn cuộc của Bouton quyết định (bên dưới).
nim-wins = Tổng Nim là { $sum } ≠ 0: người đến lượt đi sẽ thắng. Chữ số 1 cao nhất của nó là bit { $bit } (giá trị { $value }); có { $carriers } đống chứa bit đó, và một đống a có bit đó trở thành a ⊕ { $sum }, nhỏ hơn a và làm mọi cột thành chẵn:
nim-carrier = đống { $heap }: { $size } ⊕ { $sum } = { $target } < { $size }, vậy lấy { $take }
nim-loses = Tổng Nim là 0: mọi nước đi đều thay đổi một đống nên làm một cột nào đó thành lẻ — người đến lượt đi sẽ thua.
misere-nim-title = Nim theo luật misère (Bouton)
misere-nim-counts = { $big } đống có từ 2 viên trở lên, { $ones } đống có 1 viên, tổng Nim { $sum }.
misere-rule = Quy tắc: { $rule }.
misere-rule-several = có hai đống trở lên có từ 2 viên: chơi như Nim thường; người đến lượt đi thua đúng khi tổng Nim bằng 0
misere-rule-one = có đúng một đống có từ 2 viên: người đến lượt đi thắng bằng cách giảm đống đó còn 0 hoặc 1 viên sao cho còn lại một số lẻ đống 1 viên
misere-rule-none = mọi đống đều có 0 hoặc 1 viên: người đến lượt đi thua đúng khi số đống 1 viên là lẻ
misere-here-sum-wins = Ở đây nó bằng { $sum }: người đến lượt đi sẽ thắng.
misere-here-sum-loses = Ở đây nó bằng { $sum }: người đến lượt đi sẽ thua.
misere-here-odd-wins = Ở đây số đó lẻ ({ $ones }): người đến lượt đi sẽ thắng.
misere-here-odd-loses = Ở đây số đó lẻ ({ $ones }): người đến lượt đi sẽ thua.
misere-here-even-wins = Ở đây số đó chẵn ({ $ones }): người đến lượt đi sẽ thắng.
misere-here-even-loses = Ở đây số đó chẵn ({ $ones }): người đến lượt đi sẽ thua.
reason-nim-one-heap = Nim: chỉ lấy từ một đống
