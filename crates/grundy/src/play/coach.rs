//! The coach: after a move, whether it kept the win, threw it away, or was made in a
//! position already lost — judged by the same analysis as everything else (any game,
//! normal and misère play) — and why, as data: for Nim the nim-sum after the move and
//! the heaps that carried the top bit of the nim-sum before it; for any game the value
//! after the move and the winning moves there were; and, when the move looks like one of
//! the learners' common mistakes, which one ([`Mistake`]). The words are
//! [`Coaching::explain`] (in `report/coach.rs`), so every front end says the same.
//!
//! ```
//! use grundy::play::coach::{judge, Mistake, Verdict};
//! use grundy::play::{parse_move, Player};
//! use grundy::{parse_position, Cancel, Convention};
//! let p = parse_position("3 4 5").unwrap();
//! // Take 2 from heap 2: 3 2 5 — one heap is the ordinary sum of the others, but the
//! // nim-sum is 4, not 0.
//! let m = parse_move(&p, "2 2").unwrap();
//! let c = judge(&p, &m, Convention::Normal, Player::Human, &Cancel::default()).unwrap();
//! assert_eq!(c.verdict, Verdict::ThrewAway);
//! assert!(c.mistakes.contains(&Mistake::AddedSizes));
//! assert!(c.mistakes.contains(&Mistake::WrongHeap));
//! assert_eq!(c.line(), "Your move threw the win away.");
//! ```

use super::{apply, Analyses, Move, Player, Turn};
use crate::analysis::{describe_move_in, AnalysisError};
use crate::cancel::Cancel;
use crate::games::hidden::ReductionReasoning;
use crate::games::nim::{MisereNimReasoning, NimColumns};
use crate::i18n::Lang;
use crate::misere::MisereMethod;
use crate::nat::{self, Nat};
use crate::outcome::{Convention, Outcome};
use crate::position::Position;
use crate::report::{Report, WinningMove};
use num_traits::Zero;
use serde::Serialize;

/// The most winning moves a [`Coaching`] lists (all are counted).
pub const COACH_MOVES: usize = 12;

/// What a move did to the mover's prospects.
///
/// ```
/// use grundy::play::coach::Verdict;
/// assert_eq!(serde_json::to_string(&Verdict::ThrewAway).unwrap(), r#""threw_away""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The mover could win (or draw) and still can: the move went to a position lost for
    /// the opponent (or, from a draw, kept the draw).
    Kept,
    /// The mover could win (or draw) and the move gave the opponent a winning position
    /// (or, from a win, a draw).
    ThrewAway,
    /// The position before the move was already lost against perfect play: every move
    /// loses, and no move is a mistake.
    AlreadyLost,
}

/// A common mistake of learners that a move (or an exercise's answer) looks like.
///
/// ```
/// use grundy::play::coach::Mistake;
/// assert_eq!(serde_json::to_string(&Mistake::ConfusedPN).unwrap(), r#""confused_pn""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mistake {
    /// The heap sizes were added instead of XOR-ed: after the move one heap is the
    /// ordinary sum of the others, yet the nim-sum is not 0 (the carries are the
    /// difference).
    AddedSizes,
    /// The move reduced a heap that does not carry the highest set bit of the nim-sum:
    /// no move of that heap makes the nim-sum 0.
    WrongHeap,
    /// The right heap (it carries the top bit of the nim-sum), reduced to the wrong size:
    /// it had to become its size ⊕ the nim-sum.
    WrongAmount,
    /// Misère Nim: Nim's rule followed into the endgame — the move left only heaps of 0
    /// and 1, an even number of 1s (nim-sum 0), where misère play needs an odd number.
    #[serde(rename = "followed_nim_into_endgame")]
    FollowedNimIntoEndgame,
    /// Misère Nim: the endgame rule used too early — the move made a heap 0 or 1 to leave
    /// an odd number of heaps of 1 while two or more heaps of 2 or more were in play,
    /// where the ordinary Nim rule (nim-sum 0) still holds.
    SwitchedTooEarly,
    /// P- and N-positions confused: a position of nim-sum (value) 0 is lost for the
    /// player to move, any other is won — an exercise answered "P" for a won position,
    /// or a move named in a lost one.
    #[serde(rename = "confused_pn")]
    ConfusedPN,
}

