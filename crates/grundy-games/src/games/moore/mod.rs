//! Moore's Nim_k: `moore(2) 3 5 6` — a move reduces between 1 and k heaps (the amounts
//! may differ); `k = 1` is ordinary Nim. Moore (1910): write the heap sizes in binary; the
//! position is a P-position iff in every bit column the number of ones is divisible by
//! `k + 1`. `k = 0` is accepted as the degenerate game without moves: every position is
//! P, which is also what the column rule says (every count is divisible by 1).
//!
//! | file | what it holds |
//! |---|---|
//! | `columns.rs` | the column rule: [`outcome`], [`misere_outcome`], the table a person can follow ([`column_table`]) |
//! | `moves.rs` | one winning move built greedily from the top bit ([`constructive_move`]); every winning move of a small enough position ([`winning_moves`]) |
//! | `game.rs` | [`MooreGame`], the brute-force game for the generic [`Solver`](crate::Solver) |
//! | `mod.rs` | [`Moore`] as a component: syntax, verdict, value, moves and notation |
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! let r = analyze(&parse_position("moore(2) 1 2 3").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::N);
//! ```

mod columns;
mod game;
mod moves;
mod words;

grundy_core::words! {
    owner: "moore",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

pub use columns::{column_table, misere_outcome, outcome, MooreColumns, MooreRow};
pub use game::MooreGame;
pub use moves::{
    constructive_move, winning_moves, MooreMoves, TooManyMoves, MAX_BITS, MAX_SUBSETS, MAX_WORK,
};

use crate::component::search::{search_grundy, value_by_search};
use crate::component::HeapChange;
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Clicks, Component, GameSpec, MoveError, Piece, Pieces,
    Refusal, SearchSize, SearchStep, Valued, Verdict,
};
use crate::component::{Moves, Search, Theorems, Valuation};
use crate::i18n::msg;
use crate::language::{nats, Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::outcome::Convention;
use crate::reasoning::Step;

/// The largest `k` accepted by `moore(k)`.
pub const MAX_MOORE_K: u32 = 1_000_000;

/// The registry's entry for Moore's Nim_k.
pub static SPEC: GameSpec = GameSpec {
    names: &["moore"],
    matches: None,
    syntax: "moore(k)",
    example: "moore(2) 1 2 3",
    examples: &[],
    about_id: "about-moore",
    syntax_id: "syntax-moore",
    parse,
    whole_position: false,
};

/// Moore's Nim_k on several heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moore {
    k: u32,
    heaps: Vec<Nat>,
}

impl Moore {
    /// Moore's Nim_`k` (k ≥ 1) on `heaps`.
    ///
    /// ```
    /// let m = grundy::games::moore::Moore::new(2, vec![3u8.into()]);
    /// assert_eq!(m.k(), 2);
    /// ```
    pub fn new(k: u32, heaps: Vec<Nat>) -> Self {
        Moore { k, heaps }
    }

    /// The most heaps a move may reduce.
    pub fn k(&self) -> u32 {
        self.k
    }

    /// The heaps.
    pub fn heaps(&self) -> &[Nat] {
        &self.heaps
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.need_sizes(sizes)?;
    let args = head.args_or("moore(2)")?;
    let [arg] = args else {
        return Err(head.error(msg!("parse-one-argument-k", name = "moore")));
    };
    let k: u32 = arg.small("parse-what-k", u64::from(MAX_MOORE_K))?;
    if k == 0 {
        return Err(arg.error(msg!("parse-at-least-1", what = "k")));
    }
    Ok(AnyComponent::new(Moore::new(k, nats(sizes)?)))
}

/// Every way to strictly reduce a non-empty set of at most `k` heaps.
fn moore_moves(heaps: &[u64], k: usize, push: &mut dyn FnMut(Vec<(usize, u64)>)) {
    fn rec(
        heaps: &[u64],
        k: usize,
        start: usize,
        chosen: &mut Vec<(usize, u64)>,
        push: &mut dyn FnMut(Vec<(usize, u64)>),
    ) {
        if !chosen.is_empty() {
            push(chosen.clone());
        }
        if chosen.len() == k {
            return;
        }
        for (i, &h) in heaps.iter().enumerate().skip(start) {
            for to in 0..h {
                chosen.push((i, to));
                rec(heaps, k, i + 1, chosen, push);
                chosen.pop();
            }
        }
    }
    rec(heaps, k, 0, &mut Vec::new(), push);
}

impl Component for Moore {
    fn name(&self) -> String {
        format!("moore({})", self.k)
    }

