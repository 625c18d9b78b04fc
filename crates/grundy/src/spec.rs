//! The position language: one grammar for the CLI, the web calculator and the API.
//!
//! ```text
//! position  := component ('+' component)*
//! component := game? size+          # no game name means Nim
//! game      := name | name '(' args ')'
//! ```
//! Games: `nim`, `moore(k)`, `sub(a,b,…)`, `bounded(k)`, `allbut(a,b,…)`,
//! `graph(FILE)` (tokens on the vertices of the DAG in FILE). Sizes are non-negative
//! decimal integers of up to [`MAX_SIZE_DIGITS`] digits.
//!
//! Errors name the offending token and its column (1-based, in characters).

use crate::graph::{GraphError, GraphGame};
use crate::heap::rule::{HeapRule, ALIASES};
use crate::nat::Nat;
use crate::nim::NimHeaps;
use crate::position::{Component, Position};
use crate::subtraction::SubtractionRule;
use std::sync::Arc;
use thiserror::Error;

/// The most decimal digits a heap size may have.
pub const MAX_SIZE_DIGITS: usize = 10_000;

/// The largest `k` accepted by `moore(k)`.
pub const MAX_MOORE_K: u32 = 1_000_000;

/// A position that could not be read: what was wrong, which token, where.
///
/// ```
/// let err = grundy::parse_position("3 -4").unwrap_err();
/// assert_eq!(err.column, 3);
/// assert_eq!(err.token, "-4");
/// assert_eq!(err.to_string(), r#"heap sizes must be non-negative integers: "-4" at column 3"#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}: {token:?} at column {column}")]
pub struct ParseError {
    /// What is wrong.
    pub message: String,
    /// The offending token (long tokens are shortened with `…`).
    pub token: String,
    /// Where the token starts: a 1-based column, counted in characters.
    pub column: usize,
}

/// Reads a position. Games that need a file (`graph(FILE)`) are refused; use
/// [`parse_position_with`] and give it a way to read files.
///
/// ```
/// use grundy::{parse_position, Component};
/// let p = parse_position("3 4 5").unwrap();
/// assert!(matches!(p.components[0], Component::Nim(_)));
/// assert!(parse_position("sub() 5").is_err());
/// ```
pub fn parse_position(text: &str) -> Result<Position, ParseError> {
    parse_position_with(text, &mut |_| {
        Err("reading files is not available here".to_string())
    })
}

