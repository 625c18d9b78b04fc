//! The coach in words: the verdict on a move ([`Coaching::line`]), why
//! ([`Coaching::explain`]), the common mistake it looks like ([`Mistake::explain`]), the
//! computer's reason for its reply ([`why_reply`]) and an exercise's feedback
//! ([`Feedback::explain`](crate::exercise::Feedback::explain)).
//!
//! ```
//! use grundy::play::coach::judge;
//! use grundy::play::{parse_move, Player};
//! use grundy::{parse_position, Cancel, Convention};
//! let p = parse_position("3 4 5").unwrap();
//! let m = parse_move(&p, "1 1").unwrap(); // 2 4 5
//! let c = judge(&p, &m, Convention::Normal, Player::Human, &Cancel::default()).unwrap();
//! let e = c.explain();
//! assert_eq!(e.title, "Your move threw the win away.");
//! assert!(e.paragraphs[0].starts_with("After it the nim-sum is 3 (binary 011), not 0"));
//! assert!(e.conclusion[1].starts_with("take 2 from heap 1"));
//! ```

use super::explain::{capitalized, explanation, plural, sentence, Explanation};
use crate::exercise::{Exercise, Feedback, KeyMove, Sheet};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::play::coach::{Coaching, Mistake, NimCoaching, Verdict};
use crate::play::{ComputerMove, Player};
use num_traits::Zero;

/// "Your move" or "The computer's move".
fn whose(player: Player) -> &'static str {
    match player {
        Player::Human => "Your move",
        Player::Computer => "The computer's move",
    }
}

/// `n` in binary, at least `width` digits.
fn binary(n: &Nat, width: u64) -> String {
    let digits = n.to_str_radix(2);
    let width = usize::try_from(width).unwrap_or(0);
    format!("{digits:0>width$}")
}

fn heap_list(heaps: &[usize]) -> String {
    let names: Vec<String> = heaps.iter().map(|h| (h + 1).to_string()).collect();
    match names.as_slice() {
        [one] => format!("heap {one}"),
        _ => format!("heaps {}", names.join(", ")),
    }
}

impl Coaching {
    /// The verdict in one line: "Your move kept the win.", "Your move threw the win
    /// away.", "Your move was made in a lost position: every move loses against perfect
    /// play." (and "The computer's move …" for the computer's).
    ///
    /// ```
    /// use grundy::play::coach::judge;
    /// use grundy::play::{parse_move, Player};
    /// use grundy::{parse_position, Cancel, Convention};
    /// let p = parse_position("1 2 3").unwrap();
    /// let m = parse_move(&p, "3 3").unwrap();
    /// let c = judge(&p, &m, Convention::Normal, Player::Computer, &Cancel::default()).unwrap();
    /// assert_eq!(c.line(), "The computer's move was made in a lost position: every move loses against perfect play.");
    /// ```
    pub fn line(&self) -> String {
        let who = whose(self.player);
        let draw = self.outcome_before == Outcome::D;
        match (self.verdict, draw) {
            (Verdict::Kept, false) => format!("{who} kept the win."),
            (Verdict::Kept, true) => format!("{who} kept the draw."),
            (Verdict::ThrewAway, false) if self.outcome_after == Outcome::D => {
                format!("{who} threw the win away: the game is now a draw.")
            }
            (Verdict::ThrewAway, false) => format!("{who} threw the win away."),
            (Verdict::ThrewAway, true) => format!("{who} threw the draw away."),
            (Verdict::AlreadyLost, _) => {
                format!("{who} was made in a lost position: every move loses against perfect play.")
            }
        }
    }

