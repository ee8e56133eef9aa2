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
    %v3 = "stablehlo.convert"(%arg0) : (tensor<64x1176xf32>) -> tensor<64x1176xbf16>
    %v4 = "stablehlo.convert"(%v2) : (tensor<32x1176xf32>) -> tensor<32x1176xbf16>
    %v5 = "stablehlo.dot_general"(%v3, %v4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1176xbf16>, tensor<32x1176xbf16>) -> tensor<64x32xf32>
    %v6 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v7 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v8 = "stablehlo.compare"(%v6, %v7) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v9 = "stablehlo.broadcast_in_dim"(%v8) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v10 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v11 = util.global.load @p1 : tensor<32xf32>
    %v12 = util.global.load @p2 : tensor<32xf32>
    %v13 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v14 = "stablehlo.reduce"(%v5, %v13) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v15 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v16 = "stablehlo.multiply"(%v14, %v15) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v18 = "stablehlo.subtract"(%v5, %v17) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v19 = "stablehlo.multiply"(%v18, %v18) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v20 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v21 = "stablehlo.reduce"(%v19, %v20) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v22 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v23 = "stablehlo.multiply"(%v21, %v22) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v24 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v25 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v26 = "stablehlo.add"(%v24, %v25) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v27 = "stablehlo.rsqrt"(%v26) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v28 = "stablehlo.multiply"(%v18, %v27) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v30 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v31 = "stablehlo.multiply"(%v28, %v29) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.add"(%v31, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = util.global.load @p3 : tensor<96x32xf32>
    %v34 = util.global.load @p4 : tensor<96xf32>
    %v35 = "stablehlo.convert"(%v32) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v36 = "stablehlo.convert"(%v33) : (tensor<96x32xf32>) -> tensor<96x32xbf16>
    %v37 = "stablehlo.dot_general"(%v35, %v36) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<96x32xbf16>) -> tensor<64x96xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v40 = "stablehlo.reshape"(%v39) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v41 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v42 = "stablehlo.reshape"(%v41) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v43 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v45 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v47 = "stablehlo.slice"(%v42) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v48 = "stablehlo.slice"(%v42) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v49 = "stablehlo.negate"(%v48) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v50 = "stablehlo.concatenate"(%v49, %v47) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v51 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v53 = "stablehlo.multiply"(%v42, %v51) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v54 = "stablehlo.multiply"(%v50, %v52) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v55 = "stablehlo.add"(%v53, %v54) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v56 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v57 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v58 = "stablehlo.negate"(%v57) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v59 = "stablehlo.concatenate"(%v58, %v56) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v62 = "stablehlo.multiply"(%v44, %v60) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v63 = "stablehlo.multiply"(%v59, %v61) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v64 = "stablehlo.add"(%v62, %v63) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v65 = "stablehlo.convert"(%v55) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v66 = "stablehlo.convert"(%v64) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v67 = "stablehlo.dot_general"(%v65, %v66) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v68 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v69 = "stablehlo.multiply"(%v67, %v68) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v70 = "stablehlo.select"(%v9, %v69, %v10) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v72 = "stablehlo.reduce"(%v70, %v71) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v72) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v74 = "stablehlo.subtract"(%v70, %v73) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v75 = "stablehlo.exponential"(%v74) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v77 = "stablehlo.reduce"(%v75, %v76) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v77) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v79 = "stablehlo.divide"(%v75, %v78) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v80 = "stablehlo.convert"(%v79) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v81 = "stablehlo.convert"(%v46) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v82 = "stablehlo.dot_general"(%v80, %v81) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v83 = "stablehlo.transpose"(%v82) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v84 = "stablehlo.reshape"(%v83) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v85 = util.global.load @p5 : tensor<32x32xf32>
    %v86 = util.global.load @p6 : tensor<32xf32>
    %v87 = "stablehlo.convert"(%v84) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v88 = "stablehlo.convert"(%v85) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %v89 = "stablehlo.dot_general"(%v87, %v88) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<32x32xbf16>) -> tensor<64x32xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v86) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v91 = "stablehlo.add"(%v89, %v90) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v92 = "stablehlo.add"(%v5, %v91) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v93 = util.global.load @p7 : tensor<32xf32>
    %v94 = util.global.load @p8 : tensor<32xf32>
    %v95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v96 = "stablehlo.reduce"(%v92, %v95) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v97 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v98 = "stablehlo.multiply"(%v96, %v97) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v99 = "stablehlo.broadcast_in_dim"(%v98) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v100 = "stablehlo.subtract"(%v92, %v99) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v101 = "stablehlo.multiply"(%v100, %v100) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v103 = "stablehlo.reduce"(%v101, %v102) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v104 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v105 = "stablehlo.multiply"(%v103, %v104) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v107 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v108 = "stablehlo.add"(%v106, %v107) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v109 = "stablehlo.rsqrt"(%v108) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v110 = "stablehlo.multiply"(%v100, %v109) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v93) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v113 = "stablehlo.multiply"(%v110, %v111) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v114 = "stablehlo.add"(%v113, %v112) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v115 = util.global.load @p9 : tensor<128x32xf32>
    %v116 = util.global.load @p10 : tensor<128xf32>
    %v117 = "stablehlo.convert"(%v114) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v118 = "stablehlo.convert"(%v115) : (tensor<128x32xf32>) -> tensor<128x32xbf16>
    %v119 = "stablehlo.dot_general"(%v117, %v118) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<128x32xbf16>) -> tensor<64x128xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%v116) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v121 = "stablehlo.add"(%v119, %v120) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v122 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v123 = "stablehlo.multiply"(%v121, %v122) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v124 = "stablehlo.logistic"(%v123) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v125 = "stablehlo.multiply"(%v121, %v124) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v126 = util.global.load @p11 : tensor<32x128xf32>
    %v127 = util.global.load @p12 : tensor<32xf32>
    %v128 = "stablehlo.convert"(%v125) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v129 = "stablehlo.convert"(%v126) : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %v130 = "stablehlo.dot_general"(%v128, %v129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xbf16>, tensor<32x128xbf16>) -> tensor<64x32xf32>
    %v131 = "stablehlo.broadcast_in_dim"(%v127) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v132 = "stablehlo.add"(%v130, %v131) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v133 = "stablehlo.add"(%v92, %v132) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v134 = util.global.load @p13 : tensor<32xf32>
    %v135 = util.global.load @p14 : tensor<32xf32>
    %v136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v133, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v138 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v141 = "stablehlo.subtract"(%v133, %v140) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v142 = "stablehlo.multiply"(%v141, %v141) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v143 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v144 = "stablehlo.reduce"(%v142, %v143) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v145 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v146 = "stablehlo.multiply"(%v144, %v145) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v146) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v148 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v149 = "stablehlo.add"(%v147, %v148) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v150 = "stablehlo.rsqrt"(%v149) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.multiply"(%v141, %v150) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v135) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v154 = "stablehlo.multiply"(%v151, %v152) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v155 = "stablehlo.add"(%v154, %v153) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v156 = util.global.load @p15 : tensor<96x32xf32>
    %v157 = util.global.load @p16 : tensor<96xf32>
    %v158 = "stablehlo.convert"(%v155) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v159 = "stablehlo.convert"(%v156) : (tensor<96x32xf32>) -> tensor<96x32xbf16>
    %v160 = "stablehlo.dot_general"(%v158, %v159) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<96x32xbf16>) -> tensor<64x96xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v157) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v162 = "stablehlo.add"(%v160, %v161) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v163 = "stablehlo.reshape"(%v162) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v164 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v165 = "stablehlo.reshape"(%v164) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v166 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v167 = "stablehlo.reshape"(%v166) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v168 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v170 = "stablehlo.slice"(%v165) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v171 = "stablehlo.slice"(%v165) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v172 = "stablehlo.negate"(%v171) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v173 = "stablehlo.concatenate"(%v172, %v170) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v174 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v176 = "stablehlo.multiply"(%v165, %v174) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v177 = "stablehlo.multiply"(%v173, %v175) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v178 = "stablehlo.add"(%v176, %v177) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v179 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v180 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v181 = "stablehlo.negate"(%v180) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v182 = "stablehlo.concatenate"(%v181, %v179) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v185 = "stablehlo.multiply"(%v167, %v183) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v186 = "stablehlo.multiply"(%v182, %v184) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v187 = "stablehlo.add"(%v185, %v186) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v188 = "stablehlo.convert"(%v178) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v189 = "stablehlo.convert"(%v187) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v190 = "stablehlo.dot_general"(%v188, %v189) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v191 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v193 = "stablehlo.select"(%v9, %v192, %v10) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v195 = "stablehlo.reduce"(%v193, %v194) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v197 = "stablehlo.subtract"(%v193, %v196) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v198 = "stablehlo.exponential"(%v197) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v200 = "stablehlo.reduce"(%v198, %v199) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v201 = "stablehlo.broadcast_in_dim"(%v200) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v202 = "stablehlo.divide"(%v198, %v201) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v203 = "stablehlo.convert"(%v202) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v204 = "stablehlo.convert"(%v169) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v205 = "stablehlo.dot_general"(%v203, %v204) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v206 = "stablehlo.transpose"(%v205) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v207 = "stablehlo.reshape"(%v206) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v208 = util.global.load @p17 : tensor<32x32xf32>
    %v209 = util.global.load @p18 : tensor<32xf32>
    %v210 = "stablehlo.convert"(%v207) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v211 = "stablehlo.convert"(%v208) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %v212 = "stablehlo.dot_general"(%v210, %v211) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<32x32xbf16>) -> tensor<64x32xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v209) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.add"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.add"(%v133, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = util.global.load @p19 : tensor<32xf32>
    %v217 = util.global.load @p20 : tensor<32xf32>
    %v218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v219 = "stablehlo.reduce"(%v215, %v218) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v220 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v221 = "stablehlo.multiply"(%v219, %v220) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v222 = "stablehlo.broadcast_in_dim"(%v221) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v223 = "stablehlo.subtract"(%v215, %v222) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.multiply"(%v223, %v223) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v226 = "stablehlo.reduce"(%v224, %v225) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v227 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v228 = "stablehlo.multiply"(%v226, %v227) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v228) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v230 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v231 = "stablehlo.add"(%v229, %v230) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.rsqrt"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = "stablehlo.multiply"(%v223, %v232) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v216) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v236 = "stablehlo.multiply"(%v233, %v234) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v237 = "stablehlo.add"(%v236, %v235) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v238 = util.global.load @p21 : tensor<128x32xf32>
    %v239 = util.global.load @p22 : tensor<128xf32>
    %v240 = "stablehlo.convert"(%v237) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v241 = "stablehlo.convert"(%v238) : (tensor<128x32xf32>) -> tensor<128x32xbf16>
    %v242 = "stablehlo.dot_general"(%v240, %v241) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<128x32xbf16>) -> tensor<64x128xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v239) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v244 = "stablehlo.add"(%v242, %v243) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v245 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v246 = "stablehlo.multiply"(%v244, %v245) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v247 = "stablehlo.logistic"(%v246) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v248 = "stablehlo.multiply"(%v244, %v247) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v249 = util.global.load @p23 : tensor<32x128xf32>
    %v250 = util.global.load @p24 : tensor<32xf32>
    %v251 = "stablehlo.convert"(%v248) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v252 = "stablehlo.convert"(%v249) : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %v253 = "stablehlo.dot_general"(%v251, %v252) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xbf16>, tensor<32x128xbf16>) -> tensor<64x32xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v250) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v255 = "stablehlo.add"(%v253, %v254) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v256 = "stablehlo.add"(%v215, %v255) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v257 = util.global.load @p25 : tensor<32xf32>
    %v258 = util.global.load @p26 : tensor<32xf32>
    %v259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v260 = "stablehlo.reduce"(%v256, %v259) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v261 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v262 = "stablehlo.multiply"(%v260, %v261) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v264 = "stablehlo.subtract"(%v256, %v263) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v265 = "stablehlo.multiply"(%v264, %v264) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v267 = "stablehlo.reduce"(%v265, %v266) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v268 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v269 = "stablehlo.multiply"(%v267, %v268) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v270 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v271 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v272 = "stablehlo.add"(%v270, %v271) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v273 = "stablehlo.rsqrt"(%v272) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v274 = "stablehlo.multiply"(%v264, %v273) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v275 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v277 = "stablehlo.multiply"(%v274, %v275) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v278 = "stablehlo.add"(%v277, %v276) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v279 = util.global.load @p27 : tensor<96x32xf32>
    %v280 = util.global.load @p28 : tensor<96xf32>
    %v281 = "stablehlo.convert"(%v278) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v282 = "stablehlo.convert"(%v279) : (tensor<96x32xf32>) -> tensor<96x32xbf16>
    %v283 = "stablehlo.dot_general"(%v281, %v282) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<96x32xbf16>) -> tensor<64x96xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v285 = "stablehlo.add"(%v283, %v284) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v286 = "stablehlo.reshape"(%v285) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v287 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v288 = "stablehlo.reshape"(%v287) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v289 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v290 = "stablehlo.reshape"(%v289) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v291 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v292 = "stablehlo.reshape"(%v291) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v293 = "stablehlo.slice"(%v288) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v294 = "stablehlo.slice"(%v288) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v295 = "stablehlo.negate"(%v294) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v296 = "stablehlo.concatenate"(%v295, %v293) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v299 = "stablehlo.multiply"(%v288, %v297) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v300 = "stablehlo.multiply"(%v296, %v298) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v301 = "stablehlo.add"(%v299, %v300) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v302 = "stablehlo.slice"(%v290) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v303 = "stablehlo.slice"(%v290) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v304 = "stablehlo.negate"(%v303) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v305 = "stablehlo.concatenate"(%v304, %v302) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v306 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v307 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v308 = "stablehlo.multiply"(%v290, %v306) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v309 = "stablehlo.multiply"(%v305, %v307) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v310 = "stablehlo.add"(%v308, %v309) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v311 = "stablehlo.convert"(%v301) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v312 = "stablehlo.convert"(%v310) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v313 = "stablehlo.dot_general"(%v311, %v312) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v314 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v315 = "stablehlo.multiply"(%v313, %v314) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v316 = "stablehlo.select"(%v9, %v315, %v10) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v318 = "stablehlo.reduce"(%v316, %v317) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v318) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v320 = "stablehlo.subtract"(%v316, %v319) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v321 = "stablehlo.exponential"(%v320) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v323 = "stablehlo.reduce"(%v321, %v322) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v325 = "stablehlo.divide"(%v321, %v324) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v326 = "stablehlo.convert"(%v325) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v327 = "stablehlo.convert"(%v292) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v328 = "stablehlo.dot_general"(%v326, %v327) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v329 = "stablehlo.transpose"(%v328) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v330 = "stablehlo.reshape"(%v329) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v331 = util.global.load @p29 : tensor<32x32xf32>
    %v332 = util.global.load @p30 : tensor<32xf32>
    %v333 = "stablehlo.convert"(%v330) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v334 = "stablehlo.convert"(%v331) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %v335 = "stablehlo.dot_general"(%v333, %v334) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<32x32xbf16>) -> tensor<64x32xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v332) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v337 = "stablehlo.add"(%v335, %v336) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v338 = "stablehlo.add"(%v256, %v337) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v339 = util.global.load @p31 : tensor<32xf32>
    %v340 = util.global.load @p32 : tensor<32xf32>
    %v341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v342 = "stablehlo.reduce"(%v338, %v341) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v343 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v344 = "stablehlo.multiply"(%v342, %v343) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v345 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v346 = "stablehlo.subtract"(%v338, %v345) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v347 = "stablehlo.multiply"(%v346, %v346) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v349 = "stablehlo.reduce"(%v347, %v348) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v350 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v351 = "stablehlo.multiply"(%v349, %v350) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v352 = "stablehlo.broadcast_in_dim"(%v351) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v353 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v354 = "stablehlo.add"(%v352, %v353) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v355 = "stablehlo.rsqrt"(%v354) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v356 = "stablehlo.multiply"(%v346, %v355) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v357 = "stablehlo.broadcast_in_dim"(%v339) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v358 = "stablehlo.broadcast_in_dim"(%v340) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v359 = "stablehlo.multiply"(%v356, %v357) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v360 = "stablehlo.add"(%v359, %v358) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v361 = util.global.load @p33 : tensor<128x32xf32>
    %v362 = util.global.load @p34 : tensor<128xf32>
    %v363 = "stablehlo.convert"(%v360) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v364 = "stablehlo.convert"(%v361) : (tensor<128x32xf32>) -> tensor<128x32xbf16>
    %v365 = "stablehlo.dot_general"(%v363, %v364) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<128x32xbf16>) -> tensor<64x128xf32>
    %v366 = "stablehlo.broadcast_in_dim"(%v362) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v367 = "stablehlo.add"(%v365, %v366) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v368 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v369 = "stablehlo.multiply"(%v367, %v368) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v370 = "stablehlo.logistic"(%v369) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v371 = "stablehlo.multiply"(%v367, %v370) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v372 = util.global.load @p35 : tensor<32x128xf32>
    %v373 = util.global.load @p36 : tensor<32xf32>
    %v374 = "stablehlo.convert"(%v371) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v375 = "stablehlo.convert"(%v372) : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %v376 = "stablehlo.dot_general"(%v374, %v375) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xbf16>, tensor<32x128xbf16>) -> tensor<64x32xf32>
    %v377 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v378 = "stablehlo.add"(%v376, %v377) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v379 = "stablehlo.add"(%v338, %v378) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v380 = util.global.load @p37 : tensor<32xf32>
    %v381 = util.global.load @p38 : tensor<32xf32>
    %v382 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v383 = "stablehlo.reduce"(%v379, %v382) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v384 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v385 = "stablehlo.multiply"(%v383, %v384) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v386 = "stablehlo.broadcast_in_dim"(%v385) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v387 = "stablehlo.subtract"(%v379, %v386) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v388 = "stablehlo.multiply"(%v387, %v387) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v389 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v390 = "stablehlo.reduce"(%v388, %v389) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v391 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v392 = "stablehlo.multiply"(%v390, %v391) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v393 = "stablehlo.broadcast_in_dim"(%v392) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v394 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v395 = "stablehlo.add"(%v393, %v394) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v396 = "stablehlo.rsqrt"(%v395) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v397 = "stablehlo.multiply"(%v387, %v396) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v398 = "stablehlo.broadcast_in_dim"(%v380) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v381) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v400 = "stablehlo.multiply"(%v397, %v398) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v401 = "stablehlo.add"(%v400, %v399) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v402 = "stablehlo.reshape"(%v401) : (tensor<64x32xf32>) -> tensor<16x128xf32>
    %v403 = util.global.load @p39 : tensor<128x128xf32>
    %v404 = util.global.load @p40 : tensor<128xf32>
    %v405 = "stablehlo.convert"(%v402) : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %v406 = "stablehlo.convert"(%v403) : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %v407 = "stablehlo.dot_general"(%v405, %v406) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xbf16>, tensor<128x128xbf16>) -> tensor<16x128xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v404) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v409 = "stablehlo.add"(%v407, %v408) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v410 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v411 = "stablehlo.multiply"(%v409, %v410) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v412 = "chlo.erf"(%v411) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v413 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v414 = "stablehlo.add"(%v412, %v413) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v415 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v416 = "stablehlo.multiply"(%v409, %v415) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v417 = "stablehlo.multiply"(%v416, %v414) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v418 = util.global.load @p41 : tensor<64x128xf32>
    %v419 = util.global.load @p42 : tensor<64xf32>
    %v420 = "stablehlo.convert"(%v417) : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %v421 = "stablehlo.convert"(%v418) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v422 = "stablehlo.dot_general"(%v420, %v421) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xbf16>, tensor<64x128xbf16>) -> tensor<16x64xf32>
    %v423 = "stablehlo.broadcast_in_dim"(%v419) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v424 = "stablehlo.add"(%v422, %v423) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v425 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v426 = stablehlo.constant dense<4> : tensor<i32>
    %v427 = "stablehlo.divide"(%arg4, %v426) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v428 = "stablehlo.broadcast_in_dim"(%v427) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v429 = "stablehlo.compare"(%v425, %v428) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v430 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v431 = "stablehlo.select"(%v429, %v424, %v430) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v431 : tensor<16x64xf32>
  }
  func.func @encode_stages_b64(%arg0: tensor<64x1176xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<64xi32>, %arg4: tensor<i32>) -> (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<16x64xf32>) {
    %v1 = util.global.load @p0 : tensor<32x3x2x14x14xf32>
    %v2 = "stablehlo.reshape"(%v1) : (tensor<32x3x2x14x14xf32>) -> tensor<32x1176xf32>
    %v3 = "stablehlo.convert"(%arg0) : (tensor<64x1176xf32>) -> tensor<64x1176xbf16>
    %v4 = "stablehlo.convert"(%v2) : (tensor<32x1176xf32>) -> tensor<32x1176xbf16>
    %v5 = "stablehlo.dot_general"(%v3, %v4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1176xbf16>, tensor<32x1176xbf16>) -> tensor<64x32xf32>
    %v6 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 0>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v7 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64: 1>} : (tensor<64xi32>) -> tensor<64x64xi32>
    %v8 = "stablehlo.compare"(%v6, %v7) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %v9 = "stablehlo.broadcast_in_dim"(%v8) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<64x64xi1>) -> tensor<2x64x64xi1>
    %v10 = stablehlo.constant dense<0xFF800000> : tensor<2x64x64xf32>
    %v11 = util.global.load @p1 : tensor<32xf32>
    %v12 = util.global.load @p2 : tensor<32xf32>
    %v13 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v14 = "stablehlo.reduce"(%v5, %v13) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v15 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v16 = "stablehlo.multiply"(%v14, %v15) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v17 = "stablehlo.broadcast_in_dim"(%v16) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v18 = "stablehlo.subtract"(%v5, %v17) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v19 = "stablehlo.multiply"(%v18, %v18) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v20 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v21 = "stablehlo.reduce"(%v19, %v20) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v22 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v23 = "stablehlo.multiply"(%v21, %v22) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v24 = "stablehlo.broadcast_in_dim"(%v23) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v25 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v26 = "stablehlo.add"(%v24, %v25) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v27 = "stablehlo.rsqrt"(%v26) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v28 = "stablehlo.multiply"(%v18, %v27) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v29 = "stablehlo.broadcast_in_dim"(%v11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v30 = "stablehlo.broadcast_in_dim"(%v12) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v31 = "stablehlo.multiply"(%v28, %v29) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v32 = "stablehlo.add"(%v31, %v30) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v33 = util.global.load @p3 : tensor<96x32xf32>
    %v34 = util.global.load @p4 : tensor<96xf32>
    %v35 = "stablehlo.convert"(%v32) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v36 = "stablehlo.convert"(%v33) : (tensor<96x32xf32>) -> tensor<96x32xbf16>
    %v37 = "stablehlo.dot_general"(%v35, %v36) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<96x32xbf16>) -> tensor<64x96xf32>
    %v38 = "stablehlo.broadcast_in_dim"(%v34) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v39 = "stablehlo.add"(%v37, %v38) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v40 = "stablehlo.reshape"(%v39) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v41 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v42 = "stablehlo.reshape"(%v41) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v43 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v44 = "stablehlo.reshape"(%v43) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v45 = "stablehlo.slice"(%v40) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v46 = "stablehlo.reshape"(%v45) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v47 = "stablehlo.slice"(%v42) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v48 = "stablehlo.slice"(%v42) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v49 = "stablehlo.negate"(%v48) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v50 = "stablehlo.concatenate"(%v49, %v47) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v51 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v52 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v53 = "stablehlo.multiply"(%v42, %v51) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v54 = "stablehlo.multiply"(%v50, %v52) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v55 = "stablehlo.add"(%v53, %v54) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v56 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v57 = "stablehlo.slice"(%v44) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v58 = "stablehlo.negate"(%v57) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v59 = "stablehlo.concatenate"(%v58, %v56) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v60 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v61 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v62 = "stablehlo.multiply"(%v44, %v60) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v63 = "stablehlo.multiply"(%v59, %v61) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v64 = "stablehlo.add"(%v62, %v63) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v65 = "stablehlo.convert"(%v55) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v66 = "stablehlo.convert"(%v64) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v67 = "stablehlo.dot_general"(%v65, %v66) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v68 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v69 = "stablehlo.multiply"(%v67, %v68) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v70 = "stablehlo.select"(%v9, %v69, %v10) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v72 = "stablehlo.reduce"(%v70, %v71) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v73 = "stablehlo.broadcast_in_dim"(%v72) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v74 = "stablehlo.subtract"(%v70, %v73) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v75 = "stablehlo.exponential"(%v74) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v77 = "stablehlo.reduce"(%v75, %v76) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v78 = "stablehlo.broadcast_in_dim"(%v77) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v79 = "stablehlo.divide"(%v75, %v78) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v80 = "stablehlo.convert"(%v79) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v81 = "stablehlo.convert"(%v46) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v82 = "stablehlo.dot_general"(%v80, %v81) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v83 = "stablehlo.transpose"(%v82) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v84 = "stablehlo.reshape"(%v83) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v85 = util.global.load @p5 : tensor<32x32xf32>
    %v86 = util.global.load @p6 : tensor<32xf32>
    %v87 = "stablehlo.convert"(%v84) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v88 = "stablehlo.convert"(%v85) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %v89 = "stablehlo.dot_general"(%v87, %v88) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<32x32xbf16>) -> tensor<64x32xf32>
    %v90 = "stablehlo.broadcast_in_dim"(%v86) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v91 = "stablehlo.add"(%v89, %v90) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v92 = "stablehlo.add"(%v5, %v91) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v93 = util.global.load @p7 : tensor<32xf32>
    %v94 = util.global.load @p8 : tensor<32xf32>
    %v95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v96 = "stablehlo.reduce"(%v92, %v95) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v97 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v98 = "stablehlo.multiply"(%v96, %v97) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v99 = "stablehlo.broadcast_in_dim"(%v98) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v100 = "stablehlo.subtract"(%v92, %v99) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v101 = "stablehlo.multiply"(%v100, %v100) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v102 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v103 = "stablehlo.reduce"(%v101, %v102) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v104 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v105 = "stablehlo.multiply"(%v103, %v104) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v106 = "stablehlo.broadcast_in_dim"(%v105) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v107 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v108 = "stablehlo.add"(%v106, %v107) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v109 = "stablehlo.rsqrt"(%v108) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v110 = "stablehlo.multiply"(%v100, %v109) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v111 = "stablehlo.broadcast_in_dim"(%v93) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v112 = "stablehlo.broadcast_in_dim"(%v94) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v113 = "stablehlo.multiply"(%v110, %v111) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v114 = "stablehlo.add"(%v113, %v112) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v115 = util.global.load @p9 : tensor<128x32xf32>
    %v116 = util.global.load @p10 : tensor<128xf32>
    %v117 = "stablehlo.convert"(%v114) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v118 = "stablehlo.convert"(%v115) : (tensor<128x32xf32>) -> tensor<128x32xbf16>
    %v119 = "stablehlo.dot_general"(%v117, %v118) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<128x32xbf16>) -> tensor<64x128xf32>
    %v120 = "stablehlo.broadcast_in_dim"(%v116) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v121 = "stablehlo.add"(%v119, %v120) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v122 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v123 = "stablehlo.multiply"(%v121, %v122) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v124 = "stablehlo.logistic"(%v123) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v125 = "stablehlo.multiply"(%v121, %v124) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v126 = util.global.load @p11 : tensor<32x128xf32>
    %v127 = util.global.load @p12 : tensor<32xf32>
    %v128 = "stablehlo.convert"(%v125) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v129 = "stablehlo.convert"(%v126) : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %v130 = "stablehlo.dot_general"(%v128, %v129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xbf16>, tensor<32x128xbf16>) -> tensor<64x32xf32>
    %v131 = "stablehlo.broadcast_in_dim"(%v127) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v132 = "stablehlo.add"(%v130, %v131) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v133 = "stablehlo.add"(%v92, %v132) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v134 = util.global.load @p13 : tensor<32xf32>
    %v135 = util.global.load @p14 : tensor<32xf32>
    %v136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v137 = "stablehlo.reduce"(%v133, %v136) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v138 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v139 = "stablehlo.multiply"(%v137, %v138) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v140 = "stablehlo.broadcast_in_dim"(%v139) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v141 = "stablehlo.subtract"(%v133, %v140) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v142 = "stablehlo.multiply"(%v141, %v141) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v143 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v144 = "stablehlo.reduce"(%v142, %v143) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v145 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v146 = "stablehlo.multiply"(%v144, %v145) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v147 = "stablehlo.broadcast_in_dim"(%v146) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v148 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v149 = "stablehlo.add"(%v147, %v148) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v150 = "stablehlo.rsqrt"(%v149) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v151 = "stablehlo.multiply"(%v141, %v150) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v152 = "stablehlo.broadcast_in_dim"(%v134) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v153 = "stablehlo.broadcast_in_dim"(%v135) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v154 = "stablehlo.multiply"(%v151, %v152) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v155 = "stablehlo.add"(%v154, %v153) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v156 = util.global.load @p15 : tensor<96x32xf32>
    %v157 = util.global.load @p16 : tensor<96xf32>
    %v158 = "stablehlo.convert"(%v155) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v159 = "stablehlo.convert"(%v156) : (tensor<96x32xf32>) -> tensor<96x32xbf16>
    %v160 = "stablehlo.dot_general"(%v158, %v159) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<96x32xbf16>) -> tensor<64x96xf32>
    %v161 = "stablehlo.broadcast_in_dim"(%v157) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v162 = "stablehlo.add"(%v160, %v161) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v163 = "stablehlo.reshape"(%v162) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v164 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v165 = "stablehlo.reshape"(%v164) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v166 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v167 = "stablehlo.reshape"(%v166) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v168 = "stablehlo.slice"(%v163) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v169 = "stablehlo.reshape"(%v168) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v170 = "stablehlo.slice"(%v165) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v171 = "stablehlo.slice"(%v165) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v172 = "stablehlo.negate"(%v171) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v173 = "stablehlo.concatenate"(%v172, %v170) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v174 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v175 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v176 = "stablehlo.multiply"(%v165, %v174) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v177 = "stablehlo.multiply"(%v173, %v175) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v178 = "stablehlo.add"(%v176, %v177) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v179 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v180 = "stablehlo.slice"(%v167) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v181 = "stablehlo.negate"(%v180) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v182 = "stablehlo.concatenate"(%v181, %v179) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v183 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v184 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v185 = "stablehlo.multiply"(%v167, %v183) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v186 = "stablehlo.multiply"(%v182, %v184) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v187 = "stablehlo.add"(%v185, %v186) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v188 = "stablehlo.convert"(%v178) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v189 = "stablehlo.convert"(%v187) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v190 = "stablehlo.dot_general"(%v188, %v189) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v191 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v192 = "stablehlo.multiply"(%v190, %v191) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v193 = "stablehlo.select"(%v9, %v192, %v10) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v195 = "stablehlo.reduce"(%v193, %v194) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v196 = "stablehlo.broadcast_in_dim"(%v195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v197 = "stablehlo.subtract"(%v193, %v196) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v198 = "stablehlo.exponential"(%v197) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v200 = "stablehlo.reduce"(%v198, %v199) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v201 = "stablehlo.broadcast_in_dim"(%v200) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v202 = "stablehlo.divide"(%v198, %v201) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v203 = "stablehlo.convert"(%v202) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v204 = "stablehlo.convert"(%v169) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v205 = "stablehlo.dot_general"(%v203, %v204) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v206 = "stablehlo.transpose"(%v205) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v207 = "stablehlo.reshape"(%v206) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v208 = util.global.load @p17 : tensor<32x32xf32>
    %v209 = util.global.load @p18 : tensor<32xf32>
    %v210 = "stablehlo.convert"(%v207) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v211 = "stablehlo.convert"(%v208) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %v212 = "stablehlo.dot_general"(%v210, %v211) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<32x32xbf16>) -> tensor<64x32xf32>
    %v213 = "stablehlo.broadcast_in_dim"(%v209) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v214 = "stablehlo.add"(%v212, %v213) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v215 = "stablehlo.add"(%v133, %v214) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v216 = util.global.load @p19 : tensor<32xf32>
    %v217 = util.global.load @p20 : tensor<32xf32>
    %v218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v219 = "stablehlo.reduce"(%v215, %v218) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v220 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v221 = "stablehlo.multiply"(%v219, %v220) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v222 = "stablehlo.broadcast_in_dim"(%v221) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v223 = "stablehlo.subtract"(%v215, %v222) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v224 = "stablehlo.multiply"(%v223, %v223) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v226 = "stablehlo.reduce"(%v224, %v225) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v227 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v228 = "stablehlo.multiply"(%v226, %v227) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v229 = "stablehlo.broadcast_in_dim"(%v228) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v230 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v231 = "stablehlo.add"(%v229, %v230) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v232 = "stablehlo.rsqrt"(%v231) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v233 = "stablehlo.multiply"(%v223, %v232) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v234 = "stablehlo.broadcast_in_dim"(%v216) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v235 = "stablehlo.broadcast_in_dim"(%v217) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v236 = "stablehlo.multiply"(%v233, %v234) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v237 = "stablehlo.add"(%v236, %v235) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v238 = util.global.load @p21 : tensor<128x32xf32>
    %v239 = util.global.load @p22 : tensor<128xf32>
    %v240 = "stablehlo.convert"(%v237) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v241 = "stablehlo.convert"(%v238) : (tensor<128x32xf32>) -> tensor<128x32xbf16>
    %v242 = "stablehlo.dot_general"(%v240, %v241) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<128x32xbf16>) -> tensor<64x128xf32>
    %v243 = "stablehlo.broadcast_in_dim"(%v239) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v244 = "stablehlo.add"(%v242, %v243) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v245 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v246 = "stablehlo.multiply"(%v244, %v245) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v247 = "stablehlo.logistic"(%v246) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v248 = "stablehlo.multiply"(%v244, %v247) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v249 = util.global.load @p23 : tensor<32x128xf32>
    %v250 = util.global.load @p24 : tensor<32xf32>
    %v251 = "stablehlo.convert"(%v248) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v252 = "stablehlo.convert"(%v249) : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %v253 = "stablehlo.dot_general"(%v251, %v252) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xbf16>, tensor<32x128xbf16>) -> tensor<64x32xf32>
    %v254 = "stablehlo.broadcast_in_dim"(%v250) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v255 = "stablehlo.add"(%v253, %v254) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v256 = "stablehlo.add"(%v215, %v255) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v257 = util.global.load @p25 : tensor<32xf32>
    %v258 = util.global.load @p26 : tensor<32xf32>
    %v259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v260 = "stablehlo.reduce"(%v256, %v259) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v261 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v262 = "stablehlo.multiply"(%v260, %v261) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v263 = "stablehlo.broadcast_in_dim"(%v262) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v264 = "stablehlo.subtract"(%v256, %v263) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v265 = "stablehlo.multiply"(%v264, %v264) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v267 = "stablehlo.reduce"(%v265, %v266) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v268 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v269 = "stablehlo.multiply"(%v267, %v268) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v270 = "stablehlo.broadcast_in_dim"(%v269) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v271 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v272 = "stablehlo.add"(%v270, %v271) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v273 = "stablehlo.rsqrt"(%v272) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v274 = "stablehlo.multiply"(%v264, %v273) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v275 = "stablehlo.broadcast_in_dim"(%v257) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v276 = "stablehlo.broadcast_in_dim"(%v258) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v277 = "stablehlo.multiply"(%v274, %v275) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v278 = "stablehlo.add"(%v277, %v276) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v279 = util.global.load @p27 : tensor<96x32xf32>
    %v280 = util.global.load @p28 : tensor<96xf32>
    %v281 = "stablehlo.convert"(%v278) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v282 = "stablehlo.convert"(%v279) : (tensor<96x32xf32>) -> tensor<96x32xbf16>
    %v283 = "stablehlo.dot_general"(%v281, %v282) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<96x32xbf16>) -> tensor<64x96xf32>
    %v284 = "stablehlo.broadcast_in_dim"(%v280) {broadcast_dimensions = array<i64: 1>} : (tensor<96xf32>) -> tensor<64x96xf32>
    %v285 = "stablehlo.add"(%v283, %v284) : (tensor<64x96xf32>, tensor<64x96xf32>) -> tensor<64x96xf32>
    %v286 = "stablehlo.reshape"(%v285) : (tensor<64x96xf32>) -> tensor<64x3x2x16xf32>
    %v287 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 64, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v288 = "stablehlo.reshape"(%v287) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v289 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 1, 0, 0>, limit_indices = array<i64: 64, 2, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v290 = "stablehlo.reshape"(%v289) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v291 = "stablehlo.slice"(%v286) {start_indices = array<i64: 0, 2, 0, 0>, limit_indices = array<i64: 64, 3, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<64x3x2x16xf32>) -> tensor<64x1x2x16xf32>
    %v292 = "stablehlo.reshape"(%v291) : (tensor<64x1x2x16xf32>) -> tensor<64x2x16xf32>
    %v293 = "stablehlo.slice"(%v288) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v294 = "stablehlo.slice"(%v288) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v295 = "stablehlo.negate"(%v294) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v296 = "stablehlo.concatenate"(%v295, %v293) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v297 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v298 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v299 = "stablehlo.multiply"(%v288, %v297) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v300 = "stablehlo.multiply"(%v296, %v298) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v301 = "stablehlo.add"(%v299, %v300) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v302 = "stablehlo.slice"(%v290) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 64, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v303 = "stablehlo.slice"(%v290) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 64, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<64x2x16xf32>) -> tensor<64x2x8xf32>
    %v304 = "stablehlo.negate"(%v303) : (tensor<64x2x8xf32>) -> tensor<64x2x8xf32>
    %v305 = "stablehlo.concatenate"(%v304, %v302) {dimension = 2 : i64} : (tensor<64x2x8xf32>, tensor<64x2x8xf32>) -> tensor<64x2x16xf32>
    %v306 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v307 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<64x16xf32>) -> tensor<64x2x16xf32>
    %v308 = "stablehlo.multiply"(%v290, %v306) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v309 = "stablehlo.multiply"(%v305, %v307) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v310 = "stablehlo.add"(%v308, %v309) : (tensor<64x2x16xf32>, tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %v311 = "stablehlo.convert"(%v301) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v312 = "stablehlo.convert"(%v310) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v313 = "stablehlo.dot_general"(%v311, %v312) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<64x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x64xf32>
    %v314 = stablehlo.constant dense<2.50000000000000000e-1> : tensor<2x64x64xf32>
    %v315 = "stablehlo.multiply"(%v313, %v314) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v316 = "stablehlo.select"(%v9, %v315, %v10) : (tensor<2x64x64xi1>, tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v318 = "stablehlo.reduce"(%v316, %v317) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.maximum"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v319 = "stablehlo.broadcast_in_dim"(%v318) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v320 = "stablehlo.subtract"(%v316, %v319) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v321 = "stablehlo.exponential"(%v320) : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v322 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v323 = "stablehlo.reduce"(%v321, %v322) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %v324 = "stablehlo.broadcast_in_dim"(%v323) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %v325 = "stablehlo.divide"(%v321, %v324) : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %v326 = "stablehlo.convert"(%v325) : (tensor<2x64x64xf32>) -> tensor<2x64x64xbf16>
    %v327 = "stablehlo.convert"(%v292) : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %v328 = "stablehlo.dot_general"(%v326, %v327) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x64x64xbf16>, tensor<64x2x16xbf16>) -> tensor<2x64x16xf32>
    %v329 = "stablehlo.transpose"(%v328) {permutation = array<i64: 1, 0, 2>} : (tensor<2x64x16xf32>) -> tensor<64x2x16xf32>
    %v330 = "stablehlo.reshape"(%v329) : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %v331 = util.global.load @p29 : tensor<32x32xf32>
    %v332 = util.global.load @p30 : tensor<32xf32>
    %v333 = "stablehlo.convert"(%v330) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v334 = "stablehlo.convert"(%v331) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %v335 = "stablehlo.dot_general"(%v333, %v334) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<32x32xbf16>) -> tensor<64x32xf32>
    %v336 = "stablehlo.broadcast_in_dim"(%v332) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v337 = "stablehlo.add"(%v335, %v336) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v338 = "stablehlo.add"(%v256, %v337) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v339 = util.global.load @p31 : tensor<32xf32>
    %v340 = util.global.load @p32 : tensor<32xf32>
    %v341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v342 = "stablehlo.reduce"(%v338, %v341) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v343 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v344 = "stablehlo.multiply"(%v342, %v343) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v345 = "stablehlo.broadcast_in_dim"(%v344) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v346 = "stablehlo.subtract"(%v338, %v345) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v347 = "stablehlo.multiply"(%v346, %v346) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v349 = "stablehlo.reduce"(%v347, %v348) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v350 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v351 = "stablehlo.multiply"(%v349, %v350) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v352 = "stablehlo.broadcast_in_dim"(%v351) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v353 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v354 = "stablehlo.add"(%v352, %v353) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v355 = "stablehlo.rsqrt"(%v354) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v356 = "stablehlo.multiply"(%v346, %v355) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v357 = "stablehlo.broadcast_in_dim"(%v339) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v358 = "stablehlo.broadcast_in_dim"(%v340) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v359 = "stablehlo.multiply"(%v356, %v357) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v360 = "stablehlo.add"(%v359, %v358) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v361 = util.global.load @p33 : tensor<128x32xf32>
    %v362 = util.global.load @p34 : tensor<128xf32>
    %v363 = "stablehlo.convert"(%v360) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %v364 = "stablehlo.convert"(%v361) : (tensor<128x32xf32>) -> tensor<128x32xbf16>
    %v365 = "stablehlo.dot_general"(%v363, %v364) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x32xbf16>, tensor<128x32xbf16>) -> tensor<64x128xf32>
    %v366 = "stablehlo.broadcast_in_dim"(%v362) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<64x128xf32>
    %v367 = "stablehlo.add"(%v365, %v366) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v368 = stablehlo.constant dense<1.70199999999999996e0> : tensor<64x128xf32>
    %v369 = "stablehlo.multiply"(%v367, %v368) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v370 = "stablehlo.logistic"(%v369) : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %v371 = "stablehlo.multiply"(%v367, %v370) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %v372 = util.global.load @p35 : tensor<32x128xf32>
    %v373 = util.global.load @p36 : tensor<32xf32>
    %v374 = "stablehlo.convert"(%v371) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v375 = "stablehlo.convert"(%v372) : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %v376 = "stablehlo.dot_general"(%v374, %v375) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xbf16>, tensor<32x128xbf16>) -> tensor<64x32xf32>
    %v377 = "stablehlo.broadcast_in_dim"(%v373) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v378 = "stablehlo.add"(%v376, %v377) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v379 = "stablehlo.add"(%v338, %v378) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v380 = util.global.load @p37 : tensor<32xf32>
    %v381 = util.global.load @p38 : tensor<32xf32>
    %v382 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v383 = "stablehlo.reduce"(%v379, %v382) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v384 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v385 = "stablehlo.multiply"(%v383, %v384) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v386 = "stablehlo.broadcast_in_dim"(%v385) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v387 = "stablehlo.subtract"(%v379, %v386) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v388 = "stablehlo.multiply"(%v387, %v387) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v389 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v390 = "stablehlo.reduce"(%v388, %v389) ({
    ^bb0(%ra: tensor<f32>, %rb: tensor<f32>):
      %rr = "stablehlo.add"(%ra, %rb) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%rr) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %v391 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<64xf32>
    %v392 = "stablehlo.multiply"(%v390, %v391) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %v393 = "stablehlo.broadcast_in_dim"(%v392) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x32xf32>
    %v394 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<64x32xf32>
    %v395 = "stablehlo.add"(%v393, %v394) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v396 = "stablehlo.rsqrt"(%v395) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %v397 = "stablehlo.multiply"(%v387, %v396) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v398 = "stablehlo.broadcast_in_dim"(%v380) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v399 = "stablehlo.broadcast_in_dim"(%v381) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<64x32xf32>
    %v400 = "stablehlo.multiply"(%v397, %v398) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v401 = "stablehlo.add"(%v400, %v399) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %v402 = "stablehlo.reshape"(%v401) : (tensor<64x32xf32>) -> tensor<16x128xf32>
    %v403 = util.global.load @p39 : tensor<128x128xf32>
    %v404 = util.global.load @p40 : tensor<128xf32>
    %v405 = "stablehlo.convert"(%v402) : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %v406 = "stablehlo.convert"(%v403) : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %v407 = "stablehlo.dot_general"(%v405, %v406) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xbf16>, tensor<128x128xbf16>) -> tensor<16x128xf32>
    %v408 = "stablehlo.broadcast_in_dim"(%v404) {broadcast_dimensions = array<i64: 1>} : (tensor<128xf32>) -> tensor<16x128xf32>
    %v409 = "stablehlo.add"(%v407, %v408) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v410 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<16x128xf32>
    %v411 = "stablehlo.multiply"(%v409, %v410) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v412 = "chlo.erf"(%v411) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %v413 = stablehlo.constant dense<1.00000000000000000e0> : tensor<16x128xf32>
    %v414 = "stablehlo.add"(%v412, %v413) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v415 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<16x128xf32>
    %v416 = "stablehlo.multiply"(%v409, %v415) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v417 = "stablehlo.multiply"(%v416, %v414) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %v418 = util.global.load @p41 : tensor<64x128xf32>
    %v419 = util.global.load @p42 : tensor<64xf32>
    %v420 = "stablehlo.convert"(%v417) : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %v421 = "stablehlo.convert"(%v418) : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %v422 = "stablehlo.dot_general"(%v420, %v421) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<16x128xbf16>, tensor<64x128xbf16>) -> tensor<16x64xf32>
    %v423 = "stablehlo.broadcast_in_dim"(%v419) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<16x64xf32>
    %v424 = "stablehlo.add"(%v422, %v423) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %v425 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<16x64xi32>
    %v426 = stablehlo.constant dense<4> : tensor<i32>
    %v427 = "stablehlo.divide"(%arg4, %v426) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v428 = "stablehlo.broadcast_in_dim"(%v427) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<16x64xi32>
    %v429 = "stablehlo.compare"(%v425, %v428) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %v430 = stablehlo.constant dense<0.00000000000000000e0> : tensor<16x64xf32>
    %v431 = "stablehlo.select"(%v429, %v424, %v430) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %v5, %v133, %v256, %v379, %v401, %v431 : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<16x64xf32>
  }
}
