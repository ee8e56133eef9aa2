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
  func.func @prefill_s64(%arg0: tensor<64xi32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xi32>, %arg3: tensor<3x64xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<2x2x2x128x16xf32>, %arg7: tensor<2x2x2x128x16xf32>) -> (tensor<1x151936xf32>, tensor<2x2x2x128x16xf32>, tensor<2x2x2x128x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<64xi32>) -> tensor<64x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<64x1xi32>) -> tensor<64x64xf32>
    %v4 = stablehlo.constant dense<0> : tensor<64xi32>
    %v5 = "stablehlo.compare"(%arg2, %v4) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi1>) -> tensor<64x64xi1>
    %v7 = "stablehlo.select"(%v6, %arg1, %v3) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v8 = "stablehlo.convert"(%arg3) : (tensor<3x64xi64>) -> tensor<3x64xf32>
    %v9 = "stablehlo.slice"(%v8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %v10 = "stablehlo.reshape"(%v9) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v11 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %v12 = "stablehlo.slice"(%v8) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %v15 = "stablehlo.slice"(%v8) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 64>, strides = array<i64: 1, 1>} : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %v18 = "stablehlo.concatenate"(%v11, %v14, %v17) {dimension = 1 : i64} : (tensor<64x2xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x8xf32>
    %v19 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<64x8xf32>
    %v21 = "stablehlo.multiply"(%v18, %v20) : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
    %v22 = "stablehlo.concatenate"(%v21, %v21) {dimension = 1 : i64} : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x16xf32>
    %v23 = "stablehlo.cosine"(%v22) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v24 = "stablehlo.sine"(%v22) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<64x64xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<64x64xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<64x64xi1>) -> tensor<2x64x2x64xi1>
    %v29 = stablehlo.constant dense<0xFF800000> : tensor<2x64x2x64xf32>
    %v30 = stablehlo.constant dense<0> : tensor<i32>
    %v31 = util.global.load @p0 : tensor<64xf32>
    %v32 = "stablehlo.multiply"(%v7, %v7) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v34 = "stablehlo.reduce"(%v32, %v33) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v35 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v36 = "stablehlo.multiply"(%v34, %v35) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v38 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v40 = "stablehlo.rsqrt"(%v39) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v41 = "stablehlo.multiply"(%v7, %v40) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v31) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v43 = "stablehlo.multiply"(%v41, %v42) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v44 = util.global.load @p2 : tensor<64x64xf32>
    %v45 = util.global.load @p3 : tensor<64xf32>
    %v46 = "stablehlo.dot_general"(%v43, %v44) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v48 = "stablehlo.add"(%v46, %v47) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v49 = "stablehlo.reshape"(%v48) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v50 = util.global.load @p4 : tensor<32x64xf32>
    %v51 = util.global.load @p5 : tensor<32xf32>
    %v52 = "stablehlo.dot_general"(%v43, %v50) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v51) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v54 = "stablehlo.add"(%v52, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.reshape"(%v54) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v56 = util.global.load @p6 : tensor<32x64xf32>
    %v57 = util.global.load @p7 : tensor<32xf32>
    %v58 = "stablehlo.dot_general"(%v43, %v56) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.add"(%v58, %v59) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v61 = "stablehlo.reshape"(%v60) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v62 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v63 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v64 = "stablehlo.negate"(%v63) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v65 = "stablehlo.concatenate"(%v64, %v62) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v68 = "stablehlo.multiply"(%v49, %v66) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v69 = "stablehlo.multiply"(%v65, %v67) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v70 = "stablehlo.add"(%v68, %v69) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v71 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v72 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v73 = "stablehlo.negate"(%v72) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v74 = "stablehlo.concatenate"(%v73, %v71) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v77 = "stablehlo.multiply"(%v55, %v75) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v78 = "stablehlo.multiply"(%v74, %v76) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v79 = "stablehlo.add"(%v77, %v78) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v80 = "stablehlo.reshape"(%v70) : (tensor<64x4x16xf32>) -> tensor<64x2x2x16xf32>
    %v81 = "stablehlo.dot_general"(%v80, %v79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x2x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x64xf32>
    %v82 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x2x64xf32>
    %v83 = "stablehlo.multiply"(%v81, %v82) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v84 = "stablehlo.select"(%v28, %v83, %v29) : (tensor<2x64x2x64xi1>, tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v86 = "stablehlo.reduce"(%v84, %v85) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v86) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v88 = "stablehlo.subtract"(%v84, %v87) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v89 = "stablehlo.exponential"(%v88) : (tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v90 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v91 = "stablehlo.reduce"(%v89, %v90) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v93 = "stablehlo.divide"(%v89, %v92) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v94 = "stablehlo.dot_general"(%v93, %v61) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x64x2x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x16xf32>
    %v95 = "stablehlo.transpose"(%v94) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x64x2x16xf32>) -> tensor<64x2x2x16xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<64x2x2x16xf32>) -> tensor<64x64xf32>
    %v97 = util.global.load @p8 : tensor<64x64xf32>
    %v98 = "stablehlo.dot_general"(%v96, %v97) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v99 = "stablehlo.add"(%v7, %v98) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v100 = util.global.load @p1 : tensor<64xf32>
    %v101 = "stablehlo.multiply"(%v99, %v99) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v103 = "stablehlo.reduce"(%v101, %v102) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v104 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v105 = "stablehlo.multiply"(%v103, %v104) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v107 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v108 = "stablehlo.add"(%v106, %v107) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v109 = "stablehlo.rsqrt"(%v108) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v110 = "stablehlo.multiply"(%v99, %v109) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v112 = "stablehlo.multiply"(%v110, %v111) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v113 = util.global.load @p9 : tensor<128x64xf32>
    %v114 = util.global.load @p10 : tensor<128x64xf32>
    %v115 = util.global.load @p11 : tensor<64x128xf32>
    %v116 = "stablehlo.dot_general"(%v112, %v113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v117 = "stablehlo.logistic"(%v116) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v118 = "stablehlo.multiply"(%v116, %v117) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v119 = "stablehlo.dot_general"(%v112, %v114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v121 = "stablehlo.dot_general"(%v120, %v115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
    %v122 = "stablehlo.add"(%v99, %v121) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v123 = stablehlo.constant dense<0> : tensor<i32>
    %v124 = "stablehlo.transpose"(%v79) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v125 = "stablehlo.reshape"(%v124) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v126 = "stablehlo.dynamic_update_slice"(%arg6, %v125, %v123, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v127 = "stablehlo.transpose"(%v61) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v128 = "stablehlo.reshape"(%v127) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v129 = "stablehlo.dynamic_update_slice"(%arg7, %v128, %v123, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v130 = util.global.load @p12 : tensor<64xf32>
    %v131 = "stablehlo.multiply"(%v122, %v122) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v133 = "stablehlo.reduce"(%v131, %v132) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v134 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v135) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v137 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v138 = "stablehlo.add"(%v136, %v137) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v139 = "stablehlo.rsqrt"(%v138) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v140 = "stablehlo.multiply"(%v122, %v139) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v130) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v142 = "stablehlo.multiply"(%v140, %v141) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v143 = util.global.load @p14 : tensor<64x64xf32>
    %v144 = util.global.load @p15 : tensor<64xf32>
    %v145 = "stablehlo.dot_general"(%v142, %v143) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v147 = "stablehlo.add"(%v145, %v146) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v148 = "stablehlo.reshape"(%v147) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v149 = util.global.load @p16 : tensor<32x64xf32>
    %v150 = util.global.load @p17 : tensor<32xf32>
    %v151 = "stablehlo.dot_general"(%v142, %v149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.broadcast_in_dim"(%v150) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v153 = "stablehlo.add"(%v151, %v152) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v154 = "stablehlo.reshape"(%v153) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v155 = util.global.load @p18 : tensor<32x64xf32>
    %v156 = util.global.load @p19 : tensor<32xf32>
    %v157 = "stablehlo.dot_general"(%v142, %v155) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v159 = "stablehlo.add"(%v157, %v158) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.reshape"(%v159) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v161 = "stablehlo.slice"(%v148) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v162 = "stablehlo.slice"(%v148) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v163 = "stablehlo.negate"(%v162) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v164 = "stablehlo.concatenate"(%v163, %v161) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v165 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v166 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v167 = "stablehlo.multiply"(%v148, %v165) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v168 = "stablehlo.multiply"(%v164, %v166) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v169 = "stablehlo.add"(%v167, %v168) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v170 = "stablehlo.slice"(%v154) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v171 = "stablehlo.slice"(%v154) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v172 = "stablehlo.negate"(%v171) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v173 = "stablehlo.concatenate"(%v172, %v170) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v174 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v176 = "stablehlo.multiply"(%v154, %v174) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v177 = "stablehlo.multiply"(%v173, %v175) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v178 = "stablehlo.add"(%v176, %v177) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v179 = "stablehlo.reshape"(%v169) : (tensor<64x4x16xf32>) -> tensor<64x2x2x16xf32>
    %v180 = "stablehlo.dot_general"(%v179, %v178) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x2x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x64xf32>
    %v181 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x2x64xf32>
    %v182 = "stablehlo.multiply"(%v180, %v181) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v183 = "stablehlo.select"(%v28, %v182, %v29) : (tensor<2x64x2x64xi1>, tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v184 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v185 = "stablehlo.reduce"(%v183, %v184) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v187 = "stablehlo.subtract"(%v183, %v186) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v188 = "stablehlo.exponential"(%v187) : (tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v190 = "stablehlo.reduce"(%v188, %v189) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v192 = "stablehlo.divide"(%v188, %v191) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v193 = "stablehlo.dot_general"(%v192, %v160) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x64x2x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x16xf32>
    %v194 = "stablehlo.transpose"(%v193) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x64x2x16xf32>) -> tensor<64x2x2x16xf32>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<64x2x2x16xf32>) -> tensor<64x64xf32>
    %v196 = util.global.load @p20 : tensor<64x64xf32>
    %v197 = "stablehlo.dot_general"(%v195, %v196) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v198 = "stablehlo.add"(%v122, %v197) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v199 = util.global.load @p13 : tensor<64xf32>
    %v200 = "stablehlo.multiply"(%v198, %v198) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v203 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v204 = "stablehlo.multiply"(%v202, %v203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v206 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v208 = "stablehlo.rsqrt"(%v207) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v209 = "stablehlo.multiply"(%v198, %v208) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v210 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v211 = "stablehlo.multiply"(%v209, %v210) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v212 = util.global.load @p21 : tensor<128x64xf32>
    %v213 = util.global.load @p22 : tensor<128x64xf32>
    %v214 = util.global.load @p23 : tensor<64x128xf32>
    %v215 = "stablehlo.dot_general"(%v211, %v212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v216 = "stablehlo.logistic"(%v215) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v217 = "stablehlo.multiply"(%v215, %v216) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v218 = "stablehlo.dot_general"(%v211, %v213) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v219 = "stablehlo.multiply"(%v217, %v218) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v220 = "stablehlo.dot_general"(%v219, %v214) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
    %v221 = "stablehlo.add"(%v198, %v220) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v222 = stablehlo.constant dense<1> : tensor<i32>
    %v223 = "stablehlo.transpose"(%v178) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v224 = "stablehlo.reshape"(%v223) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v225 = "stablehlo.dynamic_update_slice"(%v126, %v224, %v222, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v226 = "stablehlo.transpose"(%v160) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v227 = "stablehlo.reshape"(%v226) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v228 = "stablehlo.dynamic_update_slice"(%v129, %v227, %v222, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v229 = "stablehlo.dynamic_slice"(%v221, %arg5, %v30) {slice_sizes = array<i64: 1, 64>} : (tensor<64x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v230 = util.global.load @p25 : tensor<64xf32>
    %v231 = "stablehlo.multiply"(%v229, %v229) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v233 = "stablehlo.reduce"(%v231, %v232) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v234 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v235 = "stablehlo.multiply"(%v233, %v234) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v235) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v237 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v238 = "stablehlo.add"(%v236, %v237) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v239 = "stablehlo.rsqrt"(%v238) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v240 = "stablehlo.multiply"(%v229, %v239) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v230) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v243 = util.global.load @p24 : tensor<151936x64xf32>
    %v244 = "stablehlo.dot_general"(%v242, %v243) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x64xf32>, tensor<151936x64xf32>) -> tensor<1x151936xf32>
    return %v244, %v225, %v228 : tensor<1x151936xf32>, tensor<2x2x2x128x16xf32>, tensor<2x2x2x128x16xf32>
  }
  func.func @prefill_stages_s64(%arg0: tensor<64xi32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xi32>, %arg3: tensor<3x64xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<2x2x2x128x16xf32>, %arg7: tensor<2x2x2x128x16xf32>) -> (tensor<64x151936xf32>, tensor<2x2x2x128x16xf32>, tensor<2x2x2x128x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xf32>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<64xi32>) -> tensor<64x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xf32>, tensor<64x1xi32>) -> tensor<64x64xf32>
    %v4 = stablehlo.constant dense<0> : tensor<64xi32>
    %v5 = "stablehlo.compare"(%arg2, %v4) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi1>) -> tensor<64x64xi1>
    %v7 = "stablehlo.select"(%v6, %arg1, %v3) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v8 = "stablehlo.convert"(%arg3) : (tensor<3x64xi64>) -> tensor<3x64xf32>
    %v9 = "stablehlo.slice"(%v8) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %v10 = "stablehlo.reshape"(%v9) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v11 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %v12 = "stablehlo.slice"(%v8) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %v13 = "stablehlo.reshape"(%v12) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %v15 = "stablehlo.slice"(%v8) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 64>, strides = array<i64: 1, 1>} : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %v18 = "stablehlo.concatenate"(%v11, %v14, %v17) {dimension = 1 : i64} : (tensor<64x2xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x8xf32>
    %v19 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<64x8xf32>
    %v21 = "stablehlo.multiply"(%v18, %v20) : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
    %v22 = "stablehlo.concatenate"(%v21, %v21) {dimension = 1 : i64} : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x16xf32>
    %v23 = "stablehlo.cosine"(%v22) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v24 = "stablehlo.sine"(%v22) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<64x64xi32>
    %v26 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<64x64xi32>
    %v27 = "stablehlo.compare"(%v26, %v25) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v28 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<64x64xi1>) -> tensor<2x64x2x64xi1>
    %v29 = stablehlo.constant dense<0xFF800000> : tensor<2x64x2x64xf32>
    %v30 = stablehlo.constant dense<0> : tensor<i32>
    %v31 = util.global.load @p0 : tensor<64xf32>
    %v32 = "stablehlo.multiply"(%v7, %v7) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v34 = "stablehlo.reduce"(%v32, %v33) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v35 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v36 = "stablehlo.multiply"(%v34, %v35) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v38 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v40 = "stablehlo.rsqrt"(%v39) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v41 = "stablehlo.multiply"(%v7, %v40) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v31) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v43 = "stablehlo.multiply"(%v41, %v42) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v44 = util.global.load @p2 : tensor<64x64xf32>
    %v45 = util.global.load @p3 : tensor<64xf32>
    %v46 = "stablehlo.dot_general"(%v43, %v44) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v48 = "stablehlo.add"(%v46, %v47) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v49 = "stablehlo.reshape"(%v48) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v50 = util.global.load @p4 : tensor<32x64xf32>
    %v51 = util.global.load @p5 : tensor<32xf32>
    %v52 = "stablehlo.dot_general"(%v43, %v50) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v51) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v54 = "stablehlo.add"(%v52, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.reshape"(%v54) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v56 = util.global.load @p6 : tensor<32x64xf32>
    %v57 = util.global.load @p7 : tensor<32xf32>
    %v58 = "stablehlo.dot_general"(%v43, %v56) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.add"(%v58, %v59) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v61 = "stablehlo.reshape"(%v60) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v62 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v63 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v64 = "stablehlo.negate"(%v63) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v65 = "stablehlo.concatenate"(%v64, %v62) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v68 = "stablehlo.multiply"(%v49, %v66) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v69 = "stablehlo.multiply"(%v65, %v67) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v70 = "stablehlo.add"(%v68, %v69) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v71 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v72 = "stablehlo.slice"(%v55) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v73 = "stablehlo.negate"(%v72) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v74 = "stablehlo.concatenate"(%v73, %v71) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v77 = "stablehlo.multiply"(%v55, %v75) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v78 = "stablehlo.multiply"(%v74, %v76) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v79 = "stablehlo.add"(%v77, %v78) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v80 = "stablehlo.reshape"(%v70) : (tensor<64x4x16xf32>) -> tensor<64x2x2x16xf32>
    %v81 = "stablehlo.dot_general"(%v80, %v79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x2x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x64xf32>
    %v82 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x2x64xf32>
    %v83 = "stablehlo.multiply"(%v81, %v82) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v84 = "stablehlo.select"(%v28, %v83, %v29) : (tensor<2x64x2x64xi1>, tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v86 = "stablehlo.reduce"(%v84, %v85) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v86) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v88 = "stablehlo.subtract"(%v84, %v87) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v89 = "stablehlo.exponential"(%v88) : (tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v90 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v91 = "stablehlo.reduce"(%v89, %v90) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v93 = "stablehlo.divide"(%v89, %v92) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v94 = "stablehlo.dot_general"(%v93, %v61) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x64x2x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x16xf32>
    %v95 = "stablehlo.transpose"(%v94) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x64x2x16xf32>) -> tensor<64x2x2x16xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<64x2x2x16xf32>) -> tensor<64x64xf32>
    %v97 = util.global.load @p8 : tensor<64x64xf32>
    %v98 = "stablehlo.dot_general"(%v96, %v97) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v99 = "stablehlo.add"(%v7, %v98) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v100 = util.global.load @p1 : tensor<64xf32>
    %v101 = "stablehlo.multiply"(%v99, %v99) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v103 = "stablehlo.reduce"(%v101, %v102) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v104 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v105 = "stablehlo.multiply"(%v103, %v104) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v107 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v108 = "stablehlo.add"(%v106, %v107) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v109 = "stablehlo.rsqrt"(%v108) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v110 = "stablehlo.multiply"(%v99, %v109) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v112 = "stablehlo.multiply"(%v110, %v111) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v113 = util.global.load @p9 : tensor<128x64xf32>
    %v114 = util.global.load @p10 : tensor<128x64xf32>
    %v115 = util.global.load @p11 : tensor<64x128xf32>
    %v116 = "stablehlo.dot_general"(%v112, %v113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v117 = "stablehlo.logistic"(%v116) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v118 = "stablehlo.multiply"(%v116, %v117) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v119 = "stablehlo.dot_general"(%v112, %v114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v121 = "stablehlo.dot_general"(%v120, %v115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
    %v122 = "stablehlo.add"(%v99, %v121) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v123 = stablehlo.constant dense<0> : tensor<i32>
    %v124 = "stablehlo.transpose"(%v79) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v125 = "stablehlo.reshape"(%v124) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v126 = "stablehlo.dynamic_update_slice"(%arg6, %v125, %v123, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v127 = "stablehlo.transpose"(%v61) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v128 = "stablehlo.reshape"(%v127) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v129 = "stablehlo.dynamic_update_slice"(%arg7, %v128, %v123, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v130 = util.global.load @p12 : tensor<64xf32>
    %v131 = "stablehlo.multiply"(%v122, %v122) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v133 = "stablehlo.reduce"(%v131, %v132) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v134 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v135) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v137 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v138 = "stablehlo.add"(%v136, %v137) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v139 = "stablehlo.rsqrt"(%v138) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v140 = "stablehlo.multiply"(%v122, %v139) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v130) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v142 = "stablehlo.multiply"(%v140, %v141) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v143 = util.global.load @p14 : tensor<64x64xf32>
    %v144 = util.global.load @p15 : tensor<64xf32>
    %v145 = "stablehlo.dot_general"(%v142, %v143) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v147 = "stablehlo.add"(%v145, %v146) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v148 = "stablehlo.reshape"(%v147) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v149 = util.global.load @p16 : tensor<32x64xf32>
    %v150 = util.global.load @p17 : tensor<32xf32>
    %v151 = "stablehlo.dot_general"(%v142, %v149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.broadcast_in_dim"(%v150) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v153 = "stablehlo.add"(%v151, %v152) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v154 = "stablehlo.reshape"(%v153) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v155 = util.global.load @p18 : tensor<32x64xf32>
    %v156 = util.global.load @p19 : tensor<32xf32>
    %v157 = "stablehlo.dot_general"(%v142, %v155) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v159 = "stablehlo.add"(%v157, %v158) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.reshape"(%v159) : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %v161 = "stablehlo.slice"(%v148) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v162 = "stablehlo.slice"(%v148) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v163 = "stablehlo.negate"(%v162) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v164 = "stablehlo.concatenate"(%v163, %v161) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v165 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v166 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v167 = "stablehlo.multiply"(%v148, %v165) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v168 = "stablehlo.multiply"(%v164, %v166) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v169 = "stablehlo.add"(%v167, %v168) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v170 = "stablehlo.slice"(%v154) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v171 = "stablehlo.slice"(%v154) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v172 = "stablehlo.negate"(%v171) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v173 = "stablehlo.concatenate"(%v172, %v170) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v174 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v176 = "stablehlo.multiply"(%v154, %v174) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v177 = "stablehlo.multiply"(%v173, %v175) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v178 = "stablehlo.add"(%v176, %v177) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v179 = "stablehlo.reshape"(%v169) : (tensor<64x4x16xf32>) -> tensor<64x2x2x16xf32>
    %v180 = "stablehlo.dot_general"(%v179, %v178) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x2x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x64xf32>
    %v181 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x2x64xf32>
    %v182 = "stablehlo.multiply"(%v180, %v181) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v183 = "stablehlo.select"(%v28, %v182, %v29) : (tensor<2x64x2x64xi1>, tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v184 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v185 = "stablehlo.reduce"(%v183, %v184) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v187 = "stablehlo.subtract"(%v183, %v186) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v188 = "stablehlo.exponential"(%v187) : (tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v190 = "stablehlo.reduce"(%v188, %v189) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x64x2x64xf32>, tensor<f32>) -> tensor<2x64x2xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x64x2xf32>) -> tensor<2x64x2x64xf32>
    %v192 = "stablehlo.divide"(%v188, %v191) : (tensor<2x64x2x64xf32>, tensor<2x64x2x64xf32>) -> tensor<2x64x2x64xf32>
    %v193 = "stablehlo.dot_general"(%v192, %v160) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x64x2x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x2x16xf32>
    %v194 = "stablehlo.transpose"(%v193) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x64x2x16xf32>) -> tensor<64x2x2x16xf32>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<64x2x2x16xf32>) -> tensor<64x64xf32>
    %v196 = util.global.load @p20 : tensor<64x64xf32>
    %v197 = "stablehlo.dot_general"(%v195, %v196) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v198 = "stablehlo.add"(%v122, %v197) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v199 = util.global.load @p13 : tensor<64xf32>
    %v200 = "stablehlo.multiply"(%v198, %v198) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v203 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v204 = "stablehlo.multiply"(%v202, %v203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v206 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v208 = "stablehlo.rsqrt"(%v207) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v209 = "stablehlo.multiply"(%v198, %v208) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v210 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v211 = "stablehlo.multiply"(%v209, %v210) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v212 = util.global.load @p21 : tensor<128x64xf32>
    %v213 = util.global.load @p22 : tensor<128x64xf32>
    %v214 = util.global.load @p23 : tensor<64x128xf32>
    %v215 = "stablehlo.dot_general"(%v211, %v212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v216 = "stablehlo.logistic"(%v215) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v217 = "stablehlo.multiply"(%v215, %v216) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v218 = "stablehlo.dot_general"(%v211, %v213) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %v219 = "stablehlo.multiply"(%v217, %v218) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v220 = "stablehlo.dot_general"(%v219, %v214) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
    %v221 = "stablehlo.add"(%v198, %v220) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v222 = stablehlo.constant dense<1> : tensor<i32>
    %v223 = "stablehlo.transpose"(%v178) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v224 = "stablehlo.reshape"(%v223) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v225 = "stablehlo.dynamic_update_slice"(%v126, %v224, %v222, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v226 = "stablehlo.transpose"(%v160) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v227 = "stablehlo.reshape"(%v226) : (tensor<2x64x16xf32>) -> tensor<1x1x2x64x16xf32>
    %v228 = "stablehlo.dynamic_update_slice"(%v129, %v227, %v222, %arg4, %v30, %v30, %v30) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v229 = util.global.load @p25 : tensor<64xf32>
    %v230 = "stablehlo.multiply"(%v221, %v221) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v232 = "stablehlo.reduce"(%v230, %v231) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v233 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v234 = "stablehlo.multiply"(%v232, %v233) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v236 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v237 = "stablehlo.add"(%v235, %v236) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v238 = "stablehlo.rsqrt"(%v237) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v239 = "stablehlo.multiply"(%v221, %v238) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v240 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v241 = "stablehlo.multiply"(%v239, %v240) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v242 = util.global.load @p24 : tensor<151936x64xf32>
    %v243 = "stablehlo.dot_general"(%v241, %v242) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<151936x64xf32>) -> tensor<64x151936xf32>
    return %v243, %v225, %v228 : tensor<64x151936xf32>, tensor<2x2x2x128x16xf32>, tensor<2x2x2x128x16xf32>
  }
  func.func @decode(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2x2x2x128x16xf32>, %arg4: tensor<2x2x2x128x16xf32>) -> (tensor<2x151936xf32>, tensor<2x2x2x128x16xf32>, tensor<2x2x2x128x16xf32>) {
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
    %v12 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x128xi32>
    %v13 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2x128xi32>
    %v14 = "stablehlo.compare"(%v12, %v13) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %v15 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x128xi1>) -> tensor<2x2x2x128xi1>
    %v16 = stablehlo.constant dense<0xFF800000> : tensor<2x2x2x128xf32>
    %v17 = stablehlo.constant dense<0> : tensor<i32>
    %v18 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v19 = "stablehlo.reshape"(%v18) : (tensor<1xi32>) -> tensor<i32>
    %v20 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v21 = "stablehlo.reshape"(%v20) : (tensor<1xi32>) -> tensor<i32>
    %v22 = util.global.load @p0 : tensor<64xf32>
    %v23 = "stablehlo.multiply"(%v3, %v3) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v32 = "stablehlo.multiply"(%v3, %v31) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v33 = "stablehlo.broadcast_in_dim"(%v22) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v34 = "stablehlo.multiply"(%v32, %v33) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v35 = util.global.load @p2 : tensor<64x64xf32>
    %v36 = util.global.load @p3 : tensor<64xf32>
    %v37 = "stablehlo.dot_general"(%v34, %v35) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v40 = "stablehlo.reshape"(%v39) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v41 = util.global.load @p4 : tensor<32x64xf32>
    %v42 = util.global.load @p5 : tensor<32xf32>
    %v43 = "stablehlo.dot_general"(%v34, %v41) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<32x64xf32>) -> tensor<2x32xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v45 = "stablehlo.add"(%v43, %v44) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v47 = util.global.load @p6 : tensor<32x64xf32>
    %v48 = util.global.load @p7 : tensor<32xf32>
    %v49 = "stablehlo.dot_general"(%v34, %v47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<32x64xf32>) -> tensor<2x32xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v51 = "stablehlo.add"(%v49, %v50) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v52 = "stablehlo.reshape"(%v51) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v53 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v54 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v55 = "stablehlo.negate"(%v54) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v56 = "stablehlo.concatenate"(%v55, %v53) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v59 = "stablehlo.multiply"(%v40, %v57) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v60 = "stablehlo.multiply"(%v56, %v58) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v61 = "stablehlo.add"(%v59, %v60) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v62 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v63 = "stablehlo.slice"(%v46) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v64 = "stablehlo.negate"(%v63) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v65 = "stablehlo.concatenate"(%v64, %v62) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v68 = "stablehlo.multiply"(%v46, %v66) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v69 = "stablehlo.multiply"(%v65, %v67) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v70 = "stablehlo.add"(%v68, %v69) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v71 = "stablehlo.reshape"(%v61) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v72 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x2x128x16xf32>) -> tensor<1x2x2x128x16xf32>
    %v73 = "stablehlo.reshape"(%v72) : (tensor<1x2x2x128x16xf32>) -> tensor<2x2x128x16xf32>
    %v74 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 2, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x2x128x16xf32>) -> tensor<1x2x2x128x16xf32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<1x2x2x128x16xf32>) -> tensor<2x2x128x16xf32>
    %v76 = "stablehlo.dot_general"(%v71, %v73) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x2x2x16xf32>, tensor<2x2x128x16xf32>) -> tensor<2x2x2x128xf32>
    %v77 = "stablehlo.dot_general"(%v71, %v70) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2xf32>
    %v78 = "stablehlo.reshape"(%v77) : (tensor<2x2x2xf32>) -> tensor<2x2x2x1xf32>
    %v79 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x128xf32>
    %v80 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x1xf32>
    %v81 = "stablehlo.multiply"(%v76, %v79) : (tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v82 = "stablehlo.select"(%v15, %v81, %v16) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v83 = "stablehlo.multiply"(%v78, %v80) : (tensor<2x2x2x1xf32>, tensor<2x2x2x1xf32>) -> tensor<2x2x2x1xf32>
    %v84 = "stablehlo.concatenate"(%v82, %v83) {dimension = 3 : i64} : (tensor<2x2x2x128xf32>, tensor<2x2x2x1xf32>) -> tensor<2x2x2x129xf32>
    %v85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v86 = "stablehlo.reduce"(%v84, %v85) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v86) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v88 = "stablehlo.subtract"(%v84, %v87) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v89 = "stablehlo.exponential"(%v88) : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v90 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v91 = "stablehlo.reduce"(%v89, %v90) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v93 = "stablehlo.divide"(%v89, %v92) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v94 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x128xf32>
    %v95 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 2, 2, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x1xf32>
    %v96 = "stablehlo.dot_general"(%v94, %v75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x128xf32>, tensor<2x2x128x16xf32>) -> tensor<2x2x2x16xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v98 = "stablehlo.reshape"(%v95) : (tensor<2x2x2x1xf32>) -> tensor<2x2x2xf32>
    %v99 = "stablehlo.broadcast_in_dim"(%v98) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v100 = "stablehlo.multiply"(%v99, %v97) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v101 = "stablehlo.add"(%v96, %v100) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v103 = util.global.load @p8 : tensor<64x64xf32>
    %v104 = "stablehlo.dot_general"(%v102, %v103) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v105 = "stablehlo.add"(%v3, %v104) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v106 = util.global.load @p1 : tensor<64xf32>
    %v107 = "stablehlo.multiply"(%v105, %v105) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v108 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v109 = "stablehlo.reduce"(%v107, %v108) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v110 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v111 = "stablehlo.multiply"(%v109, %v110) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v113 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v114 = "stablehlo.add"(%v112, %v113) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v115 = "stablehlo.rsqrt"(%v114) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v116 = "stablehlo.multiply"(%v105, %v115) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v118 = "stablehlo.multiply"(%v116, %v117) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v119 = util.global.load @p9 : tensor<128x64xf32>
    %v120 = util.global.load @p10 : tensor<128x64xf32>
    %v121 = util.global.load @p11 : tensor<64x128xf32>
    %v122 = "stablehlo.dot_general"(%v118, %v119) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<128x64xf32>) -> tensor<2x128xf32>
    %v123 = "stablehlo.logistic"(%v122) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v124 = "stablehlo.multiply"(%v122, %v123) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v125 = "stablehlo.dot_general"(%v118, %v120) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<128x64xf32>) -> tensor<2x128xf32>
    %v126 = "stablehlo.multiply"(%v124, %v125) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v127 = "stablehlo.dot_general"(%v126, %v121) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x128xf32>, tensor<64x128xf32>) -> tensor<2x64xf32>
    %v128 = "stablehlo.add"(%v105, %v127) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v129 = stablehlo.constant dense<0> : tensor<i32>
    %v130 = stablehlo.constant dense<0> : tensor<i32>
    %v131 = "stablehlo.slice"(%v70) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v133 = "stablehlo.dynamic_update_slice"(%arg3, %v132, %v129, %v130, %v17, %v19, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v134 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v135 = "stablehlo.reshape"(%v134) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v136 = "stablehlo.dynamic_update_slice"(%arg4, %v135, %v129, %v130, %v17, %v19, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v137 = stablehlo.constant dense<1> : tensor<i32>
    %v138 = "stablehlo.slice"(%v70) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v140 = "stablehlo.dynamic_update_slice"(%v133, %v139, %v129, %v137, %v17, %v21, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v141 = "stablehlo.slice"(%v52) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v143 = "stablehlo.dynamic_update_slice"(%v136, %v142, %v129, %v137, %v17, %v21, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v144 = util.global.load @p12 : tensor<64xf32>
    %v145 = "stablehlo.multiply"(%v128, %v128) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v147 = "stablehlo.reduce"(%v145, %v146) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v148 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v149 = "stablehlo.multiply"(%v147, %v148) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v151 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v152 = "stablehlo.add"(%v150, %v151) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v153 = "stablehlo.rsqrt"(%v152) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v154 = "stablehlo.multiply"(%v128, %v153) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v144) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v156 = "stablehlo.multiply"(%v154, %v155) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v157 = util.global.load @p14 : tensor<64x64xf32>
    %v158 = util.global.load @p15 : tensor<64xf32>
    %v159 = "stablehlo.dot_general"(%v156, %v157) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v160 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v161 = "stablehlo.add"(%v159, %v160) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v162 = "stablehlo.reshape"(%v161) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v163 = util.global.load @p16 : tensor<32x64xf32>
    %v164 = util.global.load @p17 : tensor<32xf32>
    %v165 = "stablehlo.dot_general"(%v156, %v163) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<32x64xf32>) -> tensor<2x32xf32>
    %v166 = "stablehlo.broadcast_in_dim"(%v164) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v167 = "stablehlo.add"(%v165, %v166) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v168 = "stablehlo.reshape"(%v167) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v169 = util.global.load @p18 : tensor<32x64xf32>
    %v170 = util.global.load @p19 : tensor<32xf32>
    %v171 = "stablehlo.dot_general"(%v156, %v169) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<32x64xf32>) -> tensor<2x32xf32>
    %v172 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<2x32xf32>
    %v173 = "stablehlo.add"(%v171, %v172) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %v174 = "stablehlo.reshape"(%v173) : (tensor<2x32xf32>) -> tensor<2x2x16xf32>
    %v175 = "stablehlo.slice"(%v162) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v176 = "stablehlo.slice"(%v162) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v177 = "stablehlo.negate"(%v176) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v178 = "stablehlo.concatenate"(%v177, %v175) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v181 = "stablehlo.multiply"(%v162, %v179) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v182 = "stablehlo.multiply"(%v178, %v180) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v183 = "stablehlo.add"(%v181, %v182) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v184 = "stablehlo.slice"(%v168) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v185 = "stablehlo.slice"(%v168) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<2x2x8xf32>
    %v186 = "stablehlo.negate"(%v185) : (tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %v187 = "stablehlo.concatenate"(%v186, %v184) {dimension = 2 : i64} : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x16xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v189 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x2x16xf32>
    %v190 = "stablehlo.multiply"(%v168, %v188) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v191 = "stablehlo.multiply"(%v187, %v189) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v192 = "stablehlo.add"(%v190, %v191) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %v193 = "stablehlo.reshape"(%v183) : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %v194 = "stablehlo.slice"(%v140) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x2x128x16xf32>) -> tensor<1x2x2x128x16xf32>
    %v195 = "stablehlo.reshape"(%v194) : (tensor<1x2x2x128x16xf32>) -> tensor<2x2x128x16xf32>
    %v196 = "stablehlo.slice"(%v143) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x2x128x16xf32>) -> tensor<1x2x2x128x16xf32>
    %v197 = "stablehlo.reshape"(%v196) : (tensor<1x2x2x128x16xf32>) -> tensor<2x2x128x16xf32>
    %v198 = "stablehlo.dot_general"(%v193, %v195) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x2x2x16xf32>, tensor<2x2x128x16xf32>) -> tensor<2x2x2x128xf32>
    %v199 = "stablehlo.dot_general"(%v193, %v192) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x2xf32>
    %v200 = "stablehlo.reshape"(%v199) : (tensor<2x2x2xf32>) -> tensor<2x2x2x1xf32>
    %v201 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x128xf32>
    %v202 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x2x2x1xf32>
    %v203 = "stablehlo.multiply"(%v198, %v201) : (tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v204 = "stablehlo.select"(%v15, %v203, %v16) : (tensor<2x2x2x128xi1>, tensor<2x2x2x128xf32>, tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %v205 = "stablehlo.multiply"(%v200, %v202) : (tensor<2x2x2x1xf32>, tensor<2x2x2x1xf32>) -> tensor<2x2x2x1xf32>
    %v206 = "stablehlo.concatenate"(%v204, %v205) {dimension = 3 : i64} : (tensor<2x2x2x128xf32>, tensor<2x2x2x1xf32>) -> tensor<2x2x2x129xf32>
    %v207 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v208 = "stablehlo.reduce"(%v206, %v207) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v210 = "stablehlo.subtract"(%v206, %v209) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v211 = "stablehlo.exponential"(%v210) : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v213 = "stablehlo.reduce"(%v211, %v212) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x2x129xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v213) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x129xf32>
    %v215 = "stablehlo.divide"(%v211, %v214) : (tensor<2x2x2x129xf32>, tensor<2x2x2x129xf32>) -> tensor<2x2x2x129xf32>
    %v216 = "stablehlo.slice"(%v215) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 2, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x128xf32>
    %v217 = "stablehlo.slice"(%v215) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 2, 2, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x2x2x129xf32>) -> tensor<2x2x2x1xf32>
    %v218 = "stablehlo.dot_general"(%v216, %v197) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x2x2x128xf32>, tensor<2x2x128x16xf32>) -> tensor<2x2x2x16xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v220 = "stablehlo.reshape"(%v217) : (tensor<2x2x2x1xf32>) -> tensor<2x2x2xf32>
    %v221 = "stablehlo.broadcast_in_dim"(%v220) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xf32>) -> tensor<2x2x2x16xf32>
    %v222 = "stablehlo.multiply"(%v221, %v219) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v223 = "stablehlo.add"(%v218, %v222) : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %v224 = "stablehlo.reshape"(%v223) : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %v225 = util.global.load @p20 : tensor<64x64xf32>
    %v226 = "stablehlo.dot_general"(%v224, %v225) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v227 = "stablehlo.add"(%v128, %v226) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v228 = util.global.load @p13 : tensor<64xf32>
    %v229 = "stablehlo.multiply"(%v227, %v227) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v230 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v231 = "stablehlo.reduce"(%v229, %v230) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v232 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v233 = "stablehlo.multiply"(%v231, %v232) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v233) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v235 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v236 = "stablehlo.add"(%v234, %v235) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v237 = "stablehlo.rsqrt"(%v236) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v238 = "stablehlo.multiply"(%v227, %v237) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v228) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v241 = util.global.load @p21 : tensor<128x64xf32>
    %v242 = util.global.load @p22 : tensor<128x64xf32>
    %v243 = util.global.load @p23 : tensor<64x128xf32>
    %v244 = "stablehlo.dot_general"(%v240, %v241) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<128x64xf32>) -> tensor<2x128xf32>
    %v245 = "stablehlo.logistic"(%v244) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %v246 = "stablehlo.multiply"(%v244, %v245) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v247 = "stablehlo.dot_general"(%v240, %v242) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<128x64xf32>) -> tensor<2x128xf32>
    %v248 = "stablehlo.multiply"(%v246, %v247) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %v249 = "stablehlo.dot_general"(%v248, %v243) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x128xf32>, tensor<64x128xf32>) -> tensor<2x64xf32>
    %v250 = "stablehlo.add"(%v227, %v249) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v251 = stablehlo.constant dense<1> : tensor<i32>
    %v252 = stablehlo.constant dense<0> : tensor<i32>
    %v253 = "stablehlo.slice"(%v192) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v255 = "stablehlo.dynamic_update_slice"(%v140, %v254, %v251, %v252, %v17, %v19, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v256 = "stablehlo.slice"(%v174) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v257 = "stablehlo.reshape"(%v256) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v258 = "stablehlo.dynamic_update_slice"(%v143, %v257, %v251, %v252, %v17, %v19, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v259 = stablehlo.constant dense<1> : tensor<i32>
    %v260 = "stablehlo.slice"(%v192) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v261 = "stablehlo.reshape"(%v260) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v262 = "stablehlo.dynamic_update_slice"(%v255, %v261, %v251, %v259, %v17, %v21, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v263 = "stablehlo.slice"(%v174) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x2x16xf32>) -> tensor<1x2x16xf32>
    %v264 = "stablehlo.reshape"(%v263) : (tensor<1x2x16xf32>) -> tensor<1x1x2x1x16xf32>
    %v265 = "stablehlo.dynamic_update_slice"(%v258, %v264, %v251, %v259, %v17, %v21, %v17) : (tensor<2x2x2x128x16xf32>, tensor<1x1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x128x16xf32>
    %v266 = util.global.load @p25 : tensor<64xf32>
    %v267 = "stablehlo.multiply"(%v250, %v250) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v269 = "stablehlo.reduce"(%v267, %v268) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v270 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v271 = "stablehlo.multiply"(%v269, %v270) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v272 = "stablehlo.broadcast_in_dim"(%v271) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v273 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v274 = "stablehlo.add"(%v272, %v273) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = "stablehlo.rsqrt"(%v274) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v276 = "stablehlo.multiply"(%v250, %v275) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v266) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v278 = "stablehlo.multiply"(%v276, %v277) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v279 = util.global.load @p24 : tensor<151936x64xf32>
    %v280 = "stablehlo.dot_general"(%v278, %v279) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<151936x64xf32>) -> tensor<2x151936xf32>
    return %v280, %v262, %v265 : tensor<2x151936xf32>, tensor<2x2x2x128x16xf32>, tensor<2x2x2x128x16xf32>
  }
}
