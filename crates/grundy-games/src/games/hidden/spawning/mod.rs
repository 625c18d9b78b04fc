//! Coin-turning games by spawning codes: `spawning(3E) 4 9 11`, `grunt 7`, `ruler 3 4 6`.
//!
//! A row of coins, numbered from 1 at the left, each heads or tails; a position is
//! written as its heads. A move turns over a set of coins the game's **spawning code**
//! allows ([`code`]: a count such as `3`, `1-9` or `2+`, and modifiers `C`, `C(k)`, `E`,
//! `S`, `F`); the rightmost coin turned must go from heads to tails, the others turn
//! whatever they show. The player who cannot move loses.
//!
//! **Theorem** (*Winning Ways*, ch. 14, "Turning Turtles"). The value of a coin-turning
//! position is the nim-sum of the values of its heads, each valued as if it were alone:
//! `G(h₁, …, h_r) = g(h₁) ⊕ … ⊕ g(h_r)`. (Turning a tail up adds a head; turning a head
//! down removes one; and a position with two heads on the same coin — what a move "adds"
//! where a head already is — has the value of the position without either, since
//! `g ⊕ g = 0`. So a coin game is the sum of its heads, each head a heap whose moves
//! leave heaps on the other coins turned.) Hence `g(n) = mex {g(c₁) ⊕ … ⊕ g(c_k)}` over
//! the moves `{c₁, …, c_k, n}` of a head on `n`: the values [`values`] computes, and
//! `grundy seq spawning(CODE)` lists (`values[0] = 0`: there is no coin 0).
//!
//! The named games, with their codes (CGSuite's, and *Winning Ways*' names):
//!
//! | name | code | a move turns |
//! |---|---|---|
//! | `turtles` | `1-2` | a head and at most one coin to its left (Turning Turtles: `g(n) = n`) |
//! | `mock-turtles` | `1-3` | up to three coins (Mock Turtles; **coins from 0**, as Winning Ways numbers them) |
//! | `ruler` | `1+C` | any run of consecutive coins ending at a head (`g(n)` = the largest power of 2 dividing `n`) |
//! | `moidores` | `1-9` | up to nine coins |
//! | `triplets` | `3` | exactly three coins |
//! | `turnips` | `3E` | three equally spaced coins |
//! | `grunt` | `4FS` | four symmetric coins, one of them coin 1 (Grundy's game in disguise) |
//! | `sym` | `1+S` | any symmetric set of coins |
//! | `mock-turtle-fives` | `1-3C(5)` | up to three coins within five consecutive ones |
//! | `triplet-fives` | `3C(5)` | three coins within five consecutive ones |
//! | `ruler-fives` | `1-5C` | a run of at most five coins |
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("spawning(3E) 4 9 11").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(1u8.into())); // Turnips: g(4) ⊕ g(9) ⊕ g(11) = 0 ⊕ 1 ⊕ 0
//! assert_eq!(r.winning_moves[0].description, "turn over coins 2, 3 and 4 (heap 0 → 1)");
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("spawning(3E) 2 3 9 11"));
//! ```

pub mod code;
pub mod coins;
pub mod values;

