# Accuracy of int8 weight quantization: per output channel vs per group of 32,
# with and without per-row int8 inputs, on one 2B-shape layer.
import json, struct, sys
import numpy as np
path = sys.argv[1]
with open(path, 'rb') as f:
    n = struct.unpack('<Q', f.read(8))[0]; header = json.loads(f.read(n)); base = 8 + n
    def get(name):
        m = header[name]; a, b = m['data_offsets']; f.seek(base + a)
        raw = np.frombuffer(f.read(b - a), dtype=np.uint16).astype(np.uint32) << 16
        return raw.view(np.float32).reshape(m['shape'])
    names = [k for k in header if k.endswith(('mlp.down_proj.weight', 'mlp.gate_proj.weight', 'self_attn.q_proj.weight')) and '.layers.3.' in k]
    rng = np.random.default_rng(0)
    for name in sorted(names):
        w = get(name).astype(np.float64)
        x = rng.standard_normal((64, w.shape[1]))
        x[:, 7] *= float(sys.argv[2])  # an outlier input channel, as LLM activations have
        y = x @ w.T
        def q_rows(m, axis_groups=None):
            if axis_groups is None:
                s = np.abs(m).max(axis=1, keepdims=True) / 127
                return np.clip(np.rint(m / np.where(s == 0, 1, s)), -127, 127) * s
            g = m.reshape(m.shape[0], -1, axis_groups)
            s = np.abs(g).max(axis=2, keepdims=True) / 127
            return (np.clip(np.rint(g / np.where(s == 0, 1, s)), -127, 127) * s).reshape(m.shape)
        def err(yq): return np.abs(yq - y).max() / np.abs(y).max(), np.sqrt(((yq - y) ** 2).mean() / (y ** 2).mean())
        wc, wg = q_rows(w), q_rows(w, 32)
        xr = q_rows(x)
        print(f"{name.split('model.')[-1]:40s} weight-only per-channel max {err(x @ wc.T)[0]:.2e} rms {err(x @ wc.T)[1]:.2e} | group-32 max {err(x @ wg.T)[0]:.2e} rms {err(x @ wg.T)[1]:.2e} | per-channel + int8 rows max {err(xr @ wc.T)[0]:.2e} rms {err(xr @ wc.T)[1]:.2e}")
