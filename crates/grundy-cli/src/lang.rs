//! The language of what `grundy` writes: `--lang en|ko|ru|vi`, else the POSIX locale
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. The words themselves are the
//! library's catalogues (`grundy::i18n`); this module only chooses and reads the
//! environment.

use grundy::Lang;
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

/// Message `id` of the catalogue in the current language, with its arguments written
/// tersely: `tr!("cmd-wrote", file = path)`.
macro_rules! tr {
    ($id:expr_2021) => {
        $crate::lang::text($id, &[])
    };
    ($id:expr_2021, $($name:ident = $value:expr_2021),+ $(,)?) => {
        $crate::lang::text($id, &[$((stringify!($name), grundy::i18n::Arg::from($value))),+])
    };
}
pub(crate) use tr;

/// A file's name as the messages show it (`Path::display`, owned).
pub fn shown(path: &std::path::Path) -> String {
    path.display().to_string()
}

/// An indicatif progress bar's template with its words in the current language:
/// `{spinner} {msg} [{bar:40}] {human_pos}/{human_len} values, {per_sec}, ETA {eta}`, the
/// unit (`values`, …) the catalogue's message `unit`, then `suffix` (a message id, or "").
pub fn bar_template(unit: &str, suffix: &str) -> String {
    let words = |id: &str| text(id, &[]).replace('{', "(").replace('}', ")");
    let unit = words(unit);
    let eta = words("cmd-bar-eta");
    let suffix = if suffix.is_empty() {
        String::new()
    } else {
        format!(" {}", words(suffix))
    };
    format!("{{spinner}} {{msg}} [{{bar:40}}] {{human_pos}}/{{human_len}} {unit}, {{per_sec}}, {eta} {{eta}}{suffix}")
}

