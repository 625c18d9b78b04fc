//! `grundy misere …`: misère canonical forms (Conway, ONAG ch. 12; CGSuite's
//! `MisereCanonicalGame`) of positions or of forms written in CGSuite's notation — a
//! form with its facts, its predicates, its parts and partitions into primes, and the
//! distinguisher, link and difference of two forms. A thin front end: the library's `MisereStore` decides, this file reads the
//! games and lays the answers out.

use crate::lang::tr;
use crate::render;
use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use grundy::analysis::{
    misere_form_in, MisereCanonical, MAX_CANONICAL_FORMS, MAX_CANONICAL_POSITIONS,
};
use grundy::misere::canonical::{GameId, MisereStore, Predicates};
use grundy::{Cancel, Outcome};
use serde::Serialize;
use std::io::Write;

/// The arguments of `grundy misere`.
#[derive(Debug, Args)]
pub struct MisereArgs {
    #[command(subcommand)]
    command: MisereCommand,
}

#[derive(Debug, Subcommand)]
enum MisereCommand {
    /// The misère canonical form of a game: its options, mate, birthday, outcomes, nim
    /// values and genus.
    Canonical(OneGame),
    /// The predicates of a game's canonical form, as CGSuite names them (IsTame,
    /// IsGenerallyTame, IsTameable, IsRestive, IsRestless, IsExtraverted, IsIntroverted,
    /// IsEven, IsOdd, IsNimHeap, IsPrime), with the form's facts.
    Predicates(OneGame),
    /// The proper parts of a game's canonical form (CGSuite's Parts: every even H, not 0
    /// and not the form's even part, with G = H + K), whether it is prime, and every way of
    /// writing it as a sum of primes (CGSuite's Partitions).
    Parts(OneGame),
    /// A game X that tells G and H apart: G + X is a misère P-position, H + X is not.
    Distinguisher(TwoGames),
    /// Whether G and H are linked: a game T with G + T and H + T both misère P-positions.
    Link(TwoGames),
    /// G − H (CGSuite's MisereMinus): the game X with H + X = G, when there is one.
    Difference(TwoGames),
}

