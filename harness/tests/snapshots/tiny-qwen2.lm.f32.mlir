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
  func.func @prefill_s64(%arg0: tensor<64xi32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xi32>, %arg3: tensor<64xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<2x2x1x128x16xf32>, %arg7: tensor<2x2x1x128x16xf32>) -> (tensor<1x151936xf32>, tensor<2x2x1x128x16xf32>, tensor<2x2x1x128x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<64xi32>) -> tensor<64x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<64x1xi32>) -> tensor<64x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v5 = stablehlo.constant dense<0> : tensor<64xi32>
    %v6 = "stablehlo.compare"(%arg2, %v5) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi1>) -> tensor<64x64xi1>
    %v8 = "stablehlo.select"(%v7, %arg1, %v4) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v9 = "stablehlo.convert"(%arg3) : (tensor<64xi64>) -> tensor<64xf32>
    %v10 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x8xf32>
    %v11 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<64x8xf32>
    %v13 = "stablehlo.multiply"(%v10, %v12) : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
    %v14 = "stablehlo.concatenate"(%v13, %v13) {dimension = 1 : i64} : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x16xf32>
    %v15 = "stablehlo.cosine"(%v14) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v16 = "stablehlo.sine"(%v14) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<64x64xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<64x64xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<64x64xi1>) -> tensor<1x64x4x64xi1>
    %v21 = stablehlo.constant dense<0xFF800000> : tensor<1x64x4x64xf32>
    %v22 = stablehlo.constant dense<0> : tensor<i32>
    %v23 = util.global.load @p0 : tensor<64xbf16>
    %v24 = "stablehlo.multiply"(%v8, %v8) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v26 = "stablehlo.reduce"(%v24, %v25) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v27 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v28) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v30 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v31 = "stablehlo.add"(%v29, %v30) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v32 = "stablehlo.rsqrt"(%v31) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v33 = "stablehlo.multiply"(%v8, %v32) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v34 = "stablehlo.convert"(%v23) : (tensor<64xbf16>) -> tensor<64xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v36 = "stablehlo.multiply"(%v33, %v35) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v37 = util.global.load @p2 : tensor<64x64xbf16>
    %v38 = util.global.load @p3 : tensor<64xbf16>
    %v39 = "stablehlo.convert"(%v37) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v40 = "stablehlo.dot_general"(%v36, %v39) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v41 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v41) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v43 = "stablehlo.add"(%v40, %v42) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v45 = util.global.load @p4 : tensor<16x64xbf16>
    %v46 = util.global.load @p5 : tensor<16xbf16>
    %v47 = "stablehlo.convert"(%v45) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v48 = "stablehlo.dot_general"(%v36, %v47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v49 = "stablehlo.convert"(%v46) : (tensor<16xbf16>) -> tensor<16xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v49) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v51 = "stablehlo.add"(%v48, %v50) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v52 = "stablehlo.reshape"(%v51) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v53 = util.global.load @p6 : tensor<16x64xbf16>
    %v54 = util.global.load @p7 : tensor<16xbf16>
    %v55 = "stablehlo.convert"(%v53) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v56 = "stablehlo.dot_general"(%v36, %v55) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v57 = "stablehlo.convert"(%v54) : (tensor<16xbf16>) -> tensor<16xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v59 = "stablehlo.add"(%v56, %v58) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v61 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v62 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v63 = "stablehlo.negate"(%v62) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v64 = "stablehlo.concatenate"(%v63, %v61) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v67 = "stablehlo.multiply"(%v44, %v65) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v68 = "stablehlo.multiply"(%v64, %v66) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v69 = "stablehlo.add"(%v67, %v68) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v70 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v71 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v72 = "stablehlo.negate"(%v71) : (tensor<64x1x8xf32>) -> tensor<64x1x8xf32>
    %v73 = "stablehlo.concatenate"(%v72, %v70) {dimension = 2 : i64} : (tensor<64x1x8xf32>, tensor<64x1x8xf32>) -> tensor<64x1x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v76 = "stablehlo.multiply"(%v52, %v74) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v77 = "stablehlo.multiply"(%v73, %v75) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v78 = "stablehlo.add"(%v76, %v77) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v79 = "stablehlo.reshape"(%v69) : (tensor<64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v80 = "stablehlo.dot_general"(%v79, %v78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x1x4x16xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x64xf32>
    %v81 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x64x4x64xf32>
    %v82 = "stablehlo.multiply"(%v80, %v81) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v83 = "stablehlo.select"(%v20, %v82, %v21) : (tensor<1x64x4x64xi1>, tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v85 = "stablehlo.reduce"(%v83, %v84) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v85) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v87 = "stablehlo.subtract"(%v83, %v86) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v88 = "stablehlo.exponential"(%v87) : (tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v90 = "stablehlo.reduce"(%v88, %v89) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v90) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v92 = "stablehlo.divide"(%v88, %v91) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v93 = "stablehlo.dot_general"(%v92, %v60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x64x4x64xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x16xf32>
    %v94 = "stablehlo.transpose"(%v93) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<64x1x4x16xf32>) -> tensor<64x64xf32>
    %v96 = util.global.load @p8 : tensor<64x64xbf16>
    %v97 = "stablehlo.convert"(%v96) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v98 = "stablehlo.dot_general"(%v95, %v97) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v99 = "stablehlo.add"(%v8, %v98) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v100 = util.global.load @p1 : tensor<64xbf16>
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
    %v111 = "stablehlo.convert"(%v100) : (tensor<64xbf16>) -> tensor<64xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v113 = "stablehlo.multiply"(%v110, %v112) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v114 = util.global.load @p9 : tensor<160x64xbf16>
    %v115 = util.global.load @p10 : tensor<160x64xbf16>
    %v116 = util.global.load @p11 : tensor<64x160xbf16>
    %v117 = "stablehlo.convert"(%v114) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v118 = "stablehlo.dot_general"(%v113, %v117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v119 = "stablehlo.logistic"(%v118) : (tensor<64x160xf32>) -> tensor<64x160xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v121 = "stablehlo.convert"(%v115) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v122 = "stablehlo.dot_general"(%v113, %v121) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v123 = "stablehlo.multiply"(%v120, %v122) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v124 = "stablehlo.convert"(%v116) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v125 = "stablehlo.dot_general"(%v123, %v124) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x64xf32>
    %v126 = "stablehlo.add"(%v99, %v125) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v127 = stablehlo.constant dense<0> : tensor<i32>
    %v128 = "stablehlo.transpose"(%v78) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v129 = "stablehlo.reshape"(%v128) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v130 = "stablehlo.dynamic_update_slice"(%arg6, %v129, %v127, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v131 = "stablehlo.transpose"(%v60) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v133 = "stablehlo.dynamic_update_slice"(%arg7, %v132, %v127, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v134 = util.global.load @p12 : tensor<64xbf16>
    %v135 = "stablehlo.multiply"(%v126, %v126) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v135, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v138 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v141 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v142 = "stablehlo.add"(%v140, %v141) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v143 = "stablehlo.rsqrt"(%v142) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v144 = "stablehlo.multiply"(%v126, %v143) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v145 = "stablehlo.convert"(%v134) : (tensor<64xbf16>) -> tensor<64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v147 = "stablehlo.multiply"(%v144, %v146) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v148 = util.global.load @p14 : tensor<64x64xbf16>
    %v149 = util.global.load @p15 : tensor<64xbf16>
    %v150 = "stablehlo.convert"(%v148) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v151 = "stablehlo.dot_general"(%v147, %v150) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v152 = "stablehlo.convert"(%v149) : (tensor<64xbf16>) -> tensor<64xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v154 = "stablehlo.add"(%v151, %v153) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v156 = util.global.load @p16 : tensor<16x64xbf16>
    %v157 = util.global.load @p17 : tensor<16xbf16>
    %v158 = "stablehlo.convert"(%v156) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v159 = "stablehlo.dot_general"(%v147, %v158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v160 = "stablehlo.convert"(%v157) : (tensor<16xbf16>) -> tensor<16xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v160) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v162 = "stablehlo.add"(%v159, %v161) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v163 = "stablehlo.reshape"(%v162) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v164 = util.global.load @p18 : tensor<16x64xbf16>
    %v165 = util.global.load @p19 : tensor<16xbf16>
    %v166 = "stablehlo.convert"(%v164) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v167 = "stablehlo.dot_general"(%v147, %v166) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v168 = "stablehlo.convert"(%v165) : (tensor<16xbf16>) -> tensor<16xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v168) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v170 = "stablehlo.add"(%v167, %v169) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v172 = "stablehlo.slice"(%v155) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v173 = "stablehlo.slice"(%v155) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v174 = "stablehlo.negate"(%v173) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v175 = "stablehlo.concatenate"(%v174, %v172) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v176 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v177 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v178 = "stablehlo.multiply"(%v155, %v176) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v179 = "stablehlo.multiply"(%v175, %v177) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v181 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v182 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v183 = "stablehlo.negate"(%v182) : (tensor<64x1x8xf32>) -> tensor<64x1x8xf32>
    %v184 = "stablehlo.concatenate"(%v183, %v181) {dimension = 2 : i64} : (tensor<64x1x8xf32>, tensor<64x1x8xf32>) -> tensor<64x1x16xf32>
    %v185 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v187 = "stablehlo.multiply"(%v163, %v185) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v188 = "stablehlo.multiply"(%v184, %v186) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v189 = "stablehlo.add"(%v187, %v188) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v190 = "stablehlo.reshape"(%v180) : (tensor<64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v191 = "stablehlo.dot_general"(%v190, %v189) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x1x4x16xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x64xf32>
    %v192 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x64x4x64xf32>
    %v193 = "stablehlo.multiply"(%v191, %v192) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v194 = "stablehlo.select"(%v20, %v193, %v21) : (tensor<1x64x4x64xi1>, tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v196 = "stablehlo.reduce"(%v194, %v195) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v196) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v198 = "stablehlo.subtract"(%v194, %v197) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v199 = "stablehlo.exponential"(%v198) : (tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v201 = "stablehlo.reduce"(%v199, %v200) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v203 = "stablehlo.divide"(%v199, %v202) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v204 = "stablehlo.dot_general"(%v203, %v171) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x64x4x64xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x16xf32>
    %v205 = "stablehlo.transpose"(%v204) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<64x1x4x16xf32>) -> tensor<64x64xf32>
    %v207 = util.global.load @p20 : tensor<64x64xbf16>
    %v208 = "stablehlo.convert"(%v207) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v209 = "stablehlo.dot_general"(%v206, %v208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v210 = "stablehlo.add"(%v126, %v209) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v211 = util.global.load @p13 : tensor<64xbf16>
    %v212 = "stablehlo.multiply"(%v210, %v210) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v214 = "stablehlo.reduce"(%v212, %v213) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v215 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v216 = "stablehlo.multiply"(%v214, %v215) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v216) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v218 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v220 = "stablehlo.rsqrt"(%v219) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v221 = "stablehlo.multiply"(%v210, %v220) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v222 = "stablehlo.convert"(%v211) : (tensor<64xbf16>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v224 = "stablehlo.multiply"(%v221, %v223) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v225 = util.global.load @p21 : tensor<160x64xbf16>
    %v226 = util.global.load @p22 : tensor<160x64xbf16>
    %v227 = util.global.load @p23 : tensor<64x160xbf16>
    %v228 = "stablehlo.convert"(%v225) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v229 = "stablehlo.dot_general"(%v224, %v228) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v230 = "stablehlo.logistic"(%v229) : (tensor<64x160xf32>) -> tensor<64x160xf32>
    %v231 = "stablehlo.multiply"(%v229, %v230) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v232 = "stablehlo.convert"(%v226) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v233 = "stablehlo.dot_general"(%v224, %v232) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v234 = "stablehlo.multiply"(%v231, %v233) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v235 = "stablehlo.convert"(%v227) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v236 = "stablehlo.dot_general"(%v234, %v235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x64xf32>
    %v237 = "stablehlo.add"(%v210, %v236) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v238 = stablehlo.constant dense<1> : tensor<i32>
    %v239 = "stablehlo.transpose"(%v189) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v241 = "stablehlo.dynamic_update_slice"(%v130, %v240, %v238, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v242 = "stablehlo.transpose"(%v171) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v243 = "stablehlo.reshape"(%v242) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v244 = "stablehlo.dynamic_update_slice"(%v133, %v243, %v238, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v245 = "stablehlo.dynamic_slice"(%v237, %arg5, %v22) {slice_sizes = array<i64: 1, 64>} : (tensor<64x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v246 = util.global.load @p26 : tensor<64xbf16>
    %v247 = "stablehlo.multiply"(%v245, %v245) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v249 = "stablehlo.reduce"(%v247, %v248) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v250 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v251 = "stablehlo.multiply"(%v249, %v250) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v252 = "stablehlo.broadcast_in_dim"(%v251) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v253 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v254 = "stablehlo.add"(%v252, %v253) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v255 = "stablehlo.rsqrt"(%v254) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v256 = "stablehlo.multiply"(%v245, %v255) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v257 = "stablehlo.convert"(%v246) : (tensor<64xbf16>) -> tensor<64xf32>
    %v258 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v259 = "stablehlo.multiply"(%v256, %v258) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v260 = util.global.load @p25 : tensor<151936x64xbf16>
    %v261 = "stablehlo.convert"(%v260) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v262 = "stablehlo.dot_general"(%v259, %v261) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x64xf32>, tensor<151936x64xf32>) -> tensor<1x151936xf32>
    return %v262, %v241, %v244 : tensor<1x151936xf32>, tensor<2x2x1x128x16xf32>, tensor<2x2x1x128x16xf32>
  }
  func.func @prefill_stages_s64(%arg0: tensor<64xi32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xi32>, %arg3: tensor<64xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<2x2x1x128x16xf32>, %arg7: tensor<2x2x1x128x16xf32>) -> (tensor<64x151936xf32>, tensor<2x2x1x128x16xf32>, tensor<2x2x1x128x16xf32>) {
    %v1 = util.global.load @p24 : tensor<151936x64xbf16>
    %v2 = "stablehlo.reshape"(%arg0) : (tensor<64xi32>) -> tensor<64x1xi32>
    %v3 = "stablehlo.gather"(%v1, %v2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<151936x64xbf16>, tensor<64x1xi32>) -> tensor<64x64xbf16>
    %v4 = "stablehlo.convert"(%v3) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v5 = stablehlo.constant dense<0> : tensor<64xi32>
    %v6 = "stablehlo.compare"(%arg2, %v5) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi1>) -> tensor<64x64xi1>
    %v8 = "stablehlo.select"(%v7, %arg1, %v4) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v9 = "stablehlo.convert"(%arg3) : (tensor<64xi64>) -> tensor<64xf32>
    %v10 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x8xf32>
    %v11 = stablehlo.constant dense<[1.00000000000000000e0, 1.77827939391136169e-1, 3.16227748990058899e-2, 5.62341324985027313e-3, 1.00000004749745131e-3, 1.77827940206043422e-4, 3.16227778967004269e-5, 5.62341347176698036e-6]> : tensor<8xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<64x8xf32>
    %v13 = "stablehlo.multiply"(%v10, %v12) : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
    %v14 = "stablehlo.concatenate"(%v13, %v13) {dimension = 1 : i64} : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x16xf32>
    %v15 = "stablehlo.cosine"(%v14) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v16 = "stablehlo.sine"(%v14) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %v17 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<64x64xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<64x64xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v20 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<64x64xi1>) -> tensor<1x64x4x64xi1>
    %v21 = stablehlo.constant dense<0xFF800000> : tensor<1x64x4x64xf32>
    %v22 = stablehlo.constant dense<0> : tensor<i32>
    %v23 = util.global.load @p0 : tensor<64xbf16>
    %v24 = "stablehlo.multiply"(%v8, %v8) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v26 = "stablehlo.reduce"(%v24, %v25) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v27 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v28) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v30 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v31 = "stablehlo.add"(%v29, %v30) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v32 = "stablehlo.rsqrt"(%v31) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v33 = "stablehlo.multiply"(%v8, %v32) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v34 = "stablehlo.convert"(%v23) : (tensor<64xbf16>) -> tensor<64xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v36 = "stablehlo.multiply"(%v33, %v35) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v37 = util.global.load @p2 : tensor<64x64xbf16>
    %v38 = util.global.load @p3 : tensor<64xbf16>
    %v39 = "stablehlo.convert"(%v37) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v40 = "stablehlo.dot_general"(%v36, %v39) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v41 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v41) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v43 = "stablehlo.add"(%v40, %v42) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v45 = util.global.load @p4 : tensor<16x64xbf16>
    %v46 = util.global.load @p5 : tensor<16xbf16>
    %v47 = "stablehlo.convert"(%v45) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v48 = "stablehlo.dot_general"(%v36, %v47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v49 = "stablehlo.convert"(%v46) : (tensor<16xbf16>) -> tensor<16xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v49) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v51 = "stablehlo.add"(%v48, %v50) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v52 = "stablehlo.reshape"(%v51) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v53 = util.global.load @p6 : tensor<16x64xbf16>
    %v54 = util.global.load @p7 : tensor<16xbf16>
    %v55 = "stablehlo.convert"(%v53) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v56 = "stablehlo.dot_general"(%v36, %v55) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v57 = "stablehlo.convert"(%v54) : (tensor<16xbf16>) -> tensor<16xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v59 = "stablehlo.add"(%v56, %v58) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v61 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v62 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v63 = "stablehlo.negate"(%v62) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v64 = "stablehlo.concatenate"(%v63, %v61) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v67 = "stablehlo.multiply"(%v44, %v65) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v68 = "stablehlo.multiply"(%v64, %v66) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v69 = "stablehlo.add"(%v67, %v68) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v70 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v71 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v72 = "stablehlo.negate"(%v71) : (tensor<64x1x8xf32>) -> tensor<64x1x8xf32>
    %v73 = "stablehlo.concatenate"(%v72, %v70) {dimension = 2 : i64} : (tensor<64x1x8xf32>, tensor<64x1x8xf32>) -> tensor<64x1x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v76 = "stablehlo.multiply"(%v52, %v74) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v77 = "stablehlo.multiply"(%v73, %v75) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v78 = "stablehlo.add"(%v76, %v77) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v79 = "stablehlo.reshape"(%v69) : (tensor<64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v80 = "stablehlo.dot_general"(%v79, %v78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x1x4x16xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x64xf32>
    %v81 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x64x4x64xf32>
    %v82 = "stablehlo.multiply"(%v80, %v81) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v83 = "stablehlo.select"(%v20, %v82, %v21) : (tensor<1x64x4x64xi1>, tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v85 = "stablehlo.reduce"(%v83, %v84) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v85) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v87 = "stablehlo.subtract"(%v83, %v86) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v88 = "stablehlo.exponential"(%v87) : (tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v90 = "stablehlo.reduce"(%v88, %v89) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v90) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v92 = "stablehlo.divide"(%v88, %v91) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v93 = "stablehlo.dot_general"(%v92, %v60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x64x4x64xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x16xf32>
    %v94 = "stablehlo.transpose"(%v93) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<64x1x4x16xf32>) -> tensor<64x64xf32>
    %v96 = util.global.load @p8 : tensor<64x64xbf16>
    %v97 = "stablehlo.convert"(%v96) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v98 = "stablehlo.dot_general"(%v95, %v97) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v99 = "stablehlo.add"(%v8, %v98) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v100 = util.global.load @p1 : tensor<64xbf16>
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
    %v111 = "stablehlo.convert"(%v100) : (tensor<64xbf16>) -> tensor<64xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v113 = "stablehlo.multiply"(%v110, %v112) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v114 = util.global.load @p9 : tensor<160x64xbf16>
    %v115 = util.global.load @p10 : tensor<160x64xbf16>
    %v116 = util.global.load @p11 : tensor<64x160xbf16>
    %v117 = "stablehlo.convert"(%v114) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v118 = "stablehlo.dot_general"(%v113, %v117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v119 = "stablehlo.logistic"(%v118) : (tensor<64x160xf32>) -> tensor<64x160xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v121 = "stablehlo.convert"(%v115) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v122 = "stablehlo.dot_general"(%v113, %v121) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v123 = "stablehlo.multiply"(%v120, %v122) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v124 = "stablehlo.convert"(%v116) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v125 = "stablehlo.dot_general"(%v123, %v124) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x64xf32>
    %v126 = "stablehlo.add"(%v99, %v125) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v127 = stablehlo.constant dense<0> : tensor<i32>
    %v128 = "stablehlo.transpose"(%v78) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v129 = "stablehlo.reshape"(%v128) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v130 = "stablehlo.dynamic_update_slice"(%arg6, %v129, %v127, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v131 = "stablehlo.transpose"(%v60) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v133 = "stablehlo.dynamic_update_slice"(%arg7, %v132, %v127, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v134 = util.global.load @p12 : tensor<64xbf16>
    %v135 = "stablehlo.multiply"(%v126, %v126) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v135, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v138 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v141 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v142 = "stablehlo.add"(%v140, %v141) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v143 = "stablehlo.rsqrt"(%v142) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v144 = "stablehlo.multiply"(%v126, %v143) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v145 = "stablehlo.convert"(%v134) : (tensor<64xbf16>) -> tensor<64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v147 = "stablehlo.multiply"(%v144, %v146) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v148 = util.global.load @p14 : tensor<64x64xbf16>
    %v149 = util.global.load @p15 : tensor<64xbf16>
    %v150 = "stablehlo.convert"(%v148) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v151 = "stablehlo.dot_general"(%v147, %v150) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v152 = "stablehlo.convert"(%v149) : (tensor<64xbf16>) -> tensor<64xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v154 = "stablehlo.add"(%v151, %v153) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %v156 = util.global.load @p16 : tensor<16x64xbf16>
    %v157 = util.global.load @p17 : tensor<16xbf16>
    %v158 = "stablehlo.convert"(%v156) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v159 = "stablehlo.dot_general"(%v147, %v158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v160 = "stablehlo.convert"(%v157) : (tensor<16xbf16>) -> tensor<16xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v160) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v162 = "stablehlo.add"(%v159, %v161) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v163 = "stablehlo.reshape"(%v162) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v164 = util.global.load @p18 : tensor<16x64xbf16>
    %v165 = util.global.load @p19 : tensor<16xbf16>
    %v166 = "stablehlo.convert"(%v164) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v167 = "stablehlo.dot_general"(%v147, %v166) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<64x16xf32>
    %v168 = "stablehlo.convert"(%v165) : (tensor<16xbf16>) -> tensor<16xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v168) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<64x16xf32>
    %v170 = "stablehlo.add"(%v167, %v169) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v172 = "stablehlo.slice"(%v155) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v173 = "stablehlo.slice"(%v155) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x4x16xf32>) -> tensor<64x4x8xf32>
    %v174 = "stablehlo.negate"(%v173) : (tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %v175 = "stablehlo.concatenate"(%v174, %v172) {dimension = 2 : i64} : (tensor<64x4x8xf32>, tensor<64x4x8xf32>) -> tensor<64x4x16xf32>
    %v176 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v177 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x4x16xf32>
    %v178 = "stablehlo.multiply"(%v155, %v176) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v179 = "stablehlo.multiply"(%v175, %v177) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<64x4x16xf32>, tensor<64x4x16xf32>) -> tensor<64x4x16xf32>
    %v181 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v182 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x1x16xf32>) -> tensor<64x1x8xf32>
    %v183 = "stablehlo.negate"(%v182) : (tensor<64x1x8xf32>) -> tensor<64x1x8xf32>
    %v184 = "stablehlo.concatenate"(%v183, %v181) {dimension = 2 : i64} : (tensor<64x1x8xf32>, tensor<64x1x8xf32>) -> tensor<64x1x16xf32>
    %v185 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %v187 = "stablehlo.multiply"(%v163, %v185) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v188 = "stablehlo.multiply"(%v184, %v186) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v189 = "stablehlo.add"(%v187, %v188) : (tensor<64x1x16xf32>, tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %v190 = "stablehlo.reshape"(%v180) : (tensor<64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v191 = "stablehlo.dot_general"(%v190, %v189) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<64x1x4x16xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x64xf32>
    %v192 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x64x4x64xf32>
    %v193 = "stablehlo.multiply"(%v191, %v192) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v194 = "stablehlo.select"(%v20, %v193, %v21) : (tensor<1x64x4x64xi1>, tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v196 = "stablehlo.reduce"(%v194, %v195) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v196) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v198 = "stablehlo.subtract"(%v194, %v197) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v199 = "stablehlo.exponential"(%v198) : (tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v201 = "stablehlo.reduce"(%v199, %v200) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x64x4x64xf32>, tensor<f32>) -> tensor<1x64x4xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x64x4xf32>) -> tensor<1x64x4x64xf32>
    %v203 = "stablehlo.divide"(%v199, %v202) : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
    %v204 = "stablehlo.dot_general"(%v203, %v171) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x64x4x64xf32>, tensor<64x1x16xf32>) -> tensor<1x64x4x16xf32>
    %v205 = "stablehlo.transpose"(%v204) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x64x4x16xf32>) -> tensor<64x1x4x16xf32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<64x1x4x16xf32>) -> tensor<64x64xf32>
    %v207 = util.global.load @p20 : tensor<64x64xbf16>
    %v208 = "stablehlo.convert"(%v207) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v209 = "stablehlo.dot_general"(%v206, %v208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v210 = "stablehlo.add"(%v126, %v209) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v211 = util.global.load @p13 : tensor<64xbf16>
    %v212 = "stablehlo.multiply"(%v210, %v210) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v214 = "stablehlo.reduce"(%v212, %v213) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v215 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v216 = "stablehlo.multiply"(%v214, %v215) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v216) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v218 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v220 = "stablehlo.rsqrt"(%v219) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v221 = "stablehlo.multiply"(%v210, %v220) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v222 = "stablehlo.convert"(%v211) : (tensor<64xbf16>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v224 = "stablehlo.multiply"(%v221, %v223) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v225 = util.global.load @p21 : tensor<160x64xbf16>
    %v226 = util.global.load @p22 : tensor<160x64xbf16>
    %v227 = util.global.load @p23 : tensor<64x160xbf16>
    %v228 = "stablehlo.convert"(%v225) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v229 = "stablehlo.dot_general"(%v224, %v228) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v230 = "stablehlo.logistic"(%v229) : (tensor<64x160xf32>) -> tensor<64x160xf32>
    %v231 = "stablehlo.multiply"(%v229, %v230) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v232 = "stablehlo.convert"(%v226) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v233 = "stablehlo.dot_general"(%v224, %v232) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<160x64xf32>) -> tensor<64x160xf32>
    %v234 = "stablehlo.multiply"(%v231, %v233) : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x160xf32>
    %v235 = "stablehlo.convert"(%v227) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v236 = "stablehlo.dot_general"(%v234, %v235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x160xf32>, tensor<64x160xf32>) -> tensor<64x64xf32>
    %v237 = "stablehlo.add"(%v210, %v236) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v238 = stablehlo.constant dense<1> : tensor<i32>
    %v239 = "stablehlo.transpose"(%v189) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v241 = "stablehlo.dynamic_update_slice"(%v130, %v240, %v238, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v242 = "stablehlo.transpose"(%v171) {permutation = array<i64: 1, 0, 2>} : (tensor<64x1x16xf32>) -> tensor<1x64x16xf32>
    %v243 = "stablehlo.reshape"(%v242) : (tensor<1x64x16xf32>) -> tensor<1x1x1x64x16xf32>
    %v244 = "stablehlo.dynamic_update_slice"(%v133, %v243, %v238, %arg4, %v22, %v22, %v22) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v245 = util.global.load @p26 : tensor<64xbf16>
    %v246 = "stablehlo.multiply"(%v237, %v237) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v248 = "stablehlo.reduce"(%v246, %v247) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %v249 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<64xf32>
    %v250 = "stablehlo.multiply"(%v248, %v249) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v251 = "stablehlo.broadcast_in_dim"(%v250) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v252 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x64xf32>
    %v253 = "stablehlo.add"(%v251, %v252) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v254 = "stablehlo.rsqrt"(%v253) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %v255 = "stablehlo.multiply"(%v237, %v254) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v256 = "stablehlo.convert"(%v245) : (tensor<64xbf16>) -> tensor<64xf32>
    %v257 = "stablehlo.broadcast_in_dim"(%v256) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<64x64xf32>
    %v258 = "stablehlo.multiply"(%v255, %v257) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %v259 = util.global.load @p25 : tensor<151936x64xbf16>
    %v260 = "stablehlo.convert"(%v259) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v261 = "stablehlo.dot_general"(%v258, %v260) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<151936x64xf32>) -> tensor<64x151936xf32>
    return %v261, %v241, %v244 : tensor<64x151936xf32>, tensor<2x2x1x128x16xf32>, tensor<2x2x1x128x16xf32>
  }
  func.func @decode(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2x2x1x128x16xf32>, %arg4: tensor<2x2x1x128x16xf32>) -> (tensor<2x151936xf32>, tensor<2x2x1x128x16xf32>, tensor<2x2x1x128x16xf32>) {
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
    %v13 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x128xi32>
    %v14 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2x128xi32>
    %v15 = "stablehlo.compare"(%v13, %v14) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %v16 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<2x128xi1>) -> tensor<2x1x4x128xi1>
    %v17 = stablehlo.constant dense<0xFF800000> : tensor<2x1x4x128xf32>
    %v18 = stablehlo.constant dense<0> : tensor<i32>
    %v19 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v20 = "stablehlo.reshape"(%v19) : (tensor<1xi32>) -> tensor<i32>
    %v21 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v22 = "stablehlo.reshape"(%v21) : (tensor<1xi32>) -> tensor<i32>
    %v23 = util.global.load @p0 : tensor<64xbf16>
    %v24 = "stablehlo.multiply"(%v4, %v4) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v33 = "stablehlo.multiply"(%v4, %v32) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v34 = "stablehlo.convert"(%v23) : (tensor<64xbf16>) -> tensor<64xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v36 = "stablehlo.multiply"(%v33, %v35) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v37 = util.global.load @p2 : tensor<64x64xbf16>
    %v38 = util.global.load @p3 : tensor<64xbf16>
    %v39 = "stablehlo.convert"(%v37) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v40 = "stablehlo.dot_general"(%v36, %v39) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v41 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v41) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v43 = "stablehlo.add"(%v40, %v42) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v45 = util.global.load @p4 : tensor<16x64xbf16>
    %v46 = util.global.load @p5 : tensor<16xbf16>
    %v47 = "stablehlo.convert"(%v45) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v48 = "stablehlo.dot_general"(%v36, %v47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<16x64xf32>) -> tensor<2x16xf32>
    %v49 = "stablehlo.convert"(%v46) : (tensor<16xbf16>) -> tensor<16xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v49) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v51 = "stablehlo.add"(%v48, %v50) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v52 = "stablehlo.reshape"(%v51) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v53 = util.global.load @p6 : tensor<16x64xbf16>
    %v54 = util.global.load @p7 : tensor<16xbf16>
    %v55 = "stablehlo.convert"(%v53) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v56 = "stablehlo.dot_general"(%v36, %v55) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<16x64xf32>) -> tensor<2x16xf32>
    %v57 = "stablehlo.convert"(%v54) : (tensor<16xbf16>) -> tensor<16xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v59 = "stablehlo.add"(%v56, %v58) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v61 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v62 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v63 = "stablehlo.negate"(%v62) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v64 = "stablehlo.concatenate"(%v63, %v61) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v67 = "stablehlo.multiply"(%v44, %v65) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v68 = "stablehlo.multiply"(%v64, %v66) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v69 = "stablehlo.add"(%v67, %v68) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v70 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v71 = "stablehlo.slice"(%v52) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v72 = "stablehlo.negate"(%v71) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v73 = "stablehlo.concatenate"(%v72, %v70) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v75 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v76 = "stablehlo.multiply"(%v52, %v74) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v77 = "stablehlo.multiply"(%v73, %v75) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v78 = "stablehlo.add"(%v76, %v77) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v79 = "stablehlo.reshape"(%v69) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v80 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x128x16xf32>) -> tensor<1x2x1x128x16xf32>
    %v81 = "stablehlo.reshape"(%v80) : (tensor<1x2x1x128x16xf32>) -> tensor<2x1x128x16xf32>
    %v82 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 1, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x128x16xf32>) -> tensor<1x2x1x128x16xf32>
    %v83 = "stablehlo.reshape"(%v82) : (tensor<1x2x1x128x16xf32>) -> tensor<2x1x128x16xf32>
    %v84 = "stablehlo.dot_general"(%v79, %v81) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x1x4x16xf32>, tensor<2x1x128x16xf32>) -> tensor<2x1x4x128xf32>
    %v85 = "stablehlo.dot_general"(%v79, %v78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x4xf32>
    %v86 = "stablehlo.reshape"(%v85) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v87 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x128xf32>
    %v88 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x1xf32>
    %v89 = "stablehlo.multiply"(%v84, %v87) : (tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v90 = "stablehlo.select"(%v16, %v89, %v17) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v91 = "stablehlo.multiply"(%v86, %v88) : (tensor<2x1x4x1xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x1xf32>
    %v92 = "stablehlo.concatenate"(%v90, %v91) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v94 = "stablehlo.reduce"(%v92, %v93) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v95 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v96 = "stablehlo.subtract"(%v92, %v95) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v97 = "stablehlo.exponential"(%v96) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v99 = "stablehlo.reduce"(%v97, %v98) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v101 = "stablehlo.divide"(%v97, %v100) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v102 = "stablehlo.slice"(%v101) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v103 = "stablehlo.slice"(%v101) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v104 = "stablehlo.dot_general"(%v102, %v83) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xf32>, tensor<2x1x128x16xf32>) -> tensor<2x1x4x16xf32>
    %v105 = "stablehlo.broadcast_in_dim"(%v60) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v106 = "stablehlo.reshape"(%v103) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v108 = "stablehlo.multiply"(%v107, %v105) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v109 = "stablehlo.add"(%v104, %v108) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v111 = util.global.load @p8 : tensor<64x64xbf16>
    %v112 = "stablehlo.convert"(%v111) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v113 = "stablehlo.dot_general"(%v110, %v112) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v114 = "stablehlo.add"(%v4, %v113) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v130 = util.global.load @p10 : tensor<160x64xbf16>
    %v131 = util.global.load @p11 : tensor<64x160xbf16>
    %v132 = "stablehlo.convert"(%v129) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v133 = "stablehlo.dot_general"(%v128, %v132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<160x64xf32>) -> tensor<2x160xf32>
    %v134 = "stablehlo.logistic"(%v133) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v136 = "stablehlo.convert"(%v130) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v137 = "stablehlo.dot_general"(%v128, %v136) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<160x64xf32>) -> tensor<2x160xf32>
    %v138 = "stablehlo.multiply"(%v135, %v137) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v139 = "stablehlo.convert"(%v131) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v140 = "stablehlo.dot_general"(%v138, %v139) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x160xf32>, tensor<64x160xf32>) -> tensor<2x64xf32>
    %v141 = "stablehlo.add"(%v114, %v140) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v142 = stablehlo.constant dense<0> : tensor<i32>
    %v143 = stablehlo.constant dense<0> : tensor<i32>
    %v144 = "stablehlo.slice"(%v78) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v145 = "stablehlo.reshape"(%v144) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v146 = "stablehlo.dynamic_update_slice"(%arg3, %v145, %v142, %v143, %v18, %v20, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v147 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v148 = "stablehlo.reshape"(%v147) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v149 = "stablehlo.dynamic_update_slice"(%arg4, %v148, %v142, %v143, %v18, %v20, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v150 = stablehlo.constant dense<1> : tensor<i32>
    %v151 = "stablehlo.slice"(%v78) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v153 = "stablehlo.dynamic_update_slice"(%v146, %v152, %v142, %v150, %v18, %v22, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v154 = "stablehlo.slice"(%v60) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v156 = "stablehlo.dynamic_update_slice"(%v149, %v155, %v142, %v150, %v18, %v22, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v157 = util.global.load @p12 : tensor<64xbf16>
    %v158 = "stablehlo.multiply"(%v141, %v141) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v167 = "stablehlo.multiply"(%v141, %v166) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v168 = "stablehlo.convert"(%v157) : (tensor<64xbf16>) -> tensor<64xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v168) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v170 = "stablehlo.multiply"(%v167, %v169) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v171 = util.global.load @p14 : tensor<64x64xbf16>
    %v172 = util.global.load @p15 : tensor<64xbf16>
    %v173 = "stablehlo.convert"(%v171) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v174 = "stablehlo.dot_general"(%v170, %v173) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v175 = "stablehlo.convert"(%v172) : (tensor<64xbf16>) -> tensor<64xf32>
    %v176 = "stablehlo.broadcast_in_dim"(%v175) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v177 = "stablehlo.add"(%v174, %v176) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.reshape"(%v177) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v179 = util.global.load @p16 : tensor<16x64xbf16>
    %v180 = util.global.load @p17 : tensor<16xbf16>
    %v181 = "stablehlo.convert"(%v179) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v182 = "stablehlo.dot_general"(%v170, %v181) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<16x64xf32>) -> tensor<2x16xf32>
    %v183 = "stablehlo.convert"(%v180) : (tensor<16xbf16>) -> tensor<16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v185 = "stablehlo.add"(%v182, %v184) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v186 = "stablehlo.reshape"(%v185) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v187 = util.global.load @p18 : tensor<16x64xbf16>
    %v188 = util.global.load @p19 : tensor<16xbf16>
    %v189 = "stablehlo.convert"(%v187) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v190 = "stablehlo.dot_general"(%v170, %v189) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<16x64xf32>) -> tensor<2x16xf32>
    %v191 = "stablehlo.convert"(%v188) : (tensor<16xbf16>) -> tensor<16xf32>
    %v192 = "stablehlo.broadcast_in_dim"(%v191) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v193 = "stablehlo.add"(%v190, %v192) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v194 = "stablehlo.reshape"(%v193) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v195 = "stablehlo.slice"(%v178) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v196 = "stablehlo.slice"(%v178) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v197 = "stablehlo.negate"(%v196) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v198 = "stablehlo.concatenate"(%v197, %v195) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v201 = "stablehlo.multiply"(%v178, %v199) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v202 = "stablehlo.multiply"(%v198, %v200) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v203 = "stablehlo.add"(%v201, %v202) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v204 = "stablehlo.slice"(%v186) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v205 = "stablehlo.slice"(%v186) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v206 = "stablehlo.negate"(%v205) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v207 = "stablehlo.concatenate"(%v206, %v204) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v208 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v210 = "stablehlo.multiply"(%v186, %v208) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v211 = "stablehlo.multiply"(%v207, %v209) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v212 = "stablehlo.add"(%v210, %v211) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v213 = "stablehlo.reshape"(%v203) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v214 = "stablehlo.slice"(%v153) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x128x16xf32>) -> tensor<1x2x1x128x16xf32>
    %v215 = "stablehlo.reshape"(%v214) : (tensor<1x2x1x128x16xf32>) -> tensor<2x1x128x16xf32>
    %v216 = "stablehlo.slice"(%v156) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 2, 1, 128, 16>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x2x1x128x16xf32>) -> tensor<1x2x1x128x16xf32>
    %v217 = "stablehlo.reshape"(%v216) : (tensor<1x2x1x128x16xf32>) -> tensor<2x1x128x16xf32>
    %v218 = "stablehlo.dot_general"(%v213, %v215) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<2x1x4x16xf32>, tensor<2x1x128x16xf32>) -> tensor<2x1x4x128xf32>
    %v219 = "stablehlo.dot_general"(%v213, %v212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x4xf32>
    %v220 = "stablehlo.reshape"(%v219) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v221 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x128xf32>
    %v222 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x1xf32>
    %v223 = "stablehlo.multiply"(%v218, %v221) : (tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v224 = "stablehlo.select"(%v16, %v223, %v17) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v225 = "stablehlo.multiply"(%v220, %v222) : (tensor<2x1x4x1xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x1xf32>
    %v226 = "stablehlo.concatenate"(%v224, %v225) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v227 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v228 = "stablehlo.reduce"(%v226, %v227) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v228) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v230 = "stablehlo.subtract"(%v226, %v229) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v231 = "stablehlo.exponential"(%v230) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v233 = "stablehlo.reduce"(%v231, %v232) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v233) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v235 = "stablehlo.divide"(%v231, %v234) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v236 = "stablehlo.slice"(%v235) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v237 = "stablehlo.slice"(%v235) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v238 = "stablehlo.dot_general"(%v236, %v217) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xf32>, tensor<2x1x128x16xf32>) -> tensor<2x1x4x16xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v194) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v240 = "stablehlo.reshape"(%v237) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v240) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v242 = "stablehlo.multiply"(%v241, %v239) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v243 = "stablehlo.add"(%v238, %v242) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v244 = "stablehlo.reshape"(%v243) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v245 = util.global.load @p20 : tensor<64x64xbf16>
    %v246 = "stablehlo.convert"(%v245) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v247 = "stablehlo.dot_general"(%v244, %v246) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %v248 = "stablehlo.add"(%v141, %v247) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v249 = util.global.load @p13 : tensor<64xbf16>
    %v250 = "stablehlo.multiply"(%v248, %v248) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v252 = "stablehlo.reduce"(%v250, %v251) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v253 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v254 = "stablehlo.multiply"(%v252, %v253) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v255 = "stablehlo.broadcast_in_dim"(%v254) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v256 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v257 = "stablehlo.add"(%v255, %v256) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v258 = "stablehlo.rsqrt"(%v257) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v259 = "stablehlo.multiply"(%v248, %v258) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v260 = "stablehlo.convert"(%v249) : (tensor<64xbf16>) -> tensor<64xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v262 = "stablehlo.multiply"(%v259, %v261) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v263 = util.global.load @p21 : tensor<160x64xbf16>
    %v264 = util.global.load @p22 : tensor<160x64xbf16>
    %v265 = util.global.load @p23 : tensor<64x160xbf16>
    %v266 = "stablehlo.convert"(%v263) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v267 = "stablehlo.dot_general"(%v262, %v266) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<160x64xf32>) -> tensor<2x160xf32>
    %v268 = "stablehlo.logistic"(%v267) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v269 = "stablehlo.multiply"(%v267, %v268) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v270 = "stablehlo.convert"(%v264) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v271 = "stablehlo.dot_general"(%v262, %v270) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<160x64xf32>) -> tensor<2x160xf32>
    %v272 = "stablehlo.multiply"(%v269, %v271) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v273 = "stablehlo.convert"(%v265) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v274 = "stablehlo.dot_general"(%v272, %v273) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x160xf32>, tensor<64x160xf32>) -> tensor<2x64xf32>
    %v275 = "stablehlo.add"(%v248, %v274) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v276 = stablehlo.constant dense<1> : tensor<i32>
    %v277 = stablehlo.constant dense<0> : tensor<i32>
    %v278 = "stablehlo.slice"(%v212) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v279 = "stablehlo.reshape"(%v278) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v280 = "stablehlo.dynamic_update_slice"(%v153, %v279, %v276, %v277, %v18, %v20, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v281 = "stablehlo.slice"(%v194) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v282 = "stablehlo.reshape"(%v281) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v283 = "stablehlo.dynamic_update_slice"(%v156, %v282, %v276, %v277, %v18, %v20, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v284 = stablehlo.constant dense<1> : tensor<i32>
    %v285 = "stablehlo.slice"(%v212) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v286 = "stablehlo.reshape"(%v285) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v287 = "stablehlo.dynamic_update_slice"(%v280, %v286, %v276, %v284, %v18, %v22, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v288 = "stablehlo.slice"(%v194) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<1x1x16xf32>
    %v289 = "stablehlo.reshape"(%v288) : (tensor<1x1x16xf32>) -> tensor<1x1x1x1x16xf32>
    %v290 = "stablehlo.dynamic_update_slice"(%v283, %v289, %v276, %v284, %v18, %v22, %v18) : (tensor<2x2x1x128x16xf32>, tensor<1x1x1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x1x128x16xf32>
    %v291 = util.global.load @p26 : tensor<64xbf16>
    %v292 = "stablehlo.multiply"(%v275, %v275) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v294 = "stablehlo.reduce"(%v292, %v293) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v295 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v296 = "stablehlo.multiply"(%v294, %v295) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%v296) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v298 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v299 = "stablehlo.add"(%v297, %v298) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v300 = "stablehlo.rsqrt"(%v299) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v301 = "stablehlo.multiply"(%v275, %v300) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v302 = "stablehlo.convert"(%v291) : (tensor<64xbf16>) -> tensor<64xf32>
    %v303 = "stablehlo.broadcast_in_dim"(%v302) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v304 = "stablehlo.multiply"(%v301, %v303) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v305 = util.global.load @p25 : tensor<151936x64xbf16>
    %v306 = "stablehlo.convert"(%v305) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v307 = "stablehlo.dot_general"(%v304, %v306) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<2x64xf32>, tensor<151936x64xf32>) -> tensor<2x151936xf32>
    return %v307, %v287, %v290 : tensor<2x151936xf32>, tensor<2x2x1x128x16xf32>, tensor<2x2x1x128x16xf32>
  }
}
