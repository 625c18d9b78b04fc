//! `cargo fuzz run checkpoint`: see `grundy_fuzz::checkpoint` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::checkpoint(data));
