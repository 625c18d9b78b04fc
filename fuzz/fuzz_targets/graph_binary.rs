//! `cargo fuzz run graph_binary`: see `grundy_fuzz::graph_binary` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::graph_binary(data));
