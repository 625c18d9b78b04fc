# notes: messages of this file (see crates/grundy/src/i18n/mod.rs)
# The analysis's notes (Report::notes): limits reached, methods chosen.

note-moves-uncounted = not every winning move could be counted: { $why }
note-heap-too-many-moves = the heap has too many moves to list the winning ones
note-component-moves-unlisted = the moves of component { $component } are too many to list: not every winning move is counted
note-component-branching = component { $component } has too many moves to list: not every winning move is counted
note-loopy-uncounted = component { $component }: not every move could be counted: { $why }
