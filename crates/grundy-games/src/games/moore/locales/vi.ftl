# The words of Moore's Nim (vi): its own messages, added to the catalogue by
# `grundy_core::words!` in its mod.rs. Words many games share stay in
# crates/grundy-core/locales/.

about-moore = Nim_k của Moore: lấy từ 1 đến k đống cùng lúc
syntax-moore = moore(k)
note-moore-misere = kết quả theo luật misère của Nim_k của Moore (như luật thường, trừ khi mọi đống đều là 0 hoặc 1 thì người đến lượt đi thua khi và chỉ khi số đống 1 viên chia k+1 dư 1); các nước đi thắng cần một phép tìm kiếm vượt quá tầm ({ $reason })
note-moore-no-value = Nim_k của Moore không có công thức cho giá trị Grundy và tìm kiếm vét cạn vượt quá tầm ({ $reason }): giá trị không được cho; kết quả đến từ định lý Moore
note-moore-one-move = chỉ hiện một nước đi thắng, dựng theo cách kiến thiết của Moore; --all-moves liệt kê mọi nước đi thắng
note-moore-unlisted = không liệt kê được mọi nước đi thắng: { $reason }; nước đi được hiện dựng theo cách kiến thiết của Moore
moore-title = Nim_{ $k } của Moore
moore-intro = Viết mỗi đống trong hệ nhị phân và đếm các chữ số 1 trong mỗi cột bit, theo mô-đun { $modulus }.
moore-loses = Số chữ số 1 của mọi cột đều chia hết cho { $modulus }: theo định lý Moore, mọi nước đi làm một số nào đó không chia hết, nên người đến lượt đi sẽ thua.
moore-wins = Các cột có số chữ số 1 không chia hết cho { $modulus }: bit { $bits }. Theo định lý Moore, người đến lượt đi thắng bằng cách làm mọi số lại chia hết, giảm nhiều nhất { $k } đống.
err-moore-too-many-subsets = quá nhiều tập đống cần xét: ít nhất { $subsets } cách chọn nhiều nhất { $k } trong { $heaps } đống khác rỗng (giới hạn là { $limit })
err-moore-too-many-bits = các đống quá lớn để liệt kê nước đi: { $bits } bit (giới hạn là { $limit })
err-moore-too-much-work = việc tìm nước đi thắng cần hơn { $limit } bước
parse-what-k = k
reason-moore-at-most = Nim_{ $k } của Moore: tối đa { $k } đống mỗi lần
