//! The values of the products: Conway's by the nim product of its factors' values, the
//! ordinal product from its definition over the followers of its factors (bounded, with
//! a refusal beyond).

use super::*;

/// The refusal `id` of the catalogue.
pub(super) fn failed(id: &'static str) -> Refusal {
    Refusal::SearchTooLarge(crate::i18n::Message::new(id))
}

/// A part's Grundy value: its components' values' nim-sum.
pub(super) fn part_value(part: &[AnyComponent], options: &AnalyzeOptions) -> Result<Nat, Refusal> {
    let mut total = Nat::zero();
    for c in part {
        total ^= &c.value(options)?.value;
    }
    Ok(total)
}

/// A sum of Conway products valued by the nim product of each product's factors.
pub(super) fn conway_value(p: &Product, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
    let mut total = 0u128;
    let mut terms = Vec::new();
    for pair in p.parts.chunks(2) {
        options.cancel.check()?;
        let (g, h) = (
            pair.first().map_or(&[][..], |x| x),
            pair.get(1).map_or(&[][..], |x| x),
        );
        let (gv, hv) = (part_value(g, options)?, part_value(h, options)?);
        let (Some(a), Some(b)) = (gv.to_u128(), hv.to_u128()) else {
            return Err(failed("reason-product-value-too-large"));
        };
        let product = crate::nimber::nim_mul_u128(a, b);
        total ^= product;
        terms.push(ProductTerm {
            left: part_text(g),
            left_value: gv,
            right: part_text(h),
            right_value: hv,
            product: Nat::from(product),
        });
    }
    let value = Nat::from(total);
    let mut valued = Valued::new(value.clone(), "nim product");
    valued.steps.push(Step::new(ProductReasoning {
        product: ProductKind::Conway.name().into(),
        terms,
        factors: Vec::new(),
        base_option_values: 0,
        table: 0,
        value,
    }));
    Ok(valued)
}

/// The followers of a part (every position reachable from its start), each once by its
/// canonical state, with their distinct options; listed children before parents.
pub(super) struct Followers {
    index: HashMap<Vec<Vec<u64>>, usize>,
    children: Vec<Vec<usize>>,
    order: Vec<usize>,
}

impl Followers {
    pub(super) fn of(
        rules: &[AnyComponent],
        start: Vec<Vec<u64>>,
        limit: usize,
        options: &AnalyzeOptions,
    ) -> Result<Followers, Refusal> {
        let dyns: Vec<&dyn Component> = rules.iter().map(|c| &**c).collect();
        let game = PositionGame::new(dyns)
            .ok_or_else(|| failed("reason-product-part-not-searchable"))?
            .0;
        let mut poll = options.cancel.poll(1024);
        let root = game.canonical(&start);
        let mut f = Followers {
            index: HashMap::new(),
            children: Vec::new(),
            order: Vec::new(),
        };
        f.index.insert(root.clone(), 0);
        f.children.push(Vec::new());
        // (a follower, its options — each a canonical position — and the next to visit)
        type Frame = (usize, Vec<Vec<Vec<u64>>>, usize);
        let mut stack: Vec<Frame> = vec![(0, Self::options(&game, &root), 0)];
        let mut done: HashSet<usize> = HashSet::new();
        while let Some((node, kids, next)) = stack.last_mut() {
            poll.step(1)?;
            let node = *node;
            if let Some(kid) = kids.get(*next).cloned() {
                *next += 1;
                let id = match f.index.get(&kid) {
                    Some(&id) => {
                        if !done.contains(&id) {
                            return Err(failed("reason-product-cycle"));
                        }
                        id
                    }
                    None => {
                        let id = f.children.len();
                        if id >= limit {
                            return Err(failed("reason-product-too-large"));
                        }
                        f.index.insert(kid.clone(), id);
                        f.children.push(Vec::new());
                        let opts = Self::options(&game, &kid);
                        stack.push((id, opts, 0));
                        id
                    }
                };
                if let Some(c) = f.children.get_mut(node)
                    && !c.contains(&id)
                {
                    c.push(id);
                }
                continue;
            }
            done.insert(node);
            f.order.push(node);
            stack.pop();
        }
        Ok(f)
    }

    pub(super) fn options(game: &PositionGame<'_>, state: &SearchState) -> Vec<SearchState> {
        game.moves_with_changes(state)
            .into_iter()
            .map(|m| game.canonical(&m.after))
            .collect()
    }

    pub(super) fn len(&self) -> usize {
        self.children.len()
    }

    pub(super) fn find(&self, rules: &[AnyComponent], state: &[Vec<u64>]) -> Option<usize> {
        self.index.get(&canonical_part(rules, state)).copied()
    }
}

