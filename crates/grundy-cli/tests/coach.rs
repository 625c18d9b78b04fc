//! `grundy play --coach` and `grundy exercise` through a pipe: the coach's verdict and
//! reasons, the computer's reason on request (`why`), exercises answered from stdin
//! with the score, and the printable worksheet (the same seed, the same file).

use assert_cmd::Command;
use predicates::prelude::*;

fn grundy() -> Command {
    Command::cargo_bin("grundy").unwrap()
}

#[test]
fn the_coach_says_when_a_move_throws_the_win_away_and_why() {
    // 3 4 5, take 1 from heap 1: 2 4 5 (nim-sum 3); then ask why the computer replied.
    let out = grundy()
        .args(["play", "--coach", "3 4 5"])
        .write_stdin("1 1\nwhy\nq\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    for want in [
        "Coach: Your move threw the win away.",
        "the nim-sum is 3 (binary 011), not 0",
        "heap 1 carried it",
        "it had to become 3 ⊕ 2 = 1, not 2",
        "take 2 from heap 1 (3 → 1) → 1 4 5",
        "Why the computer played take 1 from heap 1 (2 → 1)",
        "After it the nim-sum is 0 (000)",
    ] {
        assert!(out.contains(want), "missing {want:?} in:\n{out}");
    }
    // A good move gets one line; without --coach, no coach at all.
    grundy()
        .args(["play", "--coach", "3 4 5"])
        .write_stdin("1 2\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Coach: Your move kept the win."));
    grundy()
        .args(["play", "3 4 5"])
        .write_stdin("1 1\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Coach:").not());
    // Misère Nim: Nim's rule into the endgame.
    grundy()
        .args(["play", "--coach", "--misere", "1 1 3"])
        .write_stdin("3 3\nq\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "following Nim's rule into the misère endgame",
        ));
}

#[test]
fn exercises_are_answered_through_a_pipe() {
    // Seed 2026, level 1: "3 1 2" (P) and "2 5" (N: take 3 from heap 2).
    grundy()
        .args(["exercise", "--level", "1", "--seed", "2026", "--count", "2"])
        .write_stdin("P\n9 9\n2 3\n")
        .assert()
        .success()
        .stdout(
            predicate::str::contains("1. 3 1 2 — find a winning move, or answer P.")
                .and(predicate::str::contains("Right: it is a P-position."))
                .and(predicate::str::contains("Refused:"))
                .and(predicate::str::contains(
                    "Right: take 3 from heap 2 (5 → 2) wins.",
                ))
                .and(predicate::str::contains("Score: 2 of 2.")),
        );
    // A wrong answer is explained, with the common mistake.
    grundy()
        .args(["exercise", "--level", "1", "--seed", "2026", "--count", "2"])
        .write_stdin("3 1\n1 1\n")
        .assert()
        .success()
        .stdout(
            predicate::str::contains("confusing P- and N-positions")
                .and(predicate::str::contains("Score: 0 of 2.")),
        );
}

#[test]
fn a_worksheet_with_its_answer_key_is_the_same_for_the_same_seed() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str| {
        let path = dir.path().join(name);
        grundy()
            .args([
                "exercise", "--level", "4", "--seed", "9", "--count", "6", "--sheet",
            ])
            .arg(&path)
            .assert()
            .success()
            .stdout(predicate::str::contains("Wrote 6 exercises"));
        std::fs::read_to_string(path).unwrap()
    };
    let a = write("a.html");
    assert_eq!(a, write("b.html"));
    assert!(a.contains("Answer key"), "{a}");
    assert!(a.contains("Seed 9"), "{a}");
    assert_eq!(a.matches("<li>").count(), 12, "{a}"); // 6 questions, 6 answers
                                                      // Bad requests: exit code 2 with the reason.
    grundy().args(["exercise", "--level", "6"]).assert().code(2);
    grundy()
        .args(["exercise", "--game", "wythoff"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "exercises on `wythoff` cannot be made",
        ));
}

#[test]
fn a_coached_game_and_exercises_speak_korean() {
    // The same game as above, in Korean: the status, the coach, the computer's reason.
    let out = grundy()
        .args(["--lang", "ko", "play", "--coach", "3 4 5"])
        .write_stdin("1 1\nwhy\nm\nu\nq\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    for want in [
        "위치: 3 4 5",
        "당신의 차례입니다",
        "코치: 당신의 수는 승리를 놓쳤습니다.",
        "님 합은 0이 아니라 3(이진수 011)입니다",
        "컴퓨터가",
        "물렀습니다.",
        "안녕히 가세요.",
    ] {
        assert!(out.contains(want), "missing {want:?} in:\n{out}");
    }
    for english in [
        "Your move",
        "Coach:",
        "nim-sum",
        "Why the computer",
        "take ",
        "Undone",
    ] {
        assert!(
            !out.contains(english),
            "English {english:?} left in:\n{out}"
        );
    }
    // Exercises: the question, the feedback, the score.
    let out = grundy()
        .args([
            "--lang", "ko", "exercise", "--level", "1", "--seed", "2026", "--count", "2",
        ])
        .write_stdin("P\n9 9\n2 3\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    for want in [
        "연습 문제 — 1단계: 작은 무더기 두세 개 (nim)",
        "1. 3 1 2 — 이기는 수를 찾거나 P라고 답하세요.",
        "정답: P-위치입니다.",
        "거부됨:",
        "점수: 2문제 중 2문제.",
    ] {
        assert!(out.contains(want), "missing {want:?} in:\n{out}");
    }
    for english in [
        "Right:",
        "Score:",
        "Your answer",
        "find a winning move",
        "take ",
    ] {
        assert!(
            !out.contains(english),
            "English {english:?} left in:\n{out}"
        );
    }
}
