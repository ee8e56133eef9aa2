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
  func.func @decode_n1_w128(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<1xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2x1x16x?xf32>, %arg7: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x1x16x1xf32>, tensor<2x1x1x16xf32>) {
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
    %v13 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x1x4x128xi32>
    %v14 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x4x128xi32>
    %v15 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x4x128xi32>
    %v16 = "stablehlo.compare"(%v13, %v14) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x1x4x128xi32>, tensor<1x1x4x128xi32>) -> tensor<1x1x4x128xi1>
    %v17 = "stablehlo.compare"(%v13, %v15) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x1x4x128xi32>, tensor<1x1x4x128xi32>) -> tensor<1x1x4x128xi1>
    %v18 = "stablehlo.and"(%v16, %v17) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xi1>) -> tensor<1x1x4x128xi1>
    %v19 = stablehlo.constant dense<0xFF800000> : tensor<1x1x4x128xf32>
    %v20 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v21 = "stablehlo.reshape"(%v20) : (tensor<1xi32>) -> tensor<i32>
    %v22 = util.global.load @p0 : tensor<64xbf16>
    %v23 = "stablehlo.multiply"(%v4, %v4) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v25 = "stablehlo.reduce"(%v23, %v24) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v26 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v27 = "stablehlo.multiply"(%v25, %v26) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v29 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v30 = "stablehlo.add"(%v28, %v29) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v31 = "stablehlo.rsqrt"(%v30) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v32 = "stablehlo.multiply"(%v4, %v31) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v33 = "stablehlo.convert"(%v22) : (tensor<64xbf16>) -> tensor<64xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v35 = "stablehlo.multiply"(%v32, %v34) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v36 = util.global.load @p2 : tensor<64x64xbf16>
    %v37 = util.global.load @p3 : tensor<64xbf16>
    %v38 = "stablehlo.convert"(%v36) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v39 = tensor.empty() : tensor<1x64xf32>
    %v40 = arith.constant 0.0 : f32
    %v41 = linalg.fill ins(%v40 : f32) outs(%v39 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v38 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v41 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v43 = "stablehlo.convert"(%v37) : (tensor<64xbf16>) -> tensor<64xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v43) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v45 = "stablehlo.add"(%v42, %v44) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v47 = util.global.load @p4 : tensor<16x64xbf16>
    %v48 = util.global.load @p5 : tensor<16xbf16>
    %v49 = "stablehlo.convert"(%v47) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v50 = tensor.empty() : tensor<1x16xf32>
    %v51 = arith.constant 0.0 : f32
    %v52 = linalg.fill ins(%v51 : f32) outs(%v50 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v53 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v49 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v52 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v54 = "stablehlo.convert"(%v48) : (tensor<16xbf16>) -> tensor<16xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v54) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v56 = "stablehlo.add"(%v53, %v55) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v57 = "stablehlo.reshape"(%v56) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v58 = util.global.load @p6 : tensor<16x64xbf16>
    %v59 = util.global.load @p7 : tensor<16xbf16>
    %v60 = "stablehlo.convert"(%v58) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v61 = tensor.empty() : tensor<1x16xf32>
    %v62 = arith.constant 0.0 : f32
    %v63 = linalg.fill ins(%v62 : f32) outs(%v61 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v60 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v63 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v65 = "stablehlo.convert"(%v59) : (tensor<16xbf16>) -> tensor<16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v65) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v67 = "stablehlo.add"(%v64, %v66) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v68 = "stablehlo.reshape"(%v67) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v69 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v70 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v71 = "stablehlo.negate"(%v70) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v72 = "stablehlo.concatenate"(%v71, %v69) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v75 = "stablehlo.multiply"(%v46, %v73) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v76 = "stablehlo.multiply"(%v72, %v74) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v77 = "stablehlo.add"(%v75, %v76) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v78 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v79 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v80 = "stablehlo.negate"(%v79) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v81 = "stablehlo.concatenate"(%v80, %v78) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v84 = "stablehlo.multiply"(%v57, %v82) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v85 = "stablehlo.multiply"(%v81, %v83) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v86 = "stablehlo.add"(%v84, %v85) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v87 = "stablehlo.reshape"(%v77) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v88 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v89 = "stablehlo.reshape"(%v88) : (tensor<1xi32>) -> tensor<i32>
    %v90 = stablehlo.constant dense<0> : tensor<i32>
    %v91 = "stablehlo.dynamic_slice"(%arg6, %v89, %v90, %v90, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v92 = "stablehlo.dot_general"(%v87, %v91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x128xf32>) -> tensor<1x1x4x128xf32>
    %v93 = "stablehlo.select"(%v18, %v92, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v94 = "stablehlo.dot_general"(%v87, %v86) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x4xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v96 = "stablehlo.concatenate"(%v93, %v95) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v97 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v98 = "stablehlo.multiply"(%v96, %v97) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v100 = "stablehlo.reduce"(%v98, %v99) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v102 = "stablehlo.subtract"(%v98, %v101) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v103 = "stablehlo.exponential"(%v102) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v105 = "stablehlo.reduce"(%v103, %v104) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v107 = "stablehlo.divide"(%v103, %v106) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v108 = "stablehlo.slice"(%v107) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v109 = "stablehlo.slice"(%v107) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v110 = stablehlo.constant dense<0> : tensor<i32>
    %v111 = "stablehlo.dynamic_slice"(%arg7, %v89, %v110, %v21, %v110) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v112 = "stablehlo.dot_general"(%v108, %v111) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xf32>, tensor<1x1x128x16xf32>) -> tensor<1x1x4x16xf32>
    %v113 = "stablehlo.broadcast_in_dim"(%v68) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v114 = "stablehlo.reshape"(%v109) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v115 = "stablehlo.broadcast_in_dim"(%v114) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v116 = "stablehlo.multiply"(%v115, %v113) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v117 = "stablehlo.add"(%v112, %v116) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v118 = "stablehlo.reshape"(%v117) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v119 = util.global.load @p8 : tensor<64x64xbf16>
    %v120 = "stablehlo.convert"(%v119) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v121 = tensor.empty() : tensor<1x64xf32>
    %v122 = arith.constant 0.0 : f32
    %v123 = linalg.fill ins(%v122 : f32) outs(%v121 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v124 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v118, %v120 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v123 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v125 = "stablehlo.add"(%v4, %v124) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v126 = util.global.load @p1 : tensor<64xbf16>
    %v127 = "stablehlo.multiply"(%v125, %v125) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v129 = "stablehlo.reduce"(%v127, %v128) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v130 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v131 = "stablehlo.multiply"(%v129, %v130) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v132 = "stablehlo.broadcast_in_dim"(%v131) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v133 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v134 = "stablehlo.add"(%v132, %v133) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v135 = "stablehlo.rsqrt"(%v134) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v136 = "stablehlo.multiply"(%v125, %v135) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v137 = "stablehlo.convert"(%v126) : (tensor<64xbf16>) -> tensor<64xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v137) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v139 = "stablehlo.multiply"(%v136, %v138) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v140 = util.global.load @p9 : tensor<160x64xbf16>
    %v141 = "stablehlo.convert"(%v140) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v142 = tensor.empty() : tensor<1x160xf32>
    %v143 = arith.constant 0.0 : f32
    %v144 = linalg.fill ins(%v143 : f32) outs(%v142 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v139, %v141 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v144 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v146 = "stablehlo.logistic"(%v145) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v147 = "stablehlo.multiply"(%v145, %v146) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v148 = util.global.load @p10 : tensor<160x64xbf16>
    %v149 = "stablehlo.convert"(%v148) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v150 = tensor.empty() : tensor<1x160xf32>
    %v151 = arith.constant 0.0 : f32
    %v152 = linalg.fill ins(%v151 : f32) outs(%v150 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v153 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v139, %v149 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v152 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v154 = "stablehlo.multiply"(%v147, %v153) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v155 = util.global.load @p11 : tensor<64x160xbf16>
    %v156 = "stablehlo.convert"(%v155) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v157 = tensor.empty() : tensor<1x64xf32>
    %v158 = arith.constant 0.0 : f32
    %v159 = linalg.fill ins(%v158 : f32) outs(%v157 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v160 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v154, %v156 : tensor<1x160xf32>, tensor<64x160xf32>) outs(%v159 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v161 = "stablehlo.add"(%v125, %v160) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v162 = "stablehlo.transpose"(%v86) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xf32>) -> tensor<1x16x1xf32>
    %v163 = "stablehlo.reshape"(%v162) : (tensor<1x16x1xf32>) -> tensor<1x1x16x1xf32>
    %v164 = "stablehlo.transpose"(%v68) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v165 = "stablehlo.reshape"(%v164) : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %v166 = util.global.load @p12 : tensor<64xbf16>
    %v167 = "stablehlo.multiply"(%v161, %v161) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v168 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v169 = "stablehlo.reduce"(%v167, %v168) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v170 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v171 = "stablehlo.multiply"(%v169, %v170) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v172 = "stablehlo.broadcast_in_dim"(%v171) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v173 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v174 = "stablehlo.add"(%v172, %v173) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v175 = "stablehlo.rsqrt"(%v174) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v176 = "stablehlo.multiply"(%v161, %v175) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v177 = "stablehlo.convert"(%v166) : (tensor<64xbf16>) -> tensor<64xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v179 = "stablehlo.multiply"(%v176, %v178) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v180 = util.global.load @p14 : tensor<64x64xbf16>
    %v181 = util.global.load @p15 : tensor<64xbf16>
    %v182 = "stablehlo.convert"(%v180) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v183 = tensor.empty() : tensor<1x64xf32>
    %v184 = arith.constant 0.0 : f32
    %v185 = linalg.fill ins(%v184 : f32) outs(%v183 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v186 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v182 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v185 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v187 = "stablehlo.convert"(%v181) : (tensor<64xbf16>) -> tensor<64xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v187) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v189 = "stablehlo.add"(%v186, %v188) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v191 = util.global.load @p16 : tensor<16x64xbf16>
    %v192 = util.global.load @p17 : tensor<16xbf16>
    %v193 = "stablehlo.convert"(%v191) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v194 = tensor.empty() : tensor<1x16xf32>
    %v195 = arith.constant 0.0 : f32
    %v196 = linalg.fill ins(%v195 : f32) outs(%v194 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v197 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v193 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v196 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v198 = "stablehlo.convert"(%v192) : (tensor<16xbf16>) -> tensor<16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v200 = "stablehlo.add"(%v197, %v199) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v202 = util.global.load @p18 : tensor<16x64xbf16>
    %v203 = util.global.load @p19 : tensor<16xbf16>
    %v204 = "stablehlo.convert"(%v202) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v205 = tensor.empty() : tensor<1x16xf32>
    %v206 = arith.constant 0.0 : f32
    %v207 = linalg.fill ins(%v206 : f32) outs(%v205 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v208 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v204 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v207 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v209 = "stablehlo.convert"(%v203) : (tensor<16xbf16>) -> tensor<16xf32>
    %v210 = "stablehlo.broadcast_in_dim"(%v209) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v211 = "stablehlo.add"(%v208, %v210) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v212 = "stablehlo.reshape"(%v211) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v213 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v214 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v215 = "stablehlo.negate"(%v214) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v216 = "stablehlo.concatenate"(%v215, %v213) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v219 = "stablehlo.multiply"(%v190, %v217) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v220 = "stablehlo.multiply"(%v216, %v218) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v221 = "stablehlo.add"(%v219, %v220) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v222 = "stablehlo.slice"(%v201) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v223 = "stablehlo.slice"(%v201) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v224 = "stablehlo.negate"(%v223) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v225 = "stablehlo.concatenate"(%v224, %v222) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v226 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v227 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v228 = "stablehlo.multiply"(%v201, %v226) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v229 = "stablehlo.multiply"(%v225, %v227) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v230 = "stablehlo.add"(%v228, %v229) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v231 = "stablehlo.reshape"(%v221) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v232 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v233 = "stablehlo.reshape"(%v232) : (tensor<1xi32>) -> tensor<i32>
    %v234 = stablehlo.constant dense<0> : tensor<i32>
    %v235 = "stablehlo.dynamic_slice"(%arg6, %v233, %v234, %v234, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v236 = "stablehlo.dot_general"(%v231, %v235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x128xf32>) -> tensor<1x1x4x128xf32>
    %v237 = "stablehlo.select"(%v18, %v236, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v238 = "stablehlo.dot_general"(%v231, %v230) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x4xf32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v240 = "stablehlo.concatenate"(%v237, %v239) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v241 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v243 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v244 = "stablehlo.reduce"(%v242, %v243) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v244) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v246 = "stablehlo.subtract"(%v242, %v245) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v247 = "stablehlo.exponential"(%v246) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v249 = "stablehlo.reduce"(%v247, %v248) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v251 = "stablehlo.divide"(%v247, %v250) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v252 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v253 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v254 = stablehlo.constant dense<0> : tensor<i32>
    %v255 = "stablehlo.dynamic_slice"(%arg7, %v233, %v254, %v21, %v254) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v256 = "stablehlo.dot_general"(%v252, %v255) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xf32>, tensor<1x1x128x16xf32>) -> tensor<1x1x4x16xf32>
    %v257 = "stablehlo.broadcast_in_dim"(%v212) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v258 = "stablehlo.reshape"(%v253) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v259 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v260 = "stablehlo.multiply"(%v259, %v257) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v261 = "stablehlo.add"(%v256, %v260) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v263 = util.global.load @p20 : tensor<64x64xbf16>
    %v264 = "stablehlo.convert"(%v263) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v265 = tensor.empty() : tensor<1x64xf32>
    %v266 = arith.constant 0.0 : f32
    %v267 = linalg.fill ins(%v266 : f32) outs(%v265 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v268 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v262, %v264 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v267 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v269 = "stablehlo.add"(%v161, %v268) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v270 = util.global.load @p13 : tensor<64xbf16>
    %v271 = "stablehlo.multiply"(%v269, %v269) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
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
    %v280 = "stablehlo.multiply"(%v269, %v279) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v281 = "stablehlo.convert"(%v270) : (tensor<64xbf16>) -> tensor<64xf32>
    %v282 = "stablehlo.broadcast_in_dim"(%v281) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v283 = "stablehlo.multiply"(%v280, %v282) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v284 = util.global.load @p21 : tensor<160x64xbf16>
    %v285 = "stablehlo.convert"(%v284) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v286 = tensor.empty() : tensor<1x160xf32>
    %v287 = arith.constant 0.0 : f32
    %v288 = linalg.fill ins(%v287 : f32) outs(%v286 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v289 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v283, %v285 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v288 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v290 = "stablehlo.logistic"(%v289) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v291 = "stablehlo.multiply"(%v289, %v290) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v292 = util.global.load @p22 : tensor<160x64xbf16>
    %v293 = "stablehlo.convert"(%v292) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v294 = tensor.empty() : tensor<1x160xf32>
    %v295 = arith.constant 0.0 : f32
    %v296 = linalg.fill ins(%v295 : f32) outs(%v294 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v297 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v283, %v293 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v296 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v298 = "stablehlo.multiply"(%v291, %v297) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v299 = util.global.load @p23 : tensor<64x160xbf16>
    %v300 = "stablehlo.convert"(%v299) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v301 = tensor.empty() : tensor<1x64xf32>
    %v302 = arith.constant 0.0 : f32
    %v303 = linalg.fill ins(%v302 : f32) outs(%v301 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v304 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v298, %v300 : tensor<1x160xf32>, tensor<64x160xf32>) outs(%v303 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v305 = "stablehlo.add"(%v269, %v304) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v306 = "stablehlo.transpose"(%v230) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xf32>) -> tensor<1x16x1xf32>
    %v307 = "stablehlo.reshape"(%v306) : (tensor<1x16x1xf32>) -> tensor<1x1x16x1xf32>
    %v308 = "stablehlo.transpose"(%v212) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v309 = "stablehlo.reshape"(%v308) : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %v310 = "stablehlo.concatenate"(%v163, %v307) {dimension = 0 : i64} : (tensor<1x1x16x1xf32>, tensor<1x1x16x1xf32>) -> tensor<2x1x16x1xf32>
    %v311 = "stablehlo.concatenate"(%v165, %v309) {dimension = 0 : i64} : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %v312 = util.global.load @p26 : tensor<64xbf16>
    %v313 = "stablehlo.multiply"(%v305, %v305) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v315 = "stablehlo.reduce"(%v313, %v314) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v316 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v318 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v319 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v320 = "stablehlo.add"(%v318, %v319) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v321 = "stablehlo.rsqrt"(%v320) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v322 = "stablehlo.multiply"(%v305, %v321) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v323 = "stablehlo.convert"(%v312) : (tensor<64xbf16>) -> tensor<64xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v325 = "stablehlo.multiply"(%v322, %v324) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v326 = util.global.load @p25 : tensor<151936x64xbf16>
    %v327 = "stablehlo.convert"(%v326) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v328 = tensor.empty() : tensor<1x151936xf32>
    %v329 = arith.constant 0.0 : f32
    %v330 = linalg.fill ins(%v329 : f32) outs(%v328 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v331 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v325, %v327 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v330 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v331, %v310, %v311 : tensor<1x151936xf32>, tensor<2x1x16x1xf32>, tensor<2x1x1x16xf32>
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
  func.func @decode_n2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2x1x16x?xf32>, %arg7: tensor<2x1x?x16xf32>) -> (tensor<2x151936xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>) {
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
    %v13 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x1x4x128xi32>
    %v14 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2x1x4x128xi32>
    %v15 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2x1x4x128xi32>
    %v16 = "stablehlo.compare"(%v13, %v14) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x1x4x128xi32>, tensor<2x1x4x128xi32>) -> tensor<2x1x4x128xi1>
    %v17 = "stablehlo.compare"(%v13, %v15) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x1x4x128xi32>, tensor<2x1x4x128xi32>) -> tensor<2x1x4x128xi1>
    %v18 = "stablehlo.and"(%v16, %v17) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xi1>) -> tensor<2x1x4x128xi1>
    %v19 = stablehlo.constant dense<0xFF800000> : tensor<2x1x4x128xf32>
    %v20 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v21 = "stablehlo.reshape"(%v20) : (tensor<1xi32>) -> tensor<i32>
    %v22 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v23 = "stablehlo.reshape"(%v22) : (tensor<1xi32>) -> tensor<i32>
    %v24 = util.global.load @p0 : tensor<64xbf16>
    %v25 = "stablehlo.multiply"(%v4, %v4) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v27 = "stablehlo.reduce"(%v25, %v26) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v28 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v29 = "stablehlo.multiply"(%v27, %v28) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v30 = "stablehlo.broadcast_in_dim"(%v29) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v31 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v32 = "stablehlo.add"(%v30, %v31) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v33 = "stablehlo.rsqrt"(%v32) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v34 = "stablehlo.multiply"(%v4, %v33) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v35 = "stablehlo.convert"(%v24) : (tensor<64xbf16>) -> tensor<64xf32>
    %v36 = "stablehlo.broadcast_in_dim"(%v35) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v37 = "stablehlo.multiply"(%v34, %v36) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v38 = util.global.load @p2 : tensor<64x64xbf16>
    %v39 = util.global.load @p3 : tensor<64xbf16>
    %v40 = "stablehlo.convert"(%v38) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v41 = tensor.empty() : tensor<2x64xf32>
    %v42 = arith.constant 0.0 : f32
    %v43 = linalg.fill ins(%v42 : f32) outs(%v41 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v44 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v37, %v40 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v43 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v45 = "stablehlo.convert"(%v39) : (tensor<64xbf16>) -> tensor<64xf32>
    %v46 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v47 = "stablehlo.add"(%v44, %v46) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v48 = "stablehlo.reshape"(%v47) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v49 = util.global.load @p4 : tensor<16x64xbf16>
    %v50 = util.global.load @p5 : tensor<16xbf16>
    %v51 = "stablehlo.convert"(%v49) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v52 = tensor.empty() : tensor<2x16xf32>
    %v53 = arith.constant 0.0 : f32
    %v54 = linalg.fill ins(%v53 : f32) outs(%v52 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v55 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v37, %v51 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v54 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v56 = "stablehlo.convert"(%v50) : (tensor<16xbf16>) -> tensor<16xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v56) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v58 = "stablehlo.add"(%v55, %v57) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v59 = "stablehlo.reshape"(%v58) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v60 = util.global.load @p6 : tensor<16x64xbf16>
    %v61 = util.global.load @p7 : tensor<16xbf16>
    %v62 = "stablehlo.convert"(%v60) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v63 = tensor.empty() : tensor<2x16xf32>
    %v64 = arith.constant 0.0 : f32
    %v65 = linalg.fill ins(%v64 : f32) outs(%v63 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v66 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v37, %v62 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v65 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v67 = "stablehlo.convert"(%v61) : (tensor<16xbf16>) -> tensor<16xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v69 = "stablehlo.add"(%v66, %v68) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v70 = "stablehlo.reshape"(%v69) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v71 = "stablehlo.slice"(%v48) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v72 = "stablehlo.slice"(%v48) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v73 = "stablehlo.negate"(%v72) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v74 = "stablehlo.concatenate"(%v73, %v71) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v77 = "stablehlo.multiply"(%v48, %v75) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v78 = "stablehlo.multiply"(%v74, %v76) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v79 = "stablehlo.add"(%v77, %v78) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v80 = "stablehlo.slice"(%v59) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v81 = "stablehlo.slice"(%v59) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v82 = "stablehlo.negate"(%v81) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v83 = "stablehlo.concatenate"(%v82, %v80) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v86 = "stablehlo.multiply"(%v59, %v84) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v87 = "stablehlo.multiply"(%v83, %v85) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v88 = "stablehlo.add"(%v86, %v87) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v89 = "stablehlo.reshape"(%v79) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v90 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v91 = "stablehlo.reshape"(%v90) : (tensor<1xi32>) -> tensor<i32>
    %v92 = stablehlo.constant dense<0> : tensor<i32>
    %v93 = "stablehlo.dynamic_slice"(%arg6, %v91, %v92, %v92, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v94 = stablehlo.constant dense<0> : tensor<i32>
    %v95 = "stablehlo.dynamic_slice"(%arg6, %v91, %v94, %v94, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v96 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v97 = "stablehlo.dot_general"(%v96, %v93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x128xf32>) -> tensor<1x1x4x128xf32>
    %v98 = "stablehlo.slice"(%v89) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v99 = "stablehlo.dot_general"(%v98, %v95) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x128xf32>) -> tensor<1x1x4x128xf32>
    %v100 = "stablehlo.concatenate"(%v97, %v99) {dimension = 0 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v101 = "stablehlo.select"(%v18, %v100, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v102 = "stablehlo.dot_general"(%v89, %v88) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x4xf32>
    %v103 = "stablehlo.reshape"(%v102) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v104 = "stablehlo.concatenate"(%v101, %v103) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v105 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v106 = "stablehlo.multiply"(%v104, %v105) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v108 = "stablehlo.reduce"(%v106, %v107) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v109 = "stablehlo.broadcast_in_dim"(%v108) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v110 = "stablehlo.subtract"(%v106, %v109) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v111 = "stablehlo.exponential"(%v110) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v112 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v113 = "stablehlo.reduce"(%v111, %v112) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v113) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v115 = "stablehlo.divide"(%v111, %v114) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v116 = "stablehlo.slice"(%v115) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v117 = "stablehlo.slice"(%v115) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v118 = stablehlo.constant dense<0> : tensor<i32>
    %v119 = "stablehlo.dynamic_slice"(%arg7, %v91, %v118, %v21, %v118) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v120 = stablehlo.constant dense<0> : tensor<i32>
    %v121 = "stablehlo.dynamic_slice"(%arg7, %v91, %v120, %v23, %v120) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v122 = "stablehlo.slice"(%v116) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v123 = "stablehlo.dot_general"(%v122, %v119) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xf32>, tensor<1x1x128x16xf32>) -> tensor<1x1x4x16xf32>
    %v124 = "stablehlo.slice"(%v116) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v125 = "stablehlo.dot_general"(%v124, %v121) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xf32>, tensor<1x1x128x16xf32>) -> tensor<1x1x4x16xf32>
    %v126 = "stablehlo.concatenate"(%v123, %v125) {dimension = 0 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%v70) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v128 = "stablehlo.reshape"(%v117) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v129 = "stablehlo.broadcast_in_dim"(%v128) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v130 = "stablehlo.multiply"(%v129, %v127) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v131 = "stablehlo.add"(%v126, %v130) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v133 = util.global.load @p8 : tensor<64x64xbf16>
    %v134 = "stablehlo.convert"(%v133) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v135 = tensor.empty() : tensor<2x64xf32>
    %v136 = arith.constant 0.0 : f32
    %v137 = linalg.fill ins(%v136 : f32) outs(%v135 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v138 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v132, %v134 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v137 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v139 = "stablehlo.add"(%v4, %v138) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v140 = util.global.load @p1 : tensor<64xbf16>
    %v141 = "stablehlo.multiply"(%v139, %v139) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v142 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v143 = "stablehlo.reduce"(%v141, %v142) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v144 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v145 = "stablehlo.multiply"(%v143, %v144) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v147 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v148 = "stablehlo.add"(%v146, %v147) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v149 = "stablehlo.rsqrt"(%v148) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v150 = "stablehlo.multiply"(%v139, %v149) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v151 = "stablehlo.convert"(%v140) : (tensor<64xbf16>) -> tensor<64xf32>
    %v152 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v153 = "stablehlo.multiply"(%v150, %v152) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v154 = util.global.load @p9 : tensor<160x64xbf16>
    %v155 = "stablehlo.convert"(%v154) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v156 = tensor.empty() : tensor<2x160xf32>
    %v157 = arith.constant 0.0 : f32
    %v158 = linalg.fill ins(%v157 : f32) outs(%v156 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v159 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v153, %v155 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v158 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v160 = "stablehlo.logistic"(%v159) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v161 = "stablehlo.multiply"(%v159, %v160) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v162 = util.global.load @p10 : tensor<160x64xbf16>
    %v163 = "stablehlo.convert"(%v162) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v164 = tensor.empty() : tensor<2x160xf32>
    %v165 = arith.constant 0.0 : f32
    %v166 = linalg.fill ins(%v165 : f32) outs(%v164 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v167 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v153, %v163 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v166 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v168 = "stablehlo.multiply"(%v161, %v167) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v169 = util.global.load @p11 : tensor<64x160xbf16>
    %v170 = "stablehlo.convert"(%v169) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v171 = tensor.empty() : tensor<2x64xf32>
    %v172 = arith.constant 0.0 : f32
    %v173 = linalg.fill ins(%v172 : f32) outs(%v171 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v174 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v168, %v170 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v173 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v175 = "stablehlo.add"(%v139, %v174) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v176 = "stablehlo.transpose"(%v88) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v177 = "stablehlo.reshape"(%v176) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v178 = "stablehlo.transpose"(%v70) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v179 = "stablehlo.reshape"(%v178) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v180 = util.global.load @p12 : tensor<64xbf16>
    %v181 = "stablehlo.multiply"(%v175, %v175) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v183 = "stablehlo.reduce"(%v181, %v182) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v184 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v187 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v188 = "stablehlo.add"(%v186, %v187) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v189 = "stablehlo.rsqrt"(%v188) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v190 = "stablehlo.multiply"(%v175, %v189) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v191 = "stablehlo.convert"(%v180) : (tensor<64xbf16>) -> tensor<64xf32>
    %v192 = "stablehlo.broadcast_in_dim"(%v191) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v193 = "stablehlo.multiply"(%v190, %v192) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v194 = util.global.load @p14 : tensor<64x64xbf16>
    %v195 = util.global.load @p15 : tensor<64xbf16>
    %v196 = "stablehlo.convert"(%v194) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v197 = tensor.empty() : tensor<2x64xf32>
    %v198 = arith.constant 0.0 : f32
    %v199 = linalg.fill ins(%v198 : f32) outs(%v197 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v200 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v193, %v196 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v199 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v201 = "stablehlo.convert"(%v195) : (tensor<64xbf16>) -> tensor<64xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v203 = "stablehlo.add"(%v200, %v202) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v205 = util.global.load @p16 : tensor<16x64xbf16>
    %v206 = util.global.load @p17 : tensor<16xbf16>
    %v207 = "stablehlo.convert"(%v205) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v208 = tensor.empty() : tensor<2x16xf32>
    %v209 = arith.constant 0.0 : f32
    %v210 = linalg.fill ins(%v209 : f32) outs(%v208 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v211 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v193, %v207 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v210 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v212 = "stablehlo.convert"(%v206) : (tensor<16xbf16>) -> tensor<16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v212) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v214 = "stablehlo.add"(%v211, %v213) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v215 = "stablehlo.reshape"(%v214) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v216 = util.global.load @p18 : tensor<16x64xbf16>
    %v217 = util.global.load @p19 : tensor<16xbf16>
    %v218 = "stablehlo.convert"(%v216) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v219 = tensor.empty() : tensor<2x16xf32>
    %v220 = arith.constant 0.0 : f32
    %v221 = linalg.fill ins(%v220 : f32) outs(%v219 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v222 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v193, %v218 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v221 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v223 = "stablehlo.convert"(%v217) : (tensor<16xbf16>) -> tensor<16xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v223) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v225 = "stablehlo.add"(%v222, %v224) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v226 = "stablehlo.reshape"(%v225) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v227 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v228 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v229 = "stablehlo.negate"(%v228) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v230 = "stablehlo.concatenate"(%v229, %v227) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v231 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v232 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v233 = "stablehlo.multiply"(%v204, %v231) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v234 = "stablehlo.multiply"(%v230, %v232) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v235 = "stablehlo.add"(%v233, %v234) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v236 = "stablehlo.slice"(%v215) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v237 = "stablehlo.slice"(%v215) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v238 = "stablehlo.negate"(%v237) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v239 = "stablehlo.concatenate"(%v238, %v236) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v240 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v242 = "stablehlo.multiply"(%v215, %v240) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v243 = "stablehlo.multiply"(%v239, %v241) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v244 = "stablehlo.add"(%v242, %v243) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v245 = "stablehlo.reshape"(%v235) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v246 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v247 = "stablehlo.reshape"(%v246) : (tensor<1xi32>) -> tensor<i32>
    %v248 = stablehlo.constant dense<0> : tensor<i32>
    %v249 = "stablehlo.dynamic_slice"(%arg6, %v247, %v248, %v248, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v250 = stablehlo.constant dense<0> : tensor<i32>
    %v251 = "stablehlo.dynamic_slice"(%arg6, %v247, %v250, %v250, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xf32>
    %v252 = "stablehlo.slice"(%v245) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v253 = "stablehlo.dot_general"(%v252, %v249) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x128xf32>) -> tensor<1x1x4x128xf32>
    %v254 = "stablehlo.slice"(%v245) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v255 = "stablehlo.dot_general"(%v254, %v251) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xf32>, tensor<1x1x16x128xf32>) -> tensor<1x1x4x128xf32>
    %v256 = "stablehlo.concatenate"(%v253, %v255) {dimension = 0 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v257 = "stablehlo.select"(%v18, %v256, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v258 = "stablehlo.dot_general"(%v245, %v244) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x4xf32>
    %v259 = "stablehlo.reshape"(%v258) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v260 = "stablehlo.concatenate"(%v257, %v259) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v261 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v262 = "stablehlo.multiply"(%v260, %v261) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v263 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v264 = "stablehlo.reduce"(%v262, %v263) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v264) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v266 = "stablehlo.subtract"(%v262, %v265) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v267 = "stablehlo.exponential"(%v266) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v269 = "stablehlo.reduce"(%v267, %v268) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v270 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v271 = "stablehlo.divide"(%v267, %v270) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v272 = "stablehlo.slice"(%v271) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v273 = "stablehlo.slice"(%v271) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v274 = stablehlo.constant dense<0> : tensor<i32>
    %v275 = "stablehlo.dynamic_slice"(%arg7, %v247, %v274, %v21, %v274) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v276 = stablehlo.constant dense<0> : tensor<i32>
    %v277 = "stablehlo.dynamic_slice"(%arg7, %v247, %v276, %v23, %v276) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v278 = "stablehlo.slice"(%v272) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v279 = "stablehlo.dot_general"(%v278, %v275) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xf32>, tensor<1x1x128x16xf32>) -> tensor<1x1x4x16xf32>
    %v280 = "stablehlo.slice"(%v272) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v281 = "stablehlo.dot_general"(%v280, %v277) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xf32>, tensor<1x1x128x16xf32>) -> tensor<1x1x4x16xf32>
    %v282 = "stablehlo.concatenate"(%v279, %v281) {dimension = 0 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v226) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v284 = "stablehlo.reshape"(%v273) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v285 = "stablehlo.broadcast_in_dim"(%v284) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v286 = "stablehlo.multiply"(%v285, %v283) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v287 = "stablehlo.add"(%v282, %v286) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v288 = "stablehlo.reshape"(%v287) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v289 = util.global.load @p20 : tensor<64x64xbf16>
    %v290 = "stablehlo.convert"(%v289) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v291 = tensor.empty() : tensor<2x64xf32>
    %v292 = arith.constant 0.0 : f32
    %v293 = linalg.fill ins(%v292 : f32) outs(%v291 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v294 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v288, %v290 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v293 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v295 = "stablehlo.add"(%v175, %v294) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v296 = util.global.load @p13 : tensor<64xbf16>
    %v297 = "stablehlo.multiply"(%v295, %v295) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v299 = "stablehlo.reduce"(%v297, %v298) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v300 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v301 = "stablehlo.multiply"(%v299, %v300) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v302 = "stablehlo.broadcast_in_dim"(%v301) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v303 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v304 = "stablehlo.add"(%v302, %v303) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v305 = "stablehlo.rsqrt"(%v304) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v306 = "stablehlo.multiply"(%v295, %v305) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v307 = "stablehlo.convert"(%v296) : (tensor<64xbf16>) -> tensor<64xf32>
    %v308 = "stablehlo.broadcast_in_dim"(%v307) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v309 = "stablehlo.multiply"(%v306, %v308) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v310 = util.global.load @p21 : tensor<160x64xbf16>
    %v311 = "stablehlo.convert"(%v310) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v312 = tensor.empty() : tensor<2x160xf32>
    %v313 = arith.constant 0.0 : f32
    %v314 = linalg.fill ins(%v313 : f32) outs(%v312 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v315 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v309, %v311 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v314 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v316 = "stablehlo.logistic"(%v315) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v318 = util.global.load @p22 : tensor<160x64xbf16>
    %v319 = "stablehlo.convert"(%v318) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v320 = tensor.empty() : tensor<2x160xf32>
    %v321 = arith.constant 0.0 : f32
    %v322 = linalg.fill ins(%v321 : f32) outs(%v320 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v323 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v309, %v319 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v322 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v324 = "stablehlo.multiply"(%v317, %v323) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v325 = util.global.load @p23 : tensor<64x160xbf16>
    %v326 = "stablehlo.convert"(%v325) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v327 = tensor.empty() : tensor<2x64xf32>
    %v328 = arith.constant 0.0 : f32
    %v329 = linalg.fill ins(%v328 : f32) outs(%v327 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v330 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v324, %v326 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v329 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v331 = "stablehlo.add"(%v295, %v330) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v332 = "stablehlo.transpose"(%v244) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v333 = "stablehlo.reshape"(%v332) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v334 = "stablehlo.transpose"(%v226) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v335 = "stablehlo.reshape"(%v334) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v336 = "stablehlo.concatenate"(%v177, %v333) {dimension = 0 : i64} : (tensor<1x1x16x2xf32>, tensor<1x1x16x2xf32>) -> tensor<2x1x16x2xf32>
    %v337 = "stablehlo.concatenate"(%v179, %v335) {dimension = 0 : i64} : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %v338 = util.global.load @p26 : tensor<64xbf16>
    %v339 = "stablehlo.multiply"(%v331, %v331) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v340 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v341 = "stablehlo.reduce"(%v339, %v340) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v342 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v343 = "stablehlo.multiply"(%v341, %v342) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v344 = "stablehlo.broadcast_in_dim"(%v343) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v345 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v346 = "stablehlo.add"(%v344, %v345) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v347 = "stablehlo.rsqrt"(%v346) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v348 = "stablehlo.multiply"(%v331, %v347) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v349 = "stablehlo.convert"(%v338) : (tensor<64xbf16>) -> tensor<64xf32>
    %v350 = "stablehlo.broadcast_in_dim"(%v349) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v351 = "stablehlo.multiply"(%v348, %v350) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v352 = util.global.load @p25 : tensor<151936x64xbf16>
    %v353 = "stablehlo.convert"(%v352) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v354 = tensor.empty() : tensor<2x151936xf32>
    %v355 = arith.constant 0.0 : f32
    %v356 = linalg.fill ins(%v355 : f32) outs(%v354 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v357 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v351, %v353 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v356 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v357, %v336, %v337 : tensor<2x151936xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>
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
