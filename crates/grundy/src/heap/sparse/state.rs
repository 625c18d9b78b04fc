//! The engine's checkpoint: its [`EngineState`] written out, and read back with every part
//! checked (a state whose values do not belong to its rule is refused).

use super::search::Attempt;
use super::{SparseConfig, SparseEngine, SparseMask, ENGINE_NAME};
use crate::heap::engine::{EngineError, EngineState, NimSequenceEngine, STATE_FORMAT};
use crate::heap::rule::HeapRule;
use std::collections::BTreeMap;

/// The engine's [`EngineState`]: the values (all, or the ring buffer's window), the
/// configuration, mask, rare list, histogram, counters, layout and prefix.
pub(super) fn save(e: &SparseEngine) -> EngineState {
    let (values_from, values) = if e.windowed {
        let ring = e.values.len() as u64;
        let from = e.n - ring;
        // The ring is a power of two long (checked at restore, kept by the engine).
        let v = (from..e.n)
            .map(|x| {
                e.values
                    .get(x as usize & (ring as usize).wrapping_sub(1))
                    .copied()
                    .unwrap_or_default()
            })
            .collect();
        (from, v)
    } else {
        (0, e.values.clone())
    };
    let mut extra = BTreeMap::new();
    let forced = e.config.mask.map_or(0, |m| u64::from(m.bits) + 1);
    extra.insert(
        "config".to_string(),
        vec![
            forced,
            e.config.window_after.map_or(u64::MAX, |w| w),
            e.config.min_prefix,
            e.config.rare_margin,
            u64::from(e.config.parallel),
            e.config.progress_every,
        ],
    );
    extra.insert("mask".to_string(), vec![u64::from(e.mask.bits)]);
    extra.insert("rare_positions".to_string(), e.rare_pos.clone());
    extra.insert(
        "rare_values".to_string(),
        e.rare_val.iter().map(|&v| u64::from(v)).collect(),
    );
    extra.insert("histogram".to_string(), e.hist.clone());
    extra.insert(
        "counters".to_string(),
        vec![e.depth, e.next_choose, u64::from(e.vbits)],
    );
    extra.insert(
        "layout".to_string(),
        vec![u64::from(e.windowed), e.values.len() as u64],
    );
    extra.insert(
        "prefix".to_string(),
        e.prefix.iter().map(|&v| u64::from(v)).collect(),
    );
    EngineState {
        format: STATE_FORMAT,
        engine: ENGINE_NAME.into(),
        rule: e.rule.to_string(),
        computed: e.n,
        values_from,
        values,
        max_value: e.max_value,
        extra,
    }
}

/// A sparse state's fault: a translated sentence around the English detail (the
/// details of this rare, internal check are not in the catalogues yet).
fn bad(msg: impl Into<String>) -> EngineError {
    EngineError::BadState(
        crate::i18n::Message::new("reason-state-sparse").with("detail", msg.into()),
    )
}

