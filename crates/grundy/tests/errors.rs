//! The library's refusals and errors in four languages (`locales/<lang>/errors.ftl`):
//!
//! * every message of the catalogue (`err-…`, and the web server's `web-…`) reads in
//!   Korean, Russian and Vietnamese (each has letters of its language, and differs from
//!   the English);
//! * one error of every type and variant: its `Display` is its English message, it is
//!   found by [`localized`], and it reads in every language; an error that wraps another
//!   says the inner one in the same language;
//! * the English sentences are those the library always wrote.

use crate::common;
use grundy::errors::{localized, Localized};
use grundy::i18n::{has_message, messages_with_prefix};
use grundy::Lang;
use std::error::Error;

use common::has_letters_of;

const OTHERS: [Lang; 3] = [Lang::Ko, Lang::Ru, Lang::Vi];

#[test]
fn every_error_message_reads_in_every_language() {
    let mut problems = Vec::new();
    let ids: Vec<String> = ["err-", "web-"]
        .iter()
        .flat_map(|p| messages_with_prefix(Lang::En, p))
        .map(|(id, _)| id)
        .collect();
    assert!(ids.len() > 100, "{} error messages", ids.len());
    for id in &ids {
        let en = grundy::i18n::message(Lang::En, id, &[]);
        for lang in OTHERS {
            assert!(has_message(lang, id), "{id} missing in {lang}");
            let text = grundy::i18n::message(lang, id, &[]);
            if !has_letters_of(lang, &text) || text == en {
                problems.push(format!("{id} ({lang}): {text:?}"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
}

/// One error of every type and variant of the library (the parse errors apart).
fn every_error() -> Vec<Box<dyn Error + Send + Sync>> {
    use grundy::analysis::OptionsError;
    use grundy::component::search::SearchRefusal;
    use grundy::component::{MoveError, Refusal};
    use grundy::exercise::{CheckError, ExerciseError};
    use grundy::games::chomp::ChompError;
    use grundy::games::cram::BoardError;
    use grundy::games::geography::GeographyError;
    use grundy::games::hidden::hackenbush::HackenbushError;
    use grundy::games::hidden::spawning::coins::CoinError;
    use grundy::games::hidden::spawning::values::ValueError;
    use grundy::games::hidden::strip::StripError;
    use grundy::games::moore::TooManyMoves;
    use grundy::games::registry::RegisterError;
    use grundy::games::take_away::MemoryError;
    use grundy::games::wythoff::classic::WythoffError;
    use grundy::graph::GraphError;
    use grundy::heap::engine::EngineError;
    use grundy::heap::rule::TooManySteps;
    use grundy::loopy::binary::{FormatError, TextError};
    use grundy::loopy::graph::LoopyGraphError;
    use grundy::loopy::solve::CheckpointError as GraphCheckpointError;
    use grundy::loopy::LoopyError;
    use grundy::misere::quotient::QuotientError;
    use grundy::misere::recurrence::RecurrenceError;
    use grundy::misere::verify::VerifyError;
    use grundy::nimber::expr::evaluate;
    use grundy::nimber::expr::evaluate_ordinal;
    use grundy::nimber::field::NimberError;
    use grundy::nimber::ordinal::{Ordinal, OrdinalError};
    use grundy::play::session::{Player, SessionError};
    use grundy::sequence::checkpoint::CheckpointError;
    use grundy::sequence::run::GameError;
    use grundy::sequence::solved::SequenceError;
    use grundy::sequence::values_file::{ValuesFileError, Width};
    use grundy::subtraction::{RuleError, SolveError};
    use grundy::{AnalysisError, Cancelled, SearchError};
    let engine = || EngineError::ValueOverflow { n: 70000 };
    let s = |x: &str| x.to_string();
    let m = grundy::i18n::Message::new;
    vec![
        Box::new(Cancelled),
        Box::new("fr".parse::<Lang>().unwrap_err()),
        Box::new(AnalysisError::NoMoveFound),
        Box::new(AnalysisError::Cancelled),
        Box::new(OptionsError::OutOfReach {
            index: 1,
            game: s("hex(0.F)"),
            work: 100_000_000,
        }),
        Box::new(OptionsError::NotListable {
            index: 2,
            game: s("nim"),
        }),
        Box::new(OptionsError::Analysis(AnalysisError::NoMoveFound)),
        Box::new(SequenceError::NoPeriod {
            rule: s("0.137"),
            searched: 500,
            heap: s("10^9"),
            limit: 1000,
        }),
        Box::new(SequenceError::TooManyMoves {
            heap: s("10^9"),
            work: Some(5_000_000_000),
            limit: 1_000_000_000,
        }),
        Box::new(SequenceError::TooManyMoves {
            heap: s("10^9"),
            work: None,
            limit: 1_000_000_000,
        }),
        Box::new(SequenceError::MovesBeyondValues {
            heap: s("10^9"),
            kept: 500_000_000,
            memory: 1 << 30,
        }),
        Box::new(SequenceError::TooManyOptions {
            heap: s("50"),
            limit: 1000,
            found: vec![],
        }),
        Box::new(SequenceError::Memory {
            rule: s("0.137"),
            heap: s("5000"),
            computed: 4000,
            held: 1 << 30,
            limit: 1 << 30,
        }),
        Box::new(SequenceError::Engine(engine())),
        Box::new(SequenceError::Cancelled(Cancelled)),
        Box::new(CheckpointError::NotACheckpoint),
        Box::new(CheckpointError::Format(7)),
        Box::new(CheckpointError::TooLarge(1 << 40)),
        Box::new(CheckpointError::Length {
            found: 10,
            declared: 20,
        }),
        Box::new(CheckpointError::Checksum),
        Box::new(CheckpointError::Decode(
            m("engine-decode")
                .with_message("kind", m("engine-decode-limit"))
                .with("detail", "the size limit has been reached"),
        )),
        Box::new(CheckpointError::WrongGame {
            saved: s("kayles"),
            asked: s("dawson"),
        }),
        Box::new(CheckpointError::Engine(engine())),
        Box::new(CheckpointError::Inconsistent(m(
            "reason-checkpoint-counts-kept",
        ))),
        Box::new(grundy::sequence::parse_rule("nim").unwrap_err()),
        Box::new(GameError::TooLargeForCode {
            text: s("sub(1,100)"),
            max: 32,
        }),
        Box::new(ValuesFileError::NotAValuesFile),
        Box::new(ValuesFileError::Version(3)),
        Box::new(ValuesFileError::Damaged(m("reason-values-names-past"))),
        Box::new(ValuesFileError::TooWide {
            value: 300,
            width: Width::U8,
        }),
        Box::new(ValuesFileError::NameTooLong(s("x"))),
        Box::new(StripError::CellZero),
        Box::new(StripError::SharedCell(3)),
        Box::new(WythoffError::TooLarge(2)),
        Box::new(WythoffError::SearchTooLarge),
        Box::new(NimberError::DivisionByZero { dividend: 7 }),
        Box::new(NimberError::InverseOfZero),
        Box::new(evaluate("").unwrap_err()),
        Box::new(evaluate("1 + 0x1000000000000000000000000000000000").unwrap_err()),
        Box::new(evaluate("(1 + 2").unwrap_err()),
        Box::new(evaluate("1 2").unwrap_err()),
        Box::new(evaluate("sqrt 2").unwrap_err()),
        Box::new(evaluate("2 ^ x").unwrap_err()),
        Box::new(evaluate("2 + ").unwrap_err()),
        Box::new(evaluate("cbrt(8)").unwrap_err()),
        Box::new(evaluate(&"(".repeat(1000)).unwrap_err()),
        Box::new(evaluate("2^2^2").unwrap_err()),
        Box::new(OrdinalError::InverseOfZero),
        Box::new(OrdinalError::DivisionByZero {
            dividend: Ordinal::omega(),
        }),
        Box::new(OrdinalError::ExponentTooLarge { level: 0 }),
        Box::new(OrdinalError::LevelTooHigh { level: 2000 }),
        Box::new(OrdinalError::CoefficientTooLarge { prime: 769 }),
        Box::new(OrdinalError::PowerTooLarge {
            exponent: s("0x1000000000000000000000000000000000"),
        }),
        Box::new(OrdinalError::TooMuchWork { limit: 1000 }),
        Box::new(evaluate_ordinal("omega^3^2").unwrap_err()),
        Box::new(evaluate_ordinal("omega^(omega^1001)").unwrap_err()),
        Box::new(evaluate_ordinal("omega^x").unwrap_err()),
        Box::new(evaluate("5 / 0").unwrap_err()),
        Box::new(evaluate("inv(0)").unwrap_err()),
        Box::new(HackenbushError::UnknownVertex {
            edge: 2,
            vertex: 9,
            count: 4,
        }),
        Box::new(HackenbushError::NoGround),
        Box::new(HackenbushError::TooMuchWork {
            cuts: 30,
            size: 60,
            work: 1 << 40,
            limit: 1 << 30,
        }),
        Box::new(CoinError::BelowFirst { coin: 0, first: 1 }),
        Box::new(CoinError::Duplicate(4)),
        Box::new(CoinError::TooMuchWork {
            work: 1 << 40,
            limit: 1 << 30,
        }),
        Box::new(CoinError::TooFar {
            coin: 1 << 40,
            limit: 1 << 30,
        }),
        Box::new(LoopyError::TooLarge { limit: 1000 }),
        Box::new(LoopyError::Overflow(
            m("reason-overflow-vertices").with("count", 1u64 << 33),
        )),
        Box::new(LoopyError::Cancelled(Cancelled)),
        Box::new(LoopyGraphError::Text(GraphError::Empty)),
        Box::new(LoopyGraphError::Solve(LoopyError::TooLarge { limit: 5 })),
        Box::new(FormatError::Magic),
        Box::new(FormatError::Length {
            vertices: 3,
            arcs: 2,
            expected: 64,
            actual: 10,
        }),
        Box::new(FormatError::Checksum {
            stored: 1,
            computed: 2,
        }),
        Box::new(FormatError::Malformed(m("reason-gen-needs-vertex"))),
        Box::new(FormatError::TooManyVertices(1 << 33)),
        Box::new(TextError::Text(GraphError::Empty)),
        Box::new(TextError::Sparse {
            max: 1 << 30,
            named: 3,
        }),
        Box::new(TextError::Format(FormatError::Magic)),
        Box::new(GraphCheckpointError::Magic),
        Box::new(GraphCheckpointError::Truncated),
        Box::new(GraphCheckpointError::Checksum),
        Box::new(GraphCheckpointError::OtherGraph {
            checkpoint: 4,
            graph: 5,
        }),
        Box::new(GraphCheckpointError::Inconsistent),
        Box::new(SearchError::TooLarge { limit: 100 }),
        Box::new(SearchError::TooManyMoves { limit: 1000 }),
        Box::new(SearchError::Cycle),
        Box::new(SearchError::Cancelled(Cancelled)),
        Box::new(SearchRefusal::HeapTooLarge),
        Box::new(SearchRefusal::TooManyMoves(1e9)),
        Box::new(SearchRefusal::TooManyPositions {
            states: 1e12,
            limit: 1000,
        }),
        Box::new(SearchRefusal::TooMuchWork {
            states: 1e6,
            branching: 1e6,
        }),
        Box::new(SearchRefusal::Visited(1000)),
        Box::new(SearchRefusal::Generated(1000)),
        Box::new(SearchRefusal::Cycle),
        Box::new(SearchRefusal::Cancelled(Cancelled)),
        Box::new(MoveError::Unreadable {
            text: s("x"),
            reason: m("reason-one-size-after-arrow"),
        }),
        Box::new(MoveError::Illegal(m("reason-move-must-change"))),
        Box::new(Refusal::SearchTooLarge(
            m("reason-too-many-subgraphs").with("limit", 10u64),
        )),
        Box::new(Refusal::TooLarge {
            what: m("reason-nim-genus-heap"),
            limit: 1000,
        }),
        Box::new(Refusal::Failed(m("reason-values-not-computed"))),
        Box::new(Refusal::Cancelled(Cancelled)),
        Box::new(RuleError::Empty),
        Box::new(RuleError::Zero),
        Box::new(RuleError::TooLarge {
            value: 1 << 40,
            max: 1 << 20,
        }),
        Box::new(RuleError::BoundedZero),
        Box::new(RuleError::NotNormalized),
        Box::new(SolveError::Rule(RuleError::Zero)),
        Box::new(SolveError::Engine(engine())),
        Box::new(SolveError::BudgetExceeded {
            budget: 100,
            computed: 50,
        }),
        Box::new(SessionError::Over),
        Box::new(SessionError::WrongTurn {
            to_move: Player::Human,
        }),
        Box::new(SessionError::WrongTurn {
            to_move: Player::Computer,
        }),
        Box::new(SessionError::Move(MoveError::Illegal(m(
            "reason-move-must-change",
        )))),
        Box::new(SessionError::Analysis(AnalysisError::NoMoveFound)),
        Box::new(GraphError::BadLine {
            line: 3,
            text: s("a b c"),
        }),
        Box::new(GraphError::BadVertex {
            line: 3,
            token: s("x"),
        }),
        Box::new(GraphError::Cycle { vertex: 2 }),
        Box::new(GraphError::Empty),
        Box::new(ExerciseError::Level(9)),
        Box::new(ExerciseError::Count(1000)),
        Box::new(ExerciseError::Cancelled),
        Box::new(ExerciseError::TooFew {
            made: 3,
            wanted: 10,
        }),
        Box::new(CheckError::Move(MoveError::Illegal(m(
            "reason-move-must-change",
        )))),
        Box::new(CheckError::Analysis(AnalysisError::Cancelled)),
        Box::new(VerifyError::Format {
            format: s("other"),
            version: 2,
        }),
        Box::new(VerifyError::Rule {
            found: s("kayles"),
            expected: s("dawson"),
        }),
        Box::new(VerifyError::Cancelled(Cancelled)),
        Box::new(QuotientError::TooLarge {
            heap: 30,
            what: m("reason-quotient-options").with("max", 2000u64),
        }),
        Box::new(QuotientError::NoPretension(40)),
        Box::new(QuotientError::Cancelled(Cancelled)),
        Box::new(QuotientError::BadState(m("reason-state-monoid"))),
        Box::new(QuotientError::NotHeaps(s("cram"))),
        Box::new(RecurrenceError::Splits(s("kayles"))),
        Box::new(RecurrenceError::Unbounded(s("nim"))),
        Box::new(RecurrenceError::NoPeriod {
            rule: s("0.137"),
            computed: 100,
            window: 20,
        }),
        Box::new(grundy::misere::canonical::CanonicalError::TooLarge { limit: 1000 }),
        Box::new(grundy::misere::canonical::CanonicalError::TooLong { limit: 1000 }),
        Box::new(grundy::misere::canonical::CanonicalError::Syntax {
            text: s("*[2#"),
            at: 5,
        }),
        Box::new(grundy::misere::canonical::CanonicalError::NoDifference { text: s("2[-3]") }),
        Box::new(grundy::misere::canonical::CanonicalError::TooManySums { limit: 1000 }),
        Box::new(grundy::analysis::CanonicalRefusal::NotSearchable),
        Box::new(grundy::analysis::CanonicalRefusal::TooManyPositions { limit: 1000 }),
        Box::new(grundy::analysis::CanonicalRefusal::Form(
            grundy::misere::canonical::CanonicalError::TooLarge { limit: 1000 },
        )),
        Box::new(grundy::analysis::CanonicalRefusal::Cancelled(Cancelled)),
        Box::new(EngineError::Unsupported {
            engine: s("sparse"),
            rule: s("4.07"),
            reason: m("engine-digit-three-heaps").with("digit", "4"),
        }),
        Box::new(engine()),
        Box::new(EngineError::Memory {
            n: 5,
            bytes: 3 << 30,
            limit: 1 << 30,
        }),
        Box::new(EngineError::BadState(m("reason-state-tables-no-code"))),
        Box::new(TooManySteps {
            heap: 1_000_001,
            steps: 1000,
        }),
        Box::new(grundy::heap::formula::FormulaRule::parse("n -> [[m]]").unwrap_err()),
        Box::new(grundy::heap::formula::FormulaRule::parse("n -> [[n - 1]").unwrap_err()),
        Box::new(grundy::heap::formula::FormulaEvalError::NotSmaller { heap: 4, part: 4 }),
        Box::new(grundy::heap::formula::FormulaEvalError::TooManyOptions {
            heap: 4,
            limit: 100_000,
        }),
        Box::new(ValueError::Work {
            n: 90,
            budget: 1000,
        }),
        Box::new(ValueError::TooLarge { n: 90 }),
        Box::new(TooManyMoves::TooManySubsets {
            subsets: grundy::Nat::from(10u8).pow(30),
            k: 3,
            heaps: 200,
            limit: 1000,
        }),
        Box::new(TooManyMoves::TooManyBits {
            bits: 5000,
            limit: 4096,
        }),
        Box::new(TooManyMoves::TooMuchWork { limit: 1000 }),
        Box::new(MemoryError::HeapTooLarge {
            game: s("take-away"),
            heap: 5000,
        }),
        Box::new(MemoryError::TooManyTerms {
            game: s("take-away"),
        }),
        Box::new(BoardError::Empty),
        Box::new(BoardError::EmptyRow(2)),
        Box::new(BoardError::BadSquare('x')),
        Box::new(BoardError::Ragged {
            row: 2,
            len: 3,
            first: 4,
        }),
        Box::new(BoardError::TooLarge { rows: 20, cols: 20 }),
        Box::new(ChompError::NoRows),
        Box::new(ChompError::EmptyRow(2)),
        Box::new(ChompError::Increasing {
            row: 2,
            len: 4,
            below: 3,
        }),
        Box::new(ChompError::TooManyRows(65)),
        Box::new(ChompError::RowTooLong { row: 1, len: 1001 }),
        Box::new(GeographyError::NoStart),
        Box::new(GeographyError::TwoStarts(0, 1)),
        Box::new(GeographyError::BadStart),
        Box::new(GeographyError::StartNotAVertex(5)),
        Box::new(RegisterError::NoName),
        Box::new(RegisterError::BadName(s("Pile"))),
        Box::new(RegisterError::NameTaken {
            name: s("kayles"),
            by: "kayles",
        }),
    ]
}

#[test]
fn every_error_reads_in_every_language_and_its_display_is_english() {
    let mut problems = Vec::new();
    for e in every_error() {
        let e: &(dyn Error + 'static) = e.as_ref();
        let Some(l) = localized(e) else {
            problems.push(format!("not localized: {e:?}"));
            continue;
        };
        let en = l.message_in(Lang::En);
        assert_eq!(e.to_string(), en, "{e:?}");
        for lang in OTHERS {
            let text = l.message_in(lang);
            if !has_letters_of(lang, &text) || text == en || text.contains("{$") {
                problems.push(format!("{e:?} ({lang}): {text:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_wrapped_error_is_said_in_the_same_language() {
    use grundy::heap::engine::EngineError;
    use grundy::subtraction::{RuleError, SolveError};
    let inner = EngineError::ValueOverflow { n: 70000 };
    for lang in Lang::ALL {
        assert_eq!(
            SolveError::Engine(inner.clone()).message_in(lang),
            inner.message_in(lang)
        );
        assert_eq!(
            SolveError::Rule(RuleError::Zero).message_in(lang),
            RuleError::Zero.message_in(lang)
        );
    }
    assert_eq!(
        SolveError::Rule(RuleError::Zero).message_in(Lang::Ru),
        "количества должны быть положительными (дано 0)"
    );
}

#[test]
fn plurals_of_the_errors_follow_russian() {
    use grundy::loopy::LoopyError;
    let say = |limit| LoopyError::TooLarge { limit }.message_in(Lang::Ru);
    assert_eq!(say(1), "в игре больше 1 позиции");
    assert_eq!(say(21), "в игре больше 21 позиции");
    assert_eq!(say(5), "в игре больше 5 позиций");
    let bytes = |n| {
        grundy::sequence::checkpoint::CheckpointError::Length {
            found: n,
            declared: 100,
        }
        .message_in(Lang::Ru)
    };
    assert!(bytes(1).contains("данных 1 байт,"), "{}", bytes(1));
    assert!(bytes(3).contains("данных 3 байта,"), "{}", bytes(3));
    assert!(bytes(7).contains("данных 7 байт,"), "{}", bytes(7));
}

#[test]
fn the_english_is_what_the_library_always_wrote() {
    use grundy::sequence::checkpoint::CheckpointError;
    use grundy::sequence::values_file::{ValuesFileError, Width};
    assert_eq!(
        CheckpointError::TooLarge(1 << 40).to_string(),
        "damaged: its header declares 1099511627776 bytes of data, more than 8 GiB (the most grundy reads from a checkpoint)"
    );
    assert_eq!(
        ValuesFileError::TooWide {
            value: 300,
            width: Width::U8
        }
        .to_string(),
        "the value 300 does not fit in u8 (at most 255)"
    );
    assert_eq!(
        grundy::loopy::binary::FormatError::Checksum {
            stored: 1,
            computed: 255
        }
        .to_string(),
        "checksum mismatch (stored 00000001, computed 000000ff): the file is corrupted"
    );
    assert_eq!(
        grundy::component::search::SearchRefusal::TooManyMoves(1234.4).to_string(),
        "a position has about 1234 moves, too many to search"
    );
    assert_eq!(
        grundy::sequence::parse_rule("nim").unwrap_err().to_string(),
        "nim: nothing to compute — its positions are not heaps of a take-and-break or subtraction rule (a Nim heap of n has value n)"
    );
}
