//! The position language: one grammar for the CLI, the web calculator and the API.
//!
//! ```text
//! position  := component ('+' component)*
//! component := game? size+          # no game name means Nim
//! game      := name | name '(' args ')'
//! ```
//! This module knows the grammar, not the games: [`read_components`] hands each
//! component's head (its name and bracketed arguments) and sizes to the registry
//! (`grundy::games::registry`), which finds the game that builds it or says what is
//! wrong; `grundy::parse_position` is the whole reader. Sizes are non-negative
//! decimal integers of up to [`MAX_SIZE_DIGITS`] digits.
//!
//! Errors name the offending token and its column (1-based, in characters).

use crate::i18n::{msg, Lang, Message};
use crate::nat::Nat;
use thiserror::Error;

/// The most decimal digits a heap size may have.
pub const MAX_SIZE_DIGITS: usize = 10_000;

/// The deepest brackets may nest in a position (`selective(conjunctive(kayles 3, 2), 1)`
/// nests 2 deep). Compounds are read, analysed and printed by recursion, one level of
/// the stack per level of brackets: the limit keeps that recursion far from the end of
/// any thread's stack, and reading linear in the text.
pub const MAX_NESTING: usize = 32;

/// A position that could not be read: what was wrong, which token, where. The message
/// is a catalogue [`Message`]: [`ParseError::render`] says it all in any language, and
/// `Display` is the English rendering.
///
/// ```
/// use grundy::Lang;
/// let err = grundy::parse_position("3 -4").unwrap_err();
/// assert_eq!(err.column, 3);
/// assert_eq!(err.token, "-4");
/// assert_eq!(err.message.id(), "parse-negative-heap");
/// assert_eq!(err.to_string(), r#"heap sizes must be non-negative integers: "-4" at column 3"#);
/// assert_eq!(err.render(Lang::Ko), r#"무더기 크기는 음이 아닌 정수여야 합니다: "-4" (3번째 글자)"#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", self.render(Lang::En))]
pub struct ParseError {
    /// What is wrong (its English text is `message.to_string()`).
    pub message: Message,
    /// The offending token (long tokens are shortened with `…`).
    pub token: String,
    /// Where the token starts: a 1-based column, counted in characters.
    pub column: usize,
}

impl ParseError {
    /// The error in `lang`: the message, the token and its column.
    pub fn render(&self, lang: Lang) -> String {
        crate::i18n::message(
            lang,
            "error-at-column",
            &[
                ("message", self.message.render(lang).into()),
                ("token", format!("{:?}", self.token).into()),
                ("column", self.column.into()),
            ],
        )
    }
}

impl crate::i18n::errors::Localized for ParseError {
    fn message_in(&self, lang: Lang) -> String {
        self.render(lang)
    }
}
grundy_core::localized_error!(ParseError);

/// The file error of `grundy::parse_position`, which reads no files: a game that names a file
/// (`graph(FILE)`) is refused with it, and can tell it from a file that could not be read.
///
/// ```
/// let e = grundy::parse_position("graph(g) 0").unwrap_err();
/// assert!(e.message.to_string().starts_with("reading files is not available here"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("{}", FilesRefused::message())]
pub struct FilesRefused;

impl FilesRefused {
    /// What the refusal says, as a catalogue message.
    pub fn message() -> Message {
        msg!("parse-files-refused")
    }
}

/// Why a file a position names could not be read: whatever error the front end's reader
/// gives (an I/O error, a size limit); shown to the user in the parse error.
pub type FileError = Box<dyn std::error::Error + Send + Sync>;

/// How a game reads a file its position names (`graph(FILE)`): the file's text, or why
/// it cannot be read. The library itself never touches the file system.
pub type ReadFile<'a> = dyn FnMut(&str) -> Result<String, FileError> + 'a;

/// The game of a component written without a name: the grammar's default.
pub const DEFAULT_GAME: &str = "nim";

