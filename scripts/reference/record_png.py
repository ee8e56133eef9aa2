#!/usr/bin/env python3
"""PNG probes and what Hugging Face makes of them.

Writes fixtures/png/*.png, small PNGs covering every colour type and bit
depth, tRNS colour keys (gray 1/2/4/8/16, RGB 8/16, palettes with one
transparent index or per-index alpha), alpha channels, 16-bit samples and
Adam7 interlacing, with a plain PNG writer (below) so each chunk is exactly
as intended. Then records, for each, the 8-bit RGB that transformers'
`load_image` + the Qwen2-VL processor's `convert_to_rgb` produce (what the
image processor resizes): goldens/hf_png.json holds its SHA-256 and a few
values. harness/tests/png_vs_hf.rs holds the engine's and the oracle's
decoders to it bit for bit.
"""

import hashlib
import os
import struct
import zlib

import numpy as np
import PIL
import transformers
from transformers.image_transforms import convert_to_rgb
from transformers.image_utils import load_image

import common

W, H = 61, 47
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """One scanline of samples (already interleaved) at `depth` bits."""
    if depth == 16:
        return b"".join(struct.pack(">H", int(v)) for v in samples)
    if depth == 8:
        return bytes(int(v) for v in samples)
    out, acc, n = bytearray(), 0, 0
    for v in samples:
        acc = (acc << depth) | int(v)
        n += depth
        if n == 8:
            out.append(acc)
            acc, n = 0, 0
    if n:
        out.append(acc << (8 - n))
    return bytes(out)


def write_png(path, samples, ctype, depth, extra=b"", interlace=False):
    """samples: [H, W, channels] integers as stored."""
    h, w, _ = samples.shape
    ihdr = struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 1 if interlace else 0)
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        sub = samples[y0::dy, x0::dx]
        if sub.shape[0] == 0 or sub.shape[1] == 0:
            continue
        for row in sub:
            raw += b"\x00" + pack_row(row.reshape(-1), depth)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def probes():
    y, x = np.mgrid[0:H, 0:W].astype(np.int64)
    r8, g8, b8 = (x * 5 + y * 3) % 256, (x * 7 + y * 11) % 256, (x * y) % 256
    r8[10:20, 10:30], g8[10:20, 10:30], b8[10:20, 10:30] = 12, 34, 56
    rgb8 = np.stack([r8, g8, b8], -1)
    r16, g16, b16 = (x * 1000 + y * 37) % 65536, (x * 333 + y * 999) % 65536, (x * y * 17) % 65536
    r16[0:4, 0:4] = 0
    rgb16 = np.stack([r16, g16, b16], -1)
    a8, a16 = (x * 23) % 256, (x * 4000) % 65536
    gray = lambda d: ((x + 2 * y) // 3 % (1 << d))[..., None]
    g16 = r16[..., None]
    pal = bytes(int(v) for i in range(256) for v in (i, (i * 3) % 256, 255 - i))
    idx8 = r8[..., None]
    idx4 = (r8 % 16)[..., None]
    key16 = lambda *v: struct.pack(">" + "H" * len(v), *v)
    hi = rgb16[15, 15] >> 8
    return {
        "rgb8": (rgb8, 2, 8, b""),
        "rgb8-trns": (rgb8, 2, 8, chunk(b"tRNS", key16(12, 34, 56))),
        "rgb8-trns-interlaced": (rgb8, 2, 8, chunk(b"tRNS", key16(12, 34, 56)), True),
        "rgb16": (rgb16, 2, 16, b""),
        "rgb16-trns-wide": (rgb16, 2, 16, chunk(b"tRNS", key16(*[int(v) for v in rgb16[15, 15]]))),
        "rgb16-trns-narrow": (rgb16, 2, 16, chunk(b"tRNS", key16(*[int(v) for v in hi]))),
        "rgba8": (np.concatenate([rgb8, a8[..., None]], -1), 6, 8, b""),
        "rgba16": (np.concatenate([rgb16, a16[..., None]], -1), 6, 16, b""),
        "la8": (np.concatenate([r8[..., None], a8[..., None]], -1), 4, 8, b""),
        "la16": (np.concatenate([g16, a16[..., None]], -1), 4, 16, b""),
        "gray1-trns0": (gray(1), 0, 1, chunk(b"tRNS", key16(0))),
        "gray1-trns1": (gray(1), 0, 1, chunk(b"tRNS", key16(1))),
        "gray2-trns0": (gray(2), 0, 2, chunk(b"tRNS", key16(0))),
        "gray2-trns2-interlaced": (gray(2), 0, 2, chunk(b"tRNS", key16(2)), True),
        "gray4-trns0": (gray(4), 0, 4, chunk(b"tRNS", key16(0))),
        "gray8-trns": (r8[..., None], 0, 8, chunk(b"tRNS", key16(12))),
        # a key over 255 in an 8-bit image: Pillow clamps it to 255 (white
        # stays white); keeping only its low byte would whiten black
        "gray8-trns-256": (r8[..., None], 0, 8, chunk(b"tRNS", key16(256))),
        "rgb8-trns-256": (rgb8, 2, 8, chunk(b"tRNS", key16(256, 256, 256))),
        "gray16-trns-256": (g16, 0, 16, chunk(b"tRNS", key16(256))),
        "gray1-trns-256": (gray(1), 0, 1, chunk(b"tRNS", key16(256))),
        "gray16": (g16, 0, 16, b""),
        "gray16-trns0": (g16, 0, 16, chunk(b"tRNS", key16(0))),
        "gray16-trns-wide": (g16, 0, 16, chunk(b"tRNS", key16(int(g16[15, 15, 0])))),
        "palette8": (idx8, 3, 8, chunk(b"PLTE", pal)),
        "palette8-trns-one": (idx8, 3, 8, chunk(b"PLTE", pal) + chunk(b"tRNS", bytes([255] * 12 + [0]))),
        "palette8-trns-alpha": (idx8, 3, 8, chunk(b"PLTE", pal) + chunk(b"tRNS", bytes((i * 37) % 256 for i in range(256)))),
        "palette4-trns-one-interlaced": (idx4, 3, 4, chunk(b"PLTE", pal[:48]) + chunk(b"tRNS", bytes([255, 255, 0, 255])), True),
    }


def main():
    args = common.parse_args(__doc__)
    folder = os.path.join(args.root, "fixtures", "png")
    os.makedirs(folder, exist_ok=True)
    recorded = []
    for name, spec in probes().items():
        samples, ctype, depth, extra = spec[:4]
        interlace = len(spec) > 4 and spec[4]
        path = os.path.join(folder, f"{name}.png")
        write_png(path, samples, ctype, depth, extra, interlace)
        rgb = np.ascontiguousarray(convert_to_rgb(load_image(path), return_numpy=True), dtype=np.uint8)
        recorded.append({"file": f"{name}.png", "file_sha256": common.sha256_file(path),
                         "width": int(rgb.shape[1]), "height": int(rgb.shape[0]),
                         "rgb_sha256": hashlib.sha256(rgb.tobytes()).hexdigest(),
                         "white_pixels": int((rgb == 255).all(-1).sum()),
                         "pixel_15_15": [int(v) for v in rgb[15, 15]]})
        print(f"{name}: white {recorded[-1]['white_pixels']}, [15,15] {recorded[-1]['pixel_15_15']}")
    common.write_json(os.path.join(args.root, "goldens", "hf_png.json"), {
        "versions": {"transformers": transformers.__version__, "pillow": PIL.__version__, "numpy": np.__version__},
        "probes": recorded,
    })


if __name__ == "__main__":
    main()
