//! The moves of one heap checked one by one, with the value of every heap they may leave
//! at hand: the work of a walk over a heap's options, estimated before it starts (so that
//! a listing out of reach is refused at once, naming [`MOVE_WORK`]), and the linear
//! listing of the rules whose moves leave at most two heaps — each option of a heap of
//! `n` is one number of tokens removed (or added) and one split `a + b`, its value
//! `G(a) ^ G(b)`: about `n/2` options a digit, `O(n)` in all for a finite code.

#[allow(unused_imports)]
use super::*;
use crate::heap::code::{Digit, TbCode};
use crate::heap::rule::HeapRule;

/// About how many ways a heap of `m` splits into exactly `r` non-empty heaps (the
/// partitions of `m` into `r` parts: `m^(r−1) / ((r−1)!·r!)` for `r` = 2, 3), as the walk
/// over the options counts its steps.
fn splits(m: f64, r: u32) -> f64 {
    match r {
        0 | 1 => 1.0,
        2 => m / 2.0,
        _ => m * m / 12.0,
    }
}

/// The steps of the walk for one digit at a heap of `m` (left after the tokens removed);
/// `None` for a digit that may leave more than three heaps.
fn digit_work(d: &Digit, m: f64) -> Option<f64> {
    let max_r = d.max_heaps().filter(|&r| r <= 3)?;
    let options: f64 = (0..=max_r)
        .filter(|&r| d.allows(r).is_some())
        .map(|r| splits(m, r))
        .sum();
    Some(1.0 + options)
}

/// The steps of the walk for one repeating digit met `k` times, at heaps spread evenly
/// over `0..=top`: the average of [`digit_work`] over those heaps, `k` times.
fn repeating_work(d: &Digit, k: f64, top: f64) -> Option<f64> {
    let max_r = d.max_heaps().filter(|&r| r <= 3)?;
    let average: f64 = (0..=max_r)
        .filter(|&r| d.allows(r).is_some())
        .map(|r| match r {
            0 | 1 => 1.0,
            2 => top / 4.0,
            _ => top * top / 36.0,
        })
        .sum();
    Some(k * (1.0 + average))
}

/// About how many steps a walk over every option of a heap of `n` under `rule` takes (an
/// option, or a split tried and refused by a constraint, is a step), saturating at
/// `u64::MAX`; `None` when a move may leave more than three heaps (such walks are bounded
/// by their steps and by [`OPTION_LIMIT`] instead).
///
/// ```
/// use grundy_heap::heap::rule::HeapRule;
/// use grundy_heap::sequence::solved::move_work;
/// let officers = HeapRule::parse("officers").unwrap(); // take 1, leave 1 or 2 heaps
/// let work = move_work(&officers, 3_000_000).unwrap();
/// assert!((1_400_000..1_600_000).contains(&work), "{work}"); // about n/2 splits
/// let three = HeapRule::parse("hex(0.8)").unwrap(); // take 1, leave 3 heaps
/// assert!(move_work(&three, 100_000).unwrap() > 800_000_000); // about n²/12
/// assert_eq!(move_work(&HeapRule::parse("tb(0.*)").unwrap(), 10), None);
/// ```
pub fn move_work(rule: &HeapRule, n: u64) -> Option<u64> {
    let code = rule.code();
    let mut work = 0.0f64;
    for (k, d) in code.additive().iter().enumerate() {
        work += digit_work(d, n as f64 + k as f64 + 1.0)?;
    }
    let digits = code.digits();
    let stored = digits.len() as u64;
    let period = code.period() as u64;
    let prefix = stored - period;
    for (j, d) in digits.iter().enumerate().take(prefix as usize) {
        let Some(m) = n.checked_sub(j as u64) else {
            break;
        };
        work += digit_work(d, m as f64)?;
    }
    // The repeating block: the digit of residue c is met for t = prefix + c + i·period.
    for (c, d) in digits.iter().skip(prefix as usize).enumerate() {
        let Some(top) = n.checked_sub(prefix + c as u64) else {
            break;
        };
        let met = (top / period.max(1)) as f64 + 1.0;
        work += repeating_work(d, met, top as f64)?;
    }
    // A float beyond u64 saturates.
    Some(work.ceil() as u64)
}

