//! `cargo fuzz run code`: see `grundy_fuzz::code` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::code(data));
