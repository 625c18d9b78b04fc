//! What the heap-engine tests of every instruction-set level share: the engine chooses its
//! level once per process, so a test checks the levels below the process's in child
//! processes of its own binary, with `GRUNDY_SIMD` set.

use grundy::heap::vector::{level, Level, ENV};

/// Runs the test `name` of the module `module` (the caller's `module_path!()`) of this
/// binary again, in a child process for each level with kernels that the CPU has below the
/// process's level (`GRUNDY_SIMD` set for it: at the CPU's best, AVX-512, the AVX2
/// kernels), and asserts that each passes; says which levels it checked. The child's own
/// call finds no kernel level below its own.
pub fn at_lower_levels(module: &str, name: &str) {
    let path = test_path(module, name);
    let name = path.as_str();
    let lower: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|&l| l > Level::Portable && l < level() && l.supported())
        .collect();
    for &l in &lower {
        run_at(name, l);
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

/// The name libtest gives the test `name` of the module `module` (a `module_path!()`):
/// its path below the crate root, `heap_vector::name`. (A bare name matches no test of a
/// binary whose tests are modules.)
pub fn test_path(module: &str, name: &str) -> String {
    match module.split_once("::") {
        Some((_crate, below)) => format!("{below}::{name}"),
        None => name.to_owned(),
    }
}

/// Runs the test at `path` (below the crate root, as libtest names it) of this binary in a
/// child process at `level` and asserts that it ran and passed.
pub fn run_at(path: &str, level: Level) {
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args([path, "--exact", "--test-threads=1", "--nocapture"])
        .env(ENV, level.name())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.contains("1 passed"),
        "{path} at {level}: {text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
