//! The tokens of sequence jobs: 128 random bits, written as 32 hexadecimal digits. The
//! answer that starts a job is the only one that carries its token; cancelling or leaving
//! the job needs it back (see `jobs`).

use std::fmt::Write;

/// A secret that proves who started a job.
pub(crate) struct Token([u8; 16]);

impl Token {
    /// A new token, from the operating system's random source.
    pub(crate) fn new() -> Token {
        let mut bytes = [0u8; 16];
        fill(&mut bytes);
        Token(bytes)
    }

    /// The token as 32 lower-case hexadecimal digits.
    pub(crate) fn hex(&self) -> String {
        self.0.iter().fold(String::with_capacity(32), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
    }

    /// Whether `text` is this token (compared in time that does not depend on where
    /// they differ; upper-case digits are refused).
    pub(crate) fn is(&self, text: &str) -> bool {
        let mine = self.hex();
        mine.len() == text.len()
            && mine
                .bytes()
                .zip(text.bytes())
                .fold(0u8, |diff, (a, b)| diff | (a ^ b))
                == 0
    }
}

/// Fills `buf` with random bytes: the `getrandom` system call on Linux; elsewhere, or
/// should the call fail, [`fallback`].
fn fill(buf: &mut [u8]) {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if system_random(buf) {
        return;
    }
    fallback(buf);
}

/// `getrandom(2)`, blocking only until the kernel's generator is seeded (at boot).
#[cfg(any(target_os = "linux", target_os = "android"))]
fn system_random(buf: &mut [u8]) -> bool {
    let mut filled = 0;
    while filled < buf.len() {
        let rest = &mut buf[filled..];
        // SAFETY: the kernel writes at most `rest.len()` bytes into `rest`, a live,
        // writable buffer of that length.
        let n = unsafe { libc::getrandom(rest.as_mut_ptr().cast(), rest.len(), 0) };
        match usize::try_from(n) {
            Ok(n) => filled += n,
            Err(_) if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted => {
            }
            Err(_) => return false,
        }
    }
    true
}

/// Random bytes from the standard library's hash keys, which it draws from the operating
/// system's random source: SipHash, keyed so, of a counter and the time.
fn fallback(buf: &mut [u8]) {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static DRAWN: AtomicU64 = AtomicU64::new(0);
    for chunk in buf.chunks_mut(8) {
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u64(DRAWN.fetch_add(1, Ordering::Relaxed));
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        hasher.write_u128(now);
        let bytes = hasher.finish().to_le_bytes();
        chunk.copy_from_slice(&bytes[..chunk.len()]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_32_hex_digits_and_differ() {
        let tokens: Vec<String> = (0..1000).map(|_| Token::new().hex()).collect();
        for t in &tokens {
            assert_eq!(t.len(), 32);
            assert!(t
                .bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        }
        let mut unique = tokens.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), tokens.len());
        let mut fallen_back = [0u8; 16];
        fallback(&mut fallen_back);
        assert_ne!(fallen_back, [0u8; 16]);
    }

    #[test]
    fn a_token_is_only_itself() {
        let t = Token::new();
        let hex = t.hex();
        assert!(t.is(&hex));
        assert!(!t.is(&hex[..31]));
        assert!(!t.is(&format!("{hex}0")));
        assert!(!t.is(&hex.to_uppercase()) || hex.bytes().all(|b| b.is_ascii_digit()));
        assert!(!t.is(""));
        let mut other = hex.into_bytes();
        other[31] = if other[31] == b'0' { b'1' } else { b'0' };
        assert!(!t.is(std::str::from_utf8(&other).unwrap()));
    }
}
