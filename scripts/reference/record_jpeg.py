#!/usr/bin/env python3
"""JPEG probes and what Hugging Face makes of them.

Writes fixtures/jpeg/*.jpg with Pillow's own encoder (libjpeg-turbo):
baseline at 4:2:0, 4:2:2 and 4:4:4, progressive, restart markers, an
Adobe RGB JPEG (no colour transform), greyscale, Adobe-inverted CMYK and the
same CMYK without its Adobe marker, EXIF orientations 3, 6 and 8, odd sizes
(partial MCUs at the right and bottom edges), and a truncated file. Then
records, for each, the 8-bit RGB that transformers' `load_image` (which
applies `ImageOps.exif_transpose`) + the Qwen2-VL processor's
`convert_to_rgb` produce: goldens/hf_jpeg.json holds its SHA-256, size and a
few values, or that Pillow refused the file. harness/tests/jpeg_vs_hf.rs
holds the engine's and the oracle's decoders to it bit for bit.

Needs only transformers, Pillow and numpy (no torch): run it with the
reference venv (scripts/reference/setup-venv.sh) or any venv holding
transformers==5.24.0 pillow==13.0.0 numpy==2.4.6.
"""

import hashlib
import io
import os

import numpy as np
import PIL
from PIL import Image, features
import transformers
from transformers.image_transforms import convert_to_rgb
from transformers.image_utils import load_image

import common


def photo(w, h, seed):
    """A deterministic photo-like RGB image: smooth gradients, a disc with a
    hard edge, thin lines (ringing at 8x8 block edges) and sensor noise."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:h, 0:w].astype(np.float64)
    r = 128 + 90 * np.sin(x / (w / 3.1) + 0.5) * np.cos(y / (h / 2.3))
    g = 60 + 150 * (y / max(h - 1, 1))
    b = 200 - 140 * (x / max(w - 1, 1))
    img = np.stack([r, g, b], -1)
    disc = (x - 0.62 * w) ** 2 + (y - 0.4 * h) ** 2 < (0.22 * min(w, h)) ** 2
    img[disc] = [235, 40, 30]
    img[(x.astype(int) % 17 == 0) & (y < 0.7 * h)] = [10, 10, 10]
    img[(y.astype(int) % 23 == 5)] = [250, 250, 240]
    img += rng.normal(0, 6, img.shape)
    return Image.fromarray(np.clip(np.rint(img), 0, 255).astype(np.uint8), "RGB")


def exif_with_orientation(o):
    exif = Image.Exif()
    exif[0x0112] = o
    return exif.tobytes()


def strip_adobe(data):
    """The same JPEG without its APP14 "Adobe" segment."""
    i = 2
    while i + 4 <= len(data) and data[i] == 0xFF:
        marker, n = data[i + 1], int.from_bytes(data[i + 2:i + 4], "big")
        if marker == 0xEE and data[i + 4:i + 9] == b"Adobe":
            return data[:i] + data[i + 2 + n:]
        if marker == 0xDA:
            break
        i += 2 + n
    raise ValueError("no Adobe segment")


def probes():
    """name -> JPEG bytes."""
    out = {}

    def save(name, im, **kw):
        b = io.BytesIO()
        im.save(b, "JPEG", **kw)
        out[name] = b.getvalue()

    p = photo(97, 61, 1)
    save("baseline-420-q75-97x61", p, quality=75)
    save("baseline-422-q85-97x61", p, quality=85, subsampling="4:2:2")
    save("baseline-444-q95-97x61", p, quality=95, subsampling="4:4:4")
    save("baseline-420-q30-97x61", p, quality=30)
    save("progressive-420-q80-333x211", photo(333, 211, 2), quality=80, progressive=True)
    save("progressive-444-q90-64x48", photo(64, 48, 3), quality=90, progressive=True, subsampling="4:4:4")
    save("restart-420-q85-150x90", photo(150, 90, 4), quality=85, restart_marker_blocks=3)
    save("adobe-rgb-q90-61x47", photo(61, 47, 5), quality=90, keep_rgb=True)
    save("gray-q80-75x50", photo(75, 50, 6).convert("L"), quality=80)
    cmyk = photo(64, 80, 7).convert("CMYK")
    save("cmyk-adobe-q90-64x80", cmyk, quality=90)
    out["cmyk-no-adobe-q90-64x80"] = strip_adobe(out["cmyk-adobe-q90-64x80"])
    for o in (3, 6, 8):
        save(f"exif-orientation{o}-420-q85-90x60", photo(90, 60, 8), quality=85, exif=exif_with_orientation(o))
    save("photo-420-q90-448x336", photo(448, 336, 9), quality=90)
    full = out["baseline-420-q75-97x61"]
    out["truncated-420-97x61"] = full[: len(full) * 2 // 3]
    # Random JPEGs: size, quality, subsampling, progressive, greyscale, drawn
    # from a fixed seed (harness/tests/jpeg_vs_hf.rs checks them all).
    rng = np.random.default_rng(20261201)
    for i in range(40):
        w, h = (int(v) for v in rng.integers(1, 161, size=2))
        quality = int(rng.integers(1, 101))
        sub = ["4:4:4", "4:2:2", "4:2:0"][int(rng.integers(0, 3))]
        progressive = bool(rng.integers(0, 2))
        im = photo(w, h, 100 + i)
        if rng.integers(0, 5) == 0:
            im = im.convert("L")
        mode = "gray" if im.mode == "L" else sub.replace(":", "")
        save(f"random{i:02d}-{mode}-q{quality}-{'prog' if progressive else 'base'}-{w}x{h}", im,
             quality=quality, subsampling=sub, progressive=progressive)
    return out


def main():
    args = common.parse_args(__doc__)
    folder = os.path.join(args.root, "fixtures", "jpeg")
    os.makedirs(folder, exist_ok=True)
    recorded = []
    for name, data in probes().items():
        path = os.path.join(folder, f"{name}.jpg")
        with open(path, "wb") as f:
            f.write(data)
        entry = {"file": f"{name}.jpg", "file_sha256": common.sha256_file(path)}
        try:
            rgb = np.ascontiguousarray(convert_to_rgb(load_image(path), return_numpy=True), dtype=np.uint8)
        except OSError as e:
            entry["refused"] = str(e)
            print(f"{name}: refused ({e})")
        else:
            entry.update({"width": int(rgb.shape[1]), "height": int(rgb.shape[0]),
                          "rgb_sha256": hashlib.sha256(rgb.tobytes()).hexdigest(),
                          "pixel_15_15": [int(v) for v in rgb[min(15, rgb.shape[0] - 1), min(15, rgb.shape[1] - 1)]]})
            print(f"{name}: {rgb.shape[1]}x{rgb.shape[0]}, [15,15] {entry['pixel_15_15']}")
        recorded.append(entry)
    common.write_json(os.path.join(args.root, "goldens", "hf_jpeg.json"), {
        "versions": {"transformers": transformers.__version__, "pillow": PIL.__version__, "numpy": np.__version__,
                     "libjpeg_turbo": features.version("libjpeg_turbo")},
        "probes": recorded,
    })


if __name__ == "__main__":
    main()
