//! `cargo fuzz run moves`: see `grundy_fuzz::moves` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::moves(data));
