//! Token stream -> text stream: incremental detokenisation that never emits
//! half a UTF-8 character, and `stop` strings that are cut from the output
//! even when they span several tokens (text that may begin a stop string is
//! held back until it can be decided).
//!
//! Streaming and non-streaming responses both go through [`TextStream`], so
//! their text is the same by construction; the server tests also check it
//! against one whole-sequence decode.

use tokenizers::Tokenizer;

/// Incremental detokeniser (the prefix/read-offset scheme vLLM and TGI use):
/// the text of the new tokens is the decode of a short window minus the
/// decode of the window's already-emitted part.
pub struct TextStream {
    tokens: Vec<u32>,
    prefix: usize,
    read: usize,
}

fn decode(tok: &Tokenizer, ids: &[u32]) -> String {
    tok.decode(ids, true).unwrap_or_default()
}

impl Default for TextStream {
    fn default() -> Self {
        Self::new()
    }
}

impl TextStream {
    pub fn new() -> Self {
        TextStream { tokens: Vec::new(), prefix: 0, read: 0 }
    }

    pub fn tokens(&self) -> &[u32] {
        &self.tokens
    }

    /// Add a token; returns the text it completes (possibly empty while a
    /// multi-byte character is still incomplete).
    pub fn push(&mut self, tok: &Tokenizer, token: u32) -> String {
        self.tokens.push(token);
        self.emit(tok, false)
    }

    /// Whatever is still held back at the end of the sequence.
    pub fn finish(&mut self, tok: &Tokenizer) -> String {
        self.emit(tok, true)
    }

    fn emit(&mut self, tok: &Tokenizer, last: bool) -> String {
        if self.read == self.tokens.len() {
            return String::new();
        }
        let before = decode(tok, &self.tokens[self.prefix..self.read]);
        let now = decode(tok, &self.tokens[self.prefix..]);
        if now.ends_with('\u{FFFD}') && !last {
            return String::new();
        }
        let delta = match now.strip_prefix(before.as_str()) {
            Some(d) => d.to_owned(),
            // Decoders that rewrite earlier text: emit from the first difference.
            None => {
                let common = now
                    .char_indices()
                    .zip(before.chars())
                    .take_while(|((_, a), b)| a == b)
                    .last()
                    .map(|((i, c), _)| i + c.len_utf8())
                    .unwrap_or(0);
                now[common..].to_owned()
            }
        };
        self.prefix = self.read;
        self.read = self.tokens.len();
        delta
    }
}

/// Cuts the output at the first occurrence of any stop string.
pub struct StopFilter {
    stops: Vec<String>,
    pending: String,
    stopped: bool,
}

impl StopFilter {
    pub fn new(stops: Vec<String>) -> Self {
        StopFilter {
            stops: stops.into_iter().filter(|s| !s.is_empty()).collect(),
            pending: String::new(),
            stopped: false,
        }
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Feed new text; returns what may be emitted now. After a stop string
    /// is found, everything from it on is dropped and `stopped()` is true.
    pub fn push(&mut self, text: &str) -> String {
        if self.stopped {
            return String::new();
        }
        self.pending.push_str(text);
        let first = self.stops.iter().filter_map(|s| self.pending.find(s.as_str())).min();
        if let Some(at) = first {
            self.stopped = true;
            let out = self.pending[..at].to_owned();
            self.pending.clear();
            return out;
        }
        // Hold back the longest suffix that is a proper prefix of a stop string.
        let hold = self
            .pending
            .char_indices()
            .map(|(i, _)| i)
            .find(|&i| self.stops.iter().any(|s| s.starts_with(&self.pending[i..])))
            .unwrap_or(self.pending.len());
        let out = self.pending[..hold].to_owned();
        self.pending.drain(..hold);
        out
    }

    /// End of the sequence: release what was held back.
    pub fn finish(&mut self) -> String {
        std::mem::take(&mut self.pending)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(stops: &[&str], pieces: &[&str]) -> (String, bool) {
        let mut f = StopFilter::new(stops.iter().map(|s| s.to_string()).collect());
        let mut out = String::new();
        for p in pieces {
            out += &f.push(p);
        }
        if !f.stopped() {
            out += &f.finish();
        }
        (out, f.stopped())
    }

    #[test]
    fn a_stop_string_is_cut_even_across_pieces() {
        assert_eq!(run(&["END"], &["abc E", "N", "D tail"]), ("abc ".into(), true));
        assert_eq!(run(&["xy", "b"], &["aaxyb"]), ("aa".into(), true));
        assert_eq!(run(&["\n\n"], &["one\n", "\ntwo"]), ("one".into(), true));
    }

    #[test]
    fn text_that_only_looks_like_a_stop_start_is_released() {
        assert_eq!(run(&["END"], &["abc E", "NX", " more"]), ("abc ENX more".into(), false));
        assert_eq!(run(&["END"], &["tail E"]), ("tail E".into(), false));
        assert_eq!(run(&[], &["a", "b"]), ("ab".into(), false));
        // Multi-byte characters are held and released on char boundaries.
        assert_eq!(run(&["éx"], &["caf", "é", "!"]), ("café!".into(), false));
    }

    #[test]
    fn held_back_text_is_not_emitted_early() {
        let mut f = StopFilter::new(vec!["STOP".into()]);
        assert_eq!(f.push("go ST"), "go ");
        assert_eq!(f.push("O"), "");
        assert_eq!(f.push("RM"), "STORM");
    }
}
