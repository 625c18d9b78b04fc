//! `grundy census`: the nim-sequences of a whole family of rulesets — every octal code of
//! `k` digits, every hexadecimal code, every subtraction set of a bounded maximum, or the
//! codes of a file — each computed by the library's sequence engine to a bound (or a time
//! budget) and reported as one row: its standard form, a proved period with its
//! certificate or "open at N", the largest value and the rare/common split.
//!
//! The work runs on [timely dataflow](https://docs.rs/timely): on one machine one
//! process with a worker per core (no setup), on several machines the standard timely
//! arguments (`-n PROCESSES -p INDEX -h HOSTFILE`). The rulesets to compute are handed
//! round-robin to the workers; every finished row travels to worker 0 (on process 0),
//! which appends it to the JSON-lines file and the CSV file and syncs them to disk. A
//! census started again on the same file skips every finished code, so a stopped or
//! killed census resumes where it stopped and never writes a row twice.
//!
//! | module | what it holds | I/O |
//! |---|---|---|
//! | [`family`] | the families of rulesets and their members, each with its standard form | none |
//! | [`row`] | [`Row`]: one ruleset's result, computed by [`row::compute`]; [`row::Summary`] | none (the time budget is a flag the caller raises) |
//! | [`store`] | the rows on disk: reading (a torn last line is cut), appending with `fsync`, the CSV | files |
//! | [`census`] | the timely dataflow: tasks out from worker 0, rows back to it | files, threads, sockets |

pub mod census;
pub mod family;
pub mod row;
pub mod store;

pub use census::{run, CensusError, CensusOptions, Outcome};
pub use family::{Family, Member};
pub use row::{Row, Status};