/// Nim's own terms of a move, when the position is Nim (or a game where Nim hides, in
/// the hidden heaps).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimCoaching {
    /// True when the heaps are the hidden Nim heaps of a game where Nim hides.
    pub hidden: bool,
    /// The binary width of the tables (the digits of the largest heap before the move).
    pub width: u64,
    /// The nim-sum before the move.
    #[serde(with = "nat::json")]
    pub nim_sum_before: Nat,
    /// The highest set bit of that nim-sum (from 0); `None` when it was 0.
    pub top_bit: Option<u64>,
    /// The heaps (from 0) that carried that bit: each gave a winning move. At most
    /// [`COACH_MOVES`] of them.
    pub carriers: Vec<usize>,
    /// How many heaps carried it.
    pub carriers_total: u64,
    /// The heap (from 0) the move changed, when it changed one heap.
    pub heap: Option<usize>,
    /// Its size before the move.
    #[serde(with = "nat::json::option")]
    pub from: Option<Nat>,
    /// Its size after the move.
    #[serde(with = "nat::json::option")]
    pub to: Option<Nat>,
    /// What it had to become for the nim-sum to be 0 (`from ⊕ nim-sum`), when that is
    /// smaller than `from`.
    #[serde(with = "nat::json::option")]
    pub target: Option<Nat>,
    /// The nim-sum after the move.
    #[serde(with = "nat::json")]
    pub nim_sum_after: Nat,
}

/// Misère Nim's terms of a move: heaps of 2 or more ("big") and heaps of 1, before and
/// after.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MisereNimCoaching {
    /// Heaps of 2 or more before the move.
    pub big_before: u64,
    /// Heaps of 1 before the move.
    pub ones_before: u64,
    /// Heaps of 2 or more after the move.
    pub big_after: u64,
    /// Heaps of 1 after the move.
    pub ones_after: u64,
}

/// The coach's judgement of one move: the verdict, and why, as data. The words are
/// [`Coaching::line`] and [`Coaching::explain`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Coaching {
    /// Who made the move.
    pub player: Player,
    /// Normal or misère play.
    pub convention: Convention,
    /// Kept the win, threw it away, or was already lost.
    pub verdict: Verdict,
    /// The move in words.
    pub description: String,
    /// The position after the move, in the position language.
    pub after: String,
    /// The outcome of the position before the move (for the mover).
    pub outcome_before: Outcome,
    /// The outcome of the position after the move (for the opponent, now to move).
    pub outcome_after: Outcome,
    /// The normal-play value of the position after the move, when known.
    #[serde(with = "nat::json::option")]
    pub value_after: Option<Nat>,
    /// Under misère play, the method that decided the position after the move.
    pub misere_method_after: Option<MisereMethod>,
    /// Nim's terms, when the position is Nim or a game where Nim hides.
    pub nim: Option<NimCoaching>,
    /// Misère Nim's terms, when the position is Nim under misère play.
    pub misere_nim: Option<MisereNimCoaching>,
    /// The winning moves there were before the move (at most [`COACH_MOVES`]); from a
    /// draw, the moves that kept it.
    pub winning_moves: Vec<WinningMove>,
    /// How many there were, when counted.
    #[serde(with = "nat::json::option")]
    pub winning_move_count: Option<Nat>,
    /// The common mistakes the move looks like (only when it threw the win away).
    pub mistakes: Vec<Mistake>,
}

/// Judges `m`, a legal move in `before` by `player`, under `convention`.
///
/// # Errors
/// As [`analyze`](crate::analyze) (of the position before and after the move): a misère position no
/// method reaches, a search too large, [`AnalysisError::Cancelled`].
///
/// ```
/// use grundy::play::coach::{judge, Verdict};
/// use grundy::play::{parse_move, Player};
/// use grundy::{parse_position, Cancel, Convention};
/// let p = parse_position("kayles 4 3").unwrap();
/// let m = parse_move(&p, "2 2").unwrap(); // knock down pin 2 of row 2: kayles 4 1 1
/// let c = judge(&p, &m, Convention::Normal, Player::Human, &Cancel::default()).unwrap();
/// assert_eq!(c.verdict, Verdict::ThrewAway);
/// assert!(c.value_after.is_some());
/// ```
pub fn judge(
    before: &Position,
    m: &Move,
    convention: Convention,
    player: Player,
    cancel: &Cancel,
) -> Result<Coaching, AnalysisError> {
    judge_in(before, m, convention, player, cancel, Lang::En)
}

/// [`judge`], the moves (the one judged and the winning moves there were) described in
/// `lang`.
///
/// # Errors
/// As [`judge`].
///
/// ```
/// use grundy::play::coach::judge_in;
/// use grundy::play::{parse_move, Player};
/// use grundy::{parse_position, Cancel, Convention, Lang};
/// let p = parse_position("3 4 5").unwrap();
/// let m = parse_move(&p, "1 1").unwrap();
/// let c = judge_in(&p, &m, Convention::Normal, Player::Human, &Cancel::default(), Lang::Ru).unwrap();
/// assert!(!c.description.contains("take"));
/// ```
pub fn judge_in(
    before: &Position,
    m: &Move,
    convention: Convention,
    player: Player,
    cancel: &Cancel,
    lang: Lang,
) -> Result<Coaching, AnalysisError> {
    let mut analyses = Analyses::new(convention, cancel, 1);
    judge_with(&mut analyses, before, m, player, lang)
}

