//! CGSuite's notation of misère canonical forms, both ways: the order of options,
//! the names written and read.

use super::{CanonicalError, GameId, MisereStore, MAX_NOTATION_CHARS};
use std::cmp::Ordering;
use std::collections::HashSet;

impl MisereStore {
    /// Computes the parity of every form the order of `g`'s notation looks at.
    pub(super) fn prepare_order(&mut self, g: GameId) -> Result<(), CanonicalError> {
        let mut seen = HashSet::new();
        let mut work = vec![g];
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let (e, _) = self.even_part(x)?;
            work.push(e);
            work.extend(self.node(x).options.iter().copied());
        }
        Ok(())
    }

    /// CGSuite's order of forms (even parts by birthday, number of options, `G⁺`, `G⁻`,
    /// options; then even before odd). Needs [`Self::prepare_order`].
    pub(super) fn order(&self, a: GameId, b: GameId) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        let (ea, oa) = self.parity.get(&a).copied().unwrap_or((a, false));
        let (eb, ob) = self.parity.get(&b).copied().unwrap_or((b, false));
        if ea == eb {
            return oa.cmp(&ob);
        }
        let (na, nb) = (self.node(ea), self.node(eb));
        na.birthday
            .cmp(&nb.birthday)
            .then(na.options.len().cmp(&nb.options.len()))
            .then(na.normal_nim.cmp(&nb.normal_nim))
            .then(na.misere_nim.cmp(&nb.misere_nim))
            .then_with(|| {
                let (sa, sb) = (self.sorted_options(ea), self.sorted_options(eb));
                sa.iter()
                    .zip(sb.iter())
                    .map(|(&x, &y)| self.order(x, y))
                    .find(|o| *o != Ordering::Equal)
                    .unwrap_or(Ordering::Equal)
            })
            .then(ea.cmp(&eb))
    }

    fn sorted_options(&self, g: GameId) -> Vec<GameId> {
        let mut v = self.node(g).options.clone();
        v.sort_by(|&x, &y| self.order(x, y));
        v
    }

    /// The options of `g` in CGSuite's order, largest first (the order of the notation).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.parse("*[2[2]321]").unwrap();
    /// let names: Vec<String> = s
    ///     .options_in_order(g)
    ///     .unwrap()
    ///     .into_iter()
    ///     .map(|o| s.notation(o).unwrap())
    ///     .collect();
    /// assert_eq!(names, ["*[2[2]]", "*[3]", "*[2]", "*[1]"]);
    /// ```
    pub fn options_in_order(&mut self, g: GameId) -> Result<Vec<GameId>, CanonicalError> {
        self.prepare_order(g)?;
        let mut v = self.sorted_options(g);
        v.reverse();
        Ok(v)
    }

    /// `y` with `y + *n ≡ g` and a smaller birthday than `g`, looked for among the
    /// positions of `g` (those whose normal nim value and birthday allow it).
    fn part(&mut self, g: GameId, n: u32) -> Result<Option<GameId>, CanonicalError> {
        let heap = self.nim_heap(n)?;
        let b = self.birthday(g);
        let want = self.normal_nim_value(g) ^ n;
        let mut seen = HashSet::new();
        let mut work: Vec<GameId> = self.node(g).options.clone();
        let mut candidates = Vec::new();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let bx = self.birthday(x);
            if bx < b && bx + n >= b && self.normal_nim_value(x) == want {
                candidates.push(x);
            }
            work.extend(self.node(x).options.iter().copied());
        }
        candidates.sort_unstable();
        for y in candidates {
            if self.add(y, heap)? == g {
                return Ok(Some(y));
            }
        }
        Ok(None)
    }

    /// `y` with `y + *n ≡ g`, looked for among the positions of `g` and then among all
    /// the forms the store holds (a name written by this store, `x[-n]`, names a form it
    /// holds).
    fn heap_difference(&mut self, g: GameId, n: u32) -> Result<Option<GameId>, CanonicalError> {
        if let Some(y) = self.part(g, n)? {
            return Ok(Some(y));
        }
        let heap = self.nim_heap(n)?;
        if let Some(y) = self.difference(g, heap)? {
            return Ok(Some(y));
        }
        let want = self.normal_nim_value(g) ^ n;
        let b = self.birthday(g);
        let candidates: Vec<GameId> = (0..self.nodes.len() as u32)
            .map(GameId)
            .filter(|&y| self.birthday(y) > b && self.normal_nim_value(y) == want)
            .collect();
        for y in candidates {
            if self.add(y, heap)? == g {
                return Ok(Some(y));
            }
        }
        Ok(None)
    }

    /// The form in CGSuite's notation (`*[0]`, `*[2#0]`, `*[2[2]321]` …).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, zero) = (s.nim_heap(2).unwrap(), s.zero());
    /// let sharp = s.from_options(&[two]).unwrap();
    /// let g = s.from_options(&[sharp, zero]).unwrap();
    /// assert_eq!(s.notation(g).unwrap(), "*[2#0]");
    /// assert_eq!(s.notation(zero).unwrap(), "*[0]");
    /// ```
    pub fn notation(&mut self, g: GameId) -> Result<String, CanonicalError> {
        Ok(format!("*[{}]", self.name(g)?))
    }

    /// The form's name without the `*[…]` around it (`2#0`).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let two = s.nim_heap(2).unwrap();
    /// let twice = s.add(two, two).unwrap();
    /// assert_eq!(s.name(twice).unwrap(), "2[2]");
    /// ```
    pub fn name(&mut self, g: GameId) -> Result<String, CanonicalError> {
        self.prepare_order(g)?;
        let mut out = String::new();
        let mut open = false;
        self.write_name(g, false, &mut open, &mut out)?;
        if open {
            out.push(']');
        }
        Ok(out)
    }

    /// Writes `g`; `open` is on entry whether a subscript must be opened after the base,
    /// on exit whether one is open.
    fn write_name(
        &mut self,
        g: GameId,
        parenthesize: bool,
        open: &mut bool,
        out: &mut String,
    ) -> Result<(), CanonicalError> {
        if out.len() > MAX_NOTATION_CHARS {
            return Err(CanonicalError::TooLong {
                limit: MAX_NOTATION_CHARS,
            });
        }
        let b = self.birthday(g);
        if self.nim_heap_size(g) == Some(b) {
            out.push_str(&digit(b));
            if *open {
                out.push('[');
            }
            return Ok(());
        }
        let (even, odd) = self.even_part(g)?;
        let mut i = if odd { 3 } else { 2 };
        while i < b {
            if let Some(y) = self.part(g, i)? {
                *open = true;
                self.write_name(y, true, open, out)?;
                out.push_str(&digit(i));
                return Ok(());
            }
            let heap = self.nim_heap(i)?;
            let plus = self.add(g, heap)?;
            if self.birthday(plus) < b {
                // g = plus − *i, born after plus.
                *open = true;
                self.write_name(plus, true, open, out)?;
                out.push('-');
                out.push_str(&digit(i));
                return Ok(());
            }
            i += 2;
        }
        if odd {
            *open = true;
            self.write_name(even, true, open, out)?;
            out.push('1');
            return Ok(());
        }
        let mut opts = self.sorted_options(g);
        opts.reverse();
        if let [only] = opts[..] {
            self.write_name(only, true, open, out)?;
            out.push('#');
            return Ok(());
        }
        let was_open = *open;
        if parenthesize {
            out.push('(');
        }
        for o in opts {
            let mut sub = false;
            self.write_name(o, true, &mut sub, out)?;
            if sub {
                out.push(']');
            }
        }
        if parenthesize {
            out.push(')');
        }
        *open = was_open;
        if was_open {
            out.push('[');
        }
        Ok(())
    }

    /// Reads a form in CGSuite's notation, with or without the `*[…]` around it: digits
    /// (`&12;` for 12) are nim heaps, `x#` is `{x}`, a run of names is the game with those
    /// options, `(…)` groups a run, `x[…]` adds heaps (`x[2]` = `x + *2`), applies `#`s
    /// and subtracts heaps (`x[-2]`: the `y` with `y + *2 ≡ x`, looked for among `x`'s
    /// positions and the forms the store holds — so a name this store wrote reads back).
    /// A nim heap may also be written as CGSuite writes it outside the brackets: `*` is
    /// `*[1]`, `*2` is `*[2]`, `*12` is `*[&12;]`.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.parse("*[(2#1)2##]").unwrap();
    /// assert_eq!(s.options(g).len(), 2);
    /// assert_eq!(s.notation(g).unwrap(), "*[(2#1)2##]");
    /// assert!(s.parse("*[2#").is_err());
    /// let twelve = s.parse("*12").unwrap();
    /// assert_eq!(s.parse("*[&12;]").unwrap(), twelve);
    /// assert_eq!(s.parse("*").unwrap(), s.parse("*[1]").unwrap());
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<GameId, CanonicalError> {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if let Some((&'*', digits)) = chars.split_first()
            && digits.iter().all(char::is_ascii_digit)
        {
            // `*`, `*2`, `*12`: the nim heap, read as its digit in the notation.
            let heap: String = digits.iter().collect();
            let heap = if heap.is_empty() { "1" } else { heap.as_str() };
            return self.parse(&format!("&{heap};"));
        }
        let mut p = Parser {
            chars: &chars,
            at: 0,
            text,
        };
        let wrapped = chars.first() == Some(&'*') && chars.get(1) == Some(&'[');
        if wrapped {
            p.at = 2;
        }
        let g = p.run(self, if wrapped { Some(']') } else { None })?;
        if wrapped {
            p.expect(']')?;
        }
        if p.at != chars.len() {
            return Err(p.error());
        }
        Ok(g)
    }
}

