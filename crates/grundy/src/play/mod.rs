//! Playing a game: reading a player's move, checking it is legal, and choosing the
//! computer's reply — a winning move whenever one exists (the fastest, when the game tree
//! is small enough to measure), otherwise the move that makes the game last longest.
//! Front ends (the terminal game, the web page) call these; they hold no game logic.
//!
//! Move notation (heaps, tokens and components count from 1):
//! * `H N` — take N from heap H (Nim, subtraction games, heap games: from the end);
//! * `H -> M` — heap H becomes M; for heap games `H -> a b` — heap H becomes heaps a, b;
//! * `H a-b` — Kayles and Dawson's Kayles: knock down pins a to b of row H (`H a` one pin);
//! * `H N, H' N'` — several heaps at once (Moore's Nim_k, Wythoff's game, products);
//! * `T V` — graph games: move token T to vertex V;
//! * `C: …` — in a sum, the component C the move is made in;
//! * `P: …; Q: …` — in a compound (`conjunctive(…)`, `selective(…)`, `ordinal(…)`), the
//!   move of each part P it moves, in that part's own notation (`P: C: …` in a part
//!   that is a sum).
//!
//! A game in progress — whose turn it is, the moves so far, undo, who won — is a
//! [`Session`].

mod analyses;
pub mod coach;
pub mod session;
pub mod words;

pub use analyses::Analyses;
pub use session::{Player, Session, SessionError, Turn};

use crate::analysis::{describe_move, AnalysisError};
use crate::cancel::Cancel;
use crate::component::notation;
use crate::component::search::{searchable, SearchMove};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::position::Position;
use crate::solver::Solver;

/// The move notation, as front ends show it: each form and what it means.
///
/// ```
/// assert!(grundy::play::NOTATION.iter().any(|(form, _)| *form == "H N"));
/// let m = grundy::play::parse_move(&grundy::parse_position("3 4 5").unwrap(), "2 3").unwrap();
/// assert_eq!(m.component, 0);
/// ```
pub const NOTATION: &[(&str, &str)] = &[
    ("H N", "take N from heap H"),
    ("H -> M", "heap H becomes M"),
    ("H -> a b", "heap H becomes the heaps a, b, …"),
    ("H a-b", "Kayles: knock down pins a to b of row H"),
    ("H N, H' N'", "several heaps at once, separated by commas"),
    ("T V", "graph games: move token T to vertex V"),
    ("C: …", "in a sum: the move is made in component C"),
    (
        "P: …; Q: …",
        "in a compound: each part's move in its own notation",
    ),
];

/// The catalogue ids of [`NOTATION`]'s meanings, in its order (`page-` ids: a page puts
/// them in its language itself).
const NOTATION_IDS: [&str; 8] = [
    "page-notation-take",
    "page-notation-becomes",
    "page-notation-split",
    "page-notation-pins",
    "page-notation-several",
    "page-notation-token",
    "page-notation-component",
    "page-notation-part",
];

/// The move notation in `lang`: each form (never translated) with its catalogue id
/// and what it means in `lang`.
///
/// ```
/// use grundy::{play::notation_in, Lang};
/// let forms = notation_in(Lang::Ru);
/// assert_eq!(forms[0].0, "H N");
/// assert_eq!(forms[0].2, "взять N из кучи H");
/// assert_eq!(notation_in(Lang::En)[0].2, grundy::play::NOTATION[0].1);
/// ```
pub fn notation_in(lang: crate::i18n::Lang) -> Vec<(&'static str, &'static str, String)> {
    NOTATION
        .iter()
        .zip(NOTATION_IDS)
        .map(|(&(form, _), id)| (form, id, crate::i18n::message(lang, id, &[])))
        .collect()
}

