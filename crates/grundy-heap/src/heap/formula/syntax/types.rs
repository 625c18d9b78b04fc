//! The types of the formula language: a number, a truth value or a list, and how two
//! types unify.

/// The type of an expression of a formula: a number, a truth value or a list. The
/// notation (`int`, `bool`, `[int]`, `[[int]]`) is the formula language's own and is not
/// translated.
///
/// ```
/// use grundy_heap::heap::formula::Type;
/// let options = Type::List(Box::new(Type::List(Box::new(Type::Int))));
/// assert_eq!(options.to_string(), "[[int]]");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Type {
    /// A whole number (64 bits, signed).
    Int,
    /// A truth value: a comparison, `and`, `or`, `not`.
    Bool,
    /// A list whose elements have the type inside.
    List(Box<Type>),
    /// The element of the empty list `[]`: any type.
    Any,
}

impl std::fmt::Display for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Type::Int => f.write_str("int"),
            Type::Bool => f.write_str("bool"),
            Type::List(t) => write!(f, "[{t}]"),
            Type::Any => f.write_str("?"),
        }
    }
}

impl Type {
    pub(super) fn list(t: Type) -> Type {
        Type::List(Box::new(t))
    }

    /// The type both `self` and `other` are, if there is one (`Any` is either).
    pub(super) fn unify(&self, other: &Type) -> Option<Type> {
        match (self, other) {
            (Type::Any, t) | (t, Type::Any) => Some(t.clone()),
            (Type::List(a), Type::List(b)) => Some(Type::list(a.unify(b)?)),
            (a, b) if a == b => Some(a.clone()),
            _ => None,
        }
    }
}
