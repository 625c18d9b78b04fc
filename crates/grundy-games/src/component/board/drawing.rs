//! How a board's shapes and plays are made: from its items and the way clicks on their
//! units make moves, from a picture, or from a list of moves.

use super::*;

impl Pieces {
    /// A board of `items`, each a `noun` drawn with `symbol`, moves typed.
    ///
    /// ```
    /// use grundy::component::{Clicks, Piece, Pieces};
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3))]);
    /// assert_eq!((b.items.len(), b.clicks), (1, Clicks::None));
    /// ```
    pub fn new(noun: &str, symbol: &str, items: Vec<Piece>) -> Self {
        Pieces::new_in(Lang::En, noun, symbol, items)
    }

    /// A board of `items` in `lang`: `noun` is the English word of a piece ("heap",
    /// "row", "board", "token", "vertex", "edge", "square", "link", "side", "line",
    /// "step", "chip", "coin"), put in `lang` with its plural and the count of the items
    /// (a word outside that list stays as it is); each item is named "`noun` i".
    ///
    /// ```
    /// use grundy::{component::{Piece, Pieces}, Lang};
    /// let b = Pieces::new_in(Lang::Ru, "heap", "●", vec![Piece::new("3", Some(3)), Piece::new("5", Some(5))]);
    /// assert_eq!((b.noun.as_str(), b.count.as_str(), b.items[1].name.as_str()), ("куча", "2 кучи", "куча 2"));
    /// ```
    pub fn new_in(lang: Lang, noun: &str, symbol: &str, mut items: Vec<Piece>) -> Self {
        let word = |kind: &str, args: &[(&str, crate::i18n::Arg)]| {
            let id = format!("board-{kind}-{noun}");
            crate::i18n::has_message(Lang::En, &id).then(|| crate::i18n::message(lang, &id, args))
        };
        let count = items.len() as u64;
        let singular = word("noun", &[]).unwrap_or_else(|| noun.to_string());
        let nouns = word("nouns", &[]).unwrap_or_else(|| noun.to_string());
        let counted = word("count", &[("count", count.into())])
            .unwrap_or_else(|| format!("{count} × {noun}"));
        for (i, item) in items.iter_mut().enumerate() {
            item.name = t!(lang, "board-item", noun = &singular, number = i + 1);
        }
        Pieces {
            noun: singular,
            nouns,
            count: counted,
            lang,
            symbol: symbol.to_string(),
            clicks: Clicks::None,
            how: Clicks::None.how_in(lang),
            items,
            layout: Layout::Rows,
            size: None,
            shapes: Vec::new(),
            plays: Vec::new(),
            nim: Vec::new(),
            rule: String::new(),
            groups: Vec::new(),
        }
    }

    /// The same board, its units clicked as `clicks` says.
    ///
    /// ```
    /// use grundy::component::{Clicks, Piece, Pieces};
    /// let b = Pieces::new("row", "▮", vec![Piece::pins(0, &grundy::Nat::from(2u64))]).clicked(Clicks::Pins);
    /// assert_eq!(b.clicks, Clicks::Pins);
    /// ```
    pub fn clicked(mut self, clicks: Clicks) -> Self {
        self.clicks = clicks;
        self.how = clicks.how_in(self.lang);
        self
    }

    /// The board every game has unless it draws its own: each piece of `component` a row
    /// of counters (`heap`, `●`), a move made by taking from one.
    ///
    /// ```
    /// use grundy::component::{Clicks, Pieces};
    /// use grundy::parse_position;
    /// let p = parse_position("kayles 3 5").unwrap();
    /// let b = Pieces::heaps_of(&*p.components[0]);
    /// assert_eq!((b.items.len(), b.clicks), (2, Clicks::TakeFrom));
    /// ```
    pub fn heaps_of(component: &dyn crate::component::Component) -> Self {
        Pieces::heaps_of_in(component, Lang::En)
    }

    /// [`Pieces::heaps_of`] with its words in `lang`.
    ///
    /// ```
    /// use grundy::{component::Pieces, parse_position, Lang};
    /// let p = parse_position("kayles 3 5").unwrap();
    /// assert_eq!(Pieces::heaps_of_in(&*p.components[0], Lang::Ko).noun, "무더기");
    /// ```
    pub fn heaps_of_in(component: &dyn crate::component::Component, lang: Lang) -> Self {
        let items = (0..component.piece_count())
            .map(|i| Piece::heap(i, &component.piece(i)))
            .collect();
        Pieces::new_in(lang, "heap", "●", items).clicked(Clicks::TakeFrom)
    }

    /// The same board drawn as `picture`, a player told `how` to play on it. A picture
    /// with more than [`MAX_PLAYS`] plays is drawn without them.
    ///
    /// ```
    /// use grundy::component::{Kind, Layout, Picture, Pieces, Shape};
    /// let mut p = Picture::default();
    /// p.add(Shape::rect(Kind::Cell, [0.0, 0.0], [1.0, 1.0]));
    /// let b = Pieces::new("chip", "●", vec![]).pictured(p, "Click a chip.");
    /// assert_eq!((b.layout, b.size), (Layout::Picture, Some([1.0, 1.0])));
    /// ```
    pub fn pictured(mut self, picture: Picture, how: &str) -> Self {
        self.layout = Layout::Picture;
        self.size = Some(picture.size());
        self.shapes = picture.shapes;
        self.plays = if picture.plays.len() <= MAX_PLAYS {
            unique_selections(picture.plays)
        } else {
            Vec::new()
        };
        self.how = if self.plays.is_empty() {
            Clicks::None.how_in(self.lang)
        } else {
            how.to_string()
        };
        self
    }

    /// The same board with its pieces in labelled frames (`groups`) under a `rule` in
    /// words.
    ///
    /// ```
    /// use grundy::component::{Group, Piece, Pieces};
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3)), Piece::new("1", Some(1))])
    ///     .grouped("a move is a move in every part", vec![Group::new("part 1", vec![0]), Group::new("part 2", vec![1])]);
    /// assert_eq!(b.groups.len(), 2);
    /// ```
    pub fn grouped(mut self, rule: impl Into<String>, groups: Vec<Group>) -> Self {
        self.rule = rule.into();
        self.groups = groups;
        self
    }

    /// The same board with the heaps the game hides.
    pub fn hiding(mut self, nim: Vec<NimRow>) -> Self {
        self.nim = nim;
        self
    }

    /// A rows board with its units as shapes and its clicks as plays (moves read from
    /// the items' `moves` and `pairs`, changes left to be read from them); a board of
    /// more than [`DRAWN_UNITS`] units keeps no shapes. Pictures are returned as they are.
    pub fn drawn(mut self) -> Self {
        if self.layout != Layout::Rows || !self.shapes.is_empty() {
            return self;
        }
        let total = self
            .items
            .iter()
            .try_fold(0u64, |acc, p| acc.checked_add(p.units.unwrap_or(1)));
        if total.is_none_or(|t| t > DRAWN_UNITS) {
            return self;
        }
        let kind = self.clicks.unit();
        let unit_id = match kind {
            Kind::Pin => "board-unit-pin",
            Kind::Stone => "board-unit-counter",
            _ => "board-unit-token",
        };
        let lang = self.lang;
        let mut drawn_rows: Vec<(usize, usize)> = Vec::new(); // (item, its first shape)
        for (h, piece) in self.items.iter().enumerate() {
            let Some(n) = piece.units else { continue };
            let first = self.shapes.len();
            drawn_rows.push((h, first));
            for i in 0..n as usize {
                self.shapes.push(
                    Shape::new(Form::Circle, kind, [i as f32, h as f32]).named(t!(
                        lang,
                        unit_id,
                        piece = &piece.name,
                        number = i + 1,
                        count = n
                    )),
                );
            }
            let id = |i: usize| first + i;
            let play = |select: Vec<usize>, marks: Vec<usize>, text: &String| Play {
                select,
                marks,
                text: text.clone(),
                changes: Vec::new(),
                amount: None,
            };
            match self.clicks {
                Clicks::TakeFrom | Clicks::Several(_) if piece.moves.len() as u64 == n => {
                    for (i, text) in piece.moves.iter().enumerate() {
                        let marks = (i..n as usize).map(id).collect();
                        self.plays.push(play(vec![id(i)], marks, text));
                    }
                }
                Clicks::Pins if piece.moves.len() as u64 == n => {
                    for (i, text) in piece.moves.iter().enumerate() {
                        self.plays.push(play(vec![id(i)], vec![id(i)], text));
                    }
                    for (i, text) in piece.pairs.iter().enumerate() {
                        let both = vec![id(i), id(i + 1)];
                        self.plays.push(play(both.clone(), both, text));
                    }
                }
                _ => {}
            }
        }
        if let Clicks::Several(most) = self.clicks {
            self.several(most, &drawn_rows);
        }
        self
    }

    /// The plays of [`Clicks::Several`] in 2 to `most` pieces (the plays in one piece are
    /// made): every choice of a unit in each of the pieces, unless there are more than
    /// [`MAX_PLAYS`] plays in all.
    #[expect(
        clippy::indexing_slicing,
        reason = "rows are indices of self.items drawn here; sums has at most most + 1 entries and j < its length; r < rows.len(); i < the piece's moves"
    )]
    fn several(&mut self, most: usize, rows: &[(usize, usize)]) {
        let rows: Vec<(usize, usize)> = rows
            .iter()
            .copied()
            .filter(|&(h, _)| {
                let p = &self.items[h];
                !p.moves.is_empty() && p.moves.len() as u64 == p.units.unwrap_or(0)
            })
            .collect();
        // How many plays: Σ over sets of at most `most` pieces of the product of their
        // sizes (elementary symmetric sums), given up past MAX_PLAYS.
        let mut sums = vec![1usize; 1];
        for &(h, _) in &rows {
            let n = self.items[h].moves.len();
            let mut next = sums.clone();
            next.push(0);
            for j in 1..next.len().min(most + 1) {
                next[j] = next[j].saturating_add(sums[j - 1].saturating_mul(n));
            }
            next.truncate(most + 1);
            sums = next;
        }
        let total = sums.iter().fold(0usize, |a, &b| a.saturating_add(b));
        if total > MAX_PLAYS {
            self.how = t!(self.lang, "board-how-several-typed");
            return;
        }
        // Every set of 2..=most rows, every unit in each.
        let mut chosen: Vec<(usize, usize, usize)> = Vec::new(); // (row index, item, unit)
        fn walk(
            board: &mut Pieces,
            rows: &[(usize, usize)],
            start: usize,
            most: usize,
            chosen: &mut Vec<(usize, usize, usize)>,
        ) {
            if chosen.len() >= 2 {
                let select: Vec<usize> = chosen.iter().map(|&(_, f, i)| f + i).collect();
                let mut marks = Vec::new();
                let mut texts = Vec::new();
                for &(r, f, i) in chosen.iter() {
                    let piece = &board.items[rows[r].0];
                    marks.extend((i..piece.moves.len()).map(|j| f + j));
                    texts.push(piece.moves[i].clone());
                }
                board.plays.push(Play {
                    select,
                    marks,
                    text: texts.join(", "),
                    changes: Vec::new(),
                    amount: None,
                });
            }
            if chosen.len() == most {
                return;
            }
            for r in start..rows.len() {
                let (h, first) = rows[r];
                for i in 0..board.items[h].moves.len() {
                    chosen.push((r, first, i));
                    walk(board, rows, r + 1, most, chosen);
                    chosen.pop();
                }
            }
        }
        walk(self, &rows, 0, most, &mut chosen);
    }

    /// The same board as component `index` (0-based) of a sum: every move text gets the
    /// component prefix of the move notation (`2: 1 3`); a text still to be numbered
    /// (empty) stays empty.
    ///
    /// ```
    /// use grundy::component::{Clicks, Piece, Pieces};
    /// let b = Pieces::new("heap", "●", vec![Piece::heap(0, &grundy::Nat::from(1u64))])
    ///     .clicked(Clicks::TakeFrom)
    ///     .drawn()
    ///     .in_sum(1);
    /// assert_eq!(b.plays[0].text, "2: 1 1");
    /// ```
    pub fn in_sum(mut self, index: usize) -> Self {
        for piece in &mut self.items {
            for text in piece.moves.iter_mut().chain(piece.pairs.iter_mut()) {
                *text = format!("{}: {text}", index + 1);
            }
        }
        for play in &mut self.plays {
            if !play.text.is_empty() {
                play.text = format!("{}: {}", index + 1, play.text);
            }
            if let Some(a) = &mut play.amount {
                a.template = format!("{}: {}", index + 1, a.template);
            }
        }
        self
    }
}

