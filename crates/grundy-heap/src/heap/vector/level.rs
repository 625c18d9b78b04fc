//! The instruction-set level the heap engine runs at: the best this CPU has, or the one
//! the environment variable `GRUNDY_SIMD` forces (`avx512`, `avx2` or `portable` on
//! x86-64, `neon` or `portable` on aarch64), so that every level can be tested and
//! measured on one machine.
//!
//! Reading one environment variable is the only contact with the outside world here: the
//! level is a process-wide choice, made once, like `RAYON_NUM_THREADS`. A value that names
//! no level, or a level this CPU lacks, is ignored by the engine (it runs at the best level
//! the CPU has); front ends call [`check_env`] first and refuse it with its message.

use std::fmt;
use std::sync::OnceLock;
use thiserror::Error;

/// The environment variable that forces a [`Level`].
pub const ENV: &str = "GRUNDY_SIMD";

/// An instruction-set level of the heap engine, from the most portable up. Every level
/// computes the same values; they differ in speed only. The levels of one architecture
/// are ordered (`Portable < Avx2 < Avx512` on x86-64, `Portable < Neon` on aarch64); a
/// level of another architecture is never [`supported`](Level::supported).
///
/// ```
/// use grundy_heap::heap::vector::Level;
/// assert_eq!("avx2".parse::<Level>(), Ok(Level::Avx2));
/// assert_eq!("neon".parse::<Level>(), Ok(Level::Neon));
/// assert!(Level::Portable < Level::Avx512);
/// assert_eq!(Level::Avx512.to_string(), "avx512");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Plain Rust loops, as built for the target: every CPU.
    Portable,
    /// aarch64 Advanced SIMD (NEON, 128 bits: baseline on every aarch64 CPU). The NEON
    /// kernels of the sparse engine run.
    Neon,
    /// x86-64-v3 (AVX2, BMI1, BMI2, FMA, LZCNT, MOVBE, POPCNT): Intel from Haswell, AMD
    /// from Zen. The AVX2 kernels of the sparse engine run, and its bookkeeping is
    /// compiled for it.
    Avx2,
    /// AVX-512 F, BW, VL, VBMI and VBMI2, GFNI with the x86-64-v3 sets: Intel from Ice
    /// Lake, AMD from Zen 4. The AVX-512 kernels of the sparse engine run.
    Avx512,
}

impl Level {
    /// Every level, from the most portable up.
    pub const ALL: [Level; 4] = [Level::Portable, Level::Neon, Level::Avx2, Level::Avx512];

    /// The level's name, as `GRUNDY_SIMD` writes it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Portable => "portable",
            Level::Neon => "neon",
            Level::Avx2 => "avx2",
            Level::Avx512 => "avx512",
        }
    }

    /// Whether this CPU runs the level: [`Level::Portable`] everywhere, the others on
    /// their architecture when the CPU has their instructions (at most [`detected`]).
    ///
    /// ```
    /// use grundy_heap::heap::vector::{detected, Level};
    /// assert!(Level::Portable.supported() && detected().supported());
    /// assert!(!(Level::Neon.supported() && Level::Avx2.supported()));
    /// ```
    pub fn supported(self) -> bool {
        let best = detected();
        match self {
            Level::Portable => true,
            Level::Neon => best == Level::Neon,
            Level::Avx2 => matches!(best, Level::Avx2 | Level::Avx512),
            Level::Avx512 => best == Level::Avx512,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level that could not be chosen.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LevelError {
    /// The text names no level.
    #[error(
        "unknown instruction-set level {0:?} in {ENV}: expected avx512, avx2, neon or portable"
    )]
    Unknown(String),
    /// The level needs instructions this CPU does not have (or is another
    /// architecture's).
    #[error("{ENV}={wanted}: this CPU does not have the instructions of that level (its best is {best})")]
    Missing {
        /// The level asked for.
        wanted: Level,
        /// The best level this CPU has.
        best: Level,
    },
}