/// [`judge_in`], the analyses of the positions before and after the move taken from
/// `analyses` (under their convention): a position another caller analyses too — the
/// computer choosing its reply, the report of a turn — is analysed once.
///
/// # Errors
/// As [`judge`].
///
/// ```
/// use grundy::play::coach::{judge_with, Verdict};
/// use grundy::play::{computer_move_with, parse_move, Analyses, Player};
/// use grundy::{parse_position, Cancel, Convention, Lang};
/// let cancel = Cancel::new();
/// let mut analyses = Analyses::new(Convention::Normal, &cancel, 100);
/// let p = parse_position("3 4 5").unwrap();
/// let m = parse_move(&p, "1 2").unwrap(); // 1 4 5
/// let c = judge_with(&mut analyses, &p, &m, Player::Human, Lang::En).unwrap();
/// assert_eq!(c.verdict, Verdict::Kept);
/// // The computer replies from 1 4 5, already analysed.
/// computer_move_with(&grundy::play::apply(&p, &m), &mut analyses, &cancel).unwrap();
/// assert_eq!(analyses.runs(), 2);
/// ```
pub fn judge_with(
    analyses: &mut Analyses,
    before: &Position,
    m: &Move,
    player: Player,
    lang: Lang,
) -> Result<Coaching, AnalysisError> {
    let convention = analyses.convention();
    let after_position = apply(before, m);
    let mut was = analyses.report(before, COACH_MOVES)?;
    if lang != Lang::En {
        was.describe_moves_in(before, lang);
    }
    let now = analyses.report(&after_position, 1)?;
    let verdict = match (was.outcome, now.outcome) {
        (Outcome::P, _) => Verdict::AlreadyLost,
        (Outcome::N, Outcome::P) | (Outcome::D, Outcome::P | Outcome::D) => Verdict::Kept,
        (Outcome::N | Outcome::D, _) => Verdict::ThrewAway,
    };
    let nim = nim_terms(before, m, &was, &now);
    let misere_nim = misere_terms(&was, &now);
    let mut coaching = Coaching {
        player,
        convention,
        verdict,
        description: describe_move_in(before, m.component, &m.changes, lang),
        after: after_position.to_string(),
        outcome_before: was.outcome,
        outcome_after: now.outcome,
        value_after: now.value.clone(),
        misere_method_after: now.misere_method,
        nim,
        misere_nim,
        winning_moves: was.winning_moves.clone(),
        winning_move_count: was.winning_move_count.clone(),
        mistakes: Vec::new(),
    };
    if verdict == Verdict::ThrewAway {
        coaching.mistakes = mistakes(&coaching, nim_sizes(&now));
    }
    Ok(coaching)
}

/// Judges a recorded turn of a [`Session`](super::Session).
///
/// # Errors
/// As [`judge`].
///
/// ```
/// use grundy::play::coach::{judge_turn, Verdict};
/// use grundy::play::{Player, Session};
/// use grundy::{parse_position, Cancel, Convention};
/// let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Human);
/// let turn = game.human_move("1 2").unwrap().clone(); // 1 4 5: nim-sum 0
/// let c = judge_turn(&turn, Convention::Normal, &Cancel::default()).unwrap();
/// assert_eq!(c.verdict, Verdict::Kept);
/// let reply = game.computer_reply().unwrap();
/// let theirs = judge_turn(game.history().last().unwrap(), Convention::Normal, &Cancel::default()).unwrap();
/// assert_eq!(theirs.verdict, Verdict::AlreadyLost);
/// assert!(!reply.winning);
/// ```
pub fn judge_turn(
    turn: &Turn,
    convention: Convention,
    cancel: &Cancel,
) -> Result<Coaching, AnalysisError> {
    judge(&turn.before, &turn.played, convention, turn.player, cancel)
}

/// [`judge_turn`], the moves described in `lang` (see [`judge_in`]).
///
/// # Errors
/// As [`judge`].
pub fn judge_turn_in(
    turn: &Turn,
    convention: Convention,
    cancel: &Cancel,
    lang: Lang,
) -> Result<Coaching, AnalysisError> {
    judge_in(
        &turn.before,
        &turn.played,
        convention,
        turn.player,
        cancel,
        lang,
    )
}

/// [`judge_turn_in`] with its analyses taken from `analyses` (see [`judge_with`]).
///
/// # Errors
/// As [`judge`].
pub fn judge_turn_with(
    analyses: &mut Analyses,
    turn: &Turn,
    lang: Lang,
) -> Result<Coaching, AnalysisError> {
    judge_with(analyses, &turn.before, &turn.played, turn.player, lang)
}

