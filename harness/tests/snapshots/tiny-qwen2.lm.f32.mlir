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
  func.func @prefill_c2_w0(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>) {
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
    %v17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x4x2xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x4x2xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1x2x4x2xi32>, tensor<1x2x4x2xi32>) -> tensor<1x2x4x2xi1>
    %v20 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v21 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v22 = stablehlo.constant dense<0> : tensor<i32>
    %v23 = stablehlo.constant dense<16> : tensor<i32>
    %v24 = "stablehlo.divide"(%arg4, %v23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v25 = util.global.load @p0 : tensor<64xbf16>
    %v26 = "stablehlo.multiply"(%v8, %v8) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v27 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v28 = "stablehlo.reduce"(%v26, %v27) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v29 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v30 = "stablehlo.multiply"(%v28, %v29) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v31 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v32 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v33 = "stablehlo.add"(%v31, %v32) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v34 = "stablehlo.rsqrt"(%v33) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v35 = "stablehlo.multiply"(%v8, %v34) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v36 = "stablehlo.convert"(%v25) : (tensor<64xbf16>) -> tensor<64xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v38 = "stablehlo.multiply"(%v35, %v37) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v39 = util.global.load @p2 : tensor<64x64xbf16>
    %v40 = util.global.load @p3 : tensor<64xbf16>
    %v41 = "stablehlo.convert"(%v39) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v42 = tensor.empty() : tensor<2x64xf32>
    %v43 = arith.constant 0.0 : f32
    %v44 = linalg.fill ins(%v43 : f32) outs(%v42 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v45 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v38, %v41 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v44 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v46 = "stablehlo.convert"(%v40) : (tensor<64xbf16>) -> tensor<64xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%v46) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v48 = "stablehlo.add"(%v45, %v47) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v49 = "stablehlo.reshape"(%v48) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v50 = util.global.load @p4 : tensor<16x64xbf16>
    %v51 = util.global.load @p5 : tensor<16xbf16>
    %v52 = "stablehlo.convert"(%v50) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v53 = tensor.empty() : tensor<2x16xf32>
    %v54 = arith.constant 0.0 : f32
    %v55 = linalg.fill ins(%v54 : f32) outs(%v53 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v56 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v38, %v52 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v55 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v57 = "stablehlo.convert"(%v51) : (tensor<16xbf16>) -> tensor<16xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v59 = "stablehlo.add"(%v56, %v58) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v61 = util.global.load @p6 : tensor<16x64xbf16>
    %v62 = util.global.load @p7 : tensor<16xbf16>
    %v63 = "stablehlo.convert"(%v61) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v64 = tensor.empty() : tensor<2x16xf32>
    %v65 = arith.constant 0.0 : f32
    %v66 = linalg.fill ins(%v65 : f32) outs(%v64 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v67 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v38, %v63 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v66 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v68 = "stablehlo.convert"(%v62) : (tensor<16xbf16>) -> tensor<16xf32>
    %v69 = "stablehlo.broadcast_in_dim"(%v68) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v70 = "stablehlo.add"(%v67, %v69) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v71 = "stablehlo.reshape"(%v70) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v72 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v73 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v74 = "stablehlo.negate"(%v73) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v75 = "stablehlo.concatenate"(%v74, %v72) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v78 = "stablehlo.multiply"(%v49, %v76) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v79 = "stablehlo.multiply"(%v75, %v77) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v80 = "stablehlo.add"(%v78, %v79) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v81 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v82 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v83 = "stablehlo.negate"(%v82) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v84 = "stablehlo.concatenate"(%v83, %v81) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v87 = "stablehlo.multiply"(%v60, %v85) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v88 = "stablehlo.multiply"(%v84, %v86) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v89 = "stablehlo.add"(%v87, %v88) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v90 = "stablehlo.reshape"(%v80) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v91 = "stablehlo.transpose"(%v90) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v93 = "stablehlo.transpose"(%v89) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v94 = "stablehlo.transpose"(%v71) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v95 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<1xi32>) -> tensor<i32>
    %v97 = tensor.empty() : tensor<1x8x2xf32>
    %v98 = arith.constant 0.0 : f32
    %v99 = linalg.fill ins(%v98 : f32) outs(%v97 : tensor<1x8x2xf32>) -> tensor<1x8x2xf32>
    %v100 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v92, %v93 : tensor<1x8x16xf32>, tensor<1x2x16xf32>) outs(%v99 : tensor<1x8x2xf32>) {iree.opt.data_tiling} -> tensor<1x8x2xf32>
    %v101 = "stablehlo.reshape"(%v100) : (tensor<1x8x2xf32>) -> tensor<1x2x4x2xf32>
    %v102 = "stablehlo.multiply"(%v101, %v21) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v103 = "stablehlo.select"(%v19, %v102, %v20) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v105 = "stablehlo.reduce"(%v103, %v104) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v107 = "stablehlo.subtract"(%v103, %v106) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v108 = "stablehlo.exponential"(%v107) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v110 = "stablehlo.reduce"(%v108, %v109) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v111 = "stablehlo.reshape"(%v108) : (tensor<1x2x4x2xf32>) -> tensor<1x8x2xf32>
    %v112 = tensor.empty() : tensor<1x8x16xf32>
    %v113 = arith.constant 0.0 : f32
    %v114 = linalg.fill ins(%v113 : f32) outs(%v112 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v115 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v111, %v94 : tensor<1x8x2xf32>, tensor<1x2x16xf32>) outs(%v114 : tensor<1x8x16xf32>) {iree.opt.data_tiling} -> tensor<1x8x16xf32>
    %v116 = "stablehlo.reshape"(%v110) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%v116) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v118 = "stablehlo.divide"(%v115, %v117) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v119 = "stablehlo.reshape"(%v118) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v120 = "stablehlo.transpose"(%v119) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v121 = "stablehlo.reshape"(%v120) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v122 = util.global.load @p8 : tensor<64x64xbf16>
    %v123 = "stablehlo.convert"(%v122) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v124 = tensor.empty() : tensor<2x64xf32>
    %v125 = arith.constant 0.0 : f32
    %v126 = linalg.fill ins(%v125 : f32) outs(%v124 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v127 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v121, %v123 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v126 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v128 = "stablehlo.add"(%v8, %v127) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v129 = util.global.load @p1 : tensor<64xbf16>
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
    %v140 = "stablehlo.convert"(%v129) : (tensor<64xbf16>) -> tensor<64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v142 = "stablehlo.multiply"(%v139, %v141) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v143 = util.global.load @p9 : tensor<160x64xbf16>
    %v144 = "stablehlo.convert"(%v143) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v145 = tensor.empty() : tensor<2x160xf32>
    %v146 = arith.constant 0.0 : f32
    %v147 = linalg.fill ins(%v146 : f32) outs(%v145 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v148 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v144 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v147 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v149 = "stablehlo.logistic"(%v148) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v150 = "stablehlo.multiply"(%v148, %v149) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v151 = util.global.load @p10 : tensor<160x64xbf16>
    %v152 = "stablehlo.convert"(%v151) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v153 = tensor.empty() : tensor<2x160xf32>
    %v154 = arith.constant 0.0 : f32
    %v155 = linalg.fill ins(%v154 : f32) outs(%v153 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v156 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v152 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v155 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v157 = "stablehlo.multiply"(%v150, %v156) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v158 = util.global.load @p11 : tensor<64x160xbf16>
    %v159 = "stablehlo.convert"(%v158) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v160 = tensor.empty() : tensor<2x64xf32>
    %v161 = arith.constant 0.0 : f32
    %v162 = linalg.fill ins(%v161 : f32) outs(%v160 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v163 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v157, %v159 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v162 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v164 = "stablehlo.add"(%v128, %v163) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v165 = "stablehlo.transpose"(%v89) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v166 = "stablehlo.reshape"(%v165) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v167 = "stablehlo.transpose"(%v71) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v168 = "stablehlo.reshape"(%v167) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v169 = util.global.load @p12 : tensor<64xbf16>
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
    %v180 = "stablehlo.convert"(%v169) : (tensor<64xbf16>) -> tensor<64xf32>
    %v181 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v182 = "stablehlo.multiply"(%v179, %v181) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v183 = util.global.load @p14 : tensor<64x64xbf16>
    %v184 = util.global.load @p15 : tensor<64xbf16>
    %v185 = "stablehlo.convert"(%v183) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v186 = tensor.empty() : tensor<2x64xf32>
    %v187 = arith.constant 0.0 : f32
    %v188 = linalg.fill ins(%v187 : f32) outs(%v186 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v189 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v185 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v188 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v190 = "stablehlo.convert"(%v184) : (tensor<64xbf16>) -> tensor<64xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v192 = "stablehlo.add"(%v189, %v191) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v193 = "stablehlo.reshape"(%v192) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v194 = util.global.load @p16 : tensor<16x64xbf16>
    %v195 = util.global.load @p17 : tensor<16xbf16>
    %v196 = "stablehlo.convert"(%v194) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v197 = tensor.empty() : tensor<2x16xf32>
    %v198 = arith.constant 0.0 : f32
    %v199 = linalg.fill ins(%v198 : f32) outs(%v197 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v200 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v196 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v199 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v201 = "stablehlo.convert"(%v195) : (tensor<16xbf16>) -> tensor<16xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v203 = "stablehlo.add"(%v200, %v202) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v205 = util.global.load @p18 : tensor<16x64xbf16>
    %v206 = util.global.load @p19 : tensor<16xbf16>
    %v207 = "stablehlo.convert"(%v205) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v208 = tensor.empty() : tensor<2x16xf32>
    %v209 = arith.constant 0.0 : f32
    %v210 = linalg.fill ins(%v209 : f32) outs(%v208 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v211 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v207 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v210 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v212 = "stablehlo.convert"(%v206) : (tensor<16xbf16>) -> tensor<16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v212) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v214 = "stablehlo.add"(%v211, %v213) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v215 = "stablehlo.reshape"(%v214) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v216 = "stablehlo.slice"(%v193) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v217 = "stablehlo.slice"(%v193) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v218 = "stablehlo.negate"(%v217) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v219 = "stablehlo.concatenate"(%v218, %v216) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v221 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v222 = "stablehlo.multiply"(%v193, %v220) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v223 = "stablehlo.multiply"(%v219, %v221) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v224 = "stablehlo.add"(%v222, %v223) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v225 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v226 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v227 = "stablehlo.negate"(%v226) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v228 = "stablehlo.concatenate"(%v227, %v225) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v231 = "stablehlo.multiply"(%v204, %v229) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v232 = "stablehlo.multiply"(%v228, %v230) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v233 = "stablehlo.add"(%v231, %v232) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v234 = "stablehlo.reshape"(%v224) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v235 = "stablehlo.transpose"(%v234) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v236 = "stablehlo.reshape"(%v235) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v237 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v238 = "stablehlo.transpose"(%v215) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v239 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<1xi32>) -> tensor<i32>
    %v241 = tensor.empty() : tensor<1x8x2xf32>
    %v242 = arith.constant 0.0 : f32
    %v243 = linalg.fill ins(%v242 : f32) outs(%v241 : tensor<1x8x2xf32>) -> tensor<1x8x2xf32>
    %v244 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v236, %v237 : tensor<1x8x16xf32>, tensor<1x2x16xf32>) outs(%v243 : tensor<1x8x2xf32>) {iree.opt.data_tiling} -> tensor<1x8x2xf32>
    %v245 = "stablehlo.reshape"(%v244) : (tensor<1x8x2xf32>) -> tensor<1x2x4x2xf32>
    %v246 = "stablehlo.multiply"(%v245, %v21) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v247 = "stablehlo.select"(%v19, %v246, %v20) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v248 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v249 = "stablehlo.reduce"(%v247, %v248) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v251 = "stablehlo.subtract"(%v247, %v250) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v252 = "stablehlo.exponential"(%v251) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v254 = "stablehlo.reduce"(%v252, %v253) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v255 = "stablehlo.reshape"(%v252) : (tensor<1x2x4x2xf32>) -> tensor<1x8x2xf32>
    %v256 = tensor.empty() : tensor<1x8x16xf32>
    %v257 = arith.constant 0.0 : f32
    %v258 = linalg.fill ins(%v257 : f32) outs(%v256 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v259 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v255, %v238 : tensor<1x8x2xf32>, tensor<1x2x16xf32>) outs(%v258 : tensor<1x8x16xf32>) {iree.opt.data_tiling} -> tensor<1x8x16xf32>
    %v260 = "stablehlo.reshape"(%v254) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v262 = "stablehlo.divide"(%v259, %v261) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v263 = "stablehlo.reshape"(%v262) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v264 = "stablehlo.transpose"(%v263) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v265 = "stablehlo.reshape"(%v264) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v266 = util.global.load @p20 : tensor<64x64xbf16>
    %v267 = "stablehlo.convert"(%v266) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v268 = tensor.empty() : tensor<2x64xf32>
    %v269 = arith.constant 0.0 : f32
    %v270 = linalg.fill ins(%v269 : f32) outs(%v268 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v271 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v265, %v267 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v270 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v272 = "stablehlo.add"(%v164, %v271) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v273 = util.global.load @p13 : tensor<64xbf16>
    %v274 = "stablehlo.multiply"(%v272, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v276 = "stablehlo.reduce"(%v274, %v275) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v277 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v278 = "stablehlo.multiply"(%v276, %v277) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v279 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v280 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v281 = "stablehlo.add"(%v279, %v280) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v282 = "stablehlo.rsqrt"(%v281) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v283 = "stablehlo.multiply"(%v272, %v282) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.convert"(%v273) : (tensor<64xbf16>) -> tensor<64xf32>
    %v285 = "stablehlo.broadcast_in_dim"(%v284) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v286 = "stablehlo.multiply"(%v283, %v285) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v287 = util.global.load @p21 : tensor<160x64xbf16>
    %v288 = "stablehlo.convert"(%v287) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v289 = tensor.empty() : tensor<2x160xf32>
    %v290 = arith.constant 0.0 : f32
    %v291 = linalg.fill ins(%v290 : f32) outs(%v289 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v292 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v288 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v291 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v293 = "stablehlo.logistic"(%v292) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v295 = util.global.load @p22 : tensor<160x64xbf16>
    %v296 = "stablehlo.convert"(%v295) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v297 = tensor.empty() : tensor<2x160xf32>
    %v298 = arith.constant 0.0 : f32
    %v299 = linalg.fill ins(%v298 : f32) outs(%v297 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v300 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v296 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v299 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v301 = "stablehlo.multiply"(%v294, %v300) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v302 = util.global.load @p23 : tensor<64x160xbf16>
    %v303 = "stablehlo.convert"(%v302) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v304 = tensor.empty() : tensor<2x64xf32>
    %v305 = arith.constant 0.0 : f32
    %v306 = linalg.fill ins(%v305 : f32) outs(%v304 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v307 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v301, %v303 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v306 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v308 = "stablehlo.add"(%v272, %v307) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v309 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v310 = "stablehlo.reshape"(%v309) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v311 = "stablehlo.transpose"(%v215) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v312 = "stablehlo.reshape"(%v311) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v313 = "stablehlo.concatenate"(%v166, %v310) {dimension = 0 : i64} : (tensor<1x1x16x2xf32>, tensor<1x1x16x2xf32>) -> tensor<2x1x16x2xf32>
    %v314 = "stablehlo.concatenate"(%v168, %v312) {dimension = 0 : i64} : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %v315 = "stablehlo.dynamic_slice"(%v308, %arg7, %v22) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v316 = util.global.load @p26 : tensor<64xbf16>
    %v317 = "stablehlo.multiply"(%v315, %v315) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v319 = "stablehlo.reduce"(%v317, %v318) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v320 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v321 = "stablehlo.multiply"(%v319, %v320) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v322 = "stablehlo.broadcast_in_dim"(%v321) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v323 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v324 = "stablehlo.add"(%v322, %v323) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v325 = "stablehlo.rsqrt"(%v324) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v326 = "stablehlo.multiply"(%v315, %v325) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v327 = "stablehlo.convert"(%v316) : (tensor<64xbf16>) -> tensor<64xf32>
    %v328 = "stablehlo.broadcast_in_dim"(%v327) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v329 = "stablehlo.multiply"(%v326, %v328) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v330 = util.global.load @p25 : tensor<151936x64xbf16>
    %v331 = "stablehlo.convert"(%v330) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v332 = tensor.empty() : tensor<1x151936xf32>
    %v333 = arith.constant 0.0 : f32
    %v334 = linalg.fill ins(%v333 : f32) outs(%v332 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v335 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v329, %v331 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v334 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v335, %v308, %v313, %v314 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>
  }
  func.func @prefill_c2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>) {
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
    %v17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x4x130xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x2x4x130xi32>
    %v19 = stablehlo.constant dense<128> : tensor<1x2x4x130xi32>
    %v20 = "stablehlo.compare"(%v18, %v19) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x2x4x130xi32>, tensor<1x2x4x130xi32>) -> tensor<1x2x4x130xi1>
    %v21 = "stablehlo.subtract"(%v18, %v19) : (tensor<1x2x4x130xi32>, tensor<1x2x4x130xi32>) -> tensor<1x2x4x130xi32>
    %v22 = "stablehlo.compare"(%v21, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1x2x4x130xi32>, tensor<1x2x4x130xi32>) -> tensor<1x2x4x130xi1>
    %v23 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x2x4x130xi32>
    %v24 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v25 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x2x4x130xi32>
    %v26 = "stablehlo.compare"(%v18, %v23) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x2x4x130xi32>, tensor<1x2x4x130xi32>) -> tensor<1x2x4x130xi1>
    %v27 = "stablehlo.compare"(%v18, %v25) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x2x4x130xi32>, tensor<1x2x4x130xi32>) -> tensor<1x2x4x130xi1>
    %v28 = "stablehlo.and"(%v26, %v27) : (tensor<1x2x4x130xi1>, tensor<1x2x4x130xi1>) -> tensor<1x2x4x130xi1>
    %v29 = "stablehlo.select"(%v20, %v22, %v28) : (tensor<1x2x4x130xi1>, tensor<1x2x4x130xi1>, tensor<1x2x4x130xi1>) -> tensor<1x2x4x130xi1>
    %v30 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x130xf32>
    %v31 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v32 = stablehlo.constant dense<0> : tensor<i32>
    %v33 = stablehlo.constant dense<16> : tensor<i32>
    %v34 = "stablehlo.divide"(%arg4, %v33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v35 = util.global.load @p0 : tensor<64xbf16>
    %v36 = "stablehlo.multiply"(%v8, %v8) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v38 = "stablehlo.reduce"(%v36, %v37) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v39 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v40 = "stablehlo.multiply"(%v38, %v39) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v41 = "stablehlo.broadcast_in_dim"(%v40) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v42 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v43 = "stablehlo.add"(%v41, %v42) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v44 = "stablehlo.rsqrt"(%v43) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v45 = "stablehlo.multiply"(%v8, %v44) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v46 = "stablehlo.convert"(%v35) : (tensor<64xbf16>) -> tensor<64xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%v46) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v48 = "stablehlo.multiply"(%v45, %v47) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v49 = util.global.load @p2 : tensor<64x64xbf16>
    %v50 = util.global.load @p3 : tensor<64xbf16>
    %v51 = "stablehlo.convert"(%v49) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v52 = tensor.empty() : tensor<2x64xf32>
    %v53 = arith.constant 0.0 : f32
    %v54 = linalg.fill ins(%v53 : f32) outs(%v52 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v55 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v48, %v51 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v54 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v56 = "stablehlo.convert"(%v50) : (tensor<64xbf16>) -> tensor<64xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v56) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v58 = "stablehlo.add"(%v55, %v57) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v59 = "stablehlo.reshape"(%v58) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v60 = util.global.load @p4 : tensor<16x64xbf16>
    %v61 = util.global.load @p5 : tensor<16xbf16>
    %v62 = "stablehlo.convert"(%v60) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v63 = tensor.empty() : tensor<2x16xf32>
    %v64 = arith.constant 0.0 : f32
    %v65 = linalg.fill ins(%v64 : f32) outs(%v63 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v66 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v48, %v62 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v65 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v67 = "stablehlo.convert"(%v61) : (tensor<16xbf16>) -> tensor<16xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v69 = "stablehlo.add"(%v66, %v68) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v70 = "stablehlo.reshape"(%v69) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v71 = util.global.load @p6 : tensor<16x64xbf16>
    %v72 = util.global.load @p7 : tensor<16xbf16>
    %v73 = "stablehlo.convert"(%v71) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v74 = tensor.empty() : tensor<2x16xf32>
    %v75 = arith.constant 0.0 : f32
    %v76 = linalg.fill ins(%v75 : f32) outs(%v74 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v77 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v48, %v73 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v76 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v78 = "stablehlo.convert"(%v72) : (tensor<16xbf16>) -> tensor<16xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v80 = "stablehlo.add"(%v77, %v79) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v81 = "stablehlo.reshape"(%v80) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v82 = "stablehlo.slice"(%v59) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v83 = "stablehlo.slice"(%v59) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v84 = "stablehlo.negate"(%v83) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v85 = "stablehlo.concatenate"(%v84, %v82) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v88 = "stablehlo.multiply"(%v59, %v86) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v89 = "stablehlo.multiply"(%v85, %v87) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v90 = "stablehlo.add"(%v88, %v89) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v91 = "stablehlo.slice"(%v70) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v92 = "stablehlo.slice"(%v70) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v93 = "stablehlo.negate"(%v92) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v94 = "stablehlo.concatenate"(%v93, %v91) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v95 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v96 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v97 = "stablehlo.multiply"(%v70, %v95) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v98 = "stablehlo.multiply"(%v94, %v96) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v100 = "stablehlo.reshape"(%v90) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v101 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v103 = "stablehlo.transpose"(%v99) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v104 = "stablehlo.transpose"(%v81) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v105 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<1xi32>) -> tensor<i32>
    %v107 = "stablehlo.dynamic_slice"(%arg9, %v106, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<1x1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v109 = "stablehlo.transpose"(%v108) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<1x8x16x16xf32>) -> tensor<1x128x16xf32>
    %v111 = "stablehlo.dynamic_slice"(%arg10, %v106, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v112 = "stablehlo.reshape"(%v111) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v113 = "stablehlo.concatenate"(%v110, %v103) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v114 = "stablehlo.concatenate"(%v112, %v104) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v115 = tensor.empty() : tensor<1x8x130xf32>
    %v116 = arith.constant 0.0 : f32
    %v117 = linalg.fill ins(%v116 : f32) outs(%v115 : tensor<1x8x130xf32>) -> tensor<1x8x130xf32>
    %v118 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v102, %v113 : tensor<1x8x16xf32>, tensor<1x130x16xf32>) outs(%v117 : tensor<1x8x130xf32>) {iree.opt.data_tiling} -> tensor<1x8x130xf32>
    %v119 = "stablehlo.reshape"(%v118) : (tensor<1x8x130xf32>) -> tensor<1x2x4x130xf32>
    %v120 = "stablehlo.multiply"(%v119, %v31) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v121 = "stablehlo.select"(%v29, %v120, %v30) : (tensor<1x2x4x130xi1>, tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v122 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v123 = "stablehlo.reduce"(%v121, %v122) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v124 = "stablehlo.broadcast_in_dim"(%v123) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v125 = "stablehlo.subtract"(%v121, %v124) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v126 = "stablehlo.exponential"(%v125) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v127 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v128 = "stablehlo.reduce"(%v126, %v127) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v129 = "stablehlo.reshape"(%v126) : (tensor<1x2x4x130xf32>) -> tensor<1x8x130xf32>
    %v130 = tensor.empty() : tensor<1x8x16xf32>
    %v131 = arith.constant 0.0 : f32
    %v132 = linalg.fill ins(%v131 : f32) outs(%v130 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v133 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v129, %v114 : tensor<1x8x130xf32>, tensor<1x130x16xf32>) outs(%v132 : tensor<1x8x16xf32>) {iree.opt.data_tiling} -> tensor<1x8x16xf32>
    %v134 = "stablehlo.reshape"(%v128) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v136 = "stablehlo.divide"(%v133, %v135) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v137 = "stablehlo.reshape"(%v136) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v138 = "stablehlo.transpose"(%v137) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v140 = util.global.load @p8 : tensor<64x64xbf16>
    %v141 = "stablehlo.convert"(%v140) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v142 = tensor.empty() : tensor<2x64xf32>
    %v143 = arith.constant 0.0 : f32
    %v144 = linalg.fill ins(%v143 : f32) outs(%v142 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v139, %v141 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v144 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v146 = "stablehlo.add"(%v8, %v145) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v147 = util.global.load @p1 : tensor<64xbf16>
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
    %v158 = "stablehlo.convert"(%v147) : (tensor<64xbf16>) -> tensor<64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v160 = "stablehlo.multiply"(%v157, %v159) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v161 = util.global.load @p9 : tensor<160x64xbf16>
    %v162 = "stablehlo.convert"(%v161) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v163 = tensor.empty() : tensor<2x160xf32>
    %v164 = arith.constant 0.0 : f32
    %v165 = linalg.fill ins(%v164 : f32) outs(%v163 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v166 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v160, %v162 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v165 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v167 = "stablehlo.logistic"(%v166) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v168 = "stablehlo.multiply"(%v166, %v167) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v169 = util.global.load @p10 : tensor<160x64xbf16>
    %v170 = "stablehlo.convert"(%v169) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v171 = tensor.empty() : tensor<2x160xf32>
    %v172 = arith.constant 0.0 : f32
    %v173 = linalg.fill ins(%v172 : f32) outs(%v171 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v174 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v160, %v170 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v173 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v175 = "stablehlo.multiply"(%v168, %v174) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v176 = util.global.load @p11 : tensor<64x160xbf16>
    %v177 = "stablehlo.convert"(%v176) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v178 = tensor.empty() : tensor<2x64xf32>
    %v179 = arith.constant 0.0 : f32
    %v180 = linalg.fill ins(%v179 : f32) outs(%v178 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v181 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v175, %v177 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v180 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v182 = "stablehlo.add"(%v146, %v181) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v183 = "stablehlo.transpose"(%v99) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v184 = "stablehlo.reshape"(%v183) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v185 = "stablehlo.transpose"(%v81) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v186 = "stablehlo.reshape"(%v185) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v187 = util.global.load @p12 : tensor<64xbf16>
    %v188 = "stablehlo.multiply"(%v182, %v182) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v190 = "stablehlo.reduce"(%v188, %v189) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v191 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v194 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v195 = "stablehlo.add"(%v193, %v194) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v196 = "stablehlo.rsqrt"(%v195) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v197 = "stablehlo.multiply"(%v182, %v196) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v198 = "stablehlo.convert"(%v187) : (tensor<64xbf16>) -> tensor<64xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v200 = "stablehlo.multiply"(%v197, %v199) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v201 = util.global.load @p14 : tensor<64x64xbf16>
    %v202 = util.global.load @p15 : tensor<64xbf16>
    %v203 = "stablehlo.convert"(%v201) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v204 = tensor.empty() : tensor<2x64xf32>
    %v205 = arith.constant 0.0 : f32
    %v206 = linalg.fill ins(%v205 : f32) outs(%v204 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v207 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v200, %v203 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v206 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v208 = "stablehlo.convert"(%v202) : (tensor<64xbf16>) -> tensor<64xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v210 = "stablehlo.add"(%v207, %v209) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v211 = "stablehlo.reshape"(%v210) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v212 = util.global.load @p16 : tensor<16x64xbf16>
    %v213 = util.global.load @p17 : tensor<16xbf16>
    %v214 = "stablehlo.convert"(%v212) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v215 = tensor.empty() : tensor<2x16xf32>
    %v216 = arith.constant 0.0 : f32
    %v217 = linalg.fill ins(%v216 : f32) outs(%v215 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v218 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v200, %v214 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v217 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v219 = "stablehlo.convert"(%v213) : (tensor<16xbf16>) -> tensor<16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v219) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v221 = "stablehlo.add"(%v218, %v220) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v222 = "stablehlo.reshape"(%v221) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v223 = util.global.load @p18 : tensor<16x64xbf16>
    %v224 = util.global.load @p19 : tensor<16xbf16>
    %v225 = "stablehlo.convert"(%v223) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v226 = tensor.empty() : tensor<2x16xf32>
    %v227 = arith.constant 0.0 : f32
    %v228 = linalg.fill ins(%v227 : f32) outs(%v226 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v229 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v200, %v225 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v228 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v230 = "stablehlo.convert"(%v224) : (tensor<16xbf16>) -> tensor<16xf32>
    %v231 = "stablehlo.broadcast_in_dim"(%v230) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v232 = "stablehlo.add"(%v229, %v231) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v233 = "stablehlo.reshape"(%v232) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v234 = "stablehlo.slice"(%v211) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v235 = "stablehlo.slice"(%v211) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v236 = "stablehlo.negate"(%v235) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v237 = "stablehlo.concatenate"(%v236, %v234) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v238 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v240 = "stablehlo.multiply"(%v211, %v238) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v241 = "stablehlo.multiply"(%v237, %v239) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v242 = "stablehlo.add"(%v240, %v241) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v243 = "stablehlo.slice"(%v222) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v244 = "stablehlo.slice"(%v222) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v245 = "stablehlo.negate"(%v244) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v246 = "stablehlo.concatenate"(%v245, %v243) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v248 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v249 = "stablehlo.multiply"(%v222, %v247) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v250 = "stablehlo.multiply"(%v246, %v248) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v251 = "stablehlo.add"(%v249, %v250) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v252 = "stablehlo.reshape"(%v242) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v253 = "stablehlo.transpose"(%v252) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v255 = "stablehlo.transpose"(%v251) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v256 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v257 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v258 = "stablehlo.reshape"(%v257) : (tensor<1xi32>) -> tensor<i32>
    %v259 = "stablehlo.dynamic_slice"(%arg9, %v258, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xf32>
    %v260 = "stablehlo.reshape"(%v259) : (tensor<1x1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v261 = "stablehlo.transpose"(%v260) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<1x8x16x16xf32>) -> tensor<1x128x16xf32>
    %v263 = "stablehlo.dynamic_slice"(%arg10, %v258, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v264 = "stablehlo.reshape"(%v263) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v265 = "stablehlo.concatenate"(%v262, %v255) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v266 = "stablehlo.concatenate"(%v264, %v256) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v267 = tensor.empty() : tensor<1x8x130xf32>
    %v268 = arith.constant 0.0 : f32
    %v269 = linalg.fill ins(%v268 : f32) outs(%v267 : tensor<1x8x130xf32>) -> tensor<1x8x130xf32>
    %v270 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v254, %v265 : tensor<1x8x16xf32>, tensor<1x130x16xf32>) outs(%v269 : tensor<1x8x130xf32>) {iree.opt.data_tiling} -> tensor<1x8x130xf32>
    %v271 = "stablehlo.reshape"(%v270) : (tensor<1x8x130xf32>) -> tensor<1x2x4x130xf32>
    %v272 = "stablehlo.multiply"(%v271, %v31) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v273 = "stablehlo.select"(%v29, %v272, %v30) : (tensor<1x2x4x130xi1>, tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v274 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v275 = "stablehlo.reduce"(%v273, %v274) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v277 = "stablehlo.subtract"(%v273, %v276) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v278 = "stablehlo.exponential"(%v277) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v280 = "stablehlo.reduce"(%v278, %v279) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v281 = "stablehlo.reshape"(%v278) : (tensor<1x2x4x130xf32>) -> tensor<1x8x130xf32>
    %v282 = tensor.empty() : tensor<1x8x16xf32>
    %v283 = arith.constant 0.0 : f32
    %v284 = linalg.fill ins(%v283 : f32) outs(%v282 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v285 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v281, %v266 : tensor<1x8x130xf32>, tensor<1x130x16xf32>) outs(%v284 : tensor<1x8x16xf32>) {iree.opt.data_tiling} -> tensor<1x8x16xf32>
    %v286 = "stablehlo.reshape"(%v280) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v287 = "stablehlo.broadcast_in_dim"(%v286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v288 = "stablehlo.divide"(%v285, %v287) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v289 = "stablehlo.reshape"(%v288) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v290 = "stablehlo.transpose"(%v289) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v291 = "stablehlo.reshape"(%v290) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v292 = util.global.load @p20 : tensor<64x64xbf16>
    %v293 = "stablehlo.convert"(%v292) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v294 = tensor.empty() : tensor<2x64xf32>
    %v295 = arith.constant 0.0 : f32
    %v296 = linalg.fill ins(%v295 : f32) outs(%v294 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v297 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v291, %v293 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v296 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v298 = "stablehlo.add"(%v182, %v297) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v299 = util.global.load @p13 : tensor<64xbf16>
    %v300 = "stablehlo.multiply"(%v298, %v298) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v302 = "stablehlo.reduce"(%v300, %v301) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v303 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v304 = "stablehlo.multiply"(%v302, %v303) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v305 = "stablehlo.broadcast_in_dim"(%v304) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v306 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v307 = "stablehlo.add"(%v305, %v306) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v308 = "stablehlo.rsqrt"(%v307) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v309 = "stablehlo.multiply"(%v298, %v308) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v310 = "stablehlo.convert"(%v299) : (tensor<64xbf16>) -> tensor<64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.multiply"(%v309, %v311) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = util.global.load @p21 : tensor<160x64xbf16>
    %v314 = "stablehlo.convert"(%v313) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v315 = tensor.empty() : tensor<2x160xf32>
    %v316 = arith.constant 0.0 : f32
    %v317 = linalg.fill ins(%v316 : f32) outs(%v315 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v318 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v314 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v317 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v319 = "stablehlo.logistic"(%v318) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v320 = "stablehlo.multiply"(%v318, %v319) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v321 = util.global.load @p22 : tensor<160x64xbf16>
    %v322 = "stablehlo.convert"(%v321) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v323 = tensor.empty() : tensor<2x160xf32>
    %v324 = arith.constant 0.0 : f32
    %v325 = linalg.fill ins(%v324 : f32) outs(%v323 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v326 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v322 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v325 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v327 = "stablehlo.multiply"(%v320, %v326) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v328 = util.global.load @p23 : tensor<64x160xbf16>
    %v329 = "stablehlo.convert"(%v328) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v330 = tensor.empty() : tensor<2x64xf32>
    %v331 = arith.constant 0.0 : f32
    %v332 = linalg.fill ins(%v331 : f32) outs(%v330 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v333 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v327, %v329 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v332 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v334 = "stablehlo.add"(%v298, %v333) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v335 = "stablehlo.transpose"(%v251) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v336 = "stablehlo.reshape"(%v335) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v337 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v338 = "stablehlo.reshape"(%v337) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v339 = "stablehlo.concatenate"(%v184, %v336) {dimension = 0 : i64} : (tensor<1x1x16x2xf32>, tensor<1x1x16x2xf32>) -> tensor<2x1x16x2xf32>
    %v340 = "stablehlo.concatenate"(%v186, %v338) {dimension = 0 : i64} : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %v341 = "stablehlo.dynamic_slice"(%v334, %arg7, %v32) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v342 = util.global.load @p26 : tensor<64xbf16>
    %v343 = "stablehlo.multiply"(%v341, %v341) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v344 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v345 = "stablehlo.reduce"(%v343, %v344) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v346 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v347 = "stablehlo.multiply"(%v345, %v346) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v348 = "stablehlo.broadcast_in_dim"(%v347) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v349 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v350 = "stablehlo.add"(%v348, %v349) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v351 = "stablehlo.rsqrt"(%v350) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v352 = "stablehlo.multiply"(%v341, %v351) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v353 = "stablehlo.convert"(%v342) : (tensor<64xbf16>) -> tensor<64xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v353) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v355 = "stablehlo.multiply"(%v352, %v354) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v356 = util.global.load @p25 : tensor<151936x64xbf16>
    %v357 = "stablehlo.convert"(%v356) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v358 = tensor.empty() : tensor<1x151936xf32>
    %v359 = arith.constant 0.0 : f32
    %v360 = linalg.fill ins(%v359 : f32) outs(%v358 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v361 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v355, %v357 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v360 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v361, %v334, %v339, %v340 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>
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
  func.func @kv_write_c2(%arg0: tensor<2x1x?x16x16xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x2xf32>, %arg3: tensor<2x1x2x16xf32>, %arg4: tensor<i32>) -> (tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xf32>) -> tensor<2x1x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xf32>) -> tensor<2x1x16x1xf32>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v40 = tensor.extract %v1[] : tensor<i32>
    %v41 = arith.index_cast %v40 : i32 to index
    %v42 = tensor.extract %v1[] : tensor<i32>
    %v43 = arith.index_cast %v42 : i32 to index
    %v44 = tensor.extract %arg4[] : tensor<i32>
    %v45 = arith.index_cast %v44 : i32 to index
    %v46 = tensor.extract %v1[] : tensor<i32>
    %v47 = arith.index_cast %v46 : i32 to index
    %v48 = tensor.insert_slice %arg3 into %arg1[%v41, %v43, %v45, %v47] [2, 1, 2, 16] [1, 1, 1, 1] : tensor<2x1x2x16xf32> into tensor<2x1x?x16xf32>
    return %v39, %v48 : tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>
  }
  func.func @prefill_c16_w0(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) {
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
    %v17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16x4x16xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x16x4x16xi32>
    %v19 = "stablehlo.compare"(%v18, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1x16x4x16xi32>, tensor<1x16x4x16xi32>) -> tensor<1x16x4x16xi1>
    %v20 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v21 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v22 = stablehlo.constant dense<0> : tensor<i32>
    %v23 = stablehlo.constant dense<16> : tensor<i32>
    %v24 = "stablehlo.divide"(%arg4, %v23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v25 = util.global.load @p0 : tensor<64xbf16>
    %v26 = "stablehlo.multiply"(%v8, %v8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v27 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v28 = "stablehlo.reduce"(%v26, %v27) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v29 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v30 = "stablehlo.multiply"(%v28, %v29) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v31 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v32 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v33 = "stablehlo.add"(%v31, %v32) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v34 = "stablehlo.rsqrt"(%v33) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v35 = "stablehlo.multiply"(%v8, %v34) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v36 = "stablehlo.convert"(%v25) : (tensor<64xbf16>) -> tensor<64xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v38 = "stablehlo.multiply"(%v35, %v37) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v39 = util.global.load @p2 : tensor<64x64xbf16>
    %v40 = util.global.load @p3 : tensor<64xbf16>
    %v41 = "stablehlo.convert"(%v39) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v42 = tensor.empty() : tensor<16x64xf32>
    %v43 = arith.constant 0.0 : f32
    %v44 = linalg.fill ins(%v43 : f32) outs(%v42 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v45 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v38, %v41 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v44 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v46 = "stablehlo.convert"(%v40) : (tensor<64xbf16>) -> tensor<64xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%v46) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v48 = "stablehlo.add"(%v45, %v47) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v49 = "stablehlo.reshape"(%v48) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v50 = util.global.load @p4 : tensor<16x64xbf16>
    %v51 = util.global.load @p5 : tensor<16xbf16>
    %v52 = "stablehlo.convert"(%v50) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v53 = tensor.empty() : tensor<16x16xf32>
    %v54 = arith.constant 0.0 : f32
    %v55 = linalg.fill ins(%v54 : f32) outs(%v53 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v56 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v38, %v52 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v55 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v57 = "stablehlo.convert"(%v51) : (tensor<16xbf16>) -> tensor<16xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v57) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v59 = "stablehlo.add"(%v56, %v58) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v60 = "stablehlo.reshape"(%v59) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v61 = util.global.load @p6 : tensor<16x64xbf16>
    %v62 = util.global.load @p7 : tensor<16xbf16>
    %v63 = "stablehlo.convert"(%v61) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v64 = tensor.empty() : tensor<16x16xf32>
    %v65 = arith.constant 0.0 : f32
    %v66 = linalg.fill ins(%v65 : f32) outs(%v64 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v67 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v38, %v63 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v66 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v68 = "stablehlo.convert"(%v62) : (tensor<16xbf16>) -> tensor<16xf32>
    %v69 = "stablehlo.broadcast_in_dim"(%v68) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v70 = "stablehlo.add"(%v67, %v69) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v71 = "stablehlo.reshape"(%v70) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v72 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v73 = "stablehlo.slice"(%v49) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v74 = "stablehlo.negate"(%v73) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v75 = "stablehlo.concatenate"(%v74, %v72) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v78 = "stablehlo.multiply"(%v49, %v76) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v79 = "stablehlo.multiply"(%v75, %v77) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v80 = "stablehlo.add"(%v78, %v79) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v81 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v82 = "stablehlo.slice"(%v60) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v83 = "stablehlo.negate"(%v82) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v84 = "stablehlo.concatenate"(%v83, %v81) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v87 = "stablehlo.multiply"(%v60, %v85) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v88 = "stablehlo.multiply"(%v84, %v86) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v89 = "stablehlo.add"(%v87, %v88) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v90 = "stablehlo.reshape"(%v80) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v91 = "stablehlo.transpose"(%v90) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v93 = "stablehlo.transpose"(%v89) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v94 = "stablehlo.transpose"(%v71) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v95 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<1xi32>) -> tensor<i32>
    %v97 = tensor.empty() : tensor<1x64x16xf32>
    %v98 = arith.constant 0.0 : f32
    %v99 = linalg.fill ins(%v98 : f32) outs(%v97 : tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v100 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v92, %v93 : tensor<1x64x16xf32>, tensor<1x16x16xf32>) outs(%v99 : tensor<1x64x16xf32>) {iree.opt.data_tiling} -> tensor<1x64x16xf32>
    %v101 = "stablehlo.reshape"(%v100) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v102 = "stablehlo.multiply"(%v101, %v21) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v103 = "stablehlo.select"(%v19, %v102, %v20) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v105 = "stablehlo.reduce"(%v103, %v104) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v107 = "stablehlo.subtract"(%v103, %v106) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v108 = "stablehlo.exponential"(%v107) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v110 = "stablehlo.reduce"(%v108, %v109) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v111 = "stablehlo.reshape"(%v108) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v112 = tensor.empty() : tensor<1x64x16xf32>
    %v113 = arith.constant 0.0 : f32
    %v114 = linalg.fill ins(%v113 : f32) outs(%v112 : tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v115 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v111, %v94 : tensor<1x64x16xf32>, tensor<1x16x16xf32>) outs(%v114 : tensor<1x64x16xf32>) {iree.opt.data_tiling} -> tensor<1x64x16xf32>
    %v116 = "stablehlo.reshape"(%v110) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%v116) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v118 = "stablehlo.divide"(%v115, %v117) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v119 = "stablehlo.reshape"(%v118) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v120 = "stablehlo.transpose"(%v119) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v121 = "stablehlo.reshape"(%v120) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v122 = util.global.load @p8 : tensor<64x64xbf16>
    %v123 = "stablehlo.convert"(%v122) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v124 = tensor.empty() : tensor<16x64xf32>
    %v125 = arith.constant 0.0 : f32
    %v126 = linalg.fill ins(%v125 : f32) outs(%v124 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v127 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v121, %v123 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v126 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v128 = "stablehlo.add"(%v8, %v127) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v129 = util.global.load @p1 : tensor<64xbf16>
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
    %v140 = "stablehlo.convert"(%v129) : (tensor<64xbf16>) -> tensor<64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v142 = "stablehlo.multiply"(%v139, %v141) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v143 = util.global.load @p9 : tensor<160x64xbf16>
    %v144 = "stablehlo.convert"(%v143) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v145 = tensor.empty() : tensor<16x160xf32>
    %v146 = arith.constant 0.0 : f32
    %v147 = linalg.fill ins(%v146 : f32) outs(%v145 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v148 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v144 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v147 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v149 = "stablehlo.logistic"(%v148) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v150 = "stablehlo.multiply"(%v148, %v149) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v151 = util.global.load @p10 : tensor<160x64xbf16>
    %v152 = "stablehlo.convert"(%v151) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v153 = tensor.empty() : tensor<16x160xf32>
    %v154 = arith.constant 0.0 : f32
    %v155 = linalg.fill ins(%v154 : f32) outs(%v153 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v156 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v142, %v152 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v155 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v157 = "stablehlo.multiply"(%v150, %v156) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v158 = util.global.load @p11 : tensor<64x160xbf16>
    %v159 = "stablehlo.convert"(%v158) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v160 = tensor.empty() : tensor<16x64xf32>
    %v161 = arith.constant 0.0 : f32
    %v162 = linalg.fill ins(%v161 : f32) outs(%v160 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v163 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v157, %v159 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v162 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v164 = "stablehlo.add"(%v128, %v163) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v165 = "stablehlo.transpose"(%v89) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v166 = "stablehlo.reshape"(%v165) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v167 = "stablehlo.transpose"(%v71) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v168 = "stablehlo.reshape"(%v167) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v169 = util.global.load @p12 : tensor<64xbf16>
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
    %v180 = "stablehlo.convert"(%v169) : (tensor<64xbf16>) -> tensor<64xf32>
    %v181 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v182 = "stablehlo.multiply"(%v179, %v181) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v183 = util.global.load @p14 : tensor<64x64xbf16>
    %v184 = util.global.load @p15 : tensor<64xbf16>
    %v185 = "stablehlo.convert"(%v183) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v186 = tensor.empty() : tensor<16x64xf32>
    %v187 = arith.constant 0.0 : f32
    %v188 = linalg.fill ins(%v187 : f32) outs(%v186 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v189 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v185 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v188 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v190 = "stablehlo.convert"(%v184) : (tensor<64xbf16>) -> tensor<64xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v192 = "stablehlo.add"(%v189, %v191) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v193 = "stablehlo.reshape"(%v192) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v194 = util.global.load @p16 : tensor<16x64xbf16>
    %v195 = util.global.load @p17 : tensor<16xbf16>
    %v196 = "stablehlo.convert"(%v194) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v197 = tensor.empty() : tensor<16x16xf32>
    %v198 = arith.constant 0.0 : f32
    %v199 = linalg.fill ins(%v198 : f32) outs(%v197 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v200 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v196 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v199 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v201 = "stablehlo.convert"(%v195) : (tensor<16xbf16>) -> tensor<16xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v201) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v203 = "stablehlo.add"(%v200, %v202) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v205 = util.global.load @p18 : tensor<16x64xbf16>
    %v206 = util.global.load @p19 : tensor<16xbf16>
    %v207 = "stablehlo.convert"(%v205) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v208 = tensor.empty() : tensor<16x16xf32>
    %v209 = arith.constant 0.0 : f32
    %v210 = linalg.fill ins(%v209 : f32) outs(%v208 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v211 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v207 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v210 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v212 = "stablehlo.convert"(%v206) : (tensor<16xbf16>) -> tensor<16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v212) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v214 = "stablehlo.add"(%v211, %v213) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v215 = "stablehlo.reshape"(%v214) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v216 = "stablehlo.slice"(%v193) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v217 = "stablehlo.slice"(%v193) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v218 = "stablehlo.negate"(%v217) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v219 = "stablehlo.concatenate"(%v218, %v216) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v221 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v222 = "stablehlo.multiply"(%v193, %v220) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v223 = "stablehlo.multiply"(%v219, %v221) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v224 = "stablehlo.add"(%v222, %v223) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v225 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v226 = "stablehlo.slice"(%v204) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v227 = "stablehlo.negate"(%v226) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v228 = "stablehlo.concatenate"(%v227, %v225) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v231 = "stablehlo.multiply"(%v204, %v229) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v232 = "stablehlo.multiply"(%v228, %v230) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v233 = "stablehlo.add"(%v231, %v232) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v234 = "stablehlo.reshape"(%v224) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v235 = "stablehlo.transpose"(%v234) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v236 = "stablehlo.reshape"(%v235) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v237 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v238 = "stablehlo.transpose"(%v215) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v239 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<1xi32>) -> tensor<i32>
    %v241 = tensor.empty() : tensor<1x64x16xf32>
    %v242 = arith.constant 0.0 : f32
    %v243 = linalg.fill ins(%v242 : f32) outs(%v241 : tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v244 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v236, %v237 : tensor<1x64x16xf32>, tensor<1x16x16xf32>) outs(%v243 : tensor<1x64x16xf32>) {iree.opt.data_tiling} -> tensor<1x64x16xf32>
    %v245 = "stablehlo.reshape"(%v244) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v246 = "stablehlo.multiply"(%v245, %v21) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v247 = "stablehlo.select"(%v19, %v246, %v20) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v248 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v249 = "stablehlo.reduce"(%v247, %v248) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v251 = "stablehlo.subtract"(%v247, %v250) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v252 = "stablehlo.exponential"(%v251) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v254 = "stablehlo.reduce"(%v252, %v253) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v255 = "stablehlo.reshape"(%v252) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v256 = tensor.empty() : tensor<1x64x16xf32>
    %v257 = arith.constant 0.0 : f32
    %v258 = linalg.fill ins(%v257 : f32) outs(%v256 : tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v259 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v255, %v238 : tensor<1x64x16xf32>, tensor<1x16x16xf32>) outs(%v258 : tensor<1x64x16xf32>) {iree.opt.data_tiling} -> tensor<1x64x16xf32>
    %v260 = "stablehlo.reshape"(%v254) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v262 = "stablehlo.divide"(%v259, %v261) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v263 = "stablehlo.reshape"(%v262) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v264 = "stablehlo.transpose"(%v263) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v265 = "stablehlo.reshape"(%v264) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v266 = util.global.load @p20 : tensor<64x64xbf16>
    %v267 = "stablehlo.convert"(%v266) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v268 = tensor.empty() : tensor<16x64xf32>
    %v269 = arith.constant 0.0 : f32
    %v270 = linalg.fill ins(%v269 : f32) outs(%v268 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v271 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v265, %v267 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v270 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v272 = "stablehlo.add"(%v164, %v271) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v273 = util.global.load @p13 : tensor<64xbf16>
    %v274 = "stablehlo.multiply"(%v272, %v272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v276 = "stablehlo.reduce"(%v274, %v275) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v277 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v278 = "stablehlo.multiply"(%v276, %v277) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v279 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v280 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v281 = "stablehlo.add"(%v279, %v280) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v282 = "stablehlo.rsqrt"(%v281) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v283 = "stablehlo.multiply"(%v272, %v282) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v284 = "stablehlo.convert"(%v273) : (tensor<64xbf16>) -> tensor<64xf32>
    %v285 = "stablehlo.broadcast_in_dim"(%v284) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v286 = "stablehlo.multiply"(%v283, %v285) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v287 = util.global.load @p21 : tensor<160x64xbf16>
    %v288 = "stablehlo.convert"(%v287) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v289 = tensor.empty() : tensor<16x160xf32>
    %v290 = arith.constant 0.0 : f32
    %v291 = linalg.fill ins(%v290 : f32) outs(%v289 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v292 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v288 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v291 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v293 = "stablehlo.logistic"(%v292) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v295 = util.global.load @p22 : tensor<160x64xbf16>
    %v296 = "stablehlo.convert"(%v295) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v297 = tensor.empty() : tensor<16x160xf32>
    %v298 = arith.constant 0.0 : f32
    %v299 = linalg.fill ins(%v298 : f32) outs(%v297 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v300 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v296 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v299 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v301 = "stablehlo.multiply"(%v294, %v300) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v302 = util.global.load @p23 : tensor<64x160xbf16>
    %v303 = "stablehlo.convert"(%v302) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v304 = tensor.empty() : tensor<16x64xf32>
    %v305 = arith.constant 0.0 : f32
    %v306 = linalg.fill ins(%v305 : f32) outs(%v304 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v307 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v301, %v303 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v306 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v308 = "stablehlo.add"(%v272, %v307) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v309 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v310 = "stablehlo.reshape"(%v309) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v311 = "stablehlo.transpose"(%v215) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v312 = "stablehlo.reshape"(%v311) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v313 = "stablehlo.concatenate"(%v166, %v310) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v314 = "stablehlo.concatenate"(%v168, %v312) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v315 = "stablehlo.dynamic_slice"(%v308, %arg7, %v22) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v316 = util.global.load @p26 : tensor<64xbf16>
    %v317 = "stablehlo.multiply"(%v315, %v315) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v319 = "stablehlo.reduce"(%v317, %v318) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v320 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v321 = "stablehlo.multiply"(%v319, %v320) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v322 = "stablehlo.broadcast_in_dim"(%v321) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v323 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v324 = "stablehlo.add"(%v322, %v323) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v325 = "stablehlo.rsqrt"(%v324) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v326 = "stablehlo.multiply"(%v315, %v325) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v327 = "stablehlo.convert"(%v316) : (tensor<64xbf16>) -> tensor<64xf32>
    %v328 = "stablehlo.broadcast_in_dim"(%v327) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v329 = "stablehlo.multiply"(%v326, %v328) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v330 = util.global.load @p25 : tensor<151936x64xbf16>
    %v331 = "stablehlo.convert"(%v330) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v332 = tensor.empty() : tensor<1x151936xf32>
    %v333 = arith.constant 0.0 : f32
    %v334 = linalg.fill ins(%v333 : f32) outs(%v332 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v335 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v329, %v331 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v334 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v335, %v308, %v313, %v314 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>
  }
  func.func @prefill_c16_w128(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xf32>, %arg10: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) {
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
    %v17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16x4x144xi32>
    %v18 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x16x4x144xi32>
    %v19 = stablehlo.constant dense<128> : tensor<1x16x4x144xi32>
    %v20 = "stablehlo.compare"(%v18, %v19) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x16x4x144xi32>, tensor<1x16x4x144xi32>) -> tensor<1x16x4x144xi1>
    %v21 = "stablehlo.subtract"(%v18, %v19) : (tensor<1x16x4x144xi32>, tensor<1x16x4x144xi32>) -> tensor<1x16x4x144xi32>
    %v22 = "stablehlo.compare"(%v21, %v17) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1x16x4x144xi32>, tensor<1x16x4x144xi32>) -> tensor<1x16x4x144xi1>
    %v23 = "stablehlo.broadcast_in_dim"(%arg5) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x16x4x144xi32>
    %v24 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v25 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x16x4x144xi32>
    %v26 = "stablehlo.compare"(%v18, %v23) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x16x4x144xi32>, tensor<1x16x4x144xi32>) -> tensor<1x16x4x144xi1>
    %v27 = "stablehlo.compare"(%v18, %v25) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x16x4x144xi32>, tensor<1x16x4x144xi32>) -> tensor<1x16x4x144xi1>
    %v28 = "stablehlo.and"(%v26, %v27) : (tensor<1x16x4x144xi1>, tensor<1x16x4x144xi1>) -> tensor<1x16x4x144xi1>
    %v29 = "stablehlo.select"(%v20, %v22, %v28) : (tensor<1x16x4x144xi1>, tensor<1x16x4x144xi1>, tensor<1x16x4x144xi1>) -> tensor<1x16x4x144xi1>
    %v30 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x144xf32>
    %v31 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v32 = stablehlo.constant dense<0> : tensor<i32>
    %v33 = stablehlo.constant dense<16> : tensor<i32>
    %v34 = "stablehlo.divide"(%arg4, %v33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v35 = util.global.load @p0 : tensor<64xbf16>
    %v36 = "stablehlo.multiply"(%v8, %v8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v38 = "stablehlo.reduce"(%v36, %v37) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v39 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v40 = "stablehlo.multiply"(%v38, %v39) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v41 = "stablehlo.broadcast_in_dim"(%v40) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v42 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v43 = "stablehlo.add"(%v41, %v42) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v44 = "stablehlo.rsqrt"(%v43) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v45 = "stablehlo.multiply"(%v8, %v44) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v46 = "stablehlo.convert"(%v35) : (tensor<64xbf16>) -> tensor<64xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%v46) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v48 = "stablehlo.multiply"(%v45, %v47) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v49 = util.global.load @p2 : tensor<64x64xbf16>
    %v50 = util.global.load @p3 : tensor<64xbf16>
    %v51 = "stablehlo.convert"(%v49) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v52 = tensor.empty() : tensor<16x64xf32>
    %v53 = arith.constant 0.0 : f32
    %v54 = linalg.fill ins(%v53 : f32) outs(%v52 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v55 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v48, %v51 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v54 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v56 = "stablehlo.convert"(%v50) : (tensor<64xbf16>) -> tensor<64xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v56) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v58 = "stablehlo.add"(%v55, %v57) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v59 = "stablehlo.reshape"(%v58) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v60 = util.global.load @p4 : tensor<16x64xbf16>
    %v61 = util.global.load @p5 : tensor<16xbf16>
    %v62 = "stablehlo.convert"(%v60) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v63 = tensor.empty() : tensor<16x16xf32>
    %v64 = arith.constant 0.0 : f32
    %v65 = linalg.fill ins(%v64 : f32) outs(%v63 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v66 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v48, %v62 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v65 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v67 = "stablehlo.convert"(%v61) : (tensor<16xbf16>) -> tensor<16xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v67) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v69 = "stablehlo.add"(%v66, %v68) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v70 = "stablehlo.reshape"(%v69) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v71 = util.global.load @p6 : tensor<16x64xbf16>
    %v72 = util.global.load @p7 : tensor<16xbf16>
    %v73 = "stablehlo.convert"(%v71) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v74 = tensor.empty() : tensor<16x16xf32>
    %v75 = arith.constant 0.0 : f32
    %v76 = linalg.fill ins(%v75 : f32) outs(%v74 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v77 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v48, %v73 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v76 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v78 = "stablehlo.convert"(%v72) : (tensor<16xbf16>) -> tensor<16xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v80 = "stablehlo.add"(%v77, %v79) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v81 = "stablehlo.reshape"(%v80) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v82 = "stablehlo.slice"(%v59) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v83 = "stablehlo.slice"(%v59) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v84 = "stablehlo.negate"(%v83) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v85 = "stablehlo.concatenate"(%v84, %v82) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v88 = "stablehlo.multiply"(%v59, %v86) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v89 = "stablehlo.multiply"(%v85, %v87) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v90 = "stablehlo.add"(%v88, %v89) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v91 = "stablehlo.slice"(%v70) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v92 = "stablehlo.slice"(%v70) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v93 = "stablehlo.negate"(%v92) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v94 = "stablehlo.concatenate"(%v93, %v91) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v95 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v96 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v97 = "stablehlo.multiply"(%v70, %v95) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v98 = "stablehlo.multiply"(%v94, %v96) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v100 = "stablehlo.reshape"(%v90) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v101 = "stablehlo.transpose"(%v100) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v103 = "stablehlo.transpose"(%v99) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v104 = "stablehlo.transpose"(%v81) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v105 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<1xi32>) -> tensor<i32>
    %v107 = "stablehlo.dynamic_slice"(%arg9, %v106, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<1x1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v109 = "stablehlo.transpose"(%v108) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<1x8x16x16xf32>) -> tensor<1x128x16xf32>
    %v111 = "stablehlo.dynamic_slice"(%arg10, %v106, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v112 = "stablehlo.reshape"(%v111) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v113 = "stablehlo.concatenate"(%v110, %v103) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v114 = "stablehlo.concatenate"(%v112, %v104) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v115 = tensor.empty() : tensor<1x64x144xf32>
    %v116 = arith.constant 0.0 : f32
    %v117 = linalg.fill ins(%v116 : f32) outs(%v115 : tensor<1x64x144xf32>) -> tensor<1x64x144xf32>
    %v118 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v102, %v113 : tensor<1x64x16xf32>, tensor<1x144x16xf32>) outs(%v117 : tensor<1x64x144xf32>) {iree.opt.data_tiling} -> tensor<1x64x144xf32>
    %v119 = "stablehlo.reshape"(%v118) : (tensor<1x64x144xf32>) -> tensor<1x16x4x144xf32>
    %v120 = "stablehlo.multiply"(%v119, %v31) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v121 = "stablehlo.select"(%v29, %v120, %v30) : (tensor<1x16x4x144xi1>, tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v122 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v123 = "stablehlo.reduce"(%v121, %v122) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v124 = "stablehlo.broadcast_in_dim"(%v123) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v125 = "stablehlo.subtract"(%v121, %v124) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v126 = "stablehlo.exponential"(%v125) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v127 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v128 = "stablehlo.reduce"(%v126, %v127) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v129 = "stablehlo.reshape"(%v126) : (tensor<1x16x4x144xf32>) -> tensor<1x64x144xf32>
    %v130 = tensor.empty() : tensor<1x64x16xf32>
    %v131 = arith.constant 0.0 : f32
    %v132 = linalg.fill ins(%v131 : f32) outs(%v130 : tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v133 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v129, %v114 : tensor<1x64x144xf32>, tensor<1x144x16xf32>) outs(%v132 : tensor<1x64x16xf32>) {iree.opt.data_tiling} -> tensor<1x64x16xf32>
    %v134 = "stablehlo.reshape"(%v128) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v136 = "stablehlo.divide"(%v133, %v135) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v137 = "stablehlo.reshape"(%v136) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v138 = "stablehlo.transpose"(%v137) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v140 = util.global.load @p8 : tensor<64x64xbf16>
    %v141 = "stablehlo.convert"(%v140) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v142 = tensor.empty() : tensor<16x64xf32>
    %v143 = arith.constant 0.0 : f32
    %v144 = linalg.fill ins(%v143 : f32) outs(%v142 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v139, %v141 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v144 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v146 = "stablehlo.add"(%v8, %v145) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v147 = util.global.load @p1 : tensor<64xbf16>
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
    %v158 = "stablehlo.convert"(%v147) : (tensor<64xbf16>) -> tensor<64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v160 = "stablehlo.multiply"(%v157, %v159) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v161 = util.global.load @p9 : tensor<160x64xbf16>
    %v162 = "stablehlo.convert"(%v161) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v163 = tensor.empty() : tensor<16x160xf32>
    %v164 = arith.constant 0.0 : f32
    %v165 = linalg.fill ins(%v164 : f32) outs(%v163 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v166 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v160, %v162 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v165 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v167 = "stablehlo.logistic"(%v166) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v168 = "stablehlo.multiply"(%v166, %v167) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v169 = util.global.load @p10 : tensor<160x64xbf16>
    %v170 = "stablehlo.convert"(%v169) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v171 = tensor.empty() : tensor<16x160xf32>
    %v172 = arith.constant 0.0 : f32
    %v173 = linalg.fill ins(%v172 : f32) outs(%v171 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v174 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v160, %v170 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v173 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v175 = "stablehlo.multiply"(%v168, %v174) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v176 = util.global.load @p11 : tensor<64x160xbf16>
    %v177 = "stablehlo.convert"(%v176) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v178 = tensor.empty() : tensor<16x64xf32>
    %v179 = arith.constant 0.0 : f32
    %v180 = linalg.fill ins(%v179 : f32) outs(%v178 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v181 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v175, %v177 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v180 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v182 = "stablehlo.add"(%v146, %v181) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v183 = "stablehlo.transpose"(%v99) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v184 = "stablehlo.reshape"(%v183) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v185 = "stablehlo.transpose"(%v81) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v186 = "stablehlo.reshape"(%v185) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v187 = util.global.load @p12 : tensor<64xbf16>
    %v188 = "stablehlo.multiply"(%v182, %v182) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v190 = "stablehlo.reduce"(%v188, %v189) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v191 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v194 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v195 = "stablehlo.add"(%v193, %v194) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v196 = "stablehlo.rsqrt"(%v195) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v197 = "stablehlo.multiply"(%v182, %v196) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v198 = "stablehlo.convert"(%v187) : (tensor<64xbf16>) -> tensor<64xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v200 = "stablehlo.multiply"(%v197, %v199) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v201 = util.global.load @p14 : tensor<64x64xbf16>
    %v202 = util.global.load @p15 : tensor<64xbf16>
    %v203 = "stablehlo.convert"(%v201) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v204 = tensor.empty() : tensor<16x64xf32>
    %v205 = arith.constant 0.0 : f32
    %v206 = linalg.fill ins(%v205 : f32) outs(%v204 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v207 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v200, %v203 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v206 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v208 = "stablehlo.convert"(%v202) : (tensor<64xbf16>) -> tensor<64xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v210 = "stablehlo.add"(%v207, %v209) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v211 = "stablehlo.reshape"(%v210) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v212 = util.global.load @p16 : tensor<16x64xbf16>
    %v213 = util.global.load @p17 : tensor<16xbf16>
    %v214 = "stablehlo.convert"(%v212) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v215 = tensor.empty() : tensor<16x16xf32>
    %v216 = arith.constant 0.0 : f32
    %v217 = linalg.fill ins(%v216 : f32) outs(%v215 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v218 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v200, %v214 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v217 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v219 = "stablehlo.convert"(%v213) : (tensor<16xbf16>) -> tensor<16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v219) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v221 = "stablehlo.add"(%v218, %v220) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v222 = "stablehlo.reshape"(%v221) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v223 = util.global.load @p18 : tensor<16x64xbf16>
    %v224 = util.global.load @p19 : tensor<16xbf16>
    %v225 = "stablehlo.convert"(%v223) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v226 = tensor.empty() : tensor<16x16xf32>
    %v227 = arith.constant 0.0 : f32
    %v228 = linalg.fill ins(%v227 : f32) outs(%v226 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %v229 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v200, %v225 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%v228 : tensor<16x16xf32>) {iree.opt.data_tiling} -> tensor<16x16xf32>
    %v230 = "stablehlo.convert"(%v224) : (tensor<16xbf16>) -> tensor<16xf32>
    %v231 = "stablehlo.broadcast_in_dim"(%v230) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v232 = "stablehlo.add"(%v229, %v231) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v233 = "stablehlo.reshape"(%v232) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v234 = "stablehlo.slice"(%v211) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v235 = "stablehlo.slice"(%v211) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v236 = "stablehlo.negate"(%v235) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v237 = "stablehlo.concatenate"(%v236, %v234) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v238 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v240 = "stablehlo.multiply"(%v211, %v238) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v241 = "stablehlo.multiply"(%v237, %v239) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v242 = "stablehlo.add"(%v240, %v241) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v243 = "stablehlo.slice"(%v222) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v244 = "stablehlo.slice"(%v222) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v245 = "stablehlo.negate"(%v244) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v246 = "stablehlo.concatenate"(%v245, %v243) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v248 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v249 = "stablehlo.multiply"(%v222, %v247) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v250 = "stablehlo.multiply"(%v246, %v248) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v251 = "stablehlo.add"(%v249, %v250) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v252 = "stablehlo.reshape"(%v242) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v253 = "stablehlo.transpose"(%v252) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v255 = "stablehlo.transpose"(%v251) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v256 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v257 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v258 = "stablehlo.reshape"(%v257) : (tensor<1xi32>) -> tensor<i32>
    %v259 = "stablehlo.dynamic_slice"(%arg9, %v258, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xf32>
    %v260 = "stablehlo.reshape"(%v259) : (tensor<1x1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v261 = "stablehlo.transpose"(%v260) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<1x8x16x16xf32>) -> tensor<1x128x16xf32>
    %v263 = "stablehlo.dynamic_slice"(%arg10, %v258, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xf32>
    %v264 = "stablehlo.reshape"(%v263) : (tensor<1x1x128x16xf32>) -> tensor<1x128x16xf32>
    %v265 = "stablehlo.concatenate"(%v262, %v255) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v266 = "stablehlo.concatenate"(%v264, %v256) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v267 = tensor.empty() : tensor<1x64x144xf32>
    %v268 = arith.constant 0.0 : f32
    %v269 = linalg.fill ins(%v268 : f32) outs(%v267 : tensor<1x64x144xf32>) -> tensor<1x64x144xf32>
    %v270 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v254, %v265 : tensor<1x64x16xf32>, tensor<1x144x16xf32>) outs(%v269 : tensor<1x64x144xf32>) {iree.opt.data_tiling} -> tensor<1x64x144xf32>
    %v271 = "stablehlo.reshape"(%v270) : (tensor<1x64x144xf32>) -> tensor<1x16x4x144xf32>
    %v272 = "stablehlo.multiply"(%v271, %v31) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v273 = "stablehlo.select"(%v29, %v272, %v30) : (tensor<1x16x4x144xi1>, tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v274 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v275 = "stablehlo.reduce"(%v273, %v274) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v277 = "stablehlo.subtract"(%v273, %v276) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v278 = "stablehlo.exponential"(%v277) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v280 = "stablehlo.reduce"(%v278, %v279) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v281 = "stablehlo.reshape"(%v278) : (tensor<1x16x4x144xf32>) -> tensor<1x64x144xf32>
    %v282 = tensor.empty() : tensor<1x64x16xf32>
    %v283 = arith.constant 0.0 : f32
    %v284 = linalg.fill ins(%v283 : f32) outs(%v282 : tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v285 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v281, %v266 : tensor<1x64x144xf32>, tensor<1x144x16xf32>) outs(%v284 : tensor<1x64x16xf32>) {iree.opt.data_tiling} -> tensor<1x64x16xf32>
    %v286 = "stablehlo.reshape"(%v280) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v287 = "stablehlo.broadcast_in_dim"(%v286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v288 = "stablehlo.divide"(%v285, %v287) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v289 = "stablehlo.reshape"(%v288) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v290 = "stablehlo.transpose"(%v289) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v291 = "stablehlo.reshape"(%v290) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v292 = util.global.load @p20 : tensor<64x64xbf16>
    %v293 = "stablehlo.convert"(%v292) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v294 = tensor.empty() : tensor<16x64xf32>
    %v295 = arith.constant 0.0 : f32
    %v296 = linalg.fill ins(%v295 : f32) outs(%v294 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v297 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v291, %v293 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%v296 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v298 = "stablehlo.add"(%v182, %v297) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v299 = util.global.load @p13 : tensor<64xbf16>
    %v300 = "stablehlo.multiply"(%v298, %v298) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v302 = "stablehlo.reduce"(%v300, %v301) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v303 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v304 = "stablehlo.multiply"(%v302, %v303) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v305 = "stablehlo.broadcast_in_dim"(%v304) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v306 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v307 = "stablehlo.add"(%v305, %v306) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v308 = "stablehlo.rsqrt"(%v307) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v309 = "stablehlo.multiply"(%v298, %v308) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v310 = "stablehlo.convert"(%v299) : (tensor<64xbf16>) -> tensor<64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v312 = "stablehlo.multiply"(%v309, %v311) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = util.global.load @p21 : tensor<160x64xbf16>
    %v314 = "stablehlo.convert"(%v313) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v315 = tensor.empty() : tensor<16x160xf32>
    %v316 = arith.constant 0.0 : f32
    %v317 = linalg.fill ins(%v316 : f32) outs(%v315 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v318 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v314 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v317 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v319 = "stablehlo.logistic"(%v318) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v320 = "stablehlo.multiply"(%v318, %v319) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v321 = util.global.load @p22 : tensor<160x64xbf16>
    %v322 = "stablehlo.convert"(%v321) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v323 = tensor.empty() : tensor<16x160xf32>
    %v324 = arith.constant 0.0 : f32
    %v325 = linalg.fill ins(%v324 : f32) outs(%v323 : tensor<16x160xf32>) -> tensor<16x160xf32>
    %v326 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v312, %v322 : tensor<16x64xf32>, tensor<160x64xf32>) outs(%v325 : tensor<16x160xf32>) {iree.opt.data_tiling} -> tensor<16x160xf32>
    %v327 = "stablehlo.multiply"(%v320, %v326) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v328 = util.global.load @p23 : tensor<64x160xbf16>
    %v329 = "stablehlo.convert"(%v328) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v330 = tensor.empty() : tensor<16x64xf32>
    %v331 = arith.constant 0.0 : f32
    %v332 = linalg.fill ins(%v331 : f32) outs(%v330 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %v333 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v327, %v329 : tensor<16x160xf32>, tensor<64x160xf32>) outs(%v332 : tensor<16x64xf32>) {iree.opt.data_tiling} -> tensor<16x64xf32>
    %v334 = "stablehlo.add"(%v298, %v333) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v335 = "stablehlo.transpose"(%v251) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v336 = "stablehlo.reshape"(%v335) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v337 = "stablehlo.transpose"(%v233) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v338 = "stablehlo.reshape"(%v337) : (tensor<1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %v339 = "stablehlo.concatenate"(%v184, %v336) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v340 = "stablehlo.concatenate"(%v186, %v338) {dimension = 0 : i64} : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %v341 = "stablehlo.dynamic_slice"(%v334, %arg7, %v32) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v342 = util.global.load @p26 : tensor<64xbf16>
    %v343 = "stablehlo.multiply"(%v341, %v341) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v344 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v345 = "stablehlo.reduce"(%v343, %v344) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v346 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v347 = "stablehlo.multiply"(%v345, %v346) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v348 = "stablehlo.broadcast_in_dim"(%v347) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v349 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v350 = "stablehlo.add"(%v348, %v349) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v351 = "stablehlo.rsqrt"(%v350) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v352 = "stablehlo.multiply"(%v341, %v351) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v353 = "stablehlo.convert"(%v342) : (tensor<64xbf16>) -> tensor<64xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v353) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v355 = "stablehlo.multiply"(%v352, %v354) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v356 = util.global.load @p25 : tensor<151936x64xbf16>
    %v357 = "stablehlo.convert"(%v356) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v358 = tensor.empty() : tensor<1x151936xf32>
    %v359 = arith.constant 0.0 : f32
    %v360 = linalg.fill ins(%v359 : f32) outs(%v358 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v361 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v355, %v357 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v360 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v361, %v334, %v339, %v340 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>
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
  func.func @kv_write_c16(%arg0: tensor<2x1x?x16x16xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x16xf32>, %arg3: tensor<2x1x16x16xf32>, %arg4: tensor<i32>) -> (tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v40 = stablehlo.constant dense<2> : tensor<i32>
    %v41 = "stablehlo.add"(%arg4, %v40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v42 = stablehlo.constant dense<0> : tensor<i32>
    %v43 = stablehlo.constant dense<16> : tensor<i32>
    %v44 = "stablehlo.divide"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v45 = "stablehlo.remainder"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v46 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 2>, limit_indices = array<i64: 2, 1, 16, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v58 = tensor.insert_slice %v47 into %v39[%v49, %v51, %v53, %v55, %v57] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v59 = stablehlo.constant dense<3> : tensor<i32>
    %v60 = "stablehlo.add"(%arg4, %v59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v61 = stablehlo.constant dense<0> : tensor<i32>
    %v62 = stablehlo.constant dense<16> : tensor<i32>
    %v63 = "stablehlo.divide"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v64 = "stablehlo.remainder"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v65 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 3>, limit_indices = array<i64: 2, 1, 16, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v77 = tensor.insert_slice %v66 into %v58[%v68, %v70, %v72, %v74, %v76] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v78 = stablehlo.constant dense<4> : tensor<i32>
    %v79 = "stablehlo.add"(%arg4, %v78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v80 = stablehlo.constant dense<0> : tensor<i32>
    %v81 = stablehlo.constant dense<16> : tensor<i32>
    %v82 = "stablehlo.divide"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v83 = "stablehlo.remainder"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v84 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 4>, limit_indices = array<i64: 2, 1, 16, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v85 = "stablehlo.reshape"(%v84) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v96 = tensor.insert_slice %v85 into %v77[%v87, %v89, %v91, %v93, %v95] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v97 = stablehlo.constant dense<5> : tensor<i32>
    %v98 = "stablehlo.add"(%arg4, %v97) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v99 = stablehlo.constant dense<0> : tensor<i32>
    %v100 = stablehlo.constant dense<16> : tensor<i32>
    %v101 = "stablehlo.divide"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v102 = "stablehlo.remainder"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v103 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 5>, limit_indices = array<i64: 2, 1, 16, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v115 = tensor.insert_slice %v104 into %v96[%v106, %v108, %v110, %v112, %v114] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v116 = stablehlo.constant dense<6> : tensor<i32>
    %v117 = "stablehlo.add"(%arg4, %v116) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v118 = stablehlo.constant dense<0> : tensor<i32>
    %v119 = stablehlo.constant dense<16> : tensor<i32>
    %v120 = "stablehlo.divide"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v121 = "stablehlo.remainder"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v122 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 6>, limit_indices = array<i64: 2, 1, 16, 7>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v123 = "stablehlo.reshape"(%v122) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v134 = tensor.insert_slice %v123 into %v115[%v125, %v127, %v129, %v131, %v133] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v135 = stablehlo.constant dense<7> : tensor<i32>
    %v136 = "stablehlo.add"(%arg4, %v135) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v137 = stablehlo.constant dense<0> : tensor<i32>
    %v138 = stablehlo.constant dense<16> : tensor<i32>
    %v139 = "stablehlo.divide"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v140 = "stablehlo.remainder"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v141 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 7>, limit_indices = array<i64: 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v153 = tensor.insert_slice %v142 into %v134[%v144, %v146, %v148, %v150, %v152] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v154 = stablehlo.constant dense<8> : tensor<i32>
    %v155 = "stablehlo.add"(%arg4, %v154) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v156 = stablehlo.constant dense<0> : tensor<i32>
    %v157 = stablehlo.constant dense<16> : tensor<i32>
    %v158 = "stablehlo.divide"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v159 = "stablehlo.remainder"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v160 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 2, 1, 16, 9>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v161 = "stablehlo.reshape"(%v160) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v172 = tensor.insert_slice %v161 into %v153[%v163, %v165, %v167, %v169, %v171] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v173 = stablehlo.constant dense<9> : tensor<i32>
    %v174 = "stablehlo.add"(%arg4, %v173) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v175 = stablehlo.constant dense<0> : tensor<i32>
    %v176 = stablehlo.constant dense<16> : tensor<i32>
    %v177 = "stablehlo.divide"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v178 = "stablehlo.remainder"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v179 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 9>, limit_indices = array<i64: 2, 1, 16, 10>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v191 = tensor.insert_slice %v180 into %v172[%v182, %v184, %v186, %v188, %v190] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v192 = stablehlo.constant dense<10> : tensor<i32>
    %v193 = "stablehlo.add"(%arg4, %v192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v194 = stablehlo.constant dense<0> : tensor<i32>
    %v195 = stablehlo.constant dense<16> : tensor<i32>
    %v196 = "stablehlo.divide"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v197 = "stablehlo.remainder"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v198 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 10>, limit_indices = array<i64: 2, 1, 16, 11>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v199 = "stablehlo.reshape"(%v198) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v210 = tensor.insert_slice %v199 into %v191[%v201, %v203, %v205, %v207, %v209] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v211 = stablehlo.constant dense<11> : tensor<i32>
    %v212 = "stablehlo.add"(%arg4, %v211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v213 = stablehlo.constant dense<0> : tensor<i32>
    %v214 = stablehlo.constant dense<16> : tensor<i32>
    %v215 = "stablehlo.divide"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v216 = "stablehlo.remainder"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v217 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 11>, limit_indices = array<i64: 2, 1, 16, 12>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v229 = tensor.insert_slice %v218 into %v210[%v220, %v222, %v224, %v226, %v228] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v230 = stablehlo.constant dense<12> : tensor<i32>
    %v231 = "stablehlo.add"(%arg4, %v230) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v232 = stablehlo.constant dense<0> : tensor<i32>
    %v233 = stablehlo.constant dense<16> : tensor<i32>
    %v234 = "stablehlo.divide"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v235 = "stablehlo.remainder"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v236 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 12>, limit_indices = array<i64: 2, 1, 16, 13>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v237 = "stablehlo.reshape"(%v236) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v248 = tensor.insert_slice %v237 into %v229[%v239, %v241, %v243, %v245, %v247] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v249 = stablehlo.constant dense<13> : tensor<i32>
    %v250 = "stablehlo.add"(%arg4, %v249) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v251 = stablehlo.constant dense<0> : tensor<i32>
    %v252 = stablehlo.constant dense<16> : tensor<i32>
    %v253 = "stablehlo.divide"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v254 = "stablehlo.remainder"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v255 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 13>, limit_indices = array<i64: 2, 1, 16, 14>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v256 = "stablehlo.reshape"(%v255) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v267 = tensor.insert_slice %v256 into %v248[%v258, %v260, %v262, %v264, %v266] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v268 = stablehlo.constant dense<14> : tensor<i32>
    %v269 = "stablehlo.add"(%arg4, %v268) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v270 = stablehlo.constant dense<0> : tensor<i32>
    %v271 = stablehlo.constant dense<16> : tensor<i32>
    %v272 = "stablehlo.divide"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v273 = "stablehlo.remainder"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v274 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 14>, limit_indices = array<i64: 2, 1, 16, 15>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v275 = "stablehlo.reshape"(%v274) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v286 = tensor.insert_slice %v275 into %v267[%v277, %v279, %v281, %v283, %v285] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v287 = stablehlo.constant dense<15> : tensor<i32>
    %v288 = "stablehlo.add"(%arg4, %v287) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v289 = stablehlo.constant dense<0> : tensor<i32>
    %v290 = stablehlo.constant dense<16> : tensor<i32>
    %v291 = "stablehlo.divide"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v292 = "stablehlo.remainder"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v293 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 15>, limit_indices = array<i64: 2, 1, 16, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x1xf32>
    %v294 = "stablehlo.reshape"(%v293) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v305 = tensor.insert_slice %v294 into %v286[%v296, %v298, %v300, %v302, %v304] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v306 = tensor.extract %v1[] : tensor<i32>
    %v307 = arith.index_cast %v306 : i32 to index
    %v308 = tensor.extract %v1[] : tensor<i32>
    %v309 = arith.index_cast %v308 : i32 to index
    %v310 = tensor.extract %arg4[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract %v1[] : tensor<i32>
    %v313 = arith.index_cast %v312 : i32 to index
    %v314 = tensor.insert_slice %arg3 into %arg1[%v307, %v309, %v311, %v313] [2, 1, 16, 16] [1, 1, 1, 1] : tensor<2x1x16x16xf32> into tensor<2x1x?x16xf32>
    return %v305, %v314 : tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>
  }
  func.func @decode_n1(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x1x?x16x16xf32>, %arg6: tensor<2x1x?x16xf32>) -> (tensor<1x151936xf32>, tensor<2x1x16x1xf32>, tensor<2x1x1x16xf32>) {
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
    %v17 = stablehlo.constant dense<16> : tensor<i32>
    %v18 = "stablehlo.divide"(%v14, %v17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v19 = stablehlo.constant dense<15> : tensor<i32>
    %v20 = "stablehlo.add"(%v16, %v19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v21 = "stablehlo.divide"(%v20, %v17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v22 = "stablehlo.multiply"(%v21, %v17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<1> : tensor<i32>
    %v24 = "stablehlo.reshape"(%v23) : (tensor<i32>) -> tensor<1xi32>
    %v25 = stablehlo.constant dense<8> : tensor<i32>
    %v26 = "stablehlo.reshape"(%v25) : (tensor<i32>) -> tensor<1xi32>
    %v27 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v28 = stablehlo.constant dense<16> : tensor<i32>
    %v29 = "stablehlo.reshape"(%v28) : (tensor<i32>) -> tensor<1xi32>
    %v30 = "stablehlo.concatenate"(%v24, %v26, %v27, %v29) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v31 = "stablehlo.dynamic_iota"(%v30) {iota_dimension = 2 : i64} : (tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v32 = stablehlo.constant dense<1> : tensor<i32>
    %v33 = "stablehlo.reshape"(%v32) : (tensor<i32>) -> tensor<1xi32>
    %v34 = stablehlo.constant dense<8> : tensor<i32>
    %v35 = "stablehlo.reshape"(%v34) : (tensor<i32>) -> tensor<1xi32>
    %v36 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v37 = stablehlo.constant dense<16> : tensor<i32>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<i32>) -> tensor<1xi32>
    %v39 = "stablehlo.concatenate"(%v33, %v35, %v36, %v38) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v40 = "stablehlo.dynamic_iota"(%v39) {iota_dimension = 3 : i64} : (tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v41 = stablehlo.constant dense<1> : tensor<i32>
    %v42 = "stablehlo.reshape"(%v41) : (tensor<i32>) -> tensor<1xi32>
    %v43 = stablehlo.constant dense<8> : tensor<i32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<i32>) -> tensor<1xi32>
    %v45 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v46 = stablehlo.constant dense<16> : tensor<i32>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<i32>) -> tensor<1xi32>
    %v48 = "stablehlo.concatenate"(%v42, %v44, %v45, %v47) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v49 = "stablehlo.dynamic_broadcast_in_dim"(%v17, %v48) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v50 = "stablehlo.multiply"(%v31, %v49) : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi32>
    %v51 = "stablehlo.add"(%v50, %v40) : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi32>
    %v52 = stablehlo.constant dense<1> : tensor<i32>
    %v53 = "stablehlo.reshape"(%v52) : (tensor<i32>) -> tensor<1xi32>
    %v54 = stablehlo.constant dense<8> : tensor<i32>
    %v55 = "stablehlo.reshape"(%v54) : (tensor<i32>) -> tensor<1xi32>
    %v56 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v57 = stablehlo.constant dense<16> : tensor<i32>
    %v58 = "stablehlo.reshape"(%v57) : (tensor<i32>) -> tensor<1xi32>
    %v59 = "stablehlo.concatenate"(%v53, %v55, %v56, %v58) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v60 = "stablehlo.dynamic_broadcast_in_dim"(%v16, %v59) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v61 = "stablehlo.compare"(%v51, %v60) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi1>
    %v62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v63 = stablehlo.constant dense<1> : tensor<i32>
    %v64 = "stablehlo.reshape"(%v63) : (tensor<i32>) -> tensor<1xi32>
    %v65 = stablehlo.constant dense<8> : tensor<i32>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<i32>) -> tensor<1xi32>
    %v67 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v68 = stablehlo.constant dense<16> : tensor<i32>
    %v69 = "stablehlo.reshape"(%v68) : (tensor<i32>) -> tensor<1xi32>
    %v70 = "stablehlo.concatenate"(%v64, %v66, %v67, %v69) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v71 = "stablehlo.dynamic_broadcast_in_dim"(%v62, %v70) {broadcast_dimensions = array<i64>} : (tensor<f32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v72 = util.global.load @p0 : tensor<64xbf16>
    %v73 = "stablehlo.multiply"(%v4, %v4) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v75 = "stablehlo.reduce"(%v73, %v74) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v76 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v77 = "stablehlo.multiply"(%v75, %v76) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v77) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v79 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v80 = "stablehlo.add"(%v78, %v79) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v81 = "stablehlo.rsqrt"(%v80) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v82 = "stablehlo.multiply"(%v4, %v81) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v83 = "stablehlo.convert"(%v72) : (tensor<64xbf16>) -> tensor<64xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v85 = "stablehlo.multiply"(%v82, %v84) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v86 = util.global.load @p2 : tensor<64x64xbf16>
    %v87 = util.global.load @p3 : tensor<64xbf16>
    %v88 = "stablehlo.convert"(%v86) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v89 = tensor.empty() : tensor<1x64xf32>
    %v90 = arith.constant 0.0 : f32
    %v91 = linalg.fill ins(%v90 : f32) outs(%v89 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v92 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v85, %v88 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v91 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v93 = "stablehlo.convert"(%v87) : (tensor<64xbf16>) -> tensor<64xf32>
    %v94 = "stablehlo.broadcast_in_dim"(%v93) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v95 = "stablehlo.add"(%v92, %v94) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v97 = util.global.load @p4 : tensor<16x64xbf16>
    %v98 = util.global.load @p5 : tensor<16xbf16>
    %v99 = "stablehlo.convert"(%v97) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v100 = tensor.empty() : tensor<1x16xf32>
    %v101 = arith.constant 0.0 : f32
    %v102 = linalg.fill ins(%v101 : f32) outs(%v100 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v103 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v85, %v99 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v102 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v104 = "stablehlo.convert"(%v98) : (tensor<16xbf16>) -> tensor<16xf32>
    %v105 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v106 = "stablehlo.add"(%v103, %v105) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v107 = "stablehlo.reshape"(%v106) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v108 = util.global.load @p6 : tensor<16x64xbf16>
    %v109 = util.global.load @p7 : tensor<16xbf16>
    %v110 = "stablehlo.convert"(%v108) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v111 = tensor.empty() : tensor<1x16xf32>
    %v112 = arith.constant 0.0 : f32
    %v113 = linalg.fill ins(%v112 : f32) outs(%v111 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v114 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v85, %v110 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v113 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v115 = "stablehlo.convert"(%v109) : (tensor<16xbf16>) -> tensor<16xf32>
    %v116 = "stablehlo.broadcast_in_dim"(%v115) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v117 = "stablehlo.add"(%v114, %v116) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v118 = "stablehlo.reshape"(%v117) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v119 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v120 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v121 = "stablehlo.negate"(%v120) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v122 = "stablehlo.concatenate"(%v121, %v119) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v123 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v124 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v125 = "stablehlo.multiply"(%v96, %v123) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v126 = "stablehlo.multiply"(%v122, %v124) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v127 = "stablehlo.add"(%v125, %v126) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v128 = "stablehlo.slice"(%v107) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v129 = "stablehlo.slice"(%v107) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v130 = "stablehlo.negate"(%v129) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v131 = "stablehlo.concatenate"(%v130, %v128) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v132 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v134 = "stablehlo.multiply"(%v107, %v132) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v135 = "stablehlo.multiply"(%v131, %v133) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v136 = "stablehlo.add"(%v134, %v135) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v137 = "stablehlo.reshape"(%v127) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v138 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x16xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v140 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x1x4x16xf32>
    %v141 = "stablehlo.concatenate"(%v139, %v140) {dimension = 2 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x8x16xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<1x1x8x16xf32>) -> tensor<1x1x1x8x16xf32>
    %v143 = "stablehlo.transpose"(%v142) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x1x1x8x16xf32>) -> tensor<1x1x1x16x8xf32>
    %v144 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v145 = "stablehlo.reshape"(%v144) : (tensor<1xi32>) -> tensor<i32>
    %v146 = "stablehlo.slice"(%v143) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v147 = "stablehlo.reshape"(%v146) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v148 = stablehlo.constant dense<0> : tensor<i32>
    %v149 = tensor.extract %v145[] : tensor<i32>
    %v150 = arith.index_cast %v149 : i32 to index
    %v151 = tensor.extract %v148[] : tensor<i32>
    %v152 = arith.index_cast %v151 : i32 to index
    %v153 = tensor.extract %v18[] : tensor<i32>
    %v154 = arith.index_cast %v153 : i32 to index
    %v155 = tensor.extract %v148[] : tensor<i32>
    %v156 = arith.index_cast %v155 : i32 to index
    %v157 = tensor.extract %v148[] : tensor<i32>
    %v158 = arith.index_cast %v157 : i32 to index
    %v159 = tensor.extract %v21[] : tensor<i32>
    %v160 = arith.index_cast %v159 : i32 to index
    %v161 = tensor.extract_slice %arg5[%v150, %v152, %v154, %v156, %v158] [1, 1, %v160, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xf32> to tensor<1x1x?x16x16xf32>
    %v162 = tensor.collapse_shape %v161 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xf32> into tensor<1x?x16x16xf32>
    %v163 = arith.constant 1 : index
    %v164 = tensor.dim %v162, %v163 : tensor<1x?x16x16xf32>
    %v165 = tensor.expand_shape %v162 [[0], [1], [2], [3, 4]] output_shape [1, %v164, 16, 16, 1] : tensor<1x?x16x16xf32> into tensor<1x?x16x16x1xf32>
    %v166 = arith.constant 1 : index
    %v167 = tensor.dim %v165, %v166 : tensor<1x?x16x16x1xf32>
    %v168 = tensor.empty(%v167) : tensor<1x1x?x8x16xf32>
    %v169 = arith.constant 0.0 : f32
    %v170 = linalg.fill ins(%v169 : f32) outs(%v168 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v171 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v147, %v165 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xf32>) outs(%v170 : tensor<1x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x1x?x8x16xf32>
    %v172 = "stablehlo.transpose"(%v171) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v173 = tensor.collapse_shape %v172 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v174 = "stablehlo.select"(%v61, %v173, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v176 = "stablehlo.reduce"(%v174, %v175) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v177 = stablehlo.constant dense<1> : tensor<i32>
    %v178 = "stablehlo.reshape"(%v177) : (tensor<i32>) -> tensor<1xi32>
    %v179 = stablehlo.constant dense<8> : tensor<i32>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<i32>) -> tensor<1xi32>
    %v181 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v182 = stablehlo.constant dense<16> : tensor<i32>
    %v183 = "stablehlo.reshape"(%v182) : (tensor<i32>) -> tensor<1xi32>
    %v184 = "stablehlo.concatenate"(%v178, %v180, %v181, %v183) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v185 = "stablehlo.dynamic_broadcast_in_dim"(%v176, %v184) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v186 = "stablehlo.subtract"(%v174, %v185) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v187 = "stablehlo.exponential"(%v186) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v189 = "stablehlo.reduce"(%v187, %v188) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v190 = tensor.collapse_shape %v187 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v191 = tensor.extract %v145[] : tensor<i32>
    %v192 = arith.index_cast %v191 : i32 to index
    %v193 = tensor.extract %v148[] : tensor<i32>
    %v194 = arith.index_cast %v193 : i32 to index
    %v195 = tensor.extract %v14[] : tensor<i32>
    %v196 = arith.index_cast %v195 : i32 to index
    %v197 = tensor.extract %v148[] : tensor<i32>
    %v198 = arith.index_cast %v197 : i32 to index
    %v199 = tensor.extract %v22[] : tensor<i32>
    %v200 = arith.index_cast %v199 : i32 to index
    %v201 = tensor.extract_slice %arg6[%v192, %v194, %v196, %v198] [1, 1, %v200, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v202 = "stablehlo.dot_general"(%v190, %v201) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v203 = "stablehlo.reshape"(%v202) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v204 = "stablehlo.reshape"(%v176) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v205 = "stablehlo.reshape"(%v189) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v206 = "stablehlo.dot_general"(%v141, %v136) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x8x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v207 = "stablehlo.maximum"(%v204, %v206) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v208 = "stablehlo.subtract"(%v204, %v207) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v209 = "stablehlo.exponential"(%v208) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v210 = "stablehlo.subtract"(%v206, %v207) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v211 = "stablehlo.exponential"(%v210) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v212 = "stablehlo.multiply"(%v205, %v209) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v213 = "stablehlo.add"(%v212, %v211) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v209) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v215 = "stablehlo.broadcast_in_dim"(%v211) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v118) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v217 = "stablehlo.multiply"(%v203, %v214) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v218 = "stablehlo.multiply"(%v215, %v216) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v213) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v221 = "stablehlo.divide"(%v219, %v220) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v222 = "stablehlo.slice"(%v221) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x8x16xf32>) -> tensor<1x1x4x16xf32>
    %v223 = "stablehlo.reshape"(%v222) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v224 = util.global.load @p8 : tensor<64x64xbf16>
    %v225 = "stablehlo.convert"(%v224) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v226 = tensor.empty() : tensor<1x64xf32>
    %v227 = arith.constant 0.0 : f32
    %v228 = linalg.fill ins(%v227 : f32) outs(%v226 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v229 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v223, %v225 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v228 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v230 = "stablehlo.add"(%v4, %v229) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v231 = util.global.load @p1 : tensor<64xbf16>
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
    %v242 = "stablehlo.convert"(%v231) : (tensor<64xbf16>) -> tensor<64xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v244 = "stablehlo.multiply"(%v241, %v243) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v245 = util.global.load @p9 : tensor<160x64xbf16>
    %v246 = "stablehlo.convert"(%v245) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v247 = tensor.empty() : tensor<1x160xf32>
    %v248 = arith.constant 0.0 : f32
    %v249 = linalg.fill ins(%v248 : f32) outs(%v247 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v250 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v244, %v246 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v249 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v251 = "stablehlo.logistic"(%v250) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v252 = "stablehlo.multiply"(%v250, %v251) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v253 = util.global.load @p10 : tensor<160x64xbf16>
    %v254 = "stablehlo.convert"(%v253) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v255 = tensor.empty() : tensor<1x160xf32>
    %v256 = arith.constant 0.0 : f32
    %v257 = linalg.fill ins(%v256 : f32) outs(%v255 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v258 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v244, %v254 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v257 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v259 = "stablehlo.multiply"(%v252, %v258) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v260 = util.global.load @p11 : tensor<64x160xbf16>
    %v261 = "stablehlo.convert"(%v260) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v262 = tensor.empty() : tensor<1x64xf32>
    %v263 = arith.constant 0.0 : f32
    %v264 = linalg.fill ins(%v263 : f32) outs(%v262 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v265 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v259, %v261 : tensor<1x160xf32>, tensor<64x160xf32>) outs(%v264 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v266 = "stablehlo.add"(%v230, %v265) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v267 = "stablehlo.transpose"(%v136) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xf32>) -> tensor<1x16x1xf32>
    %v268 = "stablehlo.reshape"(%v267) : (tensor<1x16x1xf32>) -> tensor<1x1x16x1xf32>
    %v269 = "stablehlo.transpose"(%v118) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v270 = "stablehlo.reshape"(%v269) : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %v271 = util.global.load @p12 : tensor<64xbf16>
    %v272 = "stablehlo.multiply"(%v266, %v266) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v274 = "stablehlo.reduce"(%v272, %v273) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v275 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v276 = "stablehlo.multiply"(%v274, %v275) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v278 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v279 = "stablehlo.add"(%v277, %v278) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v280 = "stablehlo.rsqrt"(%v279) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v281 = "stablehlo.multiply"(%v266, %v280) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v282 = "stablehlo.convert"(%v271) : (tensor<64xbf16>) -> tensor<64xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v284 = "stablehlo.multiply"(%v281, %v283) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v285 = util.global.load @p14 : tensor<64x64xbf16>
    %v286 = util.global.load @p15 : tensor<64xbf16>
    %v287 = "stablehlo.convert"(%v285) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v288 = tensor.empty() : tensor<1x64xf32>
    %v289 = arith.constant 0.0 : f32
    %v290 = linalg.fill ins(%v289 : f32) outs(%v288 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v291 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v284, %v287 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v290 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v292 = "stablehlo.convert"(%v286) : (tensor<64xbf16>) -> tensor<64xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v294 = "stablehlo.add"(%v291, %v293) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v295 = "stablehlo.reshape"(%v294) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v296 = util.global.load @p16 : tensor<16x64xbf16>
    %v297 = util.global.load @p17 : tensor<16xbf16>
    %v298 = "stablehlo.convert"(%v296) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v299 = tensor.empty() : tensor<1x16xf32>
    %v300 = arith.constant 0.0 : f32
    %v301 = linalg.fill ins(%v300 : f32) outs(%v299 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v302 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v284, %v298 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v301 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v303 = "stablehlo.convert"(%v297) : (tensor<16xbf16>) -> tensor<16xf32>
    %v304 = "stablehlo.broadcast_in_dim"(%v303) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v305 = "stablehlo.add"(%v302, %v304) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v306 = "stablehlo.reshape"(%v305) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v307 = util.global.load @p18 : tensor<16x64xbf16>
    %v308 = util.global.load @p19 : tensor<16xbf16>
    %v309 = "stablehlo.convert"(%v307) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v310 = tensor.empty() : tensor<1x16xf32>
    %v311 = arith.constant 0.0 : f32
    %v312 = linalg.fill ins(%v311 : f32) outs(%v310 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v313 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v284, %v309 : tensor<1x64xf32>, tensor<16x64xf32>) outs(%v312 : tensor<1x16xf32>) {iree.opt.data_tiling} -> tensor<1x16xf32>
    %v314 = "stablehlo.convert"(%v308) : (tensor<16xbf16>) -> tensor<16xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v314) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v316 = "stablehlo.add"(%v313, %v315) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v317 = "stablehlo.reshape"(%v316) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v318 = "stablehlo.slice"(%v295) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v319 = "stablehlo.slice"(%v295) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v320 = "stablehlo.negate"(%v319) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v321 = "stablehlo.concatenate"(%v320, %v318) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v322 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v324 = "stablehlo.multiply"(%v295, %v322) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v325 = "stablehlo.multiply"(%v321, %v323) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v326 = "stablehlo.add"(%v324, %v325) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v327 = "stablehlo.slice"(%v306) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v328 = "stablehlo.slice"(%v306) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v329 = "stablehlo.negate"(%v328) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v330 = "stablehlo.concatenate"(%v329, %v327) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v331 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v332 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v333 = "stablehlo.multiply"(%v306, %v331) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v334 = "stablehlo.multiply"(%v330, %v332) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v335 = "stablehlo.add"(%v333, %v334) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v336 = "stablehlo.reshape"(%v326) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v337 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x16xf32>
    %v338 = "stablehlo.multiply"(%v336, %v337) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x1x4x16xf32>
    %v340 = "stablehlo.concatenate"(%v338, %v339) {dimension = 2 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x8x16xf32>
    %v341 = "stablehlo.reshape"(%v340) : (tensor<1x1x8x16xf32>) -> tensor<1x1x1x8x16xf32>
    %v342 = "stablehlo.transpose"(%v341) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x1x1x8x16xf32>) -> tensor<1x1x1x16x8xf32>
    %v343 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v344 = "stablehlo.reshape"(%v343) : (tensor<1xi32>) -> tensor<i32>
    %v345 = "stablehlo.slice"(%v342) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v346 = "stablehlo.reshape"(%v345) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v347 = stablehlo.constant dense<0> : tensor<i32>
    %v348 = tensor.extract %v344[] : tensor<i32>
    %v349 = arith.index_cast %v348 : i32 to index
    %v350 = tensor.extract %v347[] : tensor<i32>
    %v351 = arith.index_cast %v350 : i32 to index
    %v352 = tensor.extract %v18[] : tensor<i32>
    %v353 = arith.index_cast %v352 : i32 to index
    %v354 = tensor.extract %v347[] : tensor<i32>
    %v355 = arith.index_cast %v354 : i32 to index
    %v356 = tensor.extract %v347[] : tensor<i32>
    %v357 = arith.index_cast %v356 : i32 to index
    %v358 = tensor.extract %v21[] : tensor<i32>
    %v359 = arith.index_cast %v358 : i32 to index
    %v360 = tensor.extract_slice %arg5[%v349, %v351, %v353, %v355, %v357] [1, 1, %v359, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xf32> to tensor<1x1x?x16x16xf32>
    %v361 = tensor.collapse_shape %v360 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xf32> into tensor<1x?x16x16xf32>
    %v362 = arith.constant 1 : index
    %v363 = tensor.dim %v361, %v362 : tensor<1x?x16x16xf32>
    %v364 = tensor.expand_shape %v361 [[0], [1], [2], [3, 4]] output_shape [1, %v363, 16, 16, 1] : tensor<1x?x16x16xf32> into tensor<1x?x16x16x1xf32>
    %v365 = arith.constant 1 : index
    %v366 = tensor.dim %v364, %v365 : tensor<1x?x16x16x1xf32>
    %v367 = tensor.empty(%v366) : tensor<1x1x?x8x16xf32>
    %v368 = arith.constant 0.0 : f32
    %v369 = linalg.fill ins(%v368 : f32) outs(%v367 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v370 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v346, %v364 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xf32>) outs(%v369 : tensor<1x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x1x?x8x16xf32>
    %v371 = "stablehlo.transpose"(%v370) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v372 = tensor.collapse_shape %v371 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v373 = "stablehlo.select"(%v61, %v372, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v374 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v375 = "stablehlo.reduce"(%v373, %v374) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v376 = stablehlo.constant dense<1> : tensor<i32>
    %v377 = "stablehlo.reshape"(%v376) : (tensor<i32>) -> tensor<1xi32>
    %v378 = stablehlo.constant dense<8> : tensor<i32>
    %v379 = "stablehlo.reshape"(%v378) : (tensor<i32>) -> tensor<1xi32>
    %v380 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v381 = stablehlo.constant dense<16> : tensor<i32>
    %v382 = "stablehlo.reshape"(%v381) : (tensor<i32>) -> tensor<1xi32>
    %v383 = "stablehlo.concatenate"(%v377, %v379, %v380, %v382) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v384 = "stablehlo.dynamic_broadcast_in_dim"(%v375, %v383) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v385 = "stablehlo.subtract"(%v373, %v384) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v386 = "stablehlo.exponential"(%v385) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v387 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v388 = "stablehlo.reduce"(%v386, %v387) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v389 = tensor.collapse_shape %v386 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v390 = tensor.extract %v344[] : tensor<i32>
    %v391 = arith.index_cast %v390 : i32 to index
    %v392 = tensor.extract %v347[] : tensor<i32>
    %v393 = arith.index_cast %v392 : i32 to index
    %v394 = tensor.extract %v14[] : tensor<i32>
    %v395 = arith.index_cast %v394 : i32 to index
    %v396 = tensor.extract %v347[] : tensor<i32>
    %v397 = arith.index_cast %v396 : i32 to index
    %v398 = tensor.extract %v22[] : tensor<i32>
    %v399 = arith.index_cast %v398 : i32 to index
    %v400 = tensor.extract_slice %arg6[%v391, %v393, %v395, %v397] [1, 1, %v399, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v401 = "stablehlo.dot_general"(%v389, %v400) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v402 = "stablehlo.reshape"(%v401) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v403 = "stablehlo.reshape"(%v375) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v404 = "stablehlo.reshape"(%v388) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v405 = "stablehlo.dot_general"(%v340, %v335) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x8x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v406 = "stablehlo.maximum"(%v403, %v405) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v407 = "stablehlo.subtract"(%v403, %v406) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v408 = "stablehlo.exponential"(%v407) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v409 = "stablehlo.subtract"(%v405, %v406) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v410 = "stablehlo.exponential"(%v409) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v411 = "stablehlo.multiply"(%v404, %v408) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v412 = "stablehlo.add"(%v411, %v410) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v413 = "stablehlo.broadcast_in_dim"(%v408) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v414 = "stablehlo.broadcast_in_dim"(%v410) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v416 = "stablehlo.multiply"(%v402, %v413) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v417 = "stablehlo.multiply"(%v414, %v415) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v418 = "stablehlo.add"(%v416, %v417) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v419 = "stablehlo.broadcast_in_dim"(%v412) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v420 = "stablehlo.divide"(%v418, %v419) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v421 = "stablehlo.slice"(%v420) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x8x16xf32>) -> tensor<1x1x4x16xf32>
    %v422 = "stablehlo.reshape"(%v421) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v423 = util.global.load @p20 : tensor<64x64xbf16>
    %v424 = "stablehlo.convert"(%v423) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v425 = tensor.empty() : tensor<1x64xf32>
    %v426 = arith.constant 0.0 : f32
    %v427 = linalg.fill ins(%v426 : f32) outs(%v425 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v428 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v422, %v424 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%v427 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v429 = "stablehlo.add"(%v266, %v428) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v430 = util.global.load @p13 : tensor<64xbf16>
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
    %v441 = "stablehlo.convert"(%v430) : (tensor<64xbf16>) -> tensor<64xf32>
    %v442 = "stablehlo.broadcast_in_dim"(%v441) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v443 = "stablehlo.multiply"(%v440, %v442) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v444 = util.global.load @p21 : tensor<160x64xbf16>
    %v445 = "stablehlo.convert"(%v444) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v446 = tensor.empty() : tensor<1x160xf32>
    %v447 = arith.constant 0.0 : f32
    %v448 = linalg.fill ins(%v447 : f32) outs(%v446 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v449 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v443, %v445 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v448 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v450 = "stablehlo.logistic"(%v449) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v451 = "stablehlo.multiply"(%v449, %v450) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v452 = util.global.load @p22 : tensor<160x64xbf16>
    %v453 = "stablehlo.convert"(%v452) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v454 = tensor.empty() : tensor<1x160xf32>
    %v455 = arith.constant 0.0 : f32
    %v456 = linalg.fill ins(%v455 : f32) outs(%v454 : tensor<1x160xf32>) -> tensor<1x160xf32>
    %v457 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v443, %v453 : tensor<1x64xf32>, tensor<160x64xf32>) outs(%v456 : tensor<1x160xf32>) {iree.opt.data_tiling} -> tensor<1x160xf32>
    %v458 = "stablehlo.multiply"(%v451, %v457) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v459 = util.global.load @p23 : tensor<64x160xbf16>
    %v460 = "stablehlo.convert"(%v459) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v461 = tensor.empty() : tensor<1x64xf32>
    %v462 = arith.constant 0.0 : f32
    %v463 = linalg.fill ins(%v462 : f32) outs(%v461 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %v464 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v458, %v460 : tensor<1x160xf32>, tensor<64x160xf32>) outs(%v463 : tensor<1x64xf32>) {iree.opt.data_tiling} -> tensor<1x64xf32>
    %v465 = "stablehlo.add"(%v429, %v464) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v466 = "stablehlo.transpose"(%v335) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xf32>) -> tensor<1x16x1xf32>
    %v467 = "stablehlo.reshape"(%v466) : (tensor<1x16x1xf32>) -> tensor<1x1x16x1xf32>
    %v468 = "stablehlo.transpose"(%v317) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v469 = "stablehlo.reshape"(%v468) : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %v470 = "stablehlo.concatenate"(%v268, %v467) {dimension = 0 : i64} : (tensor<1x1x16x1xf32>, tensor<1x1x16x1xf32>) -> tensor<2x1x16x1xf32>
    %v471 = "stablehlo.concatenate"(%v270, %v469) {dimension = 0 : i64} : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %v472 = util.global.load @p26 : tensor<64xbf16>
    %v473 = "stablehlo.multiply"(%v465, %v465) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v474 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v475 = "stablehlo.reduce"(%v473, %v474) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v476 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v477 = "stablehlo.multiply"(%v475, %v476) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v478 = "stablehlo.broadcast_in_dim"(%v477) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v479 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v480 = "stablehlo.add"(%v478, %v479) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v481 = "stablehlo.rsqrt"(%v480) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v482 = "stablehlo.multiply"(%v465, %v481) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v483 = "stablehlo.convert"(%v472) : (tensor<64xbf16>) -> tensor<64xf32>
    %v484 = "stablehlo.broadcast_in_dim"(%v483) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v485 = "stablehlo.multiply"(%v482, %v484) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v486 = util.global.load @p25 : tensor<151936x64xbf16>
    %v487 = "stablehlo.convert"(%v486) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v488 = tensor.empty() : tensor<1x151936xf32>
    %v489 = arith.constant 0.0 : f32
    %v490 = linalg.fill ins(%v489 : f32) outs(%v488 : tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v491 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v485, %v487 : tensor<1x64xf32>, tensor<151936x64xf32>) outs(%v490 : tensor<1x151936xf32>) {iree.opt.data_tiling} -> tensor<1x151936xf32>
    return %v491, %v470, %v471 : tensor<1x151936xf32>, tensor<2x1x16x1xf32>, tensor<2x1x1x16xf32>
  }
  func.func @kv_write_n1(%arg0: tensor<2x1x?x16x16xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x1xf32>, %arg3: tensor<2x1x1x16xf32>, %arg4: tensor<1xi32>) -> (tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x1xf32>) -> tensor<2x1x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xf32> into tensor<2x1x?x16xf32>
    return %v20, %v30 : tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>
  }
  func.func @decode_n2(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x1x?x16x16xf32>, %arg6: tensor<2x1x?x16xf32>) -> (tensor<2x151936xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>) {
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
    %v15 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v16 = "stablehlo.reshape"(%v15) : (tensor<1xi32>) -> tensor<i32>
    %v17 = stablehlo.constant dense<16> : tensor<i32>
    %v18 = "stablehlo.divide"(%v14, %v17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v19 = stablehlo.constant dense<15> : tensor<i32>
    %v20 = "stablehlo.add"(%v16, %v19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v21 = "stablehlo.divide"(%v20, %v17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v22 = "stablehlo.multiply"(%v21, %v17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<1> : tensor<i32>
    %v24 = "stablehlo.reshape"(%v23) : (tensor<i32>) -> tensor<1xi32>
    %v25 = stablehlo.constant dense<8> : tensor<i32>
    %v26 = "stablehlo.reshape"(%v25) : (tensor<i32>) -> tensor<1xi32>
    %v27 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v28 = stablehlo.constant dense<16> : tensor<i32>
    %v29 = "stablehlo.reshape"(%v28) : (tensor<i32>) -> tensor<1xi32>
    %v30 = "stablehlo.concatenate"(%v24, %v26, %v27, %v29) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v31 = "stablehlo.dynamic_iota"(%v30) {iota_dimension = 2 : i64} : (tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v32 = stablehlo.constant dense<1> : tensor<i32>
    %v33 = "stablehlo.reshape"(%v32) : (tensor<i32>) -> tensor<1xi32>
    %v34 = stablehlo.constant dense<8> : tensor<i32>
    %v35 = "stablehlo.reshape"(%v34) : (tensor<i32>) -> tensor<1xi32>
    %v36 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v37 = stablehlo.constant dense<16> : tensor<i32>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<i32>) -> tensor<1xi32>
    %v39 = "stablehlo.concatenate"(%v33, %v35, %v36, %v38) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v40 = "stablehlo.dynamic_iota"(%v39) {iota_dimension = 3 : i64} : (tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v41 = stablehlo.constant dense<1> : tensor<i32>
    %v42 = "stablehlo.reshape"(%v41) : (tensor<i32>) -> tensor<1xi32>
    %v43 = stablehlo.constant dense<8> : tensor<i32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<i32>) -> tensor<1xi32>
    %v45 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v46 = stablehlo.constant dense<16> : tensor<i32>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<i32>) -> tensor<1xi32>
    %v48 = "stablehlo.concatenate"(%v42, %v44, %v45, %v47) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v49 = "stablehlo.dynamic_broadcast_in_dim"(%v17, %v48) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v50 = "stablehlo.multiply"(%v31, %v49) : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi32>
    %v51 = "stablehlo.add"(%v50, %v40) : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi32>
    %v52 = stablehlo.constant dense<1> : tensor<i32>
    %v53 = "stablehlo.reshape"(%v52) : (tensor<i32>) -> tensor<1xi32>
    %v54 = stablehlo.constant dense<8> : tensor<i32>
    %v55 = "stablehlo.reshape"(%v54) : (tensor<i32>) -> tensor<1xi32>
    %v56 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v57 = stablehlo.constant dense<16> : tensor<i32>
    %v58 = "stablehlo.reshape"(%v57) : (tensor<i32>) -> tensor<1xi32>
    %v59 = "stablehlo.concatenate"(%v53, %v55, %v56, %v58) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v60 = "stablehlo.dynamic_broadcast_in_dim"(%v16, %v59) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v61 = "stablehlo.compare"(%v51, %v60) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi1>
    %v62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v63 = stablehlo.constant dense<1> : tensor<i32>
    %v64 = "stablehlo.reshape"(%v63) : (tensor<i32>) -> tensor<1xi32>
    %v65 = stablehlo.constant dense<8> : tensor<i32>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<i32>) -> tensor<1xi32>
    %v67 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v68 = stablehlo.constant dense<16> : tensor<i32>
    %v69 = "stablehlo.reshape"(%v68) : (tensor<i32>) -> tensor<1xi32>
    %v70 = "stablehlo.concatenate"(%v64, %v66, %v67, %v69) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v71 = "stablehlo.dynamic_broadcast_in_dim"(%v62, %v70) {broadcast_dimensions = array<i64>} : (tensor<f32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v72 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v73 = "stablehlo.reshape"(%v72) : (tensor<1xi32>) -> tensor<i32>
    %v74 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v75 = "stablehlo.reshape"(%v74) : (tensor<1xi32>) -> tensor<i32>
    %v76 = stablehlo.constant dense<16> : tensor<i32>
    %v77 = "stablehlo.divide"(%v73, %v76) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v78 = stablehlo.constant dense<15> : tensor<i32>
    %v79 = "stablehlo.add"(%v75, %v78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v80 = "stablehlo.divide"(%v79, %v76) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v81 = "stablehlo.multiply"(%v80, %v76) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v82 = stablehlo.constant dense<1> : tensor<i32>
    %v83 = "stablehlo.reshape"(%v82) : (tensor<i32>) -> tensor<1xi32>
    %v84 = stablehlo.constant dense<8> : tensor<i32>
    %v85 = "stablehlo.reshape"(%v84) : (tensor<i32>) -> tensor<1xi32>
    %v86 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v87 = stablehlo.constant dense<16> : tensor<i32>
    %v88 = "stablehlo.reshape"(%v87) : (tensor<i32>) -> tensor<1xi32>
    %v89 = "stablehlo.concatenate"(%v83, %v85, %v86, %v88) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v90 = "stablehlo.dynamic_iota"(%v89) {iota_dimension = 2 : i64} : (tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v91 = stablehlo.constant dense<1> : tensor<i32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<i32>) -> tensor<1xi32>
    %v93 = stablehlo.constant dense<8> : tensor<i32>
    %v94 = "stablehlo.reshape"(%v93) : (tensor<i32>) -> tensor<1xi32>
    %v95 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v96 = stablehlo.constant dense<16> : tensor<i32>
    %v97 = "stablehlo.reshape"(%v96) : (tensor<i32>) -> tensor<1xi32>
    %v98 = "stablehlo.concatenate"(%v92, %v94, %v95, %v97) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v99 = "stablehlo.dynamic_iota"(%v98) {iota_dimension = 3 : i64} : (tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v100 = stablehlo.constant dense<1> : tensor<i32>
    %v101 = "stablehlo.reshape"(%v100) : (tensor<i32>) -> tensor<1xi32>
    %v102 = stablehlo.constant dense<8> : tensor<i32>
    %v103 = "stablehlo.reshape"(%v102) : (tensor<i32>) -> tensor<1xi32>
    %v104 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v105 = stablehlo.constant dense<16> : tensor<i32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<i32>) -> tensor<1xi32>
    %v107 = "stablehlo.concatenate"(%v101, %v103, %v104, %v106) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v108 = "stablehlo.dynamic_broadcast_in_dim"(%v76, %v107) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v109 = "stablehlo.multiply"(%v90, %v108) : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi32>
    %v110 = "stablehlo.add"(%v109, %v99) : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi32>
    %v111 = stablehlo.constant dense<1> : tensor<i32>
    %v112 = "stablehlo.reshape"(%v111) : (tensor<i32>) -> tensor<1xi32>
    %v113 = stablehlo.constant dense<8> : tensor<i32>
    %v114 = "stablehlo.reshape"(%v113) : (tensor<i32>) -> tensor<1xi32>
    %v115 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v116 = stablehlo.constant dense<16> : tensor<i32>
    %v117 = "stablehlo.reshape"(%v116) : (tensor<i32>) -> tensor<1xi32>
    %v118 = "stablehlo.concatenate"(%v112, %v114, %v115, %v117) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v119 = "stablehlo.dynamic_broadcast_in_dim"(%v75, %v118) {broadcast_dimensions = array<i64>} : (tensor<i32>, tensor<4xi32>) -> tensor<1x8x?x16xi32>
    %v120 = "stablehlo.compare"(%v110, %v119) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1x8x?x16xi32>, tensor<1x8x?x16xi32>) -> tensor<1x8x?x16xi1>
    %v121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v122 = stablehlo.constant dense<1> : tensor<i32>
    %v123 = "stablehlo.reshape"(%v122) : (tensor<i32>) -> tensor<1xi32>
    %v124 = stablehlo.constant dense<8> : tensor<i32>
    %v125 = "stablehlo.reshape"(%v124) : (tensor<i32>) -> tensor<1xi32>
    %v126 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v127 = stablehlo.constant dense<16> : tensor<i32>
    %v128 = "stablehlo.reshape"(%v127) : (tensor<i32>) -> tensor<1xi32>
    %v129 = "stablehlo.concatenate"(%v123, %v125, %v126, %v128) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v130 = "stablehlo.dynamic_broadcast_in_dim"(%v121, %v129) {broadcast_dimensions = array<i64>} : (tensor<f32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v131 = util.global.load @p0 : tensor<64xbf16>
    %v132 = "stablehlo.multiply"(%v4, %v4) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v141 = "stablehlo.multiply"(%v4, %v140) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v142 = "stablehlo.convert"(%v131) : (tensor<64xbf16>) -> tensor<64xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v142) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v144 = "stablehlo.multiply"(%v141, %v143) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v145 = util.global.load @p2 : tensor<64x64xbf16>
    %v146 = util.global.load @p3 : tensor<64xbf16>
    %v147 = "stablehlo.convert"(%v145) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v148 = tensor.empty() : tensor<2x64xf32>
    %v149 = arith.constant 0.0 : f32
    %v150 = linalg.fill ins(%v149 : f32) outs(%v148 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v151 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v144, %v147 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v150 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v152 = "stablehlo.convert"(%v146) : (tensor<64xbf16>) -> tensor<64xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v154 = "stablehlo.add"(%v151, %v153) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v156 = util.global.load @p4 : tensor<16x64xbf16>
    %v157 = util.global.load @p5 : tensor<16xbf16>
    %v158 = "stablehlo.convert"(%v156) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v159 = tensor.empty() : tensor<2x16xf32>
    %v160 = arith.constant 0.0 : f32
    %v161 = linalg.fill ins(%v160 : f32) outs(%v159 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v162 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v144, %v158 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v161 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v163 = "stablehlo.convert"(%v157) : (tensor<16xbf16>) -> tensor<16xf32>
    %v164 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v165 = "stablehlo.add"(%v162, %v164) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v166 = "stablehlo.reshape"(%v165) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v167 = util.global.load @p6 : tensor<16x64xbf16>
    %v168 = util.global.load @p7 : tensor<16xbf16>
    %v169 = "stablehlo.convert"(%v167) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v170 = tensor.empty() : tensor<2x16xf32>
    %v171 = arith.constant 0.0 : f32
    %v172 = linalg.fill ins(%v171 : f32) outs(%v170 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v173 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v144, %v169 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v172 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v174 = "stablehlo.convert"(%v168) : (tensor<16xbf16>) -> tensor<16xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v176 = "stablehlo.add"(%v173, %v175) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v177 = "stablehlo.reshape"(%v176) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v178 = "stablehlo.slice"(%v155) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v179 = "stablehlo.slice"(%v155) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v180 = "stablehlo.negate"(%v179) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v181 = "stablehlo.concatenate"(%v180, %v178) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v184 = "stablehlo.multiply"(%v155, %v182) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v185 = "stablehlo.multiply"(%v181, %v183) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v186 = "stablehlo.add"(%v184, %v185) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v187 = "stablehlo.slice"(%v166) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v188 = "stablehlo.slice"(%v166) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v189 = "stablehlo.negate"(%v188) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v190 = "stablehlo.concatenate"(%v189, %v187) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v192 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v193 = "stablehlo.multiply"(%v166, %v191) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v194 = "stablehlo.multiply"(%v190, %v192) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v195 = "stablehlo.add"(%v193, %v194) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v196 = "stablehlo.reshape"(%v186) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v197 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x16xf32>
    %v198 = "stablehlo.multiply"(%v196, %v197) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x1x4x16xf32>
    %v200 = "stablehlo.concatenate"(%v198, %v199) {dimension = 2 : i64} : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x8x16xf32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<2x1x8x16xf32>) -> tensor<2x1x1x8x16xf32>
    %v202 = "stablehlo.transpose"(%v201) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x1x1x8x16xf32>) -> tensor<2x1x1x16x8xf32>
    %v203 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<1xi32>) -> tensor<i32>
    %v205 = "stablehlo.slice"(%v202) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v207 = stablehlo.constant dense<0> : tensor<i32>
    %v208 = tensor.extract %v204[] : tensor<i32>
    %v209 = arith.index_cast %v208 : i32 to index
    %v210 = tensor.extract %v207[] : tensor<i32>
    %v211 = arith.index_cast %v210 : i32 to index
    %v212 = tensor.extract %v18[] : tensor<i32>
    %v213 = arith.index_cast %v212 : i32 to index
    %v214 = tensor.extract %v207[] : tensor<i32>
    %v215 = arith.index_cast %v214 : i32 to index
    %v216 = tensor.extract %v207[] : tensor<i32>
    %v217 = arith.index_cast %v216 : i32 to index
    %v218 = tensor.extract %v21[] : tensor<i32>
    %v219 = arith.index_cast %v218 : i32 to index
    %v220 = tensor.extract_slice %arg5[%v209, %v211, %v213, %v215, %v217] [1, 1, %v219, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xf32> to tensor<1x1x?x16x16xf32>
    %v221 = tensor.collapse_shape %v220 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xf32> into tensor<1x?x16x16xf32>
    %v222 = arith.constant 1 : index
    %v223 = tensor.dim %v221, %v222 : tensor<1x?x16x16xf32>
    %v224 = tensor.expand_shape %v221 [[0], [1], [2], [3, 4]] output_shape [1, %v223, 16, 16, 1] : tensor<1x?x16x16xf32> into tensor<1x?x16x16x1xf32>
    %v225 = arith.constant 1 : index
    %v226 = tensor.dim %v224, %v225 : tensor<1x?x16x16x1xf32>
    %v227 = tensor.empty(%v226) : tensor<1x1x?x8x16xf32>
    %v228 = arith.constant 0.0 : f32
    %v229 = linalg.fill ins(%v228 : f32) outs(%v227 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v230 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v206, %v224 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xf32>) outs(%v229 : tensor<1x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x1x?x8x16xf32>
    %v231 = "stablehlo.transpose"(%v230) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v232 = tensor.collapse_shape %v231 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v233 = "stablehlo.select"(%v61, %v232, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v234 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v235 = "stablehlo.reduce"(%v233, %v234) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v236 = stablehlo.constant dense<1> : tensor<i32>
    %v237 = "stablehlo.reshape"(%v236) : (tensor<i32>) -> tensor<1xi32>
    %v238 = stablehlo.constant dense<8> : tensor<i32>
    %v239 = "stablehlo.reshape"(%v238) : (tensor<i32>) -> tensor<1xi32>
    %v240 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v241 = stablehlo.constant dense<16> : tensor<i32>
    %v242 = "stablehlo.reshape"(%v241) : (tensor<i32>) -> tensor<1xi32>
    %v243 = "stablehlo.concatenate"(%v237, %v239, %v240, %v242) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v244 = "stablehlo.dynamic_broadcast_in_dim"(%v235, %v243) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v245 = "stablehlo.subtract"(%v233, %v244) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v246 = "stablehlo.exponential"(%v245) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v248 = "stablehlo.reduce"(%v246, %v247) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v249 = tensor.collapse_shape %v246 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v250 = tensor.extract %v204[] : tensor<i32>
    %v251 = arith.index_cast %v250 : i32 to index
    %v252 = tensor.extract %v207[] : tensor<i32>
    %v253 = arith.index_cast %v252 : i32 to index
    %v254 = tensor.extract %v14[] : tensor<i32>
    %v255 = arith.index_cast %v254 : i32 to index
    %v256 = tensor.extract %v207[] : tensor<i32>
    %v257 = arith.index_cast %v256 : i32 to index
    %v258 = tensor.extract %v22[] : tensor<i32>
    %v259 = arith.index_cast %v258 : i32 to index
    %v260 = tensor.extract_slice %arg6[%v251, %v253, %v255, %v257] [1, 1, %v259, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v261 = "stablehlo.dot_general"(%v249, %v260) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v263 = "stablehlo.reshape"(%v235) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v264 = "stablehlo.reshape"(%v248) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v265 = "stablehlo.slice"(%v202) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v266 = "stablehlo.reshape"(%v265) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v267 = stablehlo.constant dense<0> : tensor<i32>
    %v268 = tensor.extract %v204[] : tensor<i32>
    %v269 = arith.index_cast %v268 : i32 to index
    %v270 = tensor.extract %v267[] : tensor<i32>
    %v271 = arith.index_cast %v270 : i32 to index
    %v272 = tensor.extract %v77[] : tensor<i32>
    %v273 = arith.index_cast %v272 : i32 to index
    %v274 = tensor.extract %v267[] : tensor<i32>
    %v275 = arith.index_cast %v274 : i32 to index
    %v276 = tensor.extract %v267[] : tensor<i32>
    %v277 = arith.index_cast %v276 : i32 to index
    %v278 = tensor.extract %v80[] : tensor<i32>
    %v279 = arith.index_cast %v278 : i32 to index
    %v280 = tensor.extract_slice %arg5[%v269, %v271, %v273, %v275, %v277] [1, 1, %v279, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xf32> to tensor<1x1x?x16x16xf32>
    %v281 = tensor.collapse_shape %v280 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xf32> into tensor<1x?x16x16xf32>
    %v282 = arith.constant 1 : index
    %v283 = tensor.dim %v281, %v282 : tensor<1x?x16x16xf32>
    %v284 = tensor.expand_shape %v281 [[0], [1], [2], [3, 4]] output_shape [1, %v283, 16, 16, 1] : tensor<1x?x16x16xf32> into tensor<1x?x16x16x1xf32>
    %v285 = arith.constant 1 : index
    %v286 = tensor.dim %v284, %v285 : tensor<1x?x16x16x1xf32>
    %v287 = tensor.empty(%v286) : tensor<1x1x?x8x16xf32>
    %v288 = arith.constant 0.0 : f32
    %v289 = linalg.fill ins(%v288 : f32) outs(%v287 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v290 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v266, %v284 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xf32>) outs(%v289 : tensor<1x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x1x?x8x16xf32>
    %v291 = "stablehlo.transpose"(%v290) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v292 = tensor.collapse_shape %v291 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v293 = "stablehlo.select"(%v120, %v292, %v130) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v294 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v295 = "stablehlo.reduce"(%v293, %v294) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v296 = stablehlo.constant dense<1> : tensor<i32>
    %v297 = "stablehlo.reshape"(%v296) : (tensor<i32>) -> tensor<1xi32>
    %v298 = stablehlo.constant dense<8> : tensor<i32>
    %v299 = "stablehlo.reshape"(%v298) : (tensor<i32>) -> tensor<1xi32>
    %v300 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v301 = stablehlo.constant dense<16> : tensor<i32>
    %v302 = "stablehlo.reshape"(%v301) : (tensor<i32>) -> tensor<1xi32>
    %v303 = "stablehlo.concatenate"(%v297, %v299, %v300, %v302) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v304 = "stablehlo.dynamic_broadcast_in_dim"(%v295, %v303) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v305 = "stablehlo.subtract"(%v293, %v304) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v306 = "stablehlo.exponential"(%v305) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v308 = "stablehlo.reduce"(%v306, %v307) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v309 = tensor.collapse_shape %v306 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v310 = tensor.extract %v204[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract %v267[] : tensor<i32>
    %v313 = arith.index_cast %v312 : i32 to index
    %v314 = tensor.extract %v73[] : tensor<i32>
    %v315 = arith.index_cast %v314 : i32 to index
    %v316 = tensor.extract %v267[] : tensor<i32>
    %v317 = arith.index_cast %v316 : i32 to index
    %v318 = tensor.extract %v81[] : tensor<i32>
    %v319 = arith.index_cast %v318 : i32 to index
    %v320 = tensor.extract_slice %arg6[%v311, %v313, %v315, %v317] [1, 1, %v319, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v321 = "stablehlo.dot_general"(%v309, %v320) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v322 = "stablehlo.reshape"(%v321) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v323 = "stablehlo.reshape"(%v295) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v324 = "stablehlo.reshape"(%v308) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v325 = "stablehlo.concatenate"(%v263, %v323) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v326 = "stablehlo.concatenate"(%v264, %v324) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v327 = "stablehlo.concatenate"(%v262, %v322) {dimension = 0 : i64} : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v328 = "stablehlo.dot_general"(%v200, %v195) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x8x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v329 = "stablehlo.maximum"(%v325, %v328) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v330 = "stablehlo.subtract"(%v325, %v329) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v331 = "stablehlo.exponential"(%v330) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v332 = "stablehlo.subtract"(%v328, %v329) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v333 = "stablehlo.exponential"(%v332) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v334 = "stablehlo.multiply"(%v326, %v331) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v335 = "stablehlo.add"(%v334, %v333) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v338 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x8x16xf32>
    %v339 = "stablehlo.multiply"(%v327, %v336) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v340 = "stablehlo.multiply"(%v337, %v338) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v341 = "stablehlo.add"(%v339, %v340) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v342 = "stablehlo.broadcast_in_dim"(%v335) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v343 = "stablehlo.divide"(%v341, %v342) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v344 = "stablehlo.slice"(%v343) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x8x16xf32>) -> tensor<2x1x4x16xf32>
    %v345 = "stablehlo.reshape"(%v344) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v346 = util.global.load @p8 : tensor<64x64xbf16>
    %v347 = "stablehlo.convert"(%v346) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v348 = tensor.empty() : tensor<2x64xf32>
    %v349 = arith.constant 0.0 : f32
    %v350 = linalg.fill ins(%v349 : f32) outs(%v348 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v351 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v345, %v347 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v350 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v352 = "stablehlo.add"(%v4, %v351) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v353 = util.global.load @p1 : tensor<64xbf16>
    %v354 = "stablehlo.multiply"(%v352, %v352) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v355 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v356 = "stablehlo.reduce"(%v354, %v355) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v357 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v358 = "stablehlo.multiply"(%v356, %v357) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v359 = "stablehlo.broadcast_in_dim"(%v358) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v360 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v361 = "stablehlo.add"(%v359, %v360) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v362 = "stablehlo.rsqrt"(%v361) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v363 = "stablehlo.multiply"(%v352, %v362) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v364 = "stablehlo.convert"(%v353) : (tensor<64xbf16>) -> tensor<64xf32>
    %v365 = "stablehlo.broadcast_in_dim"(%v364) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v366 = "stablehlo.multiply"(%v363, %v365) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v367 = util.global.load @p9 : tensor<160x64xbf16>
    %v368 = "stablehlo.convert"(%v367) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v369 = tensor.empty() : tensor<2x160xf32>
    %v370 = arith.constant 0.0 : f32
    %v371 = linalg.fill ins(%v370 : f32) outs(%v369 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v372 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v366, %v368 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v371 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v373 = "stablehlo.logistic"(%v372) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v374 = "stablehlo.multiply"(%v372, %v373) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v375 = util.global.load @p10 : tensor<160x64xbf16>
    %v376 = "stablehlo.convert"(%v375) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v377 = tensor.empty() : tensor<2x160xf32>
    %v378 = arith.constant 0.0 : f32
    %v379 = linalg.fill ins(%v378 : f32) outs(%v377 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v380 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v366, %v376 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v379 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v381 = "stablehlo.multiply"(%v374, %v380) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v382 = util.global.load @p11 : tensor<64x160xbf16>
    %v383 = "stablehlo.convert"(%v382) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v384 = tensor.empty() : tensor<2x64xf32>
    %v385 = arith.constant 0.0 : f32
    %v386 = linalg.fill ins(%v385 : f32) outs(%v384 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v387 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v381, %v383 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v386 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v388 = "stablehlo.add"(%v352, %v387) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v389 = "stablehlo.transpose"(%v195) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v390 = "stablehlo.reshape"(%v389) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v391 = "stablehlo.transpose"(%v177) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v392 = "stablehlo.reshape"(%v391) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v393 = util.global.load @p12 : tensor<64xbf16>
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
    %v404 = "stablehlo.convert"(%v393) : (tensor<64xbf16>) -> tensor<64xf32>
    %v405 = "stablehlo.broadcast_in_dim"(%v404) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v406 = "stablehlo.multiply"(%v403, %v405) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v407 = util.global.load @p14 : tensor<64x64xbf16>
    %v408 = util.global.load @p15 : tensor<64xbf16>
    %v409 = "stablehlo.convert"(%v407) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v410 = tensor.empty() : tensor<2x64xf32>
    %v411 = arith.constant 0.0 : f32
    %v412 = linalg.fill ins(%v411 : f32) outs(%v410 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v413 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v406, %v409 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v412 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v414 = "stablehlo.convert"(%v408) : (tensor<64xbf16>) -> tensor<64xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v416 = "stablehlo.add"(%v413, %v415) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v417 = "stablehlo.reshape"(%v416) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v418 = util.global.load @p16 : tensor<16x64xbf16>
    %v419 = util.global.load @p17 : tensor<16xbf16>
    %v420 = "stablehlo.convert"(%v418) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v421 = tensor.empty() : tensor<2x16xf32>
    %v422 = arith.constant 0.0 : f32
    %v423 = linalg.fill ins(%v422 : f32) outs(%v421 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v424 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v406, %v420 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v423 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v425 = "stablehlo.convert"(%v419) : (tensor<16xbf16>) -> tensor<16xf32>
    %v426 = "stablehlo.broadcast_in_dim"(%v425) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v427 = "stablehlo.add"(%v424, %v426) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v428 = "stablehlo.reshape"(%v427) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v429 = util.global.load @p18 : tensor<16x64xbf16>
    %v430 = util.global.load @p19 : tensor<16xbf16>
    %v431 = "stablehlo.convert"(%v429) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %v432 = tensor.empty() : tensor<2x16xf32>
    %v433 = arith.constant 0.0 : f32
    %v434 = linalg.fill ins(%v433 : f32) outs(%v432 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %v435 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v406, %v431 : tensor<2x64xf32>, tensor<16x64xf32>) outs(%v434 : tensor<2x16xf32>) {iree.opt.data_tiling} -> tensor<2x16xf32>
    %v436 = "stablehlo.convert"(%v430) : (tensor<16xbf16>) -> tensor<16xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v436) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v438 = "stablehlo.add"(%v435, %v437) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v439 = "stablehlo.reshape"(%v438) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v440 = "stablehlo.slice"(%v417) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v441 = "stablehlo.slice"(%v417) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v442 = "stablehlo.negate"(%v441) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v443 = "stablehlo.concatenate"(%v442, %v440) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v444 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v445 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v446 = "stablehlo.multiply"(%v417, %v444) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v447 = "stablehlo.multiply"(%v443, %v445) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v448 = "stablehlo.add"(%v446, %v447) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v449 = "stablehlo.slice"(%v428) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v450 = "stablehlo.slice"(%v428) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v451 = "stablehlo.negate"(%v450) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v452 = "stablehlo.concatenate"(%v451, %v449) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v453 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v454 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v455 = "stablehlo.multiply"(%v428, %v453) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v456 = "stablehlo.multiply"(%v452, %v454) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v457 = "stablehlo.add"(%v455, %v456) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v458 = "stablehlo.reshape"(%v448) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v459 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x16xf32>
    %v460 = "stablehlo.multiply"(%v458, %v459) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v461 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x1x4x16xf32>
    %v462 = "stablehlo.concatenate"(%v460, %v461) {dimension = 2 : i64} : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x8x16xf32>
    %v463 = "stablehlo.reshape"(%v462) : (tensor<2x1x8x16xf32>) -> tensor<2x1x1x8x16xf32>
    %v464 = "stablehlo.transpose"(%v463) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x1x1x8x16xf32>) -> tensor<2x1x1x16x8xf32>
    %v465 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v466 = "stablehlo.reshape"(%v465) : (tensor<1xi32>) -> tensor<i32>
    %v467 = "stablehlo.slice"(%v464) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v468 = "stablehlo.reshape"(%v467) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v469 = stablehlo.constant dense<0> : tensor<i32>
    %v470 = tensor.extract %v466[] : tensor<i32>
    %v471 = arith.index_cast %v470 : i32 to index
    %v472 = tensor.extract %v469[] : tensor<i32>
    %v473 = arith.index_cast %v472 : i32 to index
    %v474 = tensor.extract %v18[] : tensor<i32>
    %v475 = arith.index_cast %v474 : i32 to index
    %v476 = tensor.extract %v469[] : tensor<i32>
    %v477 = arith.index_cast %v476 : i32 to index
    %v478 = tensor.extract %v469[] : tensor<i32>
    %v479 = arith.index_cast %v478 : i32 to index
    %v480 = tensor.extract %v21[] : tensor<i32>
    %v481 = arith.index_cast %v480 : i32 to index
    %v482 = tensor.extract_slice %arg5[%v471, %v473, %v475, %v477, %v479] [1, 1, %v481, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xf32> to tensor<1x1x?x16x16xf32>
    %v483 = tensor.collapse_shape %v482 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xf32> into tensor<1x?x16x16xf32>
    %v484 = arith.constant 1 : index
    %v485 = tensor.dim %v483, %v484 : tensor<1x?x16x16xf32>
    %v486 = tensor.expand_shape %v483 [[0], [1], [2], [3, 4]] output_shape [1, %v485, 16, 16, 1] : tensor<1x?x16x16xf32> into tensor<1x?x16x16x1xf32>
    %v487 = arith.constant 1 : index
    %v488 = tensor.dim %v486, %v487 : tensor<1x?x16x16x1xf32>
    %v489 = tensor.empty(%v488) : tensor<1x1x?x8x16xf32>
    %v490 = arith.constant 0.0 : f32
    %v491 = linalg.fill ins(%v490 : f32) outs(%v489 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v492 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v468, %v486 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xf32>) outs(%v491 : tensor<1x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x1x?x8x16xf32>
    %v493 = "stablehlo.transpose"(%v492) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v494 = tensor.collapse_shape %v493 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v495 = "stablehlo.select"(%v61, %v494, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v496 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v497 = "stablehlo.reduce"(%v495, %v496) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v498 = stablehlo.constant dense<1> : tensor<i32>
    %v499 = "stablehlo.reshape"(%v498) : (tensor<i32>) -> tensor<1xi32>
    %v500 = stablehlo.constant dense<8> : tensor<i32>
    %v501 = "stablehlo.reshape"(%v500) : (tensor<i32>) -> tensor<1xi32>
    %v502 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v503 = stablehlo.constant dense<16> : tensor<i32>
    %v504 = "stablehlo.reshape"(%v503) : (tensor<i32>) -> tensor<1xi32>
    %v505 = "stablehlo.concatenate"(%v499, %v501, %v502, %v504) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v506 = "stablehlo.dynamic_broadcast_in_dim"(%v497, %v505) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v507 = "stablehlo.subtract"(%v495, %v506) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v508 = "stablehlo.exponential"(%v507) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v509 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v510 = "stablehlo.reduce"(%v508, %v509) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v511 = tensor.collapse_shape %v508 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v512 = tensor.extract %v466[] : tensor<i32>
    %v513 = arith.index_cast %v512 : i32 to index
    %v514 = tensor.extract %v469[] : tensor<i32>
    %v515 = arith.index_cast %v514 : i32 to index
    %v516 = tensor.extract %v14[] : tensor<i32>
    %v517 = arith.index_cast %v516 : i32 to index
    %v518 = tensor.extract %v469[] : tensor<i32>
    %v519 = arith.index_cast %v518 : i32 to index
    %v520 = tensor.extract %v22[] : tensor<i32>
    %v521 = arith.index_cast %v520 : i32 to index
    %v522 = tensor.extract_slice %arg6[%v513, %v515, %v517, %v519] [1, 1, %v521, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v523 = "stablehlo.dot_general"(%v511, %v522) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v524 = "stablehlo.reshape"(%v523) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v525 = "stablehlo.reshape"(%v497) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v526 = "stablehlo.reshape"(%v510) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v527 = "stablehlo.slice"(%v464) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v528 = "stablehlo.reshape"(%v527) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v529 = stablehlo.constant dense<0> : tensor<i32>
    %v530 = tensor.extract %v466[] : tensor<i32>
    %v531 = arith.index_cast %v530 : i32 to index
    %v532 = tensor.extract %v529[] : tensor<i32>
    %v533 = arith.index_cast %v532 : i32 to index
    %v534 = tensor.extract %v77[] : tensor<i32>
    %v535 = arith.index_cast %v534 : i32 to index
    %v536 = tensor.extract %v529[] : tensor<i32>
    %v537 = arith.index_cast %v536 : i32 to index
    %v538 = tensor.extract %v529[] : tensor<i32>
    %v539 = arith.index_cast %v538 : i32 to index
    %v540 = tensor.extract %v80[] : tensor<i32>
    %v541 = arith.index_cast %v540 : i32 to index
    %v542 = tensor.extract_slice %arg5[%v531, %v533, %v535, %v537, %v539] [1, 1, %v541, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xf32> to tensor<1x1x?x16x16xf32>
    %v543 = tensor.collapse_shape %v542 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xf32> into tensor<1x?x16x16xf32>
    %v544 = arith.constant 1 : index
    %v545 = tensor.dim %v543, %v544 : tensor<1x?x16x16xf32>
    %v546 = tensor.expand_shape %v543 [[0], [1], [2], [3, 4]] output_shape [1, %v545, 16, 16, 1] : tensor<1x?x16x16xf32> into tensor<1x?x16x16x1xf32>
    %v547 = arith.constant 1 : index
    %v548 = tensor.dim %v546, %v547 : tensor<1x?x16x16x1xf32>
    %v549 = tensor.empty(%v548) : tensor<1x1x?x8x16xf32>
    %v550 = arith.constant 0.0 : f32
    %v551 = linalg.fill ins(%v550 : f32) outs(%v549 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v552 = linalg.generic {indexing_maps = [affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>, affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%v528, %v546 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xf32>) outs(%v551 : tensor<1x1x?x8x16xf32>) {
    ^bb0(%l: f32, %r: f32, %acc: f32):
      %lr = arith.mulf %l, %r : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x1x?x8x16xf32>
    %v553 = "stablehlo.transpose"(%v552) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v554 = tensor.collapse_shape %v553 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v555 = "stablehlo.select"(%v120, %v554, %v130) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v556 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v557 = "stablehlo.reduce"(%v555, %v556) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v558 = stablehlo.constant dense<1> : tensor<i32>
    %v559 = "stablehlo.reshape"(%v558) : (tensor<i32>) -> tensor<1xi32>
    %v560 = stablehlo.constant dense<8> : tensor<i32>
    %v561 = "stablehlo.reshape"(%v560) : (tensor<i32>) -> tensor<1xi32>
    %v562 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v563 = stablehlo.constant dense<16> : tensor<i32>
    %v564 = "stablehlo.reshape"(%v563) : (tensor<i32>) -> tensor<1xi32>
    %v565 = "stablehlo.concatenate"(%v559, %v561, %v562, %v564) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v566 = "stablehlo.dynamic_broadcast_in_dim"(%v557, %v565) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v567 = "stablehlo.subtract"(%v555, %v566) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v568 = "stablehlo.exponential"(%v567) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v569 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v570 = "stablehlo.reduce"(%v568, %v569) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v571 = tensor.collapse_shape %v568 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v572 = tensor.extract %v466[] : tensor<i32>
    %v573 = arith.index_cast %v572 : i32 to index
    %v574 = tensor.extract %v529[] : tensor<i32>
    %v575 = arith.index_cast %v574 : i32 to index
    %v576 = tensor.extract %v73[] : tensor<i32>
    %v577 = arith.index_cast %v576 : i32 to index
    %v578 = tensor.extract %v529[] : tensor<i32>
    %v579 = arith.index_cast %v578 : i32 to index
    %v580 = tensor.extract %v81[] : tensor<i32>
    %v581 = arith.index_cast %v580 : i32 to index
    %v582 = tensor.extract_slice %arg6[%v573, %v575, %v577, %v579] [1, 1, %v581, 16] [1, 1, 1, 1] : tensor<2x1x?x16xf32> to tensor<1x1x?x16xf32>
    %v583 = "stablehlo.dot_general"(%v571, %v582) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v584 = "stablehlo.reshape"(%v583) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v585 = "stablehlo.reshape"(%v557) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v586 = "stablehlo.reshape"(%v570) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v587 = "stablehlo.concatenate"(%v525, %v585) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v588 = "stablehlo.concatenate"(%v526, %v586) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v589 = "stablehlo.concatenate"(%v524, %v584) {dimension = 0 : i64} : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v590 = "stablehlo.dot_general"(%v462, %v457) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x8x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v591 = "stablehlo.maximum"(%v587, %v590) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v592 = "stablehlo.subtract"(%v587, %v591) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v593 = "stablehlo.exponential"(%v592) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v594 = "stablehlo.subtract"(%v590, %v591) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v595 = "stablehlo.exponential"(%v594) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v596 = "stablehlo.multiply"(%v588, %v593) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v597 = "stablehlo.add"(%v596, %v595) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v598 = "stablehlo.broadcast_in_dim"(%v593) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v599 = "stablehlo.broadcast_in_dim"(%v595) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v600 = "stablehlo.broadcast_in_dim"(%v439) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x8x16xf32>
    %v601 = "stablehlo.multiply"(%v589, %v598) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v602 = "stablehlo.multiply"(%v599, %v600) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v603 = "stablehlo.add"(%v601, %v602) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v604 = "stablehlo.broadcast_in_dim"(%v597) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v605 = "stablehlo.divide"(%v603, %v604) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v606 = "stablehlo.slice"(%v605) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x8x16xf32>) -> tensor<2x1x4x16xf32>
    %v607 = "stablehlo.reshape"(%v606) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v608 = util.global.load @p20 : tensor<64x64xbf16>
    %v609 = "stablehlo.convert"(%v608) : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %v610 = tensor.empty() : tensor<2x64xf32>
    %v611 = arith.constant 0.0 : f32
    %v612 = linalg.fill ins(%v611 : f32) outs(%v610 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v613 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v607, %v609 : tensor<2x64xf32>, tensor<64x64xf32>) outs(%v612 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v614 = "stablehlo.add"(%v388, %v613) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v615 = util.global.load @p13 : tensor<64xbf16>
    %v616 = "stablehlo.multiply"(%v614, %v614) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v617 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v618 = "stablehlo.reduce"(%v616, %v617) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v619 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v620 = "stablehlo.multiply"(%v618, %v619) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v621 = "stablehlo.broadcast_in_dim"(%v620) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v622 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v623 = "stablehlo.add"(%v621, %v622) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v624 = "stablehlo.rsqrt"(%v623) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v625 = "stablehlo.multiply"(%v614, %v624) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v626 = "stablehlo.convert"(%v615) : (tensor<64xbf16>) -> tensor<64xf32>
    %v627 = "stablehlo.broadcast_in_dim"(%v626) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v628 = "stablehlo.multiply"(%v625, %v627) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v629 = util.global.load @p21 : tensor<160x64xbf16>
    %v630 = "stablehlo.convert"(%v629) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v631 = tensor.empty() : tensor<2x160xf32>
    %v632 = arith.constant 0.0 : f32
    %v633 = linalg.fill ins(%v632 : f32) outs(%v631 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v634 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v628, %v630 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v633 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v635 = "stablehlo.logistic"(%v634) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v636 = "stablehlo.multiply"(%v634, %v635) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v637 = util.global.load @p22 : tensor<160x64xbf16>
    %v638 = "stablehlo.convert"(%v637) : (tensor<160x64xbf16>) -> tensor<160x64xf32>
    %v639 = tensor.empty() : tensor<2x160xf32>
    %v640 = arith.constant 0.0 : f32
    %v641 = linalg.fill ins(%v640 : f32) outs(%v639 : tensor<2x160xf32>) -> tensor<2x160xf32>
    %v642 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v628, %v638 : tensor<2x64xf32>, tensor<160x64xf32>) outs(%v641 : tensor<2x160xf32>) {iree.opt.data_tiling} -> tensor<2x160xf32>
    %v643 = "stablehlo.multiply"(%v636, %v642) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v644 = util.global.load @p23 : tensor<64x160xbf16>
    %v645 = "stablehlo.convert"(%v644) : (tensor<64x160xbf16>) -> tensor<64x160xf32>
    %v646 = tensor.empty() : tensor<2x64xf32>
    %v647 = arith.constant 0.0 : f32
    %v648 = linalg.fill ins(%v647 : f32) outs(%v646 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %v649 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v643, %v645 : tensor<2x160xf32>, tensor<64x160xf32>) outs(%v648 : tensor<2x64xf32>) {iree.opt.data_tiling} -> tensor<2x64xf32>
    %v650 = "stablehlo.add"(%v614, %v649) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v651 = "stablehlo.transpose"(%v457) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xf32>) -> tensor<1x16x2xf32>
    %v652 = "stablehlo.reshape"(%v651) : (tensor<1x16x2xf32>) -> tensor<1x1x16x2xf32>
    %v653 = "stablehlo.transpose"(%v439) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v654 = "stablehlo.reshape"(%v653) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v655 = "stablehlo.concatenate"(%v390, %v652) {dimension = 0 : i64} : (tensor<1x1x16x2xf32>, tensor<1x1x16x2xf32>) -> tensor<2x1x16x2xf32>
    %v656 = "stablehlo.concatenate"(%v392, %v654) {dimension = 0 : i64} : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %v657 = util.global.load @p26 : tensor<64xbf16>
    %v658 = "stablehlo.multiply"(%v650, %v650) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v659 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v660 = "stablehlo.reduce"(%v658, %v659) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v661 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v662 = "stablehlo.multiply"(%v660, %v661) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v663 = "stablehlo.broadcast_in_dim"(%v662) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v664 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v665 = "stablehlo.add"(%v663, %v664) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v666 = "stablehlo.rsqrt"(%v665) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v667 = "stablehlo.multiply"(%v650, %v666) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v668 = "stablehlo.convert"(%v657) : (tensor<64xbf16>) -> tensor<64xf32>
    %v669 = "stablehlo.broadcast_in_dim"(%v668) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v670 = "stablehlo.multiply"(%v667, %v669) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v671 = util.global.load @p25 : tensor<151936x64xbf16>
    %v672 = "stablehlo.convert"(%v671) : (tensor<151936x64xbf16>) -> tensor<151936x64xf32>
    %v673 = tensor.empty() : tensor<2x151936xf32>
    %v674 = arith.constant 0.0 : f32
    %v675 = linalg.fill ins(%v674 : f32) outs(%v673 : tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v676 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v670, %v672 : tensor<2x64xf32>, tensor<151936x64xf32>) outs(%v675 : tensor<2x151936xf32>) {iree.opt.data_tiling} -> tensor<2x151936xf32>
    return %v676, %v655, %v656 : tensor<2x151936xf32>, tensor<2x1x16x2xf32>, tensor<2x1x2x16xf32>
  }
  func.func @kv_write_n2(%arg0: tensor<2x1x?x16x16xf32>, %arg1: tensor<2x1x?x16xf32>, %arg2: tensor<2x1x16x2xf32>, %arg3: tensor<2x1x2x16xf32>, %arg4: tensor<2xi32>) -> (tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xf32>) -> tensor<2x1x16x1xf32>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xf32>) -> tensor<2x1x1x16xf32>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xf32> into tensor<2x1x?x16xf32>
    %v31 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v32 = "stablehlo.reshape"(%v31) : (tensor<1xi32>) -> tensor<i32>
    %v33 = stablehlo.constant dense<0> : tensor<i32>
    %v34 = stablehlo.constant dense<16> : tensor<i32>
    %v35 = "stablehlo.divide"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v36 = "stablehlo.remainder"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v37 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xf32>) -> tensor<2x1x16x1xf32>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<2x1x16x1xf32>) -> tensor<2x1x1x16x1xf32>
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
    %v49 = tensor.insert_slice %v38 into %v20[%v40, %v42, %v44, %v46, %v48] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xf32> into tensor<2x1x?x16x16xf32>
    %v50 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xf32>) -> tensor<2x1x1x16xf32>
    %v51 = tensor.extract %v1[] : tensor<i32>
    %v52 = arith.index_cast %v51 : i32 to index
    %v53 = tensor.extract %v1[] : tensor<i32>
    %v54 = arith.index_cast %v53 : i32 to index
    %v55 = tensor.extract %v32[] : tensor<i32>
    %v56 = arith.index_cast %v55 : i32 to index
    %v57 = tensor.extract %v1[] : tensor<i32>
    %v58 = arith.index_cast %v57 : i32 to index
    %v59 = tensor.insert_slice %v50 into %v30[%v52, %v54, %v56, %v58] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xf32> into tensor<2x1x?x16xf32>
    return %v49, %v59 : tensor<2x1x?x16x16xf32>, tensor<2x1x?x16xf32>
  }
}
