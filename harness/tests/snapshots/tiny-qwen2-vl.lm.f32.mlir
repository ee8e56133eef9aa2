module @lm {
  util.global private @p0 = #flow.parameter.named<"model"::"model.layers.0.input_layernorm.weight"> : tensor<64xf32>
  util.global private @p1 = #flow.parameter.named<"model"::"model.layers.0.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @p2 = #flow.parameter.named<"model"::"model.layers.0.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @p3 = #flow.parameter.named<"model"::"model.layers.0.self_attn.q_proj.bias"> : tensor<64xf32>
  util.global private @p4 = #flow.parameter.named<"model"::"model.layers.0.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @p5 = #flow.parameter.named<"model"::"model.layers.0.self_attn.k_proj.bias"> : tensor<32xf32>
  util.global private @p6 = #flow.parameter.named<"model"::"model.layers.0.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @p7 = #flow.parameter.named<"model"::"model.layers.0.self_attn.v_proj.bias"> : tensor<32xf32>
  util.global private @p8 = #flow.parameter.named<"model"::"model.layers.0.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @p9 = #flow.parameter.named<"model"::"model.layers.0.mlp.gate_proj.weight"> : tensor<128x64xf32>
  util.global private @p10 = #flow.parameter.named<"model"::"model.layers.0.mlp.up_proj.weight"> : tensor<128x64xf32>
  util.global private @p11 = #flow.parameter.named<"model"::"model.layers.0.mlp.down_proj.weight"> : tensor<64x128xf32>
  util.global private @p12 = #flow.parameter.named<"model"::"model.layers.1.input_layernorm.weight"> : tensor<64xf32>
  util.global private @p13 = #flow.parameter.named<"model"::"model.layers.1.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @p14 = #flow.parameter.named<"model"::"model.layers.1.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @p15 = #flow.parameter.named<"model"::"model.layers.1.self_attn.q_proj.bias"> : tensor<64xf32>
  util.global private @p16 = #flow.parameter.named<"model"::"model.layers.1.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @p17 = #flow.parameter.named<"model"::"model.layers.1.self_attn.k_proj.bias"> : tensor<32xf32>
  util.global private @p18 = #flow.parameter.named<"model"::"model.layers.1.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @p19 = #flow.parameter.named<"model"::"model.layers.1.self_attn.v_proj.bias"> : tensor<32xf32>
  util.global private @p20 = #flow.parameter.named<"model"::"model.layers.1.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @p21 = #flow.parameter.named<"model"::"model.layers.1.mlp.gate_proj.weight"> : tensor<128x64xf32>
  util.global private @p22 = #flow.parameter.named<"model"::"model.layers.1.mlp.up_proj.weight"> : tensor<128x64xf32>
  util.global private @p23 = #flow.parameter.named<"model"::"model.layers.1.mlp.down_proj.weight"> : tensor<64x128xf32>
  util.global private @p24 = #flow.parameter.named<"model"::"model.embed_tokens.weight"> : tensor<151936x64xf32>
  util.global private @p25 = #flow.parameter.named<"model"::"model.norm.weight"> : tensor<64xf32>
  func.func @prefill_c2_w0(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<3x2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<2xi32>) -> tensor<2x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<2x1xi32>) -> tensor<2x64xf32>
    %v4 = stablehlo.constant dense<0> : tensor<2xi32>
    %v5 = "stablehlo.compare"(%arg2, %v4) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x64xi1>
    %v7 = "stablehlo.select"(%v6, %arg1, %v3) : (tensor<2x64xi1>, tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v8 = "stablehlo.convert"(%arg3) : (tensor<3x2xi64>) -> tensor<3x2xf32>
    %v9 = "stablehlo.slice"(%v8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %v10 = "stablehlo.reshape"(%v9) : (tensor<1x2xf32>) -> tensor<2xf32>
    %v11 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %v12 = "stablehlo.slice"(%v8) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1x2xf32>) -> tensor<2xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %v15 = "stablehlo.slice"(%v8) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1x2xf32>) -> tensor<2xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %v18 = "stablehlo.concatenate"(%v11, %v14, %v17) {dimension = 1 : i64} : (tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x8xf32>
    %v19 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8xf32>
    %v21 = "stablehlo.multiply"(%v18, %v20) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %v22 = "stablehlo.concatenate"(%v21, %v21) {dimension = 1 : i64} : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %v23 = "stablehlo.cosine"(%v22) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v24 = "stablehlo.sine"(%v22) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2x2xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x2x2x2xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x2x2x2xi32>, tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi1>
    %v28 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x2xf32>
    %v29 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x2xf32>
    %v30 = stablehlo.constant dense<0> : tensor<i32>
    %v31 = stablehlo.constant dense<16> : tensor<i32>
    %v32 = "stablehlo.divide"(%arg4, %v31) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v33 = util.global.load @p0 : tensor<64xf32>
    %v34 = "stablehlo.multiply"(%v7, %v7) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v35 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v36 = "stablehlo.reduce"(%v34, %v35) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v37 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v38 = "stablehlo.multiply"(%v36, %v37) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v38) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v40 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v41 = "stablehlo.add"(%v39, %v40) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v42 = "stablehlo.rsqrt"(%v41) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v43 = "stablehlo.multiply"(%v7, %v42) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v45 = "stablehlo.multiply"(%v43, %v44) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v46 = util.global.load @p2 : tensor<64x64xf32>
    %v47 = util.global.load @p3 : tensor<64xf32>
    %v48 = tensor.empty() : tensor<2x64xf32>
    %v49 = arith.constant 0.0 : f32
    %v50 = linalg.fill ins(%v49 : f32) outs(%v48 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v51 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v46 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v50 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v53 = "stablehlo.add"(%v51, %v52) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v54 = "stablehlo.reshape"(%v53) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v55 = util.global.load @p4 : tensor<32x64xf32>
    %v56 = util.global.load @p5 : tensor<32xf32>
    %v57 = tensor.empty() : tensor<2x32xf32>
    %v58 = arith.constant 0.0 : f32
    %v59 = linalg.fill ins(%v58 : f32) outs(%v57 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v60 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v55 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v59 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%v56) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v62 = "stablehlo.add"(%v60, %v61) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v63 = "stablehlo.reshape"(%v62) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v64 = util.global.load @p6 : tensor<32x64xf32>
    %v65 = util.global.load @p7 : tensor<32xf32>
    %v66 = tensor.empty() : tensor<2x32xf32>
    %v67 = arith.constant 0.0 : f32
    %v68 = linalg.fill ins(%v67 : f32) outs(%v66 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v69 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v64 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v68 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v70 = "stablehlo.broadcast_in_dim"(%v65) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v71 = "stablehlo.add"(%v69, %v70) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v72 = "stablehlo.reshape"(%v71) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v73 = "stablehlo.slice"(%v54) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v74 = "stablehlo.slice"(%v54) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v75 = "stablehlo.negate"(%v74) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v76 = "stablehlo.concatenate"(%v75, %v73) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v79 = "stablehlo.multiply"(%v54, %v77) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v80 = "stablehlo.multiply"(%v76, %v78) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v82 = "stablehlo.slice"(%v63) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v83 = "stablehlo.slice"(%v63) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v84 = "stablehlo.negate"(%v83) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v85 = "stablehlo.concatenate"(%v84, %v82) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v88 = "stablehlo.multiply"(%v63, %v86) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v89 = "stablehlo.multiply"(%v85, %v87) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v90 = "stablehlo.add"(%v88, %v89) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v91 = "stablehlo.reshape"(%v81) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v92 = "stablehlo.transpose"(%v91) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v94 = "stablehlo.transpose"(%v90) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v95 = "stablehlo.transpose"(%v72) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v96 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v97 = "stablehlo.reshape"(%v96) : (tensor<1xi32>) -> tensor<i32>
    %v98 = tensor.empty() : tensor<2x4x2xf32>
    %v99 = arith.constant 0.0 : f32
    %v100 = linalg.fill ins(%v99 : f32) outs(%v98 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    %v101 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v93, %v94 : tensor<2x4x16xf32>, tensor<2x2x16xf32>) outs(%v100 : tensor<2x4x2xf32>) {iree.opt.data_tiling} -> tensor<2x4x2xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<2x4x2xf32>) -> tensor<2x2x2x2xf32>
    %v103 = "stablehlo.multiply"(%v102, %v29) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v104 = "stablehlo.select"(%v27, %v103, %v28) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v106 = "stablehlo.reduce"(%v104, %v105) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v108 = "stablehlo.subtract"(%v104, %v107) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v109 = "stablehlo.exponential"(%v108) : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v111 = "stablehlo.reduce"(%v109, %v110) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v112 = "stablehlo.reshape"(%v109) : (tensor<2x2x2x2xf32>) -> tensor<2x4x2xf32>
    %v113 = tensor.empty() : tensor<2x4x16xf32>
    %v114 = arith.constant 0.0 : f32
    %v115 = linalg.fill ins(%v114 : f32) outs(%v113 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v116 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v112, %v95 : tensor<2x4x2xf32>, tensor<2x2x16xf32>) outs(%v115 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v117 = "stablehlo.reshape"(%v111) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%v117) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v119 = "stablehlo.divide"(%v116, %v118) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v120 = "stablehlo.reshape"(%v119) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v121 = "stablehlo.transpose"(%v120) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v122 = "stablehlo.reshape"(%v121) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v123 = util.global.load @p8 : tensor<64x64xf32>
    %v124 = tensor.empty() : tensor<2x64xf32>
    %v125 = arith.constant 0.0 : f32
    %v126 = linalg.fill ins(%v125 : f32) outs(%v124 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v127 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v122, %v123 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v126 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v128 = "stablehlo.add"(%v7, %v127) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v129 = util.global.load @p1 : tensor<64xf32>
    %v130 = "stablehlo.multiply"(%v128, %v128) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v132 = "stablehlo.reduce"(%v130, %v131) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v133 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v134 = "stablehlo.multiply"(%v132, %v133) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v136 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v137 = "stablehlo.add"(%v135, %v136) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v138 = "stablehlo.rsqrt"(%v137) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v139 = "stablehlo.multiply"(%v128, %v138) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v129) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v141 = "stablehlo.multiply"(%v139, %v140) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v142 = util.global.load @p9 : tensor<128x64xf32>
    %v143 = tensor.empty() : tensor<2x128xf32>
    %v144 = arith.constant 0.0 : f32
    %v145 = linalg.fill ins(%v144 : f32) outs(%v143 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v146 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v141, %v142 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v145 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v147 = "stablehlo.logistic"(%v146) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v148 = "stablehlo.multiply"(%v146, %v147) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v149 = util.global.load @p10 : tensor<128x64xf32>
    %v150 = tensor.empty() : tensor<2x128xf32>
    %v151 = arith.constant 0.0 : f32
    %v152 = linalg.fill ins(%v151 : f32) outs(%v150 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v153 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v141, %v149 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v152 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v154 = "stablehlo.multiply"(%v148, %v153) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v155 = util.global.load @p11 : tensor<64x128xf32>
    %v156 = tensor.empty() : tensor<2x64xf32>
    %v157 = arith.constant 0.0 : f32
    %v158 = linalg.fill ins(%v157 : f32) outs(%v156 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v159 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v154, %v155 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v158 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v160 = "stablehlo.add"(%v128, %v159) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v161 = "stablehlo.transpose"(%v90) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v162 = "stablehlo.reshape"(%v161) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v163 = "stablehlo.transpose"(%v72) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v164 = "stablehlo.reshape"(%v163) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v165 = util.global.load @p12 : tensor<64xf32>
    %v166 = "stablehlo.multiply"(%v160, %v160) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v167 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v168 = "stablehlo.reduce"(%v166, %v167) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v169 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v170 = "stablehlo.multiply"(%v168, %v169) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v172 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v173 = "stablehlo.add"(%v171, %v172) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v174 = "stablehlo.rsqrt"(%v173) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v175 = "stablehlo.multiply"(%v160, %v174) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v176 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v177 = "stablehlo.multiply"(%v175, %v176) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v178 = util.global.load @p14 : tensor<64x64xf32>
    %v179 = util.global.load @p15 : tensor<64xf32>
    %v180 = tensor.empty() : tensor<2x64xf32>
    %v181 = arith.constant 0.0 : f32
    %v182 = linalg.fill ins(%v181 : f32) outs(%v180 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v183 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v177, %v178 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v182 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v179) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v185 = "stablehlo.add"(%v183, %v184) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v186 = "stablehlo.reshape"(%v185) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v187 = util.global.load @p16 : tensor<32x64xf32>
    %v188 = util.global.load @p17 : tensor<32xf32>
    %v189 = tensor.empty() : tensor<2x32xf32>
    %v190 = arith.constant 0.0 : f32
    %v191 = linalg.fill ins(%v190 : f32) outs(%v189 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v192 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v177, %v187 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v191 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v188) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v194 = "stablehlo.add"(%v192, %v193) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v196 = util.global.load @p18 : tensor<32x64xf32>
    %v197 = util.global.load @p19 : tensor<32xf32>
    %v198 = tensor.empty() : tensor<2x32xf32>
    %v199 = arith.constant 0.0 : f32
    %v200 = linalg.fill ins(%v199 : f32) outs(%v198 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v201 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v177, %v196 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v200 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v197) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v203 = "stablehlo.add"(%v201, %v202) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v205 = "stablehlo.slice"(%v186) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v206 = "stablehlo.slice"(%v186) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v207 = "stablehlo.negate"(%v206) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v208 = "stablehlo.concatenate"(%v207, %v205) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v210 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v211 = "stablehlo.multiply"(%v186, %v209) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v212 = "stablehlo.multiply"(%v208, %v210) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v213 = "stablehlo.add"(%v211, %v212) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v214 = "stablehlo.slice"(%v195) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v215 = "stablehlo.slice"(%v195) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v216 = "stablehlo.negate"(%v215) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v217 = "stablehlo.concatenate"(%v216, %v214) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v220 = "stablehlo.multiply"(%v195, %v218) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v221 = "stablehlo.multiply"(%v217, %v219) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v222 = "stablehlo.add"(%v220, %v221) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v223 = "stablehlo.reshape"(%v213) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v224 = "stablehlo.transpose"(%v223) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v226 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v227 = "stablehlo.transpose"(%v204) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v228 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v229 = "stablehlo.reshape"(%v228) : (tensor<1xi32>) -> tensor<i32>
    %v230 = tensor.empty() : tensor<2x4x2xf32>
    %v231 = arith.constant 0.0 : f32
    %v232 = linalg.fill ins(%v231 : f32) outs(%v230 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    %v233 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v225, %v226 : tensor<2x4x16xf32>, tensor<2x2x16xf32>) outs(%v232 : tensor<2x4x2xf32>) {iree.opt.data_tiling} -> tensor<2x4x2xf32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<2x4x2xf32>) -> tensor<2x2x2x2xf32>
    %v235 = "stablehlo.multiply"(%v234, %v29) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v236 = "stablehlo.select"(%v27, %v235, %v28) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v237 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v238 = "stablehlo.reduce"(%v236, %v237) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v238) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v240 = "stablehlo.subtract"(%v236, %v239) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v241 = "stablehlo.exponential"(%v240) : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v242 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v243 = "stablehlo.reduce"(%v241, %v242) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v244 = "stablehlo.reshape"(%v241) : (tensor<2x2x2x2xf32>) -> tensor<2x4x2xf32>
    %v245 = tensor.empty() : tensor<2x4x16xf32>
    %v246 = arith.constant 0.0 : f32
    %v247 = linalg.fill ins(%v246 : f32) outs(%v245 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v248 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v244, %v227 : tensor<2x4x2xf32>, tensor<2x2x16xf32>) outs(%v247 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v249 = "stablehlo.reshape"(%v243) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v251 = "stablehlo.divide"(%v248, %v250) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v253 = "stablehlo.transpose"(%v252) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v255 = util.global.load @p20 : tensor<64x64xf32>
    %v256 = tensor.empty() : tensor<2x64xf32>
    %v257 = arith.constant 0.0 : f32
    %v258 = linalg.fill ins(%v257 : f32) outs(%v256 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v259 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v254, %v255 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v258 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v260 = "stablehlo.add"(%v160, %v259) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v261 = util.global.load @p13 : tensor<64xf32>
    %v262 = "stablehlo.multiply"(%v260, %v260) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v264 = "stablehlo.reduce"(%v262, %v263) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v265 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v266 = "stablehlo.multiply"(%v264, %v265) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v267 = "stablehlo.broadcast_in_dim"(%v266) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v268 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v269 = "stablehlo.add"(%v267, %v268) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v270 = "stablehlo.rsqrt"(%v269) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v271 = "stablehlo.multiply"(%v260, %v270) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v272 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v273 = "stablehlo.multiply"(%v271, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v274 = util.global.load @p21 : tensor<128x64xf32>
    %v275 = tensor.empty() : tensor<2x128xf32>
    %v276 = arith.constant 0.0 : f32
    %v277 = linalg.fill ins(%v276 : f32) outs(%v275 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v278 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v273, %v274 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v277 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v279 = "stablehlo.logistic"(%v278) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v280 = "stablehlo.multiply"(%v278, %v279) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v281 = util.global.load @p22 : tensor<128x64xf32>
    %v282 = tensor.empty() : tensor<2x128xf32>
    %v283 = arith.constant 0.0 : f32
    %v284 = linalg.fill ins(%v283 : f32) outs(%v282 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v285 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v273, %v281 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v284 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v286 = "stablehlo.multiply"(%v280, %v285) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v287 = util.global.load @p23 : tensor<64x128xf32>
    %v288 = tensor.empty() : tensor<2x64xf32>
    %v289 = arith.constant 0.0 : f32
    %v290 = linalg.fill ins(%v289 : f32) outs(%v288 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v291 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v287 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v290 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v292 = "stablehlo.add"(%v260, %v291) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v293 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v294 = "stablehlo.reshape"(%v293) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v295 = "stablehlo.transpose"(%v204) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v296 = "stablehlo.reshape"(%v295) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v297 = "stablehlo.concatenate"(%v162, %v294) {dimension = 0 : i64} : (tensor<1x2x16x2xf32>, tensor<1x2x16x2xf32>) -> tensor<2x2x16x2xf32>
    %v298 = "stablehlo.concatenate"(%v164, %v296) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v299 = "stablehlo.dynamic_slice"(%v292, %arg7, %v30) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v300 = util.global.load @p25 : tensor<64xf32>
    %v301 = "stablehlo.multiply"(%v299, %v299) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.reduce"(%v301, %v302) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v304 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v305 = "stablehlo.multiply"(%v303, %v304) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v306 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v307 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v308 = "stablehlo.add"(%v306, %v307) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v309 = "stablehlo.rsqrt"(%v308) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v310 = "stablehlo.multiply"(%v299, %v309) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v300) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v312 = "stablehlo.multiply"(%v310, %v311) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v313 = util.global.load @p24 : tensor<151936x64xf32>
    %v314 = tensor.empty() : tensor<1x151936xf32>
    %v315 = arith.constant 0.0 : f32
    %v316 = linalg.fill ins(%v315 : f32) outs(%v314 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v317 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v313 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v316 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v317, %v292, %v297, %v298 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>
  }
  func.func @prefill_c2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<3x2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<2xi32>) -> tensor<2x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<2x1xi32>) -> tensor<2x64xf32>
    %v4 = stablehlo.constant dense<0> : tensor<2xi32>
    %v5 = "stablehlo.compare"(%arg2, %v4) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x64xi1>
    %v7 = "stablehlo.select"(%v6, %arg1, %v3) : (tensor<2x64xi1>, tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v8 = "stablehlo.convert"(%arg3) : (tensor<3x2xi64>) -> tensor<3x2xf32>
    %v9 = "stablehlo.slice"(%v8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %v10 = "stablehlo.reshape"(%v9) : (tensor<1x2xf32>) -> tensor<2xf32>
    %v11 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x2xf32>
    %v12 = "stablehlo.slice"(%v8) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1x2xf32>) -> tensor<2xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %v15 = "stablehlo.slice"(%v8) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<1x2xf32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1x2xf32>) -> tensor<2xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x3xf32>
    %v18 = "stablehlo.concatenate"(%v11, %v14, %v17) {dimension = 1 : i64} : (tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x8xf32>
    %v19 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8xf32>
    %v21 = "stablehlo.multiply"(%v18, %v20) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %v22 = "stablehlo.concatenate"(%v21, %v21) {dimension = 1 : i64} : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %v23 = "stablehlo.cosine"(%v22) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v24 = "stablehlo.sine"(%v22) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2x2x130xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x2x2x130xi32>
    %v27 = stablehlo.constant dense<128> : tensor<2x2x2x130xi32>
    %v28 = "stablehlo.compare"(%v26, %v27) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x2x2x130xi32>, tensor<2x2x2x130xi32>) -> tensor<2x2x2x130xi1>
    %v29 = "stablehlo.subtract"(%v26, %v27) : (tensor<2x2x2x130xi32>, tensor<2x2x2x130xi32>) -> tensor<2x2x2x130xi32>
    %v30 = "stablehlo.compare"(%v29, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x2x2x130xi32>, tensor<2x2x2x130xi32>) -> tensor<2x2x2x130xi1>
    %v31 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x2x2x130xi32>
    %v32 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v33 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x2x2x130xi32>
    %v34 = "stablehlo.compare"(%v26, %v31) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x2x2x130xi32>, tensor<2x2x2x130xi32>) -> tensor<2x2x2x130xi1>
    %v35 = "stablehlo.compare"(%v26, %v33) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x2x2x130xi32>, tensor<2x2x2x130xi32>) -> tensor<2x2x2x130xi1>
    %v36 = "stablehlo.and"(%v34, %v35) : (tensor<2x2x2x130xi1>, tensor<2x2x2x130xi1>) -> tensor<2x2x2x130xi1>
    %v37 = "stablehlo.select"(%v28, %v30, %v36) : (tensor<2x2x2x130xi1>, tensor<2x2x2x130xi1>, tensor<2x2x2x130xi1>) -> tensor<2x2x2x130xi1>
    %v38 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x130xf32>
    %v39 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x130xf32>
    %v40 = stablehlo.constant dense<0> : tensor<i32>
    %v41 = stablehlo.constant dense<16> : tensor<i32>
    %v42 = "stablehlo.divide"(%arg4, %v41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v43 = util.global.load @p0 : tensor<64xf32>
    %v44 = "stablehlo.multiply"(%v7, %v7) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v46 = "stablehlo.reduce"(%v44, %v45) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v47 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v48 = "stablehlo.multiply"(%v46, %v47) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v50 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v51 = "stablehlo.add"(%v49, %v50) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v52 = "stablehlo.rsqrt"(%v51) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v53 = "stablehlo.multiply"(%v7, %v52) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v54 = "stablehlo.broadcast_in_dim"(%v43) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v55 = "stablehlo.multiply"(%v53, %v54) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v56 = util.global.load @p2 : tensor<64x64xf32>
    %v57 = util.global.load @p3 : tensor<64xf32>
    %v58 = tensor.empty() : tensor<2x64xf32>
    %v59 = arith.constant 0.0 : f32
    %v60 = linalg.fill ins(%v59 : f32) outs(%v58 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v61 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v56 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v60 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v63 = "stablehlo.add"(%v61, %v62) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v64 = "stablehlo.reshape"(%v63) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v65 = util.global.load @p4 : tensor<32x64xf32>
    %v66 = util.global.load @p5 : tensor<32xf32>
    %v67 = tensor.empty() : tensor<2x32xf32>
    %v68 = arith.constant 0.0 : f32
    %v69 = linalg.fill ins(%v68 : f32) outs(%v67 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v70 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v65 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v69 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v71 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v72 = "stablehlo.add"(%v70, %v71) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v73 = "stablehlo.reshape"(%v72) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v74 = util.global.load @p6 : tensor<32x64xf32>
    %v75 = util.global.load @p7 : tensor<32xf32>
    %v76 = tensor.empty() : tensor<2x32xf32>
    %v77 = arith.constant 0.0 : f32
    %v78 = linalg.fill ins(%v77 : f32) outs(%v76 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v79 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v74 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v78 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v75) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v82 = "stablehlo.reshape"(%v81) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v83 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v84 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v85 = "stablehlo.negate"(%v84) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v86 = "stablehlo.concatenate"(%v85, %v83) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v88 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v89 = "stablehlo.multiply"(%v64, %v87) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v90 = "stablehlo.multiply"(%v86, %v88) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v91 = "stablehlo.add"(%v89, %v90) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v92 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v93 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v94 = "stablehlo.negate"(%v93) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v95 = "stablehlo.concatenate"(%v94, %v92) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v96 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v98 = "stablehlo.multiply"(%v73, %v96) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v99 = "stablehlo.multiply"(%v95, %v97) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v100 = "stablehlo.add"(%v98, %v99) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v101 = "stablehlo.reshape"(%v91) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v102 = "stablehlo.transpose"(%v101) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v103 = "stablehlo.reshape"(%v102) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v104 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v105 = "stablehlo.transpose"(%v82) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v106 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<1xi32>) -> tensor<i32>
    %v108 = "stablehlo.dynamic_slice"(%arg9, %v107, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xf32>
    %v109 = "stablehlo.reshape"(%v108) : (tensor<1x2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v110 = "stablehlo.transpose"(%v109) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v111 = "stablehlo.reshape"(%v110) : (tensor<2x8x16x16xf32>) -> tensor<2x128x16xf32>
    %v112 = "stablehlo.dynamic_slice"(%arg10, %v107, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v113 = "stablehlo.reshape"(%v112) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v114 = "stablehlo.concatenate"(%v111, %v104) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v115 = "stablehlo.concatenate"(%v113, %v105) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v116 = tensor.empty() : tensor<2x4x130xf32>
    %v117 = arith.constant 0.0 : f32
    %v118 = linalg.fill ins(%v117 : f32) outs(%v116 : tensor<2x4x130xf32>) -> tensor<2x4x130xf32>
    %v119 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v103, %v114 : tensor<2x4x16xf32>, tensor<2x130x16xf32>) outs(%v118 : tensor<2x4x130xf32>) {iree.opt.data_tiling} -> tensor<2x4x130xf32>
    %v120 = "stablehlo.reshape"(%v119) : (tensor<2x4x130xf32>) -> tensor<2x2x2x130xf32>
    %v121 = "stablehlo.multiply"(%v120, %v39) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v122 = "stablehlo.select"(%v37, %v121, %v38) : (tensor<2x2x2x130xi1>, tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v124 = "stablehlo.reduce"(%v122, %v123) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v125 = "stablehlo.broadcast_in_dim"(%v124) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v126 = "stablehlo.subtract"(%v122, %v125) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v127 = "stablehlo.exponential"(%v126) : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v129 = "stablehlo.reduce"(%v127, %v128) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v130 = "stablehlo.reshape"(%v127) : (tensor<2x2x2x130xf32>) -> tensor<2x4x130xf32>
    %v131 = tensor.empty() : tensor<2x4x16xf32>
    %v132 = arith.constant 0.0 : f32
    %v133 = linalg.fill ins(%v132 : f32) outs(%v131 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v134 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v130, %v115 : tensor<2x4x130xf32>, tensor<2x130x16xf32>) outs(%v133 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v135 = "stablehlo.reshape"(%v129) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v135) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v137 = "stablehlo.divide"(%v134, %v136) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v138 = "stablehlo.reshape"(%v137) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v139 = "stablehlo.transpose"(%v138) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v140 = "stablehlo.reshape"(%v139) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v141 = util.global.load @p8 : tensor<64x64xf32>
    %v142 = tensor.empty() : tensor<2x64xf32>
    %v143 = arith.constant 0.0 : f32
    %v144 = linalg.fill ins(%v143 : f32) outs(%v142 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v140, %v141 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v144 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v146 = "stablehlo.add"(%v7, %v145) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v147 = util.global.load @p1 : tensor<64xf32>
    %v148 = "stablehlo.multiply"(%v146, %v146) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v149 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v150 = "stablehlo.reduce"(%v148, %v149) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v151 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v152 = "stablehlo.multiply"(%v150, %v151) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v154 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v155 = "stablehlo.add"(%v153, %v154) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v156 = "stablehlo.rsqrt"(%v155) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v157 = "stablehlo.multiply"(%v146, %v156) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%v147) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v159 = "stablehlo.multiply"(%v157, %v158) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v160 = util.global.load @p9 : tensor<128x64xf32>
    %v161 = tensor.empty() : tensor<2x128xf32>
    %v162 = arith.constant 0.0 : f32
    %v163 = linalg.fill ins(%v162 : f32) outs(%v161 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v164 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v159, %v160 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v163 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v165 = "stablehlo.logistic"(%v164) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v166 = "stablehlo.multiply"(%v164, %v165) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v167 = util.global.load @p10 : tensor<128x64xf32>
    %v168 = tensor.empty() : tensor<2x128xf32>
    %v169 = arith.constant 0.0 : f32
    %v170 = linalg.fill ins(%v169 : f32) outs(%v168 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v171 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v159, %v167 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v170 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v172 = "stablehlo.multiply"(%v166, %v171) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v173 = util.global.load @p11 : tensor<64x128xf32>
    %v174 = tensor.empty() : tensor<2x64xf32>
    %v175 = arith.constant 0.0 : f32
    %v176 = linalg.fill ins(%v175 : f32) outs(%v174 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v177 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v172, %v173 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v176 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v178 = "stablehlo.add"(%v146, %v177) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v179 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v181 = "stablehlo.transpose"(%v82) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v182 = "stablehlo.reshape"(%v181) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v183 = util.global.load @p12 : tensor<64xf32>
    %v184 = "stablehlo.multiply"(%v178, %v178) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v186 = "stablehlo.reduce"(%v184, %v185) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v187 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v188 = "stablehlo.multiply"(%v186, %v187) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v189 = "stablehlo.broadcast_in_dim"(%v188) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v190 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v191 = "stablehlo.add"(%v189, %v190) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v192 = "stablehlo.rsqrt"(%v191) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v193 = "stablehlo.multiply"(%v178, %v192) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v195 = "stablehlo.multiply"(%v193, %v194) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v196 = util.global.load @p14 : tensor<64x64xf32>
    %v197 = util.global.load @p15 : tensor<64xf32>
    %v198 = tensor.empty() : tensor<2x64xf32>
    %v199 = arith.constant 0.0 : f32
    %v200 = linalg.fill ins(%v199 : f32) outs(%v198 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v201 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v195, %v196 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v200 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v197) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v203 = "stablehlo.add"(%v201, %v202) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v205 = util.global.load @p16 : tensor<32x64xf32>
    %v206 = util.global.load @p17 : tensor<32xf32>
    %v207 = tensor.empty() : tensor<2x32xf32>
    %v208 = arith.constant 0.0 : f32
    %v209 = linalg.fill ins(%v208 : f32) outs(%v207 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v210 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v195, %v205 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v209 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v212 = "stablehlo.add"(%v210, %v211) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v213 = "stablehlo.reshape"(%v212) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v214 = util.global.load @p18 : tensor<32x64xf32>
    %v215 = util.global.load @p19 : tensor<32xf32>
    %v216 = tensor.empty() : tensor<2x32xf32>
    %v217 = arith.constant 0.0 : f32
    %v218 = linalg.fill ins(%v217 : f32) outs(%v216 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v219 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v195, %v214 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v218 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v215) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v221 = "stablehlo.add"(%v219, %v220) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v222 = "stablehlo.reshape"(%v221) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v223 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v224 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v225 = "stablehlo.negate"(%v224) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v226 = "stablehlo.concatenate"(%v225, %v223) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v227 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v229 = "stablehlo.multiply"(%v204, %v227) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v230 = "stablehlo.multiply"(%v226, %v228) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v231 = "stablehlo.add"(%v229, %v230) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v232 = "stablehlo.slice"(%v213) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v233 = "stablehlo.slice"(%v213) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v234 = "stablehlo.negate"(%v233) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v235 = "stablehlo.concatenate"(%v234, %v232) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v238 = "stablehlo.multiply"(%v213, %v236) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v239 = "stablehlo.multiply"(%v235, %v237) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v240 = "stablehlo.add"(%v238, %v239) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v241 = "stablehlo.reshape"(%v231) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v242 = "stablehlo.transpose"(%v241) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v243 = "stablehlo.reshape"(%v242) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v244 = "stablehlo.transpose"(%v240) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v245 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v246 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v247 = "stablehlo.reshape"(%v246) : (tensor<1xi32>) -> tensor<i32>
    %v248 = "stablehlo.dynamic_slice"(%arg9, %v247, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xf32>
    %v249 = "stablehlo.reshape"(%v248) : (tensor<1x2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v250 = "stablehlo.transpose"(%v249) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v251 = "stablehlo.reshape"(%v250) : (tensor<2x8x16x16xf32>) -> tensor<2x128x16xf32>
    %v252 = "stablehlo.dynamic_slice"(%arg10, %v247, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v253 = "stablehlo.reshape"(%v252) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v254 = "stablehlo.concatenate"(%v251, %v244) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v255 = "stablehlo.concatenate"(%v253, %v245) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v256 = tensor.empty() : tensor<2x4x130xf32>
    %v257 = arith.constant 0.0 : f32
    %v258 = linalg.fill ins(%v257 : f32) outs(%v256 : tensor<2x4x130xf32>) -> tensor<2x4x130xf32>
    %v259 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v243, %v254 : tensor<2x4x16xf32>, tensor<2x130x16xf32>) outs(%v258 : tensor<2x4x130xf32>) {iree.opt.data_tiling} -> tensor<2x4x130xf32>
    %v260 = "stablehlo.reshape"(%v259) : (tensor<2x4x130xf32>) -> tensor<2x2x2x130xf32>
    %v261 = "stablehlo.multiply"(%v260, %v39) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v262 = "stablehlo.select"(%v37, %v261, %v38) : (tensor<2x2x2x130xi1>, tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v263 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v264 = "stablehlo.reduce"(%v262, %v263) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v264) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v266 = "stablehlo.subtract"(%v262, %v265) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v267 = "stablehlo.exponential"(%v266) : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v269 = "stablehlo.reduce"(%v267, %v268) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v270 = "stablehlo.reshape"(%v267) : (tensor<2x2x2x130xf32>) -> tensor<2x4x130xf32>
    %v271 = tensor.empty() : tensor<2x4x16xf32>
    %v272 = arith.constant 0.0 : f32
    %v273 = linalg.fill ins(%v272 : f32) outs(%v271 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v274 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v270, %v255 : tensor<2x4x130xf32>, tensor<2x130x16xf32>) outs(%v273 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v275 = "stablehlo.reshape"(%v269) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v277 = "stablehlo.divide"(%v274, %v276) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v278 = "stablehlo.reshape"(%v277) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v279 = "stablehlo.transpose"(%v278) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v280 = "stablehlo.reshape"(%v279) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v281 = util.global.load @p20 : tensor<64x64xf32>
    %v282 = tensor.empty() : tensor<2x64xf32>
    %v283 = arith.constant 0.0 : f32
    %v284 = linalg.fill ins(%v283 : f32) outs(%v282 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v285 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v280, %v281 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v284 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v286 = "stablehlo.add"(%v178, %v285) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v287 = util.global.load @p13 : tensor<64xf32>
    %v288 = "stablehlo.multiply"(%v286, %v286) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v290 = "stablehlo.reduce"(%v288, %v289) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v291 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v292 = "stablehlo.multiply"(%v290, %v291) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v294 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v295 = "stablehlo.add"(%v293, %v294) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v296 = "stablehlo.rsqrt"(%v295) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v297 = "stablehlo.multiply"(%v286, %v296) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v287) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v299 = "stablehlo.multiply"(%v297, %v298) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v300 = util.global.load @p21 : tensor<128x64xf32>
    %v301 = tensor.empty() : tensor<2x128xf32>
    %v302 = arith.constant 0.0 : f32
    %v303 = linalg.fill ins(%v302 : f32) outs(%v301 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v304 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v299, %v300 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v303 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v305 = "stablehlo.logistic"(%v304) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v306 = "stablehlo.multiply"(%v304, %v305) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v307 = util.global.load @p22 : tensor<128x64xf32>
    %v308 = tensor.empty() : tensor<2x128xf32>
    %v309 = arith.constant 0.0 : f32
    %v310 = linalg.fill ins(%v309 : f32) outs(%v308 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v311 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v299, %v307 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v310 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v312 = "stablehlo.multiply"(%v306, %v311) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v313 = util.global.load @p23 : tensor<64x128xf32>
    %v314 = tensor.empty() : tensor<2x64xf32>
    %v315 = arith.constant 0.0 : f32
    %v316 = linalg.fill ins(%v315 : f32) outs(%v314 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v317 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v313 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v316 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v318 = "stablehlo.add"(%v286, %v317) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v319 = "stablehlo.transpose"(%v240) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v320 = "stablehlo.reshape"(%v319) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v321 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v322 = "stablehlo.reshape"(%v321) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v323 = "stablehlo.concatenate"(%v180, %v320) {dimension = 0 : i64} : (tensor<1x2x16x2xf32>, tensor<1x2x16x2xf32>) -> tensor<2x2x16x2xf32>
    %v324 = "stablehlo.concatenate"(%v182, %v322) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v325 = "stablehlo.dynamic_slice"(%v318, %arg7, %v40) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v326 = util.global.load @p25 : tensor<64xf32>
    %v327 = "stablehlo.multiply"(%v325, %v325) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v328 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v329 = "stablehlo.reduce"(%v327, %v328) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v330 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v331 = "stablehlo.multiply"(%v329, %v330) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v332 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v333 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v334 = "stablehlo.add"(%v332, %v333) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v335 = "stablehlo.rsqrt"(%v334) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v336 = "stablehlo.multiply"(%v325, %v335) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v326) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v338 = "stablehlo.multiply"(%v336, %v337) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v339 = util.global.load @p24 : tensor<151936x64xf32>
    %v340 = tensor.empty() : tensor<1x151936xf32>
    %v341 = arith.constant 0.0 : f32
    %v342 = linalg.fill ins(%v341 : f32) outs(%v340 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v343 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v338, %v339 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v342 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v343, %v318, %v323, %v324 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>
  }
  func.func @head_c2(%arg0: tensor<2x64xf32>) -> (tensor<2x151936xf32>) {
    %v1 = util.global.load @p25 : tensor<64xf32>
    %v2 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4 = "stablehlo.reduce"(%v2, %v3) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v5 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v6 = "stablehlo.multiply"(%v4, %v5) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v8 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v9 = "stablehlo.add"(%v7, %v8) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v10 = "stablehlo.rsqrt"(%v9) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v11 = "stablehlo.multiply"(%arg0, %v10) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v1) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v13 = "stablehlo.multiply"(%v11, %v12) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v14 = util.global.load @p24 : tensor<151936x64xf32>
    %v15 = tensor.empty() : tensor<2x151936xf32>
    %v16 = arith.constant 0.0 : f32
    %v17 = linalg.fill ins(%v16 : f32) outs(%v15 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v13, %v14 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v17 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v18 : tensor<2x151936xf32>
  }
  func.func @kv_write_c2(%arg0: tensor<2x2x?x16x16xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x2xf32>, %arg3: tensor<2x2x2x16xf32>, %arg4: tensor<i32>) -> (tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xf32>) -> tensor<2x2x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v10 = tensor.extract %v4[] : tensor<i32>
    %v11 = arith.index_cast %v10 : i32 to index
    %v12 = tensor.extract %v4[] : tensor<i32>
    %v13 = arith.index_cast %v12 : i32 to index
    %v14 = tensor.extract %v6[] : tensor<i32>
    %v15 = arith.index_cast %v14 : i32 to index
    %v16 = tensor.extract %v4[] : tensor<i32>
    %v17 = arith.index_cast %v16 : i32 to index
    %v18 = tensor.extract %v7[] : tensor<i32>
    %v19 = arith.index_cast %v18 : i32 to index
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 2, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xf32>) -> tensor<2x2x16x1xf32>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v29 = tensor.extract %v23[] : tensor<i32>
    %v30 = arith.index_cast %v29 : i32 to index
    %v31 = tensor.extract %v23[] : tensor<i32>
    %v32 = arith.index_cast %v31 : i32 to index
    %v33 = tensor.extract %v25[] : tensor<i32>
    %v34 = arith.index_cast %v33 : i32 to index
    %v35 = tensor.extract %v23[] : tensor<i32>
    %v36 = arith.index_cast %v35 : i32 to index
    %v37 = tensor.extract %v26[] : tensor<i32>
    %v38 = arith.index_cast %v37 : i32 to index
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v40 = tensor.extract %v1[] : tensor<i32>
    %v41 = arith.index_cast %v40 : i32 to index
    %v42 = tensor.extract %v1[] : tensor<i32>
    %v43 = arith.index_cast %v42 : i32 to index
    %v44 = tensor.extract %arg4[] : tensor<i32>
    %v45 = arith.index_cast %v44 : i32 to index
    %v46 = tensor.extract %v1[] : tensor<i32>
    %v47 = arith.index_cast %v46 : i32 to index
    %v48 = tensor.insert_slice %arg3 into %arg1[%v41, %v43, %v45, %v47] [2, 2, 2, 16] [1, 1, 1, 1] : tensor<2x2x2x16xf32> into tensor<2x2x?x16xf32>
    return %v39, %v48 : tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>
  }
  func.func @prefill_c16_w0(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<3x16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<16xi32>) -> tensor<16x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<16x1xi32>) -> tensor<16x64xf32>
    %v4 = stablehlo.constant dense<0> : tensor<16xi32>
    %v5 = "stablehlo.compare"(%arg2, %v4) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<16xi1>) -> tensor<16x64xi1>
    %v7 = "stablehlo.select"(%v6, %arg1, %v3) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v8 = "stablehlo.convert"(%arg3) : (tensor<3x16xi64>) -> tensor<3x16xf32>
    %v9 = "stablehlo.slice"(%v8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<3x16xf32>) -> tensor<1x16xf32>
    %v10 = "stablehlo.reshape"(%v9) : (tensor<1x16xf32>) -> tensor<16xf32>
    %v11 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x2xf32>
    %v12 = "stablehlo.slice"(%v8) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<3x16xf32>) -> tensor<1x16xf32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1x16xf32>) -> tensor<16xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x3xf32>
    %v15 = "stablehlo.slice"(%v8) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 16>, strides = array<i64: 1, 1>} : (tensor<3x16xf32>) -> tensor<1x16xf32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1x16xf32>) -> tensor<16xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x3xf32>
    %v18 = "stablehlo.concatenate"(%v11, %v14, %v17) {dimension = 1 : i64} : (tensor<16x2xf32>, tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x8xf32>
    %v19 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<16x8xf32>
    %v21 = "stablehlo.multiply"(%v18, %v20) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %v22 = "stablehlo.concatenate"(%v21, %v21) {dimension = 1 : i64} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %v23 = "stablehlo.cosine"(%v22) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v24 = "stablehlo.sine"(%v22) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x16x2x16xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x16x2x16xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x16x2x16xi32>, tensor<2x16x2x16xi32>) -> tensor<2x16x2x16xi1>
    %v28 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x16xf32>
    %v29 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x16x2x16xf32>
    %v30 = stablehlo.constant dense<0> : tensor<i32>
    %v31 = stablehlo.constant dense<16> : tensor<i32>
    %v32 = "stablehlo.divide"(%arg4, %v31) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v33 = util.global.load @p0 : tensor<64xf32>
    %v34 = "stablehlo.multiply"(%v7, %v7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v35 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v36 = "stablehlo.reduce"(%v34, %v35) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v37 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v38 = "stablehlo.multiply"(%v36, %v37) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v38) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v40 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v41 = "stablehlo.add"(%v39, %v40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v42 = "stablehlo.rsqrt"(%v41) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v43 = "stablehlo.multiply"(%v7, %v42) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v45 = "stablehlo.multiply"(%v43, %v44) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v46 = util.global.load @p2 : tensor<64x64xf32>
    %v47 = util.global.load @p3 : tensor<64xf32>
    %v48 = tensor.empty() : tensor<16x64xf32>
    %v49 = arith.constant 0.0 : f32
    %v50 = linalg.fill ins(%v49 : f32) outs(%v48 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v51 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v46 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v50 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v53 = "stablehlo.add"(%v51, %v52) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v54 = "stablehlo.reshape"(%v53) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v55 = util.global.load @p4 : tensor<32x64xf32>
    %v56 = util.global.load @p5 : tensor<32xf32>
    %v57 = tensor.empty() : tensor<16x32xf32>
    %v58 = arith.constant 0.0 : f32
    %v59 = linalg.fill ins(%v58 : f32) outs(%v57 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v60 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v55 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v59 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%v56) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v62 = "stablehlo.add"(%v60, %v61) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v63 = "stablehlo.reshape"(%v62) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v64 = util.global.load @p6 : tensor<32x64xf32>
    %v65 = util.global.load @p7 : tensor<32xf32>
    %v66 = tensor.empty() : tensor<16x32xf32>
    %v67 = arith.constant 0.0 : f32
    %v68 = linalg.fill ins(%v67 : f32) outs(%v66 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v69 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v64 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v68 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v70 = "stablehlo.broadcast_in_dim"(%v65) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v71 = "stablehlo.add"(%v69, %v70) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v72 = "stablehlo.reshape"(%v71) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v73 = "stablehlo.slice"(%v54) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v74 = "stablehlo.slice"(%v54) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v75 = "stablehlo.negate"(%v74) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v76 = "stablehlo.concatenate"(%v75, %v73) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v79 = "stablehlo.multiply"(%v54, %v77) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v80 = "stablehlo.multiply"(%v76, %v78) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v82 = "stablehlo.slice"(%v63) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v83 = "stablehlo.slice"(%v63) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v84 = "stablehlo.negate"(%v83) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v85 = "stablehlo.concatenate"(%v84, %v82) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v88 = "stablehlo.multiply"(%v63, %v86) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v89 = "stablehlo.multiply"(%v85, %v87) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v90 = "stablehlo.add"(%v88, %v89) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v91 = "stablehlo.reshape"(%v81) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v92 = "stablehlo.transpose"(%v91) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v94 = "stablehlo.transpose"(%v90) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v95 = "stablehlo.transpose"(%v72) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v96 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v97 = "stablehlo.reshape"(%v96) : (tensor<1xi32>) -> tensor<i32>
    %v98 = tensor.empty() : tensor<2x32x16xf32>
    %v99 = arith.constant 0.0 : f32
    %v100 = linalg.fill ins(%v99 : f32) outs(%v98 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v101 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v93, %v94 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v100 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v103 = "stablehlo.multiply"(%v102, %v29) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v104 = "stablehlo.select"(%v27, %v103, %v28) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v106 = "stablehlo.reduce"(%v104, %v105) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v108 = "stablehlo.subtract"(%v104, %v107) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v109 = "stablehlo.exponential"(%v108) : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v111 = "stablehlo.reduce"(%v109, %v110) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v112 = "stablehlo.reshape"(%v109) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v113 = tensor.empty() : tensor<2x32x16xf32>
    %v114 = arith.constant 0.0 : f32
    %v115 = linalg.fill ins(%v114 : f32) outs(%v113 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v116 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v112, %v95 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v115 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v117 = "stablehlo.reshape"(%v111) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%v117) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v119 = "stablehlo.divide"(%v116, %v118) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v120 = "stablehlo.reshape"(%v119) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v121 = "stablehlo.transpose"(%v120) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v122 = "stablehlo.reshape"(%v121) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v123 = util.global.load @p8 : tensor<64x64xf32>
    %v124 = tensor.empty() : tensor<16x64xf32>
    %v125 = arith.constant 0.0 : f32
    %v126 = linalg.fill ins(%v125 : f32) outs(%v124 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v127 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v122, %v123 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v126 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v128 = "stablehlo.add"(%v7, %v127) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v129 = util.global.load @p1 : tensor<64xf32>
    %v130 = "stablehlo.multiply"(%v128, %v128) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v132 = "stablehlo.reduce"(%v130, %v131) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v133 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v134 = "stablehlo.multiply"(%v132, %v133) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v136 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v137 = "stablehlo.add"(%v135, %v136) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v138 = "stablehlo.rsqrt"(%v137) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v139 = "stablehlo.multiply"(%v128, %v138) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v129) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v141 = "stablehlo.multiply"(%v139, %v140) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v142 = util.global.load @p9 : tensor<128x64xf32>
    %v143 = tensor.empty() : tensor<16x128xf32>
    %v144 = arith.constant 0.0 : f32
    %v145 = linalg.fill ins(%v144 : f32) outs(%v143 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v146 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v141, %v142 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v145 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v147 = "stablehlo.logistic"(%v146) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v148 = "stablehlo.multiply"(%v146, %v147) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v149 = util.global.load @p10 : tensor<128x64xf32>
    %v150 = tensor.empty() : tensor<16x128xf32>
    %v151 = arith.constant 0.0 : f32
    %v152 = linalg.fill ins(%v151 : f32) outs(%v150 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v153 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v141, %v149 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v152 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v154 = "stablehlo.multiply"(%v148, %v153) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v155 = util.global.load @p11 : tensor<64x128xf32>
    %v156 = tensor.empty() : tensor<16x64xf32>
    %v157 = arith.constant 0.0 : f32
    %v158 = linalg.fill ins(%v157 : f32) outs(%v156 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v159 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v154, %v155 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v158 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v160 = "stablehlo.add"(%v128, %v159) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v161 = "stablehlo.transpose"(%v90) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v162 = "stablehlo.reshape"(%v161) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v163 = "stablehlo.transpose"(%v72) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v164 = "stablehlo.reshape"(%v163) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v165 = util.global.load @p12 : tensor<64xf32>
    %v166 = "stablehlo.multiply"(%v160, %v160) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v167 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v168 = "stablehlo.reduce"(%v166, %v167) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v169 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v170 = "stablehlo.multiply"(%v168, %v169) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v172 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v173 = "stablehlo.add"(%v171, %v172) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v174 = "stablehlo.rsqrt"(%v173) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v175 = "stablehlo.multiply"(%v160, %v174) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v176 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v177 = "stablehlo.multiply"(%v175, %v176) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v178 = util.global.load @p14 : tensor<64x64xf32>
    %v179 = util.global.load @p15 : tensor<64xf32>
    %v180 = tensor.empty() : tensor<16x64xf32>
    %v181 = arith.constant 0.0 : f32
    %v182 = linalg.fill ins(%v181 : f32) outs(%v180 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v183 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v177, %v178 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v182 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v179) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v185 = "stablehlo.add"(%v183, %v184) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v186 = "stablehlo.reshape"(%v185) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v187 = util.global.load @p16 : tensor<32x64xf32>
    %v188 = util.global.load @p17 : tensor<32xf32>
    %v189 = tensor.empty() : tensor<16x32xf32>
    %v190 = arith.constant 0.0 : f32
    %v191 = linalg.fill ins(%v190 : f32) outs(%v189 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v192 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v177, %v187 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v191 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v188) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v194 = "stablehlo.add"(%v192, %v193) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v196 = util.global.load @p18 : tensor<32x64xf32>
    %v197 = util.global.load @p19 : tensor<32xf32>
    %v198 = tensor.empty() : tensor<16x32xf32>
    %v199 = arith.constant 0.0 : f32
    %v200 = linalg.fill ins(%v199 : f32) outs(%v198 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v201 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v177, %v196 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v200 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v197) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v203 = "stablehlo.add"(%v201, %v202) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v205 = "stablehlo.slice"(%v186) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v206 = "stablehlo.slice"(%v186) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v207 = "stablehlo.negate"(%v206) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v208 = "stablehlo.concatenate"(%v207, %v205) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v210 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v211 = "stablehlo.multiply"(%v186, %v209) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v212 = "stablehlo.multiply"(%v208, %v210) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v213 = "stablehlo.add"(%v211, %v212) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v214 = "stablehlo.slice"(%v195) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v215 = "stablehlo.slice"(%v195) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v216 = "stablehlo.negate"(%v215) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v217 = "stablehlo.concatenate"(%v216, %v214) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v220 = "stablehlo.multiply"(%v195, %v218) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v221 = "stablehlo.multiply"(%v217, %v219) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v222 = "stablehlo.add"(%v220, %v221) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v223 = "stablehlo.reshape"(%v213) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v224 = "stablehlo.transpose"(%v223) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v226 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v227 = "stablehlo.transpose"(%v204) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v228 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v229 = "stablehlo.reshape"(%v228) : (tensor<1xi32>) -> tensor<i32>
    %v230 = tensor.empty() : tensor<2x32x16xf32>
    %v231 = arith.constant 0.0 : f32
    %v232 = linalg.fill ins(%v231 : f32) outs(%v230 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v233 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v225, %v226 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v232 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v235 = "stablehlo.multiply"(%v234, %v29) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v236 = "stablehlo.select"(%v27, %v235, %v28) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v237 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v238 = "stablehlo.reduce"(%v236, %v237) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v238) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v240 = "stablehlo.subtract"(%v236, %v239) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v241 = "stablehlo.exponential"(%v240) : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v242 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v243 = "stablehlo.reduce"(%v241, %v242) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v244 = "stablehlo.reshape"(%v241) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v245 = tensor.empty() : tensor<2x32x16xf32>
    %v246 = arith.constant 0.0 : f32
    %v247 = linalg.fill ins(%v246 : f32) outs(%v245 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v248 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v244, %v227 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v247 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v249 = "stablehlo.reshape"(%v243) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v251 = "stablehlo.divide"(%v248, %v250) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v253 = "stablehlo.transpose"(%v252) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v255 = util.global.load @p20 : tensor<64x64xf32>
    %v256 = tensor.empty() : tensor<16x64xf32>
    %v257 = arith.constant 0.0 : f32
    %v258 = linalg.fill ins(%v257 : f32) outs(%v256 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v259 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v254, %v255 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v258 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v260 = "stablehlo.add"(%v160, %v259) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v261 = util.global.load @p13 : tensor<64xf32>
    %v262 = "stablehlo.multiply"(%v260, %v260) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v264 = "stablehlo.reduce"(%v262, %v263) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v265 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v266 = "stablehlo.multiply"(%v264, %v265) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v267 = "stablehlo.broadcast_in_dim"(%v266) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v268 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v269 = "stablehlo.add"(%v267, %v268) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v270 = "stablehlo.rsqrt"(%v269) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v271 = "stablehlo.multiply"(%v260, %v270) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v272 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v273 = "stablehlo.multiply"(%v271, %v272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v274 = util.global.load @p21 : tensor<128x64xf32>
    %v275 = tensor.empty() : tensor<16x128xf32>
    %v276 = arith.constant 0.0 : f32
    %v277 = linalg.fill ins(%v276 : f32) outs(%v275 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v278 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v273, %v274 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v277 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v279 = "stablehlo.logistic"(%v278) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v280 = "stablehlo.multiply"(%v278, %v279) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v281 = util.global.load @p22 : tensor<128x64xf32>
    %v282 = tensor.empty() : tensor<16x128xf32>
    %v283 = arith.constant 0.0 : f32
    %v284 = linalg.fill ins(%v283 : f32) outs(%v282 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v285 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v273, %v281 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v284 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v286 = "stablehlo.multiply"(%v280, %v285) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v287 = util.global.load @p23 : tensor<64x128xf32>
    %v288 = tensor.empty() : tensor<16x64xf32>
    %v289 = arith.constant 0.0 : f32
    %v290 = linalg.fill ins(%v289 : f32) outs(%v288 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v291 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v287 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v290 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v292 = "stablehlo.add"(%v260, %v291) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v293 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v294 = "stablehlo.reshape"(%v293) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v295 = "stablehlo.transpose"(%v204) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v296 = "stablehlo.reshape"(%v295) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v297 = "stablehlo.concatenate"(%v162, %v294) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v298 = "stablehlo.concatenate"(%v164, %v296) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v299 = "stablehlo.dynamic_slice"(%v292, %arg7, %v30) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v300 = util.global.load @p25 : tensor<64xf32>
    %v301 = "stablehlo.multiply"(%v299, %v299) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.reduce"(%v301, %v302) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v304 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v305 = "stablehlo.multiply"(%v303, %v304) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v306 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v307 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v308 = "stablehlo.add"(%v306, %v307) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v309 = "stablehlo.rsqrt"(%v308) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v310 = "stablehlo.multiply"(%v299, %v309) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v300) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v312 = "stablehlo.multiply"(%v310, %v311) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v313 = util.global.load @p24 : tensor<151936x64xf32>
    %v314 = tensor.empty() : tensor<1x151936xf32>
    %v315 = arith.constant 0.0 : f32
    %v316 = linalg.fill ins(%v315 : f32) outs(%v314 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v317 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v313 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v316 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v317, %v292, %v297, %v298 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>
  }
  func.func @prefill_c16_w128(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<3x16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<16xi32>) -> tensor<16x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<16x1xi32>) -> tensor<16x64xf32>
    %v4 = stablehlo.constant dense<0> : tensor<16xi32>
    %v5 = "stablehlo.compare"(%arg2, %v4) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<16xi1>) -> tensor<16x64xi1>
    %v7 = "stablehlo.select"(%v6, %arg1, %v3) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v8 = "stablehlo.convert"(%arg3) : (tensor<3x16xi64>) -> tensor<3x16xf32>
    %v9 = "stablehlo.slice"(%v8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<3x16xf32>) -> tensor<1x16xf32>
    %v10 = "stablehlo.reshape"(%v9) : (tensor<1x16xf32>) -> tensor<16xf32>
    %v11 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x2xf32>
    %v12 = "stablehlo.slice"(%v8) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<3x16xf32>) -> tensor<1x16xf32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1x16xf32>) -> tensor<16xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x3xf32>
    %v15 = "stablehlo.slice"(%v8) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 16>, strides = array<i64: 1, 1>} : (tensor<3x16xf32>) -> tensor<1x16xf32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1x16xf32>) -> tensor<16xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x3xf32>
    %v18 = "stablehlo.concatenate"(%v11, %v14, %v17) {dimension = 1 : i64} : (tensor<16x2xf32>, tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x8xf32>
    %v19 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<16x8xf32>
    %v21 = "stablehlo.multiply"(%v18, %v20) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %v22 = "stablehlo.concatenate"(%v21, %v21) {dimension = 1 : i64} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %v23 = "stablehlo.cosine"(%v22) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v24 = "stablehlo.sine"(%v22) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x16x2x144xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x16x2x144xi32>
    %v27 = stablehlo.constant dense<128> : tensor<2x16x2x144xi32>
    %v28 = "stablehlo.compare"(%v26, %v27) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x16x2x144xi32>, tensor<2x16x2x144xi32>) -> tensor<2x16x2x144xi1>
    %v29 = "stablehlo.subtract"(%v26, %v27) : (tensor<2x16x2x144xi32>, tensor<2x16x2x144xi32>) -> tensor<2x16x2x144xi32>
    %v30 = "stablehlo.compare"(%v29, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x16x2x144xi32>, tensor<2x16x2x144xi32>) -> tensor<2x16x2x144xi1>
    %v31 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x16x2x144xi32>
    %v32 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v33 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x16x2x144xi32>
    %v34 = "stablehlo.compare"(%v26, %v31) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x16x2x144xi32>, tensor<2x16x2x144xi32>) -> tensor<2x16x2x144xi1>
    %v35 = "stablehlo.compare"(%v26, %v33) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x16x2x144xi32>, tensor<2x16x2x144xi32>) -> tensor<2x16x2x144xi1>
    %v36 = "stablehlo.and"(%v34, %v35) : (tensor<2x16x2x144xi1>, tensor<2x16x2x144xi1>) -> tensor<2x16x2x144xi1>
    %v37 = "stablehlo.select"(%v28, %v30, %v36) : (tensor<2x16x2x144xi1>, tensor<2x16x2x144xi1>, tensor<2x16x2x144xi1>) -> tensor<2x16x2x144xi1>
    %v38 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x144xf32>
    %v39 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x16x2x144xf32>
    %v40 = stablehlo.constant dense<0> : tensor<i32>
    %v41 = stablehlo.constant dense<16> : tensor<i32>
    %v42 = "stablehlo.divide"(%arg4, %v41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v43 = util.global.load @p0 : tensor<64xf32>
    %v44 = "stablehlo.multiply"(%v7, %v7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v46 = "stablehlo.reduce"(%v44, %v45) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v47 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v48 = "stablehlo.multiply"(%v46, %v47) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v50 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v51 = "stablehlo.add"(%v49, %v50) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v52 = "stablehlo.rsqrt"(%v51) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v53 = "stablehlo.multiply"(%v7, %v52) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v54 = "stablehlo.broadcast_in_dim"(%v43) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v55 = "stablehlo.multiply"(%v53, %v54) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v56 = util.global.load @p2 : tensor<64x64xf32>
    %v57 = util.global.load @p3 : tensor<64xf32>
    %v58 = tensor.empty() : tensor<16x64xf32>
    %v59 = arith.constant 0.0 : f32
    %v60 = linalg.fill ins(%v59 : f32) outs(%v58 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v61 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v56 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v60 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v63 = "stablehlo.add"(%v61, %v62) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v64 = "stablehlo.reshape"(%v63) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v65 = util.global.load @p4 : tensor<32x64xf32>
    %v66 = util.global.load @p5 : tensor<32xf32>
    %v67 = tensor.empty() : tensor<16x32xf32>
    %v68 = arith.constant 0.0 : f32
    %v69 = linalg.fill ins(%v68 : f32) outs(%v67 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v70 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v65 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v69 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v71 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v72 = "stablehlo.add"(%v70, %v71) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v73 = "stablehlo.reshape"(%v72) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v74 = util.global.load @p6 : tensor<32x64xf32>
    %v75 = util.global.load @p7 : tensor<32xf32>
    %v76 = tensor.empty() : tensor<16x32xf32>
    %v77 = arith.constant 0.0 : f32
    %v78 = linalg.fill ins(%v77 : f32) outs(%v76 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v79 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v74 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v78 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v75) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v82 = "stablehlo.reshape"(%v81) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v83 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v84 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v85 = "stablehlo.negate"(%v84) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v86 = "stablehlo.concatenate"(%v85, %v83) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v88 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v89 = "stablehlo.multiply"(%v64, %v87) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v90 = "stablehlo.multiply"(%v86, %v88) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v91 = "stablehlo.add"(%v89, %v90) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v92 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v93 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v94 = "stablehlo.negate"(%v93) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v95 = "stablehlo.concatenate"(%v94, %v92) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v96 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v98 = "stablehlo.multiply"(%v73, %v96) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v99 = "stablehlo.multiply"(%v95, %v97) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v100 = "stablehlo.add"(%v98, %v99) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v101 = "stablehlo.reshape"(%v91) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v102 = "stablehlo.transpose"(%v101) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v103 = "stablehlo.reshape"(%v102) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v104 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v105 = "stablehlo.transpose"(%v82) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v106 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<1xi32>) -> tensor<i32>
    %v108 = "stablehlo.dynamic_slice"(%arg9, %v107, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xf32>
    %v109 = "stablehlo.reshape"(%v108) : (tensor<1x2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v110 = "stablehlo.transpose"(%v109) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v111 = "stablehlo.reshape"(%v110) : (tensor<2x8x16x16xf32>) -> tensor<2x128x16xf32>
    %v112 = "stablehlo.dynamic_slice"(%arg10, %v107, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v113 = "stablehlo.reshape"(%v112) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v114 = "stablehlo.concatenate"(%v111, %v104) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v115 = "stablehlo.concatenate"(%v113, %v105) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v116 = tensor.empty() : tensor<2x32x144xf32>
    %v117 = arith.constant 0.0 : f32
    %v118 = linalg.fill ins(%v117 : f32) outs(%v116 : tensor<2x32x144xf32>) -> tensor<2x32x144xf32>
    %v119 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v103, %v114 : tensor<2x32x16xf32>, tensor<2x144x16xf32>) outs(%v118 : tensor<2x32x144xf32>) {iree.opt.data_tiling} -> tensor<2x32x144xf32>
    %v120 = "stablehlo.reshape"(%v119) : (tensor<2x32x144xf32>) -> tensor<2x16x2x144xf32>
    %v121 = "stablehlo.multiply"(%v120, %v39) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v122 = "stablehlo.select"(%v37, %v121, %v38) : (tensor<2x16x2x144xi1>, tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v124 = "stablehlo.reduce"(%v122, %v123) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v125 = "stablehlo.broadcast_in_dim"(%v124) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v126 = "stablehlo.subtract"(%v122, %v125) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v127 = "stablehlo.exponential"(%v126) : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v129 = "stablehlo.reduce"(%v127, %v128) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v130 = "stablehlo.reshape"(%v127) : (tensor<2x16x2x144xf32>) -> tensor<2x32x144xf32>
    %v131 = tensor.empty() : tensor<2x32x16xf32>
    %v132 = arith.constant 0.0 : f32
    %v133 = linalg.fill ins(%v132 : f32) outs(%v131 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v134 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v130, %v115 : tensor<2x32x144xf32>, tensor<2x144x16xf32>) outs(%v133 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v135 = "stablehlo.reshape"(%v129) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v135) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v137 = "stablehlo.divide"(%v134, %v136) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v138 = "stablehlo.reshape"(%v137) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v139 = "stablehlo.transpose"(%v138) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v140 = "stablehlo.reshape"(%v139) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v141 = util.global.load @p8 : tensor<64x64xf32>
    %v142 = tensor.empty() : tensor<16x64xf32>
    %v143 = arith.constant 0.0 : f32
    %v144 = linalg.fill ins(%v143 : f32) outs(%v142 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v140, %v141 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v144 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v146 = "stablehlo.add"(%v7, %v145) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v147 = util.global.load @p1 : tensor<64xf32>
    %v148 = "stablehlo.multiply"(%v146, %v146) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v149 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v150 = "stablehlo.reduce"(%v148, %v149) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v151 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v152 = "stablehlo.multiply"(%v150, %v151) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v154 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v155 = "stablehlo.add"(%v153, %v154) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v156 = "stablehlo.rsqrt"(%v155) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v157 = "stablehlo.multiply"(%v146, %v156) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%v147) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v159 = "stablehlo.multiply"(%v157, %v158) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v160 = util.global.load @p9 : tensor<128x64xf32>
    %v161 = tensor.empty() : tensor<16x128xf32>
    %v162 = arith.constant 0.0 : f32
    %v163 = linalg.fill ins(%v162 : f32) outs(%v161 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v164 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v159, %v160 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v163 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v165 = "stablehlo.logistic"(%v164) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v166 = "stablehlo.multiply"(%v164, %v165) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v167 = util.global.load @p10 : tensor<128x64xf32>
    %v168 = tensor.empty() : tensor<16x128xf32>
    %v169 = arith.constant 0.0 : f32
    %v170 = linalg.fill ins(%v169 : f32) outs(%v168 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v171 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v159, %v167 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v170 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v172 = "stablehlo.multiply"(%v166, %v171) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v173 = util.global.load @p11 : tensor<64x128xf32>
    %v174 = tensor.empty() : tensor<16x64xf32>
    %v175 = arith.constant 0.0 : f32
    %v176 = linalg.fill ins(%v175 : f32) outs(%v174 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v177 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v172, %v173 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v176 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v178 = "stablehlo.add"(%v146, %v177) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v179 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v181 = "stablehlo.transpose"(%v82) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v182 = "stablehlo.reshape"(%v181) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v183 = util.global.load @p12 : tensor<64xf32>
    %v184 = "stablehlo.multiply"(%v178, %v178) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v186 = "stablehlo.reduce"(%v184, %v185) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v187 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v188 = "stablehlo.multiply"(%v186, %v187) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v189 = "stablehlo.broadcast_in_dim"(%v188) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v190 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v191 = "stablehlo.add"(%v189, %v190) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v192 = "stablehlo.rsqrt"(%v191) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v193 = "stablehlo.multiply"(%v178, %v192) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v195 = "stablehlo.multiply"(%v193, %v194) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v196 = util.global.load @p14 : tensor<64x64xf32>
    %v197 = util.global.load @p15 : tensor<64xf32>
    %v198 = tensor.empty() : tensor<16x64xf32>
    %v199 = arith.constant 0.0 : f32
    %v200 = linalg.fill ins(%v199 : f32) outs(%v198 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v201 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v195, %v196 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v200 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v197) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v203 = "stablehlo.add"(%v201, %v202) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v205 = util.global.load @p16 : tensor<32x64xf32>
    %v206 = util.global.load @p17 : tensor<32xf32>
    %v207 = tensor.empty() : tensor<16x32xf32>
    %v208 = arith.constant 0.0 : f32
    %v209 = linalg.fill ins(%v208 : f32) outs(%v207 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v210 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v195, %v205 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v209 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v212 = "stablehlo.add"(%v210, %v211) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v213 = "stablehlo.reshape"(%v212) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v214 = util.global.load @p18 : tensor<32x64xf32>
    %v215 = util.global.load @p19 : tensor<32xf32>
    %v216 = tensor.empty() : tensor<16x32xf32>
    %v217 = arith.constant 0.0 : f32
    %v218 = linalg.fill ins(%v217 : f32) outs(%v216 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v219 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v195, %v214 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v218 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v215) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v221 = "stablehlo.add"(%v219, %v220) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v222 = "stablehlo.reshape"(%v221) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v223 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v224 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v225 = "stablehlo.negate"(%v224) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v226 = "stablehlo.concatenate"(%v225, %v223) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v227 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v229 = "stablehlo.multiply"(%v204, %v227) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v230 = "stablehlo.multiply"(%v226, %v228) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v231 = "stablehlo.add"(%v229, %v230) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v232 = "stablehlo.slice"(%v213) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v233 = "stablehlo.slice"(%v213) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v234 = "stablehlo.negate"(%v233) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v235 = "stablehlo.concatenate"(%v234, %v232) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v238 = "stablehlo.multiply"(%v213, %v236) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v239 = "stablehlo.multiply"(%v235, %v237) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v240 = "stablehlo.add"(%v238, %v239) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v241 = "stablehlo.reshape"(%v231) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v242 = "stablehlo.transpose"(%v241) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v243 = "stablehlo.reshape"(%v242) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v244 = "stablehlo.transpose"(%v240) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v245 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v246 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v247 = "stablehlo.reshape"(%v246) : (tensor<1xi32>) -> tensor<i32>
    %v248 = "stablehlo.dynamic_slice"(%arg9, %v247, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xf32>
    %v249 = "stablehlo.reshape"(%v248) : (tensor<1x2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v250 = "stablehlo.transpose"(%v249) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %v251 = "stablehlo.reshape"(%v250) : (tensor<2x8x16x16xf32>) -> tensor<2x128x16xf32>
    %v252 = "stablehlo.dynamic_slice"(%arg10, %v247, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v253 = "stablehlo.reshape"(%v252) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v254 = "stablehlo.concatenate"(%v251, %v244) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v255 = "stablehlo.concatenate"(%v253, %v245) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v256 = tensor.empty() : tensor<2x32x144xf32>
    %v257 = arith.constant 0.0 : f32
    %v258 = linalg.fill ins(%v257 : f32) outs(%v256 : tensor<2x32x144xf32>) -> tensor<2x32x144xf32>
    %v259 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v243, %v254 : tensor<2x32x16xf32>, tensor<2x144x16xf32>) outs(%v258 : tensor<2x32x144xf32>) {iree.opt.data_tiling} -> tensor<2x32x144xf32>
    %v260 = "stablehlo.reshape"(%v259) : (tensor<2x32x144xf32>) -> tensor<2x16x2x144xf32>
    %v261 = "stablehlo.multiply"(%v260, %v39) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v262 = "stablehlo.select"(%v37, %v261, %v38) : (tensor<2x16x2x144xi1>, tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v263 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v264 = "stablehlo.reduce"(%v262, %v263) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v264) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v266 = "stablehlo.subtract"(%v262, %v265) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v267 = "stablehlo.exponential"(%v266) : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v269 = "stablehlo.reduce"(%v267, %v268) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v270 = "stablehlo.reshape"(%v267) : (tensor<2x16x2x144xf32>) -> tensor<2x32x144xf32>
    %v271 = tensor.empty() : tensor<2x32x16xf32>
    %v272 = arith.constant 0.0 : f32
    %v273 = linalg.fill ins(%v272 : f32) outs(%v271 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v274 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v270, %v255 : tensor<2x32x144xf32>, tensor<2x144x16xf32>) outs(%v273 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v275 = "stablehlo.reshape"(%v269) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v277 = "stablehlo.divide"(%v274, %v276) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v278 = "stablehlo.reshape"(%v277) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v279 = "stablehlo.transpose"(%v278) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v280 = "stablehlo.reshape"(%v279) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v281 = util.global.load @p20 : tensor<64x64xf32>
    %v282 = tensor.empty() : tensor<16x64xf32>
    %v283 = arith.constant 0.0 : f32
    %v284 = linalg.fill ins(%v283 : f32) outs(%v282 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v285 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v280, %v281 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v284 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v286 = "stablehlo.add"(%v178, %v285) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v287 = util.global.load @p13 : tensor<64xf32>
    %v288 = "stablehlo.multiply"(%v286, %v286) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v290 = "stablehlo.reduce"(%v288, %v289) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v291 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v292 = "stablehlo.multiply"(%v290, %v291) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v294 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v295 = "stablehlo.add"(%v293, %v294) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v296 = "stablehlo.rsqrt"(%v295) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v297 = "stablehlo.multiply"(%v286, %v296) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v287) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v299 = "stablehlo.multiply"(%v297, %v298) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v300 = util.global.load @p21 : tensor<128x64xf32>
    %v301 = tensor.empty() : tensor<16x128xf32>
    %v302 = arith.constant 0.0 : f32
    %v303 = linalg.fill ins(%v302 : f32) outs(%v301 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v304 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v299, %v300 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v303 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v305 = "stablehlo.logistic"(%v304) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v306 = "stablehlo.multiply"(%v304, %v305) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v307 = util.global.load @p22 : tensor<128x64xf32>
    %v308 = tensor.empty() : tensor<16x128xf32>
    %v309 = arith.constant 0.0 : f32
    %v310 = linalg.fill ins(%v309 : f32) outs(%v308 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v311 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v299, %v307 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v310 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v312 = "stablehlo.multiply"(%v306, %v311) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v313 = util.global.load @p23 : tensor<64x128xf32>
    %v314 = tensor.empty() : tensor<16x64xf32>
    %v315 = arith.constant 0.0 : f32
    %v316 = linalg.fill ins(%v315 : f32) outs(%v314 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v317 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v313 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v316 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v318 = "stablehlo.add"(%v286, %v317) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v319 = "stablehlo.transpose"(%v240) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v320 = "stablehlo.reshape"(%v319) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v321 = "stablehlo.transpose"(%v222) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v322 = "stablehlo.reshape"(%v321) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v323 = "stablehlo.concatenate"(%v180, %v320) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v324 = "stablehlo.concatenate"(%v182, %v322) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v325 = "stablehlo.dynamic_slice"(%v318, %arg7, %v40) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v326 = util.global.load @p25 : tensor<64xf32>
    %v327 = "stablehlo.multiply"(%v325, %v325) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v328 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v329 = "stablehlo.reduce"(%v327, %v328) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v330 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v331 = "stablehlo.multiply"(%v329, %v330) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v332 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v333 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v334 = "stablehlo.add"(%v332, %v333) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v335 = "stablehlo.rsqrt"(%v334) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v336 = "stablehlo.multiply"(%v325, %v335) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v326) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v338 = "stablehlo.multiply"(%v336, %v337) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v339 = util.global.load @p24 : tensor<151936x64xf32>
    %v340 = tensor.empty() : tensor<1x151936xf32>
    %v341 = arith.constant 0.0 : f32
    %v342 = linalg.fill ins(%v341 : f32) outs(%v340 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v343 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v338, %v339 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v342 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v343, %v318, %v323, %v324 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>
  }
  func.func @head_c16(%arg0: tensor<16x64xf32>) -> (tensor<16x151936xf32>) {
    %v1 = util.global.load @p25 : tensor<64xf32>
    %v2 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4 = "stablehlo.reduce"(%v2, %v3) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v5 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v6 = "stablehlo.multiply"(%v4, %v5) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v8 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v9 = "stablehlo.add"(%v7, %v8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v10 = "stablehlo.rsqrt"(%v9) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v11 = "stablehlo.multiply"(%arg0, %v10) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v1) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v13 = "stablehlo.multiply"(%v11, %v12) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v14 = util.global.load @p24 : tensor<151936x64xf32>
    %v15 = tensor.empty() : tensor<16x151936xf32>
    %v16 = arith.constant 0.0 : f32
    %v17 = linalg.fill ins(%v16 : f32) outs(%v15 : tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v13, %v14 : tensor<16x64xf32>, tensor<151936x64xf32>) outs(%v17 : tensor<16x151936xf32>) {iree.opt.data_tiling} -> tensor<16x151936xf32>
    return %v18 : tensor<16x151936xf32>
  }
  func.func @kv_write_c16(%arg0: tensor<2x2x?x16x16xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x16xf32>, %arg3: tensor<2x2x16x16xf32>, %arg4: tensor<i32>) -> (tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v10 = tensor.extract %v4[] : tensor<i32>
    %v11 = arith.index_cast %v10 : i32 to index
    %v12 = tensor.extract %v4[] : tensor<i32>
    %v13 = arith.index_cast %v12 : i32 to index
    %v14 = tensor.extract %v6[] : tensor<i32>
    %v15 = arith.index_cast %v14 : i32 to index
    %v16 = tensor.extract %v4[] : tensor<i32>
    %v17 = arith.index_cast %v16 : i32 to index
    %v18 = tensor.extract %v7[] : tensor<i32>
    %v19 = arith.index_cast %v18 : i32 to index
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 2, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v29 = tensor.extract %v23[] : tensor<i32>
    %v30 = arith.index_cast %v29 : i32 to index
    %v31 = tensor.extract %v23[] : tensor<i32>
    %v32 = arith.index_cast %v31 : i32 to index
    %v33 = tensor.extract %v25[] : tensor<i32>
    %v34 = arith.index_cast %v33 : i32 to index
    %v35 = tensor.extract %v23[] : tensor<i32>
    %v36 = arith.index_cast %v35 : i32 to index
    %v37 = tensor.extract %v26[] : tensor<i32>
    %v38 = arith.index_cast %v37 : i32 to index
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v40 = stablehlo.constant dense<2> : tensor<i32>
    %v41 = "stablehlo.add"(%arg4, %v40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v42 = stablehlo.constant dense<0> : tensor<i32>
    %v43 = stablehlo.constant dense<16> : tensor<i32>
    %v44 = "stablehlo.divide"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v45 = "stablehlo.remainder"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v46 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 2>, limit_indices = array<i64: 2, 2, 16, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v48 = tensor.extract %v42[] : tensor<i32>
    %v49 = arith.index_cast %v48 : i32 to index
    %v50 = tensor.extract %v42[] : tensor<i32>
    %v51 = arith.index_cast %v50 : i32 to index
    %v52 = tensor.extract %v44[] : tensor<i32>
    %v53 = arith.index_cast %v52 : i32 to index
    %v54 = tensor.extract %v42[] : tensor<i32>
    %v55 = arith.index_cast %v54 : i32 to index
    %v56 = tensor.extract %v45[] : tensor<i32>
    %v57 = arith.index_cast %v56 : i32 to index
    %v58 = tensor.insert_slice %v47 into %v39[%v49, %v51, %v53, %v55, %v57] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v59 = stablehlo.constant dense<3> : tensor<i32>
    %v60 = "stablehlo.add"(%arg4, %v59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v61 = stablehlo.constant dense<0> : tensor<i32>
    %v62 = stablehlo.constant dense<16> : tensor<i32>
    %v63 = "stablehlo.divide"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v64 = "stablehlo.remainder"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v65 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 3>, limit_indices = array<i64: 2, 2, 16, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v67 = tensor.extract %v61[] : tensor<i32>
    %v68 = arith.index_cast %v67 : i32 to index
    %v69 = tensor.extract %v61[] : tensor<i32>
    %v70 = arith.index_cast %v69 : i32 to index
    %v71 = tensor.extract %v63[] : tensor<i32>
    %v72 = arith.index_cast %v71 : i32 to index
    %v73 = tensor.extract %v61[] : tensor<i32>
    %v74 = arith.index_cast %v73 : i32 to index
    %v75 = tensor.extract %v64[] : tensor<i32>
    %v76 = arith.index_cast %v75 : i32 to index
    %v77 = tensor.insert_slice %v66 into %v58[%v68, %v70, %v72, %v74, %v76] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v78 = stablehlo.constant dense<4> : tensor<i32>
    %v79 = "stablehlo.add"(%arg4, %v78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v80 = stablehlo.constant dense<0> : tensor<i32>
    %v81 = stablehlo.constant dense<16> : tensor<i32>
    %v82 = "stablehlo.divide"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v83 = "stablehlo.remainder"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v84 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 4>, limit_indices = array<i64: 2, 2, 16, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v85 = "stablehlo.reshape"(%v84) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v86 = tensor.extract %v80[] : tensor<i32>
    %v87 = arith.index_cast %v86 : i32 to index
    %v88 = tensor.extract %v80[] : tensor<i32>
    %v89 = arith.index_cast %v88 : i32 to index
    %v90 = tensor.extract %v82[] : tensor<i32>
    %v91 = arith.index_cast %v90 : i32 to index
    %v92 = tensor.extract %v80[] : tensor<i32>
    %v93 = arith.index_cast %v92 : i32 to index
    %v94 = tensor.extract %v83[] : tensor<i32>
    %v95 = arith.index_cast %v94 : i32 to index
    %v96 = tensor.insert_slice %v85 into %v77[%v87, %v89, %v91, %v93, %v95] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v97 = stablehlo.constant dense<5> : tensor<i32>
    %v98 = "stablehlo.add"(%arg4, %v97) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v99 = stablehlo.constant dense<0> : tensor<i32>
    %v100 = stablehlo.constant dense<16> : tensor<i32>
    %v101 = "stablehlo.divide"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v102 = "stablehlo.remainder"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v103 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 5>, limit_indices = array<i64: 2, 2, 16, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v105 = tensor.extract %v99[] : tensor<i32>
    %v106 = arith.index_cast %v105 : i32 to index
    %v107 = tensor.extract %v99[] : tensor<i32>
    %v108 = arith.index_cast %v107 : i32 to index
    %v109 = tensor.extract %v101[] : tensor<i32>
    %v110 = arith.index_cast %v109 : i32 to index
    %v111 = tensor.extract %v99[] : tensor<i32>
    %v112 = arith.index_cast %v111 : i32 to index
    %v113 = tensor.extract %v102[] : tensor<i32>
    %v114 = arith.index_cast %v113 : i32 to index
    %v115 = tensor.insert_slice %v104 into %v96[%v106, %v108, %v110, %v112, %v114] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v116 = stablehlo.constant dense<6> : tensor<i32>
    %v117 = "stablehlo.add"(%arg4, %v116) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v118 = stablehlo.constant dense<0> : tensor<i32>
    %v119 = stablehlo.constant dense<16> : tensor<i32>
    %v120 = "stablehlo.divide"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v121 = "stablehlo.remainder"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v122 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 6>, limit_indices = array<i64: 2, 2, 16, 7>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v123 = "stablehlo.reshape"(%v122) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v124 = tensor.extract %v118[] : tensor<i32>
    %v125 = arith.index_cast %v124 : i32 to index
    %v126 = tensor.extract %v118[] : tensor<i32>
    %v127 = arith.index_cast %v126 : i32 to index
    %v128 = tensor.extract %v120[] : tensor<i32>
    %v129 = arith.index_cast %v128 : i32 to index
    %v130 = tensor.extract %v118[] : tensor<i32>
    %v131 = arith.index_cast %v130 : i32 to index
    %v132 = tensor.extract %v121[] : tensor<i32>
    %v133 = arith.index_cast %v132 : i32 to index
    %v134 = tensor.insert_slice %v123 into %v115[%v125, %v127, %v129, %v131, %v133] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v135 = stablehlo.constant dense<7> : tensor<i32>
    %v136 = "stablehlo.add"(%arg4, %v135) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v137 = stablehlo.constant dense<0> : tensor<i32>
    %v138 = stablehlo.constant dense<16> : tensor<i32>
    %v139 = "stablehlo.divide"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v140 = "stablehlo.remainder"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v141 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 7>, limit_indices = array<i64: 2, 2, 16, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v143 = tensor.extract %v137[] : tensor<i32>
    %v144 = arith.index_cast %v143 : i32 to index
    %v145 = tensor.extract %v137[] : tensor<i32>
    %v146 = arith.index_cast %v145 : i32 to index
    %v147 = tensor.extract %v139[] : tensor<i32>
    %v148 = arith.index_cast %v147 : i32 to index
    %v149 = tensor.extract %v137[] : tensor<i32>
    %v150 = arith.index_cast %v149 : i32 to index
    %v151 = tensor.extract %v140[] : tensor<i32>
    %v152 = arith.index_cast %v151 : i32 to index
    %v153 = tensor.insert_slice %v142 into %v134[%v144, %v146, %v148, %v150, %v152] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v154 = stablehlo.constant dense<8> : tensor<i32>
    %v155 = "stablehlo.add"(%arg4, %v154) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v156 = stablehlo.constant dense<0> : tensor<i32>
    %v157 = stablehlo.constant dense<16> : tensor<i32>
    %v158 = "stablehlo.divide"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v159 = "stablehlo.remainder"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v160 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 2, 2, 16, 9>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v161 = "stablehlo.reshape"(%v160) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v162 = tensor.extract %v156[] : tensor<i32>
    %v163 = arith.index_cast %v162 : i32 to index
    %v164 = tensor.extract %v156[] : tensor<i32>
    %v165 = arith.index_cast %v164 : i32 to index
    %v166 = tensor.extract %v158[] : tensor<i32>
    %v167 = arith.index_cast %v166 : i32 to index
    %v168 = tensor.extract %v156[] : tensor<i32>
    %v169 = arith.index_cast %v168 : i32 to index
    %v170 = tensor.extract %v159[] : tensor<i32>
    %v171 = arith.index_cast %v170 : i32 to index
    %v172 = tensor.insert_slice %v161 into %v153[%v163, %v165, %v167, %v169, %v171] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v173 = stablehlo.constant dense<9> : tensor<i32>
    %v174 = "stablehlo.add"(%arg4, %v173) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v175 = stablehlo.constant dense<0> : tensor<i32>
    %v176 = stablehlo.constant dense<16> : tensor<i32>
    %v177 = "stablehlo.divide"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v178 = "stablehlo.remainder"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v179 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 9>, limit_indices = array<i64: 2, 2, 16, 10>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v181 = tensor.extract %v175[] : tensor<i32>
    %v182 = arith.index_cast %v181 : i32 to index
    %v183 = tensor.extract %v175[] : tensor<i32>
    %v184 = arith.index_cast %v183 : i32 to index
    %v185 = tensor.extract %v177[] : tensor<i32>
    %v186 = arith.index_cast %v185 : i32 to index
    %v187 = tensor.extract %v175[] : tensor<i32>
    %v188 = arith.index_cast %v187 : i32 to index
    %v189 = tensor.extract %v178[] : tensor<i32>
    %v190 = arith.index_cast %v189 : i32 to index
    %v191 = tensor.insert_slice %v180 into %v172[%v182, %v184, %v186, %v188, %v190] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v192 = stablehlo.constant dense<10> : tensor<i32>
    %v193 = "stablehlo.add"(%arg4, %v192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v194 = stablehlo.constant dense<0> : tensor<i32>
    %v195 = stablehlo.constant dense<16> : tensor<i32>
    %v196 = "stablehlo.divide"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v197 = "stablehlo.remainder"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v198 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 10>, limit_indices = array<i64: 2, 2, 16, 11>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v199 = "stablehlo.reshape"(%v198) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v200 = tensor.extract %v194[] : tensor<i32>
    %v201 = arith.index_cast %v200 : i32 to index
    %v202 = tensor.extract %v194[] : tensor<i32>
    %v203 = arith.index_cast %v202 : i32 to index
    %v204 = tensor.extract %v196[] : tensor<i32>
    %v205 = arith.index_cast %v204 : i32 to index
    %v206 = tensor.extract %v194[] : tensor<i32>
    %v207 = arith.index_cast %v206 : i32 to index
    %v208 = tensor.extract %v197[] : tensor<i32>
    %v209 = arith.index_cast %v208 : i32 to index
    %v210 = tensor.insert_slice %v199 into %v191[%v201, %v203, %v205, %v207, %v209] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v211 = stablehlo.constant dense<11> : tensor<i32>
    %v212 = "stablehlo.add"(%arg4, %v211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v213 = stablehlo.constant dense<0> : tensor<i32>
    %v214 = stablehlo.constant dense<16> : tensor<i32>
    %v215 = "stablehlo.divide"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v216 = "stablehlo.remainder"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v217 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 11>, limit_indices = array<i64: 2, 2, 16, 12>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v219 = tensor.extract %v213[] : tensor<i32>
    %v220 = arith.index_cast %v219 : i32 to index
    %v221 = tensor.extract %v213[] : tensor<i32>
    %v222 = arith.index_cast %v221 : i32 to index
    %v223 = tensor.extract %v215[] : tensor<i32>
    %v224 = arith.index_cast %v223 : i32 to index
    %v225 = tensor.extract %v213[] : tensor<i32>
    %v226 = arith.index_cast %v225 : i32 to index
    %v227 = tensor.extract %v216[] : tensor<i32>
    %v228 = arith.index_cast %v227 : i32 to index
    %v229 = tensor.insert_slice %v218 into %v210[%v220, %v222, %v224, %v226, %v228] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v230 = stablehlo.constant dense<12> : tensor<i32>
    %v231 = "stablehlo.add"(%arg4, %v230) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v232 = stablehlo.constant dense<0> : tensor<i32>
    %v233 = stablehlo.constant dense<16> : tensor<i32>
    %v234 = "stablehlo.divide"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v235 = "stablehlo.remainder"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v236 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 12>, limit_indices = array<i64: 2, 2, 16, 13>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v237 = "stablehlo.reshape"(%v236) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v238 = tensor.extract %v232[] : tensor<i32>
    %v239 = arith.index_cast %v238 : i32 to index
    %v240 = tensor.extract %v232[] : tensor<i32>
    %v241 = arith.index_cast %v240 : i32 to index
    %v242 = tensor.extract %v234[] : tensor<i32>
    %v243 = arith.index_cast %v242 : i32 to index
    %v244 = tensor.extract %v232[] : tensor<i32>
    %v245 = arith.index_cast %v244 : i32 to index
    %v246 = tensor.extract %v235[] : tensor<i32>
    %v247 = arith.index_cast %v246 : i32 to index
    %v248 = tensor.insert_slice %v237 into %v229[%v239, %v241, %v243, %v245, %v247] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v249 = stablehlo.constant dense<13> : tensor<i32>
    %v250 = "stablehlo.add"(%arg4, %v249) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v251 = stablehlo.constant dense<0> : tensor<i32>
    %v252 = stablehlo.constant dense<16> : tensor<i32>
    %v253 = "stablehlo.divide"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v254 = "stablehlo.remainder"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v255 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 13>, limit_indices = array<i64: 2, 2, 16, 14>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v256 = "stablehlo.reshape"(%v255) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v257 = tensor.extract %v251[] : tensor<i32>
    %v258 = arith.index_cast %v257 : i32 to index
    %v259 = tensor.extract %v251[] : tensor<i32>
    %v260 = arith.index_cast %v259 : i32 to index
    %v261 = tensor.extract %v253[] : tensor<i32>
    %v262 = arith.index_cast %v261 : i32 to index
    %v263 = tensor.extract %v251[] : tensor<i32>
    %v264 = arith.index_cast %v263 : i32 to index
    %v265 = tensor.extract %v254[] : tensor<i32>
    %v266 = arith.index_cast %v265 : i32 to index
    %v267 = tensor.insert_slice %v256 into %v248[%v258, %v260, %v262, %v264, %v266] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v268 = stablehlo.constant dense<14> : tensor<i32>
    %v269 = "stablehlo.add"(%arg4, %v268) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v270 = stablehlo.constant dense<0> : tensor<i32>
    %v271 = stablehlo.constant dense<16> : tensor<i32>
    %v272 = "stablehlo.divide"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v273 = "stablehlo.remainder"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v274 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 14>, limit_indices = array<i64: 2, 2, 16, 15>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v275 = "stablehlo.reshape"(%v274) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v276 = tensor.extract %v270[] : tensor<i32>
    %v277 = arith.index_cast %v276 : i32 to index
    %v278 = tensor.extract %v270[] : tensor<i32>
    %v279 = arith.index_cast %v278 : i32 to index
    %v280 = tensor.extract %v272[] : tensor<i32>
    %v281 = arith.index_cast %v280 : i32 to index
    %v282 = tensor.extract %v270[] : tensor<i32>
    %v283 = arith.index_cast %v282 : i32 to index
    %v284 = tensor.extract %v273[] : tensor<i32>
    %v285 = arith.index_cast %v284 : i32 to index
    %v286 = tensor.insert_slice %v275 into %v267[%v277, %v279, %v281, %v283, %v285] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v287 = stablehlo.constant dense<15> : tensor<i32>
    %v288 = "stablehlo.add"(%arg4, %v287) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v289 = stablehlo.constant dense<0> : tensor<i32>
    %v290 = stablehlo.constant dense<16> : tensor<i32>
    %v291 = "stablehlo.divide"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v292 = "stablehlo.remainder"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v293 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 15>, limit_indices = array<i64: 2, 2, 16, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x1xf32>
    %v294 = "stablehlo.reshape"(%v293) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v295 = tensor.extract %v289[] : tensor<i32>
    %v296 = arith.index_cast %v295 : i32 to index
    %v297 = tensor.extract %v289[] : tensor<i32>
    %v298 = arith.index_cast %v297 : i32 to index
    %v299 = tensor.extract %v291[] : tensor<i32>
    %v300 = arith.index_cast %v299 : i32 to index
    %v301 = tensor.extract %v289[] : tensor<i32>
    %v302 = arith.index_cast %v301 : i32 to index
    %v303 = tensor.extract %v292[] : tensor<i32>
    %v304 = arith.index_cast %v303 : i32 to index
    %v305 = tensor.insert_slice %v294 into %v286[%v296, %v298, %v300, %v302, %v304] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v306 = tensor.extract %v1[] : tensor<i32>
    %v307 = arith.index_cast %v306 : i32 to index
    %v308 = tensor.extract %v1[] : tensor<i32>
    %v309 = arith.index_cast %v308 : i32 to index
    %v310 = tensor.extract %arg4[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract %v1[] : tensor<i32>
    %v313 = arith.index_cast %v312 : i32 to index
    %v314 = tensor.insert_slice %arg3 into %arg1[%v307, %v309, %v311, %v313] [2, 2, 16, 16] [1, 1, 1, 1] : tensor<2x2x16x16xf32> into tensor<2x2x?x16xf32>
    return %v305, %v314 : tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>
  }
  func.func @decode_n1(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x2x?x16x16xf32>, %arg6: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x2x16x1xf32>, tensor<2x2x1x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<1x1xi32>) -> tensor<1x64xf32>
    %v4 = "stablehlo.convert"(%arg1) : (tensor<1xi64>) -> tensor<1xf32>
    %v5 = "stablehlo.broadcast_in_dim"(%v4) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %v6 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %v8 = "stablehlo.multiply"(%v5, %v7) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %v9 = "stablehlo.concatenate"(%v8, %v8) {dimension = 1 : i64} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %v10 = "stablehlo.cosine"(%v9) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %v11 = "stablehlo.sine"(%v9) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %v12 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1xi32>) -> tensor<i32>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v15 = "stablehlo.reshape"(%v14) : (tensor<1xi32>) -> tensor<i32>
    %v16 = stablehlo.constant dense<16> : tensor<i32>
    %v17 = "stablehlo.divide"(%v13, %v16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v18 = stablehlo.constant dense<15> : tensor<i32>
    %v19 = "stablehlo.add"(%v15, %v18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v20 = "stablehlo.divide"(%v19, %v16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v21 = "stablehlo.multiply"(%v20, %v16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v22 = stablehlo.constant dense<2> : tensor<i32>
    %v23 = "stablehlo.reshape"(%v22) : (tensor<i32>) -> tensor<1xi32>
    %v24 = stablehlo.constant dense<8> : tensor<i32>
    %v25 = "stablehlo.reshape"(%v24) : (tensor<i32>) -> tensor<1xi32>
    %v26 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v27 = stablehlo.constant dense<16> : tensor<i32>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<i32>) -> tensor<1xi32>
    %v29 = "stablehlo.concatenate"(%v23, %v25, %v26, %v28) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v30 = "stablehlo.dynamic_iota"(%v29) {iota_dimension = 2 : i64} : (tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v31 = stablehlo.constant dense<2> : tensor<i32>
    %v32 = "stablehlo.reshape"(%v31) : (tensor<i32>) -> tensor<1xi32>
    %v33 = stablehlo.constant dense<8> : tensor<i32>
    %v34 = "stablehlo.reshape"(%v33) : (tensor<i32>) -> tensor<1xi32>
    %v35 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v36 = stablehlo.constant dense<16> : tensor<i32>
    %v37 = "stablehlo.reshape"(%v36) : (tensor<i32>) -> tensor<1xi32>
    %v38 = "stablehlo.concatenate"(%v32, %v34, %v35, %v37) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v39 = "stablehlo.dynamic_iota"(%v38) {iota_dimension = 3 : i64} : (tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v40 = stablehlo.constant dense<2> : tensor<i32>
    %v41 = "stablehlo.reshape"(%v40) : (tensor<i32>) -> tensor<1xi32>
    %v42 = stablehlo.constant dense<8> : tensor<i32>
    %v43 = "stablehlo.reshape"(%v42) : (tensor<i32>) -> tensor<1xi32>
    %v44 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v45 = stablehlo.constant dense<16> : tensor<i32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<i32>) -> tensor<1xi32>
    %v47 = "stablehlo.concatenate"(%v41, %v43, %v44, %v46) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v48 = "stablehlo.dynamic_broadcast_in_dim"(%v16, %v47) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v49 = "stablehlo.multiply"(%v30, %v48) : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi32>
    %v50 = "stablehlo.add"(%v49, %v39) : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi32>
    %v51 = stablehlo.constant dense<2> : tensor<i32>
    %v52 = "stablehlo.reshape"(%v51) : (tensor<i32>) -> tensor<1xi32>
    %v53 = stablehlo.constant dense<8> : tensor<i32>
    %v54 = "stablehlo.reshape"(%v53) : (tensor<i32>) -> tensor<1xi32>
    %v55 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v56 = stablehlo.constant dense<16> : tensor<i32>
    %v57 = "stablehlo.reshape"(%v56) : (tensor<i32>) -> tensor<1xi32>
    %v58 = "stablehlo.concatenate"(%v52, %v54, %v55, %v57) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v59 = "stablehlo.dynamic_broadcast_in_dim"(%v15, %v58) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v60 = "stablehlo.compare"(%v50, %v59) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi1>
    %v61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v62 = stablehlo.constant dense<2> : tensor<i32>
    %v63 = "stablehlo.reshape"(%v62) : (tensor<i32>) -> tensor<1xi32>
    %v64 = stablehlo.constant dense<8> : tensor<i32>
    %v65 = "stablehlo.reshape"(%v64) : (tensor<i32>) -> tensor<1xi32>
    %v66 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v67 = stablehlo.constant dense<16> : tensor<i32>
    %v68 = "stablehlo.reshape"(%v67) : (tensor<i32>) -> tensor<1xi32>
    %v69 = "stablehlo.concatenate"(%v63, %v65, %v66, %v68) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v70 = "stablehlo.dynamic_broadcast_in_dim"(%v61, %v69) {broadcast_dimensions = array<i64>} : (tensor<f32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v71 = util.global.load @p0 : tensor<64xf32>
    %v72 = "stablehlo.multiply"(%v3, %v3) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v73 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v74 = "stablehlo.reduce"(%v72, %v73) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v75 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v76 = "stablehlo.multiply"(%v74, %v75) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v78 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v79 = "stablehlo.add"(%v77, %v78) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v80 = "stablehlo.rsqrt"(%v79) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v81 = "stablehlo.multiply"(%v3, %v80) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v83 = "stablehlo.multiply"(%v81, %v82) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v84 = util.global.load @p2 : tensor<64x64xf32>
    %v85 = util.global.load @p3 : tensor<64xf32>
    %v86 = tensor.empty() : tensor<1x64xf32>
    %v87 = arith.constant 0.0 : f32
    %v88 = linalg.fill ins(%v87 : f32) outs(%v86 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v89 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v83, %v84 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v88 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v85) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v91 = "stablehlo.add"(%v89, %v90) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v93 = util.global.load @p4 : tensor<32x64xf32>
    %v94 = util.global.load @p5 : tensor<32xf32>
    %v95 = tensor.empty() : tensor<1x32xf32>
    %v96 = arith.constant 0.0 : f32
    %v97 = linalg.fill ins(%v96 : f32) outs(%v95 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v98 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v83, %v93 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v97 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v99 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v100 = "stablehlo.add"(%v98, %v99) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v101 = "stablehlo.reshape"(%v100) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v102 = util.global.load @p6 : tensor<32x64xf32>
    %v103 = util.global.load @p7 : tensor<32xf32>
    %v104 = tensor.empty() : tensor<1x32xf32>
    %v105 = arith.constant 0.0 : f32
    %v106 = linalg.fill ins(%v105 : f32) outs(%v104 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v107 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v83, %v102 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v106 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%v103) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v109 = "stablehlo.add"(%v107, %v108) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v111 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v112 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v113 = "stablehlo.negate"(%v112) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v114 = "stablehlo.concatenate"(%v113, %v111) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v115 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v116 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v117 = "stablehlo.multiply"(%v92, %v115) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v118 = "stablehlo.multiply"(%v114, %v116) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v119 = "stablehlo.add"(%v117, %v118) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v120 = "stablehlo.slice"(%v101) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v121 = "stablehlo.slice"(%v101) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v122 = "stablehlo.negate"(%v121) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v123 = "stablehlo.concatenate"(%v122, %v120) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v124 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v125 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v126 = "stablehlo.multiply"(%v101, %v124) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v127 = "stablehlo.multiply"(%v123, %v125) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v128 = "stablehlo.add"(%v126, %v127) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v129 = "stablehlo.reshape"(%v119) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v130 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x16xf32>
    %v131 = "stablehlo.multiply"(%v129, %v130) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x2x6x16xf32>
    %v133 = "stablehlo.concatenate"(%v131, %v132) {dimension = 2 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x6x16xf32>) -> tensor<1x2x8x16xf32>
    %v134 = "stablehlo.reshape"(%v133) : (tensor<1x2x8x16xf32>) -> tensor<1x2x1x8x16xf32>
    %v135 = "stablehlo.transpose"(%v134) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x2x1x8x16xf32>) -> tensor<1x2x1x16x8xf32>
    %v136 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v137 = "stablehlo.reshape"(%v136) : (tensor<1xi32>) -> tensor<i32>
    %v138 = "stablehlo.slice"(%v135) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v140 = stablehlo.constant dense<0> : tensor<i32>
    %v141 = tensor.extract %v137[] : tensor<i32>
    %v142 = arith.index_cast %v141 : i32 to index
    %v143 = tensor.extract %v140[] : tensor<i32>
    %v144 = arith.index_cast %v143 : i32 to index
    %v145 = tensor.extract %v17[] : tensor<i32>
    %v146 = arith.index_cast %v145 : i32 to index
    %v147 = tensor.extract %v140[] : tensor<i32>
    %v148 = arith.index_cast %v147 : i32 to index
    %v149 = tensor.extract %v140[] : tensor<i32>
    %v150 = arith.index_cast %v149 : i32 to index
    %v151 = tensor.extract %v20[] : tensor<i32>
    %v152 = arith.index_cast %v151 : i32 to index
    %v153 = tensor.extract_slice %arg5[%v142, %v144, %v146, %v148, %v150] [1, 2, %v152, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xf32> to tensor<1x2x?x16x16xf32>
    %v154 = tensor.collapse_shape %v153 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xf32> into tensor<2x?x16x16xf32>
    %v155 = arith.constant 1 : index
    %v156 = tensor.dim %v154, %v155 : tensor<2x?x16x16xf32>
    %v157 = tensor.expand_shape %v154 [[0], [1], [2], [3, 4]] output_shape [2, %v156, 16, 16, 1] : tensor<2x?x16x16xf32> into tensor<2x?x16x16x1xf32>
    %v158 = arith.constant 1 : index
    %v159 = tensor.dim %v157, %v158 : tensor<2x?x16x16x1xf32>
    %v160 = tensor.empty(%v159) : tensor<2x1x?x8x16xf32>
    %v161 = arith.constant 0.0 : f32
    %v162 = linalg.fill ins(%v161 : f32) outs(%v160 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v163 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v139, %v157 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xf32>) outs(%v162 : tensor<2x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<2x1x?x8x16xf32>
    %v164 = "stablehlo.transpose"(%v163) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v165 = tensor.collapse_shape %v164 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v166 = "stablehlo.select"(%v60, %v165, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v167 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v168 = "stablehlo.reduce"(%v166, %v167) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v169 = stablehlo.constant dense<2> : tensor<i32>
    %v170 = "stablehlo.reshape"(%v169) : (tensor<i32>) -> tensor<1xi32>
    %v171 = stablehlo.constant dense<8> : tensor<i32>
    %v172 = "stablehlo.reshape"(%v171) : (tensor<i32>) -> tensor<1xi32>
    %v173 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v174 = stablehlo.constant dense<16> : tensor<i32>
    %v175 = "stablehlo.reshape"(%v174) : (tensor<i32>) -> tensor<1xi32>
    %v176 = "stablehlo.concatenate"(%v170, %v172, %v173, %v175) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v177 = "stablehlo.dynamic_broadcast_in_dim"(%v168, %v176) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v178 = "stablehlo.subtract"(%v166, %v177) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v179 = "stablehlo.exponential"(%v178) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v181 = "stablehlo.reduce"(%v179, %v180) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v182 = tensor.collapse_shape %v179 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v183 = tensor.extract %v137[] : tensor<i32>
    %v184 = arith.index_cast %v183 : i32 to index
    %v185 = tensor.extract %v140[] : tensor<i32>
    %v186 = arith.index_cast %v185 : i32 to index
    %v187 = tensor.extract %v13[] : tensor<i32>
    %v188 = arith.index_cast %v187 : i32 to index
    %v189 = tensor.extract %v140[] : tensor<i32>
    %v190 = arith.index_cast %v189 : i32 to index
    %v191 = tensor.extract %v21[] : tensor<i32>
    %v192 = arith.index_cast %v191 : i32 to index
    %v193 = tensor.extract_slice %arg6[%v184, %v186, %v188, %v190] [1, 2, %v192, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v194 = "stablehlo.dot_general"(%v182, %v193) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v196 = "stablehlo.reshape"(%v168) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v197 = "stablehlo.reshape"(%v181) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v198 = "stablehlo.dot_general"(%v133, %v128) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x8x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v199 = "stablehlo.maximum"(%v196, %v198) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v200 = "stablehlo.subtract"(%v196, %v199) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v201 = "stablehlo.exponential"(%v200) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v202 = "stablehlo.subtract"(%v198, %v199) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v203 = "stablehlo.exponential"(%v202) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v204 = "stablehlo.multiply"(%v197, %v201) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v205 = "stablehlo.add"(%v204, %v203) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v208 = "stablehlo.broadcast_in_dim"(%v110) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x8x16xf32>
    %v209 = "stablehlo.multiply"(%v195, %v206) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v210 = "stablehlo.multiply"(%v207, %v208) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v211 = "stablehlo.add"(%v209, %v210) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v205) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v213 = "stablehlo.divide"(%v211, %v212) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v214 = "stablehlo.slice"(%v213) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x16xf32>) -> tensor<1x2x2x16xf32>
    %v215 = "stablehlo.reshape"(%v214) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v216 = util.global.load @p8 : tensor<64x64xf32>
    %v217 = tensor.empty() : tensor<1x64xf32>
    %v218 = arith.constant 0.0 : f32
    %v219 = linalg.fill ins(%v218 : f32) outs(%v217 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v220 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v215, %v216 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v219 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v221 = "stablehlo.add"(%v3, %v220) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v222 = util.global.load @p1 : tensor<64xf32>
    %v223 = "stablehlo.multiply"(%v221, %v221) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v225 = "stablehlo.reduce"(%v223, %v224) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v226 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v227 = "stablehlo.multiply"(%v225, %v226) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v229 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v230 = "stablehlo.add"(%v228, %v229) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v231 = "stablehlo.rsqrt"(%v230) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v232 = "stablehlo.multiply"(%v221, %v231) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v234 = "stablehlo.multiply"(%v232, %v233) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v235 = util.global.load @p9 : tensor<128x64xf32>
    %v236 = tensor.empty() : tensor<1x128xf32>
    %v237 = arith.constant 0.0 : f32
    %v238 = linalg.fill ins(%v237 : f32) outs(%v236 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v239 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v234, %v235 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v238 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v240 = "stablehlo.logistic"(%v239) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v241 = "stablehlo.multiply"(%v239, %v240) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v242 = util.global.load @p10 : tensor<128x64xf32>
    %v243 = tensor.empty() : tensor<1x128xf32>
    %v244 = arith.constant 0.0 : f32
    %v245 = linalg.fill ins(%v244 : f32) outs(%v243 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v246 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v234, %v242 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v245 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v247 = "stablehlo.multiply"(%v241, %v246) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v248 = util.global.load @p11 : tensor<64x128xf32>
    %v249 = tensor.empty() : tensor<1x64xf32>
    %v250 = arith.constant 0.0 : f32
    %v251 = linalg.fill ins(%v250 : f32) outs(%v249 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v252 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v247, %v248 : tensor<1x128xf32>, tensor<64x128xf32>) outs(%v251 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v253 = "stablehlo.add"(%v221, %v252) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v254 = "stablehlo.transpose"(%v128) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xf32>) -> tensor<2x16x1xf32>
    %v255 = "stablehlo.reshape"(%v254) : (tensor<2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %v256 = "stablehlo.transpose"(%v110) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xf32>) -> tensor<2x1x16xf32>
    %v257 = "stablehlo.reshape"(%v256) : (tensor<2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %v258 = util.global.load @p12 : tensor<64xf32>
    %v259 = "stablehlo.multiply"(%v253, %v253) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v261 = "stablehlo.reduce"(%v259, %v260) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v262 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v263 = "stablehlo.multiply"(%v261, %v262) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v264 = "stablehlo.broadcast_in_dim"(%v263) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v265 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v266 = "stablehlo.add"(%v264, %v265) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v267 = "stablehlo.rsqrt"(%v266) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v268 = "stablehlo.multiply"(%v253, %v267) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v271 = util.global.load @p14 : tensor<64x64xf32>
    %v272 = util.global.load @p15 : tensor<64xf32>
    %v273 = tensor.empty() : tensor<1x64xf32>
    %v274 = arith.constant 0.0 : f32
    %v275 = linalg.fill ins(%v274 : f32) outs(%v273 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v276 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v270, %v271 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v275 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v272) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v278 = "stablehlo.add"(%v276, %v277) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v279 = "stablehlo.reshape"(%v278) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v280 = util.global.load @p16 : tensor<32x64xf32>
    %v281 = util.global.load @p17 : tensor<32xf32>
    %v282 = tensor.empty() : tensor<1x32xf32>
    %v283 = arith.constant 0.0 : f32
    %v284 = linalg.fill ins(%v283 : f32) outs(%v282 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v285 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v270, %v280 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v284 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v281) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v287 = "stablehlo.add"(%v285, %v286) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v288 = "stablehlo.reshape"(%v287) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v289 = util.global.load @p18 : tensor<32x64xf32>
    %v290 = util.global.load @p19 : tensor<32xf32>
    %v291 = tensor.empty() : tensor<1x32xf32>
    %v292 = arith.constant 0.0 : f32
    %v293 = linalg.fill ins(%v292 : f32) outs(%v291 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v294 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v270, %v289 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v293 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v290) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v296 = "stablehlo.add"(%v294, %v295) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v297 = "stablehlo.reshape"(%v296) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v298 = "stablehlo.slice"(%v279) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v299 = "stablehlo.slice"(%v279) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v300 = "stablehlo.negate"(%v299) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v301 = "stablehlo.concatenate"(%v300, %v298) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v302 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v303 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v304 = "stablehlo.multiply"(%v279, %v302) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v305 = "stablehlo.multiply"(%v301, %v303) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v306 = "stablehlo.add"(%v304, %v305) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v307 = "stablehlo.slice"(%v288) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v308 = "stablehlo.slice"(%v288) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v309 = "stablehlo.negate"(%v308) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v310 = "stablehlo.concatenate"(%v309, %v307) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v312 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v313 = "stablehlo.multiply"(%v288, %v311) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v314 = "stablehlo.multiply"(%v310, %v312) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v315 = "stablehlo.add"(%v313, %v314) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v316 = "stablehlo.reshape"(%v306) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v317 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x16xf32>
    %v318 = "stablehlo.multiply"(%v316, %v317) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x2x6x16xf32>
    %v320 = "stablehlo.concatenate"(%v318, %v319) {dimension = 2 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x6x16xf32>) -> tensor<1x2x8x16xf32>
    %v321 = "stablehlo.reshape"(%v320) : (tensor<1x2x8x16xf32>) -> tensor<1x2x1x8x16xf32>
    %v322 = "stablehlo.transpose"(%v321) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x2x1x8x16xf32>) -> tensor<1x2x1x16x8xf32>
    %v323 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v324 = "stablehlo.reshape"(%v323) : (tensor<1xi32>) -> tensor<i32>
    %v325 = "stablehlo.slice"(%v322) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v326 = "stablehlo.reshape"(%v325) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v327 = stablehlo.constant dense<0> : tensor<i32>
    %v328 = tensor.extract %v324[] : tensor<i32>
    %v329 = arith.index_cast %v328 : i32 to index
    %v330 = tensor.extract %v327[] : tensor<i32>
    %v331 = arith.index_cast %v330 : i32 to index
    %v332 = tensor.extract %v17[] : tensor<i32>
    %v333 = arith.index_cast %v332 : i32 to index
    %v334 = tensor.extract %v327[] : tensor<i32>
    %v335 = arith.index_cast %v334 : i32 to index
    %v336 = tensor.extract %v327[] : tensor<i32>
    %v337 = arith.index_cast %v336 : i32 to index
    %v338 = tensor.extract %v20[] : tensor<i32>
    %v339 = arith.index_cast %v338 : i32 to index
    %v340 = tensor.extract_slice %arg5[%v329, %v331, %v333, %v335, %v337] [1, 2, %v339, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xf32> to tensor<1x2x?x16x16xf32>
    %v341 = tensor.collapse_shape %v340 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xf32> into tensor<2x?x16x16xf32>
    %v342 = arith.constant 1 : index
    %v343 = tensor.dim %v341, %v342 : tensor<2x?x16x16xf32>
    %v344 = tensor.expand_shape %v341 [[0], [1], [2], [3, 4]] output_shape [2, %v343, 16, 16, 1] : tensor<2x?x16x16xf32> into tensor<2x?x16x16x1xf32>
    %v345 = arith.constant 1 : index
    %v346 = tensor.dim %v344, %v345 : tensor<2x?x16x16x1xf32>
    %v347 = tensor.empty(%v346) : tensor<2x1x?x8x16xf32>
    %v348 = arith.constant 0.0 : f32
    %v349 = linalg.fill ins(%v348 : f32) outs(%v347 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v350 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v326, %v344 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xf32>) outs(%v349 : tensor<2x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<2x1x?x8x16xf32>
    %v351 = "stablehlo.transpose"(%v350) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v352 = tensor.collapse_shape %v351 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v353 = "stablehlo.select"(%v60, %v352, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v354 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v355 = "stablehlo.reduce"(%v353, %v354) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v356 = stablehlo.constant dense<2> : tensor<i32>
    %v357 = "stablehlo.reshape"(%v356) : (tensor<i32>) -> tensor<1xi32>
    %v358 = stablehlo.constant dense<8> : tensor<i32>
    %v359 = "stablehlo.reshape"(%v358) : (tensor<i32>) -> tensor<1xi32>
    %v360 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v361 = stablehlo.constant dense<16> : tensor<i32>
    %v362 = "stablehlo.reshape"(%v361) : (tensor<i32>) -> tensor<1xi32>
    %v363 = "stablehlo.concatenate"(%v357, %v359, %v360, %v362) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v364 = "stablehlo.dynamic_broadcast_in_dim"(%v355, %v363) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v365 = "stablehlo.subtract"(%v353, %v364) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v366 = "stablehlo.exponential"(%v365) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v367 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v368 = "stablehlo.reduce"(%v366, %v367) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v369 = tensor.collapse_shape %v366 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v370 = tensor.extract %v324[] : tensor<i32>
    %v371 = arith.index_cast %v370 : i32 to index
    %v372 = tensor.extract %v327[] : tensor<i32>
    %v373 = arith.index_cast %v372 : i32 to index
    %v374 = tensor.extract %v13[] : tensor<i32>
    %v375 = arith.index_cast %v374 : i32 to index
    %v376 = tensor.extract %v327[] : tensor<i32>
    %v377 = arith.index_cast %v376 : i32 to index
    %v378 = tensor.extract %v21[] : tensor<i32>
    %v379 = arith.index_cast %v378 : i32 to index
    %v380 = tensor.extract_slice %arg6[%v371, %v373, %v375, %v377] [1, 2, %v379, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v381 = "stablehlo.dot_general"(%v369, %v380) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v382 = "stablehlo.reshape"(%v381) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v383 = "stablehlo.reshape"(%v355) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v384 = "stablehlo.reshape"(%v368) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v385 = "stablehlo.dot_general"(%v320, %v315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x8x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v386 = "stablehlo.maximum"(%v383, %v385) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v387 = "stablehlo.subtract"(%v383, %v386) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v388 = "stablehlo.exponential"(%v387) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v389 = "stablehlo.subtract"(%v385, %v386) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v390 = "stablehlo.exponential"(%v389) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v391 = "stablehlo.multiply"(%v384, %v388) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v392 = "stablehlo.add"(%v391, %v390) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v393 = "stablehlo.broadcast_in_dim"(%v388) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v394 = "stablehlo.broadcast_in_dim"(%v390) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v395 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x8x16xf32>
    %v396 = "stablehlo.multiply"(%v382, %v393) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v397 = "stablehlo.multiply"(%v394, %v395) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v398 = "stablehlo.add"(%v396, %v397) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v392) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v400 = "stablehlo.divide"(%v398, %v399) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v401 = "stablehlo.slice"(%v400) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x16xf32>) -> tensor<1x2x2x16xf32>
    %v402 = "stablehlo.reshape"(%v401) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v403 = util.global.load @p20 : tensor<64x64xf32>
    %v404 = tensor.empty() : tensor<1x64xf32>
    %v405 = arith.constant 0.0 : f32
    %v406 = linalg.fill ins(%v405 : f32) outs(%v404 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v407 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v402, %v403 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v406 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v408 = "stablehlo.add"(%v253, %v407) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v409 = util.global.load @p13 : tensor<64xf32>
    %v410 = "stablehlo.multiply"(%v408, %v408) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v411 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v412 = "stablehlo.reduce"(%v410, %v411) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v413 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v414 = "stablehlo.multiply"(%v412, %v413) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v416 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v417 = "stablehlo.add"(%v415, %v416) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v418 = "stablehlo.rsqrt"(%v417) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v419 = "stablehlo.multiply"(%v408, %v418) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v420 = "stablehlo.broadcast_in_dim"(%v409) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v421 = "stablehlo.multiply"(%v419, %v420) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v422 = util.global.load @p21 : tensor<128x64xf32>
    %v423 = tensor.empty() : tensor<1x128xf32>
    %v424 = arith.constant 0.0 : f32
    %v425 = linalg.fill ins(%v424 : f32) outs(%v423 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v426 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v421, %v422 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v425 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v427 = "stablehlo.logistic"(%v426) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v428 = "stablehlo.multiply"(%v426, %v427) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v429 = util.global.load @p22 : tensor<128x64xf32>
    %v430 = tensor.empty() : tensor<1x128xf32>
    %v431 = arith.constant 0.0 : f32
    %v432 = linalg.fill ins(%v431 : f32) outs(%v430 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v433 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v421, %v429 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v432 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v434 = "stablehlo.multiply"(%v428, %v433) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v435 = util.global.load @p23 : tensor<64x128xf32>
    %v436 = tensor.empty() : tensor<1x64xf32>
    %v437 = arith.constant 0.0 : f32
    %v438 = linalg.fill ins(%v437 : f32) outs(%v436 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v439 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v434, %v435 : tensor<1x128xf32>, tensor<64x128xf32>) outs(%v438 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v440 = "stablehlo.add"(%v408, %v439) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v441 = "stablehlo.transpose"(%v315) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xf32>) -> tensor<2x16x1xf32>
    %v442 = "stablehlo.reshape"(%v441) : (tensor<2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %v443 = "stablehlo.transpose"(%v297) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xf32>) -> tensor<2x1x16xf32>
    %v444 = "stablehlo.reshape"(%v443) : (tensor<2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %v445 = "stablehlo.concatenate"(%v255, %v442) {dimension = 0 : i64} : (tensor<1x2x16x1xf32>, tensor<1x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %v446 = "stablehlo.concatenate"(%v257, %v444) {dimension = 0 : i64} : (tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<2x2x1x16xf32>
    %v447 = util.global.load @p25 : tensor<64xf32>
    %v448 = "stablehlo.multiply"(%v440, %v440) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v449 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v450 = "stablehlo.reduce"(%v448, %v449) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v451 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v452 = "stablehlo.multiply"(%v450, %v451) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v453 = "stablehlo.broadcast_in_dim"(%v452) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v454 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v455 = "stablehlo.add"(%v453, %v454) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v456 = "stablehlo.rsqrt"(%v455) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v457 = "stablehlo.multiply"(%v440, %v456) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v458 = "stablehlo.broadcast_in_dim"(%v447) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v459 = "stablehlo.multiply"(%v457, %v458) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v460 = util.global.load @p24 : tensor<151936x64xf32>
    %v461 = tensor.empty() : tensor<1x151936xf32>
    %v462 = arith.constant 0.0 : f32
    %v463 = linalg.fill ins(%v462 : f32) outs(%v461 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v464 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v459, %v460 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v463 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v464, %v445, %v446 : tensor<1x151936xf32>, tensor<2x2x16x1xf32>, tensor<2x2x1x16xf32>
  }
  func.func @kv_write_n1(%arg0: tensor<2x2x?x16x16xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x1xf32>, %arg3: tensor<2x2x1x16xf32>, %arg4: tensor<1xi32>) -> (tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v10 = tensor.extract %v4[] : tensor<i32>
    %v11 = arith.index_cast %v10 : i32 to index
    %v12 = tensor.extract %v4[] : tensor<i32>
    %v13 = arith.index_cast %v12 : i32 to index
    %v14 = tensor.extract %v6[] : tensor<i32>
    %v15 = arith.index_cast %v14 : i32 to index
    %v16 = tensor.extract %v4[] : tensor<i32>
    %v17 = arith.index_cast %v16 : i32 to index
    %v18 = tensor.extract %v7[] : tensor<i32>
    %v19 = arith.index_cast %v18 : i32 to index
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x1x16xf32>) -> tensor<2x2x1x16xf32>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xf32> into tensor<2x2x?x16xf32>
    return %v20, %v30 : tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>
  }
  func.func @decode_n2(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x2x?x16x16xf32>, %arg6: tensor<2x2x?x16xf32>) -> (tensor<2x151936xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<2xi32>) -> tensor<2x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<2x1xi32>) -> tensor<2x64xf32>
    %v4 = "stablehlo.convert"(%arg1) : (tensor<2xi64>) -> tensor<2xf32>
    %v5 = "stablehlo.broadcast_in_dim"(%v4) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x8xf32>
    %v6 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8xf32>
    %v8 = "stablehlo.multiply"(%v5, %v7) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %v9 = "stablehlo.concatenate"(%v8, %v8) {dimension = 1 : i64} : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %v10 = "stablehlo.cosine"(%v9) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v11 = "stablehlo.sine"(%v9) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v12 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1xi32>) -> tensor<i32>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v15 = "stablehlo.reshape"(%v14) : (tensor<1xi32>) -> tensor<i32>
    %v16 = stablehlo.constant dense<16> : tensor<i32>
    %v17 = "stablehlo.divide"(%v13, %v16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v18 = stablehlo.constant dense<15> : tensor<i32>
    %v19 = "stablehlo.add"(%v15, %v18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v20 = "stablehlo.divide"(%v19, %v16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v21 = "stablehlo.multiply"(%v20, %v16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v22 = stablehlo.constant dense<2> : tensor<i32>
    %v23 = "stablehlo.reshape"(%v22) : (tensor<i32>) -> tensor<1xi32>
    %v24 = stablehlo.constant dense<8> : tensor<i32>
    %v25 = "stablehlo.reshape"(%v24) : (tensor<i32>) -> tensor<1xi32>
    %v26 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v27 = stablehlo.constant dense<16> : tensor<i32>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<i32>) -> tensor<1xi32>
    %v29 = "stablehlo.concatenate"(%v23, %v25, %v26, %v28) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v30 = "stablehlo.dynamic_iota"(%v29) {iota_dimension = 2 : i64} : (tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v31 = stablehlo.constant dense<2> : tensor<i32>
    %v32 = "stablehlo.reshape"(%v31) : (tensor<i32>) -> tensor<1xi32>
    %v33 = stablehlo.constant dense<8> : tensor<i32>
    %v34 = "stablehlo.reshape"(%v33) : (tensor<i32>) -> tensor<1xi32>
    %v35 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v36 = stablehlo.constant dense<16> : tensor<i32>
    %v37 = "stablehlo.reshape"(%v36) : (tensor<i32>) -> tensor<1xi32>
    %v38 = "stablehlo.concatenate"(%v32, %v34, %v35, %v37) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v39 = "stablehlo.dynamic_iota"(%v38) {iota_dimension = 3 : i64} : (tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v40 = stablehlo.constant dense<2> : tensor<i32>
    %v41 = "stablehlo.reshape"(%v40) : (tensor<i32>) -> tensor<1xi32>
    %v42 = stablehlo.constant dense<8> : tensor<i32>
    %v43 = "stablehlo.reshape"(%v42) : (tensor<i32>) -> tensor<1xi32>
    %v44 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v45 = stablehlo.constant dense<16> : tensor<i32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<i32>) -> tensor<1xi32>
    %v47 = "stablehlo.concatenate"(%v41, %v43, %v44, %v46) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v48 = "stablehlo.dynamic_broadcast_in_dim"(%v16, %v47) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v49 = "stablehlo.multiply"(%v30, %v48) : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi32>
    %v50 = "stablehlo.add"(%v49, %v39) : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi32>
    %v51 = stablehlo.constant dense<2> : tensor<i32>
    %v52 = "stablehlo.reshape"(%v51) : (tensor<i32>) -> tensor<1xi32>
    %v53 = stablehlo.constant dense<8> : tensor<i32>
    %v54 = "stablehlo.reshape"(%v53) : (tensor<i32>) -> tensor<1xi32>
    %v55 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v56 = stablehlo.constant dense<16> : tensor<i32>
    %v57 = "stablehlo.reshape"(%v56) : (tensor<i32>) -> tensor<1xi32>
    %v58 = "stablehlo.concatenate"(%v52, %v54, %v55, %v57) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v59 = "stablehlo.dynamic_broadcast_in_dim"(%v15, %v58) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v60 = "stablehlo.compare"(%v50, %v59) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi1>
    %v61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v62 = stablehlo.constant dense<2> : tensor<i32>
    %v63 = "stablehlo.reshape"(%v62) : (tensor<i32>) -> tensor<1xi32>
    %v64 = stablehlo.constant dense<8> : tensor<i32>
    %v65 = "stablehlo.reshape"(%v64) : (tensor<i32>) -> tensor<1xi32>
    %v66 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v67 = stablehlo.constant dense<16> : tensor<i32>
    %v68 = "stablehlo.reshape"(%v67) : (tensor<i32>) -> tensor<1xi32>
    %v69 = "stablehlo.concatenate"(%v63, %v65, %v66, %v68) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v70 = "stablehlo.dynamic_broadcast_in_dim"(%v61, %v69) {broadcast_dimensions = array<i64>} : (tensor<f32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v71 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v72 = "stablehlo.reshape"(%v71) : (tensor<1xi32>) -> tensor<i32>
    %v73 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v74 = "stablehlo.reshape"(%v73) : (tensor<1xi32>) -> tensor<i32>
    %v75 = stablehlo.constant dense<16> : tensor<i32>
    %v76 = "stablehlo.divide"(%v72, %v75) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v77 = stablehlo.constant dense<15> : tensor<i32>
    %v78 = "stablehlo.add"(%v74, %v77) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v79 = "stablehlo.divide"(%v78, %v75) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v80 = "stablehlo.multiply"(%v79, %v75) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v81 = stablehlo.constant dense<2> : tensor<i32>
    %v82 = "stablehlo.reshape"(%v81) : (tensor<i32>) -> tensor<1xi32>
    %v83 = stablehlo.constant dense<8> : tensor<i32>
    %v84 = "stablehlo.reshape"(%v83) : (tensor<i32>) -> tensor<1xi32>
    %v85 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v86 = stablehlo.constant dense<16> : tensor<i32>
    %v87 = "stablehlo.reshape"(%v86) : (tensor<i32>) -> tensor<1xi32>
    %v88 = "stablehlo.concatenate"(%v82, %v84, %v85, %v87) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v89 = "stablehlo.dynamic_iota"(%v88) {iota_dimension = 2 : i64} : (tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v90 = stablehlo.constant dense<2> : tensor<i32>
    %v91 = "stablehlo.reshape"(%v90) : (tensor<i32>) -> tensor<1xi32>
    %v92 = stablehlo.constant dense<8> : tensor<i32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<i32>) -> tensor<1xi32>
    %v94 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v95 = stablehlo.constant dense<16> : tensor<i32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<i32>) -> tensor<1xi32>
    %v97 = "stablehlo.concatenate"(%v91, %v93, %v94, %v96) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v98 = "stablehlo.dynamic_iota"(%v97) {iota_dimension = 3 : i64} : (tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v99 = stablehlo.constant dense<2> : tensor<i32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<i32>) -> tensor<1xi32>
    %v101 = stablehlo.constant dense<8> : tensor<i32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<i32>) -> tensor<1xi32>
    %v103 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v104 = stablehlo.constant dense<16> : tensor<i32>
    %v105 = "stablehlo.reshape"(%v104) : (tensor<i32>) -> tensor<1xi32>
    %v106 = "stablehlo.concatenate"(%v100, %v102, %v103, %v105) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v107 = "stablehlo.dynamic_broadcast_in_dim"(%v75, %v106) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v108 = "stablehlo.multiply"(%v89, %v107) : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi32>
    %v109 = "stablehlo.add"(%v108, %v98) : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi32>
    %v110 = stablehlo.constant dense<2> : tensor<i32>
    %v111 = "stablehlo.reshape"(%v110) : (tensor<i32>) -> tensor<1xi32>
    %v112 = stablehlo.constant dense<8> : tensor<i32>
    %v113 = "stablehlo.reshape"(%v112) : (tensor<i32>) -> tensor<1xi32>
    %v114 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v115 = stablehlo.constant dense<16> : tensor<i32>
    %v116 = "stablehlo.reshape"(%v115) : (tensor<i32>) -> tensor<1xi32>
    %v117 = "stablehlo.concatenate"(%v111, %v113, %v114, %v116) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v118 = "stablehlo.dynamic_broadcast_in_dim"(%v74, %v117) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<2x8x?x16xi32>
    %v119 = "stablehlo.compare"(%v109, %v118) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x8x?x16xi32>, tensor<2x8x?x16xi32>) -> tensor<2x8x?x16xi1>
    %v120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v121 = stablehlo.constant dense<2> : tensor<i32>
    %v122 = "stablehlo.reshape"(%v121) : (tensor<i32>) -> tensor<1xi32>
    %v123 = stablehlo.constant dense<8> : tensor<i32>
    %v124 = "stablehlo.reshape"(%v123) : (tensor<i32>) -> tensor<1xi32>
    %v125 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v126 = stablehlo.constant dense<16> : tensor<i32>
    %v127 = "stablehlo.reshape"(%v126) : (tensor<i32>) -> tensor<1xi32>
    %v128 = "stablehlo.concatenate"(%v122, %v124, %v125, %v127) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v129 = "stablehlo.dynamic_broadcast_in_dim"(%v120, %v128) {broadcast_dimensions = array<i64>} : (tensor<f32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v130 = util.global.load @p0 : tensor<64xf32>
    %v131 = "stablehlo.multiply"(%v3, %v3) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v133 = "stablehlo.reduce"(%v131, %v132) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v134 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v135) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v137 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v138 = "stablehlo.add"(%v136, %v137) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v139 = "stablehlo.rsqrt"(%v138) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.multiply"(%v3, %v139) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v130) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v142 = "stablehlo.multiply"(%v140, %v141) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v143 = util.global.load @p2 : tensor<64x64xf32>
    %v144 = util.global.load @p3 : tensor<64xf32>
    %v145 = tensor.empty() : tensor<2x64xf32>
    %v146 = arith.constant 0.0 : f32
    %v147 = linalg.fill ins(%v146 : f32) outs(%v145 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v148 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v143 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v147 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v149 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v150 = "stablehlo.add"(%v148, %v149) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v151 = "stablehlo.reshape"(%v150) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v152 = util.global.load @p4 : tensor<32x64xf32>
    %v153 = util.global.load @p5 : tensor<32xf32>
    %v154 = tensor.empty() : tensor<2x32xf32>
    %v155 = arith.constant 0.0 : f32
    %v156 = linalg.fill ins(%v155 : f32) outs(%v154 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v157 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v152 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v156 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v159 = "stablehlo.add"(%v157, %v158) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v160 = "stablehlo.reshape"(%v159) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v161 = util.global.load @p6 : tensor<32x64xf32>
    %v162 = util.global.load @p7 : tensor<32xf32>
    %v163 = tensor.empty() : tensor<2x32xf32>
    %v164 = arith.constant 0.0 : f32
    %v165 = linalg.fill ins(%v164 : f32) outs(%v163 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v166 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v161 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v165 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v162) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v168 = "stablehlo.add"(%v166, %v167) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v170 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v171 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v172 = "stablehlo.negate"(%v171) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v173 = "stablehlo.concatenate"(%v172, %v170) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v174 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v176 = "stablehlo.multiply"(%v151, %v174) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v177 = "stablehlo.multiply"(%v173, %v175) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v178 = "stablehlo.add"(%v176, %v177) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v179 = "stablehlo.slice"(%v160) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v180 = "stablehlo.slice"(%v160) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v181 = "stablehlo.negate"(%v180) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v182 = "stablehlo.concatenate"(%v181, %v179) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v185 = "stablehlo.multiply"(%v160, %v183) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v186 = "stablehlo.multiply"(%v182, %v184) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v187 = "stablehlo.add"(%v185, %v186) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v188 = "stablehlo.reshape"(%v178) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v189 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x16xf32>
    %v190 = "stablehlo.multiply"(%v188, %v189) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x2x6x16xf32>
    %v192 = "stablehlo.concatenate"(%v190, %v191) {dimension = 2 : i64} : (tensor<2x2x2x16xf32>, tensor<2x2x6x16xf32>) -> tensor<2x2x8x16xf32>
    %v193 = "stablehlo.reshape"(%v192) : (tensor<2x2x8x16xf32>) -> tensor<2x2x1x8x16xf32>
    %v194 = "stablehlo.transpose"(%v193) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x2x1x8x16xf32>) -> tensor<2x2x1x16x8xf32>
    %v195 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v196 = "stablehlo.reshape"(%v195) : (tensor<1xi32>) -> tensor<i32>
    %v197 = "stablehlo.slice"(%v194) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v198 = "stablehlo.reshape"(%v197) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v199 = stablehlo.constant dense<0> : tensor<i32>
    %v200 = tensor.extract %v196[] : tensor<i32>
    %v201 = arith.index_cast %v200 : i32 to index
    %v202 = tensor.extract %v199[] : tensor<i32>
    %v203 = arith.index_cast %v202 : i32 to index
    %v204 = tensor.extract %v17[] : tensor<i32>
    %v205 = arith.index_cast %v204 : i32 to index
    %v206 = tensor.extract %v199[] : tensor<i32>
    %v207 = arith.index_cast %v206 : i32 to index
    %v208 = tensor.extract %v199[] : tensor<i32>
    %v209 = arith.index_cast %v208 : i32 to index
    %v210 = tensor.extract %v20[] : tensor<i32>
    %v211 = arith.index_cast %v210 : i32 to index
    %v212 = tensor.extract_slice %arg5[%v201, %v203, %v205, %v207, %v209] [1, 2, %v211, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xf32> to tensor<1x2x?x16x16xf32>
    %v213 = tensor.collapse_shape %v212 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xf32> into tensor<2x?x16x16xf32>
    %v214 = arith.constant 1 : index
    %v215 = tensor.dim %v213, %v214 : tensor<2x?x16x16xf32>
    %v216 = tensor.expand_shape %v213 [[0], [1], [2], [3, 4]] output_shape [2, %v215, 16, 16, 1] : tensor<2x?x16x16xf32> into tensor<2x?x16x16x1xf32>
    %v217 = arith.constant 1 : index
    %v218 = tensor.dim %v216, %v217 : tensor<2x?x16x16x1xf32>
    %v219 = tensor.empty(%v218) : tensor<2x1x?x8x16xf32>
    %v220 = arith.constant 0.0 : f32
    %v221 = linalg.fill ins(%v220 : f32) outs(%v219 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v222 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v198, %v216 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xf32>) outs(%v221 : tensor<2x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<2x1x?x8x16xf32>
    %v223 = "stablehlo.transpose"(%v222) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v224 = tensor.collapse_shape %v223 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v225 = "stablehlo.select"(%v60, %v224, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v227 = "stablehlo.reduce"(%v225, %v226) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v228 = stablehlo.constant dense<2> : tensor<i32>
    %v229 = "stablehlo.reshape"(%v228) : (tensor<i32>) -> tensor<1xi32>
    %v230 = stablehlo.constant dense<8> : tensor<i32>
    %v231 = "stablehlo.reshape"(%v230) : (tensor<i32>) -> tensor<1xi32>
    %v232 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v233 = stablehlo.constant dense<16> : tensor<i32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<i32>) -> tensor<1xi32>
    %v235 = "stablehlo.concatenate"(%v229, %v231, %v232, %v234) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v236 = "stablehlo.dynamic_broadcast_in_dim"(%v227, %v235) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v237 = "stablehlo.subtract"(%v225, %v236) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v238 = "stablehlo.exponential"(%v237) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v239 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v240 = "stablehlo.reduce"(%v238, %v239) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v241 = tensor.collapse_shape %v238 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v242 = tensor.extract %v196[] : tensor<i32>
    %v243 = arith.index_cast %v242 : i32 to index
    %v244 = tensor.extract %v199[] : tensor<i32>
    %v245 = arith.index_cast %v244 : i32 to index
    %v246 = tensor.extract %v13[] : tensor<i32>
    %v247 = arith.index_cast %v246 : i32 to index
    %v248 = tensor.extract %v199[] : tensor<i32>
    %v249 = arith.index_cast %v248 : i32 to index
    %v250 = tensor.extract %v21[] : tensor<i32>
    %v251 = arith.index_cast %v250 : i32 to index
    %v252 = tensor.extract_slice %arg6[%v243, %v245, %v247, %v249] [1, 2, %v251, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v253 = "stablehlo.dot_general"(%v241, %v252) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v255 = "stablehlo.reshape"(%v227) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v256 = "stablehlo.reshape"(%v240) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v257 = "stablehlo.slice"(%v194) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v258 = "stablehlo.reshape"(%v257) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v259 = stablehlo.constant dense<0> : tensor<i32>
    %v260 = tensor.extract %v196[] : tensor<i32>
    %v261 = arith.index_cast %v260 : i32 to index
    %v262 = tensor.extract %v259[] : tensor<i32>
    %v263 = arith.index_cast %v262 : i32 to index
    %v264 = tensor.extract %v76[] : tensor<i32>
    %v265 = arith.index_cast %v264 : i32 to index
    %v266 = tensor.extract %v259[] : tensor<i32>
    %v267 = arith.index_cast %v266 : i32 to index
    %v268 = tensor.extract %v259[] : tensor<i32>
    %v269 = arith.index_cast %v268 : i32 to index
    %v270 = tensor.extract %v79[] : tensor<i32>
    %v271 = arith.index_cast %v270 : i32 to index
    %v272 = tensor.extract_slice %arg5[%v261, %v263, %v265, %v267, %v269] [1, 2, %v271, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xf32> to tensor<1x2x?x16x16xf32>
    %v273 = tensor.collapse_shape %v272 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xf32> into tensor<2x?x16x16xf32>
    %v274 = arith.constant 1 : index
    %v275 = tensor.dim %v273, %v274 : tensor<2x?x16x16xf32>
    %v276 = tensor.expand_shape %v273 [[0], [1], [2], [3, 4]] output_shape [2, %v275, 16, 16, 1] : tensor<2x?x16x16xf32> into tensor<2x?x16x16x1xf32>
    %v277 = arith.constant 1 : index
    %v278 = tensor.dim %v276, %v277 : tensor<2x?x16x16x1xf32>
    %v279 = tensor.empty(%v278) : tensor<2x1x?x8x16xf32>
    %v280 = arith.constant 0.0 : f32
    %v281 = linalg.fill ins(%v280 : f32) outs(%v279 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v282 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v258, %v276 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xf32>) outs(%v281 : tensor<2x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<2x1x?x8x16xf32>
    %v283 = "stablehlo.transpose"(%v282) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v284 = tensor.collapse_shape %v283 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v285 = "stablehlo.select"(%v119, %v284, %v129) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v286 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v287 = "stablehlo.reduce"(%v285, %v286) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v288 = stablehlo.constant dense<2> : tensor<i32>
    %v289 = "stablehlo.reshape"(%v288) : (tensor<i32>) -> tensor<1xi32>
    %v290 = stablehlo.constant dense<8> : tensor<i32>
    %v291 = "stablehlo.reshape"(%v290) : (tensor<i32>) -> tensor<1xi32>
    %v292 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v293 = stablehlo.constant dense<16> : tensor<i32>
    %v294 = "stablehlo.reshape"(%v293) : (tensor<i32>) -> tensor<1xi32>
    %v295 = "stablehlo.concatenate"(%v289, %v291, %v292, %v294) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v296 = "stablehlo.dynamic_broadcast_in_dim"(%v287, %v295) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v297 = "stablehlo.subtract"(%v285, %v296) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v298 = "stablehlo.exponential"(%v297) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v299 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v300 = "stablehlo.reduce"(%v298, %v299) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v301 = tensor.collapse_shape %v298 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v302 = tensor.extract %v196[] : tensor<i32>
    %v303 = arith.index_cast %v302 : i32 to index
    %v304 = tensor.extract %v259[] : tensor<i32>
    %v305 = arith.index_cast %v304 : i32 to index
    %v306 = tensor.extract %v72[] : tensor<i32>
    %v307 = arith.index_cast %v306 : i32 to index
    %v308 = tensor.extract %v259[] : tensor<i32>
    %v309 = arith.index_cast %v308 : i32 to index
    %v310 = tensor.extract %v80[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract_slice %arg6[%v303, %v305, %v307, %v309] [1, 2, %v311, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v313 = "stablehlo.dot_general"(%v301, %v312) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v314 = "stablehlo.reshape"(%v313) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v315 = "stablehlo.reshape"(%v287) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v316 = "stablehlo.reshape"(%v300) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v317 = "stablehlo.concatenate"(%v255, %v315) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v318 = "stablehlo.concatenate"(%v256, %v316) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v319 = "stablehlo.concatenate"(%v254, %v314) {dimension = 0 : i64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v320 = "stablehlo.dot_general"(%v192, %v187) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x8x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v321 = "stablehlo.maximum"(%v317, %v320) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v322 = "stablehlo.subtract"(%v317, %v321) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v323 = "stablehlo.exponential"(%v322) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v324 = "stablehlo.subtract"(%v320, %v321) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v325 = "stablehlo.exponential"(%v324) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v326 = "stablehlo.multiply"(%v318, %v323) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v327 = "stablehlo.add"(%v326, %v325) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v328 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v329 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v330 = "stablehlo.broadcast_in_dim"(%v169) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x8x16xf32>
    %v331 = "stablehlo.multiply"(%v319, %v328) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v332 = "stablehlo.multiply"(%v329, %v330) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v333 = "stablehlo.add"(%v331, %v332) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v327) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v335 = "stablehlo.divide"(%v333, %v334) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v336 = "stablehlo.slice"(%v335) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x8x16xf32>) -> tensor<2x2x2x16xf32>
    %v337 = "stablehlo.reshape"(%v336) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v338 = util.global.load @p8 : tensor<64x64xf32>
    %v339 = tensor.empty() : tensor<2x64xf32>
    %v340 = arith.constant 0.0 : f32
    %v341 = linalg.fill ins(%v340 : f32) outs(%v339 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v342 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v337, %v338 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v341 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v343 = "stablehlo.add"(%v3, %v342) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v344 = util.global.load @p1 : tensor<64xf32>
    %v345 = "stablehlo.multiply"(%v343, %v343) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v346 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v347 = "stablehlo.reduce"(%v345, %v346) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v348 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v349 = "stablehlo.multiply"(%v347, %v348) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v350 = "stablehlo.broadcast_in_dim"(%v349) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v351 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v352 = "stablehlo.add"(%v350, %v351) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v353 = "stablehlo.rsqrt"(%v352) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v354 = "stablehlo.multiply"(%v343, %v353) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v356 = "stablehlo.multiply"(%v354, %v355) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v357 = util.global.load @p9 : tensor<128x64xf32>
    %v358 = tensor.empty() : tensor<2x128xf32>
    %v359 = arith.constant 0.0 : f32
    %v360 = linalg.fill ins(%v359 : f32) outs(%v358 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v361 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v356, %v357 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v360 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v362 = "stablehlo.logistic"(%v361) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v363 = "stablehlo.multiply"(%v361, %v362) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v364 = util.global.load @p10 : tensor<128x64xf32>
    %v365 = tensor.empty() : tensor<2x128xf32>
    %v366 = arith.constant 0.0 : f32
    %v367 = linalg.fill ins(%v366 : f32) outs(%v365 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v368 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v356, %v364 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v367 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v369 = "stablehlo.multiply"(%v363, %v368) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v370 = util.global.load @p11 : tensor<64x128xf32>
    %v371 = tensor.empty() : tensor<2x64xf32>
    %v372 = arith.constant 0.0 : f32
    %v373 = linalg.fill ins(%v372 : f32) outs(%v371 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v374 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v369, %v370 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v373 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v375 = "stablehlo.add"(%v343, %v374) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v376 = "stablehlo.transpose"(%v187) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v377 = "stablehlo.reshape"(%v376) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v378 = "stablehlo.transpose"(%v169) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v379 = "stablehlo.reshape"(%v378) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v380 = util.global.load @p12 : tensor<64xf32>
    %v381 = "stablehlo.multiply"(%v375, %v375) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v382 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v383 = "stablehlo.reduce"(%v381, %v382) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v384 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v385 = "stablehlo.multiply"(%v383, %v384) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v386 = "stablehlo.broadcast_in_dim"(%v385) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v387 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v388 = "stablehlo.add"(%v386, %v387) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v389 = "stablehlo.rsqrt"(%v388) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v390 = "stablehlo.multiply"(%v375, %v389) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v391 = "stablehlo.broadcast_in_dim"(%v380) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v392 = "stablehlo.multiply"(%v390, %v391) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v393 = util.global.load @p14 : tensor<64x64xf32>
    %v394 = util.global.load @p15 : tensor<64xf32>
    %v395 = tensor.empty() : tensor<2x64xf32>
    %v396 = arith.constant 0.0 : f32
    %v397 = linalg.fill ins(%v396 : f32) outs(%v395 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v398 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v392, %v393 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v397 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v394) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v400 = "stablehlo.add"(%v398, %v399) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v401 = "stablehlo.reshape"(%v400) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v402 = util.global.load @p16 : tensor<32x64xf32>
    %v403 = util.global.load @p17 : tensor<32xf32>
    %v404 = tensor.empty() : tensor<2x32xf32>
    %v405 = arith.constant 0.0 : f32
    %v406 = linalg.fill ins(%v405 : f32) outs(%v404 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v407 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v392, %v402 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v406 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v403) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v409 = "stablehlo.add"(%v407, %v408) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v410 = "stablehlo.reshape"(%v409) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v411 = util.global.load @p18 : tensor<32x64xf32>
    %v412 = util.global.load @p19 : tensor<32xf32>
    %v413 = tensor.empty() : tensor<2x32xf32>
    %v414 = arith.constant 0.0 : f32
    %v415 = linalg.fill ins(%v414 : f32) outs(%v413 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v416 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v392, %v411 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v415 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v412) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v418 = "stablehlo.add"(%v416, %v417) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v419 = "stablehlo.reshape"(%v418) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v420 = "stablehlo.slice"(%v401) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v421 = "stablehlo.slice"(%v401) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v422 = "stablehlo.negate"(%v421) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v423 = "stablehlo.concatenate"(%v422, %v420) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v424 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v425 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v426 = "stablehlo.multiply"(%v401, %v424) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v427 = "stablehlo.multiply"(%v423, %v425) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v428 = "stablehlo.add"(%v426, %v427) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v429 = "stablehlo.slice"(%v410) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v430 = "stablehlo.slice"(%v410) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v431 = "stablehlo.negate"(%v430) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v432 = "stablehlo.concatenate"(%v431, %v429) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v434 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v435 = "stablehlo.multiply"(%v410, %v433) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v436 = "stablehlo.multiply"(%v432, %v434) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v437 = "stablehlo.add"(%v435, %v436) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v438 = "stablehlo.reshape"(%v428) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v439 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x16xf32>
    %v440 = "stablehlo.multiply"(%v438, %v439) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v441 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x2x6x16xf32>
    %v442 = "stablehlo.concatenate"(%v440, %v441) {dimension = 2 : i64} : (tensor<2x2x2x16xf32>, tensor<2x2x6x16xf32>) -> tensor<2x2x8x16xf32>
    %v443 = "stablehlo.reshape"(%v442) : (tensor<2x2x8x16xf32>) -> tensor<2x2x1x8x16xf32>
    %v444 = "stablehlo.transpose"(%v443) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x2x1x8x16xf32>) -> tensor<2x2x1x16x8xf32>
    %v445 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v446 = "stablehlo.reshape"(%v445) : (tensor<1xi32>) -> tensor<i32>
    %v447 = "stablehlo.slice"(%v444) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v448 = "stablehlo.reshape"(%v447) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v449 = stablehlo.constant dense<0> : tensor<i32>
    %v450 = tensor.extract %v446[] : tensor<i32>
    %v451 = arith.index_cast %v450 : i32 to index
    %v452 = tensor.extract %v449[] : tensor<i32>
    %v453 = arith.index_cast %v452 : i32 to index
    %v454 = tensor.extract %v17[] : tensor<i32>
    %v455 = arith.index_cast %v454 : i32 to index
    %v456 = tensor.extract %v449[] : tensor<i32>
    %v457 = arith.index_cast %v456 : i32 to index
    %v458 = tensor.extract %v449[] : tensor<i32>
    %v459 = arith.index_cast %v458 : i32 to index
    %v460 = tensor.extract %v20[] : tensor<i32>
    %v461 = arith.index_cast %v460 : i32 to index
    %v462 = tensor.extract_slice %arg5[%v451, %v453, %v455, %v457, %v459] [1, 2, %v461, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xf32> to tensor<1x2x?x16x16xf32>
    %v463 = tensor.collapse_shape %v462 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xf32> into tensor<2x?x16x16xf32>
    %v464 = arith.constant 1 : index
    %v465 = tensor.dim %v463, %v464 : tensor<2x?x16x16xf32>
    %v466 = tensor.expand_shape %v463 [[0], [1], [2], [3, 4]] output_shape [2, %v465, 16, 16, 1] : tensor<2x?x16x16xf32> into tensor<2x?x16x16x1xf32>
    %v467 = arith.constant 1 : index
    %v468 = tensor.dim %v466, %v467 : tensor<2x?x16x16x1xf32>
    %v469 = tensor.empty(%v468) : tensor<2x1x?x8x16xf32>
    %v470 = arith.constant 0.0 : f32
    %v471 = linalg.fill ins(%v470 : f32) outs(%v469 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v472 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v448, %v466 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xf32>) outs(%v471 : tensor<2x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<2x1x?x8x16xf32>
    %v473 = "stablehlo.transpose"(%v472) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v474 = tensor.collapse_shape %v473 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v475 = "stablehlo.select"(%v60, %v474, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v476 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v477 = "stablehlo.reduce"(%v475, %v476) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v478 = stablehlo.constant dense<2> : tensor<i32>
    %v479 = "stablehlo.reshape"(%v478) : (tensor<i32>) -> tensor<1xi32>
    %v480 = stablehlo.constant dense<8> : tensor<i32>
    %v481 = "stablehlo.reshape"(%v480) : (tensor<i32>) -> tensor<1xi32>
    %v482 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v483 = stablehlo.constant dense<16> : tensor<i32>
    %v484 = "stablehlo.reshape"(%v483) : (tensor<i32>) -> tensor<1xi32>
    %v485 = "stablehlo.concatenate"(%v479, %v481, %v482, %v484) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v486 = "stablehlo.dynamic_broadcast_in_dim"(%v477, %v485) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v487 = "stablehlo.subtract"(%v475, %v486) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v488 = "stablehlo.exponential"(%v487) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v489 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v490 = "stablehlo.reduce"(%v488, %v489) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v491 = tensor.collapse_shape %v488 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v492 = tensor.extract %v446[] : tensor<i32>
    %v493 = arith.index_cast %v492 : i32 to index
    %v494 = tensor.extract %v449[] : tensor<i32>
    %v495 = arith.index_cast %v494 : i32 to index
    %v496 = tensor.extract %v13[] : tensor<i32>
    %v497 = arith.index_cast %v496 : i32 to index
    %v498 = tensor.extract %v449[] : tensor<i32>
    %v499 = arith.index_cast %v498 : i32 to index
    %v500 = tensor.extract %v21[] : tensor<i32>
    %v501 = arith.index_cast %v500 : i32 to index
    %v502 = tensor.extract_slice %arg6[%v493, %v495, %v497, %v499] [1, 2, %v501, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v503 = "stablehlo.dot_general"(%v491, %v502) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v504 = "stablehlo.reshape"(%v503) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v505 = "stablehlo.reshape"(%v477) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v506 = "stablehlo.reshape"(%v490) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v507 = "stablehlo.slice"(%v444) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v508 = "stablehlo.reshape"(%v507) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v509 = stablehlo.constant dense<0> : tensor<i32>
    %v510 = tensor.extract %v446[] : tensor<i32>
    %v511 = arith.index_cast %v510 : i32 to index
    %v512 = tensor.extract %v509[] : tensor<i32>
    %v513 = arith.index_cast %v512 : i32 to index
    %v514 = tensor.extract %v76[] : tensor<i32>
    %v515 = arith.index_cast %v514 : i32 to index
    %v516 = tensor.extract %v509[] : tensor<i32>
    %v517 = arith.index_cast %v516 : i32 to index
    %v518 = tensor.extract %v509[] : tensor<i32>
    %v519 = arith.index_cast %v518 : i32 to index
    %v520 = tensor.extract %v79[] : tensor<i32>
    %v521 = arith.index_cast %v520 : i32 to index
    %v522 = tensor.extract_slice %arg5[%v511, %v513, %v515, %v517, %v519] [1, 2, %v521, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xf32> to tensor<1x2x?x16x16xf32>
    %v523 = tensor.collapse_shape %v522 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xf32> into tensor<2x?x16x16xf32>
    %v524 = arith.constant 1 : index
    %v525 = tensor.dim %v523, %v524 : tensor<2x?x16x16xf32>
    %v526 = tensor.expand_shape %v523 [[0], [1], [2], [3, 4]] output_shape [2, %v525, 16, 16, 1] : tensor<2x?x16x16xf32> into tensor<2x?x16x16x1xf32>
    %v527 = arith.constant 1 : index
    %v528 = tensor.dim %v526, %v527 : tensor<2x?x16x16x1xf32>
    %v529 = tensor.empty(%v528) : tensor<2x1x?x8x16xf32>
    %v530 = arith.constant 0.0 : f32
    %v531 = linalg.fill ins(%v530 : f32) outs(%v529 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v532 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v508, %v526 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xf32>) outs(%v531 : tensor<2x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<2x1x?x8x16xf32>
    %v533 = "stablehlo.transpose"(%v532) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v534 = tensor.collapse_shape %v533 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v535 = "stablehlo.select"(%v119, %v534, %v129) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v536 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v537 = "stablehlo.reduce"(%v535, %v536) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v538 = stablehlo.constant dense<2> : tensor<i32>
    %v539 = "stablehlo.reshape"(%v538) : (tensor<i32>) -> tensor<1xi32>
    %v540 = stablehlo.constant dense<8> : tensor<i32>
    %v541 = "stablehlo.reshape"(%v540) : (tensor<i32>) -> tensor<1xi32>
    %v542 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v543 = stablehlo.constant dense<16> : tensor<i32>
    %v544 = "stablehlo.reshape"(%v543) : (tensor<i32>) -> tensor<1xi32>
    %v545 = "stablehlo.concatenate"(%v539, %v541, %v542, %v544) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v546 = "stablehlo.dynamic_broadcast_in_dim"(%v537, %v545) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v547 = "stablehlo.subtract"(%v535, %v546) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v548 = "stablehlo.exponential"(%v547) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v549 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v550 = "stablehlo.reduce"(%v548, %v549) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v551 = tensor.collapse_shape %v548 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v552 = tensor.extract %v446[] : tensor<i32>
    %v553 = arith.index_cast %v552 : i32 to index
    %v554 = tensor.extract %v509[] : tensor<i32>
    %v555 = arith.index_cast %v554 : i32 to index
    %v556 = tensor.extract %v72[] : tensor<i32>
    %v557 = arith.index_cast %v556 : i32 to index
    %v558 = tensor.extract %v509[] : tensor<i32>
    %v559 = arith.index_cast %v558 : i32 to index
    %v560 = tensor.extract %v80[] : tensor<i32>
    %v561 = arith.index_cast %v560 : i32 to index
    %v562 = tensor.extract_slice %arg6[%v553, %v555, %v557, %v559] [1, 2, %v561, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v563 = "stablehlo.dot_general"(%v551, %v562) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v564 = "stablehlo.reshape"(%v563) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v565 = "stablehlo.reshape"(%v537) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v566 = "stablehlo.reshape"(%v550) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v567 = "stablehlo.concatenate"(%v505, %v565) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v568 = "stablehlo.concatenate"(%v506, %v566) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v569 = "stablehlo.concatenate"(%v504, %v564) {dimension = 0 : i64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v570 = "stablehlo.dot_general"(%v442, %v437) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x8x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v571 = "stablehlo.maximum"(%v567, %v570) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v572 = "stablehlo.subtract"(%v567, %v571) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v573 = "stablehlo.exponential"(%v572) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v574 = "stablehlo.subtract"(%v570, %v571) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v575 = "stablehlo.exponential"(%v574) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v576 = "stablehlo.multiply"(%v568, %v573) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v577 = "stablehlo.add"(%v576, %v575) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v578 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v579 = "stablehlo.broadcast_in_dim"(%v575) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v580 = "stablehlo.broadcast_in_dim"(%v419) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x8x16xf32>
    %v581 = "stablehlo.multiply"(%v569, %v578) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v582 = "stablehlo.multiply"(%v579, %v580) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v583 = "stablehlo.add"(%v581, %v582) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v584 = "stablehlo.broadcast_in_dim"(%v577) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v585 = "stablehlo.divide"(%v583, %v584) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v586 = "stablehlo.slice"(%v585) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x8x16xf32>) -> tensor<2x2x2x16xf32>
    %v587 = "stablehlo.reshape"(%v586) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v588 = util.global.load @p20 : tensor<64x64xf32>
    %v589 = tensor.empty() : tensor<2x64xf32>
    %v590 = arith.constant 0.0 : f32
    %v591 = linalg.fill ins(%v590 : f32) outs(%v589 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v592 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v587, %v588 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v591 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v593 = "stablehlo.add"(%v375, %v592) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v594 = util.global.load @p13 : tensor<64xf32>
    %v595 = "stablehlo.multiply"(%v593, %v593) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v596 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v597 = "stablehlo.reduce"(%v595, %v596) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v598 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v599 = "stablehlo.multiply"(%v597, %v598) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v600 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v601 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v602 = "stablehlo.add"(%v600, %v601) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v603 = "stablehlo.rsqrt"(%v602) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v604 = "stablehlo.multiply"(%v593, %v603) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v605 = "stablehlo.broadcast_in_dim"(%v594) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v606 = "stablehlo.multiply"(%v604, %v605) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v607 = util.global.load @p21 : tensor<128x64xf32>
    %v608 = tensor.empty() : tensor<2x128xf32>
    %v609 = arith.constant 0.0 : f32
    %v610 = linalg.fill ins(%v609 : f32) outs(%v608 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v611 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v606, %v607 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v610 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v612 = "stablehlo.logistic"(%v611) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v613 = "stablehlo.multiply"(%v611, %v612) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v614 = util.global.load @p22 : tensor<128x64xf32>
    %v615 = tensor.empty() : tensor<2x128xf32>
    %v616 = arith.constant 0.0 : f32
    %v617 = linalg.fill ins(%v616 : f32) outs(%v615 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v618 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v606, %v614 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v617 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v619 = "stablehlo.multiply"(%v613, %v618) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v620 = util.global.load @p23 : tensor<64x128xf32>
    %v621 = tensor.empty() : tensor<2x64xf32>
    %v622 = arith.constant 0.0 : f32
    %v623 = linalg.fill ins(%v622 : f32) outs(%v621 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v624 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v619, %v620 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v623 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v625 = "stablehlo.add"(%v593, %v624) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v626 = "stablehlo.transpose"(%v437) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v627 = "stablehlo.reshape"(%v626) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v628 = "stablehlo.transpose"(%v419) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v629 = "stablehlo.reshape"(%v628) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v630 = "stablehlo.concatenate"(%v377, %v627) {dimension = 0 : i64} : (tensor<1x2x16x2xf32>, tensor<1x2x16x2xf32>) -> tensor<2x2x16x2xf32>
    %v631 = "stablehlo.concatenate"(%v379, %v629) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v632 = util.global.load @p25 : tensor<64xf32>
    %v633 = "stablehlo.multiply"(%v625, %v625) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v634 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v635 = "stablehlo.reduce"(%v633, %v634) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v636 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v637 = "stablehlo.multiply"(%v635, %v636) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v638 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v639 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v640 = "stablehlo.add"(%v638, %v639) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v641 = "stablehlo.rsqrt"(%v640) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v642 = "stablehlo.multiply"(%v625, %v641) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v643 = "stablehlo.broadcast_in_dim"(%v632) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v644 = "stablehlo.multiply"(%v642, %v643) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v645 = util.global.load @p24 : tensor<151936x64xf32>
    %v646 = tensor.empty() : tensor<2x151936xf32>
    %v647 = arith.constant 0.0 : f32
    %v648 = linalg.fill ins(%v647 : f32) outs(%v646 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v649 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v644, %v645 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v648 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v649, %v630, %v631 : tensor<2x151936xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>
  }
  func.func @kv_write_n2(%arg0: tensor<2x2x?x16x16xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x2xf32>, %arg3: tensor<2x2x2x16xf32>, %arg4: tensor<2xi32>) -> (tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xf32>) -> tensor<2x2x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v10 = tensor.extract %v4[] : tensor<i32>
    %v11 = arith.index_cast %v10 : i32 to index
    %v12 = tensor.extract %v4[] : tensor<i32>
    %v13 = arith.index_cast %v12 : i32 to index
    %v14 = tensor.extract %v6[] : tensor<i32>
    %v15 = arith.index_cast %v14 : i32 to index
    %v16 = tensor.extract %v4[] : tensor<i32>
    %v17 = arith.index_cast %v16 : i32 to index
    %v18 = tensor.extract %v7[] : tensor<i32>
    %v19 = arith.index_cast %v18 : i32 to index
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x1x16xf32>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xf32> into tensor<2x2x?x16xf32>
    %v31 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v32 = "stablehlo.reshape"(%v31) : (tensor<1xi32>) -> tensor<i32>
    %v33 = stablehlo.constant dense<0> : tensor<i32>
    %v34 = stablehlo.constant dense<16> : tensor<i32>
    %v35 = "stablehlo.divide"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v36 = "stablehlo.remainder"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v37 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 2, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xf32>) -> tensor<2x2x16x1xf32>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<2x2x16x1xf32>) -> tensor<2x2x1x16x1xf32>
    %v39 = tensor.extract %v33[] : tensor<i32>
    %v40 = arith.index_cast %v39 : i32 to index
    %v41 = tensor.extract %v33[] : tensor<i32>
    %v42 = arith.index_cast %v41 : i32 to index
    %v43 = tensor.extract %v35[] : tensor<i32>
    %v44 = arith.index_cast %v43 : i32 to index
    %v45 = tensor.extract %v33[] : tensor<i32>
    %v46 = arith.index_cast %v45 : i32 to index
    %v47 = tensor.extract %v36[] : tensor<i32>
    %v48 = arith.index_cast %v47 : i32 to index
    %v49 = tensor.insert_slice %v38 into %v20[%v40, %v42, %v44, %v46, %v48] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xf32> into tensor<2x2x?x16x16xf32>
    %v50 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x1x16xf32>
    %v51 = tensor.extract %v1[] : tensor<i32>
    %v52 = arith.index_cast %v51 : i32 to index
    %v53 = tensor.extract %v1[] : tensor<i32>
    %v54 = arith.index_cast %v53 : i32 to index
    %v55 = tensor.extract %v32[] : tensor<i32>
    %v56 = arith.index_cast %v55 : i32 to index
    %v57 = tensor.extract %v1[] : tensor<i32>
    %v58 = arith.index_cast %v57 : i32 to index
    %v59 = tensor.insert_slice %v50 into %v30[%v52, %v54, %v56, %v58] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xf32> into tensor<2x2x?x16xf32>
    return %v49, %v59 : tensor<2x2x?x16x16xf32>, tensor<2x2x?x16xf32>
  }
}
