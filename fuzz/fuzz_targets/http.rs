//! `cargo fuzz run http`: see `grundy_fuzz::http` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::http(data));