    /// The verdict and why: the title is [`Coaching::line`]; the paragraphs say what
    /// the position is after the move (Nim: the nim-sum in binary; any game: its value
    /// or misère outcome), where the winning moves were and which common mistake the
    /// move looks like; the conclusion lists the winning moves there were.
    pub fn explain(&self) -> Explanation {
        let mut e = explanation(&self.line());
        let misere = self.convention == Convention::Misere;
        match (&self.nim, self.verdict) {
            (Some(n), Verdict::ThrewAway) if !misere || self.misere_nim.is_none() => {
                e.paragraphs.push(nim_after(n, self.player, misere, false));
                e.paragraphs.push(nim_before(n));
            }
            (Some(n), Verdict::Kept) if !misere => {
                e.paragraphs.push(nim_after(n, self.player, false, true));
            }
            (Some(n), Verdict::AlreadyLost) if !misere => e.paragraphs.push(format!(
                "Before it the nim-sum was 0 ({}): whatever heap you change, some column becomes odd. The best is to make the game last and hope for a mistake.",
                binary(&Nat::zero(), n.width)
            )),
            _ => e.paragraphs.push(self.value_sentence()),
        }
        if let Some(m) = &self.misere_nim {
            if self.verdict == Verdict::ThrewAway {
                e.paragraphs.push(format!(
                    "Misère Nim: while two or more heaps have 2 or more, play as in Nim (leave nim-sum 0); once your move leaves no heap of 2 or more, leave an odd number of heaps of 1. After it: {} of 2 or more, {} of 1.",
                    plural(m.big_after, "heap"),
                    plural(m.ones_after, "heap")
                ));
            }
        }
        for mistake in &self.mistakes {
            e.paragraphs.push(mistake.explain(self));
        }
        if self.verdict == Verdict::ThrewAway && !self.winning_moves.is_empty() {
            let count = self
                .winning_move_count
                .as_ref()
                .map_or_else(|| self.winning_moves.len().to_string(), |c| c.to_string());
            let word = if self.outcome_before == Outcome::D {
                "Moves that kept the draw"
            } else {
                "Winning moves there were"
            };
            e.conclusion.push(format!("{word} ({count}):"));
            for w in &self.winning_moves {
                e.conclusion.push(match &w.after {
                    Some(after) => format!("{} → {after}", w.description),
                    None => w.description.clone(),
                });
            }
        }
        e
    }

    /// What the position is after the move, for any game.
    fn value_sentence(&self) -> String {
        let (opponent, wins, loses) = match self.player {
            Player::Human => ("the opponent", "wins", "loses"),
            Player::Computer => ("you", "win", "lose"),
        };
        let method = self
            .misere_method_after
            .map(|m| format!(" (by {m})"))
            .unwrap_or_default();
        match (self.convention, &self.value_after, self.outcome_after) {
            (_, _, Outcome::D) => {
                "After it the position is a draw: neither player can force a win.".to_string()
            }
            (Convention::Normal, Some(_), Outcome::P) => format!(
                "After it the value of the position is 0: every move of {opponent} leads to a non-zero value, and a move back to 0 always exists."
            ),
            (Convention::Normal, Some(v), _) => format!(
                "After it the value of the position is {v}, not 0: {opponent} {wins} by moving to a position of value 0."
            ),
            (_, _, Outcome::P) => format!(
                "After it the position is a P-position{}{method}: {opponent} {loses} against perfect play.",
                if self.convention == Convention::Misere { " under misère play" } else { "" }
            ),
            (_, _, _) => format!(
                "After it the position is an N-position{}{method}: {opponent} {wins} against perfect play.",
                if self.convention == Convention::Misere { " under misère play" } else { "" }
            ),
        }
    }
}

/// "After it the nim-sum is 3 (binary 011), not 0 …".
fn nim_after(n: &NimCoaching, player: Player, misere: bool, kept: bool) -> String {
    let heaps = if n.hidden { " of the hidden heaps" } else { "" };
    let s = &n.nim_sum_after;
    let (mover, opponent, opponent_wins) = match player {
        Player::Human => ("you", "the opponent", "the opponent wins"),
        Player::Computer => ("the computer", "you", "you win"),
    };
    if kept {
        return format!(
            "After it the nim-sum{heaps} is 0 ({}): whatever {opponent} does, some column becomes odd, and {mover} can make them all even again.",
            binary(s, n.width)
        );
    }
    let rule = if misere {
        " — while two or more heaps have 2 or more, misère Nim follows Nim's rule"
    } else {
        ""
    };
    format!(
        "After it the nim-sum{heaps} is {s} (binary {}), not 0: {opponent_wins} by making it 0{rule}.",
        binary(s, n.width)
    )
}

