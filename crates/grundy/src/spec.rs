//! The position language.
