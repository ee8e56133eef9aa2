"""Helpers shared by the reference recorders (record_hf.py, record_mlx.py,
manifest.py). These scripts only record what the outside references compute;
they implement no model math of their own."""
import argparse
import hashlib
import json
import os

import numpy as np

DUMP_FORMAT = "qwen2vl-stage-dump"
DUMP_VERSION = "1"
TOPK_PREFILL = 16   # top-k logits kept at every prompt position (contracts::TOPK_PREFILL)
TOPK_DECODE = 64    # top-k logits kept at every greedy step (contracts::TOPK_DECODE)


def parse_args(description):
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--root", required=True, help="repository root")
    ap.add_argument("--fixtures", required=True, help="folder holding generated fixture checkpoints")
    ap.add_argument("--case", action="append", default=[], help="only these cases")
    return ap.parse_args()


def load_cases(root, only):
    with open(os.path.join(root, "fixtures", "cases.json")) as f:
        cases = json.load(f)["cases"]
    if only:
        unknown = set(only) - {c["name"] for c in cases}
        if unknown:
            raise SystemExit(f"unknown cases: {sorted(unknown)}")
        cases = [c for c in cases if c["name"] in only]
    return cases


def image_path(root, file):
    return os.path.join(root, "fixtures", "images", file)


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def case_dir(root, case):
    d = os.path.join(root, "goldens", case["name"])
    os.makedirs(d, exist_ok=True)
    return d


def f32(x):
    return np.ascontiguousarray(np.asarray(x, dtype=np.float32))


def i64(x):
    return np.ascontiguousarray(np.asarray(x, dtype=np.int64))


def topk(logits, k):
    """Top-k of a 1-D or 2-D float array along the last axis, ties broken by
    the lower index (a stable, deterministic order)."""
    logits = np.asarray(logits, dtype=np.float32)
    idx = np.argsort(-logits, axis=-1, kind="stable")[..., :k]
    return np.take_along_axis(logits, idx, axis=-1), idx


def margin(logits):
    v, _ = topk(logits, 2)
    return float(v[0] - v[1])


def write_dump(path, tensors, source, case_name):
    """Writes a safetensors file byte-deterministically: the safetensors
    library stores metadata through a hash map, so its key order (and the
    file's bytes) change from run to run. The format is simple enough to
    write directly: u64 header length, JSON header with sorted keys padded to
    8 bytes, then the tensors in name order."""
    meta = {"format": DUMP_FORMAT, "version": DUMP_VERSION, "source": source, "case": case_name}
    dtypes = {np.dtype(np.float32): "F32", np.dtype(np.int64): "I64"}
    header = {"__metadata__": meta}
    blobs = []
    offset = 0
    for name in sorted(tensors):
        arr = np.ascontiguousarray(tensors[name])
        if arr.dtype not in dtypes:
            raise SystemExit(f"{name}: dtype {arr.dtype} is not allowed in a stage dump")
        data = arr.astype(arr.dtype.newbyteorder("<"), copy=False).tobytes()
        header[name] = {"dtype": dtypes[arr.dtype], "shape": list(arr.shape), "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
        blobs.append(data)
    text = json.dumps(header, sort_keys=True, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(len(text).to_bytes(8, "little"))
        f.write(text)
        for b in blobs:
            f.write(b)


def write_json(path, value):
    with open(path, "w") as f:
        json.dump(value, f, indent=2, sort_keys=True)
        f.write("\n")


def processor_kwargs(case):
    """Image-processor overrides a case asks for: `max_pixels` (the bound
    every implementation resizes within, as HF's processor call takes it)."""
    return {"max_pixels": case["max_pixels"]} if "max_pixels" in case else {}


def check_prompt(case, rendered, who):
    if rendered != case["prompt"]:
        raise SystemExit(
            f"case {case['name']}: {who}'s chat template gives\n{rendered!r}\n"
            f"but fixtures/cases.json has\n{case['prompt']!r}"
        )


def record_all(source, description, record_vl, record_text, versions):
    """Runs one reference over the selected cases: record_vl(case, ckpt, root)
    for Qwen2-VL checkpoints, record_text(case, ckpt) for text-only Qwen2.
    Writes goldens/CASE/SOURCE.safetensors and SOURCE.json (versions)."""
    args = parse_args(description)
    for case in load_cases(args.root, args.case):
        ckpt = os.path.join(args.fixtures, case["model"])
        with open(os.path.join(ckpt, "config.json")) as f:
            model_type = json.load(f)["model_type"]
        out = record_vl(case, ckpt, args.root) if model_type == "qwen2_vl" else record_text(case, ckpt)
        d = case_dir(args.root, case)
        write_dump(os.path.join(d, f"{source}.safetensors"), out, source, case["name"])
        write_json(os.path.join(d, f"{source}.json"), {"versions": versions()})
        print(f"{source:3} {case['name']}: {len(out)} tensors, tokens {out['tokens'].tolist()}, "
              f"min margin {out['tokens.margins'].min():.4f}")
