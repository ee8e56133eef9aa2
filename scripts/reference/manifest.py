#!/usr/bin/env python3
"""Writes goldens/CASE/manifest.json from the recorded dumps: library versions,
checkpoint and image SHA-256s, the exact prompt, each dump's SHA-256, and the
measured HF-vs-MLX difference of every tensor both recorded (the references'
own disagreement, which the harness shows as a pair)."""
import json
import os

import numpy as np
from safetensors.numpy import load_file

import common


def compare(a, b):
    if a.shape != b.shape:
        return {"shape_hf": list(a.shape), "shape_mlx": list(b.shape)}
    if np.issubdtype(a.dtype, np.integer):
        diff = np.nonzero(a.reshape(-1) != b.reshape(-1))[0]
        r = {"exact": bool(diff.size == 0)}
        if diff.size:
            r["first_difference_at"] = int(diff[0])
        return r
    d = np.abs(a.astype(np.float64) - b.astype(np.float64))
    scale = float(np.max(np.abs(a))) if a.size else 0.0
    return {"max_abs": float(d.max()) if d.size else 0.0,
            "mean_abs": float(d.mean()) if d.size else 0.0,
            "max_abs_over_max_hf": float(d.max() / scale) if scale > 0 else 0.0}


def main():
    args = common.parse_args(__doc__)
    for case in common.load_cases(args.root, args.case):
        d = common.case_dir(args.root, case)
        ckpt = os.path.join(args.fixtures, case["model"])
        refs = {}
        dumps = {}
        for ref in ("hf", "mlx"):
            side = os.path.join(d, f"{ref}.json")
            with open(side) as f:
                info = json.load(f)
            path = os.path.join(d, f"{ref}.safetensors")
            refs[ref] = {"file": f"{ref}.safetensors", "sha256": common.sha256_file(path),
                         "versions": info["versions"]}
            dumps[ref] = load_file(path)
            os.remove(side)
        shared = sorted(set(dumps["hf"]) & set(dumps["mlx"]))
        manifest = {
            "case": case["name"],
            "model": case["model"],
            "prompt": case["prompt"],
            **common.processor_kwargs(case),
            "checkpoint_sha256": {f: common.sha256_file(os.path.join(ckpt, f)) for f in sorted(os.listdir(ckpt))},
            "images": [{"file": f, "sha256": common.sha256_file(common.image_path(args.root, f))}
                       for f in case["images"]],
            "references": refs,
            "hf_vs_mlx": {name: compare(dumps["hf"][name], dumps["mlx"][name]) for name in shared},
        }
        common.write_json(os.path.join(d, "manifest.json"), manifest)
        worst = max((v.get("max_abs", 0.0) for v in manifest["hf_vs_mlx"].values()), default=0.0)
        inexact = [k for k, v in manifest["hf_vs_mlx"].items() if v.get("exact") is False]
        print(f"manifest {case['name']}: hf vs mlx worst float diff {worst:.3g}, integer mismatches {inexact}")


if __name__ == "__main__":
    main()