/// One component as written, before any game reads it: its head (the [`DEFAULT_GAME`]'s,
/// with no text, when no name is written), its sizes, and where it stands in the sum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenComponent {
    /// The game's name and bracketed arguments.
    pub head: Head,
    /// The sizes after the head (each all digits).
    pub sizes: Vec<SizeToken>,
    /// The first component of the position.
    pub is_first: bool,
    /// The last component of the position.
    pub is_last: bool,
    /// The component's first token and its column, for errors about the whole component.
    first: (String, usize),
}

impl WrittenComponent {
    /// An error about the whole component (named by its first token).
    pub fn error(&self, message: Message) -> ParseError {
        ParseError {
            message,
            token: shorten(&self.first.0),
            column: self.first.1,
        }
    }
}

/// Reads the sum `text` component by component, handing each to `each` in order: a
/// component's syntax is checked just before it is handed over, so the first error in
/// reading order is the one reported, whether of the grammar or of a game. This module
/// knows the grammar, not the games: `each` (the registry's reader) builds the game.
///
/// ```
/// use grundy::language::read_components;
/// let mut names = Vec::new();
/// read_components("3 4 + kayles 5", &mut |c| {
///     names.push((c.head.name.clone(), c.sizes.len(), c.is_last));
///     Ok(())
/// })
/// .unwrap();
/// assert_eq!(names, [("nim".to_string(), 2, false), ("kayles".to_string(), 1, true)]);
/// assert!(read_components("3 + ", &mut |_| Ok(())).is_err());
/// ```
pub fn read_components(
    text: &str,
    each: &mut dyn FnMut(WrittenComponent) -> Result<(), ParseError>,
) -> Result<(), ParseError> {
    let tokens = tokenize(text)?;
    let mut rest = tokens.as_slice();
    let mut is_first = true;
    loop {
        let end = rest
            .iter()
            .position(|t| t.kind == Kind::Plus)
            .unwrap_or(rest.len());
        let (part, after) = rest.split_at(end);
        match after.first() {
            Some(plus) if part.is_empty() => return Err(error(plus, msg!("parse-before-plus"))),
            _ => {}
        }
        let Some((first, sizes)) = part.split_first() else {
            match tokens.last() {
                Some(last) => return Err(error(last, msg!("parse-after-plus"))),
                None => {
                    return Err(ParseError {
                        message: msg!("parse-empty-position"),
                        token: String::new(),
                        column: 1,
                    })
                }
            }
        };
        let mut written = written_component(first, sizes)?;
        written.is_first = is_first;
        written.is_last = after.is_empty();
        each(written)?;
        is_first = false;
        match after.split_first() {
            Some((_, tail)) => rest = tail,
            None => break,
        }
    }
    Ok(())
}

/// One component, `first` and the tokens after it: its head and sizes, checked to be
/// sizes.
fn written_component(first: &Token, after: &[Token]) -> Result<WrittenComponent, ParseError> {
    let (head, sizes): (Head, Vec<&Token>) = match &first.kind {
        Kind::Game { name, args } => (
            Head {
                name: name.clone(),
                text: first.text.clone(),
                args: args.clone(),
                column: first.column,
            },
            after.iter().collect(),
        ),
        _ => (
            Head {
                name: DEFAULT_GAME.to_string(),
                text: String::new(),
                args: None,
                column: first.column,
            },
            std::iter::once(first).chain(after).collect(),
        ),
    };
    if let Some(bad) = sizes.iter().find(|t| t.kind != Kind::Number) {
        return Err(error(bad, msg!("parse-expected-size")));
    }
    let sizes = sizes
        .iter()
        .map(|t| SizeToken {
            text: t.text.clone(),
            column: t.column,
        })
        .collect();
    Ok(WrittenComponent {
        head,
        sizes,
        is_first: false,
        is_last: false,
        first: (first.text.clone(), first.column),
    })
}

