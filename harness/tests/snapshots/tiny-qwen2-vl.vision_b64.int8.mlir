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
    %v3 = "stablehlo.convert"(%arg0) : (tensor<64x1176xf32>) -> tensor<64x1176xbf16>
    %v4 = "stablehlo.convert"(%v2) : (tensor<32x1176xf32>) -> tensor<32x1176xbf16>
    %v5 = "stablehlo.dot_general"(%v3, %v4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1176xbf16>, tensor<32x1176xbf16>) -> tensor<64x32xf32>
    return %v5 : tensor<64x32xf32>
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
    %v77 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v78 = "stablehlo.xor"(%v76, %v77) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v79 = iree_encoding.set_encoding %v78 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = arith.constant 0 : i32
    %v83 = linalg.fill ins(%v82 : i32) outs(%v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v79, %v80 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v83 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v85 = iree_encoding.unset_encoding %v84 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v86 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xi32>) -> tensor<128x96xi32>
    %v87 = "stablehlo.subtract"(%v85, %v86) : (tensor<128x96xi32>, tensor<128x96xi32>) -> tensor<128x96xi32>
    %v88 = "stablehlo.convert"(%v87) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x96xf32>
    %v92 = "stablehlo.divide"(%v90, %v91) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x96xf32>
    %v94 = "stablehlo.maximum"(%v92, %v93) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v95 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x96xf32>
    %v96 = "stablehlo.divide"(%v94, %v95) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.slice"(%v88) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.multiply"(%v97, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.multiply"(%v98, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.slice"(%v88) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v101 = "stablehlo.multiply"(%v100, %v96) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v102 = "stablehlo.multiply"(%v101, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v103 = "stablehlo.add"(%v99, %v102) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v104 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v105 = "stablehlo.add"(%v103, %v104) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v107 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v112 = "stablehlo.reshape"(%v111) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.slice"(%v108) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v114 = "stablehlo.slice"(%v108) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v115 = "stablehlo.negate"(%v114) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v116 = "stablehlo.concatenate"(%v115, %v113) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v119 = "stablehlo.multiply"(%v108, %v117) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.multiply"(%v116, %v118) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.add"(%v119, %v120) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.slice"(%v110) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v123 = "stablehlo.slice"(%v110) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v124 = "stablehlo.negate"(%v123) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v125 = "stablehlo.concatenate"(%v124, %v122) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v128 = "stablehlo.multiply"(%v110, %v126) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v129 = "stablehlo.multiply"(%v125, %v127) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v130 = "stablehlo.add"(%v128, %v129) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v131 = "stablehlo.convert"(%v121) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v132 = "stablehlo.convert"(%v130) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v133 = "stablehlo.dot_general"(%v131, %v132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v134 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v136 = "stablehlo.select"(%v4, %v135, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v138 = "stablehlo.reduce"(%v136, %v137) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v138) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v140 = "stablehlo.subtract"(%v136, %v139) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v141 = "stablehlo.exponential"(%v140) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v142 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v143 = "stablehlo.reduce"(%v141, %v142) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v145 = "stablehlo.divide"(%v141, %v144) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v146 = "stablehlo.convert"(%v145) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v147 = "stablehlo.convert"(%v112) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v148 = "stablehlo.dot_general"(%v146, %v147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v149 = "stablehlo.transpose"(%v148) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v150 = "stablehlo.reshape"(%v149) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.abs"(%v150) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v153 = "stablehlo.reduce"(%v151, %v152) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v154 = "stablehlo.broadcast_in_dim"(%v150) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v156 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v157 = "stablehlo.divide"(%v155, %v156) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v158 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v159 = "stablehlo.maximum"(%v157, %v158) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v160 = "stablehlo.divide"(%v154, %v159) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v161 = "stablehlo.round_nearest_even"(%v160) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v162 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v164 = "stablehlo.maximum"(%v161, %v162) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v165 = "stablehlo.minimum"(%v164, %v163) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v166 = "stablehlo.multiply"(%v165, %v159) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v167 = "stablehlo.subtract"(%v154, %v166) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v168 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v169 = "stablehlo.divide"(%v159, %v168) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v170 = "stablehlo.divide"(%v167, %v169) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v171 = "stablehlo.round_nearest_even"(%v170) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v172 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v173 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v174 = "stablehlo.maximum"(%v171, %v172) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v175 = "stablehlo.minimum"(%v174, %v173) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v176 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v177 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v178 = "stablehlo.compare"(%v176, %v177) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v179 = "stablehlo.select"(%v178, %v165, %v175) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v180 = "stablehlo.convert"(%v179) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v182 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v183 = "stablehlo.xor"(%v181, %v182) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v184 = iree_encoding.set_encoding %v183 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v185 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v186 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v187 = arith.constant 0 : i32
    %v188 = linalg.fill ins(%v187 : i32) outs(%v186 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v184, %v185 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v188 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v190 = iree_encoding.unset_encoding %v189 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v191 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v192 = "stablehlo.subtract"(%v190, %v191) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v193 = "stablehlo.convert"(%v192) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v196 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v197 = "stablehlo.divide"(%v195, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v199 = "stablehlo.maximum"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v201 = "stablehlo.divide"(%v199, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.slice"(%v193) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v203 = "stablehlo.multiply"(%v202, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v204 = "stablehlo.multiply"(%v203, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.slice"(%v193) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.multiply"(%v205, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = "stablehlo.multiply"(%v206, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v208 = "stablehlo.add"(%v204, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.add"(%v208, %v209) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.add"(%arg0, %v210) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v213 = "stablehlo.reduce"(%v211, %v212) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v214 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v215 = "stablehlo.multiply"(%v213, %v214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v215) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.subtract"(%v211, %v216) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v217, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v220 = "stablehlo.reduce"(%v218, %v219) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v221 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v224 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v225 = "stablehlo.add"(%v223, %v224) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v226 = "stablehlo.rsqrt"(%v225) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v227 = "stablehlo.multiply"(%v217, %v226) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.multiply"(%v227, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = "stablehlo.add"(%v230, %v229) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.abs"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v232, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v237 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v238 = "stablehlo.divide"(%v236, %v237) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v239 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v240 = "stablehlo.maximum"(%v238, %v239) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v241 = "stablehlo.divide"(%v235, %v240) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v242 = "stablehlo.round_nearest_even"(%v241) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v243 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v244 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v245 = "stablehlo.maximum"(%v242, %v243) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v246 = "stablehlo.minimum"(%v245, %v244) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v247 = "stablehlo.multiply"(%v246, %v240) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v248 = "stablehlo.subtract"(%v235, %v247) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v249 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v250 = "stablehlo.divide"(%v240, %v249) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v251 = "stablehlo.divide"(%v248, %v250) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v252 = "stablehlo.round_nearest_even"(%v251) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v253 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v254 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v255 = "stablehlo.maximum"(%v252, %v253) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v256 = "stablehlo.minimum"(%v255, %v254) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v257 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v258 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v259 = "stablehlo.compare"(%v257, %v258) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v260 = "stablehlo.select"(%v259, %v246, %v256) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v261 = "stablehlo.convert"(%v260) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v263 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v264 = "stablehlo.xor"(%v262, %v263) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v265 = iree_encoding.set_encoding %v264 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v266 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v267 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v268 = arith.constant 0 : i32
    %v269 = linalg.fill ins(%v268 : i32) outs(%v267 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v265, %v266 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v269 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v271 = iree_encoding.unset_encoding %v270 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v272 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v273 = "stablehlo.subtract"(%v271, %v272) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v274 = "stablehlo.convert"(%v273) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v275 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v277 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v278 = "stablehlo.divide"(%v276, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x128xf32>
    %v280 = "stablehlo.maximum"(%v278, %v279) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x128xf32>
    %v282 = "stablehlo.divide"(%v280, %v281) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v283 = "stablehlo.slice"(%v274) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v284 = "stablehlo.multiply"(%v283, %v280) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v285 = "stablehlo.multiply"(%v284, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v286 = "stablehlo.slice"(%v274) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v287 = "stablehlo.multiply"(%v286, %v282) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v288 = "stablehlo.multiply"(%v287, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v289 = "stablehlo.add"(%v285, %v288) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v291 = "stablehlo.add"(%v289, %v290) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v292 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v293 = "stablehlo.multiply"(%v291, %v292) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v294 = "stablehlo.logistic"(%v293) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v295 = "stablehlo.multiply"(%v291, %v294) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v296 = "stablehlo.abs"(%v295) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v298 = "stablehlo.reduce"(%v296, %v297) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v299 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x128xf32>) -> tensor<2x64x128xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x128xf32>
    %v301 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v302 = "stablehlo.divide"(%v300, %v301) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v303 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x128xf32>
    %v304 = "stablehlo.maximum"(%v302, %v303) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v305 = "stablehlo.divide"(%v299, %v304) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v306 = "stablehlo.round_nearest_even"(%v305) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v307 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v308 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v309 = "stablehlo.maximum"(%v306, %v307) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v310 = "stablehlo.minimum"(%v309, %v308) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v311 = "stablehlo.multiply"(%v310, %v304) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v312 = "stablehlo.subtract"(%v299, %v311) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v313 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x128xf32>
    %v314 = "stablehlo.divide"(%v304, %v313) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v315 = "stablehlo.divide"(%v312, %v314) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v316 = "stablehlo.round_nearest_even"(%v315) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v317 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v318 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v319 = "stablehlo.maximum"(%v316, %v317) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v320 = "stablehlo.minimum"(%v319, %v318) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v321 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x128xi32>
    %v322 = stablehlo.constant dense<0> : tensor<2x64x128xi32>
    %v323 = "stablehlo.compare"(%v321, %v322) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x128xi32>, tensor<2x64x128xi32>) -> tensor<2x64x128xi1>
    %v324 = "stablehlo.select"(%v323, %v310, %v320) : (tensor<2x64x128xi1>, tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v325 = "stablehlo.convert"(%v324) : (tensor<2x64x128xf32>) -> tensor<2x64x128xi8>
    %v326 = "stablehlo.reshape"(%v325) : (tensor<2x64x128xi8>) -> tensor<128x128xi8>
    %v327 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v328 = "stablehlo.xor"(%v326, %v327) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v329 = iree_encoding.set_encoding %v328 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v330 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v331 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v332 = arith.constant 0 : i32
    %v333 = linalg.fill ins(%v332 : i32) outs(%v331 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v329, %v330 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v333 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v335 = iree_encoding.unset_encoding %v334 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v336 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v337 = "stablehlo.subtract"(%v335, %v336) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v338 = "stablehlo.convert"(%v337) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v340 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v342 = "stablehlo.divide"(%v340, %v341) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v343 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v344 = "stablehlo.maximum"(%v342, %v343) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v345 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v346 = "stablehlo.divide"(%v344, %v345) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v347 = "stablehlo.slice"(%v338) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v348 = "stablehlo.multiply"(%v347, %v344) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v349 = "stablehlo.multiply"(%v348, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v350 = "stablehlo.slice"(%v338) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v351 = "stablehlo.multiply"(%v350, %v346) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v352 = "stablehlo.multiply"(%v351, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v353 = "stablehlo.add"(%v349, %v352) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v355 = "stablehlo.add"(%v353, %v354) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v356 = "stablehlo.add"(%v211, %v355) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v356 : tensor<64x32xf32>
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
    %v77 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v78 = "stablehlo.xor"(%v76, %v77) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v79 = iree_encoding.set_encoding %v78 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = arith.constant 0 : i32
    %v83 = linalg.fill ins(%v82 : i32) outs(%v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v79, %v80 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v83 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v85 = iree_encoding.unset_encoding %v84 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v86 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xi32>) -> tensor<128x96xi32>
    %v87 = "stablehlo.subtract"(%v85, %v86) : (tensor<128x96xi32>, tensor<128x96xi32>) -> tensor<128x96xi32>
    %v88 = "stablehlo.convert"(%v87) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x96xf32>
    %v92 = "stablehlo.divide"(%v90, %v91) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x96xf32>
    %v94 = "stablehlo.maximum"(%v92, %v93) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v95 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x96xf32>
    %v96 = "stablehlo.divide"(%v94, %v95) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.slice"(%v88) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.multiply"(%v97, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.multiply"(%v98, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.slice"(%v88) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v101 = "stablehlo.multiply"(%v100, %v96) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v102 = "stablehlo.multiply"(%v101, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v103 = "stablehlo.add"(%v99, %v102) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v104 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v105 = "stablehlo.add"(%v103, %v104) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v107 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v112 = "stablehlo.reshape"(%v111) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.slice"(%v108) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v114 = "stablehlo.slice"(%v108) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v115 = "stablehlo.negate"(%v114) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v116 = "stablehlo.concatenate"(%v115, %v113) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v119 = "stablehlo.multiply"(%v108, %v117) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.multiply"(%v116, %v118) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.add"(%v119, %v120) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.slice"(%v110) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v123 = "stablehlo.slice"(%v110) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v124 = "stablehlo.negate"(%v123) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v125 = "stablehlo.concatenate"(%v124, %v122) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v128 = "stablehlo.multiply"(%v110, %v126) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v129 = "stablehlo.multiply"(%v125, %v127) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v130 = "stablehlo.add"(%v128, %v129) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v131 = "stablehlo.convert"(%v121) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v132 = "stablehlo.convert"(%v130) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v133 = "stablehlo.dot_general"(%v131, %v132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v134 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v136 = "stablehlo.select"(%v4, %v135, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v138 = "stablehlo.reduce"(%v136, %v137) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v138) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v140 = "stablehlo.subtract"(%v136, %v139) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v141 = "stablehlo.exponential"(%v140) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v142 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v143 = "stablehlo.reduce"(%v141, %v142) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v145 = "stablehlo.divide"(%v141, %v144) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v146 = "stablehlo.convert"(%v145) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v147 = "stablehlo.convert"(%v112) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v148 = "stablehlo.dot_general"(%v146, %v147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v149 = "stablehlo.transpose"(%v148) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v150 = "stablehlo.reshape"(%v149) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.abs"(%v150) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v153 = "stablehlo.reduce"(%v151, %v152) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v154 = "stablehlo.broadcast_in_dim"(%v150) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v156 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v157 = "stablehlo.divide"(%v155, %v156) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v158 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v159 = "stablehlo.maximum"(%v157, %v158) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v160 = "stablehlo.divide"(%v154, %v159) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v161 = "stablehlo.round_nearest_even"(%v160) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v162 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v164 = "stablehlo.maximum"(%v161, %v162) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v165 = "stablehlo.minimum"(%v164, %v163) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v166 = "stablehlo.multiply"(%v165, %v159) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v167 = "stablehlo.subtract"(%v154, %v166) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v168 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v169 = "stablehlo.divide"(%v159, %v168) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v170 = "stablehlo.divide"(%v167, %v169) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v171 = "stablehlo.round_nearest_even"(%v170) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v172 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v173 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v174 = "stablehlo.maximum"(%v171, %v172) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v175 = "stablehlo.minimum"(%v174, %v173) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v176 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v177 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v178 = "stablehlo.compare"(%v176, %v177) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v179 = "stablehlo.select"(%v178, %v165, %v175) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v180 = "stablehlo.convert"(%v179) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v182 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v183 = "stablehlo.xor"(%v181, %v182) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v184 = iree_encoding.set_encoding %v183 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v185 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v186 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v187 = arith.constant 0 : i32
    %v188 = linalg.fill ins(%v187 : i32) outs(%v186 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v184, %v185 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v188 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v190 = iree_encoding.unset_encoding %v189 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v191 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v192 = "stablehlo.subtract"(%v190, %v191) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v193 = "stablehlo.convert"(%v192) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v196 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v197 = "stablehlo.divide"(%v195, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v199 = "stablehlo.maximum"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v201 = "stablehlo.divide"(%v199, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.slice"(%v193) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v203 = "stablehlo.multiply"(%v202, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v204 = "stablehlo.multiply"(%v203, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.slice"(%v193) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.multiply"(%v205, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = "stablehlo.multiply"(%v206, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v208 = "stablehlo.add"(%v204, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.add"(%v208, %v209) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.add"(%arg0, %v210) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v213 = "stablehlo.reduce"(%v211, %v212) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v214 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v215 = "stablehlo.multiply"(%v213, %v214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v215) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.subtract"(%v211, %v216) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v217, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v220 = "stablehlo.reduce"(%v218, %v219) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v221 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v224 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v225 = "stablehlo.add"(%v223, %v224) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v226 = "stablehlo.rsqrt"(%v225) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v227 = "stablehlo.multiply"(%v217, %v226) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.multiply"(%v227, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = "stablehlo.add"(%v230, %v229) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.abs"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v232, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v237 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v238 = "stablehlo.divide"(%v236, %v237) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v239 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v240 = "stablehlo.maximum"(%v238, %v239) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v241 = "stablehlo.divide"(%v235, %v240) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v242 = "stablehlo.round_nearest_even"(%v241) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v243 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v244 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v245 = "stablehlo.maximum"(%v242, %v243) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v246 = "stablehlo.minimum"(%v245, %v244) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v247 = "stablehlo.multiply"(%v246, %v240) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v248 = "stablehlo.subtract"(%v235, %v247) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v249 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v250 = "stablehlo.divide"(%v240, %v249) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v251 = "stablehlo.divide"(%v248, %v250) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v252 = "stablehlo.round_nearest_even"(%v251) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v253 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v254 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v255 = "stablehlo.maximum"(%v252, %v253) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v256 = "stablehlo.minimum"(%v255, %v254) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v257 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v258 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v259 = "stablehlo.compare"(%v257, %v258) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v260 = "stablehlo.select"(%v259, %v246, %v256) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v261 = "stablehlo.convert"(%v260) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v263 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v264 = "stablehlo.xor"(%v262, %v263) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v265 = iree_encoding.set_encoding %v264 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v266 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v267 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v268 = arith.constant 0 : i32
    %v269 = linalg.fill ins(%v268 : i32) outs(%v267 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v265, %v266 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v269 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v271 = iree_encoding.unset_encoding %v270 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v272 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v273 = "stablehlo.subtract"(%v271, %v272) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v274 = "stablehlo.convert"(%v273) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v275 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v277 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v278 = "stablehlo.divide"(%v276, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x128xf32>
    %v280 = "stablehlo.maximum"(%v278, %v279) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x128xf32>
    %v282 = "stablehlo.divide"(%v280, %v281) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v283 = "stablehlo.slice"(%v274) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v284 = "stablehlo.multiply"(%v283, %v280) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v285 = "stablehlo.multiply"(%v284, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v286 = "stablehlo.slice"(%v274) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v287 = "stablehlo.multiply"(%v286, %v282) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v288 = "stablehlo.multiply"(%v287, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v289 = "stablehlo.add"(%v285, %v288) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v291 = "stablehlo.add"(%v289, %v290) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v292 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v293 = "stablehlo.multiply"(%v291, %v292) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v294 = "stablehlo.logistic"(%v293) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v295 = "stablehlo.multiply"(%v291, %v294) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v296 = "stablehlo.abs"(%v295) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v298 = "stablehlo.reduce"(%v296, %v297) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v299 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x128xf32>) -> tensor<2x64x128xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x128xf32>
    %v301 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v302 = "stablehlo.divide"(%v300, %v301) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v303 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x128xf32>
    %v304 = "stablehlo.maximum"(%v302, %v303) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v305 = "stablehlo.divide"(%v299, %v304) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v306 = "stablehlo.round_nearest_even"(%v305) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v307 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v308 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v309 = "stablehlo.maximum"(%v306, %v307) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v310 = "stablehlo.minimum"(%v309, %v308) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v311 = "stablehlo.multiply"(%v310, %v304) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v312 = "stablehlo.subtract"(%v299, %v311) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v313 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x128xf32>
    %v314 = "stablehlo.divide"(%v304, %v313) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v315 = "stablehlo.divide"(%v312, %v314) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v316 = "stablehlo.round_nearest_even"(%v315) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v317 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v318 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v319 = "stablehlo.maximum"(%v316, %v317) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v320 = "stablehlo.minimum"(%v319, %v318) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v321 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x128xi32>
    %v322 = stablehlo.constant dense<0> : tensor<2x64x128xi32>
    %v323 = "stablehlo.compare"(%v321, %v322) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x128xi32>, tensor<2x64x128xi32>) -> tensor<2x64x128xi1>
    %v324 = "stablehlo.select"(%v323, %v310, %v320) : (tensor<2x64x128xi1>, tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v325 = "stablehlo.convert"(%v324) : (tensor<2x64x128xf32>) -> tensor<2x64x128xi8>
    %v326 = "stablehlo.reshape"(%v325) : (tensor<2x64x128xi8>) -> tensor<128x128xi8>
    %v327 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v328 = "stablehlo.xor"(%v326, %v327) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v329 = iree_encoding.set_encoding %v328 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v330 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v331 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v332 = arith.constant 0 : i32
    %v333 = linalg.fill ins(%v332 : i32) outs(%v331 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v329, %v330 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v333 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v335 = iree_encoding.unset_encoding %v334 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v336 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v337 = "stablehlo.subtract"(%v335, %v336) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v338 = "stablehlo.convert"(%v337) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v340 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v342 = "stablehlo.divide"(%v340, %v341) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v343 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v344 = "stablehlo.maximum"(%v342, %v343) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v345 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v346 = "stablehlo.divide"(%v344, %v345) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v347 = "stablehlo.slice"(%v338) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v348 = "stablehlo.multiply"(%v347, %v344) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v349 = "stablehlo.multiply"(%v348, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v350 = "stablehlo.slice"(%v338) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v351 = "stablehlo.multiply"(%v350, %v346) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v352 = "stablehlo.multiply"(%v351, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v353 = "stablehlo.add"(%v349, %v352) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v355 = "stablehlo.add"(%v353, %v354) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v356 = "stablehlo.add"(%v211, %v355) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v356 : tensor<64x32xf32>
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
    %v77 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v78 = "stablehlo.xor"(%v76, %v77) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v79 = iree_encoding.set_encoding %v78 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = arith.constant 0 : i32
    %v83 = linalg.fill ins(%v82 : i32) outs(%v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v79, %v80 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v83 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v85 = iree_encoding.unset_encoding %v84 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v86 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xi32>) -> tensor<128x96xi32>
    %v87 = "stablehlo.subtract"(%v85, %v86) : (tensor<128x96xi32>, tensor<128x96xi32>) -> tensor<128x96xi32>
    %v88 = "stablehlo.convert"(%v87) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x96xf32>
    %v92 = "stablehlo.divide"(%v90, %v91) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x96xf32>
    %v94 = "stablehlo.maximum"(%v92, %v93) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v95 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x96xf32>
    %v96 = "stablehlo.divide"(%v94, %v95) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.slice"(%v88) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.multiply"(%v97, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.multiply"(%v98, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.slice"(%v88) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v101 = "stablehlo.multiply"(%v100, %v96) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v102 = "stablehlo.multiply"(%v101, %v89) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v103 = "stablehlo.add"(%v99, %v102) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v104 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v105 = "stablehlo.add"(%v103, %v104) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v107 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v108 = "stablehlo.reshape"(%v107) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v110 = "stablehlo.reshape"(%v109) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.slice"(%v106) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v112 = "stablehlo.reshape"(%v111) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.slice"(%v108) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v114 = "stablehlo.slice"(%v108) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v115 = "stablehlo.negate"(%v114) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v116 = "stablehlo.concatenate"(%v115, %v113) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v119 = "stablehlo.multiply"(%v108, %v117) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.multiply"(%v116, %v118) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.add"(%v119, %v120) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.slice"(%v110) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v123 = "stablehlo.slice"(%v110) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v124 = "stablehlo.negate"(%v123) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v125 = "stablehlo.concatenate"(%v124, %v122) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v128 = "stablehlo.multiply"(%v110, %v126) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v129 = "stablehlo.multiply"(%v125, %v127) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v130 = "stablehlo.add"(%v128, %v129) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v131 = "stablehlo.convert"(%v121) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v132 = "stablehlo.convert"(%v130) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v133 = "stablehlo.dot_general"(%v131, %v132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v134 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v136 = "stablehlo.select"(%v4, %v135, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v138 = "stablehlo.reduce"(%v136, %v137) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v138) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v140 = "stablehlo.subtract"(%v136, %v139) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v141 = "stablehlo.exponential"(%v140) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v142 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v143 = "stablehlo.reduce"(%v141, %v142) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v145 = "stablehlo.divide"(%v141, %v144) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v146 = "stablehlo.convert"(%v145) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v147 = "stablehlo.convert"(%v112) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v148 = "stablehlo.dot_general"(%v146, %v147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v149 = "stablehlo.transpose"(%v148) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v150 = "stablehlo.reshape"(%v149) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.abs"(%v150) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v153 = "stablehlo.reduce"(%v151, %v152) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v154 = "stablehlo.broadcast_in_dim"(%v150) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v156 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v157 = "stablehlo.divide"(%v155, %v156) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v158 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v159 = "stablehlo.maximum"(%v157, %v158) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v160 = "stablehlo.divide"(%v154, %v159) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v161 = "stablehlo.round_nearest_even"(%v160) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v162 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v164 = "stablehlo.maximum"(%v161, %v162) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v165 = "stablehlo.minimum"(%v164, %v163) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v166 = "stablehlo.multiply"(%v165, %v159) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v167 = "stablehlo.subtract"(%v154, %v166) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v168 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v169 = "stablehlo.divide"(%v159, %v168) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v170 = "stablehlo.divide"(%v167, %v169) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v171 = "stablehlo.round_nearest_even"(%v170) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v172 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v173 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v174 = "stablehlo.maximum"(%v171, %v172) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v175 = "stablehlo.minimum"(%v174, %v173) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v176 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v177 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v178 = "stablehlo.compare"(%v176, %v177) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v179 = "stablehlo.select"(%v178, %v165, %v175) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v180 = "stablehlo.convert"(%v179) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v182 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v183 = "stablehlo.xor"(%v181, %v182) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v184 = iree_encoding.set_encoding %v183 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v185 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v186 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v187 = arith.constant 0 : i32
    %v188 = linalg.fill ins(%v187 : i32) outs(%v186 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v184, %v185 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v188 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v190 = iree_encoding.unset_encoding %v189 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v191 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v192 = "stablehlo.subtract"(%v190, %v191) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v193 = "stablehlo.convert"(%v192) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.broadcast_in_dim"(%v153) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v196 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v197 = "stablehlo.divide"(%v195, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v199 = "stablehlo.maximum"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v201 = "stablehlo.divide"(%v199, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.slice"(%v193) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v203 = "stablehlo.multiply"(%v202, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v204 = "stablehlo.multiply"(%v203, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.slice"(%v193) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.multiply"(%v205, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = "stablehlo.multiply"(%v206, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v208 = "stablehlo.add"(%v204, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.add"(%v208, %v209) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.add"(%arg0, %v210) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v213 = "stablehlo.reduce"(%v211, %v212) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v214 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v215 = "stablehlo.multiply"(%v213, %v214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v216 = "stablehlo.broadcast_in_dim"(%v215) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.subtract"(%v211, %v216) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v217, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v220 = "stablehlo.reduce"(%v218, %v219) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v221 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v224 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v225 = "stablehlo.add"(%v223, %v224) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v226 = "stablehlo.rsqrt"(%v225) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v227 = "stablehlo.multiply"(%v217, %v226) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.multiply"(%v227, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = "stablehlo.add"(%v230, %v229) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.abs"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v232, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %v236 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x32xf32>
    %v237 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v238 = "stablehlo.divide"(%v236, %v237) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v239 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x32xf32>
    %v240 = "stablehlo.maximum"(%v238, %v239) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v241 = "stablehlo.divide"(%v235, %v240) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v242 = "stablehlo.round_nearest_even"(%v241) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v243 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v244 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v245 = "stablehlo.maximum"(%v242, %v243) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v246 = "stablehlo.minimum"(%v245, %v244) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v247 = "stablehlo.multiply"(%v246, %v240) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v248 = "stablehlo.subtract"(%v235, %v247) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v249 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x32xf32>
    %v250 = "stablehlo.divide"(%v240, %v249) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v251 = "stablehlo.divide"(%v248, %v250) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v252 = "stablehlo.round_nearest_even"(%v251) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v253 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x32xf32>
    %v254 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x32xf32>
    %v255 = "stablehlo.maximum"(%v252, %v253) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v256 = "stablehlo.minimum"(%v255, %v254) : (tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v257 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x32xi32>
    %v258 = stablehlo.constant dense<0> : tensor<2x64x32xi32>
    %v259 = "stablehlo.compare"(%v257, %v258) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x32xi32>, tensor<2x64x32xi32>) -> tensor<2x64x32xi1>
    %v260 = "stablehlo.select"(%v259, %v246, %v256) : (tensor<2x64x32xi1>, tensor<2x64x32xf32>, tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %v261 = "stablehlo.convert"(%v260) : (tensor<2x64x32xf32>) -> tensor<2x64x32xi8>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<2x64x32xi8>) -> tensor<128x32xi8>
    %v263 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v264 = "stablehlo.xor"(%v262, %v263) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v265 = iree_encoding.set_encoding %v264 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v266 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v267 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v268 = arith.constant 0 : i32
    %v269 = linalg.fill ins(%v268 : i32) outs(%v267 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v265, %v266 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v269 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v271 = iree_encoding.unset_encoding %v270 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v272 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v273 = "stablehlo.subtract"(%v271, %v272) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v274 = "stablehlo.convert"(%v273) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v275 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v234) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v277 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v278 = "stablehlo.divide"(%v276, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x128xf32>
    %v280 = "stablehlo.maximum"(%v278, %v279) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x128xf32>
    %v282 = "stablehlo.divide"(%v280, %v281) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v283 = "stablehlo.slice"(%v274) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v284 = "stablehlo.multiply"(%v283, %v280) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v285 = "stablehlo.multiply"(%v284, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v286 = "stablehlo.slice"(%v274) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v287 = "stablehlo.multiply"(%v286, %v282) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v288 = "stablehlo.multiply"(%v287, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v289 = "stablehlo.add"(%v285, %v288) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v291 = "stablehlo.add"(%v289, %v290) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v292 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v293 = "stablehlo.multiply"(%v291, %v292) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v294 = "stablehlo.logistic"(%v293) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v295 = "stablehlo.multiply"(%v291, %v294) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v296 = "stablehlo.abs"(%v295) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v298 = "stablehlo.reduce"(%v296, %v297) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v299 = "stablehlo.broadcast_in_dim"(%v295) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x128xf32>) -> tensor<2x64x128xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<2x64x128xf32>
    %v301 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v302 = "stablehlo.divide"(%v300, %v301) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v303 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x64x128xf32>
    %v304 = "stablehlo.maximum"(%v302, %v303) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v305 = "stablehlo.divide"(%v299, %v304) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v306 = "stablehlo.round_nearest_even"(%v305) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v307 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v308 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v309 = "stablehlo.maximum"(%v306, %v307) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v310 = "stablehlo.minimum"(%v309, %v308) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v311 = "stablehlo.multiply"(%v310, %v304) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v312 = "stablehlo.subtract"(%v299, %v311) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v313 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x64x128xf32>
    %v314 = "stablehlo.divide"(%v304, %v313) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v315 = "stablehlo.divide"(%v312, %v314) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v316 = "stablehlo.round_nearest_even"(%v315) : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v317 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x64x128xf32>
    %v318 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x64x128xf32>
    %v319 = "stablehlo.maximum"(%v316, %v317) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v320 = "stablehlo.minimum"(%v319, %v318) : (tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v321 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x64x128xi32>
    %v322 = stablehlo.constant dense<0> : tensor<2x64x128xi32>
    %v323 = "stablehlo.compare"(%v321, %v322) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x64x128xi32>, tensor<2x64x128xi32>) -> tensor<2x64x128xi1>
    %v324 = "stablehlo.select"(%v323, %v310, %v320) : (tensor<2x64x128xi1>, tensor<2x64x128xf32>, tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %v325 = "stablehlo.convert"(%v324) : (tensor<2x64x128xf32>) -> tensor<2x64x128xi8>
    %v326 = "stablehlo.reshape"(%v325) : (tensor<2x64x128xi8>) -> tensor<128x128xi8>
    %v327 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v328 = "stablehlo.xor"(%v326, %v327) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v329 = iree_encoding.set_encoding %v328 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v330 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v331 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v332 = arith.constant 0 : i32
    %v333 = linalg.fill ins(%v332 : i32) outs(%v331 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v329, %v330 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v333 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v335 = iree_encoding.unset_encoding %v334 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v336 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v337 = "stablehlo.subtract"(%v335, %v336) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v338 = "stablehlo.convert"(%v337) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v340 = "stablehlo.broadcast_in_dim"(%v298) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v342 = "stablehlo.divide"(%v340, %v341) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v343 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64x32xf32>
    %v344 = "stablehlo.maximum"(%v342, %v343) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v345 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64x32xf32>
    %v346 = "stablehlo.divide"(%v344, %v345) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v347 = "stablehlo.slice"(%v338) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v348 = "stablehlo.multiply"(%v347, %v344) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v349 = "stablehlo.multiply"(%v348, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v350 = "stablehlo.slice"(%v338) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v351 = "stablehlo.multiply"(%v350, %v346) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v352 = "stablehlo.multiply"(%v351, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v353 = "stablehlo.add"(%v349, %v352) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v354 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v355 = "stablehlo.add"(%v353, %v354) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v356 = "stablehlo.add"(%v211, %v355) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v356 : tensor<64x32xf32>
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
    %v59 = stablehlo.constant dense<-128> : tensor<32x128xi8>
    %v60 = "stablehlo.xor"(%v58, %v59) : (tensor<32x128xi8>, tensor<32x128xi8>) -> tensor<32x128xi8>
    %v61 = iree_encoding.set_encoding %v60 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v62 = iree_encoding.set_encoding %v24 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v63 = tensor.empty() : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v64 = arith.constant 0 : i32
    %v65 = linalg.fill ins(%v64 : i32) outs(%v63 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v61, %v62 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>, tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) outs(%v65 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v67 = iree_encoding.unset_encoding %v66 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>> -> tensor<32x128xi32>
    %v68 = "stablehlo.broadcast_in_dim"(%v26) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<32x128xi32>
    %v69 = "stablehlo.subtract"(%v67, %v68) : (tensor<32x128xi32>, tensor<32x128xi32>) -> tensor<32x128xi32>
    %v70 = "stablehlo.convert"(%v69) : (tensor<32x128xi32>) -> tensor<32x128xf32>
    %v71 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v30) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v73 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v74 = "stablehlo.divide"(%v72, %v73) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v75 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16x128xf32>
    %v76 = "stablehlo.maximum"(%v74, %v75) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v77 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16x128xf32>
    %v78 = "stablehlo.divide"(%v76, %v77) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v79 = "stablehlo.slice"(%v70) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v80 = "stablehlo.multiply"(%v79, %v76) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v81 = "stablehlo.multiply"(%v80, %v71) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v82 = "stablehlo.slice"(%v70) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v83 = "stablehlo.multiply"(%v82, %v78) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v84 = "stablehlo.multiply"(%v83, %v71) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v85 = "stablehlo.add"(%v81, %v84) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v87 = "stablehlo.add"(%v85, %v86) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v88 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v89 = "stablehlo.multiply"(%v87, %v88) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v90 = "chlo.erf"(%v89) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v91 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v92 = "stablehlo.add"(%v90, %v91) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v93 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v94 = "stablehlo.multiply"(%v87, %v93) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v95 = "stablehlo.multiply"(%v94, %v92) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v96 = util.global.load @p67 : tensor<64x128xi8>
    %v97 = util.global.load @p68 : tensor<64xf32>
    %v98 = util.global.load @p69 : tensor<64xi32>
    %v99 = util.global.load @p70 : tensor<64xf32>
    %v100 = "stablehlo.abs"(%v95) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v102 = "stablehlo.reduce"(%v100, %v101) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v95) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<16x128xf32>) -> tensor<2x16x128xf32>
    %v104 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<2x16x128xf32>
    %v105 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v106 = "stablehlo.divide"(%v104, %v105) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v107 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<2x16x128xf32>
    %v108 = "stablehlo.maximum"(%v106, %v107) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v109 = "stablehlo.divide"(%v103, %v108) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v110 = "stablehlo.round_nearest_even"(%v109) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v111 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x16x128xf32>
    %v112 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v113 = "stablehlo.maximum"(%v110, %v111) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v114 = "stablehlo.minimum"(%v113, %v112) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v115 = "stablehlo.multiply"(%v114, %v108) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v116 = "stablehlo.subtract"(%v103, %v115) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v117 = stablehlo.constant dense<2.54000000000000000e2> : tensor<2x16x128xf32>
    %v118 = "stablehlo.divide"(%v108, %v117) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v119 = "stablehlo.divide"(%v116, %v118) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v120 = "stablehlo.round_nearest_even"(%v119) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v121 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<2x16x128xf32>
    %v122 = stablehlo.constant dense<1.27000000000000000e2> : tensor<2x16x128xf32>
    %v123 = "stablehlo.maximum"(%v120, %v121) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v124 = "stablehlo.minimum"(%v123, %v122) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v125 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x16x128xi32>
    %v126 = stablehlo.constant dense<0> : tensor<2x16x128xi32>
    %v127 = "stablehlo.compare"(%v125, %v126) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x16x128xi32>, tensor<2x16x128xi32>) -> tensor<2x16x128xi1>
    %v128 = "stablehlo.select"(%v127, %v114, %v124) : (tensor<2x16x128xi1>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %v129 = "stablehlo.convert"(%v128) : (tensor<2x16x128xf32>) -> tensor<2x16x128xi8>
    %v130 = "stablehlo.reshape"(%v129) : (tensor<2x16x128xi8>) -> tensor<32x128xi8>
    %v131 = stablehlo.constant dense<-128> : tensor<32x128xi8>
    %v132 = "stablehlo.xor"(%v130, %v131) : (tensor<32x128xi8>, tensor<32x128xi8>) -> tensor<32x128xi8>
    %v133 = iree_encoding.set_encoding %v132 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v134 = iree_encoding.set_encoding %v96 : tensor<64x128xi8> -> tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v135 = tensor.empty() : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v136 = arith.constant 0 : i32
    %v137 = linalg.fill ins(%v136 : i32) outs(%v135 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v133, %v134 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>, tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) outs(%v137 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v139 = iree_encoding.unset_encoding %v138 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>> -> tensor<32x64xi32>
    %v140 = "stablehlo.broadcast_in_dim"(%v98) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<32x64xi32>
    %v141 = "stablehlo.subtract"(%v139, %v140) : (tensor<32x64xi32>, tensor<32x64xi32>) -> tensor<32x64xi32>
    %v142 = "stablehlo.convert"(%v141) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v143 = "stablehlo.broadcast_in_dim"(%v97) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v144 = "stablehlo.broadcast_in_dim"(%v102) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v145 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x64xf32>
    %v146 = "stablehlo.divide"(%v144, %v145) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v147 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16x64xf32>
    %v148 = "stablehlo.maximum"(%v146, %v147) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v149 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16x64xf32>
    %v150 = "stablehlo.divide"(%v148, %v149) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v151 = "stablehlo.slice"(%v142) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v152 = "stablehlo.multiply"(%v151, %v148) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v153 = "stablehlo.multiply"(%v152, %v143) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v154 = "stablehlo.slice"(%v142) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v155 = "stablehlo.multiply"(%v154, %v150) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v156 = "stablehlo.multiply"(%v155, %v143) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v157 = "stablehlo.add"(%v153, %v156) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%v99) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v159 = "stablehlo.add"(%v157, %v158) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v160 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v161 = stablehlo.constant dense<4> : tensor<i32>
    %v162 = "stablehlo.divide"(%arg1, %v161) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v163 = "stablehlo.broadcast_in_dim"(%v162) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v164 = "stablehlo.compare"(%v160, %v163) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v165 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v166 = "stablehlo.select"(%v164, %v159, %v165) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v22, %v166 : tensor<64x32xf32>, tensor<16x64xf32>
  }
}