impl Pieces {
    /// A rows board whose plays are `moves` (each its text — empty: numbered `#k` — and
    /// its changes in the board's pieces), drawn with a counter per unit. In each piece a
    /// move changes, it marks the counters it takes: after the piece's first part when
    /// the piece is split in two (a pin knocked out of a row), else its last ones; a
    /// player clicks the first of them in each piece (all of them where another way of
    /// taking from that piece starts at the same counter). Moves that take no counter (a
    /// heap that grows or only splits) or reach past the drawn counters are not offered;
    /// a board too large to draw offers none.
    ///
    /// ```
    /// use grundy::component::{HeapChange, Piece, Pieces};
    /// use grundy::Nat;
    /// let n = |v: u64| Nat::from(v);
    /// let split = HeapChange::split(0, n(3), vec![n(1), n(1)]);
    /// let end = HeapChange::new(0, n(3), n(1));
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3))])
    ///     .taking_plays(vec![(String::new(), vec![split]), ("1 2".into(), vec![end])]);
    /// // Knocking out counter 2 and taking counters 2 and 3 start at the same counter:
    /// // each is clicked as the counters it takes.
    /// assert_eq!((b.plays[0].select.as_slice(), b.plays[1].select.as_slice()), (&[1][..], &[1, 2][..]));
    /// ```
    pub fn taking_plays(self, moves: Vec<(String, Vec<HeapChange>)>) -> Self {
        self.taking_plays_in(moves, &[])
    }

    /// [`Pieces::taking_plays`] where the pieces marked in `anywhere` are rows of a game
    /// whose moves may split them (Kayles, Grundy's game, …): there a move is offered at
    /// every place in the row that leaves the pieces it leaves (a pin knocked out at
    /// either end, or at either side of the middle), and a move that only splits a row
    /// is offered by a cut between two of its counters (a dashed gap to press).
    ///
    /// ```
    /// use grundy::component::{HeapChange, Piece, Pieces};
    /// use grundy::Nat;
    /// let n = |v: u64| Nat::from(v);
    /// let end = HeapChange::split(0, n(3), vec![n(2)]);
    /// let cut = HeapChange::split(0, n(3), vec![n(1), n(2)]);
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3))])
    ///     .taking_plays_in(vec![("1 1".into(), vec![end]), ("1 -> 1 2".into(), vec![cut])], &[true]);
    /// // The end pin at either end; the cut as a shape of its own (after the counters).
    /// let ends: Vec<_> = b.plays.iter().filter(|p| p.text == "1 1").map(|p| p.select.clone()).collect();
    /// assert_eq!(ends, [vec![0], vec![2]]);
    /// assert!(b.plays.iter().any(|p| p.text == "1 -> 1 2" && p.select.iter().all(|&s| s >= 3)));
    /// ```
    pub fn taking_plays_in(
        mut self,
        moves: Vec<(String, Vec<HeapChange>)>,
        anywhere: &[bool],
    ) -> Self {
        for item in &mut self.items {
            item.moves.clear();
            item.pairs.clear();
        }
        self.layout = Layout::Rows;
        self.shapes.clear();
        self.plays.clear();
        self.clicks = Clicks::TakeFrom;
        let mut board = self.drawn();
        // The shape of unit i of piece h.
        let mut unit: HashMap<(usize, u64), usize> = HashMap::new();
        for (k, s) in board.shapes.iter().enumerate() {
            unit.insert((s.at[1] as usize, s.at[0] as u64), k);
        }
        let units_of = |h: usize, start: u64, r: u64| -> Option<Vec<usize>> {
            (start..start + r)
                .map(|i| unit.get(&(h, i)).copied())
                .collect()
        };
        // The cuts of each row (after `left` of its counters), added as shapes as needed.
        let mut cuts: HashMap<(usize, u64), usize> = HashMap::new();
        let lang = board.lang;
        // Each change's ways to press it: the counters it takes at each place it may be
        // taken, or a cut.
        enum Way {
            Units(Vec<usize>),
            Cut(usize),
        }
        let mut ways_of = |board: &mut Pieces, c: &HeapChange| -> Vec<Way> {
            let (Some(n), Some(to)) = (c.from.to_u64(), c.to.to_u64()) else {
                return Vec::new();
            };
            let mut left: Vec<u64> = match c.parts.as_deref() {
                Some(parts) => parts
                    .iter()
                    .filter_map(Nat::to_u64)
                    .filter(|&p| p > 0)
                    .collect(),
                None => [to].into_iter().filter(|&p| p > 0).collect(),
            };
            left.sort_unstable();
            let free = anywhere.get(c.heap).copied().unwrap_or(false);
            let Some(r) = n.checked_sub(to) else {
                return Vec::new();
            };
            if r == 0 {
                // A row split where it stands: a cut between its counters.
                let [a, b] = left.as_slice() else {
                    return Vec::new();
                };
                if !free || a + b != n || !unit.contains_key(&(c.heap, 0)) {
                    return Vec::new();
                }
                let mut out = Vec::new();
                for at in if a == b { vec![*a] } else { vec![*a, *b] } {
                    let id = *cuts.entry((c.heap, at)).or_insert_with(|| {
                        let name = board
                            .items
                            .get(c.heap)
                            .map(|p| p.name.clone())
                            .unwrap_or_default();
                        board.shapes.push(
                            Shape::new(Form::Line, Kind::Split, [at as f32 - 0.5, c.heap as f32])
                                .named(t!(
                                    lang,
                                    "board-unit-cut",
                                    piece = &name,
                                    left = at,
                                    right = n - at
                                )),
                        );
                        board.shapes.len() - 1
                    });
                    out.push(Way::Cut(id));
                }
                return out;
            }
            let mut out = Vec::new();
            if free {
                for s in 0..=n - r {
                    let mut here: Vec<u64> =
                        [s, n - r - s].into_iter().filter(|&p| p > 0).collect();
                    here.sort_unstable();
                    if here == left
                        && let Some(u) = units_of(c.heap, s, r)
                    {
                        out.push(Way::Units(u));
                    }
                }
            }
            if out.is_empty() {
                // From the end (or after the first part, a pin knocked out of a row).
                let start = match c.parts.as_deref() {
                    Some([first, _, ..]) => first.to_u64(),
                    _ => Some(to),
                };
                if let Some(u) = start.and_then(|s| units_of(c.heap, s, r)) {
                    out.push(Way::Units(u));
                }
            }
            out
        };
        // Each move with its ways to press it (every place, in each piece it changes, up
        // to a few combinations; the first place alone beyond); the ways of taking from a
        // piece that start at the same counter.
        const MOST_WAYS: usize = 16;
        let mut starting: HashMap<(usize, usize), HashSet<Vec<usize>>> = HashMap::new();
        let mut all_ways: Vec<Vec<Vec<Way>>> = Vec::new();
        let mut kept: Vec<(String, Vec<HeapChange>)> = Vec::new();
        for (text, changes) in moves {
            let ways: Vec<Vec<Way>> = changes.iter().map(|c| ways_of(&mut board, c)).collect();
            if ways.iter().any(Vec::is_empty) {
                continue;
            }
            for (c, w) in changes.iter().zip(&ways) {
                for way in w {
                    if let Way::Units(u) = way
                        && let Some(&first) = u.first()
                    {
                        starting
                            .entry((c.heap, first))
                            .or_default()
                            .insert(u.clone());
                    }
                }
            }
            all_ways.push(ways);
            kept.push((text, changes));
        }
        let mut plays = Vec::new();
        for ((text, changes), ways) in kept.into_iter().zip(&all_ways) {
            let combos: usize = ways.iter().fold(1usize, |a, w| a.saturating_mul(w.len()));
            let mut choices: Vec<Vec<&Way>> = vec![Vec::new()];
            for w in ways {
                let take: Vec<&Way> = if combos > MOST_WAYS {
                    w.iter().take(1).collect()
                } else {
                    w.iter().collect()
                };
                choices = choices
                    .into_iter()
                    .flat_map(|prefix| {
                        take.iter().map(move |&way| {
                            let mut v = prefix.clone();
                            v.push(way);
                            v
                        })
                    })
                    .collect();
            }
            for choice in choices {
                let mut select = Vec::new();
                let mut marks = Vec::new();
                for (c, way) in changes.iter().zip(choice) {
                    match way {
                        Way::Units(u) => {
                            let first = u.first().copied().unwrap_or_default();
                            if starting
                                .get(&(c.heap, first))
                                .is_some_and(|ways| ways.len() > 1)
                            {
                                select.extend(u.iter().copied());
                            } else {
                                select.push(first);
                            }
                            marks.extend(u.iter().copied());
                        }
                        Way::Cut(id) => {
                            select.push(*id);
                            marks.push(*id);
                        }
                    }
                }
                plays.push(Play {
                    select,
                    marks,
                    text: text.clone(),
                    changes: changes.clone(),
                    amount: None,
                });
            }
        }
        board.plays = unique_selections(plays);
        board.clicks = Clicks::None;
        board.how = if board.plays.is_empty() {
            Clicks::None.how_in(board.lang)
        } else if cuts.is_empty() {
            t!(board.lang, "board-how-taking")
        } else {
            format!(
                "{} {}",
                t!(board.lang, "board-how-taking"),
                t!(board.lang, "board-how-taking-cut")
            )
        };
        board
    }

    /// Each play given by its text alone gets the changes the text makes in `component`
    /// (whose board this is); a play whose text is not a legal move there is dropped.
    pub fn read_plays(&mut self, component: &dyn crate::component::Component) {
        self.plays.retain_mut(|play| {
            if !play.changes.is_empty() {
                return true;
            }
            match component.parse_move(&play.text) {
                Ok(changes) => {
                    play.changes = changes;
                    true
                }
                Err(_) => false,
            }
        });
        if self.plays.is_empty() && self.clicks != Clicks::None {
            self.how = Clicks::None.how_in(self.lang);
        }
    }
}

/// A move's changes as a key that does not depend on their order.
pub fn changes_key(changes: &[HeapChange]) -> String {
    let mut sorted: Vec<&HeapChange> = changes.iter().collect();
    sorted.sort_by_key(|c| c.heap);
    format!("{sorted:?}")
}

/// Plays whose clicks are the same shapes are told apart by all the shapes they change
/// (their `marks`); plays still alike are dropped but the first (their moves are typed).
pub(super) fn unique_selections(mut plays: Vec<Play>) -> Vec<Play> {
    let key = |s: &[usize]| {
        let mut k = s.to_vec();
        k.sort_unstable();
        k
    };
    let mut count: HashMap<Vec<usize>, usize> = HashMap::new();
    for p in &plays {
        *count.entry(key(&p.select)).or_default() += 1;
    }
    for p in &mut plays {
        if count.get(&key(&p.select)).is_some_and(|&c| c > 1) {
            p.select = p.marks.clone();
        }
    }
    let mut seen = std::collections::HashSet::new();
    plays.retain(|p| seen.insert(key(&p.select)));
    plays
}
