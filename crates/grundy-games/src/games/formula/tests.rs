use grundy::{analyze, parse_position, AnalyzeOptions, Lang};

const KAYLES: &str = "rule(n -> [[a, n - k - a] for k in 1..=min(2, n) for a in 0..=(n - k) / 2])";

#[test]
fn round_trips_in_the_canonical_spelling() {
    for text in [
        format!("{KAYLES} 10 6"),
        format!("{KAYLES} 4 + kayles 5 + nim 3"),
        "rule(n -> [[n - 1]]) 3".to_string(),
    ] {
        let p = parse_position(&text).unwrap();
        assert_eq!(p.to_string(), text);
        assert_eq!(parse_position(&p.to_string()).unwrap(), p);
    }
    assert_eq!(
        parse_position("RULE( n->[[n-1]] ) 3").unwrap().to_string(),
        "rule(n -> [[n - 1]]) 3"
    );
}

#[test]
fn a_formula_is_valued_and_played_as_its_code() {
    let options = AnalyzeOptions::default();
    for n in [1u32, 5, 12, 30, 80] {
        let mine = analyze(
            &parse_position(&format!("{KAYLES} {n} 3")).unwrap(),
            &options,
        )
        .unwrap();
        let theirs = analyze(&parse_position(&format!("0.77 {n} 3")).unwrap(), &options).unwrap();
        assert_eq!(mine.value, theirs.value, "{n}");
        assert_eq!(mine.outcome, theirs.outcome, "{n}");
        assert_eq!(mine.winning_moves.len(), theirs.winning_moves.len(), "{n}");
    }
    // Moves in the heap notation, checked against the formula's options.
    let p = parse_position(&format!("{KAYLES} 5")).unwrap();
    let c = &p.components[0];
    assert!(c.parse_move("1 -> 2 2").is_ok());
    assert!(c.parse_move("1 1").is_ok());
    let e = c.parse_move("1 -> 1 1").unwrap_err();
    assert!(e.to_string().contains("cannot become 1, 1"), "{e}");
    assert_eq!(c.has_move(), Some(true));
    assert_eq!(
        c.describe_in(
            &[grundy::component::HeapChange::split(0, 5u8.into(), vec![])],
            Lang::En
        ),
        "remove heap 1 (5)"
    );
}

#[test]
fn errors_name_their_column_in_the_position() {
    let e = parse_position("3 + rule(n -> [[m]]) 5").unwrap_err();
    assert_eq!((e.column, e.token.as_str()), (17, "m]])"));
    assert!(
        e.to_string().starts_with("unknown name `m` at column 17"),
        "{e}"
    );
    let e = parse_position("rule 5").unwrap_err();
    assert!(e.to_string().contains("needs arguments"), "{e}");
    // A formula that fails at a heap: a refusal naming the heap, never a panic.
    let p = parse_position("rule(n -> [[n - 2]]) 4").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default());
    let e = r.unwrap_err().to_string();
    assert!(e.contains("heap of -1 from a heap of 1"), "{e}");
    assert_eq!(p.components[0].has_move(), Some(true));
    let one = parse_position("rule(n -> [[n - 2]]) 1").unwrap();
    assert_eq!(one.components[0].has_move(), None);
    let loopy = parse_position("rule(n -> [[n]]) 4").unwrap();
    let e = analyze(&loopy, &AnalyzeOptions::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("must be smaller"), "{e}");
}

#[test]
fn a_rule_that_splits_is_pressed_on_its_board_its_cuts_included() {
    // Kayles as a formula: every option of a heap of 7 is a play of its board, the
    // splits among them, each typed as the move notation reads it.
    let p = parse_position(&format!("{KAYLES} 7")).unwrap();
    let board = &p.pieces()[0];
    let mut texts: Vec<&str> = board.plays.iter().map(|p| p.text.as_str()).collect();
    texts.sort_unstable();
    texts.dedup();
    assert_eq!(
        texts,
        ["1 -> 1 4", "1 -> 1 5", "1 -> 2 3", "1 -> 2 4", "1 -> 3 3", "1 1", "1 2"]
    );
    for text in &texts {
        assert!(grundy::play::parse_move(&p, text).is_ok(), "{text}");
    }
    // (a split that takes nothing is a line; Kayles' take from the middle is its pins)
    assert!(board.plays.iter().all(|p| !p.select.is_empty()));
    // A rule that never splits takes from the end, as Nim's rows do.
    let p = parse_position("rule(n -> [[n - 1]]) 3").unwrap();
    let board = &p.pieces()[0];
    let texts: Vec<&str> = board.plays.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["1 1"]);
    assert!(board.how.contains("to its right"), "{}", board.how);
    // A rule whose parts outgrow the heap: the moves the counters can show are pressed,
    // the others typed.
    // (a take of one is pressed at either end of the row)
    let p = parse_position("rule(n -> [[n - 1, n - 1], [n - 1]]) 3").unwrap();
    let board = &p.pieces()[0];
    let texts: Vec<&str> = board.plays.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["1 1", "1 1"]);
    assert!(grundy::play::parse_move(&p, "1 -> 2 2").is_ok());
}
