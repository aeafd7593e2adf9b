// q8_0_matvec: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
// spellings: mlir_aie=newest: changes up to 2026-07-21 (PR #3364); device npu2_1col = 9, aie.runtime_sequence
// parameters: w: &[u32] x1024 @in+40, x: &[f32] x1024 @in+4136, out: &mut [f32] x1024 @in+8232/out+0
module {
  "aie.device"() ({
    %t_shim = "aie.tile"() {col = 0 : i32, row = 0 : i32} : () -> index
    %t_mem = "aie.tile"() {col = 0 : i32, row = 1 : i32} : () -> index
    %t_c0 = "aie.tile"() {col = 0 : i32, row = 2 : i32} : () -> index
    // input: shim -> memory tile -> every compute tile (one FIFO, broadcast)
    "aie.objectfifo"(%t_shim, %t_mem) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<12328xi8>>, plio = false, sym_name = "in_l2", via_DMA = false} : (index, index) -> ()
    "aie.objectfifo"(%t_mem, %t_c0) {dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[[]]>, dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, elemNumber = 1 : i32, elemType = !aie.objectfifo<memref<12328xi8>>, plio = false, sym_name = "in_l1", via_DMA = false} : (index, index) -> ()
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
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xf32>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l7_c0 = "aie.buffer"(%t_c0) {sym_name = "l7_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi1>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi1>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi64>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi64>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi32>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi64>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi1>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi32>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi32>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi32>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi32>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi32>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi32>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi32>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi32>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi32>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi32>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi32>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi32>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi32>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi32>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi32>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi32>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi1>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi32>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi32>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi32>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi32>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi32>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi32>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi32>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi1>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi32>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi32>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi32>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi1>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi32>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi32>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi32>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi32>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi32>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi32>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi32>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi32>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi32>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi32>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xf32>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi64>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi64>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi1>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi64>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi1>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi64>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi64>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi64>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi32>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi64>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi1>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi32>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi32>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi32>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi32>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi32>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi32>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi32>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi32>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi32>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi32>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xf32>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xf32>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi64>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi64>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi64>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi1>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xf32>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xf32>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xf32>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %l0 = memref.cast %b_l0_c0 : memref<1xi64> to memref<?xi64>
      %l1 = memref.cast %b_l1_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi1> to memref<?xi1>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l5 = memref.cast %b_l5_c0 : memref<1xf32> to memref<?xf32>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l7 = memref.cast %b_l7_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi1> to memref<?xi1>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi1> to memref<?xi1>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi64> to memref<?xi64>
      %l15 = memref.cast %b_l15_c0 : memref<1xi64> to memref<?xi64>
      %l16 = memref.cast %b_l16_c0 : memref<1xi32> to memref<?xi32>
      %l17 = memref.cast %b_l17_c0 : memref<1xi64> to memref<?xi64>
      %l18 = memref.cast %b_l18_c0 : memref<1xi1> to memref<?xi1>
      %l19 = memref.cast %b_l19_c0 : memref<1xi32> to memref<?xi32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi32> to memref<?xi32>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi32> to memref<?xi32>
      %l24 = memref.cast %b_l24_c0 : memref<1xi32> to memref<?xi32>
      %l25 = memref.cast %b_l25_c0 : memref<1xi32> to memref<?xi32>
      %l26 = memref.cast %b_l26_c0 : memref<1xi32> to memref<?xi32>
      %l27 = memref.cast %b_l27_c0 : memref<1xi32> to memref<?xi32>
      %l28 = memref.cast %b_l28_c0 : memref<1xi32> to memref<?xi32>
      %l29 = memref.cast %b_l29_c0 : memref<1xi32> to memref<?xi32>
      %l30 = memref.cast %b_l30_c0 : memref<1xi32> to memref<?xi32>
      %l31 = memref.cast %b_l31_c0 : memref<1xi32> to memref<?xi32>
      %l32 = memref.cast %b_l32_c0 : memref<1xi32> to memref<?xi32>
      %l33 = memref.cast %b_l33_c0 : memref<1xi32> to memref<?xi32>
      %l34 = memref.cast %b_l34_c0 : memref<1xi32> to memref<?xi32>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xi32> to memref<?xi32>
      %l37 = memref.cast %b_l37_c0 : memref<1xi32> to memref<?xi32>
      %l38 = memref.cast %b_l38_c0 : memref<1xi32> to memref<?xi32>
      %l39 = memref.cast %b_l39_c0 : memref<1xi32> to memref<?xi32>
      %l40 = memref.cast %b_l40_c0 : memref<1xi1> to memref<?xi1>
      %l41 = memref.cast %b_l41_c0 : memref<1xi32> to memref<?xi32>
      %l42 = memref.cast %b_l42_c0 : memref<1xi32> to memref<?xi32>
      %l43 = memref.cast %b_l43_c0 : memref<1xi32> to memref<?xi32>
      %l44 = memref.cast %b_l44_c0 : memref<1xi32> to memref<?xi32>
      %l45 = memref.cast %b_l45_c0 : memref<1xi32> to memref<?xi32>
      %l46 = memref.cast %b_l46_c0 : memref<1xi32> to memref<?xi32>
      %l47 = memref.cast %b_l47_c0 : memref<1xi32> to memref<?xi32>
      %l48 = memref.cast %b_l48_c0 : memref<1xi32> to memref<?xi32>
      %l49 = memref.cast %b_l49_c0 : memref<1xi1> to memref<?xi1>
      %l50 = memref.cast %b_l50_c0 : memref<1xi32> to memref<?xi32>
      %l51 = memref.cast %b_l51_c0 : memref<1xi32> to memref<?xi32>
      %l52 = memref.cast %b_l52_c0 : memref<1xi32> to memref<?xi32>
      %l53 = memref.cast %b_l53_c0 : memref<1xi1> to memref<?xi1>
      %l54 = memref.cast %b_l54_c0 : memref<1xi32> to memref<?xi32>
      %l55 = memref.cast %b_l55_c0 : memref<1xi32> to memref<?xi32>
      %l56 = memref.cast %b_l56_c0 : memref<1xi32> to memref<?xi32>
      %l57 = memref.cast %b_l57_c0 : memref<1xi32> to memref<?xi32>
      %l58 = memref.cast %b_l58_c0 : memref<1xi32> to memref<?xi32>
      %l59 = memref.cast %b_l59_c0 : memref<1xi32> to memref<?xi32>
      %l60 = memref.cast %b_l60_c0 : memref<1xi32> to memref<?xi32>
      %l61 = memref.cast %b_l61_c0 : memref<1xi32> to memref<?xi32>
      %l62 = memref.cast %b_l62_c0 : memref<1xi32> to memref<?xi32>
      %l63 = memref.cast %b_l63_c0 : memref<1xi32> to memref<?xi32>
      %l64 = memref.cast %b_l64_c0 : memref<1xi32> to memref<?xi32>
      %l65 = memref.cast %b_l65_c0 : memref<1xi32> to memref<?xi32>
      %l66 = memref.cast %b_l66_c0 : memref<1xf32> to memref<?xf32>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi64> to memref<?xi64>
      %l69 = memref.cast %b_l69_c0 : memref<1xi64> to memref<?xi64>
      %l70 = memref.cast %b_l70_c0 : memref<1xi1> to memref<?xi1>
      %l71 = memref.cast %b_l71_c0 : memref<1xi64> to memref<?xi64>
      %l72 = memref.cast %b_l72_c0 : memref<1xi1> to memref<?xi1>
      %l73 = memref.cast %b_l73_c0 : memref<1xi64> to memref<?xi64>
      %l74 = memref.cast %b_l74_c0 : memref<1xi64> to memref<?xi64>
      %l75 = memref.cast %b_l75_c0 : memref<1xi64> to memref<?xi64>
      %l76 = memref.cast %b_l76_c0 : memref<1xi32> to memref<?xi32>
      %l77 = memref.cast %b_l77_c0 : memref<1xi64> to memref<?xi64>
      %l78 = memref.cast %b_l78_c0 : memref<1xi1> to memref<?xi1>
      %l79 = memref.cast %b_l79_c0 : memref<1xi32> to memref<?xi32>
      %l80 = memref.cast %b_l80_c0 : memref<1xi32> to memref<?xi32>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xi32> to memref<?xi32>
      %l84 = memref.cast %b_l84_c0 : memref<1xi32> to memref<?xi32>
      %l85 = memref.cast %b_l85_c0 : memref<1xi32> to memref<?xi32>
      %l86 = memref.cast %b_l86_c0 : memref<1xi32> to memref<?xi32>
      %l87 = memref.cast %b_l87_c0 : memref<1xi32> to memref<?xi32>
      %l88 = memref.cast %b_l88_c0 : memref<1xi32> to memref<?xi32>
      %l89 = memref.cast %b_l89_c0 : memref<1xi32> to memref<?xi32>
      %l90 = memref.cast %b_l90_c0 : memref<1xi32> to memref<?xi32>
      %l91 = memref.cast %b_l91_c0 : memref<1xf32> to memref<?xf32>
      %l92 = memref.cast %b_l92_c0 : memref<1xf32> to memref<?xf32>
      %l93 = memref.cast %b_l93_c0 : memref<1xi64> to memref<?xi64>
      %l94 = memref.cast %b_l94_c0 : memref<1xi64> to memref<?xi64>
      %l95 = memref.cast %b_l95_c0 : memref<1xi64> to memref<?xi64>
      %l96 = memref.cast %b_l96_c0 : memref<1xi1> to memref<?xi1>
      %l97 = memref.cast %b_l97_c0 : memref<1xf32> to memref<?xf32>
      %l98 = memref.cast %b_l98_c0 : memref<1xf32> to memref<?xf32>
      %l99 = memref.cast %b_l99_c0 : memref<1xf32> to memref<?xf32>
      %l100 = memref.cast %b_l100_c0 : memref<1xf32> to memref<?xf32>
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %kW = arith.constant 64 : index
      scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch
        %sv_raw_in = "aie.objectfifo.acquire"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<12328xi8>>
        %raw_in = "aie.objectfifo.subview.access"(%sv_raw_in) {index = 0 : i32} : (!aie.objectfifosubview<memref<12328xi8>>) -> memref<12328xi8>
        %sv_raw_out = "aie.objectfifo.acquire"() {objFifo_name = @out_c0, port = 0 : i32, size = 1 : i32} : () -> !aie.objectfifosubview<memref<4096xi8>>
        %raw_out = "aie.objectfifo.subview.access"(%sv_raw_out) {index = 0 : i32} : (!aie.objectfifosubview<memref<4096xi8>>) -> memref<4096xi8>
        %hdr = memref.view %raw_in[%c0_p][] : memref<12328xi8> to memref<5xi64>
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
        %v_in0 = memref.view %raw_in[%o_in0][] : memref<12328xi8> to memref<1024xi32>
        %p0 = memref.cast %v_in0 : memref<1024xi32> to memref<?xi32>
        %o_in1 = arith.constant 4136 : index
        %v_in1 = memref.view %raw_in[%o_in1][] : memref<12328xi8> to memref<1024xf32>
        %p1 = memref.cast %v_in1 : memref<1024xf32> to memref<?xf32>
        %o_in2 = arith.constant 8232 : index
        %v_in2 = memref.view %raw_in[%o_in2][] : memref<12328xi8> to memref<1024xf32>
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
          scf.for %lane = %k0 to %kW step %k1 {
            scf.execute_region {
              cf.br ^bb0
            ^bb0:
              %v2 = arith.constant 64 : index
              %v3 = arith.muli %grpx, %v2 : index
              %v4 = arith.addi %v3, %lane : index
              %v5 = arith.index_cast %v4 : index to i64
              memref.store %v5, %l0[%k0] : memref<?xi64>
              cf.br ^bb1
            ^bb1:
              %v6 = arith.index_cast %n2 : index to i64
              memref.store %v6, %l1[%k0] : memref<?xi64>
              %v7 = memref.load %l0[%k0] : memref<?xi64>
              %v8 = memref.load %l1[%k0] : memref<?xi64>
              %v9 = arith.cmpi ult, %v7, %v8 : i64
              memref.store %v9, %l2[%k0] : memref<?xi1>
              %v10 = memref.load %l2[%k0] : memref<?xi1>
              cf.cond_br %v10, ^bb2, ^bb22
            ^bb2:
              %v11 = arith.index_cast %n1 : index to i64
              memref.store %v11, %l3[%k0] : memref<?xi64>
              %v12 = memref.load %l3[%k0] : memref<?xi64>
              %v13 = arith.constant 32 : i64
              %v14 = arith.constant 0 : i64
              %v15 = arith.cmpi eq, %v13, %v14 : i64
              %v16 = arith.constant 1 : i64
              %v17 = arith.select %v15, %v16, %v13 : i64
              %v18 = arith.divui %v12, %v17 : i64
              memref.store %v18, %l4[%k0] : memref<?xi64>
              %v19 = arith.constant 0x00000000 : f32
              memref.store %v19, %l5[%k0] : memref<?xf32>
              %v20 = arith.constant 0 : i64
              memref.store %v20, %l6[%k0] : memref<?xi64>
              %v21 = memref.load %l4[%k0] : memref<?xi64>
              memref.store %v21, %l7[%k0] : memref<?xi64>
              cf.br ^bb3
            ^bb3:
              %v22 = memref.load %l6[%k0] : memref<?xi64>
              memref.store %v22, %l8[%k0] : memref<?xi64>
              %v23 = memref.load %l8[%k0] : memref<?xi64>
              %v24 = memref.load %l7[%k0] : memref<?xi64>
              %v25 = arith.cmpi ult, %v23, %v24 : i64
              memref.store %v25, %l9[%k0] : memref<?xi1>
              %v26 = memref.load %l9[%k0] : memref<?xi1>
              %v27 = arith.extui %v26 : i1 to i64
              memref.store %v27, %l10[%k0] : memref<?xi64>
              %v28 = memref.load %l6[%k0] : memref<?xi64>
              %v29 = memref.load %l10[%k0] : memref<?xi64>
              %v30 = arith.addi %v28, %v29 : i64
              memref.store %v30, %l6[%k0] : memref<?xi64>
              %v31 = memref.load %l8[%k0] : memref<?xi64>
              %v32 = memref.load %l7[%k0] : memref<?xi64>
              %v33 = arith.cmpi ult, %v31, %v32 : i64
              memref.store %v33, %l11[%k0] : memref<?xi1>
              %v34 = memref.load %l11[%k0] : memref<?xi1>
              cf.cond_br %v34, ^bb4, ^bb5
            ^bb4:
              %v35 = memref.load %l0[%k0] : memref<?xi64>
              %v36 = memref.load %l4[%k0] : memref<?xi64>
              %v37 = arith.muli %v35, %v36 : i64
              memref.store %v37, %l12[%k0] : memref<?xi64>
              %v38 = memref.load %l12[%k0] : memref<?xi64>
              %v39 = memref.load %l8[%k0] : memref<?xi64>
              %v40 = arith.addi %v38, %v39 : i64
              memref.store %v40, %l13[%k0] : memref<?xi64>
              %v41 = memref.load %l13[%k0] : memref<?xi64>
              %v42 = arith.constant 34 : i64
              %v43 = arith.muli %v41, %v42 : i64
              memref.store %v43, %l14[%k0] : memref<?xi64>
              %v44 = memref.load %l14[%k0] : memref<?xi64>
              %v45 = arith.constant 4 : i64
              %v46 = arith.constant 0 : i64
              %v47 = arith.cmpi eq, %v45, %v46 : i64
              %v48 = arith.constant 1 : i64
              %v49 = arith.select %v47, %v48, %v45 : i64
              %v50 = arith.divui %v44, %v49 : i64
              memref.store %v50, %l15[%k0] : memref<?xi64>
              %v51 = arith.constant 0 : i32
              memref.store %v51, %l16[%k0] : memref<?xi32>
              %v52 = arith.index_cast %n0 : index to i64
              memref.store %v52, %l17[%k0] : memref<?xi64>
              %v53 = memref.load %l15[%k0] : memref<?xi64>
              %v54 = memref.load %l17[%k0] : memref<?xi64>
              %v55 = arith.cmpi ult, %v53, %v54 : i64
              memref.store %v55, %l18[%k0] : memref<?xi1>
              %v56 = memref.load %l18[%k0] : memref<?xi1>
              cf.cond_br %v56, ^bb6, ^bb7
            ^bb5:
              %v57 = memref.load %l5[%k0] : memref<?xf32>
              memref.store %v57, %l100[%k0] : memref<?xf32>
              %v58 = memref.load %l0[%k0] : memref<?xi64>
              %v59 = arith.index_cast %v58 : i64 to index
              %v60 = memref.load %l100[%k0] : memref<?xf32>
              memref.store %v60, %p2[%v59] : memref<?xf32>
              cf.br ^bb22
            ^bb6:
              %v61 = memref.load %l15[%k0] : memref<?xi64>
              %v62 = arith.index_cast %v61 : i64 to index
              %v63 = memref.load %p0[%v62] : memref<?xi32>
              memref.store %v63, %l19[%k0] : memref<?xi32>
              %v64 = memref.load %l19[%k0] : memref<?xi32>
              memref.store %v64, %l16[%k0] : memref<?xi32>
              cf.br ^bb7
            ^bb7:
              %v65 = memref.load %l16[%k0] : memref<?xi32>
              memref.store %v65, %l20[%k0] : memref<?xi32>
              %v66 = memref.load %l14[%k0] : memref<?xi64>
              %v67 = arith.constant 4 : i64
              %v68 = arith.constant 0 : i64
              %v69 = arith.cmpi eq, %v67, %v68 : i64
              %v70 = arith.constant 1 : i64
              %v71 = arith.select %v69, %v70, %v67 : i64
              %v72 = arith.remui %v66, %v71 : i64
              memref.store %v72, %l21[%k0] : memref<?xi64>
              %v73 = memref.load %l21[%k0] : memref<?xi64>
              %v74 = arith.constant 8 : i64
              %v75 = arith.muli %v73, %v74 : i64
              memref.store %v75, %l22[%k0] : memref<?xi64>
              %v76 = memref.load %l22[%k0] : memref<?xi64>
              %v77 = arith.trunci %v76 : i64 to i32
              memref.store %v77, %l23[%k0] : memref<?xi32>
              %v78 = memref.load %l20[%k0] : memref<?xi32>
              %v79 = memref.load %l23[%k0] : memref<?xi32>
              %v80 = arith.constant 31 : i32
              %v81 = arith.andi %v79, %v80 : i32
              %v82 = arith.shrui %v78, %v81 : i32
              memref.store %v82, %l24[%k0] : memref<?xi32>
              %v83 = memref.load %l24[%k0] : memref<?xi32>
              %v84 = arith.constant 65535 : i32
              %v85 = arith.andi %v83, %v84 : i32
              memref.store %v85, %l25[%k0] : memref<?xi32>
              %v86 = arith.constant 15 : i32
              memref.store %v86, %l26[%k0] : memref<?xi32>
              %v87 = memref.load %l25[%k0] : memref<?xi32>
              %v88 = memref.load %l26[%k0] : memref<?xi32>
              %v89 = arith.constant 31 : i32
              %v90 = arith.andi %v88, %v89 : i32
              %v91 = arith.shrui %v87, %v90 : i32
              memref.store %v91, %l27[%k0] : memref<?xi32>
              %v92 = arith.constant 31 : i32
              memref.store %v92, %l28[%k0] : memref<?xi32>
              %v93 = memref.load %l27[%k0] : memref<?xi32>
              %v94 = memref.load %l28[%k0] : memref<?xi32>
              %v95 = arith.constant 31 : i32
              %v96 = arith.andi %v94, %v95 : i32
              %v97 = arith.shli %v93, %v96 : i32
              memref.store %v97, %l29[%k0] : memref<?xi32>
              %v98 = arith.constant 10 : i32
              memref.store %v98, %l30[%k0] : memref<?xi32>
              %v99 = memref.load %l25[%k0] : memref<?xi32>
              %v100 = memref.load %l30[%k0] : memref<?xi32>
              %v101 = arith.constant 31 : i32
              %v102 = arith.andi %v100, %v101 : i32
              %v103 = arith.shrui %v99, %v102 : i32
              memref.store %v103, %l31[%k0] : memref<?xi32>
              %v104 = memref.load %l31[%k0] : memref<?xi32>
              %v105 = arith.constant 31 : i32
              %v106 = arith.andi %v104, %v105 : i32
              memref.store %v106, %l32[%k0] : memref<?xi32>
              %v107 = memref.load %l25[%k0] : memref<?xi32>
              %v108 = arith.constant 1023 : i32
              %v109 = arith.andi %v107, %v108 : i32
              memref.store %v109, %l33[%k0] : memref<?xi32>
              %v110 = memref.load %l29[%k0] : memref<?xi32>
              memref.store %v110, %l34[%k0] : memref<?xi32>
              %v111 = memref.load %l32[%k0] : memref<?xi32>
              %v112 = arith.constant 31 : i32
              %v113 = arith.cmpi eq, %v111, %v112 : i32
              memref.store %v113, %l35[%k0] : memref<?xi1>
              %v114 = memref.load %l35[%k0] : memref<?xi1>
              cf.cond_br %v114, ^bb8, ^bb9
            ^bb8:
              %v115 = memref.load %l29[%k0] : memref<?xi32>
              %v116 = arith.constant 2139095040 : i32
              %v117 = arith.ori %v115, %v116 : i32
              memref.store %v117, %l36[%k0] : memref<?xi32>
              %v118 = memref.load %l33[%k0] : memref<?xi32>
              memref.store %v118, %l37[%k0] : memref<?xi32>
              %v119 = arith.constant 13 : i32
              memref.store %v119, %l38[%k0] : memref<?xi32>
              %v120 = memref.load %l37[%k0] : memref<?xi32>
              %v121 = memref.load %l38[%k0] : memref<?xi32>
              %v122 = arith.constant 31 : i32
              %v123 = arith.andi %v121, %v122 : i32
              %v124 = arith.shli %v120, %v123 : i32
              memref.store %v124, %l39[%k0] : memref<?xi32>
              %v125 = memref.load %l36[%k0] : memref<?xi32>
              %v126 = memref.load %l39[%k0] : memref<?xi32>
              %v127 = arith.ori %v125, %v126 : i32
              memref.store %v127, %l34[%k0] : memref<?xi32>
              cf.br ^bb16
            ^bb9:
              %v128 = memref.load %l32[%k0] : memref<?xi32>
              %v129 = arith.constant 0 : i32
              %v130 = arith.cmpi ne, %v128, %v129 : i32
              memref.store %v130, %l40[%k0] : memref<?xi1>
              %v131 = memref.load %l40[%k0] : memref<?xi1>
              cf.cond_br %v131, ^bb10, ^bb11
            ^bb10:
              %v132 = memref.load %l32[%k0] : memref<?xi32>
              %v133 = arith.constant 112 : i32
              %v134 = arith.addi %v132, %v133 : i32
              memref.store %v134, %l41[%k0] : memref<?xi32>
              %v135 = arith.constant 23 : i32
              memref.store %v135, %l42[%k0] : memref<?xi32>
              %v136 = memref.load %l41[%k0] : memref<?xi32>
              %v137 = memref.load %l42[%k0] : memref<?xi32>
              %v138 = arith.constant 31 : i32
              %v139 = arith.andi %v137, %v138 : i32
              %v140 = arith.shli %v136, %v139 : i32
              memref.store %v140, %l43[%k0] : memref<?xi32>
              %v141 = memref.load %l29[%k0] : memref<?xi32>
              %v142 = memref.load %l43[%k0] : memref<?xi32>
              %v143 = arith.ori %v141, %v142 : i32
              memref.store %v143, %l44[%k0] : memref<?xi32>
              %v144 = memref.load %l33[%k0] : memref<?xi32>
              memref.store %v144, %l45[%k0] : memref<?xi32>
              %v145 = arith.constant 13 : i32
              memref.store %v145, %l46[%k0] : memref<?xi32>
              %v146 = memref.load %l45[%k0] : memref<?xi32>
              %v147 = memref.load %l46[%k0] : memref<?xi32>
              %v148 = arith.constant 31 : i32
              %v149 = arith.andi %v147, %v148 : i32
              %v150 = arith.shli %v146, %v149 : i32
              memref.store %v150, %l47[%k0] : memref<?xi32>
              %v151 = memref.load %l44[%k0] : memref<?xi32>
              %v152 = memref.load %l47[%k0] : memref<?xi32>
              %v153 = arith.ori %v151, %v152 : i32
              memref.store %v153, %l34[%k0] : memref<?xi32>
              cf.br ^bb16
            ^bb11:
              %v154 = memref.load %l33[%k0] : memref<?xi32>
              memref.store %v154, %l48[%k0] : memref<?xi32>
              %v155 = memref.load %l48[%k0] : memref<?xi32>
              %v156 = arith.constant 0 : i32
              %v157 = arith.cmpi ne, %v155, %v156 : i32
              memref.store %v157, %l49[%k0] : memref<?xi1>
              %v158 = memref.load %l49[%k0] : memref<?xi1>
              cf.cond_br %v158, ^bb12, ^bb16
            ^bb12:
              %v159 = arith.constant 113 : i32
              memref.store %v159, %l50[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb13:
              %v160 = memref.load %l33[%k0] : memref<?xi32>
              memref.store %v160, %l51[%k0] : memref<?xi32>
              %v161 = memref.load %l51[%k0] : memref<?xi32>
              %v162 = arith.constant 1024 : i32
              %v163 = arith.andi %v161, %v162 : i32
              memref.store %v163, %l52[%k0] : memref<?xi32>
              %v164 = memref.load %l52[%k0] : memref<?xi32>
              %v165 = arith.constant 0 : i32
              %v166 = arith.cmpi eq, %v164, %v165 : i32
              memref.store %v166, %l53[%k0] : memref<?xi1>
              %v167 = memref.load %l53[%k0] : memref<?xi1>
              cf.cond_br %v167, ^bb14, ^bb15
            ^bb14:
              %v168 = memref.load %l33[%k0] : memref<?xi32>
              memref.store %v168, %l54[%k0] : memref<?xi32>
              %v169 = arith.constant 1 : i32
              memref.store %v169, %l55[%k0] : memref<?xi32>
              %v170 = memref.load %l54[%k0] : memref<?xi32>
              %v171 = memref.load %l55[%k0] : memref<?xi32>
              %v172 = arith.constant 31 : i32
              %v173 = arith.andi %v171, %v172 : i32
              %v174 = arith.shli %v170, %v173 : i32
              memref.store %v174, %l33[%k0] : memref<?xi32>
              %v175 = memref.load %l50[%k0] : memref<?xi32>
              memref.store %v175, %l56[%k0] : memref<?xi32>
              %v176 = memref.load %l56[%k0] : memref<?xi32>
              %v177 = arith.constant 1 : i32
              %v178 = arith.subi %v176, %v177 : i32
              memref.store %v178, %l50[%k0] : memref<?xi32>
              cf.br ^bb13
            ^bb15:
              %v179 = memref.load %l50[%k0] : memref<?xi32>
              memref.store %v179, %l57[%k0] : memref<?xi32>
              %v180 = arith.constant 23 : i32
              memref.store %v180, %l58[%k0] : memref<?xi32>
              %v181 = memref.load %l57[%k0] : memref<?xi32>
              %v182 = memref.load %l58[%k0] : memref<?xi32>
              %v183 = arith.constant 31 : i32
              %v184 = arith.andi %v182, %v183 : i32
              %v185 = arith.shli %v181, %v184 : i32
              memref.store %v185, %l59[%k0] : memref<?xi32>
              %v186 = memref.load %l29[%k0] : memref<?xi32>
              %v187 = memref.load %l59[%k0] : memref<?xi32>
              %v188 = arith.ori %v186, %v187 : i32
              memref.store %v188, %l60[%k0] : memref<?xi32>
              %v189 = memref.load %l33[%k0] : memref<?xi32>
              memref.store %v189, %l61[%k0] : memref<?xi32>
              %v190 = memref.load %l61[%k0] : memref<?xi32>
              %v191 = arith.constant 1023 : i32
              %v192 = arith.andi %v190, %v191 : i32
              memref.store %v192, %l62[%k0] : memref<?xi32>
              %v193 = arith.constant 13 : i32
              memref.store %v193, %l63[%k0] : memref<?xi32>
              %v194 = memref.load %l62[%k0] : memref<?xi32>
              %v195 = memref.load %l63[%k0] : memref<?xi32>
              %v196 = arith.constant 31 : i32
              %v197 = arith.andi %v195, %v196 : i32
              %v198 = arith.shli %v194, %v197 : i32
              memref.store %v198, %l64[%k0] : memref<?xi32>
              %v199 = memref.load %l60[%k0] : memref<?xi32>
              %v200 = memref.load %l64[%k0] : memref<?xi32>
              %v201 = arith.ori %v199, %v200 : i32
              memref.store %v201, %l34[%k0] : memref<?xi32>
              cf.br ^bb16
            ^bb16:
              %v202 = memref.load %l34[%k0] : memref<?xi32>
              memref.store %v202, %l65[%k0] : memref<?xi32>
              %v203 = memref.load %l65[%k0] : memref<?xi32>
              %v204 = arith.bitcast %v203 : i32 to f32
              memref.store %v204, %l66[%k0] : memref<?xf32>
              %v205 = arith.constant 0 : i64
              memref.store %v205, %l67[%k0] : memref<?xi64>
              %v206 = arith.constant 32 : i64
              memref.store %v206, %l68[%k0] : memref<?xi64>
              cf.br ^bb17
            ^bb17:
              %v207 = memref.load %l67[%k0] : memref<?xi64>
              memref.store %v207, %l69[%k0] : memref<?xi64>
              %v208 = memref.load %l69[%k0] : memref<?xi64>
              %v209 = memref.load %l68[%k0] : memref<?xi64>
              %v210 = arith.cmpi ult, %v208, %v209 : i64
              memref.store %v210, %l70[%k0] : memref<?xi1>
              %v211 = memref.load %l70[%k0] : memref<?xi1>
              %v212 = arith.extui %v211 : i1 to i64
              memref.store %v212, %l71[%k0] : memref<?xi64>
              %v213 = memref.load %l67[%k0] : memref<?xi64>
              %v214 = memref.load %l71[%k0] : memref<?xi64>
              %v215 = arith.addi %v213, %v214 : i64
              memref.store %v215, %l67[%k0] : memref<?xi64>
              %v216 = memref.load %l69[%k0] : memref<?xi64>
              %v217 = memref.load %l68[%k0] : memref<?xi64>
              %v218 = arith.cmpi ult, %v216, %v217 : i64
              memref.store %v218, %l72[%k0] : memref<?xi1>
              %v219 = memref.load %l72[%k0] : memref<?xi1>
              cf.cond_br %v219, ^bb18, ^bb3
            ^bb18:
              %v220 = memref.load %l14[%k0] : memref<?xi64>
              %v221 = arith.constant 2 : i64
              %v222 = arith.addi %v220, %v221 : i64
              memref.store %v222, %l73[%k0] : memref<?xi64>
              %v223 = memref.load %l73[%k0] : memref<?xi64>
              %v224 = memref.load %l69[%k0] : memref<?xi64>
              %v225 = arith.addi %v223, %v224 : i64
              memref.store %v225, %l74[%k0] : memref<?xi64>
              %v226 = memref.load %l74[%k0] : memref<?xi64>
              %v227 = arith.constant 4 : i64
              %v228 = arith.constant 0 : i64
              %v229 = arith.cmpi eq, %v227, %v228 : i64
              %v230 = arith.constant 1 : i64
              %v231 = arith.select %v229, %v230, %v227 : i64
              %v232 = arith.divui %v226, %v231 : i64
              memref.store %v232, %l75[%k0] : memref<?xi64>
              %v233 = arith.constant 0 : i32
              memref.store %v233, %l76[%k0] : memref<?xi32>
              %v234 = arith.index_cast %n0 : index to i64
              memref.store %v234, %l77[%k0] : memref<?xi64>
              %v235 = memref.load %l75[%k0] : memref<?xi64>
              %v236 = memref.load %l77[%k0] : memref<?xi64>
              %v237 = arith.cmpi ult, %v235, %v236 : i64
              memref.store %v237, %l78[%k0] : memref<?xi1>
              %v238 = memref.load %l78[%k0] : memref<?xi1>
              cf.cond_br %v238, ^bb19, ^bb20
            ^bb19:
              %v239 = memref.load %l75[%k0] : memref<?xi64>
              %v240 = arith.index_cast %v239 : i64 to index
              %v241 = memref.load %p0[%v240] : memref<?xi32>
              memref.store %v241, %l79[%k0] : memref<?xi32>
              %v242 = memref.load %l79[%k0] : memref<?xi32>
              memref.store %v242, %l76[%k0] : memref<?xi32>
              cf.br ^bb20
            ^bb20:
              %v243 = memref.load %l76[%k0] : memref<?xi32>
              memref.store %v243, %l80[%k0] : memref<?xi32>
              %v244 = memref.load %l74[%k0] : memref<?xi64>
              %v245 = arith.constant 4 : i64
              %v246 = arith.constant 0 : i64
              %v247 = arith.cmpi eq, %v245, %v246 : i64
              %v248 = arith.constant 1 : i64
              %v249 = arith.select %v247, %v248, %v245 : i64
              %v250 = arith.remui %v244, %v249 : i64
              memref.store %v250, %l81[%k0] : memref<?xi64>
              %v251 = memref.load %l81[%k0] : memref<?xi64>
              %v252 = arith.constant 8 : i64
              %v253 = arith.muli %v251, %v252 : i64
              memref.store %v253, %l82[%k0] : memref<?xi64>
              %v254 = memref.load %l82[%k0] : memref<?xi64>
              %v255 = arith.trunci %v254 : i64 to i32
              memref.store %v255, %l83[%k0] : memref<?xi32>
              %v256 = memref.load %l80[%k0] : memref<?xi32>
              %v257 = memref.load %l83[%k0] : memref<?xi32>
              %v258 = arith.constant 31 : i32
              %v259 = arith.andi %v257, %v258 : i32
              %v260 = arith.shrui %v256, %v259 : i32
              memref.store %v260, %l84[%k0] : memref<?xi32>
              %v261 = memref.load %l84[%k0] : memref<?xi32>
              %v262 = arith.constant 255 : i32
              %v263 = arith.andi %v261, %v262 : i32
              memref.store %v263, %l85[%k0] : memref<?xi32>
              %v264 = memref.load %l85[%k0] : memref<?xi32>
              memref.store %v264, %l86[%k0] : memref<?xi32>
              %v265 = memref.load %l85[%k0] : memref<?xi32>
              %v266 = arith.constant 128 : i32
              %v267 = arith.andi %v265, %v266 : i32
              memref.store %v267, %l87[%k0] : memref<?xi32>
              %v268 = memref.load %l87[%k0] : memref<?xi32>
              memref.store %v268, %l88[%k0] : memref<?xi32>
              %v269 = memref.load %l88[%k0] : memref<?xi32>
              %v270 = arith.constant 2 : i32
              %v271 = arith.muli %v269, %v270 : i32
              memref.store %v271, %l89[%k0] : memref<?xi32>
              %v272 = memref.load %l86[%k0] : memref<?xi32>
              %v273 = memref.load %l89[%k0] : memref<?xi32>
              %v274 = arith.subi %v272, %v273 : i32
              memref.store %v274, %l90[%k0] : memref<?xi32>
              %v275 = memref.load %l90[%k0] : memref<?xi32>
              %v276 = arith.sitofp %v275 : i32 to f32
              memref.store %v276, %l91[%k0] : memref<?xf32>
              %v277 = memref.load %l66[%k0] : memref<?xf32>
              %v278 = memref.load %l91[%k0] : memref<?xf32>
              %v279 = arith.mulf %v277, %v278 : f32
              memref.store %v279, %l92[%k0] : memref<?xf32>
              %v280 = memref.load %l8[%k0] : memref<?xi64>
              %v281 = arith.constant 32 : i64
              %v282 = arith.muli %v280, %v281 : i64
              memref.store %v282, %l93[%k0] : memref<?xi64>
              %v283 = memref.load %l93[%k0] : memref<?xi64>
              %v284 = memref.load %l69[%k0] : memref<?xi64>
              %v285 = arith.addi %v283, %v284 : i64
              memref.store %v285, %l94[%k0] : memref<?xi64>
              %v286 = arith.index_cast %n1 : index to i64
              memref.store %v286, %l95[%k0] : memref<?xi64>
              %v287 = memref.load %l94[%k0] : memref<?xi64>
              %v288 = memref.load %l95[%k0] : memref<?xi64>
              %v289 = arith.cmpi ult, %v287, %v288 : i64
              memref.store %v289, %l96[%k0] : memref<?xi1>
              %v290 = memref.load %l96[%k0] : memref<?xi1>
              cf.cond_br %v290, ^bb21, ^bb17
            ^bb21:
              %v291 = memref.load %l5[%k0] : memref<?xf32>
              memref.store %v291, %l97[%k0] : memref<?xf32>
              %v292 = memref.load %l94[%k0] : memref<?xi64>
              %v293 = arith.index_cast %v292 : i64 to index
              %v294 = memref.load %p1[%v293] : memref<?xf32>
              memref.store %v294, %l98[%k0] : memref<?xf32>
              %v295 = memref.load %l92[%k0] : memref<?xf32>
              %v296 = memref.load %l98[%k0] : memref<?xf32>
              %v297 = arith.mulf %v295, %v296 : f32
              memref.store %v297, %l99[%k0] : memref<?xf32>
              %v298 = memref.load %l97[%k0] : memref<?xf32>
              %v299 = memref.load %l99[%k0] : memref<?xf32>
              %v300 = arith.addf %v298, %v299 : f32
              memref.store %v300, %l5[%k0] : memref<?xf32>
              cf.br ^bb17
            ^bb22:
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
    ^bb0(%a_in: memref<12328xi8>, %a_out: memref<4096xi8>):
      %task_out = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_out) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 4096 : i32, static_offset = 0 : i32} : (memref<4096xi8>) -> ()
        "aie.end"() : () -> ()
      }) {alloc = @out_l2, issue_token = true} : () -> index
      %task_in = "aiex.dma_configure_task_for"() ({
        "aie.dma_bd"(%a_in) {operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = 12328 : i32, static_offset = 0 : i32} : (memref<12328xi8>) -> ()
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
