module @lm {
  util.global private @p0 = #flow.parameter.named<"model"::"model.layers.0.input_layernorm.weight"> : tensor<64xbf16>
  util.global private @p1 = #flow.parameter.named<"model"::"model.layers.0.post_attention_layernorm.weight"> : tensor<64xbf16>
  util.global private @p2 = #flow.parameter.named<"model"::"model.layers.0.self_attn.q_proj.weight"> : tensor<64x64xbf16>
  util.global private @p3 = #flow.parameter.named<"model"::"model.layers.0.self_attn.q_proj.bias"> : tensor<64xbf16>
  util.global private @p4 = #flow.parameter.named<"model"::"model.layers.0.self_attn.k_proj.weight"> : tensor<16x64xbf16>
  util.global private @p5 = #flow.parameter.named<"model"::"model.layers.0.self_attn.k_proj.bias"> : tensor<16xbf16>
  util.global private @p6 = #flow.parameter.named<"model"::"model.layers.0.self_attn.v_proj.weight"> : tensor<16x64xbf16>
  util.global private @p7 = #flow.parameter.named<"model"::"model.layers.0.self_attn.v_proj.bias"> : tensor<16xbf16>
  util.global private @p8 = #flow.parameter.named<"model"::"model.layers.0.self_attn.o_proj.weight"> : tensor<64x64xbf16>
  util.global private @p9 = #flow.parameter.named<"model"::"model.layers.0.mlp.gate_proj.weight"> : tensor<160x64xbf16>
  util.global private @p10 = #flow.parameter.named<"model"::"model.layers.0.mlp.up_proj.weight"> : tensor<160x64xbf16>
  util.global private @p11 = #flow.parameter.named<"model"::"model.layers.0.mlp.down_proj.weight"> : tensor<64x160xbf16>
  util.global private @p12 = #flow.parameter.named<"model"::"model.layers.1.input_layernorm.weight"> : tensor<64xbf16>
  util.global private @p13 = #flow.parameter.named<"model"::"model.layers.1.post_attention_layernorm.weight"> : tensor<64xbf16>
  util.global private @p14 = #flow.parameter.named<"model"::"model.layers.1.self_attn.q_proj.weight"> : tensor<64x64xbf16>
  util.global private @p15 = #flow.parameter.named<"model"::"model.layers.1.self_attn.q_proj.bias"> : tensor<64xbf16>
  util.global private @p16 = #flow.parameter.named<"model"::"model.layers.1.self_attn.k_proj.weight"> : tensor<16x64xbf16>
  util.global private @p17 = #flow.parameter.named<"model"::"model.layers.1.self_attn.k_proj.bias"> : tensor<16xbf16>
  util.global private @p18 = #flow.parameter.named<"model"::"model.layers.1.self_attn.v_proj.weight"> : tensor<16x64xbf16>
  util.global private @p19 = #flow.parameter.named<"model"::"model.layers.1.self_attn.v_proj.bias"> : tensor<16xbf16>
  util.global private @p20 = #flow.parameter.named<"model"::"model.layers.1.self_attn.o_proj.weight"> : tensor<64x64xbf16>
  util.global private @p21 = #flow.parameter.named<"model"::"model.layers.1.mlp.gate_proj.weight"> : tensor<160x64xbf16>
  util.global private @p22 = #flow.parameter.named<"model"::"model.layers.1.mlp.up_proj.weight"> : tensor<160x64xbf16>
  util.global private @p23 = #flow.parameter.named<"model"::"model.layers.1.mlp.down_proj.weight"> : tensor<64x160xbf16>
  util.global private @p24 = #flow.parameter.named<"model"::"model.embed_tokens.weight"> : tensor<151936x64xbf16>
  util.global private @p25 = #flow.parameter.named<"model"::"lm_head.weight"> : tensor<151936x64xbf16>
  util.global private @p26 = #flow.parameter.named<"model"::"model.norm.weight"> : tensor<64xbf16>
  func.func @prefill_c2_w0(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<2xi32>) -> tensor<2x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<2x1xi32>) -> tensor<2x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<2x64xbf16>) -> tensor<2x64xf32>
    %v5 = stablehlo.constant dense<0> : tensor<2xi32>
    %v6 = "stablehlo.compare"(%arg2, %v5) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x64xi1>
    %v8 = "stablehlo.select"(%v7, %arg1, %v4) : (tensor<2x64xi1>, tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v9 = "stablehlo.convert"(%arg3) : (tensor<2xi64>) -> tensor<2xf32>
    %v10 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x8xf32>
    %v11 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8xf32>
    %v13 = "stablehlo.multiply"(%v10, %v12) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %v14 = "stablehlo.concatenate"(%v13, %v13) {dimension = 1 : i64} : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %v15 = "stablehlo.cosine"(%v14) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v16 = "stablehlo.sine"(%v14) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<2x2xi1>) -> tensor<1x2x4x2xi1>
    %v21 = stablehlo.constant dense<0> : tensor<i32>
    %v22 = util.global.load @p0 : tensor<64xbf16>
    %v23 = "stablehlo.multiply"(%v8, %v8) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v25 = "stablehlo.reduce"(%v23, %v24) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v26 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v27 = "stablehlo.multiply"(%v25, %v26) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v29 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v30 = "stablehlo.add"(%v28, %v29) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v31 = "stablehlo.rsqrt"(%v30) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v32 = "stablehlo.multiply"(%v8, %v31) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v33 = "stablehlo.convert"(%v22) : (tensor<64xbf16>) -> tensor<64xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v35 = "stablehlo.multiply"(%v32, %v34) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v36 = util.global.load @p2 : tensor<64x64xbf16>
    %v37 = util.global.load @p3 : tensor<64xbf16>
    %v38 = "stablehlo.convert"(%v36) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v39 = tensor.empty() : tensor<2x64xf32>
    %v40 = arith.constant 0.0 : f32
    %v41 = linalg.fill ins(%v40 : f32) outs(%v39 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v38 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v41 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v43 = "stablehlo.convert"(%v37) : (tensor<64xbf16>) -> tensor<64xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v43) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v45 = "stablehlo.add"(%v42, %v44) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v47 = util.global.load @p4 : tensor<16x64xbf16>
    %v48 = util.global.load @p5 : tensor<16xbf16>
    %v49 = "stablehlo.convert"(%v47) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v50 = tensor.empty() : tensor<2x16xf32>
    %v51 = arith.constant 0.0 : f32
    %v52 = linalg.fill ins(%v51 : f32) outs(%v50 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v53 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v49 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v52 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v54 = "stablehlo.convert"(%v48) : (tensor<16xbf16>) -> tensor<16xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v54) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v56 = "stablehlo.add"(%v53, %v55) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v57 = "stablehlo.reshape"(%v56) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v58 = util.global.load @p6 : tensor<16x64xbf16>
    %v59 = util.global.load @p7 : tensor<16xbf16>
    %v60 = "stablehlo.convert"(%v58) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v61 = tensor.empty() : tensor<2x16xf32>
    %v62 = arith.constant 0.0 : f32
    %v63 = linalg.fill ins(%v62 : f32) outs(%v61 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v60 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v63 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v65 = "stablehlo.convert"(%v59) : (tensor<16xbf16>) -> tensor<16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v65) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v67 = "stablehlo.add"(%v64, %v66) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v68 = "stablehlo.reshape"(%v67) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v69 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v70 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v71 = "stablehlo.negate"(%v70) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v72 = "stablehlo.concatenate"(%v71, %v69) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v75 = "stablehlo.multiply"(%v46, %v73) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v76 = "stablehlo.multiply"(%v72, %v74) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v77 = "stablehlo.add"(%v75, %v76) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v78 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v79 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v80 = "stablehlo.negate"(%v79) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v81 = "stablehlo.concatenate"(%v80, %v78) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v84 = "stablehlo.multiply"(%v57, %v82) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v85 = "stablehlo.multiply"(%v81, %v83) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v86 = "stablehlo.add"(%v84, %v85) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v87 = "stablehlo.reshape"(%v77) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v88 = "stablehlo.dot_general"(%v87, %v86) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x2xf32>
    %v89 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v90 = "stablehlo.select"(%v20, %v88, %v89) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v91 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<1xi32>) -> tensor<i32>
    %v93 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v94 = "stablehlo.multiply"(%v90, %v93) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v96 = "stablehlo.reduce"(%v94, %v95) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v98 = "stablehlo.subtract"(%v94, %v97) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v99 = "stablehlo.exponential"(%v98) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v101 = "stablehlo.reduce"(%v99, %v100) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v101) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v103 = "stablehlo.divide"(%v99, %v102) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v104 = "stablehlo.slice"(%v103) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v105 = "stablehlo.dot_general"(%v104, %v68) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x16xf32>
    %v106 = "stablehlo.transpose"(%v105) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v108 = util.global.load @p8 : tensor<64x64xbf16>
    %v109 = "stablehlo.convert"(%v108) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v110 = tensor.empty() : tensor<2x64xf32>
    %v111 = arith.constant 0.0 : f32
    %v112 = linalg.fill ins(%v111 : f32) outs(%v110 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v113 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v107, %v109 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v112 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v114 = "stablehlo.add"(%v8, %v113) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v115 = util.global.load @p1 : tensor<64xbf16>
    %v116 = "stablehlo.multiply"(%v114, %v114) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v118 = "stablehlo.reduce"(%v116, %v117) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v119 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%v120) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v122 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v123 = "stablehlo.add"(%v121, %v122) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v124 = "stablehlo.rsqrt"(%v123) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v125 = "stablehlo.multiply"(%v114, %v124) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v126 = "stablehlo.convert"(%v115) : (tensor<64xbf16>) -> tensor<64xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%v126) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v128 = "stablehlo.multiply"(%v125, %v127) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v129 = util.global.load @p9 : tensor<160x64xbf16>
    %v130 = "stablehlo.convert"(%v129) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v131 = tensor.empty() : tensor<2x160xf32>
    %v132 = arith.constant 0.0 : f32
    %v133 = linalg.fill ins(%v132 : f32) outs(%v131 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v128, %v130 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v133 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v135 = "stablehlo.logistic"(%v134) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v136 = "stablehlo.multiply"(%v134, %v135) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v137 = util.global.load @p10 : tensor<160x64xbf16>
    %v138 = "stablehlo.convert"(%v137) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v139 = tensor.empty() : tensor<2x160xf32>
    %v140 = arith.constant 0.0 : f32
    %v141 = linalg.fill ins(%v140 : f32) outs(%v139 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v142 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v128, %v138 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v141 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v143 = "stablehlo.multiply"(%v136, %v142) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v144 = util.global.load @p11 : tensor<64x160xbf16>
    %v145 = "stablehlo.convert"(%v144) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v146 = tensor.empty() : tensor<2x64xf32>
    %v147 = arith.constant 0.0 : f32
    %v148 = linalg.fill ins(%v147 : f32) outs(%v146 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v149 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v143, %v145 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v148 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v150 = "stablehlo.add"(%v114, %v149) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v151 = "stablehlo.transpose"(%v86) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v153 = "stablehlo.transpose"(%v68) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v154 = "stablehlo.reshape"(%v153) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v155 = util.global.load @p12 : tensor<64xbf16>
    %v156 = "stablehlo.multiply"(%v150, %v150) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v157 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v158 = "stablehlo.reduce"(%v156, %v157) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v159 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v160 = "stablehlo.multiply"(%v158, %v159) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v160) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v162 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v163 = "stablehlo.add"(%v161, %v162) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v164 = "stablehlo.rsqrt"(%v163) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v165 = "stablehlo.multiply"(%v150, %v164) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v166 = "stablehlo.convert"(%v155) : (tensor<64xbf16>) -> tensor<64xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v168 = "stablehlo.multiply"(%v165, %v167) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = util.global.load @p14 : tensor<64x64xbf16>
    %v170 = util.global.load @p15 : tensor<64xbf16>
    %v171 = "stablehlo.convert"(%v169) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v172 = tensor.empty() : tensor<2x64xf32>
    %v173 = arith.constant 0.0 : f32
    %v174 = linalg.fill ins(%v173 : f32) outs(%v172 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v175 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v168, %v171 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v174 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v176 = "stablehlo.convert"(%v170) : (tensor<64xbf16>) -> tensor<64xf32>
    %v177 = "stablehlo.broadcast_in_dim"(%v176) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.add"(%v175, %v177) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v179 = "stablehlo.reshape"(%v178) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v180 = util.global.load @p16 : tensor<16x64xbf16>
    %v181 = util.global.load @p17 : tensor<16xbf16>
    %v182 = "stablehlo.convert"(%v180) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v183 = tensor.empty() : tensor<2x16xf32>
    %v184 = arith.constant 0.0 : f32
    %v185 = linalg.fill ins(%v184 : f32) outs(%v183 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v186 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v168, %v182 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v185 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v187 = "stablehlo.convert"(%v181) : (tensor<16xbf16>) -> tensor<16xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v187) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v189 = "stablehlo.add"(%v186, %v188) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v191 = util.global.load @p18 : tensor<16x64xbf16>
    %v192 = util.global.load @p19 : tensor<16xbf16>
    %v193 = "stablehlo.convert"(%v191) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v194 = tensor.empty() : tensor<2x16xf32>
    %v195 = arith.constant 0.0 : f32
    %v196 = linalg.fill ins(%v195 : f32) outs(%v194 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v197 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v168, %v193 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v196 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v198 = "stablehlo.convert"(%v192) : (tensor<16xbf16>) -> tensor<16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v200 = "stablehlo.add"(%v197, %v199) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v202 = "stablehlo.slice"(%v179) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v203 = "stablehlo.slice"(%v179) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v204 = "stablehlo.negate"(%v203) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v205 = "stablehlo.concatenate"(%v204, %v202) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v208 = "stablehlo.multiply"(%v179, %v206) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v209 = "stablehlo.multiply"(%v205, %v207) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v210 = "stablehlo.add"(%v208, %v209) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v211 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v212 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v213 = "stablehlo.negate"(%v212) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v214 = "stablehlo.concatenate"(%v213, %v211) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v215 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v217 = "stablehlo.multiply"(%v190, %v215) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v218 = "stablehlo.multiply"(%v214, %v216) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v220 = "stablehlo.reshape"(%v210) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v221 = "stablehlo.dot_general"(%v220, %v219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x2xf32>
    %v222 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v223 = "stablehlo.select"(%v20, %v221, %v222) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v224 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<1xi32>) -> tensor<i32>
    %v226 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v227 = "stablehlo.multiply"(%v223, %v226) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v228 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v229 = "stablehlo.reduce"(%v227, %v228) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v231 = "stablehlo.subtract"(%v227, %v230) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v232 = "stablehlo.exponential"(%v231) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v232, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v236 = "stablehlo.divide"(%v232, %v235) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v237 = "stablehlo.slice"(%v236) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v238 = "stablehlo.dot_general"(%v237, %v201) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x16xf32>
    %v239 = "stablehlo.transpose"(%v238) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v241 = util.global.load @p20 : tensor<64x64xbf16>
    %v242 = "stablehlo.convert"(%v241) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v243 = tensor.empty() : tensor<2x64xf32>
    %v244 = arith.constant 0.0 : f32
    %v245 = linalg.fill ins(%v244 : f32) outs(%v243 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v246 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v240, %v242 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v245 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v247 = "stablehlo.add"(%v150, %v246) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v248 = util.global.load @p13 : tensor<64xbf16>
    %v249 = "stablehlo.multiply"(%v247, %v247) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v251 = "stablehlo.reduce"(%v249, %v250) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v252 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v253 = "stablehlo.multiply"(%v251, %v252) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v253) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v255 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v256 = "stablehlo.add"(%v254, %v255) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v257 = "stablehlo.rsqrt"(%v256) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v258 = "stablehlo.multiply"(%v247, %v257) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v259 = "stablehlo.convert"(%v248) : (tensor<64xbf16>) -> tensor<64xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v261 = "stablehlo.multiply"(%v258, %v260) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v262 = util.global.load @p21 : tensor<160x64xbf16>
    %v263 = "stablehlo.convert"(%v262) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v264 = tensor.empty() : tensor<2x160xf32>
    %v265 = arith.constant 0.0 : f32
    %v266 = linalg.fill ins(%v265 : f32) outs(%v264 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v267 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v263 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v266 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v268 = "stablehlo.logistic"(%v267) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v269 = "stablehlo.multiply"(%v267, %v268) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v270 = util.global.load @p22 : tensor<160x64xbf16>
    %v271 = "stablehlo.convert"(%v270) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v272 = tensor.empty() : tensor<2x160xf32>
    %v273 = arith.constant 0.0 : f32
    %v274 = linalg.fill ins(%v273 : f32) outs(%v272 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v275 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v271 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v274 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v276 = "stablehlo.multiply"(%v269, %v275) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v277 = util.global.load @p23 : tensor<64x160xbf16>
    %v278 = "stablehlo.convert"(%v277) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v279 = tensor.empty() : tensor<2x64xf32>
    %v280 = arith.constant 0.0 : f32
    %v281 = linalg.fill ins(%v280 : f32) outs(%v279 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v282 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v276, %v278 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v281 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v283 = "stablehlo.add"(%v247, %v282) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.transpose"(%v219) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v285 = "stablehlo.reshape"(%v284) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v286 = "stablehlo.transpose"(%v201) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v287 = "stablehlo.reshape"(%v286) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v288 = "stablehlo.concatenate"(%v152, %v285) {dimension = 0 : i64} : (tensor<1x1x16x2xf32>, tensor<1x1x16x2xf32>) -> tensor<2x1x16x2xf32>
    %v289 = "stablehlo.concatenate"(%v154, %v287) {dimension = 0 : i64} : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %v290 = "stablehlo.dynamic_slice"(%v283, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v291 = util.global.load @p26 : tensor<64xbf16>
    %v292 = "stablehlo.multiply"(%v290, %v290) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v294 = "stablehlo.reduce"(%v292, %v293) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v295 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v296 = "stablehlo.multiply"(%v294, %v295) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%v296) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v298 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v299 = "stablehlo.add"(%v297, %v298) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v300 = "stablehlo.rsqrt"(%v299) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v301 = "stablehlo.multiply"(%v290, %v300) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v302 = "stablehlo.convert"(%v291) : (tensor<64xbf16>) -> tensor<64xf32>
    %v303 = "stablehlo.broadcast_in_dim"(%v302) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v304 = "stablehlo.multiply"(%v301, %v303) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v305 = util.global.load @p25 : tensor<151936x64xbf16>
    %v306 = "stablehlo.convert"(%v305) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v307 = tensor.empty() : tensor<1x151936xf32>
    %v308 = arith.constant 0.0 : f32
    %v309 = linalg.fill ins(%v308 : f32) outs(%v307 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v310 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v304, %v306 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v309 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v310, %v283, %v288, %v289 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>
  }
  func.func @prefill_c2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<2xi32>) -> tensor<2x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<2x1xi32>) -> tensor<2x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<2x64xbf16>) -> tensor<2x64xf32>
    %v5 = stablehlo.constant dense<0> : tensor<2xi32>
    %v6 = "stablehlo.compare"(%arg2, %v5) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x64xi1>
    %v8 = "stablehlo.select"(%v7, %arg1, %v4) : (tensor<2x64xi1>, tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v9 = "stablehlo.convert"(%arg3) : (tensor<2xi64>) -> tensor<2xf32>
    %v10 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x8xf32>
    %v11 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8xf32>
    %v13 = "stablehlo.multiply"(%v10, %v12) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %v14 = "stablehlo.concatenate"(%v13, %v13) {dimension = 1 : i64} : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %v15 = "stablehlo.cosine"(%v14) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v16 = "stablehlo.sine"(%v14) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<2x2xi1>) -> tensor<1x2x4x2xi1>
    %v21 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x4x128xi32>
    %v22 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x2x4x128xi32>
    %v23 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v24 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x2x4x128xi32>
    %v25 = "stablehlo.compare"(%v21, %v22) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x2x4x128xi32>, tensor<1x2x4x128xi32>) -> tensor<1x2x4x128xi1>
    %v26 = "stablehlo.compare"(%v21, %v24) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x2x4x128xi32>, tensor<1x2x4x128xi32>) -> tensor<1x2x4x128xi1>
    %v27 = "stablehlo.and"(%v25, %v26) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xi1>) -> tensor<1x2x4x128xi1>
    %v28 = stablehlo.constant dense<0> : tensor<i32>
    %v29 = util.global.load @p0 : tensor<64xbf16>
    %v30 = "stablehlo.multiply"(%v8, %v8) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v31 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v32 = "stablehlo.reduce"(%v30, %v31) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v33 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v34 = "stablehlo.multiply"(%v32, %v33) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v36 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v37 = "stablehlo.add"(%v35, %v36) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v38 = "stablehlo.rsqrt"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v39 = "stablehlo.multiply"(%v8, %v38) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v40 = "stablehlo.convert"(%v29) : (tensor<64xbf16>) -> tensor<64xf32>
    %v41 = "stablehlo.broadcast_in_dim"(%v40) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v42 = "stablehlo.multiply"(%v39, %v41) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v43 = util.global.load @p2 : tensor<64x64xbf16>
    %v44 = util.global.load @p3 : tensor<64xbf16>
    %v45 = "stablehlo.convert"(%v43) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v46 = tensor.empty() : tensor<2x64xf32>
    %v47 = arith.constant 0.0 : f32
    %v48 = linalg.fill ins(%v47 : f32) outs(%v46 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v49 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v45 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v48 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v50 = "stablehlo.convert"(%v44) : (tensor<64xbf16>) -> tensor<64xf32>
    %v51 = "stablehlo.broadcast_in_dim"(%v50) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v52 = "stablehlo.add"(%v49, %v51) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v53 = "stablehlo.reshape"(%v52) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v54 = util.global.load @p4 : tensor<16x64xbf16>
    %v55 = util.global.load @p5 : tensor<16xbf16>
    %v56 = "stablehlo.convert"(%v54) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v57 = tensor.empty() : tensor<2x16xf32>
    %v58 = arith.constant 0.0 : f32
    %v59 = linalg.fill ins(%v58 : f32) outs(%v57 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v60 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v56 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v59 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v61 = "stablehlo.convert"(%v55) : (tensor<16xbf16>) -> tensor<16xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v61) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v63 = "stablehlo.add"(%v60, %v62) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v64 = "stablehlo.reshape"(%v63) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v65 = util.global.load @p6 : tensor<16x64xbf16>
    %v66 = util.global.load @p7 : tensor<16xbf16>
    %v67 = "stablehlo.convert"(%v65) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v68 = tensor.empty() : tensor<2x16xf32>
    %v69 = arith.constant 0.0 : f32
    %v70 = linalg.fill ins(%v69 : f32) outs(%v68 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v71 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v67 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v70 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v72 = "stablehlo.convert"(%v66) : (tensor<16xbf16>) -> tensor<16xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v72) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v74 = "stablehlo.add"(%v71, %v73) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v76 = "stablehlo.slice"(%v53) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v77 = "stablehlo.slice"(%v53) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v78 = "stablehlo.negate"(%v77) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v79 = "stablehlo.concatenate"(%v78, %v76) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v82 = "stablehlo.multiply"(%v53, %v80) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v83 = "stablehlo.multiply"(%v79, %v81) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v85 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v86 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v87 = "stablehlo.negate"(%v86) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v88 = "stablehlo.concatenate"(%v87, %v85) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v91 = "stablehlo.multiply"(%v64, %v89) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v92 = "stablehlo.multiply"(%v88, %v90) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v93 = "stablehlo.add"(%v91, %v92) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v94 = "stablehlo.reshape"(%v84) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v95 = "stablehlo.dot_general"(%v94, %v93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x2xf32>
    %v96 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v97 = "stablehlo.select"(%v20, %v95, %v96) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v98 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v99 = "stablehlo.reshape"(%v98) : (tensor<1xi32>) -> tensor<i32>
    %v100 = "stablehlo.dynamic_slice"(%arg9, %v99, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v101 = "stablehlo.reshape"(%v100) : (tensor<1x1x16x128xf32>) -> tensor<1x16x128xf32>
    %v102 = "stablehlo.dot_general"(%v94, %v101) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xf32>, tensor<1x16x128xf32>) -> tensor<1x2x4x128xf32>
    %v103 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v104 = "stablehlo.select"(%v27, %v102, %v103) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v105 = "stablehlo.dynamic_slice"(%arg10, %v99, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v107 = "stablehlo.concatenate"(%v104, %v97) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v108 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v109 = "stablehlo.multiply"(%v107, %v108) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v111 = "stablehlo.reduce"(%v109, %v110) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v113 = "stablehlo.subtract"(%v109, %v112) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v114 = "stablehlo.exponential"(%v113) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v115 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v116 = "stablehlo.reduce"(%v114, %v115) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%v116) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v118 = "stablehlo.divide"(%v114, %v117) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v119 = "stablehlo.slice"(%v118) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v120 = "stablehlo.dot_general"(%v119, %v75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x16xf32>
    %v121 = "stablehlo.slice"(%v118) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v122 = "stablehlo.dot_general"(%v121, %v106) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xf32>, tensor<1x128x16xf32>) -> tensor<1x2x4x16xf32>
    %v123 = "stablehlo.add"(%v120, %v122) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v124 = "stablehlo.transpose"(%v123) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v125 = "stablehlo.reshape"(%v124) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v126 = util.global.load @p8 : tensor<64x64xbf16>
    %v127 = "stablehlo.convert"(%v126) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v128 = tensor.empty() : tensor<2x64xf32>
    %v129 = arith.constant 0.0 : f32
    %v130 = linalg.fill ins(%v129 : f32) outs(%v128 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v131 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v125, %v127 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v130 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v132 = "stablehlo.add"(%v8, %v131) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v133 = util.global.load @p1 : tensor<64xbf16>
    %v134 = "stablehlo.multiply"(%v132, %v132) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v136 = "stablehlo.reduce"(%v134, %v135) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v137 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v138 = "stablehlo.multiply"(%v136, %v137) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v138) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v140 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v141 = "stablehlo.add"(%v139, %v140) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v142 = "stablehlo.rsqrt"(%v141) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v143 = "stablehlo.multiply"(%v132, %v142) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v144 = "stablehlo.convert"(%v133) : (tensor<64xbf16>) -> tensor<64xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v146 = "stablehlo.multiply"(%v143, %v145) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v147 = util.global.load @p9 : tensor<160x64xbf16>
    %v148 = "stablehlo.convert"(%v147) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v149 = tensor.empty() : tensor<2x160xf32>
    %v150 = arith.constant 0.0 : f32
    %v151 = linalg.fill ins(%v150 : f32) outs(%v149 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v152 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v146, %v148 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v151 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v153 = "stablehlo.logistic"(%v152) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v154 = "stablehlo.multiply"(%v152, %v153) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v155 = util.global.load @p10 : tensor<160x64xbf16>
    %v156 = "stablehlo.convert"(%v155) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v157 = tensor.empty() : tensor<2x160xf32>
    %v158 = arith.constant 0.0 : f32
    %v159 = linalg.fill ins(%v158 : f32) outs(%v157 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v160 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v146, %v156 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v159 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v161 = "stablehlo.multiply"(%v154, %v160) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v162 = util.global.load @p11 : tensor<64x160xbf16>
    %v163 = "stablehlo.convert"(%v162) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v164 = tensor.empty() : tensor<2x64xf32>
    %v165 = arith.constant 0.0 : f32
    %v166 = linalg.fill ins(%v165 : f32) outs(%v164 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v167 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v161, %v163 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v166 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v168 = "stablehlo.add"(%v132, %v167) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = "stablehlo.transpose"(%v93) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v170 = "stablehlo.reshape"(%v169) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v171 = "stablehlo.transpose"(%v75) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v172 = "stablehlo.reshape"(%v171) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v173 = util.global.load @p12 : tensor<64xbf16>
    %v174 = "stablehlo.multiply"(%v168, %v168) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v176 = "stablehlo.reduce"(%v174, %v175) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v177 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v178 = "stablehlo.multiply"(%v176, %v177) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v180 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v181 = "stablehlo.add"(%v179, %v180) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v182 = "stablehlo.rsqrt"(%v181) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v183 = "stablehlo.multiply"(%v168, %v182) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v184 = "stablehlo.convert"(%v173) : (tensor<64xbf16>) -> tensor<64xf32>
    %v185 = "stablehlo.broadcast_in_dim"(%v184) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v186 = "stablehlo.multiply"(%v183, %v185) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v187 = util.global.load @p14 : tensor<64x64xbf16>
    %v188 = util.global.load @p15 : tensor<64xbf16>
    %v189 = "stablehlo.convert"(%v187) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v190 = tensor.empty() : tensor<2x64xf32>
    %v191 = arith.constant 0.0 : f32
    %v192 = linalg.fill ins(%v191 : f32) outs(%v190 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v193 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v186, %v189 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v192 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v194 = "stablehlo.convert"(%v188) : (tensor<64xbf16>) -> tensor<64xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v194) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v196 = "stablehlo.add"(%v193, %v195) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v197 = "stablehlo.reshape"(%v196) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v198 = util.global.load @p16 : tensor<16x64xbf16>
    %v199 = util.global.load @p17 : tensor<16xbf16>
    %v200 = "stablehlo.convert"(%v198) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v201 = tensor.empty() : tensor<2x16xf32>
    %v202 = arith.constant 0.0 : f32
    %v203 = linalg.fill ins(%v202 : f32) outs(%v201 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v204 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v186, %v200 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v203 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v205 = "stablehlo.convert"(%v199) : (tensor<16xbf16>) -> tensor<16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v205) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v207 = "stablehlo.add"(%v204, %v206) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v208 = "stablehlo.reshape"(%v207) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v209 = util.global.load @p18 : tensor<16x64xbf16>
    %v210 = util.global.load @p19 : tensor<16xbf16>
    %v211 = "stablehlo.convert"(%v209) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v212 = tensor.empty() : tensor<2x16xf32>
    %v213 = arith.constant 0.0 : f32
    %v214 = linalg.fill ins(%v213 : f32) outs(%v212 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v215 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v186, %v211 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v214 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v216 = "stablehlo.convert"(%v210) : (tensor<16xbf16>) -> tensor<16xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v216) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v218 = "stablehlo.add"(%v215, %v217) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v219 = "stablehlo.reshape"(%v218) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v220 = "stablehlo.slice"(%v197) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v221 = "stablehlo.slice"(%v197) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v222 = "stablehlo.negate"(%v221) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v223 = "stablehlo.concatenate"(%v222, %v220) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v225 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v226 = "stablehlo.multiply"(%v197, %v224) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v227 = "stablehlo.multiply"(%v223, %v225) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v228 = "stablehlo.add"(%v226, %v227) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v229 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v230 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v231 = "stablehlo.negate"(%v230) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v232 = "stablehlo.concatenate"(%v231, %v229) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v235 = "stablehlo.multiply"(%v208, %v233) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v236 = "stablehlo.multiply"(%v232, %v234) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v237 = "stablehlo.add"(%v235, %v236) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v238 = "stablehlo.reshape"(%v228) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v239 = "stablehlo.dot_general"(%v238, %v237) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x2xf32>
    %v240 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v241 = "stablehlo.select"(%v20, %v239, %v240) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v242 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v243 = "stablehlo.reshape"(%v242) : (tensor<1xi32>) -> tensor<i32>
    %v244 = "stablehlo.dynamic_slice"(%arg9, %v243, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v245 = "stablehlo.reshape"(%v244) : (tensor<1x1x16x128xf32>) -> tensor<1x16x128xf32>
    %v246 = "stablehlo.dot_general"(%v238, %v245) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xf32>, tensor<1x16x128xf32>) -> tensor<1x2x4x128xf32>
    %v247 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v248 = "stablehlo.select"(%v27, %v246, %v247) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v249 = "stablehlo.dynamic_slice"(%arg10, %v243, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v250 = "stablehlo.reshape"(%v249) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v251 = "stablehlo.concatenate"(%v248, %v241) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v252 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v253 = "stablehlo.multiply"(%v251, %v252) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v254 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v255 = "stablehlo.reduce"(%v253, %v254) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v257 = "stablehlo.subtract"(%v253, %v256) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v258 = "stablehlo.exponential"(%v257) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v260 = "stablehlo.reduce"(%v258, %v259) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v262 = "stablehlo.divide"(%v258, %v261) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v263 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v264 = "stablehlo.dot_general"(%v263, %v219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xf32>, tensor<2x1x16xf32>) -> tensor<1x2x4x16xf32>
    %v265 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v266 = "stablehlo.dot_general"(%v265, %v250) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xf32>, tensor<1x128x16xf32>) -> tensor<1x2x4x16xf32>
    %v267 = "stablehlo.add"(%v264, %v266) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v268 = "stablehlo.transpose"(%v267) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v269 = "stablehlo.reshape"(%v268) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v270 = util.global.load @p20 : tensor<64x64xbf16>
    %v271 = "stablehlo.convert"(%v270) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v272 = tensor.empty() : tensor<2x64xf32>
    %v273 = arith.constant 0.0 : f32
    %v274 = linalg.fill ins(%v273 : f32) outs(%v272 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v269, %v271 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v274 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v276 = "stablehlo.add"(%v168, %v275) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v277 = util.global.load @p13 : tensor<64xbf16>
    %v278 = "stablehlo.multiply"(%v276, %v276) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v280 = "stablehlo.reduce"(%v278, %v279) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v281 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v282 = "stablehlo.multiply"(%v280, %v281) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v284 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v285 = "stablehlo.add"(%v283, %v284) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v286 = "stablehlo.rsqrt"(%v285) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v287 = "stablehlo.multiply"(%v276, %v286) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v288 = "stablehlo.convert"(%v277) : (tensor<64xbf16>) -> tensor<64xf32>
    %v289 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v290 = "stablehlo.multiply"(%v287, %v289) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v291 = util.global.load @p21 : tensor<160x64xbf16>
    %v292 = "stablehlo.convert"(%v291) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v293 = tensor.empty() : tensor<2x160xf32>
    %v294 = arith.constant 0.0 : f32
    %v295 = linalg.fill ins(%v294 : f32) outs(%v293 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v296 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v290, %v292 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v295 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v297 = "stablehlo.logistic"(%v296) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v298 = "stablehlo.multiply"(%v296, %v297) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v299 = util.global.load @p22 : tensor<160x64xbf16>
    %v300 = "stablehlo.convert"(%v299) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v301 = tensor.empty() : tensor<2x160xf32>
    %v302 = arith.constant 0.0 : f32
    %v303 = linalg.fill ins(%v302 : f32) outs(%v301 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v304 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v290, %v300 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v303 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v305 = "stablehlo.multiply"(%v298, %v304) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v306 = util.global.load @p23 : tensor<64x160xbf16>
    %v307 = "stablehlo.convert"(%v306) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v308 = tensor.empty() : tensor<2x64xf32>
    %v309 = arith.constant 0.0 : f32
    %v310 = linalg.fill ins(%v309 : f32) outs(%v308 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v311 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v305, %v307 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v310 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v312 = "stablehlo.add"(%v276, %v311) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.transpose"(%v237) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v314 = "stablehlo.reshape"(%v313) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v315 = "stablehlo.transpose"(%v219) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v316 = "stablehlo.reshape"(%v315) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v317 = "stablehlo.concatenate"(%v170, %v314) {dimension = 0 : i64} : (tensor<1x1x16x2xf32>, tensor<1x1x16x2xf32>) -> tensor<2x1x16x2xf32>
    %v318 = "stablehlo.concatenate"(%v172, %v316) {dimension = 0 : i64} : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %v319 = "stablehlo.dynamic_slice"(%v312, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v320 = util.global.load @p26 : tensor<64xbf16>
    %v321 = "stablehlo.multiply"(%v319, %v319) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v323 = "stablehlo.reduce"(%v321, %v322) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v324 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v325 = "stablehlo.multiply"(%v323, %v324) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v326 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v327 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v328 = "stablehlo.add"(%v326, %v327) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v329 = "stablehlo.rsqrt"(%v328) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v330 = "stablehlo.multiply"(%v319, %v329) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v331 = "stablehlo.convert"(%v320) : (tensor<64xbf16>) -> tensor<64xf32>
    %v332 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v333 = "stablehlo.multiply"(%v330, %v332) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v334 = util.global.load @p25 : tensor<151936x64xbf16>
    %v335 = "stablehlo.convert"(%v334) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v336 = tensor.empty() : tensor<1x151936xf32>
    %v337 = arith.constant 0.0 : f32
    %v338 = linalg.fill ins(%v337 : f32) outs(%v336 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v339 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v333, %v335 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v338 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v339, %v312, %v317, %v318 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>
  }
  func.func @head_c2(%arg0: tensor<2x64xf32>) -> (tensor<2x151936xf32>) {
    %v1 = util.global.load @p26 : tensor<64xbf16>
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
    %v12 = "stablehlo.convert"(%v1) : (tensor<64xbf16>) -> tensor<64xf32>
    %v13 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v14 = "stablehlo.multiply"(%v11, %v13) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v15 = util.global.load @p25 : tensor<151936x64xbf16>
    %v16 = "stablehlo.convert"(%v15) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v17 = tensor.empty() : tensor<2x151936xf32>
    %v18 = arith.constant 0.0 : f32
    %v19 = linalg.fill ins(%v18 : f32) outs(%v17 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v14, %v16 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v19 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v20 : tensor<2x151936xf32>
  }
  func.func @kv_write_c2(%arg0: tensor<2x1x16x?xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x2xf32>, %arg3: tensor<2x1x2x16xf32>, %arg4: tensor<i32>) -> (tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = tensor.extract %v1[] : tensor<i32>
    %v3 = arith.index_cast %v2 : i32 to index
    %v4 = tensor.extract %v1[] : tensor<i32>
    %v5 = arith.index_cast %v4 : i32 to index
    %v6 = tensor.extract %v1[] : tensor<i32>
    %v7 = arith.index_cast %v6 : i32 to index
    %v8 = tensor.extract %arg4[] : tensor<i32>
    %v9 = arith.index_cast %v8 : i32 to index
    %v10 = tensor.insert_slice %arg2 into %arg0[%v3, %v5, %v7, %v9] [2, 1, 16, 2] [1, 1, 1, 1] : tensor<2x1x16x2xf32> into tensor<2x1x16x?xf32>
    %v11 = tensor.extract %v1[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.extract %v1[] : tensor<i32>
    %v14 = arith.index_cast %v13 : i32 to index
    %v15 = tensor.extract %arg4[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.insert_slice %arg3 into %arg1[%v12, %v14, %v16, %v18] [2, 1, 2, 16] [1, 1, 1, 1] : tensor<2x1x2x16xf32> into tensor<2x1x?x16xf32>
    return %v10, %v19 : tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>
  }
  func.func @prefill_c16_w0(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<16xi32>) -> tensor<16x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<16x1xi32>) -> tensor<16x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v5 = stablehlo.constant dense<0> : tensor<16xi32>
    %v6 = "stablehlo.compare"(%arg2, %v5) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<16xi1>) -> tensor<16x64xi1>
    %v8 = "stablehlo.select"(%v7, %arg1, %v4) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v9 = "stablehlo.convert"(%arg3) : (tensor<16xi64>) -> tensor<16xf32>
    %v10 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %v11 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<16x8xf32>
    %v13 = "stablehlo.multiply"(%v10, %v12) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %v14 = "stablehlo.concatenate"(%v13, %v13) {dimension = 1 : i64} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %v15 = "stablehlo.cosine"(%v14) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v16 = "stablehlo.sine"(%v14) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x16xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<16x16xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<16x16xi1>) -> tensor<1x16x4x16xi1>
    %v21 = stablehlo.constant dense<0> : tensor<i32>
    %v22 = util.global.load @p0 : tensor<64xbf16>
    %v23 = "stablehlo.multiply"(%v8, %v8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v25 = "stablehlo.reduce"(%v23, %v24) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v26 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v27 = "stablehlo.multiply"(%v25, %v26) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v29 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v30 = "stablehlo.add"(%v28, %v29) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v31 = "stablehlo.rsqrt"(%v30) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v32 = "stablehlo.multiply"(%v8, %v31) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v33 = "stablehlo.convert"(%v22) : (tensor<64xbf16>) -> tensor<64xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v35 = "stablehlo.multiply"(%v32, %v34) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v36 = util.global.load @p2 : tensor<64x64xbf16>
    %v37 = util.global.load @p3 : tensor<64xbf16>
    %v38 = "stablehlo.convert"(%v36) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v39 = tensor.empty() : tensor<16x64xf32>
    %v40 = arith.constant 0.0 : f32
    %v41 = linalg.fill ins(%v40 : f32) outs(%v39 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v38 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v41 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v43 = "stablehlo.convert"(%v37) : (tensor<64xbf16>) -> tensor<64xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v43) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v45 = "stablehlo.add"(%v42, %v44) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v47 = util.global.load @p4 : tensor<16x64xbf16>
    %v48 = util.global.load @p5 : tensor<16xbf16>
    %v49 = "stablehlo.convert"(%v47) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v50 = tensor.empty() : tensor<16x16xf32>
    %v51 = arith.constant 0.0 : f32
    %v52 = linalg.fill ins(%v51 : f32) outs(%v50 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v53 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v49 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v52 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v54 = "stablehlo.convert"(%v48) : (tensor<16xbf16>) -> tensor<16xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v54) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v56 = "stablehlo.add"(%v53, %v55) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v57 = "stablehlo.reshape"(%v56) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v58 = util.global.load @p6 : tensor<16x64xbf16>
    %v59 = util.global.load @p7 : tensor<16xbf16>
    %v60 = "stablehlo.convert"(%v58) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v61 = tensor.empty() : tensor<16x16xf32>
    %v62 = arith.constant 0.0 : f32
    %v63 = linalg.fill ins(%v62 : f32) outs(%v61 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v60 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v63 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v65 = "stablehlo.convert"(%v59) : (tensor<16xbf16>) -> tensor<16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v65) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v67 = "stablehlo.add"(%v64, %v66) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v68 = "stablehlo.reshape"(%v67) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v69 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v70 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v71 = "stablehlo.negate"(%v70) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v72 = "stablehlo.concatenate"(%v71, %v69) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v75 = "stablehlo.multiply"(%v46, %v73) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v76 = "stablehlo.multiply"(%v72, %v74) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v77 = "stablehlo.add"(%v75, %v76) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v78 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v79 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v80 = "stablehlo.negate"(%v79) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v81 = "stablehlo.concatenate"(%v80, %v78) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v84 = "stablehlo.multiply"(%v57, %v82) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v85 = "stablehlo.multiply"(%v81, %v83) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v86 = "stablehlo.add"(%v84, %v85) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v87 = "stablehlo.reshape"(%v77) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v88 = "stablehlo.dot_general"(%v87, %v86) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v89 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v90 = "stablehlo.select"(%v20, %v88, %v89) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v91 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<1xi32>) -> tensor<i32>
    %v93 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v94 = "stablehlo.multiply"(%v90, %v93) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v96 = "stablehlo.reduce"(%v94, %v95) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v98 = "stablehlo.subtract"(%v94, %v97) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v99 = "stablehlo.exponential"(%v98) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v101 = "stablehlo.reduce"(%v99, %v100) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v101) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v103 = "stablehlo.divide"(%v99, %v102) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v104 = "stablehlo.slice"(%v103) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v105 = "stablehlo.dot_general"(%v104, %v68) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v106 = "stablehlo.transpose"(%v105) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v108 = util.global.load @p8 : tensor<64x64xbf16>
    %v109 = "stablehlo.convert"(%v108) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v110 = tensor.empty() : tensor<16x64xf32>
    %v111 = arith.constant 0.0 : f32
    %v112 = linalg.fill ins(%v111 : f32) outs(%v110 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v113 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v107, %v109 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v112 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v114 = "stablehlo.add"(%v8, %v113) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v115 = util.global.load @p1 : tensor<64xbf16>
    %v116 = "stablehlo.multiply"(%v114, %v114) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v118 = "stablehlo.reduce"(%v116, %v117) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v119 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%v120) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v122 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v123 = "stablehlo.add"(%v121, %v122) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v124 = "stablehlo.rsqrt"(%v123) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v125 = "stablehlo.multiply"(%v114, %v124) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v126 = "stablehlo.convert"(%v115) : (tensor<64xbf16>) -> tensor<64xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%v126) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v128 = "stablehlo.multiply"(%v125, %v127) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v129 = util.global.load @p9 : tensor<160x64xbf16>
    %v130 = "stablehlo.convert"(%v129) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v131 = tensor.empty() : tensor<16x160xf32>
    %v132 = arith.constant 0.0 : f32
    %v133 = linalg.fill ins(%v132 : f32) outs(%v131 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v128, %v130 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v133 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v135 = "stablehlo.logistic"(%v134) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v136 = "stablehlo.multiply"(%v134, %v135) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v137 = util.global.load @p10 : tensor<160x64xbf16>
    %v138 = "stablehlo.convert"(%v137) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v139 = tensor.empty() : tensor<16x160xf32>
    %v140 = arith.constant 0.0 : f32
    %v141 = linalg.fill ins(%v140 : f32) outs(%v139 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v142 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v128, %v138 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v141 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v143 = "stablehlo.multiply"(%v136, %v142) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v144 = util.global.load @p11 : tensor<64x160xbf16>
    %v145 = "stablehlo.convert"(%v144) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v146 = tensor.empty() : tensor<16x64xf32>
    %v147 = arith.constant 0.0 : f32
    %v148 = linalg.fill ins(%v147 : f32) outs(%v146 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v149 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v143, %v145 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v148 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v150 = "stablehlo.add"(%v114, %v149) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v151 = "stablehlo.transpose"(%v86) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v153 = "stablehlo.transpose"(%v68) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v154 = "stablehlo.reshape"(%v153) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v155 = util.global.load @p12 : tensor<64xbf16>
    %v156 = "stablehlo.multiply"(%v150, %v150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v157 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v158 = "stablehlo.reduce"(%v156, %v157) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v159 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v160 = "stablehlo.multiply"(%v158, %v159) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v160) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v162 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v163 = "stablehlo.add"(%v161, %v162) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v164 = "stablehlo.rsqrt"(%v163) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v165 = "stablehlo.multiply"(%v150, %v164) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v166 = "stablehlo.convert"(%v155) : (tensor<64xbf16>) -> tensor<64xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v168 = "stablehlo.multiply"(%v165, %v167) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v169 = util.global.load @p14 : tensor<64x64xbf16>
    %v170 = util.global.load @p15 : tensor<64xbf16>
    %v171 = "stablehlo.convert"(%v169) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v172 = tensor.empty() : tensor<16x64xf32>
    %v173 = arith.constant 0.0 : f32
    %v174 = linalg.fill ins(%v173 : f32) outs(%v172 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v175 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v168, %v171 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v174 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v176 = "stablehlo.convert"(%v170) : (tensor<64xbf16>) -> tensor<64xf32>
    %v177 = "stablehlo.broadcast_in_dim"(%v176) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v178 = "stablehlo.add"(%v175, %v177) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v179 = "stablehlo.reshape"(%v178) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v180 = util.global.load @p16 : tensor<16x64xbf16>
    %v181 = util.global.load @p17 : tensor<16xbf16>
    %v182 = "stablehlo.convert"(%v180) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v183 = tensor.empty() : tensor<16x16xf32>
    %v184 = arith.constant 0.0 : f32
    %v185 = linalg.fill ins(%v184 : f32) outs(%v183 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v186 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v168, %v182 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v185 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v187 = "stablehlo.convert"(%v181) : (tensor<16xbf16>) -> tensor<16xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v187) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v189 = "stablehlo.add"(%v186, %v188) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v191 = util.global.load @p18 : tensor<16x64xbf16>
    %v192 = util.global.load @p19 : tensor<16xbf16>
    %v193 = "stablehlo.convert"(%v191) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v194 = tensor.empty() : tensor<16x16xf32>
    %v195 = arith.constant 0.0 : f32
    %v196 = linalg.fill ins(%v195 : f32) outs(%v194 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v197 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v168, %v193 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v196 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v198 = "stablehlo.convert"(%v192) : (tensor<16xbf16>) -> tensor<16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v200 = "stablehlo.add"(%v197, %v199) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v202 = "stablehlo.slice"(%v179) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v203 = "stablehlo.slice"(%v179) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v204 = "stablehlo.negate"(%v203) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v205 = "stablehlo.concatenate"(%v204, %v202) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v208 = "stablehlo.multiply"(%v179, %v206) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v209 = "stablehlo.multiply"(%v205, %v207) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v210 = "stablehlo.add"(%v208, %v209) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v211 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v212 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v213 = "stablehlo.negate"(%v212) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v214 = "stablehlo.concatenate"(%v213, %v211) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v215 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v217 = "stablehlo.multiply"(%v190, %v215) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v218 = "stablehlo.multiply"(%v214, %v216) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v220 = "stablehlo.reshape"(%v210) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v221 = "stablehlo.dot_general"(%v220, %v219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v222 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v223 = "stablehlo.select"(%v20, %v221, %v222) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v224 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<1xi32>) -> tensor<i32>
    %v226 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v227 = "stablehlo.multiply"(%v223, %v226) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v228 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v229 = "stablehlo.reduce"(%v227, %v228) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v231 = "stablehlo.subtract"(%v227, %v230) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v232 = "stablehlo.exponential"(%v231) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v232, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v236 = "stablehlo.divide"(%v232, %v235) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v237 = "stablehlo.slice"(%v236) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v238 = "stablehlo.dot_general"(%v237, %v201) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v239 = "stablehlo.transpose"(%v238) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v241 = util.global.load @p20 : tensor<64x64xbf16>
    %v242 = "stablehlo.convert"(%v241) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v243 = tensor.empty() : tensor<16x64xf32>
    %v244 = arith.constant 0.0 : f32
    %v245 = linalg.fill ins(%v244 : f32) outs(%v243 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v246 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v240, %v242 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v245 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v247 = "stablehlo.add"(%v150, %v246) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v248 = util.global.load @p13 : tensor<64xbf16>
    %v249 = "stablehlo.multiply"(%v247, %v247) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v251 = "stablehlo.reduce"(%v249, %v250) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v252 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v253 = "stablehlo.multiply"(%v251, %v252) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v253) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v255 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v256 = "stablehlo.add"(%v254, %v255) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v257 = "stablehlo.rsqrt"(%v256) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v258 = "stablehlo.multiply"(%v247, %v257) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v259 = "stablehlo.convert"(%v248) : (tensor<64xbf16>) -> tensor<64xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v261 = "stablehlo.multiply"(%v258, %v260) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v262 = util.global.load @p21 : tensor<160x64xbf16>
    %v263 = "stablehlo.convert"(%v262) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v264 = tensor.empty() : tensor<16x160xf32>
    %v265 = arith.constant 0.0 : f32
    %v266 = linalg.fill ins(%v265 : f32) outs(%v264 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v267 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v263 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v266 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v268 = "stablehlo.logistic"(%v267) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v269 = "stablehlo.multiply"(%v267, %v268) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v270 = util.global.load @p22 : tensor<160x64xbf16>
    %v271 = "stablehlo.convert"(%v270) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v272 = tensor.empty() : tensor<16x160xf32>
    %v273 = arith.constant 0.0 : f32
    %v274 = linalg.fill ins(%v273 : f32) outs(%v272 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v275 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v271 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v274 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v276 = "stablehlo.multiply"(%v269, %v275) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v277 = util.global.load @p23 : tensor<64x160xbf16>
    %v278 = "stablehlo.convert"(%v277) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v279 = tensor.empty() : tensor<16x64xf32>
    %v280 = arith.constant 0.0 : f32
    %v281 = linalg.fill ins(%v280 : f32) outs(%v279 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v282 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v276, %v278 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v281 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v283 = "stablehlo.add"(%v247, %v282) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v284 = "stablehlo.transpose"(%v219) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v285 = "stablehlo.reshape"(%v284) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v286 = "stablehlo.transpose"(%v201) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v287 = "stablehlo.reshape"(%v286) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v288 = "stablehlo.concatenate"(%v152, %v285) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v289 = "stablehlo.concatenate"(%v154, %v287) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v290 = "stablehlo.dynamic_slice"(%v283, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v291 = util.global.load @p26 : tensor<64xbf16>
    %v292 = "stablehlo.multiply"(%v290, %v290) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v294 = "stablehlo.reduce"(%v292, %v293) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v295 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v296 = "stablehlo.multiply"(%v294, %v295) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%v296) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v298 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v299 = "stablehlo.add"(%v297, %v298) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v300 = "stablehlo.rsqrt"(%v299) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v301 = "stablehlo.multiply"(%v290, %v300) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v302 = "stablehlo.convert"(%v291) : (tensor<64xbf16>) -> tensor<64xf32>
    %v303 = "stablehlo.broadcast_in_dim"(%v302) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v304 = "stablehlo.multiply"(%v301, %v303) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v305 = util.global.load @p25 : tensor<151936x64xbf16>
    %v306 = "stablehlo.convert"(%v305) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v307 = tensor.empty() : tensor<1x151936xf32>
    %v308 = arith.constant 0.0 : f32
    %v309 = linalg.fill ins(%v308 : f32) outs(%v307 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v310 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v304, %v306 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v309 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v310, %v283, %v288, %v289 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>
  }
  func.func @prefill_c16_w128(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<16xi32>) -> tensor<16x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<16x1xi32>) -> tensor<16x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v5 = stablehlo.constant dense<0> : tensor<16xi32>
    %v6 = "stablehlo.compare"(%arg2, %v5) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<16xi1>) -> tensor<16x64xi1>
    %v8 = "stablehlo.select"(%v7, %arg1, %v4) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v9 = "stablehlo.convert"(%arg3) : (tensor<16xi64>) -> tensor<16xf32>
    %v10 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %v11 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<16x8xf32>
    %v13 = "stablehlo.multiply"(%v10, %v12) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %v14 = "stablehlo.concatenate"(%v13, %v13) {dimension = 1 : i64} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %v15 = "stablehlo.cosine"(%v14) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v16 = "stablehlo.sine"(%v14) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %v17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x16xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<16x16xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<16x16xi1>) -> tensor<1x16x4x16xi1>
    %v21 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x16x4x128xi32>
    %v22 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x16x4x128xi32>
    %v23 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v24 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x16x4x128xi32>
    %v25 = "stablehlo.compare"(%v21, %v22) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x16x4x128xi32>, tensor<1x16x4x128xi32>) -> tensor<1x16x4x128xi1>
    %v26 = "stablehlo.compare"(%v21, %v24) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x16x4x128xi32>, tensor<1x16x4x128xi32>) -> tensor<1x16x4x128xi1>
    %v27 = "stablehlo.and"(%v25, %v26) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xi1>) -> tensor<1x16x4x128xi1>
    %v28 = stablehlo.constant dense<0> : tensor<i32>
    %v29 = util.global.load @p0 : tensor<64xbf16>
    %v30 = "stablehlo.multiply"(%v8, %v8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v31 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v32 = "stablehlo.reduce"(%v30, %v31) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v33 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v34 = "stablehlo.multiply"(%v32, %v33) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v36 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v37 = "stablehlo.add"(%v35, %v36) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v38 = "stablehlo.rsqrt"(%v37) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v39 = "stablehlo.multiply"(%v8, %v38) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v40 = "stablehlo.convert"(%v29) : (tensor<64xbf16>) -> tensor<64xf32>
    %v41 = "stablehlo.broadcast_in_dim"(%v40) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v42 = "stablehlo.multiply"(%v39, %v41) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v43 = util.global.load @p2 : tensor<64x64xbf16>
    %v44 = util.global.load @p3 : tensor<64xbf16>
    %v45 = "stablehlo.convert"(%v43) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v46 = tensor.empty() : tensor<16x64xf32>
    %v47 = arith.constant 0.0 : f32
    %v48 = linalg.fill ins(%v47 : f32) outs(%v46 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v49 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v45 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v48 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v50 = "stablehlo.convert"(%v44) : (tensor<64xbf16>) -> tensor<64xf32>
    %v51 = "stablehlo.broadcast_in_dim"(%v50) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v52 = "stablehlo.add"(%v49, %v51) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v53 = "stablehlo.reshape"(%v52) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v54 = util.global.load @p4 : tensor<16x64xbf16>
    %v55 = util.global.load @p5 : tensor<16xbf16>
    %v56 = "stablehlo.convert"(%v54) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v57 = tensor.empty() : tensor<16x16xf32>
    %v58 = arith.constant 0.0 : f32
    %v59 = linalg.fill ins(%v58 : f32) outs(%v57 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v60 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v56 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v59 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v61 = "stablehlo.convert"(%v55) : (tensor<16xbf16>) -> tensor<16xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v61) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v63 = "stablehlo.add"(%v60, %v62) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v64 = "stablehlo.reshape"(%v63) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v65 = util.global.load @p6 : tensor<16x64xbf16>
    %v66 = util.global.load @p7 : tensor<16xbf16>
    %v67 = "stablehlo.convert"(%v65) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v68 = tensor.empty() : tensor<16x16xf32>
    %v69 = arith.constant 0.0 : f32
    %v70 = linalg.fill ins(%v69 : f32) outs(%v68 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v71 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v67 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v70 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v72 = "stablehlo.convert"(%v66) : (tensor<16xbf16>) -> tensor<16xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v72) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v74 = "stablehlo.add"(%v71, %v73) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v76 = "stablehlo.slice"(%v53) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v77 = "stablehlo.slice"(%v53) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v78 = "stablehlo.negate"(%v77) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v79 = "stablehlo.concatenate"(%v78, %v76) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v82 = "stablehlo.multiply"(%v53, %v80) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v83 = "stablehlo.multiply"(%v79, %v81) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v85 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v86 = "stablehlo.slice"(%v64) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v87 = "stablehlo.negate"(%v86) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v88 = "stablehlo.concatenate"(%v87, %v85) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v91 = "stablehlo.multiply"(%v64, %v89) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v92 = "stablehlo.multiply"(%v88, %v90) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v93 = "stablehlo.add"(%v91, %v92) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v94 = "stablehlo.reshape"(%v84) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v95 = "stablehlo.dot_general"(%v94, %v93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v96 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v97 = "stablehlo.select"(%v20, %v95, %v96) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v98 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v99 = "stablehlo.reshape"(%v98) : (tensor<1xi32>) -> tensor<i32>
    %v100 = "stablehlo.dynamic_slice"(%arg9, %v99, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v101 = "stablehlo.reshape"(%v100) : (tensor<1x1x16x128xf32>) -> tensor<1x16x128xf32>
    %v102 = "stablehlo.dot_general"(%v94, %v101) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xf32>, tensor<1x16x128xf32>) -> tensor<1x16x4x128xf32>
    %v103 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v104 = "stablehlo.select"(%v27, %v102, %v103) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v105 = "stablehlo.dynamic_slice"(%arg10, %v99, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v107 = "stablehlo.concatenate"(%v104, %v97) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v108 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v109 = "stablehlo.multiply"(%v107, %v108) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v111 = "stablehlo.reduce"(%v109, %v110) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v113 = "stablehlo.subtract"(%v109, %v112) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v114 = "stablehlo.exponential"(%v113) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v115 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v116 = "stablehlo.reduce"(%v114, %v115) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%v116) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v118 = "stablehlo.divide"(%v114, %v117) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v119 = "stablehlo.slice"(%v118) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v120 = "stablehlo.dot_general"(%v119, %v75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v121 = "stablehlo.slice"(%v118) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v122 = "stablehlo.dot_general"(%v121, %v106) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xf32>, tensor<1x128x16xf32>) -> tensor<1x16x4x16xf32>
    %v123 = "stablehlo.add"(%v120, %v122) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v124 = "stablehlo.transpose"(%v123) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v125 = "stablehlo.reshape"(%v124) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v126 = util.global.load @p8 : tensor<64x64xbf16>
    %v127 = "stablehlo.convert"(%v126) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v128 = tensor.empty() : tensor<16x64xf32>
    %v129 = arith.constant 0.0 : f32
    %v130 = linalg.fill ins(%v129 : f32) outs(%v128 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v131 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v125, %v127 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v130 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v132 = "stablehlo.add"(%v8, %v131) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v133 = util.global.load @p1 : tensor<64xbf16>
    %v134 = "stablehlo.multiply"(%v132, %v132) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v136 = "stablehlo.reduce"(%v134, %v135) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v137 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v138 = "stablehlo.multiply"(%v136, %v137) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v138) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v140 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v141 = "stablehlo.add"(%v139, %v140) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v142 = "stablehlo.rsqrt"(%v141) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v143 = "stablehlo.multiply"(%v132, %v142) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v144 = "stablehlo.convert"(%v133) : (tensor<64xbf16>) -> tensor<64xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v146 = "stablehlo.multiply"(%v143, %v145) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v147 = util.global.load @p9 : tensor<160x64xbf16>
    %v148 = "stablehlo.convert"(%v147) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v149 = tensor.empty() : tensor<16x160xf32>
    %v150 = arith.constant 0.0 : f32
    %v151 = linalg.fill ins(%v150 : f32) outs(%v149 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v152 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v146, %v148 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v151 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v153 = "stablehlo.logistic"(%v152) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v154 = "stablehlo.multiply"(%v152, %v153) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v155 = util.global.load @p10 : tensor<160x64xbf16>
    %v156 = "stablehlo.convert"(%v155) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v157 = tensor.empty() : tensor<16x160xf32>
    %v158 = arith.constant 0.0 : f32
    %v159 = linalg.fill ins(%v158 : f32) outs(%v157 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v160 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v146, %v156 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v159 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v161 = "stablehlo.multiply"(%v154, %v160) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v162 = util.global.load @p11 : tensor<64x160xbf16>
    %v163 = "stablehlo.convert"(%v162) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v164 = tensor.empty() : tensor<16x64xf32>
    %v165 = arith.constant 0.0 : f32
    %v166 = linalg.fill ins(%v165 : f32) outs(%v164 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v167 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v161, %v163 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v166 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v168 = "stablehlo.add"(%v132, %v167) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v169 = "stablehlo.transpose"(%v93) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v170 = "stablehlo.reshape"(%v169) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v171 = "stablehlo.transpose"(%v75) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v172 = "stablehlo.reshape"(%v171) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v173 = util.global.load @p12 : tensor<64xbf16>
    %v174 = "stablehlo.multiply"(%v168, %v168) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v176 = "stablehlo.reduce"(%v174, %v175) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v177 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v178 = "stablehlo.multiply"(%v176, %v177) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v180 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v181 = "stablehlo.add"(%v179, %v180) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v182 = "stablehlo.rsqrt"(%v181) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v183 = "stablehlo.multiply"(%v168, %v182) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v184 = "stablehlo.convert"(%v173) : (tensor<64xbf16>) -> tensor<64xf32>
    %v185 = "stablehlo.broadcast_in_dim"(%v184) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v186 = "stablehlo.multiply"(%v183, %v185) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v187 = util.global.load @p14 : tensor<64x64xbf16>
    %v188 = util.global.load @p15 : tensor<64xbf16>
    %v189 = "stablehlo.convert"(%v187) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v190 = tensor.empty() : tensor<16x64xf32>
    %v191 = arith.constant 0.0 : f32
    %v192 = linalg.fill ins(%v191 : f32) outs(%v190 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v193 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v186, %v189 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v192 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v194 = "stablehlo.convert"(%v188) : (tensor<64xbf16>) -> tensor<64xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v194) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v196 = "stablehlo.add"(%v193, %v195) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v197 = "stablehlo.reshape"(%v196) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v198 = util.global.load @p16 : tensor<16x64xbf16>
    %v199 = util.global.load @p17 : tensor<16xbf16>
    %v200 = "stablehlo.convert"(%v198) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v201 = tensor.empty() : tensor<16x16xf32>
    %v202 = arith.constant 0.0 : f32
    %v203 = linalg.fill ins(%v202 : f32) outs(%v201 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v204 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v186, %v200 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v203 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v205 = "stablehlo.convert"(%v199) : (tensor<16xbf16>) -> tensor<16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v205) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v207 = "stablehlo.add"(%v204, %v206) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v208 = "stablehlo.reshape"(%v207) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v209 = util.global.load @p18 : tensor<16x64xbf16>
    %v210 = util.global.load @p19 : tensor<16xbf16>
    %v211 = "stablehlo.convert"(%v209) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v212 = tensor.empty() : tensor<16x16xf32>
    %v213 = arith.constant 0.0 : f32
    %v214 = linalg.fill ins(%v213 : f32) outs(%v212 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v215 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v186, %v211 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v214 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v216 = "stablehlo.convert"(%v210) : (tensor<16xbf16>) -> tensor<16xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v216) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v218 = "stablehlo.add"(%v215, %v217) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v219 = "stablehlo.reshape"(%v218) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v220 = "stablehlo.slice"(%v197) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v221 = "stablehlo.slice"(%v197) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v222 = "stablehlo.negate"(%v221) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v223 = "stablehlo.concatenate"(%v222, %v220) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v225 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v226 = "stablehlo.multiply"(%v197, %v224) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v227 = "stablehlo.multiply"(%v223, %v225) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v228 = "stablehlo.add"(%v226, %v227) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v229 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v230 = "stablehlo.slice"(%v208) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v231 = "stablehlo.negate"(%v230) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v232 = "stablehlo.concatenate"(%v231, %v229) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v235 = "stablehlo.multiply"(%v208, %v233) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v236 = "stablehlo.multiply"(%v232, %v234) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v237 = "stablehlo.add"(%v235, %v236) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v238 = "stablehlo.reshape"(%v228) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v239 = "stablehlo.dot_general"(%v238, %v237) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v240 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v241 = "stablehlo.select"(%v20, %v239, %v240) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v242 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v243 = "stablehlo.reshape"(%v242) : (tensor<1xi32>) -> tensor<i32>
    %v244 = "stablehlo.dynamic_slice"(%arg9, %v243, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v245 = "stablehlo.reshape"(%v244) : (tensor<1x1x16x128xf32>) -> tensor<1x16x128xf32>
    %v246 = "stablehlo.dot_general"(%v238, %v245) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xf32>, tensor<1x16x128xf32>) -> tensor<1x16x4x128xf32>
    %v247 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v248 = "stablehlo.select"(%v27, %v246, %v247) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v249 = "stablehlo.dynamic_slice"(%arg10, %v243, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v250 = "stablehlo.reshape"(%v249) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v251 = "stablehlo.concatenate"(%v248, %v241) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v252 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v253 = "stablehlo.multiply"(%v251, %v252) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v254 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v255 = "stablehlo.reduce"(%v253, %v254) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v257 = "stablehlo.subtract"(%v253, %v256) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v258 = "stablehlo.exponential"(%v257) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v260 = "stablehlo.reduce"(%v258, %v259) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v262 = "stablehlo.divide"(%v258, %v261) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v263 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v264 = "stablehlo.dot_general"(%v263, %v219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xf32>, tensor<16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %v265 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v266 = "stablehlo.dot_general"(%v265, %v250) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xf32>, tensor<1x128x16xf32>) -> tensor<1x16x4x16xf32>
    %v267 = "stablehlo.add"(%v264, %v266) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v268 = "stablehlo.transpose"(%v267) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v269 = "stablehlo.reshape"(%v268) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v270 = util.global.load @p20 : tensor<64x64xbf16>
    %v271 = "stablehlo.convert"(%v270) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v272 = tensor.empty() : tensor<16x64xf32>
    %v273 = arith.constant 0.0 : f32
    %v274 = linalg.fill ins(%v273 : f32) outs(%v272 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v275 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v269, %v271 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v274 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v276 = "stablehlo.add"(%v168, %v275) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v277 = util.global.load @p13 : tensor<64xbf16>
    %v278 = "stablehlo.multiply"(%v276, %v276) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v280 = "stablehlo.reduce"(%v278, %v279) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v281 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v282 = "stablehlo.multiply"(%v280, %v281) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v284 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v285 = "stablehlo.add"(%v283, %v284) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v286 = "stablehlo.rsqrt"(%v285) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v287 = "stablehlo.multiply"(%v276, %v286) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v288 = "stablehlo.convert"(%v277) : (tensor<64xbf16>) -> tensor<64xf32>
    %v289 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v290 = "stablehlo.multiply"(%v287, %v289) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v291 = util.global.load @p21 : tensor<160x64xbf16>
    %v292 = "stablehlo.convert"(%v291) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v293 = tensor.empty() : tensor<16x160xf32>
    %v294 = arith.constant 0.0 : f32
    %v295 = linalg.fill ins(%v294 : f32) outs(%v293 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v296 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v290, %v292 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v295 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v297 = "stablehlo.logistic"(%v296) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v298 = "stablehlo.multiply"(%v296, %v297) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v299 = util.global.load @p22 : tensor<160x64xbf16>
    %v300 = "stablehlo.convert"(%v299) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v301 = tensor.empty() : tensor<16x160xf32>
    %v302 = arith.constant 0.0 : f32
    %v303 = linalg.fill ins(%v302 : f32) outs(%v301 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v304 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v290, %v300 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v303 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v305 = "stablehlo.multiply"(%v298, %v304) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v306 = util.global.load @p23 : tensor<64x160xbf16>
    %v307 = "stablehlo.convert"(%v306) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v308 = tensor.empty() : tensor<16x64xf32>
    %v309 = arith.constant 0.0 : f32
    %v310 = linalg.fill ins(%v309 : f32) outs(%v308 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v311 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v305, %v307 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v310 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v312 = "stablehlo.add"(%v276, %v311) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = "stablehlo.transpose"(%v237) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v314 = "stablehlo.reshape"(%v313) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v315 = "stablehlo.transpose"(%v219) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v316 = "stablehlo.reshape"(%v315) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v317 = "stablehlo.concatenate"(%v170, %v314) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v318 = "stablehlo.concatenate"(%v172, %v316) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v319 = "stablehlo.dynamic_slice"(%v312, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v320 = util.global.load @p26 : tensor<64xbf16>
    %v321 = "stablehlo.multiply"(%v319, %v319) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v323 = "stablehlo.reduce"(%v321, %v322) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v324 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v325 = "stablehlo.multiply"(%v323, %v324) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v326 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v327 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v328 = "stablehlo.add"(%v326, %v327) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v329 = "stablehlo.rsqrt"(%v328) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v330 = "stablehlo.multiply"(%v319, %v329) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v331 = "stablehlo.convert"(%v320) : (tensor<64xbf16>) -> tensor<64xf32>
    %v332 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v333 = "stablehlo.multiply"(%v330, %v332) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v334 = util.global.load @p25 : tensor<151936x64xbf16>
    %v335 = "stablehlo.convert"(%v334) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v336 = tensor.empty() : tensor<1x151936xf32>
    %v337 = arith.constant 0.0 : f32
    %v338 = linalg.fill ins(%v337 : f32) outs(%v336 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v339 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v333, %v335 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v338 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v339, %v312, %v317, %v318 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>
  }
  func.func @head_c16(%arg0: tensor<16x64xf32>) -> (tensor<16x151936xf32>) {
    %v1 = util.global.load @p26 : tensor<64xbf16>
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
    %v12 = "stablehlo.convert"(%v1) : (tensor<64xbf16>) -> tensor<64xf32>
    %v13 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v14 = "stablehlo.multiply"(%v11, %v13) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v15 = util.global.load @p25 : tensor<151936x64xbf16>
    %v16 = "stablehlo.convert"(%v15) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v17 = tensor.empty() : tensor<16x151936xf32>
    %v18 = arith.constant 0.0 : f32
    %v19 = linalg.fill ins(%v18 : f32) outs(%v17 : tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v14, %v16 : tensor<16x64xf32>, tensor<151936x64xf32>) outs(%v19 : tensor<16x151936xf32>) {iree.opt.data_tiling} -> tensor<16x151936xf32>
    return %v20 : tensor<16x151936xf32>
  }
  func.func @kv_write_c16(%arg0: tensor<2x1x16x?xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x16xf32>, %arg3: tensor<2x1x16x16xf32>, %arg4: tensor<i32>) -> (tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = tensor.extract %v1[] : tensor<i32>
    %v3 = arith.index_cast %v2 : i32 to index
    %v4 = tensor.extract %v1[] : tensor<i32>
    %v5 = arith.index_cast %v4 : i32 to index
    %v6 = tensor.extract %v1[] : tensor<i32>
    %v7 = arith.index_cast %v6 : i32 to index
    %v8 = tensor.extract %arg4[] : tensor<i32>
    %v9 = arith.index_cast %v8 : i32 to index
    %v10 = tensor.insert_slice %arg2 into %arg0[%v3, %v5, %v7, %v9] [2, 1, 16, 16] [1, 1, 1, 1] : tensor<2x1x16x16xf32> into tensor<2x1x16x?xf32>
    %v11 = tensor.extract %v1[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.extract %v1[] : tensor<i32>
    %v14 = arith.index_cast %v13 : i32 to index
    %v15 = tensor.extract %arg4[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.insert_slice %arg3 into %arg1[%v12, %v14, %v16, %v18] [2, 1, 16, 16] [1, 1, 1, 1] : tensor<2x1x16x16xf32> into tensor<2x1x?x16xf32>
    return %v10, %v19 : tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>
  }
  func.func @decode_n1(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x1x16x?xf32>, %arg6: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x1x16x1xf32>, tensor<2x1x1x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<1x1xi32>) -> tensor<1x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<1x64xbf16>) -> tensor<1x64xf32>
    %v5 = "stablehlo.convert"(%arg1) : (tensor<1xi64>) -> tensor<1xf32>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %v7 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v8 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %v9 = "stablehlo.multiply"(%v6, %v8) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %v10 = "stablehlo.concatenate"(%v9, %v9) {dimension = 1 : i64} : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %v11 = "stablehlo.cosine"(%v10) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %v12 = "stablehlo.sine"(%v10) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %v13 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v14 = "stablehlo.reshape"(%v13) : (tensor<1xi32>) -> tensor<i32>
    %v15 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1xi32>) -> tensor<i32>
    %v17 = util.global.load @p0 : tensor<64xbf16>
    %v18 = "stablehlo.multiply"(%v4, %v4) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v19 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v20 = "stablehlo.reduce"(%v18, %v19) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v21 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v22 = "stablehlo.multiply"(%v20, %v21) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v23 = "stablehlo.broadcast_in_dim"(%v22) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v24 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v25 = "stablehlo.add"(%v23, %v24) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v26 = "stablehlo.rsqrt"(%v25) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v27 = "stablehlo.multiply"(%v4, %v26) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v28 = "stablehlo.convert"(%v17) : (tensor<64xbf16>) -> tensor<64xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v28) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v30 = "stablehlo.multiply"(%v27, %v29) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v31 = util.global.load @p2 : tensor<64x64xbf16>
    %v32 = util.global.load @p3 : tensor<64xbf16>
    %v33 = "stablehlo.convert"(%v31) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v34 = tensor.empty() : tensor<1x64xf32>
    %v35 = arith.constant 0.0 : f32
    %v36 = linalg.fill ins(%v35 : f32) outs(%v34 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v37 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v30, %v33 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v36 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v38 = "stablehlo.convert"(%v32) : (tensor<64xbf16>) -> tensor<64xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v38) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v40 = "stablehlo.add"(%v37, %v39) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v41 = "stablehlo.reshape"(%v40) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v42 = util.global.load @p4 : tensor<16x64xbf16>
    %v43 = util.global.load @p5 : tensor<16xbf16>
    %v44 = "stablehlo.convert"(%v42) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v45 = tensor.empty() : tensor<1x16xf32>
    %v46 = arith.constant 0.0 : f32
    %v47 = linalg.fill ins(%v46 : f32) outs(%v45 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v48 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v30, %v44 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v47 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v49 = "stablehlo.convert"(%v43) : (tensor<16xbf16>) -> tensor<16xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v49) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v51 = "stablehlo.add"(%v48, %v50) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v52 = "stablehlo.reshape"(%v51) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v53 = util.global.load @p6 : tensor<16x64xbf16>
    %v54 = util.global.load @p7 : tensor<16xbf16>
    %v55 = "stablehlo.convert"(%v53) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v56 = tensor.empty() : tensor<1x16xf32>
    %v57 = arith.constant 0.0 : f32
    %v58 = linalg.fill ins(%v57 : f32) outs(%v56 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v59 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v30, %v55 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v58 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v60 = "stablehlo.convert"(%v54) : (tensor<16xbf16>) -> tensor<16xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%v60) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v62 = "stablehlo.add"(%v59, %v61) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v63 = "stablehlo.reshape"(%v62) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v64 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v65 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v66 = "stablehlo.negate"(%v65) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v67 = "stablehlo.concatenate"(%v66, %v64) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v69 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v70 = "stablehlo.multiply"(%v41, %v68) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v71 = "stablehlo.multiply"(%v67, %v69) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v72 = "stablehlo.add"(%v70, %v71) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v73 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v74 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v75 = "stablehlo.negate"(%v74) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v76 = "stablehlo.concatenate"(%v75, %v73) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v79 = "stablehlo.multiply"(%v52, %v77) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v80 = "stablehlo.multiply"(%v76, %v78) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v82 = "stablehlo.reshape"(%v72) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v83 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x16xf32>
    %v84 = "stablehlo.multiply"(%v82, %v83) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v85 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v86 = "stablehlo.reshape"(%v85) : (tensor<1xi32>) -> tensor<i32>
    %v87 = stablehlo.constant dense<0> : tensor<i32>
    %v88 = tensor.extract %v86[] : tensor<i32>
    %v89 = arith.index_cast %v88 : i32 to index
    %v90 = tensor.extract %v87[] : tensor<i32>
    %v91 = arith.index_cast %v90 : i32 to index
    %v92 = tensor.extract %v87[] : tensor<i32>
    %v93 = arith.index_cast %v92 : i32 to index
    %v94 = tensor.extract %v14[] : tensor<i32>
    %v95 = arith.index_cast %v94 : i32 to index
    %v96 = tensor.extract %v16[] : tensor<i32>
    %v97 = arith.index_cast %v96 : i32 to index
    %v98 = tensor.extract_slice %arg5[%v89, %v91, %v93, %v95] [1, 1, 16, %v97] [1, 1, 1, 1] : tensor<2x1x16x?xf32> to tensor<1x1x16x?xf32>
    %v99 = stablehlo.constant dense<0> : tensor<i32>
    %v100 = tensor.extract %v86[] : tensor<i32>
    %v101 = arith.index_cast %v100 : i32 to index
    %v102 = tensor.extract %v99[] : tensor<i32>
    %v103 = arith.index_cast %v102 : i32 to index
    %v104 = tensor.extract %v14[] : tensor<i32>
    %v105 = arith.index_cast %v104 : i32 to index
    %v106 = tensor.extract %v99[] : tensor<i32>
    %v107 = arith.index_cast %v106 : i32 to index
    %v108 = tensor.extract %v16[] : tensor<i32>
    %v109 = arith.index_cast %v108 : i32 to index
    %v110 = tensor.extract_slice %arg6[%v101, %v103, %v105, %v107] [1, 1, %v109, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v111 = "stablehlo.dot_general"(%v84, %v98) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x?xf32>) -> tensor<1x1x4x?xf32>
    %v112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v113 = "stablehlo.reduce"(%v111, %v112) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v114 = stablehlo.constant dense<1> : tensor<i32>
    %v115 = "stablehlo.reshape"(%v114) : (tensor<i32>) -> tensor<1xi32>
    %v116 = stablehlo.constant dense<1> : tensor<i32>
    %v117 = "stablehlo.reshape"(%v116) : (tensor<i32>) -> tensor<1xi32>
    %v118 = stablehlo.constant dense<4> : tensor<i32>
    %v119 = "stablehlo.reshape"(%v118) : (tensor<i32>) -> tensor<1xi32>
    %v120 = "stablehlo.get_dimension_size"(%v111) {dimension = 3 : i64} : (tensor<1x1x4x?xf32>) -> tensor<i32>
    %v121 = "stablehlo.reshape"(%v120) : (tensor<i32>) -> tensor<1xi32>
    %v122 = "stablehlo.concatenate"(%v115, %v117, %v119, %v121) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v123 = "stablehlo.dynamic_broadcast_in_dim"(%v113, %v122) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>, tensor<4xi32>) -> tensor<1x1x4x?xf32>
    %v124 = "stablehlo.subtract"(%v111, %v123) : (tensor<1x1x4x?xf32>, tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v125 = "stablehlo.exponential"(%v124) : (tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v127 = "stablehlo.reduce"(%v125, %v126) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v128 = "stablehlo.dot_general"(%v125, %v110) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x1x4x16xf32>
    %v129 = "stablehlo.dot_general"(%v84, %v81) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x4xf32>
    %v130 = "stablehlo.maximum"(%v113, %v129) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v131 = "stablehlo.subtract"(%v113, %v130) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v132 = "stablehlo.exponential"(%v131) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v133 = "stablehlo.subtract"(%v129, %v130) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v134 = "stablehlo.exponential"(%v133) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v135 = "stablehlo.multiply"(%v127, %v132) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v136 = "stablehlo.add"(%v135, %v134) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v137 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v63) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v140 = "stablehlo.multiply"(%v128, %v137) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v141 = "stablehlo.multiply"(%v138, %v139) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v142 = "stablehlo.add"(%v140, %v141) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v144 = "stablehlo.divide"(%v142, %v143) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v145 = "stablehlo.reshape"(%v144) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v146 = util.global.load @p8 : tensor<64x64xbf16>
    %v147 = "stablehlo.convert"(%v146) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v148 = tensor.empty() : tensor<1x64xf32>
    %v149 = arith.constant 0.0 : f32
    %v150 = linalg.fill ins(%v149 : f32) outs(%v148 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v151 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v145, %v147 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v150 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v152 = "stablehlo.add"(%v4, %v151) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v153 = util.global.load @p1 : tensor<64xbf16>
    %v154 = "stablehlo.multiply"(%v152, %v152) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v155 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v156 = "stablehlo.reduce"(%v154, %v155) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v157 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v158 = "stablehlo.multiply"(%v156, %v157) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v160 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v161 = "stablehlo.add"(%v159, %v160) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v162 = "stablehlo.rsqrt"(%v161) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v163 = "stablehlo.multiply"(%v152, %v162) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v164 = "stablehlo.convert"(%v153) : (tensor<64xbf16>) -> tensor<64xf32>
    %v165 = "stablehlo.broadcast_in_dim"(%v164) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v166 = "stablehlo.multiply"(%v163, %v165) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v167 = util.global.load @p9 : tensor<160x64xbf16>
    %v168 = "stablehlo.convert"(%v167) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v169 = tensor.empty() : tensor<1x160xf32>
    %v170 = arith.constant 0.0 : f32
    %v171 = linalg.fill ins(%v170 : f32) outs(%v169 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v172 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v166, %v168 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v171 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v173 = "stablehlo.logistic"(%v172) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v174 = "stablehlo.multiply"(%v172, %v173) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v175 = util.global.load @p10 : tensor<160x64xbf16>
    %v176 = "stablehlo.convert"(%v175) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v177 = tensor.empty() : tensor<1x160xf32>
    %v178 = arith.constant 0.0 : f32
    %v179 = linalg.fill ins(%v178 : f32) outs(%v177 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v180 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v166, %v176 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v179 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v181 = "stablehlo.multiply"(%v174, %v180) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v182 = util.global.load @p11 : tensor<64x160xbf16>
    %v183 = "stablehlo.convert"(%v182) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v184 = tensor.empty() : tensor<1x64xf32>
    %v185 = arith.constant 0.0 : f32
    %v186 = linalg.fill ins(%v185 : f32) outs(%v184 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v181, %v183 : tensor<1x160xf32>, tensor<64x160xf32>) outs(%v186 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v188 = "stablehlo.add"(%v152, %v187) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v189 = "stablehlo.transpose"(%v81) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xf32>) -> tensor<1x16x1xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<1x16x1xf32>) -> tensor<1x1x16x1xf32>
    %v191 = "stablehlo.transpose"(%v63) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v192 = "stablehlo.reshape"(%v191) : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %v193 = util.global.load @p12 : tensor<64xbf16>
    %v194 = "stablehlo.multiply"(%v188, %v188) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v196 = "stablehlo.reduce"(%v194, %v195) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v197 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v198 = "stablehlo.multiply"(%v196, %v197) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v200 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v201 = "stablehlo.add"(%v199, %v200) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v202 = "stablehlo.rsqrt"(%v201) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v203 = "stablehlo.multiply"(%v188, %v202) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v204 = "stablehlo.convert"(%v193) : (tensor<64xbf16>) -> tensor<64xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v206 = "stablehlo.multiply"(%v203, %v205) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v207 = util.global.load @p14 : tensor<64x64xbf16>
    %v208 = util.global.load @p15 : tensor<64xbf16>
    %v209 = "stablehlo.convert"(%v207) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v210 = tensor.empty() : tensor<1x64xf32>
    %v211 = arith.constant 0.0 : f32
    %v212 = linalg.fill ins(%v211 : f32) outs(%v210 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v213 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v206, %v209 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v212 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v214 = "stablehlo.convert"(%v208) : (tensor<64xbf16>) -> tensor<64xf32>
    %v215 = "stablehlo.broadcast_in_dim"(%v214) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v216 = "stablehlo.add"(%v213, %v215) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v217 = "stablehlo.reshape"(%v216) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v218 = util.global.load @p16 : tensor<16x64xbf16>
    %v219 = util.global.load @p17 : tensor<16xbf16>
    %v220 = "stablehlo.convert"(%v218) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v221 = tensor.empty() : tensor<1x16xf32>
    %v222 = arith.constant 0.0 : f32
    %v223 = linalg.fill ins(%v222 : f32) outs(%v221 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v224 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v206, %v220 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v223 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v225 = "stablehlo.convert"(%v219) : (tensor<16xbf16>) -> tensor<16xf32>
    %v226 = "stablehlo.broadcast_in_dim"(%v225) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v227 = "stablehlo.add"(%v224, %v226) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v228 = "stablehlo.reshape"(%v227) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v229 = util.global.load @p18 : tensor<16x64xbf16>
    %v230 = util.global.load @p19 : tensor<16xbf16>
    %v231 = "stablehlo.convert"(%v229) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v232 = tensor.empty() : tensor<1x16xf32>
    %v233 = arith.constant 0.0 : f32
    %v234 = linalg.fill ins(%v233 : f32) outs(%v232 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v235 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v206, %v231 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v234 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v236 = "stablehlo.convert"(%v230) : (tensor<16xbf16>) -> tensor<16xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v238 = "stablehlo.add"(%v235, %v237) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v240 = "stablehlo.slice"(%v217) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v241 = "stablehlo.slice"(%v217) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v242 = "stablehlo.negate"(%v241) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v243 = "stablehlo.concatenate"(%v242, %v240) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v246 = "stablehlo.multiply"(%v217, %v244) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v247 = "stablehlo.multiply"(%v243, %v245) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v248 = "stablehlo.add"(%v246, %v247) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v249 = "stablehlo.slice"(%v228) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v250 = "stablehlo.slice"(%v228) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v251 = "stablehlo.negate"(%v250) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v252 = "stablehlo.concatenate"(%v251, %v249) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v255 = "stablehlo.multiply"(%v228, %v253) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v256 = "stablehlo.multiply"(%v252, %v254) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v257 = "stablehlo.add"(%v255, %v256) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v258 = "stablehlo.reshape"(%v248) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v259 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x16xf32>
    %v260 = "stablehlo.multiply"(%v258, %v259) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v261 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<1xi32>) -> tensor<i32>
    %v263 = stablehlo.constant dense<0> : tensor<i32>
    %v264 = tensor.extract %v262[] : tensor<i32>
    %v265 = arith.index_cast %v264 : i32 to index
    %v266 = tensor.extract %v263[] : tensor<i32>
    %v267 = arith.index_cast %v266 : i32 to index
    %v268 = tensor.extract %v263[] : tensor<i32>
    %v269 = arith.index_cast %v268 : i32 to index
    %v270 = tensor.extract %v14[] : tensor<i32>
    %v271 = arith.index_cast %v270 : i32 to index
    %v272 = tensor.extract %v16[] : tensor<i32>
    %v273 = arith.index_cast %v272 : i32 to index
    %v274 = tensor.extract_slice %arg5[%v265, %v267, %v269, %v271] [1, 1, 16, %v273] [1, 1, 1, 1] : tensor<2x1x16x?xf32> to tensor<1x1x16x?xf32>
    %v275 = stablehlo.constant dense<0> : tensor<i32>
    %v276 = tensor.extract %v262[] : tensor<i32>
    %v277 = arith.index_cast %v276 : i32 to index
    %v278 = tensor.extract %v275[] : tensor<i32>
    %v279 = arith.index_cast %v278 : i32 to index
    %v280 = tensor.extract %v14[] : tensor<i32>
    %v281 = arith.index_cast %v280 : i32 to index
    %v282 = tensor.extract %v275[] : tensor<i32>
    %v283 = arith.index_cast %v282 : i32 to index
    %v284 = tensor.extract %v16[] : tensor<i32>
    %v285 = arith.index_cast %v284 : i32 to index
    %v286 = tensor.extract_slice %arg6[%v277, %v279, %v281, %v283] [1, 1, %v285, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v287 = "stablehlo.dot_general"(%v260, %v274) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x?xf32>) -> tensor<1x1x4x?xf32>
    %v288 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v289 = "stablehlo.reduce"(%v287, %v288) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v290 = stablehlo.constant dense<1> : tensor<i32>
    %v291 = "stablehlo.reshape"(%v290) : (tensor<i32>) -> tensor<1xi32>
    %v292 = stablehlo.constant dense<1> : tensor<i32>
    %v293 = "stablehlo.reshape"(%v292) : (tensor<i32>) -> tensor<1xi32>
    %v294 = stablehlo.constant dense<4> : tensor<i32>
    %v295 = "stablehlo.reshape"(%v294) : (tensor<i32>) -> tensor<1xi32>
    %v296 = "stablehlo.get_dimension_size"(%v287) {dimension = 3 : i64} : (tensor<1x1x4x?xf32>) -> tensor<i32>
    %v297 = "stablehlo.reshape"(%v296) : (tensor<i32>) -> tensor<1xi32>
    %v298 = "stablehlo.concatenate"(%v291, %v293, %v295, %v297) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v299 = "stablehlo.dynamic_broadcast_in_dim"(%v289, %v298) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>, tensor<4xi32>) -> tensor<1x1x4x?xf32>
    %v300 = "stablehlo.subtract"(%v287, %v299) : (tensor<1x1x4x?xf32>, tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v301 = "stablehlo.exponential"(%v300) : (tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.reduce"(%v301, %v302) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v304 = "stablehlo.dot_general"(%v301, %v286) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x1x4x16xf32>
    %v305 = "stablehlo.dot_general"(%v260, %v257) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x4xf32>
    %v306 = "stablehlo.maximum"(%v289, %v305) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v307 = "stablehlo.subtract"(%v289, %v306) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v308 = "stablehlo.exponential"(%v307) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v309 = "stablehlo.subtract"(%v305, %v306) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v310 = "stablehlo.exponential"(%v309) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v311 = "stablehlo.multiply"(%v303, %v308) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v312 = "stablehlo.add"(%v311, %v310) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %v313 = "stablehlo.broadcast_in_dim"(%v308) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v314 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v239) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v316 = "stablehlo.multiply"(%v304, %v313) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v317 = "stablehlo.multiply"(%v314, %v315) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v318 = "stablehlo.add"(%v316, %v317) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v312) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v320 = "stablehlo.divide"(%v318, %v319) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v321 = "stablehlo.reshape"(%v320) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v322 = util.global.load @p20 : tensor<64x64xbf16>
    %v323 = "stablehlo.convert"(%v322) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v324 = tensor.empty() : tensor<1x64xf32>
    %v325 = arith.constant 0.0 : f32
    %v326 = linalg.fill ins(%v325 : f32) outs(%v324 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v327 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v321, %v323 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v326 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v328 = "stablehlo.add"(%v188, %v327) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v329 = util.global.load @p13 : tensor<64xbf16>
    %v330 = "stablehlo.multiply"(%v328, %v328) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v332 = "stablehlo.reduce"(%v330, %v331) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v333 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v334 = "stablehlo.multiply"(%v332, %v333) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v335 = "stablehlo.broadcast_in_dim"(%v334) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v336 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v337 = "stablehlo.add"(%v335, %v336) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v338 = "stablehlo.rsqrt"(%v337) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v339 = "stablehlo.multiply"(%v328, %v338) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v340 = "stablehlo.convert"(%v329) : (tensor<64xbf16>) -> tensor<64xf32>
    %v341 = "stablehlo.broadcast_in_dim"(%v340) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v342 = "stablehlo.multiply"(%v339, %v341) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v343 = util.global.load @p21 : tensor<160x64xbf16>
    %v344 = "stablehlo.convert"(%v343) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v345 = tensor.empty() : tensor<1x160xf32>
    %v346 = arith.constant 0.0 : f32
    %v347 = linalg.fill ins(%v346 : f32) outs(%v345 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v348 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v342, %v344 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v347 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v349 = "stablehlo.logistic"(%v348) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v350 = "stablehlo.multiply"(%v348, %v349) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v351 = util.global.load @p22 : tensor<160x64xbf16>
    %v352 = "stablehlo.convert"(%v351) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v353 = tensor.empty() : tensor<1x160xf32>
    %v354 = arith.constant 0.0 : f32
    %v355 = linalg.fill ins(%v354 : f32) outs(%v353 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v356 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v342, %v352 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v355 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v357 = "stablehlo.multiply"(%v350, %v356) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v358 = util.global.load @p23 : tensor<64x160xbf16>
    %v359 = "stablehlo.convert"(%v358) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v360 = tensor.empty() : tensor<1x64xf32>
    %v361 = arith.constant 0.0 : f32
    %v362 = linalg.fill ins(%v361 : f32) outs(%v360 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v363 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v357, %v359 : tensor<1x160xf32>, tensor<64x160xf32>) outs(%v362 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v364 = "stablehlo.add"(%v328, %v363) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v365 = "stablehlo.transpose"(%v257) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xf32>) -> tensor<1x16x1xf32>
    %v366 = "stablehlo.reshape"(%v365) : (tensor<1x16x1xf32>) -> tensor<1x1x16x1xf32>
    %v367 = "stablehlo.transpose"(%v239) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v368 = "stablehlo.reshape"(%v367) : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %v369 = "stablehlo.concatenate"(%v190, %v366) {dimension = 0 : i64} : (tensor<1x1x16x1xf32>, tensor<1x1x16x1xf32>) -> tensor<2x1x16x1xf32>
    %v370 = "stablehlo.concatenate"(%v192, %v368) {dimension = 0 : i64} : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %v371 = util.global.load @p26 : tensor<64xbf16>
    %v372 = "stablehlo.multiply"(%v364, %v364) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v373 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v374 = "stablehlo.reduce"(%v372, %v373) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v375 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v376 = "stablehlo.multiply"(%v374, %v375) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v377 = "stablehlo.broadcast_in_dim"(%v376) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v378 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v379 = "stablehlo.add"(%v377, %v378) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v380 = "stablehlo.rsqrt"(%v379) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v381 = "stablehlo.multiply"(%v364, %v380) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v382 = "stablehlo.convert"(%v371) : (tensor<64xbf16>) -> tensor<64xf32>
    %v383 = "stablehlo.broadcast_in_dim"(%v382) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v384 = "stablehlo.multiply"(%v381, %v383) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v385 = util.global.load @p25 : tensor<151936x64xbf16>
    %v386 = "stablehlo.convert"(%v385) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v387 = tensor.empty() : tensor<1x151936xf32>
    %v388 = arith.constant 0.0 : f32
    %v389 = linalg.fill ins(%v388 : f32) outs(%v387 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v390 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v384, %v386 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v389 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v390, %v369, %v370 : tensor<1x151936xf32>, tensor<2x1x16x1xf32>, tensor<2x1x1x16xf32>
  }
  func.func @kv_write_n1(%arg0: tensor<2x1x16x?xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x1xf32>, %arg3: tensor<2x1x1x16xf32>, %arg4: tensor<1xi32>) -> (tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x1xf32>) -> tensor<2x1x16x1xf32>
    %v5 = tensor.extract %v1[] : tensor<i32>
    %v6 = arith.index_cast %v5 : i32 to index
    %v7 = tensor.extract %v1[] : tensor<i32>
    %v8 = arith.index_cast %v7 : i32 to index
    %v9 = tensor.extract %v1[] : tensor<i32>
    %v10 = arith.index_cast %v9 : i32 to index
    %v11 = tensor.extract %v3[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.insert_slice %v4 into %arg0[%v6, %v8, %v10, %v12] [2, 1, 16, 1] [1, 1, 1, 1] : tensor<2x1x16x1xf32> into tensor<2x1x16x?xf32>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %v15 = tensor.extract %v1[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.extract %v3[] : tensor<i32>
    %v20 = arith.index_cast %v19 : i32 to index
    %v21 = tensor.extract %v1[] : tensor<i32>
    %v22 = arith.index_cast %v21 : i32 to index
    %v23 = tensor.insert_slice %v14 into %arg1[%v16, %v18, %v20, %v22] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xf32> into tensor<2x1x?x16xf32>
    return %v13, %v23 : tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>
  }
  func.func @decode_n2(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x1x16x?xf32>, %arg6: tensor<2x1x?x16xf32>) -> (tensor<2x151936xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<2xi32>) -> tensor<2x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<2x1xi32>) -> tensor<2x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<2x64xbf16>) -> tensor<2x64xf32>
    %v5 = "stablehlo.convert"(%arg1) : (tensor<2xi64>) -> tensor<2xf32>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x8xf32>
    %v7 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v8 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8xf32>
    %v9 = "stablehlo.multiply"(%v6, %v8) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %v10 = "stablehlo.concatenate"(%v9, %v9) {dimension = 1 : i64} : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %v11 = "stablehlo.cosine"(%v10) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v12 = "stablehlo.sine"(%v10) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %v13 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v14 = "stablehlo.reshape"(%v13) : (tensor<1xi32>) -> tensor<i32>
    %v15 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1xi32>) -> tensor<i32>
    %v17 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v18 = "stablehlo.reshape"(%v17) : (tensor<1xi32>) -> tensor<i32>
    %v19 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v20 = "stablehlo.reshape"(%v19) : (tensor<1xi32>) -> tensor<i32>
    %v21 = util.global.load @p0 : tensor<64xbf16>
    %v22 = "stablehlo.multiply"(%v4, %v4) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v23 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v24 = "stablehlo.reduce"(%v22, %v23) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v25 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v26 = "stablehlo.multiply"(%v24, %v25) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v26) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v28 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v29 = "stablehlo.add"(%v27, %v28) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v30 = "stablehlo.rsqrt"(%v29) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v31 = "stablehlo.multiply"(%v4, %v30) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v32 = "stablehlo.convert"(%v21) : (tensor<64xbf16>) -> tensor<64xf32>
    %v33 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v34 = "stablehlo.multiply"(%v31, %v33) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v35 = util.global.load @p2 : tensor<64x64xbf16>
    %v36 = util.global.load @p3 : tensor<64xbf16>
    %v37 = "stablehlo.convert"(%v35) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v38 = tensor.empty() : tensor<2x64xf32>
    %v39 = arith.constant 0.0 : f32
    %v40 = linalg.fill ins(%v39 : f32) outs(%v38 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v41 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v34, %v37 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v40 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v42 = "stablehlo.convert"(%v36) : (tensor<64xbf16>) -> tensor<64xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v44 = "stablehlo.add"(%v41, %v43) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v45 = "stablehlo.reshape"(%v44) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v46 = util.global.load @p4 : tensor<16x64xbf16>
    %v47 = util.global.load @p5 : tensor<16xbf16>
    %v48 = "stablehlo.convert"(%v46) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v49 = tensor.empty() : tensor<2x16xf32>
    %v50 = arith.constant 0.0 : f32
    %v51 = linalg.fill ins(%v50 : f32) outs(%v49 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v52 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v34, %v48 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v51 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v53 = "stablehlo.convert"(%v47) : (tensor<16xbf16>) -> tensor<16xf32>
    %v54 = "stablehlo.broadcast_in_dim"(%v53) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v55 = "stablehlo.add"(%v52, %v54) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v56 = "stablehlo.reshape"(%v55) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v57 = util.global.load @p6 : tensor<16x64xbf16>
    %v58 = util.global.load @p7 : tensor<16xbf16>
    %v59 = "stablehlo.convert"(%v57) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v60 = tensor.empty() : tensor<2x16xf32>
    %v61 = arith.constant 0.0 : f32
    %v62 = linalg.fill ins(%v61 : f32) outs(%v60 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v63 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v34, %v59 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v62 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v64 = "stablehlo.convert"(%v58) : (tensor<16xbf16>) -> tensor<16xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v66 = "stablehlo.add"(%v63, %v65) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v67 = "stablehlo.reshape"(%v66) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v68 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v69 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v70 = "stablehlo.negate"(%v69) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v71 = "stablehlo.concatenate"(%v70, %v68) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v74 = "stablehlo.multiply"(%v45, %v72) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v75 = "stablehlo.multiply"(%v71, %v73) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v76 = "stablehlo.add"(%v74, %v75) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v77 = "stablehlo.slice"(%v56) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v78 = "stablehlo.slice"(%v56) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v79 = "stablehlo.negate"(%v78) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v80 = "stablehlo.concatenate"(%v79, %v77) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v83 = "stablehlo.multiply"(%v56, %v81) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v84 = "stablehlo.multiply"(%v80, %v82) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v85 = "stablehlo.add"(%v83, %v84) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v86 = "stablehlo.reshape"(%v76) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v87 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x16xf32>
    %v88 = "stablehlo.multiply"(%v86, %v87) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v89 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v90 = "stablehlo.reshape"(%v89) : (tensor<1xi32>) -> tensor<i32>
    %v91 = "stablehlo.slice"(%v88) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v92 = stablehlo.constant dense<0> : tensor<i32>
    %v93 = tensor.extract %v90[] : tensor<i32>
    %v94 = arith.index_cast %v93 : i32 to index
    %v95 = tensor.extract %v92[] : tensor<i32>
    %v96 = arith.index_cast %v95 : i32 to index
    %v97 = tensor.extract %v92[] : tensor<i32>
    %v98 = arith.index_cast %v97 : i32 to index
    %v99 = tensor.extract %v14[] : tensor<i32>
    %v100 = arith.index_cast %v99 : i32 to index
    %v101 = tensor.extract %v18[] : tensor<i32>
    %v102 = arith.index_cast %v101 : i32 to index
    %v103 = tensor.extract_slice %arg5[%v94, %v96, %v98, %v100] [1, 1, 16, %v102] [1, 1, 1, 1] : tensor<2x1x16x?xf32> to tensor<1x1x16x?xf32>
    %v104 = stablehlo.constant dense<0> : tensor<i32>
    %v105 = tensor.extract %v90[] : tensor<i32>
    %v106 = arith.index_cast %v105 : i32 to index
    %v107 = tensor.extract %v104[] : tensor<i32>
    %v108 = arith.index_cast %v107 : i32 to index
    %v109 = tensor.extract %v14[] : tensor<i32>
    %v110 = arith.index_cast %v109 : i32 to index
    %v111 = tensor.extract %v104[] : tensor<i32>
    %v112 = arith.index_cast %v111 : i32 to index
    %v113 = tensor.extract %v18[] : tensor<i32>
    %v114 = arith.index_cast %v113 : i32 to index
    %v115 = tensor.extract_slice %arg6[%v106, %v108, %v110, %v112] [1, 1, %v114, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v116 = "stablehlo.dot_general"(%v91, %v103) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x?xf32>) -> tensor<1x1x4x?xf32>
    %v117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v118 = "stablehlo.reduce"(%v116, %v117) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v119 = stablehlo.constant dense<1> : tensor<i32>
    %v120 = "stablehlo.reshape"(%v119) : (tensor<i32>) -> tensor<1xi32>
    %v121 = stablehlo.constant dense<1> : tensor<i32>
    %v122 = "stablehlo.reshape"(%v121) : (tensor<i32>) -> tensor<1xi32>
    %v123 = stablehlo.constant dense<4> : tensor<i32>
    %v124 = "stablehlo.reshape"(%v123) : (tensor<i32>) -> tensor<1xi32>
    %v125 = "stablehlo.get_dimension_size"(%v116) {dimension = 3 : i64} : (tensor<1x1x4x?xf32>) -> tensor<i32>
    %v126 = "stablehlo.reshape"(%v125) : (tensor<i32>) -> tensor<1xi32>
    %v127 = "stablehlo.concatenate"(%v120, %v122, %v124, %v126) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v128 = "stablehlo.dynamic_broadcast_in_dim"(%v118, %v127) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>, tensor<4xi32>) -> tensor<1x1x4x?xf32>
    %v129 = "stablehlo.subtract"(%v116, %v128) : (tensor<1x1x4x?xf32>, tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v130 = "stablehlo.exponential"(%v129) : (tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v132 = "stablehlo.reduce"(%v130, %v131) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v133 = "stablehlo.dot_general"(%v130, %v115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x1x4x16xf32>
    %v134 = "stablehlo.slice"(%v88) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v135 = stablehlo.constant dense<0> : tensor<i32>
    %v136 = tensor.extract %v90[] : tensor<i32>
    %v137 = arith.index_cast %v136 : i32 to index
    %v138 = tensor.extract %v135[] : tensor<i32>
    %v139 = arith.index_cast %v138 : i32 to index
    %v140 = tensor.extract %v135[] : tensor<i32>
    %v141 = arith.index_cast %v140 : i32 to index
    %v142 = tensor.extract %v16[] : tensor<i32>
    %v143 = arith.index_cast %v142 : i32 to index
    %v144 = tensor.extract %v20[] : tensor<i32>
    %v145 = arith.index_cast %v144 : i32 to index
    %v146 = tensor.extract_slice %arg5[%v137, %v139, %v141, %v143] [1, 1, 16, %v145] [1, 1, 1, 1] : tensor<2x1x16x?xf32> to tensor<1x1x16x?xf32>
    %v147 = stablehlo.constant dense<0> : tensor<i32>
    %v148 = tensor.extract %v90[] : tensor<i32>
    %v149 = arith.index_cast %v148 : i32 to index
    %v150 = tensor.extract %v147[] : tensor<i32>
    %v151 = arith.index_cast %v150 : i32 to index
    %v152 = tensor.extract %v16[] : tensor<i32>
    %v153 = arith.index_cast %v152 : i32 to index
    %v154 = tensor.extract %v147[] : tensor<i32>
    %v155 = arith.index_cast %v154 : i32 to index
    %v156 = tensor.extract %v20[] : tensor<i32>
    %v157 = arith.index_cast %v156 : i32 to index
    %v158 = tensor.extract_slice %arg6[%v149, %v151, %v153, %v155] [1, 1, %v157, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v159 = "stablehlo.dot_general"(%v134, %v146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x?xf32>) -> tensor<1x1x4x?xf32>
    %v160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v161 = "stablehlo.reduce"(%v159, %v160) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v162 = stablehlo.constant dense<1> : tensor<i32>
    %v163 = "stablehlo.reshape"(%v162) : (tensor<i32>) -> tensor<1xi32>
    %v164 = stablehlo.constant dense<1> : tensor<i32>
    %v165 = "stablehlo.reshape"(%v164) : (tensor<i32>) -> tensor<1xi32>
    %v166 = stablehlo.constant dense<4> : tensor<i32>
    %v167 = "stablehlo.reshape"(%v166) : (tensor<i32>) -> tensor<1xi32>
    %v168 = "stablehlo.get_dimension_size"(%v159) {dimension = 3 : i64} : (tensor<1x1x4x?xf32>) -> tensor<i32>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<i32>) -> tensor<1xi32>
    %v170 = "stablehlo.concatenate"(%v163, %v165, %v167, %v169) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v171 = "stablehlo.dynamic_broadcast_in_dim"(%v161, %v170) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>, tensor<4xi32>) -> tensor<1x1x4x?xf32>
    %v172 = "stablehlo.subtract"(%v159, %v171) : (tensor<1x1x4x?xf32>, tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v173 = "stablehlo.exponential"(%v172) : (tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v174 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v175 = "stablehlo.reduce"(%v173, %v174) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v176 = "stablehlo.dot_general"(%v173, %v158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x1x4x16xf32>
    %v177 = "stablehlo.concatenate"(%v118, %v161) {dimension = 0 : i64} : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<2x1x4xf32>
    %v178 = "stablehlo.concatenate"(%v132, %v175) {dimension = 0 : i64} : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<2x1x4xf32>
    %v179 = "stablehlo.concatenate"(%v133, %v176) {dimension = 0 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v180 = "stablehlo.dot_general"(%v88, %v85) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x4xf32>
    %v181 = "stablehlo.maximum"(%v177, %v180) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v182 = "stablehlo.subtract"(%v177, %v181) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v183 = "stablehlo.exponential"(%v182) : (tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v184 = "stablehlo.subtract"(%v180, %v181) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v185 = "stablehlo.exponential"(%v184) : (tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v186 = "stablehlo.multiply"(%v178, %v183) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v187 = "stablehlo.add"(%v186, %v185) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v189 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v191 = "stablehlo.multiply"(%v179, %v188) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v192 = "stablehlo.multiply"(%v189, %v190) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v193 = "stablehlo.add"(%v191, %v192) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v187) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v195 = "stablehlo.divide"(%v193, %v194) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v196 = "stablehlo.reshape"(%v195) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v197 = util.global.load @p8 : tensor<64x64xbf16>
    %v198 = "stablehlo.convert"(%v197) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v199 = tensor.empty() : tensor<2x64xf32>
    %v200 = arith.constant 0.0 : f32
    %v201 = linalg.fill ins(%v200 : f32) outs(%v199 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v202 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v196, %v198 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v201 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v203 = "stablehlo.add"(%v4, %v202) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v204 = util.global.load @p1 : tensor<64xbf16>
    %v205 = "stablehlo.multiply"(%v203, %v203) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v206 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v207 = "stablehlo.reduce"(%v205, %v206) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v208 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v209 = "stablehlo.multiply"(%v207, %v208) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v210 = "stablehlo.broadcast_in_dim"(%v209) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v211 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v212 = "stablehlo.add"(%v210, %v211) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v213 = "stablehlo.rsqrt"(%v212) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v214 = "stablehlo.multiply"(%v203, %v213) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v215 = "stablehlo.convert"(%v204) : (tensor<64xbf16>) -> tensor<64xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v215) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v217 = "stablehlo.multiply"(%v214, %v216) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v218 = util.global.load @p9 : tensor<160x64xbf16>
    %v219 = "stablehlo.convert"(%v218) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v220 = tensor.empty() : tensor<2x160xf32>
    %v221 = arith.constant 0.0 : f32
    %v222 = linalg.fill ins(%v221 : f32) outs(%v220 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v223 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v217, %v219 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v222 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v224 = "stablehlo.logistic"(%v223) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v225 = "stablehlo.multiply"(%v223, %v224) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v226 = util.global.load @p10 : tensor<160x64xbf16>
    %v227 = "stablehlo.convert"(%v226) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v228 = tensor.empty() : tensor<2x160xf32>
    %v229 = arith.constant 0.0 : f32
    %v230 = linalg.fill ins(%v229 : f32) outs(%v228 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v231 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v217, %v227 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v230 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v232 = "stablehlo.multiply"(%v225, %v231) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v233 = util.global.load @p11 : tensor<64x160xbf16>
    %v234 = "stablehlo.convert"(%v233) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v235 = tensor.empty() : tensor<2x64xf32>
    %v236 = arith.constant 0.0 : f32
    %v237 = linalg.fill ins(%v236 : f32) outs(%v235 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v238 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v232, %v234 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v237 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v239 = "stablehlo.add"(%v203, %v238) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v240 = "stablehlo.transpose"(%v85) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v241 = "stablehlo.reshape"(%v240) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v242 = "stablehlo.transpose"(%v67) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v243 = "stablehlo.reshape"(%v242) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v244 = util.global.load @p12 : tensor<64xbf16>
    %v245 = "stablehlo.multiply"(%v239, %v239) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v246 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v247 = "stablehlo.reduce"(%v245, %v246) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v248 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v249 = "stablehlo.multiply"(%v247, %v248) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v251 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v252 = "stablehlo.add"(%v250, %v251) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v253 = "stablehlo.rsqrt"(%v252) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v254 = "stablehlo.multiply"(%v239, %v253) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v255 = "stablehlo.convert"(%v244) : (tensor<64xbf16>) -> tensor<64xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v257 = "stablehlo.multiply"(%v254, %v256) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v258 = util.global.load @p14 : tensor<64x64xbf16>
    %v259 = util.global.load @p15 : tensor<64xbf16>
    %v260 = "stablehlo.convert"(%v258) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v261 = tensor.empty() : tensor<2x64xf32>
    %v262 = arith.constant 0.0 : f32
    %v263 = linalg.fill ins(%v262 : f32) outs(%v261 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v264 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v257, %v260 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v263 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v265 = "stablehlo.convert"(%v259) : (tensor<64xbf16>) -> tensor<64xf32>
    %v266 = "stablehlo.broadcast_in_dim"(%v265) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v267 = "stablehlo.add"(%v264, %v266) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v268 = "stablehlo.reshape"(%v267) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v269 = util.global.load @p16 : tensor<16x64xbf16>
    %v270 = util.global.load @p17 : tensor<16xbf16>
    %v271 = "stablehlo.convert"(%v269) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v272 = tensor.empty() : tensor<2x16xf32>
    %v273 = arith.constant 0.0 : f32
    %v274 = linalg.fill ins(%v273 : f32) outs(%v272 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v275 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v257, %v271 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v274 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v276 = "stablehlo.convert"(%v270) : (tensor<16xbf16>) -> tensor<16xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v278 = "stablehlo.add"(%v275, %v277) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v279 = "stablehlo.reshape"(%v278) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v280 = util.global.load @p18 : tensor<16x64xbf16>
    %v281 = util.global.load @p19 : tensor<16xbf16>
    %v282 = "stablehlo.convert"(%v280) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v283 = tensor.empty() : tensor<2x16xf32>
    %v284 = arith.constant 0.0 : f32
    %v285 = linalg.fill ins(%v284 : f32) outs(%v283 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v286 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v257, %v282 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v285 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v287 = "stablehlo.convert"(%v281) : (tensor<16xbf16>) -> tensor<16xf32>
    %v288 = "stablehlo.broadcast_in_dim"(%v287) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v289 = "stablehlo.add"(%v286, %v288) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v290 = "stablehlo.reshape"(%v289) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v291 = "stablehlo.slice"(%v268) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v292 = "stablehlo.slice"(%v268) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v293 = "stablehlo.negate"(%v292) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v294 = "stablehlo.concatenate"(%v293, %v291) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v296 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v297 = "stablehlo.multiply"(%v268, %v295) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v298 = "stablehlo.multiply"(%v294, %v296) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v299 = "stablehlo.add"(%v297, %v298) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v300 = "stablehlo.slice"(%v279) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v301 = "stablehlo.slice"(%v279) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v302 = "stablehlo.negate"(%v301) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v303 = "stablehlo.concatenate"(%v302, %v300) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v304 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v305 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v306 = "stablehlo.multiply"(%v279, %v304) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v307 = "stablehlo.multiply"(%v303, %v305) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v308 = "stablehlo.add"(%v306, %v307) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v309 = "stablehlo.reshape"(%v299) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v310 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x16xf32>
    %v311 = "stablehlo.multiply"(%v309, %v310) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v312 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v313 = "stablehlo.reshape"(%v312) : (tensor<1xi32>) -> tensor<i32>
    %v314 = "stablehlo.slice"(%v311) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v315 = stablehlo.constant dense<0> : tensor<i32>
    %v316 = tensor.extract %v313[] : tensor<i32>
    %v317 = arith.index_cast %v316 : i32 to index
    %v318 = tensor.extract %v315[] : tensor<i32>
    %v319 = arith.index_cast %v318 : i32 to index
    %v320 = tensor.extract %v315[] : tensor<i32>
    %v321 = arith.index_cast %v320 : i32 to index
    %v322 = tensor.extract %v14[] : tensor<i32>
    %v323 = arith.index_cast %v322 : i32 to index
    %v324 = tensor.extract %v18[] : tensor<i32>
    %v325 = arith.index_cast %v324 : i32 to index
    %v326 = tensor.extract_slice %arg5[%v317, %v319, %v321, %v323] [1, 1, 16, %v325] [1, 1, 1, 1] : tensor<2x1x16x?xf32> to tensor<1x1x16x?xf32>
    %v327 = stablehlo.constant dense<0> : tensor<i32>
    %v328 = tensor.extract %v313[] : tensor<i32>
    %v329 = arith.index_cast %v328 : i32 to index
    %v330 = tensor.extract %v327[] : tensor<i32>
    %v331 = arith.index_cast %v330 : i32 to index
    %v332 = tensor.extract %v14[] : tensor<i32>
    %v333 = arith.index_cast %v332 : i32 to index
    %v334 = tensor.extract %v327[] : tensor<i32>
    %v335 = arith.index_cast %v334 : i32 to index
    %v336 = tensor.extract %v18[] : tensor<i32>
    %v337 = arith.index_cast %v336 : i32 to index
    %v338 = tensor.extract_slice %arg6[%v329, %v331, %v333, %v335] [1, 1, %v337, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v339 = "stablehlo.dot_general"(%v314, %v326) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x?xf32>) -> tensor<1x1x4x?xf32>
    %v340 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v341 = "stablehlo.reduce"(%v339, %v340) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v342 = stablehlo.constant dense<1> : tensor<i32>
    %v343 = "stablehlo.reshape"(%v342) : (tensor<i32>) -> tensor<1xi32>
    %v344 = stablehlo.constant dense<1> : tensor<i32>
    %v345 = "stablehlo.reshape"(%v344) : (tensor<i32>) -> tensor<1xi32>
    %v346 = stablehlo.constant dense<4> : tensor<i32>
    %v347 = "stablehlo.reshape"(%v346) : (tensor<i32>) -> tensor<1xi32>
    %v348 = "stablehlo.get_dimension_size"(%v339) {dimension = 3 : i64} : (tensor<1x1x4x?xf32>) -> tensor<i32>
    %v349 = "stablehlo.reshape"(%v348) : (tensor<i32>) -> tensor<1xi32>
    %v350 = "stablehlo.concatenate"(%v343, %v345, %v347, %v349) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v351 = "stablehlo.dynamic_broadcast_in_dim"(%v341, %v350) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>, tensor<4xi32>) -> tensor<1x1x4x?xf32>
    %v352 = "stablehlo.subtract"(%v339, %v351) : (tensor<1x1x4x?xf32>, tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v353 = "stablehlo.exponential"(%v352) : (tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v354 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v355 = "stablehlo.reduce"(%v353, %v354) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v356 = "stablehlo.dot_general"(%v353, %v338) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x1x4x16xf32>
    %v357 = "stablehlo.slice"(%v311) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v358 = stablehlo.constant dense<0> : tensor<i32>
    %v359 = tensor.extract %v313[] : tensor<i32>
    %v360 = arith.index_cast %v359 : i32 to index
    %v361 = tensor.extract %v358[] : tensor<i32>
    %v362 = arith.index_cast %v361 : i32 to index
    %v363 = tensor.extract %v358[] : tensor<i32>
    %v364 = arith.index_cast %v363 : i32 to index
    %v365 = tensor.extract %v16[] : tensor<i32>
    %v366 = arith.index_cast %v365 : i32 to index
    %v367 = tensor.extract %v20[] : tensor<i32>
    %v368 = arith.index_cast %v367 : i32 to index
    %v369 = tensor.extract_slice %arg5[%v360, %v362, %v364, %v366] [1, 1, 16, %v368] [1, 1, 1, 1] : tensor<2x1x16x?xf32> to tensor<1x1x16x?xf32>
    %v370 = stablehlo.constant dense<0> : tensor<i32>
    %v371 = tensor.extract %v313[] : tensor<i32>
    %v372 = arith.index_cast %v371 : i32 to index
    %v373 = tensor.extract %v370[] : tensor<i32>
    %v374 = arith.index_cast %v373 : i32 to index
    %v375 = tensor.extract %v16[] : tensor<i32>
    %v376 = arith.index_cast %v375 : i32 to index
    %v377 = tensor.extract %v370[] : tensor<i32>
    %v378 = arith.index_cast %v377 : i32 to index
    %v379 = tensor.extract %v20[] : tensor<i32>
    %v380 = arith.index_cast %v379 : i32 to index
    %v381 = tensor.extract_slice %arg6[%v372, %v374, %v376, %v378] [1, 1, %v380, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v382 = "stablehlo.dot_general"(%v357, %v369) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x?xf32>) -> tensor<1x1x4x?xf32>
    %v383 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v384 = "stablehlo.reduce"(%v382, %v383) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v385 = stablehlo.constant dense<1> : tensor<i32>
    %v386 = "stablehlo.reshape"(%v385) : (tensor<i32>) -> tensor<1xi32>
    %v387 = stablehlo.constant dense<1> : tensor<i32>
    %v388 = "stablehlo.reshape"(%v387) : (tensor<i32>) -> tensor<1xi32>
    %v389 = stablehlo.constant dense<4> : tensor<i32>
    %v390 = "stablehlo.reshape"(%v389) : (tensor<i32>) -> tensor<1xi32>
    %v391 = "stablehlo.get_dimension_size"(%v382) {dimension = 3 : i64} : (tensor<1x1x4x?xf32>) -> tensor<i32>
    %v392 = "stablehlo.reshape"(%v391) : (tensor<i32>) -> tensor<1xi32>
    %v393 = "stablehlo.concatenate"(%v386, %v388, %v390, %v392) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v394 = "stablehlo.dynamic_broadcast_in_dim"(%v384, %v393) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>, tensor<4xi32>) -> tensor<1x1x4x?xf32>
    %v395 = "stablehlo.subtract"(%v382, %v394) : (tensor<1x1x4x?xf32>, tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v396 = "stablehlo.exponential"(%v395) : (tensor<1x1x4x?xf32>) -> tensor<1x1x4x?xf32>
    %v397 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v398 = "stablehlo.reduce"(%v396, %v397) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x?xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v399 = "stablehlo.dot_general"(%v396, %v381) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x1x4x16xf32>
    %v400 = "stablehlo.concatenate"(%v341, %v384) {dimension = 0 : i64} : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<2x1x4xf32>
    %v401 = "stablehlo.concatenate"(%v355, %v398) {dimension = 0 : i64} : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<2x1x4xf32>
    %v402 = "stablehlo.concatenate"(%v356, %v399) {dimension = 0 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v403 = "stablehlo.dot_general"(%v311, %v308) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x4xf32>
    %v404 = "stablehlo.maximum"(%v400, %v403) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v405 = "stablehlo.subtract"(%v400, %v404) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v406 = "stablehlo.exponential"(%v405) : (tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v407 = "stablehlo.subtract"(%v403, %v404) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v408 = "stablehlo.exponential"(%v407) : (tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v409 = "stablehlo.multiply"(%v401, %v406) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v410 = "stablehlo.add"(%v409, %v408) : (tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
    %v411 = "stablehlo.broadcast_in_dim"(%v406) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v412 = "stablehlo.broadcast_in_dim"(%v408) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v413 = "stablehlo.broadcast_in_dim"(%v290) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v414 = "stablehlo.multiply"(%v402, %v411) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v415 = "stablehlo.multiply"(%v412, %v413) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v416 = "stablehlo.add"(%v414, %v415) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v410) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v418 = "stablehlo.divide"(%v416, %v417) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v419 = "stablehlo.reshape"(%v418) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v420 = util.global.load @p20 : tensor<64x64xbf16>
    %v421 = "stablehlo.convert"(%v420) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v422 = tensor.empty() : tensor<2x64xf32>
    %v423 = arith.constant 0.0 : f32
    %v424 = linalg.fill ins(%v423 : f32) outs(%v422 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v425 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v419, %v421 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v424 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v426 = "stablehlo.add"(%v239, %v425) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v427 = util.global.load @p13 : tensor<64xbf16>
    %v428 = "stablehlo.multiply"(%v426, %v426) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v429 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v430 = "stablehlo.reduce"(%v428, %v429) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v431 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v432 = "stablehlo.multiply"(%v430, %v431) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v432) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v434 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v435 = "stablehlo.add"(%v433, %v434) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v436 = "stablehlo.rsqrt"(%v435) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v437 = "stablehlo.multiply"(%v426, %v436) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v438 = "stablehlo.convert"(%v427) : (tensor<64xbf16>) -> tensor<64xf32>
    %v439 = "stablehlo.broadcast_in_dim"(%v438) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v440 = "stablehlo.multiply"(%v437, %v439) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v441 = util.global.load @p21 : tensor<160x64xbf16>
    %v442 = "stablehlo.convert"(%v441) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v443 = tensor.empty() : tensor<2x160xf32>
    %v444 = arith.constant 0.0 : f32
    %v445 = linalg.fill ins(%v444 : f32) outs(%v443 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v446 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v440, %v442 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v445 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v447 = "stablehlo.logistic"(%v446) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v448 = "stablehlo.multiply"(%v446, %v447) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v449 = util.global.load @p22 : tensor<160x64xbf16>
    %v450 = "stablehlo.convert"(%v449) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v451 = tensor.empty() : tensor<2x160xf32>
    %v452 = arith.constant 0.0 : f32
    %v453 = linalg.fill ins(%v452 : f32) outs(%v451 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v454 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v440, %v450 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v453 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v455 = "stablehlo.multiply"(%v448, %v454) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v456 = util.global.load @p23 : tensor<64x160xbf16>
    %v457 = "stablehlo.convert"(%v456) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v458 = tensor.empty() : tensor<2x64xf32>
    %v459 = arith.constant 0.0 : f32
    %v460 = linalg.fill ins(%v459 : f32) outs(%v458 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v461 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v455, %v457 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v460 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v462 = "stablehlo.add"(%v426, %v461) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v463 = "stablehlo.transpose"(%v308) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v464 = "stablehlo.reshape"(%v463) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v465 = "stablehlo.transpose"(%v290) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v466 = "stablehlo.reshape"(%v465) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v467 = "stablehlo.concatenate"(%v241, %v464) {dimension = 0 : i64} : (tensor<1x1x16x2xf32>, tensor<1x1x16x2xf32>) -> tensor<2x1x16x2xf32>
    %v468 = "stablehlo.concatenate"(%v243, %v466) {dimension = 0 : i64} : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %v469 = util.global.load @p26 : tensor<64xbf16>
    %v470 = "stablehlo.multiply"(%v462, %v462) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v471 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v472 = "stablehlo.reduce"(%v470, %v471) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v473 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v474 = "stablehlo.multiply"(%v472, %v473) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v475 = "stablehlo.broadcast_in_dim"(%v474) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v476 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v477 = "stablehlo.add"(%v475, %v476) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v478 = "stablehlo.rsqrt"(%v477) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v479 = "stablehlo.multiply"(%v462, %v478) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v480 = "stablehlo.convert"(%v469) : (tensor<64xbf16>) -> tensor<64xf32>
    %v481 = "stablehlo.broadcast_in_dim"(%v480) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v482 = "stablehlo.multiply"(%v479, %v481) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v483 = util.global.load @p25 : tensor<151936x64xbf16>
    %v484 = "stablehlo.convert"(%v483) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v485 = tensor.empty() : tensor<2x151936xf32>
    %v486 = arith.constant 0.0 : f32
    %v487 = linalg.fill ins(%v486 : f32) outs(%v485 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v488 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v482, %v484 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v487 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v488, %v467, %v468 : tensor<2x151936xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>
  }
  func.func @kv_write_n2(%arg0: tensor<2x1x16x?xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x2xf32>, %arg3: tensor<2x1x2x16xf32>, %arg4: tensor<2xi32>) -> (tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xf32>) -> tensor<2x1x16x1xf32>
    %v5 = tensor.extract %v1[] : tensor<i32>
    %v6 = arith.index_cast %v5 : i32 to index
    %v7 = tensor.extract %v1[] : tensor<i32>
    %v8 = arith.index_cast %v7 : i32 to index
    %v9 = tensor.extract %v1[] : tensor<i32>
    %v10 = arith.index_cast %v9 : i32 to index
    %v11 = tensor.extract %v3[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.insert_slice %v4 into %arg0[%v6, %v8, %v10, %v12] [2, 1, 16, 1] [1, 1, 1, 1] : tensor<2x1x16x1xf32> into tensor<2x1x16x?xf32>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xf32>) -> tensor<2x1x1x16xf32>
    %v15 = tensor.extract %v1[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.extract %v3[] : tensor<i32>
    %v20 = arith.index_cast %v19 : i32 to index
    %v21 = tensor.extract %v1[] : tensor<i32>
    %v22 = arith.index_cast %v21 : i32 to index
    %v23 = tensor.insert_slice %v14 into %arg1[%v16, %v18, %v20, %v22] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xf32> into tensor<2x1x?x16xf32>
    %v24 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v25 = "stablehlo.reshape"(%v24) : (tensor<1xi32>) -> tensor<i32>
    %v26 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xf32>) -> tensor<2x1x16x1xf32>
    %v27 = tensor.extract %v1[] : tensor<i32>
    %v28 = arith.index_cast %v27 : i32 to index
    %v29 = tensor.extract %v1[] : tensor<i32>
    %v30 = arith.index_cast %v29 : i32 to index
    %v31 = tensor.extract %v1[] : tensor<i32>
    %v32 = arith.index_cast %v31 : i32 to index
    %v33 = tensor.extract %v25[] : tensor<i32>
    %v34 = arith.index_cast %v33 : i32 to index
    %v35 = tensor.insert_slice %v26 into %v13[%v28, %v30, %v32, %v34] [2, 1, 16, 1] [1, 1, 1, 1] : tensor<2x1x16x1xf32> into tensor<2x1x16x?xf32>
    %v36 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xf32>) -> tensor<2x1x1x16xf32>
    %v37 = tensor.extract %v1[] : tensor<i32>
    %v38 = arith.index_cast %v37 : i32 to index
    %v39 = tensor.extract %v1[] : tensor<i32>
    %v40 = arith.index_cast %v39 : i32 to index
    %v41 = tensor.extract %v25[] : tensor<i32>
    %v42 = arith.index_cast %v41 : i32 to index
    %v43 = tensor.extract %v1[] : tensor<i32>
    %v44 = arith.index_cast %v43 : i32 to index
    %v45 = tensor.insert_slice %v36 into %v23[%v38, %v40, %v42, %v44] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xf32> into tensor<2x1x?x16xf32>
    return %v35, %v45 : tensor<2x1x16x?xf32>, tensor<2x1x?x16xf32>
  }
}
