//! The formula language read and checked: the tokens, the expression tree with its
//! names resolved to slots, the types, and the canonical spelling written back.

use crate::i18n::{msg, Message};

/// The most characters a formula may have (its tree, checked and evaluated by recursion,
/// stays far from the end of any thread's stack).
pub const MAX_FORMULA_CHARS: usize = 2000;

/// The deepest a formula's expression tree may nest (brackets, operators, clauses).
pub const MAX_FORMULA_DEPTH: usize = 64;

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
    fn list(t: Type) -> Type {
        Type::List(Box::new(t))
    }

    /// The type both `self` and `other` are, if there is one (`Any` is either).
    fn unify(&self, other: &Type) -> Option<Type> {
        match (self, other) {
            (Type::Any, t) | (t, Type::Any) => Some(t.clone()),
            (Type::List(a), Type::List(b)) => Some(Type::list(a.unify(b)?)),
            (a, b) if a == b => Some(a.clone()),
            _ => None,
        }
    }
}

/// A formula that could not be read: what was wrong and where (a 1-based column, in
/// characters, of the text given to [`FormulaRule::parse`](super::FormulaRule::parse)).
///
/// ```
/// use grundy_heap::heap::formula::{FormulaError, FormulaRule};
/// let e = FormulaRule::parse("n -> [[n - m]]").unwrap_err();
/// assert_eq!(e, FormulaError::UnknownName { name: "m".into(), column: 12 });
/// assert_eq!(e.to_string(), "unknown name `m` at column 12: the names are the heap's and those of the `for` clauses");
/// assert_eq!(e.column(), 12);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
#[non_exhaustive]
pub enum FormulaError {
    /// Nothing to read.
    Empty,
    /// More characters than [`MAX_FORMULA_CHARS`].
    TooLong {
        /// The characters written.
        chars: usize,
        /// [`MAX_FORMULA_CHARS`].
        max: usize,
    },
    /// A character no token starts with.
    UnexpectedCharacter {
        /// The character.
        found: char,
        /// Where it is.
        column: usize,
    },
    /// A token where another was expected.
    Expected {
        /// What was expected: a token of the notation (`->`, `]`, `)`, `in` …) or one of
        /// `name`, `expression`, `end`, `comma-or-close` (`,` or `]`), `connective`
        /// (`and` or `or` between two comparisons), `one-range` (no second `..`).
        expected: String,
        /// The token found (empty at the end of the text).
        found: String,
        /// Where.
        column: usize,
    },
    /// A number beyond 64 bits.
    NumberTooLarge {
        /// The digits.
        text: String,
        /// Where.
        column: usize,
    },
    /// A name that is neither the heap's nor one of a `for` clause.
    UnknownName {
        /// The name.
        name: String,
        /// Where.
        column: usize,
    },
    /// A name that is a keyword or a function.
    ReservedName {
        /// The name.
        name: String,
        /// Where.
        column: usize,
    },
    /// A function the language does not have.
    UnknownFunction {
        /// The name.
        name: String,
        /// Where.
        column: usize,
    },
    /// A function called with the wrong number of arguments.
    Arity {
        /// The function.
        name: String,
        /// How many it takes (`1`, `1 or more`).
        takes: String,
        /// How many were given.
        given: usize,
        /// Where.
        column: usize,
    },
    /// An expression of the wrong type.
    Type {
        /// What was needed.
        expected: String,
        /// What the expression is.
        found: Type,
        /// Where the expression starts.
        column: usize,
    },
    /// Brackets, operators or clauses nested deeper than [`MAX_FORMULA_DEPTH`].
    TooDeep {
        /// Where the level too many starts.
        column: usize,
        /// [`MAX_FORMULA_DEPTH`].
        max: usize,
    },
}