/// The Grundy values of an ordinal sum `A : S` at every follower `S` of a subordinate,
/// `escapes` the (sorted, distinct) values of the options of the base `A`.
pub(super) fn ordinal_sum_values(sub: &Followers, escapes: &[u64]) -> Vec<u64> {
    let most = sub.children.iter().map(Vec::len).max().unwrap_or(0);
    // The first values missing from `escapes`: the mex at a follower is the first of
    // them not among its options' values.
    let mut gaps = Vec::with_capacity(most + 1);
    let (mut m, mut i) = (0u64, 0usize);
    while gaps.len() <= most {
        while escapes.get(i).is_some_and(|&e| e < m) {
            i += 1;
        }
        if escapes.get(i) != Some(&m) {
            gaps.push(m);
        }
        m += 1;
    }
    let mut values = vec![0u64; sub.len()];
    for &node in &sub.order {
        let mut seen: Vec<u64> = sub
            .children
            .get(node)
            .into_iter()
            .flatten()
            .filter_map(|&c| values.get(c).copied())
            .collect();
        seen.sort_unstable();
        let v = gaps
            .iter()
            .copied()
            .find(|g| seen.binary_search(g).is_err())
            .unwrap_or(0);
        if let Some(x) = values.get_mut(node) {
            *x = v;
        }
    }
    values
}

/// What the value of an ordinal product found, for its moves.
pub(super) struct OrdinalMemo {
    /// Followers of `G`, of `H` and of the written subordinate.
    g: Followers,
    k: Followers,
    s: Option<Followers>,
    /// `(H′ ⊛ …)`: the value of `(G ⊛ K) : S` for every follower `K` of `H` (row) and
    /// `S` of `G` (column).
    table: Vec<Vec<u64>>,
    /// The values at the written subordinate's followers.
    sub: Vec<u64>,
}

/// The ordinal product's value from its definition: with `O(K)` the values of the
/// options `(G ⊛ K′) : G′` of `G ⊛ K`, `(G ⊛ K) : S` is worth `mex(O(K) ∪ {values at
/// S's options})`, and `G ⊛ K` alone `mex O(K)` — for every follower `K` of `H`, children
/// first, over the followers of `G`.
pub(super) fn ordinal_value(p: &Product, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
    let limit = options.search_limit;
    let (gr, kr) = (p.part(0), p.part(1));
    let g_start = part_state(gr).ok_or_else(|| failed("reason-product-part-not-searchable"))?;
    let k_start = part_state(kr).ok_or_else(|| failed("reason-product-part-not-searchable"))?;
    let g = Followers::of(gr, g_start, limit, options)?;
    let k = Followers::of(kr, k_start, limit, options)?;
    if (g.len() as f64) * (k.len() as f64) > limit as f64 {
        return Err(failed("reason-product-too-large"));
    }
    let g_options: Vec<usize> = g.children.first().cloned().unwrap_or_default();
    let escapes_of = |table: &[Vec<u64>], kid: usize| -> Vec<u64> {
        let mut e: Vec<u64> = k
            .children
            .get(kid)
            .into_iter()
            .flatten()
            .flat_map(|&k2| {
                g_options
                    .iter()
                    .filter_map(move |&g2| table.get(k2).and_then(|row| row.get(g2)).copied())
            })
            .collect();
        e.sort_unstable();
        e.dedup();
        e
    };
    let mut table: Vec<Vec<u64>> = vec![Vec::new(); k.len()];
    for &kid in &k.order {
        options.cancel.check()?;
        let escapes = escapes_of(&table, kid);
        let row = ordinal_sum_values(&g, &escapes);
        if let Some(r) = table.get_mut(kid) {
            *r = row;
        }
    }
    let escapes = escapes_of(&table, 0);
    let (s, sub, value) = match p.parts.get(2) {
        Some(sr) => {
            let start =
                part_state(sr).ok_or_else(|| failed("reason-product-part-not-searchable"))?;
            let s = Followers::of(sr, start, limit, options)?;
            let sub = ordinal_sum_values(&s, &escapes);
            let v = sub.first().copied().unwrap_or(0);
            (Some(s), sub, v)
        }
        None => {
            let v = ordinal_sum_values(
                &Followers {
                    index: HashMap::new(),
                    children: vec![Vec::new()],
                    order: vec![0],
                },
                &escapes,
            )
            .first()
            .copied()
            .unwrap_or(0);
            (None, Vec::new(), v)
        }
    };
    let value_nat = Nat::from(value);
    let mut valued = Valued::new(value_nat.clone(), "ordinal product");
    valued.steps.push(Step::new(ProductReasoning {
        product: ProductKind::Ordinal.name().into(),
        terms: Vec::new(),
        factors: p.parts.iter().map(|x| part_text(x)).collect(),
        base_option_values: escapes.len(),
        table: g.len() * k.len(),
        value: value_nat,
    }));
    valued.memo = Some(Arc::new(OrdinalMemo {
        g,
        k,
        s,
        table,
        sub,
    }));
    Ok(valued)
}

impl Product {
    /// The value of the ordinal product after the search move to `after`, from what
    /// its value found.
    pub(super) fn ordinal_after(&self, memo: &OrdinalMemo, after: &[u64]) -> Option<u64> {
        let (tag, k, s) = self.decode_ordinal(after);
        match tag {
            2 => {
                let ki = memo.k.find(self.part(1), &k)?;
                let si = memo.g.find(self.part(0), &s)?;
                memo.table.get(ki)?.get(si).copied()
            }
            1 => {
                let si = memo.s.as_ref()?.find(self.part(2), &s)?;
                memo.sub.get(si).copied()
            }
            _ => None,
        }
    }
}