/// How to type a move in a position ([`typing_in`]): the forms of the notation its
/// games read, and some of its legal moves as they are typed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct Typing {
    /// The forms of [`NOTATION`] that apply (none for a game whose notation is its own:
    /// the examples show it), in [`NOTATION`]'s order.
    pub forms: Vec<TypedForm>,
    /// Legal moves of the position as typed (each read back by [`parse_move`] as the
    /// move it is), one of each kind of move, at most [`TYPED_EXAMPLES`]; empty when
    /// the game is over. A game whose notation names none of its moves (a caterpillar)
    /// has one, `#k`: its number among the legal moves.
    pub examples: Vec<TypedExample>,
}

/// A form of the notation: as written, its catalogue id and what it means.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct TypedForm {
    /// The form, never translated: `H N`.
    pub form: String,
    /// The catalogue id of its meaning (`page-notation-take`).
    pub id: String,
    /// What it means, in the language asked for.
    pub meaning: String,
}

/// A legal move as typed, and what it does in words.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct TypedExample {
    /// The move as typed: `2 -> 1 4`.
    pub text: String,
    /// What it does, in the language asked for.
    pub description: String,
}

/// The most examples [`typing_in`] gives.
pub const TYPED_EXAMPLES: usize = 3;

/// The index in [`NOTATION`] of a form a game reads.
fn notation_index(form: crate::component::notation::Form) -> Option<usize> {
    use crate::component::notation::Form;
    Some(match form {
        Form::Take => 0,
        Form::Becomes => 1,
        Form::Split => 2,
        Form::Pins => 3,
        Form::Several => 4,
        Form::Token => 5,
        Form::Part => 7,
        _ => return None,
    })
}

/// How to type a move in `position`, its words in `lang`: the forms of the notation its
/// games read (and `C: …` in a sum), and a legal move of each kind, as typed.
///
/// ```
/// use grundy::{parse_position, play::typing_in, Lang};
/// let t = typing_in(&parse_position("grundy-game 7").unwrap(), Lang::En);
/// let forms: Vec<&str> = t.forms.iter().map(|f| f.form.as_str()).collect();
/// assert_eq!(forms, ["H -> a b"]);
/// assert!(t.examples.iter().any(|e| e.text == "1 -> 1 6" || e.text == "1 -> 6 1"));
/// let sum = typing_in(&parse_position("kayles 3 + 2").unwrap(), Lang::En);
/// let forms: Vec<&str> = sum.forms.iter().map(|f| f.form.as_str()).collect();
/// assert_eq!(forms, ["H N", "H -> M", "H a-b", "C: …"]);
/// assert!(sum.examples.iter().all(|e| e.text.starts_with("1: ") || e.text.starts_with("2: ")));
/// ```
pub fn typing_in(position: &Position, lang: crate::i18n::Lang) -> Typing {
    typing_with(position, &position.pieces_in(lang), lang)
}

/// [`typing_in`] with the position's boards already drawn (`boards`,
/// [`Position::pieces_in`]): their plays are the moves of the examples.
pub fn typing_with(
    position: &Position,
    boards: &[crate::component::Pieces],
    lang: crate::i18n::Lang,
) -> Typing {
    let mut indices: Vec<usize> = position
        .components
        .iter()
        .flat_map(|c| c.forms())
        .filter_map(notation_index)
        .collect();
    if position.components.len() > 1 {
        indices.push(6);
    }
    indices.sort_unstable();
    indices.dedup();
    let all = notation_in(lang);
    let forms = indices
        .iter()
        .filter_map(|&i| all.get(i))
        .map(|(form, id, meaning)| TypedForm {
            form: form.to_string(),
            id: id.to_string(),
            meaning: meaning.clone(),
        })
        .collect();
    Typing {
        forms,
        examples: typed_examples(position, boards, lang),
    }
}