impl FormulaError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let e = FormulaRule::parse("n -> [[n - 1]").unwrap_err();
    /// assert_eq!(e.message().id(), "parse-formula-expected");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            FormulaError::Empty => msg!("parse-formula-empty"),
            FormulaError::TooLong { chars, max } => {
                msg!("parse-formula-too-long", chars = *chars, max = *max)
            }
            FormulaError::UnexpectedCharacter { found, column } => msg!(
                "parse-formula-unexpected-character",
                found = found.to_string(),
                column = *column
            ),
            FormulaError::Expected {
                expected,
                found,
                column,
            } => {
                // A token of the notation is shown as written, in backticks; the other
                // things expected, and the end of the text, are words of each language.
                let want = match expected.as_str() {
                    "name" => Some(msg!("parse-formula-want-name")),
                    "expression" => Some(msg!("parse-formula-want-expression")),
                    "end" => Some(msg!("parse-formula-want-end")),
                    "comma-or-close" => Some(msg!("parse-formula-want-comma-or-close")),
                    "connective" => Some(msg!("parse-formula-want-connective")),
                    "one-range" => Some(msg!("parse-formula-want-one-range")),
                    _ => None,
                };
                let m = msg!("parse-formula-expected", column = *column);
                let m = match want {
                    Some(want) => m.with_message("expected", want),
                    None => m.with("expected", format!("`{expected}`")),
                };
                if found.is_empty() {
                    m.with_message("found", msg!("parse-formula-found-end"))
                } else {
                    m.with("found", format!("`{found}`"))
                }
            }
            FormulaError::NumberTooLarge { text, column } => msg!(
                "parse-formula-number-too-large",
                text = text,
                column = *column,
                max = i64::MAX.to_string()
            ),
            FormulaError::UnknownName { name, column } => {
                msg!("parse-formula-unknown-name", name = name, column = *column)
            }
            FormulaError::ReservedName { name, column } => {
                msg!("parse-formula-reserved-name", name = name, column = *column)
            }
            FormulaError::UnknownFunction { name, column } => msg!(
                "parse-formula-unknown-function",
                name = name,
                column = *column,
                known = FUNCTIONS.join(", ")
            ),
            FormulaError::Arity {
                name,
                takes,
                given,
                column,
            } => msg!(
                "parse-formula-arity",
                name = name,
                takes = takes,
                given = *given,
                column = *column
            ),
            FormulaError::Type {
                expected,
                found,
                column,
            } => msg!(
                "parse-formula-type",
                expected = expected,
                found = found.to_string(),
                column = *column
            ),
            FormulaError::TooDeep { column, max } => {
                msg!("parse-formula-too-deep", column = *column, max = *max)
            }
        }
    }

    /// The column the error names (1 for an empty or too long formula).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// assert_eq!(FormulaRule::parse("n -> [[n $ 1]]").unwrap_err().column(), 10);
    /// ```
    pub fn column(&self) -> usize {
        match self {
            FormulaError::Empty | FormulaError::TooLong { .. } => 1,
            FormulaError::UnexpectedCharacter { column, .. }
            | FormulaError::Expected { column, .. }
            | FormulaError::NumberTooLarge { column, .. }
            | FormulaError::UnknownName { column, .. }
            | FormulaError::ReservedName { column, .. }
            | FormulaError::UnknownFunction { column, .. }
            | FormulaError::Arity { column, .. }
            | FormulaError::Type { column, .. }
            | FormulaError::TooDeep { column, .. } => *column,
        }
    }

    /// The same error with its column moved `by` characters to the right (a formula
    /// read inside a longer text).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let e = FormulaRule::parse("n -> [[m]]").unwrap_err();
    /// assert_eq!(e.clone().shifted(10).column(), e.column() + 10);
    /// ```
    pub fn shifted(mut self, by: usize) -> FormulaError {
        match &mut self {
            FormulaError::Empty | FormulaError::TooLong { .. } => {}
            FormulaError::UnexpectedCharacter { column, .. }
            | FormulaError::Expected { column, .. }
            | FormulaError::NumberTooLarge { column, .. }
            | FormulaError::UnknownName { column, .. }
            | FormulaError::ReservedName { column, .. }
            | FormulaError::UnknownFunction { column, .. }
            | FormulaError::Arity { column, .. }
            | FormulaError::Type { column, .. }
            | FormulaError::TooDeep { column, .. } => *column += by,
        }
        self
    }
}

impl crate::i18n::errors::Localized for FormulaError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(FormulaError);

/// The keywords of the language.
const KEYWORDS: &[&str] = &["for", "in", "if", "and", "or", "not"];