/// Every option of a heap of `n` under `code` — whose moves leave at most two heaps —
/// with value `target`, `g(h)` giving `G(h)` for every heap `h` an option leaves (up to
/// `n` plus the additive digits; a heap without a value is no option to it): the count and the first `limit`, each the
/// non-decreasing list of heaps left, in [`HeapRule::options`]' order. Linear in `n` for
/// a finite code (about `n/2` splits a digit that splits); the flag is looked at every
/// [`POLL_EVERY`] splits.
///
/// # Errors
/// [`Cancelled`] when `cancel` is raised.
pub(super) fn two_heap_moves(
    code: &TbCode,
    n: u64,
    target: u64,
    limit: usize,
    g: impl Fn(u64) -> Option<u64>,
    cancel: &Cancel,
) -> Result<(u64, Vec<Vec<u64>>), Cancelled> {
    let mut poll = cancel.poll(POLL_EVERY);
    let mut count = 0u64;
    let mut listed: Vec<Vec<u64>> = Vec::new();
    let mut found = |parts: &[u64], count: &mut u64| {
        *count += 1;
        if listed.len() < limit {
            listed.push(parts.to_vec());
        }
    };
    // Tokens added first (the most first), then removed, as the walk goes.
    let added = (1..=code.additive().len() as u64)
        .rev()
        .map(|k| (n.checked_add(k), code.additive().get(k as usize - 1)));
    let top = code.max_take().map_or(n, |t| t.min(n));
    let removed = (0..=top).map(|j| (Some(n - j), code.digit_ref(j)));
    for (m, digit) in added.chain(removed) {
        poll.step(1)?;
        let (Some(m), Some(digit)) = (m, digit) else {
            continue;
        };
        let max_r = digit.max_heaps().map_or(2, |r| r.min(2));
        for r in (0..=max_r).rev() {
            let Some(constraint) = digit.allows(r) else {
                continue;
            };
            match r {
                2 => {
                    // Splits a + b = m, a ≤ b, the larger heap from the largest down.
                    let half = m / 2;
                    let mut a = 1u64;
                    while a <= half {
                        let end = half.min(a.saturating_add(POLL_EVERY - 1));
                        poll.step(end - a + 1)?;
                        for a in a..=end {
                            let b = m - a;
                            let value = g(a).zip(g(b)).map(|(x, y)| x ^ y);
                            if value == Some(target) && constraint.admits(&[a, b]) {
                                found(&[a, b], &mut count);
                            }
                        }
                        a = end + 1;
                    }
                }
                1 => {
                    if m > 0 && g(m) == Some(target) && constraint.admits(&[m]) {
                        found(&[m], &mut count);
                    }
                }
                _ => {
                    if m == 0 && target == 0 {
                        found(&[], &mut count);
                    }
                }
            }
        }
    }
    Ok((count, listed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::naive::sequence;
    use proptest::prelude::*;
    use std::ops::ControlFlow;

    /// The heaps the oracle and the listing go up to.
    const TOP: u64 = 300;

    /// Every option of a heap of `n` with its value, by the walk over the options and the
    /// naive engine's values (the oracle).
    fn valued_options(rule: &HeapRule, values: &[u16], n: u64) -> Vec<(Vec<u64>, u64)> {
        let mut out = Vec::new();
        let _ = rule.for_each_option(n, &mut |parts| {
            let v = parts
                .iter()
                .fold(0u64, |acc, &h| acc ^ u64::from(values[h as usize]));
            out.push((parts.to_vec(), v));
            ControlFlow::<()>::Continue(())
        });
        out
    }

    /// The listing of every heap up to [`TOP`] against the oracle, for every value an
    /// option has (and one no option has): the same moves in the same order, the same
    /// count, and the first three when only three are asked for; then the same through
    /// [`SolvedSequence::moves_to_value`] (the listing, or a proved period).
    fn agrees(rule: &HeapRule) {
        let values = sequence(rule, TOP).unwrap();
        let g = |h: u64| values.get(h as usize).map(|&v| u64::from(v));
        let code = rule.code();
        let solved = SolvedSequence::solve(rule, &Nat::from(TOP)).unwrap();
        let cancel = Cancel::default();
        for n in 0..=TOP {
            let options = valued_options(rule, &values, n);
            let mut targets: Vec<u64> = options.iter().map(|(_, v)| *v).collect();
            targets.push(targets.iter().max().map_or(0, |m| m + 1));
            targets.sort_unstable();
            targets.dedup();
            for target in targets {
                let want: Vec<Vec<u64>> = options
                    .iter()
                    .filter(|(_, v)| *v == target)
                    .map(|(p, _)| p.clone())
                    .collect();
                let (count, all) =
                    two_heap_moves(&code, n, target, usize::MAX, g, &cancel).unwrap();
                assert_eq!(all, want, "{rule} n={n} target={target}");
                assert_eq!(count, want.len() as u64, "{rule} n={n} target={target}");
                let (count, first) = two_heap_moves(&code, n, target, 3, g, &cancel).unwrap();
                assert_eq!(count, want.len() as u64);
                assert_eq!(first, want.iter().take(3).cloned().collect::<Vec<_>>());
                let (count, listed) = solved
                    .moves_to_value(&Nat::from(n), &Nat::from(target), usize::MAX)
                    .unwrap();
                let listed: Vec<Vec<u64>> = listed
                    .iter()
                    .map(|p| p.iter().map(|h| h.to_u64().unwrap()).collect())
                    .collect();
                assert_eq!(count, Nat::from(want.len()), "{rule} n={n} target={target}");
                assert_eq!(listed, want, "{rule} n={n} target={target}");
            }
        }
    }

    #[test]
    fn named_games_and_grundys_game_agree_with_the_walk() {
        for name in [
            "kayles",
            "dawson-kayles",
            "dawson-chess",
            "officers",
            "treblecross",
            "0.15",
            "4.7",
            "grundy-game",
            "tb(4=.0)",
            "tb(0.4?)",
            "0.6[1]",
            "lasker",
        ] {
            let rule = HeapRule::parse(name).unwrap();
            assert!(rule.max_heaps().is_some_and(|k| k <= 2), "{name}");
            agrees(&rule);
        }
    }

    /// An octal digit, its constraint on two heaps drawn too: `d`, `d!`, `d?` or `d=`.
    fn digit() -> impl Strategy<Value = String> {
        (0u8..8, 0usize..4).prop_map(|(d, c)| {
            let c = if d & 4 == 0 {
                ""
            } else {
                ["", "!", "?", "="][c]
            };
            format!("{d}{c}")
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Codes drawn at random: up to four digits, with or without constraints, `0.`
        /// or `4.` before the point (`4`: a heap may split without taking a token).
        #[test]
        fn random_codes_agree_with_the_walk(
            first in prop_oneof![Just("0".to_string()), digit().prop_filter("splits", |d| d.starts_with('4'))],
            digits in proptest::collection::vec(digit(), 1..5),
        ) {
            let text = format!("tb({first}.{})", digits.concat());
            let rule = HeapRule::parse(&text).unwrap();
            agrees(&rule);
        }
    }

    #[test]
    fn the_work_of_a_walk_grows_with_the_heaps_left() {
        let one = HeapRule::parse("0.3").unwrap(); // take 1, leave 1 heap
        assert!(move_work(&one, 1_000_000_000).unwrap() < 10);
        let two = HeapRule::parse("0.07").unwrap(); // take 2, leave 0 to 2 heaps
        let w = move_work(&two, 1000).unwrap();
        assert!((499..=510).contains(&w), "{w}");
        // Take any number, leave 0 to 2 heaps: about n²/4 splits.
        let every = HeapRule::parse("0.[7]").unwrap();
        let w = move_work(&every, 10_000).unwrap() as f64;
        assert!((w / 25_000_000.0 - 1.0).abs() < 0.01, "{w}");
        assert!(move_work(&every, 1 << 20).unwrap() > MOVE_WORK);
    }
}