/// An error and its causes in one line, as `{e:#}` writes them, each cause the library
/// can say in `lang` said so: a position that does not parse, and every error of
/// grundy's crates ([`grundy::errors::localized`]: the library's, the census's, the
/// distributed solve's). A library error's sentence already
/// holds the errors it wraps, so the causes under it are not repeated.
pub fn error_line(e: &anyhow::Error, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    for cause in e.chain() {
        if let Some(l) = grundy::errors::localized(cause) {
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
        if lang != Lang::En {
            arg = own_defaults(arg, lang);
        }
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

/// An argument whose "[default: …]" and "[possible values: …]" are written in `lang`
/// (clap writes them in English): clap's are hidden, and the same facts appended to the
/// help text from the catalogue (`cli-default`, `cli-possible-values`).
fn own_defaults(mut arg: clap::Arg, lang: Lang) -> clap::Arg {
    if !arg.get_action().takes_values() {
        return arg;
    }
    let mut help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() {
        let values = defaults.join(", ");
        help.push_str(&format!(
            " [{}]",
            grundy::i18n::message(lang, "cli-default", &[("values", values.into())])
        ));
        arg = arg.hide_default_value(true);
    }
    let possible: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if !possible.is_empty() && !arg.is_hide_possible_values_set() {
        let values = possible.join(", ");
        help.push_str(&format!(
            " [{}]",
            grundy::i18n::message(lang, "cli-possible-values", &[("values", values.into())])
        ));
        arg = arg.hide_possible_values(true);
    }
    arg.help(help.trim_start().to_string())
}

/// A usage error of clap's (an unknown argument, a missing or invalid value, …) written
/// in `lang` from the error's kind and context: the same facts clap writes in English,
/// then the usage line and the pointer to `--help`. `None` for what is not an error
/// (`--help`, `--version`), which clap writes itself.
pub fn usage_error(e: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let get = |kind: ContextKind| -> String {
        match e.get(kind) {
            Some(ContextValue::String(s)) => s.clone(),
            Some(ContextValue::Strings(v)) => v.join(", "),
            Some(ContextValue::StyledStr(s)) => s.to_string(),
            Some(ContextValue::StyledStrs(v)) => v
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            Some(ContextValue::Number(n)) => n.to_string(),
            Some(ContextValue::Bool(b)) => b.to_string(),
            _ => String::new(),
        }
    };
    let m = |id: &str, args: &[(&str, grundy::i18n::Arg)]| grundy::i18n::message(lang, id, args);
    let arg = get(ContextKind::InvalidArg);
    let value = get(ContextKind::InvalidValue);
    let mut text = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::InvalidValue if value.is_empty() => {
            m("clap-value-required", &[("arg", arg.into())])
        }
        ErrorKind::InvalidValue => {
            let mut t = m(
                "clap-invalid-value",
                &[("arg", arg.into()), ("value", value.into())],
            );
            let valid = get(ContextKind::ValidValue);
            if !valid.is_empty() {
                t.push_str(&format!(
                    " ({})",
                    m("cli-possible-values", &[("values", valid.into())])
                ));
            }
            t
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)
                .map(|s| cause_in(s, lang))
                .unwrap_or_default();
            m(
                "clap-value-validation",
                &[
                    ("arg", arg.into()),
                    ("value", value.into()),
                    ("why", why.into()),
                ],
            )
        }
        ErrorKind::UnknownArgument => m("clap-unknown-argument", &[("arg", arg.into())]),
        ErrorKind::InvalidSubcommand => m(
            "clap-unknown-subcommand",
            &[("name", get(ContextKind::InvalidSubcommand).into())],
        ),
        ErrorKind::NoEquals => m("clap-no-equals", &[("arg", arg.into())]),
        ErrorKind::TooManyValues => m(
            "clap-too-many-values",
            &[("arg", arg.into()), ("value", value.into())],
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => m(
            "clap-wrong-number-of-values",
            &[
                ("arg", arg.into()),
                ("expected", get(ContextKind::ExpectedNumValues).into()),
                ("actual", get(ContextKind::ActualNumValues).into()),
            ],
        ),
        ErrorKind::ArgumentConflict => {
            let prior = get(ContextKind::PriorArg);
            if prior.is_empty() || prior == arg {
                m("clap-used-twice", &[("arg", arg.into())])
            } else {
                m(
                    "clap-conflict",
                    &[("arg", arg.into()), ("prior", prior.into())],
                )
            }
        }
        ErrorKind::MissingRequiredArgument => m("clap-missing-argument", &[("args", arg.into())]),
        ErrorKind::MissingSubcommand => m("clap-missing-subcommand", &[]),
        ErrorKind::InvalidUtf8 => m("clap-invalid-utf8", &[]),
        _ => m("clap-bad-arguments", &[]),
    };
    let suggested = [
        get(ContextKind::SuggestedArg),
        get(ContextKind::SuggestedSubcommand),
        get(ContextKind::SuggestedValue),
    ]
    .into_iter()
    .find(|s| !s.is_empty());
    if let Some(s) = suggested {
        text.push_str(&format!(
            "\n\n  {}",
            m("clap-did-you-mean", &[("suggestion", s.into())])
        ));
    }
    let usage = get(ContextKind::Usage);
    let usage = usage.trim();
    let usage = usage.strip_prefix("Usage:").map_or(usage, str::trim_start);
    let mut out = format!("{} {text}\n", m("cli-error", &[]));
    if !usage.is_empty() {
        out.push_str(&format!("\n{} {usage}\n", m("cli-heading-usage", &[])));
    }
    out.push_str(&format!("\n{}\n", m("clap-more-information", &[])));
    Some(out)
}

/// Why a value was refused, in `lang`: the standard library's number parsing errors
/// said in the catalogue's words, our own value parsers' messages (already in the
/// language) as they are.
fn cause_in(cause: &(dyn std::error::Error + 'static), lang: Lang) -> String {
    use std::num::IntErrorKind;
    if let Some(p) = cause.downcast_ref::<std::num::ParseIntError>() {
        let id = match p.kind() {
            IntErrorKind::Empty => "clap-int-empty",
            IntErrorKind::InvalidDigit => "clap-int-invalid-digit",
            IntErrorKind::PosOverflow => "clap-int-too-large",
            IntErrorKind::NegOverflow => "clap-int-too-small",
            IntErrorKind::Zero => "clap-int-zero",
            _ => "clap-int-invalid",
        };
        return grundy::i18n::message(lang, id, &[]);
    }
    if cause.is::<std::num::ParseFloatError>() {
        return grundy::i18n::message(lang, "clap-float-invalid", &[]);
    }
    let text = cause.to_string();
    // clap's ranged number parsers say "5000 is not in 1..=1024".
    if let Some((value, range)) = text.split_once(" is not in ") {
        return grundy::i18n::message(
            lang,
            "clap-not-in-range",
            &[("value", value.into()), ("range", range.into())],
        );
    }
    text
}