grundy_core::words! {
    owner: "spawning",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use self::code::{CodeError, SpawnCode};
use self::values::{ClosedForm, SpawnValues, ValueError};
use super::xor_all;
use super::{
    add_coin, coin_changes, coin_plays, coins_after, counted, error_at_value, numbers, row_place,
    turned_coins, turning_nim_move, DisguisedRules, DisguisedWords, NimInDisguise, ReductionRow,
    DRAWN_COINS,
};
use crate::component::board::MAX_PLAYS;
use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::{AnyComponent, GameSpec, Kind, Picture, Piece, Pieces, Refusal, SearchSize};
use crate::i18n::{msg, Message};
use crate::language::{Arg, Head, ParseError, ReadFile, SizeToken};
use coins::{turn_words_in, CoinRow, CoinRule};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The named spawning games: name, code, number of the leftmost coin.
pub const NAMED: &[(&str, &str, u64)] = &[
    ("turtles", "1-2", 1),
    ("mock-turtles", "1-3", 0),
    ("ruler", "1+C", 1),
    ("moidores", "1-9", 1),
    ("triplets", "3", 1),
    ("turnips", "3E", 1),
    ("grunt", "4FS", 1),
    ("sym", "1+S", 1),
    ("mock-turtle-fives", "1-3C(5)", 1),
    ("triplet-fives", "3C(5)", 1),
    ("ruler-fives", "1-5C", 1),
];

/// The registry's entry for `spawning(CODE)` and the named spawning games.
pub static SPEC: GameSpec = GameSpec {
    names: &[
        "spawning",
        "turtles",
        "mock-turtles",
        "ruler",
        "moidores",
        "triplets",
        "turnips",
        "grunt",
        "sym",
        "mock-turtle-fives",
        "triplet-fives",
        "ruler-fives",
    ],
    matches: None,
    syntax: "spawning(CODE), turtles, mock-turtles, ruler, moidores, triplets, turnips, grunt, sym, mock-turtle-fives, triplet-fives, ruler-fives",
    example: "ruler 3 4 6",
    examples: &[
        ("turtles 1 4 7", "example-spawning-1"),
        ("mock-turtles 0 2 5", "example-spawning-2"),
        ("spawning(3E) 4 9 11", "example-spawning-3"),
        ("grunt 9 12", "example-spawning-4"),
    ],
    about_id: "about-spawning",
    syntax_id: "syntax-spawning",
    parse,
    whole_position: false,
};

/// Heads beyond this coin are refused when the code has no closed form (the values of
/// every coin up to the last head are kept).
pub const MAX_HEAD: u64 = 1 << 20;

/// The steps spent computing the values of a position's coins, at most.
pub const VALUE_WORK: u64 = 100_000_000;

/// The steps spent listing the moves of a position (to a value, or for a board), at most.
pub const MOVE_WORK: u64 = 20_000_000;

/// A spawning game: its code, the name it is written with, where its coins start.
///
/// ```
/// use grundy::games::hidden::spawning::CoinLine;
/// let grunt = CoinLine::named("grunt").unwrap();
/// assert_eq!((grunt.token(), grunt.code().to_string()), ("grunt".to_string(), "4FS".to_string()));
/// let t = CoinLine::of_code("3e").unwrap();
/// assert_eq!(t.token(), "spawning(3E)");
/// assert_eq!(CoinLine::named("mock-turtles").unwrap().first_coin(), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CoinLine {
    code: SpawnCode,
    name: Option<&'static str>,
    first: u64,
}

impl CoinLine {
    /// The named game `name` ([`NAMED`]).
    pub fn named(name: &str) -> Option<CoinLine> {
        let &(name, code, first) = NAMED.iter().find(|(n, _, _)| *n == name)?;
        Some(CoinLine {
            code: SpawnCode::parse(code).ok()?,
            name: Some(name),
            first,
        })
    }

    /// `spawning(code)`, coins from 1.
    ///
    /// # Errors
    /// The code's [`CodeError`].
    pub fn of_code(code: &str) -> Result<CoinLine, CodeError> {
        Ok(CoinLine {
            code: SpawnCode::parse(code)?,
            name: None,
            first: 1,
        })
    }

    /// A named game (`turtles`, `grunt`) or a code in brackets (`spawning(3E)`), as the
    /// position language and Tartan products name it.
    ///
    /// # Errors
    /// A message for an unknown name or a bad code.
    pub fn from_token(token: &str) -> Result<CoinLine, Message> {
        let lower = token.trim().to_ascii_lowercase();
        if let Some(line) = CoinLine::named(&lower) {
            return Ok(line);
        }
        match lower
            .strip_prefix("spawning(")
            .and_then(|r| r.strip_suffix(')'))
        {
            Some(code) => CoinLine::of_code(code).map_err(|e| e.message()),
            None => Err(msg!(
                "parse-not-a-coin-game",
                known = NAMED.iter().map(|n| n.0).collect::<Vec<_>>().join(", ")
            )),
        }
    }