/// "Before it the nim-sum was 2 (010); its highest set bit … heap 1 carried it".
fn nim_before(n: &NimCoaching) -> String {
    let s = &n.nim_sum_before;
    let Some(top) = n.top_bit else {
        return format!("Before it the nim-sum was 0 ({}).", binary(s, n.width));
    };
    let carried = if n.carriers_total > n.carriers.len() as u64 {
        format!(
            "{} and {} more carried it",
            heap_list(&n.carriers),
            n.carriers_total - n.carriers.len() as u64
        )
    } else {
        format!("{} carried it", heap_list(&n.carriers))
    };
    format!(
        "Before it the nim-sum was {s} (binary {}); its highest set bit is worth {} (bit {top}), and {carried}: a heap a with that bit becomes a ⊕ {s}, which is smaller and makes the nim-sum 0.",
        binary(s, n.width),
        Nat::from(1u8) << top,
    )
}

impl Mistake {
    /// The mistake in a sentence, with the numbers of `c` (the move judged).
    ///
    /// ```
    /// use grundy::play::coach::{judge, Mistake};
    /// use grundy::play::{parse_move, Player};
    /// use grundy::{parse_position, Cancel, Convention};
    /// let p = parse_position("1 1 3").unwrap();
    /// let m = parse_move(&p, "3 3").unwrap(); // 1 1: Nim's rule, misère endgame
    /// let c = judge(&p, &m, Convention::Misere, Player::Human, &Cancel::default()).unwrap();
    /// assert_eq!(c.mistakes, [Mistake::FollowedNimIntoEndgame]);
    /// assert!(Mistake::FollowedNimIntoEndgame.explain(&c).contains("odd number of heaps of 1"));
    /// ```
    pub fn explain(&self, c: &Coaching) -> String {
        let n = c.nim.as_ref();
        let s = n.map(|n| n.nim_sum_after.to_string()).unwrap_or_default();
        match self {
            Mistake::AddedSizes => format!(
                "Common mistake: adding the heap sizes instead of XOR-ing them. After the move one heap is the ordinary sum of the others, but the nim-sum adds each binary column without carries — it is {s}, not 0."
            ),
            Mistake::WrongHeap => {
                let (heap, top, carriers) = match n {
                    Some(n) => (
                        match (n.heap, &n.from) {
                            (Some(h), Some(f)) => format!("heap {} ({f} = {})", h + 1, binary(f, n.width)),
                            (Some(h), None) => format!("heap {}", h + 1),
                            _ => "a heap".to_string(),
                        },
                        n.top_bit.map_or(String::new(), |t| format!(" (worth {})", Nat::from(1u8) << t)),
                        heap_list(&n.carriers),
                    ),
                    None => ("a heap".to_string(), String::new(), String::new()),
                };
                format!(
                    "Common mistake: reducing a heap without the nim-sum's highest bit. The move changed {heap}, which has a 0 in the column of that bit{top}: no move of such a heap makes the nim-sum 0. Reduce a heap with a 1 there: {carriers}."
                )
            }
            Mistake::WrongAmount => match n {
                Some(NimCoaching {
                    heap: Some(h),
                    from: Some(f),
                    to: Some(t),
                    target: Some(x),
                    nim_sum_before,
                    ..
                }) => format!(
                    "The right heap, the wrong size: heap {} carries the nim-sum's highest bit, but it had to become {f} ⊕ {nim_sum_before} = {x}, not {t}.",
                    h + 1
                ),
                _ => "The right heap, the wrong size: the heap had to become its size ⊕ the nim-sum.".to_string(),
            },
            Mistake::FollowedNimIntoEndgame => "Common mistake: following Nim's rule into the misère endgame. With only heaps of 0 and 1 left, an even number of 1s (nim-sum 0) loses for the player who left it: under misère play leave an odd number of heaps of 1.".to_string(),
            Mistake::SwitchedTooEarly => {
                let big = c.misere_nim.map_or(2, |m| m.big_before);
                format!(
                    "Common mistake: switching to the misère endgame rule too early. {} had 2 or more before the move, so Nim's rule (leave nim-sum 0) still held; count the heaps of 1 only when your move leaves no heap of 2 or more.",
                    capitalized(&plural(big, "heap"))
                )
            }
            Mistake::ConfusedPN => "Common mistake: confusing P- and N-positions. A position whose nim-sum (value) is 0 is lost for the player to move — a P-position, whatever you do; any other is won (N), by moving to 0.".to_string(),
        }
    }
}

