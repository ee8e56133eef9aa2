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
  func.func @decode_n1(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x2x16x?xf32>, %arg6: tensor<2x2x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x2x16x1xf32>, tensor<2x2x1x16xf32>) {
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
    %v16 = util.global.load @p0 : tensor<64xf32>
    %v17 = "stablehlo.multiply"(%v3, %v3) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%v17, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v20 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v21 = "stablehlo.multiply"(%v19, %v20) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v22 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v23 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v24 = "stablehlo.add"(%v22, %v23) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v25 = "stablehlo.rsqrt"(%v24) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v26 = "stablehlo.multiply"(%v3, %v25) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v29 = util.global.load @p2 : tensor<64x64xf32>
    %v30 = util.global.load @p3 : tensor<64xf32>
    %v31 = tensor.empty() : tensor<1x64xf32>
    %v32 = arith.constant 0.0 : f32
    %v33 = linalg.fill ins(%v32 : f32) outs(%v31 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v34 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v28, %v29 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v33 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v36 = "stablehlo.add"(%v34, %v35) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v37 = "stablehlo.reshape"(%v36) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v38 = util.global.load @p4 : tensor<32x64xf32>
    %v39 = util.global.load @p5 : tensor<32xf32>
    %v40 = tensor.empty() : tensor<1x32xf32>
    %v41 = arith.constant 0.0 : f32
    %v42 = linalg.fill ins(%v41 : f32) outs(%v40 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v43 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v28, %v38 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v42 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v39) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v45 = "stablehlo.add"(%v43, %v44) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v47 = util.global.load @p6 : tensor<32x64xf32>
    %v48 = util.global.load @p7 : tensor<32xf32>
    %v49 = tensor.empty() : tensor<1x32xf32>
    %v50 = arith.constant 0.0 : f32
    %v51 = linalg.fill ins(%v50 : f32) outs(%v49 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v52 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v28, %v47 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v51 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v54 = "stablehlo.add"(%v52, %v53) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v55 = "stablehlo.reshape"(%v54) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v56 = "stablehlo.slice"(%v37) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v57 = "stablehlo.slice"(%v37) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v58 = "stablehlo.negate"(%v57) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v59 = "stablehlo.concatenate"(%v58, %v56) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v62 = "stablehlo.multiply"(%v37, %v60) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v63 = "stablehlo.multiply"(%v59, %v61) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v64 = "stablehlo.add"(%v62, %v63) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v65 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v66 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v67 = "stablehlo.negate"(%v66) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v68 = "stablehlo.concatenate"(%v67, %v65) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v69 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v70 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v71 = "stablehlo.multiply"(%v46, %v69) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v72 = "stablehlo.multiply"(%v68, %v70) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v73 = "stablehlo.add"(%v71, %v72) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v74 = "stablehlo.reshape"(%v64) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v75 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x16xf32>
    %v76 = "stablehlo.multiply"(%v74, %v75) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v77 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v78 = "stablehlo.reshape"(%v77) : (tensor<1xi32>) -> tensor<i32>
    %v79 = stablehlo.constant dense<0> : tensor<i32>
    %v80 = tensor.extract %v78[] : tensor<i32>
    %v81 = arith.index_cast %v80 : i32 to index
    %v82 = tensor.extract %v79[] : tensor<i32>
    %v83 = arith.index_cast %v82 : i32 to index
    %v84 = tensor.extract %v79[] : tensor<i32>
    %v85 = arith.index_cast %v84 : i32 to index
    %v86 = tensor.extract %v13[] : tensor<i32>
    %v87 = arith.index_cast %v86 : i32 to index
    %v88 = tensor.extract %v15[] : tensor<i32>
    %v89 = arith.index_cast %v88 : i32 to index
    %v90 = tensor.extract_slice %arg5[%v81, %v83, %v85, %v87] [1, 2, 16, %v89] [1, 1, 1, 1] : tensor<2x2x16x?xf32> to tensor<1x2x16x?xf32>
    %v91 = stablehlo.constant dense<0> : tensor<i32>
    %v92 = tensor.extract %v78[] : tensor<i32>
    %v93 = arith.index_cast %v92 : i32 to index
    %v94 = tensor.extract %v91[] : tensor<i32>
    %v95 = arith.index_cast %v94 : i32 to index
    %v96 = tensor.extract %v13[] : tensor<i32>
    %v97 = arith.index_cast %v96 : i32 to index
    %v98 = tensor.extract %v91[] : tensor<i32>
    %v99 = arith.index_cast %v98 : i32 to index
    %v100 = tensor.extract %v15[] : tensor<i32>
    %v101 = arith.index_cast %v100 : i32 to index
    %v102 = tensor.extract_slice %arg6[%v93, %v95, %v97, %v99] [1, 2, %v101, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v103 = "stablehlo.dot_general"(%v76, %v90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x?xf32>) -> tensor<1x2x2x?xf32>
    %v104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v105 = "stablehlo.reduce"(%v103, %v104) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v106 = stablehlo.constant dense<1> : tensor<i32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<i32>) -> tensor<1xi32>
    %v108 = stablehlo.constant dense<2> : tensor<i32>
    %v109 = "stablehlo.reshape"(%v108) : (tensor<i32>) -> tensor<1xi32>
    %v110 = stablehlo.constant dense<2> : tensor<i32>
    %v111 = "stablehlo.reshape"(%v110) : (tensor<i32>) -> tensor<1xi32>
    %v112 = "stablehlo.get_dimension_size"(%v103) {dimension = 3 : i64} : (tensor<1x2x2x?xf32>) -> tensor<i32>
    %v113 = "stablehlo.reshape"(%v112) : (tensor<i32>) -> tensor<1xi32>
    %v114 = "stablehlo.concatenate"(%v107, %v109, %v111, %v113) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v115 = "stablehlo.dynamic_broadcast_in_dim"(%v105, %v114) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>, tensor<4xi32>) -> tensor<1x2x2x?xf32>
    %v116 = "stablehlo.subtract"(%v103, %v115) : (tensor<1x2x2x?xf32>, tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v117 = "stablehlo.exponential"(%v116) : (tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v119 = "stablehlo.reduce"(%v117, %v118) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v120 = "stablehlo.dot_general"(%v117, %v102) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x?xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x2x16xf32>
    %v121 = "stablehlo.dot_general"(%v76, %v73) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x2xf32>
    %v122 = "stablehlo.maximum"(%v105, %v121) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v123 = "stablehlo.subtract"(%v105, %v122) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v124 = "stablehlo.exponential"(%v123) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v125 = "stablehlo.subtract"(%v121, %v122) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v126 = "stablehlo.exponential"(%v125) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v127 = "stablehlo.multiply"(%v119, %v124) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v128 = "stablehlo.add"(%v127, %v126) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v129 = "stablehlo.broadcast_in_dim"(%v124) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v130 = "stablehlo.broadcast_in_dim"(%v126) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v131 = "stablehlo.broadcast_in_dim"(%v55) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v132 = "stablehlo.multiply"(%v120, %v129) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v133 = "stablehlo.multiply"(%v130, %v131) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v134 = "stablehlo.add"(%v132, %v133) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v128) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v136 = "stablehlo.divide"(%v134, %v135) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v137 = "stablehlo.reshape"(%v136) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v138 = util.global.load @p8 : tensor<64x64xf32>
    %v139 = tensor.empty() : tensor<1x64xf32>
    %v140 = arith.constant 0.0 : f32
    %v141 = linalg.fill ins(%v140 : f32) outs(%v139 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v142 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v137, %v138 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v141 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v143 = "stablehlo.add"(%v3, %v142) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v144 = util.global.load @p1 : tensor<64xf32>
    %v145 = "stablehlo.multiply"(%v143, %v143) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v147 = "stablehlo.reduce"(%v145, %v146) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v148 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v149 = "stablehlo.multiply"(%v147, %v148) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v151 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v152 = "stablehlo.add"(%v150, %v151) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v153 = "stablehlo.rsqrt"(%v152) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v154 = "stablehlo.multiply"(%v143, %v153) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v156 = "stablehlo.multiply"(%v154, %v155) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v157 = util.global.load @p9 : tensor<128x64xf32>
    %v158 = tensor.empty() : tensor<1x128xf32>
    %v159 = arith.constant 0.0 : f32
    %v160 = linalg.fill ins(%v159 : f32) outs(%v158 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v161 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v156, %v157 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v160 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v162 = "stablehlo.logistic"(%v161) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v163 = "stablehlo.multiply"(%v161, %v162) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v164 = util.global.load @p10 : tensor<128x64xf32>
    %v165 = tensor.empty() : tensor<1x128xf32>
    %v166 = arith.constant 0.0 : f32
    %v167 = linalg.fill ins(%v166 : f32) outs(%v165 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v168 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v156, %v164 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v167 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v169 = "stablehlo.multiply"(%v163, %v168) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v170 = util.global.load @p11 : tensor<64x128xf32>
    %v171 = tensor.empty() : tensor<1x64xf32>
    %v172 = arith.constant 0.0 : f32
    %v173 = linalg.fill ins(%v172 : f32) outs(%v171 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v174 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v169, %v170 : tensor<1x128xf32>, tensor<64x128xf32>) outs(%v173 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v175 = "stablehlo.add"(%v143, %v174) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v176 = "stablehlo.transpose"(%v73) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xf32>) -> tensor<2x16x1xf32>
    %v177 = "stablehlo.reshape"(%v176) : (tensor<2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %v178 = "stablehlo.transpose"(%v55) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xf32>) -> tensor<2x1x16xf32>
    %v179 = "stablehlo.reshape"(%v178) : (tensor<2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %v180 = util.global.load @p12 : tensor<64xf32>
    %v181 = "stablehlo.multiply"(%v175, %v175) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v183 = "stablehlo.reduce"(%v181, %v182) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v184 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v187 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v188 = "stablehlo.add"(%v186, %v187) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v189 = "stablehlo.rsqrt"(%v188) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v190 = "stablehlo.multiply"(%v175, %v189) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v193 = util.global.load @p14 : tensor<64x64xf32>
    %v194 = util.global.load @p15 : tensor<64xf32>
    %v195 = tensor.empty() : tensor<1x64xf32>
    %v196 = arith.constant 0.0 : f32
    %v197 = linalg.fill ins(%v196 : f32) outs(%v195 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v198 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v192, %v193 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v197 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v194) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v200 = "stablehlo.add"(%v198, %v199) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v202 = util.global.load @p16 : tensor<32x64xf32>
    %v203 = util.global.load @p17 : tensor<32xf32>
    %v204 = tensor.empty() : tensor<1x32xf32>
    %v205 = arith.constant 0.0 : f32
    %v206 = linalg.fill ins(%v205 : f32) outs(%v204 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v207 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v192, %v202 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v206 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v208 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v209 = "stablehlo.add"(%v207, %v208) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v210 = "stablehlo.reshape"(%v209) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v211 = util.global.load @p18 : tensor<32x64xf32>
    %v212 = util.global.load @p19 : tensor<32xf32>
    %v213 = tensor.empty() : tensor<1x32xf32>
    %v214 = arith.constant 0.0 : f32
    %v215 = linalg.fill ins(%v214 : f32) outs(%v213 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %v216 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v192, %v211 : tensor<1x64xf32>, tensor<32x64xf32>) outs(%v215 : tensor<1x32xf32>) {iree.opt.data_tiling} -> tensor<1x32xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v212) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %v218 = "stablehlo.add"(%v216, %v217) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %v219 = "stablehlo.reshape"(%v218) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %v220 = "stablehlo.slice"(%v201) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v221 = "stablehlo.slice"(%v201) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v222 = "stablehlo.negate"(%v221) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v223 = "stablehlo.concatenate"(%v222, %v220) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v225 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v226 = "stablehlo.multiply"(%v201, %v224) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v227 = "stablehlo.multiply"(%v223, %v225) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v228 = "stablehlo.add"(%v226, %v227) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v229 = "stablehlo.slice"(%v210) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v230 = "stablehlo.slice"(%v210) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %v231 = "stablehlo.negate"(%v230) : (tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %v232 = "stablehlo.concatenate"(%v231, %v229) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x2x16xf32>
    %v235 = "stablehlo.multiply"(%v210, %v233) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v236 = "stablehlo.multiply"(%v232, %v234) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v237 = "stablehlo.add"(%v235, %v236) : (tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %v238 = "stablehlo.reshape"(%v228) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %v239 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x2x16xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v241 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v242 = "stablehlo.reshape"(%v241) : (tensor<1xi32>) -> tensor<i32>
    %v243 = stablehlo.constant dense<0> : tensor<i32>
    %v244 = tensor.extract %v242[] : tensor<i32>
    %v245 = arith.index_cast %v244 : i32 to index
    %v246 = tensor.extract %v243[] : tensor<i32>
    %v247 = arith.index_cast %v246 : i32 to index
    %v248 = tensor.extract %v243[] : tensor<i32>
    %v249 = arith.index_cast %v248 : i32 to index
    %v250 = tensor.extract %v13[] : tensor<i32>
    %v251 = arith.index_cast %v250 : i32 to index
    %v252 = tensor.extract %v15[] : tensor<i32>
    %v253 = arith.index_cast %v252 : i32 to index
    %v254 = tensor.extract_slice %arg5[%v245, %v247, %v249, %v251] [1, 2, 16, %v253] [1, 1, 1, 1] : tensor<2x2x16x?xf32> to tensor<1x2x16x?xf32>
    %v255 = stablehlo.constant dense<0> : tensor<i32>
    %v256 = tensor.extract %v242[] : tensor<i32>
    %v257 = arith.index_cast %v256 : i32 to index
    %v258 = tensor.extract %v255[] : tensor<i32>
    %v259 = arith.index_cast %v258 : i32 to index
    %v260 = tensor.extract %v13[] : tensor<i32>
    %v261 = arith.index_cast %v260 : i32 to index
    %v262 = tensor.extract %v255[] : tensor<i32>
    %v263 = arith.index_cast %v262 : i32 to index
    %v264 = tensor.extract %v15[] : tensor<i32>
    %v265 = arith.index_cast %v264 : i32 to index
    %v266 = tensor.extract_slice %arg6[%v257, %v259, %v261, %v263] [1, 2, %v265, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v267 = "stablehlo.dot_general"(%v240, %v254) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x?xf32>) -> tensor<1x2x2x?xf32>
    %v268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v269 = "stablehlo.reduce"(%v267, %v268) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v270 = stablehlo.constant dense<1> : tensor<i32>
    %v271 = "stablehlo.reshape"(%v270) : (tensor<i32>) -> tensor<1xi32>
    %v272 = stablehlo.constant dense<2> : tensor<i32>
    %v273 = "stablehlo.reshape"(%v272) : (tensor<i32>) -> tensor<1xi32>
    %v274 = stablehlo.constant dense<2> : tensor<i32>
    %v275 = "stablehlo.reshape"(%v274) : (tensor<i32>) -> tensor<1xi32>
    %v276 = "stablehlo.get_dimension_size"(%v267) {dimension = 3 : i64} : (tensor<1x2x2x?xf32>) -> tensor<i32>
    %v277 = "stablehlo.reshape"(%v276) : (tensor<i32>) -> tensor<1xi32>
    %v278 = "stablehlo.concatenate"(%v271, %v273, %v275, %v277) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v279 = "stablehlo.dynamic_broadcast_in_dim"(%v269, %v278) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>, tensor<4xi32>) -> tensor<1x2x2x?xf32>
    %v280 = "stablehlo.subtract"(%v267, %v279) : (tensor<1x2x2x?xf32>, tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v281 = "stablehlo.exponential"(%v280) : (tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v283 = "stablehlo.reduce"(%v281, %v282) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v284 = "stablehlo.dot_general"(%v281, %v266) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x?xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x2x16xf32>
    %v285 = "stablehlo.dot_general"(%v240, %v237) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16xf32>) -> tensor<1x2x2xf32>
    %v286 = "stablehlo.maximum"(%v269, %v285) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v287 = "stablehlo.subtract"(%v269, %v286) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v288 = "stablehlo.exponential"(%v287) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v289 = "stablehlo.subtract"(%v285, %v286) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v290 = "stablehlo.exponential"(%v289) : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v291 = "stablehlo.multiply"(%v283, %v288) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v292 = "stablehlo.add"(%v291, %v290) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v290) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v219) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v296 = "stablehlo.multiply"(%v284, %v293) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v297 = "stablehlo.multiply"(%v294, %v295) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v298 = "stablehlo.add"(%v296, %v297) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v299 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %v300 = "stablehlo.divide"(%v298, %v299) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v301 = "stablehlo.reshape"(%v300) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %v302 = util.global.load @p20 : tensor<64x64xf32>
    %v303 = tensor.empty() : tensor<1x64xf32>
    %v304 = arith.constant 0.0 : f32
    %v305 = linalg.fill ins(%v304 : f32) outs(%v303 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v306 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v301, %v302 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v305 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v307 = "stablehlo.add"(%v175, %v306) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v308 = util.global.load @p13 : tensor<64xf32>
    %v309 = "stablehlo.multiply"(%v307, %v307) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v311 = "stablehlo.reduce"(%v309, %v310) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v312 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v313 = "stablehlo.multiply"(%v311, %v312) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v314 = "stablehlo.broadcast_in_dim"(%v313) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v315 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v316 = "stablehlo.add"(%v314, %v315) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v317 = "stablehlo.rsqrt"(%v316) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v318 = "stablehlo.multiply"(%v307, %v317) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v308) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v320 = "stablehlo.multiply"(%v318, %v319) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v321 = util.global.load @p21 : tensor<128x64xf32>
    %v322 = tensor.empty() : tensor<1x128xf32>
    %v323 = arith.constant 0.0 : f32
    %v324 = linalg.fill ins(%v323 : f32) outs(%v322 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v325 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v320, %v321 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v324 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v326 = "stablehlo.logistic"(%v325) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v328 = util.global.load @p22 : tensor<128x64xf32>
    %v329 = tensor.empty() : tensor<1x128xf32>
    %v330 = arith.constant 0.0 : f32
    %v331 = linalg.fill ins(%v330 : f32) outs(%v329 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %v332 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v320, %v328 : tensor<1x64xf32>, tensor<128x64xf32>) outs(%v331 : tensor<1x128xf32>) {iree.opt.data_tiling} -> tensor<1x128xf32>
    %v333 = "stablehlo.multiply"(%v327, %v332) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %v334 = util.global.load @p23 : tensor<64x128xf32>
    %v335 = tensor.empty() : tensor<1x64xf32>
    %v336 = arith.constant 0.0 : f32
    %v337 = linalg.fill ins(%v336 : f32) outs(%v335 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v338 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v333, %v334 : tensor<1x128xf32>, tensor<64x128xf32>) outs(%v337 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v339 = "stablehlo.add"(%v307, %v338) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v340 = "stablehlo.transpose"(%v237) {permutation = array<i64: 1, 2, 0>} : (tensor<1x2x16xf32>) -> tensor<2x16x1xf32>
    %v341 = "stablehlo.reshape"(%v340) : (tensor<2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %v342 = "stablehlo.transpose"(%v219) {permutation = array<i64: 1, 0, 2>} : (tensor<1x2x16xf32>) -> tensor<2x1x16xf32>
    %v343 = "stablehlo.reshape"(%v342) : (tensor<2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %v344 = "stablehlo.concatenate"(%v177, %v341) {dimension = 0 : i64} : (tensor<1x2x16x1xf32>, tensor<1x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %v345 = "stablehlo.concatenate"(%v179, %v343) {dimension = 0 : i64} : (tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<2x2x1x16xf32>
    %v346 = util.global.load @p25 : tensor<64xf32>
    %v347 = "stablehlo.multiply"(%v339, %v339) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v349 = "stablehlo.reduce"(%v347, %v348) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v350 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v351 = "stablehlo.multiply"(%v349, %v350) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v352 = "stablehlo.broadcast_in_dim"(%v351) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v353 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v354 = "stablehlo.add"(%v352, %v353) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v355 = "stablehlo.rsqrt"(%v354) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v356 = "stablehlo.multiply"(%v339, %v355) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v357 = "stablehlo.broadcast_in_dim"(%v346) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v358 = "stablehlo.multiply"(%v356, %v357) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v359 = util.global.load @p24 : tensor<151936x64xf32>
    %v360 = tensor.empty() : tensor<1x151936xf32>
    %v361 = arith.constant 0.0 : f32
    %v362 = linalg.fill ins(%v361 : f32) outs(%v360 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v363 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v358, %v359 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v362 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v363, %v344, %v345 : tensor<1x151936xf32>, tensor<2x2x16x1xf32>, tensor<2x2x1x16xf32>
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
  func.func @decode_n2(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x2x16x?xf32>, %arg6: tensor<2x2x?x16xf32>) -> (tensor<2x151936xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>) {
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
    %v14 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v15 = "stablehlo.reshape"(%v14) : (tensor<1xi32>) -> tensor<i32>
    %v16 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v17 = "stablehlo.reshape"(%v16) : (tensor<1xi32>) -> tensor<i32>
    %v18 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v19 = "stablehlo.reshape"(%v18) : (tensor<1xi32>) -> tensor<i32>
    %v20 = util.global.load @p0 : tensor<64xf32>
    %v21 = "stablehlo.multiply"(%v3, %v3) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v23 = "stablehlo.reduce"(%v21, %v22) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v24 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v25 = "stablehlo.multiply"(%v23, %v24) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v26 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v27 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v28 = "stablehlo.add"(%v26, %v27) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v29 = "stablehlo.rsqrt"(%v28) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v30 = "stablehlo.multiply"(%v3, %v29) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v31 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v32 = "stablehlo.multiply"(%v30, %v31) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v33 = util.global.load @p2 : tensor<64x64xf32>
    %v34 = util.global.load @p3 : tensor<64xf32>
    %v35 = tensor.empty() : tensor<2x64xf32>
    %v36 = arith.constant 0.0 : f32
    %v37 = linalg.fill ins(%v36 : f32) outs(%v35 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v38 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v32, %v33 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v37 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v40 = "stablehlo.add"(%v38, %v39) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v41 = "stablehlo.reshape"(%v40) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v42 = util.global.load @p4 : tensor<32x64xf32>
    %v43 = util.global.load @p5 : tensor<32xf32>
    %v44 = tensor.empty() : tensor<2x32xf32>
    %v45 = arith.constant 0.0 : f32
    %v46 = linalg.fill ins(%v45 : f32) outs(%v44 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v47 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v32, %v42 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v46 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v48 = "stablehlo.broadcast_in_dim"(%v43) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v49 = "stablehlo.add"(%v47, %v48) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v50 = "stablehlo.reshape"(%v49) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v51 = util.global.load @p6 : tensor<32x64xf32>
    %v52 = util.global.load @p7 : tensor<32xf32>
    %v53 = tensor.empty() : tensor<2x32xf32>
    %v54 = arith.constant 0.0 : f32
    %v55 = linalg.fill ins(%v54 : f32) outs(%v53 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v56 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v32, %v51 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v55 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v58 = "stablehlo.add"(%v56, %v57) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v59 = "stablehlo.reshape"(%v58) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v60 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v61 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v62 = "stablehlo.negate"(%v61) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v63 = "stablehlo.concatenate"(%v62, %v60) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v64 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v66 = "stablehlo.multiply"(%v41, %v64) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v67 = "stablehlo.multiply"(%v63, %v65) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v68 = "stablehlo.add"(%v66, %v67) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v69 = "stablehlo.slice"(%v50) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v70 = "stablehlo.slice"(%v50) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v71 = "stablehlo.negate"(%v70) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v72 = "stablehlo.concatenate"(%v71, %v69) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v75 = "stablehlo.multiply"(%v50, %v73) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v76 = "stablehlo.multiply"(%v72, %v74) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v77 = "stablehlo.add"(%v75, %v76) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v78 = "stablehlo.reshape"(%v68) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v79 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x16xf32>
    %v80 = "stablehlo.multiply"(%v78, %v79) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v81 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v82 = "stablehlo.reshape"(%v81) : (tensor<1xi32>) -> tensor<i32>
    %v83 = "stablehlo.slice"(%v80) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v84 = stablehlo.constant dense<0> : tensor<i32>
    %v85 = tensor.extract %v82[] : tensor<i32>
    %v86 = arith.index_cast %v85 : i32 to index
    %v87 = tensor.extract %v84[] : tensor<i32>
    %v88 = arith.index_cast %v87 : i32 to index
    %v89 = tensor.extract %v84[] : tensor<i32>
    %v90 = arith.index_cast %v89 : i32 to index
    %v91 = tensor.extract %v13[] : tensor<i32>
    %v92 = arith.index_cast %v91 : i32 to index
    %v93 = tensor.extract %v17[] : tensor<i32>
    %v94 = arith.index_cast %v93 : i32 to index
    %v95 = tensor.extract_slice %arg5[%v86, %v88, %v90, %v92] [1, 2, 16, %v94] [1, 1, 1, 1] : tensor<2x2x16x?xf32> to tensor<1x2x16x?xf32>
    %v96 = stablehlo.constant dense<0> : tensor<i32>
    %v97 = tensor.extract %v82[] : tensor<i32>
    %v98 = arith.index_cast %v97 : i32 to index
    %v99 = tensor.extract %v96[] : tensor<i32>
    %v100 = arith.index_cast %v99 : i32 to index
    %v101 = tensor.extract %v13[] : tensor<i32>
    %v102 = arith.index_cast %v101 : i32 to index
    %v103 = tensor.extract %v96[] : tensor<i32>
    %v104 = arith.index_cast %v103 : i32 to index
    %v105 = tensor.extract %v17[] : tensor<i32>
    %v106 = arith.index_cast %v105 : i32 to index
    %v107 = tensor.extract_slice %arg6[%v98, %v100, %v102, %v104] [1, 2, %v106, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v108 = "stablehlo.dot_general"(%v83, %v95) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x?xf32>) -> tensor<1x2x2x?xf32>
    %v109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v110 = "stablehlo.reduce"(%v108, %v109) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v111 = stablehlo.constant dense<1> : tensor<i32>
    %v112 = "stablehlo.reshape"(%v111) : (tensor<i32>) -> tensor<1xi32>
    %v113 = stablehlo.constant dense<2> : tensor<i32>
    %v114 = "stablehlo.reshape"(%v113) : (tensor<i32>) -> tensor<1xi32>
    %v115 = stablehlo.constant dense<2> : tensor<i32>
    %v116 = "stablehlo.reshape"(%v115) : (tensor<i32>) -> tensor<1xi32>
    %v117 = "stablehlo.get_dimension_size"(%v108) {dimension = 3 : i64} : (tensor<1x2x2x?xf32>) -> tensor<i32>
    %v118 = "stablehlo.reshape"(%v117) : (tensor<i32>) -> tensor<1xi32>
    %v119 = "stablehlo.concatenate"(%v112, %v114, %v116, %v118) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v120 = "stablehlo.dynamic_broadcast_in_dim"(%v110, %v119) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>, tensor<4xi32>) -> tensor<1x2x2x?xf32>
    %v121 = "stablehlo.subtract"(%v108, %v120) : (tensor<1x2x2x?xf32>, tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v122 = "stablehlo.exponential"(%v121) : (tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v124 = "stablehlo.reduce"(%v122, %v123) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v125 = "stablehlo.dot_general"(%v122, %v107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x?xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x2x16xf32>
    %v126 = "stablehlo.slice"(%v80) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v127 = stablehlo.constant dense<0> : tensor<i32>
    %v128 = tensor.extract %v82[] : tensor<i32>
    %v129 = arith.index_cast %v128 : i32 to index
    %v130 = tensor.extract %v127[] : tensor<i32>
    %v131 = arith.index_cast %v130 : i32 to index
    %v132 = tensor.extract %v127[] : tensor<i32>
    %v133 = arith.index_cast %v132 : i32 to index
    %v134 = tensor.extract %v15[] : tensor<i32>
    %v135 = arith.index_cast %v134 : i32 to index
    %v136 = tensor.extract %v19[] : tensor<i32>
    %v137 = arith.index_cast %v136 : i32 to index
    %v138 = tensor.extract_slice %arg5[%v129, %v131, %v133, %v135] [1, 2, 16, %v137] [1, 1, 1, 1] : tensor<2x2x16x?xf32> to tensor<1x2x16x?xf32>
    %v139 = stablehlo.constant dense<0> : tensor<i32>
    %v140 = tensor.extract %v82[] : tensor<i32>
    %v141 = arith.index_cast %v140 : i32 to index
    %v142 = tensor.extract %v139[] : tensor<i32>
    %v143 = arith.index_cast %v142 : i32 to index
    %v144 = tensor.extract %v15[] : tensor<i32>
    %v145 = arith.index_cast %v144 : i32 to index
    %v146 = tensor.extract %v139[] : tensor<i32>
    %v147 = arith.index_cast %v146 : i32 to index
    %v148 = tensor.extract %v19[] : tensor<i32>
    %v149 = arith.index_cast %v148 : i32 to index
    %v150 = tensor.extract_slice %arg6[%v141, %v143, %v145, %v147] [1, 2, %v149, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v151 = "stablehlo.dot_general"(%v126, %v138) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x?xf32>) -> tensor<1x2x2x?xf32>
    %v152 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v153 = "stablehlo.reduce"(%v151, %v152) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v154 = stablehlo.constant dense<1> : tensor<i32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<i32>) -> tensor<1xi32>
    %v156 = stablehlo.constant dense<2> : tensor<i32>
    %v157 = "stablehlo.reshape"(%v156) : (tensor<i32>) -> tensor<1xi32>
    %v158 = stablehlo.constant dense<2> : tensor<i32>
    %v159 = "stablehlo.reshape"(%v158) : (tensor<i32>) -> tensor<1xi32>
    %v160 = "stablehlo.get_dimension_size"(%v151) {dimension = 3 : i64} : (tensor<1x2x2x?xf32>) -> tensor<i32>
    %v161 = "stablehlo.reshape"(%v160) : (tensor<i32>) -> tensor<1xi32>
    %v162 = "stablehlo.concatenate"(%v155, %v157, %v159, %v161) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v163 = "stablehlo.dynamic_broadcast_in_dim"(%v153, %v162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>, tensor<4xi32>) -> tensor<1x2x2x?xf32>
    %v164 = "stablehlo.subtract"(%v151, %v163) : (tensor<1x2x2x?xf32>, tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v165 = "stablehlo.exponential"(%v164) : (tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v166 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v167 = "stablehlo.reduce"(%v165, %v166) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v168 = "stablehlo.dot_general"(%v165, %v150) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x?xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x2x16xf32>
    %v169 = "stablehlo.concatenate"(%v110, %v153) {dimension = 0 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<2x2x2xf32>
    %v170 = "stablehlo.concatenate"(%v124, %v167) {dimension = 0 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<2x2x2xf32>
    %v171 = "stablehlo.concatenate"(%v125, %v168) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v172 = "stablehlo.dot_general"(%v80, %v77) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2xf32>
    %v173 = "stablehlo.maximum"(%v169, %v172) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v174 = "stablehlo.subtract"(%v169, %v173) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v175 = "stablehlo.exponential"(%v174) : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v176 = "stablehlo.subtract"(%v172, %v173) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v177 = "stablehlo.exponential"(%v176) : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v178 = "stablehlo.multiply"(%v170, %v175) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v179 = "stablehlo.add"(%v178, %v177) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v175) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v181 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v183 = "stablehlo.multiply"(%v171, %v180) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v184 = "stablehlo.multiply"(%v181, %v182) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v185 = "stablehlo.add"(%v183, %v184) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v179) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v187 = "stablehlo.divide"(%v185, %v186) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v188 = "stablehlo.reshape"(%v187) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v189 = util.global.load @p8 : tensor<64x64xf32>
    %v190 = tensor.empty() : tensor<2x64xf32>
    %v191 = arith.constant 0.0 : f32
    %v192 = linalg.fill ins(%v191 : f32) outs(%v190 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v193 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v189 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v192 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v194 = "stablehlo.add"(%v3, %v193) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v195 = util.global.load @p1 : tensor<64xf32>
    %v196 = "stablehlo.multiply"(%v194, %v194) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v198 = "stablehlo.reduce"(%v196, %v197) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v199 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v200 = "stablehlo.multiply"(%v198, %v199) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v201 = "stablehlo.broadcast_in_dim"(%v200) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v202 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v203 = "stablehlo.add"(%v201, %v202) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v204 = "stablehlo.rsqrt"(%v203) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v205 = "stablehlo.multiply"(%v194, %v204) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v195) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v207 = "stablehlo.multiply"(%v205, %v206) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v208 = util.global.load @p9 : tensor<128x64xf32>
    %v209 = tensor.empty() : tensor<2x128xf32>
    %v210 = arith.constant 0.0 : f32
    %v211 = linalg.fill ins(%v210 : f32) outs(%v209 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v212 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v207, %v208 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v211 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v213 = "stablehlo.logistic"(%v212) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v214 = "stablehlo.multiply"(%v212, %v213) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v215 = util.global.load @p10 : tensor<128x64xf32>
    %v216 = tensor.empty() : tensor<2x128xf32>
    %v217 = arith.constant 0.0 : f32
    %v218 = linalg.fill ins(%v217 : f32) outs(%v216 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v219 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v207, %v215 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v218 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v220 = "stablehlo.multiply"(%v214, %v219) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v221 = util.global.load @p11 : tensor<64x128xf32>
    %v222 = tensor.empty() : tensor<2x64xf32>
    %v223 = arith.constant 0.0 : f32
    %v224 = linalg.fill ins(%v223 : f32) outs(%v222 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v225 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v220, %v221 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v224 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v226 = "stablehlo.add"(%v194, %v225) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v227 = "stablehlo.transpose"(%v77) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v228 = "stablehlo.reshape"(%v227) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v229 = "stablehlo.transpose"(%v59) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v230 = "stablehlo.reshape"(%v229) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v231 = util.global.load @p12 : tensor<64xf32>
    %v232 = "stablehlo.multiply"(%v226, %v226) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v232, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v235 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v236 = "stablehlo.multiply"(%v234, %v235) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v238 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v239 = "stablehlo.add"(%v237, %v238) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v240 = "stablehlo.rsqrt"(%v239) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v241 = "stablehlo.multiply"(%v226, %v240) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v243 = "stablehlo.multiply"(%v241, %v242) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v244 = util.global.load @p14 : tensor<64x64xf32>
    %v245 = util.global.load @p15 : tensor<64xf32>
    %v246 = tensor.empty() : tensor<2x64xf32>
    %v247 = arith.constant 0.0 : f32
    %v248 = linalg.fill ins(%v247 : f32) outs(%v246 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v249 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v243, %v244 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v248 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v245) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v251 = "stablehlo.add"(%v249, %v250) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v253 = util.global.load @p16 : tensor<32x64xf32>
    %v254 = util.global.load @p17 : tensor<32xf32>
    %v255 = tensor.empty() : tensor<2x32xf32>
    %v256 = arith.constant 0.0 : f32
    %v257 = linalg.fill ins(%v256 : f32) outs(%v255 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v258 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v243, %v253 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v257 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v259 = "stablehlo.broadcast_in_dim"(%v254) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v260 = "stablehlo.add"(%v258, %v259) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v261 = "stablehlo.reshape"(%v260) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v262 = util.global.load @p18 : tensor<32x64xf32>
    %v263 = util.global.load @p19 : tensor<32xf32>
    %v264 = tensor.empty() : tensor<2x32xf32>
    %v265 = arith.constant 0.0 : f32
    %v266 = linalg.fill ins(%v265 : f32) outs(%v264 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %v267 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v243, %v262 : tensor<2x64xf32>, tensor<32x64xf32>) outs(%v266 : tensor<2x32xf32>) {iree.opt.data_tiling} -> tensor<2x32xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v263) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v269 = "stablehlo.add"(%v267, %v268) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v270 = "stablehlo.reshape"(%v269) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v271 = "stablehlo.slice"(%v252) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v272 = "stablehlo.slice"(%v252) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v273 = "stablehlo.negate"(%v272) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v274 = "stablehlo.concatenate"(%v273, %v271) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v275 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v277 = "stablehlo.multiply"(%v252, %v275) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v278 = "stablehlo.multiply"(%v274, %v276) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v279 = "stablehlo.add"(%v277, %v278) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v280 = "stablehlo.slice"(%v261) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v281 = "stablehlo.slice"(%v261) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v282 = "stablehlo.negate"(%v281) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v283 = "stablehlo.concatenate"(%v282, %v280) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v285 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v286 = "stablehlo.multiply"(%v261, %v284) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v287 = "stablehlo.multiply"(%v283, %v285) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v288 = "stablehlo.add"(%v286, %v287) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v289 = "stablehlo.reshape"(%v279) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v290 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x16xf32>
    %v291 = "stablehlo.multiply"(%v289, %v290) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v292 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v293 = "stablehlo.reshape"(%v292) : (tensor<1xi32>) -> tensor<i32>
    %v294 = "stablehlo.slice"(%v291) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v295 = stablehlo.constant dense<0> : tensor<i32>
    %v296 = tensor.extract %v293[] : tensor<i32>
    %v297 = arith.index_cast %v296 : i32 to index
    %v298 = tensor.extract %v295[] : tensor<i32>
    %v299 = arith.index_cast %v298 : i32 to index
    %v300 = tensor.extract %v295[] : tensor<i32>
    %v301 = arith.index_cast %v300 : i32 to index
    %v302 = tensor.extract %v13[] : tensor<i32>
    %v303 = arith.index_cast %v302 : i32 to index
    %v304 = tensor.extract %v17[] : tensor<i32>
    %v305 = arith.index_cast %v304 : i32 to index
    %v306 = tensor.extract_slice %arg5[%v297, %v299, %v301, %v303] [1, 2, 16, %v305] [1, 1, 1, 1] : tensor<2x2x16x?xf32> to tensor<1x2x16x?xf32>
    %v307 = stablehlo.constant dense<0> : tensor<i32>
    %v308 = tensor.extract %v293[] : tensor<i32>
    %v309 = arith.index_cast %v308 : i32 to index
    %v310 = tensor.extract %v307[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract %v13[] : tensor<i32>
    %v313 = arith.index_cast %v312 : i32 to index
    %v314 = tensor.extract %v307[] : tensor<i32>
    %v315 = arith.index_cast %v314 : i32 to index
    %v316 = tensor.extract %v17[] : tensor<i32>
    %v317 = arith.index_cast %v316 : i32 to index
    %v318 = tensor.extract_slice %arg6[%v309, %v311, %v313, %v315] [1, 2, %v317, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v319 = "stablehlo.dot_general"(%v294, %v306) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x?xf32>) -> tensor<1x2x2x?xf32>
    %v320 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v321 = "stablehlo.reduce"(%v319, %v320) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v322 = stablehlo.constant dense<1> : tensor<i32>
    %v323 = "stablehlo.reshape"(%v322) : (tensor<i32>) -> tensor<1xi32>
    %v324 = stablehlo.constant dense<2> : tensor<i32>
    %v325 = "stablehlo.reshape"(%v324) : (tensor<i32>) -> tensor<1xi32>
    %v326 = stablehlo.constant dense<2> : tensor<i32>
    %v327 = "stablehlo.reshape"(%v326) : (tensor<i32>) -> tensor<1xi32>
    %v328 = "stablehlo.get_dimension_size"(%v319) {dimension = 3 : i64} : (tensor<1x2x2x?xf32>) -> tensor<i32>
    %v329 = "stablehlo.reshape"(%v328) : (tensor<i32>) -> tensor<1xi32>
    %v330 = "stablehlo.concatenate"(%v323, %v325, %v327, %v329) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v331 = "stablehlo.dynamic_broadcast_in_dim"(%v321, %v330) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>, tensor<4xi32>) -> tensor<1x2x2x?xf32>
    %v332 = "stablehlo.subtract"(%v319, %v331) : (tensor<1x2x2x?xf32>, tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v333 = "stablehlo.exponential"(%v332) : (tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v334 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v335 = "stablehlo.reduce"(%v333, %v334) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v336 = "stablehlo.dot_general"(%v333, %v318) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x?xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x2x16xf32>
    %v337 = "stablehlo.slice"(%v291) {start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v338 = stablehlo.constant dense<0> : tensor<i32>
    %v339 = tensor.extract %v293[] : tensor<i32>
    %v340 = arith.index_cast %v339 : i32 to index
    %v341 = tensor.extract %v338[] : tensor<i32>
    %v342 = arith.index_cast %v341 : i32 to index
    %v343 = tensor.extract %v338[] : tensor<i32>
    %v344 = arith.index_cast %v343 : i32 to index
    %v345 = tensor.extract %v15[] : tensor<i32>
    %v346 = arith.index_cast %v345 : i32 to index
    %v347 = tensor.extract %v19[] : tensor<i32>
    %v348 = arith.index_cast %v347 : i32 to index
    %v349 = tensor.extract_slice %arg5[%v340, %v342, %v344, %v346] [1, 2, 16, %v348] [1, 1, 1, 1] : tensor<2x2x16x?xf32> to tensor<1x2x16x?xf32>
    %v350 = stablehlo.constant dense<0> : tensor<i32>
    %v351 = tensor.extract %v293[] : tensor<i32>
    %v352 = arith.index_cast %v351 : i32 to index
    %v353 = tensor.extract %v350[] : tensor<i32>
    %v354 = arith.index_cast %v353 : i32 to index
    %v355 = tensor.extract %v15[] : tensor<i32>
    %v356 = arith.index_cast %v355 : i32 to index
    %v357 = tensor.extract %v350[] : tensor<i32>
    %v358 = arith.index_cast %v357 : i32 to index
    %v359 = tensor.extract %v19[] : tensor<i32>
    %v360 = arith.index_cast %v359 : i32 to index
    %v361 = tensor.extract_slice %arg6[%v352, %v354, %v356, %v358] [1, 2, %v360, 16] [1, 1, 1, 1] : tensor<2x2x?x16xf32> to tensor<1x2x?x16xf32>
    %v362 = "stablehlo.dot_general"(%v337, %v349) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<1x2x16x?xf32>) -> tensor<1x2x2x?xf32>
    %v363 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v364 = "stablehlo.reduce"(%v362, %v363) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v365 = stablehlo.constant dense<1> : tensor<i32>
    %v366 = "stablehlo.reshape"(%v365) : (tensor<i32>) -> tensor<1xi32>
    %v367 = stablehlo.constant dense<2> : tensor<i32>
    %v368 = "stablehlo.reshape"(%v367) : (tensor<i32>) -> tensor<1xi32>
    %v369 = stablehlo.constant dense<2> : tensor<i32>
    %v370 = "stablehlo.reshape"(%v369) : (tensor<i32>) -> tensor<1xi32>
    %v371 = "stablehlo.get_dimension_size"(%v362) {dimension = 3 : i64} : (tensor<1x2x2x?xf32>) -> tensor<i32>
    %v372 = "stablehlo.reshape"(%v371) : (tensor<i32>) -> tensor<1xi32>
    %v373 = "stablehlo.concatenate"(%v366, %v368, %v370, %v372) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v374 = "stablehlo.dynamic_broadcast_in_dim"(%v364, %v373) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>, tensor<4xi32>) -> tensor<1x2x2x?xf32>
    %v375 = "stablehlo.subtract"(%v362, %v374) : (tensor<1x2x2x?xf32>, tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v376 = "stablehlo.exponential"(%v375) : (tensor<1x2x2x?xf32>) -> tensor<1x2x2x?xf32>
    %v377 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v378 = "stablehlo.reduce"(%v376, %v377) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x?xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %v379 = "stablehlo.dot_general"(%v376, %v361) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x?xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x2x16xf32>
    %v380 = "stablehlo.concatenate"(%v321, %v364) {dimension = 0 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<2x2x2xf32>
    %v381 = "stablehlo.concatenate"(%v335, %v378) {dimension = 0 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<2x2x2xf32>
    %v382 = "stablehlo.concatenate"(%v336, %v379) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v383 = "stablehlo.dot_general"(%v291, %v288) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2xf32>
    %v384 = "stablehlo.maximum"(%v380, %v383) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v385 = "stablehlo.subtract"(%v380, %v384) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v386 = "stablehlo.exponential"(%v385) : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v387 = "stablehlo.subtract"(%v383, %v384) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v388 = "stablehlo.exponential"(%v387) : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v389 = "stablehlo.multiply"(%v381, %v386) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v390 = "stablehlo.add"(%v389, %v388) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %v391 = "stablehlo.broadcast_in_dim"(%v386) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v392 = "stablehlo.broadcast_in_dim"(%v388) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v393 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v394 = "stablehlo.multiply"(%v382, %v391) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v395 = "stablehlo.multiply"(%v392, %v393) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v396 = "stablehlo.add"(%v394, %v395) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v397 = "stablehlo.broadcast_in_dim"(%v390) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v398 = "stablehlo.divide"(%v396, %v397) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v399 = "stablehlo.reshape"(%v398) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v400 = util.global.load @p20 : tensor<64x64xf32>
    %v401 = tensor.empty() : tensor<2x64xf32>
    %v402 = arith.constant 0.0 : f32
    %v403 = linalg.fill ins(%v402 : f32) outs(%v401 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v404 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v399, %v400 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v403 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v405 = "stablehlo.add"(%v226, %v404) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v406 = util.global.load @p13 : tensor<64xf32>
    %v407 = "stablehlo.multiply"(%v405, %v405) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v408 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v409 = "stablehlo.reduce"(%v407, %v408) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v410 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v411 = "stablehlo.multiply"(%v409, %v410) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v412 = "stablehlo.broadcast_in_dim"(%v411) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v413 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v414 = "stablehlo.add"(%v412, %v413) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v415 = "stablehlo.rsqrt"(%v414) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v416 = "stablehlo.multiply"(%v405, %v415) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v406) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v418 = "stablehlo.multiply"(%v416, %v417) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v419 = util.global.load @p21 : tensor<128x64xf32>
    %v420 = tensor.empty() : tensor<2x128xf32>
    %v421 = arith.constant 0.0 : f32
    %v422 = linalg.fill ins(%v421 : f32) outs(%v420 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v423 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v418, %v419 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v422 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v424 = "stablehlo.logistic"(%v423) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v425 = "stablehlo.multiply"(%v423, %v424) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v426 = util.global.load @p22 : tensor<128x64xf32>
    %v427 = tensor.empty() : tensor<2x128xf32>
    %v428 = arith.constant 0.0 : f32
    %v429 = linalg.fill ins(%v428 : f32) outs(%v427 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %v430 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v418, %v426 : tensor<2x64xf32>, tensor<128x64xf32>) outs(%v429 : tensor<2x128xf32>) {iree.opt.data_tiling} -> tensor<2x128xf32>
    %v431 = "stablehlo.multiply"(%v425, %v430) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v432 = util.global.load @p23 : tensor<64x128xf32>
    %v433 = tensor.empty() : tensor<2x64xf32>
    %v434 = arith.constant 0.0 : f32
    %v435 = linalg.fill ins(%v434 : f32) outs(%v433 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v436 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v431, %v432 : tensor<2x128xf32>, tensor<64x128xf32>) outs(%v435 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v437 = "stablehlo.add"(%v405, %v436) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v438 = "stablehlo.transpose"(%v288) {permutation = array<i64: 1, 2, 0>} : (tensor<2x2x16xf32>) -> tensor<2x16x2xf32>
    %v439 = "stablehlo.reshape"(%v438) : (tensor<2x16x2xf32>) -> tensor<1x2x16x2xf32>
    %v440 = "stablehlo.transpose"(%v270) {permutation = array<i64: 1, 0, 2>} : (tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v441 = "stablehlo.reshape"(%v440) : (tensor<2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %v442 = "stablehlo.concatenate"(%v228, %v439) {dimension = 0 : i64} : (tensor<1x2x16x2xf32>, tensor<1x2x16x2xf32>) -> tensor<2x2x16x2xf32>
    %v443 = "stablehlo.concatenate"(%v230, %v441) {dimension = 0 : i64} : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v444 = util.global.load @p25 : tensor<64xf32>
    %v445 = "stablehlo.multiply"(%v437, %v437) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v446 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v447 = "stablehlo.reduce"(%v445, %v446) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v448 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v449 = "stablehlo.multiply"(%v447, %v448) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v450 = "stablehlo.broadcast_in_dim"(%v449) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v451 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v452 = "stablehlo.add"(%v450, %v451) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v453 = "stablehlo.rsqrt"(%v452) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v454 = "stablehlo.multiply"(%v437, %v453) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v455 = "stablehlo.broadcast_in_dim"(%v444) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v456 = "stablehlo.multiply"(%v454, %v455) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v457 = util.global.load @p24 : tensor<151936x64xf32>
    %v458 = tensor.empty() : tensor<2x151936xf32>
    %v459 = arith.constant 0.0 : f32
    %v460 = linalg.fill ins(%v459 : f32) outs(%v458 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v461 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v456, %v457 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v460 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v461, %v442, %v443 : tensor<2x151936xf32>, tensor<2x2x16x2xf32>, tensor<2x2x2x16xf32>
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
