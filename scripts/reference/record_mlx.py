#!/usr/bin/env python3
"""Records MLX goldens for every case (Linux CPU, float32).

Qwen2-VL cases go through mlx-vlm (its own image processor, vision tower and
language model); the text-only Qwen2ForCausalLM case goes through mlx-lm.
Stages are read from the libraries' own modules; the vision blocks are run one
by one with the tower's own rotary table and cu_seqlens, and the result is
checked to equal the tower's own forward. Writes goldens/CASE/mlx.safetensors
and goldens/CASE/mlx.json (versions).
"""
import json
import os

import mlx.core as mx
import numpy as np

import common



def versions():
    import mlx_lm
    import mlx_vlm
    from importlib.metadata import version
    return {"mlx": version("mlx"), "mlx_vlm": mlx_vlm.__version__, "mlx_lm": mlx_lm.__version__,
            "numpy": np.__version__}


def eos_ids(ckpt):
    with open(os.path.join(ckpt, "generation_config.json")) as f:
        eos = json.load(f)["eos_token_id"]
    return set(eos if isinstance(eos, list) else [eos])


def np_(x, dtype=np.float32):
    return np.array(x.astype(mx.float32) if dtype == np.float32 else x, dtype=dtype)


def greedy(step_iter, max_new, eos):
    """Consume a (token, logprobs) generator greedily; stop after EOS like
    transformers' generate (the EOS token is kept)."""
    tokens, margins = [], []
    for (tok, logprobs), _ in zip(step_iter, range(max_new)):
        tok = int(tok.item() if hasattr(tok, "item") else tok)
        lp = np_(logprobs.reshape(-1))
        # log-softmax is a shift of the logits: top1 - top2 is the same margin.
        margins.append(common.margin(lp))
        tokens.append(tok)
        if tok in eos:
            break
    return tokens, margins


def record_vl(case, ckpt, root):
    from mlx_vlm import load, prepare_inputs
    from mlx_vlm.generate.ar import generate_step
    from mlx_vlm.utils import load_image

    model, processor = load(ckpt)
    model.set_dtype(mx.float32)
    common.check_prompt(case, processor.apply_chat_template(case["messages"], add_generation_prompt=True,
                                                            tokenize=False), "mlx-vlm")
    images = [load_image(common.image_path(root, f)) for f in case["images"]]
    inputs = prepare_inputs(processor, images=images or None, prompts=[case["prompt"]],
                            image_token_index=model.config.image_token_id, **common.processor_kwargs(case))
    ids, mask = inputs["input_ids"], inputs["attention_mask"]
    pixels, grid = inputs.get("pixel_values"), inputs.get("image_grid_thw")
    out = {"input_ids": common.i64(np_(ids[0], np.int64))}
    if images:
        out["pixels"] = common.f32(np_(pixels))
        out["grid"] = common.i64(np_(grid, np.int64))
        vt = model.vision_tower
        h = vt.patch_embed(pixels)
        out["patch_embed"] = common.f32(np_(h))
        rot = vt.rot_pos_emb(grid)
        g = np_(grid, np.int64)
        lengths = np.repeat(g[:, 1] * g[:, 2], g[:, 0])
        cu = mx.array(np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32))
        out["cu_seqlens"] = common.i64(np_(cu, np.int64))
        for i, blk in enumerate(vt.blocks):
            h = blk(h, cu_seqlens=cu, rotary_pos_emb=rot)
            out[f"vision_block.{i}"] = common.f32(np_(h))
        out["merger_ln"] = common.f32(np_(vt.merger.ln_q(h)))
        merged = np_(vt.merger(h))
        tower = np_(vt(pixels, grid))
        if not np.array_equal(merged, tower):
            raise SystemExit(f"case {case['name']}: block-by-block vision run differs from mlx-vlm's own forward")
        out["merged_tokens"] = common.f32(merged)
    positions, delta = model.language_model.get_rope_index(ids, grid, None, mask)
    positions = np_(positions, np.int64)
    if positions.ndim == 2:  # text only: mlx-vlm returns (batch, seq) and tiles it over the 3 axes
        positions = np.broadcast_to(positions[0], (3, positions.shape[1]))
    else:
        positions = positions[:, 0, :]
    out["mrope_positions"] = common.i64(positions)
    out["rope_delta"] = common.i64(np_(delta, np.int64).reshape(1))

    kwargs = {"image_grid_thw": grid} if images else {}
    logits = model(ids, pixels, mask=mask, **kwargs).logits
    logits = np_(logits[0])
    out["prefill_logits.last"] = common.f32(logits[-1])
    v, i = common.topk(logits, common.TOPK_PREFILL)
    out["prefill_logits.topk_values"], out["prefill_logits.topk_indices"] = common.f32(v), common.i64(i)

    model.language_model._rope_deltas = None
    model.language_model._position_ids = None
    steps = generate_step(ids, model, pixels, mask, max_tokens=case["max_new_tokens"], temperature=0.0, **kwargs)
    tokens, margins = greedy(steps, case["max_new_tokens"], eos_ids(ckpt))
    out["tokens"], out["tokens.margins"] = common.i64(tokens), common.f32(margins)
    return out


def record_text(case, ckpt):
    from mlx_lm import load
    from mlx_lm.generate import generate_step

    model, tokenizer = load(ckpt)
    model.set_dtype(mx.float32)
    common.check_prompt(case, tokenizer.apply_chat_template(case["messages"], add_generation_prompt=True,
                                                            tokenize=False), "mlx-lm")
    ids = tokenizer._tokenizer(case["prompt"], add_special_tokens=False)["input_ids"]
    seq = len(ids)
    out = {"input_ids": common.i64(ids),
           "mrope_positions": common.i64(np.broadcast_to(np.arange(seq), (3, seq))),
           "rope_delta": common.i64([0])}
    logits = np_(model(mx.array([ids]))[0])
    out["prefill_logits.last"] = common.f32(logits[-1])
    v, i = common.topk(logits, common.TOPK_PREFILL)
    out["prefill_logits.topk_values"], out["prefill_logits.topk_indices"] = common.f32(v), common.i64(i)
    steps = generate_step(mx.array(ids), model, max_tokens=case["max_new_tokens"], sampler=lambda lp: mx.argmax(lp, axis=-1))
    tokens, margins = greedy(steps, case["max_new_tokens"], eos_ids(ckpt))
    out["tokens"], out["tokens.margins"] = common.i64(tokens), common.f32(margins)
    return out


def main():
    mx.set_default_device(mx.cpu)
    common.record_all("mlx", __doc__, record_vl, record_text, versions)


if __name__ == "__main__":
    main()