    /// The code.
    pub fn code(&self) -> &SpawnCode {
        &self.code
    }

    /// The number of the leftmost coin (0 for Mock Turtles, 1 otherwise).
    pub fn first_coin(&self) -> u64 {
        self.first
    }

    /// How the game is written: its name, or `spawning(CODE)` in standard form.
    pub fn token(&self) -> String {
        match self.name {
            Some(name) => name.to_string(),
            None => format!("spawning({})", self.code),
        }
    }

    /// The code's closed form, if any.
    pub fn closed_form(&self) -> Option<ClosedForm> {
        ClosedForm::of(&self.code)
    }

    /// Calls `visit` with every move (the coins turned, as written, ascending, the head
    /// last) of the head on `coin`; `false` when `visit` stopped it.
    pub fn for_each_move(&self, coin: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> bool {
        let n = self.inner(coin);
        let mut seen = std::collections::HashSet::new();
        let several = self.code.elements.len() > 1;
        let mut turned = Vec::new();
        for e in &self.code.elements {
            let going = e.for_each_set(n, &mut |set| {
                if several && !seen.insert(set.to_vec()) {
                    return true;
                }
                turned.clear();
                turned.extend(set.iter().map(|&c| self.outer(c)));
                turned.push(coin);
                visit(&turned)
            });
            if !going {
                return false;
            }
        }
        true
    }

    /// Every move of a head on `coin` (the coins turned, as written, ascending, the head
    /// last). Meant for small coins.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::CoinLine;
    /// let mock = CoinLine::named("mock-turtles").unwrap(); // coins from 0
    /// assert_eq!(mock.move_sets(1), vec![vec![1], vec![0, 1]]);
    /// ```
    pub fn move_sets(&self, coin: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        self.for_each_move(coin, &mut |t| {
            out.push(t.to_vec());
            true
        });
        out
    }

    /// How many moves a head on `coin` has, while at most `cap`; `None` beyond.
    pub fn count_moves(&self, coin: u64, cap: u64) -> Option<u64> {
        let mut count = 0u64;
        let going = self.for_each_move(coin, &mut |_| {
            count += 1;
            count <= cap
        });
        going.then_some(count)
    }

    /// The value of a head on `coin` (as written) from `values` ([`CoinLine::values_upto`]).
    pub fn value(&self, values: &Values, coin: u64) -> u64 {
        values.at(self.inner(coin))
    }

    /// The coin as the code numbers it (from 1).
    fn inner(&self, coin: u64) -> u64 {
        coin + 1 - self.first
    }

    /// The coin as written.
    fn outer(&self, inner: u64) -> u64 {
        inner + self.first - 1
    }

    /// The values of every coin up to `last` (written numbering), or why not: the
    /// closed form where there is one, else the values computed (shared, cached).
    ///
    /// # Errors
    /// A coin below the first, a head beyond [`MAX_HEAD`], values beyond the work of
    /// [`VALUE_WORK`] or [`values::MAX_VALUE_BITS`].
    pub fn values_upto(&self, last: u64) -> Result<Values, Message> {
        if let Some(form) = self.closed_form() {
            if form == ClosedForm::MockTurtles && last >= 1 << 62 {
                return Err(msg!("parse-coin-too-far-right", coin = last));
            }
            return Ok(Values::Closed(form));
        }
        if last > MAX_HEAD {
            return Err(msg!(
                "parse-coin-too-far-for",
                coin = last,
                game = self.token(),
                max = MAX_HEAD
            ));
        }
        cached_values(&self.code, self.inner(last)).map(Values::Table)
    }
}

/// The values of a line's coins: a closed form or a table `g(0..)` (coins from 1).
#[derive(Debug, Clone)]
pub enum Values {
    /// By the closed form.
    Closed(ClosedForm),
    /// Computed: `g(n)` at index `n`.
    Table(Arc<Vec<u64>>),
}

impl Values {
    /// `g(n)`, coin `n` from 1 (0 past the table or a 64-bit closed form).
    pub fn at(&self, n: u64) -> u64 {
        match self {
            Values::Closed(form) => form.value(n).unwrap_or(0),
            Values::Table(t) => t.get(n as usize).copied().unwrap_or(0),
        }
    }
}

/// The values computed so far for the last few codes.
static CACHE: Mutex<Vec<(SpawnCode, Arc<Vec<u64>>)>> = Mutex::new(Vec::new());

/// How many codes the cache keeps.
const CACHED_CODES: usize = 8;

/// `g(0..=n)` of `code`, from the cache or computed (within [`VALUE_WORK`]).
fn cached_values(code: &SpawnCode, n: u64) -> Result<Arc<Vec<u64>>, Message> {
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, v)) = cache.iter().find(|(c, v)| c == code && v.len() as u64 > n) {
        return Ok(v.clone());
    }
    let mut engine = SpawnValues::new(code.clone());
    engine.extend_to(n, VALUE_WORK).map_err(|e: ValueError| {
        msg!("parse-spawn-values", code = code.to_string()).with_message("reason", e.message())
    })?;
    let table = Arc::new(engine.values().to_vec());
    cache.retain(|(c, _)| c != code);
    if cache.len() >= CACHED_CODES {
        cache.remove(0);
    }
    cache.push((code.clone(), table.clone()));
    Ok(table)
}

