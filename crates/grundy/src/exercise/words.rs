//! An exercise in words: the feedback on an answer ([`Feedback::explain`]), a move of the
//! answer key ([`KeyMove::line`]), a level ([`level_about`]) and a sheet's title and text.

use super::{Exercise, Feedback, KeyMove, Sheet};
use crate::explanation::{explanation, Explanation};
use crate::i18n::{t, Lang};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::play::coach::Mistake;
use crate::play::words::play_words_in;

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
        self.explain_in(Lang::En)
    }

    /// [`Feedback::explain`] in `lang` (the moves as the feedback describes them:
    /// [`check_in`](crate::exercise::check_in) describes them in a language).
    ///
    /// ```
    /// use grundy::exercise::check;
    /// use grundy::{parse_position, Convention, Lang};
    /// let p = parse_position("1 2 3").unwrap();
    /// let f = check(&p, Convention::Normal, "P").unwrap();
    /// assert_eq!(f.explain_in(Lang::Ko).title, "정답: P-위치입니다.");
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Explanation {
        let p = self.outcome == Outcome::P;
        let mut e = match (&self.coaching, self.correct) {
            (None, true) => {
                let mut e = explanation(&t!(lang, "exercise-right-p"));
                e.paragraphs.push(t!(lang, "exercise-right-p-why"));
                e
            }
            (None, false) => {
                let mut e = explanation(&t!(lang, "exercise-wrong-n"));
                e.paragraphs.push(match &self.value {
                    Some(v) => t!(lang, "exercise-wrong-n-value", value = v),
                    None => t!(lang, "exercise-wrong-n-any"),
                });
                e
            }
            (Some(c), true) => {
                let mut e = c.explain_in(lang);
                e.title = t!(lang, "exercise-right-move", move = &c.description);
                e
            }
            (Some(c), false) if p => {
                let mut e = c.explain_in(lang);
                e.title = t!(lang, "exercise-wrong-move-p", move = &c.description);
                e
            }
            (Some(c), false) => {
                let mut e = c.explain_in(lang);
                e.title = t!(lang, "exercise-wrong-move", move = &c.description);
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
                Some(c) => Mistake::ConfusedPN.explain_in(c, lang),
                None if self.convention == Convention::Misere => {
                    t!(lang, "coach-mistake-confused-pn-misere")
                }
                None => t!(lang, "coach-mistake-confused-pn-answer"),
            });
        }
        if e.conclusion.is_empty() && !self.key.is_empty() && !self.correct {
            e.conclusion
                .push(t!(lang, "exercise-winning-moves", count = self.key_count));
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
/// assert_eq!(grundy::exercise::level_about(3), "misère endgames");
/// ```
pub fn level_about(level: u8) -> String {
    level_about_in(level, Lang::En)
}

/// [`level_about`] in `lang`.
///
/// ```
/// use grundy::Lang;
/// assert_eq!(grundy::exercise::level_about_in(1, Lang::Ru), "две или три маленькие кучи");
/// ```
pub fn level_about_in(level: u8, lang: Lang) -> String {
    let id = match level {
        1 => "exercise-level-1",
        2 => "exercise-level-2",
        3 => "exercise-level-3",
        4 => "exercise-level-4",
        _ => "exercise-level-5",
    };
    t!(lang, id)
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
        self.title_in(Lang::En)
    }

    /// [`Sheet::title`] in `lang`.
    ///
    /// ```
    /// use grundy::exercise::{sheet, ExerciseOptions};
    /// let s = sheet(&ExerciseOptions { count: 1, ..Default::default() }).unwrap();
    /// assert_eq!(s.title_in(grundy::Lang::Vi), "Bài tập — cấp 1: hai hoặc ba đống nhỏ (nim)");
    /// ```
    pub fn title_in(&self, lang: Lang) -> String {
        let about = level_about_in(self.level, lang);
        if self.level == 5 {
            t!(
                lang,
                "exercise-title-hidden",
                level = u32::from(self.level),
                about = about
            )
        } else {
            t!(
                lang,
                "exercise-title",
                level = u32::from(self.level),
                about = about,
                game = &self.game
            )
        }
    }

    /// What to do, for the learner.
    pub fn instructions(&self) -> String {
        self.instructions_in(Lang::En)
    }

    /// [`Sheet::instructions`] in `lang`.
    pub fn instructions_in(&self, lang: Lang) -> String {
        t!(
            lang,
            "exercise-instructions",
            play = play_words_in(self.convention, lang)
        )
    }

    /// How to make the same sheet again: "Seed 7: the same seed gives the same sheet."
    pub fn seed_line(&self) -> String {
        self.seed_line_in(Lang::En)
    }

    /// [`Sheet::seed_line`] in `lang`.
    pub fn seed_line_in(&self, lang: Lang) -> String {
        t!(lang, "exercise-seed", seed = self.seed.to_string())
    }
}

impl Exercise {
    /// The question: "3. 3 4 5 — find a winning move, or answer P."
    pub fn question(&self) -> String {
        self.question_in(Lang::En)
    }

    /// [`Exercise::question`] in `lang`.
    pub fn question_in(&self, lang: Lang) -> String {
        t!(
            lang,
            "exercise-question",
            number = self.number.to_string(),
            position = &self.position
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
        self.answer_in(Lang::En)
    }

    /// [`Exercise::answer`] in `lang` (the moves as the sheet describes them:
    /// [`ExerciseOptions::lang`](crate::exercise::ExerciseOptions::lang)).
    pub fn answer_in(&self, lang: Lang) -> Vec<String> {
        let value = self
            .value
            .as_ref()
            .map_or("none".to_string(), Nat::to_string);
        if self.outcome == Outcome::P {
            return vec![t!(lang, "exercise-answer-p", value = value)];
        }
        let shown = self.key.len();
        let mut out = vec![if shown < self.key_count {
            t!(
                lang,
                "exercise-answer-n-some",
                value = value,
                shown = shown,
                count = self.key_count
            )
        } else {
            t!(
                lang,
                "exercise-answer-n",
                value = value,
                count = self.key_count
            )
        }];
        out.extend(self.key.iter().map(KeyMove::line));
        out
    }
}