/// The computer's reason for its reply, on request: how it chose the move, and the
/// coach's judgement of it.
///
/// ```
/// use grundy::play::coach::judge_turn;
/// use grundy::play::{Player, Session};
/// use grundy::report::coach::why_reply;
/// use grundy::{parse_position, Cancel, Convention};
/// let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Computer);
/// let reply = game.computer_reply().unwrap();
/// let c = judge_turn(&game.history()[0], Convention::Normal, &Cancel::default()).unwrap();
/// let e = why_reply(&reply, &c);
/// assert_eq!(e.title, "Why the computer played take 2 from heap 1 (3 → 1)");
/// assert!(e.paragraphs[0].starts_with("A winning move"));
/// assert!(e.paragraphs[1].starts_with("After it the nim-sum is 0"));
/// ```
pub fn why_reply(reply: &ComputerMove, c: &Coaching) -> Explanation {
    let mut e = explanation(&format!("Why the computer played {}", reply.description));
    e.paragraphs.push(sentence(&reply.reason));
    let mut judged = c.explain();
    if c.verdict == Verdict::Kept || c.verdict == Verdict::AlreadyLost {
        e.paragraphs.append(&mut judged.paragraphs);
    } else {
        e.paragraphs.push(judged.title);
        e.paragraphs.append(&mut judged.paragraphs);
    }
    e
}

impl Feedback {
    /// The exercise's feedback in words: right or wrong, why (the coach's judgement of
    /// the move, or the outcome), the common mistake, and the answer.
    ///
    /// ```
    /// use grundy::exercise::{check, Exercise};
    /// use grundy::{parse_position, Convention};
    /// let p = parse_position("1 2 3").unwrap();
    /// let f = check(&p, Convention::Normal, "P").unwrap();
    /// assert!(f.correct);
    /// assert_eq!(f.explain().title, "Right: it is a P-position.");
    /// ```
    pub fn explain(&self) -> Explanation {
        let p = self.outcome == Outcome::P;
        let mut e = match (&self.coaching, self.correct) {
            (None, true) => {
                let mut e = explanation("Right: it is a P-position.");
                e.paragraphs.push(
                    "Every move loses against perfect play: there is no winning move.".to_string(),
                );
                e
            }
            (None, false) => {
                let mut e =
                    explanation("Not quite: it is an N-position, and there is a winning move.");
                e.paragraphs.push(match &self.value {
                    Some(v) => format!("Its value is {v}, not 0: the player to move wins by moving to a position of value 0."),
                    None => "The player to move wins against perfect play.".to_string(),
                });
                e
            }
            (Some(c), true) => {
                let mut e = c.explain();
                e.title = format!("Right: {} wins.", c.description);
                e
            }
            (Some(c), false) if p => {
                let mut e = c.explain();
                e.title = format!(
                    "Not quite: {} loses — it is a P-position, every move loses; the answer is P.",
                    c.description
                );
                e
            }
            (Some(c), false) => {
                let mut e = c.explain();
                e.title = format!("Not quite: {} throws the win away.", c.description);
                e
            }
        };
        if self.mistakes.contains(&Mistake::ConfusedPN)
            && self
                .coaching
                .as_ref()
                .is_none_or(|c| !c.mistakes.contains(&Mistake::ConfusedPN))
        {
            let c = self.coaching.as_ref();
            e.paragraphs.push(match c {
                Some(c) => Mistake::ConfusedPN.explain(c),
                None => "Common mistake: confusing P- and N-positions. A position whose nim-sum (value) is 0 is lost for the player to move — a P-position; any other is won (N), by moving to 0.".to_string(),
            });
        }
        if e.conclusion.is_empty() && !self.key.is_empty() && !self.correct {
            e.conclusion
                .push(format!("Winning moves ({}):", self.key_count));
            e.conclusion.extend(self.key.iter().map(KeyMove::line));
        }
        e
    }
}