/// Up to [`TYPED_EXAMPLES`] legal moves of `position` as typed, of different kinds (the
/// shape of the text, its numbers aside) and from different components first: the plays
/// of its boards, else the move that changes least.
fn typed_examples(
    position: &Position,
    boards: &[crate::component::Pieces],
    lang: crate::i18n::Lang,
) -> Vec<TypedExample> {
    // "2 -> 1 4" and "1 -> 3 3" are one kind; "2 3" another.
    let shape = |text: &str| {
        let mut out = String::new();
        for ch in text.chars() {
            let c = if ch.is_ascii_digit() { '9' } else { ch };
            if !(c == '9' && out.ends_with('9')) {
                out.push(c);
            }
        }
        out
    };
    // Each component's kinds of plays, in order.
    let mut kinds: Vec<Vec<&str>> = Vec::new();
    for board in boards {
        let mut seen: Vec<String> = Vec::new();
        let mut mine: Vec<&str> = Vec::new();
        for play in &board.plays {
            let k = shape(&play.text);
            if play.text.starts_with('#') || seen.contains(&k) {
                continue;
            }
            seen.push(k);
            mine.push(&play.text);
        }
        kinds.push(mine);
    }
    let mut texts: Vec<String> = Vec::new();
    for round in 0.. {
        let here: Vec<&str> = kinds.iter().filter_map(|k| k.get(round).copied()).collect();
        if here.is_empty() || texts.len() >= TYPED_EXAMPLES {
            break;
        }
        texts.extend(here.into_iter().map(str::to_string));
    }
    texts.truncate(TYPED_EXAMPLES);
    if texts.is_empty()
        && let Some(m) = slow_move(position)
        && let Some(text) = move_text(position, &m)
    {
        texts.push(text);
    }
    texts
        .into_iter()
        .filter_map(|text| {
            let m = parse_move(position, &text).ok()?;
            let description =
                crate::position::describe_move_in(position, m.component, &m.changes, lang);
            Some(TypedExample { text, description })
        })
        .collect()
}

/// The move `m` in `position` as a learner would type it: the game's notation when one
/// of the usual forms reads back as `m`, otherwise `#k`.
///
/// ```
/// use grundy::play::move_text;
/// use grundy::play::parse_move;
/// let p = grundy::parse_position("nim 3 4 + kayles 5").unwrap();
/// let m = parse_move(&p, "2: 1 -> 1 2").unwrap();
/// assert_eq!(move_text(&p, &m).as_deref(), Some("2: 1 -> 1 2"));
/// ```
pub fn move_text(position: &Position, m: &Move) -> Option<String> {
    let prefix = if position.components.len() > 1 {
        format!("{}: ", m.component + 1)
    } else {
        String::new()
    };
    let mut candidates = Vec::new();
    if let [c] = m.changes.as_slice() {
        let h = c.heap + 1;
        if c.parts.is_none() && c.to < c.from {
            candidates.push(format!("{prefix}{h} {}", &c.from - &c.to));
        }
        match &c.parts {
            Some(parts) if !parts.is_empty() => {
                let parts: Vec<String> = parts.iter().map(Nat::to_string).collect();
                candidates.push(format!("{prefix}{h} -> {}", parts.join(" ")));
            }
            _ => candidates.push(format!("{prefix}{h} -> {}", c.to)),
        }
    }
    if let Some(board) = position.pieces().get(m.component) {
        candidates.extend(
            board
                .plays
                .iter()
                .filter(|p| p.amount.is_none() && p.changes == m.changes)
                .map(|p| p.text.clone()),
        );
    }
    if let Some(text) = candidates
        .into_iter()
        .find(|t| parse_move(position, t).as_ref() == Ok(m))
    {
        return Some(text);
    }
    let k = legal_moves(position)?.iter().position(|x| x == m)?;
    Some(format!("#{}", k + 1))
}

/// The most positions the computer searches to choose the fastest win or slowest loss.
pub const PLAY_SEARCH_LIMIT: usize = 200_000;

/// The most work (positions × moves per position, the search's own bound before it
/// starts) the computer's search of the fastest win or slowest loss may take. Beyond, it
/// plays the analysis's winning move (or [`slow_move`]).
pub const PLAY_SEARCH_WORK: f64 = 10_000_000.0;

