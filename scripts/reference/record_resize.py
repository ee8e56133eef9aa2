#!/usr/bin/env python3
"""Records what Hugging Face's Qwen2-VL processor makes of images larger than
a `max_pixels` bound: for each (width, height, max_pixels) the grid and the
SHA-256 of pixel_values (float32, little-endian, row-major) from
`processor(text=..., images=[img], max_pixels=N)` with the slow PIL image
processor of the tiny fixture. The images are drawn by one integer formula
(`pixel` below) that harness/tests/processor_vs_hf.rs draws too, so photo-sized
inputs are covered without committing their pixels. Writes
goldens/hf_resize.json.
"""

import hashlib
import os

import numpy as np
import transformers
from PIL import Image
from transformers import AutoProcessor

import common

# (width, height, max_pixels): the engine's default bound (what its top
# vision bucket holds, 4096 * 14 * 14) on ordinary photo sizes, and lower
# operator bounds on odd shapes.
PROBES = [
    (1280, 720, 802816),
    (1920, 1080, 802816),
    (4032, 3024, 802816),
    (5000, 40, 802816),
    (1280, 720, 200704),
    (999, 333, 100000),
    (30, 900, 50176),
    (901, 1601, 401408),
]


def pixel(width, height):
    """RGB8 [height, width, 3]: (x*37 + y*91 + c*53 + (x*y) % 251 + (x ^ y) % 64) % 256."""
    y, x, c = np.meshgrid(np.arange(height, dtype=np.int64), np.arange(width, dtype=np.int64),
                          np.arange(3, dtype=np.int64), indexing="ij")
    return ((x * 37 + y * 91 + c * 53 + (x * y) % 251 + (x ^ y) % 64) % 256).astype(np.uint8)


def main():
    args = common.parse_args(__doc__)
    ckpt = os.path.join(args.fixtures, "tiny-qwen2-vl")
    processor = AutoProcessor.from_pretrained(ckpt, use_fast=False)
    if type(processor.image_processor).__name__ != "Qwen2VLImageProcessorPil":
        raise SystemExit(f"expected the slow PIL image processor, got {type(processor.image_processor)}")
    probes = []
    for (w, h, bound) in PROBES:
        img = Image.fromarray(pixel(w, h), "RGB")
        out = processor(text=["<|vision_start|><|image_pad|><|vision_end|>"], images=[img],
                        return_tensors="np", max_pixels=bound)
        pv = np.ascontiguousarray(out["pixel_values"], dtype="<f4")
        grid = [int(v) for v in out["image_grid_thw"][0]]
        probes.append({"width": w, "height": h, "max_pixels": bound, "grid": grid,
                       "pixels_sha256": hashlib.sha256(pv.tobytes()).hexdigest(),
                       "first_values": [float(v) for v in pv.reshape(-1)[:4]]})
        print(f"{w}x{h} within {bound}: grid {grid}")
    import PIL
    common.write_json(os.path.join(args.root, "goldens", "hf_resize.json"), {
        "versions": {"transformers": transformers.__version__, "pillow": PIL.__version__, "numpy": np.__version__},
        "min_pixels": processor.image_processor.size["shortest_edge"],
        "probes": probes,
    })


if __name__ == "__main__":
    main()
