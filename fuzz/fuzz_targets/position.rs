//! `cargo fuzz run position`: see `grundy_fuzz::position` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::position(data));
