//! The language of what `grundy` writes: `--lang en|ko|ru|vi`, else the POSIX locale
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. The words themselves are the
//! library's catalogues (`grundy::i18n`); this module only chooses and reads the
//! environment.

use grundy::{Lang, ParseError};
use std::ffi::OsString;
use std::sync::OnceLock;

static CHOSEN: OnceLock<Lang> = OnceLock::new();

/// The language of the locale variables, English when they name none of ours.
fn from_environment() -> Lang {
    let var = |name| std::env::var(name).ok();
    Lang::from_environment(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    )
    .unwrap_or_default()
}

/// Chooses the language for this run: the flag when given, else the environment.
pub fn choose(flag: Option<Lang>) -> Lang {
    let lang = flag.unwrap_or_else(from_environment);
    CHOSEN.get_or_init(|| lang);
    lang
}

/// The language chosen (the environment's before [`choose`]).
pub fn current() -> Lang {
    CHOSEN.get().copied().unwrap_or_else(from_environment)
}

/// Message `id` of the catalogue in the current language.
pub fn text(id: &str, args: &[(&str, grundy::i18n::Arg)]) -> String {
    grundy::i18n::message(current(), id, args)
}

/// An error and its causes in one line, as `{e:#}` writes them, each cause the library
/// can say in `lang` said so: a position that does not parse, and every error of the
/// library ([`grundy::i18n::errors::localized`]). A library error's sentence already
/// holds the errors it wraps, so the causes under it are not repeated.
pub fn error_line(e: &anyhow::Error, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    for cause in e.chain() {
        if let Some(p) = cause.downcast_ref::<ParseError>() {
            parts.push(grundy::i18n::errors::parse_error_in(p, lang));
        } else if let Some(l) = grundy::i18n::errors::localized(cause) {
            parts.push(l.message_in(lang));
            break;
        } else {
            parts.push(cause.to_string());
        }
    }
    parts.join(": ").replace('\n', " ")
}

/// Takes the valid `--lang X` / `--lang=X` out of the command line (before a `--`), so that
/// the language is known before clap reads the rest — its help texts are then written in
/// that language — and so that the flag works before and after a subcommand
/// (`grundy --lang ko analyze "3 4 5"`, `grundy analyze "3 4 5" --lang ko`). A value that
/// names none of the languages stays, for clap to refuse with its list. The last valid
/// flag wins.
pub fn take_flag(args: Vec<OsString>) -> (Vec<OsString>, Option<Lang>) {
    let mut kept = Vec::with_capacity(args.len());
    let mut chosen = None;
    let mut rest = args.into_iter();
    // The program's name is never a flag.
    if let Some(first) = rest.next() {
        kept.push(first);
    }
    while let Some(arg) = rest.next() {
        if arg == "--" {
            kept.push(arg);
            kept.extend(rest);
            break;
        }
        if arg == "--lang" {
            match rest.next() {
                Some(value) => match value.to_str().and_then(valid) {
                    Some(lang) => chosen = Some(lang),
                    None => kept.extend([arg, value]),
                },
                None => kept.push(arg),
            }
            continue;
        }
        match arg
            .to_str()
            .and_then(|a| a.strip_prefix("--lang="))
            .and_then(valid)
        {
            Some(lang) => chosen = Some(lang),
            None => kept.push(arg),
        }
    }
    (kept, chosen)
}

/// A value `--lang` accepts: exactly one of the codes (as clap's value parser does).
fn valid(value: &str) -> Option<Lang> {
    Lang::ALL.into_iter().find(|l| l.code() == value)
}

/// The message `id` of the catalogue in `lang` when the English catalogue has it.
fn optional(lang: Lang, id: &str) -> Option<String> {
    grundy::i18n::has_message(Lang::En, id).then(|| grundy::i18n::message(lang, id, &[]))
}

/// The catalogue id of a subcommand's description: `cli-about`, `cli-about-seq`,
/// `cli-about-graph-solve` (`path` is the subcommands' names from the top). The
/// `help` subcommand's own subcommands (`grundy help graph solve`) are the real ones'.
pub fn about_id(path: &[String]) -> String {
    if path.last().is_some_and(|s| s == "help") {
        return "cli-about-help".to_string();
    }
    let real: Vec<&str> = path
        .iter()
        .map(String::as_str)
        .filter(|s| *s != "help")
        .collect();
    if real.is_empty() {
        "cli-about".to_string()
    } else {
        format!("cli-about-{}", real.join("-"))
    }
}

/// The catalogue ids of an argument's help, the first one the catalogue has being used:
/// `cli-arg-seq-upto` for `--upto` of `grundy seq`, else `cli-arg-upto` (an argument
/// with the same meaning everywhere: `--help`, `--lang`, `--json`).
pub fn arg_ids(path: &[String], arg: &str) -> [String; 2] {
    let arg = arg.replace('_', "-");
    let own = if path.is_empty() {
        format!("cli-arg-{arg}")
    } else {
        format!("cli-arg-{}-{arg}", path.join("-"))
    };
    [own, format!("cli-arg-{arg}")]
}

/// The command line's help in `lang`: every subcommand's description and every
/// argument's help from the catalogue (`cli-about-…`, `cli-arg-…` of `cli.ftl`), and
/// in a language other than English the headings clap writes ("Usage:", "Options:",
/// "Arguments:", "Commands:") too. The command is built first, so that the arguments
/// clap adds itself (`--help`, `--version`, the `help` subcommand) and the global ones
/// copied into each subcommand are there to be translated.
pub fn localize(mut command: clap::Command, lang: Lang) -> clap::Command {
    command.build();
    localize_command(command, &[], lang)
}

fn localize_command(mut command: clap::Command, path: &[String], lang: Lang) -> clap::Command {
    if let Some(about) = optional(lang, &about_id(path)) {
        command = command.about(about).long_about(None);
    }
    let headings = (lang != Lang::En).then(|| {
        (
            grundy::i18n::message(lang, "cli-heading-arguments", &[]),
            grundy::i18n::message(lang, "cli-heading-options", &[]),
            grundy::i18n::message(lang, "cli-heading-limits", &[]),
        )
    });
    command = command.mut_args(|arg| {
        let [own, shared] = arg_ids(path, arg.get_id().as_str());
        let mut arg = match optional(lang, &own).or_else(|| optional(lang, &shared)) {
            Some(help) => arg.help(help).long_help(None),
            None => arg,
        };
        if let Some((arguments, options, limits)) = &headings {
            let heading = match arg.get_help_heading() {
                None if arg.is_positional() => arguments.clone(),
                None => options.clone(),
                Some(_) => limits.clone(),
            };
            arg = arg.help_heading(heading);
        }
        arg
    });
    if lang != Lang::En {
        let usage = grundy::i18n::message(lang, "cli-heading-usage", &[]);
        command = command
            .help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
            ))
            .subcommand_help_heading(grundy::i18n::message(lang, "cli-heading-commands", &[]));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let mut sub = path.to_vec();
        sub.push(name.clone());
        command = command.mut_subcommand(&name, |c| localize_command(c, &sub, lang));
    }
    command
}
