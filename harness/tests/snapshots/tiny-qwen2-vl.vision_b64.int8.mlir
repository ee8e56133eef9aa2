module @vision {
  util.global private @p0 = #flow.parameter.named<"model"::"visual.patch_embed.proj.weight"> : tensor<32x3x2x14x14xf32>
  util.global private @p1 = #flow.parameter.named<"model"::"visual.blocks.0.norm1.weight"> : tensor<32xf32>
  util.global private @p2 = #flow.parameter.named<"model"::"visual.blocks.0.norm1.bias"> : tensor<32xf32>
  util.global private @p3 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.qkv.weight"> : tensor<96x32xi8>
  util.global private @p4 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.qkv.weight.scale"> : tensor<96xf32>
  util.global private @p5 = #flow.parameter.named<"model"::"visual.blocks.0.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p6 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.proj.weight"> : tensor<32x32xi8>
  util.global private @p7 = #flow.parameter.named<"q8"::"visual.blocks.0.attn.proj.weight.scale"> : tensor<32xf32>
  util.global private @p8 = #flow.parameter.named<"model"::"visual.blocks.0.attn.proj.bias"> : tensor<32xf32>
  util.global private @p9 = #flow.parameter.named<"model"::"visual.blocks.0.norm2.weight"> : tensor<32xf32>
  util.global private @p10 = #flow.parameter.named<"model"::"visual.blocks.0.norm2.bias"> : tensor<32xf32>
  util.global private @p11 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc1.weight"> : tensor<128x32xi8>
  util.global private @p12 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc1.weight.scale"> : tensor<128xf32>
  util.global private @p13 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p14 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc2.weight"> : tensor<32x128xi8>
  util.global private @p15 = #flow.parameter.named<"q8"::"visual.blocks.0.mlp.fc2.weight.scale"> : tensor<32xf32>
  util.global private @p16 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p17 = #flow.parameter.named<"model"::"visual.blocks.1.norm1.weight"> : tensor<32xf32>
  util.global private @p18 = #flow.parameter.named<"model"::"visual.blocks.1.norm1.bias"> : tensor<32xf32>
  util.global private @p19 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.qkv.weight"> : tensor<96x32xi8>
  util.global private @p20 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.qkv.weight.scale"> : tensor<96xf32>
  util.global private @p21 = #flow.parameter.named<"model"::"visual.blocks.1.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p22 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.proj.weight"> : tensor<32x32xi8>
  util.global private @p23 = #flow.parameter.named<"q8"::"visual.blocks.1.attn.proj.weight.scale"> : tensor<32xf32>
  util.global private @p24 = #flow.parameter.named<"model"::"visual.blocks.1.attn.proj.bias"> : tensor<32xf32>
  util.global private @p25 = #flow.parameter.named<"model"::"visual.blocks.1.norm2.weight"> : tensor<32xf32>
  util.global private @p26 = #flow.parameter.named<"model"::"visual.blocks.1.norm2.bias"> : tensor<32xf32>
  util.global private @p27 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc1.weight"> : tensor<128x32xi8>
  util.global private @p28 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc1.weight.scale"> : tensor<128xf32>
  util.global private @p29 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p30 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc2.weight"> : tensor<32x128xi8>
  util.global private @p31 = #flow.parameter.named<"q8"::"visual.blocks.1.mlp.fc2.weight.scale"> : tensor<32xf32>
  util.global private @p32 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p33 = #flow.parameter.named<"model"::"visual.blocks.2.norm1.weight"> : tensor<32xf32>
  util.global private @p34 = #flow.parameter.named<"model"::"visual.blocks.2.norm1.bias"> : tensor<32xf32>
  util.global private @p35 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.qkv.weight"> : tensor<96x32xi8>
  util.global private @p36 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.qkv.weight.scale"> : tensor<96xf32>
  util.global private @p37 = #flow.parameter.named<"model"::"visual.blocks.2.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p38 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.proj.weight"> : tensor<32x32xi8>
  util.global private @p39 = #flow.parameter.named<"q8"::"visual.blocks.2.attn.proj.weight.scale"> : tensor<32xf32>
  util.global private @p40 = #flow.parameter.named<"model"::"visual.blocks.2.attn.proj.bias"> : tensor<32xf32>
  util.global private @p41 = #flow.parameter.named<"model"::"visual.blocks.2.norm2.weight"> : tensor<32xf32>
  util.global private @p42 = #flow.parameter.named<"model"::"visual.blocks.2.norm2.bias"> : tensor<32xf32>
  util.global private @p43 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc1.weight"> : tensor<128x32xi8>
  util.global private @p44 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc1.weight.scale"> : tensor<128xf32>
  util.global private @p45 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p46 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc2.weight"> : tensor<32x128xi8>
  util.global private @p47 = #flow.parameter.named<"q8"::"visual.blocks.2.mlp.fc2.weight.scale"> : tensor<32xf32>
  util.global private @p48 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p49 = #flow.parameter.named<"model"::"visual.merger.ln_q.weight"> : tensor<32xf32>
  util.global private @p50 = #flow.parameter.named<"model"::"visual.merger.ln_q.bias"> : tensor<32xf32>
  util.global private @p51 = #flow.parameter.named<"q8"::"visual.merger.mlp.0.weight"> : tensor<128x128xi8>
  util.global private @p52 = #flow.parameter.named<"q8"::"visual.merger.mlp.0.weight.scale"> : tensor<128xf32>
  util.global private @p53 = #flow.parameter.named<"model"::"visual.merger.mlp.0.bias"> : tensor<128xf32>
  util.global private @p54 = #flow.parameter.named<"q8"::"visual.merger.mlp.2.weight"> : tensor<64x128xi8>
  util.global private @p55 = #flow.parameter.named<"q8"::"visual.merger.mlp.2.weight.scale"> : tensor<64xf32>
  util.global private @p56 = #flow.parameter.named<"model"::"visual.merger.mlp.2.bias"> : tensor<64xf32>
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
    %v10 = util.global.load @p5 : tensor<96xf32>
    %v11 = util.global.load @p6 : tensor<32x32xi8>
    %v12 = util.global.load @p7 : tensor<32xf32>
    %v13 = util.global.load @p8 : tensor<32xf32>
    %v14 = util.global.load @p9 : tensor<32xf32>
    %v15 = util.global.load @p10 : tensor<32xf32>
    %v16 = util.global.load @p11 : tensor<128x32xi8>
    %v17 = util.global.load @p12 : tensor<128xf32>
    %v18 = util.global.load @p13 : tensor<128xf32>
    %v19 = util.global.load @p14 : tensor<32x128xi8>
    %v20 = util.global.load @p15 : tensor<32xf32>
    %v21 = util.global.load @p16 : tensor<32xf32>
    %v22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v23 = "stablehlo.reduce"(%arg0, %v22) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v24 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v25 = "stablehlo.multiply"(%v23, %v24) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v26 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v27 = "stablehlo.subtract"(%arg0, %v26) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v28 = "stablehlo.multiply"(%v27, %v27) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v30 = "stablehlo.reduce"(%v28, %v29) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v31 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v32 = "stablehlo.multiply"(%v30, %v31) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v33 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v34 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v35 = "stablehlo.add"(%v33, %v34) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v36 = "stablehlo.rsqrt"(%v35) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v37 = "stablehlo.multiply"(%v27, %v36) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v40 = "stablehlo.multiply"(%v37, %v38) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v41 = "stablehlo.add"(%v40, %v39) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v42 = "stablehlo.abs"(%v41) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v44 = "stablehlo.reduce"(%v42, %v43) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v45 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v46 = "stablehlo.divide"(%v44, %v45) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v47 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v48 = "stablehlo.maximum"(%v46, %v47) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v50 = "stablehlo.divide"(%v41, %v49) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v51 = "stablehlo.round_nearest_even"(%v50) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v52 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v53 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v54 = "stablehlo.maximum"(%v51, %v52) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.minimum"(%v54, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v56 = "stablehlo.convert"(%v55) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v57 = "stablehlo.convert"(%v56) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.multiply"(%v57, %v58) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.subtract"(%v41, %v59) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v61 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v62 = "stablehlo.divide"(%v48, %v61) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v64 = "stablehlo.divide"(%v60, %v63) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v65 = "stablehlo.round_nearest_even"(%v64) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v66 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v67 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v68 = "stablehlo.maximum"(%v65, %v66) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v69 = "stablehlo.minimum"(%v68, %v67) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v70 = "stablehlo.convert"(%v69) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v71 = "stablehlo.concatenate"(%v56, %v70) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v72 = tensor.empty() : tensor<128x96xi32>
    %v73 = arith.constant 0 : i32
    %v74 = linalg.fill ins(%v73 : i32) outs(%v72 : tensor<128x96xi32>) -> tensor<128x96xi32>
    %v75 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v71, %v8 : tensor<128x32xi8>, tensor<96x32xi8>) outs(%v74 : tensor<128x96xi32>) {iree.opt.data_tiling} -> tensor<128x96xi32>
    %v76 = "stablehlo.convert"(%v75) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v78 = "stablehlo.slice"(%v76) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v80 = "stablehlo.multiply"(%v78, %v79) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v81 = "stablehlo.multiply"(%v80, %v77) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v82 = "stablehlo.slice"(%v76) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v84 = "stablehlo.multiply"(%v82, %v83) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v85 = "stablehlo.multiply"(%v84, %v77) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.add"(%v81, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v88 = "stablehlo.add"(%v86, %v87) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.reshape"(%v88) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v90 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v91 = "stablehlo.reshape"(%v90) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v92 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v94 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v96 = "stablehlo.slice"(%v91) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v97 = "stablehlo.slice"(%v91) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v98 = "stablehlo.negate"(%v97) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v99 = "stablehlo.concatenate"(%v98, %v96) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v102 = "stablehlo.multiply"(%v91, %v100) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.multiply"(%v99, %v101) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v104 = "stablehlo.add"(%v102, %v103) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v106 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v107 = "stablehlo.negate"(%v106) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v108 = "stablehlo.concatenate"(%v107, %v105) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.multiply"(%v93, %v109) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.multiply"(%v108, %v110) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.add"(%v111, %v112) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.convert"(%v104) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v115 = "stablehlo.convert"(%v113) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v116 = "stablehlo.dot_general"(%v114, %v115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v117 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v118 = "stablehlo.multiply"(%v116, %v117) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v119 = "stablehlo.select"(%v4, %v118, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v121 = "stablehlo.reduce"(%v119, %v120) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v123 = "stablehlo.subtract"(%v119, %v122) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v124 = "stablehlo.exponential"(%v123) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v126 = "stablehlo.reduce"(%v124, %v125) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%v126) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v128 = "stablehlo.divide"(%v124, %v127) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v129 = "stablehlo.convert"(%v128) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v130 = "stablehlo.convert"(%v95) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v131 = "stablehlo.dot_general"(%v129, %v130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v132 = "stablehlo.transpose"(%v131) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v133 = "stablehlo.reshape"(%v132) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v134 = "stablehlo.abs"(%v133) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v136 = "stablehlo.reduce"(%v134, %v135) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v137 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v138 = "stablehlo.divide"(%v136, %v137) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v139 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v140 = "stablehlo.maximum"(%v138, %v139) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v142 = "stablehlo.divide"(%v133, %v141) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v143 = "stablehlo.round_nearest_even"(%v142) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v144 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v145 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v146 = "stablehlo.maximum"(%v143, %v144) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v147 = "stablehlo.minimum"(%v146, %v145) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v148 = "stablehlo.convert"(%v147) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v149 = "stablehlo.convert"(%v148) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.multiply"(%v149, %v150) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.subtract"(%v133, %v151) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v153 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v154 = "stablehlo.divide"(%v140, %v153) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v156 = "stablehlo.divide"(%v152, %v155) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v157 = "stablehlo.round_nearest_even"(%v156) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v158 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v159 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v160 = "stablehlo.maximum"(%v157, %v158) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v161 = "stablehlo.minimum"(%v160, %v159) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v162 = "stablehlo.convert"(%v161) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v163 = "stablehlo.concatenate"(%v148, %v162) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v164 = tensor.empty() : tensor<128x32xi32>
    %v165 = arith.constant 0 : i32
    %v166 = linalg.fill ins(%v165 : i32) outs(%v164 : tensor<128x32xi32>) -> tensor<128x32xi32>
    %v167 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v11 : tensor<128x32xi8>, tensor<32x32xi8>) outs(%v166 : tensor<128x32xi32>) {iree.opt.data_tiling} -> tensor<128x32xi32>
    %v168 = "stablehlo.convert"(%v167) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v170 = "stablehlo.slice"(%v168) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v172 = "stablehlo.multiply"(%v170, %v171) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v173 = "stablehlo.multiply"(%v172, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.slice"(%v168) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v176 = "stablehlo.multiply"(%v174, %v175) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v177 = "stablehlo.multiply"(%v176, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v178 = "stablehlo.add"(%v173, %v177) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v181 = "stablehlo.add"(%arg0, %v180) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v183 = "stablehlo.reduce"(%v181, %v182) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v184 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v187 = "stablehlo.subtract"(%v181, %v186) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v188 = "stablehlo.multiply"(%v187, %v187) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v190 = "stablehlo.reduce"(%v188, %v189) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v191 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v194 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v195 = "stablehlo.add"(%v193, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.rsqrt"(%v195) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.multiply"(%v187, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.multiply"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.add"(%v200, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.abs"(%v201) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v206 = "stablehlo.divide"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v208 = "stablehlo.maximum"(%v206, %v207) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.divide"(%v201, %v209) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.round_nearest_even"(%v210) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v213 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v214 = "stablehlo.maximum"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.minimum"(%v214, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.convert"(%v215) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v217 = "stablehlo.convert"(%v216) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.multiply"(%v217, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.subtract"(%v201, %v219) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v222 = "stablehlo.divide"(%v208, %v221) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.divide"(%v220, %v223) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = "stablehlo.round_nearest_even"(%v224) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v226 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v227 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v228 = "stablehlo.maximum"(%v225, %v226) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.minimum"(%v228, %v227) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.convert"(%v229) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v231 = "stablehlo.concatenate"(%v216, %v230) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v232 = tensor.empty() : tensor<128x128xi32>
    %v233 = arith.constant 0 : i32
    %v234 = linalg.fill ins(%v233 : i32) outs(%v232 : tensor<128x128xi32>) -> tensor<128x128xi32>
    %v235 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v231, %v16 : tensor<128x32xi8>, tensor<128x32xi8>) outs(%v234 : tensor<128x128xi32>) {iree.opt.data_tiling} -> tensor<128x128xi32>
    %v236 = "stablehlo.convert"(%v235) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v238 = "stablehlo.slice"(%v236) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v241 = "stablehlo.multiply"(%v240, %v237) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v242 = "stablehlo.slice"(%v236) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v244 = "stablehlo.multiply"(%v242, %v243) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v245 = "stablehlo.multiply"(%v244, %v237) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v246 = "stablehlo.add"(%v241, %v245) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v18) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v248 = "stablehlo.add"(%v246, %v247) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v249 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v250 = "stablehlo.multiply"(%v248, %v249) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v251 = "stablehlo.logistic"(%v250) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v252 = "stablehlo.multiply"(%v248, %v251) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v253 = "stablehlo.abs"(%v252) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v255 = "stablehlo.reduce"(%v253, %v254) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v256 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v257 = "stablehlo.divide"(%v255, %v256) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v258 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v259 = "stablehlo.maximum"(%v257, %v258) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v261 = "stablehlo.divide"(%v252, %v260) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v262 = "stablehlo.round_nearest_even"(%v261) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v263 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v264 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v265 = "stablehlo.maximum"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.minimum"(%v265, %v264) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.convert"(%v266) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v268 = "stablehlo.convert"(%v267) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.subtract"(%v252, %v270) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v273 = "stablehlo.divide"(%v259, %v272) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v273) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.divide"(%v271, %v274) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.round_nearest_even"(%v275) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v278 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v279 = "stablehlo.maximum"(%v276, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = "stablehlo.minimum"(%v279, %v278) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = "stablehlo.convert"(%v280) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v282 = "stablehlo.concatenate"(%v267, %v281) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v283 = tensor.empty() : tensor<128x32xi32>
    %v284 = arith.constant 0 : i32
    %v285 = linalg.fill ins(%v284 : i32) outs(%v283 : tensor<128x32xi32>) -> tensor<128x32xi32>
    %v286 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v282, %v19 : tensor<128x128xi8>, tensor<32x128xi8>) outs(%v285 : tensor<128x32xi32>) {iree.opt.data_tiling} -> tensor<128x32xi32>
    %v287 = "stablehlo.convert"(%v286) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v288 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v289 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v291 = "stablehlo.multiply"(%v289, %v290) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v292 = "stablehlo.multiply"(%v291, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v293 = "stablehlo.slice"(%v287) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v273) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v295 = "stablehlo.multiply"(%v293, %v294) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v296 = "stablehlo.multiply"(%v295, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v297 = "stablehlo.add"(%v292, %v296) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v299 = "stablehlo.add"(%v297, %v298) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v300 = "stablehlo.add"(%v181, %v299) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v300 : tensor<64x32xf32>
  }
  func.func @blocks_b64_1_2(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p17 : tensor<32xf32>
    %v7 = util.global.load @p18 : tensor<32xf32>
    %v8 = util.global.load @p19 : tensor<96x32xi8>
    %v9 = util.global.load @p20 : tensor<96xf32>
    %v10 = util.global.load @p21 : tensor<96xf32>
    %v11 = util.global.load @p22 : tensor<32x32xi8>
    %v12 = util.global.load @p23 : tensor<32xf32>
    %v13 = util.global.load @p24 : tensor<32xf32>
    %v14 = util.global.load @p25 : tensor<32xf32>
    %v15 = util.global.load @p26 : tensor<32xf32>
    %v16 = util.global.load @p27 : tensor<128x32xi8>
    %v17 = util.global.load @p28 : tensor<128xf32>
    %v18 = util.global.load @p29 : tensor<128xf32>
    %v19 = util.global.load @p30 : tensor<32x128xi8>
    %v20 = util.global.load @p31 : tensor<32xf32>
    %v21 = util.global.load @p32 : tensor<32xf32>
    %v22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v23 = "stablehlo.reduce"(%arg0, %v22) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v24 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v25 = "stablehlo.multiply"(%v23, %v24) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v26 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v27 = "stablehlo.subtract"(%arg0, %v26) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v28 = "stablehlo.multiply"(%v27, %v27) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v30 = "stablehlo.reduce"(%v28, %v29) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v31 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v32 = "stablehlo.multiply"(%v30, %v31) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v33 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v34 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v35 = "stablehlo.add"(%v33, %v34) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v36 = "stablehlo.rsqrt"(%v35) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v37 = "stablehlo.multiply"(%v27, %v36) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v40 = "stablehlo.multiply"(%v37, %v38) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v41 = "stablehlo.add"(%v40, %v39) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v42 = "stablehlo.abs"(%v41) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v44 = "stablehlo.reduce"(%v42, %v43) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v45 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v46 = "stablehlo.divide"(%v44, %v45) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v47 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v48 = "stablehlo.maximum"(%v46, %v47) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v50 = "stablehlo.divide"(%v41, %v49) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v51 = "stablehlo.round_nearest_even"(%v50) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v52 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v53 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v54 = "stablehlo.maximum"(%v51, %v52) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.minimum"(%v54, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v56 = "stablehlo.convert"(%v55) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v57 = "stablehlo.convert"(%v56) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.multiply"(%v57, %v58) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.subtract"(%v41, %v59) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v61 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v62 = "stablehlo.divide"(%v48, %v61) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v64 = "stablehlo.divide"(%v60, %v63) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v65 = "stablehlo.round_nearest_even"(%v64) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v66 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v67 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v68 = "stablehlo.maximum"(%v65, %v66) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v69 = "stablehlo.minimum"(%v68, %v67) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v70 = "stablehlo.convert"(%v69) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v71 = "stablehlo.concatenate"(%v56, %v70) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v72 = tensor.empty() : tensor<128x96xi32>
    %v73 = arith.constant 0 : i32
    %v74 = linalg.fill ins(%v73 : i32) outs(%v72 : tensor<128x96xi32>) -> tensor<128x96xi32>
    %v75 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v71, %v8 : tensor<128x32xi8>, tensor<96x32xi8>) outs(%v74 : tensor<128x96xi32>) {iree.opt.data_tiling} -> tensor<128x96xi32>
    %v76 = "stablehlo.convert"(%v75) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v78 = "stablehlo.slice"(%v76) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v80 = "stablehlo.multiply"(%v78, %v79) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v81 = "stablehlo.multiply"(%v80, %v77) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v82 = "stablehlo.slice"(%v76) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v84 = "stablehlo.multiply"(%v82, %v83) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v85 = "stablehlo.multiply"(%v84, %v77) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.add"(%v81, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v88 = "stablehlo.add"(%v86, %v87) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.reshape"(%v88) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v90 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v91 = "stablehlo.reshape"(%v90) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v92 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v94 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v96 = "stablehlo.slice"(%v91) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v97 = "stablehlo.slice"(%v91) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v98 = "stablehlo.negate"(%v97) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v99 = "stablehlo.concatenate"(%v98, %v96) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v102 = "stablehlo.multiply"(%v91, %v100) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.multiply"(%v99, %v101) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v104 = "stablehlo.add"(%v102, %v103) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v106 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v107 = "stablehlo.negate"(%v106) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v108 = "stablehlo.concatenate"(%v107, %v105) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.multiply"(%v93, %v109) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.multiply"(%v108, %v110) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.add"(%v111, %v112) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.convert"(%v104) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v115 = "stablehlo.convert"(%v113) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v116 = "stablehlo.dot_general"(%v114, %v115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v117 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v118 = "stablehlo.multiply"(%v116, %v117) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v119 = "stablehlo.select"(%v4, %v118, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v121 = "stablehlo.reduce"(%v119, %v120) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v123 = "stablehlo.subtract"(%v119, %v122) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v124 = "stablehlo.exponential"(%v123) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v126 = "stablehlo.reduce"(%v124, %v125) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%v126) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v128 = "stablehlo.divide"(%v124, %v127) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v129 = "stablehlo.convert"(%v128) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v130 = "stablehlo.convert"(%v95) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v131 = "stablehlo.dot_general"(%v129, %v130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v132 = "stablehlo.transpose"(%v131) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v133 = "stablehlo.reshape"(%v132) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v134 = "stablehlo.abs"(%v133) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v136 = "stablehlo.reduce"(%v134, %v135) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v137 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v138 = "stablehlo.divide"(%v136, %v137) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v139 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v140 = "stablehlo.maximum"(%v138, %v139) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v142 = "stablehlo.divide"(%v133, %v141) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v143 = "stablehlo.round_nearest_even"(%v142) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v144 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v145 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v146 = "stablehlo.maximum"(%v143, %v144) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v147 = "stablehlo.minimum"(%v146, %v145) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v148 = "stablehlo.convert"(%v147) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v149 = "stablehlo.convert"(%v148) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.multiply"(%v149, %v150) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.subtract"(%v133, %v151) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v153 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v154 = "stablehlo.divide"(%v140, %v153) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v156 = "stablehlo.divide"(%v152, %v155) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v157 = "stablehlo.round_nearest_even"(%v156) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v158 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v159 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v160 = "stablehlo.maximum"(%v157, %v158) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v161 = "stablehlo.minimum"(%v160, %v159) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v162 = "stablehlo.convert"(%v161) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v163 = "stablehlo.concatenate"(%v148, %v162) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v164 = tensor.empty() : tensor<128x32xi32>
    %v165 = arith.constant 0 : i32
    %v166 = linalg.fill ins(%v165 : i32) outs(%v164 : tensor<128x32xi32>) -> tensor<128x32xi32>
    %v167 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v11 : tensor<128x32xi8>, tensor<32x32xi8>) outs(%v166 : tensor<128x32xi32>) {iree.opt.data_tiling} -> tensor<128x32xi32>
    %v168 = "stablehlo.convert"(%v167) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v170 = "stablehlo.slice"(%v168) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v172 = "stablehlo.multiply"(%v170, %v171) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v173 = "stablehlo.multiply"(%v172, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.slice"(%v168) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v176 = "stablehlo.multiply"(%v174, %v175) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v177 = "stablehlo.multiply"(%v176, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v178 = "stablehlo.add"(%v173, %v177) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v181 = "stablehlo.add"(%arg0, %v180) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v183 = "stablehlo.reduce"(%v181, %v182) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v184 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v187 = "stablehlo.subtract"(%v181, %v186) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v188 = "stablehlo.multiply"(%v187, %v187) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v190 = "stablehlo.reduce"(%v188, %v189) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v191 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v194 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v195 = "stablehlo.add"(%v193, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.rsqrt"(%v195) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.multiply"(%v187, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.multiply"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.add"(%v200, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.abs"(%v201) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v206 = "stablehlo.divide"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v208 = "stablehlo.maximum"(%v206, %v207) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.divide"(%v201, %v209) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.round_nearest_even"(%v210) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v213 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v214 = "stablehlo.maximum"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.minimum"(%v214, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.convert"(%v215) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v217 = "stablehlo.convert"(%v216) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.multiply"(%v217, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.subtract"(%v201, %v219) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v222 = "stablehlo.divide"(%v208, %v221) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.divide"(%v220, %v223) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = "stablehlo.round_nearest_even"(%v224) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v226 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v227 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v228 = "stablehlo.maximum"(%v225, %v226) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.minimum"(%v228, %v227) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.convert"(%v229) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v231 = "stablehlo.concatenate"(%v216, %v230) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v232 = tensor.empty() : tensor<128x128xi32>
    %v233 = arith.constant 0 : i32
    %v234 = linalg.fill ins(%v233 : i32) outs(%v232 : tensor<128x128xi32>) -> tensor<128x128xi32>
    %v235 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v231, %v16 : tensor<128x32xi8>, tensor<128x32xi8>) outs(%v234 : tensor<128x128xi32>) {iree.opt.data_tiling} -> tensor<128x128xi32>
    %v236 = "stablehlo.convert"(%v235) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v238 = "stablehlo.slice"(%v236) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v241 = "stablehlo.multiply"(%v240, %v237) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v242 = "stablehlo.slice"(%v236) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v244 = "stablehlo.multiply"(%v242, %v243) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v245 = "stablehlo.multiply"(%v244, %v237) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v246 = "stablehlo.add"(%v241, %v245) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v18) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v248 = "stablehlo.add"(%v246, %v247) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v249 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v250 = "stablehlo.multiply"(%v248, %v249) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v251 = "stablehlo.logistic"(%v250) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v252 = "stablehlo.multiply"(%v248, %v251) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v253 = "stablehlo.abs"(%v252) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v255 = "stablehlo.reduce"(%v253, %v254) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v256 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v257 = "stablehlo.divide"(%v255, %v256) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v258 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v259 = "stablehlo.maximum"(%v257, %v258) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v261 = "stablehlo.divide"(%v252, %v260) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v262 = "stablehlo.round_nearest_even"(%v261) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v263 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v264 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v265 = "stablehlo.maximum"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.minimum"(%v265, %v264) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.convert"(%v266) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v268 = "stablehlo.convert"(%v267) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.subtract"(%v252, %v270) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v273 = "stablehlo.divide"(%v259, %v272) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v273) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.divide"(%v271, %v274) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.round_nearest_even"(%v275) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v278 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v279 = "stablehlo.maximum"(%v276, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = "stablehlo.minimum"(%v279, %v278) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = "stablehlo.convert"(%v280) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v282 = "stablehlo.concatenate"(%v267, %v281) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v283 = tensor.empty() : tensor<128x32xi32>
    %v284 = arith.constant 0 : i32
    %v285 = linalg.fill ins(%v284 : i32) outs(%v283 : tensor<128x32xi32>) -> tensor<128x32xi32>
    %v286 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v282, %v19 : tensor<128x128xi8>, tensor<32x128xi8>) outs(%v285 : tensor<128x32xi32>) {iree.opt.data_tiling} -> tensor<128x32xi32>
    %v287 = "stablehlo.convert"(%v286) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v288 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v289 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v291 = "stablehlo.multiply"(%v289, %v290) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v292 = "stablehlo.multiply"(%v291, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v293 = "stablehlo.slice"(%v287) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v273) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v295 = "stablehlo.multiply"(%v293, %v294) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v296 = "stablehlo.multiply"(%v295, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v297 = "stablehlo.add"(%v292, %v296) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v299 = "stablehlo.add"(%v297, %v298) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v300 = "stablehlo.add"(%v181, %v299) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v300 : tensor<64x32xf32>
  }
  func.func @blocks_b64_2_3(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p33 : tensor<32xf32>
    %v7 = util.global.load @p34 : tensor<32xf32>
    %v8 = util.global.load @p35 : tensor<96x32xi8>
    %v9 = util.global.load @p36 : tensor<96xf32>
    %v10 = util.global.load @p37 : tensor<96xf32>
    %v11 = util.global.load @p38 : tensor<32x32xi8>
    %v12 = util.global.load @p39 : tensor<32xf32>
    %v13 = util.global.load @p40 : tensor<32xf32>
    %v14 = util.global.load @p41 : tensor<32xf32>
    %v15 = util.global.load @p42 : tensor<32xf32>
    %v16 = util.global.load @p43 : tensor<128x32xi8>
    %v17 = util.global.load @p44 : tensor<128xf32>
    %v18 = util.global.load @p45 : tensor<128xf32>
    %v19 = util.global.load @p46 : tensor<32x128xi8>
    %v20 = util.global.load @p47 : tensor<32xf32>
    %v21 = util.global.load @p48 : tensor<32xf32>
    %v22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v23 = "stablehlo.reduce"(%arg0, %v22) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v24 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v25 = "stablehlo.multiply"(%v23, %v24) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v26 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v27 = "stablehlo.subtract"(%arg0, %v26) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v28 = "stablehlo.multiply"(%v27, %v27) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v30 = "stablehlo.reduce"(%v28, %v29) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v31 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v32 = "stablehlo.multiply"(%v30, %v31) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v33 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v34 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v35 = "stablehlo.add"(%v33, %v34) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v36 = "stablehlo.rsqrt"(%v35) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v37 = "stablehlo.multiply"(%v27, %v36) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v40 = "stablehlo.multiply"(%v37, %v38) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v41 = "stablehlo.add"(%v40, %v39) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v42 = "stablehlo.abs"(%v41) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v44 = "stablehlo.reduce"(%v42, %v43) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v45 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v46 = "stablehlo.divide"(%v44, %v45) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v47 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v48 = "stablehlo.maximum"(%v46, %v47) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v49 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v50 = "stablehlo.divide"(%v41, %v49) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v51 = "stablehlo.round_nearest_even"(%v50) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v52 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v53 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v54 = "stablehlo.maximum"(%v51, %v52) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v55 = "stablehlo.minimum"(%v54, %v53) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v56 = "stablehlo.convert"(%v55) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v57 = "stablehlo.convert"(%v56) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v58 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v59 = "stablehlo.multiply"(%v57, %v58) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v60 = "stablehlo.subtract"(%v41, %v59) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v61 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v62 = "stablehlo.divide"(%v48, %v61) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v63 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v64 = "stablehlo.divide"(%v60, %v63) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v65 = "stablehlo.round_nearest_even"(%v64) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v66 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v67 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v68 = "stablehlo.maximum"(%v65, %v66) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v69 = "stablehlo.minimum"(%v68, %v67) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v70 = "stablehlo.convert"(%v69) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v71 = "stablehlo.concatenate"(%v56, %v70) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v72 = tensor.empty() : tensor<128x96xi32>
    %v73 = arith.constant 0 : i32
    %v74 = linalg.fill ins(%v73 : i32) outs(%v72 : tensor<128x96xi32>) -> tensor<128x96xi32>
    %v75 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v71, %v8 : tensor<128x32xi8>, tensor<96x32xi8>) outs(%v74 : tensor<128x96xi32>) {iree.opt.data_tiling} -> tensor<128x96xi32>
    %v76 = "stablehlo.convert"(%v75) : (tensor<128x96xi32>) -> tensor<128x96xf32>
    %v77 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v78 = "stablehlo.slice"(%v76) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v79 = "stablehlo.broadcast_in_dim"(%v48) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v80 = "stablehlo.multiply"(%v78, %v79) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v81 = "stablehlo.multiply"(%v80, %v77) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v82 = "stablehlo.slice"(%v76) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 96>, strides = array<i64: 1, 1>} : (tensor<128x96xf32>) -> tensor<64x96xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v62) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x96xf32>
    %v84 = "stablehlo.multiply"(%v82, %v83) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v85 = "stablehlo.multiply"(%v84, %v77) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v86 = "stablehlo.add"(%v81, %v85) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v87 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v88 = "stablehlo.add"(%v86, %v87) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v89 = "stablehlo.reshape"(%v88) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v90 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v91 = "stablehlo.reshape"(%v90) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v92 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v93 = "stablehlo.reshape"(%v92) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v94 = "stablehlo.slice"(%v89) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v95 = "stablehlo.reshape"(%v94) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v96 = "stablehlo.slice"(%v91) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v97 = "stablehlo.slice"(%v91) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v98 = "stablehlo.negate"(%v97) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v99 = "stablehlo.concatenate"(%v98, %v96) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v100 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v102 = "stablehlo.multiply"(%v91, %v100) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v103 = "stablehlo.multiply"(%v99, %v101) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v104 = "stablehlo.add"(%v102, %v103) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v105 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v106 = "stablehlo.slice"(%v93) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v107 = "stablehlo.negate"(%v106) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v108 = "stablehlo.concatenate"(%v107, %v105) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v109 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v110 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v111 = "stablehlo.multiply"(%v93, %v109) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v112 = "stablehlo.multiply"(%v108, %v110) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v113 = "stablehlo.add"(%v111, %v112) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v114 = "stablehlo.convert"(%v104) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v115 = "stablehlo.convert"(%v113) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v116 = "stablehlo.dot_general"(%v114, %v115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v117 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v118 = "stablehlo.multiply"(%v116, %v117) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v119 = "stablehlo.select"(%v4, %v118, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v121 = "stablehlo.reduce"(%v119, %v120) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v123 = "stablehlo.subtract"(%v119, %v122) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v124 = "stablehlo.exponential"(%v123) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v126 = "stablehlo.reduce"(%v124, %v125) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v127 = "stablehlo.broadcast_in_dim"(%v126) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v128 = "stablehlo.divide"(%v124, %v127) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v129 = "stablehlo.convert"(%v128) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v130 = "stablehlo.convert"(%v95) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v131 = "stablehlo.dot_general"(%v129, %v130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v132 = "stablehlo.transpose"(%v131) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v133 = "stablehlo.reshape"(%v132) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v134 = "stablehlo.abs"(%v133) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v136 = "stablehlo.reduce"(%v134, %v135) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v137 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v138 = "stablehlo.divide"(%v136, %v137) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v139 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v140 = "stablehlo.maximum"(%v138, %v139) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v141 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v142 = "stablehlo.divide"(%v133, %v141) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v143 = "stablehlo.round_nearest_even"(%v142) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v144 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v145 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v146 = "stablehlo.maximum"(%v143, %v144) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v147 = "stablehlo.minimum"(%v146, %v145) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v148 = "stablehlo.convert"(%v147) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v149 = "stablehlo.convert"(%v148) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v150 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.multiply"(%v149, %v150) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.subtract"(%v133, %v151) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v153 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v154 = "stablehlo.divide"(%v140, %v153) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v155 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v156 = "stablehlo.divide"(%v152, %v155) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v157 = "stablehlo.round_nearest_even"(%v156) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v158 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v159 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v160 = "stablehlo.maximum"(%v157, %v158) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v161 = "stablehlo.minimum"(%v160, %v159) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v162 = "stablehlo.convert"(%v161) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v163 = "stablehlo.concatenate"(%v148, %v162) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v164 = tensor.empty() : tensor<128x32xi32>
    %v165 = arith.constant 0 : i32
    %v166 = linalg.fill ins(%v165 : i32) outs(%v164 : tensor<128x32xi32>) -> tensor<128x32xi32>
    %v167 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v163, %v11 : tensor<128x32xi8>, tensor<32x32xi8>) outs(%v166 : tensor<128x32xi32>) {iree.opt.data_tiling} -> tensor<128x32xi32>
    %v168 = "stablehlo.convert"(%v167) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v169 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v170 = "stablehlo.slice"(%v168) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v171 = "stablehlo.broadcast_in_dim"(%v140) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v172 = "stablehlo.multiply"(%v170, %v171) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v173 = "stablehlo.multiply"(%v172, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v174 = "stablehlo.slice"(%v168) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%v154) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v176 = "stablehlo.multiply"(%v174, %v175) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v177 = "stablehlo.multiply"(%v176, %v169) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v178 = "stablehlo.add"(%v173, %v177) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v179 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v180 = "stablehlo.add"(%v178, %v179) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v181 = "stablehlo.add"(%arg0, %v180) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v183 = "stablehlo.reduce"(%v181, %v182) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v184 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v185 = "stablehlo.multiply"(%v183, %v184) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v186 = "stablehlo.broadcast_in_dim"(%v185) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v187 = "stablehlo.subtract"(%v181, %v186) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v188 = "stablehlo.multiply"(%v187, %v187) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v190 = "stablehlo.reduce"(%v188, %v189) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v191 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v193 = "stablehlo.broadcast_in_dim"(%v192) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v194 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v195 = "stablehlo.add"(%v193, %v194) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v196 = "stablehlo.rsqrt"(%v195) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v197 = "stablehlo.multiply"(%v187, %v196) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v198 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v199 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v200 = "stablehlo.multiply"(%v197, %v198) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.add"(%v200, %v199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.abs"(%v201) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v206 = "stablehlo.divide"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v208 = "stablehlo.maximum"(%v206, %v207) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v209 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.divide"(%v201, %v209) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.round_nearest_even"(%v210) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v213 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v214 = "stablehlo.maximum"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.minimum"(%v214, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = "stablehlo.convert"(%v215) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v217 = "stablehlo.convert"(%v216) : (tensor<64x32xi8>) -> tensor<64x32xf32>
    %v218 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v219 = "stablehlo.multiply"(%v217, %v218) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v220 = "stablehlo.subtract"(%v201, %v219) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v221 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v222 = "stablehlo.divide"(%v208, %v221) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v223 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.divide"(%v220, %v223) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = "stablehlo.round_nearest_even"(%v224) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v226 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x32xf32>
    %v227 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x32xf32>
    %v228 = "stablehlo.maximum"(%v225, %v226) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.minimum"(%v228, %v227) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.convert"(%v229) : (tensor<64x32xf32>) -> tensor<64x32xi8>
    %v231 = "stablehlo.concatenate"(%v216, %v230) {dimension = 0 : i64} : (tensor<64x32xi8>, tensor<64x32xi8>) -> tensor<128x32xi8>
    %v232 = tensor.empty() : tensor<128x128xi32>
    %v233 = arith.constant 0 : i32
    %v234 = linalg.fill ins(%v233 : i32) outs(%v232 : tensor<128x128xi32>) -> tensor<128x128xi32>
    %v235 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v231, %v16 : tensor<128x32xi8>, tensor<128x32xi8>) outs(%v234 : tensor<128x128xi32>) {iree.opt.data_tiling} -> tensor<128x128xi32>
    %v236 = "stablehlo.convert"(%v235) : (tensor<128x128xi32>) -> tensor<128x128xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v238 = "stablehlo.slice"(%v236) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v239 = "stablehlo.broadcast_in_dim"(%v208) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v240 = "stablehlo.multiply"(%v238, %v239) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v241 = "stablehlo.multiply"(%v240, %v237) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v242 = "stablehlo.slice"(%v236) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 128>, strides = array<i64: 1, 1>} : (tensor<128x128xf32>) -> tensor<64x128xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v222) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v244 = "stablehlo.multiply"(%v242, %v243) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v245 = "stablehlo.multiply"(%v244, %v237) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v246 = "stablehlo.add"(%v241, %v245) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v247 = "stablehlo.broadcast_in_dim"(%v18) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v248 = "stablehlo.add"(%v246, %v247) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v249 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v250 = "stablehlo.multiply"(%v248, %v249) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v251 = "stablehlo.logistic"(%v250) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v252 = "stablehlo.multiply"(%v248, %v251) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v253 = "stablehlo.abs"(%v252) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v255 = "stablehlo.reduce"(%v253, %v254) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %v256 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64xf32>
    %v257 = "stablehlo.divide"(%v255, %v256) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v258 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<64xf32>
    %v259 = "stablehlo.maximum"(%v257, %v258) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v260 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v261 = "stablehlo.divide"(%v252, %v260) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v262 = "stablehlo.round_nearest_even"(%v261) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v263 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v264 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v265 = "stablehlo.maximum"(%v262, %v263) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v266 = "stablehlo.minimum"(%v265, %v264) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v267 = "stablehlo.convert"(%v266) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v268 = "stablehlo.convert"(%v267) : (tensor<64x128xi8>) -> tensor<64x128xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v270 = "stablehlo.multiply"(%v268, %v269) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v271 = "stablehlo.subtract"(%v252, %v270) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v272 = stablehlo.constant dense<2.54000000000000000e2> : tensor<64xf32>
    %v273 = "stablehlo.divide"(%v259, %v272) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v274 = "stablehlo.broadcast_in_dim"(%v273) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x128xf32>
    %v275 = "stablehlo.divide"(%v271, %v274) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v276 = "stablehlo.round_nearest_even"(%v275) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v277 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<64x128xf32>
    %v278 = stablehlo.constant dense<1.27000000000000000e2> : tensor<64x128xf32>
    %v279 = "stablehlo.maximum"(%v276, %v277) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v280 = "stablehlo.minimum"(%v279, %v278) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v281 = "stablehlo.convert"(%v280) : (tensor<64x128xf32>) -> tensor<64x128xi8>
    %v282 = "stablehlo.concatenate"(%v267, %v281) {dimension = 0 : i64} : (tensor<64x128xi8>, tensor<64x128xi8>) -> tensor<128x128xi8>
    %v283 = tensor.empty() : tensor<128x32xi32>
    %v284 = arith.constant 0 : i32
    %v285 = linalg.fill ins(%v284 : i32) outs(%v283 : tensor<128x32xi32>) -> tensor<128x32xi32>
    %v286 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v282, %v19 : tensor<128x128xi8>, tensor<32x128xi8>) outs(%v285 : tensor<128x32xi32>) {iree.opt.data_tiling} -> tensor<128x32xi32>
    %v287 = "stablehlo.convert"(%v286) : (tensor<128x32xi32>) -> tensor<128x32xf32>
    %v288 = "stablehlo.broadcast_in_dim"(%v20) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v289 = "stablehlo.slice"(%v287) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 64, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v290 = "stablehlo.broadcast_in_dim"(%v259) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v291 = "stablehlo.multiply"(%v289, %v290) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v292 = "stablehlo.multiply"(%v291, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v293 = "stablehlo.slice"(%v287) {start_indices = array<i64: 64, 0>, limit_indices = array<i64: 128, 32>, strides = array<i64: 1, 1>} : (tensor<128x32xf32>) -> tensor<64x32xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v273) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v295 = "stablehlo.multiply"(%v293, %v294) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v296 = "stablehlo.multiply"(%v295, %v288) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v297 = "stablehlo.add"(%v292, %v296) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v299 = "stablehlo.add"(%v297, %v298) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v300 = "stablehlo.add"(%v181, %v299) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v300 : tensor<64x32xf32>
  }
  func.func @merge_b64(%arg0: tensor<64x32xf32>, %arg1: tensor<i32>) -> (tensor<64x32xf32>, tensor<16x64xf32>) {
    %v1 = util.global.load @p49 : tensor<32xf32>
    %v2 = util.global.load @p50 : tensor<32xf32>
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
    %v24 = util.global.load @p51 : tensor<128x128xi8>
    %v25 = util.global.load @p52 : tensor<128xf32>
    %v26 = util.global.load @p53 : tensor<128xf32>
    %v27 = "stablehlo.abs"(%v23) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v28 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v29 = "stablehlo.reduce"(%v27, %v28) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %v30 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v31 = "stablehlo.divide"(%v29, %v30) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v32 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v33 = "stablehlo.maximum"(%v31, %v32) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v35 = "stablehlo.divide"(%v23, %v34) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v36 = "stablehlo.round_nearest_even"(%v35) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v37 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v38 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v39 = "stablehlo.maximum"(%v36, %v37) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v40 = "stablehlo.minimum"(%v39, %v38) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v41 = "stablehlo.convert"(%v40) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v42 = "stablehlo.convert"(%v41) : (tensor<16x128xi8>) -> tensor<16x128xf32>
    %v43 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v44 = "stablehlo.multiply"(%v42, %v43) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v45 = "stablehlo.subtract"(%v23, %v44) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v46 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v47 = "stablehlo.divide"(%v33, %v46) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v48 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v49 = "stablehlo.divide"(%v45, %v48) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v50 = "stablehlo.round_nearest_even"(%v49) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v51 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v52 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v53 = "stablehlo.maximum"(%v50, %v51) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v54 = "stablehlo.minimum"(%v53, %v52) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v55 = "stablehlo.convert"(%v54) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v56 = "stablehlo.concatenate"(%v41, %v55) {dimension = 0 : i64} : (tensor<16x128xi8>, tensor<16x128xi8>) -> tensor<32x128xi8>
    %v57 = tensor.empty() : tensor<32x128xi32>
    %v58 = arith.constant 0 : i32
    %v59 = linalg.fill ins(%v58 : i32) outs(%v57 : tensor<32x128xi32>) -> tensor<32x128xi32>
    %v60 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v56, %v24 : tensor<32x128xi8>, tensor<128x128xi8>) outs(%v59 : tensor<32x128xi32>) {iree.opt.data_tiling} -> tensor<32x128xi32>
    %v61 = "stablehlo.convert"(%v60) : (tensor<32x128xi32>) -> tensor<32x128xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v63 = "stablehlo.slice"(%v61) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v64 = "stablehlo.broadcast_in_dim"(%v33) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v65 = "stablehlo.multiply"(%v63, %v64) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v66 = "stablehlo.multiply"(%v65, %v62) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v67 = "stablehlo.slice"(%v61) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 128>, strides = array<i64: 1, 1>} : (tensor<32x128xf32>) -> tensor<16x128xf32>
    %v68 = "stablehlo.broadcast_in_dim"(%v47) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v69 = "stablehlo.multiply"(%v67, %v68) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v70 = "stablehlo.multiply"(%v69, %v62) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v71 = "stablehlo.add"(%v66, %v70) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v26) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v73 = "stablehlo.add"(%v71, %v72) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v74 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v75 = "stablehlo.multiply"(%v73, %v74) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v76 = "chlo.erf"(%v75) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v77 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v78 = "stablehlo.add"(%v76, %v77) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v79 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v80 = "stablehlo.multiply"(%v73, %v79) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v81 = "stablehlo.multiply"(%v80, %v78) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v82 = util.global.load @p54 : tensor<64x128xi8>
    %v83 = util.global.load @p55 : tensor<64xf32>
    %v84 = util.global.load @p56 : tensor<64xf32>
    %v85 = "stablehlo.abs"(%v81) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v87 = "stablehlo.reduce"(%v85, %v86) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %v88 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16xf32>
    %v89 = "stablehlo.divide"(%v87, %v88) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v90 = stablehlo.constant dense<1.17549435082228751e-38> : tensor<16xf32>
    %v91 = "stablehlo.maximum"(%v89, %v90) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v92 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v93 = "stablehlo.divide"(%v81, %v92) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v94 = "stablehlo.round_nearest_even"(%v93) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v95 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v96 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v97 = "stablehlo.maximum"(%v94, %v95) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v98 = "stablehlo.minimum"(%v97, %v96) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v99 = "stablehlo.convert"(%v98) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v100 = "stablehlo.convert"(%v99) : (tensor<16x128xi8>) -> tensor<16x128xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v102 = "stablehlo.multiply"(%v100, %v101) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v103 = "stablehlo.subtract"(%v81, %v102) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v104 = stablehlo.constant dense<2.54000000000000000e2> : tensor<16xf32>
    %v105 = "stablehlo.divide"(%v91, %v104) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x128xf32>
    %v107 = "stablehlo.divide"(%v103, %v106) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v108 = "stablehlo.round_nearest_even"(%v107) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v109 = stablehlo.constant dense<-1.27000000000000000e2> : tensor<16x128xf32>
    %v110 = stablehlo.constant dense<1.27000000000000000e2> : tensor<16x128xf32>
    %v111 = "stablehlo.maximum"(%v108, %v109) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v112 = "stablehlo.minimum"(%v111, %v110) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v113 = "stablehlo.convert"(%v112) : (tensor<16x128xf32>) -> tensor<16x128xi8>
    %v114 = "stablehlo.concatenate"(%v99, %v113) {dimension = 0 : i64} : (tensor<16x128xi8>, tensor<16x128xi8>) -> tensor<32x128xi8>
    %v115 = tensor.empty() : tensor<32x64xi32>
    %v116 = arith.constant 0 : i32
    %v117 = linalg.fill ins(%v116 : i32) outs(%v115 : tensor<32x64xi32>) -> tensor<32x64xi32>
    %v118 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%v114, %v82 : tensor<32x128xi8>, tensor<64x128xi8>) outs(%v117 : tensor<32x64xi32>) {iree.opt.data_tiling} -> tensor<32x64xi32>
    %v119 = "stablehlo.convert"(%v118) : (tensor<32x64xi32>) -> tensor<32x64xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v121 = "stablehlo.slice"(%v119) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v122 = "stablehlo.broadcast_in_dim"(%v91) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v123 = "stablehlo.multiply"(%v121, %v122) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v124 = "stablehlo.multiply"(%v123, %v120) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v125 = "stablehlo.slice"(%v119) {start_indices = array<i64: 16, 0>, limit_indices = array<i64: 32, 64>, strides = array<i64: 1, 1>} : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x64xf32>
    %v127 = "stablehlo.multiply"(%v125, %v126) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v128 = "stablehlo.multiply"(%v127, %v120) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v129 = "stablehlo.add"(%v124, %v128) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v130 = "stablehlo.broadcast_in_dim"(%v84) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v131 = "stablehlo.add"(%v129, %v130) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v132 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v133 = stablehlo.constant dense<4> : tensor<i32>
    %v134 = "stablehlo.divide"(%arg1, %v133) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v135 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v136 = "stablehlo.compare"(%v132, %v135) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v138 = "stablehlo.select"(%v136, %v131, %v137) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v22, %v138 : tensor<64x32xf32>, tensor<16x64xf32>
  }
}
