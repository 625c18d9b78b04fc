//! What the heap-engine tests of every instruction-set level share: the engine chooses its
//! level once per process, so a test checks the levels below the process's in child
//! processes of its own binary, with `GRUNDY_SIMD` set.

use grundy::heap::vector::{level, Level, ENV};

/// Runs the test `name` of this binary again, in a child process for each level with
/// kernels that the CPU has below the process's level (`GRUNDY_SIMD` set for it: at the
/// CPU's best, AVX-512, the AVX2 kernels), and asserts that each passes; says which levels
/// it checked. The child's own call finds no kernel level below its own.
pub fn at_lower_levels(name: &str) {
    let lower: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|&l| l > Level::Portable && l < level() && l.supported())
        .collect();
    for l in &lower {
        let exe = std::env::current_exe().unwrap();
        let out = std::process::Command::new(exe)
            .args([name, "--exact", "--test-threads=1", "--nocapture"])
            .env(ENV, l.name())
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && text.contains("1 passed"),
            "{name} at {l}: {text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let lower: Vec<&str> = lower.iter().map(|l| l.name()).collect();
    eprintln!(
        "{name}: checked at {} (this process){}",
        level(),
        if lower.is_empty() {
            String::new()
        } else {
            format!(" and {} (child processes)", lower.join(", "))
        }
    );
}
