//! The expression tree: operators, functions, expressions with their columns, the
//! clauses of a list comprehension, and a `Program` (a formula read and checked).

/// A binary operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(in crate::heap::formula) enum BinOp {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
}

impl BinOp {
    pub(super) fn text(self) -> &'static str {
        match self {
            BinOp::Or => "or",
            BinOp::And => "and",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::In => "in",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Mod => "%",
        }
    }

    /// Binding strength: higher binds tighter.
    pub(super) fn level(self) -> u8 {
        match self {
            BinOp::Or => 1,
            BinOp::And => 2,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::In => 4,
            BinOp::Add | BinOp::Sub => 6,
            BinOp::Mul | BinOp::Div | BinOp::Mod => 7,
        }
    }
}

/// A function of the language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(in crate::heap::formula) enum Func {
    Min,
    Max,
    Abs,
    Len,
}

impl Func {
    pub(super) fn text(self) -> &'static str {
        match self {
            Func::Min => "min",
            Func::Max => "max",
            Func::Abs => "abs",
            Func::Len => "len",
        }
    }
}

/// An expression, with the column where it starts.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(in crate::heap::formula) struct Expr {
    pub(in crate::heap::formula) kind: Kind,
    pub(in crate::heap::formula) column: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(in crate::heap::formula) enum Kind {
    Int(i64),
    /// A name and, once checked, its slot.
    Var(String, usize),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    /// An operator, its operands and the operator's column (where a division by zero
    /// or an overflow is reported).
    Bin(BinOp, Box<Expr>, Box<Expr>, usize),
    /// `lo..hi` or `lo..=hi`.
    Range(Box<Expr>, Box<Expr>, bool),
    List(Vec<Expr>),
    /// `[element for … if …]`.
    Comp(Box<Expr>, Vec<Clause>),
    Call(Func, Vec<Expr>),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(in crate::heap::formula) enum Clause {
    /// `for name in source`: the name, its slot once checked, the source.
    For(String, usize, Expr),
    If(Expr),
}

/// A formula read and checked: the names of its arguments, the body, and how many slots
/// its names need (the arguments' first).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(in crate::heap::formula) struct Program {
    /// The names of the arguments (the heap's for a rule), in slots `0..`.
    pub(in crate::heap::formula) names: Vec<String>,
    pub(in crate::heap::formula) body: Expr,
    pub(in crate::heap::formula) slots: usize,
}