    crate::component::heap_row!(heaps, |this, heaps| Moore::new(this.k, heaps));

    /// One row of counters per heap: a click on a counter selects it (it and every
    /// counter to its right), counters in up to k heaps together.
    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        let items = self
            .heaps
            .iter()
            .enumerate()
            .map(|(i, h)| Piece::heap(i, h))
            .collect();
        let clicks = match self.k {
            1 => Clicks::TakeFrom,
            k => Clicks::Several(k as usize),
        };
        Pieces::new_in(lang, "heap", "●", items).clicked(clicks)
    }

    crate::capabilities!(Search, Valuation, Theorems, Moves);
}

impl Search for Moore {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.heaps.iter().map(|h| u64::try_from(h).ok()).collect()
    }

    #[expect(
        clippy::indexing_slicing,
        reason = "moore_moves names heaps of `state` by their index in it"
    )]
    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let mut out = Vec::new();
        moore_moves(state, self.k as usize, &mut |changes| {
            let mut after = state.to_vec();
            let changes = changes
                .into_iter()
                .map(|(heap, to)| {
                    after[heap] = to;
                    HeapChange::new(heap, state[heap].into(), to.into())
                })
                .collect();
            out.push(SearchStep { changes, after });
        });
        out
    }

    #[expect(
        clippy::indexing_slicing,
        reason = "j runs below e.len(), which is at least 1"
    )]
    fn search_size(&self, state: &[u64]) -> SearchSize {
        // Σ_{j ≤ k} e_j(h): the elementary symmetric sums of the heap sizes.
        let k = self.k as usize;
        // O(n·min(k, n)), but it stops as soon as a sum overflows to infinity: with many
        // heaps that happens after a few thousand, so a long position costs linear time.
        let mut e = vec![0f64; k.min(state.len()) + 1];
        e[0] = 1.0;
        let mut branching = 0.0;
        'heaps: for (i, &h) in state.iter().enumerate() {
            // Only e[1..=i+1] can be non-zero after heap i.
            for j in (1..e.len().min(i + 2)).rev() {
                e[j] += e[j - 1] * h as f64;
                if e[j].is_infinite() {
                    branching = f64::INFINITY;
                    break 'heaps;
                }
            }
        }
        if branching == 0.0 {
            branching = e[1..].iter().sum();
        }
        SearchSize {
            states: notation_states(state),
            branching,
        }
    }
}

impl Valuation for Moore {
    fn results_are_distinct(&self) -> bool {
        // Each move lowers a different set of heaps or to different sizes.
        true
    }

    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        value_by_search(self, options.search_limit, &options.cancel)
    }
}

impl Theorems for Moore {
    fn alone(
        &self,
        convention: Convention,
        options: &AnalyzeOptions,
        limit: usize,
    ) -> Option<Result<Verdict, Refusal>> {
        match convention {
            Convention::Normal => Some(Ok(self.normal_verdict(options, limit))),
            Convention::Misere => None,
        }
    }

    fn misere_fallback(
        &self,
        options: &AnalyzeOptions,
        reason: &crate::component::search::SearchRefusal,
    ) -> Option<Verdict> {
        Some(Verdict {
            outcome: columns::misere_outcome(self.k, &self.heaps),
            value: None,
            move_count: None,
            moves: vec![],
            method: "misère Moore rule".into(),
            misere_method: Some(crate::misere::MisereMethod::GameRule),
            steps: vec![Step::new(columns::column_table(
                self.k,
                &self.heaps,
                options.row_limit,
            ))],
            notes: vec![msg!("note-moore-misere").with_error("reason", reason)],
        })
    }
}