/// Reads a position; `read_file` turns a file argument (as in `graph(FILE)`) into its
/// text, or an error message. The library itself never touches the file system.
///
/// ```
/// use grundy::parse_position_with;
/// let p = parse_position_with("graph(g) 0 1", &mut |name| {
///     assert_eq!(name, "g");
///     Ok("0 1\n1 2\n".to_string())
/// })
/// .unwrap();
/// assert_eq!(p.to_string(), "graph(g) 0 1");
/// ```
pub fn parse_position_with(
    text: &str,
    read_file: &mut dyn FnMut(&str) -> Result<String, String>,
) -> Result<Position, ParseError> {
    let tokens = tokenize(text)?;
    let mut components = Vec::new();
    let mut rest = tokens.as_slice();
    loop {
        let end = rest
            .iter()
            .position(|t| t.kind == Kind::Plus)
            .unwrap_or(rest.len());
        let (part, after) = rest.split_at(end);
        match after.first() {
            Some(plus) if part.is_empty() => {
                return Err(error(plus, "expected a component before '+'"))
            }
            _ => {}
        }
        if part.is_empty() {
            match tokens.last() {
                Some(last) => return Err(error(last, "expected a component after '+'")),
                None => {
                    return Err(ParseError {
                        message: "empty position: give at least one heap size".into(),
                        token: String::new(),
                        column: 1,
                    })
                }
            }
        }
        components.push(component(part, read_file)?);
        match after.split_first() {
            Some((_, tail)) => rest = tail,
            None => break,
        }
    }
    Ok(Position { components })
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    Plus,
    Number,
    /// A game name, with its bracketed arguments if any.
    Game {
        name: String,
        args: Option<Vec<Arg>>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Arg {
    text: String,
    column: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Token {
    kind: Kind,
    text: String,
    column: usize,
}

fn shorten(s: &str) -> String {
    const MAX: usize = 24;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(MAX).collect::<String>())
    }
}

fn error(token: &Token, message: &str) -> ParseError {
    ParseError {
        message: message.to_string(),
        token: shorten(&token.text),
        column: token.column,
    }
}

fn arg_error(arg: &Arg, message: &str) -> ParseError {
    ParseError {
        message: message.to_string(),
        token: shorten(&arg.text),
        column: arg.column,
    }
}

fn tokenize(text: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    let word_char = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c == '+' {
            tokens.push(Token {
                kind: Kind::Plus,
                text: "+".into(),
                column,
            });
            i += 1;
        } else if c.is_ascii_digit() || c == '.' {
            // A number, or a take-and-break code such as 0.137, 4.7, 4!.0, 0.{1,2}.
            let mut depth = 0usize;
            while let Some(&d) = chars.get(i) {
                let code_char = d.is_ascii_alphanumeric() || ".!?=&;*[]".contains(d);
                match d {
                    '{' => depth += 1,
                    '}' if depth > 0 => depth -= 1,
                    _ if depth > 0 && !d.is_whitespace() => {}
                    _ if code_char => {}
                    _ => break,
                }
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let kind = if word.bytes().all(|b| b.is_ascii_digit()) {
                Kind::Number
            } else if word.contains('.') {
                Kind::Game {
                    name: word.clone(),
                    args: None,
                }
            } else {
                return Err(ParseError {
                    message: "not a number".into(),
                    token: shorten(&word),
                    column,
                });
            };
            tokens.push(Token {
                kind,
                text: word,
                column,
            });
        } else if word_char(c) {
            while i < chars.len() && word_char(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let tok = |kind| Token {
                kind,
                text: word.clone(),
                column,
            };
            if word.bytes().all(|b| b.is_ascii_digit()) {
                tokens.push(tok(Kind::Number));
            } else if word.starts_with('-') && word[1..].bytes().all(|b| b.is_ascii_digit()) {
                return Err(error(
                    &tok(Kind::Number),
                    "heap sizes must be non-negative integers",
                ));
            } else {
                let args = if chars.get(i) == Some(&'(') {
                    let (args, end) = bracket_args(&chars, i)?;
                    i = end;
                    Some(args)
                } else {
                    None
                };
                let text: String = chars[start..i].iter().collect();
                tokens.push(Token {
                    kind: Kind::Game {
                        name: word.to_ascii_lowercase(),
                        args,
                    },
                    text,
                    column,
                });
            }
        } else if c == '(' || c == ')' {
            let message = if c == '(' {
                "'(' must follow a game name"
            } else {
                "unbalanced ')'"
            };
            return Err(ParseError {
                message: message.into(),
                token: c.to_string(),
                column,
            });
        } else {
            return Err(ParseError {
                message: "unexpected character".into(),
                token: c.to_string(),
                column,
            });
        }
    }
    Ok(tokens)
}

/// The comma-separated arguments inside the brackets opening at `open`, and the index
/// after the closing bracket.
fn bracket_args(chars: &[char], open: usize) -> Result<(Vec<Arg>, usize), ParseError> {
    let mut args = Vec::new();
    let mut current = String::new();
    let mut current_col = open + 2;
    let mut i = open + 1;
    loop {
        match chars.get(i) {
            None => {
                return Err(ParseError {
                    message: "unbalanced '(': no closing ')'".into(),
                    token: "(".into(),
                    column: open + 1,
                })
            }
            Some('(') => {
                return Err(ParseError {
                    message: "nested '(' inside game arguments".into(),
                    token: "(".into(),
                    column: i + 1,
                })
            }
            Some(&c) if c == ',' || c == ')' => {
                let trimmed = current.trim();
                let lead = current.len() - current.trim_start().len();
                if !(trimmed.is_empty() && c == ')' && args.is_empty()) {
                    args.push(Arg {
                        text: trimmed.to_string(),
                        column: current_col + current[..lead].chars().count(),
                    });
                }
                current.clear();
                current_col = i + 2;
                if c == ')' {
                    return Ok((args, i + 1));
                }
            }
            Some(&c) => current.push(c),
        }
        i += 1;
    }
}

/// Heap sizes kept as `u64` while they fit: millions of heaps stay compact.
fn nim_heaps(sizes: &[Token]) -> Result<NimHeaps, ParseError> {
    let mut small: Vec<u64> = Vec::with_capacity(sizes.len());
    for (i, t) in sizes.iter().enumerate() {
        match t.text.parse::<u64>() {
            Ok(v) => small.push(v),
            Err(_) => {
                let mut big: Vec<Nat> = small.into_iter().map(Nat::from).collect();
                for t in &sizes[i..] {
                    big.push(size(t)?);
                }
                return Ok(NimHeaps::from_nats(big));
            }
        }
    }
    Ok(NimHeaps::Small(small))
}

fn size(token: &Token) -> Result<Nat, ParseError> {
    if token.text.len() > MAX_SIZE_DIGITS {
        return Err(error(
            token,
            &format!("heap size too large (more than {MAX_SIZE_DIGITS} digits)"),
        ));
    }
    token
        .text
        .parse()
        .map_err(|_| error(token, "not a heap size"))
}

fn small_arg<T: std::str::FromStr>(arg: &Arg, what: &str, max: u64) -> Result<T, ParseError> {
    if arg.text.is_empty() {
        return Err(arg_error(arg, &format!("missing {what}")));
    }
    if arg.text.starts_with('-') {
        return Err(arg_error(
            arg,
            &format!("{what} must be a positive integer"),
        ));
    }
    if !arg.text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(arg_error(
            arg,
            &format!("{what} must be a positive integer"),
        ));
    }
    let value = arg.text.parse::<u64>().ok().filter(|&v| v <= max);
    value
        .and_then(|v| v.to_string().parse().ok())
        .ok_or_else(|| arg_error(arg, &format!("{what} too large (at most {max})")))
}

fn component(
    tokens: &[Token],
    read_file: &mut dyn FnMut(&str) -> Result<String, String>,
) -> Result<Component, ParseError> {
    let (head, sizes) = match &tokens[0].kind {
        Kind::Game { .. } => (Some(&tokens[0]), &tokens[1..]),
        _ => (None, tokens),
    };
    if let Some(bad) = sizes.iter().find(|t| t.kind != Kind::Number) {
        return Err(error(
            bad,
            "expected a heap size or '+' (a game name starts a component)",
        ));
    }
    let Some(head) = head else {
        return Ok(Component::Nim(nim_heaps(sizes)?));
    };
    let Kind::Game { name, args } = &head.kind else {
        unreachable!("head is a game token")
    };
    if sizes.is_empty() {
        return Err(error(head, "a game needs at least one heap size after it"));
    }
    let no_args = |what: &str| -> Result<(), ParseError> {
        match args {
            Some(_) => Err(error(head, &format!("{what} takes no arguments"))),
            None => Ok(()),
        }
    };
    let need_args = || -> Result<&Vec<Arg>, ParseError> {
        match args {
            Some(a) if !a.is_empty() => Ok(a),
            _ => Err(error(
                head,
                &format!("{name} needs arguments in brackets, e.g. {}", example(name)),
            )),
        }
    };
    let nats = || sizes.iter().map(size).collect::<Result<Vec<Nat>, _>>();
    match name.as_str() {
        "nim" => {
            no_args("nim")?;
            Ok(Component::Nim(nim_heaps(sizes)?))
        }
        "moore" => {
            let args = need_args()?;
            if args.len() != 1 {
                return Err(error(head, "moore takes one argument, k"));
            }
            let k: u32 = small_arg(&args[0], "k", u64::from(MAX_MOORE_K))?;
            if k == 0 {
                return Err(arg_error(&args[0], "k must be at least 1"));
            }
            Ok(Component::Moore { k, heaps: nats()? })
        }
        "sub" | "bounded" | "allbut" => {
            let args = if name == "allbut" {
                args.clone().unwrap_or_default()
            } else {
                need_args()?.clone()
            };
            let mut values = Vec::with_capacity(args.len());
            for a in &args {
                values.push(small_arg::<u64>(a, "amount", u64::MAX)?);
            }
            let rule = match name.as_str() {
                "sub" => SubtractionRule::finite(values),
                "allbut" => SubtractionRule::all_but(values),
                _ => {
                    if values.len() != 1 {
                        return Err(error(head, "bounded takes one argument, k"));
                    }
                    SubtractionRule::bounded(values[0])
                }
            }
            .map_err(|e| error(head, &e.to_string()))?;
            Ok(Component::Subtraction {
                rule,
                heaps: nats()?,
            })
        }
        "graph" => {
            let args = need_args()?;
            if args.len() != 1 || args[0].text.is_empty() {
                return Err(error(head, "graph takes one argument, the edge-list file"));
            }
            let source = args[0].text.clone();
            let text = read_file(&source).map_err(|e| arg_error(&args[0], &e))?;
            let graph = GraphGame::parse(&text).map_err(|e: GraphError| {
                arg_error(&args[0], &format!("bad graph file: {e}"))
            })?;
            let mut tokens = Vec::with_capacity(sizes.len());
            for t in sizes {
                let v = t
                    .text
                    .parse::<u64>()
                    .ok()
                    .filter(|&v| graph.contains(v))
                    .ok_or_else(|| error(t, "not a vertex of the graph"))?;
                tokens.push(v);
            }
            Ok(Component::Graph {
                graph: Arc::new(graph),
                source,
                tokens,
            })
        }
        _ if is_heap_game(name) => {
            let rule = HeapRule::parse(&head.text).map_err(|e| error(head, &e.to_string()))?;
            Ok(Component::Heap {
                rule,
                name: head.text.to_ascii_lowercase(),
                heaps: nats()?,
            })
        }
        _ => Err(error(
            head,
            "unknown game (known: nim, moore(k), sub(a,b,…), bounded(k), allbut(a,b,…), graph(FILE), kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, an octal code like 0.137, hex(…), tb(…))",
        )),
    }
}

/// True for the names of heap games: aliases, codes and the code wrappers.
fn is_heap_game(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_digit() || c == '.')
        || ["hex", "tb", "cgsuite"].contains(&name)
        || ALIASES.iter().any(|(alias, _)| *alias == name)
}

