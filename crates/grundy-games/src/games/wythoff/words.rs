//! Wythoff's game in words: the P-position with the heaps' difference.

use super::WythoffReasoning;
use crate::explanation::*;
use crate::i18n::{t, Lang};
use crate::reasoning::{Reasoning, Standing};

impl Reasoning for WythoffReasoning {
    fn kind(&self) -> &'static str {
        "wythoff"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        wythoff(self, lang)
    }
}

fn wythoff(w: &WythoffReasoning, lang: Lang) -> Explanation {
    let (a, b) = w.heaps;
    let (x, y) = w.p_position;
    if w.a != 1 {
        let r = w.a;
        let mut e = explanation(&t!(lang, "awythoff-title", r = r.to_string()));
        let with = if w.difference.is_multiple_of(r) {
            t!(
                lang,
                "awythoff-with-p",
                x = x.to_string(),
                y = y.to_string()
            )
        } else {
            t!(lang, "awythoff-with-none", r = r.to_string())
        };
        e.paragraphs.push(format!(
            "{} {}",
            t!(lang, "awythoff-rule", r = r.to_string()),
            t!(
                lang,
                if w.is_p_position {
                    "awythoff-heaps-p"
                } else {
                    "awythoff-heaps-not-p"
                },
                a = a.to_string(),
                b = b.to_string(),
                difference = w.difference.to_string(),
                with = with
            )
        ));
        if let Some(g) = w.grundy {
            e.paragraphs
                .push(t!(lang, "wythoff-grundy", value = g.to_string()));
        }
        return e;
    }
    let mut e = explanation(&t!(lang, "wythoff-title"));
    e.paragraphs.push(t!(
        lang,
        if w.is_p_position {
            "wythoff-is-p"
        } else {
            "wythoff-is-not-p"
        },
        a = a.to_string(),
        b = b.to_string(),
        difference = w.difference.to_string(),
        x = x.to_string(),
        y = y.to_string()
    ));
    if let Some(g) = w.grundy {
        e.paragraphs
            .push(t!(lang, "wythoff-grundy", value = g.to_string()));
    }
    e
}
