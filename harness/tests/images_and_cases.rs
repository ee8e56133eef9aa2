//! The committed fixture images are exactly what the generator draws, and the
//! cases reference existing images and models with consistent placeholders.

use harness::{cases, fixture, images, paths};

#[test]
fn committed_pngs_decode_to_the_generated_pixels() {
    for (name, w, h) in images::IMAGES {
        let path = paths::fixtures().join("images").join(format!("{name}.png"));
        let (pw, ph, px) = images::read_png_rgb(&path).unwrap();
        assert_eq!((pw, ph), (w, h), "{name}");
        assert!(px == images::pixels(name, w, h), "{name}: committed PNG differs from the generator");
    }
}

#[test]
fn images_have_texture_not_flat_colour() {
    for (name, w, h) in images::IMAGES {
        let px = images::pixels(name, w, h);
        for c in 0..3 {
            let vals: Vec<u8> = px.iter().skip(c).step_by(3).copied().collect();
            let distinct = vals.iter().collect::<std::collections::BTreeSet<_>>().len();
            assert!(distinct > 20, "{name} channel {c} has only {distinct} levels");
        }
    }
}

#[test]
fn cases_cover_the_required_situations() {
    let all = cases::load(&paths::cases_json()).unwrap();
    let specs = fixture::available_specs();
    for c in &all {
        assert!(specs.contains(&c.model), "{}: unknown model {}", c.name, c.model);
        for img in &c.images {
            assert!(paths::fixtures().join("images").join(img).is_file(), "{}: {img} missing", c.name);
        }
        assert!(c.prompt.ends_with("<|im_start|>assistant\n"), "{}: generation prompt", c.name);
    }
    let by = |n: &str| all.iter().find(|c| c.name == n).unwrap_or_else(|| panic!("case {n}"));
    assert_eq!(by("one-image").images.len(), 1);
    let two = by("two-images");
    assert_eq!(two.images.len(), 2);
    assert!(two.prompt.contains("<|vision_end|> with the second one<|vision_start|>"), "text between the images");
    assert!(by("text-only-vl").images.is_empty() && by("text-only-vl").model == "tiny-qwen2-vl");
    assert_eq!(by("text-only-qwen2").model, "tiny-qwen2");
    for (name, _, _) in images::IMAGES {
        let file = format!("{name}.png");
        assert!(all.iter().any(|c| c.images == [file.clone()]), "no single-image case for {file}");
    }
}

#[test]
fn a_prompt_whose_placeholders_disagree_with_the_images_is_rejected() {
    let dir = tempfile::tempdir().unwrap();
    let mut v: serde_json::Value = serde_json::from_slice(&std::fs::read(paths::cases_json()).unwrap()).unwrap();
    v["cases"][0]["images"] = serde_json::json!(["grid-112x84.png", "grid-112x84.png"]);
    let p = dir.path().join("cases.json");
    std::fs::write(&p, serde_json::to_vec(&v).unwrap()).unwrap();
    let err = cases::load(&p).unwrap_err().to_string();
    assert!(err.contains("one-image") && err.contains("image parts"), "{err}");
}
