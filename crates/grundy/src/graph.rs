//! Games on a directed acyclic graph.