/// The functions of the language.
pub(super) const FUNCTIONS: &[&str] = &["min", "max", "abs", "len"];

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Int(i64),
    Name(String),
    /// A keyword, or an operator or bracket as written.
    Sym(&'static str),
    End,
}

#[derive(Debug, Clone)]
struct Token {
    tok: Tok,
    text: String,
    column: usize,
}

const SYMBOLS: &[&str] = &[
    "->", "..=", "..", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "(", ")", "[",
    "]", ",",
];

fn tokenize(chars: &[char]) -> Result<Vec<Token>, FormulaError> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while chars.get(i).is_some_and(char::is_ascii_digit) {
                i += 1;
            }
            let text: String = chars.get(start..i).unwrap_or_default().iter().collect();
            let value = text
                .parse::<i64>()
                .map_err(|_| FormulaError::NumberTooLarge {
                    text: text.clone(),
                    column,
                })?;
            out.push(Token {
                tok: Tok::Int(value),
                text,
                column,
            });
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while chars
                .get(i)
                .is_some_and(|&c| c.is_alphanumeric() || c == '_')
            {
                i += 1;
            }
            let text: String = chars.get(start..i).unwrap_or_default().iter().collect();
            let tok = match KEYWORDS.iter().find(|k| **k == text) {
                Some(k) => Tok::Sym(k),
                None => Tok::Name(text.clone()),
            };
            out.push(Token { tok, text, column });
        } else {
            let rest = chars.get(i..).unwrap_or_default();
            let Some(sym) = SYMBOLS.iter().find(|s| {
                s.chars().count() <= rest.len() && s.chars().zip(rest.iter()).all(|(a, &b)| a == b)
            }) else {
                return Err(FormulaError::UnexpectedCharacter { found: c, column });
            };
            i += sym.chars().count();
            out.push(Token {
                tok: Tok::Sym(sym),
                text: (*sym).to_string(),
                column,
            });
        }
    }
    out.push(Token {
        tok: Tok::End,
        text: String::new(),
        column: chars.len() + 1,
    });
    Ok(out)
}

