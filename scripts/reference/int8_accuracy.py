"""Accuracy of the int8 rules on one layer of a checkpoint (numpy only).

Usage: python scripts/reference/int8_accuracy.py SHARD.safetensors [OUTLIER]

For layer 3's q_proj, gate_proj and down_proj (bf16 on disk) and 64 random
input rows (input channel 7 multiplied by OUTLIER, default 1): the max and
rms error of x W^T against f32, relative to the output's largest / rms
value, for weights quantized per output channel or per group of 32
(weight-only), and per channel with the inputs as one or two int8 digits
per row (the second with the fixed step d1 / 254; engine/src/checkpoint/
quantize.rs and engine/src/emit/nn.rs have the rules).
"""
import json
import struct
import sys

import numpy as np


def step(m):
    return np.maximum(np.abs(m).max(axis=1, keepdims=True) / 127, np.finfo(np.float32).tiny)


def digit(m, s):
    return np.clip(np.rint(m / s), -127, 127) * s


def per_channel(m):
    s = np.abs(m).max(axis=1, keepdims=True) / 127
    return np.clip(np.rint(m / np.where(s == 0, 1, s)), -127, 127) * s


def per_group(m, g=32):
    q = m.reshape(m.shape[0], -1, g)
    s = np.abs(q).max(axis=2, keepdims=True) / 127
    return (np.clip(np.rint(q / np.where(s == 0, 1, s)), -127, 127) * s).reshape(m.shape)


def main():
    path, outlier = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        base = 8 + n

        def get(name):
            m = header[name]
            a, b = m["data_offsets"]
            f.seek(base + a)
            raw = np.frombuffer(f.read(b - a), dtype=np.uint16).astype(np.uint32) << 16
            return raw.view(np.float32).reshape(m["shape"]).astype(np.float64)

        ends = ("mlp.down_proj.weight", "mlp.gate_proj.weight", "self_attn.q_proj.weight")
        names = sorted(k for k in header if k.endswith(ends) and ".layers.3." in k)
        rng = np.random.default_rng(0)
        for name in names:
            w = get(name)
            x = rng.standard_normal((64, w.shape[1]))
            x[:, 7] *= outlier
            y = x @ w.T

            def err(yq):
                return np.abs(yq - y).max() / np.abs(y).max(), np.sqrt(((yq - y) ** 2).mean() / (y**2).mean())

            wc = per_channel(w)
            d1 = step(x)
            one = digit(x, d1)
            two = one + digit(x - one, d1 / 254)
            rows = [
                ("weights per channel", err(x @ wc.T)),
                ("weights per group of 32", err(x @ per_group(w).T)),
                ("per channel + one int8 digit per input row", err(one @ wc.T)),
                ("per channel + two int8 digits per input row", err(two @ wc.T)),
            ]
            print(f"{name} (input outlier x{outlier:g})")
            for what, (mx, rms) in rows:
                print(f"  {what:46s} max {mx:.2e}  rms {rms:.2e}")


if __name__ == "__main__":
    main()