/// A position of a spawning game: its heads (as written, ascending) and their values.
///
/// ```
/// use grundy::games::hidden::{spawning::Spawning, NimInDisguise};
/// let p = Spawning::new("grunt", vec![9, 12]).unwrap();
/// assert_eq!(p.nim_heaps(), vec![2, 2]); // Grunt: g(9) = g(12) = 2
/// assert_eq!(p.game_name(), "grunt");
/// ```
#[derive(Debug, Clone)]
pub struct Spawning {
    line: CoinLine,
    heads: Vec<u64>,
    values: Values,
}

impl PartialEq for Spawning {
    fn eq(&self, other: &Self) -> bool {
        self.line == other.line && self.heads == other.heads
    }
}

impl Eq for Spawning {}

impl Spawning {
    /// Heads on `heads` of the game written `token` (`grunt`, `spawning(3E)`).
    ///
    /// # Errors
    /// A message: an unknown game, a bad code, a coin listed twice or out of reach.
    pub fn new(token: &str, heads: Vec<u64>) -> Result<Spawning, Message> {
        let line = CoinLine::from_token(token)?;
        Spawning::on(line, heads).map_err(|(_, m)| m)
    }

    /// Heads on `heads` of `line`; an error names the offending coin.
    fn on(line: CoinLine, mut heads: Vec<u64>) -> Result<Spawning, (Option<u64>, Message)> {
        heads.sort_unstable();
        if let Some(&c) = heads.first().filter(|&&c| c < line.first) {
            return Err((
                Some(c),
                msg!("parse-coin-does-not-exist", coin = c, first = line.first),
            ));
        }
        if let Some(&[c, _]) = heads.windows(2).find(|w| w.first() == w.last()) {
            return Err((Some(c), msg!("parse-coin-twice", coin = c)));
        }
        let last = heads.last().copied().unwrap_or(line.first);
        let values = line.values_upto(last).map_err(|m| (Some(last), m))?;
        Ok(Spawning {
            line,
            heads,
            values,
        })
    }

    /// The game.
    pub fn line(&self) -> &CoinLine {
        &self.line
    }

    /// The heads, ascending.
    pub fn heads(&self) -> &[u64] {
        &self.heads
    }

    /// The value of a head on `coin` (as written).
    pub fn value_of(&self, coin: u64) -> u64 {
        self.values.at(self.line.inner(coin))
    }

