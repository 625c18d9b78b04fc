//! The coach in words: the verdict on a move ([`Coaching::line`]), why
//! ([`Coaching::explain`]), the common mistake it looks like ([`Mistake::explain`]), the
//! computer's reason for its reply ([`why_reply`]) and the rule of play in a sentence
//! ([`play_words_in`]). An exercise's feedback is the exercise's
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

use super::coach::{Coaching, Mistake, NimCoaching, Verdict};
use super::{ComputerMove, Player};
use crate::explanation::{explanation, sentence, Explanation};
use crate::i18n::{t, Lang};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::report::explain::misere_method_in;
use num_traits::Zero;

/// The `who` argument of the coach's messages: `human` or `computer`.
fn whose(player: Player) -> &'static str {
    match player {
        Player::Human => "human",
        Player::Computer => "computer",
    }
}

/// `yes` or `no`, for a message's selector.
fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// `n` in binary, at least `width` digits.
fn binary(n: &Nat, width: u64) -> String {
    let digits = n.to_str_radix(2);
    let width = usize::try_from(width).unwrap_or(0);
    format!("{digits:0>width$}")
}

/// "heap 2" or "heaps 1, 3" (heaps counted from 0, named from 1).
fn heap_list(heaps: &[usize], lang: Lang) -> String {
    let names: Vec<String> = heaps.iter().map(|h| (h + 1).to_string()).collect();
    t!(
        lang,
        "coach-heaps",
        count = heaps.len(),
        heaps = names.join(", ")
    )
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
        self.line_in(Lang::En)
    }

    /// [`Coaching::line`] in `lang`.
    ///
    /// ```
    /// use grundy::play::coach::judge;
    /// use grundy::play::{parse_move, Player};
    /// use grundy::{parse_position, Cancel, Convention, Lang};
    /// let p = parse_position("3 4 5").unwrap();
    /// let m = parse_move(&p, "1 2").unwrap();
    /// let c = judge(&p, &m, Convention::Normal, Player::Human, &Cancel::default()).unwrap();
    /// assert_eq!(c.line_in(Lang::Ru), "Ваш ход сохранил выигрыш.");
    /// ```
    pub fn line_in(&self, lang: Lang) -> String {
        let who = whose(self.player);
        let draw = self.outcome_before == Outcome::D;
        let id = match (self.verdict, draw) {
            (Verdict::Kept, false) => "coach-kept-win",
            (Verdict::Kept, true) => "coach-kept-draw",
            (Verdict::ThrewAway, false) if self.outcome_after == Outcome::D => {
                "coach-threw-win-to-draw"
            }
            (Verdict::ThrewAway, false) => "coach-threw-win",
            (Verdict::ThrewAway, true) => "coach-threw-draw",
            (Verdict::AlreadyLost, _) => "coach-already-lost",
        };
        t!(lang, id, who = who)
    }

    /// The verdict and why: the title is [`Coaching::line`]; the paragraphs say what
    /// the position is after the move (Nim: the nim-sum in binary; any game: its value
    /// or misère outcome), where the winning moves were and which common mistake the
    /// move looks like; the conclusion lists the winning moves there were.
    pub fn explain(&self) -> Explanation {
        self.explain_in(Lang::En)
    }

    /// [`Coaching::explain`] in `lang` (the moves are described as the coaching holds
    /// them: [`judge_in`](crate::play::coach::judge_in) describes them in a language).
    ///
    /// ```
    /// use grundy::play::coach::judge_in;
    /// use grundy::play::{parse_move, Player};
    /// use grundy::{parse_position, Cancel, Convention, Lang};
    /// let p = parse_position("3 4 5").unwrap();
    /// let m = parse_move(&p, "1 1").unwrap();
    /// let c = judge_in(&p, &m, Convention::Normal, Player::Human, &Cancel::default(), Lang::Ko).unwrap();
    /// let e = c.explain_in(Lang::Ko);
    /// assert!(e.paragraphs[0].contains("님 합"));
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Explanation {
        let mut e = explanation(&self.line_in(lang));
        let misere = self.convention == Convention::Misere;
        match (&self.nim, self.verdict) {
            (Some(n), Verdict::ThrewAway) if !misere || self.misere_nim.is_none() => {
                e.paragraphs
                    .push(nim_after(n, self.player, misere, false, lang));
                e.paragraphs.push(nim_before(n, lang));
            }
            (Some(n), Verdict::Kept) if !misere => {
                e.paragraphs
                    .push(nim_after(n, self.player, false, true, lang));
            }
            (Some(n), Verdict::AlreadyLost) if !misere => e.paragraphs.push(t!(
                lang,
                "coach-nim-before-zero-lost",
                binary = binary(&Nat::zero(), n.width)
            )),
            _ => e.paragraphs.push(self.value_sentence(lang)),
        }
        if let Some(m) = &self.misere_nim
            && self.verdict == Verdict::ThrewAway
        {
            e.paragraphs.push(t!(
                lang,
                "coach-misere-nim-rule",
                big = m.big_after,
                ones = m.ones_after
            ));
        }
        for mistake in &self.mistakes {
            e.paragraphs.push(mistake.explain_in(self, lang));
        }
        if self.verdict == Verdict::ThrewAway && !self.winning_moves.is_empty() {
            let count = self.winning_move_count.as_ref().map_or_else(
                || self.winning_moves.len().into(),
                crate::i18n::Arg::count_of,
            );
            let id = if self.outcome_before == Outcome::D {
                "coach-moves-kept-draw"
            } else {
                "coach-winning-moves-were"
            };
            e.conclusion
                .push(crate::i18n::message(lang, id, &[("count", count)]));
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
    fn value_sentence(&self, lang: Lang) -> String {
        let who = whose(self.player);
        let method = self
            .misere_method_after
            .map_or_else(|| "none".to_string(), |m| misere_method_in(m, lang));
        let misere = yes(self.convention == Convention::Misere);
        match (self.convention, &self.value_after, self.outcome_after) {
            (_, _, Outcome::D) => t!(lang, "coach-after-draw"),
            (Convention::Normal, Some(_), Outcome::P) => t!(lang, "coach-after-zero", who = who),
            (Convention::Normal, Some(v), _) => {
                t!(lang, "coach-after-value", who = who, value = v)
            }
            (_, _, Outcome::P) => t!(
                lang,
                "coach-after-p",
                who = who,
                misere = misere,
                method = method
            ),
            (_, _, _) => t!(
                lang,
                "coach-after-n",
                who = who,
                misere = misere,
                method = method
            ),
        }
    }
}

/// "After it the nim-sum is 3 (binary 011), not 0 …".
fn nim_after(n: &NimCoaching, player: Player, misere: bool, kept: bool, lang: Lang) -> String {
    let who = whose(player);
    let hidden = yes(n.hidden);
    let s = &n.nim_sum_after;
    if kept {
        return t!(
            lang,
            "coach-nim-after-zero",
            who = who,
            hidden = hidden,
            binary = binary(s, n.width)
        );
    }
    t!(
        lang,
        "coach-nim-after",
        who = who,
        hidden = hidden,
        sum = s,
        binary = binary(s, n.width),
        misere = yes(misere)
    )
}

/// "Before it the nim-sum was 2 (010); its highest set bit … heap 1 carried it".
fn nim_before(n: &NimCoaching, lang: Lang) -> String {
    let s = &n.nim_sum_before;
    let Some(top) = n.top_bit else {
        return t!(lang, "coach-nim-before-zero", binary = binary(s, n.width));
    };
    let shown = n.carriers.len() as u64;
    let carriers = heap_list(&n.carriers, lang);
    let carried = if n.carriers_total > shown {
        t!(
            lang,
            "coach-carried-more",
            heaps = carriers,
            count = shown,
            more = n.carriers_total - shown
        )
    } else {
        t!(lang, "coach-carried", heaps = carriers, count = shown)
    };
    t!(
        lang,
        "coach-nim-before",
        sum = s,
        binary = binary(s, n.width),
        worth = (Nat::from(1u8) << top).to_string(),
        bit = top.to_string(),
        carried = carried
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
        self.explain_in(c, Lang::En)
    }

    /// [`Mistake::explain`] in `lang`.
    ///
    /// ```
    /// use grundy::play::coach::{judge, Mistake};
    /// use grundy::play::{parse_move, Player};
    /// use grundy::{parse_position, Cancel, Convention, Lang};
    /// let p = parse_position("1 1 3").unwrap();
    /// let m = parse_move(&p, "3 3").unwrap();
    /// let c = judge(&p, &m, Convention::Misere, Player::Human, &Cancel::default()).unwrap();
    /// assert!(Mistake::FollowedNimIntoEndgame.explain_in(&c, Lang::Vi).contains("chơi ngược"));
    /// ```
    pub fn explain_in(&self, c: &Coaching, lang: Lang) -> String {
        let n = c.nim.as_ref();
        let s = n.map(|n| n.nim_sum_after.to_string()).unwrap_or_default();
        match self {
            Mistake::AddedSizes => t!(lang, "coach-mistake-added-sizes", sum = s),
            Mistake::WrongHeap => {
                let (heap, top, carriers) = match n {
                    Some(n) => (
                        match (n.heap, &n.from) {
                            (Some(h), Some(f)) => t!(
                                lang,
                                "coach-heap-of-size",
                                heap = (h + 1).to_string(),
                                size = f,
                                binary = binary(f, n.width)
                            ),
                            (Some(h), None) => t!(lang, "coach-heap", heap = (h + 1).to_string()),
                            _ => t!(lang, "coach-a-heap"),
                        },
                        n.top_bit.map_or(String::new(), |b| {
                            t!(
                                lang,
                                "coach-worth",
                                worth = (Nat::from(1u8) << b).to_string()
                            )
                        }),
                        heap_list(&n.carriers, lang),
                    ),
                    None => (t!(lang, "coach-a-heap"), String::new(), String::new()),
                };
                t!(
                    lang,
                    "coach-mistake-wrong-heap",
                    heap = heap,
                    worth = top,
                    carriers = carriers
                )
            }
            Mistake::WrongAmount => match n {
                Some(NimCoaching {
                    heap: Some(h),
                    from: Some(f),
                    to: Some(to),
                    target: Some(x),
                    nim_sum_before,
                    ..
                }) => t!(
                    lang,
                    "coach-mistake-wrong-amount",
                    heap = (h + 1).to_string(),
                    from = f,
                    sum = nim_sum_before,
                    target = x,
                    to = to
                ),
                _ => t!(lang, "coach-mistake-wrong-amount-any"),
            },
            Mistake::FollowedNimIntoEndgame => t!(lang, "coach-mistake-nim-into-endgame"),
            Mistake::SwitchedTooEarly => {
                let big = c.misere_nim.map_or(2, |m| m.big_before);
                t!(lang, "coach-mistake-switched-early", count = big)
            }
            Mistake::ConfusedPN if c.convention == Convention::Misere => {
                t!(lang, "coach-mistake-confused-pn-misere")
            }
            Mistake::ConfusedPN => t!(lang, "coach-mistake-confused-pn"),
        }
    }
}

/// The computer's reason for its reply, on request: how it chose the move, and the
/// coach's judgement of it.
///
/// ```
/// use grundy::play::coach::judge_turn;
/// use grundy::play::{Player, Session};
/// use grundy::play::words::why_reply;
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
    why_reply_in(reply, c, Lang::En)
}

