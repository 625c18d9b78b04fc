//! Every game, one folder each, and the registry: [`GAMES`], one line per game.
//!
//! A game's folder holds its type (which implements [`Component`](crate::component::Component)),
//! its `SPEC` (names, syntax, example, one line about it, how to parse it) and its tests.
//! Adding a game is adding a folder and a line here; nothing else in the library, the CLI
//! or the web server changes.

pub mod arc_kayles;
pub mod chomp;
pub mod compound;
pub mod cram;
pub mod formula;
pub mod geography;
pub mod graph;
pub mod heap;
pub mod hidden;
pub mod moore;
pub mod nim;
pub mod node_kayles;
pub mod registry;
pub mod subtraction;
pub mod take_away;
pub mod wythoff;

use crate::component::GameSpec;

/// Every game of the position language, in the order `--help` and the README list them.
pub static GAMES: &[&GameSpec] = &[
    &nim::SPEC,
    &moore::SPEC,
    &subtraction::SUB,
    &subtraction::BOUNDED,
    &subtraction::ALL_BUT,
    &heap::SPEC,
    &graph::SPEC,
    &hidden::strip::SPEC,
    &hidden::strip::NO_JUMP,
    &hidden::staircase::SPEC,
    &hidden::spawning::SPEC,
    &hidden::caterpillar::SPEC,
    &hidden::chocolate::SPEC,
    &hidden::hackenbush::SPEC,
    &hidden::lines::SPEC,
    &wythoff::SPEC,
    &take_away::TAKE_AWAY,
    &take_away::FIBONACCI,
    &take_away::MEM,
    &hidden::poker::SPEC,
    &hidden::tartan::SPEC,
    &node_kayles::SPEC,
    &arc_kayles::SPEC,
    &cram::SPEC,
    &compound::CONJUNCTIVE,
    &compound::SELECTIVE,
    &compound::ORDINAL,
    // New games go last: the web's golden corpus pairs each game with the next one, so a
    // game put in between would drop recorded cases of the games around it.
    &chomp::SPEC,
    &geography::SPEC,
    &formula::SPEC,
    &compound::CONWAY_PRODUCT,
    &compound::ORDINAL_PRODUCT,
];
