//! Writes the seed corpora of the fuzz targets to `fuzz/corpus/<target>/` (run from the
//! repository's root: `cargo run -p grundy-fuzz --example seed_corpus`). Files a fuzzer
//! added are left alone.

fn main() -> std::io::Result<()> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    for seed in grundy_fuzz::seeds() {
        let dir = root.join(seed.target);
        std::fs::create_dir_all(&dir)?;
        std::fs::write(dir.join(&seed.name), &seed.bytes)?;
    }
    println!("wrote {}", root.display());
    Ok(())
}
