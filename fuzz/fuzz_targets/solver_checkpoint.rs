//! `cargo fuzz run solver_checkpoint`: see `grundy_fuzz::solver_checkpoint` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::solver_checkpoint(data));
