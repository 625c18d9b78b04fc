//! `cargo fuzz run saved_quotient`: see `grundy_fuzz::saved_quotient` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::saved_quotient(data));
