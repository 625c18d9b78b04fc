//! The engine's checkpoint: its [`EngineState`] written out, and read back with every part
//! checked (a state whose values do not belong to its rule is refused).

use super::search::Attempt;
use super::{SparseConfig, SparseEngine, SparseMask, ENGINE_NAME};
use crate::heap::engine::{EngineError, EngineState, NimSequenceEngine, STATE_FORMAT};
use crate::heap::rule::HeapRule;
use crate::i18n::{msg, Message};
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
            e.config.ring_margin,
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

/// A sparse state's fault: `reason-state-sparse` around the detail, a catalogue message
/// (`locales/<lang>/engine.ftl`, or a state reason of `reasons.ftl`).
fn bad(detail: Message) -> EngineError {
    EngineError::BadState(Message::new("reason-state-sparse").with_message("detail", detail))
}

pub(super) fn restore(mut state: EngineState) -> Result<SparseEngine, EngineError> {
    if state.format != STATE_FORMAT {
        return Err(bad(msg!(
            "reason-state-format",
            found = state.format,
            format = STATE_FORMAT
        )));
    }
    if state.engine != ENGINE_NAME {
        return Err(bad(msg!(
            "reason-state-other-engine",
            engine = &state.engine,
            expected = ENGINE_NAME
        )));
    }
    let rule = HeapRule::parse(&state.rule)?;
    let mut take = |key: &str| {
        state
            .extra
            .remove(key)
            .ok_or_else(|| bad(msg!("engine-state-missing", entry = key)))
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
        return Err(bad(msg!("reason-state-unknown-data", engine = ENGINE_NAME)));
    }
    // States saved before the ring margin existed have six entries and its old rule, 2.
    let (forced, window_after, min_prefix, rare_margin, parallel, progress_every, ring_margin) =
        match config[..] {
            [f, w, m, r, p, e] => (f, w, m, r, p, e, 2),
            [f, w, m, r, p, e, g] => (f, w, m, r, p, e, g),
            _ => return Err(bad(msg!("engine-state-length", entry = "config"))),
        };
    let small = |x: u64, entry: &str| -> Result<u16, EngineError> {
        u16::try_from(x).map_err(|_| bad(msg!("engine-state-not-16-bit", entry = entry, value = x)))
    };
    let config = SparseConfig {
        mask: match forced {
            0 => None,
            f => Some(SparseMask {
                bits: u32::try_from(f - 1).map_err(|_| bad(msg!("engine-state-forced-mask")))?,
            }),
        },
        window_after: (window_after != u64::MAX).then_some(window_after),
        min_prefix,
        rare_margin,
        ring_margin,
        parallel: parallel != 0,
        threads: 0,
        progress_every: progress_every.max(1),
        vector: true,
    };
    let mut e = SparseEngine::with_config(rule, config)?;
    let [mask_bits] = mask[..] else {
        return Err(bad(msg!("engine-state-length", entry = "mask")));
    };
    let [depth, next_choose, vbits] = counters[..] else {
        return Err(bad(msg!("engine-state-length", entry = "counters")));
    };
    let [windowed, ring_len] = layout[..] else {
        return Err(bad(msg!("engine-state-length", entry = "layout")));
    };
    if windowed > 1 {
        return Err(bad(msg!("engine-state-no-layout")));
    }
    let n = state.computed;
    if depth > n {
        return Err(bad(msg!("engine-state-depth", depth = depth, n = n)));
    }
    let expected_vbits = u64::from((16 - state.max_value.leading_zeros()).max(1));
    if vbits != expected_vbits {
        return Err(bad(msg!("engine-state-width")));
    }
    e.vbits = vbits as u32;
    e.mask = SparseMask {
        bits: u32::try_from(mask_bits)
            .ok()
            .filter(|&b| b < 1 << 17)
            .ok_or_else(|| bad(msg!("engine-state-wide-mask")))?,
    };
    if e.mask.position_parity() && e.moves.split_parity.is_none() {
        return Err(bad(msg!("engine-state-mask-rule")));
    }
    if let Some(m) = e.config.mask
        && m != e.mask
    {
        return Err(bad(msg!("engine-state-mask-forced")));
    }
    let hist_total = hist.iter().try_fold(0u64, |sum, &c| sum.checked_add(c));
    if hist.len() != 1 << (vbits + 1) || hist_total != Some(n) {
        return Err(bad(msg!("engine-state-histogram")));
    }
    let top = hist.iter().rposition(|&c| c > 0).map_or(0, |i| i >> 1);
    if top as u64 != u64::from(state.max_value) {
        return Err(bad(msg!("engine-state-histogram-max")));
    }
    if rare_pos.len() != rare_val.len()
        || rare_pos.windows(2).any(|w| w.first() >= w.last())
        || rare_pos.first().is_some_and(|&r| r == 0)
        || rare_pos.last().is_some_and(|&r| r >= n)
    {
        return Err(bad(msg!("engine-state-rare-positions")));
    }
    e.rare_pos = rare_pos;
    e.rare_val = rare_val
        .iter()
        .map(|&v| small(v, "rare_values"))
        .collect::<Result<_, _>>()?;
    // Every value indexes bitsets of 2^vbits values: none may exceed the largest.
    let above = |values: &[u16]| values.iter().any(|&v| v > state.max_value);
    if above(&e.rare_val) {
        return Err(bad(msg!("engine-state-rare-above")));
    }
    if e.rare_pos
        .iter()
        .zip(&e.rare_val)
        .any(|(&r, &v)| !e.is_rare(r, v))
    {
        return Err(bad(msg!("engine-state-not-rare")));
    }
    e.hist = hist;
    e.depth = depth;
    e.next_choose = next_choose;
    e.n = n;
    e.max_value = state.max_value;
    if windowed == 0 {
        if state.values_from != 0 || state.values.len() as u64 != n || !prefix.is_empty() {
            return Err(bad(msg!("engine-state-values-cover", n = n)));
        }
        if state.values.iter().copied().max().unwrap_or(0) != state.max_value {
            return Err(bad(msg!("engine-state-max")));
        }
        e.values = state.values;
        // values.len() == n, checked above: every x < n has its value.
        let listed: Vec<u64> = (1u64..)
            .zip(e.values.iter().skip(1))
            .filter(|&(x, &v)| e.is_rare(x, v))
            .map(|(x, _)| x)
            .collect();
        if listed != e.rare_pos {
            return Err(bad(msg!("engine-state-rare-list")));
        }
        if e.rare_pos
            .iter()
            .zip(&e.rare_val)
            .any(|(&r, &v)| usize::try_from(r).ok().and_then(|r| e.values.get(r)) != Some(&v))
        {
            return Err(bad(msg!("engine-state-rare-value")));
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
            return Err(bad(msg!("engine-state-ring")));
        }
        e.windowed = true;
        e.prefix = prefix
            .iter()
            .map(|&v| small(v, "prefix"))
            .collect::<Result<_, _>>()?;
        if above(&e.prefix) || above(&state.values) {
            return Err(bad(msg!("engine-state-stored-above")));
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
            return Err(bad(msg!("engine-state-rare-stored")));
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
        if let Attempt::Value { v, .. } = e.attempt(n - 1)?
            && v != usize::from(last)
        {
            return Err(bad(msg!(
                "reason-state-recomputes",
                n = n - 1,
                again = v,
                last = u64::from(last),
                rule = e.rule.to_string()
            )));
        }
    }
    Ok(e)
}
