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
    %b_ls69_c0 = "aie.buffer"(%t_c0) {sym_name = "ls69_c0"} : (index) -> memref<256xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<256xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi1>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xf32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi64>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi64>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi64>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi1>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi1>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi64>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi1>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi1>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi1>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xf32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xf32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xf32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xf32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi1>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xf32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi1>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi1>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xf32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi1>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi1>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi1>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xf32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi1>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi1>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xf32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi64>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi1>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi1>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xf32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi1>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi1>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xf32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi1>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi64>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi64>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi1>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xf32>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xf32>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi64>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi1>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi64>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi64>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi64>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi1>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi1>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xf32>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xf32>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xf32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xf32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xf32>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi1>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi64>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xf32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi1>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi1>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi1>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi1>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi64>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi1>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi64>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi1>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xf32>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi64>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi64>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi1>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi32>
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
      %ls69 = memref.cast %b_ls69_c0 : memref<256xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<256xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi1> to memref<?xi1>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xf32> to memref<?xf32>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi64> to memref<?xi64>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi64> to memref<?xi64>
      %l19 = memref.cast %b_l19_c0 : memref<1xi64> to memref<?xi64>
      %l20 = memref.cast %b_l20_c0 : memref<1xi1> to memref<?xi1>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi1> to memref<?xi1>
      %l23 = memref.cast %b_l23_c0 : memref<1xi64> to memref<?xi64>
      %l24 = memref.cast %b_l24_c0 : memref<1xi1> to memref<?xi1>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi1> to memref<?xi1>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi1> to memref<?xi1>
      %l29 = memref.cast %b_l29_c0 : memref<1xf32> to memref<?xf32>
      %l30 = memref.cast %b_l30_c0 : memref<1xf32> to memref<?xf32>
      %l31 = memref.cast %b_l31_c0 : memref<1xf32> to memref<?xf32>
      %l32 = memref.cast %b_l32_c0 : memref<1xf32> to memref<?xf32>
      %l33 = memref.cast %b_l33_c0 : memref<1xi1> to memref<?xi1>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xf32> to memref<?xf32>
      %l37 = memref.cast %b_l37_c0 : memref<1xi1> to memref<?xi1>
      %l38 = memref.cast %b_l38_c0 : memref<1xi1> to memref<?xi1>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xf32> to memref<?xf32>
      %l42 = memref.cast %b_l42_c0 : memref<1xi1> to memref<?xi1>
      %l43 = memref.cast %b_l43_c0 : memref<1xi1> to memref<?xi1>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xi1> to memref<?xi1>
      %l46 = memref.cast %b_l46_c0 : memref<1xf32> to memref<?xf32>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xi1> to memref<?xi1>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi1> to memref<?xi1>
      %l51 = memref.cast %b_l51_c0 : memref<1xf32> to memref<?xf32>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xi64> to memref<?xi64>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi1> to memref<?xi1>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi1> to memref<?xi1>
      %l58 = memref.cast %b_l58_c0 : memref<1xf32> to memref<?xf32>
      %l59 = memref.cast %b_l59_c0 : memref<1xi1> to memref<?xi1>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi1> to memref<?xi1>
      %l62 = memref.cast %b_l62_c0 : memref<1xf32> to memref<?xf32>
      %l63 = memref.cast %b_l63_c0 : memref<1xi1> to memref<?xi1>
      %l64 = memref.cast %b_l64_c0 : memref<1xi64> to memref<?xi64>
      %l65 = memref.cast %b_l65_c0 : memref<1xi64> to memref<?xi64>
      %l66 = memref.cast %b_l66_c0 : memref<1xi1> to memref<?xi1>
      %l67 = memref.cast %b_l67_c0 : memref<1xf32> to memref<?xf32>
      %l68 = memref.cast %b_l68_c0 : memref<1xf32> to memref<?xf32>
      %l70 = memref.cast %b_l70_c0 : memref<1xi64> to memref<?xi64>
      %l71 = memref.cast %b_l71_c0 : memref<1xi1> to memref<?xi1>
      %l72 = memref.cast %b_l72_c0 : memref<1xi64> to memref<?xi64>
      %l73 = memref.cast %b_l73_c0 : memref<1xi64> to memref<?xi64>
      %l74 = memref.cast %b_l74_c0 : memref<1xi64> to memref<?xi64>
      %l75 = memref.cast %b_l75_c0 : memref<1xi1> to memref<?xi1>
      %l76 = memref.cast %b_l76_c0 : memref<1xi1> to memref<?xi1>
      %l77 = memref.cast %b_l77_c0 : memref<1xf32> to memref<?xf32>
      %l78 = memref.cast %b_l78_c0 : memref<1xf32> to memref<?xf32>
      %l79 = memref.cast %b_l79_c0 : memref<1xf32> to memref<?xf32>
      %l80 = memref.cast %b_l80_c0 : memref<1xf32> to memref<?xf32>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xf32> to memref<?xf32>
      %l83 = memref.cast %b_l83_c0 : memref<1xi1> to memref<?xi1>
      %l84 = memref.cast %b_l84_c0 : memref<1xi64> to memref<?xi64>
      %l85 = memref.cast %b_l85_c0 : memref<1xf32> to memref<?xf32>
      %l86 = memref.cast %b_l86_c0 : memref<1xi1> to memref<?xi1>
      %l87 = memref.cast %b_l87_c0 : memref<1xi1> to memref<?xi1>
      %l88 = memref.cast %b_l88_c0 : memref<1xi1> to memref<?xi1>
      %l89 = memref.cast %b_l89_c0 : memref<1xi1> to memref<?xi1>
      %l90 = memref.cast %b_l90_c0 : memref<1xi64> to memref<?xi64>
      %l91 = memref.cast %b_l91_c0 : memref<1xi1> to memref<?xi1>
      %l92 = memref.cast %b_l92_c0 : memref<1xi64> to memref<?xi64>
      %l93 = memref.cast %b_l93_c0 : memref<1xi1> to memref<?xi1>
      %l94 = memref.cast %b_l94_c0 : memref<1xf32> to memref<?xf32>
      %l95 = memref.cast %b_l95_c0 : memref<1xi64> to memref<?xi64>
      %l96 = memref.cast %b_l96_c0 : memref<1xi64> to memref<?xi64>
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi1> to memref<?xi1>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi32> to memref<?xi32>
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
                %v26 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v26, %l9[%k0] : memref<?xi64>
                %v27 = memref.load %l8[%k0] : memref<?xi64>
                %v28 = memref.load %l9[%k0] : memref<?xi64>
                %v29 = arith.addi %v27, %v28 : i64
                memref.store %v29, %l10[%k0] : memref<?xi64>
                %v30 = memref.load %l8[%k0] : memref<?xi64>
                %v31 = memref.load %ls0[%lane] : memref<?xi64>
                %v32 = arith.addi %v30, %v31 : i64
                memref.store %v32, %l11[%k0] : memref<?xi64>
                %v33 = arith.index_cast %n0 : index to i64
                memref.store %v33, %l12[%k0] : memref<?xi64>
                %v34 = memref.load %l11[%k0] : memref<?xi64>
                %v35 = memref.load %l12[%k0] : memref<?xi64>
                %v36 = arith.minui %v34, %v35 : i64
                memref.store %v36, %l13[%k0] : memref<?xi64>
                %v37 = arith.constant 0xFF800000 : f32
                memref.store %v37, %l14[%k0] : memref<?xf32>
                %v38 = memref.load %l10[%k0] : memref<?xi64>
                memref.store %v38, %l15[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v39 = memref.load %l13[%k0] : memref<?xi64>
                memref.store %v39, %l16[%k0] : memref<?xi64>
                %v40 = memref.load %l16[%k0] : memref<?xi64>
                %v41 = arith.constant 256 : i64
                %v42 = arith.addi %v40, %v41 : i64
                memref.store %v42, %l17[%k0] : memref<?xi64>
                %v43 = memref.load %l17[%k0] : memref<?xi64>
                %v44 = arith.constant 256 : i64
                %v45 = arith.addi %v43, %v44 : i64
                memref.store %v45, %l18[%k0] : memref<?xi64>
                %v46 = memref.load %l18[%k0] : memref<?xi64>
                %v47 = arith.constant 256 : i64
                %v48 = arith.addi %v46, %v47 : i64
                memref.store %v48, %l19[%k0] : memref<?xi64>
                %v49 = memref.load %l19[%k0] : memref<?xi64>
                %v50 = memref.load %l10[%k0] : memref<?xi64>
                %v51 = arith.cmpi ult, %v49, %v50 : i64
                memref.store %v51, %l20[%k0] : memref<?xi1>
                %v52 = memref.load %l20[%k0] : memref<?xi1>
                cf.cond_br %v52, ^bb6, ^bb27
              ^bb6:
                %v53 = arith.index_cast %n0 : index to i64
                memref.store %v53, %l21[%k0] : memref<?xi64>
                %v54 = memref.load %l16[%k0] : memref<?xi64>
                %v55 = memref.load %l21[%k0] : memref<?xi64>
                %v56 = arith.cmpi ult, %v54, %v55 : i64
                memref.store %v56, %l22[%k0] : memref<?xi1>
                %v57 = memref.load %l22[%k0] : memref<?xi1>
                cf.cond_br %v57, ^bb7, ^bb27
              ^bb7:
                %v58 = arith.index_cast %n0 : index to i64
                memref.store %v58, %l23[%k0] : memref<?xi64>
                %v59 = memref.load %l17[%k0] : memref<?xi64>
                %v60 = memref.load %l23[%k0] : memref<?xi64>
                %v61 = arith.cmpi ult, %v59, %v60 : i64
                memref.store %v61, %l24[%k0] : memref<?xi1>
                %v62 = memref.load %l24[%k0] : memref<?xi1>
                cf.cond_br %v62, ^bb8, ^bb27
              ^bb8:
                %v63 = arith.index_cast %n0 : index to i64
                memref.store %v63, %l25[%k0] : memref<?xi64>
                %v64 = memref.load %l18[%k0] : memref<?xi64>
                %v65 = memref.load %l25[%k0] : memref<?xi64>
                %v66 = arith.cmpi ult, %v64, %v65 : i64
                memref.store %v66, %l26[%k0] : memref<?xi1>
                %v67 = memref.load %l26[%k0] : memref<?xi1>
                cf.cond_br %v67, ^bb9, ^bb27
              ^bb9:
                %v68 = arith.index_cast %n0 : index to i64
                memref.store %v68, %l27[%k0] : memref<?xi64>
                %v69 = memref.load %l19[%k0] : memref<?xi64>
                %v70 = memref.load %l27[%k0] : memref<?xi64>
                %v71 = arith.cmpi ult, %v69, %v70 : i64
                memref.store %v71, %l28[%k0] : memref<?xi1>
                %v72 = memref.load %l28[%k0] : memref<?xi1>
                cf.cond_br %v72, ^bb10, ^bb27
              ^bb10:
                %v73 = memref.load %l16[%k0] : memref<?xi64>
                %v74 = arith.index_cast %v73 : i64 to index
                %v75 = memref.load %p0[%v74] : memref<?xf32>
                memref.store %v75, %l29[%k0] : memref<?xf32>
                %v76 = memref.load %l17[%k0] : memref<?xi64>
                %v77 = arith.index_cast %v76 : i64 to index
                %v78 = memref.load %p0[%v77] : memref<?xf32>
                memref.store %v78, %l30[%k0] : memref<?xf32>
                %v79 = memref.load %l18[%k0] : memref<?xi64>
                %v80 = arith.index_cast %v79 : i64 to index
                %v81 = memref.load %p0[%v80] : memref<?xf32>
                memref.store %v81, %l31[%k0] : memref<?xf32>
                %v82 = memref.load %l19[%k0] : memref<?xi64>
                %v83 = arith.index_cast %v82 : i64 to index
                %v84 = memref.load %p0[%v83] : memref<?xf32>
                memref.store %v84, %l32[%k0] : memref<?xf32>
                %v85 = memref.load %l29[%k0] : memref<?xf32>
                %v86 = memref.load %l29[%k0] : memref<?xf32>
                %v87 = arith.cmpf oeq, %v85, %v86 : f32
                memref.store %v87, %l33[%k0] : memref<?xi1>
                %v88 = memref.load %l33[%k0] : memref<?xi1>
                cf.cond_br %v88, ^bb11, ^bb14
              ^bb11:
                %v89 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v89, %l34[%k0] : memref<?xi64>
                %v90 = memref.load %l34[%k0] : memref<?xi64>
                %v91 = memref.load %l10[%k0] : memref<?xi64>
                %v92 = arith.cmpi eq, %v90, %v91 : i64
                memref.store %v92, %l35[%k0] : memref<?xi1>
                %v93 = memref.load %l35[%k0] : memref<?xi1>
                cf.cond_br %v93, ^bb13, ^bb12
              ^bb12:
                %v94 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v94, %l36[%k0] : memref<?xf32>
                %v95 = memref.load %l29[%k0] : memref<?xf32>
                %v96 = memref.load %l36[%k0] : memref<?xf32>
                %v97 = arith.cmpf ogt, %v95, %v96 : f32
                memref.store %v97, %l37[%k0] : memref<?xi1>
                %v98 = memref.load %l37[%k0] : memref<?xi1>
                cf.cond_br %v98, ^bb13, ^bb14
              ^bb13:
                %v99 = memref.load %l29[%k0] : memref<?xf32>
                memref.store %v99, %l14[%k0] : memref<?xf32>
                %v100 = memref.load %l16[%k0] : memref<?xi64>
                memref.store %v100, %l15[%k0] : memref<?xi64>
                cf.br ^bb14
              ^bb14:
                %v101 = memref.load %l30[%k0] : memref<?xf32>
                %v102 = memref.load %l30[%k0] : memref<?xf32>
                %v103 = arith.cmpf oeq, %v101, %v102 : f32
                memref.store %v103, %l38[%k0] : memref<?xi1>
                %v104 = memref.load %l38[%k0] : memref<?xi1>
                cf.cond_br %v104, ^bb15, ^bb18
              ^bb15:
                %v105 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v105, %l39[%k0] : memref<?xi64>
                %v106 = memref.load %l39[%k0] : memref<?xi64>
                %v107 = memref.load %l10[%k0] : memref<?xi64>
                %v108 = arith.cmpi eq, %v106, %v107 : i64
                memref.store %v108, %l40[%k0] : memref<?xi1>
                %v109 = memref.load %l40[%k0] : memref<?xi1>
                cf.cond_br %v109, ^bb17, ^bb16
              ^bb16:
                %v110 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v110, %l41[%k0] : memref<?xf32>
                %v111 = memref.load %l30[%k0] : memref<?xf32>
                %v112 = memref.load %l41[%k0] : memref<?xf32>
                %v113 = arith.cmpf ogt, %v111, %v112 : f32
                memref.store %v113, %l42[%k0] : memref<?xi1>
                %v114 = memref.load %l42[%k0] : memref<?xi1>
                cf.cond_br %v114, ^bb17, ^bb18
              ^bb17:
                %v115 = memref.load %l30[%k0] : memref<?xf32>
                memref.store %v115, %l14[%k0] : memref<?xf32>
                %v116 = memref.load %l17[%k0] : memref<?xi64>
                memref.store %v116, %l15[%k0] : memref<?xi64>
                cf.br ^bb18
              ^bb18:
                %v117 = memref.load %l31[%k0] : memref<?xf32>
                %v118 = memref.load %l31[%k0] : memref<?xf32>
                %v119 = arith.cmpf oeq, %v117, %v118 : f32
                memref.store %v119, %l43[%k0] : memref<?xi1>
                %v120 = memref.load %l43[%k0] : memref<?xi1>
                cf.cond_br %v120, ^bb19, ^bb22
              ^bb19:
                %v121 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v121, %l44[%k0] : memref<?xi64>
                %v122 = memref.load %l44[%k0] : memref<?xi64>
                %v123 = memref.load %l10[%k0] : memref<?xi64>
                %v124 = arith.cmpi eq, %v122, %v123 : i64
                memref.store %v124, %l45[%k0] : memref<?xi1>
                %v125 = memref.load %l45[%k0] : memref<?xi1>
                cf.cond_br %v125, ^bb21, ^bb20
              ^bb20:
                %v126 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v126, %l46[%k0] : memref<?xf32>
                %v127 = memref.load %l31[%k0] : memref<?xf32>
                %v128 = memref.load %l46[%k0] : memref<?xf32>
                %v129 = arith.cmpf ogt, %v127, %v128 : f32
                memref.store %v129, %l47[%k0] : memref<?xi1>
                %v130 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v130, ^bb21, ^bb22
              ^bb21:
                %v131 = memref.load %l31[%k0] : memref<?xf32>
                memref.store %v131, %l14[%k0] : memref<?xf32>
                %v132 = memref.load %l18[%k0] : memref<?xi64>
                memref.store %v132, %l15[%k0] : memref<?xi64>
                cf.br ^bb22
              ^bb22:
                %v133 = memref.load %l32[%k0] : memref<?xf32>
                %v134 = memref.load %l32[%k0] : memref<?xf32>
                %v135 = arith.cmpf oeq, %v133, %v134 : f32
                memref.store %v135, %l48[%k0] : memref<?xi1>
                %v136 = memref.load %l48[%k0] : memref<?xi1>
                cf.cond_br %v136, ^bb23, ^bb26
              ^bb23:
                %v137 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v137, %l49[%k0] : memref<?xi64>
                %v138 = memref.load %l49[%k0] : memref<?xi64>
                %v139 = memref.load %l10[%k0] : memref<?xi64>
                %v140 = arith.cmpi eq, %v138, %v139 : i64
                memref.store %v140, %l50[%k0] : memref<?xi1>
                %v141 = memref.load %l50[%k0] : memref<?xi1>
                cf.cond_br %v141, ^bb25, ^bb24
              ^bb24:
                %v142 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v142, %l51[%k0] : memref<?xf32>
                %v143 = memref.load %l32[%k0] : memref<?xf32>
                %v144 = memref.load %l51[%k0] : memref<?xf32>
                %v145 = arith.cmpf ogt, %v143, %v144 : f32
                memref.store %v145, %l52[%k0] : memref<?xi1>
                %v146 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v146, ^bb25, ^bb26
              ^bb25:
                %v147 = memref.load %l32[%k0] : memref<?xf32>
                memref.store %v147, %l14[%k0] : memref<?xf32>
                %v148 = memref.load %l19[%k0] : memref<?xi64>
                memref.store %v148, %l15[%k0] : memref<?xi64>
                cf.br ^bb26
              ^bb26:
                %v149 = arith.constant 4 : i64
                %v150 = arith.constant 256 : i64
                %v151 = arith.muli %v149, %v150 : i64
                memref.store %v151, %l53[%k0] : memref<?xi64>
                %v152 = memref.load %l16[%k0] : memref<?xi64>
                %v153 = memref.load %l53[%k0] : memref<?xi64>
                %v154 = arith.addi %v152, %v153 : i64
                memref.store %v154, %l13[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb27:
                %v155 = memref.load %l13[%k0] : memref<?xi64>
                memref.store %v155, %l54[%k0] : memref<?xi64>
                %v156 = memref.load %l54[%k0] : memref<?xi64>
                %v157 = memref.load %l10[%k0] : memref<?xi64>
                %v158 = arith.cmpi ult, %v156, %v157 : i64
                memref.store %v158, %l55[%k0] : memref<?xi1>
                %v159 = memref.load %l55[%k0] : memref<?xi1>
                cf.cond_br %v159, ^bb28, ^bb34
              ^bb28:
                %v160 = arith.index_cast %n0 : index to i64
                memref.store %v160, %l56[%k0] : memref<?xi64>
                %v161 = memref.load %l54[%k0] : memref<?xi64>
                %v162 = memref.load %l56[%k0] : memref<?xi64>
                %v163 = arith.cmpi ult, %v161, %v162 : i64
                memref.store %v163, %l57[%k0] : memref<?xi1>
                %v164 = memref.load %l57[%k0] : memref<?xi1>
                cf.cond_br %v164, ^bb29, ^bb34
              ^bb29:
                %v165 = memref.load %l54[%k0] : memref<?xi64>
                %v166 = arith.index_cast %v165 : i64 to index
                %v167 = memref.load %p0[%v166] : memref<?xf32>
                memref.store %v167, %l58[%k0] : memref<?xf32>
                %v168 = memref.load %l58[%k0] : memref<?xf32>
                %v169 = memref.load %l58[%k0] : memref<?xf32>
                %v170 = arith.cmpf oeq, %v168, %v169 : f32
                memref.store %v170, %l59[%k0] : memref<?xi1>
                %v171 = memref.load %l59[%k0] : memref<?xi1>
                cf.cond_br %v171, ^bb30, ^bb33
              ^bb30:
                %v172 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v172, %l60[%k0] : memref<?xi64>
                %v173 = memref.load %l60[%k0] : memref<?xi64>
                %v174 = memref.load %l10[%k0] : memref<?xi64>
                %v175 = arith.cmpi eq, %v173, %v174 : i64
                memref.store %v175, %l61[%k0] : memref<?xi1>
                %v176 = memref.load %l61[%k0] : memref<?xi1>
                cf.cond_br %v176, ^bb32, ^bb31
              ^bb31:
                %v177 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v177, %l62[%k0] : memref<?xf32>
                %v178 = memref.load %l58[%k0] : memref<?xf32>
                %v179 = memref.load %l62[%k0] : memref<?xf32>
                %v180 = arith.cmpf ogt, %v178, %v179 : f32
                memref.store %v180, %l63[%k0] : memref<?xi1>
                %v181 = memref.load %l63[%k0] : memref<?xi1>
                cf.cond_br %v181, ^bb32, ^bb33
              ^bb32:
                %v182 = memref.load %l58[%k0] : memref<?xf32>
                memref.store %v182, %l14[%k0] : memref<?xf32>
                %v183 = memref.load %l54[%k0] : memref<?xi64>
                memref.store %v183, %l15[%k0] : memref<?xi64>
                cf.br ^bb33
              ^bb33:
                %v184 = memref.load %l54[%k0] : memref<?xi64>
                %v185 = arith.constant 256 : i64
                %v186 = arith.addi %v184, %v185 : i64
                memref.store %v186, %l13[%k0] : memref<?xi64>
                cf.br ^bb27
              ^bb34:
                %v187 = memref.load %l15[%k0] : memref<?xi64>
                memref.store %v187, %l64[%k0] : memref<?xi64>
                %v188 = memref.load %l64[%k0] : memref<?xi64>
                %v189 = memref.load %l8[%k0] : memref<?xi64>
                %v190 = arith.subi %v188, %v189 : i64
                memref.store %v190, %l65[%k0] : memref<?xi64>
                %v191 = memref.load %ls0[%lane] : memref<?xi64>
                %v192 = arith.constant 256 : i64
                %v193 = arith.cmpi ult, %v191, %v192 : i64
                memref.store %v193, %l66[%k0] : memref<?xi1>
                %v194 = memref.load %l66[%k0] : memref<?xi1>
                cf.cond_br %v194, ^bb35, ^bb36
              ^bb35:
                %v195 = memref.load %l14[%k0] : memref<?xf32>
                memref.store %v195, %l67[%k0] : memref<?xf32>
                %v196 = memref.load %ls0[%lane] : memref<?xi64>
                %v197 = arith.index_cast %v196 : i64 to index
                %v198 = memref.load %l67[%k0] : memref<?xf32>
                memref.store %v198, %wg0[%v197] : memref<?xf32>
                %v199 = memref.load %l65[%k0] : memref<?xi64>
                %v200 = arith.uitofp %v199 : i64 to f32
                memref.store %v200, %l68[%k0] : memref<?xf32>
                %v201 = memref.load %ls0[%lane] : memref<?xi64>
                %v202 = arith.index_cast %v201 : i64 to index
                %v203 = memref.load %l68[%k0] : memref<?xf32>
                memref.store %v203, %wg1[%v202] : memref<?xf32>
                cf.br ^bb36
              ^bb36:
                %v204 = arith.constant 37 : i32
                memref.store %v204, %resume[%lane] : memref<?xi32>
                %v205 = arith.constant true
                %v206 = arith.constant 0 : index
                memref.store %v205, %more[%v206] : memref<?xi1>
                cf.br ^exit
              ^bb37:
                %v207 = arith.constant 256 : i64
                %v208 = arith.constant 2 : i64
                %v209 = arith.constant 0 : i64
                %v210 = arith.cmpi eq, %v208, %v209 : i64
                %v211 = arith.constant 1 : i64
                %v212 = arith.select %v210, %v211, %v208 : i64
                %v213 = arith.divui %v207, %v212 : i64
                memref.store %v213, %ls69[%lane] : memref<?xi64>
                cf.br ^bb38
              ^bb38:
                %v214 = memref.load %ls69[%lane] : memref<?xi64>
                memref.store %v214, %l70[%k0] : memref<?xi64>
                %v215 = memref.load %l70[%k0] : memref<?xi64>
                %v216 = arith.constant 0 : i64
                %v217 = arith.cmpi ugt, %v215, %v216 : i64
                memref.store %v217, %l71[%k0] : memref<?xi1>
                %v218 = memref.load %l71[%k0] : memref<?xi1>
                cf.cond_br %v218, ^bb39, ^bb49
              ^bb39:
                %v219 = memref.load %ls69[%lane] : memref<?xi64>
                memref.store %v219, %l72[%k0] : memref<?xi64>
                %v220 = memref.load %ls0[%lane] : memref<?xi64>
                %v221 = memref.load %l72[%k0] : memref<?xi64>
                %v222 = arith.addi %v220, %v221 : i64
                memref.store %v222, %l73[%k0] : memref<?xi64>
                %v223 = memref.load %ls69[%lane] : memref<?xi64>
                memref.store %v223, %l74[%k0] : memref<?xi64>
                %v224 = memref.load %ls0[%lane] : memref<?xi64>
                %v225 = memref.load %l74[%k0] : memref<?xi64>
                %v226 = arith.cmpi ult, %v224, %v225 : i64
                memref.store %v226, %l75[%k0] : memref<?xi1>
                %v227 = memref.load %l75[%k0] : memref<?xi1>
                cf.cond_br %v227, ^bb40, ^bb47
              ^bb40:
                %v228 = memref.load %l73[%k0] : memref<?xi64>
                %v229 = arith.constant 256 : i64
                %v230 = arith.cmpi ult, %v228, %v229 : i64
                memref.store %v230, %l76[%k0] : memref<?xi1>
                %v231 = memref.load %l76[%k0] : memref<?xi1>
                cf.cond_br %v231, ^bb41, ^bb47
              ^bb41:
                %v232 = memref.load %ls0[%lane] : memref<?xi64>
                %v233 = arith.index_cast %v232 : i64 to index
                %v234 = memref.load %wg0[%v233] : memref<?xf32>
                memref.store %v234, %l77[%k0] : memref<?xf32>
                %v235 = memref.load %ls0[%lane] : memref<?xi64>
                %v236 = arith.index_cast %v235 : i64 to index
                %v237 = memref.load %wg1[%v236] : memref<?xf32>
                memref.store %v237, %l78[%k0] : memref<?xf32>
                %v238 = memref.load %l73[%k0] : memref<?xi64>
                %v239 = arith.index_cast %v238 : i64 to index
                %v240 = memref.load %wg0[%v239] : memref<?xf32>
                memref.store %v240, %l79[%k0] : memref<?xf32>
                %v241 = memref.load %l73[%k0] : memref<?xi64>
                %v242 = arith.index_cast %v241 : i64 to index
                %v243 = memref.load %wg1[%v242] : memref<?xf32>
                memref.store %v243, %l80[%k0] : memref<?xf32>
                %v244 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v244, %l81[%k0] : memref<?xi64>
                %v245 = memref.load %l81[%k0] : memref<?xi64>
                %v246 = arith.uitofp %v245 : i64 to f32
                memref.store %v246, %l82[%k0] : memref<?xf32>
                %v247 = memref.load %l80[%k0] : memref<?xf32>
                %v248 = memref.load %l82[%k0] : memref<?xf32>
                %v249 = arith.cmpf olt, %v247, %v248 : f32
                memref.store %v249, %l83[%k0] : memref<?xi1>
                %v250 = memref.load %l83[%k0] : memref<?xi1>
                cf.cond_br %v250, ^bb42, ^bb47
              ^bb42:
                %v251 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v251, %l84[%k0] : memref<?xi64>
                %v252 = memref.load %l84[%k0] : memref<?xi64>
                %v253 = arith.uitofp %v252 : i64 to f32
                memref.store %v253, %l85[%k0] : memref<?xf32>
                %v254 = memref.load %l78[%k0] : memref<?xf32>
                %v255 = memref.load %l85[%k0] : memref<?xf32>
                %v256 = arith.cmpf oeq, %v254, %v255 : f32
                memref.store %v256, %l86[%k0] : memref<?xi1>
                %v257 = memref.load %l86[%k0] : memref<?xi1>
                cf.cond_br %v257, ^bb46, ^bb43
              ^bb43:
                %v258 = memref.load %l79[%k0] : memref<?xf32>
                %v259 = memref.load %l77[%k0] : memref<?xf32>
                %v260 = arith.cmpf ogt, %v258, %v259 : f32
                memref.store %v260, %l87[%k0] : memref<?xi1>
                %v261 = memref.load %l87[%k0] : memref<?xi1>
                cf.cond_br %v261, ^bb46, ^bb44
              ^bb44:
                %v262 = memref.load %l79[%k0] : memref<?xf32>
                %v263 = memref.load %l77[%k0] : memref<?xf32>
                %v264 = arith.cmpf oeq, %v262, %v263 : f32
                memref.store %v264, %l88[%k0] : memref<?xi1>
                %v265 = memref.load %l88[%k0] : memref<?xi1>
                cf.cond_br %v265, ^bb45, ^bb47
              ^bb45:
                %v266 = memref.load %l80[%k0] : memref<?xf32>
                %v267 = memref.load %l78[%k0] : memref<?xf32>
                %v268 = arith.cmpf olt, %v266, %v267 : f32
                memref.store %v268, %l89[%k0] : memref<?xi1>
                %v269 = memref.load %l89[%k0] : memref<?xi1>
                cf.cond_br %v269, ^bb46, ^bb47
              ^bb46:
                %v270 = memref.load %ls0[%lane] : memref<?xi64>
                %v271 = arith.index_cast %v270 : i64 to index
                %v272 = memref.load %l79[%k0] : memref<?xf32>
                memref.store %v272, %wg0[%v271] : memref<?xf32>
                %v273 = memref.load %ls0[%lane] : memref<?xi64>
                %v274 = arith.index_cast %v273 : i64 to index
                %v275 = memref.load %l80[%k0] : memref<?xf32>
                memref.store %v275, %wg1[%v274] : memref<?xf32>
                cf.br ^bb47
              ^bb47:
                %v276 = arith.constant 48 : i32
                memref.store %v276, %resume[%lane] : memref<?xi32>
                %v277 = arith.constant true
                %v278 = arith.constant 0 : index
                memref.store %v277, %more[%v278] : memref<?xi1>
                cf.br ^exit
              ^bb48:
                %v279 = memref.load %ls69[%lane] : memref<?xi64>
                memref.store %v279, %l90[%k0] : memref<?xi64>
                %v280 = memref.load %l90[%k0] : memref<?xi64>
                %v281 = arith.constant 2 : i64
                %v282 = arith.constant 0 : i64
                %v283 = arith.cmpi eq, %v281, %v282 : i64
                %v284 = arith.constant 1 : i64
                %v285 = arith.select %v283, %v284, %v281 : i64
                %v286 = arith.divui %v280, %v285 : i64
                memref.store %v286, %ls69[%lane] : memref<?xi64>
                cf.br ^bb38
              ^bb49:
                %v287 = memref.load %ls0[%lane] : memref<?xi64>
                %v288 = arith.constant 0 : i64
                %v289 = arith.cmpi eq, %v287, %v288 : i64
                memref.store %v289, %l91[%k0] : memref<?xi1>
                %v290 = memref.load %l91[%k0] : memref<?xi1>
                cf.cond_br %v290, ^bb50, ^bb54
              ^bb50:
                %v291 = arith.index_cast %n2 : index to i64
                memref.store %v291, %l92[%k0] : memref<?xi64>
                %v292 = memref.load %ls1[%lane] : memref<?xi64>
                %v293 = memref.load %l92[%k0] : memref<?xi64>
                %v294 = arith.cmpi ult, %v292, %v293 : i64
                memref.store %v294, %l93[%k0] : memref<?xi1>
                %v295 = memref.load %l93[%k0] : memref<?xi1>
                cf.cond_br %v295, ^bb51, ^bb54
              ^bb51:
                %v296 = arith.constant 0 : i64
                %v297 = arith.index_cast %v296 : i64 to index
                %v298 = memref.load %wg1[%v297] : memref<?xf32>
                memref.store %v298, %l94[%k0] : memref<?xf32>
                %v299 = memref.load %l94[%k0] : memref<?xf32>
                %v300 = arith.cmpf uno, %v299, %v299 : f32
                %v301 = arith.constant 0x5F800000 : f32
                %v302 = arith.cmpf oge, %v299, %v301 : f32
                %v303 = arith.constant 0x00000000 : f32
                %v304 = arith.cmpf olt, %v299, %v303 : f32
                %v305 = arith.ori %v300, %v302 : i1
                %v306 = arith.ori %v305, %v304 : i1
                %v307 = arith.constant 0x00000000 : f32
                %v308 = arith.select %v306, %v307, %v299 : f32
                %v309 = arith.constant 0x2F800000 : f32
                %v310 = arith.mulf %v308, %v309 : f32
                %v311 = arith.fptoui %v310 : f32 to i32
                %v312 = arith.uitofp %v311 : i32 to f32
                %v313 = arith.constant 0x4F800000 : f32
                %v314 = arith.mulf %v312, %v313 : f32
                %v315 = arith.subf %v308, %v314 : f32
                %v316 = arith.fptoui %v315 : f32 to i32
                %v317 = arith.extui %v311 : i32 to i64
                %v318 = arith.constant 32 : i64
                %v319 = arith.shli %v317, %v318 : i64
                %v320 = arith.extui %v316 : i32 to i64
                %v321 = arith.ori %v319, %v320 : i64
                %v322 = arith.constant -1 : i64
                %v323 = arith.select %v302, %v322, %v321 : i64
                %v324 = arith.constant 0 : i64
                %v325 = arith.select %v304, %v324, %v323 : i64
                %v326 = arith.constant 0 : i64
                %v327 = arith.select %v300, %v326, %v325 : i64
                memref.store %v327, %l95[%k0] : memref<?xi64>
                %v328 = memref.load %l95[%k0] : memref<?xi64>
                memref.store %v328, %l96[%k0] : memref<?xi64>
                %v329 = memref.load %ls2[%lane] : memref<?xi64>
                memref.store %v329, %l97[%k0] : memref<?xi64>
                %v330 = memref.load %l96[%k0] : memref<?xi64>
                %v331 = memref.load %l97[%k0] : memref<?xi64>
                %v332 = arith.cmpi uge, %v330, %v331 : i64
                memref.store %v332, %l98[%k0] : memref<?xi1>
                %v333 = memref.load %l98[%k0] : memref<?xi1>
                cf.cond_br %v333, ^bb52, ^bb53
              ^bb52:
                %v334 = arith.constant 0 : i64
                memref.store %v334, %l95[%k0] : memref<?xi64>
                cf.br ^bb53
              ^bb53:
                %v335 = memref.load %l95[%k0] : memref<?xi64>
                memref.store %v335, %l99[%k0] : memref<?xi64>
                %v336 = memref.load %l99[%k0] : memref<?xi64>
                %v337 = arith.trunci %v336 : i64 to i32
                memref.store %v337, %l100[%k0] : memref<?xi32>
                %v338 = memref.load %ls1[%lane] : memref<?xi64>
                %v339 = arith.index_cast %v338 : i64 to index
                %v340 = memref.load %l100[%k0] : memref<?xi32>
                memref.store %v340, %p2[%v339] : memref<?xi32>
                cf.br ^bb54
              ^bb54:
                %v341 = arith.constant -1 : i32
                memref.store %v341, %resume[%lane] : memref<?xi32>
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
