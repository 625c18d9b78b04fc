//! `cargo fuzz run graph_text`: see `grundy_fuzz::graph_text` for the input and the property.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| grundy_fuzz::graph_text(data));