/// A binary operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum BinOp {
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
    fn text(self) -> &'static str {
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
    fn level(self) -> u8 {
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
pub(super) enum Func {
    Min,
    Max,
    Abs,
    Len,
}

impl Func {
    fn text(self) -> &'static str {
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
pub(super) struct Expr {
    pub(super) kind: Kind,
    pub(super) column: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) enum Kind {
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
pub(super) enum Clause {
    /// `for name in source`: the name, its slot once checked, the source.
    For(String, usize, Expr),
    If(Expr),
}

/// A formula read and checked: the names of its arguments, the body, and how many slots
/// its names need (the arguments' first).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) struct Program {
    /// The names of the arguments (the heap's for a rule), in slots `0..`.
    pub(super) names: Vec<String>,
    pub(super) body: Expr,
    pub(super) slots: usize,
}

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
    depth: usize,
}

impl Parser {
    fn peek(&self) -> &Tok {
        self.tokens.get(self.pos).map_or(&Tok::End, |t| &t.tok)
    }

    fn column(&self) -> usize {
        self.tokens
            .get(self.pos)
            .or(self.tokens.last())
            .map_or(1, |t| t.column)
    }

    fn found(&self) -> String {
        self.tokens
            .get(self.pos)
            .map_or_else(String::new, |t| t.text.clone())
    }

    fn is(&self, sym: &str) -> bool {
        matches!(self.peek(), Tok::Sym(s) if *s == sym)
    }

    fn expected(&self, what: &str) -> FormulaError {
        FormulaError::Expected {
            expected: what.to_string(),
            found: self.found(),
            column: self.column(),
        }
    }

    fn eat(&mut self, sym: &str) -> Result<usize, FormulaError> {
        if self.is(sym) {
            let column = self.column();
            self.pos += 1;
            Ok(column)
        } else {
            Err(self.expected(sym))
        }
    }

    fn name(&mut self) -> Result<(String, usize), FormulaError> {
        let column = self.column();
        match self.peek().clone() {
            Tok::Name(name) => {
                if FUNCTIONS.contains(&name.as_str()) {
                    return Err(FormulaError::ReservedName { name, column });
                }
                self.pos += 1;
                Ok((name, column))
            }
            Tok::Sym(s) if KEYWORDS.contains(&s) => Err(FormulaError::ReservedName {
                name: s.to_string(),
                column,
            }),
            _ => Err(self.expected("name")),
        }
    }

    /// One level deeper, refused past [`MAX_FORMULA_DEPTH`].
    fn enter(&mut self) -> Result<(), FormulaError> {
        self.depth += 1;
        if self.depth > MAX_FORMULA_DEPTH {
            return Err(FormulaError::TooDeep {
                column: self.column(),
                max: MAX_FORMULA_DEPTH,
            });
        }
        Ok(())
    }

    /// `a, b, … -> body` with exactly `count` names.
    fn formula(&mut self, count: usize) -> Result<(Vec<String>, Expr), FormulaError> {
        let mut names = vec![self.name()?.0];
        while names.len() < count {
            self.eat(",")?;
            names.push(self.name()?.0);
        }
        self.eat("->")?;
        let body = self.expr()?;
        if *self.peek() != Tok::End {
            return Err(self.expected("end"));
        }
        Ok((names, body))
    }

    /// An expression: operators by precedence climbing, ranges between comparisons and
    /// sums (`a + 1..=b` is `(a + 1)..=b`).
    fn expr(&mut self) -> Result<Expr, FormulaError> {
        self.binary(1)
    }

    fn binary(&mut self, min: u8) -> Result<Expr, FormulaError> {
        let mut left = self.unary(min)?;
        // Each operator applied is a level of the tree: a long chain is as deep as it is
        // long, and refused as such.
        let depth = self.depth;
        loop {
            let op = match self.peek() {
                Tok::Sym("or") => BinOp::Or,
                Tok::Sym("and") => BinOp::And,
                Tok::Sym("==") => BinOp::Eq,
                Tok::Sym("!=") => BinOp::Ne,
                Tok::Sym("<") => BinOp::Lt,
                Tok::Sym("<=") => BinOp::Le,
                Tok::Sym(">") => BinOp::Gt,
                Tok::Sym(">=") => BinOp::Ge,
                Tok::Sym("in") => BinOp::In,
                Tok::Sym("+") => BinOp::Add,
                Tok::Sym("-") => BinOp::Sub,
                Tok::Sym("*") => BinOp::Mul,
                Tok::Sym("/") => BinOp::Div,
                Tok::Sym("%") => BinOp::Mod,
                Tok::Sym(r @ (".." | "..=")) if min <= 5 => {
                    let inclusive = *r == "..=";
                    let column = self.column();
                    self.pos += 1;
                    self.enter()?;
                    let hi = self.binary(6)?;
                    left = Expr {
                        kind: Kind::Range(Box::new(left), Box::new(hi), inclusive),
                        column,
                    };
                    // A range is not compared or ranged again without brackets.
                    if matches!(self.peek(), Tok::Sym(".." | "..=")) {
                        return Err(self.expected("one-range"));
                    }
                    continue;
                }
                _ => break,
            };
            let level = op.level();
            if level < min {
                break;
            }
            let column = self.column();
            self.pos += 1;
            self.enter()?;
            // Comparisons do not chain; the others are left-associative.
            let right = if level == 4 {
                self.binary(5)?
            } else {
                self.binary(level + 1)?
            };
            left = Expr {
                column: left.column,
                kind: Kind::Bin(op, Box::new(left), Box::new(right), column),
            };
            if level == 4
                && matches!(
                    self.peek(),
                    Tok::Sym("==" | "!=" | "<" | "<=" | ">" | ">=" | "in")
                )
            {
                return Err(self.expected("connective"));
            }
        }
        self.depth = depth;
        Ok(left)
    }

    fn unary(&mut self, min: u8) -> Result<Expr, FormulaError> {
        let column = self.column();
        let depth = self.depth;
        if self.is("not") && min <= 3 {
            self.pos += 1;
            self.enter()?;
            let inner = self.binary(3)?;
            self.depth = depth;
            return Ok(Expr {
                kind: Kind::Not(Box::new(inner)),
                column,
            });
        }
        if self.is("-") {
            self.pos += 1;
            self.enter()?;
            let inner = self.unary(8)?;
            self.depth = depth;
            return Ok(Expr {
                kind: Kind::Neg(Box::new(inner)),
                column,
            });
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<Expr, FormulaError> {
        let column = self.column();
        match self.peek().clone() {
            Tok::Int(v) => {
                self.pos += 1;
                Ok(Expr {
                    kind: Kind::Int(v),
                    column,
                })
            }
            Tok::Name(name) => {
                self.pos += 1;
                if self.is("(") {
                    let func = match name.as_str() {
                        "min" => Func::Min,
                        "max" => Func::Max,
                        "abs" => Func::Abs,
                        "len" => Func::Len,
                        _ => return Err(FormulaError::UnknownFunction { name, column }),
                    };
                    self.pos += 1;
                    let depth = self.depth;
                    self.enter()?;
                    let mut args = Vec::new();
                    if !self.is(")") {
                        args.push(self.expr()?);
                        while self.is(",") {
                            self.pos += 1;
                            args.push(self.expr()?);
                        }
                    }
                    self.eat(")")?;
                    self.depth = depth;
                    return Ok(Expr {
                        kind: Kind::Call(func, args),
                        column,
                    });
                }
                if FUNCTIONS.contains(&name.as_str()) {
                    return Err(FormulaError::Expected {
                        expected: "(".into(),
                        found: self.found(),
                        column: self.column(),
                    });
                }
                Ok(Expr {
                    kind: Kind::Var(name, 0),
                    column,
                })
            }
            Tok::Sym("(") => {
                self.pos += 1;
                let depth = self.depth;
                self.enter()?;
                let inner = self.expr()?;
                self.eat(")")?;
                self.depth = depth;
                Ok(inner)
            }
            Tok::Sym("[") => {
                self.pos += 1;
                let depth = self.depth;
                self.enter()?;
                let list = self.list(column)?;
                self.depth = depth;
                Ok(list)
            }
            _ => Err(self.expected("expression")),
        }
    }

    /// After `[`: `]`, `e, e, …]` or `e for … ]`.
    fn list(&mut self, column: usize) -> Result<Expr, FormulaError> {
        if self.is("]") {
            self.pos += 1;
            return Ok(Expr {
                kind: Kind::List(Vec::new()),
                column,
            });
        }
        let first = self.expr()?;
        if self.is("for") {
            let mut clauses = Vec::new();
            while self.is("for") || self.is("if") {
                if self.is("for") {
                    self.pos += 1;
                    let (name, _) = self.name()?;
                    self.eat("in")?;
                    // The source stops before `if`, `for` and `]`; `in` here is the
                    // clause's, so the source is read above the comparisons.
                    let source = self.binary(5)?;
                    clauses.push(Clause::For(name, 0, source));
                } else {
                    self.pos += 1;
                    clauses.push(Clause::If(self.expr()?));
                }
                self.enter()?;
            }
            self.eat("]")?;
            return Ok(Expr {
                kind: Kind::Comp(Box::new(first), clauses),
                column,
            });
        }
        let mut items = vec![first];
        while self.is(",") {
            self.pos += 1;
            if self.is("]") {
                break; // a trailing comma
            }
            items.push(self.expr()?);
        }
        if !self.is("]") {
            return Err(self.expected("comma-or-close"));
        }
        self.pos += 1;
        Ok(Expr {
            kind: Kind::List(items),
            column,
        })
    }
}

/// The names in scope, innermost last, each with its slot and type.
struct Scope {
    names: Vec<(String, usize, Type)>,
    slots: usize,
}

impl Scope {
    fn type_error(expected: &str, found: Type, column: usize) -> FormulaError {
        FormulaError::Type {
            expected: expected.to_string(),
            found,
            column,
        }
    }

    fn int(&mut self, e: &mut Expr) -> Result<(), FormulaError> {
        let t = self.check(e)?;
        if t.unify(&Type::Int).is_none() {
            return Err(Self::type_error("int", t, e.column));
        }
        Ok(())
    }

    fn bool(&mut self, e: &mut Expr) -> Result<(), FormulaError> {
        let t = self.check(e)?;
        if t.unify(&Type::Bool).is_none() {
            return Err(Self::type_error("bool", t, e.column));
        }
        Ok(())
    }

    /// The type of `e`, its names resolved to their slots.
    fn check(&mut self, e: &mut Expr) -> Result<Type, FormulaError> {
        let column = e.column;
        Ok(match &mut e.kind {
            Kind::Int(_) => Type::Int,
            Kind::Var(name, slot) => {
                let Some((_, s, t)) = self.names.iter().rev().find(|(n, _, _)| n == name) else {
                    return Err(FormulaError::UnknownName {
                        name: name.clone(),
                        column,
                    });
                };
                *slot = *s;
                t.clone()
            }
            Kind::Neg(inner) => {
                self.int(inner)?;
                Type::Int
            }
            Kind::Not(inner) => {
                self.bool(inner)?;
                Type::Bool
            }
            Kind::Bin(op, a, b, _) => match op {
                BinOp::Or | BinOp::And => {
                    self.bool(a)?;
                    self.bool(b)?;
                    Type::Bool
                }
                BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    self.int(a)?;
                    self.int(b)?;
                    Type::Bool
                }
                BinOp::In => {
                    self.int(a)?;
                    let t = self.check(b)?;
                    if t.unify(&Type::list(Type::Int)).is_none() {
                        return Err(Self::type_error("[int]", t, b.column));
                    }
                    Type::Bool
                }
                BinOp::Add => {
                    let ta = self.check(a)?;
                    let tb = self.check(b)?;
                    match (&ta, &tb) {
                        (Type::List(_), _) => ta.unify(&tb).ok_or_else(|| {
                            Self::type_error(&ta.to_string(), tb.clone(), b.column)
                        })?,
                        _ => {
                            if ta.unify(&Type::Int).is_none() {
                                return Err(Self::type_error("int", ta, a.column));
                            }
                            if tb.unify(&Type::Int).is_none() {
                                return Err(Self::type_error("int", tb, b.column));
                            }
                            Type::Int
                        }
                    }
                }
                BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod => {
                    self.int(a)?;
                    self.int(b)?;
                    Type::Int
                }
            },
            Kind::Range(lo, hi, _) => {
                self.int(lo)?;
                self.int(hi)?;
                Type::list(Type::Int)
            }
            Kind::List(items) => {
                let mut t = Type::Any;
                for item in items.iter_mut() {
                    let ti = self.check(item)?;
                    t = t
                        .unify(&ti)
                        .ok_or_else(|| Self::type_error(&t.to_string(), ti, item.column))?;
                }
                Type::list(t)
            }
            Kind::Comp(element, clauses) => {
                let depth = self.names.len();
                for clause in clauses.iter_mut() {
                    match clause {
                        Clause::For(name, slot, source) => {
                            let t = self.check(source)?;
                            let Type::List(inner) = t else {
                                return Err(Self::type_error("[…]", t, source.column));
                            };
                            *slot = depth_slot(&mut self.slots, self.names.len());
                            self.names.push((name.clone(), *slot, *inner));
                        }
                        Clause::If(condition) => self.bool(condition)?,
                    }
                }
                let t = self.check(element)?;
                self.names.truncate(depth);
                Type::list(t)
            }
            Kind::Call(func, args) => {
                let (takes, ok) = match func {
                    Func::Min | Func::Max => ("1+", !args.is_empty()),
                    Func::Abs | Func::Len => ("1", args.len() == 1),
                };
                if !ok {
                    return Err(FormulaError::Arity {
                        name: func.text().to_string(),
                        takes: takes.to_string(),
                        given: args.len(),
                        column,
                    });
                }
                for arg in args.iter_mut() {
                    if *func == Func::Len {
                        let t = self.check(arg)?;
                        if !matches!(t, Type::List(_) | Type::Any) {
                            return Err(Self::type_error("[…]", t, arg.column));
                        }
                    } else {
                        self.int(arg)?;
                    }
                }
                Type::Int
            }
        })
    }
}

/// The slot of the `index`-th name in scope (slots are reused by names at the same
/// depth), growing the count.
fn depth_slot(slots: &mut usize, index: usize) -> usize {
    *slots = (*slots).max(index + 1);
    index
}

/// Reads and checks `text`, columns counted from 1 at its first character: `name -> body`,
/// or the same inside `rule( … )`; the body a list of options.
pub(super) fn parse(text: &str) -> Result<Program, FormulaError> {
    parse_as(text, "rule", 1, &Type::list(Type::list(Type::Int)))
}

/// Reads and checks `text`: `count` names, `->` and a body of type `body`, optionally
/// inside `wrapper( … )`. The names are numbers, in slots `0..count`.
pub(super) fn parse_as(
    text: &str,
    wrapper: &str,
    count: usize,
    body_type: &Type,
) -> Result<Program, FormulaError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() > MAX_FORMULA_CHARS {
        return Err(FormulaError::TooLong {
            chars: chars.len(),
            max: MAX_FORMULA_CHARS,
        });
    }
    let mut tokens = tokenize(&chars)?;
    // `rule( … )` around the formula: the brackets are the game's, not the formula's.
    if let [first, open, .., close, end] = tokens.as_slice()
        && matches!(&first.tok, Tok::Name(name) if name.eq_ignore_ascii_case(wrapper))
        && open.tok == Tok::Sym("(")
        && close.tok == Tok::Sym(")")
        && end.tok == Tok::End
    {
        let len = tokens.len();
        tokens.remove(len - 2);
        tokens.drain(..2);
    }
    if tokens.len() == 1 {
        return Err(FormulaError::Empty);
    }
    let mut parser = Parser {
        tokens,
        pos: 0,
        depth: 0,
    };
    let (names, mut body) = parser.formula(count)?;
    let mut scope = Scope {
        names: names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.clone(), i, Type::Int))
            .collect(),
        slots: count,
    };
    let t = scope.check(&mut body)?;
    if t.unify(body_type).is_none() {
        return Err(FormulaError::Type {
            expected: body_type.to_string(),
            found: t,
            column: body.column,
        });
    }
    Ok(Program {
        names,
        body,
        slots: scope.slots,
    })
}