fn example(name: &str) -> &'static str {
    match name {
        "moore" => "moore(2)",
        "sub" => "sub(1,3,4)",
        "bounded" => "bounded(3)",
        "graph" => "graph(edges.txt)",
        _ => "name(args)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> ParseError {
        parse_position(text).unwrap_err()
    }

    #[test]
    fn round_trips() {
        for text in [
            "3 4 5",
            "nim 3 4 + nim 5",
            "moore(2) 3 5 6",
            "sub(1,3,4) 20 + nim 5 7",
            "bounded(3) 10",
            "allbut(1,2) 7 8",
            "100000000000000000000000000000000000000000 1",
        ] {
            assert_eq!(parse_position(text).unwrap().to_string(), text);
        }
        assert_eq!(
            parse_position("sub( 4 ,1,3) 20 + 5 7").unwrap().to_string(),
            "sub(1,3,4) 20 + nim 5 7"
        );
    }

    #[test]
    fn errors_name_token_and_column() {
        let e = err("3 x");
        assert_eq!((e.token.as_str(), e.column), ("x", 3));
        let e = err("sub() 5");
        assert_eq!(e.column, 1);
        let e = err("moore(0) 3");
        assert_eq!((e.token.as_str(), e.column), ("0", 7));
        let e = err("foo 3");
        assert!(e.message.contains("unknown game"), "{e}");
        let e = err("sub(1,2 5");
        assert!(e.message.contains("unbalanced"), "{e}");
        let e = err("3 4)");
        assert_eq!((e.token.as_str(), e.column), (")", 4));
        let e = err("");
        assert!(e.message.contains("empty"), "{e}");
        let e = err("   ");
        assert!(e.message.contains("empty"), "{e}");
        let e = err("3 + ");
        assert!(e.message.contains("after '+'"), "{e}");
        let e = err("+ 3");
        assert!(e.message.contains("before '+'"), "{e}");
        let e = err("nim");
        assert!(e.message.contains("at least one heap"), "{e}");
        let e = err("3 é");
        assert_eq!((e.token.as_str(), e.column), ("é", 3));
        let huge = format!("moore({}) 3", "9".repeat(1_000_000));
        let e = err(&huge);
        assert!(e.message.contains("too large"), "{e}");
        assert!(e.token.chars().count() <= 25);
        let e = err(&format!("3 {}", "1".repeat(MAX_SIZE_DIGITS + 1)));
        assert!(e.message.contains("too large"), "{e}");
        let e = err("graph(g.txt) 1");
        assert!(e.message.contains("not available"), "{e}");
    }
}
