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
    %v54 = tensor.empty() : tensor<2x64xi32>
    %v55 = arith.constant 0 : i32
    %v56 = linalg.fill ins(%v55 : i32) outs(%v54 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v57 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v53, %v36 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v56 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v58 = "stablehlo.convert"(%v57) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v59 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v61 = "stablehlo.multiply"(%v58, %v59) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v62 = "stablehlo.multiply"(%v61, %v60) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v63 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v64 = "stablehlo.broadcast_in_dim"(%v63) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v65 = "stablehlo.add"(%v62, %v64) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v67 = util.global.load @p5 : tensor<16x64xi8>
    %v68 = util.global.load @p6 : tensor<16xf32>
    %v69 = util.global.load @p7 : tensor<16xbf16>
    %v70 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v72 = "stablehlo.reduce"(%v70, %v71) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v73 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v74 = "stablehlo.divide"(%v72, %v73) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v75 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v76 = "stablehlo.maximum"(%v74, %v75) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v78 = "stablehlo.divide"(%v35, %v77) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v79 = "stablehlo.round_nearest_even"(%v78) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v80 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v81 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v82 = "stablehlo.maximum"(%v79, %v80) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v83 = "stablehlo.minimum"(%v82, %v81) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v84 = "stablehlo.convert"(%v83) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v85 = tensor.empty() : tensor<2x16xi32>
    %v86 = arith.constant 0 : i32
    %v87 = linalg.fill ins(%v86 : i32) outs(%v85 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v88 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v84, %v67 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v87 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v89 = "stablehlo.convert"(%v88) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v68) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v92 = "stablehlo.multiply"(%v89, %v90) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v93 = "stablehlo.multiply"(%v92, %v91) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v94 = "stablehlo.convert"(%v69) : (tensor<16xbf16>) -> tensor<16xf32>
    %v95 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v96 = "stablehlo.add"(%v93, %v95) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v97 = "stablehlo.reshape"(%v96) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v98 = util.global.load @p8 : tensor<16x64xi8>
    %v99 = util.global.load @p9 : tensor<16xf32>
    %v100 = util.global.load @p10 : tensor<16xbf16>
    %v101 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v103 = "stablehlo.reduce"(%v101, %v102) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v104 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v105 = "stablehlo.divide"(%v103, %v104) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v106 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v107 = "stablehlo.maximum"(%v105, %v106) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%v107) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v109 = "stablehlo.divide"(%v35, %v108) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v110 = "stablehlo.round_nearest_even"(%v109) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v111 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v112 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v113 = "stablehlo.maximum"(%v110, %v111) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v114 = "stablehlo.minimum"(%v113, %v112) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v115 = "stablehlo.convert"(%v114) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v116 = tensor.empty() : tensor<2x16xi32>
    %v117 = arith.constant 0 : i32
    %v118 = linalg.fill ins(%v117 : i32) outs(%v116 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v119 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v115, %v98 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v118 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v120 = "stablehlo.convert"(%v119) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%v107) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v123 = "stablehlo.multiply"(%v120, %v121) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v124 = "stablehlo.multiply"(%v123, %v122) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v125 = "stablehlo.convert"(%v100) : (tensor<16xbf16>) -> tensor<16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v125) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v127 = "stablehlo.add"(%v124, %v126) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v128 = "stablehlo.reshape"(%v127) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v129 = "stablehlo.slice"(%v66) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v130 = "stablehlo.slice"(%v66) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v131 = "stablehlo.negate"(%v130) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v132 = "stablehlo.concatenate"(%v131, %v129) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v134 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v135 = "stablehlo.multiply"(%v66, %v133) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v136 = "stablehlo.multiply"(%v132, %v134) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v137 = "stablehlo.add"(%v135, %v136) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v138 = "stablehlo.slice"(%v97) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v139 = "stablehlo.slice"(%v97) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v140 = "stablehlo.negate"(%v139) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v141 = "stablehlo.concatenate"(%v140, %v138) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v144 = "stablehlo.multiply"(%v97, %v142) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v145 = "stablehlo.multiply"(%v141, %v143) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v146 = "stablehlo.add"(%v144, %v145) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v147 = "stablehlo.reshape"(%v137) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v148 = "stablehlo.convert"(%v147) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v149 = "stablehlo.convert"(%v146) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v150 = "stablehlo.convert"(%v128) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v151 = "stablehlo.dot_general"(%v148, %v149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v152 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v153 = "stablehlo.select"(%v20, %v151, %v152) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v154 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<1xi32>) -> tensor<i32>
    %v156 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v157 = "stablehlo.multiply"(%v153, %v156) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v159 = "stablehlo.reduce"(%v157, %v158) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v160 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v161 = "stablehlo.subtract"(%v157, %v160) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v162 = "stablehlo.exponential"(%v161) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v163 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v164 = "stablehlo.reduce"(%v162, %v163) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v165 = "stablehlo.broadcast_in_dim"(%v164) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v166 = "stablehlo.divide"(%v162, %v165) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v167 = "stablehlo.slice"(%v166) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v168 = "stablehlo.convert"(%v167) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v169 = "stablehlo.dot_general"(%v168, %v150) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v170 = "stablehlo.transpose"(%v169) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v172 = util.global.load @p11 : tensor<64x64xi8>
    %v173 = util.global.load @p12 : tensor<64xf32>
    %v174 = "stablehlo.abs"(%v171) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v176 = "stablehlo.reduce"(%v174, %v175) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v177 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v178 = "stablehlo.divide"(%v176, %v177) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v179 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v180 = "stablehlo.maximum"(%v178, %v179) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v181 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v182 = "stablehlo.divide"(%v171, %v181) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v183 = "stablehlo.round_nearest_even"(%v182) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v184 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v185 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v186 = "stablehlo.maximum"(%v183, %v184) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v187 = "stablehlo.minimum"(%v186, %v185) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v188 = "stablehlo.convert"(%v187) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v189 = tensor.empty() : tensor<2x64xi32>
    %v190 = arith.constant 0 : i32
    %v191 = linalg.fill ins(%v190 : i32) outs(%v189 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v192 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v172 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v191 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v193 = "stablehlo.convert"(%v192) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v173) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v196 = "stablehlo.multiply"(%v193, %v194) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v197 = "stablehlo.multiply"(%v196, %v195) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v198 = "stablehlo.add"(%v8, %v197) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v199 = util.global.load @p1 : tensor<64xbf16>
    %v200 = "stablehlo.multiply"(%v198, %v198) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v203 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v204 = "stablehlo.multiply"(%v202, %v203) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v206 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v208 = "stablehlo.rsqrt"(%v207) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v209 = "stablehlo.multiply"(%v198, %v208) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v210 = "stablehlo.convert"(%v199) : (tensor<64xbf16>) -> tensor<64xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v212 = "stablehlo.multiply"(%v209, %v211) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v213 = util.global.load @p13 : tensor<160x64xi8>
    %v214 = util.global.load @p14 : tensor<160xf32>
    %v215 = "stablehlo.abs"(%v212) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v217 = "stablehlo.reduce"(%v215, %v216) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v218 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v219 = "stablehlo.divide"(%v217, %v218) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v220 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v221 = "stablehlo.maximum"(%v219, %v220) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v222 = "stablehlo.broadcast_in_dim"(%v221) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v223 = "stablehlo.divide"(%v212, %v222) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v224 = "stablehlo.round_nearest_even"(%v223) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v225 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v226 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v227 = "stablehlo.maximum"(%v224, %v225) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v228 = "stablehlo.minimum"(%v227, %v226) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v229 = "stablehlo.convert"(%v228) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v230 = tensor.empty() : tensor<2x160xi32>
    %v231 = arith.constant 0 : i32
    %v232 = linalg.fill ins(%v231 : i32) outs(%v230 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v233 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v229, %v213 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v232 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v234 = "stablehlo.convert"(%v233) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v221) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v214) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v237 = "stablehlo.multiply"(%v234, %v235) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v238 = "stablehlo.multiply"(%v237, %v236) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v239 = "stablehlo.logistic"(%v238) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v241 = util.global.load @p15 : tensor<160x64xi8>
    %v242 = util.global.load @p16 : tensor<160xf32>
    %v243 = "stablehlo.abs"(%v212) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v245 = "stablehlo.reduce"(%v243, %v244) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v246 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v247 = "stablehlo.divide"(%v245, %v246) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v248 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v249 = "stablehlo.maximum"(%v247, %v248) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v251 = "stablehlo.divide"(%v212, %v250) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v252 = "stablehlo.round_nearest_even"(%v251) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v253 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v254 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v255 = "stablehlo.maximum"(%v252, %v253) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v256 = "stablehlo.minimum"(%v255, %v254) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v257 = "stablehlo.convert"(%v256) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v258 = tensor.empty() : tensor<2x160xi32>
    %v259 = arith.constant 0 : i32
    %v260 = linalg.fill ins(%v259 : i32) outs(%v258 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v261 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v257, %v241 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v260 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v262 = "stablehlo.convert"(%v261) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v264 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v265 = "stablehlo.multiply"(%v262, %v263) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v266 = "stablehlo.multiply"(%v265, %v264) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v267 = "stablehlo.multiply"(%v240, %v266) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v268 = util.global.load @p17 : tensor<64x160xi8>
    %v269 = util.global.load @p18 : tensor<64xf32>
    %v270 = "stablehlo.abs"(%v267) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v272 = "stablehlo.reduce"(%v270, %v271) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v273 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v274 = "stablehlo.divide"(%v272, %v273) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v275 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v276 = "stablehlo.maximum"(%v274, %v275) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v278 = "stablehlo.divide"(%v267, %v277) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v279 = "stablehlo.round_nearest_even"(%v278) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v280 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v281 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v282 = "stablehlo.maximum"(%v279, %v280) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v283 = "stablehlo.minimum"(%v282, %v281) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v284 = "stablehlo.convert"(%v283) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v285 = tensor.empty() : tensor<2x64xi32>
    %v286 = arith.constant 0 : i32
    %v287 = linalg.fill ins(%v286 : i32) outs(%v285 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v288 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v284, %v268 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v287 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v289 = "stablehlo.convert"(%v288) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v291 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v292 = "stablehlo.multiply"(%v289, %v290) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v293 = "stablehlo.multiply"(%v292, %v291) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v294 = "stablehlo.add"(%v198, %v293) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v295 = "stablehlo.transpose"(%v149) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v296 = "stablehlo.reshape"(%v295) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v297 = "stablehlo.transpose"(%v150) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v298 = "stablehlo.reshape"(%v297) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v299 = util.global.load @p19 : tensor<64xbf16>
    %v300 = "stablehlo.multiply"(%v294, %v294) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v309 = "stablehlo.multiply"(%v294, %v308) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v310 = "stablehlo.convert"(%v299) : (tensor<64xbf16>) -> tensor<64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.multiply"(%v309, %v311) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = util.global.load @p21 : tensor<64x64xi8>
    %v314 = util.global.load @p22 : tensor<64xf32>
    %v315 = util.global.load @p23 : tensor<64xbf16>
    %v316 = "stablehlo.abs"(%v312) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v318 = "stablehlo.reduce"(%v316, %v317) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v319 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v320 = "stablehlo.divide"(%v318, %v319) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v321 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v322 = "stablehlo.maximum"(%v320, %v321) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v324 = "stablehlo.divide"(%v312, %v323) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v325 = "stablehlo.round_nearest_even"(%v324) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v326 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v327 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v328 = "stablehlo.maximum"(%v325, %v326) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v329 = "stablehlo.minimum"(%v328, %v327) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v330 = "stablehlo.convert"(%v329) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v331 = tensor.empty() : tensor<2x64xi32>
    %v332 = arith.constant 0 : i32
    %v333 = linalg.fill ins(%v332 : i32) outs(%v331 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v334 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v330, %v313 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v333 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v335 = "stablehlo.convert"(%v334) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v314) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v338 = "stablehlo.multiply"(%v335, %v336) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v339 = "stablehlo.multiply"(%v338, %v337) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v340 = "stablehlo.convert"(%v315) : (tensor<64xbf16>) -> tensor<64xf32>
    %v341 = "stablehlo.broadcast_in_dim"(%v340) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v342 = "stablehlo.add"(%v339, %v341) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v343 = "stablehlo.reshape"(%v342) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v344 = util.global.load @p24 : tensor<16x64xi8>
    %v345 = util.global.load @p25 : tensor<16xf32>
    %v346 = util.global.load @p26 : tensor<16xbf16>
    %v347 = "stablehlo.abs"(%v312) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v349 = "stablehlo.reduce"(%v347, %v348) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v350 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v351 = "stablehlo.divide"(%v349, %v350) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v352 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v353 = "stablehlo.maximum"(%v351, %v352) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v353) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v355 = "stablehlo.divide"(%v312, %v354) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v356 = "stablehlo.round_nearest_even"(%v355) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v357 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v358 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v359 = "stablehlo.maximum"(%v356, %v357) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v360 = "stablehlo.minimum"(%v359, %v358) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v361 = "stablehlo.convert"(%v360) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v362 = tensor.empty() : tensor<2x16xi32>
    %v363 = arith.constant 0 : i32
    %v364 = linalg.fill ins(%v363 : i32) outs(%v362 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v365 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v361, %v344 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v364 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v366 = "stablehlo.convert"(%v365) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v367 = "stablehlo.broadcast_in_dim"(%v353) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v368 = "stablehlo.broadcast_in_dim"(%v345) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v369 = "stablehlo.multiply"(%v366, %v367) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v370 = "stablehlo.multiply"(%v369, %v368) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v371 = "stablehlo.convert"(%v346) : (tensor<16xbf16>) -> tensor<16xf32>
    %v372 = "stablehlo.broadcast_in_dim"(%v371) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v373 = "stablehlo.add"(%v370, %v372) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v374 = "stablehlo.reshape"(%v373) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v375 = util.global.load @p27 : tensor<16x64xi8>
    %v376 = util.global.load @p28 : tensor<16xf32>
    %v377 = util.global.load @p29 : tensor<16xbf16>
    %v378 = "stablehlo.abs"(%v312) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v379 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v380 = "stablehlo.reduce"(%v378, %v379) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v381 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v382 = "stablehlo.divide"(%v380, %v381) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v383 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v384 = "stablehlo.maximum"(%v382, %v383) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v385 = "stablehlo.broadcast_in_dim"(%v384) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v386 = "stablehlo.divide"(%v312, %v385) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v387 = "stablehlo.round_nearest_even"(%v386) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v388 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v389 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v390 = "stablehlo.maximum"(%v387, %v388) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v391 = "stablehlo.minimum"(%v390, %v389) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v392 = "stablehlo.convert"(%v391) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v393 = tensor.empty() : tensor<2x16xi32>
    %v394 = arith.constant 0 : i32
    %v395 = linalg.fill ins(%v394 : i32) outs(%v393 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v396 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v392, %v375 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v395 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v397 = "stablehlo.convert"(%v396) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v398 = "stablehlo.broadcast_in_dim"(%v384) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v376) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v400 = "stablehlo.multiply"(%v397, %v398) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v401 = "stablehlo.multiply"(%v400, %v399) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v402 = "stablehlo.convert"(%v377) : (tensor<16xbf16>) -> tensor<16xf32>
    %v403 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v404 = "stablehlo.add"(%v401, %v403) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v405 = "stablehlo.reshape"(%v404) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v406 = "stablehlo.slice"(%v343) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v407 = "stablehlo.slice"(%v343) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v408 = "stablehlo.negate"(%v407) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v409 = "stablehlo.concatenate"(%v408, %v406) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v410 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v411 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v412 = "stablehlo.multiply"(%v343, %v410) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v413 = "stablehlo.multiply"(%v409, %v411) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v414 = "stablehlo.add"(%v412, %v413) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v415 = "stablehlo.slice"(%v374) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v416 = "stablehlo.slice"(%v374) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v417 = "stablehlo.negate"(%v416) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v418 = "stablehlo.concatenate"(%v417, %v415) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v419 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v420 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v421 = "stablehlo.multiply"(%v374, %v419) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v422 = "stablehlo.multiply"(%v418, %v420) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v423 = "stablehlo.add"(%v421, %v422) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v424 = "stablehlo.reshape"(%v414) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v425 = "stablehlo.convert"(%v424) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v426 = "stablehlo.convert"(%v423) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v427 = "stablehlo.convert"(%v405) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v428 = "stablehlo.dot_general"(%v425, %v426) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v429 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v430 = "stablehlo.select"(%v20, %v428, %v429) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v431 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v432 = "stablehlo.reshape"(%v431) : (tensor<1xi32>) -> tensor<i32>
    %v433 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v434 = "stablehlo.multiply"(%v430, %v433) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v435 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v436 = "stablehlo.reduce"(%v434, %v435) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v436) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v438 = "stablehlo.subtract"(%v434, %v437) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v439 = "stablehlo.exponential"(%v438) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v440 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v441 = "stablehlo.reduce"(%v439, %v440) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v442 = "stablehlo.broadcast_in_dim"(%v441) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v443 = "stablehlo.divide"(%v439, %v442) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v444 = "stablehlo.slice"(%v443) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v445 = "stablehlo.convert"(%v444) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v446 = "stablehlo.dot_general"(%v445, %v427) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v447 = "stablehlo.transpose"(%v446) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v448 = "stablehlo.reshape"(%v447) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v449 = util.global.load @p30 : tensor<64x64xi8>
    %v450 = util.global.load @p31 : tensor<64xf32>
    %v451 = "stablehlo.abs"(%v448) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v452 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v453 = "stablehlo.reduce"(%v451, %v452) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v454 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v455 = "stablehlo.divide"(%v453, %v454) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v456 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v457 = "stablehlo.maximum"(%v455, %v456) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v458 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v459 = "stablehlo.divide"(%v448, %v458) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v460 = "stablehlo.round_nearest_even"(%v459) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v461 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v462 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v463 = "stablehlo.maximum"(%v460, %v461) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v464 = "stablehlo.minimum"(%v463, %v462) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v465 = "stablehlo.convert"(%v464) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v466 = tensor.empty() : tensor<2x64xi32>
    %v467 = arith.constant 0 : i32
    %v468 = linalg.fill ins(%v467 : i32) outs(%v466 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v469 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v465, %v449 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v468 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v470 = "stablehlo.convert"(%v469) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v471 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v472 = "stablehlo.broadcast_in_dim"(%v450) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v473 = "stablehlo.multiply"(%v470, %v471) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v474 = "stablehlo.multiply"(%v473, %v472) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v475 = "stablehlo.add"(%v294, %v474) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v476 = util.global.load @p20 : tensor<64xbf16>
    %v477 = "stablehlo.multiply"(%v475, %v475) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v478 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v479 = "stablehlo.reduce"(%v477, %v478) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v480 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v481 = "stablehlo.multiply"(%v479, %v480) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v482 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v483 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v484 = "stablehlo.add"(%v482, %v483) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v485 = "stablehlo.rsqrt"(%v484) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v486 = "stablehlo.multiply"(%v475, %v485) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v487 = "stablehlo.convert"(%v476) : (tensor<64xbf16>) -> tensor<64xf32>
    %v488 = "stablehlo.broadcast_in_dim"(%v487) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v489 = "stablehlo.multiply"(%v486, %v488) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v490 = util.global.load @p32 : tensor<160x64xi8>
    %v491 = util.global.load @p33 : tensor<160xf32>
    %v492 = "stablehlo.abs"(%v489) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v493 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v494 = "stablehlo.reduce"(%v492, %v493) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v495 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v496 = "stablehlo.divide"(%v494, %v495) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v497 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v498 = "stablehlo.maximum"(%v496, %v497) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v499 = "stablehlo.broadcast_in_dim"(%v498) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v500 = "stablehlo.divide"(%v489, %v499) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v501 = "stablehlo.round_nearest_even"(%v500) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v502 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v503 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v504 = "stablehlo.maximum"(%v501, %v502) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v505 = "stablehlo.minimum"(%v504, %v503) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v506 = "stablehlo.convert"(%v505) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v507 = tensor.empty() : tensor<2x160xi32>
    %v508 = arith.constant 0 : i32
    %v509 = linalg.fill ins(%v508 : i32) outs(%v507 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v510 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v506, %v490 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v509 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v511 = "stablehlo.convert"(%v510) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v512 = "stablehlo.broadcast_in_dim"(%v498) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v513 = "stablehlo.broadcast_in_dim"(%v491) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v514 = "stablehlo.multiply"(%v511, %v512) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v515 = "stablehlo.multiply"(%v514, %v513) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v516 = "stablehlo.logistic"(%v515) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v517 = "stablehlo.multiply"(%v515, %v516) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v518 = util.global.load @p34 : tensor<160x64xi8>
    %v519 = util.global.load @p35 : tensor<160xf32>
    %v520 = "stablehlo.abs"(%v489) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v521 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v522 = "stablehlo.reduce"(%v520, %v521) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v523 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v524 = "stablehlo.divide"(%v522, %v523) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v525 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v526 = "stablehlo.maximum"(%v524, %v525) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v527 = "stablehlo.broadcast_in_dim"(%v526) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v528 = "stablehlo.divide"(%v489, %v527) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v529 = "stablehlo.round_nearest_even"(%v528) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v530 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v531 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v532 = "stablehlo.maximum"(%v529, %v530) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v533 = "stablehlo.minimum"(%v532, %v531) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v534 = "stablehlo.convert"(%v533) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v535 = tensor.empty() : tensor<2x160xi32>
    %v536 = arith.constant 0 : i32
    %v537 = linalg.fill ins(%v536 : i32) outs(%v535 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v538 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v534, %v518 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v537 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v539 = "stablehlo.convert"(%v538) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v540 = "stablehlo.broadcast_in_dim"(%v526) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v541 = "stablehlo.broadcast_in_dim"(%v519) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v542 = "stablehlo.multiply"(%v539, %v540) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v543 = "stablehlo.multiply"(%v542, %v541) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v544 = "stablehlo.multiply"(%v517, %v543) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v545 = util.global.load @p36 : tensor<64x160xi8>
    %v546 = util.global.load @p37 : tensor<64xf32>
    %v547 = "stablehlo.abs"(%v544) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v548 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v549 = "stablehlo.reduce"(%v547, %v548) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v550 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v551 = "stablehlo.divide"(%v549, %v550) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v552 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v553 = "stablehlo.maximum"(%v551, %v552) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v554 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v555 = "stablehlo.divide"(%v544, %v554) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v556 = "stablehlo.round_nearest_even"(%v555) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v557 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v558 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v559 = "stablehlo.maximum"(%v556, %v557) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v560 = "stablehlo.minimum"(%v559, %v558) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v561 = "stablehlo.convert"(%v560) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v562 = tensor.empty() : tensor<2x64xi32>
    %v563 = arith.constant 0 : i32
    %v564 = linalg.fill ins(%v563 : i32) outs(%v562 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v565 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v561, %v545 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v564 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v566 = "stablehlo.convert"(%v565) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v567 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v568 = "stablehlo.broadcast_in_dim"(%v546) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v569 = "stablehlo.multiply"(%v566, %v567) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v570 = "stablehlo.multiply"(%v569, %v568) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v571 = "stablehlo.add"(%v475, %v570) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v572 = "stablehlo.transpose"(%v426) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v573 = "stablehlo.reshape"(%v572) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v574 = "stablehlo.transpose"(%v427) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v575 = "stablehlo.reshape"(%v574) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v576 = "stablehlo.concatenate"(%v296, %v573) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v577 = "stablehlo.concatenate"(%v298, %v575) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v578 = "stablehlo.dynamic_slice"(%v571, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v579 = util.global.load @p41 : tensor<64xbf16>
    %v580 = "stablehlo.multiply"(%v578, %v578) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v581 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v582 = "stablehlo.reduce"(%v580, %v581) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v583 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v584 = "stablehlo.multiply"(%v582, %v583) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v585 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v586 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v587 = "stablehlo.add"(%v585, %v586) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v588 = "stablehlo.rsqrt"(%v587) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v589 = "stablehlo.multiply"(%v578, %v588) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v590 = "stablehlo.convert"(%v579) : (tensor<64xbf16>) -> tensor<64xf32>
    %v591 = "stablehlo.broadcast_in_dim"(%v590) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v592 = "stablehlo.multiply"(%v589, %v591) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v593 = util.global.load @p39 : tensor<151936x64xi8>
    %v594 = util.global.load @p40 : tensor<151936xf32>
    %v595 = "stablehlo.abs"(%v592) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v596 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v597 = "stablehlo.reduce"(%v595, %v596) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v598 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v599 = "stablehlo.divide"(%v597, %v598) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v600 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v601 = "stablehlo.maximum"(%v599, %v600) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v601) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v603 = "stablehlo.divide"(%v592, %v602) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v604 = "stablehlo.round_nearest_even"(%v603) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v605 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v606 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v607 = "stablehlo.maximum"(%v604, %v605) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v608 = "stablehlo.minimum"(%v607, %v606) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v609 = "stablehlo.convert"(%v608) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v610 = tensor.empty() : tensor<1x151936xi32>
    %v611 = arith.constant 0 : i32
    %v612 = linalg.fill ins(%v611 : i32) outs(%v610 : tensor<1x151936xi32>) -> tensor<1x151936xi32>
    %v613 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v609, %v593 : tensor<1x64xi8>, tensor<151936x64xi8>) outs(%v612 : tensor<1x151936xi32>) {iree.opt.data_tiling} -> tensor<1x151936xi32>
    %v614 = "stablehlo.convert"(%v613) : (tensor<1x151936xi32>) -> tensor<1x151936xf32>
    %v615 = "stablehlo.broadcast_in_dim"(%v601) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v616 = "stablehlo.broadcast_in_dim"(%v594) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v617 = "stablehlo.multiply"(%v614, %v615) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v618 = "stablehlo.multiply"(%v617, %v616) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v618, %v571, %v576, %v577 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
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
    %v61 = tensor.empty() : tensor<2x64xi32>
    %v62 = arith.constant 0 : i32
    %v63 = linalg.fill ins(%v62 : i32) outs(%v61 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v60, %v43 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v63 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v65 = "stablehlo.convert"(%v64) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v68 = "stablehlo.multiply"(%v65, %v66) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v69 = "stablehlo.multiply"(%v68, %v67) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v70 = "stablehlo.convert"(%v45) : (tensor<64xbf16>) -> tensor<64xf32>
    %v71 = "stablehlo.broadcast_in_dim"(%v70) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v72 = "stablehlo.add"(%v69, %v71) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v73 = "stablehlo.reshape"(%v72) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v74 = util.global.load @p5 : tensor<16x64xi8>
    %v75 = util.global.load @p6 : tensor<16xf32>
    %v76 = util.global.load @p7 : tensor<16xbf16>
    %v77 = "stablehlo.abs"(%v42) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v78 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v79 = "stablehlo.reduce"(%v77, %v78) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v80 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v81 = "stablehlo.divide"(%v79, %v80) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v82 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v83 = "stablehlo.maximum"(%v81, %v82) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v85 = "stablehlo.divide"(%v42, %v84) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v86 = "stablehlo.round_nearest_even"(%v85) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v87 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v88 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v89 = "stablehlo.maximum"(%v86, %v87) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v90 = "stablehlo.minimum"(%v89, %v88) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v91 = "stablehlo.convert"(%v90) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v92 = tensor.empty() : tensor<2x16xi32>
    %v93 = arith.constant 0 : i32
    %v94 = linalg.fill ins(%v93 : i32) outs(%v92 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v95 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v91, %v74 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v94 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v96 = "stablehlo.convert"(%v95) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v75) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v99 = "stablehlo.multiply"(%v96, %v97) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v100 = "stablehlo.multiply"(%v99, %v98) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v101 = "stablehlo.convert"(%v76) : (tensor<16xbf16>) -> tensor<16xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v101) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v103 = "stablehlo.add"(%v100, %v102) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v105 = util.global.load @p8 : tensor<16x64xi8>
    %v106 = util.global.load @p9 : tensor<16xf32>
    %v107 = util.global.load @p10 : tensor<16xbf16>
    %v108 = "stablehlo.abs"(%v42) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v110 = "stablehlo.reduce"(%v108, %v109) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v111 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v112 = "stablehlo.divide"(%v110, %v111) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v113 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v114 = "stablehlo.maximum"(%v112, %v113) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v115 = "stablehlo.broadcast_in_dim"(%v114) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v116 = "stablehlo.divide"(%v42, %v115) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = "stablehlo.round_nearest_even"(%v116) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v118 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v119 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v120 = "stablehlo.maximum"(%v117, %v118) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v121 = "stablehlo.minimum"(%v120, %v119) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v122 = "stablehlo.convert"(%v121) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v123 = tensor.empty() : tensor<2x16xi32>
    %v124 = arith.constant 0 : i32
    %v125 = linalg.fill ins(%v124 : i32) outs(%v123 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v126 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v122, %v105 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v125 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v127 = "stablehlo.convert"(%v126) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v114) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v129 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v130 = "stablehlo.multiply"(%v127, %v128) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v131 = "stablehlo.multiply"(%v130, %v129) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v132 = "stablehlo.convert"(%v107) : (tensor<16xbf16>) -> tensor<16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v134 = "stablehlo.add"(%v131, %v133) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v135 = "stablehlo.reshape"(%v134) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v136 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v137 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v138 = "stablehlo.negate"(%v137) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v139 = "stablehlo.concatenate"(%v138, %v136) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v142 = "stablehlo.multiply"(%v73, %v140) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v143 = "stablehlo.multiply"(%v139, %v141) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v144 = "stablehlo.add"(%v142, %v143) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v145 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v146 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v147 = "stablehlo.negate"(%v146) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v148 = "stablehlo.concatenate"(%v147, %v145) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v149 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v151 = "stablehlo.multiply"(%v104, %v149) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v152 = "stablehlo.multiply"(%v148, %v150) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v153 = "stablehlo.add"(%v151, %v152) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v154 = "stablehlo.reshape"(%v144) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v155 = "stablehlo.convert"(%v154) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v156 = "stablehlo.convert"(%v153) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v157 = "stablehlo.convert"(%v135) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v158 = "stablehlo.dot_general"(%v155, %v156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v159 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v160 = "stablehlo.select"(%v20, %v158, %v159) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v161 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v162 = "stablehlo.reshape"(%v161) : (tensor<1xi32>) -> tensor<i32>
    %v163 = "stablehlo.dynamic_slice"(%arg9, %v162, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v164 = "stablehlo.reshape"(%v163) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v165 = "stablehlo.dot_general"(%v155, %v164) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x2x4x128xf32>
    %v166 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v167 = "stablehlo.select"(%v27, %v165, %v166) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v168 = "stablehlo.dynamic_slice"(%arg10, %v162, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v170 = "stablehlo.concatenate"(%v167, %v160) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v171 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v172 = "stablehlo.multiply"(%v170, %v171) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v173 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v174 = "stablehlo.reduce"(%v172, %v173) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v176 = "stablehlo.subtract"(%v172, %v175) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v177 = "stablehlo.exponential"(%v176) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v179 = "stablehlo.reduce"(%v177, %v178) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v179) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v181 = "stablehlo.divide"(%v177, %v180) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v182 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v183 = "stablehlo.convert"(%v182) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v184 = "stablehlo.dot_general"(%v183, %v157) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v185 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v186 = "stablehlo.convert"(%v185) : (tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xbf16>
    %v187 = "stablehlo.dot_general"(%v186, %v169) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x2x4x16xf32>
    %v188 = "stablehlo.add"(%v184, %v187) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v189 = "stablehlo.transpose"(%v188) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v191 = util.global.load @p11 : tensor<64x64xi8>
    %v192 = util.global.load @p12 : tensor<64xf32>
    %v193 = "stablehlo.abs"(%v190) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v195 = "stablehlo.reduce"(%v193, %v194) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v196 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v197 = "stablehlo.divide"(%v195, %v196) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v198 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v199 = "stablehlo.maximum"(%v197, %v198) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v201 = "stablehlo.divide"(%v190, %v200) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v202 = "stablehlo.round_nearest_even"(%v201) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v203 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v204 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v205 = "stablehlo.maximum"(%v202, %v203) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v206 = "stablehlo.minimum"(%v205, %v204) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v207 = "stablehlo.convert"(%v206) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v208 = tensor.empty() : tensor<2x64xi32>
    %v209 = arith.constant 0 : i32
    %v210 = linalg.fill ins(%v209 : i32) outs(%v208 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v211 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v207, %v191 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v210 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v212 = "stablehlo.convert"(%v211) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v215 = "stablehlo.multiply"(%v212, %v213) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v216 = "stablehlo.multiply"(%v215, %v214) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v217 = "stablehlo.add"(%v8, %v216) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v218 = util.global.load @p1 : tensor<64xbf16>
    %v219 = "stablehlo.multiply"(%v217, %v217) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v221 = "stablehlo.reduce"(%v219, %v220) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v222 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v223 = "stablehlo.multiply"(%v221, %v222) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v223) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v225 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v226 = "stablehlo.add"(%v224, %v225) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v227 = "stablehlo.rsqrt"(%v226) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v228 = "stablehlo.multiply"(%v217, %v227) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v229 = "stablehlo.convert"(%v218) : (tensor<64xbf16>) -> tensor<64xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v231 = "stablehlo.multiply"(%v228, %v230) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v232 = util.global.load @p13 : tensor<160x64xi8>
    %v233 = util.global.load @p14 : tensor<160xf32>
    %v234 = "stablehlo.abs"(%v231) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v236 = "stablehlo.reduce"(%v234, %v235) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v237 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v238 = "stablehlo.divide"(%v236, %v237) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v239 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v240 = "stablehlo.maximum"(%v238, %v239) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v240) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v242 = "stablehlo.divide"(%v231, %v241) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v243 = "stablehlo.round_nearest_even"(%v242) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v244 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v245 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v246 = "stablehlo.maximum"(%v243, %v244) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v247 = "stablehlo.minimum"(%v246, %v245) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v248 = "stablehlo.convert"(%v247) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v249 = tensor.empty() : tensor<2x160xi32>
    %v250 = arith.constant 0 : i32
    %v251 = linalg.fill ins(%v250 : i32) outs(%v249 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v252 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v248, %v232 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v251 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v253 = "stablehlo.convert"(%v252) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v240) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v255 = "stablehlo.broadcast_in_dim"(%v233) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v256 = "stablehlo.multiply"(%v253, %v254) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v257 = "stablehlo.multiply"(%v256, %v255) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v258 = "stablehlo.logistic"(%v257) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v259 = "stablehlo.multiply"(%v257, %v258) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v260 = util.global.load @p15 : tensor<160x64xi8>
    %v261 = util.global.load @p16 : tensor<160xf32>
    %v262 = "stablehlo.abs"(%v231) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v264 = "stablehlo.reduce"(%v262, %v263) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v265 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v266 = "stablehlo.divide"(%v264, %v265) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v267 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v268 = "stablehlo.maximum"(%v266, %v267) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v268) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v270 = "stablehlo.divide"(%v231, %v269) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v271 = "stablehlo.round_nearest_even"(%v270) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v272 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v273 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v274 = "stablehlo.maximum"(%v271, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = "stablehlo.minimum"(%v274, %v273) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v276 = "stablehlo.convert"(%v275) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v277 = tensor.empty() : tensor<2x160xi32>
    %v278 = arith.constant 0 : i32
    %v279 = linalg.fill ins(%v278 : i32) outs(%v277 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v280 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v276, %v260 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v279 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v281 = "stablehlo.convert"(%v280) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v282 = "stablehlo.broadcast_in_dim"(%v268) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v284 = "stablehlo.multiply"(%v281, %v282) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v285 = "stablehlo.multiply"(%v284, %v283) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v286 = "stablehlo.multiply"(%v259, %v285) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v287 = util.global.load @p17 : tensor<64x160xi8>
    %v288 = util.global.load @p18 : tensor<64xf32>
    %v289 = "stablehlo.abs"(%v286) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v291 = "stablehlo.reduce"(%v289, %v290) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v292 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v293 = "stablehlo.divide"(%v291, %v292) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v294 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v295 = "stablehlo.maximum"(%v293, %v294) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v296 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v297 = "stablehlo.divide"(%v286, %v296) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v298 = "stablehlo.round_nearest_even"(%v297) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v299 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v300 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v301 = "stablehlo.maximum"(%v298, %v299) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v302 = "stablehlo.minimum"(%v301, %v300) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v303 = "stablehlo.convert"(%v302) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v304 = tensor.empty() : tensor<2x64xi32>
    %v305 = arith.constant 0 : i32
    %v306 = linalg.fill ins(%v305 : i32) outs(%v304 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v307 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v303, %v287 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v306 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v308 = "stablehlo.convert"(%v307) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v309 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v311 = "stablehlo.multiply"(%v308, %v309) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.multiply"(%v311, %v310) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.add"(%v217, %v312) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v314 = "stablehlo.transpose"(%v156) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v315 = "stablehlo.reshape"(%v314) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v316 = "stablehlo.transpose"(%v157) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v317 = "stablehlo.reshape"(%v316) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v318 = util.global.load @p19 : tensor<64xbf16>
    %v319 = "stablehlo.multiply"(%v313, %v313) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v321 = "stablehlo.reduce"(%v319, %v320) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v322 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v323 = "stablehlo.multiply"(%v321, %v322) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v325 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v326 = "stablehlo.add"(%v324, %v325) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v327 = "stablehlo.rsqrt"(%v326) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v328 = "stablehlo.multiply"(%v313, %v327) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v329 = "stablehlo.convert"(%v318) : (tensor<64xbf16>) -> tensor<64xf32>
    %v330 = "stablehlo.broadcast_in_dim"(%v329) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v331 = "stablehlo.multiply"(%v328, %v330) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v332 = util.global.load @p21 : tensor<64x64xi8>
    %v333 = util.global.load @p22 : tensor<64xf32>
    %v334 = util.global.load @p23 : tensor<64xbf16>
    %v335 = "stablehlo.abs"(%v331) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v336 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v337 = "stablehlo.reduce"(%v335, %v336) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v338 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v339 = "stablehlo.divide"(%v337, %v338) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v340 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v341 = "stablehlo.maximum"(%v339, %v340) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v342 = "stablehlo.broadcast_in_dim"(%v341) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v343 = "stablehlo.divide"(%v331, %v342) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v344 = "stablehlo.round_nearest_even"(%v343) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v345 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v346 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v347 = "stablehlo.maximum"(%v344, %v345) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v348 = "stablehlo.minimum"(%v347, %v346) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v349 = "stablehlo.convert"(%v348) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v350 = tensor.empty() : tensor<2x64xi32>
    %v351 = arith.constant 0 : i32
    %v352 = linalg.fill ins(%v351 : i32) outs(%v350 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v353 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v349, %v332 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v352 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v354 = "stablehlo.convert"(%v353) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v341) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v356 = "stablehlo.broadcast_in_dim"(%v333) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v357 = "stablehlo.multiply"(%v354, %v355) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v358 = "stablehlo.multiply"(%v357, %v356) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v359 = "stablehlo.convert"(%v334) : (tensor<64xbf16>) -> tensor<64xf32>
    %v360 = "stablehlo.broadcast_in_dim"(%v359) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v361 = "stablehlo.add"(%v358, %v360) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v362 = "stablehlo.reshape"(%v361) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v363 = util.global.load @p24 : tensor<16x64xi8>
    %v364 = util.global.load @p25 : tensor<16xf32>
    %v365 = util.global.load @p26 : tensor<16xbf16>
    %v366 = "stablehlo.abs"(%v331) : (tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v374 = "stablehlo.divide"(%v331, %v373) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v375 = "stablehlo.round_nearest_even"(%v374) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v376 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v377 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v378 = "stablehlo.maximum"(%v375, %v376) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v379 = "stablehlo.minimum"(%v378, %v377) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v380 = "stablehlo.convert"(%v379) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v381 = tensor.empty() : tensor<2x16xi32>
    %v382 = arith.constant 0 : i32
    %v383 = linalg.fill ins(%v382 : i32) outs(%v381 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v384 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v380, %v363 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v383 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v385 = "stablehlo.convert"(%v384) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v386 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v387 = "stablehlo.broadcast_in_dim"(%v364) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v388 = "stablehlo.multiply"(%v385, %v386) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v389 = "stablehlo.multiply"(%v388, %v387) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v390 = "stablehlo.convert"(%v365) : (tensor<16xbf16>) -> tensor<16xf32>
    %v391 = "stablehlo.broadcast_in_dim"(%v390) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v392 = "stablehlo.add"(%v389, %v391) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v393 = "stablehlo.reshape"(%v392) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v394 = util.global.load @p27 : tensor<16x64xi8>
    %v395 = util.global.load @p28 : tensor<16xf32>
    %v396 = util.global.load @p29 : tensor<16xbf16>
    %v397 = "stablehlo.abs"(%v331) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v398 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v399 = "stablehlo.reduce"(%v397, %v398) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v400 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v401 = "stablehlo.divide"(%v399, %v400) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v402 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v403 = "stablehlo.maximum"(%v401, %v402) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v404 = "stablehlo.broadcast_in_dim"(%v403) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v405 = "stablehlo.divide"(%v331, %v404) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v406 = "stablehlo.round_nearest_even"(%v405) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v407 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v408 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v409 = "stablehlo.maximum"(%v406, %v407) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v410 = "stablehlo.minimum"(%v409, %v408) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v411 = "stablehlo.convert"(%v410) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v412 = tensor.empty() : tensor<2x16xi32>
    %v413 = arith.constant 0 : i32
    %v414 = linalg.fill ins(%v413 : i32) outs(%v412 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v415 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v411, %v394 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v414 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v416 = "stablehlo.convert"(%v415) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v403) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v418 = "stablehlo.broadcast_in_dim"(%v395) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v419 = "stablehlo.multiply"(%v416, %v417) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v420 = "stablehlo.multiply"(%v419, %v418) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v421 = "stablehlo.convert"(%v396) : (tensor<16xbf16>) -> tensor<16xf32>
    %v422 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v423 = "stablehlo.add"(%v420, %v422) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v424 = "stablehlo.reshape"(%v423) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v425 = "stablehlo.slice"(%v362) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v426 = "stablehlo.slice"(%v362) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v427 = "stablehlo.negate"(%v426) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v428 = "stablehlo.concatenate"(%v427, %v425) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v429 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v430 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v431 = "stablehlo.multiply"(%v362, %v429) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v432 = "stablehlo.multiply"(%v428, %v430) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v433 = "stablehlo.add"(%v431, %v432) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v434 = "stablehlo.slice"(%v393) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v435 = "stablehlo.slice"(%v393) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v436 = "stablehlo.negate"(%v435) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v437 = "stablehlo.concatenate"(%v436, %v434) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v438 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v439 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v440 = "stablehlo.multiply"(%v393, %v438) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v441 = "stablehlo.multiply"(%v437, %v439) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v442 = "stablehlo.add"(%v440, %v441) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v443 = "stablehlo.reshape"(%v433) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v444 = "stablehlo.convert"(%v443) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v445 = "stablehlo.convert"(%v442) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v446 = "stablehlo.convert"(%v424) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v447 = "stablehlo.dot_general"(%v444, %v445) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v448 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v449 = "stablehlo.select"(%v20, %v447, %v448) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v450 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v451 = "stablehlo.reshape"(%v450) : (tensor<1xi32>) -> tensor<i32>
    %v452 = "stablehlo.dynamic_slice"(%arg9, %v451, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v453 = "stablehlo.reshape"(%v452) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v454 = "stablehlo.dot_general"(%v444, %v453) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x2x4x128xf32>
    %v455 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v456 = "stablehlo.select"(%v27, %v454, %v455) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v457 = "stablehlo.dynamic_slice"(%arg10, %v451, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v458 = "stablehlo.reshape"(%v457) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v459 = "stablehlo.concatenate"(%v456, %v449) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v460 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v461 = "stablehlo.multiply"(%v459, %v460) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v462 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v463 = "stablehlo.reduce"(%v461, %v462) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v464 = "stablehlo.broadcast_in_dim"(%v463) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v465 = "stablehlo.subtract"(%v461, %v464) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v466 = "stablehlo.exponential"(%v465) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v467 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v468 = "stablehlo.reduce"(%v466, %v467) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v469 = "stablehlo.broadcast_in_dim"(%v468) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v470 = "stablehlo.divide"(%v466, %v469) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v471 = "stablehlo.slice"(%v470) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v472 = "stablehlo.convert"(%v471) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v473 = "stablehlo.dot_general"(%v472, %v446) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v474 = "stablehlo.slice"(%v470) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v475 = "stablehlo.convert"(%v474) : (tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xbf16>
    %v476 = "stablehlo.dot_general"(%v475, %v458) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x2x4x16xf32>
    %v477 = "stablehlo.add"(%v473, %v476) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v478 = "stablehlo.transpose"(%v477) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v479 = "stablehlo.reshape"(%v478) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v480 = util.global.load @p30 : tensor<64x64xi8>
    %v481 = util.global.load @p31 : tensor<64xf32>
    %v482 = "stablehlo.abs"(%v479) : (tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v490 = "stablehlo.divide"(%v479, %v489) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v491 = "stablehlo.round_nearest_even"(%v490) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v492 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v493 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v494 = "stablehlo.maximum"(%v491, %v492) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v495 = "stablehlo.minimum"(%v494, %v493) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v496 = "stablehlo.convert"(%v495) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v497 = tensor.empty() : tensor<2x64xi32>
    %v498 = arith.constant 0 : i32
    %v499 = linalg.fill ins(%v498 : i32) outs(%v497 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v500 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v496, %v480 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v499 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v501 = "stablehlo.convert"(%v500) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v502 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v503 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v504 = "stablehlo.multiply"(%v501, %v502) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v505 = "stablehlo.multiply"(%v504, %v503) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v506 = "stablehlo.add"(%v313, %v505) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v507 = util.global.load @p20 : tensor<64xbf16>
    %v508 = "stablehlo.multiply"(%v506, %v506) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v509 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v510 = "stablehlo.reduce"(%v508, %v509) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v511 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v512 = "stablehlo.multiply"(%v510, %v511) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v513 = "stablehlo.broadcast_in_dim"(%v512) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v514 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v515 = "stablehlo.add"(%v513, %v514) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v516 = "stablehlo.rsqrt"(%v515) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v517 = "stablehlo.multiply"(%v506, %v516) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v518 = "stablehlo.convert"(%v507) : (tensor<64xbf16>) -> tensor<64xf32>
    %v519 = "stablehlo.broadcast_in_dim"(%v518) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v520 = "stablehlo.multiply"(%v517, %v519) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v521 = util.global.load @p32 : tensor<160x64xi8>
    %v522 = util.global.load @p33 : tensor<160xf32>
    %v523 = "stablehlo.abs"(%v520) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v524 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v525 = "stablehlo.reduce"(%v523, %v524) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v526 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v527 = "stablehlo.divide"(%v525, %v526) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v528 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v529 = "stablehlo.maximum"(%v527, %v528) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v530 = "stablehlo.broadcast_in_dim"(%v529) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v531 = "stablehlo.divide"(%v520, %v530) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v532 = "stablehlo.round_nearest_even"(%v531) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v533 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v534 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v535 = "stablehlo.maximum"(%v532, %v533) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v536 = "stablehlo.minimum"(%v535, %v534) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v537 = "stablehlo.convert"(%v536) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v538 = tensor.empty() : tensor<2x160xi32>
    %v539 = arith.constant 0 : i32
    %v540 = linalg.fill ins(%v539 : i32) outs(%v538 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v541 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v537, %v521 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v540 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v542 = "stablehlo.convert"(%v541) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v543 = "stablehlo.broadcast_in_dim"(%v529) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v544 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v545 = "stablehlo.multiply"(%v542, %v543) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v546 = "stablehlo.multiply"(%v545, %v544) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v547 = "stablehlo.logistic"(%v546) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v548 = "stablehlo.multiply"(%v546, %v547) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v549 = util.global.load @p34 : tensor<160x64xi8>
    %v550 = util.global.load @p35 : tensor<160xf32>
    %v551 = "stablehlo.abs"(%v520) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v552 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v553 = "stablehlo.reduce"(%v551, %v552) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v554 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v555 = "stablehlo.divide"(%v553, %v554) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v556 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v557 = "stablehlo.maximum"(%v555, %v556) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v558 = "stablehlo.broadcast_in_dim"(%v557) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v559 = "stablehlo.divide"(%v520, %v558) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v560 = "stablehlo.round_nearest_even"(%v559) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v561 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v562 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v563 = "stablehlo.maximum"(%v560, %v561) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v564 = "stablehlo.minimum"(%v563, %v562) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v565 = "stablehlo.convert"(%v564) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v566 = tensor.empty() : tensor<2x160xi32>
    %v567 = arith.constant 0 : i32
    %v568 = linalg.fill ins(%v567 : i32) outs(%v566 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v569 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v565, %v549 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v568 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v570 = "stablehlo.convert"(%v569) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v571 = "stablehlo.broadcast_in_dim"(%v557) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v572 = "stablehlo.broadcast_in_dim"(%v550) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v573 = "stablehlo.multiply"(%v570, %v571) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v574 = "stablehlo.multiply"(%v573, %v572) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v575 = "stablehlo.multiply"(%v548, %v574) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v576 = util.global.load @p36 : tensor<64x160xi8>
    %v577 = util.global.load @p37 : tensor<64xf32>
    %v578 = "stablehlo.abs"(%v575) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v579 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v580 = "stablehlo.reduce"(%v578, %v579) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v581 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v582 = "stablehlo.divide"(%v580, %v581) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v583 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v584 = "stablehlo.maximum"(%v582, %v583) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v585 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v586 = "stablehlo.divide"(%v575, %v585) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v587 = "stablehlo.round_nearest_even"(%v586) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v588 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v589 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v590 = "stablehlo.maximum"(%v587, %v588) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v591 = "stablehlo.minimum"(%v590, %v589) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v592 = "stablehlo.convert"(%v591) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v593 = tensor.empty() : tensor<2x64xi32>
    %v594 = arith.constant 0 : i32
    %v595 = linalg.fill ins(%v594 : i32) outs(%v593 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v596 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v592, %v576 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v595 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v597 = "stablehlo.convert"(%v596) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v598 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v599 = "stablehlo.broadcast_in_dim"(%v577) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v600 = "stablehlo.multiply"(%v597, %v598) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v601 = "stablehlo.multiply"(%v600, %v599) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v602 = "stablehlo.add"(%v506, %v601) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v603 = "stablehlo.transpose"(%v445) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v604 = "stablehlo.reshape"(%v603) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v605 = "stablehlo.transpose"(%v446) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v606 = "stablehlo.reshape"(%v605) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v607 = "stablehlo.concatenate"(%v315, %v604) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v608 = "stablehlo.concatenate"(%v317, %v606) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v609 = "stablehlo.dynamic_slice"(%v602, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v610 = util.global.load @p41 : tensor<64xbf16>
    %v611 = "stablehlo.multiply"(%v609, %v609) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v612 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v613 = "stablehlo.reduce"(%v611, %v612) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v614 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v615 = "stablehlo.multiply"(%v613, %v614) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v616 = "stablehlo.broadcast_in_dim"(%v615) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v617 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v618 = "stablehlo.add"(%v616, %v617) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v619 = "stablehlo.rsqrt"(%v618) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v620 = "stablehlo.multiply"(%v609, %v619) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v621 = "stablehlo.convert"(%v610) : (tensor<64xbf16>) -> tensor<64xf32>
    %v622 = "stablehlo.broadcast_in_dim"(%v621) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v623 = "stablehlo.multiply"(%v620, %v622) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v624 = util.global.load @p39 : tensor<151936x64xi8>
    %v625 = util.global.load @p40 : tensor<151936xf32>
    %v626 = "stablehlo.abs"(%v623) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v627 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v628 = "stablehlo.reduce"(%v626, %v627) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v629 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v630 = "stablehlo.divide"(%v628, %v629) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v631 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v632 = "stablehlo.maximum"(%v630, %v631) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v633 = "stablehlo.broadcast_in_dim"(%v632) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v634 = "stablehlo.divide"(%v623, %v633) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v635 = "stablehlo.round_nearest_even"(%v634) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v636 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v637 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v638 = "stablehlo.maximum"(%v635, %v636) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v639 = "stablehlo.minimum"(%v638, %v637) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v640 = "stablehlo.convert"(%v639) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v641 = tensor.empty() : tensor<1x151936xi32>
    %v642 = arith.constant 0 : i32
    %v643 = linalg.fill ins(%v642 : i32) outs(%v641 : tensor<1x151936xi32>) -> tensor<1x151936xi32>
    %v644 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v640, %v624 : tensor<1x64xi8>, tensor<151936x64xi8>) outs(%v643 : tensor<1x151936xi32>) {iree.opt.data_tiling} -> tensor<1x151936xi32>
    %v645 = "stablehlo.convert"(%v644) : (tensor<1x151936xi32>) -> tensor<1x151936xf32>
    %v646 = "stablehlo.broadcast_in_dim"(%v632) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v647 = "stablehlo.broadcast_in_dim"(%v625) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v648 = "stablehlo.multiply"(%v645, %v646) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v649 = "stablehlo.multiply"(%v648, %v647) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v649, %v602, %v607, %v608 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
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
    %v32 = tensor.empty() : tensor<2x151936xi32>
    %v33 = arith.constant 0 : i32
    %v34 = linalg.fill ins(%v33 : i32) outs(%v32 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v35 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v31, %v15 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v34 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v36 = "stablehlo.convert"(%v35) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v39 = "stablehlo.multiply"(%v36, %v37) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v40 = "stablehlo.multiply"(%v39, %v38) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v40 : tensor<2x151936xf32>
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
    %v54 = tensor.empty() : tensor<16x64xi32>
    %v55 = arith.constant 0 : i32
    %v56 = linalg.fill ins(%v55 : i32) outs(%v54 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v57 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v53, %v36 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v56 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v58 = "stablehlo.convert"(%v57) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v59 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v61 = "stablehlo.multiply"(%v58, %v59) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v62 = "stablehlo.multiply"(%v61, %v60) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v63 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v64 = "stablehlo.broadcast_in_dim"(%v63) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v65 = "stablehlo.add"(%v62, %v64) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v67 = util.global.load @p5 : tensor<16x64xi8>
    %v68 = util.global.load @p6 : tensor<16xf32>
    %v69 = util.global.load @p7 : tensor<16xbf16>
    %v70 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v72 = "stablehlo.reduce"(%v70, %v71) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v73 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v74 = "stablehlo.divide"(%v72, %v73) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v75 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v76 = "stablehlo.maximum"(%v74, %v75) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v78 = "stablehlo.divide"(%v35, %v77) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v79 = "stablehlo.round_nearest_even"(%v78) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v80 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v81 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v82 = "stablehlo.maximum"(%v79, %v80) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v83 = "stablehlo.minimum"(%v82, %v81) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v84 = "stablehlo.convert"(%v83) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v85 = tensor.empty() : tensor<16x16xi32>
    %v86 = arith.constant 0 : i32
    %v87 = linalg.fill ins(%v86 : i32) outs(%v85 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v88 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v84, %v67 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v87 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v89 = "stablehlo.convert"(%v88) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v68) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v92 = "stablehlo.multiply"(%v89, %v90) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v93 = "stablehlo.multiply"(%v92, %v91) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v94 = "stablehlo.convert"(%v69) : (tensor<16xbf16>) -> tensor<16xf32>
    %v95 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v96 = "stablehlo.add"(%v93, %v95) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v97 = "stablehlo.reshape"(%v96) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v98 = util.global.load @p8 : tensor<16x64xi8>
    %v99 = util.global.load @p9 : tensor<16xf32>
    %v100 = util.global.load @p10 : tensor<16xbf16>
    %v101 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v103 = "stablehlo.reduce"(%v101, %v102) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v104 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v105 = "stablehlo.divide"(%v103, %v104) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v106 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v107 = "stablehlo.maximum"(%v105, %v106) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%v107) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v109 = "stablehlo.divide"(%v35, %v108) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v110 = "stablehlo.round_nearest_even"(%v109) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v111 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v112 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v113 = "stablehlo.maximum"(%v110, %v111) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v114 = "stablehlo.minimum"(%v113, %v112) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v115 = "stablehlo.convert"(%v114) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v116 = tensor.empty() : tensor<16x16xi32>
    %v117 = arith.constant 0 : i32
    %v118 = linalg.fill ins(%v117 : i32) outs(%v116 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v119 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v115, %v98 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v118 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v120 = "stablehlo.convert"(%v119) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%v107) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v123 = "stablehlo.multiply"(%v120, %v121) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v124 = "stablehlo.multiply"(%v123, %v122) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v125 = "stablehlo.convert"(%v100) : (tensor<16xbf16>) -> tensor<16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v125) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v127 = "stablehlo.add"(%v124, %v126) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v128 = "stablehlo.reshape"(%v127) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v129 = "stablehlo.slice"(%v66) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v130 = "stablehlo.slice"(%v66) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v131 = "stablehlo.negate"(%v130) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v132 = "stablehlo.concatenate"(%v131, %v129) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v134 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v135 = "stablehlo.multiply"(%v66, %v133) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v136 = "stablehlo.multiply"(%v132, %v134) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v137 = "stablehlo.add"(%v135, %v136) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v138 = "stablehlo.slice"(%v97) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v139 = "stablehlo.slice"(%v97) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v140 = "stablehlo.negate"(%v139) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v141 = "stablehlo.concatenate"(%v140, %v138) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v144 = "stablehlo.multiply"(%v97, %v142) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v145 = "stablehlo.multiply"(%v141, %v143) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v146 = "stablehlo.add"(%v144, %v145) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v147 = "stablehlo.reshape"(%v137) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v148 = "stablehlo.convert"(%v147) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v149 = "stablehlo.convert"(%v146) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v150 = "stablehlo.convert"(%v128) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v151 = "stablehlo.dot_general"(%v148, %v149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v152 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v153 = "stablehlo.select"(%v20, %v151, %v152) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v154 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<1xi32>) -> tensor<i32>
    %v156 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v157 = "stablehlo.multiply"(%v153, %v156) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v159 = "stablehlo.reduce"(%v157, %v158) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v160 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v161 = "stablehlo.subtract"(%v157, %v160) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v162 = "stablehlo.exponential"(%v161) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v163 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v164 = "stablehlo.reduce"(%v162, %v163) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v165 = "stablehlo.broadcast_in_dim"(%v164) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v166 = "stablehlo.divide"(%v162, %v165) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v167 = "stablehlo.slice"(%v166) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v168 = "stablehlo.convert"(%v167) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v169 = "stablehlo.dot_general"(%v168, %v150) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v170 = "stablehlo.transpose"(%v169) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v172 = util.global.load @p11 : tensor<64x64xi8>
    %v173 = util.global.load @p12 : tensor<64xf32>
    %v174 = "stablehlo.abs"(%v171) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v176 = "stablehlo.reduce"(%v174, %v175) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v177 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v178 = "stablehlo.divide"(%v176, %v177) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v179 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v180 = "stablehlo.maximum"(%v178, %v179) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v181 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v182 = "stablehlo.divide"(%v171, %v181) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v183 = "stablehlo.round_nearest_even"(%v182) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v184 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v185 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v186 = "stablehlo.maximum"(%v183, %v184) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v187 = "stablehlo.minimum"(%v186, %v185) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v188 = "stablehlo.convert"(%v187) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v189 = tensor.empty() : tensor<16x64xi32>
    %v190 = arith.constant 0 : i32
    %v191 = linalg.fill ins(%v190 : i32) outs(%v189 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v192 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v188, %v172 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v191 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v193 = "stablehlo.convert"(%v192) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v173) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v196 = "stablehlo.multiply"(%v193, %v194) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v197 = "stablehlo.multiply"(%v196, %v195) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v198 = "stablehlo.add"(%v8, %v197) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v199 = util.global.load @p1 : tensor<64xbf16>
    %v200 = "stablehlo.multiply"(%v198, %v198) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v203 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v204 = "stablehlo.multiply"(%v202, %v203) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v206 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v207 = "stablehlo.add"(%v205, %v206) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v208 = "stablehlo.rsqrt"(%v207) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v209 = "stablehlo.multiply"(%v198, %v208) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v210 = "stablehlo.convert"(%v199) : (tensor<64xbf16>) -> tensor<64xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v212 = "stablehlo.multiply"(%v209, %v211) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v213 = util.global.load @p13 : tensor<160x64xi8>
    %v214 = util.global.load @p14 : tensor<160xf32>
    %v215 = "stablehlo.abs"(%v212) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v217 = "stablehlo.reduce"(%v215, %v216) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v218 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v219 = "stablehlo.divide"(%v217, %v218) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v220 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v221 = "stablehlo.maximum"(%v219, %v220) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v222 = "stablehlo.broadcast_in_dim"(%v221) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v223 = "stablehlo.divide"(%v212, %v222) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v224 = "stablehlo.round_nearest_even"(%v223) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v225 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v226 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v227 = "stablehlo.maximum"(%v224, %v225) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v228 = "stablehlo.minimum"(%v227, %v226) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v229 = "stablehlo.convert"(%v228) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v230 = tensor.empty() : tensor<16x160xi32>
    %v231 = arith.constant 0 : i32
    %v232 = linalg.fill ins(%v231 : i32) outs(%v230 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v233 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v229, %v213 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v232 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v234 = "stablehlo.convert"(%v233) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v221) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v214) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v237 = "stablehlo.multiply"(%v234, %v235) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v238 = "stablehlo.multiply"(%v237, %v236) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v239 = "stablehlo.logistic"(%v238) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v241 = util.global.load @p15 : tensor<160x64xi8>
    %v242 = util.global.load @p16 : tensor<160xf32>
    %v243 = "stablehlo.abs"(%v212) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v245 = "stablehlo.reduce"(%v243, %v244) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v246 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v247 = "stablehlo.divide"(%v245, %v246) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v248 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v249 = "stablehlo.maximum"(%v247, %v248) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v251 = "stablehlo.divide"(%v212, %v250) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v252 = "stablehlo.round_nearest_even"(%v251) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v253 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v254 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v255 = "stablehlo.maximum"(%v252, %v253) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v256 = "stablehlo.minimum"(%v255, %v254) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v257 = "stablehlo.convert"(%v256) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v258 = tensor.empty() : tensor<16x160xi32>
    %v259 = arith.constant 0 : i32
    %v260 = linalg.fill ins(%v259 : i32) outs(%v258 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v261 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v257, %v241 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v260 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v262 = "stablehlo.convert"(%v261) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v249) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v264 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v265 = "stablehlo.multiply"(%v262, %v263) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v266 = "stablehlo.multiply"(%v265, %v264) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v267 = "stablehlo.multiply"(%v240, %v266) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v268 = util.global.load @p17 : tensor<64x160xi8>
    %v269 = util.global.load @p18 : tensor<64xf32>
    %v270 = "stablehlo.abs"(%v267) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v272 = "stablehlo.reduce"(%v270, %v271) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v273 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v274 = "stablehlo.divide"(%v272, %v273) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v275 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v276 = "stablehlo.maximum"(%v274, %v275) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v278 = "stablehlo.divide"(%v267, %v277) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v279 = "stablehlo.round_nearest_even"(%v278) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v280 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v281 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v282 = "stablehlo.maximum"(%v279, %v280) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v283 = "stablehlo.minimum"(%v282, %v281) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v284 = "stablehlo.convert"(%v283) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v285 = tensor.empty() : tensor<16x64xi32>
    %v286 = arith.constant 0 : i32
    %v287 = linalg.fill ins(%v286 : i32) outs(%v285 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v288 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v284, %v268 : tensor<16x160xi8>, tensor<64x160xi8>) outs(%v287 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v289 = "stablehlo.convert"(%v288) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v291 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v292 = "stablehlo.multiply"(%v289, %v290) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v293 = "stablehlo.multiply"(%v292, %v291) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v294 = "stablehlo.add"(%v198, %v293) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v295 = "stablehlo.transpose"(%v149) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v296 = "stablehlo.reshape"(%v295) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v297 = "stablehlo.transpose"(%v150) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v298 = "stablehlo.reshape"(%v297) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v299 = util.global.load @p19 : tensor<64xbf16>
    %v300 = "stablehlo.multiply"(%v294, %v294) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
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
    %v309 = "stablehlo.multiply"(%v294, %v308) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v310 = "stablehlo.convert"(%v299) : (tensor<64xbf16>) -> tensor<64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v312 = "stablehlo.multiply"(%v309, %v311) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = util.global.load @p21 : tensor<64x64xi8>
    %v314 = util.global.load @p22 : tensor<64xf32>
    %v315 = util.global.load @p23 : tensor<64xbf16>
    %v316 = "stablehlo.abs"(%v312) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v318 = "stablehlo.reduce"(%v316, %v317) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v319 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v320 = "stablehlo.divide"(%v318, %v319) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v321 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v322 = "stablehlo.maximum"(%v320, %v321) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v324 = "stablehlo.divide"(%v312, %v323) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v325 = "stablehlo.round_nearest_even"(%v324) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v326 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v327 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v328 = "stablehlo.maximum"(%v325, %v326) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v329 = "stablehlo.minimum"(%v328, %v327) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v330 = "stablehlo.convert"(%v329) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v331 = tensor.empty() : tensor<16x64xi32>
    %v332 = arith.constant 0 : i32
    %v333 = linalg.fill ins(%v332 : i32) outs(%v331 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v334 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v330, %v313 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v333 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v335 = "stablehlo.convert"(%v334) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v314) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v338 = "stablehlo.multiply"(%v335, %v336) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v339 = "stablehlo.multiply"(%v338, %v337) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v340 = "stablehlo.convert"(%v315) : (tensor<64xbf16>) -> tensor<64xf32>
    %v341 = "stablehlo.broadcast_in_dim"(%v340) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v342 = "stablehlo.add"(%v339, %v341) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v343 = "stablehlo.reshape"(%v342) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v344 = util.global.load @p24 : tensor<16x64xi8>
    %v345 = util.global.load @p25 : tensor<16xf32>
    %v346 = util.global.load @p26 : tensor<16xbf16>
    %v347 = "stablehlo.abs"(%v312) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v349 = "stablehlo.reduce"(%v347, %v348) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v350 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v351 = "stablehlo.divide"(%v349, %v350) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v352 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v353 = "stablehlo.maximum"(%v351, %v352) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v353) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v355 = "stablehlo.divide"(%v312, %v354) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v356 = "stablehlo.round_nearest_even"(%v355) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v357 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v358 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v359 = "stablehlo.maximum"(%v356, %v357) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v360 = "stablehlo.minimum"(%v359, %v358) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v361 = "stablehlo.convert"(%v360) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v362 = tensor.empty() : tensor<16x16xi32>
    %v363 = arith.constant 0 : i32
    %v364 = linalg.fill ins(%v363 : i32) outs(%v362 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v365 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v361, %v344 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v364 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v366 = "stablehlo.convert"(%v365) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v367 = "stablehlo.broadcast_in_dim"(%v353) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v368 = "stablehlo.broadcast_in_dim"(%v345) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v369 = "stablehlo.multiply"(%v366, %v367) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v370 = "stablehlo.multiply"(%v369, %v368) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v371 = "stablehlo.convert"(%v346) : (tensor<16xbf16>) -> tensor<16xf32>
    %v372 = "stablehlo.broadcast_in_dim"(%v371) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v373 = "stablehlo.add"(%v370, %v372) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v374 = "stablehlo.reshape"(%v373) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v375 = util.global.load @p27 : tensor<16x64xi8>
    %v376 = util.global.load @p28 : tensor<16xf32>
    %v377 = util.global.load @p29 : tensor<16xbf16>
    %v378 = "stablehlo.abs"(%v312) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v379 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v380 = "stablehlo.reduce"(%v378, %v379) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v381 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v382 = "stablehlo.divide"(%v380, %v381) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v383 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v384 = "stablehlo.maximum"(%v382, %v383) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v385 = "stablehlo.broadcast_in_dim"(%v384) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v386 = "stablehlo.divide"(%v312, %v385) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v387 = "stablehlo.round_nearest_even"(%v386) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v388 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v389 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v390 = "stablehlo.maximum"(%v387, %v388) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v391 = "stablehlo.minimum"(%v390, %v389) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v392 = "stablehlo.convert"(%v391) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v393 = tensor.empty() : tensor<16x16xi32>
    %v394 = arith.constant 0 : i32
    %v395 = linalg.fill ins(%v394 : i32) outs(%v393 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v396 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v392, %v375 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v395 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v397 = "stablehlo.convert"(%v396) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v398 = "stablehlo.broadcast_in_dim"(%v384) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v376) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v400 = "stablehlo.multiply"(%v397, %v398) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v401 = "stablehlo.multiply"(%v400, %v399) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v402 = "stablehlo.convert"(%v377) : (tensor<16xbf16>) -> tensor<16xf32>
    %v403 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v404 = "stablehlo.add"(%v401, %v403) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v405 = "stablehlo.reshape"(%v404) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v406 = "stablehlo.slice"(%v343) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v407 = "stablehlo.slice"(%v343) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v408 = "stablehlo.negate"(%v407) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v409 = "stablehlo.concatenate"(%v408, %v406) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v410 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v411 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v412 = "stablehlo.multiply"(%v343, %v410) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v413 = "stablehlo.multiply"(%v409, %v411) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v414 = "stablehlo.add"(%v412, %v413) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v415 = "stablehlo.slice"(%v374) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v416 = "stablehlo.slice"(%v374) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v417 = "stablehlo.negate"(%v416) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v418 = "stablehlo.concatenate"(%v417, %v415) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v419 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v420 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v421 = "stablehlo.multiply"(%v374, %v419) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v422 = "stablehlo.multiply"(%v418, %v420) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v423 = "stablehlo.add"(%v421, %v422) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v424 = "stablehlo.reshape"(%v414) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v425 = "stablehlo.convert"(%v424) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v426 = "stablehlo.convert"(%v423) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v427 = "stablehlo.convert"(%v405) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v428 = "stablehlo.dot_general"(%v425, %v426) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v429 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v430 = "stablehlo.select"(%v20, %v428, %v429) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v431 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v432 = "stablehlo.reshape"(%v431) : (tensor<1xi32>) -> tensor<i32>
    %v433 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v434 = "stablehlo.multiply"(%v430, %v433) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v435 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v436 = "stablehlo.reduce"(%v434, %v435) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v436) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v438 = "stablehlo.subtract"(%v434, %v437) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v439 = "stablehlo.exponential"(%v438) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v440 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v441 = "stablehlo.reduce"(%v439, %v440) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v442 = "stablehlo.broadcast_in_dim"(%v441) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v443 = "stablehlo.divide"(%v439, %v442) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v444 = "stablehlo.slice"(%v443) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v445 = "stablehlo.convert"(%v444) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v446 = "stablehlo.dot_general"(%v445, %v427) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v447 = "stablehlo.transpose"(%v446) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v448 = "stablehlo.reshape"(%v447) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v449 = util.global.load @p30 : tensor<64x64xi8>
    %v450 = util.global.load @p31 : tensor<64xf32>
    %v451 = "stablehlo.abs"(%v448) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v452 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v453 = "stablehlo.reduce"(%v451, %v452) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v454 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v455 = "stablehlo.divide"(%v453, %v454) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v456 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v457 = "stablehlo.maximum"(%v455, %v456) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v458 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v459 = "stablehlo.divide"(%v448, %v458) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v460 = "stablehlo.round_nearest_even"(%v459) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v461 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v462 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v463 = "stablehlo.maximum"(%v460, %v461) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v464 = "stablehlo.minimum"(%v463, %v462) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v465 = "stablehlo.convert"(%v464) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v466 = tensor.empty() : tensor<16x64xi32>
    %v467 = arith.constant 0 : i32
    %v468 = linalg.fill ins(%v467 : i32) outs(%v466 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v469 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v465, %v449 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v468 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v470 = "stablehlo.convert"(%v469) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v471 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v472 = "stablehlo.broadcast_in_dim"(%v450) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v473 = "stablehlo.multiply"(%v470, %v471) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v474 = "stablehlo.multiply"(%v473, %v472) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v475 = "stablehlo.add"(%v294, %v474) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v476 = util.global.load @p20 : tensor<64xbf16>
    %v477 = "stablehlo.multiply"(%v475, %v475) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v478 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v479 = "stablehlo.reduce"(%v477, %v478) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v480 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v481 = "stablehlo.multiply"(%v479, %v480) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v482 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v483 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v484 = "stablehlo.add"(%v482, %v483) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v485 = "stablehlo.rsqrt"(%v484) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v486 = "stablehlo.multiply"(%v475, %v485) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v487 = "stablehlo.convert"(%v476) : (tensor<64xbf16>) -> tensor<64xf32>
    %v488 = "stablehlo.broadcast_in_dim"(%v487) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v489 = "stablehlo.multiply"(%v486, %v488) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v490 = util.global.load @p32 : tensor<160x64xi8>
    %v491 = util.global.load @p33 : tensor<160xf32>
    %v492 = "stablehlo.abs"(%v489) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v493 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v494 = "stablehlo.reduce"(%v492, %v493) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v495 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v496 = "stablehlo.divide"(%v494, %v495) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v497 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v498 = "stablehlo.maximum"(%v496, %v497) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v499 = "stablehlo.broadcast_in_dim"(%v498) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v500 = "stablehlo.divide"(%v489, %v499) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v501 = "stablehlo.round_nearest_even"(%v500) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v502 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v503 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v504 = "stablehlo.maximum"(%v501, %v502) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v505 = "stablehlo.minimum"(%v504, %v503) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v506 = "stablehlo.convert"(%v505) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v507 = tensor.empty() : tensor<16x160xi32>
    %v508 = arith.constant 0 : i32
    %v509 = linalg.fill ins(%v508 : i32) outs(%v507 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v510 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v506, %v490 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v509 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v511 = "stablehlo.convert"(%v510) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v512 = "stablehlo.broadcast_in_dim"(%v498) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v513 = "stablehlo.broadcast_in_dim"(%v491) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v514 = "stablehlo.multiply"(%v511, %v512) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v515 = "stablehlo.multiply"(%v514, %v513) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v516 = "stablehlo.logistic"(%v515) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v517 = "stablehlo.multiply"(%v515, %v516) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v518 = util.global.load @p34 : tensor<160x64xi8>
    %v519 = util.global.load @p35 : tensor<160xf32>
    %v520 = "stablehlo.abs"(%v489) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v521 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v522 = "stablehlo.reduce"(%v520, %v521) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v523 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v524 = "stablehlo.divide"(%v522, %v523) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v525 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v526 = "stablehlo.maximum"(%v524, %v525) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v527 = "stablehlo.broadcast_in_dim"(%v526) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v528 = "stablehlo.divide"(%v489, %v527) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v529 = "stablehlo.round_nearest_even"(%v528) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v530 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v531 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v532 = "stablehlo.maximum"(%v529, %v530) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v533 = "stablehlo.minimum"(%v532, %v531) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v534 = "stablehlo.convert"(%v533) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v535 = tensor.empty() : tensor<16x160xi32>
    %v536 = arith.constant 0 : i32
    %v537 = linalg.fill ins(%v536 : i32) outs(%v535 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v538 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v534, %v518 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v537 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v539 = "stablehlo.convert"(%v538) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v540 = "stablehlo.broadcast_in_dim"(%v526) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v541 = "stablehlo.broadcast_in_dim"(%v519) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v542 = "stablehlo.multiply"(%v539, %v540) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v543 = "stablehlo.multiply"(%v542, %v541) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v544 = "stablehlo.multiply"(%v517, %v543) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v545 = util.global.load @p36 : tensor<64x160xi8>
    %v546 = util.global.load @p37 : tensor<64xf32>
    %v547 = "stablehlo.abs"(%v544) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v548 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v549 = "stablehlo.reduce"(%v547, %v548) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v550 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v551 = "stablehlo.divide"(%v549, %v550) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v552 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v553 = "stablehlo.maximum"(%v551, %v552) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v554 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v555 = "stablehlo.divide"(%v544, %v554) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v556 = "stablehlo.round_nearest_even"(%v555) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v557 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v558 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v559 = "stablehlo.maximum"(%v556, %v557) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v560 = "stablehlo.minimum"(%v559, %v558) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v561 = "stablehlo.convert"(%v560) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v562 = tensor.empty() : tensor<16x64xi32>
    %v563 = arith.constant 0 : i32
    %v564 = linalg.fill ins(%v563 : i32) outs(%v562 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v565 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v561, %v545 : tensor<16x160xi8>, tensor<64x160xi8>) outs(%v564 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v566 = "stablehlo.convert"(%v565) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v567 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v568 = "stablehlo.broadcast_in_dim"(%v546) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v569 = "stablehlo.multiply"(%v566, %v567) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v570 = "stablehlo.multiply"(%v569, %v568) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v571 = "stablehlo.add"(%v475, %v570) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v572 = "stablehlo.transpose"(%v426) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v573 = "stablehlo.reshape"(%v572) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v574 = "stablehlo.transpose"(%v427) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v575 = "stablehlo.reshape"(%v574) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v576 = "stablehlo.concatenate"(%v296, %v573) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v577 = "stablehlo.concatenate"(%v298, %v575) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v578 = "stablehlo.dynamic_slice"(%v571, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v579 = util.global.load @p41 : tensor<64xbf16>
    %v580 = "stablehlo.multiply"(%v578, %v578) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v581 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v582 = "stablehlo.reduce"(%v580, %v581) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v583 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v584 = "stablehlo.multiply"(%v582, %v583) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v585 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v586 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v587 = "stablehlo.add"(%v585, %v586) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v588 = "stablehlo.rsqrt"(%v587) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v589 = "stablehlo.multiply"(%v578, %v588) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v590 = "stablehlo.convert"(%v579) : (tensor<64xbf16>) -> tensor<64xf32>
    %v591 = "stablehlo.broadcast_in_dim"(%v590) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v592 = "stablehlo.multiply"(%v589, %v591) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v593 = util.global.load @p39 : tensor<151936x64xi8>
    %v594 = util.global.load @p40 : tensor<151936xf32>
    %v595 = "stablehlo.abs"(%v592) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v596 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v597 = "stablehlo.reduce"(%v595, %v596) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v598 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v599 = "stablehlo.divide"(%v597, %v598) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v600 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v601 = "stablehlo.maximum"(%v599, %v600) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v601) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v603 = "stablehlo.divide"(%v592, %v602) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v604 = "stablehlo.round_nearest_even"(%v603) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v605 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v606 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v607 = "stablehlo.maximum"(%v604, %v605) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v608 = "stablehlo.minimum"(%v607, %v606) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v609 = "stablehlo.convert"(%v608) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v610 = tensor.empty() : tensor<1x151936xi32>
    %v611 = arith.constant 0 : i32
    %v612 = linalg.fill ins(%v611 : i32) outs(%v610 : tensor<1x151936xi32>) -> tensor<1x151936xi32>
    %v613 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v609, %v593 : tensor<1x64xi8>, tensor<151936x64xi8>) outs(%v612 : tensor<1x151936xi32>) {iree.opt.data_tiling} -> tensor<1x151936xi32>
    %v614 = "stablehlo.convert"(%v613) : (tensor<1x151936xi32>) -> tensor<1x151936xf32>
    %v615 = "stablehlo.broadcast_in_dim"(%v601) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v616 = "stablehlo.broadcast_in_dim"(%v594) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v617 = "stablehlo.multiply"(%v614, %v615) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v618 = "stablehlo.multiply"(%v617, %v616) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v618, %v571, %v576, %v577 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
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
    %v61 = tensor.empty() : tensor<16x64xi32>
    %v62 = arith.constant 0 : i32
    %v63 = linalg.fill ins(%v62 : i32) outs(%v61 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v60, %v43 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v63 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v65 = "stablehlo.convert"(%v64) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v68 = "stablehlo.multiply"(%v65, %v66) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v69 = "stablehlo.multiply"(%v68, %v67) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v70 = "stablehlo.convert"(%v45) : (tensor<64xbf16>) -> tensor<64xf32>
    %v71 = "stablehlo.broadcast_in_dim"(%v70) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v72 = "stablehlo.add"(%v69, %v71) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v73 = "stablehlo.reshape"(%v72) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v74 = util.global.load @p5 : tensor<16x64xi8>
    %v75 = util.global.load @p6 : tensor<16xf32>
    %v76 = util.global.load @p7 : tensor<16xbf16>
    %v77 = "stablehlo.abs"(%v42) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v78 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v79 = "stablehlo.reduce"(%v77, %v78) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v80 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v81 = "stablehlo.divide"(%v79, %v80) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v82 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v83 = "stablehlo.maximum"(%v81, %v82) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v85 = "stablehlo.divide"(%v42, %v84) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v86 = "stablehlo.round_nearest_even"(%v85) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v87 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v88 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v89 = "stablehlo.maximum"(%v86, %v87) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v90 = "stablehlo.minimum"(%v89, %v88) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v91 = "stablehlo.convert"(%v90) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v92 = tensor.empty() : tensor<16x16xi32>
    %v93 = arith.constant 0 : i32
    %v94 = linalg.fill ins(%v93 : i32) outs(%v92 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v95 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v91, %v74 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v94 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v96 = "stablehlo.convert"(%v95) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v75) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v99 = "stablehlo.multiply"(%v96, %v97) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v100 = "stablehlo.multiply"(%v99, %v98) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v101 = "stablehlo.convert"(%v76) : (tensor<16xbf16>) -> tensor<16xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v101) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v103 = "stablehlo.add"(%v100, %v102) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v105 = util.global.load @p8 : tensor<16x64xi8>
    %v106 = util.global.load @p9 : tensor<16xf32>
    %v107 = util.global.load @p10 : tensor<16xbf16>
    %v108 = "stablehlo.abs"(%v42) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v110 = "stablehlo.reduce"(%v108, %v109) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v111 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v112 = "stablehlo.divide"(%v110, %v111) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v113 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v114 = "stablehlo.maximum"(%v112, %v113) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v115 = "stablehlo.broadcast_in_dim"(%v114) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v116 = "stablehlo.divide"(%v42, %v115) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v117 = "stablehlo.round_nearest_even"(%v116) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v118 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v119 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v120 = "stablehlo.maximum"(%v117, %v118) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v121 = "stablehlo.minimum"(%v120, %v119) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v122 = "stablehlo.convert"(%v121) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v123 = tensor.empty() : tensor<16x16xi32>
    %v124 = arith.constant 0 : i32
    %v125 = linalg.fill ins(%v124 : i32) outs(%v123 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v126 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v122, %v105 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v125 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v127 = "stablehlo.convert"(%v126) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v114) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v129 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v130 = "stablehlo.multiply"(%v127, %v128) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v131 = "stablehlo.multiply"(%v130, %v129) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v132 = "stablehlo.convert"(%v107) : (tensor<16xbf16>) -> tensor<16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v134 = "stablehlo.add"(%v131, %v133) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v135 = "stablehlo.reshape"(%v134) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v136 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v137 = "stablehlo.slice"(%v73) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v138 = "stablehlo.negate"(%v137) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v139 = "stablehlo.concatenate"(%v138, %v136) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v142 = "stablehlo.multiply"(%v73, %v140) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v143 = "stablehlo.multiply"(%v139, %v141) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v144 = "stablehlo.add"(%v142, %v143) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v145 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v146 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v147 = "stablehlo.negate"(%v146) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v148 = "stablehlo.concatenate"(%v147, %v145) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v149 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v151 = "stablehlo.multiply"(%v104, %v149) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v152 = "stablehlo.multiply"(%v148, %v150) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v153 = "stablehlo.add"(%v151, %v152) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v154 = "stablehlo.reshape"(%v144) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v155 = "stablehlo.convert"(%v154) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v156 = "stablehlo.convert"(%v153) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v157 = "stablehlo.convert"(%v135) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v158 = "stablehlo.dot_general"(%v155, %v156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v159 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v160 = "stablehlo.select"(%v20, %v158, %v159) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v161 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v162 = "stablehlo.reshape"(%v161) : (tensor<1xi32>) -> tensor<i32>
    %v163 = "stablehlo.dynamic_slice"(%arg9, %v162, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v164 = "stablehlo.reshape"(%v163) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v165 = "stablehlo.dot_general"(%v155, %v164) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x16x4x128xf32>
    %v166 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v167 = "stablehlo.select"(%v27, %v165, %v166) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v168 = "stablehlo.dynamic_slice"(%arg10, %v162, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v170 = "stablehlo.concatenate"(%v167, %v160) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v171 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v172 = "stablehlo.multiply"(%v170, %v171) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v173 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v174 = "stablehlo.reduce"(%v172, %v173) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v174) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v176 = "stablehlo.subtract"(%v172, %v175) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v177 = "stablehlo.exponential"(%v176) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v179 = "stablehlo.reduce"(%v177, %v178) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v179) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v181 = "stablehlo.divide"(%v177, %v180) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v182 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v183 = "stablehlo.convert"(%v182) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v184 = "stablehlo.dot_general"(%v183, %v157) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v185 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v186 = "stablehlo.convert"(%v185) : (tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xbf16>
    %v187 = "stablehlo.dot_general"(%v186, %v169) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x16x4x16xf32>
    %v188 = "stablehlo.add"(%v184, %v187) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v189 = "stablehlo.transpose"(%v188) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v190 = "stablehlo.reshape"(%v189) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v191 = util.global.load @p11 : tensor<64x64xi8>
    %v192 = util.global.load @p12 : tensor<64xf32>
    %v193 = "stablehlo.abs"(%v190) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v195 = "stablehlo.reduce"(%v193, %v194) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v196 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v197 = "stablehlo.divide"(%v195, %v196) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v198 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v199 = "stablehlo.maximum"(%v197, %v198) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v201 = "stablehlo.divide"(%v190, %v200) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v202 = "stablehlo.round_nearest_even"(%v201) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v203 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v204 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v205 = "stablehlo.maximum"(%v202, %v203) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v206 = "stablehlo.minimum"(%v205, %v204) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v207 = "stablehlo.convert"(%v206) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v208 = tensor.empty() : tensor<16x64xi32>
    %v209 = arith.constant 0 : i32
    %v210 = linalg.fill ins(%v209 : i32) outs(%v208 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v211 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v207, %v191 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v210 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v212 = "stablehlo.convert"(%v211) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v215 = "stablehlo.multiply"(%v212, %v213) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v216 = "stablehlo.multiply"(%v215, %v214) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v217 = "stablehlo.add"(%v8, %v216) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v218 = util.global.load @p1 : tensor<64xbf16>
    %v219 = "stablehlo.multiply"(%v217, %v217) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v221 = "stablehlo.reduce"(%v219, %v220) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v222 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v223 = "stablehlo.multiply"(%v221, %v222) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v223) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v225 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v226 = "stablehlo.add"(%v224, %v225) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v227 = "stablehlo.rsqrt"(%v226) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v228 = "stablehlo.multiply"(%v217, %v227) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v229 = "stablehlo.convert"(%v218) : (tensor<64xbf16>) -> tensor<64xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v231 = "stablehlo.multiply"(%v228, %v230) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v232 = util.global.load @p13 : tensor<160x64xi8>
    %v233 = util.global.load @p14 : tensor<160xf32>
    %v234 = "stablehlo.abs"(%v231) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v236 = "stablehlo.reduce"(%v234, %v235) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v237 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v238 = "stablehlo.divide"(%v236, %v237) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v239 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v240 = "stablehlo.maximum"(%v238, %v239) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v240) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v242 = "stablehlo.divide"(%v231, %v241) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v243 = "stablehlo.round_nearest_even"(%v242) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v244 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v245 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v246 = "stablehlo.maximum"(%v243, %v244) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v247 = "stablehlo.minimum"(%v246, %v245) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v248 = "stablehlo.convert"(%v247) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v249 = tensor.empty() : tensor<16x160xi32>
    %v250 = arith.constant 0 : i32
    %v251 = linalg.fill ins(%v250 : i32) outs(%v249 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v252 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v248, %v232 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v251 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v253 = "stablehlo.convert"(%v252) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v240) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v255 = "stablehlo.broadcast_in_dim"(%v233) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v256 = "stablehlo.multiply"(%v253, %v254) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v257 = "stablehlo.multiply"(%v256, %v255) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v258 = "stablehlo.logistic"(%v257) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v259 = "stablehlo.multiply"(%v257, %v258) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v260 = util.global.load @p15 : tensor<160x64xi8>
    %v261 = util.global.load @p16 : tensor<160xf32>
    %v262 = "stablehlo.abs"(%v231) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v264 = "stablehlo.reduce"(%v262, %v263) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v265 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v266 = "stablehlo.divide"(%v264, %v265) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v267 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v268 = "stablehlo.maximum"(%v266, %v267) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v268) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v270 = "stablehlo.divide"(%v231, %v269) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v271 = "stablehlo.round_nearest_even"(%v270) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v272 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v273 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v274 = "stablehlo.maximum"(%v271, %v272) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v275 = "stablehlo.minimum"(%v274, %v273) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v276 = "stablehlo.convert"(%v275) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v277 = tensor.empty() : tensor<16x160xi32>
    %v278 = arith.constant 0 : i32
    %v279 = linalg.fill ins(%v278 : i32) outs(%v277 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v280 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v276, %v260 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v279 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v281 = "stablehlo.convert"(%v280) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v282 = "stablehlo.broadcast_in_dim"(%v268) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v284 = "stablehlo.multiply"(%v281, %v282) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v285 = "stablehlo.multiply"(%v284, %v283) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v286 = "stablehlo.multiply"(%v259, %v285) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v287 = util.global.load @p17 : tensor<64x160xi8>
    %v288 = util.global.load @p18 : tensor<64xf32>
    %v289 = "stablehlo.abs"(%v286) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v291 = "stablehlo.reduce"(%v289, %v290) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v292 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v293 = "stablehlo.divide"(%v291, %v292) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v294 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v295 = "stablehlo.maximum"(%v293, %v294) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v296 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v297 = "stablehlo.divide"(%v286, %v296) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v298 = "stablehlo.round_nearest_even"(%v297) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v299 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v300 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v301 = "stablehlo.maximum"(%v298, %v299) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v302 = "stablehlo.minimum"(%v301, %v300) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v303 = "stablehlo.convert"(%v302) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v304 = tensor.empty() : tensor<16x64xi32>
    %v305 = arith.constant 0 : i32
    %v306 = linalg.fill ins(%v305 : i32) outs(%v304 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v307 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v303, %v287 : tensor<16x160xi8>, tensor<64x160xi8>) outs(%v306 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v308 = "stablehlo.convert"(%v307) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v309 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v311 = "stablehlo.multiply"(%v308, %v309) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v312 = "stablehlo.multiply"(%v311, %v310) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = "stablehlo.add"(%v217, %v312) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v314 = "stablehlo.transpose"(%v156) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v315 = "stablehlo.reshape"(%v314) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v316 = "stablehlo.transpose"(%v157) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v317 = "stablehlo.reshape"(%v316) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v318 = util.global.load @p19 : tensor<64xbf16>
    %v319 = "stablehlo.multiply"(%v313, %v313) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v321 = "stablehlo.reduce"(%v319, %v320) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v322 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v323 = "stablehlo.multiply"(%v321, %v322) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v325 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v326 = "stablehlo.add"(%v324, %v325) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v327 = "stablehlo.rsqrt"(%v326) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v328 = "stablehlo.multiply"(%v313, %v327) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v329 = "stablehlo.convert"(%v318) : (tensor<64xbf16>) -> tensor<64xf32>
    %v330 = "stablehlo.broadcast_in_dim"(%v329) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v331 = "stablehlo.multiply"(%v328, %v330) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v332 = util.global.load @p21 : tensor<64x64xi8>
    %v333 = util.global.load @p22 : tensor<64xf32>
    %v334 = util.global.load @p23 : tensor<64xbf16>
    %v335 = "stablehlo.abs"(%v331) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v336 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v337 = "stablehlo.reduce"(%v335, %v336) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v338 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v339 = "stablehlo.divide"(%v337, %v338) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v340 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v341 = "stablehlo.maximum"(%v339, %v340) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v342 = "stablehlo.broadcast_in_dim"(%v341) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v343 = "stablehlo.divide"(%v331, %v342) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v344 = "stablehlo.round_nearest_even"(%v343) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v345 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v346 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v347 = "stablehlo.maximum"(%v344, %v345) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v348 = "stablehlo.minimum"(%v347, %v346) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v349 = "stablehlo.convert"(%v348) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v350 = tensor.empty() : tensor<16x64xi32>
    %v351 = arith.constant 0 : i32
    %v352 = linalg.fill ins(%v351 : i32) outs(%v350 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v353 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v349, %v332 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v352 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v354 = "stablehlo.convert"(%v353) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v341) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v356 = "stablehlo.broadcast_in_dim"(%v333) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v357 = "stablehlo.multiply"(%v354, %v355) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v358 = "stablehlo.multiply"(%v357, %v356) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v359 = "stablehlo.convert"(%v334) : (tensor<64xbf16>) -> tensor<64xf32>
    %v360 = "stablehlo.broadcast_in_dim"(%v359) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v361 = "stablehlo.add"(%v358, %v360) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v362 = "stablehlo.reshape"(%v361) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v363 = util.global.load @p24 : tensor<16x64xi8>
    %v364 = util.global.load @p25 : tensor<16xf32>
    %v365 = util.global.load @p26 : tensor<16xbf16>
    %v366 = "stablehlo.abs"(%v331) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v367 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v368 = "stablehlo.reduce"(%v366, %v367) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v369 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v370 = "stablehlo.divide"(%v368, %v369) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v371 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v372 = "stablehlo.maximum"(%v370, %v371) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v373 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v374 = "stablehlo.divide"(%v331, %v373) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v375 = "stablehlo.round_nearest_even"(%v374) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v376 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v377 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v378 = "stablehlo.maximum"(%v375, %v376) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v379 = "stablehlo.minimum"(%v378, %v377) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v380 = "stablehlo.convert"(%v379) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v381 = tensor.empty() : tensor<16x16xi32>
    %v382 = arith.constant 0 : i32
    %v383 = linalg.fill ins(%v382 : i32) outs(%v381 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v384 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v380, %v363 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v383 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v385 = "stablehlo.convert"(%v384) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v386 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v387 = "stablehlo.broadcast_in_dim"(%v364) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v388 = "stablehlo.multiply"(%v385, %v386) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v389 = "stablehlo.multiply"(%v388, %v387) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v390 = "stablehlo.convert"(%v365) : (tensor<16xbf16>) -> tensor<16xf32>
    %v391 = "stablehlo.broadcast_in_dim"(%v390) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v392 = "stablehlo.add"(%v389, %v391) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v393 = "stablehlo.reshape"(%v392) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v394 = util.global.load @p27 : tensor<16x64xi8>
    %v395 = util.global.load @p28 : tensor<16xf32>
    %v396 = util.global.load @p29 : tensor<16xbf16>
    %v397 = "stablehlo.abs"(%v331) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v398 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v399 = "stablehlo.reduce"(%v397, %v398) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v400 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v401 = "stablehlo.divide"(%v399, %v400) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v402 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v403 = "stablehlo.maximum"(%v401, %v402) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v404 = "stablehlo.broadcast_in_dim"(%v403) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v405 = "stablehlo.divide"(%v331, %v404) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v406 = "stablehlo.round_nearest_even"(%v405) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v407 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v408 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v409 = "stablehlo.maximum"(%v406, %v407) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v410 = "stablehlo.minimum"(%v409, %v408) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v411 = "stablehlo.convert"(%v410) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v412 = tensor.empty() : tensor<16x16xi32>
    %v413 = arith.constant 0 : i32
    %v414 = linalg.fill ins(%v413 : i32) outs(%v412 : tensor<16x16xi32>) -> tensor<16x16xi32>
    %v415 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v411, %v394 : tensor<16x64xi8>, tensor<16x64xi8>) outs(%v414 : tensor<16x16xi32>) {iree.opt.data_tiling} -> tensor<16x16xi32>
    %v416 = "stablehlo.convert"(%v415) : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v403) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v418 = "stablehlo.broadcast_in_dim"(%v395) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v419 = "stablehlo.multiply"(%v416, %v417) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v420 = "stablehlo.multiply"(%v419, %v418) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v421 = "stablehlo.convert"(%v396) : (tensor<16xbf16>) -> tensor<16xf32>
    %v422 = "stablehlo.broadcast_in_dim"(%v421) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v423 = "stablehlo.add"(%v420, %v422) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v424 = "stablehlo.reshape"(%v423) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v425 = "stablehlo.slice"(%v362) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v426 = "stablehlo.slice"(%v362) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v427 = "stablehlo.negate"(%v426) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v428 = "stablehlo.concatenate"(%v427, %v425) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v429 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v430 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v431 = "stablehlo.multiply"(%v362, %v429) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v432 = "stablehlo.multiply"(%v428, %v430) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v433 = "stablehlo.add"(%v431, %v432) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v434 = "stablehlo.slice"(%v393) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v435 = "stablehlo.slice"(%v393) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v436 = "stablehlo.negate"(%v435) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v437 = "stablehlo.concatenate"(%v436, %v434) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v438 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v439 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v440 = "stablehlo.multiply"(%v393, %v438) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v441 = "stablehlo.multiply"(%v437, %v439) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v442 = "stablehlo.add"(%v440, %v441) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v443 = "stablehlo.reshape"(%v433) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v444 = "stablehlo.convert"(%v443) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v445 = "stablehlo.convert"(%v442) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v446 = "stablehlo.convert"(%v424) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v447 = "stablehlo.dot_general"(%v444, %v445) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v448 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v449 = "stablehlo.select"(%v20, %v447, %v448) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v450 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v451 = "stablehlo.reshape"(%v450) : (tensor<1xi32>) -> tensor<i32>
    %v452 = "stablehlo.dynamic_slice"(%arg9, %v451, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v453 = "stablehlo.reshape"(%v452) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v454 = "stablehlo.dot_general"(%v444, %v453) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x16x4x128xf32>
    %v455 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v456 = "stablehlo.select"(%v27, %v454, %v455) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v457 = "stablehlo.dynamic_slice"(%arg10, %v451, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v458 = "stablehlo.reshape"(%v457) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v459 = "stablehlo.concatenate"(%v456, %v449) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v460 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v461 = "stablehlo.multiply"(%v459, %v460) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v462 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v463 = "stablehlo.reduce"(%v461, %v462) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v464 = "stablehlo.broadcast_in_dim"(%v463) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v465 = "stablehlo.subtract"(%v461, %v464) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v466 = "stablehlo.exponential"(%v465) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v467 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v468 = "stablehlo.reduce"(%v466, %v467) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v469 = "stablehlo.broadcast_in_dim"(%v468) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v470 = "stablehlo.divide"(%v466, %v469) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v471 = "stablehlo.slice"(%v470) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v472 = "stablehlo.convert"(%v471) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v473 = "stablehlo.dot_general"(%v472, %v446) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v474 = "stablehlo.slice"(%v470) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v475 = "stablehlo.convert"(%v474) : (tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xbf16>
    %v476 = "stablehlo.dot_general"(%v475, %v458) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x16x4x16xf32>
    %v477 = "stablehlo.add"(%v473, %v476) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v478 = "stablehlo.transpose"(%v477) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v479 = "stablehlo.reshape"(%v478) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v480 = util.global.load @p30 : tensor<64x64xi8>
    %v481 = util.global.load @p31 : tensor<64xf32>
    %v482 = "stablehlo.abs"(%v479) : (tensor<16x64xf32>) -> tensor<16x64xf32>
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
    %v490 = "stablehlo.divide"(%v479, %v489) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v491 = "stablehlo.round_nearest_even"(%v490) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v492 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v493 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v494 = "stablehlo.maximum"(%v491, %v492) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v495 = "stablehlo.minimum"(%v494, %v493) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v496 = "stablehlo.convert"(%v495) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v497 = tensor.empty() : tensor<16x64xi32>
    %v498 = arith.constant 0 : i32
    %v499 = linalg.fill ins(%v498 : i32) outs(%v497 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v500 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v496, %v480 : tensor<16x64xi8>, tensor<64x64xi8>) outs(%v499 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v501 = "stablehlo.convert"(%v500) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v502 = "stablehlo.broadcast_in_dim"(%v488) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v503 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v504 = "stablehlo.multiply"(%v501, %v502) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v505 = "stablehlo.multiply"(%v504, %v503) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v506 = "stablehlo.add"(%v313, %v505) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v507 = util.global.load @p20 : tensor<64xbf16>
    %v508 = "stablehlo.multiply"(%v506, %v506) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v509 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v510 = "stablehlo.reduce"(%v508, %v509) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v511 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v512 = "stablehlo.multiply"(%v510, %v511) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v513 = "stablehlo.broadcast_in_dim"(%v512) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v514 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v515 = "stablehlo.add"(%v513, %v514) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v516 = "stablehlo.rsqrt"(%v515) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v517 = "stablehlo.multiply"(%v506, %v516) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v518 = "stablehlo.convert"(%v507) : (tensor<64xbf16>) -> tensor<64xf32>
    %v519 = "stablehlo.broadcast_in_dim"(%v518) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v520 = "stablehlo.multiply"(%v517, %v519) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v521 = util.global.load @p32 : tensor<160x64xi8>
    %v522 = util.global.load @p33 : tensor<160xf32>
    %v523 = "stablehlo.abs"(%v520) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v524 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v525 = "stablehlo.reduce"(%v523, %v524) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v526 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v527 = "stablehlo.divide"(%v525, %v526) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v528 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v529 = "stablehlo.maximum"(%v527, %v528) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v530 = "stablehlo.broadcast_in_dim"(%v529) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v531 = "stablehlo.divide"(%v520, %v530) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v532 = "stablehlo.round_nearest_even"(%v531) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v533 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v534 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v535 = "stablehlo.maximum"(%v532, %v533) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v536 = "stablehlo.minimum"(%v535, %v534) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v537 = "stablehlo.convert"(%v536) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v538 = tensor.empty() : tensor<16x160xi32>
    %v539 = arith.constant 0 : i32
    %v540 = linalg.fill ins(%v539 : i32) outs(%v538 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v541 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v537, %v521 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v540 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v542 = "stablehlo.convert"(%v541) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v543 = "stablehlo.broadcast_in_dim"(%v529) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v544 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v545 = "stablehlo.multiply"(%v542, %v543) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v546 = "stablehlo.multiply"(%v545, %v544) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v547 = "stablehlo.logistic"(%v546) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v548 = "stablehlo.multiply"(%v546, %v547) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v549 = util.global.load @p34 : tensor<160x64xi8>
    %v550 = util.global.load @p35 : tensor<160xf32>
    %v551 = "stablehlo.abs"(%v520) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v552 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v553 = "stablehlo.reduce"(%v551, %v552) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v554 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v555 = "stablehlo.divide"(%v553, %v554) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v556 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v557 = "stablehlo.maximum"(%v555, %v556) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v558 = "stablehlo.broadcast_in_dim"(%v557) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v559 = "stablehlo.divide"(%v520, %v558) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v560 = "stablehlo.round_nearest_even"(%v559) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v561 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v562 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v563 = "stablehlo.maximum"(%v560, %v561) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v564 = "stablehlo.minimum"(%v563, %v562) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v565 = "stablehlo.convert"(%v564) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v566 = tensor.empty() : tensor<16x160xi32>
    %v567 = arith.constant 0 : i32
    %v568 = linalg.fill ins(%v567 : i32) outs(%v566 : tensor<16x160xi32>) -> tensor<16x160xi32>
    %v569 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v565, %v549 : tensor<16x64xi8>, tensor<160x64xi8>) outs(%v568 : tensor<16x160xi32>) {iree.opt.data_tiling} -> tensor<16x160xi32>
    %v570 = "stablehlo.convert"(%v569) : (tensor<16x160xi32>) -> tensor<16x160xf32>
    %v571 = "stablehlo.broadcast_in_dim"(%v557) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v572 = "stablehlo.broadcast_in_dim"(%v550) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v573 = "stablehlo.multiply"(%v570, %v571) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v574 = "stablehlo.multiply"(%v573, %v572) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v575 = "stablehlo.multiply"(%v548, %v574) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v576 = util.global.load @p36 : tensor<64x160xi8>
    %v577 = util.global.load @p37 : tensor<64xf32>
    %v578 = "stablehlo.abs"(%v575) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v579 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v580 = "stablehlo.reduce"(%v578, %v579) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v581 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v582 = "stablehlo.divide"(%v580, %v581) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v583 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v584 = "stablehlo.maximum"(%v582, %v583) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v585 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v586 = "stablehlo.divide"(%v575, %v585) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v587 = "stablehlo.round_nearest_even"(%v586) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v588 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v589 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v590 = "stablehlo.maximum"(%v587, %v588) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v591 = "stablehlo.minimum"(%v590, %v589) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v592 = "stablehlo.convert"(%v591) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v593 = tensor.empty() : tensor<16x64xi32>
    %v594 = arith.constant 0 : i32
    %v595 = linalg.fill ins(%v594 : i32) outs(%v593 : tensor<16x64xi32>) -> tensor<16x64xi32>
    %v596 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v592, %v576 : tensor<16x160xi8>, tensor<64x160xi8>) outs(%v595 : tensor<16x64xi32>) {iree.opt.data_tiling} -> tensor<16x64xi32>
    %v597 = "stablehlo.convert"(%v596) : (tensor<16x64xi32>) -> tensor<16x64xf32>
    %v598 = "stablehlo.broadcast_in_dim"(%v584) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v599 = "stablehlo.broadcast_in_dim"(%v577) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v600 = "stablehlo.multiply"(%v597, %v598) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v601 = "stablehlo.multiply"(%v600, %v599) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v602 = "stablehlo.add"(%v506, %v601) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v603 = "stablehlo.transpose"(%v445) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v604 = "stablehlo.reshape"(%v603) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v605 = "stablehlo.transpose"(%v446) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v606 = "stablehlo.reshape"(%v605) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v607 = "stablehlo.concatenate"(%v315, %v604) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v608 = "stablehlo.concatenate"(%v317, %v606) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v609 = "stablehlo.dynamic_slice"(%v602, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v610 = util.global.load @p41 : tensor<64xbf16>
    %v611 = "stablehlo.multiply"(%v609, %v609) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v612 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v613 = "stablehlo.reduce"(%v611, %v612) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v614 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v615 = "stablehlo.multiply"(%v613, %v614) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v616 = "stablehlo.broadcast_in_dim"(%v615) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v617 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v618 = "stablehlo.add"(%v616, %v617) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v619 = "stablehlo.rsqrt"(%v618) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v620 = "stablehlo.multiply"(%v609, %v619) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v621 = "stablehlo.convert"(%v610) : (tensor<64xbf16>) -> tensor<64xf32>
    %v622 = "stablehlo.broadcast_in_dim"(%v621) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v623 = "stablehlo.multiply"(%v620, %v622) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v624 = util.global.load @p39 : tensor<151936x64xi8>
    %v625 = util.global.load @p40 : tensor<151936xf32>
    %v626 = "stablehlo.abs"(%v623) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v627 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v628 = "stablehlo.reduce"(%v626, %v627) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v629 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v630 = "stablehlo.divide"(%v628, %v629) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v631 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v632 = "stablehlo.maximum"(%v630, %v631) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v633 = "stablehlo.broadcast_in_dim"(%v632) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v634 = "stablehlo.divide"(%v623, %v633) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v635 = "stablehlo.round_nearest_even"(%v634) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v636 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v637 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v638 = "stablehlo.maximum"(%v635, %v636) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v639 = "stablehlo.minimum"(%v638, %v637) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v640 = "stablehlo.convert"(%v639) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v641 = tensor.empty() : tensor<1x151936xi32>
    %v642 = arith.constant 0 : i32
    %v643 = linalg.fill ins(%v642 : i32) outs(%v641 : tensor<1x151936xi32>) -> tensor<1x151936xi32>
    %v644 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v640, %v624 : tensor<1x64xi8>, tensor<151936x64xi8>) outs(%v643 : tensor<1x151936xi32>) {iree.opt.data_tiling} -> tensor<1x151936xi32>
    %v645 = "stablehlo.convert"(%v644) : (tensor<1x151936xi32>) -> tensor<1x151936xf32>
    %v646 = "stablehlo.broadcast_in_dim"(%v632) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v647 = "stablehlo.broadcast_in_dim"(%v625) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v648 = "stablehlo.multiply"(%v645, %v646) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v649 = "stablehlo.multiply"(%v648, %v647) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v649, %v602, %v607, %v608 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
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
    %v32 = tensor.empty() : tensor<16x151936xi32>
    %v33 = arith.constant 0 : i32
    %v34 = linalg.fill ins(%v33 : i32) outs(%v32 : tensor<16x151936xi32>) -> tensor<16x151936xi32>
    %v35 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v31, %v15 : tensor<16x64xi8>, tensor<151936x64xi8>) outs(%v34 : tensor<16x151936xi32>) {iree.opt.data_tiling} -> tensor<16x151936xi32>
    %v36 = "stablehlo.convert"(%v35) : (tensor<16x151936xi32>) -> tensor<16x151936xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x151936xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<16x151936xf32>
    %v39 = "stablehlo.multiply"(%v36, %v37) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v40 = "stablehlo.multiply"(%v39, %v38) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    return %v40 : tensor<16x151936xf32>
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
    %v54 = tensor.empty() : tensor<1x64xi32>
    %v55 = arith.constant 0 : i32
    %v56 = linalg.fill ins(%v55 : i32) outs(%v54 : tensor<1x64xi32>) -> tensor<1x64xi32>
    %v57 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v53, %v36 : tensor<1x64xi8>, tensor<64x64xi8>) outs(%v56 : tensor<1x64xi32>) {iree.opt.data_tiling} -> tensor<1x64xi32>
    %v58 = "stablehlo.convert"(%v57) : (tensor<1x64xi32>) -> tensor<1x64xf32>
    %v59 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v61 = "stablehlo.multiply"(%v58, %v59) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v62 = "stablehlo.multiply"(%v61, %v60) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v63 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v64 = "stablehlo.broadcast_in_dim"(%v63) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v65 = "stablehlo.add"(%v62, %v64) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v67 = util.global.load @p5 : tensor<16x64xi8>
    %v68 = util.global.load @p6 : tensor<16xf32>
    %v69 = util.global.load @p7 : tensor<16xbf16>
    %v70 = "stablehlo.abs"(%v35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v72 = "stablehlo.reduce"(%v70, %v71) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v73 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v74 = "stablehlo.divide"(%v72, %v73) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v75 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v76 = "stablehlo.maximum"(%v74, %v75) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v78 = "stablehlo.divide"(%v35, %v77) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v79 = "stablehlo.round_nearest_even"(%v78) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v80 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v81 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v82 = "stablehlo.maximum"(%v79, %v80) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v83 = "stablehlo.minimum"(%v82, %v81) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v84 = "stablehlo.convert"(%v83) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v85 = tensor.empty() : tensor<1x16xi32>
    %v86 = arith.constant 0 : i32
    %v87 = linalg.fill ins(%v86 : i32) outs(%v85 : tensor<1x16xi32>) -> tensor<1x16xi32>
    %v88 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v84, %v67 : tensor<1x64xi8>, tensor<16x64xi8>) outs(%v87 : tensor<1x16xi32>) {iree.opt.data_tiling} -> tensor<1x16xi32>
    %v89 = "stablehlo.convert"(%v88) : (tensor<1x16xi32>) -> tensor<1x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v91 = "stablehlo.broadcast_in_dim"(%v68) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v92 = "stablehlo.multiply"(%v89, %v90) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v93 = "stablehlo.multiply"(%v92, %v91) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v94 = "stablehlo.convert"(%v69) : (tensor<16xbf16>) -> tensor<16xf32>
    %v95 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v96 = "stablehlo.add"(%v93, %v95) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v97 = "stablehlo.reshape"(%v96) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v98 = util.global.load @p8 : tensor<16x64xi8>
    %v99 = util.global.load @p9 : tensor<16xf32>
    %v100 = util.global.load @p10 : tensor<16xbf16>
    %v101 = "stablehlo.abs"(%v35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v103 = "stablehlo.reduce"(%v101, %v102) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v104 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v105 = "stablehlo.divide"(%v103, %v104) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v106 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v107 = "stablehlo.maximum"(%v105, %v106) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%v107) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v109 = "stablehlo.divide"(%v35, %v108) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v110 = "stablehlo.round_nearest_even"(%v109) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v111 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v112 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v113 = "stablehlo.maximum"(%v110, %v111) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v114 = "stablehlo.minimum"(%v113, %v112) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v115 = "stablehlo.convert"(%v114) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v116 = tensor.empty() : tensor<1x16xi32>
    %v117 = arith.constant 0 : i32
    %v118 = linalg.fill ins(%v117 : i32) outs(%v116 : tensor<1x16xi32>) -> tensor<1x16xi32>
    %v119 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v115, %v98 : tensor<1x64xi8>, tensor<16x64xi8>) outs(%v118 : tensor<1x16xi32>) {iree.opt.data_tiling} -> tensor<1x16xi32>
    %v120 = "stablehlo.convert"(%v119) : (tensor<1x16xi32>) -> tensor<1x16xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%v107) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v123 = "stablehlo.multiply"(%v120, %v121) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v124 = "stablehlo.multiply"(%v123, %v122) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v125 = "stablehlo.convert"(%v100) : (tensor<16xbf16>) -> tensor<16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v125) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v127 = "stablehlo.add"(%v124, %v126) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v128 = "stablehlo.reshape"(%v127) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v129 = "stablehlo.slice"(%v66) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v130 = "stablehlo.slice"(%v66) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v131 = "stablehlo.negate"(%v130) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v132 = "stablehlo.concatenate"(%v131, %v129) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v134 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v135 = "stablehlo.multiply"(%v66, %v133) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v136 = "stablehlo.multiply"(%v132, %v134) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v137 = "stablehlo.add"(%v135, %v136) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v138 = "stablehlo.slice"(%v97) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v139 = "stablehlo.slice"(%v97) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v140 = "stablehlo.negate"(%v139) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v141 = "stablehlo.concatenate"(%v140, %v138) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v144 = "stablehlo.multiply"(%v97, %v142) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v145 = "stablehlo.multiply"(%v141, %v143) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v146 = "stablehlo.add"(%v144, %v145) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v147 = "stablehlo.reshape"(%v137) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v148 = "stablehlo.convert"(%v147) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xbf16>
    %v149 = "stablehlo.convert"(%v146) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v150 = "stablehlo.convert"(%v128) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v151 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<1xi32>) -> tensor<i32>
    %v153 = stablehlo.constant dense<0> : tensor<i32>
    %v154 = "stablehlo.dynamic_slice"(%arg6, %v152, %v153, %v153, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v155 = "stablehlo.dot_general"(%v148, %v154) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16x128xbf16>) -> tensor<1x1x4x128xf32>
    %v156 = "stablehlo.select"(%v18, %v155, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v157 = "stablehlo.dot_general"(%v148, %v149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16xbf16>) -> tensor<1x1x4xf32>
    %v158 = "stablehlo.reshape"(%v157) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v159 = "stablehlo.concatenate"(%v156, %v158) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v160 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v161 = "stablehlo.multiply"(%v159, %v160) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v162 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v163 = "stablehlo.reduce"(%v161, %v162) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v164 = "stablehlo.broadcast_in_dim"(%v163) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v165 = "stablehlo.subtract"(%v161, %v164) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v166 = "stablehlo.exponential"(%v165) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v167 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v168 = "stablehlo.reduce"(%v166, %v167) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v168) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v170 = "stablehlo.divide"(%v166, %v169) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v171 = "stablehlo.slice"(%v170) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v172 = "stablehlo.slice"(%v170) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v173 = stablehlo.constant dense<0> : tensor<i32>
    %v174 = "stablehlo.dynamic_slice"(%arg7, %v152, %v173, %v21, %v173) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v175 = "stablehlo.convert"(%v171) : (tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xbf16>
    %v176 = "stablehlo.dot_general"(%v175, %v174) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xbf16>, tensor<1x1x128x16xbf16>) -> tensor<1x1x4x16xf32>
    %v177 = "stablehlo.convert"(%v150) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v179 = "stablehlo.reshape"(%v172) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v179) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v181 = "stablehlo.multiply"(%v180, %v178) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v182 = "stablehlo.add"(%v176, %v181) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v183 = "stablehlo.reshape"(%v182) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v184 = util.global.load @p11 : tensor<64x64xi8>
    %v185 = util.global.load @p12 : tensor<64xf32>
    %v186 = "stablehlo.abs"(%v183) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v187 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v188 = "stablehlo.reduce"(%v186, %v187) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v189 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v190 = "stablehlo.divide"(%v188, %v189) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v191 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v192 = "stablehlo.maximum"(%v190, %v191) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v194 = "stablehlo.divide"(%v183, %v193) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v195 = "stablehlo.round_nearest_even"(%v194) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v196 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v197 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v198 = "stablehlo.maximum"(%v195, %v196) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v199 = "stablehlo.minimum"(%v198, %v197) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v200 = "stablehlo.convert"(%v199) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v201 = tensor.empty() : tensor<1x64xi32>
    %v202 = arith.constant 0 : i32
    %v203 = linalg.fill ins(%v202 : i32) outs(%v201 : tensor<1x64xi32>) -> tensor<1x64xi32>
    %v204 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v200, %v184 : tensor<1x64xi8>, tensor<64x64xi8>) outs(%v203 : tensor<1x64xi32>) {iree.opt.data_tiling} -> tensor<1x64xi32>
    %v205 = "stablehlo.convert"(%v204) : (tensor<1x64xi32>) -> tensor<1x64xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v208 = "stablehlo.multiply"(%v205, %v206) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v209 = "stablehlo.multiply"(%v208, %v207) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v210 = "stablehlo.add"(%v4, %v209) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v211 = util.global.load @p1 : tensor<64xbf16>
    %v212 = "stablehlo.multiply"(%v210, %v210) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v214 = "stablehlo.reduce"(%v212, %v213) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v215 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v216 = "stablehlo.multiply"(%v214, %v215) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v216) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v218 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v220 = "stablehlo.rsqrt"(%v219) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v221 = "stablehlo.multiply"(%v210, %v220) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v222 = "stablehlo.convert"(%v211) : (tensor<64xbf16>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v224 = "stablehlo.multiply"(%v221, %v223) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v225 = util.global.load @p13 : tensor<160x64xi8>
    %v226 = util.global.load @p14 : tensor<160xf32>
    %v227 = "stablehlo.abs"(%v224) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v229 = "stablehlo.reduce"(%v227, %v228) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v230 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v231 = "stablehlo.divide"(%v229, %v230) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v232 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v233 = "stablehlo.maximum"(%v231, %v232) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v233) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v235 = "stablehlo.divide"(%v224, %v234) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v236 = "stablehlo.round_nearest_even"(%v235) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v237 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v238 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v239 = "stablehlo.maximum"(%v236, %v237) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v240 = "stablehlo.minimum"(%v239, %v238) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v241 = "stablehlo.convert"(%v240) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v242 = tensor.empty() : tensor<1x160xi32>
    %v243 = arith.constant 0 : i32
    %v244 = linalg.fill ins(%v243 : i32) outs(%v242 : tensor<1x160xi32>) -> tensor<1x160xi32>
    %v245 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v241, %v225 : tensor<1x64xi8>, tensor<160x64xi8>) outs(%v244 : tensor<1x160xi32>) {iree.opt.data_tiling} -> tensor<1x160xi32>
    %v246 = "stablehlo.convert"(%v245) : (tensor<1x160xi32>) -> tensor<1x160xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v233) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v248 = "stablehlo.broadcast_in_dim"(%v226) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v249 = "stablehlo.multiply"(%v246, %v247) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v250 = "stablehlo.multiply"(%v249, %v248) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v251 = "stablehlo.logistic"(%v250) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v252 = "stablehlo.multiply"(%v250, %v251) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v253 = util.global.load @p15 : tensor<160x64xi8>
    %v254 = util.global.load @p16 : tensor<160xf32>
    %v255 = "stablehlo.abs"(%v224) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v257 = "stablehlo.reduce"(%v255, %v256) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v258 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v259 = "stablehlo.divide"(%v257, %v258) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v260 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v261 = "stablehlo.maximum"(%v259, %v260) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v262 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v263 = "stablehlo.divide"(%v224, %v262) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v264 = "stablehlo.round_nearest_even"(%v263) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v265 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v266 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v267 = "stablehlo.maximum"(%v264, %v265) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v268 = "stablehlo.minimum"(%v267, %v266) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v269 = "stablehlo.convert"(%v268) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v270 = tensor.empty() : tensor<1x160xi32>
    %v271 = arith.constant 0 : i32
    %v272 = linalg.fill ins(%v271 : i32) outs(%v270 : tensor<1x160xi32>) -> tensor<1x160xi32>
    %v273 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v269, %v253 : tensor<1x64xi8>, tensor<160x64xi8>) outs(%v272 : tensor<1x160xi32>) {iree.opt.data_tiling} -> tensor<1x160xi32>
    %v274 = "stablehlo.convert"(%v273) : (tensor<1x160xi32>) -> tensor<1x160xf32>
    %v275 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v254) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v277 = "stablehlo.multiply"(%v274, %v275) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v278 = "stablehlo.multiply"(%v277, %v276) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v279 = "stablehlo.multiply"(%v252, %v278) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v280 = util.global.load @p17 : tensor<64x160xi8>
    %v281 = util.global.load @p18 : tensor<64xf32>
    %v282 = "stablehlo.abs"(%v279) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v284 = "stablehlo.reduce"(%v282, %v283) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v285 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v286 = "stablehlo.divide"(%v284, %v285) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v287 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v288 = "stablehlo.maximum"(%v286, %v287) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v289 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v290 = "stablehlo.divide"(%v279, %v289) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v291 = "stablehlo.round_nearest_even"(%v290) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v292 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v293 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v294 = "stablehlo.maximum"(%v291, %v292) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v295 = "stablehlo.minimum"(%v294, %v293) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v296 = "stablehlo.convert"(%v295) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v297 = tensor.empty() : tensor<1x64xi32>
    %v298 = arith.constant 0 : i32
    %v299 = linalg.fill ins(%v298 : i32) outs(%v297 : tensor<1x64xi32>) -> tensor<1x64xi32>
    %v300 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v296, %v280 : tensor<1x160xi8>, tensor<64x160xi8>) outs(%v299 : tensor<1x64xi32>) {iree.opt.data_tiling} -> tensor<1x64xi32>
    %v301 = "stablehlo.convert"(%v300) : (tensor<1x64xi32>) -> tensor<1x64xf32>
    %v302 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v303 = "stablehlo.broadcast_in_dim"(%v281) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v304 = "stablehlo.multiply"(%v301, %v302) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v305 = "stablehlo.multiply"(%v304, %v303) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v306 = "stablehlo.add"(%v210, %v305) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v307 = "stablehlo.transpose"(%v149) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v308 = "stablehlo.reshape"(%v307) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v309 = "stablehlo.transpose"(%v150) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v310 = "stablehlo.reshape"(%v309) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v311 = util.global.load @p19 : tensor<64xbf16>
    %v312 = "stablehlo.multiply"(%v306, %v306) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v313 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v314 = "stablehlo.reduce"(%v312, %v313) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v315 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v316 = "stablehlo.multiply"(%v314, %v315) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v317 = "stablehlo.broadcast_in_dim"(%v316) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v318 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v319 = "stablehlo.add"(%v317, %v318) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v320 = "stablehlo.rsqrt"(%v319) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v321 = "stablehlo.multiply"(%v306, %v320) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v322 = "stablehlo.convert"(%v311) : (tensor<64xbf16>) -> tensor<64xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v324 = "stablehlo.multiply"(%v321, %v323) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v325 = util.global.load @p21 : tensor<64x64xi8>
    %v326 = util.global.load @p22 : tensor<64xf32>
    %v327 = util.global.load @p23 : tensor<64xbf16>
    %v328 = "stablehlo.abs"(%v324) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v329 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v330 = "stablehlo.reduce"(%v328, %v329) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v331 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v332 = "stablehlo.divide"(%v330, %v331) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v333 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v334 = "stablehlo.maximum"(%v332, %v333) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v335 = "stablehlo.broadcast_in_dim"(%v334) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v336 = "stablehlo.divide"(%v324, %v335) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v337 = "stablehlo.round_nearest_even"(%v336) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v338 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v339 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v340 = "stablehlo.maximum"(%v337, %v338) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v341 = "stablehlo.minimum"(%v340, %v339) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v342 = "stablehlo.convert"(%v341) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v343 = tensor.empty() : tensor<1x64xi32>
    %v344 = arith.constant 0 : i32
    %v345 = linalg.fill ins(%v344 : i32) outs(%v343 : tensor<1x64xi32>) -> tensor<1x64xi32>
    %v346 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v342, %v325 : tensor<1x64xi8>, tensor<64x64xi8>) outs(%v345 : tensor<1x64xi32>) {iree.opt.data_tiling} -> tensor<1x64xi32>
    %v347 = "stablehlo.convert"(%v346) : (tensor<1x64xi32>) -> tensor<1x64xf32>
    %v348 = "stablehlo.broadcast_in_dim"(%v334) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v349 = "stablehlo.broadcast_in_dim"(%v326) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v350 = "stablehlo.multiply"(%v347, %v348) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v351 = "stablehlo.multiply"(%v350, %v349) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v352 = "stablehlo.convert"(%v327) : (tensor<64xbf16>) -> tensor<64xf32>
    %v353 = "stablehlo.broadcast_in_dim"(%v352) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v354 = "stablehlo.add"(%v351, %v353) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v355 = "stablehlo.reshape"(%v354) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v356 = util.global.load @p24 : tensor<16x64xi8>
    %v357 = util.global.load @p25 : tensor<16xf32>
    %v358 = util.global.load @p26 : tensor<16xbf16>
    %v359 = "stablehlo.abs"(%v324) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v360 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v361 = "stablehlo.reduce"(%v359, %v360) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v362 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v363 = "stablehlo.divide"(%v361, %v362) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v364 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v365 = "stablehlo.maximum"(%v363, %v364) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v366 = "stablehlo.broadcast_in_dim"(%v365) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v367 = "stablehlo.divide"(%v324, %v366) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v368 = "stablehlo.round_nearest_even"(%v367) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v369 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v370 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v371 = "stablehlo.maximum"(%v368, %v369) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v372 = "stablehlo.minimum"(%v371, %v370) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v373 = "stablehlo.convert"(%v372) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v374 = tensor.empty() : tensor<1x16xi32>
    %v375 = arith.constant 0 : i32
    %v376 = linalg.fill ins(%v375 : i32) outs(%v374 : tensor<1x16xi32>) -> tensor<1x16xi32>
    %v377 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v373, %v356 : tensor<1x64xi8>, tensor<16x64xi8>) outs(%v376 : tensor<1x16xi32>) {iree.opt.data_tiling} -> tensor<1x16xi32>
    %v378 = "stablehlo.convert"(%v377) : (tensor<1x16xi32>) -> tensor<1x16xf32>
    %v379 = "stablehlo.broadcast_in_dim"(%v365) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v380 = "stablehlo.broadcast_in_dim"(%v357) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v381 = "stablehlo.multiply"(%v378, %v379) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v382 = "stablehlo.multiply"(%v381, %v380) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v383 = "stablehlo.convert"(%v358) : (tensor<16xbf16>) -> tensor<16xf32>
    %v384 = "stablehlo.broadcast_in_dim"(%v383) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v385 = "stablehlo.add"(%v382, %v384) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v386 = "stablehlo.reshape"(%v385) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v387 = util.global.load @p27 : tensor<16x64xi8>
    %v388 = util.global.load @p28 : tensor<16xf32>
    %v389 = util.global.load @p29 : tensor<16xbf16>
    %v390 = "stablehlo.abs"(%v324) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v391 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v392 = "stablehlo.reduce"(%v390, %v391) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v393 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v394 = "stablehlo.divide"(%v392, %v393) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v395 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v396 = "stablehlo.maximum"(%v394, %v395) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v397 = "stablehlo.broadcast_in_dim"(%v396) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v398 = "stablehlo.divide"(%v324, %v397) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v399 = "stablehlo.round_nearest_even"(%v398) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v400 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v401 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v402 = "stablehlo.maximum"(%v399, %v400) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v403 = "stablehlo.minimum"(%v402, %v401) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v404 = "stablehlo.convert"(%v403) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v405 = tensor.empty() : tensor<1x16xi32>
    %v406 = arith.constant 0 : i32
    %v407 = linalg.fill ins(%v406 : i32) outs(%v405 : tensor<1x16xi32>) -> tensor<1x16xi32>
    %v408 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v404, %v387 : tensor<1x64xi8>, tensor<16x64xi8>) outs(%v407 : tensor<1x16xi32>) {iree.opt.data_tiling} -> tensor<1x16xi32>
    %v409 = "stablehlo.convert"(%v408) : (tensor<1x16xi32>) -> tensor<1x16xf32>
    %v410 = "stablehlo.broadcast_in_dim"(%v396) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v411 = "stablehlo.broadcast_in_dim"(%v388) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v412 = "stablehlo.multiply"(%v409, %v410) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v413 = "stablehlo.multiply"(%v412, %v411) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v414 = "stablehlo.convert"(%v389) : (tensor<16xbf16>) -> tensor<16xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v416 = "stablehlo.add"(%v413, %v415) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v417 = "stablehlo.reshape"(%v416) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v418 = "stablehlo.slice"(%v355) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v419 = "stablehlo.slice"(%v355) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v420 = "stablehlo.negate"(%v419) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v421 = "stablehlo.concatenate"(%v420, %v418) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v422 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v423 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v424 = "stablehlo.multiply"(%v355, %v422) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v425 = "stablehlo.multiply"(%v421, %v423) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v426 = "stablehlo.add"(%v424, %v425) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v427 = "stablehlo.slice"(%v386) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v428 = "stablehlo.slice"(%v386) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v429 = "stablehlo.negate"(%v428) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v430 = "stablehlo.concatenate"(%v429, %v427) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v431 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v432 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v433 = "stablehlo.multiply"(%v386, %v431) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v434 = "stablehlo.multiply"(%v430, %v432) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v435 = "stablehlo.add"(%v433, %v434) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v436 = "stablehlo.reshape"(%v426) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v437 = "stablehlo.convert"(%v436) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xbf16>
    %v438 = "stablehlo.convert"(%v435) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v439 = "stablehlo.convert"(%v417) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v440 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v441 = "stablehlo.reshape"(%v440) : (tensor<1xi32>) -> tensor<i32>
    %v442 = stablehlo.constant dense<0> : tensor<i32>
    %v443 = "stablehlo.dynamic_slice"(%arg6, %v441, %v442, %v442, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v444 = "stablehlo.dot_general"(%v437, %v443) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16x128xbf16>) -> tensor<1x1x4x128xf32>
    %v445 = "stablehlo.select"(%v18, %v444, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v446 = "stablehlo.dot_general"(%v437, %v438) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16xbf16>) -> tensor<1x1x4xf32>
    %v447 = "stablehlo.reshape"(%v446) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v448 = "stablehlo.concatenate"(%v445, %v447) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v449 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v450 = "stablehlo.multiply"(%v448, %v449) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v451 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v452 = "stablehlo.reduce"(%v450, %v451) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v453 = "stablehlo.broadcast_in_dim"(%v452) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v454 = "stablehlo.subtract"(%v450, %v453) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v455 = "stablehlo.exponential"(%v454) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v456 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v457 = "stablehlo.reduce"(%v455, %v456) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v458 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v459 = "stablehlo.divide"(%v455, %v458) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v460 = "stablehlo.slice"(%v459) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v461 = "stablehlo.slice"(%v459) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v462 = stablehlo.constant dense<0> : tensor<i32>
    %v463 = "stablehlo.dynamic_slice"(%arg7, %v441, %v462, %v21, %v462) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v464 = "stablehlo.convert"(%v460) : (tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xbf16>
    %v465 = "stablehlo.dot_general"(%v464, %v463) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xbf16>, tensor<1x1x128x16xbf16>) -> tensor<1x1x4x16xf32>
    %v466 = "stablehlo.convert"(%v439) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v467 = "stablehlo.broadcast_in_dim"(%v466) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v468 = "stablehlo.reshape"(%v461) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v469 = "stablehlo.broadcast_in_dim"(%v468) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v470 = "stablehlo.multiply"(%v469, %v467) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v471 = "stablehlo.add"(%v465, %v470) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v472 = "stablehlo.reshape"(%v471) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v473 = util.global.load @p30 : tensor<64x64xi8>
    %v474 = util.global.load @p31 : tensor<64xf32>
    %v475 = "stablehlo.abs"(%v472) : (tensor<1x64xf32>) -> tensor<1x64xf32>
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
    %v483 = "stablehlo.divide"(%v472, %v482) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v484 = "stablehlo.round_nearest_even"(%v483) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v485 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v486 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v487 = "stablehlo.maximum"(%v484, %v485) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v488 = "stablehlo.minimum"(%v487, %v486) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v489 = "stablehlo.convert"(%v488) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v490 = tensor.empty() : tensor<1x64xi32>
    %v491 = arith.constant 0 : i32
    %v492 = linalg.fill ins(%v491 : i32) outs(%v490 : tensor<1x64xi32>) -> tensor<1x64xi32>
    %v493 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v489, %v473 : tensor<1x64xi8>, tensor<64x64xi8>) outs(%v492 : tensor<1x64xi32>) {iree.opt.data_tiling} -> tensor<1x64xi32>
    %v494 = "stablehlo.convert"(%v493) : (tensor<1x64xi32>) -> tensor<1x64xf32>
    %v495 = "stablehlo.broadcast_in_dim"(%v481) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v496 = "stablehlo.broadcast_in_dim"(%v474) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v497 = "stablehlo.multiply"(%v494, %v495) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v498 = "stablehlo.multiply"(%v497, %v496) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v499 = "stablehlo.add"(%v306, %v498) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v500 = util.global.load @p20 : tensor<64xbf16>
    %v501 = "stablehlo.multiply"(%v499, %v499) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v502 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v503 = "stablehlo.reduce"(%v501, %v502) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v504 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v505 = "stablehlo.multiply"(%v503, %v504) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v506 = "stablehlo.broadcast_in_dim"(%v505) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v507 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v508 = "stablehlo.add"(%v506, %v507) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v509 = "stablehlo.rsqrt"(%v508) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v510 = "stablehlo.multiply"(%v499, %v509) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v511 = "stablehlo.convert"(%v500) : (tensor<64xbf16>) -> tensor<64xf32>
    %v512 = "stablehlo.broadcast_in_dim"(%v511) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v513 = "stablehlo.multiply"(%v510, %v512) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v514 = util.global.load @p32 : tensor<160x64xi8>
    %v515 = util.global.load @p33 : tensor<160xf32>
    %v516 = "stablehlo.abs"(%v513) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v517 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v518 = "stablehlo.reduce"(%v516, %v517) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v519 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v520 = "stablehlo.divide"(%v518, %v519) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v521 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v522 = "stablehlo.maximum"(%v520, %v521) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v523 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v524 = "stablehlo.divide"(%v513, %v523) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v525 = "stablehlo.round_nearest_even"(%v524) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v526 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v527 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v528 = "stablehlo.maximum"(%v525, %v526) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v529 = "stablehlo.minimum"(%v528, %v527) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v530 = "stablehlo.convert"(%v529) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v531 = tensor.empty() : tensor<1x160xi32>
    %v532 = arith.constant 0 : i32
    %v533 = linalg.fill ins(%v532 : i32) outs(%v531 : tensor<1x160xi32>) -> tensor<1x160xi32>
    %v534 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v530, %v514 : tensor<1x64xi8>, tensor<160x64xi8>) outs(%v533 : tensor<1x160xi32>) {iree.opt.data_tiling} -> tensor<1x160xi32>
    %v535 = "stablehlo.convert"(%v534) : (tensor<1x160xi32>) -> tensor<1x160xf32>
    %v536 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v537 = "stablehlo.broadcast_in_dim"(%v515) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v538 = "stablehlo.multiply"(%v535, %v536) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v539 = "stablehlo.multiply"(%v538, %v537) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v540 = "stablehlo.logistic"(%v539) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v541 = "stablehlo.multiply"(%v539, %v540) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v542 = util.global.load @p34 : tensor<160x64xi8>
    %v543 = util.global.load @p35 : tensor<160xf32>
    %v544 = "stablehlo.abs"(%v513) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v545 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v546 = "stablehlo.reduce"(%v544, %v545) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v547 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v548 = "stablehlo.divide"(%v546, %v547) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v549 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v550 = "stablehlo.maximum"(%v548, %v549) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v551 = "stablehlo.broadcast_in_dim"(%v550) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v552 = "stablehlo.divide"(%v513, %v551) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v553 = "stablehlo.round_nearest_even"(%v552) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v554 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v555 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v556 = "stablehlo.maximum"(%v553, %v554) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v557 = "stablehlo.minimum"(%v556, %v555) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v558 = "stablehlo.convert"(%v557) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v559 = tensor.empty() : tensor<1x160xi32>
    %v560 = arith.constant 0 : i32
    %v561 = linalg.fill ins(%v560 : i32) outs(%v559 : tensor<1x160xi32>) -> tensor<1x160xi32>
    %v562 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v558, %v542 : tensor<1x64xi8>, tensor<160x64xi8>) outs(%v561 : tensor<1x160xi32>) {iree.opt.data_tiling} -> tensor<1x160xi32>
    %v563 = "stablehlo.convert"(%v562) : (tensor<1x160xi32>) -> tensor<1x160xf32>
    %v564 = "stablehlo.broadcast_in_dim"(%v550) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v565 = "stablehlo.broadcast_in_dim"(%v543) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v566 = "stablehlo.multiply"(%v563, %v564) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v567 = "stablehlo.multiply"(%v566, %v565) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v568 = "stablehlo.multiply"(%v541, %v567) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v569 = util.global.load @p36 : tensor<64x160xi8>
    %v570 = util.global.load @p37 : tensor<64xf32>
    %v571 = "stablehlo.abs"(%v568) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v572 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v573 = "stablehlo.reduce"(%v571, %v572) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v574 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v575 = "stablehlo.divide"(%v573, %v574) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v576 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v577 = "stablehlo.maximum"(%v575, %v576) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v578 = "stablehlo.broadcast_in_dim"(%v577) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v579 = "stablehlo.divide"(%v568, %v578) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v580 = "stablehlo.round_nearest_even"(%v579) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v581 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v582 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v583 = "stablehlo.maximum"(%v580, %v581) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v584 = "stablehlo.minimum"(%v583, %v582) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v585 = "stablehlo.convert"(%v584) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v586 = tensor.empty() : tensor<1x64xi32>
    %v587 = arith.constant 0 : i32
    %v588 = linalg.fill ins(%v587 : i32) outs(%v586 : tensor<1x64xi32>) -> tensor<1x64xi32>
    %v589 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v585, %v569 : tensor<1x160xi8>, tensor<64x160xi8>) outs(%v588 : tensor<1x64xi32>) {iree.opt.data_tiling} -> tensor<1x64xi32>
    %v590 = "stablehlo.convert"(%v589) : (tensor<1x64xi32>) -> tensor<1x64xf32>
    %v591 = "stablehlo.broadcast_in_dim"(%v577) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v592 = "stablehlo.broadcast_in_dim"(%v570) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v593 = "stablehlo.multiply"(%v590, %v591) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v594 = "stablehlo.multiply"(%v593, %v592) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v595 = "stablehlo.add"(%v499, %v594) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v596 = "stablehlo.transpose"(%v438) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v597 = "stablehlo.reshape"(%v596) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v598 = "stablehlo.transpose"(%v439) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v599 = "stablehlo.reshape"(%v598) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v600 = "stablehlo.concatenate"(%v308, %v597) {dimension = 0 : i64} : (tensor<1x1x16x1xbf16>, tensor<1x1x16x1xbf16>) -> tensor<2x1x16x1xbf16>
    %v601 = "stablehlo.concatenate"(%v310, %v599) {dimension = 0 : i64} : (tensor<1x1x1x16xbf16>, tensor<1x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v602 = util.global.load @p41 : tensor<64xbf16>
    %v603 = "stablehlo.multiply"(%v595, %v595) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v604 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v605 = "stablehlo.reduce"(%v603, %v604) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v606 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v607 = "stablehlo.multiply"(%v605, %v606) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v608 = "stablehlo.broadcast_in_dim"(%v607) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v609 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v610 = "stablehlo.add"(%v608, %v609) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v611 = "stablehlo.rsqrt"(%v610) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v612 = "stablehlo.multiply"(%v595, %v611) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v613 = "stablehlo.convert"(%v602) : (tensor<64xbf16>) -> tensor<64xf32>
    %v614 = "stablehlo.broadcast_in_dim"(%v613) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v615 = "stablehlo.multiply"(%v612, %v614) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v616 = util.global.load @p39 : tensor<151936x64xi8>
    %v617 = util.global.load @p40 : tensor<151936xf32>
    %v618 = "stablehlo.abs"(%v615) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v619 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v620 = "stablehlo.reduce"(%v618, %v619) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v621 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v622 = "stablehlo.divide"(%v620, %v621) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v623 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v624 = "stablehlo.maximum"(%v622, %v623) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v625 = "stablehlo.broadcast_in_dim"(%v624) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v626 = "stablehlo.divide"(%v615, %v625) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v627 = "stablehlo.round_nearest_even"(%v626) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v628 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v629 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v630 = "stablehlo.maximum"(%v627, %v628) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v631 = "stablehlo.minimum"(%v630, %v629) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v632 = "stablehlo.convert"(%v631) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v633 = tensor.empty() : tensor<1x151936xi32>
    %v634 = arith.constant 0 : i32
    %v635 = linalg.fill ins(%v634 : i32) outs(%v633 : tensor<1x151936xi32>) -> tensor<1x151936xi32>
    %v636 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v632, %v616 : tensor<1x64xi8>, tensor<151936x64xi8>) outs(%v635 : tensor<1x151936xi32>) {iree.opt.data_tiling} -> tensor<1x151936xi32>
    %v637 = "stablehlo.convert"(%v636) : (tensor<1x151936xi32>) -> tensor<1x151936xf32>
    %v638 = "stablehlo.broadcast_in_dim"(%v624) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v639 = "stablehlo.broadcast_in_dim"(%v617) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v640 = "stablehlo.multiply"(%v637, %v638) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v641 = "stablehlo.multiply"(%v640, %v639) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v641, %v600, %v601 : tensor<1x151936xf32>, tensor<2x1x16x1xbf16>, tensor<2x1x1x16xbf16>
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
    %v56 = tensor.empty() : tensor<2x64xi32>
    %v57 = arith.constant 0 : i32
    %v58 = linalg.fill ins(%v57 : i32) outs(%v56 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v59 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v55, %v38 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v58 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v60 = "stablehlo.convert"(%v59) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v39) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v63 = "stablehlo.multiply"(%v60, %v61) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v64 = "stablehlo.multiply"(%v63, %v62) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v65 = "stablehlo.convert"(%v40) : (tensor<64xbf16>) -> tensor<64xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v65) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v67 = "stablehlo.add"(%v64, %v66) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v68 = "stablehlo.reshape"(%v67) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v69 = util.global.load @p5 : tensor<16x64xi8>
    %v70 = util.global.load @p6 : tensor<16xf32>
    %v71 = util.global.load @p7 : tensor<16xbf16>
    %v72 = "stablehlo.abs"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v73 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v74 = "stablehlo.reduce"(%v72, %v73) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v75 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v76 = "stablehlo.divide"(%v74, %v75) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v77 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v78 = "stablehlo.maximum"(%v76, %v77) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v80 = "stablehlo.divide"(%v37, %v79) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v81 = "stablehlo.round_nearest_even"(%v80) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v82 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v83 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v84 = "stablehlo.maximum"(%v81, %v82) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v85 = "stablehlo.minimum"(%v84, %v83) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v86 = "stablehlo.convert"(%v85) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v87 = tensor.empty() : tensor<2x16xi32>
    %v88 = arith.constant 0 : i32
    %v89 = linalg.fill ins(%v88 : i32) outs(%v87 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v90 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v86, %v69 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v89 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v91 = "stablehlo.convert"(%v90) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v93 = "stablehlo.broadcast_in_dim"(%v70) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v94 = "stablehlo.multiply"(%v91, %v92) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v95 = "stablehlo.multiply"(%v94, %v93) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v96 = "stablehlo.convert"(%v71) : (tensor<16xbf16>) -> tensor<16xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v98 = "stablehlo.add"(%v95, %v97) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v99 = "stablehlo.reshape"(%v98) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v100 = util.global.load @p8 : tensor<16x64xi8>
    %v101 = util.global.load @p9 : tensor<16xf32>
    %v102 = util.global.load @p10 : tensor<16xbf16>
    %v103 = "stablehlo.abs"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v105 = "stablehlo.reduce"(%v103, %v104) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v106 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v107 = "stablehlo.divide"(%v105, %v106) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v108 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v109 = "stablehlo.maximum"(%v107, %v108) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%v109) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v111 = "stablehlo.divide"(%v37, %v110) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v112 = "stablehlo.round_nearest_even"(%v111) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v113 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v114 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v115 = "stablehlo.maximum"(%v112, %v113) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v116 = "stablehlo.minimum"(%v115, %v114) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = "stablehlo.convert"(%v116) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v118 = tensor.empty() : tensor<2x16xi32>
    %v119 = arith.constant 0 : i32
    %v120 = linalg.fill ins(%v119 : i32) outs(%v118 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v121 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v117, %v100 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v120 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v122 = "stablehlo.convert"(%v121) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v123 = "stablehlo.broadcast_in_dim"(%v109) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v124 = "stablehlo.broadcast_in_dim"(%v101) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v125 = "stablehlo.multiply"(%v122, %v123) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v126 = "stablehlo.multiply"(%v125, %v124) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v127 = "stablehlo.convert"(%v102) : (tensor<16xbf16>) -> tensor<16xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v127) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v129 = "stablehlo.add"(%v126, %v128) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v130 = "stablehlo.reshape"(%v129) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v131 = "stablehlo.slice"(%v68) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v132 = "stablehlo.slice"(%v68) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v133 = "stablehlo.negate"(%v132) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v134 = "stablehlo.concatenate"(%v133, %v131) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v137 = "stablehlo.multiply"(%v68, %v135) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v138 = "stablehlo.multiply"(%v134, %v136) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v139 = "stablehlo.add"(%v137, %v138) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v140 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v141 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v142 = "stablehlo.negate"(%v141) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v143 = "stablehlo.concatenate"(%v142, %v140) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v146 = "stablehlo.multiply"(%v99, %v144) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v147 = "stablehlo.multiply"(%v143, %v145) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v148 = "stablehlo.add"(%v146, %v147) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v149 = "stablehlo.reshape"(%v139) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v150 = "stablehlo.convert"(%v149) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v151 = "stablehlo.convert"(%v148) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v152 = "stablehlo.convert"(%v130) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v153 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v154 = "stablehlo.reshape"(%v153) : (tensor<1xi32>) -> tensor<i32>
    %v155 = stablehlo.constant dense<0> : tensor<i32>
    %v156 = "stablehlo.dynamic_slice"(%arg6, %v154, %v155, %v155, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v157 = "stablehlo.dynamic_slice"(%arg6, %v154, %v155, %v155, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v158 = "stablehlo.concatenate"(%v156, %v157) {dimension = 0 : i64} : (tensor<1x1x16x128xbf16>, tensor<1x1x16x128xbf16>) -> tensor<2x1x16x128xbf16>
    %v159 = "stablehlo.dot_general"(%v150, %v158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16x128xbf16>) -> tensor<2x1x4x128xf32>
    %v160 = "stablehlo.select"(%v18, %v159, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v161 = "stablehlo.dot_general"(%v150, %v151) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<2x1x4xf32>
    %v162 = "stablehlo.reshape"(%v161) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v163 = "stablehlo.concatenate"(%v160, %v162) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v164 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v165 = "stablehlo.multiply"(%v163, %v164) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v167 = "stablehlo.reduce"(%v165, %v166) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%v167) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v169 = "stablehlo.subtract"(%v165, %v168) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v170 = "stablehlo.exponential"(%v169) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v171 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v172 = "stablehlo.reduce"(%v170, %v171) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v173 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v174 = "stablehlo.divide"(%v170, %v173) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v175 = "stablehlo.slice"(%v174) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v176 = "stablehlo.slice"(%v174) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v177 = stablehlo.constant dense<0> : tensor<i32>
    %v178 = "stablehlo.dynamic_slice"(%arg7, %v154, %v177, %v21, %v177) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v179 = "stablehlo.dynamic_slice"(%arg7, %v154, %v177, %v23, %v177) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v180 = "stablehlo.concatenate"(%v178, %v179) {dimension = 0 : i64} : (tensor<1x1x128x16xbf16>, tensor<1x1x128x16xbf16>) -> tensor<2x1x128x16xbf16>
    %v181 = "stablehlo.convert"(%v175) : (tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xbf16>
    %v182 = "stablehlo.dot_general"(%v181, %v180) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xbf16>, tensor<2x1x128x16xbf16>) -> tensor<2x1x4x16xf32>
    %v183 = "stablehlo.convert"(%v152) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v185 = "stablehlo.reshape"(%v176) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v187 = "stablehlo.multiply"(%v186, %v184) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v188 = "stablehlo.add"(%v182, %v187) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v189 = "stablehlo.reshape"(%v188) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v190 = util.global.load @p11 : tensor<64x64xi8>
    %v191 = util.global.load @p12 : tensor<64xf32>
    %v192 = "stablehlo.abs"(%v189) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v194 = "stablehlo.reduce"(%v192, %v193) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v195 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v196 = "stablehlo.divide"(%v194, %v195) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v197 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v198 = "stablehlo.maximum"(%v196, %v197) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v200 = "stablehlo.divide"(%v189, %v199) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v201 = "stablehlo.round_nearest_even"(%v200) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v202 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v203 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v204 = "stablehlo.maximum"(%v201, %v202) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v205 = "stablehlo.minimum"(%v204, %v203) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v206 = "stablehlo.convert"(%v205) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v207 = tensor.empty() : tensor<2x64xi32>
    %v208 = arith.constant 0 : i32
    %v209 = linalg.fill ins(%v208 : i32) outs(%v207 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v210 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v206, %v190 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v209 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v211 = "stablehlo.convert"(%v210) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v191) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v214 = "stablehlo.multiply"(%v211, %v212) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v215 = "stablehlo.multiply"(%v214, %v213) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v216 = "stablehlo.add"(%v4, %v215) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v217 = util.global.load @p1 : tensor<64xbf16>
    %v218 = "stablehlo.multiply"(%v216, %v216) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v220 = "stablehlo.reduce"(%v218, %v219) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v221 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v224 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v225 = "stablehlo.add"(%v223, %v224) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v226 = "stablehlo.rsqrt"(%v225) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v227 = "stablehlo.multiply"(%v216, %v226) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v228 = "stablehlo.convert"(%v217) : (tensor<64xbf16>) -> tensor<64xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v228) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v230 = "stablehlo.multiply"(%v227, %v229) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v231 = util.global.load @p13 : tensor<160x64xi8>
    %v232 = util.global.load @p14 : tensor<160xf32>
    %v233 = "stablehlo.abs"(%v230) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v235 = "stablehlo.reduce"(%v233, %v234) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v236 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v237 = "stablehlo.divide"(%v235, %v236) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v238 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v239 = "stablehlo.maximum"(%v237, %v238) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v240 = "stablehlo.broadcast_in_dim"(%v239) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v241 = "stablehlo.divide"(%v230, %v240) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v242 = "stablehlo.round_nearest_even"(%v241) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v243 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v244 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v245 = "stablehlo.maximum"(%v242, %v243) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v246 = "stablehlo.minimum"(%v245, %v244) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v247 = "stablehlo.convert"(%v246) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v248 = tensor.empty() : tensor<2x160xi32>
    %v249 = arith.constant 0 : i32
    %v250 = linalg.fill ins(%v249 : i32) outs(%v248 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v251 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v247, %v231 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v250 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v252 = "stablehlo.convert"(%v251) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v239) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v232) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v255 = "stablehlo.multiply"(%v252, %v253) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v256 = "stablehlo.multiply"(%v255, %v254) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v257 = "stablehlo.logistic"(%v256) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v258 = "stablehlo.multiply"(%v256, %v257) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v259 = util.global.load @p15 : tensor<160x64xi8>
    %v260 = util.global.load @p16 : tensor<160xf32>
    %v261 = "stablehlo.abs"(%v230) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v262 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v263 = "stablehlo.reduce"(%v261, %v262) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v264 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v265 = "stablehlo.divide"(%v263, %v264) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v266 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v267 = "stablehlo.maximum"(%v265, %v266) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v267) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v269 = "stablehlo.divide"(%v230, %v268) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v270 = "stablehlo.round_nearest_even"(%v269) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v271 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v272 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v273 = "stablehlo.maximum"(%v270, %v271) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v274 = "stablehlo.minimum"(%v273, %v272) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v275 = "stablehlo.convert"(%v274) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v276 = tensor.empty() : tensor<2x160xi32>
    %v277 = arith.constant 0 : i32
    %v278 = linalg.fill ins(%v277 : i32) outs(%v276 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v279 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v275, %v259 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v278 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v280 = "stablehlo.convert"(%v279) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v281 = "stablehlo.broadcast_in_dim"(%v267) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v282 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v283 = "stablehlo.multiply"(%v280, %v281) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v284 = "stablehlo.multiply"(%v283, %v282) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v285 = "stablehlo.multiply"(%v258, %v284) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v286 = util.global.load @p17 : tensor<64x160xi8>
    %v287 = util.global.load @p18 : tensor<64xf32>
    %v288 = "stablehlo.abs"(%v285) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v290 = "stablehlo.reduce"(%v288, %v289) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v291 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v292 = "stablehlo.divide"(%v290, %v291) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v293 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v294 = "stablehlo.maximum"(%v292, %v293) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v294) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v296 = "stablehlo.divide"(%v285, %v295) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v297 = "stablehlo.round_nearest_even"(%v296) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v298 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v299 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v300 = "stablehlo.maximum"(%v297, %v298) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v301 = "stablehlo.minimum"(%v300, %v299) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v302 = "stablehlo.convert"(%v301) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v303 = tensor.empty() : tensor<2x64xi32>
    %v304 = arith.constant 0 : i32
    %v305 = linalg.fill ins(%v304 : i32) outs(%v303 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v306 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v302, %v286 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v305 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v307 = "stablehlo.convert"(%v306) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v308 = "stablehlo.broadcast_in_dim"(%v294) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v309 = "stablehlo.broadcast_in_dim"(%v287) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v310 = "stablehlo.multiply"(%v307, %v308) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v311 = "stablehlo.multiply"(%v310, %v309) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.add"(%v216, %v311) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.transpose"(%v151) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v314 = "stablehlo.reshape"(%v313) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v315 = "stablehlo.transpose"(%v152) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v316 = "stablehlo.reshape"(%v315) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v317 = util.global.load @p19 : tensor<64xbf16>
    %v318 = "stablehlo.multiply"(%v312, %v312) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v320 = "stablehlo.reduce"(%v318, %v319) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v321 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v322 = "stablehlo.multiply"(%v320, %v321) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v324 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v325 = "stablehlo.add"(%v323, %v324) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v326 = "stablehlo.rsqrt"(%v325) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v327 = "stablehlo.multiply"(%v312, %v326) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v328 = "stablehlo.convert"(%v317) : (tensor<64xbf16>) -> tensor<64xf32>
    %v329 = "stablehlo.broadcast_in_dim"(%v328) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v330 = "stablehlo.multiply"(%v327, %v329) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v331 = util.global.load @p21 : tensor<64x64xi8>
    %v332 = util.global.load @p22 : tensor<64xf32>
    %v333 = util.global.load @p23 : tensor<64xbf16>
    %v334 = "stablehlo.abs"(%v330) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v335 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v336 = "stablehlo.reduce"(%v334, %v335) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v337 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v338 = "stablehlo.divide"(%v336, %v337) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v339 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v340 = "stablehlo.maximum"(%v338, %v339) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v341 = "stablehlo.broadcast_in_dim"(%v340) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v342 = "stablehlo.divide"(%v330, %v341) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v343 = "stablehlo.round_nearest_even"(%v342) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v344 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v345 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v346 = "stablehlo.maximum"(%v343, %v344) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v347 = "stablehlo.minimum"(%v346, %v345) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v348 = "stablehlo.convert"(%v347) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v349 = tensor.empty() : tensor<2x64xi32>
    %v350 = arith.constant 0 : i32
    %v351 = linalg.fill ins(%v350 : i32) outs(%v349 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v352 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v348, %v331 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v351 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v353 = "stablehlo.convert"(%v352) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v340) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v332) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v356 = "stablehlo.multiply"(%v353, %v354) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v357 = "stablehlo.multiply"(%v356, %v355) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v358 = "stablehlo.convert"(%v333) : (tensor<64xbf16>) -> tensor<64xf32>
    %v359 = "stablehlo.broadcast_in_dim"(%v358) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v360 = "stablehlo.add"(%v357, %v359) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v361 = "stablehlo.reshape"(%v360) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v362 = util.global.load @p24 : tensor<16x64xi8>
    %v363 = util.global.load @p25 : tensor<16xf32>
    %v364 = util.global.load @p26 : tensor<16xbf16>
    %v365 = "stablehlo.abs"(%v330) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v366 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v367 = "stablehlo.reduce"(%v365, %v366) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v368 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v369 = "stablehlo.divide"(%v367, %v368) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v370 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v371 = "stablehlo.maximum"(%v369, %v370) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v372 = "stablehlo.broadcast_in_dim"(%v371) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v373 = "stablehlo.divide"(%v330, %v372) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v374 = "stablehlo.round_nearest_even"(%v373) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v375 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v376 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v377 = "stablehlo.maximum"(%v374, %v375) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v378 = "stablehlo.minimum"(%v377, %v376) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v379 = "stablehlo.convert"(%v378) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v380 = tensor.empty() : tensor<2x16xi32>
    %v381 = arith.constant 0 : i32
    %v382 = linalg.fill ins(%v381 : i32) outs(%v380 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v383 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v379, %v362 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v382 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v384 = "stablehlo.convert"(%v383) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v385 = "stablehlo.broadcast_in_dim"(%v371) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v386 = "stablehlo.broadcast_in_dim"(%v363) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v387 = "stablehlo.multiply"(%v384, %v385) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v388 = "stablehlo.multiply"(%v387, %v386) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v389 = "stablehlo.convert"(%v364) : (tensor<16xbf16>) -> tensor<16xf32>
    %v390 = "stablehlo.broadcast_in_dim"(%v389) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v391 = "stablehlo.add"(%v388, %v390) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v392 = "stablehlo.reshape"(%v391) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v393 = util.global.load @p27 : tensor<16x64xi8>
    %v394 = util.global.load @p28 : tensor<16xf32>
    %v395 = util.global.load @p29 : tensor<16xbf16>
    %v396 = "stablehlo.abs"(%v330) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v397 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v398 = "stablehlo.reduce"(%v396, %v397) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v399 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v400 = "stablehlo.divide"(%v398, %v399) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v401 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v402 = "stablehlo.maximum"(%v400, %v401) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v403 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v404 = "stablehlo.divide"(%v330, %v403) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v405 = "stablehlo.round_nearest_even"(%v404) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v406 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v407 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v408 = "stablehlo.maximum"(%v405, %v406) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v409 = "stablehlo.minimum"(%v408, %v407) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v410 = "stablehlo.convert"(%v409) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v411 = tensor.empty() : tensor<2x16xi32>
    %v412 = arith.constant 0 : i32
    %v413 = linalg.fill ins(%v412 : i32) outs(%v411 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v414 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v410, %v393 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v413 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v415 = "stablehlo.convert"(%v414) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v416 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v394) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v418 = "stablehlo.multiply"(%v415, %v416) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v419 = "stablehlo.multiply"(%v418, %v417) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v420 = "stablehlo.convert"(%v395) : (tensor<16xbf16>) -> tensor<16xf32>
    %v421 = "stablehlo.broadcast_in_dim"(%v420) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v422 = "stablehlo.add"(%v419, %v421) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v423 = "stablehlo.reshape"(%v422) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v424 = "stablehlo.slice"(%v361) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v425 = "stablehlo.slice"(%v361) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v426 = "stablehlo.negate"(%v425) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v427 = "stablehlo.concatenate"(%v426, %v424) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v428 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v429 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v430 = "stablehlo.multiply"(%v361, %v428) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v431 = "stablehlo.multiply"(%v427, %v429) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v432 = "stablehlo.add"(%v430, %v431) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v433 = "stablehlo.slice"(%v392) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v434 = "stablehlo.slice"(%v392) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v435 = "stablehlo.negate"(%v434) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v436 = "stablehlo.concatenate"(%v435, %v433) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v438 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v439 = "stablehlo.multiply"(%v392, %v437) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v440 = "stablehlo.multiply"(%v436, %v438) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v441 = "stablehlo.add"(%v439, %v440) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v442 = "stablehlo.reshape"(%v432) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v443 = "stablehlo.convert"(%v442) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v444 = "stablehlo.convert"(%v441) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v445 = "stablehlo.convert"(%v423) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v446 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v447 = "stablehlo.reshape"(%v446) : (tensor<1xi32>) -> tensor<i32>
    %v448 = stablehlo.constant dense<0> : tensor<i32>
    %v449 = "stablehlo.dynamic_slice"(%arg6, %v447, %v448, %v448, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v450 = "stablehlo.dynamic_slice"(%arg6, %v447, %v448, %v448, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v451 = "stablehlo.concatenate"(%v449, %v450) {dimension = 0 : i64} : (tensor<1x1x16x128xbf16>, tensor<1x1x16x128xbf16>) -> tensor<2x1x16x128xbf16>
    %v452 = "stablehlo.dot_general"(%v443, %v451) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16x128xbf16>) -> tensor<2x1x4x128xf32>
    %v453 = "stablehlo.select"(%v18, %v452, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v454 = "stablehlo.dot_general"(%v443, %v444) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<2x1x4xf32>
    %v455 = "stablehlo.reshape"(%v454) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v456 = "stablehlo.concatenate"(%v453, %v455) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v457 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v458 = "stablehlo.multiply"(%v456, %v457) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v459 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v460 = "stablehlo.reduce"(%v458, %v459) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v461 = "stablehlo.broadcast_in_dim"(%v460) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v462 = "stablehlo.subtract"(%v458, %v461) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v463 = "stablehlo.exponential"(%v462) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v464 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v465 = "stablehlo.reduce"(%v463, %v464) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v466 = "stablehlo.broadcast_in_dim"(%v465) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v467 = "stablehlo.divide"(%v463, %v466) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v468 = "stablehlo.slice"(%v467) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v469 = "stablehlo.slice"(%v467) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v470 = stablehlo.constant dense<0> : tensor<i32>
    %v471 = "stablehlo.dynamic_slice"(%arg7, %v447, %v470, %v21, %v470) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v472 = "stablehlo.dynamic_slice"(%arg7, %v447, %v470, %v23, %v470) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v473 = "stablehlo.concatenate"(%v471, %v472) {dimension = 0 : i64} : (tensor<1x1x128x16xbf16>, tensor<1x1x128x16xbf16>) -> tensor<2x1x128x16xbf16>
    %v474 = "stablehlo.convert"(%v468) : (tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xbf16>
    %v475 = "stablehlo.dot_general"(%v474, %v473) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xbf16>, tensor<2x1x128x16xbf16>) -> tensor<2x1x4x16xf32>
    %v476 = "stablehlo.convert"(%v445) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v477 = "stablehlo.broadcast_in_dim"(%v476) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v478 = "stablehlo.reshape"(%v469) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v479 = "stablehlo.broadcast_in_dim"(%v478) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v480 = "stablehlo.multiply"(%v479, %v477) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v481 = "stablehlo.add"(%v475, %v480) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v482 = "stablehlo.reshape"(%v481) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v483 = util.global.load @p30 : tensor<64x64xi8>
    %v484 = util.global.load @p31 : tensor<64xf32>
    %v485 = "stablehlo.abs"(%v482) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v486 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v487 = "stablehlo.reduce"(%v485, %v486) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v488 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v489 = "stablehlo.divide"(%v487, %v488) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v490 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v491 = "stablehlo.maximum"(%v489, %v490) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v492 = "stablehlo.broadcast_in_dim"(%v491) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v493 = "stablehlo.divide"(%v482, %v492) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v494 = "stablehlo.round_nearest_even"(%v493) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v495 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v496 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v497 = "stablehlo.maximum"(%v494, %v495) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v498 = "stablehlo.minimum"(%v497, %v496) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v499 = "stablehlo.convert"(%v498) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v500 = tensor.empty() : tensor<2x64xi32>
    %v501 = arith.constant 0 : i32
    %v502 = linalg.fill ins(%v501 : i32) outs(%v500 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v503 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v499, %v483 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v502 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v504 = "stablehlo.convert"(%v503) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v505 = "stablehlo.broadcast_in_dim"(%v491) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v506 = "stablehlo.broadcast_in_dim"(%v484) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v507 = "stablehlo.multiply"(%v504, %v505) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v508 = "stablehlo.multiply"(%v507, %v506) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v509 = "stablehlo.add"(%v312, %v508) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v510 = util.global.load @p20 : tensor<64xbf16>
    %v511 = "stablehlo.multiply"(%v509, %v509) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v512 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v513 = "stablehlo.reduce"(%v511, %v512) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v514 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v515 = "stablehlo.multiply"(%v513, %v514) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v516 = "stablehlo.broadcast_in_dim"(%v515) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v517 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v518 = "stablehlo.add"(%v516, %v517) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v519 = "stablehlo.rsqrt"(%v518) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v520 = "stablehlo.multiply"(%v509, %v519) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v521 = "stablehlo.convert"(%v510) : (tensor<64xbf16>) -> tensor<64xf32>
    %v522 = "stablehlo.broadcast_in_dim"(%v521) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v523 = "stablehlo.multiply"(%v520, %v522) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v524 = util.global.load @p32 : tensor<160x64xi8>
    %v525 = util.global.load @p33 : tensor<160xf32>
    %v526 = "stablehlo.abs"(%v523) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v527 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v528 = "stablehlo.reduce"(%v526, %v527) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v529 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v530 = "stablehlo.divide"(%v528, %v529) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v531 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v532 = "stablehlo.maximum"(%v530, %v531) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v533 = "stablehlo.broadcast_in_dim"(%v532) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v534 = "stablehlo.divide"(%v523, %v533) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v535 = "stablehlo.round_nearest_even"(%v534) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v536 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v537 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v538 = "stablehlo.maximum"(%v535, %v536) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v539 = "stablehlo.minimum"(%v538, %v537) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v540 = "stablehlo.convert"(%v539) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v541 = tensor.empty() : tensor<2x160xi32>
    %v542 = arith.constant 0 : i32
    %v543 = linalg.fill ins(%v542 : i32) outs(%v541 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v544 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v540, %v524 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v543 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v545 = "stablehlo.convert"(%v544) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v546 = "stablehlo.broadcast_in_dim"(%v532) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v547 = "stablehlo.broadcast_in_dim"(%v525) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v548 = "stablehlo.multiply"(%v545, %v546) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v549 = "stablehlo.multiply"(%v548, %v547) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v550 = "stablehlo.logistic"(%v549) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v551 = "stablehlo.multiply"(%v549, %v550) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v552 = util.global.load @p34 : tensor<160x64xi8>
    %v553 = util.global.load @p35 : tensor<160xf32>
    %v554 = "stablehlo.abs"(%v523) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v555 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v556 = "stablehlo.reduce"(%v554, %v555) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v557 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v558 = "stablehlo.divide"(%v556, %v557) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v559 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v560 = "stablehlo.maximum"(%v558, %v559) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v561 = "stablehlo.broadcast_in_dim"(%v560) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v562 = "stablehlo.divide"(%v523, %v561) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v563 = "stablehlo.round_nearest_even"(%v562) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v564 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v565 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v566 = "stablehlo.maximum"(%v563, %v564) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v567 = "stablehlo.minimum"(%v566, %v565) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v568 = "stablehlo.convert"(%v567) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v569 = tensor.empty() : tensor<2x160xi32>
    %v570 = arith.constant 0 : i32
    %v571 = linalg.fill ins(%v570 : i32) outs(%v569 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v572 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v568, %v552 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v571 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v573 = "stablehlo.convert"(%v572) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v574 = "stablehlo.broadcast_in_dim"(%v560) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v575 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v576 = "stablehlo.multiply"(%v573, %v574) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v577 = "stablehlo.multiply"(%v576, %v575) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v578 = "stablehlo.multiply"(%v551, %v577) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v579 = util.global.load @p36 : tensor<64x160xi8>
    %v580 = util.global.load @p37 : tensor<64xf32>
    %v581 = "stablehlo.abs"(%v578) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v582 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v583 = "stablehlo.reduce"(%v581, %v582) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v584 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v585 = "stablehlo.divide"(%v583, %v584) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v586 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v587 = "stablehlo.maximum"(%v585, %v586) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v588 = "stablehlo.broadcast_in_dim"(%v587) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v589 = "stablehlo.divide"(%v578, %v588) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v590 = "stablehlo.round_nearest_even"(%v589) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v591 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v592 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v593 = "stablehlo.maximum"(%v590, %v591) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v594 = "stablehlo.minimum"(%v593, %v592) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v595 = "stablehlo.convert"(%v594) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v596 = tensor.empty() : tensor<2x64xi32>
    %v597 = arith.constant 0 : i32
    %v598 = linalg.fill ins(%v597 : i32) outs(%v596 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v599 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v595, %v579 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v598 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v600 = "stablehlo.convert"(%v599) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v601 = "stablehlo.broadcast_in_dim"(%v587) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v602 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v603 = "stablehlo.multiply"(%v600, %v601) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v604 = "stablehlo.multiply"(%v603, %v602) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v605 = "stablehlo.add"(%v509, %v604) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v606 = "stablehlo.transpose"(%v444) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v607 = "stablehlo.reshape"(%v606) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v608 = "stablehlo.transpose"(%v445) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v609 = "stablehlo.reshape"(%v608) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v610 = "stablehlo.concatenate"(%v314, %v607) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v611 = "stablehlo.concatenate"(%v316, %v609) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v612 = util.global.load @p41 : tensor<64xbf16>
    %v613 = "stablehlo.multiply"(%v605, %v605) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v614 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v615 = "stablehlo.reduce"(%v613, %v614) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v616 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v617 = "stablehlo.multiply"(%v615, %v616) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v618 = "stablehlo.broadcast_in_dim"(%v617) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v619 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v620 = "stablehlo.add"(%v618, %v619) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v621 = "stablehlo.rsqrt"(%v620) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v622 = "stablehlo.multiply"(%v605, %v621) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v623 = "stablehlo.convert"(%v612) : (tensor<64xbf16>) -> tensor<64xf32>
    %v624 = "stablehlo.broadcast_in_dim"(%v623) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v625 = "stablehlo.multiply"(%v622, %v624) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v626 = util.global.load @p39 : tensor<151936x64xi8>
    %v627 = util.global.load @p40 : tensor<151936xf32>
    %v628 = "stablehlo.abs"(%v625) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v629 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v630 = "stablehlo.reduce"(%v628, %v629) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v631 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v632 = "stablehlo.divide"(%v630, %v631) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v633 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v634 = "stablehlo.maximum"(%v632, %v633) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v635 = "stablehlo.broadcast_in_dim"(%v634) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v636 = "stablehlo.divide"(%v625, %v635) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v637 = "stablehlo.round_nearest_even"(%v636) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v638 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v639 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v640 = "stablehlo.maximum"(%v637, %v638) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v641 = "stablehlo.minimum"(%v640, %v639) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v642 = "stablehlo.convert"(%v641) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v643 = tensor.empty() : tensor<2x151936xi32>
    %v644 = arith.constant 0 : i32
    %v645 = linalg.fill ins(%v644 : i32) outs(%v643 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v646 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v642, %v626 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v645 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v647 = "stablehlo.convert"(%v646) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v648 = "stablehlo.broadcast_in_dim"(%v634) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v649 = "stablehlo.broadcast_in_dim"(%v627) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v650 = "stablehlo.multiply"(%v647, %v648) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v651 = "stablehlo.multiply"(%v650, %v649) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v651, %v610, %v611 : tensor<2x151936xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
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
