//! The heap games whose period a computation is finding now.
//!
//! A heap game's position is answered on the spot, without a computation slot, once the
//! library remembers the game's proved period ([`grundy::analysis::is_quick`]). Right
//! after the server starts it does not, and the first request for the game finds the
//! period in a computation slot: a millisecond of CPU, but at the lowest priority
//! (`crate::priority`), so that on a busy machine it may take much longer. Other requests
//! for the same game need no slot of their own meanwhile — only that period. When their
//! client has no computation seat left, they wait here for the computation that finds it
//! (instead of a 429), and are then answered on the spot.

use grundy::sequence::{SequenceRule, SolvedSequence};
use grundy::Position;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// The one-heap rules of the components of `position` (heap and subtraction games:
/// [`grundy::component::Sequence::sequence_rule`]) whose period the library does not remember
/// (yet): what an analysis of it finds first.
pub(crate) fn unknown(position: &Position) -> Vec<SequenceRule> {
    let mut rules: Vec<SequenceRule> = Vec::new();
    for rule in position.components.iter().filter_map(|c| c.sequence_rule()) {
        if !rules.contains(&rule) && !SolvedSequence::remembered(rule.clone()) {
            rules.push(rule);
        }
    }
    rules
}

/// The rules being found, each with the computations finding it.
#[derive(Default)]
pub(crate) struct Finding {
    rules: Mutex<HashMap<SequenceRule, Finders>>,
}

/// The computations finding one rule's period, and the channel that closes when the last
/// of them returns.
struct Finders {
    count: usize,
    done: watch::Sender<()>,
}

/// A computation finding the periods of some rules: they are no longer being found once
/// it is dropped (when the computation returns, after the library has remembered what it
/// proved).
pub(crate) struct Finder {
    finding: Arc<Finding>,
    rules: Vec<SequenceRule>,
}

impl Finding {
    /// Marks `rules` as being found until the [`Finder`] is dropped.
    pub(crate) fn start(self: &Arc<Self>, rules: Vec<SequenceRule>) -> Finder {
        let mut finding = self.rules.lock().unwrap_or_else(|e| e.into_inner());
        for rule in &rules {
            finding
                .entry(rule.clone())
                .or_insert_with(|| Finders {
                    count: 0,
                    done: watch::channel(()).0,
                })
                .count += 1;
        }
        Finder {
            finding: self.clone(),
            rules,
        }
    }

    /// Waits until no computation is finding any of `rules` any more, or until
    /// `deadline`; returns at once when one of them is not being found. The caller then
    /// asks whether its position has become quick.
    pub(crate) async fn wait(&self, rules: &[SequenceRule], deadline: tokio::time::Instant) {
        let watching: Option<Vec<watch::Receiver<()>>> = {
            let finding = self.rules.lock().unwrap_or_else(|e| e.into_inner());
            rules
                .iter()
                .map(|rule| finding.get(rule).map(|f| f.done.subscribe()))
                .collect()
        };
        for mut done in watching.unwrap_or_default() {
            // Nothing is ever sent: `changed` returns when the last finder has gone.
            if tokio::time::timeout_at(deadline, done.changed())
                .await
                .is_err()
            {
                return;
            }
        }
    }
}

impl Drop for Finder {
    fn drop(&mut self) {
        let mut finding = self.finding.rules.lock().unwrap_or_else(|e| e.into_inner());
        for rule in &self.rules {
            if let Some(f) = finding.get_mut(rule) {
                f.count -= 1;
                if f.count == 0 {
                    // Dropping the sender wakes every waiter.
                    finding.remove(rule);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn rule(code: &str) -> SequenceRule {
        SequenceRule::from(grundy::heap::rule::HeapRule::parse(code).unwrap())
    }

    #[tokio::test]
    async fn waiters_wake_when_the_last_finder_returns() {
        let finding = Arc::new(Finding::default());
        let (a, b) = (rule("0.137"), rule("0.77"));
        let first = finding.start(vec![a.clone()]);
        let second = finding.start(vec![a.clone(), b.clone()]);
        let far = tokio::time::Instant::now() + Duration::from_secs(60);
        // Not being found: at once.
        let started = tokio::time::Instant::now();
        finding.wait(&[rule("0.07")], far).await;
        finding.wait(&[a.clone(), rule("0.07")], far).await;
        assert!(started.elapsed() < Duration::from_secs(1));
        let waiter = {
            let (finding, a) = (finding.clone(), a.clone());
            tokio::spawn(async move { finding.wait(&[a], far).await })
        };
        drop(first);
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!waiter.is_finished(), "the second finder still finds it");
        drop(second);
        tokio::time::timeout(Duration::from_secs(5), waiter)
            .await
            .expect("woken")
            .unwrap();
        assert!(finding.rules.lock().unwrap().is_empty());
        // A deadline ends the wait.
        let _third = finding.start(vec![b.clone()]);
        let soon = tokio::time::Instant::now() + Duration::from_millis(50);
        tokio::time::timeout(Duration::from_secs(5), finding.wait(&[b], soon))
            .await
            .expect("the deadline");
    }

    #[test]
    fn the_unknown_rules_are_those_of_sequences_not_remembered() {
        let p = grundy::parse_position("0.116 5 6 + 3 4 + 0.116 7 + sub(1,2,7) 5").unwrap();
        let before = unknown(&p);
        assert_eq!(before.len(), 2, "{before:?}");
        assert_eq!(before[0], rule("0.116"));
        SolvedSequence::solve(rule("0.116"), &grundy::Nat::from(9u8)).unwrap();
        assert_eq!(unknown(&p), before[1..]);
        assert!(unknown(&grundy::parse_position("3 4 5").unwrap()).is_empty());
    }
}
