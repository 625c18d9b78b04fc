//! The nim-sequence run of `grundy seq` and `/api/sequence`, for heap games and
//! subtraction games alike: [`crate::sequence::run`], under its former path.
//!
//! ```
//! use grundy::heap::sequence::{compute, parse_game};
//! use std::sync::atomic::AtomicBool;
//! let (rule, name) = parse_game("0.6").unwrap();
//! let r = compute(rule, name, 5, false, &AtomicBool::new(false)).unwrap();
//! assert_eq!(r.values.unwrap().to_vec(), vec![0, 0, 1, 2, 0, 1]);
//! ```

pub use crate::sequence::run::{
    compute, parse_game, parse_rule, GameError, SequenceReport, SequenceRun, Stop, Values, CHUNK,
    KEEP_LIMIT, RARE_LIST,
};