/// The canonical spelling of `e` (read back to the same tree): operators spaced,
/// brackets only where precedence needs them.
pub(super) fn write(e: &Expr, out: &mut String) {
    match &e.kind {
        Kind::Int(v) => out.push_str(&v.to_string()),
        Kind::Var(name, _) => out.push_str(name),
        Kind::Neg(inner) => {
            out.push('-');
            write_at(inner, 8, out);
        }
        Kind::Not(inner) => {
            out.push_str("not ");
            write_at(inner, 3, out);
        }
        Kind::Bin(op, a, b, _) => {
            let level = op.level();
            write_at(a, if level == 4 { 5 } else { level }, out);
            out.push(' ');
            out.push_str(op.text());
            out.push(' ');
            write_at(b, if level == 4 { 5 } else { level + 1 }, out);
        }
        Kind::Range(lo, hi, inclusive) => {
            write_at(lo, 6, out);
            out.push_str(if *inclusive { "..=" } else { ".." });
            write_at(hi, 6, out);
        }
        Kind::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write(item, out);
            }
            out.push(']');
        }
        Kind::Comp(element, clauses) => {
            out.push('[');
            write(element, out);
            for clause in clauses {
                match clause {
                    Clause::For(name, _, source) => {
                        out.push_str(" for ");
                        out.push_str(name);
                        out.push_str(" in ");
                        write_at(source, 5, out);
                    }
                    Clause::If(condition) => {
                        out.push_str(" if ");
                        write(condition, out);
                    }
                }
            }
            out.push(']');
        }
        Kind::Call(func, args) => {
            out.push_str(func.text());
            out.push('(');
            for (i, arg) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write(arg, out);
            }
            out.push(')');
        }
    }
}

/// The binding strength of `e`'s outermost operator (atoms bind tightest).
fn level_of(e: &Expr) -> u8 {
    match &e.kind {
        Kind::Bin(op, _, _, _) => op.level(),
        Kind::Range(..) => 5,
        Kind::Not(_) => 3,
        Kind::Neg(_) => 8,
        _ => 9,
    }
}

/// `e` where an expression binding at least `min` is needed: bracketed if it binds less.
fn write_at(e: &Expr, min: u8, out: &mut String) {
    if level_of(e) < min {
        out.push('(');
        write(e, out);
        out.push(')');
    } else {
        write(e, out);
    }
}
