//! The position language: one grammar for the CLI, the web calculator and the API.
//!
//! ```text
//! position  := component ('+' component)*
//! component := game? size+          # no game name means Nim
//! game      := name | name '(' args ')'
//! ```
//! Games where Nim hides (`crate::hidden`): `strip`, `strip(L)`, `strip-nojump`,
//! `staircase`, `turtles`, `mock-turtles`, `ruler`, `caterpillar(N)`, `chocolate`,
//! `hackenbush(0-1 1-2 2-0)` and `lines(3,5=)` (pictures in brackets, no sizes after them),
//! `wythoff`, `poker(A,B,K)` (only as a whole position), `tartan(R,S)` and `nimmul` (sizes
//! are pairs `x y`); see README.md.
//!
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
        let c = component(part, read_file)?;
        if let Component::Hidden(crate::hidden::component::HiddenGame::Poker(_)) = &c {
            if !(components.is_empty() && after.is_empty()) {
                return Err(error(
                    &part[0],
                    "poker must be the whole position: its banks belong to the players, so it cannot be part of a sum",
                ));
            }
        }
        if components.iter().any(|c| {
            matches!(
                c,
                Component::Hidden(crate::hidden::component::HiddenGame::Poker(_))
            )
        }) {
            return Err(error(
                &part[0],
                "poker must be the whole position: its banks belong to the players, so it cannot be part of a sum",
            ));
        }
        components.push(c);
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
    if let Some(c) = hidden(head, name, args.as_deref(), sizes)? {
        return Ok(c);
    }
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
            "unknown game (known: nim, moore(k), sub(a,b,…), bounded(k), allbut(a,b,…), graph(FILE), kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, an octal code like 0.137, hex(…), tb(…), strip, strip-nojump, staircase, turtles, mock-turtles, ruler, caterpillar(n), chocolate, hackenbush(…), lines(…), wythoff, poker, tartan(…), nimmul)",
        )),
    }
}

/// The names of the games of [`crate::hidden`].
const HIDDEN_GAMES: &[&str] = &[
    "strip",
    "strip-nojump",
    "staircase",
    "turtles",
    "mock-turtles",
    "ruler",
    "caterpillar",
    "chocolate",
    "hackenbush",
    "lines",
    "wythoff",
    "poker",
    "tartan",
    "nimmul",
];

/// A number inside a game's brackets.
fn arg_number(arg: &Arg, text: &str, offset: usize, what: &str) -> Result<u64, ParseError> {
    let at = Arg {
        text: text.to_string(),
        column: arg.column + offset,
    };
    if text.starts_with('-') {
        return Err(arg_error(
            &at,
            &format!("{what} must be a non-negative integer"),
        ));
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(arg_error(
            &at,
            &format!("{what} must be a non-negative integer"),
        ));
    }
    text.parse::<u64>()
        .map_err(|_| arg_error(&at, &format!("{what} too large (at most {})", u64::MAX)))
}

