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
  func.func @prefill_c2_w0(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<3x2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x16x?xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>) {
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
    %v25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<2x2xi1>) -> tensor<2x2x2x2xi1>
    %v29 = stablehlo.constant dense<0> : tensor<i32>
    %v30 = util.global.load @p0 : tensor<64xf32>
    %v31 = "stablehlo.multiply"(%v7, %v7) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v32 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v33 = "stablehlo.reduce"(%v31, %v32) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v34 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v35 = "stablehlo.multiply"(%v33, %v34) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v36 = "stablehlo.broadcast_in_dim"(%v35) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v37 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v38 = "stablehlo.add"(%v36, %v37) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v39 = "stablehlo.rsqrt"(%v38) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v40 = "stablehlo.multiply"(%v7, %v39) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v41 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v42 = "stablehlo.multiply"(%v40, %v41) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v43 = util.global.load @p2 : tensor<64x64xf32>
    %v44 = util.global.load @p3 : tensor<64xf32>
    %v45 = tensor.empty() : tensor<2x64xf32>
    %v46 = arith.constant 0.0 : f32
    %v47 = linalg.fill ins(%v46 : f32) outs(%v45 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v48 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v43 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v47 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v50 = "stablehlo.add"(%v48, %v49) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v51 = "stablehlo.reshape"(%v50) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v52 = util.global.load @p4 : tensor<32x64xf32>
    %v53 = util.global.load @p5 : tensor<32xf32>
    %v54 = tensor.empty() : tensor<2x32xf32>
    %v55 = arith.constant 0.0 : f32
    %v56 = linalg.fill ins(%v55 : f32) outs(%v54 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v57 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v52 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v56 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v53) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v59 = "stablehlo.add"(%v57, %v58) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v61 = util.global.load @p6 : tensor<32x64xf32>
    %v62 = util.global.load @p7 : tensor<32xf32>
    %v63 = tensor.empty() : tensor<2x32xf32>
    %v64 = arith.constant 0.0 : f32
    %v65 = linalg.fill ins(%v64 : f32) outs(%v63 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v66 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v61 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v65 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v68 = "stablehlo.add"(%v66, %v67) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v69 = "stablehlo.reshape"(%v68) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v70 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v71 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v72 = "stablehlo.negate"(%v71) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v73 = "stablehlo.concatenate"(%v72, %v70) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v76 = "stablehlo.multiply"(%v51, %v74) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v77 = "stablehlo.multiply"(%v73, %v75) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v78 = "stablehlo.add"(%v76, %v77) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v79 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v80 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v81 = "stablehlo.negate"(%v80) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v82 = "stablehlo.concatenate"(%v81, %v79) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v85 = "stablehlo.multiply"(%v60, %v83) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v86 = "stablehlo.multiply"(%v82, %v84) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v87 = "stablehlo.add"(%v85, %v86) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v88 = "stablehlo.reshape"(%v78) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v89 = "stablehlo.dot_general"(%v88, %v87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x2xf32>
    %v90 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x2xf32>
    %v91 = "stablehlo.select"(%v28, %v89, %v90) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v92 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<1xi32>) -> tensor<i32>
    %v94 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x2xf32>
    %v95 = "stablehlo.multiply"(%v91, %v94) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v97 = "stablehlo.reduce"(%v95, %v96) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v99 = "stablehlo.subtract"(%v95, %v98) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v100 = "stablehlo.exponential"(%v99) : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v102 = "stablehlo.reduce"(%v100, %v101) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v104 = "stablehlo.divide"(%v100, %v103) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v105 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v106 = "stablehlo.dot_general"(%v105, %v69) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x2xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v107 = "stablehlo.transpose"(%v106) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v109 = util.global.load @p8 : tensor<64x64xf32>
    %v110 = tensor.empty() : tensor<2x64xf32>
    %v111 = arith.constant 0.0 : f32
    %v112 = linalg.fill ins(%v111 : f32) outs(%v110 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v113 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v108, %v109 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v112 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v114 = "stablehlo.add"(%v7, %v113) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v115 = util.global.load @p1 : tensor<64xf32>
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
    %v126 = "stablehlo.broadcast_in_dim"(%v115) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v127 = "stablehlo.multiply"(%v125, %v126) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v128 = util.global.load @p9 : tensor<128x64xf32>
    %v129 = tensor.empty() : tensor<2x128xf32>
    %v130 = arith.constant 0.0 : f32
    %v131 = linalg.fill ins(%v130 : f32) outs(%v129 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v132 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v127, %v128 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v131 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v133 = "stablehlo.logistic"(%v132) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v134 = "stablehlo.multiply"(%v132, %v133) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v135 = util.global.load @p10 : tensor<128x64xf32>
    %v136 = tensor.empty() : tensor<2x128xf32>
    %v137 = arith.constant 0.0 : f32
    %v138 = linalg.fill ins(%v137 : f32) outs(%v136 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v139 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v127, %v135 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v138 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v140 = "stablehlo.multiply"(%v134, %v139) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v141 = util.global.load @p11 : tensor<64x128xf32>
    %v142 = tensor.empty() : tensor<2x64xf32>
    %v143 = arith.constant 0.0 : f32
    %v144 = linalg.fill ins(%v143 : f32) outs(%v142 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v140, %v141 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v144 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v146 = "stablehlo.add"(%v114, %v145) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v147 = "stablehlo.transpose"(%v87) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v148 = "stablehlo.reshape"(%v147) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v149 = "stablehlo.transpose"(%v69) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v150 = "stablehlo.reshape"(%v149) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v151 = util.global.load @p12 : tensor<64xf32>
    %v152 = "stablehlo.multiply"(%v146, %v146) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v154 = "stablehlo.reduce"(%v152, %v153) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v155 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v156 = "stablehlo.multiply"(%v154, %v155) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v157 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v158 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v159 = "stablehlo.add"(%v157, %v158) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v160 = "stablehlo.rsqrt"(%v159) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v161 = "stablehlo.multiply"(%v146, %v160) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v162 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v163 = "stablehlo.multiply"(%v161, %v162) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v164 = util.global.load @p14 : tensor<64x64xf32>
    %v165 = util.global.load @p15 : tensor<64xf32>
    %v166 = tensor.empty() : tensor<2x64xf32>
    %v167 = arith.constant 0.0 : f32
    %v168 = linalg.fill ins(%v167 : f32) outs(%v166 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v164 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v168 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v170 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v171 = "stablehlo.add"(%v169, %v170) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v172 = "stablehlo.reshape"(%v171) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v173 = util.global.load @p16 : tensor<32x64xf32>
    %v174 = util.global.load @p17 : tensor<32xf32>
    %v175 = tensor.empty() : tensor<2x32xf32>
    %v176 = arith.constant 0.0 : f32
    %v177 = linalg.fill ins(%v176 : f32) outs(%v175 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v178 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v173 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v177 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v182 = util.global.load @p18 : tensor<32x64xf32>
    %v183 = util.global.load @p19 : tensor<32xf32>
    %v184 = tensor.empty() : tensor<2x32xf32>
    %v185 = arith.constant 0.0 : f32
    %v186 = linalg.fill ins(%v185 : f32) outs(%v184 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v182 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v186 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v189 = "stablehlo.add"(%v187, %v188) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v191 = "stablehlo.slice"(%v172) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v192 = "stablehlo.slice"(%v172) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v193 = "stablehlo.negate"(%v192) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v194 = "stablehlo.concatenate"(%v193, %v191) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v197 = "stablehlo.multiply"(%v172, %v195) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v198 = "stablehlo.multiply"(%v194, %v196) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v199 = "stablehlo.add"(%v197, %v198) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v200 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v201 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v202 = "stablehlo.negate"(%v201) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v203 = "stablehlo.concatenate"(%v202, %v200) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v206 = "stablehlo.multiply"(%v181, %v204) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v207 = "stablehlo.multiply"(%v203, %v205) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v208 = "stablehlo.add"(%v206, %v207) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v209 = "stablehlo.reshape"(%v199) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v210 = "stablehlo.dot_general"(%v209, %v208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x2xf32>
    %v211 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x2xf32>
    %v212 = "stablehlo.select"(%v28, %v210, %v211) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v213 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v214 = "stablehlo.reshape"(%v213) : (tensor<1xi32>) -> tensor<i32>
    %v215 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x2xf32>
    %v216 = "stablehlo.multiply"(%v212, %v215) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v217 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v218 = "stablehlo.reduce"(%v216, %v217) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v218) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v220 = "stablehlo.subtract"(%v216, %v219) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v221 = "stablehlo.exponential"(%v220) : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v223 = "stablehlo.reduce"(%v221, %v222) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v223) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v225 = "stablehlo.divide"(%v221, %v224) : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v226 = "stablehlo.slice"(%v225) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v227 = "stablehlo.dot_general"(%v226, %v190) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x2xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v228 = "stablehlo.transpose"(%v227) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v229 = "stablehlo.reshape"(%v228) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v230 = util.global.load @p20 : tensor<64x64xf32>
    %v231 = tensor.empty() : tensor<2x64xf32>
    %v232 = arith.constant 0.0 : f32
    %v233 = linalg.fill ins(%v232 : f32) outs(%v231 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v234 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v229, %v230 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v233 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v235 = "stablehlo.add"(%v146, %v234) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v236 = util.global.load @p13 : tensor<64xf32>
    %v237 = "stablehlo.multiply"(%v235, %v235) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v239 = "stablehlo.reduce"(%v237, %v238) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v240 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v241 = "stablehlo.multiply"(%v239, %v240) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v243 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v244 = "stablehlo.add"(%v242, %v243) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v245 = "stablehlo.rsqrt"(%v244) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v246 = "stablehlo.multiply"(%v235, %v245) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v248 = "stablehlo.multiply"(%v246, %v247) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v249 = util.global.load @p21 : tensor<128x64xf32>
    %v250 = tensor.empty() : tensor<2x128xf32>
    %v251 = arith.constant 0.0 : f32
    %v252 = linalg.fill ins(%v251 : f32) outs(%v250 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v253 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v248, %v249 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v252 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v254 = "stablehlo.logistic"(%v253) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v255 = "stablehlo.multiply"(%v253, %v254) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v256 = util.global.load @p22 : tensor<128x64xf32>
    %v257 = tensor.empty() : tensor<2x128xf32>
    %v258 = arith.constant 0.0 : f32
    %v259 = linalg.fill ins(%v258 : f32) outs(%v257 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v260 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v248, %v256 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v259 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v261 = "stablehlo.multiply"(%v255, %v260) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v262 = util.global.load @p23 : tensor<64x128xf32>
    %v263 = tensor.empty() : tensor<2x64xf32>
    %v264 = arith.constant 0.0 : f32
    %v265 = linalg.fill ins(%v264 : f32) outs(%v263 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v266 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v262 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v265 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v267 = "stablehlo.add"(%v235, %v266) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v268 = "stablehlo.transpose"(%v208) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v269 = "stablehlo.reshape"(%v268) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v270 = "stablehlo.transpose"(%v190) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v271 = "stablehlo.reshape"(%v270) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v272 = "stablehlo.concatenate"(%v148, %v269) {dimension = 0 : i64} : (tensor<1x2x16x2xf32>, tensor<1x2x16x2xf32>) -> tensor<2x2x16x2xf32>
    %v273 = "stablehlo.concatenate"(%v150, %v271) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v274 = "stablehlo.dynamic_slice"(%v267, %arg7, %v29) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v275 = util.global.load @p25 : tensor<64xf32>
    %v276 = "stablehlo.multiply"(%v274, %v274) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v278 = "stablehlo.reduce"(%v276, %v277) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v279 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v280 = "stablehlo.multiply"(%v278, %v279) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v281 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v282 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v283 = "stablehlo.add"(%v281, %v282) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v284 = "stablehlo.rsqrt"(%v283) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v285 = "stablehlo.multiply"(%v274, %v284) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v287 = "stablehlo.multiply"(%v285, %v286) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v288 = util.global.load @p24 : tensor<151936x64xf32>
    %v289 = tensor.empty() : tensor<1x151936xf32>
    %v290 = arith.constant 0.0 : f32
    %v291 = linalg.fill ins(%v290 : f32) outs(%v289 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v292 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v287, %v288 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v291 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v292, %v267, %v272, %v273 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>
  }
  func.func @prefill_c2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<3x2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x16x?xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>) {
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
    %v25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x2xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<2x2xi1>) -> tensor<2x2x2x2xi1>
    %v29 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x2x2x128xi32>
    %v30 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x2x2x128xi32>
    %v31 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v32 = "stablehlo.broadcast_in_dim"(%v31) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x2x2x128xi32>
    %v33 = "stablehlo.compare"(%v29, %v30) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x2x2x128xi32>, tensor<2x2x2x128xi32>) -> tensor<2x2x2x128xi1>
    %v34 = "stablehlo.compare"(%v29, %v32) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x2x2x128xi32>, tensor<2x2x2x128xi32>) -> tensor<2x2x2x128xi1>
    %v35 = "stablehlo.and"(%v33, %v34) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xi1>) -> tensor<2x2x2x128xi1>
    %v36 = stablehlo.constant dense<0> : tensor<i32>
    %v37 = util.global.load @p0 : tensor<64xf32>
    %v38 = "stablehlo.multiply"(%v7, %v7) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v40 = "stablehlo.reduce"(%v38, %v39) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v41 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v42 = "stablehlo.multiply"(%v40, %v41) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v44 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v45 = "stablehlo.add"(%v43, %v44) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v46 = "stablehlo.rsqrt"(%v45) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v47 = "stablehlo.multiply"(%v7, %v46) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v48 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v49 = "stablehlo.multiply"(%v47, %v48) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v50 = util.global.load @p2 : tensor<64x64xf32>
    %v51 = util.global.load @p3 : tensor<64xf32>
    %v52 = tensor.empty() : tensor<2x64xf32>
    %v53 = arith.constant 0.0 : f32
    %v54 = linalg.fill ins(%v53 : f32) outs(%v52 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v55 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v49, %v50 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v54 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v56 = "stablehlo.broadcast_in_dim"(%v51) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v57 = "stablehlo.add"(%v55, %v56) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v58 = "stablehlo.reshape"(%v57) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v59 = util.global.load @p4 : tensor<32x64xf32>
    %v60 = util.global.load @p5 : tensor<32xf32>
    %v61 = tensor.empty() : tensor<2x32xf32>
    %v62 = arith.constant 0.0 : f32
    %v63 = linalg.fill ins(%v62 : f32) outs(%v61 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v49, %v59 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v63 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v60) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v66 = "stablehlo.add"(%v64, %v65) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v67 = "stablehlo.reshape"(%v66) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v68 = util.global.load @p6 : tensor<32x64xf32>
    %v69 = util.global.load @p7 : tensor<32xf32>
    %v70 = tensor.empty() : tensor<2x32xf32>
    %v71 = arith.constant 0.0 : f32
    %v72 = linalg.fill ins(%v71 : f32) outs(%v70 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v73 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v49, %v68 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v72 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v69) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v75 = "stablehlo.add"(%v73, %v74) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v77 = "stablehlo.slice"(%v58) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v78 = "stablehlo.slice"(%v58) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v79 = "stablehlo.negate"(%v78) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v80 = "stablehlo.concatenate"(%v79, %v77) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v83 = "stablehlo.multiply"(%v58, %v81) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v84 = "stablehlo.multiply"(%v80, %v82) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v85 = "stablehlo.add"(%v83, %v84) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v86 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v87 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v88 = "stablehlo.negate"(%v87) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v89 = "stablehlo.concatenate"(%v88, %v86) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v92 = "stablehlo.multiply"(%v67, %v90) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v93 = "stablehlo.multiply"(%v89, %v91) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v94 = "stablehlo.add"(%v92, %v93) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v95 = "stablehlo.reshape"(%v85) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v96 = "stablehlo.dot_general"(%v95, %v94) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x2xf32>
    %v97 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x2xf32>
    %v98 = "stablehlo.select"(%v28, %v96, %v97) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v99 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<1xi32>) -> tensor<i32>
    %v101 = "stablehlo.dynamic_slice"(%arg9, %v100, %v36, %v36, %arg4) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<1x2x16x128xf32>) -> tensor<2x16x128xf32>
    %v103 = "stablehlo.dot_general"(%v95, %v102) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x16xf32>, tensor<2x16x128xf32>) -> tensor<2x2x2x128xf32>
    %v104 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x128xf32>
    %v105 = "stablehlo.select"(%v35, %v103, %v104) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v106 = "stablehlo.dynamic_slice"(%arg10, %v100, %v36, %arg4, %v36) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v108 = "stablehlo.concatenate"(%v105, %v98) {dimension = 3 : i64} : (tensor<2x2x2x128xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v109 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x130xf32>
    %v110 = "stablehlo.multiply"(%v108, %v109) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v112 = "stablehlo.reduce"(%v110, %v111) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v113 = "stablehlo.broadcast_in_dim"(%v112) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v114 = "stablehlo.subtract"(%v110, %v113) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v115 = "stablehlo.exponential"(%v114) : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v117 = "stablehlo.reduce"(%v115, %v116) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%v117) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v119 = "stablehlo.divide"(%v115, %v118) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v120 = "stablehlo.slice"(%v119) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 2, 2, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x2xf32>
    %v121 = "stablehlo.dot_general"(%v120, %v76) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x2xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v122 = "stablehlo.slice"(%v119) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x128xf32>
    %v123 = "stablehlo.dot_general"(%v122, %v107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x128xf32>, tensor<2x128x16xf32>) -> tensor<2x2x2x16xf32>
    %v124 = "stablehlo.add"(%v121, %v123) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v125 = "stablehlo.transpose"(%v124) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v126 = "stablehlo.reshape"(%v125) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v127 = util.global.load @p8 : tensor<64x64xf32>
    %v128 = tensor.empty() : tensor<2x64xf32>
    %v129 = arith.constant 0.0 : f32
    %v130 = linalg.fill ins(%v129 : f32) outs(%v128 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v131 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v126, %v127 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v130 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v132 = "stablehlo.add"(%v7, %v131) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v133 = util.global.load @p1 : tensor<64xf32>
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
    %v144 = "stablehlo.broadcast_in_dim"(%v133) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v145 = "stablehlo.multiply"(%v143, %v144) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v146 = util.global.load @p9 : tensor<128x64xf32>
    %v147 = tensor.empty() : tensor<2x128xf32>
    %v148 = arith.constant 0.0 : f32
    %v149 = linalg.fill ins(%v148 : f32) outs(%v147 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v150 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v145, %v146 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v149 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v151 = "stablehlo.logistic"(%v150) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v152 = "stablehlo.multiply"(%v150, %v151) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v153 = util.global.load @p10 : tensor<128x64xf32>
    %v154 = tensor.empty() : tensor<2x128xf32>
    %v155 = arith.constant 0.0 : f32
    %v156 = linalg.fill ins(%v155 : f32) outs(%v154 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v157 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v145, %v153 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v156 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v158 = "stablehlo.multiply"(%v152, %v157) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v159 = util.global.load @p11 : tensor<64x128xf32>
    %v160 = tensor.empty() : tensor<2x64xf32>
    %v161 = arith.constant 0.0 : f32
    %v162 = linalg.fill ins(%v161 : f32) outs(%v160 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v163 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v158, %v159 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v162 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v164 = "stablehlo.add"(%v132, %v163) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v165 = "stablehlo.transpose"(%v94) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v166 = "stablehlo.reshape"(%v165) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v167 = "stablehlo.transpose"(%v76) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v168 = "stablehlo.reshape"(%v167) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v169 = util.global.load @p12 : tensor<64xf32>
    %v170 = "stablehlo.multiply"(%v164, %v164) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v171 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v172 = "stablehlo.reduce"(%v170, %v171) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v173 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v174 = "stablehlo.multiply"(%v172, %v173) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v176 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v177 = "stablehlo.add"(%v175, %v176) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.rsqrt"(%v177) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v179 = "stablehlo.multiply"(%v164, %v178) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v169) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v181 = "stablehlo.multiply"(%v179, %v180) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v182 = util.global.load @p14 : tensor<64x64xf32>
    %v183 = util.global.load @p15 : tensor<64xf32>
    %v184 = tensor.empty() : tensor<2x64xf32>
    %v185 = arith.constant 0.0 : f32
    %v186 = linalg.fill ins(%v185 : f32) outs(%v184 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v181, %v182 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v186 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v189 = "stablehlo.add"(%v187, %v188) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v191 = util.global.load @p16 : tensor<32x64xf32>
    %v192 = util.global.load @p17 : tensor<32xf32>
    %v193 = tensor.empty() : tensor<2x32xf32>
    %v194 = arith.constant 0.0 : f32
    %v195 = linalg.fill ins(%v194 : f32) outs(%v193 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v196 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v181, %v191 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v195 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v198 = "stablehlo.add"(%v196, %v197) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v199 = "stablehlo.reshape"(%v198) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v200 = util.global.load @p18 : tensor<32x64xf32>
    %v201 = util.global.load @p19 : tensor<32xf32>
    %v202 = tensor.empty() : tensor<2x32xf32>
    %v203 = arith.constant 0.0 : f32
    %v204 = linalg.fill ins(%v203 : f32) outs(%v202 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v205 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v181, %v200 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v204 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v208 = "stablehlo.reshape"(%v207) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v209 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v210 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v211 = "stablehlo.negate"(%v210) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v212 = "stablehlo.concatenate"(%v211, %v209) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v215 = "stablehlo.multiply"(%v190, %v213) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v216 = "stablehlo.multiply"(%v212, %v214) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v217 = "stablehlo.add"(%v215, %v216) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v218 = "stablehlo.slice"(%v199) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v219 = "stablehlo.slice"(%v199) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v220 = "stablehlo.negate"(%v219) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v221 = "stablehlo.concatenate"(%v220, %v218) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v222 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v224 = "stablehlo.multiply"(%v199, %v222) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v225 = "stablehlo.multiply"(%v221, %v223) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v226 = "stablehlo.add"(%v224, %v225) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v227 = "stablehlo.reshape"(%v217) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v228 = "stablehlo.dot_general"(%v227, %v226) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x2xf32>
    %v229 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x2xf32>
    %v230 = "stablehlo.select"(%v28, %v228, %v229) : (tensor<2x2x2x2xi1>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %v231 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v232 = "stablehlo.reshape"(%v231) : (tensor<1xi32>) -> tensor<i32>
    %v233 = "stablehlo.dynamic_slice"(%arg9, %v232, %v36, %v36, %arg4) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<1x2x16x128xf32>) -> tensor<2x16x128xf32>
    %v235 = "stablehlo.dot_general"(%v227, %v234) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x16xf32>, tensor<2x16x128xf32>) -> tensor<2x2x2x128xf32>
    %v236 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x128xf32>
    %v237 = "stablehlo.select"(%v35, %v235, %v236) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v238 = "stablehlo.dynamic_slice"(%arg10, %v232, %v36, %arg4, %v36) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v240 = "stablehlo.concatenate"(%v237, %v230) {dimension = 3 : i64} : (tensor<2x2x2x128xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v241 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x130xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v243 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v244 = "stablehlo.reduce"(%v242, %v243) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v244) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v246 = "stablehlo.subtract"(%v242, %v245) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v247 = "stablehlo.exponential"(%v246) : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v249 = "stablehlo.reduce"(%v247, %v248) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x130xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x130xf32>
    %v251 = "stablehlo.divide"(%v247, %v250) : (tensor<2x2x2x130xf32>, tensor<2x2x2x130xf32>) -> tensor<2x2x2x130xf32>
    %v252 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 2, 2, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x2xf32>
    %v253 = "stablehlo.dot_general"(%v252, %v208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x2x2x2xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v254 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x130xf32>) -> tensor<2x2x2x128xf32>
    %v255 = "stablehlo.dot_general"(%v254, %v239) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2x128xf32>, tensor<2x128x16xf32>) -> tensor<2x2x2x16xf32>
    %v256 = "stablehlo.add"(%v253, %v255) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v257 = "stablehlo.transpose"(%v256) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v258 = "stablehlo.reshape"(%v257) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v259 = util.global.load @p20 : tensor<64x64xf32>
    %v260 = tensor.empty() : tensor<2x64xf32>
    %v261 = arith.constant 0.0 : f32
    %v262 = linalg.fill ins(%v261 : f32) outs(%v260 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v263 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v258, %v259 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v262 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v264 = "stablehlo.add"(%v164, %v263) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v265 = util.global.load @p13 : tensor<64xf32>
    %v266 = "stablehlo.multiply"(%v264, %v264) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v268 = "stablehlo.reduce"(%v266, %v267) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v269 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v271 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v272 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v273 = "stablehlo.add"(%v271, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v274 = "stablehlo.rsqrt"(%v273) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = "stablehlo.multiply"(%v264, %v274) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v265) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v277 = "stablehlo.multiply"(%v275, %v276) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v278 = util.global.load @p21 : tensor<128x64xf32>
    %v279 = tensor.empty() : tensor<2x128xf32>
    %v280 = arith.constant 0.0 : f32
    %v281 = linalg.fill ins(%v280 : f32) outs(%v279 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v282 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v277, %v278 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v281 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v283 = "stablehlo.logistic"(%v282) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v284 = "stablehlo.multiply"(%v282, %v283) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v285 = util.global.load @p22 : tensor<128x64xf32>
    %v286 = tensor.empty() : tensor<2x128xf32>
    %v287 = arith.constant 0.0 : f32
    %v288 = linalg.fill ins(%v287 : f32) outs(%v286 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v289 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v277, %v285 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v288 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v290 = "stablehlo.multiply"(%v284, %v289) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v291 = util.global.load @p23 : tensor<64x128xf32>
    %v292 = tensor.empty() : tensor<2x64xf32>
    %v293 = arith.constant 0.0 : f32
    %v294 = linalg.fill ins(%v293 : f32) outs(%v292 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v295 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v290, %v291 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v294 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v296 = "stablehlo.add"(%v264, %v295) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v297 = "stablehlo.transpose"(%v226) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v298 = "stablehlo.reshape"(%v297) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v299 = "stablehlo.transpose"(%v208) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v300 = "stablehlo.reshape"(%v299) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v301 = "stablehlo.concatenate"(%v166, %v298) {dimension = 0 : i64} : (tensor<1x2x16x2xf32>, tensor<1x2x16x2xf32>) -> tensor<2x2x16x2xf32>
    %v302 = "stablehlo.concatenate"(%v168, %v300) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v303 = "stablehlo.dynamic_slice"(%v296, %arg7, %v36) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v304 = util.global.load @p25 : tensor<64xf32>
    %v305 = "stablehlo.multiply"(%v303, %v303) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v306 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v307 = "stablehlo.reduce"(%v305, %v306) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v308 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v309 = "stablehlo.multiply"(%v307, %v308) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v309) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v311 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v312 = "stablehlo.add"(%v310, %v311) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v313 = "stablehlo.rsqrt"(%v312) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v314 = "stablehlo.multiply"(%v303, %v313) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v304) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v316 = "stablehlo.multiply"(%v314, %v315) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v317 = util.global.load @p24 : tensor<151936x64xf32>
    %v318 = tensor.empty() : tensor<1x151936xf32>
    %v319 = arith.constant 0.0 : f32
    %v320 = linalg.fill ins(%v319 : f32) outs(%v318 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v321 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v316, %v317 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v320 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v321, %v296, %v301, %v302 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>
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
  func.func @kv_write_c2(%arg0: tensor<2x2x16x?xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x2xf32>, %arg3: tensor<2x2x2x16xf32>, %arg4: tensor<i32>) -> (tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = tensor.extract %v1[] : tensor<i32>
    %v3 = arith.index_cast %v2 : i32 to index
    %v4 = tensor.extract %v1[] : tensor<i32>
    %v5 = arith.index_cast %v4 : i32 to index
    %v6 = tensor.extract %v1[] : tensor<i32>
    %v7 = arith.index_cast %v6 : i32 to index
    %v8 = tensor.extract %arg4[] : tensor<i32>
    %v9 = arith.index_cast %v8 : i32 to index
    %v10 = tensor.insert_slice %arg2 into %arg0[%v3, %v5, %v7, %v9] [2, 2, 16, 2] [1, 1, 1, 1] : tensor<2x2x16x2xf32> into tensor<2x2x16x?xf32>
    %v11 = tensor.extract %v1[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.extract %v1[] : tensor<i32>
    %v14 = arith.index_cast %v13 : i32 to index
    %v15 = tensor.extract %arg4[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.insert_slice %arg3 into %arg1[%v12, %v14, %v16, %v18] [2, 2, 2, 16] [1, 1, 1, 1] : tensor<2x2x2x16xf32> into tensor<2x2x?x16xf32>
    return %v10, %v19 : tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>
  }
  func.func @prefill_c16_w0(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<3x16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x16x?xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) {
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
    %v25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x16xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<16x16xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<16x16xi1>) -> tensor<2x16x2x16xi1>
    %v29 = stablehlo.constant dense<0> : tensor<i32>
    %v30 = util.global.load @p0 : tensor<64xf32>
    %v31 = "stablehlo.multiply"(%v7, %v7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v32 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v33 = "stablehlo.reduce"(%v31, %v32) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v34 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v35 = "stablehlo.multiply"(%v33, %v34) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v36 = "stablehlo.broadcast_in_dim"(%v35) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v37 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v38 = "stablehlo.add"(%v36, %v37) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v39 = "stablehlo.rsqrt"(%v38) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v40 = "stablehlo.multiply"(%v7, %v39) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v41 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v42 = "stablehlo.multiply"(%v40, %v41) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v43 = util.global.load @p2 : tensor<64x64xf32>
    %v44 = util.global.load @p3 : tensor<64xf32>
    %v45 = tensor.empty() : tensor<16x64xf32>
    %v46 = arith.constant 0.0 : f32
    %v47 = linalg.fill ins(%v46 : f32) outs(%v45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v48 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v43 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v47 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v50 = "stablehlo.add"(%v48, %v49) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v51 = "stablehlo.reshape"(%v50) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v52 = util.global.load @p4 : tensor<32x64xf32>
    %v53 = util.global.load @p5 : tensor<32xf32>
    %v54 = tensor.empty() : tensor<16x32xf32>
    %v55 = arith.constant 0.0 : f32
    %v56 = linalg.fill ins(%v55 : f32) outs(%v54 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v57 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v52 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v56 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v53) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v59 = "stablehlo.add"(%v57, %v58) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v61 = util.global.load @p6 : tensor<32x64xf32>
    %v62 = util.global.load @p7 : tensor<32xf32>
    %v63 = tensor.empty() : tensor<16x32xf32>
    %v64 = arith.constant 0.0 : f32
    %v65 = linalg.fill ins(%v64 : f32) outs(%v63 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v66 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v42, %v61 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v65 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v68 = "stablehlo.add"(%v66, %v67) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v69 = "stablehlo.reshape"(%v68) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v70 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v71 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v72 = "stablehlo.negate"(%v71) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v73 = "stablehlo.concatenate"(%v72, %v70) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v76 = "stablehlo.multiply"(%v51, %v74) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v77 = "stablehlo.multiply"(%v73, %v75) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v78 = "stablehlo.add"(%v76, %v77) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v79 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v80 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v81 = "stablehlo.negate"(%v80) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v82 = "stablehlo.concatenate"(%v81, %v79) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v85 = "stablehlo.multiply"(%v60, %v83) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v86 = "stablehlo.multiply"(%v82, %v84) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v87 = "stablehlo.add"(%v85, %v86) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v88 = "stablehlo.reshape"(%v78) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v89 = "stablehlo.dot_general"(%v88, %v87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v90 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x16xf32>
    %v91 = "stablehlo.select"(%v28, %v89, %v90) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v92 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<1xi32>) -> tensor<i32>
    %v94 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x16x2x16xf32>
    %v95 = "stablehlo.multiply"(%v91, %v94) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v97 = "stablehlo.reduce"(%v95, %v96) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v99 = "stablehlo.subtract"(%v95, %v98) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v100 = "stablehlo.exponential"(%v99) : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v102 = "stablehlo.reduce"(%v100, %v101) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v104 = "stablehlo.divide"(%v100, %v103) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v105 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 16, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v106 = "stablehlo.dot_general"(%v105, %v69) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v107 = "stablehlo.transpose"(%v106) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v109 = util.global.load @p8 : tensor<64x64xf32>
    %v110 = tensor.empty() : tensor<16x64xf32>
    %v111 = arith.constant 0.0 : f32
    %v112 = linalg.fill ins(%v111 : f32) outs(%v110 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v113 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v108, %v109 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v112 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v114 = "stablehlo.add"(%v7, %v113) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v115 = util.global.load @p1 : tensor<64xf32>
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
    %v126 = "stablehlo.broadcast_in_dim"(%v115) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v127 = "stablehlo.multiply"(%v125, %v126) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v128 = util.global.load @p9 : tensor<128x64xf32>
    %v129 = tensor.empty() : tensor<16x128xf32>
    %v130 = arith.constant 0.0 : f32
    %v131 = linalg.fill ins(%v130 : f32) outs(%v129 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v132 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v127, %v128 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v131 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v133 = "stablehlo.logistic"(%v132) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v134 = "stablehlo.multiply"(%v132, %v133) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v135 = util.global.load @p10 : tensor<128x64xf32>
    %v136 = tensor.empty() : tensor<16x128xf32>
    %v137 = arith.constant 0.0 : f32
    %v138 = linalg.fill ins(%v137 : f32) outs(%v136 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v139 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v127, %v135 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v138 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v140 = "stablehlo.multiply"(%v134, %v139) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v141 = util.global.load @p11 : tensor<64x128xf32>
    %v142 = tensor.empty() : tensor<16x64xf32>
    %v143 = arith.constant 0.0 : f32
    %v144 = linalg.fill ins(%v143 : f32) outs(%v142 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v140, %v141 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v144 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v146 = "stablehlo.add"(%v114, %v145) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v147 = "stablehlo.transpose"(%v87) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v148 = "stablehlo.reshape"(%v147) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v149 = "stablehlo.transpose"(%v69) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v150 = "stablehlo.reshape"(%v149) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v151 = util.global.load @p12 : tensor<64xf32>
    %v152 = "stablehlo.multiply"(%v146, %v146) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v154 = "stablehlo.reduce"(%v152, %v153) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v155 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v156 = "stablehlo.multiply"(%v154, %v155) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v157 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v158 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v159 = "stablehlo.add"(%v157, %v158) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v160 = "stablehlo.rsqrt"(%v159) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v161 = "stablehlo.multiply"(%v146, %v160) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v162 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v163 = "stablehlo.multiply"(%v161, %v162) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v164 = util.global.load @p14 : tensor<64x64xf32>
    %v165 = util.global.load @p15 : tensor<64xf32>
    %v166 = tensor.empty() : tensor<16x64xf32>
    %v167 = arith.constant 0.0 : f32
    %v168 = linalg.fill ins(%v167 : f32) outs(%v166 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v169 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v164 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v168 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v170 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v171 = "stablehlo.add"(%v169, %v170) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v172 = "stablehlo.reshape"(%v171) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v173 = util.global.load @p16 : tensor<32x64xf32>
    %v174 = util.global.load @p17 : tensor<32xf32>
    %v175 = tensor.empty() : tensor<16x32xf32>
    %v176 = arith.constant 0.0 : f32
    %v177 = linalg.fill ins(%v176 : f32) outs(%v175 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v178 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v173 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v177 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v182 = util.global.load @p18 : tensor<32x64xf32>
    %v183 = util.global.load @p19 : tensor<32xf32>
    %v184 = tensor.empty() : tensor<16x32xf32>
    %v185 = arith.constant 0.0 : f32
    %v186 = linalg.fill ins(%v185 : f32) outs(%v184 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v182 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v186 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v189 = "stablehlo.add"(%v187, %v188) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v191 = "stablehlo.slice"(%v172) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v192 = "stablehlo.slice"(%v172) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v193 = "stablehlo.negate"(%v192) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v194 = "stablehlo.concatenate"(%v193, %v191) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v197 = "stablehlo.multiply"(%v172, %v195) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v198 = "stablehlo.multiply"(%v194, %v196) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v199 = "stablehlo.add"(%v197, %v198) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v200 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v201 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v202 = "stablehlo.negate"(%v201) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v203 = "stablehlo.concatenate"(%v202, %v200) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v206 = "stablehlo.multiply"(%v181, %v204) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v207 = "stablehlo.multiply"(%v203, %v205) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v208 = "stablehlo.add"(%v206, %v207) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v209 = "stablehlo.reshape"(%v199) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v210 = "stablehlo.dot_general"(%v209, %v208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v211 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x16xf32>
    %v212 = "stablehlo.select"(%v28, %v210, %v211) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v213 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v214 = "stablehlo.reshape"(%v213) : (tensor<1xi32>) -> tensor<i32>
    %v215 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x16x2x16xf32>
    %v216 = "stablehlo.multiply"(%v212, %v215) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v217 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v218 = "stablehlo.reduce"(%v216, %v217) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v218) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v220 = "stablehlo.subtract"(%v216, %v219) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v221 = "stablehlo.exponential"(%v220) : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v223 = "stablehlo.reduce"(%v221, %v222) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v223) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %v225 = "stablehlo.divide"(%v221, %v224) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v226 = "stablehlo.slice"(%v225) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 16, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v227 = "stablehlo.dot_general"(%v226, %v190) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v228 = "stablehlo.transpose"(%v227) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v229 = "stablehlo.reshape"(%v228) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v230 = util.global.load @p20 : tensor<64x64xf32>
    %v231 = tensor.empty() : tensor<16x64xf32>
    %v232 = arith.constant 0.0 : f32
    %v233 = linalg.fill ins(%v232 : f32) outs(%v231 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v234 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v229, %v230 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v233 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v235 = "stablehlo.add"(%v146, %v234) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v236 = util.global.load @p13 : tensor<64xf32>
    %v237 = "stablehlo.multiply"(%v235, %v235) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v239 = "stablehlo.reduce"(%v237, %v238) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v240 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v241 = "stablehlo.multiply"(%v239, %v240) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v243 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v244 = "stablehlo.add"(%v242, %v243) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v245 = "stablehlo.rsqrt"(%v244) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v246 = "stablehlo.multiply"(%v235, %v245) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v248 = "stablehlo.multiply"(%v246, %v247) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v249 = util.global.load @p21 : tensor<128x64xf32>
    %v250 = tensor.empty() : tensor<16x128xf32>
    %v251 = arith.constant 0.0 : f32
    %v252 = linalg.fill ins(%v251 : f32) outs(%v250 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v253 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v248, %v249 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v252 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v254 = "stablehlo.logistic"(%v253) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v255 = "stablehlo.multiply"(%v253, %v254) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v256 = util.global.load @p22 : tensor<128x64xf32>
    %v257 = tensor.empty() : tensor<16x128xf32>
    %v258 = arith.constant 0.0 : f32
    %v259 = linalg.fill ins(%v258 : f32) outs(%v257 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v260 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v248, %v256 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v259 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v261 = "stablehlo.multiply"(%v255, %v260) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v262 = util.global.load @p23 : tensor<64x128xf32>
    %v263 = tensor.empty() : tensor<16x64xf32>
    %v264 = arith.constant 0.0 : f32
    %v265 = linalg.fill ins(%v264 : f32) outs(%v263 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v266 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v262 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v265 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v267 = "stablehlo.add"(%v235, %v266) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v268 = "stablehlo.transpose"(%v208) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v269 = "stablehlo.reshape"(%v268) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v270 = "stablehlo.transpose"(%v190) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v271 = "stablehlo.reshape"(%v270) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v272 = "stablehlo.concatenate"(%v148, %v269) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v273 = "stablehlo.concatenate"(%v150, %v271) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v274 = "stablehlo.dynamic_slice"(%v267, %arg7, %v29) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v275 = util.global.load @p25 : tensor<64xf32>
    %v276 = "stablehlo.multiply"(%v274, %v274) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v278 = "stablehlo.reduce"(%v276, %v277) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v279 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v280 = "stablehlo.multiply"(%v278, %v279) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v281 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v282 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v283 = "stablehlo.add"(%v281, %v282) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v284 = "stablehlo.rsqrt"(%v283) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v285 = "stablehlo.multiply"(%v274, %v284) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v287 = "stablehlo.multiply"(%v285, %v286) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v288 = util.global.load @p24 : tensor<151936x64xf32>
    %v289 = tensor.empty() : tensor<1x151936xf32>
    %v290 = arith.constant 0.0 : f32
    %v291 = linalg.fill ins(%v290 : f32) outs(%v289 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v292 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v287, %v288 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v291 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v292, %v267, %v272, %v273 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>
  }
  func.func @prefill_c16_w128(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<3x16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x2x16x?xf32>, %arg10: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) {
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
    %v25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x16xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<16x16xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<16x16xi1>) -> tensor<2x16x2x16xi1>
    %v29 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x16x2x128xi32>
    %v30 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x16x2x128xi32>
    %v31 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v32 = "stablehlo.broadcast_in_dim"(%v31) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x16x2x128xi32>
    %v33 = "stablehlo.compare"(%v29, %v30) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x16x2x128xi32>, tensor<2x16x2x128xi32>) -> tensor<2x16x2x128xi1>
    %v34 = "stablehlo.compare"(%v29, %v32) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x16x2x128xi32>, tensor<2x16x2x128xi32>) -> tensor<2x16x2x128xi1>
    %v35 = "stablehlo.and"(%v33, %v34) : (tensor<2x16x2x128xi1>, tensor<2x16x2x128xi1>) -> tensor<2x16x2x128xi1>
    %v36 = stablehlo.constant dense<0> : tensor<i32>
    %v37 = util.global.load @p0 : tensor<64xf32>
    %v38 = "stablehlo.multiply"(%v7, %v7) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v40 = "stablehlo.reduce"(%v38, %v39) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v41 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v42 = "stablehlo.multiply"(%v40, %v41) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v44 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v45 = "stablehlo.add"(%v43, %v44) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v46 = "stablehlo.rsqrt"(%v45) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v47 = "stablehlo.multiply"(%v7, %v46) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v48 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v49 = "stablehlo.multiply"(%v47, %v48) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v50 = util.global.load @p2 : tensor<64x64xf32>
    %v51 = util.global.load @p3 : tensor<64xf32>
    %v52 = tensor.empty() : tensor<16x64xf32>
    %v53 = arith.constant 0.0 : f32
    %v54 = linalg.fill ins(%v53 : f32) outs(%v52 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v55 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v49, %v50 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v54 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v56 = "stablehlo.broadcast_in_dim"(%v51) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v57 = "stablehlo.add"(%v55, %v56) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v58 = "stablehlo.reshape"(%v57) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v59 = util.global.load @p4 : tensor<32x64xf32>
    %v60 = util.global.load @p5 : tensor<32xf32>
    %v61 = tensor.empty() : tensor<16x32xf32>
    %v62 = arith.constant 0.0 : f32
    %v63 = linalg.fill ins(%v62 : f32) outs(%v61 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v49, %v59 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v63 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v60) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v66 = "stablehlo.add"(%v64, %v65) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v67 = "stablehlo.reshape"(%v66) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v68 = util.global.load @p6 : tensor<32x64xf32>
    %v69 = util.global.load @p7 : tensor<32xf32>
    %v70 = tensor.empty() : tensor<16x32xf32>
    %v71 = arith.constant 0.0 : f32
    %v72 = linalg.fill ins(%v71 : f32) outs(%v70 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v73 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v49, %v68 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v72 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v69) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v75 = "stablehlo.add"(%v73, %v74) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v77 = "stablehlo.slice"(%v58) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v78 = "stablehlo.slice"(%v58) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v79 = "stablehlo.negate"(%v78) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v80 = "stablehlo.concatenate"(%v79, %v77) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v83 = "stablehlo.multiply"(%v58, %v81) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v84 = "stablehlo.multiply"(%v80, %v82) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v85 = "stablehlo.add"(%v83, %v84) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v86 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v87 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v88 = "stablehlo.negate"(%v87) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v89 = "stablehlo.concatenate"(%v88, %v86) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v92 = "stablehlo.multiply"(%v67, %v90) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v93 = "stablehlo.multiply"(%v89, %v91) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v94 = "stablehlo.add"(%v92, %v93) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v95 = "stablehlo.reshape"(%v85) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v96 = "stablehlo.dot_general"(%v95, %v94) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v97 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x16xf32>
    %v98 = "stablehlo.select"(%v28, %v96, %v97) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v99 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<1xi32>) -> tensor<i32>
    %v101 = "stablehlo.dynamic_slice"(%arg9, %v100, %v36, %v36, %arg4) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<1x2x16x128xf32>) -> tensor<2x16x128xf32>
    %v103 = "stablehlo.dot_general"(%v95, %v102) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x2x2x16xf32>, tensor<2x16x128xf32>) -> tensor<2x16x2x128xf32>
    %v104 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x128xf32>
    %v105 = "stablehlo.select"(%v35, %v103, %v104) : (tensor<2x16x2x128xi1>, tensor<2x16x2x128xf32>, tensor<2x16x2x128xf32>) -> tensor<2x16x2x128xf32>
    %v106 = "stablehlo.dynamic_slice"(%arg10, %v100, %v36, %arg4, %v36) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v108 = "stablehlo.concatenate"(%v105, %v98) {dimension = 3 : i64} : (tensor<2x16x2x128xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x144xf32>
    %v109 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x16x2x144xf32>
    %v110 = "stablehlo.multiply"(%v108, %v109) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v112 = "stablehlo.reduce"(%v110, %v111) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v113 = "stablehlo.broadcast_in_dim"(%v112) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v114 = "stablehlo.subtract"(%v110, %v113) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v115 = "stablehlo.exponential"(%v114) : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v117 = "stablehlo.reduce"(%v115, %v116) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%v117) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v119 = "stablehlo.divide"(%v115, %v118) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v120 = "stablehlo.slice"(%v119) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 16, 2, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x16xf32>
    %v121 = "stablehlo.dot_general"(%v120, %v76) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v122 = "stablehlo.slice"(%v119) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 16, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x128xf32>
    %v123 = "stablehlo.dot_general"(%v122, %v107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x16x2x128xf32>, tensor<2x128x16xf32>) -> tensor<2x16x2x16xf32>
    %v124 = "stablehlo.add"(%v121, %v123) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v125 = "stablehlo.transpose"(%v124) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v126 = "stablehlo.reshape"(%v125) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v127 = util.global.load @p8 : tensor<64x64xf32>
    %v128 = tensor.empty() : tensor<16x64xf32>
    %v129 = arith.constant 0.0 : f32
    %v130 = linalg.fill ins(%v129 : f32) outs(%v128 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v131 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v126, %v127 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v130 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v132 = "stablehlo.add"(%v7, %v131) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v133 = util.global.load @p1 : tensor<64xf32>
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
    %v144 = "stablehlo.broadcast_in_dim"(%v133) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v145 = "stablehlo.multiply"(%v143, %v144) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v146 = util.global.load @p9 : tensor<128x64xf32>
    %v147 = tensor.empty() : tensor<16x128xf32>
    %v148 = arith.constant 0.0 : f32
    %v149 = linalg.fill ins(%v148 : f32) outs(%v147 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v150 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v145, %v146 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v149 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v151 = "stablehlo.logistic"(%v150) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v152 = "stablehlo.multiply"(%v150, %v151) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v153 = util.global.load @p10 : tensor<128x64xf32>
    %v154 = tensor.empty() : tensor<16x128xf32>
    %v155 = arith.constant 0.0 : f32
    %v156 = linalg.fill ins(%v155 : f32) outs(%v154 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v157 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v145, %v153 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v156 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v158 = "stablehlo.multiply"(%v152, %v157) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v159 = util.global.load @p11 : tensor<64x128xf32>
    %v160 = tensor.empty() : tensor<16x64xf32>
    %v161 = arith.constant 0.0 : f32
    %v162 = linalg.fill ins(%v161 : f32) outs(%v160 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v163 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v158, %v159 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v162 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v164 = "stablehlo.add"(%v132, %v163) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v165 = "stablehlo.transpose"(%v94) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v166 = "stablehlo.reshape"(%v165) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v167 = "stablehlo.transpose"(%v76) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v168 = "stablehlo.reshape"(%v167) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v169 = util.global.load @p12 : tensor<64xf32>
    %v170 = "stablehlo.multiply"(%v164, %v164) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v171 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v172 = "stablehlo.reduce"(%v170, %v171) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v173 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v174 = "stablehlo.multiply"(%v172, %v173) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v176 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v177 = "stablehlo.add"(%v175, %v176) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v178 = "stablehlo.rsqrt"(%v177) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v179 = "stablehlo.multiply"(%v164, %v178) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v169) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v181 = "stablehlo.multiply"(%v179, %v180) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v182 = util.global.load @p14 : tensor<64x64xf32>
    %v183 = util.global.load @p15 : tensor<64xf32>
    %v184 = tensor.empty() : tensor<16x64xf32>
    %v185 = arith.constant 0.0 : f32
    %v186 = linalg.fill ins(%v185 : f32) outs(%v184 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v181, %v182 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v186 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v189 = "stablehlo.add"(%v187, %v188) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v191 = util.global.load @p16 : tensor<32x64xf32>
    %v192 = util.global.load @p17 : tensor<32xf32>
    %v193 = tensor.empty() : tensor<16x32xf32>
    %v194 = arith.constant 0.0 : f32
    %v195 = linalg.fill ins(%v194 : f32) outs(%v193 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v196 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v181, %v191 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v195 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v198 = "stablehlo.add"(%v196, %v197) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v199 = "stablehlo.reshape"(%v198) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v200 = util.global.load @p18 : tensor<32x64xf32>
    %v201 = util.global.load @p19 : tensor<32xf32>
    %v202 = tensor.empty() : tensor<16x32xf32>
    %v203 = arith.constant 0.0 : f32
    %v204 = linalg.fill ins(%v203 : f32) outs(%v202 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %v205 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v181, %v200 : tensor<16x64xf32>, tensor<32x64xf32>) outs(%v204 : tensor<16x32xf32>) {iree.opt.data_tiling} -> tensor<16x32xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<16x32xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %v208 = "stablehlo.reshape"(%v207) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %v209 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v210 = "stablehlo.slice"(%v190) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v211 = "stablehlo.negate"(%v210) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v212 = "stablehlo.concatenate"(%v211, %v209) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v215 = "stablehlo.multiply"(%v190, %v213) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v216 = "stablehlo.multiply"(%v212, %v214) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v217 = "stablehlo.add"(%v215, %v216) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v218 = "stablehlo.slice"(%v199) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v219 = "stablehlo.slice"(%v199) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x2x16xf32>) -> tensor<16x2x8xf32>
    %v220 = "stablehlo.negate"(%v219) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %v221 = "stablehlo.concatenate"(%v220, %v218) {dimension = 2 : i64} : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x16xf32>
    %v222 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x2x16xf32>
    %v224 = "stablehlo.multiply"(%v199, %v222) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v225 = "stablehlo.multiply"(%v221, %v223) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v226 = "stablehlo.add"(%v224, %v225) : (tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %v227 = "stablehlo.reshape"(%v217) : (tensor<16x4x16xf32>) -> tensor<16x2x2x16xf32>
    %v228 = "stablehlo.dot_general"(%v227, %v226) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v229 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x16xf32>
    %v230 = "stablehlo.select"(%v28, %v228, %v229) : (tensor<2x16x2x16xi1>, tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v231 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v232 = "stablehlo.reshape"(%v231) : (tensor<1xi32>) -> tensor<i32>
    %v233 = "stablehlo.dynamic_slice"(%arg9, %v232, %v36, %v36, %arg4) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<1x2x16x128xf32>) -> tensor<2x16x128xf32>
    %v235 = "stablehlo.dot_general"(%v227, %v234) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x2x2x16xf32>, tensor<2x16x128xf32>) -> tensor<2x16x2x128xf32>
    %v236 = stablehlo.constant dense<0xFF800000> : tensor<2x16x2x128xf32>
    %v237 = "stablehlo.select"(%v35, %v235, %v236) : (tensor<2x16x2x128xi1>, tensor<2x16x2x128xf32>, tensor<2x16x2x128xf32>) -> tensor<2x16x2x128xf32>
    %v238 = "stablehlo.dynamic_slice"(%arg10, %v232, %v36, %arg4, %v36) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<1x2x128x16xf32>) -> tensor<2x128x16xf32>
    %v240 = "stablehlo.concatenate"(%v237, %v230) {dimension = 3 : i64} : (tensor<2x16x2x128xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x144xf32>
    %v241 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x16x2x144xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v243 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v244 = "stablehlo.reduce"(%v242, %v243) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v244) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v246 = "stablehlo.subtract"(%v242, %v245) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v247 = "stablehlo.exponential"(%v246) : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v249 = "stablehlo.reduce"(%v247, %v248) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x16x2x144xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x16x2xf32>) -> tensor<2x16x2x144xf32>
    %v251 = "stablehlo.divide"(%v247, %v250) : (tensor<2x16x2x144xf32>, tensor<2x16x2x144xf32>) -> tensor<2x16x2x144xf32>
    %v252 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 16, 2, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x16xf32>
    %v253 = "stablehlo.dot_general"(%v252, %v208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x16x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v254 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 16, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x16x2x144xf32>) -> tensor<2x16x2x128xf32>
    %v255 = "stablehlo.dot_general"(%v254, %v239) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x16x2x128xf32>, tensor<2x128x16xf32>) -> tensor<2x16x2x16xf32>
    %v256 = "stablehlo.add"(%v253, %v255) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %v257 = "stablehlo.transpose"(%v256) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x16x2x16xf32>) -> tensor<16x2x2x16xf32>
    %v258 = "stablehlo.reshape"(%v257) : (tensor<16x2x2x16xf32>) -> tensor<16x64xf32>
    %v259 = util.global.load @p20 : tensor<64x64xf32>
    %v260 = tensor.empty() : tensor<16x64xf32>
    %v261 = arith.constant 0.0 : f32
    %v262 = linalg.fill ins(%v261 : f32) outs(%v260 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v263 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v258, %v259 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v262 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v264 = "stablehlo.add"(%v164, %v263) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v265 = util.global.load @p13 : tensor<64xf32>
    %v266 = "stablehlo.multiply"(%v264, %v264) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v268 = "stablehlo.reduce"(%v266, %v267) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v269 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v271 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v272 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v273 = "stablehlo.add"(%v271, %v272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v274 = "stablehlo.rsqrt"(%v273) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v275 = "stablehlo.multiply"(%v264, %v274) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v265) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v277 = "stablehlo.multiply"(%v275, %v276) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v278 = util.global.load @p21 : tensor<128x64xf32>
    %v279 = tensor.empty() : tensor<16x128xf32>
    %v280 = arith.constant 0.0 : f32
    %v281 = linalg.fill ins(%v280 : f32) outs(%v279 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v282 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v277, %v278 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v281 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v283 = "stablehlo.logistic"(%v282) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v284 = "stablehlo.multiply"(%v282, %v283) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v285 = util.global.load @p22 : tensor<128x64xf32>
    %v286 = tensor.empty() : tensor<16x128xf32>
    %v287 = arith.constant 0.0 : f32
    %v288 = linalg.fill ins(%v287 : f32) outs(%v286 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %v289 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v277, %v285 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%v288 : tensor<16x128xf32>) {iree.opt.data_tiling} -> tensor<16x128xf32>
    %v290 = "stablehlo.multiply"(%v284, %v289) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v291 = util.global.load @p23 : tensor<64x128xf32>
    %v292 = tensor.empty() : tensor<16x64xf32>
    %v293 = arith.constant 0.0 : f32
    %v294 = linalg.fill ins(%v293 : f32) outs(%v292 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v295 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v290, %v291 : tensor<16x128xf32>, tensor<64x128xf32>) outs(%v294 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v296 = "stablehlo.add"(%v264, %v295) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v297 = "stablehlo.transpose"(%v226) {permutation = array<i64: 1, 2, 0>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v298 = "stablehlo.reshape"(%v297) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v299 = "stablehlo.transpose"(%v208) {permutation = array<i64: 1, 0, 2>} : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %v300 = "stablehlo.reshape"(%v299) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %v301 = "stablehlo.concatenate"(%v166, %v298) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v302 = "stablehlo.concatenate"(%v168, %v300) {dimension = 0 : i64} : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %v303 = "stablehlo.dynamic_slice"(%v296, %arg7, %v36) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v304 = util.global.load @p25 : tensor<64xf32>
    %v305 = "stablehlo.multiply"(%v303, %v303) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v306 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v307 = "stablehlo.reduce"(%v305, %v306) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v308 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v309 = "stablehlo.multiply"(%v307, %v308) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v309) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v311 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v312 = "stablehlo.add"(%v310, %v311) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v313 = "stablehlo.rsqrt"(%v312) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v314 = "stablehlo.multiply"(%v303, %v313) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v304) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v316 = "stablehlo.multiply"(%v314, %v315) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v317 = util.global.load @p24 : tensor<151936x64xf32>
    %v318 = tensor.empty() : tensor<1x151936xf32>
    %v319 = arith.constant 0.0 : f32
    %v320 = linalg.fill ins(%v319 : f32) outs(%v318 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v321 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v316, %v317 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v320 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v321, %v296, %v301, %v302 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>
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
  func.func @kv_write_c16(%arg0: tensor<2x2x16x?xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x16xf32>, %arg3: tensor<2x2x16x16xf32>, %arg4: tensor<i32>) -> (tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = tensor.extract %v1[] : tensor<i32>
    %v3 = arith.index_cast %v2 : i32 to index
    %v4 = tensor.extract %v1[] : tensor<i32>
    %v5 = arith.index_cast %v4 : i32 to index
    %v6 = tensor.extract %v1[] : tensor<i32>
    %v7 = arith.index_cast %v6 : i32 to index
    %v8 = tensor.extract %arg4[] : tensor<i32>
    %v9 = arith.index_cast %v8 : i32 to index
    %v10 = tensor.insert_slice %arg2 into %arg0[%v3, %v5, %v7, %v9] [2, 2, 16, 16] [1, 1, 1, 1] : tensor<2x2x16x16xf32> into tensor<2x2x16x?xf32>
    %v11 = tensor.extract %v1[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.extract %v1[] : tensor<i32>
    %v14 = arith.index_cast %v13 : i32 to index
    %v15 = tensor.extract %arg4[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.insert_slice %arg3 into %arg1[%v12, %v14, %v16, %v18] [2, 2, 16, 16] [1, 1, 1, 1] : tensor<2x2x16x16xf32> into tensor<2x2x?x16xf32>
    return %v10, %v19 : tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>
  }
  func.func @decode_n1_w128(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<1xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2x2x16x?xf32>, %arg7: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x2x16x1xf32>, tensor<2x2x1x16xf32>) {
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
    %v12 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x2x128xi32>
    %v13 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x2x2x128xi32>
    %v14 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x2x2x128xi32>
    %v15 = "stablehlo.compare"(%v12, %v13) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x2x2x128xi32>, tensor<1x2x2x128xi32>) -> tensor<1x2x2x128xi1>
    %v16 = "stablehlo.compare"(%v12, %v14) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x2x2x128xi32>, tensor<1x2x2x128xi32>) -> tensor<1x2x2x128xi1>
    %v17 = "stablehlo.and"(%v15, %v16) : (tensor<1x2x2x128xi1>, tensor<1x2x2x128xi1>) -> tensor<1x2x2x128xi1>
    %v18 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x128xf32>
    %v19 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v20 = "stablehlo.reshape"(%v19) : (tensor<1xi32>) -> tensor<i32>
    %v21 = util.global.load @p0 : tensor<64xf32>
    %v22 = "stablehlo.multiply"(%v3, %v3) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v23 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v24 = "stablehlo.reduce"(%v22, %v23) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v25 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v26 = "stablehlo.multiply"(%v24, %v25) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v26) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v28 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v29 = "stablehlo.add"(%v27, %v28) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v30 = "stablehlo.rsqrt"(%v29) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v31 = "stablehlo.multiply"(%v3, %v30) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v32 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v33 = "stablehlo.multiply"(%v31, %v32) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v34 = util.global.load @p2 : tensor<64x64xf32>
    %v35 = util.global.load @p3 : tensor<64xf32>
    %v36 = tensor.empty() : tensor<1x64xf32>
    %v37 = arith.constant 0.0 : f32
    %v38 = linalg.fill ins(%v37 : f32) outs(%v36 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v39 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v33, %v34 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v38 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v40 = "stablehlo.broadcast_in_dim"(%v35) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v41 = "stablehlo.add"(%v39, %v40) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v42 = "stablehlo.reshape"(%v41) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v43 = util.global.load @p4 : tensor<32x64xf32>
    %v44 = util.global.load @p5 : tensor<32xf32>
    %v45 = tensor.empty() : tensor<1x32xf32>
    %v46 = arith.constant 0.0 : f32
    %v47 = linalg.fill ins(%v46 : f32) outs(%v45 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v48 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v33, %v43 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v47 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v50 = "stablehlo.add"(%v48, %v49) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v51 = "stablehlo.reshape"(%v50) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v52 = util.global.load @p6 : tensor<32x64xf32>
    %v53 = util.global.load @p7 : tensor<32xf32>
    %v54 = tensor.empty() : tensor<1x32xf32>
    %v55 = arith.constant 0.0 : f32
    %v56 = linalg.fill ins(%v55 : f32) outs(%v54 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v57 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v33, %v52 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v56 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v53) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v59 = "stablehlo.add"(%v57, %v58) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v61 = "stablehlo.slice"(%v42) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v62 = "stablehlo.slice"(%v42) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v63 = "stablehlo.negate"(%v62) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v64 = "stablehlo.concatenate"(%v63, %v61) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v67 = "stablehlo.multiply"(%v42, %v65) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v68 = "stablehlo.multiply"(%v64, %v66) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v69 = "stablehlo.add"(%v67, %v68) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v70 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v71 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v72 = "stablehlo.negate"(%v71) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v73 = "stablehlo.concatenate"(%v72, %v70) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v76 = "stablehlo.multiply"(%v51, %v74) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v77 = "stablehlo.multiply"(%v73, %v75) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v78 = "stablehlo.add"(%v76, %v77) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v79 = "stablehlo.reshape"(%v69) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v80 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v81 = "stablehlo.reshape"(%v80) : (tensor<1xi32>) -> tensor<i32>
    %v82 = stablehlo.constant dense<0> : tensor<i32>
    %v83 = "stablehlo.dynamic_slice"(%arg6, %v81, %v82, %v82, %v20) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v84 = "stablehlo.dot_general"(%v79, %v83) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x128xf32>) -> tensor<1x2x2x128xf32>
    %v85 = "stablehlo.select"(%v17, %v84, %v18) : (tensor<1x2x2x128xi1>, tensor<1x2x2x128xf32>, tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %v86 = "stablehlo.dot_general"(%v79, %v78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x2xf32>
    %v87 = "stablehlo.reshape"(%v86) : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %v88 = "stablehlo.concatenate"(%v85, %v87) {dimension = 3 : i64} : (tensor<1x2x2x128xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x129xf32>
    %v89 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x129xf32>
    %v90 = "stablehlo.multiply"(%v88, %v89) : (tensor<1x2x2x129xf32>, tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v92 = "stablehlo.reduce"(%v90, %v91) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x129xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v93 = "stablehlo.broadcast_in_dim"(%v92) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x129xf32>
    %v94 = "stablehlo.subtract"(%v90, %v93) : (tensor<1x2x2x129xf32>, tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v95 = "stablehlo.exponential"(%v94) : (tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v96 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v97 = "stablehlo.reduce"(%v95, %v96) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x129xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x129xf32>
    %v99 = "stablehlo.divide"(%v95, %v98) : (tensor<1x2x2x129xf32>, tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v100 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x129xf32>) -> tensor<1x2x2x128xf32>
    %v101 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 2, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x129xf32>) -> tensor<1x2x2x1xf32>
    %v102 = stablehlo.constant dense<0> : tensor<i32>
    %v103 = "stablehlo.dynamic_slice"(%arg7, %v81, %v102, %v20, %v102) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v104 = "stablehlo.dot_general"(%v100, %v103) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x128xf32>, tensor<1x2x128x16xf32>) -> tensor<1x2x2x16xf32>
    %v105 = "stablehlo.broadcast_in_dim"(%v60) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v106 = "stablehlo.reshape"(%v101) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v108 = "stablehlo.multiply"(%v107, %v105) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v109 = "stablehlo.add"(%v104, %v108) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v111 = util.global.load @p8 : tensor<64x64xf32>
    %v112 = tensor.empty() : tensor<1x64xf32>
    %v113 = arith.constant 0.0 : f32
    %v114 = linalg.fill ins(%v113 : f32) outs(%v112 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v115 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v110, %v111 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v114 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v116 = "stablehlo.add"(%v3, %v115) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v117 = util.global.load @p1 : tensor<64xf32>
    %v118 = "stablehlo.multiply"(%v116, %v116) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v120 = "stablehlo.reduce"(%v118, %v119) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v121 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v122 = "stablehlo.multiply"(%v120, %v121) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v123 = "stablehlo.broadcast_in_dim"(%v122) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v124 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v125 = "stablehlo.add"(%v123, %v124) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v126 = "stablehlo.rsqrt"(%v125) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v127 = "stablehlo.multiply"(%v116, %v126) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v117) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v129 = "stablehlo.multiply"(%v127, %v128) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v130 = util.global.load @p9 : tensor<128x64xf32>
    %v131 = tensor.empty() : tensor<1x128xf32>
    %v132 = arith.constant 0.0 : f32
    %v133 = linalg.fill ins(%v132 : f32) outs(%v131 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v129, %v130 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v133 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v135 = "stablehlo.logistic"(%v134) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v136 = "stablehlo.multiply"(%v134, %v135) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v137 = util.global.load @p10 : tensor<128x64xf32>
    %v138 = tensor.empty() : tensor<1x128xf32>
    %v139 = arith.constant 0.0 : f32
    %v140 = linalg.fill ins(%v139 : f32) outs(%v138 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v141 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v129, %v137 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v140 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v142 = "stablehlo.multiply"(%v136, %v141) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v143 = util.global.load @p11 : tensor<64x128xf32>
    %v144 = tensor.empty() : tensor<1x64xf32>
    %v145 = arith.constant 0.0 : f32
    %v146 = linalg.fill ins(%v145 : f32) outs(%v144 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v147 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v143 : tensor<1x128xf32>, tensor<64x128xf32>) outs(%v146 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v148 = "stablehlo.add"(%v116, %v147) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v149 = "stablehlo.transpose"(%v78) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xf32>) -> tensor<2x16x1xf32>
    %v150 = "stablehlo.reshape"(%v149) : (tensor<2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %v151 = "stablehlo.transpose"(%v60) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xf32>) -> tensor<2x1x16xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %v153 = util.global.load @p12 : tensor<64xf32>
    %v154 = "stablehlo.multiply"(%v148, %v148) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
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
    %v163 = "stablehlo.multiply"(%v148, %v162) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v164 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v165 = "stablehlo.multiply"(%v163, %v164) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v166 = util.global.load @p14 : tensor<64x64xf32>
    %v167 = util.global.load @p15 : tensor<64xf32>
    %v168 = tensor.empty() : tensor<1x64xf32>
    %v169 = arith.constant 0.0 : f32
    %v170 = linalg.fill ins(%v169 : f32) outs(%v168 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v171 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v165, %v166 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v170 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v172 = "stablehlo.broadcast_in_dim"(%v167) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v173 = "stablehlo.add"(%v171, %v172) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v174 = "stablehlo.reshape"(%v173) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v175 = util.global.load @p16 : tensor<32x64xf32>
    %v176 = util.global.load @p17 : tensor<32xf32>
    %v177 = tensor.empty() : tensor<1x32xf32>
    %v178 = arith.constant 0.0 : f32
    %v179 = linalg.fill ins(%v178 : f32) outs(%v177 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v180 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v165, %v175 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v179 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v181 = "stablehlo.broadcast_in_dim"(%v176) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v182 = "stablehlo.add"(%v180, %v181) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v183 = "stablehlo.reshape"(%v182) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v184 = util.global.load @p18 : tensor<32x64xf32>
    %v185 = util.global.load @p19 : tensor<32xf32>
    %v186 = tensor.empty() : tensor<1x32xf32>
    %v187 = arith.constant 0.0 : f32
    %v188 = linalg.fill ins(%v187 : f32) outs(%v186 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v189 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v165, %v184 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v188 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v191 = "stablehlo.add"(%v189, %v190) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v192 = "stablehlo.reshape"(%v191) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v193 = "stablehlo.slice"(%v174) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v194 = "stablehlo.slice"(%v174) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v195 = "stablehlo.negate"(%v194) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v196 = "stablehlo.concatenate"(%v195, %v193) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v199 = "stablehlo.multiply"(%v174, %v197) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v200 = "stablehlo.multiply"(%v196, %v198) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v201 = "stablehlo.add"(%v199, %v200) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v202 = "stablehlo.slice"(%v183) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v203 = "stablehlo.slice"(%v183) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v204 = "stablehlo.negate"(%v203) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v205 = "stablehlo.concatenate"(%v204, %v202) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v208 = "stablehlo.multiply"(%v183, %v206) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v209 = "stablehlo.multiply"(%v205, %v207) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v210 = "stablehlo.add"(%v208, %v209) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v211 = "stablehlo.reshape"(%v201) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v212 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v213 = "stablehlo.reshape"(%v212) : (tensor<1xi32>) -> tensor<i32>
    %v214 = stablehlo.constant dense<0> : tensor<i32>
    %v215 = "stablehlo.dynamic_slice"(%arg6, %v213, %v214, %v214, %v20) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v216 = "stablehlo.dot_general"(%v211, %v215) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x128xf32>) -> tensor<1x2x2x128xf32>
    %v217 = "stablehlo.select"(%v17, %v216, %v18) : (tensor<1x2x2x128xi1>, tensor<1x2x2x128xf32>, tensor<1x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %v218 = "stablehlo.dot_general"(%v211, %v210) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x2xf32>
    %v219 = "stablehlo.reshape"(%v218) : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %v220 = "stablehlo.concatenate"(%v217, %v219) {dimension = 3 : i64} : (tensor<1x2x2x128xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x129xf32>
    %v221 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x129xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<1x2x2x129xf32>, tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v223 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v224 = "stablehlo.reduce"(%v222, %v223) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x129xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v225 = "stablehlo.broadcast_in_dim"(%v224) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x129xf32>
    %v226 = "stablehlo.subtract"(%v222, %v225) : (tensor<1x2x2x129xf32>, tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v227 = "stablehlo.exponential"(%v226) : (tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v229 = "stablehlo.reduce"(%v227, %v228) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x129xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x129xf32>
    %v231 = "stablehlo.divide"(%v227, %v230) : (tensor<1x2x2x129xf32>, tensor<1x2x2x129xf32>) -> tensor<1x2x2x129xf32>
    %v232 = "stablehlo.slice"(%v231) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x129xf32>) -> tensor<1x2x2x128xf32>
    %v233 = "stablehlo.slice"(%v231) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 2, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x129xf32>) -> tensor<1x2x2x1xf32>
    %v234 = stablehlo.constant dense<0> : tensor<i32>
    %v235 = "stablehlo.dynamic_slice"(%arg7, %v213, %v234, %v20, %v234) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v236 = "stablehlo.dot_general"(%v232, %v235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x128xf32>, tensor<1x2x128x16xf32>) -> tensor<1x2x2x16xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v238 = "stablehlo.reshape"(%v233) : (tensor<1x2x2x1xf32>) -> tensor<1x2x2xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v238) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v240 = "stablehlo.multiply"(%v239, %v237) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v241 = "stablehlo.add"(%v236, %v240) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v242 = "stablehlo.reshape"(%v241) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v243 = util.global.load @p20 : tensor<64x64xf32>
    %v244 = tensor.empty() : tensor<1x64xf32>
    %v245 = arith.constant 0.0 : f32
    %v246 = linalg.fill ins(%v245 : f32) outs(%v244 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v247 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v242, %v243 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v246 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v248 = "stablehlo.add"(%v148, %v247) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v249 = util.global.load @p13 : tensor<64xf32>
    %v250 = "stablehlo.multiply"(%v248, %v248) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v252 = "stablehlo.reduce"(%v250, %v251) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v253 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v254 = "stablehlo.multiply"(%v252, %v253) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v255 = "stablehlo.broadcast_in_dim"(%v254) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v256 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v257 = "stablehlo.add"(%v255, %v256) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v258 = "stablehlo.rsqrt"(%v257) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v259 = "stablehlo.multiply"(%v248, %v258) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v261 = "stablehlo.multiply"(%v259, %v260) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v262 = util.global.load @p21 : tensor<128x64xf32>
    %v263 = tensor.empty() : tensor<1x128xf32>
    %v264 = arith.constant 0.0 : f32
    %v265 = linalg.fill ins(%v264 : f32) outs(%v263 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v266 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v262 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v265 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v267 = "stablehlo.logistic"(%v266) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v268 = "stablehlo.multiply"(%v266, %v267) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v269 = util.global.load @p22 : tensor<128x64xf32>
    %v270 = tensor.empty() : tensor<1x128xf32>
    %v271 = arith.constant 0.0 : f32
    %v272 = linalg.fill ins(%v271 : f32) outs(%v270 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v273 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v261, %v269 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v272 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v274 = "stablehlo.multiply"(%v268, %v273) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v275 = util.global.load @p23 : tensor<64x128xf32>
    %v276 = tensor.empty() : tensor<1x64xf32>
    %v277 = arith.constant 0.0 : f32
    %v278 = linalg.fill ins(%v277 : f32) outs(%v276 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v279 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v274, %v275 : tensor<1x128xf32>, tensor<64x128xf32>) outs(%v278 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v280 = "stablehlo.add"(%v248, %v279) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v281 = "stablehlo.transpose"(%v210) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xf32>) -> tensor<2x16x1xf32>
    %v282 = "stablehlo.reshape"(%v281) : (tensor<2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %v283 = "stablehlo.transpose"(%v192) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xf32>) -> tensor<2x1x16xf32>
    %v284 = "stablehlo.reshape"(%v283) : (tensor<2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %v285 = "stablehlo.concatenate"(%v150, %v282) {dimension = 0 : i64} : (tensor<1x2x16x1xf32>, tensor<1x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %v286 = "stablehlo.concatenate"(%v152, %v284) {dimension = 0 : i64} : (tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<2x2x1x16xf32>
    %v287 = util.global.load @p25 : tensor<64xf32>
    %v288 = "stablehlo.multiply"(%v280, %v280) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v290 = "stablehlo.reduce"(%v288, %v289) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v291 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v292 = "stablehlo.multiply"(%v290, %v291) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v294 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v295 = "stablehlo.add"(%v293, %v294) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v296 = "stablehlo.rsqrt"(%v295) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v297 = "stablehlo.multiply"(%v280, %v296) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v287) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v299 = "stablehlo.multiply"(%v297, %v298) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v300 = util.global.load @p24 : tensor<151936x64xf32>
    %v301 = tensor.empty() : tensor<1x151936xf32>
    %v302 = arith.constant 0.0 : f32
    %v303 = linalg.fill ins(%v302 : f32) outs(%v301 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v304 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v299, %v300 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v303 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v304, %v285, %v286 : tensor<1x151936xf32>, tensor<2x2x16x1xf32>, tensor<2x2x1x16xf32>
  }
  func.func @kv_write_n1(%arg0: tensor<2x2x16x?xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x1xf32>, %arg3: tensor<2x2x1x16xf32>, %arg4: tensor<1xi32>) -> (tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %v5 = tensor.extract %v1[] : tensor<i32>
    %v6 = arith.index_cast %v5 : i32 to index
    %v7 = tensor.extract %v1[] : tensor<i32>
    %v8 = arith.index_cast %v7 : i32 to index
    %v9 = tensor.extract %v1[] : tensor<i32>
    %v10 = arith.index_cast %v9 : i32 to index
    %v11 = tensor.extract %v3[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.insert_slice %v4 into %arg0[%v6, %v8, %v10, %v12] [2, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> into tensor<2x2x16x?xf32>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x1x16xf32>) -> tensor<2x2x1x16xf32>
    %v15 = tensor.extract %v1[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.extract %v3[] : tensor<i32>
    %v20 = arith.index_cast %v19 : i32 to index
    %v21 = tensor.extract %v1[] : tensor<i32>
    %v22 = arith.index_cast %v21 : i32 to index
    %v23 = tensor.insert_slice %v14 into %arg1[%v16, %v18, %v20, %v22] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xf32> into tensor<2x2x?x16xf32>
    return %v13, %v23 : tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>
  }
  func.func @decode_n2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2x2x16x?xf32>, %arg7: tensor<2x2x?x16xf32>) -> (tensor<2x151936xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>) {
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
    %v12 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x2x2x128xi32>
    %v13 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2x2x2x128xi32>
    %v14 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2x2x2x128xi32>
    %v15 = "stablehlo.compare"(%v12, %v13) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x2x2x128xi32>, tensor<2x2x2x128xi32>) -> tensor<2x2x2x128xi1>
    %v16 = "stablehlo.compare"(%v12, %v14) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x2x2x128xi32>, tensor<2x2x2x128xi32>) -> tensor<2x2x2x128xi1>
    %v17 = "stablehlo.and"(%v15, %v16) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xi1>) -> tensor<2x2x2x128xi1>
    %v18 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x128xf32>
    %v19 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v20 = "stablehlo.reshape"(%v19) : (tensor<1xi32>) -> tensor<i32>
    %v21 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v22 = "stablehlo.reshape"(%v21) : (tensor<1xi32>) -> tensor<i32>
    %v23 = util.global.load @p0 : tensor<64xf32>
    %v24 = "stablehlo.multiply"(%v3, %v3) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v26 = "stablehlo.reduce"(%v24, %v25) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v27 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v28) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v30 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v31 = "stablehlo.add"(%v29, %v30) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v32 = "stablehlo.rsqrt"(%v31) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v33 = "stablehlo.multiply"(%v3, %v32) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v35 = "stablehlo.multiply"(%v33, %v34) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v36 = util.global.load @p2 : tensor<64x64xf32>
    %v37 = util.global.load @p3 : tensor<64xf32>
    %v38 = tensor.empty() : tensor<2x64xf32>
    %v39 = arith.constant 0.0 : f32
    %v40 = linalg.fill ins(%v39 : f32) outs(%v38 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v41 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v36 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v40 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v43 = "stablehlo.add"(%v41, %v42) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v45 = util.global.load @p4 : tensor<32x64xf32>
    %v46 = util.global.load @p5 : tensor<32xf32>
    %v47 = tensor.empty() : tensor<2x32xf32>
    %v48 = arith.constant 0.0 : f32
    %v49 = linalg.fill ins(%v48 : f32) outs(%v47 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v50 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v45 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v49 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v51 = "stablehlo.broadcast_in_dim"(%v46) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v52 = "stablehlo.add"(%v50, %v51) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v53 = "stablehlo.reshape"(%v52) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v54 = util.global.load @p6 : tensor<32x64xf32>
    %v55 = util.global.load @p7 : tensor<32xf32>
    %v56 = tensor.empty() : tensor<2x32xf32>
    %v57 = arith.constant 0.0 : f32
    %v58 = linalg.fill ins(%v57 : f32) outs(%v56 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v59 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v35, %v54 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v58 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v55) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v61 = "stablehlo.add"(%v59, %v60) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v62 = "stablehlo.reshape"(%v61) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v63 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v64 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v65 = "stablehlo.negate"(%v64) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v66 = "stablehlo.concatenate"(%v65, %v63) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v69 = "stablehlo.multiply"(%v44, %v67) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v70 = "stablehlo.multiply"(%v66, %v68) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v71 = "stablehlo.add"(%v69, %v70) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v72 = "stablehlo.slice"(%v53) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v73 = "stablehlo.slice"(%v53) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v74 = "stablehlo.negate"(%v73) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v75 = "stablehlo.concatenate"(%v74, %v72) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v78 = "stablehlo.multiply"(%v53, %v76) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v79 = "stablehlo.multiply"(%v75, %v77) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v80 = "stablehlo.add"(%v78, %v79) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v81 = "stablehlo.reshape"(%v71) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v82 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v83 = "stablehlo.reshape"(%v82) : (tensor<1xi32>) -> tensor<i32>
    %v84 = stablehlo.constant dense<0> : tensor<i32>
    %v85 = "stablehlo.dynamic_slice"(%arg6, %v83, %v84, %v84, %v20) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v86 = stablehlo.constant dense<0> : tensor<i32>
    %v87 = "stablehlo.dynamic_slice"(%arg6, %v83, %v86, %v86, %v22) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v88 = "stablehlo.slice"(%v81) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v89 = "stablehlo.dot_general"(%v88, %v85) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x128xf32>) -> tensor<1x2x2x128xf32>
    %v90 = "stablehlo.slice"(%v81) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v91 = "stablehlo.dot_general"(%v90, %v87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x128xf32>) -> tensor<1x2x2x128xf32>
    %v92 = "stablehlo.concatenate"(%v89, %v91) {dimension = 0 : i64} : (tensor<1x2x2x128xf32>, tensor<1x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v93 = "stablehlo.select"(%v17, %v92, %v18) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v94 = "stablehlo.dot_general"(%v81, %v80) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<2x2x2xf32>) -> tensor<2x2x2x1xf32>
    %v96 = "stablehlo.concatenate"(%v93, %v95) {dimension = 3 : i64} : (tensor<2x2x2x128xf32>, tensor<2x2x2x1xf32>) -> tensor<2x2x2x129xf32>
    %v97 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x129xf32>
    %v98 = "stablehlo.multiply"(%v96, %v97) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v100 = "stablehlo.reduce"(%v98, %v99) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v102 = "stablehlo.subtract"(%v98, %v101) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v103 = "stablehlo.exponential"(%v102) : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v105 = "stablehlo.reduce"(%v103, %v104) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v107 = "stablehlo.divide"(%v103, %v106) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v108 = "stablehlo.slice"(%v107) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x128xf32>
    %v109 = "stablehlo.slice"(%v107) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 2, 2, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x1xf32>
    %v110 = stablehlo.constant dense<0> : tensor<i32>
    %v111 = "stablehlo.dynamic_slice"(%arg7, %v83, %v110, %v20, %v110) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v112 = stablehlo.constant dense<0> : tensor<i32>
    %v113 = "stablehlo.dynamic_slice"(%arg7, %v83, %v112, %v22, %v112) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v114 = "stablehlo.slice"(%v108) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %v115 = "stablehlo.dot_general"(%v114, %v111) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x128xf32>, tensor<1x2x128x16xf32>) -> tensor<1x2x2x16xf32>
    %v116 = "stablehlo.slice"(%v108) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %v117 = "stablehlo.dot_general"(%v116, %v113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x128xf32>, tensor<1x2x128x16xf32>) -> tensor<1x2x2x16xf32>
    %v118 = "stablehlo.concatenate"(%v115, %v117) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v120 = "stablehlo.reshape"(%v109) : (tensor<2x2x2x1xf32>) -> tensor<2x2x2xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%v120) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v122 = "stablehlo.multiply"(%v121, %v119) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v123 = "stablehlo.add"(%v118, %v122) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v124 = "stablehlo.reshape"(%v123) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v125 = util.global.load @p8 : tensor<64x64xf32>
    %v126 = tensor.empty() : tensor<2x64xf32>
    %v127 = arith.constant 0.0 : f32
    %v128 = linalg.fill ins(%v127 : f32) outs(%v126 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v129 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v124, %v125 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v128 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v130 = "stablehlo.add"(%v3, %v129) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v131 = util.global.load @p1 : tensor<64xf32>
    %v132 = "stablehlo.multiply"(%v130, %v130) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v133 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v134 = "stablehlo.reduce"(%v132, %v133) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v135 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v136 = "stablehlo.multiply"(%v134, %v135) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v137 = "stablehlo.broadcast_in_dim"(%v136) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v138 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v139 = "stablehlo.add"(%v137, %v138) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.rsqrt"(%v139) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v141 = "stablehlo.multiply"(%v130, %v140) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v131) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v143 = "stablehlo.multiply"(%v141, %v142) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v144 = util.global.load @p9 : tensor<128x64xf32>
    %v145 = tensor.empty() : tensor<2x128xf32>
    %v146 = arith.constant 0.0 : f32
    %v147 = linalg.fill ins(%v146 : f32) outs(%v145 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v148 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v143, %v144 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v147 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v149 = "stablehlo.logistic"(%v148) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v150 = "stablehlo.multiply"(%v148, %v149) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v151 = util.global.load @p10 : tensor<128x64xf32>
    %v152 = tensor.empty() : tensor<2x128xf32>
    %v153 = arith.constant 0.0 : f32
    %v154 = linalg.fill ins(%v153 : f32) outs(%v152 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v155 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v143, %v151 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v154 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v156 = "stablehlo.multiply"(%v150, %v155) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v157 = util.global.load @p11 : tensor<64x128xf32>
    %v158 = tensor.empty() : tensor<2x64xf32>
    %v159 = arith.constant 0.0 : f32
    %v160 = linalg.fill ins(%v159 : f32) outs(%v158 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v161 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v156, %v157 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v160 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v162 = "stablehlo.add"(%v130, %v161) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v163 = "stablehlo.transpose"(%v80) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v164 = "stablehlo.reshape"(%v163) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v165 = "stablehlo.transpose"(%v62) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v166 = "stablehlo.reshape"(%v165) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v167 = util.global.load @p12 : tensor<64xf32>
    %v168 = "stablehlo.multiply"(%v162, %v162) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v170 = "stablehlo.reduce"(%v168, %v169) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v171 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v172 = "stablehlo.multiply"(%v170, %v171) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v173 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v174 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v175 = "stablehlo.add"(%v173, %v174) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v176 = "stablehlo.rsqrt"(%v175) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v177 = "stablehlo.multiply"(%v162, %v176) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v167) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v179 = "stablehlo.multiply"(%v177, %v178) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v180 = util.global.load @p14 : tensor<64x64xf32>
    %v181 = util.global.load @p15 : tensor<64xf32>
    %v182 = tensor.empty() : tensor<2x64xf32>
    %v183 = arith.constant 0.0 : f32
    %v184 = linalg.fill ins(%v183 : f32) outs(%v182 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v185 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v180 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v184 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v181) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v187 = "stablehlo.add"(%v185, %v186) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v188 = "stablehlo.reshape"(%v187) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v189 = util.global.load @p16 : tensor<32x64xf32>
    %v190 = util.global.load @p17 : tensor<32xf32>
    %v191 = tensor.empty() : tensor<2x32xf32>
    %v192 = arith.constant 0.0 : f32
    %v193 = linalg.fill ins(%v192 : f32) outs(%v191 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v194 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v189 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v193 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v196 = "stablehlo.add"(%v194, %v195) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v197 = "stablehlo.reshape"(%v196) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v198 = util.global.load @p18 : tensor<32x64xf32>
    %v199 = util.global.load @p19 : tensor<32xf32>
    %v200 = tensor.empty() : tensor<2x32xf32>
    %v201 = arith.constant 0.0 : f32
    %v202 = linalg.fill ins(%v201 : f32) outs(%v200 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v203 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v198 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v202 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v205 = "stablehlo.add"(%v203, %v204) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v207 = "stablehlo.slice"(%v188) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v208 = "stablehlo.slice"(%v188) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v209 = "stablehlo.negate"(%v208) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v210 = "stablehlo.concatenate"(%v209, %v207) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v213 = "stablehlo.multiply"(%v188, %v211) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v214 = "stablehlo.multiply"(%v210, %v212) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v215 = "stablehlo.add"(%v213, %v214) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v216 = "stablehlo.slice"(%v197) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v217 = "stablehlo.slice"(%v197) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v218 = "stablehlo.negate"(%v217) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v219 = "stablehlo.concatenate"(%v218, %v216) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v221 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v222 = "stablehlo.multiply"(%v197, %v220) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v223 = "stablehlo.multiply"(%v219, %v221) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v224 = "stablehlo.add"(%v222, %v223) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v225 = "stablehlo.reshape"(%v215) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v226 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v227 = "stablehlo.reshape"(%v226) : (tensor<1xi32>) -> tensor<i32>
    %v228 = stablehlo.constant dense<0> : tensor<i32>
    %v229 = "stablehlo.dynamic_slice"(%arg6, %v227, %v228, %v228, %v20) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v230 = stablehlo.constant dense<0> : tensor<i32>
    %v231 = "stablehlo.dynamic_slice"(%arg6, %v227, %v230, %v230, %v22) {slice_sizes = array<i64: 1, 2, 16, 128>} : (tensor<2x2x16x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %v232 = "stablehlo.slice"(%v225) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v233 = "stablehlo.dot_general"(%v232, %v229) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x128xf32>) -> tensor<1x2x2x128xf32>
    %v234 = "stablehlo.slice"(%v225) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v235 = "stablehlo.dot_general"(%v234, %v231) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x128xf32>) -> tensor<1x2x2x128xf32>
    %v236 = "stablehlo.concatenate"(%v233, %v235) {dimension = 0 : i64} : (tensor<1x2x2x128xf32>, tensor<1x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v237 = "stablehlo.select"(%v17, %v236, %v18) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v238 = "stablehlo.dot_general"(%v225, %v224) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2xf32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<2x2x2xf32>) -> tensor<2x2x2x1xf32>
    %v240 = "stablehlo.concatenate"(%v237, %v239) {dimension = 3 : i64} : (tensor<2x2x2x128xf32>, tensor<2x2x2x1xf32>) -> tensor<2x2x2x129xf32>
    %v241 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x129xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v243 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v244 = "stablehlo.reduce"(%v242, %v243) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v244) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v246 = "stablehlo.subtract"(%v242, %v245) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v247 = "stablehlo.exponential"(%v246) : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v249 = "stablehlo.reduce"(%v247, %v248) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v251 = "stablehlo.divide"(%v247, %v250) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v252 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x128xf32>
    %v253 = "stablehlo.slice"(%v251) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 2, 2, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x1xf32>
    %v254 = stablehlo.constant dense<0> : tensor<i32>
    %v255 = "stablehlo.dynamic_slice"(%arg7, %v227, %v254, %v20, %v254) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v256 = stablehlo.constant dense<0> : tensor<i32>
    %v257 = "stablehlo.dynamic_slice"(%arg7, %v227, %v256, %v22, %v256) {slice_sizes = array<i64: 1, 2, 128, 16>} : (tensor<2x2x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x128x16xf32>
    %v258 = "stablehlo.slice"(%v252) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %v259 = "stablehlo.dot_general"(%v258, %v255) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x128xf32>, tensor<1x2x128x16xf32>) -> tensor<1x2x2x16xf32>
    %v260 = "stablehlo.slice"(%v252) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x128xf32>) -> tensor<1x2x2x128xf32>
    %v261 = "stablehlo.dot_general"(%v260, %v257) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x128xf32>, tensor<1x2x128x16xf32>) -> tensor<1x2x2x16xf32>
    %v262 = "stablehlo.concatenate"(%v259, %v261) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v264 = "stablehlo.reshape"(%v253) : (tensor<2x2x2x1xf32>) -> tensor<2x2x2xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v264) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v266 = "stablehlo.multiply"(%v265, %v263) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v267 = "stablehlo.add"(%v262, %v266) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v268 = "stablehlo.reshape"(%v267) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v269 = util.global.load @p20 : tensor<64x64xf32>
    %v270 = tensor.empty() : tensor<2x64xf32>
    %v271 = arith.constant 0.0 : f32
    %v272 = linalg.fill ins(%v271 : f32) outs(%v270 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v273 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v268, %v269 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v272 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v274 = "stablehlo.add"(%v162, %v273) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = util.global.load @p13 : tensor<64xf32>
    %v276 = "stablehlo.multiply"(%v274, %v274) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v278 = "stablehlo.reduce"(%v276, %v277) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v279 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v280 = "stablehlo.multiply"(%v278, %v279) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v281 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v282 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v283 = "stablehlo.add"(%v281, %v282) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.rsqrt"(%v283) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v285 = "stablehlo.multiply"(%v274, %v284) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v287 = "stablehlo.multiply"(%v285, %v286) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v288 = util.global.load @p21 : tensor<128x64xf32>
    %v289 = tensor.empty() : tensor<2x128xf32>
    %v290 = arith.constant 0.0 : f32
    %v291 = linalg.fill ins(%v290 : f32) outs(%v289 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v292 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v287, %v288 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v291 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v293 = "stablehlo.logistic"(%v292) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v295 = util.global.load @p22 : tensor<128x64xf32>
    %v296 = tensor.empty() : tensor<2x128xf32>
    %v297 = arith.constant 0.0 : f32
    %v298 = linalg.fill ins(%v297 : f32) outs(%v296 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v299 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v287, %v295 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v298 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v300 = "stablehlo.multiply"(%v294, %v299) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v301 = util.global.load @p23 : tensor<64x128xf32>
    %v302 = tensor.empty() : tensor<2x64xf32>
    %v303 = arith.constant 0.0 : f32
    %v304 = linalg.fill ins(%v303 : f32) outs(%v302 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v305 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v300, %v301 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v304 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v306 = "stablehlo.add"(%v274, %v305) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v307 = "stablehlo.transpose"(%v224) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v308 = "stablehlo.reshape"(%v307) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v309 = "stablehlo.transpose"(%v206) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v310 = "stablehlo.reshape"(%v309) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v311 = "stablehlo.concatenate"(%v164, %v308) {dimension = 0 : i64} : (tensor<1x2x16x2xf32>, tensor<1x2x16x2xf32>) -> tensor<2x2x16x2xf32>
    %v312 = "stablehlo.concatenate"(%v166, %v310) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v313 = util.global.load @p25 : tensor<64xf32>
    %v314 = "stablehlo.multiply"(%v306, %v306) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v315 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v316 = "stablehlo.reduce"(%v314, %v315) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v317 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v318 = "stablehlo.multiply"(%v316, %v317) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v318) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v320 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v321 = "stablehlo.add"(%v319, %v320) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v322 = "stablehlo.rsqrt"(%v321) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v323 = "stablehlo.multiply"(%v306, %v322) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v313) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v325 = "stablehlo.multiply"(%v323, %v324) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v326 = util.global.load @p24 : tensor<151936x64xf32>
    %v327 = tensor.empty() : tensor<2x151936xf32>
    %v328 = arith.constant 0.0 : f32
    %v329 = linalg.fill ins(%v328 : f32) outs(%v327 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v330 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v325, %v326 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v329 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v330, %v311, %v312 : tensor<2x151936xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>
  }
  func.func @kv_write_n2(%arg0: tensor<2x2x16x?xf32>, %arg1: tensor<2x2x?x16xf32>, %arg2: tensor<2x2x16x2xf32>, %arg3: tensor<2x2x2x16xf32>, %arg4: tensor<2xi32>) -> (tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xf32>) -> tensor<2x2x16x1xf32>
    %v5 = tensor.extract %v1[] : tensor<i32>
    %v6 = arith.index_cast %v5 : i32 to index
    %v7 = tensor.extract %v1[] : tensor<i32>
    %v8 = arith.index_cast %v7 : i32 to index
    %v9 = tensor.extract %v1[] : tensor<i32>
    %v10 = arith.index_cast %v9 : i32 to index
    %v11 = tensor.extract %v3[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.insert_slice %v4 into %arg0[%v6, %v8, %v10, %v12] [2, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> into tensor<2x2x16x?xf32>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x1x16xf32>
    %v15 = tensor.extract %v1[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.extract %v3[] : tensor<i32>
    %v20 = arith.index_cast %v19 : i32 to index
    %v21 = tensor.extract %v1[] : tensor<i32>
    %v22 = arith.index_cast %v21 : i32 to index
    %v23 = tensor.insert_slice %v14 into %arg1[%v16, %v18, %v20, %v22] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xf32> into tensor<2x2x?x16xf32>
    %v24 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v25 = "stablehlo.reshape"(%v24) : (tensor<1xi32>) -> tensor<i32>
    %v26 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 2, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x16x2xf32>) -> tensor<2x2x16x1xf32>
    %v27 = tensor.extract %v1[] : tensor<i32>
    %v28 = arith.index_cast %v27 : i32 to index
    %v29 = tensor.extract %v1[] : tensor<i32>
    %v30 = arith.index_cast %v29 : i32 to index
    %v31 = tensor.extract %v1[] : tensor<i32>
    %v32 = arith.index_cast %v31 : i32 to index
    %v33 = tensor.extract %v25[] : tensor<i32>
    %v34 = arith.index_cast %v33 : i32 to index
    %v35 = tensor.insert_slice %v26 into %v13[%v28, %v30, %v32, %v34] [2, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> into tensor<2x2x16x?xf32>
    %v36 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<2x2x1x16xf32>
    %v37 = tensor.extract %v1[] : tensor<i32>
    %v38 = arith.index_cast %v37 : i32 to index
    %v39 = tensor.extract %v1[] : tensor<i32>
    %v40 = arith.index_cast %v39 : i32 to index
    %v41 = tensor.extract %v25[] : tensor<i32>
    %v42 = arith.index_cast %v41 : i32 to index
    %v43 = tensor.extract %v1[] : tensor<i32>
    %v44 = arith.index_cast %v43 : i32 to index
    %v45 = tensor.insert_slice %v36 into %v23[%v38, %v40, %v42, %v44] [2, 2, 1, 16] [1, 1, 1, 1] : tensor<2x2x1x16xf32> into tensor<2x2x?x16xf32>
    return %v35, %v45 : tensor<2x2x16x?xf32>, tensor<2x2x?x16xf32>
  }
}
