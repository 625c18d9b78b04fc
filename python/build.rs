//! No build step of its own: the script exists so that the `[build-dependencies]` of
//! Cargo.toml take part in feature resolution (they align the compiler plugins' features
//! with the workspace's; see the comment there).
fn main() {}
