# reasons: messages of this file (see crates/grundy/src/i18n/mod.rs)
