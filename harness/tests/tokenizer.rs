//! The committed Qwen tokenizer, loaded through the Rust `tokenizers` crate,
//! gives the ids the real Qwen2 / Qwen2-VL tokenizer gives.

use harness::fixture::hf_files::{ENDOFTEXT, IMAGE_PAD, IM_START, SPECIAL_TOKENS};
use harness::paths;
use tokenizers::Tokenizer;

fn tokenizer() -> Tokenizer {
    Tokenizer::from_file(paths::tokenizer_json()).expect("fixtures/tokenizer/tokenizer.json loads")
}

fn ids(tok: &Tokenizer, text: &str) -> Vec<u32> {
    tok.encode(text, false).expect("encodes").get_ids().to_vec()
}

#[test]
fn known_strings_give_known_ids() {
    let tok = tokenizer();
    assert_eq!(ids(&tok, "Hello, world!"), vec![9707, 11, 1879, 0]);
    assert_eq!(ids(&tok, "<|im_start|>assistant\n"), vec![151644, 77091, 198]);
}

#[test]
fn every_special_token_maps_to_its_real_id() {
    let tok = tokenizer();
    for (i, special) in SPECIAL_TOKENS.iter().enumerate() {
        let id = ENDOFTEXT + i as u32;
        assert_eq!(tok.token_to_id(special), Some(id), "{special}");
        assert_eq!(ids(&tok, special), vec![id], "{special} encodes as one token");
        assert_eq!(tok.id_to_token(id).as_deref(), Some(*special));
    }
    assert_eq!(tok.token_to_id("<|im_start|>"), Some(IM_START));
    assert_eq!(tok.token_to_id("<|image_pad|>"), Some(IMAGE_PAD));
    // 151,643 BPE ranks plus 14 specials
    assert_eq!(tok.get_vocab_size(true), 151_657);
}

#[test]
fn digits_are_split_one_by_one_and_text_round_trips() {
    let tok = tokenizer();
    let digits = ids(&tok, "2026");
    assert_eq!(digits.len(), 4, "Qwen2 pre-tokenizer splits single digits: {digits:?}");
    let text = "Grüße, 世界! <|vision_start|><|image_pad|><|vision_end|> tab\tand\nnewline  ";
    let enc = ids(&tok, text);
    assert_eq!(tok.decode(&enc, false).unwrap(), text);
    assert_eq!(enc.iter().filter(|&&i| i == IMAGE_PAD).count(), 1);
}
