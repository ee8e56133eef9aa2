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
    %v76 = iree_encoding.set_encoding %v75 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v77 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v78 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = arith.constant 0 : i32
    %v80 = linalg.fill ins(%v79 : i32) outs(%v78 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v76, %v77 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v80 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = iree_encoding.unset_encoding %v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v83 = "stablehlo.convert"(%v82) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v85 = "stablehlo.slice"(%v83) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v87 = "stablehlo.multiply"(%v85, %v86) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v88 = "stablehlo.multiply"(%v87, %v84) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.slice"(%v83) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v92 = "stablehlo.multiply"(%v91, %v84) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.add"(%v88, %v92) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.add"(%v93, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v97 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v98 = "stablehlo.reshape"(%v97) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v99 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v101 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.slice"(%v98) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v104 = "stablehlo.slice"(%v98) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v105 = "stablehlo.negate"(%v104) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v106 = "stablehlo.concatenate"(%v105, %v103) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.multiply"(%v98, %v107) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v110 = "stablehlo.multiply"(%v106, %v108) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.add"(%v109, %v110) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v113 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v114 = "stablehlo.negate"(%v113) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v115 = "stablehlo.concatenate"(%v114, %v112) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.multiply"(%v100, %v116) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v119 = "stablehlo.multiply"(%v115, %v117) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.add"(%v118, %v119) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.transpose"(%v120) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v122 = "stablehlo.transpose"(%v111) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v123 = iree_encoding.set_encoding %v122 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v124 = iree_encoding.set_encoding %v121 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v125 = tensor.empty() : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v126 = arith.constant 0.0 : f32
    %v127 = linalg.fill ins(%v126 : f32) outs(%v125 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v128 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v123, %v124 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>, tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) outs(%v127 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v129 = iree_encoding.unset_encoding %v128 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>> -> tensor<2x64x64xf32>
    %v130 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v131 = "stablehlo.multiply"(%v129, %v130) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v132 = "stablehlo.select"(%v4, %v131, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v134 = "stablehlo.reduce"(%v132, %v133) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v136 = "stablehlo.subtract"(%v132, %v135) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v137 = "stablehlo.exponential"(%v136) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v139 = "stablehlo.reduce"(%v137, %v138) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.transpose"(%v102) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v141 = iree_encoding.set_encoding %v137 : tensor<2x64x64xf32> -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v142 = iree_encoding.set_encoding %v140 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v143 = tensor.empty() : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v144 = arith.constant 0.0 : f32
    %v145 = linalg.fill ins(%v144 : f32) outs(%v143 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v146 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v141, %v142 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>, tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) outs(%v145 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v147 = iree_encoding.unset_encoding %v146 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>> -> tensor<2x64x16xf32>
    %v148 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v149 = "stablehlo.divide"(%v147, %v148) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v150 = "stablehlo.transpose"(%v149) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v151 = "stablehlo.reshape"(%v150) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.abs"(%v151) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v154 = "stablehlo.reduce"(%v152, %v153) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v155 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v156 = "stablehlo.divide"(%v154, %v155) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v157 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v158 = "stablehlo.maximum"(%v156, %v157) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.divide"(%v151, %v159) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v161 = "stablehlo.round_nearest_even"(%v160) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v162 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v164 = "stablehlo.maximum"(%v161, %v162) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v165 = "stablehlo.minimum"(%v164, %v163) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v166 = "stablehlo.convert"(%v165) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v167 = "stablehlo.convert"(%v166) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v169 = "stablehlo.multiply"(%v167, %v168) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v170 = "stablehlo.subtract"(%v151, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v171 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v172 = "stablehlo.divide"(%v158, %v171) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v173 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.divide"(%v170, %v173) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v175 = "stablehlo.round_nearest_even"(%v174) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v176 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v177 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v178 = "stablehlo.maximum"(%v175, %v176) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v179 = "stablehlo.minimum"(%v178, %v177) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v180 = "stablehlo.convert"(%v179) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v181 = "stablehlo.concatenate"(%v166, %v180) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v182 = iree_encoding.set_encoding %v181 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v183 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v184 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v185 = arith.constant 0 : i32
    %v186 = linalg.fill ins(%v185 : i32) outs(%v184 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v183 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v186 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v188 = iree_encoding.unset_encoding %v187 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v189 = "stablehlo.convert"(%v188) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.slice"(%v189) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.multiply"(%v191, %v192) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.multiply"(%v193, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.slice"(%v189) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.multiply"(%v195, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.multiply"(%v197, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%v194, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.add"(%v199, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.add"(%arg0, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v206 = "stablehlo.multiply"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v208 = "stablehlo.subtract"(%v202, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v209 = "stablehlo.multiply"(%v208, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v211 = "stablehlo.reduce"(%v209, %v210) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v212 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v213 = "stablehlo.multiply"(%v211, %v212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v213) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v215 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v216 = "stablehlo.add"(%v214, %v215) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.rsqrt"(%v216) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v208, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v221 = "stablehlo.multiply"(%v218, %v219) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v222 = "stablehlo.add"(%v221, %v220) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v223 = "stablehlo.abs"(%v222) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v225 = "stablehlo.reduce"(%v223, %v224) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v226 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v227 = "stablehlo.divide"(%v225, %v226) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v228 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v229 = "stablehlo.maximum"(%v227, %v228) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v231 = "stablehlo.divide"(%v222, %v230) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.round_nearest_even"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v234 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v235 = "stablehlo.maximum"(%v232, %v233) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v236 = "stablehlo.minimum"(%v235, %v234) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v237 = "stablehlo.convert"(%v236) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v238 = "stablehlo.convert"(%v237) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v241 = "stablehlo.subtract"(%v222, %v240) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v242 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v243 = "stablehlo.divide"(%v229, %v242) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v245 = "stablehlo.divide"(%v241, %v244) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v246 = "stablehlo.round_nearest_even"(%v245) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v248 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v249 = "stablehlo.maximum"(%v246, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.minimum"(%v249, %v248) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.convert"(%v250) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v252 = "stablehlo.concatenate"(%v237, %v251) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v253 = iree_encoding.set_encoding %v252 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v255 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = arith.constant 0 : i32
    %v257 = linalg.fill ins(%v256 : i32) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v258 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v253, %v254 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v257 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v259 = iree_encoding.unset_encoding %v258 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v260 = "stablehlo.convert"(%v259) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v262 = "stablehlo.slice"(%v260) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v264 = "stablehlo.multiply"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v265 = "stablehlo.multiply"(%v264, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.slice"(%v260) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.multiply"(%v266, %v267) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.multiply"(%v268, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.add"(%v265, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.add"(%v270, %v271) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v274 = "stablehlo.multiply"(%v272, %v273) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.logistic"(%v274) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.multiply"(%v272, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = "stablehlo.abs"(%v276) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v279 = "stablehlo.reduce"(%v277, %v278) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v280 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v281 = "stablehlo.divide"(%v279, %v280) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v282 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v283 = "stablehlo.maximum"(%v281, %v282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v285 = "stablehlo.divide"(%v276, %v284) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v286 = "stablehlo.round_nearest_even"(%v285) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v287 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v288 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v289 = "stablehlo.maximum"(%v286, %v287) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v290 = "stablehlo.minimum"(%v289, %v288) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v291 = "stablehlo.convert"(%v290) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v292 = "stablehlo.convert"(%v291) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v295 = "stablehlo.subtract"(%v276, %v294) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v296 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v297 = "stablehlo.divide"(%v283, %v296) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v299 = "stablehlo.divide"(%v295, %v298) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v300 = "stablehlo.round_nearest_even"(%v299) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v301 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v303 = "stablehlo.maximum"(%v300, %v301) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v304 = "stablehlo.minimum"(%v303, %v302) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v305 = "stablehlo.convert"(%v304) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v306 = "stablehlo.concatenate"(%v291, %v305) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v307 = iree_encoding.set_encoding %v306 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v308 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v309 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v310 = arith.constant 0 : i32
    %v311 = linalg.fill ins(%v310 : i32) outs(%v309 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v307, %v308 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v311 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = iree_encoding.unset_encoding %v312 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v314 = "stablehlo.convert"(%v313) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v316 = "stablehlo.slice"(%v314) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v317 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v318 = "stablehlo.multiply"(%v316, %v317) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v319 = "stablehlo.multiply"(%v318, %v315) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v320 = "stablehlo.slice"(%v314) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.multiply"(%v320, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.multiply"(%v322, %v315) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.add"(%v319, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.add"(%v324, %v325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.add"(%v202, %v326) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v327 : tensor<64x32xf32>
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
    %v76 = iree_encoding.set_encoding %v75 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v77 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v78 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = arith.constant 0 : i32
    %v80 = linalg.fill ins(%v79 : i32) outs(%v78 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v76, %v77 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v80 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = iree_encoding.unset_encoding %v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v83 = "stablehlo.convert"(%v82) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v85 = "stablehlo.slice"(%v83) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v87 = "stablehlo.multiply"(%v85, %v86) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v88 = "stablehlo.multiply"(%v87, %v84) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.slice"(%v83) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v92 = "stablehlo.multiply"(%v91, %v84) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.add"(%v88, %v92) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.add"(%v93, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v97 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v98 = "stablehlo.reshape"(%v97) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v99 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v101 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.slice"(%v98) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v104 = "stablehlo.slice"(%v98) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v105 = "stablehlo.negate"(%v104) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v106 = "stablehlo.concatenate"(%v105, %v103) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.multiply"(%v98, %v107) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v110 = "stablehlo.multiply"(%v106, %v108) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.add"(%v109, %v110) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v113 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v114 = "stablehlo.negate"(%v113) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v115 = "stablehlo.concatenate"(%v114, %v112) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.multiply"(%v100, %v116) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v119 = "stablehlo.multiply"(%v115, %v117) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.add"(%v118, %v119) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.transpose"(%v120) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v122 = "stablehlo.transpose"(%v111) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v123 = iree_encoding.set_encoding %v122 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v124 = iree_encoding.set_encoding %v121 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v125 = tensor.empty() : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v126 = arith.constant 0.0 : f32
    %v127 = linalg.fill ins(%v126 : f32) outs(%v125 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v128 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v123, %v124 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>, tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) outs(%v127 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v129 = iree_encoding.unset_encoding %v128 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>> -> tensor<2x64x64xf32>
    %v130 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v131 = "stablehlo.multiply"(%v129, %v130) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v132 = "stablehlo.select"(%v4, %v131, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v134 = "stablehlo.reduce"(%v132, %v133) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v136 = "stablehlo.subtract"(%v132, %v135) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v137 = "stablehlo.exponential"(%v136) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v139 = "stablehlo.reduce"(%v137, %v138) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.transpose"(%v102) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v141 = iree_encoding.set_encoding %v137 : tensor<2x64x64xf32> -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v142 = iree_encoding.set_encoding %v140 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v143 = tensor.empty() : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v144 = arith.constant 0.0 : f32
    %v145 = linalg.fill ins(%v144 : f32) outs(%v143 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v146 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v141, %v142 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>, tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) outs(%v145 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v147 = iree_encoding.unset_encoding %v146 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>> -> tensor<2x64x16xf32>
    %v148 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v149 = "stablehlo.divide"(%v147, %v148) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v150 = "stablehlo.transpose"(%v149) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v151 = "stablehlo.reshape"(%v150) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.abs"(%v151) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v154 = "stablehlo.reduce"(%v152, %v153) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v155 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v156 = "stablehlo.divide"(%v154, %v155) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v157 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v158 = "stablehlo.maximum"(%v156, %v157) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.divide"(%v151, %v159) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v161 = "stablehlo.round_nearest_even"(%v160) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v162 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v164 = "stablehlo.maximum"(%v161, %v162) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v165 = "stablehlo.minimum"(%v164, %v163) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v166 = "stablehlo.convert"(%v165) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v167 = "stablehlo.convert"(%v166) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v169 = "stablehlo.multiply"(%v167, %v168) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v170 = "stablehlo.subtract"(%v151, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v171 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v172 = "stablehlo.divide"(%v158, %v171) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v173 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.divide"(%v170, %v173) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v175 = "stablehlo.round_nearest_even"(%v174) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v176 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v177 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v178 = "stablehlo.maximum"(%v175, %v176) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v179 = "stablehlo.minimum"(%v178, %v177) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v180 = "stablehlo.convert"(%v179) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v181 = "stablehlo.concatenate"(%v166, %v180) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v182 = iree_encoding.set_encoding %v181 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v183 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v184 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v185 = arith.constant 0 : i32
    %v186 = linalg.fill ins(%v185 : i32) outs(%v184 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v183 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v186 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v188 = iree_encoding.unset_encoding %v187 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v189 = "stablehlo.convert"(%v188) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.slice"(%v189) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.multiply"(%v191, %v192) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.multiply"(%v193, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.slice"(%v189) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.multiply"(%v195, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.multiply"(%v197, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%v194, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.add"(%v199, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.add"(%arg0, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v206 = "stablehlo.multiply"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v208 = "stablehlo.subtract"(%v202, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v209 = "stablehlo.multiply"(%v208, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v211 = "stablehlo.reduce"(%v209, %v210) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v212 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v213 = "stablehlo.multiply"(%v211, %v212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v213) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v215 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v216 = "stablehlo.add"(%v214, %v215) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.rsqrt"(%v216) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v208, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v221 = "stablehlo.multiply"(%v218, %v219) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v222 = "stablehlo.add"(%v221, %v220) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v223 = "stablehlo.abs"(%v222) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v225 = "stablehlo.reduce"(%v223, %v224) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v226 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v227 = "stablehlo.divide"(%v225, %v226) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v228 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v229 = "stablehlo.maximum"(%v227, %v228) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v231 = "stablehlo.divide"(%v222, %v230) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.round_nearest_even"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v234 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v235 = "stablehlo.maximum"(%v232, %v233) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v236 = "stablehlo.minimum"(%v235, %v234) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v237 = "stablehlo.convert"(%v236) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v238 = "stablehlo.convert"(%v237) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v241 = "stablehlo.subtract"(%v222, %v240) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v242 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v243 = "stablehlo.divide"(%v229, %v242) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v245 = "stablehlo.divide"(%v241, %v244) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v246 = "stablehlo.round_nearest_even"(%v245) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v248 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v249 = "stablehlo.maximum"(%v246, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.minimum"(%v249, %v248) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.convert"(%v250) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v252 = "stablehlo.concatenate"(%v237, %v251) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v253 = iree_encoding.set_encoding %v252 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v255 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = arith.constant 0 : i32
    %v257 = linalg.fill ins(%v256 : i32) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v258 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v253, %v254 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v257 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v259 = iree_encoding.unset_encoding %v258 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v260 = "stablehlo.convert"(%v259) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v262 = "stablehlo.slice"(%v260) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v264 = "stablehlo.multiply"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v265 = "stablehlo.multiply"(%v264, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.slice"(%v260) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.multiply"(%v266, %v267) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.multiply"(%v268, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.add"(%v265, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.add"(%v270, %v271) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v274 = "stablehlo.multiply"(%v272, %v273) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.logistic"(%v274) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.multiply"(%v272, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = "stablehlo.abs"(%v276) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v279 = "stablehlo.reduce"(%v277, %v278) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v280 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v281 = "stablehlo.divide"(%v279, %v280) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v282 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v283 = "stablehlo.maximum"(%v281, %v282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v285 = "stablehlo.divide"(%v276, %v284) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v286 = "stablehlo.round_nearest_even"(%v285) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v287 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v288 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v289 = "stablehlo.maximum"(%v286, %v287) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v290 = "stablehlo.minimum"(%v289, %v288) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v291 = "stablehlo.convert"(%v290) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v292 = "stablehlo.convert"(%v291) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v295 = "stablehlo.subtract"(%v276, %v294) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v296 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v297 = "stablehlo.divide"(%v283, %v296) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v299 = "stablehlo.divide"(%v295, %v298) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v300 = "stablehlo.round_nearest_even"(%v299) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v301 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v303 = "stablehlo.maximum"(%v300, %v301) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v304 = "stablehlo.minimum"(%v303, %v302) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v305 = "stablehlo.convert"(%v304) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v306 = "stablehlo.concatenate"(%v291, %v305) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v307 = iree_encoding.set_encoding %v306 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v308 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v309 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v310 = arith.constant 0 : i32
    %v311 = linalg.fill ins(%v310 : i32) outs(%v309 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v307, %v308 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v311 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = iree_encoding.unset_encoding %v312 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v314 = "stablehlo.convert"(%v313) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v316 = "stablehlo.slice"(%v314) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v317 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v318 = "stablehlo.multiply"(%v316, %v317) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v319 = "stablehlo.multiply"(%v318, %v315) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v320 = "stablehlo.slice"(%v314) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.multiply"(%v320, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.multiply"(%v322, %v315) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.add"(%v319, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.add"(%v324, %v325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.add"(%v202, %v326) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v327 : tensor<64x32xf32>
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
    %v76 = iree_encoding.set_encoding %v75 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v77 = iree_encoding.set_encoding %v8 : tensor<96x32xi8> -> tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v78 = tensor.empty() : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v79 = arith.constant 0 : i32
    %v80 = linalg.fill ins(%v79 : i32) outs(%v78 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v81 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v76, %v77 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>, tensor<96x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) outs(%v80 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>) -> tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>>
    %v82 = iree_encoding.unset_encoding %v81 : tensor<128x96xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 96, 32]>> -> tensor<128x96xi32>
    %v83 = "stablehlo.convert"(%v82) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v84 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v85 = "stablehlo.slice"(%v83) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.broadcast_in_dim"(%v52) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v87 = "stablehlo.multiply"(%v85, %v86) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v88 = "stablehlo.multiply"(%v87, %v84) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.slice"(%v83) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v91 = "stablehlo.multiply"(%v89, %v90) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v92 = "stablehlo.multiply"(%v91, %v84) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v93 = "stablehlo.add"(%v88, %v92) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v94 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v95 = "stablehlo.add"(%v93, %v94) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v96 = "stablehlo.reshape"(%v95) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v97 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v98 = "stablehlo.reshape"(%v97) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v99 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v100 = "stablehlo.reshape"(%v99) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v101 = "stablehlo.slice"(%v96) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v102 = "stablehlo.reshape"(%v101) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.slice"(%v98) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v104 = "stablehlo.slice"(%v98) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v105 = "stablehlo.negate"(%v104) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v106 = "stablehlo.concatenate"(%v105, %v103) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.multiply"(%v98, %v107) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v110 = "stablehlo.multiply"(%v106, %v108) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.add"(%v109, %v110) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v113 = "stablehlo.slice"(%v100) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v114 = "stablehlo.negate"(%v113) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v115 = "stablehlo.concatenate"(%v114, %v112) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v116 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v118 = "stablehlo.multiply"(%v100, %v116) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v119 = "stablehlo.multiply"(%v115, %v117) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v120 = "stablehlo.add"(%v118, %v119) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v121 = "stablehlo.transpose"(%v120) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v122 = "stablehlo.transpose"(%v111) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v123 = iree_encoding.set_encoding %v122 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v124 = iree_encoding.set_encoding %v121 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v125 = tensor.empty() : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v126 = arith.constant 0.0 : f32
    %v127 = linalg.fill ins(%v126 : f32) outs(%v125 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v128 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v123, %v124 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>, tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) outs(%v127 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>) -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>>
    %v129 = iree_encoding.unset_encoding %v128 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 64, 16]>> -> tensor<2x64x64xf32>
    %v130 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v131 = "stablehlo.multiply"(%v129, %v130) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v132 = "stablehlo.select"(%v4, %v131, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v134 = "stablehlo.reduce"(%v132, %v133) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v136 = "stablehlo.subtract"(%v132, %v135) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v137 = "stablehlo.exponential"(%v136) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v139 = "stablehlo.reduce"(%v137, %v138) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v140 = "stablehlo.transpose"(%v102) {permutation = array<i64: 1, 0, 2>} : (tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v141 = iree_encoding.set_encoding %v137 : tensor<2x64x64xf32> -> tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v142 = iree_encoding.set_encoding %v140 : tensor<2x64x16xf32> -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v143 = tensor.empty() : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v144 = arith.constant 0.0 : f32
    %v145 = linalg.fill ins(%v144 : f32) outs(%v143 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v146 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%v141, %v142 : tensor<2x64x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>, tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) outs(%v145 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>) -> tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>>
    %v147 = iree_encoding.unset_encoding %v146 : tensor<2x64x16xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iteration_sizes = [2, 64, 16, 64]>> -> tensor<2x64x16xf32>
    %v148 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v149 = "stablehlo.divide"(%v147, %v148) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v150 = "stablehlo.transpose"(%v149) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v151 = "stablehlo.reshape"(%v150) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.abs"(%v151) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v154 = "stablehlo.reduce"(%v152, %v153) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v155 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v156 = "stablehlo.divide"(%v154, %v155) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v157 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v158 = "stablehlo.maximum"(%v156, %v157) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v160 = "stablehlo.divide"(%v151, %v159) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v161 = "stablehlo.round_nearest_even"(%v160) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v162 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v163 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v164 = "stablehlo.maximum"(%v161, %v162) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v165 = "stablehlo.minimum"(%v164, %v163) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v166 = "stablehlo.convert"(%v165) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v167 = "stablehlo.convert"(%v166) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v169 = "stablehlo.multiply"(%v167, %v168) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v170 = "stablehlo.subtract"(%v151, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v171 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v172 = "stablehlo.divide"(%v158, %v171) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v173 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.divide"(%v170, %v173) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v175 = "stablehlo.round_nearest_even"(%v174) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v176 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v177 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v178 = "stablehlo.maximum"(%v175, %v176) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v179 = "stablehlo.minimum"(%v178, %v177) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v180 = "stablehlo.convert"(%v179) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v181 = "stablehlo.concatenate"(%v166, %v180) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v182 = iree_encoding.set_encoding %v181 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v183 = iree_encoding.set_encoding %v12 : tensor<32x32xi8> -> tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v184 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v185 = arith.constant 0 : i32
    %v186 = linalg.fill ins(%v185 : i32) outs(%v184 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v187 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v182, %v183 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>, tensor<32x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) outs(%v186 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>>
    %v188 = iree_encoding.unset_encoding %v187 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 32]>> -> tensor<128x32xi32>
    %v189 = "stablehlo.convert"(%v188) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v190 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.slice"(%v189) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.broadcast_in_dim"(%v158) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.multiply"(%v191, %v192) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v194 = "stablehlo.multiply"(%v193, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v195 = "stablehlo.slice"(%v189) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v172) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.multiply"(%v195, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.multiply"(%v197, %v190) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.add"(%v194, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.add"(%v199, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.add"(%arg0, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v206 = "stablehlo.multiply"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v208 = "stablehlo.subtract"(%v202, %v207) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v209 = "stablehlo.multiply"(%v208, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v211 = "stablehlo.reduce"(%v209, %v210) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v212 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v213 = "stablehlo.multiply"(%v211, %v212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v214 = "stablehlo.broadcast_in_dim"(%v213) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v215 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v216 = "stablehlo.add"(%v214, %v215) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v217 = "stablehlo.rsqrt"(%v216) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v218 = "stablehlo.multiply"(%v208, %v217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v221 = "stablehlo.multiply"(%v218, %v219) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v222 = "stablehlo.add"(%v221, %v220) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v223 = "stablehlo.abs"(%v222) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v225 = "stablehlo.reduce"(%v223, %v224) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v226 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v227 = "stablehlo.divide"(%v225, %v226) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v228 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v229 = "stablehlo.maximum"(%v227, %v228) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v230 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v231 = "stablehlo.divide"(%v222, %v230) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.round_nearest_even"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v234 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v235 = "stablehlo.maximum"(%v232, %v233) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v236 = "stablehlo.minimum"(%v235, %v234) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v237 = "stablehlo.convert"(%v236) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v238 = "stablehlo.convert"(%v237) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v241 = "stablehlo.subtract"(%v222, %v240) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v242 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v243 = "stablehlo.divide"(%v229, %v242) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v245 = "stablehlo.divide"(%v241, %v244) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v246 = "stablehlo.round_nearest_even"(%v245) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v248 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v249 = "stablehlo.maximum"(%v246, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.minimum"(%v249, %v248) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.convert"(%v250) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v252 = "stablehlo.concatenate"(%v237, %v251) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v253 = iree_encoding.set_encoding %v252 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v254 = iree_encoding.set_encoding %v18 : tensor<128x32xi8> -> tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v255 = tensor.empty() : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v256 = arith.constant 0 : i32
    %v257 = linalg.fill ins(%v256 : i32) outs(%v255 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v258 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v253, %v254 : tensor<128x32xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>, tensor<128x32xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) outs(%v257 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>) -> tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>>
    %v259 = iree_encoding.unset_encoding %v258 : tensor<128x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 32]>> -> tensor<128x128xi32>
    %v260 = "stablehlo.convert"(%v259) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v261 = "stablehlo.broadcast_in_dim"(%v19) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v262 = "stablehlo.slice"(%v260) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v229) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v264 = "stablehlo.multiply"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v265 = "stablehlo.multiply"(%v264, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.slice"(%v260) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v268 = "stablehlo.multiply"(%v266, %v267) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v269 = "stablehlo.multiply"(%v268, %v261) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.add"(%v265, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v272 = "stablehlo.add"(%v270, %v271) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v273 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v274 = "stablehlo.multiply"(%v272, %v273) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.logistic"(%v274) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.multiply"(%v272, %v275) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = "stablehlo.abs"(%v276) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v279 = "stablehlo.reduce"(%v277, %v278) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v280 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v281 = "stablehlo.divide"(%v279, %v280) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v282 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v283 = "stablehlo.maximum"(%v281, %v282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v285 = "stablehlo.divide"(%v276, %v284) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v286 = "stablehlo.round_nearest_even"(%v285) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v287 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v288 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v289 = "stablehlo.maximum"(%v286, %v287) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v290 = "stablehlo.minimum"(%v289, %v288) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v291 = "stablehlo.convert"(%v290) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v292 = "stablehlo.convert"(%v291) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v293 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v294 = "stablehlo.multiply"(%v292, %v293) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v295 = "stablehlo.subtract"(%v276, %v294) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v296 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v297 = "stablehlo.divide"(%v283, %v296) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v299 = "stablehlo.divide"(%v295, %v298) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v300 = "stablehlo.round_nearest_even"(%v299) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v301 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v302 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v303 = "stablehlo.maximum"(%v300, %v301) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v304 = "stablehlo.minimum"(%v303, %v302) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v305 = "stablehlo.convert"(%v304) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v306 = "stablehlo.concatenate"(%v291, %v305) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v307 = iree_encoding.set_encoding %v306 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v308 = iree_encoding.set_encoding %v22 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v309 = tensor.empty() : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v310 = arith.constant 0 : i32
    %v311 = linalg.fill ins(%v310 : i32) outs(%v309 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v312 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v307, %v308 : tensor<128x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>, tensor<32x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) outs(%v311 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>) -> tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>>
    %v313 = iree_encoding.unset_encoding %v312 : tensor<128x32xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 32, 128]>> -> tensor<128x32xi32>
    %v314 = "stablehlo.convert"(%v313) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v315 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v316 = "stablehlo.slice"(%v314) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v317 = "stablehlo.broadcast_in_dim"(%v283) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v318 = "stablehlo.multiply"(%v316, %v317) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v319 = "stablehlo.multiply"(%v318, %v315) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v320 = "stablehlo.slice"(%v314) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v321 = "stablehlo.broadcast_in_dim"(%v297) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.multiply"(%v320, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.multiply"(%v322, %v315) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.add"(%v319, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.add"(%v324, %v325) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = "stablehlo.add"(%v202, %v326) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v327 : tensor<64x32xf32>
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
    %v58 = iree_encoding.set_encoding %v57 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v59 = iree_encoding.set_encoding %v24 : tensor<128x128xi8> -> tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v60 = tensor.empty() : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v61 = arith.constant 0 : i32
    %v62 = linalg.fill ins(%v61 : i32) outs(%v60 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v63 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v58, %v59 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>, tensor<128x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) outs(%v62 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>) -> tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>>
    %v64 = iree_encoding.unset_encoding %v63 : tensor<32x128xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 128, 128]>> -> tensor<32x128xi32>
    %v65 = "stablehlo.convert"(%v64) : (tensor<32x128xi32>) -> tensor<32x128xf32>
    %v66 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v67 = "stablehlo.slice"(%v65) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v69 = "stablehlo.multiply"(%v67, %v68) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v70 = "stablehlo.multiply"(%v69, %v66) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v71 = "stablehlo.slice"(%v65) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v73 = "stablehlo.multiply"(%v71, %v72) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v74 = "stablehlo.multiply"(%v73, %v66) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v75 = "stablehlo.add"(%v70, %v74) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v76 = "stablehlo.broadcast_in_dim"(%v27) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v77 = "stablehlo.add"(%v75, %v76) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v78 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v79 = "stablehlo.multiply"(%v77, %v78) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v80 = "chlo.erf"(%v79) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v81 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v82 = "stablehlo.add"(%v80, %v81) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v83 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v84 = "stablehlo.multiply"(%v77, %v83) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v85 = "stablehlo.multiply"(%v84, %v82) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v86 = util.global.load @p67 : tensor<64x128xi8>
    %v87 = util.global.load @p68 : tensor<64xf32>
    %v88 = util.global.load @p69 : tensor<64xi32>
    %v89 = util.global.load @p70 : tensor<64xf32>
    %v90 = "stablehlo.abs"(%v85) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v91 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v92 = "stablehlo.reduce"(%v90, %v91) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %v93 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v94 = "stablehlo.divide"(%v92, %v93) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v95 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v96 = "stablehlo.maximum"(%v94, %v95) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v98 = "stablehlo.divide"(%v85, %v97) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v99 = "stablehlo.round_nearest_even"(%v98) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v100 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v101 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v102 = "stablehlo.maximum"(%v99, %v100) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v103 = "stablehlo.minimum"(%v102, %v101) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v104 = "stablehlo.convert"(%v103) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v105 = "stablehlo.convert"(%v104) : (tensor<16x128xi8>) -> tensor<16x128xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v107 = "stablehlo.multiply"(%v105, %v106) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v108 = "stablehlo.subtract"(%v85, %v107) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v109 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v110 = "stablehlo.divide"(%v96, %v109) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v110) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v112 = "stablehlo.divide"(%v108, %v111) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v113 = "stablehlo.round_nearest_even"(%v112) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v114 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v115 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v116 = "stablehlo.maximum"(%v113, %v114) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v117 = "stablehlo.minimum"(%v116, %v115) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v118 = "stablehlo.convert"(%v117) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v119 = "stablehlo.concatenate"(%v104, %v118) {dimension = 0 : i64} : (tensor<16x128xi8>, tensor<16x128xi8>) -> tensor<32x128xi8>
    %v120 = iree_encoding.set_encoding %v119 : tensor<32x128xi8> -> tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v121 = iree_encoding.set_encoding %v86 : tensor<64x128xi8> -> tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v122 = tensor.empty() : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v123 = arith.constant 0 : i32
    %v124 = linalg.fill ins(%v123 : i32) outs(%v122 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v125 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v120, %v121 : tensor<32x128xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>, tensor<64x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) outs(%v124 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>) -> tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>>
    %v126 = iree_encoding.unset_encoding %v125 : tensor<32x64xi32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [i8, i8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [16, 64, 128]>> -> tensor<32x64xi32>
    %v127 = "stablehlo.convert"(%v126) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v128 = "stablehlo.broadcast_in_dim"(%v87) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v129 = "stablehlo.slice"(%v127) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v130 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v131 = "stablehlo.multiply"(%v129, %v130) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v132 = "stablehlo.multiply"(%v131, %v128) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v133 = "stablehlo.slice"(%v127) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v134 = "stablehlo.broadcast_in_dim"(%v110) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v135 = "stablehlo.multiply"(%v133, %v134) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v136 = "stablehlo.multiply"(%v135, %v128) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v137 = "stablehlo.add"(%v132, %v136) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v139 = "stablehlo.add"(%v137, %v138) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v140 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v141 = stablehlo.constant dense<4> : tensor<i32>
    %v142 = "stablehlo.divide"(%arg1, %v141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v143 = "stablehlo.broadcast_in_dim"(%v142) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v144 = "stablehlo.compare"(%v140, %v143) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v145 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v146 = "stablehlo.select"(%v144, %v139, %v145) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v22, %v146 : tensor<64x32xf32>, tensor<16x64xf32>
  }
}
