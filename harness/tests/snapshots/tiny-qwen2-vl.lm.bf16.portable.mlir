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
  func.func @prefill_c2_w0(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<3x2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xbf16>, %arg10: tensor<2x2x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xbf16>, tensor<2x2x2x16xbf16>) {
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
    %v48 = "stablehlo.convert"(%v46) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v49 = tensor.empty() : tensor<2x64xf32>
    %v50 = arith.constant 0.0 : f32
    %v51 = linalg.fill ins(%v50 : f32) outs(%v49 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v52 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v48 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v51 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v54 = "stablehlo.add"(%v52, %v53) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v55 = "stablehlo.reshape"(%v54) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v56 = util.global.load @p4 : tensor<32x64xf32>
    %v57 = util.global.load @p5 : tensor<32xf32>
    %v58 = "stablehlo.convert"(%v56) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v59 = tensor.empty() : tensor<2x32xf32>
    %v60 = arith.constant 0.0 : f32
    %v61 = linalg.fill ins(%v60 : f32) outs(%v59 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v62 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v58 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v61 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v64 = "stablehlo.add"(%v62, %v63) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v65 = "stablehlo.reshape"(%v64) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v66 = util.global.load @p6 : tensor<32x64xf32>
    %v67 = util.global.load @p7 : tensor<32xf32>
    %v68 = "stablehlo.convert"(%v66) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v69 = tensor.empty() : tensor<2x32xf32>
    %v70 = arith.constant 0.0 : f32
    %v71 = linalg.fill ins(%v70 : f32) outs(%v69 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v68 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v71 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v74 = "stablehlo.add"(%v72, %v73) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v76 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v77 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v78 = "stablehlo.negate"(%v77) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v79 = "stablehlo.concatenate"(%v78, %v76) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v82 = "stablehlo.multiply"(%v55, %v80) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v83 = "stablehlo.multiply"(%v79, %v81) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v85 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v86 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v87 = "stablehlo.negate"(%v86) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v88 = "stablehlo.concatenate"(%v87, %v85) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v91 = "stablehlo.multiply"(%v65, %v89) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v92 = "stablehlo.multiply"(%v88, %v90) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v93 = "stablehlo.add"(%v91, %v92) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v94 = "stablehlo.reshape"(%v84) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v95 = "stablehlo.transpose"(%v94) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v97 = "stablehlo.convert"(%v93) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v98 = "stablehlo.convert"(%v75) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v99 = "stablehlo.convert"(%v97) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v100 = "stablehlo.convert"(%v98) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v101 = "stablehlo.transpose"(%v99) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v102 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v103 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<1xi32>) -> tensor<i32>
    %v105 = tensor.empty() : tensor<2x4x2xf32>
    %v106 = arith.constant 0.0 : f32
    %v107 = linalg.fill ins(%v106 : f32) outs(%v105 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    %v108 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v96, %v101 : tensor<2x4x16xf32>, tensor<2x2x16xf32>) outs(%v107 : tensor<2x4x2xf32>) {iree.opt.data_tiling} -> tensor<2x4x2xf32>
    %v109 = "stablehlo.reshape"(%v108) : (tensor<2x4x2xf32>) -> tensor<2x2x2x2xf32>
    %v110 = "stablehlo.multiply"(%v109, %v29) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v111 = "stablehlo.select"(%v27, %v110, %v28) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v113 = "stablehlo.reduce"(%v111, %v112) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v113) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v115 = "stablehlo.subtract"(%v111, %v114) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v116 = "stablehlo.exponential"(%v115) : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v118 = "stablehlo.reduce"(%v116, %v117) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v119 = "stablehlo.reshape"(%v116) : (tensor<2x2x2x2xf32>) -> tensor<2x4x2xf32>
    %v120 = tensor.empty() : tensor<2x4x16xf32>
    %v121 = arith.constant 0.0 : f32
    %v122 = linalg.fill ins(%v121 : f32) outs(%v120 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v123 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v119, %v102 : tensor<2x4x2xf32>, tensor<2x2x16xf32>) outs(%v122 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v124 = "stablehlo.reshape"(%v118) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v125 = "stablehlo.broadcast_in_dim"(%v124) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v126 = "stablehlo.divide"(%v123, %v125) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v127 = "stablehlo.reshape"(%v126) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v128 = "stablehlo.transpose"(%v127) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v129 = "stablehlo.reshape"(%v128) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v130 = util.global.load @p8 : tensor<64x64xf32>
    %v131 = "stablehlo.convert"(%v130) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v132 = tensor.empty() : tensor<2x64xf32>
    %v133 = arith.constant 0.0 : f32
    %v134 = linalg.fill ins(%v133 : f32) outs(%v132 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v135 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v129, %v131 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v134 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v136 = "stablehlo.add"(%v7, %v135) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v137 = util.global.load @p1 : tensor<64xf32>
    %v138 = "stablehlo.multiply"(%v136, %v136) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v139 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v140 = "stablehlo.reduce"(%v138, %v139) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v141 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v142 = "stablehlo.multiply"(%v140, %v141) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v142) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v144 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v145 = "stablehlo.add"(%v143, %v144) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v146 = "stablehlo.rsqrt"(%v145) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v147 = "stablehlo.multiply"(%v136, %v146) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v148 = "stablehlo.broadcast_in_dim"(%v137) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v149 = "stablehlo.multiply"(%v147, %v148) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v150 = util.global.load @p9 : tensor<128x64xf32>
    %v151 = "stablehlo.convert"(%v150) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v152 = tensor.empty() : tensor<2x128xf32>
    %v153 = arith.constant 0.0 : f32
    %v154 = linalg.fill ins(%v153 : f32) outs(%v152 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v155 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v149, %v151 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v154 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v156 = "stablehlo.logistic"(%v155) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v157 = "stablehlo.multiply"(%v155, %v156) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v158 = util.global.load @p10 : tensor<128x64xf32>
    %v159 = "stablehlo.convert"(%v158) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v160 = tensor.empty() : tensor<2x128xf32>
    %v161 = arith.constant 0.0 : f32
    %v162 = linalg.fill ins(%v161 : f32) outs(%v160 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v163 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v149, %v159 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v162 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v164 = "stablehlo.multiply"(%v157, %v163) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v165 = util.global.load @p11 : tensor<64x128xf32>
    %v166 = "stablehlo.convert"(%v165) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v167 = tensor.empty() : tensor<2x64xf32>
    %v168 = arith.constant 0.0 : f32
    %v169 = linalg.fill ins(%v168 : f32) outs(%v167 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v170 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v164, %v166 : tensor<2x128xf32>, tensor<64x128xbf16>) outs(%v169 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v171 = "stablehlo.add"(%v136, %v170) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v172 = "stablehlo.transpose"(%v97) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xbf16>) -> tensor<2x16x2xbf16>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<2x16x2xbf16>) -> tensor<1x2x16x2xbf16>
    %v174 = "stablehlo.transpose"(%v98) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xbf16>) -> tensor<2x2x16xbf16>
    %v175 = "stablehlo.reshape"(%v174) : (tensor<2x2x16xbf16>) -> tensor<1x2x2x16xbf16>
    %v176 = util.global.load @p12 : tensor<64xf32>
    %v177 = "stablehlo.multiply"(%v171, %v171) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v179 = "stablehlo.reduce"(%v177, %v178) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v180 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v181 = "stablehlo.multiply"(%v179, %v180) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v181) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v183 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v184 = "stablehlo.add"(%v182, %v183) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v185 = "stablehlo.rsqrt"(%v184) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v186 = "stablehlo.multiply"(%v171, %v185) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v187 = "stablehlo.broadcast_in_dim"(%v176) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v188 = "stablehlo.multiply"(%v186, %v187) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v189 = util.global.load @p14 : tensor<64x64xf32>
    %v190 = util.global.load @p15 : tensor<64xf32>
    %v191 = "stablehlo.convert"(%v189) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v192 = tensor.empty() : tensor<2x64xf32>
    %v193 = arith.constant 0.0 : f32
    %v194 = linalg.fill ins(%v193 : f32) outs(%v192 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v195 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v191 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v194 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v197 = "stablehlo.add"(%v195, %v196) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v198 = "stablehlo.reshape"(%v197) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v199 = util.global.load @p16 : tensor<32x64xf32>
    %v200 = util.global.load @p17 : tensor<32xf32>
    %v201 = "stablehlo.convert"(%v199) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v202 = tensor.empty() : tensor<2x32xf32>
    %v203 = arith.constant 0.0 : f32
    %v204 = linalg.fill ins(%v203 : f32) outs(%v202 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v205 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v201 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v204 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v200) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v208 = "stablehlo.reshape"(%v207) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v209 = util.global.load @p18 : tensor<32x64xf32>
    %v210 = util.global.load @p19 : tensor<32xf32>
    %v211 = "stablehlo.convert"(%v209) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v212 = tensor.empty() : tensor<2x32xf32>
    %v213 = arith.constant 0.0 : f32
    %v214 = linalg.fill ins(%v213 : f32) outs(%v212 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v215 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v211 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v214 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v217 = "stablehlo.add"(%v215, %v216) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v219 = "stablehlo.slice"(%v198) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v220 = "stablehlo.slice"(%v198) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v221 = "stablehlo.negate"(%v220) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v222 = "stablehlo.concatenate"(%v221, %v219) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v225 = "stablehlo.multiply"(%v198, %v223) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v226 = "stablehlo.multiply"(%v222, %v224) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v227 = "stablehlo.add"(%v225, %v226) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v228 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v229 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v230 = "stablehlo.negate"(%v229) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v231 = "stablehlo.concatenate"(%v230, %v228) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v232 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v234 = "stablehlo.multiply"(%v208, %v232) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v235 = "stablehlo.multiply"(%v231, %v233) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v236 = "stablehlo.add"(%v234, %v235) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v237 = "stablehlo.reshape"(%v227) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v238 = "stablehlo.transpose"(%v237) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v240 = "stablehlo.convert"(%v236) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v241 = "stablehlo.convert"(%v218) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v242 = "stablehlo.convert"(%v240) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v243 = "stablehlo.convert"(%v241) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v244 = "stablehlo.transpose"(%v242) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v245 = "stablehlo.transpose"(%v243) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v246 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v247 = "stablehlo.reshape"(%v246) : (tensor<1xi32>) -> tensor<i32>
    %v248 = tensor.empty() : tensor<2x4x2xf32>
    %v249 = arith.constant 0.0 : f32
    %v250 = linalg.fill ins(%v249 : f32) outs(%v248 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    %v251 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v239, %v244 : tensor<2x4x16xf32>, tensor<2x2x16xf32>) outs(%v250 : tensor<2x4x2xf32>) {iree.opt.data_tiling} -> tensor<2x4x2xf32>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<2x4x2xf32>) -> tensor<2x2x2x2xf32>
    %v253 = "stablehlo.multiply"(%v252, %v29) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v254 = "stablehlo.select"(%v27, %v253, %v28) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v255 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v256 = "stablehlo.reduce"(%v254, %v255) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v257 = "stablehlo.broadcast_in_dim"(%v256) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v258 = "stablehlo.subtract"(%v254, %v257) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v259 = "stablehlo.exponential"(%v258) : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v261 = "stablehlo.reduce"(%v259, %v260) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v262 = "stablehlo.reshape"(%v259) : (tensor<2x2x2x2xf32>) -> tensor<2x4x2xf32>
    %v263 = tensor.empty() : tensor<2x4x16xf32>
    %v264 = arith.constant 0.0 : f32
    %v265 = linalg.fill ins(%v264 : f32) outs(%v263 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v266 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v262, %v245 : tensor<2x4x2xf32>, tensor<2x2x16xf32>) outs(%v265 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v267 = "stablehlo.reshape"(%v261) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v267) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v269 = "stablehlo.divide"(%v266, %v268) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v270 = "stablehlo.reshape"(%v269) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v271 = "stablehlo.transpose"(%v270) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v272 = "stablehlo.reshape"(%v271) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v273 = util.global.load @p20 : tensor<64x64xf32>
    %v274 = "stablehlo.convert"(%v273) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v275 = tensor.empty() : tensor<2x64xf32>
    %v276 = arith.constant 0.0 : f32
    %v277 = linalg.fill ins(%v276 : f32) outs(%v275 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v278 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v272, %v274 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v277 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v279 = "stablehlo.add"(%v171, %v278) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v280 = util.global.load @p13 : tensor<64xf32>
    %v281 = "stablehlo.multiply"(%v279, %v279) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v283 = "stablehlo.reduce"(%v281, %v282) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v284 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v285 = "stablehlo.multiply"(%v283, %v284) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v287 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v288 = "stablehlo.add"(%v286, %v287) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v289 = "stablehlo.rsqrt"(%v288) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v290 = "stablehlo.multiply"(%v279, %v289) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v291 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v292 = "stablehlo.multiply"(%v290, %v291) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v293 = util.global.load @p21 : tensor<128x64xf32>
    %v294 = "stablehlo.convert"(%v293) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v295 = tensor.empty() : tensor<2x128xf32>
    %v296 = arith.constant 0.0 : f32
    %v297 = linalg.fill ins(%v296 : f32) outs(%v295 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v298 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v292, %v294 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v297 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v299 = "stablehlo.logistic"(%v298) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v300 = "stablehlo.multiply"(%v298, %v299) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v301 = util.global.load @p22 : tensor<128x64xf32>
    %v302 = "stablehlo.convert"(%v301) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v303 = tensor.empty() : tensor<2x128xf32>
    %v304 = arith.constant 0.0 : f32
    %v305 = linalg.fill ins(%v304 : f32) outs(%v303 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v306 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v292, %v302 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v305 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v307 = "stablehlo.multiply"(%v300, %v306) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v308 = util.global.load @p23 : tensor<64x128xf32>
    %v309 = "stablehlo.convert"(%v308) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v310 = tensor.empty() : tensor<2x64xf32>
    %v311 = arith.constant 0.0 : f32
    %v312 = linalg.fill ins(%v311 : f32) outs(%v310 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v307, %v309 : tensor<2x128xf32>, tensor<64x128xbf16>) outs(%v312 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v314 = "stablehlo.add"(%v279, %v313) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v315 = "stablehlo.transpose"(%v240) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xbf16>) -> tensor<2x16x2xbf16>
    %v316 = "stablehlo.reshape"(%v315) : (tensor<2x16x2xbf16>) -> tensor<1x2x16x2xbf16>
    %v317 = "stablehlo.transpose"(%v241) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xbf16>) -> tensor<2x2x16xbf16>
    %v318 = "stablehlo.reshape"(%v317) : (tensor<2x2x16xbf16>) -> tensor<1x2x2x16xbf16>
    %v319 = "stablehlo.concatenate"(%v173, %v316) {dimension = 0 : i64} : (tensor<1x2x16x2xbf16>, tensor<1x2x16x2xbf16>) -> tensor<2x2x16x2xbf16>
    %v320 = "stablehlo.concatenate"(%v175, %v318) {dimension = 0 : i64} : (tensor<1x2x2x16xbf16>, tensor<1x2x2x16xbf16>) -> tensor<2x2x2x16xbf16>
    %v321 = "stablehlo.dynamic_slice"(%v314, %arg7, %v30) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v322 = util.global.load @p25 : tensor<64xf32>
    %v323 = "stablehlo.multiply"(%v321, %v321) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v325 = "stablehlo.reduce"(%v323, %v324) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v326 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v328 = "stablehlo.broadcast_in_dim"(%v327) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v329 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v330 = "stablehlo.add"(%v328, %v329) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v331 = "stablehlo.rsqrt"(%v330) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v332 = "stablehlo.multiply"(%v321, %v331) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v333 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v334 = "stablehlo.multiply"(%v332, %v333) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v335 = util.global.load @p24 : tensor<151936x64xf32>
    %v336 = "stablehlo.convert"(%v335) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v337 = tensor.empty() : tensor<1x151936xf32>
    %v338 = arith.constant 0.0 : f32
    %v339 = linalg.fill ins(%v338 : f32) outs(%v337 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v340 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v334, %v336 : tensor<1x64xf32>, tensor<151936x64xbf16>) outs(%v339 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v340, %v314, %v319, %v320 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xbf16>, tensor<2x2x2x16xbf16>
  }
  func.func @prefill_c2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<3x2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xbf16>, %arg10: tensor<2x2x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xbf16>, tensor<2x2x2x16xbf16>) {
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
    %v58 = "stablehlo.convert"(%v56) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v59 = tensor.empty() : tensor<2x64xf32>
    %v60 = arith.constant 0.0 : f32
    %v61 = linalg.fill ins(%v60 : f32) outs(%v59 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v62 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v58 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v61 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v64 = "stablehlo.add"(%v62, %v63) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v65 = "stablehlo.reshape"(%v64) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v66 = util.global.load @p4 : tensor<32x64xf32>
    %v67 = util.global.load @p5 : tensor<32xf32>
    %v68 = "stablehlo.convert"(%v66) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v69 = tensor.empty() : tensor<2x32xf32>
    %v70 = arith.constant 0.0 : f32
    %v71 = linalg.fill ins(%v70 : f32) outs(%v69 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v68 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v71 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v74 = "stablehlo.add"(%v72, %v73) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v76 = util.global.load @p6 : tensor<32x64xf32>
    %v77 = util.global.load @p7 : tensor<32xf32>
    %v78 = "stablehlo.convert"(%v76) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v79 = tensor.empty() : tensor<2x32xf32>
    %v80 = arith.constant 0.0 : f32
    %v81 = linalg.fill ins(%v80 : f32) outs(%v79 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v82 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v78 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v81 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v77) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v85 = "stablehlo.reshape"(%v84) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v86 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v87 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v88 = "stablehlo.negate"(%v87) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v89 = "stablehlo.concatenate"(%v88, %v86) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v92 = "stablehlo.multiply"(%v65, %v90) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v93 = "stablehlo.multiply"(%v89, %v91) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v94 = "stablehlo.add"(%v92, %v93) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v95 = "stablehlo.slice"(%v75) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v96 = "stablehlo.slice"(%v75) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v97 = "stablehlo.negate"(%v96) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v98 = "stablehlo.concatenate"(%v97, %v95) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v99 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v101 = "stablehlo.multiply"(%v75, %v99) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v102 = "stablehlo.multiply"(%v98, %v100) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v103 = "stablehlo.add"(%v101, %v102) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v104 = "stablehlo.reshape"(%v94) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v105 = "stablehlo.transpose"(%v104) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v107 = "stablehlo.convert"(%v103) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v108 = "stablehlo.convert"(%v85) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v109 = "stablehlo.convert"(%v107) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v110 = "stablehlo.convert"(%v108) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v111 = "stablehlo.transpose"(%v109) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v112 = "stablehlo.transpose"(%v110) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v113 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v114 = "stablehlo.reshape"(%v113) : (tensor<1xi32>) -> tensor<i32>
    %v115 = "stablehlo.dynamic_slice"(%arg9, %v114, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xbf16>
    %v116 = "stablehlo.reshape"(%v115) : (tensor<1x2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v117 = "stablehlo.transpose"(%v116) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v118 = "stablehlo.reshape"(%v117) : (tensor<2x8x16x16xbf16>) -> tensor<2x128x16xbf16>
    %v119 = "stablehlo.convert"(%v118) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v120 = "stablehlo.dynamic_slice"(%arg10, %v114, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xbf16>
    %v121 = "stablehlo.reshape"(%v120) : (tensor<1x2x128x16xbf16>) -> tensor<2x128x16xbf16>
    %v122 = "stablehlo.convert"(%v121) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v123 = "stablehlo.concatenate"(%v119, %v111) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v124 = "stablehlo.concatenate"(%v122, %v112) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v125 = tensor.empty() : tensor<2x4x130xf32>
    %v126 = arith.constant 0.0 : f32
    %v127 = linalg.fill ins(%v126 : f32) outs(%v125 : tensor<2x4x130xf32>) -> tensor<2x4x130xf32>
    %v128 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v106, %v123 : tensor<2x4x16xf32>, tensor<2x130x16xf32>) outs(%v127 : tensor<2x4x130xf32>) {iree.opt.data_tiling} -> tensor<2x4x130xf32>
    %v129 = "stablehlo.reshape"(%v128) : (tensor<2x4x130xf32>) -> tensor<2x2x2x130xf32>
    %v130 = "stablehlo.multiply"(%v129, %v39) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v131 = "stablehlo.select"(%v37, %v130, %v38) : (tensor<2x2x2x130xi1>, tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v133 = "stablehlo.reduce"(%v131, %v132) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v134 = "stablehlo.broadcast_in_dim"(%v133) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v135 = "stablehlo.subtract"(%v131, %v134) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v136 = "stablehlo.exponential"(%v135) : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v138 = "stablehlo.reduce"(%v136, %v137) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v139 = "stablehlo.reshape"(%v136) : (tensor<2x2x2x130xf32>) -> tensor<2x4x130xf32>
    %v140 = tensor.empty() : tensor<2x4x16xf32>
    %v141 = arith.constant 0.0 : f32
    %v142 = linalg.fill ins(%v141 : f32) outs(%v140 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v143 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v139, %v124 : tensor<2x4x130xf32>, tensor<2x130x16xf32>) outs(%v142 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v144 = "stablehlo.reshape"(%v138) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v146 = "stablehlo.divide"(%v143, %v145) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v147 = "stablehlo.reshape"(%v146) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v148 = "stablehlo.transpose"(%v147) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v149 = "stablehlo.reshape"(%v148) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v150 = util.global.load @p8 : tensor<64x64xf32>
    %v151 = "stablehlo.convert"(%v150) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v152 = tensor.empty() : tensor<2x64xf32>
    %v153 = arith.constant 0.0 : f32
    %v154 = linalg.fill ins(%v153 : f32) outs(%v152 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v155 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v149, %v151 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v154 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v156 = "stablehlo.add"(%v7, %v155) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v157 = util.global.load @p1 : tensor<64xf32>
    %v158 = "stablehlo.multiply"(%v156, %v156) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v159 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v160 = "stablehlo.reduce"(%v158, %v159) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v161 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v162 = "stablehlo.multiply"(%v160, %v161) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v163 = "stablehlo.broadcast_in_dim"(%v162) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v164 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v165 = "stablehlo.add"(%v163, %v164) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v166 = "stablehlo.rsqrt"(%v165) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v167 = "stablehlo.multiply"(%v156, %v166) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%v157) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v169 = "stablehlo.multiply"(%v167, %v168) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v170 = util.global.load @p9 : tensor<128x64xf32>
    %v171 = "stablehlo.convert"(%v170) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v172 = tensor.empty() : tensor<2x128xf32>
    %v173 = arith.constant 0.0 : f32
    %v174 = linalg.fill ins(%v173 : f32) outs(%v172 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v175 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v169, %v171 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v174 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v176 = "stablehlo.logistic"(%v175) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v177 = "stablehlo.multiply"(%v175, %v176) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v178 = util.global.load @p10 : tensor<128x64xf32>
    %v179 = "stablehlo.convert"(%v178) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v180 = tensor.empty() : tensor<2x128xf32>
    %v181 = arith.constant 0.0 : f32
    %v182 = linalg.fill ins(%v181 : f32) outs(%v180 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v183 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v169, %v179 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v182 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v184 = "stablehlo.multiply"(%v177, %v183) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v185 = util.global.load @p11 : tensor<64x128xf32>
    %v186 = "stablehlo.convert"(%v185) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v187 = tensor.empty() : tensor<2x64xf32>
    %v188 = arith.constant 0.0 : f32
    %v189 = linalg.fill ins(%v188 : f32) outs(%v187 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v190 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v184, %v186 : tensor<2x128xf32>, tensor<64x128xbf16>) outs(%v189 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v191 = "stablehlo.add"(%v156, %v190) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v192 = "stablehlo.transpose"(%v107) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xbf16>) -> tensor<2x16x2xbf16>
    %v193 = "stablehlo.reshape"(%v192) : (tensor<2x16x2xbf16>) -> tensor<1x2x16x2xbf16>
    %v194 = "stablehlo.transpose"(%v108) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xbf16>) -> tensor<2x2x16xbf16>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<2x2x16xbf16>) -> tensor<1x2x2x16xbf16>
    %v196 = util.global.load @p12 : tensor<64xf32>
    %v197 = "stablehlo.multiply"(%v191, %v191) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v199 = "stablehlo.reduce"(%v197, %v198) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v200 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v201 = "stablehlo.multiply"(%v199, %v200) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v203 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v204 = "stablehlo.add"(%v202, %v203) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v205 = "stablehlo.rsqrt"(%v204) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v206 = "stablehlo.multiply"(%v191, %v205) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v196) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v208 = "stablehlo.multiply"(%v206, %v207) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v209 = util.global.load @p14 : tensor<64x64xf32>
    %v210 = util.global.load @p15 : tensor<64xf32>
    %v211 = "stablehlo.convert"(%v209) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v212 = tensor.empty() : tensor<2x64xf32>
    %v213 = arith.constant 0.0 : f32
    %v214 = linalg.fill ins(%v213 : f32) outs(%v212 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v215 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v208, %v211 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v214 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v217 = "stablehlo.add"(%v215, %v216) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v219 = util.global.load @p16 : tensor<32x64xf32>
    %v220 = util.global.load @p17 : tensor<32xf32>
    %v221 = "stablehlo.convert"(%v219) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v222 = tensor.empty() : tensor<2x32xf32>
    %v223 = arith.constant 0.0 : f32
    %v224 = linalg.fill ins(%v223 : f32) outs(%v222 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v225 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v208, %v221 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v224 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v226 = "stablehlo.broadcast_in_dim"(%v220) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v227 = "stablehlo.add"(%v225, %v226) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v228 = "stablehlo.reshape"(%v227) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v229 = util.global.load @p18 : tensor<32x64xf32>
    %v230 = util.global.load @p19 : tensor<32xf32>
    %v231 = "stablehlo.convert"(%v229) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v232 = tensor.empty() : tensor<2x32xf32>
    %v233 = arith.constant 0.0 : f32
    %v234 = linalg.fill ins(%v233 : f32) outs(%v232 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v235 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v208, %v231 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v234 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v230) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v237 = "stablehlo.add"(%v235, %v236) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v238 = "stablehlo.reshape"(%v237) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v239 = "stablehlo.slice"(%v218) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v240 = "stablehlo.slice"(%v218) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v241 = "stablehlo.negate"(%v240) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v242 = "stablehlo.concatenate"(%v241, %v239) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v245 = "stablehlo.multiply"(%v218, %v243) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v246 = "stablehlo.multiply"(%v242, %v244) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v247 = "stablehlo.add"(%v245, %v246) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v248 = "stablehlo.slice"(%v228) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v249 = "stablehlo.slice"(%v228) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v250 = "stablehlo.negate"(%v249) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v251 = "stablehlo.concatenate"(%v250, %v248) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v252 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v254 = "stablehlo.multiply"(%v228, %v252) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v255 = "stablehlo.multiply"(%v251, %v253) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v256 = "stablehlo.add"(%v254, %v255) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v257 = "stablehlo.reshape"(%v247) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v258 = "stablehlo.transpose"(%v257) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v259 = "stablehlo.reshape"(%v258) : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %v260 = "stablehlo.convert"(%v256) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v261 = "stablehlo.convert"(%v238) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v262 = "stablehlo.convert"(%v260) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v263 = "stablehlo.convert"(%v261) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v264 = "stablehlo.transpose"(%v262) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v265 = "stablehlo.transpose"(%v263) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v266 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v267 = "stablehlo.reshape"(%v266) : (tensor<1xi32>) -> tensor<i32>
    %v268 = "stablehlo.dynamic_slice"(%arg9, %v267, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xbf16>
    %v269 = "stablehlo.reshape"(%v268) : (tensor<1x2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v270 = "stablehlo.transpose"(%v269) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v271 = "stablehlo.reshape"(%v270) : (tensor<2x8x16x16xbf16>) -> tensor<2x128x16xbf16>
    %v272 = "stablehlo.convert"(%v271) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v273 = "stablehlo.dynamic_slice"(%arg10, %v267, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xbf16>
    %v274 = "stablehlo.reshape"(%v273) : (tensor<1x2x128x16xbf16>) -> tensor<2x128x16xbf16>
    %v275 = "stablehlo.convert"(%v274) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v276 = "stablehlo.concatenate"(%v272, %v264) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v277 = "stablehlo.concatenate"(%v275, %v265) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x2x16xf32>) -> tensor<2x130x16xf32>
    %v278 = tensor.empty() : tensor<2x4x130xf32>
    %v279 = arith.constant 0.0 : f32
    %v280 = linalg.fill ins(%v279 : f32) outs(%v278 : tensor<2x4x130xf32>) -> tensor<2x4x130xf32>
    %v281 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v259, %v276 : tensor<2x4x16xf32>, tensor<2x130x16xf32>) outs(%v280 : tensor<2x4x130xf32>) {iree.opt.data_tiling} -> tensor<2x4x130xf32>
    %v282 = "stablehlo.reshape"(%v281) : (tensor<2x4x130xf32>) -> tensor<2x2x2x130xf32>
    %v283 = "stablehlo.multiply"(%v282, %v39) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v284 = "stablehlo.select"(%v37, %v283, %v38) : (tensor<2x2x2x130xi1>, tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v285 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v286 = "stablehlo.reduce"(%v284, %v285) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v287 = "stablehlo.broadcast_in_dim"(%v286) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v288 = "stablehlo.subtract"(%v284, %v287) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v289 = "stablehlo.exponential"(%v288) : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v291 = "stablehlo.reduce"(%v289, %v290) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v292 = "stablehlo.reshape"(%v289) : (tensor<2x2x2x130xf32>) -> tensor<2x4x130xf32>
    %v293 = tensor.empty() : tensor<2x4x16xf32>
    %v294 = arith.constant 0.0 : f32
    %v295 = linalg.fill ins(%v294 : f32) outs(%v293 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v296 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v292, %v277 : tensor<2x4x130xf32>, tensor<2x130x16xf32>) outs(%v295 : tensor<2x4x16xf32>) {iree.opt.data_tiling} -> tensor<2x4x16xf32>
    %v297 = "stablehlo.reshape"(%v291) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %v299 = "stablehlo.divide"(%v296, %v298) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v300 = "stablehlo.reshape"(%v299) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v301 = "stablehlo.transpose"(%v300) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v302 = "stablehlo.reshape"(%v301) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v303 = util.global.load @p20 : tensor<64x64xf32>
    %v304 = "stablehlo.convert"(%v303) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v305 = tensor.empty() : tensor<2x64xf32>
    %v306 = arith.constant 0.0 : f32
    %v307 = linalg.fill ins(%v306 : f32) outs(%v305 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v308 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v302, %v304 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v307 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v309 = "stablehlo.add"(%v191, %v308) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v310 = util.global.load @p13 : tensor<64xf32>
    %v311 = "stablehlo.multiply"(%v309, %v309) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v313 = "stablehlo.reduce"(%v311, %v312) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v314 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v315 = "stablehlo.multiply"(%v313, %v314) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v316 = "stablehlo.broadcast_in_dim"(%v315) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v317 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v318 = "stablehlo.add"(%v316, %v317) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v319 = "stablehlo.rsqrt"(%v318) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v320 = "stablehlo.multiply"(%v309, %v319) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v322 = "stablehlo.multiply"(%v320, %v321) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v323 = util.global.load @p21 : tensor<128x64xf32>
    %v324 = "stablehlo.convert"(%v323) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v325 = tensor.empty() : tensor<2x128xf32>
    %v326 = arith.constant 0.0 : f32
    %v327 = linalg.fill ins(%v326 : f32) outs(%v325 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v328 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v322, %v324 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v327 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v329 = "stablehlo.logistic"(%v328) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v330 = "stablehlo.multiply"(%v328, %v329) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v331 = util.global.load @p22 : tensor<128x64xf32>
    %v332 = "stablehlo.convert"(%v331) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v333 = tensor.empty() : tensor<2x128xf32>
    %v334 = arith.constant 0.0 : f32
    %v335 = linalg.fill ins(%v334 : f32) outs(%v333 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v336 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v322, %v332 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v335 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v337 = "stablehlo.multiply"(%v330, %v336) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v338 = util.global.load @p23 : tensor<64x128xf32>
    %v339 = "stablehlo.convert"(%v338) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v340 = tensor.empty() : tensor<2x64xf32>
    %v341 = arith.constant 0.0 : f32
    %v342 = linalg.fill ins(%v341 : f32) outs(%v340 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v343 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v337, %v339 : tensor<2x128xf32>, tensor<64x128xbf16>) outs(%v342 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v344 = "stablehlo.add"(%v309, %v343) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v345 = "stablehlo.transpose"(%v260) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xbf16>) -> tensor<2x16x2xbf16>
    %v346 = "stablehlo.reshape"(%v345) : (tensor<2x16x2xbf16>) -> tensor<1x2x16x2xbf16>
    %v347 = "stablehlo.transpose"(%v261) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xbf16>) -> tensor<2x2x16xbf16>
    %v348 = "stablehlo.reshape"(%v347) : (tensor<2x2x16xbf16>) -> tensor<1x2x2x16xbf16>
    %v349 = "stablehlo.concatenate"(%v193, %v346) {dimension = 0 : i64} : (tensor<1x2x16x2xbf16>, tensor<1x2x16x2xbf16>) -> tensor<2x2x16x2xbf16>
    %v350 = "stablehlo.concatenate"(%v195, %v348) {dimension = 0 : i64} : (tensor<1x2x2x16xbf16>, tensor<1x2x2x16xbf16>) -> tensor<2x2x2x16xbf16>
    %v351 = "stablehlo.dynamic_slice"(%v344, %arg7, %v40) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v352 = util.global.load @p25 : tensor<64xf32>
    %v353 = "stablehlo.multiply"(%v351, %v351) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v354 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v355 = "stablehlo.reduce"(%v353, %v354) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v356 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v357 = "stablehlo.multiply"(%v355, %v356) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v358 = "stablehlo.broadcast_in_dim"(%v357) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v359 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v360 = "stablehlo.add"(%v358, %v359) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v361 = "stablehlo.rsqrt"(%v360) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v362 = "stablehlo.multiply"(%v351, %v361) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v363 = "stablehlo.broadcast_in_dim"(%v352) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v364 = "stablehlo.multiply"(%v362, %v363) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v365 = util.global.load @p24 : tensor<151936x64xf32>
    %v366 = "stablehlo.convert"(%v365) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v367 = tensor.empty() : tensor<1x151936xf32>
    %v368 = arith.constant 0.0 : f32
    %v369 = linalg.fill ins(%v368 : f32) outs(%v367 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v370 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v364, %v366 : tensor<1x64xf32>, tensor<151936x64xbf16>) outs(%v369 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v370, %v344, %v349, %v350 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xbf16>, tensor<2x2x2x16xbf16>
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
    %v15 = "stablehlo.convert"(%v14) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v16 = tensor.empty() : tensor<2x151936xf32>
    %v17 = arith.constant 0.0 : f32
    %v18 = linalg.fill ins(%v17 : f32) outs(%v16 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v13, %v15 : tensor<2x64xf32>, tensor<151936x64xbf16>) outs(%v18 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v19 : tensor<2x151936xf32>
  }
  func.func @kv_write_c2(%arg0: tensor<2x2x?x16x16xbf16>, %arg1: tensor<2x2x?x16xbf16>, %arg2: tensor<2x2x16x2xbf16>, %arg3: tensor<2x2x2x16xbf16>, %arg4: tensor<i32>) -> (tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xbf16>) -> tensor<2x2x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 2, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xbf16>) -> tensor<2x2x16x1xbf16>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v40 = tensor.extract %v1[] : tensor<i32>
    %v41 = arith.index_cast %v40 : i32 to index
    %v42 = tensor.extract %v1[] : tensor<i32>
    %v43 = arith.index_cast %v42 : i32 to index
    %v44 = tensor.extract %arg4[] : tensor<i32>
    %v45 = arith.index_cast %v44 : i32 to index
    %v46 = tensor.extract %v1[] : tensor<i32>
    %v47 = arith.index_cast %v46 : i32 to index
    %v48 = tensor.insert_slice %arg3 into %arg1[%v41, %v43, %v45, %v47] [2, 2, 2, 16] [1, 1, 1, 1] : tensor<2x2x2x16xbf16> into tensor<2x2x?x16xbf16>
    return %v39, %v48 : tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>
  }
  func.func @prefill_c16_w0(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<3x16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xbf16>, %arg10: tensor<2x2x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xbf16>, tensor<2x2x16x16xbf16>) {
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
    %v48 = "stablehlo.convert"(%v46) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v49 = tensor.empty() : tensor<16x64xf32>
    %v50 = arith.constant 0.0 : f32
    %v51 = linalg.fill ins(%v50 : f32) outs(%v49 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v52 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v48 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v51 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v54 = "stablehlo.add"(%v52, %v53) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v55 = "stablehlo.reshape"(%v54) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v56 = util.global.load @p4 : tensor<32x64xf32>
    %v57 = util.global.load @p5 : tensor<32xf32>
    %v58 = "stablehlo.convert"(%v56) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v59 = tensor.empty() : tensor<16x32xf32>
    %v60 = arith.constant 0.0 : f32
    %v61 = linalg.fill ins(%v60 : f32) outs(%v59 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v62 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v58 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v61 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v64 = "stablehlo.add"(%v62, %v63) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v65 = "stablehlo.reshape"(%v64) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v66 = util.global.load @p6 : tensor<32x64xf32>
    %v67 = util.global.load @p7 : tensor<32xf32>
    %v68 = "stablehlo.convert"(%v66) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v69 = tensor.empty() : tensor<16x32xf32>
    %v70 = arith.constant 0.0 : f32
    %v71 = linalg.fill ins(%v70 : f32) outs(%v69 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v45, %v68 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v71 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v74 = "stablehlo.add"(%v72, %v73) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v76 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v77 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v78 = "stablehlo.negate"(%v77) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v79 = "stablehlo.concatenate"(%v78, %v76) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v82 = "stablehlo.multiply"(%v55, %v80) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v83 = "stablehlo.multiply"(%v79, %v81) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v85 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v86 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v87 = "stablehlo.negate"(%v86) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v88 = "stablehlo.concatenate"(%v87, %v85) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v91 = "stablehlo.multiply"(%v65, %v89) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v92 = "stablehlo.multiply"(%v88, %v90) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v93 = "stablehlo.add"(%v91, %v92) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v94 = "stablehlo.reshape"(%v84) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v95 = "stablehlo.transpose"(%v94) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v97 = "stablehlo.convert"(%v93) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v98 = "stablehlo.convert"(%v75) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v99 = "stablehlo.convert"(%v97) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v100 = "stablehlo.convert"(%v98) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v101 = "stablehlo.transpose"(%v99) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v102 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v103 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<1xi32>) -> tensor<i32>
    %v105 = tensor.empty() : tensor<2x32x16xf32>
    %v106 = arith.constant 0.0 : f32
    %v107 = linalg.fill ins(%v106 : f32) outs(%v105 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v108 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v96, %v101 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v107 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v109 = "stablehlo.reshape"(%v108) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v110 = "stablehlo.multiply"(%v109, %v29) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v111 = "stablehlo.select"(%v27, %v110, %v28) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v113 = "stablehlo.reduce"(%v111, %v112) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v113) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v115 = "stablehlo.subtract"(%v111, %v114) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v116 = "stablehlo.exponential"(%v115) : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v118 = "stablehlo.reduce"(%v116, %v117) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v119 = "stablehlo.reshape"(%v116) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v120 = tensor.empty() : tensor<2x32x16xf32>
    %v121 = arith.constant 0.0 : f32
    %v122 = linalg.fill ins(%v121 : f32) outs(%v120 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v123 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v119, %v102 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v122 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v124 = "stablehlo.reshape"(%v118) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v125 = "stablehlo.broadcast_in_dim"(%v124) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v126 = "stablehlo.divide"(%v123, %v125) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v127 = "stablehlo.reshape"(%v126) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v128 = "stablehlo.transpose"(%v127) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v129 = "stablehlo.reshape"(%v128) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v130 = util.global.load @p8 : tensor<64x64xf32>
    %v131 = "stablehlo.convert"(%v130) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v132 = tensor.empty() : tensor<16x64xf32>
    %v133 = arith.constant 0.0 : f32
    %v134 = linalg.fill ins(%v133 : f32) outs(%v132 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v135 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v129, %v131 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v134 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v136 = "stablehlo.add"(%v7, %v135) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v137 = util.global.load @p1 : tensor<64xf32>
    %v138 = "stablehlo.multiply"(%v136, %v136) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v139 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v140 = "stablehlo.reduce"(%v138, %v139) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v141 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v142 = "stablehlo.multiply"(%v140, %v141) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v142) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v144 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v145 = "stablehlo.add"(%v143, %v144) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v146 = "stablehlo.rsqrt"(%v145) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v147 = "stablehlo.multiply"(%v136, %v146) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v148 = "stablehlo.broadcast_in_dim"(%v137) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v149 = "stablehlo.multiply"(%v147, %v148) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v150 = util.global.load @p9 : tensor<128x64xf32>
    %v151 = "stablehlo.convert"(%v150) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v152 = tensor.empty() : tensor<16x128xf32>
    %v153 = arith.constant 0.0 : f32
    %v154 = linalg.fill ins(%v153 : f32) outs(%v152 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v155 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v149, %v151 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v154 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v156 = "stablehlo.logistic"(%v155) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v157 = "stablehlo.multiply"(%v155, %v156) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v158 = util.global.load @p10 : tensor<128x64xf32>
    %v159 = "stablehlo.convert"(%v158) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v160 = tensor.empty() : tensor<16x128xf32>
    %v161 = arith.constant 0.0 : f32
    %v162 = linalg.fill ins(%v161 : f32) outs(%v160 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v163 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v149, %v159 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v162 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v164 = "stablehlo.multiply"(%v157, %v163) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v165 = util.global.load @p11 : tensor<64x128xf32>
    %v166 = "stablehlo.convert"(%v165) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v167 = tensor.empty() : tensor<16x64xf32>
    %v168 = arith.constant 0.0 : f32
    %v169 = linalg.fill ins(%v168 : f32) outs(%v167 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v170 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v164, %v166 : tensor<16x128xf32>, tensor<64x128xbf16>) outs(%v169 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v171 = "stablehlo.add"(%v136, %v170) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v172 = "stablehlo.transpose"(%v97) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v174 = "stablehlo.transpose"(%v98) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v175 = "stablehlo.reshape"(%v174) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v176 = util.global.load @p12 : tensor<64xf32>
    %v177 = "stablehlo.multiply"(%v171, %v171) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v179 = "stablehlo.reduce"(%v177, %v178) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v180 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v181 = "stablehlo.multiply"(%v179, %v180) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v181) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v183 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v184 = "stablehlo.add"(%v182, %v183) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v185 = "stablehlo.rsqrt"(%v184) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v186 = "stablehlo.multiply"(%v171, %v185) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v187 = "stablehlo.broadcast_in_dim"(%v176) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v188 = "stablehlo.multiply"(%v186, %v187) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v189 = util.global.load @p14 : tensor<64x64xf32>
    %v190 = util.global.load @p15 : tensor<64xf32>
    %v191 = "stablehlo.convert"(%v189) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v192 = tensor.empty() : tensor<16x64xf32>
    %v193 = arith.constant 0.0 : f32
    %v194 = linalg.fill ins(%v193 : f32) outs(%v192 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v195 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v191 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v194 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v197 = "stablehlo.add"(%v195, %v196) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v198 = "stablehlo.reshape"(%v197) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v199 = util.global.load @p16 : tensor<32x64xf32>
    %v200 = util.global.load @p17 : tensor<32xf32>
    %v201 = "stablehlo.convert"(%v199) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v202 = tensor.empty() : tensor<16x32xf32>
    %v203 = arith.constant 0.0 : f32
    %v204 = linalg.fill ins(%v203 : f32) outs(%v202 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v205 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v201 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v204 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v200) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v208 = "stablehlo.reshape"(%v207) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v209 = util.global.load @p18 : tensor<32x64xf32>
    %v210 = util.global.load @p19 : tensor<32xf32>
    %v211 = "stablehlo.convert"(%v209) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v212 = tensor.empty() : tensor<16x32xf32>
    %v213 = arith.constant 0.0 : f32
    %v214 = linalg.fill ins(%v213 : f32) outs(%v212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v215 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v211 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v214 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v217 = "stablehlo.add"(%v215, %v216) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v219 = "stablehlo.slice"(%v198) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v220 = "stablehlo.slice"(%v198) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v221 = "stablehlo.negate"(%v220) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v222 = "stablehlo.concatenate"(%v221, %v219) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v225 = "stablehlo.multiply"(%v198, %v223) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v226 = "stablehlo.multiply"(%v222, %v224) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v227 = "stablehlo.add"(%v225, %v226) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v228 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v229 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v230 = "stablehlo.negate"(%v229) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v231 = "stablehlo.concatenate"(%v230, %v228) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v232 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v234 = "stablehlo.multiply"(%v208, %v232) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v235 = "stablehlo.multiply"(%v231, %v233) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v236 = "stablehlo.add"(%v234, %v235) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v237 = "stablehlo.reshape"(%v227) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v238 = "stablehlo.transpose"(%v237) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v240 = "stablehlo.convert"(%v236) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v241 = "stablehlo.convert"(%v218) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v242 = "stablehlo.convert"(%v240) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v243 = "stablehlo.convert"(%v241) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v244 = "stablehlo.transpose"(%v242) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v245 = "stablehlo.transpose"(%v243) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v246 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v247 = "stablehlo.reshape"(%v246) : (tensor<1xi32>) -> tensor<i32>
    %v248 = tensor.empty() : tensor<2x32x16xf32>
    %v249 = arith.constant 0.0 : f32
    %v250 = linalg.fill ins(%v249 : f32) outs(%v248 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v251 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v239, %v244 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v250 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v253 = "stablehlo.multiply"(%v252, %v29) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v254 = "stablehlo.select"(%v27, %v253, %v28) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v255 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v256 = "stablehlo.reduce"(%v254, %v255) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v257 = "stablehlo.broadcast_in_dim"(%v256) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v258 = "stablehlo.subtract"(%v254, %v257) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v259 = "stablehlo.exponential"(%v258) : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v261 = "stablehlo.reduce"(%v259, %v260) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v262 = "stablehlo.reshape"(%v259) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v263 = tensor.empty() : tensor<2x32x16xf32>
    %v264 = arith.constant 0.0 : f32
    %v265 = linalg.fill ins(%v264 : f32) outs(%v263 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v266 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v262, %v245 : tensor<2x32x16xf32>, tensor<2x16x16xf32>) outs(%v265 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v267 = "stablehlo.reshape"(%v261) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v267) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v269 = "stablehlo.divide"(%v266, %v268) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v270 = "stablehlo.reshape"(%v269) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v271 = "stablehlo.transpose"(%v270) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v272 = "stablehlo.reshape"(%v271) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v273 = util.global.load @p20 : tensor<64x64xf32>
    %v274 = "stablehlo.convert"(%v273) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v275 = tensor.empty() : tensor<16x64xf32>
    %v276 = arith.constant 0.0 : f32
    %v277 = linalg.fill ins(%v276 : f32) outs(%v275 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v278 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v272, %v274 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v277 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v279 = "stablehlo.add"(%v171, %v278) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v280 = util.global.load @p13 : tensor<64xf32>
    %v281 = "stablehlo.multiply"(%v279, %v279) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v283 = "stablehlo.reduce"(%v281, %v282) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v284 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v285 = "stablehlo.multiply"(%v283, %v284) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v287 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v288 = "stablehlo.add"(%v286, %v287) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v289 = "stablehlo.rsqrt"(%v288) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v290 = "stablehlo.multiply"(%v279, %v289) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v291 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v292 = "stablehlo.multiply"(%v290, %v291) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v293 = util.global.load @p21 : tensor<128x64xf32>
    %v294 = "stablehlo.convert"(%v293) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v295 = tensor.empty() : tensor<16x128xf32>
    %v296 = arith.constant 0.0 : f32
    %v297 = linalg.fill ins(%v296 : f32) outs(%v295 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v298 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v292, %v294 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v297 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v299 = "stablehlo.logistic"(%v298) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v300 = "stablehlo.multiply"(%v298, %v299) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v301 = util.global.load @p22 : tensor<128x64xf32>
    %v302 = "stablehlo.convert"(%v301) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v303 = tensor.empty() : tensor<16x128xf32>
    %v304 = arith.constant 0.0 : f32
    %v305 = linalg.fill ins(%v304 : f32) outs(%v303 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v306 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v292, %v302 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v305 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v307 = "stablehlo.multiply"(%v300, %v306) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v308 = util.global.load @p23 : tensor<64x128xf32>
    %v309 = "stablehlo.convert"(%v308) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v310 = tensor.empty() : tensor<16x64xf32>
    %v311 = arith.constant 0.0 : f32
    %v312 = linalg.fill ins(%v311 : f32) outs(%v310 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v307, %v309 : tensor<16x128xf32>, tensor<64x128xbf16>) outs(%v312 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v314 = "stablehlo.add"(%v279, %v313) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v315 = "stablehlo.transpose"(%v240) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v316 = "stablehlo.reshape"(%v315) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v317 = "stablehlo.transpose"(%v241) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v318 = "stablehlo.reshape"(%v317) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v319 = "stablehlo.concatenate"(%v173, %v316) {dimension = 0 : i64} : (tensor<1x2x16x16xbf16>, tensor<1x2x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %v320 = "stablehlo.concatenate"(%v175, %v318) {dimension = 0 : i64} : (tensor<1x2x16x16xbf16>, tensor<1x2x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %v321 = "stablehlo.dynamic_slice"(%v314, %arg7, %v30) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v322 = util.global.load @p25 : tensor<64xf32>
    %v323 = "stablehlo.multiply"(%v321, %v321) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v325 = "stablehlo.reduce"(%v323, %v324) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v326 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v328 = "stablehlo.broadcast_in_dim"(%v327) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v329 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v330 = "stablehlo.add"(%v328, %v329) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v331 = "stablehlo.rsqrt"(%v330) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v332 = "stablehlo.multiply"(%v321, %v331) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v333 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v334 = "stablehlo.multiply"(%v332, %v333) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v335 = util.global.load @p24 : tensor<151936x64xf32>
    %v336 = "stablehlo.convert"(%v335) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v337 = tensor.empty() : tensor<1x151936xf32>
    %v338 = arith.constant 0.0 : f32
    %v339 = linalg.fill ins(%v338 : f32) outs(%v337 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v340 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v334, %v336 : tensor<1x64xf32>, tensor<151936x64xbf16>) outs(%v339 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v340, %v314, %v319, %v320 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xbf16>, tensor<2x2x16x16xbf16>
  }
  func.func @prefill_c16_w128(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<3x16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x?x16x16xbf16>, %arg10: tensor<2x2x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xbf16>, tensor<2x2x16x16xbf16>) {
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
    %v58 = "stablehlo.convert"(%v56) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v59 = tensor.empty() : tensor<16x64xf32>
    %v60 = arith.constant 0.0 : f32
    %v61 = linalg.fill ins(%v60 : f32) outs(%v59 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v62 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v58 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v61 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v64 = "stablehlo.add"(%v62, %v63) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v65 = "stablehlo.reshape"(%v64) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v66 = util.global.load @p4 : tensor<32x64xf32>
    %v67 = util.global.load @p5 : tensor<32xf32>
    %v68 = "stablehlo.convert"(%v66) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v69 = tensor.empty() : tensor<16x32xf32>
    %v70 = arith.constant 0.0 : f32
    %v71 = linalg.fill ins(%v70 : f32) outs(%v69 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v68 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v71 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v74 = "stablehlo.add"(%v72, %v73) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v76 = util.global.load @p6 : tensor<32x64xf32>
    %v77 = util.global.load @p7 : tensor<32xf32>
    %v78 = "stablehlo.convert"(%v76) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v79 = tensor.empty() : tensor<16x32xf32>
    %v80 = arith.constant 0.0 : f32
    %v81 = linalg.fill ins(%v80 : f32) outs(%v79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v82 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v78 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v81 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v77) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v85 = "stablehlo.reshape"(%v84) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v86 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v87 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v88 = "stablehlo.negate"(%v87) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v89 = "stablehlo.concatenate"(%v88, %v86) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v92 = "stablehlo.multiply"(%v65, %v90) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v93 = "stablehlo.multiply"(%v89, %v91) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v94 = "stablehlo.add"(%v92, %v93) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v95 = "stablehlo.slice"(%v75) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v96 = "stablehlo.slice"(%v75) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v97 = "stablehlo.negate"(%v96) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v98 = "stablehlo.concatenate"(%v97, %v95) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v99 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v101 = "stablehlo.multiply"(%v75, %v99) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v102 = "stablehlo.multiply"(%v98, %v100) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v103 = "stablehlo.add"(%v101, %v102) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v104 = "stablehlo.reshape"(%v94) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v105 = "stablehlo.transpose"(%v104) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v107 = "stablehlo.convert"(%v103) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v108 = "stablehlo.convert"(%v85) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v109 = "stablehlo.convert"(%v107) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v110 = "stablehlo.convert"(%v108) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v111 = "stablehlo.transpose"(%v109) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v112 = "stablehlo.transpose"(%v110) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v113 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v114 = "stablehlo.reshape"(%v113) : (tensor<1xi32>) -> tensor<i32>
    %v115 = "stablehlo.dynamic_slice"(%arg9, %v114, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xbf16>
    %v116 = "stablehlo.reshape"(%v115) : (tensor<1x2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v117 = "stablehlo.transpose"(%v116) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v118 = "stablehlo.reshape"(%v117) : (tensor<2x8x16x16xbf16>) -> tensor<2x128x16xbf16>
    %v119 = "stablehlo.convert"(%v118) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v120 = "stablehlo.dynamic_slice"(%arg10, %v114, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xbf16>
    %v121 = "stablehlo.reshape"(%v120) : (tensor<1x2x128x16xbf16>) -> tensor<2x128x16xbf16>
    %v122 = "stablehlo.convert"(%v121) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v123 = "stablehlo.concatenate"(%v119, %v111) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v124 = "stablehlo.concatenate"(%v122, %v112) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v125 = tensor.empty() : tensor<2x32x144xf32>
    %v126 = arith.constant 0.0 : f32
    %v127 = linalg.fill ins(%v126 : f32) outs(%v125 : tensor<2x32x144xf32>) -> tensor<2x32x144xf32>
    %v128 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v106, %v123 : tensor<2x32x16xf32>, tensor<2x144x16xf32>) outs(%v127 : tensor<2x32x144xf32>) {iree.opt.data_tiling} -> tensor<2x32x144xf32>
    %v129 = "stablehlo.reshape"(%v128) : (tensor<2x32x144xf32>) -> tensor<2x16x2x144xf32>
    %v130 = "stablehlo.multiply"(%v129, %v39) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v131 = "stablehlo.select"(%v37, %v130, %v38) : (tensor<2x16x2x144xi1>, tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v133 = "stablehlo.reduce"(%v131, %v132) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v134 = "stablehlo.broadcast_in_dim"(%v133) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v135 = "stablehlo.subtract"(%v131, %v134) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v136 = "stablehlo.exponential"(%v135) : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v138 = "stablehlo.reduce"(%v136, %v137) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v139 = "stablehlo.reshape"(%v136) : (tensor<2x16x2x144xf32>) -> tensor<2x32x144xf32>
    %v140 = tensor.empty() : tensor<2x32x16xf32>
    %v141 = arith.constant 0.0 : f32
    %v142 = linalg.fill ins(%v141 : f32) outs(%v140 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v143 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v139, %v124 : tensor<2x32x144xf32>, tensor<2x144x16xf32>) outs(%v142 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v144 = "stablehlo.reshape"(%v138) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v146 = "stablehlo.divide"(%v143, %v145) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v147 = "stablehlo.reshape"(%v146) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v148 = "stablehlo.transpose"(%v147) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v149 = "stablehlo.reshape"(%v148) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v150 = util.global.load @p8 : tensor<64x64xf32>
    %v151 = "stablehlo.convert"(%v150) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v152 = tensor.empty() : tensor<16x64xf32>
    %v153 = arith.constant 0.0 : f32
    %v154 = linalg.fill ins(%v153 : f32) outs(%v152 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v155 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v149, %v151 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v154 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v156 = "stablehlo.add"(%v7, %v155) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v157 = util.global.load @p1 : tensor<64xf32>
    %v158 = "stablehlo.multiply"(%v156, %v156) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v159 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v160 = "stablehlo.reduce"(%v158, %v159) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v161 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v162 = "stablehlo.multiply"(%v160, %v161) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v163 = "stablehlo.broadcast_in_dim"(%v162) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v164 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v165 = "stablehlo.add"(%v163, %v164) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v166 = "stablehlo.rsqrt"(%v165) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v167 = "stablehlo.multiply"(%v156, %v166) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%v157) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v169 = "stablehlo.multiply"(%v167, %v168) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v170 = util.global.load @p9 : tensor<128x64xf32>
    %v171 = "stablehlo.convert"(%v170) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v172 = tensor.empty() : tensor<16x128xf32>
    %v173 = arith.constant 0.0 : f32
    %v174 = linalg.fill ins(%v173 : f32) outs(%v172 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v175 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v169, %v171 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v174 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v176 = "stablehlo.logistic"(%v175) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v177 = "stablehlo.multiply"(%v175, %v176) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v178 = util.global.load @p10 : tensor<128x64xf32>
    %v179 = "stablehlo.convert"(%v178) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v180 = tensor.empty() : tensor<16x128xf32>
    %v181 = arith.constant 0.0 : f32
    %v182 = linalg.fill ins(%v181 : f32) outs(%v180 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v183 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v169, %v179 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v182 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v184 = "stablehlo.multiply"(%v177, %v183) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v185 = util.global.load @p11 : tensor<64x128xf32>
    %v186 = "stablehlo.convert"(%v185) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v187 = tensor.empty() : tensor<16x64xf32>
    %v188 = arith.constant 0.0 : f32
    %v189 = linalg.fill ins(%v188 : f32) outs(%v187 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v190 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v184, %v186 : tensor<16x128xf32>, tensor<64x128xbf16>) outs(%v189 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v191 = "stablehlo.add"(%v156, %v190) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v192 = "stablehlo.transpose"(%v107) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v193 = "stablehlo.reshape"(%v192) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v194 = "stablehlo.transpose"(%v108) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v196 = util.global.load @p12 : tensor<64xf32>
    %v197 = "stablehlo.multiply"(%v191, %v191) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v199 = "stablehlo.reduce"(%v197, %v198) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v200 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v201 = "stablehlo.multiply"(%v199, %v200) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v203 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v204 = "stablehlo.add"(%v202, %v203) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v205 = "stablehlo.rsqrt"(%v204) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v206 = "stablehlo.multiply"(%v191, %v205) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v196) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v208 = "stablehlo.multiply"(%v206, %v207) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v209 = util.global.load @p14 : tensor<64x64xf32>
    %v210 = util.global.load @p15 : tensor<64xf32>
    %v211 = "stablehlo.convert"(%v209) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v212 = tensor.empty() : tensor<16x64xf32>
    %v213 = arith.constant 0.0 : f32
    %v214 = linalg.fill ins(%v213 : f32) outs(%v212 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v215 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v208, %v211 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v214 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v217 = "stablehlo.add"(%v215, %v216) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v219 = util.global.load @p16 : tensor<32x64xf32>
    %v220 = util.global.load @p17 : tensor<32xf32>
    %v221 = "stablehlo.convert"(%v219) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v222 = tensor.empty() : tensor<16x32xf32>
    %v223 = arith.constant 0.0 : f32
    %v224 = linalg.fill ins(%v223 : f32) outs(%v222 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v225 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v208, %v221 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v224 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v226 = "stablehlo.broadcast_in_dim"(%v220) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v227 = "stablehlo.add"(%v225, %v226) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v228 = "stablehlo.reshape"(%v227) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v229 = util.global.load @p18 : tensor<32x64xf32>
    %v230 = util.global.load @p19 : tensor<32xf32>
    %v231 = "stablehlo.convert"(%v229) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v232 = tensor.empty() : tensor<16x32xf32>
    %v233 = arith.constant 0.0 : f32
    %v234 = linalg.fill ins(%v233 : f32) outs(%v232 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v235 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v208, %v231 : tensor<16x64xf32>, tensor<32x64xbf16>) outs(%v234 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v230) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v237 = "stablehlo.add"(%v235, %v236) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v238 = "stablehlo.reshape"(%v237) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v239 = "stablehlo.slice"(%v218) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v240 = "stablehlo.slice"(%v218) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v241 = "stablehlo.negate"(%v240) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v242 = "stablehlo.concatenate"(%v241, %v239) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v245 = "stablehlo.multiply"(%v218, %v243) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v246 = "stablehlo.multiply"(%v242, %v244) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v247 = "stablehlo.add"(%v245, %v246) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v248 = "stablehlo.slice"(%v228) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v249 = "stablehlo.slice"(%v228) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v250 = "stablehlo.negate"(%v249) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v251 = "stablehlo.concatenate"(%v250, %v248) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v252 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v254 = "stablehlo.multiply"(%v228, %v252) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v255 = "stablehlo.multiply"(%v251, %v253) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v256 = "stablehlo.add"(%v254, %v255) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v257 = "stablehlo.reshape"(%v247) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v258 = "stablehlo.transpose"(%v257) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x2x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v259 = "stablehlo.reshape"(%v258) : (tensor<2x16x2x16xf32>) -> tensor<2x32x16xf32>
    %v260 = "stablehlo.convert"(%v256) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v261 = "stablehlo.convert"(%v238) : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    %v262 = "stablehlo.convert"(%v260) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v263 = "stablehlo.convert"(%v261) : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %v264 = "stablehlo.transpose"(%v262) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v265 = "stablehlo.transpose"(%v263) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v266 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v267 = "stablehlo.reshape"(%v266) : (tensor<1xi32>) -> tensor<i32>
    %v268 = "stablehlo.dynamic_slice"(%arg9, %v267, %v40, %v42, %v40, %v40) {slice_sizes = array<i64: 1, 2, 8, 16, 16>} : (tensor<2x2x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x16x16xbf16>
    %v269 = "stablehlo.reshape"(%v268) : (tensor<1x2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v270 = "stablehlo.transpose"(%v269) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x8x16x16xbf16>) -> tensor<2x8x16x16xbf16>
    %v271 = "stablehlo.reshape"(%v270) : (tensor<2x8x16x16xbf16>) -> tensor<2x128x16xbf16>
    %v272 = "stablehlo.convert"(%v271) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v273 = "stablehlo.dynamic_slice"(%arg10, %v267, %v40, %arg4, %v40) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xbf16>
    %v274 = "stablehlo.reshape"(%v273) : (tensor<1x2x128x16xbf16>) -> tensor<2x128x16xbf16>
    %v275 = "stablehlo.convert"(%v274) : (tensor<2x128x16xbf16>) -> tensor<2x128x16xf32>
    %v276 = "stablehlo.concatenate"(%v272, %v264) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v277 = "stablehlo.concatenate"(%v275, %v265) {dimension = 1 : i64} : (tensor<2x128x16xf32>, tensor<2x16x16xf32>) -> tensor<2x144x16xf32>
    %v278 = tensor.empty() : tensor<2x32x144xf32>
    %v279 = arith.constant 0.0 : f32
    %v280 = linalg.fill ins(%v279 : f32) outs(%v278 : tensor<2x32x144xf32>) -> tensor<2x32x144xf32>
    %v281 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v259, %v276 : tensor<2x32x16xf32>, tensor<2x144x16xf32>) outs(%v280 : tensor<2x32x144xf32>) {iree.opt.data_tiling} -> tensor<2x32x144xf32>
    %v282 = "stablehlo.reshape"(%v281) : (tensor<2x32x144xf32>) -> tensor<2x16x2x144xf32>
    %v283 = "stablehlo.multiply"(%v282, %v39) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v284 = "stablehlo.select"(%v37, %v283, %v38) : (tensor<2x16x2x144xi1>, tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v285 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v286 = "stablehlo.reduce"(%v284, %v285) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v287 = "stablehlo.broadcast_in_dim"(%v286) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v288 = "stablehlo.subtract"(%v284, %v287) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v289 = "stablehlo.exponential"(%v288) : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v291 = "stablehlo.reduce"(%v289, %v290) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v292 = "stablehlo.reshape"(%v289) : (tensor<2x16x2x144xf32>) -> tensor<2x32x144xf32>
    %v293 = tensor.empty() : tensor<2x32x16xf32>
    %v294 = arith.constant 0.0 : f32
    %v295 = linalg.fill ins(%v294 : f32) outs(%v293 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v296 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v292, %v277 : tensor<2x32x144xf32>, tensor<2x144x16xf32>) outs(%v295 : tensor<2x32x16xf32>) {iree.opt.data_tiling} -> tensor<2x32x16xf32>
    %v297 = "stablehlo.reshape"(%v291) : (tensor<2x16x2xf32>) -> tensor<2x32xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x32xf32>) -> tensor<2x32x16xf32>
    %v299 = "stablehlo.divide"(%v296, %v298) : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %v300 = "stablehlo.reshape"(%v299) : (tensor<2x32x16xf32>) -> tensor<2x16x2x16xf32>
    %v301 = "stablehlo.transpose"(%v300) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v302 = "stablehlo.reshape"(%v301) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v303 = util.global.load @p20 : tensor<64x64xf32>
    %v304 = "stablehlo.convert"(%v303) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v305 = tensor.empty() : tensor<16x64xf32>
    %v306 = arith.constant 0.0 : f32
    %v307 = linalg.fill ins(%v306 : f32) outs(%v305 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v308 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v302, %v304 : tensor<16x64xf32>, tensor<64x64xbf16>) outs(%v307 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v309 = "stablehlo.add"(%v191, %v308) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v310 = util.global.load @p13 : tensor<64xf32>
    %v311 = "stablehlo.multiply"(%v309, %v309) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v313 = "stablehlo.reduce"(%v311, %v312) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v314 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v315 = "stablehlo.multiply"(%v313, %v314) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v316 = "stablehlo.broadcast_in_dim"(%v315) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v317 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v318 = "stablehlo.add"(%v316, %v317) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v319 = "stablehlo.rsqrt"(%v318) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v320 = "stablehlo.multiply"(%v309, %v319) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v322 = "stablehlo.multiply"(%v320, %v321) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v323 = util.global.load @p21 : tensor<128x64xf32>
    %v324 = "stablehlo.convert"(%v323) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v325 = tensor.empty() : tensor<16x128xf32>
    %v326 = arith.constant 0.0 : f32
    %v327 = linalg.fill ins(%v326 : f32) outs(%v325 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v328 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v322, %v324 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v327 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v329 = "stablehlo.logistic"(%v328) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v330 = "stablehlo.multiply"(%v328, %v329) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v331 = util.global.load @p22 : tensor<128x64xf32>
    %v332 = "stablehlo.convert"(%v331) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v333 = tensor.empty() : tensor<16x128xf32>
    %v334 = arith.constant 0.0 : f32
    %v335 = linalg.fill ins(%v334 : f32) outs(%v333 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v336 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v322, %v332 : tensor<16x64xf32>, tensor<128x64xbf16>) outs(%v335 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v337 = "stablehlo.multiply"(%v330, %v336) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v338 = util.global.load @p23 : tensor<64x128xf32>
    %v339 = "stablehlo.convert"(%v338) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v340 = tensor.empty() : tensor<16x64xf32>
    %v341 = arith.constant 0.0 : f32
    %v342 = linalg.fill ins(%v341 : f32) outs(%v340 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v343 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v337, %v339 : tensor<16x128xf32>, tensor<64x128xbf16>) outs(%v342 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v344 = "stablehlo.add"(%v309, %v343) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v345 = "stablehlo.transpose"(%v260) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v346 = "stablehlo.reshape"(%v345) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v347 = "stablehlo.transpose"(%v261) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xbf16>) -> tensor<2x16x16xbf16>
    %v348 = "stablehlo.reshape"(%v347) : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %v349 = "stablehlo.concatenate"(%v193, %v346) {dimension = 0 : i64} : (tensor<1x2x16x16xbf16>, tensor<1x2x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %v350 = "stablehlo.concatenate"(%v195, %v348) {dimension = 0 : i64} : (tensor<1x2x16x16xbf16>, tensor<1x2x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %v351 = "stablehlo.dynamic_slice"(%v344, %arg7, %v40) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v352 = util.global.load @p25 : tensor<64xf32>
    %v353 = "stablehlo.multiply"(%v351, %v351) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v354 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v355 = "stablehlo.reduce"(%v353, %v354) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v356 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v357 = "stablehlo.multiply"(%v355, %v356) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v358 = "stablehlo.broadcast_in_dim"(%v357) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v359 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v360 = "stablehlo.add"(%v358, %v359) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v361 = "stablehlo.rsqrt"(%v360) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v362 = "stablehlo.multiply"(%v351, %v361) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v363 = "stablehlo.broadcast_in_dim"(%v352) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v364 = "stablehlo.multiply"(%v362, %v363) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v365 = util.global.load @p24 : tensor<151936x64xf32>
    %v366 = "stablehlo.convert"(%v365) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v367 = tensor.empty() : tensor<1x151936xf32>
    %v368 = arith.constant 0.0 : f32
    %v369 = linalg.fill ins(%v368 : f32) outs(%v367 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v370 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v364, %v366 : tensor<1x64xf32>, tensor<151936x64xbf16>) outs(%v369 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v370, %v344, %v349, %v350 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xbf16>, tensor<2x2x16x16xbf16>
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
    %v15 = "stablehlo.convert"(%v14) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v16 = tensor.empty() : tensor<16x151936xf32>
    %v17 = arith.constant 0.0 : f32
    %v18 = linalg.fill ins(%v17 : f32) outs(%v16 : tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v13, %v15 : tensor<16x64xf32>, tensor<151936x64xbf16>) outs(%v18 : tensor<16x151936xf32>) {iree.opt.data_tiling} -> tensor<16x151936xf32>
    return %v19 : tensor<16x151936xf32>
  }
  func.func @kv_write_c16(%arg0: tensor<2x2x?x16x16xbf16>, %arg1: tensor<2x2x?x16xbf16>, %arg2: tensor<2x2x16x16xbf16>, %arg3: tensor<2x2x16x16xbf16>, %arg4: tensor<i32>) -> (tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 2, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v40 = stablehlo.constant dense<2> : tensor<i32>
    %v41 = "stablehlo.add"(%arg4, %v40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v42 = stablehlo.constant dense<0> : tensor<i32>
    %v43 = stablehlo.constant dense<16> : tensor<i32>
    %v44 = "stablehlo.divide"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v45 = "stablehlo.remainder"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v46 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 2>, limit_indices = array<i64: 2, 2, 16, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v58 = tensor.insert_slice %v47 into %v39[%v49, %v51, %v53, %v55, %v57] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v59 = stablehlo.constant dense<3> : tensor<i32>
    %v60 = "stablehlo.add"(%arg4, %v59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v61 = stablehlo.constant dense<0> : tensor<i32>
    %v62 = stablehlo.constant dense<16> : tensor<i32>
    %v63 = "stablehlo.divide"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v64 = "stablehlo.remainder"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v65 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 3>, limit_indices = array<i64: 2, 2, 16, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v77 = tensor.insert_slice %v66 into %v58[%v68, %v70, %v72, %v74, %v76] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v78 = stablehlo.constant dense<4> : tensor<i32>
    %v79 = "stablehlo.add"(%arg4, %v78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v80 = stablehlo.constant dense<0> : tensor<i32>
    %v81 = stablehlo.constant dense<16> : tensor<i32>
    %v82 = "stablehlo.divide"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v83 = "stablehlo.remainder"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v84 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 4>, limit_indices = array<i64: 2, 2, 16, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v85 = "stablehlo.reshape"(%v84) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v96 = tensor.insert_slice %v85 into %v77[%v87, %v89, %v91, %v93, %v95] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v97 = stablehlo.constant dense<5> : tensor<i32>
    %v98 = "stablehlo.add"(%arg4, %v97) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v99 = stablehlo.constant dense<0> : tensor<i32>
    %v100 = stablehlo.constant dense<16> : tensor<i32>
    %v101 = "stablehlo.divide"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v102 = "stablehlo.remainder"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v103 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 5>, limit_indices = array<i64: 2, 2, 16, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v115 = tensor.insert_slice %v104 into %v96[%v106, %v108, %v110, %v112, %v114] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v116 = stablehlo.constant dense<6> : tensor<i32>
    %v117 = "stablehlo.add"(%arg4, %v116) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v118 = stablehlo.constant dense<0> : tensor<i32>
    %v119 = stablehlo.constant dense<16> : tensor<i32>
    %v120 = "stablehlo.divide"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v121 = "stablehlo.remainder"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v122 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 6>, limit_indices = array<i64: 2, 2, 16, 7>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v123 = "stablehlo.reshape"(%v122) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v134 = tensor.insert_slice %v123 into %v115[%v125, %v127, %v129, %v131, %v133] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v135 = stablehlo.constant dense<7> : tensor<i32>
    %v136 = "stablehlo.add"(%arg4, %v135) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v137 = stablehlo.constant dense<0> : tensor<i32>
    %v138 = stablehlo.constant dense<16> : tensor<i32>
    %v139 = "stablehlo.divide"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v140 = "stablehlo.remainder"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v141 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 7>, limit_indices = array<i64: 2, 2, 16, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v153 = tensor.insert_slice %v142 into %v134[%v144, %v146, %v148, %v150, %v152] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v154 = stablehlo.constant dense<8> : tensor<i32>
    %v155 = "stablehlo.add"(%arg4, %v154) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v156 = stablehlo.constant dense<0> : tensor<i32>
    %v157 = stablehlo.constant dense<16> : tensor<i32>
    %v158 = "stablehlo.divide"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v159 = "stablehlo.remainder"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v160 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 2, 2, 16, 9>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v161 = "stablehlo.reshape"(%v160) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v172 = tensor.insert_slice %v161 into %v153[%v163, %v165, %v167, %v169, %v171] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v173 = stablehlo.constant dense<9> : tensor<i32>
    %v174 = "stablehlo.add"(%arg4, %v173) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v175 = stablehlo.constant dense<0> : tensor<i32>
    %v176 = stablehlo.constant dense<16> : tensor<i32>
    %v177 = "stablehlo.divide"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v178 = "stablehlo.remainder"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v179 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 9>, limit_indices = array<i64: 2, 2, 16, 10>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v191 = tensor.insert_slice %v180 into %v172[%v182, %v184, %v186, %v188, %v190] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v192 = stablehlo.constant dense<10> : tensor<i32>
    %v193 = "stablehlo.add"(%arg4, %v192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v194 = stablehlo.constant dense<0> : tensor<i32>
    %v195 = stablehlo.constant dense<16> : tensor<i32>
    %v196 = "stablehlo.divide"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v197 = "stablehlo.remainder"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v198 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 10>, limit_indices = array<i64: 2, 2, 16, 11>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v199 = "stablehlo.reshape"(%v198) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v210 = tensor.insert_slice %v199 into %v191[%v201, %v203, %v205, %v207, %v209] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v211 = stablehlo.constant dense<11> : tensor<i32>
    %v212 = "stablehlo.add"(%arg4, %v211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v213 = stablehlo.constant dense<0> : tensor<i32>
    %v214 = stablehlo.constant dense<16> : tensor<i32>
    %v215 = "stablehlo.divide"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v216 = "stablehlo.remainder"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v217 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 11>, limit_indices = array<i64: 2, 2, 16, 12>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v229 = tensor.insert_slice %v218 into %v210[%v220, %v222, %v224, %v226, %v228] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v230 = stablehlo.constant dense<12> : tensor<i32>
    %v231 = "stablehlo.add"(%arg4, %v230) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v232 = stablehlo.constant dense<0> : tensor<i32>
    %v233 = stablehlo.constant dense<16> : tensor<i32>
    %v234 = "stablehlo.divide"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v235 = "stablehlo.remainder"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v236 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 12>, limit_indices = array<i64: 2, 2, 16, 13>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v237 = "stablehlo.reshape"(%v236) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v248 = tensor.insert_slice %v237 into %v229[%v239, %v241, %v243, %v245, %v247] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v249 = stablehlo.constant dense<13> : tensor<i32>
    %v250 = "stablehlo.add"(%arg4, %v249) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v251 = stablehlo.constant dense<0> : tensor<i32>
    %v252 = stablehlo.constant dense<16> : tensor<i32>
    %v253 = "stablehlo.divide"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v254 = "stablehlo.remainder"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v255 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 13>, limit_indices = array<i64: 2, 2, 16, 14>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v256 = "stablehlo.reshape"(%v255) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v267 = tensor.insert_slice %v256 into %v248[%v258, %v260, %v262, %v264, %v266] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v268 = stablehlo.constant dense<14> : tensor<i32>
    %v269 = "stablehlo.add"(%arg4, %v268) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v270 = stablehlo.constant dense<0> : tensor<i32>
    %v271 = stablehlo.constant dense<16> : tensor<i32>
    %v272 = "stablehlo.divide"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v273 = "stablehlo.remainder"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v274 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 14>, limit_indices = array<i64: 2, 2, 16, 15>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v275 = "stablehlo.reshape"(%v274) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v286 = tensor.insert_slice %v275 into %v267[%v277, %v279, %v281, %v283, %v285] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v287 = stablehlo.constant dense<15> : tensor<i32>
    %v288 = "stablehlo.add"(%arg4, %v287) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v289 = stablehlo.constant dense<0> : tensor<i32>
    %v290 = stablehlo.constant dense<16> : tensor<i32>
    %v291 = "stablehlo.divide"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v292 = "stablehlo.remainder"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v293 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 15>, limit_indices = array<i64: 2, 2, 16, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x16xbf16>) -> tensor<2x2x16x1xbf16>
    %v294 = "stablehlo.reshape"(%v293) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v305 = tensor.insert_slice %v294 into %v286[%v296, %v298, %v300, %v302, %v304] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v306 = tensor.extract %v1[] : tensor<i32>
    %v307 = arith.index_cast %v306 : i32 to index
    %v308 = tensor.extract %v1[] : tensor<i32>
    %v309 = arith.index_cast %v308 : i32 to index
    %v310 = tensor.extract %arg4[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract %v1[] : tensor<i32>
    %v313 = arith.index_cast %v312 : i32 to index
    %v314 = tensor.insert_slice %arg3 into %arg1[%v307, %v309, %v311, %v313] [2, 2, 16, 16] [1, 1, 1, 1] : tensor<2x2x16x16xbf16> into tensor<2x2x?x16xbf16>
    return %v305, %v314 : tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>
  }
  func.func @decode_n1(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x2x?x16x16xbf16>, %arg6: tensor<2x2x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x2x16x1xbf16>, tensor<2x2x1x16xbf16>) {
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
    %v86 = "stablehlo.convert"(%v84) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v87 = tensor.empty() : tensor<1x64xf32>
    %v88 = arith.constant 0.0 : f32
    %v89 = linalg.fill ins(%v88 : f32) outs(%v87 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v90 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v83, %v86 : tensor<1x64xf32>, tensor<64x64xbf16>) outs(%v89 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v85) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v92 = "stablehlo.add"(%v90, %v91) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v94 = util.global.load @p4 : tensor<32x64xf32>
    %v95 = util.global.load @p5 : tensor<32xf32>
    %v96 = "stablehlo.convert"(%v94) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v97 = tensor.empty() : tensor<1x32xf32>
    %v98 = arith.constant 0.0 : f32
    %v99 = linalg.fill ins(%v98 : f32) outs(%v97 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v100 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v83, %v96 : tensor<1x64xf32>, tensor<32x64xbf16>) outs(%v99 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v95) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v102 = "stablehlo.add"(%v100, %v101) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v103 = "stablehlo.reshape"(%v102) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v104 = util.global.load @p6 : tensor<32x64xf32>
    %v105 = util.global.load @p7 : tensor<32xf32>
    %v106 = "stablehlo.convert"(%v104) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v107 = tensor.empty() : tensor<1x32xf32>
    %v108 = arith.constant 0.0 : f32
    %v109 = linalg.fill ins(%v108 : f32) outs(%v107 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v110 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v83, %v106 : tensor<1x64xf32>, tensor<32x64xbf16>) outs(%v109 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v112 = "stablehlo.add"(%v110, %v111) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v113 = "stablehlo.reshape"(%v112) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v114 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v115 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v116 = "stablehlo.negate"(%v115) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v117 = "stablehlo.concatenate"(%v116, %v114) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v120 = "stablehlo.multiply"(%v93, %v118) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v121 = "stablehlo.multiply"(%v117, %v119) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v122 = "stablehlo.add"(%v120, %v121) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v123 = "stablehlo.slice"(%v103) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v124 = "stablehlo.slice"(%v103) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v125 = "stablehlo.negate"(%v124) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v126 = "stablehlo.concatenate"(%v125, %v123) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v129 = "stablehlo.multiply"(%v103, %v127) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v130 = "stablehlo.multiply"(%v126, %v128) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v131 = "stablehlo.add"(%v129, %v130) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v132 = "stablehlo.reshape"(%v122) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v133 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x16xf32>
    %v134 = "stablehlo.multiply"(%v132, %v133) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x2x6x16xf32>
    %v136 = "stablehlo.concatenate"(%v134, %v135) {dimension = 2 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x6x16xf32>) -> tensor<1x2x8x16xf32>
    %v137 = "stablehlo.reshape"(%v136) : (tensor<1x2x8x16xf32>) -> tensor<1x2x1x8x16xf32>
    %v138 = "stablehlo.transpose"(%v137) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x2x1x8x16xf32>) -> tensor<1x2x1x16x8xf32>
    %v139 = "stablehlo.convert"(%v131) : (tensor<1x2x16xf32>) -> tensor<1x2x16xbf16>
    %v140 = "stablehlo.convert"(%v113) : (tensor<1x2x16xf32>) -> tensor<1x2x16xbf16>
    %v141 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<1xi32>) -> tensor<i32>
    %v143 = "stablehlo.slice"(%v138) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v144 = "stablehlo.reshape"(%v143) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v145 = stablehlo.constant dense<0> : tensor<i32>
    %v146 = tensor.extract %v142[] : tensor<i32>
    %v147 = arith.index_cast %v146 : i32 to index
    %v148 = tensor.extract %v145[] : tensor<i32>
    %v149 = arith.index_cast %v148 : i32 to index
    %v150 = tensor.extract %v17[] : tensor<i32>
    %v151 = arith.index_cast %v150 : i32 to index
    %v152 = tensor.extract %v145[] : tensor<i32>
    %v153 = arith.index_cast %v152 : i32 to index
    %v154 = tensor.extract %v145[] : tensor<i32>
    %v155 = arith.index_cast %v154 : i32 to index
    %v156 = tensor.extract %v20[] : tensor<i32>
    %v157 = arith.index_cast %v156 : i32 to index
    %v158 = tensor.extract_slice %arg5[%v147, %v149, %v151, %v153, %v155] [1, 2, %v157, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xbf16> to tensor<1x2x?x16x16xbf16>
    %v159 = tensor.collapse_shape %v158 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xbf16> into tensor<2x?x16x16xbf16>
    %v160 = arith.constant 1 : index
    %v161 = tensor.dim %v159, %v160 : tensor<2x?x16x16xbf16>
    %v162 = tensor.expand_shape %v159 [[0], [1], [2], [3, 4]] output_shape [2, %v161, 16, 16, 1] : tensor<2x?x16x16xbf16> into tensor<2x?x16x16x1xbf16>
    %v163 = arith.constant 1 : index
    %v164 = tensor.dim %v162, %v163 : tensor<2x?x16x16x1xbf16>
    %v165 = tensor.empty(%v164) : tensor<2x1x?x8x16xf32>
    %v166 = arith.constant 0.0 : f32
    %v167 = linalg.fill ins(%v166 : f32) outs(%v165 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v168 = linalg.batch_mmt4d ins(%v144, %v162 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xbf16>) outs(%v167 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v169 = "stablehlo.transpose"(%v168) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v170 = tensor.collapse_shape %v169 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v171 = "stablehlo.select"(%v60, %v170, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v173 = "stablehlo.reduce"(%v171, %v172) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v174 = stablehlo.constant dense<2> : tensor<i32>
    %v175 = "stablehlo.reshape"(%v174) : (tensor<i32>) -> tensor<1xi32>
    %v176 = stablehlo.constant dense<8> : tensor<i32>
    %v177 = "stablehlo.reshape"(%v176) : (tensor<i32>) -> tensor<1xi32>
    %v178 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v179 = stablehlo.constant dense<16> : tensor<i32>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<i32>) -> tensor<1xi32>
    %v181 = "stablehlo.concatenate"(%v175, %v177, %v178, %v180) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v182 = "stablehlo.dynamic_broadcast_in_dim"(%v173, %v181) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v183 = "stablehlo.subtract"(%v171, %v182) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v184 = "stablehlo.exponential"(%v183) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v186 = "stablehlo.reduce"(%v184, %v185) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v187 = tensor.collapse_shape %v184 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v188 = tensor.extract %v142[] : tensor<i32>
    %v189 = arith.index_cast %v188 : i32 to index
    %v190 = tensor.extract %v145[] : tensor<i32>
    %v191 = arith.index_cast %v190 : i32 to index
    %v192 = tensor.extract %v13[] : tensor<i32>
    %v193 = arith.index_cast %v192 : i32 to index
    %v194 = tensor.extract %v145[] : tensor<i32>
    %v195 = arith.index_cast %v194 : i32 to index
    %v196 = tensor.extract %v21[] : tensor<i32>
    %v197 = arith.index_cast %v196 : i32 to index
    %v198 = tensor.extract_slice %arg6[%v189, %v191, %v193, %v195] [1, 2, %v197, 16] [1, 1, 1, 1] : tensor<2x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    %v199 = "stablehlo.convert"(%v198) : (tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xf32>
    %v200 = "stablehlo.dot_general"(%v187, %v199) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v202 = "stablehlo.reshape"(%v173) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v203 = "stablehlo.reshape"(%v186) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v204 = "stablehlo.convert"(%v139) : (tensor<1x2x16xbf16>) -> tensor<1x2x16xf32>
    %v205 = "stablehlo.dot_general"(%v136, %v204) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x8x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v206 = "stablehlo.maximum"(%v202, %v205) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v207 = "stablehlo.subtract"(%v202, %v206) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v208 = "stablehlo.exponential"(%v207) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v209 = "stablehlo.subtract"(%v205, %v206) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v210 = "stablehlo.exponential"(%v209) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v211 = "stablehlo.multiply"(%v203, %v208) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v212 = "stablehlo.add"(%v211, %v210) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v215 = "stablehlo.convert"(%v140) : (tensor<1x2x16xbf16>) -> tensor<1x2x16xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v215) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x8x16xf32>
    %v217 = "stablehlo.multiply"(%v201, %v213) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v218 = "stablehlo.multiply"(%v214, %v216) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v212) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v221 = "stablehlo.divide"(%v219, %v220) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v222 = "stablehlo.slice"(%v221) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x16xf32>) -> tensor<1x2x2x16xf32>
    %v223 = "stablehlo.reshape"(%v222) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v224 = util.global.load @p8 : tensor<64x64xf32>
    %v225 = "stablehlo.convert"(%v224) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v226 = tensor.empty() : tensor<1x64xf32>
    %v227 = arith.constant 0.0 : f32
    %v228 = linalg.fill ins(%v227 : f32) outs(%v226 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v229 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v223, %v225 : tensor<1x64xf32>, tensor<64x64xbf16>) outs(%v228 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v230 = "stablehlo.add"(%v3, %v229) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v231 = util.global.load @p1 : tensor<64xf32>
    %v232 = "stablehlo.multiply"(%v230, %v230) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v232, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v235 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v236 = "stablehlo.multiply"(%v234, %v235) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v238 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v239 = "stablehlo.add"(%v237, %v238) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v240 = "stablehlo.rsqrt"(%v239) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v241 = "stablehlo.multiply"(%v230, %v240) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v243 = "stablehlo.multiply"(%v241, %v242) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v244 = util.global.load @p9 : tensor<128x64xf32>
    %v245 = "stablehlo.convert"(%v244) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v246 = tensor.empty() : tensor<1x128xf32>
    %v247 = arith.constant 0.0 : f32
    %v248 = linalg.fill ins(%v247 : f32) outs(%v246 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v249 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v243, %v245 : tensor<1x64xf32>, tensor<128x64xbf16>) outs(%v248 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v250 = "stablehlo.logistic"(%v249) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v251 = "stablehlo.multiply"(%v249, %v250) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v252 = util.global.load @p10 : tensor<128x64xf32>
    %v253 = "stablehlo.convert"(%v252) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v254 = tensor.empty() : tensor<1x128xf32>
    %v255 = arith.constant 0.0 : f32
    %v256 = linalg.fill ins(%v255 : f32) outs(%v254 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v257 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v243, %v253 : tensor<1x64xf32>, tensor<128x64xbf16>) outs(%v256 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v258 = "stablehlo.multiply"(%v251, %v257) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v259 = util.global.load @p11 : tensor<64x128xf32>
    %v260 = "stablehlo.convert"(%v259) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v261 = tensor.empty() : tensor<1x64xf32>
    %v262 = arith.constant 0.0 : f32
    %v263 = linalg.fill ins(%v262 : f32) outs(%v261 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v264 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v258, %v260 : tensor<1x128xf32>, tensor<64x128xbf16>) outs(%v263 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v265 = "stablehlo.add"(%v230, %v264) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v266 = "stablehlo.transpose"(%v139) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xbf16>) -> tensor<2x16x1xbf16>
    %v267 = "stablehlo.reshape"(%v266) : (tensor<2x16x1xbf16>) -> tensor<1x2x16x1xbf16>
    %v268 = "stablehlo.transpose"(%v140) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xbf16>) -> tensor<2x1x16xbf16>
    %v269 = "stablehlo.reshape"(%v268) : (tensor<2x1x16xbf16>) -> tensor<1x2x1x16xbf16>
    %v270 = util.global.load @p12 : tensor<64xf32>
    %v271 = "stablehlo.multiply"(%v265, %v265) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v273 = "stablehlo.reduce"(%v271, %v272) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v274 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v275 = "stablehlo.multiply"(%v273, %v274) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v277 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v278 = "stablehlo.add"(%v276, %v277) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v279 = "stablehlo.rsqrt"(%v278) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v280 = "stablehlo.multiply"(%v265, %v279) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v281 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v282 = "stablehlo.multiply"(%v280, %v281) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v283 = util.global.load @p14 : tensor<64x64xf32>
    %v284 = util.global.load @p15 : tensor<64xf32>
    %v285 = "stablehlo.convert"(%v283) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v286 = tensor.empty() : tensor<1x64xf32>
    %v287 = arith.constant 0.0 : f32
    %v288 = linalg.fill ins(%v287 : f32) outs(%v286 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v289 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v282, %v285 : tensor<1x64xf32>, tensor<64x64xbf16>) outs(%v288 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v284) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v291 = "stablehlo.add"(%v289, %v290) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v292 = "stablehlo.reshape"(%v291) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v293 = util.global.load @p16 : tensor<32x64xf32>
    %v294 = util.global.load @p17 : tensor<32xf32>
    %v295 = "stablehlo.convert"(%v293) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v296 = tensor.empty() : tensor<1x32xf32>
    %v297 = arith.constant 0.0 : f32
    %v298 = linalg.fill ins(%v297 : f32) outs(%v296 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v299 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v282, %v295 : tensor<1x64xf32>, tensor<32x64xbf16>) outs(%v298 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v294) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v301 = "stablehlo.add"(%v299, %v300) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v302 = "stablehlo.reshape"(%v301) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v303 = util.global.load @p18 : tensor<32x64xf32>
    %v304 = util.global.load @p19 : tensor<32xf32>
    %v305 = "stablehlo.convert"(%v303) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v306 = tensor.empty() : tensor<1x32xf32>
    %v307 = arith.constant 0.0 : f32
    %v308 = linalg.fill ins(%v307 : f32) outs(%v306 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v309 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v282, %v305 : tensor<1x64xf32>, tensor<32x64xbf16>) outs(%v308 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v304) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v311 = "stablehlo.add"(%v309, %v310) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v312 = "stablehlo.reshape"(%v311) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v313 = "stablehlo.slice"(%v292) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v314 = "stablehlo.slice"(%v292) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v315 = "stablehlo.negate"(%v314) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v316 = "stablehlo.concatenate"(%v315, %v313) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v317 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v318 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v319 = "stablehlo.multiply"(%v292, %v317) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v320 = "stablehlo.multiply"(%v316, %v318) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v321 = "stablehlo.add"(%v319, %v320) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v322 = "stablehlo.slice"(%v302) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v323 = "stablehlo.slice"(%v302) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v324 = "stablehlo.negate"(%v323) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v325 = "stablehlo.concatenate"(%v324, %v322) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v326 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v327 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v328 = "stablehlo.multiply"(%v302, %v326) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v329 = "stablehlo.multiply"(%v325, %v327) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v330 = "stablehlo.add"(%v328, %v329) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v331 = "stablehlo.reshape"(%v321) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v332 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x16xf32>
    %v333 = "stablehlo.multiply"(%v331, %v332) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v334 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x2x6x16xf32>
    %v335 = "stablehlo.concatenate"(%v333, %v334) {dimension = 2 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x6x16xf32>) -> tensor<1x2x8x16xf32>
    %v336 = "stablehlo.reshape"(%v335) : (tensor<1x2x8x16xf32>) -> tensor<1x2x1x8x16xf32>
    %v337 = "stablehlo.transpose"(%v336) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x2x1x8x16xf32>) -> tensor<1x2x1x16x8xf32>
    %v338 = "stablehlo.convert"(%v330) : (tensor<1x2x16xf32>) -> tensor<1x2x16xbf16>
    %v339 = "stablehlo.convert"(%v312) : (tensor<1x2x16xf32>) -> tensor<1x2x16xbf16>
    %v340 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v341 = "stablehlo.reshape"(%v340) : (tensor<1xi32>) -> tensor<i32>
    %v342 = "stablehlo.slice"(%v337) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v343 = "stablehlo.reshape"(%v342) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v344 = stablehlo.constant dense<0> : tensor<i32>
    %v345 = tensor.extract %v341[] : tensor<i32>
    %v346 = arith.index_cast %v345 : i32 to index
    %v347 = tensor.extract %v344[] : tensor<i32>
    %v348 = arith.index_cast %v347 : i32 to index
    %v349 = tensor.extract %v17[] : tensor<i32>
    %v350 = arith.index_cast %v349 : i32 to index
    %v351 = tensor.extract %v344[] : tensor<i32>
    %v352 = arith.index_cast %v351 : i32 to index
    %v353 = tensor.extract %v344[] : tensor<i32>
    %v354 = arith.index_cast %v353 : i32 to index
    %v355 = tensor.extract %v20[] : tensor<i32>
    %v356 = arith.index_cast %v355 : i32 to index
    %v357 = tensor.extract_slice %arg5[%v346, %v348, %v350, %v352, %v354] [1, 2, %v356, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xbf16> to tensor<1x2x?x16x16xbf16>
    %v358 = tensor.collapse_shape %v357 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xbf16> into tensor<2x?x16x16xbf16>
    %v359 = arith.constant 1 : index
    %v360 = tensor.dim %v358, %v359 : tensor<2x?x16x16xbf16>
    %v361 = tensor.expand_shape %v358 [[0], [1], [2], [3, 4]] output_shape [2, %v360, 16, 16, 1] : tensor<2x?x16x16xbf16> into tensor<2x?x16x16x1xbf16>
    %v362 = arith.constant 1 : index
    %v363 = tensor.dim %v361, %v362 : tensor<2x?x16x16x1xbf16>
    %v364 = tensor.empty(%v363) : tensor<2x1x?x8x16xf32>
    %v365 = arith.constant 0.0 : f32
    %v366 = linalg.fill ins(%v365 : f32) outs(%v364 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v367 = linalg.batch_mmt4d ins(%v343, %v361 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xbf16>) outs(%v366 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v368 = "stablehlo.transpose"(%v367) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v369 = tensor.collapse_shape %v368 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v370 = "stablehlo.select"(%v60, %v369, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v371 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v372 = "stablehlo.reduce"(%v370, %v371) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v373 = stablehlo.constant dense<2> : tensor<i32>
    %v374 = "stablehlo.reshape"(%v373) : (tensor<i32>) -> tensor<1xi32>
    %v375 = stablehlo.constant dense<8> : tensor<i32>
    %v376 = "stablehlo.reshape"(%v375) : (tensor<i32>) -> tensor<1xi32>
    %v377 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v378 = stablehlo.constant dense<16> : tensor<i32>
    %v379 = "stablehlo.reshape"(%v378) : (tensor<i32>) -> tensor<1xi32>
    %v380 = "stablehlo.concatenate"(%v374, %v376, %v377, %v379) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v381 = "stablehlo.dynamic_broadcast_in_dim"(%v372, %v380) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v382 = "stablehlo.subtract"(%v370, %v381) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v383 = "stablehlo.exponential"(%v382) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v384 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v385 = "stablehlo.reduce"(%v383, %v384) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v386 = tensor.collapse_shape %v383 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v387 = tensor.extract %v341[] : tensor<i32>
    %v388 = arith.index_cast %v387 : i32 to index
    %v389 = tensor.extract %v344[] : tensor<i32>
    %v390 = arith.index_cast %v389 : i32 to index
    %v391 = tensor.extract %v13[] : tensor<i32>
    %v392 = arith.index_cast %v391 : i32 to index
    %v393 = tensor.extract %v344[] : tensor<i32>
    %v394 = arith.index_cast %v393 : i32 to index
    %v395 = tensor.extract %v21[] : tensor<i32>
    %v396 = arith.index_cast %v395 : i32 to index
    %v397 = tensor.extract_slice %arg6[%v388, %v390, %v392, %v394] [1, 2, %v396, 16] [1, 1, 1, 1] : tensor<2x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    %v398 = "stablehlo.convert"(%v397) : (tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xf32>
    %v399 = "stablehlo.dot_general"(%v386, %v398) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v400 = "stablehlo.reshape"(%v399) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v401 = "stablehlo.reshape"(%v372) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v402 = "stablehlo.reshape"(%v385) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v403 = "stablehlo.convert"(%v338) : (tensor<1x2x16xbf16>) -> tensor<1x2x16xf32>
    %v404 = "stablehlo.dot_general"(%v335, %v403) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x8x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v405 = "stablehlo.maximum"(%v401, %v404) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v406 = "stablehlo.subtract"(%v401, %v405) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v407 = "stablehlo.exponential"(%v406) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v408 = "stablehlo.subtract"(%v404, %v405) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v409 = "stablehlo.exponential"(%v408) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v410 = "stablehlo.multiply"(%v402, %v407) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v411 = "stablehlo.add"(%v410, %v409) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v412 = "stablehlo.broadcast_in_dim"(%v407) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v413 = "stablehlo.broadcast_in_dim"(%v409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v414 = "stablehlo.convert"(%v339) : (tensor<1x2x16xbf16>) -> tensor<1x2x16xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x8x16xf32>
    %v416 = "stablehlo.multiply"(%v400, %v412) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v417 = "stablehlo.multiply"(%v413, %v415) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v418 = "stablehlo.add"(%v416, %v417) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v419 = "stablehlo.broadcast_in_dim"(%v411) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %v420 = "stablehlo.divide"(%v418, %v419) : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %v421 = "stablehlo.slice"(%v420) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x16xf32>) -> tensor<1x2x2x16xf32>
    %v422 = "stablehlo.reshape"(%v421) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v423 = util.global.load @p20 : tensor<64x64xf32>
    %v424 = "stablehlo.convert"(%v423) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v425 = tensor.empty() : tensor<1x64xf32>
    %v426 = arith.constant 0.0 : f32
    %v427 = linalg.fill ins(%v426 : f32) outs(%v425 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v428 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v422, %v424 : tensor<1x64xf32>, tensor<64x64xbf16>) outs(%v427 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v429 = "stablehlo.add"(%v265, %v428) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v430 = util.global.load @p13 : tensor<64xf32>
    %v431 = "stablehlo.multiply"(%v429, %v429) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v432 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v433 = "stablehlo.reduce"(%v431, %v432) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v434 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v435 = "stablehlo.multiply"(%v433, %v434) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v436 = "stablehlo.broadcast_in_dim"(%v435) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v437 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v438 = "stablehlo.add"(%v436, %v437) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v439 = "stablehlo.rsqrt"(%v438) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v440 = "stablehlo.multiply"(%v429, %v439) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v441 = "stablehlo.broadcast_in_dim"(%v430) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v442 = "stablehlo.multiply"(%v440, %v441) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v443 = util.global.load @p21 : tensor<128x64xf32>
    %v444 = "stablehlo.convert"(%v443) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v445 = tensor.empty() : tensor<1x128xf32>
    %v446 = arith.constant 0.0 : f32
    %v447 = linalg.fill ins(%v446 : f32) outs(%v445 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v448 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v442, %v444 : tensor<1x64xf32>, tensor<128x64xbf16>) outs(%v447 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v449 = "stablehlo.logistic"(%v448) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v450 = "stablehlo.multiply"(%v448, %v449) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v451 = util.global.load @p22 : tensor<128x64xf32>
    %v452 = "stablehlo.convert"(%v451) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v453 = tensor.empty() : tensor<1x128xf32>
    %v454 = arith.constant 0.0 : f32
    %v455 = linalg.fill ins(%v454 : f32) outs(%v453 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v456 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v442, %v452 : tensor<1x64xf32>, tensor<128x64xbf16>) outs(%v455 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v457 = "stablehlo.multiply"(%v450, %v456) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v458 = util.global.load @p23 : tensor<64x128xf32>
    %v459 = "stablehlo.convert"(%v458) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v460 = tensor.empty() : tensor<1x64xf32>
    %v461 = arith.constant 0.0 : f32
    %v462 = linalg.fill ins(%v461 : f32) outs(%v460 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v463 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v457, %v459 : tensor<1x128xf32>, tensor<64x128xbf16>) outs(%v462 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v464 = "stablehlo.add"(%v429, %v463) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v465 = "stablehlo.transpose"(%v338) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xbf16>) -> tensor<2x16x1xbf16>
    %v466 = "stablehlo.reshape"(%v465) : (tensor<2x16x1xbf16>) -> tensor<1x2x16x1xbf16>
    %v467 = "stablehlo.transpose"(%v339) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xbf16>) -> tensor<2x1x16xbf16>
    %v468 = "stablehlo.reshape"(%v467) : (tensor<2x1x16xbf16>) -> tensor<1x2x1x16xbf16>
    %v469 = "stablehlo.concatenate"(%v267, %v466) {dimension = 0 : i64} : (tensor<1x2x16x1xbf16>, tensor<1x2x16x1xbf16>) -> tensor<2x2x16x1xbf16>
    %v470 = "stablehlo.concatenate"(%v269, %v468) {dimension = 0 : i64} : (tensor<1x2x1x16xbf16>, tensor<1x2x1x16xbf16>) -> tensor<2x2x1x16xbf16>
    %v471 = util.global.load @p25 : tensor<64xf32>
    %v472 = "stablehlo.multiply"(%v464, %v464) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v473 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v474 = "stablehlo.reduce"(%v472, %v473) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v475 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v476 = "stablehlo.multiply"(%v474, %v475) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v477 = "stablehlo.broadcast_in_dim"(%v476) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v478 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v479 = "stablehlo.add"(%v477, %v478) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v480 = "stablehlo.rsqrt"(%v479) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v481 = "stablehlo.multiply"(%v464, %v480) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v482 = "stablehlo.broadcast_in_dim"(%v471) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v483 = "stablehlo.multiply"(%v481, %v482) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v484 = util.global.load @p24 : tensor<151936x64xf32>
    %v485 = "stablehlo.convert"(%v484) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v486 = tensor.empty() : tensor<1x151936xf32>
    %v487 = arith.constant 0.0 : f32
    %v488 = linalg.fill ins(%v487 : f32) outs(%v486 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v489 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v483, %v485 : tensor<1x64xf32>, tensor<151936x64xbf16>) outs(%v488 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v489, %v469, %v470 : tensor<1x151936xf32>, tensor<2x2x16x1xbf16>, tensor<2x2x1x16xbf16>
  }
  func.func @kv_write_n1(%arg0: tensor<2x2x?x16x16xbf16>, %arg1: tensor<2x2x?x16xbf16>, %arg2: tensor<2x2x16x1xbf16>, %arg3: tensor<2x2x1x16xbf16>, %arg4: tensor<1xi32>) -> (tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x1xbf16>) -> tensor<2x2x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x1x16xbf16>) -> tensor<2x2x1x16xbf16>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xbf16> into tensor<2x2x?x16xbf16>
    return %v20, %v30 : tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>
  }
  func.func @decode_n2(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x2x?x16x16xbf16>, %arg6: tensor<2x2x?x16xbf16>) -> (tensor<2x151936xf32>, tensor<2x2x16x2xbf16>, tensor<2x2x2x16xbf16>) {
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
    %v145 = "stablehlo.convert"(%v143) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v146 = tensor.empty() : tensor<2x64xf32>
    %v147 = arith.constant 0.0 : f32
    %v148 = linalg.fill ins(%v147 : f32) outs(%v146 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v149 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v145 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v148 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v151 = "stablehlo.add"(%v149, %v150) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v153 = util.global.load @p4 : tensor<32x64xf32>
    %v154 = util.global.load @p5 : tensor<32xf32>
    %v155 = "stablehlo.convert"(%v153) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v156 = tensor.empty() : tensor<2x32xf32>
    %v157 = arith.constant 0.0 : f32
    %v158 = linalg.fill ins(%v157 : f32) outs(%v156 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v159 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v155 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v158 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v160 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v161 = "stablehlo.add"(%v159, %v160) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v162 = "stablehlo.reshape"(%v161) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v163 = util.global.load @p6 : tensor<32x64xf32>
    %v164 = util.global.load @p7 : tensor<32xf32>
    %v165 = "stablehlo.convert"(%v163) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v166 = tensor.empty() : tensor<2x32xf32>
    %v167 = arith.constant 0.0 : f32
    %v168 = linalg.fill ins(%v167 : f32) outs(%v166 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v169 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v165 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v168 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v170 = "stablehlo.broadcast_in_dim"(%v164) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v171 = "stablehlo.add"(%v169, %v170) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v172 = "stablehlo.reshape"(%v171) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v173 = "stablehlo.slice"(%v152) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v174 = "stablehlo.slice"(%v152) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v175 = "stablehlo.negate"(%v174) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v176 = "stablehlo.concatenate"(%v175, %v173) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v177 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v179 = "stablehlo.multiply"(%v152, %v177) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v180 = "stablehlo.multiply"(%v176, %v178) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v181 = "stablehlo.add"(%v179, %v180) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v182 = "stablehlo.slice"(%v162) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v183 = "stablehlo.slice"(%v162) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v184 = "stablehlo.negate"(%v183) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v185 = "stablehlo.concatenate"(%v184, %v182) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v187 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v188 = "stablehlo.multiply"(%v162, %v186) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v189 = "stablehlo.multiply"(%v185, %v187) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v190 = "stablehlo.add"(%v188, %v189) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v191 = "stablehlo.reshape"(%v181) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v192 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x16xf32>
    %v193 = "stablehlo.multiply"(%v191, %v192) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x2x6x16xf32>
    %v195 = "stablehlo.concatenate"(%v193, %v194) {dimension = 2 : i64} : (tensor<2x2x2x16xf32>, tensor<2x2x6x16xf32>) -> tensor<2x2x8x16xf32>
    %v196 = "stablehlo.reshape"(%v195) : (tensor<2x2x8x16xf32>) -> tensor<2x2x1x8x16xf32>
    %v197 = "stablehlo.transpose"(%v196) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x2x1x8x16xf32>) -> tensor<2x2x1x16x8xf32>
    %v198 = "stablehlo.convert"(%v190) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v199 = "stablehlo.convert"(%v172) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v200 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<1xi32>) -> tensor<i32>
    %v202 = "stablehlo.slice"(%v197) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v203 = "stablehlo.reshape"(%v202) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v204 = stablehlo.constant dense<0> : tensor<i32>
    %v205 = tensor.extract %v201[] : tensor<i32>
    %v206 = arith.index_cast %v205 : i32 to index
    %v207 = tensor.extract %v204[] : tensor<i32>
    %v208 = arith.index_cast %v207 : i32 to index
    %v209 = tensor.extract %v17[] : tensor<i32>
    %v210 = arith.index_cast %v209 : i32 to index
    %v211 = tensor.extract %v204[] : tensor<i32>
    %v212 = arith.index_cast %v211 : i32 to index
    %v213 = tensor.extract %v204[] : tensor<i32>
    %v214 = arith.index_cast %v213 : i32 to index
    %v215 = tensor.extract %v20[] : tensor<i32>
    %v216 = arith.index_cast %v215 : i32 to index
    %v217 = tensor.extract_slice %arg5[%v206, %v208, %v210, %v212, %v214] [1, 2, %v216, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xbf16> to tensor<1x2x?x16x16xbf16>
    %v218 = tensor.collapse_shape %v217 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xbf16> into tensor<2x?x16x16xbf16>
    %v219 = arith.constant 1 : index
    %v220 = tensor.dim %v218, %v219 : tensor<2x?x16x16xbf16>
    %v221 = tensor.expand_shape %v218 [[0], [1], [2], [3, 4]] output_shape [2, %v220, 16, 16, 1] : tensor<2x?x16x16xbf16> into tensor<2x?x16x16x1xbf16>
    %v222 = arith.constant 1 : index
    %v223 = tensor.dim %v221, %v222 : tensor<2x?x16x16x1xbf16>
    %v224 = tensor.empty(%v223) : tensor<2x1x?x8x16xf32>
    %v225 = arith.constant 0.0 : f32
    %v226 = linalg.fill ins(%v225 : f32) outs(%v224 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v227 = linalg.batch_mmt4d ins(%v203, %v221 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xbf16>) outs(%v226 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v228 = "stablehlo.transpose"(%v227) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v229 = tensor.collapse_shape %v228 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v230 = "stablehlo.select"(%v60, %v229, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v231 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v232 = "stablehlo.reduce"(%v230, %v231) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v233 = stablehlo.constant dense<2> : tensor<i32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<i32>) -> tensor<1xi32>
    %v235 = stablehlo.constant dense<8> : tensor<i32>
    %v236 = "stablehlo.reshape"(%v235) : (tensor<i32>) -> tensor<1xi32>
    %v237 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v238 = stablehlo.constant dense<16> : tensor<i32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<i32>) -> tensor<1xi32>
    %v240 = "stablehlo.concatenate"(%v234, %v236, %v237, %v239) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v241 = "stablehlo.dynamic_broadcast_in_dim"(%v232, %v240) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v242 = "stablehlo.subtract"(%v230, %v241) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v243 = "stablehlo.exponential"(%v242) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v245 = "stablehlo.reduce"(%v243, %v244) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v246 = tensor.collapse_shape %v243 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v247 = tensor.extract %v201[] : tensor<i32>
    %v248 = arith.index_cast %v247 : i32 to index
    %v249 = tensor.extract %v204[] : tensor<i32>
    %v250 = arith.index_cast %v249 : i32 to index
    %v251 = tensor.extract %v13[] : tensor<i32>
    %v252 = arith.index_cast %v251 : i32 to index
    %v253 = tensor.extract %v204[] : tensor<i32>
    %v254 = arith.index_cast %v253 : i32 to index
    %v255 = tensor.extract %v21[] : tensor<i32>
    %v256 = arith.index_cast %v255 : i32 to index
    %v257 = tensor.extract_slice %arg6[%v248, %v250, %v252, %v254] [1, 2, %v256, 16] [1, 1, 1, 1] : tensor<2x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    %v258 = "stablehlo.convert"(%v257) : (tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xf32>
    %v259 = "stablehlo.dot_general"(%v246, %v258) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v260 = "stablehlo.reshape"(%v259) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v261 = "stablehlo.reshape"(%v232) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v262 = "stablehlo.reshape"(%v245) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v263 = "stablehlo.slice"(%v197) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v264 = "stablehlo.reshape"(%v263) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v265 = stablehlo.constant dense<0> : tensor<i32>
    %v266 = tensor.extract %v201[] : tensor<i32>
    %v267 = arith.index_cast %v266 : i32 to index
    %v268 = tensor.extract %v265[] : tensor<i32>
    %v269 = arith.index_cast %v268 : i32 to index
    %v270 = tensor.extract %v76[] : tensor<i32>
    %v271 = arith.index_cast %v270 : i32 to index
    %v272 = tensor.extract %v265[] : tensor<i32>
    %v273 = arith.index_cast %v272 : i32 to index
    %v274 = tensor.extract %v265[] : tensor<i32>
    %v275 = arith.index_cast %v274 : i32 to index
    %v276 = tensor.extract %v79[] : tensor<i32>
    %v277 = arith.index_cast %v276 : i32 to index
    %v278 = tensor.extract_slice %arg5[%v267, %v269, %v271, %v273, %v275] [1, 2, %v277, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xbf16> to tensor<1x2x?x16x16xbf16>
    %v279 = tensor.collapse_shape %v278 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xbf16> into tensor<2x?x16x16xbf16>
    %v280 = arith.constant 1 : index
    %v281 = tensor.dim %v279, %v280 : tensor<2x?x16x16xbf16>
    %v282 = tensor.expand_shape %v279 [[0], [1], [2], [3, 4]] output_shape [2, %v281, 16, 16, 1] : tensor<2x?x16x16xbf16> into tensor<2x?x16x16x1xbf16>
    %v283 = arith.constant 1 : index
    %v284 = tensor.dim %v282, %v283 : tensor<2x?x16x16x1xbf16>
    %v285 = tensor.empty(%v284) : tensor<2x1x?x8x16xf32>
    %v286 = arith.constant 0.0 : f32
    %v287 = linalg.fill ins(%v286 : f32) outs(%v285 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v288 = linalg.batch_mmt4d ins(%v264, %v282 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xbf16>) outs(%v287 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v289 = "stablehlo.transpose"(%v288) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v290 = tensor.collapse_shape %v289 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v291 = "stablehlo.select"(%v119, %v290, %v129) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v292 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v293 = "stablehlo.reduce"(%v291, %v292) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v294 = stablehlo.constant dense<2> : tensor<i32>
    %v295 = "stablehlo.reshape"(%v294) : (tensor<i32>) -> tensor<1xi32>
    %v296 = stablehlo.constant dense<8> : tensor<i32>
    %v297 = "stablehlo.reshape"(%v296) : (tensor<i32>) -> tensor<1xi32>
    %v298 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v299 = stablehlo.constant dense<16> : tensor<i32>
    %v300 = "stablehlo.reshape"(%v299) : (tensor<i32>) -> tensor<1xi32>
    %v301 = "stablehlo.concatenate"(%v295, %v297, %v298, %v300) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v302 = "stablehlo.dynamic_broadcast_in_dim"(%v293, %v301) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v303 = "stablehlo.subtract"(%v291, %v302) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v304 = "stablehlo.exponential"(%v303) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v306 = "stablehlo.reduce"(%v304, %v305) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v307 = tensor.collapse_shape %v304 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v308 = tensor.extract %v201[] : tensor<i32>
    %v309 = arith.index_cast %v308 : i32 to index
    %v310 = tensor.extract %v265[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract %v72[] : tensor<i32>
    %v313 = arith.index_cast %v312 : i32 to index
    %v314 = tensor.extract %v265[] : tensor<i32>
    %v315 = arith.index_cast %v314 : i32 to index
    %v316 = tensor.extract %v80[] : tensor<i32>
    %v317 = arith.index_cast %v316 : i32 to index
    %v318 = tensor.extract_slice %arg6[%v309, %v311, %v313, %v315] [1, 2, %v317, 16] [1, 1, 1, 1] : tensor<2x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    %v319 = "stablehlo.convert"(%v318) : (tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xf32>
    %v320 = "stablehlo.dot_general"(%v307, %v319) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v321 = "stablehlo.reshape"(%v320) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v322 = "stablehlo.reshape"(%v293) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v323 = "stablehlo.reshape"(%v306) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v324 = "stablehlo.concatenate"(%v261, %v322) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v325 = "stablehlo.concatenate"(%v262, %v323) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v326 = "stablehlo.concatenate"(%v260, %v321) {dimension = 0 : i64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v327 = "stablehlo.convert"(%v198) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v328 = "stablehlo.dot_general"(%v195, %v327) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x8x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v329 = "stablehlo.maximum"(%v324, %v328) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v330 = "stablehlo.subtract"(%v324, %v329) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v331 = "stablehlo.exponential"(%v330) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v332 = "stablehlo.subtract"(%v328, %v329) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v333 = "stablehlo.exponential"(%v332) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v334 = "stablehlo.multiply"(%v325, %v331) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v335 = "stablehlo.add"(%v334, %v333) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v338 = "stablehlo.convert"(%v199) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v338) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x8x16xf32>
    %v340 = "stablehlo.multiply"(%v326, %v336) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v341 = "stablehlo.multiply"(%v337, %v339) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v342 = "stablehlo.add"(%v340, %v341) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v343 = "stablehlo.broadcast_in_dim"(%v335) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v344 = "stablehlo.divide"(%v342, %v343) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v345 = "stablehlo.slice"(%v344) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x8x16xf32>) -> tensor<2x2x2x16xf32>
    %v346 = "stablehlo.reshape"(%v345) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v347 = util.global.load @p8 : tensor<64x64xf32>
    %v348 = "stablehlo.convert"(%v347) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v349 = tensor.empty() : tensor<2x64xf32>
    %v350 = arith.constant 0.0 : f32
    %v351 = linalg.fill ins(%v350 : f32) outs(%v349 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v352 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v346, %v348 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v351 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v353 = "stablehlo.add"(%v3, %v352) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v354 = util.global.load @p1 : tensor<64xf32>
    %v355 = "stablehlo.multiply"(%v353, %v353) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v356 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v357 = "stablehlo.reduce"(%v355, %v356) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v358 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v359 = "stablehlo.multiply"(%v357, %v358) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v360 = "stablehlo.broadcast_in_dim"(%v359) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v361 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v362 = "stablehlo.add"(%v360, %v361) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v363 = "stablehlo.rsqrt"(%v362) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v364 = "stablehlo.multiply"(%v353, %v363) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v365 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v366 = "stablehlo.multiply"(%v364, %v365) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v367 = util.global.load @p9 : tensor<128x64xf32>
    %v368 = "stablehlo.convert"(%v367) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v369 = tensor.empty() : tensor<2x128xf32>
    %v370 = arith.constant 0.0 : f32
    %v371 = linalg.fill ins(%v370 : f32) outs(%v369 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v372 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v366, %v368 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v371 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v373 = "stablehlo.logistic"(%v372) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v374 = "stablehlo.multiply"(%v372, %v373) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v375 = util.global.load @p10 : tensor<128x64xf32>
    %v376 = "stablehlo.convert"(%v375) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v377 = tensor.empty() : tensor<2x128xf32>
    %v378 = arith.constant 0.0 : f32
    %v379 = linalg.fill ins(%v378 : f32) outs(%v377 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v380 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v366, %v376 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v379 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v381 = "stablehlo.multiply"(%v374, %v380) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v382 = util.global.load @p11 : tensor<64x128xf32>
    %v383 = "stablehlo.convert"(%v382) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v384 = tensor.empty() : tensor<2x64xf32>
    %v385 = arith.constant 0.0 : f32
    %v386 = linalg.fill ins(%v385 : f32) outs(%v384 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v387 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v381, %v383 : tensor<2x128xf32>, tensor<64x128xbf16>) outs(%v386 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v388 = "stablehlo.add"(%v353, %v387) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v389 = "stablehlo.transpose"(%v198) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xbf16>) -> tensor<2x16x2xbf16>
    %v390 = "stablehlo.reshape"(%v389) : (tensor<2x16x2xbf16>) -> tensor<1x2x16x2xbf16>
    %v391 = "stablehlo.transpose"(%v199) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xbf16>) -> tensor<2x2x16xbf16>
    %v392 = "stablehlo.reshape"(%v391) : (tensor<2x2x16xbf16>) -> tensor<1x2x2x16xbf16>
    %v393 = util.global.load @p12 : tensor<64xf32>
    %v394 = "stablehlo.multiply"(%v388, %v388) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v395 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v396 = "stablehlo.reduce"(%v394, %v395) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v397 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v398 = "stablehlo.multiply"(%v396, %v397) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v400 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v401 = "stablehlo.add"(%v399, %v400) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v402 = "stablehlo.rsqrt"(%v401) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v403 = "stablehlo.multiply"(%v388, %v402) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v404 = "stablehlo.broadcast_in_dim"(%v393) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v405 = "stablehlo.multiply"(%v403, %v404) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v406 = util.global.load @p14 : tensor<64x64xf32>
    %v407 = util.global.load @p15 : tensor<64xf32>
    %v408 = "stablehlo.convert"(%v406) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v409 = tensor.empty() : tensor<2x64xf32>
    %v410 = arith.constant 0.0 : f32
    %v411 = linalg.fill ins(%v410 : f32) outs(%v409 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v412 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v405, %v408 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v411 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v413 = "stablehlo.broadcast_in_dim"(%v407) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v414 = "stablehlo.add"(%v412, %v413) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v415 = "stablehlo.reshape"(%v414) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v416 = util.global.load @p16 : tensor<32x64xf32>
    %v417 = util.global.load @p17 : tensor<32xf32>
    %v418 = "stablehlo.convert"(%v416) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v419 = tensor.empty() : tensor<2x32xf32>
    %v420 = arith.constant 0.0 : f32
    %v421 = linalg.fill ins(%v420 : f32) outs(%v419 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v422 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v405, %v418 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v421 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v423 = "stablehlo.broadcast_in_dim"(%v417) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v424 = "stablehlo.add"(%v422, %v423) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v425 = "stablehlo.reshape"(%v424) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v426 = util.global.load @p18 : tensor<32x64xf32>
    %v427 = util.global.load @p19 : tensor<32xf32>
    %v428 = "stablehlo.convert"(%v426) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %v429 = tensor.empty() : tensor<2x32xf32>
    %v430 = arith.constant 0.0 : f32
    %v431 = linalg.fill ins(%v430 : f32) outs(%v429 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v432 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v405, %v428 : tensor<2x64xf32>, tensor<32x64xbf16>) outs(%v431 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v427) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v434 = "stablehlo.add"(%v432, %v433) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v435 = "stablehlo.reshape"(%v434) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v436 = "stablehlo.slice"(%v415) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v437 = "stablehlo.slice"(%v415) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v438 = "stablehlo.negate"(%v437) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v439 = "stablehlo.concatenate"(%v438, %v436) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v440 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v441 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v442 = "stablehlo.multiply"(%v415, %v440) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v443 = "stablehlo.multiply"(%v439, %v441) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v444 = "stablehlo.add"(%v442, %v443) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v445 = "stablehlo.slice"(%v425) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v446 = "stablehlo.slice"(%v425) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v447 = "stablehlo.negate"(%v446) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v448 = "stablehlo.concatenate"(%v447, %v445) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v449 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v450 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v451 = "stablehlo.multiply"(%v425, %v449) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v452 = "stablehlo.multiply"(%v448, %v450) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v453 = "stablehlo.add"(%v451, %v452) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v454 = "stablehlo.reshape"(%v444) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v455 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x16xf32>
    %v456 = "stablehlo.multiply"(%v454, %v455) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v457 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x2x6x16xf32>
    %v458 = "stablehlo.concatenate"(%v456, %v457) {dimension = 2 : i64} : (tensor<2x2x2x16xf32>, tensor<2x2x6x16xf32>) -> tensor<2x2x8x16xf32>
    %v459 = "stablehlo.reshape"(%v458) : (tensor<2x2x8x16xf32>) -> tensor<2x2x1x8x16xf32>
    %v460 = "stablehlo.transpose"(%v459) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x2x1x8x16xf32>) -> tensor<2x2x1x16x8xf32>
    %v461 = "stablehlo.convert"(%v453) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v462 = "stablehlo.convert"(%v435) : (tensor<2x2x16xf32>) -> tensor<2x2x16xbf16>
    %v463 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v464 = "stablehlo.reshape"(%v463) : (tensor<1xi32>) -> tensor<i32>
    %v465 = "stablehlo.slice"(%v460) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v466 = "stablehlo.reshape"(%v465) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v467 = stablehlo.constant dense<0> : tensor<i32>
    %v468 = tensor.extract %v464[] : tensor<i32>
    %v469 = arith.index_cast %v468 : i32 to index
    %v470 = tensor.extract %v467[] : tensor<i32>
    %v471 = arith.index_cast %v470 : i32 to index
    %v472 = tensor.extract %v17[] : tensor<i32>
    %v473 = arith.index_cast %v472 : i32 to index
    %v474 = tensor.extract %v467[] : tensor<i32>
    %v475 = arith.index_cast %v474 : i32 to index
    %v476 = tensor.extract %v467[] : tensor<i32>
    %v477 = arith.index_cast %v476 : i32 to index
    %v478 = tensor.extract %v20[] : tensor<i32>
    %v479 = arith.index_cast %v478 : i32 to index
    %v480 = tensor.extract_slice %arg5[%v469, %v471, %v473, %v475, %v477] [1, 2, %v479, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xbf16> to tensor<1x2x?x16x16xbf16>
    %v481 = tensor.collapse_shape %v480 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xbf16> into tensor<2x?x16x16xbf16>
    %v482 = arith.constant 1 : index
    %v483 = tensor.dim %v481, %v482 : tensor<2x?x16x16xbf16>
    %v484 = tensor.expand_shape %v481 [[0], [1], [2], [3, 4]] output_shape [2, %v483, 16, 16, 1] : tensor<2x?x16x16xbf16> into tensor<2x?x16x16x1xbf16>
    %v485 = arith.constant 1 : index
    %v486 = tensor.dim %v484, %v485 : tensor<2x?x16x16x1xbf16>
    %v487 = tensor.empty(%v486) : tensor<2x1x?x8x16xf32>
    %v488 = arith.constant 0.0 : f32
    %v489 = linalg.fill ins(%v488 : f32) outs(%v487 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v490 = linalg.batch_mmt4d ins(%v466, %v484 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xbf16>) outs(%v489 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v491 = "stablehlo.transpose"(%v490) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v492 = tensor.collapse_shape %v491 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v493 = "stablehlo.select"(%v60, %v492, %v70) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v494 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v495 = "stablehlo.reduce"(%v493, %v494) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v496 = stablehlo.constant dense<2> : tensor<i32>
    %v497 = "stablehlo.reshape"(%v496) : (tensor<i32>) -> tensor<1xi32>
    %v498 = stablehlo.constant dense<8> : tensor<i32>
    %v499 = "stablehlo.reshape"(%v498) : (tensor<i32>) -> tensor<1xi32>
    %v500 = "stablehlo.reshape"(%v20) : (tensor<i32>) -> tensor<1xi32>
    %v501 = stablehlo.constant dense<16> : tensor<i32>
    %v502 = "stablehlo.reshape"(%v501) : (tensor<i32>) -> tensor<1xi32>
    %v503 = "stablehlo.concatenate"(%v497, %v499, %v500, %v502) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v504 = "stablehlo.dynamic_broadcast_in_dim"(%v495, %v503) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v505 = "stablehlo.subtract"(%v493, %v504) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v506 = "stablehlo.exponential"(%v505) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v507 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v508 = "stablehlo.reduce"(%v506, %v507) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v509 = tensor.collapse_shape %v506 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v510 = tensor.extract %v464[] : tensor<i32>
    %v511 = arith.index_cast %v510 : i32 to index
    %v512 = tensor.extract %v467[] : tensor<i32>
    %v513 = arith.index_cast %v512 : i32 to index
    %v514 = tensor.extract %v13[] : tensor<i32>
    %v515 = arith.index_cast %v514 : i32 to index
    %v516 = tensor.extract %v467[] : tensor<i32>
    %v517 = arith.index_cast %v516 : i32 to index
    %v518 = tensor.extract %v21[] : tensor<i32>
    %v519 = arith.index_cast %v518 : i32 to index
    %v520 = tensor.extract_slice %arg6[%v511, %v513, %v515, %v517] [1, 2, %v519, 16] [1, 1, 1, 1] : tensor<2x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    %v521 = "stablehlo.convert"(%v520) : (tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xf32>
    %v522 = "stablehlo.dot_general"(%v509, %v521) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v523 = "stablehlo.reshape"(%v522) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v524 = "stablehlo.reshape"(%v495) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v525 = "stablehlo.reshape"(%v508) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v526 = "stablehlo.slice"(%v460) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %v527 = "stablehlo.reshape"(%v526) : (tensor<1x2x1x16x8xf32>) -> tensor<2x1x16x8x1xf32>
    %v528 = stablehlo.constant dense<0> : tensor<i32>
    %v529 = tensor.extract %v464[] : tensor<i32>
    %v530 = arith.index_cast %v529 : i32 to index
    %v531 = tensor.extract %v528[] : tensor<i32>
    %v532 = arith.index_cast %v531 : i32 to index
    %v533 = tensor.extract %v76[] : tensor<i32>
    %v534 = arith.index_cast %v533 : i32 to index
    %v535 = tensor.extract %v528[] : tensor<i32>
    %v536 = arith.index_cast %v535 : i32 to index
    %v537 = tensor.extract %v528[] : tensor<i32>
    %v538 = arith.index_cast %v537 : i32 to index
    %v539 = tensor.extract %v79[] : tensor<i32>
    %v540 = arith.index_cast %v539 : i32 to index
    %v541 = tensor.extract_slice %arg5[%v530, %v532, %v534, %v536, %v538] [1, 2, %v540, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x?x16x16xbf16> to tensor<1x2x?x16x16xbf16>
    %v542 = tensor.collapse_shape %v541 [[0, 1], [2], [3], [4]] : tensor<1x2x?x16x16xbf16> into tensor<2x?x16x16xbf16>
    %v543 = arith.constant 1 : index
    %v544 = tensor.dim %v542, %v543 : tensor<2x?x16x16xbf16>
    %v545 = tensor.expand_shape %v542 [[0], [1], [2], [3, 4]] output_shape [2, %v544, 16, 16, 1] : tensor<2x?x16x16xbf16> into tensor<2x?x16x16x1xbf16>
    %v546 = arith.constant 1 : index
    %v547 = tensor.dim %v545, %v546 : tensor<2x?x16x16x1xbf16>
    %v548 = tensor.empty(%v547) : tensor<2x1x?x8x16xf32>
    %v549 = arith.constant 0.0 : f32
    %v550 = linalg.fill ins(%v549 : f32) outs(%v548 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v551 = linalg.batch_mmt4d ins(%v527, %v545 : tensor<2x1x16x8x1xf32>, tensor<2x?x16x16x1xbf16>) outs(%v550 : tensor<2x1x?x8x16xf32>) -> tensor<2x1x?x8x16xf32>
    %v552 = "stablehlo.transpose"(%v551) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<2x1x?x8x16xf32>) -> tensor<2x1x8x?x16xf32>
    %v553 = tensor.collapse_shape %v552 [[0], [1, 2], [3], [4]] : tensor<2x1x8x?x16xf32> into tensor<2x8x?x16xf32>
    %v554 = "stablehlo.select"(%v119, %v553, %v129) : (tensor<2x8x?x16xi1>, tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v555 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v556 = "stablehlo.reduce"(%v554, %v555) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v557 = stablehlo.constant dense<2> : tensor<i32>
    %v558 = "stablehlo.reshape"(%v557) : (tensor<i32>) -> tensor<1xi32>
    %v559 = stablehlo.constant dense<8> : tensor<i32>
    %v560 = "stablehlo.reshape"(%v559) : (tensor<i32>) -> tensor<1xi32>
    %v561 = "stablehlo.reshape"(%v79) : (tensor<i32>) -> tensor<1xi32>
    %v562 = stablehlo.constant dense<16> : tensor<i32>
    %v563 = "stablehlo.reshape"(%v562) : (tensor<i32>) -> tensor<1xi32>
    %v564 = "stablehlo.concatenate"(%v558, %v560, %v561, %v563) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v565 = "stablehlo.dynamic_broadcast_in_dim"(%v556, %v564) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<4xi32>) -> tensor<2x8x?x16xf32>
    %v566 = "stablehlo.subtract"(%v554, %v565) : (tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v567 = "stablehlo.exponential"(%v566) : (tensor<2x8x?x16xf32>) -> tensor<2x8x?x16xf32>
    %v568 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v569 = "stablehlo.reduce"(%v567, %v568) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<2x8x?x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %v570 = tensor.collapse_shape %v567 [[0], [1], [2, 3]] : tensor<2x8x?x16xf32> into tensor<2x8x?xf32>
    %v571 = tensor.extract %v464[] : tensor<i32>
    %v572 = arith.index_cast %v571 : i32 to index
    %v573 = tensor.extract %v528[] : tensor<i32>
    %v574 = arith.index_cast %v573 : i32 to index
    %v575 = tensor.extract %v72[] : tensor<i32>
    %v576 = arith.index_cast %v575 : i32 to index
    %v577 = tensor.extract %v528[] : tensor<i32>
    %v578 = arith.index_cast %v577 : i32 to index
    %v579 = tensor.extract %v80[] : tensor<i32>
    %v580 = arith.index_cast %v579 : i32 to index
    %v581 = tensor.extract_slice %arg6[%v572, %v574, %v576, %v578] [1, 2, %v580, 16] [1, 1, 1, 1] : tensor<2x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    %v582 = "stablehlo.convert"(%v581) : (tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xf32>
    %v583 = "stablehlo.dot_general"(%v570, %v582) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x8x?xf32>, tensor<1x2x?x16xf32>) -> tensor<2x8x1x16xf32>
    %v584 = "stablehlo.reshape"(%v583) : (tensor<2x8x1x16xf32>) -> tensor<1x2x8x16xf32>
    %v585 = "stablehlo.reshape"(%v556) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v586 = "stablehlo.reshape"(%v569) : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %v587 = "stablehlo.concatenate"(%v524, %v585) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v588 = "stablehlo.concatenate"(%v525, %v586) {dimension = 0 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<2x2x8xf32>
    %v589 = "stablehlo.concatenate"(%v523, %v584) {dimension = 0 : i64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v590 = "stablehlo.convert"(%v461) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v591 = "stablehlo.dot_general"(%v458, %v590) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x8x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v592 = "stablehlo.maximum"(%v587, %v591) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v593 = "stablehlo.subtract"(%v587, %v592) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v594 = "stablehlo.exponential"(%v593) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v595 = "stablehlo.subtract"(%v591, %v592) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v596 = "stablehlo.exponential"(%v595) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v597 = "stablehlo.multiply"(%v588, %v594) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v598 = "stablehlo.add"(%v597, %v596) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v599 = "stablehlo.broadcast_in_dim"(%v594) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v600 = "stablehlo.broadcast_in_dim"(%v596) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v601 = "stablehlo.convert"(%v462) : (tensor<2x2x16xbf16>) -> tensor<2x2x16xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v601) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x8x16xf32>
    %v603 = "stablehlo.multiply"(%v589, %v599) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v604 = "stablehlo.multiply"(%v600, %v602) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v605 = "stablehlo.add"(%v603, %v604) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v606 = "stablehlo.broadcast_in_dim"(%v598) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x16xf32>
    %v607 = "stablehlo.divide"(%v605, %v606) : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %v608 = "stablehlo.slice"(%v607) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x8x16xf32>) -> tensor<2x2x2x16xf32>
    %v609 = "stablehlo.reshape"(%v608) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v610 = util.global.load @p20 : tensor<64x64xf32>
    %v611 = "stablehlo.convert"(%v610) : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %v612 = tensor.empty() : tensor<2x64xf32>
    %v613 = arith.constant 0.0 : f32
    %v614 = linalg.fill ins(%v613 : f32) outs(%v612 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v615 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v609, %v611 : tensor<2x64xf32>, tensor<64x64xbf16>) outs(%v614 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v616 = "stablehlo.add"(%v388, %v615) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v617 = util.global.load @p13 : tensor<64xf32>
    %v618 = "stablehlo.multiply"(%v616, %v616) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v619 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v620 = "stablehlo.reduce"(%v618, %v619) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v621 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v622 = "stablehlo.multiply"(%v620, %v621) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v623 = "stablehlo.broadcast_in_dim"(%v622) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v624 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v625 = "stablehlo.add"(%v623, %v624) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v626 = "stablehlo.rsqrt"(%v625) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v627 = "stablehlo.multiply"(%v616, %v626) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v628 = "stablehlo.broadcast_in_dim"(%v617) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v629 = "stablehlo.multiply"(%v627, %v628) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v630 = util.global.load @p21 : tensor<128x64xf32>
    %v631 = "stablehlo.convert"(%v630) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v632 = tensor.empty() : tensor<2x128xf32>
    %v633 = arith.constant 0.0 : f32
    %v634 = linalg.fill ins(%v633 : f32) outs(%v632 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v635 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v629, %v631 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v634 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v636 = "stablehlo.logistic"(%v635) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v637 = "stablehlo.multiply"(%v635, %v636) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v638 = util.global.load @p22 : tensor<128x64xf32>
    %v639 = "stablehlo.convert"(%v638) : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %v640 = tensor.empty() : tensor<2x128xf32>
    %v641 = arith.constant 0.0 : f32
    %v642 = linalg.fill ins(%v641 : f32) outs(%v640 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v643 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v629, %v639 : tensor<2x64xf32>, tensor<128x64xbf16>) outs(%v642 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v644 = "stablehlo.multiply"(%v637, %v643) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v645 = util.global.load @p23 : tensor<64x128xf32>
    %v646 = "stablehlo.convert"(%v645) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v647 = tensor.empty() : tensor<2x64xf32>
    %v648 = arith.constant 0.0 : f32
    %v649 = linalg.fill ins(%v648 : f32) outs(%v647 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v650 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v644, %v646 : tensor<2x128xf32>, tensor<64x128xbf16>) outs(%v649 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v651 = "stablehlo.add"(%v616, %v650) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v652 = "stablehlo.transpose"(%v461) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xbf16>) -> tensor<2x16x2xbf16>
    %v653 = "stablehlo.reshape"(%v652) : (tensor<2x16x2xbf16>) -> tensor<1x2x16x2xbf16>
    %v654 = "stablehlo.transpose"(%v462) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xbf16>) -> tensor<2x2x16xbf16>
    %v655 = "stablehlo.reshape"(%v654) : (tensor<2x2x16xbf16>) -> tensor<1x2x2x16xbf16>
    %v656 = "stablehlo.concatenate"(%v390, %v653) {dimension = 0 : i64} : (tensor<1x2x16x2xbf16>, tensor<1x2x16x2xbf16>) -> tensor<2x2x16x2xbf16>
    %v657 = "stablehlo.concatenate"(%v392, %v655) {dimension = 0 : i64} : (tensor<1x2x2x16xbf16>, tensor<1x2x2x16xbf16>) -> tensor<2x2x2x16xbf16>
    %v658 = util.global.load @p25 : tensor<64xf32>
    %v659 = "stablehlo.multiply"(%v651, %v651) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v660 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v661 = "stablehlo.reduce"(%v659, %v660) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v662 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v663 = "stablehlo.multiply"(%v661, %v662) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v664 = "stablehlo.broadcast_in_dim"(%v663) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v665 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v666 = "stablehlo.add"(%v664, %v665) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v667 = "stablehlo.rsqrt"(%v666) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v668 = "stablehlo.multiply"(%v651, %v667) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v669 = "stablehlo.broadcast_in_dim"(%v658) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v670 = "stablehlo.multiply"(%v668, %v669) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v671 = util.global.load @p24 : tensor<151936x64xf32>
    %v672 = "stablehlo.convert"(%v671) : (tensor<151936x64xf32>) -> tensor<151936x64xbf16>
    %v673 = tensor.empty() : tensor<2x151936xf32>
    %v674 = arith.constant 0.0 : f32
    %v675 = linalg.fill ins(%v674 : f32) outs(%v673 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v676 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v670, %v672 : tensor<2x64xf32>, tensor<151936x64xbf16>) outs(%v675 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v676, %v656, %v657 : tensor<2x151936xf32>, tensor<2x2x16x2xbf16>, tensor<2x2x2x16xbf16>
  }
  func.func @kv_write_n2(%arg0: tensor<2x2x?x16x16xbf16>, %arg1: tensor<2x2x?x16xbf16>, %arg2: tensor<2x2x16x2xbf16>, %arg3: tensor<2x2x2x16xbf16>, %arg4: tensor<2xi32>) -> (tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xbf16>) -> tensor<2x2x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xbf16>) -> tensor<2x2x1x16xbf16>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xbf16> into tensor<2x2x?x16xbf16>
    %v31 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v32 = "stablehlo.reshape"(%v31) : (tensor<1xi32>) -> tensor<i32>
    %v33 = stablehlo.constant dense<0> : tensor<i32>
    %v34 = stablehlo.constant dense<16> : tensor<i32>
    %v35 = "stablehlo.divide"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v36 = "stablehlo.remainder"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v37 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 2, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xbf16>) -> tensor<2x2x16x1xbf16>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<2x2x16x1xbf16>) -> tensor<2x2x1x16x1xbf16>
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
    %v49 = tensor.insert_slice %v38 into %v20[%v40, %v42, %v44, %v46, %v48] [2, 2, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x1x16x1xbf16> into tensor<2x2x?x16x16xbf16>
    %v50 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xbf16>) -> tensor<2x2x1x16xbf16>
    %v51 = tensor.extract %v1[] : tensor<i32>
    %v52 = arith.index_cast %v51 : i32 to index
    %v53 = tensor.extract %v1[] : tensor<i32>
    %v54 = arith.index_cast %v53 : i32 to index
    %v55 = tensor.extract %v32[] : tensor<i32>
    %v56 = arith.index_cast %v55 : i32 to index
    %v57 = tensor.extract %v1[] : tensor<i32>
    %v58 = arith.index_cast %v57 : i32 to index
    %v59 = tensor.insert_slice %v50 into %v30[%v52, %v54, %v56, %v58] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xbf16> into tensor<2x2x?x16xbf16>
    return %v49, %v59 : tensor<2x2x?x16x16xbf16>, tensor<2x2x?x16xbf16>
  }
}