impl KeyMove {
    /// The move as an answer key writes it: "`1 2` — take 2 from heap 1 (3 → 1) → 1 4 5".
    pub fn line(&self) -> String {
        format!("{} — {} → {}", self.text, self.description, self.after)
    }
}

/// What a level of exercises holds, in a few words.
///
/// ```
/// assert_eq!(grundy::report::coach::level_about(3), "misère endgames");
/// ```
pub fn level_about(level: u8) -> &'static str {
    match level {
        1 => "two or three small heaps",
        2 => "more heaps, more bits",
        3 => "misère endgames",
        4 => "sums of different games",
        _ => "games where Nim hides",
    }
}

fn play_words(convention: Convention) -> &'static str {
    match convention {
        Convention::Normal => "normal play: whoever makes the last move wins",
        Convention::Misere => "misère play: whoever makes the last move loses",
    }
}

impl Sheet {
    /// The sheet's title: "Exercises — level 1: two or three small heaps".
    ///
    /// ```
    /// use grundy::exercise::{sheet, ExerciseOptions};
    /// let s = sheet(&ExerciseOptions { count: 1, ..Default::default() }).unwrap();
    /// assert_eq!(s.title(), "Exercises — level 1: two or three small heaps (nim)");
    /// ```
    pub fn title(&self) -> String {
        let game = if self.level == 5 {
            String::new()
        } else {
            format!(" ({})", self.game)
        };
        format!(
            "Exercises — level {}: {}{game}",
            self.level,
            level_about(self.level)
        )
    }

    /// What to do, for the learner.
    pub fn instructions(&self) -> String {
        format!(
            "For each position, find a winning move for the player to move — write it in the move notation, e.g. `1 2` takes 2 from heap 1, `2: 1 3` moves in the second game of a sum — or answer P when there is none (every move loses). All positions: {}.",
            play_words(self.convention)
        )
    }

    /// How to make the same sheet again: "Seed 7: the same seed gives the same sheet."
    pub fn seed_line(&self) -> String {
        format!("Seed {}: the same seed gives the same sheet.", self.seed)
    }
}

impl Exercise {
    /// The question: "3. 3 4 5 — find a winning move, or answer P."
    pub fn question(&self) -> String {
        format!(
            "{}. {} — find a winning move, or answer P.",
            self.number, self.position
        )
    }

    /// The answer as a key gives it: "P (every move loses)" or "N: …" with each winning
    /// move.
    ///
    /// ```
    /// use grundy::exercise::{sheet, ExerciseOptions};
    /// let s = sheet(&ExerciseOptions { count: 4, seed: 3, ..Default::default() }).unwrap();
    /// for e in &s.exercises {
    ///     let key = e.answer();
    ///     assert_eq!(key[0].starts_with("P"), e.key.is_empty());
    /// }
    /// ```
    pub fn answer(&self) -> Vec<String> {
        if self.outcome == Outcome::P {
            let value = match &self.value {
                Some(v) => format!(" (value {v})"),
                None => String::new(),
            };
            return vec![format!("P{value}: every move loses against perfect play.")];
        }
        let value = match &self.value {
            Some(v) => format!(", value {v}"),
            None => String::new(),
        };
        let shown = if self.key.len() < self.key_count {
            format!("{} shown of {}", self.key.len(), self.key_count)
        } else {
            self.key_count.to_string()
        };
        let mut out = vec![format!("N{value}: winning moves ({shown}):")];
        out.extend(self.key.iter().map(KeyMove::line));
        out
    }
}
