//! analyze.
