//! The parser: tokens to a tree, depth-limited, and the entry points that read, check
//! and type a whole formula (`parse`, `parse_as`).

use super::check::Scope;
use super::token::{tokenize, Tok, Token, FUNCTIONS, KEYWORDS};
use super::{
    BinOp, Clause, Expr, FormulaError, Func, Kind, Program, Type, MAX_FORMULA_CHARS,
    MAX_FORMULA_DEPTH,
};

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

/// Reads and checks `text`, columns counted from 1 at its first character: `name -> body`,
/// or the same inside `rule( … )`; the body a list of options.
pub(in crate::heap::formula) fn parse(text: &str) -> Result<Program, FormulaError> {
    parse_as(text, "rule", 1, &Type::list(Type::list(Type::Int)))
}

/// Reads and checks `text`: `count` names, `->` and a body of type `body`, optionally
/// inside `wrapper( … )`. The names are numbers, in slots `0..count`.
pub(in crate::heap::formula) fn parse_as(
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