/// The Nim table of a report that is Nim's (alone, or in the heaps a game hides): the
/// position is one component and the reasoning opens with the table (after the
/// reduction, for a hidden game).
fn nim_table(report: &Report) -> Option<(&crate::games::nim::NimColumns, bool)> {
    if report.components.len() != 1 {
        return None;
    }
    let (hidden, rest) = match report.reasoning.as_slice() {
        [first, rest @ ..] if first.is::<ReductionReasoning>() => (true, rest),
        steps => (false, steps),
    };
    let (table, rest) = rest.split_first()?;
    let table = table.get::<NimColumns>()?;
    rest.iter()
        .all(|s| s.is::<MisereNimReasoning>())
        .then_some((table, hidden))
}

/// Every heap of a report's Nim table, when the table lists them all.
fn nim_sizes(report: &Report) -> Option<Vec<Nat>> {
    let (t, _) = nim_table(report)?;
    (t.rows.len() == t.heaps_total).then(|| t.rows.iter().map(|r| r.size.clone()).collect())
}

fn nim_terms(before: &Position, m: &Move, was: &Report, now: &Report) -> Option<NimCoaching> {
    let (t, hidden) = nim_table(was)?;
    let (after, _) = nim_table(now)?;
    // The heap the move changed, in Nim's terms.
    let (heap, from, to) = if hidden {
        let c = before.components.get(m.component)?;
        match c.nim_move(&m.changes) {
            Some(n) => (Some(n.heap), Some(Nat::from(n.from)), Some(Nat::from(n.to))),
            None => (None, None, None),
        }
    } else {
        match m.changes.as_slice() {
            [c] if c.parts.is_none() => (Some(c.heap), Some(c.from.clone()), Some(c.to.clone())),
            _ => (None, None, None),
        }
    };
    let s = &t.nim_sum;
    let target = from
        .as_ref()
        .map(|f| f ^ s)
        .filter(|x| from.as_ref().is_some_and(|f| x < f));
    Some(NimCoaching {
        hidden,
        width: t.width,
        nim_sum_before: s.clone(),
        top_bit: t.top_bit,
        carriers: t
            .carriers
            .iter()
            .map(|c| c.index)
            .take(COACH_MOVES)
            .collect(),
        carriers_total: t.carriers_total,
        heap,
        from,
        to,
        target,
        nim_sum_after: after.nim_sum.clone(),
    })
}

fn misere_terms(was: &Report, now: &Report) -> Option<MisereNimCoaching> {
    let find = |r: &Report| {
        r.reasoning
            .iter()
            .find_map(|s| s.get::<MisereNimReasoning>())
            .map(|m| (m.big_heaps, m.one_heaps))
    };
    if nim_table(was).is_none_or(|(_, hidden)| hidden) {
        return None;
    }
    let (big_before, ones_before) = find(was)?;
    let (big_after, ones_after) = find(now)?;
    Some(MisereNimCoaching {
        big_before,
        ones_before,
        big_after,
        ones_after,
    })
}

/// The common mistakes a move that threw the win away looks like.
fn mistakes(c: &Coaching, after_sizes: Option<Vec<Nat>>) -> Vec<Mistake> {
    let mut found = Vec::new();
    if let Some(m) = &c.misere_nim {
        if m.big_after == 0 && m.ones_after % 2 == 0 {
            found.push(Mistake::FollowedNimIntoEndgame);
        }
        let to_small = c
            .nim
            .as_ref()
            .and_then(|n| n.to.as_ref())
            .is_some_and(|t| *t <= Nat::from(1u8));
        if m.big_before >= 2 && to_small && m.ones_after % 2 == 1 {
            found.push(Mistake::SwitchedTooEarly);
        }
    }
    // Nim's rule holds under normal play, and under misère play while two or more heaps
    // are big.
    let nim_rule = match (&c.misere_nim, c.convention) {
        (_, Convention::Normal) => true,
        (Some(m), Convention::Misere) => m.big_before >= 2,
        (None, Convention::Misere) => false,
    };
    let Some(n) = c.nim.as_ref().filter(|_| nim_rule) else {
        return found;
    };
    if let Some(sizes) = after_sizes.filter(|_| !n.nim_sum_after.is_zero()) {
        let total: Nat = sizes.iter().sum();
        let largest = sizes.iter().max().cloned().unwrap_or_default();
        let nonzero = sizes.iter().filter(|s| !s.is_zero()).count();
        if nonzero >= 3 && largest.clone() + largest == total {
            found.push(Mistake::AddedSizes);
        }
    }
    if let (Some(top), Some(from), Some(to)) = (n.top_bit, &n.from, &n.to) {
        if !from.bit(top) {
            found.push(Mistake::WrongHeap);
        } else if Some(to) != n.target.as_ref() {
            found.push(Mistake::WrongAmount);
        }
    }
    found
}