/// The whitespace- or comma-separated words of the bracket arguments, each with its
/// column.
fn arg_words(args: &[Arg]) -> Vec<Arg> {
    let mut out = Vec::new();
    for a in args {
        let mut start = None;
        for (i, c) in a.text.chars().chain(std::iter::once(' ')).enumerate() {
            match (c.is_whitespace() || c == ',', start) {
                (true, Some(s)) => {
                    out.push(Arg {
                        text: a.text.chars().skip(s).take(i - s).collect(),
                        column: a.column + s,
                    });
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
    }
    out
}

/// The games where Nim hides (`strip`, `hackenbush(…)`, …); `None` for other names.
fn hidden(
    head: &Token,
    name: &str,
    args: Option<&[Arg]>,
    sizes: &[Token],
) -> Result<Option<Component>, ParseError> {
    use crate::hidden::coins::{Caterpillar, CoinError, CoinRow, CoinRule};
    use crate::hidden::component::{rule_of_token, HiddenGame, Tartan};
    use crate::hidden::hackenbush::{Attachment, BrokenLines, Hackenbush, HackenbushError};
    use crate::hidden::strip::{NoJumpStrip, Staircase, Strip, StripError};
    use crate::hidden::{chocolate::Chocolate, poker::PokerNim, wythoff};
    if !HIDDEN_GAMES.contains(&name) {
        return Ok(None);
    }
    let numbers = || -> Result<Vec<u64>, ParseError> {
        sizes
            .iter()
            .map(|t| {
                t.text
                    .parse::<u64>()
                    .map_err(|_| error(t, "too large for this game (at most 18446744073709551615)"))
            })
            .collect()
    };
    let no_args = || -> Result<(), ParseError> {
        match args {
            Some(_) => Err(error(head, &format!("{name} takes no arguments"))),
            None => Ok(()),
        }
    };
    let need_sizes = |what: &str| -> Result<(), ParseError> {
        if sizes.is_empty() {
            Err(error(
                head,
                &format!("{name} needs at least one {what} after it"),
            ))
        } else {
            Ok(())
        }
    };
    let bracket_only = || -> Result<&[Arg], ParseError> {
        if let Some(t) = sizes.first() {
            return Err(error(
                t,
                &format!("{name} takes no sizes: the picture goes in its brackets"),
            ));
        }
        args.ok_or_else(|| {
            error(
                head,
                &format!(
                    "{name} needs its picture in brackets, e.g. {}",
                    if name == "lines" {
                        "lines(3,5=)"
                    } else {
                        "hackenbush(0-1 1-2 2-0)"
                    }
                ),
            )
        })
    };
    // The token of the size equal to `v` (for errors about a value).
    let token_of = |v: u64| -> &Token {
        sizes
            .iter()
            .find(|t| t.text.parse::<u64>() == Ok(v))
            .unwrap_or(head)
    };
    let length = |what: &str| -> Result<Option<u64>, ParseError> {
        match args {
            None => Ok(None),
            Some([a]) => Ok(Some(arg_number(a, &a.text, 0, what)?)),
            Some(_) => Err(error(
                head,
                &format!("{name} takes one argument, the {what}"),
            )),
        }
    };
    let game = match name {
        "strip" => {
            let length = length("number of cells")?;
            need_sizes("chip")?;
            let cells = numbers()?;
            if let (Some(l), Some(&c)) = (length, cells.iter().find(|&&c| Some(c) >= length)) {
                return Err(error(
                    token_of(c),
                    &format!(
                        "chip outside the strip: the cells are 0 to {}",
                        l.saturating_sub(1)
                    ),
                ));
            }
            HiddenGame::Strip {
                length,
                strip: Strip::new(cells),
            }
        }
        "strip-nojump" => {
            let length = length("number of cells")?;
            need_sizes("chip")?;
            let cells = numbers()?;
            if let (Some(l), Some(&c)) = (length, cells.iter().find(|&&c| Some(c) > length)) {
                return Err(error(
                    token_of(c),
                    &format!("chip outside the strip: the cells are 1 to {l}"),
                ));
            }
            let strip = NoJumpStrip::new(cells).map_err(|e| match e {
                StripError::CellZero => error(token_of(0), &e.to_string()),
                StripError::SharedCell(c) => {
                    let t = sizes
                        .iter()
                        .filter(|t| t.text.parse::<u64>() == Ok(c))
                        .nth(1);
                    error(t.unwrap_or(head), &e.to_string())
                }
            })?;
            HiddenGame::NoJump { length, strip }
        }
        "staircase" => {
            no_args()?;
            need_sizes("step")?;
            HiddenGame::Staircase(Staircase::new(numbers()?))
        }
        "turtles" | "mock-turtles" | "ruler" => {
            no_args()?;
            let rule = rule_of_token(name).expect("a coin rule");
            let heads = numbers()?;
            HiddenGame::Coins(CoinRow::new(rule, heads).map_err(|e| {
                let coin = match &e {
                    CoinError::BelowFirst { coin, .. } | CoinError::TooFar { coin, .. } => *coin,
                    CoinError::Duplicate(c) => *c,
                };
                error(token_of(coin), &e.to_string())
            })?)
        }
        "caterpillar" => {
            let links = length("number of links")?.ok_or_else(|| {
                error(
                    head,
                    "caterpillar needs its number of links, e.g. caterpillar(20) 2 5 6",
                )
            })?;
            let green = numbers()?;
            HiddenGame::Caterpillar(Caterpillar::new(links, green).map_err(|e| {
                let (coin, message) = match &e {
                    CoinError::BelowFirst { coin, .. } => {
                        (*coin, "links are numbered from 1 (the tail)".to_string())
                    }
                    CoinError::TooFar { coin, limit } => {
                        (*coin, format!("the caterpillar has only {limit} links"))
                    }
                    CoinError::Duplicate(c) => (*c, format!("link {c} is listed twice")),
                };
                error(token_of(coin), &message)
            })?)
        }
        "chocolate" => {
            no_args()?;
            if sizes.len() != 4 {
                return Err(error(
                    sizes.get(4).unwrap_or(head),
                    "chocolate takes exactly four sizes: rows above, columns right, rows below, columns left of the marked square",
                ));
            }
            let s = numbers()?;
            HiddenGame::Chocolate(Chocolate::new(s[0], s[1], s[2], s[3]))
        }
        "wythoff" => {
            no_args()?;
            if sizes.len() != 2 {
                return Err(error(
                    sizes.get(2).unwrap_or(head),
                    "wythoff takes exactly two heaps",
                ));
            }
            let s = numbers()?;
            let w = wythoff::Wythoff::new(s[0], s[1])
                .map_err(|e| error(token_of(s[0].max(s[1])), &e.to_string()))?;
            HiddenGame::Wythoff(w)
        }
        "poker" => {
            need_sizes("heap")?;
            let (banks, additions) = match args {
                None => ([0, 0], 0),
                Some([a, b, k]) => (
                    [
                        arg_number(a, &a.text, 0, "bank")?,
                        arg_number(b, &b.text, 0, "bank")?,
                    ],
                    u32::try_from(arg_number(k, &k.text, 0, "additions")?)
                        .map_err(|_| arg_error(k, "additions too large (at most 4294967295)"))?,
                ),
                Some(_) => {
                    return Err(error(
                        head,
                        "poker takes three arguments: the bank of the player to move, the other bank, the additions left, e.g. poker(10,10,5)",
                    ))
                }
            };
            HiddenGame::Poker(PokerNim::new(numbers()?, banks, additions))
        }
        "tartan" | "nimmul" => {
            let (first, second) = if name == "nimmul" {
                no_args()?;
                (CoinRule::TurningTurtles, CoinRule::TurningTurtles)
            } else {
                match args {
                    Some([a, b]) => {
                        let rule = |a: &Arg| {
                            rule_of_token(&a.text.to_ascii_lowercase()).ok_or_else(|| {
                                arg_error(a, "not a coin game (turtles, mock-turtles, ruler)")
                            })
                        };
                        (rule(a)?, rule(b)?)
                    }
                    _ => {
                        return Err(error(
                            head,
                            "tartan takes two coin games, e.g. tartan(turtles,ruler)",
                        ))
                    }
                }
            };
            if sizes.len() % 2 == 1 {
                return Err(error(
                    sizes.last().expect("odd"),
                    "heads are pairs of coordinates x y: this one has no y",
                ));
            }
            let n = numbers()?;
            let mut heads = Vec::new();
            for (i, p) in n.chunks(2).enumerate() {
                for (rule, v, t) in [
                    (first, p[0], &sizes[2 * i]),
                    (second, p[1], &sizes[2 * i + 1]),
                ] {
                    if v < rule.first_coin() {
                        return Err(error(
                            t,
                            &format!("coins are numbered from {}", rule.first_coin()),
                        ));
                    }
                    if rule == CoinRule::MockTurtles && v >= 1 << 62 {
                        return Err(error(t, "coin too far right (at most 2^62)"));
                    }
                }
                let head_pair = (p[0], p[1]);
                if heads.contains(&head_pair) {
                    return Err(error(
                        &sizes[2 * i],
                        &format!("head ({}, {}) is listed twice", p[0], p[1]),
                    ));
                }
                heads.push(head_pair);
            }
            heads.sort_unstable();
            HiddenGame::Tartan(Tartan {
                first,
                second,
                heads,
                nimmul: name == "nimmul",
            })
        }
        "hackenbush" => {
            let args = bracket_only()?;
            let mut edges = Vec::new();
            for w in arg_words(args) {
                let bad = |m: &str| arg_error(&w, m);
                let Some((u, v)) = w.text.split_once('-') else {
                    return Err(bad("an edge is two vertices joined by '-', e.g. 0-1"));
                };
                let vertex = |s: &str, off: usize| -> Result<usize, ParseError> {
                    let n = arg_number(&w, s, off, "a vertex").map_err(|_| {
                        bad("not a vertex: vertices are non-negative integers (0 is the ground)")
                    })?;
                    usize::try_from(n)
                        .ok()
                        .filter(|&n| n < 1_000_000)
                        .ok_or_else(|| bad("vertex number too large (at most 999999)"))
                };
                edges.push((vertex(u, 0)?, vertex(v, u.chars().count() + 1)?));
            }
            let h = Hackenbush::from_edges(edges).map_err(|e| match e {
                HackenbushError::NoGround => error(
                    head,
                    "no edge touches the ground (vertex 0): everything would fall",
                ),
                other => error(head, &other.to_string()),
            })?;
            HiddenGame::Hackenbush(h)
        }
        "lines" => {
            let args = bracket_only()?;
            let mut lines = Vec::new();
            for w in arg_words(args) {
                let (digits, attachment) = match w.text.strip_suffix('=') {
                    Some(d) => (d, Attachment::BothEnds),
                    None => (w.text.as_str(), Attachment::OneEnd),
                };
                let links = arg_number(&w, digits, 0, "a line's number of links").map_err(|e| {
                    ParseError {
                        token: w.text.clone(),
                        column: w.column,
                        ..e
                    }
                })?;
                if links == 0 {
                    return Err(arg_error(&w, "a line needs at least one link"));
                }
                lines.push((links, attachment));
            }
            HiddenGame::Lines(BrokenLines::new(lines))
        }
        _ => unreachable!("listed in HIDDEN_GAMES"),
    };
    Ok(Some(Component::Hidden(game)))
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
            "strip 5 10 14 16 22 + strip(30) 3 3",
            "strip-nojump(12) 2 5 6 10 + staircase 3 1 2",
            "turtles 1 4 + mock-turtles 0 3 + ruler 3 4 6",
            "caterpillar(20) 2 5 6 + chocolate 4 5 3 6",
            "hackenbush(0-1 1-2 2-0) + lines(3,5=,4) + wythoff 3 5",
            "poker(10,10,5) 3 4 5",
            "tartan(turtles,ruler) 2 2 3 4 + nimmul 5 7",
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