/// A component's head: the game name as written, lower-cased, with its bracketed
/// arguments. For a component with no name (Nim) the name is `nim` and the text empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// The name, lower-case (`sub`, `kayles`, `0.137`).
    pub name: String,
    /// The whole head as written (`sub(1,3,4)`, `0.137`).
    pub text: String,
    /// The arguments in brackets, if there are brackets.
    pub args: Option<Vec<Arg>>,
    /// Where the head starts (1-based, in characters).
    pub column: usize,
}

impl Head {
    /// An error about the head.
    pub fn error(&self, message: Message) -> ParseError {
        ParseError {
            message,
            token: shorten(if self.text.is_empty() {
                &self.name
            } else {
                &self.text
            }),
            column: self.column,
        }
    }

    /// Refuses arguments: "`name` takes no arguments".
    pub fn no_args(&self) -> Result<(), ParseError> {
        match self.args {
            Some(_) => Err(self.error(msg!("parse-takes-no-arguments", name = &self.name))),
            None => Ok(()),
        }
    }

    /// The arguments, which must be there: "`name` needs arguments in brackets, e.g.
    /// `example`".
    pub fn args_or(&self, example: &str) -> Result<&[Arg], ParseError> {
        match &self.args {
            Some(a) if !a.is_empty() => Ok(a),
            _ => Err(self.error(msg!(
                "parse-needs-arguments",
                name = &self.name,
                example = example
            ))),
        }
    }

    /// Requires at least one size: "a game needs at least one heap size after it".
    pub fn need_sizes(&self, sizes: &[SizeToken]) -> Result<(), ParseError> {
        if sizes.is_empty() {
            return Err(self.error(msg!("parse-needs-sizes")));
        }
        Ok(())
    }
}

/// One argument inside a game's brackets, trimmed, with its column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arg {
    /// The text.
    pub text: String,
    /// Where it starts (1-based, in characters).
    pub column: usize,
}

impl Arg {
    /// An error about this argument.
    pub fn error(&self, message: Message) -> ParseError {
        ParseError {
            message,
            token: shorten(&self.text),
            column: self.column,
        }
    }

    /// The argument as a positive integer of at most `max` (`what`, a catalogue message
    /// id, names it in errors).
    pub fn small<T: std::str::FromStr>(
        &self,
        what: &'static str,
        max: u64,
    ) -> Result<T, ParseError> {
        small_arg(self, what, max)
    }

    /// The argument as a non-negative integer (`what`, a catalogue message id, names it
    /// in errors).
    pub fn number(&self, what: &'static str) -> Result<u64, ParseError> {
        arg_number(self, &self.text, 0, what)
    }

    /// `text`, a part of this argument starting `offset` characters in, as a
    /// non-negative integer.
    pub fn number_at(
        &self,
        text: &str,
        offset: usize,
        what: &'static str,
    ) -> Result<u64, ParseError> {
        arg_number(self, text, offset, what)
    }
}

/// One size after a game's head (its text is all digits).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeToken {
    /// The digits.
    pub text: String,
    /// Where it starts (1-based, in characters).
    pub column: usize,
}

impl SizeToken {
    /// An error about this size.
    pub fn error(&self, message: Message) -> ParseError {
        ParseError {
            message,
            token: shorten(&self.text),
            column: self.column,
        }
    }

    /// The size as a [`Nat`] (at most [`MAX_SIZE_DIGITS`] digits).
    pub fn nat(&self) -> Result<Nat, ParseError> {
        if self.text.len() > MAX_SIZE_DIGITS {
            return Err(self.error(msg!("parse-size-too-many-digits", max = MAX_SIZE_DIGITS)));
        }
        self.text
            .parse()
            .map_err(|_| self.error(msg!("parse-not-a-heap-size")))
    }

    /// The size as a `u64`, or "too large for this game".
    pub fn u64(&self) -> Result<u64, ParseError> {
        self.text
            .parse::<u64>()
            .map_err(|_| self.error(msg!("parse-size-too-large-u64", max = u64::MAX.to_string())))
    }
}