/// [`why_reply`] in `lang`: the move named as `c` describes it (judge the turn with
/// [`judge_turn_in`](crate::play::coach::judge_turn_in) for its words in `lang`).
///
/// ```
/// use grundy::play::coach::judge_turn_in;
/// use grundy::play::{Player, Session};
/// use grundy::play::words::why_reply_in;
/// use grundy::{parse_position, Cancel, Convention, Lang};
/// let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Computer);
/// let reply = game.computer_reply().unwrap();
/// let c = judge_turn_in(&game.history()[0], Convention::Normal, &Cancel::default(), Lang::Ko).unwrap();
/// let e = why_reply_in(&reply, &c, Lang::Ko);
/// assert!(e.title.starts_with("컴퓨터가"));
/// ```
pub fn why_reply_in(reply: &ComputerMove, c: &Coaching, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "coach-why-title", move = &c.description));
    e.paragraphs.push(sentence(&reply.reason_in(lang)));
    let mut judged = c.explain_in(lang);
    if c.verdict == Verdict::Kept || c.verdict == Verdict::AlreadyLost {
        e.paragraphs.append(&mut judged.paragraphs);
    } else {
        e.paragraphs.push(judged.title);
        e.paragraphs.append(&mut judged.paragraphs);
    }
    e
}

/// "normal play: whoever makes the last move wins" (or misère's) in `lang`.
///
/// ```
/// use grundy::{Convention, Lang};
/// assert!(grundy::play::words::play_words_in(Convention::Misere, Lang::En).starts_with("misère play"));
/// ```
pub fn play_words_in(convention: Convention, lang: Lang) -> String {
    match convention {
        Convention::Normal => t!(lang, "coach-play-normal"),
        Convention::Misere => t!(lang, "coach-play-misere"),
    }
}
