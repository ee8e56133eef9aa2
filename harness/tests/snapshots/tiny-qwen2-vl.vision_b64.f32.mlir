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
  func.func @encode_b64(%arg0: tensor<64x1176xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>, %arg4: tensor<i32>) -> (tensor<16x64xf32>) {
    %v1 = util.global.load @p0 : tensor<32x3x2x14x14xf32>
    %v2 = "stablehlo.reshape"(%v1) : (tensor<32x3x2x14x14xf32>) -> tensor<32x1176xf32>
    %v3 = "stablehlo.dot_general"(%arg0, %v2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1176xf32>, tensor<32x1176xf32>) -> tensor<64x32xf32>
    %v4 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v5 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v6 = "stablehlo.compare"(%v4, %v5) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v8 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v9 = util.global.load @p1 : tensor<32xf32>
    %v10 = util.global.load @p2 : tensor<32xf32>
    %v11 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v12 = "stablehlo.reduce"(%v3, %v11) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v13 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v14 = "stablehlo.multiply"(%v12, %v13) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v15 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v16 = "stablehlo.subtract"(%v3, %v15) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v17 = "stablehlo.multiply"(%v16, %v16) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%v17, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v20 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v21 = "stablehlo.multiply"(%v19, %v20) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v22 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v23 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v24 = "stablehlo.add"(%v22, %v23) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v25 = "stablehlo.rsqrt"(%v24) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v26 = "stablehlo.multiply"(%v16, %v25) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v28 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v29 = "stablehlo.multiply"(%v26, %v27) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v30 = "stablehlo.add"(%v29, %v28) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v31 = util.global.load @p3 : tensor<96x32xf32>
    %v32 = util.global.load @p4 : tensor<96xf32>
    %v33 = "stablehlo.dot_general"(%v30, %v31) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v35 = "stablehlo.add"(%v33, %v34) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v36 = "stablehlo.reshape"(%v35) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v37 = "stablehlo.slice"(%v36) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v39 = "stablehlo.slice"(%v36) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v40 = "stablehlo.reshape"(%v39) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v41 = "stablehlo.slice"(%v36) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v42 = "stablehlo.reshape"(%v41) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v43 = "stablehlo.slice"(%v38) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v44 = "stablehlo.slice"(%v38) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v45 = "stablehlo.negate"(%v44) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v46 = "stablehlo.concatenate"(%v45, %v43) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v48 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v49 = "stablehlo.multiply"(%v38, %v47) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v50 = "stablehlo.multiply"(%v46, %v48) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v51 = "stablehlo.add"(%v49, %v50) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v52 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v53 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v54 = "stablehlo.negate"(%v53) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v55 = "stablehlo.concatenate"(%v54, %v52) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v56 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v58 = "stablehlo.multiply"(%v40, %v56) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v59 = "stablehlo.multiply"(%v55, %v57) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v60 = "stablehlo.add"(%v58, %v59) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v61 = "stablehlo.dot_general"(%v51, %v60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v62 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v64 = "stablehlo.select"(%v7, %v63, %v8) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v66 = "stablehlo.reduce"(%v64, %v65) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v68 = "stablehlo.subtract"(%v64, %v67) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v69 = "stablehlo.exponential"(%v68) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v71 = "stablehlo.reduce"(%v69, %v70) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v73 = "stablehlo.divide"(%v69, %v72) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v74 = "stablehlo.dot_general"(%v73, %v42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v75 = "stablehlo.transpose"(%v74) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v77 = util.global.load @p5 : tensor<32x32xf32>
    %v78 = util.global.load @p6 : tensor<32xf32>
    %v79 = "stablehlo.dot_general"(%v76, %v77) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v82 = "stablehlo.add"(%v3, %v81) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v83 = util.global.load @p7 : tensor<32xf32>
    %v84 = util.global.load @p8 : tensor<32xf32>
    %v85 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v86 = "stablehlo.reduce"(%v82, %v85) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v87 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v88 = "stablehlo.multiply"(%v86, %v87) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v88) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v90 = "stablehlo.subtract"(%v82, %v89) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v91 = "stablehlo.multiply"(%v90, %v90) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v93 = "stablehlo.reduce"(%v91, %v92) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v94 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v95 = "stablehlo.multiply"(%v93, %v94) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v96 = "stablehlo.broadcast_in_dim"(%v95) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v97 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v98 = "stablehlo.add"(%v96, %v97) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v99 = "stablehlo.rsqrt"(%v98) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v100 = "stablehlo.multiply"(%v90, %v99) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v84) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v103 = "stablehlo.multiply"(%v100, %v101) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v104 = "stablehlo.add"(%v103, %v102) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v105 = util.global.load @p9 : tensor<128x32xf32>
    %v106 = util.global.load @p10 : tensor<128xf32>
    %v107 = "stablehlo.dot_general"(%v104, %v105) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v109 = "stablehlo.add"(%v107, %v108) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v110 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v111 = "stablehlo.multiply"(%v109, %v110) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v112 = "stablehlo.logistic"(%v111) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v113 = "stablehlo.multiply"(%v109, %v112) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v114 = util.global.load @p11 : tensor<32x128xf32>
    %v115 = util.global.load @p12 : tensor<32xf32>
    %v116 = "stablehlo.dot_general"(%v113, %v114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%v115) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v118 = "stablehlo.add"(%v116, %v117) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v119 = "stablehlo.add"(%v82, %v118) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v120 = util.global.load @p13 : tensor<32xf32>
    %v121 = util.global.load @p14 : tensor<32xf32>
    %v122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v123 = "stablehlo.reduce"(%v119, %v122) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v124 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v125 = "stablehlo.multiply"(%v123, %v124) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v125) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v127 = "stablehlo.subtract"(%v119, %v126) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v128 = "stablehlo.multiply"(%v127, %v127) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v130 = "stablehlo.reduce"(%v128, %v129) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v131 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v132 = "stablehlo.multiply"(%v130, %v131) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v134 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v135 = "stablehlo.add"(%v133, %v134) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v136 = "stablehlo.rsqrt"(%v135) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v137 = "stablehlo.multiply"(%v127, %v136) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v120) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v140 = "stablehlo.multiply"(%v137, %v138) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v141 = "stablehlo.add"(%v140, %v139) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v142 = util.global.load @p15 : tensor<96x32xf32>
    %v143 = util.global.load @p16 : tensor<96xf32>
    %v144 = "stablehlo.dot_general"(%v141, %v142) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v146 = "stablehlo.add"(%v144, %v145) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v147 = "stablehlo.reshape"(%v146) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v148 = "stablehlo.slice"(%v147) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v149 = "stablehlo.reshape"(%v148) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v150 = "stablehlo.slice"(%v147) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v151 = "stablehlo.reshape"(%v150) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v152 = "stablehlo.slice"(%v147) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v153 = "stablehlo.reshape"(%v152) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v154 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v155 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v156 = "stablehlo.negate"(%v155) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v157 = "stablehlo.concatenate"(%v156, %v154) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v160 = "stablehlo.multiply"(%v149, %v158) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v161 = "stablehlo.multiply"(%v157, %v159) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v162 = "stablehlo.add"(%v160, %v161) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v163 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v164 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v165 = "stablehlo.negate"(%v164) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v166 = "stablehlo.concatenate"(%v165, %v163) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v169 = "stablehlo.multiply"(%v151, %v167) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v170 = "stablehlo.multiply"(%v166, %v168) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v171 = "stablehlo.add"(%v169, %v170) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v172 = "stablehlo.dot_general"(%v162, %v171) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v173 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v174 = "stablehlo.multiply"(%v172, %v173) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v175 = "stablehlo.select"(%v7, %v174, %v8) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v176 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v177 = "stablehlo.reduce"(%v175, %v176) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v179 = "stablehlo.subtract"(%v175, %v178) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v180 = "stablehlo.exponential"(%v179) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v182 = "stablehlo.reduce"(%v180, %v181) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v182) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v184 = "stablehlo.divide"(%v180, %v183) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v185 = "stablehlo.dot_general"(%v184, %v153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v186 = "stablehlo.transpose"(%v185) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v187 = "stablehlo.reshape"(%v186) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v188 = util.global.load @p17 : tensor<32x32xf32>
    %v189 = util.global.load @p18 : tensor<32xf32>
    %v190 = "stablehlo.dot_general"(%v187, %v188) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v189) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.add"(%v190, %v191) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.add"(%v119, %v192) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v194 = util.global.load @p19 : tensor<32xf32>
    %v195 = util.global.load @p20 : tensor<32xf32>
    %v196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v197 = "stablehlo.reduce"(%v193, %v196) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v198 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v199 = "stablehlo.multiply"(%v197, %v198) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.subtract"(%v193, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.multiply"(%v201, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v206 = "stablehlo.multiply"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v208 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v209 = "stablehlo.add"(%v207, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.rsqrt"(%v209) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.multiply"(%v201, %v210) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v194) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v195) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.multiply"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.add"(%v214, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = util.global.load @p21 : tensor<128x32xf32>
    %v217 = util.global.load @p22 : tensor<128xf32>
    %v218 = "stablehlo.dot_general"(%v215, %v216) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v220 = "stablehlo.add"(%v218, %v219) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v221 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v223 = "stablehlo.logistic"(%v222) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v224 = "stablehlo.multiply"(%v220, %v223) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v225 = util.global.load @p23 : tensor<32x128xf32>
    %v226 = util.global.load @p24 : tensor<32xf32>
    %v227 = "stablehlo.dot_general"(%v224, %v225) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v226) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.add"(%v227, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.add"(%v193, %v229) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = util.global.load @p25 : tensor<32xf32>
    %v232 = util.global.load @p26 : tensor<32xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v230, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v235 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v236 = "stablehlo.multiply"(%v234, %v235) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v238 = "stablehlo.subtract"(%v230, %v237) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v239 = "stablehlo.multiply"(%v238, %v238) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v241 = "stablehlo.reduce"(%v239, %v240) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v242 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v243 = "stablehlo.multiply"(%v241, %v242) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v245 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v246 = "stablehlo.add"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = "stablehlo.rsqrt"(%v246) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.multiply"(%v238, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v232) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.multiply"(%v248, %v249) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v252 = "stablehlo.add"(%v251, %v250) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v253 = util.global.load @p27 : tensor<96x32xf32>
    %v254 = util.global.load @p28 : tensor<96xf32>
    %v255 = "stablehlo.dot_general"(%v252, %v253) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v254) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v257 = "stablehlo.add"(%v255, %v256) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v258 = "stablehlo.reshape"(%v257) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v259 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v260 = "stablehlo.reshape"(%v259) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v261 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v263 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v264 = "stablehlo.reshape"(%v263) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v265 = "stablehlo.slice"(%v260) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v266 = "stablehlo.slice"(%v260) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v267 = "stablehlo.negate"(%v266) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v268 = "stablehlo.concatenate"(%v267, %v265) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v270 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v271 = "stablehlo.multiply"(%v260, %v269) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v272 = "stablehlo.multiply"(%v268, %v270) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v273 = "stablehlo.add"(%v271, %v272) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v274 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v275 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v276 = "stablehlo.negate"(%v275) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v277 = "stablehlo.concatenate"(%v276, %v274) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v279 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v280 = "stablehlo.multiply"(%v262, %v278) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v281 = "stablehlo.multiply"(%v277, %v279) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v282 = "stablehlo.add"(%v280, %v281) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v283 = "stablehlo.dot_general"(%v273, %v282) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v284 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v285 = "stablehlo.multiply"(%v283, %v284) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v286 = "stablehlo.select"(%v7, %v285, %v8) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v287 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v288 = "stablehlo.reduce"(%v286, %v287) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v289 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v290 = "stablehlo.subtract"(%v286, %v289) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v291 = "stablehlo.exponential"(%v290) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v293 = "stablehlo.reduce"(%v291, %v292) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v295 = "stablehlo.divide"(%v291, %v294) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v296 = "stablehlo.dot_general"(%v295, %v264) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v297 = "stablehlo.transpose"(%v296) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v298 = "stablehlo.reshape"(%v297) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v299 = util.global.load @p29 : tensor<32x32xf32>
    %v300 = util.global.load @p30 : tensor<32xf32>
    %v301 = "stablehlo.dot_general"(%v298, %v299) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v302 = "stablehlo.broadcast_in_dim"(%v300) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v303 = "stablehlo.add"(%v301, %v302) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v304 = "stablehlo.add"(%v230, %v303) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v305 = util.global.load @p31 : tensor<32xf32>
    %v306 = util.global.load @p32 : tensor<32xf32>
    %v307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v308 = "stablehlo.reduce"(%v304, %v307) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v309 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v310 = "stablehlo.multiply"(%v308, %v309) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v312 = "stablehlo.subtract"(%v304, %v311) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v313 = "stablehlo.multiply"(%v312, %v312) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v315 = "stablehlo.reduce"(%v313, %v314) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v316 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v318 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v319 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v320 = "stablehlo.add"(%v318, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v321 = "stablehlo.rsqrt"(%v320) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.multiply"(%v312, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v306) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.multiply"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.add"(%v325, %v324) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = util.global.load @p33 : tensor<128x32xf32>
    %v328 = util.global.load @p34 : tensor<128xf32>
    %v329 = "stablehlo.dot_general"(%v326, %v327) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v330 = "stablehlo.broadcast_in_dim"(%v328) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v331 = "stablehlo.add"(%v329, %v330) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v332 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v333 = "stablehlo.multiply"(%v331, %v332) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v334 = "stablehlo.logistic"(%v333) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v335 = "stablehlo.multiply"(%v331, %v334) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v336 = util.global.load @p35 : tensor<32x128xf32>
    %v337 = util.global.load @p36 : tensor<32xf32>
    %v338 = "stablehlo.dot_general"(%v335, %v336) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v340 = "stablehlo.add"(%v338, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v341 = "stablehlo.add"(%v304, %v340) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v342 = util.global.load @p37 : tensor<32xf32>
    %v343 = util.global.load @p38 : tensor<32xf32>
    %v344 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v345 = "stablehlo.reduce"(%v341, %v344) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v346 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v347 = "stablehlo.multiply"(%v345, %v346) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v348 = "stablehlo.broadcast_in_dim"(%v347) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v349 = "stablehlo.subtract"(%v341, %v348) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v350 = "stablehlo.multiply"(%v349, %v349) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v351 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v352 = "stablehlo.reduce"(%v350, %v351) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v353 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v354 = "stablehlo.multiply"(%v352, %v353) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v356 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v357 = "stablehlo.add"(%v355, %v356) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v358 = "stablehlo.rsqrt"(%v357) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v359 = "stablehlo.multiply"(%v349, %v358) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v360 = "stablehlo.broadcast_in_dim"(%v342) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v361 = "stablehlo.broadcast_in_dim"(%v343) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v362 = "stablehlo.multiply"(%v359, %v360) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v363 = "stablehlo.add"(%v362, %v361) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v364 = "stablehlo.reshape"(%v363) : (tensor<64x32xf32>) -> tensor<16x128xf32>
    %v365 = util.global.load @p39 : tensor<128x128xf32>
    %v366 = util.global.load @p40 : tensor<128xf32>
    %v367 = "stablehlo.dot_general"(%v364, %v365) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xf32>, tensor<128x128xf32>) -> tensor<16x128xf32>
    %v368 = "stablehlo.broadcast_in_dim"(%v366) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v369 = "stablehlo.add"(%v367, %v368) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v370 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v371 = "stablehlo.multiply"(%v369, %v370) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v372 = "chlo.erf"(%v371) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v373 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v374 = "stablehlo.add"(%v372, %v373) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v375 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v376 = "stablehlo.multiply"(%v369, %v375) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v377 = "stablehlo.multiply"(%v376, %v374) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v378 = util.global.load @p41 : tensor<64x128xf32>
    %v379 = util.global.load @p42 : tensor<64xf32>
    %v380 = "stablehlo.dot_general"(%v377, %v378) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xf32>, tensor<64x128xf32>) -> tensor<16x64xf32>
    %v381 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v382 = "stablehlo.add"(%v380, %v381) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v383 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v384 = stablehlo.constant dense<4> : tensor<i32>
    %v385 = "stablehlo.divide"(%arg4, %v384) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v386 = "stablehlo.broadcast_in_dim"(%v385) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v387 = "stablehlo.compare"(%v383, %v386) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v388 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v389 = "stablehlo.select"(%v387, %v382, %v388) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v389 : tensor<16x64xf32>
  }
  func.func @encode_stages_b64(%arg0: tensor<64x1176xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>, %arg4: tensor<i32>) -> (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<16x64xf32>) {
    %v1 = util.global.load @p0 : tensor<32x3x2x14x14xf32>
    %v2 = "stablehlo.reshape"(%v1) : (tensor<32x3x2x14x14xf32>) -> tensor<32x1176xf32>
    %v3 = "stablehlo.dot_general"(%arg0, %v2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1176xf32>, tensor<32x1176xf32>) -> tensor<64x32xf32>
    %v4 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v5 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v6 = "stablehlo.compare"(%v4, %v5) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v8 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v9 = util.global.load @p1 : tensor<32xf32>
    %v10 = util.global.load @p2 : tensor<32xf32>
    %v11 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v12 = "stablehlo.reduce"(%v3, %v11) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v13 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v14 = "stablehlo.multiply"(%v12, %v13) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v15 = "stablehlo.broadcast_in_dim"(%v14) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v16 = "stablehlo.subtract"(%v3, %v15) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v17 = "stablehlo.multiply"(%v16, %v16) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v19 = "stablehlo.reduce"(%v17, %v18) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v20 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v21 = "stablehlo.multiply"(%v19, %v20) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v22 = "stablehlo.broadcast_in_dim"(%v21) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v23 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v24 = "stablehlo.add"(%v22, %v23) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v25 = "stablehlo.rsqrt"(%v24) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v26 = "stablehlo.multiply"(%v16, %v25) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v27 = "stablehlo.broadcast_in_dim"(%v9) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v28 = "stablehlo.broadcast_in_dim"(%v10) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v29 = "stablehlo.multiply"(%v26, %v27) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v30 = "stablehlo.add"(%v29, %v28) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v31 = util.global.load @p3 : tensor<96x32xf32>
    %v32 = util.global.load @p4 : tensor<96xf32>
    %v33 = "stablehlo.dot_general"(%v30, %v31) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v34 = "stablehlo.broadcast_in_dim"(%v32) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v35 = "stablehlo.add"(%v33, %v34) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v36 = "stablehlo.reshape"(%v35) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v37 = "stablehlo.slice"(%v36) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v38 = "stablehlo.reshape"(%v37) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v39 = "stablehlo.slice"(%v36) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v40 = "stablehlo.reshape"(%v39) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v41 = "stablehlo.slice"(%v36) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v42 = "stablehlo.reshape"(%v41) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v43 = "stablehlo.slice"(%v38) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v44 = "stablehlo.slice"(%v38) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v45 = "stablehlo.negate"(%v44) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v46 = "stablehlo.concatenate"(%v45, %v43) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v47 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v48 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v49 = "stablehlo.multiply"(%v38, %v47) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v50 = "stablehlo.multiply"(%v46, %v48) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v51 = "stablehlo.add"(%v49, %v50) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v52 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v53 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v54 = "stablehlo.negate"(%v53) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v55 = "stablehlo.concatenate"(%v54, %v52) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v56 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v57 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v58 = "stablehlo.multiply"(%v40, %v56) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v59 = "stablehlo.multiply"(%v55, %v57) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v60 = "stablehlo.add"(%v58, %v59) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v61 = "stablehlo.dot_general"(%v51, %v60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v62 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v63 = "stablehlo.multiply"(%v61, %v62) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v64 = "stablehlo.select"(%v7, %v63, %v8) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v66 = "stablehlo.reduce"(%v64, %v65) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v67 = "stablehlo.broadcast_in_dim"(%v66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v68 = "stablehlo.subtract"(%v64, %v67) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v69 = "stablehlo.exponential"(%v68) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v71 = "stablehlo.reduce"(%v69, %v70) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v72 = "stablehlo.broadcast_in_dim"(%v71) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v73 = "stablehlo.divide"(%v69, %v72) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v74 = "stablehlo.dot_general"(%v73, %v42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v75 = "stablehlo.transpose"(%v74) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v76 = "stablehlo.reshape"(%v75) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v77 = util.global.load @p5 : tensor<32x32xf32>
    %v78 = util.global.load @p6 : tensor<32xf32>
    %v79 = "stablehlo.dot_general"(%v76, %v77) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v80 = "stablehlo.broadcast_in_dim"(%v78) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v81 = "stablehlo.add"(%v79, %v80) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v82 = "stablehlo.add"(%v3, %v81) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v83 = util.global.load @p7 : tensor<32xf32>
    %v84 = util.global.load @p8 : tensor<32xf32>
    %v85 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v86 = "stablehlo.reduce"(%v82, %v85) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v87 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v88 = "stablehlo.multiply"(%v86, %v87) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v89 = "stablehlo.broadcast_in_dim"(%v88) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v90 = "stablehlo.subtract"(%v82, %v89) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v91 = "stablehlo.multiply"(%v90, %v90) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v93 = "stablehlo.reduce"(%v91, %v92) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v94 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v95 = "stablehlo.multiply"(%v93, %v94) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v96 = "stablehlo.broadcast_in_dim"(%v95) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v97 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v98 = "stablehlo.add"(%v96, %v97) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v99 = "stablehlo.rsqrt"(%v98) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v100 = "stablehlo.multiply"(%v90, %v99) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v101 = "stablehlo.broadcast_in_dim"(%v83) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v102 = "stablehlo.broadcast_in_dim"(%v84) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v103 = "stablehlo.multiply"(%v100, %v101) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v104 = "stablehlo.add"(%v103, %v102) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v105 = util.global.load @p9 : tensor<128x32xf32>
    %v106 = util.global.load @p10 : tensor<128xf32>
    %v107 = "stablehlo.dot_general"(%v104, %v105) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v108 = "stablehlo.broadcast_in_dim"(%v106) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v109 = "stablehlo.add"(%v107, %v108) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v110 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v111 = "stablehlo.multiply"(%v109, %v110) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v112 = "stablehlo.logistic"(%v111) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v113 = "stablehlo.multiply"(%v109, %v112) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v114 = util.global.load @p11 : tensor<32x128xf32>
    %v115 = util.global.load @p12 : tensor<32xf32>
    %v116 = "stablehlo.dot_general"(%v113, %v114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v117 = "stablehlo.broadcast_in_dim"(%v115) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v118 = "stablehlo.add"(%v116, %v117) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v119 = "stablehlo.add"(%v82, %v118) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v120 = util.global.load @p13 : tensor<32xf32>
    %v121 = util.global.load @p14 : tensor<32xf32>
    %v122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v123 = "stablehlo.reduce"(%v119, %v122) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v124 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v125 = "stablehlo.multiply"(%v123, %v124) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v126 = "stablehlo.broadcast_in_dim"(%v125) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v127 = "stablehlo.subtract"(%v119, %v126) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v128 = "stablehlo.multiply"(%v127, %v127) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v130 = "stablehlo.reduce"(%v128, %v129) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v131 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v132 = "stablehlo.multiply"(%v130, %v131) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v133 = "stablehlo.broadcast_in_dim"(%v132) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v134 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v135 = "stablehlo.add"(%v133, %v134) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v136 = "stablehlo.rsqrt"(%v135) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v137 = "stablehlo.multiply"(%v127, %v136) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v138 = "stablehlo.broadcast_in_dim"(%v120) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v139 = "stablehlo.broadcast_in_dim"(%v121) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v140 = "stablehlo.multiply"(%v137, %v138) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v141 = "stablehlo.add"(%v140, %v139) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v142 = util.global.load @p15 : tensor<96x32xf32>
    %v143 = util.global.load @p16 : tensor<96xf32>
    %v144 = "stablehlo.dot_general"(%v141, %v142) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v145 = "stablehlo.broadcast_in_dim"(%v143) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v146 = "stablehlo.add"(%v144, %v145) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v147 = "stablehlo.reshape"(%v146) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v148 = "stablehlo.slice"(%v147) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v149 = "stablehlo.reshape"(%v148) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v150 = "stablehlo.slice"(%v147) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v151 = "stablehlo.reshape"(%v150) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v152 = "stablehlo.slice"(%v147) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v153 = "stablehlo.reshape"(%v152) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v154 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v155 = "stablehlo.slice"(%v149) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v156 = "stablehlo.negate"(%v155) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v157 = "stablehlo.concatenate"(%v156, %v154) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v158 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v159 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v160 = "stablehlo.multiply"(%v149, %v158) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v161 = "stablehlo.multiply"(%v157, %v159) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v162 = "stablehlo.add"(%v160, %v161) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v163 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v164 = "stablehlo.slice"(%v151) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v165 = "stablehlo.negate"(%v164) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v166 = "stablehlo.concatenate"(%v165, %v163) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v167 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v168 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v169 = "stablehlo.multiply"(%v151, %v167) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v170 = "stablehlo.multiply"(%v166, %v168) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v171 = "stablehlo.add"(%v169, %v170) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v172 = "stablehlo.dot_general"(%v162, %v171) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v173 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v174 = "stablehlo.multiply"(%v172, %v173) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v175 = "stablehlo.select"(%v7, %v174, %v8) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v176 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v177 = "stablehlo.reduce"(%v175, %v176) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v178 = "stablehlo.broadcast_in_dim"(%v177) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v179 = "stablehlo.subtract"(%v175, %v178) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v180 = "stablehlo.exponential"(%v179) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v182 = "stablehlo.reduce"(%v180, %v181) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%v182) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v184 = "stablehlo.divide"(%v180, %v183) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v185 = "stablehlo.dot_general"(%v184, %v153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v186 = "stablehlo.transpose"(%v185) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v187 = "stablehlo.reshape"(%v186) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v188 = util.global.load @p17 : tensor<32x32xf32>
    %v189 = util.global.load @p18 : tensor<32xf32>
    %v190 = "stablehlo.dot_general"(%v187, %v188) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v191 = "stablehlo.broadcast_in_dim"(%v189) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v192 = "stablehlo.add"(%v190, %v191) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v193 = "stablehlo.add"(%v119, %v192) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v194 = util.global.load @p19 : tensor<32xf32>
    %v195 = util.global.load @p20 : tensor<32xf32>
    %v196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v197 = "stablehlo.reduce"(%v193, %v196) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v198 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v199 = "stablehlo.multiply"(%v197, %v198) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v200 = "stablehlo.broadcast_in_dim"(%v199) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v201 = "stablehlo.subtract"(%v193, %v200) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v202 = "stablehlo.multiply"(%v201, %v201) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.reduce"(%v202, %v203) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v205 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v206 = "stablehlo.multiply"(%v204, %v205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v207 = "stablehlo.broadcast_in_dim"(%v206) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v208 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v209 = "stablehlo.add"(%v207, %v208) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v210 = "stablehlo.rsqrt"(%v209) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v211 = "stablehlo.multiply"(%v201, %v210) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v212 = "stablehlo.broadcast_in_dim"(%v194) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v195) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.multiply"(%v211, %v212) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.add"(%v214, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = util.global.load @p21 : tensor<128x32xf32>
    %v217 = util.global.load @p22 : tensor<128xf32>
    %v218 = "stablehlo.dot_general"(%v215, %v216) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v219 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v220 = "stablehlo.add"(%v218, %v219) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v221 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v222 = "stablehlo.multiply"(%v220, %v221) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v223 = "stablehlo.logistic"(%v222) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v224 = "stablehlo.multiply"(%v220, %v223) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v225 = util.global.load @p23 : tensor<32x128xf32>
    %v226 = util.global.load @p24 : tensor<32xf32>
    %v227 = "stablehlo.dot_general"(%v224, %v225) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v228 = "stablehlo.broadcast_in_dim"(%v226) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v229 = "stablehlo.add"(%v227, %v228) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v230 = "stablehlo.add"(%v193, %v229) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v231 = util.global.load @p25 : tensor<32xf32>
    %v232 = util.global.load @p26 : tensor<32xf32>
    %v233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v234 = "stablehlo.reduce"(%v230, %v233) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v235 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v236 = "stablehlo.multiply"(%v234, %v235) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v237 = "stablehlo.broadcast_in_dim"(%v236) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v238 = "stablehlo.subtract"(%v230, %v237) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v239 = "stablehlo.multiply"(%v238, %v238) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v241 = "stablehlo.reduce"(%v239, %v240) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v242 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v243 = "stablehlo.multiply"(%v241, %v242) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v244 = "stablehlo.broadcast_in_dim"(%v243) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v245 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v246 = "stablehlo.add"(%v244, %v245) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v247 = "stablehlo.rsqrt"(%v246) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v248 = "stablehlo.multiply"(%v238, %v247) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v249 = "stablehlo.broadcast_in_dim"(%v231) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v250 = "stablehlo.broadcast_in_dim"(%v232) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v251 = "stablehlo.multiply"(%v248, %v249) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v252 = "stablehlo.add"(%v251, %v250) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v253 = util.global.load @p27 : tensor<96x32xf32>
    %v254 = util.global.load @p28 : tensor<96xf32>
    %v255 = "stablehlo.dot_general"(%v252, %v253) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<96x32xf32>) -> tensor<64x96xf32>
    %v256 = "stablehlo.broadcast_in_dim"(%v254) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v257 = "stablehlo.add"(%v255, %v256) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v258 = "stablehlo.reshape"(%v257) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v259 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v260 = "stablehlo.reshape"(%v259) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v261 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v262 = "stablehlo.reshape"(%v261) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v263 = "stablehlo.slice"(%v258) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v264 = "stablehlo.reshape"(%v263) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v265 = "stablehlo.slice"(%v260) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v266 = "stablehlo.slice"(%v260) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v267 = "stablehlo.negate"(%v266) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v268 = "stablehlo.concatenate"(%v267, %v265) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v269 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v270 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v271 = "stablehlo.multiply"(%v260, %v269) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v272 = "stablehlo.multiply"(%v268, %v270) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v273 = "stablehlo.add"(%v271, %v272) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v274 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v275 = "stablehlo.slice"(%v262) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v276 = "stablehlo.negate"(%v275) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v277 = "stablehlo.concatenate"(%v276, %v274) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v278 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v279 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v280 = "stablehlo.multiply"(%v262, %v278) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v281 = "stablehlo.multiply"(%v277, %v279) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v282 = "stablehlo.add"(%v280, %v281) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v283 = "stablehlo.dot_general"(%v273, %v282) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x64x64xf32>
    %v284 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v285 = "stablehlo.multiply"(%v283, %v284) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v286 = "stablehlo.select"(%v7, %v285, %v8) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v287 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v288 = "stablehlo.reduce"(%v286, %v287) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v289 = "stablehlo.broadcast_in_dim"(%v288) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v290 = "stablehlo.subtract"(%v286, %v289) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v291 = "stablehlo.exponential"(%v290) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v293 = "stablehlo.reduce"(%v291, %v292) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v294 = "stablehlo.broadcast_in_dim"(%v293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v295 = "stablehlo.divide"(%v291, %v294) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v296 = "stablehlo.dot_general"(%v295, %v264) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xf32>, tensor<64x2x16xf32>) -> tensor<2x64x16xf32>
    %v297 = "stablehlo.transpose"(%v296) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v298 = "stablehlo.reshape"(%v297) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v299 = util.global.load @p29 : tensor<32x32xf32>
    %v300 = util.global.load @p30 : tensor<32xf32>
    %v301 = "stablehlo.dot_general"(%v298, %v299) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %v302 = "stablehlo.broadcast_in_dim"(%v300) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v303 = "stablehlo.add"(%v301, %v302) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v304 = "stablehlo.add"(%v230, %v303) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v305 = util.global.load @p31 : tensor<32xf32>
    %v306 = util.global.load @p32 : tensor<32xf32>
    %v307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v308 = "stablehlo.reduce"(%v304, %v307) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v309 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v310 = "stablehlo.multiply"(%v308, %v309) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v311 = "stablehlo.broadcast_in_dim"(%v310) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v312 = "stablehlo.subtract"(%v304, %v311) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v313 = "stablehlo.multiply"(%v312, %v312) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v315 = "stablehlo.reduce"(%v313, %v314) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v316 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v317 = "stablehlo.multiply"(%v315, %v316) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v318 = "stablehlo.broadcast_in_dim"(%v317) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v319 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v320 = "stablehlo.add"(%v318, %v319) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v321 = "stablehlo.rsqrt"(%v320) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v322 = "stablehlo.multiply"(%v312, %v321) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v323 = "stablehlo.broadcast_in_dim"(%v305) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v306) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v325 = "stablehlo.multiply"(%v322, %v323) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v326 = "stablehlo.add"(%v325, %v324) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v327 = util.global.load @p33 : tensor<128x32xf32>
    %v328 = util.global.load @p34 : tensor<128xf32>
    %v329 = "stablehlo.dot_general"(%v326, %v327) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xf32>, tensor<128x32xf32>) -> tensor<64x128xf32>
    %v330 = "stablehlo.broadcast_in_dim"(%v328) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v331 = "stablehlo.add"(%v329, %v330) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v332 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v333 = "stablehlo.multiply"(%v331, %v332) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v334 = "stablehlo.logistic"(%v333) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v335 = "stablehlo.multiply"(%v331, %v334) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v336 = util.global.load @p35 : tensor<32x128xf32>
    %v337 = util.global.load @p36 : tensor<32xf32>
    %v338 = "stablehlo.dot_general"(%v335, %v336) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %v339 = "stablehlo.broadcast_in_dim"(%v337) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v340 = "stablehlo.add"(%v338, %v339) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v341 = "stablehlo.add"(%v304, %v340) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v342 = util.global.load @p37 : tensor<32xf32>
    %v343 = util.global.load @p38 : tensor<32xf32>
    %v344 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v345 = "stablehlo.reduce"(%v341, %v344) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v346 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v347 = "stablehlo.multiply"(%v345, %v346) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v348 = "stablehlo.broadcast_in_dim"(%v347) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v349 = "stablehlo.subtract"(%v341, %v348) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v350 = "stablehlo.multiply"(%v349, %v349) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v351 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v352 = "stablehlo.reduce"(%v350, %v351) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v353 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v354 = "stablehlo.multiply"(%v352, %v353) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v355 = "stablehlo.broadcast_in_dim"(%v354) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v356 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v357 = "stablehlo.add"(%v355, %v356) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v358 = "stablehlo.rsqrt"(%v357) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v359 = "stablehlo.multiply"(%v349, %v358) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v360 = "stablehlo.broadcast_in_dim"(%v342) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v361 = "stablehlo.broadcast_in_dim"(%v343) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v362 = "stablehlo.multiply"(%v359, %v360) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v363 = "stablehlo.add"(%v362, %v361) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v364 = "stablehlo.reshape"(%v363) : (tensor<64x32xf32>) -> tensor<16x128xf32>
    %v365 = util.global.load @p39 : tensor<128x128xf32>
    %v366 = util.global.load @p40 : tensor<128xf32>
    %v367 = "stablehlo.dot_general"(%v364, %v365) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xf32>, tensor<128x128xf32>) -> tensor<16x128xf32>
    %v368 = "stablehlo.broadcast_in_dim"(%v366) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v369 = "stablehlo.add"(%v367, %v368) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v370 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v371 = "stablehlo.multiply"(%v369, %v370) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v372 = "chlo.erf"(%v371) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v373 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v374 = "stablehlo.add"(%v372, %v373) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v375 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v376 = "stablehlo.multiply"(%v369, %v375) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v377 = "stablehlo.multiply"(%v376, %v374) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v378 = util.global.load @p41 : tensor<64x128xf32>
    %v379 = util.global.load @p42 : tensor<64xf32>
    %v380 = "stablehlo.dot_general"(%v377, %v378) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xf32>, tensor<64x128xf32>) -> tensor<16x64xf32>
    %v381 = "stablehlo.broadcast_in_dim"(%v379) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v382 = "stablehlo.add"(%v380, %v381) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v383 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v384 = stablehlo.constant dense<4> : tensor<i32>
    %v385 = "stablehlo.divide"(%arg4, %v384) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v386 = "stablehlo.broadcast_in_dim"(%v385) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v387 = "stablehlo.compare"(%v383, %v386) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v388 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v389 = "stablehlo.select"(%v387, %v382, %v388) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v3, %v119, %v230, %v341, %v363, %v389 : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<16x64xf32>
  }
}