/// The most moves that search may generate (the work itself, counted as it goes): a
/// move is answered within about a second. A bound before the search is only an estimate
/// — loose for most games, tight for Nim, where `1000 5` passed it and took more than the
/// web server's 10 s — so the search also stops here, and the computer plays the
/// analysis's winning move.
pub const PLAY_SEARCH_MOVES: u64 = 1_000_000;

pub use crate::position::{legal_moves, Move};

pub use crate::component::MoveError;

/// The computer's choice, with what it knows.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerMove {
    /// The move.
    pub chosen: Move,
    /// True when it is a winning move (the computer will win).
    pub winning: bool,
    /// The move in words.
    pub description: String,
    /// How it was chosen, in English ([`ComputerMove::reason_in`] in any language).
    pub reason: String,
    /// How it was chosen, as data.
    pub why: ReplyReason,
}

/// How the computer chose its move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplyReason {
    /// A winning move; with the search, the game ends within this many more moves.
    Winning(Option<u32>),
    /// Every move loses; this one makes the game last longest (this many more moves).
    Longest(u32),
    /// A winning move exists but could not be listed: this move only delays.
    Delays,
    /// Every move loses; this one changes as little as possible.
    Slow,
}

impl ReplyReason {
    /// The reason in words, in `lang` (a phrase, without a capital or a full stop).
    ///
    /// ```
    /// use grundy::play::ReplyReason;
    /// use grundy::Lang;
    /// assert_eq!(ReplyReason::Winning(None).words_in(Lang::En), "a winning move");
    /// assert_eq!(ReplyReason::Winning(None).words_in(Lang::Ko), "이기는 수");
    /// ```
    pub fn words_in(self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        match self {
            ReplyReason::Winning(None) => t!(lang, "reply-winning"),
            ReplyReason::Winning(Some(r)) => t!(lang, "reply-winning-within", moves = r),
            ReplyReason::Longest(r) => t!(lang, "reply-longest", moves = r),
            ReplyReason::Delays => t!(lang, "reply-delays"),
            ReplyReason::Slow => t!(lang, "reply-slow"),
        }
    }
}

impl ComputerMove {
    /// How it was chosen, in `lang`.
    pub fn reason_in(&self, lang: crate::i18n::Lang) -> String {
        self.why.words_in(lang)
    }
}

/// Reads `text` as a move in `position` (see the module docs) and checks it is legal.
///
/// ```
/// use grundy::parse_position;
/// use grundy::play::{apply, parse_move};
/// let p = parse_position("3 4 5").unwrap();
/// let m = parse_move(&p, "1 2").unwrap(); // take 2 from heap 1
/// assert_eq!(apply(&p, &m).to_string(), "1 4 5");
/// assert!(parse_move(&p, "1 4").is_err()); // heap 1 has only 3
/// let k = parse_position("kayles 10").unwrap();
/// assert_eq!(apply(&k, &parse_move(&k, "1 4-5").unwrap()).to_string(), "kayles 3 5");
/// ```
pub fn parse_move(position: &Position, text: &str) -> Result<Move, MoveError> {
    use crate::i18n::msg;
    let unreadable = |reason: crate::i18n::Message| MoveError::Unreadable {
        text: text.to_string(),
        reason,
    };
    if let Some(k) = text.trim().strip_prefix('#') {
        let moves =
            legal_moves(position).ok_or_else(|| unreadable(msg!("reason-too-many-to-number")))?;
        let k: usize = k
            .trim()
            .parse()
            .map_err(|_| unreadable(msg!("reason-write-move-number")))?;
        return moves
            .get(k.wrapping_sub(1))
            .cloned()
            .ok_or_else(|| unreadable(msg!("reason-pick-listed-move", count = moves.len())));
    }
    // A lone component reads a ':' of its own first (a compound's parts, `1: …; 2: …`);
    // else the text before it names the component.
    if let [c] = position.components.as_slice()
        && text.contains(':')
        && let Ok(changes) = c.parse_move(text.trim())
    {
        return Ok(Move {
            component: 0,
            changes,
        });
    }
    let (component, body) = match text.split_once(':') {
        Some((c, rest)) => {
            let c: usize = c
                .trim()
                .parse()
                .map_err(|_| unreadable(msg!("reason-component-number")))?;
            if c == 0 || c > position.components.len() {
                return Err(unreadable(msg!(
                    "reason-no-component-of",
                    component = c,
                    count = position.components.len()
                )));
            }
            (c - 1, rest.trim())
        }
        None if position.components.len() == 1 => (0, text.trim()),
        None => return Err(unreadable(msg!("reason-say-which-component"))),
    };
    let Some(c) = position.components.get(component) else {
        return Err(unreadable(msg!(
            "reason-no-component",
            component = component + 1
        )));
    };
    let changes = c.parse_move(body).map_err(|e| match e {
        MoveError::Unreadable { reason, .. } => MoveError::Unreadable {
            text: text.to_string(),
            reason,
        },
        other => other,
    })?;
    Ok(Move { component, changes })
}

