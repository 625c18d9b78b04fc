//! [`Nat`], the arbitrary-precision non-negative integer used for heap sizes and values,
//! and its JSON form.

/// An arbitrary-precision non-negative integer: heap sizes, Grundy values, move counts.
///
/// ```
/// use grundy_core::Nat;
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
///     #[serde(with = "grundy_core::nat::json")]
///     size: grundy_core::Nat,
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

    /// The same for a list of [`Nat`]s (`[7, "123456789012345678901234567890"]`), and an
    /// optional list (`null` when absent).
    ///
    /// ```
    /// #[derive(serde::Serialize)]
    /// struct Row {
    ///     #[serde(serialize_with = "grundy_core::nat::json::list::serialize")]
    ///     parts: Vec<grundy_core::Nat>,
    /// }
    /// let row = Row { parts: vec![3u8.into(), 5u8.into()] };
    /// assert_eq!(serde_json::to_string(&row).unwrap(), r#"{"parts":[3,5]}"#);
    /// ```
    pub mod list {
        use super::Nat;
        use serde::ser::SerializeSeq;
        use serde::{Serialize, Serializer};

        /// Writes each value as [`super::serialize`] does.
        pub fn serialize<S: Serializer>(values: &[Nat], s: S) -> Result<S::Ok, S::Error> {
            struct One<'a>(&'a Nat);
            impl Serialize for One<'_> {
                fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                    super::serialize(self.0, s)
                }
            }
            let mut seq = s.serialize_seq(Some(values.len()))?;
            for v in values {
                seq.serialize_element(&One(v))?;
            }
            seq.end()
        }

        /// Writes `None` as `null`, a list as [`serialize`] does.
        pub fn serialize_option<S: Serializer>(
            values: &Option<Vec<Nat>>,
            s: S,
        ) -> Result<S::Ok, S::Error> {
            match values {
                Some(v) => serialize(v, s),
                None => s.serialize_none(),
            }
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