pub(super) fn restore(mut state: EngineState) -> Result<SparseEngine, EngineError> {
    if state.format != STATE_FORMAT {
        return Err(bad(format!(
            "format {} (this build reads format {STATE_FORMAT})",
            state.format
        )));
    }
    if state.engine != ENGINE_NAME {
        return Err(bad(format!(
            "it was written by the {} engine, not the sparse one",
            state.engine
        )));
    }
    let rule = HeapRule::parse(&state.rule)?;
    let mut take = |key: &str| {
        state
            .extra
            .remove(key)
            .ok_or_else(|| bad(format!("the entry {key} is missing")))
    };
    let config = take("config")?;
    let mask = take("mask")?;
    let rare_pos = take("rare_positions")?;
    let rare_val = take("rare_values")?;
    let hist = take("histogram")?;
    let counters = take("counters")?;
    let layout = take("layout")?;
    let prefix = take("prefix")?;
    if !state.extra.is_empty() {
        return Err(bad("it carries data the sparse engine does not know"));
    }
    let [forced, window_after, min_prefix, rare_margin, parallel, progress_every] = config[..]
    else {
        return Err(bad("the config entry has the wrong length"));
    };
    let small = |x: u64, what: &str| -> Result<u16, EngineError> {
        u16::try_from(x).map_err(|_| bad(format!("{what} {x} is not a 16-bit value")))
    };
    let config = SparseConfig {
        mask: match forced {
            0 => None,
            f => Some(SparseMask {
                bits: u32::try_from(f - 1).map_err(|_| bad("bad forced mask"))?,
            }),
        },
        window_after: (window_after != u64::MAX).then_some(window_after),
        min_prefix,
        rare_margin,
        parallel: parallel != 0,
        threads: 0,
        progress_every: progress_every.max(1),
        vector: true,
    };
    let mut e = SparseEngine::with_config(rule, config)?;
    let [mask_bits] = mask[..] else {
        return Err(bad("the mask entry has the wrong length"));
    };
    let [depth, next_choose, vbits] = counters[..] else {
        return Err(bad("the counters entry has the wrong length"));
    };
    let [windowed, ring_len] = layout[..] else {
        return Err(bad("the layout entry has the wrong length"));
    };
    if windowed > 1 {
        return Err(bad("the layout entry names no layout"));
    }
    let n = state.computed;
    if depth > n {
        return Err(bad(format!(
            "the depth {depth} exceeds the {n} values computed"
        )));
    }
    let expected_vbits = u64::from((16 - state.max_value.leading_zeros()).max(1));
    if vbits != expected_vbits {
        return Err(bad("the value width does not match the largest value"));
    }
    e.vbits = vbits as u32;
    e.mask = SparseMask {
        bits: u32::try_from(mask_bits)
            .ok()
            .filter(|&b| b < 1 << 17)
            .ok_or_else(|| bad("the mask is wider than 16-bit values"))?,
    };
    if e.mask.position_parity() && e.moves.split_parity.is_none() {
        return Err(bad("the mask does not fit the rule"));
    }
    if let Some(m) = e.config.mask {
        if m != e.mask {
            return Err(bad("the mask differs from the forced one"));
        }
    }
    let hist_total = hist.iter().try_fold(0u64, |sum, &c| sum.checked_add(c));
    if hist.len() != 1 << (vbits + 1) || hist_total != Some(n) {
        return Err(bad("the histogram does not match the values"));
    }
    let top = hist.iter().rposition(|&c| c > 0).map_or(0, |i| i >> 1);
    if top as u64 != u64::from(state.max_value) {
        return Err(bad("the histogram does not match the largest value"));
    }
    if rare_pos.len() != rare_val.len()
        || rare_pos.windows(2).any(|w| w.first() >= w.last())
        || rare_pos.first().is_some_and(|&r| r == 0)
        || rare_pos.last().is_some_and(|&r| r >= n)
    {
        return Err(bad("the rare positions are inconsistent"));
    }
    e.rare_pos = rare_pos;
    e.rare_val = rare_val
        .iter()
        .map(|&v| small(v, "rare value"))
        .collect::<Result<_, _>>()?;
    // Every value indexes bitsets of 2^vbits values: none may exceed the largest.
    let above = |values: &[u16]| values.iter().any(|&v| v > state.max_value);
    if above(&e.rare_val) {
        return Err(bad("a rare value exceeds the largest value"));
    }
    if e.rare_pos
        .iter()
        .zip(&e.rare_val)
        .any(|(&r, &v)| !e.is_rare(r, v))
    {
        return Err(bad("a listed rare position is not rare under the mask"));
    }
    e.hist = hist;
    e.depth = depth;
    e.next_choose = next_choose;
    e.n = n;
    e.max_value = state.max_value;
    if windowed == 0 {
        if state.values_from != 0 || state.values.len() as u64 != n || !prefix.is_empty() {
            return Err(bad("the stored values do not cover G(0..computed)"));
        }
        if state.values.iter().copied().max().unwrap_or(0) != state.max_value {
            return Err(bad("the largest value does not match the values"));
        }
        e.values = state.values;
        // values.len() == n, checked above: every x < n has its value.
        let listed: Vec<u64> = (1u64..)
            .zip(e.values.iter().skip(1))
            .filter(|&(x, &v)| e.is_rare(x, v))
            .map(|(x, _)| x)
            .collect();
        if listed != e.rare_pos {
            return Err(bad("the rare list does not match the values"));
        }
        if e.rare_pos
            .iter()
            .zip(&e.rare_val)
            .any(|(&r, &v)| usize::try_from(r).ok().and_then(|r| e.values.get(r)) != Some(&v))
        {
            return Err(bad("a rare value does not match the values"));
        }
    } else {
        // The prefix and the reach of a move fit in the ring (as `grow_prefix` keeps
        // them).
        let reach = (prefix.len() as u64).saturating_add(e.moves.t as u64 + 1);
        if !ring_len.is_power_of_two()
            || state.values.len() as u64 != ring_len
            || state.values_from.checked_add(ring_len) != Some(n)
            || prefix.is_empty()
            || reach >= ring_len
            || state.values_from < prefix.len() as u64
        {
            return Err(bad("the ring buffer is inconsistent"));
        }
        e.windowed = true;
        e.prefix = prefix
            .iter()
            .map(|&v| small(v, "prefix value"))
            .collect::<Result<_, _>>()?;
        if above(&e.prefix) || above(&state.values) {
            return Err(bad("a stored value exceeds the largest value"));
        }
        // The rare positions among the stored values are exactly the listed ones, with
        // their values.
        let stored = (0u64..)
            .zip(e.prefix.iter().copied())
            .skip(1)
            .chain((state.values_from..n).zip(state.values.iter().copied()))
            .filter(|&(x, v)| x >= 1 && e.is_rare(x, v));
        let in_store = |x: u64| x < e.prefix.len() as u64 || x >= state.values_from;
        let listed = e
            .rare_pos
            .iter()
            .copied()
            .zip(e.rare_val.iter().copied())
            .filter(|&(x, _)| in_store(x));
        if !stored.eq(listed) {
            return Err(bad("the rare list does not match the stored values"));
        }
        // A power of two: `& (len - 1)` is `% len`, always in the ring.
        let mut ring = vec![0u16; ring_len as usize];
        let wrap = ring.len().wrapping_sub(1);
        for (i, &v) in state.values.iter().enumerate() {
            if let Some(slot) = ring.get_mut((state.values_from as usize + i) & wrap) {
                *slot = v;
            }
        }
        e.values = ring;
    }
    e.resize_bitsets();
    if n >= 1 {
        #[expect(clippy::expect_used, reason = "the ring keeps the last value computed")]
        let last = e.value(n - 1).expect("the last value is stored");
        if let Attempt::Value { v, .. } = e.attempt(n - 1)? {
            if v != usize::from(last) {
                return Err(bad(format!(
                    "G({}) recomputes to {v}, but the state says {last}: the values do not belong to {}",
                    n - 1,
                    e.rule
                )));
            }
        }
    }
    Ok(e)
}
