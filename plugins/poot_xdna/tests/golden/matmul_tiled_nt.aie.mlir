// matmul_tiled_nt: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: a: &[f32] x1024 @in+48, b: &[f32] x1024 @in+4144, dims: &[usize] x1024 @in+8240, out: &mut [f32] x1024 @in+16432/out+0
module {
  "aie.device"() ({
    %t_shim = "aie.tile"() {col = 0 : i32, row = 0 : i32} : () -> index
    %t_mem = "aie.tile"() {col = 0 : i32, row = 1 : i32} : () -> index
    %t_c0 = "aie.tile"() {col = 0 : i32, row = 2 : i32} : () -> index
    // input: shim -> memory tile -> every compute tile (one FIFO, broadcast)
    "aie.objectfifo"(%t_shim, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<20528xi8>>, plio = false, sym_name = "in_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_c0) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<20528xi8>>, plio = false, sym_name = "in_l1", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@in_l2], fifoOuts = [@in_l1], src_offsets = []} : () -> ()
    // output: each compute tile -> memory tile (joined, tile t at t * out bytes) -> shim
    "aie.objectfifo"(%t_c0, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_c0", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_shim) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@out_c0], fifoOuts = [@out_l2], src_offsets = []} : () -> ()
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<64xf32>
    %b_wg1_c0 = "aie.buffer"(%t_c0) {sym_name = "wg1_c0"} : (index) -> memref<64xf32>
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<64xi64>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<64xi64>
    %b_ls2_c0 = "aie.buffer"(%t_c0) {sym_name = "ls2_c0"} : (index) -> memref<64xi64>
    %b_ls3_c0 = "aie.buffer"(%t_c0) {sym_name = "ls3_c0"} : (index) -> memref<64xi64>
    %b_ls4_c0 = "aie.buffer"(%t_c0) {sym_name = "ls4_c0"} : (index) -> memref<64xi64>
    %b_ls5_c0 = "aie.buffer"(%t_c0) {sym_name = "ls5_c0"} : (index) -> memref<64xi64>
    %b_ls16_c0 = "aie.buffer"(%t_c0) {sym_name = "ls16_c0"} : (index) -> memref<64xi64>
    %b_ls19_c0 = "aie.buffer"(%t_c0) {sym_name = "ls19_c0"} : (index) -> memref<64xi64>
    %b_ls22_c0 = "aie.buffer"(%t_c0) {sym_name = "ls22_c0"} : (index) -> memref<64xi64>
    %b_ls23_c0 = "aie.buffer"(%t_c0) {sym_name = "ls23_c0"} : (index) -> memref<64xf32>
    %b_ls24_c0 = "aie.buffer"(%t_c0) {sym_name = "ls24_c0"} : (index) -> memref<64xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<64xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi1>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi1>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi1>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi1>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi64>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi64>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi1>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xf32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xf32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi64>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi1>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi64>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi1>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi1>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi1>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xf32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xf32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi1>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi64>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi1>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi64>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi64>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi64>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi1>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi1>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xf32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xf32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xf32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xf32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi64>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi64>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi1>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi64>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi1>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi64>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi64>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi1>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %c5_p = arith.constant 5 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<64xf32> to memref<?xf32>
      %wg1 = memref.cast %b_wg1_c0 : memref<64xf32> to memref<?xf32>
      %ls0 = memref.cast %b_ls0_c0 : memref<64xi64> to memref<?xi64>
      %ls1 = memref.cast %b_ls1_c0 : memref<64xi64> to memref<?xi64>
      %ls2 = memref.cast %b_ls2_c0 : memref<64xi64> to memref<?xi64>
      %ls3 = memref.cast %b_ls3_c0 : memref<64xi64> to memref<?xi64>
      %ls4 = memref.cast %b_ls4_c0 : memref<64xi64> to memref<?xi64>
      %ls5 = memref.cast %b_ls5_c0 : memref<64xi64> to memref<?xi64>
      %ls16 = memref.cast %b_ls16_c0 : memref<64xi64> to memref<?xi64>
      %ls19 = memref.cast %b_ls19_c0 : memref<64xi64> to memref<?xi64>
      %ls22 = memref.cast %b_ls22_c0 : memref<64xi64> to memref<?xi64>
      %ls23 = memref.cast %b_ls23_c0 : memref<64xf32> to memref<?xf32>
      %ls24 = memref.cast %b_ls24_c0 : memref<64xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<64xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi1> to memref<?xi1>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi1> to memref<?xi1>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi1> to memref<?xi1>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi1> to memref<?xi1>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi64> to memref<?xi64>
      %l38 = memref.cast %b_l38_c0 : memref<1xi64> to memref<?xi64>
      %l39 = memref.cast %b_l39_c0 : memref<1xi1> to memref<?xi1>
      %l40 = memref.cast %b_l40_c0 : memref<1xf32> to memref<?xf32>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xf32> to memref<?xf32>
      %l45 = memref.cast %b_l45_c0 : memref<1xi64> to memref<?xi64>
      %l46 = memref.cast %b_l46_c0 : memref<1xi1> to memref<?xi1>
      %l47 = memref.cast %b_l47_c0 : memref<1xi64> to memref<?xi64>
      %l48 = memref.cast %b_l48_c0 : memref<1xi1> to memref<?xi1>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi1> to memref<?xi1>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xi1> to memref<?xi1>
      %l56 = memref.cast %b_l56_c0 : memref<1xf32> to memref<?xf32>
      %l57 = memref.cast %b_l57_c0 : memref<1xf32> to memref<?xf32>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi1> to memref<?xi1>
      %l62 = memref.cast %b_l62_c0 : memref<1xi64> to memref<?xi64>
      %l63 = memref.cast %b_l63_c0 : memref<1xi1> to memref<?xi1>
      %l64 = memref.cast %b_l64_c0 : memref<1xi64> to memref<?xi64>
      %l65 = memref.cast %b_l65_c0 : memref<1xi64> to memref<?xi64>
      %l66 = memref.cast %b_l66_c0 : memref<1xi64> to memref<?xi64>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi1> to memref<?xi1>
      %l69 = memref.cast %b_l69_c0 : memref<1xi1> to memref<?xi1>
      %l70 = memref.cast %b_l70_c0 : memref<1xf32> to memref<?xf32>
      %l71 = memref.cast %b_l71_c0 : memref<1xf32> to memref<?xf32>
      %l72 = memref.cast %b_l72_c0 : memref<1xf32> to memref<?xf32>
      %l73 = memref.cast %b_l73_c0 : memref<1xf32> to memref<?xf32>
      %l74 = memref.cast %b_l74_c0 : memref<1xi64> to memref<?xi64>
      %l75 = memref.cast %b_l75_c0 : memref<1xi64> to memref<?xi64>
      %l76 = memref.cast %b_l76_c0 : memref<1xi1> to memref<?xi1>
      %l77 = memref.cast %b_l77_c0 : memref<1xi64> to memref<?xi64>
      %l78 = memref.cast %b_l78_c0 : memref<1xi1> to memref<?xi1>
      %l79 = memref.cast %b_l79_c0 : memref<1xi64> to memref<?xi64>
      %l80 = memref.cast %b_l80_c0 : memref<1xi64> to memref<?xi64>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xi1> to memref<?xi1>
      %l84 = memref.cast %b_l84_c0 : memref<1xf32> to memref<?xf32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 64 : index
      scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch
        %sv_raw_in = "aie.objectfifo.acquire"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<20528xi8>>
        %raw_in = "aie.objectfifo.subview.access"(%sv_raw_in) {index = 0 : i32} : (!aie.objectfifosubview<memref<20528xi8>>) -> memref<20528xi8>
        %sv_raw_out = "aie.objectfifo.acquire"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<4096xi8>>
        %raw_out = "aie.objectfifo.subview.access"(%sv_raw_out) {index = 0 : i32} : (!aie.objectfifosubview<memref<4096xi8>>) -> memref<4096xi8>
        %hdr = memref.view %raw_in[%c0_p][] : memref<20528xi8> to memref<6xi64>
        %h_gx = memref.load %hdr[%c0_p] : memref<6xi64>
        %gx = arith.index_cast %h_gx : i64 to index
        %h_gy = memref.load %hdr[%c1_p] : memref<6xi64>
        %gy = arith.index_cast %h_gy : i64 to index
        %h_n0 = memref.load %hdr[%c2_p] : memref<6xi64>
        %n0 = arith.index_cast %h_n0 : i64 to index
        %h_n1 = memref.load %hdr[%c3_p] : memref<6xi64>
        %n1 = arith.index_cast %h_n1 : i64 to index
        %h_n2 = memref.load %hdr[%c4_p] : memref<6xi64>
        %n2 = arith.index_cast %h_n2 : i64 to index
        %h_n3 = memref.load %hdr[%c5_p] : memref<6xi64>
        %n3 = arith.index_cast %h_n3 : i64 to index
        %tile = arith.constant 0 : index
        %ntiles = arith.constant 1 : index
        %o_in0 = arith.constant 48 : index
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<20528xi8> to memref<1024xf32>
        %p0 = memref.cast %v_in0 : memref<1024xf32> to memref<?xf32>
        %o_in1 = arith.constant 4144 : index
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<20528xi8> to memref<1024xf32>
        %p1 = memref.cast %v_in1 : memref<1024xf32> to memref<?xf32>
        %o_in2 = arith.constant 8240 : index
        %v_in2 = memref.view %raw_in[%o_in2][] : memref<20528xi8> to memref<1024xi64>
        %p2 = memref.cast %v_in2 : memref<1024xi64> to memref<?xi64>
        %o_in3 = arith.constant 16432 : index
        %v_in3 = memref.view %raw_in[%o_in3][] : memref<20528xi8> to memref<1024xf32>
        %o_out3 = arith.constant 0 : index
        %v_out3 = memref.view %raw_out[%o_out3][] : memref<4096xi8> to memref<1024xf32>
        scf.for %ci = %c0_p to %n3 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in3[%ci] : memref<1024xf32>
          memref.store %cv, %v_out3[%ci] : memref<1024xf32>
        }
        %p3 = memref.cast %v_out3 : memref<1024xf32> to memref<?xf32>
        %kgroups = arith.muli %gx, %gy : index
        scf.for %g = %tile to %kgroups step %ntiles {
          %grpx = arith.remui %g, %gx : index
          %grpy = arith.divui %g, %gx : index
          %v1 = arith.constant 0x00000000 : f32
          %v2 = arith.constant 64 : index
          scf.for %zi = %k0 to %v2 step %k1 {
            memref.store %v1, %wg0[%zi] : memref<?xf32>
          }
          %v3 = arith.constant 64 : index
          scf.for %zi = %k0 to %v3 step %k1 {
            memref.store %v1, %wg1[%zi] : memref<?xf32>
          }
          %v4 = arith.constant 0 : i32
          %v5 = arith.constant 64 : index
          scf.for %zi = %k0 to %v5 step %k1 {
            memref.store %v4, %resume[%zi] : memref<?xi32>
          }
          %v6 = arith.constant true
          memref.store %v6, %more[%k0] : memref<?xi1>
          scf.while : () -> () {
            %kmore = memref.load %more[%k0] : memref<?xi1>
            scf.condition(%kmore)
          } do {
            %v7 = arith.constant false
            memref.store %v7, %more[%k0] : memref<?xi1>
            scf.for %lane = %k0 to %kW step %k1 {
              scf.execute_region {
                %v8 = memref.load %resume[%lane] : memref<?xi32>
                cf.switch %v8 : i32, [default: ^exit, 0: ^bb0, 18: ^bb18, 24: ^bb24]
              ^bb0:
                %v9 = arith.index_cast %lane : index to i64
                memref.store %v9, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v10 = memref.load %ls0[%lane] : memref<?xi64>
                %v11 = arith.constant 8 : i64
                %v12 = arith.constant 0 : i64
                %v13 = arith.cmpi eq, %v11, %v12 : i64
                %v14 = arith.constant 1 : i64
                %v15 = arith.select %v13, %v14, %v11 : i64
                %v16 = arith.remui %v10, %v15 : i64
                memref.store %v16, %ls1[%lane] : memref<?xi64>
                %v17 = memref.load %ls0[%lane] : memref<?xi64>
                %v18 = arith.constant 8 : i64
                %v19 = arith.constant 0 : i64
                %v20 = arith.cmpi eq, %v18, %v19 : i64
                %v21 = arith.constant 1 : i64
                %v22 = arith.select %v20, %v21, %v18 : i64
                %v23 = arith.divui %v17, %v22 : i64
                memref.store %v23, %ls2[%lane] : memref<?xi64>
                %v24 = arith.constant 0 : i64
                memref.store %v24, %ls3[%lane] : memref<?xi64>
                %v25 = arith.constant 0 : i64
                memref.store %v25, %ls4[%lane] : memref<?xi64>
                %v26 = arith.constant 0 : i64
                memref.store %v26, %ls5[%lane] : memref<?xi64>
                %v27 = arith.index_cast %n2 : index to i64
                memref.store %v27, %l6[%k0] : memref<?xi64>
                %v28 = arith.constant 2 : i64
                %v29 = memref.load %l6[%k0] : memref<?xi64>
                %v30 = arith.cmpi ult, %v28, %v29 : i64
                memref.store %v30, %l7[%k0] : memref<?xi1>
                %v31 = memref.load %l7[%k0] : memref<?xi1>
                cf.cond_br %v31, ^bb2, ^bb3
              ^bb2:
                %v32 = arith.constant 0 : i64
                memref.store %v32, %l8[%k0] : memref<?xi64>
                %v33 = memref.load %l8[%k0] : memref<?xi64>
                %v34 = arith.index_cast %v33 : i64 to index
                %v35 = memref.load %p2[%v34] : memref<?xi64>
                memref.store %v35, %l9[%k0] : memref<?xi64>
                %v36 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v36, %ls3[%lane] : memref<?xi64>
                %v37 = arith.constant 1 : i64
                memref.store %v37, %l10[%k0] : memref<?xi64>
                %v38 = memref.load %l10[%k0] : memref<?xi64>
                %v39 = arith.index_cast %v38 : i64 to index
                %v40 = memref.load %p2[%v39] : memref<?xi64>
                memref.store %v40, %l11[%k0] : memref<?xi64>
                %v41 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v41, %ls4[%lane] : memref<?xi64>
                %v42 = arith.constant 2 : i64
                memref.store %v42, %l12[%k0] : memref<?xi64>
                %v43 = memref.load %l12[%k0] : memref<?xi64>
                %v44 = arith.index_cast %v43 : i64 to index
                %v45 = memref.load %p2[%v44] : memref<?xi64>
                memref.store %v45, %l13[%k0] : memref<?xi64>
                %v46 = memref.load %l13[%k0] : memref<?xi64>
                memref.store %v46, %ls5[%lane] : memref<?xi64>
                cf.br ^bb3
              ^bb3:
                %v47 = arith.index_cast %grpy : index to i64
                memref.store %v47, %l14[%k0] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v48 = memref.load %l14[%k0] : memref<?xi64>
                %v49 = arith.constant 8 : i64
                %v50 = arith.muli %v48, %v49 : i64
                memref.store %v50, %l15[%k0] : memref<?xi64>
                %v51 = memref.load %l15[%k0] : memref<?xi64>
                %v52 = memref.load %ls2[%lane] : memref<?xi64>
                %v53 = arith.addi %v51, %v52 : i64
                memref.store %v53, %ls16[%lane] : memref<?xi64>
                %v54 = arith.index_cast %grpx : index to i64
                memref.store %v54, %l17[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v55 = memref.load %l17[%k0] : memref<?xi64>
                %v56 = arith.constant 8 : i64
                %v57 = arith.muli %v55, %v56 : i64
                memref.store %v57, %l18[%k0] : memref<?xi64>
                %v58 = memref.load %l18[%k0] : memref<?xi64>
                %v59 = memref.load %ls1[%lane] : memref<?xi64>
                %v60 = arith.addi %v58, %v59 : i64
                memref.store %v60, %ls19[%lane] : memref<?xi64>
                %v61 = memref.load %ls5[%lane] : memref<?xi64>
                memref.store %v61, %l20[%k0] : memref<?xi64>
                %v62 = memref.load %l20[%k0] : memref<?xi64>
                %v63 = arith.constant 7 : i64
                %v64 = arith.addi %v62, %v63 : i64
                memref.store %v64, %l21[%k0] : memref<?xi64>
                %v65 = memref.load %l21[%k0] : memref<?xi64>
                %v66 = arith.constant 8 : i64
                %v67 = arith.constant 0 : i64
                %v68 = arith.cmpi eq, %v66, %v67 : i64
                %v69 = arith.constant 1 : i64
                %v70 = arith.select %v68, %v69, %v66 : i64
                %v71 = arith.divui %v65, %v70 : i64
                memref.store %v71, %ls22[%lane] : memref<?xi64>
                %v72 = arith.constant 0x00000000 : f32
                memref.store %v72, %ls23[%lane] : memref<?xf32>
                %v73 = arith.constant 0 : i64
                memref.store %v73, %ls24[%lane] : memref<?xi64>
                cf.br ^bb6
              ^bb6:
                %v74 = memref.load %ls24[%lane] : memref<?xi64>
                memref.store %v74, %l25[%k0] : memref<?xi64>
                %v75 = memref.load %l25[%k0] : memref<?xi64>
                %v76 = memref.load %ls22[%lane] : memref<?xi64>
                %v77 = arith.cmpi ult, %v75, %v76 : i64
                memref.store %v77, %l26[%k0] : memref<?xi1>
                %v78 = memref.load %l26[%k0] : memref<?xi1>
                cf.cond_br %v78, ^bb7, ^bb25
              ^bb7:
                %v79 = memref.load %ls24[%lane] : memref<?xi64>
                memref.store %v79, %l27[%k0] : memref<?xi64>
                %v80 = memref.load %l27[%k0] : memref<?xi64>
                %v81 = arith.constant 8 : i64
                %v82 = arith.muli %v80, %v81 : i64
                memref.store %v82, %l28[%k0] : memref<?xi64>
                %v83 = memref.load %l28[%k0] : memref<?xi64>
                %v84 = memref.load %ls1[%lane] : memref<?xi64>
                %v85 = arith.addi %v83, %v84 : i64
                memref.store %v85, %l29[%k0] : memref<?xi64>
                %v86 = arith.constant 0x00000000 : f32
                memref.store %v86, %l30[%k0] : memref<?xf32>
                %v87 = memref.load %ls3[%lane] : memref<?xi64>
                memref.store %v87, %l31[%k0] : memref<?xi64>
                %v88 = memref.load %ls16[%lane] : memref<?xi64>
                %v89 = memref.load %l31[%k0] : memref<?xi64>
                %v90 = arith.cmpi ult, %v88, %v89 : i64
                memref.store %v90, %l32[%k0] : memref<?xi1>
                %v91 = memref.load %l32[%k0] : memref<?xi1>
                cf.cond_br %v91, ^bb8, ^bb11
              ^bb8:
                %v92 = memref.load %ls5[%lane] : memref<?xi64>
                memref.store %v92, %l33[%k0] : memref<?xi64>
                %v93 = memref.load %l29[%k0] : memref<?xi64>
                %v94 = memref.load %l33[%k0] : memref<?xi64>
                %v95 = arith.cmpi ult, %v93, %v94 : i64
                memref.store %v95, %l34[%k0] : memref<?xi1>
                %v96 = memref.load %l34[%k0] : memref<?xi1>
                cf.cond_br %v96, ^bb9, ^bb11
              ^bb9:
                %v97 = memref.load %ls5[%lane] : memref<?xi64>
                memref.store %v97, %l35[%k0] : memref<?xi64>
                %v98 = memref.load %ls16[%lane] : memref<?xi64>
                %v99 = memref.load %l35[%k0] : memref<?xi64>
                %v100 = arith.muli %v98, %v99 : i64
                memref.store %v100, %l36[%k0] : memref<?xi64>
                %v101 = memref.load %l36[%k0] : memref<?xi64>
                %v102 = memref.load %l29[%k0] : memref<?xi64>
                %v103 = arith.addi %v101, %v102 : i64
                memref.store %v103, %l37[%k0] : memref<?xi64>
                %v104 = arith.index_cast %n0 : index to i64
                memref.store %v104, %l38[%k0] : memref<?xi64>
                %v105 = memref.load %l37[%k0] : memref<?xi64>
                %v106 = memref.load %l38[%k0] : memref<?xi64>
                %v107 = arith.cmpi ult, %v105, %v106 : i64
                memref.store %v107, %l39[%k0] : memref<?xi1>
                %v108 = memref.load %l39[%k0] : memref<?xi1>
                cf.cond_br %v108, ^bb10, ^bb11
              ^bb10:
                %v109 = memref.load %l37[%k0] : memref<?xi64>
                %v110 = arith.index_cast %v109 : i64 to index
                %v111 = memref.load %p0[%v110] : memref<?xf32>
                memref.store %v111, %l40[%k0] : memref<?xf32>
                %v112 = memref.load %l40[%k0] : memref<?xf32>
                memref.store %v112, %l30[%k0] : memref<?xf32>
                cf.br ^bb11
              ^bb11:
                %v113 = memref.load %ls24[%lane] : memref<?xi64>
                memref.store %v113, %l41[%k0] : memref<?xi64>
                %v114 = memref.load %l41[%k0] : memref<?xi64>
                %v115 = arith.constant 8 : i64
                %v116 = arith.muli %v114, %v115 : i64
                memref.store %v116, %l42[%k0] : memref<?xi64>
                %v117 = memref.load %l42[%k0] : memref<?xi64>
                %v118 = memref.load %ls2[%lane] : memref<?xi64>
                %v119 = arith.addi %v117, %v118 : i64
                memref.store %v119, %l43[%k0] : memref<?xi64>
                %v120 = arith.constant 0x00000000 : f32
                memref.store %v120, %l44[%k0] : memref<?xf32>
                %v121 = memref.load %ls5[%lane] : memref<?xi64>
                memref.store %v121, %l45[%k0] : memref<?xi64>
                %v122 = memref.load %l43[%k0] : memref<?xi64>
                %v123 = memref.load %l45[%k0] : memref<?xi64>
                %v124 = arith.cmpi ult, %v122, %v123 : i64
                memref.store %v124, %l46[%k0] : memref<?xi1>
                %v125 = memref.load %l46[%k0] : memref<?xi1>
                cf.cond_br %v125, ^bb12, ^bb15
              ^bb12:
                %v126 = memref.load %ls4[%lane] : memref<?xi64>
                memref.store %v126, %l47[%k0] : memref<?xi64>
                %v127 = memref.load %ls19[%lane] : memref<?xi64>
                %v128 = memref.load %l47[%k0] : memref<?xi64>
                %v129 = arith.cmpi ult, %v127, %v128 : i64
                memref.store %v129, %l48[%k0] : memref<?xi1>
                %v130 = memref.load %l48[%k0] : memref<?xi1>
                cf.cond_br %v130, ^bb13, ^bb15
              ^bb13:
                %v131 = memref.load %ls4[%lane] : memref<?xi64>
                memref.store %v131, %l49[%k0] : memref<?xi64>
                %v132 = memref.load %l43[%k0] : memref<?xi64>
                %v133 = memref.load %l49[%k0] : memref<?xi64>
                %v134 = arith.muli %v132, %v133 : i64
                memref.store %v134, %l50[%k0] : memref<?xi64>
                %v135 = memref.load %l50[%k0] : memref<?xi64>
                %v136 = memref.load %ls19[%lane] : memref<?xi64>
                %v137 = arith.addi %v135, %v136 : i64
                memref.store %v137, %l51[%k0] : memref<?xi64>
                %v138 = arith.index_cast %n1 : index to i64
                memref.store %v138, %l52[%k0] : memref<?xi64>
                %v139 = memref.load %l51[%k0] : memref<?xi64>
                %v140 = memref.load %l52[%k0] : memref<?xi64>
                %v141 = arith.cmpi ult, %v139, %v140 : i64
                memref.store %v141, %l53[%k0] : memref<?xi1>
                %v142 = memref.load %l53[%k0] : memref<?xi1>
                cf.cond_br %v142, ^bb14, ^bb15
              ^bb14:
                %v143 = memref.load %l51[%k0] : memref<?xi64>
                %v144 = arith.index_cast %v143 : i64 to index
                %v145 = memref.load %p1[%v144] : memref<?xf32>
                memref.store %v145, %l54[%k0] : memref<?xf32>
                %v146 = memref.load %l54[%k0] : memref<?xf32>
                memref.store %v146, %l44[%k0] : memref<?xf32>
                cf.br ^bb15
              ^bb15:
                %v147 = memref.load %ls0[%lane] : memref<?xi64>
                %v148 = arith.constant 64 : i64
                %v149 = arith.cmpi ult, %v147, %v148 : i64
                memref.store %v149, %l55[%k0] : memref<?xi1>
                %v150 = memref.load %l55[%k0] : memref<?xi1>
                cf.cond_br %v150, ^bb16, ^bb17
              ^bb16:
                %v151 = memref.load %l30[%k0] : memref<?xf32>
                memref.store %v151, %l56[%k0] : memref<?xf32>
                %v152 = memref.load %ls0[%lane] : memref<?xi64>
                %v153 = arith.index_cast %v152 : i64 to index
                %v154 = memref.load %l56[%k0] : memref<?xf32>
                memref.store %v154, %wg0[%v153] : memref<?xf32>
                %v155 = memref.load %l44[%k0] : memref<?xf32>
                memref.store %v155, %l57[%k0] : memref<?xf32>
                %v156 = memref.load %ls0[%lane] : memref<?xi64>
                %v157 = arith.index_cast %v156 : i64 to index
                %v158 = memref.load %l57[%k0] : memref<?xf32>
                memref.store %v158, %wg1[%v157] : memref<?xf32>
                cf.br ^bb17
              ^bb17:
                %v159 = arith.constant 18 : i32
                memref.store %v159, %resume[%lane] : memref<?xi32>
                %v160 = arith.constant true
                %v161 = arith.constant 0 : index
                memref.store %v160, %more[%v161] : memref<?xi1>
                cf.br ^exit
              ^bb18:
                %v162 = arith.constant 0 : i64
                memref.store %v162, %l58[%k0] : memref<?xi64>
                %v163 = arith.constant 8 : i64
                memref.store %v163, %l59[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v164 = memref.load %l58[%k0] : memref<?xi64>
                memref.store %v164, %l60[%k0] : memref<?xi64>
                %v165 = memref.load %l60[%k0] : memref<?xi64>
                %v166 = memref.load %l59[%k0] : memref<?xi64>
                %v167 = arith.cmpi ult, %v165, %v166 : i64
                memref.store %v167, %l61[%k0] : memref<?xi1>
                %v168 = memref.load %l61[%k0] : memref<?xi1>
                %v169 = arith.extui %v168 : i1 to i64
                memref.store %v169, %l62[%k0] : memref<?xi64>
                %v170 = memref.load %l58[%k0] : memref<?xi64>
                %v171 = memref.load %l62[%k0] : memref<?xi64>
                %v172 = arith.addi %v170, %v171 : i64
                memref.store %v172, %l58[%k0] : memref<?xi64>
                %v173 = memref.load %l60[%k0] : memref<?xi64>
                %v174 = memref.load %l59[%k0] : memref<?xi64>
                %v175 = arith.cmpi ult, %v173, %v174 : i64
                memref.store %v175, %l63[%k0] : memref<?xi1>
                %v176 = memref.load %l63[%k0] : memref<?xi1>
                cf.cond_br %v176, ^bb20, ^bb21
              ^bb20:
                %v177 = memref.load %ls2[%lane] : memref<?xi64>
                %v178 = arith.constant 8 : i64
                %v179 = arith.muli %v177, %v178 : i64
                memref.store %v179, %l64[%k0] : memref<?xi64>
                %v180 = memref.load %l64[%k0] : memref<?xi64>
                %v181 = memref.load %l60[%k0] : memref<?xi64>
                %v182 = arith.addi %v180, %v181 : i64
                memref.store %v182, %l65[%k0] : memref<?xi64>
                %v183 = memref.load %l60[%k0] : memref<?xi64>
                %v184 = arith.constant 8 : i64
                %v185 = arith.muli %v183, %v184 : i64
                memref.store %v185, %l66[%k0] : memref<?xi64>
                %v186 = memref.load %l66[%k0] : memref<?xi64>
                %v187 = memref.load %ls1[%lane] : memref<?xi64>
                %v188 = arith.addi %v186, %v187 : i64
                memref.store %v188, %l67[%k0] : memref<?xi64>
                %v189 = memref.load %l65[%k0] : memref<?xi64>
                %v190 = arith.constant 64 : i64
                %v191 = arith.cmpi ult, %v189, %v190 : i64
                memref.store %v191, %l68[%k0] : memref<?xi1>
                %v192 = memref.load %l68[%k0] : memref<?xi1>
                cf.cond_br %v192, ^bb22, ^bb19
              ^bb21:
                %v193 = arith.constant 24 : i32
                memref.store %v193, %resume[%lane] : memref<?xi32>
                %v194 = arith.constant true
                %v195 = arith.constant 0 : index
                memref.store %v194, %more[%v195] : memref<?xi1>
                cf.br ^exit
              ^bb22:
                %v196 = memref.load %l67[%k0] : memref<?xi64>
                %v197 = arith.constant 64 : i64
                %v198 = arith.cmpi ult, %v196, %v197 : i64
                memref.store %v198, %l69[%k0] : memref<?xi1>
                %v199 = memref.load %l69[%k0] : memref<?xi1>
                cf.cond_br %v199, ^bb23, ^bb19
              ^bb23:
                %v200 = memref.load %ls23[%lane] : memref<?xf32>
                memref.store %v200, %l70[%k0] : memref<?xf32>
                %v201 = memref.load %l65[%k0] : memref<?xi64>
                %v202 = arith.index_cast %v201 : i64 to index
                %v203 = memref.load %wg0[%v202] : memref<?xf32>
                memref.store %v203, %l71[%k0] : memref<?xf32>
                %v204 = memref.load %l67[%k0] : memref<?xi64>
                %v205 = arith.index_cast %v204 : i64 to index
                %v206 = memref.load %wg1[%v205] : memref<?xf32>
                memref.store %v206, %l72[%k0] : memref<?xf32>
                %v207 = memref.load %l71[%k0] : memref<?xf32>
                %v208 = memref.load %l72[%k0] : memref<?xf32>
                %v209 = arith.mulf %v207, %v208 : f32
                memref.store %v209, %l73[%k0] : memref<?xf32>
                %v210 = memref.load %l70[%k0] : memref<?xf32>
                %v211 = memref.load %l73[%k0] : memref<?xf32>
                %v212 = arith.addf %v210, %v211 : f32
                memref.store %v212, %ls23[%lane] : memref<?xf32>
                cf.br ^bb19
              ^bb24:
                %v213 = memref.load %ls24[%lane] : memref<?xi64>
                memref.store %v213, %l74[%k0] : memref<?xi64>
                %v214 = memref.load %l74[%k0] : memref<?xi64>
                %v215 = arith.constant 1 : i64
                %v216 = arith.addi %v214, %v215 : i64
                memref.store %v216, %ls24[%lane] : memref<?xi64>
                cf.br ^bb6
              ^bb25:
                %v217 = memref.load %ls3[%lane] : memref<?xi64>
                memref.store %v217, %l75[%k0] : memref<?xi64>
                %v218 = memref.load %ls16[%lane] : memref<?xi64>
                %v219 = memref.load %l75[%k0] : memref<?xi64>
                %v220 = arith.cmpi ult, %v218, %v219 : i64
                memref.store %v220, %l76[%k0] : memref<?xi1>
                %v221 = memref.load %l76[%k0] : memref<?xi1>
                cf.cond_br %v221, ^bb26, ^bb29
              ^bb26:
                %v222 = memref.load %ls4[%lane] : memref<?xi64>
                memref.store %v222, %l77[%k0] : memref<?xi64>
                %v223 = memref.load %ls19[%lane] : memref<?xi64>
                %v224 = memref.load %l77[%k0] : memref<?xi64>
                %v225 = arith.cmpi ult, %v223, %v224 : i64
                memref.store %v225, %l78[%k0] : memref<?xi1>
                %v226 = memref.load %l78[%k0] : memref<?xi1>
                cf.cond_br %v226, ^bb27, ^bb29
              ^bb27:
                %v227 = memref.load %ls4[%lane] : memref<?xi64>
                memref.store %v227, %l79[%k0] : memref<?xi64>
                %v228 = memref.load %ls16[%lane] : memref<?xi64>
                %v229 = memref.load %l79[%k0] : memref<?xi64>
                %v230 = arith.muli %v228, %v229 : i64
                memref.store %v230, %l80[%k0] : memref<?xi64>
                %v231 = memref.load %l80[%k0] : memref<?xi64>
                %v232 = memref.load %ls19[%lane] : memref<?xi64>
                %v233 = arith.addi %v231, %v232 : i64
                memref.store %v233, %l81[%k0] : memref<?xi64>
                %v234 = arith.index_cast %n3 : index to i64
                memref.store %v234, %l82[%k0] : memref<?xi64>
                %v235 = memref.load %l81[%k0] : memref<?xi64>
                %v236 = memref.load %l82[%k0] : memref<?xi64>
                %v237 = arith.cmpi ult, %v235, %v236 : i64
                memref.store %v237, %l83[%k0] : memref<?xi1>
                %v238 = memref.load %l83[%k0] : memref<?xi1>
                cf.cond_br %v238, ^bb28, ^bb29
              ^bb28:
                %v239 = memref.load %ls23[%lane] : memref<?xf32>
                memref.store %v239, %l84[%k0] : memref<?xf32>
                %v240 = memref.load %l81[%k0] : memref<?xi64>
                %v241 = arith.index_cast %v240 : i64 to index
                %v242 = memref.load %l84[%k0] : memref<?xf32>
                memref.store %v242, %p3[%v241] : memref<?xf32>
                cf.br ^bb29
              ^bb29:
                %v243 = arith.constant -1 : i32
                memref.store %v243, %resume[%lane] : memref<?xi32>
                cf.br ^exit
              ^exit:
                scf.yield
              }
            }
            scf.yield
          }
        }
        "aie.objectfifo.release"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> ()
        "aie.objectfifo.release"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> ()
      }
      "aie.end"() : () -> ()
    }) {stack_size = 1024 : i32} : (index) -> index
    // runtime sequence: the host's packed input and output buffer objects
    "aie.runtime_sequence"() ({
    ^bb0(%a_in: memref<20528xi8>, %a_out: memref<4096xi8>):
      %task_out = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_out) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 4096 : i32, static_offset = 0 : i32} : (memref<4096xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @out_l2, issue_token = true} : () -> index
      %task_in = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_in) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 20528 : i32, static_offset = 0 : i32} : (memref<20528xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @in_l2} : () -> index
      "aiex.dma_start_task"(%task_in) : (index) -> ()
      "aiex.dma_start_task"(%task_out) : (index) -> ()
      "aiex.dma_await_task"(%task_out) : (index) -> ()
      "aiex.dma_free_task"(%task_in) : (index) -> ()
    }) {sym_name = "sequence"} : () -> ()
    "aie.end"() : () -> ()
  }) {device = 9 : i32, sym_name = "main"} : () -> ()  // npu2_1col
}