    /// The closed-form row of [`coins`] (its numbering) for the three
    /// codes that have one.
    fn closed_row(&self) -> Option<(CoinRow, u64)> {
        let (rule, shift) = match self.line.closed_form()? {
            ClosedForm::Turtles => (CoinRule::TurningTurtles, 0),
            ClosedForm::Ruler => (CoinRule::Ruler, 0),
            // CoinRule numbers Mock Turtles from 0: coin n (from 1) is its n − 1.
            ClosedForm::MockTurtles => (CoinRule::MockTurtles, 1),
        };
        let inner: Vec<u64> = self
            .heads
            .iter()
            .map(|&h| self.line.inner(h) - shift)
            .collect();
        Some((CoinRow { rule, heads: inner }, shift))
    }

    /// Every move of every head, while at most `cap` of them; `None` beyond.
    fn all_sets(&self, cap: usize) -> Option<Vec<Vec<u64>>> {
        let mut out = Vec::new();
        for &h in &self.heads {
            let going = self.line.for_each_move(h, &mut |t| {
                out.push(t.to_vec());
                out.len() <= cap
            });
            if !going {
                return None;
            }
        }
        Some(out)
    }

    /// The number of moves to value `target` and the first `room`, as changes.
    fn first_moves_to(
        &self,
        target: u64,
        room: usize,
    ) -> Result<(u64, Vec<Vec<HeapChange>>), Refusal> {
        let s = self.nim_value() ^ target;
        if s == 0 {
            return Ok((0, Vec::new()));
        }
        if let Some((row, shift)) = self.closed_row() {
            let (count, moves) = row
                .moves_to_value_first(row.grundy_value() ^ s, room)
                .map_err(|e| {
                    Refusal::Failed(
                        crate::i18n::msg!("reason-of-game", game = self.line.token())
                            .with_message("why", crate::i18n::Message::said(&e)),
                    )
                })?;
            let changes = moves
                .iter()
                .map(|m| {
                    let turned: Vec<u64> = m.iter().map(|&c| self.line.outer(c + shift)).collect();
                    coin_changes(&self.heads, &turned)
                })
                .collect();
            return Ok((count, changes));
        }
        let mut count = 0u64;
        let mut work = 0u64;
        let mut out = Vec::new();
        for &h in &self.heads {
            let rest = self.value_of(h) ^ s;
            let going = self.line.for_each_move(h, &mut |turned| {
                work += turned.len() as u64;
                if work > MOVE_WORK {
                    return false;
                }
                let x = turned
                    .iter()
                    .rev()
                    .skip(1)
                    .fold(0, |a, &c| a ^ self.value_of(c));
                if x == rest {
                    count += 1;
                    if out.len() < room {
                        out.push(coin_changes(&self.heads, turned));
                    }
                }
                true
            });
            if !going {
                return Err(Refusal::TooLarge {
                    what: crate::i18n::msg!(
                        "reason-listing-moves-steps",
                        game = self.line.token(),
                        steps = work
                    ),
                    limit: MOVE_WORK,
                });
            }
        }
        Ok((count, out))
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let line = if head.name == "spawning" {
        let args = head.args_or("spawning(3E)")?;
        let code: Vec<&str> = args.iter().map(|a: &Arg| a.text.as_str()).collect();
        CoinLine::of_code(&code.join(",")).map_err(|e| match args.first() {
            Some(a) => a.error(e.message()),
            None => head.error(e.message()),
        })?
    } else {
        head.no_args()?;
        CoinLine::named(&head.name).ok_or_else(|| head.error(msg!("parse-not-a-spawning-game")))?
    };
    let heads = numbers(sizes)?;
    let game = Spawning::on(line, heads).map_err(|(coin, m)| match coin {
        Some(c) => error_at_value(head, sizes, c, m),
        None => head.error(m),
    })?;
    Ok(AnyComponent::new(game))
}

impl NimInDisguise for Spawning {
    fn game_name(&self) -> String {
        self.line.token()
    }

