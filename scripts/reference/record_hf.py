#!/usr/bin/env python3
"""Records Hugging Face transformers goldens for every case.

PyTorch CPU, float32, eager attention, the slow PIL image processor
(use_fast=False, i.e. Qwen2VLImageProcessorPil), one thread for determinism.
Stages are taken from the model's own modules with forward hooks; nothing is
recomputed here. Writes goldens/CASE/hf.safetensors and goldens/CASE/hf.json
(versions), which manifest.py folds into the case manifest.
"""

import numpy as np
import torch
import transformers
from transformers import AutoModelForCausalLM, AutoProcessor, AutoTokenizer, Qwen2VLForConditionalGeneration
from transformers.image_utils import load_image

import common

torch.set_num_threads(1)
torch.use_deterministic_algorithms(True)


def versions():
    import PIL
    return {"torch": torch.__version__, "transformers": transformers.__version__,
            "pillow": PIL.__version__, "numpy": np.__version__}


def hook_vision(model, out):
    """Forward hooks on the vision tower that copy each stage into `out`."""
    visual = model.model.visual
    handles = []

    def save(name):
        def fn(_m, _args, output):
            out[name] = common.f32(output.detach())
        return fn

    def rope(_m, args, output):
        position_ids = args[1]  # (N, 2): h, w of every patch row
        out["vision_rope.position_ids"] = common.i64(position_ids.detach())
        out["vision_rope.cos"] = common.f32(output[0].detach())
        out["vision_rope.sin"] = common.f32(output[1].detach())

    def first_block(_m, _args, kwargs):
        out["cu_seqlens"] = common.i64(kwargs["cu_seqlens"].detach())

    handles.append(visual.patch_embed.register_forward_hook(save("patch_embed")))
    handles.append(visual.rotary_pos_emb.register_forward_hook(rope))
    handles.append(visual.blocks[0].register_forward_pre_hook(first_block, with_kwargs=True))
    for i, blk in enumerate(visual.blocks):
        handles.append(blk.register_forward_hook(save(f"vision_block.{i}")))
    handles.append(visual.merger.ln_q.register_forward_hook(save("merger_ln")))
    handles.append(visual.merger.register_forward_hook(save("merged_tokens")))
    return handles


def record_lm(model, inputs, out, max_new_tokens):
    """Prefill logits, KV cache after prefill, and greedy decoding."""
    with torch.no_grad():
        pre = model(**inputs, use_cache=True)
    logits = pre.logits[0].float().numpy()
    out["prefill_logits.last"] = common.f32(logits[-1])
    v, i = common.topk(logits, common.TOPK_PREFILL)
    out["prefill_logits.topk_values"], out["prefill_logits.topk_indices"] = common.f32(v), common.i64(i)
    cache = pre.past_key_values
    for layer_idx, layer in enumerate(cache.layers):
        out[f"kv.{layer_idx}.k"] = common.f32(layer.keys[0].detach())
        out[f"kv.{layer_idx}.v"] = common.f32(layer.values[0].detach())

    if hasattr(model.model, "rope_deltas"):
        model.model.rope_deltas = None  # never reuse state from the prefill above
    with torch.no_grad():
        gen = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=False,
                             output_logits=True, return_dict_in_generate=True)
    prompt_len = inputs["input_ids"].shape[1]
    tokens = gen.sequences[0, prompt_len:].tolist()
    margins = []
    for s, step_logits in enumerate(gen.logits):
        step = step_logits[0].float().numpy()
        v, i = common.topk(step, common.TOPK_DECODE)
        out[f"decode_logits.{s}.topk_values"], out[f"decode_logits.{s}.topk_indices"] = common.f32(v), common.i64(i)
        margins.append(common.margin(step))
    out["tokens"] = common.i64(tokens)
    out["tokens.margins"] = common.f32(margins)


def record_vl(case, ckpt, root):
    model = Qwen2VLForConditionalGeneration.from_pretrained(ckpt, dtype=torch.float32, attn_implementation="eager")
    model.eval()
    processor = AutoProcessor.from_pretrained(ckpt, use_fast=False)
    if type(processor.image_processor).__name__ != "Qwen2VLImageProcessorPil":
        raise SystemExit(f"expected the slow PIL image processor, got {type(processor.image_processor)}")
    common.check_prompt(case, processor.apply_chat_template(case["messages"], add_generation_prompt=True,
                                                            tokenize=False), "transformers")
    images = [load_image(common.image_path(root, f)) for f in case["images"]]
    inputs = processor(text=[case["prompt"]], images=images or None, return_tensors="pt",
                       **common.processor_kwargs(case))
    out = {}
    ids = inputs["input_ids"]
    out["input_ids"] = common.i64(ids[0])
    if images:
        out["pixels"] = common.f32(inputs["pixel_values"])
        out["grid"] = common.i64(inputs["image_grid_thw"])
    positions, delta = model.model.get_rope_index(
        ids, mm_token_type_ids=inputs["mm_token_type_ids"],
        image_grid_thw=inputs.get("image_grid_thw"), attention_mask=inputs["attention_mask"])
    out["mrope_positions"] = common.i64(positions[:, 0, :])
    out["rope_delta"] = common.i64(delta.reshape(1))
    handles = hook_vision(model, out) if images else []
    record_lm(model, inputs, out, case["max_new_tokens"])
    for h in handles:
        h.remove()
    return out


def record_text(case, ckpt):
    model = AutoModelForCausalLM.from_pretrained(ckpt, dtype=torch.float32, attn_implementation="eager")
    model.eval()
    tok = AutoTokenizer.from_pretrained(ckpt)
    common.check_prompt(case, tok.apply_chat_template(case["messages"], add_generation_prompt=True,
                                                      tokenize=False), "transformers")
    inputs = tok([case["prompt"]], return_tensors="pt")
    out = {"input_ids": common.i64(inputs["input_ids"][0])}
    seq = inputs["input_ids"].shape[1]
    # Qwen2ForCausalLM uses 1D positions 0..S-1 on every rotary axis; rope_delta is 0.
    out["mrope_positions"] = common.i64(np.broadcast_to(np.arange(seq), (3, seq)))
    out["rope_delta"] = common.i64([0])
    record_lm(model, inputs, out, case["max_new_tokens"])
    return out


def main():
    common.record_all("hf", __doc__, record_vl, record_text, versions)


if __name__ == "__main__":
    main()