impl Moves for Moore {
    /// `H N`, several heaps at once separated by commas.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        vec![
            crate::component::notation::Form::Take,
            crate::component::notation::Form::Several,
        ]
    }

    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let changes = notation::read_heap_moves(self, text, "heap")?;
        notation::check_pieces(self, &changes)?;
        self.check_move(&changes)?;
        Ok(changes)
    }

    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        let k = self.k;
        if changes.len() > k as usize {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-moore-at-most",
                k = k
            )));
        }
        if let Some(bad) = changes.iter().find(|ch| ch.to >= ch.from) {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-heap-must-get-smaller",
                heap = bad.heap + 1
            )));
        }
        Ok(())
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        notation::take_one_from_largest(self)
    }

    fn has_move(&self) -> Option<bool> {
        // slow_move finds a move whenever there is one.
        Some(self.slow_move().is_some())
    }
}

/// The positions bound of heaps that only shrink.
fn notation_states(state: &[u64]) -> f64 {
    crate::component::search::heap_search_size(state).states
}

impl Moore {
    fn normal_verdict(&self, options: &AnalyzeOptions, limit: usize) -> Verdict {
        let (k, heaps) = (self.k, &self.heaps);
        let outcome = columns::outcome(k, heaps);
        let mut notes = Vec::new();
        let value = match search_grundy(vec![self], options.search_limit, &options.cancel) {
            Ok((v, _)) => Some(Nat::from(v)),
            Err(reason) => {
                notes.push(msg!("note-moore-no-value").with_error("reason", &reason));
                None
            }
        };
        let constructive: Vec<Vec<HeapChange>> =
            moves::constructive_move(k, heaps).into_iter().collect();
        let (move_count, moves) = match moves::winning_moves(k, heaps, limit) {
            Ok(all) if options.all_moves => (Some(all.count), all.moves),
            Ok(all) => {
                if all.count > Nat::from(1u8) {
                    notes.push(msg!("note-moore-one-move"));
                }
                (
                    Some(all.count),
                    constructive.into_iter().take(limit).collect(),
                )
            }
            Err(e) => {
                notes.push(msg!("note-moore-unlisted").with_error("reason", &e));
                (None, constructive.into_iter().take(limit).collect())
            }
        };
        let method = if value.is_some() {
            "search"
        } else {
            "Moore's theorem (outcome only)"
        };
        Verdict {
            outcome,
            value,
            move_count,
            moves,
            method: method.into(),
            misere_method: None,
            steps: vec![Step::new(columns::column_table(
                k,
                heaps,
                options.row_limit,
            ))],
            notes,
        }
    }
}

#[cfg(test)]
mod tests {
    use grundy::parse_position;

    #[test]
    fn round_trips_and_errors() {
        assert_eq!(
            parse_position("moore(2) 3 5 6").unwrap().to_string(),
            "moore(2) 3 5 6"
        );
        let e = parse_position("moore(0) 3").unwrap_err();
        assert_eq!((e.token.as_str(), e.column), ("0", 7));
        let e = parse_position(&format!("moore({}) 3", "9".repeat(1000))).unwrap_err();
        assert!(e.message.to_string().contains("too large"), "{e}");
    }

    #[test]
    fn search_size_is_the_elementary_sums_or_infinite() {
        use crate::component::Search;
        use crate::Nat;
        let g = super::Moore::new(2, [2u32, 3, 5].map(Nat::from).to_vec());
        // e1 + e2 = (2+3+5) + (6+10+15).
        assert_eq!(g.search_size(&[2, 3, 5]).branching, 41.0);
        let many: Vec<u64> = (1..=100_000).collect();
        let g = super::Moore::new(1_000_000, many.iter().map(|&h| Nat::from(h)).collect());
        assert_eq!(g.search_size(&many).branching, f64::INFINITY);
    }
}
