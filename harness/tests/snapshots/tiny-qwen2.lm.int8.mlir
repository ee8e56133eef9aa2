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
    %v58 = "stablehlo.abs"(%v57) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v60 = "stablehlo.reduce"(%v58, %v59) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v61 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v62 = "stablehlo.divide"(%v60, %v61) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v63 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v64 = "stablehlo.maximum"(%v62, %v63) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v66 = "stablehlo.divide"(%v57, %v65) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v67 = "stablehlo.round_nearest_even"(%v66) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v68 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v69 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v70 = "stablehlo.maximum"(%v67, %v68) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v71 = "stablehlo.minimum"(%v70, %v69) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v72 = "stablehlo.convert"(%v71) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v73 = "stablehlo.concatenate"(%v53, %v72) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v74 = tensor.empty() : tensor<4x64xi32>
    %v75 = arith.constant 0 : i32
    %v76 = linalg.fill ins(%v75 : i32) outs(%v74 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v77 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v73, %v36 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v76 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v78 = "stablehlo.convert"(%v77) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v80 = "stablehlo.slice"(%v78) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v82 = "stablehlo.multiply"(%v80, %v81) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v83 = "stablehlo.multiply"(%v82, %v79) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v84 = "stablehlo.slice"(%v78) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v86 = "stablehlo.multiply"(%v84, %v85) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v87 = "stablehlo.multiply"(%v86, %v79) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v88 = "stablehlo.add"(%v83, %v87) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v89 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v91 = "stablehlo.add"(%v88, %v90) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v93 = util.global.load @p5 : tensor<16x64xi8>
    %v94 = util.global.load @p6 : tensor<16xf32>
    %v95 = util.global.load @p7 : tensor<16xbf16>
    %v96 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v98 = "stablehlo.reduce"(%v96, %v97) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v99 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v100 = "stablehlo.divide"(%v98, %v99) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v101 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v102 = "stablehlo.maximum"(%v100, %v101) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v104 = "stablehlo.divide"(%v35, %v103) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v105 = "stablehlo.round_nearest_even"(%v104) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v106 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v107 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v108 = "stablehlo.maximum"(%v105, %v106) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v109 = "stablehlo.minimum"(%v108, %v107) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v110 = "stablehlo.convert"(%v109) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v111 = "stablehlo.convert"(%v110) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v113 = "stablehlo.multiply"(%v111, %v112) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v114 = "stablehlo.subtract"(%v35, %v113) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v115 = "stablehlo.abs"(%v114) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v117 = "stablehlo.reduce"(%v115, %v116) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v118 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v119 = "stablehlo.divide"(%v117, %v118) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v120 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v121 = "stablehlo.maximum"(%v119, %v120) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v123 = "stablehlo.divide"(%v114, %v122) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v124 = "stablehlo.round_nearest_even"(%v123) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v125 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v126 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v127 = "stablehlo.maximum"(%v124, %v125) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v128 = "stablehlo.minimum"(%v127, %v126) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v129 = "stablehlo.convert"(%v128) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v130 = "stablehlo.concatenate"(%v110, %v129) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v131 = tensor.empty() : tensor<4x16xi32>
    %v132 = arith.constant 0 : i32
    %v133 = linalg.fill ins(%v132 : i32) outs(%v131 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v130, %v93 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v133 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v135 = "stablehlo.convert"(%v134) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v137 = "stablehlo.slice"(%v135) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v140 = "stablehlo.multiply"(%v139, %v136) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v141 = "stablehlo.slice"(%v135) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v143 = "stablehlo.multiply"(%v141, %v142) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v144 = "stablehlo.multiply"(%v143, %v136) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v145 = "stablehlo.add"(%v140, %v144) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v146 = "stablehlo.convert"(%v95) : (tensor<16xbf16>) -> tensor<16xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v146) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v148 = "stablehlo.add"(%v145, %v147) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v149 = "stablehlo.reshape"(%v148) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v150 = util.global.load @p8 : tensor<16x64xi8>
    %v151 = util.global.load @p9 : tensor<16xf32>
    %v152 = util.global.load @p10 : tensor<16xbf16>
    %v153 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v154 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v155 = "stablehlo.reduce"(%v153, %v154) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v156 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v157 = "stablehlo.divide"(%v155, %v156) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v158 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v159 = "stablehlo.maximum"(%v157, %v158) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v160 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v161 = "stablehlo.divide"(%v35, %v160) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v162 = "stablehlo.round_nearest_even"(%v161) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v163 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v164 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v165 = "stablehlo.maximum"(%v162, %v163) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v166 = "stablehlo.minimum"(%v165, %v164) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v167 = "stablehlo.convert"(%v166) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v168 = "stablehlo.convert"(%v167) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v170 = "stablehlo.multiply"(%v168, %v169) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v171 = "stablehlo.subtract"(%v35, %v170) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v172 = "stablehlo.abs"(%v171) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v174 = "stablehlo.reduce"(%v172, %v173) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v175 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v176 = "stablehlo.divide"(%v174, %v175) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v177 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v178 = "stablehlo.maximum"(%v176, %v177) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v180 = "stablehlo.divide"(%v171, %v179) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v181 = "stablehlo.round_nearest_even"(%v180) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v182 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v183 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v184 = "stablehlo.maximum"(%v181, %v182) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v185 = "stablehlo.minimum"(%v184, %v183) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v186 = "stablehlo.convert"(%v185) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v187 = "stablehlo.concatenate"(%v167, %v186) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v188 = tensor.empty() : tensor<4x16xi32>
    %v189 = arith.constant 0 : i32
    %v190 = linalg.fill ins(%v189 : i32) outs(%v188 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v191 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v187, %v150 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v190 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v192 = "stablehlo.convert"(%v191) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v194 = "stablehlo.slice"(%v192) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v196 = "stablehlo.multiply"(%v194, %v195) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v197 = "stablehlo.multiply"(%v196, %v193) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v198 = "stablehlo.slice"(%v192) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v200 = "stablehlo.multiply"(%v198, %v199) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v201 = "stablehlo.multiply"(%v200, %v193) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v202 = "stablehlo.add"(%v197, %v201) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v203 = "stablehlo.convert"(%v152) : (tensor<16xbf16>) -> tensor<16xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v205 = "stablehlo.add"(%v202, %v204) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v207 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v208 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v209 = "stablehlo.negate"(%v208) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v210 = "stablehlo.concatenate"(%v209, %v207) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v213 = "stablehlo.multiply"(%v92, %v211) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v214 = "stablehlo.multiply"(%v210, %v212) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v215 = "stablehlo.add"(%v213, %v214) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v216 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v217 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v218 = "stablehlo.negate"(%v217) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v219 = "stablehlo.concatenate"(%v218, %v216) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v221 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v222 = "stablehlo.multiply"(%v149, %v220) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v223 = "stablehlo.multiply"(%v219, %v221) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v224 = "stablehlo.add"(%v222, %v223) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v225 = "stablehlo.reshape"(%v215) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v226 = "stablehlo.convert"(%v225) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v227 = "stablehlo.convert"(%v224) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v228 = "stablehlo.convert"(%v206) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v229 = "stablehlo.dot_general"(%v226, %v227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v230 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v231 = "stablehlo.select"(%v20, %v229, %v230) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v232 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v233 = "stablehlo.reshape"(%v232) : (tensor<1xi32>) -> tensor<i32>
    %v234 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v235 = "stablehlo.multiply"(%v231, %v234) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v237 = "stablehlo.reduce"(%v235, %v236) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v238 = "stablehlo.broadcast_in_dim"(%v237) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v239 = "stablehlo.subtract"(%v235, %v238) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v240 = "stablehlo.exponential"(%v239) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v242 = "stablehlo.reduce"(%v240, %v241) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v244 = "stablehlo.divide"(%v240, %v243) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v245 = "stablehlo.slice"(%v244) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v246 = "stablehlo.convert"(%v245) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v247 = "stablehlo.dot_general"(%v246, %v228) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v248 = "stablehlo.transpose"(%v247) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v249 = "stablehlo.reshape"(%v248) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v250 = util.global.load @p11 : tensor<64x64xi8>
    %v251 = util.global.load @p12 : tensor<64xf32>
    %v252 = "stablehlo.abs"(%v249) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v254 = "stablehlo.reduce"(%v252, %v253) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v255 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v256 = "stablehlo.divide"(%v254, %v255) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v257 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v258 = "stablehlo.maximum"(%v256, %v257) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v259 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v260 = "stablehlo.divide"(%v249, %v259) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v261 = "stablehlo.round_nearest_even"(%v260) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v262 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v263 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v264 = "stablehlo.maximum"(%v261, %v262) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v265 = "stablehlo.minimum"(%v264, %v263) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v266 = "stablehlo.convert"(%v265) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v267 = "stablehlo.convert"(%v266) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v269 = "stablehlo.multiply"(%v267, %v268) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v270 = "stablehlo.subtract"(%v249, %v269) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v271 = "stablehlo.abs"(%v270) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v273 = "stablehlo.reduce"(%v271, %v272) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v274 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v275 = "stablehlo.divide"(%v273, %v274) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v276 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v277 = "stablehlo.maximum"(%v275, %v276) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v279 = "stablehlo.divide"(%v270, %v278) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v280 = "stablehlo.round_nearest_even"(%v279) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v281 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v282 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v283 = "stablehlo.maximum"(%v280, %v281) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.minimum"(%v283, %v282) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v285 = "stablehlo.convert"(%v284) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v286 = "stablehlo.concatenate"(%v266, %v285) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v287 = tensor.empty() : tensor<4x64xi32>
    %v288 = arith.constant 0 : i32
    %v289 = linalg.fill ins(%v288 : i32) outs(%v287 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v290 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v250 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v289 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v291 = "stablehlo.convert"(%v290) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v292 = "stablehlo.broadcast_in_dim"(%v251) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v293 = "stablehlo.slice"(%v291) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v295 = "stablehlo.multiply"(%v293, %v294) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v296 = "stablehlo.multiply"(%v295, %v292) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v297 = "stablehlo.slice"(%v291) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v299 = "stablehlo.multiply"(%v297, %v298) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v300 = "stablehlo.multiply"(%v299, %v292) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v301 = "stablehlo.add"(%v296, %v300) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v302 = "stablehlo.add"(%v8, %v301) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v303 = util.global.load @p1 : tensor<64xbf16>
    %v304 = "stablehlo.multiply"(%v302, %v302) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v306 = "stablehlo.reduce"(%v304, %v305) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v307 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v308 = "stablehlo.multiply"(%v306, %v307) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v309 = "stablehlo.broadcast_in_dim"(%v308) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v310 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v311 = "stablehlo.add"(%v309, %v310) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.rsqrt"(%v311) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.multiply"(%v302, %v312) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v314 = "stablehlo.convert"(%v303) : (tensor<64xbf16>) -> tensor<64xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v314) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v316 = "stablehlo.multiply"(%v313, %v315) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v317 = util.global.load @p13 : tensor<160x64xi8>
    %v318 = util.global.load @p14 : tensor<160xf32>
    %v319 = "stablehlo.abs"(%v316) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v321 = "stablehlo.reduce"(%v319, %v320) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v322 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v323 = "stablehlo.divide"(%v321, %v322) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v324 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v325 = "stablehlo.maximum"(%v323, %v324) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v326 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v327 = "stablehlo.divide"(%v316, %v326) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v328 = "stablehlo.round_nearest_even"(%v327) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v329 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v330 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v331 = "stablehlo.maximum"(%v328, %v329) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v332 = "stablehlo.minimum"(%v331, %v330) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v333 = "stablehlo.convert"(%v332) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v334 = "stablehlo.convert"(%v333) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v335 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v336 = "stablehlo.multiply"(%v334, %v335) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v337 = "stablehlo.subtract"(%v316, %v336) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v338 = "stablehlo.abs"(%v337) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v340 = "stablehlo.reduce"(%v338, %v339) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v342 = "stablehlo.divide"(%v340, %v341) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v343 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v344 = "stablehlo.maximum"(%v342, %v343) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v345 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v346 = "stablehlo.divide"(%v337, %v345) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v347 = "stablehlo.round_nearest_even"(%v346) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v348 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v349 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v350 = "stablehlo.maximum"(%v347, %v348) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v351 = "stablehlo.minimum"(%v350, %v349) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v352 = "stablehlo.convert"(%v351) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v353 = "stablehlo.concatenate"(%v333, %v352) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v354 = tensor.empty() : tensor<4x160xi32>
    %v355 = arith.constant 0 : i32
    %v356 = linalg.fill ins(%v355 : i32) outs(%v354 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v357 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v353, %v317 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v356 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v358 = "stablehlo.convert"(%v357) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v359 = "stablehlo.broadcast_in_dim"(%v318) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v360 = "stablehlo.slice"(%v358) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v361 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v362 = "stablehlo.multiply"(%v360, %v361) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v363 = "stablehlo.multiply"(%v362, %v359) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v364 = "stablehlo.slice"(%v358) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v365 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v366 = "stablehlo.multiply"(%v364, %v365) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v367 = "stablehlo.multiply"(%v366, %v359) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v368 = "stablehlo.add"(%v363, %v367) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v369 = "stablehlo.logistic"(%v368) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v370 = "stablehlo.multiply"(%v368, %v369) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v371 = util.global.load @p15 : tensor<160x64xi8>
    %v372 = util.global.load @p16 : tensor<160xf32>
    %v373 = "stablehlo.abs"(%v316) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v374 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v375 = "stablehlo.reduce"(%v373, %v374) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v376 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v377 = "stablehlo.divide"(%v375, %v376) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v378 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v379 = "stablehlo.maximum"(%v377, %v378) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v380 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v381 = "stablehlo.divide"(%v316, %v380) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v382 = "stablehlo.round_nearest_even"(%v381) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v383 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v384 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v385 = "stablehlo.maximum"(%v382, %v383) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v386 = "stablehlo.minimum"(%v385, %v384) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v387 = "stablehlo.convert"(%v386) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v388 = "stablehlo.convert"(%v387) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v389 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v390 = "stablehlo.multiply"(%v388, %v389) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v391 = "stablehlo.subtract"(%v316, %v390) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v392 = "stablehlo.abs"(%v391) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v394 = "stablehlo.reduce"(%v392, %v393) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v395 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v396 = "stablehlo.divide"(%v394, %v395) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v397 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v398 = "stablehlo.maximum"(%v396, %v397) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v400 = "stablehlo.divide"(%v391, %v399) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v401 = "stablehlo.round_nearest_even"(%v400) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v402 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v403 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v404 = "stablehlo.maximum"(%v401, %v402) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v405 = "stablehlo.minimum"(%v404, %v403) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v406 = "stablehlo.convert"(%v405) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v407 = "stablehlo.concatenate"(%v387, %v406) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v408 = tensor.empty() : tensor<4x160xi32>
    %v409 = arith.constant 0 : i32
    %v410 = linalg.fill ins(%v409 : i32) outs(%v408 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v411 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v407, %v371 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v410 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v412 = "stablehlo.convert"(%v411) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v413 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v414 = "stablehlo.slice"(%v412) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v416 = "stablehlo.multiply"(%v414, %v415) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v417 = "stablehlo.multiply"(%v416, %v413) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v418 = "stablehlo.slice"(%v412) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v419 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v420 = "stablehlo.multiply"(%v418, %v419) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v421 = "stablehlo.multiply"(%v420, %v413) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v422 = "stablehlo.add"(%v417, %v421) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v423 = "stablehlo.multiply"(%v370, %v422) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v424 = util.global.load @p17 : tensor<64x160xi8>
    %v425 = util.global.load @p18 : tensor<64xf32>
    %v426 = "stablehlo.abs"(%v423) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v427 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v428 = "stablehlo.reduce"(%v426, %v427) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v429 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v430 = "stablehlo.divide"(%v428, %v429) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v431 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v432 = "stablehlo.maximum"(%v430, %v431) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v432) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v434 = "stablehlo.divide"(%v423, %v433) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v435 = "stablehlo.round_nearest_even"(%v434) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v436 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v437 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v438 = "stablehlo.maximum"(%v435, %v436) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v439 = "stablehlo.minimum"(%v438, %v437) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v440 = "stablehlo.convert"(%v439) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v441 = "stablehlo.convert"(%v440) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v442 = "stablehlo.broadcast_in_dim"(%v432) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v443 = "stablehlo.multiply"(%v441, %v442) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v444 = "stablehlo.subtract"(%v423, %v443) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v445 = "stablehlo.abs"(%v444) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v446 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v447 = "stablehlo.reduce"(%v445, %v446) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v448 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v449 = "stablehlo.divide"(%v447, %v448) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v450 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v451 = "stablehlo.maximum"(%v449, %v450) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v453 = "stablehlo.divide"(%v444, %v452) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v454 = "stablehlo.round_nearest_even"(%v453) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v455 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v456 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v457 = "stablehlo.maximum"(%v454, %v455) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v458 = "stablehlo.minimum"(%v457, %v456) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v459 = "stablehlo.convert"(%v458) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v460 = "stablehlo.concatenate"(%v440, %v459) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v461 = tensor.empty() : tensor<4x64xi32>
    %v462 = arith.constant 0 : i32
    %v463 = linalg.fill ins(%v462 : i32) outs(%v461 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v464 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v460, %v424 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v463 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v465 = "stablehlo.convert"(%v464) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v466 = "stablehlo.broadcast_in_dim"(%v425) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v467 = "stablehlo.slice"(%v465) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v468 = "stablehlo.broadcast_in_dim"(%v432) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v469 = "stablehlo.multiply"(%v467, %v468) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v470 = "stablehlo.multiply"(%v469, %v466) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v471 = "stablehlo.slice"(%v465) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v472 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v473 = "stablehlo.multiply"(%v471, %v472) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v474 = "stablehlo.multiply"(%v473, %v466) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v475 = "stablehlo.add"(%v470, %v474) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v476 = "stablehlo.add"(%v302, %v475) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v477 = "stablehlo.transpose"(%v227) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v478 = "stablehlo.reshape"(%v477) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v479 = "stablehlo.transpose"(%v228) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v480 = "stablehlo.reshape"(%v479) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v481 = util.global.load @p19 : tensor<64xbf16>
    %v482 = "stablehlo.multiply"(%v476, %v476) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v483 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v484 = "stablehlo.reduce"(%v482, %v483) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v485 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v486 = "stablehlo.multiply"(%v484, %v485) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v487 = "stablehlo.broadcast_in_dim"(%v486) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v488 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v489 = "stablehlo.add"(%v487, %v488) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v490 = "stablehlo.rsqrt"(%v489) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v491 = "stablehlo.multiply"(%v476, %v490) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v492 = "stablehlo.convert"(%v481) : (tensor<64xbf16>) -> tensor<64xf32>
    %v493 = "stablehlo.broadcast_in_dim"(%v492) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v494 = "stablehlo.multiply"(%v491, %v493) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v495 = util.global.load @p21 : tensor<64x64xi8>
    %v496 = util.global.load @p22 : tensor<64xf32>
    %v497 = util.global.load @p23 : tensor<64xbf16>
    %v498 = "stablehlo.abs"(%v494) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v499 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v500 = "stablehlo.reduce"(%v498, %v499) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v501 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v502 = "stablehlo.divide"(%v500, %v501) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v503 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v504 = "stablehlo.maximum"(%v502, %v503) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v505 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v506 = "stablehlo.divide"(%v494, %v505) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v507 = "stablehlo.round_nearest_even"(%v506) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v508 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v509 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v510 = "stablehlo.maximum"(%v507, %v508) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v511 = "stablehlo.minimum"(%v510, %v509) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v512 = "stablehlo.convert"(%v511) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v513 = "stablehlo.convert"(%v512) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v514 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v515 = "stablehlo.multiply"(%v513, %v514) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v516 = "stablehlo.subtract"(%v494, %v515) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v517 = "stablehlo.abs"(%v516) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v518 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v519 = "stablehlo.reduce"(%v517, %v518) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v520 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v521 = "stablehlo.divide"(%v519, %v520) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v522 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v523 = "stablehlo.maximum"(%v521, %v522) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v524 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v525 = "stablehlo.divide"(%v516, %v524) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v526 = "stablehlo.round_nearest_even"(%v525) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v527 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v528 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v529 = "stablehlo.maximum"(%v526, %v527) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v530 = "stablehlo.minimum"(%v529, %v528) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v531 = "stablehlo.convert"(%v530) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v532 = "stablehlo.concatenate"(%v512, %v531) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v533 = tensor.empty() : tensor<4x64xi32>
    %v534 = arith.constant 0 : i32
    %v535 = linalg.fill ins(%v534 : i32) outs(%v533 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v536 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v532, %v495 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v535 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v537 = "stablehlo.convert"(%v536) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v538 = "stablehlo.broadcast_in_dim"(%v496) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v539 = "stablehlo.slice"(%v537) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v540 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v541 = "stablehlo.multiply"(%v539, %v540) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v542 = "stablehlo.multiply"(%v541, %v538) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v543 = "stablehlo.slice"(%v537) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v544 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v545 = "stablehlo.multiply"(%v543, %v544) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v546 = "stablehlo.multiply"(%v545, %v538) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v547 = "stablehlo.add"(%v542, %v546) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v548 = "stablehlo.convert"(%v497) : (tensor<64xbf16>) -> tensor<64xf32>
    %v549 = "stablehlo.broadcast_in_dim"(%v548) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v550 = "stablehlo.add"(%v547, %v549) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v551 = "stablehlo.reshape"(%v550) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v552 = util.global.load @p24 : tensor<16x64xi8>
    %v553 = util.global.load @p25 : tensor<16xf32>
    %v554 = util.global.load @p26 : tensor<16xbf16>
    %v555 = "stablehlo.abs"(%v494) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v556 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v557 = "stablehlo.reduce"(%v555, %v556) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v558 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v559 = "stablehlo.divide"(%v557, %v558) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v560 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v561 = "stablehlo.maximum"(%v559, %v560) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v562 = "stablehlo.broadcast_in_dim"(%v561) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v563 = "stablehlo.divide"(%v494, %v562) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v564 = "stablehlo.round_nearest_even"(%v563) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v565 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v566 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v567 = "stablehlo.maximum"(%v564, %v565) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v568 = "stablehlo.minimum"(%v567, %v566) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v569 = "stablehlo.convert"(%v568) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v570 = "stablehlo.convert"(%v569) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v571 = "stablehlo.broadcast_in_dim"(%v561) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v572 = "stablehlo.multiply"(%v570, %v571) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v573 = "stablehlo.subtract"(%v494, %v572) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v574 = "stablehlo.abs"(%v573) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v575 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v576 = "stablehlo.reduce"(%v574, %v575) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v577 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v578 = "stablehlo.divide"(%v576, %v577) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v579 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v580 = "stablehlo.maximum"(%v578, %v579) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v581 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v582 = "stablehlo.divide"(%v573, %v581) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v583 = "stablehlo.round_nearest_even"(%v582) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v584 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v585 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v586 = "stablehlo.maximum"(%v583, %v584) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v587 = "stablehlo.minimum"(%v586, %v585) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v588 = "stablehlo.convert"(%v587) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v589 = "stablehlo.concatenate"(%v569, %v588) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v590 = tensor.empty() : tensor<4x16xi32>
    %v591 = arith.constant 0 : i32
    %v592 = linalg.fill ins(%v591 : i32) outs(%v590 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v593 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v589, %v552 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v592 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v594 = "stablehlo.convert"(%v593) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v595 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v596 = "stablehlo.slice"(%v594) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v597 = "stablehlo.broadcast_in_dim"(%v561) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v598 = "stablehlo.multiply"(%v596, %v597) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v599 = "stablehlo.multiply"(%v598, %v595) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v600 = "stablehlo.slice"(%v594) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v601 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v602 = "stablehlo.multiply"(%v600, %v601) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v603 = "stablehlo.multiply"(%v602, %v595) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v604 = "stablehlo.add"(%v599, %v603) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v605 = "stablehlo.convert"(%v554) : (tensor<16xbf16>) -> tensor<16xf32>
    %v606 = "stablehlo.broadcast_in_dim"(%v605) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v607 = "stablehlo.add"(%v604, %v606) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v608 = "stablehlo.reshape"(%v607) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v609 = util.global.load @p27 : tensor<16x64xi8>
    %v610 = util.global.load @p28 : tensor<16xf32>
    %v611 = util.global.load @p29 : tensor<16xbf16>
    %v612 = "stablehlo.abs"(%v494) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v613 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v614 = "stablehlo.reduce"(%v612, %v613) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v615 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v616 = "stablehlo.divide"(%v614, %v615) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v617 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v618 = "stablehlo.maximum"(%v616, %v617) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v619 = "stablehlo.broadcast_in_dim"(%v618) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v620 = "stablehlo.divide"(%v494, %v619) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v621 = "stablehlo.round_nearest_even"(%v620) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v622 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v623 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v624 = "stablehlo.maximum"(%v621, %v622) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v625 = "stablehlo.minimum"(%v624, %v623) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v626 = "stablehlo.convert"(%v625) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v627 = "stablehlo.convert"(%v626) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v628 = "stablehlo.broadcast_in_dim"(%v618) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v629 = "stablehlo.multiply"(%v627, %v628) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v630 = "stablehlo.subtract"(%v494, %v629) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v631 = "stablehlo.abs"(%v630) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v632 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v633 = "stablehlo.reduce"(%v631, %v632) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v634 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v635 = "stablehlo.divide"(%v633, %v634) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v636 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v637 = "stablehlo.maximum"(%v635, %v636) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v638 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v639 = "stablehlo.divide"(%v630, %v638) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v640 = "stablehlo.round_nearest_even"(%v639) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v641 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v642 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v643 = "stablehlo.maximum"(%v640, %v641) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v644 = "stablehlo.minimum"(%v643, %v642) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v645 = "stablehlo.convert"(%v644) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v646 = "stablehlo.concatenate"(%v626, %v645) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v647 = tensor.empty() : tensor<4x16xi32>
    %v648 = arith.constant 0 : i32
    %v649 = linalg.fill ins(%v648 : i32) outs(%v647 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v650 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v646, %v609 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v649 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v651 = "stablehlo.convert"(%v650) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v652 = "stablehlo.broadcast_in_dim"(%v610) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v653 = "stablehlo.slice"(%v651) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v654 = "stablehlo.broadcast_in_dim"(%v618) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v655 = "stablehlo.multiply"(%v653, %v654) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v656 = "stablehlo.multiply"(%v655, %v652) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v657 = "stablehlo.slice"(%v651) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v658 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v659 = "stablehlo.multiply"(%v657, %v658) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v660 = "stablehlo.multiply"(%v659, %v652) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v661 = "stablehlo.add"(%v656, %v660) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v662 = "stablehlo.convert"(%v611) : (tensor<16xbf16>) -> tensor<16xf32>
    %v663 = "stablehlo.broadcast_in_dim"(%v662) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v664 = "stablehlo.add"(%v661, %v663) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v665 = "stablehlo.reshape"(%v664) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v666 = "stablehlo.slice"(%v551) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v667 = "stablehlo.slice"(%v551) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v668 = "stablehlo.negate"(%v667) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v669 = "stablehlo.concatenate"(%v668, %v666) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v670 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v671 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v672 = "stablehlo.multiply"(%v551, %v670) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v673 = "stablehlo.multiply"(%v669, %v671) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v674 = "stablehlo.add"(%v672, %v673) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v675 = "stablehlo.slice"(%v608) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v676 = "stablehlo.slice"(%v608) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v677 = "stablehlo.negate"(%v676) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v678 = "stablehlo.concatenate"(%v677, %v675) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v679 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v680 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v681 = "stablehlo.multiply"(%v608, %v679) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v682 = "stablehlo.multiply"(%v678, %v680) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v683 = "stablehlo.add"(%v681, %v682) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v684 = "stablehlo.reshape"(%v674) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v685 = "stablehlo.convert"(%v684) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v686 = "stablehlo.convert"(%v683) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v687 = "stablehlo.convert"(%v665) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v688 = "stablehlo.dot_general"(%v685, %v686) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v689 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v690 = "stablehlo.select"(%v20, %v688, %v689) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v691 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v692 = "stablehlo.reshape"(%v691) : (tensor<1xi32>) -> tensor<i32>
    %v693 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x2xf32>
    %v694 = "stablehlo.multiply"(%v690, %v693) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v695 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v696 = "stablehlo.reduce"(%v694, %v695) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v697 = "stablehlo.broadcast_in_dim"(%v696) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v698 = "stablehlo.subtract"(%v694, %v697) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v699 = "stablehlo.exponential"(%v698) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v700 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v701 = "stablehlo.reduce"(%v699, %v700) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v702 = "stablehlo.broadcast_in_dim"(%v701) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v703 = "stablehlo.divide"(%v699, %v702) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v704 = "stablehlo.slice"(%v703) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v705 = "stablehlo.convert"(%v704) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v706 = "stablehlo.dot_general"(%v705, %v687) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v707 = "stablehlo.transpose"(%v706) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v708 = "stablehlo.reshape"(%v707) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v709 = util.global.load @p30 : tensor<64x64xi8>
    %v710 = util.global.load @p31 : tensor<64xf32>
    %v711 = "stablehlo.abs"(%v708) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v712 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v713 = "stablehlo.reduce"(%v711, %v712) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v714 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v715 = "stablehlo.divide"(%v713, %v714) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v716 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v717 = "stablehlo.maximum"(%v715, %v716) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v718 = "stablehlo.broadcast_in_dim"(%v717) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v719 = "stablehlo.divide"(%v708, %v718) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v720 = "stablehlo.round_nearest_even"(%v719) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v721 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v722 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v723 = "stablehlo.maximum"(%v720, %v721) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v724 = "stablehlo.minimum"(%v723, %v722) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v725 = "stablehlo.convert"(%v724) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v726 = "stablehlo.convert"(%v725) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v727 = "stablehlo.broadcast_in_dim"(%v717) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v728 = "stablehlo.multiply"(%v726, %v727) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v729 = "stablehlo.subtract"(%v708, %v728) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v730 = "stablehlo.abs"(%v729) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v731 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v732 = "stablehlo.reduce"(%v730, %v731) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v733 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v734 = "stablehlo.divide"(%v732, %v733) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v735 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v736 = "stablehlo.maximum"(%v734, %v735) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v737 = "stablehlo.broadcast_in_dim"(%v736) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v738 = "stablehlo.divide"(%v729, %v737) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v739 = "stablehlo.round_nearest_even"(%v738) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v740 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v741 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v742 = "stablehlo.maximum"(%v739, %v740) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v743 = "stablehlo.minimum"(%v742, %v741) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v744 = "stablehlo.convert"(%v743) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v745 = "stablehlo.concatenate"(%v725, %v744) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v746 = tensor.empty() : tensor<4x64xi32>
    %v747 = arith.constant 0 : i32
    %v748 = linalg.fill ins(%v747 : i32) outs(%v746 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v749 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v745, %v709 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v748 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v750 = "stablehlo.convert"(%v749) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v751 = "stablehlo.broadcast_in_dim"(%v710) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v752 = "stablehlo.slice"(%v750) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v753 = "stablehlo.broadcast_in_dim"(%v717) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v754 = "stablehlo.multiply"(%v752, %v753) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v755 = "stablehlo.multiply"(%v754, %v751) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v756 = "stablehlo.slice"(%v750) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v757 = "stablehlo.broadcast_in_dim"(%v736) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v758 = "stablehlo.multiply"(%v756, %v757) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v759 = "stablehlo.multiply"(%v758, %v751) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v760 = "stablehlo.add"(%v755, %v759) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v761 = "stablehlo.add"(%v476, %v760) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v762 = util.global.load @p20 : tensor<64xbf16>
    %v763 = "stablehlo.multiply"(%v761, %v761) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v764 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v765 = "stablehlo.reduce"(%v763, %v764) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v766 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v767 = "stablehlo.multiply"(%v765, %v766) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v768 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v769 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v770 = "stablehlo.add"(%v768, %v769) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v771 = "stablehlo.rsqrt"(%v770) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v772 = "stablehlo.multiply"(%v761, %v771) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v773 = "stablehlo.convert"(%v762) : (tensor<64xbf16>) -> tensor<64xf32>
    %v774 = "stablehlo.broadcast_in_dim"(%v773) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v775 = "stablehlo.multiply"(%v772, %v774) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v776 = util.global.load @p32 : tensor<160x64xi8>
    %v777 = util.global.load @p33 : tensor<160xf32>
    %v778 = "stablehlo.abs"(%v775) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v779 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v780 = "stablehlo.reduce"(%v778, %v779) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v781 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v782 = "stablehlo.divide"(%v780, %v781) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v783 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v784 = "stablehlo.maximum"(%v782, %v783) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v785 = "stablehlo.broadcast_in_dim"(%v784) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v786 = "stablehlo.divide"(%v775, %v785) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v787 = "stablehlo.round_nearest_even"(%v786) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v788 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v789 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v790 = "stablehlo.maximum"(%v787, %v788) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v791 = "stablehlo.minimum"(%v790, %v789) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v792 = "stablehlo.convert"(%v791) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v793 = "stablehlo.convert"(%v792) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v794 = "stablehlo.broadcast_in_dim"(%v784) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v795 = "stablehlo.multiply"(%v793, %v794) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v796 = "stablehlo.subtract"(%v775, %v795) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v797 = "stablehlo.abs"(%v796) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v798 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v799 = "stablehlo.reduce"(%v797, %v798) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v800 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v801 = "stablehlo.divide"(%v799, %v800) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v802 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v803 = "stablehlo.maximum"(%v801, %v802) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v804 = "stablehlo.broadcast_in_dim"(%v803) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v805 = "stablehlo.divide"(%v796, %v804) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v806 = "stablehlo.round_nearest_even"(%v805) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v807 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v808 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v809 = "stablehlo.maximum"(%v806, %v807) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v810 = "stablehlo.minimum"(%v809, %v808) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v811 = "stablehlo.convert"(%v810) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v812 = "stablehlo.concatenate"(%v792, %v811) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v813 = tensor.empty() : tensor<4x160xi32>
    %v814 = arith.constant 0 : i32
    %v815 = linalg.fill ins(%v814 : i32) outs(%v813 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v816 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v812, %v776 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v815 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v817 = "stablehlo.convert"(%v816) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v818 = "stablehlo.broadcast_in_dim"(%v777) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v819 = "stablehlo.slice"(%v817) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v820 = "stablehlo.broadcast_in_dim"(%v784) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v821 = "stablehlo.multiply"(%v819, %v820) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v822 = "stablehlo.multiply"(%v821, %v818) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v823 = "stablehlo.slice"(%v817) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v824 = "stablehlo.broadcast_in_dim"(%v803) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v825 = "stablehlo.multiply"(%v823, %v824) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v826 = "stablehlo.multiply"(%v825, %v818) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v827 = "stablehlo.add"(%v822, %v826) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v828 = "stablehlo.logistic"(%v827) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v829 = "stablehlo.multiply"(%v827, %v828) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v830 = util.global.load @p34 : tensor<160x64xi8>
    %v831 = util.global.load @p35 : tensor<160xf32>
    %v832 = "stablehlo.abs"(%v775) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v833 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v834 = "stablehlo.reduce"(%v832, %v833) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v835 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v836 = "stablehlo.divide"(%v834, %v835) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v837 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v838 = "stablehlo.maximum"(%v836, %v837) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v839 = "stablehlo.broadcast_in_dim"(%v838) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v840 = "stablehlo.divide"(%v775, %v839) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v841 = "stablehlo.round_nearest_even"(%v840) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v842 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v843 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v844 = "stablehlo.maximum"(%v841, %v842) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v845 = "stablehlo.minimum"(%v844, %v843) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v846 = "stablehlo.convert"(%v845) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v847 = "stablehlo.convert"(%v846) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v848 = "stablehlo.broadcast_in_dim"(%v838) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v849 = "stablehlo.multiply"(%v847, %v848) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v850 = "stablehlo.subtract"(%v775, %v849) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v851 = "stablehlo.abs"(%v850) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v852 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v853 = "stablehlo.reduce"(%v851, %v852) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v854 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v855 = "stablehlo.divide"(%v853, %v854) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v856 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v857 = "stablehlo.maximum"(%v855, %v856) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v858 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v859 = "stablehlo.divide"(%v850, %v858) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v860 = "stablehlo.round_nearest_even"(%v859) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v861 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v862 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v863 = "stablehlo.maximum"(%v860, %v861) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v864 = "stablehlo.minimum"(%v863, %v862) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v865 = "stablehlo.convert"(%v864) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v866 = "stablehlo.concatenate"(%v846, %v865) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v867 = tensor.empty() : tensor<4x160xi32>
    %v868 = arith.constant 0 : i32
    %v869 = linalg.fill ins(%v868 : i32) outs(%v867 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v870 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v866, %v830 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v869 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v871 = "stablehlo.convert"(%v870) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v872 = "stablehlo.broadcast_in_dim"(%v831) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v873 = "stablehlo.slice"(%v871) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v874 = "stablehlo.broadcast_in_dim"(%v838) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v875 = "stablehlo.multiply"(%v873, %v874) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v876 = "stablehlo.multiply"(%v875, %v872) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v877 = "stablehlo.slice"(%v871) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v878 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v879 = "stablehlo.multiply"(%v877, %v878) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v880 = "stablehlo.multiply"(%v879, %v872) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v881 = "stablehlo.add"(%v876, %v880) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v882 = "stablehlo.multiply"(%v829, %v881) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v883 = util.global.load @p36 : tensor<64x160xi8>
    %v884 = util.global.load @p37 : tensor<64xf32>
    %v885 = "stablehlo.abs"(%v882) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v886 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v887 = "stablehlo.reduce"(%v885, %v886) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v888 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v889 = "stablehlo.divide"(%v887, %v888) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v890 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v891 = "stablehlo.maximum"(%v889, %v890) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v892 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v893 = "stablehlo.divide"(%v882, %v892) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v894 = "stablehlo.round_nearest_even"(%v893) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v895 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v896 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v897 = "stablehlo.maximum"(%v894, %v895) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v898 = "stablehlo.minimum"(%v897, %v896) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v899 = "stablehlo.convert"(%v898) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v900 = "stablehlo.convert"(%v899) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v901 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v902 = "stablehlo.multiply"(%v900, %v901) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v903 = "stablehlo.subtract"(%v882, %v902) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v904 = "stablehlo.abs"(%v903) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v905 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v906 = "stablehlo.reduce"(%v904, %v905) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v907 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v908 = "stablehlo.divide"(%v906, %v907) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v909 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v910 = "stablehlo.maximum"(%v908, %v909) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v911 = "stablehlo.broadcast_in_dim"(%v910) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v912 = "stablehlo.divide"(%v903, %v911) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v913 = "stablehlo.round_nearest_even"(%v912) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v914 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v915 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v916 = "stablehlo.maximum"(%v913, %v914) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v917 = "stablehlo.minimum"(%v916, %v915) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v918 = "stablehlo.convert"(%v917) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v919 = "stablehlo.concatenate"(%v899, %v918) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v920 = tensor.empty() : tensor<4x64xi32>
    %v921 = arith.constant 0 : i32
    %v922 = linalg.fill ins(%v921 : i32) outs(%v920 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v923 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v919, %v883 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v922 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v924 = "stablehlo.convert"(%v923) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v925 = "stablehlo.broadcast_in_dim"(%v884) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v926 = "stablehlo.slice"(%v924) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v927 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v928 = "stablehlo.multiply"(%v926, %v927) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v929 = "stablehlo.multiply"(%v928, %v925) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v930 = "stablehlo.slice"(%v924) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v931 = "stablehlo.broadcast_in_dim"(%v910) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v932 = "stablehlo.multiply"(%v930, %v931) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v933 = "stablehlo.multiply"(%v932, %v925) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v934 = "stablehlo.add"(%v929, %v933) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v935 = "stablehlo.add"(%v761, %v934) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v936 = "stablehlo.transpose"(%v686) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v937 = "stablehlo.reshape"(%v936) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v938 = "stablehlo.transpose"(%v687) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v939 = "stablehlo.reshape"(%v938) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v940 = "stablehlo.concatenate"(%v478, %v937) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v941 = "stablehlo.concatenate"(%v480, %v939) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v942 = "stablehlo.dynamic_slice"(%v935, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v943 = util.global.load @p41 : tensor<64xbf16>
    %v944 = "stablehlo.multiply"(%v942, %v942) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v945 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v946 = "stablehlo.reduce"(%v944, %v945) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v947 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v948 = "stablehlo.multiply"(%v946, %v947) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v949 = "stablehlo.broadcast_in_dim"(%v948) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v950 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v951 = "stablehlo.add"(%v949, %v950) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v952 = "stablehlo.rsqrt"(%v951) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v953 = "stablehlo.multiply"(%v942, %v952) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v954 = "stablehlo.convert"(%v943) : (tensor<64xbf16>) -> tensor<64xf32>
    %v955 = "stablehlo.broadcast_in_dim"(%v954) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v956 = "stablehlo.multiply"(%v953, %v955) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v957 = util.global.load @p39 : tensor<151936x64xi8>
    %v958 = util.global.load @p40 : tensor<151936xf32>
    %v959 = "stablehlo.abs"(%v956) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v960 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v961 = "stablehlo.reduce"(%v959, %v960) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v962 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v963 = "stablehlo.divide"(%v961, %v962) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v964 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v965 = "stablehlo.maximum"(%v963, %v964) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v966 = "stablehlo.broadcast_in_dim"(%v965) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v967 = "stablehlo.divide"(%v956, %v966) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v968 = "stablehlo.round_nearest_even"(%v967) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v969 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v970 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v971 = "stablehlo.maximum"(%v968, %v969) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v972 = "stablehlo.minimum"(%v971, %v970) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v973 = "stablehlo.convert"(%v972) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v974 = "stablehlo.convert"(%v973) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v975 = "stablehlo.broadcast_in_dim"(%v965) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v976 = "stablehlo.multiply"(%v974, %v975) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v977 = "stablehlo.subtract"(%v956, %v976) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v978 = "stablehlo.abs"(%v977) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v979 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v980 = "stablehlo.reduce"(%v978, %v979) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v981 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v982 = "stablehlo.divide"(%v980, %v981) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v983 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v984 = "stablehlo.maximum"(%v982, %v983) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v985 = "stablehlo.broadcast_in_dim"(%v984) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v986 = "stablehlo.divide"(%v977, %v985) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v987 = "stablehlo.round_nearest_even"(%v986) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v988 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v989 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v990 = "stablehlo.maximum"(%v987, %v988) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v991 = "stablehlo.minimum"(%v990, %v989) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v992 = "stablehlo.convert"(%v991) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v993 = "stablehlo.concatenate"(%v973, %v992) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v994 = tensor.empty() : tensor<2x151936xi32>
    %v995 = arith.constant 0 : i32
    %v996 = linalg.fill ins(%v995 : i32) outs(%v994 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v997 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v993, %v957 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v996 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v998 = "stablehlo.convert"(%v997) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v999 = "stablehlo.broadcast_in_dim"(%v958) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v1000 = "stablehlo.slice"(%v998) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1001 = "stablehlo.broadcast_in_dim"(%v965) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1002 = "stablehlo.multiply"(%v1000, %v1001) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1003 = "stablehlo.multiply"(%v1002, %v999) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1004 = "stablehlo.slice"(%v998) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1005 = "stablehlo.broadcast_in_dim"(%v984) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1006 = "stablehlo.multiply"(%v1004, %v1005) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1007 = "stablehlo.multiply"(%v1006, %v999) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1008 = "stablehlo.add"(%v1003, %v1007) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v1008, %v935, %v940, %v941 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
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
    %v65 = "stablehlo.abs"(%v64) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v66 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v67 = "stablehlo.reduce"(%v65, %v66) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v68 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v69 = "stablehlo.divide"(%v67, %v68) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v70 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v71 = "stablehlo.maximum"(%v69, %v70) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v73 = "stablehlo.divide"(%v64, %v72) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v74 = "stablehlo.round_nearest_even"(%v73) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v75 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v76 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v77 = "stablehlo.maximum"(%v74, %v75) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v78 = "stablehlo.minimum"(%v77, %v76) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v79 = "stablehlo.convert"(%v78) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v80 = "stablehlo.concatenate"(%v60, %v79) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v81 = tensor.empty() : tensor<4x64xi32>
    %v82 = arith.constant 0 : i32
    %v83 = linalg.fill ins(%v82 : i32) outs(%v81 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v84 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v80, %v43 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v83 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v85 = "stablehlo.convert"(%v84) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v87 = "stablehlo.slice"(%v85) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v88 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v89 = "stablehlo.multiply"(%v87, %v88) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v90 = "stablehlo.multiply"(%v89, %v86) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v91 = "stablehlo.slice"(%v85) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v93 = "stablehlo.multiply"(%v91, %v92) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v94 = "stablehlo.multiply"(%v93, %v86) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v95 = "stablehlo.add"(%v90, %v94) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v96 = "stablehlo.convert"(%v45) : (tensor<64xbf16>) -> tensor<64xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v98 = "stablehlo.add"(%v95, %v97) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v99 = "stablehlo.reshape"(%v98) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v100 = util.global.load @p5 : tensor<16x64xi8>
    %v101 = util.global.load @p6 : tensor<16xf32>
    %v102 = util.global.load @p7 : tensor<16xbf16>
    %v103 = "stablehlo.abs"(%v42) : (tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v111 = "stablehlo.divide"(%v42, %v110) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v112 = "stablehlo.round_nearest_even"(%v111) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v113 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v114 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v115 = "stablehlo.maximum"(%v112, %v113) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v116 = "stablehlo.minimum"(%v115, %v114) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = "stablehlo.convert"(%v116) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v118 = "stablehlo.convert"(%v117) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v109) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v121 = "stablehlo.subtract"(%v42, %v120) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v122 = "stablehlo.abs"(%v121) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v124 = "stablehlo.reduce"(%v122, %v123) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v125 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v126 = "stablehlo.divide"(%v124, %v125) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v127 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v128 = "stablehlo.maximum"(%v126, %v127) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v129 = "stablehlo.broadcast_in_dim"(%v128) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v130 = "stablehlo.divide"(%v121, %v129) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v131 = "stablehlo.round_nearest_even"(%v130) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v132 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v133 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v134 = "stablehlo.maximum"(%v131, %v132) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v135 = "stablehlo.minimum"(%v134, %v133) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v136 = "stablehlo.convert"(%v135) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v137 = "stablehlo.concatenate"(%v117, %v136) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v138 = tensor.empty() : tensor<4x16xi32>
    %v139 = arith.constant 0 : i32
    %v140 = linalg.fill ins(%v139 : i32) outs(%v138 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v141 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v137, %v100 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v140 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v142 = "stablehlo.convert"(%v141) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v101) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v144 = "stablehlo.slice"(%v142) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v109) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v146 = "stablehlo.multiply"(%v144, %v145) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v147 = "stablehlo.multiply"(%v146, %v143) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v148 = "stablehlo.slice"(%v142) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v149 = "stablehlo.broadcast_in_dim"(%v128) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v150 = "stablehlo.multiply"(%v148, %v149) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v151 = "stablehlo.multiply"(%v150, %v143) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v152 = "stablehlo.add"(%v147, %v151) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v153 = "stablehlo.convert"(%v102) : (tensor<16xbf16>) -> tensor<16xf32>
    %v154 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v155 = "stablehlo.add"(%v152, %v154) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v156 = "stablehlo.reshape"(%v155) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v157 = util.global.load @p8 : tensor<16x64xi8>
    %v158 = util.global.load @p9 : tensor<16xf32>
    %v159 = util.global.load @p10 : tensor<16xbf16>
    %v160 = "stablehlo.abs"(%v42) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v162 = "stablehlo.reduce"(%v160, %v161) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v164 = "stablehlo.divide"(%v162, %v163) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v165 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v166 = "stablehlo.maximum"(%v164, %v165) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v168 = "stablehlo.divide"(%v42, %v167) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = "stablehlo.round_nearest_even"(%v168) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v170 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v171 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v172 = "stablehlo.maximum"(%v169, %v170) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v173 = "stablehlo.minimum"(%v172, %v171) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v174 = "stablehlo.convert"(%v173) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v175 = "stablehlo.convert"(%v174) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v176 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v177 = "stablehlo.multiply"(%v175, %v176) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.subtract"(%v42, %v177) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v179 = "stablehlo.abs"(%v178) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v181 = "stablehlo.reduce"(%v179, %v180) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v182 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v183 = "stablehlo.divide"(%v181, %v182) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v184 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v185 = "stablehlo.maximum"(%v183, %v184) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v187 = "stablehlo.divide"(%v178, %v186) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v188 = "stablehlo.round_nearest_even"(%v187) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v189 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v190 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v191 = "stablehlo.maximum"(%v188, %v189) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v192 = "stablehlo.minimum"(%v191, %v190) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v193 = "stablehlo.convert"(%v192) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v194 = "stablehlo.concatenate"(%v174, %v193) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v195 = tensor.empty() : tensor<4x16xi32>
    %v196 = arith.constant 0 : i32
    %v197 = linalg.fill ins(%v196 : i32) outs(%v195 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v198 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v194, %v157 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v197 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v199 = "stablehlo.convert"(%v198) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v201 = "stablehlo.slice"(%v199) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v203 = "stablehlo.multiply"(%v201, %v202) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v204 = "stablehlo.multiply"(%v203, %v200) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v205 = "stablehlo.slice"(%v199) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v207 = "stablehlo.multiply"(%v205, %v206) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v208 = "stablehlo.multiply"(%v207, %v200) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v209 = "stablehlo.add"(%v204, %v208) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v210 = "stablehlo.convert"(%v159) : (tensor<16xbf16>) -> tensor<16xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v212 = "stablehlo.add"(%v209, %v211) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v213 = "stablehlo.reshape"(%v212) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v214 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v215 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v216 = "stablehlo.negate"(%v215) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v217 = "stablehlo.concatenate"(%v216, %v214) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v220 = "stablehlo.multiply"(%v99, %v218) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v221 = "stablehlo.multiply"(%v217, %v219) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v222 = "stablehlo.add"(%v220, %v221) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v223 = "stablehlo.slice"(%v156) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v224 = "stablehlo.slice"(%v156) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v225 = "stablehlo.negate"(%v224) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v226 = "stablehlo.concatenate"(%v225, %v223) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v227 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v229 = "stablehlo.multiply"(%v156, %v227) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v230 = "stablehlo.multiply"(%v226, %v228) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v231 = "stablehlo.add"(%v229, %v230) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v232 = "stablehlo.reshape"(%v222) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v233 = "stablehlo.convert"(%v232) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v234 = "stablehlo.convert"(%v231) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v235 = "stablehlo.convert"(%v213) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v236 = "stablehlo.dot_general"(%v233, %v234) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v237 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v238 = "stablehlo.select"(%v20, %v236, %v237) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v239 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<1xi32>) -> tensor<i32>
    %v241 = "stablehlo.dynamic_slice"(%arg9, %v240, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v242 = "stablehlo.reshape"(%v241) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v243 = "stablehlo.dot_general"(%v233, %v242) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x2x4x128xf32>
    %v244 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v245 = "stablehlo.select"(%v27, %v243, %v244) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v246 = "stablehlo.dynamic_slice"(%arg10, %v240, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v247 = "stablehlo.reshape"(%v246) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v248 = "stablehlo.concatenate"(%v245, %v238) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v249 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v250 = "stablehlo.multiply"(%v248, %v249) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v251 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v252 = "stablehlo.reduce"(%v250, %v251) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v252) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v254 = "stablehlo.subtract"(%v250, %v253) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v255 = "stablehlo.exponential"(%v254) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v257 = "stablehlo.reduce"(%v255, %v256) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v258 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v259 = "stablehlo.divide"(%v255, %v258) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v260 = "stablehlo.slice"(%v259) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v261 = "stablehlo.convert"(%v260) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v262 = "stablehlo.dot_general"(%v261, %v235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v263 = "stablehlo.slice"(%v259) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v264 = "stablehlo.convert"(%v263) : (tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xbf16>
    %v265 = "stablehlo.dot_general"(%v264, %v247) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x2x4x16xf32>
    %v266 = "stablehlo.add"(%v262, %v265) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v267 = "stablehlo.transpose"(%v266) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v268 = "stablehlo.reshape"(%v267) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v269 = util.global.load @p11 : tensor<64x64xi8>
    %v270 = util.global.load @p12 : tensor<64xf32>
    %v271 = "stablehlo.abs"(%v268) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v273 = "stablehlo.reduce"(%v271, %v272) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v274 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v275 = "stablehlo.divide"(%v273, %v274) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v276 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v277 = "stablehlo.maximum"(%v275, %v276) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v279 = "stablehlo.divide"(%v268, %v278) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v280 = "stablehlo.round_nearest_even"(%v279) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v281 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v282 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v283 = "stablehlo.maximum"(%v280, %v281) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.minimum"(%v283, %v282) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v285 = "stablehlo.convert"(%v284) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v286 = "stablehlo.convert"(%v285) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v287 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v288 = "stablehlo.multiply"(%v286, %v287) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v289 = "stablehlo.subtract"(%v268, %v288) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v290 = "stablehlo.abs"(%v289) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v292 = "stablehlo.reduce"(%v290, %v291) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v293 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v294 = "stablehlo.divide"(%v292, %v293) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v295 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v296 = "stablehlo.maximum"(%v294, %v295) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%v296) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v298 = "stablehlo.divide"(%v289, %v297) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v299 = "stablehlo.round_nearest_even"(%v298) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v300 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v301 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v302 = "stablehlo.maximum"(%v299, %v300) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v303 = "stablehlo.minimum"(%v302, %v301) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v304 = "stablehlo.convert"(%v303) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v305 = "stablehlo.concatenate"(%v285, %v304) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v306 = tensor.empty() : tensor<4x64xi32>
    %v307 = arith.constant 0 : i32
    %v308 = linalg.fill ins(%v307 : i32) outs(%v306 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v309 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v305, %v269 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v308 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v310 = "stablehlo.convert"(%v309) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.slice"(%v310) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v314 = "stablehlo.multiply"(%v312, %v313) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v315 = "stablehlo.multiply"(%v314, %v311) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v316 = "stablehlo.slice"(%v310) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v317 = "stablehlo.broadcast_in_dim"(%v296) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v318 = "stablehlo.multiply"(%v316, %v317) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v319 = "stablehlo.multiply"(%v318, %v311) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v320 = "stablehlo.add"(%v315, %v319) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v321 = "stablehlo.add"(%v8, %v320) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v322 = util.global.load @p1 : tensor<64xbf16>
    %v323 = "stablehlo.multiply"(%v321, %v321) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v325 = "stablehlo.reduce"(%v323, %v324) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v326 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v328 = "stablehlo.broadcast_in_dim"(%v327) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v329 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v330 = "stablehlo.add"(%v328, %v329) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v331 = "stablehlo.rsqrt"(%v330) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v332 = "stablehlo.multiply"(%v321, %v331) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v333 = "stablehlo.convert"(%v322) : (tensor<64xbf16>) -> tensor<64xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v333) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v335 = "stablehlo.multiply"(%v332, %v334) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v336 = util.global.load @p13 : tensor<160x64xi8>
    %v337 = util.global.load @p14 : tensor<160xf32>
    %v338 = "stablehlo.abs"(%v335) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v340 = "stablehlo.reduce"(%v338, %v339) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v342 = "stablehlo.divide"(%v340, %v341) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v343 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v344 = "stablehlo.maximum"(%v342, %v343) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v345 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v346 = "stablehlo.divide"(%v335, %v345) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v347 = "stablehlo.round_nearest_even"(%v346) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v348 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v349 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v350 = "stablehlo.maximum"(%v347, %v348) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v351 = "stablehlo.minimum"(%v350, %v349) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v352 = "stablehlo.convert"(%v351) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v353 = "stablehlo.convert"(%v352) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v355 = "stablehlo.multiply"(%v353, %v354) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v356 = "stablehlo.subtract"(%v335, %v355) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v357 = "stablehlo.abs"(%v356) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v358 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v359 = "stablehlo.reduce"(%v357, %v358) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v360 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v361 = "stablehlo.divide"(%v359, %v360) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v362 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v363 = "stablehlo.maximum"(%v361, %v362) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v364 = "stablehlo.broadcast_in_dim"(%v363) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v365 = "stablehlo.divide"(%v356, %v364) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v366 = "stablehlo.round_nearest_even"(%v365) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v367 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v368 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v369 = "stablehlo.maximum"(%v366, %v367) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v370 = "stablehlo.minimum"(%v369, %v368) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v371 = "stablehlo.convert"(%v370) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v372 = "stablehlo.concatenate"(%v352, %v371) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v373 = tensor.empty() : tensor<4x160xi32>
    %v374 = arith.constant 0 : i32
    %v375 = linalg.fill ins(%v374 : i32) outs(%v373 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v376 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v372, %v336 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v375 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v377 = "stablehlo.convert"(%v376) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v378 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v379 = "stablehlo.slice"(%v377) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v380 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v381 = "stablehlo.multiply"(%v379, %v380) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v382 = "stablehlo.multiply"(%v381, %v378) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v383 = "stablehlo.slice"(%v377) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v384 = "stablehlo.broadcast_in_dim"(%v363) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v385 = "stablehlo.multiply"(%v383, %v384) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v386 = "stablehlo.multiply"(%v385, %v378) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v387 = "stablehlo.add"(%v382, %v386) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v388 = "stablehlo.logistic"(%v387) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v389 = "stablehlo.multiply"(%v387, %v388) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v390 = util.global.load @p15 : tensor<160x64xi8>
    %v391 = util.global.load @p16 : tensor<160xf32>
    %v392 = "stablehlo.abs"(%v335) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v394 = "stablehlo.reduce"(%v392, %v393) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v395 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v396 = "stablehlo.divide"(%v394, %v395) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v397 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v398 = "stablehlo.maximum"(%v396, %v397) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v400 = "stablehlo.divide"(%v335, %v399) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v401 = "stablehlo.round_nearest_even"(%v400) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v402 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v403 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v404 = "stablehlo.maximum"(%v401, %v402) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v405 = "stablehlo.minimum"(%v404, %v403) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v406 = "stablehlo.convert"(%v405) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v407 = "stablehlo.convert"(%v406) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v409 = "stablehlo.multiply"(%v407, %v408) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v410 = "stablehlo.subtract"(%v335, %v409) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v411 = "stablehlo.abs"(%v410) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v412 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v413 = "stablehlo.reduce"(%v411, %v412) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v414 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v415 = "stablehlo.divide"(%v413, %v414) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v416 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v417 = "stablehlo.maximum"(%v415, %v416) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v418 = "stablehlo.broadcast_in_dim"(%v417) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v419 = "stablehlo.divide"(%v410, %v418) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v420 = "stablehlo.round_nearest_even"(%v419) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v421 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v422 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v423 = "stablehlo.maximum"(%v420, %v421) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v424 = "stablehlo.minimum"(%v423, %v422) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v425 = "stablehlo.convert"(%v424) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v426 = "stablehlo.concatenate"(%v406, %v425) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v427 = tensor.empty() : tensor<4x160xi32>
    %v428 = arith.constant 0 : i32
    %v429 = linalg.fill ins(%v428 : i32) outs(%v427 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v430 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v426, %v390 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v429 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v431 = "stablehlo.convert"(%v430) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v432 = "stablehlo.broadcast_in_dim"(%v391) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v433 = "stablehlo.slice"(%v431) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v434 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v435 = "stablehlo.multiply"(%v433, %v434) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v436 = "stablehlo.multiply"(%v435, %v432) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v437 = "stablehlo.slice"(%v431) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v438 = "stablehlo.broadcast_in_dim"(%v417) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v439 = "stablehlo.multiply"(%v437, %v438) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v440 = "stablehlo.multiply"(%v439, %v432) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v441 = "stablehlo.add"(%v436, %v440) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v442 = "stablehlo.multiply"(%v389, %v441) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v443 = util.global.load @p17 : tensor<64x160xi8>
    %v444 = util.global.load @p18 : tensor<64xf32>
    %v445 = "stablehlo.abs"(%v442) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v446 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v447 = "stablehlo.reduce"(%v445, %v446) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v448 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v449 = "stablehlo.divide"(%v447, %v448) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v450 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v451 = "stablehlo.maximum"(%v449, %v450) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v453 = "stablehlo.divide"(%v442, %v452) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v454 = "stablehlo.round_nearest_even"(%v453) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v455 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v456 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v457 = "stablehlo.maximum"(%v454, %v455) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v458 = "stablehlo.minimum"(%v457, %v456) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v459 = "stablehlo.convert"(%v458) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v460 = "stablehlo.convert"(%v459) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v461 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v462 = "stablehlo.multiply"(%v460, %v461) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v463 = "stablehlo.subtract"(%v442, %v462) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v464 = "stablehlo.abs"(%v463) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v465 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v466 = "stablehlo.reduce"(%v464, %v465) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v467 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v468 = "stablehlo.divide"(%v466, %v467) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v469 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v470 = "stablehlo.maximum"(%v468, %v469) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v471 = "stablehlo.broadcast_in_dim"(%v470) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v472 = "stablehlo.divide"(%v463, %v471) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v473 = "stablehlo.round_nearest_even"(%v472) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v474 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v475 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v476 = "stablehlo.maximum"(%v473, %v474) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v477 = "stablehlo.minimum"(%v476, %v475) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v478 = "stablehlo.convert"(%v477) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v479 = "stablehlo.concatenate"(%v459, %v478) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v480 = tensor.empty() : tensor<4x64xi32>
    %v481 = arith.constant 0 : i32
    %v482 = linalg.fill ins(%v481 : i32) outs(%v480 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v483 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v479, %v443 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v482 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v484 = "stablehlo.convert"(%v483) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v485 = "stablehlo.broadcast_in_dim"(%v444) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v486 = "stablehlo.slice"(%v484) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v487 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v488 = "stablehlo.multiply"(%v486, %v487) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v489 = "stablehlo.multiply"(%v488, %v485) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v490 = "stablehlo.slice"(%v484) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v491 = "stablehlo.broadcast_in_dim"(%v470) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v492 = "stablehlo.multiply"(%v490, %v491) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v493 = "stablehlo.multiply"(%v492, %v485) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v494 = "stablehlo.add"(%v489, %v493) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v495 = "stablehlo.add"(%v321, %v494) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v496 = "stablehlo.transpose"(%v234) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v497 = "stablehlo.reshape"(%v496) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v498 = "stablehlo.transpose"(%v235) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v499 = "stablehlo.reshape"(%v498) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v500 = util.global.load @p19 : tensor<64xbf16>
    %v501 = "stablehlo.multiply"(%v495, %v495) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v502 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v503 = "stablehlo.reduce"(%v501, %v502) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v504 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v505 = "stablehlo.multiply"(%v503, %v504) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v506 = "stablehlo.broadcast_in_dim"(%v505) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v507 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v508 = "stablehlo.add"(%v506, %v507) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v509 = "stablehlo.rsqrt"(%v508) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v510 = "stablehlo.multiply"(%v495, %v509) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v511 = "stablehlo.convert"(%v500) : (tensor<64xbf16>) -> tensor<64xf32>
    %v512 = "stablehlo.broadcast_in_dim"(%v511) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v513 = "stablehlo.multiply"(%v510, %v512) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v514 = util.global.load @p21 : tensor<64x64xi8>
    %v515 = util.global.load @p22 : tensor<64xf32>
    %v516 = util.global.load @p23 : tensor<64xbf16>
    %v517 = "stablehlo.abs"(%v513) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v518 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v519 = "stablehlo.reduce"(%v517, %v518) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v520 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v521 = "stablehlo.divide"(%v519, %v520) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v522 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v523 = "stablehlo.maximum"(%v521, %v522) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v524 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v525 = "stablehlo.divide"(%v513, %v524) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v526 = "stablehlo.round_nearest_even"(%v525) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v527 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v528 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v529 = "stablehlo.maximum"(%v526, %v527) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v530 = "stablehlo.minimum"(%v529, %v528) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v531 = "stablehlo.convert"(%v530) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v532 = "stablehlo.convert"(%v531) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v533 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v534 = "stablehlo.multiply"(%v532, %v533) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v535 = "stablehlo.subtract"(%v513, %v534) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v536 = "stablehlo.abs"(%v535) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v537 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v538 = "stablehlo.reduce"(%v536, %v537) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v539 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v540 = "stablehlo.divide"(%v538, %v539) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v541 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v542 = "stablehlo.maximum"(%v540, %v541) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v543 = "stablehlo.broadcast_in_dim"(%v542) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v544 = "stablehlo.divide"(%v535, %v543) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v545 = "stablehlo.round_nearest_even"(%v544) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v546 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v547 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v548 = "stablehlo.maximum"(%v545, %v546) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v549 = "stablehlo.minimum"(%v548, %v547) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v550 = "stablehlo.convert"(%v549) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v551 = "stablehlo.concatenate"(%v531, %v550) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v552 = tensor.empty() : tensor<4x64xi32>
    %v553 = arith.constant 0 : i32
    %v554 = linalg.fill ins(%v553 : i32) outs(%v552 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v555 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v551, %v514 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v554 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v556 = "stablehlo.convert"(%v555) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v557 = "stablehlo.broadcast_in_dim"(%v515) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v558 = "stablehlo.slice"(%v556) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v559 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v560 = "stablehlo.multiply"(%v558, %v559) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v561 = "stablehlo.multiply"(%v560, %v557) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v562 = "stablehlo.slice"(%v556) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v563 = "stablehlo.broadcast_in_dim"(%v542) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v564 = "stablehlo.multiply"(%v562, %v563) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v565 = "stablehlo.multiply"(%v564, %v557) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v566 = "stablehlo.add"(%v561, %v565) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v567 = "stablehlo.convert"(%v516) : (tensor<64xbf16>) -> tensor<64xf32>
    %v568 = "stablehlo.broadcast_in_dim"(%v567) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v569 = "stablehlo.add"(%v566, %v568) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v570 = "stablehlo.reshape"(%v569) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v571 = util.global.load @p24 : tensor<16x64xi8>
    %v572 = util.global.load @p25 : tensor<16xf32>
    %v573 = util.global.load @p26 : tensor<16xbf16>
    %v574 = "stablehlo.abs"(%v513) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v575 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v576 = "stablehlo.reduce"(%v574, %v575) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v577 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v578 = "stablehlo.divide"(%v576, %v577) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v579 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v580 = "stablehlo.maximum"(%v578, %v579) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v581 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v582 = "stablehlo.divide"(%v513, %v581) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v583 = "stablehlo.round_nearest_even"(%v582) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v584 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v585 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v586 = "stablehlo.maximum"(%v583, %v584) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v587 = "stablehlo.minimum"(%v586, %v585) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v588 = "stablehlo.convert"(%v587) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v589 = "stablehlo.convert"(%v588) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v590 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v591 = "stablehlo.multiply"(%v589, %v590) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v592 = "stablehlo.subtract"(%v513, %v591) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v593 = "stablehlo.abs"(%v592) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v594 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v595 = "stablehlo.reduce"(%v593, %v594) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v596 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v597 = "stablehlo.divide"(%v595, %v596) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v598 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v599 = "stablehlo.maximum"(%v597, %v598) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v600 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v601 = "stablehlo.divide"(%v592, %v600) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v602 = "stablehlo.round_nearest_even"(%v601) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v603 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v604 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v605 = "stablehlo.maximum"(%v602, %v603) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v606 = "stablehlo.minimum"(%v605, %v604) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v607 = "stablehlo.convert"(%v606) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v608 = "stablehlo.concatenate"(%v588, %v607) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v609 = tensor.empty() : tensor<4x16xi32>
    %v610 = arith.constant 0 : i32
    %v611 = linalg.fill ins(%v610 : i32) outs(%v609 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v612 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v608, %v571 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v611 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v613 = "stablehlo.convert"(%v612) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v614 = "stablehlo.broadcast_in_dim"(%v572) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v615 = "stablehlo.slice"(%v613) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v616 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v617 = "stablehlo.multiply"(%v615, %v616) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v618 = "stablehlo.multiply"(%v617, %v614) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v619 = "stablehlo.slice"(%v613) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v620 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v621 = "stablehlo.multiply"(%v619, %v620) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v622 = "stablehlo.multiply"(%v621, %v614) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v623 = "stablehlo.add"(%v618, %v622) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v624 = "stablehlo.convert"(%v573) : (tensor<16xbf16>) -> tensor<16xf32>
    %v625 = "stablehlo.broadcast_in_dim"(%v624) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v626 = "stablehlo.add"(%v623, %v625) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v627 = "stablehlo.reshape"(%v626) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v628 = util.global.load @p27 : tensor<16x64xi8>
    %v629 = util.global.load @p28 : tensor<16xf32>
    %v630 = util.global.load @p29 : tensor<16xbf16>
    %v631 = "stablehlo.abs"(%v513) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v632 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v633 = "stablehlo.reduce"(%v631, %v632) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v634 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v635 = "stablehlo.divide"(%v633, %v634) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v636 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v637 = "stablehlo.maximum"(%v635, %v636) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v638 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v639 = "stablehlo.divide"(%v513, %v638) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v640 = "stablehlo.round_nearest_even"(%v639) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v641 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v642 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v643 = "stablehlo.maximum"(%v640, %v641) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v644 = "stablehlo.minimum"(%v643, %v642) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v645 = "stablehlo.convert"(%v644) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v646 = "stablehlo.convert"(%v645) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v647 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v648 = "stablehlo.multiply"(%v646, %v647) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v649 = "stablehlo.subtract"(%v513, %v648) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v650 = "stablehlo.abs"(%v649) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v651 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v652 = "stablehlo.reduce"(%v650, %v651) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v653 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v654 = "stablehlo.divide"(%v652, %v653) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v655 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v656 = "stablehlo.maximum"(%v654, %v655) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v657 = "stablehlo.broadcast_in_dim"(%v656) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v658 = "stablehlo.divide"(%v649, %v657) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v659 = "stablehlo.round_nearest_even"(%v658) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v660 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v661 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v662 = "stablehlo.maximum"(%v659, %v660) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v663 = "stablehlo.minimum"(%v662, %v661) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v664 = "stablehlo.convert"(%v663) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v665 = "stablehlo.concatenate"(%v645, %v664) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v666 = tensor.empty() : tensor<4x16xi32>
    %v667 = arith.constant 0 : i32
    %v668 = linalg.fill ins(%v667 : i32) outs(%v666 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v669 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v665, %v628 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v668 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v670 = "stablehlo.convert"(%v669) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v671 = "stablehlo.broadcast_in_dim"(%v629) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v672 = "stablehlo.slice"(%v670) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v673 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v674 = "stablehlo.multiply"(%v672, %v673) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v675 = "stablehlo.multiply"(%v674, %v671) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v676 = "stablehlo.slice"(%v670) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v677 = "stablehlo.broadcast_in_dim"(%v656) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v678 = "stablehlo.multiply"(%v676, %v677) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v679 = "stablehlo.multiply"(%v678, %v671) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v680 = "stablehlo.add"(%v675, %v679) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v681 = "stablehlo.convert"(%v630) : (tensor<16xbf16>) -> tensor<16xf32>
    %v682 = "stablehlo.broadcast_in_dim"(%v681) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v683 = "stablehlo.add"(%v680, %v682) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v684 = "stablehlo.reshape"(%v683) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v685 = "stablehlo.slice"(%v570) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v686 = "stablehlo.slice"(%v570) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v687 = "stablehlo.negate"(%v686) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v688 = "stablehlo.concatenate"(%v687, %v685) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v689 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v690 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v691 = "stablehlo.multiply"(%v570, %v689) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v692 = "stablehlo.multiply"(%v688, %v690) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v693 = "stablehlo.add"(%v691, %v692) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v694 = "stablehlo.slice"(%v627) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v695 = "stablehlo.slice"(%v627) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v696 = "stablehlo.negate"(%v695) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v697 = "stablehlo.concatenate"(%v696, %v694) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v698 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v699 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v700 = "stablehlo.multiply"(%v627, %v698) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v701 = "stablehlo.multiply"(%v697, %v699) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v702 = "stablehlo.add"(%v700, %v701) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v703 = "stablehlo.reshape"(%v693) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v704 = "stablehlo.convert"(%v703) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v705 = "stablehlo.convert"(%v702) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v706 = "stablehlo.convert"(%v684) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v707 = "stablehlo.dot_general"(%v704, %v705) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x2xf32>
    %v708 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x2xf32>
    %v709 = "stablehlo.select"(%v20, %v707, %v708) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v710 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v711 = "stablehlo.reshape"(%v710) : (tensor<1xi32>) -> tensor<i32>
    %v712 = "stablehlo.dynamic_slice"(%arg9, %v711, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v713 = "stablehlo.reshape"(%v712) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v714 = "stablehlo.dot_general"(%v704, %v713) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<2x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x2x4x128xf32>
    %v715 = stablehlo.constant dense<0xFF800000> : tensor<1x2x4x128xf32>
    %v716 = "stablehlo.select"(%v27, %v714, %v715) : (tensor<1x2x4x128xi1>, tensor<1x2x4x128xf32>, tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xf32>
    %v717 = "stablehlo.dynamic_slice"(%arg10, %v711, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v718 = "stablehlo.reshape"(%v717) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v719 = "stablehlo.concatenate"(%v716, %v709) {dimension = 3 : i64} : (tensor<1x2x4x128xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x130xf32>
    %v720 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x2x4x130xf32>
    %v721 = "stablehlo.multiply"(%v719, %v720) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v722 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v723 = "stablehlo.reduce"(%v721, %v722) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v724 = "stablehlo.broadcast_in_dim"(%v723) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v725 = "stablehlo.subtract"(%v721, %v724) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v726 = "stablehlo.exponential"(%v725) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v727 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v728 = "stablehlo.reduce"(%v726, %v727) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v729 = "stablehlo.broadcast_in_dim"(%v728) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v730 = "stablehlo.divide"(%v726, %v729) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v731 = "stablehlo.slice"(%v730) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 2, 4, 130>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x2xf32>
    %v732 = "stablehlo.convert"(%v731) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xbf16>
    %v733 = "stablehlo.dot_general"(%v732, %v706) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x2x4x2xbf16>, tensor<2x1x16xbf16>) -> tensor<1x2x4x16xf32>
    %v734 = "stablehlo.slice"(%v730) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 2, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x128xf32>
    %v735 = "stablehlo.convert"(%v734) : (tensor<1x2x4x128xf32>) -> tensor<1x2x4x128xbf16>
    %v736 = "stablehlo.dot_general"(%v735, %v718) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x2x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x2x4x16xf32>
    %v737 = "stablehlo.add"(%v733, %v736) : (tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v738 = "stablehlo.transpose"(%v737) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v739 = "stablehlo.reshape"(%v738) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v740 = util.global.load @p30 : tensor<64x64xi8>
    %v741 = util.global.load @p31 : tensor<64xf32>
    %v742 = "stablehlo.abs"(%v739) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v743 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v744 = "stablehlo.reduce"(%v742, %v743) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v745 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v746 = "stablehlo.divide"(%v744, %v745) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v747 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v748 = "stablehlo.maximum"(%v746, %v747) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v749 = "stablehlo.broadcast_in_dim"(%v748) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v750 = "stablehlo.divide"(%v739, %v749) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v751 = "stablehlo.round_nearest_even"(%v750) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v752 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v753 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v754 = "stablehlo.maximum"(%v751, %v752) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v755 = "stablehlo.minimum"(%v754, %v753) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v756 = "stablehlo.convert"(%v755) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v757 = "stablehlo.convert"(%v756) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v758 = "stablehlo.broadcast_in_dim"(%v748) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v759 = "stablehlo.multiply"(%v757, %v758) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v760 = "stablehlo.subtract"(%v739, %v759) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v761 = "stablehlo.abs"(%v760) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v762 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v763 = "stablehlo.reduce"(%v761, %v762) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v764 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v765 = "stablehlo.divide"(%v763, %v764) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v766 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v767 = "stablehlo.maximum"(%v765, %v766) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v768 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v769 = "stablehlo.divide"(%v760, %v768) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v770 = "stablehlo.round_nearest_even"(%v769) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v771 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v772 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v773 = "stablehlo.maximum"(%v770, %v771) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v774 = "stablehlo.minimum"(%v773, %v772) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v775 = "stablehlo.convert"(%v774) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v776 = "stablehlo.concatenate"(%v756, %v775) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v777 = tensor.empty() : tensor<4x64xi32>
    %v778 = arith.constant 0 : i32
    %v779 = linalg.fill ins(%v778 : i32) outs(%v777 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v780 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v776, %v740 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v779 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v781 = "stablehlo.convert"(%v780) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v782 = "stablehlo.broadcast_in_dim"(%v741) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v783 = "stablehlo.slice"(%v781) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v784 = "stablehlo.broadcast_in_dim"(%v748) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v785 = "stablehlo.multiply"(%v783, %v784) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v786 = "stablehlo.multiply"(%v785, %v782) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v787 = "stablehlo.slice"(%v781) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v788 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v789 = "stablehlo.multiply"(%v787, %v788) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v790 = "stablehlo.multiply"(%v789, %v782) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v791 = "stablehlo.add"(%v786, %v790) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v792 = "stablehlo.add"(%v495, %v791) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v793 = util.global.load @p20 : tensor<64xbf16>
    %v794 = "stablehlo.multiply"(%v792, %v792) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v795 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v796 = "stablehlo.reduce"(%v794, %v795) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v797 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v798 = "stablehlo.multiply"(%v796, %v797) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v799 = "stablehlo.broadcast_in_dim"(%v798) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v800 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v801 = "stablehlo.add"(%v799, %v800) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v802 = "stablehlo.rsqrt"(%v801) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v803 = "stablehlo.multiply"(%v792, %v802) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v804 = "stablehlo.convert"(%v793) : (tensor<64xbf16>) -> tensor<64xf32>
    %v805 = "stablehlo.broadcast_in_dim"(%v804) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v806 = "stablehlo.multiply"(%v803, %v805) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v807 = util.global.load @p32 : tensor<160x64xi8>
    %v808 = util.global.load @p33 : tensor<160xf32>
    %v809 = "stablehlo.abs"(%v806) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v810 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v811 = "stablehlo.reduce"(%v809, %v810) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v812 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v813 = "stablehlo.divide"(%v811, %v812) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v814 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v815 = "stablehlo.maximum"(%v813, %v814) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v816 = "stablehlo.broadcast_in_dim"(%v815) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v817 = "stablehlo.divide"(%v806, %v816) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v818 = "stablehlo.round_nearest_even"(%v817) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v819 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v820 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v821 = "stablehlo.maximum"(%v818, %v819) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v822 = "stablehlo.minimum"(%v821, %v820) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v823 = "stablehlo.convert"(%v822) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v824 = "stablehlo.convert"(%v823) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v825 = "stablehlo.broadcast_in_dim"(%v815) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v826 = "stablehlo.multiply"(%v824, %v825) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v827 = "stablehlo.subtract"(%v806, %v826) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v828 = "stablehlo.abs"(%v827) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v829 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v830 = "stablehlo.reduce"(%v828, %v829) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v831 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v832 = "stablehlo.divide"(%v830, %v831) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v833 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v834 = "stablehlo.maximum"(%v832, %v833) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v835 = "stablehlo.broadcast_in_dim"(%v834) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v836 = "stablehlo.divide"(%v827, %v835) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v837 = "stablehlo.round_nearest_even"(%v836) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v838 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v839 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v840 = "stablehlo.maximum"(%v837, %v838) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v841 = "stablehlo.minimum"(%v840, %v839) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v842 = "stablehlo.convert"(%v841) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v843 = "stablehlo.concatenate"(%v823, %v842) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v844 = tensor.empty() : tensor<4x160xi32>
    %v845 = arith.constant 0 : i32
    %v846 = linalg.fill ins(%v845 : i32) outs(%v844 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v847 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v843, %v807 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v846 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v848 = "stablehlo.convert"(%v847) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v849 = "stablehlo.broadcast_in_dim"(%v808) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v850 = "stablehlo.slice"(%v848) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v851 = "stablehlo.broadcast_in_dim"(%v815) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v852 = "stablehlo.multiply"(%v850, %v851) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v853 = "stablehlo.multiply"(%v852, %v849) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v854 = "stablehlo.slice"(%v848) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v855 = "stablehlo.broadcast_in_dim"(%v834) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v856 = "stablehlo.multiply"(%v854, %v855) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v857 = "stablehlo.multiply"(%v856, %v849) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v858 = "stablehlo.add"(%v853, %v857) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v859 = "stablehlo.logistic"(%v858) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v860 = "stablehlo.multiply"(%v858, %v859) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v861 = util.global.load @p34 : tensor<160x64xi8>
    %v862 = util.global.load @p35 : tensor<160xf32>
    %v863 = "stablehlo.abs"(%v806) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v864 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v865 = "stablehlo.reduce"(%v863, %v864) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v866 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v867 = "stablehlo.divide"(%v865, %v866) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v868 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v869 = "stablehlo.maximum"(%v867, %v868) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v870 = "stablehlo.broadcast_in_dim"(%v869) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v871 = "stablehlo.divide"(%v806, %v870) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v872 = "stablehlo.round_nearest_even"(%v871) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v873 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v874 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v875 = "stablehlo.maximum"(%v872, %v873) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v876 = "stablehlo.minimum"(%v875, %v874) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v877 = "stablehlo.convert"(%v876) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v878 = "stablehlo.convert"(%v877) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v879 = "stablehlo.broadcast_in_dim"(%v869) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v880 = "stablehlo.multiply"(%v878, %v879) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v881 = "stablehlo.subtract"(%v806, %v880) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v882 = "stablehlo.abs"(%v881) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v883 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v884 = "stablehlo.reduce"(%v882, %v883) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v885 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v886 = "stablehlo.divide"(%v884, %v885) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v887 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v888 = "stablehlo.maximum"(%v886, %v887) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v889 = "stablehlo.broadcast_in_dim"(%v888) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v890 = "stablehlo.divide"(%v881, %v889) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v891 = "stablehlo.round_nearest_even"(%v890) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v892 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v893 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v894 = "stablehlo.maximum"(%v891, %v892) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v895 = "stablehlo.minimum"(%v894, %v893) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v896 = "stablehlo.convert"(%v895) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v897 = "stablehlo.concatenate"(%v877, %v896) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v898 = tensor.empty() : tensor<4x160xi32>
    %v899 = arith.constant 0 : i32
    %v900 = linalg.fill ins(%v899 : i32) outs(%v898 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v901 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v897, %v861 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v900 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v902 = "stablehlo.convert"(%v901) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v903 = "stablehlo.broadcast_in_dim"(%v862) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v904 = "stablehlo.slice"(%v902) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v905 = "stablehlo.broadcast_in_dim"(%v869) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v906 = "stablehlo.multiply"(%v904, %v905) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v907 = "stablehlo.multiply"(%v906, %v903) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v908 = "stablehlo.slice"(%v902) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v909 = "stablehlo.broadcast_in_dim"(%v888) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v910 = "stablehlo.multiply"(%v908, %v909) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v911 = "stablehlo.multiply"(%v910, %v903) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v912 = "stablehlo.add"(%v907, %v911) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v913 = "stablehlo.multiply"(%v860, %v912) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v914 = util.global.load @p36 : tensor<64x160xi8>
    %v915 = util.global.load @p37 : tensor<64xf32>
    %v916 = "stablehlo.abs"(%v913) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v917 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v918 = "stablehlo.reduce"(%v916, %v917) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v919 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v920 = "stablehlo.divide"(%v918, %v919) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v921 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v922 = "stablehlo.maximum"(%v920, %v921) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v923 = "stablehlo.broadcast_in_dim"(%v922) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v924 = "stablehlo.divide"(%v913, %v923) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v925 = "stablehlo.round_nearest_even"(%v924) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v926 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v927 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v928 = "stablehlo.maximum"(%v925, %v926) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v929 = "stablehlo.minimum"(%v928, %v927) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v930 = "stablehlo.convert"(%v929) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v931 = "stablehlo.convert"(%v930) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v932 = "stablehlo.broadcast_in_dim"(%v922) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v933 = "stablehlo.multiply"(%v931, %v932) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v934 = "stablehlo.subtract"(%v913, %v933) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v935 = "stablehlo.abs"(%v934) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v936 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v937 = "stablehlo.reduce"(%v935, %v936) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v938 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v939 = "stablehlo.divide"(%v937, %v938) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v940 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v941 = "stablehlo.maximum"(%v939, %v940) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v942 = "stablehlo.broadcast_in_dim"(%v941) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v943 = "stablehlo.divide"(%v934, %v942) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v944 = "stablehlo.round_nearest_even"(%v943) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v945 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v946 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v947 = "stablehlo.maximum"(%v944, %v945) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v948 = "stablehlo.minimum"(%v947, %v946) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v949 = "stablehlo.convert"(%v948) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v950 = "stablehlo.concatenate"(%v930, %v949) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v951 = tensor.empty() : tensor<4x64xi32>
    %v952 = arith.constant 0 : i32
    %v953 = linalg.fill ins(%v952 : i32) outs(%v951 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v954 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v950, %v914 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v953 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v955 = "stablehlo.convert"(%v954) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v956 = "stablehlo.broadcast_in_dim"(%v915) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v957 = "stablehlo.slice"(%v955) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v958 = "stablehlo.broadcast_in_dim"(%v922) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v959 = "stablehlo.multiply"(%v957, %v958) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v960 = "stablehlo.multiply"(%v959, %v956) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v961 = "stablehlo.slice"(%v955) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v962 = "stablehlo.broadcast_in_dim"(%v941) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v963 = "stablehlo.multiply"(%v961, %v962) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v964 = "stablehlo.multiply"(%v963, %v956) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v965 = "stablehlo.add"(%v960, %v964) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v966 = "stablehlo.add"(%v792, %v965) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v967 = "stablehlo.transpose"(%v705) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v968 = "stablehlo.reshape"(%v967) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v969 = "stablehlo.transpose"(%v706) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v970 = "stablehlo.reshape"(%v969) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v971 = "stablehlo.concatenate"(%v497, %v968) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v972 = "stablehlo.concatenate"(%v499, %v970) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v973 = "stablehlo.dynamic_slice"(%v966, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v974 = util.global.load @p41 : tensor<64xbf16>
    %v975 = "stablehlo.multiply"(%v973, %v973) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v976 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v977 = "stablehlo.reduce"(%v975, %v976) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v978 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v979 = "stablehlo.multiply"(%v977, %v978) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v980 = "stablehlo.broadcast_in_dim"(%v979) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v981 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v982 = "stablehlo.add"(%v980, %v981) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v983 = "stablehlo.rsqrt"(%v982) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v984 = "stablehlo.multiply"(%v973, %v983) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v985 = "stablehlo.convert"(%v974) : (tensor<64xbf16>) -> tensor<64xf32>
    %v986 = "stablehlo.broadcast_in_dim"(%v985) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v987 = "stablehlo.multiply"(%v984, %v986) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v988 = util.global.load @p39 : tensor<151936x64xi8>
    %v989 = util.global.load @p40 : tensor<151936xf32>
    %v990 = "stablehlo.abs"(%v987) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v991 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v992 = "stablehlo.reduce"(%v990, %v991) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v993 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v994 = "stablehlo.divide"(%v992, %v993) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v995 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v996 = "stablehlo.maximum"(%v994, %v995) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v997 = "stablehlo.broadcast_in_dim"(%v996) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v998 = "stablehlo.divide"(%v987, %v997) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v999 = "stablehlo.round_nearest_even"(%v998) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1000 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v1001 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v1002 = "stablehlo.maximum"(%v999, %v1000) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1003 = "stablehlo.minimum"(%v1002, %v1001) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1004 = "stablehlo.convert"(%v1003) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v1005 = "stablehlo.convert"(%v1004) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v1006 = "stablehlo.broadcast_in_dim"(%v996) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v1007 = "stablehlo.multiply"(%v1005, %v1006) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1008 = "stablehlo.subtract"(%v987, %v1007) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1009 = "stablehlo.abs"(%v1008) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1010 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1011 = "stablehlo.reduce"(%v1009, %v1010) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v1012 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v1013 = "stablehlo.divide"(%v1011, %v1012) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v1014 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v1015 = "stablehlo.maximum"(%v1013, %v1014) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v1016 = "stablehlo.broadcast_in_dim"(%v1015) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v1017 = "stablehlo.divide"(%v1008, %v1016) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1018 = "stablehlo.round_nearest_even"(%v1017) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1019 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v1020 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v1021 = "stablehlo.maximum"(%v1018, %v1019) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1022 = "stablehlo.minimum"(%v1021, %v1020) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1023 = "stablehlo.convert"(%v1022) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v1024 = "stablehlo.concatenate"(%v1004, %v1023) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v1025 = tensor.empty() : tensor<2x151936xi32>
    %v1026 = arith.constant 0 : i32
    %v1027 = linalg.fill ins(%v1026 : i32) outs(%v1025 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v1028 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v1024, %v988 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v1027 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v1029 = "stablehlo.convert"(%v1028) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v1030 = "stablehlo.broadcast_in_dim"(%v989) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v1031 = "stablehlo.slice"(%v1029) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1032 = "stablehlo.broadcast_in_dim"(%v996) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1033 = "stablehlo.multiply"(%v1031, %v1032) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1034 = "stablehlo.multiply"(%v1033, %v1030) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1035 = "stablehlo.slice"(%v1029) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1036 = "stablehlo.broadcast_in_dim"(%v1015) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1037 = "stablehlo.multiply"(%v1035, %v1036) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1038 = "stablehlo.multiply"(%v1037, %v1030) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1039 = "stablehlo.add"(%v1034, %v1038) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v1039, %v966, %v971, %v972 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
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
    %v36 = "stablehlo.abs"(%v35) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v38 = "stablehlo.reduce"(%v36, %v37) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v39 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v40 = "stablehlo.divide"(%v38, %v39) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v41 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v42 = "stablehlo.maximum"(%v40, %v41) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v44 = "stablehlo.divide"(%v35, %v43) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v45 = "stablehlo.round_nearest_even"(%v44) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v46 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v47 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v48 = "stablehlo.maximum"(%v45, %v46) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v49 = "stablehlo.minimum"(%v48, %v47) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v50 = "stablehlo.convert"(%v49) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v51 = "stablehlo.concatenate"(%v31, %v50) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v52 = tensor.empty() : tensor<4x151936xi32>
    %v53 = arith.constant 0 : i32
    %v54 = linalg.fill ins(%v53 : i32) outs(%v52 : tensor<4x151936xi32>) -> tensor<4x151936xi32>
    %v55 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v51, %v15 : tensor<4x64xi8>, tensor<151936x64xi8>) outs(%v54 : tensor<4x151936xi32>) {iree.opt.data_tiling} -> tensor<4x151936xi32>
    %v56 = "stablehlo.convert"(%v55) : (tensor<4x151936xi32>) -> tensor<4x151936xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v58 = "stablehlo.slice"(%v56) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v59 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v60 = "stablehlo.multiply"(%v58, %v59) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v61 = "stablehlo.multiply"(%v60, %v57) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v62 = "stablehlo.slice"(%v56) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v64 = "stablehlo.multiply"(%v62, %v63) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v65 = "stablehlo.multiply"(%v64, %v57) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v66 = "stablehlo.add"(%v61, %v65) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v66 : tensor<2x151936xf32>
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
    %v58 = "stablehlo.abs"(%v57) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v60 = "stablehlo.reduce"(%v58, %v59) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v61 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v62 = "stablehlo.divide"(%v60, %v61) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v63 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v64 = "stablehlo.maximum"(%v62, %v63) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v66 = "stablehlo.divide"(%v57, %v65) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v67 = "stablehlo.round_nearest_even"(%v66) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v68 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v69 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v70 = "stablehlo.maximum"(%v67, %v68) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v71 = "stablehlo.minimum"(%v70, %v69) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v72 = "stablehlo.convert"(%v71) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v73 = "stablehlo.concatenate"(%v53, %v72) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v74 = tensor.empty() : tensor<32x64xi32>
    %v75 = arith.constant 0 : i32
    %v76 = linalg.fill ins(%v75 : i32) outs(%v74 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v77 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v73, %v36 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v76 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v78 = "stablehlo.convert"(%v77) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v80 = "stablehlo.slice"(%v78) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v82 = "stablehlo.multiply"(%v80, %v81) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v83 = "stablehlo.multiply"(%v82, %v79) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v84 = "stablehlo.slice"(%v78) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v86 = "stablehlo.multiply"(%v84, %v85) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v87 = "stablehlo.multiply"(%v86, %v79) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v88 = "stablehlo.add"(%v83, %v87) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v89 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v91 = "stablehlo.add"(%v88, %v90) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v93 = util.global.load @p5 : tensor<16x64xi8>
    %v94 = util.global.load @p6 : tensor<16xf32>
    %v95 = util.global.load @p7 : tensor<16xbf16>
    %v96 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v98 = "stablehlo.reduce"(%v96, %v97) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v99 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v100 = "stablehlo.divide"(%v98, %v99) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v101 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v102 = "stablehlo.maximum"(%v100, %v101) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v104 = "stablehlo.divide"(%v35, %v103) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v105 = "stablehlo.round_nearest_even"(%v104) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v106 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v107 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v108 = "stablehlo.maximum"(%v105, %v106) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v109 = "stablehlo.minimum"(%v108, %v107) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v110 = "stablehlo.convert"(%v109) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v111 = "stablehlo.convert"(%v110) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v113 = "stablehlo.multiply"(%v111, %v112) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v114 = "stablehlo.subtract"(%v35, %v113) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v115 = "stablehlo.abs"(%v114) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v117 = "stablehlo.reduce"(%v115, %v116) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v118 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v119 = "stablehlo.divide"(%v117, %v118) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v120 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v121 = "stablehlo.maximum"(%v119, %v120) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v123 = "stablehlo.divide"(%v114, %v122) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v124 = "stablehlo.round_nearest_even"(%v123) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v125 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v126 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v127 = "stablehlo.maximum"(%v124, %v125) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v128 = "stablehlo.minimum"(%v127, %v126) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v129 = "stablehlo.convert"(%v128) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v130 = "stablehlo.concatenate"(%v110, %v129) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v131 = tensor.empty() : tensor<32x16xi32>
    %v132 = arith.constant 0 : i32
    %v133 = linalg.fill ins(%v132 : i32) outs(%v131 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v130, %v93 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v133 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v135 = "stablehlo.convert"(%v134) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v137 = "stablehlo.slice"(%v135) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v140 = "stablehlo.multiply"(%v139, %v136) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v141 = "stablehlo.slice"(%v135) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v143 = "stablehlo.multiply"(%v141, %v142) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v144 = "stablehlo.multiply"(%v143, %v136) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v145 = "stablehlo.add"(%v140, %v144) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v146 = "stablehlo.convert"(%v95) : (tensor<16xbf16>) -> tensor<16xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v146) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v148 = "stablehlo.add"(%v145, %v147) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v149 = "stablehlo.reshape"(%v148) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v150 = util.global.load @p8 : tensor<16x64xi8>
    %v151 = util.global.load @p9 : tensor<16xf32>
    %v152 = util.global.load @p10 : tensor<16xbf16>
    %v153 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v154 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v155 = "stablehlo.reduce"(%v153, %v154) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v156 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v157 = "stablehlo.divide"(%v155, %v156) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v158 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v159 = "stablehlo.maximum"(%v157, %v158) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v160 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v161 = "stablehlo.divide"(%v35, %v160) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v162 = "stablehlo.round_nearest_even"(%v161) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v163 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v164 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v165 = "stablehlo.maximum"(%v162, %v163) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v166 = "stablehlo.minimum"(%v165, %v164) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v167 = "stablehlo.convert"(%v166) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v168 = "stablehlo.convert"(%v167) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v170 = "stablehlo.multiply"(%v168, %v169) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v171 = "stablehlo.subtract"(%v35, %v170) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v172 = "stablehlo.abs"(%v171) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v174 = "stablehlo.reduce"(%v172, %v173) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v175 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v176 = "stablehlo.divide"(%v174, %v175) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v177 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v178 = "stablehlo.maximum"(%v176, %v177) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v180 = "stablehlo.divide"(%v171, %v179) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v181 = "stablehlo.round_nearest_even"(%v180) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v182 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v183 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v184 = "stablehlo.maximum"(%v181, %v182) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v185 = "stablehlo.minimum"(%v184, %v183) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v186 = "stablehlo.convert"(%v185) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v187 = "stablehlo.concatenate"(%v167, %v186) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v188 = tensor.empty() : tensor<32x16xi32>
    %v189 = arith.constant 0 : i32
    %v190 = linalg.fill ins(%v189 : i32) outs(%v188 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v191 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v187, %v150 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v190 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v192 = "stablehlo.convert"(%v191) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v194 = "stablehlo.slice"(%v192) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v196 = "stablehlo.multiply"(%v194, %v195) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v197 = "stablehlo.multiply"(%v196, %v193) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v198 = "stablehlo.slice"(%v192) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v200 = "stablehlo.multiply"(%v198, %v199) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v201 = "stablehlo.multiply"(%v200, %v193) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v202 = "stablehlo.add"(%v197, %v201) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v203 = "stablehlo.convert"(%v152) : (tensor<16xbf16>) -> tensor<16xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v205 = "stablehlo.add"(%v202, %v204) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v207 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v208 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v209 = "stablehlo.negate"(%v208) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v210 = "stablehlo.concatenate"(%v209, %v207) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v213 = "stablehlo.multiply"(%v92, %v211) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v214 = "stablehlo.multiply"(%v210, %v212) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v215 = "stablehlo.add"(%v213, %v214) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v216 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v217 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v218 = "stablehlo.negate"(%v217) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v219 = "stablehlo.concatenate"(%v218, %v216) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v221 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v222 = "stablehlo.multiply"(%v149, %v220) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v223 = "stablehlo.multiply"(%v219, %v221) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v224 = "stablehlo.add"(%v222, %v223) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v225 = "stablehlo.reshape"(%v215) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v226 = "stablehlo.convert"(%v225) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v227 = "stablehlo.convert"(%v224) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v228 = "stablehlo.convert"(%v206) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v229 = "stablehlo.dot_general"(%v226, %v227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v230 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v231 = "stablehlo.select"(%v20, %v229, %v230) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v232 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v233 = "stablehlo.reshape"(%v232) : (tensor<1xi32>) -> tensor<i32>
    %v234 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v235 = "stablehlo.multiply"(%v231, %v234) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v237 = "stablehlo.reduce"(%v235, %v236) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v238 = "stablehlo.broadcast_in_dim"(%v237) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v239 = "stablehlo.subtract"(%v235, %v238) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v240 = "stablehlo.exponential"(%v239) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v242 = "stablehlo.reduce"(%v240, %v241) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v242) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v244 = "stablehlo.divide"(%v240, %v243) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v245 = "stablehlo.slice"(%v244) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v246 = "stablehlo.convert"(%v245) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v247 = "stablehlo.dot_general"(%v246, %v228) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v248 = "stablehlo.transpose"(%v247) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v249 = "stablehlo.reshape"(%v248) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v250 = util.global.load @p11 : tensor<64x64xi8>
    %v251 = util.global.load @p12 : tensor<64xf32>
    %v252 = "stablehlo.abs"(%v249) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v254 = "stablehlo.reduce"(%v252, %v253) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v255 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v256 = "stablehlo.divide"(%v254, %v255) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v257 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v258 = "stablehlo.maximum"(%v256, %v257) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v259 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v260 = "stablehlo.divide"(%v249, %v259) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v261 = "stablehlo.round_nearest_even"(%v260) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v262 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v263 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v264 = "stablehlo.maximum"(%v261, %v262) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v265 = "stablehlo.minimum"(%v264, %v263) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v266 = "stablehlo.convert"(%v265) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v267 = "stablehlo.convert"(%v266) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v269 = "stablehlo.multiply"(%v267, %v268) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v270 = "stablehlo.subtract"(%v249, %v269) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v271 = "stablehlo.abs"(%v270) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v273 = "stablehlo.reduce"(%v271, %v272) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v274 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v275 = "stablehlo.divide"(%v273, %v274) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v276 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v277 = "stablehlo.maximum"(%v275, %v276) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v279 = "stablehlo.divide"(%v270, %v278) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v280 = "stablehlo.round_nearest_even"(%v279) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v281 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v282 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v283 = "stablehlo.maximum"(%v280, %v281) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v284 = "stablehlo.minimum"(%v283, %v282) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v285 = "stablehlo.convert"(%v284) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v286 = "stablehlo.concatenate"(%v266, %v285) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v287 = tensor.empty() : tensor<32x64xi32>
    %v288 = arith.constant 0 : i32
    %v289 = linalg.fill ins(%v288 : i32) outs(%v287 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v290 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v286, %v250 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v289 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v291 = "stablehlo.convert"(%v290) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v292 = "stablehlo.broadcast_in_dim"(%v251) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v293 = "stablehlo.slice"(%v291) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v295 = "stablehlo.multiply"(%v293, %v294) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v296 = "stablehlo.multiply"(%v295, %v292) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v297 = "stablehlo.slice"(%v291) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v299 = "stablehlo.multiply"(%v297, %v298) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v300 = "stablehlo.multiply"(%v299, %v292) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v301 = "stablehlo.add"(%v296, %v300) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v302 = "stablehlo.add"(%v8, %v301) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v303 = util.global.load @p1 : tensor<64xbf16>
    %v304 = "stablehlo.multiply"(%v302, %v302) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v306 = "stablehlo.reduce"(%v304, %v305) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v307 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v308 = "stablehlo.multiply"(%v306, %v307) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v309 = "stablehlo.broadcast_in_dim"(%v308) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v310 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v311 = "stablehlo.add"(%v309, %v310) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v312 = "stablehlo.rsqrt"(%v311) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v313 = "stablehlo.multiply"(%v302, %v312) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v314 = "stablehlo.convert"(%v303) : (tensor<64xbf16>) -> tensor<64xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v314) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v316 = "stablehlo.multiply"(%v313, %v315) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v317 = util.global.load @p13 : tensor<160x64xi8>
    %v318 = util.global.load @p14 : tensor<160xf32>
    %v319 = "stablehlo.abs"(%v316) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v320 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v321 = "stablehlo.reduce"(%v319, %v320) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v322 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v323 = "stablehlo.divide"(%v321, %v322) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v324 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v325 = "stablehlo.maximum"(%v323, %v324) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v326 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v327 = "stablehlo.divide"(%v316, %v326) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v328 = "stablehlo.round_nearest_even"(%v327) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v329 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v330 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v331 = "stablehlo.maximum"(%v328, %v329) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v332 = "stablehlo.minimum"(%v331, %v330) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v333 = "stablehlo.convert"(%v332) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v334 = "stablehlo.convert"(%v333) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v335 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v336 = "stablehlo.multiply"(%v334, %v335) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v337 = "stablehlo.subtract"(%v316, %v336) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v338 = "stablehlo.abs"(%v337) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v340 = "stablehlo.reduce"(%v338, %v339) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v342 = "stablehlo.divide"(%v340, %v341) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v343 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v344 = "stablehlo.maximum"(%v342, %v343) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v345 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v346 = "stablehlo.divide"(%v337, %v345) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v347 = "stablehlo.round_nearest_even"(%v346) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v348 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v349 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v350 = "stablehlo.maximum"(%v347, %v348) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v351 = "stablehlo.minimum"(%v350, %v349) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v352 = "stablehlo.convert"(%v351) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v353 = "stablehlo.concatenate"(%v333, %v352) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v354 = tensor.empty() : tensor<32x160xi32>
    %v355 = arith.constant 0 : i32
    %v356 = linalg.fill ins(%v355 : i32) outs(%v354 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v357 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v353, %v317 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v356 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v358 = "stablehlo.convert"(%v357) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v359 = "stablehlo.broadcast_in_dim"(%v318) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v360 = "stablehlo.slice"(%v358) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v361 = "stablehlo.broadcast_in_dim"(%v325) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v362 = "stablehlo.multiply"(%v360, %v361) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v363 = "stablehlo.multiply"(%v362, %v359) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v364 = "stablehlo.slice"(%v358) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v365 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v366 = "stablehlo.multiply"(%v364, %v365) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v367 = "stablehlo.multiply"(%v366, %v359) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v368 = "stablehlo.add"(%v363, %v367) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v369 = "stablehlo.logistic"(%v368) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v370 = "stablehlo.multiply"(%v368, %v369) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v371 = util.global.load @p15 : tensor<160x64xi8>
    %v372 = util.global.load @p16 : tensor<160xf32>
    %v373 = "stablehlo.abs"(%v316) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v374 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v375 = "stablehlo.reduce"(%v373, %v374) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v376 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v377 = "stablehlo.divide"(%v375, %v376) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v378 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v379 = "stablehlo.maximum"(%v377, %v378) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v380 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v381 = "stablehlo.divide"(%v316, %v380) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v382 = "stablehlo.round_nearest_even"(%v381) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v383 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v384 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v385 = "stablehlo.maximum"(%v382, %v383) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v386 = "stablehlo.minimum"(%v385, %v384) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v387 = "stablehlo.convert"(%v386) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v388 = "stablehlo.convert"(%v387) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v389 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v390 = "stablehlo.multiply"(%v388, %v389) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v391 = "stablehlo.subtract"(%v316, %v390) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v392 = "stablehlo.abs"(%v391) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v394 = "stablehlo.reduce"(%v392, %v393) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v395 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v396 = "stablehlo.divide"(%v394, %v395) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v397 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v398 = "stablehlo.maximum"(%v396, %v397) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v400 = "stablehlo.divide"(%v391, %v399) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v401 = "stablehlo.round_nearest_even"(%v400) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v402 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v403 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v404 = "stablehlo.maximum"(%v401, %v402) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v405 = "stablehlo.minimum"(%v404, %v403) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v406 = "stablehlo.convert"(%v405) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v407 = "stablehlo.concatenate"(%v387, %v406) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v408 = tensor.empty() : tensor<32x160xi32>
    %v409 = arith.constant 0 : i32
    %v410 = linalg.fill ins(%v409 : i32) outs(%v408 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v411 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v407, %v371 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v410 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v412 = "stablehlo.convert"(%v411) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v413 = "stablehlo.broadcast_in_dim"(%v372) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v414 = "stablehlo.slice"(%v412) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v415 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v416 = "stablehlo.multiply"(%v414, %v415) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v417 = "stablehlo.multiply"(%v416, %v413) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v418 = "stablehlo.slice"(%v412) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v419 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v420 = "stablehlo.multiply"(%v418, %v419) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v421 = "stablehlo.multiply"(%v420, %v413) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v422 = "stablehlo.add"(%v417, %v421) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v423 = "stablehlo.multiply"(%v370, %v422) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v424 = util.global.load @p17 : tensor<64x160xi8>
    %v425 = util.global.load @p18 : tensor<64xf32>
    %v426 = "stablehlo.abs"(%v423) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v427 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v428 = "stablehlo.reduce"(%v426, %v427) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v429 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v430 = "stablehlo.divide"(%v428, %v429) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v431 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v432 = "stablehlo.maximum"(%v430, %v431) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v432) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v434 = "stablehlo.divide"(%v423, %v433) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v435 = "stablehlo.round_nearest_even"(%v434) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v436 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v437 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v438 = "stablehlo.maximum"(%v435, %v436) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v439 = "stablehlo.minimum"(%v438, %v437) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v440 = "stablehlo.convert"(%v439) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v441 = "stablehlo.convert"(%v440) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v442 = "stablehlo.broadcast_in_dim"(%v432) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v443 = "stablehlo.multiply"(%v441, %v442) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v444 = "stablehlo.subtract"(%v423, %v443) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v445 = "stablehlo.abs"(%v444) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v446 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v447 = "stablehlo.reduce"(%v445, %v446) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v448 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v449 = "stablehlo.divide"(%v447, %v448) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v450 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v451 = "stablehlo.maximum"(%v449, %v450) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v453 = "stablehlo.divide"(%v444, %v452) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v454 = "stablehlo.round_nearest_even"(%v453) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v455 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v456 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v457 = "stablehlo.maximum"(%v454, %v455) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v458 = "stablehlo.minimum"(%v457, %v456) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v459 = "stablehlo.convert"(%v458) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v460 = "stablehlo.concatenate"(%v440, %v459) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v461 = tensor.empty() : tensor<32x64xi32>
    %v462 = arith.constant 0 : i32
    %v463 = linalg.fill ins(%v462 : i32) outs(%v461 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v464 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v460, %v424 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v463 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v465 = "stablehlo.convert"(%v464) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v466 = "stablehlo.broadcast_in_dim"(%v425) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v467 = "stablehlo.slice"(%v465) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v468 = "stablehlo.broadcast_in_dim"(%v432) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v469 = "stablehlo.multiply"(%v467, %v468) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v470 = "stablehlo.multiply"(%v469, %v466) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v471 = "stablehlo.slice"(%v465) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v472 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v473 = "stablehlo.multiply"(%v471, %v472) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v474 = "stablehlo.multiply"(%v473, %v466) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v475 = "stablehlo.add"(%v470, %v474) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v476 = "stablehlo.add"(%v302, %v475) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v477 = "stablehlo.transpose"(%v227) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v478 = "stablehlo.reshape"(%v477) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v479 = "stablehlo.transpose"(%v228) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v480 = "stablehlo.reshape"(%v479) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v481 = util.global.load @p19 : tensor<64xbf16>
    %v482 = "stablehlo.multiply"(%v476, %v476) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v483 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v484 = "stablehlo.reduce"(%v482, %v483) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v485 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v486 = "stablehlo.multiply"(%v484, %v485) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v487 = "stablehlo.broadcast_in_dim"(%v486) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v488 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v489 = "stablehlo.add"(%v487, %v488) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v490 = "stablehlo.rsqrt"(%v489) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v491 = "stablehlo.multiply"(%v476, %v490) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v492 = "stablehlo.convert"(%v481) : (tensor<64xbf16>) -> tensor<64xf32>
    %v493 = "stablehlo.broadcast_in_dim"(%v492) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v494 = "stablehlo.multiply"(%v491, %v493) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v495 = util.global.load @p21 : tensor<64x64xi8>
    %v496 = util.global.load @p22 : tensor<64xf32>
    %v497 = util.global.load @p23 : tensor<64xbf16>
    %v498 = "stablehlo.abs"(%v494) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v499 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v500 = "stablehlo.reduce"(%v498, %v499) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v501 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v502 = "stablehlo.divide"(%v500, %v501) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v503 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v504 = "stablehlo.maximum"(%v502, %v503) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v505 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v506 = "stablehlo.divide"(%v494, %v505) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v507 = "stablehlo.round_nearest_even"(%v506) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v508 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v509 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v510 = "stablehlo.maximum"(%v507, %v508) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v511 = "stablehlo.minimum"(%v510, %v509) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v512 = "stablehlo.convert"(%v511) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v513 = "stablehlo.convert"(%v512) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v514 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v515 = "stablehlo.multiply"(%v513, %v514) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v516 = "stablehlo.subtract"(%v494, %v515) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v517 = "stablehlo.abs"(%v516) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v518 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v519 = "stablehlo.reduce"(%v517, %v518) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v520 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v521 = "stablehlo.divide"(%v519, %v520) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v522 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v523 = "stablehlo.maximum"(%v521, %v522) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v524 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v525 = "stablehlo.divide"(%v516, %v524) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v526 = "stablehlo.round_nearest_even"(%v525) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v527 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v528 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v529 = "stablehlo.maximum"(%v526, %v527) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v530 = "stablehlo.minimum"(%v529, %v528) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v531 = "stablehlo.convert"(%v530) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v532 = "stablehlo.concatenate"(%v512, %v531) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v533 = tensor.empty() : tensor<32x64xi32>
    %v534 = arith.constant 0 : i32
    %v535 = linalg.fill ins(%v534 : i32) outs(%v533 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v536 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v532, %v495 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v535 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v537 = "stablehlo.convert"(%v536) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v538 = "stablehlo.broadcast_in_dim"(%v496) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v539 = "stablehlo.slice"(%v537) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v540 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v541 = "stablehlo.multiply"(%v539, %v540) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v542 = "stablehlo.multiply"(%v541, %v538) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v543 = "stablehlo.slice"(%v537) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v544 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v545 = "stablehlo.multiply"(%v543, %v544) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v546 = "stablehlo.multiply"(%v545, %v538) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v547 = "stablehlo.add"(%v542, %v546) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v548 = "stablehlo.convert"(%v497) : (tensor<64xbf16>) -> tensor<64xf32>
    %v549 = "stablehlo.broadcast_in_dim"(%v548) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v550 = "stablehlo.add"(%v547, %v549) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v551 = "stablehlo.reshape"(%v550) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v552 = util.global.load @p24 : tensor<16x64xi8>
    %v553 = util.global.load @p25 : tensor<16xf32>
    %v554 = util.global.load @p26 : tensor<16xbf16>
    %v555 = "stablehlo.abs"(%v494) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v556 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v557 = "stablehlo.reduce"(%v555, %v556) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v558 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v559 = "stablehlo.divide"(%v557, %v558) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v560 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v561 = "stablehlo.maximum"(%v559, %v560) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v562 = "stablehlo.broadcast_in_dim"(%v561) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v563 = "stablehlo.divide"(%v494, %v562) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v564 = "stablehlo.round_nearest_even"(%v563) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v565 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v566 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v567 = "stablehlo.maximum"(%v564, %v565) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v568 = "stablehlo.minimum"(%v567, %v566) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v569 = "stablehlo.convert"(%v568) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v570 = "stablehlo.convert"(%v569) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v571 = "stablehlo.broadcast_in_dim"(%v561) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v572 = "stablehlo.multiply"(%v570, %v571) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v573 = "stablehlo.subtract"(%v494, %v572) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v574 = "stablehlo.abs"(%v573) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v575 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v576 = "stablehlo.reduce"(%v574, %v575) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v577 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v578 = "stablehlo.divide"(%v576, %v577) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v579 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v580 = "stablehlo.maximum"(%v578, %v579) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v581 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v582 = "stablehlo.divide"(%v573, %v581) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v583 = "stablehlo.round_nearest_even"(%v582) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v584 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v585 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v586 = "stablehlo.maximum"(%v583, %v584) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v587 = "stablehlo.minimum"(%v586, %v585) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v588 = "stablehlo.convert"(%v587) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v589 = "stablehlo.concatenate"(%v569, %v588) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v590 = tensor.empty() : tensor<32x16xi32>
    %v591 = arith.constant 0 : i32
    %v592 = linalg.fill ins(%v591 : i32) outs(%v590 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v593 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v589, %v552 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v592 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v594 = "stablehlo.convert"(%v593) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v595 = "stablehlo.broadcast_in_dim"(%v553) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v596 = "stablehlo.slice"(%v594) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v597 = "stablehlo.broadcast_in_dim"(%v561) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v598 = "stablehlo.multiply"(%v596, %v597) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v599 = "stablehlo.multiply"(%v598, %v595) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v600 = "stablehlo.slice"(%v594) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v601 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v602 = "stablehlo.multiply"(%v600, %v601) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v603 = "stablehlo.multiply"(%v602, %v595) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v604 = "stablehlo.add"(%v599, %v603) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v605 = "stablehlo.convert"(%v554) : (tensor<16xbf16>) -> tensor<16xf32>
    %v606 = "stablehlo.broadcast_in_dim"(%v605) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v607 = "stablehlo.add"(%v604, %v606) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v608 = "stablehlo.reshape"(%v607) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v609 = util.global.load @p27 : tensor<16x64xi8>
    %v610 = util.global.load @p28 : tensor<16xf32>
    %v611 = util.global.load @p29 : tensor<16xbf16>
    %v612 = "stablehlo.abs"(%v494) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v613 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v614 = "stablehlo.reduce"(%v612, %v613) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v615 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v616 = "stablehlo.divide"(%v614, %v615) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v617 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v618 = "stablehlo.maximum"(%v616, %v617) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v619 = "stablehlo.broadcast_in_dim"(%v618) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v620 = "stablehlo.divide"(%v494, %v619) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v621 = "stablehlo.round_nearest_even"(%v620) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v622 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v623 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v624 = "stablehlo.maximum"(%v621, %v622) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v625 = "stablehlo.minimum"(%v624, %v623) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v626 = "stablehlo.convert"(%v625) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v627 = "stablehlo.convert"(%v626) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v628 = "stablehlo.broadcast_in_dim"(%v618) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v629 = "stablehlo.multiply"(%v627, %v628) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v630 = "stablehlo.subtract"(%v494, %v629) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v631 = "stablehlo.abs"(%v630) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v632 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v633 = "stablehlo.reduce"(%v631, %v632) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v634 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v635 = "stablehlo.divide"(%v633, %v634) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v636 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v637 = "stablehlo.maximum"(%v635, %v636) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v638 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v639 = "stablehlo.divide"(%v630, %v638) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v640 = "stablehlo.round_nearest_even"(%v639) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v641 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v642 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v643 = "stablehlo.maximum"(%v640, %v641) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v644 = "stablehlo.minimum"(%v643, %v642) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v645 = "stablehlo.convert"(%v644) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v646 = "stablehlo.concatenate"(%v626, %v645) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v647 = tensor.empty() : tensor<32x16xi32>
    %v648 = arith.constant 0 : i32
    %v649 = linalg.fill ins(%v648 : i32) outs(%v647 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v650 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v646, %v609 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v649 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v651 = "stablehlo.convert"(%v650) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v652 = "stablehlo.broadcast_in_dim"(%v610) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v653 = "stablehlo.slice"(%v651) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v654 = "stablehlo.broadcast_in_dim"(%v618) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v655 = "stablehlo.multiply"(%v653, %v654) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v656 = "stablehlo.multiply"(%v655, %v652) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v657 = "stablehlo.slice"(%v651) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v658 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v659 = "stablehlo.multiply"(%v657, %v658) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v660 = "stablehlo.multiply"(%v659, %v652) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v661 = "stablehlo.add"(%v656, %v660) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v662 = "stablehlo.convert"(%v611) : (tensor<16xbf16>) -> tensor<16xf32>
    %v663 = "stablehlo.broadcast_in_dim"(%v662) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v664 = "stablehlo.add"(%v661, %v663) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v665 = "stablehlo.reshape"(%v664) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v666 = "stablehlo.slice"(%v551) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v667 = "stablehlo.slice"(%v551) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v668 = "stablehlo.negate"(%v667) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v669 = "stablehlo.concatenate"(%v668, %v666) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v670 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v671 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v672 = "stablehlo.multiply"(%v551, %v670) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v673 = "stablehlo.multiply"(%v669, %v671) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v674 = "stablehlo.add"(%v672, %v673) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v675 = "stablehlo.slice"(%v608) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v676 = "stablehlo.slice"(%v608) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v677 = "stablehlo.negate"(%v676) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v678 = "stablehlo.concatenate"(%v677, %v675) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v679 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v680 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v681 = "stablehlo.multiply"(%v608, %v679) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v682 = "stablehlo.multiply"(%v678, %v680) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v683 = "stablehlo.add"(%v681, %v682) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v684 = "stablehlo.reshape"(%v674) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v685 = "stablehlo.convert"(%v684) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v686 = "stablehlo.convert"(%v683) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v687 = "stablehlo.convert"(%v665) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v688 = "stablehlo.dot_general"(%v685, %v686) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v689 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v690 = "stablehlo.select"(%v20, %v688, %v689) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v691 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v692 = "stablehlo.reshape"(%v691) : (tensor<1xi32>) -> tensor<i32>
    %v693 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x16xf32>
    %v694 = "stablehlo.multiply"(%v690, %v693) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v695 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v696 = "stablehlo.reduce"(%v694, %v695) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v697 = "stablehlo.broadcast_in_dim"(%v696) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v698 = "stablehlo.subtract"(%v694, %v697) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v699 = "stablehlo.exponential"(%v698) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v700 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v701 = "stablehlo.reduce"(%v699, %v700) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v702 = "stablehlo.broadcast_in_dim"(%v701) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v703 = "stablehlo.divide"(%v699, %v702) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v704 = "stablehlo.slice"(%v703) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v705 = "stablehlo.convert"(%v704) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v706 = "stablehlo.dot_general"(%v705, %v687) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v707 = "stablehlo.transpose"(%v706) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v708 = "stablehlo.reshape"(%v707) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v709 = util.global.load @p30 : tensor<64x64xi8>
    %v710 = util.global.load @p31 : tensor<64xf32>
    %v711 = "stablehlo.abs"(%v708) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v712 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v713 = "stablehlo.reduce"(%v711, %v712) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v714 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v715 = "stablehlo.divide"(%v713, %v714) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v716 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v717 = "stablehlo.maximum"(%v715, %v716) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v718 = "stablehlo.broadcast_in_dim"(%v717) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v719 = "stablehlo.divide"(%v708, %v718) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v720 = "stablehlo.round_nearest_even"(%v719) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v721 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v722 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v723 = "stablehlo.maximum"(%v720, %v721) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v724 = "stablehlo.minimum"(%v723, %v722) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v725 = "stablehlo.convert"(%v724) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v726 = "stablehlo.convert"(%v725) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v727 = "stablehlo.broadcast_in_dim"(%v717) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v728 = "stablehlo.multiply"(%v726, %v727) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v729 = "stablehlo.subtract"(%v708, %v728) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v730 = "stablehlo.abs"(%v729) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v731 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v732 = "stablehlo.reduce"(%v730, %v731) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v733 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v734 = "stablehlo.divide"(%v732, %v733) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v735 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v736 = "stablehlo.maximum"(%v734, %v735) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v737 = "stablehlo.broadcast_in_dim"(%v736) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v738 = "stablehlo.divide"(%v729, %v737) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v739 = "stablehlo.round_nearest_even"(%v738) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v740 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v741 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v742 = "stablehlo.maximum"(%v739, %v740) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v743 = "stablehlo.minimum"(%v742, %v741) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v744 = "stablehlo.convert"(%v743) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v745 = "stablehlo.concatenate"(%v725, %v744) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v746 = tensor.empty() : tensor<32x64xi32>
    %v747 = arith.constant 0 : i32
    %v748 = linalg.fill ins(%v747 : i32) outs(%v746 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v749 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v745, %v709 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v748 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v750 = "stablehlo.convert"(%v749) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v751 = "stablehlo.broadcast_in_dim"(%v710) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v752 = "stablehlo.slice"(%v750) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v753 = "stablehlo.broadcast_in_dim"(%v717) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v754 = "stablehlo.multiply"(%v752, %v753) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v755 = "stablehlo.multiply"(%v754, %v751) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v756 = "stablehlo.slice"(%v750) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v757 = "stablehlo.broadcast_in_dim"(%v736) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v758 = "stablehlo.multiply"(%v756, %v757) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v759 = "stablehlo.multiply"(%v758, %v751) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v760 = "stablehlo.add"(%v755, %v759) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v761 = "stablehlo.add"(%v476, %v760) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v762 = util.global.load @p20 : tensor<64xbf16>
    %v763 = "stablehlo.multiply"(%v761, %v761) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v764 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v765 = "stablehlo.reduce"(%v763, %v764) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v766 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v767 = "stablehlo.multiply"(%v765, %v766) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v768 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v769 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v770 = "stablehlo.add"(%v768, %v769) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v771 = "stablehlo.rsqrt"(%v770) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v772 = "stablehlo.multiply"(%v761, %v771) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v773 = "stablehlo.convert"(%v762) : (tensor<64xbf16>) -> tensor<64xf32>
    %v774 = "stablehlo.broadcast_in_dim"(%v773) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v775 = "stablehlo.multiply"(%v772, %v774) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v776 = util.global.load @p32 : tensor<160x64xi8>
    %v777 = util.global.load @p33 : tensor<160xf32>
    %v778 = "stablehlo.abs"(%v775) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v779 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v780 = "stablehlo.reduce"(%v778, %v779) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v781 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v782 = "stablehlo.divide"(%v780, %v781) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v783 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v784 = "stablehlo.maximum"(%v782, %v783) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v785 = "stablehlo.broadcast_in_dim"(%v784) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v786 = "stablehlo.divide"(%v775, %v785) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v787 = "stablehlo.round_nearest_even"(%v786) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v788 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v789 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v790 = "stablehlo.maximum"(%v787, %v788) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v791 = "stablehlo.minimum"(%v790, %v789) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v792 = "stablehlo.convert"(%v791) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v793 = "stablehlo.convert"(%v792) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v794 = "stablehlo.broadcast_in_dim"(%v784) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v795 = "stablehlo.multiply"(%v793, %v794) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v796 = "stablehlo.subtract"(%v775, %v795) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v797 = "stablehlo.abs"(%v796) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v798 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v799 = "stablehlo.reduce"(%v797, %v798) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v800 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v801 = "stablehlo.divide"(%v799, %v800) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v802 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v803 = "stablehlo.maximum"(%v801, %v802) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v804 = "stablehlo.broadcast_in_dim"(%v803) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v805 = "stablehlo.divide"(%v796, %v804) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v806 = "stablehlo.round_nearest_even"(%v805) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v807 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v808 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v809 = "stablehlo.maximum"(%v806, %v807) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v810 = "stablehlo.minimum"(%v809, %v808) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v811 = "stablehlo.convert"(%v810) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v812 = "stablehlo.concatenate"(%v792, %v811) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v813 = tensor.empty() : tensor<32x160xi32>
    %v814 = arith.constant 0 : i32
    %v815 = linalg.fill ins(%v814 : i32) outs(%v813 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v816 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v812, %v776 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v815 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v817 = "stablehlo.convert"(%v816) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v818 = "stablehlo.broadcast_in_dim"(%v777) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v819 = "stablehlo.slice"(%v817) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v820 = "stablehlo.broadcast_in_dim"(%v784) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v821 = "stablehlo.multiply"(%v819, %v820) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v822 = "stablehlo.multiply"(%v821, %v818) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v823 = "stablehlo.slice"(%v817) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v824 = "stablehlo.broadcast_in_dim"(%v803) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v825 = "stablehlo.multiply"(%v823, %v824) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v826 = "stablehlo.multiply"(%v825, %v818) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v827 = "stablehlo.add"(%v822, %v826) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v828 = "stablehlo.logistic"(%v827) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v829 = "stablehlo.multiply"(%v827, %v828) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v830 = util.global.load @p34 : tensor<160x64xi8>
    %v831 = util.global.load @p35 : tensor<160xf32>
    %v832 = "stablehlo.abs"(%v775) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v833 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v834 = "stablehlo.reduce"(%v832, %v833) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v835 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v836 = "stablehlo.divide"(%v834, %v835) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v837 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v838 = "stablehlo.maximum"(%v836, %v837) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v839 = "stablehlo.broadcast_in_dim"(%v838) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v840 = "stablehlo.divide"(%v775, %v839) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v841 = "stablehlo.round_nearest_even"(%v840) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v842 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v843 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v844 = "stablehlo.maximum"(%v841, %v842) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v845 = "stablehlo.minimum"(%v844, %v843) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v846 = "stablehlo.convert"(%v845) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v847 = "stablehlo.convert"(%v846) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v848 = "stablehlo.broadcast_in_dim"(%v838) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v849 = "stablehlo.multiply"(%v847, %v848) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v850 = "stablehlo.subtract"(%v775, %v849) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v851 = "stablehlo.abs"(%v850) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v852 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v853 = "stablehlo.reduce"(%v851, %v852) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v854 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v855 = "stablehlo.divide"(%v853, %v854) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v856 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v857 = "stablehlo.maximum"(%v855, %v856) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v858 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v859 = "stablehlo.divide"(%v850, %v858) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v860 = "stablehlo.round_nearest_even"(%v859) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v861 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v862 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v863 = "stablehlo.maximum"(%v860, %v861) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v864 = "stablehlo.minimum"(%v863, %v862) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v865 = "stablehlo.convert"(%v864) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v866 = "stablehlo.concatenate"(%v846, %v865) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v867 = tensor.empty() : tensor<32x160xi32>
    %v868 = arith.constant 0 : i32
    %v869 = linalg.fill ins(%v868 : i32) outs(%v867 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v870 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v866, %v830 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v869 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v871 = "stablehlo.convert"(%v870) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v872 = "stablehlo.broadcast_in_dim"(%v831) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v873 = "stablehlo.slice"(%v871) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v874 = "stablehlo.broadcast_in_dim"(%v838) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v875 = "stablehlo.multiply"(%v873, %v874) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v876 = "stablehlo.multiply"(%v875, %v872) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v877 = "stablehlo.slice"(%v871) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v878 = "stablehlo.broadcast_in_dim"(%v857) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v879 = "stablehlo.multiply"(%v877, %v878) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v880 = "stablehlo.multiply"(%v879, %v872) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v881 = "stablehlo.add"(%v876, %v880) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v882 = "stablehlo.multiply"(%v829, %v881) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v883 = util.global.load @p36 : tensor<64x160xi8>
    %v884 = util.global.load @p37 : tensor<64xf32>
    %v885 = "stablehlo.abs"(%v882) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v886 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v887 = "stablehlo.reduce"(%v885, %v886) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v888 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v889 = "stablehlo.divide"(%v887, %v888) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v890 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v891 = "stablehlo.maximum"(%v889, %v890) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v892 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v893 = "stablehlo.divide"(%v882, %v892) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v894 = "stablehlo.round_nearest_even"(%v893) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v895 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v896 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v897 = "stablehlo.maximum"(%v894, %v895) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v898 = "stablehlo.minimum"(%v897, %v896) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v899 = "stablehlo.convert"(%v898) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v900 = "stablehlo.convert"(%v899) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v901 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v902 = "stablehlo.multiply"(%v900, %v901) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v903 = "stablehlo.subtract"(%v882, %v902) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v904 = "stablehlo.abs"(%v903) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v905 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v906 = "stablehlo.reduce"(%v904, %v905) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v907 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v908 = "stablehlo.divide"(%v906, %v907) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v909 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v910 = "stablehlo.maximum"(%v908, %v909) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v911 = "stablehlo.broadcast_in_dim"(%v910) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v912 = "stablehlo.divide"(%v903, %v911) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v913 = "stablehlo.round_nearest_even"(%v912) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v914 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v915 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v916 = "stablehlo.maximum"(%v913, %v914) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v917 = "stablehlo.minimum"(%v916, %v915) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v918 = "stablehlo.convert"(%v917) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v919 = "stablehlo.concatenate"(%v899, %v918) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v920 = tensor.empty() : tensor<32x64xi32>
    %v921 = arith.constant 0 : i32
    %v922 = linalg.fill ins(%v921 : i32) outs(%v920 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v923 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v919, %v883 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v922 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v924 = "stablehlo.convert"(%v923) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v925 = "stablehlo.broadcast_in_dim"(%v884) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v926 = "stablehlo.slice"(%v924) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v927 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v928 = "stablehlo.multiply"(%v926, %v927) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v929 = "stablehlo.multiply"(%v928, %v925) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v930 = "stablehlo.slice"(%v924) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v931 = "stablehlo.broadcast_in_dim"(%v910) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v932 = "stablehlo.multiply"(%v930, %v931) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v933 = "stablehlo.multiply"(%v932, %v925) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v934 = "stablehlo.add"(%v929, %v933) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v935 = "stablehlo.add"(%v761, %v934) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v936 = "stablehlo.transpose"(%v686) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v937 = "stablehlo.reshape"(%v936) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v938 = "stablehlo.transpose"(%v687) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v939 = "stablehlo.reshape"(%v938) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v940 = "stablehlo.concatenate"(%v478, %v937) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v941 = "stablehlo.concatenate"(%v480, %v939) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v942 = "stablehlo.dynamic_slice"(%v935, %arg7, %v21) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v943 = util.global.load @p41 : tensor<64xbf16>
    %v944 = "stablehlo.multiply"(%v942, %v942) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v945 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v946 = "stablehlo.reduce"(%v944, %v945) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v947 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v948 = "stablehlo.multiply"(%v946, %v947) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v949 = "stablehlo.broadcast_in_dim"(%v948) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v950 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v951 = "stablehlo.add"(%v949, %v950) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v952 = "stablehlo.rsqrt"(%v951) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v953 = "stablehlo.multiply"(%v942, %v952) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v954 = "stablehlo.convert"(%v943) : (tensor<64xbf16>) -> tensor<64xf32>
    %v955 = "stablehlo.broadcast_in_dim"(%v954) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v956 = "stablehlo.multiply"(%v953, %v955) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v957 = util.global.load @p39 : tensor<151936x64xi8>
    %v958 = util.global.load @p40 : tensor<151936xf32>
    %v959 = "stablehlo.abs"(%v956) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v960 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v961 = "stablehlo.reduce"(%v959, %v960) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v962 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v963 = "stablehlo.divide"(%v961, %v962) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v964 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v965 = "stablehlo.maximum"(%v963, %v964) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v966 = "stablehlo.broadcast_in_dim"(%v965) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v967 = "stablehlo.divide"(%v956, %v966) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v968 = "stablehlo.round_nearest_even"(%v967) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v969 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v970 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v971 = "stablehlo.maximum"(%v968, %v969) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v972 = "stablehlo.minimum"(%v971, %v970) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v973 = "stablehlo.convert"(%v972) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v974 = "stablehlo.convert"(%v973) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v975 = "stablehlo.broadcast_in_dim"(%v965) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v976 = "stablehlo.multiply"(%v974, %v975) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v977 = "stablehlo.subtract"(%v956, %v976) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v978 = "stablehlo.abs"(%v977) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v979 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v980 = "stablehlo.reduce"(%v978, %v979) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v981 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v982 = "stablehlo.divide"(%v980, %v981) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v983 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v984 = "stablehlo.maximum"(%v982, %v983) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v985 = "stablehlo.broadcast_in_dim"(%v984) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v986 = "stablehlo.divide"(%v977, %v985) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v987 = "stablehlo.round_nearest_even"(%v986) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v988 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v989 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v990 = "stablehlo.maximum"(%v987, %v988) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v991 = "stablehlo.minimum"(%v990, %v989) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v992 = "stablehlo.convert"(%v991) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v993 = "stablehlo.concatenate"(%v973, %v992) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v994 = tensor.empty() : tensor<2x151936xi32>
    %v995 = arith.constant 0 : i32
    %v996 = linalg.fill ins(%v995 : i32) outs(%v994 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v997 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v993, %v957 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v996 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v998 = "stablehlo.convert"(%v997) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v999 = "stablehlo.broadcast_in_dim"(%v958) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v1000 = "stablehlo.slice"(%v998) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1001 = "stablehlo.broadcast_in_dim"(%v965) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1002 = "stablehlo.multiply"(%v1000, %v1001) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1003 = "stablehlo.multiply"(%v1002, %v999) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1004 = "stablehlo.slice"(%v998) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1005 = "stablehlo.broadcast_in_dim"(%v984) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1006 = "stablehlo.multiply"(%v1004, %v1005) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1007 = "stablehlo.multiply"(%v1006, %v999) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1008 = "stablehlo.add"(%v1003, %v1007) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v1008, %v935, %v940, %v941 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
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
    %v65 = "stablehlo.abs"(%v64) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v66 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v67 = "stablehlo.reduce"(%v65, %v66) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v68 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v69 = "stablehlo.divide"(%v67, %v68) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v70 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v71 = "stablehlo.maximum"(%v69, %v70) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v73 = "stablehlo.divide"(%v64, %v72) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v74 = "stablehlo.round_nearest_even"(%v73) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v75 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v76 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v77 = "stablehlo.maximum"(%v74, %v75) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v78 = "stablehlo.minimum"(%v77, %v76) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v79 = "stablehlo.convert"(%v78) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v80 = "stablehlo.concatenate"(%v60, %v79) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v81 = tensor.empty() : tensor<32x64xi32>
    %v82 = arith.constant 0 : i32
    %v83 = linalg.fill ins(%v82 : i32) outs(%v81 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v84 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v80, %v43 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v83 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v85 = "stablehlo.convert"(%v84) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v87 = "stablehlo.slice"(%v85) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v88 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v89 = "stablehlo.multiply"(%v87, %v88) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v90 = "stablehlo.multiply"(%v89, %v86) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v91 = "stablehlo.slice"(%v85) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v93 = "stablehlo.multiply"(%v91, %v92) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v94 = "stablehlo.multiply"(%v93, %v86) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v95 = "stablehlo.add"(%v90, %v94) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v96 = "stablehlo.convert"(%v45) : (tensor<64xbf16>) -> tensor<64xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v98 = "stablehlo.add"(%v95, %v97) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v99 = "stablehlo.reshape"(%v98) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v100 = util.global.load @p5 : tensor<16x64xi8>
    %v101 = util.global.load @p6 : tensor<16xf32>
    %v102 = util.global.load @p7 : tensor<16xbf16>
    %v103 = "stablehlo.abs"(%v42) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v105 = "stablehlo.reduce"(%v103, %v104) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v106 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v107 = "stablehlo.divide"(%v105, %v106) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v108 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v109 = "stablehlo.maximum"(%v107, %v108) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%v109) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v111 = "stablehlo.divide"(%v42, %v110) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v112 = "stablehlo.round_nearest_even"(%v111) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v113 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v114 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v115 = "stablehlo.maximum"(%v112, %v113) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v116 = "stablehlo.minimum"(%v115, %v114) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v117 = "stablehlo.convert"(%v116) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v118 = "stablehlo.convert"(%v117) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v109) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v120 = "stablehlo.multiply"(%v118, %v119) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v121 = "stablehlo.subtract"(%v42, %v120) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v122 = "stablehlo.abs"(%v121) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v124 = "stablehlo.reduce"(%v122, %v123) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v125 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v126 = "stablehlo.divide"(%v124, %v125) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v127 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v128 = "stablehlo.maximum"(%v126, %v127) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v129 = "stablehlo.broadcast_in_dim"(%v128) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v130 = "stablehlo.divide"(%v121, %v129) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v131 = "stablehlo.round_nearest_even"(%v130) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v132 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v133 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v134 = "stablehlo.maximum"(%v131, %v132) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v135 = "stablehlo.minimum"(%v134, %v133) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v136 = "stablehlo.convert"(%v135) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v137 = "stablehlo.concatenate"(%v117, %v136) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v138 = tensor.empty() : tensor<32x16xi32>
    %v139 = arith.constant 0 : i32
    %v140 = linalg.fill ins(%v139 : i32) outs(%v138 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v141 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v137, %v100 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v140 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v142 = "stablehlo.convert"(%v141) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v101) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v144 = "stablehlo.slice"(%v142) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v109) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v146 = "stablehlo.multiply"(%v144, %v145) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v147 = "stablehlo.multiply"(%v146, %v143) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v148 = "stablehlo.slice"(%v142) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v149 = "stablehlo.broadcast_in_dim"(%v128) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v150 = "stablehlo.multiply"(%v148, %v149) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v151 = "stablehlo.multiply"(%v150, %v143) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v152 = "stablehlo.add"(%v147, %v151) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v153 = "stablehlo.convert"(%v102) : (tensor<16xbf16>) -> tensor<16xf32>
    %v154 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v155 = "stablehlo.add"(%v152, %v154) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v156 = "stablehlo.reshape"(%v155) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v157 = util.global.load @p8 : tensor<16x64xi8>
    %v158 = util.global.load @p9 : tensor<16xf32>
    %v159 = util.global.load @p10 : tensor<16xbf16>
    %v160 = "stablehlo.abs"(%v42) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v162 = "stablehlo.reduce"(%v160, %v161) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v164 = "stablehlo.divide"(%v162, %v163) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v165 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v166 = "stablehlo.maximum"(%v164, %v165) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v168 = "stablehlo.divide"(%v42, %v167) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v169 = "stablehlo.round_nearest_even"(%v168) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v170 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v171 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v172 = "stablehlo.maximum"(%v169, %v170) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v173 = "stablehlo.minimum"(%v172, %v171) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v174 = "stablehlo.convert"(%v173) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v175 = "stablehlo.convert"(%v174) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v176 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v177 = "stablehlo.multiply"(%v175, %v176) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v178 = "stablehlo.subtract"(%v42, %v177) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v179 = "stablehlo.abs"(%v178) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v181 = "stablehlo.reduce"(%v179, %v180) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v182 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v183 = "stablehlo.divide"(%v181, %v182) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v184 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v185 = "stablehlo.maximum"(%v183, %v184) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v187 = "stablehlo.divide"(%v178, %v186) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v188 = "stablehlo.round_nearest_even"(%v187) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v189 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v190 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v191 = "stablehlo.maximum"(%v188, %v189) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v192 = "stablehlo.minimum"(%v191, %v190) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v193 = "stablehlo.convert"(%v192) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v194 = "stablehlo.concatenate"(%v174, %v193) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v195 = tensor.empty() : tensor<32x16xi32>
    %v196 = arith.constant 0 : i32
    %v197 = linalg.fill ins(%v196 : i32) outs(%v195 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v198 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v194, %v157 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v197 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v199 = "stablehlo.convert"(%v198) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v201 = "stablehlo.slice"(%v199) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v202 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v203 = "stablehlo.multiply"(%v201, %v202) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v204 = "stablehlo.multiply"(%v203, %v200) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v205 = "stablehlo.slice"(%v199) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v207 = "stablehlo.multiply"(%v205, %v206) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v208 = "stablehlo.multiply"(%v207, %v200) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v209 = "stablehlo.add"(%v204, %v208) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v210 = "stablehlo.convert"(%v159) : (tensor<16xbf16>) -> tensor<16xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v212 = "stablehlo.add"(%v209, %v211) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v213 = "stablehlo.reshape"(%v212) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v214 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v215 = "stablehlo.slice"(%v99) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v216 = "stablehlo.negate"(%v215) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v217 = "stablehlo.concatenate"(%v216, %v214) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v220 = "stablehlo.multiply"(%v99, %v218) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v221 = "stablehlo.multiply"(%v217, %v219) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v222 = "stablehlo.add"(%v220, %v221) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v223 = "stablehlo.slice"(%v156) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v224 = "stablehlo.slice"(%v156) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v225 = "stablehlo.negate"(%v224) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v226 = "stablehlo.concatenate"(%v225, %v223) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v227 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v229 = "stablehlo.multiply"(%v156, %v227) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v230 = "stablehlo.multiply"(%v226, %v228) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v231 = "stablehlo.add"(%v229, %v230) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v232 = "stablehlo.reshape"(%v222) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v233 = "stablehlo.convert"(%v232) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v234 = "stablehlo.convert"(%v231) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v235 = "stablehlo.convert"(%v213) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v236 = "stablehlo.dot_general"(%v233, %v234) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v237 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v238 = "stablehlo.select"(%v20, %v236, %v237) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v239 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<1xi32>) -> tensor<i32>
    %v241 = "stablehlo.dynamic_slice"(%arg9, %v240, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v242 = "stablehlo.reshape"(%v241) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v243 = "stablehlo.dot_general"(%v233, %v242) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x16x4x128xf32>
    %v244 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v245 = "stablehlo.select"(%v27, %v243, %v244) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v246 = "stablehlo.dynamic_slice"(%arg10, %v240, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v247 = "stablehlo.reshape"(%v246) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v248 = "stablehlo.concatenate"(%v245, %v238) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v249 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v250 = "stablehlo.multiply"(%v248, %v249) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v251 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v252 = "stablehlo.reduce"(%v250, %v251) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v253 = "stablehlo.broadcast_in_dim"(%v252) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v254 = "stablehlo.subtract"(%v250, %v253) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v255 = "stablehlo.exponential"(%v254) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v257 = "stablehlo.reduce"(%v255, %v256) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v258 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v259 = "stablehlo.divide"(%v255, %v258) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v260 = "stablehlo.slice"(%v259) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v261 = "stablehlo.convert"(%v260) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v262 = "stablehlo.dot_general"(%v261, %v235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v263 = "stablehlo.slice"(%v259) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v264 = "stablehlo.convert"(%v263) : (tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xbf16>
    %v265 = "stablehlo.dot_general"(%v264, %v247) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x16x4x16xf32>
    %v266 = "stablehlo.add"(%v262, %v265) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v267 = "stablehlo.transpose"(%v266) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v268 = "stablehlo.reshape"(%v267) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v269 = util.global.load @p11 : tensor<64x64xi8>
    %v270 = util.global.load @p12 : tensor<64xf32>
    %v271 = "stablehlo.abs"(%v268) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v273 = "stablehlo.reduce"(%v271, %v272) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v274 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v275 = "stablehlo.divide"(%v273, %v274) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v276 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v277 = "stablehlo.maximum"(%v275, %v276) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v279 = "stablehlo.divide"(%v268, %v278) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v280 = "stablehlo.round_nearest_even"(%v279) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v281 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v282 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v283 = "stablehlo.maximum"(%v280, %v281) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v284 = "stablehlo.minimum"(%v283, %v282) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v285 = "stablehlo.convert"(%v284) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v286 = "stablehlo.convert"(%v285) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v287 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v288 = "stablehlo.multiply"(%v286, %v287) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v289 = "stablehlo.subtract"(%v268, %v288) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v290 = "stablehlo.abs"(%v289) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v292 = "stablehlo.reduce"(%v290, %v291) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v293 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v294 = "stablehlo.divide"(%v292, %v293) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v295 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v296 = "stablehlo.maximum"(%v294, %v295) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%v296) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v298 = "stablehlo.divide"(%v289, %v297) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v299 = "stablehlo.round_nearest_even"(%v298) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v300 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v301 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v302 = "stablehlo.maximum"(%v299, %v300) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v303 = "stablehlo.minimum"(%v302, %v301) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v304 = "stablehlo.convert"(%v303) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v305 = "stablehlo.concatenate"(%v285, %v304) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v306 = tensor.empty() : tensor<32x64xi32>
    %v307 = arith.constant 0 : i32
    %v308 = linalg.fill ins(%v307 : i32) outs(%v306 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v309 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v305, %v269 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v308 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v310 = "stablehlo.convert"(%v309) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v312 = "stablehlo.slice"(%v310) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v313 = "stablehlo.broadcast_in_dim"(%v277) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v314 = "stablehlo.multiply"(%v312, %v313) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v315 = "stablehlo.multiply"(%v314, %v311) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v316 = "stablehlo.slice"(%v310) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v317 = "stablehlo.broadcast_in_dim"(%v296) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v318 = "stablehlo.multiply"(%v316, %v317) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v319 = "stablehlo.multiply"(%v318, %v311) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v320 = "stablehlo.add"(%v315, %v319) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v321 = "stablehlo.add"(%v8, %v320) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v322 = util.global.load @p1 : tensor<64xbf16>
    %v323 = "stablehlo.multiply"(%v321, %v321) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v325 = "stablehlo.reduce"(%v323, %v324) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v326 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v328 = "stablehlo.broadcast_in_dim"(%v327) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v329 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v330 = "stablehlo.add"(%v328, %v329) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v331 = "stablehlo.rsqrt"(%v330) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v332 = "stablehlo.multiply"(%v321, %v331) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v333 = "stablehlo.convert"(%v322) : (tensor<64xbf16>) -> tensor<64xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v333) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v335 = "stablehlo.multiply"(%v332, %v334) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v336 = util.global.load @p13 : tensor<160x64xi8>
    %v337 = util.global.load @p14 : tensor<160xf32>
    %v338 = "stablehlo.abs"(%v335) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v340 = "stablehlo.reduce"(%v338, %v339) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v342 = "stablehlo.divide"(%v340, %v341) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v343 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v344 = "stablehlo.maximum"(%v342, %v343) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v345 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v346 = "stablehlo.divide"(%v335, %v345) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v347 = "stablehlo.round_nearest_even"(%v346) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v348 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v349 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v350 = "stablehlo.maximum"(%v347, %v348) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v351 = "stablehlo.minimum"(%v350, %v349) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v352 = "stablehlo.convert"(%v351) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v353 = "stablehlo.convert"(%v352) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v355 = "stablehlo.multiply"(%v353, %v354) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v356 = "stablehlo.subtract"(%v335, %v355) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v357 = "stablehlo.abs"(%v356) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v358 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v359 = "stablehlo.reduce"(%v357, %v358) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v360 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v361 = "stablehlo.divide"(%v359, %v360) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v362 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v363 = "stablehlo.maximum"(%v361, %v362) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v364 = "stablehlo.broadcast_in_dim"(%v363) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v365 = "stablehlo.divide"(%v356, %v364) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v366 = "stablehlo.round_nearest_even"(%v365) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v367 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v368 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v369 = "stablehlo.maximum"(%v366, %v367) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v370 = "stablehlo.minimum"(%v369, %v368) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v371 = "stablehlo.convert"(%v370) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v372 = "stablehlo.concatenate"(%v352, %v371) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v373 = tensor.empty() : tensor<32x160xi32>
    %v374 = arith.constant 0 : i32
    %v375 = linalg.fill ins(%v374 : i32) outs(%v373 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v376 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v372, %v336 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v375 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v377 = "stablehlo.convert"(%v376) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v378 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v379 = "stablehlo.slice"(%v377) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v380 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v381 = "stablehlo.multiply"(%v379, %v380) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v382 = "stablehlo.multiply"(%v381, %v378) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v383 = "stablehlo.slice"(%v377) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v384 = "stablehlo.broadcast_in_dim"(%v363) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v385 = "stablehlo.multiply"(%v383, %v384) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v386 = "stablehlo.multiply"(%v385, %v378) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v387 = "stablehlo.add"(%v382, %v386) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v388 = "stablehlo.logistic"(%v387) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v389 = "stablehlo.multiply"(%v387, %v388) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v390 = util.global.load @p15 : tensor<160x64xi8>
    %v391 = util.global.load @p16 : tensor<160xf32>
    %v392 = "stablehlo.abs"(%v335) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v394 = "stablehlo.reduce"(%v392, %v393) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v395 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v396 = "stablehlo.divide"(%v394, %v395) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v397 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v398 = "stablehlo.maximum"(%v396, %v397) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v400 = "stablehlo.divide"(%v335, %v399) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v401 = "stablehlo.round_nearest_even"(%v400) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v402 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v403 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v404 = "stablehlo.maximum"(%v401, %v402) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v405 = "stablehlo.minimum"(%v404, %v403) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v406 = "stablehlo.convert"(%v405) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v407 = "stablehlo.convert"(%v406) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v409 = "stablehlo.multiply"(%v407, %v408) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v410 = "stablehlo.subtract"(%v335, %v409) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v411 = "stablehlo.abs"(%v410) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v412 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v413 = "stablehlo.reduce"(%v411, %v412) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v414 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v415 = "stablehlo.divide"(%v413, %v414) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v416 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v417 = "stablehlo.maximum"(%v415, %v416) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v418 = "stablehlo.broadcast_in_dim"(%v417) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v419 = "stablehlo.divide"(%v410, %v418) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v420 = "stablehlo.round_nearest_even"(%v419) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v421 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v422 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v423 = "stablehlo.maximum"(%v420, %v421) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v424 = "stablehlo.minimum"(%v423, %v422) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v425 = "stablehlo.convert"(%v424) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v426 = "stablehlo.concatenate"(%v406, %v425) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v427 = tensor.empty() : tensor<32x160xi32>
    %v428 = arith.constant 0 : i32
    %v429 = linalg.fill ins(%v428 : i32) outs(%v427 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v430 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v426, %v390 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v429 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v431 = "stablehlo.convert"(%v430) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v432 = "stablehlo.broadcast_in_dim"(%v391) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v433 = "stablehlo.slice"(%v431) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v434 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v435 = "stablehlo.multiply"(%v433, %v434) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v436 = "stablehlo.multiply"(%v435, %v432) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v437 = "stablehlo.slice"(%v431) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v438 = "stablehlo.broadcast_in_dim"(%v417) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v439 = "stablehlo.multiply"(%v437, %v438) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v440 = "stablehlo.multiply"(%v439, %v432) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v441 = "stablehlo.add"(%v436, %v440) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v442 = "stablehlo.multiply"(%v389, %v441) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v443 = util.global.load @p17 : tensor<64x160xi8>
    %v444 = util.global.load @p18 : tensor<64xf32>
    %v445 = "stablehlo.abs"(%v442) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v446 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v447 = "stablehlo.reduce"(%v445, %v446) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v448 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v449 = "stablehlo.divide"(%v447, %v448) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v450 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v451 = "stablehlo.maximum"(%v449, %v450) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v452 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v453 = "stablehlo.divide"(%v442, %v452) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v454 = "stablehlo.round_nearest_even"(%v453) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v455 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v456 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v457 = "stablehlo.maximum"(%v454, %v455) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v458 = "stablehlo.minimum"(%v457, %v456) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v459 = "stablehlo.convert"(%v458) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v460 = "stablehlo.convert"(%v459) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v461 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v462 = "stablehlo.multiply"(%v460, %v461) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v463 = "stablehlo.subtract"(%v442, %v462) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v464 = "stablehlo.abs"(%v463) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v465 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v466 = "stablehlo.reduce"(%v464, %v465) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v467 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v468 = "stablehlo.divide"(%v466, %v467) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v469 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v470 = "stablehlo.maximum"(%v468, %v469) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v471 = "stablehlo.broadcast_in_dim"(%v470) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v472 = "stablehlo.divide"(%v463, %v471) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v473 = "stablehlo.round_nearest_even"(%v472) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v474 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v475 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v476 = "stablehlo.maximum"(%v473, %v474) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v477 = "stablehlo.minimum"(%v476, %v475) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v478 = "stablehlo.convert"(%v477) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v479 = "stablehlo.concatenate"(%v459, %v478) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v480 = tensor.empty() : tensor<32x64xi32>
    %v481 = arith.constant 0 : i32
    %v482 = linalg.fill ins(%v481 : i32) outs(%v480 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v483 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v479, %v443 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v482 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v484 = "stablehlo.convert"(%v483) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v485 = "stablehlo.broadcast_in_dim"(%v444) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v486 = "stablehlo.slice"(%v484) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v487 = "stablehlo.broadcast_in_dim"(%v451) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v488 = "stablehlo.multiply"(%v486, %v487) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v489 = "stablehlo.multiply"(%v488, %v485) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v490 = "stablehlo.slice"(%v484) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v491 = "stablehlo.broadcast_in_dim"(%v470) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v492 = "stablehlo.multiply"(%v490, %v491) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v493 = "stablehlo.multiply"(%v492, %v485) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v494 = "stablehlo.add"(%v489, %v493) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v495 = "stablehlo.add"(%v321, %v494) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v496 = "stablehlo.transpose"(%v234) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v497 = "stablehlo.reshape"(%v496) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v498 = "stablehlo.transpose"(%v235) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v499 = "stablehlo.reshape"(%v498) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v500 = util.global.load @p19 : tensor<64xbf16>
    %v501 = "stablehlo.multiply"(%v495, %v495) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v502 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v503 = "stablehlo.reduce"(%v501, %v502) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v504 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v505 = "stablehlo.multiply"(%v503, %v504) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v506 = "stablehlo.broadcast_in_dim"(%v505) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v507 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v508 = "stablehlo.add"(%v506, %v507) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v509 = "stablehlo.rsqrt"(%v508) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v510 = "stablehlo.multiply"(%v495, %v509) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v511 = "stablehlo.convert"(%v500) : (tensor<64xbf16>) -> tensor<64xf32>
    %v512 = "stablehlo.broadcast_in_dim"(%v511) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v513 = "stablehlo.multiply"(%v510, %v512) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v514 = util.global.load @p21 : tensor<64x64xi8>
    %v515 = util.global.load @p22 : tensor<64xf32>
    %v516 = util.global.load @p23 : tensor<64xbf16>
    %v517 = "stablehlo.abs"(%v513) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v518 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v519 = "stablehlo.reduce"(%v517, %v518) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v520 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v521 = "stablehlo.divide"(%v519, %v520) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v522 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v523 = "stablehlo.maximum"(%v521, %v522) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v524 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v525 = "stablehlo.divide"(%v513, %v524) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v526 = "stablehlo.round_nearest_even"(%v525) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v527 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v528 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v529 = "stablehlo.maximum"(%v526, %v527) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v530 = "stablehlo.minimum"(%v529, %v528) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v531 = "stablehlo.convert"(%v530) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v532 = "stablehlo.convert"(%v531) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v533 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v534 = "stablehlo.multiply"(%v532, %v533) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v535 = "stablehlo.subtract"(%v513, %v534) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v536 = "stablehlo.abs"(%v535) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v537 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v538 = "stablehlo.reduce"(%v536, %v537) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v539 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v540 = "stablehlo.divide"(%v538, %v539) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v541 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v542 = "stablehlo.maximum"(%v540, %v541) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v543 = "stablehlo.broadcast_in_dim"(%v542) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v544 = "stablehlo.divide"(%v535, %v543) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v545 = "stablehlo.round_nearest_even"(%v544) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v546 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v547 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v548 = "stablehlo.maximum"(%v545, %v546) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v549 = "stablehlo.minimum"(%v548, %v547) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v550 = "stablehlo.convert"(%v549) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v551 = "stablehlo.concatenate"(%v531, %v550) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v552 = tensor.empty() : tensor<32x64xi32>
    %v553 = arith.constant 0 : i32
    %v554 = linalg.fill ins(%v553 : i32) outs(%v552 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v555 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v551, %v514 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v554 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v556 = "stablehlo.convert"(%v555) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v557 = "stablehlo.broadcast_in_dim"(%v515) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v558 = "stablehlo.slice"(%v556) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v559 = "stablehlo.broadcast_in_dim"(%v523) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v560 = "stablehlo.multiply"(%v558, %v559) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v561 = "stablehlo.multiply"(%v560, %v557) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v562 = "stablehlo.slice"(%v556) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v563 = "stablehlo.broadcast_in_dim"(%v542) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v564 = "stablehlo.multiply"(%v562, %v563) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v565 = "stablehlo.multiply"(%v564, %v557) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v566 = "stablehlo.add"(%v561, %v565) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v567 = "stablehlo.convert"(%v516) : (tensor<64xbf16>) -> tensor<64xf32>
    %v568 = "stablehlo.broadcast_in_dim"(%v567) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v569 = "stablehlo.add"(%v566, %v568) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v570 = "stablehlo.reshape"(%v569) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v571 = util.global.load @p24 : tensor<16x64xi8>
    %v572 = util.global.load @p25 : tensor<16xf32>
    %v573 = util.global.load @p26 : tensor<16xbf16>
    %v574 = "stablehlo.abs"(%v513) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v575 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v576 = "stablehlo.reduce"(%v574, %v575) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v577 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v578 = "stablehlo.divide"(%v576, %v577) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v579 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v580 = "stablehlo.maximum"(%v578, %v579) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v581 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v582 = "stablehlo.divide"(%v513, %v581) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v583 = "stablehlo.round_nearest_even"(%v582) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v584 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v585 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v586 = "stablehlo.maximum"(%v583, %v584) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v587 = "stablehlo.minimum"(%v586, %v585) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v588 = "stablehlo.convert"(%v587) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v589 = "stablehlo.convert"(%v588) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v590 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v591 = "stablehlo.multiply"(%v589, %v590) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v592 = "stablehlo.subtract"(%v513, %v591) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v593 = "stablehlo.abs"(%v592) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v594 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v595 = "stablehlo.reduce"(%v593, %v594) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v596 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v597 = "stablehlo.divide"(%v595, %v596) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v598 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v599 = "stablehlo.maximum"(%v597, %v598) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v600 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v601 = "stablehlo.divide"(%v592, %v600) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v602 = "stablehlo.round_nearest_even"(%v601) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v603 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v604 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v605 = "stablehlo.maximum"(%v602, %v603) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v606 = "stablehlo.minimum"(%v605, %v604) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v607 = "stablehlo.convert"(%v606) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v608 = "stablehlo.concatenate"(%v588, %v607) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v609 = tensor.empty() : tensor<32x16xi32>
    %v610 = arith.constant 0 : i32
    %v611 = linalg.fill ins(%v610 : i32) outs(%v609 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v612 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v608, %v571 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v611 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v613 = "stablehlo.convert"(%v612) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v614 = "stablehlo.broadcast_in_dim"(%v572) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v615 = "stablehlo.slice"(%v613) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v616 = "stablehlo.broadcast_in_dim"(%v580) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v617 = "stablehlo.multiply"(%v615, %v616) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v618 = "stablehlo.multiply"(%v617, %v614) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v619 = "stablehlo.slice"(%v613) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v620 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v621 = "stablehlo.multiply"(%v619, %v620) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v622 = "stablehlo.multiply"(%v621, %v614) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v623 = "stablehlo.add"(%v618, %v622) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v624 = "stablehlo.convert"(%v573) : (tensor<16xbf16>) -> tensor<16xf32>
    %v625 = "stablehlo.broadcast_in_dim"(%v624) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v626 = "stablehlo.add"(%v623, %v625) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v627 = "stablehlo.reshape"(%v626) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v628 = util.global.load @p27 : tensor<16x64xi8>
    %v629 = util.global.load @p28 : tensor<16xf32>
    %v630 = util.global.load @p29 : tensor<16xbf16>
    %v631 = "stablehlo.abs"(%v513) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v632 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v633 = "stablehlo.reduce"(%v631, %v632) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v634 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v635 = "stablehlo.divide"(%v633, %v634) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v636 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v637 = "stablehlo.maximum"(%v635, %v636) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v638 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v639 = "stablehlo.divide"(%v513, %v638) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v640 = "stablehlo.round_nearest_even"(%v639) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v641 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v642 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v643 = "stablehlo.maximum"(%v640, %v641) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v644 = "stablehlo.minimum"(%v643, %v642) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v645 = "stablehlo.convert"(%v644) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v646 = "stablehlo.convert"(%v645) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v647 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v648 = "stablehlo.multiply"(%v646, %v647) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v649 = "stablehlo.subtract"(%v513, %v648) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v650 = "stablehlo.abs"(%v649) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v651 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v652 = "stablehlo.reduce"(%v650, %v651) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v653 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v654 = "stablehlo.divide"(%v652, %v653) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v655 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v656 = "stablehlo.maximum"(%v654, %v655) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v657 = "stablehlo.broadcast_in_dim"(%v656) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v658 = "stablehlo.divide"(%v649, %v657) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v659 = "stablehlo.round_nearest_even"(%v658) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v660 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v661 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v662 = "stablehlo.maximum"(%v659, %v660) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v663 = "stablehlo.minimum"(%v662, %v661) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v664 = "stablehlo.convert"(%v663) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v665 = "stablehlo.concatenate"(%v645, %v664) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v666 = tensor.empty() : tensor<32x16xi32>
    %v667 = arith.constant 0 : i32
    %v668 = linalg.fill ins(%v667 : i32) outs(%v666 : tensor<32x16xi32>) -> tensor<32x16xi32>
    %v669 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v665, %v628 : tensor<32x64xi8>, tensor<16x64xi8>) outs(%v668 : tensor<32x16xi32>) {iree.opt.data_tiling} -> tensor<32x16xi32>
    %v670 = "stablehlo.convert"(%v669) : (tensor<32x16xi32>) -> tensor<32x16xf32>
    %v671 = "stablehlo.broadcast_in_dim"(%v629) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v672 = "stablehlo.slice"(%v670) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v673 = "stablehlo.broadcast_in_dim"(%v637) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v674 = "stablehlo.multiply"(%v672, %v673) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v675 = "stablehlo.multiply"(%v674, %v671) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v676 = "stablehlo.slice"(%v670) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 16>, strides = array<i64: 1, 1>} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %v677 = "stablehlo.broadcast_in_dim"(%v656) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v678 = "stablehlo.multiply"(%v676, %v677) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v679 = "stablehlo.multiply"(%v678, %v671) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v680 = "stablehlo.add"(%v675, %v679) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v681 = "stablehlo.convert"(%v630) : (tensor<16xbf16>) -> tensor<16xf32>
    %v682 = "stablehlo.broadcast_in_dim"(%v681) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v683 = "stablehlo.add"(%v680, %v682) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v684 = "stablehlo.reshape"(%v683) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v685 = "stablehlo.slice"(%v570) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v686 = "stablehlo.slice"(%v570) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v687 = "stablehlo.negate"(%v686) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v688 = "stablehlo.concatenate"(%v687, %v685) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v689 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v690 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v691 = "stablehlo.multiply"(%v570, %v689) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v692 = "stablehlo.multiply"(%v688, %v690) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v693 = "stablehlo.add"(%v691, %v692) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v694 = "stablehlo.slice"(%v627) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v695 = "stablehlo.slice"(%v627) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v696 = "stablehlo.negate"(%v695) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v697 = "stablehlo.concatenate"(%v696, %v694) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v698 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v699 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v700 = "stablehlo.multiply"(%v627, %v698) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v701 = "stablehlo.multiply"(%v697, %v699) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v702 = "stablehlo.add"(%v700, %v701) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v703 = "stablehlo.reshape"(%v693) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v704 = "stablehlo.convert"(%v703) : (tensor<16x1x4x16xf32>) -> tensor<16x1x4x16xbf16>
    %v705 = "stablehlo.convert"(%v702) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v706 = "stablehlo.convert"(%v684) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v707 = "stablehlo.dot_general"(%v704, %v705) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<16x1x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v708 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x16xf32>
    %v709 = "stablehlo.select"(%v20, %v707, %v708) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v710 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v711 = "stablehlo.reshape"(%v710) : (tensor<1xi32>) -> tensor<i32>
    %v712 = "stablehlo.dynamic_slice"(%arg9, %v711, %v28, %v28, %arg4) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v713 = "stablehlo.reshape"(%v712) : (tensor<1x1x16x128xbf16>) -> tensor<1x16x128xbf16>
    %v714 = "stablehlo.dot_general"(%v704, %v713) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<16x1x4x16xbf16>, tensor<1x16x128xbf16>) -> tensor<1x16x4x128xf32>
    %v715 = stablehlo.constant dense<0xFF800000> : tensor<1x16x4x128xf32>
    %v716 = "stablehlo.select"(%v27, %v714, %v715) : (tensor<1x16x4x128xi1>, tensor<1x16x4x128xf32>, tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xf32>
    %v717 = "stablehlo.dynamic_slice"(%arg10, %v711, %v28, %arg4, %v28) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v718 = "stablehlo.reshape"(%v717) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v719 = "stablehlo.concatenate"(%v716, %v709) {dimension = 3 : i64} : (tensor<1x16x4x128xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x144xf32>
    %v720 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x16x4x144xf32>
    %v721 = "stablehlo.multiply"(%v719, %v720) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v722 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v723 = "stablehlo.reduce"(%v721, %v722) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v724 = "stablehlo.broadcast_in_dim"(%v723) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v725 = "stablehlo.subtract"(%v721, %v724) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v726 = "stablehlo.exponential"(%v725) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v727 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v728 = "stablehlo.reduce"(%v726, %v727) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v729 = "stablehlo.broadcast_in_dim"(%v728) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v730 = "stablehlo.divide"(%v726, %v729) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v731 = "stablehlo.slice"(%v730) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 16, 4, 144>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x16xf32>
    %v732 = "stablehlo.convert"(%v731) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xbf16>
    %v733 = "stablehlo.dot_general"(%v732, %v706) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x16x4x16xbf16>, tensor<16x1x16xbf16>) -> tensor<1x16x4x16xf32>
    %v734 = "stablehlo.slice"(%v730) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 16, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x128xf32>
    %v735 = "stablehlo.convert"(%v734) : (tensor<1x16x4x128xf32>) -> tensor<1x16x4x128xbf16>
    %v736 = "stablehlo.dot_general"(%v735, %v718) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<1x16x4x128xbf16>, tensor<1x128x16xbf16>) -> tensor<1x16x4x16xf32>
    %v737 = "stablehlo.add"(%v733, %v736) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v738 = "stablehlo.transpose"(%v737) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v739 = "stablehlo.reshape"(%v738) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v740 = util.global.load @p30 : tensor<64x64xi8>
    %v741 = util.global.load @p31 : tensor<64xf32>
    %v742 = "stablehlo.abs"(%v739) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v743 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v744 = "stablehlo.reduce"(%v742, %v743) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v745 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v746 = "stablehlo.divide"(%v744, %v745) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v747 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v748 = "stablehlo.maximum"(%v746, %v747) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v749 = "stablehlo.broadcast_in_dim"(%v748) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v750 = "stablehlo.divide"(%v739, %v749) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v751 = "stablehlo.round_nearest_even"(%v750) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v752 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v753 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v754 = "stablehlo.maximum"(%v751, %v752) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v755 = "stablehlo.minimum"(%v754, %v753) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v756 = "stablehlo.convert"(%v755) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v757 = "stablehlo.convert"(%v756) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v758 = "stablehlo.broadcast_in_dim"(%v748) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v759 = "stablehlo.multiply"(%v757, %v758) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v760 = "stablehlo.subtract"(%v739, %v759) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v761 = "stablehlo.abs"(%v760) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v762 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v763 = "stablehlo.reduce"(%v761, %v762) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v764 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v765 = "stablehlo.divide"(%v763, %v764) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v766 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v767 = "stablehlo.maximum"(%v765, %v766) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v768 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v769 = "stablehlo.divide"(%v760, %v768) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v770 = "stablehlo.round_nearest_even"(%v769) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v771 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v772 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v773 = "stablehlo.maximum"(%v770, %v771) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v774 = "stablehlo.minimum"(%v773, %v772) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v775 = "stablehlo.convert"(%v774) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v776 = "stablehlo.concatenate"(%v756, %v775) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v777 = tensor.empty() : tensor<32x64xi32>
    %v778 = arith.constant 0 : i32
    %v779 = linalg.fill ins(%v778 : i32) outs(%v777 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v780 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v776, %v740 : tensor<32x64xi8>, tensor<64x64xi8>) outs(%v779 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v781 = "stablehlo.convert"(%v780) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v782 = "stablehlo.broadcast_in_dim"(%v741) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v783 = "stablehlo.slice"(%v781) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v784 = "stablehlo.broadcast_in_dim"(%v748) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v785 = "stablehlo.multiply"(%v783, %v784) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v786 = "stablehlo.multiply"(%v785, %v782) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v787 = "stablehlo.slice"(%v781) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v788 = "stablehlo.broadcast_in_dim"(%v767) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v789 = "stablehlo.multiply"(%v787, %v788) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v790 = "stablehlo.multiply"(%v789, %v782) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v791 = "stablehlo.add"(%v786, %v790) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v792 = "stablehlo.add"(%v495, %v791) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v793 = util.global.load @p20 : tensor<64xbf16>
    %v794 = "stablehlo.multiply"(%v792, %v792) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v795 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v796 = "stablehlo.reduce"(%v794, %v795) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v797 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v798 = "stablehlo.multiply"(%v796, %v797) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v799 = "stablehlo.broadcast_in_dim"(%v798) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v800 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v801 = "stablehlo.add"(%v799, %v800) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v802 = "stablehlo.rsqrt"(%v801) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v803 = "stablehlo.multiply"(%v792, %v802) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v804 = "stablehlo.convert"(%v793) : (tensor<64xbf16>) -> tensor<64xf32>
    %v805 = "stablehlo.broadcast_in_dim"(%v804) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v806 = "stablehlo.multiply"(%v803, %v805) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v807 = util.global.load @p32 : tensor<160x64xi8>
    %v808 = util.global.load @p33 : tensor<160xf32>
    %v809 = "stablehlo.abs"(%v806) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v810 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v811 = "stablehlo.reduce"(%v809, %v810) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v812 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v813 = "stablehlo.divide"(%v811, %v812) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v814 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v815 = "stablehlo.maximum"(%v813, %v814) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v816 = "stablehlo.broadcast_in_dim"(%v815) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v817 = "stablehlo.divide"(%v806, %v816) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v818 = "stablehlo.round_nearest_even"(%v817) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v819 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v820 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v821 = "stablehlo.maximum"(%v818, %v819) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v822 = "stablehlo.minimum"(%v821, %v820) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v823 = "stablehlo.convert"(%v822) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v824 = "stablehlo.convert"(%v823) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v825 = "stablehlo.broadcast_in_dim"(%v815) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v826 = "stablehlo.multiply"(%v824, %v825) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v827 = "stablehlo.subtract"(%v806, %v826) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v828 = "stablehlo.abs"(%v827) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v829 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v830 = "stablehlo.reduce"(%v828, %v829) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v831 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v832 = "stablehlo.divide"(%v830, %v831) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v833 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v834 = "stablehlo.maximum"(%v832, %v833) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v835 = "stablehlo.broadcast_in_dim"(%v834) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v836 = "stablehlo.divide"(%v827, %v835) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v837 = "stablehlo.round_nearest_even"(%v836) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v838 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v839 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v840 = "stablehlo.maximum"(%v837, %v838) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v841 = "stablehlo.minimum"(%v840, %v839) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v842 = "stablehlo.convert"(%v841) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v843 = "stablehlo.concatenate"(%v823, %v842) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v844 = tensor.empty() : tensor<32x160xi32>
    %v845 = arith.constant 0 : i32
    %v846 = linalg.fill ins(%v845 : i32) outs(%v844 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v847 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v843, %v807 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v846 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v848 = "stablehlo.convert"(%v847) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v849 = "stablehlo.broadcast_in_dim"(%v808) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v850 = "stablehlo.slice"(%v848) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v851 = "stablehlo.broadcast_in_dim"(%v815) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v852 = "stablehlo.multiply"(%v850, %v851) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v853 = "stablehlo.multiply"(%v852, %v849) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v854 = "stablehlo.slice"(%v848) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v855 = "stablehlo.broadcast_in_dim"(%v834) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v856 = "stablehlo.multiply"(%v854, %v855) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v857 = "stablehlo.multiply"(%v856, %v849) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v858 = "stablehlo.add"(%v853, %v857) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v859 = "stablehlo.logistic"(%v858) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v860 = "stablehlo.multiply"(%v858, %v859) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v861 = util.global.load @p34 : tensor<160x64xi8>
    %v862 = util.global.load @p35 : tensor<160xf32>
    %v863 = "stablehlo.abs"(%v806) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v864 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v865 = "stablehlo.reduce"(%v863, %v864) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v866 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v867 = "stablehlo.divide"(%v865, %v866) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v868 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v869 = "stablehlo.maximum"(%v867, %v868) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v870 = "stablehlo.broadcast_in_dim"(%v869) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v871 = "stablehlo.divide"(%v806, %v870) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v872 = "stablehlo.round_nearest_even"(%v871) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v873 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v874 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v875 = "stablehlo.maximum"(%v872, %v873) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v876 = "stablehlo.minimum"(%v875, %v874) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v877 = "stablehlo.convert"(%v876) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v878 = "stablehlo.convert"(%v877) : (tensor<16x64xi8>) -> tensor<16x64xf32>
    %v879 = "stablehlo.broadcast_in_dim"(%v869) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v880 = "stablehlo.multiply"(%v878, %v879) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v881 = "stablehlo.subtract"(%v806, %v880) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v882 = "stablehlo.abs"(%v881) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v883 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v884 = "stablehlo.reduce"(%v882, %v883) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v885 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v886 = "stablehlo.divide"(%v884, %v885) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v887 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v888 = "stablehlo.maximum"(%v886, %v887) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v889 = "stablehlo.broadcast_in_dim"(%v888) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v890 = "stablehlo.divide"(%v881, %v889) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v891 = "stablehlo.round_nearest_even"(%v890) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v892 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v893 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v894 = "stablehlo.maximum"(%v891, %v892) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v895 = "stablehlo.minimum"(%v894, %v893) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v896 = "stablehlo.convert"(%v895) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v897 = "stablehlo.concatenate"(%v877, %v896) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v898 = tensor.empty() : tensor<32x160xi32>
    %v899 = arith.constant 0 : i32
    %v900 = linalg.fill ins(%v899 : i32) outs(%v898 : tensor<32x160xi32>) -> tensor<32x160xi32>
    %v901 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v897, %v861 : tensor<32x64xi8>, tensor<160x64xi8>) outs(%v900 : tensor<32x160xi32>) {iree.opt.data_tiling} -> tensor<32x160xi32>
    %v902 = "stablehlo.convert"(%v901) : (tensor<32x160xi32>) -> tensor<32x160xf32>
    %v903 = "stablehlo.broadcast_in_dim"(%v862) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v904 = "stablehlo.slice"(%v902) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v905 = "stablehlo.broadcast_in_dim"(%v869) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v906 = "stablehlo.multiply"(%v904, %v905) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v907 = "stablehlo.multiply"(%v906, %v903) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v908 = "stablehlo.slice"(%v902) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 160>, strides = array<i64: 1, 1>} : (tensor<32x160xf32>) -> tensor<16x160xf32>
    %v909 = "stablehlo.broadcast_in_dim"(%v888) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v910 = "stablehlo.multiply"(%v908, %v909) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v911 = "stablehlo.multiply"(%v910, %v903) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v912 = "stablehlo.add"(%v907, %v911) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v913 = "stablehlo.multiply"(%v860, %v912) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v914 = util.global.load @p36 : tensor<64x160xi8>
    %v915 = util.global.load @p37 : tensor<64xf32>
    %v916 = "stablehlo.abs"(%v913) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v917 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v918 = "stablehlo.reduce"(%v916, %v917) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v919 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v920 = "stablehlo.divide"(%v918, %v919) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v921 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v922 = "stablehlo.maximum"(%v920, %v921) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v923 = "stablehlo.broadcast_in_dim"(%v922) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v924 = "stablehlo.divide"(%v913, %v923) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v925 = "stablehlo.round_nearest_even"(%v924) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v926 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v927 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v928 = "stablehlo.maximum"(%v925, %v926) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v929 = "stablehlo.minimum"(%v928, %v927) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v930 = "stablehlo.convert"(%v929) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v931 = "stablehlo.convert"(%v930) : (tensor<16x160xi8>) -> tensor<16x160xf32>
    %v932 = "stablehlo.broadcast_in_dim"(%v922) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v933 = "stablehlo.multiply"(%v931, %v932) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v934 = "stablehlo.subtract"(%v913, %v933) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v935 = "stablehlo.abs"(%v934) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v936 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v937 = "stablehlo.reduce"(%v935, %v936) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x160xf32>, tensor<f32>) -> tensor<16xf32>
    %v938 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v939 = "stablehlo.divide"(%v937, %v938) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v940 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v941 = "stablehlo.maximum"(%v939, %v940) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v942 = "stablehlo.broadcast_in_dim"(%v941) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x160xf32>
    %v943 = "stablehlo.divide"(%v934, %v942) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v944 = "stablehlo.round_nearest_even"(%v943) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v945 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x160xf32>
    %v946 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x160xf32>
    %v947 = "stablehlo.maximum"(%v944, %v945) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v948 = "stablehlo.minimum"(%v947, %v946) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v949 = "stablehlo.convert"(%v948) : (tensor<16x160xf32>) -> tensor<16x160xi8>
    %v950 = "stablehlo.concatenate"(%v930, %v949) {dimension = 0 : i64} : (tensor<16x160xi8>, tensor<16x160xi8>) -> tensor<32x160xi8>
    %v951 = tensor.empty() : tensor<32x64xi32>
    %v952 = arith.constant 0 : i32
    %v953 = linalg.fill ins(%v952 : i32) outs(%v951 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v954 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v950, %v914 : tensor<32x160xi8>, tensor<64x160xi8>) outs(%v953 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v955 = "stablehlo.convert"(%v954) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v956 = "stablehlo.broadcast_in_dim"(%v915) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v957 = "stablehlo.slice"(%v955) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v958 = "stablehlo.broadcast_in_dim"(%v922) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v959 = "stablehlo.multiply"(%v957, %v958) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v960 = "stablehlo.multiply"(%v959, %v956) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v961 = "stablehlo.slice"(%v955) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v962 = "stablehlo.broadcast_in_dim"(%v941) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v963 = "stablehlo.multiply"(%v961, %v962) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v964 = "stablehlo.multiply"(%v963, %v956) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v965 = "stablehlo.add"(%v960, %v964) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v966 = "stablehlo.add"(%v792, %v965) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v967 = "stablehlo.transpose"(%v705) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v968 = "stablehlo.reshape"(%v967) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v969 = "stablehlo.transpose"(%v706) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v970 = "stablehlo.reshape"(%v969) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v971 = "stablehlo.concatenate"(%v497, %v968) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v972 = "stablehlo.concatenate"(%v499, %v970) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v973 = "stablehlo.dynamic_slice"(%v966, %arg7, %v28) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v974 = util.global.load @p41 : tensor<64xbf16>
    %v975 = "stablehlo.multiply"(%v973, %v973) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v976 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v977 = "stablehlo.reduce"(%v975, %v976) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v978 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v979 = "stablehlo.multiply"(%v977, %v978) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v980 = "stablehlo.broadcast_in_dim"(%v979) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v981 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v982 = "stablehlo.add"(%v980, %v981) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v983 = "stablehlo.rsqrt"(%v982) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v984 = "stablehlo.multiply"(%v973, %v983) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v985 = "stablehlo.convert"(%v974) : (tensor<64xbf16>) -> tensor<64xf32>
    %v986 = "stablehlo.broadcast_in_dim"(%v985) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v987 = "stablehlo.multiply"(%v984, %v986) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v988 = util.global.load @p39 : tensor<151936x64xi8>
    %v989 = util.global.load @p40 : tensor<151936xf32>
    %v990 = "stablehlo.abs"(%v987) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v991 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v992 = "stablehlo.reduce"(%v990, %v991) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v993 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v994 = "stablehlo.divide"(%v992, %v993) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v995 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v996 = "stablehlo.maximum"(%v994, %v995) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v997 = "stablehlo.broadcast_in_dim"(%v996) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v998 = "stablehlo.divide"(%v987, %v997) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v999 = "stablehlo.round_nearest_even"(%v998) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1000 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v1001 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v1002 = "stablehlo.maximum"(%v999, %v1000) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1003 = "stablehlo.minimum"(%v1002, %v1001) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1004 = "stablehlo.convert"(%v1003) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v1005 = "stablehlo.convert"(%v1004) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v1006 = "stablehlo.broadcast_in_dim"(%v996) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v1007 = "stablehlo.multiply"(%v1005, %v1006) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1008 = "stablehlo.subtract"(%v987, %v1007) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1009 = "stablehlo.abs"(%v1008) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1010 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1011 = "stablehlo.reduce"(%v1009, %v1010) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v1012 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v1013 = "stablehlo.divide"(%v1011, %v1012) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v1014 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v1015 = "stablehlo.maximum"(%v1013, %v1014) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v1016 = "stablehlo.broadcast_in_dim"(%v1015) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v1017 = "stablehlo.divide"(%v1008, %v1016) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1018 = "stablehlo.round_nearest_even"(%v1017) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1019 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v1020 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v1021 = "stablehlo.maximum"(%v1018, %v1019) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1022 = "stablehlo.minimum"(%v1021, %v1020) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1023 = "stablehlo.convert"(%v1022) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v1024 = "stablehlo.concatenate"(%v1004, %v1023) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v1025 = tensor.empty() : tensor<2x151936xi32>
    %v1026 = arith.constant 0 : i32
    %v1027 = linalg.fill ins(%v1026 : i32) outs(%v1025 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v1028 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v1024, %v988 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v1027 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v1029 = "stablehlo.convert"(%v1028) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v1030 = "stablehlo.broadcast_in_dim"(%v989) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v1031 = "stablehlo.slice"(%v1029) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1032 = "stablehlo.broadcast_in_dim"(%v996) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1033 = "stablehlo.multiply"(%v1031, %v1032) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1034 = "stablehlo.multiply"(%v1033, %v1030) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1035 = "stablehlo.slice"(%v1029) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1036 = "stablehlo.broadcast_in_dim"(%v1015) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1037 = "stablehlo.multiply"(%v1035, %v1036) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1038 = "stablehlo.multiply"(%v1037, %v1030) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1039 = "stablehlo.add"(%v1034, %v1038) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v1039, %v966, %v971, %v972 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
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
    %v36 = "stablehlo.abs"(%v35) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v38 = "stablehlo.reduce"(%v36, %v37) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v39 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v40 = "stablehlo.divide"(%v38, %v39) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v41 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v42 = "stablehlo.maximum"(%v40, %v41) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v44 = "stablehlo.divide"(%v35, %v43) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v45 = "stablehlo.round_nearest_even"(%v44) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v46 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x64xf32>
    %v47 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v48 = "stablehlo.maximum"(%v45, %v46) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v49 = "stablehlo.minimum"(%v48, %v47) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v50 = "stablehlo.convert"(%v49) : (tensor<16x64xf32>) -> tensor<16x64xi8>
    %v51 = "stablehlo.concatenate"(%v31, %v50) {dimension = 0 : i64} : (tensor<16x64xi8>, tensor<16x64xi8>) -> tensor<32x64xi8>
    %v52 = tensor.empty() : tensor<32x151936xi32>
    %v53 = arith.constant 0 : i32
    %v54 = linalg.fill ins(%v53 : i32) outs(%v52 : tensor<32x151936xi32>) -> tensor<32x151936xi32>
    %v55 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v51, %v15 : tensor<32x64xi8>, tensor<151936x64xi8>) outs(%v54 : tensor<32x151936xi32>) {iree.opt.data_tiling} -> tensor<32x151936xi32>
    %v56 = "stablehlo.convert"(%v55) : (tensor<32x151936xi32>) -> tensor<32x151936xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<16x151936xf32>
    %v58 = "stablehlo.slice"(%v56) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 151936>, strides = array<i64: 1, 1>} : (tensor<32x151936xf32>) -> tensor<16x151936xf32>
    %v59 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x151936xf32>
    %v60 = "stablehlo.multiply"(%v58, %v59) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v61 = "stablehlo.multiply"(%v60, %v57) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v62 = "stablehlo.slice"(%v56) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 151936>, strides = array<i64: 1, 1>} : (tensor<32x151936xf32>) -> tensor<16x151936xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v42) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x151936xf32>
    %v64 = "stablehlo.multiply"(%v62, %v63) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v65 = "stablehlo.multiply"(%v64, %v57) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    %v66 = "stablehlo.add"(%v61, %v65) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    return %v66 : tensor<16x151936xf32>
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
    %v58 = "stablehlo.abs"(%v57) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v60 = "stablehlo.reduce"(%v58, %v59) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v61 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v62 = "stablehlo.divide"(%v60, %v61) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v63 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v64 = "stablehlo.maximum"(%v62, %v63) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v66 = "stablehlo.divide"(%v57, %v65) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v67 = "stablehlo.round_nearest_even"(%v66) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v68 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v69 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v70 = "stablehlo.maximum"(%v67, %v68) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v71 = "stablehlo.minimum"(%v70, %v69) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v72 = "stablehlo.convert"(%v71) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v73 = "stablehlo.concatenate"(%v53, %v72) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v74 = tensor.empty() : tensor<2x64xi32>
    %v75 = arith.constant 0 : i32
    %v76 = linalg.fill ins(%v75 : i32) outs(%v74 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v77 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v73, %v36 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v76 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v78 = "stablehlo.convert"(%v77) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v37) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v80 = "stablehlo.slice"(%v78) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v82 = "stablehlo.multiply"(%v80, %v81) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v83 = "stablehlo.multiply"(%v82, %v79) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v84 = "stablehlo.slice"(%v78) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v86 = "stablehlo.multiply"(%v84, %v85) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v87 = "stablehlo.multiply"(%v86, %v79) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v88 = "stablehlo.add"(%v83, %v87) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v89 = "stablehlo.convert"(%v38) : (tensor<64xbf16>) -> tensor<64xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v91 = "stablehlo.add"(%v88, %v90) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v92 = "stablehlo.reshape"(%v91) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v93 = util.global.load @p5 : tensor<16x64xi8>
    %v94 = util.global.load @p6 : tensor<16xf32>
    %v95 = util.global.load @p7 : tensor<16xbf16>
    %v96 = "stablehlo.abs"(%v35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v98 = "stablehlo.reduce"(%v96, %v97) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v99 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v100 = "stablehlo.divide"(%v98, %v99) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v101 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v102 = "stablehlo.maximum"(%v100, %v101) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v104 = "stablehlo.divide"(%v35, %v103) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v105 = "stablehlo.round_nearest_even"(%v104) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v106 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v107 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v108 = "stablehlo.maximum"(%v105, %v106) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v109 = "stablehlo.minimum"(%v108, %v107) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v110 = "stablehlo.convert"(%v109) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v111 = "stablehlo.convert"(%v110) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v113 = "stablehlo.multiply"(%v111, %v112) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v114 = "stablehlo.subtract"(%v35, %v113) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v115 = "stablehlo.abs"(%v114) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v117 = "stablehlo.reduce"(%v115, %v116) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v118 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v119 = "stablehlo.divide"(%v117, %v118) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v120 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v121 = "stablehlo.maximum"(%v119, %v120) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v123 = "stablehlo.divide"(%v114, %v122) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v124 = "stablehlo.round_nearest_even"(%v123) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v125 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v126 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v127 = "stablehlo.maximum"(%v124, %v125) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v128 = "stablehlo.minimum"(%v127, %v126) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v129 = "stablehlo.convert"(%v128) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v130 = "stablehlo.concatenate"(%v110, %v129) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v131 = tensor.empty() : tensor<2x16xi32>
    %v132 = arith.constant 0 : i32
    %v133 = linalg.fill ins(%v132 : i32) outs(%v131 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v130, %v93 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v133 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v135 = "stablehlo.convert"(%v134) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v137 = "stablehlo.slice"(%v135) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v140 = "stablehlo.multiply"(%v139, %v136) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v141 = "stablehlo.slice"(%v135) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v143 = "stablehlo.multiply"(%v141, %v142) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v144 = "stablehlo.multiply"(%v143, %v136) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v145 = "stablehlo.add"(%v140, %v144) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v146 = "stablehlo.convert"(%v95) : (tensor<16xbf16>) -> tensor<16xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v146) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v148 = "stablehlo.add"(%v145, %v147) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v149 = "stablehlo.reshape"(%v148) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v150 = util.global.load @p8 : tensor<16x64xi8>
    %v151 = util.global.load @p9 : tensor<16xf32>
    %v152 = util.global.load @p10 : tensor<16xbf16>
    %v153 = "stablehlo.abs"(%v35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v154 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v155 = "stablehlo.reduce"(%v153, %v154) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v156 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v157 = "stablehlo.divide"(%v155, %v156) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v158 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v159 = "stablehlo.maximum"(%v157, %v158) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v160 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v161 = "stablehlo.divide"(%v35, %v160) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v162 = "stablehlo.round_nearest_even"(%v161) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v163 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v164 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v165 = "stablehlo.maximum"(%v162, %v163) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v166 = "stablehlo.minimum"(%v165, %v164) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v167 = "stablehlo.convert"(%v166) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v168 = "stablehlo.convert"(%v167) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v170 = "stablehlo.multiply"(%v168, %v169) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v171 = "stablehlo.subtract"(%v35, %v170) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v172 = "stablehlo.abs"(%v171) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v174 = "stablehlo.reduce"(%v172, %v173) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v175 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v176 = "stablehlo.divide"(%v174, %v175) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v177 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v178 = "stablehlo.maximum"(%v176, %v177) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v180 = "stablehlo.divide"(%v171, %v179) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v181 = "stablehlo.round_nearest_even"(%v180) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v182 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v183 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v184 = "stablehlo.maximum"(%v181, %v182) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v185 = "stablehlo.minimum"(%v184, %v183) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v186 = "stablehlo.convert"(%v185) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v187 = "stablehlo.concatenate"(%v167, %v186) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v188 = tensor.empty() : tensor<2x16xi32>
    %v189 = arith.constant 0 : i32
    %v190 = linalg.fill ins(%v189 : i32) outs(%v188 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v191 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v187, %v150 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v190 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v192 = "stablehlo.convert"(%v191) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v194 = "stablehlo.slice"(%v192) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v159) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v196 = "stablehlo.multiply"(%v194, %v195) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v197 = "stablehlo.multiply"(%v196, %v193) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v198 = "stablehlo.slice"(%v192) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v178) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v200 = "stablehlo.multiply"(%v198, %v199) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v201 = "stablehlo.multiply"(%v200, %v193) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v202 = "stablehlo.add"(%v197, %v201) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v203 = "stablehlo.convert"(%v152) : (tensor<16xbf16>) -> tensor<16xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v205 = "stablehlo.add"(%v202, %v204) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v207 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v208 = "stablehlo.slice"(%v92) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v209 = "stablehlo.negate"(%v208) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v210 = "stablehlo.concatenate"(%v209, %v207) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v213 = "stablehlo.multiply"(%v92, %v211) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v214 = "stablehlo.multiply"(%v210, %v212) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v215 = "stablehlo.add"(%v213, %v214) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v216 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v217 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v218 = "stablehlo.negate"(%v217) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v219 = "stablehlo.concatenate"(%v218, %v216) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v221 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v222 = "stablehlo.multiply"(%v149, %v220) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v223 = "stablehlo.multiply"(%v219, %v221) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v224 = "stablehlo.add"(%v222, %v223) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v225 = "stablehlo.reshape"(%v215) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v226 = "stablehlo.convert"(%v225) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xbf16>
    %v227 = "stablehlo.convert"(%v224) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v228 = "stablehlo.convert"(%v206) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v229 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v230 = "stablehlo.reshape"(%v229) : (tensor<1xi32>) -> tensor<i32>
    %v231 = stablehlo.constant dense<0> : tensor<i32>
    %v232 = "stablehlo.dynamic_slice"(%arg6, %v230, %v231, %v231, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v233 = "stablehlo.dot_general"(%v226, %v232) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16x128xbf16>) -> tensor<1x1x4x128xf32>
    %v234 = "stablehlo.select"(%v18, %v233, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v235 = "stablehlo.dot_general"(%v226, %v227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16xbf16>) -> tensor<1x1x4xf32>
    %v236 = "stablehlo.reshape"(%v235) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v237 = "stablehlo.concatenate"(%v234, %v236) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v238 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v239 = "stablehlo.multiply"(%v237, %v238) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v240 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v241 = "stablehlo.reduce"(%v239, %v240) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v243 = "stablehlo.subtract"(%v239, %v242) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v244 = "stablehlo.exponential"(%v243) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v246 = "stablehlo.reduce"(%v244, %v245) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v246) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v248 = "stablehlo.divide"(%v244, %v247) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v249 = "stablehlo.slice"(%v248) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v250 = "stablehlo.slice"(%v248) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v251 = stablehlo.constant dense<0> : tensor<i32>
    %v252 = "stablehlo.dynamic_slice"(%arg7, %v230, %v251, %v21, %v251) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v253 = "stablehlo.convert"(%v249) : (tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xbf16>
    %v254 = "stablehlo.dot_general"(%v253, %v252) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xbf16>, tensor<1x1x128x16xbf16>) -> tensor<1x1x4x16xf32>
    %v255 = "stablehlo.convert"(%v228) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v257 = "stablehlo.reshape"(%v250) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v258 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v259 = "stablehlo.multiply"(%v258, %v256) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v260 = "stablehlo.add"(%v254, %v259) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v261 = "stablehlo.reshape"(%v260) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v262 = util.global.load @p11 : tensor<64x64xi8>
    %v263 = util.global.load @p12 : tensor<64xf32>
    %v264 = "stablehlo.abs"(%v261) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v265 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v266 = "stablehlo.reduce"(%v264, %v265) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v267 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v268 = "stablehlo.divide"(%v266, %v267) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v269 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v270 = "stablehlo.maximum"(%v268, %v269) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v271 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v272 = "stablehlo.divide"(%v261, %v271) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v273 = "stablehlo.round_nearest_even"(%v272) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v274 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v275 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v276 = "stablehlo.maximum"(%v273, %v274) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v277 = "stablehlo.minimum"(%v276, %v275) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v278 = "stablehlo.convert"(%v277) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v279 = "stablehlo.convert"(%v278) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v280 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v281 = "stablehlo.multiply"(%v279, %v280) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v282 = "stablehlo.subtract"(%v261, %v281) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v283 = "stablehlo.abs"(%v282) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v284 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v285 = "stablehlo.reduce"(%v283, %v284) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v286 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v287 = "stablehlo.divide"(%v285, %v286) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v288 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v289 = "stablehlo.maximum"(%v287, %v288) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v289) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v291 = "stablehlo.divide"(%v282, %v290) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v292 = "stablehlo.round_nearest_even"(%v291) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v293 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v294 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v295 = "stablehlo.maximum"(%v292, %v293) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v296 = "stablehlo.minimum"(%v295, %v294) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v297 = "stablehlo.convert"(%v296) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v298 = "stablehlo.concatenate"(%v278, %v297) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v299 = tensor.empty() : tensor<2x64xi32>
    %v300 = arith.constant 0 : i32
    %v301 = linalg.fill ins(%v300 : i32) outs(%v299 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v302 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v298, %v262 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v301 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v303 = "stablehlo.convert"(%v302) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v304 = "stablehlo.broadcast_in_dim"(%v263) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v305 = "stablehlo.slice"(%v303) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v306 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v307 = "stablehlo.multiply"(%v305, %v306) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v308 = "stablehlo.multiply"(%v307, %v304) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v309 = "stablehlo.slice"(%v303) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v289) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v311 = "stablehlo.multiply"(%v309, %v310) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v312 = "stablehlo.multiply"(%v311, %v304) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v313 = "stablehlo.add"(%v308, %v312) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v314 = "stablehlo.add"(%v4, %v313) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v315 = util.global.load @p1 : tensor<64xbf16>
    %v316 = "stablehlo.multiply"(%v314, %v314) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v318 = "stablehlo.reduce"(%v316, %v317) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v319 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v320 = "stablehlo.multiply"(%v318, %v319) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v320) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v322 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v323 = "stablehlo.add"(%v321, %v322) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v324 = "stablehlo.rsqrt"(%v323) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v325 = "stablehlo.multiply"(%v314, %v324) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v326 = "stablehlo.convert"(%v315) : (tensor<64xbf16>) -> tensor<64xf32>
    %v327 = "stablehlo.broadcast_in_dim"(%v326) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v328 = "stablehlo.multiply"(%v325, %v327) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v329 = util.global.load @p13 : tensor<160x64xi8>
    %v330 = util.global.load @p14 : tensor<160xf32>
    %v331 = "stablehlo.abs"(%v328) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v332 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v333 = "stablehlo.reduce"(%v331, %v332) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v334 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v335 = "stablehlo.divide"(%v333, %v334) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v336 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v337 = "stablehlo.maximum"(%v335, %v336) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v338 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v339 = "stablehlo.divide"(%v328, %v338) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v340 = "stablehlo.round_nearest_even"(%v339) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v341 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v342 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v343 = "stablehlo.maximum"(%v340, %v341) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v344 = "stablehlo.minimum"(%v343, %v342) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v345 = "stablehlo.convert"(%v344) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v346 = "stablehlo.convert"(%v345) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v347 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v348 = "stablehlo.multiply"(%v346, %v347) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v349 = "stablehlo.subtract"(%v328, %v348) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v350 = "stablehlo.abs"(%v349) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v351 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v352 = "stablehlo.reduce"(%v350, %v351) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v353 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v354 = "stablehlo.divide"(%v352, %v353) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v355 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v356 = "stablehlo.maximum"(%v354, %v355) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v357 = "stablehlo.broadcast_in_dim"(%v356) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v358 = "stablehlo.divide"(%v349, %v357) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v359 = "stablehlo.round_nearest_even"(%v358) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v360 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v361 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v362 = "stablehlo.maximum"(%v359, %v360) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v363 = "stablehlo.minimum"(%v362, %v361) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v364 = "stablehlo.convert"(%v363) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v365 = "stablehlo.concatenate"(%v345, %v364) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v366 = tensor.empty() : tensor<2x160xi32>
    %v367 = arith.constant 0 : i32
    %v368 = linalg.fill ins(%v367 : i32) outs(%v366 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v369 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v365, %v329 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v368 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v370 = "stablehlo.convert"(%v369) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v371 = "stablehlo.broadcast_in_dim"(%v330) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v372 = "stablehlo.slice"(%v370) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v373 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v374 = "stablehlo.multiply"(%v372, %v373) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v375 = "stablehlo.multiply"(%v374, %v371) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v376 = "stablehlo.slice"(%v370) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v377 = "stablehlo.broadcast_in_dim"(%v356) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v378 = "stablehlo.multiply"(%v376, %v377) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v379 = "stablehlo.multiply"(%v378, %v371) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v380 = "stablehlo.add"(%v375, %v379) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v381 = "stablehlo.logistic"(%v380) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v382 = "stablehlo.multiply"(%v380, %v381) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v383 = util.global.load @p15 : tensor<160x64xi8>
    %v384 = util.global.load @p16 : tensor<160xf32>
    %v385 = "stablehlo.abs"(%v328) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v386 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v387 = "stablehlo.reduce"(%v385, %v386) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v388 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v389 = "stablehlo.divide"(%v387, %v388) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v390 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v391 = "stablehlo.maximum"(%v389, %v390) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v392 = "stablehlo.broadcast_in_dim"(%v391) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v393 = "stablehlo.divide"(%v328, %v392) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v394 = "stablehlo.round_nearest_even"(%v393) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v395 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v396 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v397 = "stablehlo.maximum"(%v394, %v395) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v398 = "stablehlo.minimum"(%v397, %v396) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v399 = "stablehlo.convert"(%v398) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v400 = "stablehlo.convert"(%v399) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v401 = "stablehlo.broadcast_in_dim"(%v391) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v402 = "stablehlo.multiply"(%v400, %v401) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v403 = "stablehlo.subtract"(%v328, %v402) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v404 = "stablehlo.abs"(%v403) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v405 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v406 = "stablehlo.reduce"(%v404, %v405) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v407 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v408 = "stablehlo.divide"(%v406, %v407) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v409 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v410 = "stablehlo.maximum"(%v408, %v409) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v411 = "stablehlo.broadcast_in_dim"(%v410) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v412 = "stablehlo.divide"(%v403, %v411) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v413 = "stablehlo.round_nearest_even"(%v412) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v414 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v415 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v416 = "stablehlo.maximum"(%v413, %v414) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v417 = "stablehlo.minimum"(%v416, %v415) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v418 = "stablehlo.convert"(%v417) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v419 = "stablehlo.concatenate"(%v399, %v418) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v420 = tensor.empty() : tensor<2x160xi32>
    %v421 = arith.constant 0 : i32
    %v422 = linalg.fill ins(%v421 : i32) outs(%v420 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v423 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v419, %v383 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v422 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v424 = "stablehlo.convert"(%v423) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v425 = "stablehlo.broadcast_in_dim"(%v384) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v426 = "stablehlo.slice"(%v424) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v427 = "stablehlo.broadcast_in_dim"(%v391) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v428 = "stablehlo.multiply"(%v426, %v427) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v429 = "stablehlo.multiply"(%v428, %v425) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v430 = "stablehlo.slice"(%v424) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v431 = "stablehlo.broadcast_in_dim"(%v410) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v432 = "stablehlo.multiply"(%v430, %v431) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v433 = "stablehlo.multiply"(%v432, %v425) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v434 = "stablehlo.add"(%v429, %v433) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v435 = "stablehlo.multiply"(%v382, %v434) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v436 = util.global.load @p17 : tensor<64x160xi8>
    %v437 = util.global.load @p18 : tensor<64xf32>
    %v438 = "stablehlo.abs"(%v435) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v439 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v440 = "stablehlo.reduce"(%v438, %v439) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v441 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v442 = "stablehlo.divide"(%v440, %v441) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v443 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v444 = "stablehlo.maximum"(%v442, %v443) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v445 = "stablehlo.broadcast_in_dim"(%v444) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v446 = "stablehlo.divide"(%v435, %v445) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v447 = "stablehlo.round_nearest_even"(%v446) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v448 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v449 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v450 = "stablehlo.maximum"(%v447, %v448) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v451 = "stablehlo.minimum"(%v450, %v449) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v452 = "stablehlo.convert"(%v451) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v453 = "stablehlo.convert"(%v452) : (tensor<1x160xi8>) -> tensor<1x160xf32>
    %v454 = "stablehlo.broadcast_in_dim"(%v444) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v455 = "stablehlo.multiply"(%v453, %v454) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v456 = "stablehlo.subtract"(%v435, %v455) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v457 = "stablehlo.abs"(%v456) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v458 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v459 = "stablehlo.reduce"(%v457, %v458) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v460 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v461 = "stablehlo.divide"(%v459, %v460) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v462 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v463 = "stablehlo.maximum"(%v461, %v462) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v464 = "stablehlo.broadcast_in_dim"(%v463) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v465 = "stablehlo.divide"(%v456, %v464) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v466 = "stablehlo.round_nearest_even"(%v465) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v467 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v468 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v469 = "stablehlo.maximum"(%v466, %v467) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v470 = "stablehlo.minimum"(%v469, %v468) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v471 = "stablehlo.convert"(%v470) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v472 = "stablehlo.concatenate"(%v452, %v471) {dimension = 0 : i64} : (tensor<1x160xi8>, tensor<1x160xi8>) -> tensor<2x160xi8>
    %v473 = tensor.empty() : tensor<2x64xi32>
    %v474 = arith.constant 0 : i32
    %v475 = linalg.fill ins(%v474 : i32) outs(%v473 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v476 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v472, %v436 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v475 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v477 = "stablehlo.convert"(%v476) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v478 = "stablehlo.broadcast_in_dim"(%v437) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v479 = "stablehlo.slice"(%v477) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v480 = "stablehlo.broadcast_in_dim"(%v444) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v481 = "stablehlo.multiply"(%v479, %v480) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v482 = "stablehlo.multiply"(%v481, %v478) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v483 = "stablehlo.slice"(%v477) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v484 = "stablehlo.broadcast_in_dim"(%v463) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v485 = "stablehlo.multiply"(%v483, %v484) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v486 = "stablehlo.multiply"(%v485, %v478) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v487 = "stablehlo.add"(%v482, %v486) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v488 = "stablehlo.add"(%v314, %v487) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v489 = "stablehlo.transpose"(%v227) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v490 = "stablehlo.reshape"(%v489) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v491 = "stablehlo.transpose"(%v228) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v492 = "stablehlo.reshape"(%v491) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v493 = util.global.load @p19 : tensor<64xbf16>
    %v494 = "stablehlo.multiply"(%v488, %v488) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v495 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v496 = "stablehlo.reduce"(%v494, %v495) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v497 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v498 = "stablehlo.multiply"(%v496, %v497) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v499 = "stablehlo.broadcast_in_dim"(%v498) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v500 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v501 = "stablehlo.add"(%v499, %v500) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v502 = "stablehlo.rsqrt"(%v501) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v503 = "stablehlo.multiply"(%v488, %v502) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v504 = "stablehlo.convert"(%v493) : (tensor<64xbf16>) -> tensor<64xf32>
    %v505 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v506 = "stablehlo.multiply"(%v503, %v505) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v507 = util.global.load @p21 : tensor<64x64xi8>
    %v508 = util.global.load @p22 : tensor<64xf32>
    %v509 = util.global.load @p23 : tensor<64xbf16>
    %v510 = "stablehlo.abs"(%v506) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v511 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v512 = "stablehlo.reduce"(%v510, %v511) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v513 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v514 = "stablehlo.divide"(%v512, %v513) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v515 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v516 = "stablehlo.maximum"(%v514, %v515) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v517 = "stablehlo.broadcast_in_dim"(%v516) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v518 = "stablehlo.divide"(%v506, %v517) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v519 = "stablehlo.round_nearest_even"(%v518) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v520 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v521 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v522 = "stablehlo.maximum"(%v519, %v520) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v523 = "stablehlo.minimum"(%v522, %v521) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v524 = "stablehlo.convert"(%v523) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v525 = "stablehlo.convert"(%v524) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v526 = "stablehlo.broadcast_in_dim"(%v516) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v527 = "stablehlo.multiply"(%v525, %v526) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v528 = "stablehlo.subtract"(%v506, %v527) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v529 = "stablehlo.abs"(%v528) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v530 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v531 = "stablehlo.reduce"(%v529, %v530) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v532 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v533 = "stablehlo.divide"(%v531, %v532) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v534 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v535 = "stablehlo.maximum"(%v533, %v534) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v536 = "stablehlo.broadcast_in_dim"(%v535) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v537 = "stablehlo.divide"(%v528, %v536) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v538 = "stablehlo.round_nearest_even"(%v537) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v539 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v540 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v541 = "stablehlo.maximum"(%v538, %v539) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v542 = "stablehlo.minimum"(%v541, %v540) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v543 = "stablehlo.convert"(%v542) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v544 = "stablehlo.concatenate"(%v524, %v543) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v545 = tensor.empty() : tensor<2x64xi32>
    %v546 = arith.constant 0 : i32
    %v547 = linalg.fill ins(%v546 : i32) outs(%v545 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v548 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v544, %v507 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v547 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v549 = "stablehlo.convert"(%v548) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v550 = "stablehlo.broadcast_in_dim"(%v508) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v551 = "stablehlo.slice"(%v549) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v552 = "stablehlo.broadcast_in_dim"(%v516) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v553 = "stablehlo.multiply"(%v551, %v552) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v554 = "stablehlo.multiply"(%v553, %v550) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v555 = "stablehlo.slice"(%v549) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v556 = "stablehlo.broadcast_in_dim"(%v535) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v557 = "stablehlo.multiply"(%v555, %v556) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v558 = "stablehlo.multiply"(%v557, %v550) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v559 = "stablehlo.add"(%v554, %v558) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v560 = "stablehlo.convert"(%v509) : (tensor<64xbf16>) -> tensor<64xf32>
    %v561 = "stablehlo.broadcast_in_dim"(%v560) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v562 = "stablehlo.add"(%v559, %v561) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v563 = "stablehlo.reshape"(%v562) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v564 = util.global.load @p24 : tensor<16x64xi8>
    %v565 = util.global.load @p25 : tensor<16xf32>
    %v566 = util.global.load @p26 : tensor<16xbf16>
    %v567 = "stablehlo.abs"(%v506) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v568 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v569 = "stablehlo.reduce"(%v567, %v568) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v570 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v571 = "stablehlo.divide"(%v569, %v570) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v572 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v573 = "stablehlo.maximum"(%v571, %v572) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v574 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v575 = "stablehlo.divide"(%v506, %v574) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v576 = "stablehlo.round_nearest_even"(%v575) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v577 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v578 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v579 = "stablehlo.maximum"(%v576, %v577) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v580 = "stablehlo.minimum"(%v579, %v578) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v581 = "stablehlo.convert"(%v580) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v582 = "stablehlo.convert"(%v581) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v583 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v584 = "stablehlo.multiply"(%v582, %v583) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v585 = "stablehlo.subtract"(%v506, %v584) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v586 = "stablehlo.abs"(%v585) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v587 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v588 = "stablehlo.reduce"(%v586, %v587) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v589 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v590 = "stablehlo.divide"(%v588, %v589) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v591 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v592 = "stablehlo.maximum"(%v590, %v591) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v593 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v594 = "stablehlo.divide"(%v585, %v593) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v595 = "stablehlo.round_nearest_even"(%v594) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v596 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v597 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v598 = "stablehlo.maximum"(%v595, %v596) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v599 = "stablehlo.minimum"(%v598, %v597) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v600 = "stablehlo.convert"(%v599) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v601 = "stablehlo.concatenate"(%v581, %v600) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v602 = tensor.empty() : tensor<2x16xi32>
    %v603 = arith.constant 0 : i32
    %v604 = linalg.fill ins(%v603 : i32) outs(%v602 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v605 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v601, %v564 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v604 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v606 = "stablehlo.convert"(%v605) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v607 = "stablehlo.broadcast_in_dim"(%v565) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v608 = "stablehlo.slice"(%v606) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v609 = "stablehlo.broadcast_in_dim"(%v573) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v610 = "stablehlo.multiply"(%v608, %v609) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v611 = "stablehlo.multiply"(%v610, %v607) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v612 = "stablehlo.slice"(%v606) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v613 = "stablehlo.broadcast_in_dim"(%v592) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v614 = "stablehlo.multiply"(%v612, %v613) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v615 = "stablehlo.multiply"(%v614, %v607) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v616 = "stablehlo.add"(%v611, %v615) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v617 = "stablehlo.convert"(%v566) : (tensor<16xbf16>) -> tensor<16xf32>
    %v618 = "stablehlo.broadcast_in_dim"(%v617) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v619 = "stablehlo.add"(%v616, %v618) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v620 = "stablehlo.reshape"(%v619) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v621 = util.global.load @p27 : tensor<16x64xi8>
    %v622 = util.global.load @p28 : tensor<16xf32>
    %v623 = util.global.load @p29 : tensor<16xbf16>
    %v624 = "stablehlo.abs"(%v506) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v625 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v626 = "stablehlo.reduce"(%v624, %v625) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v627 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v628 = "stablehlo.divide"(%v626, %v627) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v629 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v630 = "stablehlo.maximum"(%v628, %v629) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v631 = "stablehlo.broadcast_in_dim"(%v630) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v632 = "stablehlo.divide"(%v506, %v631) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v633 = "stablehlo.round_nearest_even"(%v632) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v634 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v635 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v636 = "stablehlo.maximum"(%v633, %v634) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v637 = "stablehlo.minimum"(%v636, %v635) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v638 = "stablehlo.convert"(%v637) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v639 = "stablehlo.convert"(%v638) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v640 = "stablehlo.broadcast_in_dim"(%v630) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v641 = "stablehlo.multiply"(%v639, %v640) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v642 = "stablehlo.subtract"(%v506, %v641) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v643 = "stablehlo.abs"(%v642) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v644 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v645 = "stablehlo.reduce"(%v643, %v644) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v646 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v647 = "stablehlo.divide"(%v645, %v646) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v648 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v649 = "stablehlo.maximum"(%v647, %v648) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v650 = "stablehlo.broadcast_in_dim"(%v649) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v651 = "stablehlo.divide"(%v642, %v650) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v652 = "stablehlo.round_nearest_even"(%v651) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v653 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v654 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v655 = "stablehlo.maximum"(%v652, %v653) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v656 = "stablehlo.minimum"(%v655, %v654) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v657 = "stablehlo.convert"(%v656) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v658 = "stablehlo.concatenate"(%v638, %v657) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v659 = tensor.empty() : tensor<2x16xi32>
    %v660 = arith.constant 0 : i32
    %v661 = linalg.fill ins(%v660 : i32) outs(%v659 : tensor<2x16xi32>) -> tensor<2x16xi32>
    %v662 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v658, %v621 : tensor<2x64xi8>, tensor<16x64xi8>) outs(%v661 : tensor<2x16xi32>) {iree.opt.data_tiling} -> tensor<2x16xi32>
    %v663 = "stablehlo.convert"(%v662) : (tensor<2x16xi32>) -> tensor<2x16xf32>
    %v664 = "stablehlo.broadcast_in_dim"(%v622) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v665 = "stablehlo.slice"(%v663) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v666 = "stablehlo.broadcast_in_dim"(%v630) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v667 = "stablehlo.multiply"(%v665, %v666) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v668 = "stablehlo.multiply"(%v667, %v664) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v669 = "stablehlo.slice"(%v663) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %v670 = "stablehlo.broadcast_in_dim"(%v649) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x16xf32>
    %v671 = "stablehlo.multiply"(%v669, %v670) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v672 = "stablehlo.multiply"(%v671, %v664) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v673 = "stablehlo.add"(%v668, %v672) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v674 = "stablehlo.convert"(%v623) : (tensor<16xbf16>) -> tensor<16xf32>
    %v675 = "stablehlo.broadcast_in_dim"(%v674) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %v676 = "stablehlo.add"(%v673, %v675) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %v677 = "stablehlo.reshape"(%v676) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v678 = "stablehlo.slice"(%v563) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v679 = "stablehlo.slice"(%v563) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v680 = "stablehlo.negate"(%v679) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v681 = "stablehlo.concatenate"(%v680, %v678) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v682 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v683 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v684 = "stablehlo.multiply"(%v563, %v682) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v685 = "stablehlo.multiply"(%v681, %v683) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v686 = "stablehlo.add"(%v684, %v685) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v687 = "stablehlo.slice"(%v620) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v688 = "stablehlo.slice"(%v620) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v689 = "stablehlo.negate"(%v688) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v690 = "stablehlo.concatenate"(%v689, %v687) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v691 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v692 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v693 = "stablehlo.multiply"(%v620, %v691) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v694 = "stablehlo.multiply"(%v690, %v692) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v695 = "stablehlo.add"(%v693, %v694) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v696 = "stablehlo.reshape"(%v686) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v697 = "stablehlo.convert"(%v696) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xbf16>
    %v698 = "stablehlo.convert"(%v695) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v699 = "stablehlo.convert"(%v677) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v700 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v701 = "stablehlo.reshape"(%v700) : (tensor<1xi32>) -> tensor<i32>
    %v702 = stablehlo.constant dense<0> : tensor<i32>
    %v703 = "stablehlo.dynamic_slice"(%arg6, %v701, %v702, %v702, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v704 = "stablehlo.dot_general"(%v697, %v703) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16x128xbf16>) -> tensor<1x1x4x128xf32>
    %v705 = "stablehlo.select"(%v18, %v704, %v19) : (tensor<1x1x4x128xi1>, tensor<1x1x4x128xf32>, tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xf32>
    %v706 = "stablehlo.dot_general"(%v697, %v698) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x16xbf16>, tensor<1x1x16xbf16>) -> tensor<1x1x4xf32>
    %v707 = "stablehlo.reshape"(%v706) : (tensor<1x1x4xf32>) -> tensor<1x1x4x1xf32>
    %v708 = "stablehlo.concatenate"(%v705, %v707) {dimension = 3 : i64} : (tensor<1x1x4x128xf32>, tensor<1x1x4x1xf32>) -> tensor<1x1x4x129xf32>
    %v709 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x129xf32>
    %v710 = "stablehlo.multiply"(%v708, %v709) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v711 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v712 = "stablehlo.reduce"(%v710, %v711) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v713 = "stablehlo.broadcast_in_dim"(%v712) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v714 = "stablehlo.subtract"(%v710, %v713) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v715 = "stablehlo.exponential"(%v714) : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v716 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v717 = "stablehlo.reduce"(%v715, %v716) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x129xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %v718 = "stablehlo.broadcast_in_dim"(%v717) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x129xf32>
    %v719 = "stablehlo.divide"(%v715, %v718) : (tensor<1x1x4x129xf32>, tensor<1x1x4x129xf32>) -> tensor<1x1x4x129xf32>
    %v720 = "stablehlo.slice"(%v719) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x128xf32>
    %v721 = "stablehlo.slice"(%v719) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 1, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x129xf32>) -> tensor<1x1x4x1xf32>
    %v722 = stablehlo.constant dense<0> : tensor<i32>
    %v723 = "stablehlo.dynamic_slice"(%arg7, %v701, %v722, %v21, %v722) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v724 = "stablehlo.convert"(%v720) : (tensor<1x1x4x128xf32>) -> tensor<1x1x4x128xbf16>
    %v725 = "stablehlo.dot_general"(%v724, %v723) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x4x128xbf16>, tensor<1x1x128x16xbf16>) -> tensor<1x1x4x16xf32>
    %v726 = "stablehlo.convert"(%v699) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v727 = "stablehlo.broadcast_in_dim"(%v726) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %v728 = "stablehlo.reshape"(%v721) : (tensor<1x1x4x1xf32>) -> tensor<1x1x4xf32>
    %v729 = "stablehlo.broadcast_in_dim"(%v728) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %v730 = "stablehlo.multiply"(%v729, %v727) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v731 = "stablehlo.add"(%v725, %v730) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v732 = "stablehlo.reshape"(%v731) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v733 = util.global.load @p30 : tensor<64x64xi8>
    %v734 = util.global.load @p31 : tensor<64xf32>
    %v735 = "stablehlo.abs"(%v732) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v736 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v737 = "stablehlo.reduce"(%v735, %v736) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v738 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v739 = "stablehlo.divide"(%v737, %v738) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v740 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v741 = "stablehlo.maximum"(%v739, %v740) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v742 = "stablehlo.broadcast_in_dim"(%v741) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v743 = "stablehlo.divide"(%v732, %v742) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v744 = "stablehlo.round_nearest_even"(%v743) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v745 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v746 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v747 = "stablehlo.maximum"(%v744, %v745) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v748 = "stablehlo.minimum"(%v747, %v746) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v749 = "stablehlo.convert"(%v748) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v750 = "stablehlo.convert"(%v749) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v751 = "stablehlo.broadcast_in_dim"(%v741) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v752 = "stablehlo.multiply"(%v750, %v751) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v753 = "stablehlo.subtract"(%v732, %v752) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v754 = "stablehlo.abs"(%v753) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v755 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v756 = "stablehlo.reduce"(%v754, %v755) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v757 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v758 = "stablehlo.divide"(%v756, %v757) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v759 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v760 = "stablehlo.maximum"(%v758, %v759) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v761 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v762 = "stablehlo.divide"(%v753, %v761) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v763 = "stablehlo.round_nearest_even"(%v762) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v764 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v765 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v766 = "stablehlo.maximum"(%v763, %v764) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v767 = "stablehlo.minimum"(%v766, %v765) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v768 = "stablehlo.convert"(%v767) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v769 = "stablehlo.concatenate"(%v749, %v768) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v770 = tensor.empty() : tensor<2x64xi32>
    %v771 = arith.constant 0 : i32
    %v772 = linalg.fill ins(%v771 : i32) outs(%v770 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v773 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v769, %v733 : tensor<2x64xi8>, tensor<64x64xi8>) outs(%v772 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v774 = "stablehlo.convert"(%v773) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v775 = "stablehlo.broadcast_in_dim"(%v734) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v776 = "stablehlo.slice"(%v774) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v777 = "stablehlo.broadcast_in_dim"(%v741) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v778 = "stablehlo.multiply"(%v776, %v777) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v779 = "stablehlo.multiply"(%v778, %v775) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v780 = "stablehlo.slice"(%v774) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v781 = "stablehlo.broadcast_in_dim"(%v760) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v782 = "stablehlo.multiply"(%v780, %v781) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v783 = "stablehlo.multiply"(%v782, %v775) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v784 = "stablehlo.add"(%v779, %v783) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v785 = "stablehlo.add"(%v488, %v784) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v786 = util.global.load @p20 : tensor<64xbf16>
    %v787 = "stablehlo.multiply"(%v785, %v785) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v788 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v789 = "stablehlo.reduce"(%v787, %v788) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v790 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v791 = "stablehlo.multiply"(%v789, %v790) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v792 = "stablehlo.broadcast_in_dim"(%v791) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v793 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v794 = "stablehlo.add"(%v792, %v793) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v795 = "stablehlo.rsqrt"(%v794) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v796 = "stablehlo.multiply"(%v785, %v795) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v797 = "stablehlo.convert"(%v786) : (tensor<64xbf16>) -> tensor<64xf32>
    %v798 = "stablehlo.broadcast_in_dim"(%v797) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v799 = "stablehlo.multiply"(%v796, %v798) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v800 = util.global.load @p32 : tensor<160x64xi8>
    %v801 = util.global.load @p33 : tensor<160xf32>
    %v802 = "stablehlo.abs"(%v799) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v803 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v804 = "stablehlo.reduce"(%v802, %v803) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v805 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v806 = "stablehlo.divide"(%v804, %v805) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v807 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v808 = "stablehlo.maximum"(%v806, %v807) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v809 = "stablehlo.broadcast_in_dim"(%v808) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v810 = "stablehlo.divide"(%v799, %v809) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v811 = "stablehlo.round_nearest_even"(%v810) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v812 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v813 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v814 = "stablehlo.maximum"(%v811, %v812) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v815 = "stablehlo.minimum"(%v814, %v813) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v816 = "stablehlo.convert"(%v815) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v817 = "stablehlo.convert"(%v816) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v818 = "stablehlo.broadcast_in_dim"(%v808) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v819 = "stablehlo.multiply"(%v817, %v818) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v820 = "stablehlo.subtract"(%v799, %v819) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v821 = "stablehlo.abs"(%v820) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v822 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v823 = "stablehlo.reduce"(%v821, %v822) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v824 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v825 = "stablehlo.divide"(%v823, %v824) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v826 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v827 = "stablehlo.maximum"(%v825, %v826) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v828 = "stablehlo.broadcast_in_dim"(%v827) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v829 = "stablehlo.divide"(%v820, %v828) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v830 = "stablehlo.round_nearest_even"(%v829) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v831 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v832 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v833 = "stablehlo.maximum"(%v830, %v831) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v834 = "stablehlo.minimum"(%v833, %v832) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v835 = "stablehlo.convert"(%v834) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v836 = "stablehlo.concatenate"(%v816, %v835) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v837 = tensor.empty() : tensor<2x160xi32>
    %v838 = arith.constant 0 : i32
    %v839 = linalg.fill ins(%v838 : i32) outs(%v837 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v840 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v836, %v800 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v839 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v841 = "stablehlo.convert"(%v840) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v842 = "stablehlo.broadcast_in_dim"(%v801) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v843 = "stablehlo.slice"(%v841) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v844 = "stablehlo.broadcast_in_dim"(%v808) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v845 = "stablehlo.multiply"(%v843, %v844) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v846 = "stablehlo.multiply"(%v845, %v842) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v847 = "stablehlo.slice"(%v841) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v848 = "stablehlo.broadcast_in_dim"(%v827) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v849 = "stablehlo.multiply"(%v847, %v848) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v850 = "stablehlo.multiply"(%v849, %v842) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v851 = "stablehlo.add"(%v846, %v850) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v852 = "stablehlo.logistic"(%v851) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v853 = "stablehlo.multiply"(%v851, %v852) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v854 = util.global.load @p34 : tensor<160x64xi8>
    %v855 = util.global.load @p35 : tensor<160xf32>
    %v856 = "stablehlo.abs"(%v799) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v857 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v858 = "stablehlo.reduce"(%v856, %v857) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v859 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v860 = "stablehlo.divide"(%v858, %v859) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v861 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v862 = "stablehlo.maximum"(%v860, %v861) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v863 = "stablehlo.broadcast_in_dim"(%v862) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v864 = "stablehlo.divide"(%v799, %v863) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v865 = "stablehlo.round_nearest_even"(%v864) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v866 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v867 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v868 = "stablehlo.maximum"(%v865, %v866) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v869 = "stablehlo.minimum"(%v868, %v867) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v870 = "stablehlo.convert"(%v869) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v871 = "stablehlo.convert"(%v870) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v872 = "stablehlo.broadcast_in_dim"(%v862) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v873 = "stablehlo.multiply"(%v871, %v872) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v874 = "stablehlo.subtract"(%v799, %v873) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v875 = "stablehlo.abs"(%v874) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v876 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v877 = "stablehlo.reduce"(%v875, %v876) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v878 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v879 = "stablehlo.divide"(%v877, %v878) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v880 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v881 = "stablehlo.maximum"(%v879, %v880) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v882 = "stablehlo.broadcast_in_dim"(%v881) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v883 = "stablehlo.divide"(%v874, %v882) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v884 = "stablehlo.round_nearest_even"(%v883) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v885 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v886 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v887 = "stablehlo.maximum"(%v884, %v885) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v888 = "stablehlo.minimum"(%v887, %v886) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v889 = "stablehlo.convert"(%v888) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v890 = "stablehlo.concatenate"(%v870, %v889) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v891 = tensor.empty() : tensor<2x160xi32>
    %v892 = arith.constant 0 : i32
    %v893 = linalg.fill ins(%v892 : i32) outs(%v891 : tensor<2x160xi32>) -> tensor<2x160xi32>
    %v894 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v890, %v854 : tensor<2x64xi8>, tensor<160x64xi8>) outs(%v893 : tensor<2x160xi32>) {iree.opt.data_tiling} -> tensor<2x160xi32>
    %v895 = "stablehlo.convert"(%v894) : (tensor<2x160xi32>) -> tensor<2x160xf32>
    %v896 = "stablehlo.broadcast_in_dim"(%v855) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<1x160xf32>
    %v897 = "stablehlo.slice"(%v895) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v898 = "stablehlo.broadcast_in_dim"(%v862) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v899 = "stablehlo.multiply"(%v897, %v898) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v900 = "stablehlo.multiply"(%v899, %v896) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v901 = "stablehlo.slice"(%v895) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<2x160xf32>) -> tensor<1x160xf32>
    %v902 = "stablehlo.broadcast_in_dim"(%v881) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v903 = "stablehlo.multiply"(%v901, %v902) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v904 = "stablehlo.multiply"(%v903, %v896) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v905 = "stablehlo.add"(%v900, %v904) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v906 = "stablehlo.multiply"(%v853, %v905) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v907 = util.global.load @p36 : tensor<64x160xi8>
    %v908 = util.global.load @p37 : tensor<64xf32>
    %v909 = "stablehlo.abs"(%v906) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v910 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v911 = "stablehlo.reduce"(%v909, %v910) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v912 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v913 = "stablehlo.divide"(%v911, %v912) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v914 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v915 = "stablehlo.maximum"(%v913, %v914) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v916 = "stablehlo.broadcast_in_dim"(%v915) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v917 = "stablehlo.divide"(%v906, %v916) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v918 = "stablehlo.round_nearest_even"(%v917) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v919 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v920 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v921 = "stablehlo.maximum"(%v918, %v919) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v922 = "stablehlo.minimum"(%v921, %v920) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v923 = "stablehlo.convert"(%v922) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v924 = "stablehlo.convert"(%v923) : (tensor<1x160xi8>) -> tensor<1x160xf32>
    %v925 = "stablehlo.broadcast_in_dim"(%v915) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v926 = "stablehlo.multiply"(%v924, %v925) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v927 = "stablehlo.subtract"(%v906, %v926) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v928 = "stablehlo.abs"(%v927) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v929 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v930 = "stablehlo.reduce"(%v928, %v929) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x160xf32>, tensor<f32>) -> tensor<1xf32>
    %v931 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v932 = "stablehlo.divide"(%v930, %v931) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v933 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v934 = "stablehlo.maximum"(%v932, %v933) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v935 = "stablehlo.broadcast_in_dim"(%v934) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x160xf32>
    %v936 = "stablehlo.divide"(%v927, %v935) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v937 = "stablehlo.round_nearest_even"(%v936) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v938 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x160xf32>
    %v939 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x160xf32>
    %v940 = "stablehlo.maximum"(%v937, %v938) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v941 = "stablehlo.minimum"(%v940, %v939) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v942 = "stablehlo.convert"(%v941) : (tensor<1x160xf32>) -> tensor<1x160xi8>
    %v943 = "stablehlo.concatenate"(%v923, %v942) {dimension = 0 : i64} : (tensor<1x160xi8>, tensor<1x160xi8>) -> tensor<2x160xi8>
    %v944 = tensor.empty() : tensor<2x64xi32>
    %v945 = arith.constant 0 : i32
    %v946 = linalg.fill ins(%v945 : i32) outs(%v944 : tensor<2x64xi32>) -> tensor<2x64xi32>
    %v947 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v943, %v907 : tensor<2x160xi8>, tensor<64x160xi8>) outs(%v946 : tensor<2x64xi32>) {iree.opt.data_tiling} -> tensor<2x64xi32>
    %v948 = "stablehlo.convert"(%v947) : (tensor<2x64xi32>) -> tensor<2x64xf32>
    %v949 = "stablehlo.broadcast_in_dim"(%v908) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v950 = "stablehlo.slice"(%v948) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v951 = "stablehlo.broadcast_in_dim"(%v915) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v952 = "stablehlo.multiply"(%v950, %v951) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v953 = "stablehlo.multiply"(%v952, %v949) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v954 = "stablehlo.slice"(%v948) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %v955 = "stablehlo.broadcast_in_dim"(%v934) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v956 = "stablehlo.multiply"(%v954, %v955) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v957 = "stablehlo.multiply"(%v956, %v949) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v958 = "stablehlo.add"(%v953, %v957) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v959 = "stablehlo.add"(%v785, %v958) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v960 = "stablehlo.transpose"(%v698) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v961 = "stablehlo.reshape"(%v960) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v962 = "stablehlo.transpose"(%v699) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v963 = "stablehlo.reshape"(%v962) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v964 = "stablehlo.concatenate"(%v490, %v961) {dimension = 0 : i64} : (tensor<1x1x16x1xbf16>, tensor<1x1x16x1xbf16>) -> tensor<2x1x16x1xbf16>
    %v965 = "stablehlo.concatenate"(%v492, %v963) {dimension = 0 : i64} : (tensor<1x1x1x16xbf16>, tensor<1x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v966 = util.global.load @p41 : tensor<64xbf16>
    %v967 = "stablehlo.multiply"(%v959, %v959) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v968 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v969 = "stablehlo.reduce"(%v967, %v968) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v970 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v971 = "stablehlo.multiply"(%v969, %v970) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v972 = "stablehlo.broadcast_in_dim"(%v971) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v973 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v974 = "stablehlo.add"(%v972, %v973) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v975 = "stablehlo.rsqrt"(%v974) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v976 = "stablehlo.multiply"(%v959, %v975) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v977 = "stablehlo.convert"(%v966) : (tensor<64xbf16>) -> tensor<64xf32>
    %v978 = "stablehlo.broadcast_in_dim"(%v977) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v979 = "stablehlo.multiply"(%v976, %v978) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v980 = util.global.load @p39 : tensor<151936x64xi8>
    %v981 = util.global.load @p40 : tensor<151936xf32>
    %v982 = "stablehlo.abs"(%v979) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v983 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v984 = "stablehlo.reduce"(%v982, %v983) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v985 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v986 = "stablehlo.divide"(%v984, %v985) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v987 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v988 = "stablehlo.maximum"(%v986, %v987) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v989 = "stablehlo.broadcast_in_dim"(%v988) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v990 = "stablehlo.divide"(%v979, %v989) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v991 = "stablehlo.round_nearest_even"(%v990) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v992 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v993 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v994 = "stablehlo.maximum"(%v991, %v992) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v995 = "stablehlo.minimum"(%v994, %v993) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v996 = "stablehlo.convert"(%v995) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v997 = "stablehlo.convert"(%v996) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %v998 = "stablehlo.broadcast_in_dim"(%v988) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v999 = "stablehlo.multiply"(%v997, %v998) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1000 = "stablehlo.subtract"(%v979, %v999) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1001 = "stablehlo.abs"(%v1000) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1002 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1003 = "stablehlo.reduce"(%v1001, %v1002) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v1004 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1xf32>
    %v1005 = "stablehlo.divide"(%v1003, %v1004) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v1006 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<1xf32>
    %v1007 = "stablehlo.maximum"(%v1005, %v1006) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v1008 = "stablehlo.broadcast_in_dim"(%v1007) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v1009 = "stablehlo.divide"(%v1000, %v1008) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1010 = "stablehlo.round_nearest_even"(%v1009) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1011 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<1x64xf32>
    %v1012 = stablehlo.constant dense<1.27000000000000000e2> : tensor<1x64xf32>
    %v1013 = "stablehlo.maximum"(%v1010, %v1011) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1014 = "stablehlo.minimum"(%v1013, %v1012) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v1015 = "stablehlo.convert"(%v1014) : (tensor<1x64xf32>) -> tensor<1x64xi8>
    %v1016 = "stablehlo.concatenate"(%v996, %v1015) {dimension = 0 : i64} : (tensor<1x64xi8>, tensor<1x64xi8>) -> tensor<2x64xi8>
    %v1017 = tensor.empty() : tensor<2x151936xi32>
    %v1018 = arith.constant 0 : i32
    %v1019 = linalg.fill ins(%v1018 : i32) outs(%v1017 : tensor<2x151936xi32>) -> tensor<2x151936xi32>
    %v1020 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v1016, %v980 : tensor<2x64xi8>, tensor<151936x64xi8>) outs(%v1019 : tensor<2x151936xi32>) {iree.opt.data_tiling} -> tensor<2x151936xi32>
    %v1021 = "stablehlo.convert"(%v1020) : (tensor<2x151936xi32>) -> tensor<2x151936xf32>
    %v1022 = "stablehlo.broadcast_in_dim"(%v981) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<1x151936xf32>
    %v1023 = "stablehlo.slice"(%v1021) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1024 = "stablehlo.broadcast_in_dim"(%v988) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1025 = "stablehlo.multiply"(%v1023, %v1024) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1026 = "stablehlo.multiply"(%v1025, %v1022) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1027 = "stablehlo.slice"(%v1021) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<2x151936xf32>) -> tensor<1x151936xf32>
    %v1028 = "stablehlo.broadcast_in_dim"(%v1007) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x151936xf32>
    %v1029 = "stablehlo.multiply"(%v1027, %v1028) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1030 = "stablehlo.multiply"(%v1029, %v1022) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    %v1031 = "stablehlo.add"(%v1026, %v1030) : (tensor<1x151936xf32>, tensor<1x151936xf32>) -> tensor<1x151936xf32>
    return %v1031, %v964, %v965 : tensor<1x151936xf32>, tensor<2x1x16x1xbf16>, tensor<2x1x1x16xbf16>
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
    %v60 = "stablehlo.abs"(%v59) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v61 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v62 = "stablehlo.reduce"(%v60, %v61) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v63 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v64 = "stablehlo.divide"(%v62, %v63) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v65 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v66 = "stablehlo.maximum"(%v64, %v65) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v68 = "stablehlo.divide"(%v59, %v67) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v69 = "stablehlo.round_nearest_even"(%v68) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v70 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v71 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v72 = "stablehlo.maximum"(%v69, %v70) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v73 = "stablehlo.minimum"(%v72, %v71) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v74 = "stablehlo.convert"(%v73) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v75 = "stablehlo.concatenate"(%v55, %v74) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v76 = tensor.empty() : tensor<4x64xi32>
    %v77 = arith.constant 0 : i32
    %v78 = linalg.fill ins(%v77 : i32) outs(%v76 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v79 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v75, %v38 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v78 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v80 = "stablehlo.convert"(%v79) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v39) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v82 = "stablehlo.slice"(%v80) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v84 = "stablehlo.multiply"(%v82, %v83) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v85 = "stablehlo.multiply"(%v84, %v81) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v86 = "stablehlo.slice"(%v80) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v88 = "stablehlo.multiply"(%v86, %v87) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v89 = "stablehlo.multiply"(%v88, %v81) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v90 = "stablehlo.add"(%v85, %v89) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v91 = "stablehlo.convert"(%v40) : (tensor<64xbf16>) -> tensor<64xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v93 = "stablehlo.add"(%v90, %v92) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v94 = "stablehlo.reshape"(%v93) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v95 = util.global.load @p5 : tensor<16x64xi8>
    %v96 = util.global.load @p6 : tensor<16xf32>
    %v97 = util.global.load @p7 : tensor<16xbf16>
    %v98 = "stablehlo.abs"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v106 = "stablehlo.divide"(%v37, %v105) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v107 = "stablehlo.round_nearest_even"(%v106) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v108 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v109 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v110 = "stablehlo.maximum"(%v107, %v108) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v111 = "stablehlo.minimum"(%v110, %v109) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v112 = "stablehlo.convert"(%v111) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v113 = "stablehlo.convert"(%v112) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v115 = "stablehlo.multiply"(%v113, %v114) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v116 = "stablehlo.subtract"(%v37, %v115) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v117 = "stablehlo.abs"(%v116) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v119 = "stablehlo.reduce"(%v117, %v118) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v120 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v121 = "stablehlo.divide"(%v119, %v120) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v122 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v123 = "stablehlo.maximum"(%v121, %v122) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v124 = "stablehlo.broadcast_in_dim"(%v123) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v125 = "stablehlo.divide"(%v116, %v124) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v126 = "stablehlo.round_nearest_even"(%v125) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v127 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v128 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v129 = "stablehlo.maximum"(%v126, %v127) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v130 = "stablehlo.minimum"(%v129, %v128) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v131 = "stablehlo.convert"(%v130) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v132 = "stablehlo.concatenate"(%v112, %v131) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v133 = tensor.empty() : tensor<4x16xi32>
    %v134 = arith.constant 0 : i32
    %v135 = linalg.fill ins(%v134 : i32) outs(%v133 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v136 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v132, %v95 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v135 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v137 = "stablehlo.convert"(%v136) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v139 = "stablehlo.slice"(%v137) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v104) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v141 = "stablehlo.multiply"(%v139, %v140) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v142 = "stablehlo.multiply"(%v141, %v138) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v143 = "stablehlo.slice"(%v137) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v123) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v145 = "stablehlo.multiply"(%v143, %v144) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v146 = "stablehlo.multiply"(%v145, %v138) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v147 = "stablehlo.add"(%v142, %v146) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v148 = "stablehlo.convert"(%v97) : (tensor<16xbf16>) -> tensor<16xf32>
    %v149 = "stablehlo.broadcast_in_dim"(%v148) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v150 = "stablehlo.add"(%v147, %v149) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v151 = "stablehlo.reshape"(%v150) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v152 = util.global.load @p8 : tensor<16x64xi8>
    %v153 = util.global.load @p9 : tensor<16xf32>
    %v154 = util.global.load @p10 : tensor<16xbf16>
    %v155 = "stablehlo.abs"(%v37) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v156 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v157 = "stablehlo.reduce"(%v155, %v156) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v158 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v159 = "stablehlo.divide"(%v157, %v158) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v160 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v161 = "stablehlo.maximum"(%v159, %v160) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v162 = "stablehlo.broadcast_in_dim"(%v161) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v163 = "stablehlo.divide"(%v37, %v162) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v164 = "stablehlo.round_nearest_even"(%v163) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v165 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v166 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v167 = "stablehlo.maximum"(%v164, %v165) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v168 = "stablehlo.minimum"(%v167, %v166) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v169 = "stablehlo.convert"(%v168) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v170 = "stablehlo.convert"(%v169) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v161) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v172 = "stablehlo.multiply"(%v170, %v171) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v173 = "stablehlo.subtract"(%v37, %v172) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v174 = "stablehlo.abs"(%v173) : (tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v182 = "stablehlo.divide"(%v173, %v181) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v183 = "stablehlo.round_nearest_even"(%v182) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v184 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v185 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v186 = "stablehlo.maximum"(%v183, %v184) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v187 = "stablehlo.minimum"(%v186, %v185) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v188 = "stablehlo.convert"(%v187) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v189 = "stablehlo.concatenate"(%v169, %v188) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v190 = tensor.empty() : tensor<4x16xi32>
    %v191 = arith.constant 0 : i32
    %v192 = linalg.fill ins(%v191 : i32) outs(%v190 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v193 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v189, %v152 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v192 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v194 = "stablehlo.convert"(%v193) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v196 = "stablehlo.slice"(%v194) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v161) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v198 = "stablehlo.multiply"(%v196, %v197) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v199 = "stablehlo.multiply"(%v198, %v195) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v200 = "stablehlo.slice"(%v194) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v201 = "stablehlo.broadcast_in_dim"(%v180) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v202 = "stablehlo.multiply"(%v200, %v201) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v203 = "stablehlo.multiply"(%v202, %v195) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v204 = "stablehlo.add"(%v199, %v203) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v205 = "stablehlo.convert"(%v154) : (tensor<16xbf16>) -> tensor<16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v205) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v207 = "stablehlo.add"(%v204, %v206) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v208 = "stablehlo.reshape"(%v207) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v209 = "stablehlo.slice"(%v94) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v210 = "stablehlo.slice"(%v94) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v211 = "stablehlo.negate"(%v210) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v212 = "stablehlo.concatenate"(%v211, %v209) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v215 = "stablehlo.multiply"(%v94, %v213) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v216 = "stablehlo.multiply"(%v212, %v214) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v217 = "stablehlo.add"(%v215, %v216) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v218 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v219 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v220 = "stablehlo.negate"(%v219) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v221 = "stablehlo.concatenate"(%v220, %v218) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v222 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v224 = "stablehlo.multiply"(%v151, %v222) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v225 = "stablehlo.multiply"(%v221, %v223) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v226 = "stablehlo.add"(%v224, %v225) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v227 = "stablehlo.reshape"(%v217) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v228 = "stablehlo.convert"(%v227) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v229 = "stablehlo.convert"(%v226) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v230 = "stablehlo.convert"(%v208) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v231 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v232 = "stablehlo.reshape"(%v231) : (tensor<1xi32>) -> tensor<i32>
    %v233 = stablehlo.constant dense<0> : tensor<i32>
    %v234 = "stablehlo.dynamic_slice"(%arg6, %v232, %v233, %v233, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v235 = "stablehlo.dynamic_slice"(%arg6, %v232, %v233, %v233, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v236 = "stablehlo.concatenate"(%v234, %v235) {dimension = 0 : i64} : (tensor<1x1x16x128xbf16>, tensor<1x1x16x128xbf16>) -> tensor<2x1x16x128xbf16>
    %v237 = "stablehlo.dot_general"(%v228, %v236) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16x128xbf16>) -> tensor<2x1x4x128xf32>
    %v238 = "stablehlo.select"(%v18, %v237, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v239 = "stablehlo.dot_general"(%v228, %v229) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<2x1x4xf32>
    %v240 = "stablehlo.reshape"(%v239) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v241 = "stablehlo.concatenate"(%v238, %v240) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v242 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v243 = "stablehlo.multiply"(%v241, %v242) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v244 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v245 = "stablehlo.reduce"(%v243, %v244) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v246 = "stablehlo.broadcast_in_dim"(%v245) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v247 = "stablehlo.subtract"(%v243, %v246) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v248 = "stablehlo.exponential"(%v247) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v249 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v250 = "stablehlo.reduce"(%v248, %v249) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v251 = "stablehlo.broadcast_in_dim"(%v250) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v252 = "stablehlo.divide"(%v248, %v251) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v253 = "stablehlo.slice"(%v252) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v254 = "stablehlo.slice"(%v252) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v255 = stablehlo.constant dense<0> : tensor<i32>
    %v256 = "stablehlo.dynamic_slice"(%arg7, %v232, %v255, %v21, %v255) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v257 = "stablehlo.dynamic_slice"(%arg7, %v232, %v255, %v23, %v255) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v258 = "stablehlo.concatenate"(%v256, %v257) {dimension = 0 : i64} : (tensor<1x1x128x16xbf16>, tensor<1x1x128x16xbf16>) -> tensor<2x1x128x16xbf16>
    %v259 = "stablehlo.convert"(%v253) : (tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xbf16>
    %v260 = "stablehlo.dot_general"(%v259, %v258) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xbf16>, tensor<2x1x128x16xbf16>) -> tensor<2x1x4x16xf32>
    %v261 = "stablehlo.convert"(%v230) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v262 = "stablehlo.broadcast_in_dim"(%v261) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v263 = "stablehlo.reshape"(%v254) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v264 = "stablehlo.broadcast_in_dim"(%v263) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v265 = "stablehlo.multiply"(%v264, %v262) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v266 = "stablehlo.add"(%v260, %v265) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v267 = "stablehlo.reshape"(%v266) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v268 = util.global.load @p11 : tensor<64x64xi8>
    %v269 = util.global.load @p12 : tensor<64xf32>
    %v270 = "stablehlo.abs"(%v267) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v272 = "stablehlo.reduce"(%v270, %v271) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v273 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v274 = "stablehlo.divide"(%v272, %v273) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v275 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v276 = "stablehlo.maximum"(%v274, %v275) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v277 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v278 = "stablehlo.divide"(%v267, %v277) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v279 = "stablehlo.round_nearest_even"(%v278) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v280 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v281 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v282 = "stablehlo.maximum"(%v279, %v280) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v283 = "stablehlo.minimum"(%v282, %v281) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.convert"(%v283) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v285 = "stablehlo.convert"(%v284) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v287 = "stablehlo.multiply"(%v285, %v286) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v288 = "stablehlo.subtract"(%v267, %v287) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v289 = "stablehlo.abs"(%v288) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v291 = "stablehlo.reduce"(%v289, %v290) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v292 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v293 = "stablehlo.divide"(%v291, %v292) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v294 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v295 = "stablehlo.maximum"(%v293, %v294) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v296 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v297 = "stablehlo.divide"(%v288, %v296) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v298 = "stablehlo.round_nearest_even"(%v297) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v299 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v300 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v301 = "stablehlo.maximum"(%v298, %v299) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v302 = "stablehlo.minimum"(%v301, %v300) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v303 = "stablehlo.convert"(%v302) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v304 = "stablehlo.concatenate"(%v284, %v303) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v305 = tensor.empty() : tensor<4x64xi32>
    %v306 = arith.constant 0 : i32
    %v307 = linalg.fill ins(%v306 : i32) outs(%v305 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v308 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v304, %v268 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v307 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v309 = "stablehlo.convert"(%v308) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v311 = "stablehlo.slice"(%v309) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v312 = "stablehlo.broadcast_in_dim"(%v276) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v313 = "stablehlo.multiply"(%v311, %v312) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v314 = "stablehlo.multiply"(%v313, %v310) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v315 = "stablehlo.slice"(%v309) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v316 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v318 = "stablehlo.multiply"(%v317, %v310) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v319 = "stablehlo.add"(%v314, %v318) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v320 = "stablehlo.add"(%v4, %v319) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v321 = util.global.load @p1 : tensor<64xbf16>
    %v322 = "stablehlo.multiply"(%v320, %v320) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v323 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v324 = "stablehlo.reduce"(%v322, %v323) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v325 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v326 = "stablehlo.multiply"(%v324, %v325) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v327 = "stablehlo.broadcast_in_dim"(%v326) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v328 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v329 = "stablehlo.add"(%v327, %v328) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v330 = "stablehlo.rsqrt"(%v329) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v331 = "stablehlo.multiply"(%v320, %v330) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v332 = "stablehlo.convert"(%v321) : (tensor<64xbf16>) -> tensor<64xf32>
    %v333 = "stablehlo.broadcast_in_dim"(%v332) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v334 = "stablehlo.multiply"(%v331, %v333) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v335 = util.global.load @p13 : tensor<160x64xi8>
    %v336 = util.global.load @p14 : tensor<160xf32>
    %v337 = "stablehlo.abs"(%v334) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v338 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v339 = "stablehlo.reduce"(%v337, %v338) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v340 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v341 = "stablehlo.divide"(%v339, %v340) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v342 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v343 = "stablehlo.maximum"(%v341, %v342) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v344 = "stablehlo.broadcast_in_dim"(%v343) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v345 = "stablehlo.divide"(%v334, %v344) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v346 = "stablehlo.round_nearest_even"(%v345) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v347 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v348 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v349 = "stablehlo.maximum"(%v346, %v347) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v350 = "stablehlo.minimum"(%v349, %v348) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v351 = "stablehlo.convert"(%v350) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v352 = "stablehlo.convert"(%v351) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v353 = "stablehlo.broadcast_in_dim"(%v343) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v354 = "stablehlo.multiply"(%v352, %v353) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v355 = "stablehlo.subtract"(%v334, %v354) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v356 = "stablehlo.abs"(%v355) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v357 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v358 = "stablehlo.reduce"(%v356, %v357) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v359 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v360 = "stablehlo.divide"(%v358, %v359) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v361 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v362 = "stablehlo.maximum"(%v360, %v361) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v363 = "stablehlo.broadcast_in_dim"(%v362) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v364 = "stablehlo.divide"(%v355, %v363) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v365 = "stablehlo.round_nearest_even"(%v364) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v366 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v367 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v368 = "stablehlo.maximum"(%v365, %v366) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v369 = "stablehlo.minimum"(%v368, %v367) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v370 = "stablehlo.convert"(%v369) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v371 = "stablehlo.concatenate"(%v351, %v370) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v372 = tensor.empty() : tensor<4x160xi32>
    %v373 = arith.constant 0 : i32
    %v374 = linalg.fill ins(%v373 : i32) outs(%v372 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v375 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v371, %v335 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v374 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v376 = "stablehlo.convert"(%v375) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v377 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v378 = "stablehlo.slice"(%v376) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v379 = "stablehlo.broadcast_in_dim"(%v343) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v380 = "stablehlo.multiply"(%v378, %v379) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v381 = "stablehlo.multiply"(%v380, %v377) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v382 = "stablehlo.slice"(%v376) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v383 = "stablehlo.broadcast_in_dim"(%v362) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v384 = "stablehlo.multiply"(%v382, %v383) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v385 = "stablehlo.multiply"(%v384, %v377) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v386 = "stablehlo.add"(%v381, %v385) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v387 = "stablehlo.logistic"(%v386) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v388 = "stablehlo.multiply"(%v386, %v387) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v389 = util.global.load @p15 : tensor<160x64xi8>
    %v390 = util.global.load @p16 : tensor<160xf32>
    %v391 = "stablehlo.abs"(%v334) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v392 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v393 = "stablehlo.reduce"(%v391, %v392) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v394 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v395 = "stablehlo.divide"(%v393, %v394) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v396 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v397 = "stablehlo.maximum"(%v395, %v396) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v398 = "stablehlo.broadcast_in_dim"(%v397) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v399 = "stablehlo.divide"(%v334, %v398) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v400 = "stablehlo.round_nearest_even"(%v399) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v401 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v402 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v403 = "stablehlo.maximum"(%v400, %v401) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v404 = "stablehlo.minimum"(%v403, %v402) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v405 = "stablehlo.convert"(%v404) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v406 = "stablehlo.convert"(%v405) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v407 = "stablehlo.broadcast_in_dim"(%v397) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v408 = "stablehlo.multiply"(%v406, %v407) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v409 = "stablehlo.subtract"(%v334, %v408) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v410 = "stablehlo.abs"(%v409) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v411 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v412 = "stablehlo.reduce"(%v410, %v411) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v413 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v414 = "stablehlo.divide"(%v412, %v413) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v415 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v416 = "stablehlo.maximum"(%v414, %v415) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v418 = "stablehlo.divide"(%v409, %v417) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v419 = "stablehlo.round_nearest_even"(%v418) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v420 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v421 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v422 = "stablehlo.maximum"(%v419, %v420) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v423 = "stablehlo.minimum"(%v422, %v421) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v424 = "stablehlo.convert"(%v423) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v425 = "stablehlo.concatenate"(%v405, %v424) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v426 = tensor.empty() : tensor<4x160xi32>
    %v427 = arith.constant 0 : i32
    %v428 = linalg.fill ins(%v427 : i32) outs(%v426 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v429 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v425, %v389 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v428 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v430 = "stablehlo.convert"(%v429) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v431 = "stablehlo.broadcast_in_dim"(%v390) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v432 = "stablehlo.slice"(%v430) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v397) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v434 = "stablehlo.multiply"(%v432, %v433) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v435 = "stablehlo.multiply"(%v434, %v431) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v436 = "stablehlo.slice"(%v430) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v438 = "stablehlo.multiply"(%v436, %v437) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v439 = "stablehlo.multiply"(%v438, %v431) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v440 = "stablehlo.add"(%v435, %v439) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v441 = "stablehlo.multiply"(%v388, %v440) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v442 = util.global.load @p17 : tensor<64x160xi8>
    %v443 = util.global.load @p18 : tensor<64xf32>
    %v444 = "stablehlo.abs"(%v441) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v445 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v446 = "stablehlo.reduce"(%v444, %v445) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v447 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v448 = "stablehlo.divide"(%v446, %v447) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v449 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v450 = "stablehlo.maximum"(%v448, %v449) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v451 = "stablehlo.broadcast_in_dim"(%v450) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v452 = "stablehlo.divide"(%v441, %v451) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v453 = "stablehlo.round_nearest_even"(%v452) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v454 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v455 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v456 = "stablehlo.maximum"(%v453, %v454) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v457 = "stablehlo.minimum"(%v456, %v455) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v458 = "stablehlo.convert"(%v457) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v459 = "stablehlo.convert"(%v458) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v460 = "stablehlo.broadcast_in_dim"(%v450) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v461 = "stablehlo.multiply"(%v459, %v460) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v462 = "stablehlo.subtract"(%v441, %v461) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v463 = "stablehlo.abs"(%v462) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v464 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v465 = "stablehlo.reduce"(%v463, %v464) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v466 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v467 = "stablehlo.divide"(%v465, %v466) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v468 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v469 = "stablehlo.maximum"(%v467, %v468) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v470 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v471 = "stablehlo.divide"(%v462, %v470) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v472 = "stablehlo.round_nearest_even"(%v471) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v473 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v474 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v475 = "stablehlo.maximum"(%v472, %v473) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v476 = "stablehlo.minimum"(%v475, %v474) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v477 = "stablehlo.convert"(%v476) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v478 = "stablehlo.concatenate"(%v458, %v477) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v479 = tensor.empty() : tensor<4x64xi32>
    %v480 = arith.constant 0 : i32
    %v481 = linalg.fill ins(%v480 : i32) outs(%v479 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v482 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v478, %v442 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v481 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v483 = "stablehlo.convert"(%v482) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v484 = "stablehlo.broadcast_in_dim"(%v443) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v485 = "stablehlo.slice"(%v483) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v486 = "stablehlo.broadcast_in_dim"(%v450) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v487 = "stablehlo.multiply"(%v485, %v486) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v488 = "stablehlo.multiply"(%v487, %v484) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v489 = "stablehlo.slice"(%v483) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v490 = "stablehlo.broadcast_in_dim"(%v469) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v491 = "stablehlo.multiply"(%v489, %v490) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v492 = "stablehlo.multiply"(%v491, %v484) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v493 = "stablehlo.add"(%v488, %v492) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v494 = "stablehlo.add"(%v320, %v493) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v495 = "stablehlo.transpose"(%v229) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v496 = "stablehlo.reshape"(%v495) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v497 = "stablehlo.transpose"(%v230) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v498 = "stablehlo.reshape"(%v497) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v499 = util.global.load @p19 : tensor<64xbf16>
    %v500 = "stablehlo.multiply"(%v494, %v494) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v501 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v502 = "stablehlo.reduce"(%v500, %v501) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v503 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v504 = "stablehlo.multiply"(%v502, %v503) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v505 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v506 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v507 = "stablehlo.add"(%v505, %v506) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v508 = "stablehlo.rsqrt"(%v507) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v509 = "stablehlo.multiply"(%v494, %v508) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v510 = "stablehlo.convert"(%v499) : (tensor<64xbf16>) -> tensor<64xf32>
    %v511 = "stablehlo.broadcast_in_dim"(%v510) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v512 = "stablehlo.multiply"(%v509, %v511) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v513 = util.global.load @p21 : tensor<64x64xi8>
    %v514 = util.global.load @p22 : tensor<64xf32>
    %v515 = util.global.load @p23 : tensor<64xbf16>
    %v516 = "stablehlo.abs"(%v512) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v517 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v518 = "stablehlo.reduce"(%v516, %v517) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v519 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v520 = "stablehlo.divide"(%v518, %v519) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v521 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v522 = "stablehlo.maximum"(%v520, %v521) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v523 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v524 = "stablehlo.divide"(%v512, %v523) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v525 = "stablehlo.round_nearest_even"(%v524) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v526 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v527 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v528 = "stablehlo.maximum"(%v525, %v526) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v529 = "stablehlo.minimum"(%v528, %v527) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v530 = "stablehlo.convert"(%v529) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v531 = "stablehlo.convert"(%v530) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v532 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v533 = "stablehlo.multiply"(%v531, %v532) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v534 = "stablehlo.subtract"(%v512, %v533) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v535 = "stablehlo.abs"(%v534) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v536 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v537 = "stablehlo.reduce"(%v535, %v536) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v538 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v539 = "stablehlo.divide"(%v537, %v538) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v540 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v541 = "stablehlo.maximum"(%v539, %v540) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v542 = "stablehlo.broadcast_in_dim"(%v541) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v543 = "stablehlo.divide"(%v534, %v542) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v544 = "stablehlo.round_nearest_even"(%v543) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v545 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v546 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v547 = "stablehlo.maximum"(%v544, %v545) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v548 = "stablehlo.minimum"(%v547, %v546) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v549 = "stablehlo.convert"(%v548) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v550 = "stablehlo.concatenate"(%v530, %v549) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v551 = tensor.empty() : tensor<4x64xi32>
    %v552 = arith.constant 0 : i32
    %v553 = linalg.fill ins(%v552 : i32) outs(%v551 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v554 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v550, %v513 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v553 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v555 = "stablehlo.convert"(%v554) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v556 = "stablehlo.broadcast_in_dim"(%v514) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v557 = "stablehlo.slice"(%v555) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v558 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v559 = "stablehlo.multiply"(%v557, %v558) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v560 = "stablehlo.multiply"(%v559, %v556) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v561 = "stablehlo.slice"(%v555) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v562 = "stablehlo.broadcast_in_dim"(%v541) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v563 = "stablehlo.multiply"(%v561, %v562) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v564 = "stablehlo.multiply"(%v563, %v556) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v565 = "stablehlo.add"(%v560, %v564) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v566 = "stablehlo.convert"(%v515) : (tensor<64xbf16>) -> tensor<64xf32>
    %v567 = "stablehlo.broadcast_in_dim"(%v566) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v568 = "stablehlo.add"(%v565, %v567) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v569 = "stablehlo.reshape"(%v568) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v570 = util.global.load @p24 : tensor<16x64xi8>
    %v571 = util.global.load @p25 : tensor<16xf32>
    %v572 = util.global.load @p26 : tensor<16xbf16>
    %v573 = "stablehlo.abs"(%v512) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v574 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v575 = "stablehlo.reduce"(%v573, %v574) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v576 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v577 = "stablehlo.divide"(%v575, %v576) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v578 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v579 = "stablehlo.maximum"(%v577, %v578) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v580 = "stablehlo.broadcast_in_dim"(%v579) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v581 = "stablehlo.divide"(%v512, %v580) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v582 = "stablehlo.round_nearest_even"(%v581) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v583 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v584 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v585 = "stablehlo.maximum"(%v582, %v583) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v586 = "stablehlo.minimum"(%v585, %v584) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v587 = "stablehlo.convert"(%v586) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v588 = "stablehlo.convert"(%v587) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v589 = "stablehlo.broadcast_in_dim"(%v579) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v590 = "stablehlo.multiply"(%v588, %v589) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v591 = "stablehlo.subtract"(%v512, %v590) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v592 = "stablehlo.abs"(%v591) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v593 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v594 = "stablehlo.reduce"(%v592, %v593) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v595 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v596 = "stablehlo.divide"(%v594, %v595) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v597 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v598 = "stablehlo.maximum"(%v596, %v597) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v599 = "stablehlo.broadcast_in_dim"(%v598) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v600 = "stablehlo.divide"(%v591, %v599) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v601 = "stablehlo.round_nearest_even"(%v600) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v602 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v603 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v604 = "stablehlo.maximum"(%v601, %v602) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v605 = "stablehlo.minimum"(%v604, %v603) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v606 = "stablehlo.convert"(%v605) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v607 = "stablehlo.concatenate"(%v587, %v606) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v608 = tensor.empty() : tensor<4x16xi32>
    %v609 = arith.constant 0 : i32
    %v610 = linalg.fill ins(%v609 : i32) outs(%v608 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v611 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v607, %v570 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v610 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v612 = "stablehlo.convert"(%v611) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v613 = "stablehlo.broadcast_in_dim"(%v571) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v614 = "stablehlo.slice"(%v612) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v615 = "stablehlo.broadcast_in_dim"(%v579) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v616 = "stablehlo.multiply"(%v614, %v615) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v617 = "stablehlo.multiply"(%v616, %v613) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v618 = "stablehlo.slice"(%v612) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v619 = "stablehlo.broadcast_in_dim"(%v598) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v620 = "stablehlo.multiply"(%v618, %v619) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v621 = "stablehlo.multiply"(%v620, %v613) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v622 = "stablehlo.add"(%v617, %v621) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v623 = "stablehlo.convert"(%v572) : (tensor<16xbf16>) -> tensor<16xf32>
    %v624 = "stablehlo.broadcast_in_dim"(%v623) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v625 = "stablehlo.add"(%v622, %v624) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v626 = "stablehlo.reshape"(%v625) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v627 = util.global.load @p27 : tensor<16x64xi8>
    %v628 = util.global.load @p28 : tensor<16xf32>
    %v629 = util.global.load @p29 : tensor<16xbf16>
    %v630 = "stablehlo.abs"(%v512) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v631 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v632 = "stablehlo.reduce"(%v630, %v631) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v633 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v634 = "stablehlo.divide"(%v632, %v633) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v635 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v636 = "stablehlo.maximum"(%v634, %v635) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v637 = "stablehlo.broadcast_in_dim"(%v636) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v638 = "stablehlo.divide"(%v512, %v637) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v639 = "stablehlo.round_nearest_even"(%v638) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v640 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v641 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v642 = "stablehlo.maximum"(%v639, %v640) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v643 = "stablehlo.minimum"(%v642, %v641) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v644 = "stablehlo.convert"(%v643) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v645 = "stablehlo.convert"(%v644) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v646 = "stablehlo.broadcast_in_dim"(%v636) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v647 = "stablehlo.multiply"(%v645, %v646) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v648 = "stablehlo.subtract"(%v512, %v647) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v649 = "stablehlo.abs"(%v648) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v650 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v651 = "stablehlo.reduce"(%v649, %v650) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v652 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v653 = "stablehlo.divide"(%v651, %v652) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v654 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v655 = "stablehlo.maximum"(%v653, %v654) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v656 = "stablehlo.broadcast_in_dim"(%v655) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v657 = "stablehlo.divide"(%v648, %v656) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v658 = "stablehlo.round_nearest_even"(%v657) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v659 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v660 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v661 = "stablehlo.maximum"(%v658, %v659) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v662 = "stablehlo.minimum"(%v661, %v660) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v663 = "stablehlo.convert"(%v662) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v664 = "stablehlo.concatenate"(%v644, %v663) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v665 = tensor.empty() : tensor<4x16xi32>
    %v666 = arith.constant 0 : i32
    %v667 = linalg.fill ins(%v666 : i32) outs(%v665 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %v668 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v664, %v627 : tensor<4x64xi8>, tensor<16x64xi8>) outs(%v667 : tensor<4x16xi32>) {iree.opt.data_tiling} -> tensor<4x16xi32>
    %v669 = "stablehlo.convert"(%v668) : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %v670 = "stablehlo.broadcast_in_dim"(%v628) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v671 = "stablehlo.slice"(%v669) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v672 = "stablehlo.broadcast_in_dim"(%v636) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v673 = "stablehlo.multiply"(%v671, %v672) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v674 = "stablehlo.multiply"(%v673, %v670) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v675 = "stablehlo.slice"(%v669) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>} : (tensor<4x16xf32>) -> tensor<2x16xf32>
    %v676 = "stablehlo.broadcast_in_dim"(%v655) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x16xf32>
    %v677 = "stablehlo.multiply"(%v675, %v676) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v678 = "stablehlo.multiply"(%v677, %v670) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v679 = "stablehlo.add"(%v674, %v678) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v680 = "stablehlo.convert"(%v629) : (tensor<16xbf16>) -> tensor<16xf32>
    %v681 = "stablehlo.broadcast_in_dim"(%v680) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v682 = "stablehlo.add"(%v679, %v681) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v683 = "stablehlo.reshape"(%v682) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v684 = "stablehlo.slice"(%v569) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v685 = "stablehlo.slice"(%v569) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v686 = "stablehlo.negate"(%v685) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v687 = "stablehlo.concatenate"(%v686, %v684) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v688 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v689 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v690 = "stablehlo.multiply"(%v569, %v688) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v691 = "stablehlo.multiply"(%v687, %v689) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v692 = "stablehlo.add"(%v690, %v691) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v693 = "stablehlo.slice"(%v626) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v694 = "stablehlo.slice"(%v626) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v695 = "stablehlo.negate"(%v694) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v696 = "stablehlo.concatenate"(%v695, %v693) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v697 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v698 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v699 = "stablehlo.multiply"(%v626, %v697) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v700 = "stablehlo.multiply"(%v696, %v698) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v701 = "stablehlo.add"(%v699, %v700) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v702 = "stablehlo.reshape"(%v692) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v703 = "stablehlo.convert"(%v702) : (tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xbf16>
    %v704 = "stablehlo.convert"(%v701) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v705 = "stablehlo.convert"(%v683) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v706 = "stablehlo.slice"(%arg5) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v707 = "stablehlo.reshape"(%v706) : (tensor<1xi32>) -> tensor<i32>
    %v708 = stablehlo.constant dense<0> : tensor<i32>
    %v709 = "stablehlo.dynamic_slice"(%arg6, %v707, %v708, %v708, %v21) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v710 = "stablehlo.dynamic_slice"(%arg6, %v707, %v708, %v708, %v23) {slice_sizes = array<i64: 1, 1, 16, 128>} : (tensor<2x1x16x?xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x128xbf16>
    %v711 = "stablehlo.concatenate"(%v709, %v710) {dimension = 0 : i64} : (tensor<1x1x16x128xbf16>, tensor<1x1x16x128xbf16>) -> tensor<2x1x16x128xbf16>
    %v712 = "stablehlo.dot_general"(%v703, %v711) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16x128xbf16>) -> tensor<2x1x4x128xf32>
    %v713 = "stablehlo.select"(%v18, %v712, %v19) : (tensor<2x1x4x128xi1>, tensor<2x1x4x128xf32>, tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xf32>
    %v714 = "stablehlo.dot_general"(%v703, %v704) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x16xbf16>, tensor<2x1x16xbf16>) -> tensor<2x1x4xf32>
    %v715 = "stablehlo.reshape"(%v714) : (tensor<2x1x4xf32>) -> tensor<2x1x4x1xf32>
    %v716 = "stablehlo.concatenate"(%v713, %v715) {dimension = 3 : i64} : (tensor<2x1x4x128xf32>, tensor<2x1x4x1xf32>) -> tensor<2x1x4x129xf32>
    %v717 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x129xf32>
    %v718 = "stablehlo.multiply"(%v716, %v717) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v719 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v720 = "stablehlo.reduce"(%v718, %v719) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v721 = "stablehlo.broadcast_in_dim"(%v720) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v722 = "stablehlo.subtract"(%v718, %v721) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v723 = "stablehlo.exponential"(%v722) : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v724 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v725 = "stablehlo.reduce"(%v723, %v724) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x4x129xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %v726 = "stablehlo.broadcast_in_dim"(%v725) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x129xf32>
    %v727 = "stablehlo.divide"(%v723, %v726) : (tensor<2x1x4x129xf32>, tensor<2x1x4x129xf32>) -> tensor<2x1x4x129xf32>
    %v728 = "stablehlo.slice"(%v727) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 128>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x128xf32>
    %v729 = "stablehlo.slice"(%v727) {start_indices = array<i64: 0, 0, 0, 128>, limit_indices = array<i64: 2, 1, 4, 129>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x4x129xf32>) -> tensor<2x1x4x1xf32>
    %v730 = stablehlo.constant dense<0> : tensor<i32>
    %v731 = "stablehlo.dynamic_slice"(%arg7, %v707, %v730, %v21, %v730) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v732 = "stablehlo.dynamic_slice"(%arg7, %v707, %v730, %v23, %v730) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v733 = "stablehlo.concatenate"(%v731, %v732) {dimension = 0 : i64} : (tensor<1x1x128x16xbf16>, tensor<1x1x128x16xbf16>) -> tensor<2x1x128x16xbf16>
    %v734 = "stablehlo.convert"(%v728) : (tensor<2x1x4x128xf32>) -> tensor<2x1x4x128xbf16>
    %v735 = "stablehlo.dot_general"(%v734, %v733) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4x128xbf16>, tensor<2x1x128x16xbf16>) -> tensor<2x1x4x16xf32>
    %v736 = "stablehlo.convert"(%v705) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v737 = "stablehlo.broadcast_in_dim"(%v736) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x4x16xf32>
    %v738 = "stablehlo.reshape"(%v729) : (tensor<2x1x4x1xf32>) -> tensor<2x1x4xf32>
    %v739 = "stablehlo.broadcast_in_dim"(%v738) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x4xf32>) -> tensor<2x1x4x16xf32>
    %v740 = "stablehlo.multiply"(%v739, %v737) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v741 = "stablehlo.add"(%v735, %v740) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v742 = "stablehlo.reshape"(%v741) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v743 = util.global.load @p30 : tensor<64x64xi8>
    %v744 = util.global.load @p31 : tensor<64xf32>
    %v745 = "stablehlo.abs"(%v742) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v746 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v747 = "stablehlo.reduce"(%v745, %v746) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v748 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v749 = "stablehlo.divide"(%v747, %v748) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v750 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v751 = "stablehlo.maximum"(%v749, %v750) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v752 = "stablehlo.broadcast_in_dim"(%v751) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v753 = "stablehlo.divide"(%v742, %v752) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v754 = "stablehlo.round_nearest_even"(%v753) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v755 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v756 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v757 = "stablehlo.maximum"(%v754, %v755) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v758 = "stablehlo.minimum"(%v757, %v756) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v759 = "stablehlo.convert"(%v758) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v760 = "stablehlo.convert"(%v759) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v761 = "stablehlo.broadcast_in_dim"(%v751) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v762 = "stablehlo.multiply"(%v760, %v761) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v763 = "stablehlo.subtract"(%v742, %v762) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v764 = "stablehlo.abs"(%v763) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v765 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v766 = "stablehlo.reduce"(%v764, %v765) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v767 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v768 = "stablehlo.divide"(%v766, %v767) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v769 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v770 = "stablehlo.maximum"(%v768, %v769) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v771 = "stablehlo.broadcast_in_dim"(%v770) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v772 = "stablehlo.divide"(%v763, %v771) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v773 = "stablehlo.round_nearest_even"(%v772) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v774 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v775 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v776 = "stablehlo.maximum"(%v773, %v774) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v777 = "stablehlo.minimum"(%v776, %v775) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v778 = "stablehlo.convert"(%v777) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v779 = "stablehlo.concatenate"(%v759, %v778) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v780 = tensor.empty() : tensor<4x64xi32>
    %v781 = arith.constant 0 : i32
    %v782 = linalg.fill ins(%v781 : i32) outs(%v780 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v783 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v779, %v743 : tensor<4x64xi8>, tensor<64x64xi8>) outs(%v782 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v784 = "stablehlo.convert"(%v783) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v785 = "stablehlo.broadcast_in_dim"(%v744) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v786 = "stablehlo.slice"(%v784) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v787 = "stablehlo.broadcast_in_dim"(%v751) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v788 = "stablehlo.multiply"(%v786, %v787) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v789 = "stablehlo.multiply"(%v788, %v785) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v790 = "stablehlo.slice"(%v784) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v791 = "stablehlo.broadcast_in_dim"(%v770) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v792 = "stablehlo.multiply"(%v790, %v791) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v793 = "stablehlo.multiply"(%v792, %v785) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v794 = "stablehlo.add"(%v789, %v793) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v795 = "stablehlo.add"(%v494, %v794) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v796 = util.global.load @p20 : tensor<64xbf16>
    %v797 = "stablehlo.multiply"(%v795, %v795) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v798 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v799 = "stablehlo.reduce"(%v797, %v798) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v800 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v801 = "stablehlo.multiply"(%v799, %v800) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v802 = "stablehlo.broadcast_in_dim"(%v801) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v803 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v804 = "stablehlo.add"(%v802, %v803) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v805 = "stablehlo.rsqrt"(%v804) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v806 = "stablehlo.multiply"(%v795, %v805) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v807 = "stablehlo.convert"(%v796) : (tensor<64xbf16>) -> tensor<64xf32>
    %v808 = "stablehlo.broadcast_in_dim"(%v807) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v809 = "stablehlo.multiply"(%v806, %v808) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v810 = util.global.load @p32 : tensor<160x64xi8>
    %v811 = util.global.load @p33 : tensor<160xf32>
    %v812 = "stablehlo.abs"(%v809) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v813 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v814 = "stablehlo.reduce"(%v812, %v813) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v815 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v816 = "stablehlo.divide"(%v814, %v815) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v817 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v818 = "stablehlo.maximum"(%v816, %v817) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v819 = "stablehlo.broadcast_in_dim"(%v818) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v820 = "stablehlo.divide"(%v809, %v819) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v821 = "stablehlo.round_nearest_even"(%v820) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v822 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v823 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v824 = "stablehlo.maximum"(%v821, %v822) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v825 = "stablehlo.minimum"(%v824, %v823) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v826 = "stablehlo.convert"(%v825) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v827 = "stablehlo.convert"(%v826) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v828 = "stablehlo.broadcast_in_dim"(%v818) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v829 = "stablehlo.multiply"(%v827, %v828) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v830 = "stablehlo.subtract"(%v809, %v829) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v831 = "stablehlo.abs"(%v830) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v832 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v833 = "stablehlo.reduce"(%v831, %v832) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v834 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v835 = "stablehlo.divide"(%v833, %v834) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v836 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v837 = "stablehlo.maximum"(%v835, %v836) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v838 = "stablehlo.broadcast_in_dim"(%v837) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v839 = "stablehlo.divide"(%v830, %v838) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v840 = "stablehlo.round_nearest_even"(%v839) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v841 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v842 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v843 = "stablehlo.maximum"(%v840, %v841) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v844 = "stablehlo.minimum"(%v843, %v842) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v845 = "stablehlo.convert"(%v844) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v846 = "stablehlo.concatenate"(%v826, %v845) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v847 = tensor.empty() : tensor<4x160xi32>
    %v848 = arith.constant 0 : i32
    %v849 = linalg.fill ins(%v848 : i32) outs(%v847 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v850 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v846, %v810 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v849 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v851 = "stablehlo.convert"(%v850) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v852 = "stablehlo.broadcast_in_dim"(%v811) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v853 = "stablehlo.slice"(%v851) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v854 = "stablehlo.broadcast_in_dim"(%v818) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v855 = "stablehlo.multiply"(%v853, %v854) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v856 = "stablehlo.multiply"(%v855, %v852) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v857 = "stablehlo.slice"(%v851) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v858 = "stablehlo.broadcast_in_dim"(%v837) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v859 = "stablehlo.multiply"(%v857, %v858) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v860 = "stablehlo.multiply"(%v859, %v852) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v861 = "stablehlo.add"(%v856, %v860) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v862 = "stablehlo.logistic"(%v861) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v863 = "stablehlo.multiply"(%v861, %v862) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v864 = util.global.load @p34 : tensor<160x64xi8>
    %v865 = util.global.load @p35 : tensor<160xf32>
    %v866 = "stablehlo.abs"(%v809) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v867 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v868 = "stablehlo.reduce"(%v866, %v867) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v869 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v870 = "stablehlo.divide"(%v868, %v869) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v871 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v872 = "stablehlo.maximum"(%v870, %v871) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v873 = "stablehlo.broadcast_in_dim"(%v872) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v874 = "stablehlo.divide"(%v809, %v873) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v875 = "stablehlo.round_nearest_even"(%v874) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v876 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v877 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v878 = "stablehlo.maximum"(%v875, %v876) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v879 = "stablehlo.minimum"(%v878, %v877) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v880 = "stablehlo.convert"(%v879) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v881 = "stablehlo.convert"(%v880) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v882 = "stablehlo.broadcast_in_dim"(%v872) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v883 = "stablehlo.multiply"(%v881, %v882) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v884 = "stablehlo.subtract"(%v809, %v883) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v885 = "stablehlo.abs"(%v884) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v886 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v887 = "stablehlo.reduce"(%v885, %v886) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v888 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v889 = "stablehlo.divide"(%v887, %v888) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v890 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v891 = "stablehlo.maximum"(%v889, %v890) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v892 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v893 = "stablehlo.divide"(%v884, %v892) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v894 = "stablehlo.round_nearest_even"(%v893) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v895 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v896 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v897 = "stablehlo.maximum"(%v894, %v895) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v898 = "stablehlo.minimum"(%v897, %v896) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v899 = "stablehlo.convert"(%v898) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v900 = "stablehlo.concatenate"(%v880, %v899) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v901 = tensor.empty() : tensor<4x160xi32>
    %v902 = arith.constant 0 : i32
    %v903 = linalg.fill ins(%v902 : i32) outs(%v901 : tensor<4x160xi32>) -> tensor<4x160xi32>
    %v904 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v900, %v864 : tensor<4x64xi8>, tensor<160x64xi8>) outs(%v903 : tensor<4x160xi32>) {iree.opt.data_tiling} -> tensor<4x160xi32>
    %v905 = "stablehlo.convert"(%v904) : (tensor<4x160xi32>) -> tensor<4x160xf32>
    %v906 = "stablehlo.broadcast_in_dim"(%v865) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v907 = "stablehlo.slice"(%v905) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v908 = "stablehlo.broadcast_in_dim"(%v872) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v909 = "stablehlo.multiply"(%v907, %v908) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v910 = "stablehlo.multiply"(%v909, %v906) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v911 = "stablehlo.slice"(%v905) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 160>, strides = array<i64: 1, 1>} : (tensor<4x160xf32>) -> tensor<2x160xf32>
    %v912 = "stablehlo.broadcast_in_dim"(%v891) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v913 = "stablehlo.multiply"(%v911, %v912) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v914 = "stablehlo.multiply"(%v913, %v906) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v915 = "stablehlo.add"(%v910, %v914) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v916 = "stablehlo.multiply"(%v863, %v915) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v917 = util.global.load @p36 : tensor<64x160xi8>
    %v918 = util.global.load @p37 : tensor<64xf32>
    %v919 = "stablehlo.abs"(%v916) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v920 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v921 = "stablehlo.reduce"(%v919, %v920) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v922 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v923 = "stablehlo.divide"(%v921, %v922) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v924 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v925 = "stablehlo.maximum"(%v923, %v924) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v926 = "stablehlo.broadcast_in_dim"(%v925) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v927 = "stablehlo.divide"(%v916, %v926) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v928 = "stablehlo.round_nearest_even"(%v927) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v929 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v930 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v931 = "stablehlo.maximum"(%v928, %v929) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v932 = "stablehlo.minimum"(%v931, %v930) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v933 = "stablehlo.convert"(%v932) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v934 = "stablehlo.convert"(%v933) : (tensor<2x160xi8>) -> tensor<2x160xf32>
    %v935 = "stablehlo.broadcast_in_dim"(%v925) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v936 = "stablehlo.multiply"(%v934, %v935) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v937 = "stablehlo.subtract"(%v916, %v936) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v938 = "stablehlo.abs"(%v937) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v939 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v940 = "stablehlo.reduce"(%v938, %v939) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x160xf32>, tensor<f32>) -> tensor<2xf32>
    %v941 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v942 = "stablehlo.divide"(%v940, %v941) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v943 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v944 = "stablehlo.maximum"(%v942, %v943) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v945 = "stablehlo.broadcast_in_dim"(%v944) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x160xf32>
    %v946 = "stablehlo.divide"(%v937, %v945) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v947 = "stablehlo.round_nearest_even"(%v946) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v948 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x160xf32>
    %v949 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x160xf32>
    %v950 = "stablehlo.maximum"(%v947, %v948) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v951 = "stablehlo.minimum"(%v950, %v949) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v952 = "stablehlo.convert"(%v951) : (tensor<2x160xf32>) -> tensor<2x160xi8>
    %v953 = "stablehlo.concatenate"(%v933, %v952) {dimension = 0 : i64} : (tensor<2x160xi8>, tensor<2x160xi8>) -> tensor<4x160xi8>
    %v954 = tensor.empty() : tensor<4x64xi32>
    %v955 = arith.constant 0 : i32
    %v956 = linalg.fill ins(%v955 : i32) outs(%v954 : tensor<4x64xi32>) -> tensor<4x64xi32>
    %v957 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v953, %v917 : tensor<4x160xi8>, tensor<64x160xi8>) outs(%v956 : tensor<4x64xi32>) {iree.opt.data_tiling} -> tensor<4x64xi32>
    %v958 = "stablehlo.convert"(%v957) : (tensor<4x64xi32>) -> tensor<4x64xf32>
    %v959 = "stablehlo.broadcast_in_dim"(%v918) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v960 = "stablehlo.slice"(%v958) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v961 = "stablehlo.broadcast_in_dim"(%v925) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v962 = "stablehlo.multiply"(%v960, %v961) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v963 = "stablehlo.multiply"(%v962, %v959) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v964 = "stablehlo.slice"(%v958) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 64>, strides = array<i64: 1, 1>} : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %v965 = "stablehlo.broadcast_in_dim"(%v944) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v966 = "stablehlo.multiply"(%v964, %v965) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v967 = "stablehlo.multiply"(%v966, %v959) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v968 = "stablehlo.add"(%v963, %v967) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v969 = "stablehlo.add"(%v795, %v968) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v970 = "stablehlo.transpose"(%v704) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v971 = "stablehlo.reshape"(%v970) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v972 = "stablehlo.transpose"(%v705) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v973 = "stablehlo.reshape"(%v972) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v974 = "stablehlo.concatenate"(%v496, %v971) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v975 = "stablehlo.concatenate"(%v498, %v973) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v976 = util.global.load @p41 : tensor<64xbf16>
    %v977 = "stablehlo.multiply"(%v969, %v969) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v978 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v979 = "stablehlo.reduce"(%v977, %v978) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v980 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v981 = "stablehlo.multiply"(%v979, %v980) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v982 = "stablehlo.broadcast_in_dim"(%v981) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v983 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v984 = "stablehlo.add"(%v982, %v983) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v985 = "stablehlo.rsqrt"(%v984) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v986 = "stablehlo.multiply"(%v969, %v985) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v987 = "stablehlo.convert"(%v976) : (tensor<64xbf16>) -> tensor<64xf32>
    %v988 = "stablehlo.broadcast_in_dim"(%v987) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v989 = "stablehlo.multiply"(%v986, %v988) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v990 = util.global.load @p39 : tensor<151936x64xi8>
    %v991 = util.global.load @p40 : tensor<151936xf32>
    %v992 = "stablehlo.abs"(%v989) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v993 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v994 = "stablehlo.reduce"(%v992, %v993) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v995 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v996 = "stablehlo.divide"(%v994, %v995) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v997 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v998 = "stablehlo.maximum"(%v996, %v997) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v999 = "stablehlo.broadcast_in_dim"(%v998) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v1000 = "stablehlo.divide"(%v989, %v999) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1001 = "stablehlo.round_nearest_even"(%v1000) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1002 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v1003 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v1004 = "stablehlo.maximum"(%v1001, %v1002) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1005 = "stablehlo.minimum"(%v1004, %v1003) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1006 = "stablehlo.convert"(%v1005) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v1007 = "stablehlo.convert"(%v1006) : (tensor<2x64xi8>) -> tensor<2x64xf32>
    %v1008 = "stablehlo.broadcast_in_dim"(%v998) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v1009 = "stablehlo.multiply"(%v1007, %v1008) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1010 = "stablehlo.subtract"(%v989, %v1009) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1011 = "stablehlo.abs"(%v1010) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1012 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1013 = "stablehlo.reduce"(%v1011, %v1012) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v1014 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2xf32>
    %v1015 = "stablehlo.divide"(%v1013, %v1014) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v1016 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2xf32>
    %v1017 = "stablehlo.maximum"(%v1015, %v1016) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v1018 = "stablehlo.broadcast_in_dim"(%v1017) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v1019 = "stablehlo.divide"(%v1010, %v1018) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1020 = "stablehlo.round_nearest_even"(%v1019) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1021 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64xf32>
    %v1022 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64xf32>
    %v1023 = "stablehlo.maximum"(%v1020, %v1021) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1024 = "stablehlo.minimum"(%v1023, %v1022) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v1025 = "stablehlo.convert"(%v1024) : (tensor<2x64xf32>) -> tensor<2x64xi8>
    %v1026 = "stablehlo.concatenate"(%v1006, %v1025) {dimension = 0 : i64} : (tensor<2x64xi8>, tensor<2x64xi8>) -> tensor<4x64xi8>
    %v1027 = tensor.empty() : tensor<4x151936xi32>
    %v1028 = arith.constant 0 : i32
    %v1029 = linalg.fill ins(%v1028 : i32) outs(%v1027 : tensor<4x151936xi32>) -> tensor<4x151936xi32>
    %v1030 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v1026, %v990 : tensor<4x64xi8>, tensor<151936x64xi8>) outs(%v1029 : tensor<4x151936xi32>) {iree.opt.data_tiling} -> tensor<4x151936xi32>
    %v1031 = "stablehlo.convert"(%v1030) : (tensor<4x151936xi32>) -> tensor<4x151936xf32>
    %v1032 = "stablehlo.broadcast_in_dim"(%v991) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v1033 = "stablehlo.slice"(%v1031) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v1034 = "stablehlo.broadcast_in_dim"(%v998) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v1035 = "stablehlo.multiply"(%v1033, %v1034) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v1036 = "stablehlo.multiply"(%v1035, %v1032) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v1037 = "stablehlo.slice"(%v1031) {start_indices = array<i64: 2, 0>, limit_indices = array<i64: 4, 151936>, strides = array<i64: 1, 1>} : (tensor<4x151936xf32>) -> tensor<2x151936xf32>
    %v1038 = "stablehlo.broadcast_in_dim"(%v1017) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x151936xf32>
    %v1039 = "stablehlo.multiply"(%v1037, %v1038) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v1040 = "stablehlo.multiply"(%v1039, %v1032) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    %v1041 = "stablehlo.add"(%v1036, %v1040) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v1041, %v974, %v975 : tensor<2x151936xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
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
