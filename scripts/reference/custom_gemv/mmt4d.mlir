// The same product as custom.mlir.in on IREE's own path: linalg.mmt4d of
// one row ([1, 768, 1, 2]) and the packed weight, which IREE runs on its
// mmt4d ukernel (1x16x2 bf16 tile) when compiled with
// --iree-llvmcpu-enable-ukernels=all for the host CPU.
func.func @main(%w: tensor<8960x768x16x2xbf16>, %x: tensor<1x768x1x2xbf16>) -> tensor<1x8960x1x16xf32> {
  %e = tensor.empty() : tensor<1x8960x1x16xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8960x1x16xf32>) -> tensor<1x8960x1x16xf32>
  %r = linalg.mmt4d ins(%x, %w : tensor<1x768x1x2xbf16>, tensor<8960x768x16x2xbf16>) outs(%f : tensor<1x8960x1x16xf32>) -> tensor<1x8960x1x16xf32>
  return %r : tensor<1x8960x1x16xf32>
}
