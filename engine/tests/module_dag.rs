//! The engine's modules form the layers ARCHITECTURE.md states ("Dependency
//! order"): every `crate::` path in a module of `engine/src` (its tests
//! included; comments not) names a module of a lower layer, never one of
//! its own layer or above, so there is no import cycle between the crate's
//! top-level modules (folders and files). Inside a folder, files may use
//! each other (`super::`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The layers ARCHITECTURE.md lists under "## Dependency order", lowest
/// first: a numbered line each, the layer's modules in backticks.
fn stated_layers() -> Vec<Vec<String>> {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../ARCHITECTURE.md"))
        .expect("ARCHITECTURE.md at the repository root");
    let section =
        doc.split("\n## Dependency order").nth(1).expect("ARCHITECTURE.md has a `## Dependency order` section");
    let section = section.split("\n## ").next().unwrap();
    let mut layers = Vec::new();
    for line in section.lines() {
        let Some((number, rest)) = line.split_once(". ") else { continue };
        if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let modules: Vec<String> = rest.split('`').skip(1).step_by(2).map(str::to_owned).collect();
        assert!(!modules.is_empty(), "layer {number} names no module: {line}");
        assert_eq!(number.parse::<usize>().unwrap(), layers.len() + 1, "layers numbered in order: {line}");
        layers.push(modules);
    }
    assert!(layers.len() >= 5, "the dependency order lists {} layers", layers.len());
    layers
}

/// `text` without its comments (line and doc comments; the engine has no
/// block comments) and without string literals' contents.
fn code_of(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut in_string = false;
        let mut prev = ' ';
        let mut kept = String::new();
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if !in_string && c == '/' && chars.get(i + 1) == Some(&'/') {
                break;
            }
            if c == '"' && prev != '\\' && prev != '\'' {
                in_string = !in_string;
            } else if !in_string {
                kept.push(c);
            }
            prev = c;
            i += 1;
        }
        out.push_str(&kept);
        out.push('\n');
    }
    out
}

/// The top-level modules a file's code names through `crate::`, grouped
/// imports (`crate::{a, b::c}`) included.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let ident = |s: &str| s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let after = &rest[at + "crate::".len()..];
        if let Some(group) = after.strip_prefix('{') {
            let mut depth = 1;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 || (depth == 1 && c == ',') {
                    names.insert(ident(item.trim()));
                    item.clear();
                    if depth == 0 {
                        break;
                    }
                } else if depth == 1 {
                    item.push(c);
                }
            }
        } else {
            names.insert(ident(after));
        }
        rest = after;
    }
    names.retain(|n| !n.is_empty());
    names
}

/// Every file of the library (the binary's `main.rs` and `cli/` use the
/// crate by its name, not `crate::`), with its top-level module.
fn library_files() -> Vec<(String, PathBuf)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(&src(), &mut files);
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let rel = path.strip_prefix(src()).unwrap().to_string_lossy().into_owned();
            let top = rel.split('/').next().unwrap().trim_end_matches(".rs").to_owned();
            (top != "main" && top != "cli" && top != "lib").then_some((top, path))
        })
        .collect()
}

/// Edges between top-level modules: (from, to) -> the files that make it.
fn edges() -> BTreeMap<(String, String), Vec<String>> {
    let mut edges: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for (top, path) in library_files() {
        let code = code_of(&std::fs::read_to_string(&path).unwrap());
        for to in crate_paths(&code) {
            if to != top {
                let file = path.strip_prefix(src()).unwrap().display().to_string();
                edges.entry((top.clone(), to)).or_default().push(file);
            }
        }
    }
    edges
}

/// The edges against `layers`: to a module of the same or a higher layer,
/// or to a module in no layer.
fn violations(edges: &BTreeMap<(String, String), Vec<String>>, layers: &[Vec<String>]) -> Vec<String> {
    let rank: BTreeMap<&str, usize> =
        layers.iter().enumerate().flat_map(|(i, l)| l.iter().map(move |m| (m.as_str(), i))).collect();
    let mut against = Vec::new();
    for ((from, to), files) in edges {
        match (rank.get(from.as_str()), rank.get(to.as_str())) {
            (Some(&f), Some(&t)) if t < f => {}
            (Some(&f), Some(&t)) => {
                against.push(format!("{from} (layer {}) -> {to} (layer {}) in {files:?}", f + 1, t + 1))
            }
            _ => against.push(format!("{from} -> {to} (a module in no layer) in {files:?}")),
        }
    }
    against
}

#[test]
fn every_crate_path_points_to_a_lower_layer_than_its_module() {
    let layers = stated_layers();
    let stated: BTreeSet<&str> = layers.iter().flatten().map(String::as_str).collect();
    // Every top-level module of the library is in a layer, and every
    // layer's module exists.
    let modules: BTreeSet<String> = library_files().into_iter().map(|(top, _)| top).collect();
    for m in &modules {
        assert!(stated.contains(m.as_str()), "`{m}` is in no layer of ARCHITECTURE.md's dependency order");
    }
    for m in &stated {
        assert!(modules.contains(*m), "ARCHITECTURE.md's dependency order names `{m}`, which engine/src lacks");
    }
    let edges = edges();
    assert!(edges.len() >= 20, "only {} edges read: the reader is looking in the wrong place", edges.len());
    let against = violations(&edges, &layers);
    assert!(against.is_empty(), "uses against the dependency order:\n{}", against.join("\n"));
}

#[test]
fn the_edge_reader_sees_every_form_of_crate_path_and_the_check_reports_a_planted_edge() {
    let code = code_of(
        "use crate::emit::DType;\nuse crate::{cpu, numerics::{Numerics, OwnKernels}};\n\
         let x = crate::shapes::buckets(2); // crate::serve in a comment\n\
         let s = \"crate::generate in a string\";\n/// crate::bench in a doc comment\n",
    );
    let found: Vec<String> = crate_paths(&code).into_iter().collect();
    assert_eq!(found, ["cpu", "emit", "numerics", "shapes"]);
    let layers = stated_layers();
    let (lowest, highest) = (&layers[0][0], &layers[layers.len() - 1][0]);
    let mut planted = edges();
    planted.insert((lowest.clone(), highest.clone()), vec!["planted.rs".into()]);
    let against = violations(&planted, &layers);
    assert_eq!(against.len(), 1, "{against:?}");
    assert!(against[0].contains("planted.rs"), "{against:?}");
    // An edge inside one layer is against the order too.
    assert!(layers[0].len() >= 2, "the lowest layer holds several modules");
    let mut sideways = BTreeMap::new();
    sideways.insert((layers[0][1].clone(), layers[0][0].clone()), vec!["sideways.rs".into()]);
    assert_eq!(violations(&sideways, &layers).len(), 1);
}
