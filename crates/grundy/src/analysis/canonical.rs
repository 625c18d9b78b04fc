//! The misère canonical form of a position (Conway, ONAG ch. 12; CGSuite's
//! `MisereCanonicalForm`): each component's game tree is searched through its searchable
//! moves, memoised by the component's canonical state, reduced bottom-up in a
//! [`MisereStore`], and the components' forms are added. Bounded by the positions searched
//! and the forms kept, with a refusal in words beyond.

use crate::cancel::{Cancel, Cancelled, POLL_EVERY};
use crate::component::search::{PositionGame, SearchState};
use crate::explanation::{explanation, Explanation};
use crate::game::ImpartialGame;
use crate::i18n::{t, Lang};
use crate::misere::canonical::{CanonicalError, GameId, MisereStore};
use crate::outcome::Outcome;
use crate::position::Position;
use serde::Serialize;
use std::collections::HashMap;
use thiserror::Error;

/// The most positions (of all components together) searched for a canonical form.
pub const MAX_CANONICAL_POSITIONS: usize = 200_000;

/// The most misère canonical forms kept while reducing (see [`MisereStore::with_limit`]).
pub const MAX_CANONICAL_FORMS: usize = 500_000;

/// A position's misère canonical form and what is read from it, each form in CGSuite's
/// notation (`*[2#0]`, `*[2[2]321]`). Serialized as the `misere_canonical` object of
/// `grundy analyze --misere --canonical --json` (docs/json-schema.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MisereCanonical {
    /// The form.
    pub form: String,
    /// Its options, each a form, largest first (CGSuite's order).
    pub options: Vec<String>,
    /// Conway's mate of the form.
    pub mate: String,
    /// The form's birthday.
    pub birthday: u32,
    /// The misère outcome (`P` or `N`).
    pub outcome: Outcome,
    /// Conway's misère nim value `G⁻` (0 exactly for P-positions).
    pub misere_nim_value: u32,
    /// The normal-play nim value `G⁺`.
    pub normal_nim_value: u32,
    /// Whether the form is even (a smaller birthday than the form plus `*`).
    pub even: bool,
    /// The positions searched (over all components); 0 when the form was written down
    /// (`grundy misere canonical "*[2#0]"`), and then the words speak of the form, not of
    /// a position's class.
    pub positions: usize,
}

impl MisereCanonical {
    /// The form in words, in `lang`: the form, its options, mate, birthday, outcome and
    /// nim values.
    ///
    /// ```
    /// use grundy::analysis::misere_canonical;
    /// use grundy::{parse_position, Cancel, Lang};
    /// let c = misere_canonical(&parse_position("2 2").unwrap(), &Cancel::new()).unwrap();
    /// let e = c.explain_in(Lang::En);
    /// assert_eq!(e.title, "Misère canonical form (Conway)");
    /// assert!(e.paragraphs[0].contains("*[2[2]]"));
    /// assert!(c.explain_in(Lang::Ko).paragraphs[0].contains("*[2[2]]"));
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Explanation {
        let mut e = explanation(&t!(lang, "canonical-title"));
        // No position searched: the form was written down, not found for a position.
        let form = if self.positions == 0 {
            "canonical-form-given"
        } else {
            "canonical-form"
        };
        e.paragraphs.push(t!(lang, form, form = &self.form));
        e.paragraphs.push(if self.options.is_empty() {
            t!(lang, "canonical-no-options")
        } else {
            t!(
                lang,
                "canonical-options",
                count = self.options.len(),
                options = self.options.join(", ")
            )
        });
        e.paragraphs
            .push(t!(lang, "canonical-mate", mate = &self.mate));
        e.paragraphs
            .push(t!(lang, "canonical-birthday", birthday = self.birthday));
        e.paragraphs.push(t!(
            lang,
            if self.even {
                "canonical-even"
            } else {
                "canonical-odd"
            }
        ));
        e.paragraphs.push(t!(
            lang,
            "canonical-values",
            minus = self.misere_nim_value,
            plus = self.normal_nim_value
        ));
        e.conclusion.push(t!(
            lang,
            if self.outcome == Outcome::P {
                "canonical-p"
            } else {
                "canonical-n"
            }
        ));
        e.conclusion
            .push(t!(lang, "canonical-positions", positions = self.positions));
        e
    }
}

/// Why a position's misère canonical form is not given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum CanonicalRefusal {
    /// A component cannot be searched move by move (or has too large a piece).
    NotSearchable,
    /// More positions than the limit.
    TooManyPositions {
        /// The limit.
        limit: usize,
    },
    /// The forms' store refused (too many forms, too long a name).
    #[error(transparent)]
    Form(#[from] CanonicalError),
    /// Stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl crate::i18n::errors::Localized for CanonicalRefusal {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            Self::NotSearchable => t!(lang, "err-canonical-not-searchable"),
            Self::TooManyPositions { limit } => {
                t!(lang, "err-canonical-too-many-positions", limit = *limit)
            }
            Self::Form(e) => e.message_in(lang),
            Self::Cancelled(e) => e.message_in(lang),
        }
    }
}
crate::localized_error!(CanonicalRefusal);

/// The bounds of [`misere_canonical_with`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CanonicalLimits {
    /// The most positions searched.
    pub positions: usize,
    /// The most forms kept.
    pub forms: usize,
}

impl Default for CanonicalLimits {
    fn default() -> Self {
        CanonicalLimits {
            positions: MAX_CANONICAL_POSITIONS,
            forms: MAX_CANONICAL_FORMS,
        }
    }
}

