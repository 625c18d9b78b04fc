# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Ghi chú của phép phân tích (Report::notes): giới hạn đã chạm tới, phương pháp đã chọn.

note-moves-uncounted = không đếm được hết các nước đi thắng: { $why }
note-heap-too-many-moves = đống có quá nhiều nước đi nên không liệt kê các nước đi thắng
note-component-moves-unlisted = thành phần { $component } có quá nhiều nước đi để liệt kê: không phải mọi nước đi thắng đều được đếm
note-component-branching = thành phần { $component } có quá nhiều nước đi để liệt kê: không phải mọi nước đi thắng đều được đếm
note-loopy-uncounted = thành phần { $component }: không đếm được hết các nước đi: { $why }
