# games with cycles (generalized values, draws, labelling rounds)

loopy-in-all = … (tổng cộng { $count })
loopy-outcome-p = một vị trí P (người đến lượt đi sẽ thua)
loopy-outcome-n = một vị trí N (người đến lượt đi sẽ thắng)
loopy-outcome-n-infinite = một vị trí N (có một lựa chọn giá trị 0: hãy đi đến đó)
loopy-outcome-d = hòa (không lựa chọn nào có giá trị 0, và ván chơi có thể kéo dài mãi)
loopy-title = Giá trị Sprague–Grundy tổng quát (các vòng gán nhãn)
loopy-rule = { $game } có chu trình ({ $vertices } đỉnh, { $arcs } cung), nên ván chơi có thể kéo dài mãi. Giá trị tổng quát của Smith: một đỉnh nhận giá trị hữu hạn m khi không lựa chọn nào có giá trị m, mọi giá trị nhỏ hơn đều là giá trị của một lựa chọn, và mọi lựa chọn có giá trị lớn hơn hoặc vô hạn đều có một lựa chọn giá trị m (một nước thoát có thể được đáp lại bằng cách quay về); nếu không, giá trị của nó là ∞, viết kèm các giá trị hữu hạn K của các lựa chọn.
loopy-rounds = Vòng m gán nhãn m cho mọi đỉnh mà mọi lựa chọn còn lại của nó đều có một lựa chọn đã mang nhãn m (ban đầu: các đỉnh không còn lựa chọn nào), lặp lại cho đến khi không còn gì thay đổi; một đỉnh còn lại không có lựa chọn mang nhãn m thì không thể nhận giá trị hữu hạn nữa và trở thành ∞.
col-round = vòng m
col-labelled = gán nhãn m
col-found-infinite = thấy ∞
loopy-token = đỉnh { $vertex }: giá trị { $value } — { $outcome }
loopy-sum-title = Tổng các giá trị tổng quát
loopy-sum-rule = Giá trị của các thành phần là { $values }. Các giá trị hữu hạn cộng bằng XOR; ∞{"{"}K{"}"} cộng một số hữu hạn n là ∞{"{"}K ⊕ n{"}"}; hai thành phần vô hạn trở lên cho ∞{"{"}{"}"}, tức hòa.
loopy-sum-value = Tổng có giá trị { $value }: { $outcome }.