    fn numbers(&self) -> Vec<u64> {
        self.heads.clone()
    }

    /// The row of coins up to the last head (heads gold, tails silver), or the heads
    /// listed when the row is longer than `DRAWN_COINS` or its moves too many: a
    /// click on a head and on the coins to turn with it turns them.
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let items = self
            .heads
            .iter()
            .map(|&x| Piece::new(crate::i18n::t!(lang, "board-coin", coin = x), None))
            .collect();
        let board = Pieces::new_in(lang, "coin", "◉", items);
        let first = self.line.first;
        let last = self.heads.last().copied().unwrap_or(first);
        if last - first >= DRAWN_COINS {
            return board;
        }
        let Some(sets) = self.all_sets(MAX_PLAYS) else {
            return board;
        };
        let mut picture = Picture::in_lang(lang);
        let mut ids = HashMap::new();
        for x in first..=last {
            let heads = self.heads.binary_search(&x).is_ok();
            let (kind, side) = if heads {
                (Kind::Heads, "board-coin-heads")
            } else {
                (Kind::Tails, "board-coin-tails")
            };
            let at = row_place(x - first);
            ids.insert(
                x,
                add_coin(
                    &mut picture,
                    kind,
                    at,
                    crate::i18n::t!(lang, side, coin = x),
                    x,
                ),
            );
        }
        let runs = self.line.closed_form() == Some(ClosedForm::Ruler);
        let moves = sets
            .into_iter()
            .map(|set| {
                // A run of the ruler is named by its two ends; other moves by every coin.
                let select = match (runs, set.first(), set.last()) {
                    (true, Some(&a), Some(&b)) if set.len() > 2 => vec![a, b],
                    _ => set.clone(),
                };
                let changes = coin_changes(&self.heads, &set);
                (select, set, changes)
            })
            .collect();
        coin_plays(&mut picture, &ids, moves);
        let how = if runs {
            crate::i18n::t!(lang, "board-how-ruler")
        } else {
            crate::i18n::t!(lang, "board-how-spawning")
        };
        board.pictured(picture, &how)
    }

