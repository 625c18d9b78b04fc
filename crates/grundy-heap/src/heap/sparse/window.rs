//! The memory layout: every value, or (after [`SparseConfig::window_after`] values) a
//! prefix `G(0..P)` and a ring buffer of the last values; growing the prefix, and falling
//! back to every value when a value needs history the ring no longer holds.

use super::{SparseConfig, SparseEngine, ENGINE_NAME};
use crate::heap::engine::{EngineError, NimSequenceEngine};
use std::sync::atomic::AtomicBool;

impl SparseEngine {
    /// `G(x)` for a position the current computation may read.
    #[inline(always)]
    pub(super) fn ring_mask(&self) -> usize {
        if self.windowed {
            self.values.len() - 1
        } else {
            usize::MAX
        }
    }

    /// Grows the windowed prefix so that it holds `G(a)`, by recomputing `G(0..P')`.
    pub(super) fn grow_prefix(&mut self, a: u64) -> Result<(), EngineError> {
        let ring = self.values.len() as u64;
        let t = self.moves.t as u64;
        let mut target = (self.prefix.len() as u64 * 2).max(a + 1);
        if target + t + 1 >= ring {
            target = ring.saturating_sub(t + 2);
        }
        if !self.windowed || target <= a || target <= self.prefix.len() as u64 {
            return Err(EngineError::Unsupported {
                engine: ENGINE_NAME.into(),
                rule: self.rule.to_string(),
                reason: crate::i18n::msg!(
                    "engine-ring-too-small",
                    n = self.n,
                    needed = a,
                    ring = ring
                ),
            });
        }
        // In blocks (vector, dense, on this engine's threads), as any run: the same values
        // as one step after the other, several times faster; from the end of the prefix.
        let mut fresh = self.fresh_from_prefix()?;
        fresh.run_until(target - 1, &mut |_| {}, &AtomicBool::new(false))?;
        self.prefix = fresh.values;
        Ok(())
    }

    /// A fresh engine with this one's mask, in the full layout, holding this engine's
    /// prefix `G(0..P)` (exact values, recorded as a run records them) and its largest
    /// depth so far (which only steers the choice of kernels): it goes on from `P`, so a
    /// recomputation never does the first `P` values again.
    fn fresh_from_prefix(&self) -> Result<SparseEngine, EngineError> {
        let config = SparseConfig {
            mask: Some(self.mask),
            window_after: None,
            ..self.config
        };
        let mut fresh = SparseEngine::with_config(self.rule.clone(), config)?;
        for &v in &self.prefix {
            fresh.record(v, 0);
        }
        fresh.depth = self.depth;
        Ok(fresh)
    }

    /// The fallback when a value needs history the ring buffer no longer holds (a new
    /// rare position far out): recomputes the values `G(P..n)` after the prefix with a
    /// fresh engine (same mask), checks them against the stored window, returns to the
    /// full layout, and postpones the next switch to the ring buffer until four times
    /// further.
    pub(super) fn unwindow(&mut self) -> Result<(), EngineError> {
        let mut fresh = self.fresh_from_prefix()?;
        let cancel = AtomicBool::new(false);
        if self.n > 0 {
            fresh.run_until(self.n - 1, &mut |_| {}, &cancel)?;
        }
        let ring = self.values.len();
        let agrees = (self.n.saturating_sub(ring as u64)..self.n).all(|x| {
            fresh.values.get(x as usize) == self.values.get(x as usize & ring.wrapping_sub(1))
        }) && fresh.rare_pos == self.rare_pos;
        if !agrees {
            return Err(EngineError::BadState(crate::i18n::Message::new(
                "reason-state-window-differs",
            )));
        }
        self.values = fresh.values;
        self.prefix = Vec::new();
        self.windowed = false;
        self.config.window_after = Some(self.n.saturating_mul(4));
        Ok(())
    }

    /// The prefix length and ring size the prefix + ring layout would take once `n`
    /// values are known, with this engine's search depth and rare positions; `None`
    /// while it does not pay: the ring would be longer than the length divided by
    /// [`ring_margin`](SparseConfig::ring_margin) (a search deeper than the ring would
    /// need the history), or rare positions have not died out (a new one far out would
    /// need it too).
    ///
    /// `None` at `n` means `None` at every length up to `n` for as long as the depth and
    /// the rare positions only grow: the ring grows with them, and a prefix cut at the
    /// length makes a ring over twice the length.
    pub(super) fn window_shape(&self, n: u64) -> Option<(u64, u64)> {
        let t = self.moves.t as u64;
        let max_rare = self.rare_pos.last().copied().unwrap_or(0);
        let p = self
            .config
            .min_prefix
            .max(4 * (self.depth + 1))
            .max(16)
            .min(n);
        let need = 2 * (t + p.max(max_rare) + 1);
        let ring = need.next_power_of_two();
        let pays = self.config.ring_margin.max(2).saturating_mul(ring) <= n
            && self.config.rare_margin.saturating_mul(max_rare) <= n;
        pays.then_some((p, ring))
    }

    /// Switches to the prefix + ring layout if it saves memory.
    #[expect(
        clippy::indexing_slicing,
        reason = "x < n = values.len() in the full layout, p <= n, and the ring is a power of two masked by ring - 1"
    )]
    pub(super) fn try_window(&mut self) {
        let Some((p, ring)) = self.window_shape(self.n) else {
            return;
        };
        let ring_us = ring as usize;
        let mut buffer = vec![0u16; ring_us];
        for x in self.n - ring..self.n {
            buffer[x as usize & (ring_us - 1)] = self.values[x as usize];
        }
        self.prefix = self.values[..p as usize].to_vec();
        self.values = buffer;
        self.windowed = true;
    }
}