/// Every size as a [`Nat`].
pub fn nats(sizes: &[SizeToken]) -> Result<Vec<Nat>, ParseError> {
    sizes.iter().map(SizeToken::nat).collect()
}

/// Every size as a `u64`.
pub fn u64s(sizes: &[SizeToken]) -> Result<Vec<u64>, ParseError> {
    sizes.iter().map(SizeToken::u64).collect()
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

fn error(token: &Token, message: Message) -> ParseError {
    ParseError {
        message,
        token: shorten(&token.text),
        column: token.column,
    }
}

fn arg_error(arg: &Arg, message: Message) -> ParseError {
    ParseError {
        message,
        token: shorten(&arg.text),
        column: arg.column,
    }
}

/// The characters `start..end` of `chars` as a string (empty when out of range).
fn collect(chars: &[char], start: usize, end: usize) -> String {
    chars.get(start..end).unwrap_or_default().iter().collect()
}

fn tokenize(text: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    let word_char = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    while let Some(&c) = chars.get(i) {
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
            let word = collect(&chars, start, i);
            let kind = if word.bytes().all(|b| b.is_ascii_digit()) {
                Kind::Number
            } else if word.contains('.') {
                Kind::Game {
                    name: word.clone(),
                    args: None,
                }
            } else {
                return Err(ParseError {
                    message: msg!("parse-not-a-number"),
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
            while chars.get(i).is_some_and(|&c| word_char(c)) {
                i += 1;
            }
            let word = collect(&chars, start, i);
            let tok = |kind| Token {
                kind,
                text: word.clone(),
                column,
            };
            if word.bytes().all(|b| b.is_ascii_digit()) {
                tokens.push(tok(Kind::Number));
            } else if word
                .strip_prefix('-')
                .is_some_and(|digits| digits.bytes().all(|b| b.is_ascii_digit()))
            {
                return Err(error(&tok(Kind::Number), msg!("parse-negative-heap")));
            } else {
                let args = if chars.get(i) == Some(&'(') {
                    let (args, end) = bracket_args(&chars, i)?;
                    i = end;
                    Some(args)
                } else {
                    None
                };
                let text = collect(&chars, start, i);
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
                msg!("parse-open-bracket")
            } else {
                msg!("parse-unbalanced-close")
            };
            return Err(ParseError {
                message,
                token: c.to_string(),
                column,
            });
        } else {
            return Err(ParseError {
                message: msg!("parse-unexpected-character"),
                token: c.to_string(),
                column,
            });
        }
    }
    Ok(tokens)
}

/// The comma-separated arguments inside the brackets opening at `open`, and the index
/// after the closing bracket. Brackets may nest (a compound's parts are positions with
/// games of their own: `conjunctive(sub(1,2) 5, 3)`); a comma inside inner brackets
/// belongs to its argument.
fn bracket_args(chars: &[char], open: usize) -> Result<(Vec<Arg>, usize), ParseError> {
    check_nesting(chars, open)?;
    let mut args = Vec::new();
    let mut current = String::new();
    let mut current_col = open + 2;
    let mut i = open + 1;
    let mut depth = 0usize;
    loop {
        match chars.get(i) {
            None => {
                return Err(ParseError {
                    message: msg!("parse-unclosed-bracket"),
                    token: "(".into(),
                    column: open + 1,
                })
            }
            // Brackets inside an argument belong to it (`spawning(1-3C(5))`,
            // `tartan(spawning(3E),ruler)`), commas inside them too.
            Some('(') => {
                depth += 1;
                current.push('(');
            }
            Some(')') if depth > 0 => {
                depth -= 1;
                current.push(')');
            }
            Some(',') if depth > 0 => current.push(','),
            Some(&c) if c == ',' || c == ')' => {
                let trimmed = current.trim();
                let lead = current.chars().take_while(|c| c.is_whitespace()).count();
                if !(trimmed.is_empty() && c == ')' && args.is_empty()) {
                    args.push(Arg {
                        text: trimmed.to_string(),
                        column: current_col + lead,
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

/// Refuses brackets opening at `open` that nest deeper than [`MAX_NESTING`] (counting
/// this one), naming how deep they go and where the first bracket too many opens. One
/// pass to the matching bracket (or the end): the arguments of a compound are read again
/// by its parts, at most [`MAX_NESTING`] times, so reading stays linear in the text.
fn check_nesting(chars: &[char], open: usize) -> Result<(), ParseError> {
    let mut depth = 0usize;
    let mut deepest = 0usize;
    let mut first_too_deep = None;
    for (i, &c) in chars.iter().enumerate().skip(open) {
        match c {
            '(' => {
                depth += 1;
                if depth > deepest {
                    deepest = depth;
                    if depth == MAX_NESTING + 1 {
                        first_too_deep = Some(i);
                    }
                }
            }
            ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
    }
    match first_too_deep {
        Some(at) => Err(ParseError {
            message: msg!("parse-too-deep", depth = deepest, max = MAX_NESTING),
            token: "(".into(),
            column: at + 1,
        }),
        None => Ok(()),
    }
}

fn small_arg<T: std::str::FromStr>(
    arg: &Arg,
    what: &'static str,
    max: u64,
) -> Result<T, ParseError> {
    let named = |id| Message::new(id).with_message("what", Message::new(what));
    if arg.text.is_empty() {
        return Err(arg_error(arg, named("parse-missing")));
    }
    if !arg.text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(arg_error(arg, named("parse-positive-integer")));
    }
    let value = arg.text.parse::<u64>().ok().filter(|&v| v <= max);
    value
        .and_then(|v| v.to_string().parse().ok())
        .ok_or_else(|| arg_error(arg, named("parse-too-large-at-most").with("max", max)))
}

/// A number inside a game's brackets.
fn arg_number(arg: &Arg, text: &str, offset: usize, what: &'static str) -> Result<u64, ParseError> {
    let at = Arg {
        text: text.to_string(),
        column: arg.column + offset,
    };
    let named = |id| Message::new(id).with_message("what", Message::new(what));
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(arg_error(&at, named("parse-non-negative-integer")));
    }
    text.parse::<u64>().map_err(|_| {
        arg_error(
            &at,
            named("parse-too-large-at-most").with("max", u64::MAX.to_string()),
        )
    })
}

/// The whitespace- or comma-separated words of the bracket arguments, each with its
/// column.
pub fn arg_words(args: &[Arg]) -> Vec<Arg> {
    let mut out = Vec::new();
    for a in args {
        // (column in characters, byte offset) of the word being read: one pass, so a
        // long list of words costs linear time.
        let mut start: Option<(usize, usize)> = None;
        let end = (a.text.chars().count(), a.text.len());
        let chars = a.text.char_indices().enumerate();
        for (i, (byte, c)) in chars.chain(std::iter::once((end.0, (end.1, ' ')))) {
            match (c.is_whitespace() || c == ',', start) {
                (true, Some((s, from))) => {
                    out.push(Arg {
                        text: a.text.get(from..byte).unwrap_or_default().to_string(),
                        column: a.column + s,
                    });
                    start = None;
                }
                (false, None) => start = Some((i, byte)),
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::position::parse_position;

    #[test]
    fn arg_words_keep_their_columns_in_one_pass() {
        let a = Arg {
            text: "é-1,  ü2 ,x".into(),
            column: 10,
        };
        let words: Vec<(String, usize)> = arg_words(&[a])
            .into_iter()
            .map(|w| (w.text, w.column))
            .collect();
        assert_eq!(
            words,
            [("é-1".into(), 10), ("ü2".into(), 16), ("x".into(), 20)]
        );
        // 10^5 words (this was quadratic: 2 s for a Hackenbush path).
        let text: Vec<String> = (0..100_000).map(|i| format!("{i}-{}", i + 1)).collect();
        let words = arg_words(&[Arg {
            text: text.join(" "),
            column: 1,
        }]);
        assert_eq!(words.len(), 100_000);
        assert_eq!(words[99_999].text, "99999-100000");
    }

    fn err(text: &str) -> grundy::ParseError {
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

    /// Runs `f` on a thread with a 256 KiB stack (a tenth of a server thread's), so that a
    /// recursion that grows with the input cannot pass by luck.
    fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
        std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(f)
            .unwrap()
            .join()
            .unwrap()
    }

    /// `head(head(…head(3 1, 2)…, 2), 2)`, `depth` brackets deep.
    fn nested(head: &str, depth: usize) -> String {
        format!(
            "{}3 1{}",
            format!("{head}(").repeat(depth),
            ", 2)".repeat(depth)
        )
    }

    #[test]
    fn deep_nesting_is_refused_by_its_depth_on_a_small_stack() {
        for head in ["selective", "conjunctive", "ordinal"] {
            for depth in [MAX_NESTING + 1, 1_700, 9_000, 200_000] {
                let text = nested(head, depth);
                let e = on_small_stack(move || err(&text));
                assert_eq!(e.message.id(), "parse-too-deep", "{head} {depth}: {e}");
                assert_eq!(e.column, MAX_NESTING * (head.len() + 1) + head.len() + 1);
                let shown = e.to_string();
                assert!(shown.contains(&depth.to_string()), "{shown}");
                assert!(shown.contains(&MAX_NESTING.to_string()), "{shown}");
            }
            // At the limit the position is read and printed (on the same small stack).
            let text = nested(head, MAX_NESTING);
            let again = text.clone();
            let shown = on_small_stack(move || parse_position(&again).map(|p| p.to_string()));
            assert!(shown.is_ok(), "{head} at {MAX_NESTING}: {shown:?}");
        }
        // Unbalanced and deep: still the depth, not a crash.
        let text = "selective(".repeat(100_000);
        let e = on_small_stack(move || err(&text));
        assert_eq!(e.message.id(), "parse-too-deep");
    }

    #[test]
    fn reading_nested_compounds_is_linear_in_the_text() {
        // 1 500 levels took 5.9 s when each level read the text again; now the text is
        // refused in one pass, and a position at the limit with long parts is read in
        // one pass per level. Counted, not timed: the work is bounded by the depth.
        let wide = format!(
            "{}{}{}",
            "selective(".repeat(MAX_NESTING),
            "1 ".repeat(20_000),
            ")".repeat(MAX_NESTING)
        );
        let p = parse_position(&wide).unwrap();
        assert_eq!(p.components.len(), 1);
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
        assert!(e.message.to_string().contains("unknown game"), "{e}");
        let e = err("kayls 3");
        assert!(e.message.to_string().contains("did you mean kayles"), "{e}");
        let e = err("sub(1,2 5");
        assert!(e.message.to_string().contains("unbalanced"), "{e}");
        let e = err("3 4)");
        assert_eq!((e.token.as_str(), e.column), (")", 4));
        let e = err("");
        assert!(e.message.to_string().contains("empty"), "{e}");
        let e = err("   ");
        assert!(e.message.to_string().contains("empty"), "{e}");
        let e = err("3 + ");
        assert!(e.message.to_string().contains("after '+'"), "{e}");
        let e = err("+ 3");
        assert!(e.message.to_string().contains("before '+'"), "{e}");
        let e = err("nim");
        assert!(e.message.to_string().contains("at least one heap"), "{e}");
        let e = err("3 é");
        assert_eq!((e.token.as_str(), e.column), ("é", 3));
        let huge = format!("moore({}) 3", "9".repeat(1_000_000));
        let e = err(&huge);
        assert!(e.message.to_string().contains("too large"), "{e}");
        assert!(e.token.chars().count() <= 25);
        let e = err(&format!("3 {}", "1".repeat(MAX_SIZE_DIGITS + 1)));
        assert!(e.message.to_string().contains("too large"), "{e}");
        let e = err("graph(g.txt) 1");
        assert!(e.message.to_string().contains("not available"), "{e}");
    }
}
