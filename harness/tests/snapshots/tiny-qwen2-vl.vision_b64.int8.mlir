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
    %v49 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v50 = "stablehlo.divide"(%v48, %v49) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v51 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v52 = "stablehlo.maximum"(%v50, %v51) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v54 = "stablehlo.divide"(%v45, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.round_nearest_even"(%v54) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v56 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v57 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v58 = "stablehlo.maximum"(%v55, %v56) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.minimum"(%v58, %v57) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.convert"(%v59) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v61 = "stablehlo.convert"(%v60) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v64 = "stablehlo.subtract"(%v45, %v63) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v65 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v66 = "stablehlo.divide"(%v52, %v65) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v68 = "stablehlo.divide"(%v64, %v67) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v69 = "stablehlo.round_nearest_even"(%v68) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v70 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v71 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v72 = "stablehlo.maximum"(%v69, %v70) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v73 = "stablehlo.minimum"(%v72, %v71) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v74 = "stablehlo.convert"(%v73) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v75 = "stablehlo.concatenate"(%v60, %v74) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v76 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v77 = "stablehlo.xor"(%v75, %v76) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v78 = iree_encoding.set_encoding %v77 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = arith.constant 0 : i32
    %v82 = linalg.fill ins(%v81 : i32) outs(%v80 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v78, %v79 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v82 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v84 = iree_encoding.unset_encoding %v83 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v85 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xi32>) -> tensor<128x96xi32>
    %v86 = "stablehlo.subtract"(%v84, %v85) : (tensor<128x96xi32>, tensor<128x96xi32>) -> tensor<128x96xi32>
    %v87 = "stablehlo.convert"(%v86) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v88 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v92 = "stablehlo.multiply"(%v91, %v88) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.slice"(%v87) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.multiply"(%v93, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.multiply"(%v95, %v88) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.add"(%v92, %v96) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v101 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v108 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v109 = "stablehlo.negate"(%v108) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v110 = "stablehlo.concatenate"(%v109, %v107) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.multiply"(%v102, %v111) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.multiply"(%v110, %v112) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v115 = "stablehlo.add"(%v113, %v114) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v117 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v118 = "stablehlo.negate"(%v117) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v119 = "stablehlo.concatenate"(%v118, %v116) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.multiply"(%v104, %v120) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v123 = "stablehlo.multiply"(%v119, %v121) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v124 = "stablehlo.add"(%v122, %v123) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v125 = "stablehlo.convert"(%v115) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v126 = "stablehlo.convert"(%v124) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v127 = "stablehlo.dot_general"(%v125, %v126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
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
    %v136 = "stablehlo.convert"(%v135) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v137 = "stablehlo.convert"(%v136) : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
    %v138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v139 = "stablehlo.reduce"(%v137, %v138) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.convert"(%v106) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v141 = "stablehlo.dot_general"(%v136, %v140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v143 = "stablehlo.divide"(%v141, %v142) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v144 = "stablehlo.transpose"(%v143) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v145 = "stablehlo.reshape"(%v144) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v146 = "stablehlo.abs"(%v145) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v148 = "stablehlo.reduce"(%v146, %v147) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v149 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v150 = "stablehlo.divide"(%v148, %v149) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v151 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v152 = "stablehlo.maximum"(%v150, %v151) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v154 = "stablehlo.divide"(%v145, %v153) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v155 = "stablehlo.round_nearest_even"(%v154) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v156 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v157 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v158 = "stablehlo.maximum"(%v155, %v156) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v159 = "stablehlo.minimum"(%v158, %v157) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.convert"(%v159) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v161 = "stablehlo.convert"(%v160) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v162 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v163 = "stablehlo.multiply"(%v161, %v162) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v164 = "stablehlo.subtract"(%v145, %v163) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v165 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v166 = "stablehlo.divide"(%v152, %v165) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v168 = "stablehlo.divide"(%v164, %v167) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v169 = "stablehlo.round_nearest_even"(%v168) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v170 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v171 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v172 = "stablehlo.maximum"(%v169, %v170) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v173 = "stablehlo.minimum"(%v172, %v171) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.convert"(%v173) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v175 = "stablehlo.concatenate"(%v160, %v174) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v176 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v177 = "stablehlo.xor"(%v175, %v176) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v178 = iree_encoding.set_encoding %v177 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v179 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v180 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v181 = arith.constant 0 : i32
    %v182 = linalg.fill ins(%v181 : i32) outs(%v180 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v178, %v179 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v182 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v184 = iree_encoding.unset_encoding %v183 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v185 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v186 = "stablehlo.subtract"(%v184, %v185) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v187 = "stablehlo.convert"(%v186) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v189 = "stablehlo.slice"(%v187) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.multiply"(%v189, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.multiply"(%v191, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.slice"(%v187) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.multiply"(%v193, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.multiply"(%v195, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.add"(%v192, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.add"(%arg0, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v203 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v204 = "stablehlo.multiply"(%v202, %v203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.subtract"(%v200, %v205) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = "stablehlo.multiply"(%v206, %v206) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v209 = "stablehlo.reduce"(%v207, %v208) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v210 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v211 = "stablehlo.multiply"(%v209, %v210) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v211) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v213 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v214 = "stablehlo.add"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.rsqrt"(%v214) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.multiply"(%v206, %v215) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.multiply"(%v216, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.add"(%v219, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = "stablehlo.abs"(%v220) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v223 = "stablehlo.reduce"(%v221, %v222) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v224 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v225 = "stablehlo.divide"(%v223, %v224) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v226 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v227 = "stablehlo.maximum"(%v225, %v226) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.divide"(%v220, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.round_nearest_even"(%v229) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v232 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v233 = "stablehlo.maximum"(%v230, %v231) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v234 = "stablehlo.minimum"(%v233, %v232) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v235 = "stablehlo.convert"(%v234) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v236 = "stablehlo.convert"(%v235) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v238 = "stablehlo.multiply"(%v236, %v237) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v239 = "stablehlo.subtract"(%v220, %v238) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v240 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v241 = "stablehlo.divide"(%v227, %v240) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v243 = "stablehlo.divide"(%v239, %v242) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v244 = "stablehlo.round_nearest_even"(%v243) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v245 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v246 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v247 = "stablehlo.maximum"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.minimum"(%v247, %v246) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v250 = "stablehlo.concatenate"(%v235, %v249) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v251 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v252 = "stablehlo.xor"(%v250, %v251) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v253 = iree_encoding.set_encoding %v252 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v255 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = arith.constant 0 : i32
    %v257 = linalg.fill ins(%v256 : i32) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v253, %v254 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v257 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v259 = iree_encoding.unset_encoding %v258 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v260 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v261 = "stablehlo.subtract"(%v259, %v260) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v262 = "stablehlo.convert"(%v261) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v264 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.multiply"(%v264, %v265) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.multiply"(%v266, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.slice"(%v262) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.multiply"(%v270, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.add"(%v267, %v271) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v274 = "stablehlo.add"(%v272, %v273) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v275 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v276 = "stablehlo.multiply"(%v274, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = "stablehlo.logistic"(%v276) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = "stablehlo.multiply"(%v274, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = "stablehlo.abs"(%v278) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v281 = "stablehlo.reduce"(%v279, %v280) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v282 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v283 = "stablehlo.divide"(%v281, %v282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v284 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v285 = "stablehlo.maximum"(%v283, %v284) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v287 = "stablehlo.divide"(%v278, %v286) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v288 = "stablehlo.round_nearest_even"(%v287) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v289 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v290 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v291 = "stablehlo.maximum"(%v288, %v289) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v292 = "stablehlo.minimum"(%v291, %v290) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v293 = "stablehlo.convert"(%v292) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v294 = "stablehlo.convert"(%v293) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v296 = "stablehlo.multiply"(%v294, %v295) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v297 = "stablehlo.subtract"(%v278, %v296) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v298 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v299 = "stablehlo.divide"(%v285, %v298) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v299) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v301 = "stablehlo.divide"(%v297, %v300) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v302 = "stablehlo.round_nearest_even"(%v301) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v303 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v304 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v305 = "stablehlo.maximum"(%v302, %v303) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v306 = "stablehlo.minimum"(%v305, %v304) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v307 = "stablehlo.convert"(%v306) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v308 = "stablehlo.concatenate"(%v293, %v307) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v309 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v310 = "stablehlo.xor"(%v308, %v309) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v311 = iree_encoding.set_encoding %v310 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v314 = arith.constant 0 : i32
    %v315 = linalg.fill ins(%v314 : i32) outs(%v313 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v311, %v312 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v315 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v317 = iree_encoding.unset_encoding %v316 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v318 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v319 = "stablehlo.subtract"(%v317, %v318) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v320 = "stablehlo.convert"(%v319) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.slice"(%v320) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.multiply"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.multiply"(%v324, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.slice"(%v320) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.broadcast_in_dim"(%v299) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v328 = "stablehlo.multiply"(%v326, %v327) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v329 = "stablehlo.multiply"(%v328, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v330 = "stablehlo.add"(%v325, %v329) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v331 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v332 = "stablehlo.add"(%v330, %v331) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v333 = "stablehlo.add"(%v200, %v332) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v333 : tensor<64x32xf32>
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
    %v49 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v50 = "stablehlo.divide"(%v48, %v49) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v51 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v52 = "stablehlo.maximum"(%v50, %v51) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v54 = "stablehlo.divide"(%v45, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.round_nearest_even"(%v54) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v56 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v57 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v58 = "stablehlo.maximum"(%v55, %v56) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.minimum"(%v58, %v57) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.convert"(%v59) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v61 = "stablehlo.convert"(%v60) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v64 = "stablehlo.subtract"(%v45, %v63) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v65 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v66 = "stablehlo.divide"(%v52, %v65) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v68 = "stablehlo.divide"(%v64, %v67) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v69 = "stablehlo.round_nearest_even"(%v68) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v70 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v71 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v72 = "stablehlo.maximum"(%v69, %v70) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v73 = "stablehlo.minimum"(%v72, %v71) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v74 = "stablehlo.convert"(%v73) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v75 = "stablehlo.concatenate"(%v60, %v74) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v76 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v77 = "stablehlo.xor"(%v75, %v76) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v78 = iree_encoding.set_encoding %v77 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = arith.constant 0 : i32
    %v82 = linalg.fill ins(%v81 : i32) outs(%v80 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v78, %v79 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v82 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v84 = iree_encoding.unset_encoding %v83 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v85 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xi32>) -> tensor<128x96xi32>
    %v86 = "stablehlo.subtract"(%v84, %v85) : (tensor<128x96xi32>, tensor<128x96xi32>) -> tensor<128x96xi32>
    %v87 = "stablehlo.convert"(%v86) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v88 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v92 = "stablehlo.multiply"(%v91, %v88) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.slice"(%v87) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.multiply"(%v93, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.multiply"(%v95, %v88) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.add"(%v92, %v96) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v101 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v108 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v109 = "stablehlo.negate"(%v108) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v110 = "stablehlo.concatenate"(%v109, %v107) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.multiply"(%v102, %v111) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.multiply"(%v110, %v112) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v115 = "stablehlo.add"(%v113, %v114) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v117 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v118 = "stablehlo.negate"(%v117) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v119 = "stablehlo.concatenate"(%v118, %v116) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.multiply"(%v104, %v120) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v123 = "stablehlo.multiply"(%v119, %v121) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v124 = "stablehlo.add"(%v122, %v123) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v125 = "stablehlo.convert"(%v115) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v126 = "stablehlo.convert"(%v124) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v127 = "stablehlo.dot_general"(%v125, %v126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
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
    %v136 = "stablehlo.convert"(%v135) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v137 = "stablehlo.convert"(%v136) : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
    %v138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v139 = "stablehlo.reduce"(%v137, %v138) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.convert"(%v106) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v141 = "stablehlo.dot_general"(%v136, %v140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v143 = "stablehlo.divide"(%v141, %v142) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v144 = "stablehlo.transpose"(%v143) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v145 = "stablehlo.reshape"(%v144) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v146 = "stablehlo.abs"(%v145) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v148 = "stablehlo.reduce"(%v146, %v147) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v149 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v150 = "stablehlo.divide"(%v148, %v149) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v151 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v152 = "stablehlo.maximum"(%v150, %v151) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v154 = "stablehlo.divide"(%v145, %v153) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v155 = "stablehlo.round_nearest_even"(%v154) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v156 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v157 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v158 = "stablehlo.maximum"(%v155, %v156) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v159 = "stablehlo.minimum"(%v158, %v157) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.convert"(%v159) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v161 = "stablehlo.convert"(%v160) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v162 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v163 = "stablehlo.multiply"(%v161, %v162) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v164 = "stablehlo.subtract"(%v145, %v163) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v165 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v166 = "stablehlo.divide"(%v152, %v165) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v168 = "stablehlo.divide"(%v164, %v167) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v169 = "stablehlo.round_nearest_even"(%v168) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v170 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v171 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v172 = "stablehlo.maximum"(%v169, %v170) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v173 = "stablehlo.minimum"(%v172, %v171) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.convert"(%v173) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v175 = "stablehlo.concatenate"(%v160, %v174) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v176 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v177 = "stablehlo.xor"(%v175, %v176) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v178 = iree_encoding.set_encoding %v177 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v179 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v180 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v181 = arith.constant 0 : i32
    %v182 = linalg.fill ins(%v181 : i32) outs(%v180 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v178, %v179 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v182 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v184 = iree_encoding.unset_encoding %v183 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v185 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v186 = "stablehlo.subtract"(%v184, %v185) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v187 = "stablehlo.convert"(%v186) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v189 = "stablehlo.slice"(%v187) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.multiply"(%v189, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.multiply"(%v191, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.slice"(%v187) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.multiply"(%v193, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.multiply"(%v195, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.add"(%v192, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.add"(%arg0, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v203 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v204 = "stablehlo.multiply"(%v202, %v203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.subtract"(%v200, %v205) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = "stablehlo.multiply"(%v206, %v206) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v209 = "stablehlo.reduce"(%v207, %v208) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v210 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v211 = "stablehlo.multiply"(%v209, %v210) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v211) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v213 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v214 = "stablehlo.add"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.rsqrt"(%v214) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.multiply"(%v206, %v215) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.multiply"(%v216, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.add"(%v219, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = "stablehlo.abs"(%v220) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v223 = "stablehlo.reduce"(%v221, %v222) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v224 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v225 = "stablehlo.divide"(%v223, %v224) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v226 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v227 = "stablehlo.maximum"(%v225, %v226) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.divide"(%v220, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.round_nearest_even"(%v229) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v232 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v233 = "stablehlo.maximum"(%v230, %v231) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v234 = "stablehlo.minimum"(%v233, %v232) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v235 = "stablehlo.convert"(%v234) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v236 = "stablehlo.convert"(%v235) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v238 = "stablehlo.multiply"(%v236, %v237) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v239 = "stablehlo.subtract"(%v220, %v238) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v240 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v241 = "stablehlo.divide"(%v227, %v240) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v243 = "stablehlo.divide"(%v239, %v242) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v244 = "stablehlo.round_nearest_even"(%v243) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v245 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v246 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v247 = "stablehlo.maximum"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.minimum"(%v247, %v246) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v250 = "stablehlo.concatenate"(%v235, %v249) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v251 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v252 = "stablehlo.xor"(%v250, %v251) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v253 = iree_encoding.set_encoding %v252 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v255 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = arith.constant 0 : i32
    %v257 = linalg.fill ins(%v256 : i32) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v253, %v254 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v257 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v259 = iree_encoding.unset_encoding %v258 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v260 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v261 = "stablehlo.subtract"(%v259, %v260) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v262 = "stablehlo.convert"(%v261) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v264 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.multiply"(%v264, %v265) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.multiply"(%v266, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.slice"(%v262) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.multiply"(%v270, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.add"(%v267, %v271) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v274 = "stablehlo.add"(%v272, %v273) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v275 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v276 = "stablehlo.multiply"(%v274, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = "stablehlo.logistic"(%v276) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = "stablehlo.multiply"(%v274, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = "stablehlo.abs"(%v278) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v281 = "stablehlo.reduce"(%v279, %v280) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v282 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v283 = "stablehlo.divide"(%v281, %v282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v284 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v285 = "stablehlo.maximum"(%v283, %v284) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v287 = "stablehlo.divide"(%v278, %v286) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v288 = "stablehlo.round_nearest_even"(%v287) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v289 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v290 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v291 = "stablehlo.maximum"(%v288, %v289) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v292 = "stablehlo.minimum"(%v291, %v290) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v293 = "stablehlo.convert"(%v292) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v294 = "stablehlo.convert"(%v293) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v296 = "stablehlo.multiply"(%v294, %v295) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v297 = "stablehlo.subtract"(%v278, %v296) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v298 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v299 = "stablehlo.divide"(%v285, %v298) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v299) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v301 = "stablehlo.divide"(%v297, %v300) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v302 = "stablehlo.round_nearest_even"(%v301) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v303 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v304 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v305 = "stablehlo.maximum"(%v302, %v303) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v306 = "stablehlo.minimum"(%v305, %v304) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v307 = "stablehlo.convert"(%v306) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v308 = "stablehlo.concatenate"(%v293, %v307) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v309 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v310 = "stablehlo.xor"(%v308, %v309) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v311 = iree_encoding.set_encoding %v310 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v314 = arith.constant 0 : i32
    %v315 = linalg.fill ins(%v314 : i32) outs(%v313 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v311, %v312 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v315 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v317 = iree_encoding.unset_encoding %v316 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v318 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v319 = "stablehlo.subtract"(%v317, %v318) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v320 = "stablehlo.convert"(%v319) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.slice"(%v320) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.multiply"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.multiply"(%v324, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.slice"(%v320) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.broadcast_in_dim"(%v299) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v328 = "stablehlo.multiply"(%v326, %v327) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v329 = "stablehlo.multiply"(%v328, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v330 = "stablehlo.add"(%v325, %v329) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v331 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v332 = "stablehlo.add"(%v330, %v331) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v333 = "stablehlo.add"(%v200, %v332) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v333 : tensor<64x32xf32>
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
    %v49 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v50 = "stablehlo.divide"(%v48, %v49) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v51 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v52 = "stablehlo.maximum"(%v50, %v51) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v54 = "stablehlo.divide"(%v45, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.round_nearest_even"(%v54) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v56 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v57 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v58 = "stablehlo.maximum"(%v55, %v56) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.minimum"(%v58, %v57) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.convert"(%v59) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v61 = "stablehlo.convert"(%v60) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v64 = "stablehlo.subtract"(%v45, %v63) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v65 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v66 = "stablehlo.divide"(%v52, %v65) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v68 = "stablehlo.divide"(%v64, %v67) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v69 = "stablehlo.round_nearest_even"(%v68) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v70 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v71 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v72 = "stablehlo.maximum"(%v69, %v70) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v73 = "stablehlo.minimum"(%v72, %v71) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v74 = "stablehlo.convert"(%v73) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v75 = "stablehlo.concatenate"(%v60, %v74) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v76 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v77 = "stablehlo.xor"(%v75, %v76) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v78 = iree_encoding.set_encoding %v77 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v80 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = arith.constant 0 : i32
    %v82 = linalg.fill ins(%v81 : i32) outs(%v80 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v78, %v79 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v82 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v84 = iree_encoding.unset_encoding %v83 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v85 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xi32>) -> tensor<128x96xi32>
    %v86 = "stablehlo.subtract"(%v84, %v85) : (tensor<128x96xi32>, tensor<128x96xi32>) -> tensor<128x96xi32>
    %v87 = "stablehlo.convert"(%v86) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v88 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.slice"(%v87) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v92 = "stablehlo.multiply"(%v91, %v88) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.slice"(%v87) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.multiply"(%v93, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.multiply"(%v95, %v88) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v97 = "stablehlo.add"(%v92, %v96) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v98 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v101 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v104 = "stablehlo.reshape"(%v103) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v106 = "stablehlo.reshape"(%v105) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v108 = "stablehlo.slice"(%v102) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v109 = "stablehlo.negate"(%v108) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v110 = "stablehlo.concatenate"(%v109, %v107) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.multiply"(%v102, %v111) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.multiply"(%v110, %v112) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v115 = "stablehlo.add"(%v113, %v114) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v117 = "stablehlo.slice"(%v104) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v118 = "stablehlo.negate"(%v117) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v119 = "stablehlo.concatenate"(%v118, %v116) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v122 = "stablehlo.multiply"(%v104, %v120) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v123 = "stablehlo.multiply"(%v119, %v121) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v124 = "stablehlo.add"(%v122, %v123) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v125 = "stablehlo.convert"(%v115) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v126 = "stablehlo.convert"(%v124) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v127 = "stablehlo.dot_general"(%v125, %v126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
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
    %v136 = "stablehlo.convert"(%v135) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v137 = "stablehlo.convert"(%v136) : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
    %v138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v139 = "stablehlo.reduce"(%v137, %v138) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.convert"(%v106) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v141 = "stablehlo.dot_general"(%v136, %v140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v143 = "stablehlo.divide"(%v141, %v142) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v144 = "stablehlo.transpose"(%v143) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v145 = "stablehlo.reshape"(%v144) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v146 = "stablehlo.abs"(%v145) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v148 = "stablehlo.reduce"(%v146, %v147) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v149 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v150 = "stablehlo.divide"(%v148, %v149) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v151 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v152 = "stablehlo.maximum"(%v150, %v151) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v154 = "stablehlo.divide"(%v145, %v153) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v155 = "stablehlo.round_nearest_even"(%v154) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v156 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v157 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v158 = "stablehlo.maximum"(%v155, %v156) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v159 = "stablehlo.minimum"(%v158, %v157) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.convert"(%v159) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v161 = "stablehlo.convert"(%v160) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v162 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v163 = "stablehlo.multiply"(%v161, %v162) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v164 = "stablehlo.subtract"(%v145, %v163) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v165 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v166 = "stablehlo.divide"(%v152, %v165) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v168 = "stablehlo.divide"(%v164, %v167) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v169 = "stablehlo.round_nearest_even"(%v168) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v170 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v171 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v172 = "stablehlo.maximum"(%v169, %v170) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v173 = "stablehlo.minimum"(%v172, %v171) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.convert"(%v173) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v175 = "stablehlo.concatenate"(%v160, %v174) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v176 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v177 = "stablehlo.xor"(%v175, %v176) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v178 = iree_encoding.set_encoding %v177 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v179 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v180 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v181 = arith.constant 0 : i32
    %v182 = linalg.fill ins(%v181 : i32) outs(%v180 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v178, %v179 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v182 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v184 = iree_encoding.unset_encoding %v183 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v185 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v186 = "stablehlo.subtract"(%v184, %v185) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v187 = "stablehlo.convert"(%v186) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v188 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v189 = "stablehlo.slice"(%v187) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v152) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.multiply"(%v189, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.multiply"(%v191, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.slice"(%v187) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.broadcast_in_dim"(%v166) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.multiply"(%v193, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.multiply"(%v195, %v188) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.add"(%v192, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.add"(%arg0, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v202 = "stablehlo.reduce"(%v200, %v201) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v203 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v204 = "stablehlo.multiply"(%v202, %v203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v205 = "stablehlo.broadcast_in_dim"(%v204) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.subtract"(%v200, %v205) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = "stablehlo.multiply"(%v206, %v206) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v209 = "stablehlo.reduce"(%v207, %v208) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v210 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v211 = "stablehlo.multiply"(%v209, %v210) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v211) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v213 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v214 = "stablehlo.add"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.rsqrt"(%v214) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.multiply"(%v206, %v215) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.multiply"(%v216, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.add"(%v219, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = "stablehlo.abs"(%v220) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v223 = "stablehlo.reduce"(%v221, %v222) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v224 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v225 = "stablehlo.divide"(%v223, %v224) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v226 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v227 = "stablehlo.maximum"(%v225, %v226) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.divide"(%v220, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.round_nearest_even"(%v229) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v232 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v233 = "stablehlo.maximum"(%v230, %v231) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v234 = "stablehlo.minimum"(%v233, %v232) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v235 = "stablehlo.convert"(%v234) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v236 = "stablehlo.convert"(%v235) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v238 = "stablehlo.multiply"(%v236, %v237) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v239 = "stablehlo.subtract"(%v220, %v238) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v240 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v241 = "stablehlo.divide"(%v227, %v240) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v242 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v243 = "stablehlo.divide"(%v239, %v242) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v244 = "stablehlo.round_nearest_even"(%v243) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v245 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v246 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v247 = "stablehlo.maximum"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.minimum"(%v247, %v246) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.convert"(%v248) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v250 = "stablehlo.concatenate"(%v235, %v249) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v251 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v252 = "stablehlo.xor"(%v250, %v251) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v253 = iree_encoding.set_encoding %v252 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v255 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = arith.constant 0 : i32
    %v257 = linalg.fill ins(%v256 : i32) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v253, %v254 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v257 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v259 = iree_encoding.unset_encoding %v258 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v260 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v261 = "stablehlo.subtract"(%v259, %v260) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v262 = "stablehlo.convert"(%v261) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v264 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v265 = "stablehlo.broadcast_in_dim"(%v227) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.multiply"(%v264, %v265) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.multiply"(%v266, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.slice"(%v262) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v241) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.multiply"(%v270, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.add"(%v267, %v271) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v274 = "stablehlo.add"(%v272, %v273) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v275 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v276 = "stablehlo.multiply"(%v274, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = "stablehlo.logistic"(%v276) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = "stablehlo.multiply"(%v274, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v279 = "stablehlo.abs"(%v278) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v281 = "stablehlo.reduce"(%v279, %v280) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v282 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v283 = "stablehlo.divide"(%v281, %v282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v284 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v285 = "stablehlo.maximum"(%v283, %v284) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v286 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v287 = "stablehlo.divide"(%v278, %v286) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v288 = "stablehlo.round_nearest_even"(%v287) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v289 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v290 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v291 = "stablehlo.maximum"(%v288, %v289) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v292 = "stablehlo.minimum"(%v291, %v290) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v293 = "stablehlo.convert"(%v292) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v294 = "stablehlo.convert"(%v293) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v295 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v296 = "stablehlo.multiply"(%v294, %v295) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v297 = "stablehlo.subtract"(%v278, %v296) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v298 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v299 = "stablehlo.divide"(%v285, %v298) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v300 = "stablehlo.broadcast_in_dim"(%v299) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v301 = "stablehlo.divide"(%v297, %v300) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v302 = "stablehlo.round_nearest_even"(%v301) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v303 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v304 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v305 = "stablehlo.maximum"(%v302, %v303) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v306 = "stablehlo.minimum"(%v305, %v304) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v307 = "stablehlo.convert"(%v306) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v308 = "stablehlo.concatenate"(%v293, %v307) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v309 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v310 = "stablehlo.xor"(%v308, %v309) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v311 = iree_encoding.set_encoding %v310 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v314 = arith.constant 0 : i32
    %v315 = linalg.fill ins(%v314 : i32) outs(%v313 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v311, %v312 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v315 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v317 = iree_encoding.unset_encoding %v316 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v318 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v319 = "stablehlo.subtract"(%v317, %v318) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v320 = "stablehlo.convert"(%v319) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.slice"(%v320) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v285) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.multiply"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.multiply"(%v324, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.slice"(%v320) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.broadcast_in_dim"(%v299) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v328 = "stablehlo.multiply"(%v326, %v327) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v329 = "stablehlo.multiply"(%v328, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v330 = "stablehlo.add"(%v325, %v329) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v331 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v332 = "stablehlo.add"(%v330, %v331) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v333 = "stablehlo.add"(%v200, %v332) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v333 : tensor<64x32xf32>
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
    %v31 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v32 = "stablehlo.divide"(%v30, %v31) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v33 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v34 = "stablehlo.maximum"(%v32, %v33) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v36 = "stablehlo.divide"(%v23, %v35) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v37 = "stablehlo.round_nearest_even"(%v36) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v38 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v39 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v40 = "stablehlo.maximum"(%v37, %v38) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v41 = "stablehlo.minimum"(%v40, %v39) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v42 = "stablehlo.convert"(%v41) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v43 = "stablehlo.convert"(%v42) : (tensor<16x128xi8>) -> tensor<16x128xf32>
    %v44 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v45 = "stablehlo.multiply"(%v43, %v44) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v46 = "stablehlo.subtract"(%v23, %v45) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v47 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v48 = "stablehlo.divide"(%v34, %v47) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v50 = "stablehlo.divide"(%v46, %v49) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v51 = "stablehlo.round_nearest_even"(%v50) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v52 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v53 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v54 = "stablehlo.maximum"(%v51, %v52) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v55 = "stablehlo.minimum"(%v54, %v53) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v56 = "stablehlo.convert"(%v55) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v57 = "stablehlo.concatenate"(%v42, %v56) {dimension = 0 : i64} : (tensor<16x128xi8>, tensor<16x128xi8>) -> tensor<32x128xi8>
    %v58 = stablehlo.constant dense<-128> : tensor<32x128xi8>
    %v59 = "stablehlo.xor"(%v57, %v58) : (tensor<32x128xi8>, tensor<32x128xi8>) -> tensor<32x128xi8>
    %v60 = iree_encoding.set_encoding %v59 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v61 = iree_encoding.set_encoding %v24 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v62 = tensor.empty() : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v63 = arith.constant 0 : i32
    %v64 = linalg.fill ins(%v63 : i32) outs(%v62 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v60, %v61 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>, tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) outs(%v64 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v66 = iree_encoding.unset_encoding %v65 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>> -> tensor<32x128xi32>
    %v67 = "stablehlo.broadcast_in_dim"(%v26) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<32x128xi32>
    %v68 = "stablehlo.subtract"(%v66, %v67) : (tensor<32x128xi32>, tensor<32x128xi32>) -> tensor<32x128xi32>
    %v69 = "stablehlo.convert"(%v68) : (tensor<32x128xi32>) -> tensor<32x128xf32>
    %v70 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v71 = "stablehlo.slice"(%v69) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v73 = "stablehlo.multiply"(%v71, %v72) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v74 = "stablehlo.multiply"(%v73, %v70) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v75 = "stablehlo.slice"(%v69) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v77 = "stablehlo.multiply"(%v75, %v76) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v78 = "stablehlo.multiply"(%v77, %v70) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v79 = "stablehlo.add"(%v74, %v78) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v82 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v83 = "stablehlo.multiply"(%v81, %v82) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v84 = "chlo.erf"(%v83) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v85 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v86 = "stablehlo.add"(%v84, %v85) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v87 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v88 = "stablehlo.multiply"(%v81, %v87) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v89 = "stablehlo.multiply"(%v88, %v86) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v90 = util.global.load @p67 : tensor<64x128xi8>
    %v91 = util.global.load @p68 : tensor<64xf32>
    %v92 = util.global.load @p69 : tensor<64xi32>
    %v93 = util.global.load @p70 : tensor<64xf32>
    %v94 = "stablehlo.abs"(%v89) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v96 = "stablehlo.reduce"(%v94, %v95) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %v97 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v98 = "stablehlo.divide"(%v96, %v97) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v99 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v100 = "stablehlo.maximum"(%v98, %v99) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v102 = "stablehlo.divide"(%v89, %v101) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v103 = "stablehlo.round_nearest_even"(%v102) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v104 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v105 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v106 = "stablehlo.maximum"(%v103, %v104) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v107 = "stablehlo.minimum"(%v106, %v105) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v108 = "stablehlo.convert"(%v107) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v109 = "stablehlo.convert"(%v108) : (tensor<16x128xi8>) -> tensor<16x128xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v111 = "stablehlo.multiply"(%v109, %v110) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v112 = "stablehlo.subtract"(%v89, %v111) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v113 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v114 = "stablehlo.divide"(%v100, %v113) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v115 = "stablehlo.broadcast_in_dim"(%v114) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v116 = "stablehlo.divide"(%v112, %v115) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v117 = "stablehlo.round_nearest_even"(%v116) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v118 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v119 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v120 = "stablehlo.maximum"(%v117, %v118) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v121 = "stablehlo.minimum"(%v120, %v119) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v122 = "stablehlo.convert"(%v121) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v123 = "stablehlo.concatenate"(%v108, %v122) {dimension = 0 : i64} : (tensor<16x128xi8>, tensor<16x128xi8>) -> tensor<32x128xi8>
    %v124 = stablehlo.constant dense<-128> : tensor<32x128xi8>
    %v125 = "stablehlo.xor"(%v123, %v124) : (tensor<32x128xi8>, tensor<32x128xi8>) -> tensor<32x128xi8>
    %v126 = iree_encoding.set_encoding %v125 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v127 = iree_encoding.set_encoding %v90 : tensor<64x128xi8> -> tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v128 = tensor.empty() : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v129 = arith.constant 0 : i32
    %v130 = linalg.fill ins(%v129 : i32) outs(%v128 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v126, %v127 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>, tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) outs(%v130 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v132 = iree_encoding.unset_encoding %v131 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>> -> tensor<32x64xi32>
    %v133 = "stablehlo.broadcast_in_dim"(%v92) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<32x64xi32>
    %v134 = "stablehlo.subtract"(%v132, %v133) : (tensor<32x64xi32>, tensor<32x64xi32>) -> tensor<32x64xi32>
    %v135 = "stablehlo.convert"(%v134) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v136 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v137 = "stablehlo.slice"(%v135) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v100) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v140 = "stablehlo.multiply"(%v139, %v136) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v141 = "stablehlo.slice"(%v135) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v142 = "stablehlo.broadcast_in_dim"(%v114) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v143 = "stablehlo.multiply"(%v141, %v142) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v144 = "stablehlo.multiply"(%v143, %v136) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v145 = "stablehlo.add"(%v140, %v144) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v146 = "stablehlo.broadcast_in_dim"(%v93) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v147 = "stablehlo.add"(%v145, %v146) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v148 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v149 = stablehlo.constant dense<4> : tensor<i32>
    %v150 = "stablehlo.divide"(%arg1, %v149) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v151 = "stablehlo.broadcast_in_dim"(%v150) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v152 = "stablehlo.compare"(%v148, %v151) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v154 = "stablehlo.select"(%v152, %v147, %v153) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v22, %v154 : tensor<64x32xf32>, tensor<16x64xf32>
  }
}
