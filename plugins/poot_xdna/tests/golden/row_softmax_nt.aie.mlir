// row_softmax: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: x: &[f32] x1024 @in+40, shape: &[usize] x1024 @in+4136, out: &mut [f32] x1024 @in+12328/out+0
module {
  "aie.device"() ({
    %t_shim = "aie.tile"() {col = 0 : i32, row = 0 : i32} : () -> index
    %t_mem = "aie.tile"() {col = 0 : i32, row = 1 : i32} : () -> index
    %t_c0 = "aie.tile"() {col = 0 : i32, row = 2 : i32} : () -> index
    // input: shim -> memory tile -> every compute tile (one FIFO, broadcast)
    "aie.objectfifo"(%t_shim, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<16424xi8>>, plio = false, sym_name = "in_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_c0) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<16424xi8>>, plio = false, sym_name = "in_l1", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@in_l2], fifoOuts = [@in_l1], src_offsets = []} : () -> ()
    // output: each compute tile -> memory tile (joined, tile t at t * out bytes) -> shim
    "aie.objectfifo"(%t_c0, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_c0", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_shim) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@out_c0], fifoOuts = [@out_l2], src_offsets = []} : () -> ()
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<64xf32>
    %b_wg1_c0 = "aie.buffer"(%t_c0) {sym_name = "wg1_c0"} : (index) -> memref<64xf32>
    %b_wg2_c0 = "aie.buffer"(%t_c0) {sym_name = "wg2_c0"} : (index) -> memref<64xf32>
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<64xi64>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<64xi64>
    %b_ls2_c0 = "aie.buffer"(%t_c0) {sym_name = "ls2_c0"} : (index) -> memref<64xi64>
    %b_ls36_c0 = "aie.buffer"(%t_c0) {sym_name = "ls36_c0"} : (index) -> memref<64xf32>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<64xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xf32>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi1>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi1>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xf32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xf32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xf32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi1>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xf32>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi1>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xf32>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi1>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi1>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xf32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xf32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xf32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi64>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi64>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi1>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xf32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xf32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xf32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xf32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xf32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi1>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xf32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi1>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi1>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xf32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xf32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xf32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xf32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi64>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi1>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi64>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi64>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi64>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi64>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi64>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi1>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi64>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi1>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xf32>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xf32>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xf32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xf32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<64xf32> to memref<?xf32>
      %wg1 = memref.cast %b_wg1_c0 : memref<64xf32> to memref<?xf32>
      %wg2 = memref.cast %b_wg2_c0 : memref<64xf32> to memref<?xf32>
      %ls0 = memref.cast %b_ls0_c0 : memref<64xi64> to memref<?xi64>
      %ls1 = memref.cast %b_ls1_c0 : memref<64xi64> to memref<?xi64>
      %ls2 = memref.cast %b_ls2_c0 : memref<64xi64> to memref<?xi64>
      %ls36 = memref.cast %b_ls36_c0 : memref<64xf32> to memref<?xf32>
      %resume = memref.cast %b_resume_c0 : memref<64xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xf32> to memref<?xf32>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi1> to memref<?xi1>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi1> to memref<?xi1>
      %l18 = memref.cast %b_l18_c0 : memref<1xf32> to memref<?xf32>
      %l19 = memref.cast %b_l19_c0 : memref<1xf32> to memref<?xf32>
      %l20 = memref.cast %b_l20_c0 : memref<1xf32> to memref<?xf32>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi1> to memref<?xi1>
      %l23 = memref.cast %b_l23_c0 : memref<1xf32> to memref<?xf32>
      %l24 = memref.cast %b_l24_c0 : memref<1xi1> to memref<?xi1>
      %l25 = memref.cast %b_l25_c0 : memref<1xf32> to memref<?xf32>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi1> to memref<?xi1>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi1> to memref<?xi1>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xf32> to memref<?xf32>
      %l35 = memref.cast %b_l35_c0 : memref<1xf32> to memref<?xf32>
      %l37 = memref.cast %b_l37_c0 : memref<1xf32> to memref<?xf32>
      %l38 = memref.cast %b_l38_c0 : memref<1xi64> to memref<?xi64>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xi64> to memref<?xi64>
      %l46 = memref.cast %b_l46_c0 : memref<1xi1> to memref<?xi1>
      %l47 = memref.cast %b_l47_c0 : memref<1xf32> to memref<?xf32>
      %l48 = memref.cast %b_l48_c0 : memref<1xf32> to memref<?xf32>
      %l49 = memref.cast %b_l49_c0 : memref<1xf32> to memref<?xf32>
      %l50 = memref.cast %b_l50_c0 : memref<1xf32> to memref<?xf32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xf32> to memref<?xf32>
      %l54 = memref.cast %b_l54_c0 : memref<1xi1> to memref<?xi1>
      %l55 = memref.cast %b_l55_c0 : memref<1xf32> to memref<?xf32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi1> to memref<?xi1>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi1> to memref<?xi1>
      %l62 = memref.cast %b_l62_c0 : memref<1xf32> to memref<?xf32>
      %l63 = memref.cast %b_l63_c0 : memref<1xf32> to memref<?xf32>
      %l64 = memref.cast %b_l64_c0 : memref<1xf32> to memref<?xf32>
      %l65 = memref.cast %b_l65_c0 : memref<1xf32> to memref<?xf32>
      %l66 = memref.cast %b_l66_c0 : memref<1xi64> to memref<?xi64>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi1> to memref<?xi1>
      %l69 = memref.cast %b_l69_c0 : memref<1xi64> to memref<?xi64>
      %l70 = memref.cast %b_l70_c0 : memref<1xi64> to memref<?xi64>
      %l71 = memref.cast %b_l71_c0 : memref<1xi64> to memref<?xi64>
      %l72 = memref.cast %b_l72_c0 : memref<1xi64> to memref<?xi64>
      %l73 = memref.cast %b_l73_c0 : memref<1xi64> to memref<?xi64>
      %l74 = memref.cast %b_l74_c0 : memref<1xi1> to memref<?xi1>
      %l75 = memref.cast %b_l75_c0 : memref<1xi64> to memref<?xi64>
      %l76 = memref.cast %b_l76_c0 : memref<1xi1> to memref<?xi1>
      %l77 = memref.cast %b_l77_c0 : memref<1xf32> to memref<?xf32>
      %l78 = memref.cast %b_l78_c0 : memref<1xf32> to memref<?xf32>
      %l79 = memref.cast %b_l79_c0 : memref<1xf32> to memref<?xf32>
      %l80 = memref.cast %b_l80_c0 : memref<1xf32> to memref<?xf32>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 64 : index
      scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch
        %sv_raw_in = "aie.objectfifo.acquire"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<16424xi8>>
        %raw_in = "aie.objectfifo.subview.access"(%sv_raw_in) {index = 0 : i32} : (!aie.objectfifosubview<memref<16424xi8>>) -> memref<16424xi8>
        %sv_raw_out = "aie.objectfifo.acquire"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<4096xi8>>
        %raw_out = "aie.objectfifo.subview.access"(%sv_raw_out) {index = 0 : i32} : (!aie.objectfifosubview<memref<4096xi8>>) -> memref<4096xi8>
        %hdr = memref.view %raw_in[%c0_p][] : memref<16424xi8> to memref<5xi64>
        %h_gx = memref.load %hdr[%c0_p] : memref<5xi64>
        %gx = arith.index_cast %h_gx : i64 to index
        %h_gy = memref.load %hdr[%c1_p] : memref<5xi64>
        %gy = arith.index_cast %h_gy : i64 to index
        %h_n0 = memref.load %hdr[%c2_p] : memref<5xi64>
        %n0 = arith.index_cast %h_n0 : i64 to index
        %h_n1 = memref.load %hdr[%c3_p] : memref<5xi64>
        %n1 = arith.index_cast %h_n1 : i64 to index
        %h_n2 = memref.load %hdr[%c4_p] : memref<5xi64>
        %n2 = arith.index_cast %h_n2 : i64 to index
        %tile = arith.constant 0 : index
        %ntiles = arith.constant 1 : index
        %o_in0 = arith.constant 40 : index
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<16424xi8> to memref<1024xf32>
        %p0 = memref.cast %v_in0 : memref<1024xf32> to memref<?xf32>
        %o_in1 = arith.constant 4136 : index
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<16424xi8> to memref<1024xi64>
        %p1 = memref.cast %v_in1 : memref<1024xi64> to memref<?xi64>
        %o_in2 = arith.constant 12328 : index
        %v_in2 = memref.view %raw_in[%o_in2][] : memref<16424xi8> to memref<1024xf32>
        %o_out2 = arith.constant 0 : index
        %v_out2 = memref.view %raw_out[%o_out2][] : memref<4096xi8> to memref<1024xf32>
        scf.for %ci = %c0_p to %n2 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in2[%ci] : memref<1024xf32>
          memref.store %cv, %v_out2[%ci] : memref<1024xf32>
        }
        %p2 = memref.cast %v_out2 : memref<1024xf32> to memref<?xf32>
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
          %v4 = arith.constant 64 : index
          scf.for %zi = %k0 to %v4 step %k1 {
            memref.store %v1, %wg2[%zi] : memref<?xf32>
          }
          %v5 = arith.constant 0 : i32
          %v6 = arith.constant 64 : index
          scf.for %zi = %k0 to %v6 step %k1 {
            memref.store %v5, %resume[%zi] : memref<?xi32>
          }
          %v7 = arith.constant true
          memref.store %v7, %more[%k0] : memref<?xi1>
          scf.while : () -> () {
            %kmore = memref.load %more[%k0] : memref<?xi1>
            scf.condition(%kmore)
          } do {
            %v8 = arith.constant false
            memref.store %v8, %more[%k0] : memref<?xi1>
            scf.for %lane = %k0 to %kW step %k1 {
              scf.execute_region {
                %v9 = memref.load %resume[%lane] : memref<?xi32>
                cf.switch %v9 : i32, [default: ^exit, 0: ^bb0, 12: ^bb12, 18: ^bb18, 26: ^bb26, 32: ^bb32]
              ^bb0:
                %v10 = arith.index_cast %lane : index to i64
                memref.store %v10, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v11 = arith.index_cast %grpx : index to i64
                memref.store %v11, %ls1[%lane] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v12 = arith.constant 0 : i64
                memref.store %v12, %ls2[%lane] : memref<?xi64>
                %v13 = arith.index_cast %n1 : index to i64
                memref.store %v13, %l3[%k0] : memref<?xi64>
                %v14 = arith.constant 1 : i64
                %v15 = memref.load %l3[%k0] : memref<?xi64>
                %v16 = arith.cmpi ult, %v14, %v15 : i64
                memref.store %v16, %l4[%k0] : memref<?xi1>
                %v17 = memref.load %l4[%k0] : memref<?xi1>
                cf.cond_br %v17, ^bb3, ^bb4
              ^bb3:
                %v18 = arith.constant 1 : i64
                memref.store %v18, %l5[%k0] : memref<?xi64>
                %v19 = memref.load %l5[%k0] : memref<?xi64>
                %v20 = arith.index_cast %v19 : i64 to index
                %v21 = memref.load %p1[%v20] : memref<?xi64>
                memref.store %v21, %l6[%k0] : memref<?xi64>
                %v22 = memref.load %l6[%k0] : memref<?xi64>
                memref.store %v22, %ls2[%lane] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v23 = arith.constant 0xFF800000 : f32
                memref.store %v23, %l7[%k0] : memref<?xf32>
                %v24 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v24, %l8[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v25 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v25, %l9[%k0] : memref<?xi64>
                %v26 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v26, %l10[%k0] : memref<?xi64>
                %v27 = memref.load %l9[%k0] : memref<?xi64>
                %v28 = memref.load %l10[%k0] : memref<?xi64>
                %v29 = arith.cmpi ult, %v27, %v28 : i64
                memref.store %v29, %l11[%k0] : memref<?xi1>
                %v30 = memref.load %l11[%k0] : memref<?xi1>
                cf.cond_br %v30, ^bb6, ^bb9
              ^bb6:
                %v31 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v31, %l12[%k0] : memref<?xi64>
                %v32 = memref.load %ls1[%lane] : memref<?xi64>
                %v33 = memref.load %l12[%k0] : memref<?xi64>
                %v34 = arith.muli %v32, %v33 : i64
                memref.store %v34, %l13[%k0] : memref<?xi64>
                %v35 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v35, %l14[%k0] : memref<?xi64>
                %v36 = memref.load %l13[%k0] : memref<?xi64>
                %v37 = memref.load %l14[%k0] : memref<?xi64>
                %v38 = arith.addi %v36, %v37 : i64
                memref.store %v38, %l15[%k0] : memref<?xi64>
                %v39 = arith.index_cast %n0 : index to i64
                memref.store %v39, %l16[%k0] : memref<?xi64>
                %v40 = memref.load %l15[%k0] : memref<?xi64>
                %v41 = memref.load %l16[%k0] : memref<?xi64>
                %v42 = arith.cmpi ult, %v40, %v41 : i64
                memref.store %v42, %l17[%k0] : memref<?xi1>
                %v43 = memref.load %l17[%k0] : memref<?xi1>
                cf.cond_br %v43, ^bb7, ^bb8
              ^bb7:
                %v44 = memref.load %l7[%k0] : memref<?xf32>
                memref.store %v44, %l18[%k0] : memref<?xf32>
                %v45 = memref.load %l15[%k0] : memref<?xi64>
                %v46 = arith.index_cast %v45 : i64 to index
                %v47 = memref.load %p0[%v46] : memref<?xf32>
                memref.store %v47, %l19[%k0] : memref<?xf32>
                %v48 = memref.load %l18[%k0] : memref<?xf32>
                %v49 = memref.load %l19[%k0] : memref<?xf32>
                %v50 = arith.cmpf ogt, %v48, %v49 : f32
                %v51 = arith.select %v50, %v48, %v49 : f32
                %v52 = arith.cmpf uno, %v48, %v48 : f32
                %v53 = arith.select %v52, %v49, %v51 : f32
                %v54 = arith.cmpf uno, %v49, %v49 : f32
                %v55 = arith.select %v54, %v48, %v53 : f32
                memref.store %v55, %l20[%k0] : memref<?xf32>
                %v56 = memref.load %l20[%k0] : memref<?xf32>
                memref.store %v56, %l7[%k0] : memref<?xf32>
                cf.br ^bb8
              ^bb8:
                %v57 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v57, %l21[%k0] : memref<?xi64>
                %v58 = memref.load %l21[%k0] : memref<?xi64>
                %v59 = arith.constant 64 : i64
                %v60 = arith.addi %v58, %v59 : i64
                memref.store %v60, %l8[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb9:
                %v61 = memref.load %ls0[%lane] : memref<?xi64>
                %v62 = arith.constant 64 : i64
                %v63 = arith.cmpi ult, %v61, %v62 : i64
                memref.store %v63, %l22[%k0] : memref<?xi1>
                %v64 = memref.load %l22[%k0] : memref<?xi1>
                cf.cond_br %v64, ^bb10, ^bb11
              ^bb10:
                %v65 = memref.load %l7[%k0] : memref<?xf32>
                memref.store %v65, %l23[%k0] : memref<?xf32>
                %v66 = memref.load %ls0[%lane] : memref<?xi64>
                %v67 = arith.index_cast %v66 : i64 to index
                %v68 = memref.load %l23[%k0] : memref<?xf32>
                memref.store %v68, %wg0[%v67] : memref<?xf32>
                cf.br ^bb11
              ^bb11:
                %v69 = arith.constant 12 : i32
                memref.store %v69, %resume[%lane] : memref<?xi32>
                %v70 = arith.constant true
                %v71 = arith.constant 0 : index
                memref.store %v70, %more[%v71] : memref<?xi1>
                cf.br ^exit
              ^bb12:
                %v72 = memref.load %ls0[%lane] : memref<?xi64>
                %v73 = arith.constant 0 : i64
                %v74 = arith.cmpi eq, %v72, %v73 : i64
                memref.store %v74, %l24[%k0] : memref<?xi1>
                %v75 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v75, ^bb13, ^bb17
              ^bb13:
                %v76 = arith.constant 0xFF800000 : f32
                memref.store %v76, %l25[%k0] : memref<?xf32>
                %v77 = arith.constant 0 : i64
                memref.store %v77, %l26[%k0] : memref<?xi64>
                %v78 = arith.constant 64 : i64
                memref.store %v78, %l27[%k0] : memref<?xi64>
                cf.br ^bb14
              ^bb14:
                %v79 = memref.load %l26[%k0] : memref<?xi64>
                memref.store %v79, %l28[%k0] : memref<?xi64>
                %v80 = memref.load %l28[%k0] : memref<?xi64>
                %v81 = memref.load %l27[%k0] : memref<?xi64>
                %v82 = arith.cmpi ult, %v80, %v81 : i64
                memref.store %v82, %l29[%k0] : memref<?xi1>
                %v83 = memref.load %l29[%k0] : memref<?xi1>
                %v84 = arith.extui %v83 : i1 to i64
                memref.store %v84, %l30[%k0] : memref<?xi64>
                %v85 = memref.load %l26[%k0] : memref<?xi64>
                %v86 = memref.load %l30[%k0] : memref<?xi64>
                %v87 = arith.addi %v85, %v86 : i64
                memref.store %v87, %l26[%k0] : memref<?xi64>
                %v88 = memref.load %l28[%k0] : memref<?xi64>
                %v89 = memref.load %l27[%k0] : memref<?xi64>
                %v90 = arith.cmpi ult, %v88, %v89 : i64
                memref.store %v90, %l31[%k0] : memref<?xi1>
                %v91 = memref.load %l31[%k0] : memref<?xi1>
                cf.cond_br %v91, ^bb15, ^bb16
              ^bb15:
                %v92 = memref.load %l25[%k0] : memref<?xf32>
                memref.store %v92, %l32[%k0] : memref<?xf32>
                %v93 = memref.load %l28[%k0] : memref<?xi64>
                %v94 = arith.index_cast %v93 : i64 to index
                %v95 = memref.load %wg0[%v94] : memref<?xf32>
                memref.store %v95, %l33[%k0] : memref<?xf32>
                %v96 = memref.load %l32[%k0] : memref<?xf32>
                %v97 = memref.load %l33[%k0] : memref<?xf32>
                %v98 = arith.cmpf ogt, %v96, %v97 : f32
                %v99 = arith.select %v98, %v96, %v97 : f32
                %v100 = arith.cmpf uno, %v96, %v96 : f32
                %v101 = arith.select %v100, %v97, %v99 : f32
                %v102 = arith.cmpf uno, %v97, %v97 : f32
                %v103 = arith.select %v102, %v96, %v101 : f32
                memref.store %v103, %l34[%k0] : memref<?xf32>
                %v104 = memref.load %l34[%k0] : memref<?xf32>
                memref.store %v104, %l25[%k0] : memref<?xf32>
                cf.br ^bb14
              ^bb16:
                %v105 = memref.load %l25[%k0] : memref<?xf32>
                memref.store %v105, %l35[%k0] : memref<?xf32>
                %v106 = arith.constant 0 : i64
                %v107 = arith.index_cast %v106 : i64 to index
                %v108 = memref.load %l35[%k0] : memref<?xf32>
                memref.store %v108, %wg1[%v107] : memref<?xf32>
                cf.br ^bb17
              ^bb17:
                %v109 = arith.constant 18 : i32
                memref.store %v109, %resume[%lane] : memref<?xi32>
                %v110 = arith.constant true
                %v111 = arith.constant 0 : index
                memref.store %v110, %more[%v111] : memref<?xi1>
                cf.br ^exit
              ^bb18:
                %v112 = arith.constant 0 : i64
                %v113 = arith.index_cast %v112 : i64 to index
                %v114 = memref.load %wg1[%v113] : memref<?xf32>
                memref.store %v114, %ls36[%lane] : memref<?xf32>
                %v115 = arith.constant 0x00000000 : f32
                memref.store %v115, %l37[%k0] : memref<?xf32>
                %v116 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v116, %l8[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v117 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v117, %l38[%k0] : memref<?xi64>
                %v118 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v118, %l39[%k0] : memref<?xi64>
                %v119 = memref.load %l38[%k0] : memref<?xi64>
                %v120 = memref.load %l39[%k0] : memref<?xi64>
                %v121 = arith.cmpi ult, %v119, %v120 : i64
                memref.store %v121, %l40[%k0] : memref<?xi1>
                %v122 = memref.load %l40[%k0] : memref<?xi1>
                cf.cond_br %v122, ^bb20, ^bb23
              ^bb20:
                %v123 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v123, %l41[%k0] : memref<?xi64>
                %v124 = memref.load %ls1[%lane] : memref<?xi64>
                %v125 = memref.load %l41[%k0] : memref<?xi64>
                %v126 = arith.muli %v124, %v125 : i64
                memref.store %v126, %l42[%k0] : memref<?xi64>
                %v127 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v127, %l43[%k0] : memref<?xi64>
                %v128 = memref.load %l42[%k0] : memref<?xi64>
                %v129 = memref.load %l43[%k0] : memref<?xi64>
                %v130 = arith.addi %v128, %v129 : i64
                memref.store %v130, %l44[%k0] : memref<?xi64>
                %v131 = arith.index_cast %n0 : index to i64
                memref.store %v131, %l45[%k0] : memref<?xi64>
                %v132 = memref.load %l44[%k0] : memref<?xi64>
                %v133 = memref.load %l45[%k0] : memref<?xi64>
                %v134 = arith.cmpi ult, %v132, %v133 : i64
                memref.store %v134, %l46[%k0] : memref<?xi1>
                %v135 = memref.load %l46[%k0] : memref<?xi1>
                cf.cond_br %v135, ^bb21, ^bb22
              ^bb21:
                %v136 = memref.load %l37[%k0] : memref<?xf32>
                memref.store %v136, %l47[%k0] : memref<?xf32>
                %v137 = memref.load %l44[%k0] : memref<?xi64>
                %v138 = arith.index_cast %v137 : i64 to index
                %v139 = memref.load %p0[%v138] : memref<?xf32>
                memref.store %v139, %l48[%k0] : memref<?xf32>
                %v140 = memref.load %l48[%k0] : memref<?xf32>
                %v141 = memref.load %ls36[%lane] : memref<?xf32>
                %v142 = arith.subf %v140, %v141 : f32
                memref.store %v142, %l49[%k0] : memref<?xf32>
                %v143 = memref.load %l49[%k0] : memref<?xf32>
                %v144 = math.exp %v143 : f32
                memref.store %v144, %l50[%k0] : memref<?xf32>
                %v145 = memref.load %l47[%k0] : memref<?xf32>
                %v146 = memref.load %l50[%k0] : memref<?xf32>
                %v147 = arith.addf %v145, %v146 : f32
                memref.store %v147, %l37[%k0] : memref<?xf32>
                cf.br ^bb22
              ^bb22:
                %v148 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v148, %l51[%k0] : memref<?xi64>
                %v149 = memref.load %l51[%k0] : memref<?xi64>
                %v150 = arith.constant 64 : i64
                %v151 = arith.addi %v149, %v150 : i64
                memref.store %v151, %l8[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb23:
                %v152 = memref.load %ls0[%lane] : memref<?xi64>
                %v153 = arith.constant 64 : i64
                %v154 = arith.cmpi ult, %v152, %v153 : i64
                memref.store %v154, %l52[%k0] : memref<?xi1>
                %v155 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v155, ^bb24, ^bb25
              ^bb24:
                %v156 = memref.load %l37[%k0] : memref<?xf32>
                memref.store %v156, %l53[%k0] : memref<?xf32>
                %v157 = memref.load %ls0[%lane] : memref<?xi64>
                %v158 = arith.index_cast %v157 : i64 to index
                %v159 = memref.load %l53[%k0] : memref<?xf32>
                memref.store %v159, %wg2[%v158] : memref<?xf32>
                cf.br ^bb25
              ^bb25:
                %v160 = arith.constant 26 : i32
                memref.store %v160, %resume[%lane] : memref<?xi32>
                %v161 = arith.constant true
                %v162 = arith.constant 0 : index
                memref.store %v161, %more[%v162] : memref<?xi1>
                cf.br ^exit
              ^bb26:
                %v163 = memref.load %ls0[%lane] : memref<?xi64>
                %v164 = arith.constant 0 : i64
                %v165 = arith.cmpi eq, %v163, %v164 : i64
                memref.store %v165, %l54[%k0] : memref<?xi1>
                %v166 = memref.load %l54[%k0] : memref<?xi1>
                cf.cond_br %v166, ^bb27, ^bb31
              ^bb27:
                %v167 = arith.constant 0x00000000 : f32
                memref.store %v167, %l55[%k0] : memref<?xf32>
                %v168 = arith.constant 0 : i64
                memref.store %v168, %l56[%k0] : memref<?xi64>
                %v169 = arith.constant 64 : i64
                memref.store %v169, %l57[%k0] : memref<?xi64>
                cf.br ^bb28
              ^bb28:
                %v170 = memref.load %l56[%k0] : memref<?xi64>
                memref.store %v170, %l58[%k0] : memref<?xi64>
                %v171 = memref.load %l58[%k0] : memref<?xi64>
                %v172 = memref.load %l57[%k0] : memref<?xi64>
                %v173 = arith.cmpi ult, %v171, %v172 : i64
                memref.store %v173, %l59[%k0] : memref<?xi1>
                %v174 = memref.load %l59[%k0] : memref<?xi1>
                %v175 = arith.extui %v174 : i1 to i64
                memref.store %v175, %l60[%k0] : memref<?xi64>
                %v176 = memref.load %l56[%k0] : memref<?xi64>
                %v177 = memref.load %l60[%k0] : memref<?xi64>
                %v178 = arith.addi %v176, %v177 : i64
                memref.store %v178, %l56[%k0] : memref<?xi64>
                %v179 = memref.load %l58[%k0] : memref<?xi64>
                %v180 = memref.load %l57[%k0] : memref<?xi64>
                %v181 = arith.cmpi ult, %v179, %v180 : i64
                memref.store %v181, %l61[%k0] : memref<?xi1>
                %v182 = memref.load %l61[%k0] : memref<?xi1>
                cf.cond_br %v182, ^bb29, ^bb30
              ^bb29:
                %v183 = memref.load %l55[%k0] : memref<?xf32>
                memref.store %v183, %l62[%k0] : memref<?xf32>
                %v184 = memref.load %l58[%k0] : memref<?xi64>
                %v185 = arith.index_cast %v184 : i64 to index
                %v186 = memref.load %wg2[%v185] : memref<?xf32>
                memref.store %v186, %l63[%k0] : memref<?xf32>
                %v187 = memref.load %l62[%k0] : memref<?xf32>
                %v188 = memref.load %l63[%k0] : memref<?xf32>
                %v189 = arith.addf %v187, %v188 : f32
                memref.store %v189, %l55[%k0] : memref<?xf32>
                cf.br ^bb28
              ^bb30:
                %v190 = memref.load %l55[%k0] : memref<?xf32>
                memref.store %v190, %l64[%k0] : memref<?xf32>
                %v191 = arith.constant 1 : i64
                %v192 = arith.index_cast %v191 : i64 to index
                %v193 = memref.load %l64[%k0] : memref<?xf32>
                memref.store %v193, %wg1[%v192] : memref<?xf32>
                cf.br ^bb31
              ^bb31:
                %v194 = arith.constant 32 : i32
                memref.store %v194, %resume[%lane] : memref<?xi32>
                %v195 = arith.constant true
                %v196 = arith.constant 0 : index
                memref.store %v195, %more[%v196] : memref<?xi1>
                cf.br ^exit
              ^bb32:
                %v197 = arith.constant 1 : i64
                %v198 = arith.index_cast %v197 : i64 to index
                %v199 = memref.load %wg1[%v198] : memref<?xf32>
                memref.store %v199, %l65[%k0] : memref<?xf32>
                %v200 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v200, %l8[%k0] : memref<?xi64>
                cf.br ^bb33
              ^bb33:
                %v201 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v201, %l66[%k0] : memref<?xi64>
                %v202 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v202, %l67[%k0] : memref<?xi64>
                %v203 = memref.load %l66[%k0] : memref<?xi64>
                %v204 = memref.load %l67[%k0] : memref<?xi64>
                %v205 = arith.cmpi ult, %v203, %v204 : i64
                memref.store %v205, %l68[%k0] : memref<?xi1>
                %v206 = memref.load %l68[%k0] : memref<?xi1>
                cf.cond_br %v206, ^bb34, ^bb38
              ^bb34:
                %v207 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v207, %l69[%k0] : memref<?xi64>
                %v208 = memref.load %ls1[%lane] : memref<?xi64>
                %v209 = memref.load %l69[%k0] : memref<?xi64>
                %v210 = arith.muli %v208, %v209 : i64
                memref.store %v210, %l70[%k0] : memref<?xi64>
                %v211 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v211, %l71[%k0] : memref<?xi64>
                %v212 = memref.load %l70[%k0] : memref<?xi64>
                %v213 = memref.load %l71[%k0] : memref<?xi64>
                %v214 = arith.addi %v212, %v213 : i64
                memref.store %v214, %l72[%k0] : memref<?xi64>
                %v215 = arith.index_cast %n0 : index to i64
                memref.store %v215, %l73[%k0] : memref<?xi64>
                %v216 = memref.load %l72[%k0] : memref<?xi64>
                %v217 = memref.load %l73[%k0] : memref<?xi64>
                %v218 = arith.cmpi ult, %v216, %v217 : i64
                memref.store %v218, %l74[%k0] : memref<?xi1>
                %v219 = memref.load %l74[%k0] : memref<?xi1>
                cf.cond_br %v219, ^bb35, ^bb37
              ^bb35:
                %v220 = arith.index_cast %n2 : index to i64
                memref.store %v220, %l75[%k0] : memref<?xi64>
                %v221 = memref.load %l72[%k0] : memref<?xi64>
                %v222 = memref.load %l75[%k0] : memref<?xi64>
                %v223 = arith.cmpi ult, %v221, %v222 : i64
                memref.store %v223, %l76[%k0] : memref<?xi1>
                %v224 = memref.load %l76[%k0] : memref<?xi1>
                cf.cond_br %v224, ^bb36, ^bb37
              ^bb36:
                %v225 = memref.load %l72[%k0] : memref<?xi64>
                %v226 = arith.index_cast %v225 : i64 to index
                %v227 = memref.load %p0[%v226] : memref<?xf32>
                memref.store %v227, %l77[%k0] : memref<?xf32>
                %v228 = memref.load %l77[%k0] : memref<?xf32>
                %v229 = memref.load %ls36[%lane] : memref<?xf32>
                %v230 = arith.subf %v228, %v229 : f32
                memref.store %v230, %l78[%k0] : memref<?xf32>
                %v231 = memref.load %l78[%k0] : memref<?xf32>
                %v232 = math.exp %v231 : f32
                memref.store %v232, %l79[%k0] : memref<?xf32>
                %v233 = memref.load %l79[%k0] : memref<?xf32>
                %v234 = memref.load %l65[%k0] : memref<?xf32>
                %v235 = arith.divf %v233, %v234 : f32
                memref.store %v235, %l80[%k0] : memref<?xf32>
                %v236 = memref.load %l72[%k0] : memref<?xi64>
                %v237 = arith.index_cast %v236 : i64 to index
                %v238 = memref.load %l80[%k0] : memref<?xf32>
                memref.store %v238, %p2[%v237] : memref<?xf32>
                cf.br ^bb37
              ^bb37:
                %v239 = memref.load %l8[%k0] : memref<?xi64>
                memref.store %v239, %l81[%k0] : memref<?xi64>
                %v240 = memref.load %l81[%k0] : memref<?xi64>
                %v241 = arith.constant 64 : i64
                %v242 = arith.addi %v240, %v241 : i64
                memref.store %v242, %l8[%k0] : memref<?xi64>
                cf.br ^bb33
              ^bb38:
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
    ^bb0(%a_in: memref<16424xi8>, %a_out: memref<4096xi8>):
      %task_out = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_out) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 4096 : i32, static_offset = 0 : i32} : (memref<4096xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @out_l2, issue_token = true} : () -> index
      %task_in = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_in) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 16424 : i32, static_offset = 0 : i32} : (memref<16424xi8>) -> ()
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
