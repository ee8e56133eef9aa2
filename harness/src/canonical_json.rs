//! Byte-stable JSON: object keys sorted, two-space indent, trailing newline.
//! Anything that is hashed or pinned is written through here, so the output
//! does not depend on serde_json's map implementation or feature flags.

use serde_json::Value;

pub fn to_string(v: &Value) -> String {
    let mut out = String::new();
    write(v, 0, &mut out);
    out.push('\n');
    out
}

fn write(v: &Value, indent: usize, out: &mut String) {
    match v {
        Value::Object(map) if !map.is_empty() => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push_str("{\n");
            for (i, k) in keys.iter().enumerate() {
                push_indent(indent + 1, out);
                out.push_str(&Value::String((*k).clone()).to_string());
                out.push_str(": ");
                write(&map[k.as_str()], indent + 1, out);
                if i + 1 < keys.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            push_indent(indent, out);
            out.push('}');
        }
        Value::Array(items) if !items.is_empty() && items.iter().any(|x| x.is_object() || x.is_array()) => {
            out.push_str("[\n");
            for (i, x) in items.iter().enumerate() {
                push_indent(indent + 1, out);
                write(x, indent + 1, out);
                if i + 1 < items.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            push_indent(indent, out);
            out.push(']');
        }
        Value::Array(items) => {
            // Short arrays of scalars stay on one line.
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write(x, indent, out);
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

fn push_indent(n: usize, out: &mut String) {
    for _ in 0..n {
        out.push_str("  ");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_sorted_and_layout_is_fixed() {
        let v = serde_json::json!({"b": 1, "a": {"d": [1, 2], "c": "x\ny"}, "e": [{"z": 1.5}]});
        assert_eq!(
            to_string(&v),
            "{\n  \"a\": {\n    \"c\": \"x\\ny\",\n    \"d\": [1, 2]\n  },\n  \"b\": 1,\n  \"e\": [\n    {\n      \"z\": 1.5\n    }\n  ]\n}\n"
        );
    }
}
