//! One game — wild or tame — beside Nim heaps, under misère play: decided by the game's
//! genus (Conway, ONAG ch. 12; the rule and its proof are
//! [`NimHeapsBeside`](crate::misere::tame::NimHeapsBeside)'s). `G + k·*2 + r·*1 + *m` is a
//! misère P-position exactly when `γₖ ⊕ (r mod 2) = m`; a heap of 3 counts as a 2 and a 1.

use super::tame::moves_with_genera;
use super::{refused, Attempt, KnownGenus, MisereAnswer};
use crate::component::{AnalyzeOptions, HeapChange, Refusal};
use crate::i18n::msg;
use crate::misere::genus::Genus;
use crate::misere::tame::{GenusBesideNim, NimHeapsBeside};
use crate::misere::MisereMethod;
use crate::nat::Nat;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::reasoning::Step;

/// The rule on `position` when it is one game beside Nim heaps; `known` holds what the
/// tame rule learned of each component's genus. `Err(None)`: the position is not of that
/// shape; `Err(Some(why))`: it is, but its heaps are beyond the rule.
pub(super) fn genus_beside_nim(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
    known: &[KnownGenus],
) -> Attempt<Option<crate::i18n::Message>> {
    let mut nim: Vec<(usize, Vec<u64>)> = Vec::new();
    let mut others = Vec::new();
    for (i, c) in position.components.iter().enumerate() {
        match c.nim_heaps() {
            Some(heaps) => nim.push((i, heaps)),
            None => others.push(i),
        }
    }
    let ([w], false) = (others.as_slice(), nim.is_empty()) else {
        return Ok(Err(None));
    };
    let w = *w;
    let Some(game) = position.components.get(w) else {
        return Ok(Err(None));
    };
    let Some(counted) = NimHeapsBeside::of(nim.iter().flat_map(|(_, h)| h.iter().copied())) else {
        let mut large = nim.iter().flat_map(|(_, h)| h.iter()).filter(|&&h| h >= 4);
        let (a, b) = (large.next().copied(), large.next().copied());
        return Ok(Err(Some(msg!(
            "reason-misere-beside-nim-large",
            game = game.to_string(),
            a = a.unwrap_or_default().to_string(),
            b = b.unwrap_or_default().to_string()
        ))));
    };
    let cg = match known.get(w).cloned().unwrap_or_default() {
        KnownGenus::Found(cg) => cg,
        // The tame rule has said why the genus is out of reach (and searching again would
        // be refused again, after as long).
        KnownGenus::OutOfReach => return Ok(Err(None)),
        KnownGenus::Unknown => match game.genus(options) {
            Ok(cg) => cg,
            Err(Refusal::Cancelled(c)) => return Err(c.into()),
            // The tame rule has said why the genus is out of reach.
            Err(_) => return Ok(Err(None)),
        },
    };
    let genus = &cg.genus;
    let p = counted.is_p(genus);
    let mut moves = Vec::new();
    let mut count = Some(Nat::from(0u8));
    let mut notes = Vec::new();
    if !p {
        let mut found = 0u64;
        let mut keep = |component: usize, changes: Vec<HeapChange>| {
            found += 1;
            if moves.len() < limit {
                moves.push((component, changes));
            }
        };
        // A heap's moves: only a few targets can leave a P-position (see `targets`).
        for (ci, heaps) in &nim {
            for (hi, &h) in heaps.iter().enumerate() {
                for t in targets(h, counted.value(genus)) {
                    if counted
                        .with_change(h, t)
                        .is_some_and(|after| after.is_p(genus))
                    {
                        keep(*ci, vec![HeapChange::new(hi, h.into(), t.into())]);
                    }
                }
            }
        }
        // The game's moves, through the genus of each option.
        match moves_with_genera(&**game, &cg, options).map_err(|r| refused(w, game, r))? {
            Some(listed) => {
                for (changes, after) in listed {
                    if counted.is_p(&after) {
                        keep(w, changes);
                    }
                }
            }
            None => {
                count = None;
                notes.push(msg!("note-component-moves-unlisted", component = w + 1));
            }
        }
        count = count.map(|_| found.into());
    }
    let outcome = Outcome::from_next_player_wins(!p);
    let heaps: Vec<String> = nim
        .iter()
        .filter_map(|(i, _)| position.components.get(*i).map(|c| c.to_string()))
        .collect();
    let step = Step::new(GenusBesideNim {
        component: game.to_string(),
        genus: genus.to_string(),
        heaps: heaps.join(" + "),
        counted,
        gamma_k: gamma(genus, counted.twos),
        value: counted.value(genus),
        outcome,
    });
    let answer = MisereAnswer {
        outcome,
        count,
        moves,
        step,
        notes,
    };
    Ok(Ok(answer.found(
        position,
        "genus",
        MisereMethod::GenusBesideNim,
    )))
}

/// `γₖ` for a count of heaps of 2.
fn gamma(genus: &Genus, twos: u64) -> u64 {
    genus.gamma(usize::try_from(twos).unwrap_or(usize::MAX))
}

/// The sizes a heap of `h` may go to that can leave a P-position, when the other heaps
/// and the game have misère value `value` with it (`γₖ ⊕ (r mod 2)`): the small heaps
/// 0 to 3 (which change `k` and `r`) and, for a large heap, the one large size equal to
/// the value (the others' value does not change when only the large heap does).
fn targets(h: u64, value: u64) -> Vec<u64> {
    let mut out: Vec<u64> = (0..h.min(4)).collect();
    if h >= 4 && (4..h).contains(&value) {
        out.push(value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::targets;

    #[test]
    fn a_heaps_targets_are_the_small_sizes_and_the_value() {
        assert_eq!(targets(0, 7), Vec::<u64>::new());
        assert_eq!(targets(3, 7), [0, 1, 2]);
        assert_eq!(targets(9, 7), [0, 1, 2, 3, 7]);
        assert_eq!(targets(9, 12), [0, 1, 2, 3]);
        assert_eq!(targets(9, 2), [0, 1, 2, 3]);
    }
}