#[derive(Debug, Args)]
struct OneGame {
    /// A game: a position in the position language ("kayles 4 + nim 2") or a form in
    /// CGSuite's notation (`*[2#0]`).
    #[arg(value_name = "G")]
    game: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
struct TwoGames {
    /// The first game: a position ("kayles 4") or a form in CGSuite's notation (`*[2#0]`).
    #[arg(value_name = "G")]
    g: String,
    /// The second game, written the same way.
    #[arg(value_name = "H")]
    h: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// What `grundy misere canonical` says of a form (and `predicates` with its predicates).
#[derive(Debug, Serialize)]
struct Facts {
    /// The game as written.
    game: String,
    form: String,
    options: Vec<String>,
    mate: String,
    birthday: u32,
    even: bool,
    misere_outcome: Outcome,
    normal_outcome: Outcome,
    misere_nim_value: u32,
    normal_nim_value: u32,
    genus: String,
    /// The positions searched (0 for a form written in CGSuite's notation).
    positions: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    predicates: Option<Predicates>,
}

/// What `grundy misere parts` says of a form.
#[derive(Debug, Serialize)]
struct PartsAnswer {
    /// The game as written.
    game: String,
    form: String,
    /// CGSuite's `IsPrime`.
    prime: bool,
    /// CGSuite's `Parts`, smallest first.
    parts: Vec<String>,
    /// CGSuite's `Partitions`: each a list of primes (with `*[1]` last for an odd form).
    partitions: Vec<Vec<String>>,
}

/// The answer about two forms.
#[derive(Debug, Serialize)]
struct Pair {
    g: String,
    h: String,
    /// Whether G and H are misère-equivalent (the same form).
    equal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    distinguisher: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    linked: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    link: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    difference: Option<Option<String>>,
}

/// Reads a game: a form in CGSuite's notation when it starts with `*` (`*[2#0]`, and the
/// nim heaps `*`, `*2`, `*12` as CGSuite writes them), else a position; its form in
/// `store`, with the positions searched.
fn read_game(text: &str, store: &mut MisereStore, cancel: &Cancel) -> Result<(GameId, usize)> {
    let t = text.trim();
    if t.starts_with('*') {
        return Ok((store.parse(t)?, 0));
    }
    let position = crate::input::parse_position(t)
        .with_context(|| tr!("cli-in-position", position = format!("{t:?}")))?;
    Ok(misere_form_in(
        &position,
        store,
        MAX_CANONICAL_POSITIONS,
        cancel,
    )?)
}

/// Runs `grundy misere`.
pub fn run(args: MisereArgs) -> Result<u8> {
    let cancel = Cancel::new();
    {
        let c = cancel.clone();
        // A second handler cannot be installed (tests run commands in-process): ignore.
        let _ = ctrlc::set_handler(move || c.cancel());
    }
    let mut store = MisereStore::with_limit(MAX_CANONICAL_FORMS);
    let mut out = std::io::stdout().lock();
    match args.command {
        MisereCommand::Canonical(a) => one(&mut out, &a, false, &mut store, &cancel),
        MisereCommand::Predicates(a) => one(&mut out, &a, true, &mut store, &cancel),
        MisereCommand::Parts(a) => parts(&mut out, &a, &mut store, &cancel),
        MisereCommand::Distinguisher(a) => {
            two(&mut out, &a, Kind::Distinguisher, &mut store, &cancel)
        }
        MisereCommand::Link(a) => two(&mut out, &a, Kind::Link, &mut store, &cancel),
        MisereCommand::Difference(a) => two(&mut out, &a, Kind::Difference, &mut store, &cancel),
    }
}

fn facts(
    game: &str,
    store: &mut MisereStore,
    cancel: &Cancel,
    with_predicates: bool,
) -> Result<Facts> {
    let (g, positions) = read_game(game, store, cancel)?;
    let options = store
        .options_in_order(g)?
        .into_iter()
        .map(|o| store.notation(o))
        .collect::<Result<Vec<_>, _>>()?;
    let mate = store.mate(g)?;
    let predicates = if with_predicates {
        Some(store.predicates(g)?)
    } else {
        None
    };
    Ok(Facts {
        game: game.trim().to_string(),
        form: store.notation(g)?,
        options,
        mate: store.notation(mate)?,
        birthday: store.birthday(g),
        even: store.is_even(g)?,
        misere_outcome: store.misere_outcome(g),
        normal_outcome: if store.normal_nim_value(g) == 0 {
            Outcome::P
        } else {
            Outcome::N
        },
        misere_nim_value: store.misere_nim_value(g),
        normal_nim_value: store.normal_nim_value(g),
        genus: store.genus(g).to_string(),
        positions,
        predicates,
    })
}

fn one(
    out: &mut impl Write,
    a: &OneGame,
    with_predicates: bool,
    store: &mut MisereStore,
    cancel: &Cancel,
) -> Result<u8> {
    let f = facts(&a.game, store, cancel, with_predicates)?;
    if a.json {
        serde_json::to_writer_pretty(&mut *out, &f)?;
        writeln!(out)?;
        return Ok(0);
    }
    // The form's facts in the library's words (as `analyze --misere --canonical`).
    let words = MisereCanonical {
        form: f.form.clone(),
        options: f.options.clone(),
        mate: f.mate.clone(),
        birthday: f.birthday,
        outcome: f.misere_outcome,
        misere_nim_value: f.misere_nim_value,
        normal_nim_value: f.normal_nim_value,
        even: f.even,
        positions: f.positions,
    };
    let mut e = words.explain_in(crate::lang::current());
    if f.positions == 0 {
        // Nothing was searched: the form was written down.
        e.conclusion.pop();
    }
    e.paragraphs
        .push(tr!("cmd-misere-genus", genus = f.genus.clone()));
    e.paragraphs.push(tr!(if f.normal_outcome == Outcome::P {
        "cmd-misere-normal-p"
    } else {
        "cmd-misere-normal-n"
    }));
    render::explanation(&mut *out, &e, render::Paint(false))?;
    if let Some(p) = f.predicates {
        let yes = |b: bool| tr!(if b { "word-yes" } else { "word-no" });
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            tr!("cmd-misere-predicates", form = f.form.clone())
        )?;
        for (name, value) in [
            ("IsTame", p.tame),
            ("IsGenerallyTame", p.generally_tame),
            ("IsTameable", p.tameable),
            ("IsHalfTame", p.half_tame),
            ("IsRestive", p.restive),
            ("IsRestless", p.restless),
            ("IsExtraverted", p.extraverted),
            ("IsIntroverted", p.introverted),
            ("IsEven", p.even),
            ("IsOdd", !p.even),
            ("IsNimHeap", p.nim_heap),
            ("IsPrime", p.prime),
        ] {
            writeln!(out, "  {name:<16} {}", yes(value))?;
        }
    }
    Ok(0)
}

fn parts(
    out: &mut impl Write,
    a: &OneGame,
    store: &mut MisereStore,
    cancel: &Cancel,
) -> Result<u8> {
    let (g, _) = read_game(&a.game, store, cancel)?;
    let names = |store: &mut MisereStore, v: Vec<GameId>| -> Result<Vec<String>> {
        Ok(v.into_iter()
            .map(|x| store.notation(x))
            .collect::<Result<Vec<_>, _>>()?)
    };
    let prime = store.is_prime(g)?;
    let list = store.parts(g)?;
    let parts = names(store, list)?;
    let mut partitions = Vec::new();
    for p in store.partitions(g)? {
        partitions.push(names(store, p)?);
    }
    let answer = PartsAnswer {
        game: a.game.trim().to_string(),
        form: store.notation(g)?,
        prime,
        parts,
        partitions,
    };
    if a.json {
        serde_json::to_writer_pretty(&mut *out, &answer)?;
        writeln!(out)?;
        return Ok(0);
    }
    let form = answer.form.clone();
    writeln!(out, "G = {form}")?;
    let line = if prime {
        tr!("cmd-misere-prime", form = form.clone())
    } else if store.is_unit(g)? {
        tr!("cmd-misere-unit", form = form.clone())
    } else {
        tr!("cmd-misere-composite", form = form.clone())
    };
    writeln!(out, "{line}")?;
    if !answer.parts.is_empty() {
        writeln!(
            out,
            "{}",
            tr!("cmd-misere-parts", count = answer.parts.len())
        )?;
        for p in &answer.parts {
            writeln!(out, "  {p}")?;
        }
    }
    writeln!(
        out,
        "{}",
        tr!("cmd-misere-partitions", count = answer.partitions.len())
    )?;
    for p in &answer.partitions {
        let sum = if p.is_empty() {
            "*[0]".to_string()
        } else {
            p.join(" + ")
        };
        writeln!(out, "  {form} = {sum}")?;
    }
    Ok(0)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Distinguisher,
    Link,
    Difference,
}

fn two(
    out: &mut impl Write,
    a: &TwoGames,
    kind: Kind,
    store: &mut MisereStore,
    cancel: &Cancel,
) -> Result<u8> {
    let (g, _) = read_game(&a.g, store, cancel)?;
    let (h, _) = read_game(&a.h, store, cancel)?;
    let name = |store: &mut MisereStore, x: Option<GameId>| -> Result<Option<String>> {
        Ok(match x {
            Some(x) => Some(store.notation(x)?),
            None => None,
        })
    };
    let mut pair = Pair {
        g: store.notation(g)?,
        h: store.notation(h)?,
        equal: g == h,
        distinguisher: None,
        linked: None,
        link: None,
        difference: None,
    };
    match kind {
        Kind::Distinguisher => {
            let d = store.distinguisher(g, h)?;
            pair.distinguisher = Some(name(store, d)?);
        }
        Kind::Link => {
            let t = store.link(g, h)?;
            pair.linked = Some(store.is_linked(g, h));
            pair.link = Some(name(store, t)?);
        }
        Kind::Difference => {
            let d = store.difference(g, h)?;
            pair.difference = Some(name(store, d)?);
        }
    }
    if a.json {
        serde_json::to_writer_pretty(&mut *out, &pair)?;
        writeln!(out)?;
        return Ok(0);
    }
    let (gs, hs) = (pair.g.clone(), pair.h.clone());
    writeln!(out, "G = {gs}")?;
    writeln!(out, "H = {hs}")?;
    let line = match kind {
        Kind::Distinguisher => match pair.distinguisher.flatten() {
            Some(x) => tr!("cmd-misere-distinguisher", x = x),
            None => tr!("cmd-misere-equal"),
        },
        Kind::Link => match pair.link.flatten() {
            Some(t) => tr!("cmd-misere-linked", t = t),
            None => tr!("cmd-misere-not-linked"),
        },
        Kind::Difference => match pair.difference.flatten() {
            Some(x) => tr!("cmd-misere-difference", x = x),
            None => tr!("cmd-misere-no-difference"),
        },
    };
    writeln!(out, "{line}")?;
    Ok(0)
}
