# Lời của `grundy options` (vi): danh sách các lựa chọn của một thế cờ và các lời từ chối,
# được `grundy_core::words!` trong analysis/options/mod.rs thêm vào danh mục.

options-heading = { $position } ({ $convention }): { $count } nước đi, { $distinct } lựa chọn khác nhau
options-normal = luật thường
options-misere = luật misère
options-long-position = thế cờ
options-listed = { $distinct } lựa chọn khác nhau, liệt kê { $listed } lựa chọn đầu tiên
options-moves = { $moves } nước đi dẫn tới đây
options-outcome-p = P: nước đi này thắng
options-outcome-n = N: nước đi này thua
options-outcome-d = D: hòa
options-none = không còn nước đi: ván đã kết thúc

err-options-out-of-reach = các lựa chọn của thành phần { $index } ({ $game }) quá nhiều để đếm trong { $work } bước tính; từ chối thay vì đoán
err-options-not-listable = không thể liệt kê các nước đi của thành phần { $index } ({ $game }): một phần quá lớn với luật của trò chơi; từ chối thay vì đoán
