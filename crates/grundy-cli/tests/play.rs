//! `grundy play` in its plain-line face (piped stdin): whole games against the computer,
//! hints, undo, illegal moves refused without ending the game.

use assert_cmd::Command;
use predicates::prelude::*;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};

/// Plays a whole game through `grundy play ARGS` (in `dir`): `mover(position)` gives the
/// human's move at each "Your move" prompt; returns the transcript.
fn play_with(args: &[&str], dir: &std::path::Path, mover: impl Fn(&str) -> String) -> String {
    let mut child = Process::new(assert_cmd::cargo::cargo_bin("grundy"))
        .arg("play")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let reader = BufReader::new(child.stdout.take().unwrap());
    let mut transcript = String::new();
    let mut position = String::new();
    for line in reader.lines() {
        let line = line.unwrap();
        transcript.push_str(&line);
        transcript.push('\n');
        if let Some(p) = line.strip_prefix("Position: ") {
            position = p.split("   (").next().unwrap().to_string();
        }
        if line.starts_with("Game over") {
            writeln!(stdin, "q").unwrap();
            break;
        }
        if line.starts_with("Your move") {
            writeln!(stdin, "{}", mover(&position)).unwrap();
        }
        assert!(
            transcript.len() < 1_000_000,
            "{args:?}: the game does not end"
        );
    }
    drop(stdin);
    assert!(child.wait().unwrap().success(), "{args:?}: {transcript}");
    transcript
}

/// Plays a whole game as a naive human (take one from the first non-empty heap) and
/// returns the transcript.
fn play_out(args: &[&str]) -> String {
    play_with(args, std::path::Path::new("."), |position| {
        let sizes: Vec<u64> = position
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        let heap = sizes.iter().position(|&s| s > 0).unwrap() + 1;
        format!("{heap} 1")
    })
}

#[test]
fn the_computer_wins_from_a_winning_start() {
    let t = play_out(&["3 4 5", "--first", "computer"]);
    assert!(t.contains("Computer: take 2 from heap 1 (3 → 1)"), "{t}");
    assert!(t.ends_with("Game over: the computer wins.\n"), "{t}");
}

#[test]
fn the_computer_wins_misere_kayles_and_a_sum() {
    let t = play_out(&["kayles 5 3", "--misere", "--first", "computer"]);
    assert!(t.contains("Game over: the computer wins."), "{t}");
    let t = play_out(&["1 2 3"]); // a P-position: the human moves first and loses
    assert!(t.contains("Game over: the computer wins."), "{t}");
}

#[test]
fn hints_undo_and_illegal_moves() {
    Command::cargo_bin("grundy")
        .unwrap()
        .args(["play", "3 4 5"])
        .write_stdin("3 9\nfoo\nh\n1 2\nu\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Refused: illegal move: heap 3 has only 5",
        ))
        .stdout(predicate::str::contains(
            "Refused: cannot read the move \"foo\"",
        ))
        .stdout(predicate::str::contains("Winning moves (1):"))
        .stdout(predicate::str::contains("You: take 2 from heap 1 (3 → 1)"))
        .stdout(predicate::str::contains("Undone."))
        .stdout(predicate::str::contains("Bye."));
}

#[test]
fn undo_takes_back_a_whole_exchange_but_not_the_computers_opening() {
    Command::cargo_bin("grundy")
        .unwrap()
        .args(["play", "3 4 5", "--first", "computer"])
        .write_stdin("u\n2 1\nu\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Nothing to undo.\nPosition: 1 4 5   (normal play: whoever makes the last move wins)\nYour move",
        ))
        .stdout(predicate::str::contains("You: take 1 from heap 2 (4 → 3)"))
        .stdout(predicate::str::contains(
            "Undone.\nPosition: 1 4 5   (normal play: whoever makes the last move wins)\nYour move",
        ))
        .stdout(predicate::str::contains("Bye."));
}

#[test]
fn a_losing_computer_says_so() {
    Command::cargo_bin("grundy")
        .unwrap()
        .args(["play", "2 2", "--first", "computer"])
        .write_stdin("q\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("the computer is losing"));
}

#[test]
fn a_bad_position_is_refused() {
    Command::cargo_bin("grundy")
        .unwrap()
        .args(["play", "3 x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("\"x\" at column 3"));
}

/// Every game of the registry (its example, and every extra example), played to the end
/// in the terminal: the computer answers every move, and the game ends with a winner.
#[test]
fn every_registered_game_plays_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    // The file `graph(FILE)` examples name: a small DAG.
    let edges = "0 1\n1 2\n0 3\n3 4\n2 4\n4 5\n";
    std::fs::write(dir.path().join("edges.txt"), edges).unwrap();
    let mut played = 0;
    for spec in grundy::games::GAMES {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|(e, _)| *e));
        for example in examples {
            if grundy::parse_position(example).is_err() && !example.contains("graph(") {
                continue;
            }
            let t = play_with(&[example], dir.path(), |_| "#1".to_string());
            assert!(
                t.contains("Game over: the computer wins.") || t.contains("Game over: you win"),
                "{example}: {t}"
            );
            assert!(!t.contains("panicked"), "{example}: {t}");
            assert!(t.contains("You: "), "{example}: {t}");
            played += 1;
        }
    }
    assert!(played > grundy::games::GAMES.len(), "{played} games played");
}
