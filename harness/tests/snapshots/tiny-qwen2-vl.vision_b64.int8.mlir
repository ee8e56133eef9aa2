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
    %v127 = "stablehlo.transpose"(%v126) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v128 = "stablehlo.transpose"(%v125) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v129 = "stablehlo.slice"(%v128) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v130 = "stablehlo.reshape"(%v129) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v131 = "stablehlo.slice"(%v127) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v133 = iree_encoding.set_encoding %v130 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v134 = iree_encoding.set_encoding %v132 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v135 = tensor.empty() : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v136 = arith.constant 0.0 : f32
    %v137 = linalg.fill ins(%v136 : f32) outs(%v135 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v138 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%v133, %v134 : tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) outs(%v137 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v139 = iree_encoding.unset_encoding %v138 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>> -> tensor<64x64xf32>
    %v140 = "stablehlo.reshape"(%v139) : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %v141 = "stablehlo.slice"(%v128) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v143 = "stablehlo.slice"(%v127) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v144 = "stablehlo.reshape"(%v143) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v145 = iree_encoding.set_encoding %v142 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v146 = iree_encoding.set_encoding %v144 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v147 = tensor.empty() : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v148 = arith.constant 0.0 : f32
    %v149 = linalg.fill ins(%v148 : f32) outs(%v147 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v150 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%v145, %v146 : tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) outs(%v149 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v151 = iree_encoding.unset_encoding %v150 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>> -> tensor<64x64xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %v153 = "stablehlo.concatenate"(%v140, %v152) {dimension = 0 : i64} : (tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<2x64x64xf32>
    %v154 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v155 = "stablehlo.multiply"(%v153, %v154) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v156 = "stablehlo.select"(%v4, %v155, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v157 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v158 = "stablehlo.reduce"(%v156, %v157) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v160 = "stablehlo.subtract"(%v156, %v159) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v161 = "stablehlo.exponential"(%v160) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v162 = "stablehlo.convert"(%v161) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v163 = "stablehlo.convert"(%v162) : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
    %v164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v165 = "stablehlo.reduce"(%v163, %v164) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v166 = "stablehlo.convert"(%v106) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v167 = "stablehlo.transpose"(%v166) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v168 = "stablehlo.slice"(%v162) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 64>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x64xbf16>) -> tensor<1x64x64xbf16>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %v170 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v172 = iree_encoding.set_encoding %v169 : tensor<64x64xbf16> -> tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v173 = iree_encoding.set_encoding %v171 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v174 = tensor.empty() : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v175 = arith.constant 0.0 : f32
    %v176 = linalg.fill ins(%v175 : f32) outs(%v174 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v177 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%v172, %v173 : tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) outs(%v176 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v178 = iree_encoding.unset_encoding %v177 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>> -> tensor<64x16xf32>
    %v179 = "stablehlo.reshape"(%v178) : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %v180 = "stablehlo.slice"(%v162) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 64>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x64xbf16>) -> tensor<1x64x64xbf16>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %v182 = "stablehlo.slice"(%v167) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v183 = "stablehlo.reshape"(%v182) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v184 = iree_encoding.set_encoding %v181 : tensor<64x64xbf16> -> tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v185 = iree_encoding.set_encoding %v183 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v186 = tensor.empty() : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v187 = arith.constant 0.0 : f32
    %v188 = linalg.fill ins(%v187 : f32) outs(%v186 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v189 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%v184, %v185 : tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) outs(%v188 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v190 = iree_encoding.unset_encoding %v189 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>> -> tensor<64x16xf32>
    %v191 = "stablehlo.reshape"(%v190) : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %v192 = "stablehlo.concatenate"(%v179, %v191) {dimension = 0 : i64} : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<2x64x16xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v194 = "stablehlo.divide"(%v192, %v193) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v195 = "stablehlo.transpose"(%v194) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v196 = "stablehlo.reshape"(%v195) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.abs"(%v196) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v199 = "stablehlo.reduce"(%v197, %v198) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v200 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v201 = "stablehlo.divide"(%v199, %v200) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v202 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v203 = "stablehlo.maximum"(%v201, %v202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.divide"(%v196, %v204) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.round_nearest_even"(%v205) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v208 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v209 = "stablehlo.maximum"(%v206, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.minimum"(%v209, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.convert"(%v210) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v212 = "stablehlo.convert"(%v211) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.multiply"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.subtract"(%v196, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v217 = "stablehlo.divide"(%v203, %v216) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.divide"(%v215, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.round_nearest_even"(%v219) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v222 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v223 = "stablehlo.maximum"(%v220, %v221) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.minimum"(%v223, %v222) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = "stablehlo.convert"(%v224) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v226 = "stablehlo.concatenate"(%v211, %v225) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v227 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v228 = "stablehlo.xor"(%v226, %v227) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v229 = iree_encoding.set_encoding %v228 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v230 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v231 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v232 = arith.constant 0 : i32
    %v233 = linalg.fill ins(%v232 : i32) outs(%v231 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v229, %v230 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v233 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v235 = iree_encoding.unset_encoding %v234 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v236 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v237 = "stablehlo.subtract"(%v235, %v236) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v238 = "stablehlo.convert"(%v237) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v240 = "stablehlo.slice"(%v238) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v243 = "stablehlo.multiply"(%v242, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v244 = "stablehlo.slice"(%v238) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v246 = "stablehlo.multiply"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = "stablehlo.multiply"(%v246, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.add"(%v243, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.add"(%v248, %v249) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.add"(%arg0, %v250) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v253 = "stablehlo.reduce"(%v251, %v252) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v254 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v255 = "stablehlo.multiply"(%v253, %v254) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v257 = "stablehlo.subtract"(%v251, %v256) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v258 = "stablehlo.multiply"(%v257, %v257) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v260 = "stablehlo.reduce"(%v258, %v259) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v261 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v262 = "stablehlo.multiply"(%v260, %v261) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v264 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v265 = "stablehlo.add"(%v263, %v264) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v266 = "stablehlo.rsqrt"(%v265) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v267 = "stablehlo.multiply"(%v257, %v266) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v270 = "stablehlo.multiply"(%v267, %v268) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v271 = "stablehlo.add"(%v270, %v269) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v272 = "stablehlo.abs"(%v271) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v274 = "stablehlo.reduce"(%v272, %v273) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v275 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v276 = "stablehlo.divide"(%v274, %v275) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v277 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v278 = "stablehlo.maximum"(%v276, %v277) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v279 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v280 = "stablehlo.divide"(%v271, %v279) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v281 = "stablehlo.round_nearest_even"(%v280) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v282 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v283 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v284 = "stablehlo.maximum"(%v281, %v282) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v285 = "stablehlo.minimum"(%v284, %v283) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v286 = "stablehlo.convert"(%v285) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v287 = "stablehlo.convert"(%v286) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v288 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v289 = "stablehlo.multiply"(%v287, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v290 = "stablehlo.subtract"(%v271, %v289) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v291 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v292 = "stablehlo.divide"(%v278, %v291) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v294 = "stablehlo.divide"(%v290, %v293) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v295 = "stablehlo.round_nearest_even"(%v294) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v296 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v297 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v298 = "stablehlo.maximum"(%v295, %v296) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v299 = "stablehlo.minimum"(%v298, %v297) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v300 = "stablehlo.convert"(%v299) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v301 = "stablehlo.concatenate"(%v286, %v300) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v302 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v303 = "stablehlo.xor"(%v301, %v302) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v304 = iree_encoding.set_encoding %v303 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v305 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v306 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v307 = arith.constant 0 : i32
    %v308 = linalg.fill ins(%v307 : i32) outs(%v306 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v304, %v305 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v308 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v310 = iree_encoding.unset_encoding %v309 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v311 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v312 = "stablehlo.subtract"(%v310, %v311) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v313 = "stablehlo.convert"(%v312) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v314 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v315 = "stablehlo.slice"(%v313) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v316 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v318 = "stablehlo.multiply"(%v317, %v314) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v319 = "stablehlo.slice"(%v313) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v321 = "stablehlo.multiply"(%v319, %v320) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v322 = "stablehlo.multiply"(%v321, %v314) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v323 = "stablehlo.add"(%v318, %v322) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v325 = "stablehlo.add"(%v323, %v324) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v326 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v328 = "stablehlo.logistic"(%v327) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v329 = "stablehlo.multiply"(%v325, %v328) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v330 = "stablehlo.abs"(%v329) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v332 = "stablehlo.reduce"(%v330, %v331) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v333 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v334 = "stablehlo.divide"(%v332, %v333) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v335 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v336 = "stablehlo.maximum"(%v334, %v335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v338 = "stablehlo.divide"(%v329, %v337) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v339 = "stablehlo.round_nearest_even"(%v338) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v340 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v342 = "stablehlo.maximum"(%v339, %v340) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v343 = "stablehlo.minimum"(%v342, %v341) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v344 = "stablehlo.convert"(%v343) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v345 = "stablehlo.convert"(%v344) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v346 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v347 = "stablehlo.multiply"(%v345, %v346) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v348 = "stablehlo.subtract"(%v329, %v347) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v349 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v350 = "stablehlo.divide"(%v336, %v349) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v351 = "stablehlo.broadcast_in_dim"(%v350) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v352 = "stablehlo.divide"(%v348, %v351) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v353 = "stablehlo.round_nearest_even"(%v352) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v354 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v355 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v356 = "stablehlo.maximum"(%v353, %v354) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v357 = "stablehlo.minimum"(%v356, %v355) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v358 = "stablehlo.convert"(%v357) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v359 = "stablehlo.concatenate"(%v344, %v358) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v360 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v361 = "stablehlo.xor"(%v359, %v360) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v362 = iree_encoding.set_encoding %v361 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v363 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v364 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v365 = arith.constant 0 : i32
    %v366 = linalg.fill ins(%v365 : i32) outs(%v364 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v362, %v363 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v366 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v368 = iree_encoding.unset_encoding %v367 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v369 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v370 = "stablehlo.subtract"(%v368, %v369) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v371 = "stablehlo.convert"(%v370) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v372 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v373 = "stablehlo.slice"(%v371) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v374 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v375 = "stablehlo.multiply"(%v373, %v374) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v376 = "stablehlo.multiply"(%v375, %v372) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v377 = "stablehlo.slice"(%v371) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v378 = "stablehlo.broadcast_in_dim"(%v350) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v379 = "stablehlo.multiply"(%v377, %v378) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v380 = "stablehlo.multiply"(%v379, %v372) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v381 = "stablehlo.add"(%v376, %v380) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v382 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v383 = "stablehlo.add"(%v381, %v382) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v384 = "stablehlo.add"(%v251, %v383) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v384 : tensor<64x32xf32>
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
    %v127 = "stablehlo.transpose"(%v126) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v128 = "stablehlo.transpose"(%v125) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v129 = "stablehlo.slice"(%v128) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v130 = "stablehlo.reshape"(%v129) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v131 = "stablehlo.slice"(%v127) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v133 = iree_encoding.set_encoding %v130 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v134 = iree_encoding.set_encoding %v132 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v135 = tensor.empty() : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v136 = arith.constant 0.0 : f32
    %v137 = linalg.fill ins(%v136 : f32) outs(%v135 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v138 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%v133, %v134 : tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) outs(%v137 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v139 = iree_encoding.unset_encoding %v138 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>> -> tensor<64x64xf32>
    %v140 = "stablehlo.reshape"(%v139) : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %v141 = "stablehlo.slice"(%v128) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v143 = "stablehlo.slice"(%v127) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v144 = "stablehlo.reshape"(%v143) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v145 = iree_encoding.set_encoding %v142 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v146 = iree_encoding.set_encoding %v144 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v147 = tensor.empty() : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v148 = arith.constant 0.0 : f32
    %v149 = linalg.fill ins(%v148 : f32) outs(%v147 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v150 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%v145, %v146 : tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) outs(%v149 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v151 = iree_encoding.unset_encoding %v150 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>> -> tensor<64x64xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %v153 = "stablehlo.concatenate"(%v140, %v152) {dimension = 0 : i64} : (tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<2x64x64xf32>
    %v154 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v155 = "stablehlo.multiply"(%v153, %v154) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v156 = "stablehlo.select"(%v4, %v155, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v157 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v158 = "stablehlo.reduce"(%v156, %v157) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v160 = "stablehlo.subtract"(%v156, %v159) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v161 = "stablehlo.exponential"(%v160) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v162 = "stablehlo.convert"(%v161) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v163 = "stablehlo.convert"(%v162) : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
    %v164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v165 = "stablehlo.reduce"(%v163, %v164) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v166 = "stablehlo.convert"(%v106) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v167 = "stablehlo.transpose"(%v166) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v168 = "stablehlo.slice"(%v162) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 64>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x64xbf16>) -> tensor<1x64x64xbf16>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %v170 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v172 = iree_encoding.set_encoding %v169 : tensor<64x64xbf16> -> tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v173 = iree_encoding.set_encoding %v171 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v174 = tensor.empty() : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v175 = arith.constant 0.0 : f32
    %v176 = linalg.fill ins(%v175 : f32) outs(%v174 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v177 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%v172, %v173 : tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) outs(%v176 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v178 = iree_encoding.unset_encoding %v177 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>> -> tensor<64x16xf32>
    %v179 = "stablehlo.reshape"(%v178) : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %v180 = "stablehlo.slice"(%v162) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 64>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x64xbf16>) -> tensor<1x64x64xbf16>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %v182 = "stablehlo.slice"(%v167) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v183 = "stablehlo.reshape"(%v182) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v184 = iree_encoding.set_encoding %v181 : tensor<64x64xbf16> -> tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v185 = iree_encoding.set_encoding %v183 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v186 = tensor.empty() : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v187 = arith.constant 0.0 : f32
    %v188 = linalg.fill ins(%v187 : f32) outs(%v186 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v189 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%v184, %v185 : tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) outs(%v188 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v190 = iree_encoding.unset_encoding %v189 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>> -> tensor<64x16xf32>
    %v191 = "stablehlo.reshape"(%v190) : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %v192 = "stablehlo.concatenate"(%v179, %v191) {dimension = 0 : i64} : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<2x64x16xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v194 = "stablehlo.divide"(%v192, %v193) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v195 = "stablehlo.transpose"(%v194) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v196 = "stablehlo.reshape"(%v195) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.abs"(%v196) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v199 = "stablehlo.reduce"(%v197, %v198) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v200 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v201 = "stablehlo.divide"(%v199, %v200) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v202 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v203 = "stablehlo.maximum"(%v201, %v202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.divide"(%v196, %v204) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.round_nearest_even"(%v205) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v208 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v209 = "stablehlo.maximum"(%v206, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.minimum"(%v209, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.convert"(%v210) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v212 = "stablehlo.convert"(%v211) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.multiply"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.subtract"(%v196, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v217 = "stablehlo.divide"(%v203, %v216) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.divide"(%v215, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.round_nearest_even"(%v219) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v222 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v223 = "stablehlo.maximum"(%v220, %v221) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.minimum"(%v223, %v222) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = "stablehlo.convert"(%v224) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v226 = "stablehlo.concatenate"(%v211, %v225) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v227 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v228 = "stablehlo.xor"(%v226, %v227) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v229 = iree_encoding.set_encoding %v228 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v230 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v231 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v232 = arith.constant 0 : i32
    %v233 = linalg.fill ins(%v232 : i32) outs(%v231 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v229, %v230 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v233 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v235 = iree_encoding.unset_encoding %v234 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v236 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v237 = "stablehlo.subtract"(%v235, %v236) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v238 = "stablehlo.convert"(%v237) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v240 = "stablehlo.slice"(%v238) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v243 = "stablehlo.multiply"(%v242, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v244 = "stablehlo.slice"(%v238) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v246 = "stablehlo.multiply"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = "stablehlo.multiply"(%v246, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.add"(%v243, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.add"(%v248, %v249) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.add"(%arg0, %v250) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v253 = "stablehlo.reduce"(%v251, %v252) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v254 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v255 = "stablehlo.multiply"(%v253, %v254) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v257 = "stablehlo.subtract"(%v251, %v256) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v258 = "stablehlo.multiply"(%v257, %v257) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v260 = "stablehlo.reduce"(%v258, %v259) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v261 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v262 = "stablehlo.multiply"(%v260, %v261) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v264 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v265 = "stablehlo.add"(%v263, %v264) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v266 = "stablehlo.rsqrt"(%v265) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v267 = "stablehlo.multiply"(%v257, %v266) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v270 = "stablehlo.multiply"(%v267, %v268) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v271 = "stablehlo.add"(%v270, %v269) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v272 = "stablehlo.abs"(%v271) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v274 = "stablehlo.reduce"(%v272, %v273) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v275 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v276 = "stablehlo.divide"(%v274, %v275) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v277 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v278 = "stablehlo.maximum"(%v276, %v277) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v279 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v280 = "stablehlo.divide"(%v271, %v279) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v281 = "stablehlo.round_nearest_even"(%v280) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v282 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v283 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v284 = "stablehlo.maximum"(%v281, %v282) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v285 = "stablehlo.minimum"(%v284, %v283) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v286 = "stablehlo.convert"(%v285) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v287 = "stablehlo.convert"(%v286) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v288 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v289 = "stablehlo.multiply"(%v287, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v290 = "stablehlo.subtract"(%v271, %v289) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v291 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v292 = "stablehlo.divide"(%v278, %v291) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v294 = "stablehlo.divide"(%v290, %v293) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v295 = "stablehlo.round_nearest_even"(%v294) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v296 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v297 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v298 = "stablehlo.maximum"(%v295, %v296) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v299 = "stablehlo.minimum"(%v298, %v297) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v300 = "stablehlo.convert"(%v299) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v301 = "stablehlo.concatenate"(%v286, %v300) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v302 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v303 = "stablehlo.xor"(%v301, %v302) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v304 = iree_encoding.set_encoding %v303 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v305 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v306 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v307 = arith.constant 0 : i32
    %v308 = linalg.fill ins(%v307 : i32) outs(%v306 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v304, %v305 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v308 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v310 = iree_encoding.unset_encoding %v309 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v311 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v312 = "stablehlo.subtract"(%v310, %v311) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v313 = "stablehlo.convert"(%v312) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v314 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v315 = "stablehlo.slice"(%v313) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v316 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v318 = "stablehlo.multiply"(%v317, %v314) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v319 = "stablehlo.slice"(%v313) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v321 = "stablehlo.multiply"(%v319, %v320) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v322 = "stablehlo.multiply"(%v321, %v314) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v323 = "stablehlo.add"(%v318, %v322) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v325 = "stablehlo.add"(%v323, %v324) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v326 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v328 = "stablehlo.logistic"(%v327) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v329 = "stablehlo.multiply"(%v325, %v328) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v330 = "stablehlo.abs"(%v329) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v332 = "stablehlo.reduce"(%v330, %v331) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v333 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v334 = "stablehlo.divide"(%v332, %v333) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v335 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v336 = "stablehlo.maximum"(%v334, %v335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v338 = "stablehlo.divide"(%v329, %v337) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v339 = "stablehlo.round_nearest_even"(%v338) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v340 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v342 = "stablehlo.maximum"(%v339, %v340) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v343 = "stablehlo.minimum"(%v342, %v341) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v344 = "stablehlo.convert"(%v343) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v345 = "stablehlo.convert"(%v344) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v346 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v347 = "stablehlo.multiply"(%v345, %v346) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v348 = "stablehlo.subtract"(%v329, %v347) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v349 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v350 = "stablehlo.divide"(%v336, %v349) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v351 = "stablehlo.broadcast_in_dim"(%v350) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v352 = "stablehlo.divide"(%v348, %v351) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v353 = "stablehlo.round_nearest_even"(%v352) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v354 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v355 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v356 = "stablehlo.maximum"(%v353, %v354) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v357 = "stablehlo.minimum"(%v356, %v355) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v358 = "stablehlo.convert"(%v357) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v359 = "stablehlo.concatenate"(%v344, %v358) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v360 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v361 = "stablehlo.xor"(%v359, %v360) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v362 = iree_encoding.set_encoding %v361 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v363 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v364 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v365 = arith.constant 0 : i32
    %v366 = linalg.fill ins(%v365 : i32) outs(%v364 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v362, %v363 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v366 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v368 = iree_encoding.unset_encoding %v367 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v369 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v370 = "stablehlo.subtract"(%v368, %v369) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v371 = "stablehlo.convert"(%v370) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v372 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v373 = "stablehlo.slice"(%v371) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v374 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v375 = "stablehlo.multiply"(%v373, %v374) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v376 = "stablehlo.multiply"(%v375, %v372) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v377 = "stablehlo.slice"(%v371) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v378 = "stablehlo.broadcast_in_dim"(%v350) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v379 = "stablehlo.multiply"(%v377, %v378) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v380 = "stablehlo.multiply"(%v379, %v372) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v381 = "stablehlo.add"(%v376, %v380) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v382 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v383 = "stablehlo.add"(%v381, %v382) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v384 = "stablehlo.add"(%v251, %v383) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v384 : tensor<64x32xf32>
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
    %v127 = "stablehlo.transpose"(%v126) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v128 = "stablehlo.transpose"(%v125) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v129 = "stablehlo.slice"(%v128) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v130 = "stablehlo.reshape"(%v129) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v131 = "stablehlo.slice"(%v127) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v132 = "stablehlo.reshape"(%v131) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v133 = iree_encoding.set_encoding %v130 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v134 = iree_encoding.set_encoding %v132 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v135 = tensor.empty() : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v136 = arith.constant 0.0 : f32
    %v137 = linalg.fill ins(%v136 : f32) outs(%v135 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v138 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%v133, %v134 : tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) outs(%v137 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v139 = iree_encoding.unset_encoding %v138 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>> -> tensor<64x64xf32>
    %v140 = "stablehlo.reshape"(%v139) : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %v141 = "stablehlo.slice"(%v128) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v142 = "stablehlo.reshape"(%v141) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v143 = "stablehlo.slice"(%v127) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v144 = "stablehlo.reshape"(%v143) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v145 = iree_encoding.set_encoding %v142 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v146 = iree_encoding.set_encoding %v144 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v147 = tensor.empty() : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v148 = arith.constant 0.0 : f32
    %v149 = linalg.fill ins(%v148 : f32) outs(%v147 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v150 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%v145, %v146 : tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) outs(%v149 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>) -> tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>>
    %v151 = iree_encoding.unset_encoding %v150 : tensor<64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 64, 16]>> -> tensor<64x64xf32>
    %v152 = "stablehlo.reshape"(%v151) : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %v153 = "stablehlo.concatenate"(%v140, %v152) {dimension = 0 : i64} : (tensor<1x64x64xf32>, tensor<1x64x64xf32>) -> tensor<2x64x64xf32>
    %v154 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v155 = "stablehlo.multiply"(%v153, %v154) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v156 = "stablehlo.select"(%v4, %v155, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v157 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v158 = "stablehlo.reduce"(%v156, %v157) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v160 = "stablehlo.subtract"(%v156, %v159) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v161 = "stablehlo.exponential"(%v160) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v162 = "stablehlo.convert"(%v161) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v163 = "stablehlo.convert"(%v162) : (tensor<2x64x64xbf16>) -> tensor<2x64x64xf32>
    %v164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v165 = "stablehlo.reduce"(%v163, %v164) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v166 = "stablehlo.convert"(%v106) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v167 = "stablehlo.transpose"(%v166) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xbf16>) -> tensor<2x64x16xbf16>
    %v168 = "stablehlo.slice"(%v162) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 64>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x64xbf16>) -> tensor<1x64x64xbf16>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %v170 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v171 = "stablehlo.reshape"(%v170) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v172 = iree_encoding.set_encoding %v169 : tensor<64x64xbf16> -> tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v173 = iree_encoding.set_encoding %v171 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v174 = tensor.empty() : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v175 = arith.constant 0.0 : f32
    %v176 = linalg.fill ins(%v175 : f32) outs(%v174 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v177 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%v172, %v173 : tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) outs(%v176 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v178 = iree_encoding.unset_encoding %v177 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>> -> tensor<64x16xf32>
    %v179 = "stablehlo.reshape"(%v178) : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %v180 = "stablehlo.slice"(%v162) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 64>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x64xbf16>) -> tensor<1x64x64xbf16>
    %v181 = "stablehlo.reshape"(%v180) : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %v182 = "stablehlo.slice"(%v167) {start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 64, 16>, strides = array<i64: 1, 1, 1>} : (tensor<2x64x16xbf16>) -> tensor<1x64x16xbf16>
    %v183 = "stablehlo.reshape"(%v182) : (tensor<1x64x16xbf16>) -> tensor<64x16xbf16>
    %v184 = iree_encoding.set_encoding %v181 : tensor<64x64xbf16> -> tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v185 = iree_encoding.set_encoding %v183 : tensor<64x16xbf16> -> tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v186 = tensor.empty() : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v187 = arith.constant 0.0 : f32
    %v188 = linalg.fill ins(%v187 : f32) outs(%v186 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v189 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%v184, %v185 : tensor<64x64xbf16, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>, tensor<64x16xbf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) outs(%v188 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>) -> tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>>
    %v190 = iree_encoding.unset_encoding %v189 : tensor<64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [bf16, bf16, f32], user_indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iteration_sizes = [64, 16, 64]>> -> tensor<64x16xf32>
    %v191 = "stablehlo.reshape"(%v190) : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %v192 = "stablehlo.concatenate"(%v179, %v191) {dimension = 0 : i64} : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<2x64x16xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v165) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v194 = "stablehlo.divide"(%v192, %v193) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v195 = "stablehlo.transpose"(%v194) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v196 = "stablehlo.reshape"(%v195) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.abs"(%v196) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v199 = "stablehlo.reduce"(%v197, %v198) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v200 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v201 = "stablehlo.divide"(%v199, %v200) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v202 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v203 = "stablehlo.maximum"(%v201, %v202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v204 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v205 = "stablehlo.divide"(%v196, %v204) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v206 = "stablehlo.round_nearest_even"(%v205) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v207 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v208 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v209 = "stablehlo.maximum"(%v206, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.minimum"(%v209, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.convert"(%v210) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v212 = "stablehlo.convert"(%v211) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.multiply"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.subtract"(%v196, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v217 = "stablehlo.divide"(%v203, %v216) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.divide"(%v215, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.round_nearest_even"(%v219) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v222 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v223 = "stablehlo.maximum"(%v220, %v221) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.minimum"(%v223, %v222) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = "stablehlo.convert"(%v224) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v226 = "stablehlo.concatenate"(%v211, %v225) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v227 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v228 = "stablehlo.xor"(%v226, %v227) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v229 = iree_encoding.set_encoding %v228 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v230 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v231 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v232 = arith.constant 0 : i32
    %v233 = linalg.fill ins(%v232 : i32) outs(%v231 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v229, %v230 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v233 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v235 = iree_encoding.unset_encoding %v234 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v236 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v237 = "stablehlo.subtract"(%v235, %v236) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v238 = "stablehlo.convert"(%v237) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v240 = "stablehlo.slice"(%v238) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v241 = "stablehlo.broadcast_in_dim"(%v203) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v242 = "stablehlo.multiply"(%v240, %v241) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v243 = "stablehlo.multiply"(%v242, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v244 = "stablehlo.slice"(%v238) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v245 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v246 = "stablehlo.multiply"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = "stablehlo.multiply"(%v246, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.add"(%v243, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.add"(%v248, %v249) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.add"(%arg0, %v250) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v253 = "stablehlo.reduce"(%v251, %v252) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v254 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v255 = "stablehlo.multiply"(%v253, %v254) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v255) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v257 = "stablehlo.subtract"(%v251, %v256) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v258 = "stablehlo.multiply"(%v257, %v257) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v260 = "stablehlo.reduce"(%v258, %v259) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v261 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v262 = "stablehlo.multiply"(%v260, %v261) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v264 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v265 = "stablehlo.add"(%v263, %v264) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v266 = "stablehlo.rsqrt"(%v265) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v267 = "stablehlo.multiply"(%v257, %v266) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v268 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v270 = "stablehlo.multiply"(%v267, %v268) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v271 = "stablehlo.add"(%v270, %v269) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v272 = "stablehlo.abs"(%v271) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v274 = "stablehlo.reduce"(%v272, %v273) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v275 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v276 = "stablehlo.divide"(%v274, %v275) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v277 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v278 = "stablehlo.maximum"(%v276, %v277) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v279 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v280 = "stablehlo.divide"(%v271, %v279) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v281 = "stablehlo.round_nearest_even"(%v280) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v282 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v283 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v284 = "stablehlo.maximum"(%v281, %v282) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v285 = "stablehlo.minimum"(%v284, %v283) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v286 = "stablehlo.convert"(%v285) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v287 = "stablehlo.convert"(%v286) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v288 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v289 = "stablehlo.multiply"(%v287, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v290 = "stablehlo.subtract"(%v271, %v289) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v291 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v292 = "stablehlo.divide"(%v278, %v291) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v294 = "stablehlo.divide"(%v290, %v293) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v295 = "stablehlo.round_nearest_even"(%v294) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v296 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v297 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v298 = "stablehlo.maximum"(%v295, %v296) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v299 = "stablehlo.minimum"(%v298, %v297) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v300 = "stablehlo.convert"(%v299) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v301 = "stablehlo.concatenate"(%v286, %v300) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v302 = stablehlo.constant dense<-128> : tensor<128x32xi8>
    %v303 = "stablehlo.xor"(%v301, %v302) : (tensor<128x32xi8>, tensor<128x32xi8>) -> tensor<128x32xi8>
    %v304 = iree_encoding.set_encoding %v303 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v305 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v306 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v307 = arith.constant 0 : i32
    %v308 = linalg.fill ins(%v307 : i32) outs(%v306 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v304, %v305 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v308 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v310 = iree_encoding.unset_encoding %v309 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v311 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<128xi32>) -> tensor<128x128xi32>
    %v312 = "stablehlo.subtract"(%v310, %v311) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %v313 = "stablehlo.convert"(%v312) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v314 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v315 = "stablehlo.slice"(%v313) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v316 = "stablehlo.broadcast_in_dim"(%v278) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v318 = "stablehlo.multiply"(%v317, %v314) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v319 = "stablehlo.slice"(%v313) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v320 = "stablehlo.broadcast_in_dim"(%v292) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v321 = "stablehlo.multiply"(%v319, %v320) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v322 = "stablehlo.multiply"(%v321, %v314) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v323 = "stablehlo.add"(%v318, %v322) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v325 = "stablehlo.add"(%v323, %v324) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v326 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v327 = "stablehlo.multiply"(%v325, %v326) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v328 = "stablehlo.logistic"(%v327) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v329 = "stablehlo.multiply"(%v325, %v328) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v330 = "stablehlo.abs"(%v329) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v331 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v332 = "stablehlo.reduce"(%v330, %v331) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v333 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v334 = "stablehlo.divide"(%v332, %v333) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v335 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v336 = "stablehlo.maximum"(%v334, %v335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v337 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v338 = "stablehlo.divide"(%v329, %v337) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v339 = "stablehlo.round_nearest_even"(%v338) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v340 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v341 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v342 = "stablehlo.maximum"(%v339, %v340) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v343 = "stablehlo.minimum"(%v342, %v341) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v344 = "stablehlo.convert"(%v343) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v345 = "stablehlo.convert"(%v344) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v346 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v347 = "stablehlo.multiply"(%v345, %v346) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v348 = "stablehlo.subtract"(%v329, %v347) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v349 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v350 = "stablehlo.divide"(%v336, %v349) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v351 = "stablehlo.broadcast_in_dim"(%v350) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v352 = "stablehlo.divide"(%v348, %v351) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v353 = "stablehlo.round_nearest_even"(%v352) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v354 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v355 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v356 = "stablehlo.maximum"(%v353, %v354) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v357 = "stablehlo.minimum"(%v356, %v355) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v358 = "stablehlo.convert"(%v357) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v359 = "stablehlo.concatenate"(%v344, %v358) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v360 = stablehlo.constant dense<-128> : tensor<128x128xi8>
    %v361 = "stablehlo.xor"(%v359, %v360) : (tensor<128x128xi8>, tensor<128x128xi8>) -> tensor<128x128xi8>
    %v362 = iree_encoding.set_encoding %v361 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v363 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v364 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v365 = arith.constant 0 : i32
    %v366 = linalg.fill ins(%v365 : i32) outs(%v364 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v362, %v363 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v366 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) {
    ^bb0(%u: i8, %w: i8, %acc: i32):
      %u32 = arith.extui %u : i8 to i32
      %w32 = arith.extsi %w : i8 to i32
      %uw = arith.muli %u32, %w32 : i32
      %sum = arith.addi %acc, %uw : i32
      linalg.yield %sum : i32
    } -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v368 = iree_encoding.unset_encoding %v367 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [ui8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v369 = "stablehlo.broadcast_in_dim"(%v24) {broadcast_dimensions = array<i64: 1>} : (tensor<32xi32>) -> tensor<128x32xi32>
    %v370 = "stablehlo.subtract"(%v368, %v369) : (tensor<128x32xi32>, tensor<128x32xi32>) -> tensor<128x32xi32>
    %v371 = "stablehlo.convert"(%v370) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v372 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v373 = "stablehlo.slice"(%v371) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v374 = "stablehlo.broadcast_in_dim"(%v336) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v375 = "stablehlo.multiply"(%v373, %v374) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v376 = "stablehlo.multiply"(%v375, %v372) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v377 = "stablehlo.slice"(%v371) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v378 = "stablehlo.broadcast_in_dim"(%v350) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v379 = "stablehlo.multiply"(%v377, %v378) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v380 = "stablehlo.multiply"(%v379, %v372) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v381 = "stablehlo.add"(%v376, %v380) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v382 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v383 = "stablehlo.add"(%v381, %v382) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v384 = "stablehlo.add"(%v251, %v383) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v384 : tensor<64x32xf32>
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