fn digit(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("&{n};")
    }
}

struct Parser<'a> {
    chars: &'a [char],
    at: usize,
    text: &'a str,
}

impl Parser<'_> {
    fn error(&self) -> CanonicalError {
        CanonicalError::Syntax {
            text: self.text.to_string(),
            at: self.at + 1,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn expect(&mut self, c: char) -> Result<(), CanonicalError> {
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error())
        }
    }

    /// A run of names up to `end` (not consumed): one name is itself, more are options.
    fn run(&mut self, s: &mut MisereStore, end: Option<char>) -> Result<GameId, CanonicalError> {
        let mut terms = Vec::new();
        while self.peek().is_some() && self.peek() != end {
            terms.push(self.term(s)?);
        }
        match terms[..] {
            [] => Err(self.error()),
            [one] => Ok(one),
            _ => s.from_options(&terms),
        }
    }

    fn number(&mut self) -> Result<u32, CanonicalError> {
        match self.peek() {
            Some(c @ '0'..='9') => {
                self.at += 1;
                Ok(c as u32 - '0' as u32)
            }
            Some('&') => {
                self.at += 1;
                let start = self.at;
                while matches!(self.peek(), Some('0'..='9')) {
                    self.at += 1;
                }
                let digits: String = self
                    .chars
                    .get(start..self.at)
                    .unwrap_or(&[])
                    .iter()
                    .collect();
                let n = digits.parse::<u32>().map_err(|_| self.error())?;
                self.expect(';')?;
                Ok(n)
            }
            _ => Err(self.error()),
        }
    }

    fn term(&mut self, s: &mut MisereStore) -> Result<GameId, CanonicalError> {
        let mut g = if self.peek() == Some('(') {
            self.at += 1;
            let g = self.run(s, Some(')'))?;
            self.expect(')')?;
            g
        } else {
            let n = self.number()?;
            s.nim_heap(n)?
        };
        loop {
            match self.peek() {
                Some('#') => {
                    self.at += 1;
                    g = s.from_options(&[g])?;
                }
                Some('[') => {
                    self.at += 1;
                    while self.peek() != Some(']') {
                        match self.peek() {
                            Some('#') => {
                                self.at += 1;
                                g = s.from_options(&[g])?;
                            }
                            Some('-') => {
                                self.at += 1;
                                let n = self.number()?;
                                g = s.heap_difference(g, n)?.ok_or_else(|| {
                                    CanonicalError::NoDifference {
                                        text: self.text.to_string(),
                                    }
                                })?;
                            }
                            _ => {
                                let n = self.number()?;
                                let h = s.nim_heap(n)?;
                                g = s.add(g, h)?;
                            }
                        }
                    }
                    self.at += 1;
                }
                _ => return Ok(g),
            }
        }
    }
}
