"""The reference's speed on this machine: HF transformers (bf16, sdpa) on a
Qwen2-VL checkpoint, measured the way `engine bench` measures the engine, so
both can be run in one sitting and compared as a ratio.

Usage (reference venv from scripts/reference/setup-venv.sh):
  .venv-ref/bin/python scripts/reference/bench_hf.py --model DIR \
      [--prompt-tokens 512,2100] [--decode-steps 16] [--image-size 448] [--json]

Reports, per prompt length: prefill seconds (generate of one token), decode
tokens/s at that depth (greedy, EOS suppressed; the difference of two
generate calls), the vision encode of a synthetic image, and the process's
peak RSS. Medians of --repeats runs after a warm-up.
"""

import argparse
import json
import resource
import statistics
import time

import torch
from transformers import Qwen2VLForConditionalGeneration


def timed(fn, repeats):
    fn()  # warm-up
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--prompt-tokens", default="512")
    ap.add_argument("--decode-steps", type=int, default=16)
    ap.add_argument("--image-size", type=int, default=448)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    model = Qwen2VLForConditionalGeneration.from_pretrained(a.model, torch_dtype=torch.bfloat16, attn_implementation="sdpa")
    model.eval()
    out = {"reference": "transformers", "dtype": "bf16", "attn": "sdpa", "threads": a.threads, "text": []}
    vocab = model.config.text_config.vocab_size if hasattr(model.config, "text_config") else model.config.vocab_size
    with torch.inference_mode():
        for n in [int(x) for x in a.prompt_tokens.split(",")]:
            ids = torch.tensor([[(1000 + 37 * i) % 50000 for i in range(n)]])
            mask = torch.ones_like(ids)
            kw = dict(attention_mask=mask, do_sample=False, suppress_tokens=list(range(151643, vocab)))

            def gen(k):
                return lambda: model.generate(ids, max_new_tokens=k, min_new_tokens=k, **kw)

            prefill = timed(gen(1), a.repeats)
            both = timed(gen(1 + a.decode_steps), a.repeats)
            # The decode rate is the difference of two timed runs. When the
            # decode steps add under 5% to the prefill's time (about the
            # prefill's run-to-run spread on this machine) the difference
            # means nothing, and no rate is reported.
            decode_s = both - prefill
            out["text"].append({
                "prompt_tokens": n, "prefill_s": prefill, "prefill_tokens_per_s": n / prefill,
                "decode_steps": a.decode_steps,
                "decode_tokens_per_s": a.decode_steps / decode_s if decode_s > 0.05 * prefill else None,
            })
        # Vision: one synthetic image of image_size^2 through the vision tower.
        s = a.image_size
        g = s // 14
        pixels = torch.randn(g * g, 3 * 2 * 14 * 14, dtype=torch.bfloat16)
        grid = torch.tensor([[1, g, g]])
        visual = model.model.visual if hasattr(model, "model") and hasattr(model.model, "visual") else model.visual
        out["vision"] = {"image_size": s, "patches": g * g, "encode_s": timed(lambda: visual(pixels, grid_thw=grid), a.repeats)}
    out["peak_rss_gb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 / 1e9
    if a.json:
        print(json.dumps(out))
        return
    for t in out["text"]:
        rate = t["decode_tokens_per_s"]
        decode = f"{rate:.2f} tokens/s" if rate is not None else "not measured (the decode steps added under 5% to the prefill time, inside its noise: raise --decode-steps or --repeats)"
        print(f"hf bf16 sdpa: prefill {t['prompt_tokens']} tokens {t['prefill_s']:.2f} s ({t['prefill_tokens_per_s']:.0f} tokens/s); "
              f"decode at that depth {decode}")
    v = out["vision"]
    print(f"hf bf16 sdpa: vision encode {v['image_size']}x{v['image_size']} ({v['patches']} patches) {v['encode_s']:.2f} s")
    print(f"hf peak RSS {out['peak_rss_gb']:.2f} GB")


if __name__ == "__main__":
    main()
