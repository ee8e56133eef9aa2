module @vision {
  util.global private @p0 = #flow.parameter.named<"model"::"visual.patch_embed.proj.weight"> : tensor<32x3x2x14x14xf32>
  util.global private @p1 = #flow.parameter.named<"model"::"visual.blocks.0.norm1.weight"> : tensor<32xf32>
  util.global private @p2 = #flow.parameter.named<"model"::"visual.blocks.0.norm1.bias"> : tensor<32xf32>
  util.global private @p3 = #flow.parameter.named<"model"::"visual.blocks.0.attn.qkv.weight"> : tensor<96x32xf32>
  util.global private @p4 = #flow.parameter.named<"model"::"visual.blocks.0.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p5 = #flow.parameter.named<"model"::"visual.blocks.0.attn.proj.weight"> : tensor<32x32xf32>
  util.global private @p6 = #flow.parameter.named<"model"::"visual.blocks.0.attn.proj.bias"> : tensor<32xf32>
  util.global private @p7 = #flow.parameter.named<"model"::"visual.blocks.0.norm2.weight"> : tensor<32xf32>
  util.global private @p8 = #flow.parameter.named<"model"::"visual.blocks.0.norm2.bias"> : tensor<32xf32>
  util.global private @p9 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc1.weight"> : tensor<128x32xf32>
  util.global private @p10 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p11 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc2.weight"> : tensor<32x128xf32>
  util.global private @p12 = #flow.parameter.named<"model"::"visual.blocks.0.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p13 = #flow.parameter.named<"model"::"visual.blocks.1.norm1.weight"> : tensor<32xf32>
  util.global private @p14 = #flow.parameter.named<"model"::"visual.blocks.1.norm1.bias"> : tensor<32xf32>
  util.global private @p15 = #flow.parameter.named<"model"::"visual.blocks.1.attn.qkv.weight"> : tensor<96x32xf32>
  util.global private @p16 = #flow.parameter.named<"model"::"visual.blocks.1.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p17 = #flow.parameter.named<"model"::"visual.blocks.1.attn.proj.weight"> : tensor<32x32xf32>
  util.global private @p18 = #flow.parameter.named<"model"::"visual.blocks.1.attn.proj.bias"> : tensor<32xf32>
  util.global private @p19 = #flow.parameter.named<"model"::"visual.blocks.1.norm2.weight"> : tensor<32xf32>
  util.global private @p20 = #flow.parameter.named<"model"::"visual.blocks.1.norm2.bias"> : tensor<32xf32>
  util.global private @p21 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc1.weight"> : tensor<128x32xf32>
  util.global private @p22 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p23 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc2.weight"> : tensor<32x128xf32>
  util.global private @p24 = #flow.parameter.named<"model"::"visual.blocks.1.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p25 = #flow.parameter.named<"model"::"visual.blocks.2.norm1.weight"> : tensor<32xf32>
  util.global private @p26 = #flow.parameter.named<"model"::"visual.blocks.2.norm1.bias"> : tensor<32xf32>
  util.global private @p27 = #flow.parameter.named<"model"::"visual.blocks.2.attn.qkv.weight"> : tensor<96x32xf32>
  util.global private @p28 = #flow.parameter.named<"model"::"visual.blocks.2.attn.qkv.bias"> : tensor<96xf32>
  util.global private @p29 = #flow.parameter.named<"model"::"visual.blocks.2.attn.proj.weight"> : tensor<32x32xf32>
  util.global private @p30 = #flow.parameter.named<"model"::"visual.blocks.2.attn.proj.bias"> : tensor<32xf32>
  util.global private @p31 = #flow.parameter.named<"model"::"visual.blocks.2.norm2.weight"> : tensor<32xf32>
  util.global private @p32 = #flow.parameter.named<"model"::"visual.blocks.2.norm2.bias"> : tensor<32xf32>
  util.global private @p33 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc1.weight"> : tensor<128x32xf32>
  util.global private @p34 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc1.bias"> : tensor<128xf32>
  util.global private @p35 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc2.weight"> : tensor<32x128xf32>
  util.global private @p36 = #flow.parameter.named<"model"::"visual.blocks.2.mlp.fc2.bias"> : tensor<32xf32>
  util.global private @p37 = #flow.parameter.named<"model"::"visual.merger.ln_q.weight"> : tensor<32xf32>
  util.global private @p38 = #flow.parameter.named<"model"::"visual.merger.ln_q.bias"> : tensor<32xf32>
  util.global private @p39 = #flow.parameter.named<"model"::"visual.merger.mlp.0.weight"> : tensor<128x128xf32>
  util.global private @p40 = #flow.parameter.named<"model"::"visual.merger.mlp.0.bias"> : tensor<128xf32>
  util.global private @p41 = #flow.parameter.named<"model"::"visual.merger.mlp.2.weight"> : tensor<64x128xf32>
  util.global private @p42 = #flow.parameter.named<"model"::"visual.merger.mlp.2.bias"> : tensor<64xf32>
  func.func @embed_b64(%arg0: tensor<64x1176xf32>) -> (tensor<64x32xf32>) {
    %v1 = util.global.load @p0 : tensor<32x3x2x14x14xf32>
    %v2 = "stablehlo.reshape"(%v1) : (tensor<32x3x2x14x14xf32>) -> tensor<32x1176xf32>
    %v3 = "stablehlo.dot_general"(%arg0, %v2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1176xf32>, tensor<32x1176xf32>) -> tensor<64x32xf32>
    return %v3 : tensor<64x32xf32>
  }
  func.func @blocks_b64_0_1(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p1 : tensor<32xf32>
    %v7 = util.global.load @p2 : tensor<32xf32>
    %v8 = util.global.load @p3 : tensor<96x32xf32>
    %v9 = util.global.load @p4 : tensor<96xf32>
    %v10 = util.global.load @p5 : tensor<32x32xf32>
    %v11 = util.global.load @p6 : tensor<32xf32>
    %v12 = util.global.load @p7 : tensor<32xf32>
    %v13 = util.global.load @p8 : tensor<32xf32>
    %v14 = util.global.load @p9 : tensor<128x32xf32>
    %v15 = util.global.load @p10 : tensor<128xf32>
    %v16 = util.global.load @p11 : tensor<32x128xf32>
    %v17 = util.global.load @p12 : tensor<32xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%arg0, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v20 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v21 = "stablehlo.multiply"(%v19, %v20) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v22 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v23 = "stablehlo.subtract"(%arg0, %v22) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v24 = "stablehlo.multiply"(%v23, %v23) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v26 = "stablehlo.reduce"(%v24, %v25) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v27 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v28) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v30 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v31 = "stablehlo.add"(%v29, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.rsqrt"(%v31) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = "stablehlo.multiply"(%v23, %v32) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v36 = "stablehlo.multiply"(%v33, %v34) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v37 = "stablehlo.add"(%v36, %v35) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v38 = "stablehlo.dot_general"(%v37, %v8) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v40 = "stablehlo.add"(%v38, %v39) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v41 = "stablehlo.reshape"(%v40) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v42 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v43 = "stablehlo.reshape"(%v42) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v44 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v45 = "stablehlo.reshape"(%v44) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v46 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v48 = "stablehlo.slice"(%v43) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v49 = "stablehlo.slice"(%v43) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v50 = "stablehlo.negate"(%v49) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v51 = "stablehlo.concatenate"(%v50, %v48) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v54 = "stablehlo.multiply"(%v43, %v52) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v55 = "stablehlo.multiply"(%v51, %v53) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v56 = "stablehlo.add"(%v54, %v55) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v57 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v58 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v59 = "stablehlo.negate"(%v58) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v60 = "stablehlo.concatenate"(%v59, %v57) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v63 = "stablehlo.multiply"(%v45, %v61) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v64 = "stablehlo.multiply"(%v60, %v62) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v65 = "stablehlo.add"(%v63, %v64) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v66 = "stablehlo.dot_general"(%v56, %v65) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v67 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v68 = "stablehlo.multiply"(%v66, %v67) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v69 = "stablehlo.select"(%v4, %v68, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v71 = "stablehlo.reduce"(%v69, %v70) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v73 = "stablehlo.subtract"(%v69, %v72) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v74 = "stablehlo.exponential"(%v73) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v76 = "stablehlo.reduce"(%v74, %v75) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v77 = "stablehlo.dot_general"(%v74, %v47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v79 = "stablehlo.divide"(%v77, %v78) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v80 = "stablehlo.transpose"(%v79) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v81 = "stablehlo.reshape"(%v80) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v82 = "stablehlo.dot_general"(%v81, %v10) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v85 = "stablehlo.add"(%arg0, %v84) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v87 = "stablehlo.reduce"(%v85, %v86) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v88 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v89 = "stablehlo.multiply"(%v87, %v88) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v91 = "stablehlo.subtract"(%v85, %v90) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v92 = "stablehlo.multiply"(%v91, %v91) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.reduce"(%v92, %v93) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v95 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v96 = "stablehlo.multiply"(%v94, %v95) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v98 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v100 = "stablehlo.rsqrt"(%v99) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v101 = "stablehlo.multiply"(%v91, %v100) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v104 = "stablehlo.multiply"(%v101, %v102) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v105 = "stablehlo.add"(%v104, %v103) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v106 = "stablehlo.dot_general"(%v105, %v14) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v108 = "stablehlo.add"(%v106, %v107) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v109 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v110 = "stablehlo.multiply"(%v108, %v109) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v111 = "stablehlo.logistic"(%v110) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v112 = "stablehlo.multiply"(%v108, %v111) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v113 = "stablehlo.dot_general"(%v112, %v16) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v115 = "stablehlo.add"(%v113, %v114) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v116 = "stablehlo.add"(%v85, %v115) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v116 : tensor<64x32xf32>
  }
  func.func @blocks_b64_1_2(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p13 : tensor<32xf32>
    %v7 = util.global.load @p14 : tensor<32xf32>
    %v8 = util.global.load @p15 : tensor<96x32xf32>
    %v9 = util.global.load @p16 : tensor<96xf32>
    %v10 = util.global.load @p17 : tensor<32x32xf32>
    %v11 = util.global.load @p18 : tensor<32xf32>
    %v12 = util.global.load @p19 : tensor<32xf32>
    %v13 = util.global.load @p20 : tensor<32xf32>
    %v14 = util.global.load @p21 : tensor<128x32xf32>
    %v15 = util.global.load @p22 : tensor<128xf32>
    %v16 = util.global.load @p23 : tensor<32x128xf32>
    %v17 = util.global.load @p24 : tensor<32xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%arg0, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v20 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v21 = "stablehlo.multiply"(%v19, %v20) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v22 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v23 = "stablehlo.subtract"(%arg0, %v22) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v24 = "stablehlo.multiply"(%v23, %v23) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v26 = "stablehlo.reduce"(%v24, %v25) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v27 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v28) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v30 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v31 = "stablehlo.add"(%v29, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.rsqrt"(%v31) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = "stablehlo.multiply"(%v23, %v32) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v36 = "stablehlo.multiply"(%v33, %v34) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v37 = "stablehlo.add"(%v36, %v35) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v38 = "stablehlo.dot_general"(%v37, %v8) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v40 = "stablehlo.add"(%v38, %v39) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v41 = "stablehlo.reshape"(%v40) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v42 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v43 = "stablehlo.reshape"(%v42) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v44 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v45 = "stablehlo.reshape"(%v44) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v46 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v48 = "stablehlo.slice"(%v43) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v49 = "stablehlo.slice"(%v43) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v50 = "stablehlo.negate"(%v49) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v51 = "stablehlo.concatenate"(%v50, %v48) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v54 = "stablehlo.multiply"(%v43, %v52) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v55 = "stablehlo.multiply"(%v51, %v53) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v56 = "stablehlo.add"(%v54, %v55) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v57 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v58 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v59 = "stablehlo.negate"(%v58) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v60 = "stablehlo.concatenate"(%v59, %v57) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v63 = "stablehlo.multiply"(%v45, %v61) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v64 = "stablehlo.multiply"(%v60, %v62) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v65 = "stablehlo.add"(%v63, %v64) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v66 = "stablehlo.dot_general"(%v56, %v65) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v67 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v68 = "stablehlo.multiply"(%v66, %v67) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v69 = "stablehlo.select"(%v4, %v68, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v71 = "stablehlo.reduce"(%v69, %v70) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v73 = "stablehlo.subtract"(%v69, %v72) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v74 = "stablehlo.exponential"(%v73) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v76 = "stablehlo.reduce"(%v74, %v75) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v77 = "stablehlo.dot_general"(%v74, %v47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v79 = "stablehlo.divide"(%v77, %v78) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v80 = "stablehlo.transpose"(%v79) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v81 = "stablehlo.reshape"(%v80) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v82 = "stablehlo.dot_general"(%v81, %v10) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v85 = "stablehlo.add"(%arg0, %v84) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v87 = "stablehlo.reduce"(%v85, %v86) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v88 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v89 = "stablehlo.multiply"(%v87, %v88) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v91 = "stablehlo.subtract"(%v85, %v90) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v92 = "stablehlo.multiply"(%v91, %v91) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.reduce"(%v92, %v93) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v95 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v96 = "stablehlo.multiply"(%v94, %v95) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v98 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v100 = "stablehlo.rsqrt"(%v99) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v101 = "stablehlo.multiply"(%v91, %v100) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v104 = "stablehlo.multiply"(%v101, %v102) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v105 = "stablehlo.add"(%v104, %v103) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v106 = "stablehlo.dot_general"(%v105, %v14) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v108 = "stablehlo.add"(%v106, %v107) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v109 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v110 = "stablehlo.multiply"(%v108, %v109) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v111 = "stablehlo.logistic"(%v110) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v112 = "stablehlo.multiply"(%v108, %v111) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v113 = "stablehlo.dot_general"(%v112, %v16) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v115 = "stablehlo.add"(%v113, %v114) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v116 = "stablehlo.add"(%v85, %v115) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v116 : tensor<64x32xf32>
  }
  func.func @blocks_b64_2_3(%arg0: tensor<64x32xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>) -> (tensor<64x32xf32>) {
    %v1 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v2 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v3 = "stablehlo.compare"(%v1, %v2) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v4 = "stablehlo.broadcast_in_dim"(%v3) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v5 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v6 = util.global.load @p25 : tensor<32xf32>
    %v7 = util.global.load @p26 : tensor<32xf32>
    %v8 = util.global.load @p27 : tensor<96x32xf32>
    %v9 = util.global.load @p28 : tensor<96xf32>
    %v10 = util.global.load @p29 : tensor<32x32xf32>
    %v11 = util.global.load @p30 : tensor<32xf32>
    %v12 = util.global.load @p31 : tensor<32xf32>
    %v13 = util.global.load @p32 : tensor<32xf32>
    %v14 = util.global.load @p33 : tensor<128x32xf32>
    %v15 = util.global.load @p34 : tensor<128xf32>
    %v16 = util.global.load @p35 : tensor<32x128xf32>
    %v17 = util.global.load @p36 : tensor<32xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%arg0, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v20 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v21 = "stablehlo.multiply"(%v19, %v20) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v22 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v23 = "stablehlo.subtract"(%arg0, %v22) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v24 = "stablehlo.multiply"(%v23, %v23) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v26 = "stablehlo.reduce"(%v24, %v25) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v27 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v28 = "stablehlo.multiply"(%v26, %v27) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v28) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v30 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v31 = "stablehlo.add"(%v29, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.rsqrt"(%v31) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = "stablehlo.multiply"(%v23, %v32) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v35 = "stablehlo.broadcast_in_dim"(%v7) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v36 = "stablehlo.multiply"(%v33, %v34) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v37 = "stablehlo.add"(%v36, %v35) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v38 = "stablehlo.dot_general"(%v37, %v8) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v39 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v40 = "stablehlo.add"(%v38, %v39) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v41 = "stablehlo.reshape"(%v40) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v42 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v43 = "stablehlo.reshape"(%v42) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v44 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v45 = "stablehlo.reshape"(%v44) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v46 = "stablehlo.slice"(%v41) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v47 = "stablehlo.reshape"(%v46) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v48 = "stablehlo.slice"(%v43) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v49 = "stablehlo.slice"(%v43) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v50 = "stablehlo.negate"(%v49) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v51 = "stablehlo.concatenate"(%v50, %v48) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v53 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v54 = "stablehlo.multiply"(%v43, %v52) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v55 = "stablehlo.multiply"(%v51, %v53) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v56 = "stablehlo.add"(%v54, %v55) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v57 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v58 = "stablehlo.slice"(%v45) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v59 = "stablehlo.negate"(%v58) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v60 = "stablehlo.concatenate"(%v59, %v57) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v62 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v63 = "stablehlo.multiply"(%v45, %v61) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v64 = "stablehlo.multiply"(%v60, %v62) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v65 = "stablehlo.add"(%v63, %v64) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v66 = "stablehlo.dot_general"(%v56, %v65) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v67 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v68 = "stablehlo.multiply"(%v66, %v67) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v69 = "stablehlo.select"(%v4, %v68, %v5) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v71 = "stablehlo.reduce"(%v69, %v70) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v73 = "stablehlo.subtract"(%v69, %v72) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v74 = "stablehlo.exponential"(%v73) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v76 = "stablehlo.reduce"(%v74, %v75) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v77 = "stablehlo.dot_general"(%v74, %v47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v76) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x16xf32>
    %v79 = "stablehlo.divide"(%v77, %v78) : (tensor<2x64x16xf32>, tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %v80 = "stablehlo.transpose"(%v79) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v81 = "stablehlo.reshape"(%v80) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v82 = "stablehlo.dot_general"(%v81, %v10) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v83 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v84 = "stablehlo.add"(%v82, %v83) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v85 = "stablehlo.add"(%arg0, %v84) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v87 = "stablehlo.reduce"(%v85, %v86) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v88 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v89 = "stablehlo.multiply"(%v87, %v88) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v89) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v91 = "stablehlo.subtract"(%v85, %v90) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v92 = "stablehlo.multiply"(%v91, %v91) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.reduce"(%v92, %v93) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v95 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v96 = "stablehlo.multiply"(%v94, %v95) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v97 = "stablehlo.broadcast_in_dim"(%v96) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v98 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v99 = "stablehlo.add"(%v97, %v98) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v100 = "stablehlo.rsqrt"(%v99) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v101 = "stablehlo.multiply"(%v91, %v100) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v103 = "stablehlo.broadcast_in_dim"(%v13) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v104 = "stablehlo.multiply"(%v101, %v102) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v105 = "stablehlo.add"(%v104, %v103) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v106 = "stablehlo.dot_general"(%v105, %v14) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v107 = "stablehlo.broadcast_in_dim"(%v15) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v108 = "stablehlo.add"(%v106, %v107) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v109 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v110 = "stablehlo.multiply"(%v108, %v109) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v111 = "stablehlo.logistic"(%v110) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v112 = "stablehlo.multiply"(%v108, %v111) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v113 = "stablehlo.dot_general"(%v112, %v16) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v114 = "stablehlo.broadcast_in_dim"(%v17) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v115 = "stablehlo.add"(%v113, %v114) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v116 = "stablehlo.add"(%v85, %v115) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    return %v116 : tensor<64x32xf32>
  }
  func.func @merge_b64(%arg0: tensor<64x32xf32>, %arg1: tensor<i32>) -> (tensor<64x32xf32>, tensor<16x64xf32>) {
    %v1 = util.global.load @p37 : tensor<32xf32>
    %v2 = util.global.load @p38 : tensor<32xf32>
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
    %v24 = util.global.load @p39 : tensor<128x128xf32>
    %v25 = util.global.load @p40 : tensor<128xf32>
    %v26 = "stablehlo.dot_general"(%v23, %v24) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xf32>, tensor<128x128xf32>) -> tensor<16x128xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v25) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v28 = "stablehlo.add"(%v26, %v27) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v29 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v30 = "stablehlo.multiply"(%v28, %v29) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v31 = "chlo.erf"(%v30) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v32 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v33 = "stablehlo.add"(%v31, %v32) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v34 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v35 = "stablehlo.multiply"(%v28, %v34) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v36 = "stablehlo.multiply"(%v35, %v33) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v37 = util.global.load @p41 : tensor<64x128xf32>
    %v38 = util.global.load @p42 : tensor<64xf32>
    %v39 = "stablehlo.dot_general"(%v36, %v37) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xf32>, tensor<64x128xf32>) -> tensor<16x64xf32>
    %v40 = "stablehlo.broadcast_in_dim"(%v38) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v41 = "stablehlo.add"(%v39, %v40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v42 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v43 = stablehlo.constant dense<4> : tensor<i32>
    %v44 = "stablehlo.divide"(%arg1, %v43) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v45 = "stablehlo.broadcast_in_dim"(%v44) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v46 = "stablehlo.compare"(%v42, %v45) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v48 = "stablehlo.select"(%v46, %v41, %v47) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v22, %v48 : tensor<64x32xf32>, tensor<16x64xf32>
  }
}
