// row_argmax: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: x: &[f32] x1024 @in+40, shape: &[usize] x1024 @in+4136, out: &mut [u32] x1024 @in+12328/out+0
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
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<256xf32>
    %b_wg1_c0 = "aie.buffer"(%t_c0) {sym_name = "wg1_c0"} : (index) -> memref<256xf32>
    %b_ls0_c0 = "aie.buffer"(%t_c0) {sym_name = "ls0_c0"} : (index) -> memref<256xi64>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<256xi64>
    %b_ls2_c0 = "aie.buffer"(%t_c0) {sym_name = "ls2_c0"} : (index) -> memref<256xi64>
    %b_ls76_c0 = "aie.buffer"(%t_c0) {sym_name = "ls76_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xf32>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi64>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi1>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi1>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi1>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi1>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xf32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi1>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi1>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xf32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi1>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi1>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xf32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi1>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi1>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi64>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi1>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xf32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi1>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi64>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi1>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xf32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi1>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi64>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi1>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi64>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi1>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xf32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi1>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi64>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi1>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xf32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi1>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi1>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xf32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi64>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xf32>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi64>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi1>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi64>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi64>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi1>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi1>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xf32>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xf32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xf32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xf32>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi64>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xf32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi1>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi64>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xf32>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi1>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi1>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi1>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi1>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi1>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi1>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xf32>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi64>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi64>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi64>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi1>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi64>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<256xf32> to memref<?xf32>
      %wg1 = memref.cast %b_wg1_c0 : memref<256xf32> to memref<?xf32>
      %ls0 = memref.cast %b_ls0_c0 : memref<256xi64> to memref<?xi64>
      %ls1 = memref.cast %b_ls1_c0 : memref<256xi64> to memref<?xi64>
      %ls2 = memref.cast %b_ls2_c0 : memref<256xi64> to memref<?xi64>
      %ls76 = memref.cast %b_ls76_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xf32> to memref<?xf32>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi64> to memref<?xi64>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi1> to memref<?xi1>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi1> to memref<?xi1>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi1> to memref<?xi1>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi1> to memref<?xi1>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xf32> to memref<?xf32>
      %l34 = memref.cast %b_l34_c0 : memref<1xi1> to memref<?xi1>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi1> to memref<?xi1>
      %l38 = memref.cast %b_l38_c0 : memref<1xf32> to memref<?xf32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi1> to memref<?xi1>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi1> to memref<?xi1>
      %l44 = memref.cast %b_l44_c0 : memref<1xf32> to memref<?xf32>
      %l45 = memref.cast %b_l45_c0 : memref<1xi1> to memref<?xi1>
      %l46 = memref.cast %b_l46_c0 : memref<1xi1> to memref<?xi1>
      %l47 = memref.cast %b_l47_c0 : memref<1xi64> to memref<?xi64>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi1> to memref<?xi1>
      %l50 = memref.cast %b_l50_c0 : memref<1xf32> to memref<?xf32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi1> to memref<?xi1>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xi64> to memref<?xi64>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi1> to memref<?xi1>
      %l56 = memref.cast %b_l56_c0 : memref<1xf32> to memref<?xf32>
      %l57 = memref.cast %b_l57_c0 : memref<1xi1> to memref<?xi1>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi64> to memref<?xi64>
      %l62 = memref.cast %b_l62_c0 : memref<1xi1> to memref<?xi1>
      %l63 = memref.cast %b_l63_c0 : memref<1xi64> to memref<?xi64>
      %l64 = memref.cast %b_l64_c0 : memref<1xi1> to memref<?xi1>
      %l65 = memref.cast %b_l65_c0 : memref<1xf32> to memref<?xf32>
      %l66 = memref.cast %b_l66_c0 : memref<1xi1> to memref<?xi1>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi64> to memref<?xi64>
      %l69 = memref.cast %b_l69_c0 : memref<1xi1> to memref<?xi1>
      %l70 = memref.cast %b_l70_c0 : memref<1xf32> to memref<?xf32>
      %l71 = memref.cast %b_l71_c0 : memref<1xi1> to memref<?xi1>
      %l72 = memref.cast %b_l72_c0 : memref<1xi1> to memref<?xi1>
      %l73 = memref.cast %b_l73_c0 : memref<1xf32> to memref<?xf32>
      %l74 = memref.cast %b_l74_c0 : memref<1xi64> to memref<?xi64>
      %l75 = memref.cast %b_l75_c0 : memref<1xf32> to memref<?xf32>
      %l77 = memref.cast %b_l77_c0 : memref<1xi64> to memref<?xi64>
      %l78 = memref.cast %b_l78_c0 : memref<1xi1> to memref<?xi1>
      %l79 = memref.cast %b_l79_c0 : memref<1xi64> to memref<?xi64>
      %l80 = memref.cast %b_l80_c0 : memref<1xi64> to memref<?xi64>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi1> to memref<?xi1>
      %l83 = memref.cast %b_l83_c0 : memref<1xi1> to memref<?xi1>
      %l84 = memref.cast %b_l84_c0 : memref<1xf32> to memref<?xf32>
      %l85 = memref.cast %b_l85_c0 : memref<1xf32> to memref<?xf32>
      %l86 = memref.cast %b_l86_c0 : memref<1xf32> to memref<?xf32>
      %l87 = memref.cast %b_l87_c0 : memref<1xf32> to memref<?xf32>
      %l88 = memref.cast %b_l88_c0 : memref<1xi64> to memref<?xi64>
      %l89 = memref.cast %b_l89_c0 : memref<1xf32> to memref<?xf32>
      %l90 = memref.cast %b_l90_c0 : memref<1xi1> to memref<?xi1>
      %l91 = memref.cast %b_l91_c0 : memref<1xi64> to memref<?xi64>
      %l92 = memref.cast %b_l92_c0 : memref<1xf32> to memref<?xf32>
      %l93 = memref.cast %b_l93_c0 : memref<1xi1> to memref<?xi1>
      %l94 = memref.cast %b_l94_c0 : memref<1xi1> to memref<?xi1>
      %l95 = memref.cast %b_l95_c0 : memref<1xi1> to memref<?xi1>
      %l96 = memref.cast %b_l96_c0 : memref<1xi1> to memref<?xi1>
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi1> to memref<?xi1>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi1> to memref<?xi1>
      %l101 = memref.cast %b_l101_c0 : memref<1xf32> to memref<?xf32>
      %l102 = memref.cast %b_l102_c0 : memref<1xi64> to memref<?xi64>
      %l103 = memref.cast %b_l103_c0 : memref<1xi64> to memref<?xi64>
      %l104 = memref.cast %b_l104_c0 : memref<1xi64> to memref<?xi64>
      %l105 = memref.cast %b_l105_c0 : memref<1xi1> to memref<?xi1>
      %l106 = memref.cast %b_l106_c0 : memref<1xi64> to memref<?xi64>
      %l107 = memref.cast %b_l107_c0 : memref<1xi32> to memref<?xi32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 256 : index
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
        %v_in2 = memref.view %raw_in[%o_in2][] : memref<16424xi8> to memref<1024xi32>
        %o_out2 = arith.constant 0 : index
        %v_out2 = memref.view %raw_out[%o_out2][] : memref<4096xi8> to memref<1024xi32>
        scf.for %ci = %c0_p to %n2 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in2[%ci] : memref<1024xi32>
          memref.store %cv, %v_out2[%ci] : memref<1024xi32>
        }
        %p2 = memref.cast %v_out2 : memref<1024xi32> to memref<?xi32>
        %kgroups = arith.muli %gx, %gy : index
        scf.for %g = %tile to %kgroups step %ntiles {
          %grpx = arith.remui %g, %gx : index
          %grpy = arith.divui %g, %gx : index
          %v1 = arith.constant 0x00000000 : f32
          %v2 = arith.constant 256 : index
          scf.for %zi = %k0 to %v2 step %k1 {
            memref.store %v1, %wg0[%zi] : memref<?xf32>
          }
          %v3 = arith.constant 256 : index
          scf.for %zi = %k0 to %v3 step %k1 {
            memref.store %v1, %wg1[%zi] : memref<?xf32>
          }
          %v4 = arith.constant 0 : i32
          %v5 = arith.constant 256 : index
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
                cf.switch %v8 : i32, [default: ^exit, 0: ^bb0, 37: ^bb37, 48: ^bb48]
              ^bb0:
                %v9 = arith.index_cast %lane : index to i64
                memref.store %v9, %ls0[%lane] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v10 = arith.index_cast %grpx : index to i64
                memref.store %v10, %ls1[%lane] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v11 = arith.constant 0 : i64
                memref.store %v11, %ls2[%lane] : memref<?xi64>
                %v12 = arith.index_cast %n1 : index to i64
                memref.store %v12, %l3[%k0] : memref<?xi64>
                %v13 = arith.constant 1 : i64
                %v14 = memref.load %l3[%k0] : memref<?xi64>
                %v15 = arith.cmpi ult, %v13, %v14 : i64
                memref.store %v15, %l4[%k0] : memref<?xi1>
                %v16 = memref.load %l4[%k0] : memref<?xi1>
                cf.cond_br %v16, ^bb3, ^bb4
              ^bb3:
                %v17 = arith.constant 1 : i64
                memref.store %v17, %l5[%k0] : memref<?xi64>
                %v18 = memref.load %l5[%k0] : memref<?xi64>
                %v19 = arith.index_cast %v18 : i64 to index
                %v20 = memref.load %p1[%v19] : memref<?xi64>
                memref.store %v20, %l6[%k0] : memref<?xi64>
                %v21 = memref.load %l6[%k0] : memref<?xi64>
                memref.store %v21, %ls2[%lane] : memref<?xi64>
                cf.br ^bb4
              ^bb4:
                %v22 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v22, %l7[%k0] : memref<?xi64>
                %v23 = memref.load %ls1[%lane] : memref<?xi64>
                %v24 = memref.load %l7[%k0] : memref<?xi64>
                %v25 = arith.muli %v23, %v24 : i64
                memref.store %v25, %l8[%k0] : memref<?xi64>
                %v26 = arith.constant 0xFF800000 : f32
                memref.store %v26, %l9[%k0] : memref<?xf32>
                %v27 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v27, %l10[%k0] : memref<?xi64>
                %v28 = memref.load %ls0[%lane] : memref<?xi64>
                memref.store %v28, %l11[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v29 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v29, %l12[%k0] : memref<?xi64>
                %v30 = memref.load %l12[%k0] : memref<?xi64>
                %v31 = arith.constant 256 : i64
                %v32 = arith.addi %v30, %v31 : i64
                memref.store %v32, %l13[%k0] : memref<?xi64>
                %v33 = memref.load %l13[%k0] : memref<?xi64>
                %v34 = arith.constant 256 : i64
                %v35 = arith.addi %v33, %v34 : i64
                memref.store %v35, %l14[%k0] : memref<?xi64>
                %v36 = memref.load %l14[%k0] : memref<?xi64>
                %v37 = arith.constant 256 : i64
                %v38 = arith.addi %v36, %v37 : i64
                memref.store %v38, %l15[%k0] : memref<?xi64>
                %v39 = memref.load %l8[%k0] : memref<?xi64>
                %v40 = memref.load %l12[%k0] : memref<?xi64>
                %v41 = arith.addi %v39, %v40 : i64
                memref.store %v41, %l16[%k0] : memref<?xi64>
                %v42 = memref.load %l16[%k0] : memref<?xi64>
                %v43 = arith.constant 256 : i64
                %v44 = arith.addi %v42, %v43 : i64
                memref.store %v44, %l17[%k0] : memref<?xi64>
                %v45 = memref.load %l17[%k0] : memref<?xi64>
                %v46 = arith.constant 256 : i64
                %v47 = arith.addi %v45, %v46 : i64
                memref.store %v47, %l18[%k0] : memref<?xi64>
                %v48 = memref.load %l18[%k0] : memref<?xi64>
                %v49 = arith.constant 256 : i64
                %v50 = arith.addi %v48, %v49 : i64
                memref.store %v50, %l19[%k0] : memref<?xi64>
                %v51 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v51, %l20[%k0] : memref<?xi64>
                %v52 = memref.load %l15[%k0] : memref<?xi64>
                %v53 = memref.load %l20[%k0] : memref<?xi64>
                %v54 = arith.cmpi ult, %v52, %v53 : i64
                memref.store %v54, %l21[%k0] : memref<?xi1>
                %v55 = memref.load %l21[%k0] : memref<?xi1>
                cf.cond_br %v55, ^bb6, ^bb27
              ^bb6:
                %v56 = arith.index_cast %n0 : index to i64
                memref.store %v56, %l22[%k0] : memref<?xi64>
                %v57 = memref.load %l16[%k0] : memref<?xi64>
                %v58 = memref.load %l22[%k0] : memref<?xi64>
                %v59 = arith.cmpi ult, %v57, %v58 : i64
                memref.store %v59, %l23[%k0] : memref<?xi1>
                %v60 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v60, ^bb7, ^bb27
              ^bb7:
                %v61 = arith.index_cast %n0 : index to i64
                memref.store %v61, %l24[%k0] : memref<?xi64>
                %v62 = memref.load %l17[%k0] : memref<?xi64>
                %v63 = memref.load %l24[%k0] : memref<?xi64>
                %v64 = arith.cmpi ult, %v62, %v63 : i64
                memref.store %v64, %l25[%k0] : memref<?xi1>
                %v65 = memref.load %l25[%k0] : memref<?xi1>
                cf.cond_br %v65, ^bb8, ^bb27
              ^bb8:
                %v66 = arith.index_cast %n0 : index to i64
                memref.store %v66, %l26[%k0] : memref<?xi64>
                %v67 = memref.load %l18[%k0] : memref<?xi64>
                %v68 = memref.load %l26[%k0] : memref<?xi64>
                %v69 = arith.cmpi ult, %v67, %v68 : i64
                memref.store %v69, %l27[%k0] : memref<?xi1>
                %v70 = memref.load %l27[%k0] : memref<?xi1>
                cf.cond_br %v70, ^bb9, ^bb27
              ^bb9:
                %v71 = arith.index_cast %n0 : index to i64
                memref.store %v71, %l28[%k0] : memref<?xi64>
                %v72 = memref.load %l19[%k0] : memref<?xi64>
                %v73 = memref.load %l28[%k0] : memref<?xi64>
                %v74 = arith.cmpi ult, %v72, %v73 : i64
                memref.store %v74, %l29[%k0] : memref<?xi1>
                %v75 = memref.load %l29[%k0] : memref<?xi1>
                cf.cond_br %v75, ^bb10, ^bb27
              ^bb10:
                %v76 = memref.load %l16[%k0] : memref<?xi64>
                %v77 = arith.index_cast %v76 : i64 to index
                %v78 = memref.load %p0[%v77] : memref<?xf32>
                memref.store %v78, %l30[%k0] : memref<?xf32>
                %v79 = memref.load %l17[%k0] : memref<?xi64>
                %v80 = arith.index_cast %v79 : i64 to index
                %v81 = memref.load %p0[%v80] : memref<?xf32>
                memref.store %v81, %l31[%k0] : memref<?xf32>
                %v82 = memref.load %l18[%k0] : memref<?xi64>
                %v83 = arith.index_cast %v82 : i64 to index
                %v84 = memref.load %p0[%v83] : memref<?xf32>
                memref.store %v84, %l32[%k0] : memref<?xf32>
                %v85 = memref.load %l19[%k0] : memref<?xi64>
                %v86 = arith.index_cast %v85 : i64 to index
                %v87 = memref.load %p0[%v86] : memref<?xf32>
                memref.store %v87, %l33[%k0] : memref<?xf32>
                %v88 = memref.load %l30[%k0] : memref<?xf32>
                %v89 = memref.load %l30[%k0] : memref<?xf32>
                %v90 = arith.cmpf oeq, %v88, %v89 : f32
                memref.store %v90, %l34[%k0] : memref<?xi1>
                %v91 = memref.load %l34[%k0] : memref<?xi1>
                cf.cond_br %v91, ^bb11, ^bb14
              ^bb11:
                %v92 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v92, %l35[%k0] : memref<?xi64>
                %v93 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v93, %l36[%k0] : memref<?xi64>
                %v94 = memref.load %l35[%k0] : memref<?xi64>
                %v95 = memref.load %l36[%k0] : memref<?xi64>
                %v96 = arith.cmpi eq, %v94, %v95 : i64
                memref.store %v96, %l37[%k0] : memref<?xi1>
                %v97 = memref.load %l37[%k0] : memref<?xi1>
                cf.cond_br %v97, ^bb13, ^bb12
              ^bb12:
                %v98 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v98, %l38[%k0] : memref<?xf32>
                %v99 = memref.load %l30[%k0] : memref<?xf32>
                %v100 = memref.load %l38[%k0] : memref<?xf32>
                %v101 = arith.cmpf ogt, %v99, %v100 : f32
                memref.store %v101, %l39[%k0] : memref<?xi1>
                %v102 = memref.load %l39[%k0] : memref<?xi1>
                cf.cond_br %v102, ^bb13, ^bb14
              ^bb13:
                %v103 = memref.load %l30[%k0] : memref<?xf32>
                memref.store %v103, %l9[%k0] : memref<?xf32>
                %v104 = memref.load %l12[%k0] : memref<?xi64>
                memref.store %v104, %l10[%k0] : memref<?xi64>
                cf.br ^bb14
              ^bb14:
                %v105 = memref.load %l31[%k0] : memref<?xf32>
                %v106 = memref.load %l31[%k0] : memref<?xf32>
                %v107 = arith.cmpf oeq, %v105, %v106 : f32
                memref.store %v107, %l40[%k0] : memref<?xi1>
                %v108 = memref.load %l40[%k0] : memref<?xi1>
                cf.cond_br %v108, ^bb15, ^bb18
              ^bb15:
                %v109 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v109, %l41[%k0] : memref<?xi64>
                %v110 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v110, %l42[%k0] : memref<?xi64>
                %v111 = memref.load %l41[%k0] : memref<?xi64>
                %v112 = memref.load %l42[%k0] : memref<?xi64>
                %v113 = arith.cmpi eq, %v111, %v112 : i64
                memref.store %v113, %l43[%k0] : memref<?xi1>
                %v114 = memref.load %l43[%k0] : memref<?xi1>
                cf.cond_br %v114, ^bb17, ^bb16
              ^bb16:
                %v115 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v115, %l44[%k0] : memref<?xf32>
                %v116 = memref.load %l31[%k0] : memref<?xf32>
                %v117 = memref.load %l44[%k0] : memref<?xf32>
                %v118 = arith.cmpf ogt, %v116, %v117 : f32
                memref.store %v118, %l45[%k0] : memref<?xi1>
                %v119 = memref.load %l45[%k0] : memref<?xi1>
                cf.cond_br %v119, ^bb17, ^bb18
              ^bb17:
                %v120 = memref.load %l31[%k0] : memref<?xf32>
                memref.store %v120, %l9[%k0] : memref<?xf32>
                %v121 = memref.load %l13[%k0] : memref<?xi64>
                memref.store %v121, %l10[%k0] : memref<?xi64>
                cf.br ^bb18
              ^bb18:
                %v122 = memref.load %l32[%k0] : memref<?xf32>
                %v123 = memref.load %l32[%k0] : memref<?xf32>
                %v124 = arith.cmpf oeq, %v122, %v123 : f32
                memref.store %v124, %l46[%k0] : memref<?xi1>
                %v125 = memref.load %l46[%k0] : memref<?xi1>
                cf.cond_br %v125, ^bb19, ^bb22
              ^bb19:
                %v126 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v126, %l47[%k0] : memref<?xi64>
                %v127 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v127, %l48[%k0] : memref<?xi64>
                %v128 = memref.load %l47[%k0] : memref<?xi64>
                %v129 = memref.load %l48[%k0] : memref<?xi64>
                %v130 = arith.cmpi eq, %v128, %v129 : i64
                memref.store %v130, %l49[%k0] : memref<?xi1>
                %v131 = memref.load %l49[%k0] : memref<?xi1>
                cf.cond_br %v131, ^bb21, ^bb20
              ^bb20:
                %v132 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v132, %l50[%k0] : memref<?xf32>
                %v133 = memref.load %l32[%k0] : memref<?xf32>
                %v134 = memref.load %l50[%k0] : memref<?xf32>
                %v135 = arith.cmpf ogt, %v133, %v134 : f32
                memref.store %v135, %l51[%k0] : memref<?xi1>
                %v136 = memref.load %l51[%k0] : memref<?xi1>
                cf.cond_br %v136, ^bb21, ^bb22
              ^bb21:
                %v137 = memref.load %l32[%k0] : memref<?xf32>
                memref.store %v137, %l9[%k0] : memref<?xf32>
                %v138 = memref.load %l14[%k0] : memref<?xi64>
                memref.store %v138, %l10[%k0] : memref<?xi64>
                cf.br ^bb22
              ^bb22:
                %v139 = memref.load %l33[%k0] : memref<?xf32>
                %v140 = memref.load %l33[%k0] : memref<?xf32>
                %v141 = arith.cmpf oeq, %v139, %v140 : f32
                memref.store %v141, %l52[%k0] : memref<?xi1>
                %v142 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v142, ^bb23, ^bb26
              ^bb23:
                %v143 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v143, %l53[%k0] : memref<?xi64>
                %v144 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v144, %l54[%k0] : memref<?xi64>
                %v145 = memref.load %l53[%k0] : memref<?xi64>
                %v146 = memref.load %l54[%k0] : memref<?xi64>
                %v147 = arith.cmpi eq, %v145, %v146 : i64
                memref.store %v147, %l55[%k0] : memref<?xi1>
                %v148 = memref.load %l55[%k0] : memref<?xi1>
                cf.cond_br %v148, ^bb25, ^bb24
              ^bb24:
                %v149 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v149, %l56[%k0] : memref<?xf32>
                %v150 = memref.load %l33[%k0] : memref<?xf32>
                %v151 = memref.load %l56[%k0] : memref<?xf32>
                %v152 = arith.cmpf ogt, %v150, %v151 : f32
                memref.store %v152, %l57[%k0] : memref<?xi1>
                %v153 = memref.load %l57[%k0] : memref<?xi1>
                cf.cond_br %v153, ^bb25, ^bb26
              ^bb25:
                %v154 = memref.load %l33[%k0] : memref<?xf32>
                memref.store %v154, %l9[%k0] : memref<?xf32>
                %v155 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v155, %l10[%k0] : memref<?xi64>
                cf.br ^bb26
              ^bb26:
                %v156 = arith.constant 4 : i64
                %v157 = arith.constant 256 : i64
                %v158 = arith.muli %v156, %v157 : i64
                memref.store %v158, %l58[%k0] : memref<?xi64>
                %v159 = memref.load %l12[%k0] : memref<?xi64>
                %v160 = memref.load %l58[%k0] : memref<?xi64>
                %v161 = arith.addi %v159, %v160 : i64
                memref.store %v161, %l11[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb27:
                %v162 = memref.load %l11[%k0] : memref<?xi64>
                memref.store %v162, %l59[%k0] : memref<?xi64>
                %v163 = memref.load %l8[%k0] : memref<?xi64>
                %v164 = memref.load %l59[%k0] : memref<?xi64>
                %v165 = arith.addi %v163, %v164 : i64
                memref.store %v165, %l60[%k0] : memref<?xi64>
                %v166 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v166, %l61[%k0] : memref<?xi64>
                %v167 = memref.load %l59[%k0] : memref<?xi64>
                %v168 = memref.load %l61[%k0] : memref<?xi64>
                %v169 = arith.cmpi ult, %v167, %v168 : i64
                memref.store %v169, %l62[%k0] : memref<?xi1>
                %v170 = memref.load %l62[%k0] : memref<?xi1>
                cf.cond_br %v170, ^bb28, ^bb34
              ^bb28:
                %v171 = arith.index_cast %n0 : index to i64
                memref.store %v171, %l63[%k0] : memref<?xi64>
                %v172 = memref.load %l60[%k0] : memref<?xi64>
                %v173 = memref.load %l63[%k0] : memref<?xi64>
                %v174 = arith.cmpi ult, %v172, %v173 : i64
                memref.store %v174, %l64[%k0] : memref<?xi1>
                %v175 = memref.load %l64[%k0] : memref<?xi1>
                cf.cond_br %v175, ^bb29, ^bb34
              ^bb29:
                %v176 = memref.load %l60[%k0] : memref<?xi64>
                %v177 = arith.index_cast %v176 : i64 to index
                %v178 = memref.load %p0[%v177] : memref<?xf32>
                memref.store %v178, %l65[%k0] : memref<?xf32>
                %v179 = memref.load %l65[%k0] : memref<?xf32>
                %v180 = memref.load %l65[%k0] : memref<?xf32>
                %v181 = arith.cmpf oeq, %v179, %v180 : f32
                memref.store %v181, %l66[%k0] : memref<?xi1>
                %v182 = memref.load %l66[%k0] : memref<?xi1>
                cf.cond_br %v182, ^bb30, ^bb33
              ^bb30:
                %v183 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v183, %l67[%k0] : memref<?xi64>
                %v184 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v184, %l68[%k0] : memref<?xi64>
                %v185 = memref.load %l67[%k0] : memref<?xi64>
                %v186 = memref.load %l68[%k0] : memref<?xi64>
                %v187 = arith.cmpi eq, %v185, %v186 : i64
                memref.store %v187, %l69[%k0] : memref<?xi1>
                %v188 = memref.load %l69[%k0] : memref<?xi1>
                cf.cond_br %v188, ^bb32, ^bb31
              ^bb31:
                %v189 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v189, %l70[%k0] : memref<?xf32>
                %v190 = memref.load %l65[%k0] : memref<?xf32>
                %v191 = memref.load %l70[%k0] : memref<?xf32>
                %v192 = arith.cmpf ogt, %v190, %v191 : f32
                memref.store %v192, %l71[%k0] : memref<?xi1>
                %v193 = memref.load %l71[%k0] : memref<?xi1>
                cf.cond_br %v193, ^bb32, ^bb33
              ^bb32:
                %v194 = memref.load %l65[%k0] : memref<?xf32>
                memref.store %v194, %l9[%k0] : memref<?xf32>
                %v195 = memref.load %l59[%k0] : memref<?xi64>
                memref.store %v195, %l10[%k0] : memref<?xi64>
                cf.br ^bb33
              ^bb33:
                %v196 = memref.load %l59[%k0] : memref<?xi64>
                %v197 = arith.constant 256 : i64
                %v198 = arith.addi %v196, %v197 : i64
                memref.store %v198, %l11[%k0] : memref<?xi64>
                cf.br ^bb27
              ^bb34:
                %v199 = memref.load %ls0[%lane] : memref<?xi64>
                %v200 = arith.constant 256 : i64
                %v201 = arith.cmpi ult, %v199, %v200 : i64
                memref.store %v201, %l72[%k0] : memref<?xi1>
                %v202 = memref.load %l72[%k0] : memref<?xi1>
                cf.cond_br %v202, ^bb35, ^bb36
              ^bb35:
                %v203 = memref.load %l9[%k0] : memref<?xf32>
                memref.store %v203, %l73[%k0] : memref<?xf32>
                %v204 = memref.load %ls0[%lane] : memref<?xi64>
                %v205 = arith.index_cast %v204 : i64 to index
                %v206 = memref.load %l73[%k0] : memref<?xf32>
                memref.store %v206, %wg0[%v205] : memref<?xf32>
                %v207 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v207, %l74[%k0] : memref<?xi64>
                %v208 = memref.load %l74[%k0] : memref<?xi64>
                %v209 = arith.uitofp %v208 : i64 to f32
                memref.store %v209, %l75[%k0] : memref<?xf32>
                %v210 = memref.load %ls0[%lane] : memref<?xi64>
                %v211 = arith.index_cast %v210 : i64 to index
                %v212 = memref.load %l75[%k0] : memref<?xf32>
                memref.store %v212, %wg1[%v211] : memref<?xf32>
                cf.br ^bb36
              ^bb36:
                %v213 = arith.constant 37 : i32
                memref.store %v213, %resume[%lane] : memref<?xi32>
                %v214 = arith.constant true
                %v215 = arith.constant 0 : index
                memref.store %v214, %more[%v215] : memref<?xi1>
                cf.br ^exit
              ^bb37:
                %v216 = arith.constant 256 : i64
                %v217 = arith.constant 2 : i64
                %v218 = arith.constant 0 : i64
                %v219 = arith.cmpi eq, %v217, %v218 : i64
                %v220 = arith.constant 1 : i64
                %v221 = arith.select %v219, %v220, %v217 : i64
                %v222 = arith.divui %v216, %v221 : i64
                memref.store %v222, %ls76[%lane] : memref<?xi64>
                cf.br ^bb38
              ^bb38:
                %v223 = memref.load %ls76[%lane] : memref<?xi64>
                memref.store %v223, %l77[%k0] : memref<?xi64>
                %v224 = memref.load %l77[%k0] : memref<?xi64>
                %v225 = arith.constant 0 : i64
                %v226 = arith.cmpi ugt, %v224, %v225 : i64
                memref.store %v226, %l78[%k0] : memref<?xi1>
                %v227 = memref.load %l78[%k0] : memref<?xi1>
                cf.cond_br %v227, ^bb39, ^bb49
              ^bb39:
                %v228 = memref.load %ls76[%lane] : memref<?xi64>
                memref.store %v228, %l79[%k0] : memref<?xi64>
                %v229 = memref.load %ls0[%lane] : memref<?xi64>
                %v230 = memref.load %l79[%k0] : memref<?xi64>
                %v231 = arith.addi %v229, %v230 : i64
                memref.store %v231, %l80[%k0] : memref<?xi64>
                %v232 = memref.load %ls76[%lane] : memref<?xi64>
                memref.store %v232, %l81[%k0] : memref<?xi64>
                %v233 = memref.load %ls0[%lane] : memref<?xi64>
                %v234 = memref.load %l81[%k0] : memref<?xi64>
                %v235 = arith.cmpi ult, %v233, %v234 : i64
                memref.store %v235, %l82[%k0] : memref<?xi1>
                %v236 = memref.load %l82[%k0] : memref<?xi1>
                cf.cond_br %v236, ^bb40, ^bb47
              ^bb40:
                %v237 = memref.load %l80[%k0] : memref<?xi64>
                %v238 = arith.constant 256 : i64
                %v239 = arith.cmpi ult, %v237, %v238 : i64
                memref.store %v239, %l83[%k0] : memref<?xi1>
                %v240 = memref.load %l83[%k0] : memref<?xi1>
                cf.cond_br %v240, ^bb41, ^bb47
              ^bb41:
                %v241 = memref.load %ls0[%lane] : memref<?xi64>
                %v242 = arith.index_cast %v241 : i64 to index
                %v243 = memref.load %wg0[%v242] : memref<?xf32>
                memref.store %v243, %l84[%k0] : memref<?xf32>
                %v244 = memref.load %ls0[%lane] : memref<?xi64>
                %v245 = arith.index_cast %v244 : i64 to index
                %v246 = memref.load %wg1[%v245] : memref<?xf32>
                memref.store %v246, %l85[%k0] : memref<?xf32>
                %v247 = memref.load %l80[%k0] : memref<?xi64>
                %v248 = arith.index_cast %v247 : i64 to index
                %v249 = memref.load %wg0[%v248] : memref<?xf32>
                memref.store %v249, %l86[%k0] : memref<?xf32>
                %v250 = memref.load %l80[%k0] : memref<?xi64>
                %v251 = arith.index_cast %v250 : i64 to index
                %v252 = memref.load %wg1[%v251] : memref<?xf32>
                memref.store %v252, %l87[%k0] : memref<?xf32>
                %v253 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v253, %l88[%k0] : memref<?xi64>
                %v254 = memref.load %l88[%k0] : memref<?xi64>
                %v255 = arith.uitofp %v254 : i64 to f32
                memref.store %v255, %l89[%k0] : memref<?xf32>
                %v256 = memref.load %l87[%k0] : memref<?xf32>
                %v257 = memref.load %l89[%k0] : memref<?xf32>
                %v258 = arith.cmpf olt, %v256, %v257 : f32
                memref.store %v258, %l90[%k0] : memref<?xi1>
                %v259 = memref.load %l90[%k0] : memref<?xi1>
                cf.cond_br %v259, ^bb42, ^bb47
              ^bb42:
                %v260 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v260, %l91[%k0] : memref<?xi64>
                %v261 = memref.load %l91[%k0] : memref<?xi64>
                %v262 = arith.uitofp %v261 : i64 to f32
                memref.store %v262, %l92[%k0] : memref<?xf32>
                %v263 = memref.load %l85[%k0] : memref<?xf32>
                %v264 = memref.load %l92[%k0] : memref<?xf32>
                %v265 = arith.cmpf oeq, %v263, %v264 : f32
                memref.store %v265, %l93[%k0] : memref<?xi1>
                %v266 = memref.load %l93[%k0] : memref<?xi1>
                cf.cond_br %v266, ^bb46, ^bb43
              ^bb43:
                %v267 = memref.load %l86[%k0] : memref<?xf32>
                %v268 = memref.load %l84[%k0] : memref<?xf32>
                %v269 = arith.cmpf ogt, %v267, %v268 : f32
                memref.store %v269, %l94[%k0] : memref<?xi1>
                %v270 = memref.load %l94[%k0] : memref<?xi1>
                cf.cond_br %v270, ^bb46, ^bb44
              ^bb44:
                %v271 = memref.load %l86[%k0] : memref<?xf32>
                %v272 = memref.load %l84[%k0] : memref<?xf32>
                %v273 = arith.cmpf oeq, %v271, %v272 : f32
                memref.store %v273, %l95[%k0] : memref<?xi1>
                %v274 = memref.load %l95[%k0] : memref<?xi1>
                cf.cond_br %v274, ^bb45, ^bb47
              ^bb45:
                %v275 = memref.load %l87[%k0] : memref<?xf32>
                %v276 = memref.load %l85[%k0] : memref<?xf32>
                %v277 = arith.cmpf olt, %v275, %v276 : f32
                memref.store %v277, %l96[%k0] : memref<?xi1>
                %v278 = memref.load %l96[%k0] : memref<?xi1>
                cf.cond_br %v278, ^bb46, ^bb47
              ^bb46:
                %v279 = memref.load %ls0[%lane] : memref<?xi64>
                %v280 = arith.index_cast %v279 : i64 to index
                %v281 = memref.load %l86[%k0] : memref<?xf32>
                memref.store %v281, %wg0[%v280] : memref<?xf32>
                %v282 = memref.load %ls0[%lane] : memref<?xi64>
                %v283 = arith.index_cast %v282 : i64 to index
                %v284 = memref.load %l87[%k0] : memref<?xf32>
                memref.store %v284, %wg1[%v283] : memref<?xf32>
                cf.br ^bb47
              ^bb47:
                %v285 = arith.constant 48 : i32
                memref.store %v285, %resume[%lane] : memref<?xi32>
                %v286 = arith.constant true
                %v287 = arith.constant 0 : index
                memref.store %v286, %more[%v287] : memref<?xi1>
                cf.br ^exit
              ^bb48:
                %v288 = memref.load %ls76[%lane] : memref<?xi64>
                memref.store %v288, %l97[%k0] : memref<?xi64>
                %v289 = memref.load %l97[%k0] : memref<?xi64>
                %v290 = arith.constant 2 : i64
                %v291 = arith.constant 0 : i64
                %v292 = arith.cmpi eq, %v290, %v291 : i64
                %v293 = arith.constant 1 : i64
                %v294 = arith.select %v292, %v293, %v290 : i64
                %v295 = arith.divui %v289, %v294 : i64
                memref.store %v295, %ls76[%lane] : memref<?xi64>
                cf.br ^bb38
              ^bb49:
                %v296 = memref.load %ls0[%lane] : memref<?xi64>
                %v297 = arith.constant 0 : i64
                %v298 = arith.cmpi eq, %v296, %v297 : i64
                memref.store %v298, %l98[%k0] : memref<?xi1>
                %v299 = memref.load %l98[%k0] : memref<?xi1>
                cf.cond_br %v299, ^bb50, ^bb54
              ^bb50:
                %v300 = arith.index_cast %n2 : index to i64
                memref.store %v300, %l99[%k0] : memref<?xi64>
                %v301 = memref.load %ls1[%lane] : memref<?xi64>
                %v302 = memref.load %l99[%k0] : memref<?xi64>
                %v303 = arith.cmpi ult, %v301, %v302 : i64
                memref.store %v303, %l100[%k0] : memref<?xi1>
                %v304 = memref.load %l100[%k0] : memref<?xi1>
                cf.cond_br %v304, ^bb51, ^bb54
              ^bb51:
                %v305 = arith.constant 0 : i64
                %v306 = arith.index_cast %v305 : i64 to index
                %v307 = memref.load %wg1[%v306] : memref<?xf32>
                memref.store %v307, %l101[%k0] : memref<?xf32>
                %v308 = memref.load %l101[%k0] : memref<?xf32>
                %v309 = arith.cmpf uno, %v308, %v308 : f32
                %v310 = arith.constant 0x5F800000 : f32
                %v311 = arith.cmpf oge, %v308, %v310 : f32
                %v312 = arith.constant 0x00000000 : f32
                %v313 = arith.cmpf olt, %v308, %v312 : f32
                %v314 = arith.ori %v309, %v311 : i1
                %v315 = arith.ori %v314, %v313 : i1
                %v316 = arith.constant 0x00000000 : f32
                %v317 = arith.select %v315, %v316, %v308 : f32
                %v318 = arith.constant 0x2F800000 : f32
                %v319 = arith.mulf %v317, %v318 : f32
                %v320 = arith.fptoui %v319 : f32 to i32
                %v321 = arith.uitofp %v320 : i32 to f32
                %v322 = arith.constant 0x4F800000 : f32
                %v323 = arith.mulf %v321, %v322 : f32
                %v324 = arith.subf %v317, %v323 : f32
                %v325 = arith.fptoui %v324 : f32 to i32
                %v326 = arith.extui %v320 : i32 to i64
                %v327 = arith.constant 32 : i64
                %v328 = arith.shli %v326, %v327 : i64
                %v329 = arith.extui %v325 : i32 to i64
                %v330 = arith.ori %v328, %v329 : i64
                %v331 = arith.constant -1 : i64
                %v332 = arith.select %v311, %v331, %v330 : i64
                %v333 = arith.constant 0 : i64
                %v334 = arith.select %v313, %v333, %v332 : i64
                %v335 = arith.constant 0 : i64
                %v336 = arith.select %v309, %v335, %v334 : i64
                memref.store %v336, %l102[%k0] : memref<?xi64>
                %v337 = memref.load %l102[%k0] : memref<?xi64>
                memref.store %v337, %l103[%k0] : memref<?xi64>
                %v338 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v338, %l104[%k0] : memref<?xi64>
                %v339 = memref.load %l103[%k0] : memref<?xi64>
                %v340 = memref.load %l104[%k0] : memref<?xi64>
                %v341 = arith.cmpi uge, %v339, %v340 : i64
                memref.store %v341, %l105[%k0] : memref<?xi1>
                %v342 = memref.load %l105[%k0] : memref<?xi1>
                cf.cond_br %v342, ^bb52, ^bb53
              ^bb52:
                %v343 = arith.constant 0 : i64
                memref.store %v343, %l102[%k0] : memref<?xi64>
                cf.br ^bb53
              ^bb53:
                %v344 = memref.load %l102[%k0] : memref<?xi64>
                memref.store %v344, %l106[%k0] : memref<?xi64>
                %v345 = memref.load %l106[%k0] : memref<?xi64>
                %v346 = arith.trunci %v345 : i64 to i32
                memref.store %v346, %l107[%k0] : memref<?xi32>
                %v347 = memref.load %ls1[%lane] : memref<?xi64>
                %v348 = arith.index_cast %v347 : i64 to index
                %v349 = memref.load %l107[%k0] : memref<?xi32>
                memref.store %v349, %p2[%v348] : memref<?xi32>
                cf.br ^bb54
              ^bb54:
                %v350 = arith.constant -1 : i32
                memref.store %v350, %resume[%lane] : memref<?xi32>
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
