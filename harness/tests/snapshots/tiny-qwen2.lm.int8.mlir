module @lm {
  util.global private @p0 = #flow.parameter.named<"model"::"model.layers.0.input_layernorm.weight"> : tensor<64xbf16>
  util.global private @p1 = #flow.parameter.named<"model"::"model.layers.0.post_attention_layernorm.weight"> : tensor<64xbf16>
  util.global private @p2 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.q_proj.weight"> : tensor<64x64xi8>
  util.global private @p3 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.q_proj.weight.scale"> : tensor<64xf32>
  util.global private @p4 = #flow.parameter.named<"model"::"model.layers.0.self_attn.q_proj.bias"> : tensor<64xbf16>
  util.global private @p5 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.k_proj.weight"> : tensor<16x64xi8>
  util.global private @p6 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.k_proj.weight.scale"> : tensor<16xf32>
  util.global private @p7 = #flow.parameter.named<"model"::"model.layers.0.self_attn.k_proj.bias"> : tensor<16xbf16>
  util.global private @p8 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.v_proj.weight"> : tensor<16x64xi8>
  util.global private @p9 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.v_proj.weight.scale"> : tensor<16xf32>
  util.global private @p10 = #flow.parameter.named<"model"::"model.layers.0.self_attn.v_proj.bias"> : tensor<16xbf16>
  util.global private @p11 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.o_proj.weight"> : tensor<64x64xi8>
  util.global private @p12 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.o_proj.weight.scale"> : tensor<64xf32>
  util.global private @p13 = #flow.parameter.named<"q8"::"model.layers.0.mlp.gate_proj.weight"> : tensor<160x64xi8>
  util.global private @p14 = #flow.parameter.named<"q8"::"model.layers.0.mlp.gate_proj.weight.scale"> : tensor<160xf32>
  util.global private @p15 = #flow.parameter.named<"q8"::"model.layers.0.mlp.up_proj.weight"> : tensor<160x64xi8>
  util.global private @p16 = #flow.parameter.named<"q8"::"model.layers.0.mlp.up_proj.weight.scale"> : tensor<160xf32>
  util.global private @p17 = #flow.parameter.named<"q8"::"model.layers.0.mlp.down_proj.weight"> : tensor<64x160xi8>
  util.global private @p18 = #flow.parameter.named<"q8"::"model.layers.0.mlp.down_proj.weight.scale"> : tensor<64xf32>
  util.global private @p19 = #flow.parameter.named<"model"::"model.layers.1.input_layernorm.weight"> : tensor<64xbf16>
  util.global private @p20 = #flow.parameter.named<"model"::"model.layers.1.post_attention_layernorm.weight"> : tensor<64xbf16>
  util.global private @p21 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.q_proj.weight"> : tensor<64x64xi8>
  util.global private @p22 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.q_proj.weight.scale"> : tensor<64xf32>
  util.global private @p23 = #flow.parameter.named<"model"::"model.layers.1.self_attn.q_proj.bias"> : tensor<64xbf16>
  util.global private @p24 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.k_proj.weight"> : tensor<16x64xi8>
  util.global private @p25 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.k_proj.weight.scale"> : tensor<16xf32>
  util.global private @p26 = #flow.parameter.named<"model"::"model.layers.1.self_attn.k_proj.bias"> : tensor<16xbf16>
  util.global private @p27 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.v_proj.weight"> : tensor<16x64xi8>
  util.global private @p28 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.v_proj.weight.scale"> : tensor<16xf32>
  util.global private @p29 = #flow.parameter.named<"model"::"model.layers.1.self_attn.v_proj.bias"> : tensor<16xbf16>
  util.global private @p30 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.o_proj.weight"> : tensor<64x64xi8>
  util.global private @p31 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.o_proj.weight.scale"> : tensor<64xf32>
  util.global private @p32 = #flow.parameter.named<"q8"::"model.layers.1.mlp.gate_proj.weight"> : tensor<160x64xi8>
  util.global private @p33 = #flow.parameter.named<"q8"::"model.layers.1.mlp.gate_proj.weight.scale"> : tensor<160xf32>
  util.global private @p34 = #flow.parameter.named<"q8"::"model.layers.1.mlp.up_proj.weight"> : tensor<160x64xi8>
  util.global private @p35 = #flow.parameter.named<"q8"::"model.layers.1.mlp.up_proj.weight.scale"> : tensor<160xf32>
  util.global private @p36 = #flow.parameter.named<"q8"::"model.layers.1.mlp.down_proj.weight"> : tensor<64x160xi8>
  util.global private @p37 = #flow.parameter.named<"q8"::"model.layers.1.mlp.down_proj.weight.scale"> : tensor<64xf32>
  util.global private @p38 = #flow.parameter.named<"model"::"model.embed_tokens.weight"> : tensor<151936x64xbf16>
  util.global private @p39 = #flow.parameter.named<"q8"::"lm_head.weight"> : tensor<151936x64xi8>
  util.global private @p40 = #flow.parameter.named<"q8"::"lm_head.weight.scale"> : tensor<151936xf32>
  util.global private @p41 = #flow.parameter.named<"model"::"model.norm.weight"> : tensor<64xbf16>
  func.func @prefill_c2_w0(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>) {
    %v1 = util.global.load @p38 : tensor<151936x64xbf16>
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
    %v36 = util.global.load @p2 : tensor<64x64xi8>
    %v37 = util.global.load @p3 : tensor<64xf32>
    %v38 = util.global.load @p4 : tensor<64xbf16>
    %v39 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v41 = "stablehlo.reduce"(%v39, %v40) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v42 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v43 = "stablehlo.divide"(%v41, %v42) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v44 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v45 = "stablehlo.maximum"(%v43, %v44) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v46 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v47 = "stablehlo.divide"(%v35, %v46) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v48 = "stablehlo.round_nearest_even"(%v47) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v49 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v50 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v51 = "stablehlo.maximum"(%v48, %v49) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v52 = "stablehlo.minimum"(%v51, %v50) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v53 = "stablehlo.convert"(%v52) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v54 = "stablehlo.convert"(%v53) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v56 = "stablehlo.multiply"(%v54, %v55) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v57 = "stablehlo.subtract"(%v35, %v56) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v58 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v59 = "stablehlo.divide"(%v45, %v58) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v61 = "stablehlo.divide"(%v57, %v60) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v62 = "stablehlo.round_nearest_even"(%v61) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v63 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v64 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v65 = "stablehlo.maximum"(%v62, %v63) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v66 = "stablehlo.minimum"(%v65, %v64) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v67 = "stablehlo.convert"(%v66) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v68 = "stablehlo.concatenate"(%v53, %v67) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v69 = tensor.empty() : tensor<4x64xi32>
    %v70 = arith.constant 0 : i32
    %v71 = linalg.fill ins(%v70 : i32) outs(%v69 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v68, %v36 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v71 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v73 = "stablehlo.convert"(%v72) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v75 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v77 = "stablehlo.multiply"(%v75, %v76) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v78 = "stablehlo.multiply"(%v77, %v74) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v79 = "stablehlo.slice"(%v73) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v81 = "stablehlo.multiply"(%v79, %v80) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v82 = "stablehlo.multiply"(%v81, %v74) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v83 = "stablehlo.add"(%v78, %v82) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v84 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v84) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v86 = "stablehlo.add"(%v83, %v85) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v87 = "stablehlo.reshape"(%v86) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v88 = util.global.load @p5 : tensor<16x64xi8>
    %v89 = util.global.load @p6 : tensor<16xf32>
    %v90 = util.global.load @p7 : tensor<16xbf16>
    %v91 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v93 = "stablehlo.reduce"(%v91, %v92) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v94 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v95 = "stablehlo.divide"(%v93, %v94) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v96 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v97 = "stablehlo.maximum"(%v95, %v96) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v99 = "stablehlo.divide"(%v35, %v98) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v100 = "stablehlo.round_nearest_even"(%v99) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v101 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v102 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v103 = "stablehlo.maximum"(%v100, %v101) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v104 = "stablehlo.minimum"(%v103, %v102) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v105 = "stablehlo.convert"(%v104) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v106 = "stablehlo.convert"(%v105) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v108 = "stablehlo.multiply"(%v106, %v107) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v109 = "stablehlo.subtract"(%v35, %v108) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v110 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v111 = "stablehlo.divide"(%v97, %v110) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v113 = "stablehlo.divide"(%v109, %v112) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v114 = "stablehlo.round_nearest_even"(%v113) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v115 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v116 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v117 = "stablehlo.maximum"(%v114, %v115) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v118 = "stablehlo.minimum"(%v117, %v116) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v119 = "stablehlo.convert"(%v118) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v120 = "stablehlo.concatenate"(%v105, %v119) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v121 = tensor.empty() : tensor<4x16xi32>
    %v122 = arith.constant 0 : i32
    %v123 = linalg.fill ins(%v122 : i32) outs(%v121 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v124 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v120, %v88 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v123 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v125 = "stablehlo.convert"(%v124) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v127 = "stablehlo.slice"(%v125) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v129 = "stablehlo.multiply"(%v127, %v128) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v130 = "stablehlo.multiply"(%v129, %v126) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v131 = "stablehlo.slice"(%v125) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v132 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v133 = "stablehlo.multiply"(%v131, %v132) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v134 = "stablehlo.multiply"(%v133, %v126) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v135 = "stablehlo.add"(%v130, %v134) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v136 = "stablehlo.convert"(%v90) : (tensor<16xbf16>) -> tensor<16xf32>
    %v137 = "stablehlo.broadcast_in_dim"(%v136) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v138 = "stablehlo.add"(%v135, %v137) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v140 = util.global.load @p8 : tensor<16x64xi8>
    %v141 = util.global.load @p9 : tensor<16xf32>
    %v142 = util.global.load @p10 : tensor<16xbf16>
    %v143 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v145 = "stablehlo.reduce"(%v143, %v144) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v146 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v147 = "stablehlo.divide"(%v145, %v146) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v148 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v149 = "stablehlo.maximum"(%v147, %v148) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v151 = "stablehlo.divide"(%v35, %v150) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v152 = "stablehlo.round_nearest_even"(%v151) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v153 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v154 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v155 = "stablehlo.maximum"(%v152, %v153) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v156 = "stablehlo.minimum"(%v155, %v154) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v157 = "stablehlo.convert"(%v156) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v158 = "stablehlo.convert"(%v157) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v160 = "stablehlo.multiply"(%v158, %v159) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v161 = "stablehlo.subtract"(%v35, %v160) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v162 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v163 = "stablehlo.divide"(%v149, %v162) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v164 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v165 = "stablehlo.divide"(%v161, %v164) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v166 = "stablehlo.round_nearest_even"(%v165) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v167 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v168 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v169 = "stablehlo.maximum"(%v166, %v167) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v170 = "stablehlo.minimum"(%v169, %v168) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v171 = "stablehlo.convert"(%v170) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v172 = "stablehlo.concatenate"(%v157, %v171) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v173 = tensor.empty() : tensor<4x16xi32>
    %v174 = arith.constant 0 : i32
    %v175 = linalg.fill ins(%v174 : i32) outs(%v173 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v176 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v172, %v140 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v175 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v177 = "stablehlo.convert"(%v176) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v141) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v179 = "stablehlo.slice"(%v177) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v181 = "stablehlo.multiply"(%v179, %v180) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v182 = "stablehlo.multiply"(%v181, %v178) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v183 = "stablehlo.slice"(%v177) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v186 = "stablehlo.multiply"(%v185, %v178) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v187 = "stablehlo.add"(%v182, %v186) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v188 = "stablehlo.convert"(%v142) : (tensor<16xbf16>) -> tensor<16xf32>
    %v189 = "stablehlo.broadcast_in_dim"(%v188) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v190 = "stablehlo.add"(%v187, %v189) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v191 = "stablehlo.reshape"(%v190) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v192 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v193 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v194 = "stablehlo.negate"(%v193) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v195 = "stablehlo.concatenate"(%v194, %v192) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v198 = "stablehlo.multiply"(%v87, %v196) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v199 = "stablehlo.multiply"(%v195, %v197) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v200 = "stablehlo.add"(%v198, %v199) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v201 = "stablehlo.slice"(%v139) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v202 = "stablehlo.slice"(%v139) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v203 = "stablehlo.negate"(%v202) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v204 = "stablehlo.concatenate"(%v203, %v201) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v207 = "stablehlo.multiply"(%v139, %v205) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v208 = "stablehlo.multiply"(%v204, %v206) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v209 = "stablehlo.add"(%v207, %v208) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v210 = "stablehlo.reshape"(%v200) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v211 = "stablehlo.convert"(%v210) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v212 = "stablehlo.convert"(%v209) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v213 = "stablehlo.convert"(%v191) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v214 = "stablehlo.dot_general"(%v211, %v212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v215 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v216 = "stablehlo.select"(%v20, %v214, %v215) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v217 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<1xi32>) -> tensor<i32>
    %v219 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v220 = "stablehlo.multiply"(%v216, %v219) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v221 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v222 = "stablehlo.reduce"(%v220, %v221) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v224 = "stablehlo.subtract"(%v220, %v223) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v225 = "stablehlo.exponential"(%v224) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v227 = "stablehlo.reduce"(%v225, %v226) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v229 = "stablehlo.divide"(%v225, %v228) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v230 = "stablehlo.slice"(%v229) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v231 = "stablehlo.convert"(%v230) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v232 = "stablehlo.dot_general"(%v231, %v213) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v233 = "stablehlo.transpose"(%v232) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v235 = util.global.load @p11 : tensor<64x64xi8>
    %v236 = util.global.load @p12 : tensor<64xf32>
    %v237 = "stablehlo.abs"(%v234) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v239 = "stablehlo.reduce"(%v237, %v238) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v240 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v241 = "stablehlo.divide"(%v239, %v240) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v242 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v243 = "stablehlo.maximum"(%v241, %v242) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v245 = "stablehlo.divide"(%v234, %v244) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v246 = "stablehlo.round_nearest_even"(%v245) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v247 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v248 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v249 = "stablehlo.maximum"(%v246, %v247) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v250 = "stablehlo.minimum"(%v249, %v248) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v251 = "stablehlo.convert"(%v250) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v252 = "stablehlo.convert"(%v251) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v254 = "stablehlo.multiply"(%v252, %v253) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v255 = "stablehlo.subtract"(%v234, %v254) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v256 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v257 = "stablehlo.divide"(%v243, %v256) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v258 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v259 = "stablehlo.divide"(%v255, %v258) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v260 = "stablehlo.round_nearest_even"(%v259) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v261 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v262 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v263 = "stablehlo.maximum"(%v260, %v261) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v264 = "stablehlo.minimum"(%v263, %v262) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v265 = "stablehlo.convert"(%v264) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v266 = "stablehlo.concatenate"(%v251, %v265) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v267 = tensor.empty() : tensor<4x64xi32>
    %v268 = arith.constant 0 : i32
    %v269 = linalg.fill ins(%v268 : i32) outs(%v267 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v270 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v266, %v235 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v269 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v271 = "stablehlo.convert"(%v270) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v272 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v273 = "stablehlo.slice"(%v271) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v275 = "stablehlo.multiply"(%v273, %v274) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v276 = "stablehlo.multiply"(%v275, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v277 = "stablehlo.slice"(%v271) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v279 = "stablehlo.multiply"(%v277, %v278) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v280 = "stablehlo.multiply"(%v279, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v281 = "stablehlo.add"(%v276, %v280) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v282 = "stablehlo.add"(%v8, %v281) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v283 = util.global.load @p1 : tensor<64xbf16>
    %v284 = "stablehlo.multiply"(%v282, %v282) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v286 = "stablehlo.reduce"(%v284, %v285) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v287 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v288 = "stablehlo.multiply"(%v286, %v287) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v289 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v290 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v291 = "stablehlo.add"(%v289, %v290) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v292 = "stablehlo.rsqrt"(%v291) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v293 = "stablehlo.multiply"(%v282, %v292) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v294 = "stablehlo.convert"(%v283) : (tensor<64xbf16>) -> tensor<64xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v294) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v296 = "stablehlo.multiply"(%v293, %v295) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v297 = util.global.load @p13 : tensor<160x64xi8>
    %v298 = util.global.load @p14 : tensor<160xf32>
    %v299 = "stablehlo.abs"(%v296) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v301 = "stablehlo.reduce"(%v299, %v300) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v303 = "stablehlo.divide"(%v301, %v302) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v304 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v305 = "stablehlo.maximum"(%v303, %v304) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v306 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v307 = "stablehlo.divide"(%v296, %v306) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v308 = "stablehlo.round_nearest_even"(%v307) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v309 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v310 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v311 = "stablehlo.maximum"(%v308, %v309) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.minimum"(%v311, %v310) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.convert"(%v312) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v314 = "stablehlo.convert"(%v313) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v316 = "stablehlo.multiply"(%v314, %v315) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v317 = "stablehlo.subtract"(%v296, %v316) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v318 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v319 = "stablehlo.divide"(%v305, %v318) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v319) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v321 = "stablehlo.divide"(%v317, %v320) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v322 = "stablehlo.round_nearest_even"(%v321) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v323 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v324 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v325 = "stablehlo.maximum"(%v322, %v323) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v326 = "stablehlo.minimum"(%v325, %v324) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v327 = "stablehlo.convert"(%v326) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v328 = "stablehlo.concatenate"(%v313, %v327) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v329 = tensor.empty() : tensor<4x160xi32>
    %v330 = arith.constant 0 : i32
    %v331 = linalg.fill ins(%v330 : i32) outs(%v329 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v332 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v328, %v297 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v331 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v333 = "stablehlo.convert"(%v332) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v335 = "stablehlo.slice"(%v333) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v337 = "stablehlo.multiply"(%v335, %v336) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v338 = "stablehlo.multiply"(%v337, %v334) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v339 = "stablehlo.slice"(%v333) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v340 = "stablehlo.broadcast_in_dim"(%v319) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v341 = "stablehlo.multiply"(%v339, %v340) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v342 = "stablehlo.multiply"(%v341, %v334) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v343 = "stablehlo.add"(%v338, %v342) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v344 = "stablehlo.logistic"(%v343) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v345 = "stablehlo.multiply"(%v343, %v344) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v346 = util.global.load @p15 : tensor<160x64xi8>
    %v347 = util.global.load @p16 : tensor<160xf32>
    %v348 = "stablehlo.abs"(%v296) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v349 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v350 = "stablehlo.reduce"(%v348, %v349) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v351 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v352 = "stablehlo.divide"(%v350, %v351) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v353 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v354 = "stablehlo.maximum"(%v352, %v353) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v356 = "stablehlo.divide"(%v296, %v355) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v357 = "stablehlo.round_nearest_even"(%v356) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v358 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v359 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v360 = "stablehlo.maximum"(%v357, %v358) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v361 = "stablehlo.minimum"(%v360, %v359) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v362 = "stablehlo.convert"(%v361) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v363 = "stablehlo.convert"(%v362) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v364 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v365 = "stablehlo.multiply"(%v363, %v364) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v366 = "stablehlo.subtract"(%v296, %v365) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v367 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v368 = "stablehlo.divide"(%v354, %v367) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v369 = "stablehlo.broadcast_in_dim"(%v368) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v370 = "stablehlo.divide"(%v366, %v369) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v371 = "stablehlo.round_nearest_even"(%v370) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v372 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v373 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v374 = "stablehlo.maximum"(%v371, %v372) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v375 = "stablehlo.minimum"(%v374, %v373) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v376 = "stablehlo.convert"(%v375) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v377 = "stablehlo.concatenate"(%v362, %v376) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v378 = tensor.empty() : tensor<4x160xi32>
    %v379 = arith.constant 0 : i32
    %v380 = linalg.fill ins(%v379 : i32) outs(%v378 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v381 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v377, %v346 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v380 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v382 = "stablehlo.convert"(%v381) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v383 = "stablehlo.broadcast_in_dim"(%v347) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v384 = "stablehlo.slice"(%v382) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v385 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v386 = "stablehlo.multiply"(%v384, %v385) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v387 = "stablehlo.multiply"(%v386, %v383) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v388 = "stablehlo.slice"(%v382) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v389 = "stablehlo.broadcast_in_dim"(%v368) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v390 = "stablehlo.multiply"(%v388, %v389) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v391 = "stablehlo.multiply"(%v390, %v383) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v392 = "stablehlo.add"(%v387, %v391) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v393 = "stablehlo.multiply"(%v345, %v392) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v394 = util.global.load @p17 : tensor<64x160xi8>
    %v395 = util.global.load @p18 : tensor<64xf32>
    %v396 = "stablehlo.abs"(%v393) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v397 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v398 = "stablehlo.reduce"(%v396, %v397) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v399 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v400 = "stablehlo.divide"(%v398, %v399) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v401 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v402 = "stablehlo.maximum"(%v400, %v401) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v403 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v404 = "stablehlo.divide"(%v393, %v403) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v405 = "stablehlo.round_nearest_even"(%v404) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v406 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v407 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v408 = "stablehlo.maximum"(%v405, %v406) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v409 = "stablehlo.minimum"(%v408, %v407) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v410 = "stablehlo.convert"(%v409) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v411 = "stablehlo.convert"(%v410) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v412 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v413 = "stablehlo.multiply"(%v411, %v412) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v414 = "stablehlo.subtract"(%v393, %v413) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v415 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v416 = "stablehlo.divide"(%v402, %v415) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v418 = "stablehlo.divide"(%v414, %v417) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v419 = "stablehlo.round_nearest_even"(%v418) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v420 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v421 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v422 = "stablehlo.maximum"(%v419, %v420) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v423 = "stablehlo.minimum"(%v422, %v421) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v424 = "stablehlo.convert"(%v423) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v425 = "stablehlo.concatenate"(%v410, %v424) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v426 = tensor.empty() : tensor<4x64xi32>
    %v427 = arith.constant 0 : i32
    %v428 = linalg.fill ins(%v427 : i32) outs(%v426 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v429 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v425, %v394 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v428 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v430 = "stablehlo.convert"(%v429) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v431 = "stablehlo.broadcast_in_dim"(%v395) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v432 = "stablehlo.slice"(%v430) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v434 = "stablehlo.multiply"(%v432, %v433) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v435 = "stablehlo.multiply"(%v434, %v431) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v436 = "stablehlo.slice"(%v430) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v438 = "stablehlo.multiply"(%v436, %v437) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v439 = "stablehlo.multiply"(%v438, %v431) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v440 = "stablehlo.add"(%v435, %v439) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v441 = "stablehlo.add"(%v282, %v440) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v442 = "stablehlo.transpose"(%v212) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v443 = "stablehlo.reshape"(%v442) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v444 = "stablehlo.transpose"(%v213) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v445 = "stablehlo.reshape"(%v444) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v446 = util.global.load @p19 : tensor<64xbf16>
    %v447 = "stablehlo.multiply"(%v441, %v441) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v448 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v449 = "stablehlo.reduce"(%v447, %v448) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v450 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v451 = "stablehlo.multiply"(%v449, %v450) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v453 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v454 = "stablehlo.add"(%v452, %v453) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v455 = "stablehlo.rsqrt"(%v454) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v456 = "stablehlo.multiply"(%v441, %v455) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v457 = "stablehlo.convert"(%v446) : (tensor<64xbf16>) -> tensor<64xf32>
    %v458 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v459 = "stablehlo.multiply"(%v456, %v458) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v460 = util.global.load @p21 : tensor<64x64xi8>
    %v461 = util.global.load @p22 : tensor<64xf32>
    %v462 = util.global.load @p23 : tensor<64xbf16>
    %v463 = "stablehlo.abs"(%v459) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v464 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v465 = "stablehlo.reduce"(%v463, %v464) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v466 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v467 = "stablehlo.divide"(%v465, %v466) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v468 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v469 = "stablehlo.maximum"(%v467, %v468) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v470 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v471 = "stablehlo.divide"(%v459, %v470) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v472 = "stablehlo.round_nearest_even"(%v471) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v473 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v474 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v475 = "stablehlo.maximum"(%v472, %v473) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v476 = "stablehlo.minimum"(%v475, %v474) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v477 = "stablehlo.convert"(%v476) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v478 = "stablehlo.convert"(%v477) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v479 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v480 = "stablehlo.multiply"(%v478, %v479) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v481 = "stablehlo.subtract"(%v459, %v480) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v482 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v483 = "stablehlo.divide"(%v469, %v482) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v484 = "stablehlo.broadcast_in_dim"(%v483) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v485 = "stablehlo.divide"(%v481, %v484) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v486 = "stablehlo.round_nearest_even"(%v485) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v487 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v488 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v489 = "stablehlo.maximum"(%v486, %v487) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v490 = "stablehlo.minimum"(%v489, %v488) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v491 = "stablehlo.convert"(%v490) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v492 = "stablehlo.concatenate"(%v477, %v491) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v493 = tensor.empty() : tensor<4x64xi32>
    %v494 = arith.constant 0 : i32
    %v495 = linalg.fill ins(%v494 : i32) outs(%v493 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v496 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v492, %v460 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v495 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v497 = "stablehlo.convert"(%v496) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v498 = "stablehlo.broadcast_in_dim"(%v461) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v499 = "stablehlo.slice"(%v497) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v500 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v501 = "stablehlo.multiply"(%v499, %v500) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v502 = "stablehlo.multiply"(%v501, %v498) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v503 = "stablehlo.slice"(%v497) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v504 = "stablehlo.broadcast_in_dim"(%v483) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v505 = "stablehlo.multiply"(%v503, %v504) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v506 = "stablehlo.multiply"(%v505, %v498) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v507 = "stablehlo.add"(%v502, %v506) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v508 = "stablehlo.convert"(%v462) : (tensor<64xbf16>) -> tensor<64xf32>
    %v509 = "stablehlo.broadcast_in_dim"(%v508) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v510 = "stablehlo.add"(%v507, %v509) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v511 = "stablehlo.reshape"(%v510) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v512 = util.global.load @p24 : tensor<16x64xi8>
    %v513 = util.global.load @p25 : tensor<16xf32>
    %v514 = util.global.load @p26 : tensor<16xbf16>
    %v515 = "stablehlo.abs"(%v459) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v516 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v517 = "stablehlo.reduce"(%v515, %v516) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v518 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v519 = "stablehlo.divide"(%v517, %v518) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v520 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v521 = "stablehlo.maximum"(%v519, %v520) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v522 = "stablehlo.broadcast_in_dim"(%v521) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v523 = "stablehlo.divide"(%v459, %v522) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v524 = "stablehlo.round_nearest_even"(%v523) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v525 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v526 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v527 = "stablehlo.maximum"(%v524, %v525) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v528 = "stablehlo.minimum"(%v527, %v526) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v529 = "stablehlo.convert"(%v528) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v530 = "stablehlo.convert"(%v529) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v531 = "stablehlo.broadcast_in_dim"(%v521) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v532 = "stablehlo.multiply"(%v530, %v531) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v533 = "stablehlo.subtract"(%v459, %v532) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v534 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v535 = "stablehlo.divide"(%v521, %v534) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v536 = "stablehlo.broadcast_in_dim"(%v535) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v537 = "stablehlo.divide"(%v533, %v536) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v538 = "stablehlo.round_nearest_even"(%v537) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v539 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v540 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v541 = "stablehlo.maximum"(%v538, %v539) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v542 = "stablehlo.minimum"(%v541, %v540) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v543 = "stablehlo.convert"(%v542) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v544 = "stablehlo.concatenate"(%v529, %v543) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v545 = tensor.empty() : tensor<4x16xi32>
    %v546 = arith.constant 0 : i32
    %v547 = linalg.fill ins(%v546 : i32) outs(%v545 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v548 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v544, %v512 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v547 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v549 = "stablehlo.convert"(%v548) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v550 = "stablehlo.broadcast_in_dim"(%v513) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v551 = "stablehlo.slice"(%v549) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v552 = "stablehlo.broadcast_in_dim"(%v521) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v553 = "stablehlo.multiply"(%v551, %v552) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v554 = "stablehlo.multiply"(%v553, %v550) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v555 = "stablehlo.slice"(%v549) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v556 = "stablehlo.broadcast_in_dim"(%v535) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v557 = "stablehlo.multiply"(%v555, %v556) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v558 = "stablehlo.multiply"(%v557, %v550) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v559 = "stablehlo.add"(%v554, %v558) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v560 = "stablehlo.convert"(%v514) : (tensor<16xbf16>) -> tensor<16xf32>
    %v561 = "stablehlo.broadcast_in_dim"(%v560) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v562 = "stablehlo.add"(%v559, %v561) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v563 = "stablehlo.reshape"(%v562) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v564 = util.global.load @p27 : tensor<16x64xi8>
    %v565 = util.global.load @p28 : tensor<16xf32>
    %v566 = util.global.load @p29 : tensor<16xbf16>
    %v567 = "stablehlo.abs"(%v459) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v568 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v569 = "stablehlo.reduce"(%v567, %v568) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v570 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v571 = "stablehlo.divide"(%v569, %v570) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v572 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v573 = "stablehlo.maximum"(%v571, %v572) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v574 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v575 = "stablehlo.divide"(%v459, %v574) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v576 = "stablehlo.round_nearest_even"(%v575) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v577 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v578 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v579 = "stablehlo.maximum"(%v576, %v577) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v580 = "stablehlo.minimum"(%v579, %v578) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v581 = "stablehlo.convert"(%v580) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v582 = "stablehlo.convert"(%v581) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v583 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v584 = "stablehlo.multiply"(%v582, %v583) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v585 = "stablehlo.subtract"(%v459, %v584) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v586 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v587 = "stablehlo.divide"(%v573, %v586) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v588 = "stablehlo.broadcast_in_dim"(%v587) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v589 = "stablehlo.divide"(%v585, %v588) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v590 = "stablehlo.round_nearest_even"(%v589) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v591 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v592 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v593 = "stablehlo.maximum"(%v590, %v591) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v594 = "stablehlo.minimum"(%v593, %v592) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v595 = "stablehlo.convert"(%v594) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v596 = "stablehlo.concatenate"(%v581, %v595) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v597 = tensor.empty() : tensor<4x16xi32>
    %v598 = arith.constant 0 : i32
    %v599 = linalg.fill ins(%v598 : i32) outs(%v597 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v600 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v596, %v564 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v599 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v601 = "stablehlo.convert"(%v600) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v565) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v603 = "stablehlo.slice"(%v601) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v604 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v605 = "stablehlo.multiply"(%v603, %v604) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v606 = "stablehlo.multiply"(%v605, %v602) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v607 = "stablehlo.slice"(%v601) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v608 = "stablehlo.broadcast_in_dim"(%v587) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v609 = "stablehlo.multiply"(%v607, %v608) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v610 = "stablehlo.multiply"(%v609, %v602) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v611 = "stablehlo.add"(%v606, %v610) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v612 = "stablehlo.convert"(%v566) : (tensor<16xbf16>) -> tensor<16xf32>
    %v613 = "stablehlo.broadcast_in_dim"(%v612) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v614 = "stablehlo.add"(%v611, %v613) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v615 = "stablehlo.reshape"(%v614) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v616 = "stablehlo.slice"(%v511) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v617 = "stablehlo.slice"(%v511) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v618 = "stablehlo.negate"(%v617) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v619 = "stablehlo.concatenate"(%v618, %v616) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v620 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v621 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v622 = "stablehlo.multiply"(%v511, %v620) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v623 = "stablehlo.multiply"(%v619, %v621) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v624 = "stablehlo.add"(%v622, %v623) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v625 = "stablehlo.slice"(%v563) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v626 = "stablehlo.slice"(%v563) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v627 = "stablehlo.negate"(%v626) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v628 = "stablehlo.concatenate"(%v627, %v625) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v629 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v630 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v631 = "stablehlo.multiply"(%v563, %v629) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v632 = "stablehlo.multiply"(%v628, %v630) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v633 = "stablehlo.add"(%v631, %v632) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v634 = "stablehlo.reshape"(%v624) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v635 = "stablehlo.convert"(%v634) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v636 = "stablehlo.convert"(%v633) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v637 = "stablehlo.convert"(%v615) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v638 = "stablehlo.dot_general"(%v635, %v636) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v639 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v640 = "stablehlo.select"(%v20, %v638, %v639) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v641 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v642 = "stablehlo.reshape"(%v641) : (tensor<1xi32>) -> tensor<i32>
    %v643 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v644 = "stablehlo.multiply"(%v640, %v643) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v645 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v646 = "stablehlo.reduce"(%v644, %v645) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v647 = "stablehlo.broadcast_in_dim"(%v646) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v648 = "stablehlo.subtract"(%v644, %v647) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v649 = "stablehlo.exponential"(%v648) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v650 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v651 = "stablehlo.reduce"(%v649, %v650) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v652 = "stablehlo.broadcast_in_dim"(%v651) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v653 = "stablehlo.divide"(%v649, %v652) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v654 = "stablehlo.slice"(%v653) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v655 = "stablehlo.convert"(%v654) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v656 = "stablehlo.dot_general"(%v655, %v637) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v657 = "stablehlo.transpose"(%v656) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v658 = "stablehlo.reshape"(%v657) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v659 = util.global.load @p30 : tensor<64x64xi8>
    %v660 = util.global.load @p31 : tensor<64xf32>
    %v661 = "stablehlo.abs"(%v658) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v662 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v663 = "stablehlo.reduce"(%v661, %v662) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v664 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v665 = "stablehlo.divide"(%v663, %v664) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v666 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v667 = "stablehlo.maximum"(%v665, %v666) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v668 = "stablehlo.broadcast_in_dim"(%v667) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v669 = "stablehlo.divide"(%v658, %v668) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v670 = "stablehlo.round_nearest_even"(%v669) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v671 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v672 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v673 = "stablehlo.maximum"(%v670, %v671) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v674 = "stablehlo.minimum"(%v673, %v672) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v675 = "stablehlo.convert"(%v674) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v676 = "stablehlo.convert"(%v675) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v677 = "stablehlo.broadcast_in_dim"(%v667) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v678 = "stablehlo.multiply"(%v676, %v677) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v679 = "stablehlo.subtract"(%v658, %v678) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v680 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v681 = "stablehlo.divide"(%v667, %v680) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v682 = "stablehlo.broadcast_in_dim"(%v681) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v683 = "stablehlo.divide"(%v679, %v682) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v684 = "stablehlo.round_nearest_even"(%v683) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v685 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v686 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v687 = "stablehlo.maximum"(%v684, %v685) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v688 = "stablehlo.minimum"(%v687, %v686) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v689 = "stablehlo.convert"(%v688) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v690 = "stablehlo.concatenate"(%v675, %v689) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v691 = tensor.empty() : tensor<4x64xi32>
    %v692 = arith.constant 0 : i32
    %v693 = linalg.fill ins(%v692 : i32) outs(%v691 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v694 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v690, %v659 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v693 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v695 = "stablehlo.convert"(%v694) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v696 = "stablehlo.broadcast_in_dim"(%v660) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v697 = "stablehlo.slice"(%v695) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v698 = "stablehlo.broadcast_in_dim"(%v667) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v699 = "stablehlo.multiply"(%v697, %v698) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v700 = "stablehlo.multiply"(%v699, %v696) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v701 = "stablehlo.slice"(%v695) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v702 = "stablehlo.broadcast_in_dim"(%v681) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v703 = "stablehlo.multiply"(%v701, %v702) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v704 = "stablehlo.multiply"(%v703, %v696) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v705 = "stablehlo.add"(%v700, %v704) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v706 = "stablehlo.add"(%v441, %v705) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v707 = util.global.load @p20 : tensor<64xbf16>
    %v708 = "stablehlo.multiply"(%v706, %v706) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v709 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v710 = "stablehlo.reduce"(%v708, %v709) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v711 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v712 = "stablehlo.multiply"(%v710, %v711) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v713 = "stablehlo.broadcast_in_dim"(%v712) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v714 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v715 = "stablehlo.add"(%v713, %v714) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v716 = "stablehlo.rsqrt"(%v715) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v717 = "stablehlo.multiply"(%v706, %v716) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v718 = "stablehlo.convert"(%v707) : (tensor<64xbf16>) -> tensor<64xf32>
    %v719 = "stablehlo.broadcast_in_dim"(%v718) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v720 = "stablehlo.multiply"(%v717, %v719) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v721 = util.global.load @p32 : tensor<160x64xi8>
    %v722 = util.global.load @p33 : tensor<160xf32>
    %v723 = "stablehlo.abs"(%v720) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v724 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v725 = "stablehlo.reduce"(%v723, %v724) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v726 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v727 = "stablehlo.divide"(%v725, %v726) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v728 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v729 = "stablehlo.maximum"(%v727, %v728) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v730 = "stablehlo.broadcast_in_dim"(%v729) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v731 = "stablehlo.divide"(%v720, %v730) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v732 = "stablehlo.round_nearest_even"(%v731) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v733 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v734 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v735 = "stablehlo.maximum"(%v732, %v733) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v736 = "stablehlo.minimum"(%v735, %v734) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v737 = "stablehlo.convert"(%v736) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v738 = "stablehlo.convert"(%v737) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v739 = "stablehlo.broadcast_in_dim"(%v729) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v740 = "stablehlo.multiply"(%v738, %v739) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v741 = "stablehlo.subtract"(%v720, %v740) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v742 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v743 = "stablehlo.divide"(%v729, %v742) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v744 = "stablehlo.broadcast_in_dim"(%v743) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v745 = "stablehlo.divide"(%v741, %v744) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v746 = "stablehlo.round_nearest_even"(%v745) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v747 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v748 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v749 = "stablehlo.maximum"(%v746, %v747) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v750 = "stablehlo.minimum"(%v749, %v748) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v751 = "stablehlo.convert"(%v750) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v752 = "stablehlo.concatenate"(%v737, %v751) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v753 = tensor.empty() : tensor<4x160xi32>
    %v754 = arith.constant 0 : i32
    %v755 = linalg.fill ins(%v754 : i32) outs(%v753 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v756 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v752, %v721 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v755 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v757 = "stablehlo.convert"(%v756) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v758 = "stablehlo.broadcast_in_dim"(%v722) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v759 = "stablehlo.slice"(%v757) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v760 = "stablehlo.broadcast_in_dim"(%v729) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v761 = "stablehlo.multiply"(%v759, %v760) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v762 = "stablehlo.multiply"(%v761, %v758) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v763 = "stablehlo.slice"(%v757) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v764 = "stablehlo.broadcast_in_dim"(%v743) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v765 = "stablehlo.multiply"(%v763, %v764) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v766 = "stablehlo.multiply"(%v765, %v758) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v767 = "stablehlo.add"(%v762, %v766) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v768 = "stablehlo.logistic"(%v767) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v769 = "stablehlo.multiply"(%v767, %v768) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v770 = util.global.load @p34 : tensor<160x64xi8>
    %v771 = util.global.load @p35 : tensor<160xf32>
    %v772 = "stablehlo.abs"(%v720) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v773 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v774 = "stablehlo.reduce"(%v772, %v773) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v775 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v776 = "stablehlo.divide"(%v774, %v775) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v777 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v778 = "stablehlo.maximum"(%v776, %v777) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v779 = "stablehlo.broadcast_in_dim"(%v778) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v780 = "stablehlo.divide"(%v720, %v779) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v781 = "stablehlo.round_nearest_even"(%v780) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v782 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v783 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v784 = "stablehlo.maximum"(%v781, %v782) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v785 = "stablehlo.minimum"(%v784, %v783) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v786 = "stablehlo.convert"(%v785) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v787 = "stablehlo.convert"(%v786) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v788 = "stablehlo.broadcast_in_dim"(%v778) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v789 = "stablehlo.multiply"(%v787, %v788) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v790 = "stablehlo.subtract"(%v720, %v789) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v791 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v792 = "stablehlo.divide"(%v778, %v791) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v793 = "stablehlo.broadcast_in_dim"(%v792) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v794 = "stablehlo.divide"(%v790, %v793) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v795 = "stablehlo.round_nearest_even"(%v794) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v796 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v797 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v798 = "stablehlo.maximum"(%v795, %v796) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v799 = "stablehlo.minimum"(%v798, %v797) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v800 = "stablehlo.convert"(%v799) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v801 = "stablehlo.concatenate"(%v786, %v800) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v802 = tensor.empty() : tensor<4x160xi32>
    %v803 = arith.constant 0 : i32
    %v804 = linalg.fill ins(%v803 : i32) outs(%v802 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v805 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v801, %v770 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v804 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v806 = "stablehlo.convert"(%v805) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v807 = "stablehlo.broadcast_in_dim"(%v771) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v808 = "stablehlo.slice"(%v806) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v809 = "stablehlo.broadcast_in_dim"(%v778) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v810 = "stablehlo.multiply"(%v808, %v809) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v811 = "stablehlo.multiply"(%v810, %v807) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v812 = "stablehlo.slice"(%v806) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v813 = "stablehlo.broadcast_in_dim"(%v792) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v814 = "stablehlo.multiply"(%v812, %v813) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v815 = "stablehlo.multiply"(%v814, %v807) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v816 = "stablehlo.add"(%v811, %v815) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v817 = "stablehlo.multiply"(%v769, %v816) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v818 = util.global.load @p36 : tensor<64x160xi8>
    %v819 = util.global.load @p37 : tensor<64xf32>
    %v820 = "stablehlo.abs"(%v817) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v821 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v822 = "stablehlo.reduce"(%v820, %v821) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v823 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v824 = "stablehlo.divide"(%v822, %v823) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v825 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v826 = "stablehlo.maximum"(%v824, %v825) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v827 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v828 = "stablehlo.divide"(%v817, %v827) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v829 = "stablehlo.round_nearest_even"(%v828) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v830 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v831 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v832 = "stablehlo.maximum"(%v829, %v830) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v833 = "stablehlo.minimum"(%v832, %v831) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v834 = "stablehlo.convert"(%v833) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v835 = "stablehlo.convert"(%v834) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v836 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v837 = "stablehlo.multiply"(%v835, %v836) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v838 = "stablehlo.subtract"(%v817, %v837) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v839 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v840 = "stablehlo.divide"(%v826, %v839) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v841 = "stablehlo.broadcast_in_dim"(%v840) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v842 = "stablehlo.divide"(%v838, %v841) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v843 = "stablehlo.round_nearest_even"(%v842) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v844 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v845 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v846 = "stablehlo.maximum"(%v843, %v844) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v847 = "stablehlo.minimum"(%v846, %v845) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v848 = "stablehlo.convert"(%v847) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v849 = "stablehlo.concatenate"(%v834, %v848) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v850 = tensor.empty() : tensor<4x64xi32>
    %v851 = arith.constant 0 : i32
    %v852 = linalg.fill ins(%v851 : i32) outs(%v850 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v853 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v849, %v818 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v852 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v854 = "stablehlo.convert"(%v853) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v855 = "stablehlo.broadcast_in_dim"(%v819) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v856 = "stablehlo.slice"(%v854) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v857 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v858 = "stablehlo.multiply"(%v856, %v857) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v859 = "stablehlo.multiply"(%v858, %v855) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v860 = "stablehlo.slice"(%v854) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v861 = "stablehlo.broadcast_in_dim"(%v840) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v862 = "stablehlo.multiply"(%v860, %v861) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v863 = "stablehlo.multiply"(%v862, %v855) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v864 = "stablehlo.add"(%v859, %v863) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v865 = "stablehlo.add"(%v706, %v864) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v866 = "stablehlo.transpose"(%v636) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v867 = "stablehlo.reshape"(%v866) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v868 = "stablehlo.transpose"(%v637) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v869 = "stablehlo.reshape"(%v868) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v870 = "stablehlo.concatenate"(%v443, %v867) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v871 = "stablehlo.concatenate"(%v445, %v869) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v872 = "stablehlo.dynamic_slice"(%v865, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v873 = util.global.load @p41 : tensor<64xbf16>
    %v874 = "stablehlo.multiply"(%v872, %v872) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v875 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v876 = "stablehlo.reduce"(%v874, %v875) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v877 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v878 = "stablehlo.multiply"(%v876, %v877) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v879 = "stablehlo.broadcast_in_dim"(%v878) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v880 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v881 = "stablehlo.add"(%v879, %v880) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v882 = "stablehlo.rsqrt"(%v881) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v883 = "stablehlo.multiply"(%v872, %v882) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v884 = "stablehlo.convert"(%v873) : (tensor<64xbf16>) -> tensor<64xf32>
    %v885 = "stablehlo.broadcast_in_dim"(%v884) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v886 = "stablehlo.multiply"(%v883, %v885) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v887 = util.global.load @p39 : tensor<151936x64xi8>
    %v888 = util.global.load @p40 : tensor<151936xf32>
    %v889 = "stablehlo.abs"(%v886) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v890 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v891 = "stablehlo.reduce"(%v889, %v890) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v892 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v893 = "stablehlo.divide"(%v891, %v892) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v894 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v895 = "stablehlo.maximum"(%v893, %v894) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v896 = "stablehlo.broadcast_in_dim"(%v895) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v897 = "stablehlo.divide"(%v886, %v896) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v898 = "stablehlo.round_nearest_even"(%v897) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v899 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v900 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v901 = "stablehlo.maximum"(%v898, %v899) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v902 = "stablehlo.minimum"(%v901, %v900) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v903 = "stablehlo.convert"(%v902) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v904 = "stablehlo.convert"(%v903) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v905 = "stablehlo.broadcast_in_dim"(%v895) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v906 = "stablehlo.multiply"(%v904, %v905) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v907 = "stablehlo.subtract"(%v886, %v906) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v908 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v909 = "stablehlo.divide"(%v895, %v908) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v910 = "stablehlo.broadcast_in_dim"(%v909) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v911 = "stablehlo.divide"(%v907, %v910) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v912 = "stablehlo.round_nearest_even"(%v911) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v913 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v914 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v915 = "stablehlo.maximum"(%v912, %v913) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v916 = "stablehlo.minimum"(%v915, %v914) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v917 = "stablehlo.convert"(%v916) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v918 = "stablehlo.concatenate"(%v903, %v917) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v919 = tensor.empty() : tensor<2x151936xi32>
    %v920 = arith.constant 0 : i32
    %v921 = linalg.fill ins(%v920 : i32) outs(%v919 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v922 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v918, %v887 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v921 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v923 = "stablehlo.convert"(%v922) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v924 = "stablehlo.broadcast_in_dim"(%v888) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v925 = "stablehlo.slice"(%v923) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v926 = "stablehlo.broadcast_in_dim"(%v895) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v927 = "stablehlo.multiply"(%v925, %v926) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v928 = "stablehlo.multiply"(%v927, %v924) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v929 = "stablehlo.slice"(%v923) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v930 = "stablehlo.broadcast_in_dim"(%v909) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v931 = "stablehlo.multiply"(%v929, %v930) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v932 = "stablehlo.multiply"(%v931, %v924) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v933 = "stablehlo.add"(%v928, %v932) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v933, %v865, %v870, %v871 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
  }
  func.func @prefill_c2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>) {
    %v1 = util.global.load @p38 : tensor<151936x64xbf16>
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
    %v43 = util.global.load @p2 : tensor<64x64xi8>
    %v44 = util.global.load @p3 : tensor<64xf32>
    %v45 = util.global.load @p4 : tensor<64xbf16>
    %v46 = "stablehlo.abs"(%v42) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v48 = "stablehlo.reduce"(%v46, %v47) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v49 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v50 = "stablehlo.divide"(%v48, %v49) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v51 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v52 = "stablehlo.maximum"(%v50, %v51) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v54 = "stablehlo.divide"(%v42, %v53) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v55 = "stablehlo.round_nearest_even"(%v54) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v56 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v57 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v58 = "stablehlo.maximum"(%v55, %v56) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v59 = "stablehlo.minimum"(%v58, %v57) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v60 = "stablehlo.convert"(%v59) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v61 = "stablehlo.convert"(%v60) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v64 = "stablehlo.subtract"(%v42, %v63) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v65 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v66 = "stablehlo.divide"(%v52, %v65) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v68 = "stablehlo.divide"(%v64, %v67) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v69 = "stablehlo.round_nearest_even"(%v68) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v70 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v71 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v72 = "stablehlo.maximum"(%v69, %v70) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v73 = "stablehlo.minimum"(%v72, %v71) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v74 = "stablehlo.convert"(%v73) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v75 = "stablehlo.concatenate"(%v60, %v74) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v76 = tensor.empty() : tensor<4x64xi32>
    %v77 = arith.constant 0 : i32
    %v78 = linalg.fill ins(%v77 : i32) outs(%v76 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v79 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v75, %v43 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v78 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v80 = "stablehlo.convert"(%v79) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v82 = "stablehlo.slice"(%v80) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v84 = "stablehlo.multiply"(%v82, %v83) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v85 = "stablehlo.multiply"(%v84, %v81) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v86 = "stablehlo.slice"(%v80) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v88 = "stablehlo.multiply"(%v86, %v87) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v89 = "stablehlo.multiply"(%v88, %v81) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v90 = "stablehlo.add"(%v85, %v89) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v91 = "stablehlo.convert"(%v45) : (tensor<64xbf16>) -> tensor<64xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v93 = "stablehlo.add"(%v90, %v92) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v94 = "stablehlo.reshape"(%v93) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v95 = util.global.load @p5 : tensor<16x64xi8>
    %v96 = util.global.load @p6 : tensor<16xf32>
    %v97 = util.global.load @p7 : tensor<16xbf16>
    %v98 = "stablehlo.abs"(%v42) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v100 = "stablehlo.reduce"(%v98, %v99) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v101 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v102 = "stablehlo.divide"(%v100, %v101) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v103 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v104 = "stablehlo.maximum"(%v102, %v103) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v105 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v106 = "stablehlo.divide"(%v42, %v105) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v107 = "stablehlo.round_nearest_even"(%v106) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v108 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v109 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v110 = "stablehlo.maximum"(%v107, %v108) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v111 = "stablehlo.minimum"(%v110, %v109) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v112 = "stablehlo.convert"(%v111) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v113 = "stablehlo.convert"(%v112) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v115 = "stablehlo.multiply"(%v113, %v114) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v116 = "stablehlo.subtract"(%v42, %v115) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v118 = "stablehlo.divide"(%v104, %v117) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v118) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v120 = "stablehlo.divide"(%v116, %v119) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v121 = "stablehlo.round_nearest_even"(%v120) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v122 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v123 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v124 = "stablehlo.maximum"(%v121, %v122) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v125 = "stablehlo.minimum"(%v124, %v123) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v126 = "stablehlo.convert"(%v125) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v127 = "stablehlo.concatenate"(%v112, %v126) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v128 = tensor.empty() : tensor<4x16xi32>
    %v129 = arith.constant 0 : i32
    %v130 = linalg.fill ins(%v129 : i32) outs(%v128 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v131 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v127, %v95 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v130 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v132 = "stablehlo.convert"(%v131) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v134 = "stablehlo.slice"(%v132) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v136 = "stablehlo.multiply"(%v134, %v135) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v137 = "stablehlo.multiply"(%v136, %v133) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v138 = "stablehlo.slice"(%v132) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v118) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v140 = "stablehlo.multiply"(%v138, %v139) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v141 = "stablehlo.multiply"(%v140, %v133) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v142 = "stablehlo.add"(%v137, %v141) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v143 = "stablehlo.convert"(%v97) : (tensor<16xbf16>) -> tensor<16xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v145 = "stablehlo.add"(%v142, %v144) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v146 = "stablehlo.reshape"(%v145) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v147 = util.global.load @p8 : tensor<16x64xi8>
    %v148 = util.global.load @p9 : tensor<16xf32>
    %v149 = util.global.load @p10 : tensor<16xbf16>
    %v150 = "stablehlo.abs"(%v42) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v151 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v152 = "stablehlo.reduce"(%v150, %v151) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v153 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v154 = "stablehlo.divide"(%v152, %v153) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v155 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v156 = "stablehlo.maximum"(%v154, %v155) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v157 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v158 = "stablehlo.divide"(%v42, %v157) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v159 = "stablehlo.round_nearest_even"(%v158) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v160 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v161 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v162 = "stablehlo.maximum"(%v159, %v160) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v163 = "stablehlo.minimum"(%v162, %v161) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v164 = "stablehlo.convert"(%v163) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v165 = "stablehlo.convert"(%v164) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v166 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v167 = "stablehlo.multiply"(%v165, %v166) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v168 = "stablehlo.subtract"(%v42, %v167) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v170 = "stablehlo.divide"(%v156, %v169) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v172 = "stablehlo.divide"(%v168, %v171) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v173 = "stablehlo.round_nearest_even"(%v172) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v174 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v175 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v176 = "stablehlo.maximum"(%v173, %v174) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v177 = "stablehlo.minimum"(%v176, %v175) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.convert"(%v177) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v179 = "stablehlo.concatenate"(%v164, %v178) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v180 = tensor.empty() : tensor<4x16xi32>
    %v181 = arith.constant 0 : i32
    %v182 = linalg.fill ins(%v181 : i32) outs(%v180 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v183 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v147 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v182 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v184 = "stablehlo.convert"(%v183) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v185 = "stablehlo.broadcast_in_dim"(%v148) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v186 = "stablehlo.slice"(%v184) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v187 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v188 = "stablehlo.multiply"(%v186, %v187) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v189 = "stablehlo.multiply"(%v188, %v185) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v190 = "stablehlo.slice"(%v184) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v193 = "stablehlo.multiply"(%v192, %v185) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v194 = "stablehlo.add"(%v189, %v193) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v195 = "stablehlo.convert"(%v149) : (tensor<16xbf16>) -> tensor<16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v195) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v197 = "stablehlo.add"(%v194, %v196) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v198 = "stablehlo.reshape"(%v197) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v199 = "stablehlo.slice"(%v94) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v200 = "stablehlo.slice"(%v94) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v201 = "stablehlo.negate"(%v200) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v202 = "stablehlo.concatenate"(%v201, %v199) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v203 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v205 = "stablehlo.multiply"(%v94, %v203) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v206 = "stablehlo.multiply"(%v202, %v204) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v208 = "stablehlo.slice"(%v146) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v209 = "stablehlo.slice"(%v146) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v210 = "stablehlo.negate"(%v209) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v211 = "stablehlo.concatenate"(%v210, %v208) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v214 = "stablehlo.multiply"(%v146, %v212) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v215 = "stablehlo.multiply"(%v211, %v213) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v216 = "stablehlo.add"(%v214, %v215) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v217 = "stablehlo.reshape"(%v207) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v218 = "stablehlo.convert"(%v217) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v219 = "stablehlo.convert"(%v216) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v220 = "stablehlo.convert"(%v198) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v221 = "stablehlo.dot_general"(%v218, %v219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v222 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v223 = "stablehlo.select"(%v20, %v221, %v222) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v224 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<1xi32>) -> tensor<i32>
    %v226 = "stablehlo.dynamic_slice"(%arg9, %v225, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v227 = "stablehlo.reshape"(%v226) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v228 = "stablehlo.dot_general"(%v218, %v227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x2x4x128xf32>
    %v229 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v230 = "stablehlo.select"(%v27, %v228, %v229) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v231 = "stablehlo.dynamic_slice"(%arg10, %v225, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v232 = "stablehlo.reshape"(%v231) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v233 = "stablehlo.concatenate"(%v230, %v223) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v234 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v235 = "stablehlo.multiply"(%v233, %v234) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v237 = "stablehlo.reduce"(%v235, %v236) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v238 = "stablehlo.broadcast_in_dim"(%v237) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v239 = "stablehlo.subtract"(%v235, %v238) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v240 = "stablehlo.exponential"(%v239) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v242 = "stablehlo.reduce"(%v240, %v241) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v244 = "stablehlo.divide"(%v240, %v243) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v245 = "stablehlo.slice"(%v244) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v246 = "stablehlo.convert"(%v245) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v247 = "stablehlo.dot_general"(%v246, %v220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v248 = "stablehlo.slice"(%v244) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xbf16>
    %v250 = "stablehlo.dot_general"(%v249, %v232) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x2x4x16xf32>
    %v251 = "stablehlo.add"(%v247, %v250) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v252 = "stablehlo.transpose"(%v251) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v253 = "stablehlo.reshape"(%v252) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v254 = util.global.load @p11 : tensor<64x64xi8>
    %v255 = util.global.load @p12 : tensor<64xf32>
    %v256 = "stablehlo.abs"(%v253) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v258 = "stablehlo.reduce"(%v256, %v257) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v259 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v260 = "stablehlo.divide"(%v258, %v259) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v261 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v262 = "stablehlo.maximum"(%v260, %v261) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v264 = "stablehlo.divide"(%v253, %v263) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v265 = "stablehlo.round_nearest_even"(%v264) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v266 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v267 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v268 = "stablehlo.maximum"(%v265, %v266) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v269 = "stablehlo.minimum"(%v268, %v267) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v270 = "stablehlo.convert"(%v269) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v271 = "stablehlo.convert"(%v270) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v272 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v273 = "stablehlo.multiply"(%v271, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v274 = "stablehlo.subtract"(%v253, %v273) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v276 = "stablehlo.divide"(%v262, %v275) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v278 = "stablehlo.divide"(%v274, %v277) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v279 = "stablehlo.round_nearest_even"(%v278) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v280 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v281 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v282 = "stablehlo.maximum"(%v279, %v280) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v283 = "stablehlo.minimum"(%v282, %v281) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.convert"(%v283) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v285 = "stablehlo.concatenate"(%v270, %v284) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v286 = tensor.empty() : tensor<4x64xi32>
    %v287 = arith.constant 0 : i32
    %v288 = linalg.fill ins(%v287 : i32) outs(%v286 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v289 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v285, %v254 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v288 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v290 = "stablehlo.convert"(%v289) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v291 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v292 = "stablehlo.slice"(%v290) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v295 = "stablehlo.multiply"(%v294, %v291) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v296 = "stablehlo.slice"(%v290) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v298 = "stablehlo.multiply"(%v296, %v297) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v299 = "stablehlo.multiply"(%v298, %v291) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v300 = "stablehlo.add"(%v295, %v299) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v301 = "stablehlo.add"(%v8, %v300) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v302 = util.global.load @p1 : tensor<64xbf16>
    %v303 = "stablehlo.multiply"(%v301, %v301) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v305 = "stablehlo.reduce"(%v303, %v304) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v306 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v307 = "stablehlo.multiply"(%v305, %v306) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v308 = "stablehlo.broadcast_in_dim"(%v307) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v309 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v310 = "stablehlo.add"(%v308, %v309) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v311 = "stablehlo.rsqrt"(%v310) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.multiply"(%v301, %v311) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.convert"(%v302) : (tensor<64xbf16>) -> tensor<64xf32>
    %v314 = "stablehlo.broadcast_in_dim"(%v313) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v315 = "stablehlo.multiply"(%v312, %v314) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v316 = util.global.load @p13 : tensor<160x64xi8>
    %v317 = util.global.load @p14 : tensor<160xf32>
    %v318 = "stablehlo.abs"(%v315) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v320 = "stablehlo.reduce"(%v318, %v319) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v321 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v322 = "stablehlo.divide"(%v320, %v321) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v323 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v324 = "stablehlo.maximum"(%v322, %v323) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v325 = "stablehlo.broadcast_in_dim"(%v324) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v326 = "stablehlo.divide"(%v315, %v325) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v327 = "stablehlo.round_nearest_even"(%v326) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v328 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v329 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v330 = "stablehlo.maximum"(%v327, %v328) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v331 = "stablehlo.minimum"(%v330, %v329) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v332 = "stablehlo.convert"(%v331) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v333 = "stablehlo.convert"(%v332) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v324) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v335 = "stablehlo.multiply"(%v333, %v334) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v336 = "stablehlo.subtract"(%v315, %v335) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v337 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v338 = "stablehlo.divide"(%v324, %v337) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v338) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v340 = "stablehlo.divide"(%v336, %v339) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v341 = "stablehlo.round_nearest_even"(%v340) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v342 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v343 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v344 = "stablehlo.maximum"(%v341, %v342) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v345 = "stablehlo.minimum"(%v344, %v343) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v346 = "stablehlo.convert"(%v345) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v347 = "stablehlo.concatenate"(%v332, %v346) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v348 = tensor.empty() : tensor<4x160xi32>
    %v349 = arith.constant 0 : i32
    %v350 = linalg.fill ins(%v349 : i32) outs(%v348 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v351 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v347, %v316 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v350 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v352 = "stablehlo.convert"(%v351) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v353 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v354 = "stablehlo.slice"(%v352) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v324) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v356 = "stablehlo.multiply"(%v354, %v355) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v357 = "stablehlo.multiply"(%v356, %v353) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v358 = "stablehlo.slice"(%v352) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v359 = "stablehlo.broadcast_in_dim"(%v338) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v360 = "stablehlo.multiply"(%v358, %v359) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v361 = "stablehlo.multiply"(%v360, %v353) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v362 = "stablehlo.add"(%v357, %v361) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v363 = "stablehlo.logistic"(%v362) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v364 = "stablehlo.multiply"(%v362, %v363) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v365 = util.global.load @p15 : tensor<160x64xi8>
    %v366 = util.global.load @p16 : tensor<160xf32>
    %v367 = "stablehlo.abs"(%v315) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v368 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v369 = "stablehlo.reduce"(%v367, %v368) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v370 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v371 = "stablehlo.divide"(%v369, %v370) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v372 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v373 = "stablehlo.maximum"(%v371, %v372) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v374 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v375 = "stablehlo.divide"(%v315, %v374) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v376 = "stablehlo.round_nearest_even"(%v375) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v377 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v378 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v379 = "stablehlo.maximum"(%v376, %v377) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v380 = "stablehlo.minimum"(%v379, %v378) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v381 = "stablehlo.convert"(%v380) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v382 = "stablehlo.convert"(%v381) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v383 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v384 = "stablehlo.multiply"(%v382, %v383) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v385 = "stablehlo.subtract"(%v315, %v384) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v386 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v387 = "stablehlo.divide"(%v373, %v386) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v388 = "stablehlo.broadcast_in_dim"(%v387) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v389 = "stablehlo.divide"(%v385, %v388) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v390 = "stablehlo.round_nearest_even"(%v389) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v391 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v392 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v393 = "stablehlo.maximum"(%v390, %v391) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v394 = "stablehlo.minimum"(%v393, %v392) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v395 = "stablehlo.convert"(%v394) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v396 = "stablehlo.concatenate"(%v381, %v395) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v397 = tensor.empty() : tensor<4x160xi32>
    %v398 = arith.constant 0 : i32
    %v399 = linalg.fill ins(%v398 : i32) outs(%v397 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v400 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v396, %v365 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v399 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v401 = "stablehlo.convert"(%v400) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v402 = "stablehlo.broadcast_in_dim"(%v366) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v403 = "stablehlo.slice"(%v401) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v404 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v405 = "stablehlo.multiply"(%v403, %v404) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v406 = "stablehlo.multiply"(%v405, %v402) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v407 = "stablehlo.slice"(%v401) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v387) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v409 = "stablehlo.multiply"(%v407, %v408) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v410 = "stablehlo.multiply"(%v409, %v402) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v411 = "stablehlo.add"(%v406, %v410) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v412 = "stablehlo.multiply"(%v364, %v411) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v413 = util.global.load @p17 : tensor<64x160xi8>
    %v414 = util.global.load @p18 : tensor<64xf32>
    %v415 = "stablehlo.abs"(%v412) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v416 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v417 = "stablehlo.reduce"(%v415, %v416) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v418 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v419 = "stablehlo.divide"(%v417, %v418) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v420 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v421 = "stablehlo.maximum"(%v419, %v420) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v422 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v423 = "stablehlo.divide"(%v412, %v422) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v424 = "stablehlo.round_nearest_even"(%v423) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v425 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v426 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v427 = "stablehlo.maximum"(%v424, %v425) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v428 = "stablehlo.minimum"(%v427, %v426) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v429 = "stablehlo.convert"(%v428) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v430 = "stablehlo.convert"(%v429) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v431 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v432 = "stablehlo.multiply"(%v430, %v431) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v433 = "stablehlo.subtract"(%v412, %v432) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v434 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v435 = "stablehlo.divide"(%v421, %v434) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v436 = "stablehlo.broadcast_in_dim"(%v435) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v437 = "stablehlo.divide"(%v433, %v436) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v438 = "stablehlo.round_nearest_even"(%v437) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v439 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v440 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v441 = "stablehlo.maximum"(%v438, %v439) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v442 = "stablehlo.minimum"(%v441, %v440) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v443 = "stablehlo.convert"(%v442) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v444 = "stablehlo.concatenate"(%v429, %v443) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v445 = tensor.empty() : tensor<4x64xi32>
    %v446 = arith.constant 0 : i32
    %v447 = linalg.fill ins(%v446 : i32) outs(%v445 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v448 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v444, %v413 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v447 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v449 = "stablehlo.convert"(%v448) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v450 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v451 = "stablehlo.slice"(%v449) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v453 = "stablehlo.multiply"(%v451, %v452) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v454 = "stablehlo.multiply"(%v453, %v450) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v455 = "stablehlo.slice"(%v449) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v456 = "stablehlo.broadcast_in_dim"(%v435) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v457 = "stablehlo.multiply"(%v455, %v456) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v458 = "stablehlo.multiply"(%v457, %v450) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v459 = "stablehlo.add"(%v454, %v458) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v460 = "stablehlo.add"(%v301, %v459) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v461 = "stablehlo.transpose"(%v219) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v462 = "stablehlo.reshape"(%v461) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v463 = "stablehlo.transpose"(%v220) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v464 = "stablehlo.reshape"(%v463) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v465 = util.global.load @p19 : tensor<64xbf16>
    %v466 = "stablehlo.multiply"(%v460, %v460) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v467 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v468 = "stablehlo.reduce"(%v466, %v467) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v469 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v470 = "stablehlo.multiply"(%v468, %v469) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v471 = "stablehlo.broadcast_in_dim"(%v470) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v472 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v473 = "stablehlo.add"(%v471, %v472) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v474 = "stablehlo.rsqrt"(%v473) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v475 = "stablehlo.multiply"(%v460, %v474) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v476 = "stablehlo.convert"(%v465) : (tensor<64xbf16>) -> tensor<64xf32>
    %v477 = "stablehlo.broadcast_in_dim"(%v476) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v478 = "stablehlo.multiply"(%v475, %v477) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v479 = util.global.load @p21 : tensor<64x64xi8>
    %v480 = util.global.load @p22 : tensor<64xf32>
    %v481 = util.global.load @p23 : tensor<64xbf16>
    %v482 = "stablehlo.abs"(%v478) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v483 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v484 = "stablehlo.reduce"(%v482, %v483) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v485 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v486 = "stablehlo.divide"(%v484, %v485) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v487 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v488 = "stablehlo.maximum"(%v486, %v487) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v489 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v490 = "stablehlo.divide"(%v478, %v489) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v491 = "stablehlo.round_nearest_even"(%v490) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v492 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v493 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v494 = "stablehlo.maximum"(%v491, %v492) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v495 = "stablehlo.minimum"(%v494, %v493) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v496 = "stablehlo.convert"(%v495) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v497 = "stablehlo.convert"(%v496) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v498 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v499 = "stablehlo.multiply"(%v497, %v498) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v500 = "stablehlo.subtract"(%v478, %v499) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v501 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v502 = "stablehlo.divide"(%v488, %v501) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v503 = "stablehlo.broadcast_in_dim"(%v502) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v504 = "stablehlo.divide"(%v500, %v503) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v505 = "stablehlo.round_nearest_even"(%v504) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v506 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v507 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v508 = "stablehlo.maximum"(%v505, %v506) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v509 = "stablehlo.minimum"(%v508, %v507) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v510 = "stablehlo.convert"(%v509) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v511 = "stablehlo.concatenate"(%v496, %v510) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v512 = tensor.empty() : tensor<4x64xi32>
    %v513 = arith.constant 0 : i32
    %v514 = linalg.fill ins(%v513 : i32) outs(%v512 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v515 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v511, %v479 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v514 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v516 = "stablehlo.convert"(%v515) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v517 = "stablehlo.broadcast_in_dim"(%v480) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v518 = "stablehlo.slice"(%v516) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v519 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v520 = "stablehlo.multiply"(%v518, %v519) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v521 = "stablehlo.multiply"(%v520, %v517) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v522 = "stablehlo.slice"(%v516) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v523 = "stablehlo.broadcast_in_dim"(%v502) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v524 = "stablehlo.multiply"(%v522, %v523) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v525 = "stablehlo.multiply"(%v524, %v517) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v526 = "stablehlo.add"(%v521, %v525) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v527 = "stablehlo.convert"(%v481) : (tensor<64xbf16>) -> tensor<64xf32>
    %v528 = "stablehlo.broadcast_in_dim"(%v527) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v529 = "stablehlo.add"(%v526, %v528) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v530 = "stablehlo.reshape"(%v529) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v531 = util.global.load @p24 : tensor<16x64xi8>
    %v532 = util.global.load @p25 : tensor<16xf32>
    %v533 = util.global.load @p26 : tensor<16xbf16>
    %v534 = "stablehlo.abs"(%v478) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v535 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v536 = "stablehlo.reduce"(%v534, %v535) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v537 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v538 = "stablehlo.divide"(%v536, %v537) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v539 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v540 = "stablehlo.maximum"(%v538, %v539) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v541 = "stablehlo.broadcast_in_dim"(%v540) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v542 = "stablehlo.divide"(%v478, %v541) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v543 = "stablehlo.round_nearest_even"(%v542) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v544 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v545 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v546 = "stablehlo.maximum"(%v543, %v544) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v547 = "stablehlo.minimum"(%v546, %v545) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v548 = "stablehlo.convert"(%v547) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v549 = "stablehlo.convert"(%v548) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v550 = "stablehlo.broadcast_in_dim"(%v540) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v551 = "stablehlo.multiply"(%v549, %v550) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v552 = "stablehlo.subtract"(%v478, %v551) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v553 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v554 = "stablehlo.divide"(%v540, %v553) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v555 = "stablehlo.broadcast_in_dim"(%v554) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v556 = "stablehlo.divide"(%v552, %v555) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v557 = "stablehlo.round_nearest_even"(%v556) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v558 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v559 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v560 = "stablehlo.maximum"(%v557, %v558) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v561 = "stablehlo.minimum"(%v560, %v559) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v562 = "stablehlo.convert"(%v561) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v563 = "stablehlo.concatenate"(%v548, %v562) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v564 = tensor.empty() : tensor<4x16xi32>
    %v565 = arith.constant 0 : i32
    %v566 = linalg.fill ins(%v565 : i32) outs(%v564 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v567 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v563, %v531 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v566 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v568 = "stablehlo.convert"(%v567) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v569 = "stablehlo.broadcast_in_dim"(%v532) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v570 = "stablehlo.slice"(%v568) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v571 = "stablehlo.broadcast_in_dim"(%v540) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v572 = "stablehlo.multiply"(%v570, %v571) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v573 = "stablehlo.multiply"(%v572, %v569) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v574 = "stablehlo.slice"(%v568) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v575 = "stablehlo.broadcast_in_dim"(%v554) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v576 = "stablehlo.multiply"(%v574, %v575) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v577 = "stablehlo.multiply"(%v576, %v569) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v578 = "stablehlo.add"(%v573, %v577) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v579 = "stablehlo.convert"(%v533) : (tensor<16xbf16>) -> tensor<16xf32>
    %v580 = "stablehlo.broadcast_in_dim"(%v579) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v581 = "stablehlo.add"(%v578, %v580) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v582 = "stablehlo.reshape"(%v581) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v583 = util.global.load @p27 : tensor<16x64xi8>
    %v584 = util.global.load @p28 : tensor<16xf32>
    %v585 = util.global.load @p29 : tensor<16xbf16>
    %v586 = "stablehlo.abs"(%v478) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v587 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v588 = "stablehlo.reduce"(%v586, %v587) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v589 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v590 = "stablehlo.divide"(%v588, %v589) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v591 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v592 = "stablehlo.maximum"(%v590, %v591) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v593 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v594 = "stablehlo.divide"(%v478, %v593) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v595 = "stablehlo.round_nearest_even"(%v594) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v596 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v597 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v598 = "stablehlo.maximum"(%v595, %v596) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v599 = "stablehlo.minimum"(%v598, %v597) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v600 = "stablehlo.convert"(%v599) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v601 = "stablehlo.convert"(%v600) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v603 = "stablehlo.multiply"(%v601, %v602) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v604 = "stablehlo.subtract"(%v478, %v603) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v605 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v606 = "stablehlo.divide"(%v592, %v605) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v607 = "stablehlo.broadcast_in_dim"(%v606) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v608 = "stablehlo.divide"(%v604, %v607) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v609 = "stablehlo.round_nearest_even"(%v608) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v610 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v611 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v612 = "stablehlo.maximum"(%v609, %v610) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v613 = "stablehlo.minimum"(%v612, %v611) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v614 = "stablehlo.convert"(%v613) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v615 = "stablehlo.concatenate"(%v600, %v614) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v616 = tensor.empty() : tensor<4x16xi32>
    %v617 = arith.constant 0 : i32
    %v618 = linalg.fill ins(%v617 : i32) outs(%v616 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v619 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v615, %v583 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v618 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v620 = "stablehlo.convert"(%v619) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v621 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v622 = "stablehlo.slice"(%v620) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v623 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v624 = "stablehlo.multiply"(%v622, %v623) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v625 = "stablehlo.multiply"(%v624, %v621) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v626 = "stablehlo.slice"(%v620) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v627 = "stablehlo.broadcast_in_dim"(%v606) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v628 = "stablehlo.multiply"(%v626, %v627) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v629 = "stablehlo.multiply"(%v628, %v621) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v630 = "stablehlo.add"(%v625, %v629) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v631 = "stablehlo.convert"(%v585) : (tensor<16xbf16>) -> tensor<16xf32>
    %v632 = "stablehlo.broadcast_in_dim"(%v631) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v633 = "stablehlo.add"(%v630, %v632) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v634 = "stablehlo.reshape"(%v633) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v635 = "stablehlo.slice"(%v530) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v636 = "stablehlo.slice"(%v530) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v637 = "stablehlo.negate"(%v636) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v638 = "stablehlo.concatenate"(%v637, %v635) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v639 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v640 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v641 = "stablehlo.multiply"(%v530, %v639) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v642 = "stablehlo.multiply"(%v638, %v640) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v643 = "stablehlo.add"(%v641, %v642) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v644 = "stablehlo.slice"(%v582) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v645 = "stablehlo.slice"(%v582) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v646 = "stablehlo.negate"(%v645) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v647 = "stablehlo.concatenate"(%v646, %v644) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v648 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v649 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v650 = "stablehlo.multiply"(%v582, %v648) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v651 = "stablehlo.multiply"(%v647, %v649) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v652 = "stablehlo.add"(%v650, %v651) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v653 = "stablehlo.reshape"(%v643) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v654 = "stablehlo.convert"(%v653) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v655 = "stablehlo.convert"(%v652) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v656 = "stablehlo.convert"(%v634) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v657 = "stablehlo.dot_general"(%v654, %v655) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v658 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v659 = "stablehlo.select"(%v20, %v657, %v658) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v660 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v661 = "stablehlo.reshape"(%v660) : (tensor<1xi32>) -> tensor<i32>
    %v662 = "stablehlo.dynamic_slice"(%arg9, %v661, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v663 = "stablehlo.reshape"(%v662) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v664 = "stablehlo.dot_general"(%v654, %v663) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x2x4x128xf32>
    %v665 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v666 = "stablehlo.select"(%v27, %v664, %v665) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v667 = "stablehlo.dynamic_slice"(%arg10, %v661, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v668 = "stablehlo.reshape"(%v667) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v669 = "stablehlo.concatenate"(%v666, %v659) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v670 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v671 = "stablehlo.multiply"(%v669, %v670) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v672 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v673 = "stablehlo.reduce"(%v671, %v672) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v674 = "stablehlo.broadcast_in_dim"(%v673) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v675 = "stablehlo.subtract"(%v671, %v674) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v676 = "stablehlo.exponential"(%v675) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v677 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v678 = "stablehlo.reduce"(%v676, %v677) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v679 = "stablehlo.broadcast_in_dim"(%v678) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v680 = "stablehlo.divide"(%v676, %v679) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v681 = "stablehlo.slice"(%v680) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v682 = "stablehlo.convert"(%v681) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v683 = "stablehlo.dot_general"(%v682, %v656) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v684 = "stablehlo.slice"(%v680) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v685 = "stablehlo.convert"(%v684) : (tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xbf16>
    %v686 = "stablehlo.dot_general"(%v685, %v668) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x2x4x16xf32>
    %v687 = "stablehlo.add"(%v683, %v686) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v688 = "stablehlo.transpose"(%v687) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v689 = "stablehlo.reshape"(%v688) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v690 = util.global.load @p30 : tensor<64x64xi8>
    %v691 = util.global.load @p31 : tensor<64xf32>
    %v692 = "stablehlo.abs"(%v689) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v693 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v694 = "stablehlo.reduce"(%v692, %v693) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v695 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v696 = "stablehlo.divide"(%v694, %v695) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v697 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v698 = "stablehlo.maximum"(%v696, %v697) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v699 = "stablehlo.broadcast_in_dim"(%v698) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v700 = "stablehlo.divide"(%v689, %v699) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v701 = "stablehlo.round_nearest_even"(%v700) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v702 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v703 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v704 = "stablehlo.maximum"(%v701, %v702) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v705 = "stablehlo.minimum"(%v704, %v703) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v706 = "stablehlo.convert"(%v705) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v707 = "stablehlo.convert"(%v706) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v708 = "stablehlo.broadcast_in_dim"(%v698) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v709 = "stablehlo.multiply"(%v707, %v708) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v710 = "stablehlo.subtract"(%v689, %v709) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v711 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v712 = "stablehlo.divide"(%v698, %v711) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v713 = "stablehlo.broadcast_in_dim"(%v712) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v714 = "stablehlo.divide"(%v710, %v713) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v715 = "stablehlo.round_nearest_even"(%v714) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v716 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v717 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v718 = "stablehlo.maximum"(%v715, %v716) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v719 = "stablehlo.minimum"(%v718, %v717) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v720 = "stablehlo.convert"(%v719) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v721 = "stablehlo.concatenate"(%v706, %v720) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v722 = tensor.empty() : tensor<4x64xi32>
    %v723 = arith.constant 0 : i32
    %v724 = linalg.fill ins(%v723 : i32) outs(%v722 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v725 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v721, %v690 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v724 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v726 = "stablehlo.convert"(%v725) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v727 = "stablehlo.broadcast_in_dim"(%v691) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v728 = "stablehlo.slice"(%v726) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v729 = "stablehlo.broadcast_in_dim"(%v698) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v730 = "stablehlo.multiply"(%v728, %v729) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v731 = "stablehlo.multiply"(%v730, %v727) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v732 = "stablehlo.slice"(%v726) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v733 = "stablehlo.broadcast_in_dim"(%v712) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v734 = "stablehlo.multiply"(%v732, %v733) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v735 = "stablehlo.multiply"(%v734, %v727) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v736 = "stablehlo.add"(%v731, %v735) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v737 = "stablehlo.add"(%v460, %v736) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v738 = util.global.load @p20 : tensor<64xbf16>
    %v739 = "stablehlo.multiply"(%v737, %v737) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v740 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v741 = "stablehlo.reduce"(%v739, %v740) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v742 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v743 = "stablehlo.multiply"(%v741, %v742) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v744 = "stablehlo.broadcast_in_dim"(%v743) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v745 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v746 = "stablehlo.add"(%v744, %v745) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v747 = "stablehlo.rsqrt"(%v746) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v748 = "stablehlo.multiply"(%v737, %v747) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v749 = "stablehlo.convert"(%v738) : (tensor<64xbf16>) -> tensor<64xf32>
    %v750 = "stablehlo.broadcast_in_dim"(%v749) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v751 = "stablehlo.multiply"(%v748, %v750) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v752 = util.global.load @p32 : tensor<160x64xi8>
    %v753 = util.global.load @p33 : tensor<160xf32>
    %v754 = "stablehlo.abs"(%v751) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v755 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v756 = "stablehlo.reduce"(%v754, %v755) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v757 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v758 = "stablehlo.divide"(%v756, %v757) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v759 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v760 = "stablehlo.maximum"(%v758, %v759) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v761 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v762 = "stablehlo.divide"(%v751, %v761) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v763 = "stablehlo.round_nearest_even"(%v762) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v764 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v765 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v766 = "stablehlo.maximum"(%v763, %v764) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v767 = "stablehlo.minimum"(%v766, %v765) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v768 = "stablehlo.convert"(%v767) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v769 = "stablehlo.convert"(%v768) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v770 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v771 = "stablehlo.multiply"(%v769, %v770) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v772 = "stablehlo.subtract"(%v751, %v771) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v773 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v774 = "stablehlo.divide"(%v760, %v773) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v775 = "stablehlo.broadcast_in_dim"(%v774) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v776 = "stablehlo.divide"(%v772, %v775) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v777 = "stablehlo.round_nearest_even"(%v776) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v778 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v779 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v780 = "stablehlo.maximum"(%v777, %v778) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v781 = "stablehlo.minimum"(%v780, %v779) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v782 = "stablehlo.convert"(%v781) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v783 = "stablehlo.concatenate"(%v768, %v782) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v784 = tensor.empty() : tensor<4x160xi32>
    %v785 = arith.constant 0 : i32
    %v786 = linalg.fill ins(%v785 : i32) outs(%v784 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v787 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v783, %v752 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v786 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v788 = "stablehlo.convert"(%v787) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v789 = "stablehlo.broadcast_in_dim"(%v753) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v790 = "stablehlo.slice"(%v788) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v791 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v792 = "stablehlo.multiply"(%v790, %v791) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v793 = "stablehlo.multiply"(%v792, %v789) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v794 = "stablehlo.slice"(%v788) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v795 = "stablehlo.broadcast_in_dim"(%v774) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v796 = "stablehlo.multiply"(%v794, %v795) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v797 = "stablehlo.multiply"(%v796, %v789) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v798 = "stablehlo.add"(%v793, %v797) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v799 = "stablehlo.logistic"(%v798) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v800 = "stablehlo.multiply"(%v798, %v799) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v801 = util.global.load @p34 : tensor<160x64xi8>
    %v802 = util.global.load @p35 : tensor<160xf32>
    %v803 = "stablehlo.abs"(%v751) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v804 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v805 = "stablehlo.reduce"(%v803, %v804) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v806 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v807 = "stablehlo.divide"(%v805, %v806) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v808 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v809 = "stablehlo.maximum"(%v807, %v808) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v810 = "stablehlo.broadcast_in_dim"(%v809) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v811 = "stablehlo.divide"(%v751, %v810) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v812 = "stablehlo.round_nearest_even"(%v811) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v813 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v814 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v815 = "stablehlo.maximum"(%v812, %v813) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v816 = "stablehlo.minimum"(%v815, %v814) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v817 = "stablehlo.convert"(%v816) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v818 = "stablehlo.convert"(%v817) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v819 = "stablehlo.broadcast_in_dim"(%v809) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v820 = "stablehlo.multiply"(%v818, %v819) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v821 = "stablehlo.subtract"(%v751, %v820) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v822 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v823 = "stablehlo.divide"(%v809, %v822) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v824 = "stablehlo.broadcast_in_dim"(%v823) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v825 = "stablehlo.divide"(%v821, %v824) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v826 = "stablehlo.round_nearest_even"(%v825) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v827 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v828 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v829 = "stablehlo.maximum"(%v826, %v827) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v830 = "stablehlo.minimum"(%v829, %v828) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v831 = "stablehlo.convert"(%v830) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v832 = "stablehlo.concatenate"(%v817, %v831) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v833 = tensor.empty() : tensor<4x160xi32>
    %v834 = arith.constant 0 : i32
    %v835 = linalg.fill ins(%v834 : i32) outs(%v833 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v836 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v832, %v801 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v835 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v837 = "stablehlo.convert"(%v836) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v838 = "stablehlo.broadcast_in_dim"(%v802) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v839 = "stablehlo.slice"(%v837) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v840 = "stablehlo.broadcast_in_dim"(%v809) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v841 = "stablehlo.multiply"(%v839, %v840) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v842 = "stablehlo.multiply"(%v841, %v838) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v843 = "stablehlo.slice"(%v837) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v844 = "stablehlo.broadcast_in_dim"(%v823) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v845 = "stablehlo.multiply"(%v843, %v844) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v846 = "stablehlo.multiply"(%v845, %v838) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v847 = "stablehlo.add"(%v842, %v846) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v848 = "stablehlo.multiply"(%v800, %v847) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v849 = util.global.load @p36 : tensor<64x160xi8>
    %v850 = util.global.load @p37 : tensor<64xf32>
    %v851 = "stablehlo.abs"(%v848) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v852 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v853 = "stablehlo.reduce"(%v851, %v852) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v854 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v855 = "stablehlo.divide"(%v853, %v854) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v856 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v857 = "stablehlo.maximum"(%v855, %v856) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v858 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v859 = "stablehlo.divide"(%v848, %v858) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v860 = "stablehlo.round_nearest_even"(%v859) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v861 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v862 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v863 = "stablehlo.maximum"(%v860, %v861) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v864 = "stablehlo.minimum"(%v863, %v862) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v865 = "stablehlo.convert"(%v864) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v866 = "stablehlo.convert"(%v865) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v867 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v868 = "stablehlo.multiply"(%v866, %v867) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v869 = "stablehlo.subtract"(%v848, %v868) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v870 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v871 = "stablehlo.divide"(%v857, %v870) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v872 = "stablehlo.broadcast_in_dim"(%v871) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v873 = "stablehlo.divide"(%v869, %v872) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v874 = "stablehlo.round_nearest_even"(%v873) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v875 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v876 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v877 = "stablehlo.maximum"(%v874, %v875) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v878 = "stablehlo.minimum"(%v877, %v876) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v879 = "stablehlo.convert"(%v878) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v880 = "stablehlo.concatenate"(%v865, %v879) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v881 = tensor.empty() : tensor<4x64xi32>
    %v882 = arith.constant 0 : i32
    %v883 = linalg.fill ins(%v882 : i32) outs(%v881 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v884 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v880, %v849 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v883 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v885 = "stablehlo.convert"(%v884) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v886 = "stablehlo.broadcast_in_dim"(%v850) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v887 = "stablehlo.slice"(%v885) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v888 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v889 = "stablehlo.multiply"(%v887, %v888) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v890 = "stablehlo.multiply"(%v889, %v886) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v891 = "stablehlo.slice"(%v885) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v892 = "stablehlo.broadcast_in_dim"(%v871) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v893 = "stablehlo.multiply"(%v891, %v892) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v894 = "stablehlo.multiply"(%v893, %v886) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v895 = "stablehlo.add"(%v890, %v894) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v896 = "stablehlo.add"(%v737, %v895) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v897 = "stablehlo.transpose"(%v655) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v898 = "stablehlo.reshape"(%v897) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v899 = "stablehlo.transpose"(%v656) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v900 = "stablehlo.reshape"(%v899) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v901 = "stablehlo.concatenate"(%v462, %v898) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v902 = "stablehlo.concatenate"(%v464, %v900) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v903 = "stablehlo.dynamic_slice"(%v896, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v904 = util.global.load @p41 : tensor<64xbf16>
    %v905 = "stablehlo.multiply"(%v903, %v903) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v906 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v907 = "stablehlo.reduce"(%v905, %v906) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v908 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v909 = "stablehlo.multiply"(%v907, %v908) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v910 = "stablehlo.broadcast_in_dim"(%v909) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v911 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v912 = "stablehlo.add"(%v910, %v911) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v913 = "stablehlo.rsqrt"(%v912) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v914 = "stablehlo.multiply"(%v903, %v913) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v915 = "stablehlo.convert"(%v904) : (tensor<64xbf16>) -> tensor<64xf32>
    %v916 = "stablehlo.broadcast_in_dim"(%v915) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v917 = "stablehlo.multiply"(%v914, %v916) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v918 = util.global.load @p39 : tensor<151936x64xi8>
    %v919 = util.global.load @p40 : tensor<151936xf32>
    %v920 = "stablehlo.abs"(%v917) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v921 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v922 = "stablehlo.reduce"(%v920, %v921) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v923 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v924 = "stablehlo.divide"(%v922, %v923) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v925 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v926 = "stablehlo.maximum"(%v924, %v925) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v927 = "stablehlo.broadcast_in_dim"(%v926) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v928 = "stablehlo.divide"(%v917, %v927) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v929 = "stablehlo.round_nearest_even"(%v928) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v930 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v931 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v932 = "stablehlo.maximum"(%v929, %v930) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v933 = "stablehlo.minimum"(%v932, %v931) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v934 = "stablehlo.convert"(%v933) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v935 = "stablehlo.convert"(%v934) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v936 = "stablehlo.broadcast_in_dim"(%v926) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v937 = "stablehlo.multiply"(%v935, %v936) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v938 = "stablehlo.subtract"(%v917, %v937) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v939 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v940 = "stablehlo.divide"(%v926, %v939) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v941 = "stablehlo.broadcast_in_dim"(%v940) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v942 = "stablehlo.divide"(%v938, %v941) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v943 = "stablehlo.round_nearest_even"(%v942) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v944 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v945 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v946 = "stablehlo.maximum"(%v943, %v944) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v947 = "stablehlo.minimum"(%v946, %v945) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v948 = "stablehlo.convert"(%v947) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v949 = "stablehlo.concatenate"(%v934, %v948) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v950 = tensor.empty() : tensor<2x151936xi32>
    %v951 = arith.constant 0 : i32
    %v952 = linalg.fill ins(%v951 : i32) outs(%v950 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v953 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v949, %v918 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v952 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v954 = "stablehlo.convert"(%v953) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v955 = "stablehlo.broadcast_in_dim"(%v919) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v956 = "stablehlo.slice"(%v954) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v957 = "stablehlo.broadcast_in_dim"(%v926) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v958 = "stablehlo.multiply"(%v956, %v957) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v959 = "stablehlo.multiply"(%v958, %v955) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v960 = "stablehlo.slice"(%v954) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v961 = "stablehlo.broadcast_in_dim"(%v940) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v962 = "stablehlo.multiply"(%v960, %v961) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v963 = "stablehlo.multiply"(%v962, %v955) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v964 = "stablehlo.add"(%v959, %v963) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v964, %v896, %v901, %v902 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
  }
  func.func @head_c2(%arg0: tensor<2x64xf32>) -> (tensor<2x151936xf32>) {
    %v1 = util.global.load @p41 : tensor<64xbf16>
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
    %v15 = util.global.load @p39 : tensor<151936x64xi8>
    %v16 = util.global.load @p40 : tensor<151936xf32>
    %v17 = "stablehlo.abs"(%v14) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%v17, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v20 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v21 = "stablehlo.divide"(%v19, %v20) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v22 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v23 = "stablehlo.maximum"(%v21, %v22) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v24 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v25 = "stablehlo.divide"(%v14, %v24) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v26 = "stablehlo.round_nearest_even"(%v25) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v27 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v28 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v29 = "stablehlo.maximum"(%v26, %v27) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v30 = "stablehlo.minimum"(%v29, %v28) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v31 = "stablehlo.convert"(%v30) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v32 = "stablehlo.convert"(%v31) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v33 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v34 = "stablehlo.multiply"(%v32, %v33) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v35 = "stablehlo.subtract"(%v14, %v34) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v36 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v37 = "stablehlo.divide"(%v23, %v36) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v39 = "stablehlo.divide"(%v35, %v38) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v40 = "stablehlo.round_nearest_even"(%v39) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v41 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v42 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v43 = "stablehlo.maximum"(%v40, %v41) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v44 = "stablehlo.minimum"(%v43, %v42) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v45 = "stablehlo.convert"(%v44) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v46 = "stablehlo.concatenate"(%v31, %v45) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v47 = tensor.empty() : tensor<4x151936xi32>
    %v48 = arith.constant 0 : i32
    %v49 = linalg.fill ins(%v48 : i32) outs(%v47 : tensor<4x151936xi32>) -> tensor<4x151936xi32>
    %v50 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v46, %v15 : tensor<4x64xi8>, tensor<151936x64xi8>) outs(%v49 : tensor<4x151936xi32>) {iree.opt.data_tiling} -> tensor<4x151936xi32>
    %v51 = "stablehlo.convert"(%v50) : (tensor<4x151936xi32>) -> tensor<4x151936xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v53 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v54 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v55 = "stablehlo.multiply"(%v53, %v54) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v56 = "stablehlo.multiply"(%v55, %v52) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v57 = "stablehlo.slice"(%v51) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v59 = "stablehlo.multiply"(%v57, %v58) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v60 = "stablehlo.multiply"(%v59, %v52) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v61 = "stablehlo.add"(%v56, %v60) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v61 : tensor<2x151936xf32>
  }
  func.func @kv_write_c2(%arg0: tensor<2x1x16x?xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x2xbf16>, %arg3: tensor<2x1x2x16xbf16>, %arg4: tensor<i32>) -> (tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = tensor.extract %v1[] : tensor<i32>
    %v3 = arith.index_cast %v2 : i32 to index
    %v4 = tensor.extract %v1[] : tensor<i32>
    %v5 = arith.index_cast %v4 : i32 to index
    %v6 = tensor.extract %v1[] : tensor<i32>
    %v7 = arith.index_cast %v6 : i32 to index
    %v8 = tensor.extract %arg4[] : tensor<i32>
    %v9 = arith.index_cast %v8 : i32 to index
    %v10 = tensor.insert_slice %arg2 into %arg0[%v3, %v5, %v7, %v9] [2, 1, 16, 2] [1, 1, 1, 1] : tensor<2x1x16x2xbf16> into tensor<2x1x16x?xbf16>
    %v11 = tensor.extract %v1[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.extract %v1[] : tensor<i32>
    %v14 = arith.index_cast %v13 : i32 to index
    %v15 = tensor.extract %arg4[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.insert_slice %arg3 into %arg1[%v12, %v14, %v16, %v18] [2, 1, 2, 16] [1, 1, 1, 1] : tensor<2x1x2x16xbf16> into tensor<2x1x?x16xbf16>
    return %v10, %v19 : tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>
  }
  func.func @prefill_c16_w0(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>) {
    %v1 = util.global.load @p38 : tensor<151936x64xbf16>
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
    %v36 = util.global.load @p2 : tensor<64x64xi8>
    %v37 = util.global.load @p3 : tensor<64xf32>
    %v38 = util.global.load @p4 : tensor<64xbf16>
    %v39 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v41 = "stablehlo.reduce"(%v39, %v40) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v42 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v43 = "stablehlo.divide"(%v41, %v42) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v44 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v45 = "stablehlo.maximum"(%v43, %v44) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v46 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v47 = "stablehlo.divide"(%v35, %v46) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v48 = "stablehlo.round_nearest_even"(%v47) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v49 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v50 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v51 = "stablehlo.maximum"(%v48, %v49) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v52 = "stablehlo.minimum"(%v51, %v50) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v53 = "stablehlo.convert"(%v52) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v54 = "stablehlo.convert"(%v53) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v56 = "stablehlo.multiply"(%v54, %v55) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v57 = "stablehlo.subtract"(%v35, %v56) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v58 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v59 = "stablehlo.divide"(%v45, %v58) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v61 = "stablehlo.divide"(%v57, %v60) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v62 = "stablehlo.round_nearest_even"(%v61) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v63 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v64 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v65 = "stablehlo.maximum"(%v62, %v63) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v66 = "stablehlo.minimum"(%v65, %v64) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v67 = "stablehlo.convert"(%v66) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v68 = "stablehlo.concatenate"(%v53, %v67) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v69 = tensor.empty() : tensor<32x64xi32>
    %v70 = arith.constant 0 : i32
    %v71 = linalg.fill ins(%v70 : i32) outs(%v69 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v68, %v36 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v71 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v73 = "stablehlo.convert"(%v72) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v75 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v77 = "stablehlo.multiply"(%v75, %v76) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v78 = "stablehlo.multiply"(%v77, %v74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v79 = "stablehlo.slice"(%v73) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v81 = "stablehlo.multiply"(%v79, %v80) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v82 = "stablehlo.multiply"(%v81, %v74) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v83 = "stablehlo.add"(%v78, %v82) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v84 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v84) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v86 = "stablehlo.add"(%v83, %v85) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v87 = "stablehlo.reshape"(%v86) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v88 = util.global.load @p5 : tensor<16x64xi8>
    %v89 = util.global.load @p6 : tensor<16xf32>
    %v90 = util.global.load @p7 : tensor<16xbf16>
    %v91 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v93 = "stablehlo.reduce"(%v91, %v92) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v94 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v95 = "stablehlo.divide"(%v93, %v94) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v96 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v97 = "stablehlo.maximum"(%v95, %v96) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v99 = "stablehlo.divide"(%v35, %v98) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v100 = "stablehlo.round_nearest_even"(%v99) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v101 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v102 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v103 = "stablehlo.maximum"(%v100, %v101) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v104 = "stablehlo.minimum"(%v103, %v102) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v105 = "stablehlo.convert"(%v104) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v106 = "stablehlo.convert"(%v105) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v108 = "stablehlo.multiply"(%v106, %v107) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v109 = "stablehlo.subtract"(%v35, %v108) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v110 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v111 = "stablehlo.divide"(%v97, %v110) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v113 = "stablehlo.divide"(%v109, %v112) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v114 = "stablehlo.round_nearest_even"(%v113) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v115 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v116 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v117 = "stablehlo.maximum"(%v114, %v115) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v118 = "stablehlo.minimum"(%v117, %v116) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v119 = "stablehlo.convert"(%v118) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v120 = "stablehlo.concatenate"(%v105, %v119) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v121 = tensor.empty() : tensor<32x16xi32>
    %v122 = arith.constant 0 : i32
    %v123 = linalg.fill ins(%v122 : i32) outs(%v121 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v124 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v120, %v88 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v123 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v125 = "stablehlo.convert"(%v124) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v127 = "stablehlo.slice"(%v125) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v129 = "stablehlo.multiply"(%v127, %v128) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v130 = "stablehlo.multiply"(%v129, %v126) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v131 = "stablehlo.slice"(%v125) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v132 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v133 = "stablehlo.multiply"(%v131, %v132) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v134 = "stablehlo.multiply"(%v133, %v126) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v135 = "stablehlo.add"(%v130, %v134) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v136 = "stablehlo.convert"(%v90) : (tensor<16xbf16>) -> tensor<16xf32>
    %v137 = "stablehlo.broadcast_in_dim"(%v136) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v138 = "stablehlo.add"(%v135, %v137) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v140 = util.global.load @p8 : tensor<16x64xi8>
    %v141 = util.global.load @p9 : tensor<16xf32>
    %v142 = util.global.load @p10 : tensor<16xbf16>
    %v143 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v145 = "stablehlo.reduce"(%v143, %v144) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v146 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v147 = "stablehlo.divide"(%v145, %v146) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v148 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v149 = "stablehlo.maximum"(%v147, %v148) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v151 = "stablehlo.divide"(%v35, %v150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v152 = "stablehlo.round_nearest_even"(%v151) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v153 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v154 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v155 = "stablehlo.maximum"(%v152, %v153) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v156 = "stablehlo.minimum"(%v155, %v154) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v157 = "stablehlo.convert"(%v156) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v158 = "stablehlo.convert"(%v157) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v160 = "stablehlo.multiply"(%v158, %v159) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v161 = "stablehlo.subtract"(%v35, %v160) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v162 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v163 = "stablehlo.divide"(%v149, %v162) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v164 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v165 = "stablehlo.divide"(%v161, %v164) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v166 = "stablehlo.round_nearest_even"(%v165) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v167 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v168 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v169 = "stablehlo.maximum"(%v166, %v167) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v170 = "stablehlo.minimum"(%v169, %v168) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v171 = "stablehlo.convert"(%v170) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v172 = "stablehlo.concatenate"(%v157, %v171) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v173 = tensor.empty() : tensor<32x16xi32>
    %v174 = arith.constant 0 : i32
    %v175 = linalg.fill ins(%v174 : i32) outs(%v173 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v176 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v172, %v140 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v175 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v177 = "stablehlo.convert"(%v176) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v141) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v179 = "stablehlo.slice"(%v177) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v181 = "stablehlo.multiply"(%v179, %v180) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v182 = "stablehlo.multiply"(%v181, %v178) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v183 = "stablehlo.slice"(%v177) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v186 = "stablehlo.multiply"(%v185, %v178) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v187 = "stablehlo.add"(%v182, %v186) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v188 = "stablehlo.convert"(%v142) : (tensor<16xbf16>) -> tensor<16xf32>
    %v189 = "stablehlo.broadcast_in_dim"(%v188) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v190 = "stablehlo.add"(%v187, %v189) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v191 = "stablehlo.reshape"(%v190) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v192 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v193 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v194 = "stablehlo.negate"(%v193) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v195 = "stablehlo.concatenate"(%v194, %v192) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v198 = "stablehlo.multiply"(%v87, %v196) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v199 = "stablehlo.multiply"(%v195, %v197) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v200 = "stablehlo.add"(%v198, %v199) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v201 = "stablehlo.slice"(%v139) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v202 = "stablehlo.slice"(%v139) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v203 = "stablehlo.negate"(%v202) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v204 = "stablehlo.concatenate"(%v203, %v201) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v207 = "stablehlo.multiply"(%v139, %v205) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v208 = "stablehlo.multiply"(%v204, %v206) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v209 = "stablehlo.add"(%v207, %v208) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v210 = "stablehlo.reshape"(%v200) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v211 = "stablehlo.convert"(%v210) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v212 = "stablehlo.convert"(%v209) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v213 = "stablehlo.convert"(%v191) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v214 = "stablehlo.dot_general"(%v211, %v212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v215 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v216 = "stablehlo.select"(%v20, %v214, %v215) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v217 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<1xi32>) -> tensor<i32>
    %v219 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v220 = "stablehlo.multiply"(%v216, %v219) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v221 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v222 = "stablehlo.reduce"(%v220, %v221) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v224 = "stablehlo.subtract"(%v220, %v223) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v225 = "stablehlo.exponential"(%v224) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v227 = "stablehlo.reduce"(%v225, %v226) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v229 = "stablehlo.divide"(%v225, %v228) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v230 = "stablehlo.slice"(%v229) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v231 = "stablehlo.convert"(%v230) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v232 = "stablehlo.dot_general"(%v231, %v213) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v233 = "stablehlo.transpose"(%v232) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v235 = util.global.load @p11 : tensor<64x64xi8>
    %v236 = util.global.load @p12 : tensor<64xf32>
    %v237 = "stablehlo.abs"(%v234) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v239 = "stablehlo.reduce"(%v237, %v238) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v240 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v241 = "stablehlo.divide"(%v239, %v240) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v242 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v243 = "stablehlo.maximum"(%v241, %v242) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v245 = "stablehlo.divide"(%v234, %v244) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v246 = "stablehlo.round_nearest_even"(%v245) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v247 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v248 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v249 = "stablehlo.maximum"(%v246, %v247) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v250 = "stablehlo.minimum"(%v249, %v248) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v251 = "stablehlo.convert"(%v250) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v252 = "stablehlo.convert"(%v251) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v254 = "stablehlo.multiply"(%v252, %v253) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v255 = "stablehlo.subtract"(%v234, %v254) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v256 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v257 = "stablehlo.divide"(%v243, %v256) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v258 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v259 = "stablehlo.divide"(%v255, %v258) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v260 = "stablehlo.round_nearest_even"(%v259) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v261 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v262 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v263 = "stablehlo.maximum"(%v260, %v261) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v264 = "stablehlo.minimum"(%v263, %v262) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v265 = "stablehlo.convert"(%v264) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v266 = "stablehlo.concatenate"(%v251, %v265) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v267 = tensor.empty() : tensor<32x64xi32>
    %v268 = arith.constant 0 : i32
    %v269 = linalg.fill ins(%v268 : i32) outs(%v267 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v270 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v266, %v235 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v269 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v271 = "stablehlo.convert"(%v270) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v272 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v273 = "stablehlo.slice"(%v271) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v275 = "stablehlo.multiply"(%v273, %v274) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v276 = "stablehlo.multiply"(%v275, %v272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v277 = "stablehlo.slice"(%v271) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v279 = "stablehlo.multiply"(%v277, %v278) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v280 = "stablehlo.multiply"(%v279, %v272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v281 = "stablehlo.add"(%v276, %v280) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v282 = "stablehlo.add"(%v8, %v281) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v283 = util.global.load @p1 : tensor<64xbf16>
    %v284 = "stablehlo.multiply"(%v282, %v282) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v286 = "stablehlo.reduce"(%v284, %v285) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v287 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v288 = "stablehlo.multiply"(%v286, %v287) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v289 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v290 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v291 = "stablehlo.add"(%v289, %v290) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v292 = "stablehlo.rsqrt"(%v291) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v293 = "stablehlo.multiply"(%v282, %v292) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v294 = "stablehlo.convert"(%v283) : (tensor<64xbf16>) -> tensor<64xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v294) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v296 = "stablehlo.multiply"(%v293, %v295) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v297 = util.global.load @p13 : tensor<160x64xi8>
    %v298 = util.global.load @p14 : tensor<160xf32>
    %v299 = "stablehlo.abs"(%v296) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v301 = "stablehlo.reduce"(%v299, %v300) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v303 = "stablehlo.divide"(%v301, %v302) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v304 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v305 = "stablehlo.maximum"(%v303, %v304) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v306 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v307 = "stablehlo.divide"(%v296, %v306) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v308 = "stablehlo.round_nearest_even"(%v307) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v309 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v310 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v311 = "stablehlo.maximum"(%v308, %v309) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v312 = "stablehlo.minimum"(%v311, %v310) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = "stablehlo.convert"(%v312) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v314 = "stablehlo.convert"(%v313) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v316 = "stablehlo.multiply"(%v314, %v315) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v317 = "stablehlo.subtract"(%v296, %v316) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v318 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v319 = "stablehlo.divide"(%v305, %v318) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v319) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v321 = "stablehlo.divide"(%v317, %v320) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v322 = "stablehlo.round_nearest_even"(%v321) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v323 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v324 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v325 = "stablehlo.maximum"(%v322, %v323) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v326 = "stablehlo.minimum"(%v325, %v324) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v327 = "stablehlo.convert"(%v326) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v328 = "stablehlo.concatenate"(%v313, %v327) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v329 = tensor.empty() : tensor<32x160xi32>
    %v330 = arith.constant 0 : i32
    %v331 = linalg.fill ins(%v330 : i32) outs(%v329 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v332 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v328, %v297 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v331 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v333 = "stablehlo.convert"(%v332) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v335 = "stablehlo.slice"(%v333) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v337 = "stablehlo.multiply"(%v335, %v336) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v338 = "stablehlo.multiply"(%v337, %v334) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v339 = "stablehlo.slice"(%v333) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v340 = "stablehlo.broadcast_in_dim"(%v319) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v341 = "stablehlo.multiply"(%v339, %v340) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v342 = "stablehlo.multiply"(%v341, %v334) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v343 = "stablehlo.add"(%v338, %v342) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v344 = "stablehlo.logistic"(%v343) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v345 = "stablehlo.multiply"(%v343, %v344) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v346 = util.global.load @p15 : tensor<160x64xi8>
    %v347 = util.global.load @p16 : tensor<160xf32>
    %v348 = "stablehlo.abs"(%v296) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v349 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v350 = "stablehlo.reduce"(%v348, %v349) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v351 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v352 = "stablehlo.divide"(%v350, %v351) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v353 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v354 = "stablehlo.maximum"(%v352, %v353) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v356 = "stablehlo.divide"(%v296, %v355) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v357 = "stablehlo.round_nearest_even"(%v356) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v358 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v359 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v360 = "stablehlo.maximum"(%v357, %v358) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v361 = "stablehlo.minimum"(%v360, %v359) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v362 = "stablehlo.convert"(%v361) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v363 = "stablehlo.convert"(%v362) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v364 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v365 = "stablehlo.multiply"(%v363, %v364) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v366 = "stablehlo.subtract"(%v296, %v365) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v367 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v368 = "stablehlo.divide"(%v354, %v367) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v369 = "stablehlo.broadcast_in_dim"(%v368) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v370 = "stablehlo.divide"(%v366, %v369) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v371 = "stablehlo.round_nearest_even"(%v370) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v372 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v373 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v374 = "stablehlo.maximum"(%v371, %v372) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v375 = "stablehlo.minimum"(%v374, %v373) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v376 = "stablehlo.convert"(%v375) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v377 = "stablehlo.concatenate"(%v362, %v376) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v378 = tensor.empty() : tensor<32x160xi32>
    %v379 = arith.constant 0 : i32
    %v380 = linalg.fill ins(%v379 : i32) outs(%v378 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v381 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v377, %v346 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v380 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v382 = "stablehlo.convert"(%v381) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v383 = "stablehlo.broadcast_in_dim"(%v347) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v384 = "stablehlo.slice"(%v382) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v385 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v386 = "stablehlo.multiply"(%v384, %v385) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v387 = "stablehlo.multiply"(%v386, %v383) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v388 = "stablehlo.slice"(%v382) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v389 = "stablehlo.broadcast_in_dim"(%v368) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v390 = "stablehlo.multiply"(%v388, %v389) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v391 = "stablehlo.multiply"(%v390, %v383) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v392 = "stablehlo.add"(%v387, %v391) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v393 = "stablehlo.multiply"(%v345, %v392) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v394 = util.global.load @p17 : tensor<64x160xi8>
    %v395 = util.global.load @p18 : tensor<64xf32>
    %v396 = "stablehlo.abs"(%v393) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v397 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v398 = "stablehlo.reduce"(%v396, %v397) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v399 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v400 = "stablehlo.divide"(%v398, %v399) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v401 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v402 = "stablehlo.maximum"(%v400, %v401) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v403 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v404 = "stablehlo.divide"(%v393, %v403) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v405 = "stablehlo.round_nearest_even"(%v404) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v406 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v407 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v408 = "stablehlo.maximum"(%v405, %v406) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v409 = "stablehlo.minimum"(%v408, %v407) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v410 = "stablehlo.convert"(%v409) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v411 = "stablehlo.convert"(%v410) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v412 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v413 = "stablehlo.multiply"(%v411, %v412) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v414 = "stablehlo.subtract"(%v393, %v413) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v415 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v416 = "stablehlo.divide"(%v402, %v415) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v418 = "stablehlo.divide"(%v414, %v417) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v419 = "stablehlo.round_nearest_even"(%v418) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v420 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v421 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v422 = "stablehlo.maximum"(%v419, %v420) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v423 = "stablehlo.minimum"(%v422, %v421) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v424 = "stablehlo.convert"(%v423) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v425 = "stablehlo.concatenate"(%v410, %v424) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v426 = tensor.empty() : tensor<32x64xi32>
    %v427 = arith.constant 0 : i32
    %v428 = linalg.fill ins(%v427 : i32) outs(%v426 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v429 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v425, %v394 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v428 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v430 = "stablehlo.convert"(%v429) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v431 = "stablehlo.broadcast_in_dim"(%v395) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v432 = "stablehlo.slice"(%v430) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v434 = "stablehlo.multiply"(%v432, %v433) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v435 = "stablehlo.multiply"(%v434, %v431) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v436 = "stablehlo.slice"(%v430) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v438 = "stablehlo.multiply"(%v436, %v437) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v439 = "stablehlo.multiply"(%v438, %v431) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v440 = "stablehlo.add"(%v435, %v439) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v441 = "stablehlo.add"(%v282, %v440) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v442 = "stablehlo.transpose"(%v212) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v443 = "stablehlo.reshape"(%v442) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v444 = "stablehlo.transpose"(%v213) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v445 = "stablehlo.reshape"(%v444) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v446 = util.global.load @p19 : tensor<64xbf16>
    %v447 = "stablehlo.multiply"(%v441, %v441) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v448 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v449 = "stablehlo.reduce"(%v447, %v448) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v450 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v451 = "stablehlo.multiply"(%v449, %v450) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v453 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v454 = "stablehlo.add"(%v452, %v453) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v455 = "stablehlo.rsqrt"(%v454) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v456 = "stablehlo.multiply"(%v441, %v455) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v457 = "stablehlo.convert"(%v446) : (tensor<64xbf16>) -> tensor<64xf32>
    %v458 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v459 = "stablehlo.multiply"(%v456, %v458) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v460 = util.global.load @p21 : tensor<64x64xi8>
    %v461 = util.global.load @p22 : tensor<64xf32>
    %v462 = util.global.load @p23 : tensor<64xbf16>
    %v463 = "stablehlo.abs"(%v459) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v464 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v465 = "stablehlo.reduce"(%v463, %v464) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v466 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v467 = "stablehlo.divide"(%v465, %v466) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v468 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v469 = "stablehlo.maximum"(%v467, %v468) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v470 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v471 = "stablehlo.divide"(%v459, %v470) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v472 = "stablehlo.round_nearest_even"(%v471) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v473 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v474 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v475 = "stablehlo.maximum"(%v472, %v473) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v476 = "stablehlo.minimum"(%v475, %v474) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v477 = "stablehlo.convert"(%v476) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v478 = "stablehlo.convert"(%v477) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v479 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v480 = "stablehlo.multiply"(%v478, %v479) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v481 = "stablehlo.subtract"(%v459, %v480) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v482 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v483 = "stablehlo.divide"(%v469, %v482) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v484 = "stablehlo.broadcast_in_dim"(%v483) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v485 = "stablehlo.divide"(%v481, %v484) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v486 = "stablehlo.round_nearest_even"(%v485) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v487 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v488 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v489 = "stablehlo.maximum"(%v486, %v487) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v490 = "stablehlo.minimum"(%v489, %v488) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v491 = "stablehlo.convert"(%v490) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v492 = "stablehlo.concatenate"(%v477, %v491) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v493 = tensor.empty() : tensor<32x64xi32>
    %v494 = arith.constant 0 : i32
    %v495 = linalg.fill ins(%v494 : i32) outs(%v493 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v496 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v492, %v460 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v495 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v497 = "stablehlo.convert"(%v496) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v498 = "stablehlo.broadcast_in_dim"(%v461) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v499 = "stablehlo.slice"(%v497) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v500 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v501 = "stablehlo.multiply"(%v499, %v500) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v502 = "stablehlo.multiply"(%v501, %v498) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v503 = "stablehlo.slice"(%v497) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v504 = "stablehlo.broadcast_in_dim"(%v483) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v505 = "stablehlo.multiply"(%v503, %v504) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v506 = "stablehlo.multiply"(%v505, %v498) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v507 = "stablehlo.add"(%v502, %v506) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v508 = "stablehlo.convert"(%v462) : (tensor<64xbf16>) -> tensor<64xf32>
    %v509 = "stablehlo.broadcast_in_dim"(%v508) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v510 = "stablehlo.add"(%v507, %v509) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v511 = "stablehlo.reshape"(%v510) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v512 = util.global.load @p24 : tensor<16x64xi8>
    %v513 = util.global.load @p25 : tensor<16xf32>
    %v514 = util.global.load @p26 : tensor<16xbf16>
    %v515 = "stablehlo.abs"(%v459) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v516 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v517 = "stablehlo.reduce"(%v515, %v516) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v518 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v519 = "stablehlo.divide"(%v517, %v518) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v520 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v521 = "stablehlo.maximum"(%v519, %v520) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v522 = "stablehlo.broadcast_in_dim"(%v521) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v523 = "stablehlo.divide"(%v459, %v522) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v524 = "stablehlo.round_nearest_even"(%v523) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v525 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v526 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v527 = "stablehlo.maximum"(%v524, %v525) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v528 = "stablehlo.minimum"(%v527, %v526) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v529 = "stablehlo.convert"(%v528) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v530 = "stablehlo.convert"(%v529) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v531 = "stablehlo.broadcast_in_dim"(%v521) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v532 = "stablehlo.multiply"(%v530, %v531) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v533 = "stablehlo.subtract"(%v459, %v532) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v534 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v535 = "stablehlo.divide"(%v521, %v534) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v536 = "stablehlo.broadcast_in_dim"(%v535) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v537 = "stablehlo.divide"(%v533, %v536) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v538 = "stablehlo.round_nearest_even"(%v537) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v539 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v540 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v541 = "stablehlo.maximum"(%v538, %v539) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v542 = "stablehlo.minimum"(%v541, %v540) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v543 = "stablehlo.convert"(%v542) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v544 = "stablehlo.concatenate"(%v529, %v543) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v545 = tensor.empty() : tensor<32x16xi32>
    %v546 = arith.constant 0 : i32
    %v547 = linalg.fill ins(%v546 : i32) outs(%v545 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v548 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v544, %v512 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v547 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v549 = "stablehlo.convert"(%v548) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v550 = "stablehlo.broadcast_in_dim"(%v513) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v551 = "stablehlo.slice"(%v549) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v552 = "stablehlo.broadcast_in_dim"(%v521) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v553 = "stablehlo.multiply"(%v551, %v552) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v554 = "stablehlo.multiply"(%v553, %v550) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v555 = "stablehlo.slice"(%v549) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v556 = "stablehlo.broadcast_in_dim"(%v535) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v557 = "stablehlo.multiply"(%v555, %v556) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v558 = "stablehlo.multiply"(%v557, %v550) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v559 = "stablehlo.add"(%v554, %v558) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v560 = "stablehlo.convert"(%v514) : (tensor<16xbf16>) -> tensor<16xf32>
    %v561 = "stablehlo.broadcast_in_dim"(%v560) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v562 = "stablehlo.add"(%v559, %v561) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v563 = "stablehlo.reshape"(%v562) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v564 = util.global.load @p27 : tensor<16x64xi8>
    %v565 = util.global.load @p28 : tensor<16xf32>
    %v566 = util.global.load @p29 : tensor<16xbf16>
    %v567 = "stablehlo.abs"(%v459) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v568 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v569 = "stablehlo.reduce"(%v567, %v568) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v570 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v571 = "stablehlo.divide"(%v569, %v570) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v572 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v573 = "stablehlo.maximum"(%v571, %v572) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v574 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v575 = "stablehlo.divide"(%v459, %v574) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v576 = "stablehlo.round_nearest_even"(%v575) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v577 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v578 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v579 = "stablehlo.maximum"(%v576, %v577) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v580 = "stablehlo.minimum"(%v579, %v578) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v581 = "stablehlo.convert"(%v580) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v582 = "stablehlo.convert"(%v581) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v583 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v584 = "stablehlo.multiply"(%v582, %v583) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v585 = "stablehlo.subtract"(%v459, %v584) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v586 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v587 = "stablehlo.divide"(%v573, %v586) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v588 = "stablehlo.broadcast_in_dim"(%v587) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v589 = "stablehlo.divide"(%v585, %v588) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v590 = "stablehlo.round_nearest_even"(%v589) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v591 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v592 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v593 = "stablehlo.maximum"(%v590, %v591) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v594 = "stablehlo.minimum"(%v593, %v592) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v595 = "stablehlo.convert"(%v594) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v596 = "stablehlo.concatenate"(%v581, %v595) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v597 = tensor.empty() : tensor<32x16xi32>
    %v598 = arith.constant 0 : i32
    %v599 = linalg.fill ins(%v598 : i32) outs(%v597 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v600 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v596, %v564 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v599 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v601 = "stablehlo.convert"(%v600) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v565) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v603 = "stablehlo.slice"(%v601) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v604 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v605 = "stablehlo.multiply"(%v603, %v604) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v606 = "stablehlo.multiply"(%v605, %v602) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v607 = "stablehlo.slice"(%v601) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v608 = "stablehlo.broadcast_in_dim"(%v587) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v609 = "stablehlo.multiply"(%v607, %v608) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v610 = "stablehlo.multiply"(%v609, %v602) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v611 = "stablehlo.add"(%v606, %v610) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v612 = "stablehlo.convert"(%v566) : (tensor<16xbf16>) -> tensor<16xf32>
    %v613 = "stablehlo.broadcast_in_dim"(%v612) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v614 = "stablehlo.add"(%v611, %v613) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v615 = "stablehlo.reshape"(%v614) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v616 = "stablehlo.slice"(%v511) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v617 = "stablehlo.slice"(%v511) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v618 = "stablehlo.negate"(%v617) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v619 = "stablehlo.concatenate"(%v618, %v616) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v620 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v621 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v622 = "stablehlo.multiply"(%v511, %v620) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v623 = "stablehlo.multiply"(%v619, %v621) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v624 = "stablehlo.add"(%v622, %v623) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v625 = "stablehlo.slice"(%v563) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v626 = "stablehlo.slice"(%v563) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v627 = "stablehlo.negate"(%v626) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v628 = "stablehlo.concatenate"(%v627, %v625) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v629 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v630 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v631 = "stablehlo.multiply"(%v563, %v629) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v632 = "stablehlo.multiply"(%v628, %v630) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v633 = "stablehlo.add"(%v631, %v632) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v634 = "stablehlo.reshape"(%v624) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v635 = "stablehlo.convert"(%v634) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v636 = "stablehlo.convert"(%v633) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v637 = "stablehlo.convert"(%v615) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v638 = "stablehlo.dot_general"(%v635, %v636) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v639 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v640 = "stablehlo.select"(%v20, %v638, %v639) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v641 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v642 = "stablehlo.reshape"(%v641) : (tensor<1xi32>) -> tensor<i32>
    %v643 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v644 = "stablehlo.multiply"(%v640, %v643) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v645 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v646 = "stablehlo.reduce"(%v644, %v645) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v647 = "stablehlo.broadcast_in_dim"(%v646) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v648 = "stablehlo.subtract"(%v644, %v647) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v649 = "stablehlo.exponential"(%v648) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v650 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v651 = "stablehlo.reduce"(%v649, %v650) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v652 = "stablehlo.broadcast_in_dim"(%v651) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v653 = "stablehlo.divide"(%v649, %v652) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v654 = "stablehlo.slice"(%v653) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v655 = "stablehlo.convert"(%v654) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v656 = "stablehlo.dot_general"(%v655, %v637) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v657 = "stablehlo.transpose"(%v656) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v658 = "stablehlo.reshape"(%v657) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v659 = util.global.load @p30 : tensor<64x64xi8>
    %v660 = util.global.load @p31 : tensor<64xf32>
    %v661 = "stablehlo.abs"(%v658) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v662 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v663 = "stablehlo.reduce"(%v661, %v662) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v664 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v665 = "stablehlo.divide"(%v663, %v664) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v666 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v667 = "stablehlo.maximum"(%v665, %v666) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v668 = "stablehlo.broadcast_in_dim"(%v667) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v669 = "stablehlo.divide"(%v658, %v668) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v670 = "stablehlo.round_nearest_even"(%v669) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v671 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v672 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v673 = "stablehlo.maximum"(%v670, %v671) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v674 = "stablehlo.minimum"(%v673, %v672) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v675 = "stablehlo.convert"(%v674) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v676 = "stablehlo.convert"(%v675) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v677 = "stablehlo.broadcast_in_dim"(%v667) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v678 = "stablehlo.multiply"(%v676, %v677) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v679 = "stablehlo.subtract"(%v658, %v678) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v680 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v681 = "stablehlo.divide"(%v667, %v680) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v682 = "stablehlo.broadcast_in_dim"(%v681) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v683 = "stablehlo.divide"(%v679, %v682) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v684 = "stablehlo.round_nearest_even"(%v683) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v685 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v686 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v687 = "stablehlo.maximum"(%v684, %v685) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v688 = "stablehlo.minimum"(%v687, %v686) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v689 = "stablehlo.convert"(%v688) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v690 = "stablehlo.concatenate"(%v675, %v689) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v691 = tensor.empty() : tensor<32x64xi32>
    %v692 = arith.constant 0 : i32
    %v693 = linalg.fill ins(%v692 : i32) outs(%v691 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v694 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v690, %v659 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v693 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v695 = "stablehlo.convert"(%v694) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v696 = "stablehlo.broadcast_in_dim"(%v660) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v697 = "stablehlo.slice"(%v695) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v698 = "stablehlo.broadcast_in_dim"(%v667) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v699 = "stablehlo.multiply"(%v697, %v698) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v700 = "stablehlo.multiply"(%v699, %v696) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v701 = "stablehlo.slice"(%v695) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v702 = "stablehlo.broadcast_in_dim"(%v681) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v703 = "stablehlo.multiply"(%v701, %v702) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v704 = "stablehlo.multiply"(%v703, %v696) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v705 = "stablehlo.add"(%v700, %v704) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v706 = "stablehlo.add"(%v441, %v705) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v707 = util.global.load @p20 : tensor<64xbf16>
    %v708 = "stablehlo.multiply"(%v706, %v706) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v709 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v710 = "stablehlo.reduce"(%v708, %v709) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v711 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v712 = "stablehlo.multiply"(%v710, %v711) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v713 = "stablehlo.broadcast_in_dim"(%v712) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v714 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v715 = "stablehlo.add"(%v713, %v714) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v716 = "stablehlo.rsqrt"(%v715) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v717 = "stablehlo.multiply"(%v706, %v716) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v718 = "stablehlo.convert"(%v707) : (tensor<64xbf16>) -> tensor<64xf32>
    %v719 = "stablehlo.broadcast_in_dim"(%v718) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v720 = "stablehlo.multiply"(%v717, %v719) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v721 = util.global.load @p32 : tensor<160x64xi8>
    %v722 = util.global.load @p33 : tensor<160xf32>
    %v723 = "stablehlo.abs"(%v720) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v724 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v725 = "stablehlo.reduce"(%v723, %v724) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v726 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v727 = "stablehlo.divide"(%v725, %v726) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v728 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v729 = "stablehlo.maximum"(%v727, %v728) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v730 = "stablehlo.broadcast_in_dim"(%v729) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v731 = "stablehlo.divide"(%v720, %v730) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v732 = "stablehlo.round_nearest_even"(%v731) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v733 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v734 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v735 = "stablehlo.maximum"(%v732, %v733) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v736 = "stablehlo.minimum"(%v735, %v734) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v737 = "stablehlo.convert"(%v736) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v738 = "stablehlo.convert"(%v737) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v739 = "stablehlo.broadcast_in_dim"(%v729) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v740 = "stablehlo.multiply"(%v738, %v739) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v741 = "stablehlo.subtract"(%v720, %v740) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v742 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v743 = "stablehlo.divide"(%v729, %v742) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v744 = "stablehlo.broadcast_in_dim"(%v743) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v745 = "stablehlo.divide"(%v741, %v744) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v746 = "stablehlo.round_nearest_even"(%v745) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v747 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v748 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v749 = "stablehlo.maximum"(%v746, %v747) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v750 = "stablehlo.minimum"(%v749, %v748) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v751 = "stablehlo.convert"(%v750) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v752 = "stablehlo.concatenate"(%v737, %v751) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v753 = tensor.empty() : tensor<32x160xi32>
    %v754 = arith.constant 0 : i32
    %v755 = linalg.fill ins(%v754 : i32) outs(%v753 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v756 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v752, %v721 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v755 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v757 = "stablehlo.convert"(%v756) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v758 = "stablehlo.broadcast_in_dim"(%v722) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v759 = "stablehlo.slice"(%v757) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v760 = "stablehlo.broadcast_in_dim"(%v729) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v761 = "stablehlo.multiply"(%v759, %v760) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v762 = "stablehlo.multiply"(%v761, %v758) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v763 = "stablehlo.slice"(%v757) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v764 = "stablehlo.broadcast_in_dim"(%v743) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v765 = "stablehlo.multiply"(%v763, %v764) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v766 = "stablehlo.multiply"(%v765, %v758) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v767 = "stablehlo.add"(%v762, %v766) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v768 = "stablehlo.logistic"(%v767) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v769 = "stablehlo.multiply"(%v767, %v768) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v770 = util.global.load @p34 : tensor<160x64xi8>
    %v771 = util.global.load @p35 : tensor<160xf32>
    %v772 = "stablehlo.abs"(%v720) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v773 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v774 = "stablehlo.reduce"(%v772, %v773) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v775 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v776 = "stablehlo.divide"(%v774, %v775) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v777 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v778 = "stablehlo.maximum"(%v776, %v777) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v779 = "stablehlo.broadcast_in_dim"(%v778) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v780 = "stablehlo.divide"(%v720, %v779) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v781 = "stablehlo.round_nearest_even"(%v780) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v782 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v783 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v784 = "stablehlo.maximum"(%v781, %v782) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v785 = "stablehlo.minimum"(%v784, %v783) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v786 = "stablehlo.convert"(%v785) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v787 = "stablehlo.convert"(%v786) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v788 = "stablehlo.broadcast_in_dim"(%v778) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v789 = "stablehlo.multiply"(%v787, %v788) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v790 = "stablehlo.subtract"(%v720, %v789) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v791 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v792 = "stablehlo.divide"(%v778, %v791) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v793 = "stablehlo.broadcast_in_dim"(%v792) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v794 = "stablehlo.divide"(%v790, %v793) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v795 = "stablehlo.round_nearest_even"(%v794) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v796 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v797 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v798 = "stablehlo.maximum"(%v795, %v796) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v799 = "stablehlo.minimum"(%v798, %v797) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v800 = "stablehlo.convert"(%v799) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v801 = "stablehlo.concatenate"(%v786, %v800) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v802 = tensor.empty() : tensor<32x160xi32>
    %v803 = arith.constant 0 : i32
    %v804 = linalg.fill ins(%v803 : i32) outs(%v802 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v805 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v801, %v770 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v804 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v806 = "stablehlo.convert"(%v805) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v807 = "stablehlo.broadcast_in_dim"(%v771) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v808 = "stablehlo.slice"(%v806) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v809 = "stablehlo.broadcast_in_dim"(%v778) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v810 = "stablehlo.multiply"(%v808, %v809) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v811 = "stablehlo.multiply"(%v810, %v807) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v812 = "stablehlo.slice"(%v806) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v813 = "stablehlo.broadcast_in_dim"(%v792) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v814 = "stablehlo.multiply"(%v812, %v813) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v815 = "stablehlo.multiply"(%v814, %v807) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v816 = "stablehlo.add"(%v811, %v815) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v817 = "stablehlo.multiply"(%v769, %v816) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v818 = util.global.load @p36 : tensor<64x160xi8>
    %v819 = util.global.load @p37 : tensor<64xf32>
    %v820 = "stablehlo.abs"(%v817) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v821 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v822 = "stablehlo.reduce"(%v820, %v821) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v823 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v824 = "stablehlo.divide"(%v822, %v823) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v825 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v826 = "stablehlo.maximum"(%v824, %v825) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v827 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v828 = "stablehlo.divide"(%v817, %v827) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v829 = "stablehlo.round_nearest_even"(%v828) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v830 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v831 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v832 = "stablehlo.maximum"(%v829, %v830) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v833 = "stablehlo.minimum"(%v832, %v831) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v834 = "stablehlo.convert"(%v833) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v835 = "stablehlo.convert"(%v834) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v836 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v837 = "stablehlo.multiply"(%v835, %v836) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v838 = "stablehlo.subtract"(%v817, %v837) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v839 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v840 = "stablehlo.divide"(%v826, %v839) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v841 = "stablehlo.broadcast_in_dim"(%v840) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v842 = "stablehlo.divide"(%v838, %v841) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v843 = "stablehlo.round_nearest_even"(%v842) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v844 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v845 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v846 = "stablehlo.maximum"(%v843, %v844) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v847 = "stablehlo.minimum"(%v846, %v845) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v848 = "stablehlo.convert"(%v847) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v849 = "stablehlo.concatenate"(%v834, %v848) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v850 = tensor.empty() : tensor<32x64xi32>
    %v851 = arith.constant 0 : i32
    %v852 = linalg.fill ins(%v851 : i32) outs(%v850 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v853 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v849, %v818 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v852 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v854 = "stablehlo.convert"(%v853) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v855 = "stablehlo.broadcast_in_dim"(%v819) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v856 = "stablehlo.slice"(%v854) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v857 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v858 = "stablehlo.multiply"(%v856, %v857) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v859 = "stablehlo.multiply"(%v858, %v855) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v860 = "stablehlo.slice"(%v854) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v861 = "stablehlo.broadcast_in_dim"(%v840) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v862 = "stablehlo.multiply"(%v860, %v861) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v863 = "stablehlo.multiply"(%v862, %v855) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v864 = "stablehlo.add"(%v859, %v863) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v865 = "stablehlo.add"(%v706, %v864) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v866 = "stablehlo.transpose"(%v636) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v867 = "stablehlo.reshape"(%v866) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v868 = "stablehlo.transpose"(%v637) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v869 = "stablehlo.reshape"(%v868) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v870 = "stablehlo.concatenate"(%v443, %v867) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v871 = "stablehlo.concatenate"(%v445, %v869) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v872 = "stablehlo.dynamic_slice"(%v865, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v873 = util.global.load @p41 : tensor<64xbf16>
    %v874 = "stablehlo.multiply"(%v872, %v872) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v875 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v876 = "stablehlo.reduce"(%v874, %v875) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v877 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v878 = "stablehlo.multiply"(%v876, %v877) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v879 = "stablehlo.broadcast_in_dim"(%v878) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v880 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v881 = "stablehlo.add"(%v879, %v880) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v882 = "stablehlo.rsqrt"(%v881) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v883 = "stablehlo.multiply"(%v872, %v882) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v884 = "stablehlo.convert"(%v873) : (tensor<64xbf16>) -> tensor<64xf32>
    %v885 = "stablehlo.broadcast_in_dim"(%v884) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v886 = "stablehlo.multiply"(%v883, %v885) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v887 = util.global.load @p39 : tensor<151936x64xi8>
    %v888 = util.global.load @p40 : tensor<151936xf32>
    %v889 = "stablehlo.abs"(%v886) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v890 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v891 = "stablehlo.reduce"(%v889, %v890) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v892 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v893 = "stablehlo.divide"(%v891, %v892) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v894 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v895 = "stablehlo.maximum"(%v893, %v894) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v896 = "stablehlo.broadcast_in_dim"(%v895) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v897 = "stablehlo.divide"(%v886, %v896) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v898 = "stablehlo.round_nearest_even"(%v897) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v899 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v900 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v901 = "stablehlo.maximum"(%v898, %v899) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v902 = "stablehlo.minimum"(%v901, %v900) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v903 = "stablehlo.convert"(%v902) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v904 = "stablehlo.convert"(%v903) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v905 = "stablehlo.broadcast_in_dim"(%v895) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v906 = "stablehlo.multiply"(%v904, %v905) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v907 = "stablehlo.subtract"(%v886, %v906) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v908 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v909 = "stablehlo.divide"(%v895, %v908) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v910 = "stablehlo.broadcast_in_dim"(%v909) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v911 = "stablehlo.divide"(%v907, %v910) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v912 = "stablehlo.round_nearest_even"(%v911) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v913 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v914 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v915 = "stablehlo.maximum"(%v912, %v913) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v916 = "stablehlo.minimum"(%v915, %v914) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v917 = "stablehlo.convert"(%v916) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v918 = "stablehlo.concatenate"(%v903, %v917) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v919 = tensor.empty() : tensor<2x151936xi32>
    %v920 = arith.constant 0 : i32
    %v921 = linalg.fill ins(%v920 : i32) outs(%v919 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v922 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v918, %v887 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v921 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v923 = "stablehlo.convert"(%v922) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v924 = "stablehlo.broadcast_in_dim"(%v888) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v925 = "stablehlo.slice"(%v923) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v926 = "stablehlo.broadcast_in_dim"(%v895) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v927 = "stablehlo.multiply"(%v925, %v926) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v928 = "stablehlo.multiply"(%v927, %v924) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v929 = "stablehlo.slice"(%v923) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v930 = "stablehlo.broadcast_in_dim"(%v909) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v931 = "stablehlo.multiply"(%v929, %v930) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v932 = "stablehlo.multiply"(%v931, %v924) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v933 = "stablehlo.add"(%v928, %v932) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v933, %v865, %v870, %v871 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
  }
  func.func @prefill_c16_w128(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x16x?xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>) {
    %v1 = util.global.load @p38 : tensor<151936x64xbf16>
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
    %v43 = util.global.load @p2 : tensor<64x64xi8>
    %v44 = util.global.load @p3 : tensor<64xf32>
    %v45 = util.global.load @p4 : tensor<64xbf16>
    %v46 = "stablehlo.abs"(%v42) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v48 = "stablehlo.reduce"(%v46, %v47) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v49 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v50 = "stablehlo.divide"(%v48, %v49) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v51 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v52 = "stablehlo.maximum"(%v50, %v51) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v54 = "stablehlo.divide"(%v42, %v53) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v55 = "stablehlo.round_nearest_even"(%v54) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v56 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v57 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v58 = "stablehlo.maximum"(%v55, %v56) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v59 = "stablehlo.minimum"(%v58, %v57) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v60 = "stablehlo.convert"(%v59) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v61 = "stablehlo.convert"(%v60) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v64 = "stablehlo.subtract"(%v42, %v63) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v65 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v66 = "stablehlo.divide"(%v52, %v65) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v68 = "stablehlo.divide"(%v64, %v67) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v69 = "stablehlo.round_nearest_even"(%v68) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v70 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v71 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v72 = "stablehlo.maximum"(%v69, %v70) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v73 = "stablehlo.minimum"(%v72, %v71) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v74 = "stablehlo.convert"(%v73) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v75 = "stablehlo.concatenate"(%v60, %v74) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v76 = tensor.empty() : tensor<32x64xi32>
    %v77 = arith.constant 0 : i32
    %v78 = linalg.fill ins(%v77 : i32) outs(%v76 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v79 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v75, %v43 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v78 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v80 = "stablehlo.convert"(%v79) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v82 = "stablehlo.slice"(%v80) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v84 = "stablehlo.multiply"(%v82, %v83) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v85 = "stablehlo.multiply"(%v84, %v81) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v86 = "stablehlo.slice"(%v80) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v88 = "stablehlo.multiply"(%v86, %v87) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v89 = "stablehlo.multiply"(%v88, %v81) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v90 = "stablehlo.add"(%v85, %v89) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v91 = "stablehlo.convert"(%v45) : (tensor<64xbf16>) -> tensor<64xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v93 = "stablehlo.add"(%v90, %v92) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v94 = "stablehlo.reshape"(%v93) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v95 = util.global.load @p5 : tensor<16x64xi8>
    %v96 = util.global.load @p6 : tensor<16xf32>
    %v97 = util.global.load @p7 : tensor<16xbf16>
    %v98 = "stablehlo.abs"(%v42) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v100 = "stablehlo.reduce"(%v98, %v99) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v101 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v102 = "stablehlo.divide"(%v100, %v101) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v103 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v104 = "stablehlo.maximum"(%v102, %v103) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v105 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v106 = "stablehlo.divide"(%v42, %v105) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v107 = "stablehlo.round_nearest_even"(%v106) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v108 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v109 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v110 = "stablehlo.maximum"(%v107, %v108) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v111 = "stablehlo.minimum"(%v110, %v109) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v112 = "stablehlo.convert"(%v111) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v113 = "stablehlo.convert"(%v112) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v115 = "stablehlo.multiply"(%v113, %v114) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v116 = "stablehlo.subtract"(%v42, %v115) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v117 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v118 = "stablehlo.divide"(%v104, %v117) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v118) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v120 = "stablehlo.divide"(%v116, %v119) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v121 = "stablehlo.round_nearest_even"(%v120) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v122 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v123 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v124 = "stablehlo.maximum"(%v121, %v122) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v125 = "stablehlo.minimum"(%v124, %v123) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v126 = "stablehlo.convert"(%v125) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v127 = "stablehlo.concatenate"(%v112, %v126) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v128 = tensor.empty() : tensor<32x16xi32>
    %v129 = arith.constant 0 : i32
    %v130 = linalg.fill ins(%v129 : i32) outs(%v128 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v131 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v127, %v95 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v130 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v132 = "stablehlo.convert"(%v131) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v134 = "stablehlo.slice"(%v132) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v136 = "stablehlo.multiply"(%v134, %v135) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v137 = "stablehlo.multiply"(%v136, %v133) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v138 = "stablehlo.slice"(%v132) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v118) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v140 = "stablehlo.multiply"(%v138, %v139) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v141 = "stablehlo.multiply"(%v140, %v133) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v142 = "stablehlo.add"(%v137, %v141) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v143 = "stablehlo.convert"(%v97) : (tensor<16xbf16>) -> tensor<16xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v145 = "stablehlo.add"(%v142, %v144) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v146 = "stablehlo.reshape"(%v145) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v147 = util.global.load @p8 : tensor<16x64xi8>
    %v148 = util.global.load @p9 : tensor<16xf32>
    %v149 = util.global.load @p10 : tensor<16xbf16>
    %v150 = "stablehlo.abs"(%v42) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v151 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v152 = "stablehlo.reduce"(%v150, %v151) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v153 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v154 = "stablehlo.divide"(%v152, %v153) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v155 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v156 = "stablehlo.maximum"(%v154, %v155) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v157 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v158 = "stablehlo.divide"(%v42, %v157) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v159 = "stablehlo.round_nearest_even"(%v158) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v160 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v161 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v162 = "stablehlo.maximum"(%v159, %v160) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v163 = "stablehlo.minimum"(%v162, %v161) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v164 = "stablehlo.convert"(%v163) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v165 = "stablehlo.convert"(%v164) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v166 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v167 = "stablehlo.multiply"(%v165, %v166) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v168 = "stablehlo.subtract"(%v42, %v167) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v169 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v170 = "stablehlo.divide"(%v156, %v169) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v172 = "stablehlo.divide"(%v168, %v171) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v173 = "stablehlo.round_nearest_even"(%v172) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v174 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v175 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v176 = "stablehlo.maximum"(%v173, %v174) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v177 = "stablehlo.minimum"(%v176, %v175) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v178 = "stablehlo.convert"(%v177) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v179 = "stablehlo.concatenate"(%v164, %v178) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v180 = tensor.empty() : tensor<32x16xi32>
    %v181 = arith.constant 0 : i32
    %v182 = linalg.fill ins(%v181 : i32) outs(%v180 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v183 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v179, %v147 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v182 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v184 = "stablehlo.convert"(%v183) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v185 = "stablehlo.broadcast_in_dim"(%v148) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v186 = "stablehlo.slice"(%v184) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v187 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v188 = "stablehlo.multiply"(%v186, %v187) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v189 = "stablehlo.multiply"(%v188, %v185) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v190 = "stablehlo.slice"(%v184) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v193 = "stablehlo.multiply"(%v192, %v185) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v194 = "stablehlo.add"(%v189, %v193) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v195 = "stablehlo.convert"(%v149) : (tensor<16xbf16>) -> tensor<16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v195) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v197 = "stablehlo.add"(%v194, %v196) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v198 = "stablehlo.reshape"(%v197) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v199 = "stablehlo.slice"(%v94) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v200 = "stablehlo.slice"(%v94) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v201 = "stablehlo.negate"(%v200) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v202 = "stablehlo.concatenate"(%v201, %v199) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v203 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v205 = "stablehlo.multiply"(%v94, %v203) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v206 = "stablehlo.multiply"(%v202, %v204) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v208 = "stablehlo.slice"(%v146) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v209 = "stablehlo.slice"(%v146) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v210 = "stablehlo.negate"(%v209) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v211 = "stablehlo.concatenate"(%v210, %v208) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v214 = "stablehlo.multiply"(%v146, %v212) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v215 = "stablehlo.multiply"(%v211, %v213) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v216 = "stablehlo.add"(%v214, %v215) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v217 = "stablehlo.reshape"(%v207) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v218 = "stablehlo.convert"(%v217) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v219 = "stablehlo.convert"(%v216) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v220 = "stablehlo.convert"(%v198) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v221 = "stablehlo.dot_general"(%v218, %v219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v222 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v223 = "stablehlo.select"(%v20, %v221, %v222) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v224 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<1xi32>) -> tensor<i32>
    %v226 = "stablehlo.dynamic_slice"(%arg9, %v225, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v227 = "stablehlo.reshape"(%v226) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v228 = "stablehlo.dot_general"(%v218, %v227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x16x4x128xf32>
    %v229 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v230 = "stablehlo.select"(%v27, %v228, %v229) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v231 = "stablehlo.dynamic_slice"(%arg10, %v225, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v232 = "stablehlo.reshape"(%v231) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v233 = "stablehlo.concatenate"(%v230, %v223) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v234 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v235 = "stablehlo.multiply"(%v233, %v234) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v237 = "stablehlo.reduce"(%v235, %v236) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v238 = "stablehlo.broadcast_in_dim"(%v237) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v239 = "stablehlo.subtract"(%v235, %v238) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v240 = "stablehlo.exponential"(%v239) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v242 = "stablehlo.reduce"(%v240, %v241) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v244 = "stablehlo.divide"(%v240, %v243) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v245 = "stablehlo.slice"(%v244) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v246 = "stablehlo.convert"(%v245) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v247 = "stablehlo.dot_general"(%v246, %v220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v248 = "stablehlo.slice"(%v244) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xbf16>
    %v250 = "stablehlo.dot_general"(%v249, %v232) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x16x4x16xf32>
    %v251 = "stablehlo.add"(%v247, %v250) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v252 = "stablehlo.transpose"(%v251) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v253 = "stablehlo.reshape"(%v252) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v254 = util.global.load @p11 : tensor<64x64xi8>
    %v255 = util.global.load @p12 : tensor<64xf32>
    %v256 = "stablehlo.abs"(%v253) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v258 = "stablehlo.reduce"(%v256, %v257) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v259 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v260 = "stablehlo.divide"(%v258, %v259) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v261 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v262 = "stablehlo.maximum"(%v260, %v261) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v264 = "stablehlo.divide"(%v253, %v263) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v265 = "stablehlo.round_nearest_even"(%v264) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v266 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v267 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v268 = "stablehlo.maximum"(%v265, %v266) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v269 = "stablehlo.minimum"(%v268, %v267) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v270 = "stablehlo.convert"(%v269) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v271 = "stablehlo.convert"(%v270) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v272 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v273 = "stablehlo.multiply"(%v271, %v272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v274 = "stablehlo.subtract"(%v253, %v273) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v275 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v276 = "stablehlo.divide"(%v262, %v275) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v278 = "stablehlo.divide"(%v274, %v277) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v279 = "stablehlo.round_nearest_even"(%v278) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v280 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v281 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v282 = "stablehlo.maximum"(%v279, %v280) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v283 = "stablehlo.minimum"(%v282, %v281) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v284 = "stablehlo.convert"(%v283) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v285 = "stablehlo.concatenate"(%v270, %v284) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v286 = tensor.empty() : tensor<32x64xi32>
    %v287 = arith.constant 0 : i32
    %v288 = linalg.fill ins(%v287 : i32) outs(%v286 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v289 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v285, %v254 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v288 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v290 = "stablehlo.convert"(%v289) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v291 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v292 = "stablehlo.slice"(%v290) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v295 = "stablehlo.multiply"(%v294, %v291) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v296 = "stablehlo.slice"(%v290) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v298 = "stablehlo.multiply"(%v296, %v297) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v299 = "stablehlo.multiply"(%v298, %v291) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v300 = "stablehlo.add"(%v295, %v299) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v301 = "stablehlo.add"(%v8, %v300) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v302 = util.global.load @p1 : tensor<64xbf16>
    %v303 = "stablehlo.multiply"(%v301, %v301) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v305 = "stablehlo.reduce"(%v303, %v304) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v306 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v307 = "stablehlo.multiply"(%v305, %v306) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v308 = "stablehlo.broadcast_in_dim"(%v307) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v309 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v310 = "stablehlo.add"(%v308, %v309) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v311 = "stablehlo.rsqrt"(%v310) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v312 = "stablehlo.multiply"(%v301, %v311) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = "stablehlo.convert"(%v302) : (tensor<64xbf16>) -> tensor<64xf32>
    %v314 = "stablehlo.broadcast_in_dim"(%v313) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v315 = "stablehlo.multiply"(%v312, %v314) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v316 = util.global.load @p13 : tensor<160x64xi8>
    %v317 = util.global.load @p14 : tensor<160xf32>
    %v318 = "stablehlo.abs"(%v315) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v320 = "stablehlo.reduce"(%v318, %v319) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v321 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v322 = "stablehlo.divide"(%v320, %v321) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v323 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v324 = "stablehlo.maximum"(%v322, %v323) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v325 = "stablehlo.broadcast_in_dim"(%v324) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v326 = "stablehlo.divide"(%v315, %v325) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v327 = "stablehlo.round_nearest_even"(%v326) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v328 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v329 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v330 = "stablehlo.maximum"(%v327, %v328) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v331 = "stablehlo.minimum"(%v330, %v329) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v332 = "stablehlo.convert"(%v331) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v333 = "stablehlo.convert"(%v332) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v324) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v335 = "stablehlo.multiply"(%v333, %v334) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v336 = "stablehlo.subtract"(%v315, %v335) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v337 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v338 = "stablehlo.divide"(%v324, %v337) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v338) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v340 = "stablehlo.divide"(%v336, %v339) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v341 = "stablehlo.round_nearest_even"(%v340) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v342 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v343 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v344 = "stablehlo.maximum"(%v341, %v342) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v345 = "stablehlo.minimum"(%v344, %v343) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v346 = "stablehlo.convert"(%v345) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v347 = "stablehlo.concatenate"(%v332, %v346) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v348 = tensor.empty() : tensor<32x160xi32>
    %v349 = arith.constant 0 : i32
    %v350 = linalg.fill ins(%v349 : i32) outs(%v348 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v351 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v347, %v316 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v350 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v352 = "stablehlo.convert"(%v351) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v353 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v354 = "stablehlo.slice"(%v352) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v324) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v356 = "stablehlo.multiply"(%v354, %v355) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v357 = "stablehlo.multiply"(%v356, %v353) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v358 = "stablehlo.slice"(%v352) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v359 = "stablehlo.broadcast_in_dim"(%v338) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v360 = "stablehlo.multiply"(%v358, %v359) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v361 = "stablehlo.multiply"(%v360, %v353) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v362 = "stablehlo.add"(%v357, %v361) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v363 = "stablehlo.logistic"(%v362) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v364 = "stablehlo.multiply"(%v362, %v363) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v365 = util.global.load @p15 : tensor<160x64xi8>
    %v366 = util.global.load @p16 : tensor<160xf32>
    %v367 = "stablehlo.abs"(%v315) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v368 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v369 = "stablehlo.reduce"(%v367, %v368) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v370 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v371 = "stablehlo.divide"(%v369, %v370) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v372 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v373 = "stablehlo.maximum"(%v371, %v372) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v374 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v375 = "stablehlo.divide"(%v315, %v374) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v376 = "stablehlo.round_nearest_even"(%v375) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v377 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v378 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v379 = "stablehlo.maximum"(%v376, %v377) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v380 = "stablehlo.minimum"(%v379, %v378) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v381 = "stablehlo.convert"(%v380) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v382 = "stablehlo.convert"(%v381) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v383 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v384 = "stablehlo.multiply"(%v382, %v383) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v385 = "stablehlo.subtract"(%v315, %v384) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v386 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v387 = "stablehlo.divide"(%v373, %v386) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v388 = "stablehlo.broadcast_in_dim"(%v387) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v389 = "stablehlo.divide"(%v385, %v388) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v390 = "stablehlo.round_nearest_even"(%v389) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v391 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v392 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v393 = "stablehlo.maximum"(%v390, %v391) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v394 = "stablehlo.minimum"(%v393, %v392) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v395 = "stablehlo.convert"(%v394) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v396 = "stablehlo.concatenate"(%v381, %v395) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v397 = tensor.empty() : tensor<32x160xi32>
    %v398 = arith.constant 0 : i32
    %v399 = linalg.fill ins(%v398 : i32) outs(%v397 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v400 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v396, %v365 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v399 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v401 = "stablehlo.convert"(%v400) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v402 = "stablehlo.broadcast_in_dim"(%v366) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v403 = "stablehlo.slice"(%v401) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v404 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v405 = "stablehlo.multiply"(%v403, %v404) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v406 = "stablehlo.multiply"(%v405, %v402) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v407 = "stablehlo.slice"(%v401) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v387) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v409 = "stablehlo.multiply"(%v407, %v408) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v410 = "stablehlo.multiply"(%v409, %v402) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v411 = "stablehlo.add"(%v406, %v410) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v412 = "stablehlo.multiply"(%v364, %v411) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v413 = util.global.load @p17 : tensor<64x160xi8>
    %v414 = util.global.load @p18 : tensor<64xf32>
    %v415 = "stablehlo.abs"(%v412) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v416 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v417 = "stablehlo.reduce"(%v415, %v416) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v418 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v419 = "stablehlo.divide"(%v417, %v418) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v420 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v421 = "stablehlo.maximum"(%v419, %v420) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v422 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v423 = "stablehlo.divide"(%v412, %v422) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v424 = "stablehlo.round_nearest_even"(%v423) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v425 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v426 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v427 = "stablehlo.maximum"(%v424, %v425) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v428 = "stablehlo.minimum"(%v427, %v426) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v429 = "stablehlo.convert"(%v428) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v430 = "stablehlo.convert"(%v429) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v431 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v432 = "stablehlo.multiply"(%v430, %v431) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v433 = "stablehlo.subtract"(%v412, %v432) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v434 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v435 = "stablehlo.divide"(%v421, %v434) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v436 = "stablehlo.broadcast_in_dim"(%v435) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v437 = "stablehlo.divide"(%v433, %v436) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v438 = "stablehlo.round_nearest_even"(%v437) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v439 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v440 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v441 = "stablehlo.maximum"(%v438, %v439) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v442 = "stablehlo.minimum"(%v441, %v440) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v443 = "stablehlo.convert"(%v442) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v444 = "stablehlo.concatenate"(%v429, %v443) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v445 = tensor.empty() : tensor<32x64xi32>
    %v446 = arith.constant 0 : i32
    %v447 = linalg.fill ins(%v446 : i32) outs(%v445 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v448 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v444, %v413 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v447 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v449 = "stablehlo.convert"(%v448) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v450 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v451 = "stablehlo.slice"(%v449) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v453 = "stablehlo.multiply"(%v451, %v452) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v454 = "stablehlo.multiply"(%v453, %v450) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v455 = "stablehlo.slice"(%v449) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v456 = "stablehlo.broadcast_in_dim"(%v435) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v457 = "stablehlo.multiply"(%v455, %v456) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v458 = "stablehlo.multiply"(%v457, %v450) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v459 = "stablehlo.add"(%v454, %v458) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v460 = "stablehlo.add"(%v301, %v459) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v461 = "stablehlo.transpose"(%v219) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v462 = "stablehlo.reshape"(%v461) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v463 = "stablehlo.transpose"(%v220) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v464 = "stablehlo.reshape"(%v463) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v465 = util.global.load @p19 : tensor<64xbf16>
    %v466 = "stablehlo.multiply"(%v460, %v460) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v467 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v468 = "stablehlo.reduce"(%v466, %v467) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v469 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v470 = "stablehlo.multiply"(%v468, %v469) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v471 = "stablehlo.broadcast_in_dim"(%v470) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v472 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v473 = "stablehlo.add"(%v471, %v472) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v474 = "stablehlo.rsqrt"(%v473) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v475 = "stablehlo.multiply"(%v460, %v474) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v476 = "stablehlo.convert"(%v465) : (tensor<64xbf16>) -> tensor<64xf32>
    %v477 = "stablehlo.broadcast_in_dim"(%v476) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v478 = "stablehlo.multiply"(%v475, %v477) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v479 = util.global.load @p21 : tensor<64x64xi8>
    %v480 = util.global.load @p22 : tensor<64xf32>
    %v481 = util.global.load @p23 : tensor<64xbf16>
    %v482 = "stablehlo.abs"(%v478) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v483 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v484 = "stablehlo.reduce"(%v482, %v483) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v485 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v486 = "stablehlo.divide"(%v484, %v485) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v487 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v488 = "stablehlo.maximum"(%v486, %v487) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v489 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v490 = "stablehlo.divide"(%v478, %v489) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v491 = "stablehlo.round_nearest_even"(%v490) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v492 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v493 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v494 = "stablehlo.maximum"(%v491, %v492) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v495 = "stablehlo.minimum"(%v494, %v493) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v496 = "stablehlo.convert"(%v495) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v497 = "stablehlo.convert"(%v496) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v498 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v499 = "stablehlo.multiply"(%v497, %v498) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v500 = "stablehlo.subtract"(%v478, %v499) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v501 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v502 = "stablehlo.divide"(%v488, %v501) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v503 = "stablehlo.broadcast_in_dim"(%v502) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v504 = "stablehlo.divide"(%v500, %v503) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v505 = "stablehlo.round_nearest_even"(%v504) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v506 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v507 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v508 = "stablehlo.maximum"(%v505, %v506) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v509 = "stablehlo.minimum"(%v508, %v507) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v510 = "stablehlo.convert"(%v509) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v511 = "stablehlo.concatenate"(%v496, %v510) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v512 = tensor.empty() : tensor<32x64xi32>
    %v513 = arith.constant 0 : i32
    %v514 = linalg.fill ins(%v513 : i32) outs(%v512 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v515 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v511, %v479 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v514 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v516 = "stablehlo.convert"(%v515) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v517 = "stablehlo.broadcast_in_dim"(%v480) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v518 = "stablehlo.slice"(%v516) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v519 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v520 = "stablehlo.multiply"(%v518, %v519) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v521 = "stablehlo.multiply"(%v520, %v517) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v522 = "stablehlo.slice"(%v516) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v523 = "stablehlo.broadcast_in_dim"(%v502) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v524 = "stablehlo.multiply"(%v522, %v523) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v525 = "stablehlo.multiply"(%v524, %v517) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v526 = "stablehlo.add"(%v521, %v525) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v527 = "stablehlo.convert"(%v481) : (tensor<64xbf16>) -> tensor<64xf32>
    %v528 = "stablehlo.broadcast_in_dim"(%v527) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v529 = "stablehlo.add"(%v526, %v528) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v530 = "stablehlo.reshape"(%v529) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v531 = util.global.load @p24 : tensor<16x64xi8>
    %v532 = util.global.load @p25 : tensor<16xf32>
    %v533 = util.global.load @p26 : tensor<16xbf16>
    %v534 = "stablehlo.abs"(%v478) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v535 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v536 = "stablehlo.reduce"(%v534, %v535) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v537 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v538 = "stablehlo.divide"(%v536, %v537) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v539 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v540 = "stablehlo.maximum"(%v538, %v539) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v541 = "stablehlo.broadcast_in_dim"(%v540) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v542 = "stablehlo.divide"(%v478, %v541) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v543 = "stablehlo.round_nearest_even"(%v542) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v544 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v545 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v546 = "stablehlo.maximum"(%v543, %v544) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v547 = "stablehlo.minimum"(%v546, %v545) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v548 = "stablehlo.convert"(%v547) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v549 = "stablehlo.convert"(%v548) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v550 = "stablehlo.broadcast_in_dim"(%v540) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v551 = "stablehlo.multiply"(%v549, %v550) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v552 = "stablehlo.subtract"(%v478, %v551) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v553 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v554 = "stablehlo.divide"(%v540, %v553) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v555 = "stablehlo.broadcast_in_dim"(%v554) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v556 = "stablehlo.divide"(%v552, %v555) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v557 = "stablehlo.round_nearest_even"(%v556) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v558 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v559 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v560 = "stablehlo.maximum"(%v557, %v558) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v561 = "stablehlo.minimum"(%v560, %v559) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v562 = "stablehlo.convert"(%v561) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v563 = "stablehlo.concatenate"(%v548, %v562) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v564 = tensor.empty() : tensor<32x16xi32>
    %v565 = arith.constant 0 : i32
    %v566 = linalg.fill ins(%v565 : i32) outs(%v564 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v567 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v563, %v531 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v566 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v568 = "stablehlo.convert"(%v567) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v569 = "stablehlo.broadcast_in_dim"(%v532) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v570 = "stablehlo.slice"(%v568) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v571 = "stablehlo.broadcast_in_dim"(%v540) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v572 = "stablehlo.multiply"(%v570, %v571) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v573 = "stablehlo.multiply"(%v572, %v569) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v574 = "stablehlo.slice"(%v568) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v575 = "stablehlo.broadcast_in_dim"(%v554) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v576 = "stablehlo.multiply"(%v574, %v575) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v577 = "stablehlo.multiply"(%v576, %v569) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v578 = "stablehlo.add"(%v573, %v577) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v579 = "stablehlo.convert"(%v533) : (tensor<16xbf16>) -> tensor<16xf32>
    %v580 = "stablehlo.broadcast_in_dim"(%v579) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v581 = "stablehlo.add"(%v578, %v580) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v582 = "stablehlo.reshape"(%v581) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v583 = util.global.load @p27 : tensor<16x64xi8>
    %v584 = util.global.load @p28 : tensor<16xf32>
    %v585 = util.global.load @p29 : tensor<16xbf16>
    %v586 = "stablehlo.abs"(%v478) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v587 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v588 = "stablehlo.reduce"(%v586, %v587) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v589 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v590 = "stablehlo.divide"(%v588, %v589) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v591 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v592 = "stablehlo.maximum"(%v590, %v591) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v593 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v594 = "stablehlo.divide"(%v478, %v593) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v595 = "stablehlo.round_nearest_even"(%v594) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v596 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v597 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v598 = "stablehlo.maximum"(%v595, %v596) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v599 = "stablehlo.minimum"(%v598, %v597) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v600 = "stablehlo.convert"(%v599) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v601 = "stablehlo.convert"(%v600) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v603 = "stablehlo.multiply"(%v601, %v602) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v604 = "stablehlo.subtract"(%v478, %v603) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v605 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v606 = "stablehlo.divide"(%v592, %v605) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v607 = "stablehlo.broadcast_in_dim"(%v606) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v608 = "stablehlo.divide"(%v604, %v607) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v609 = "stablehlo.round_nearest_even"(%v608) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v610 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v611 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v612 = "stablehlo.maximum"(%v609, %v610) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v613 = "stablehlo.minimum"(%v612, %v611) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v614 = "stablehlo.convert"(%v613) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v615 = "stablehlo.concatenate"(%v600, %v614) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v616 = tensor.empty() : tensor<32x16xi32>
    %v617 = arith.constant 0 : i32
    %v618 = linalg.fill ins(%v617 : i32) outs(%v616 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v619 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v615, %v583 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v618 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v620 = "stablehlo.convert"(%v619) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v621 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v622 = "stablehlo.slice"(%v620) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v623 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v624 = "stablehlo.multiply"(%v622, %v623) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v625 = "stablehlo.multiply"(%v624, %v621) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v626 = "stablehlo.slice"(%v620) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v627 = "stablehlo.broadcast_in_dim"(%v606) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v628 = "stablehlo.multiply"(%v626, %v627) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v629 = "stablehlo.multiply"(%v628, %v621) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v630 = "stablehlo.add"(%v625, %v629) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v631 = "stablehlo.convert"(%v585) : (tensor<16xbf16>) -> tensor<16xf32>
    %v632 = "stablehlo.broadcast_in_dim"(%v631) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v633 = "stablehlo.add"(%v630, %v632) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v634 = "stablehlo.reshape"(%v633) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v635 = "stablehlo.slice"(%v530) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v636 = "stablehlo.slice"(%v530) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v637 = "stablehlo.negate"(%v636) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v638 = "stablehlo.concatenate"(%v637, %v635) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v639 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v640 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v641 = "stablehlo.multiply"(%v530, %v639) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v642 = "stablehlo.multiply"(%v638, %v640) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v643 = "stablehlo.add"(%v641, %v642) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v644 = "stablehlo.slice"(%v582) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v645 = "stablehlo.slice"(%v582) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v646 = "stablehlo.negate"(%v645) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v647 = "stablehlo.concatenate"(%v646, %v644) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v648 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v649 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v650 = "stablehlo.multiply"(%v582, %v648) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v651 = "stablehlo.multiply"(%v647, %v649) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v652 = "stablehlo.add"(%v650, %v651) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v653 = "stablehlo.reshape"(%v643) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v654 = "stablehlo.convert"(%v653) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v655 = "stablehlo.convert"(%v652) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v656 = "stablehlo.convert"(%v634) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v657 = "stablehlo.dot_general"(%v654, %v655) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v658 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v659 = "stablehlo.select"(%v20, %v657, %v658) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v660 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v661 = "stablehlo.reshape"(%v660) : (tensor<1xi32>) -> tensor<i32>
    %v662 = "stablehlo.dynamic_slice"(%arg9, %v661, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v663 = "stablehlo.reshape"(%v662) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v664 = "stablehlo.dot_general"(%v654, %v663) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x16x4x128xf32>
    %v665 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v666 = "stablehlo.select"(%v27, %v664, %v665) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v667 = "stablehlo.dynamic_slice"(%arg10, %v661, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v668 = "stablehlo.reshape"(%v667) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v669 = "stablehlo.concatenate"(%v666, %v659) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v670 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v671 = "stablehlo.multiply"(%v669, %v670) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v672 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v673 = "stablehlo.reduce"(%v671, %v672) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v674 = "stablehlo.broadcast_in_dim"(%v673) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v675 = "stablehlo.subtract"(%v671, %v674) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v676 = "stablehlo.exponential"(%v675) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v677 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v678 = "stablehlo.reduce"(%v676, %v677) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v679 = "stablehlo.broadcast_in_dim"(%v678) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v680 = "stablehlo.divide"(%v676, %v679) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v681 = "stablehlo.slice"(%v680) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v682 = "stablehlo.convert"(%v681) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v683 = "stablehlo.dot_general"(%v682, %v656) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v684 = "stablehlo.slice"(%v680) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v685 = "stablehlo.convert"(%v684) : (tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xbf16>
    %v686 = "stablehlo.dot_general"(%v685, %v668) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x16x4x16xf32>
    %v687 = "stablehlo.add"(%v683, %v686) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v688 = "stablehlo.transpose"(%v687) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v689 = "stablehlo.reshape"(%v688) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v690 = util.global.load @p30 : tensor<64x64xi8>
    %v691 = util.global.load @p31 : tensor<64xf32>
    %v692 = "stablehlo.abs"(%v689) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v693 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v694 = "stablehlo.reduce"(%v692, %v693) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v695 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v696 = "stablehlo.divide"(%v694, %v695) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v697 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v698 = "stablehlo.maximum"(%v696, %v697) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v699 = "stablehlo.broadcast_in_dim"(%v698) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v700 = "stablehlo.divide"(%v689, %v699) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v701 = "stablehlo.round_nearest_even"(%v700) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v702 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v703 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v704 = "stablehlo.maximum"(%v701, %v702) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v705 = "stablehlo.minimum"(%v704, %v703) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v706 = "stablehlo.convert"(%v705) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v707 = "stablehlo.convert"(%v706) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v708 = "stablehlo.broadcast_in_dim"(%v698) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v709 = "stablehlo.multiply"(%v707, %v708) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v710 = "stablehlo.subtract"(%v689, %v709) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v711 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v712 = "stablehlo.divide"(%v698, %v711) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v713 = "stablehlo.broadcast_in_dim"(%v712) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v714 = "stablehlo.divide"(%v710, %v713) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v715 = "stablehlo.round_nearest_even"(%v714) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v716 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v717 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v718 = "stablehlo.maximum"(%v715, %v716) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v719 = "stablehlo.minimum"(%v718, %v717) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v720 = "stablehlo.convert"(%v719) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v721 = "stablehlo.concatenate"(%v706, %v720) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v722 = tensor.empty() : tensor<32x64xi32>
    %v723 = arith.constant 0 : i32
    %v724 = linalg.fill ins(%v723 : i32) outs(%v722 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v725 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v721, %v690 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v724 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v726 = "stablehlo.convert"(%v725) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v727 = "stablehlo.broadcast_in_dim"(%v691) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v728 = "stablehlo.slice"(%v726) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v729 = "stablehlo.broadcast_in_dim"(%v698) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v730 = "stablehlo.multiply"(%v728, %v729) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v731 = "stablehlo.multiply"(%v730, %v727) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v732 = "stablehlo.slice"(%v726) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v733 = "stablehlo.broadcast_in_dim"(%v712) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v734 = "stablehlo.multiply"(%v732, %v733) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v735 = "stablehlo.multiply"(%v734, %v727) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v736 = "stablehlo.add"(%v731, %v735) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v737 = "stablehlo.add"(%v460, %v736) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v738 = util.global.load @p20 : tensor<64xbf16>
    %v739 = "stablehlo.multiply"(%v737, %v737) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v740 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v741 = "stablehlo.reduce"(%v739, %v740) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v742 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v743 = "stablehlo.multiply"(%v741, %v742) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v744 = "stablehlo.broadcast_in_dim"(%v743) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v745 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v746 = "stablehlo.add"(%v744, %v745) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v747 = "stablehlo.rsqrt"(%v746) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v748 = "stablehlo.multiply"(%v737, %v747) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v749 = "stablehlo.convert"(%v738) : (tensor<64xbf16>) -> tensor<64xf32>
    %v750 = "stablehlo.broadcast_in_dim"(%v749) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v751 = "stablehlo.multiply"(%v748, %v750) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v752 = util.global.load @p32 : tensor<160x64xi8>
    %v753 = util.global.load @p33 : tensor<160xf32>
    %v754 = "stablehlo.abs"(%v751) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v755 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v756 = "stablehlo.reduce"(%v754, %v755) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v757 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v758 = "stablehlo.divide"(%v756, %v757) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v759 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v760 = "stablehlo.maximum"(%v758, %v759) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v761 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v762 = "stablehlo.divide"(%v751, %v761) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v763 = "stablehlo.round_nearest_even"(%v762) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v764 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v765 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v766 = "stablehlo.maximum"(%v763, %v764) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v767 = "stablehlo.minimum"(%v766, %v765) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v768 = "stablehlo.convert"(%v767) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v769 = "stablehlo.convert"(%v768) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v770 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v771 = "stablehlo.multiply"(%v769, %v770) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v772 = "stablehlo.subtract"(%v751, %v771) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v773 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v774 = "stablehlo.divide"(%v760, %v773) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v775 = "stablehlo.broadcast_in_dim"(%v774) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v776 = "stablehlo.divide"(%v772, %v775) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v777 = "stablehlo.round_nearest_even"(%v776) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v778 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v779 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v780 = "stablehlo.maximum"(%v777, %v778) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v781 = "stablehlo.minimum"(%v780, %v779) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v782 = "stablehlo.convert"(%v781) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v783 = "stablehlo.concatenate"(%v768, %v782) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v784 = tensor.empty() : tensor<32x160xi32>
    %v785 = arith.constant 0 : i32
    %v786 = linalg.fill ins(%v785 : i32) outs(%v784 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v787 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v783, %v752 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v786 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v788 = "stablehlo.convert"(%v787) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v789 = "stablehlo.broadcast_in_dim"(%v753) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v790 = "stablehlo.slice"(%v788) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v791 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v792 = "stablehlo.multiply"(%v790, %v791) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v793 = "stablehlo.multiply"(%v792, %v789) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v794 = "stablehlo.slice"(%v788) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v795 = "stablehlo.broadcast_in_dim"(%v774) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v796 = "stablehlo.multiply"(%v794, %v795) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v797 = "stablehlo.multiply"(%v796, %v789) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v798 = "stablehlo.add"(%v793, %v797) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v799 = "stablehlo.logistic"(%v798) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v800 = "stablehlo.multiply"(%v798, %v799) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v801 = util.global.load @p34 : tensor<160x64xi8>
    %v802 = util.global.load @p35 : tensor<160xf32>
    %v803 = "stablehlo.abs"(%v751) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v804 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v805 = "stablehlo.reduce"(%v803, %v804) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v806 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v807 = "stablehlo.divide"(%v805, %v806) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v808 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v809 = "stablehlo.maximum"(%v807, %v808) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v810 = "stablehlo.broadcast_in_dim"(%v809) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v811 = "stablehlo.divide"(%v751, %v810) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v812 = "stablehlo.round_nearest_even"(%v811) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v813 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v814 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v815 = "stablehlo.maximum"(%v812, %v813) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v816 = "stablehlo.minimum"(%v815, %v814) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v817 = "stablehlo.convert"(%v816) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v818 = "stablehlo.convert"(%v817) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v819 = "stablehlo.broadcast_in_dim"(%v809) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v820 = "stablehlo.multiply"(%v818, %v819) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v821 = "stablehlo.subtract"(%v751, %v820) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v822 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v823 = "stablehlo.divide"(%v809, %v822) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v824 = "stablehlo.broadcast_in_dim"(%v823) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v825 = "stablehlo.divide"(%v821, %v824) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v826 = "stablehlo.round_nearest_even"(%v825) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v827 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v828 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v829 = "stablehlo.maximum"(%v826, %v827) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v830 = "stablehlo.minimum"(%v829, %v828) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v831 = "stablehlo.convert"(%v830) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v832 = "stablehlo.concatenate"(%v817, %v831) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v833 = tensor.empty() : tensor<32x160xi32>
    %v834 = arith.constant 0 : i32
    %v835 = linalg.fill ins(%v834 : i32) outs(%v833 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v836 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v832, %v801 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v835 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v837 = "stablehlo.convert"(%v836) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v838 = "stablehlo.broadcast_in_dim"(%v802) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v839 = "stablehlo.slice"(%v837) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v840 = "stablehlo.broadcast_in_dim"(%v809) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v841 = "stablehlo.multiply"(%v839, %v840) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v842 = "stablehlo.multiply"(%v841, %v838) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v843 = "stablehlo.slice"(%v837) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v844 = "stablehlo.broadcast_in_dim"(%v823) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v845 = "stablehlo.multiply"(%v843, %v844) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v846 = "stablehlo.multiply"(%v845, %v838) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v847 = "stablehlo.add"(%v842, %v846) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v848 = "stablehlo.multiply"(%v800, %v847) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v849 = util.global.load @p36 : tensor<64x160xi8>
    %v850 = util.global.load @p37 : tensor<64xf32>
    %v851 = "stablehlo.abs"(%v848) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v852 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v853 = "stablehlo.reduce"(%v851, %v852) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v854 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v855 = "stablehlo.divide"(%v853, %v854) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v856 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v857 = "stablehlo.maximum"(%v855, %v856) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v858 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v859 = "stablehlo.divide"(%v848, %v858) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v860 = "stablehlo.round_nearest_even"(%v859) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v861 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v862 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v863 = "stablehlo.maximum"(%v860, %v861) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v864 = "stablehlo.minimum"(%v863, %v862) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v865 = "stablehlo.convert"(%v864) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v866 = "stablehlo.convert"(%v865) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v867 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v868 = "stablehlo.multiply"(%v866, %v867) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v869 = "stablehlo.subtract"(%v848, %v868) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v870 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v871 = "stablehlo.divide"(%v857, %v870) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v872 = "stablehlo.broadcast_in_dim"(%v871) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v873 = "stablehlo.divide"(%v869, %v872) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v874 = "stablehlo.round_nearest_even"(%v873) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v875 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v876 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v877 = "stablehlo.maximum"(%v874, %v875) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v878 = "stablehlo.minimum"(%v877, %v876) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v879 = "stablehlo.convert"(%v878) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v880 = "stablehlo.concatenate"(%v865, %v879) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v881 = tensor.empty() : tensor<32x64xi32>
    %v882 = arith.constant 0 : i32
    %v883 = linalg.fill ins(%v882 : i32) outs(%v881 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v884 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v880, %v849 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v883 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v885 = "stablehlo.convert"(%v884) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v886 = "stablehlo.broadcast_in_dim"(%v850) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v887 = "stablehlo.slice"(%v885) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v888 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v889 = "stablehlo.multiply"(%v887, %v888) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v890 = "stablehlo.multiply"(%v889, %v886) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v891 = "stablehlo.slice"(%v885) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v892 = "stablehlo.broadcast_in_dim"(%v871) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v893 = "stablehlo.multiply"(%v891, %v892) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v894 = "stablehlo.multiply"(%v893, %v886) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v895 = "stablehlo.add"(%v890, %v894) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v896 = "stablehlo.add"(%v737, %v895) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v897 = "stablehlo.transpose"(%v655) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v898 = "stablehlo.reshape"(%v897) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v899 = "stablehlo.transpose"(%v656) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v900 = "stablehlo.reshape"(%v899) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v901 = "stablehlo.concatenate"(%v462, %v898) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v902 = "stablehlo.concatenate"(%v464, %v900) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v903 = "stablehlo.dynamic_slice"(%v896, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v904 = util.global.load @p41 : tensor<64xbf16>
    %v905 = "stablehlo.multiply"(%v903, %v903) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v906 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v907 = "stablehlo.reduce"(%v905, %v906) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v908 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v909 = "stablehlo.multiply"(%v907, %v908) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v910 = "stablehlo.broadcast_in_dim"(%v909) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v911 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v912 = "stablehlo.add"(%v910, %v911) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v913 = "stablehlo.rsqrt"(%v912) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v914 = "stablehlo.multiply"(%v903, %v913) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v915 = "stablehlo.convert"(%v904) : (tensor<64xbf16>) -> tensor<64xf32>
    %v916 = "stablehlo.broadcast_in_dim"(%v915) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v917 = "stablehlo.multiply"(%v914, %v916) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v918 = util.global.load @p39 : tensor<151936x64xi8>
    %v919 = util.global.load @p40 : tensor<151936xf32>
    %v920 = "stablehlo.abs"(%v917) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v921 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v922 = "stablehlo.reduce"(%v920, %v921) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v923 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v924 = "stablehlo.divide"(%v922, %v923) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v925 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v926 = "stablehlo.maximum"(%v924, %v925) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v927 = "stablehlo.broadcast_in_dim"(%v926) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v928 = "stablehlo.divide"(%v917, %v927) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v929 = "stablehlo.round_nearest_even"(%v928) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v930 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v931 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v932 = "stablehlo.maximum"(%v929, %v930) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v933 = "stablehlo.minimum"(%v932, %v931) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v934 = "stablehlo.convert"(%v933) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v935 = "stablehlo.convert"(%v934) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v936 = "stablehlo.broadcast_in_dim"(%v926) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v937 = "stablehlo.multiply"(%v935, %v936) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v938 = "stablehlo.subtract"(%v917, %v937) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v939 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v940 = "stablehlo.divide"(%v926, %v939) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v941 = "stablehlo.broadcast_in_dim"(%v940) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v942 = "stablehlo.divide"(%v938, %v941) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v943 = "stablehlo.round_nearest_even"(%v942) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v944 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v945 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v946 = "stablehlo.maximum"(%v943, %v944) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v947 = "stablehlo.minimum"(%v946, %v945) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v948 = "stablehlo.convert"(%v947) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v949 = "stablehlo.concatenate"(%v934, %v948) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v950 = tensor.empty() : tensor<2x151936xi32>
    %v951 = arith.constant 0 : i32
    %v952 = linalg.fill ins(%v951 : i32) outs(%v950 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v953 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v949, %v918 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v952 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v954 = "stablehlo.convert"(%v953) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v955 = "stablehlo.broadcast_in_dim"(%v919) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v956 = "stablehlo.slice"(%v954) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v957 = "stablehlo.broadcast_in_dim"(%v926) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v958 = "stablehlo.multiply"(%v956, %v957) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v959 = "stablehlo.multiply"(%v958, %v955) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v960 = "stablehlo.slice"(%v954) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v961 = "stablehlo.broadcast_in_dim"(%v940) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v962 = "stablehlo.multiply"(%v960, %v961) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v963 = "stablehlo.multiply"(%v962, %v955) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v964 = "stablehlo.add"(%v959, %v963) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v964, %v896, %v901, %v902 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
  }
  func.func @head_c16(%arg0: tensor<16x64xf32>) -> (tensor<16x151936xf32>) {
    %v1 = util.global.load @p41 : tensor<64xbf16>
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
    %v15 = util.global.load @p39 : tensor<151936x64xi8>
    %v16 = util.global.load @p40 : tensor<151936xf32>
    %v17 = "stablehlo.abs"(%v14) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%v17, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v20 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v21 = "stablehlo.divide"(%v19, %v20) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v22 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v23 = "stablehlo.maximum"(%v21, %v22) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v24 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v25 = "stablehlo.divide"(%v14, %v24) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v26 = "stablehlo.round_nearest_even"(%v25) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v27 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v28 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v29 = "stablehlo.maximum"(%v26, %v27) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v30 = "stablehlo.minimum"(%v29, %v28) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v31 = "stablehlo.convert"(%v30) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v32 = "stablehlo.convert"(%v31) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v33 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v34 = "stablehlo.multiply"(%v32, %v33) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v35 = "stablehlo.subtract"(%v14, %v34) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v36 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v37 = "stablehlo.divide"(%v23, %v36) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v39 = "stablehlo.divide"(%v35, %v38) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v40 = "stablehlo.round_nearest_even"(%v39) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v41 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v42 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v43 = "stablehlo.maximum"(%v40, %v41) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v44 = "stablehlo.minimum"(%v43, %v42) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v45 = "stablehlo.convert"(%v44) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v46 = "stablehlo.concatenate"(%v31, %v45) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v47 = tensor.empty() : tensor<32x151936xi32>
    %v48 = arith.constant 0 : i32
    %v49 = linalg.fill ins(%v48 : i32) outs(%v47 : tensor<32x151936xi32>) -> tensor<32x151936xi32>
    %v50 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v46, %v15 : tensor<32x64xi8>, tensor<151936x64xi8>) outs(%v49 : tensor<32x151936xi32>) {iree.opt.data_tiling} -> tensor<32x151936xi32>
    %v51 = "stablehlo.convert"(%v50) : (tensor<32x151936xi32>) -> tensor<32x151936xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<16x151936xf32>
    %v53 = "stablehlo.slice"(%v51) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 151936>, strides = array<i64: 1, 1>} : (tensor<32x151936xf32>) -> tensor<16x151936xf32>
    %v54 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x151936xf32>
    %v55 = "stablehlo.multiply"(%v53, %v54) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v56 = "stablehlo.multiply"(%v55, %v52) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v57 = "stablehlo.slice"(%v51) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 151936>, strides = array<i64: 1, 1>} : (tensor<32x151936xf32>) -> tensor<16x151936xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x151936xf32>
    %v59 = "stablehlo.multiply"(%v57, %v58) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v60 = "stablehlo.multiply"(%v59, %v52) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v61 = "stablehlo.add"(%v56, %v60) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    return %v61 : tensor<16x151936xf32>
  }
  func.func @kv_write_c16(%arg0: tensor<2x1x16x?xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x16xbf16>, %arg3: tensor<2x1x16x16xbf16>, %arg4: tensor<i32>) -> (tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = tensor.extract %v1[] : tensor<i32>
    %v3 = arith.index_cast %v2 : i32 to index
    %v4 = tensor.extract %v1[] : tensor<i32>
    %v5 = arith.index_cast %v4 : i32 to index
    %v6 = tensor.extract %v1[] : tensor<i32>
    %v7 = arith.index_cast %v6 : i32 to index
    %v8 = tensor.extract %arg4[] : tensor<i32>
    %v9 = arith.index_cast %v8 : i32 to index
    %v10 = tensor.insert_slice %arg2 into %arg0[%v3, %v5, %v7, %v9] [2, 1, 16, 16] [1, 1, 1, 1] : tensor<2x1x16x16xbf16> into tensor<2x1x16x?xbf16>
    %v11 = tensor.extract %v1[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.extract %v1[] : tensor<i32>
    %v14 = arith.index_cast %v13 : i32 to index
    %v15 = tensor.extract %arg4[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.insert_slice %arg3 into %arg1[%v12, %v14, %v16, %v18] [2, 1, 16, 16] [1, 1, 1, 1] : tensor<2x1x16x16xbf16> into tensor<2x1x?x16xbf16>
    return %v10, %v19 : tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>
  }
  func.func @decode_n1_w128(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<1xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2x1x16x?xbf16>, %arg7: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x1x16x1xbf16>, tensor<2x1x1x16xbf16>) {
    %v1 = util.global.load @p38 : tensor<151936x64xbf16>
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
    %v36 = util.global.load @p2 : tensor<64x64xi8>
    %v37 = util.global.load @p3 : tensor<64xf32>
    %v38 = util.global.load @p4 : tensor<64xbf16>
    %v39 = "stablehlo.abs"(%v35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v41 = "stablehlo.reduce"(%v39, %v40) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v42 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v43 = "stablehlo.divide"(%v41, %v42) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v44 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v45 = "stablehlo.maximum"(%v43, %v44) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v46 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v47 = "stablehlo.divide"(%v35, %v46) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v48 = "stablehlo.round_nearest_even"(%v47) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v49 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v50 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v51 = "stablehlo.maximum"(%v48, %v49) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v52 = "stablehlo.minimum"(%v51, %v50) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v53 = "stablehlo.convert"(%v52) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v54 = "stablehlo.convert"(%v53) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v56 = "stablehlo.multiply"(%v54, %v55) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v57 = "stablehlo.subtract"(%v35, %v56) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v58 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v59 = "stablehlo.divide"(%v45, %v58) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v61 = "stablehlo.divide"(%v57, %v60) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v62 = "stablehlo.round_nearest_even"(%v61) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v63 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v64 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v65 = "stablehlo.maximum"(%v62, %v63) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v66 = "stablehlo.minimum"(%v65, %v64) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v67 = "stablehlo.convert"(%v66) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v68 = "stablehlo.concatenate"(%v53, %v67) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v69 = tensor.empty() : tensor<2x64xi32>
    %v70 = arith.constant 0 : i32
    %v71 = linalg.fill ins(%v70 : i32) outs(%v69 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v68, %v36 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v71 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v73 = "stablehlo.convert"(%v72) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v75 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v77 = "stablehlo.multiply"(%v75, %v76) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v78 = "stablehlo.multiply"(%v77, %v74) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v79 = "stablehlo.slice"(%v73) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v81 = "stablehlo.multiply"(%v79, %v80) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v82 = "stablehlo.multiply"(%v81, %v74) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v83 = "stablehlo.add"(%v78, %v82) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v84 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v84) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v86 = "stablehlo.add"(%v83, %v85) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v87 = "stablehlo.reshape"(%v86) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v88 = util.global.load @p5 : tensor<16x64xi8>
    %v89 = util.global.load @p6 : tensor<16xf32>
    %v90 = util.global.load @p7 : tensor<16xbf16>
    %v91 = "stablehlo.abs"(%v35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v93 = "stablehlo.reduce"(%v91, %v92) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v94 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v95 = "stablehlo.divide"(%v93, %v94) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v96 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v97 = "stablehlo.maximum"(%v95, %v96) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v99 = "stablehlo.divide"(%v35, %v98) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v100 = "stablehlo.round_nearest_even"(%v99) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v101 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v102 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v103 = "stablehlo.maximum"(%v100, %v101) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v104 = "stablehlo.minimum"(%v103, %v102) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v105 = "stablehlo.convert"(%v104) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v106 = "stablehlo.convert"(%v105) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v108 = "stablehlo.multiply"(%v106, %v107) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v109 = "stablehlo.subtract"(%v35, %v108) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v110 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v111 = "stablehlo.divide"(%v97, %v110) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v113 = "stablehlo.divide"(%v109, %v112) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v114 = "stablehlo.round_nearest_even"(%v113) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v115 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v116 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v117 = "stablehlo.maximum"(%v114, %v115) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v118 = "stablehlo.minimum"(%v117, %v116) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v119 = "stablehlo.convert"(%v118) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v120 = "stablehlo.concatenate"(%v105, %v119) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v121 = tensor.empty() : tensor<2x16xi32>
    %v122 = arith.constant 0 : i32
    %v123 = linalg.fill ins(%v122 : i32) outs(%v121 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v124 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v120, %v88 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v123 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v125 = "stablehlo.convert"(%v124) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v127 = "stablehlo.slice"(%v125) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v129 = "stablehlo.multiply"(%v127, %v128) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v130 = "stablehlo.multiply"(%v129, %v126) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v131 = "stablehlo.slice"(%v125) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v132 = "stablehlo.broadcast_in_dim"(%v111) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v133 = "stablehlo.multiply"(%v131, %v132) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v134 = "stablehlo.multiply"(%v133, %v126) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v135 = "stablehlo.add"(%v130, %v134) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v136 = "stablehlo.convert"(%v90) : (tensor<16xbf16>) -> tensor<16xf32>
    %v137 = "stablehlo.broadcast_in_dim"(%v136) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v138 = "stablehlo.add"(%v135, %v137) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v140 = util.global.load @p8 : tensor<16x64xi8>
    %v141 = util.global.load @p9 : tensor<16xf32>
    %v142 = util.global.load @p10 : tensor<16xbf16>
    %v143 = "stablehlo.abs"(%v35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v145 = "stablehlo.reduce"(%v143, %v144) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v146 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v147 = "stablehlo.divide"(%v145, %v146) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v148 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v149 = "stablehlo.maximum"(%v147, %v148) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v151 = "stablehlo.divide"(%v35, %v150) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v152 = "stablehlo.round_nearest_even"(%v151) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v153 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v154 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v155 = "stablehlo.maximum"(%v152, %v153) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v156 = "stablehlo.minimum"(%v155, %v154) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v157 = "stablehlo.convert"(%v156) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v158 = "stablehlo.convert"(%v157) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v160 = "stablehlo.multiply"(%v158, %v159) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v161 = "stablehlo.subtract"(%v35, %v160) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v162 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v163 = "stablehlo.divide"(%v149, %v162) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v164 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v165 = "stablehlo.divide"(%v161, %v164) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v166 = "stablehlo.round_nearest_even"(%v165) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v167 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v168 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v169 = "stablehlo.maximum"(%v166, %v167) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v170 = "stablehlo.minimum"(%v169, %v168) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v171 = "stablehlo.convert"(%v170) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v172 = "stablehlo.concatenate"(%v157, %v171) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v173 = tensor.empty() : tensor<2x16xi32>
    %v174 = arith.constant 0 : i32
    %v175 = linalg.fill ins(%v174 : i32) outs(%v173 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v176 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v172, %v140 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v175 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v177 = "stablehlo.convert"(%v176) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v141) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v179 = "stablehlo.slice"(%v177) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v149) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v181 = "stablehlo.multiply"(%v179, %v180) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v182 = "stablehlo.multiply"(%v181, %v178) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v183 = "stablehlo.slice"(%v177) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v186 = "stablehlo.multiply"(%v185, %v178) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v187 = "stablehlo.add"(%v182, %v186) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v188 = "stablehlo.convert"(%v142) : (tensor<16xbf16>) -> tensor<16xf32>
    %v189 = "stablehlo.broadcast_in_dim"(%v188) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v190 = "stablehlo.add"(%v187, %v189) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v191 = "stablehlo.reshape"(%v190) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v192 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v193 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v194 = "stablehlo.negate"(%v193) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v195 = "stablehlo.concatenate"(%v194, %v192) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v198 = "stablehlo.multiply"(%v87, %v196) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v199 = "stablehlo.multiply"(%v195, %v197) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v200 = "stablehlo.add"(%v198, %v199) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v201 = "stablehlo.slice"(%v139) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v202 = "stablehlo.slice"(%v139) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v203 = "stablehlo.negate"(%v202) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v204 = "stablehlo.concatenate"(%v203, %v201) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v207 = "stablehlo.multiply"(%v139, %v205) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v208 = "stablehlo.multiply"(%v204, %v206) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v209 = "stablehlo.add"(%v207, %v208) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v210 = "stablehlo.reshape"(%v200) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v211 = "stablehlo.convert"(%v210) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xbf16>
    %v212 = "stablehlo.convert"(%v209) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v213 = "stablehlo.convert"(%v191) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v214 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v215 = "stablehlo.reshape"(%v214) : (tensor<1xi32>) -> tensor<i32>
    %v216 = stablehlo.constant dense<0> : tensor<i32>
    %v217 = "stablehlo.dynamic_slice"(%arg6, %v215, %v216, %v216, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v218 = "stablehlo.dot_general"(%v211, %v217) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16x128xbf16>) -> tensor<1x1x4x128xf32>
    %v219 = "stablehlo.select"(%v18, %v218, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v220 = "stablehlo.dot_general"(%v211, %v212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16xbf16>) -> tensor<1x1x4xf32>
    %v221 = "stablehlo.reshape"(%v220) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v222 = "stablehlo.concatenate"(%v219, %v221) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v223 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v224 = "stablehlo.multiply"(%v222, %v223) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v225 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v226 = "stablehlo.reduce"(%v224, %v225) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v227 = "stablehlo.broadcast_in_dim"(%v226) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v228 = "stablehlo.subtract"(%v224, %v227) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v229 = "stablehlo.exponential"(%v228) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v230 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v231 = "stablehlo.reduce"(%v229, %v230) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v232 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v233 = "stablehlo.divide"(%v229, %v232) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v234 = "stablehlo.slice"(%v233) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v235 = "stablehlo.slice"(%v233) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v236 = stablehlo.constant dense<0> : tensor<i32>
    %v237 = "stablehlo.dynamic_slice"(%arg7, %v215, %v236, %v21, %v236) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v238 = "stablehlo.convert"(%v234) : (tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xbf16>
    %v239 = "stablehlo.dot_general"(%v238, %v237) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xbf16>, tensor<1x1x128x16xbf16>) -> tensor<1x1x4x16xf32>
    %v240 = "stablehlo.convert"(%v213) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v240) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v242 = "stablehlo.reshape"(%v235) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v244 = "stablehlo.multiply"(%v243, %v241) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v245 = "stablehlo.add"(%v239, %v244) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v246 = "stablehlo.reshape"(%v245) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v247 = util.global.load @p11 : tensor<64x64xi8>
    %v248 = util.global.load @p12 : tensor<64xf32>
    %v249 = "stablehlo.abs"(%v246) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v251 = "stablehlo.reduce"(%v249, %v250) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v252 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v253 = "stablehlo.divide"(%v251, %v252) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v254 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v255 = "stablehlo.maximum"(%v253, %v254) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v257 = "stablehlo.divide"(%v246, %v256) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v258 = "stablehlo.round_nearest_even"(%v257) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v259 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v260 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v261 = "stablehlo.maximum"(%v258, %v259) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v262 = "stablehlo.minimum"(%v261, %v260) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v263 = "stablehlo.convert"(%v262) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v264 = "stablehlo.convert"(%v263) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v266 = "stablehlo.multiply"(%v264, %v265) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v267 = "stablehlo.subtract"(%v246, %v266) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v268 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v269 = "stablehlo.divide"(%v255, %v268) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v270 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v271 = "stablehlo.divide"(%v267, %v270) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v272 = "stablehlo.round_nearest_even"(%v271) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v273 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v274 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v275 = "stablehlo.maximum"(%v272, %v273) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v276 = "stablehlo.minimum"(%v275, %v274) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v277 = "stablehlo.convert"(%v276) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v278 = "stablehlo.concatenate"(%v263, %v277) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v279 = tensor.empty() : tensor<2x64xi32>
    %v280 = arith.constant 0 : i32
    %v281 = linalg.fill ins(%v280 : i32) outs(%v279 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v282 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v278, %v247 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v281 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v283 = "stablehlo.convert"(%v282) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v248) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v285 = "stablehlo.slice"(%v283) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v287 = "stablehlo.multiply"(%v285, %v286) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v288 = "stablehlo.multiply"(%v287, %v284) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v289 = "stablehlo.slice"(%v283) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v291 = "stablehlo.multiply"(%v289, %v290) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v292 = "stablehlo.multiply"(%v291, %v284) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v293 = "stablehlo.add"(%v288, %v292) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v294 = "stablehlo.add"(%v4, %v293) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v295 = util.global.load @p1 : tensor<64xbf16>
    %v296 = "stablehlo.multiply"(%v294, %v294) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v298 = "stablehlo.reduce"(%v296, %v297) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v299 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v300 = "stablehlo.multiply"(%v298, %v299) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v301 = "stablehlo.broadcast_in_dim"(%v300) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v302 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v303 = "stablehlo.add"(%v301, %v302) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v304 = "stablehlo.rsqrt"(%v303) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v305 = "stablehlo.multiply"(%v294, %v304) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v306 = "stablehlo.convert"(%v295) : (tensor<64xbf16>) -> tensor<64xf32>
    %v307 = "stablehlo.broadcast_in_dim"(%v306) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v308 = "stablehlo.multiply"(%v305, %v307) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v309 = util.global.load @p13 : tensor<160x64xi8>
    %v310 = util.global.load @p14 : tensor<160xf32>
    %v311 = "stablehlo.abs"(%v308) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v313 = "stablehlo.reduce"(%v311, %v312) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v314 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v315 = "stablehlo.divide"(%v313, %v314) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v316 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v317 = "stablehlo.maximum"(%v315, %v316) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v318 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v319 = "stablehlo.divide"(%v308, %v318) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v320 = "stablehlo.round_nearest_even"(%v319) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v321 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v322 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v323 = "stablehlo.maximum"(%v320, %v321) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v324 = "stablehlo.minimum"(%v323, %v322) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v325 = "stablehlo.convert"(%v324) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v326 = "stablehlo.convert"(%v325) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v327 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v328 = "stablehlo.multiply"(%v326, %v327) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v329 = "stablehlo.subtract"(%v308, %v328) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v330 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v331 = "stablehlo.divide"(%v317, %v330) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v332 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v333 = "stablehlo.divide"(%v329, %v332) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v334 = "stablehlo.round_nearest_even"(%v333) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v335 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v336 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v337 = "stablehlo.maximum"(%v334, %v335) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v338 = "stablehlo.minimum"(%v337, %v336) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v339 = "stablehlo.convert"(%v338) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v340 = "stablehlo.concatenate"(%v325, %v339) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v341 = tensor.empty() : tensor<2x160xi32>
    %v342 = arith.constant 0 : i32
    %v343 = linalg.fill ins(%v342 : i32) outs(%v341 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v344 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v340, %v309 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v343 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v345 = "stablehlo.convert"(%v344) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v346 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v347 = "stablehlo.slice"(%v345) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v348 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v349 = "stablehlo.multiply"(%v347, %v348) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v350 = "stablehlo.multiply"(%v349, %v346) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v351 = "stablehlo.slice"(%v345) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v352 = "stablehlo.broadcast_in_dim"(%v331) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v353 = "stablehlo.multiply"(%v351, %v352) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v354 = "stablehlo.multiply"(%v353, %v346) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v355 = "stablehlo.add"(%v350, %v354) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v356 = "stablehlo.logistic"(%v355) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v357 = "stablehlo.multiply"(%v355, %v356) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v358 = util.global.load @p15 : tensor<160x64xi8>
    %v359 = util.global.load @p16 : tensor<160xf32>
    %v360 = "stablehlo.abs"(%v308) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v361 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v362 = "stablehlo.reduce"(%v360, %v361) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v363 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v364 = "stablehlo.divide"(%v362, %v363) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v365 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v366 = "stablehlo.maximum"(%v364, %v365) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v367 = "stablehlo.broadcast_in_dim"(%v366) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v368 = "stablehlo.divide"(%v308, %v367) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v369 = "stablehlo.round_nearest_even"(%v368) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v370 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v371 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v372 = "stablehlo.maximum"(%v369, %v370) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v373 = "stablehlo.minimum"(%v372, %v371) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v374 = "stablehlo.convert"(%v373) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v375 = "stablehlo.convert"(%v374) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v376 = "stablehlo.broadcast_in_dim"(%v366) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v377 = "stablehlo.multiply"(%v375, %v376) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v378 = "stablehlo.subtract"(%v308, %v377) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v379 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v380 = "stablehlo.divide"(%v366, %v379) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v381 = "stablehlo.broadcast_in_dim"(%v380) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v382 = "stablehlo.divide"(%v378, %v381) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v383 = "stablehlo.round_nearest_even"(%v382) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v384 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v385 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v386 = "stablehlo.maximum"(%v383, %v384) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v387 = "stablehlo.minimum"(%v386, %v385) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v388 = "stablehlo.convert"(%v387) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v389 = "stablehlo.concatenate"(%v374, %v388) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v390 = tensor.empty() : tensor<2x160xi32>
    %v391 = arith.constant 0 : i32
    %v392 = linalg.fill ins(%v391 : i32) outs(%v390 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v393 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v389, %v358 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v392 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v394 = "stablehlo.convert"(%v393) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v395 = "stablehlo.broadcast_in_dim"(%v359) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v396 = "stablehlo.slice"(%v394) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v397 = "stablehlo.broadcast_in_dim"(%v366) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v398 = "stablehlo.multiply"(%v396, %v397) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v399 = "stablehlo.multiply"(%v398, %v395) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v400 = "stablehlo.slice"(%v394) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v401 = "stablehlo.broadcast_in_dim"(%v380) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v402 = "stablehlo.multiply"(%v400, %v401) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v403 = "stablehlo.multiply"(%v402, %v395) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v404 = "stablehlo.add"(%v399, %v403) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v405 = "stablehlo.multiply"(%v357, %v404) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v406 = util.global.load @p17 : tensor<64x160xi8>
    %v407 = util.global.load @p18 : tensor<64xf32>
    %v408 = "stablehlo.abs"(%v405) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v409 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v410 = "stablehlo.reduce"(%v408, %v409) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v411 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v412 = "stablehlo.divide"(%v410, %v411) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v413 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v414 = "stablehlo.maximum"(%v412, %v413) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v416 = "stablehlo.divide"(%v405, %v415) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v417 = "stablehlo.round_nearest_even"(%v416) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v418 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v419 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v420 = "stablehlo.maximum"(%v417, %v418) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v421 = "stablehlo.minimum"(%v420, %v419) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v422 = "stablehlo.convert"(%v421) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v423 = "stablehlo.convert"(%v422) : (tensor<1x160xi8>) -> tensor<1x160xf32>
    %v424 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v425 = "stablehlo.multiply"(%v423, %v424) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v426 = "stablehlo.subtract"(%v405, %v425) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v427 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v428 = "stablehlo.divide"(%v414, %v427) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v429 = "stablehlo.broadcast_in_dim"(%v428) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v430 = "stablehlo.divide"(%v426, %v429) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v431 = "stablehlo.round_nearest_even"(%v430) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v432 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v433 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v434 = "stablehlo.maximum"(%v431, %v432) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v435 = "stablehlo.minimum"(%v434, %v433) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v436 = "stablehlo.convert"(%v435) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v437 = "stablehlo.concatenate"(%v422, %v436) {dimension = 0 : i64} : (tensor<1x160xi8>, tensor<1x160xi8>) -> tensor<2x160xi8>
    %v438 = tensor.empty() : tensor<2x64xi32>
    %v439 = arith.constant 0 : i32
    %v440 = linalg.fill ins(%v439 : i32) outs(%v438 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v441 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v437, %v406 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v440 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v442 = "stablehlo.convert"(%v441) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v443 = "stablehlo.broadcast_in_dim"(%v407) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v444 = "stablehlo.slice"(%v442) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v445 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v446 = "stablehlo.multiply"(%v444, %v445) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v447 = "stablehlo.multiply"(%v446, %v443) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v448 = "stablehlo.slice"(%v442) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v449 = "stablehlo.broadcast_in_dim"(%v428) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v450 = "stablehlo.multiply"(%v448, %v449) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v451 = "stablehlo.multiply"(%v450, %v443) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v452 = "stablehlo.add"(%v447, %v451) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v453 = "stablehlo.add"(%v294, %v452) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v454 = "stablehlo.transpose"(%v212) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v455 = "stablehlo.reshape"(%v454) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v456 = "stablehlo.transpose"(%v213) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v457 = "stablehlo.reshape"(%v456) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v458 = util.global.load @p19 : tensor<64xbf16>
    %v459 = "stablehlo.multiply"(%v453, %v453) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v460 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v461 = "stablehlo.reduce"(%v459, %v460) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v462 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v463 = "stablehlo.multiply"(%v461, %v462) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v464 = "stablehlo.broadcast_in_dim"(%v463) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v465 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v466 = "stablehlo.add"(%v464, %v465) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v467 = "stablehlo.rsqrt"(%v466) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v468 = "stablehlo.multiply"(%v453, %v467) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v469 = "stablehlo.convert"(%v458) : (tensor<64xbf16>) -> tensor<64xf32>
    %v470 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v471 = "stablehlo.multiply"(%v468, %v470) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v472 = util.global.load @p21 : tensor<64x64xi8>
    %v473 = util.global.load @p22 : tensor<64xf32>
    %v474 = util.global.load @p23 : tensor<64xbf16>
    %v475 = "stablehlo.abs"(%v471) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v476 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v477 = "stablehlo.reduce"(%v475, %v476) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v478 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v479 = "stablehlo.divide"(%v477, %v478) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v480 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v481 = "stablehlo.maximum"(%v479, %v480) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v482 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v483 = "stablehlo.divide"(%v471, %v482) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v484 = "stablehlo.round_nearest_even"(%v483) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v485 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v486 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v487 = "stablehlo.maximum"(%v484, %v485) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v488 = "stablehlo.minimum"(%v487, %v486) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v489 = "stablehlo.convert"(%v488) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v490 = "stablehlo.convert"(%v489) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v491 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v492 = "stablehlo.multiply"(%v490, %v491) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v493 = "stablehlo.subtract"(%v471, %v492) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v494 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v495 = "stablehlo.divide"(%v481, %v494) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v496 = "stablehlo.broadcast_in_dim"(%v495) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v497 = "stablehlo.divide"(%v493, %v496) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v498 = "stablehlo.round_nearest_even"(%v497) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v499 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v500 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v501 = "stablehlo.maximum"(%v498, %v499) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v502 = "stablehlo.minimum"(%v501, %v500) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v503 = "stablehlo.convert"(%v502) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v504 = "stablehlo.concatenate"(%v489, %v503) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v505 = tensor.empty() : tensor<2x64xi32>
    %v506 = arith.constant 0 : i32
    %v507 = linalg.fill ins(%v506 : i32) outs(%v505 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v508 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v504, %v472 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v507 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v509 = "stablehlo.convert"(%v508) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v510 = "stablehlo.broadcast_in_dim"(%v473) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v511 = "stablehlo.slice"(%v509) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v512 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v513 = "stablehlo.multiply"(%v511, %v512) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v514 = "stablehlo.multiply"(%v513, %v510) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v515 = "stablehlo.slice"(%v509) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v516 = "stablehlo.broadcast_in_dim"(%v495) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v517 = "stablehlo.multiply"(%v515, %v516) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v518 = "stablehlo.multiply"(%v517, %v510) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v519 = "stablehlo.add"(%v514, %v518) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v520 = "stablehlo.convert"(%v474) : (tensor<64xbf16>) -> tensor<64xf32>
    %v521 = "stablehlo.broadcast_in_dim"(%v520) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v522 = "stablehlo.add"(%v519, %v521) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v523 = "stablehlo.reshape"(%v522) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v524 = util.global.load @p24 : tensor<16x64xi8>
    %v525 = util.global.load @p25 : tensor<16xf32>
    %v526 = util.global.load @p26 : tensor<16xbf16>
    %v527 = "stablehlo.abs"(%v471) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v528 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v529 = "stablehlo.reduce"(%v527, %v528) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v530 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v531 = "stablehlo.divide"(%v529, %v530) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v532 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v533 = "stablehlo.maximum"(%v531, %v532) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v534 = "stablehlo.broadcast_in_dim"(%v533) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v535 = "stablehlo.divide"(%v471, %v534) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v536 = "stablehlo.round_nearest_even"(%v535) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v537 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v538 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v539 = "stablehlo.maximum"(%v536, %v537) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v540 = "stablehlo.minimum"(%v539, %v538) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v541 = "stablehlo.convert"(%v540) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v542 = "stablehlo.convert"(%v541) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v543 = "stablehlo.broadcast_in_dim"(%v533) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v544 = "stablehlo.multiply"(%v542, %v543) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v545 = "stablehlo.subtract"(%v471, %v544) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v546 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v547 = "stablehlo.divide"(%v533, %v546) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v548 = "stablehlo.broadcast_in_dim"(%v547) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v549 = "stablehlo.divide"(%v545, %v548) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v550 = "stablehlo.round_nearest_even"(%v549) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v551 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v552 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v553 = "stablehlo.maximum"(%v550, %v551) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v554 = "stablehlo.minimum"(%v553, %v552) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v555 = "stablehlo.convert"(%v554) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v556 = "stablehlo.concatenate"(%v541, %v555) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v557 = tensor.empty() : tensor<2x16xi32>
    %v558 = arith.constant 0 : i32
    %v559 = linalg.fill ins(%v558 : i32) outs(%v557 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v560 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v556, %v524 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v559 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v561 = "stablehlo.convert"(%v560) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v562 = "stablehlo.broadcast_in_dim"(%v525) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v563 = "stablehlo.slice"(%v561) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v564 = "stablehlo.broadcast_in_dim"(%v533) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v565 = "stablehlo.multiply"(%v563, %v564) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v566 = "stablehlo.multiply"(%v565, %v562) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v567 = "stablehlo.slice"(%v561) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v568 = "stablehlo.broadcast_in_dim"(%v547) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v569 = "stablehlo.multiply"(%v567, %v568) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v570 = "stablehlo.multiply"(%v569, %v562) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v571 = "stablehlo.add"(%v566, %v570) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v572 = "stablehlo.convert"(%v526) : (tensor<16xbf16>) -> tensor<16xf32>
    %v573 = "stablehlo.broadcast_in_dim"(%v572) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v574 = "stablehlo.add"(%v571, %v573) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v575 = "stablehlo.reshape"(%v574) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v576 = util.global.load @p27 : tensor<16x64xi8>
    %v577 = util.global.load @p28 : tensor<16xf32>
    %v578 = util.global.load @p29 : tensor<16xbf16>
    %v579 = "stablehlo.abs"(%v471) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v580 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v581 = "stablehlo.reduce"(%v579, %v580) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v582 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v583 = "stablehlo.divide"(%v581, %v582) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v584 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v585 = "stablehlo.maximum"(%v583, %v584) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v586 = "stablehlo.broadcast_in_dim"(%v585) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v587 = "stablehlo.divide"(%v471, %v586) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v588 = "stablehlo.round_nearest_even"(%v587) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v589 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v590 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v591 = "stablehlo.maximum"(%v588, %v589) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v592 = "stablehlo.minimum"(%v591, %v590) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v593 = "stablehlo.convert"(%v592) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v594 = "stablehlo.convert"(%v593) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v595 = "stablehlo.broadcast_in_dim"(%v585) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v596 = "stablehlo.multiply"(%v594, %v595) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v597 = "stablehlo.subtract"(%v471, %v596) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v598 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v599 = "stablehlo.divide"(%v585, %v598) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v600 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v601 = "stablehlo.divide"(%v597, %v600) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v602 = "stablehlo.round_nearest_even"(%v601) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v603 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v604 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v605 = "stablehlo.maximum"(%v602, %v603) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v606 = "stablehlo.minimum"(%v605, %v604) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v607 = "stablehlo.convert"(%v606) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v608 = "stablehlo.concatenate"(%v593, %v607) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v609 = tensor.empty() : tensor<2x16xi32>
    %v610 = arith.constant 0 : i32
    %v611 = linalg.fill ins(%v610 : i32) outs(%v609 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v612 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v608, %v576 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v611 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v613 = "stablehlo.convert"(%v612) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v614 = "stablehlo.broadcast_in_dim"(%v577) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v615 = "stablehlo.slice"(%v613) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v616 = "stablehlo.broadcast_in_dim"(%v585) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v617 = "stablehlo.multiply"(%v615, %v616) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v618 = "stablehlo.multiply"(%v617, %v614) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v619 = "stablehlo.slice"(%v613) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v620 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v621 = "stablehlo.multiply"(%v619, %v620) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v622 = "stablehlo.multiply"(%v621, %v614) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v623 = "stablehlo.add"(%v618, %v622) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v624 = "stablehlo.convert"(%v578) : (tensor<16xbf16>) -> tensor<16xf32>
    %v625 = "stablehlo.broadcast_in_dim"(%v624) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v626 = "stablehlo.add"(%v623, %v625) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v627 = "stablehlo.reshape"(%v626) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v628 = "stablehlo.slice"(%v523) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v629 = "stablehlo.slice"(%v523) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v630 = "stablehlo.negate"(%v629) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v631 = "stablehlo.concatenate"(%v630, %v628) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v632 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v633 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v634 = "stablehlo.multiply"(%v523, %v632) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v635 = "stablehlo.multiply"(%v631, %v633) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v636 = "stablehlo.add"(%v634, %v635) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v637 = "stablehlo.slice"(%v575) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v638 = "stablehlo.slice"(%v575) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v639 = "stablehlo.negate"(%v638) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v640 = "stablehlo.concatenate"(%v639, %v637) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v641 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v642 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v643 = "stablehlo.multiply"(%v575, %v641) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v644 = "stablehlo.multiply"(%v640, %v642) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v645 = "stablehlo.add"(%v643, %v644) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v646 = "stablehlo.reshape"(%v636) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v647 = "stablehlo.convert"(%v646) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xbf16>
    %v648 = "stablehlo.convert"(%v645) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v649 = "stablehlo.convert"(%v627) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v650 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v651 = "stablehlo.reshape"(%v650) : (tensor<1xi32>) -> tensor<i32>
    %v652 = stablehlo.constant dense<0> : tensor<i32>
    %v653 = "stablehlo.dynamic_slice"(%arg6, %v651, %v652, %v652, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v654 = "stablehlo.dot_general"(%v647, %v653) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16x128xbf16>) -> tensor<1x1x4x128xf32>
    %v655 = "stablehlo.select"(%v18, %v654, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v656 = "stablehlo.dot_general"(%v647, %v648) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16xbf16>) -> tensor<1x1x4xf32>
    %v657 = "stablehlo.reshape"(%v656) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v658 = "stablehlo.concatenate"(%v655, %v657) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v659 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v660 = "stablehlo.multiply"(%v658, %v659) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v661 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v662 = "stablehlo.reduce"(%v660, %v661) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v663 = "stablehlo.broadcast_in_dim"(%v662) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v664 = "stablehlo.subtract"(%v660, %v663) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v665 = "stablehlo.exponential"(%v664) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v666 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v667 = "stablehlo.reduce"(%v665, %v666) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v668 = "stablehlo.broadcast_in_dim"(%v667) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v669 = "stablehlo.divide"(%v665, %v668) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v670 = "stablehlo.slice"(%v669) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v671 = "stablehlo.slice"(%v669) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v672 = stablehlo.constant dense<0> : tensor<i32>
    %v673 = "stablehlo.dynamic_slice"(%arg7, %v651, %v672, %v21, %v672) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v674 = "stablehlo.convert"(%v670) : (tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xbf16>
    %v675 = "stablehlo.dot_general"(%v674, %v673) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xbf16>, tensor<1x1x128x16xbf16>) -> tensor<1x1x4x16xf32>
    %v676 = "stablehlo.convert"(%v649) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v677 = "stablehlo.broadcast_in_dim"(%v676) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v678 = "stablehlo.reshape"(%v671) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v679 = "stablehlo.broadcast_in_dim"(%v678) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v680 = "stablehlo.multiply"(%v679, %v677) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v681 = "stablehlo.add"(%v675, %v680) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v682 = "stablehlo.reshape"(%v681) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v683 = util.global.load @p30 : tensor<64x64xi8>
    %v684 = util.global.load @p31 : tensor<64xf32>
    %v685 = "stablehlo.abs"(%v682) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v686 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v687 = "stablehlo.reduce"(%v685, %v686) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v688 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v689 = "stablehlo.divide"(%v687, %v688) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v690 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v691 = "stablehlo.maximum"(%v689, %v690) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v692 = "stablehlo.broadcast_in_dim"(%v691) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v693 = "stablehlo.divide"(%v682, %v692) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v694 = "stablehlo.round_nearest_even"(%v693) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v695 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v696 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v697 = "stablehlo.maximum"(%v694, %v695) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v698 = "stablehlo.minimum"(%v697, %v696) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v699 = "stablehlo.convert"(%v698) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v700 = "stablehlo.convert"(%v699) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v701 = "stablehlo.broadcast_in_dim"(%v691) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v702 = "stablehlo.multiply"(%v700, %v701) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v703 = "stablehlo.subtract"(%v682, %v702) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v704 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v705 = "stablehlo.divide"(%v691, %v704) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v706 = "stablehlo.broadcast_in_dim"(%v705) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v707 = "stablehlo.divide"(%v703, %v706) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v708 = "stablehlo.round_nearest_even"(%v707) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v709 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v710 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v711 = "stablehlo.maximum"(%v708, %v709) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v712 = "stablehlo.minimum"(%v711, %v710) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v713 = "stablehlo.convert"(%v712) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v714 = "stablehlo.concatenate"(%v699, %v713) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v715 = tensor.empty() : tensor<2x64xi32>
    %v716 = arith.constant 0 : i32
    %v717 = linalg.fill ins(%v716 : i32) outs(%v715 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v718 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v714, %v683 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v717 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v719 = "stablehlo.convert"(%v718) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v720 = "stablehlo.broadcast_in_dim"(%v684) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v721 = "stablehlo.slice"(%v719) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v722 = "stablehlo.broadcast_in_dim"(%v691) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v723 = "stablehlo.multiply"(%v721, %v722) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v724 = "stablehlo.multiply"(%v723, %v720) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v725 = "stablehlo.slice"(%v719) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v726 = "stablehlo.broadcast_in_dim"(%v705) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v727 = "stablehlo.multiply"(%v725, %v726) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v728 = "stablehlo.multiply"(%v727, %v720) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v729 = "stablehlo.add"(%v724, %v728) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v730 = "stablehlo.add"(%v453, %v729) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v731 = util.global.load @p20 : tensor<64xbf16>
    %v732 = "stablehlo.multiply"(%v730, %v730) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v733 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v734 = "stablehlo.reduce"(%v732, %v733) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v735 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v736 = "stablehlo.multiply"(%v734, %v735) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v737 = "stablehlo.broadcast_in_dim"(%v736) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v738 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v739 = "stablehlo.add"(%v737, %v738) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v740 = "stablehlo.rsqrt"(%v739) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v741 = "stablehlo.multiply"(%v730, %v740) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v742 = "stablehlo.convert"(%v731) : (tensor<64xbf16>) -> tensor<64xf32>
    %v743 = "stablehlo.broadcast_in_dim"(%v742) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v744 = "stablehlo.multiply"(%v741, %v743) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v745 = util.global.load @p32 : tensor<160x64xi8>
    %v746 = util.global.load @p33 : tensor<160xf32>
    %v747 = "stablehlo.abs"(%v744) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v748 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v749 = "stablehlo.reduce"(%v747, %v748) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v750 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v751 = "stablehlo.divide"(%v749, %v750) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v752 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v753 = "stablehlo.maximum"(%v751, %v752) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v754 = "stablehlo.broadcast_in_dim"(%v753) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v755 = "stablehlo.divide"(%v744, %v754) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v756 = "stablehlo.round_nearest_even"(%v755) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v757 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v758 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v759 = "stablehlo.maximum"(%v756, %v757) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v760 = "stablehlo.minimum"(%v759, %v758) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v761 = "stablehlo.convert"(%v760) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v762 = "stablehlo.convert"(%v761) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v763 = "stablehlo.broadcast_in_dim"(%v753) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v764 = "stablehlo.multiply"(%v762, %v763) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v765 = "stablehlo.subtract"(%v744, %v764) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v766 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v767 = "stablehlo.divide"(%v753, %v766) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v768 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v769 = "stablehlo.divide"(%v765, %v768) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v770 = "stablehlo.round_nearest_even"(%v769) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v771 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v772 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v773 = "stablehlo.maximum"(%v770, %v771) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v774 = "stablehlo.minimum"(%v773, %v772) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v775 = "stablehlo.convert"(%v774) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v776 = "stablehlo.concatenate"(%v761, %v775) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v777 = tensor.empty() : tensor<2x160xi32>
    %v778 = arith.constant 0 : i32
    %v779 = linalg.fill ins(%v778 : i32) outs(%v777 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v780 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v776, %v745 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v779 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v781 = "stablehlo.convert"(%v780) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v782 = "stablehlo.broadcast_in_dim"(%v746) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v783 = "stablehlo.slice"(%v781) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v784 = "stablehlo.broadcast_in_dim"(%v753) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v785 = "stablehlo.multiply"(%v783, %v784) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v786 = "stablehlo.multiply"(%v785, %v782) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v787 = "stablehlo.slice"(%v781) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v788 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v789 = "stablehlo.multiply"(%v787, %v788) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v790 = "stablehlo.multiply"(%v789, %v782) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v791 = "stablehlo.add"(%v786, %v790) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v792 = "stablehlo.logistic"(%v791) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v793 = "stablehlo.multiply"(%v791, %v792) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v794 = util.global.load @p34 : tensor<160x64xi8>
    %v795 = util.global.load @p35 : tensor<160xf32>
    %v796 = "stablehlo.abs"(%v744) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v797 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v798 = "stablehlo.reduce"(%v796, %v797) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v799 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v800 = "stablehlo.divide"(%v798, %v799) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v801 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v802 = "stablehlo.maximum"(%v800, %v801) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v803 = "stablehlo.broadcast_in_dim"(%v802) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v804 = "stablehlo.divide"(%v744, %v803) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v805 = "stablehlo.round_nearest_even"(%v804) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v806 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v807 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v808 = "stablehlo.maximum"(%v805, %v806) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v809 = "stablehlo.minimum"(%v808, %v807) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v810 = "stablehlo.convert"(%v809) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v811 = "stablehlo.convert"(%v810) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v812 = "stablehlo.broadcast_in_dim"(%v802) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v813 = "stablehlo.multiply"(%v811, %v812) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v814 = "stablehlo.subtract"(%v744, %v813) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v815 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v816 = "stablehlo.divide"(%v802, %v815) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v817 = "stablehlo.broadcast_in_dim"(%v816) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v818 = "stablehlo.divide"(%v814, %v817) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v819 = "stablehlo.round_nearest_even"(%v818) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v820 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v821 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v822 = "stablehlo.maximum"(%v819, %v820) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v823 = "stablehlo.minimum"(%v822, %v821) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v824 = "stablehlo.convert"(%v823) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v825 = "stablehlo.concatenate"(%v810, %v824) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v826 = tensor.empty() : tensor<2x160xi32>
    %v827 = arith.constant 0 : i32
    %v828 = linalg.fill ins(%v827 : i32) outs(%v826 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v829 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v825, %v794 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v828 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v830 = "stablehlo.convert"(%v829) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v831 = "stablehlo.broadcast_in_dim"(%v795) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v832 = "stablehlo.slice"(%v830) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v833 = "stablehlo.broadcast_in_dim"(%v802) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v834 = "stablehlo.multiply"(%v832, %v833) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v835 = "stablehlo.multiply"(%v834, %v831) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v836 = "stablehlo.slice"(%v830) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v837 = "stablehlo.broadcast_in_dim"(%v816) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v838 = "stablehlo.multiply"(%v836, %v837) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v839 = "stablehlo.multiply"(%v838, %v831) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v840 = "stablehlo.add"(%v835, %v839) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v841 = "stablehlo.multiply"(%v793, %v840) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v842 = util.global.load @p36 : tensor<64x160xi8>
    %v843 = util.global.load @p37 : tensor<64xf32>
    %v844 = "stablehlo.abs"(%v841) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v845 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v846 = "stablehlo.reduce"(%v844, %v845) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v847 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v848 = "stablehlo.divide"(%v846, %v847) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v849 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v850 = "stablehlo.maximum"(%v848, %v849) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v851 = "stablehlo.broadcast_in_dim"(%v850) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v852 = "stablehlo.divide"(%v841, %v851) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v853 = "stablehlo.round_nearest_even"(%v852) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v854 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v855 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v856 = "stablehlo.maximum"(%v853, %v854) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v857 = "stablehlo.minimum"(%v856, %v855) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v858 = "stablehlo.convert"(%v857) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v859 = "stablehlo.convert"(%v858) : (tensor<1x160xi8>) -> tensor<1x160xf32>
    %v860 = "stablehlo.broadcast_in_dim"(%v850) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v861 = "stablehlo.multiply"(%v859, %v860) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v862 = "stablehlo.subtract"(%v841, %v861) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v863 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v864 = "stablehlo.divide"(%v850, %v863) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v865 = "stablehlo.broadcast_in_dim"(%v864) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v866 = "stablehlo.divide"(%v862, %v865) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v867 = "stablehlo.round_nearest_even"(%v866) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v868 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v869 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v870 = "stablehlo.maximum"(%v867, %v868) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v871 = "stablehlo.minimum"(%v870, %v869) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v872 = "stablehlo.convert"(%v871) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v873 = "stablehlo.concatenate"(%v858, %v872) {dimension = 0 : i64} : (tensor<1x160xi8>, tensor<1x160xi8>) -> tensor<2x160xi8>
    %v874 = tensor.empty() : tensor<2x64xi32>
    %v875 = arith.constant 0 : i32
    %v876 = linalg.fill ins(%v875 : i32) outs(%v874 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v877 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v873, %v842 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v876 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v878 = "stablehlo.convert"(%v877) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v879 = "stablehlo.broadcast_in_dim"(%v843) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v880 = "stablehlo.slice"(%v878) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v881 = "stablehlo.broadcast_in_dim"(%v850) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v882 = "stablehlo.multiply"(%v880, %v881) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v883 = "stablehlo.multiply"(%v882, %v879) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v884 = "stablehlo.slice"(%v878) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v885 = "stablehlo.broadcast_in_dim"(%v864) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v886 = "stablehlo.multiply"(%v884, %v885) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v887 = "stablehlo.multiply"(%v886, %v879) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v888 = "stablehlo.add"(%v883, %v887) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v889 = "stablehlo.add"(%v730, %v888) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v890 = "stablehlo.transpose"(%v648) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v891 = "stablehlo.reshape"(%v890) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v892 = "stablehlo.transpose"(%v649) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v893 = "stablehlo.reshape"(%v892) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v894 = "stablehlo.concatenate"(%v455, %v891) {dimension = 0 : i64} : (tensor<1x1x16x1xbf16>, tensor<1x1x16x1xbf16>) -> tensor<2x1x16x1xbf16>
    %v895 = "stablehlo.concatenate"(%v457, %v893) {dimension = 0 : i64} : (tensor<1x1x1x16xbf16>, tensor<1x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v896 = util.global.load @p41 : tensor<64xbf16>
    %v897 = "stablehlo.multiply"(%v889, %v889) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v898 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v899 = "stablehlo.reduce"(%v897, %v898) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v900 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v901 = "stablehlo.multiply"(%v899, %v900) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v902 = "stablehlo.broadcast_in_dim"(%v901) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v903 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v904 = "stablehlo.add"(%v902, %v903) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v905 = "stablehlo.rsqrt"(%v904) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v906 = "stablehlo.multiply"(%v889, %v905) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v907 = "stablehlo.convert"(%v896) : (tensor<64xbf16>) -> tensor<64xf32>
    %v908 = "stablehlo.broadcast_in_dim"(%v907) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v909 = "stablehlo.multiply"(%v906, %v908) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v910 = util.global.load @p39 : tensor<151936x64xi8>
    %v911 = util.global.load @p40 : tensor<151936xf32>
    %v912 = "stablehlo.abs"(%v909) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v913 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v914 = "stablehlo.reduce"(%v912, %v913) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v915 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v916 = "stablehlo.divide"(%v914, %v915) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v917 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v918 = "stablehlo.maximum"(%v916, %v917) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v919 = "stablehlo.broadcast_in_dim"(%v918) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v920 = "stablehlo.divide"(%v909, %v919) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v921 = "stablehlo.round_nearest_even"(%v920) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v922 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v923 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v924 = "stablehlo.maximum"(%v921, %v922) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v925 = "stablehlo.minimum"(%v924, %v923) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v926 = "stablehlo.convert"(%v925) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v927 = "stablehlo.convert"(%v926) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v928 = "stablehlo.broadcast_in_dim"(%v918) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v929 = "stablehlo.multiply"(%v927, %v928) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v930 = "stablehlo.subtract"(%v909, %v929) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v931 = stablehlo.constant dense<2.54000000000000000e2> : tensor<1xf32>
    %v932 = "stablehlo.divide"(%v918, %v931) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v933 = "stablehlo.broadcast_in_dim"(%v932) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v934 = "stablehlo.divide"(%v930, %v933) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v935 = "stablehlo.round_nearest_even"(%v934) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v936 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v937 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v938 = "stablehlo.maximum"(%v935, %v936) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v939 = "stablehlo.minimum"(%v938, %v937) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v940 = "stablehlo.convert"(%v939) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v941 = "stablehlo.concatenate"(%v926, %v940) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v942 = tensor.empty() : tensor<2x151936xi32>
    %v943 = arith.constant 0 : i32
    %v944 = linalg.fill ins(%v943 : i32) outs(%v942 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v945 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v941, %v910 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v944 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v946 = "stablehlo.convert"(%v945) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v947 = "stablehlo.broadcast_in_dim"(%v911) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v948 = "stablehlo.slice"(%v946) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v949 = "stablehlo.broadcast_in_dim"(%v918) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v950 = "stablehlo.multiply"(%v948, %v949) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v951 = "stablehlo.multiply"(%v950, %v947) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v952 = "stablehlo.slice"(%v946) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v953 = "stablehlo.broadcast_in_dim"(%v932) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v954 = "stablehlo.multiply"(%v952, %v953) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v955 = "stablehlo.multiply"(%v954, %v947) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v956 = "stablehlo.add"(%v951, %v955) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v956, %v894, %v895 : tensor<1x151936xf32>, tensor<2x1x16x1xbf16>, tensor<2x1x1x16xbf16>
  }
  func.func @kv_write_n1(%arg0: tensor<2x1x16x?xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x1xbf16>, %arg3: tensor<2x1x1x16xbf16>, %arg4: tensor<1xi32>) -> (tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x1xbf16>) -> tensor<2x1x16x1xbf16>
    %v5 = tensor.extract %v1[] : tensor<i32>
    %v6 = arith.index_cast %v5 : i32 to index
    %v7 = tensor.extract %v1[] : tensor<i32>
    %v8 = arith.index_cast %v7 : i32 to index
    %v9 = tensor.extract %v1[] : tensor<i32>
    %v10 = arith.index_cast %v9 : i32 to index
    %v11 = tensor.extract %v3[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.insert_slice %v4 into %arg0[%v6, %v8, %v10, %v12] [2, 1, 16, 1] [1, 1, 1, 1] : tensor<2x1x16x1xbf16> into tensor<2x1x16x?xbf16>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v15 = tensor.extract %v1[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.extract %v3[] : tensor<i32>
    %v20 = arith.index_cast %v19 : i32 to index
    %v21 = tensor.extract %v1[] : tensor<i32>
    %v22 = arith.index_cast %v21 : i32 to index
    %v23 = tensor.insert_slice %v14 into %arg1[%v16, %v18, %v20, %v22] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xbf16> into tensor<2x1x?x16xbf16>
    return %v13, %v23 : tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>
  }
  func.func @decode_n2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2x1x16x?xbf16>, %arg7: tensor<2x1x?x16xbf16>) -> (tensor<2x151936xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>) {
    %v1 = util.global.load @p38 : tensor<151936x64xbf16>
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
    %v38 = util.global.load @p2 : tensor<64x64xi8>
    %v39 = util.global.load @p3 : tensor<64xf32>
    %v40 = util.global.load @p4 : tensor<64xbf16>
    %v41 = "stablehlo.abs"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v42 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v43 = "stablehlo.reduce"(%v41, %v42) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v44 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v45 = "stablehlo.divide"(%v43, %v44) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v46 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v47 = "stablehlo.maximum"(%v45, %v46) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v48 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v49 = "stablehlo.divide"(%v37, %v48) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v50 = "stablehlo.round_nearest_even"(%v49) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v51 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v52 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v53 = "stablehlo.maximum"(%v50, %v51) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v54 = "stablehlo.minimum"(%v53, %v52) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v55 = "stablehlo.convert"(%v54) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v56 = "stablehlo.convert"(%v55) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v58 = "stablehlo.multiply"(%v56, %v57) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v59 = "stablehlo.subtract"(%v37, %v58) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v60 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v61 = "stablehlo.divide"(%v47, %v60) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v61) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v63 = "stablehlo.divide"(%v59, %v62) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v64 = "stablehlo.round_nearest_even"(%v63) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v65 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v66 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v67 = "stablehlo.maximum"(%v64, %v65) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v68 = "stablehlo.minimum"(%v67, %v66) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v69 = "stablehlo.convert"(%v68) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v70 = "stablehlo.concatenate"(%v55, %v69) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v71 = tensor.empty() : tensor<4x64xi32>
    %v72 = arith.constant 0 : i32
    %v73 = linalg.fill ins(%v72 : i32) outs(%v71 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v74 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v70, %v38 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v73 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v75 = "stablehlo.convert"(%v74) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v39) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v77 = "stablehlo.slice"(%v75) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v79 = "stablehlo.multiply"(%v77, %v78) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v80 = "stablehlo.multiply"(%v79, %v76) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v81 = "stablehlo.slice"(%v75) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v61) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v83 = "stablehlo.multiply"(%v81, %v82) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v84 = "stablehlo.multiply"(%v83, %v76) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v85 = "stablehlo.add"(%v80, %v84) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v86 = "stablehlo.convert"(%v40) : (tensor<64xbf16>) -> tensor<64xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v86) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v88 = "stablehlo.add"(%v85, %v87) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v89 = "stablehlo.reshape"(%v88) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v90 = util.global.load @p5 : tensor<16x64xi8>
    %v91 = util.global.load @p6 : tensor<16xf32>
    %v92 = util.global.load @p7 : tensor<16xbf16>
    %v93 = "stablehlo.abs"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v95 = "stablehlo.reduce"(%v93, %v94) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v96 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v97 = "stablehlo.divide"(%v95, %v96) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v98 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v99 = "stablehlo.maximum"(%v97, %v98) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v101 = "stablehlo.divide"(%v37, %v100) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v102 = "stablehlo.round_nearest_even"(%v101) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v103 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v104 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v105 = "stablehlo.maximum"(%v102, %v103) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v106 = "stablehlo.minimum"(%v105, %v104) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v107 = "stablehlo.convert"(%v106) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v108 = "stablehlo.convert"(%v107) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v109 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v110 = "stablehlo.multiply"(%v108, %v109) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v111 = "stablehlo.subtract"(%v37, %v110) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v112 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v113 = "stablehlo.divide"(%v99, %v112) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v113) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v115 = "stablehlo.divide"(%v111, %v114) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v116 = "stablehlo.round_nearest_even"(%v115) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v118 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v119 = "stablehlo.maximum"(%v116, %v117) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v120 = "stablehlo.minimum"(%v119, %v118) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v121 = "stablehlo.convert"(%v120) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v122 = "stablehlo.concatenate"(%v107, %v121) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v123 = tensor.empty() : tensor<4x16xi32>
    %v124 = arith.constant 0 : i32
    %v125 = linalg.fill ins(%v124 : i32) outs(%v123 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v126 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v122, %v90 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v125 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v127 = "stablehlo.convert"(%v126) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v129 = "stablehlo.slice"(%v127) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v130 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v131 = "stablehlo.multiply"(%v129, %v130) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v132 = "stablehlo.multiply"(%v131, %v128) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v133 = "stablehlo.slice"(%v127) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v134 = "stablehlo.broadcast_in_dim"(%v113) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v136 = "stablehlo.multiply"(%v135, %v128) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v137 = "stablehlo.add"(%v132, %v136) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v138 = "stablehlo.convert"(%v92) : (tensor<16xbf16>) -> tensor<16xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v138) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v140 = "stablehlo.add"(%v137, %v139) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v141 = "stablehlo.reshape"(%v140) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v142 = util.global.load @p8 : tensor<16x64xi8>
    %v143 = util.global.load @p9 : tensor<16xf32>
    %v144 = util.global.load @p10 : tensor<16xbf16>
    %v145 = "stablehlo.abs"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v147 = "stablehlo.reduce"(%v145, %v146) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v148 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v149 = "stablehlo.divide"(%v147, %v148) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v150 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v151 = "stablehlo.maximum"(%v149, %v150) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v152 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v153 = "stablehlo.divide"(%v37, %v152) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v154 = "stablehlo.round_nearest_even"(%v153) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v155 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v156 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v157 = "stablehlo.maximum"(%v154, %v155) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v158 = "stablehlo.minimum"(%v157, %v156) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v159 = "stablehlo.convert"(%v158) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v160 = "stablehlo.convert"(%v159) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v162 = "stablehlo.multiply"(%v160, %v161) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v163 = "stablehlo.subtract"(%v37, %v162) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v164 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v165 = "stablehlo.divide"(%v151, %v164) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v166 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v167 = "stablehlo.divide"(%v163, %v166) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v168 = "stablehlo.round_nearest_even"(%v167) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v170 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v171 = "stablehlo.maximum"(%v168, %v169) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v172 = "stablehlo.minimum"(%v171, %v170) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v173 = "stablehlo.convert"(%v172) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v174 = "stablehlo.concatenate"(%v159, %v173) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v175 = tensor.empty() : tensor<4x16xi32>
    %v176 = arith.constant 0 : i32
    %v177 = linalg.fill ins(%v176 : i32) outs(%v175 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v178 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v174, %v142 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v177 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v179 = "stablehlo.convert"(%v178) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v181 = "stablehlo.slice"(%v179) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v183 = "stablehlo.multiply"(%v181, %v182) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v184 = "stablehlo.multiply"(%v183, %v180) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v185 = "stablehlo.slice"(%v179) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v187 = "stablehlo.multiply"(%v185, %v186) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v188 = "stablehlo.multiply"(%v187, %v180) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v189 = "stablehlo.add"(%v184, %v188) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v190 = "stablehlo.convert"(%v144) : (tensor<16xbf16>) -> tensor<16xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v190) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v192 = "stablehlo.add"(%v189, %v191) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v193 = "stablehlo.reshape"(%v192) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v194 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v195 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v196 = "stablehlo.negate"(%v195) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v197 = "stablehlo.concatenate"(%v196, %v194) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v200 = "stablehlo.multiply"(%v89, %v198) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v201 = "stablehlo.multiply"(%v197, %v199) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v202 = "stablehlo.add"(%v200, %v201) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v203 = "stablehlo.slice"(%v141) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v204 = "stablehlo.slice"(%v141) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v205 = "stablehlo.negate"(%v204) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v206 = "stablehlo.concatenate"(%v205, %v203) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v208 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v209 = "stablehlo.multiply"(%v141, %v207) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v210 = "stablehlo.multiply"(%v206, %v208) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v211 = "stablehlo.add"(%v209, %v210) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v212 = "stablehlo.reshape"(%v202) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v213 = "stablehlo.convert"(%v212) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v214 = "stablehlo.convert"(%v211) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v215 = "stablehlo.convert"(%v193) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v216 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v217 = "stablehlo.reshape"(%v216) : (tensor<1xi32>) -> tensor<i32>
    %v218 = stablehlo.constant dense<0> : tensor<i32>
    %v219 = "stablehlo.dynamic_slice"(%arg6, %v217, %v218, %v218, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v220 = "stablehlo.dynamic_slice"(%arg6, %v217, %v218, %v218, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v221 = "stablehlo.concatenate"(%v219, %v220) {dimension = 0 : i64} : (tensor<1x1x16x128xbf16>, tensor<1x1x16x128xbf16>) -> tensor<2x1x16x128xbf16>
    %v222 = "stablehlo.dot_general"(%v213, %v221) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16x128xbf16>) -> tensor<2x1x4x128xf32>
    %v223 = "stablehlo.select"(%v18, %v222, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v224 = "stablehlo.dot_general"(%v213, %v214) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<2x1x4xf32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v226 = "stablehlo.concatenate"(%v223, %v225) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v227 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v228 = "stablehlo.multiply"(%v226, %v227) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v229 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v230 = "stablehlo.reduce"(%v228, %v229) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v231 = "stablehlo.broadcast_in_dim"(%v230) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v232 = "stablehlo.subtract"(%v228, %v231) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v233 = "stablehlo.exponential"(%v232) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v235 = "stablehlo.reduce"(%v233, %v234) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v235) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v237 = "stablehlo.divide"(%v233, %v236) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v238 = "stablehlo.slice"(%v237) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v239 = "stablehlo.slice"(%v237) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v240 = stablehlo.constant dense<0> : tensor<i32>
    %v241 = "stablehlo.dynamic_slice"(%arg7, %v217, %v240, %v21, %v240) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v242 = "stablehlo.dynamic_slice"(%arg7, %v217, %v240, %v23, %v240) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v243 = "stablehlo.concatenate"(%v241, %v242) {dimension = 0 : i64} : (tensor<1x1x128x16xbf16>, tensor<1x1x128x16xbf16>) -> tensor<2x1x128x16xbf16>
    %v244 = "stablehlo.convert"(%v238) : (tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xbf16>
    %v245 = "stablehlo.dot_general"(%v244, %v243) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xbf16>, tensor<2x1x128x16xbf16>) -> tensor<2x1x4x16xf32>
    %v246 = "stablehlo.convert"(%v215) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v246) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v248 = "stablehlo.reshape"(%v239) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v249 = "stablehlo.broadcast_in_dim"(%v248) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v250 = "stablehlo.multiply"(%v249, %v247) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v251 = "stablehlo.add"(%v245, %v250) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v253 = util.global.load @p11 : tensor<64x64xi8>
    %v254 = util.global.load @p12 : tensor<64xf32>
    %v255 = "stablehlo.abs"(%v252) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v257 = "stablehlo.reduce"(%v255, %v256) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v258 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v259 = "stablehlo.divide"(%v257, %v258) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v260 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v261 = "stablehlo.maximum"(%v259, %v260) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v262 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v263 = "stablehlo.divide"(%v252, %v262) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v264 = "stablehlo.round_nearest_even"(%v263) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v265 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v266 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v267 = "stablehlo.maximum"(%v264, %v265) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v268 = "stablehlo.minimum"(%v267, %v266) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v269 = "stablehlo.convert"(%v268) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v270 = "stablehlo.convert"(%v269) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v271 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v272 = "stablehlo.multiply"(%v270, %v271) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v273 = "stablehlo.subtract"(%v252, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v274 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v275 = "stablehlo.divide"(%v261, %v274) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v277 = "stablehlo.divide"(%v273, %v276) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v278 = "stablehlo.round_nearest_even"(%v277) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v279 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v280 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v281 = "stablehlo.maximum"(%v278, %v279) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v282 = "stablehlo.minimum"(%v281, %v280) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v283 = "stablehlo.convert"(%v282) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v284 = "stablehlo.concatenate"(%v269, %v283) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v285 = tensor.empty() : tensor<4x64xi32>
    %v286 = arith.constant 0 : i32
    %v287 = linalg.fill ins(%v286 : i32) outs(%v285 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v288 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v284, %v253 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v287 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v289 = "stablehlo.convert"(%v288) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v254) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v291 = "stablehlo.slice"(%v289) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v292 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v293 = "stablehlo.multiply"(%v291, %v292) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v294 = "stablehlo.multiply"(%v293, %v290) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v295 = "stablehlo.slice"(%v289) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v296 = "stablehlo.broadcast_in_dim"(%v275) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v297 = "stablehlo.multiply"(%v295, %v296) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v298 = "stablehlo.multiply"(%v297, %v290) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v299 = "stablehlo.add"(%v294, %v298) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v300 = "stablehlo.add"(%v4, %v299) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v301 = util.global.load @p1 : tensor<64xbf16>
    %v302 = "stablehlo.multiply"(%v300, %v300) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v304 = "stablehlo.reduce"(%v302, %v303) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v305 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v306 = "stablehlo.multiply"(%v304, %v305) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v307 = "stablehlo.broadcast_in_dim"(%v306) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v308 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v309 = "stablehlo.add"(%v307, %v308) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v310 = "stablehlo.rsqrt"(%v309) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v311 = "stablehlo.multiply"(%v300, %v310) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.convert"(%v301) : (tensor<64xbf16>) -> tensor<64xf32>
    %v313 = "stablehlo.broadcast_in_dim"(%v312) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v314 = "stablehlo.multiply"(%v311, %v313) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v315 = util.global.load @p13 : tensor<160x64xi8>
    %v316 = util.global.load @p14 : tensor<160xf32>
    %v317 = "stablehlo.abs"(%v314) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v319 = "stablehlo.reduce"(%v317, %v318) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v320 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v321 = "stablehlo.divide"(%v319, %v320) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v322 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v323 = "stablehlo.maximum"(%v321, %v322) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v325 = "stablehlo.divide"(%v314, %v324) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v326 = "stablehlo.round_nearest_even"(%v325) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v327 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v328 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v329 = "stablehlo.maximum"(%v326, %v327) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v330 = "stablehlo.minimum"(%v329, %v328) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v331 = "stablehlo.convert"(%v330) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v332 = "stablehlo.convert"(%v331) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v333 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v334 = "stablehlo.multiply"(%v332, %v333) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v335 = "stablehlo.subtract"(%v314, %v334) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v336 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v337 = "stablehlo.divide"(%v323, %v336) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v338 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v339 = "stablehlo.divide"(%v335, %v338) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v340 = "stablehlo.round_nearest_even"(%v339) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v341 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v342 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v343 = "stablehlo.maximum"(%v340, %v341) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v344 = "stablehlo.minimum"(%v343, %v342) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v345 = "stablehlo.convert"(%v344) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v346 = "stablehlo.concatenate"(%v331, %v345) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v347 = tensor.empty() : tensor<4x160xi32>
    %v348 = arith.constant 0 : i32
    %v349 = linalg.fill ins(%v348 : i32) outs(%v347 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v350 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v346, %v315 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v349 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v351 = "stablehlo.convert"(%v350) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v352 = "stablehlo.broadcast_in_dim"(%v316) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v353 = "stablehlo.slice"(%v351) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v355 = "stablehlo.multiply"(%v353, %v354) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v356 = "stablehlo.multiply"(%v355, %v352) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v357 = "stablehlo.slice"(%v351) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v358 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v359 = "stablehlo.multiply"(%v357, %v358) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v360 = "stablehlo.multiply"(%v359, %v352) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v361 = "stablehlo.add"(%v356, %v360) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v362 = "stablehlo.logistic"(%v361) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v363 = "stablehlo.multiply"(%v361, %v362) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v364 = util.global.load @p15 : tensor<160x64xi8>
    %v365 = util.global.load @p16 : tensor<160xf32>
    %v366 = "stablehlo.abs"(%v314) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v367 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v368 = "stablehlo.reduce"(%v366, %v367) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v369 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v370 = "stablehlo.divide"(%v368, %v369) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v371 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v372 = "stablehlo.maximum"(%v370, %v371) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v373 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v374 = "stablehlo.divide"(%v314, %v373) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v375 = "stablehlo.round_nearest_even"(%v374) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v376 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v377 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v378 = "stablehlo.maximum"(%v375, %v376) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v379 = "stablehlo.minimum"(%v378, %v377) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v380 = "stablehlo.convert"(%v379) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v381 = "stablehlo.convert"(%v380) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v382 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v383 = "stablehlo.multiply"(%v381, %v382) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v384 = "stablehlo.subtract"(%v314, %v383) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v385 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v386 = "stablehlo.divide"(%v372, %v385) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v387 = "stablehlo.broadcast_in_dim"(%v386) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v388 = "stablehlo.divide"(%v384, %v387) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v389 = "stablehlo.round_nearest_even"(%v388) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v390 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v391 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v392 = "stablehlo.maximum"(%v389, %v390) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v393 = "stablehlo.minimum"(%v392, %v391) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v394 = "stablehlo.convert"(%v393) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v395 = "stablehlo.concatenate"(%v380, %v394) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v396 = tensor.empty() : tensor<4x160xi32>
    %v397 = arith.constant 0 : i32
    %v398 = linalg.fill ins(%v397 : i32) outs(%v396 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v399 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v395, %v364 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v398 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v400 = "stablehlo.convert"(%v399) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v401 = "stablehlo.broadcast_in_dim"(%v365) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v402 = "stablehlo.slice"(%v400) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v403 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v404 = "stablehlo.multiply"(%v402, %v403) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v405 = "stablehlo.multiply"(%v404, %v401) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v406 = "stablehlo.slice"(%v400) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v407 = "stablehlo.broadcast_in_dim"(%v386) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v408 = "stablehlo.multiply"(%v406, %v407) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v409 = "stablehlo.multiply"(%v408, %v401) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v410 = "stablehlo.add"(%v405, %v409) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v411 = "stablehlo.multiply"(%v363, %v410) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v412 = util.global.load @p17 : tensor<64x160xi8>
    %v413 = util.global.load @p18 : tensor<64xf32>
    %v414 = "stablehlo.abs"(%v411) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v415 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v416 = "stablehlo.reduce"(%v414, %v415) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v417 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v418 = "stablehlo.divide"(%v416, %v417) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v419 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v420 = "stablehlo.maximum"(%v418, %v419) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v421 = "stablehlo.broadcast_in_dim"(%v420) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v422 = "stablehlo.divide"(%v411, %v421) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v423 = "stablehlo.round_nearest_even"(%v422) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v424 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v425 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v426 = "stablehlo.maximum"(%v423, %v424) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v427 = "stablehlo.minimum"(%v426, %v425) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v428 = "stablehlo.convert"(%v427) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v429 = "stablehlo.convert"(%v428) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v430 = "stablehlo.broadcast_in_dim"(%v420) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v431 = "stablehlo.multiply"(%v429, %v430) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v432 = "stablehlo.subtract"(%v411, %v431) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v433 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v434 = "stablehlo.divide"(%v420, %v433) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v435 = "stablehlo.broadcast_in_dim"(%v434) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v436 = "stablehlo.divide"(%v432, %v435) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v437 = "stablehlo.round_nearest_even"(%v436) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v438 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v439 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v440 = "stablehlo.maximum"(%v437, %v438) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v441 = "stablehlo.minimum"(%v440, %v439) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v442 = "stablehlo.convert"(%v441) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v443 = "stablehlo.concatenate"(%v428, %v442) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v444 = tensor.empty() : tensor<4x64xi32>
    %v445 = arith.constant 0 : i32
    %v446 = linalg.fill ins(%v445 : i32) outs(%v444 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v447 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v443, %v412 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v446 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v448 = "stablehlo.convert"(%v447) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v449 = "stablehlo.broadcast_in_dim"(%v413) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v450 = "stablehlo.slice"(%v448) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v451 = "stablehlo.broadcast_in_dim"(%v420) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v452 = "stablehlo.multiply"(%v450, %v451) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v453 = "stablehlo.multiply"(%v452, %v449) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v454 = "stablehlo.slice"(%v448) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v455 = "stablehlo.broadcast_in_dim"(%v434) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v456 = "stablehlo.multiply"(%v454, %v455) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v457 = "stablehlo.multiply"(%v456, %v449) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v458 = "stablehlo.add"(%v453, %v457) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v459 = "stablehlo.add"(%v300, %v458) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v460 = "stablehlo.transpose"(%v214) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v461 = "stablehlo.reshape"(%v460) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v462 = "stablehlo.transpose"(%v215) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v463 = "stablehlo.reshape"(%v462) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v464 = util.global.load @p19 : tensor<64xbf16>
    %v465 = "stablehlo.multiply"(%v459, %v459) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v466 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v467 = "stablehlo.reduce"(%v465, %v466) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v468 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v469 = "stablehlo.multiply"(%v467, %v468) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v470 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v471 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v472 = "stablehlo.add"(%v470, %v471) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v473 = "stablehlo.rsqrt"(%v472) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v474 = "stablehlo.multiply"(%v459, %v473) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v475 = "stablehlo.convert"(%v464) : (tensor<64xbf16>) -> tensor<64xf32>
    %v476 = "stablehlo.broadcast_in_dim"(%v475) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v477 = "stablehlo.multiply"(%v474, %v476) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v478 = util.global.load @p21 : tensor<64x64xi8>
    %v479 = util.global.load @p22 : tensor<64xf32>
    %v480 = util.global.load @p23 : tensor<64xbf16>
    %v481 = "stablehlo.abs"(%v477) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v482 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v483 = "stablehlo.reduce"(%v481, %v482) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v484 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v485 = "stablehlo.divide"(%v483, %v484) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v486 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v487 = "stablehlo.maximum"(%v485, %v486) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v488 = "stablehlo.broadcast_in_dim"(%v487) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v489 = "stablehlo.divide"(%v477, %v488) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v490 = "stablehlo.round_nearest_even"(%v489) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v491 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v492 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v493 = "stablehlo.maximum"(%v490, %v491) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v494 = "stablehlo.minimum"(%v493, %v492) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v495 = "stablehlo.convert"(%v494) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v496 = "stablehlo.convert"(%v495) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v497 = "stablehlo.broadcast_in_dim"(%v487) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v498 = "stablehlo.multiply"(%v496, %v497) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v499 = "stablehlo.subtract"(%v477, %v498) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v500 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v501 = "stablehlo.divide"(%v487, %v500) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v502 = "stablehlo.broadcast_in_dim"(%v501) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v503 = "stablehlo.divide"(%v499, %v502) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v504 = "stablehlo.round_nearest_even"(%v503) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v505 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v506 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v507 = "stablehlo.maximum"(%v504, %v505) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v508 = "stablehlo.minimum"(%v507, %v506) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v509 = "stablehlo.convert"(%v508) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v510 = "stablehlo.concatenate"(%v495, %v509) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v511 = tensor.empty() : tensor<4x64xi32>
    %v512 = arith.constant 0 : i32
    %v513 = linalg.fill ins(%v512 : i32) outs(%v511 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v514 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v510, %v478 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v513 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v515 = "stablehlo.convert"(%v514) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v516 = "stablehlo.broadcast_in_dim"(%v479) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v517 = "stablehlo.slice"(%v515) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v518 = "stablehlo.broadcast_in_dim"(%v487) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v519 = "stablehlo.multiply"(%v517, %v518) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v520 = "stablehlo.multiply"(%v519, %v516) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v521 = "stablehlo.slice"(%v515) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v522 = "stablehlo.broadcast_in_dim"(%v501) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v523 = "stablehlo.multiply"(%v521, %v522) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v524 = "stablehlo.multiply"(%v523, %v516) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v525 = "stablehlo.add"(%v520, %v524) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v526 = "stablehlo.convert"(%v480) : (tensor<64xbf16>) -> tensor<64xf32>
    %v527 = "stablehlo.broadcast_in_dim"(%v526) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v528 = "stablehlo.add"(%v525, %v527) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v529 = "stablehlo.reshape"(%v528) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v530 = util.global.load @p24 : tensor<16x64xi8>
    %v531 = util.global.load @p25 : tensor<16xf32>
    %v532 = util.global.load @p26 : tensor<16xbf16>
    %v533 = "stablehlo.abs"(%v477) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v534 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v535 = "stablehlo.reduce"(%v533, %v534) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v536 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v537 = "stablehlo.divide"(%v535, %v536) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v538 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v539 = "stablehlo.maximum"(%v537, %v538) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v540 = "stablehlo.broadcast_in_dim"(%v539) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v541 = "stablehlo.divide"(%v477, %v540) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v542 = "stablehlo.round_nearest_even"(%v541) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v543 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v544 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v545 = "stablehlo.maximum"(%v542, %v543) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v546 = "stablehlo.minimum"(%v545, %v544) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v547 = "stablehlo.convert"(%v546) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v548 = "stablehlo.convert"(%v547) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v549 = "stablehlo.broadcast_in_dim"(%v539) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v550 = "stablehlo.multiply"(%v548, %v549) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v551 = "stablehlo.subtract"(%v477, %v550) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v552 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v553 = "stablehlo.divide"(%v539, %v552) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v554 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v555 = "stablehlo.divide"(%v551, %v554) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v556 = "stablehlo.round_nearest_even"(%v555) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v557 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v558 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v559 = "stablehlo.maximum"(%v556, %v557) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v560 = "stablehlo.minimum"(%v559, %v558) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v561 = "stablehlo.convert"(%v560) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v562 = "stablehlo.concatenate"(%v547, %v561) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v563 = tensor.empty() : tensor<4x16xi32>
    %v564 = arith.constant 0 : i32
    %v565 = linalg.fill ins(%v564 : i32) outs(%v563 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v566 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v562, %v530 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v565 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v567 = "stablehlo.convert"(%v566) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v568 = "stablehlo.broadcast_in_dim"(%v531) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v569 = "stablehlo.slice"(%v567) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v570 = "stablehlo.broadcast_in_dim"(%v539) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v571 = "stablehlo.multiply"(%v569, %v570) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v572 = "stablehlo.multiply"(%v571, %v568) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v573 = "stablehlo.slice"(%v567) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v574 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v575 = "stablehlo.multiply"(%v573, %v574) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v576 = "stablehlo.multiply"(%v575, %v568) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v577 = "stablehlo.add"(%v572, %v576) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v578 = "stablehlo.convert"(%v532) : (tensor<16xbf16>) -> tensor<16xf32>
    %v579 = "stablehlo.broadcast_in_dim"(%v578) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v580 = "stablehlo.add"(%v577, %v579) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v581 = "stablehlo.reshape"(%v580) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v582 = util.global.load @p27 : tensor<16x64xi8>
    %v583 = util.global.load @p28 : tensor<16xf32>
    %v584 = util.global.load @p29 : tensor<16xbf16>
    %v585 = "stablehlo.abs"(%v477) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v586 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v587 = "stablehlo.reduce"(%v585, %v586) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v588 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v589 = "stablehlo.divide"(%v587, %v588) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v590 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v591 = "stablehlo.maximum"(%v589, %v590) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v592 = "stablehlo.broadcast_in_dim"(%v591) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v593 = "stablehlo.divide"(%v477, %v592) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v594 = "stablehlo.round_nearest_even"(%v593) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v595 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v596 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v597 = "stablehlo.maximum"(%v594, %v595) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v598 = "stablehlo.minimum"(%v597, %v596) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v599 = "stablehlo.convert"(%v598) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v600 = "stablehlo.convert"(%v599) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v601 = "stablehlo.broadcast_in_dim"(%v591) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v602 = "stablehlo.multiply"(%v600, %v601) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v603 = "stablehlo.subtract"(%v477, %v602) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v604 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v605 = "stablehlo.divide"(%v591, %v604) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v606 = "stablehlo.broadcast_in_dim"(%v605) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v607 = "stablehlo.divide"(%v603, %v606) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v608 = "stablehlo.round_nearest_even"(%v607) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v609 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v610 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v611 = "stablehlo.maximum"(%v608, %v609) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v612 = "stablehlo.minimum"(%v611, %v610) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v613 = "stablehlo.convert"(%v612) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v614 = "stablehlo.concatenate"(%v599, %v613) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v615 = tensor.empty() : tensor<4x16xi32>
    %v616 = arith.constant 0 : i32
    %v617 = linalg.fill ins(%v616 : i32) outs(%v615 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v618 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v614, %v582 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v617 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v619 = "stablehlo.convert"(%v618) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v620 = "stablehlo.broadcast_in_dim"(%v583) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v621 = "stablehlo.slice"(%v619) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v622 = "stablehlo.broadcast_in_dim"(%v591) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v623 = "stablehlo.multiply"(%v621, %v622) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v624 = "stablehlo.multiply"(%v623, %v620) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v625 = "stablehlo.slice"(%v619) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v626 = "stablehlo.broadcast_in_dim"(%v605) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v627 = "stablehlo.multiply"(%v625, %v626) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v628 = "stablehlo.multiply"(%v627, %v620) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v629 = "stablehlo.add"(%v624, %v628) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v630 = "stablehlo.convert"(%v584) : (tensor<16xbf16>) -> tensor<16xf32>
    %v631 = "stablehlo.broadcast_in_dim"(%v630) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v632 = "stablehlo.add"(%v629, %v631) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v633 = "stablehlo.reshape"(%v632) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v634 = "stablehlo.slice"(%v529) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v635 = "stablehlo.slice"(%v529) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v636 = "stablehlo.negate"(%v635) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v637 = "stablehlo.concatenate"(%v636, %v634) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v638 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v639 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v640 = "stablehlo.multiply"(%v529, %v638) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v641 = "stablehlo.multiply"(%v637, %v639) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v642 = "stablehlo.add"(%v640, %v641) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v643 = "stablehlo.slice"(%v581) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v644 = "stablehlo.slice"(%v581) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v645 = "stablehlo.negate"(%v644) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v646 = "stablehlo.concatenate"(%v645, %v643) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v647 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v648 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v649 = "stablehlo.multiply"(%v581, %v647) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v650 = "stablehlo.multiply"(%v646, %v648) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v651 = "stablehlo.add"(%v649, %v650) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v652 = "stablehlo.reshape"(%v642) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v653 = "stablehlo.convert"(%v652) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v654 = "stablehlo.convert"(%v651) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v655 = "stablehlo.convert"(%v633) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v656 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v657 = "stablehlo.reshape"(%v656) : (tensor<1xi32>) -> tensor<i32>
    %v658 = stablehlo.constant dense<0> : tensor<i32>
    %v659 = "stablehlo.dynamic_slice"(%arg6, %v657, %v658, %v658, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v660 = "stablehlo.dynamic_slice"(%arg6, %v657, %v658, %v658, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v661 = "stablehlo.concatenate"(%v659, %v660) {dimension = 0 : i64} : (tensor<1x1x16x128xbf16>, tensor<1x1x16x128xbf16>) -> tensor<2x1x16x128xbf16>
    %v662 = "stablehlo.dot_general"(%v653, %v661) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16x128xbf16>) -> tensor<2x1x4x128xf32>
    %v663 = "stablehlo.select"(%v18, %v662, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v664 = "stablehlo.dot_general"(%v653, %v654) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<2x1x4xf32>
    %v665 = "stablehlo.reshape"(%v664) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v666 = "stablehlo.concatenate"(%v663, %v665) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v667 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v668 = "stablehlo.multiply"(%v666, %v667) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v669 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v670 = "stablehlo.reduce"(%v668, %v669) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v671 = "stablehlo.broadcast_in_dim"(%v670) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v672 = "stablehlo.subtract"(%v668, %v671) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v673 = "stablehlo.exponential"(%v672) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v674 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v675 = "stablehlo.reduce"(%v673, %v674) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v676 = "stablehlo.broadcast_in_dim"(%v675) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v677 = "stablehlo.divide"(%v673, %v676) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v678 = "stablehlo.slice"(%v677) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v679 = "stablehlo.slice"(%v677) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v680 = stablehlo.constant dense<0> : tensor<i32>
    %v681 = "stablehlo.dynamic_slice"(%arg7, %v657, %v680, %v21, %v680) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v682 = "stablehlo.dynamic_slice"(%arg7, %v657, %v680, %v23, %v680) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v683 = "stablehlo.concatenate"(%v681, %v682) {dimension = 0 : i64} : (tensor<1x1x128x16xbf16>, tensor<1x1x128x16xbf16>) -> tensor<2x1x128x16xbf16>
    %v684 = "stablehlo.convert"(%v678) : (tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xbf16>
    %v685 = "stablehlo.dot_general"(%v684, %v683) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xbf16>, tensor<2x1x128x16xbf16>) -> tensor<2x1x4x16xf32>
    %v686 = "stablehlo.convert"(%v655) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v687 = "stablehlo.broadcast_in_dim"(%v686) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v688 = "stablehlo.reshape"(%v679) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v689 = "stablehlo.broadcast_in_dim"(%v688) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v690 = "stablehlo.multiply"(%v689, %v687) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v691 = "stablehlo.add"(%v685, %v690) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v692 = "stablehlo.reshape"(%v691) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v693 = util.global.load @p30 : tensor<64x64xi8>
    %v694 = util.global.load @p31 : tensor<64xf32>
    %v695 = "stablehlo.abs"(%v692) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v696 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v697 = "stablehlo.reduce"(%v695, %v696) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v698 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v699 = "stablehlo.divide"(%v697, %v698) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v700 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v701 = "stablehlo.maximum"(%v699, %v700) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v702 = "stablehlo.broadcast_in_dim"(%v701) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v703 = "stablehlo.divide"(%v692, %v702) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v704 = "stablehlo.round_nearest_even"(%v703) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v705 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v706 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v707 = "stablehlo.maximum"(%v704, %v705) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v708 = "stablehlo.minimum"(%v707, %v706) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v709 = "stablehlo.convert"(%v708) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v710 = "stablehlo.convert"(%v709) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v711 = "stablehlo.broadcast_in_dim"(%v701) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v712 = "stablehlo.multiply"(%v710, %v711) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v713 = "stablehlo.subtract"(%v692, %v712) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v714 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v715 = "stablehlo.divide"(%v701, %v714) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v716 = "stablehlo.broadcast_in_dim"(%v715) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v717 = "stablehlo.divide"(%v713, %v716) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v718 = "stablehlo.round_nearest_even"(%v717) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v719 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v720 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v721 = "stablehlo.maximum"(%v718, %v719) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v722 = "stablehlo.minimum"(%v721, %v720) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v723 = "stablehlo.convert"(%v722) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v724 = "stablehlo.concatenate"(%v709, %v723) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v725 = tensor.empty() : tensor<4x64xi32>
    %v726 = arith.constant 0 : i32
    %v727 = linalg.fill ins(%v726 : i32) outs(%v725 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v728 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v724, %v693 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v727 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v729 = "stablehlo.convert"(%v728) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v730 = "stablehlo.broadcast_in_dim"(%v694) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v731 = "stablehlo.slice"(%v729) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v732 = "stablehlo.broadcast_in_dim"(%v701) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v733 = "stablehlo.multiply"(%v731, %v732) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v734 = "stablehlo.multiply"(%v733, %v730) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v735 = "stablehlo.slice"(%v729) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v736 = "stablehlo.broadcast_in_dim"(%v715) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v737 = "stablehlo.multiply"(%v735, %v736) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v738 = "stablehlo.multiply"(%v737, %v730) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v739 = "stablehlo.add"(%v734, %v738) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v740 = "stablehlo.add"(%v459, %v739) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v741 = util.global.load @p20 : tensor<64xbf16>
    %v742 = "stablehlo.multiply"(%v740, %v740) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v743 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v744 = "stablehlo.reduce"(%v742, %v743) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v745 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v746 = "stablehlo.multiply"(%v744, %v745) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v747 = "stablehlo.broadcast_in_dim"(%v746) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v748 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v749 = "stablehlo.add"(%v747, %v748) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v750 = "stablehlo.rsqrt"(%v749) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v751 = "stablehlo.multiply"(%v740, %v750) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v752 = "stablehlo.convert"(%v741) : (tensor<64xbf16>) -> tensor<64xf32>
    %v753 = "stablehlo.broadcast_in_dim"(%v752) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v754 = "stablehlo.multiply"(%v751, %v753) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v755 = util.global.load @p32 : tensor<160x64xi8>
    %v756 = util.global.load @p33 : tensor<160xf32>
    %v757 = "stablehlo.abs"(%v754) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v758 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v759 = "stablehlo.reduce"(%v757, %v758) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v760 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v761 = "stablehlo.divide"(%v759, %v760) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v762 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v763 = "stablehlo.maximum"(%v761, %v762) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v764 = "stablehlo.broadcast_in_dim"(%v763) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v765 = "stablehlo.divide"(%v754, %v764) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v766 = "stablehlo.round_nearest_even"(%v765) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v767 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v768 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v769 = "stablehlo.maximum"(%v766, %v767) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v770 = "stablehlo.minimum"(%v769, %v768) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v771 = "stablehlo.convert"(%v770) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v772 = "stablehlo.convert"(%v771) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v773 = "stablehlo.broadcast_in_dim"(%v763) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v774 = "stablehlo.multiply"(%v772, %v773) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v775 = "stablehlo.subtract"(%v754, %v774) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v776 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v777 = "stablehlo.divide"(%v763, %v776) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v778 = "stablehlo.broadcast_in_dim"(%v777) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v779 = "stablehlo.divide"(%v775, %v778) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v780 = "stablehlo.round_nearest_even"(%v779) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v781 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v782 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v783 = "stablehlo.maximum"(%v780, %v781) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v784 = "stablehlo.minimum"(%v783, %v782) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v785 = "stablehlo.convert"(%v784) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v786 = "stablehlo.concatenate"(%v771, %v785) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v787 = tensor.empty() : tensor<4x160xi32>
    %v788 = arith.constant 0 : i32
    %v789 = linalg.fill ins(%v788 : i32) outs(%v787 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v790 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v786, %v755 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v789 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v791 = "stablehlo.convert"(%v790) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v792 = "stablehlo.broadcast_in_dim"(%v756) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v793 = "stablehlo.slice"(%v791) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v794 = "stablehlo.broadcast_in_dim"(%v763) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v795 = "stablehlo.multiply"(%v793, %v794) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v796 = "stablehlo.multiply"(%v795, %v792) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v797 = "stablehlo.slice"(%v791) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v798 = "stablehlo.broadcast_in_dim"(%v777) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v799 = "stablehlo.multiply"(%v797, %v798) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v800 = "stablehlo.multiply"(%v799, %v792) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v801 = "stablehlo.add"(%v796, %v800) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v802 = "stablehlo.logistic"(%v801) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v803 = "stablehlo.multiply"(%v801, %v802) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v804 = util.global.load @p34 : tensor<160x64xi8>
    %v805 = util.global.load @p35 : tensor<160xf32>
    %v806 = "stablehlo.abs"(%v754) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v807 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v808 = "stablehlo.reduce"(%v806, %v807) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v809 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v810 = "stablehlo.divide"(%v808, %v809) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v811 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v812 = "stablehlo.maximum"(%v810, %v811) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v813 = "stablehlo.broadcast_in_dim"(%v812) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v814 = "stablehlo.divide"(%v754, %v813) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v815 = "stablehlo.round_nearest_even"(%v814) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v816 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v817 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v818 = "stablehlo.maximum"(%v815, %v816) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v819 = "stablehlo.minimum"(%v818, %v817) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v820 = "stablehlo.convert"(%v819) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v821 = "stablehlo.convert"(%v820) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v822 = "stablehlo.broadcast_in_dim"(%v812) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v823 = "stablehlo.multiply"(%v821, %v822) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v824 = "stablehlo.subtract"(%v754, %v823) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v825 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v826 = "stablehlo.divide"(%v812, %v825) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v827 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v828 = "stablehlo.divide"(%v824, %v827) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v829 = "stablehlo.round_nearest_even"(%v828) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v830 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v831 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v832 = "stablehlo.maximum"(%v829, %v830) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v833 = "stablehlo.minimum"(%v832, %v831) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v834 = "stablehlo.convert"(%v833) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v835 = "stablehlo.concatenate"(%v820, %v834) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v836 = tensor.empty() : tensor<4x160xi32>
    %v837 = arith.constant 0 : i32
    %v838 = linalg.fill ins(%v837 : i32) outs(%v836 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v839 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v835, %v804 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v838 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v840 = "stablehlo.convert"(%v839) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v841 = "stablehlo.broadcast_in_dim"(%v805) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v842 = "stablehlo.slice"(%v840) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v843 = "stablehlo.broadcast_in_dim"(%v812) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v844 = "stablehlo.multiply"(%v842, %v843) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v845 = "stablehlo.multiply"(%v844, %v841) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v846 = "stablehlo.slice"(%v840) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v847 = "stablehlo.broadcast_in_dim"(%v826) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v848 = "stablehlo.multiply"(%v846, %v847) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v849 = "stablehlo.multiply"(%v848, %v841) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v850 = "stablehlo.add"(%v845, %v849) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v851 = "stablehlo.multiply"(%v803, %v850) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v852 = util.global.load @p36 : tensor<64x160xi8>
    %v853 = util.global.load @p37 : tensor<64xf32>
    %v854 = "stablehlo.abs"(%v851) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v855 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v856 = "stablehlo.reduce"(%v854, %v855) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v857 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v858 = "stablehlo.divide"(%v856, %v857) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v859 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v860 = "stablehlo.maximum"(%v858, %v859) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v861 = "stablehlo.broadcast_in_dim"(%v860) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v862 = "stablehlo.divide"(%v851, %v861) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v863 = "stablehlo.round_nearest_even"(%v862) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v864 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v865 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v866 = "stablehlo.maximum"(%v863, %v864) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v867 = "stablehlo.minimum"(%v866, %v865) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v868 = "stablehlo.convert"(%v867) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v869 = "stablehlo.convert"(%v868) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v870 = "stablehlo.broadcast_in_dim"(%v860) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v871 = "stablehlo.multiply"(%v869, %v870) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v872 = "stablehlo.subtract"(%v851, %v871) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v873 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v874 = "stablehlo.divide"(%v860, %v873) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v875 = "stablehlo.broadcast_in_dim"(%v874) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v876 = "stablehlo.divide"(%v872, %v875) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v877 = "stablehlo.round_nearest_even"(%v876) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v878 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v879 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v880 = "stablehlo.maximum"(%v877, %v878) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v881 = "stablehlo.minimum"(%v880, %v879) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v882 = "stablehlo.convert"(%v881) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v883 = "stablehlo.concatenate"(%v868, %v882) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v884 = tensor.empty() : tensor<4x64xi32>
    %v885 = arith.constant 0 : i32
    %v886 = linalg.fill ins(%v885 : i32) outs(%v884 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v887 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v883, %v852 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v886 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v888 = "stablehlo.convert"(%v887) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v889 = "stablehlo.broadcast_in_dim"(%v853) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v890 = "stablehlo.slice"(%v888) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v891 = "stablehlo.broadcast_in_dim"(%v860) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v892 = "stablehlo.multiply"(%v890, %v891) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v893 = "stablehlo.multiply"(%v892, %v889) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v894 = "stablehlo.slice"(%v888) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v895 = "stablehlo.broadcast_in_dim"(%v874) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v896 = "stablehlo.multiply"(%v894, %v895) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v897 = "stablehlo.multiply"(%v896, %v889) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v898 = "stablehlo.add"(%v893, %v897) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v899 = "stablehlo.add"(%v740, %v898) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v900 = "stablehlo.transpose"(%v654) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v901 = "stablehlo.reshape"(%v900) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v902 = "stablehlo.transpose"(%v655) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v903 = "stablehlo.reshape"(%v902) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v904 = "stablehlo.concatenate"(%v461, %v901) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v905 = "stablehlo.concatenate"(%v463, %v903) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v906 = util.global.load @p41 : tensor<64xbf16>
    %v907 = "stablehlo.multiply"(%v899, %v899) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v908 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v909 = "stablehlo.reduce"(%v907, %v908) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v910 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v911 = "stablehlo.multiply"(%v909, %v910) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v912 = "stablehlo.broadcast_in_dim"(%v911) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v913 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v914 = "stablehlo.add"(%v912, %v913) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v915 = "stablehlo.rsqrt"(%v914) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v916 = "stablehlo.multiply"(%v899, %v915) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v917 = "stablehlo.convert"(%v906) : (tensor<64xbf16>) -> tensor<64xf32>
    %v918 = "stablehlo.broadcast_in_dim"(%v917) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v919 = "stablehlo.multiply"(%v916, %v918) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v920 = util.global.load @p39 : tensor<151936x64xi8>
    %v921 = util.global.load @p40 : tensor<151936xf32>
    %v922 = "stablehlo.abs"(%v919) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v923 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v924 = "stablehlo.reduce"(%v922, %v923) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v925 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v926 = "stablehlo.divide"(%v924, %v925) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v927 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v928 = "stablehlo.maximum"(%v926, %v927) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v929 = "stablehlo.broadcast_in_dim"(%v928) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v930 = "stablehlo.divide"(%v919, %v929) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v931 = "stablehlo.round_nearest_even"(%v930) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v932 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v933 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v934 = "stablehlo.maximum"(%v931, %v932) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v935 = "stablehlo.minimum"(%v934, %v933) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v936 = "stablehlo.convert"(%v935) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v937 = "stablehlo.convert"(%v936) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v938 = "stablehlo.broadcast_in_dim"(%v928) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v939 = "stablehlo.multiply"(%v937, %v938) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v940 = "stablehlo.subtract"(%v919, %v939) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v941 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2xf32>
    %v942 = "stablehlo.divide"(%v928, %v941) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v943 = "stablehlo.broadcast_in_dim"(%v942) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v944 = "stablehlo.divide"(%v940, %v943) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v945 = "stablehlo.round_nearest_even"(%v944) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v946 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v947 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v948 = "stablehlo.maximum"(%v945, %v946) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v949 = "stablehlo.minimum"(%v948, %v947) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v950 = "stablehlo.convert"(%v949) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v951 = "stablehlo.concatenate"(%v936, %v950) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v952 = tensor.empty() : tensor<4x151936xi32>
    %v953 = arith.constant 0 : i32
    %v954 = linalg.fill ins(%v953 : i32) outs(%v952 : tensor<4x151936xi32>) -> tensor<4x151936xi32>
    %v955 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v951, %v920 : tensor<4x64xi8>, tensor<151936x64xi8>) outs(%v954 : tensor<4x151936xi32>) {iree.opt.data_tiling} -> tensor<4x151936xi32>
    %v956 = "stablehlo.convert"(%v955) : (tensor<4x151936xi32>) -> tensor<4x151936xf32>
    %v957 = "stablehlo.broadcast_in_dim"(%v921) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v958 = "stablehlo.slice"(%v956) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v959 = "stablehlo.broadcast_in_dim"(%v928) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v960 = "stablehlo.multiply"(%v958, %v959) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v961 = "stablehlo.multiply"(%v960, %v957) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v962 = "stablehlo.slice"(%v956) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v963 = "stablehlo.broadcast_in_dim"(%v942) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v964 = "stablehlo.multiply"(%v962, %v963) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v965 = "stablehlo.multiply"(%v964, %v957) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v966 = "stablehlo.add"(%v961, %v965) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v966, %v904, %v905 : tensor<2x151936xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
  }
  func.func @kv_write_n2(%arg0: tensor<2x1x16x?xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x2xbf16>, %arg3: tensor<2x1x2x16xbf16>, %arg4: tensor<2xi32>) -> (tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xbf16>) -> tensor<2x1x16x1xbf16>
    %v5 = tensor.extract %v1[] : tensor<i32>
    %v6 = arith.index_cast %v5 : i32 to index
    %v7 = tensor.extract %v1[] : tensor<i32>
    %v8 = arith.index_cast %v7 : i32 to index
    %v9 = tensor.extract %v1[] : tensor<i32>
    %v10 = arith.index_cast %v9 : i32 to index
    %v11 = tensor.extract %v3[] : tensor<i32>
    %v12 = arith.index_cast %v11 : i32 to index
    %v13 = tensor.insert_slice %v4 into %arg0[%v6, %v8, %v10, %v12] [2, 1, 16, 1] [1, 1, 1, 1] : tensor<2x1x16x1xbf16> into tensor<2x1x16x?xbf16>
    %v14 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v15 = tensor.extract %v1[] : tensor<i32>
    %v16 = arith.index_cast %v15 : i32 to index
    %v17 = tensor.extract %v1[] : tensor<i32>
    %v18 = arith.index_cast %v17 : i32 to index
    %v19 = tensor.extract %v3[] : tensor<i32>
    %v20 = arith.index_cast %v19 : i32 to index
    %v21 = tensor.extract %v1[] : tensor<i32>
    %v22 = arith.index_cast %v21 : i32 to index
    %v23 = tensor.insert_slice %v14 into %arg1[%v16, %v18, %v20, %v22] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xbf16> into tensor<2x1x?x16xbf16>
    %v24 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v25 = "stablehlo.reshape"(%v24) : (tensor<1xi32>) -> tensor<i32>
    %v26 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xbf16>) -> tensor<2x1x16x1xbf16>
    %v27 = tensor.extract %v1[] : tensor<i32>
    %v28 = arith.index_cast %v27 : i32 to index
    %v29 = tensor.extract %v1[] : tensor<i32>
    %v30 = arith.index_cast %v29 : i32 to index
    %v31 = tensor.extract %v1[] : tensor<i32>
    %v32 = arith.index_cast %v31 : i32 to index
    %v33 = tensor.extract %v25[] : tensor<i32>
    %v34 = arith.index_cast %v33 : i32 to index
    %v35 = tensor.insert_slice %v26 into %v13[%v28, %v30, %v32, %v34] [2, 1, 16, 1] [1, 1, 1, 1] : tensor<2x1x16x1xbf16> into tensor<2x1x16x?xbf16>
    %v36 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v37 = tensor.extract %v1[] : tensor<i32>
    %v38 = arith.index_cast %v37 : i32 to index
    %v39 = tensor.extract %v1[] : tensor<i32>
    %v40 = arith.index_cast %v39 : i32 to index
    %v41 = tensor.extract %v25[] : tensor<i32>
    %v42 = arith.index_cast %v41 : i32 to index
    %v43 = tensor.extract %v1[] : tensor<i32>
    %v44 = arith.index_cast %v43 : i32 to index
    %v45 = tensor.insert_slice %v36 into %v23[%v38, %v40, %v42, %v44] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xbf16> into tensor<2x1x?x16xbf16>
    return %v35, %v45 : tensor<2x1x16x?xbf16>, tensor<2x1x?x16xbf16>
  }
}
