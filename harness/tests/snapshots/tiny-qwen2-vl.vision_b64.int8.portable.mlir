module @vision {
  util.global private @p0 = #flow.parameter.named<"model"::"visual.patch_embed.proj.weight"> : tensor<32x3x2x14x14xf32>
  util.global private @p1 = #flow.parameter.named<"model"::"visual.blocks.0.norm1.weight"> : tensor<32xf32>
  util.global private @p2 = #flow.parameter.named<"model"::"visual.blocks.0.norm1.bias"> : tensor<32xf32>
  util.global private @p3 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.qkv.weight"> : tensor<96x32xi8>
  util.global private @p4 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.qkv.weight.scale"> : tensor<96xf32>
  util.global private @p5 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.qkv.weight.offset"> : tensor<96xi32>
  util.global private @p6 = #flow.parameter.named<"model"::"visual.blocks.0.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p7 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.proj.weight"> : tensor<32x32xi8>
  util.global private @p8 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.proj.weight.scale"> : tensor<32xf32>
  util.global private @p9 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.proj.weight.offset"> : tensor<32xi32>
  util.global private @p10 = #flow.parameter.named<"model"::"visual.blocks.0.attn.proj.bias"> : tensor<32xf32>
  util.global private @p11 = #flow.parameter.named<"model"::"visual.blocks.0.norm2.weight"> : tensor<32xf32>
  util.global private @p12 = #flow.parameter.named<"model"::"visual.blocks.0.norm2.bias"> : tensor<32xf32>
  util.global private @p13 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc1.weight"> : tensor<128x32xi8>
  util.global private @p14 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc1.weight.scale"> : tensor<128xf32>
  util.global private @p15 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc1.weight.offset"> : tensor<128xi32>
  util.global private @p16 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p17 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc2.weight"> : tensor<32x128xi8>
  util.global private @p18 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc2.weight.scale"> : tensor<32xf32>
  util.global private @p19 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc2.weight.offset"> : tensor<32xi32>
  util.global private @p20 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p21 = #flow.parameter.named<"model"::"visual.blocks.1.norm1.weight"> : tensor<32xf32>
  util.global private @p22 = #flow.parameter.named<"model"::"visual.blocks.1.norm1.bias"> : tensor<32xf32>
  util.global private @p23 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.qkv.weight"> : tensor<96x32xi8>
  util.global private @p24 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.qkv.weight.scale"> : tensor<96xf32>
  util.global private @p25 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.qkv.weight.offset"> : tensor<96xi32>
  util.global private @p26 = #flow.parameter.named<"model"::"visual.blocks.1.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p27 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.proj.weight"> : tensor<32x32xi8>
  util.global private @p28 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.proj.weight.scale"> : tensor<32xf32>
  util.global private @p29 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.proj.weight.offset"> : tensor<32xi32>
  util.global private @p30 = #flow.parameter.named<"model"::"visual.blocks.1.attn.proj.bias"> : tensor<32xf32>
  util.global private @p31 = #flow.parameter.named<"model"::"visual.blocks.1.norm2.weight"> : tensor<32xf32>
  util.global private @p32 = #flow.parameter.named<"model"::"visual.blocks.1.norm2.bias"> : tensor<32xf32>
  util.global private @p33 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc1.weight"> : tensor<128x32xi8>
  util.global private @p34 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc1.weight.scale"> : tensor<128xf32>
  util.global private @p35 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc1.weight.offset"> : tensor<128xi32>
  util.global private @p36 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p37 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc2.weight"> : tensor<32x128xi8>
  util.global private @p38 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc2.weight.scale"> : tensor<32xf32>
  util.global private @p39 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc2.weight.offset"> : tensor<32xi32>
  util.global private @p40 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p41 = #flow.parameter.named<"model"::"visual.blocks.2.norm1.weight"> : tensor<32xf32>
  util.global private @p42 = #flow.parameter.named<"model"::"visual.blocks.2.norm1.bias"> : tensor<32xf32>
  util.global private @p43 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.qkv.weight"> : tensor<96x32xi8>
  util.global private @p44 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.qkv.weight.scale"> : tensor<96xf32>
  util.global private @p45 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.qkv.weight.offset"> : tensor<96xi32>
  util.global private @p46 = #flow.parameter.named<"model"::"visual.blocks.2.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p47 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.proj.weight"> : tensor<32x32xi8>
  util.global private @p48 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.proj.weight.scale"> : tensor<32xf32>
  util.global private @p49 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.proj.weight.offset"> : tensor<32xi32>
  util.global private @p50 = #flow.parameter.named<"model"::"visual.blocks.2.attn.proj.bias"> : tensor<32xf32>
  util.global private @p51 = #flow.parameter.named<"model"::"visual.blocks.2.norm2.weight"> : tensor<32xf32>
  util.global private @p52 = #flow.parameter.named<"model"::"visual.blocks.2.norm2.bias"> : tensor<32xf32>
  util.global private @p53 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc1.weight"> : tensor<128x32xi8>
  util.global private @p54 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc1.weight.scale"> : tensor<128xf32>
  util.global private @p55 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc1.weight.offset"> : tensor<128xi32>
  util.global private @p56 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p57 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc2.weight"> : tensor<32x128xi8>
  util.global private @p58 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc2.weight.scale"> : tensor<32xf32>
  util.global private @p59 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc2.weight.offset"> : tensor<32xi32>
  util.global private @p60 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p61 = #flow.parameter.named<"model"::"visual.merger.ln_q.weight"> : tensor<32xf32>
  util.global private @p62 = #flow.parameter.named<"model"::"visual.merger.ln_q.bias"> : tensor<32xf32>
  util.global private @p63 = #flow.parameter.named<"q8"::"visual.merger.mlp.0.weight"> : tensor<128x128xi8>
  util.global private @p64 = #flow.parameter.named<"q8"::"visual.merger.mlp.0.weight.scale"> : tensor<128xf32>
  util.global private @p65 = #flow.parameter.named<"q8"::"visual.merger.mlp.0.weight.offset"> : tensor<128xi32>
  util.global private @p66 = #flow.parameter.named<"model"::"visual.merger.mlp.0.bias"> : tensor<128xf32>
  util.global private @p67 = #flow.parameter.named<"q8"::"visual.merger.mlp.2.weight"> : tensor<64x128xi8>
  util.global private @p68 = #flow.parameter.named<"q8"::"visual.merger.mlp.2.weight.scale"> : tensor<64xf32>
  util.global private @p69 = #flow.parameter.named<"q8"::"visual.merger.mlp.2.weight.offset"> : tensor<64xi32>
  util.global private @p70 = #flow.parameter.named<"model"::"visual.merger.mlp.2.bias"> : tensor<64xf32>
  func.func @embed_b64(%arg0: tensor<64x1176xf32>) -> (tensor<64x32xf32>) {
    %v1 = util.global.load @p0 : tensor<32x3x2x14x14xf32>
    %v2 = "stablehlo.reshape"(%v1) : (tensor<32x3x2x14x14xf32>) -> tensor<32x1176xf32>
    %v3 = "stablehlo.convert"(%v2) : (tensor<32x1176xf32>) -> tensor<32x1176xbf16>
    %v4 = "stablehlo.dot_general"(%arg0, %v3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1176xf32>, tensor<32x1176xbf16>) -> tensor<64x32xf32>
    return %v4 : tensor<64x32xf32>
  }
  func.func @blocks_b64_0_1(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p1 : tensor<32xf32>
    %v7 = util.global.load @p2 : tensor<32xf32>
    %v8 = util.global.load @p3 : tensor<96x32xi8>
    %v9 = util.global.load @p4 : tensor<96xf32>
    %v10 = util.global.load @p5 : tensor<96xi32>
    %v11 = util.global.load @p6 : tensor<96xf32>
    %v12 = util.global.load @p7 : tensor<32x32xi8>
    %v13 = util.global.load @p8 : tensor<32xf32>
    %v14 = util.global.load @p9 : tensor<32xi32>
    %v15 = util.global.load @p10 : tensor<32xf32>
    %v16 = util.global.load @p11 : tensor<32xf32>
    %v17 = util.global.load @p12 : tensor<32xf32>
    %v18 = util.global.load @p13 : tensor<128x32xi8>
    %v19 = util.global.load @p14 : tensor<128xf32>
    %v20 = util.global.load @p15 : tensor<128xi32>
    %v21 = util.global.load @p16 : tensor<128xf32>
    %v22 = util.global.load @p17 : tensor<32x128xi8>
    %v23 = util.global.load @p18 : tensor<32xf32>
    %v24 = util.global.load @p19 : tensor<32xi32>
    %v25 = util.global.load @p20 : tensor<32xf32>
    %v26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v27 = "stablehlo.reduce"(%arg0, %v26) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v28 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v29 = "stablehlo.multiply"(%v27, %v28) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v30 = "stablehlo.broadcast_in_dim"(%v29) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v31 = "stablehlo.subtract"(%arg0, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.multiply"(%v31, %v31) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v34 = "stablehlo.reduce"(%v32, %v33) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v35 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v36 = "stablehlo.multiply"(%v34, %v35) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v38 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v40 = "stablehlo.rsqrt"(%v39) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v41 = "stablehlo.multiply"(%v31, %v40) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v44 = "stablehlo.multiply"(%v41, %v42) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v45 = "stablehlo.add"(%v44, %v43) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v46 = "stablehlo.abs"(%v45) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v48 = "stablehlo.reduce"(%v46, %v47) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v51 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v52 = "stablehlo.divide"(%v50, %v51) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v53 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v54 = "stablehlo.maximum"(%v52, %v53) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v55 = "stablehlo.divide"(%v49, %v54) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v56 = "stablehlo.round_nearest_even"(%v55) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v57 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v58 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v59 = "stablehlo.maximum"(%v56, %v57) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v60 = "stablehlo.minimum"(%v59, %v58) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v61 = "stablehlo.multiply"(%v60, %v54) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v62 = "stablehlo.subtract"(%v49, %v61) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v63 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v64 = "stablehlo.divide"(%v54, %v63) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v65 = "stablehlo.divide"(%v62, %v64) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v66 = "stablehlo.round_nearest_even"(%v65) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v67 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v68 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v69 = "stablehlo.maximum"(%v66, %v67) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v70 = "stablehlo.minimum"(%v69, %v68) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v71 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v72 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v73 = "stablehlo.compare"(%v71, %v72) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v74 = "stablehlo.select"(%v73, %v60, %v70) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v75 = "stablehlo.convert"(%v74) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v77 = iree_encoding.set_encoding %v76 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v78 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = arith.constant 0 : i32
    %v81 = linalg.fill ins(%v80 : i32) outs(%v79 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v77, %v78 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v83 = iree_encoding.unset_encoding %v82 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v84 = "stablehlo.convert"(%v83) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v87 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x96xf32>
    %v88 = "stablehlo.divide"(%v86, %v87) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x96xf32>
    %v90 = "stablehlo.maximum"(%v88, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v91 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x96xf32>
    %v92 = "stablehlo.divide"(%v90, %v91) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.slice"(%v84) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.multiply"(%v93, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.multiply"(%v94, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.slice"(%v84) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.multiply"(%v96, %v92) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.multiply"(%v97, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.add"(%v95, %v98) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v101 = "stablehlo.add"(%v99, %v100) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v103 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v110 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v111 = "stablehlo.negate"(%v110) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v112 = "stablehlo.concatenate"(%v111, %v109) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v115 = "stablehlo.multiply"(%v104, %v113) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.multiply"(%v112, %v114) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.add"(%v115, %v116) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v119 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v120 = "stablehlo.negate"(%v119) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v121 = "stablehlo.concatenate"(%v120, %v118) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v123 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v124 = "stablehlo.multiply"(%v106, %v122) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v125 = "stablehlo.multiply"(%v121, %v123) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v126 = "stablehlo.add"(%v124, %v125) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v127 = "stablehlo.dot_general"(%v117, %v126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v128 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v129 = "stablehlo.multiply"(%v127, %v128) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v130 = "stablehlo.select"(%v4, %v129, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v132 = "stablehlo.reduce"(%v130, %v131) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v134 = "stablehlo.subtract"(%v130, %v133) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v135 = "stablehlo.exponential"(%v134) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v135, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v137) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v139 = "stablehlo.divide"(%v135, %v138) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v140 = "stablehlo.dot_general"(%v139, %v108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v141 = "stablehlo.transpose"(%v140) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v143 = "stablehlo.abs"(%v142) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v145 = "stablehlo.reduce"(%v143, %v144) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v142) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v148 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v149 = "stablehlo.divide"(%v147, %v148) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v150 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v151 = "stablehlo.maximum"(%v149, %v150) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v152 = "stablehlo.divide"(%v146, %v151) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v153 = "stablehlo.round_nearest_even"(%v152) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v154 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v155 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v156 = "stablehlo.maximum"(%v153, %v154) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v157 = "stablehlo.minimum"(%v156, %v155) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v158 = "stablehlo.multiply"(%v157, %v151) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v159 = "stablehlo.subtract"(%v146, %v158) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v160 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v161 = "stablehlo.divide"(%v151, %v160) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v162 = "stablehlo.divide"(%v159, %v161) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v163 = "stablehlo.round_nearest_even"(%v162) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v164 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v165 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v166 = "stablehlo.maximum"(%v163, %v164) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v167 = "stablehlo.minimum"(%v166, %v165) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v168 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v169 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v170 = "stablehlo.compare"(%v168, %v169) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v171 = "stablehlo.select"(%v170, %v157, %v167) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v172 = "stablehlo.convert"(%v171) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v174 = iree_encoding.set_encoding %v173 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v175 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v176 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v177 = arith.constant 0 : i32
    %v178 = linalg.fill ins(%v177 : i32) outs(%v176 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v179 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v174, %v175 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v178 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v180 = iree_encoding.unset_encoding %v179 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v181 = "stablehlo.convert"(%v180) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v184 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v185 = "stablehlo.divide"(%v183, %v184) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v186 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v187 = "stablehlo.maximum"(%v185, %v186) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v188 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v189 = "stablehlo.divide"(%v187, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v190 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.multiply"(%v190, %v187) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.multiply"(%v191, %v182) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.slice"(%v181) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.multiply"(%v193, %v189) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.multiply"(%v194, %v182) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.add"(%v192, %v195) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.add"(%v196, %v197) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%arg0, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v201 = "stablehlo.reduce"(%v199, %v200) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v202 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v203 = "stablehlo.multiply"(%v201, %v202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.subtract"(%v199, %v204) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.multiply"(%v205, %v205) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v208 = "stablehlo.reduce"(%v206, %v207) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v209 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v210 = "stablehlo.multiply"(%v208, %v209) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v213 = "stablehlo.add"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.rsqrt"(%v213) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.multiply"(%v205, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v215, %v216) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.add"(%v218, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.abs"(%v219) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v222 = "stablehlo.reduce"(%v220, %v221) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v219) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v225 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v226 = "stablehlo.divide"(%v224, %v225) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v227 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v228 = "stablehlo.maximum"(%v226, %v227) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v229 = "stablehlo.divide"(%v223, %v228) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v230 = "stablehlo.round_nearest_even"(%v229) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v231 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v232 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v233 = "stablehlo.maximum"(%v230, %v231) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v234 = "stablehlo.minimum"(%v233, %v232) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v235 = "stablehlo.multiply"(%v234, %v228) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v236 = "stablehlo.subtract"(%v223, %v235) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v237 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v238 = "stablehlo.divide"(%v228, %v237) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v239 = "stablehlo.divide"(%v236, %v238) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v240 = "stablehlo.round_nearest_even"(%v239) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v241 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v242 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v243 = "stablehlo.maximum"(%v240, %v241) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v244 = "stablehlo.minimum"(%v243, %v242) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v245 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v246 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v247 = "stablehlo.compare"(%v245, %v246) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v248 = "stablehlo.select"(%v247, %v234, %v244) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v250 = "stablehlo.reshape"(%v249) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v251 = iree_encoding.set_encoding %v250 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v252 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v253 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = arith.constant 0 : i32
    %v255 = linalg.fill ins(%v254 : i32) outs(%v253 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v251, %v252 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v257 = iree_encoding.unset_encoding %v256 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v258 = "stablehlo.convert"(%v257) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v259 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v261 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v262 = "stablehlo.divide"(%v260, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v263 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x128xf32>
    %v264 = "stablehlo.maximum"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v265 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x128xf32>
    %v266 = "stablehlo.divide"(%v264, %v265) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.multiply"(%v267, %v264) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.multiply"(%v268, %v259) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.slice"(%v258) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.multiply"(%v270, %v266) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.multiply"(%v271, %v259) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = "stablehlo.add"(%v269, %v272) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.add"(%v273, %v274) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v277 = "stablehlo.multiply"(%v275, %v276) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = "stablehlo.logistic"(%v277) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = "stablehlo.multiply"(%v275, %v278) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = "stablehlo.abs"(%v279) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v282 = "stablehlo.reduce"(%v280, %v281) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v279) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x128xf32>) -> tensor<2x64x128xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x128xf32>
    %v285 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v286 = "stablehlo.divide"(%v284, %v285) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v287 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x128xf32>
    %v288 = "stablehlo.maximum"(%v286, %v287) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v289 = "stablehlo.divide"(%v283, %v288) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v290 = "stablehlo.round_nearest_even"(%v289) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v291 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v292 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v293 = "stablehlo.maximum"(%v290, %v291) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v294 = "stablehlo.minimum"(%v293, %v292) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v295 = "stablehlo.multiply"(%v294, %v288) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v296 = "stablehlo.subtract"(%v283, %v295) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v297 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x128xf32>
    %v298 = "stablehlo.divide"(%v288, %v297) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v299 = "stablehlo.divide"(%v296, %v298) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v300 = "stablehlo.round_nearest_even"(%v299) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v301 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v303 = "stablehlo.maximum"(%v300, %v301) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v304 = "stablehlo.minimum"(%v303, %v302) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v305 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x128xi32>
    %v306 = stablehlo.constant dense<0> : tensor<2x64x128xi32>
    %v307 = "stablehlo.compare"(%v305, %v306) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x128xi32>, tensor<2x64x128xi32>) -> tensor<2x64x128xi1>
    %v308 = "stablehlo.select"(%v307, %v294, %v304) : (tensor<2x64x128xi1>, tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v309 = "stablehlo.convert"(%v308) : (tensor<2x64x128xf32>) -> tensor<2x64x128xi8>
    %v310 = "stablehlo.reshape"(%v309) : (tensor<2x64x128xi8>) -> tensor<128x128xi8>
    %v311 = iree_encoding.set_encoding %v310 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v314 = arith.constant 0 : i32
    %v315 = linalg.fill ins(%v314 : i32) outs(%v313 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v316 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v311, %v312 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v315 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v317 = iree_encoding.unset_encoding %v316 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v318 = "stablehlo.convert"(%v317) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v321 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v322 = "stablehlo.divide"(%v320, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v324 = "stablehlo.maximum"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v326 = "stablehlo.divide"(%v324, %v325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.slice"(%v318) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v328 = "stablehlo.multiply"(%v327, %v324) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v329 = "stablehlo.multiply"(%v328, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v330 = "stablehlo.slice"(%v318) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v331 = "stablehlo.multiply"(%v330, %v326) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v332 = "stablehlo.multiply"(%v331, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v333 = "stablehlo.add"(%v329, %v332) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v335 = "stablehlo.add"(%v333, %v334) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v336 = "stablehlo.add"(%v199, %v335) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v336 : tensor<64x32xf32>
  }
  func.func @blocks_b64_1_2(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p21 : tensor<32xf32>
    %v7 = util.global.load @p22 : tensor<32xf32>
    %v8 = util.global.load @p23 : tensor<96x32xi8>
    %v9 = util.global.load @p24 : tensor<96xf32>
    %v10 = util.global.load @p25 : tensor<96xi32>
    %v11 = util.global.load @p26 : tensor<96xf32>
    %v12 = util.global.load @p27 : tensor<32x32xi8>
    %v13 = util.global.load @p28 : tensor<32xf32>
    %v14 = util.global.load @p29 : tensor<32xi32>
    %v15 = util.global.load @p30 : tensor<32xf32>
    %v16 = util.global.load @p31 : tensor<32xf32>
    %v17 = util.global.load @p32 : tensor<32xf32>
    %v18 = util.global.load @p33 : tensor<128x32xi8>
    %v19 = util.global.load @p34 : tensor<128xf32>
    %v20 = util.global.load @p35 : tensor<128xi32>
    %v21 = util.global.load @p36 : tensor<128xf32>
    %v22 = util.global.load @p37 : tensor<32x128xi8>
    %v23 = util.global.load @p38 : tensor<32xf32>
    %v24 = util.global.load @p39 : tensor<32xi32>
    %v25 = util.global.load @p40 : tensor<32xf32>
    %v26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v27 = "stablehlo.reduce"(%arg0, %v26) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v28 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v29 = "stablehlo.multiply"(%v27, %v28) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v30 = "stablehlo.broadcast_in_dim"(%v29) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v31 = "stablehlo.subtract"(%arg0, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.multiply"(%v31, %v31) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v34 = "stablehlo.reduce"(%v32, %v33) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v35 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v36 = "stablehlo.multiply"(%v34, %v35) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v38 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v40 = "stablehlo.rsqrt"(%v39) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v41 = "stablehlo.multiply"(%v31, %v40) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v44 = "stablehlo.multiply"(%v41, %v42) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v45 = "stablehlo.add"(%v44, %v43) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v46 = "stablehlo.abs"(%v45) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v48 = "stablehlo.reduce"(%v46, %v47) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v51 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v52 = "stablehlo.divide"(%v50, %v51) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v53 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v54 = "stablehlo.maximum"(%v52, %v53) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v55 = "stablehlo.divide"(%v49, %v54) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v56 = "stablehlo.round_nearest_even"(%v55) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v57 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v58 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v59 = "stablehlo.maximum"(%v56, %v57) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v60 = "stablehlo.minimum"(%v59, %v58) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v61 = "stablehlo.multiply"(%v60, %v54) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v62 = "stablehlo.subtract"(%v49, %v61) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v63 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v64 = "stablehlo.divide"(%v54, %v63) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v65 = "stablehlo.divide"(%v62, %v64) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v66 = "stablehlo.round_nearest_even"(%v65) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v67 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v68 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v69 = "stablehlo.maximum"(%v66, %v67) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v70 = "stablehlo.minimum"(%v69, %v68) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v71 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v72 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v73 = "stablehlo.compare"(%v71, %v72) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v74 = "stablehlo.select"(%v73, %v60, %v70) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v75 = "stablehlo.convert"(%v74) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v77 = iree_encoding.set_encoding %v76 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v78 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = arith.constant 0 : i32
    %v81 = linalg.fill ins(%v80 : i32) outs(%v79 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v77, %v78 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v83 = iree_encoding.unset_encoding %v82 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v84 = "stablehlo.convert"(%v83) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v87 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x96xf32>
    %v88 = "stablehlo.divide"(%v86, %v87) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x96xf32>
    %v90 = "stablehlo.maximum"(%v88, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v91 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x96xf32>
    %v92 = "stablehlo.divide"(%v90, %v91) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.slice"(%v84) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.multiply"(%v93, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.multiply"(%v94, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.slice"(%v84) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.multiply"(%v96, %v92) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.multiply"(%v97, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.add"(%v95, %v98) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v101 = "stablehlo.add"(%v99, %v100) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v103 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v110 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v111 = "stablehlo.negate"(%v110) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v112 = "stablehlo.concatenate"(%v111, %v109) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v115 = "stablehlo.multiply"(%v104, %v113) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.multiply"(%v112, %v114) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.add"(%v115, %v116) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v119 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v120 = "stablehlo.negate"(%v119) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v121 = "stablehlo.concatenate"(%v120, %v118) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v123 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v124 = "stablehlo.multiply"(%v106, %v122) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v125 = "stablehlo.multiply"(%v121, %v123) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v126 = "stablehlo.add"(%v124, %v125) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v127 = "stablehlo.dot_general"(%v117, %v126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v128 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v129 = "stablehlo.multiply"(%v127, %v128) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v130 = "stablehlo.select"(%v4, %v129, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v132 = "stablehlo.reduce"(%v130, %v131) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v134 = "stablehlo.subtract"(%v130, %v133) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v135 = "stablehlo.exponential"(%v134) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v135, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v137) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v139 = "stablehlo.divide"(%v135, %v138) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v140 = "stablehlo.dot_general"(%v139, %v108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v141 = "stablehlo.transpose"(%v140) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v143 = "stablehlo.abs"(%v142) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v145 = "stablehlo.reduce"(%v143, %v144) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v142) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v148 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v149 = "stablehlo.divide"(%v147, %v148) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v150 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v151 = "stablehlo.maximum"(%v149, %v150) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v152 = "stablehlo.divide"(%v146, %v151) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v153 = "stablehlo.round_nearest_even"(%v152) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v154 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v155 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v156 = "stablehlo.maximum"(%v153, %v154) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v157 = "stablehlo.minimum"(%v156, %v155) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v158 = "stablehlo.multiply"(%v157, %v151) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v159 = "stablehlo.subtract"(%v146, %v158) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v160 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v161 = "stablehlo.divide"(%v151, %v160) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v162 = "stablehlo.divide"(%v159, %v161) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v163 = "stablehlo.round_nearest_even"(%v162) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v164 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v165 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v166 = "stablehlo.maximum"(%v163, %v164) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v167 = "stablehlo.minimum"(%v166, %v165) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v168 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v169 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v170 = "stablehlo.compare"(%v168, %v169) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v171 = "stablehlo.select"(%v170, %v157, %v167) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v172 = "stablehlo.convert"(%v171) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v174 = iree_encoding.set_encoding %v173 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v175 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v176 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v177 = arith.constant 0 : i32
    %v178 = linalg.fill ins(%v177 : i32) outs(%v176 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v179 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v174, %v175 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v178 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v180 = iree_encoding.unset_encoding %v179 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v181 = "stablehlo.convert"(%v180) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v184 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v185 = "stablehlo.divide"(%v183, %v184) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v186 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v187 = "stablehlo.maximum"(%v185, %v186) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v188 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v189 = "stablehlo.divide"(%v187, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v190 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.multiply"(%v190, %v187) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.multiply"(%v191, %v182) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.slice"(%v181) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.multiply"(%v193, %v189) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.multiply"(%v194, %v182) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.add"(%v192, %v195) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.add"(%v196, %v197) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%arg0, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v201 = "stablehlo.reduce"(%v199, %v200) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v202 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v203 = "stablehlo.multiply"(%v201, %v202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.subtract"(%v199, %v204) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.multiply"(%v205, %v205) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v208 = "stablehlo.reduce"(%v206, %v207) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v209 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v210 = "stablehlo.multiply"(%v208, %v209) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v213 = "stablehlo.add"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.rsqrt"(%v213) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.multiply"(%v205, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v215, %v216) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.add"(%v218, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.abs"(%v219) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v222 = "stablehlo.reduce"(%v220, %v221) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v219) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v225 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v226 = "stablehlo.divide"(%v224, %v225) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v227 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v228 = "stablehlo.maximum"(%v226, %v227) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v229 = "stablehlo.divide"(%v223, %v228) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v230 = "stablehlo.round_nearest_even"(%v229) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v231 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v232 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v233 = "stablehlo.maximum"(%v230, %v231) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v234 = "stablehlo.minimum"(%v233, %v232) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v235 = "stablehlo.multiply"(%v234, %v228) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v236 = "stablehlo.subtract"(%v223, %v235) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v237 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v238 = "stablehlo.divide"(%v228, %v237) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v239 = "stablehlo.divide"(%v236, %v238) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v240 = "stablehlo.round_nearest_even"(%v239) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v241 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v242 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v243 = "stablehlo.maximum"(%v240, %v241) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v244 = "stablehlo.minimum"(%v243, %v242) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v245 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v246 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v247 = "stablehlo.compare"(%v245, %v246) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v248 = "stablehlo.select"(%v247, %v234, %v244) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v250 = "stablehlo.reshape"(%v249) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v251 = iree_encoding.set_encoding %v250 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v252 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v253 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = arith.constant 0 : i32
    %v255 = linalg.fill ins(%v254 : i32) outs(%v253 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v251, %v252 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v257 = iree_encoding.unset_encoding %v256 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v258 = "stablehlo.convert"(%v257) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v259 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v261 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v262 = "stablehlo.divide"(%v260, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v263 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x128xf32>
    %v264 = "stablehlo.maximum"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v265 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x128xf32>
    %v266 = "stablehlo.divide"(%v264, %v265) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.multiply"(%v267, %v264) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.multiply"(%v268, %v259) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.slice"(%v258) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.multiply"(%v270, %v266) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.multiply"(%v271, %v259) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = "stablehlo.add"(%v269, %v272) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.add"(%v273, %v274) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v277 = "stablehlo.multiply"(%v275, %v276) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = "stablehlo.logistic"(%v277) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = "stablehlo.multiply"(%v275, %v278) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = "stablehlo.abs"(%v279) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v282 = "stablehlo.reduce"(%v280, %v281) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v279) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x128xf32>) -> tensor<2x64x128xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x128xf32>
    %v285 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v286 = "stablehlo.divide"(%v284, %v285) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v287 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x128xf32>
    %v288 = "stablehlo.maximum"(%v286, %v287) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v289 = "stablehlo.divide"(%v283, %v288) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v290 = "stablehlo.round_nearest_even"(%v289) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v291 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v292 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v293 = "stablehlo.maximum"(%v290, %v291) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v294 = "stablehlo.minimum"(%v293, %v292) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v295 = "stablehlo.multiply"(%v294, %v288) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v296 = "stablehlo.subtract"(%v283, %v295) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v297 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x128xf32>
    %v298 = "stablehlo.divide"(%v288, %v297) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v299 = "stablehlo.divide"(%v296, %v298) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v300 = "stablehlo.round_nearest_even"(%v299) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v301 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v303 = "stablehlo.maximum"(%v300, %v301) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v304 = "stablehlo.minimum"(%v303, %v302) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v305 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x128xi32>
    %v306 = stablehlo.constant dense<0> : tensor<2x64x128xi32>
    %v307 = "stablehlo.compare"(%v305, %v306) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x128xi32>, tensor<2x64x128xi32>) -> tensor<2x64x128xi1>
    %v308 = "stablehlo.select"(%v307, %v294, %v304) : (tensor<2x64x128xi1>, tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v309 = "stablehlo.convert"(%v308) : (tensor<2x64x128xf32>) -> tensor<2x64x128xi8>
    %v310 = "stablehlo.reshape"(%v309) : (tensor<2x64x128xi8>) -> tensor<128x128xi8>
    %v311 = iree_encoding.set_encoding %v310 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v314 = arith.constant 0 : i32
    %v315 = linalg.fill ins(%v314 : i32) outs(%v313 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v316 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v311, %v312 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v315 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v317 = iree_encoding.unset_encoding %v316 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v318 = "stablehlo.convert"(%v317) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v321 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v322 = "stablehlo.divide"(%v320, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v324 = "stablehlo.maximum"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v326 = "stablehlo.divide"(%v324, %v325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.slice"(%v318) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v328 = "stablehlo.multiply"(%v327, %v324) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v329 = "stablehlo.multiply"(%v328, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v330 = "stablehlo.slice"(%v318) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v331 = "stablehlo.multiply"(%v330, %v326) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v332 = "stablehlo.multiply"(%v331, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v333 = "stablehlo.add"(%v329, %v332) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v335 = "stablehlo.add"(%v333, %v334) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v336 = "stablehlo.add"(%v199, %v335) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v336 : tensor<64x32xf32>
  }
  func.func @blocks_b64_2_3(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p41 : tensor<32xf32>
    %v7 = util.global.load @p42 : tensor<32xf32>
    %v8 = util.global.load @p43 : tensor<96x32xi8>
    %v9 = util.global.load @p44 : tensor<96xf32>
    %v10 = util.global.load @p45 : tensor<96xi32>
    %v11 = util.global.load @p46 : tensor<96xf32>
    %v12 = util.global.load @p47 : tensor<32x32xi8>
    %v13 = util.global.load @p48 : tensor<32xf32>
    %v14 = util.global.load @p49 : tensor<32xi32>
    %v15 = util.global.load @p50 : tensor<32xf32>
    %v16 = util.global.load @p51 : tensor<32xf32>
    %v17 = util.global.load @p52 : tensor<32xf32>
    %v18 = util.global.load @p53 : tensor<128x32xi8>
    %v19 = util.global.load @p54 : tensor<128xf32>
    %v20 = util.global.load @p55 : tensor<128xi32>
    %v21 = util.global.load @p56 : tensor<128xf32>
    %v22 = util.global.load @p57 : tensor<32x128xi8>
    %v23 = util.global.load @p58 : tensor<32xf32>
    %v24 = util.global.load @p59 : tensor<32xi32>
    %v25 = util.global.load @p60 : tensor<32xf32>
    %v26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v27 = "stablehlo.reduce"(%arg0, %v26) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v28 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v29 = "stablehlo.multiply"(%v27, %v28) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v30 = "stablehlo.broadcast_in_dim"(%v29) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v31 = "stablehlo.subtract"(%arg0, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.multiply"(%v31, %v31) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v34 = "stablehlo.reduce"(%v32, %v33) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v35 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v36 = "stablehlo.multiply"(%v34, %v35) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v37 = "stablehlo.broadcast_in_dim"(%v36) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v38 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v40 = "stablehlo.rsqrt"(%v39) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v41 = "stablehlo.multiply"(%v31, %v40) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v42 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v44 = "stablehlo.multiply"(%v41, %v42) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v45 = "stablehlo.add"(%v44, %v43) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v46 = "stablehlo.abs"(%v45) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v48 = "stablehlo.reduce"(%v46, %v47) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v45) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v50 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v51 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v52 = "stablehlo.divide"(%v50, %v51) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v53 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v54 = "stablehlo.maximum"(%v52, %v53) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v55 = "stablehlo.divide"(%v49, %v54) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v56 = "stablehlo.round_nearest_even"(%v55) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v57 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v58 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v59 = "stablehlo.maximum"(%v56, %v57) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v60 = "stablehlo.minimum"(%v59, %v58) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v61 = "stablehlo.multiply"(%v60, %v54) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v62 = "stablehlo.subtract"(%v49, %v61) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v63 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v64 = "stablehlo.divide"(%v54, %v63) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v65 = "stablehlo.divide"(%v62, %v64) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v66 = "stablehlo.round_nearest_even"(%v65) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v67 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v68 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v69 = "stablehlo.maximum"(%v66, %v67) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v70 = "stablehlo.minimum"(%v69, %v68) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v71 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v72 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v73 = "stablehlo.compare"(%v71, %v72) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v74 = "stablehlo.select"(%v73, %v60, %v70) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v75 = "stablehlo.convert"(%v74) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v77 = iree_encoding.set_encoding %v76 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v78 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = arith.constant 0 : i32
    %v81 = linalg.fill ins(%v80 : i32) outs(%v79 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v77, %v78 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v83 = iree_encoding.unset_encoding %v82 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v84 = "stablehlo.convert"(%v83) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v85 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v87 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x96xf32>
    %v88 = "stablehlo.divide"(%v86, %v87) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x96xf32>
    %v90 = "stablehlo.maximum"(%v88, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v91 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x96xf32>
    %v92 = "stablehlo.divide"(%v90, %v91) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.slice"(%v84) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.multiply"(%v93, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.multiply"(%v94, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.slice"(%v84) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.multiply"(%v96, %v92) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.multiply"(%v97, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.add"(%v95, %v98) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v101 = "stablehlo.add"(%v99, %v100) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v103 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v110 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v111 = "stablehlo.negate"(%v110) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v112 = "stablehlo.concatenate"(%v111, %v109) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v115 = "stablehlo.multiply"(%v104, %v113) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.multiply"(%v112, %v114) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.add"(%v115, %v116) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v119 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v120 = "stablehlo.negate"(%v119) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v121 = "stablehlo.concatenate"(%v120, %v118) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v123 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v124 = "stablehlo.multiply"(%v106, %v122) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v125 = "stablehlo.multiply"(%v121, %v123) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v126 = "stablehlo.add"(%v124, %v125) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v127 = "stablehlo.dot_general"(%v117, %v126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v128 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v129 = "stablehlo.multiply"(%v127, %v128) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v130 = "stablehlo.select"(%v4, %v129, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v132 = "stablehlo.reduce"(%v130, %v131) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v134 = "stablehlo.subtract"(%v130, %v133) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v135 = "stablehlo.exponential"(%v134) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v135, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v137) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v139 = "stablehlo.divide"(%v135, %v138) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v140 = "stablehlo.dot_general"(%v139, %v108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v141 = "stablehlo.transpose"(%v140) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v143 = "stablehlo.abs"(%v142) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v145 = "stablehlo.reduce"(%v143, %v144) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v142) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v148 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v149 = "stablehlo.divide"(%v147, %v148) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v150 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v151 = "stablehlo.maximum"(%v149, %v150) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v152 = "stablehlo.divide"(%v146, %v151) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v153 = "stablehlo.round_nearest_even"(%v152) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v154 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v155 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v156 = "stablehlo.maximum"(%v153, %v154) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v157 = "stablehlo.minimum"(%v156, %v155) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v158 = "stablehlo.multiply"(%v157, %v151) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v159 = "stablehlo.subtract"(%v146, %v158) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v160 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v161 = "stablehlo.divide"(%v151, %v160) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v162 = "stablehlo.divide"(%v159, %v161) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v163 = "stablehlo.round_nearest_even"(%v162) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v164 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v165 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v166 = "stablehlo.maximum"(%v163, %v164) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v167 = "stablehlo.minimum"(%v166, %v165) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v168 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v169 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v170 = "stablehlo.compare"(%v168, %v169) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v171 = "stablehlo.select"(%v170, %v157, %v167) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v172 = "stablehlo.convert"(%v171) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v173 = "stablehlo.reshape"(%v172) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v174 = iree_encoding.set_encoding %v173 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v175 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v176 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v177 = arith.constant 0 : i32
    %v178 = linalg.fill ins(%v177 : i32) outs(%v176 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v179 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v174, %v175 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v178 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v180 = iree_encoding.unset_encoding %v179 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v181 = "stablehlo.convert"(%v180) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v182 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v145) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v184 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v185 = "stablehlo.divide"(%v183, %v184) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v186 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v187 = "stablehlo.maximum"(%v185, %v186) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v188 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v189 = "stablehlo.divide"(%v187, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v190 = "stablehlo.slice"(%v181) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.multiply"(%v190, %v187) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.multiply"(%v191, %v182) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.slice"(%v181) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.multiply"(%v193, %v189) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.multiply"(%v194, %v182) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.add"(%v192, %v195) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.add"(%v196, %v197) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%arg0, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v201 = "stablehlo.reduce"(%v199, %v200) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v202 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v203 = "stablehlo.multiply"(%v201, %v202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.subtract"(%v199, %v204) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.multiply"(%v205, %v205) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v208 = "stablehlo.reduce"(%v206, %v207) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v209 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v210 = "stablehlo.multiply"(%v208, %v209) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v211 = "stablehlo.broadcast_in_dim"(%v210) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v213 = "stablehlo.add"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.rsqrt"(%v213) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.multiply"(%v205, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v215, %v216) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.add"(%v218, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.abs"(%v219) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v222 = "stablehlo.reduce"(%v220, %v221) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v219) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v224 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v225 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v226 = "stablehlo.divide"(%v224, %v225) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v227 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v228 = "stablehlo.maximum"(%v226, %v227) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v229 = "stablehlo.divide"(%v223, %v228) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v230 = "stablehlo.round_nearest_even"(%v229) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v231 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v232 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v233 = "stablehlo.maximum"(%v230, %v231) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v234 = "stablehlo.minimum"(%v233, %v232) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v235 = "stablehlo.multiply"(%v234, %v228) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v236 = "stablehlo.subtract"(%v223, %v235) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v237 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v238 = "stablehlo.divide"(%v228, %v237) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v239 = "stablehlo.divide"(%v236, %v238) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v240 = "stablehlo.round_nearest_even"(%v239) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v241 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v242 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v243 = "stablehlo.maximum"(%v240, %v241) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v244 = "stablehlo.minimum"(%v243, %v242) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v245 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v246 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v247 = "stablehlo.compare"(%v245, %v246) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v248 = "stablehlo.select"(%v247, %v234, %v244) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v250 = "stablehlo.reshape"(%v249) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v251 = iree_encoding.set_encoding %v250 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v252 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v253 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = arith.constant 0 : i32
    %v255 = linalg.fill ins(%v254 : i32) outs(%v253 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v251, %v252 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v257 = iree_encoding.unset_encoding %v256 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v258 = "stablehlo.convert"(%v257) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v259 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v261 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v262 = "stablehlo.divide"(%v260, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v263 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x128xf32>
    %v264 = "stablehlo.maximum"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v265 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x128xf32>
    %v266 = "stablehlo.divide"(%v264, %v265) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.multiply"(%v267, %v264) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.multiply"(%v268, %v259) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.slice"(%v258) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.multiply"(%v270, %v266) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.multiply"(%v271, %v259) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = "stablehlo.add"(%v269, %v272) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.add"(%v273, %v274) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v277 = "stablehlo.multiply"(%v275, %v276) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = "stablehlo.logistic"(%v277) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = "stablehlo.multiply"(%v275, %v278) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = "stablehlo.abs"(%v279) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v282 = "stablehlo.reduce"(%v280, %v281) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v283 = "stablehlo.broadcast_in_dim"(%v279) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x128xf32>) -> tensor<2x64x128xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x128xf32>
    %v285 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v286 = "stablehlo.divide"(%v284, %v285) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v287 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x128xf32>
    %v288 = "stablehlo.maximum"(%v286, %v287) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v289 = "stablehlo.divide"(%v283, %v288) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v290 = "stablehlo.round_nearest_even"(%v289) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v291 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v292 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v293 = "stablehlo.maximum"(%v290, %v291) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v294 = "stablehlo.minimum"(%v293, %v292) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v295 = "stablehlo.multiply"(%v294, %v288) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v296 = "stablehlo.subtract"(%v283, %v295) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v297 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x128xf32>
    %v298 = "stablehlo.divide"(%v288, %v297) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v299 = "stablehlo.divide"(%v296, %v298) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v300 = "stablehlo.round_nearest_even"(%v299) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v301 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v303 = "stablehlo.maximum"(%v300, %v301) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v304 = "stablehlo.minimum"(%v303, %v302) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v305 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x128xi32>
    %v306 = stablehlo.constant dense<0> : tensor<2x64x128xi32>
    %v307 = "stablehlo.compare"(%v305, %v306) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x128xi32>, tensor<2x64x128xi32>) -> tensor<2x64x128xi1>
    %v308 = "stablehlo.select"(%v307, %v294, %v304) : (tensor<2x64x128xi1>, tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v309 = "stablehlo.convert"(%v308) : (tensor<2x64x128xf32>) -> tensor<2x64x128xi8>
    %v310 = "stablehlo.reshape"(%v309) : (tensor<2x64x128xi8>) -> tensor<128x128xi8>
    %v311 = iree_encoding.set_encoding %v310 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v314 = arith.constant 0 : i32
    %v315 = linalg.fill ins(%v314 : i32) outs(%v313 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v316 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v311, %v312 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v315 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v317 = iree_encoding.unset_encoding %v316 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v318 = "stablehlo.convert"(%v317) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v282) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v321 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v322 = "stablehlo.divide"(%v320, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v324 = "stablehlo.maximum"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v326 = "stablehlo.divide"(%v324, %v325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.slice"(%v318) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v328 = "stablehlo.multiply"(%v327, %v324) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v329 = "stablehlo.multiply"(%v328, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v330 = "stablehlo.slice"(%v318) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v331 = "stablehlo.multiply"(%v330, %v326) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v332 = "stablehlo.multiply"(%v331, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v333 = "stablehlo.add"(%v329, %v332) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v334 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v335 = "stablehlo.add"(%v333, %v334) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v336 = "stablehlo.add"(%v199, %v335) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v336 : tensor<64x32xf32>
  }
  func.func @merge_b64(%arg0: tensor<64x32xf32>, %arg1: tensor<i32>) -> (tensor<64x32xf32>, tensor<16x64xf32>) {
    %v1 = util.global.load @p61 : tensor<32xf32>
    %v2 = util.global.load @p62 : tensor<32xf32>
    %v3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v4 = "stablehlo.reduce"(%arg0, %v3) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v5 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v6 = "stablehlo.multiply"(%v4, %v5) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v8 = "stablehlo.subtract"(%arg0, %v7) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v9 = "stablehlo.multiply"(%v8, %v8) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v10 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v11 = "stablehlo.reduce"(%v9, %v10) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v12 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v13 = "stablehlo.multiply"(%v11, %v12) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v15 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v16 = "stablehlo.add"(%v14, %v15) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v17 = "stablehlo.rsqrt"(%v16) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v18 = "stablehlo.multiply"(%v8, %v17) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v19 = "stablehlo.broadcast_in_dim"(%v1) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v20 = "stablehlo.broadcast_in_dim"(%v2) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v21 = "stablehlo.multiply"(%v18, %v19) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v22 = "stablehlo.add"(%v21, %v20) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v23 = "stablehlo.reshape"(%v22) : (tensor<64x32xf32>) -> tensor<16x128xf32>
    %v24 = util.global.load @p63 : tensor<128x128xi8>
    %v25 = util.global.load @p64 : tensor<128xf32>
    %v26 = util.global.load @p65 : tensor<128xi32>
    %v27 = util.global.load @p66 : tensor<128xf32>
    %v28 = "stablehlo.abs"(%v23) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v30 = "stablehlo.reduce"(%v28, %v29) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %v31 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<16x128xf32>) -> tensor<2x16x128xf32>
    %v32 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16x128xf32>
    %v33 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v34 = "stablehlo.divide"(%v32, %v33) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v35 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x16x128xf32>
    %v36 = "stablehlo.maximum"(%v34, %v35) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v37 = "stablehlo.divide"(%v31, %v36) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v38 = "stablehlo.round_nearest_even"(%v37) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v39 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x16x128xf32>
    %v40 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v41 = "stablehlo.maximum"(%v38, %v39) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v42 = "stablehlo.minimum"(%v41, %v40) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v43 = "stablehlo.multiply"(%v42, %v36) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v44 = "stablehlo.subtract"(%v31, %v43) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v45 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x16x128xf32>
    %v46 = "stablehlo.divide"(%v36, %v45) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v47 = "stablehlo.divide"(%v44, %v46) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v48 = "stablehlo.round_nearest_even"(%v47) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v49 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x16x128xf32>
    %v50 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v51 = "stablehlo.maximum"(%v48, %v49) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v52 = "stablehlo.minimum"(%v51, %v50) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v53 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x16x128xi32>
    %v54 = stablehlo.constant dense<0> : tensor<2x16x128xi32>
    %v55 = "stablehlo.compare"(%v53, %v54) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x16x128xi32>, tensor<2x16x128xi32>) -> tensor<2x16x128xi1>
    %v56 = "stablehlo.select"(%v55, %v42, %v52) : (tensor<2x16x128xi1>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v57 = "stablehlo.convert"(%v56) : (tensor<2x16x128xf32>) -> tensor<2x16x128xi8>
    %v58 = "stablehlo.reshape"(%v57) : (tensor<2x16x128xi8>) -> tensor<32x128xi8>
    %v59 = iree_encoding.set_encoding %v58 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v60 = iree_encoding.set_encoding %v24 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v61 = tensor.empty() : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v62 = arith.constant 0 : i32
    %v63 = linalg.fill ins(%v62 : i32) outs(%v61 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v59, %v60 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>, tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) outs(%v63 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v65 = iree_encoding.unset_encoding %v64 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>> -> tensor<32x128xi32>
    %v66 = "stablehlo.convert"(%v65) : (tensor<32x128xi32>) -> tensor<32x128xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v69 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v70 = "stablehlo.divide"(%v68, %v69) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v71 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16x128xf32>
    %v72 = "stablehlo.maximum"(%v70, %v71) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v73 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16x128xf32>
    %v74 = "stablehlo.divide"(%v72, %v73) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v75 = "stablehlo.slice"(%v66) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v76 = "stablehlo.multiply"(%v75, %v72) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v77 = "stablehlo.multiply"(%v76, %v67) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v78 = "stablehlo.slice"(%v66) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v79 = "stablehlo.multiply"(%v78, %v74) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v80 = "stablehlo.multiply"(%v79, %v67) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v81 = "stablehlo.add"(%v77, %v80) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v82 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v83 = "stablehlo.add"(%v81, %v82) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v84 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v85 = "stablehlo.multiply"(%v83, %v84) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v86 = "chlo.erf"(%v85) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v87 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v88 = "stablehlo.add"(%v86, %v87) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v89 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v90 = "stablehlo.multiply"(%v83, %v89) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v91 = "stablehlo.multiply"(%v90, %v88) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v92 = util.global.load @p67 : tensor<64x128xi8>
    %v93 = util.global.load @p68 : tensor<64xf32>
    %v94 = util.global.load @p69 : tensor<64xi32>
    %v95 = util.global.load @p70 : tensor<64xf32>
    %v96 = "stablehlo.abs"(%v91) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v98 = "stablehlo.reduce"(%v96, %v97) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %v99 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<16x128xf32>) -> tensor<2x16x128xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%v98) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16x128xf32>
    %v101 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v102 = "stablehlo.divide"(%v100, %v101) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v103 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x16x128xf32>
    %v104 = "stablehlo.maximum"(%v102, %v103) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v105 = "stablehlo.divide"(%v99, %v104) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v106 = "stablehlo.round_nearest_even"(%v105) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v107 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x16x128xf32>
    %v108 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v109 = "stablehlo.maximum"(%v106, %v107) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v110 = "stablehlo.minimum"(%v109, %v108) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v111 = "stablehlo.multiply"(%v110, %v104) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v112 = "stablehlo.subtract"(%v99, %v111) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v113 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x16x128xf32>
    %v114 = "stablehlo.divide"(%v104, %v113) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v115 = "stablehlo.divide"(%v112, %v114) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v116 = "stablehlo.round_nearest_even"(%v115) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v117 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x16x128xf32>
    %v118 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v119 = "stablehlo.maximum"(%v116, %v117) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v120 = "stablehlo.minimum"(%v119, %v118) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v121 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x16x128xi32>
    %v122 = stablehlo.constant dense<0> : tensor<2x16x128xi32>
    %v123 = "stablehlo.compare"(%v121, %v122) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x16x128xi32>, tensor<2x16x128xi32>) -> tensor<2x16x128xi1>
    %v124 = "stablehlo.select"(%v123, %v110, %v120) : (tensor<2x16x128xi1>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v125 = "stablehlo.convert"(%v124) : (tensor<2x16x128xf32>) -> tensor<2x16x128xi8>
    %v126 = "stablehlo.reshape"(%v125) : (tensor<2x16x128xi8>) -> tensor<32x128xi8>
    %v127 = iree_encoding.set_encoding %v126 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v128 = iree_encoding.set_encoding %v92 : tensor<64x128xi8> -> tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v129 = tensor.empty() : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v130 = arith.constant 0 : i32
    %v131 = linalg.fill ins(%v130 : i32) outs(%v129 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v132 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v127, %v128 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>, tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) outs(%v131 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v133 = iree_encoding.unset_encoding %v132 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>> -> tensor<32x64xi32>
    %v134 = "stablehlo.convert"(%v133) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v93) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v98) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v137 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v138 = "stablehlo.divide"(%v136, %v137) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v139 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16x64xf32>
    %v140 = "stablehlo.maximum"(%v138, %v139) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v141 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16x64xf32>
    %v142 = "stablehlo.divide"(%v140, %v141) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v143 = "stablehlo.slice"(%v134) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v144 = "stablehlo.multiply"(%v143, %v140) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v145 = "stablehlo.multiply"(%v144, %v135) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v146 = "stablehlo.slice"(%v134) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v147 = "stablehlo.multiply"(%v146, %v142) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v148 = "stablehlo.multiply"(%v147, %v135) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v149 = "stablehlo.add"(%v145, %v148) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v95) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v151 = "stablehlo.add"(%v149, %v150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v152 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v153 = stablehlo.constant dense<4> : tensor<i32>
    %v154 = "stablehlo.divide"(%arg1, %v153) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v155 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v156 = "stablehlo.compare"(%v152, %v155) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v157 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v158 = "stablehlo.select"(%v156, %v151, %v157) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v22, %v158 : tensor<64x32xf32>, tensor<16x64xf32>
  }
}
