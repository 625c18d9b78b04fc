//! Positions: a sum of components.