    fn principle(&self) -> crate::i18n::Message {
        use crate::i18n::msg;
        let token = self.line.token();
        match self.line.closed_form() {
            Some(ClosedForm::Turtles) => msg!("principle-turtles", token = token),
            Some(ClosedForm::MockTurtles) if self.line.first == 0 => {
                msg!("principle-mock-turtles-from-0", token = token)
            }
            Some(ClosedForm::MockTurtles) => msg!("principle-mock-turtles", token = token),
            Some(ClosedForm::Ruler) => msg!("principle-ruler", token = token),
            None => msg!("principle-spawning", code = self.line.code.to_string()),
        }
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.heads
            .iter()
            .map(|&x| ReductionRow {
                piece: crate::i18n::msg!("row-head-on-coin", coin = x),
                heap: self.value_of(x),
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        xor_all(self.heads.iter().map(|&x| self.value_of(x)))
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        self.first_moves_to(target, usize::MAX).map(|(_, m)| m)
    }

    fn count_moves_to(&self, target: u64, room: usize) -> super::Counted {
        counted(self.first_moves_to(target, room))
    }

    /// `grundy seq` lists `g(n)` of a lone head on coin `n` numbered from 1 as CGSuite
    /// numbers them (`values[0] = 0`, no coin; for `mock-turtles`, coin `n` is Winning
    /// Ways' coin `n − 1`).
    fn own_sequence(&self) -> Option<grundy_heap::sequence::SequenceRule> {
        Some(grundy_heap::sequence::SequenceRule::Own(
            grundy_heap::sequence::OwnRule::new(LineSequence(self.line.clone())),
        ))
    }
}

impl DisguisedRules for Spawning {
    fn with_state(&self, state: &[u64]) -> Self {
        Spawning {
            line: self.line.clone(),
            heads: state.to_vec(),
            values: self.values.clone(),
        }
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let mut out = Vec::new();
        for &h in &self.heads {
            self.line.for_each_move(h, &mut |turned| {
                out.push(coin_changes(&self.heads, turned));
                true
            });
        }
        out
    }

    /// Every move, head by head as [`DisguisedRules::all_moves`] lists them, without the
    /// list: `visit` bounds the walk.
    fn each_move(&self, _: f64, visit: &mut dyn FnMut(Vec<HeapChange>) -> bool) -> bool {
        let mut going = true;
        for &h in &self.heads {
            self.line.for_each_move(h, &mut |turned| {
                going = visit(coin_changes(&self.heads, turned));
                going
            });
            if !going {
                break;
            }
        }
        going
    }

    /// The first move found, from the last head down: no list of moves.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let mut found = None;
        for &h in self.heads.iter().rev() {
            self.line.for_each_move(h, &mut |turned| {
                found = Some(coin_changes(&self.heads, turned));
                false
            });
            if found.is_some() {
                break;
            }
        }
        found
    }

    fn has_one_move(&self) -> Option<bool> {
        // `one_move` looks at every head until one has a move.
        Some(self.one_move().is_some())
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        Spawning {
            line: self.line.clone(),
            heads: coins_after(&self.heads, changes),
            values: self.values.clone(),
        }
    }

    /// The branching counts the coins the moves turn, not only the moves (listing a
    /// ruler head on `x` costs `x²/2` coins), up to just past the move-list limit.
    fn size_bound(&self) -> SearchSize {
        let m = self.heads.last().map_or(0, |&h| self.line.inner(h));
        let cap = crate::component::notation::MOVE_LIST_LIMIT;
        let mut cost = 0f64;
        for &h in &self.heads {
            let going = self.line.for_each_move(h, &mut |t| {
                cost += t.len() as f64;
                cost <= cap
            });
            if !going {
                cost = cap * 2.0;
                break;
            }
        }
        SearchSize {
            states: 2f64.powf(m as f64 + 1.0),
            branching: cost,
        }
    }
}

impl DisguisedWords for Spawning {
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        turn_words_in(&turned_coins(changes), lang)
    }

    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        turning_nim_move(&self.heads, &turned_coins(changes), &|c| self.value_of(c))
    }
}

/// The values of a line's lone head, coin by coin, for `grundy seq`.
#[derive(Debug, Clone)]
struct LineSequence(CoinLine);

/// The steps a `grundy seq` stream may spend in all.
pub const SEQUENCE_WORK: u64 = 2_000_000_000;

impl grundy_heap::sequence::OwnValues for LineSequence {
    fn name(&self) -> String {
        self.0.token()
    }

    fn stream(&self) -> Box<dyn grundy_heap::sequence::ValueStream> {
        Box::new(match self.0.closed_form() {
            Some(form) => LineStream::Closed(form, 0),
            None => LineStream::Engine(Box::new(SpawnValues::new(self.0.code.clone())), true),
        })
    }
}

/// A stream of a line's values: a closed form (the next coin) or the engine (whether
/// `g(0)`, which it starts with, is still to come).
#[derive(Debug, Clone)]
enum LineStream {
    Closed(ClosedForm, u64),
    Engine(Box<SpawnValues>, bool),
}

impl grundy_heap::sequence::ValueStream for LineStream {
    fn next_value(&mut self) -> Result<u64, crate::i18n::Message> {
        match self {
            LineStream::Closed(form, n) => {
                let v = form.value(*n).ok_or_else(|| {
                    crate::i18n::msg!("parse-spawn-value-too-large", n = *n, bits = 64u64)
                })?;
                *n += 1;
                Ok(v)
            }
            LineStream::Engine(engine, fresh) => {
                if std::mem::take(fresh) {
                    return Ok(0);
                }
                engine.step(SEQUENCE_WORK).map_err(|e| e.message())
            }
        }
    }

