//! The priority of computation threads: below the threads that read requests and answer
//! the quick ones.

/// Lowers the calling thread's scheduling priority, once per thread (Linux: the
/// `SCHED_IDLE` policy and nice 19, both the thread's own): a computation then takes
/// the CPU only when the threads that read requests and answer the quick ones do not
/// need it, so that cheap requests stay fast while heavy ones run (BENCHMARKS.md, "Load
/// and abuse"). Computations are bounded by their time limit, not by their priority; on
/// a machine kept busy by other programs they get less CPU within it.
pub(crate) fn background() {
    thread_local! {
        static LOWERED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if LOWERED.with(|lowered| lowered.replace(true)) {
        return;
    }
    #[cfg(target_os = "linux")]
    // SAFETY: both calls take plain integers (and a pointer to a live, initialised
    // `sched_param`) and change only the calling thread (`who = 0`, `pid = 0` on
    // Linux); a failure (a sandbox that forbids it) changes nothing.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
        let param = libc::sched_param { sched_priority: 0 };
        libc::sched_setscheduler(0, libc::SCHED_IDLE, &param);
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    /// The thread's nice value and scheduling policy, from /proc (fields 19 and 41).
    fn nice_and_policy() -> (i64, i64) {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
        // The fields after the command name, which is in parentheses.
        let rest = &stat[stat.rfind(')').unwrap() + 2..];
        let fields: Vec<&str> = rest.split_whitespace().collect();
        (fields[16].parse().unwrap(), fields[38].parse().unwrap())
    }

    #[test]
    fn computation_threads_give_way_to_the_threads_that_answer() {
        std::thread::spawn(|| {
            assert_eq!(nice_and_policy(), (0, 0)); // SCHED_OTHER
            super::background();
            assert_eq!(nice_and_policy(), (19, 5)); // SCHED_IDLE
        })
        .join()
        .unwrap();
    }
}
