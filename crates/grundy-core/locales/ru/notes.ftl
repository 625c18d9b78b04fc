# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# Примечания анализа (Report::notes): достигнутые пределы, выбранные методы.

note-moves-uncounted = сосчитать все выигрышные ходы не удалось: { $why }
note-heap-too-many-moves = у кучи слишком много ходов, чтобы перечислить выигрышные
note-component-moves-unlisted = ходов компоненты { $component } слишком много, чтобы их перечислить: сосчитаны не все выигрышные ходы
note-component-branching = у компоненты { $component } слишком много ходов, чтобы их перечислить: сосчитаны не все выигрышные ходы
note-loopy-uncounted = компонента { $component }: сосчитать все ходы не удалось: { $why }
