//! [`Nat`], the arbitrary-precision non-negative integer used for heap sizes and values,
//! and its JSON form.

/// An arbitrary-precision non-negative integer: heap sizes, Grundy values, move counts.
///
/// ```
/// use grundy::Nat;
/// let heap: Nat = "10000000000000000000000000000000000000000".parse().unwrap();
/// assert_eq!(heap.bits(), 133);
/// ```
pub type Nat = num_bigint::BigUint;

/// Serde helpers that write a [`Nat`] as a JSON number when it fits in a `u64`, and as a
/// decimal string otherwise (JSON parsers lose precision on larger numbers).
///
/// ```
/// #[derive(serde::Serialize)]
/// struct Row {
///     #[serde(with = "grundy::nat::json")]
///     size: grundy::Nat,
/// }
/// let small = serde_json::to_string(&Row { size: 7u32.into() }).unwrap();
/// assert_eq!(small, r#"{"size":7}"#);
/// let big = serde_json::to_string(&Row { size: "123456789012345678901234567890".parse().unwrap() }).unwrap();
/// assert_eq!(big, r#"{"size":"123456789012345678901234567890"}"#);
/// ```
pub mod json {
    use super::Nat;
    use num_traits::ToPrimitive;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes `n` as a number if it fits in `u64`, else as a decimal string.
    pub fn serialize<S: Serializer>(n: &Nat, s: S) -> Result<S::Ok, S::Error> {
        match n.to_u64() {
            Some(v) => s.serialize_u64(v),
            None => s.serialize_str(&n.to_string()),
        }
    }

    /// Reads a number or a decimal string.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Nat, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Num(u64),
            Str(String),
        }
        match Either::deserialize(d)? {
            Either::Num(v) => Ok(v.into()),
            Either::Str(s) => s.parse().map_err(serde::de::Error::custom),
        }
    }

    /// The same for an optional [`Nat`] (`null` when absent).
    pub mod option {
        use super::Nat;
        use serde::{Deserialize, Deserializer, Serializer};

        /// Writes `None` as `null`, `Some(n)` as [`super::serialize`] does.
        pub fn serialize<S: Serializer>(n: &Option<Nat>, s: S) -> Result<S::Ok, S::Error> {
            match n {
                Some(n) => super::serialize(n, s),
                None => s.serialize_none(),
            }
        }

        /// Reads `null`, a number or a decimal string.
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Nat>, D::Error> {
            #[derive(Deserialize)]
            struct Wrap(#[serde(with = "super")] Nat);
            Ok(Option::<Wrap>::deserialize(d)?.map(|w| w.0))
        }
    }
}