    fn clone_box(&self) -> Box<dyn grundy_heap::sequence::ValueStream> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{afters, check_search, component, descriptions, play, winning};
    use grundy::parse_position;

    fn err(text: &str) -> grundy::ParseError {
        parse_position(text).unwrap_err()
    }

    #[test]
    fn values_moves_and_round_trips() {
        let text = "turtles 1 4 + mock-turtles 0 3 + ruler 3 4 6 + spawning(3E) 4 9 + grunt 7";
        assert_eq!(parse_position(text).unwrap().to_string(), text);
        assert_eq!(winning("turtles 1 4 7").0, 2);
        assert_eq!(
            descriptions("turtles 1 4 7"),
            ["turn over coins 5 and 7 (heap 7 → 5)"]
        );
        assert_eq!(afters("turtles 1 4 7"), ["turtles 1 4 5"]);
        assert_eq!(winning("mock-turtles 0 2 5").0, 1 ^ 4 ^ 11);
        assert_eq!(winning("ruler 3 4 6").0, 1 ^ 4 ^ 2);
        assert_eq!(afters("turtles 3"), ["turtles"]);
        assert_eq!(
            parse_position("spawning(4fs) 9").unwrap().to_string(),
            "spawning(4FS) 9"
        );
        assert_eq!(
            parse_position("spawning(1-3C(5)) 2").unwrap().to_string(),
            "spawning(1-3C(5)) 2"
        );
        assert_eq!(
            parse_position("spawning(1,3E) 2").unwrap().to_string(),
            "spawning(1,3E) 2"
        );
        // Triplets: a head alone cannot be turned; coins 1 and 2 are dead.
        assert_eq!(winning("triplets 1 2").0, 0);
        assert_eq!(winning("triplets 4").0, 2);
        assert_eq!(afters("triplets 4"), ["triplets 1 2"]);
        // Grunt is Grundy's game: a head on n is a heap of n − 1 (g(7) = G(6) = 1).
        assert_eq!(winning("grunt 7").0, 1);
    }

    #[test]
    fn parse_errors() {
        let e = err("turtles 0");
        assert_eq!((e.token.as_str(), e.column), ("0", 9));
        assert!(e.message.to_string().contains("numbered from 1"), "{e}");
        let e = err("ruler 3 3");
        assert_eq!(e.token, "3");
        assert!(e.message.to_string().contains("twice"), "{e}");
        let e = err("ruler(2) 3");
        assert_eq!(e.message.to_string(), "ruler takes no arguments");
        let e = err("mock-turtles 9223372036854775808");
        assert!(e.message.to_string().contains("too far right"), "{e}");
        let e = err("spawning(3X) 4");
        assert!(e.message.to_string().contains("'X'"), "{e}");
        let e = err("spawning 4");
        assert!(e.message.to_string().contains("spawning(3E)"), "{e}");
        let e = err("sym 2000000");
        assert!(e.message.to_string().contains("too far right"), "{e}");
        let e = err("sym 200");
        assert!(
            e.message.to_string().contains("steps") || e.message.to_string().contains("2^26"),
            "{e}"
        );
    }

    #[test]
    fn search_agrees_and_play() {
        for text in [
            "ruler 3 4 6",
            "mock-turtles 0 2 5",
            "turtles 1 4 7",
            "spawning(3E) 4 6 7",
            "grunt 6 8",
            "sym 3 5 6",
            "moidores 2 5 7",
            "triplet-fives 4 7 8",
            "ruler-fives 3 6 8",
            "mock-turtle-fives 2 6 8",
            "spawning(2-3F,1) 3 5 7",
        ] {
            check_search(text);
        }
        assert_eq!(play("turtles 1 4 7", "3 -> 5").unwrap(), "turtles 1 4 5");
        assert!(play("turtles 1 4 7", "3 -> 8").is_err());
        let b = component("turtles 1 4 7").pieces();
        assert_eq!(
            (b.noun.as_str(), b.items[2].label.as_str()),
            ("coin", "coin 7")
        );
    }
}
