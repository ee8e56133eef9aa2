// Generated from engine/src/kernels/abi.rs by engine/build.rs: do not edit.
// The interface between the emitters and the kernels: each kernel's
// geometry and its shape parameters, in the order the modules pass them.
#ifndef QWEN_KERNEL_ABI_H
#define QWEN_KERNEL_ABI_H
#include <stddef.h>

#define QWEN_GEMV_BF16_TILES_PER_WORKGROUP 4
#define QWEN_GEMV_BF16_MAX_ROWS 8
#define QWEN_GEMV_BF16_SHAPE size_t k, size_t pieces, size_t tiles, size_t rows

#define QWEN_GEMV_U8S8_ROWS_PER_WORKGROUP 64
#define QWEN_GEMV_U8S8_LAYOUT_ROWS 4
#define QWEN_GEMV_U8S8_MAX_LINES 6
#define QWEN_GEMV_U8S8_SHAPE size_t k, size_t lines, size_t panels, size_t rows

#define QWEN_DECODE_ATTENTION_BLOCK 16
#define QWEN_DECODE_ATTENTION_SHAPE size_t kvh, size_t g, size_t hd, size_t blocks

#define QWEN_MATMUL_AMX_BF16_ROWS_PER_WORKGROUP 64
#define QWEN_MATMUL_AMX_BF16_TILES_PER_WORKGROUP 4
#define QWEN_MATMUL_AMX_BF16_SHAPE size_t k, size_t pieces, size_t tiles, size_t rows

#define QWEN_MATMUL_AMX_U8S8_ROWS_PER_WORKGROUP 64
#define QWEN_MATMUL_AMX_U8S8_SHAPE size_t k, size_t lines, size_t panels, size_t rows

#define QWEN_MATMUL_FMA_BF16_ROWS_PER_WORKGROUP 48
#define QWEN_MATMUL_FMA_BF16_TILES_PER_WORKGROUP 4
#define QWEN_MATMUL_FMA_BF16_SHAPE size_t k, size_t pieces, size_t tiles, size_t rows

#endif
