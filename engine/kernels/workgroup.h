// What a workgroup of the bf16 weight kernels (matmul_amx_bf16.c,
// matmul_fma_bf16.c) covers: of batch `batch`, rows [m0, m_end) against
// the packed operand's 16-column tiles [t0, t_end), from the entry point's
// `rows`, `tiles` and `workgroup`, with its ROWS_PER_WORKGROUP and
// TILES_PER_WORKGROUP. The workgroups are numbered (batch x row blocks +
// row block) x column blocks + column block, as engine/src/emit/amx.rs and
// fma.rs count them; a batch is an attention product's (key/value) head,
// 0 for a weight. Two statements' worth of macros, so that each kernel
// compiles to the code it had before they were shared.
#ifndef QWEN_WORKGROUP_H
#define QWEN_WORKGROUP_H

// `batch`, and `workgroup` made the workgroup's number within it.
#define WORKGROUP_BATCH                                                                        \
  const size_t column_blocks = (tiles + TILES_PER_WORKGROUP - 1) / TILES_PER_WORKGROUP;        \
  const size_t per_batch = (rows + ROWS_PER_WORKGROUP - 1) / ROWS_PER_WORKGROUP * column_blocks; \
  const size_t batch = workgroup / per_batch;                                                  \
  workgroup %= per_batch;

// `m0`, `m_end`, `t0`, `t_end` of the workgroup within its batch.
#define WORKGROUP_BLOCK                                                                        \
  const size_t m0 = workgroup / column_blocks * ROWS_PER_WORKGROUP;                            \
  const size_t t0 = workgroup % column_blocks * TILES_PER_WORKGROUP;                           \
  const size_t t_end = t0 + TILES_PER_WORKGROUP < tiles ? t0 + TILES_PER_WORKGROUP : tiles;    \
  const size_t m_end = m0 + ROWS_PER_WORKGROUP < rows ? m0 + ROWS_PER_WORKGROUP : rows;

#endif