/// Checks that `m` is a legal move in `position`.
///
/// ```
/// use grundy::parse_position;
/// use grundy::play::{check, Move};
/// use grundy::report::HeapChange;
/// let p = parse_position("sub(1,3,4) 5").unwrap();
/// let take2 = Move { component: 0, changes: vec![HeapChange::new(0, 5u8.into(), 3u8.into())] };
/// assert!(check(&p, &take2).is_err()); // 2 is not in {1, 3, 4}
/// ```
pub fn check(position: &Position, m: &Move) -> Result<(), MoveError> {
    let Some(c) = position.components.get(m.component) else {
        return Err(MoveError::Illegal(crate::i18n::msg!(
            "reason-no-component",
            component = m.component + 1
        )));
    };
    notation::check_pieces(&**c, &m.changes)?;
    c.check_move(&m.changes)
}

/// The position after `m` (which must be legal).
pub fn apply(position: &Position, m: &Move) -> Position {
    position.with_move(m.component, &m.changes)
}

/// True when the player to move has no move at all: every component says so
/// ([`Moves::has_move`](crate::component::Moves::has_move)). A component that
/// cannot tell (moves too many to list) keeps the game going: "over" is never a guess.
///
/// ```
/// use grundy::{parse_position, play::is_over};
/// assert!(is_over(&parse_position("0 0").unwrap()));
/// assert!(!is_over(&parse_position("sub(2) 2").unwrap()));
/// assert!(is_over(&parse_position("sub(2) 1").unwrap()));
/// // Beyond the limit on listed moves, the moves are still there.
/// assert!(!is_over(&parse_position("kayles 100001").unwrap()));
/// ```
pub fn is_over(position: &Position) -> bool {
    position
        .components
        .iter()
        .all(|c| c.has_move() == Some(false))
}

/// When the game is over (no move left), whether the player who made the last move won:
/// yes under normal play, no under misère play. `None` while moves remain.
///
/// ```
/// use grundy::{parse_position, play::last_mover_wins, Convention};
/// let over = parse_position("0 0").unwrap();
/// assert_eq!(last_mover_wins(&over, Convention::Normal), Some(true));
/// assert_eq!(last_mover_wins(&over, Convention::Misere), Some(false));
/// assert_eq!(last_mover_wins(&parse_position("1").unwrap(), Convention::Normal), None);
/// ```
pub fn last_mover_wins(position: &Position, convention: Convention) -> Option<bool> {
    is_over(position).then_some(convention == Convention::Normal)
}

