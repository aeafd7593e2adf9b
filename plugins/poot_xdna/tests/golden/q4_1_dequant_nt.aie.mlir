// q4_1_dequant: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: blocks: &[u32] x1024 @in+32, out: &mut [f32] x1024 @in+4128/out+0
module {
  "aie.device"() ({
    %t_shim = "aie.tile"() {col = 0 : i32, row = 0 : i32} : () -> index
    %t_mem = "aie.tile"() {col = 0 : i32, row = 1 : i32} : () -> index
    %t_c0 = "aie.tile"() {col = 0 : i32, row = 2 : i32} : () -> index
    // input: shim -> memory tile -> every compute tile (one FIFO, broadcast)
    "aie.objectfifo"(%t_shim, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<8224xi8>>, plio = false, sym_name = "in_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_c0) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<8224xi8>>, plio = false, sym_name = "in_l1", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@in_l2], fifoOuts = [@in_l1], src_offsets = []} : () -> ()
    // output: each compute tile -> memory tile (joined, tile t at t * out bytes) -> shim
    "aie.objectfifo"(%t_c0, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_c0", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_shim) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<4096xi8>>, plio = false, sym_name = "out_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@out_c0], fifoOuts = [@out_l2], src_offsets = []} : () -> ()
    %b_l0_c0 = "aie.buffer"(%t_c0) {sym_name = "l0_c0"} : (index) -> memref<1xi64>
    %b_l1_c0 = "aie.buffer"(%t_c0) {sym_name = "l1_c0"} : (index) -> memref<1xi64>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi1>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi32>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi1>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi32>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi32>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi32>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi32>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi32>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi32>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi32>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi32>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi32>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi32>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi32>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi32>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi32>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi1>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi32>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi1>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi32>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi1>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi32>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi32>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi32>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi32>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xf32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi32>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi32>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi1>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi32>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi32>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi32>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi1>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi32>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi32>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi32>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi32>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi1>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi32>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi1>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi32>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi32>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi32>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi32>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi32>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi32>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi32>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi32>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi32>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xf32>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi64>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi64>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi32>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi64>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi1>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi32>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi64>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi64>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi32>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi32>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi32>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi32>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi64>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi1>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi32>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi32>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xf32>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xf32>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %l0 = memref.cast %b_l0_c0 : memref<1xi64> to memref<?xi64>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l5 = memref.cast %b_l5_c0 : memref<1xi32> to memref<?xi32>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi1> to memref<?xi1>
      %l8 = memref.cast %b_l8_c0 : memref<1xi32> to memref<?xi32>
      %l9 = memref.cast %b_l9_c0 : memref<1xi32> to memref<?xi32>
      %l10 = memref.cast %b_l10_c0 : memref<1xi32> to memref<?xi32>
      %l11 = memref.cast %b_l11_c0 : memref<1xi32> to memref<?xi32>
      %l12 = memref.cast %b_l12_c0 : memref<1xi32> to memref<?xi32>
      %l13 = memref.cast %b_l13_c0 : memref<1xi32> to memref<?xi32>
      %l14 = memref.cast %b_l14_c0 : memref<1xi32> to memref<?xi32>
      %l15 = memref.cast %b_l15_c0 : memref<1xi32> to memref<?xi32>
      %l16 = memref.cast %b_l16_c0 : memref<1xi32> to memref<?xi32>
      %l17 = memref.cast %b_l17_c0 : memref<1xi32> to memref<?xi32>
      %l18 = memref.cast %b_l18_c0 : memref<1xi32> to memref<?xi32>
      %l19 = memref.cast %b_l19_c0 : memref<1xi32> to memref<?xi32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi32> to memref<?xi32>
      %l21 = memref.cast %b_l21_c0 : memref<1xi32> to memref<?xi32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi32> to memref<?xi32>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi32> to memref<?xi32>
      %l25 = memref.cast %b_l25_c0 : memref<1xi32> to memref<?xi32>
      %l26 = memref.cast %b_l26_c0 : memref<1xi32> to memref<?xi32>
      %l27 = memref.cast %b_l27_c0 : memref<1xi32> to memref<?xi32>
      %l28 = memref.cast %b_l28_c0 : memref<1xi1> to memref<?xi1>
      %l29 = memref.cast %b_l29_c0 : memref<1xi32> to memref<?xi32>
      %l30 = memref.cast %b_l30_c0 : memref<1xi32> to memref<?xi32>
      %l31 = memref.cast %b_l31_c0 : memref<1xi32> to memref<?xi32>
      %l32 = memref.cast %b_l32_c0 : memref<1xi32> to memref<?xi32>
      %l33 = memref.cast %b_l33_c0 : memref<1xi32> to memref<?xi32>
      %l34 = memref.cast %b_l34_c0 : memref<1xi32> to memref<?xi32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi32> to memref<?xi32>
      %l36 = memref.cast %b_l36_c0 : memref<1xi32> to memref<?xi32>
      %l37 = memref.cast %b_l37_c0 : memref<1xi1> to memref<?xi1>
      %l38 = memref.cast %b_l38_c0 : memref<1xi32> to memref<?xi32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi32> to memref<?xi32>
      %l40 = memref.cast %b_l40_c0 : memref<1xi32> to memref<?xi32>
      %l41 = memref.cast %b_l41_c0 : memref<1xi1> to memref<?xi1>
      %l42 = memref.cast %b_l42_c0 : memref<1xi32> to memref<?xi32>
      %l43 = memref.cast %b_l43_c0 : memref<1xi32> to memref<?xi32>
      %l44 = memref.cast %b_l44_c0 : memref<1xi32> to memref<?xi32>
      %l45 = memref.cast %b_l45_c0 : memref<1xi32> to memref<?xi32>
      %l46 = memref.cast %b_l46_c0 : memref<1xi32> to memref<?xi32>
      %l47 = memref.cast %b_l47_c0 : memref<1xi32> to memref<?xi32>
      %l48 = memref.cast %b_l48_c0 : memref<1xi32> to memref<?xi32>
      %l49 = memref.cast %b_l49_c0 : memref<1xi32> to memref<?xi32>
      %l50 = memref.cast %b_l50_c0 : memref<1xi32> to memref<?xi32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi32> to memref<?xi32>
      %l52 = memref.cast %b_l52_c0 : memref<1xi32> to memref<?xi32>
      %l53 = memref.cast %b_l53_c0 : memref<1xi32> to memref<?xi32>
      %l54 = memref.cast %b_l54_c0 : memref<1xf32> to memref<?xf32>
      %l55 = memref.cast %b_l55_c0 : memref<1xi32> to memref<?xi32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi32> to memref<?xi32>
      %l57 = memref.cast %b_l57_c0 : memref<1xi32> to memref<?xi32>
      %l58 = memref.cast %b_l58_c0 : memref<1xi32> to memref<?xi32>
      %l59 = memref.cast %b_l59_c0 : memref<1xi32> to memref<?xi32>
      %l60 = memref.cast %b_l60_c0 : memref<1xi32> to memref<?xi32>
      %l61 = memref.cast %b_l61_c0 : memref<1xi32> to memref<?xi32>
      %l62 = memref.cast %b_l62_c0 : memref<1xi32> to memref<?xi32>
      %l63 = memref.cast %b_l63_c0 : memref<1xi32> to memref<?xi32>
      %l64 = memref.cast %b_l64_c0 : memref<1xi1> to memref<?xi1>
      %l65 = memref.cast %b_l65_c0 : memref<1xi32> to memref<?xi32>
      %l66 = memref.cast %b_l66_c0 : memref<1xi32> to memref<?xi32>
      %l67 = memref.cast %b_l67_c0 : memref<1xi32> to memref<?xi32>
      %l68 = memref.cast %b_l68_c0 : memref<1xi32> to memref<?xi32>
      %l69 = memref.cast %b_l69_c0 : memref<1xi1> to memref<?xi1>
      %l70 = memref.cast %b_l70_c0 : memref<1xi32> to memref<?xi32>
      %l71 = memref.cast %b_l71_c0 : memref<1xi32> to memref<?xi32>
      %l72 = memref.cast %b_l72_c0 : memref<1xi32> to memref<?xi32>
      %l73 = memref.cast %b_l73_c0 : memref<1xi32> to memref<?xi32>
      %l74 = memref.cast %b_l74_c0 : memref<1xi32> to memref<?xi32>
      %l75 = memref.cast %b_l75_c0 : memref<1xi32> to memref<?xi32>
      %l76 = memref.cast %b_l76_c0 : memref<1xi32> to memref<?xi32>
      %l77 = memref.cast %b_l77_c0 : memref<1xi32> to memref<?xi32>
      %l78 = memref.cast %b_l78_c0 : memref<1xi1> to memref<?xi1>
      %l79 = memref.cast %b_l79_c0 : memref<1xi32> to memref<?xi32>
      %l80 = memref.cast %b_l80_c0 : memref<1xi32> to memref<?xi32>
      %l81 = memref.cast %b_l81_c0 : memref<1xi32> to memref<?xi32>
      %l82 = memref.cast %b_l82_c0 : memref<1xi1> to memref<?xi1>
      %l83 = memref.cast %b_l83_c0 : memref<1xi32> to memref<?xi32>
      %l84 = memref.cast %b_l84_c0 : memref<1xi32> to memref<?xi32>
      %l85 = memref.cast %b_l85_c0 : memref<1xi32> to memref<?xi32>
      %l86 = memref.cast %b_l86_c0 : memref<1xi32> to memref<?xi32>
      %l87 = memref.cast %b_l87_c0 : memref<1xi32> to memref<?xi32>
      %l88 = memref.cast %b_l88_c0 : memref<1xi32> to memref<?xi32>
      %l89 = memref.cast %b_l89_c0 : memref<1xi32> to memref<?xi32>
      %l90 = memref.cast %b_l90_c0 : memref<1xi32> to memref<?xi32>
      %l91 = memref.cast %b_l91_c0 : memref<1xi32> to memref<?xi32>
      %l92 = memref.cast %b_l92_c0 : memref<1xi32> to memref<?xi32>
      %l93 = memref.cast %b_l93_c0 : memref<1xi32> to memref<?xi32>
      %l94 = memref.cast %b_l94_c0 : memref<1xi32> to memref<?xi32>
      %l95 = memref.cast %b_l95_c0 : memref<1xf32> to memref<?xf32>
      %l96 = memref.cast %b_l96_c0 : memref<1xi64> to memref<?xi64>
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi64> to memref<?xi64>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi32> to memref<?xi32>
      %l101 = memref.cast %b_l101_c0 : memref<1xi64> to memref<?xi64>
      %l102 = memref.cast %b_l102_c0 : memref<1xi1> to memref<?xi1>
      %l103 = memref.cast %b_l103_c0 : memref<1xi32> to memref<?xi32>
      %l104 = memref.cast %b_l104_c0 : memref<1xi32> to memref<?xi32>
      %l105 = memref.cast %b_l105_c0 : memref<1xi64> to memref<?xi64>
      %l106 = memref.cast %b_l106_c0 : memref<1xi64> to memref<?xi64>
      %l107 = memref.cast %b_l107_c0 : memref<1xi32> to memref<?xi32>
      %l108 = memref.cast %b_l108_c0 : memref<1xi32> to memref<?xi32>
      %l109 = memref.cast %b_l109_c0 : memref<1xi32> to memref<?xi32>
      %l110 = memref.cast %b_l110_c0 : memref<1xi32> to memref<?xi32>
      %l111 = memref.cast %b_l111_c0 : memref<1xi64> to memref<?xi64>
      %l112 = memref.cast %b_l112_c0 : memref<1xi1> to memref<?xi1>
      %l113 = memref.cast %b_l113_c0 : memref<1xi32> to memref<?xi32>
      %l114 = memref.cast %b_l114_c0 : memref<1xi32> to memref<?xi32>
      %l115 = memref.cast %b_l115_c0 : memref<1xf32> to memref<?xf32>
      %l116 = memref.cast %b_l116_c0 : memref<1xf32> to memref<?xf32>
      %l117 = memref.cast %b_l117_c0 : memref<1xf32> to memref<?xf32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 256 : index
      scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch
        %sv_raw_in = "aie.objectfifo.acquire"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<8224xi8>>
        %raw_in = "aie.objectfifo.subview.access"(%sv_raw_in) {index = 0 : i32} : (!aie.objectfifosubview<memref<8224xi8>>) -> memref<8224xi8>
        %sv_raw_out = "aie.objectfifo.acquire"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<4096xi8>>
        %raw_out = "aie.objectfifo.subview.access"(%sv_raw_out) {index = 0 : i32} : (!aie.objectfifosubview<memref<4096xi8>>) -> memref<4096xi8>
        %hdr = memref.view %raw_in[%c0_p][] : memref<8224xi8> to memref<4xi64>
        %h_gx = memref.load %hdr[%c0_p] : memref<4xi64>
        %gx = arith.index_cast %h_gx : i64 to index
        %h_gy = memref.load %hdr[%c1_p] : memref<4xi64>
        %gy = arith.index_cast %h_gy : i64 to index
        %h_n0 = memref.load %hdr[%c2_p] : memref<4xi64>
        %n0 = arith.index_cast %h_n0 : i64 to index
        %h_n1 = memref.load %hdr[%c3_p] : memref<4xi64>
        %n1 = arith.index_cast %h_n1 : i64 to index
        %tile = arith.constant 0 : index
        %ntiles = arith.constant 1 : index
        %o_in0 = arith.constant 32 : index
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<8224xi8> to memref<1024xi32>
        %p0 = memref.cast %v_in0 : memref<1024xi32> to memref<?xi32>
        %o_in1 = arith.constant 4128 : index
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<8224xi8> to memref<1024xf32>
        %o_out1 = arith.constant 0 : index
        %v_out1 = memref.view %raw_out[%o_out1][] : memref<4096xi8> to memref<1024xf32>
        scf.for %ci = %c0_p to %n1 step %c1_p {  // initial contents of the in-out buffer
          %cv = memref.load %v_in1[%ci] : memref<1024xf32>
          memref.store %cv, %v_out1[%ci] : memref<1024xf32>
        }
        %p1 = memref.cast %v_out1 : memref<1024xf32> to memref<?xf32>
        %kgroups = arith.muli %gx, %gy : index
        scf.for %g = %tile to %kgroups step %ntiles {
          %grpx = arith.remui %g, %gx : index
          %grpy = arith.divui %g, %gx : index
          %v1 = arith.constant 0x00000000 : f32
          scf.for %lane = %k0 to %kW step %k1 {
            scf.execute_region {
              cf.br ^bb0
            ^bb0:
              %v2 = arith.constant 256 : index
              %v3 = arith.muli %grpx, %v2 : index
              %v4 = arith.addi %v3, %lane : index
              %v5 = arith.index_cast %v4 : index to i64
              memref.store %v5, %l0[%k0] : memref<?xi64>
              cf.br ^bb1
            ^bb1:
              %v6 = arith.index_cast %n1 : index to i64
              memref.store %v6, %l1[%k0] : memref<?xi64>
              %v7 = memref.load %l0[%k0] : memref<?xi64>
              %v8 = memref.load %l1[%k0] : memref<?xi64>
              %v9 = arith.cmpi ult, %v7, %v8 : i64
              memref.store %v9, %l2[%k0] : memref<?xi1>
              %v10 = memref.load %l2[%k0] : memref<?xi1>
              cf.cond_br %v10, ^bb2, ^bb27
            ^bb2:
              %v11 = memref.load %l0[%k0] : memref<?xi64>
              %v12 = arith.constant 32 : i64
              %v13 = arith.constant 0 : i64
              %v14 = arith.cmpi eq, %v12, %v13 : i64
              %v15 = arith.constant 1 : i64
              %v16 = arith.select %v14, %v15, %v12 : i64
              %v17 = arith.divui %v11, %v16 : i64
              memref.store %v17, %l3[%k0] : memref<?xi64>
              %v18 = memref.load %l3[%k0] : memref<?xi64>
              %v19 = arith.constant 5 : i64
              %v20 = arith.muli %v18, %v19 : i64
              memref.store %v20, %l4[%k0] : memref<?xi64>
              %v21 = arith.constant 0 : i32
              memref.store %v21, %l5[%k0] : memref<?xi32>
              %v22 = arith.index_cast %n0 : index to i64
              memref.store %v22, %l6[%k0] : memref<?xi64>
              %v23 = memref.load %l4[%k0] : memref<?xi64>
              %v24 = memref.load %l6[%k0] : memref<?xi64>
              %v25 = arith.cmpi ult, %v23, %v24 : i64
              memref.store %v25, %l7[%k0] : memref<?xi1>
              %v26 = memref.load %l7[%k0] : memref<?xi1>
              cf.cond_br %v26, ^bb3, ^bb4
            ^bb3:
              %v27 = memref.load %l4[%k0] : memref<?xi64>
              %v28 = arith.index_cast %v27 : i64 to index
              %v29 = memref.load %p0[%v28] : memref<?xi32>
              memref.store %v29, %l8[%k0] : memref<?xi32>
              %v30 = memref.load %l8[%k0] : memref<?xi32>
              memref.store %v30, %l5[%k0] : memref<?xi32>
              cf.br ^bb4
            ^bb4:
              %v31 = memref.load %l5[%k0] : memref<?xi32>
              memref.store %v31, %l9[%k0] : memref<?xi32>
              %v32 = memref.load %l9[%k0] : memref<?xi32>
              %v33 = arith.constant 65535 : i32
              %v34 = arith.andi %v32, %v33 : i32
              memref.store %v34, %l10[%k0] : memref<?xi32>
              %v35 = memref.load %l5[%k0] : memref<?xi32>
              memref.store %v35, %l11[%k0] : memref<?xi32>
              %v36 = arith.constant 16 : i32
              memref.store %v36, %l12[%k0] : memref<?xi32>
              %v37 = memref.load %l11[%k0] : memref<?xi32>
              %v38 = memref.load %l12[%k0] : memref<?xi32>
              %v39 = arith.constant 31 : i32
              %v40 = arith.andi %v38, %v39 : i32
              %v41 = arith.shrui %v37, %v40 : i32
              memref.store %v41, %l13[%k0] : memref<?xi32>
              %v42 = arith.constant 15 : i32
              memref.store %v42, %l14[%k0] : memref<?xi32>
              %v43 = memref.load %l10[%k0] : memref<?xi32>
              %v44 = memref.load %l14[%k0] : memref<?xi32>
              %v45 = arith.constant 31 : i32
              %v46 = arith.andi %v44, %v45 : i32
              %v47 = arith.shrui %v43, %v46 : i32
              memref.store %v47, %l15[%k0] : memref<?xi32>
              %v48 = arith.constant 31 : i32
              memref.store %v48, %l16[%k0] : memref<?xi32>
              %v49 = memref.load %l15[%k0] : memref<?xi32>
              %v50 = memref.load %l16[%k0] : memref<?xi32>
              %v51 = arith.constant 31 : i32
              %v52 = arith.andi %v50, %v51 : i32
              %v53 = arith.shli %v49, %v52 : i32
              memref.store %v53, %l17[%k0] : memref<?xi32>
              %v54 = arith.constant 10 : i32
              memref.store %v54, %l18[%k0] : memref<?xi32>
              %v55 = memref.load %l10[%k0] : memref<?xi32>
              %v56 = memref.load %l18[%k0] : memref<?xi32>
              %v57 = arith.constant 31 : i32
              %v58 = arith.andi %v56, %v57 : i32
              %v59 = arith.shrui %v55, %v58 : i32
              memref.store %v59, %l19[%k0] : memref<?xi32>
              %v60 = memref.load %l19[%k0] : memref<?xi32>
              %v61 = arith.constant 31 : i32
              %v62 = arith.andi %v60, %v61 : i32
              memref.store %v62, %l20[%k0] : memref<?xi32>
              %v63 = memref.load %l10[%k0] : memref<?xi32>
              %v64 = arith.constant 1023 : i32
              %v65 = arith.andi %v63, %v64 : i32
              memref.store %v65, %l21[%k0] : memref<?xi32>
              %v66 = memref.load %l17[%k0] : memref<?xi32>
              memref.store %v66, %l22[%k0] : memref<?xi32>
              %v67 = memref.load %l20[%k0] : memref<?xi32>
              %v68 = arith.constant 31 : i32
              %v69 = arith.cmpi eq, %v67, %v68 : i32
              memref.store %v69, %l23[%k0] : memref<?xi1>
              %v70 = memref.load %l23[%k0] : memref<?xi1>
              cf.cond_br %v70, ^bb5, ^bb6
            ^bb5:
              %v71 = memref.load %l17[%k0] : memref<?xi32>
              %v72 = arith.constant 2139095040 : i32
              %v73 = arith.ori %v71, %v72 : i32
              memref.store %v73, %l24[%k0] : memref<?xi32>
              %v74 = memref.load %l21[%k0] : memref<?xi32>
              memref.store %v74, %l25[%k0] : memref<?xi32>
              %v75 = arith.constant 13 : i32
              memref.store %v75, %l26[%k0] : memref<?xi32>
              %v76 = memref.load %l25[%k0] : memref<?xi32>
              %v77 = memref.load %l26[%k0] : memref<?xi32>
              %v78 = arith.constant 31 : i32
              %v79 = arith.andi %v77, %v78 : i32
              %v80 = arith.shli %v76, %v79 : i32
              memref.store %v80, %l27[%k0] : memref<?xi32>
              %v81 = memref.load %l24[%k0] : memref<?xi32>
              %v82 = memref.load %l27[%k0] : memref<?xi32>
              %v83 = arith.ori %v81, %v82 : i32
              memref.store %v83, %l22[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb6:
              %v84 = memref.load %l20[%k0] : memref<?xi32>
              %v85 = arith.constant 0 : i32
              %v86 = arith.cmpi ne, %v84, %v85 : i32
              memref.store %v86, %l28[%k0] : memref<?xi1>
              %v87 = memref.load %l28[%k0] : memref<?xi1>
              cf.cond_br %v87, ^bb7, ^bb8
            ^bb7:
              %v88 = memref.load %l20[%k0] : memref<?xi32>
              %v89 = arith.constant 112 : i32
              %v90 = arith.addi %v88, %v89 : i32
              memref.store %v90, %l29[%k0] : memref<?xi32>
              %v91 = arith.constant 23 : i32
              memref.store %v91, %l30[%k0] : memref<?xi32>
              %v92 = memref.load %l29[%k0] : memref<?xi32>
              %v93 = memref.load %l30[%k0] : memref<?xi32>
              %v94 = arith.constant 31 : i32
              %v95 = arith.andi %v93, %v94 : i32
              %v96 = arith.shli %v92, %v95 : i32
              memref.store %v96, %l31[%k0] : memref<?xi32>
              %v97 = memref.load %l17[%k0] : memref<?xi32>
              %v98 = memref.load %l31[%k0] : memref<?xi32>
              %v99 = arith.ori %v97, %v98 : i32
              memref.store %v99, %l32[%k0] : memref<?xi32>
              %v100 = memref.load %l21[%k0] : memref<?xi32>
              memref.store %v100, %l33[%k0] : memref<?xi32>
              %v101 = arith.constant 13 : i32
              memref.store %v101, %l34[%k0] : memref<?xi32>
              %v102 = memref.load %l33[%k0] : memref<?xi32>
              %v103 = memref.load %l34[%k0] : memref<?xi32>
              %v104 = arith.constant 31 : i32
              %v105 = arith.andi %v103, %v104 : i32
              %v106 = arith.shli %v102, %v105 : i32
              memref.store %v106, %l35[%k0] : memref<?xi32>
              %v107 = memref.load %l32[%k0] : memref<?xi32>
              %v108 = memref.load %l35[%k0] : memref<?xi32>
              %v109 = arith.ori %v107, %v108 : i32
              memref.store %v109, %l22[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb8:
              %v110 = memref.load %l21[%k0] : memref<?xi32>
              memref.store %v110, %l36[%k0] : memref<?xi32>
              %v111 = memref.load %l36[%k0] : memref<?xi32>
              %v112 = arith.constant 0 : i32
              %v113 = arith.cmpi ne, %v111, %v112 : i32
              memref.store %v113, %l37[%k0] : memref<?xi1>
              %v114 = memref.load %l37[%k0] : memref<?xi1>
              cf.cond_br %v114, ^bb9, ^bb13
            ^bb9:
              %v115 = arith.constant 113 : i32
              memref.store %v115, %l38[%k0] : memref<?xi32>
              cf.br ^bb10
            ^bb10:
              %v116 = memref.load %l21[%k0] : memref<?xi32>
              memref.store %v116, %l39[%k0] : memref<?xi32>
              %v117 = memref.load %l39[%k0] : memref<?xi32>
              %v118 = arith.constant 1024 : i32
              %v119 = arith.andi %v117, %v118 : i32
              memref.store %v119, %l40[%k0] : memref<?xi32>
              %v120 = memref.load %l40[%k0] : memref<?xi32>
              %v121 = arith.constant 0 : i32
              %v122 = arith.cmpi eq, %v120, %v121 : i32
              memref.store %v122, %l41[%k0] : memref<?xi1>
              %v123 = memref.load %l41[%k0] : memref<?xi1>
              cf.cond_br %v123, ^bb11, ^bb12
            ^bb11:
              %v124 = memref.load %l21[%k0] : memref<?xi32>
              memref.store %v124, %l42[%k0] : memref<?xi32>
              %v125 = arith.constant 1 : i32
              memref.store %v125, %l43[%k0] : memref<?xi32>
              %v126 = memref.load %l42[%k0] : memref<?xi32>
              %v127 = memref.load %l43[%k0] : memref<?xi32>
              %v128 = arith.constant 31 : i32
              %v129 = arith.andi %v127, %v128 : i32
              %v130 = arith.shli %v126, %v129 : i32
              memref.store %v130, %l21[%k0] : memref<?xi32>
              %v131 = memref.load %l38[%k0] : memref<?xi32>
              memref.store %v131, %l44[%k0] : memref<?xi32>
              %v132 = memref.load %l44[%k0] : memref<?xi32>
              %v133 = arith.constant 1 : i32
              %v134 = arith.subi %v132, %v133 : i32
              memref.store %v134, %l38[%k0] : memref<?xi32>
              cf.br ^bb10
            ^bb12:
              %v135 = memref.load %l38[%k0] : memref<?xi32>
              memref.store %v135, %l45[%k0] : memref<?xi32>
              %v136 = arith.constant 23 : i32
              memref.store %v136, %l46[%k0] : memref<?xi32>
              %v137 = memref.load %l45[%k0] : memref<?xi32>
              %v138 = memref.load %l46[%k0] : memref<?xi32>
              %v139 = arith.constant 31 : i32
              %v140 = arith.andi %v138, %v139 : i32
              %v141 = arith.shli %v137, %v140 : i32
              memref.store %v141, %l47[%k0] : memref<?xi32>
              %v142 = memref.load %l17[%k0] : memref<?xi32>
              %v143 = memref.load %l47[%k0] : memref<?xi32>
              %v144 = arith.ori %v142, %v143 : i32
              memref.store %v144, %l48[%k0] : memref<?xi32>
              %v145 = memref.load %l21[%k0] : memref<?xi32>
              memref.store %v145, %l49[%k0] : memref<?xi32>
              %v146 = memref.load %l49[%k0] : memref<?xi32>
              %v147 = arith.constant 1023 : i32
              %v148 = arith.andi %v146, %v147 : i32
              memref.store %v148, %l50[%k0] : memref<?xi32>
              %v149 = arith.constant 13 : i32
              memref.store %v149, %l51[%k0] : memref<?xi32>
              %v150 = memref.load %l50[%k0] : memref<?xi32>
              %v151 = memref.load %l51[%k0] : memref<?xi32>
              %v152 = arith.constant 31 : i32
              %v153 = arith.andi %v151, %v152 : i32
              %v154 = arith.shli %v150, %v153 : i32
              memref.store %v154, %l52[%k0] : memref<?xi32>
              %v155 = memref.load %l48[%k0] : memref<?xi32>
              %v156 = memref.load %l52[%k0] : memref<?xi32>
              %v157 = arith.ori %v155, %v156 : i32
              memref.store %v157, %l22[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb13:
              %v158 = memref.load %l22[%k0] : memref<?xi32>
              memref.store %v158, %l53[%k0] : memref<?xi32>
              %v159 = memref.load %l53[%k0] : memref<?xi32>
              %v160 = arith.bitcast %v159 : i32 to f32
              memref.store %v160, %l54[%k0] : memref<?xf32>
              %v161 = arith.constant 15 : i32
              memref.store %v161, %l55[%k0] : memref<?xi32>
              %v162 = memref.load %l13[%k0] : memref<?xi32>
              %v163 = memref.load %l55[%k0] : memref<?xi32>
              %v164 = arith.constant 31 : i32
              %v165 = arith.andi %v163, %v164 : i32
              %v166 = arith.shrui %v162, %v165 : i32
              memref.store %v166, %l56[%k0] : memref<?xi32>
              %v167 = arith.constant 31 : i32
              memref.store %v167, %l57[%k0] : memref<?xi32>
              %v168 = memref.load %l56[%k0] : memref<?xi32>
              %v169 = memref.load %l57[%k0] : memref<?xi32>
              %v170 = arith.constant 31 : i32
              %v171 = arith.andi %v169, %v170 : i32
              %v172 = arith.shli %v168, %v171 : i32
              memref.store %v172, %l58[%k0] : memref<?xi32>
              %v173 = arith.constant 10 : i32
              memref.store %v173, %l59[%k0] : memref<?xi32>
              %v174 = memref.load %l13[%k0] : memref<?xi32>
              %v175 = memref.load %l59[%k0] : memref<?xi32>
              %v176 = arith.constant 31 : i32
              %v177 = arith.andi %v175, %v176 : i32
              %v178 = arith.shrui %v174, %v177 : i32
              memref.store %v178, %l60[%k0] : memref<?xi32>
              %v179 = memref.load %l60[%k0] : memref<?xi32>
              %v180 = arith.constant 31 : i32
              %v181 = arith.andi %v179, %v180 : i32
              memref.store %v181, %l61[%k0] : memref<?xi32>
              %v182 = memref.load %l13[%k0] : memref<?xi32>
              %v183 = arith.constant 1023 : i32
              %v184 = arith.andi %v182, %v183 : i32
              memref.store %v184, %l62[%k0] : memref<?xi32>
              %v185 = memref.load %l58[%k0] : memref<?xi32>
              memref.store %v185, %l63[%k0] : memref<?xi32>
              %v186 = memref.load %l61[%k0] : memref<?xi32>
              %v187 = arith.constant 31 : i32
              %v188 = arith.cmpi eq, %v186, %v187 : i32
              memref.store %v188, %l64[%k0] : memref<?xi1>
              %v189 = memref.load %l64[%k0] : memref<?xi1>
              cf.cond_br %v189, ^bb14, ^bb15
            ^bb14:
              %v190 = memref.load %l58[%k0] : memref<?xi32>
              %v191 = arith.constant 2139095040 : i32
              %v192 = arith.ori %v190, %v191 : i32
              memref.store %v192, %l65[%k0] : memref<?xi32>
              %v193 = memref.load %l62[%k0] : memref<?xi32>
              memref.store %v193, %l66[%k0] : memref<?xi32>
              %v194 = arith.constant 13 : i32
              memref.store %v194, %l67[%k0] : memref<?xi32>
              %v195 = memref.load %l66[%k0] : memref<?xi32>
              %v196 = memref.load %l67[%k0] : memref<?xi32>
              %v197 = arith.constant 31 : i32
              %v198 = arith.andi %v196, %v197 : i32
              %v199 = arith.shli %v195, %v198 : i32
              memref.store %v199, %l68[%k0] : memref<?xi32>
              %v200 = memref.load %l65[%k0] : memref<?xi32>
              %v201 = memref.load %l68[%k0] : memref<?xi32>
              %v202 = arith.ori %v200, %v201 : i32
              memref.store %v202, %l63[%k0] : memref<?xi32>
              cf.br ^bb22
            ^bb15:
              %v203 = memref.load %l61[%k0] : memref<?xi32>
              %v204 = arith.constant 0 : i32
              %v205 = arith.cmpi ne, %v203, %v204 : i32
              memref.store %v205, %l69[%k0] : memref<?xi1>
              %v206 = memref.load %l69[%k0] : memref<?xi1>
              cf.cond_br %v206, ^bb16, ^bb17
            ^bb16:
              %v207 = memref.load %l61[%k0] : memref<?xi32>
              %v208 = arith.constant 112 : i32
              %v209 = arith.addi %v207, %v208 : i32
              memref.store %v209, %l70[%k0] : memref<?xi32>
              %v210 = arith.constant 23 : i32
              memref.store %v210, %l71[%k0] : memref<?xi32>
              %v211 = memref.load %l70[%k0] : memref<?xi32>
              %v212 = memref.load %l71[%k0] : memref<?xi32>
              %v213 = arith.constant 31 : i32
              %v214 = arith.andi %v212, %v213 : i32
              %v215 = arith.shli %v211, %v214 : i32
              memref.store %v215, %l72[%k0] : memref<?xi32>
              %v216 = memref.load %l58[%k0] : memref<?xi32>
              %v217 = memref.load %l72[%k0] : memref<?xi32>
              %v218 = arith.ori %v216, %v217 : i32
              memref.store %v218, %l73[%k0] : memref<?xi32>
              %v219 = memref.load %l62[%k0] : memref<?xi32>
              memref.store %v219, %l74[%k0] : memref<?xi32>
              %v220 = arith.constant 13 : i32
              memref.store %v220, %l75[%k0] : memref<?xi32>
              %v221 = memref.load %l74[%k0] : memref<?xi32>
              %v222 = memref.load %l75[%k0] : memref<?xi32>
              %v223 = arith.constant 31 : i32
              %v224 = arith.andi %v222, %v223 : i32
              %v225 = arith.shli %v221, %v224 : i32
              memref.store %v225, %l76[%k0] : memref<?xi32>
              %v226 = memref.load %l73[%k0] : memref<?xi32>
              %v227 = memref.load %l76[%k0] : memref<?xi32>
              %v228 = arith.ori %v226, %v227 : i32
              memref.store %v228, %l63[%k0] : memref<?xi32>
              cf.br ^bb22
            ^bb17:
              %v229 = memref.load %l62[%k0] : memref<?xi32>
              memref.store %v229, %l77[%k0] : memref<?xi32>
              %v230 = memref.load %l77[%k0] : memref<?xi32>
              %v231 = arith.constant 0 : i32
              %v232 = arith.cmpi ne, %v230, %v231 : i32
              memref.store %v232, %l78[%k0] : memref<?xi1>
              %v233 = memref.load %l78[%k0] : memref<?xi1>
              cf.cond_br %v233, ^bb18, ^bb22
            ^bb18:
              %v234 = arith.constant 113 : i32
              memref.store %v234, %l79[%k0] : memref<?xi32>
              cf.br ^bb19
            ^bb19:
              %v235 = memref.load %l62[%k0] : memref<?xi32>
              memref.store %v235, %l80[%k0] : memref<?xi32>
              %v236 = memref.load %l80[%k0] : memref<?xi32>
              %v237 = arith.constant 1024 : i32
              %v238 = arith.andi %v236, %v237 : i32
              memref.store %v238, %l81[%k0] : memref<?xi32>
              %v239 = memref.load %l81[%k0] : memref<?xi32>
              %v240 = arith.constant 0 : i32
              %v241 = arith.cmpi eq, %v239, %v240 : i32
              memref.store %v241, %l82[%k0] : memref<?xi1>
              %v242 = memref.load %l82[%k0] : memref<?xi1>
              cf.cond_br %v242, ^bb20, ^bb21
            ^bb20:
              %v243 = memref.load %l62[%k0] : memref<?xi32>
              memref.store %v243, %l83[%k0] : memref<?xi32>
              %v244 = arith.constant 1 : i32
              memref.store %v244, %l84[%k0] : memref<?xi32>
              %v245 = memref.load %l83[%k0] : memref<?xi32>
              %v246 = memref.load %l84[%k0] : memref<?xi32>
              %v247 = arith.constant 31 : i32
              %v248 = arith.andi %v246, %v247 : i32
              %v249 = arith.shli %v245, %v248 : i32
              memref.store %v249, %l62[%k0] : memref<?xi32>
              %v250 = memref.load %l79[%k0] : memref<?xi32>
              memref.store %v250, %l85[%k0] : memref<?xi32>
              %v251 = memref.load %l85[%k0] : memref<?xi32>
              %v252 = arith.constant 1 : i32
              %v253 = arith.subi %v251, %v252 : i32
              memref.store %v253, %l79[%k0] : memref<?xi32>
              cf.br ^bb19
            ^bb21:
              %v254 = memref.load %l79[%k0] : memref<?xi32>
              memref.store %v254, %l86[%k0] : memref<?xi32>
              %v255 = arith.constant 23 : i32
              memref.store %v255, %l87[%k0] : memref<?xi32>
              %v256 = memref.load %l86[%k0] : memref<?xi32>
              %v257 = memref.load %l87[%k0] : memref<?xi32>
              %v258 = arith.constant 31 : i32
              %v259 = arith.andi %v257, %v258 : i32
              %v260 = arith.shli %v256, %v259 : i32
              memref.store %v260, %l88[%k0] : memref<?xi32>
              %v261 = memref.load %l58[%k0] : memref<?xi32>
              %v262 = memref.load %l88[%k0] : memref<?xi32>
              %v263 = arith.ori %v261, %v262 : i32
              memref.store %v263, %l89[%k0] : memref<?xi32>
              %v264 = memref.load %l62[%k0] : memref<?xi32>
              memref.store %v264, %l90[%k0] : memref<?xi32>
              %v265 = memref.load %l90[%k0] : memref<?xi32>
              %v266 = arith.constant 1023 : i32
              %v267 = arith.andi %v265, %v266 : i32
              memref.store %v267, %l91[%k0] : memref<?xi32>
              %v268 = arith.constant 13 : i32
              memref.store %v268, %l92[%k0] : memref<?xi32>
              %v269 = memref.load %l91[%k0] : memref<?xi32>
              %v270 = memref.load %l92[%k0] : memref<?xi32>
              %v271 = arith.constant 31 : i32
              %v272 = arith.andi %v270, %v271 : i32
              %v273 = arith.shli %v269, %v272 : i32
              memref.store %v273, %l93[%k0] : memref<?xi32>
              %v274 = memref.load %l89[%k0] : memref<?xi32>
              %v275 = memref.load %l93[%k0] : memref<?xi32>
              %v276 = arith.ori %v274, %v275 : i32
              memref.store %v276, %l63[%k0] : memref<?xi32>
              cf.br ^bb22
            ^bb22:
              %v277 = memref.load %l63[%k0] : memref<?xi32>
              memref.store %v277, %l94[%k0] : memref<?xi32>
              %v278 = memref.load %l94[%k0] : memref<?xi32>
              %v279 = arith.bitcast %v278 : i32 to f32
              memref.store %v279, %l95[%k0] : memref<?xf32>
              %v280 = memref.load %l0[%k0] : memref<?xi64>
              %v281 = arith.constant 16 : i64
              %v282 = arith.constant 0 : i64
              %v283 = arith.cmpi eq, %v281, %v282 : i64
              %v284 = arith.constant 1 : i64
              %v285 = arith.select %v283, %v284, %v281 : i64
              %v286 = arith.remui %v280, %v285 : i64
              memref.store %v286, %l96[%k0] : memref<?xi64>
              %v287 = memref.load %l4[%k0] : memref<?xi64>
              %v288 = arith.constant 1 : i64
              %v289 = arith.addi %v287, %v288 : i64
              memref.store %v289, %l97[%k0] : memref<?xi64>
              %v290 = memref.load %l96[%k0] : memref<?xi64>
              %v291 = arith.constant 4 : i64
              %v292 = arith.constant 0 : i64
              %v293 = arith.cmpi eq, %v291, %v292 : i64
              %v294 = arith.constant 1 : i64
              %v295 = arith.select %v293, %v294, %v291 : i64
              %v296 = arith.divui %v290, %v295 : i64
              memref.store %v296, %l98[%k0] : memref<?xi64>
              %v297 = memref.load %l97[%k0] : memref<?xi64>
              %v298 = memref.load %l98[%k0] : memref<?xi64>
              %v299 = arith.addi %v297, %v298 : i64
              memref.store %v299, %l99[%k0] : memref<?xi64>
              %v300 = arith.constant 0 : i32
              memref.store %v300, %l100[%k0] : memref<?xi32>
              %v301 = arith.index_cast %n0 : index to i64
              memref.store %v301, %l101[%k0] : memref<?xi64>
              %v302 = memref.load %l99[%k0] : memref<?xi64>
              %v303 = memref.load %l101[%k0] : memref<?xi64>
              %v304 = arith.cmpi ult, %v302, %v303 : i64
              memref.store %v304, %l102[%k0] : memref<?xi1>
              %v305 = memref.load %l102[%k0] : memref<?xi1>
              cf.cond_br %v305, ^bb23, ^bb24
            ^bb23:
              %v306 = memref.load %l99[%k0] : memref<?xi64>
              %v307 = arith.index_cast %v306 : i64 to index
              %v308 = memref.load %p0[%v307] : memref<?xi32>
              memref.store %v308, %l103[%k0] : memref<?xi32>
              %v309 = memref.load %l103[%k0] : memref<?xi32>
              memref.store %v309, %l100[%k0] : memref<?xi32>
              cf.br ^bb24
            ^bb24:
              %v310 = memref.load %l100[%k0] : memref<?xi32>
              memref.store %v310, %l104[%k0] : memref<?xi32>
              %v311 = memref.load %l96[%k0] : memref<?xi64>
              %v312 = arith.constant 4 : i64
              %v313 = arith.constant 0 : i64
              %v314 = arith.cmpi eq, %v312, %v313 : i64
              %v315 = arith.constant 1 : i64
              %v316 = arith.select %v314, %v315, %v312 : i64
              %v317 = arith.remui %v311, %v316 : i64
              memref.store %v317, %l105[%k0] : memref<?xi64>
              %v318 = memref.load %l105[%k0] : memref<?xi64>
              %v319 = arith.constant 8 : i64
              %v320 = arith.muli %v318, %v319 : i64
              memref.store %v320, %l106[%k0] : memref<?xi64>
              %v321 = memref.load %l106[%k0] : memref<?xi64>
              %v322 = arith.trunci %v321 : i64 to i32
              memref.store %v322, %l107[%k0] : memref<?xi32>
              %v323 = memref.load %l104[%k0] : memref<?xi32>
              %v324 = memref.load %l107[%k0] : memref<?xi32>
              %v325 = arith.constant 31 : i32
              %v326 = arith.andi %v324, %v325 : i32
              %v327 = arith.shrui %v323, %v326 : i32
              memref.store %v327, %l108[%k0] : memref<?xi32>
              %v328 = memref.load %l108[%k0] : memref<?xi32>
              %v329 = arith.constant 255 : i32
              %v330 = arith.andi %v328, %v329 : i32
              memref.store %v330, %l109[%k0] : memref<?xi32>
              %v331 = memref.load %l109[%k0] : memref<?xi32>
              %v332 = arith.constant 15 : i32
              %v333 = arith.andi %v331, %v332 : i32
              memref.store %v333, %l110[%k0] : memref<?xi32>
              %v334 = memref.load %l0[%k0] : memref<?xi64>
              %v335 = arith.constant 32 : i64
              %v336 = arith.constant 0 : i64
              %v337 = arith.cmpi eq, %v335, %v336 : i64
              %v338 = arith.constant 1 : i64
              %v339 = arith.select %v337, %v338, %v335 : i64
              %v340 = arith.remui %v334, %v339 : i64
              memref.store %v340, %l111[%k0] : memref<?xi64>
              %v341 = memref.load %l111[%k0] : memref<?xi64>
              %v342 = arith.constant 16 : i64
              %v343 = arith.cmpi uge, %v341, %v342 : i64
              memref.store %v343, %l112[%k0] : memref<?xi1>
              %v344 = memref.load %l112[%k0] : memref<?xi1>
              cf.cond_br %v344, ^bb25, ^bb26
            ^bb25:
              %v345 = arith.constant 4 : i32
              memref.store %v345, %l113[%k0] : memref<?xi32>
              %v346 = memref.load %l109[%k0] : memref<?xi32>
              %v347 = memref.load %l113[%k0] : memref<?xi32>
              %v348 = arith.constant 31 : i32
              %v349 = arith.andi %v347, %v348 : i32
              %v350 = arith.shrui %v346, %v349 : i32
              memref.store %v350, %l110[%k0] : memref<?xi32>
              cf.br ^bb26
            ^bb26:
              %v351 = memref.load %l110[%k0] : memref<?xi32>
              memref.store %v351, %l114[%k0] : memref<?xi32>
              %v352 = memref.load %l114[%k0] : memref<?xi32>
              %v353 = arith.uitofp %v352 : i32 to f32
              memref.store %v353, %l115[%k0] : memref<?xf32>
              %v354 = memref.load %l54[%k0] : memref<?xf32>
              %v355 = memref.load %l115[%k0] : memref<?xf32>
              %v356 = arith.mulf %v354, %v355 : f32
              memref.store %v356, %l116[%k0] : memref<?xf32>
              %v357 = memref.load %l116[%k0] : memref<?xf32>
              %v358 = memref.load %l95[%k0] : memref<?xf32>
              %v359 = arith.addf %v357, %v358 : f32
              memref.store %v359, %l117[%k0] : memref<?xf32>
              %v360 = memref.load %l0[%k0] : memref<?xi64>
              %v361 = arith.index_cast %v360 : i64 to index
              %v362 = memref.load %l117[%k0] : memref<?xf32>
              memref.store %v362, %p1[%v361] : memref<?xf32>
              cf.br ^bb27
            ^bb27:
              cf.br ^exit
            ^exit:
              scf.yield
            }
          }
        }
        "aie.objectfifo.release"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> ()
        "aie.objectfifo.release"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> ()
      }
      "aie.end"() : () -> ()
    }) {stack_size = 1024 : i32} : (index) -> index
    // runtime sequence: the host's packed input and output buffer objects
    "aie.runtime_sequence"() ({
    ^bb0(%a_in: memref<8224xi8>, %a_out: memref<4096xi8>):
      %task_out = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_out) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 4096 : i32, static_offset = 0 : i32} : (memref<4096xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @out_l2, issue_token = true} : () -> index
      %task_in = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_in) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 8224 : i32, static_offset = 0 : i32} : (memref<8224xi8>) -> ()
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
