//! `cargo fuzz run quotient_state`: see `grundy_fuzz::quotient_state` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::quotient_state(data));