/// The misère canonical form of `position`, within the default limits.
///
/// ```
/// use grundy::analysis::misere_canonical;
/// use grundy::{parse_position, Cancel, Outcome};
/// // *2 + *2 is Conway's 2_2, a misère P-position; * + * is 0.
/// let c = misere_canonical(&parse_position("2 2").unwrap(), &Cancel::new()).unwrap();
/// assert_eq!((c.form.as_str(), c.outcome), ("*[2[2]]", Outcome::P));
/// assert_eq!(c.options, ["*[3]", "*[2]"]);
/// let c = misere_canonical(&parse_position("1 1").unwrap(), &Cancel::new()).unwrap();
/// assert_eq!((c.form.as_str(), c.mate.as_str()), ("*[0]", "*[1]"));
/// ```
pub fn misere_canonical(
    position: &Position,
    cancel: &Cancel,
) -> Result<MisereCanonical, CanonicalRefusal> {
    misere_canonical_with(position, CanonicalLimits::default(), cancel)
}

/// [`misere_canonical`] within `limits`.
///
/// ```
/// use grundy::analysis::{misere_canonical_with, CanonicalLimits, CanonicalRefusal};
/// use grundy::{parse_position, Cancel};
/// let limits = CanonicalLimits { positions: 10, forms: 1000 };
/// let r = misere_canonical_with(&parse_position("kayles 30").unwrap(), limits, &Cancel::new());
/// assert_eq!(r, Err(CanonicalRefusal::TooManyPositions { limit: 10 }));
/// ```
pub fn misere_canonical_with(
    position: &Position,
    limits: CanonicalLimits,
    cancel: &Cancel,
) -> Result<MisereCanonical, CanonicalRefusal> {
    let mut store = MisereStore::with_limit(limits.forms);
    let (g, positions) = misere_form_in(position, &mut store, limits.positions, cancel)?;
    let options = store
        .options_in_order(g)?
        .into_iter()
        .map(|o| store.notation(o))
        .collect::<Result<Vec<_>, _>>()?;
    let mate = store.mate(g)?;
    Ok(MisereCanonical {
        form: store.notation(g)?,
        options,
        mate: store.notation(mate)?,
        birthday: store.birthday(g),
        outcome: store.misere_outcome(g),
        misere_nim_value: store.misere_nim_value(g),
        normal_nim_value: store.normal_nim_value(g),
        even: store.is_even(g)?,
        positions,
    })
}

/// The misère canonical form of `position` built in a store of the caller's (so that it can
/// be compared with, added to or told apart from the other forms of that store — what
/// `grundy misere` does), with the positions searched (at most `max_positions`, over all
/// components).
///
/// ```
/// use grundy::analysis::misere_form_in;
/// use grundy::misere::canonical::MisereStore;
/// use grundy::{parse_position, Cancel};
/// let mut store = MisereStore::new();
/// let (g, _) = misere_form_in(&parse_position("kayles 2").unwrap(), &mut store, 1000, &Cancel::new()).unwrap();
/// // Kayles K2 (options K1 and 0) is *2, as in normal play.
/// assert_eq!(g, store.parse("*[2]").unwrap());
/// ```
pub fn misere_form_in(
    position: &Position,
    store: &mut MisereStore,
    max_positions: usize,
    cancel: &Cancel,
) -> Result<(GameId, usize), CanonicalRefusal> {
    let mut positions = 0usize;
    let mut forms = Vec::new();
    for c in &position.components {
        let (game, start) = PositionGame::new(vec![&**c]).ok_or(CanonicalRefusal::NotSearchable)?;
        forms.push(form_of(
            &game,
            game.canonical(&start),
            store,
            &mut positions,
            max_positions,
            cancel,
        )?);
    }
    Ok((store.sum(&forms)?, positions))
}

/// The form of one component's game from `start`, by a depth-first search without
/// recursion (a game tree can be deep), memoised by state.
fn form_of(
    game: &PositionGame<'_>,
    start: SearchState,
    store: &mut MisereStore,
    positions: &mut usize,
    limit: usize,
    cancel: &Cancel,
) -> Result<GameId, CanonicalRefusal> {
    let mut poll = cancel.poll(POLL_EVERY);
    let mut memo: HashMap<SearchState, GameId> = HashMap::new();
    // Each frame: a state and, once expanded, its options' states.
    let mut stack: Vec<(SearchState, Option<Vec<SearchState>>)> = vec![(start.clone(), None)];
    while let Some((state, expanded)) = stack.pop() {
        if memo.contains_key(&state) {
            continue;
        }
        match expanded {
            None => {
                poll.step(1)?;
                *positions += 1;
                if *positions > limit {
                    return Err(CanonicalRefusal::TooManyPositions { limit });
                }
                let next = game.moves(&state);
                let pending: Vec<SearchState> = next
                    .iter()
                    .filter(|s| !memo.contains_key(*s))
                    .cloned()
                    .collect();
                stack.push((state, Some(next)));
                stack.extend(pending.into_iter().map(|s| (s, None)));
            }
            Some(next) => {
                let mut options = Vec::with_capacity(next.len());
                for s in &next {
                    // Every option was searched before its parent is reduced.
                    match memo.get(s) {
                        Some(&g) => options.push(g),
                        None => return Err(CanonicalRefusal::NotSearchable),
                    }
                }
                let g = store.from_options(&options)?;
                memo.insert(state, g);
            }
        }
    }
    memo.get(&start)
        .copied()
        .ok_or(CanonicalRefusal::NotSearchable)
}
