module @lm {
  util.global private @p0 = #flow.parameter.named<"model"::"model.layers.0.input_layernorm.weight"> : tensor<64xbf16>
  util.global private @p1 = #flow.parameter.named<"model"::"model.layers.0.post_attention_layernorm.weight"> : tensor<64xbf16>
  util.global private @p2 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.q_proj.weight"> : tensor<64x64xi8>
  util.global private @p3 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.q_proj.weight.scale"> : tensor<64xf32>
  util.global private @p4 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.q_proj.weight.offset"> : tensor<64xi32>
  util.global private @p5 = #flow.parameter.named<"model"::"model.layers.0.self_attn.q_proj.bias"> : tensor<64xbf16>
  util.global private @p6 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.k_proj.weight"> : tensor<16x64xi8>
  util.global private @p7 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.k_proj.weight.scale"> : tensor<16xf32>
  util.global private @p8 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.k_proj.weight.offset"> : tensor<16xi32>
  util.global private @p9 = #flow.parameter.named<"model"::"model.layers.0.self_attn.k_proj.bias"> : tensor<16xbf16>
  util.global private @p10 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.v_proj.weight"> : tensor<16x64xi8>
  util.global private @p11 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.v_proj.weight.scale"> : tensor<16xf32>
  util.global private @p12 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.v_proj.weight.offset"> : tensor<16xi32>
  util.global private @p13 = #flow.parameter.named<"model"::"model.layers.0.self_attn.v_proj.bias"> : tensor<16xbf16>
  util.global private @p14 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.o_proj.weight"> : tensor<64x64xi8>
  util.global private @p15 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.o_proj.weight.scale"> : tensor<64xf32>
  util.global private @p16 = #flow.parameter.named<"q8"::"model.layers.0.self_attn.o_proj.weight.offset"> : tensor<64xi32>
  util.global private @p17 = #flow.parameter.named<"q8"::"model.layers.0.mlp.gate_proj.weight"> : tensor<160x64xi8>
  util.global private @p18 = #flow.parameter.named<"q8"::"model.layers.0.mlp.gate_proj.weight.scale"> : tensor<160xf32>
  util.global private @p19 = #flow.parameter.named<"q8"::"model.layers.0.mlp.gate_proj.weight.offset"> : tensor<160xi32>
  util.global private @p20 = #flow.parameter.named<"q8"::"model.layers.0.mlp.up_proj.weight"> : tensor<160x64xi8>
  util.global private @p21 = #flow.parameter.named<"q8"::"model.layers.0.mlp.up_proj.weight.scale"> : tensor<160xf32>
  util.global private @p22 = #flow.parameter.named<"q8"::"model.layers.0.mlp.up_proj.weight.offset"> : tensor<160xi32>
  util.global private @p23 = #flow.parameter.named<"q8"::"model.layers.0.mlp.down_proj.weight"> : tensor<64x160xi8>
  util.global private @p24 = #flow.parameter.named<"q8"::"model.layers.0.mlp.down_proj.weight.scale"> : tensor<64xf32>
  util.global private @p25 = #flow.parameter.named<"q8"::"model.layers.0.mlp.down_proj.weight.offset"> : tensor<64xi32>
  util.global private @p26 = #flow.parameter.named<"model"::"model.layers.1.input_layernorm.weight"> : tensor<64xbf16>
  util.global private @p27 = #flow.parameter.named<"model"::"model.layers.1.post_attention_layernorm.weight"> : tensor<64xbf16>
  util.global private @p28 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.q_proj.weight"> : tensor<64x64xi8>
  util.global private @p29 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.q_proj.weight.scale"> : tensor<64xf32>
  util.global private @p30 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.q_proj.weight.offset"> : tensor<64xi32>
  util.global private @p31 = #flow.parameter.named<"model"::"model.layers.1.self_attn.q_proj.bias"> : tensor<64xbf16>
  util.global private @p32 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.k_proj.weight"> : tensor<16x64xi8>
  util.global private @p33 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.k_proj.weight.scale"> : tensor<16xf32>
  util.global private @p34 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.k_proj.weight.offset"> : tensor<16xi32>
  util.global private @p35 = #flow.parameter.named<"model"::"model.layers.1.self_attn.k_proj.bias"> : tensor<16xbf16>
  util.global private @p36 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.v_proj.weight"> : tensor<16x64xi8>
  util.global private @p37 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.v_proj.weight.scale"> : tensor<16xf32>
  util.global private @p38 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.v_proj.weight.offset"> : tensor<16xi32>
  util.global private @p39 = #flow.parameter.named<"model"::"model.layers.1.self_attn.v_proj.bias"> : tensor<16xbf16>
  util.global private @p40 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.o_proj.weight"> : tensor<64x64xi8>
  util.global private @p41 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.o_proj.weight.scale"> : tensor<64xf32>
  util.global private @p42 = #flow.parameter.named<"q8"::"model.layers.1.self_attn.o_proj.weight.offset"> : tensor<64xi32>
  util.global private @p43 = #flow.parameter.named<"q8"::"model.layers.1.mlp.gate_proj.weight"> : tensor<160x64xi8>
  util.global private @p44 = #flow.parameter.named<"q8"::"model.layers.1.mlp.gate_proj.weight.scale"> : tensor<160xf32>
  util.global private @p45 = #flow.parameter.named<"q8"::"model.layers.1.mlp.gate_proj.weight.offset"> : tensor<160xi32>
  util.global private @p46 = #flow.parameter.named<"q8"::"model.layers.1.mlp.up_proj.weight"> : tensor<160x64xi8>
  util.global private @p47 = #flow.parameter.named<"q8"::"model.layers.1.mlp.up_proj.weight.scale"> : tensor<160xf32>
  util.global private @p48 = #flow.parameter.named<"q8"::"model.layers.1.mlp.up_proj.weight.offset"> : tensor<160xi32>
  util.global private @p49 = #flow.parameter.named<"q8"::"model.layers.1.mlp.down_proj.weight"> : tensor<64x160xi8>
  util.global private @p50 = #flow.parameter.named<"q8"::"model.layers.1.mlp.down_proj.weight.scale"> : tensor<64xf32>
  util.global private @p51 = #flow.parameter.named<"q8"::"model.layers.1.mlp.down_proj.weight.offset"> : tensor<64xi32>
  util.global private @p52 = #flow.parameter.named<"model"::"model.embed_tokens.weight"> : tensor<151936x64xbf16>
  util.global private @p53 = #flow.parameter.named<"q8"::"lm_head.weight"> : tensor<151936x64xi8>
  util.global private @p54 = #flow.parameter.named<"q8"::"lm_head.weight.scale"> : tensor<151936xf32>
  util.global private @p55 = #flow.parameter.named<"q8"::"lm_head.weight.offset"> : tensor<151936xi32>
  util.global private @p56 = #flow.parameter.named<"model"::"model.norm.weight"> : tensor<64xbf16>
  func.func @prefill_c2_w0(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>) {
    %v1 = util.global.load @p52 : tensor<151936x64xbf16>
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
    %v39 = util.global.load @p2 : tensor<64x64xi8>
    %v40 = util.global.load @p3 : tensor<64xf32>
    %v41 = util.global.load @p5 : tensor<64xbf16>
    %v42 = tensor.empty() : tensor<1x64x2x1xf32>
    %v43 = linalg.pack %v38 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v42 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v44 = tensor.empty() : tensor<4x64x16x1xi8>
    %v45 = linalg.pack %v39 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v44 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v46 = tensor.empty() : tensor<1x4x2x16xf32>
    %v47 = arith.constant 0.0 : f32
    %v48 = linalg.fill ins(%v47 : f32) outs(%v46 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v49 = linalg.mmt4d ins(%v43, %v45 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v48 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v50 = tensor.empty() : tensor<2x64xf32>
    %v51 = linalg.unpack %v49 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v50 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%v40) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v53 = "stablehlo.multiply"(%v51, %v52) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v54 = "stablehlo.convert"(%v41) : (tensor<64xbf16>) -> tensor<64xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v54) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v56 = "stablehlo.add"(%v53, %v55) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v57 = "stablehlo.reshape"(%v56) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v58 = util.global.load @p6 : tensor<16x64xi8>
    %v59 = util.global.load @p7 : tensor<16xf32>
    %v60 = util.global.load @p9 : tensor<16xbf16>
    %v61 = tensor.empty() : tensor<1x64x2x1xf32>
    %v62 = linalg.pack %v38 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v61 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v63 = tensor.empty() : tensor<1x64x16x1xi8>
    %v64 = linalg.pack %v58 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v63 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v65 = tensor.empty() : tensor<1x1x2x16xf32>
    %v66 = arith.constant 0.0 : f32
    %v67 = linalg.fill ins(%v66 : f32) outs(%v65 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v68 = linalg.mmt4d ins(%v62, %v64 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v67 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v69 = tensor.empty() : tensor<2x16xf32>
    %v70 = linalg.unpack %v68 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v69 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v71 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v72 = "stablehlo.multiply"(%v70, %v71) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v73 = "stablehlo.convert"(%v60) : (tensor<16xbf16>) -> tensor<16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v73) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v75 = "stablehlo.add"(%v72, %v74) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v77 = util.global.load @p10 : tensor<16x64xi8>
    %v78 = util.global.load @p11 : tensor<16xf32>
    %v79 = util.global.load @p13 : tensor<16xbf16>
    %v80 = tensor.empty() : tensor<1x64x2x1xf32>
    %v81 = linalg.pack %v38 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v80 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v82 = tensor.empty() : tensor<1x64x16x1xi8>
    %v83 = linalg.pack %v77 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v82 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v84 = tensor.empty() : tensor<1x1x2x16xf32>
    %v85 = arith.constant 0.0 : f32
    %v86 = linalg.fill ins(%v85 : f32) outs(%v84 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v87 = linalg.mmt4d ins(%v81, %v83 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v86 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v88 = tensor.empty() : tensor<2x16xf32>
    %v89 = linalg.unpack %v87 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v88 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v92 = "stablehlo.convert"(%v79) : (tensor<16xbf16>) -> tensor<16xf32>
    %v93 = "stablehlo.broadcast_in_dim"(%v92) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v94 = "stablehlo.add"(%v91, %v93) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v96 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v97 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v98 = "stablehlo.negate"(%v97) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v99 = "stablehlo.concatenate"(%v98, %v96) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v102 = "stablehlo.multiply"(%v57, %v100) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v103 = "stablehlo.multiply"(%v99, %v101) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v104 = "stablehlo.add"(%v102, %v103) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v105 = "stablehlo.slice"(%v76) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v106 = "stablehlo.slice"(%v76) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v107 = "stablehlo.negate"(%v106) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v108 = "stablehlo.concatenate"(%v107, %v105) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v109 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v111 = "stablehlo.multiply"(%v76, %v109) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v112 = "stablehlo.multiply"(%v108, %v110) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v113 = "stablehlo.add"(%v111, %v112) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v114 = "stablehlo.reshape"(%v104) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v115 = "stablehlo.transpose"(%v114) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v116 = "stablehlo.reshape"(%v115) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v117 = "stablehlo.convert"(%v113) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v118 = "stablehlo.convert"(%v95) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v119 = "stablehlo.convert"(%v117) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v120 = "stablehlo.convert"(%v118) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v121 = "stablehlo.transpose"(%v119) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v122 = "stablehlo.transpose"(%v120) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v123 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v124 = "stablehlo.reshape"(%v123) : (tensor<1xi32>) -> tensor<i32>
    %v125 = iree_encoding.set_encoding %v116 : tensor<1x8x16xf32> -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v126 = iree_encoding.set_encoding %v121 : tensor<1x2x16xf32> -> tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v127 = tensor.empty() : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v128 = arith.constant 0.0 : f32
    %v129 = linalg.fill ins(%v128 : f32) outs(%v127 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>) -> tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v130 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v125, %v126 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>, tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>) outs(%v129 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>) -> tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v131 = iree_encoding.unset_encoding %v130 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>> -> tensor<1x8x2xf32>
    %v132 = "stablehlo.optimization_barrier"(%v131) : (tensor<1x8x2xf32>) -> tensor<1x8x2xf32>
    %v133 = "stablehlo.reshape"(%v132) : (tensor<1x8x2xf32>) -> tensor<1x2x4x2xf32>
    %v134 = "stablehlo.multiply"(%v133, %v21) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v135 = "stablehlo.select"(%v19, %v134, %v20) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v135, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v137) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v139 = "stablehlo.subtract"(%v135, %v138) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v140 = "stablehlo.exponential"(%v139) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v141 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v142 = "stablehlo.reduce"(%v140, %v141) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v143 = "stablehlo.reshape"(%v140) : (tensor<1x2x4x2xf32>) -> tensor<1x8x2xf32>
    %v144 = iree_encoding.set_encoding %v143 : tensor<1x8x2xf32> -> tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v145 = iree_encoding.set_encoding %v122 : tensor<1x2x16xf32> -> tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v146 = tensor.empty() : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v147 = arith.constant 0.0 : f32
    %v148 = linalg.fill ins(%v147 : f32) outs(%v146 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v149 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v144, %v145 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>, tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>) outs(%v148 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v150 = iree_encoding.unset_encoding %v149 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>> -> tensor<1x8x16xf32>
    %v151 = "stablehlo.reshape"(%v142) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v152 = "stablehlo.broadcast_in_dim"(%v151) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v153 = "stablehlo.divide"(%v150, %v152) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v154 = "stablehlo.reshape"(%v153) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v155 = "stablehlo.transpose"(%v154) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v156 = "stablehlo.reshape"(%v155) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v157 = util.global.load @p14 : tensor<64x64xi8>
    %v158 = util.global.load @p15 : tensor<64xf32>
    %v159 = tensor.empty() : tensor<1x64x2x1xf32>
    %v160 = linalg.pack %v156 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v159 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v161 = tensor.empty() : tensor<4x64x16x1xi8>
    %v162 = linalg.pack %v157 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v161 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v163 = tensor.empty() : tensor<1x4x2x16xf32>
    %v164 = arith.constant 0.0 : f32
    %v165 = linalg.fill ins(%v164 : f32) outs(%v163 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v166 = linalg.mmt4d ins(%v160, %v162 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v165 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v167 = tensor.empty() : tensor<2x64xf32>
    %v168 = linalg.unpack %v166 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v167 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v170 = "stablehlo.multiply"(%v168, %v169) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v171 = "stablehlo.add"(%v8, %v170) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v172 = util.global.load @p1 : tensor<64xbf16>
    %v173 = "stablehlo.multiply"(%v171, %v171) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v174 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v175 = "stablehlo.reduce"(%v173, %v174) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v176 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v177 = "stablehlo.multiply"(%v175, %v176) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v179 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v181 = "stablehlo.rsqrt"(%v180) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v182 = "stablehlo.multiply"(%v171, %v181) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v183 = "stablehlo.convert"(%v172) : (tensor<64xbf16>) -> tensor<64xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%v183) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v185 = "stablehlo.multiply"(%v182, %v184) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v186 = util.global.load @p17 : tensor<160x64xi8>
    %v187 = util.global.load @p18 : tensor<160xf32>
    %v188 = tensor.empty() : tensor<1x64x2x1xf32>
    %v189 = linalg.pack %v185 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v188 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v190 = tensor.empty() : tensor<10x64x16x1xi8>
    %v191 = linalg.pack %v186 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v190 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v192 = tensor.empty() : tensor<1x10x2x16xf32>
    %v193 = arith.constant 0.0 : f32
    %v194 = linalg.fill ins(%v193 : f32) outs(%v192 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v195 = linalg.mmt4d ins(%v189, %v191 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v194 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v196 = tensor.empty() : tensor<2x160xf32>
    %v197 = linalg.unpack %v195 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v196 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v187) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v199 = "stablehlo.multiply"(%v197, %v198) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v200 = "stablehlo.logistic"(%v199) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v201 = "stablehlo.multiply"(%v199, %v200) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v202 = util.global.load @p20 : tensor<160x64xi8>
    %v203 = util.global.load @p21 : tensor<160xf32>
    %v204 = tensor.empty() : tensor<1x64x2x1xf32>
    %v205 = linalg.pack %v185 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v204 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v206 = tensor.empty() : tensor<10x64x16x1xi8>
    %v207 = linalg.pack %v202 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v206 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v208 = tensor.empty() : tensor<1x10x2x16xf32>
    %v209 = arith.constant 0.0 : f32
    %v210 = linalg.fill ins(%v209 : f32) outs(%v208 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v211 = linalg.mmt4d ins(%v205, %v207 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v210 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v212 = tensor.empty() : tensor<2x160xf32>
    %v213 = linalg.unpack %v211 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v212 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v215 = "stablehlo.multiply"(%v213, %v214) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v216 = "stablehlo.multiply"(%v201, %v215) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v217 = util.global.load @p23 : tensor<64x160xi8>
    %v218 = util.global.load @p24 : tensor<64xf32>
    %v219 = tensor.empty() : tensor<1x160x2x1xf32>
    %v220 = linalg.pack %v216 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v219 : tensor<2x160xf32> -> tensor<1x160x2x1xf32>
    %v221 = tensor.empty() : tensor<4x160x16x1xi8>
    %v222 = linalg.pack %v217 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v221 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v223 = tensor.empty() : tensor<1x4x2x16xf32>
    %v224 = arith.constant 0.0 : f32
    %v225 = linalg.fill ins(%v224 : f32) outs(%v223 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v226 = linalg.mmt4d ins(%v220, %v222 : tensor<1x160x2x1xf32>, tensor<4x160x16x1xi8>) outs(%v225 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v227 = tensor.empty() : tensor<2x64xf32>
    %v228 = linalg.unpack %v226 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v227 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v218) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v230 = "stablehlo.multiply"(%v228, %v229) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v231 = "stablehlo.add"(%v171, %v230) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v232 = "stablehlo.transpose"(%v117) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v233 = "stablehlo.reshape"(%v232) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v234 = "stablehlo.transpose"(%v118) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v235 = "stablehlo.reshape"(%v234) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v236 = util.global.load @p26 : tensor<64xbf16>
    %v237 = "stablehlo.multiply"(%v231, %v231) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
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
    %v246 = "stablehlo.multiply"(%v231, %v245) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v247 = "stablehlo.convert"(%v236) : (tensor<64xbf16>) -> tensor<64xf32>
    %v248 = "stablehlo.broadcast_in_dim"(%v247) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v249 = "stablehlo.multiply"(%v246, %v248) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v250 = util.global.load @p28 : tensor<64x64xi8>
    %v251 = util.global.load @p29 : tensor<64xf32>
    %v252 = util.global.load @p31 : tensor<64xbf16>
    %v253 = tensor.empty() : tensor<1x64x2x1xf32>
    %v254 = linalg.pack %v249 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v253 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v255 = tensor.empty() : tensor<4x64x16x1xi8>
    %v256 = linalg.pack %v250 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v255 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v257 = tensor.empty() : tensor<1x4x2x16xf32>
    %v258 = arith.constant 0.0 : f32
    %v259 = linalg.fill ins(%v258 : f32) outs(%v257 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v260 = linalg.mmt4d ins(%v254, %v256 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v259 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v261 = tensor.empty() : tensor<2x64xf32>
    %v262 = linalg.unpack %v260 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v261 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v251) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v264 = "stablehlo.multiply"(%v262, %v263) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v265 = "stablehlo.convert"(%v252) : (tensor<64xbf16>) -> tensor<64xf32>
    %v266 = "stablehlo.broadcast_in_dim"(%v265) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v267 = "stablehlo.add"(%v264, %v266) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v268 = "stablehlo.reshape"(%v267) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v269 = util.global.load @p32 : tensor<16x64xi8>
    %v270 = util.global.load @p33 : tensor<16xf32>
    %v271 = util.global.load @p35 : tensor<16xbf16>
    %v272 = tensor.empty() : tensor<1x64x2x1xf32>
    %v273 = linalg.pack %v249 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v272 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v274 = tensor.empty() : tensor<1x64x16x1xi8>
    %v275 = linalg.pack %v269 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v274 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v276 = tensor.empty() : tensor<1x1x2x16xf32>
    %v277 = arith.constant 0.0 : f32
    %v278 = linalg.fill ins(%v277 : f32) outs(%v276 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v279 = linalg.mmt4d ins(%v273, %v275 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v278 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v280 = tensor.empty() : tensor<2x16xf32>
    %v281 = linalg.unpack %v279 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v280 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v282 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v283 = "stablehlo.multiply"(%v281, %v282) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v284 = "stablehlo.convert"(%v271) : (tensor<16xbf16>) -> tensor<16xf32>
    %v285 = "stablehlo.broadcast_in_dim"(%v284) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v286 = "stablehlo.add"(%v283, %v285) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v287 = "stablehlo.reshape"(%v286) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v288 = util.global.load @p36 : tensor<16x64xi8>
    %v289 = util.global.load @p37 : tensor<16xf32>
    %v290 = util.global.load @p39 : tensor<16xbf16>
    %v291 = tensor.empty() : tensor<1x64x2x1xf32>
    %v292 = linalg.pack %v249 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v291 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v293 = tensor.empty() : tensor<1x64x16x1xi8>
    %v294 = linalg.pack %v288 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v293 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v295 = tensor.empty() : tensor<1x1x2x16xf32>
    %v296 = arith.constant 0.0 : f32
    %v297 = linalg.fill ins(%v296 : f32) outs(%v295 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v298 = linalg.mmt4d ins(%v292, %v294 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v297 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v299 = tensor.empty() : tensor<2x16xf32>
    %v300 = linalg.unpack %v298 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v299 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v301 = "stablehlo.broadcast_in_dim"(%v289) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v302 = "stablehlo.multiply"(%v300, %v301) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v303 = "stablehlo.convert"(%v290) : (tensor<16xbf16>) -> tensor<16xf32>
    %v304 = "stablehlo.broadcast_in_dim"(%v303) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v305 = "stablehlo.add"(%v302, %v304) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v306 = "stablehlo.reshape"(%v305) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v307 = "stablehlo.slice"(%v268) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v308 = "stablehlo.slice"(%v268) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v309 = "stablehlo.negate"(%v308) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v310 = "stablehlo.concatenate"(%v309, %v307) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v312 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v313 = "stablehlo.multiply"(%v268, %v311) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v314 = "stablehlo.multiply"(%v310, %v312) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v315 = "stablehlo.add"(%v313, %v314) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v316 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v317 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v318 = "stablehlo.negate"(%v317) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v319 = "stablehlo.concatenate"(%v318, %v316) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v322 = "stablehlo.multiply"(%v287, %v320) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v323 = "stablehlo.multiply"(%v319, %v321) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v324 = "stablehlo.add"(%v322, %v323) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v325 = "stablehlo.reshape"(%v315) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v326 = "stablehlo.transpose"(%v325) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v327 = "stablehlo.reshape"(%v326) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v328 = "stablehlo.convert"(%v324) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v329 = "stablehlo.convert"(%v306) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v330 = "stablehlo.convert"(%v328) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v331 = "stablehlo.convert"(%v329) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v332 = "stablehlo.transpose"(%v330) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v333 = "stablehlo.transpose"(%v331) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v334 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v335 = "stablehlo.reshape"(%v334) : (tensor<1xi32>) -> tensor<i32>
    %v336 = iree_encoding.set_encoding %v327 : tensor<1x8x16xf32> -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v337 = iree_encoding.set_encoding %v332 : tensor<1x2x16xf32> -> tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v338 = tensor.empty() : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v339 = arith.constant 0.0 : f32
    %v340 = linalg.fill ins(%v339 : f32) outs(%v338 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>) -> tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v341 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v336, %v337 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>, tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>) outs(%v340 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>) -> tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>>
    %v342 = iree_encoding.unset_encoding %v341 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 2, 16]>> -> tensor<1x8x2xf32>
    %v343 = "stablehlo.optimization_barrier"(%v342) : (tensor<1x8x2xf32>) -> tensor<1x8x2xf32>
    %v344 = "stablehlo.reshape"(%v343) : (tensor<1x8x2xf32>) -> tensor<1x2x4x2xf32>
    %v345 = "stablehlo.multiply"(%v344, %v21) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v346 = "stablehlo.select"(%v19, %v345, %v20) : (tensor<1x2x4x2xi1>, tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v347 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v348 = "stablehlo.reduce"(%v346, %v347) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v349 = "stablehlo.broadcast_in_dim"(%v348) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x2xf32>
    %v350 = "stablehlo.subtract"(%v346, %v349) : (tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v351 = "stablehlo.exponential"(%v350) : (tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32>
    %v352 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v353 = "stablehlo.reduce"(%v351, %v352) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x2xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v354 = "stablehlo.reshape"(%v351) : (tensor<1x2x4x2xf32>) -> tensor<1x8x2xf32>
    %v355 = iree_encoding.set_encoding %v354 : tensor<1x8x2xf32> -> tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v356 = iree_encoding.set_encoding %v333 : tensor<1x2x16xf32> -> tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v357 = tensor.empty() : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v358 = arith.constant 0.0 : f32
    %v359 = linalg.fill ins(%v358 : f32) outs(%v357 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v360 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v355, %v356 : tensor<1x8x2xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>, tensor<1x2x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>) outs(%v359 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>>
    %v361 = iree_encoding.unset_encoding %v360 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 2]>> -> tensor<1x8x16xf32>
    %v362 = "stablehlo.reshape"(%v353) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v363 = "stablehlo.broadcast_in_dim"(%v362) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v364 = "stablehlo.divide"(%v361, %v363) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v365 = "stablehlo.reshape"(%v364) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v366 = "stablehlo.transpose"(%v365) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v367 = "stablehlo.reshape"(%v366) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v368 = util.global.load @p40 : tensor<64x64xi8>
    %v369 = util.global.load @p41 : tensor<64xf32>
    %v370 = tensor.empty() : tensor<1x64x2x1xf32>
    %v371 = linalg.pack %v367 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v370 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v372 = tensor.empty() : tensor<4x64x16x1xi8>
    %v373 = linalg.pack %v368 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v372 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v374 = tensor.empty() : tensor<1x4x2x16xf32>
    %v375 = arith.constant 0.0 : f32
    %v376 = linalg.fill ins(%v375 : f32) outs(%v374 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v377 = linalg.mmt4d ins(%v371, %v373 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v376 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v378 = tensor.empty() : tensor<2x64xf32>
    %v379 = linalg.unpack %v377 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v378 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v380 = "stablehlo.broadcast_in_dim"(%v369) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v381 = "stablehlo.multiply"(%v379, %v380) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v382 = "stablehlo.add"(%v231, %v381) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v383 = util.global.load @p27 : tensor<64xbf16>
    %v384 = "stablehlo.multiply"(%v382, %v382) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v385 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v386 = "stablehlo.reduce"(%v384, %v385) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v387 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v388 = "stablehlo.multiply"(%v386, %v387) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v389 = "stablehlo.broadcast_in_dim"(%v388) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v390 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v391 = "stablehlo.add"(%v389, %v390) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v392 = "stablehlo.rsqrt"(%v391) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v393 = "stablehlo.multiply"(%v382, %v392) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v394 = "stablehlo.convert"(%v383) : (tensor<64xbf16>) -> tensor<64xf32>
    %v395 = "stablehlo.broadcast_in_dim"(%v394) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v396 = "stablehlo.multiply"(%v393, %v395) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v397 = util.global.load @p43 : tensor<160x64xi8>
    %v398 = util.global.load @p44 : tensor<160xf32>
    %v399 = tensor.empty() : tensor<1x64x2x1xf32>
    %v400 = linalg.pack %v396 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v399 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v401 = tensor.empty() : tensor<10x64x16x1xi8>
    %v402 = linalg.pack %v397 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v401 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v403 = tensor.empty() : tensor<1x10x2x16xf32>
    %v404 = arith.constant 0.0 : f32
    %v405 = linalg.fill ins(%v404 : f32) outs(%v403 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v406 = linalg.mmt4d ins(%v400, %v402 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v405 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v407 = tensor.empty() : tensor<2x160xf32>
    %v408 = linalg.unpack %v406 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v407 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v409 = "stablehlo.broadcast_in_dim"(%v398) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v410 = "stablehlo.multiply"(%v408, %v409) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v411 = "stablehlo.logistic"(%v410) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v412 = "stablehlo.multiply"(%v410, %v411) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v413 = util.global.load @p46 : tensor<160x64xi8>
    %v414 = util.global.load @p47 : tensor<160xf32>
    %v415 = tensor.empty() : tensor<1x64x2x1xf32>
    %v416 = linalg.pack %v396 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v415 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v417 = tensor.empty() : tensor<10x64x16x1xi8>
    %v418 = linalg.pack %v413 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v417 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v419 = tensor.empty() : tensor<1x10x2x16xf32>
    %v420 = arith.constant 0.0 : f32
    %v421 = linalg.fill ins(%v420 : f32) outs(%v419 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v422 = linalg.mmt4d ins(%v416, %v418 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v421 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v423 = tensor.empty() : tensor<2x160xf32>
    %v424 = linalg.unpack %v422 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v423 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v425 = "stablehlo.broadcast_in_dim"(%v414) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v426 = "stablehlo.multiply"(%v424, %v425) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v427 = "stablehlo.multiply"(%v412, %v426) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v428 = util.global.load @p49 : tensor<64x160xi8>
    %v429 = util.global.load @p50 : tensor<64xf32>
    %v430 = tensor.empty() : tensor<1x160x2x1xf32>
    %v431 = linalg.pack %v427 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v430 : tensor<2x160xf32> -> tensor<1x160x2x1xf32>
    %v432 = tensor.empty() : tensor<4x160x16x1xi8>
    %v433 = linalg.pack %v428 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v432 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v434 = tensor.empty() : tensor<1x4x2x16xf32>
    %v435 = arith.constant 0.0 : f32
    %v436 = linalg.fill ins(%v435 : f32) outs(%v434 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v437 = linalg.mmt4d ins(%v431, %v433 : tensor<1x160x2x1xf32>, tensor<4x160x16x1xi8>) outs(%v436 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v438 = tensor.empty() : tensor<2x64xf32>
    %v439 = linalg.unpack %v437 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v438 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v440 = "stablehlo.broadcast_in_dim"(%v429) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v441 = "stablehlo.multiply"(%v439, %v440) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v442 = "stablehlo.add"(%v382, %v441) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v443 = "stablehlo.transpose"(%v328) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v444 = "stablehlo.reshape"(%v443) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v445 = "stablehlo.transpose"(%v329) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v446 = "stablehlo.reshape"(%v445) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v447 = "stablehlo.concatenate"(%v233, %v444) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v448 = "stablehlo.concatenate"(%v235, %v446) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v449 = "stablehlo.dynamic_slice"(%v442, %arg7, %v22) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v450 = util.global.load @p56 : tensor<64xbf16>
    %v451 = "stablehlo.multiply"(%v449, %v449) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v452 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v453 = "stablehlo.reduce"(%v451, %v452) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v454 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v455 = "stablehlo.multiply"(%v453, %v454) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v456 = "stablehlo.broadcast_in_dim"(%v455) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v457 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v458 = "stablehlo.add"(%v456, %v457) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v459 = "stablehlo.rsqrt"(%v458) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v460 = "stablehlo.multiply"(%v449, %v459) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v461 = "stablehlo.convert"(%v450) : (tensor<64xbf16>) -> tensor<64xf32>
    %v462 = "stablehlo.broadcast_in_dim"(%v461) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v463 = "stablehlo.multiply"(%v460, %v462) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v464 = util.global.load @p53 : tensor<151936x64xi8>
    %v465 = util.global.load @p54 : tensor<151936xf32>
    %v466 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v467 = linalg.pack %v464 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v466 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v468 = "stablehlo.reshape"(%v467) : (tensor<9496x64x16x1xi8>) -> tensor<9496x64x16xi8>
    %v469 = "stablehlo.reshape"(%v463) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v470 = tensor.empty() : tensor<9496x16xf32>
    %v471 = arith.constant 0.0 : f32
    %v472 = linalg.fill ins(%v471 : f32) outs(%v470 : tensor<9496x16xf32>) -> tensor<9496x16xf32>
    %v473 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v469, %v468 : tensor<64xf32>, tensor<9496x64x16xi8>) outs(%v472 : tensor<9496x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [8, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<9496x16xf32>
    %v474 = "stablehlo.reshape"(%v473) : (tensor<9496x16xf32>) -> tensor<1x9496x16xf32>
    %v475 = "stablehlo.reshape"(%v465) : (tensor<151936xf32>) -> tensor<1x9496x16xf32>
    %v476 = "stablehlo.multiply"(%v474, %v475) : (tensor<1x9496x16xf32>, tensor<1x9496x16xf32>) -> tensor<1x9496x16xf32>
    %v477 = "stablehlo.reshape"(%v476) : (tensor<1x9496x16xf32>) -> tensor<1x151936xf32>
    return %v477, %v442, %v447, %v448 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
  }
  func.func @prefill_c2_w128(%arg0: tensor<2xi32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>) {
    %v1 = util.global.load @p52 : tensor<151936x64xbf16>
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
    %v49 = util.global.load @p2 : tensor<64x64xi8>
    %v50 = util.global.load @p3 : tensor<64xf32>
    %v51 = util.global.load @p5 : tensor<64xbf16>
    %v52 = tensor.empty() : tensor<1x64x2x1xf32>
    %v53 = linalg.pack %v48 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v52 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v54 = tensor.empty() : tensor<4x64x16x1xi8>
    %v55 = linalg.pack %v49 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v54 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v56 = tensor.empty() : tensor<1x4x2x16xf32>
    %v57 = arith.constant 0.0 : f32
    %v58 = linalg.fill ins(%v57 : f32) outs(%v56 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v59 = linalg.mmt4d ins(%v53, %v55 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v58 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v60 = tensor.empty() : tensor<2x64xf32>
    %v61 = linalg.unpack %v59 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v60 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v50) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v64 = "stablehlo.convert"(%v51) : (tensor<64xbf16>) -> tensor<64xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v66 = "stablehlo.add"(%v63, %v65) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v67 = "stablehlo.reshape"(%v66) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v68 = util.global.load @p6 : tensor<16x64xi8>
    %v69 = util.global.load @p7 : tensor<16xf32>
    %v70 = util.global.load @p9 : tensor<16xbf16>
    %v71 = tensor.empty() : tensor<1x64x2x1xf32>
    %v72 = linalg.pack %v48 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v71 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v73 = tensor.empty() : tensor<1x64x16x1xi8>
    %v74 = linalg.pack %v68 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v73 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v75 = tensor.empty() : tensor<1x1x2x16xf32>
    %v76 = arith.constant 0.0 : f32
    %v77 = linalg.fill ins(%v76 : f32) outs(%v75 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v78 = linalg.mmt4d ins(%v72, %v74 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v77 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v79 = tensor.empty() : tensor<2x16xf32>
    %v80 = linalg.unpack %v78 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v79 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v69) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v82 = "stablehlo.multiply"(%v80, %v81) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v83 = "stablehlo.convert"(%v70) : (tensor<16xbf16>) -> tensor<16xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v85 = "stablehlo.add"(%v82, %v84) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v86 = "stablehlo.reshape"(%v85) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v87 = util.global.load @p10 : tensor<16x64xi8>
    %v88 = util.global.load @p11 : tensor<16xf32>
    %v89 = util.global.load @p13 : tensor<16xbf16>
    %v90 = tensor.empty() : tensor<1x64x2x1xf32>
    %v91 = linalg.pack %v48 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v90 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v92 = tensor.empty() : tensor<1x64x16x1xi8>
    %v93 = linalg.pack %v87 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v92 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v94 = tensor.empty() : tensor<1x1x2x16xf32>
    %v95 = arith.constant 0.0 : f32
    %v96 = linalg.fill ins(%v95 : f32) outs(%v94 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v97 = linalg.mmt4d ins(%v91, %v93 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v96 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v98 = tensor.empty() : tensor<2x16xf32>
    %v99 = linalg.unpack %v97 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v98 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v88) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v101 = "stablehlo.multiply"(%v99, %v100) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v102 = "stablehlo.convert"(%v89) : (tensor<16xbf16>) -> tensor<16xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v104 = "stablehlo.add"(%v101, %v103) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v105 = "stablehlo.reshape"(%v104) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v106 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v107 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v108 = "stablehlo.negate"(%v107) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v109 = "stablehlo.concatenate"(%v108, %v106) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v112 = "stablehlo.multiply"(%v67, %v110) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v113 = "stablehlo.multiply"(%v109, %v111) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v114 = "stablehlo.add"(%v112, %v113) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v115 = "stablehlo.slice"(%v86) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v116 = "stablehlo.slice"(%v86) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v117 = "stablehlo.negate"(%v116) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v118 = "stablehlo.concatenate"(%v117, %v115) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v121 = "stablehlo.multiply"(%v86, %v119) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v122 = "stablehlo.multiply"(%v118, %v120) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v123 = "stablehlo.add"(%v121, %v122) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v124 = "stablehlo.reshape"(%v114) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v125 = "stablehlo.transpose"(%v124) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v126 = "stablehlo.reshape"(%v125) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v127 = "stablehlo.convert"(%v123) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v128 = "stablehlo.convert"(%v105) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v129 = "stablehlo.convert"(%v127) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v130 = "stablehlo.convert"(%v128) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v131 = "stablehlo.transpose"(%v129) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v132 = "stablehlo.transpose"(%v130) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v133 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v134 = "stablehlo.reshape"(%v133) : (tensor<1xi32>) -> tensor<i32>
    %v135 = "stablehlo.dynamic_slice"(%arg9, %v134, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xbf16>
    %v136 = "stablehlo.reshape"(%v135) : (tensor<1x1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v137 = "stablehlo.transpose"(%v136) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v138 = "stablehlo.reshape"(%v137) : (tensor<1x8x16x16xbf16>) -> tensor<1x128x16xbf16>
    %v139 = "stablehlo.convert"(%v138) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v140 = "stablehlo.dynamic_slice"(%arg10, %v134, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v141 = "stablehlo.reshape"(%v140) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v142 = "stablehlo.convert"(%v141) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v143 = "stablehlo.concatenate"(%v139, %v131) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v144 = "stablehlo.concatenate"(%v142, %v132) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v145 = iree_encoding.set_encoding %v126 : tensor<1x8x16xf32> -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v146 = iree_encoding.set_encoding %v143 : tensor<1x130x16xf32> -> tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v147 = tensor.empty() : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v148 = arith.constant 0.0 : f32
    %v149 = linalg.fill ins(%v148 : f32) outs(%v147 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>) -> tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v150 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v145, %v146 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>, tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>) outs(%v149 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>) -> tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v151 = iree_encoding.unset_encoding %v150 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>> -> tensor<1x8x130xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<1x8x130xf32>) -> tensor<1x2x4x130xf32>
    %v153 = "stablehlo.multiply"(%v152, %v31) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v154 = "stablehlo.select"(%v29, %v153, %v30) : (tensor<1x2x4x130xi1>, tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v155 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v156 = "stablehlo.reduce"(%v154, %v155) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v157 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v158 = "stablehlo.subtract"(%v154, %v157) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v159 = "stablehlo.exponential"(%v158) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v160 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v161 = "stablehlo.reduce"(%v159, %v160) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v162 = "stablehlo.reshape"(%v159) : (tensor<1x2x4x130xf32>) -> tensor<1x8x130xf32>
    %v163 = iree_encoding.set_encoding %v162 : tensor<1x8x130xf32> -> tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v164 = iree_encoding.set_encoding %v144 : tensor<1x130x16xf32> -> tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v165 = tensor.empty() : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v166 = arith.constant 0.0 : f32
    %v167 = linalg.fill ins(%v166 : f32) outs(%v165 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v168 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v163, %v164 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>, tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>) outs(%v167 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v169 = iree_encoding.unset_encoding %v168 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>> -> tensor<1x8x16xf32>
    %v170 = "stablehlo.reshape"(%v161) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v172 = "stablehlo.divide"(%v169, %v171) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v174 = "stablehlo.transpose"(%v173) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v175 = "stablehlo.reshape"(%v174) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v176 = util.global.load @p14 : tensor<64x64xi8>
    %v177 = util.global.load @p15 : tensor<64xf32>
    %v178 = tensor.empty() : tensor<1x64x2x1xf32>
    %v179 = linalg.pack %v175 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v178 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v180 = tensor.empty() : tensor<4x64x16x1xi8>
    %v181 = linalg.pack %v176 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v180 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v182 = tensor.empty() : tensor<1x4x2x16xf32>
    %v183 = arith.constant 0.0 : f32
    %v184 = linalg.fill ins(%v183 : f32) outs(%v182 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v185 = linalg.mmt4d ins(%v179, %v181 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v184 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v186 = tensor.empty() : tensor<2x64xf32>
    %v187 = linalg.unpack %v185 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v186 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v189 = "stablehlo.multiply"(%v187, %v188) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v190 = "stablehlo.add"(%v8, %v189) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v191 = util.global.load @p1 : tensor<64xbf16>
    %v192 = "stablehlo.multiply"(%v190, %v190) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v194 = "stablehlo.reduce"(%v192, %v193) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v195 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v196 = "stablehlo.multiply"(%v194, %v195) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v196) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v198 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v199 = "stablehlo.add"(%v197, %v198) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v200 = "stablehlo.rsqrt"(%v199) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v201 = "stablehlo.multiply"(%v190, %v200) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v202 = "stablehlo.convert"(%v191) : (tensor<64xbf16>) -> tensor<64xf32>
    %v203 = "stablehlo.broadcast_in_dim"(%v202) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v204 = "stablehlo.multiply"(%v201, %v203) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v205 = util.global.load @p17 : tensor<160x64xi8>
    %v206 = util.global.load @p18 : tensor<160xf32>
    %v207 = tensor.empty() : tensor<1x64x2x1xf32>
    %v208 = linalg.pack %v204 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v207 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v209 = tensor.empty() : tensor<10x64x16x1xi8>
    %v210 = linalg.pack %v205 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v209 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v211 = tensor.empty() : tensor<1x10x2x16xf32>
    %v212 = arith.constant 0.0 : f32
    %v213 = linalg.fill ins(%v212 : f32) outs(%v211 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v214 = linalg.mmt4d ins(%v208, %v210 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v213 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v215 = tensor.empty() : tensor<2x160xf32>
    %v216 = linalg.unpack %v214 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v215 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v218 = "stablehlo.multiply"(%v216, %v217) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v219 = "stablehlo.logistic"(%v218) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v220 = "stablehlo.multiply"(%v218, %v219) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v221 = util.global.load @p20 : tensor<160x64xi8>
    %v222 = util.global.load @p21 : tensor<160xf32>
    %v223 = tensor.empty() : tensor<1x64x2x1xf32>
    %v224 = linalg.pack %v204 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v223 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v225 = tensor.empty() : tensor<10x64x16x1xi8>
    %v226 = linalg.pack %v221 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v225 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v227 = tensor.empty() : tensor<1x10x2x16xf32>
    %v228 = arith.constant 0.0 : f32
    %v229 = linalg.fill ins(%v228 : f32) outs(%v227 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v230 = linalg.mmt4d ins(%v224, %v226 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v229 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v231 = tensor.empty() : tensor<2x160xf32>
    %v232 = linalg.unpack %v230 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v231 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v234 = "stablehlo.multiply"(%v232, %v233) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v235 = "stablehlo.multiply"(%v220, %v234) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v236 = util.global.load @p23 : tensor<64x160xi8>
    %v237 = util.global.load @p24 : tensor<64xf32>
    %v238 = tensor.empty() : tensor<1x160x2x1xf32>
    %v239 = linalg.pack %v235 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v238 : tensor<2x160xf32> -> tensor<1x160x2x1xf32>
    %v240 = tensor.empty() : tensor<4x160x16x1xi8>
    %v241 = linalg.pack %v236 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v240 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v242 = tensor.empty() : tensor<1x4x2x16xf32>
    %v243 = arith.constant 0.0 : f32
    %v244 = linalg.fill ins(%v243 : f32) outs(%v242 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v245 = linalg.mmt4d ins(%v239, %v241 : tensor<1x160x2x1xf32>, tensor<4x160x16x1xi8>) outs(%v244 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v246 = tensor.empty() : tensor<2x64xf32>
    %v247 = linalg.unpack %v245 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v246 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v248 = "stablehlo.broadcast_in_dim"(%v237) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v249 = "stablehlo.multiply"(%v247, %v248) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v250 = "stablehlo.add"(%v190, %v249) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v251 = "stablehlo.transpose"(%v127) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v253 = "stablehlo.transpose"(%v128) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v255 = util.global.load @p26 : tensor<64xbf16>
    %v256 = "stablehlo.multiply"(%v250, %v250) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v258 = "stablehlo.reduce"(%v256, %v257) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v259 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v260 = "stablehlo.multiply"(%v258, %v259) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v262 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v263 = "stablehlo.add"(%v261, %v262) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v264 = "stablehlo.rsqrt"(%v263) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v265 = "stablehlo.multiply"(%v250, %v264) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v266 = "stablehlo.convert"(%v255) : (tensor<64xbf16>) -> tensor<64xf32>
    %v267 = "stablehlo.broadcast_in_dim"(%v266) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v268 = "stablehlo.multiply"(%v265, %v267) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v269 = util.global.load @p28 : tensor<64x64xi8>
    %v270 = util.global.load @p29 : tensor<64xf32>
    %v271 = util.global.load @p31 : tensor<64xbf16>
    %v272 = tensor.empty() : tensor<1x64x2x1xf32>
    %v273 = linalg.pack %v268 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v272 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v274 = tensor.empty() : tensor<4x64x16x1xi8>
    %v275 = linalg.pack %v269 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v274 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v276 = tensor.empty() : tensor<1x4x2x16xf32>
    %v277 = arith.constant 0.0 : f32
    %v278 = linalg.fill ins(%v277 : f32) outs(%v276 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v279 = linalg.mmt4d ins(%v273, %v275 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v278 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v280 = tensor.empty() : tensor<2x64xf32>
    %v281 = linalg.unpack %v279 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v280 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v282 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v283 = "stablehlo.multiply"(%v281, %v282) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v284 = "stablehlo.convert"(%v271) : (tensor<64xbf16>) -> tensor<64xf32>
    %v285 = "stablehlo.broadcast_in_dim"(%v284) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v286 = "stablehlo.add"(%v283, %v285) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v287 = "stablehlo.reshape"(%v286) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v288 = util.global.load @p32 : tensor<16x64xi8>
    %v289 = util.global.load @p33 : tensor<16xf32>
    %v290 = util.global.load @p35 : tensor<16xbf16>
    %v291 = tensor.empty() : tensor<1x64x2x1xf32>
    %v292 = linalg.pack %v268 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v291 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v293 = tensor.empty() : tensor<1x64x16x1xi8>
    %v294 = linalg.pack %v288 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v293 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v295 = tensor.empty() : tensor<1x1x2x16xf32>
    %v296 = arith.constant 0.0 : f32
    %v297 = linalg.fill ins(%v296 : f32) outs(%v295 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v298 = linalg.mmt4d ins(%v292, %v294 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v297 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v299 = tensor.empty() : tensor<2x16xf32>
    %v300 = linalg.unpack %v298 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v299 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v301 = "stablehlo.broadcast_in_dim"(%v289) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v302 = "stablehlo.multiply"(%v300, %v301) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v303 = "stablehlo.convert"(%v290) : (tensor<16xbf16>) -> tensor<16xf32>
    %v304 = "stablehlo.broadcast_in_dim"(%v303) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v305 = "stablehlo.add"(%v302, %v304) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v306 = "stablehlo.reshape"(%v305) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v307 = util.global.load @p36 : tensor<16x64xi8>
    %v308 = util.global.load @p37 : tensor<16xf32>
    %v309 = util.global.load @p39 : tensor<16xbf16>
    %v310 = tensor.empty() : tensor<1x64x2x1xf32>
    %v311 = linalg.pack %v268 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v310 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v312 = tensor.empty() : tensor<1x64x16x1xi8>
    %v313 = linalg.pack %v307 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v312 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v314 = tensor.empty() : tensor<1x1x2x16xf32>
    %v315 = arith.constant 0.0 : f32
    %v316 = linalg.fill ins(%v315 : f32) outs(%v314 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v317 = linalg.mmt4d ins(%v311, %v313 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v316 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v318 = tensor.empty() : tensor<2x16xf32>
    %v319 = linalg.unpack %v317 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v318 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v308) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v321 = "stablehlo.multiply"(%v319, %v320) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v322 = "stablehlo.convert"(%v309) : (tensor<16xbf16>) -> tensor<16xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v324 = "stablehlo.add"(%v321, %v323) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v325 = "stablehlo.reshape"(%v324) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v326 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v327 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v328 = "stablehlo.negate"(%v327) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v329 = "stablehlo.concatenate"(%v328, %v326) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v330 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v331 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v332 = "stablehlo.multiply"(%v287, %v330) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v333 = "stablehlo.multiply"(%v329, %v331) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v334 = "stablehlo.add"(%v332, %v333) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v335 = "stablehlo.slice"(%v306) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v336 = "stablehlo.slice"(%v306) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v337 = "stablehlo.negate"(%v336) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v338 = "stablehlo.concatenate"(%v337, %v335) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v340 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v341 = "stablehlo.multiply"(%v306, %v339) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v342 = "stablehlo.multiply"(%v338, %v340) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v343 = "stablehlo.add"(%v341, %v342) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v344 = "stablehlo.reshape"(%v334) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v345 = "stablehlo.transpose"(%v344) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x4x16xf32>) -> tensor<1x2x4x16xf32>
    %v346 = "stablehlo.reshape"(%v345) : (tensor<1x2x4x16xf32>) -> tensor<1x8x16xf32>
    %v347 = "stablehlo.convert"(%v343) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v348 = "stablehlo.convert"(%v325) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v349 = "stablehlo.convert"(%v347) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v350 = "stablehlo.convert"(%v348) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v351 = "stablehlo.transpose"(%v349) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v352 = "stablehlo.transpose"(%v350) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xf32>) -> tensor<1x2x16xf32>
    %v353 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v354 = "stablehlo.reshape"(%v353) : (tensor<1xi32>) -> tensor<i32>
    %v355 = "stablehlo.dynamic_slice"(%arg9, %v354, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xbf16>
    %v356 = "stablehlo.reshape"(%v355) : (tensor<1x1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v357 = "stablehlo.transpose"(%v356) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v358 = "stablehlo.reshape"(%v357) : (tensor<1x8x16x16xbf16>) -> tensor<1x128x16xbf16>
    %v359 = "stablehlo.convert"(%v358) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v360 = "stablehlo.dynamic_slice"(%arg10, %v354, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v361 = "stablehlo.reshape"(%v360) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v362 = "stablehlo.convert"(%v361) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v363 = "stablehlo.concatenate"(%v359, %v351) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v364 = "stablehlo.concatenate"(%v362, %v352) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x2x16xf32>) -> tensor<1x130x16xf32>
    %v365 = iree_encoding.set_encoding %v346 : tensor<1x8x16xf32> -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v366 = iree_encoding.set_encoding %v363 : tensor<1x130x16xf32> -> tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v367 = tensor.empty() : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v368 = arith.constant 0.0 : f32
    %v369 = linalg.fill ins(%v368 : f32) outs(%v367 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>) -> tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v370 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v365, %v366 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>, tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>) outs(%v369 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>) -> tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>>
    %v371 = iree_encoding.unset_encoding %v370 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 130, 16]>> -> tensor<1x8x130xf32>
    %v372 = "stablehlo.reshape"(%v371) : (tensor<1x8x130xf32>) -> tensor<1x2x4x130xf32>
    %v373 = "stablehlo.multiply"(%v372, %v31) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v374 = "stablehlo.select"(%v29, %v373, %v30) : (tensor<1x2x4x130xi1>, tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v375 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v376 = "stablehlo.reduce"(%v374, %v375) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v377 = "stablehlo.broadcast_in_dim"(%v376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x4xf32>) -> tensor<1x2x4x130xf32>
    %v378 = "stablehlo.subtract"(%v374, %v377) : (tensor<1x2x4x130xf32>, tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v379 = "stablehlo.exponential"(%v378) : (tensor<1x2x4x130xf32>) -> tensor<1x2x4x130xf32>
    %v380 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v381 = "stablehlo.reduce"(%v379, %v380) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x4x130xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %v382 = "stablehlo.reshape"(%v379) : (tensor<1x2x4x130xf32>) -> tensor<1x8x130xf32>
    %v383 = iree_encoding.set_encoding %v382 : tensor<1x8x130xf32> -> tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v384 = iree_encoding.set_encoding %v364 : tensor<1x130x16xf32> -> tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v385 = tensor.empty() : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v386 = arith.constant 0.0 : f32
    %v387 = linalg.fill ins(%v386 : f32) outs(%v385 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v388 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v383, %v384 : tensor<1x8x130xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>, tensor<1x130x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>) outs(%v387 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>) -> tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>>
    %v389 = iree_encoding.unset_encoding %v388 : tensor<1x8x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 8, 16, 130]>> -> tensor<1x8x16xf32>
    %v390 = "stablehlo.reshape"(%v381) : (tensor<1x2x4xf32>) -> tensor<1x8xf32>
    %v391 = "stablehlo.broadcast_in_dim"(%v390) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %v392 = "stablehlo.divide"(%v389, %v391) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %v393 = "stablehlo.reshape"(%v392) : (tensor<1x8x16xf32>) -> tensor<1x2x4x16xf32>
    %v394 = "stablehlo.transpose"(%v393) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v395 = "stablehlo.reshape"(%v394) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v396 = util.global.load @p40 : tensor<64x64xi8>
    %v397 = util.global.load @p41 : tensor<64xf32>
    %v398 = tensor.empty() : tensor<1x64x2x1xf32>
    %v399 = linalg.pack %v395 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v398 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v400 = tensor.empty() : tensor<4x64x16x1xi8>
    %v401 = linalg.pack %v396 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v400 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v402 = tensor.empty() : tensor<1x4x2x16xf32>
    %v403 = arith.constant 0.0 : f32
    %v404 = linalg.fill ins(%v403 : f32) outs(%v402 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v405 = linalg.mmt4d ins(%v399, %v401 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v404 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v406 = tensor.empty() : tensor<2x64xf32>
    %v407 = linalg.unpack %v405 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v406 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v397) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v409 = "stablehlo.multiply"(%v407, %v408) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v410 = "stablehlo.add"(%v250, %v409) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v411 = util.global.load @p27 : tensor<64xbf16>
    %v412 = "stablehlo.multiply"(%v410, %v410) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v413 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v414 = "stablehlo.reduce"(%v412, %v413) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v415 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v416 = "stablehlo.multiply"(%v414, %v415) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v418 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v419 = "stablehlo.add"(%v417, %v418) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v420 = "stablehlo.rsqrt"(%v419) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v421 = "stablehlo.multiply"(%v410, %v420) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v422 = "stablehlo.convert"(%v411) : (tensor<64xbf16>) -> tensor<64xf32>
    %v423 = "stablehlo.broadcast_in_dim"(%v422) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v424 = "stablehlo.multiply"(%v421, %v423) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v425 = util.global.load @p43 : tensor<160x64xi8>
    %v426 = util.global.load @p44 : tensor<160xf32>
    %v427 = tensor.empty() : tensor<1x64x2x1xf32>
    %v428 = linalg.pack %v424 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v427 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v429 = tensor.empty() : tensor<10x64x16x1xi8>
    %v430 = linalg.pack %v425 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v429 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v431 = tensor.empty() : tensor<1x10x2x16xf32>
    %v432 = arith.constant 0.0 : f32
    %v433 = linalg.fill ins(%v432 : f32) outs(%v431 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v434 = linalg.mmt4d ins(%v428, %v430 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v433 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v435 = tensor.empty() : tensor<2x160xf32>
    %v436 = linalg.unpack %v434 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v435 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v426) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v438 = "stablehlo.multiply"(%v436, %v437) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v439 = "stablehlo.logistic"(%v438) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v440 = "stablehlo.multiply"(%v438, %v439) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v441 = util.global.load @p46 : tensor<160x64xi8>
    %v442 = util.global.load @p47 : tensor<160xf32>
    %v443 = tensor.empty() : tensor<1x64x2x1xf32>
    %v444 = linalg.pack %v424 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v443 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v445 = tensor.empty() : tensor<10x64x16x1xi8>
    %v446 = linalg.pack %v441 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v445 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v447 = tensor.empty() : tensor<1x10x2x16xf32>
    %v448 = arith.constant 0.0 : f32
    %v449 = linalg.fill ins(%v448 : f32) outs(%v447 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v450 = linalg.mmt4d ins(%v444, %v446 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v449 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v451 = tensor.empty() : tensor<2x160xf32>
    %v452 = linalg.unpack %v450 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v451 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v453 = "stablehlo.broadcast_in_dim"(%v442) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v454 = "stablehlo.multiply"(%v452, %v453) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v455 = "stablehlo.multiply"(%v440, %v454) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v456 = util.global.load @p49 : tensor<64x160xi8>
    %v457 = util.global.load @p50 : tensor<64xf32>
    %v458 = tensor.empty() : tensor<1x160x2x1xf32>
    %v459 = linalg.pack %v455 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v458 : tensor<2x160xf32> -> tensor<1x160x2x1xf32>
    %v460 = tensor.empty() : tensor<4x160x16x1xi8>
    %v461 = linalg.pack %v456 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v460 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v462 = tensor.empty() : tensor<1x4x2x16xf32>
    %v463 = arith.constant 0.0 : f32
    %v464 = linalg.fill ins(%v463 : f32) outs(%v462 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v465 = linalg.mmt4d ins(%v459, %v461 : tensor<1x160x2x1xf32>, tensor<4x160x16x1xi8>) outs(%v464 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v466 = tensor.empty() : tensor<2x64xf32>
    %v467 = linalg.unpack %v465 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v466 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v468 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v469 = "stablehlo.multiply"(%v467, %v468) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v470 = "stablehlo.add"(%v410, %v469) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v471 = "stablehlo.transpose"(%v347) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v472 = "stablehlo.reshape"(%v471) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v473 = "stablehlo.transpose"(%v348) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v474 = "stablehlo.reshape"(%v473) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v475 = "stablehlo.concatenate"(%v252, %v472) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v476 = "stablehlo.concatenate"(%v254, %v474) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v477 = "stablehlo.dynamic_slice"(%v470, %arg7, %v32) {slice_sizes = array<i64: 1, 64>} : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v478 = util.global.load @p56 : tensor<64xbf16>
    %v479 = "stablehlo.multiply"(%v477, %v477) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v480 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v481 = "stablehlo.reduce"(%v479, %v480) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v482 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v483 = "stablehlo.multiply"(%v481, %v482) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v484 = "stablehlo.broadcast_in_dim"(%v483) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v485 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v486 = "stablehlo.add"(%v484, %v485) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v487 = "stablehlo.rsqrt"(%v486) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v488 = "stablehlo.multiply"(%v477, %v487) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v489 = "stablehlo.convert"(%v478) : (tensor<64xbf16>) -> tensor<64xf32>
    %v490 = "stablehlo.broadcast_in_dim"(%v489) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v491 = "stablehlo.multiply"(%v488, %v490) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v492 = util.global.load @p53 : tensor<151936x64xi8>
    %v493 = util.global.load @p54 : tensor<151936xf32>
    %v494 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v495 = linalg.pack %v492 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v494 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v496 = "stablehlo.reshape"(%v495) : (tensor<9496x64x16x1xi8>) -> tensor<9496x64x16xi8>
    %v497 = "stablehlo.reshape"(%v491) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v498 = tensor.empty() : tensor<9496x16xf32>
    %v499 = arith.constant 0.0 : f32
    %v500 = linalg.fill ins(%v499 : f32) outs(%v498 : tensor<9496x16xf32>) -> tensor<9496x16xf32>
    %v501 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v497, %v496 : tensor<64xf32>, tensor<9496x64x16xi8>) outs(%v500 : tensor<9496x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [8, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<9496x16xf32>
    %v502 = "stablehlo.reshape"(%v501) : (tensor<9496x16xf32>) -> tensor<1x9496x16xf32>
    %v503 = "stablehlo.reshape"(%v493) : (tensor<151936xf32>) -> tensor<1x9496x16xf32>
    %v504 = "stablehlo.multiply"(%v502, %v503) : (tensor<1x9496x16xf32>, tensor<1x9496x16xf32>) -> tensor<1x9496x16xf32>
    %v505 = "stablehlo.reshape"(%v504) : (tensor<1x9496x16xf32>) -> tensor<1x151936xf32>
    return %v505, %v470, %v475, %v476 : tensor<1x151936xf32>, tensor<2x64xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
  }
  func.func @head_c2(%arg0: tensor<2x64xf32>) -> (tensor<2x151936xf32>) {
    %v1 = util.global.load @p56 : tensor<64xbf16>
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
    %v15 = util.global.load @p53 : tensor<151936x64xi8>
    %v16 = util.global.load @p54 : tensor<151936xf32>
    %v17 = tensor.empty() : tensor<1x64x2x1xf32>
    %v18 = linalg.pack %v14 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v17 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v19 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v20 = linalg.pack %v15 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v19 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v21 = tensor.empty() : tensor<1x9496x2x16xf32>
    %v22 = arith.constant 0.0 : f32
    %v23 = linalg.fill ins(%v22 : f32) outs(%v21 : tensor<1x9496x2x16xf32>) -> tensor<1x9496x2x16xf32>
    %v24 = linalg.mmt4d ins(%v18, %v20 : tensor<1x64x2x1xf32>, tensor<9496x64x16x1xi8>) outs(%v23 : tensor<1x9496x2x16xf32>) -> tensor<1x9496x2x16xf32>
    %v25 = tensor.empty() : tensor<2x151936xf32>
    %v26 = linalg.unpack %v24 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v25 : tensor<1x9496x2x16xf32> -> tensor<2x151936xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v28 : tensor<2x151936xf32>
  }
  func.func @kv_write_c2(%arg0: tensor<2x1x?x16x16xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x2xbf16>, %arg3: tensor<2x1x2x16xbf16>, %arg4: tensor<i32>) -> (tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xbf16>) -> tensor<2x1x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xbf16>) -> tensor<2x1x16x1xbf16>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v40 = tensor.extract %v1[] : tensor<i32>
    %v41 = arith.index_cast %v40 : i32 to index
    %v42 = tensor.extract %v1[] : tensor<i32>
    %v43 = arith.index_cast %v42 : i32 to index
    %v44 = tensor.extract %arg4[] : tensor<i32>
    %v45 = arith.index_cast %v44 : i32 to index
    %v46 = tensor.extract %v1[] : tensor<i32>
    %v47 = arith.index_cast %v46 : i32 to index
    %v48 = tensor.insert_slice %arg3 into %arg1[%v41, %v43, %v45, %v47] [2, 1, 2, 16] [1, 1, 1, 1] : tensor<2x1x2x16xbf16> into tensor<2x1x?x16xbf16>
    return %v39, %v48 : tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>
  }
  func.func @prefill_c16_w0(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>) {
    %v1 = util.global.load @p52 : tensor<151936x64xbf16>
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
    %v39 = util.global.load @p2 : tensor<64x64xi8>
    %v40 = util.global.load @p3 : tensor<64xf32>
    %v41 = util.global.load @p5 : tensor<64xbf16>
    %v42 = tensor.empty() : tensor<4x64x4x1xf32>
    %v43 = linalg.pack %v38 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v42 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v44 = tensor.empty() : tensor<4x64x16x1xi8>
    %v45 = linalg.pack %v39 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v44 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v46 = tensor.empty() : tensor<4x4x4x16xf32>
    %v47 = arith.constant 0.0 : f32
    %v48 = linalg.fill ins(%v47 : f32) outs(%v46 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v49 = linalg.mmt4d ins(%v43, %v45 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v48 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v50 = tensor.empty() : tensor<16x64xf32>
    %v51 = linalg.unpack %v49 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v50 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%v40) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v53 = "stablehlo.multiply"(%v51, %v52) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v54 = "stablehlo.convert"(%v41) : (tensor<64xbf16>) -> tensor<64xf32>
    %v55 = "stablehlo.broadcast_in_dim"(%v54) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v56 = "stablehlo.add"(%v53, %v55) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v57 = "stablehlo.reshape"(%v56) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v58 = util.global.load @p6 : tensor<16x64xi8>
    %v59 = util.global.load @p7 : tensor<16xf32>
    %v60 = util.global.load @p9 : tensor<16xbf16>
    %v61 = tensor.empty() : tensor<4x64x4x1xf32>
    %v62 = linalg.pack %v38 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v61 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v63 = tensor.empty() : tensor<1x64x16x1xi8>
    %v64 = linalg.pack %v58 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v63 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v65 = tensor.empty() : tensor<4x1x4x16xf32>
    %v66 = arith.constant 0.0 : f32
    %v67 = linalg.fill ins(%v66 : f32) outs(%v65 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v68 = linalg.mmt4d ins(%v62, %v64 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v67 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v69 = tensor.empty() : tensor<16x16xf32>
    %v70 = linalg.unpack %v68 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v69 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v71 = "stablehlo.broadcast_in_dim"(%v59) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v72 = "stablehlo.multiply"(%v70, %v71) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v73 = "stablehlo.convert"(%v60) : (tensor<16xbf16>) -> tensor<16xf32>
    %v74 = "stablehlo.broadcast_in_dim"(%v73) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v75 = "stablehlo.add"(%v72, %v74) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v77 = util.global.load @p10 : tensor<16x64xi8>
    %v78 = util.global.load @p11 : tensor<16xf32>
    %v79 = util.global.load @p13 : tensor<16xbf16>
    %v80 = tensor.empty() : tensor<4x64x4x1xf32>
    %v81 = linalg.pack %v38 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v80 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v82 = tensor.empty() : tensor<1x64x16x1xi8>
    %v83 = linalg.pack %v77 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v82 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v84 = tensor.empty() : tensor<4x1x4x16xf32>
    %v85 = arith.constant 0.0 : f32
    %v86 = linalg.fill ins(%v85 : f32) outs(%v84 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v87 = linalg.mmt4d ins(%v81, %v83 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v86 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v88 = tensor.empty() : tensor<16x16xf32>
    %v89 = linalg.unpack %v87 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v88 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v92 = "stablehlo.convert"(%v79) : (tensor<16xbf16>) -> tensor<16xf32>
    %v93 = "stablehlo.broadcast_in_dim"(%v92) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v94 = "stablehlo.add"(%v91, %v93) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v96 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v97 = "stablehlo.slice"(%v57) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v98 = "stablehlo.negate"(%v97) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v99 = "stablehlo.concatenate"(%v98, %v96) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v102 = "stablehlo.multiply"(%v57, %v100) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v103 = "stablehlo.multiply"(%v99, %v101) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v104 = "stablehlo.add"(%v102, %v103) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v105 = "stablehlo.slice"(%v76) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v106 = "stablehlo.slice"(%v76) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v107 = "stablehlo.negate"(%v106) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v108 = "stablehlo.concatenate"(%v107, %v105) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v109 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v111 = "stablehlo.multiply"(%v76, %v109) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v112 = "stablehlo.multiply"(%v108, %v110) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v113 = "stablehlo.add"(%v111, %v112) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v114 = "stablehlo.reshape"(%v104) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v115 = "stablehlo.transpose"(%v114) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v116 = "stablehlo.reshape"(%v115) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v117 = "stablehlo.convert"(%v113) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v118 = "stablehlo.convert"(%v95) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v119 = "stablehlo.convert"(%v117) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v120 = "stablehlo.convert"(%v118) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v121 = "stablehlo.transpose"(%v119) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v122 = "stablehlo.transpose"(%v120) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v123 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v124 = "stablehlo.reshape"(%v123) : (tensor<1xi32>) -> tensor<i32>
    %v125 = iree_encoding.set_encoding %v116 : tensor<1x64x16xf32> -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v126 = iree_encoding.set_encoding %v121 : tensor<1x16x16xf32> -> tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v127 = tensor.empty() : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v128 = arith.constant 0.0 : f32
    %v129 = linalg.fill ins(%v128 : f32) outs(%v127 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v130 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v125, %v126 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>, tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) outs(%v129 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v131 = iree_encoding.unset_encoding %v130 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>> -> tensor<1x64x16xf32>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v133 = "stablehlo.multiply"(%v132, %v21) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v134 = "stablehlo.select"(%v19, %v133, %v20) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v136 = "stablehlo.reduce"(%v134, %v135) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v137 = "stablehlo.broadcast_in_dim"(%v136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v138 = "stablehlo.subtract"(%v134, %v137) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v139 = "stablehlo.exponential"(%v138) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v140 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v141 = "stablehlo.reduce"(%v139, %v140) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v142 = "stablehlo.reshape"(%v139) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v143 = iree_encoding.set_encoding %v142 : tensor<1x64x16xf32> -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v144 = iree_encoding.set_encoding %v122 : tensor<1x16x16xf32> -> tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v145 = tensor.empty() : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v146 = arith.constant 0.0 : f32
    %v147 = linalg.fill ins(%v146 : f32) outs(%v145 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v148 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v143, %v144 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>, tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) outs(%v147 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v149 = iree_encoding.unset_encoding %v148 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>> -> tensor<1x64x16xf32>
    %v150 = "stablehlo.reshape"(%v141) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v151 = "stablehlo.broadcast_in_dim"(%v150) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v152 = "stablehlo.divide"(%v149, %v151) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v153 = "stablehlo.reshape"(%v152) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v154 = "stablehlo.transpose"(%v153) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v155 = "stablehlo.reshape"(%v154) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v156 = util.global.load @p14 : tensor<64x64xi8>
    %v157 = util.global.load @p15 : tensor<64xf32>
    %v158 = tensor.empty() : tensor<4x64x4x1xf32>
    %v159 = linalg.pack %v155 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v158 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v160 = tensor.empty() : tensor<4x64x16x1xi8>
    %v161 = linalg.pack %v156 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v160 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v162 = tensor.empty() : tensor<4x4x4x16xf32>
    %v163 = arith.constant 0.0 : f32
    %v164 = linalg.fill ins(%v163 : f32) outs(%v162 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v165 = linalg.mmt4d ins(%v159, %v161 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v164 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v166 = tensor.empty() : tensor<16x64xf32>
    %v167 = linalg.unpack %v165 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v166 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%v157) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v169 = "stablehlo.multiply"(%v167, %v168) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v170 = "stablehlo.add"(%v8, %v169) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v171 = util.global.load @p1 : tensor<64xbf16>
    %v172 = "stablehlo.multiply"(%v170, %v170) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v174 = "stablehlo.reduce"(%v172, %v173) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v175 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v176 = "stablehlo.multiply"(%v174, %v175) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v177 = "stablehlo.broadcast_in_dim"(%v176) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v178 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v179 = "stablehlo.add"(%v177, %v178) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v180 = "stablehlo.rsqrt"(%v179) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v181 = "stablehlo.multiply"(%v170, %v180) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v182 = "stablehlo.convert"(%v171) : (tensor<64xbf16>) -> tensor<64xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v182) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v184 = "stablehlo.multiply"(%v181, %v183) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v185 = util.global.load @p17 : tensor<160x64xi8>
    %v186 = util.global.load @p18 : tensor<160xf32>
    %v187 = tensor.empty() : tensor<4x64x4x1xf32>
    %v188 = linalg.pack %v184 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v187 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v189 = tensor.empty() : tensor<10x64x16x1xi8>
    %v190 = linalg.pack %v185 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v189 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v191 = tensor.empty() : tensor<4x10x4x16xf32>
    %v192 = arith.constant 0.0 : f32
    %v193 = linalg.fill ins(%v192 : f32) outs(%v191 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v194 = linalg.mmt4d ins(%v188, %v190 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v193 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v195 = tensor.empty() : tensor<16x160xf32>
    %v196 = linalg.unpack %v194 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v195 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v186) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v198 = "stablehlo.multiply"(%v196, %v197) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v199 = "stablehlo.logistic"(%v198) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v200 = "stablehlo.multiply"(%v198, %v199) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v201 = util.global.load @p20 : tensor<160x64xi8>
    %v202 = util.global.load @p21 : tensor<160xf32>
    %v203 = tensor.empty() : tensor<4x64x4x1xf32>
    %v204 = linalg.pack %v184 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v203 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v205 = tensor.empty() : tensor<10x64x16x1xi8>
    %v206 = linalg.pack %v201 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v205 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v207 = tensor.empty() : tensor<4x10x4x16xf32>
    %v208 = arith.constant 0.0 : f32
    %v209 = linalg.fill ins(%v208 : f32) outs(%v207 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v210 = linalg.mmt4d ins(%v204, %v206 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v209 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v211 = tensor.empty() : tensor<16x160xf32>
    %v212 = linalg.unpack %v210 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v211 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v202) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v214 = "stablehlo.multiply"(%v212, %v213) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v215 = "stablehlo.multiply"(%v200, %v214) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v216 = util.global.load @p23 : tensor<64x160xi8>
    %v217 = util.global.load @p24 : tensor<64xf32>
    %v218 = tensor.empty() : tensor<4x160x4x1xf32>
    %v219 = linalg.pack %v215 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v218 : tensor<16x160xf32> -> tensor<4x160x4x1xf32>
    %v220 = tensor.empty() : tensor<4x160x16x1xi8>
    %v221 = linalg.pack %v216 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v220 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v222 = tensor.empty() : tensor<4x4x4x16xf32>
    %v223 = arith.constant 0.0 : f32
    %v224 = linalg.fill ins(%v223 : f32) outs(%v222 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v225 = linalg.mmt4d ins(%v219, %v221 : tensor<4x160x4x1xf32>, tensor<4x160x16x1xi8>) outs(%v224 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v226 = tensor.empty() : tensor<16x64xf32>
    %v227 = linalg.unpack %v225 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v226 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v229 = "stablehlo.multiply"(%v227, %v228) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v230 = "stablehlo.add"(%v170, %v229) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v231 = "stablehlo.transpose"(%v117) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v232 = "stablehlo.reshape"(%v231) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v233 = "stablehlo.transpose"(%v118) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v234 = "stablehlo.reshape"(%v233) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v235 = util.global.load @p26 : tensor<64xbf16>
    %v236 = "stablehlo.multiply"(%v230, %v230) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v238 = "stablehlo.reduce"(%v236, %v237) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v239 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v240) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v242 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v243 = "stablehlo.add"(%v241, %v242) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v244 = "stablehlo.rsqrt"(%v243) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v245 = "stablehlo.multiply"(%v230, %v244) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v246 = "stablehlo.convert"(%v235) : (tensor<64xbf16>) -> tensor<64xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v246) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v248 = "stablehlo.multiply"(%v245, %v247) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v249 = util.global.load @p28 : tensor<64x64xi8>
    %v250 = util.global.load @p29 : tensor<64xf32>
    %v251 = util.global.load @p31 : tensor<64xbf16>
    %v252 = tensor.empty() : tensor<4x64x4x1xf32>
    %v253 = linalg.pack %v248 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v252 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v254 = tensor.empty() : tensor<4x64x16x1xi8>
    %v255 = linalg.pack %v249 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v254 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v256 = tensor.empty() : tensor<4x4x4x16xf32>
    %v257 = arith.constant 0.0 : f32
    %v258 = linalg.fill ins(%v257 : f32) outs(%v256 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v259 = linalg.mmt4d ins(%v253, %v255 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v258 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v260 = tensor.empty() : tensor<16x64xf32>
    %v261 = linalg.unpack %v259 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v260 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v262 = "stablehlo.broadcast_in_dim"(%v250) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v263 = "stablehlo.multiply"(%v261, %v262) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v264 = "stablehlo.convert"(%v251) : (tensor<64xbf16>) -> tensor<64xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v264) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v266 = "stablehlo.add"(%v263, %v265) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v267 = "stablehlo.reshape"(%v266) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v268 = util.global.load @p32 : tensor<16x64xi8>
    %v269 = util.global.load @p33 : tensor<16xf32>
    %v270 = util.global.load @p35 : tensor<16xbf16>
    %v271 = tensor.empty() : tensor<4x64x4x1xf32>
    %v272 = linalg.pack %v248 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v271 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v273 = tensor.empty() : tensor<1x64x16x1xi8>
    %v274 = linalg.pack %v268 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v273 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v275 = tensor.empty() : tensor<4x1x4x16xf32>
    %v276 = arith.constant 0.0 : f32
    %v277 = linalg.fill ins(%v276 : f32) outs(%v275 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v278 = linalg.mmt4d ins(%v272, %v274 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v277 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v279 = tensor.empty() : tensor<16x16xf32>
    %v280 = linalg.unpack %v278 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v279 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v281 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v282 = "stablehlo.multiply"(%v280, %v281) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v283 = "stablehlo.convert"(%v270) : (tensor<16xbf16>) -> tensor<16xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v285 = "stablehlo.add"(%v282, %v284) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v286 = "stablehlo.reshape"(%v285) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v287 = util.global.load @p36 : tensor<16x64xi8>
    %v288 = util.global.load @p37 : tensor<16xf32>
    %v289 = util.global.load @p39 : tensor<16xbf16>
    %v290 = tensor.empty() : tensor<4x64x4x1xf32>
    %v291 = linalg.pack %v248 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v290 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v292 = tensor.empty() : tensor<1x64x16x1xi8>
    %v293 = linalg.pack %v287 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v292 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v294 = tensor.empty() : tensor<4x1x4x16xf32>
    %v295 = arith.constant 0.0 : f32
    %v296 = linalg.fill ins(%v295 : f32) outs(%v294 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v297 = linalg.mmt4d ins(%v291, %v293 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v296 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v298 = tensor.empty() : tensor<16x16xf32>
    %v299 = linalg.unpack %v297 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v298 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v301 = "stablehlo.multiply"(%v299, %v300) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v302 = "stablehlo.convert"(%v289) : (tensor<16xbf16>) -> tensor<16xf32>
    %v303 = "stablehlo.broadcast_in_dim"(%v302) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v304 = "stablehlo.add"(%v301, %v303) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v305 = "stablehlo.reshape"(%v304) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v306 = "stablehlo.slice"(%v267) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v307 = "stablehlo.slice"(%v267) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v308 = "stablehlo.negate"(%v307) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v309 = "stablehlo.concatenate"(%v308, %v306) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v310 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v312 = "stablehlo.multiply"(%v267, %v310) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v313 = "stablehlo.multiply"(%v309, %v311) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v314 = "stablehlo.add"(%v312, %v313) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v315 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v316 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v317 = "stablehlo.negate"(%v316) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v318 = "stablehlo.concatenate"(%v317, %v315) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v321 = "stablehlo.multiply"(%v286, %v319) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v322 = "stablehlo.multiply"(%v318, %v320) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v323 = "stablehlo.add"(%v321, %v322) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v324 = "stablehlo.reshape"(%v314) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v325 = "stablehlo.transpose"(%v324) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v326 = "stablehlo.reshape"(%v325) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v327 = "stablehlo.convert"(%v323) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v328 = "stablehlo.convert"(%v305) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v329 = "stablehlo.convert"(%v327) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v330 = "stablehlo.convert"(%v328) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v331 = "stablehlo.transpose"(%v329) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v332 = "stablehlo.transpose"(%v330) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v333 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v334 = "stablehlo.reshape"(%v333) : (tensor<1xi32>) -> tensor<i32>
    %v335 = iree_encoding.set_encoding %v326 : tensor<1x64x16xf32> -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v336 = iree_encoding.set_encoding %v331 : tensor<1x16x16xf32> -> tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v337 = tensor.empty() : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v338 = arith.constant 0.0 : f32
    %v339 = linalg.fill ins(%v338 : f32) outs(%v337 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v340 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v335, %v336 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>, tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) outs(%v339 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v341 = iree_encoding.unset_encoding %v340 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>> -> tensor<1x64x16xf32>
    %v342 = "stablehlo.reshape"(%v341) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v343 = "stablehlo.multiply"(%v342, %v21) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v344 = "stablehlo.select"(%v19, %v343, %v20) : (tensor<1x16x4x16xi1>, tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v345 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v346 = "stablehlo.reduce"(%v344, %v345) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v347 = "stablehlo.broadcast_in_dim"(%v346) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x16xf32>
    %v348 = "stablehlo.subtract"(%v344, %v347) : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v349 = "stablehlo.exponential"(%v348) : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v350 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v351 = "stablehlo.reduce"(%v349, %v350) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x16xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v352 = "stablehlo.reshape"(%v349) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v353 = iree_encoding.set_encoding %v352 : tensor<1x64x16xf32> -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v354 = iree_encoding.set_encoding %v332 : tensor<1x16x16xf32> -> tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v355 = tensor.empty() : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v356 = arith.constant 0.0 : f32
    %v357 = linalg.fill ins(%v356 : f32) outs(%v355 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v358 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v353, %v354 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>, tensor<1x16x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) outs(%v357 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>>
    %v359 = iree_encoding.unset_encoding %v358 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 16]>> -> tensor<1x64x16xf32>
    %v360 = "stablehlo.reshape"(%v351) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v361 = "stablehlo.broadcast_in_dim"(%v360) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v362 = "stablehlo.divide"(%v359, %v361) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v363 = "stablehlo.reshape"(%v362) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v364 = "stablehlo.transpose"(%v363) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v365 = "stablehlo.reshape"(%v364) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v366 = util.global.load @p40 : tensor<64x64xi8>
    %v367 = util.global.load @p41 : tensor<64xf32>
    %v368 = tensor.empty() : tensor<4x64x4x1xf32>
    %v369 = linalg.pack %v365 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v368 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v370 = tensor.empty() : tensor<4x64x16x1xi8>
    %v371 = linalg.pack %v366 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v370 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v372 = tensor.empty() : tensor<4x4x4x16xf32>
    %v373 = arith.constant 0.0 : f32
    %v374 = linalg.fill ins(%v373 : f32) outs(%v372 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v375 = linalg.mmt4d ins(%v369, %v371 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v374 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v376 = tensor.empty() : tensor<16x64xf32>
    %v377 = linalg.unpack %v375 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v376 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v378 = "stablehlo.broadcast_in_dim"(%v367) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v379 = "stablehlo.multiply"(%v377, %v378) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v380 = "stablehlo.add"(%v230, %v379) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v381 = util.global.load @p27 : tensor<64xbf16>
    %v382 = "stablehlo.multiply"(%v380, %v380) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v383 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v384 = "stablehlo.reduce"(%v382, %v383) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v385 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v386 = "stablehlo.multiply"(%v384, %v385) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v387 = "stablehlo.broadcast_in_dim"(%v386) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v388 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v389 = "stablehlo.add"(%v387, %v388) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v390 = "stablehlo.rsqrt"(%v389) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v391 = "stablehlo.multiply"(%v380, %v390) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v392 = "stablehlo.convert"(%v381) : (tensor<64xbf16>) -> tensor<64xf32>
    %v393 = "stablehlo.broadcast_in_dim"(%v392) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v394 = "stablehlo.multiply"(%v391, %v393) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v395 = util.global.load @p43 : tensor<160x64xi8>
    %v396 = util.global.load @p44 : tensor<160xf32>
    %v397 = tensor.empty() : tensor<4x64x4x1xf32>
    %v398 = linalg.pack %v394 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v397 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v399 = tensor.empty() : tensor<10x64x16x1xi8>
    %v400 = linalg.pack %v395 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v399 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v401 = tensor.empty() : tensor<4x10x4x16xf32>
    %v402 = arith.constant 0.0 : f32
    %v403 = linalg.fill ins(%v402 : f32) outs(%v401 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v404 = linalg.mmt4d ins(%v398, %v400 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v403 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v405 = tensor.empty() : tensor<16x160xf32>
    %v406 = linalg.unpack %v404 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v405 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v407 = "stablehlo.broadcast_in_dim"(%v396) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v408 = "stablehlo.multiply"(%v406, %v407) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v409 = "stablehlo.logistic"(%v408) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v410 = "stablehlo.multiply"(%v408, %v409) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v411 = util.global.load @p46 : tensor<160x64xi8>
    %v412 = util.global.load @p47 : tensor<160xf32>
    %v413 = tensor.empty() : tensor<4x64x4x1xf32>
    %v414 = linalg.pack %v394 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v413 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v415 = tensor.empty() : tensor<10x64x16x1xi8>
    %v416 = linalg.pack %v411 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v415 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v417 = tensor.empty() : tensor<4x10x4x16xf32>
    %v418 = arith.constant 0.0 : f32
    %v419 = linalg.fill ins(%v418 : f32) outs(%v417 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v420 = linalg.mmt4d ins(%v414, %v416 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v419 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v421 = tensor.empty() : tensor<16x160xf32>
    %v422 = linalg.unpack %v420 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v421 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v423 = "stablehlo.broadcast_in_dim"(%v412) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v424 = "stablehlo.multiply"(%v422, %v423) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v425 = "stablehlo.multiply"(%v410, %v424) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v426 = util.global.load @p49 : tensor<64x160xi8>
    %v427 = util.global.load @p50 : tensor<64xf32>
    %v428 = tensor.empty() : tensor<4x160x4x1xf32>
    %v429 = linalg.pack %v425 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v428 : tensor<16x160xf32> -> tensor<4x160x4x1xf32>
    %v430 = tensor.empty() : tensor<4x160x16x1xi8>
    %v431 = linalg.pack %v426 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v430 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v432 = tensor.empty() : tensor<4x4x4x16xf32>
    %v433 = arith.constant 0.0 : f32
    %v434 = linalg.fill ins(%v433 : f32) outs(%v432 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v435 = linalg.mmt4d ins(%v429, %v431 : tensor<4x160x4x1xf32>, tensor<4x160x16x1xi8>) outs(%v434 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v436 = tensor.empty() : tensor<16x64xf32>
    %v437 = linalg.unpack %v435 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v436 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v438 = "stablehlo.broadcast_in_dim"(%v427) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v439 = "stablehlo.multiply"(%v437, %v438) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v440 = "stablehlo.add"(%v380, %v439) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v441 = "stablehlo.transpose"(%v327) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v442 = "stablehlo.reshape"(%v441) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v443 = "stablehlo.transpose"(%v328) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v444 = "stablehlo.reshape"(%v443) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v445 = "stablehlo.concatenate"(%v232, %v442) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v446 = "stablehlo.concatenate"(%v234, %v444) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v447 = "stablehlo.dynamic_slice"(%v440, %arg7, %v22) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v448 = util.global.load @p56 : tensor<64xbf16>
    %v449 = "stablehlo.multiply"(%v447, %v447) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v450 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v451 = "stablehlo.reduce"(%v449, %v450) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v452 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v453 = "stablehlo.multiply"(%v451, %v452) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v454 = "stablehlo.broadcast_in_dim"(%v453) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v455 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v456 = "stablehlo.add"(%v454, %v455) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v457 = "stablehlo.rsqrt"(%v456) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v458 = "stablehlo.multiply"(%v447, %v457) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v459 = "stablehlo.convert"(%v448) : (tensor<64xbf16>) -> tensor<64xf32>
    %v460 = "stablehlo.broadcast_in_dim"(%v459) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v461 = "stablehlo.multiply"(%v458, %v460) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v462 = util.global.load @p53 : tensor<151936x64xi8>
    %v463 = util.global.load @p54 : tensor<151936xf32>
    %v464 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v465 = linalg.pack %v462 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v464 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v466 = "stablehlo.reshape"(%v465) : (tensor<9496x64x16x1xi8>) -> tensor<9496x64x16xi8>
    %v467 = "stablehlo.reshape"(%v461) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v468 = tensor.empty() : tensor<9496x16xf32>
    %v469 = arith.constant 0.0 : f32
    %v470 = linalg.fill ins(%v469 : f32) outs(%v468 : tensor<9496x16xf32>) -> tensor<9496x16xf32>
    %v471 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v467, %v466 : tensor<64xf32>, tensor<9496x64x16xi8>) outs(%v470 : tensor<9496x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [8, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<9496x16xf32>
    %v472 = "stablehlo.reshape"(%v471) : (tensor<9496x16xf32>) -> tensor<1x9496x16xf32>
    %v473 = "stablehlo.reshape"(%v463) : (tensor<151936xf32>) -> tensor<1x9496x16xf32>
    %v474 = "stablehlo.multiply"(%v472, %v473) : (tensor<1x9496x16xf32>, tensor<1x9496x16xf32>) -> tensor<1x9496x16xf32>
    %v475 = "stablehlo.reshape"(%v474) : (tensor<1x9496x16xf32>) -> tensor<1x151936xf32>
    return %v475, %v440, %v445, %v446 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
  }
  func.func @prefill_c16_w128(%arg0: tensor<16xi32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xi32>, %arg3: tensor<16xi64>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<2xi32>, %arg9: tensor<2x1x?x16x16xbf16>, %arg10: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>) {
    %v1 = util.global.load @p52 : tensor<151936x64xbf16>
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
    %v49 = util.global.load @p2 : tensor<64x64xi8>
    %v50 = util.global.load @p3 : tensor<64xf32>
    %v51 = util.global.load @p5 : tensor<64xbf16>
    %v52 = tensor.empty() : tensor<4x64x4x1xf32>
    %v53 = linalg.pack %v48 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v52 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v54 = tensor.empty() : tensor<4x64x16x1xi8>
    %v55 = linalg.pack %v49 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v54 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v56 = tensor.empty() : tensor<4x4x4x16xf32>
    %v57 = arith.constant 0.0 : f32
    %v58 = linalg.fill ins(%v57 : f32) outs(%v56 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v59 = linalg.mmt4d ins(%v53, %v55 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v58 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v60 = tensor.empty() : tensor<16x64xf32>
    %v61 = linalg.unpack %v59 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v60 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v50) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v64 = "stablehlo.convert"(%v51) : (tensor<64xbf16>) -> tensor<64xf32>
    %v65 = "stablehlo.broadcast_in_dim"(%v64) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v66 = "stablehlo.add"(%v63, %v65) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v67 = "stablehlo.reshape"(%v66) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v68 = util.global.load @p6 : tensor<16x64xi8>
    %v69 = util.global.load @p7 : tensor<16xf32>
    %v70 = util.global.load @p9 : tensor<16xbf16>
    %v71 = tensor.empty() : tensor<4x64x4x1xf32>
    %v72 = linalg.pack %v48 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v71 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v73 = tensor.empty() : tensor<1x64x16x1xi8>
    %v74 = linalg.pack %v68 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v73 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v75 = tensor.empty() : tensor<4x1x4x16xf32>
    %v76 = arith.constant 0.0 : f32
    %v77 = linalg.fill ins(%v76 : f32) outs(%v75 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v78 = linalg.mmt4d ins(%v72, %v74 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v77 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v79 = tensor.empty() : tensor<16x16xf32>
    %v80 = linalg.unpack %v78 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v79 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v81 = "stablehlo.broadcast_in_dim"(%v69) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v82 = "stablehlo.multiply"(%v80, %v81) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v83 = "stablehlo.convert"(%v70) : (tensor<16xbf16>) -> tensor<16xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v85 = "stablehlo.add"(%v82, %v84) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v86 = "stablehlo.reshape"(%v85) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v87 = util.global.load @p10 : tensor<16x64xi8>
    %v88 = util.global.load @p11 : tensor<16xf32>
    %v89 = util.global.load @p13 : tensor<16xbf16>
    %v90 = tensor.empty() : tensor<4x64x4x1xf32>
    %v91 = linalg.pack %v48 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v90 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v92 = tensor.empty() : tensor<1x64x16x1xi8>
    %v93 = linalg.pack %v87 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v92 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v94 = tensor.empty() : tensor<4x1x4x16xf32>
    %v95 = arith.constant 0.0 : f32
    %v96 = linalg.fill ins(%v95 : f32) outs(%v94 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v97 = linalg.mmt4d ins(%v91, %v93 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v96 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v98 = tensor.empty() : tensor<16x16xf32>
    %v99 = linalg.unpack %v97 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v98 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v88) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v101 = "stablehlo.multiply"(%v99, %v100) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v102 = "stablehlo.convert"(%v89) : (tensor<16xbf16>) -> tensor<16xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v104 = "stablehlo.add"(%v101, %v103) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v105 = "stablehlo.reshape"(%v104) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v106 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v107 = "stablehlo.slice"(%v67) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v108 = "stablehlo.negate"(%v107) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v109 = "stablehlo.concatenate"(%v108, %v106) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v112 = "stablehlo.multiply"(%v67, %v110) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v113 = "stablehlo.multiply"(%v109, %v111) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v114 = "stablehlo.add"(%v112, %v113) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v115 = "stablehlo.slice"(%v86) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v116 = "stablehlo.slice"(%v86) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v117 = "stablehlo.negate"(%v116) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v118 = "stablehlo.concatenate"(%v117, %v115) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v119 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v121 = "stablehlo.multiply"(%v86, %v119) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v122 = "stablehlo.multiply"(%v118, %v120) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v123 = "stablehlo.add"(%v121, %v122) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v124 = "stablehlo.reshape"(%v114) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v125 = "stablehlo.transpose"(%v124) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v126 = "stablehlo.reshape"(%v125) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v127 = "stablehlo.convert"(%v123) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v128 = "stablehlo.convert"(%v105) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v129 = "stablehlo.convert"(%v127) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v130 = "stablehlo.convert"(%v128) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v131 = "stablehlo.transpose"(%v129) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v132 = "stablehlo.transpose"(%v130) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v133 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v134 = "stablehlo.reshape"(%v133) : (tensor<1xi32>) -> tensor<i32>
    %v135 = "stablehlo.dynamic_slice"(%arg9, %v134, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xbf16>
    %v136 = "stablehlo.reshape"(%v135) : (tensor<1x1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v137 = "stablehlo.transpose"(%v136) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v138 = "stablehlo.reshape"(%v137) : (tensor<1x8x16x16xbf16>) -> tensor<1x128x16xbf16>
    %v139 = "stablehlo.convert"(%v138) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v140 = "stablehlo.dynamic_slice"(%arg10, %v134, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v141 = "stablehlo.reshape"(%v140) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v142 = "stablehlo.convert"(%v141) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v143 = "stablehlo.concatenate"(%v139, %v131) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v144 = "stablehlo.concatenate"(%v142, %v132) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v145 = iree_encoding.set_encoding %v126 : tensor<1x64x16xf32> -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v146 = iree_encoding.set_encoding %v143 : tensor<1x144x16xf32> -> tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v147 = tensor.empty() : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v148 = arith.constant 0.0 : f32
    %v149 = linalg.fill ins(%v148 : f32) outs(%v147 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>) -> tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v150 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v145, %v146 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>, tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>) outs(%v149 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>) -> tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v151 = iree_encoding.unset_encoding %v150 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>> -> tensor<1x64x144xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<1x64x144xf32>) -> tensor<1x16x4x144xf32>
    %v153 = "stablehlo.multiply"(%v152, %v31) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v154 = "stablehlo.select"(%v29, %v153, %v30) : (tensor<1x16x4x144xi1>, tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v155 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v156 = "stablehlo.reduce"(%v154, %v155) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v157 = "stablehlo.broadcast_in_dim"(%v156) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v158 = "stablehlo.subtract"(%v154, %v157) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v159 = "stablehlo.exponential"(%v158) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v160 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v161 = "stablehlo.reduce"(%v159, %v160) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v162 = "stablehlo.reshape"(%v159) : (tensor<1x16x4x144xf32>) -> tensor<1x64x144xf32>
    %v163 = iree_encoding.set_encoding %v162 : tensor<1x64x144xf32> -> tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v164 = iree_encoding.set_encoding %v144 : tensor<1x144x16xf32> -> tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v165 = tensor.empty() : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v166 = arith.constant 0.0 : f32
    %v167 = linalg.fill ins(%v166 : f32) outs(%v165 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v168 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v163, %v164 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>, tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>) outs(%v167 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v169 = iree_encoding.unset_encoding %v168 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>> -> tensor<1x64x16xf32>
    %v170 = "stablehlo.reshape"(%v161) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v170) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v172 = "stablehlo.divide"(%v169, %v171) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v174 = "stablehlo.transpose"(%v173) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v175 = "stablehlo.reshape"(%v174) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v176 = util.global.load @p14 : tensor<64x64xi8>
    %v177 = util.global.load @p15 : tensor<64xf32>
    %v178 = tensor.empty() : tensor<4x64x4x1xf32>
    %v179 = linalg.pack %v175 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v178 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v180 = tensor.empty() : tensor<4x64x16x1xi8>
    %v181 = linalg.pack %v176 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v180 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v182 = tensor.empty() : tensor<4x4x4x16xf32>
    %v183 = arith.constant 0.0 : f32
    %v184 = linalg.fill ins(%v183 : f32) outs(%v182 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v185 = linalg.mmt4d ins(%v179, %v181 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v184 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v186 = tensor.empty() : tensor<16x64xf32>
    %v187 = linalg.unpack %v185 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v186 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v189 = "stablehlo.multiply"(%v187, %v188) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v190 = "stablehlo.add"(%v8, %v189) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v191 = util.global.load @p1 : tensor<64xbf16>
    %v192 = "stablehlo.multiply"(%v190, %v190) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v194 = "stablehlo.reduce"(%v192, %v193) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v195 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v196 = "stablehlo.multiply"(%v194, %v195) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v196) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v198 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v199 = "stablehlo.add"(%v197, %v198) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v200 = "stablehlo.rsqrt"(%v199) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v201 = "stablehlo.multiply"(%v190, %v200) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v202 = "stablehlo.convert"(%v191) : (tensor<64xbf16>) -> tensor<64xf32>
    %v203 = "stablehlo.broadcast_in_dim"(%v202) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v204 = "stablehlo.multiply"(%v201, %v203) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v205 = util.global.load @p17 : tensor<160x64xi8>
    %v206 = util.global.load @p18 : tensor<160xf32>
    %v207 = tensor.empty() : tensor<4x64x4x1xf32>
    %v208 = linalg.pack %v204 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v207 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v209 = tensor.empty() : tensor<10x64x16x1xi8>
    %v210 = linalg.pack %v205 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v209 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v211 = tensor.empty() : tensor<4x10x4x16xf32>
    %v212 = arith.constant 0.0 : f32
    %v213 = linalg.fill ins(%v212 : f32) outs(%v211 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v214 = linalg.mmt4d ins(%v208, %v210 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v213 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v215 = tensor.empty() : tensor<16x160xf32>
    %v216 = linalg.unpack %v214 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v215 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v218 = "stablehlo.multiply"(%v216, %v217) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v219 = "stablehlo.logistic"(%v218) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v220 = "stablehlo.multiply"(%v218, %v219) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v221 = util.global.load @p20 : tensor<160x64xi8>
    %v222 = util.global.load @p21 : tensor<160xf32>
    %v223 = tensor.empty() : tensor<4x64x4x1xf32>
    %v224 = linalg.pack %v204 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v223 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v225 = tensor.empty() : tensor<10x64x16x1xi8>
    %v226 = linalg.pack %v221 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v225 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v227 = tensor.empty() : tensor<4x10x4x16xf32>
    %v228 = arith.constant 0.0 : f32
    %v229 = linalg.fill ins(%v228 : f32) outs(%v227 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v230 = linalg.mmt4d ins(%v224, %v226 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v229 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v231 = tensor.empty() : tensor<16x160xf32>
    %v232 = linalg.unpack %v230 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v231 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v233 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v234 = "stablehlo.multiply"(%v232, %v233) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v235 = "stablehlo.multiply"(%v220, %v234) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v236 = util.global.load @p23 : tensor<64x160xi8>
    %v237 = util.global.load @p24 : tensor<64xf32>
    %v238 = tensor.empty() : tensor<4x160x4x1xf32>
    %v239 = linalg.pack %v235 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v238 : tensor<16x160xf32> -> tensor<4x160x4x1xf32>
    %v240 = tensor.empty() : tensor<4x160x16x1xi8>
    %v241 = linalg.pack %v236 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v240 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v242 = tensor.empty() : tensor<4x4x4x16xf32>
    %v243 = arith.constant 0.0 : f32
    %v244 = linalg.fill ins(%v243 : f32) outs(%v242 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v245 = linalg.mmt4d ins(%v239, %v241 : tensor<4x160x4x1xf32>, tensor<4x160x16x1xi8>) outs(%v244 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v246 = tensor.empty() : tensor<16x64xf32>
    %v247 = linalg.unpack %v245 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v246 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v248 = "stablehlo.broadcast_in_dim"(%v237) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v249 = "stablehlo.multiply"(%v247, %v248) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v250 = "stablehlo.add"(%v190, %v249) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v251 = "stablehlo.transpose"(%v127) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v253 = "stablehlo.transpose"(%v128) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v254 = "stablehlo.reshape"(%v253) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v255 = util.global.load @p26 : tensor<64xbf16>
    %v256 = "stablehlo.multiply"(%v250, %v250) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v258 = "stablehlo.reduce"(%v256, %v257) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v259 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v260 = "stablehlo.multiply"(%v258, %v259) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v260) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v262 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v263 = "stablehlo.add"(%v261, %v262) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v264 = "stablehlo.rsqrt"(%v263) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v265 = "stablehlo.multiply"(%v250, %v264) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v266 = "stablehlo.convert"(%v255) : (tensor<64xbf16>) -> tensor<64xf32>
    %v267 = "stablehlo.broadcast_in_dim"(%v266) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v268 = "stablehlo.multiply"(%v265, %v267) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v269 = util.global.load @p28 : tensor<64x64xi8>
    %v270 = util.global.load @p29 : tensor<64xf32>
    %v271 = util.global.load @p31 : tensor<64xbf16>
    %v272 = tensor.empty() : tensor<4x64x4x1xf32>
    %v273 = linalg.pack %v268 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v272 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v274 = tensor.empty() : tensor<4x64x16x1xi8>
    %v275 = linalg.pack %v269 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v274 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v276 = tensor.empty() : tensor<4x4x4x16xf32>
    %v277 = arith.constant 0.0 : f32
    %v278 = linalg.fill ins(%v277 : f32) outs(%v276 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v279 = linalg.mmt4d ins(%v273, %v275 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v278 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v280 = tensor.empty() : tensor<16x64xf32>
    %v281 = linalg.unpack %v279 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v280 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v282 = "stablehlo.broadcast_in_dim"(%v270) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v283 = "stablehlo.multiply"(%v281, %v282) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v284 = "stablehlo.convert"(%v271) : (tensor<64xbf16>) -> tensor<64xf32>
    %v285 = "stablehlo.broadcast_in_dim"(%v284) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v286 = "stablehlo.add"(%v283, %v285) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v287 = "stablehlo.reshape"(%v286) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %v288 = util.global.load @p32 : tensor<16x64xi8>
    %v289 = util.global.load @p33 : tensor<16xf32>
    %v290 = util.global.load @p35 : tensor<16xbf16>
    %v291 = tensor.empty() : tensor<4x64x4x1xf32>
    %v292 = linalg.pack %v268 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v291 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v293 = tensor.empty() : tensor<1x64x16x1xi8>
    %v294 = linalg.pack %v288 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v293 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v295 = tensor.empty() : tensor<4x1x4x16xf32>
    %v296 = arith.constant 0.0 : f32
    %v297 = linalg.fill ins(%v296 : f32) outs(%v295 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v298 = linalg.mmt4d ins(%v292, %v294 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v297 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v299 = tensor.empty() : tensor<16x16xf32>
    %v300 = linalg.unpack %v298 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v299 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v301 = "stablehlo.broadcast_in_dim"(%v289) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v302 = "stablehlo.multiply"(%v300, %v301) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v303 = "stablehlo.convert"(%v290) : (tensor<16xbf16>) -> tensor<16xf32>
    %v304 = "stablehlo.broadcast_in_dim"(%v303) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v305 = "stablehlo.add"(%v302, %v304) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v306 = "stablehlo.reshape"(%v305) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v307 = util.global.load @p36 : tensor<16x64xi8>
    %v308 = util.global.load @p37 : tensor<16xf32>
    %v309 = util.global.load @p39 : tensor<16xbf16>
    %v310 = tensor.empty() : tensor<4x64x4x1xf32>
    %v311 = linalg.pack %v268 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v310 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v312 = tensor.empty() : tensor<1x64x16x1xi8>
    %v313 = linalg.pack %v307 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v312 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v314 = tensor.empty() : tensor<4x1x4x16xf32>
    %v315 = arith.constant 0.0 : f32
    %v316 = linalg.fill ins(%v315 : f32) outs(%v314 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v317 = linalg.mmt4d ins(%v311, %v313 : tensor<4x64x4x1xf32>, tensor<1x64x16x1xi8>) outs(%v316 : tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %v318 = tensor.empty() : tensor<16x16xf32>
    %v319 = linalg.unpack %v317 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v318 : tensor<4x1x4x16xf32> -> tensor<16x16xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v308) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v321 = "stablehlo.multiply"(%v319, %v320) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v322 = "stablehlo.convert"(%v309) : (tensor<16xbf16>) -> tensor<16xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v322) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<16x16xf32>
    %v324 = "stablehlo.add"(%v321, %v323) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %v325 = "stablehlo.reshape"(%v324) : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v326 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v327 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x4x16xf32>) -> tensor<16x4x8xf32>
    %v328 = "stablehlo.negate"(%v327) : (tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %v329 = "stablehlo.concatenate"(%v328, %v326) {dimension = 2 : i64} : (tensor<16x4x8xf32>, tensor<16x4x8xf32>) -> tensor<16x4x16xf32>
    %v330 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v331 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x4x16xf32>
    %v332 = "stablehlo.multiply"(%v287, %v330) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v333 = "stablehlo.multiply"(%v329, %v331) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v334 = "stablehlo.add"(%v332, %v333) : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %v335 = "stablehlo.slice"(%v306) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 16, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v336 = "stablehlo.slice"(%v306) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 16, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<16x1x16xf32>) -> tensor<16x1x8xf32>
    %v337 = "stablehlo.negate"(%v336) : (tensor<16x1x8xf32>) -> tensor<16x1x8xf32>
    %v338 = "stablehlo.concatenate"(%v337, %v335) {dimension = 2 : i64} : (tensor<16x1x8xf32>, tensor<16x1x8xf32>) -> tensor<16x1x16xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v340 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<16x16xf32>) -> tensor<16x1x16xf32>
    %v341 = "stablehlo.multiply"(%v306, %v339) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v342 = "stablehlo.multiply"(%v338, %v340) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v343 = "stablehlo.add"(%v341, %v342) : (tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %v344 = "stablehlo.reshape"(%v334) : (tensor<16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v345 = "stablehlo.transpose"(%v344) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<16x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %v346 = "stablehlo.reshape"(%v345) : (tensor<1x16x4x16xf32>) -> tensor<1x64x16xf32>
    %v347 = "stablehlo.convert"(%v343) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v348 = "stablehlo.convert"(%v325) : (tensor<16x1x16xf32>) -> tensor<16x1x16xbf16>
    %v349 = "stablehlo.convert"(%v347) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v350 = "stablehlo.convert"(%v348) : (tensor<16x1x16xbf16>) -> tensor<16x1x16xf32>
    %v351 = "stablehlo.transpose"(%v349) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v352 = "stablehlo.transpose"(%v350) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xf32>) -> tensor<1x16x16xf32>
    %v353 = "stablehlo.slice"(%arg8) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v354 = "stablehlo.reshape"(%v353) : (tensor<1xi32>) -> tensor<i32>
    %v355 = "stablehlo.dynamic_slice"(%arg9, %v354, %v32, %v34, %v32, %v32) {slice_sizes = array<i64: 1, 1, 8, 16, 16>} : (tensor<2x1x?x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16x16xbf16>
    %v356 = "stablehlo.reshape"(%v355) : (tensor<1x1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v357 = "stablehlo.transpose"(%v356) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<1x8x16x16xbf16>) -> tensor<1x8x16x16xbf16>
    %v358 = "stablehlo.reshape"(%v357) : (tensor<1x8x16x16xbf16>) -> tensor<1x128x16xbf16>
    %v359 = "stablehlo.convert"(%v358) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v360 = "stablehlo.dynamic_slice"(%arg10, %v354, %v32, %arg4, %v32) {slice_sizes = array<i64: 1, 1, 128, 16>} : (tensor<2x1x?x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x16xbf16>
    %v361 = "stablehlo.reshape"(%v360) : (tensor<1x1x128x16xbf16>) -> tensor<1x128x16xbf16>
    %v362 = "stablehlo.convert"(%v361) : (tensor<1x128x16xbf16>) -> tensor<1x128x16xf32>
    %v363 = "stablehlo.concatenate"(%v359, %v351) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v364 = "stablehlo.concatenate"(%v362, %v352) {dimension = 1 : i64} : (tensor<1x128x16xf32>, tensor<1x16x16xf32>) -> tensor<1x144x16xf32>
    %v365 = iree_encoding.set_encoding %v346 : tensor<1x64x16xf32> -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v366 = iree_encoding.set_encoding %v363 : tensor<1x144x16xf32> -> tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v367 = tensor.empty() : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v368 = arith.constant 0.0 : f32
    %v369 = linalg.fill ins(%v368 : f32) outs(%v367 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>) -> tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v370 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v365, %v366 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>, tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>) outs(%v369 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>) -> tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>>
    %v371 = iree_encoding.unset_encoding %v370 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 144, 16]>> -> tensor<1x64x144xf32>
    %v372 = "stablehlo.reshape"(%v371) : (tensor<1x64x144xf32>) -> tensor<1x16x4x144xf32>
    %v373 = "stablehlo.multiply"(%v372, %v31) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v374 = "stablehlo.select"(%v29, %v373, %v30) : (tensor<1x16x4x144xi1>, tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v375 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v376 = "stablehlo.reduce"(%v374, %v375) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v377 = "stablehlo.broadcast_in_dim"(%v376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x16x4xf32>) -> tensor<1x16x4x144xf32>
    %v378 = "stablehlo.subtract"(%v374, %v377) : (tensor<1x16x4x144xf32>, tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v379 = "stablehlo.exponential"(%v378) : (tensor<1x16x4x144xf32>) -> tensor<1x16x4x144xf32>
    %v380 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v381 = "stablehlo.reduce"(%v379, %v380) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x16x4x144xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    %v382 = "stablehlo.reshape"(%v379) : (tensor<1x16x4x144xf32>) -> tensor<1x64x144xf32>
    %v383 = iree_encoding.set_encoding %v382 : tensor<1x64x144xf32> -> tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v384 = iree_encoding.set_encoding %v364 : tensor<1x144x16xf32> -> tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v385 = tensor.empty() : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v386 = arith.constant 0.0 : f32
    %v387 = linalg.fill ins(%v386 : f32) outs(%v385 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v388 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v383, %v384 : tensor<1x64x144xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>, tensor<1x144x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>) outs(%v387 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>) -> tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>>
    %v389 = iree_encoding.unset_encoding %v388 : tensor<1x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [1, 64, 16, 144]>> -> tensor<1x64x16xf32>
    %v390 = "stablehlo.reshape"(%v381) : (tensor<1x16x4xf32>) -> tensor<1x64xf32>
    %v391 = "stablehlo.broadcast_in_dim"(%v390) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x64xf32>) -> tensor<1x64x16xf32>
    %v392 = "stablehlo.divide"(%v389, %v391) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %v393 = "stablehlo.reshape"(%v392) : (tensor<1x64x16xf32>) -> tensor<1x16x4x16xf32>
    %v394 = "stablehlo.transpose"(%v393) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x16x4x16xf32>) -> tensor<16x1x4x16xf32>
    %v395 = "stablehlo.reshape"(%v394) : (tensor<16x1x4x16xf32>) -> tensor<16x64xf32>
    %v396 = util.global.load @p40 : tensor<64x64xi8>
    %v397 = util.global.load @p41 : tensor<64xf32>
    %v398 = tensor.empty() : tensor<4x64x4x1xf32>
    %v399 = linalg.pack %v395 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v398 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v400 = tensor.empty() : tensor<4x64x16x1xi8>
    %v401 = linalg.pack %v396 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v400 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v402 = tensor.empty() : tensor<4x4x4x16xf32>
    %v403 = arith.constant 0.0 : f32
    %v404 = linalg.fill ins(%v403 : f32) outs(%v402 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v405 = linalg.mmt4d ins(%v399, %v401 : tensor<4x64x4x1xf32>, tensor<4x64x16x1xi8>) outs(%v404 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v406 = tensor.empty() : tensor<16x64xf32>
    %v407 = linalg.unpack %v405 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v406 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v397) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v409 = "stablehlo.multiply"(%v407, %v408) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v410 = "stablehlo.add"(%v250, %v409) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v411 = util.global.load @p27 : tensor<64xbf16>
    %v412 = "stablehlo.multiply"(%v410, %v410) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v413 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v414 = "stablehlo.reduce"(%v412, %v413) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %v415 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<16xf32>
    %v416 = "stablehlo.multiply"(%v414, %v415) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v416) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v418 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<16x64xf32>
    %v419 = "stablehlo.add"(%v417, %v418) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v420 = "stablehlo.rsqrt"(%v419) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %v421 = "stablehlo.multiply"(%v410, %v420) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v422 = "stablehlo.convert"(%v411) : (tensor<64xbf16>) -> tensor<64xf32>
    %v423 = "stablehlo.broadcast_in_dim"(%v422) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v424 = "stablehlo.multiply"(%v421, %v423) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v425 = util.global.load @p43 : tensor<160x64xi8>
    %v426 = util.global.load @p44 : tensor<160xf32>
    %v427 = tensor.empty() : tensor<4x64x4x1xf32>
    %v428 = linalg.pack %v424 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v427 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v429 = tensor.empty() : tensor<10x64x16x1xi8>
    %v430 = linalg.pack %v425 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v429 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v431 = tensor.empty() : tensor<4x10x4x16xf32>
    %v432 = arith.constant 0.0 : f32
    %v433 = linalg.fill ins(%v432 : f32) outs(%v431 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v434 = linalg.mmt4d ins(%v428, %v430 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v433 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v435 = tensor.empty() : tensor<16x160xf32>
    %v436 = linalg.unpack %v434 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v435 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v437 = "stablehlo.broadcast_in_dim"(%v426) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v438 = "stablehlo.multiply"(%v436, %v437) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v439 = "stablehlo.logistic"(%v438) : (tensor<16x160xf32>) -> tensor<16x160xf32>
    %v440 = "stablehlo.multiply"(%v438, %v439) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v441 = util.global.load @p46 : tensor<160x64xi8>
    %v442 = util.global.load @p47 : tensor<160xf32>
    %v443 = tensor.empty() : tensor<4x64x4x1xf32>
    %v444 = linalg.pack %v424 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v443 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v445 = tensor.empty() : tensor<10x64x16x1xi8>
    %v446 = linalg.pack %v441 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v445 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v447 = tensor.empty() : tensor<4x10x4x16xf32>
    %v448 = arith.constant 0.0 : f32
    %v449 = linalg.fill ins(%v448 : f32) outs(%v447 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v450 = linalg.mmt4d ins(%v444, %v446 : tensor<4x64x4x1xf32>, tensor<10x64x16x1xi8>) outs(%v449 : tensor<4x10x4x16xf32>) -> tensor<4x10x4x16xf32>
    %v451 = tensor.empty() : tensor<16x160xf32>
    %v452 = linalg.unpack %v450 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v451 : tensor<4x10x4x16xf32> -> tensor<16x160xf32>
    %v453 = "stablehlo.broadcast_in_dim"(%v442) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<16x160xf32>
    %v454 = "stablehlo.multiply"(%v452, %v453) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v455 = "stablehlo.multiply"(%v440, %v454) : (tensor<16x160xf32>, tensor<16x160xf32>) -> tensor<16x160xf32>
    %v456 = util.global.load @p49 : tensor<64x160xi8>
    %v457 = util.global.load @p50 : tensor<64xf32>
    %v458 = tensor.empty() : tensor<4x160x4x1xf32>
    %v459 = linalg.pack %v455 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v458 : tensor<16x160xf32> -> tensor<4x160x4x1xf32>
    %v460 = tensor.empty() : tensor<4x160x16x1xi8>
    %v461 = linalg.pack %v456 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v460 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v462 = tensor.empty() : tensor<4x4x4x16xf32>
    %v463 = arith.constant 0.0 : f32
    %v464 = linalg.fill ins(%v463 : f32) outs(%v462 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v465 = linalg.mmt4d ins(%v459, %v461 : tensor<4x160x4x1xf32>, tensor<4x160x16x1xi8>) outs(%v464 : tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %v466 = tensor.empty() : tensor<16x64xf32>
    %v467 = linalg.unpack %v465 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v466 : tensor<4x4x4x16xf32> -> tensor<16x64xf32>
    %v468 = "stablehlo.broadcast_in_dim"(%v457) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v469 = "stablehlo.multiply"(%v467, %v468) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v470 = "stablehlo.add"(%v410, %v469) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v471 = "stablehlo.transpose"(%v347) {permutation = array<i64: 1, 2, 0>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v472 = "stablehlo.reshape"(%v471) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v473 = "stablehlo.transpose"(%v348) {permutation = array<i64: 1, 0, 2>} : (tensor<16x1x16xbf16>) -> tensor<1x16x16xbf16>
    %v474 = "stablehlo.reshape"(%v473) : (tensor<1x16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %v475 = "stablehlo.concatenate"(%v252, %v472) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v476 = "stablehlo.concatenate"(%v254, %v474) {dimension = 0 : i64} : (tensor<1x1x16x16xbf16>, tensor<1x1x16x16xbf16>) -> tensor<2x1x16x16xbf16>
    %v477 = "stablehlo.dynamic_slice"(%v470, %arg7, %v32) {slice_sizes = array<i64: 1, 64>} : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %v478 = util.global.load @p56 : tensor<64xbf16>
    %v479 = "stablehlo.multiply"(%v477, %v477) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v480 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v481 = "stablehlo.reduce"(%v479, %v480) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v482 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v483 = "stablehlo.multiply"(%v481, %v482) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v484 = "stablehlo.broadcast_in_dim"(%v483) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v485 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v486 = "stablehlo.add"(%v484, %v485) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v487 = "stablehlo.rsqrt"(%v486) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v488 = "stablehlo.multiply"(%v477, %v487) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v489 = "stablehlo.convert"(%v478) : (tensor<64xbf16>) -> tensor<64xf32>
    %v490 = "stablehlo.broadcast_in_dim"(%v489) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v491 = "stablehlo.multiply"(%v488, %v490) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v492 = util.global.load @p53 : tensor<151936x64xi8>
    %v493 = util.global.load @p54 : tensor<151936xf32>
    %v494 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v495 = linalg.pack %v492 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v494 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v496 = "stablehlo.reshape"(%v495) : (tensor<9496x64x16x1xi8>) -> tensor<9496x64x16xi8>
    %v497 = "stablehlo.reshape"(%v491) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v498 = tensor.empty() : tensor<9496x16xf32>
    %v499 = arith.constant 0.0 : f32
    %v500 = linalg.fill ins(%v499 : f32) outs(%v498 : tensor<9496x16xf32>) -> tensor<9496x16xf32>
    %v501 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v497, %v496 : tensor<64xf32>, tensor<9496x64x16xi8>) outs(%v500 : tensor<9496x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [8, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<9496x16xf32>
    %v502 = "stablehlo.reshape"(%v501) : (tensor<9496x16xf32>) -> tensor<1x9496x16xf32>
    %v503 = "stablehlo.reshape"(%v493) : (tensor<151936xf32>) -> tensor<1x9496x16xf32>
    %v504 = "stablehlo.multiply"(%v502, %v503) : (tensor<1x9496x16xf32>, tensor<1x9496x16xf32>) -> tensor<1x9496x16xf32>
    %v505 = "stablehlo.reshape"(%v504) : (tensor<1x9496x16xf32>) -> tensor<1x151936xf32>
    return %v505, %v470, %v475, %v476 : tensor<1x151936xf32>, tensor<16x64xf32>, tensor<2x1x16x16xbf16>, tensor<2x1x16x16xbf16>
  }
  func.func @head_c16(%arg0: tensor<16x64xf32>) -> (tensor<16x151936xf32>) {
    %v1 = util.global.load @p56 : tensor<64xbf16>
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
    %v15 = util.global.load @p53 : tensor<151936x64xi8>
    %v16 = util.global.load @p54 : tensor<151936xf32>
    %v17 = tensor.empty() : tensor<4x64x4x1xf32>
    %v18 = linalg.pack %v14 inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %v17 : tensor<16x64xf32> -> tensor<4x64x4x1xf32>
    %v19 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v20 = linalg.pack %v15 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v19 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v21 = tensor.empty() : tensor<4x9496x4x16xf32>
    %v22 = arith.constant 0.0 : f32
    %v23 = linalg.fill ins(%v22 : f32) outs(%v21 : tensor<4x9496x4x16xf32>) -> tensor<4x9496x4x16xf32>
    %v24 = linalg.mmt4d ins(%v18, %v20 : tensor<4x64x4x1xf32>, tensor<9496x64x16x1xi8>) outs(%v23 : tensor<4x9496x4x16xf32>) -> tensor<4x9496x4x16xf32>
    %v25 = tensor.empty() : tensor<16x151936xf32>
    %v26 = linalg.unpack %v24 inner_dims_pos = [0, 1] inner_tiles = [4, 16] into %v25 : tensor<4x9496x4x16xf32> -> tensor<16x151936xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<16x151936xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<16x151936xf32>, tensor<16x151936xf32>) -> tensor<16x151936xf32>
    return %v28 : tensor<16x151936xf32>
  }
  func.func @kv_write_c16(%arg0: tensor<2x1x?x16x16xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x16xbf16>, %arg3: tensor<2x1x16x16xbf16>, %arg4: tensor<i32>) -> (tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = stablehlo.constant dense<0> : tensor<i32>
    %v3 = "stablehlo.add"(%arg4, %v2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v21 = stablehlo.constant dense<1> : tensor<i32>
    %v22 = "stablehlo.add"(%arg4, %v21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v23 = stablehlo.constant dense<0> : tensor<i32>
    %v24 = stablehlo.constant dense<16> : tensor<i32>
    %v25 = "stablehlo.divide"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v26 = "stablehlo.remainder"(%v22, %v24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v27 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v28 = "stablehlo.reshape"(%v27) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v39 = tensor.insert_slice %v28 into %v20[%v30, %v32, %v34, %v36, %v38] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v40 = stablehlo.constant dense<2> : tensor<i32>
    %v41 = "stablehlo.add"(%arg4, %v40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v42 = stablehlo.constant dense<0> : tensor<i32>
    %v43 = stablehlo.constant dense<16> : tensor<i32>
    %v44 = "stablehlo.divide"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v45 = "stablehlo.remainder"(%v41, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v46 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 2>, limit_indices = array<i64: 2, 1, 16, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v58 = tensor.insert_slice %v47 into %v39[%v49, %v51, %v53, %v55, %v57] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v59 = stablehlo.constant dense<3> : tensor<i32>
    %v60 = "stablehlo.add"(%arg4, %v59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v61 = stablehlo.constant dense<0> : tensor<i32>
    %v62 = stablehlo.constant dense<16> : tensor<i32>
    %v63 = "stablehlo.divide"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v64 = "stablehlo.remainder"(%v60, %v62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v65 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 3>, limit_indices = array<i64: 2, 1, 16, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v66 = "stablehlo.reshape"(%v65) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v77 = tensor.insert_slice %v66 into %v58[%v68, %v70, %v72, %v74, %v76] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v78 = stablehlo.constant dense<4> : tensor<i32>
    %v79 = "stablehlo.add"(%arg4, %v78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v80 = stablehlo.constant dense<0> : tensor<i32>
    %v81 = stablehlo.constant dense<16> : tensor<i32>
    %v82 = "stablehlo.divide"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v83 = "stablehlo.remainder"(%v79, %v81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v84 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 4>, limit_indices = array<i64: 2, 1, 16, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v85 = "stablehlo.reshape"(%v84) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v96 = tensor.insert_slice %v85 into %v77[%v87, %v89, %v91, %v93, %v95] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v97 = stablehlo.constant dense<5> : tensor<i32>
    %v98 = "stablehlo.add"(%arg4, %v97) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v99 = stablehlo.constant dense<0> : tensor<i32>
    %v100 = stablehlo.constant dense<16> : tensor<i32>
    %v101 = "stablehlo.divide"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v102 = "stablehlo.remainder"(%v98, %v100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v103 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 5>, limit_indices = array<i64: 2, 1, 16, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v115 = tensor.insert_slice %v104 into %v96[%v106, %v108, %v110, %v112, %v114] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v116 = stablehlo.constant dense<6> : tensor<i32>
    %v117 = "stablehlo.add"(%arg4, %v116) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v118 = stablehlo.constant dense<0> : tensor<i32>
    %v119 = stablehlo.constant dense<16> : tensor<i32>
    %v120 = "stablehlo.divide"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v121 = "stablehlo.remainder"(%v117, %v119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v122 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 6>, limit_indices = array<i64: 2, 1, 16, 7>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v123 = "stablehlo.reshape"(%v122) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v134 = tensor.insert_slice %v123 into %v115[%v125, %v127, %v129, %v131, %v133] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v135 = stablehlo.constant dense<7> : tensor<i32>
    %v136 = "stablehlo.add"(%arg4, %v135) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v137 = stablehlo.constant dense<0> : tensor<i32>
    %v138 = stablehlo.constant dense<16> : tensor<i32>
    %v139 = "stablehlo.divide"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v140 = "stablehlo.remainder"(%v136, %v138) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v141 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 7>, limit_indices = array<i64: 2, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v153 = tensor.insert_slice %v142 into %v134[%v144, %v146, %v148, %v150, %v152] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v154 = stablehlo.constant dense<8> : tensor<i32>
    %v155 = "stablehlo.add"(%arg4, %v154) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v156 = stablehlo.constant dense<0> : tensor<i32>
    %v157 = stablehlo.constant dense<16> : tensor<i32>
    %v158 = "stablehlo.divide"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v159 = "stablehlo.remainder"(%v155, %v157) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v160 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 2, 1, 16, 9>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v161 = "stablehlo.reshape"(%v160) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v172 = tensor.insert_slice %v161 into %v153[%v163, %v165, %v167, %v169, %v171] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v173 = stablehlo.constant dense<9> : tensor<i32>
    %v174 = "stablehlo.add"(%arg4, %v173) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v175 = stablehlo.constant dense<0> : tensor<i32>
    %v176 = stablehlo.constant dense<16> : tensor<i32>
    %v177 = "stablehlo.divide"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v178 = "stablehlo.remainder"(%v174, %v176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v179 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 9>, limit_indices = array<i64: 2, 1, 16, 10>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v180 = "stablehlo.reshape"(%v179) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v191 = tensor.insert_slice %v180 into %v172[%v182, %v184, %v186, %v188, %v190] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v192 = stablehlo.constant dense<10> : tensor<i32>
    %v193 = "stablehlo.add"(%arg4, %v192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v194 = stablehlo.constant dense<0> : tensor<i32>
    %v195 = stablehlo.constant dense<16> : tensor<i32>
    %v196 = "stablehlo.divide"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v197 = "stablehlo.remainder"(%v193, %v195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v198 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 10>, limit_indices = array<i64: 2, 1, 16, 11>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v199 = "stablehlo.reshape"(%v198) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v210 = tensor.insert_slice %v199 into %v191[%v201, %v203, %v205, %v207, %v209] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v211 = stablehlo.constant dense<11> : tensor<i32>
    %v212 = "stablehlo.add"(%arg4, %v211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v213 = stablehlo.constant dense<0> : tensor<i32>
    %v214 = stablehlo.constant dense<16> : tensor<i32>
    %v215 = "stablehlo.divide"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v216 = "stablehlo.remainder"(%v212, %v214) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v217 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 11>, limit_indices = array<i64: 2, 1, 16, 12>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v218 = "stablehlo.reshape"(%v217) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v229 = tensor.insert_slice %v218 into %v210[%v220, %v222, %v224, %v226, %v228] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v230 = stablehlo.constant dense<12> : tensor<i32>
    %v231 = "stablehlo.add"(%arg4, %v230) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v232 = stablehlo.constant dense<0> : tensor<i32>
    %v233 = stablehlo.constant dense<16> : tensor<i32>
    %v234 = "stablehlo.divide"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v235 = "stablehlo.remainder"(%v231, %v233) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v236 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 12>, limit_indices = array<i64: 2, 1, 16, 13>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v237 = "stablehlo.reshape"(%v236) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v248 = tensor.insert_slice %v237 into %v229[%v239, %v241, %v243, %v245, %v247] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v249 = stablehlo.constant dense<13> : tensor<i32>
    %v250 = "stablehlo.add"(%arg4, %v249) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v251 = stablehlo.constant dense<0> : tensor<i32>
    %v252 = stablehlo.constant dense<16> : tensor<i32>
    %v253 = "stablehlo.divide"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v254 = "stablehlo.remainder"(%v250, %v252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v255 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 13>, limit_indices = array<i64: 2, 1, 16, 14>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v256 = "stablehlo.reshape"(%v255) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v267 = tensor.insert_slice %v256 into %v248[%v258, %v260, %v262, %v264, %v266] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v268 = stablehlo.constant dense<14> : tensor<i32>
    %v269 = "stablehlo.add"(%arg4, %v268) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v270 = stablehlo.constant dense<0> : tensor<i32>
    %v271 = stablehlo.constant dense<16> : tensor<i32>
    %v272 = "stablehlo.divide"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v273 = "stablehlo.remainder"(%v269, %v271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v274 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 14>, limit_indices = array<i64: 2, 1, 16, 15>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v275 = "stablehlo.reshape"(%v274) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v286 = tensor.insert_slice %v275 into %v267[%v277, %v279, %v281, %v283, %v285] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v287 = stablehlo.constant dense<15> : tensor<i32>
    %v288 = "stablehlo.add"(%arg4, %v287) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v289 = stablehlo.constant dense<0> : tensor<i32>
    %v290 = stablehlo.constant dense<16> : tensor<i32>
    %v291 = "stablehlo.divide"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v292 = "stablehlo.remainder"(%v288, %v290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v293 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 15>, limit_indices = array<i64: 2, 1, 16, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x16xbf16>) -> tensor<2x1x16x1xbf16>
    %v294 = "stablehlo.reshape"(%v293) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v305 = tensor.insert_slice %v294 into %v286[%v296, %v298, %v300, %v302, %v304] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v306 = tensor.extract %v1[] : tensor<i32>
    %v307 = arith.index_cast %v306 : i32 to index
    %v308 = tensor.extract %v1[] : tensor<i32>
    %v309 = arith.index_cast %v308 : i32 to index
    %v310 = tensor.extract %arg4[] : tensor<i32>
    %v311 = arith.index_cast %v310 : i32 to index
    %v312 = tensor.extract %v1[] : tensor<i32>
    %v313 = arith.index_cast %v312 : i32 to index
    %v314 = tensor.insert_slice %arg3 into %arg1[%v307, %v309, %v311, %v313] [2, 1, 16, 16] [1, 1, 1, 1] : tensor<2x1x16x16xbf16> into tensor<2x1x?x16xbf16>
    return %v305, %v314 : tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>
  }
  func.func @decode_n1(%arg0: tensor<1xi32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi32>, %arg3: tensor<1xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x1x?x16x16xbf16>, %arg6: tensor<2x1x?x16xbf16>) -> (tensor<1x151936xf32>, tensor<2x1x16x1xbf16>, tensor<2x1x1x16xbf16>) {
    %v1 = util.global.load @p52 : tensor<151936x64xbf16>
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
    %v86 = util.global.load @p2 : tensor<64x64xi8>
    %v87 = util.global.load @p3 : tensor<64xf32>
    %v88 = util.global.load @p5 : tensor<64xbf16>
    %v89 = tensor.empty() : tensor<4x64x16x1xi8>
    %v90 = linalg.pack %v86 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v89 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v91 = "stablehlo.reshape"(%v90) : (tensor<4x64x16x1xi8>) -> tensor<4x64x16xi8>
    %v92 = "stablehlo.reshape"(%v85) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v93 = tensor.empty() : tensor<4x16xf32>
    %v94 = arith.constant 0.0 : f32
    %v95 = linalg.fill ins(%v94 : f32) outs(%v93 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %v96 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v92, %v91 : tensor<64xf32>, tensor<4x64x16xi8>) outs(%v95 : tensor<4x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [4, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<4x16xf32>
    %v97 = "stablehlo.reshape"(%v96) : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %v98 = "stablehlo.reshape"(%v87) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v99 = "stablehlo.multiply"(%v97, %v98) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v100 = "stablehlo.convert"(%v88) : (tensor<64xbf16>) -> tensor<64xf32>
    %v101 = "stablehlo.reshape"(%v100) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v102 = "stablehlo.add"(%v99, %v101) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v103 = "stablehlo.reshape"(%v102) : (tensor<1x4x16xf32>) -> tensor<1x64xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v105 = util.global.load @p6 : tensor<16x64xi8>
    %v106 = util.global.load @p7 : tensor<16xf32>
    %v107 = util.global.load @p9 : tensor<16xbf16>
    %v108 = tensor.empty() : tensor<1x64x16x1xi8>
    %v109 = linalg.pack %v105 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v108 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<1x64x16x1xi8>) -> tensor<1x64x16xi8>
    %v111 = "stablehlo.reshape"(%v85) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v112 = tensor.empty() : tensor<1x16xf32>
    %v113 = arith.constant 0.0 : f32
    %v114 = linalg.fill ins(%v113 : f32) outs(%v112 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v115 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v111, %v110 : tensor<64xf32>, tensor<1x64x16xi8>) outs(%v114 : tensor<1x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x16xf32>
    %v116 = "stablehlo.reshape"(%v115) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v117 = "stablehlo.reshape"(%v106) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v118 = "stablehlo.multiply"(%v116, %v117) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v119 = "stablehlo.convert"(%v107) : (tensor<16xbf16>) -> tensor<16xf32>
    %v120 = "stablehlo.reshape"(%v119) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v121 = "stablehlo.add"(%v118, %v120) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v122 = "stablehlo.reshape"(%v121) : (tensor<1x1x16xf32>) -> tensor<1x16xf32>
    %v123 = "stablehlo.reshape"(%v122) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v124 = util.global.load @p10 : tensor<16x64xi8>
    %v125 = util.global.load @p11 : tensor<16xf32>
    %v126 = util.global.load @p13 : tensor<16xbf16>
    %v127 = tensor.empty() : tensor<1x64x16x1xi8>
    %v128 = linalg.pack %v124 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v127 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v129 = "stablehlo.reshape"(%v128) : (tensor<1x64x16x1xi8>) -> tensor<1x64x16xi8>
    %v130 = "stablehlo.reshape"(%v85) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v131 = tensor.empty() : tensor<1x16xf32>
    %v132 = arith.constant 0.0 : f32
    %v133 = linalg.fill ins(%v132 : f32) outs(%v131 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v134 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v130, %v129 : tensor<64xf32>, tensor<1x64x16xi8>) outs(%v133 : tensor<1x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x16xf32>
    %v135 = "stablehlo.reshape"(%v134) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v136 = "stablehlo.reshape"(%v125) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v137 = "stablehlo.multiply"(%v135, %v136) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v138 = "stablehlo.convert"(%v126) : (tensor<16xbf16>) -> tensor<16xf32>
    %v139 = "stablehlo.reshape"(%v138) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v140 = "stablehlo.add"(%v137, %v139) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v141 = "stablehlo.reshape"(%v140) : (tensor<1x1x16xf32>) -> tensor<1x16xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v143 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v144 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v145 = "stablehlo.negate"(%v144) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v146 = "stablehlo.concatenate"(%v145, %v143) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v148 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v149 = "stablehlo.multiply"(%v104, %v147) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v150 = "stablehlo.multiply"(%v146, %v148) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v151 = "stablehlo.add"(%v149, %v150) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v152 = "stablehlo.slice"(%v123) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v153 = "stablehlo.slice"(%v123) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v154 = "stablehlo.negate"(%v153) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v155 = "stablehlo.concatenate"(%v154, %v152) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v156 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v157 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v158 = "stablehlo.multiply"(%v123, %v156) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v159 = "stablehlo.multiply"(%v155, %v157) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v160 = "stablehlo.add"(%v158, %v159) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v161 = "stablehlo.reshape"(%v151) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v162 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x16xf32>
    %v163 = "stablehlo.multiply"(%v161, %v162) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x1x4x16xf32>
    %v165 = "stablehlo.concatenate"(%v163, %v164) {dimension = 2 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x8x16xf32>
    %v166 = "stablehlo.reshape"(%v165) : (tensor<1x1x8x16xf32>) -> tensor<1x1x1x8x16xf32>
    %v167 = "stablehlo.transpose"(%v166) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x1x1x8x16xf32>) -> tensor<1x1x1x16x8xf32>
    %v168 = "stablehlo.convert"(%v160) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v169 = "stablehlo.convert"(%v142) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v170 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<1xi32>) -> tensor<i32>
    %v172 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v174 = stablehlo.constant dense<0> : tensor<i32>
    %v175 = tensor.extract %v171[] : tensor<i32>
    %v176 = arith.index_cast %v175 : i32 to index
    %v177 = tensor.extract %v174[] : tensor<i32>
    %v178 = arith.index_cast %v177 : i32 to index
    %v179 = tensor.extract %v18[] : tensor<i32>
    %v180 = arith.index_cast %v179 : i32 to index
    %v181 = tensor.extract %v174[] : tensor<i32>
    %v182 = arith.index_cast %v181 : i32 to index
    %v183 = tensor.extract %v174[] : tensor<i32>
    %v184 = arith.index_cast %v183 : i32 to index
    %v185 = tensor.extract %v21[] : tensor<i32>
    %v186 = arith.index_cast %v185 : i32 to index
    %v187 = tensor.extract_slice %arg5[%v176, %v178, %v180, %v182, %v184] [1, 1, %v186, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xbf16> to tensor<1x1x?x16x16xbf16>
    %v188 = tensor.collapse_shape %v187 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xbf16> into tensor<1x?x16x16xbf16>
    %v189 = arith.constant 1 : index
    %v190 = tensor.dim %v188, %v189 : tensor<1x?x16x16xbf16>
    %v191 = tensor.expand_shape %v188 [[0], [1], [2], [3, 4]] output_shape [1, %v190, 16, 16, 1] : tensor<1x?x16x16xbf16> into tensor<1x?x16x16x1xbf16>
    %v192 = arith.constant 1 : index
    %v193 = tensor.dim %v191, %v192 : tensor<1x?x16x16x1xbf16>
    %v194 = tensor.empty(%v193) : tensor<1x1x?x8x16xf32>
    %v195 = arith.constant 0.0 : f32
    %v196 = linalg.fill ins(%v195 : f32) outs(%v194 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v197 = linalg.batch_mmt4d ins(%v173, %v191 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xbf16>) outs(%v196 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v198 = "stablehlo.transpose"(%v197) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v199 = tensor.collapse_shape %v198 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v200 = "stablehlo.select"(%v61, %v199, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v201 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v203 = stablehlo.constant dense<1> : tensor<i32>
    %v204 = "stablehlo.reshape"(%v203) : (tensor<i32>) -> tensor<1xi32>
    %v205 = stablehlo.constant dense<8> : tensor<i32>
    %v206 = "stablehlo.reshape"(%v205) : (tensor<i32>) -> tensor<1xi32>
    %v207 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v208 = stablehlo.constant dense<16> : tensor<i32>
    %v209 = "stablehlo.reshape"(%v208) : (tensor<i32>) -> tensor<1xi32>
    %v210 = "stablehlo.concatenate"(%v204, %v206, %v207, %v209) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v211 = "stablehlo.dynamic_broadcast_in_dim"(%v202, %v210) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v212 = "stablehlo.subtract"(%v200, %v211) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v213 = "stablehlo.exponential"(%v212) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v214 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v215 = "stablehlo.reduce"(%v213, %v214) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v216 = tensor.collapse_shape %v213 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v217 = tensor.extract %v171[] : tensor<i32>
    %v218 = arith.index_cast %v217 : i32 to index
    %v219 = tensor.extract %v174[] : tensor<i32>
    %v220 = arith.index_cast %v219 : i32 to index
    %v221 = tensor.extract %v14[] : tensor<i32>
    %v222 = arith.index_cast %v221 : i32 to index
    %v223 = tensor.extract %v174[] : tensor<i32>
    %v224 = arith.index_cast %v223 : i32 to index
    %v225 = tensor.extract %v22[] : tensor<i32>
    %v226 = arith.index_cast %v225 : i32 to index
    %v227 = tensor.extract_slice %arg6[%v218, %v220, %v222, %v224] [1, 1, %v226, 16] [1, 1, 1, 1] : tensor<2x1x?x16xbf16> to tensor<1x1x?x16xbf16>
    %v228 = "stablehlo.convert"(%v227) : (tensor<1x1x?x16xbf16>) -> tensor<1x1x?x16xf32>
    %v229 = "stablehlo.dot_general"(%v216, %v228) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v230 = "stablehlo.reshape"(%v229) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v231 = "stablehlo.reshape"(%v202) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v232 = "stablehlo.reshape"(%v215) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v233 = "stablehlo.convert"(%v168) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v234 = "stablehlo.dot_general"(%v165, %v233) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x8x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v235 = "stablehlo.maximum"(%v231, %v234) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v236 = "stablehlo.subtract"(%v231, %v235) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v237 = "stablehlo.exponential"(%v236) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v238 = "stablehlo.subtract"(%v234, %v235) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v239 = "stablehlo.exponential"(%v238) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v240 = "stablehlo.multiply"(%v232, %v237) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v241 = "stablehlo.add"(%v240, %v239) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v237) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v239) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v244 = "stablehlo.convert"(%v169) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v244) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v246 = "stablehlo.multiply"(%v230, %v242) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v247 = "stablehlo.multiply"(%v243, %v245) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v248 = "stablehlo.add"(%v246, %v247) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v249 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v250 = "stablehlo.divide"(%v248, %v249) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v251 = "stablehlo.slice"(%v250) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x8x16xf32>) -> tensor<1x1x4x16xf32>
    %v252 = "stablehlo.reshape"(%v251) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v253 = util.global.load @p14 : tensor<64x64xi8>
    %v254 = util.global.load @p15 : tensor<64xf32>
    %v255 = tensor.empty() : tensor<4x64x16x1xi8>
    %v256 = linalg.pack %v253 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v255 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v257 = "stablehlo.reshape"(%v256) : (tensor<4x64x16x1xi8>) -> tensor<4x64x16xi8>
    %v258 = "stablehlo.reshape"(%v252) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v259 = tensor.empty() : tensor<4x16xf32>
    %v260 = arith.constant 0.0 : f32
    %v261 = linalg.fill ins(%v260 : f32) outs(%v259 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %v262 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v258, %v257 : tensor<64xf32>, tensor<4x64x16xi8>) outs(%v261 : tensor<4x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [4, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<4x16xf32>
    %v263 = "stablehlo.reshape"(%v262) : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %v264 = "stablehlo.reshape"(%v254) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v265 = "stablehlo.multiply"(%v263, %v264) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v266 = "stablehlo.reshape"(%v265) : (tensor<1x4x16xf32>) -> tensor<1x64xf32>
    %v267 = "stablehlo.add"(%v4, %v266) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v268 = util.global.load @p1 : tensor<64xbf16>
    %v269 = "stablehlo.multiply"(%v267, %v267) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v270 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v271 = "stablehlo.reduce"(%v269, %v270) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v272 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v273 = "stablehlo.multiply"(%v271, %v272) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v273) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v275 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v276 = "stablehlo.add"(%v274, %v275) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v277 = "stablehlo.rsqrt"(%v276) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v278 = "stablehlo.multiply"(%v267, %v277) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v279 = "stablehlo.convert"(%v268) : (tensor<64xbf16>) -> tensor<64xf32>
    %v280 = "stablehlo.broadcast_in_dim"(%v279) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v281 = "stablehlo.multiply"(%v278, %v280) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v282 = util.global.load @p17 : tensor<160x64xi8>
    %v283 = util.global.load @p18 : tensor<160xf32>
    %v284 = tensor.empty() : tensor<10x64x16x1xi8>
    %v285 = linalg.pack %v282 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v284 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v286 = "stablehlo.reshape"(%v285) : (tensor<10x64x16x1xi8>) -> tensor<10x64x16xi8>
    %v287 = "stablehlo.reshape"(%v281) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v288 = tensor.empty() : tensor<10x16xf32>
    %v289 = arith.constant 0.0 : f32
    %v290 = linalg.fill ins(%v289 : f32) outs(%v288 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %v291 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v287, %v286 : tensor<64xf32>, tensor<10x64x16xi8>) outs(%v290 : tensor<10x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<10x16xf32>
    %v292 = "stablehlo.reshape"(%v291) : (tensor<10x16xf32>) -> tensor<1x10x16xf32>
    %v293 = "stablehlo.reshape"(%v283) : (tensor<160xf32>) -> tensor<1x10x16xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<1x10x16xf32>, tensor<1x10x16xf32>) -> tensor<1x10x16xf32>
    %v295 = "stablehlo.reshape"(%v294) : (tensor<1x10x16xf32>) -> tensor<1x160xf32>
    %v296 = "stablehlo.logistic"(%v295) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v297 = "stablehlo.multiply"(%v295, %v296) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v298 = util.global.load @p20 : tensor<160x64xi8>
    %v299 = util.global.load @p21 : tensor<160xf32>
    %v300 = tensor.empty() : tensor<10x64x16x1xi8>
    %v301 = linalg.pack %v298 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v300 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v302 = "stablehlo.reshape"(%v301) : (tensor<10x64x16x1xi8>) -> tensor<10x64x16xi8>
    %v303 = "stablehlo.reshape"(%v281) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v304 = tensor.empty() : tensor<10x16xf32>
    %v305 = arith.constant 0.0 : f32
    %v306 = linalg.fill ins(%v305 : f32) outs(%v304 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %v307 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v303, %v302 : tensor<64xf32>, tensor<10x64x16xi8>) outs(%v306 : tensor<10x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<10x16xf32>
    %v308 = "stablehlo.reshape"(%v307) : (tensor<10x16xf32>) -> tensor<1x10x16xf32>
    %v309 = "stablehlo.reshape"(%v299) : (tensor<160xf32>) -> tensor<1x10x16xf32>
    %v310 = "stablehlo.multiply"(%v308, %v309) : (tensor<1x10x16xf32>, tensor<1x10x16xf32>) -> tensor<1x10x16xf32>
    %v311 = "stablehlo.reshape"(%v310) : (tensor<1x10x16xf32>) -> tensor<1x160xf32>
    %v312 = "stablehlo.multiply"(%v297, %v311) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v313 = util.global.load @p23 : tensor<64x160xi8>
    %v314 = util.global.load @p24 : tensor<64xf32>
    %v315 = tensor.empty() : tensor<4x160x16x1xi8>
    %v316 = linalg.pack %v313 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v315 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v317 = "stablehlo.reshape"(%v316) : (tensor<4x160x16x1xi8>) -> tensor<4x160x16xi8>
    %v318 = "stablehlo.reshape"(%v312) : (tensor<1x160xf32>) -> tensor<160xf32>
    %v319 = tensor.empty() : tensor<4x16xf32>
    %v320 = arith.constant 0.0 : f32
    %v321 = linalg.fill ins(%v320 : f32) outs(%v319 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %v322 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v318, %v317 : tensor<160xf32>, tensor<4x160x16xi8>) outs(%v321 : tensor<4x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [4, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<4x16xf32>
    %v323 = "stablehlo.reshape"(%v322) : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %v324 = "stablehlo.reshape"(%v314) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v325 = "stablehlo.multiply"(%v323, %v324) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v326 = "stablehlo.reshape"(%v325) : (tensor<1x4x16xf32>) -> tensor<1x64xf32>
    %v327 = "stablehlo.add"(%v267, %v326) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v328 = "stablehlo.transpose"(%v168) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v329 = "stablehlo.reshape"(%v328) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v330 = "stablehlo.transpose"(%v169) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v331 = "stablehlo.reshape"(%v330) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v332 = util.global.load @p26 : tensor<64xbf16>
    %v333 = "stablehlo.multiply"(%v327, %v327) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v334 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v335 = "stablehlo.reduce"(%v333, %v334) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v336 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v337 = "stablehlo.multiply"(%v335, %v336) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v338 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v339 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v340 = "stablehlo.add"(%v338, %v339) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v341 = "stablehlo.rsqrt"(%v340) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v342 = "stablehlo.multiply"(%v327, %v341) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v343 = "stablehlo.convert"(%v332) : (tensor<64xbf16>) -> tensor<64xf32>
    %v344 = "stablehlo.broadcast_in_dim"(%v343) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v345 = "stablehlo.multiply"(%v342, %v344) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v346 = util.global.load @p28 : tensor<64x64xi8>
    %v347 = util.global.load @p29 : tensor<64xf32>
    %v348 = util.global.load @p31 : tensor<64xbf16>
    %v349 = tensor.empty() : tensor<4x64x16x1xi8>
    %v350 = linalg.pack %v346 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v349 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v351 = "stablehlo.reshape"(%v350) : (tensor<4x64x16x1xi8>) -> tensor<4x64x16xi8>
    %v352 = "stablehlo.reshape"(%v345) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v353 = tensor.empty() : tensor<4x16xf32>
    %v354 = arith.constant 0.0 : f32
    %v355 = linalg.fill ins(%v354 : f32) outs(%v353 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %v356 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v352, %v351 : tensor<64xf32>, tensor<4x64x16xi8>) outs(%v355 : tensor<4x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [4, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<4x16xf32>
    %v357 = "stablehlo.reshape"(%v356) : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %v358 = "stablehlo.reshape"(%v347) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v359 = "stablehlo.multiply"(%v357, %v358) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v360 = "stablehlo.convert"(%v348) : (tensor<64xbf16>) -> tensor<64xf32>
    %v361 = "stablehlo.reshape"(%v360) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v362 = "stablehlo.add"(%v359, %v361) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v363 = "stablehlo.reshape"(%v362) : (tensor<1x4x16xf32>) -> tensor<1x64xf32>
    %v364 = "stablehlo.reshape"(%v363) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %v365 = util.global.load @p32 : tensor<16x64xi8>
    %v366 = util.global.load @p33 : tensor<16xf32>
    %v367 = util.global.load @p35 : tensor<16xbf16>
    %v368 = tensor.empty() : tensor<1x64x16x1xi8>
    %v369 = linalg.pack %v365 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v368 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v370 = "stablehlo.reshape"(%v369) : (tensor<1x64x16x1xi8>) -> tensor<1x64x16xi8>
    %v371 = "stablehlo.reshape"(%v345) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v372 = tensor.empty() : tensor<1x16xf32>
    %v373 = arith.constant 0.0 : f32
    %v374 = linalg.fill ins(%v373 : f32) outs(%v372 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v375 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v371, %v370 : tensor<64xf32>, tensor<1x64x16xi8>) outs(%v374 : tensor<1x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x16xf32>
    %v376 = "stablehlo.reshape"(%v375) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v377 = "stablehlo.reshape"(%v366) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v378 = "stablehlo.multiply"(%v376, %v377) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v379 = "stablehlo.convert"(%v367) : (tensor<16xbf16>) -> tensor<16xf32>
    %v380 = "stablehlo.reshape"(%v379) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v381 = "stablehlo.add"(%v378, %v380) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v382 = "stablehlo.reshape"(%v381) : (tensor<1x1x16xf32>) -> tensor<1x16xf32>
    %v383 = "stablehlo.reshape"(%v382) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v384 = util.global.load @p36 : tensor<16x64xi8>
    %v385 = util.global.load @p37 : tensor<16xf32>
    %v386 = util.global.load @p39 : tensor<16xbf16>
    %v387 = tensor.empty() : tensor<1x64x16x1xi8>
    %v388 = linalg.pack %v384 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v387 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v389 = "stablehlo.reshape"(%v388) : (tensor<1x64x16x1xi8>) -> tensor<1x64x16xi8>
    %v390 = "stablehlo.reshape"(%v345) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v391 = tensor.empty() : tensor<1x16xf32>
    %v392 = arith.constant 0.0 : f32
    %v393 = linalg.fill ins(%v392 : f32) outs(%v391 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %v394 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v390, %v389 : tensor<64xf32>, tensor<1x64x16xi8>) outs(%v393 : tensor<1x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<1x16xf32>
    %v395 = "stablehlo.reshape"(%v394) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v396 = "stablehlo.reshape"(%v385) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v397 = "stablehlo.multiply"(%v395, %v396) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v398 = "stablehlo.convert"(%v386) : (tensor<16xbf16>) -> tensor<16xf32>
    %v399 = "stablehlo.reshape"(%v398) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %v400 = "stablehlo.add"(%v397, %v399) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v401 = "stablehlo.reshape"(%v400) : (tensor<1x1x16xf32>) -> tensor<1x16xf32>
    %v402 = "stablehlo.reshape"(%v401) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v403 = "stablehlo.slice"(%v364) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v404 = "stablehlo.slice"(%v364) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %v405 = "stablehlo.negate"(%v404) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %v406 = "stablehlo.concatenate"(%v405, %v403) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %v407 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x4x16xf32>
    %v409 = "stablehlo.multiply"(%v364, %v407) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v410 = "stablehlo.multiply"(%v406, %v408) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v411 = "stablehlo.add"(%v409, %v410) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v412 = "stablehlo.slice"(%v383) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v413 = "stablehlo.slice"(%v383) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v414 = "stablehlo.negate"(%v413) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v415 = "stablehlo.concatenate"(%v414, %v412) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %v416 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %v418 = "stablehlo.multiply"(%v383, %v416) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v419 = "stablehlo.multiply"(%v415, %v417) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v420 = "stablehlo.add"(%v418, %v419) : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %v421 = "stablehlo.reshape"(%v411) : (tensor<1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v422 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<1x1x4x16xf32>
    %v423 = "stablehlo.multiply"(%v421, %v422) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %v424 = stablehlo.constant dense<0.00000000000000000e0> : tensor<1x1x4x16xf32>
    %v425 = "stablehlo.concatenate"(%v423, %v424) {dimension = 2 : i64} : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x8x16xf32>
    %v426 = "stablehlo.reshape"(%v425) : (tensor<1x1x8x16xf32>) -> tensor<1x1x1x8x16xf32>
    %v427 = "stablehlo.transpose"(%v426) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<1x1x1x8x16xf32>) -> tensor<1x1x1x16x8xf32>
    %v428 = "stablehlo.convert"(%v420) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v429 = "stablehlo.convert"(%v402) : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %v430 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v431 = "stablehlo.reshape"(%v430) : (tensor<1xi32>) -> tensor<i32>
    %v432 = "stablehlo.slice"(%v427) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v433 = "stablehlo.reshape"(%v432) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v434 = stablehlo.constant dense<0> : tensor<i32>
    %v435 = tensor.extract %v431[] : tensor<i32>
    %v436 = arith.index_cast %v435 : i32 to index
    %v437 = tensor.extract %v434[] : tensor<i32>
    %v438 = arith.index_cast %v437 : i32 to index
    %v439 = tensor.extract %v18[] : tensor<i32>
    %v440 = arith.index_cast %v439 : i32 to index
    %v441 = tensor.extract %v434[] : tensor<i32>
    %v442 = arith.index_cast %v441 : i32 to index
    %v443 = tensor.extract %v434[] : tensor<i32>
    %v444 = arith.index_cast %v443 : i32 to index
    %v445 = tensor.extract %v21[] : tensor<i32>
    %v446 = arith.index_cast %v445 : i32 to index
    %v447 = tensor.extract_slice %arg5[%v436, %v438, %v440, %v442, %v444] [1, 1, %v446, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xbf16> to tensor<1x1x?x16x16xbf16>
    %v448 = tensor.collapse_shape %v447 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xbf16> into tensor<1x?x16x16xbf16>
    %v449 = arith.constant 1 : index
    %v450 = tensor.dim %v448, %v449 : tensor<1x?x16x16xbf16>
    %v451 = tensor.expand_shape %v448 [[0], [1], [2], [3, 4]] output_shape [1, %v450, 16, 16, 1] : tensor<1x?x16x16xbf16> into tensor<1x?x16x16x1xbf16>
    %v452 = arith.constant 1 : index
    %v453 = tensor.dim %v451, %v452 : tensor<1x?x16x16x1xbf16>
    %v454 = tensor.empty(%v453) : tensor<1x1x?x8x16xf32>
    %v455 = arith.constant 0.0 : f32
    %v456 = linalg.fill ins(%v455 : f32) outs(%v454 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v457 = linalg.batch_mmt4d ins(%v433, %v451 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xbf16>) outs(%v456 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v458 = "stablehlo.transpose"(%v457) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v459 = tensor.collapse_shape %v458 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v460 = "stablehlo.select"(%v61, %v459, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v461 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v462 = "stablehlo.reduce"(%v460, %v461) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v463 = stablehlo.constant dense<1> : tensor<i32>
    %v464 = "stablehlo.reshape"(%v463) : (tensor<i32>) -> tensor<1xi32>
    %v465 = stablehlo.constant dense<8> : tensor<i32>
    %v466 = "stablehlo.reshape"(%v465) : (tensor<i32>) -> tensor<1xi32>
    %v467 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v468 = stablehlo.constant dense<16> : tensor<i32>
    %v469 = "stablehlo.reshape"(%v468) : (tensor<i32>) -> tensor<1xi32>
    %v470 = "stablehlo.concatenate"(%v464, %v466, %v467, %v469) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v471 = "stablehlo.dynamic_broadcast_in_dim"(%v462, %v470) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v472 = "stablehlo.subtract"(%v460, %v471) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v473 = "stablehlo.exponential"(%v472) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v474 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v475 = "stablehlo.reduce"(%v473, %v474) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v476 = tensor.collapse_shape %v473 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v477 = tensor.extract %v431[] : tensor<i32>
    %v478 = arith.index_cast %v477 : i32 to index
    %v479 = tensor.extract %v434[] : tensor<i32>
    %v480 = arith.index_cast %v479 : i32 to index
    %v481 = tensor.extract %v14[] : tensor<i32>
    %v482 = arith.index_cast %v481 : i32 to index
    %v483 = tensor.extract %v434[] : tensor<i32>
    %v484 = arith.index_cast %v483 : i32 to index
    %v485 = tensor.extract %v22[] : tensor<i32>
    %v486 = arith.index_cast %v485 : i32 to index
    %v487 = tensor.extract_slice %arg6[%v478, %v480, %v482, %v484] [1, 1, %v486, 16] [1, 1, 1, 1] : tensor<2x1x?x16xbf16> to tensor<1x1x?x16xbf16>
    %v488 = "stablehlo.convert"(%v487) : (tensor<1x1x?x16xbf16>) -> tensor<1x1x?x16xf32>
    %v489 = "stablehlo.dot_general"(%v476, %v488) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v490 = "stablehlo.reshape"(%v489) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v491 = "stablehlo.reshape"(%v462) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v492 = "stablehlo.reshape"(%v475) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v493 = "stablehlo.convert"(%v428) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v494 = "stablehlo.dot_general"(%v425, %v493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x8x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %v495 = "stablehlo.maximum"(%v491, %v494) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v496 = "stablehlo.subtract"(%v491, %v495) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v497 = "stablehlo.exponential"(%v496) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v498 = "stablehlo.subtract"(%v494, %v495) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v499 = "stablehlo.exponential"(%v498) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v500 = "stablehlo.multiply"(%v492, %v497) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v501 = "stablehlo.add"(%v500, %v499) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %v502 = "stablehlo.broadcast_in_dim"(%v497) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v503 = "stablehlo.broadcast_in_dim"(%v499) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v504 = "stablehlo.convert"(%v429) : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %v505 = "stablehlo.broadcast_in_dim"(%v504) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v506 = "stablehlo.multiply"(%v490, %v502) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v507 = "stablehlo.multiply"(%v503, %v505) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v508 = "stablehlo.add"(%v506, %v507) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v509 = "stablehlo.broadcast_in_dim"(%v501) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x8xf32>) -> tensor<1x1x8x16xf32>
    %v510 = "stablehlo.divide"(%v508, %v509) : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %v511 = "stablehlo.slice"(%v510) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x8x16xf32>) -> tensor<1x1x4x16xf32>
    %v512 = "stablehlo.reshape"(%v511) : (tensor<1x1x4x16xf32>) -> tensor<1x64xf32>
    %v513 = util.global.load @p40 : tensor<64x64xi8>
    %v514 = util.global.load @p41 : tensor<64xf32>
    %v515 = tensor.empty() : tensor<4x64x16x1xi8>
    %v516 = linalg.pack %v513 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v515 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v517 = "stablehlo.reshape"(%v516) : (tensor<4x64x16x1xi8>) -> tensor<4x64x16xi8>
    %v518 = "stablehlo.reshape"(%v512) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v519 = tensor.empty() : tensor<4x16xf32>
    %v520 = arith.constant 0.0 : f32
    %v521 = linalg.fill ins(%v520 : f32) outs(%v519 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %v522 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v518, %v517 : tensor<64xf32>, tensor<4x64x16xi8>) outs(%v521 : tensor<4x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [4, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<4x16xf32>
    %v523 = "stablehlo.reshape"(%v522) : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %v524 = "stablehlo.reshape"(%v514) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v525 = "stablehlo.multiply"(%v523, %v524) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v526 = "stablehlo.reshape"(%v525) : (tensor<1x4x16xf32>) -> tensor<1x64xf32>
    %v527 = "stablehlo.add"(%v327, %v526) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v528 = util.global.load @p27 : tensor<64xbf16>
    %v529 = "stablehlo.multiply"(%v527, %v527) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v530 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v531 = "stablehlo.reduce"(%v529, %v530) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v532 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v533 = "stablehlo.multiply"(%v531, %v532) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v534 = "stablehlo.broadcast_in_dim"(%v533) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v535 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v536 = "stablehlo.add"(%v534, %v535) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v537 = "stablehlo.rsqrt"(%v536) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v538 = "stablehlo.multiply"(%v527, %v537) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v539 = "stablehlo.convert"(%v528) : (tensor<64xbf16>) -> tensor<64xf32>
    %v540 = "stablehlo.broadcast_in_dim"(%v539) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v541 = "stablehlo.multiply"(%v538, %v540) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v542 = util.global.load @p43 : tensor<160x64xi8>
    %v543 = util.global.load @p44 : tensor<160xf32>
    %v544 = tensor.empty() : tensor<10x64x16x1xi8>
    %v545 = linalg.pack %v542 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v544 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v546 = "stablehlo.reshape"(%v545) : (tensor<10x64x16x1xi8>) -> tensor<10x64x16xi8>
    %v547 = "stablehlo.reshape"(%v541) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v548 = tensor.empty() : tensor<10x16xf32>
    %v549 = arith.constant 0.0 : f32
    %v550 = linalg.fill ins(%v549 : f32) outs(%v548 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %v551 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v547, %v546 : tensor<64xf32>, tensor<10x64x16xi8>) outs(%v550 : tensor<10x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<10x16xf32>
    %v552 = "stablehlo.reshape"(%v551) : (tensor<10x16xf32>) -> tensor<1x10x16xf32>
    %v553 = "stablehlo.reshape"(%v543) : (tensor<160xf32>) -> tensor<1x10x16xf32>
    %v554 = "stablehlo.multiply"(%v552, %v553) : (tensor<1x10x16xf32>, tensor<1x10x16xf32>) -> tensor<1x10x16xf32>
    %v555 = "stablehlo.reshape"(%v554) : (tensor<1x10x16xf32>) -> tensor<1x160xf32>
    %v556 = "stablehlo.logistic"(%v555) : (tensor<1x160xf32>) -> tensor<1x160xf32>
    %v557 = "stablehlo.multiply"(%v555, %v556) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v558 = util.global.load @p46 : tensor<160x64xi8>
    %v559 = util.global.load @p47 : tensor<160xf32>
    %v560 = tensor.empty() : tensor<10x64x16x1xi8>
    %v561 = linalg.pack %v558 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v560 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v562 = "stablehlo.reshape"(%v561) : (tensor<10x64x16x1xi8>) -> tensor<10x64x16xi8>
    %v563 = "stablehlo.reshape"(%v541) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v564 = tensor.empty() : tensor<10x16xf32>
    %v565 = arith.constant 0.0 : f32
    %v566 = linalg.fill ins(%v565 : f32) outs(%v564 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %v567 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v563, %v562 : tensor<64xf32>, tensor<10x64x16xi8>) outs(%v566 : tensor<10x16xf32>) {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<10x16xf32>
    %v568 = "stablehlo.reshape"(%v567) : (tensor<10x16xf32>) -> tensor<1x10x16xf32>
    %v569 = "stablehlo.reshape"(%v559) : (tensor<160xf32>) -> tensor<1x10x16xf32>
    %v570 = "stablehlo.multiply"(%v568, %v569) : (tensor<1x10x16xf32>, tensor<1x10x16xf32>) -> tensor<1x10x16xf32>
    %v571 = "stablehlo.reshape"(%v570) : (tensor<1x10x16xf32>) -> tensor<1x160xf32>
    %v572 = "stablehlo.multiply"(%v557, %v571) : (tensor<1x160xf32>, tensor<1x160xf32>) -> tensor<1x160xf32>
    %v573 = util.global.load @p49 : tensor<64x160xi8>
    %v574 = util.global.load @p50 : tensor<64xf32>
    %v575 = tensor.empty() : tensor<4x160x16x1xi8>
    %v576 = linalg.pack %v573 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v575 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v577 = "stablehlo.reshape"(%v576) : (tensor<4x160x16x1xi8>) -> tensor<4x160x16xi8>
    %v578 = "stablehlo.reshape"(%v572) : (tensor<1x160xf32>) -> tensor<160xf32>
    %v579 = tensor.empty() : tensor<4x16xf32>
    %v580 = arith.constant 0.0 : f32
    %v581 = linalg.fill ins(%v580 : f32) outs(%v579 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %v582 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v578, %v577 : tensor<160xf32>, tensor<4x160x16xi8>) outs(%v581 : tensor<4x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [4, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<4x16xf32>
    %v583 = "stablehlo.reshape"(%v582) : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %v584 = "stablehlo.reshape"(%v574) : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %v585 = "stablehlo.multiply"(%v583, %v584) : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %v586 = "stablehlo.reshape"(%v585) : (tensor<1x4x16xf32>) -> tensor<1x64xf32>
    %v587 = "stablehlo.add"(%v527, %v586) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v588 = "stablehlo.transpose"(%v428) {permutation = array<i64: 1, 2, 0>} : (tensor<1x1x16xbf16>) -> tensor<1x16x1xbf16>
    %v589 = "stablehlo.reshape"(%v588) : (tensor<1x16x1xbf16>) -> tensor<1x1x16x1xbf16>
    %v590 = "stablehlo.transpose"(%v429) {permutation = array<i64: 1, 0, 2>} : (tensor<1x1x16xbf16>) -> tensor<1x1x16xbf16>
    %v591 = "stablehlo.reshape"(%v590) : (tensor<1x1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %v592 = "stablehlo.concatenate"(%v329, %v589) {dimension = 0 : i64} : (tensor<1x1x16x1xbf16>, tensor<1x1x16x1xbf16>) -> tensor<2x1x16x1xbf16>
    %v593 = "stablehlo.concatenate"(%v331, %v591) {dimension = 0 : i64} : (tensor<1x1x1x16xbf16>, tensor<1x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v594 = util.global.load @p56 : tensor<64xbf16>
    %v595 = "stablehlo.multiply"(%v587, %v587) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v596 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v597 = "stablehlo.reduce"(%v595, %v596) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %v598 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<1xf32>
    %v599 = "stablehlo.multiply"(%v597, %v598) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %v600 = "stablehlo.broadcast_in_dim"(%v599) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %v601 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<1x64xf32>
    %v602 = "stablehlo.add"(%v600, %v601) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v603 = "stablehlo.rsqrt"(%v602) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %v604 = "stablehlo.multiply"(%v587, %v603) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v605 = "stablehlo.convert"(%v594) : (tensor<64xbf16>) -> tensor<64xf32>
    %v606 = "stablehlo.broadcast_in_dim"(%v605) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %v607 = "stablehlo.multiply"(%v604, %v606) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %v608 = util.global.load @p53 : tensor<151936x64xi8>
    %v609 = util.global.load @p54 : tensor<151936xf32>
    %v610 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v611 = linalg.pack %v608 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v610 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v612 = "stablehlo.reshape"(%v611) : (tensor<9496x64x16x1xi8>) -> tensor<9496x64x16xi8>
    %v613 = "stablehlo.reshape"(%v607) : (tensor<1x64xf32>) -> tensor<64xf32>
    %v614 = tensor.empty() : tensor<9496x16xf32>
    %v615 = arith.constant 0.0 : f32
    %v616 = linalg.fill ins(%v615 : f32) outs(%v614 : tensor<9496x16xf32>) -> tensor<9496x16xf32>
    %v617 = linalg.generic {indexing_maps = [affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v613, %v612 : tensor<64xf32>, tensor<9496x64x16xi8>) outs(%v616 : tensor<9496x16xf32>) attrs = {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [8, 0, 0], vector_common_parallel = [4, 16, 0], vector_reduction = [0, 0, 8]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} {
    ^bb0(%l: f32, %r: i8, %acc: f32):
      %rf = arith.sitofp %r : i8 to f32
      %lr = arith.mulf %l, %rf : f32
      %sum = arith.addf %acc, %lr : f32
      linalg.yield %sum : f32
    } -> tensor<9496x16xf32>
    %v618 = "stablehlo.reshape"(%v617) : (tensor<9496x16xf32>) -> tensor<1x9496x16xf32>
    %v619 = "stablehlo.reshape"(%v609) : (tensor<151936xf32>) -> tensor<1x9496x16xf32>
    %v620 = "stablehlo.multiply"(%v618, %v619) : (tensor<1x9496x16xf32>, tensor<1x9496x16xf32>) -> tensor<1x9496x16xf32>
    %v621 = "stablehlo.reshape"(%v620) : (tensor<1x9496x16xf32>) -> tensor<1x151936xf32>
    return %v621, %v592, %v593 : tensor<1x151936xf32>, tensor<2x1x16x1xbf16>, tensor<2x1x1x16xbf16>
  }
  func.func @kv_write_n1(%arg0: tensor<2x1x?x16x16xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x1xbf16>, %arg3: tensor<2x1x1x16xbf16>, %arg4: tensor<1xi32>) -> (tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x1xbf16>) -> tensor<2x1x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xbf16> into tensor<2x1x?x16xbf16>
    return %v20, %v30 : tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>
  }
  func.func @decode_n2(%arg0: tensor<2xi32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>, %arg5: tensor<2x1x?x16x16xbf16>, %arg6: tensor<2x1x?x16xbf16>) -> (tensor<2x151936xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>) {
    %v1 = util.global.load @p52 : tensor<151936x64xbf16>
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
    %v145 = util.global.load @p2 : tensor<64x64xi8>
    %v146 = util.global.load @p3 : tensor<64xf32>
    %v147 = util.global.load @p5 : tensor<64xbf16>
    %v148 = tensor.empty() : tensor<1x64x2x1xf32>
    %v149 = linalg.pack %v144 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v148 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v150 = tensor.empty() : tensor<4x64x16x1xi8>
    %v151 = linalg.pack %v145 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v150 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v152 = tensor.empty() : tensor<1x4x2x16xf32>
    %v153 = arith.constant 0.0 : f32
    %v154 = linalg.fill ins(%v153 : f32) outs(%v152 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v155 = linalg.mmt4d ins(%v149, %v151 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v154 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v156 = tensor.empty() : tensor<2x64xf32>
    %v157 = linalg.unpack %v155 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v156 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%v146) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v159 = "stablehlo.multiply"(%v157, %v158) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v160 = "stablehlo.convert"(%v147) : (tensor<64xbf16>) -> tensor<64xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v160) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v162 = "stablehlo.add"(%v159, %v161) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v163 = "stablehlo.reshape"(%v162) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v164 = util.global.load @p6 : tensor<16x64xi8>
    %v165 = util.global.load @p7 : tensor<16xf32>
    %v166 = util.global.load @p9 : tensor<16xbf16>
    %v167 = tensor.empty() : tensor<1x64x2x1xf32>
    %v168 = linalg.pack %v144 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v167 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v169 = tensor.empty() : tensor<1x64x16x1xi8>
    %v170 = linalg.pack %v164 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v169 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v171 = tensor.empty() : tensor<1x1x2x16xf32>
    %v172 = arith.constant 0.0 : f32
    %v173 = linalg.fill ins(%v172 : f32) outs(%v171 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v174 = linalg.mmt4d ins(%v168, %v170 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v173 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v175 = tensor.empty() : tensor<2x16xf32>
    %v176 = linalg.unpack %v174 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v175 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v177 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v178 = "stablehlo.multiply"(%v176, %v177) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v179 = "stablehlo.convert"(%v166) : (tensor<16xbf16>) -> tensor<16xf32>
    %v180 = "stablehlo.broadcast_in_dim"(%v179) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v181 = "stablehlo.add"(%v178, %v180) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v182 = "stablehlo.reshape"(%v181) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v183 = util.global.load @p10 : tensor<16x64xi8>
    %v184 = util.global.load @p11 : tensor<16xf32>
    %v185 = util.global.load @p13 : tensor<16xbf16>
    %v186 = tensor.empty() : tensor<1x64x2x1xf32>
    %v187 = linalg.pack %v144 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v186 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v188 = tensor.empty() : tensor<1x64x16x1xi8>
    %v189 = linalg.pack %v183 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v188 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v190 = tensor.empty() : tensor<1x1x2x16xf32>
    %v191 = arith.constant 0.0 : f32
    %v192 = linalg.fill ins(%v191 : f32) outs(%v190 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v193 = linalg.mmt4d ins(%v187, %v189 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v192 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v194 = tensor.empty() : tensor<2x16xf32>
    %v195 = linalg.unpack %v193 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v194 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v184) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v197 = "stablehlo.multiply"(%v195, %v196) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v198 = "stablehlo.convert"(%v185) : (tensor<16xbf16>) -> tensor<16xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v198) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v200 = "stablehlo.add"(%v197, %v199) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v201 = "stablehlo.reshape"(%v200) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v202 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v203 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v204 = "stablehlo.negate"(%v203) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v205 = "stablehlo.concatenate"(%v204, %v202) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v206 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v208 = "stablehlo.multiply"(%v163, %v206) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v209 = "stablehlo.multiply"(%v205, %v207) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v210 = "stablehlo.add"(%v208, %v209) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v211 = "stablehlo.slice"(%v182) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v212 = "stablehlo.slice"(%v182) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v213 = "stablehlo.negate"(%v212) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v214 = "stablehlo.concatenate"(%v213, %v211) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v215 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v217 = "stablehlo.multiply"(%v182, %v215) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v218 = "stablehlo.multiply"(%v214, %v216) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v219 = "stablehlo.add"(%v217, %v218) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v220 = "stablehlo.reshape"(%v210) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v221 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x16xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x1x4x16xf32>
    %v224 = "stablehlo.concatenate"(%v222, %v223) {dimension = 2 : i64} : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x8x16xf32>
    %v225 = "stablehlo.reshape"(%v224) : (tensor<2x1x8x16xf32>) -> tensor<2x1x1x8x16xf32>
    %v226 = "stablehlo.transpose"(%v225) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x1x1x8x16xf32>) -> tensor<2x1x1x16x8xf32>
    %v227 = "stablehlo.convert"(%v219) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v228 = "stablehlo.convert"(%v201) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v229 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v230 = "stablehlo.reshape"(%v229) : (tensor<1xi32>) -> tensor<i32>
    %v231 = "stablehlo.slice"(%v226) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v232 = "stablehlo.reshape"(%v231) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v233 = stablehlo.constant dense<0> : tensor<i32>
    %v234 = tensor.extract %v230[] : tensor<i32>
    %v235 = arith.index_cast %v234 : i32 to index
    %v236 = tensor.extract %v233[] : tensor<i32>
    %v237 = arith.index_cast %v236 : i32 to index
    %v238 = tensor.extract %v18[] : tensor<i32>
    %v239 = arith.index_cast %v238 : i32 to index
    %v240 = tensor.extract %v233[] : tensor<i32>
    %v241 = arith.index_cast %v240 : i32 to index
    %v242 = tensor.extract %v233[] : tensor<i32>
    %v243 = arith.index_cast %v242 : i32 to index
    %v244 = tensor.extract %v21[] : tensor<i32>
    %v245 = arith.index_cast %v244 : i32 to index
    %v246 = tensor.extract_slice %arg5[%v235, %v237, %v239, %v241, %v243] [1, 1, %v245, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xbf16> to tensor<1x1x?x16x16xbf16>
    %v247 = tensor.collapse_shape %v246 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xbf16> into tensor<1x?x16x16xbf16>
    %v248 = arith.constant 1 : index
    %v249 = tensor.dim %v247, %v248 : tensor<1x?x16x16xbf16>
    %v250 = tensor.expand_shape %v247 [[0], [1], [2], [3, 4]] output_shape [1, %v249, 16, 16, 1] : tensor<1x?x16x16xbf16> into tensor<1x?x16x16x1xbf16>
    %v251 = arith.constant 1 : index
    %v252 = tensor.dim %v250, %v251 : tensor<1x?x16x16x1xbf16>
    %v253 = tensor.empty(%v252) : tensor<1x1x?x8x16xf32>
    %v254 = arith.constant 0.0 : f32
    %v255 = linalg.fill ins(%v254 : f32) outs(%v253 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v256 = linalg.batch_mmt4d ins(%v232, %v250 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xbf16>) outs(%v255 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v257 = "stablehlo.transpose"(%v256) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v258 = tensor.collapse_shape %v257 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v259 = "stablehlo.select"(%v61, %v258, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v260 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v261 = "stablehlo.reduce"(%v259, %v260) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v262 = stablehlo.constant dense<1> : tensor<i32>
    %v263 = "stablehlo.reshape"(%v262) : (tensor<i32>) -> tensor<1xi32>
    %v264 = stablehlo.constant dense<8> : tensor<i32>
    %v265 = "stablehlo.reshape"(%v264) : (tensor<i32>) -> tensor<1xi32>
    %v266 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v267 = stablehlo.constant dense<16> : tensor<i32>
    %v268 = "stablehlo.reshape"(%v267) : (tensor<i32>) -> tensor<1xi32>
    %v269 = "stablehlo.concatenate"(%v263, %v265, %v266, %v268) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v270 = "stablehlo.dynamic_broadcast_in_dim"(%v261, %v269) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v271 = "stablehlo.subtract"(%v259, %v270) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v272 = "stablehlo.exponential"(%v271) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v274 = "stablehlo.reduce"(%v272, %v273) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v275 = tensor.collapse_shape %v272 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v276 = tensor.extract %v230[] : tensor<i32>
    %v277 = arith.index_cast %v276 : i32 to index
    %v278 = tensor.extract %v233[] : tensor<i32>
    %v279 = arith.index_cast %v278 : i32 to index
    %v280 = tensor.extract %v14[] : tensor<i32>
    %v281 = arith.index_cast %v280 : i32 to index
    %v282 = tensor.extract %v233[] : tensor<i32>
    %v283 = arith.index_cast %v282 : i32 to index
    %v284 = tensor.extract %v22[] : tensor<i32>
    %v285 = arith.index_cast %v284 : i32 to index
    %v286 = tensor.extract_slice %arg6[%v277, %v279, %v281, %v283] [1, 1, %v285, 16] [1, 1, 1, 1] : tensor<2x1x?x16xbf16> to tensor<1x1x?x16xbf16>
    %v287 = "stablehlo.convert"(%v286) : (tensor<1x1x?x16xbf16>) -> tensor<1x1x?x16xf32>
    %v288 = "stablehlo.dot_general"(%v275, %v287) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v289 = "stablehlo.reshape"(%v288) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v290 = "stablehlo.reshape"(%v261) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v291 = "stablehlo.reshape"(%v274) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v292 = "stablehlo.slice"(%v226) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v293 = "stablehlo.reshape"(%v292) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v294 = stablehlo.constant dense<0> : tensor<i32>
    %v295 = tensor.extract %v230[] : tensor<i32>
    %v296 = arith.index_cast %v295 : i32 to index
    %v297 = tensor.extract %v294[] : tensor<i32>
    %v298 = arith.index_cast %v297 : i32 to index
    %v299 = tensor.extract %v77[] : tensor<i32>
    %v300 = arith.index_cast %v299 : i32 to index
    %v301 = tensor.extract %v294[] : tensor<i32>
    %v302 = arith.index_cast %v301 : i32 to index
    %v303 = tensor.extract %v294[] : tensor<i32>
    %v304 = arith.index_cast %v303 : i32 to index
    %v305 = tensor.extract %v80[] : tensor<i32>
    %v306 = arith.index_cast %v305 : i32 to index
    %v307 = tensor.extract_slice %arg5[%v296, %v298, %v300, %v302, %v304] [1, 1, %v306, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xbf16> to tensor<1x1x?x16x16xbf16>
    %v308 = tensor.collapse_shape %v307 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xbf16> into tensor<1x?x16x16xbf16>
    %v309 = arith.constant 1 : index
    %v310 = tensor.dim %v308, %v309 : tensor<1x?x16x16xbf16>
    %v311 = tensor.expand_shape %v308 [[0], [1], [2], [3, 4]] output_shape [1, %v310, 16, 16, 1] : tensor<1x?x16x16xbf16> into tensor<1x?x16x16x1xbf16>
    %v312 = arith.constant 1 : index
    %v313 = tensor.dim %v311, %v312 : tensor<1x?x16x16x1xbf16>
    %v314 = tensor.empty(%v313) : tensor<1x1x?x8x16xf32>
    %v315 = arith.constant 0.0 : f32
    %v316 = linalg.fill ins(%v315 : f32) outs(%v314 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v317 = linalg.batch_mmt4d ins(%v293, %v311 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xbf16>) outs(%v316 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v318 = "stablehlo.transpose"(%v317) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v319 = tensor.collapse_shape %v318 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v320 = "stablehlo.select"(%v120, %v319, %v130) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v321 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v322 = "stablehlo.reduce"(%v320, %v321) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v323 = stablehlo.constant dense<1> : tensor<i32>
    %v324 = "stablehlo.reshape"(%v323) : (tensor<i32>) -> tensor<1xi32>
    %v325 = stablehlo.constant dense<8> : tensor<i32>
    %v326 = "stablehlo.reshape"(%v325) : (tensor<i32>) -> tensor<1xi32>
    %v327 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v328 = stablehlo.constant dense<16> : tensor<i32>
    %v329 = "stablehlo.reshape"(%v328) : (tensor<i32>) -> tensor<1xi32>
    %v330 = "stablehlo.concatenate"(%v324, %v326, %v327, %v329) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v331 = "stablehlo.dynamic_broadcast_in_dim"(%v322, %v330) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v332 = "stablehlo.subtract"(%v320, %v331) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v333 = "stablehlo.exponential"(%v332) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v334 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v335 = "stablehlo.reduce"(%v333, %v334) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v336 = tensor.collapse_shape %v333 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v337 = tensor.extract %v230[] : tensor<i32>
    %v338 = arith.index_cast %v337 : i32 to index
    %v339 = tensor.extract %v294[] : tensor<i32>
    %v340 = arith.index_cast %v339 : i32 to index
    %v341 = tensor.extract %v73[] : tensor<i32>
    %v342 = arith.index_cast %v341 : i32 to index
    %v343 = tensor.extract %v294[] : tensor<i32>
    %v344 = arith.index_cast %v343 : i32 to index
    %v345 = tensor.extract %v81[] : tensor<i32>
    %v346 = arith.index_cast %v345 : i32 to index
    %v347 = tensor.extract_slice %arg6[%v338, %v340, %v342, %v344] [1, 1, %v346, 16] [1, 1, 1, 1] : tensor<2x1x?x16xbf16> to tensor<1x1x?x16xbf16>
    %v348 = "stablehlo.convert"(%v347) : (tensor<1x1x?x16xbf16>) -> tensor<1x1x?x16xf32>
    %v349 = "stablehlo.dot_general"(%v336, %v348) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v350 = "stablehlo.reshape"(%v349) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v351 = "stablehlo.reshape"(%v322) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v352 = "stablehlo.reshape"(%v335) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v353 = "stablehlo.concatenate"(%v290, %v351) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v354 = "stablehlo.concatenate"(%v291, %v352) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v355 = "stablehlo.concatenate"(%v289, %v350) {dimension = 0 : i64} : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v356 = "stablehlo.convert"(%v227) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v357 = "stablehlo.dot_general"(%v224, %v356) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x8x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v358 = "stablehlo.maximum"(%v353, %v357) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v359 = "stablehlo.subtract"(%v353, %v358) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v360 = "stablehlo.exponential"(%v359) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v361 = "stablehlo.subtract"(%v357, %v358) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v362 = "stablehlo.exponential"(%v361) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v363 = "stablehlo.multiply"(%v354, %v360) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v364 = "stablehlo.add"(%v363, %v362) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v365 = "stablehlo.broadcast_in_dim"(%v360) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v366 = "stablehlo.broadcast_in_dim"(%v362) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v367 = "stablehlo.convert"(%v228) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v368 = "stablehlo.broadcast_in_dim"(%v367) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x8x16xf32>
    %v369 = "stablehlo.multiply"(%v355, %v365) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v370 = "stablehlo.multiply"(%v366, %v368) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v371 = "stablehlo.add"(%v369, %v370) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v372 = "stablehlo.broadcast_in_dim"(%v364) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v373 = "stablehlo.divide"(%v371, %v372) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v374 = "stablehlo.slice"(%v373) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x8x16xf32>) -> tensor<2x1x4x16xf32>
    %v375 = "stablehlo.reshape"(%v374) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v376 = util.global.load @p14 : tensor<64x64xi8>
    %v377 = util.global.load @p15 : tensor<64xf32>
    %v378 = tensor.empty() : tensor<1x64x2x1xf32>
    %v379 = linalg.pack %v375 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v378 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v380 = tensor.empty() : tensor<4x64x16x1xi8>
    %v381 = linalg.pack %v376 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v380 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v382 = tensor.empty() : tensor<1x4x2x16xf32>
    %v383 = arith.constant 0.0 : f32
    %v384 = linalg.fill ins(%v383 : f32) outs(%v382 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v385 = linalg.mmt4d ins(%v379, %v381 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v384 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v386 = tensor.empty() : tensor<2x64xf32>
    %v387 = linalg.unpack %v385 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v386 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v388 = "stablehlo.broadcast_in_dim"(%v377) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v389 = "stablehlo.multiply"(%v387, %v388) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v390 = "stablehlo.add"(%v4, %v389) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v391 = util.global.load @p1 : tensor<64xbf16>
    %v392 = "stablehlo.multiply"(%v390, %v390) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v394 = "stablehlo.reduce"(%v392, %v393) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v395 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v396 = "stablehlo.multiply"(%v394, %v395) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v397 = "stablehlo.broadcast_in_dim"(%v396) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v398 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v399 = "stablehlo.add"(%v397, %v398) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v400 = "stablehlo.rsqrt"(%v399) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v401 = "stablehlo.multiply"(%v390, %v400) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v402 = "stablehlo.convert"(%v391) : (tensor<64xbf16>) -> tensor<64xf32>
    %v403 = "stablehlo.broadcast_in_dim"(%v402) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v404 = "stablehlo.multiply"(%v401, %v403) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v405 = util.global.load @p17 : tensor<160x64xi8>
    %v406 = util.global.load @p18 : tensor<160xf32>
    %v407 = tensor.empty() : tensor<1x64x2x1xf32>
    %v408 = linalg.pack %v404 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v407 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v409 = tensor.empty() : tensor<10x64x16x1xi8>
    %v410 = linalg.pack %v405 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v409 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v411 = tensor.empty() : tensor<1x10x2x16xf32>
    %v412 = arith.constant 0.0 : f32
    %v413 = linalg.fill ins(%v412 : f32) outs(%v411 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v414 = linalg.mmt4d ins(%v408, %v410 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v413 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v415 = tensor.empty() : tensor<2x160xf32>
    %v416 = linalg.unpack %v414 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v415 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v417 = "stablehlo.broadcast_in_dim"(%v406) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v418 = "stablehlo.multiply"(%v416, %v417) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v419 = "stablehlo.logistic"(%v418) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v420 = "stablehlo.multiply"(%v418, %v419) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v421 = util.global.load @p20 : tensor<160x64xi8>
    %v422 = util.global.load @p21 : tensor<160xf32>
    %v423 = tensor.empty() : tensor<1x64x2x1xf32>
    %v424 = linalg.pack %v404 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v423 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v425 = tensor.empty() : tensor<10x64x16x1xi8>
    %v426 = linalg.pack %v421 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v425 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v427 = tensor.empty() : tensor<1x10x2x16xf32>
    %v428 = arith.constant 0.0 : f32
    %v429 = linalg.fill ins(%v428 : f32) outs(%v427 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v430 = linalg.mmt4d ins(%v424, %v426 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v429 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v431 = tensor.empty() : tensor<2x160xf32>
    %v432 = linalg.unpack %v430 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v431 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v433 = "stablehlo.broadcast_in_dim"(%v422) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v434 = "stablehlo.multiply"(%v432, %v433) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v435 = "stablehlo.multiply"(%v420, %v434) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v436 = util.global.load @p23 : tensor<64x160xi8>
    %v437 = util.global.load @p24 : tensor<64xf32>
    %v438 = tensor.empty() : tensor<1x160x2x1xf32>
    %v439 = linalg.pack %v435 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v438 : tensor<2x160xf32> -> tensor<1x160x2x1xf32>
    %v440 = tensor.empty() : tensor<4x160x16x1xi8>
    %v441 = linalg.pack %v436 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v440 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v442 = tensor.empty() : tensor<1x4x2x16xf32>
    %v443 = arith.constant 0.0 : f32
    %v444 = linalg.fill ins(%v443 : f32) outs(%v442 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v445 = linalg.mmt4d ins(%v439, %v441 : tensor<1x160x2x1xf32>, tensor<4x160x16x1xi8>) outs(%v444 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v446 = tensor.empty() : tensor<2x64xf32>
    %v447 = linalg.unpack %v445 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v446 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v448 = "stablehlo.broadcast_in_dim"(%v437) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v449 = "stablehlo.multiply"(%v447, %v448) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v450 = "stablehlo.add"(%v390, %v449) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v451 = "stablehlo.transpose"(%v227) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v452 = "stablehlo.reshape"(%v451) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v453 = "stablehlo.transpose"(%v228) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v454 = "stablehlo.reshape"(%v453) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v455 = util.global.load @p26 : tensor<64xbf16>
    %v456 = "stablehlo.multiply"(%v450, %v450) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v457 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v458 = "stablehlo.reduce"(%v456, %v457) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v459 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v460 = "stablehlo.multiply"(%v458, %v459) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v461 = "stablehlo.broadcast_in_dim"(%v460) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v462 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v463 = "stablehlo.add"(%v461, %v462) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v464 = "stablehlo.rsqrt"(%v463) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v465 = "stablehlo.multiply"(%v450, %v464) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v466 = "stablehlo.convert"(%v455) : (tensor<64xbf16>) -> tensor<64xf32>
    %v467 = "stablehlo.broadcast_in_dim"(%v466) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v468 = "stablehlo.multiply"(%v465, %v467) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v469 = util.global.load @p28 : tensor<64x64xi8>
    %v470 = util.global.load @p29 : tensor<64xf32>
    %v471 = util.global.load @p31 : tensor<64xbf16>
    %v472 = tensor.empty() : tensor<1x64x2x1xf32>
    %v473 = linalg.pack %v468 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v472 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v474 = tensor.empty() : tensor<4x64x16x1xi8>
    %v475 = linalg.pack %v469 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v474 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v476 = tensor.empty() : tensor<1x4x2x16xf32>
    %v477 = arith.constant 0.0 : f32
    %v478 = linalg.fill ins(%v477 : f32) outs(%v476 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v479 = linalg.mmt4d ins(%v473, %v475 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v478 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v480 = tensor.empty() : tensor<2x64xf32>
    %v481 = linalg.unpack %v479 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v480 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v482 = "stablehlo.broadcast_in_dim"(%v470) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v483 = "stablehlo.multiply"(%v481, %v482) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v484 = "stablehlo.convert"(%v471) : (tensor<64xbf16>) -> tensor<64xf32>
    %v485 = "stablehlo.broadcast_in_dim"(%v484) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v486 = "stablehlo.add"(%v483, %v485) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v487 = "stablehlo.reshape"(%v486) : (tensor<2x64xf32>) -> tensor<2x4x16xf32>
    %v488 = util.global.load @p32 : tensor<16x64xi8>
    %v489 = util.global.load @p33 : tensor<16xf32>
    %v490 = util.global.load @p35 : tensor<16xbf16>
    %v491 = tensor.empty() : tensor<1x64x2x1xf32>
    %v492 = linalg.pack %v468 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v491 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v493 = tensor.empty() : tensor<1x64x16x1xi8>
    %v494 = linalg.pack %v488 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v493 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v495 = tensor.empty() : tensor<1x1x2x16xf32>
    %v496 = arith.constant 0.0 : f32
    %v497 = linalg.fill ins(%v496 : f32) outs(%v495 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v498 = linalg.mmt4d ins(%v492, %v494 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v497 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v499 = tensor.empty() : tensor<2x16xf32>
    %v500 = linalg.unpack %v498 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v499 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v501 = "stablehlo.broadcast_in_dim"(%v489) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v502 = "stablehlo.multiply"(%v500, %v501) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v503 = "stablehlo.convert"(%v490) : (tensor<16xbf16>) -> tensor<16xf32>
    %v504 = "stablehlo.broadcast_in_dim"(%v503) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v505 = "stablehlo.add"(%v502, %v504) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v506 = "stablehlo.reshape"(%v505) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v507 = util.global.load @p36 : tensor<16x64xi8>
    %v508 = util.global.load @p37 : tensor<16xf32>
    %v509 = util.global.load @p39 : tensor<16xbf16>
    %v510 = tensor.empty() : tensor<1x64x2x1xf32>
    %v511 = linalg.pack %v468 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v510 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v512 = tensor.empty() : tensor<1x64x16x1xi8>
    %v513 = linalg.pack %v507 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v512 : tensor<16x64xi8> -> tensor<1x64x16x1xi8>
    %v514 = tensor.empty() : tensor<1x1x2x16xf32>
    %v515 = arith.constant 0.0 : f32
    %v516 = linalg.fill ins(%v515 : f32) outs(%v514 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v517 = linalg.mmt4d ins(%v511, %v513 : tensor<1x64x2x1xf32>, tensor<1x64x16x1xi8>) outs(%v516 : tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %v518 = tensor.empty() : tensor<2x16xf32>
    %v519 = linalg.unpack %v517 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v518 : tensor<1x1x2x16xf32> -> tensor<2x16xf32>
    %v520 = "stablehlo.broadcast_in_dim"(%v508) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v521 = "stablehlo.multiply"(%v519, %v520) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v522 = "stablehlo.convert"(%v509) : (tensor<16xbf16>) -> tensor<16xf32>
    %v523 = "stablehlo.broadcast_in_dim"(%v522) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16xf32>
    %v524 = "stablehlo.add"(%v521, %v523) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %v525 = "stablehlo.reshape"(%v524) : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v526 = "stablehlo.slice"(%v487) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v527 = "stablehlo.slice"(%v487) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x16xf32>) -> tensor<2x4x8xf32>
    %v528 = "stablehlo.negate"(%v527) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %v529 = "stablehlo.concatenate"(%v528, %v526) {dimension = 2 : i64} : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x16xf32>
    %v530 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v531 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x4x16xf32>
    %v532 = "stablehlo.multiply"(%v487, %v530) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v533 = "stablehlo.multiply"(%v529, %v531) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v534 = "stablehlo.add"(%v532, %v533) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %v535 = "stablehlo.slice"(%v506) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v536 = "stablehlo.slice"(%v506) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 2, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v537 = "stablehlo.negate"(%v536) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v538 = "stablehlo.concatenate"(%v537, %v535) {dimension = 2 : i64} : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x16xf32>
    %v539 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v540 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %v541 = "stablehlo.multiply"(%v506, %v539) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v542 = "stablehlo.multiply"(%v538, %v540) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v543 = "stablehlo.add"(%v541, %v542) : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
    %v544 = "stablehlo.reshape"(%v534) : (tensor<2x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v545 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x1x4x16xf32>
    %v546 = "stablehlo.multiply"(%v544, %v545) : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x4x16xf32>
    %v547 = stablehlo.constant dense<0.00000000000000000e0> : tensor<2x1x4x16xf32>
    %v548 = "stablehlo.concatenate"(%v546, %v547) {dimension = 2 : i64} : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x1x8x16xf32>
    %v549 = "stablehlo.reshape"(%v548) : (tensor<2x1x8x16xf32>) -> tensor<2x1x1x8x16xf32>
    %v550 = "stablehlo.transpose"(%v549) {permutation = array<i64: 0, 1, 2, 4, 3>} : (tensor<2x1x1x8x16xf32>) -> tensor<2x1x1x16x8xf32>
    %v551 = "stablehlo.convert"(%v543) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v552 = "stablehlo.convert"(%v525) : (tensor<2x1x16xf32>) -> tensor<2x1x16xbf16>
    %v553 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v554 = "stablehlo.reshape"(%v553) : (tensor<1xi32>) -> tensor<i32>
    %v555 = "stablehlo.slice"(%v550) {start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v556 = "stablehlo.reshape"(%v555) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v557 = stablehlo.constant dense<0> : tensor<i32>
    %v558 = tensor.extract %v554[] : tensor<i32>
    %v559 = arith.index_cast %v558 : i32 to index
    %v560 = tensor.extract %v557[] : tensor<i32>
    %v561 = arith.index_cast %v560 : i32 to index
    %v562 = tensor.extract %v18[] : tensor<i32>
    %v563 = arith.index_cast %v562 : i32 to index
    %v564 = tensor.extract %v557[] : tensor<i32>
    %v565 = arith.index_cast %v564 : i32 to index
    %v566 = tensor.extract %v557[] : tensor<i32>
    %v567 = arith.index_cast %v566 : i32 to index
    %v568 = tensor.extract %v21[] : tensor<i32>
    %v569 = arith.index_cast %v568 : i32 to index
    %v570 = tensor.extract_slice %arg5[%v559, %v561, %v563, %v565, %v567] [1, 1, %v569, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xbf16> to tensor<1x1x?x16x16xbf16>
    %v571 = tensor.collapse_shape %v570 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xbf16> into tensor<1x?x16x16xbf16>
    %v572 = arith.constant 1 : index
    %v573 = tensor.dim %v571, %v572 : tensor<1x?x16x16xbf16>
    %v574 = tensor.expand_shape %v571 [[0], [1], [2], [3, 4]] output_shape [1, %v573, 16, 16, 1] : tensor<1x?x16x16xbf16> into tensor<1x?x16x16x1xbf16>
    %v575 = arith.constant 1 : index
    %v576 = tensor.dim %v574, %v575 : tensor<1x?x16x16x1xbf16>
    %v577 = tensor.empty(%v576) : tensor<1x1x?x8x16xf32>
    %v578 = arith.constant 0.0 : f32
    %v579 = linalg.fill ins(%v578 : f32) outs(%v577 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v580 = linalg.batch_mmt4d ins(%v556, %v574 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xbf16>) outs(%v579 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v581 = "stablehlo.transpose"(%v580) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v582 = tensor.collapse_shape %v581 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v583 = "stablehlo.select"(%v61, %v582, %v71) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v584 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v585 = "stablehlo.reduce"(%v583, %v584) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v586 = stablehlo.constant dense<1> : tensor<i32>
    %v587 = "stablehlo.reshape"(%v586) : (tensor<i32>) -> tensor<1xi32>
    %v588 = stablehlo.constant dense<8> : tensor<i32>
    %v589 = "stablehlo.reshape"(%v588) : (tensor<i32>) -> tensor<1xi32>
    %v590 = "stablehlo.reshape"(%v21) : (tensor<i32>) -> tensor<1xi32>
    %v591 = stablehlo.constant dense<16> : tensor<i32>
    %v592 = "stablehlo.reshape"(%v591) : (tensor<i32>) -> tensor<1xi32>
    %v593 = "stablehlo.concatenate"(%v587, %v589, %v590, %v592) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v594 = "stablehlo.dynamic_broadcast_in_dim"(%v585, %v593) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v595 = "stablehlo.subtract"(%v583, %v594) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v596 = "stablehlo.exponential"(%v595) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v597 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v598 = "stablehlo.reduce"(%v596, %v597) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v599 = tensor.collapse_shape %v596 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v600 = tensor.extract %v554[] : tensor<i32>
    %v601 = arith.index_cast %v600 : i32 to index
    %v602 = tensor.extract %v557[] : tensor<i32>
    %v603 = arith.index_cast %v602 : i32 to index
    %v604 = tensor.extract %v14[] : tensor<i32>
    %v605 = arith.index_cast %v604 : i32 to index
    %v606 = tensor.extract %v557[] : tensor<i32>
    %v607 = arith.index_cast %v606 : i32 to index
    %v608 = tensor.extract %v22[] : tensor<i32>
    %v609 = arith.index_cast %v608 : i32 to index
    %v610 = tensor.extract_slice %arg6[%v601, %v603, %v605, %v607] [1, 1, %v609, 16] [1, 1, 1, 1] : tensor<2x1x?x16xbf16> to tensor<1x1x?x16xbf16>
    %v611 = "stablehlo.convert"(%v610) : (tensor<1x1x?x16xbf16>) -> tensor<1x1x?x16xf32>
    %v612 = "stablehlo.dot_general"(%v599, %v611) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v613 = "stablehlo.reshape"(%v612) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v614 = "stablehlo.reshape"(%v585) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v615 = "stablehlo.reshape"(%v598) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v616 = "stablehlo.slice"(%v550) {start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16, 8>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x1x16x8xf32>) -> tensor<1x1x1x16x8xf32>
    %v617 = "stablehlo.reshape"(%v616) : (tensor<1x1x1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    %v618 = stablehlo.constant dense<0> : tensor<i32>
    %v619 = tensor.extract %v554[] : tensor<i32>
    %v620 = arith.index_cast %v619 : i32 to index
    %v621 = tensor.extract %v618[] : tensor<i32>
    %v622 = arith.index_cast %v621 : i32 to index
    %v623 = tensor.extract %v77[] : tensor<i32>
    %v624 = arith.index_cast %v623 : i32 to index
    %v625 = tensor.extract %v618[] : tensor<i32>
    %v626 = arith.index_cast %v625 : i32 to index
    %v627 = tensor.extract %v618[] : tensor<i32>
    %v628 = arith.index_cast %v627 : i32 to index
    %v629 = tensor.extract %v80[] : tensor<i32>
    %v630 = arith.index_cast %v629 : i32 to index
    %v631 = tensor.extract_slice %arg5[%v620, %v622, %v624, %v626, %v628] [1, 1, %v630, 16, 16] [1, 1, 1, 1, 1] : tensor<2x1x?x16x16xbf16> to tensor<1x1x?x16x16xbf16>
    %v632 = tensor.collapse_shape %v631 [[0, 1], [2], [3], [4]] : tensor<1x1x?x16x16xbf16> into tensor<1x?x16x16xbf16>
    %v633 = arith.constant 1 : index
    %v634 = tensor.dim %v632, %v633 : tensor<1x?x16x16xbf16>
    %v635 = tensor.expand_shape %v632 [[0], [1], [2], [3, 4]] output_shape [1, %v634, 16, 16, 1] : tensor<1x?x16x16xbf16> into tensor<1x?x16x16x1xbf16>
    %v636 = arith.constant 1 : index
    %v637 = tensor.dim %v635, %v636 : tensor<1x?x16x16x1xbf16>
    %v638 = tensor.empty(%v637) : tensor<1x1x?x8x16xf32>
    %v639 = arith.constant 0.0 : f32
    %v640 = linalg.fill ins(%v639 : f32) outs(%v638 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v641 = linalg.batch_mmt4d ins(%v617, %v635 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x16x1xbf16>) outs(%v640 : tensor<1x1x?x8x16xf32>) -> tensor<1x1x?x8x16xf32>
    %v642 = "stablehlo.transpose"(%v641) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x?x8x16xf32>) -> tensor<1x1x8x?x16xf32>
    %v643 = tensor.collapse_shape %v642 [[0], [1, 2], [3], [4]] : tensor<1x1x8x?x16xf32> into tensor<1x8x?x16xf32>
    %v644 = "stablehlo.select"(%v120, %v643, %v130) : (tensor<1x8x?x16xi1>, tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v645 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v646 = "stablehlo.reduce"(%v644, %v645) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v647 = stablehlo.constant dense<1> : tensor<i32>
    %v648 = "stablehlo.reshape"(%v647) : (tensor<i32>) -> tensor<1xi32>
    %v649 = stablehlo.constant dense<8> : tensor<i32>
    %v650 = "stablehlo.reshape"(%v649) : (tensor<i32>) -> tensor<1xi32>
    %v651 = "stablehlo.reshape"(%v80) : (tensor<i32>) -> tensor<1xi32>
    %v652 = stablehlo.constant dense<16> : tensor<i32>
    %v653 = "stablehlo.reshape"(%v652) : (tensor<i32>) -> tensor<1xi32>
    %v654 = "stablehlo.concatenate"(%v648, %v650, %v651, %v653) {dimension = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %v655 = "stablehlo.dynamic_broadcast_in_dim"(%v646, %v654) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>, tensor<4xi32>) -> tensor<1x8x?x16xf32>
    %v656 = "stablehlo.subtract"(%v644, %v655) : (tensor<1x8x?x16xf32>, tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v657 = "stablehlo.exponential"(%v656) : (tensor<1x8x?x16xf32>) -> tensor<1x8x?x16xf32>
    %v658 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v659 = "stablehlo.reduce"(%v657, %v658) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 3>} : (tensor<1x8x?x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %v660 = tensor.collapse_shape %v657 [[0], [1], [2, 3]] : tensor<1x8x?x16xf32> into tensor<1x8x?xf32>
    %v661 = tensor.extract %v554[] : tensor<i32>
    %v662 = arith.index_cast %v661 : i32 to index
    %v663 = tensor.extract %v618[] : tensor<i32>
    %v664 = arith.index_cast %v663 : i32 to index
    %v665 = tensor.extract %v73[] : tensor<i32>
    %v666 = arith.index_cast %v665 : i32 to index
    %v667 = tensor.extract %v618[] : tensor<i32>
    %v668 = arith.index_cast %v667 : i32 to index
    %v669 = tensor.extract %v81[] : tensor<i32>
    %v670 = arith.index_cast %v669 : i32 to index
    %v671 = tensor.extract_slice %arg6[%v662, %v664, %v666, %v668] [1, 1, %v670, 16] [1, 1, 1, 1] : tensor<2x1x?x16xbf16> to tensor<1x1x?x16xbf16>
    %v672 = "stablehlo.convert"(%v671) : (tensor<1x1x?x16xbf16>) -> tensor<1x1x?x16xf32>
    %v673 = "stablehlo.dot_general"(%v660, %v672) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x8x?xf32>, tensor<1x1x?x16xf32>) -> tensor<1x8x1x16xf32>
    %v674 = "stablehlo.reshape"(%v673) : (tensor<1x8x1x16xf32>) -> tensor<1x1x8x16xf32>
    %v675 = "stablehlo.reshape"(%v646) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v676 = "stablehlo.reshape"(%v659) : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %v677 = "stablehlo.concatenate"(%v614, %v675) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v678 = "stablehlo.concatenate"(%v615, %v676) {dimension = 0 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<2x1x8xf32>
    %v679 = "stablehlo.concatenate"(%v613, %v674) {dimension = 0 : i64} : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v680 = "stablehlo.convert"(%v551) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v681 = "stablehlo.dot_general"(%v548, %v680) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<2x1x8x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x8xf32>
    %v682 = "stablehlo.maximum"(%v677, %v681) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v683 = "stablehlo.subtract"(%v677, %v682) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v684 = "stablehlo.exponential"(%v683) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v685 = "stablehlo.subtract"(%v681, %v682) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v686 = "stablehlo.exponential"(%v685) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v687 = "stablehlo.multiply"(%v678, %v684) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v688 = "stablehlo.add"(%v687, %v686) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
    %v689 = "stablehlo.broadcast_in_dim"(%v684) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v690 = "stablehlo.broadcast_in_dim"(%v686) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v691 = "stablehlo.convert"(%v552) : (tensor<2x1x16xbf16>) -> tensor<2x1x16xf32>
    %v692 = "stablehlo.broadcast_in_dim"(%v691) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x1x16xf32>) -> tensor<2x1x8x16xf32>
    %v693 = "stablehlo.multiply"(%v679, %v689) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v694 = "stablehlo.multiply"(%v690, %v692) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v695 = "stablehlo.add"(%v693, %v694) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v696 = "stablehlo.broadcast_in_dim"(%v688) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x16xf32>
    %v697 = "stablehlo.divide"(%v695, %v696) : (tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x16xf32>
    %v698 = "stablehlo.slice"(%v697) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x8x16xf32>) -> tensor<2x1x4x16xf32>
    %v699 = "stablehlo.reshape"(%v698) : (tensor<2x1x4x16xf32>) -> tensor<2x64xf32>
    %v700 = util.global.load @p40 : tensor<64x64xi8>
    %v701 = util.global.load @p41 : tensor<64xf32>
    %v702 = tensor.empty() : tensor<1x64x2x1xf32>
    %v703 = linalg.pack %v699 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v702 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v704 = tensor.empty() : tensor<4x64x16x1xi8>
    %v705 = linalg.pack %v700 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v704 : tensor<64x64xi8> -> tensor<4x64x16x1xi8>
    %v706 = tensor.empty() : tensor<1x4x2x16xf32>
    %v707 = arith.constant 0.0 : f32
    %v708 = linalg.fill ins(%v707 : f32) outs(%v706 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v709 = linalg.mmt4d ins(%v703, %v705 : tensor<1x64x2x1xf32>, tensor<4x64x16x1xi8>) outs(%v708 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v710 = tensor.empty() : tensor<2x64xf32>
    %v711 = linalg.unpack %v709 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v710 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v712 = "stablehlo.broadcast_in_dim"(%v701) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v713 = "stablehlo.multiply"(%v711, %v712) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v714 = "stablehlo.add"(%v450, %v713) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v715 = util.global.load @p27 : tensor<64xbf16>
    %v716 = "stablehlo.multiply"(%v714, %v714) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v717 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v718 = "stablehlo.reduce"(%v716, %v717) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v719 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v720 = "stablehlo.multiply"(%v718, %v719) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v721 = "stablehlo.broadcast_in_dim"(%v720) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v722 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v723 = "stablehlo.add"(%v721, %v722) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v724 = "stablehlo.rsqrt"(%v723) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v725 = "stablehlo.multiply"(%v714, %v724) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v726 = "stablehlo.convert"(%v715) : (tensor<64xbf16>) -> tensor<64xf32>
    %v727 = "stablehlo.broadcast_in_dim"(%v726) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v728 = "stablehlo.multiply"(%v725, %v727) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v729 = util.global.load @p43 : tensor<160x64xi8>
    %v730 = util.global.load @p44 : tensor<160xf32>
    %v731 = tensor.empty() : tensor<1x64x2x1xf32>
    %v732 = linalg.pack %v728 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v731 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v733 = tensor.empty() : tensor<10x64x16x1xi8>
    %v734 = linalg.pack %v729 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v733 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v735 = tensor.empty() : tensor<1x10x2x16xf32>
    %v736 = arith.constant 0.0 : f32
    %v737 = linalg.fill ins(%v736 : f32) outs(%v735 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v738 = linalg.mmt4d ins(%v732, %v734 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v737 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v739 = tensor.empty() : tensor<2x160xf32>
    %v740 = linalg.unpack %v738 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v739 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v741 = "stablehlo.broadcast_in_dim"(%v730) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v742 = "stablehlo.multiply"(%v740, %v741) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v743 = "stablehlo.logistic"(%v742) : (tensor<2x160xf32>) -> tensor<2x160xf32>
    %v744 = "stablehlo.multiply"(%v742, %v743) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v745 = util.global.load @p46 : tensor<160x64xi8>
    %v746 = util.global.load @p47 : tensor<160xf32>
    %v747 = tensor.empty() : tensor<1x64x2x1xf32>
    %v748 = linalg.pack %v728 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v747 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v749 = tensor.empty() : tensor<10x64x16x1xi8>
    %v750 = linalg.pack %v745 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v749 : tensor<160x64xi8> -> tensor<10x64x16x1xi8>
    %v751 = tensor.empty() : tensor<1x10x2x16xf32>
    %v752 = arith.constant 0.0 : f32
    %v753 = linalg.fill ins(%v752 : f32) outs(%v751 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v754 = linalg.mmt4d ins(%v748, %v750 : tensor<1x64x2x1xf32>, tensor<10x64x16x1xi8>) outs(%v753 : tensor<1x10x2x16xf32>) -> tensor<1x10x2x16xf32>
    %v755 = tensor.empty() : tensor<2x160xf32>
    %v756 = linalg.unpack %v754 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v755 : tensor<1x10x2x16xf32> -> tensor<2x160xf32>
    %v757 = "stablehlo.broadcast_in_dim"(%v746) {broadcast_dimensions = array<i64: 1>} : (tensor<160xf32>) -> tensor<2x160xf32>
    %v758 = "stablehlo.multiply"(%v756, %v757) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v759 = "stablehlo.multiply"(%v744, %v758) : (tensor<2x160xf32>, tensor<2x160xf32>) -> tensor<2x160xf32>
    %v760 = util.global.load @p49 : tensor<64x160xi8>
    %v761 = util.global.load @p50 : tensor<64xf32>
    %v762 = tensor.empty() : tensor<1x160x2x1xf32>
    %v763 = linalg.pack %v759 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v762 : tensor<2x160xf32> -> tensor<1x160x2x1xf32>
    %v764 = tensor.empty() : tensor<4x160x16x1xi8>
    %v765 = linalg.pack %v760 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v764 : tensor<64x160xi8> -> tensor<4x160x16x1xi8>
    %v766 = tensor.empty() : tensor<1x4x2x16xf32>
    %v767 = arith.constant 0.0 : f32
    %v768 = linalg.fill ins(%v767 : f32) outs(%v766 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v769 = linalg.mmt4d ins(%v763, %v765 : tensor<1x160x2x1xf32>, tensor<4x160x16x1xi8>) outs(%v768 : tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %v770 = tensor.empty() : tensor<2x64xf32>
    %v771 = linalg.unpack %v769 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v770 : tensor<1x4x2x16xf32> -> tensor<2x64xf32>
    %v772 = "stablehlo.broadcast_in_dim"(%v761) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v773 = "stablehlo.multiply"(%v771, %v772) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v774 = "stablehlo.add"(%v714, %v773) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v775 = "stablehlo.transpose"(%v551) {permutation = array<i64: 1, 2, 0>} : (tensor<2x1x16xbf16>) -> tensor<1x16x2xbf16>
    %v776 = "stablehlo.reshape"(%v775) : (tensor<1x16x2xbf16>) -> tensor<1x1x16x2xbf16>
    %v777 = "stablehlo.transpose"(%v552) {permutation = array<i64: 1, 0, 2>} : (tensor<2x1x16xbf16>) -> tensor<1x2x16xbf16>
    %v778 = "stablehlo.reshape"(%v777) : (tensor<1x2x16xbf16>) -> tensor<1x1x2x16xbf16>
    %v779 = "stablehlo.concatenate"(%v452, %v776) {dimension = 0 : i64} : (tensor<1x1x16x2xbf16>, tensor<1x1x16x2xbf16>) -> tensor<2x1x16x2xbf16>
    %v780 = "stablehlo.concatenate"(%v454, %v778) {dimension = 0 : i64} : (tensor<1x1x2x16xbf16>, tensor<1x1x2x16xbf16>) -> tensor<2x1x2x16xbf16>
    %v781 = util.global.load @p56 : tensor<64xbf16>
    %v782 = "stablehlo.multiply"(%v774, %v774) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v783 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v784 = "stablehlo.reduce"(%v782, %v783) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %v785 = stablehlo.constant dense<1.56250000000000000e-2> : tensor<2xf32>
    %v786 = "stablehlo.multiply"(%v784, %v785) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %v787 = "stablehlo.broadcast_in_dim"(%v786) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x64xf32>
    %v788 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<2x64xf32>
    %v789 = "stablehlo.add"(%v787, %v788) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v790 = "stablehlo.rsqrt"(%v789) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %v791 = "stablehlo.multiply"(%v774, %v790) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v792 = "stablehlo.convert"(%v781) : (tensor<64xbf16>) -> tensor<64xf32>
    %v793 = "stablehlo.broadcast_in_dim"(%v792) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64xf32>
    %v794 = "stablehlo.multiply"(%v791, %v793) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %v795 = util.global.load @p53 : tensor<151936x64xi8>
    %v796 = util.global.load @p54 : tensor<151936xf32>
    %v797 = tensor.empty() : tensor<1x64x2x1xf32>
    %v798 = linalg.pack %v794 inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %v797 : tensor<2x64xf32> -> tensor<1x64x2x1xf32>
    %v799 = tensor.empty() : tensor<9496x64x16x1xi8>
    %v800 = linalg.pack %v795 inner_dims_pos = [0, 1] inner_tiles = [16, 1] into %v799 : tensor<151936x64xi8> -> tensor<9496x64x16x1xi8>
    %v801 = tensor.empty() : tensor<1x9496x2x16xf32>
    %v802 = arith.constant 0.0 : f32
    %v803 = linalg.fill ins(%v802 : f32) outs(%v801 : tensor<1x9496x2x16xf32>) -> tensor<1x9496x2x16xf32>
    %v804 = linalg.mmt4d ins(%v798, %v800 : tensor<1x64x2x1xf32>, tensor<9496x64x16x1xi8>) outs(%v803 : tensor<1x9496x2x16xf32>) -> tensor<1x9496x2x16xf32>
    %v805 = tensor.empty() : tensor<2x151936xf32>
    %v806 = linalg.unpack %v804 inner_dims_pos = [0, 1] inner_tiles = [2, 16] into %v805 : tensor<1x9496x2x16xf32> -> tensor<2x151936xf32>
    %v807 = "stablehlo.broadcast_in_dim"(%v796) {broadcast_dimensions = array<i64: 1>} : (tensor<151936xf32>) -> tensor<2x151936xf32>
    %v808 = "stablehlo.multiply"(%v806, %v807) : (tensor<2x151936xf32>, tensor<2x151936xf32>) -> tensor<2x151936xf32>
    return %v808, %v779, %v780 : tensor<2x151936xf32>, tensor<2x1x16x2xbf16>, tensor<2x1x2x16xbf16>
  }
  func.func @kv_write_n2(%arg0: tensor<2x1x?x16x16xbf16>, %arg1: tensor<2x1x?x16xbf16>, %arg2: tensor<2x1x16x2xbf16>, %arg3: tensor<2x1x2x16xbf16>, %arg4: tensor<2xi32>) -> (tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>) {
    %v1 = stablehlo.constant dense<0> : tensor<i32>
    %v2 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v3 = "stablehlo.reshape"(%v2) : (tensor<1xi32>) -> tensor<i32>
    %v4 = stablehlo.constant dense<0> : tensor<i32>
    %v5 = stablehlo.constant dense<16> : tensor<i32>
    %v6 = "stablehlo.divide"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v7 = "stablehlo.remainder"(%v3, %v5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v8 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 16, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xbf16>) -> tensor<2x1x16x1xbf16>
    %v9 = "stablehlo.reshape"(%v8) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v20 = tensor.insert_slice %v9 into %arg0[%v11, %v13, %v15, %v17, %v19] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v21 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 1, 1, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v22 = tensor.extract %v1[] : tensor<i32>
    %v23 = arith.index_cast %v22 : i32 to index
    %v24 = tensor.extract %v1[] : tensor<i32>
    %v25 = arith.index_cast %v24 : i32 to index
    %v26 = tensor.extract %v3[] : tensor<i32>
    %v27 = arith.index_cast %v26 : i32 to index
    %v28 = tensor.extract %v1[] : tensor<i32>
    %v29 = arith.index_cast %v28 : i32 to index
    %v30 = tensor.insert_slice %v21 into %arg1[%v23, %v25, %v27, %v29] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xbf16> into tensor<2x1x?x16xbf16>
    %v31 = "stablehlo.slice"(%arg4) {start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<2xi32>) -> tensor<1xi32>
    %v32 = "stablehlo.reshape"(%v31) : (tensor<1xi32>) -> tensor<i32>
    %v33 = stablehlo.constant dense<0> : tensor<i32>
    %v34 = stablehlo.constant dense<16> : tensor<i32>
    %v35 = "stablehlo.divide"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v36 = "stablehlo.remainder"(%v32, %v34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v37 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 0, 0, 1>, limit_indices = array<i64: 2, 1, 16, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x16x2xbf16>) -> tensor<2x1x16x1xbf16>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<2x1x16x1xbf16>) -> tensor<2x1x1x16x1xbf16>
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
    %v49 = tensor.insert_slice %v38 into %v20[%v40, %v42, %v44, %v46, %v48] [2, 1, 1, 16, 1] [1, 1, 1, 1, 1] : tensor<2x1x1x16x1xbf16> into tensor<2x1x?x16x16xbf16>
    %v50 = "stablehlo.slice"(%arg3) {start_indices = array<i64: 0, 0, 1, 0>, limit_indices = array<i64: 2, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x1x2x16xbf16>) -> tensor<2x1x1x16xbf16>
    %v51 = tensor.extract %v1[] : tensor<i32>
    %v52 = arith.index_cast %v51 : i32 to index
    %v53 = tensor.extract %v1[] : tensor<i32>
    %v54 = arith.index_cast %v53 : i32 to index
    %v55 = tensor.extract %v32[] : tensor<i32>
    %v56 = arith.index_cast %v55 : i32 to index
    %v57 = tensor.extract %v1[] : tensor<i32>
    %v58 = arith.index_cast %v57 : i32 to index
    %v59 = tensor.insert_slice %v50 into %v30[%v52, %v54, %v56, %v58] [2, 1, 1, 16] [1, 1, 1, 1] : tensor<2x1x1x16xbf16> into tensor<2x1x?x16xbf16>
    return %v49, %v59 : tensor<2x1x?x16x16xbf16>, tensor<2x1x?x16xbf16>
  }
}
