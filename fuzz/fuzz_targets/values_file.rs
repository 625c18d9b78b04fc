//! `cargo fuzz run values_file`: see `grundy_fuzz::values_file` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::values_file(data));