/// A legal move that changes as little as possible (one token from the largest heap, or
/// the option of the largest heap that removes least): what a losing player plays to
/// make the game last when the game tree is too large to measure. `None`: no move.
pub fn slow_move(position: &Position) -> Option<Move> {
    position
        .components
        .iter()
        .enumerate()
        .filter_map(|(ci, c)| {
            let changes = c.slow_move()?;
            let size = changes
                .iter()
                .map(|ch| ch.from.clone())
                .max()
                .unwrap_or_default();
            Some((
                size,
                Move {
                    component: ci,
                    changes,
                },
            ))
        })
        .fold(None, |best: Option<(Nat, Move)>, (size, m)| match best {
            Some((ref b, _)) if *b >= size => best,
            _ => Some((size, m)),
        })
        .map(|(_, m)| m)
}

/// The computer's move: a winning move whenever one exists, else the move that makes the
/// game last longest. Exact (fastest win, slowest loss) when the game tree has at most
/// [`PLAY_SEARCH_LIMIT`] positions; otherwise the analysis's first winning move, or
/// [`slow_move`]. `Ok(None)` when there is no move ([`is_over`]).
///
/// # Errors
/// As [`analyze`](crate::analyze) (e.g. a misère position too large to search), and
/// [`AnalysisError::NoMoveFound`] when the game is not over but no move could be named.
///
/// ```
/// use grundy::{parse_position, Convention};
/// use grundy::play::{apply, computer_move};
/// let p = parse_position("3 4 5").unwrap();
/// let m = computer_move(&p, Convention::Normal).unwrap().unwrap();
/// assert!(m.winning);
/// assert_eq!(apply(&p, &m.chosen).to_string(), "1 4 5");
/// ```
pub fn computer_move(
    position: &Position,
    convention: Convention,
) -> Result<Option<ComputerMove>, AnalysisError> {
    computer_move_cancellable(position, convention, &Cancel::default())
}

/// [`computer_move`], stopped with [`AnalysisError::Cancelled`] when `cancel` is raised.
///
/// # Errors
/// As [`computer_move`], and [`AnalysisError::Cancelled`].
///
/// ```
/// use grundy::{parse_position, AnalysisError, Cancel, Convention};
/// use grundy::play::computer_move_cancellable;
/// let cancel = Cancel::new();
/// cancel.cancel();
/// let p = parse_position("kayles 9 + sub(1,3) 12").unwrap();
/// let r = computer_move_cancellable(&p, Convention::Misere, &cancel);
/// assert_eq!(r.unwrap_err(), AnalysisError::Cancelled);
/// ```
pub fn computer_move_cancellable(
    position: &Position,
    convention: Convention,
    cancel: &Cancel,
) -> Result<Option<ComputerMove>, AnalysisError> {
    computer_move_with(position, &mut Analyses::new(convention, cancel, 1), cancel)
}