impl std::str::FromStr for Level {
    type Err = LevelError;

    fn from_str(s: &str) -> Result<Level, LevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| LevelError::Unknown(s.to_string()))
    }
}

/// The best level this CPU has, whatever `GRUNDY_SIMD` says (asked once per process).
///
/// ```
/// use grundy_heap::heap::vector::{detected, level};
/// assert!(level() <= detected());
/// ```
pub fn detected() -> Level {
    static BEST: OnceLock<Level> = OnceLock::new();
    *BEST.get_or_init(|| {
        #[cfg(target_arch = "x86_64")]
        {
            if super::x86::Avx512::cpu_has() {
                return Level::Avx512;
            }
            if super::x86::V3::cpu_has() {
                return Level::Avx2;
            }
        }
        #[cfg(target_arch = "aarch64")]
        if super::aarch64::Neon::cpu_has() {
            return Level::Neon;
        }
        Level::Portable
    })
}

/// The level `text` asks for, checked against this CPU.
fn choose(text: &str) -> Result<Level, LevelError> {
    let wanted: Level = text.parse()?;
    if !wanted.supported() {
        return Err(LevelError::Missing {
            wanted,
            best: detected(),
        });
    }
    Ok(wanted)
}

/// The level `GRUNDY_SIMD` forces, if it is set: `Ok(None)` when it is not set (or
/// empty), an error when it names no level or one this CPU lacks. Front ends call this
/// before any work and refuse the error.
pub fn check_env() -> Result<Option<Level>, LevelError> {
    match std::env::var(ENV) {
        Ok(text) if !text.trim().is_empty() => choose(&text).map(Some),
        _ => Ok(None),
    }
}

/// The level the engine runs at in this process: the one `GRUNDY_SIMD` forces if it is
/// valid here, else the best this CPU has (chosen once per process).
///
/// ```
/// let level = grundy_heap::heap::vector::level();
/// assert_eq!(grundy_heap::heap::vector::available(), level != grundy_heap::heap::vector::Level::Portable);
/// ```
pub fn level() -> Level {
    static CHOSEN: OnceLock<Level> = OnceLock::new();
    *CHOSEN.get_or_init(|| check_env().ok().flatten().unwrap_or_else(detected))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_refused() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>(), Ok(l));
            assert_eq!(l.to_string().to_uppercase().parse::<Level>(), Ok(l));
        }
        let e = "sse9".parse::<Level>().unwrap_err();
        assert!(e.to_string().contains("\"sse9\""), "{e}");
        assert!(e.to_string().contains("GRUNDY_SIMD"), "{e}");
    }

    #[test]
    fn a_level_above_the_cpu_is_refused_and_below_it_taken() {
        let best = detected();
        for l in Level::ALL {
            match choose(l.name()) {
                Ok(got) => {
                    assert!(l <= best && l.supported());
                    assert_eq!(got, l);
                }
                Err(e) => {
                    assert!(
                        !l.supported(),
                        "{l} refused on a CPU whose best is {best}: {e}"
                    );
                    assert!(
                        e.to_string().contains(&format!("its best is {best}")),
                        "{e}"
                    );
                }
            }
        }
        assert_eq!(choose("portable"), Ok(Level::Portable));
        // One architecture's levels only: the other's are refused, with the CPU's best.
        let foreign: &[Level] = match best {
            Level::Neon => &[Level::Avx2, Level::Avx512],
            Level::Avx2 | Level::Avx512 => &[Level::Neon],
            Level::Portable => &[Level::Neon, Level::Avx2, Level::Avx512],
        };
        for &l in foreign {
            let e = choose(l.name()).unwrap_err();
            assert_eq!(e, LevelError::Missing { wanted: l, best }, "{l}");
        }
        eprintln!("levels checked on a CPU whose best is {best}");
    }
}