/// [`computer_move_cancellable`], its analysis (when it needs one) taken from
/// `analyses`, under their convention: a position another caller analyses too is
/// analysed once.
///
/// # Errors
/// As [`computer_move_cancellable`].
///
/// ```
/// use grundy::play::{computer_move_with, Analyses};
/// use grundy::{parse_position, Cancel, Convention};
/// let cancel = Cancel::new();
/// let mut analyses = Analyses::new(Convention::Normal, &cancel, 100);
/// let p = parse_position("kayles 40 + nim 7").unwrap();
/// let m = computer_move_with(&p, &mut analyses, &cancel).unwrap().unwrap();
/// assert!(m.winning);
/// analyses.report(&p, 100).unwrap(); // already analysed
/// assert_eq!(analyses.runs(), 1);
/// ```
pub fn computer_move_with(
    position: &Position,
    analyses: &mut Analyses,
    cancel: &Cancel,
) -> Result<Option<ComputerMove>, AnalysisError> {
    let convention = analyses.convention();
    let finish = |chosen: Move, winning: bool, why: ReplyReason| {
        let description = describe_move(position, chosen.component, &chosen.changes);
        ComputerMove {
            chosen,
            winning,
            description,
            reason: why.words_in(crate::i18n::Lang::En),
            why,
        }
    };
    let components = position.components.iter().map(|c| &**c).collect();
    let within = |game: &crate::component::search::PositionGame, start: &_| {
        let size = game.size(start);
        size.states * size.branching <= PLAY_SEARCH_WORK
    };
    if let Some((game, start)) = searchable(components, PLAY_SEARCH_LIMIT)
        .ok()
        .filter(|(g, s)| within(g, s))
    {
        let mut solver = Solver::with_limit(&game, PLAY_SEARCH_LIMIT)
            .with_move_limit(PLAY_SEARCH_MOVES)
            .cancellable(cancel);
        if let Ok((outcome, _)) = solver.remoteness(&start, convention) {
            #[expect(
                clippy::expect_used,
                reason = "searchable() succeeded on the same components just above"
            )]
            let (_, original) = position.search_game().expect("searchable");
            let mut best: Option<(u32, SearchMove)> = None;
            for m in game.moves_with_changes(&original) {
                let after = game.canonical(&m.after);
                let Ok((o, r)) = solver.remoteness(&after, convention) else {
                    break;
                };
                // Winning: the losing option of least remoteness; losing: the greatest.
                let better = match outcome {
                    Outcome::N => o == Outcome::P && best.as_ref().is_none_or(|(b, _)| r < *b),
                    Outcome::P | Outcome::D => best.as_ref().is_none_or(|(b, _)| r > *b),
                };
                if better {
                    best = Some((r, m));
                }
            }
            // A search stopped by the cancel leaves `best` incomplete.
            cancel.check()?;
            if let Some((r, m)) = best {
                let winning = outcome == Outcome::N;
                let reason = if winning {
                    ReplyReason::Winning(Some(r))
                } else {
                    ReplyReason::Longest(r)
                };
                return Ok(Some(finish(
                    Move {
                        component: m.component,
                        changes: m.changes,
                    },
                    winning,
                    reason,
                )));
            }
            return Ok(None);
        }
    }
    cancel.check()?;
    let report = analyses.report(position, 1)?;
    if let Some(w) = report.winning_moves.first() {
        let chosen = Move {
            component: w.component,
            changes: w.changes.clone(),
        };
        return Ok(Some(finish(chosen, true, ReplyReason::Winning(None))));
    }
    let Some(m) = slow_move(position) else {
        if is_over(position) {
            return Ok(None);
        }
        return Err(AnalysisError::NoMoveFound);
    };
    let reason = if report.outcome == Outcome::N {
        ReplyReason::Delays
    } else {
        ReplyReason::Slow
    };
    Ok(Some(finish(m, false, reason)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{analyze, AnalyzeOptions};
    use crate::parse_position;

    #[test]
    fn the_computer_wins_every_small_nim_game_it_can() {
        for text in ["1 2", "3 4 5", "2 2 1", "7"] {
            let mut p = parse_position(text).unwrap();
            let first_wins = analyze(&p, &AnalyzeOptions::default()).unwrap().outcome == Outcome::N;
            let mut computer_to_move = true;
            let mut last_mover_is_computer = false;
            while let Some(m) = computer_move(&p, Convention::Normal).unwrap() {
                p = apply(&p, &m.chosen);
                last_mover_is_computer = computer_to_move;
                computer_to_move = !computer_to_move;
            }
            // Playing both sides perfectly: the first player wins exactly at N-positions.
            assert_eq!(last_mover_is_computer, first_wins, "{text}");
        }
    }

    #[test]
    fn illegal_moves_say_why() {
        let p = parse_position("3 4 5").unwrap();
        for bad in ["9 1", "1 0", "x", "1 2 3", "2: 1 1"] {
            assert!(parse_move(&p, bad).is_err(), "{bad}");
        }
        let m = parse_position("moore(2) 3 5 6").unwrap();
        assert!(parse_move(&m, "1 1, 2 1, 3 1").is_err());
        assert!(parse_move(&m, "2 2, 3 3").is_ok());
        let g = parse_position("kayles 3 + nim 2").unwrap();
        assert!(parse_move(&g, "1 2").is_err());
        assert!(parse_move(&g, "1: 1 2").is_ok());
        assert!(parse_move(&g, "1: 1 -> 1 1").is_ok());
        assert!(parse_move(&g, "1: 1 -> 2 1").is_err());
    }

    /// Whether `text` (a move without its `C: ` prefix) is written in `form`.
    fn written_in(text: &str, form: &str) -> bool {
        let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let words: Vec<&str> = text.split_whitespace().collect();
        let take = |t: &str| matches!(t.split_whitespace().collect::<Vec<_>>()[..], [h, n] if number(h) && number(n));
        // `H -> M` and `H -> a b`: a heap and the sizes it becomes (at least `least`).
        let becomes = |t: &str, least: usize| {
            let w: Vec<&str> = t.split_whitespace().collect();
            w.len() >= 2 + least && number(w[0]) && w[1] == "->" && w[2..].iter().all(|x| number(x))
        };
        match form {
            "H N" => take(text),
            "H -> M" => becomes(text, 1) && words.len() == 3,
            "H -> a b" => becomes(text, 2),
            "H a-b" => matches!(words[..], [h, p] if number(h) && p.split('-').all(number)),
            // (each heap in heap notation: taken from, or become what it becomes)
            "H N, H' N'" => text.contains(',') && text.split(',').all(|t| take(t) || becomes(t, 0)),
            "T V" => matches!(words[..], [t, v] | [t, "->", v] if number(t) && number(v)),
            "P: …; Q: …" => text.contains(':'),
            _ => false,
        }
    }

    #[test]
    fn the_typed_examples_of_every_game_are_legal_and_written_in_its_forms() {
        use crate::i18n::Lang;
        for g in crate::games::GAMES {
            let Ok(start) = parse_position(g.example) else {
                continue;
            };
            // The example, and the position after its first typed example (a split).
            let mut positions = vec![start.clone()];
            if let Some(first) = typing_in(&start, Lang::En).examples.first() {
                positions.push(apply(&start, &parse_move(&start, &first.text).unwrap()));
            }
            for p in positions {
                let t = typing_in(&p, Lang::En);
                assert_eq!(t.examples.is_empty(), is_over(&p), "{p}");
                assert!(t.examples.len() <= TYPED_EXAMPLES);
                let forms: Vec<&str> = t.forms.iter().map(|f| f.form.as_str()).collect();
                for e in &t.examples {
                    let m = parse_move(&p, &e.text)
                        .unwrap_or_else(|err| panic!("{p}: {}: {err}", e.text));
                    assert!(check(&p, &m).is_ok(), "{p}: {}", e.text);
                    // (`#k`, the move's number, only where the notation names no move)
                    assert!(
                        !e.text.starts_with('#') || t.examples.len() == 1,
                        "{p}: {}",
                        e.text
                    );
                    // A move of a form the line shows, when the game reads shared forms.
                    let bare = match p.components.len() {
                        1 => e.text.as_str(),
                        _ => e
                            .text
                            .split_once(": ")
                            .map_or(e.text.as_str(), |(_, rest)| rest),
                    };
                    if !forms.is_empty() {
                        assert!(
                            forms.iter().any(|f| written_in(bare, f)),
                            "{p}: {} is in none of {forms:?}",
                            e.text
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_losing_computer_delays() {
        // 2 2 is lost; the longest game takes one from a heap (2 1 → …).
        let p = parse_position("2 2").unwrap();
        let m = computer_move(&p, Convention::Normal).unwrap().unwrap();
        assert!(!m.winning);
        assert_eq!(m.chosen.changes[0].to, Nat::from(1u8));
    }
}
