// q4_0_matvec: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
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
    %b_wg0_c0 = "aie.buffer"(%t_c0) {sym_name = "wg0_c0"} : (index) -> memref<256xf32>
    %b_ls1_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1_c0"} : (index) -> memref<64xi64>
    %b_ls7_c0 = "aie.buffer"(%t_c0) {sym_name = "ls7_c0"} : (index) -> memref<64xi64>
    %b_ls1108_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1108_c0"} : (index) -> memref<64xi64>
    %b_ls1109_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1109_c0"} : (index) -> memref<64xi64>
    %b_ls1110_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1110_c0"} : (index) -> memref<64xi64>
    %b_ls1111_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1111_c0"} : (index) -> memref<64xi64>
    %b_ls1120_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1120_c0"} : (index) -> memref<64xi64>
    %b_resume_c0 = "aie.buffer"(%t_c0) {sym_name = "resume_c0"} : (index) -> memref<64xi32>
    %b_more_c0 = "aie.buffer"(%t_c0) {sym_name = "more_c0"} : (index) -> memref<1xi1>
    %b_l0_c0 = "aie.buffer"(%t_c0) {sym_name = "l0_c0"} : (index) -> memref<1xi64>
    %b_l2_c0 = "aie.buffer"(%t_c0) {sym_name = "l2_c0"} : (index) -> memref<1xi64>
    %b_l3_c0 = "aie.buffer"(%t_c0) {sym_name = "l3_c0"} : (index) -> memref<1xi64>
    %b_l4_c0 = "aie.buffer"(%t_c0) {sym_name = "l4_c0"} : (index) -> memref<1xi64>
    %b_l5_c0 = "aie.buffer"(%t_c0) {sym_name = "l5_c0"} : (index) -> memref<1xi64>
    %b_l6_c0 = "aie.buffer"(%t_c0) {sym_name = "l6_c0"} : (index) -> memref<1xi64>
    %b_l8_c0 = "aie.buffer"(%t_c0) {sym_name = "l8_c0"} : (index) -> memref<1xi64>
    %b_l9_c0 = "aie.buffer"(%t_c0) {sym_name = "l9_c0"} : (index) -> memref<1xi64>
    %b_l10_c0 = "aie.buffer"(%t_c0) {sym_name = "l10_c0"} : (index) -> memref<1xi64>
    %b_l11_c0 = "aie.buffer"(%t_c0) {sym_name = "l11_c0"} : (index) -> memref<1xi64>
    %b_l12_c0 = "aie.buffer"(%t_c0) {sym_name = "l12_c0"} : (index) -> memref<1xi64>
    %b_l13_c0 = "aie.buffer"(%t_c0) {sym_name = "l13_c0"} : (index) -> memref<1xi64>
    %b_l14_c0 = "aie.buffer"(%t_c0) {sym_name = "l14_c0"} : (index) -> memref<1xi32>
    %b_l15_c0 = "aie.buffer"(%t_c0) {sym_name = "l15_c0"} : (index) -> memref<1xi32>
    %b_l16_c0 = "aie.buffer"(%t_c0) {sym_name = "l16_c0"} : (index) -> memref<1xi32>
    %b_l17_c0 = "aie.buffer"(%t_c0) {sym_name = "l17_c0"} : (index) -> memref<1xi32>
    %b_l18_c0 = "aie.buffer"(%t_c0) {sym_name = "l18_c0"} : (index) -> memref<1xi32>
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi32>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi32>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi32>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi64>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi32>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi64>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi1>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi64>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi1>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi64>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi64>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi64>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi32>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi64>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi1>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi1>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi64>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xf32>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xf32>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi64>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi64>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi1>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi64>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi64>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi64>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi64>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi64>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi64>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi64>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi64>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi64>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xi64>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi64>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi64>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi64>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi64>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi64>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi64>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi64>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi64>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi64>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi64>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi64>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi64>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi64>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi64>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi64>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi64>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi64>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi64>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi64>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi64>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi1>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi1>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi1>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi1>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xi1>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xi1>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xi1>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xi1>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xi1>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi1>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi1>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi1>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi1>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi1>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi1>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi1>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi1>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi1>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi1>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi1>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi1>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi1>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi1>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi1>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi1>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xi1>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xi1>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi1>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi1>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi1>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi1>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi1>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xf32>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xf32>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xf32>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xf32>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xf32>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xf32>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xf32>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xf32>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xf32>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xf32>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xf32>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xf32>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xf32>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xf32>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xf32>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xf32>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xf32>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xf32>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xf32>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xf32>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xf32>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xf32>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xf32>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xf32>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xf32>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xf32>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xf32>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xf32>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xf32>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xf32>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xf32>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xf32>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi64>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xi64>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xi64>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi64>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xi64>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xi64>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi64>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi64>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi64>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi64>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xi64>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xi64>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi1>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi1>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi1>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xi1>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xi1>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xi1>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xi1>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xi1>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xi1>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xi1>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xi1>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xi1>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xi32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xi32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xi32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xi32>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xi32>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi32>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xi32>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi32>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xi32>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xi32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xi32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xi32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xf32>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xi64>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi64>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi64>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xi64>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xi64>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xi64>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xi64>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xi32>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xi64>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xi64>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xi64>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xi64>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xi64>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xi64>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xi64>
    %b_l213_c0 = "aie.buffer"(%t_c0) {sym_name = "l213_c0"} : (index) -> memref<1xi32>
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xi64>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xi64>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xi64>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xi64>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xi64>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xi64>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xi64>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xi32>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xi64>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xi64>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xi64>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xi64>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xi64>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xi64>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xi64>
    %b_l229_c0 = "aie.buffer"(%t_c0) {sym_name = "l229_c0"} : (index) -> memref<1xi32>
    %b_l230_c0 = "aie.buffer"(%t_c0) {sym_name = "l230_c0"} : (index) -> memref<1xi32>
    %b_l231_c0 = "aie.buffer"(%t_c0) {sym_name = "l231_c0"} : (index) -> memref<1xi32>
    %b_l232_c0 = "aie.buffer"(%t_c0) {sym_name = "l232_c0"} : (index) -> memref<1xi32>
    %b_l233_c0 = "aie.buffer"(%t_c0) {sym_name = "l233_c0"} : (index) -> memref<1xi32>
    %b_l234_c0 = "aie.buffer"(%t_c0) {sym_name = "l234_c0"} : (index) -> memref<1xi32>
    %b_l235_c0 = "aie.buffer"(%t_c0) {sym_name = "l235_c0"} : (index) -> memref<1xi32>
    %b_l236_c0 = "aie.buffer"(%t_c0) {sym_name = "l236_c0"} : (index) -> memref<1xi32>
    %b_l237_c0 = "aie.buffer"(%t_c0) {sym_name = "l237_c0"} : (index) -> memref<1xi32>
    %b_l238_c0 = "aie.buffer"(%t_c0) {sym_name = "l238_c0"} : (index) -> memref<1xi32>
    %b_l239_c0 = "aie.buffer"(%t_c0) {sym_name = "l239_c0"} : (index) -> memref<1xi32>
    %b_l240_c0 = "aie.buffer"(%t_c0) {sym_name = "l240_c0"} : (index) -> memref<1xf32>
    %b_l241_c0 = "aie.buffer"(%t_c0) {sym_name = "l241_c0"} : (index) -> memref<1xf32>
    %b_l242_c0 = "aie.buffer"(%t_c0) {sym_name = "l242_c0"} : (index) -> memref<1xf32>
    %b_l243_c0 = "aie.buffer"(%t_c0) {sym_name = "l243_c0"} : (index) -> memref<1xf32>
    %b_l244_c0 = "aie.buffer"(%t_c0) {sym_name = "l244_c0"} : (index) -> memref<1xi32>
    %b_l245_c0 = "aie.buffer"(%t_c0) {sym_name = "l245_c0"} : (index) -> memref<1xi32>
    %b_l246_c0 = "aie.buffer"(%t_c0) {sym_name = "l246_c0"} : (index) -> memref<1xf32>
    %b_l247_c0 = "aie.buffer"(%t_c0) {sym_name = "l247_c0"} : (index) -> memref<1xf32>
    %b_l248_c0 = "aie.buffer"(%t_c0) {sym_name = "l248_c0"} : (index) -> memref<1xf32>
    %b_l249_c0 = "aie.buffer"(%t_c0) {sym_name = "l249_c0"} : (index) -> memref<1xf32>
    %b_l250_c0 = "aie.buffer"(%t_c0) {sym_name = "l250_c0"} : (index) -> memref<1xi32>
    %b_l251_c0 = "aie.buffer"(%t_c0) {sym_name = "l251_c0"} : (index) -> memref<1xi32>
    %b_l252_c0 = "aie.buffer"(%t_c0) {sym_name = "l252_c0"} : (index) -> memref<1xf32>
    %b_l253_c0 = "aie.buffer"(%t_c0) {sym_name = "l253_c0"} : (index) -> memref<1xf32>
    %b_l254_c0 = "aie.buffer"(%t_c0) {sym_name = "l254_c0"} : (index) -> memref<1xf32>
    %b_l255_c0 = "aie.buffer"(%t_c0) {sym_name = "l255_c0"} : (index) -> memref<1xf32>
    %b_l256_c0 = "aie.buffer"(%t_c0) {sym_name = "l256_c0"} : (index) -> memref<1xi32>
    %b_l257_c0 = "aie.buffer"(%t_c0) {sym_name = "l257_c0"} : (index) -> memref<1xi32>
    %b_l258_c0 = "aie.buffer"(%t_c0) {sym_name = "l258_c0"} : (index) -> memref<1xf32>
    %b_l259_c0 = "aie.buffer"(%t_c0) {sym_name = "l259_c0"} : (index) -> memref<1xf32>
    %b_l260_c0 = "aie.buffer"(%t_c0) {sym_name = "l260_c0"} : (index) -> memref<1xf32>
    %b_l261_c0 = "aie.buffer"(%t_c0) {sym_name = "l261_c0"} : (index) -> memref<1xf32>
    %b_l262_c0 = "aie.buffer"(%t_c0) {sym_name = "l262_c0"} : (index) -> memref<1xi32>
    %b_l263_c0 = "aie.buffer"(%t_c0) {sym_name = "l263_c0"} : (index) -> memref<1xi32>
    %b_l264_c0 = "aie.buffer"(%t_c0) {sym_name = "l264_c0"} : (index) -> memref<1xf32>
    %b_l265_c0 = "aie.buffer"(%t_c0) {sym_name = "l265_c0"} : (index) -> memref<1xf32>
    %b_l266_c0 = "aie.buffer"(%t_c0) {sym_name = "l266_c0"} : (index) -> memref<1xf32>
    %b_l267_c0 = "aie.buffer"(%t_c0) {sym_name = "l267_c0"} : (index) -> memref<1xf32>
    %b_l268_c0 = "aie.buffer"(%t_c0) {sym_name = "l268_c0"} : (index) -> memref<1xi32>
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xi32>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xf32>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xf32>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xf32>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xf32>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xi32>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xi32>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xf32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xf32>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xf32>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xf32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xi32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xi32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xf32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xf32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xf32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xf32>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xi32>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xi32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xf32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xf32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xf32>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xf32>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xi32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xi32>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xf32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xf32>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xf32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xf32>
    %b_l298_c0 = "aie.buffer"(%t_c0) {sym_name = "l298_c0"} : (index) -> memref<1xi32>
    %b_l299_c0 = "aie.buffer"(%t_c0) {sym_name = "l299_c0"} : (index) -> memref<1xi32>
    %b_l300_c0 = "aie.buffer"(%t_c0) {sym_name = "l300_c0"} : (index) -> memref<1xf32>
    %b_l301_c0 = "aie.buffer"(%t_c0) {sym_name = "l301_c0"} : (index) -> memref<1xf32>
    %b_l302_c0 = "aie.buffer"(%t_c0) {sym_name = "l302_c0"} : (index) -> memref<1xf32>
    %b_l303_c0 = "aie.buffer"(%t_c0) {sym_name = "l303_c0"} : (index) -> memref<1xf32>
    %b_l304_c0 = "aie.buffer"(%t_c0) {sym_name = "l304_c0"} : (index) -> memref<1xi32>
    %b_l305_c0 = "aie.buffer"(%t_c0) {sym_name = "l305_c0"} : (index) -> memref<1xi32>
    %b_l306_c0 = "aie.buffer"(%t_c0) {sym_name = "l306_c0"} : (index) -> memref<1xf32>
    %b_l307_c0 = "aie.buffer"(%t_c0) {sym_name = "l307_c0"} : (index) -> memref<1xf32>
    %b_l308_c0 = "aie.buffer"(%t_c0) {sym_name = "l308_c0"} : (index) -> memref<1xf32>
    %b_l309_c0 = "aie.buffer"(%t_c0) {sym_name = "l309_c0"} : (index) -> memref<1xf32>
    %b_l310_c0 = "aie.buffer"(%t_c0) {sym_name = "l310_c0"} : (index) -> memref<1xi32>
    %b_l311_c0 = "aie.buffer"(%t_c0) {sym_name = "l311_c0"} : (index) -> memref<1xi32>
    %b_l312_c0 = "aie.buffer"(%t_c0) {sym_name = "l312_c0"} : (index) -> memref<1xf32>
    %b_l313_c0 = "aie.buffer"(%t_c0) {sym_name = "l313_c0"} : (index) -> memref<1xf32>
    %b_l314_c0 = "aie.buffer"(%t_c0) {sym_name = "l314_c0"} : (index) -> memref<1xf32>
    %b_l315_c0 = "aie.buffer"(%t_c0) {sym_name = "l315_c0"} : (index) -> memref<1xf32>
    %b_l316_c0 = "aie.buffer"(%t_c0) {sym_name = "l316_c0"} : (index) -> memref<1xi32>
    %b_l317_c0 = "aie.buffer"(%t_c0) {sym_name = "l317_c0"} : (index) -> memref<1xi32>
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xf32>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xf32>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xf32>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xf32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xi32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xi32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xf32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xf32>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xf32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xf32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xi32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xi32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xf32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xf32>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xf32>
    %b_l333_c0 = "aie.buffer"(%t_c0) {sym_name = "l333_c0"} : (index) -> memref<1xf32>
    %b_l334_c0 = "aie.buffer"(%t_c0) {sym_name = "l334_c0"} : (index) -> memref<1xi32>
    %b_l335_c0 = "aie.buffer"(%t_c0) {sym_name = "l335_c0"} : (index) -> memref<1xi32>
    %b_l336_c0 = "aie.buffer"(%t_c0) {sym_name = "l336_c0"} : (index) -> memref<1xf32>
    %b_l337_c0 = "aie.buffer"(%t_c0) {sym_name = "l337_c0"} : (index) -> memref<1xf32>
    %b_l338_c0 = "aie.buffer"(%t_c0) {sym_name = "l338_c0"} : (index) -> memref<1xf32>
    %b_l339_c0 = "aie.buffer"(%t_c0) {sym_name = "l339_c0"} : (index) -> memref<1xf32>
    %b_l340_c0 = "aie.buffer"(%t_c0) {sym_name = "l340_c0"} : (index) -> memref<1xi32>
    %b_l341_c0 = "aie.buffer"(%t_c0) {sym_name = "l341_c0"} : (index) -> memref<1xi32>
    %b_l342_c0 = "aie.buffer"(%t_c0) {sym_name = "l342_c0"} : (index) -> memref<1xf32>
    %b_l343_c0 = "aie.buffer"(%t_c0) {sym_name = "l343_c0"} : (index) -> memref<1xf32>
    %b_l344_c0 = "aie.buffer"(%t_c0) {sym_name = "l344_c0"} : (index) -> memref<1xf32>
    %b_l345_c0 = "aie.buffer"(%t_c0) {sym_name = "l345_c0"} : (index) -> memref<1xf32>
    %b_l346_c0 = "aie.buffer"(%t_c0) {sym_name = "l346_c0"} : (index) -> memref<1xi32>
    %b_l347_c0 = "aie.buffer"(%t_c0) {sym_name = "l347_c0"} : (index) -> memref<1xi32>
    %b_l348_c0 = "aie.buffer"(%t_c0) {sym_name = "l348_c0"} : (index) -> memref<1xf32>
    %b_l349_c0 = "aie.buffer"(%t_c0) {sym_name = "l349_c0"} : (index) -> memref<1xf32>
    %b_l350_c0 = "aie.buffer"(%t_c0) {sym_name = "l350_c0"} : (index) -> memref<1xf32>
    %b_l351_c0 = "aie.buffer"(%t_c0) {sym_name = "l351_c0"} : (index) -> memref<1xf32>
    %b_l352_c0 = "aie.buffer"(%t_c0) {sym_name = "l352_c0"} : (index) -> memref<1xi32>
    %b_l353_c0 = "aie.buffer"(%t_c0) {sym_name = "l353_c0"} : (index) -> memref<1xi32>
    %b_l354_c0 = "aie.buffer"(%t_c0) {sym_name = "l354_c0"} : (index) -> memref<1xf32>
    %b_l355_c0 = "aie.buffer"(%t_c0) {sym_name = "l355_c0"} : (index) -> memref<1xf32>
    %b_l356_c0 = "aie.buffer"(%t_c0) {sym_name = "l356_c0"} : (index) -> memref<1xf32>
    %b_l357_c0 = "aie.buffer"(%t_c0) {sym_name = "l357_c0"} : (index) -> memref<1xf32>
    %b_l358_c0 = "aie.buffer"(%t_c0) {sym_name = "l358_c0"} : (index) -> memref<1xi32>
    %b_l359_c0 = "aie.buffer"(%t_c0) {sym_name = "l359_c0"} : (index) -> memref<1xi32>
    %b_l360_c0 = "aie.buffer"(%t_c0) {sym_name = "l360_c0"} : (index) -> memref<1xf32>
    %b_l361_c0 = "aie.buffer"(%t_c0) {sym_name = "l361_c0"} : (index) -> memref<1xf32>
    %b_l362_c0 = "aie.buffer"(%t_c0) {sym_name = "l362_c0"} : (index) -> memref<1xf32>
    %b_l363_c0 = "aie.buffer"(%t_c0) {sym_name = "l363_c0"} : (index) -> memref<1xf32>
    %b_l364_c0 = "aie.buffer"(%t_c0) {sym_name = "l364_c0"} : (index) -> memref<1xi32>
    %b_l365_c0 = "aie.buffer"(%t_c0) {sym_name = "l365_c0"} : (index) -> memref<1xi32>
    %b_l366_c0 = "aie.buffer"(%t_c0) {sym_name = "l366_c0"} : (index) -> memref<1xf32>
    %b_l367_c0 = "aie.buffer"(%t_c0) {sym_name = "l367_c0"} : (index) -> memref<1xf32>
    %b_l368_c0 = "aie.buffer"(%t_c0) {sym_name = "l368_c0"} : (index) -> memref<1xf32>
    %b_l369_c0 = "aie.buffer"(%t_c0) {sym_name = "l369_c0"} : (index) -> memref<1xf32>
    %b_l370_c0 = "aie.buffer"(%t_c0) {sym_name = "l370_c0"} : (index) -> memref<1xi32>
    %b_l371_c0 = "aie.buffer"(%t_c0) {sym_name = "l371_c0"} : (index) -> memref<1xi32>
    %b_l372_c0 = "aie.buffer"(%t_c0) {sym_name = "l372_c0"} : (index) -> memref<1xf32>
    %b_l373_c0 = "aie.buffer"(%t_c0) {sym_name = "l373_c0"} : (index) -> memref<1xf32>
    %b_l374_c0 = "aie.buffer"(%t_c0) {sym_name = "l374_c0"} : (index) -> memref<1xf32>
    %b_l375_c0 = "aie.buffer"(%t_c0) {sym_name = "l375_c0"} : (index) -> memref<1xf32>
    %b_l376_c0 = "aie.buffer"(%t_c0) {sym_name = "l376_c0"} : (index) -> memref<1xi32>
    %b_l377_c0 = "aie.buffer"(%t_c0) {sym_name = "l377_c0"} : (index) -> memref<1xi32>
    %b_l378_c0 = "aie.buffer"(%t_c0) {sym_name = "l378_c0"} : (index) -> memref<1xf32>
    %b_l379_c0 = "aie.buffer"(%t_c0) {sym_name = "l379_c0"} : (index) -> memref<1xf32>
    %b_l380_c0 = "aie.buffer"(%t_c0) {sym_name = "l380_c0"} : (index) -> memref<1xf32>
    %b_l381_c0 = "aie.buffer"(%t_c0) {sym_name = "l381_c0"} : (index) -> memref<1xf32>
    %b_l382_c0 = "aie.buffer"(%t_c0) {sym_name = "l382_c0"} : (index) -> memref<1xi32>
    %b_l383_c0 = "aie.buffer"(%t_c0) {sym_name = "l383_c0"} : (index) -> memref<1xi32>
    %b_l384_c0 = "aie.buffer"(%t_c0) {sym_name = "l384_c0"} : (index) -> memref<1xf32>
    %b_l385_c0 = "aie.buffer"(%t_c0) {sym_name = "l385_c0"} : (index) -> memref<1xf32>
    %b_l386_c0 = "aie.buffer"(%t_c0) {sym_name = "l386_c0"} : (index) -> memref<1xf32>
    %b_l387_c0 = "aie.buffer"(%t_c0) {sym_name = "l387_c0"} : (index) -> memref<1xf32>
    %b_l388_c0 = "aie.buffer"(%t_c0) {sym_name = "l388_c0"} : (index) -> memref<1xi32>
    %b_l389_c0 = "aie.buffer"(%t_c0) {sym_name = "l389_c0"} : (index) -> memref<1xi32>
    %b_l390_c0 = "aie.buffer"(%t_c0) {sym_name = "l390_c0"} : (index) -> memref<1xf32>
    %b_l391_c0 = "aie.buffer"(%t_c0) {sym_name = "l391_c0"} : (index) -> memref<1xf32>
    %b_l392_c0 = "aie.buffer"(%t_c0) {sym_name = "l392_c0"} : (index) -> memref<1xf32>
    %b_l393_c0 = "aie.buffer"(%t_c0) {sym_name = "l393_c0"} : (index) -> memref<1xf32>
    %b_l394_c0 = "aie.buffer"(%t_c0) {sym_name = "l394_c0"} : (index) -> memref<1xi32>
    %b_l395_c0 = "aie.buffer"(%t_c0) {sym_name = "l395_c0"} : (index) -> memref<1xi32>
    %b_l396_c0 = "aie.buffer"(%t_c0) {sym_name = "l396_c0"} : (index) -> memref<1xf32>
    %b_l397_c0 = "aie.buffer"(%t_c0) {sym_name = "l397_c0"} : (index) -> memref<1xf32>
    %b_l398_c0 = "aie.buffer"(%t_c0) {sym_name = "l398_c0"} : (index) -> memref<1xf32>
    %b_l399_c0 = "aie.buffer"(%t_c0) {sym_name = "l399_c0"} : (index) -> memref<1xf32>
    %b_l400_c0 = "aie.buffer"(%t_c0) {sym_name = "l400_c0"} : (index) -> memref<1xi32>
    %b_l401_c0 = "aie.buffer"(%t_c0) {sym_name = "l401_c0"} : (index) -> memref<1xi32>
    %b_l402_c0 = "aie.buffer"(%t_c0) {sym_name = "l402_c0"} : (index) -> memref<1xf32>
    %b_l403_c0 = "aie.buffer"(%t_c0) {sym_name = "l403_c0"} : (index) -> memref<1xf32>
    %b_l404_c0 = "aie.buffer"(%t_c0) {sym_name = "l404_c0"} : (index) -> memref<1xf32>
    %b_l405_c0 = "aie.buffer"(%t_c0) {sym_name = "l405_c0"} : (index) -> memref<1xf32>
    %b_l406_c0 = "aie.buffer"(%t_c0) {sym_name = "l406_c0"} : (index) -> memref<1xi32>
    %b_l407_c0 = "aie.buffer"(%t_c0) {sym_name = "l407_c0"} : (index) -> memref<1xi32>
    %b_l408_c0 = "aie.buffer"(%t_c0) {sym_name = "l408_c0"} : (index) -> memref<1xf32>
    %b_l409_c0 = "aie.buffer"(%t_c0) {sym_name = "l409_c0"} : (index) -> memref<1xf32>
    %b_l410_c0 = "aie.buffer"(%t_c0) {sym_name = "l410_c0"} : (index) -> memref<1xf32>
    %b_l411_c0 = "aie.buffer"(%t_c0) {sym_name = "l411_c0"} : (index) -> memref<1xf32>
    %b_l412_c0 = "aie.buffer"(%t_c0) {sym_name = "l412_c0"} : (index) -> memref<1xi32>
    %b_l413_c0 = "aie.buffer"(%t_c0) {sym_name = "l413_c0"} : (index) -> memref<1xi32>
    %b_l414_c0 = "aie.buffer"(%t_c0) {sym_name = "l414_c0"} : (index) -> memref<1xf32>
    %b_l415_c0 = "aie.buffer"(%t_c0) {sym_name = "l415_c0"} : (index) -> memref<1xf32>
    %b_l416_c0 = "aie.buffer"(%t_c0) {sym_name = "l416_c0"} : (index) -> memref<1xf32>
    %b_l417_c0 = "aie.buffer"(%t_c0) {sym_name = "l417_c0"} : (index) -> memref<1xf32>
    %b_l418_c0 = "aie.buffer"(%t_c0) {sym_name = "l418_c0"} : (index) -> memref<1xi32>
    %b_l419_c0 = "aie.buffer"(%t_c0) {sym_name = "l419_c0"} : (index) -> memref<1xi32>
    %b_l420_c0 = "aie.buffer"(%t_c0) {sym_name = "l420_c0"} : (index) -> memref<1xf32>
    %b_l421_c0 = "aie.buffer"(%t_c0) {sym_name = "l421_c0"} : (index) -> memref<1xf32>
    %b_l422_c0 = "aie.buffer"(%t_c0) {sym_name = "l422_c0"} : (index) -> memref<1xf32>
    %b_l423_c0 = "aie.buffer"(%t_c0) {sym_name = "l423_c0"} : (index) -> memref<1xf32>
    %b_l424_c0 = "aie.buffer"(%t_c0) {sym_name = "l424_c0"} : (index) -> memref<1xi32>
    %b_l425_c0 = "aie.buffer"(%t_c0) {sym_name = "l425_c0"} : (index) -> memref<1xi32>
    %b_l426_c0 = "aie.buffer"(%t_c0) {sym_name = "l426_c0"} : (index) -> memref<1xf32>
    %b_l427_c0 = "aie.buffer"(%t_c0) {sym_name = "l427_c0"} : (index) -> memref<1xf32>
    %b_l428_c0 = "aie.buffer"(%t_c0) {sym_name = "l428_c0"} : (index) -> memref<1xf32>
    %b_l429_c0 = "aie.buffer"(%t_c0) {sym_name = "l429_c0"} : (index) -> memref<1xi32>
    %b_l430_c0 = "aie.buffer"(%t_c0) {sym_name = "l430_c0"} : (index) -> memref<1xi32>
    %b_l431_c0 = "aie.buffer"(%t_c0) {sym_name = "l431_c0"} : (index) -> memref<1xi32>
    %b_l432_c0 = "aie.buffer"(%t_c0) {sym_name = "l432_c0"} : (index) -> memref<1xi32>
    %b_l433_c0 = "aie.buffer"(%t_c0) {sym_name = "l433_c0"} : (index) -> memref<1xi32>
    %b_l434_c0 = "aie.buffer"(%t_c0) {sym_name = "l434_c0"} : (index) -> memref<1xi32>
    %b_l435_c0 = "aie.buffer"(%t_c0) {sym_name = "l435_c0"} : (index) -> memref<1xi32>
    %b_l436_c0 = "aie.buffer"(%t_c0) {sym_name = "l436_c0"} : (index) -> memref<1xf32>
    %b_l437_c0 = "aie.buffer"(%t_c0) {sym_name = "l437_c0"} : (index) -> memref<1xi1>
    %b_l438_c0 = "aie.buffer"(%t_c0) {sym_name = "l438_c0"} : (index) -> memref<1xi32>
    %b_l439_c0 = "aie.buffer"(%t_c0) {sym_name = "l439_c0"} : (index) -> memref<1xi32>
    %b_l440_c0 = "aie.buffer"(%t_c0) {sym_name = "l440_c0"} : (index) -> memref<1xi32>
    %b_l441_c0 = "aie.buffer"(%t_c0) {sym_name = "l441_c0"} : (index) -> memref<1xf32>
    %b_l442_c0 = "aie.buffer"(%t_c0) {sym_name = "l442_c0"} : (index) -> memref<1xi1>
    %b_l443_c0 = "aie.buffer"(%t_c0) {sym_name = "l443_c0"} : (index) -> memref<1xi32>
    %b_l444_c0 = "aie.buffer"(%t_c0) {sym_name = "l444_c0"} : (index) -> memref<1xi32>
    %b_l445_c0 = "aie.buffer"(%t_c0) {sym_name = "l445_c0"} : (index) -> memref<1xi32>
    %b_l446_c0 = "aie.buffer"(%t_c0) {sym_name = "l446_c0"} : (index) -> memref<1xf32>
    %b_l447_c0 = "aie.buffer"(%t_c0) {sym_name = "l447_c0"} : (index) -> memref<1xi1>
    %b_l448_c0 = "aie.buffer"(%t_c0) {sym_name = "l448_c0"} : (index) -> memref<1xf32>
    %b_l449_c0 = "aie.buffer"(%t_c0) {sym_name = "l449_c0"} : (index) -> memref<1xf32>
    %b_l450_c0 = "aie.buffer"(%t_c0) {sym_name = "l450_c0"} : (index) -> memref<1xf32>
    %b_l451_c0 = "aie.buffer"(%t_c0) {sym_name = "l451_c0"} : (index) -> memref<1xf32>
    %b_l452_c0 = "aie.buffer"(%t_c0) {sym_name = "l452_c0"} : (index) -> memref<1xf32>
    %b_l453_c0 = "aie.buffer"(%t_c0) {sym_name = "l453_c0"} : (index) -> memref<1xi64>
    %b_l454_c0 = "aie.buffer"(%t_c0) {sym_name = "l454_c0"} : (index) -> memref<1xi64>
    %b_l455_c0 = "aie.buffer"(%t_c0) {sym_name = "l455_c0"} : (index) -> memref<1xi64>
    %b_l456_c0 = "aie.buffer"(%t_c0) {sym_name = "l456_c0"} : (index) -> memref<1xi64>
    %b_l457_c0 = "aie.buffer"(%t_c0) {sym_name = "l457_c0"} : (index) -> memref<1xi64>
    %b_l458_c0 = "aie.buffer"(%t_c0) {sym_name = "l458_c0"} : (index) -> memref<1xi64>
    %b_l459_c0 = "aie.buffer"(%t_c0) {sym_name = "l459_c0"} : (index) -> memref<1xi64>
    %b_l460_c0 = "aie.buffer"(%t_c0) {sym_name = "l460_c0"} : (index) -> memref<1xi32>
    %b_l461_c0 = "aie.buffer"(%t_c0) {sym_name = "l461_c0"} : (index) -> memref<1xi64>
    %b_l462_c0 = "aie.buffer"(%t_c0) {sym_name = "l462_c0"} : (index) -> memref<1xi64>
    %b_l463_c0 = "aie.buffer"(%t_c0) {sym_name = "l463_c0"} : (index) -> memref<1xi64>
    %b_l464_c0 = "aie.buffer"(%t_c0) {sym_name = "l464_c0"} : (index) -> memref<1xi64>
    %b_l465_c0 = "aie.buffer"(%t_c0) {sym_name = "l465_c0"} : (index) -> memref<1xi64>
    %b_l466_c0 = "aie.buffer"(%t_c0) {sym_name = "l466_c0"} : (index) -> memref<1xi64>
    %b_l467_c0 = "aie.buffer"(%t_c0) {sym_name = "l467_c0"} : (index) -> memref<1xi64>
    %b_l468_c0 = "aie.buffer"(%t_c0) {sym_name = "l468_c0"} : (index) -> memref<1xi32>
    %b_l469_c0 = "aie.buffer"(%t_c0) {sym_name = "l469_c0"} : (index) -> memref<1xi64>
    %b_l470_c0 = "aie.buffer"(%t_c0) {sym_name = "l470_c0"} : (index) -> memref<1xi64>
    %b_l471_c0 = "aie.buffer"(%t_c0) {sym_name = "l471_c0"} : (index) -> memref<1xi64>
    %b_l472_c0 = "aie.buffer"(%t_c0) {sym_name = "l472_c0"} : (index) -> memref<1xi64>
    %b_l473_c0 = "aie.buffer"(%t_c0) {sym_name = "l473_c0"} : (index) -> memref<1xi64>
    %b_l474_c0 = "aie.buffer"(%t_c0) {sym_name = "l474_c0"} : (index) -> memref<1xi64>
    %b_l475_c0 = "aie.buffer"(%t_c0) {sym_name = "l475_c0"} : (index) -> memref<1xi64>
    %b_l476_c0 = "aie.buffer"(%t_c0) {sym_name = "l476_c0"} : (index) -> memref<1xi32>
    %b_l477_c0 = "aie.buffer"(%t_c0) {sym_name = "l477_c0"} : (index) -> memref<1xi64>
    %b_l478_c0 = "aie.buffer"(%t_c0) {sym_name = "l478_c0"} : (index) -> memref<1xi64>
    %b_l479_c0 = "aie.buffer"(%t_c0) {sym_name = "l479_c0"} : (index) -> memref<1xi64>
    %b_l480_c0 = "aie.buffer"(%t_c0) {sym_name = "l480_c0"} : (index) -> memref<1xi64>
    %b_l481_c0 = "aie.buffer"(%t_c0) {sym_name = "l481_c0"} : (index) -> memref<1xi64>
    %b_l482_c0 = "aie.buffer"(%t_c0) {sym_name = "l482_c0"} : (index) -> memref<1xi64>
    %b_l483_c0 = "aie.buffer"(%t_c0) {sym_name = "l483_c0"} : (index) -> memref<1xi64>
    %b_l484_c0 = "aie.buffer"(%t_c0) {sym_name = "l484_c0"} : (index) -> memref<1xi32>
    %b_l485_c0 = "aie.buffer"(%t_c0) {sym_name = "l485_c0"} : (index) -> memref<1xi32>
    %b_l486_c0 = "aie.buffer"(%t_c0) {sym_name = "l486_c0"} : (index) -> memref<1xi32>
    %b_l487_c0 = "aie.buffer"(%t_c0) {sym_name = "l487_c0"} : (index) -> memref<1xi32>
    %b_l488_c0 = "aie.buffer"(%t_c0) {sym_name = "l488_c0"} : (index) -> memref<1xi32>
    %b_l489_c0 = "aie.buffer"(%t_c0) {sym_name = "l489_c0"} : (index) -> memref<1xi32>
    %b_l490_c0 = "aie.buffer"(%t_c0) {sym_name = "l490_c0"} : (index) -> memref<1xi32>
    %b_l491_c0 = "aie.buffer"(%t_c0) {sym_name = "l491_c0"} : (index) -> memref<1xi32>
    %b_l492_c0 = "aie.buffer"(%t_c0) {sym_name = "l492_c0"} : (index) -> memref<1xi32>
    %b_l493_c0 = "aie.buffer"(%t_c0) {sym_name = "l493_c0"} : (index) -> memref<1xi32>
    %b_l494_c0 = "aie.buffer"(%t_c0) {sym_name = "l494_c0"} : (index) -> memref<1xi32>
    %b_l495_c0 = "aie.buffer"(%t_c0) {sym_name = "l495_c0"} : (index) -> memref<1xf32>
    %b_l496_c0 = "aie.buffer"(%t_c0) {sym_name = "l496_c0"} : (index) -> memref<1xf32>
    %b_l497_c0 = "aie.buffer"(%t_c0) {sym_name = "l497_c0"} : (index) -> memref<1xf32>
    %b_l498_c0 = "aie.buffer"(%t_c0) {sym_name = "l498_c0"} : (index) -> memref<1xf32>
    %b_l499_c0 = "aie.buffer"(%t_c0) {sym_name = "l499_c0"} : (index) -> memref<1xi32>
    %b_l500_c0 = "aie.buffer"(%t_c0) {sym_name = "l500_c0"} : (index) -> memref<1xi32>
    %b_l501_c0 = "aie.buffer"(%t_c0) {sym_name = "l501_c0"} : (index) -> memref<1xf32>
    %b_l502_c0 = "aie.buffer"(%t_c0) {sym_name = "l502_c0"} : (index) -> memref<1xf32>
    %b_l503_c0 = "aie.buffer"(%t_c0) {sym_name = "l503_c0"} : (index) -> memref<1xf32>
    %b_l504_c0 = "aie.buffer"(%t_c0) {sym_name = "l504_c0"} : (index) -> memref<1xf32>
    %b_l505_c0 = "aie.buffer"(%t_c0) {sym_name = "l505_c0"} : (index) -> memref<1xi32>
    %b_l506_c0 = "aie.buffer"(%t_c0) {sym_name = "l506_c0"} : (index) -> memref<1xi32>
    %b_l507_c0 = "aie.buffer"(%t_c0) {sym_name = "l507_c0"} : (index) -> memref<1xf32>
    %b_l508_c0 = "aie.buffer"(%t_c0) {sym_name = "l508_c0"} : (index) -> memref<1xf32>
    %b_l509_c0 = "aie.buffer"(%t_c0) {sym_name = "l509_c0"} : (index) -> memref<1xf32>
    %b_l510_c0 = "aie.buffer"(%t_c0) {sym_name = "l510_c0"} : (index) -> memref<1xf32>
    %b_l511_c0 = "aie.buffer"(%t_c0) {sym_name = "l511_c0"} : (index) -> memref<1xi32>
    %b_l512_c0 = "aie.buffer"(%t_c0) {sym_name = "l512_c0"} : (index) -> memref<1xi32>
    %b_l513_c0 = "aie.buffer"(%t_c0) {sym_name = "l513_c0"} : (index) -> memref<1xf32>
    %b_l514_c0 = "aie.buffer"(%t_c0) {sym_name = "l514_c0"} : (index) -> memref<1xf32>
    %b_l515_c0 = "aie.buffer"(%t_c0) {sym_name = "l515_c0"} : (index) -> memref<1xf32>
    %b_l516_c0 = "aie.buffer"(%t_c0) {sym_name = "l516_c0"} : (index) -> memref<1xf32>
    %b_l517_c0 = "aie.buffer"(%t_c0) {sym_name = "l517_c0"} : (index) -> memref<1xi32>
    %b_l518_c0 = "aie.buffer"(%t_c0) {sym_name = "l518_c0"} : (index) -> memref<1xi32>
    %b_l519_c0 = "aie.buffer"(%t_c0) {sym_name = "l519_c0"} : (index) -> memref<1xf32>
    %b_l520_c0 = "aie.buffer"(%t_c0) {sym_name = "l520_c0"} : (index) -> memref<1xf32>
    %b_l521_c0 = "aie.buffer"(%t_c0) {sym_name = "l521_c0"} : (index) -> memref<1xf32>
    %b_l522_c0 = "aie.buffer"(%t_c0) {sym_name = "l522_c0"} : (index) -> memref<1xf32>
    %b_l523_c0 = "aie.buffer"(%t_c0) {sym_name = "l523_c0"} : (index) -> memref<1xi32>
    %b_l524_c0 = "aie.buffer"(%t_c0) {sym_name = "l524_c0"} : (index) -> memref<1xi32>
    %b_l525_c0 = "aie.buffer"(%t_c0) {sym_name = "l525_c0"} : (index) -> memref<1xf32>
    %b_l526_c0 = "aie.buffer"(%t_c0) {sym_name = "l526_c0"} : (index) -> memref<1xf32>
    %b_l527_c0 = "aie.buffer"(%t_c0) {sym_name = "l527_c0"} : (index) -> memref<1xf32>
    %b_l528_c0 = "aie.buffer"(%t_c0) {sym_name = "l528_c0"} : (index) -> memref<1xf32>
    %b_l529_c0 = "aie.buffer"(%t_c0) {sym_name = "l529_c0"} : (index) -> memref<1xi32>
    %b_l530_c0 = "aie.buffer"(%t_c0) {sym_name = "l530_c0"} : (index) -> memref<1xi32>
    %b_l531_c0 = "aie.buffer"(%t_c0) {sym_name = "l531_c0"} : (index) -> memref<1xf32>
    %b_l532_c0 = "aie.buffer"(%t_c0) {sym_name = "l532_c0"} : (index) -> memref<1xf32>
    %b_l533_c0 = "aie.buffer"(%t_c0) {sym_name = "l533_c0"} : (index) -> memref<1xf32>
    %b_l534_c0 = "aie.buffer"(%t_c0) {sym_name = "l534_c0"} : (index) -> memref<1xf32>
    %b_l535_c0 = "aie.buffer"(%t_c0) {sym_name = "l535_c0"} : (index) -> memref<1xi32>
    %b_l536_c0 = "aie.buffer"(%t_c0) {sym_name = "l536_c0"} : (index) -> memref<1xi32>
    %b_l537_c0 = "aie.buffer"(%t_c0) {sym_name = "l537_c0"} : (index) -> memref<1xf32>
    %b_l538_c0 = "aie.buffer"(%t_c0) {sym_name = "l538_c0"} : (index) -> memref<1xf32>
    %b_l539_c0 = "aie.buffer"(%t_c0) {sym_name = "l539_c0"} : (index) -> memref<1xf32>
    %b_l540_c0 = "aie.buffer"(%t_c0) {sym_name = "l540_c0"} : (index) -> memref<1xf32>
    %b_l541_c0 = "aie.buffer"(%t_c0) {sym_name = "l541_c0"} : (index) -> memref<1xi32>
    %b_l542_c0 = "aie.buffer"(%t_c0) {sym_name = "l542_c0"} : (index) -> memref<1xi32>
    %b_l543_c0 = "aie.buffer"(%t_c0) {sym_name = "l543_c0"} : (index) -> memref<1xf32>
    %b_l544_c0 = "aie.buffer"(%t_c0) {sym_name = "l544_c0"} : (index) -> memref<1xf32>
    %b_l545_c0 = "aie.buffer"(%t_c0) {sym_name = "l545_c0"} : (index) -> memref<1xf32>
    %b_l546_c0 = "aie.buffer"(%t_c0) {sym_name = "l546_c0"} : (index) -> memref<1xf32>
    %b_l547_c0 = "aie.buffer"(%t_c0) {sym_name = "l547_c0"} : (index) -> memref<1xi32>
    %b_l548_c0 = "aie.buffer"(%t_c0) {sym_name = "l548_c0"} : (index) -> memref<1xi32>
    %b_l549_c0 = "aie.buffer"(%t_c0) {sym_name = "l549_c0"} : (index) -> memref<1xf32>
    %b_l550_c0 = "aie.buffer"(%t_c0) {sym_name = "l550_c0"} : (index) -> memref<1xf32>
    %b_l551_c0 = "aie.buffer"(%t_c0) {sym_name = "l551_c0"} : (index) -> memref<1xf32>
    %b_l552_c0 = "aie.buffer"(%t_c0) {sym_name = "l552_c0"} : (index) -> memref<1xf32>
    %b_l553_c0 = "aie.buffer"(%t_c0) {sym_name = "l553_c0"} : (index) -> memref<1xi32>
    %b_l554_c0 = "aie.buffer"(%t_c0) {sym_name = "l554_c0"} : (index) -> memref<1xi32>
    %b_l555_c0 = "aie.buffer"(%t_c0) {sym_name = "l555_c0"} : (index) -> memref<1xf32>
    %b_l556_c0 = "aie.buffer"(%t_c0) {sym_name = "l556_c0"} : (index) -> memref<1xf32>
    %b_l557_c0 = "aie.buffer"(%t_c0) {sym_name = "l557_c0"} : (index) -> memref<1xf32>
    %b_l558_c0 = "aie.buffer"(%t_c0) {sym_name = "l558_c0"} : (index) -> memref<1xf32>
    %b_l559_c0 = "aie.buffer"(%t_c0) {sym_name = "l559_c0"} : (index) -> memref<1xi32>
    %b_l560_c0 = "aie.buffer"(%t_c0) {sym_name = "l560_c0"} : (index) -> memref<1xi32>
    %b_l561_c0 = "aie.buffer"(%t_c0) {sym_name = "l561_c0"} : (index) -> memref<1xf32>
    %b_l562_c0 = "aie.buffer"(%t_c0) {sym_name = "l562_c0"} : (index) -> memref<1xf32>
    %b_l563_c0 = "aie.buffer"(%t_c0) {sym_name = "l563_c0"} : (index) -> memref<1xf32>
    %b_l564_c0 = "aie.buffer"(%t_c0) {sym_name = "l564_c0"} : (index) -> memref<1xf32>
    %b_l565_c0 = "aie.buffer"(%t_c0) {sym_name = "l565_c0"} : (index) -> memref<1xi32>
    %b_l566_c0 = "aie.buffer"(%t_c0) {sym_name = "l566_c0"} : (index) -> memref<1xi32>
    %b_l567_c0 = "aie.buffer"(%t_c0) {sym_name = "l567_c0"} : (index) -> memref<1xf32>
    %b_l568_c0 = "aie.buffer"(%t_c0) {sym_name = "l568_c0"} : (index) -> memref<1xf32>
    %b_l569_c0 = "aie.buffer"(%t_c0) {sym_name = "l569_c0"} : (index) -> memref<1xf32>
    %b_l570_c0 = "aie.buffer"(%t_c0) {sym_name = "l570_c0"} : (index) -> memref<1xf32>
    %b_l571_c0 = "aie.buffer"(%t_c0) {sym_name = "l571_c0"} : (index) -> memref<1xi32>
    %b_l572_c0 = "aie.buffer"(%t_c0) {sym_name = "l572_c0"} : (index) -> memref<1xi32>
    %b_l573_c0 = "aie.buffer"(%t_c0) {sym_name = "l573_c0"} : (index) -> memref<1xf32>
    %b_l574_c0 = "aie.buffer"(%t_c0) {sym_name = "l574_c0"} : (index) -> memref<1xf32>
    %b_l575_c0 = "aie.buffer"(%t_c0) {sym_name = "l575_c0"} : (index) -> memref<1xf32>
    %b_l576_c0 = "aie.buffer"(%t_c0) {sym_name = "l576_c0"} : (index) -> memref<1xf32>
    %b_l577_c0 = "aie.buffer"(%t_c0) {sym_name = "l577_c0"} : (index) -> memref<1xi32>
    %b_l578_c0 = "aie.buffer"(%t_c0) {sym_name = "l578_c0"} : (index) -> memref<1xi32>
    %b_l579_c0 = "aie.buffer"(%t_c0) {sym_name = "l579_c0"} : (index) -> memref<1xf32>
    %b_l580_c0 = "aie.buffer"(%t_c0) {sym_name = "l580_c0"} : (index) -> memref<1xf32>
    %b_l581_c0 = "aie.buffer"(%t_c0) {sym_name = "l581_c0"} : (index) -> memref<1xf32>
    %b_l582_c0 = "aie.buffer"(%t_c0) {sym_name = "l582_c0"} : (index) -> memref<1xf32>
    %b_l583_c0 = "aie.buffer"(%t_c0) {sym_name = "l583_c0"} : (index) -> memref<1xi32>
    %b_l584_c0 = "aie.buffer"(%t_c0) {sym_name = "l584_c0"} : (index) -> memref<1xi32>
    %b_l585_c0 = "aie.buffer"(%t_c0) {sym_name = "l585_c0"} : (index) -> memref<1xf32>
    %b_l586_c0 = "aie.buffer"(%t_c0) {sym_name = "l586_c0"} : (index) -> memref<1xf32>
    %b_l587_c0 = "aie.buffer"(%t_c0) {sym_name = "l587_c0"} : (index) -> memref<1xf32>
    %b_l588_c0 = "aie.buffer"(%t_c0) {sym_name = "l588_c0"} : (index) -> memref<1xf32>
    %b_l589_c0 = "aie.buffer"(%t_c0) {sym_name = "l589_c0"} : (index) -> memref<1xi32>
    %b_l590_c0 = "aie.buffer"(%t_c0) {sym_name = "l590_c0"} : (index) -> memref<1xi32>
    %b_l591_c0 = "aie.buffer"(%t_c0) {sym_name = "l591_c0"} : (index) -> memref<1xf32>
    %b_l592_c0 = "aie.buffer"(%t_c0) {sym_name = "l592_c0"} : (index) -> memref<1xf32>
    %b_l593_c0 = "aie.buffer"(%t_c0) {sym_name = "l593_c0"} : (index) -> memref<1xf32>
    %b_l594_c0 = "aie.buffer"(%t_c0) {sym_name = "l594_c0"} : (index) -> memref<1xf32>
    %b_l595_c0 = "aie.buffer"(%t_c0) {sym_name = "l595_c0"} : (index) -> memref<1xi32>
    %b_l596_c0 = "aie.buffer"(%t_c0) {sym_name = "l596_c0"} : (index) -> memref<1xi32>
    %b_l597_c0 = "aie.buffer"(%t_c0) {sym_name = "l597_c0"} : (index) -> memref<1xf32>
    %b_l598_c0 = "aie.buffer"(%t_c0) {sym_name = "l598_c0"} : (index) -> memref<1xf32>
    %b_l599_c0 = "aie.buffer"(%t_c0) {sym_name = "l599_c0"} : (index) -> memref<1xf32>
    %b_l600_c0 = "aie.buffer"(%t_c0) {sym_name = "l600_c0"} : (index) -> memref<1xf32>
    %b_l601_c0 = "aie.buffer"(%t_c0) {sym_name = "l601_c0"} : (index) -> memref<1xi32>
    %b_l602_c0 = "aie.buffer"(%t_c0) {sym_name = "l602_c0"} : (index) -> memref<1xi32>
    %b_l603_c0 = "aie.buffer"(%t_c0) {sym_name = "l603_c0"} : (index) -> memref<1xf32>
    %b_l604_c0 = "aie.buffer"(%t_c0) {sym_name = "l604_c0"} : (index) -> memref<1xf32>
    %b_l605_c0 = "aie.buffer"(%t_c0) {sym_name = "l605_c0"} : (index) -> memref<1xf32>
    %b_l606_c0 = "aie.buffer"(%t_c0) {sym_name = "l606_c0"} : (index) -> memref<1xf32>
    %b_l607_c0 = "aie.buffer"(%t_c0) {sym_name = "l607_c0"} : (index) -> memref<1xi32>
    %b_l608_c0 = "aie.buffer"(%t_c0) {sym_name = "l608_c0"} : (index) -> memref<1xi32>
    %b_l609_c0 = "aie.buffer"(%t_c0) {sym_name = "l609_c0"} : (index) -> memref<1xf32>
    %b_l610_c0 = "aie.buffer"(%t_c0) {sym_name = "l610_c0"} : (index) -> memref<1xf32>
    %b_l611_c0 = "aie.buffer"(%t_c0) {sym_name = "l611_c0"} : (index) -> memref<1xf32>
    %b_l612_c0 = "aie.buffer"(%t_c0) {sym_name = "l612_c0"} : (index) -> memref<1xf32>
    %b_l613_c0 = "aie.buffer"(%t_c0) {sym_name = "l613_c0"} : (index) -> memref<1xi32>
    %b_l614_c0 = "aie.buffer"(%t_c0) {sym_name = "l614_c0"} : (index) -> memref<1xi32>
    %b_l615_c0 = "aie.buffer"(%t_c0) {sym_name = "l615_c0"} : (index) -> memref<1xf32>
    %b_l616_c0 = "aie.buffer"(%t_c0) {sym_name = "l616_c0"} : (index) -> memref<1xf32>
    %b_l617_c0 = "aie.buffer"(%t_c0) {sym_name = "l617_c0"} : (index) -> memref<1xf32>
    %b_l618_c0 = "aie.buffer"(%t_c0) {sym_name = "l618_c0"} : (index) -> memref<1xf32>
    %b_l619_c0 = "aie.buffer"(%t_c0) {sym_name = "l619_c0"} : (index) -> memref<1xi32>
    %b_l620_c0 = "aie.buffer"(%t_c0) {sym_name = "l620_c0"} : (index) -> memref<1xi32>
    %b_l621_c0 = "aie.buffer"(%t_c0) {sym_name = "l621_c0"} : (index) -> memref<1xf32>
    %b_l622_c0 = "aie.buffer"(%t_c0) {sym_name = "l622_c0"} : (index) -> memref<1xf32>
    %b_l623_c0 = "aie.buffer"(%t_c0) {sym_name = "l623_c0"} : (index) -> memref<1xf32>
    %b_l624_c0 = "aie.buffer"(%t_c0) {sym_name = "l624_c0"} : (index) -> memref<1xf32>
    %b_l625_c0 = "aie.buffer"(%t_c0) {sym_name = "l625_c0"} : (index) -> memref<1xi32>
    %b_l626_c0 = "aie.buffer"(%t_c0) {sym_name = "l626_c0"} : (index) -> memref<1xi32>
    %b_l627_c0 = "aie.buffer"(%t_c0) {sym_name = "l627_c0"} : (index) -> memref<1xf32>
    %b_l628_c0 = "aie.buffer"(%t_c0) {sym_name = "l628_c0"} : (index) -> memref<1xf32>
    %b_l629_c0 = "aie.buffer"(%t_c0) {sym_name = "l629_c0"} : (index) -> memref<1xf32>
    %b_l630_c0 = "aie.buffer"(%t_c0) {sym_name = "l630_c0"} : (index) -> memref<1xf32>
    %b_l631_c0 = "aie.buffer"(%t_c0) {sym_name = "l631_c0"} : (index) -> memref<1xi32>
    %b_l632_c0 = "aie.buffer"(%t_c0) {sym_name = "l632_c0"} : (index) -> memref<1xi32>
    %b_l633_c0 = "aie.buffer"(%t_c0) {sym_name = "l633_c0"} : (index) -> memref<1xf32>
    %b_l634_c0 = "aie.buffer"(%t_c0) {sym_name = "l634_c0"} : (index) -> memref<1xf32>
    %b_l635_c0 = "aie.buffer"(%t_c0) {sym_name = "l635_c0"} : (index) -> memref<1xf32>
    %b_l636_c0 = "aie.buffer"(%t_c0) {sym_name = "l636_c0"} : (index) -> memref<1xf32>
    %b_l637_c0 = "aie.buffer"(%t_c0) {sym_name = "l637_c0"} : (index) -> memref<1xi32>
    %b_l638_c0 = "aie.buffer"(%t_c0) {sym_name = "l638_c0"} : (index) -> memref<1xi32>
    %b_l639_c0 = "aie.buffer"(%t_c0) {sym_name = "l639_c0"} : (index) -> memref<1xf32>
    %b_l640_c0 = "aie.buffer"(%t_c0) {sym_name = "l640_c0"} : (index) -> memref<1xf32>
    %b_l641_c0 = "aie.buffer"(%t_c0) {sym_name = "l641_c0"} : (index) -> memref<1xf32>
    %b_l642_c0 = "aie.buffer"(%t_c0) {sym_name = "l642_c0"} : (index) -> memref<1xf32>
    %b_l643_c0 = "aie.buffer"(%t_c0) {sym_name = "l643_c0"} : (index) -> memref<1xi32>
    %b_l644_c0 = "aie.buffer"(%t_c0) {sym_name = "l644_c0"} : (index) -> memref<1xi32>
    %b_l645_c0 = "aie.buffer"(%t_c0) {sym_name = "l645_c0"} : (index) -> memref<1xf32>
    %b_l646_c0 = "aie.buffer"(%t_c0) {sym_name = "l646_c0"} : (index) -> memref<1xf32>
    %b_l647_c0 = "aie.buffer"(%t_c0) {sym_name = "l647_c0"} : (index) -> memref<1xf32>
    %b_l648_c0 = "aie.buffer"(%t_c0) {sym_name = "l648_c0"} : (index) -> memref<1xf32>
    %b_l649_c0 = "aie.buffer"(%t_c0) {sym_name = "l649_c0"} : (index) -> memref<1xi32>
    %b_l650_c0 = "aie.buffer"(%t_c0) {sym_name = "l650_c0"} : (index) -> memref<1xi32>
    %b_l651_c0 = "aie.buffer"(%t_c0) {sym_name = "l651_c0"} : (index) -> memref<1xf32>
    %b_l652_c0 = "aie.buffer"(%t_c0) {sym_name = "l652_c0"} : (index) -> memref<1xf32>
    %b_l653_c0 = "aie.buffer"(%t_c0) {sym_name = "l653_c0"} : (index) -> memref<1xf32>
    %b_l654_c0 = "aie.buffer"(%t_c0) {sym_name = "l654_c0"} : (index) -> memref<1xf32>
    %b_l655_c0 = "aie.buffer"(%t_c0) {sym_name = "l655_c0"} : (index) -> memref<1xi32>
    %b_l656_c0 = "aie.buffer"(%t_c0) {sym_name = "l656_c0"} : (index) -> memref<1xi32>
    %b_l657_c0 = "aie.buffer"(%t_c0) {sym_name = "l657_c0"} : (index) -> memref<1xf32>
    %b_l658_c0 = "aie.buffer"(%t_c0) {sym_name = "l658_c0"} : (index) -> memref<1xf32>
    %b_l659_c0 = "aie.buffer"(%t_c0) {sym_name = "l659_c0"} : (index) -> memref<1xf32>
    %b_l660_c0 = "aie.buffer"(%t_c0) {sym_name = "l660_c0"} : (index) -> memref<1xf32>
    %b_l661_c0 = "aie.buffer"(%t_c0) {sym_name = "l661_c0"} : (index) -> memref<1xi32>
    %b_l662_c0 = "aie.buffer"(%t_c0) {sym_name = "l662_c0"} : (index) -> memref<1xi32>
    %b_l663_c0 = "aie.buffer"(%t_c0) {sym_name = "l663_c0"} : (index) -> memref<1xf32>
    %b_l664_c0 = "aie.buffer"(%t_c0) {sym_name = "l664_c0"} : (index) -> memref<1xf32>
    %b_l665_c0 = "aie.buffer"(%t_c0) {sym_name = "l665_c0"} : (index) -> memref<1xf32>
    %b_l666_c0 = "aie.buffer"(%t_c0) {sym_name = "l666_c0"} : (index) -> memref<1xf32>
    %b_l667_c0 = "aie.buffer"(%t_c0) {sym_name = "l667_c0"} : (index) -> memref<1xi32>
    %b_l668_c0 = "aie.buffer"(%t_c0) {sym_name = "l668_c0"} : (index) -> memref<1xi32>
    %b_l669_c0 = "aie.buffer"(%t_c0) {sym_name = "l669_c0"} : (index) -> memref<1xf32>
    %b_l670_c0 = "aie.buffer"(%t_c0) {sym_name = "l670_c0"} : (index) -> memref<1xf32>
    %b_l671_c0 = "aie.buffer"(%t_c0) {sym_name = "l671_c0"} : (index) -> memref<1xf32>
    %b_l672_c0 = "aie.buffer"(%t_c0) {sym_name = "l672_c0"} : (index) -> memref<1xf32>
    %b_l673_c0 = "aie.buffer"(%t_c0) {sym_name = "l673_c0"} : (index) -> memref<1xi32>
    %b_l674_c0 = "aie.buffer"(%t_c0) {sym_name = "l674_c0"} : (index) -> memref<1xi32>
    %b_l675_c0 = "aie.buffer"(%t_c0) {sym_name = "l675_c0"} : (index) -> memref<1xf32>
    %b_l676_c0 = "aie.buffer"(%t_c0) {sym_name = "l676_c0"} : (index) -> memref<1xf32>
    %b_l677_c0 = "aie.buffer"(%t_c0) {sym_name = "l677_c0"} : (index) -> memref<1xf32>
    %b_l678_c0 = "aie.buffer"(%t_c0) {sym_name = "l678_c0"} : (index) -> memref<1xf32>
    %b_l679_c0 = "aie.buffer"(%t_c0) {sym_name = "l679_c0"} : (index) -> memref<1xi32>
    %b_l680_c0 = "aie.buffer"(%t_c0) {sym_name = "l680_c0"} : (index) -> memref<1xi32>
    %b_l681_c0 = "aie.buffer"(%t_c0) {sym_name = "l681_c0"} : (index) -> memref<1xf32>
    %b_l682_c0 = "aie.buffer"(%t_c0) {sym_name = "l682_c0"} : (index) -> memref<1xf32>
    %b_l683_c0 = "aie.buffer"(%t_c0) {sym_name = "l683_c0"} : (index) -> memref<1xf32>
    %b_l684_c0 = "aie.buffer"(%t_c0) {sym_name = "l684_c0"} : (index) -> memref<1xi32>
    %b_l685_c0 = "aie.buffer"(%t_c0) {sym_name = "l685_c0"} : (index) -> memref<1xi32>
    %b_l686_c0 = "aie.buffer"(%t_c0) {sym_name = "l686_c0"} : (index) -> memref<1xi32>
    %b_l687_c0 = "aie.buffer"(%t_c0) {sym_name = "l687_c0"} : (index) -> memref<1xi32>
    %b_l688_c0 = "aie.buffer"(%t_c0) {sym_name = "l688_c0"} : (index) -> memref<1xi32>
    %b_l689_c0 = "aie.buffer"(%t_c0) {sym_name = "l689_c0"} : (index) -> memref<1xi32>
    %b_l690_c0 = "aie.buffer"(%t_c0) {sym_name = "l690_c0"} : (index) -> memref<1xi32>
    %b_l691_c0 = "aie.buffer"(%t_c0) {sym_name = "l691_c0"} : (index) -> memref<1xf32>
    %b_l692_c0 = "aie.buffer"(%t_c0) {sym_name = "l692_c0"} : (index) -> memref<1xi1>
    %b_l693_c0 = "aie.buffer"(%t_c0) {sym_name = "l693_c0"} : (index) -> memref<1xi32>
    %b_l694_c0 = "aie.buffer"(%t_c0) {sym_name = "l694_c0"} : (index) -> memref<1xi32>
    %b_l695_c0 = "aie.buffer"(%t_c0) {sym_name = "l695_c0"} : (index) -> memref<1xi32>
    %b_l696_c0 = "aie.buffer"(%t_c0) {sym_name = "l696_c0"} : (index) -> memref<1xf32>
    %b_l697_c0 = "aie.buffer"(%t_c0) {sym_name = "l697_c0"} : (index) -> memref<1xi1>
    %b_l698_c0 = "aie.buffer"(%t_c0) {sym_name = "l698_c0"} : (index) -> memref<1xi32>
    %b_l699_c0 = "aie.buffer"(%t_c0) {sym_name = "l699_c0"} : (index) -> memref<1xi32>
    %b_l700_c0 = "aie.buffer"(%t_c0) {sym_name = "l700_c0"} : (index) -> memref<1xi32>
    %b_l701_c0 = "aie.buffer"(%t_c0) {sym_name = "l701_c0"} : (index) -> memref<1xf32>
    %b_l702_c0 = "aie.buffer"(%t_c0) {sym_name = "l702_c0"} : (index) -> memref<1xi1>
    %b_l703_c0 = "aie.buffer"(%t_c0) {sym_name = "l703_c0"} : (index) -> memref<1xf32>
    %b_l704_c0 = "aie.buffer"(%t_c0) {sym_name = "l704_c0"} : (index) -> memref<1xf32>
    %b_l705_c0 = "aie.buffer"(%t_c0) {sym_name = "l705_c0"} : (index) -> memref<1xf32>
    %b_l706_c0 = "aie.buffer"(%t_c0) {sym_name = "l706_c0"} : (index) -> memref<1xf32>
    %b_l707_c0 = "aie.buffer"(%t_c0) {sym_name = "l707_c0"} : (index) -> memref<1xi64>
    %b_l708_c0 = "aie.buffer"(%t_c0) {sym_name = "l708_c0"} : (index) -> memref<1xi32>
    %b_l709_c0 = "aie.buffer"(%t_c0) {sym_name = "l709_c0"} : (index) -> memref<1xi32>
    %b_l710_c0 = "aie.buffer"(%t_c0) {sym_name = "l710_c0"} : (index) -> memref<1xi32>
    %b_l711_c0 = "aie.buffer"(%t_c0) {sym_name = "l711_c0"} : (index) -> memref<1xi1>
    %b_l712_c0 = "aie.buffer"(%t_c0) {sym_name = "l712_c0"} : (index) -> memref<1xi32>
    %b_l713_c0 = "aie.buffer"(%t_c0) {sym_name = "l713_c0"} : (index) -> memref<1xi1>
    %b_l714_c0 = "aie.buffer"(%t_c0) {sym_name = "l714_c0"} : (index) -> memref<1xi64>
    %b_l715_c0 = "aie.buffer"(%t_c0) {sym_name = "l715_c0"} : (index) -> memref<1xi64>
    %b_l716_c0 = "aie.buffer"(%t_c0) {sym_name = "l716_c0"} : (index) -> memref<1xi32>
    %b_l717_c0 = "aie.buffer"(%t_c0) {sym_name = "l717_c0"} : (index) -> memref<1xi1>
    %b_l718_c0 = "aie.buffer"(%t_c0) {sym_name = "l718_c0"} : (index) -> memref<1xi64>
    %b_l719_c0 = "aie.buffer"(%t_c0) {sym_name = "l719_c0"} : (index) -> memref<1xi64>
    %b_l720_c0 = "aie.buffer"(%t_c0) {sym_name = "l720_c0"} : (index) -> memref<1xi32>
    %b_l721_c0 = "aie.buffer"(%t_c0) {sym_name = "l721_c0"} : (index) -> memref<1xi64>
    %b_l722_c0 = "aie.buffer"(%t_c0) {sym_name = "l722_c0"} : (index) -> memref<1xi64>
    %b_l723_c0 = "aie.buffer"(%t_c0) {sym_name = "l723_c0"} : (index) -> memref<1xi1>
    %b_l724_c0 = "aie.buffer"(%t_c0) {sym_name = "l724_c0"} : (index) -> memref<1xi64>
    %b_l725_c0 = "aie.buffer"(%t_c0) {sym_name = "l725_c0"} : (index) -> memref<1xi64>
    %b_l726_c0 = "aie.buffer"(%t_c0) {sym_name = "l726_c0"} : (index) -> memref<1xi64>
    %b_l727_c0 = "aie.buffer"(%t_c0) {sym_name = "l727_c0"} : (index) -> memref<1xi64>
    %b_l728_c0 = "aie.buffer"(%t_c0) {sym_name = "l728_c0"} : (index) -> memref<1xi64>
    %b_l729_c0 = "aie.buffer"(%t_c0) {sym_name = "l729_c0"} : (index) -> memref<1xi64>
    %b_l730_c0 = "aie.buffer"(%t_c0) {sym_name = "l730_c0"} : (index) -> memref<1xi64>
    %b_l731_c0 = "aie.buffer"(%t_c0) {sym_name = "l731_c0"} : (index) -> memref<1xi64>
    %b_l732_c0 = "aie.buffer"(%t_c0) {sym_name = "l732_c0"} : (index) -> memref<1xi64>
    %b_l733_c0 = "aie.buffer"(%t_c0) {sym_name = "l733_c0"} : (index) -> memref<1xi64>
    %b_l734_c0 = "aie.buffer"(%t_c0) {sym_name = "l734_c0"} : (index) -> memref<1xi64>
    %b_l735_c0 = "aie.buffer"(%t_c0) {sym_name = "l735_c0"} : (index) -> memref<1xi64>
    %b_l736_c0 = "aie.buffer"(%t_c0) {sym_name = "l736_c0"} : (index) -> memref<1xi64>
    %b_l737_c0 = "aie.buffer"(%t_c0) {sym_name = "l737_c0"} : (index) -> memref<1xi64>
    %b_l738_c0 = "aie.buffer"(%t_c0) {sym_name = "l738_c0"} : (index) -> memref<1xi64>
    %b_l739_c0 = "aie.buffer"(%t_c0) {sym_name = "l739_c0"} : (index) -> memref<1xi64>
    %b_l740_c0 = "aie.buffer"(%t_c0) {sym_name = "l740_c0"} : (index) -> memref<1xi64>
    %b_l741_c0 = "aie.buffer"(%t_c0) {sym_name = "l741_c0"} : (index) -> memref<1xi64>
    %b_l742_c0 = "aie.buffer"(%t_c0) {sym_name = "l742_c0"} : (index) -> memref<1xi64>
    %b_l743_c0 = "aie.buffer"(%t_c0) {sym_name = "l743_c0"} : (index) -> memref<1xi64>
    %b_l744_c0 = "aie.buffer"(%t_c0) {sym_name = "l744_c0"} : (index) -> memref<1xi64>
    %b_l745_c0 = "aie.buffer"(%t_c0) {sym_name = "l745_c0"} : (index) -> memref<1xi64>
    %b_l746_c0 = "aie.buffer"(%t_c0) {sym_name = "l746_c0"} : (index) -> memref<1xi64>
    %b_l747_c0 = "aie.buffer"(%t_c0) {sym_name = "l747_c0"} : (index) -> memref<1xi64>
    %b_l748_c0 = "aie.buffer"(%t_c0) {sym_name = "l748_c0"} : (index) -> memref<1xi64>
    %b_l749_c0 = "aie.buffer"(%t_c0) {sym_name = "l749_c0"} : (index) -> memref<1xi64>
    %b_l750_c0 = "aie.buffer"(%t_c0) {sym_name = "l750_c0"} : (index) -> memref<1xi64>
    %b_l751_c0 = "aie.buffer"(%t_c0) {sym_name = "l751_c0"} : (index) -> memref<1xi64>
    %b_l752_c0 = "aie.buffer"(%t_c0) {sym_name = "l752_c0"} : (index) -> memref<1xi64>
    %b_l753_c0 = "aie.buffer"(%t_c0) {sym_name = "l753_c0"} : (index) -> memref<1xi64>
    %b_l754_c0 = "aie.buffer"(%t_c0) {sym_name = "l754_c0"} : (index) -> memref<1xi64>
    %b_l755_c0 = "aie.buffer"(%t_c0) {sym_name = "l755_c0"} : (index) -> memref<1xi64>
    %b_l756_c0 = "aie.buffer"(%t_c0) {sym_name = "l756_c0"} : (index) -> memref<1xi64>
    %b_l757_c0 = "aie.buffer"(%t_c0) {sym_name = "l757_c0"} : (index) -> memref<1xi1>
    %b_l758_c0 = "aie.buffer"(%t_c0) {sym_name = "l758_c0"} : (index) -> memref<1xi1>
    %b_l759_c0 = "aie.buffer"(%t_c0) {sym_name = "l759_c0"} : (index) -> memref<1xi1>
    %b_l760_c0 = "aie.buffer"(%t_c0) {sym_name = "l760_c0"} : (index) -> memref<1xi1>
    %b_l761_c0 = "aie.buffer"(%t_c0) {sym_name = "l761_c0"} : (index) -> memref<1xi1>
    %b_l762_c0 = "aie.buffer"(%t_c0) {sym_name = "l762_c0"} : (index) -> memref<1xi1>
    %b_l763_c0 = "aie.buffer"(%t_c0) {sym_name = "l763_c0"} : (index) -> memref<1xi1>
    %b_l764_c0 = "aie.buffer"(%t_c0) {sym_name = "l764_c0"} : (index) -> memref<1xi1>
    %b_l765_c0 = "aie.buffer"(%t_c0) {sym_name = "l765_c0"} : (index) -> memref<1xi1>
    %b_l766_c0 = "aie.buffer"(%t_c0) {sym_name = "l766_c0"} : (index) -> memref<1xi1>
    %b_l767_c0 = "aie.buffer"(%t_c0) {sym_name = "l767_c0"} : (index) -> memref<1xi1>
    %b_l768_c0 = "aie.buffer"(%t_c0) {sym_name = "l768_c0"} : (index) -> memref<1xi1>
    %b_l769_c0 = "aie.buffer"(%t_c0) {sym_name = "l769_c0"} : (index) -> memref<1xi1>
    %b_l770_c0 = "aie.buffer"(%t_c0) {sym_name = "l770_c0"} : (index) -> memref<1xi1>
    %b_l771_c0 = "aie.buffer"(%t_c0) {sym_name = "l771_c0"} : (index) -> memref<1xi1>
    %b_l772_c0 = "aie.buffer"(%t_c0) {sym_name = "l772_c0"} : (index) -> memref<1xi1>
    %b_l773_c0 = "aie.buffer"(%t_c0) {sym_name = "l773_c0"} : (index) -> memref<1xi1>
    %b_l774_c0 = "aie.buffer"(%t_c0) {sym_name = "l774_c0"} : (index) -> memref<1xi1>
    %b_l775_c0 = "aie.buffer"(%t_c0) {sym_name = "l775_c0"} : (index) -> memref<1xi1>
    %b_l776_c0 = "aie.buffer"(%t_c0) {sym_name = "l776_c0"} : (index) -> memref<1xi1>
    %b_l777_c0 = "aie.buffer"(%t_c0) {sym_name = "l777_c0"} : (index) -> memref<1xi1>
    %b_l778_c0 = "aie.buffer"(%t_c0) {sym_name = "l778_c0"} : (index) -> memref<1xi1>
    %b_l779_c0 = "aie.buffer"(%t_c0) {sym_name = "l779_c0"} : (index) -> memref<1xi1>
    %b_l780_c0 = "aie.buffer"(%t_c0) {sym_name = "l780_c0"} : (index) -> memref<1xi1>
    %b_l781_c0 = "aie.buffer"(%t_c0) {sym_name = "l781_c0"} : (index) -> memref<1xi1>
    %b_l782_c0 = "aie.buffer"(%t_c0) {sym_name = "l782_c0"} : (index) -> memref<1xi1>
    %b_l783_c0 = "aie.buffer"(%t_c0) {sym_name = "l783_c0"} : (index) -> memref<1xi1>
    %b_l784_c0 = "aie.buffer"(%t_c0) {sym_name = "l784_c0"} : (index) -> memref<1xi1>
    %b_l785_c0 = "aie.buffer"(%t_c0) {sym_name = "l785_c0"} : (index) -> memref<1xi1>
    %b_l786_c0 = "aie.buffer"(%t_c0) {sym_name = "l786_c0"} : (index) -> memref<1xi1>
    %b_l787_c0 = "aie.buffer"(%t_c0) {sym_name = "l787_c0"} : (index) -> memref<1xi1>
    %b_l788_c0 = "aie.buffer"(%t_c0) {sym_name = "l788_c0"} : (index) -> memref<1xi1>
    %b_l789_c0 = "aie.buffer"(%t_c0) {sym_name = "l789_c0"} : (index) -> memref<1xf32>
    %b_l790_c0 = "aie.buffer"(%t_c0) {sym_name = "l790_c0"} : (index) -> memref<1xf32>
    %b_l791_c0 = "aie.buffer"(%t_c0) {sym_name = "l791_c0"} : (index) -> memref<1xf32>
    %b_l792_c0 = "aie.buffer"(%t_c0) {sym_name = "l792_c0"} : (index) -> memref<1xf32>
    %b_l793_c0 = "aie.buffer"(%t_c0) {sym_name = "l793_c0"} : (index) -> memref<1xf32>
    %b_l794_c0 = "aie.buffer"(%t_c0) {sym_name = "l794_c0"} : (index) -> memref<1xf32>
    %b_l795_c0 = "aie.buffer"(%t_c0) {sym_name = "l795_c0"} : (index) -> memref<1xf32>
    %b_l796_c0 = "aie.buffer"(%t_c0) {sym_name = "l796_c0"} : (index) -> memref<1xf32>
    %b_l797_c0 = "aie.buffer"(%t_c0) {sym_name = "l797_c0"} : (index) -> memref<1xf32>
    %b_l798_c0 = "aie.buffer"(%t_c0) {sym_name = "l798_c0"} : (index) -> memref<1xf32>
    %b_l799_c0 = "aie.buffer"(%t_c0) {sym_name = "l799_c0"} : (index) -> memref<1xf32>
    %b_l800_c0 = "aie.buffer"(%t_c0) {sym_name = "l800_c0"} : (index) -> memref<1xf32>
    %b_l801_c0 = "aie.buffer"(%t_c0) {sym_name = "l801_c0"} : (index) -> memref<1xf32>
    %b_l802_c0 = "aie.buffer"(%t_c0) {sym_name = "l802_c0"} : (index) -> memref<1xf32>
    %b_l803_c0 = "aie.buffer"(%t_c0) {sym_name = "l803_c0"} : (index) -> memref<1xf32>
    %b_l804_c0 = "aie.buffer"(%t_c0) {sym_name = "l804_c0"} : (index) -> memref<1xf32>
    %b_l805_c0 = "aie.buffer"(%t_c0) {sym_name = "l805_c0"} : (index) -> memref<1xf32>
    %b_l806_c0 = "aie.buffer"(%t_c0) {sym_name = "l806_c0"} : (index) -> memref<1xf32>
    %b_l807_c0 = "aie.buffer"(%t_c0) {sym_name = "l807_c0"} : (index) -> memref<1xf32>
    %b_l808_c0 = "aie.buffer"(%t_c0) {sym_name = "l808_c0"} : (index) -> memref<1xf32>
    %b_l809_c0 = "aie.buffer"(%t_c0) {sym_name = "l809_c0"} : (index) -> memref<1xf32>
    %b_l810_c0 = "aie.buffer"(%t_c0) {sym_name = "l810_c0"} : (index) -> memref<1xf32>
    %b_l811_c0 = "aie.buffer"(%t_c0) {sym_name = "l811_c0"} : (index) -> memref<1xf32>
    %b_l812_c0 = "aie.buffer"(%t_c0) {sym_name = "l812_c0"} : (index) -> memref<1xf32>
    %b_l813_c0 = "aie.buffer"(%t_c0) {sym_name = "l813_c0"} : (index) -> memref<1xf32>
    %b_l814_c0 = "aie.buffer"(%t_c0) {sym_name = "l814_c0"} : (index) -> memref<1xf32>
    %b_l815_c0 = "aie.buffer"(%t_c0) {sym_name = "l815_c0"} : (index) -> memref<1xf32>
    %b_l816_c0 = "aie.buffer"(%t_c0) {sym_name = "l816_c0"} : (index) -> memref<1xf32>
    %b_l817_c0 = "aie.buffer"(%t_c0) {sym_name = "l817_c0"} : (index) -> memref<1xf32>
    %b_l818_c0 = "aie.buffer"(%t_c0) {sym_name = "l818_c0"} : (index) -> memref<1xf32>
    %b_l819_c0 = "aie.buffer"(%t_c0) {sym_name = "l819_c0"} : (index) -> memref<1xf32>
    %b_l820_c0 = "aie.buffer"(%t_c0) {sym_name = "l820_c0"} : (index) -> memref<1xf32>
    %b_l821_c0 = "aie.buffer"(%t_c0) {sym_name = "l821_c0"} : (index) -> memref<1xi64>
    %b_l822_c0 = "aie.buffer"(%t_c0) {sym_name = "l822_c0"} : (index) -> memref<1xi64>
    %b_l823_c0 = "aie.buffer"(%t_c0) {sym_name = "l823_c0"} : (index) -> memref<1xi64>
    %b_l824_c0 = "aie.buffer"(%t_c0) {sym_name = "l824_c0"} : (index) -> memref<1xi64>
    %b_l825_c0 = "aie.buffer"(%t_c0) {sym_name = "l825_c0"} : (index) -> memref<1xi64>
    %b_l826_c0 = "aie.buffer"(%t_c0) {sym_name = "l826_c0"} : (index) -> memref<1xi64>
    %b_l827_c0 = "aie.buffer"(%t_c0) {sym_name = "l827_c0"} : (index) -> memref<1xi1>
    %b_l828_c0 = "aie.buffer"(%t_c0) {sym_name = "l828_c0"} : (index) -> memref<1xi1>
    %b_l829_c0 = "aie.buffer"(%t_c0) {sym_name = "l829_c0"} : (index) -> memref<1xi1>
    %b_l830_c0 = "aie.buffer"(%t_c0) {sym_name = "l830_c0"} : (index) -> memref<1xi1>
    %b_l831_c0 = "aie.buffer"(%t_c0) {sym_name = "l831_c0"} : (index) -> memref<1xi1>
    %b_l832_c0 = "aie.buffer"(%t_c0) {sym_name = "l832_c0"} : (index) -> memref<1xi1>
    %b_l833_c0 = "aie.buffer"(%t_c0) {sym_name = "l833_c0"} : (index) -> memref<1xi32>
    %b_l834_c0 = "aie.buffer"(%t_c0) {sym_name = "l834_c0"} : (index) -> memref<1xi32>
    %b_l835_c0 = "aie.buffer"(%t_c0) {sym_name = "l835_c0"} : (index) -> memref<1xi32>
    %b_l836_c0 = "aie.buffer"(%t_c0) {sym_name = "l836_c0"} : (index) -> memref<1xi32>
    %b_l837_c0 = "aie.buffer"(%t_c0) {sym_name = "l837_c0"} : (index) -> memref<1xi32>
    %b_l838_c0 = "aie.buffer"(%t_c0) {sym_name = "l838_c0"} : (index) -> memref<1xi32>
    %b_l839_c0 = "aie.buffer"(%t_c0) {sym_name = "l839_c0"} : (index) -> memref<1xi64>
    %b_l840_c0 = "aie.buffer"(%t_c0) {sym_name = "l840_c0"} : (index) -> memref<1xi64>
    %b_l841_c0 = "aie.buffer"(%t_c0) {sym_name = "l841_c0"} : (index) -> memref<1xi64>
    %b_l842_c0 = "aie.buffer"(%t_c0) {sym_name = "l842_c0"} : (index) -> memref<1xi64>
    %b_l843_c0 = "aie.buffer"(%t_c0) {sym_name = "l843_c0"} : (index) -> memref<1xi64>
    %b_l844_c0 = "aie.buffer"(%t_c0) {sym_name = "l844_c0"} : (index) -> memref<1xi64>
    %b_l845_c0 = "aie.buffer"(%t_c0) {sym_name = "l845_c0"} : (index) -> memref<1xi64>
    %b_l846_c0 = "aie.buffer"(%t_c0) {sym_name = "l846_c0"} : (index) -> memref<1xi32>
    %b_l847_c0 = "aie.buffer"(%t_c0) {sym_name = "l847_c0"} : (index) -> memref<1xi64>
    %b_l848_c0 = "aie.buffer"(%t_c0) {sym_name = "l848_c0"} : (index) -> memref<1xi64>
    %b_l849_c0 = "aie.buffer"(%t_c0) {sym_name = "l849_c0"} : (index) -> memref<1xi64>
    %b_l850_c0 = "aie.buffer"(%t_c0) {sym_name = "l850_c0"} : (index) -> memref<1xi64>
    %b_l851_c0 = "aie.buffer"(%t_c0) {sym_name = "l851_c0"} : (index) -> memref<1xi64>
    %b_l852_c0 = "aie.buffer"(%t_c0) {sym_name = "l852_c0"} : (index) -> memref<1xi64>
    %b_l853_c0 = "aie.buffer"(%t_c0) {sym_name = "l853_c0"} : (index) -> memref<1xi64>
    %b_l854_c0 = "aie.buffer"(%t_c0) {sym_name = "l854_c0"} : (index) -> memref<1xi32>
    %b_l855_c0 = "aie.buffer"(%t_c0) {sym_name = "l855_c0"} : (index) -> memref<1xi64>
    %b_l856_c0 = "aie.buffer"(%t_c0) {sym_name = "l856_c0"} : (index) -> memref<1xi64>
    %b_l857_c0 = "aie.buffer"(%t_c0) {sym_name = "l857_c0"} : (index) -> memref<1xi64>
    %b_l858_c0 = "aie.buffer"(%t_c0) {sym_name = "l858_c0"} : (index) -> memref<1xi64>
    %b_l859_c0 = "aie.buffer"(%t_c0) {sym_name = "l859_c0"} : (index) -> memref<1xi64>
    %b_l860_c0 = "aie.buffer"(%t_c0) {sym_name = "l860_c0"} : (index) -> memref<1xi64>
    %b_l861_c0 = "aie.buffer"(%t_c0) {sym_name = "l861_c0"} : (index) -> memref<1xi64>
    %b_l862_c0 = "aie.buffer"(%t_c0) {sym_name = "l862_c0"} : (index) -> memref<1xi32>
    %b_l863_c0 = "aie.buffer"(%t_c0) {sym_name = "l863_c0"} : (index) -> memref<1xi64>
    %b_l864_c0 = "aie.buffer"(%t_c0) {sym_name = "l864_c0"} : (index) -> memref<1xi64>
    %b_l865_c0 = "aie.buffer"(%t_c0) {sym_name = "l865_c0"} : (index) -> memref<1xi64>
    %b_l866_c0 = "aie.buffer"(%t_c0) {sym_name = "l866_c0"} : (index) -> memref<1xi64>
    %b_l867_c0 = "aie.buffer"(%t_c0) {sym_name = "l867_c0"} : (index) -> memref<1xi64>
    %b_l868_c0 = "aie.buffer"(%t_c0) {sym_name = "l868_c0"} : (index) -> memref<1xi64>
    %b_l869_c0 = "aie.buffer"(%t_c0) {sym_name = "l869_c0"} : (index) -> memref<1xi64>
    %b_l870_c0 = "aie.buffer"(%t_c0) {sym_name = "l870_c0"} : (index) -> memref<1xi32>
    %b_l871_c0 = "aie.buffer"(%t_c0) {sym_name = "l871_c0"} : (index) -> memref<1xi32>
    %b_l872_c0 = "aie.buffer"(%t_c0) {sym_name = "l872_c0"} : (index) -> memref<1xi32>
    %b_l873_c0 = "aie.buffer"(%t_c0) {sym_name = "l873_c0"} : (index) -> memref<1xi32>
    %b_l874_c0 = "aie.buffer"(%t_c0) {sym_name = "l874_c0"} : (index) -> memref<1xi32>
    %b_l875_c0 = "aie.buffer"(%t_c0) {sym_name = "l875_c0"} : (index) -> memref<1xi32>
    %b_l876_c0 = "aie.buffer"(%t_c0) {sym_name = "l876_c0"} : (index) -> memref<1xi32>
    %b_l877_c0 = "aie.buffer"(%t_c0) {sym_name = "l877_c0"} : (index) -> memref<1xi32>
    %b_l878_c0 = "aie.buffer"(%t_c0) {sym_name = "l878_c0"} : (index) -> memref<1xi32>
    %b_l879_c0 = "aie.buffer"(%t_c0) {sym_name = "l879_c0"} : (index) -> memref<1xi32>
    %b_l880_c0 = "aie.buffer"(%t_c0) {sym_name = "l880_c0"} : (index) -> memref<1xi32>
    %b_l881_c0 = "aie.buffer"(%t_c0) {sym_name = "l881_c0"} : (index) -> memref<1xf32>
    %b_l882_c0 = "aie.buffer"(%t_c0) {sym_name = "l882_c0"} : (index) -> memref<1xf32>
    %b_l883_c0 = "aie.buffer"(%t_c0) {sym_name = "l883_c0"} : (index) -> memref<1xf32>
    %b_l884_c0 = "aie.buffer"(%t_c0) {sym_name = "l884_c0"} : (index) -> memref<1xf32>
    %b_l885_c0 = "aie.buffer"(%t_c0) {sym_name = "l885_c0"} : (index) -> memref<1xi32>
    %b_l886_c0 = "aie.buffer"(%t_c0) {sym_name = "l886_c0"} : (index) -> memref<1xi32>
    %b_l887_c0 = "aie.buffer"(%t_c0) {sym_name = "l887_c0"} : (index) -> memref<1xf32>
    %b_l888_c0 = "aie.buffer"(%t_c0) {sym_name = "l888_c0"} : (index) -> memref<1xf32>
    %b_l889_c0 = "aie.buffer"(%t_c0) {sym_name = "l889_c0"} : (index) -> memref<1xf32>
    %b_l890_c0 = "aie.buffer"(%t_c0) {sym_name = "l890_c0"} : (index) -> memref<1xf32>
    %b_l891_c0 = "aie.buffer"(%t_c0) {sym_name = "l891_c0"} : (index) -> memref<1xi32>
    %b_l892_c0 = "aie.buffer"(%t_c0) {sym_name = "l892_c0"} : (index) -> memref<1xi32>
    %b_l893_c0 = "aie.buffer"(%t_c0) {sym_name = "l893_c0"} : (index) -> memref<1xf32>
    %b_l894_c0 = "aie.buffer"(%t_c0) {sym_name = "l894_c0"} : (index) -> memref<1xf32>
    %b_l895_c0 = "aie.buffer"(%t_c0) {sym_name = "l895_c0"} : (index) -> memref<1xf32>
    %b_l896_c0 = "aie.buffer"(%t_c0) {sym_name = "l896_c0"} : (index) -> memref<1xf32>
    %b_l897_c0 = "aie.buffer"(%t_c0) {sym_name = "l897_c0"} : (index) -> memref<1xi32>
    %b_l898_c0 = "aie.buffer"(%t_c0) {sym_name = "l898_c0"} : (index) -> memref<1xi32>
    %b_l899_c0 = "aie.buffer"(%t_c0) {sym_name = "l899_c0"} : (index) -> memref<1xf32>
    %b_l900_c0 = "aie.buffer"(%t_c0) {sym_name = "l900_c0"} : (index) -> memref<1xf32>
    %b_l901_c0 = "aie.buffer"(%t_c0) {sym_name = "l901_c0"} : (index) -> memref<1xf32>
    %b_l902_c0 = "aie.buffer"(%t_c0) {sym_name = "l902_c0"} : (index) -> memref<1xf32>
    %b_l903_c0 = "aie.buffer"(%t_c0) {sym_name = "l903_c0"} : (index) -> memref<1xi32>
    %b_l904_c0 = "aie.buffer"(%t_c0) {sym_name = "l904_c0"} : (index) -> memref<1xi32>
    %b_l905_c0 = "aie.buffer"(%t_c0) {sym_name = "l905_c0"} : (index) -> memref<1xf32>
    %b_l906_c0 = "aie.buffer"(%t_c0) {sym_name = "l906_c0"} : (index) -> memref<1xf32>
    %b_l907_c0 = "aie.buffer"(%t_c0) {sym_name = "l907_c0"} : (index) -> memref<1xf32>
    %b_l908_c0 = "aie.buffer"(%t_c0) {sym_name = "l908_c0"} : (index) -> memref<1xf32>
    %b_l909_c0 = "aie.buffer"(%t_c0) {sym_name = "l909_c0"} : (index) -> memref<1xi32>
    %b_l910_c0 = "aie.buffer"(%t_c0) {sym_name = "l910_c0"} : (index) -> memref<1xi32>
    %b_l911_c0 = "aie.buffer"(%t_c0) {sym_name = "l911_c0"} : (index) -> memref<1xf32>
    %b_l912_c0 = "aie.buffer"(%t_c0) {sym_name = "l912_c0"} : (index) -> memref<1xf32>
    %b_l913_c0 = "aie.buffer"(%t_c0) {sym_name = "l913_c0"} : (index) -> memref<1xf32>
    %b_l914_c0 = "aie.buffer"(%t_c0) {sym_name = "l914_c0"} : (index) -> memref<1xf32>
    %b_l915_c0 = "aie.buffer"(%t_c0) {sym_name = "l915_c0"} : (index) -> memref<1xi32>
    %b_l916_c0 = "aie.buffer"(%t_c0) {sym_name = "l916_c0"} : (index) -> memref<1xi32>
    %b_l917_c0 = "aie.buffer"(%t_c0) {sym_name = "l917_c0"} : (index) -> memref<1xf32>
    %b_l918_c0 = "aie.buffer"(%t_c0) {sym_name = "l918_c0"} : (index) -> memref<1xf32>
    %b_l919_c0 = "aie.buffer"(%t_c0) {sym_name = "l919_c0"} : (index) -> memref<1xf32>
    %b_l920_c0 = "aie.buffer"(%t_c0) {sym_name = "l920_c0"} : (index) -> memref<1xf32>
    %b_l921_c0 = "aie.buffer"(%t_c0) {sym_name = "l921_c0"} : (index) -> memref<1xi32>
    %b_l922_c0 = "aie.buffer"(%t_c0) {sym_name = "l922_c0"} : (index) -> memref<1xi32>
    %b_l923_c0 = "aie.buffer"(%t_c0) {sym_name = "l923_c0"} : (index) -> memref<1xf32>
    %b_l924_c0 = "aie.buffer"(%t_c0) {sym_name = "l924_c0"} : (index) -> memref<1xf32>
    %b_l925_c0 = "aie.buffer"(%t_c0) {sym_name = "l925_c0"} : (index) -> memref<1xf32>
    %b_l926_c0 = "aie.buffer"(%t_c0) {sym_name = "l926_c0"} : (index) -> memref<1xf32>
    %b_l927_c0 = "aie.buffer"(%t_c0) {sym_name = "l927_c0"} : (index) -> memref<1xi32>
    %b_l928_c0 = "aie.buffer"(%t_c0) {sym_name = "l928_c0"} : (index) -> memref<1xi32>
    %b_l929_c0 = "aie.buffer"(%t_c0) {sym_name = "l929_c0"} : (index) -> memref<1xf32>
    %b_l930_c0 = "aie.buffer"(%t_c0) {sym_name = "l930_c0"} : (index) -> memref<1xf32>
    %b_l931_c0 = "aie.buffer"(%t_c0) {sym_name = "l931_c0"} : (index) -> memref<1xf32>
    %b_l932_c0 = "aie.buffer"(%t_c0) {sym_name = "l932_c0"} : (index) -> memref<1xf32>
    %b_l933_c0 = "aie.buffer"(%t_c0) {sym_name = "l933_c0"} : (index) -> memref<1xi32>
    %b_l934_c0 = "aie.buffer"(%t_c0) {sym_name = "l934_c0"} : (index) -> memref<1xi32>
    %b_l935_c0 = "aie.buffer"(%t_c0) {sym_name = "l935_c0"} : (index) -> memref<1xf32>
    %b_l936_c0 = "aie.buffer"(%t_c0) {sym_name = "l936_c0"} : (index) -> memref<1xf32>
    %b_l937_c0 = "aie.buffer"(%t_c0) {sym_name = "l937_c0"} : (index) -> memref<1xf32>
    %b_l938_c0 = "aie.buffer"(%t_c0) {sym_name = "l938_c0"} : (index) -> memref<1xf32>
    %b_l939_c0 = "aie.buffer"(%t_c0) {sym_name = "l939_c0"} : (index) -> memref<1xi32>
    %b_l940_c0 = "aie.buffer"(%t_c0) {sym_name = "l940_c0"} : (index) -> memref<1xi32>
    %b_l941_c0 = "aie.buffer"(%t_c0) {sym_name = "l941_c0"} : (index) -> memref<1xf32>
    %b_l942_c0 = "aie.buffer"(%t_c0) {sym_name = "l942_c0"} : (index) -> memref<1xf32>
    %b_l943_c0 = "aie.buffer"(%t_c0) {sym_name = "l943_c0"} : (index) -> memref<1xf32>
    %b_l944_c0 = "aie.buffer"(%t_c0) {sym_name = "l944_c0"} : (index) -> memref<1xf32>
    %b_l945_c0 = "aie.buffer"(%t_c0) {sym_name = "l945_c0"} : (index) -> memref<1xi32>
    %b_l946_c0 = "aie.buffer"(%t_c0) {sym_name = "l946_c0"} : (index) -> memref<1xi32>
    %b_l947_c0 = "aie.buffer"(%t_c0) {sym_name = "l947_c0"} : (index) -> memref<1xf32>
    %b_l948_c0 = "aie.buffer"(%t_c0) {sym_name = "l948_c0"} : (index) -> memref<1xf32>
    %b_l949_c0 = "aie.buffer"(%t_c0) {sym_name = "l949_c0"} : (index) -> memref<1xf32>
    %b_l950_c0 = "aie.buffer"(%t_c0) {sym_name = "l950_c0"} : (index) -> memref<1xf32>
    %b_l951_c0 = "aie.buffer"(%t_c0) {sym_name = "l951_c0"} : (index) -> memref<1xi32>
    %b_l952_c0 = "aie.buffer"(%t_c0) {sym_name = "l952_c0"} : (index) -> memref<1xi32>
    %b_l953_c0 = "aie.buffer"(%t_c0) {sym_name = "l953_c0"} : (index) -> memref<1xf32>
    %b_l954_c0 = "aie.buffer"(%t_c0) {sym_name = "l954_c0"} : (index) -> memref<1xf32>
    %b_l955_c0 = "aie.buffer"(%t_c0) {sym_name = "l955_c0"} : (index) -> memref<1xf32>
    %b_l956_c0 = "aie.buffer"(%t_c0) {sym_name = "l956_c0"} : (index) -> memref<1xf32>
    %b_l957_c0 = "aie.buffer"(%t_c0) {sym_name = "l957_c0"} : (index) -> memref<1xi32>
    %b_l958_c0 = "aie.buffer"(%t_c0) {sym_name = "l958_c0"} : (index) -> memref<1xi32>
    %b_l959_c0 = "aie.buffer"(%t_c0) {sym_name = "l959_c0"} : (index) -> memref<1xf32>
    %b_l960_c0 = "aie.buffer"(%t_c0) {sym_name = "l960_c0"} : (index) -> memref<1xf32>
    %b_l961_c0 = "aie.buffer"(%t_c0) {sym_name = "l961_c0"} : (index) -> memref<1xf32>
    %b_l962_c0 = "aie.buffer"(%t_c0) {sym_name = "l962_c0"} : (index) -> memref<1xf32>
    %b_l963_c0 = "aie.buffer"(%t_c0) {sym_name = "l963_c0"} : (index) -> memref<1xi32>
    %b_l964_c0 = "aie.buffer"(%t_c0) {sym_name = "l964_c0"} : (index) -> memref<1xi32>
    %b_l965_c0 = "aie.buffer"(%t_c0) {sym_name = "l965_c0"} : (index) -> memref<1xf32>
    %b_l966_c0 = "aie.buffer"(%t_c0) {sym_name = "l966_c0"} : (index) -> memref<1xf32>
    %b_l967_c0 = "aie.buffer"(%t_c0) {sym_name = "l967_c0"} : (index) -> memref<1xf32>
    %b_l968_c0 = "aie.buffer"(%t_c0) {sym_name = "l968_c0"} : (index) -> memref<1xf32>
    %b_l969_c0 = "aie.buffer"(%t_c0) {sym_name = "l969_c0"} : (index) -> memref<1xi32>
    %b_l970_c0 = "aie.buffer"(%t_c0) {sym_name = "l970_c0"} : (index) -> memref<1xi32>
    %b_l971_c0 = "aie.buffer"(%t_c0) {sym_name = "l971_c0"} : (index) -> memref<1xf32>
    %b_l972_c0 = "aie.buffer"(%t_c0) {sym_name = "l972_c0"} : (index) -> memref<1xf32>
    %b_l973_c0 = "aie.buffer"(%t_c0) {sym_name = "l973_c0"} : (index) -> memref<1xf32>
    %b_l974_c0 = "aie.buffer"(%t_c0) {sym_name = "l974_c0"} : (index) -> memref<1xf32>
    %b_l975_c0 = "aie.buffer"(%t_c0) {sym_name = "l975_c0"} : (index) -> memref<1xi32>
    %b_l976_c0 = "aie.buffer"(%t_c0) {sym_name = "l976_c0"} : (index) -> memref<1xi32>
    %b_l977_c0 = "aie.buffer"(%t_c0) {sym_name = "l977_c0"} : (index) -> memref<1xf32>
    %b_l978_c0 = "aie.buffer"(%t_c0) {sym_name = "l978_c0"} : (index) -> memref<1xf32>
    %b_l979_c0 = "aie.buffer"(%t_c0) {sym_name = "l979_c0"} : (index) -> memref<1xf32>
    %b_l980_c0 = "aie.buffer"(%t_c0) {sym_name = "l980_c0"} : (index) -> memref<1xf32>
    %b_l981_c0 = "aie.buffer"(%t_c0) {sym_name = "l981_c0"} : (index) -> memref<1xi32>
    %b_l982_c0 = "aie.buffer"(%t_c0) {sym_name = "l982_c0"} : (index) -> memref<1xi32>
    %b_l983_c0 = "aie.buffer"(%t_c0) {sym_name = "l983_c0"} : (index) -> memref<1xf32>
    %b_l984_c0 = "aie.buffer"(%t_c0) {sym_name = "l984_c0"} : (index) -> memref<1xf32>
    %b_l985_c0 = "aie.buffer"(%t_c0) {sym_name = "l985_c0"} : (index) -> memref<1xf32>
    %b_l986_c0 = "aie.buffer"(%t_c0) {sym_name = "l986_c0"} : (index) -> memref<1xf32>
    %b_l987_c0 = "aie.buffer"(%t_c0) {sym_name = "l987_c0"} : (index) -> memref<1xi32>
    %b_l988_c0 = "aie.buffer"(%t_c0) {sym_name = "l988_c0"} : (index) -> memref<1xi32>
    %b_l989_c0 = "aie.buffer"(%t_c0) {sym_name = "l989_c0"} : (index) -> memref<1xf32>
    %b_l990_c0 = "aie.buffer"(%t_c0) {sym_name = "l990_c0"} : (index) -> memref<1xf32>
    %b_l991_c0 = "aie.buffer"(%t_c0) {sym_name = "l991_c0"} : (index) -> memref<1xf32>
    %b_l992_c0 = "aie.buffer"(%t_c0) {sym_name = "l992_c0"} : (index) -> memref<1xf32>
    %b_l993_c0 = "aie.buffer"(%t_c0) {sym_name = "l993_c0"} : (index) -> memref<1xi32>
    %b_l994_c0 = "aie.buffer"(%t_c0) {sym_name = "l994_c0"} : (index) -> memref<1xi32>
    %b_l995_c0 = "aie.buffer"(%t_c0) {sym_name = "l995_c0"} : (index) -> memref<1xf32>
    %b_l996_c0 = "aie.buffer"(%t_c0) {sym_name = "l996_c0"} : (index) -> memref<1xf32>
    %b_l997_c0 = "aie.buffer"(%t_c0) {sym_name = "l997_c0"} : (index) -> memref<1xf32>
    %b_l998_c0 = "aie.buffer"(%t_c0) {sym_name = "l998_c0"} : (index) -> memref<1xf32>
    %b_l999_c0 = "aie.buffer"(%t_c0) {sym_name = "l999_c0"} : (index) -> memref<1xi32>
    %b_l1000_c0 = "aie.buffer"(%t_c0) {sym_name = "l1000_c0"} : (index) -> memref<1xi32>
    %b_l1001_c0 = "aie.buffer"(%t_c0) {sym_name = "l1001_c0"} : (index) -> memref<1xf32>
    %b_l1002_c0 = "aie.buffer"(%t_c0) {sym_name = "l1002_c0"} : (index) -> memref<1xf32>
    %b_l1003_c0 = "aie.buffer"(%t_c0) {sym_name = "l1003_c0"} : (index) -> memref<1xf32>
    %b_l1004_c0 = "aie.buffer"(%t_c0) {sym_name = "l1004_c0"} : (index) -> memref<1xf32>
    %b_l1005_c0 = "aie.buffer"(%t_c0) {sym_name = "l1005_c0"} : (index) -> memref<1xi32>
    %b_l1006_c0 = "aie.buffer"(%t_c0) {sym_name = "l1006_c0"} : (index) -> memref<1xi32>
    %b_l1007_c0 = "aie.buffer"(%t_c0) {sym_name = "l1007_c0"} : (index) -> memref<1xf32>
    %b_l1008_c0 = "aie.buffer"(%t_c0) {sym_name = "l1008_c0"} : (index) -> memref<1xf32>
    %b_l1009_c0 = "aie.buffer"(%t_c0) {sym_name = "l1009_c0"} : (index) -> memref<1xf32>
    %b_l1010_c0 = "aie.buffer"(%t_c0) {sym_name = "l1010_c0"} : (index) -> memref<1xf32>
    %b_l1011_c0 = "aie.buffer"(%t_c0) {sym_name = "l1011_c0"} : (index) -> memref<1xi32>
    %b_l1012_c0 = "aie.buffer"(%t_c0) {sym_name = "l1012_c0"} : (index) -> memref<1xi32>
    %b_l1013_c0 = "aie.buffer"(%t_c0) {sym_name = "l1013_c0"} : (index) -> memref<1xf32>
    %b_l1014_c0 = "aie.buffer"(%t_c0) {sym_name = "l1014_c0"} : (index) -> memref<1xf32>
    %b_l1015_c0 = "aie.buffer"(%t_c0) {sym_name = "l1015_c0"} : (index) -> memref<1xf32>
    %b_l1016_c0 = "aie.buffer"(%t_c0) {sym_name = "l1016_c0"} : (index) -> memref<1xf32>
    %b_l1017_c0 = "aie.buffer"(%t_c0) {sym_name = "l1017_c0"} : (index) -> memref<1xi32>
    %b_l1018_c0 = "aie.buffer"(%t_c0) {sym_name = "l1018_c0"} : (index) -> memref<1xi32>
    %b_l1019_c0 = "aie.buffer"(%t_c0) {sym_name = "l1019_c0"} : (index) -> memref<1xf32>
    %b_l1020_c0 = "aie.buffer"(%t_c0) {sym_name = "l1020_c0"} : (index) -> memref<1xf32>
    %b_l1021_c0 = "aie.buffer"(%t_c0) {sym_name = "l1021_c0"} : (index) -> memref<1xf32>
    %b_l1022_c0 = "aie.buffer"(%t_c0) {sym_name = "l1022_c0"} : (index) -> memref<1xf32>
    %b_l1023_c0 = "aie.buffer"(%t_c0) {sym_name = "l1023_c0"} : (index) -> memref<1xi32>
    %b_l1024_c0 = "aie.buffer"(%t_c0) {sym_name = "l1024_c0"} : (index) -> memref<1xi32>
    %b_l1025_c0 = "aie.buffer"(%t_c0) {sym_name = "l1025_c0"} : (index) -> memref<1xf32>
    %b_l1026_c0 = "aie.buffer"(%t_c0) {sym_name = "l1026_c0"} : (index) -> memref<1xf32>
    %b_l1027_c0 = "aie.buffer"(%t_c0) {sym_name = "l1027_c0"} : (index) -> memref<1xf32>
    %b_l1028_c0 = "aie.buffer"(%t_c0) {sym_name = "l1028_c0"} : (index) -> memref<1xf32>
    %b_l1029_c0 = "aie.buffer"(%t_c0) {sym_name = "l1029_c0"} : (index) -> memref<1xi32>
    %b_l1030_c0 = "aie.buffer"(%t_c0) {sym_name = "l1030_c0"} : (index) -> memref<1xi32>
    %b_l1031_c0 = "aie.buffer"(%t_c0) {sym_name = "l1031_c0"} : (index) -> memref<1xf32>
    %b_l1032_c0 = "aie.buffer"(%t_c0) {sym_name = "l1032_c0"} : (index) -> memref<1xf32>
    %b_l1033_c0 = "aie.buffer"(%t_c0) {sym_name = "l1033_c0"} : (index) -> memref<1xf32>
    %b_l1034_c0 = "aie.buffer"(%t_c0) {sym_name = "l1034_c0"} : (index) -> memref<1xf32>
    %b_l1035_c0 = "aie.buffer"(%t_c0) {sym_name = "l1035_c0"} : (index) -> memref<1xi32>
    %b_l1036_c0 = "aie.buffer"(%t_c0) {sym_name = "l1036_c0"} : (index) -> memref<1xi32>
    %b_l1037_c0 = "aie.buffer"(%t_c0) {sym_name = "l1037_c0"} : (index) -> memref<1xf32>
    %b_l1038_c0 = "aie.buffer"(%t_c0) {sym_name = "l1038_c0"} : (index) -> memref<1xf32>
    %b_l1039_c0 = "aie.buffer"(%t_c0) {sym_name = "l1039_c0"} : (index) -> memref<1xf32>
    %b_l1040_c0 = "aie.buffer"(%t_c0) {sym_name = "l1040_c0"} : (index) -> memref<1xf32>
    %b_l1041_c0 = "aie.buffer"(%t_c0) {sym_name = "l1041_c0"} : (index) -> memref<1xi32>
    %b_l1042_c0 = "aie.buffer"(%t_c0) {sym_name = "l1042_c0"} : (index) -> memref<1xi32>
    %b_l1043_c0 = "aie.buffer"(%t_c0) {sym_name = "l1043_c0"} : (index) -> memref<1xf32>
    %b_l1044_c0 = "aie.buffer"(%t_c0) {sym_name = "l1044_c0"} : (index) -> memref<1xf32>
    %b_l1045_c0 = "aie.buffer"(%t_c0) {sym_name = "l1045_c0"} : (index) -> memref<1xf32>
    %b_l1046_c0 = "aie.buffer"(%t_c0) {sym_name = "l1046_c0"} : (index) -> memref<1xf32>
    %b_l1047_c0 = "aie.buffer"(%t_c0) {sym_name = "l1047_c0"} : (index) -> memref<1xi32>
    %b_l1048_c0 = "aie.buffer"(%t_c0) {sym_name = "l1048_c0"} : (index) -> memref<1xi32>
    %b_l1049_c0 = "aie.buffer"(%t_c0) {sym_name = "l1049_c0"} : (index) -> memref<1xf32>
    %b_l1050_c0 = "aie.buffer"(%t_c0) {sym_name = "l1050_c0"} : (index) -> memref<1xf32>
    %b_l1051_c0 = "aie.buffer"(%t_c0) {sym_name = "l1051_c0"} : (index) -> memref<1xf32>
    %b_l1052_c0 = "aie.buffer"(%t_c0) {sym_name = "l1052_c0"} : (index) -> memref<1xf32>
    %b_l1053_c0 = "aie.buffer"(%t_c0) {sym_name = "l1053_c0"} : (index) -> memref<1xi32>
    %b_l1054_c0 = "aie.buffer"(%t_c0) {sym_name = "l1054_c0"} : (index) -> memref<1xi32>
    %b_l1055_c0 = "aie.buffer"(%t_c0) {sym_name = "l1055_c0"} : (index) -> memref<1xf32>
    %b_l1056_c0 = "aie.buffer"(%t_c0) {sym_name = "l1056_c0"} : (index) -> memref<1xf32>
    %b_l1057_c0 = "aie.buffer"(%t_c0) {sym_name = "l1057_c0"} : (index) -> memref<1xf32>
    %b_l1058_c0 = "aie.buffer"(%t_c0) {sym_name = "l1058_c0"} : (index) -> memref<1xf32>
    %b_l1059_c0 = "aie.buffer"(%t_c0) {sym_name = "l1059_c0"} : (index) -> memref<1xi32>
    %b_l1060_c0 = "aie.buffer"(%t_c0) {sym_name = "l1060_c0"} : (index) -> memref<1xi32>
    %b_l1061_c0 = "aie.buffer"(%t_c0) {sym_name = "l1061_c0"} : (index) -> memref<1xf32>
    %b_l1062_c0 = "aie.buffer"(%t_c0) {sym_name = "l1062_c0"} : (index) -> memref<1xf32>
    %b_l1063_c0 = "aie.buffer"(%t_c0) {sym_name = "l1063_c0"} : (index) -> memref<1xf32>
    %b_l1064_c0 = "aie.buffer"(%t_c0) {sym_name = "l1064_c0"} : (index) -> memref<1xf32>
    %b_l1065_c0 = "aie.buffer"(%t_c0) {sym_name = "l1065_c0"} : (index) -> memref<1xi32>
    %b_l1066_c0 = "aie.buffer"(%t_c0) {sym_name = "l1066_c0"} : (index) -> memref<1xi32>
    %b_l1067_c0 = "aie.buffer"(%t_c0) {sym_name = "l1067_c0"} : (index) -> memref<1xf32>
    %b_l1068_c0 = "aie.buffer"(%t_c0) {sym_name = "l1068_c0"} : (index) -> memref<1xf32>
    %b_l1069_c0 = "aie.buffer"(%t_c0) {sym_name = "l1069_c0"} : (index) -> memref<1xf32>
    %b_l1070_c0 = "aie.buffer"(%t_c0) {sym_name = "l1070_c0"} : (index) -> memref<1xi32>
    %b_l1071_c0 = "aie.buffer"(%t_c0) {sym_name = "l1071_c0"} : (index) -> memref<1xi32>
    %b_l1072_c0 = "aie.buffer"(%t_c0) {sym_name = "l1072_c0"} : (index) -> memref<1xi32>
    %b_l1073_c0 = "aie.buffer"(%t_c0) {sym_name = "l1073_c0"} : (index) -> memref<1xi32>
    %b_l1074_c0 = "aie.buffer"(%t_c0) {sym_name = "l1074_c0"} : (index) -> memref<1xi32>
    %b_l1075_c0 = "aie.buffer"(%t_c0) {sym_name = "l1075_c0"} : (index) -> memref<1xi32>
    %b_l1076_c0 = "aie.buffer"(%t_c0) {sym_name = "l1076_c0"} : (index) -> memref<1xi32>
    %b_l1077_c0 = "aie.buffer"(%t_c0) {sym_name = "l1077_c0"} : (index) -> memref<1xf32>
    %b_l1078_c0 = "aie.buffer"(%t_c0) {sym_name = "l1078_c0"} : (index) -> memref<1xi1>
    %b_l1079_c0 = "aie.buffer"(%t_c0) {sym_name = "l1079_c0"} : (index) -> memref<1xi32>
    %b_l1080_c0 = "aie.buffer"(%t_c0) {sym_name = "l1080_c0"} : (index) -> memref<1xi32>
    %b_l1081_c0 = "aie.buffer"(%t_c0) {sym_name = "l1081_c0"} : (index) -> memref<1xi32>
    %b_l1082_c0 = "aie.buffer"(%t_c0) {sym_name = "l1082_c0"} : (index) -> memref<1xf32>
    %b_l1083_c0 = "aie.buffer"(%t_c0) {sym_name = "l1083_c0"} : (index) -> memref<1xi1>
    %b_l1084_c0 = "aie.buffer"(%t_c0) {sym_name = "l1084_c0"} : (index) -> memref<1xi32>
    %b_l1085_c0 = "aie.buffer"(%t_c0) {sym_name = "l1085_c0"} : (index) -> memref<1xi32>
    %b_l1086_c0 = "aie.buffer"(%t_c0) {sym_name = "l1086_c0"} : (index) -> memref<1xi32>
    %b_l1087_c0 = "aie.buffer"(%t_c0) {sym_name = "l1087_c0"} : (index) -> memref<1xf32>
    %b_l1088_c0 = "aie.buffer"(%t_c0) {sym_name = "l1088_c0"} : (index) -> memref<1xi1>
    %b_l1089_c0 = "aie.buffer"(%t_c0) {sym_name = "l1089_c0"} : (index) -> memref<1xf32>
    %b_l1090_c0 = "aie.buffer"(%t_c0) {sym_name = "l1090_c0"} : (index) -> memref<1xf32>
    %b_l1091_c0 = "aie.buffer"(%t_c0) {sym_name = "l1091_c0"} : (index) -> memref<1xf32>
    %b_l1092_c0 = "aie.buffer"(%t_c0) {sym_name = "l1092_c0"} : (index) -> memref<1xf32>
    %b_l1093_c0 = "aie.buffer"(%t_c0) {sym_name = "l1093_c0"} : (index) -> memref<1xi1>
    %b_l1094_c0 = "aie.buffer"(%t_c0) {sym_name = "l1094_c0"} : (index) -> memref<1xf32>
    %b_l1095_c0 = "aie.buffer"(%t_c0) {sym_name = "l1095_c0"} : (index) -> memref<1xi1>
    %b_l1096_c0 = "aie.buffer"(%t_c0) {sym_name = "l1096_c0"} : (index) -> memref<1xf32>
    %b_l1097_c0 = "aie.buffer"(%t_c0) {sym_name = "l1097_c0"} : (index) -> memref<1xf32>
    %b_l1098_c0 = "aie.buffer"(%t_c0) {sym_name = "l1098_c0"} : (index) -> memref<1xf32>
    %b_l1099_c0 = "aie.buffer"(%t_c0) {sym_name = "l1099_c0"} : (index) -> memref<1xf32>
    %b_l1100_c0 = "aie.buffer"(%t_c0) {sym_name = "l1100_c0"} : (index) -> memref<1xf32>
    %b_l1101_c0 = "aie.buffer"(%t_c0) {sym_name = "l1101_c0"} : (index) -> memref<1xi1>
    %b_l1102_c0 = "aie.buffer"(%t_c0) {sym_name = "l1102_c0"} : (index) -> memref<1xf32>
    %b_l1103_c0 = "aie.buffer"(%t_c0) {sym_name = "l1103_c0"} : (index) -> memref<1xf32>
    %b_l1104_c0 = "aie.buffer"(%t_c0) {sym_name = "l1104_c0"} : (index) -> memref<1xf32>
    %b_l1105_c0 = "aie.buffer"(%t_c0) {sym_name = "l1105_c0"} : (index) -> memref<1xf32>
    %b_l1106_c0 = "aie.buffer"(%t_c0) {sym_name = "l1106_c0"} : (index) -> memref<1xi64>
    %b_l1107_c0 = "aie.buffer"(%t_c0) {sym_name = "l1107_c0"} : (index) -> memref<1xi64>
    %b_l1112_c0 = "aie.buffer"(%t_c0) {sym_name = "l1112_c0"} : (index) -> memref<1xi1>
    %b_l1113_c0 = "aie.buffer"(%t_c0) {sym_name = "l1113_c0"} : (index) -> memref<1xi1>
    %b_l1114_c0 = "aie.buffer"(%t_c0) {sym_name = "l1114_c0"} : (index) -> memref<1xi1>
    %b_l1115_c0 = "aie.buffer"(%t_c0) {sym_name = "l1115_c0"} : (index) -> memref<1xi1>
    %b_l1116_c0 = "aie.buffer"(%t_c0) {sym_name = "l1116_c0"} : (index) -> memref<1xf32>
    %b_l1117_c0 = "aie.buffer"(%t_c0) {sym_name = "l1117_c0"} : (index) -> memref<1xf32>
    %b_l1118_c0 = "aie.buffer"(%t_c0) {sym_name = "l1118_c0"} : (index) -> memref<1xf32>
    %b_l1119_c0 = "aie.buffer"(%t_c0) {sym_name = "l1119_c0"} : (index) -> memref<1xf32>
    %b_l1121_c0 = "aie.buffer"(%t_c0) {sym_name = "l1121_c0"} : (index) -> memref<1xi64>
    %b_l1122_c0 = "aie.buffer"(%t_c0) {sym_name = "l1122_c0"} : (index) -> memref<1xi1>
    %b_l1123_c0 = "aie.buffer"(%t_c0) {sym_name = "l1123_c0"} : (index) -> memref<1xi64>
    %b_l1124_c0 = "aie.buffer"(%t_c0) {sym_name = "l1124_c0"} : (index) -> memref<1xi1>
    %b_l1125_c0 = "aie.buffer"(%t_c0) {sym_name = "l1125_c0"} : (index) -> memref<1xi64>
    %b_l1126_c0 = "aie.buffer"(%t_c0) {sym_name = "l1126_c0"} : (index) -> memref<1xi64>
    %b_l1127_c0 = "aie.buffer"(%t_c0) {sym_name = "l1127_c0"} : (index) -> memref<1xi64>
    %b_l1128_c0 = "aie.buffer"(%t_c0) {sym_name = "l1128_c0"} : (index) -> memref<1xi64>
    %b_l1129_c0 = "aie.buffer"(%t_c0) {sym_name = "l1129_c0"} : (index) -> memref<1xi64>
    %b_l1130_c0 = "aie.buffer"(%t_c0) {sym_name = "l1130_c0"} : (index) -> memref<1xi64>
    %b_l1131_c0 = "aie.buffer"(%t_c0) {sym_name = "l1131_c0"} : (index) -> memref<1xi64>
    %b_l1132_c0 = "aie.buffer"(%t_c0) {sym_name = "l1132_c0"} : (index) -> memref<1xi64>
    %b_l1133_c0 = "aie.buffer"(%t_c0) {sym_name = "l1133_c0"} : (index) -> memref<1xi1>
    %b_l1134_c0 = "aie.buffer"(%t_c0) {sym_name = "l1134_c0"} : (index) -> memref<1xi1>
    %b_l1135_c0 = "aie.buffer"(%t_c0) {sym_name = "l1135_c0"} : (index) -> memref<1xi1>
    %b_l1136_c0 = "aie.buffer"(%t_c0) {sym_name = "l1136_c0"} : (index) -> memref<1xi1>
    %b_l1137_c0 = "aie.buffer"(%t_c0) {sym_name = "l1137_c0"} : (index) -> memref<1xi1>
    %b_l1138_c0 = "aie.buffer"(%t_c0) {sym_name = "l1138_c0"} : (index) -> memref<1xi1>
    %b_l1139_c0 = "aie.buffer"(%t_c0) {sym_name = "l1139_c0"} : (index) -> memref<1xi1>
    %b_l1140_c0 = "aie.buffer"(%t_c0) {sym_name = "l1140_c0"} : (index) -> memref<1xi1>
    %b_l1141_c0 = "aie.buffer"(%t_c0) {sym_name = "l1141_c0"} : (index) -> memref<1xf32>
    %b_l1142_c0 = "aie.buffer"(%t_c0) {sym_name = "l1142_c0"} : (index) -> memref<1xf32>
    %b_l1143_c0 = "aie.buffer"(%t_c0) {sym_name = "l1143_c0"} : (index) -> memref<1xf32>
    %b_l1144_c0 = "aie.buffer"(%t_c0) {sym_name = "l1144_c0"} : (index) -> memref<1xf32>
    %b_l1145_c0 = "aie.buffer"(%t_c0) {sym_name = "l1145_c0"} : (index) -> memref<1xf32>
    %b_l1146_c0 = "aie.buffer"(%t_c0) {sym_name = "l1146_c0"} : (index) -> memref<1xf32>
    %b_l1147_c0 = "aie.buffer"(%t_c0) {sym_name = "l1147_c0"} : (index) -> memref<1xf32>
    %b_l1148_c0 = "aie.buffer"(%t_c0) {sym_name = "l1148_c0"} : (index) -> memref<1xf32>
    %b_l1149_c0 = "aie.buffer"(%t_c0) {sym_name = "l1149_c0"} : (index) -> memref<1xf32>
    %b_l1150_c0 = "aie.buffer"(%t_c0) {sym_name = "l1150_c0"} : (index) -> memref<1xf32>
    %b_l1151_c0 = "aie.buffer"(%t_c0) {sym_name = "l1151_c0"} : (index) -> memref<1xf32>
    %b_l1152_c0 = "aie.buffer"(%t_c0) {sym_name = "l1152_c0"} : (index) -> memref<1xf32>
    %b_l1153_c0 = "aie.buffer"(%t_c0) {sym_name = "l1153_c0"} : (index) -> memref<1xi64>
    %b_l1154_c0 = "aie.buffer"(%t_c0) {sym_name = "l1154_c0"} : (index) -> memref<1xi1>
    %b_l1155_c0 = "aie.buffer"(%t_c0) {sym_name = "l1155_c0"} : (index) -> memref<1xi64>
    %b_l1156_c0 = "aie.buffer"(%t_c0) {sym_name = "l1156_c0"} : (index) -> memref<1xi64>
    %b_l1157_c0 = "aie.buffer"(%t_c0) {sym_name = "l1157_c0"} : (index) -> memref<1xi64>
    %b_l1158_c0 = "aie.buffer"(%t_c0) {sym_name = "l1158_c0"} : (index) -> memref<1xi64>
    %b_l1159_c0 = "aie.buffer"(%t_c0) {sym_name = "l1159_c0"} : (index) -> memref<1xi1>
    %b_l1160_c0 = "aie.buffer"(%t_c0) {sym_name = "l1160_c0"} : (index) -> memref<1xi1>
    %b_l1161_c0 = "aie.buffer"(%t_c0) {sym_name = "l1161_c0"} : (index) -> memref<1xf32>
    %b_l1162_c0 = "aie.buffer"(%t_c0) {sym_name = "l1162_c0"} : (index) -> memref<1xi64>
    %b_l1163_c0 = "aie.buffer"(%t_c0) {sym_name = "l1163_c0"} : (index) -> memref<1xi1>
    %b_l1164_c0 = "aie.buffer"(%t_c0) {sym_name = "l1164_c0"} : (index) -> memref<1xi1>
    %b_l1165_c0 = "aie.buffer"(%t_c0) {sym_name = "l1165_c0"} : (index) -> memref<1xf32>
    %b_l1166_c0 = "aie.buffer"(%t_c0) {sym_name = "l1166_c0"} : (index) -> memref<1xi64>
    %b_l1167_c0 = "aie.buffer"(%t_c0) {sym_name = "l1167_c0"} : (index) -> memref<1xi1>
    %b_l1168_c0 = "aie.buffer"(%t_c0) {sym_name = "l1168_c0"} : (index) -> memref<1xi1>
    %b_l1169_c0 = "aie.buffer"(%t_c0) {sym_name = "l1169_c0"} : (index) -> memref<1xf32>
    %b_l1170_c0 = "aie.buffer"(%t_c0) {sym_name = "l1170_c0"} : (index) -> memref<1xi64>
    %b_l1171_c0 = "aie.buffer"(%t_c0) {sym_name = "l1171_c0"} : (index) -> memref<1xi1>
    %b_l1172_c0 = "aie.buffer"(%t_c0) {sym_name = "l1172_c0"} : (index) -> memref<1xi1>
    %b_l1173_c0 = "aie.buffer"(%t_c0) {sym_name = "l1173_c0"} : (index) -> memref<1xf32>
    // compute tile 0: workgroups 0, 0 + 1, ... of every launch
    %core_c0 = "aie.core"(%t_c0) ({
      %c0_p = arith.constant 0 : index
      %c1_p = arith.constant 1 : index
      %cmax_p = arith.constant 9223372036854775807 : index
      %c2_p = arith.constant 2 : index
      %c3_p = arith.constant 3 : index
      %c4_p = arith.constant 4 : index
      %wg0 = memref.cast %b_wg0_c0 : memref<256xf32> to memref<?xf32>
      %ls1 = memref.cast %b_ls1_c0 : memref<64xi64> to memref<?xi64>
      %ls7 = memref.cast %b_ls7_c0 : memref<64xi64> to memref<?xi64>
      %ls1108 = memref.cast %b_ls1108_c0 : memref<64xi64> to memref<?xi64>
      %ls1109 = memref.cast %b_ls1109_c0 : memref<64xi64> to memref<?xi64>
      %ls1110 = memref.cast %b_ls1110_c0 : memref<64xi64> to memref<?xi64>
      %ls1111 = memref.cast %b_ls1111_c0 : memref<64xi64> to memref<?xi64>
      %ls1120 = memref.cast %b_ls1120_c0 : memref<64xi64> to memref<?xi64>
      %resume = memref.cast %b_resume_c0 : memref<64xi32> to memref<?xi32>
      %more = memref.cast %b_more_c0 : memref<1xi1> to memref<?xi1>
      %l0 = memref.cast %b_l0_c0 : memref<1xi64> to memref<?xi64>
      %l2 = memref.cast %b_l2_c0 : memref<1xi64> to memref<?xi64>
      %l3 = memref.cast %b_l3_c0 : memref<1xi64> to memref<?xi64>
      %l4 = memref.cast %b_l4_c0 : memref<1xi64> to memref<?xi64>
      %l5 = memref.cast %b_l5_c0 : memref<1xi64> to memref<?xi64>
      %l6 = memref.cast %b_l6_c0 : memref<1xi64> to memref<?xi64>
      %l8 = memref.cast %b_l8_c0 : memref<1xi64> to memref<?xi64>
      %l9 = memref.cast %b_l9_c0 : memref<1xi64> to memref<?xi64>
      %l10 = memref.cast %b_l10_c0 : memref<1xi64> to memref<?xi64>
      %l11 = memref.cast %b_l11_c0 : memref<1xi64> to memref<?xi64>
      %l12 = memref.cast %b_l12_c0 : memref<1xi64> to memref<?xi64>
      %l13 = memref.cast %b_l13_c0 : memref<1xi64> to memref<?xi64>
      %l14 = memref.cast %b_l14_c0 : memref<1xi32> to memref<?xi32>
      %l15 = memref.cast %b_l15_c0 : memref<1xi32> to memref<?xi32>
      %l16 = memref.cast %b_l16_c0 : memref<1xi32> to memref<?xi32>
      %l17 = memref.cast %b_l17_c0 : memref<1xi32> to memref<?xi32>
      %l18 = memref.cast %b_l18_c0 : memref<1xi32> to memref<?xi32>
      %l19 = memref.cast %b_l19_c0 : memref<1xi32> to memref<?xi32>
      %l20 = memref.cast %b_l20_c0 : memref<1xi32> to memref<?xi32>
      %l21 = memref.cast %b_l21_c0 : memref<1xi32> to memref<?xi32>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi64> to memref<?xi64>
      %l24 = memref.cast %b_l24_c0 : memref<1xi32> to memref<?xi32>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi64> to memref<?xi64>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi1> to memref<?xi1>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi64> to memref<?xi64>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi1> to memref<?xi1>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi64> to memref<?xi64>
      %l38 = memref.cast %b_l38_c0 : memref<1xi64> to memref<?xi64>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi64> to memref<?xi64>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi32> to memref<?xi32>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xi64> to memref<?xi64>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi1> to memref<?xi1>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi1> to memref<?xi1>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi64> to memref<?xi64>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xf32> to memref<?xf32>
      %l59 = memref.cast %b_l59_c0 : memref<1xf32> to memref<?xf32>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi64> to memref<?xi64>
      %l62 = memref.cast %b_l62_c0 : memref<1xi64> to memref<?xi64>
      %l63 = memref.cast %b_l63_c0 : memref<1xi1> to memref<?xi1>
      %l64 = memref.cast %b_l64_c0 : memref<1xi64> to memref<?xi64>
      %l65 = memref.cast %b_l65_c0 : memref<1xi64> to memref<?xi64>
      %l66 = memref.cast %b_l66_c0 : memref<1xi64> to memref<?xi64>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi64> to memref<?xi64>
      %l69 = memref.cast %b_l69_c0 : memref<1xi64> to memref<?xi64>
      %l70 = memref.cast %b_l70_c0 : memref<1xi64> to memref<?xi64>
      %l71 = memref.cast %b_l71_c0 : memref<1xi64> to memref<?xi64>
      %l72 = memref.cast %b_l72_c0 : memref<1xi64> to memref<?xi64>
      %l73 = memref.cast %b_l73_c0 : memref<1xi64> to memref<?xi64>
      %l74 = memref.cast %b_l74_c0 : memref<1xi64> to memref<?xi64>
      %l75 = memref.cast %b_l75_c0 : memref<1xi64> to memref<?xi64>
      %l76 = memref.cast %b_l76_c0 : memref<1xi64> to memref<?xi64>
      %l77 = memref.cast %b_l77_c0 : memref<1xi64> to memref<?xi64>
      %l78 = memref.cast %b_l78_c0 : memref<1xi64> to memref<?xi64>
      %l79 = memref.cast %b_l79_c0 : memref<1xi64> to memref<?xi64>
      %l80 = memref.cast %b_l80_c0 : memref<1xi64> to memref<?xi64>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xi64> to memref<?xi64>
      %l84 = memref.cast %b_l84_c0 : memref<1xi64> to memref<?xi64>
      %l85 = memref.cast %b_l85_c0 : memref<1xi64> to memref<?xi64>
      %l86 = memref.cast %b_l86_c0 : memref<1xi64> to memref<?xi64>
      %l87 = memref.cast %b_l87_c0 : memref<1xi64> to memref<?xi64>
      %l88 = memref.cast %b_l88_c0 : memref<1xi64> to memref<?xi64>
      %l89 = memref.cast %b_l89_c0 : memref<1xi64> to memref<?xi64>
      %l90 = memref.cast %b_l90_c0 : memref<1xi64> to memref<?xi64>
      %l91 = memref.cast %b_l91_c0 : memref<1xi64> to memref<?xi64>
      %l92 = memref.cast %b_l92_c0 : memref<1xi64> to memref<?xi64>
      %l93 = memref.cast %b_l93_c0 : memref<1xi64> to memref<?xi64>
      %l94 = memref.cast %b_l94_c0 : memref<1xi64> to memref<?xi64>
      %l95 = memref.cast %b_l95_c0 : memref<1xi64> to memref<?xi64>
      %l96 = memref.cast %b_l96_c0 : memref<1xi64> to memref<?xi64>
      %l97 = memref.cast %b_l97_c0 : memref<1xi1> to memref<?xi1>
      %l98 = memref.cast %b_l98_c0 : memref<1xi1> to memref<?xi1>
      %l99 = memref.cast %b_l99_c0 : memref<1xi1> to memref<?xi1>
      %l100 = memref.cast %b_l100_c0 : memref<1xi1> to memref<?xi1>
      %l101 = memref.cast %b_l101_c0 : memref<1xi1> to memref<?xi1>
      %l102 = memref.cast %b_l102_c0 : memref<1xi1> to memref<?xi1>
      %l103 = memref.cast %b_l103_c0 : memref<1xi1> to memref<?xi1>
      %l104 = memref.cast %b_l104_c0 : memref<1xi1> to memref<?xi1>
      %l105 = memref.cast %b_l105_c0 : memref<1xi1> to memref<?xi1>
      %l106 = memref.cast %b_l106_c0 : memref<1xi1> to memref<?xi1>
      %l107 = memref.cast %b_l107_c0 : memref<1xi1> to memref<?xi1>
      %l108 = memref.cast %b_l108_c0 : memref<1xi1> to memref<?xi1>
      %l109 = memref.cast %b_l109_c0 : memref<1xi1> to memref<?xi1>
      %l110 = memref.cast %b_l110_c0 : memref<1xi1> to memref<?xi1>
      %l111 = memref.cast %b_l111_c0 : memref<1xi1> to memref<?xi1>
      %l112 = memref.cast %b_l112_c0 : memref<1xi1> to memref<?xi1>
      %l113 = memref.cast %b_l113_c0 : memref<1xi1> to memref<?xi1>
      %l114 = memref.cast %b_l114_c0 : memref<1xi1> to memref<?xi1>
      %l115 = memref.cast %b_l115_c0 : memref<1xi1> to memref<?xi1>
      %l116 = memref.cast %b_l116_c0 : memref<1xi1> to memref<?xi1>
      %l117 = memref.cast %b_l117_c0 : memref<1xi1> to memref<?xi1>
      %l118 = memref.cast %b_l118_c0 : memref<1xi1> to memref<?xi1>
      %l119 = memref.cast %b_l119_c0 : memref<1xi1> to memref<?xi1>
      %l120 = memref.cast %b_l120_c0 : memref<1xi1> to memref<?xi1>
      %l121 = memref.cast %b_l121_c0 : memref<1xi1> to memref<?xi1>
      %l122 = memref.cast %b_l122_c0 : memref<1xi1> to memref<?xi1>
      %l123 = memref.cast %b_l123_c0 : memref<1xi1> to memref<?xi1>
      %l124 = memref.cast %b_l124_c0 : memref<1xi1> to memref<?xi1>
      %l125 = memref.cast %b_l125_c0 : memref<1xi1> to memref<?xi1>
      %l126 = memref.cast %b_l126_c0 : memref<1xi1> to memref<?xi1>
      %l127 = memref.cast %b_l127_c0 : memref<1xi1> to memref<?xi1>
      %l128 = memref.cast %b_l128_c0 : memref<1xi1> to memref<?xi1>
      %l129 = memref.cast %b_l129_c0 : memref<1xf32> to memref<?xf32>
      %l130 = memref.cast %b_l130_c0 : memref<1xf32> to memref<?xf32>
      %l131 = memref.cast %b_l131_c0 : memref<1xf32> to memref<?xf32>
      %l132 = memref.cast %b_l132_c0 : memref<1xf32> to memref<?xf32>
      %l133 = memref.cast %b_l133_c0 : memref<1xf32> to memref<?xf32>
      %l134 = memref.cast %b_l134_c0 : memref<1xf32> to memref<?xf32>
      %l135 = memref.cast %b_l135_c0 : memref<1xf32> to memref<?xf32>
      %l136 = memref.cast %b_l136_c0 : memref<1xf32> to memref<?xf32>
      %l137 = memref.cast %b_l137_c0 : memref<1xf32> to memref<?xf32>
      %l138 = memref.cast %b_l138_c0 : memref<1xf32> to memref<?xf32>
      %l139 = memref.cast %b_l139_c0 : memref<1xf32> to memref<?xf32>
      %l140 = memref.cast %b_l140_c0 : memref<1xf32> to memref<?xf32>
      %l141 = memref.cast %b_l141_c0 : memref<1xf32> to memref<?xf32>
      %l142 = memref.cast %b_l142_c0 : memref<1xf32> to memref<?xf32>
      %l143 = memref.cast %b_l143_c0 : memref<1xf32> to memref<?xf32>
      %l144 = memref.cast %b_l144_c0 : memref<1xf32> to memref<?xf32>
      %l145 = memref.cast %b_l145_c0 : memref<1xf32> to memref<?xf32>
      %l146 = memref.cast %b_l146_c0 : memref<1xf32> to memref<?xf32>
      %l147 = memref.cast %b_l147_c0 : memref<1xf32> to memref<?xf32>
      %l148 = memref.cast %b_l148_c0 : memref<1xf32> to memref<?xf32>
      %l149 = memref.cast %b_l149_c0 : memref<1xf32> to memref<?xf32>
      %l150 = memref.cast %b_l150_c0 : memref<1xf32> to memref<?xf32>
      %l151 = memref.cast %b_l151_c0 : memref<1xf32> to memref<?xf32>
      %l152 = memref.cast %b_l152_c0 : memref<1xf32> to memref<?xf32>
      %l153 = memref.cast %b_l153_c0 : memref<1xf32> to memref<?xf32>
      %l154 = memref.cast %b_l154_c0 : memref<1xf32> to memref<?xf32>
      %l155 = memref.cast %b_l155_c0 : memref<1xf32> to memref<?xf32>
      %l156 = memref.cast %b_l156_c0 : memref<1xf32> to memref<?xf32>
      %l157 = memref.cast %b_l157_c0 : memref<1xf32> to memref<?xf32>
      %l158 = memref.cast %b_l158_c0 : memref<1xf32> to memref<?xf32>
      %l159 = memref.cast %b_l159_c0 : memref<1xf32> to memref<?xf32>
      %l160 = memref.cast %b_l160_c0 : memref<1xf32> to memref<?xf32>
      %l161 = memref.cast %b_l161_c0 : memref<1xi64> to memref<?xi64>
      %l162 = memref.cast %b_l162_c0 : memref<1xi64> to memref<?xi64>
      %l163 = memref.cast %b_l163_c0 : memref<1xi64> to memref<?xi64>
      %l164 = memref.cast %b_l164_c0 : memref<1xi64> to memref<?xi64>
      %l165 = memref.cast %b_l165_c0 : memref<1xi64> to memref<?xi64>
      %l166 = memref.cast %b_l166_c0 : memref<1xi64> to memref<?xi64>
      %l167 = memref.cast %b_l167_c0 : memref<1xi64> to memref<?xi64>
      %l168 = memref.cast %b_l168_c0 : memref<1xi64> to memref<?xi64>
      %l169 = memref.cast %b_l169_c0 : memref<1xi64> to memref<?xi64>
      %l170 = memref.cast %b_l170_c0 : memref<1xi64> to memref<?xi64>
      %l171 = memref.cast %b_l171_c0 : memref<1xi64> to memref<?xi64>
      %l172 = memref.cast %b_l172_c0 : memref<1xi64> to memref<?xi64>
      %l173 = memref.cast %b_l173_c0 : memref<1xi1> to memref<?xi1>
      %l174 = memref.cast %b_l174_c0 : memref<1xi1> to memref<?xi1>
      %l175 = memref.cast %b_l175_c0 : memref<1xi1> to memref<?xi1>
      %l176 = memref.cast %b_l176_c0 : memref<1xi1> to memref<?xi1>
      %l177 = memref.cast %b_l177_c0 : memref<1xi1> to memref<?xi1>
      %l178 = memref.cast %b_l178_c0 : memref<1xi1> to memref<?xi1>
      %l179 = memref.cast %b_l179_c0 : memref<1xi1> to memref<?xi1>
      %l180 = memref.cast %b_l180_c0 : memref<1xi1> to memref<?xi1>
      %l181 = memref.cast %b_l181_c0 : memref<1xi1> to memref<?xi1>
      %l182 = memref.cast %b_l182_c0 : memref<1xi1> to memref<?xi1>
      %l183 = memref.cast %b_l183_c0 : memref<1xi1> to memref<?xi1>
      %l184 = memref.cast %b_l184_c0 : memref<1xi1> to memref<?xi1>
      %l185 = memref.cast %b_l185_c0 : memref<1xi32> to memref<?xi32>
      %l186 = memref.cast %b_l186_c0 : memref<1xi32> to memref<?xi32>
      %l187 = memref.cast %b_l187_c0 : memref<1xi32> to memref<?xi32>
      %l188 = memref.cast %b_l188_c0 : memref<1xi32> to memref<?xi32>
      %l189 = memref.cast %b_l189_c0 : memref<1xi32> to memref<?xi32>
      %l190 = memref.cast %b_l190_c0 : memref<1xi32> to memref<?xi32>
      %l191 = memref.cast %b_l191_c0 : memref<1xi32> to memref<?xi32>
      %l192 = memref.cast %b_l192_c0 : memref<1xi32> to memref<?xi32>
      %l193 = memref.cast %b_l193_c0 : memref<1xi32> to memref<?xi32>
      %l194 = memref.cast %b_l194_c0 : memref<1xi32> to memref<?xi32>
      %l195 = memref.cast %b_l195_c0 : memref<1xi32> to memref<?xi32>
      %l196 = memref.cast %b_l196_c0 : memref<1xi32> to memref<?xi32>
      %l197 = memref.cast %b_l197_c0 : memref<1xf32> to memref<?xf32>
      %l198 = memref.cast %b_l198_c0 : memref<1xi64> to memref<?xi64>
      %l199 = memref.cast %b_l199_c0 : memref<1xi64> to memref<?xi64>
      %l200 = memref.cast %b_l200_c0 : memref<1xi64> to memref<?xi64>
      %l201 = memref.cast %b_l201_c0 : memref<1xi64> to memref<?xi64>
      %l202 = memref.cast %b_l202_c0 : memref<1xi64> to memref<?xi64>
      %l203 = memref.cast %b_l203_c0 : memref<1xi64> to memref<?xi64>
      %l204 = memref.cast %b_l204_c0 : memref<1xi64> to memref<?xi64>
      %l205 = memref.cast %b_l205_c0 : memref<1xi32> to memref<?xi32>
      %l206 = memref.cast %b_l206_c0 : memref<1xi64> to memref<?xi64>
      %l207 = memref.cast %b_l207_c0 : memref<1xi64> to memref<?xi64>
      %l208 = memref.cast %b_l208_c0 : memref<1xi64> to memref<?xi64>
      %l209 = memref.cast %b_l209_c0 : memref<1xi64> to memref<?xi64>
      %l210 = memref.cast %b_l210_c0 : memref<1xi64> to memref<?xi64>
      %l211 = memref.cast %b_l211_c0 : memref<1xi64> to memref<?xi64>
      %l212 = memref.cast %b_l212_c0 : memref<1xi64> to memref<?xi64>
      %l213 = memref.cast %b_l213_c0 : memref<1xi32> to memref<?xi32>
      %l214 = memref.cast %b_l214_c0 : memref<1xi64> to memref<?xi64>
      %l215 = memref.cast %b_l215_c0 : memref<1xi64> to memref<?xi64>
      %l216 = memref.cast %b_l216_c0 : memref<1xi64> to memref<?xi64>
      %l217 = memref.cast %b_l217_c0 : memref<1xi64> to memref<?xi64>
      %l218 = memref.cast %b_l218_c0 : memref<1xi64> to memref<?xi64>
      %l219 = memref.cast %b_l219_c0 : memref<1xi64> to memref<?xi64>
      %l220 = memref.cast %b_l220_c0 : memref<1xi64> to memref<?xi64>
      %l221 = memref.cast %b_l221_c0 : memref<1xi32> to memref<?xi32>
      %l222 = memref.cast %b_l222_c0 : memref<1xi64> to memref<?xi64>
      %l223 = memref.cast %b_l223_c0 : memref<1xi64> to memref<?xi64>
      %l224 = memref.cast %b_l224_c0 : memref<1xi64> to memref<?xi64>
      %l225 = memref.cast %b_l225_c0 : memref<1xi64> to memref<?xi64>
      %l226 = memref.cast %b_l226_c0 : memref<1xi64> to memref<?xi64>
      %l227 = memref.cast %b_l227_c0 : memref<1xi64> to memref<?xi64>
      %l228 = memref.cast %b_l228_c0 : memref<1xi64> to memref<?xi64>
      %l229 = memref.cast %b_l229_c0 : memref<1xi32> to memref<?xi32>
      %l230 = memref.cast %b_l230_c0 : memref<1xi32> to memref<?xi32>
      %l231 = memref.cast %b_l231_c0 : memref<1xi32> to memref<?xi32>
      %l232 = memref.cast %b_l232_c0 : memref<1xi32> to memref<?xi32>
      %l233 = memref.cast %b_l233_c0 : memref<1xi32> to memref<?xi32>
      %l234 = memref.cast %b_l234_c0 : memref<1xi32> to memref<?xi32>
      %l235 = memref.cast %b_l235_c0 : memref<1xi32> to memref<?xi32>
      %l236 = memref.cast %b_l236_c0 : memref<1xi32> to memref<?xi32>
      %l237 = memref.cast %b_l237_c0 : memref<1xi32> to memref<?xi32>
      %l238 = memref.cast %b_l238_c0 : memref<1xi32> to memref<?xi32>
      %l239 = memref.cast %b_l239_c0 : memref<1xi32> to memref<?xi32>
      %l240 = memref.cast %b_l240_c0 : memref<1xf32> to memref<?xf32>
      %l241 = memref.cast %b_l241_c0 : memref<1xf32> to memref<?xf32>
      %l242 = memref.cast %b_l242_c0 : memref<1xf32> to memref<?xf32>
      %l243 = memref.cast %b_l243_c0 : memref<1xf32> to memref<?xf32>
      %l244 = memref.cast %b_l244_c0 : memref<1xi32> to memref<?xi32>
      %l245 = memref.cast %b_l245_c0 : memref<1xi32> to memref<?xi32>
      %l246 = memref.cast %b_l246_c0 : memref<1xf32> to memref<?xf32>
      %l247 = memref.cast %b_l247_c0 : memref<1xf32> to memref<?xf32>
      %l248 = memref.cast %b_l248_c0 : memref<1xf32> to memref<?xf32>
      %l249 = memref.cast %b_l249_c0 : memref<1xf32> to memref<?xf32>
      %l250 = memref.cast %b_l250_c0 : memref<1xi32> to memref<?xi32>
      %l251 = memref.cast %b_l251_c0 : memref<1xi32> to memref<?xi32>
      %l252 = memref.cast %b_l252_c0 : memref<1xf32> to memref<?xf32>
      %l253 = memref.cast %b_l253_c0 : memref<1xf32> to memref<?xf32>
      %l254 = memref.cast %b_l254_c0 : memref<1xf32> to memref<?xf32>
      %l255 = memref.cast %b_l255_c0 : memref<1xf32> to memref<?xf32>
      %l256 = memref.cast %b_l256_c0 : memref<1xi32> to memref<?xi32>
      %l257 = memref.cast %b_l257_c0 : memref<1xi32> to memref<?xi32>
      %l258 = memref.cast %b_l258_c0 : memref<1xf32> to memref<?xf32>
      %l259 = memref.cast %b_l259_c0 : memref<1xf32> to memref<?xf32>
      %l260 = memref.cast %b_l260_c0 : memref<1xf32> to memref<?xf32>
      %l261 = memref.cast %b_l261_c0 : memref<1xf32> to memref<?xf32>
      %l262 = memref.cast %b_l262_c0 : memref<1xi32> to memref<?xi32>
      %l263 = memref.cast %b_l263_c0 : memref<1xi32> to memref<?xi32>
      %l264 = memref.cast %b_l264_c0 : memref<1xf32> to memref<?xf32>
      %l265 = memref.cast %b_l265_c0 : memref<1xf32> to memref<?xf32>
      %l266 = memref.cast %b_l266_c0 : memref<1xf32> to memref<?xf32>
      %l267 = memref.cast %b_l267_c0 : memref<1xf32> to memref<?xf32>
      %l268 = memref.cast %b_l268_c0 : memref<1xi32> to memref<?xi32>
      %l269 = memref.cast %b_l269_c0 : memref<1xi32> to memref<?xi32>
      %l270 = memref.cast %b_l270_c0 : memref<1xf32> to memref<?xf32>
      %l271 = memref.cast %b_l271_c0 : memref<1xf32> to memref<?xf32>
      %l272 = memref.cast %b_l272_c0 : memref<1xf32> to memref<?xf32>
      %l273 = memref.cast %b_l273_c0 : memref<1xf32> to memref<?xf32>
      %l274 = memref.cast %b_l274_c0 : memref<1xi32> to memref<?xi32>
      %l275 = memref.cast %b_l275_c0 : memref<1xi32> to memref<?xi32>
      %l276 = memref.cast %b_l276_c0 : memref<1xf32> to memref<?xf32>
      %l277 = memref.cast %b_l277_c0 : memref<1xf32> to memref<?xf32>
      %l278 = memref.cast %b_l278_c0 : memref<1xf32> to memref<?xf32>
      %l279 = memref.cast %b_l279_c0 : memref<1xf32> to memref<?xf32>
      %l280 = memref.cast %b_l280_c0 : memref<1xi32> to memref<?xi32>
      %l281 = memref.cast %b_l281_c0 : memref<1xi32> to memref<?xi32>
      %l282 = memref.cast %b_l282_c0 : memref<1xf32> to memref<?xf32>
      %l283 = memref.cast %b_l283_c0 : memref<1xf32> to memref<?xf32>
      %l284 = memref.cast %b_l284_c0 : memref<1xf32> to memref<?xf32>
      %l285 = memref.cast %b_l285_c0 : memref<1xf32> to memref<?xf32>
      %l286 = memref.cast %b_l286_c0 : memref<1xi32> to memref<?xi32>
      %l287 = memref.cast %b_l287_c0 : memref<1xi32> to memref<?xi32>
      %l288 = memref.cast %b_l288_c0 : memref<1xf32> to memref<?xf32>
      %l289 = memref.cast %b_l289_c0 : memref<1xf32> to memref<?xf32>
      %l290 = memref.cast %b_l290_c0 : memref<1xf32> to memref<?xf32>
      %l291 = memref.cast %b_l291_c0 : memref<1xf32> to memref<?xf32>
      %l292 = memref.cast %b_l292_c0 : memref<1xi32> to memref<?xi32>
      %l293 = memref.cast %b_l293_c0 : memref<1xi32> to memref<?xi32>
      %l294 = memref.cast %b_l294_c0 : memref<1xf32> to memref<?xf32>
      %l295 = memref.cast %b_l295_c0 : memref<1xf32> to memref<?xf32>
      %l296 = memref.cast %b_l296_c0 : memref<1xf32> to memref<?xf32>
      %l297 = memref.cast %b_l297_c0 : memref<1xf32> to memref<?xf32>
      %l298 = memref.cast %b_l298_c0 : memref<1xi32> to memref<?xi32>
      %l299 = memref.cast %b_l299_c0 : memref<1xi32> to memref<?xi32>
      %l300 = memref.cast %b_l300_c0 : memref<1xf32> to memref<?xf32>
      %l301 = memref.cast %b_l301_c0 : memref<1xf32> to memref<?xf32>
      %l302 = memref.cast %b_l302_c0 : memref<1xf32> to memref<?xf32>
      %l303 = memref.cast %b_l303_c0 : memref<1xf32> to memref<?xf32>
      %l304 = memref.cast %b_l304_c0 : memref<1xi32> to memref<?xi32>
      %l305 = memref.cast %b_l305_c0 : memref<1xi32> to memref<?xi32>
      %l306 = memref.cast %b_l306_c0 : memref<1xf32> to memref<?xf32>
      %l307 = memref.cast %b_l307_c0 : memref<1xf32> to memref<?xf32>
      %l308 = memref.cast %b_l308_c0 : memref<1xf32> to memref<?xf32>
      %l309 = memref.cast %b_l309_c0 : memref<1xf32> to memref<?xf32>
      %l310 = memref.cast %b_l310_c0 : memref<1xi32> to memref<?xi32>
      %l311 = memref.cast %b_l311_c0 : memref<1xi32> to memref<?xi32>
      %l312 = memref.cast %b_l312_c0 : memref<1xf32> to memref<?xf32>
      %l313 = memref.cast %b_l313_c0 : memref<1xf32> to memref<?xf32>
      %l314 = memref.cast %b_l314_c0 : memref<1xf32> to memref<?xf32>
      %l315 = memref.cast %b_l315_c0 : memref<1xf32> to memref<?xf32>
      %l316 = memref.cast %b_l316_c0 : memref<1xi32> to memref<?xi32>
      %l317 = memref.cast %b_l317_c0 : memref<1xi32> to memref<?xi32>
      %l318 = memref.cast %b_l318_c0 : memref<1xf32> to memref<?xf32>
      %l319 = memref.cast %b_l319_c0 : memref<1xf32> to memref<?xf32>
      %l320 = memref.cast %b_l320_c0 : memref<1xf32> to memref<?xf32>
      %l321 = memref.cast %b_l321_c0 : memref<1xf32> to memref<?xf32>
      %l322 = memref.cast %b_l322_c0 : memref<1xi32> to memref<?xi32>
      %l323 = memref.cast %b_l323_c0 : memref<1xi32> to memref<?xi32>
      %l324 = memref.cast %b_l324_c0 : memref<1xf32> to memref<?xf32>
      %l325 = memref.cast %b_l325_c0 : memref<1xf32> to memref<?xf32>
      %l326 = memref.cast %b_l326_c0 : memref<1xf32> to memref<?xf32>
      %l327 = memref.cast %b_l327_c0 : memref<1xf32> to memref<?xf32>
      %l328 = memref.cast %b_l328_c0 : memref<1xi32> to memref<?xi32>
      %l329 = memref.cast %b_l329_c0 : memref<1xi32> to memref<?xi32>
      %l330 = memref.cast %b_l330_c0 : memref<1xf32> to memref<?xf32>
      %l331 = memref.cast %b_l331_c0 : memref<1xf32> to memref<?xf32>
      %l332 = memref.cast %b_l332_c0 : memref<1xf32> to memref<?xf32>
      %l333 = memref.cast %b_l333_c0 : memref<1xf32> to memref<?xf32>
      %l334 = memref.cast %b_l334_c0 : memref<1xi32> to memref<?xi32>
      %l335 = memref.cast %b_l335_c0 : memref<1xi32> to memref<?xi32>
      %l336 = memref.cast %b_l336_c0 : memref<1xf32> to memref<?xf32>
      %l337 = memref.cast %b_l337_c0 : memref<1xf32> to memref<?xf32>
      %l338 = memref.cast %b_l338_c0 : memref<1xf32> to memref<?xf32>
      %l339 = memref.cast %b_l339_c0 : memref<1xf32> to memref<?xf32>
      %l340 = memref.cast %b_l340_c0 : memref<1xi32> to memref<?xi32>
      %l341 = memref.cast %b_l341_c0 : memref<1xi32> to memref<?xi32>
      %l342 = memref.cast %b_l342_c0 : memref<1xf32> to memref<?xf32>
      %l343 = memref.cast %b_l343_c0 : memref<1xf32> to memref<?xf32>
      %l344 = memref.cast %b_l344_c0 : memref<1xf32> to memref<?xf32>
      %l345 = memref.cast %b_l345_c0 : memref<1xf32> to memref<?xf32>
      %l346 = memref.cast %b_l346_c0 : memref<1xi32> to memref<?xi32>
      %l347 = memref.cast %b_l347_c0 : memref<1xi32> to memref<?xi32>
      %l348 = memref.cast %b_l348_c0 : memref<1xf32> to memref<?xf32>
      %l349 = memref.cast %b_l349_c0 : memref<1xf32> to memref<?xf32>
      %l350 = memref.cast %b_l350_c0 : memref<1xf32> to memref<?xf32>
      %l351 = memref.cast %b_l351_c0 : memref<1xf32> to memref<?xf32>
      %l352 = memref.cast %b_l352_c0 : memref<1xi32> to memref<?xi32>
      %l353 = memref.cast %b_l353_c0 : memref<1xi32> to memref<?xi32>
      %l354 = memref.cast %b_l354_c0 : memref<1xf32> to memref<?xf32>
      %l355 = memref.cast %b_l355_c0 : memref<1xf32> to memref<?xf32>
      %l356 = memref.cast %b_l356_c0 : memref<1xf32> to memref<?xf32>
      %l357 = memref.cast %b_l357_c0 : memref<1xf32> to memref<?xf32>
      %l358 = memref.cast %b_l358_c0 : memref<1xi32> to memref<?xi32>
      %l359 = memref.cast %b_l359_c0 : memref<1xi32> to memref<?xi32>
      %l360 = memref.cast %b_l360_c0 : memref<1xf32> to memref<?xf32>
      %l361 = memref.cast %b_l361_c0 : memref<1xf32> to memref<?xf32>
      %l362 = memref.cast %b_l362_c0 : memref<1xf32> to memref<?xf32>
      %l363 = memref.cast %b_l363_c0 : memref<1xf32> to memref<?xf32>
      %l364 = memref.cast %b_l364_c0 : memref<1xi32> to memref<?xi32>
      %l365 = memref.cast %b_l365_c0 : memref<1xi32> to memref<?xi32>
      %l366 = memref.cast %b_l366_c0 : memref<1xf32> to memref<?xf32>
      %l367 = memref.cast %b_l367_c0 : memref<1xf32> to memref<?xf32>
      %l368 = memref.cast %b_l368_c0 : memref<1xf32> to memref<?xf32>
      %l369 = memref.cast %b_l369_c0 : memref<1xf32> to memref<?xf32>
      %l370 = memref.cast %b_l370_c0 : memref<1xi32> to memref<?xi32>
      %l371 = memref.cast %b_l371_c0 : memref<1xi32> to memref<?xi32>
      %l372 = memref.cast %b_l372_c0 : memref<1xf32> to memref<?xf32>
      %l373 = memref.cast %b_l373_c0 : memref<1xf32> to memref<?xf32>
      %l374 = memref.cast %b_l374_c0 : memref<1xf32> to memref<?xf32>
      %l375 = memref.cast %b_l375_c0 : memref<1xf32> to memref<?xf32>
      %l376 = memref.cast %b_l376_c0 : memref<1xi32> to memref<?xi32>
      %l377 = memref.cast %b_l377_c0 : memref<1xi32> to memref<?xi32>
      %l378 = memref.cast %b_l378_c0 : memref<1xf32> to memref<?xf32>
      %l379 = memref.cast %b_l379_c0 : memref<1xf32> to memref<?xf32>
      %l380 = memref.cast %b_l380_c0 : memref<1xf32> to memref<?xf32>
      %l381 = memref.cast %b_l381_c0 : memref<1xf32> to memref<?xf32>
      %l382 = memref.cast %b_l382_c0 : memref<1xi32> to memref<?xi32>
      %l383 = memref.cast %b_l383_c0 : memref<1xi32> to memref<?xi32>
      %l384 = memref.cast %b_l384_c0 : memref<1xf32> to memref<?xf32>
      %l385 = memref.cast %b_l385_c0 : memref<1xf32> to memref<?xf32>
      %l386 = memref.cast %b_l386_c0 : memref<1xf32> to memref<?xf32>
      %l387 = memref.cast %b_l387_c0 : memref<1xf32> to memref<?xf32>
      %l388 = memref.cast %b_l388_c0 : memref<1xi32> to memref<?xi32>
      %l389 = memref.cast %b_l389_c0 : memref<1xi32> to memref<?xi32>
      %l390 = memref.cast %b_l390_c0 : memref<1xf32> to memref<?xf32>
      %l391 = memref.cast %b_l391_c0 : memref<1xf32> to memref<?xf32>
      %l392 = memref.cast %b_l392_c0 : memref<1xf32> to memref<?xf32>
      %l393 = memref.cast %b_l393_c0 : memref<1xf32> to memref<?xf32>
      %l394 = memref.cast %b_l394_c0 : memref<1xi32> to memref<?xi32>
      %l395 = memref.cast %b_l395_c0 : memref<1xi32> to memref<?xi32>
      %l396 = memref.cast %b_l396_c0 : memref<1xf32> to memref<?xf32>
      %l397 = memref.cast %b_l397_c0 : memref<1xf32> to memref<?xf32>
      %l398 = memref.cast %b_l398_c0 : memref<1xf32> to memref<?xf32>
      %l399 = memref.cast %b_l399_c0 : memref<1xf32> to memref<?xf32>
      %l400 = memref.cast %b_l400_c0 : memref<1xi32> to memref<?xi32>
      %l401 = memref.cast %b_l401_c0 : memref<1xi32> to memref<?xi32>
      %l402 = memref.cast %b_l402_c0 : memref<1xf32> to memref<?xf32>
      %l403 = memref.cast %b_l403_c0 : memref<1xf32> to memref<?xf32>
      %l404 = memref.cast %b_l404_c0 : memref<1xf32> to memref<?xf32>
      %l405 = memref.cast %b_l405_c0 : memref<1xf32> to memref<?xf32>
      %l406 = memref.cast %b_l406_c0 : memref<1xi32> to memref<?xi32>
      %l407 = memref.cast %b_l407_c0 : memref<1xi32> to memref<?xi32>
      %l408 = memref.cast %b_l408_c0 : memref<1xf32> to memref<?xf32>
      %l409 = memref.cast %b_l409_c0 : memref<1xf32> to memref<?xf32>
      %l410 = memref.cast %b_l410_c0 : memref<1xf32> to memref<?xf32>
      %l411 = memref.cast %b_l411_c0 : memref<1xf32> to memref<?xf32>
      %l412 = memref.cast %b_l412_c0 : memref<1xi32> to memref<?xi32>
      %l413 = memref.cast %b_l413_c0 : memref<1xi32> to memref<?xi32>
      %l414 = memref.cast %b_l414_c0 : memref<1xf32> to memref<?xf32>
      %l415 = memref.cast %b_l415_c0 : memref<1xf32> to memref<?xf32>
      %l416 = memref.cast %b_l416_c0 : memref<1xf32> to memref<?xf32>
      %l417 = memref.cast %b_l417_c0 : memref<1xf32> to memref<?xf32>
      %l418 = memref.cast %b_l418_c0 : memref<1xi32> to memref<?xi32>
      %l419 = memref.cast %b_l419_c0 : memref<1xi32> to memref<?xi32>
      %l420 = memref.cast %b_l420_c0 : memref<1xf32> to memref<?xf32>
      %l421 = memref.cast %b_l421_c0 : memref<1xf32> to memref<?xf32>
      %l422 = memref.cast %b_l422_c0 : memref<1xf32> to memref<?xf32>
      %l423 = memref.cast %b_l423_c0 : memref<1xf32> to memref<?xf32>
      %l424 = memref.cast %b_l424_c0 : memref<1xi32> to memref<?xi32>
      %l425 = memref.cast %b_l425_c0 : memref<1xi32> to memref<?xi32>
      %l426 = memref.cast %b_l426_c0 : memref<1xf32> to memref<?xf32>
      %l427 = memref.cast %b_l427_c0 : memref<1xf32> to memref<?xf32>
      %l428 = memref.cast %b_l428_c0 : memref<1xf32> to memref<?xf32>
      %l429 = memref.cast %b_l429_c0 : memref<1xi32> to memref<?xi32>
      %l430 = memref.cast %b_l430_c0 : memref<1xi32> to memref<?xi32>
      %l431 = memref.cast %b_l431_c0 : memref<1xi32> to memref<?xi32>
      %l432 = memref.cast %b_l432_c0 : memref<1xi32> to memref<?xi32>
      %l433 = memref.cast %b_l433_c0 : memref<1xi32> to memref<?xi32>
      %l434 = memref.cast %b_l434_c0 : memref<1xi32> to memref<?xi32>
      %l435 = memref.cast %b_l435_c0 : memref<1xi32> to memref<?xi32>
      %l436 = memref.cast %b_l436_c0 : memref<1xf32> to memref<?xf32>
      %l437 = memref.cast %b_l437_c0 : memref<1xi1> to memref<?xi1>
      %l438 = memref.cast %b_l438_c0 : memref<1xi32> to memref<?xi32>
      %l439 = memref.cast %b_l439_c0 : memref<1xi32> to memref<?xi32>
      %l440 = memref.cast %b_l440_c0 : memref<1xi32> to memref<?xi32>
      %l441 = memref.cast %b_l441_c0 : memref<1xf32> to memref<?xf32>
      %l442 = memref.cast %b_l442_c0 : memref<1xi1> to memref<?xi1>
      %l443 = memref.cast %b_l443_c0 : memref<1xi32> to memref<?xi32>
      %l444 = memref.cast %b_l444_c0 : memref<1xi32> to memref<?xi32>
      %l445 = memref.cast %b_l445_c0 : memref<1xi32> to memref<?xi32>
      %l446 = memref.cast %b_l446_c0 : memref<1xf32> to memref<?xf32>
      %l447 = memref.cast %b_l447_c0 : memref<1xi1> to memref<?xi1>
      %l448 = memref.cast %b_l448_c0 : memref<1xf32> to memref<?xf32>
      %l449 = memref.cast %b_l449_c0 : memref<1xf32> to memref<?xf32>
      %l450 = memref.cast %b_l450_c0 : memref<1xf32> to memref<?xf32>
      %l451 = memref.cast %b_l451_c0 : memref<1xf32> to memref<?xf32>
      %l452 = memref.cast %b_l452_c0 : memref<1xf32> to memref<?xf32>
      %l453 = memref.cast %b_l453_c0 : memref<1xi64> to memref<?xi64>
      %l454 = memref.cast %b_l454_c0 : memref<1xi64> to memref<?xi64>
      %l455 = memref.cast %b_l455_c0 : memref<1xi64> to memref<?xi64>
      %l456 = memref.cast %b_l456_c0 : memref<1xi64> to memref<?xi64>
      %l457 = memref.cast %b_l457_c0 : memref<1xi64> to memref<?xi64>
      %l458 = memref.cast %b_l458_c0 : memref<1xi64> to memref<?xi64>
      %l459 = memref.cast %b_l459_c0 : memref<1xi64> to memref<?xi64>
      %l460 = memref.cast %b_l460_c0 : memref<1xi32> to memref<?xi32>
      %l461 = memref.cast %b_l461_c0 : memref<1xi64> to memref<?xi64>
      %l462 = memref.cast %b_l462_c0 : memref<1xi64> to memref<?xi64>
      %l463 = memref.cast %b_l463_c0 : memref<1xi64> to memref<?xi64>
      %l464 = memref.cast %b_l464_c0 : memref<1xi64> to memref<?xi64>
      %l465 = memref.cast %b_l465_c0 : memref<1xi64> to memref<?xi64>
      %l466 = memref.cast %b_l466_c0 : memref<1xi64> to memref<?xi64>
      %l467 = memref.cast %b_l467_c0 : memref<1xi64> to memref<?xi64>
      %l468 = memref.cast %b_l468_c0 : memref<1xi32> to memref<?xi32>
      %l469 = memref.cast %b_l469_c0 : memref<1xi64> to memref<?xi64>
      %l470 = memref.cast %b_l470_c0 : memref<1xi64> to memref<?xi64>
      %l471 = memref.cast %b_l471_c0 : memref<1xi64> to memref<?xi64>
      %l472 = memref.cast %b_l472_c0 : memref<1xi64> to memref<?xi64>
      %l473 = memref.cast %b_l473_c0 : memref<1xi64> to memref<?xi64>
      %l474 = memref.cast %b_l474_c0 : memref<1xi64> to memref<?xi64>
      %l475 = memref.cast %b_l475_c0 : memref<1xi64> to memref<?xi64>
      %l476 = memref.cast %b_l476_c0 : memref<1xi32> to memref<?xi32>
      %l477 = memref.cast %b_l477_c0 : memref<1xi64> to memref<?xi64>
      %l478 = memref.cast %b_l478_c0 : memref<1xi64> to memref<?xi64>
      %l479 = memref.cast %b_l479_c0 : memref<1xi64> to memref<?xi64>
      %l480 = memref.cast %b_l480_c0 : memref<1xi64> to memref<?xi64>
      %l481 = memref.cast %b_l481_c0 : memref<1xi64> to memref<?xi64>
      %l482 = memref.cast %b_l482_c0 : memref<1xi64> to memref<?xi64>
      %l483 = memref.cast %b_l483_c0 : memref<1xi64> to memref<?xi64>
      %l484 = memref.cast %b_l484_c0 : memref<1xi32> to memref<?xi32>
      %l485 = memref.cast %b_l485_c0 : memref<1xi32> to memref<?xi32>
      %l486 = memref.cast %b_l486_c0 : memref<1xi32> to memref<?xi32>
      %l487 = memref.cast %b_l487_c0 : memref<1xi32> to memref<?xi32>
      %l488 = memref.cast %b_l488_c0 : memref<1xi32> to memref<?xi32>
      %l489 = memref.cast %b_l489_c0 : memref<1xi32> to memref<?xi32>
      %l490 = memref.cast %b_l490_c0 : memref<1xi32> to memref<?xi32>
      %l491 = memref.cast %b_l491_c0 : memref<1xi32> to memref<?xi32>
      %l492 = memref.cast %b_l492_c0 : memref<1xi32> to memref<?xi32>
      %l493 = memref.cast %b_l493_c0 : memref<1xi32> to memref<?xi32>
      %l494 = memref.cast %b_l494_c0 : memref<1xi32> to memref<?xi32>
      %l495 = memref.cast %b_l495_c0 : memref<1xf32> to memref<?xf32>
      %l496 = memref.cast %b_l496_c0 : memref<1xf32> to memref<?xf32>
      %l497 = memref.cast %b_l497_c0 : memref<1xf32> to memref<?xf32>
      %l498 = memref.cast %b_l498_c0 : memref<1xf32> to memref<?xf32>
      %l499 = memref.cast %b_l499_c0 : memref<1xi32> to memref<?xi32>
      %l500 = memref.cast %b_l500_c0 : memref<1xi32> to memref<?xi32>
      %l501 = memref.cast %b_l501_c0 : memref<1xf32> to memref<?xf32>
      %l502 = memref.cast %b_l502_c0 : memref<1xf32> to memref<?xf32>
      %l503 = memref.cast %b_l503_c0 : memref<1xf32> to memref<?xf32>
      %l504 = memref.cast %b_l504_c0 : memref<1xf32> to memref<?xf32>
      %l505 = memref.cast %b_l505_c0 : memref<1xi32> to memref<?xi32>
      %l506 = memref.cast %b_l506_c0 : memref<1xi32> to memref<?xi32>
      %l507 = memref.cast %b_l507_c0 : memref<1xf32> to memref<?xf32>
      %l508 = memref.cast %b_l508_c0 : memref<1xf32> to memref<?xf32>
      %l509 = memref.cast %b_l509_c0 : memref<1xf32> to memref<?xf32>
      %l510 = memref.cast %b_l510_c0 : memref<1xf32> to memref<?xf32>
      %l511 = memref.cast %b_l511_c0 : memref<1xi32> to memref<?xi32>
      %l512 = memref.cast %b_l512_c0 : memref<1xi32> to memref<?xi32>
      %l513 = memref.cast %b_l513_c0 : memref<1xf32> to memref<?xf32>
      %l514 = memref.cast %b_l514_c0 : memref<1xf32> to memref<?xf32>
      %l515 = memref.cast %b_l515_c0 : memref<1xf32> to memref<?xf32>
      %l516 = memref.cast %b_l516_c0 : memref<1xf32> to memref<?xf32>
      %l517 = memref.cast %b_l517_c0 : memref<1xi32> to memref<?xi32>
      %l518 = memref.cast %b_l518_c0 : memref<1xi32> to memref<?xi32>
      %l519 = memref.cast %b_l519_c0 : memref<1xf32> to memref<?xf32>
      %l520 = memref.cast %b_l520_c0 : memref<1xf32> to memref<?xf32>
      %l521 = memref.cast %b_l521_c0 : memref<1xf32> to memref<?xf32>
      %l522 = memref.cast %b_l522_c0 : memref<1xf32> to memref<?xf32>
      %l523 = memref.cast %b_l523_c0 : memref<1xi32> to memref<?xi32>
      %l524 = memref.cast %b_l524_c0 : memref<1xi32> to memref<?xi32>
      %l525 = memref.cast %b_l525_c0 : memref<1xf32> to memref<?xf32>
      %l526 = memref.cast %b_l526_c0 : memref<1xf32> to memref<?xf32>
      %l527 = memref.cast %b_l527_c0 : memref<1xf32> to memref<?xf32>
      %l528 = memref.cast %b_l528_c0 : memref<1xf32> to memref<?xf32>
      %l529 = memref.cast %b_l529_c0 : memref<1xi32> to memref<?xi32>
      %l530 = memref.cast %b_l530_c0 : memref<1xi32> to memref<?xi32>
      %l531 = memref.cast %b_l531_c0 : memref<1xf32> to memref<?xf32>
      %l532 = memref.cast %b_l532_c0 : memref<1xf32> to memref<?xf32>
      %l533 = memref.cast %b_l533_c0 : memref<1xf32> to memref<?xf32>
      %l534 = memref.cast %b_l534_c0 : memref<1xf32> to memref<?xf32>
      %l535 = memref.cast %b_l535_c0 : memref<1xi32> to memref<?xi32>
      %l536 = memref.cast %b_l536_c0 : memref<1xi32> to memref<?xi32>
      %l537 = memref.cast %b_l537_c0 : memref<1xf32> to memref<?xf32>
      %l538 = memref.cast %b_l538_c0 : memref<1xf32> to memref<?xf32>
      %l539 = memref.cast %b_l539_c0 : memref<1xf32> to memref<?xf32>
      %l540 = memref.cast %b_l540_c0 : memref<1xf32> to memref<?xf32>
      %l541 = memref.cast %b_l541_c0 : memref<1xi32> to memref<?xi32>
      %l542 = memref.cast %b_l542_c0 : memref<1xi32> to memref<?xi32>
      %l543 = memref.cast %b_l543_c0 : memref<1xf32> to memref<?xf32>
      %l544 = memref.cast %b_l544_c0 : memref<1xf32> to memref<?xf32>
      %l545 = memref.cast %b_l545_c0 : memref<1xf32> to memref<?xf32>
      %l546 = memref.cast %b_l546_c0 : memref<1xf32> to memref<?xf32>
      %l547 = memref.cast %b_l547_c0 : memref<1xi32> to memref<?xi32>
      %l548 = memref.cast %b_l548_c0 : memref<1xi32> to memref<?xi32>
      %l549 = memref.cast %b_l549_c0 : memref<1xf32> to memref<?xf32>
      %l550 = memref.cast %b_l550_c0 : memref<1xf32> to memref<?xf32>
      %l551 = memref.cast %b_l551_c0 : memref<1xf32> to memref<?xf32>
      %l552 = memref.cast %b_l552_c0 : memref<1xf32> to memref<?xf32>
      %l553 = memref.cast %b_l553_c0 : memref<1xi32> to memref<?xi32>
      %l554 = memref.cast %b_l554_c0 : memref<1xi32> to memref<?xi32>
      %l555 = memref.cast %b_l555_c0 : memref<1xf32> to memref<?xf32>
      %l556 = memref.cast %b_l556_c0 : memref<1xf32> to memref<?xf32>
      %l557 = memref.cast %b_l557_c0 : memref<1xf32> to memref<?xf32>
      %l558 = memref.cast %b_l558_c0 : memref<1xf32> to memref<?xf32>
      %l559 = memref.cast %b_l559_c0 : memref<1xi32> to memref<?xi32>
      %l560 = memref.cast %b_l560_c0 : memref<1xi32> to memref<?xi32>
      %l561 = memref.cast %b_l561_c0 : memref<1xf32> to memref<?xf32>
      %l562 = memref.cast %b_l562_c0 : memref<1xf32> to memref<?xf32>
      %l563 = memref.cast %b_l563_c0 : memref<1xf32> to memref<?xf32>
      %l564 = memref.cast %b_l564_c0 : memref<1xf32> to memref<?xf32>
      %l565 = memref.cast %b_l565_c0 : memref<1xi32> to memref<?xi32>
      %l566 = memref.cast %b_l566_c0 : memref<1xi32> to memref<?xi32>
      %l567 = memref.cast %b_l567_c0 : memref<1xf32> to memref<?xf32>
      %l568 = memref.cast %b_l568_c0 : memref<1xf32> to memref<?xf32>
      %l569 = memref.cast %b_l569_c0 : memref<1xf32> to memref<?xf32>
      %l570 = memref.cast %b_l570_c0 : memref<1xf32> to memref<?xf32>
      %l571 = memref.cast %b_l571_c0 : memref<1xi32> to memref<?xi32>
      %l572 = memref.cast %b_l572_c0 : memref<1xi32> to memref<?xi32>
      %l573 = memref.cast %b_l573_c0 : memref<1xf32> to memref<?xf32>
      %l574 = memref.cast %b_l574_c0 : memref<1xf32> to memref<?xf32>
      %l575 = memref.cast %b_l575_c0 : memref<1xf32> to memref<?xf32>
      %l576 = memref.cast %b_l576_c0 : memref<1xf32> to memref<?xf32>
      %l577 = memref.cast %b_l577_c0 : memref<1xi32> to memref<?xi32>
      %l578 = memref.cast %b_l578_c0 : memref<1xi32> to memref<?xi32>
      %l579 = memref.cast %b_l579_c0 : memref<1xf32> to memref<?xf32>
      %l580 = memref.cast %b_l580_c0 : memref<1xf32> to memref<?xf32>
      %l581 = memref.cast %b_l581_c0 : memref<1xf32> to memref<?xf32>
      %l582 = memref.cast %b_l582_c0 : memref<1xf32> to memref<?xf32>
      %l583 = memref.cast %b_l583_c0 : memref<1xi32> to memref<?xi32>
      %l584 = memref.cast %b_l584_c0 : memref<1xi32> to memref<?xi32>
      %l585 = memref.cast %b_l585_c0 : memref<1xf32> to memref<?xf32>
      %l586 = memref.cast %b_l586_c0 : memref<1xf32> to memref<?xf32>
      %l587 = memref.cast %b_l587_c0 : memref<1xf32> to memref<?xf32>
      %l588 = memref.cast %b_l588_c0 : memref<1xf32> to memref<?xf32>
      %l589 = memref.cast %b_l589_c0 : memref<1xi32> to memref<?xi32>
      %l590 = memref.cast %b_l590_c0 : memref<1xi32> to memref<?xi32>
      %l591 = memref.cast %b_l591_c0 : memref<1xf32> to memref<?xf32>
      %l592 = memref.cast %b_l592_c0 : memref<1xf32> to memref<?xf32>
      %l593 = memref.cast %b_l593_c0 : memref<1xf32> to memref<?xf32>
      %l594 = memref.cast %b_l594_c0 : memref<1xf32> to memref<?xf32>
      %l595 = memref.cast %b_l595_c0 : memref<1xi32> to memref<?xi32>
      %l596 = memref.cast %b_l596_c0 : memref<1xi32> to memref<?xi32>
      %l597 = memref.cast %b_l597_c0 : memref<1xf32> to memref<?xf32>
      %l598 = memref.cast %b_l598_c0 : memref<1xf32> to memref<?xf32>
      %l599 = memref.cast %b_l599_c0 : memref<1xf32> to memref<?xf32>
      %l600 = memref.cast %b_l600_c0 : memref<1xf32> to memref<?xf32>
      %l601 = memref.cast %b_l601_c0 : memref<1xi32> to memref<?xi32>
      %l602 = memref.cast %b_l602_c0 : memref<1xi32> to memref<?xi32>
      %l603 = memref.cast %b_l603_c0 : memref<1xf32> to memref<?xf32>
      %l604 = memref.cast %b_l604_c0 : memref<1xf32> to memref<?xf32>
      %l605 = memref.cast %b_l605_c0 : memref<1xf32> to memref<?xf32>
      %l606 = memref.cast %b_l606_c0 : memref<1xf32> to memref<?xf32>
      %l607 = memref.cast %b_l607_c0 : memref<1xi32> to memref<?xi32>
      %l608 = memref.cast %b_l608_c0 : memref<1xi32> to memref<?xi32>
      %l609 = memref.cast %b_l609_c0 : memref<1xf32> to memref<?xf32>
      %l610 = memref.cast %b_l610_c0 : memref<1xf32> to memref<?xf32>
      %l611 = memref.cast %b_l611_c0 : memref<1xf32> to memref<?xf32>
      %l612 = memref.cast %b_l612_c0 : memref<1xf32> to memref<?xf32>
      %l613 = memref.cast %b_l613_c0 : memref<1xi32> to memref<?xi32>
      %l614 = memref.cast %b_l614_c0 : memref<1xi32> to memref<?xi32>
      %l615 = memref.cast %b_l615_c0 : memref<1xf32> to memref<?xf32>
      %l616 = memref.cast %b_l616_c0 : memref<1xf32> to memref<?xf32>
      %l617 = memref.cast %b_l617_c0 : memref<1xf32> to memref<?xf32>
      %l618 = memref.cast %b_l618_c0 : memref<1xf32> to memref<?xf32>
      %l619 = memref.cast %b_l619_c0 : memref<1xi32> to memref<?xi32>
      %l620 = memref.cast %b_l620_c0 : memref<1xi32> to memref<?xi32>
      %l621 = memref.cast %b_l621_c0 : memref<1xf32> to memref<?xf32>
      %l622 = memref.cast %b_l622_c0 : memref<1xf32> to memref<?xf32>
      %l623 = memref.cast %b_l623_c0 : memref<1xf32> to memref<?xf32>
      %l624 = memref.cast %b_l624_c0 : memref<1xf32> to memref<?xf32>
      %l625 = memref.cast %b_l625_c0 : memref<1xi32> to memref<?xi32>
      %l626 = memref.cast %b_l626_c0 : memref<1xi32> to memref<?xi32>
      %l627 = memref.cast %b_l627_c0 : memref<1xf32> to memref<?xf32>
      %l628 = memref.cast %b_l628_c0 : memref<1xf32> to memref<?xf32>
      %l629 = memref.cast %b_l629_c0 : memref<1xf32> to memref<?xf32>
      %l630 = memref.cast %b_l630_c0 : memref<1xf32> to memref<?xf32>
      %l631 = memref.cast %b_l631_c0 : memref<1xi32> to memref<?xi32>
      %l632 = memref.cast %b_l632_c0 : memref<1xi32> to memref<?xi32>
      %l633 = memref.cast %b_l633_c0 : memref<1xf32> to memref<?xf32>
      %l634 = memref.cast %b_l634_c0 : memref<1xf32> to memref<?xf32>
      %l635 = memref.cast %b_l635_c0 : memref<1xf32> to memref<?xf32>
      %l636 = memref.cast %b_l636_c0 : memref<1xf32> to memref<?xf32>
      %l637 = memref.cast %b_l637_c0 : memref<1xi32> to memref<?xi32>
      %l638 = memref.cast %b_l638_c0 : memref<1xi32> to memref<?xi32>
      %l639 = memref.cast %b_l639_c0 : memref<1xf32> to memref<?xf32>
      %l640 = memref.cast %b_l640_c0 : memref<1xf32> to memref<?xf32>
      %l641 = memref.cast %b_l641_c0 : memref<1xf32> to memref<?xf32>
      %l642 = memref.cast %b_l642_c0 : memref<1xf32> to memref<?xf32>
      %l643 = memref.cast %b_l643_c0 : memref<1xi32> to memref<?xi32>
      %l644 = memref.cast %b_l644_c0 : memref<1xi32> to memref<?xi32>
      %l645 = memref.cast %b_l645_c0 : memref<1xf32> to memref<?xf32>
      %l646 = memref.cast %b_l646_c0 : memref<1xf32> to memref<?xf32>
      %l647 = memref.cast %b_l647_c0 : memref<1xf32> to memref<?xf32>
      %l648 = memref.cast %b_l648_c0 : memref<1xf32> to memref<?xf32>
      %l649 = memref.cast %b_l649_c0 : memref<1xi32> to memref<?xi32>
      %l650 = memref.cast %b_l650_c0 : memref<1xi32> to memref<?xi32>
      %l651 = memref.cast %b_l651_c0 : memref<1xf32> to memref<?xf32>
      %l652 = memref.cast %b_l652_c0 : memref<1xf32> to memref<?xf32>
      %l653 = memref.cast %b_l653_c0 : memref<1xf32> to memref<?xf32>
      %l654 = memref.cast %b_l654_c0 : memref<1xf32> to memref<?xf32>
      %l655 = memref.cast %b_l655_c0 : memref<1xi32> to memref<?xi32>
      %l656 = memref.cast %b_l656_c0 : memref<1xi32> to memref<?xi32>
      %l657 = memref.cast %b_l657_c0 : memref<1xf32> to memref<?xf32>
      %l658 = memref.cast %b_l658_c0 : memref<1xf32> to memref<?xf32>
      %l659 = memref.cast %b_l659_c0 : memref<1xf32> to memref<?xf32>
      %l660 = memref.cast %b_l660_c0 : memref<1xf32> to memref<?xf32>
      %l661 = memref.cast %b_l661_c0 : memref<1xi32> to memref<?xi32>
      %l662 = memref.cast %b_l662_c0 : memref<1xi32> to memref<?xi32>
      %l663 = memref.cast %b_l663_c0 : memref<1xf32> to memref<?xf32>
      %l664 = memref.cast %b_l664_c0 : memref<1xf32> to memref<?xf32>
      %l665 = memref.cast %b_l665_c0 : memref<1xf32> to memref<?xf32>
      %l666 = memref.cast %b_l666_c0 : memref<1xf32> to memref<?xf32>
      %l667 = memref.cast %b_l667_c0 : memref<1xi32> to memref<?xi32>
      %l668 = memref.cast %b_l668_c0 : memref<1xi32> to memref<?xi32>
      %l669 = memref.cast %b_l669_c0 : memref<1xf32> to memref<?xf32>
      %l670 = memref.cast %b_l670_c0 : memref<1xf32> to memref<?xf32>
      %l671 = memref.cast %b_l671_c0 : memref<1xf32> to memref<?xf32>
      %l672 = memref.cast %b_l672_c0 : memref<1xf32> to memref<?xf32>
      %l673 = memref.cast %b_l673_c0 : memref<1xi32> to memref<?xi32>
      %l674 = memref.cast %b_l674_c0 : memref<1xi32> to memref<?xi32>
      %l675 = memref.cast %b_l675_c0 : memref<1xf32> to memref<?xf32>
      %l676 = memref.cast %b_l676_c0 : memref<1xf32> to memref<?xf32>
      %l677 = memref.cast %b_l677_c0 : memref<1xf32> to memref<?xf32>
      %l678 = memref.cast %b_l678_c0 : memref<1xf32> to memref<?xf32>
      %l679 = memref.cast %b_l679_c0 : memref<1xi32> to memref<?xi32>
      %l680 = memref.cast %b_l680_c0 : memref<1xi32> to memref<?xi32>
      %l681 = memref.cast %b_l681_c0 : memref<1xf32> to memref<?xf32>
      %l682 = memref.cast %b_l682_c0 : memref<1xf32> to memref<?xf32>
      %l683 = memref.cast %b_l683_c0 : memref<1xf32> to memref<?xf32>
      %l684 = memref.cast %b_l684_c0 : memref<1xi32> to memref<?xi32>
      %l685 = memref.cast %b_l685_c0 : memref<1xi32> to memref<?xi32>
      %l686 = memref.cast %b_l686_c0 : memref<1xi32> to memref<?xi32>
      %l687 = memref.cast %b_l687_c0 : memref<1xi32> to memref<?xi32>
      %l688 = memref.cast %b_l688_c0 : memref<1xi32> to memref<?xi32>
      %l689 = memref.cast %b_l689_c0 : memref<1xi32> to memref<?xi32>
      %l690 = memref.cast %b_l690_c0 : memref<1xi32> to memref<?xi32>
      %l691 = memref.cast %b_l691_c0 : memref<1xf32> to memref<?xf32>
      %l692 = memref.cast %b_l692_c0 : memref<1xi1> to memref<?xi1>
      %l693 = memref.cast %b_l693_c0 : memref<1xi32> to memref<?xi32>
      %l694 = memref.cast %b_l694_c0 : memref<1xi32> to memref<?xi32>
      %l695 = memref.cast %b_l695_c0 : memref<1xi32> to memref<?xi32>
      %l696 = memref.cast %b_l696_c0 : memref<1xf32> to memref<?xf32>
      %l697 = memref.cast %b_l697_c0 : memref<1xi1> to memref<?xi1>
      %l698 = memref.cast %b_l698_c0 : memref<1xi32> to memref<?xi32>
      %l699 = memref.cast %b_l699_c0 : memref<1xi32> to memref<?xi32>
      %l700 = memref.cast %b_l700_c0 : memref<1xi32> to memref<?xi32>
      %l701 = memref.cast %b_l701_c0 : memref<1xf32> to memref<?xf32>
      %l702 = memref.cast %b_l702_c0 : memref<1xi1> to memref<?xi1>
      %l703 = memref.cast %b_l703_c0 : memref<1xf32> to memref<?xf32>
      %l704 = memref.cast %b_l704_c0 : memref<1xf32> to memref<?xf32>
      %l705 = memref.cast %b_l705_c0 : memref<1xf32> to memref<?xf32>
      %l706 = memref.cast %b_l706_c0 : memref<1xf32> to memref<?xf32>
      %l707 = memref.cast %b_l707_c0 : memref<1xi64> to memref<?xi64>
      %l708 = memref.cast %b_l708_c0 : memref<1xi32> to memref<?xi32>
      %l709 = memref.cast %b_l709_c0 : memref<1xi32> to memref<?xi32>
      %l710 = memref.cast %b_l710_c0 : memref<1xi32> to memref<?xi32>
      %l711 = memref.cast %b_l711_c0 : memref<1xi1> to memref<?xi1>
      %l712 = memref.cast %b_l712_c0 : memref<1xi32> to memref<?xi32>
      %l713 = memref.cast %b_l713_c0 : memref<1xi1> to memref<?xi1>
      %l714 = memref.cast %b_l714_c0 : memref<1xi64> to memref<?xi64>
      %l715 = memref.cast %b_l715_c0 : memref<1xi64> to memref<?xi64>
      %l716 = memref.cast %b_l716_c0 : memref<1xi32> to memref<?xi32>
      %l717 = memref.cast %b_l717_c0 : memref<1xi1> to memref<?xi1>
      %l718 = memref.cast %b_l718_c0 : memref<1xi64> to memref<?xi64>
      %l719 = memref.cast %b_l719_c0 : memref<1xi64> to memref<?xi64>
      %l720 = memref.cast %b_l720_c0 : memref<1xi32> to memref<?xi32>
      %l721 = memref.cast %b_l721_c0 : memref<1xi64> to memref<?xi64>
      %l722 = memref.cast %b_l722_c0 : memref<1xi64> to memref<?xi64>
      %l723 = memref.cast %b_l723_c0 : memref<1xi1> to memref<?xi1>
      %l724 = memref.cast %b_l724_c0 : memref<1xi64> to memref<?xi64>
      %l725 = memref.cast %b_l725_c0 : memref<1xi64> to memref<?xi64>
      %l726 = memref.cast %b_l726_c0 : memref<1xi64> to memref<?xi64>
      %l727 = memref.cast %b_l727_c0 : memref<1xi64> to memref<?xi64>
      %l728 = memref.cast %b_l728_c0 : memref<1xi64> to memref<?xi64>
      %l729 = memref.cast %b_l729_c0 : memref<1xi64> to memref<?xi64>
      %l730 = memref.cast %b_l730_c0 : memref<1xi64> to memref<?xi64>
      %l731 = memref.cast %b_l731_c0 : memref<1xi64> to memref<?xi64>
      %l732 = memref.cast %b_l732_c0 : memref<1xi64> to memref<?xi64>
      %l733 = memref.cast %b_l733_c0 : memref<1xi64> to memref<?xi64>
      %l734 = memref.cast %b_l734_c0 : memref<1xi64> to memref<?xi64>
      %l735 = memref.cast %b_l735_c0 : memref<1xi64> to memref<?xi64>
      %l736 = memref.cast %b_l736_c0 : memref<1xi64> to memref<?xi64>
      %l737 = memref.cast %b_l737_c0 : memref<1xi64> to memref<?xi64>
      %l738 = memref.cast %b_l738_c0 : memref<1xi64> to memref<?xi64>
      %l739 = memref.cast %b_l739_c0 : memref<1xi64> to memref<?xi64>
      %l740 = memref.cast %b_l740_c0 : memref<1xi64> to memref<?xi64>
      %l741 = memref.cast %b_l741_c0 : memref<1xi64> to memref<?xi64>
      %l742 = memref.cast %b_l742_c0 : memref<1xi64> to memref<?xi64>
      %l743 = memref.cast %b_l743_c0 : memref<1xi64> to memref<?xi64>
      %l744 = memref.cast %b_l744_c0 : memref<1xi64> to memref<?xi64>
      %l745 = memref.cast %b_l745_c0 : memref<1xi64> to memref<?xi64>
      %l746 = memref.cast %b_l746_c0 : memref<1xi64> to memref<?xi64>
      %l747 = memref.cast %b_l747_c0 : memref<1xi64> to memref<?xi64>
      %l748 = memref.cast %b_l748_c0 : memref<1xi64> to memref<?xi64>
      %l749 = memref.cast %b_l749_c0 : memref<1xi64> to memref<?xi64>
      %l750 = memref.cast %b_l750_c0 : memref<1xi64> to memref<?xi64>
      %l751 = memref.cast %b_l751_c0 : memref<1xi64> to memref<?xi64>
      %l752 = memref.cast %b_l752_c0 : memref<1xi64> to memref<?xi64>
      %l753 = memref.cast %b_l753_c0 : memref<1xi64> to memref<?xi64>
      %l754 = memref.cast %b_l754_c0 : memref<1xi64> to memref<?xi64>
      %l755 = memref.cast %b_l755_c0 : memref<1xi64> to memref<?xi64>
      %l756 = memref.cast %b_l756_c0 : memref<1xi64> to memref<?xi64>
      %l757 = memref.cast %b_l757_c0 : memref<1xi1> to memref<?xi1>
      %l758 = memref.cast %b_l758_c0 : memref<1xi1> to memref<?xi1>
      %l759 = memref.cast %b_l759_c0 : memref<1xi1> to memref<?xi1>
      %l760 = memref.cast %b_l760_c0 : memref<1xi1> to memref<?xi1>
      %l761 = memref.cast %b_l761_c0 : memref<1xi1> to memref<?xi1>
      %l762 = memref.cast %b_l762_c0 : memref<1xi1> to memref<?xi1>
      %l763 = memref.cast %b_l763_c0 : memref<1xi1> to memref<?xi1>
      %l764 = memref.cast %b_l764_c0 : memref<1xi1> to memref<?xi1>
      %l765 = memref.cast %b_l765_c0 : memref<1xi1> to memref<?xi1>
      %l766 = memref.cast %b_l766_c0 : memref<1xi1> to memref<?xi1>
      %l767 = memref.cast %b_l767_c0 : memref<1xi1> to memref<?xi1>
      %l768 = memref.cast %b_l768_c0 : memref<1xi1> to memref<?xi1>
      %l769 = memref.cast %b_l769_c0 : memref<1xi1> to memref<?xi1>
      %l770 = memref.cast %b_l770_c0 : memref<1xi1> to memref<?xi1>
      %l771 = memref.cast %b_l771_c0 : memref<1xi1> to memref<?xi1>
      %l772 = memref.cast %b_l772_c0 : memref<1xi1> to memref<?xi1>
      %l773 = memref.cast %b_l773_c0 : memref<1xi1> to memref<?xi1>
      %l774 = memref.cast %b_l774_c0 : memref<1xi1> to memref<?xi1>
      %l775 = memref.cast %b_l775_c0 : memref<1xi1> to memref<?xi1>
      %l776 = memref.cast %b_l776_c0 : memref<1xi1> to memref<?xi1>
      %l777 = memref.cast %b_l777_c0 : memref<1xi1> to memref<?xi1>
      %l778 = memref.cast %b_l778_c0 : memref<1xi1> to memref<?xi1>
      %l779 = memref.cast %b_l779_c0 : memref<1xi1> to memref<?xi1>
      %l780 = memref.cast %b_l780_c0 : memref<1xi1> to memref<?xi1>
      %l781 = memref.cast %b_l781_c0 : memref<1xi1> to memref<?xi1>
      %l782 = memref.cast %b_l782_c0 : memref<1xi1> to memref<?xi1>
      %l783 = memref.cast %b_l783_c0 : memref<1xi1> to memref<?xi1>
      %l784 = memref.cast %b_l784_c0 : memref<1xi1> to memref<?xi1>
      %l785 = memref.cast %b_l785_c0 : memref<1xi1> to memref<?xi1>
      %l786 = memref.cast %b_l786_c0 : memref<1xi1> to memref<?xi1>
      %l787 = memref.cast %b_l787_c0 : memref<1xi1> to memref<?xi1>
      %l788 = memref.cast %b_l788_c0 : memref<1xi1> to memref<?xi1>
      %l789 = memref.cast %b_l789_c0 : memref<1xf32> to memref<?xf32>
      %l790 = memref.cast %b_l790_c0 : memref<1xf32> to memref<?xf32>
      %l791 = memref.cast %b_l791_c0 : memref<1xf32> to memref<?xf32>
      %l792 = memref.cast %b_l792_c0 : memref<1xf32> to memref<?xf32>
      %l793 = memref.cast %b_l793_c0 : memref<1xf32> to memref<?xf32>
      %l794 = memref.cast %b_l794_c0 : memref<1xf32> to memref<?xf32>
      %l795 = memref.cast %b_l795_c0 : memref<1xf32> to memref<?xf32>
      %l796 = memref.cast %b_l796_c0 : memref<1xf32> to memref<?xf32>
      %l797 = memref.cast %b_l797_c0 : memref<1xf32> to memref<?xf32>
      %l798 = memref.cast %b_l798_c0 : memref<1xf32> to memref<?xf32>
      %l799 = memref.cast %b_l799_c0 : memref<1xf32> to memref<?xf32>
      %l800 = memref.cast %b_l800_c0 : memref<1xf32> to memref<?xf32>
      %l801 = memref.cast %b_l801_c0 : memref<1xf32> to memref<?xf32>
      %l802 = memref.cast %b_l802_c0 : memref<1xf32> to memref<?xf32>
      %l803 = memref.cast %b_l803_c0 : memref<1xf32> to memref<?xf32>
      %l804 = memref.cast %b_l804_c0 : memref<1xf32> to memref<?xf32>
      %l805 = memref.cast %b_l805_c0 : memref<1xf32> to memref<?xf32>
      %l806 = memref.cast %b_l806_c0 : memref<1xf32> to memref<?xf32>
      %l807 = memref.cast %b_l807_c0 : memref<1xf32> to memref<?xf32>
      %l808 = memref.cast %b_l808_c0 : memref<1xf32> to memref<?xf32>
      %l809 = memref.cast %b_l809_c0 : memref<1xf32> to memref<?xf32>
      %l810 = memref.cast %b_l810_c0 : memref<1xf32> to memref<?xf32>
      %l811 = memref.cast %b_l811_c0 : memref<1xf32> to memref<?xf32>
      %l812 = memref.cast %b_l812_c0 : memref<1xf32> to memref<?xf32>
      %l813 = memref.cast %b_l813_c0 : memref<1xf32> to memref<?xf32>
      %l814 = memref.cast %b_l814_c0 : memref<1xf32> to memref<?xf32>
      %l815 = memref.cast %b_l815_c0 : memref<1xf32> to memref<?xf32>
      %l816 = memref.cast %b_l816_c0 : memref<1xf32> to memref<?xf32>
      %l817 = memref.cast %b_l817_c0 : memref<1xf32> to memref<?xf32>
      %l818 = memref.cast %b_l818_c0 : memref<1xf32> to memref<?xf32>
      %l819 = memref.cast %b_l819_c0 : memref<1xf32> to memref<?xf32>
      %l820 = memref.cast %b_l820_c0 : memref<1xf32> to memref<?xf32>
      %l821 = memref.cast %b_l821_c0 : memref<1xi64> to memref<?xi64>
      %l822 = memref.cast %b_l822_c0 : memref<1xi64> to memref<?xi64>
      %l823 = memref.cast %b_l823_c0 : memref<1xi64> to memref<?xi64>
      %l824 = memref.cast %b_l824_c0 : memref<1xi64> to memref<?xi64>
      %l825 = memref.cast %b_l825_c0 : memref<1xi64> to memref<?xi64>
      %l826 = memref.cast %b_l826_c0 : memref<1xi64> to memref<?xi64>
      %l827 = memref.cast %b_l827_c0 : memref<1xi1> to memref<?xi1>
      %l828 = memref.cast %b_l828_c0 : memref<1xi1> to memref<?xi1>
      %l829 = memref.cast %b_l829_c0 : memref<1xi1> to memref<?xi1>
      %l830 = memref.cast %b_l830_c0 : memref<1xi1> to memref<?xi1>
      %l831 = memref.cast %b_l831_c0 : memref<1xi1> to memref<?xi1>
      %l832 = memref.cast %b_l832_c0 : memref<1xi1> to memref<?xi1>
      %l833 = memref.cast %b_l833_c0 : memref<1xi32> to memref<?xi32>
      %l834 = memref.cast %b_l834_c0 : memref<1xi32> to memref<?xi32>
      %l835 = memref.cast %b_l835_c0 : memref<1xi32> to memref<?xi32>
      %l836 = memref.cast %b_l836_c0 : memref<1xi32> to memref<?xi32>
      %l837 = memref.cast %b_l837_c0 : memref<1xi32> to memref<?xi32>
      %l838 = memref.cast %b_l838_c0 : memref<1xi32> to memref<?xi32>
      %l839 = memref.cast %b_l839_c0 : memref<1xi64> to memref<?xi64>
      %l840 = memref.cast %b_l840_c0 : memref<1xi64> to memref<?xi64>
      %l841 = memref.cast %b_l841_c0 : memref<1xi64> to memref<?xi64>
      %l842 = memref.cast %b_l842_c0 : memref<1xi64> to memref<?xi64>
      %l843 = memref.cast %b_l843_c0 : memref<1xi64> to memref<?xi64>
      %l844 = memref.cast %b_l844_c0 : memref<1xi64> to memref<?xi64>
      %l845 = memref.cast %b_l845_c0 : memref<1xi64> to memref<?xi64>
      %l846 = memref.cast %b_l846_c0 : memref<1xi32> to memref<?xi32>
      %l847 = memref.cast %b_l847_c0 : memref<1xi64> to memref<?xi64>
      %l848 = memref.cast %b_l848_c0 : memref<1xi64> to memref<?xi64>
      %l849 = memref.cast %b_l849_c0 : memref<1xi64> to memref<?xi64>
      %l850 = memref.cast %b_l850_c0 : memref<1xi64> to memref<?xi64>
      %l851 = memref.cast %b_l851_c0 : memref<1xi64> to memref<?xi64>
      %l852 = memref.cast %b_l852_c0 : memref<1xi64> to memref<?xi64>
      %l853 = memref.cast %b_l853_c0 : memref<1xi64> to memref<?xi64>
      %l854 = memref.cast %b_l854_c0 : memref<1xi32> to memref<?xi32>
      %l855 = memref.cast %b_l855_c0 : memref<1xi64> to memref<?xi64>
      %l856 = memref.cast %b_l856_c0 : memref<1xi64> to memref<?xi64>
      %l857 = memref.cast %b_l857_c0 : memref<1xi64> to memref<?xi64>
      %l858 = memref.cast %b_l858_c0 : memref<1xi64> to memref<?xi64>
      %l859 = memref.cast %b_l859_c0 : memref<1xi64> to memref<?xi64>
      %l860 = memref.cast %b_l860_c0 : memref<1xi64> to memref<?xi64>
      %l861 = memref.cast %b_l861_c0 : memref<1xi64> to memref<?xi64>
      %l862 = memref.cast %b_l862_c0 : memref<1xi32> to memref<?xi32>
      %l863 = memref.cast %b_l863_c0 : memref<1xi64> to memref<?xi64>
      %l864 = memref.cast %b_l864_c0 : memref<1xi64> to memref<?xi64>
      %l865 = memref.cast %b_l865_c0 : memref<1xi64> to memref<?xi64>
      %l866 = memref.cast %b_l866_c0 : memref<1xi64> to memref<?xi64>
      %l867 = memref.cast %b_l867_c0 : memref<1xi64> to memref<?xi64>
      %l868 = memref.cast %b_l868_c0 : memref<1xi64> to memref<?xi64>
      %l869 = memref.cast %b_l869_c0 : memref<1xi64> to memref<?xi64>
      %l870 = memref.cast %b_l870_c0 : memref<1xi32> to memref<?xi32>
      %l871 = memref.cast %b_l871_c0 : memref<1xi32> to memref<?xi32>
      %l872 = memref.cast %b_l872_c0 : memref<1xi32> to memref<?xi32>
      %l873 = memref.cast %b_l873_c0 : memref<1xi32> to memref<?xi32>
      %l874 = memref.cast %b_l874_c0 : memref<1xi32> to memref<?xi32>
      %l875 = memref.cast %b_l875_c0 : memref<1xi32> to memref<?xi32>
      %l876 = memref.cast %b_l876_c0 : memref<1xi32> to memref<?xi32>
      %l877 = memref.cast %b_l877_c0 : memref<1xi32> to memref<?xi32>
      %l878 = memref.cast %b_l878_c0 : memref<1xi32> to memref<?xi32>
      %l879 = memref.cast %b_l879_c0 : memref<1xi32> to memref<?xi32>
      %l880 = memref.cast %b_l880_c0 : memref<1xi32> to memref<?xi32>
      %l881 = memref.cast %b_l881_c0 : memref<1xf32> to memref<?xf32>
      %l882 = memref.cast %b_l882_c0 : memref<1xf32> to memref<?xf32>
      %l883 = memref.cast %b_l883_c0 : memref<1xf32> to memref<?xf32>
      %l884 = memref.cast %b_l884_c0 : memref<1xf32> to memref<?xf32>
      %l885 = memref.cast %b_l885_c0 : memref<1xi32> to memref<?xi32>
      %l886 = memref.cast %b_l886_c0 : memref<1xi32> to memref<?xi32>
      %l887 = memref.cast %b_l887_c0 : memref<1xf32> to memref<?xf32>
      %l888 = memref.cast %b_l888_c0 : memref<1xf32> to memref<?xf32>
      %l889 = memref.cast %b_l889_c0 : memref<1xf32> to memref<?xf32>
      %l890 = memref.cast %b_l890_c0 : memref<1xf32> to memref<?xf32>
      %l891 = memref.cast %b_l891_c0 : memref<1xi32> to memref<?xi32>
      %l892 = memref.cast %b_l892_c0 : memref<1xi32> to memref<?xi32>
      %l893 = memref.cast %b_l893_c0 : memref<1xf32> to memref<?xf32>
      %l894 = memref.cast %b_l894_c0 : memref<1xf32> to memref<?xf32>
      %l895 = memref.cast %b_l895_c0 : memref<1xf32> to memref<?xf32>
      %l896 = memref.cast %b_l896_c0 : memref<1xf32> to memref<?xf32>
      %l897 = memref.cast %b_l897_c0 : memref<1xi32> to memref<?xi32>
      %l898 = memref.cast %b_l898_c0 : memref<1xi32> to memref<?xi32>
      %l899 = memref.cast %b_l899_c0 : memref<1xf32> to memref<?xf32>
      %l900 = memref.cast %b_l900_c0 : memref<1xf32> to memref<?xf32>
      %l901 = memref.cast %b_l901_c0 : memref<1xf32> to memref<?xf32>
      %l902 = memref.cast %b_l902_c0 : memref<1xf32> to memref<?xf32>
      %l903 = memref.cast %b_l903_c0 : memref<1xi32> to memref<?xi32>
      %l904 = memref.cast %b_l904_c0 : memref<1xi32> to memref<?xi32>
      %l905 = memref.cast %b_l905_c0 : memref<1xf32> to memref<?xf32>
      %l906 = memref.cast %b_l906_c0 : memref<1xf32> to memref<?xf32>
      %l907 = memref.cast %b_l907_c0 : memref<1xf32> to memref<?xf32>
      %l908 = memref.cast %b_l908_c0 : memref<1xf32> to memref<?xf32>
      %l909 = memref.cast %b_l909_c0 : memref<1xi32> to memref<?xi32>
      %l910 = memref.cast %b_l910_c0 : memref<1xi32> to memref<?xi32>
      %l911 = memref.cast %b_l911_c0 : memref<1xf32> to memref<?xf32>
      %l912 = memref.cast %b_l912_c0 : memref<1xf32> to memref<?xf32>
      %l913 = memref.cast %b_l913_c0 : memref<1xf32> to memref<?xf32>
      %l914 = memref.cast %b_l914_c0 : memref<1xf32> to memref<?xf32>
      %l915 = memref.cast %b_l915_c0 : memref<1xi32> to memref<?xi32>
      %l916 = memref.cast %b_l916_c0 : memref<1xi32> to memref<?xi32>
      %l917 = memref.cast %b_l917_c0 : memref<1xf32> to memref<?xf32>
      %l918 = memref.cast %b_l918_c0 : memref<1xf32> to memref<?xf32>
      %l919 = memref.cast %b_l919_c0 : memref<1xf32> to memref<?xf32>
      %l920 = memref.cast %b_l920_c0 : memref<1xf32> to memref<?xf32>
      %l921 = memref.cast %b_l921_c0 : memref<1xi32> to memref<?xi32>
      %l922 = memref.cast %b_l922_c0 : memref<1xi32> to memref<?xi32>
      %l923 = memref.cast %b_l923_c0 : memref<1xf32> to memref<?xf32>
      %l924 = memref.cast %b_l924_c0 : memref<1xf32> to memref<?xf32>
      %l925 = memref.cast %b_l925_c0 : memref<1xf32> to memref<?xf32>
      %l926 = memref.cast %b_l926_c0 : memref<1xf32> to memref<?xf32>
      %l927 = memref.cast %b_l927_c0 : memref<1xi32> to memref<?xi32>
      %l928 = memref.cast %b_l928_c0 : memref<1xi32> to memref<?xi32>
      %l929 = memref.cast %b_l929_c0 : memref<1xf32> to memref<?xf32>
      %l930 = memref.cast %b_l930_c0 : memref<1xf32> to memref<?xf32>
      %l931 = memref.cast %b_l931_c0 : memref<1xf32> to memref<?xf32>
      %l932 = memref.cast %b_l932_c0 : memref<1xf32> to memref<?xf32>
      %l933 = memref.cast %b_l933_c0 : memref<1xi32> to memref<?xi32>
      %l934 = memref.cast %b_l934_c0 : memref<1xi32> to memref<?xi32>
      %l935 = memref.cast %b_l935_c0 : memref<1xf32> to memref<?xf32>
      %l936 = memref.cast %b_l936_c0 : memref<1xf32> to memref<?xf32>
      %l937 = memref.cast %b_l937_c0 : memref<1xf32> to memref<?xf32>
      %l938 = memref.cast %b_l938_c0 : memref<1xf32> to memref<?xf32>
      %l939 = memref.cast %b_l939_c0 : memref<1xi32> to memref<?xi32>
      %l940 = memref.cast %b_l940_c0 : memref<1xi32> to memref<?xi32>
      %l941 = memref.cast %b_l941_c0 : memref<1xf32> to memref<?xf32>
      %l942 = memref.cast %b_l942_c0 : memref<1xf32> to memref<?xf32>
      %l943 = memref.cast %b_l943_c0 : memref<1xf32> to memref<?xf32>
      %l944 = memref.cast %b_l944_c0 : memref<1xf32> to memref<?xf32>
      %l945 = memref.cast %b_l945_c0 : memref<1xi32> to memref<?xi32>
      %l946 = memref.cast %b_l946_c0 : memref<1xi32> to memref<?xi32>
      %l947 = memref.cast %b_l947_c0 : memref<1xf32> to memref<?xf32>
      %l948 = memref.cast %b_l948_c0 : memref<1xf32> to memref<?xf32>
      %l949 = memref.cast %b_l949_c0 : memref<1xf32> to memref<?xf32>
      %l950 = memref.cast %b_l950_c0 : memref<1xf32> to memref<?xf32>
      %l951 = memref.cast %b_l951_c0 : memref<1xi32> to memref<?xi32>
      %l952 = memref.cast %b_l952_c0 : memref<1xi32> to memref<?xi32>
      %l953 = memref.cast %b_l953_c0 : memref<1xf32> to memref<?xf32>
      %l954 = memref.cast %b_l954_c0 : memref<1xf32> to memref<?xf32>
      %l955 = memref.cast %b_l955_c0 : memref<1xf32> to memref<?xf32>
      %l956 = memref.cast %b_l956_c0 : memref<1xf32> to memref<?xf32>
      %l957 = memref.cast %b_l957_c0 : memref<1xi32> to memref<?xi32>
      %l958 = memref.cast %b_l958_c0 : memref<1xi32> to memref<?xi32>
      %l959 = memref.cast %b_l959_c0 : memref<1xf32> to memref<?xf32>
      %l960 = memref.cast %b_l960_c0 : memref<1xf32> to memref<?xf32>
      %l961 = memref.cast %b_l961_c0 : memref<1xf32> to memref<?xf32>
      %l962 = memref.cast %b_l962_c0 : memref<1xf32> to memref<?xf32>
      %l963 = memref.cast %b_l963_c0 : memref<1xi32> to memref<?xi32>
      %l964 = memref.cast %b_l964_c0 : memref<1xi32> to memref<?xi32>
      %l965 = memref.cast %b_l965_c0 : memref<1xf32> to memref<?xf32>
      %l966 = memref.cast %b_l966_c0 : memref<1xf32> to memref<?xf32>
      %l967 = memref.cast %b_l967_c0 : memref<1xf32> to memref<?xf32>
      %l968 = memref.cast %b_l968_c0 : memref<1xf32> to memref<?xf32>
      %l969 = memref.cast %b_l969_c0 : memref<1xi32> to memref<?xi32>
      %l970 = memref.cast %b_l970_c0 : memref<1xi32> to memref<?xi32>
      %l971 = memref.cast %b_l971_c0 : memref<1xf32> to memref<?xf32>
      %l972 = memref.cast %b_l972_c0 : memref<1xf32> to memref<?xf32>
      %l973 = memref.cast %b_l973_c0 : memref<1xf32> to memref<?xf32>
      %l974 = memref.cast %b_l974_c0 : memref<1xf32> to memref<?xf32>
      %l975 = memref.cast %b_l975_c0 : memref<1xi32> to memref<?xi32>
      %l976 = memref.cast %b_l976_c0 : memref<1xi32> to memref<?xi32>
      %l977 = memref.cast %b_l977_c0 : memref<1xf32> to memref<?xf32>
      %l978 = memref.cast %b_l978_c0 : memref<1xf32> to memref<?xf32>
      %l979 = memref.cast %b_l979_c0 : memref<1xf32> to memref<?xf32>
      %l980 = memref.cast %b_l980_c0 : memref<1xf32> to memref<?xf32>
      %l981 = memref.cast %b_l981_c0 : memref<1xi32> to memref<?xi32>
      %l982 = memref.cast %b_l982_c0 : memref<1xi32> to memref<?xi32>
      %l983 = memref.cast %b_l983_c0 : memref<1xf32> to memref<?xf32>
      %l984 = memref.cast %b_l984_c0 : memref<1xf32> to memref<?xf32>
      %l985 = memref.cast %b_l985_c0 : memref<1xf32> to memref<?xf32>
      %l986 = memref.cast %b_l986_c0 : memref<1xf32> to memref<?xf32>
      %l987 = memref.cast %b_l987_c0 : memref<1xi32> to memref<?xi32>
      %l988 = memref.cast %b_l988_c0 : memref<1xi32> to memref<?xi32>
      %l989 = memref.cast %b_l989_c0 : memref<1xf32> to memref<?xf32>
      %l990 = memref.cast %b_l990_c0 : memref<1xf32> to memref<?xf32>
      %l991 = memref.cast %b_l991_c0 : memref<1xf32> to memref<?xf32>
      %l992 = memref.cast %b_l992_c0 : memref<1xf32> to memref<?xf32>
      %l993 = memref.cast %b_l993_c0 : memref<1xi32> to memref<?xi32>
      %l994 = memref.cast %b_l994_c0 : memref<1xi32> to memref<?xi32>
      %l995 = memref.cast %b_l995_c0 : memref<1xf32> to memref<?xf32>
      %l996 = memref.cast %b_l996_c0 : memref<1xf32> to memref<?xf32>
      %l997 = memref.cast %b_l997_c0 : memref<1xf32> to memref<?xf32>
      %l998 = memref.cast %b_l998_c0 : memref<1xf32> to memref<?xf32>
      %l999 = memref.cast %b_l999_c0 : memref<1xi32> to memref<?xi32>
      %l1000 = memref.cast %b_l1000_c0 : memref<1xi32> to memref<?xi32>
      %l1001 = memref.cast %b_l1001_c0 : memref<1xf32> to memref<?xf32>
      %l1002 = memref.cast %b_l1002_c0 : memref<1xf32> to memref<?xf32>
      %l1003 = memref.cast %b_l1003_c0 : memref<1xf32> to memref<?xf32>
      %l1004 = memref.cast %b_l1004_c0 : memref<1xf32> to memref<?xf32>
      %l1005 = memref.cast %b_l1005_c0 : memref<1xi32> to memref<?xi32>
      %l1006 = memref.cast %b_l1006_c0 : memref<1xi32> to memref<?xi32>
      %l1007 = memref.cast %b_l1007_c0 : memref<1xf32> to memref<?xf32>
      %l1008 = memref.cast %b_l1008_c0 : memref<1xf32> to memref<?xf32>
      %l1009 = memref.cast %b_l1009_c0 : memref<1xf32> to memref<?xf32>
      %l1010 = memref.cast %b_l1010_c0 : memref<1xf32> to memref<?xf32>
      %l1011 = memref.cast %b_l1011_c0 : memref<1xi32> to memref<?xi32>
      %l1012 = memref.cast %b_l1012_c0 : memref<1xi32> to memref<?xi32>
      %l1013 = memref.cast %b_l1013_c0 : memref<1xf32> to memref<?xf32>
      %l1014 = memref.cast %b_l1014_c0 : memref<1xf32> to memref<?xf32>
      %l1015 = memref.cast %b_l1015_c0 : memref<1xf32> to memref<?xf32>
      %l1016 = memref.cast %b_l1016_c0 : memref<1xf32> to memref<?xf32>
      %l1017 = memref.cast %b_l1017_c0 : memref<1xi32> to memref<?xi32>
      %l1018 = memref.cast %b_l1018_c0 : memref<1xi32> to memref<?xi32>
      %l1019 = memref.cast %b_l1019_c0 : memref<1xf32> to memref<?xf32>
      %l1020 = memref.cast %b_l1020_c0 : memref<1xf32> to memref<?xf32>
      %l1021 = memref.cast %b_l1021_c0 : memref<1xf32> to memref<?xf32>
      %l1022 = memref.cast %b_l1022_c0 : memref<1xf32> to memref<?xf32>
      %l1023 = memref.cast %b_l1023_c0 : memref<1xi32> to memref<?xi32>
      %l1024 = memref.cast %b_l1024_c0 : memref<1xi32> to memref<?xi32>
      %l1025 = memref.cast %b_l1025_c0 : memref<1xf32> to memref<?xf32>
      %l1026 = memref.cast %b_l1026_c0 : memref<1xf32> to memref<?xf32>
      %l1027 = memref.cast %b_l1027_c0 : memref<1xf32> to memref<?xf32>
      %l1028 = memref.cast %b_l1028_c0 : memref<1xf32> to memref<?xf32>
      %l1029 = memref.cast %b_l1029_c0 : memref<1xi32> to memref<?xi32>
      %l1030 = memref.cast %b_l1030_c0 : memref<1xi32> to memref<?xi32>
      %l1031 = memref.cast %b_l1031_c0 : memref<1xf32> to memref<?xf32>
      %l1032 = memref.cast %b_l1032_c0 : memref<1xf32> to memref<?xf32>
      %l1033 = memref.cast %b_l1033_c0 : memref<1xf32> to memref<?xf32>
      %l1034 = memref.cast %b_l1034_c0 : memref<1xf32> to memref<?xf32>
      %l1035 = memref.cast %b_l1035_c0 : memref<1xi32> to memref<?xi32>
      %l1036 = memref.cast %b_l1036_c0 : memref<1xi32> to memref<?xi32>
      %l1037 = memref.cast %b_l1037_c0 : memref<1xf32> to memref<?xf32>
      %l1038 = memref.cast %b_l1038_c0 : memref<1xf32> to memref<?xf32>
      %l1039 = memref.cast %b_l1039_c0 : memref<1xf32> to memref<?xf32>
      %l1040 = memref.cast %b_l1040_c0 : memref<1xf32> to memref<?xf32>
      %l1041 = memref.cast %b_l1041_c0 : memref<1xi32> to memref<?xi32>
      %l1042 = memref.cast %b_l1042_c0 : memref<1xi32> to memref<?xi32>
      %l1043 = memref.cast %b_l1043_c0 : memref<1xf32> to memref<?xf32>
      %l1044 = memref.cast %b_l1044_c0 : memref<1xf32> to memref<?xf32>
      %l1045 = memref.cast %b_l1045_c0 : memref<1xf32> to memref<?xf32>
      %l1046 = memref.cast %b_l1046_c0 : memref<1xf32> to memref<?xf32>
      %l1047 = memref.cast %b_l1047_c0 : memref<1xi32> to memref<?xi32>
      %l1048 = memref.cast %b_l1048_c0 : memref<1xi32> to memref<?xi32>
      %l1049 = memref.cast %b_l1049_c0 : memref<1xf32> to memref<?xf32>
      %l1050 = memref.cast %b_l1050_c0 : memref<1xf32> to memref<?xf32>
      %l1051 = memref.cast %b_l1051_c0 : memref<1xf32> to memref<?xf32>
      %l1052 = memref.cast %b_l1052_c0 : memref<1xf32> to memref<?xf32>
      %l1053 = memref.cast %b_l1053_c0 : memref<1xi32> to memref<?xi32>
      %l1054 = memref.cast %b_l1054_c0 : memref<1xi32> to memref<?xi32>
      %l1055 = memref.cast %b_l1055_c0 : memref<1xf32> to memref<?xf32>
      %l1056 = memref.cast %b_l1056_c0 : memref<1xf32> to memref<?xf32>
      %l1057 = memref.cast %b_l1057_c0 : memref<1xf32> to memref<?xf32>
      %l1058 = memref.cast %b_l1058_c0 : memref<1xf32> to memref<?xf32>
      %l1059 = memref.cast %b_l1059_c0 : memref<1xi32> to memref<?xi32>
      %l1060 = memref.cast %b_l1060_c0 : memref<1xi32> to memref<?xi32>
      %l1061 = memref.cast %b_l1061_c0 : memref<1xf32> to memref<?xf32>
      %l1062 = memref.cast %b_l1062_c0 : memref<1xf32> to memref<?xf32>
      %l1063 = memref.cast %b_l1063_c0 : memref<1xf32> to memref<?xf32>
      %l1064 = memref.cast %b_l1064_c0 : memref<1xf32> to memref<?xf32>
      %l1065 = memref.cast %b_l1065_c0 : memref<1xi32> to memref<?xi32>
      %l1066 = memref.cast %b_l1066_c0 : memref<1xi32> to memref<?xi32>
      %l1067 = memref.cast %b_l1067_c0 : memref<1xf32> to memref<?xf32>
      %l1068 = memref.cast %b_l1068_c0 : memref<1xf32> to memref<?xf32>
      %l1069 = memref.cast %b_l1069_c0 : memref<1xf32> to memref<?xf32>
      %l1070 = memref.cast %b_l1070_c0 : memref<1xi32> to memref<?xi32>
      %l1071 = memref.cast %b_l1071_c0 : memref<1xi32> to memref<?xi32>
      %l1072 = memref.cast %b_l1072_c0 : memref<1xi32> to memref<?xi32>
      %l1073 = memref.cast %b_l1073_c0 : memref<1xi32> to memref<?xi32>
      %l1074 = memref.cast %b_l1074_c0 : memref<1xi32> to memref<?xi32>
      %l1075 = memref.cast %b_l1075_c0 : memref<1xi32> to memref<?xi32>
      %l1076 = memref.cast %b_l1076_c0 : memref<1xi32> to memref<?xi32>
      %l1077 = memref.cast %b_l1077_c0 : memref<1xf32> to memref<?xf32>
      %l1078 = memref.cast %b_l1078_c0 : memref<1xi1> to memref<?xi1>
      %l1079 = memref.cast %b_l1079_c0 : memref<1xi32> to memref<?xi32>
      %l1080 = memref.cast %b_l1080_c0 : memref<1xi32> to memref<?xi32>
      %l1081 = memref.cast %b_l1081_c0 : memref<1xi32> to memref<?xi32>
      %l1082 = memref.cast %b_l1082_c0 : memref<1xf32> to memref<?xf32>
      %l1083 = memref.cast %b_l1083_c0 : memref<1xi1> to memref<?xi1>
      %l1084 = memref.cast %b_l1084_c0 : memref<1xi32> to memref<?xi32>
      %l1085 = memref.cast %b_l1085_c0 : memref<1xi32> to memref<?xi32>
      %l1086 = memref.cast %b_l1086_c0 : memref<1xi32> to memref<?xi32>
      %l1087 = memref.cast %b_l1087_c0 : memref<1xf32> to memref<?xf32>
      %l1088 = memref.cast %b_l1088_c0 : memref<1xi1> to memref<?xi1>
      %l1089 = memref.cast %b_l1089_c0 : memref<1xf32> to memref<?xf32>
      %l1090 = memref.cast %b_l1090_c0 : memref<1xf32> to memref<?xf32>
      %l1091 = memref.cast %b_l1091_c0 : memref<1xf32> to memref<?xf32>
      %l1092 = memref.cast %b_l1092_c0 : memref<1xf32> to memref<?xf32>
      %l1093 = memref.cast %b_l1093_c0 : memref<1xi1> to memref<?xi1>
      %l1094 = memref.cast %b_l1094_c0 : memref<1xf32> to memref<?xf32>
      %l1095 = memref.cast %b_l1095_c0 : memref<1xi1> to memref<?xi1>
      %l1096 = memref.cast %b_l1096_c0 : memref<1xf32> to memref<?xf32>
      %l1097 = memref.cast %b_l1097_c0 : memref<1xf32> to memref<?xf32>
      %l1098 = memref.cast %b_l1098_c0 : memref<1xf32> to memref<?xf32>
      %l1099 = memref.cast %b_l1099_c0 : memref<1xf32> to memref<?xf32>
      %l1100 = memref.cast %b_l1100_c0 : memref<1xf32> to memref<?xf32>
      %l1101 = memref.cast %b_l1101_c0 : memref<1xi1> to memref<?xi1>
      %l1102 = memref.cast %b_l1102_c0 : memref<1xf32> to memref<?xf32>
      %l1103 = memref.cast %b_l1103_c0 : memref<1xf32> to memref<?xf32>
      %l1104 = memref.cast %b_l1104_c0 : memref<1xf32> to memref<?xf32>
      %l1105 = memref.cast %b_l1105_c0 : memref<1xf32> to memref<?xf32>
      %l1106 = memref.cast %b_l1106_c0 : memref<1xi64> to memref<?xi64>
      %l1107 = memref.cast %b_l1107_c0 : memref<1xi64> to memref<?xi64>
      %l1112 = memref.cast %b_l1112_c0 : memref<1xi1> to memref<?xi1>
      %l1113 = memref.cast %b_l1113_c0 : memref<1xi1> to memref<?xi1>
      %l1114 = memref.cast %b_l1114_c0 : memref<1xi1> to memref<?xi1>
      %l1115 = memref.cast %b_l1115_c0 : memref<1xi1> to memref<?xi1>
      %l1116 = memref.cast %b_l1116_c0 : memref<1xf32> to memref<?xf32>
      %l1117 = memref.cast %b_l1117_c0 : memref<1xf32> to memref<?xf32>
      %l1118 = memref.cast %b_l1118_c0 : memref<1xf32> to memref<?xf32>
      %l1119 = memref.cast %b_l1119_c0 : memref<1xf32> to memref<?xf32>
      %l1121 = memref.cast %b_l1121_c0 : memref<1xi64> to memref<?xi64>
      %l1122 = memref.cast %b_l1122_c0 : memref<1xi1> to memref<?xi1>
      %l1123 = memref.cast %b_l1123_c0 : memref<1xi64> to memref<?xi64>
      %l1124 = memref.cast %b_l1124_c0 : memref<1xi1> to memref<?xi1>
      %l1125 = memref.cast %b_l1125_c0 : memref<1xi64> to memref<?xi64>
      %l1126 = memref.cast %b_l1126_c0 : memref<1xi64> to memref<?xi64>
      %l1127 = memref.cast %b_l1127_c0 : memref<1xi64> to memref<?xi64>
      %l1128 = memref.cast %b_l1128_c0 : memref<1xi64> to memref<?xi64>
      %l1129 = memref.cast %b_l1129_c0 : memref<1xi64> to memref<?xi64>
      %l1130 = memref.cast %b_l1130_c0 : memref<1xi64> to memref<?xi64>
      %l1131 = memref.cast %b_l1131_c0 : memref<1xi64> to memref<?xi64>
      %l1132 = memref.cast %b_l1132_c0 : memref<1xi64> to memref<?xi64>
      %l1133 = memref.cast %b_l1133_c0 : memref<1xi1> to memref<?xi1>
      %l1134 = memref.cast %b_l1134_c0 : memref<1xi1> to memref<?xi1>
      %l1135 = memref.cast %b_l1135_c0 : memref<1xi1> to memref<?xi1>
      %l1136 = memref.cast %b_l1136_c0 : memref<1xi1> to memref<?xi1>
      %l1137 = memref.cast %b_l1137_c0 : memref<1xi1> to memref<?xi1>
      %l1138 = memref.cast %b_l1138_c0 : memref<1xi1> to memref<?xi1>
      %l1139 = memref.cast %b_l1139_c0 : memref<1xi1> to memref<?xi1>
      %l1140 = memref.cast %b_l1140_c0 : memref<1xi1> to memref<?xi1>
      %l1141 = memref.cast %b_l1141_c0 : memref<1xf32> to memref<?xf32>
      %l1142 = memref.cast %b_l1142_c0 : memref<1xf32> to memref<?xf32>
      %l1143 = memref.cast %b_l1143_c0 : memref<1xf32> to memref<?xf32>
      %l1144 = memref.cast %b_l1144_c0 : memref<1xf32> to memref<?xf32>
      %l1145 = memref.cast %b_l1145_c0 : memref<1xf32> to memref<?xf32>
      %l1146 = memref.cast %b_l1146_c0 : memref<1xf32> to memref<?xf32>
      %l1147 = memref.cast %b_l1147_c0 : memref<1xf32> to memref<?xf32>
      %l1148 = memref.cast %b_l1148_c0 : memref<1xf32> to memref<?xf32>
      %l1149 = memref.cast %b_l1149_c0 : memref<1xf32> to memref<?xf32>
      %l1150 = memref.cast %b_l1150_c0 : memref<1xf32> to memref<?xf32>
      %l1151 = memref.cast %b_l1151_c0 : memref<1xf32> to memref<?xf32>
      %l1152 = memref.cast %b_l1152_c0 : memref<1xf32> to memref<?xf32>
      %l1153 = memref.cast %b_l1153_c0 : memref<1xi64> to memref<?xi64>
      %l1154 = memref.cast %b_l1154_c0 : memref<1xi1> to memref<?xi1>
      %l1155 = memref.cast %b_l1155_c0 : memref<1xi64> to memref<?xi64>
      %l1156 = memref.cast %b_l1156_c0 : memref<1xi64> to memref<?xi64>
      %l1157 = memref.cast %b_l1157_c0 : memref<1xi64> to memref<?xi64>
      %l1158 = memref.cast %b_l1158_c0 : memref<1xi64> to memref<?xi64>
      %l1159 = memref.cast %b_l1159_c0 : memref<1xi1> to memref<?xi1>
      %l1160 = memref.cast %b_l1160_c0 : memref<1xi1> to memref<?xi1>
      %l1161 = memref.cast %b_l1161_c0 : memref<1xf32> to memref<?xf32>
      %l1162 = memref.cast %b_l1162_c0 : memref<1xi64> to memref<?xi64>
      %l1163 = memref.cast %b_l1163_c0 : memref<1xi1> to memref<?xi1>
      %l1164 = memref.cast %b_l1164_c0 : memref<1xi1> to memref<?xi1>
      %l1165 = memref.cast %b_l1165_c0 : memref<1xf32> to memref<?xf32>
      %l1166 = memref.cast %b_l1166_c0 : memref<1xi64> to memref<?xi64>
      %l1167 = memref.cast %b_l1167_c0 : memref<1xi1> to memref<?xi1>
      %l1168 = memref.cast %b_l1168_c0 : memref<1xi1> to memref<?xi1>
      %l1169 = memref.cast %b_l1169_c0 : memref<1xf32> to memref<?xf32>
      %l1170 = memref.cast %b_l1170_c0 : memref<1xi64> to memref<?xi64>
      %l1171 = memref.cast %b_l1171_c0 : memref<1xi1> to memref<?xi1>
      %l1172 = memref.cast %b_l1172_c0 : memref<1xi1> to memref<?xi1>
      %l1173 = memref.cast %b_l1173_c0 : memref<1xf32> to memref<?xf32>
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
          %v2 = arith.constant 256 : index
          scf.for %zi = %k0 to %v2 step %k1 {
            memref.store %v1, %wg0[%zi] : memref<?xf32>
          }
          %v3 = arith.constant 0 : i32
          %v4 = arith.constant 64 : index
          scf.for %zi = %k0 to %v4 step %k1 {
            memref.store %v3, %resume[%zi] : memref<?xi32>
          }
          %v5 = arith.constant true
          memref.store %v5, %more[%k0] : memref<?xi1>
          scf.while : () -> () {
            %kmore = memref.load %more[%k0] : memref<?xi1>
            scf.condition(%kmore)
          } do {
            %v6 = arith.constant false
            memref.store %v6, %more[%k0] : memref<?xi1>
            scf.for %lane = %k0 to %kW step %k1 {
              scf.execute_region {
                %v7 = memref.load %resume[%lane] : memref<?xi32>
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 133: ^bb133, 146: ^bb146]
              ^bb0:
                %v8 = arith.index_cast %lane : index to i64
                memref.store %v8, %l0[%k0] : memref<?xi64>
                cf.br ^bb1
              ^bb1:
                %v9 = memref.load %l0[%k0] : memref<?xi64>
                %v10 = arith.constant 32 : i64
                %v11 = arith.constant 0 : i64
                %v12 = arith.cmpi eq, %v10, %v11 : i64
                %v13 = arith.constant 1 : i64
                %v14 = arith.select %v12, %v13, %v10 : i64
                %v15 = arith.remui %v9, %v14 : i64
                memref.store %v15, %ls1[%lane] : memref<?xi64>
                %v16 = memref.load %ls1[%lane] : memref<?xi64>
                %v17 = arith.constant 2 : i64
                %v18 = arith.constant 0 : i64
                %v19 = arith.cmpi eq, %v17, %v18 : i64
                %v20 = arith.constant 1 : i64
                %v21 = arith.select %v19, %v20, %v17 : i64
                %v22 = arith.remui %v16, %v21 : i64
                memref.store %v22, %l2[%k0] : memref<?xi64>
                %v23 = arith.index_cast %grpx : index to i64
                memref.store %v23, %l3[%k0] : memref<?xi64>
                cf.br ^bb2
              ^bb2:
                %v24 = memref.load %l3[%k0] : memref<?xi64>
                %v25 = arith.constant 8 : i64
                %v26 = arith.muli %v24, %v25 : i64
                memref.store %v26, %l4[%k0] : memref<?xi64>
                %v27 = memref.load %l0[%k0] : memref<?xi64>
                %v28 = arith.constant 32 : i64
                %v29 = arith.constant 0 : i64
                %v30 = arith.cmpi eq, %v28, %v29 : i64
                %v31 = arith.constant 1 : i64
                %v32 = arith.select %v30, %v31, %v28 : i64
                %v33 = arith.divui %v27, %v32 : i64
                memref.store %v33, %l5[%k0] : memref<?xi64>
                %v34 = memref.load %l5[%k0] : memref<?xi64>
                %v35 = arith.constant 4 : i64
                %v36 = arith.muli %v34, %v35 : i64
                memref.store %v36, %l6[%k0] : memref<?xi64>
                %v37 = memref.load %l4[%k0] : memref<?xi64>
                %v38 = memref.load %l6[%k0] : memref<?xi64>
                %v39 = arith.addi %v37, %v38 : i64
                memref.store %v39, %ls7[%lane] : memref<?xi64>
                %v40 = arith.index_cast %n1 : index to i64
                memref.store %v40, %l8[%k0] : memref<?xi64>
                %v41 = arith.index_cast %n0 : index to i64
                memref.store %v41, %l9[%k0] : memref<?xi64>
                %v42 = memref.load %l8[%k0] : memref<?xi64>
                %v43 = arith.constant 32 : i64
                %v44 = arith.constant 0 : i64
                %v45 = arith.cmpi eq, %v43, %v44 : i64
                %v46 = arith.constant 1 : i64
                %v47 = arith.select %v45, %v46, %v43 : i64
                %v48 = arith.divui %v42, %v47 : i64
                memref.store %v48, %l10[%k0] : memref<?xi64>
                %v49 = memref.load %l10[%k0] : memref<?xi64>
                %v50 = arith.constant 32 : i64
                %v51 = arith.muli %v49, %v50 : i64
                memref.store %v51, %l11[%k0] : memref<?xi64>
                %v52 = arith.constant 63 : i32
                %v53 = arith.extsi %v52 : i32 to i64
                memref.store %v53, %l12[%k0] : memref<?xi64>
                %v54 = memref.load %l8[%k0] : memref<?xi64>
                %v55 = memref.load %l12[%k0] : memref<?xi64>
                %v56 = arith.constant 63 : i64
                %v57 = arith.andi %v55, %v56 : i64
                %v58 = arith.shrui %v54, %v57 : i64
                memref.store %v58, %l13[%k0] : memref<?xi64>
                %v59 = memref.load %l13[%k0] : memref<?xi64>
                %v60 = arith.trunci %v59 : i64 to i32
                memref.store %v60, %l14[%k0] : memref<?xi32>
                %v61 = memref.load %l8[%k0] : memref<?xi64>
                %v62 = arith.trunci %v61 : i64 to i32
                memref.store %v62, %l15[%k0] : memref<?xi32>
                %v63 = memref.load %l14[%k0] : memref<?xi32>
                %v64 = memref.load %l15[%k0] : memref<?xi32>
                %v65 = arith.muli %v63, %v64 : i32
                memref.store %v65, %l16[%k0] : memref<?xi32>
                %v66 = arith.constant 1258291200 : i32
                %v67 = memref.load %l16[%k0] : memref<?xi32>
                %v68 = arith.addi %v66, %v67 : i32
                memref.store %v68, %l17[%k0] : memref<?xi32>
                %v69 = arith.constant 1224736768 : i32
                %v70 = memref.load %l16[%k0] : memref<?xi32>
                %v71 = arith.addi %v69, %v70 : i32
                memref.store %v71, %l18[%k0] : memref<?xi32>
                %v72 = arith.constant 1191182336 : i32
                %v73 = memref.load %l16[%k0] : memref<?xi32>
                %v74 = arith.addi %v72, %v73 : i32
                memref.store %v74, %l19[%k0] : memref<?xi32>
                %v75 = arith.constant 1157627904 : i32
                %v76 = memref.load %l16[%k0] : memref<?xi32>
                %v77 = arith.addi %v75, %v76 : i32
                memref.store %v77, %l20[%k0] : memref<?xi32>
                %v78 = arith.constant 1124073472 : i32
                %v79 = memref.load %l16[%k0] : memref<?xi32>
                %v80 = arith.addi %v78, %v79 : i32
                memref.store %v80, %l21[%k0] : memref<?xi32>
                %v81 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v81, %l22[%k0] : memref<?xi64>
                %v82 = arith.constant 16 : i64
                memref.store %v82, %l23[%k0] : memref<?xi64>
                %v83 = arith.constant 0 : i32
                memref.store %v83, %l24[%k0] : memref<?xi32>
                %v84 = arith.constant 2 : i64
                %v85 = memref.load %l2[%k0] : memref<?xi64>
                %v86 = arith.muli %v84, %v85 : i64
                memref.store %v86, %l25[%k0] : memref<?xi64>
                %v87 = memref.load %ls7[%lane] : memref<?xi64>
                %v88 = memref.load %l25[%k0] : memref<?xi64>
                %v89 = arith.addi %v87, %v88 : i64
                memref.store %v89, %l26[%k0] : memref<?xi64>
                %v90 = memref.load %l26[%k0] : memref<?xi64>
                %v91 = arith.constant 0 : i64
                %v92 = arith.addi %v90, %v91 : i64
                memref.store %v92, %l27[%k0] : memref<?xi64>
                %v93 = arith.index_cast %n2 : index to i64
                memref.store %v93, %l28[%k0] : memref<?xi64>
                %v94 = memref.load %l27[%k0] : memref<?xi64>
                %v95 = memref.load %l28[%k0] : memref<?xi64>
                %v96 = arith.cmpi ult, %v94, %v95 : i64
                memref.store %v96, %l29[%k0] : memref<?xi1>
                %v97 = memref.load %l29[%k0] : memref<?xi1>
                cf.cond_br %v97, ^bb3, ^bb6
              ^bb3:
                %v98 = memref.load %l27[%k0] : memref<?xi64>
                %v99 = memref.load %l10[%k0] : memref<?xi64>
                %v100 = arith.muli %v98, %v99 : i64
                memref.store %v100, %l30[%k0] : memref<?xi64>
                %v101 = memref.load %ls1[%lane] : memref<?xi64>
                %v102 = arith.constant 2 : i64
                %v103 = arith.constant 0 : i64
                %v104 = arith.cmpi eq, %v102, %v103 : i64
                %v105 = arith.constant 1 : i64
                %v106 = arith.select %v104, %v105, %v102 : i64
                %v107 = arith.divui %v101, %v106 : i64
                memref.store %v107, %l31[%k0] : memref<?xi64>
                %v108 = memref.load %l30[%k0] : memref<?xi64>
                %v109 = memref.load %l31[%k0] : memref<?xi64>
                %v110 = arith.addi %v108, %v109 : i64
                memref.store %v110, %l32[%k0] : memref<?xi64>
                %v111 = memref.load %l32[%k0] : memref<?xi64>
                %v112 = arith.constant 18 : i64
                %v113 = arith.muli %v111, %v112 : i64
                memref.store %v113, %l33[%k0] : memref<?xi64>
                %v114 = memref.load %l33[%k0] : memref<?xi64>
                %v115 = arith.constant 4 : i64
                %v116 = arith.constant 0 : i64
                %v117 = arith.cmpi eq, %v115, %v116 : i64
                %v118 = arith.constant 1 : i64
                %v119 = arith.select %v117, %v118, %v115 : i64
                %v120 = arith.divui %v114, %v119 : i64
                memref.store %v120, %l34[%k0] : memref<?xi64>
                %v121 = memref.load %l34[%k0] : memref<?xi64>
                %v122 = memref.load %l9[%k0] : memref<?xi64>
                %v123 = arith.cmpi ult, %v121, %v122 : i64
                memref.store %v123, %l35[%k0] : memref<?xi1>
                %v124 = memref.load %l35[%k0] : memref<?xi1>
                cf.cond_br %v124, ^bb4, ^bb5
              ^bb4:
                %v125 = memref.load %l34[%k0] : memref<?xi64>
                memref.store %v125, %l22[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v126 = memref.load %l33[%k0] : memref<?xi64>
                %v127 = arith.constant 4 : i64
                %v128 = arith.constant 0 : i64
                %v129 = arith.cmpi eq, %v127, %v128 : i64
                %v130 = arith.constant 1 : i64
                %v131 = arith.select %v129, %v130, %v127 : i64
                %v132 = arith.remui %v126, %v131 : i64
                memref.store %v132, %l36[%k0] : memref<?xi64>
                %v133 = memref.load %l36[%k0] : memref<?xi64>
                %v134 = arith.constant 8 : i64
                %v135 = arith.muli %v133, %v134 : i64
                memref.store %v135, %l37[%k0] : memref<?xi64>
                %v136 = arith.constant 16 : i64
                %v137 = memref.load %l37[%k0] : memref<?xi64>
                %v138 = arith.addi %v136, %v137 : i64
                memref.store %v138, %l23[%k0] : memref<?xi64>
                %v139 = memref.load %l33[%k0] : memref<?xi64>
                %v140 = arith.constant 4 : i64
                %v141 = arith.constant 0 : i64
                %v142 = arith.cmpi eq, %v140, %v141 : i64
                %v143 = arith.constant 1 : i64
                %v144 = arith.select %v142, %v143, %v140 : i64
                %v145 = arith.remui %v139, %v144 : i64
                memref.store %v145, %l38[%k0] : memref<?xi64>
                %v146 = memref.load %l38[%k0] : memref<?xi64>
                %v147 = arith.constant 8 : i64
                %v148 = arith.muli %v146, %v147 : i64
                memref.store %v148, %l39[%k0] : memref<?xi64>
                %v149 = memref.load %l39[%k0] : memref<?xi64>
                %v150 = arith.trunci %v149 : i64 to i32
                memref.store %v150, %l24[%k0] : memref<?xi32>
                cf.br ^bb6
              ^bb6:
                %v151 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v151, %l40[%k0] : memref<?xi64>
                %v152 = arith.constant 16 : i64
                memref.store %v152, %l41[%k0] : memref<?xi64>
                %v153 = arith.constant 0 : i32
                memref.store %v153, %l42[%k0] : memref<?xi32>
                %v154 = arith.constant 2 : i64
                %v155 = memref.load %l2[%k0] : memref<?xi64>
                %v156 = arith.muli %v154, %v155 : i64
                memref.store %v156, %l43[%k0] : memref<?xi64>
                %v157 = memref.load %ls7[%lane] : memref<?xi64>
                %v158 = memref.load %l43[%k0] : memref<?xi64>
                %v159 = arith.addi %v157, %v158 : i64
                memref.store %v159, %l44[%k0] : memref<?xi64>
                %v160 = memref.load %l44[%k0] : memref<?xi64>
                %v161 = arith.constant 1 : i64
                %v162 = arith.addi %v160, %v161 : i64
                memref.store %v162, %l45[%k0] : memref<?xi64>
                %v163 = arith.index_cast %n2 : index to i64
                memref.store %v163, %l46[%k0] : memref<?xi64>
                %v164 = memref.load %l45[%k0] : memref<?xi64>
                %v165 = memref.load %l46[%k0] : memref<?xi64>
                %v166 = arith.cmpi ult, %v164, %v165 : i64
                memref.store %v166, %l47[%k0] : memref<?xi1>
                %v167 = memref.load %l47[%k0] : memref<?xi1>
                cf.cond_br %v167, ^bb7, ^bb10
              ^bb7:
                %v168 = memref.load %l45[%k0] : memref<?xi64>
                %v169 = memref.load %l10[%k0] : memref<?xi64>
                %v170 = arith.muli %v168, %v169 : i64
                memref.store %v170, %l48[%k0] : memref<?xi64>
                %v171 = memref.load %ls1[%lane] : memref<?xi64>
                %v172 = arith.constant 2 : i64
                %v173 = arith.constant 0 : i64
                %v174 = arith.cmpi eq, %v172, %v173 : i64
                %v175 = arith.constant 1 : i64
                %v176 = arith.select %v174, %v175, %v172 : i64
                %v177 = arith.divui %v171, %v176 : i64
                memref.store %v177, %l49[%k0] : memref<?xi64>
                %v178 = memref.load %l48[%k0] : memref<?xi64>
                %v179 = memref.load %l49[%k0] : memref<?xi64>
                %v180 = arith.addi %v178, %v179 : i64
                memref.store %v180, %l50[%k0] : memref<?xi64>
                %v181 = memref.load %l50[%k0] : memref<?xi64>
                %v182 = arith.constant 18 : i64
                %v183 = arith.muli %v181, %v182 : i64
                memref.store %v183, %l51[%k0] : memref<?xi64>
                %v184 = memref.load %l51[%k0] : memref<?xi64>
                %v185 = arith.constant 4 : i64
                %v186 = arith.constant 0 : i64
                %v187 = arith.cmpi eq, %v185, %v186 : i64
                %v188 = arith.constant 1 : i64
                %v189 = arith.select %v187, %v188, %v185 : i64
                %v190 = arith.divui %v184, %v189 : i64
                memref.store %v190, %l52[%k0] : memref<?xi64>
                %v191 = memref.load %l52[%k0] : memref<?xi64>
                %v192 = memref.load %l9[%k0] : memref<?xi64>
                %v193 = arith.cmpi ult, %v191, %v192 : i64
                memref.store %v193, %l53[%k0] : memref<?xi1>
                %v194 = memref.load %l53[%k0] : memref<?xi1>
                cf.cond_br %v194, ^bb8, ^bb9
              ^bb8:
                %v195 = memref.load %l52[%k0] : memref<?xi64>
                memref.store %v195, %l40[%k0] : memref<?xi64>
                cf.br ^bb9
              ^bb9:
                %v196 = memref.load %l51[%k0] : memref<?xi64>
                %v197 = arith.constant 4 : i64
                %v198 = arith.constant 0 : i64
                %v199 = arith.cmpi eq, %v197, %v198 : i64
                %v200 = arith.constant 1 : i64
                %v201 = arith.select %v199, %v200, %v197 : i64
                %v202 = arith.remui %v196, %v201 : i64
                memref.store %v202, %l54[%k0] : memref<?xi64>
                %v203 = memref.load %l54[%k0] : memref<?xi64>
                %v204 = arith.constant 8 : i64
                %v205 = arith.muli %v203, %v204 : i64
                memref.store %v205, %l55[%k0] : memref<?xi64>
                %v206 = arith.constant 16 : i64
                %v207 = memref.load %l55[%k0] : memref<?xi64>
                %v208 = arith.addi %v206, %v207 : i64
                memref.store %v208, %l41[%k0] : memref<?xi64>
                %v209 = memref.load %l51[%k0] : memref<?xi64>
                %v210 = arith.constant 4 : i64
                %v211 = arith.constant 0 : i64
                %v212 = arith.cmpi eq, %v210, %v211 : i64
                %v213 = arith.constant 1 : i64
                %v214 = arith.select %v212, %v213, %v210 : i64
                %v215 = arith.remui %v209, %v214 : i64
                memref.store %v215, %l56[%k0] : memref<?xi64>
                %v216 = memref.load %l56[%k0] : memref<?xi64>
                %v217 = arith.constant 8 : i64
                %v218 = arith.muli %v216, %v217 : i64
                memref.store %v218, %l57[%k0] : memref<?xi64>
                %v219 = memref.load %l57[%k0] : memref<?xi64>
                %v220 = arith.trunci %v219 : i64 to i32
                memref.store %v220, %l42[%k0] : memref<?xi32>
                cf.br ^bb10
              ^bb10:
                %v221 = arith.constant 0x00000000 : f32
                memref.store %v221, %l58[%k0] : memref<?xf32>
                %v222 = arith.constant 0x00000000 : f32
                memref.store %v222, %l59[%k0] : memref<?xf32>
                %v223 = memref.load %ls1[%lane] : memref<?xi64>
                %v224 = arith.constant 2 : i64
                %v225 = arith.constant 0 : i64
                %v226 = arith.cmpi eq, %v224, %v225 : i64
                %v227 = arith.constant 1 : i64
                %v228 = arith.select %v226, %v227, %v224 : i64
                %v229 = arith.divui %v223, %v228 : i64
                memref.store %v229, %l60[%k0] : memref<?xi64>
                %v230 = memref.load %l60[%k0] : memref<?xi64>
                %v231 = arith.constant 32 : i64
                %v232 = arith.muli %v230, %v231 : i64
                memref.store %v232, %l61[%k0] : memref<?xi64>
                cf.br ^bb11
              ^bb11:
                %v233 = memref.load %l61[%k0] : memref<?xi64>
                memref.store %v233, %l62[%k0] : memref<?xi64>
                %v234 = memref.load %l62[%k0] : memref<?xi64>
                %v235 = memref.load %l11[%k0] : memref<?xi64>
                %v236 = arith.cmpi uge, %v234, %v235 : i64
                memref.store %v236, %l63[%k0] : memref<?xi1>
                %v237 = memref.load %l63[%k0] : memref<?xi1>
                cf.cond_br %v237, ^bb69, ^bb12
              ^bb12:
                %v238 = memref.load %l62[%k0] : memref<?xi64>
                %v239 = arith.constant 512 : i64
                %v240 = arith.constant 0 : i64
                %v241 = arith.cmpi eq, %v239, %v240 : i64
                %v242 = arith.constant 1 : i64
                %v243 = arith.select %v241, %v242, %v239 : i64
                %v244 = arith.divui %v238, %v243 : i64
                memref.store %v244, %l64[%k0] : memref<?xi64>
                %v245 = memref.load %l64[%k0] : memref<?xi64>
                %v246 = arith.constant 72 : i64
                %v247 = arith.muli %v245, %v246 : i64
                memref.store %v247, %l65[%k0] : memref<?xi64>
                %v248 = memref.load %l62[%k0] : memref<?xi64>
                %v249 = arith.constant 1 : i64
                %v250 = arith.ori %v248, %v249 : i64
                memref.store %v250, %l66[%k0] : memref<?xi64>
                %v251 = memref.load %l62[%k0] : memref<?xi64>
                %v252 = arith.constant 2 : i64
                %v253 = arith.ori %v251, %v252 : i64
                memref.store %v253, %l67[%k0] : memref<?xi64>
                %v254 = memref.load %l62[%k0] : memref<?xi64>
                %v255 = arith.constant 3 : i64
                %v256 = arith.ori %v254, %v255 : i64
                memref.store %v256, %l68[%k0] : memref<?xi64>
                %v257 = memref.load %l62[%k0] : memref<?xi64>
                %v258 = arith.constant 4 : i64
                %v259 = arith.ori %v257, %v258 : i64
                memref.store %v259, %l69[%k0] : memref<?xi64>
                %v260 = memref.load %l62[%k0] : memref<?xi64>
                %v261 = arith.constant 5 : i64
                %v262 = arith.ori %v260, %v261 : i64
                memref.store %v262, %l70[%k0] : memref<?xi64>
                %v263 = memref.load %l62[%k0] : memref<?xi64>
                %v264 = arith.constant 6 : i64
                %v265 = arith.ori %v263, %v264 : i64
                memref.store %v265, %l71[%k0] : memref<?xi64>
                %v266 = memref.load %l62[%k0] : memref<?xi64>
                %v267 = arith.constant 7 : i64
                %v268 = arith.ori %v266, %v267 : i64
                memref.store %v268, %l72[%k0] : memref<?xi64>
                %v269 = memref.load %l62[%k0] : memref<?xi64>
                %v270 = arith.constant 8 : i64
                %v271 = arith.ori %v269, %v270 : i64
                memref.store %v271, %l73[%k0] : memref<?xi64>
                %v272 = memref.load %l62[%k0] : memref<?xi64>
                %v273 = arith.constant 9 : i64
                %v274 = arith.ori %v272, %v273 : i64
                memref.store %v274, %l74[%k0] : memref<?xi64>
                %v275 = memref.load %l62[%k0] : memref<?xi64>
                %v276 = arith.constant 10 : i64
                %v277 = arith.ori %v275, %v276 : i64
                memref.store %v277, %l75[%k0] : memref<?xi64>
                %v278 = memref.load %l62[%k0] : memref<?xi64>
                %v279 = arith.constant 11 : i64
                %v280 = arith.ori %v278, %v279 : i64
                memref.store %v280, %l76[%k0] : memref<?xi64>
                %v281 = memref.load %l62[%k0] : memref<?xi64>
                %v282 = arith.constant 12 : i64
                %v283 = arith.ori %v281, %v282 : i64
                memref.store %v283, %l77[%k0] : memref<?xi64>
                %v284 = memref.load %l62[%k0] : memref<?xi64>
                %v285 = arith.constant 13 : i64
                %v286 = arith.ori %v284, %v285 : i64
                memref.store %v286, %l78[%k0] : memref<?xi64>
                %v287 = memref.load %l62[%k0] : memref<?xi64>
                %v288 = arith.constant 14 : i64
                %v289 = arith.ori %v287, %v288 : i64
                memref.store %v289, %l79[%k0] : memref<?xi64>
                %v290 = memref.load %l62[%k0] : memref<?xi64>
                %v291 = arith.constant 15 : i64
                %v292 = arith.ori %v290, %v291 : i64
                memref.store %v292, %l80[%k0] : memref<?xi64>
                %v293 = memref.load %l62[%k0] : memref<?xi64>
                %v294 = arith.constant 16 : i64
                %v295 = arith.ori %v293, %v294 : i64
                memref.store %v295, %l81[%k0] : memref<?xi64>
                %v296 = memref.load %l62[%k0] : memref<?xi64>
                %v297 = arith.constant 17 : i64
                %v298 = arith.ori %v296, %v297 : i64
                memref.store %v298, %l82[%k0] : memref<?xi64>
                %v299 = memref.load %l62[%k0] : memref<?xi64>
                %v300 = arith.constant 18 : i64
                %v301 = arith.ori %v299, %v300 : i64
                memref.store %v301, %l83[%k0] : memref<?xi64>
                %v302 = memref.load %l62[%k0] : memref<?xi64>
                %v303 = arith.constant 19 : i64
                %v304 = arith.ori %v302, %v303 : i64
                memref.store %v304, %l84[%k0] : memref<?xi64>
                %v305 = memref.load %l62[%k0] : memref<?xi64>
                %v306 = arith.constant 20 : i64
                %v307 = arith.ori %v305, %v306 : i64
                memref.store %v307, %l85[%k0] : memref<?xi64>
                %v308 = memref.load %l62[%k0] : memref<?xi64>
                %v309 = arith.constant 21 : i64
                %v310 = arith.ori %v308, %v309 : i64
                memref.store %v310, %l86[%k0] : memref<?xi64>
                %v311 = memref.load %l62[%k0] : memref<?xi64>
                %v312 = arith.constant 22 : i64
                %v313 = arith.ori %v311, %v312 : i64
                memref.store %v313, %l87[%k0] : memref<?xi64>
                %v314 = memref.load %l62[%k0] : memref<?xi64>
                %v315 = arith.constant 23 : i64
                %v316 = arith.ori %v314, %v315 : i64
                memref.store %v316, %l88[%k0] : memref<?xi64>
                %v317 = memref.load %l62[%k0] : memref<?xi64>
                %v318 = arith.constant 24 : i64
                %v319 = arith.ori %v317, %v318 : i64
                memref.store %v319, %l89[%k0] : memref<?xi64>
                %v320 = memref.load %l62[%k0] : memref<?xi64>
                %v321 = arith.constant 25 : i64
                %v322 = arith.ori %v320, %v321 : i64
                memref.store %v322, %l90[%k0] : memref<?xi64>
                %v323 = memref.load %l62[%k0] : memref<?xi64>
                %v324 = arith.constant 26 : i64
                %v325 = arith.ori %v323, %v324 : i64
                memref.store %v325, %l91[%k0] : memref<?xi64>
                %v326 = memref.load %l62[%k0] : memref<?xi64>
                %v327 = arith.constant 27 : i64
                %v328 = arith.ori %v326, %v327 : i64
                memref.store %v328, %l92[%k0] : memref<?xi64>
                %v329 = memref.load %l62[%k0] : memref<?xi64>
                %v330 = arith.constant 28 : i64
                %v331 = arith.ori %v329, %v330 : i64
                memref.store %v331, %l93[%k0] : memref<?xi64>
                %v332 = memref.load %l62[%k0] : memref<?xi64>
                %v333 = arith.constant 29 : i64
                %v334 = arith.ori %v332, %v333 : i64
                memref.store %v334, %l94[%k0] : memref<?xi64>
                %v335 = memref.load %l62[%k0] : memref<?xi64>
                %v336 = arith.constant 30 : i64
                %v337 = arith.ori %v335, %v336 : i64
                memref.store %v337, %l95[%k0] : memref<?xi64>
                %v338 = memref.load %l62[%k0] : memref<?xi64>
                %v339 = arith.constant 31 : i64
                %v340 = arith.ori %v338, %v339 : i64
                memref.store %v340, %l96[%k0] : memref<?xi64>
                %v341 = memref.load %l96[%k0] : memref<?xi64>
                %v342 = memref.load %l8[%k0] : memref<?xi64>
                %v343 = arith.cmpi ult, %v341, %v342 : i64
                memref.store %v343, %l97[%k0] : memref<?xi1>
                %v344 = memref.load %l97[%k0] : memref<?xi1>
                cf.cond_br %v344, ^bb13, ^bb69
              ^bb13:
                %v345 = memref.load %l62[%k0] : memref<?xi64>
                %v346 = memref.load %l8[%k0] : memref<?xi64>
                %v347 = arith.cmpi ult, %v345, %v346 : i64
                memref.store %v347, %l98[%k0] : memref<?xi1>
                %v348 = memref.load %l98[%k0] : memref<?xi1>
                cf.cond_br %v348, ^bb14, ^bb69
              ^bb14:
                %v349 = memref.load %l66[%k0] : memref<?xi64>
                %v350 = memref.load %l8[%k0] : memref<?xi64>
                %v351 = arith.cmpi ult, %v349, %v350 : i64
                memref.store %v351, %l99[%k0] : memref<?xi1>
                %v352 = memref.load %l99[%k0] : memref<?xi1>
                cf.cond_br %v352, ^bb15, ^bb69
              ^bb15:
                %v353 = memref.load %l67[%k0] : memref<?xi64>
                %v354 = memref.load %l8[%k0] : memref<?xi64>
                %v355 = arith.cmpi ult, %v353, %v354 : i64
                memref.store %v355, %l100[%k0] : memref<?xi1>
                %v356 = memref.load %l100[%k0] : memref<?xi1>
                cf.cond_br %v356, ^bb16, ^bb69
              ^bb16:
                %v357 = memref.load %l68[%k0] : memref<?xi64>
                %v358 = memref.load %l8[%k0] : memref<?xi64>
                %v359 = arith.cmpi ult, %v357, %v358 : i64
                memref.store %v359, %l101[%k0] : memref<?xi1>
                %v360 = memref.load %l101[%k0] : memref<?xi1>
                cf.cond_br %v360, ^bb17, ^bb69
              ^bb17:
                %v361 = memref.load %l69[%k0] : memref<?xi64>
                %v362 = memref.load %l8[%k0] : memref<?xi64>
                %v363 = arith.cmpi ult, %v361, %v362 : i64
                memref.store %v363, %l102[%k0] : memref<?xi1>
                %v364 = memref.load %l102[%k0] : memref<?xi1>
                cf.cond_br %v364, ^bb18, ^bb69
              ^bb18:
                %v365 = memref.load %l70[%k0] : memref<?xi64>
                %v366 = memref.load %l8[%k0] : memref<?xi64>
                %v367 = arith.cmpi ult, %v365, %v366 : i64
                memref.store %v367, %l103[%k0] : memref<?xi1>
                %v368 = memref.load %l103[%k0] : memref<?xi1>
                cf.cond_br %v368, ^bb19, ^bb69
              ^bb19:
                %v369 = memref.load %l71[%k0] : memref<?xi64>
                %v370 = memref.load %l8[%k0] : memref<?xi64>
                %v371 = arith.cmpi ult, %v369, %v370 : i64
                memref.store %v371, %l104[%k0] : memref<?xi1>
                %v372 = memref.load %l104[%k0] : memref<?xi1>
                cf.cond_br %v372, ^bb20, ^bb69
              ^bb20:
                %v373 = memref.load %l72[%k0] : memref<?xi64>
                %v374 = memref.load %l8[%k0] : memref<?xi64>
                %v375 = arith.cmpi ult, %v373, %v374 : i64
                memref.store %v375, %l105[%k0] : memref<?xi1>
                %v376 = memref.load %l105[%k0] : memref<?xi1>
                cf.cond_br %v376, ^bb21, ^bb69
              ^bb21:
                %v377 = memref.load %l73[%k0] : memref<?xi64>
                %v378 = memref.load %l8[%k0] : memref<?xi64>
                %v379 = arith.cmpi ult, %v377, %v378 : i64
                memref.store %v379, %l106[%k0] : memref<?xi1>
                %v380 = memref.load %l106[%k0] : memref<?xi1>
                cf.cond_br %v380, ^bb22, ^bb69
              ^bb22:
                %v381 = memref.load %l74[%k0] : memref<?xi64>
                %v382 = memref.load %l8[%k0] : memref<?xi64>
                %v383 = arith.cmpi ult, %v381, %v382 : i64
                memref.store %v383, %l107[%k0] : memref<?xi1>
                %v384 = memref.load %l107[%k0] : memref<?xi1>
                cf.cond_br %v384, ^bb23, ^bb69
              ^bb23:
                %v385 = memref.load %l75[%k0] : memref<?xi64>
                %v386 = memref.load %l8[%k0] : memref<?xi64>
                %v387 = arith.cmpi ult, %v385, %v386 : i64
                memref.store %v387, %l108[%k0] : memref<?xi1>
                %v388 = memref.load %l108[%k0] : memref<?xi1>
                cf.cond_br %v388, ^bb24, ^bb69
              ^bb24:
                %v389 = memref.load %l76[%k0] : memref<?xi64>
                %v390 = memref.load %l8[%k0] : memref<?xi64>
                %v391 = arith.cmpi ult, %v389, %v390 : i64
                memref.store %v391, %l109[%k0] : memref<?xi1>
                %v392 = memref.load %l109[%k0] : memref<?xi1>
                cf.cond_br %v392, ^bb25, ^bb69
              ^bb25:
                %v393 = memref.load %l77[%k0] : memref<?xi64>
                %v394 = memref.load %l8[%k0] : memref<?xi64>
                %v395 = arith.cmpi ult, %v393, %v394 : i64
                memref.store %v395, %l110[%k0] : memref<?xi1>
                %v396 = memref.load %l110[%k0] : memref<?xi1>
                cf.cond_br %v396, ^bb26, ^bb69
              ^bb26:
                %v397 = memref.load %l78[%k0] : memref<?xi64>
                %v398 = memref.load %l8[%k0] : memref<?xi64>
                %v399 = arith.cmpi ult, %v397, %v398 : i64
                memref.store %v399, %l111[%k0] : memref<?xi1>
                %v400 = memref.load %l111[%k0] : memref<?xi1>
                cf.cond_br %v400, ^bb27, ^bb69
              ^bb27:
                %v401 = memref.load %l79[%k0] : memref<?xi64>
                %v402 = memref.load %l8[%k0] : memref<?xi64>
                %v403 = arith.cmpi ult, %v401, %v402 : i64
                memref.store %v403, %l112[%k0] : memref<?xi1>
                %v404 = memref.load %l112[%k0] : memref<?xi1>
                cf.cond_br %v404, ^bb28, ^bb69
              ^bb28:
                %v405 = memref.load %l80[%k0] : memref<?xi64>
                %v406 = memref.load %l8[%k0] : memref<?xi64>
                %v407 = arith.cmpi ult, %v405, %v406 : i64
                memref.store %v407, %l113[%k0] : memref<?xi1>
                %v408 = memref.load %l113[%k0] : memref<?xi1>
                cf.cond_br %v408, ^bb29, ^bb69
              ^bb29:
                %v409 = memref.load %l81[%k0] : memref<?xi64>
                %v410 = memref.load %l8[%k0] : memref<?xi64>
                %v411 = arith.cmpi ult, %v409, %v410 : i64
                memref.store %v411, %l114[%k0] : memref<?xi1>
                %v412 = memref.load %l114[%k0] : memref<?xi1>
                cf.cond_br %v412, ^bb30, ^bb69
              ^bb30:
                %v413 = memref.load %l82[%k0] : memref<?xi64>
                %v414 = memref.load %l8[%k0] : memref<?xi64>
                %v415 = arith.cmpi ult, %v413, %v414 : i64
                memref.store %v415, %l115[%k0] : memref<?xi1>
                %v416 = memref.load %l115[%k0] : memref<?xi1>
                cf.cond_br %v416, ^bb31, ^bb69
              ^bb31:
                %v417 = memref.load %l83[%k0] : memref<?xi64>
                %v418 = memref.load %l8[%k0] : memref<?xi64>
                %v419 = arith.cmpi ult, %v417, %v418 : i64
                memref.store %v419, %l116[%k0] : memref<?xi1>
                %v420 = memref.load %l116[%k0] : memref<?xi1>
                cf.cond_br %v420, ^bb32, ^bb69
              ^bb32:
                %v421 = memref.load %l84[%k0] : memref<?xi64>
                %v422 = memref.load %l8[%k0] : memref<?xi64>
                %v423 = arith.cmpi ult, %v421, %v422 : i64
                memref.store %v423, %l117[%k0] : memref<?xi1>
                %v424 = memref.load %l117[%k0] : memref<?xi1>
                cf.cond_br %v424, ^bb33, ^bb69
              ^bb33:
                %v425 = memref.load %l85[%k0] : memref<?xi64>
                %v426 = memref.load %l8[%k0] : memref<?xi64>
                %v427 = arith.cmpi ult, %v425, %v426 : i64
                memref.store %v427, %l118[%k0] : memref<?xi1>
                %v428 = memref.load %l118[%k0] : memref<?xi1>
                cf.cond_br %v428, ^bb34, ^bb69
              ^bb34:
                %v429 = memref.load %l86[%k0] : memref<?xi64>
                %v430 = memref.load %l8[%k0] : memref<?xi64>
                %v431 = arith.cmpi ult, %v429, %v430 : i64
                memref.store %v431, %l119[%k0] : memref<?xi1>
                %v432 = memref.load %l119[%k0] : memref<?xi1>
                cf.cond_br %v432, ^bb35, ^bb69
              ^bb35:
                %v433 = memref.load %l87[%k0] : memref<?xi64>
                %v434 = memref.load %l8[%k0] : memref<?xi64>
                %v435 = arith.cmpi ult, %v433, %v434 : i64
                memref.store %v435, %l120[%k0] : memref<?xi1>
                %v436 = memref.load %l120[%k0] : memref<?xi1>
                cf.cond_br %v436, ^bb36, ^bb69
              ^bb36:
                %v437 = memref.load %l88[%k0] : memref<?xi64>
                %v438 = memref.load %l8[%k0] : memref<?xi64>
                %v439 = arith.cmpi ult, %v437, %v438 : i64
                memref.store %v439, %l121[%k0] : memref<?xi1>
                %v440 = memref.load %l121[%k0] : memref<?xi1>
                cf.cond_br %v440, ^bb37, ^bb69
              ^bb37:
                %v441 = memref.load %l89[%k0] : memref<?xi64>
                %v442 = memref.load %l8[%k0] : memref<?xi64>
                %v443 = arith.cmpi ult, %v441, %v442 : i64
                memref.store %v443, %l122[%k0] : memref<?xi1>
                %v444 = memref.load %l122[%k0] : memref<?xi1>
                cf.cond_br %v444, ^bb38, ^bb69
              ^bb38:
                %v445 = memref.load %l90[%k0] : memref<?xi64>
                %v446 = memref.load %l8[%k0] : memref<?xi64>
                %v447 = arith.cmpi ult, %v445, %v446 : i64
                memref.store %v447, %l123[%k0] : memref<?xi1>
                %v448 = memref.load %l123[%k0] : memref<?xi1>
                cf.cond_br %v448, ^bb39, ^bb69
              ^bb39:
                %v449 = memref.load %l91[%k0] : memref<?xi64>
                %v450 = memref.load %l8[%k0] : memref<?xi64>
                %v451 = arith.cmpi ult, %v449, %v450 : i64
                memref.store %v451, %l124[%k0] : memref<?xi1>
                %v452 = memref.load %l124[%k0] : memref<?xi1>
                cf.cond_br %v452, ^bb40, ^bb69
              ^bb40:
                %v453 = memref.load %l92[%k0] : memref<?xi64>
                %v454 = memref.load %l8[%k0] : memref<?xi64>
                %v455 = arith.cmpi ult, %v453, %v454 : i64
                memref.store %v455, %l125[%k0] : memref<?xi1>
                %v456 = memref.load %l125[%k0] : memref<?xi1>
                cf.cond_br %v456, ^bb41, ^bb69
              ^bb41:
                %v457 = memref.load %l93[%k0] : memref<?xi64>
                %v458 = memref.load %l8[%k0] : memref<?xi64>
                %v459 = arith.cmpi ult, %v457, %v458 : i64
                memref.store %v459, %l126[%k0] : memref<?xi1>
                %v460 = memref.load %l126[%k0] : memref<?xi1>
                cf.cond_br %v460, ^bb42, ^bb69
              ^bb42:
                %v461 = memref.load %l94[%k0] : memref<?xi64>
                %v462 = memref.load %l8[%k0] : memref<?xi64>
                %v463 = arith.cmpi ult, %v461, %v462 : i64
                memref.store %v463, %l127[%k0] : memref<?xi1>
                %v464 = memref.load %l127[%k0] : memref<?xi1>
                cf.cond_br %v464, ^bb43, ^bb69
              ^bb43:
                %v465 = memref.load %l95[%k0] : memref<?xi64>
                %v466 = memref.load %l8[%k0] : memref<?xi64>
                %v467 = arith.cmpi ult, %v465, %v466 : i64
                memref.store %v467, %l128[%k0] : memref<?xi1>
                %v468 = memref.load %l128[%k0] : memref<?xi1>
                cf.cond_br %v468, ^bb44, ^bb69
              ^bb44:
                %v469 = memref.load %l62[%k0] : memref<?xi64>
                %v470 = arith.index_cast %v469 : i64 to index
                %v471 = memref.load %p1[%v470] : memref<?xf32>
                memref.store %v471, %l129[%k0] : memref<?xf32>
                %v472 = memref.load %l66[%k0] : memref<?xi64>
                %v473 = arith.index_cast %v472 : i64 to index
                %v474 = memref.load %p1[%v473] : memref<?xf32>
                memref.store %v474, %l130[%k0] : memref<?xf32>
                %v475 = memref.load %l67[%k0] : memref<?xi64>
                %v476 = arith.index_cast %v475 : i64 to index
                %v477 = memref.load %p1[%v476] : memref<?xf32>
                memref.store %v477, %l131[%k0] : memref<?xf32>
                %v478 = memref.load %l68[%k0] : memref<?xi64>
                %v479 = arith.index_cast %v478 : i64 to index
                %v480 = memref.load %p1[%v479] : memref<?xf32>
                memref.store %v480, %l132[%k0] : memref<?xf32>
                %v481 = memref.load %l69[%k0] : memref<?xi64>
                %v482 = arith.index_cast %v481 : i64 to index
                %v483 = memref.load %p1[%v482] : memref<?xf32>
                memref.store %v483, %l133[%k0] : memref<?xf32>
                %v484 = memref.load %l70[%k0] : memref<?xi64>
                %v485 = arith.index_cast %v484 : i64 to index
                %v486 = memref.load %p1[%v485] : memref<?xf32>
                memref.store %v486, %l134[%k0] : memref<?xf32>
                %v487 = memref.load %l71[%k0] : memref<?xi64>
                %v488 = arith.index_cast %v487 : i64 to index
                %v489 = memref.load %p1[%v488] : memref<?xf32>
                memref.store %v489, %l135[%k0] : memref<?xf32>
                %v490 = memref.load %l72[%k0] : memref<?xi64>
                %v491 = arith.index_cast %v490 : i64 to index
                %v492 = memref.load %p1[%v491] : memref<?xf32>
                memref.store %v492, %l136[%k0] : memref<?xf32>
                %v493 = memref.load %l73[%k0] : memref<?xi64>
                %v494 = arith.index_cast %v493 : i64 to index
                %v495 = memref.load %p1[%v494] : memref<?xf32>
                memref.store %v495, %l137[%k0] : memref<?xf32>
                %v496 = memref.load %l74[%k0] : memref<?xi64>
                %v497 = arith.index_cast %v496 : i64 to index
                %v498 = memref.load %p1[%v497] : memref<?xf32>
                memref.store %v498, %l138[%k0] : memref<?xf32>
                %v499 = memref.load %l75[%k0] : memref<?xi64>
                %v500 = arith.index_cast %v499 : i64 to index
                %v501 = memref.load %p1[%v500] : memref<?xf32>
                memref.store %v501, %l139[%k0] : memref<?xf32>
                %v502 = memref.load %l76[%k0] : memref<?xi64>
                %v503 = arith.index_cast %v502 : i64 to index
                %v504 = memref.load %p1[%v503] : memref<?xf32>
                memref.store %v504, %l140[%k0] : memref<?xf32>
                %v505 = memref.load %l77[%k0] : memref<?xi64>
                %v506 = arith.index_cast %v505 : i64 to index
                %v507 = memref.load %p1[%v506] : memref<?xf32>
                memref.store %v507, %l141[%k0] : memref<?xf32>
                %v508 = memref.load %l78[%k0] : memref<?xi64>
                %v509 = arith.index_cast %v508 : i64 to index
                %v510 = memref.load %p1[%v509] : memref<?xf32>
                memref.store %v510, %l142[%k0] : memref<?xf32>
                %v511 = memref.load %l79[%k0] : memref<?xi64>
                %v512 = arith.index_cast %v511 : i64 to index
                %v513 = memref.load %p1[%v512] : memref<?xf32>
                memref.store %v513, %l143[%k0] : memref<?xf32>
                %v514 = memref.load %l80[%k0] : memref<?xi64>
                %v515 = arith.index_cast %v514 : i64 to index
                %v516 = memref.load %p1[%v515] : memref<?xf32>
                memref.store %v516, %l144[%k0] : memref<?xf32>
                %v517 = memref.load %l81[%k0] : memref<?xi64>
                %v518 = arith.index_cast %v517 : i64 to index
                %v519 = memref.load %p1[%v518] : memref<?xf32>
                memref.store %v519, %l145[%k0] : memref<?xf32>
                %v520 = memref.load %l82[%k0] : memref<?xi64>
                %v521 = arith.index_cast %v520 : i64 to index
                %v522 = memref.load %p1[%v521] : memref<?xf32>
                memref.store %v522, %l146[%k0] : memref<?xf32>
                %v523 = memref.load %l83[%k0] : memref<?xi64>
                %v524 = arith.index_cast %v523 : i64 to index
                %v525 = memref.load %p1[%v524] : memref<?xf32>
                memref.store %v525, %l147[%k0] : memref<?xf32>
                %v526 = memref.load %l84[%k0] : memref<?xi64>
                %v527 = arith.index_cast %v526 : i64 to index
                %v528 = memref.load %p1[%v527] : memref<?xf32>
                memref.store %v528, %l148[%k0] : memref<?xf32>
                %v529 = memref.load %l85[%k0] : memref<?xi64>
                %v530 = arith.index_cast %v529 : i64 to index
                %v531 = memref.load %p1[%v530] : memref<?xf32>
                memref.store %v531, %l149[%k0] : memref<?xf32>
                %v532 = memref.load %l86[%k0] : memref<?xi64>
                %v533 = arith.index_cast %v532 : i64 to index
                %v534 = memref.load %p1[%v533] : memref<?xf32>
                memref.store %v534, %l150[%k0] : memref<?xf32>
                %v535 = memref.load %l87[%k0] : memref<?xi64>
                %v536 = arith.index_cast %v535 : i64 to index
                %v537 = memref.load %p1[%v536] : memref<?xf32>
                memref.store %v537, %l151[%k0] : memref<?xf32>
                %v538 = memref.load %l88[%k0] : memref<?xi64>
                %v539 = arith.index_cast %v538 : i64 to index
                %v540 = memref.load %p1[%v539] : memref<?xf32>
                memref.store %v540, %l152[%k0] : memref<?xf32>
                %v541 = memref.load %l89[%k0] : memref<?xi64>
                %v542 = arith.index_cast %v541 : i64 to index
                %v543 = memref.load %p1[%v542] : memref<?xf32>
                memref.store %v543, %l153[%k0] : memref<?xf32>
                %v544 = memref.load %l90[%k0] : memref<?xi64>
                %v545 = arith.index_cast %v544 : i64 to index
                %v546 = memref.load %p1[%v545] : memref<?xf32>
                memref.store %v546, %l154[%k0] : memref<?xf32>
                %v547 = memref.load %l91[%k0] : memref<?xi64>
                %v548 = arith.index_cast %v547 : i64 to index
                %v549 = memref.load %p1[%v548] : memref<?xf32>
                memref.store %v549, %l155[%k0] : memref<?xf32>
                %v550 = memref.load %l92[%k0] : memref<?xi64>
                %v551 = arith.index_cast %v550 : i64 to index
                %v552 = memref.load %p1[%v551] : memref<?xf32>
                memref.store %v552, %l156[%k0] : memref<?xf32>
                %v553 = memref.load %l93[%k0] : memref<?xi64>
                %v554 = arith.index_cast %v553 : i64 to index
                %v555 = memref.load %p1[%v554] : memref<?xf32>
                memref.store %v555, %l157[%k0] : memref<?xf32>
                %v556 = memref.load %l94[%k0] : memref<?xi64>
                %v557 = arith.index_cast %v556 : i64 to index
                %v558 = memref.load %p1[%v557] : memref<?xf32>
                memref.store %v558, %l158[%k0] : memref<?xf32>
                %v559 = memref.load %l95[%k0] : memref<?xi64>
                %v560 = arith.index_cast %v559 : i64 to index
                %v561 = memref.load %p1[%v560] : memref<?xf32>
                memref.store %v561, %l159[%k0] : memref<?xf32>
                %v562 = memref.load %l96[%k0] : memref<?xi64>
                %v563 = arith.index_cast %v562 : i64 to index
                %v564 = memref.load %p1[%v563] : memref<?xf32>
                memref.store %v564, %l160[%k0] : memref<?xf32>
                %v565 = memref.load %l22[%k0] : memref<?xi64>
                memref.store %v565, %l161[%k0] : memref<?xi64>
                %v566 = memref.load %l161[%k0] : memref<?xi64>
                %v567 = memref.load %l65[%k0] : memref<?xi64>
                %v568 = arith.addi %v566, %v567 : i64
                memref.store %v568, %l162[%k0] : memref<?xi64>
                %v569 = memref.load %l162[%k0] : memref<?xi64>
                %v570 = arith.constant 1 : i64
                %v571 = arith.addi %v569, %v570 : i64
                memref.store %v571, %l163[%k0] : memref<?xi64>
                %v572 = memref.load %l162[%k0] : memref<?xi64>
                %v573 = arith.constant 2 : i64
                %v574 = arith.addi %v572, %v573 : i64
                memref.store %v574, %l164[%k0] : memref<?xi64>
                %v575 = memref.load %l162[%k0] : memref<?xi64>
                %v576 = arith.constant 3 : i64
                %v577 = arith.addi %v575, %v576 : i64
                memref.store %v577, %l165[%k0] : memref<?xi64>
                %v578 = memref.load %l162[%k0] : memref<?xi64>
                %v579 = arith.constant 4 : i64
                %v580 = arith.addi %v578, %v579 : i64
                memref.store %v580, %l166[%k0] : memref<?xi64>
                %v581 = memref.load %l40[%k0] : memref<?xi64>
                memref.store %v581, %l167[%k0] : memref<?xi64>
                %v582 = memref.load %l167[%k0] : memref<?xi64>
                %v583 = memref.load %l65[%k0] : memref<?xi64>
                %v584 = arith.addi %v582, %v583 : i64
                memref.store %v584, %l168[%k0] : memref<?xi64>
                %v585 = memref.load %l168[%k0] : memref<?xi64>
                %v586 = arith.constant 1 : i64
                %v587 = arith.addi %v585, %v586 : i64
                memref.store %v587, %l169[%k0] : memref<?xi64>
                %v588 = memref.load %l168[%k0] : memref<?xi64>
                %v589 = arith.constant 2 : i64
                %v590 = arith.addi %v588, %v589 : i64
                memref.store %v590, %l170[%k0] : memref<?xi64>
                %v591 = memref.load %l168[%k0] : memref<?xi64>
                %v592 = arith.constant 3 : i64
                %v593 = arith.addi %v591, %v592 : i64
                memref.store %v593, %l171[%k0] : memref<?xi64>
                %v594 = memref.load %l168[%k0] : memref<?xi64>
                %v595 = arith.constant 4 : i64
                %v596 = arith.addi %v594, %v595 : i64
                memref.store %v596, %l172[%k0] : memref<?xi64>
                %v597 = memref.load %l166[%k0] : memref<?xi64>
                %v598 = memref.load %l9[%k0] : memref<?xi64>
                %v599 = arith.cmpi ult, %v597, %v598 : i64
                memref.store %v599, %l173[%k0] : memref<?xi1>
                %v600 = memref.load %l173[%k0] : memref<?xi1>
                cf.cond_br %v600, ^bb45, ^bb69
              ^bb45:
                %v601 = memref.load %l162[%k0] : memref<?xi64>
                %v602 = memref.load %l9[%k0] : memref<?xi64>
                %v603 = arith.cmpi ult, %v601, %v602 : i64
                memref.store %v603, %l174[%k0] : memref<?xi1>
                %v604 = memref.load %l174[%k0] : memref<?xi1>
                cf.cond_br %v604, ^bb46, ^bb69
              ^bb46:
                %v605 = memref.load %l162[%k0] : memref<?xi64>
                %v606 = memref.load %l9[%k0] : memref<?xi64>
                %v607 = arith.cmpi ult, %v605, %v606 : i64
                memref.store %v607, %l175[%k0] : memref<?xi1>
                %v608 = memref.load %l175[%k0] : memref<?xi1>
                cf.cond_br %v608, ^bb47, ^bb69
              ^bb47:
                %v609 = memref.load %l163[%k0] : memref<?xi64>
                %v610 = memref.load %l9[%k0] : memref<?xi64>
                %v611 = arith.cmpi ult, %v609, %v610 : i64
                memref.store %v611, %l176[%k0] : memref<?xi1>
                %v612 = memref.load %l176[%k0] : memref<?xi1>
                cf.cond_br %v612, ^bb48, ^bb69
              ^bb48:
                %v613 = memref.load %l164[%k0] : memref<?xi64>
                %v614 = memref.load %l9[%k0] : memref<?xi64>
                %v615 = arith.cmpi ult, %v613, %v614 : i64
                memref.store %v615, %l177[%k0] : memref<?xi1>
                %v616 = memref.load %l177[%k0] : memref<?xi1>
                cf.cond_br %v616, ^bb49, ^bb69
              ^bb49:
                %v617 = memref.load %l165[%k0] : memref<?xi64>
                %v618 = memref.load %l9[%k0] : memref<?xi64>
                %v619 = arith.cmpi ult, %v617, %v618 : i64
                memref.store %v619, %l178[%k0] : memref<?xi1>
                %v620 = memref.load %l178[%k0] : memref<?xi1>
                cf.cond_br %v620, ^bb50, ^bb69
              ^bb50:
                %v621 = memref.load %l172[%k0] : memref<?xi64>
                %v622 = memref.load %l9[%k0] : memref<?xi64>
                %v623 = arith.cmpi ult, %v621, %v622 : i64
                memref.store %v623, %l179[%k0] : memref<?xi1>
                %v624 = memref.load %l179[%k0] : memref<?xi1>
                cf.cond_br %v624, ^bb51, ^bb69
              ^bb51:
                %v625 = memref.load %l168[%k0] : memref<?xi64>
                %v626 = memref.load %l9[%k0] : memref<?xi64>
                %v627 = arith.cmpi ult, %v625, %v626 : i64
                memref.store %v627, %l180[%k0] : memref<?xi1>
                %v628 = memref.load %l180[%k0] : memref<?xi1>
                cf.cond_br %v628, ^bb52, ^bb69
              ^bb52:
                %v629 = memref.load %l168[%k0] : memref<?xi64>
                %v630 = memref.load %l9[%k0] : memref<?xi64>
                %v631 = arith.cmpi ult, %v629, %v630 : i64
                memref.store %v631, %l181[%k0] : memref<?xi1>
                %v632 = memref.load %l181[%k0] : memref<?xi1>
                cf.cond_br %v632, ^bb53, ^bb69
              ^bb53:
                %v633 = memref.load %l169[%k0] : memref<?xi64>
                %v634 = memref.load %l9[%k0] : memref<?xi64>
                %v635 = arith.cmpi ult, %v633, %v634 : i64
                memref.store %v635, %l182[%k0] : memref<?xi1>
                %v636 = memref.load %l182[%k0] : memref<?xi1>
                cf.cond_br %v636, ^bb54, ^bb69
              ^bb54:
                %v637 = memref.load %l170[%k0] : memref<?xi64>
                %v638 = memref.load %l9[%k0] : memref<?xi64>
                %v639 = arith.cmpi ult, %v637, %v638 : i64
                memref.store %v639, %l183[%k0] : memref<?xi1>
                %v640 = memref.load %l183[%k0] : memref<?xi1>
                cf.cond_br %v640, ^bb55, ^bb69
              ^bb55:
                %v641 = memref.load %l171[%k0] : memref<?xi64>
                %v642 = memref.load %l9[%k0] : memref<?xi64>
                %v643 = arith.cmpi ult, %v641, %v642 : i64
                memref.store %v643, %l184[%k0] : memref<?xi1>
                %v644 = memref.load %l184[%k0] : memref<?xi1>
                cf.cond_br %v644, ^bb56, ^bb69
              ^bb56:
                %v645 = memref.load %l162[%k0] : memref<?xi64>
                %v646 = arith.index_cast %v645 : i64 to index
                %v647 = memref.load %p0[%v646] : memref<?xi32>
                memref.store %v647, %l185[%k0] : memref<?xi32>
                %v648 = memref.load %l162[%k0] : memref<?xi64>
                %v649 = arith.index_cast %v648 : i64 to index
                %v650 = memref.load %p0[%v649] : memref<?xi32>
                memref.store %v650, %l186[%k0] : memref<?xi32>
                %v651 = memref.load %l163[%k0] : memref<?xi64>
                %v652 = arith.index_cast %v651 : i64 to index
                %v653 = memref.load %p0[%v652] : memref<?xi32>
                memref.store %v653, %l187[%k0] : memref<?xi32>
                %v654 = memref.load %l164[%k0] : memref<?xi64>
                %v655 = arith.index_cast %v654 : i64 to index
                %v656 = memref.load %p0[%v655] : memref<?xi32>
                memref.store %v656, %l188[%k0] : memref<?xi32>
                %v657 = memref.load %l165[%k0] : memref<?xi64>
                %v658 = arith.index_cast %v657 : i64 to index
                %v659 = memref.load %p0[%v658] : memref<?xi32>
                memref.store %v659, %l189[%k0] : memref<?xi32>
                %v660 = memref.load %l166[%k0] : memref<?xi64>
                %v661 = arith.index_cast %v660 : i64 to index
                %v662 = memref.load %p0[%v661] : memref<?xi32>
                memref.store %v662, %l190[%k0] : memref<?xi32>
                %v663 = memref.load %l168[%k0] : memref<?xi64>
                %v664 = arith.index_cast %v663 : i64 to index
                %v665 = memref.load %p0[%v664] : memref<?xi32>
                memref.store %v665, %l191[%k0] : memref<?xi32>
                %v666 = memref.load %l168[%k0] : memref<?xi64>
                %v667 = arith.index_cast %v666 : i64 to index
                %v668 = memref.load %p0[%v667] : memref<?xi32>
                memref.store %v668, %l192[%k0] : memref<?xi32>
                %v669 = memref.load %l169[%k0] : memref<?xi64>
                %v670 = arith.index_cast %v669 : i64 to index
                %v671 = memref.load %p0[%v670] : memref<?xi32>
                memref.store %v671, %l193[%k0] : memref<?xi32>
                %v672 = memref.load %l170[%k0] : memref<?xi64>
                %v673 = arith.index_cast %v672 : i64 to index
                %v674 = memref.load %p0[%v673] : memref<?xi32>
                memref.store %v674, %l194[%k0] : memref<?xi32>
                %v675 = memref.load %l171[%k0] : memref<?xi64>
                %v676 = arith.index_cast %v675 : i64 to index
                %v677 = memref.load %p0[%v676] : memref<?xi32>
                memref.store %v677, %l195[%k0] : memref<?xi32>
                %v678 = memref.load %l172[%k0] : memref<?xi64>
                %v679 = arith.index_cast %v678 : i64 to index
                %v680 = memref.load %p0[%v679] : memref<?xi32>
                memref.store %v680, %l196[%k0] : memref<?xi32>
                %v681 = memref.load %l58[%k0] : memref<?xf32>
                memref.store %v681, %l197[%k0] : memref<?xf32>
                %v682 = memref.load %l187[%k0] : memref<?xi32>
                %v683 = arith.extui %v682 : i32 to i64
                memref.store %v683, %l198[%k0] : memref<?xi64>
                %v684 = arith.constant 32 : i32
                %v685 = arith.extsi %v684 : i32 to i64
                memref.store %v685, %l199[%k0] : memref<?xi64>
                %v686 = memref.load %l198[%k0] : memref<?xi64>
                %v687 = memref.load %l199[%k0] : memref<?xi64>
                %v688 = arith.constant 63 : i64
                %v689 = arith.andi %v687, %v688 : i64
                %v690 = arith.shli %v686, %v689 : i64
                memref.store %v690, %l200[%k0] : memref<?xi64>
                %v691 = memref.load %l186[%k0] : memref<?xi32>
                %v692 = arith.extui %v691 : i32 to i64
                memref.store %v692, %l201[%k0] : memref<?xi64>
                %v693 = memref.load %l200[%k0] : memref<?xi64>
                %v694 = memref.load %l201[%k0] : memref<?xi64>
                %v695 = arith.ori %v693, %v694 : i64
                memref.store %v695, %l202[%k0] : memref<?xi64>
                %v696 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v696, %l203[%k0] : memref<?xi64>
                %v697 = memref.load %l202[%k0] : memref<?xi64>
                %v698 = memref.load %l203[%k0] : memref<?xi64>
                %v699 = arith.constant 63 : i64
                %v700 = arith.andi %v698, %v699 : i64
                %v701 = arith.shrui %v697, %v700 : i64
                memref.store %v701, %l204[%k0] : memref<?xi64>
                %v702 = memref.load %l204[%k0] : memref<?xi64>
                %v703 = arith.trunci %v702 : i64 to i32
                memref.store %v703, %l205[%k0] : memref<?xi32>
                %v704 = memref.load %l188[%k0] : memref<?xi32>
                %v705 = arith.extui %v704 : i32 to i64
                memref.store %v705, %l206[%k0] : memref<?xi64>
                %v706 = arith.constant 32 : i32
                %v707 = arith.extsi %v706 : i32 to i64
                memref.store %v707, %l207[%k0] : memref<?xi64>
                %v708 = memref.load %l206[%k0] : memref<?xi64>
                %v709 = memref.load %l207[%k0] : memref<?xi64>
                %v710 = arith.constant 63 : i64
                %v711 = arith.andi %v709, %v710 : i64
                %v712 = arith.shli %v708, %v711 : i64
                memref.store %v712, %l208[%k0] : memref<?xi64>
                %v713 = memref.load %l187[%k0] : memref<?xi32>
                %v714 = arith.extui %v713 : i32 to i64
                memref.store %v714, %l209[%k0] : memref<?xi64>
                %v715 = memref.load %l208[%k0] : memref<?xi64>
                %v716 = memref.load %l209[%k0] : memref<?xi64>
                %v717 = arith.ori %v715, %v716 : i64
                memref.store %v717, %l210[%k0] : memref<?xi64>
                %v718 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v718, %l211[%k0] : memref<?xi64>
                %v719 = memref.load %l210[%k0] : memref<?xi64>
                %v720 = memref.load %l211[%k0] : memref<?xi64>
                %v721 = arith.constant 63 : i64
                %v722 = arith.andi %v720, %v721 : i64
                %v723 = arith.shrui %v719, %v722 : i64
                memref.store %v723, %l212[%k0] : memref<?xi64>
                %v724 = memref.load %l212[%k0] : memref<?xi64>
                %v725 = arith.trunci %v724 : i64 to i32
                memref.store %v725, %l213[%k0] : memref<?xi32>
                %v726 = memref.load %l189[%k0] : memref<?xi32>
                %v727 = arith.extui %v726 : i32 to i64
                memref.store %v727, %l214[%k0] : memref<?xi64>
                %v728 = arith.constant 32 : i32
                %v729 = arith.extsi %v728 : i32 to i64
                memref.store %v729, %l215[%k0] : memref<?xi64>
                %v730 = memref.load %l214[%k0] : memref<?xi64>
                %v731 = memref.load %l215[%k0] : memref<?xi64>
                %v732 = arith.constant 63 : i64
                %v733 = arith.andi %v731, %v732 : i64
                %v734 = arith.shli %v730, %v733 : i64
                memref.store %v734, %l216[%k0] : memref<?xi64>
                %v735 = memref.load %l188[%k0] : memref<?xi32>
                %v736 = arith.extui %v735 : i32 to i64
                memref.store %v736, %l217[%k0] : memref<?xi64>
                %v737 = memref.load %l216[%k0] : memref<?xi64>
                %v738 = memref.load %l217[%k0] : memref<?xi64>
                %v739 = arith.ori %v737, %v738 : i64
                memref.store %v739, %l218[%k0] : memref<?xi64>
                %v740 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v740, %l219[%k0] : memref<?xi64>
                %v741 = memref.load %l218[%k0] : memref<?xi64>
                %v742 = memref.load %l219[%k0] : memref<?xi64>
                %v743 = arith.constant 63 : i64
                %v744 = arith.andi %v742, %v743 : i64
                %v745 = arith.shrui %v741, %v744 : i64
                memref.store %v745, %l220[%k0] : memref<?xi64>
                %v746 = memref.load %l220[%k0] : memref<?xi64>
                %v747 = arith.trunci %v746 : i64 to i32
                memref.store %v747, %l221[%k0] : memref<?xi32>
                %v748 = memref.load %l190[%k0] : memref<?xi32>
                %v749 = arith.extui %v748 : i32 to i64
                memref.store %v749, %l222[%k0] : memref<?xi64>
                %v750 = arith.constant 32 : i32
                %v751 = arith.extsi %v750 : i32 to i64
                memref.store %v751, %l223[%k0] : memref<?xi64>
                %v752 = memref.load %l222[%k0] : memref<?xi64>
                %v753 = memref.load %l223[%k0] : memref<?xi64>
                %v754 = arith.constant 63 : i64
                %v755 = arith.andi %v753, %v754 : i64
                %v756 = arith.shli %v752, %v755 : i64
                memref.store %v756, %l224[%k0] : memref<?xi64>
                %v757 = memref.load %l189[%k0] : memref<?xi32>
                %v758 = arith.extui %v757 : i32 to i64
                memref.store %v758, %l225[%k0] : memref<?xi64>
                %v759 = memref.load %l224[%k0] : memref<?xi64>
                %v760 = memref.load %l225[%k0] : memref<?xi64>
                %v761 = arith.ori %v759, %v760 : i64
                memref.store %v761, %l226[%k0] : memref<?xi64>
                %v762 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v762, %l227[%k0] : memref<?xi64>
                %v763 = memref.load %l226[%k0] : memref<?xi64>
                %v764 = memref.load %l227[%k0] : memref<?xi64>
                %v765 = arith.constant 63 : i64
                %v766 = arith.andi %v764, %v765 : i64
                %v767 = arith.shrui %v763, %v766 : i64
                memref.store %v767, %l228[%k0] : memref<?xi64>
                %v768 = memref.load %l228[%k0] : memref<?xi64>
                %v769 = arith.trunci %v768 : i64 to i32
                memref.store %v769, %l229[%k0] : memref<?xi32>
                %v770 = arith.constant 16 : i32
                memref.store %v770, %l230[%k0] : memref<?xi32>
                %v771 = memref.load %l205[%k0] : memref<?xi32>
                %v772 = memref.load %l230[%k0] : memref<?xi32>
                %v773 = arith.constant 31 : i32
                %v774 = arith.andi %v772, %v773 : i32
                %v775 = arith.shrui %v771, %v774 : i32
                memref.store %v775, %l231[%k0] : memref<?xi32>
                %v776 = arith.constant 16 : i32
                memref.store %v776, %l232[%k0] : memref<?xi32>
                %v777 = memref.load %l213[%k0] : memref<?xi32>
                %v778 = memref.load %l232[%k0] : memref<?xi32>
                %v779 = arith.constant 31 : i32
                %v780 = arith.andi %v778, %v779 : i32
                %v781 = arith.shrui %v777, %v780 : i32
                memref.store %v781, %l233[%k0] : memref<?xi32>
                %v782 = arith.constant 16 : i32
                memref.store %v782, %l234[%k0] : memref<?xi32>
                %v783 = memref.load %l221[%k0] : memref<?xi32>
                %v784 = memref.load %l234[%k0] : memref<?xi32>
                %v785 = arith.constant 31 : i32
                %v786 = arith.andi %v784, %v785 : i32
                %v787 = arith.shrui %v783, %v786 : i32
                memref.store %v787, %l235[%k0] : memref<?xi32>
                %v788 = arith.constant 16 : i32
                memref.store %v788, %l236[%k0] : memref<?xi32>
                %v789 = memref.load %l229[%k0] : memref<?xi32>
                %v790 = memref.load %l236[%k0] : memref<?xi32>
                %v791 = arith.constant 31 : i32
                %v792 = arith.andi %v790, %v791 : i32
                %v793 = arith.shrui %v789, %v792 : i32
                memref.store %v793, %l237[%k0] : memref<?xi32>
                %v794 = memref.load %l205[%k0] : memref<?xi32>
                %v795 = arith.constant 15 : i32
                %v796 = arith.andi %v794, %v795 : i32
                memref.store %v796, %l238[%k0] : memref<?xi32>
                %v797 = memref.load %l238[%k0] : memref<?xi32>
                %v798 = memref.load %l17[%k0] : memref<?xi32>
                %v799 = arith.ori %v797, %v798 : i32
                memref.store %v799, %l239[%k0] : memref<?xi32>
                %v800 = memref.load %l239[%k0] : memref<?xi32>
                %v801 = arith.bitcast %v800 : i32 to f32
                memref.store %v801, %l240[%k0] : memref<?xf32>
                %v802 = memref.load %l240[%k0] : memref<?xf32>
                %v803 = arith.constant 0x4B000008 : f32
                %v804 = arith.subf %v802, %v803 : f32
                memref.store %v804, %l241[%k0] : memref<?xf32>
                %v805 = memref.load %l241[%k0] : memref<?xf32>
                %v806 = memref.load %l129[%k0] : memref<?xf32>
                %v807 = arith.mulf %v805, %v806 : f32
                memref.store %v807, %l242[%k0] : memref<?xf32>
                %v808 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v808, %l243[%k0] : memref<?xf32>
                %v809 = memref.load %l205[%k0] : memref<?xi32>
                %v810 = arith.constant 3840 : i32
                %v811 = arith.andi %v809, %v810 : i32
                memref.store %v811, %l244[%k0] : memref<?xi32>
                %v812 = memref.load %l244[%k0] : memref<?xi32>
                %v813 = memref.load %l19[%k0] : memref<?xi32>
                %v814 = arith.ori %v812, %v813 : i32
                memref.store %v814, %l245[%k0] : memref<?xi32>
                %v815 = memref.load %l245[%k0] : memref<?xi32>
                %v816 = arith.bitcast %v815 : i32 to f32
                memref.store %v816, %l246[%k0] : memref<?xf32>
                %v817 = memref.load %l246[%k0] : memref<?xf32>
                %v818 = arith.constant 0x47000800 : f32
                %v819 = arith.subf %v817, %v818 : f32
                memref.store %v819, %l247[%k0] : memref<?xf32>
                %v820 = memref.load %l247[%k0] : memref<?xf32>
                %v821 = memref.load %l130[%k0] : memref<?xf32>
                %v822 = arith.mulf %v820, %v821 : f32
                memref.store %v822, %l248[%k0] : memref<?xf32>
                %v823 = memref.load %l243[%k0] : memref<?xf32>
                %v824 = memref.load %l248[%k0] : memref<?xf32>
                %v825 = arith.addf %v823, %v824 : f32
                memref.store %v825, %l242[%k0] : memref<?xf32>
                %v826 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v826, %l249[%k0] : memref<?xf32>
                %v827 = memref.load %l205[%k0] : memref<?xi32>
                %v828 = arith.constant 983040 : i32
                %v829 = arith.andi %v827, %v828 : i32
                memref.store %v829, %l250[%k0] : memref<?xi32>
                %v830 = memref.load %l250[%k0] : memref<?xi32>
                %v831 = memref.load %l21[%k0] : memref<?xi32>
                %v832 = arith.ori %v830, %v831 : i32
                memref.store %v832, %l251[%k0] : memref<?xi32>
                %v833 = memref.load %l251[%k0] : memref<?xi32>
                %v834 = arith.bitcast %v833 : i32 to f32
                memref.store %v834, %l252[%k0] : memref<?xf32>
                %v835 = memref.load %l252[%k0] : memref<?xf32>
                %v836 = arith.constant 0x43080000 : f32
                %v837 = arith.subf %v835, %v836 : f32
                memref.store %v837, %l253[%k0] : memref<?xf32>
                %v838 = memref.load %l253[%k0] : memref<?xf32>
                %v839 = memref.load %l131[%k0] : memref<?xf32>
                %v840 = arith.mulf %v838, %v839 : f32
                memref.store %v840, %l254[%k0] : memref<?xf32>
                %v841 = memref.load %l249[%k0] : memref<?xf32>
                %v842 = memref.load %l254[%k0] : memref<?xf32>
                %v843 = arith.addf %v841, %v842 : f32
                memref.store %v843, %l242[%k0] : memref<?xf32>
                %v844 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v844, %l255[%k0] : memref<?xf32>
                %v845 = memref.load %l231[%k0] : memref<?xi32>
                %v846 = arith.constant 3840 : i32
                %v847 = arith.andi %v845, %v846 : i32
                memref.store %v847, %l256[%k0] : memref<?xi32>
                %v848 = memref.load %l256[%k0] : memref<?xi32>
                %v849 = memref.load %l19[%k0] : memref<?xi32>
                %v850 = arith.ori %v848, %v849 : i32
                memref.store %v850, %l257[%k0] : memref<?xi32>
                %v851 = memref.load %l257[%k0] : memref<?xi32>
                %v852 = arith.bitcast %v851 : i32 to f32
                memref.store %v852, %l258[%k0] : memref<?xf32>
                %v853 = memref.load %l258[%k0] : memref<?xf32>
                %v854 = arith.constant 0x47000800 : f32
                %v855 = arith.subf %v853, %v854 : f32
                memref.store %v855, %l259[%k0] : memref<?xf32>
                %v856 = memref.load %l259[%k0] : memref<?xf32>
                %v857 = memref.load %l132[%k0] : memref<?xf32>
                %v858 = arith.mulf %v856, %v857 : f32
                memref.store %v858, %l260[%k0] : memref<?xf32>
                %v859 = memref.load %l255[%k0] : memref<?xf32>
                %v860 = memref.load %l260[%k0] : memref<?xf32>
                %v861 = arith.addf %v859, %v860 : f32
                memref.store %v861, %l242[%k0] : memref<?xf32>
                %v862 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v862, %l261[%k0] : memref<?xf32>
                %v863 = memref.load %l213[%k0] : memref<?xi32>
                %v864 = arith.constant 15 : i32
                %v865 = arith.andi %v863, %v864 : i32
                memref.store %v865, %l262[%k0] : memref<?xi32>
                %v866 = memref.load %l262[%k0] : memref<?xi32>
                %v867 = memref.load %l17[%k0] : memref<?xi32>
                %v868 = arith.ori %v866, %v867 : i32
                memref.store %v868, %l263[%k0] : memref<?xi32>
                %v869 = memref.load %l263[%k0] : memref<?xi32>
                %v870 = arith.bitcast %v869 : i32 to f32
                memref.store %v870, %l264[%k0] : memref<?xf32>
                %v871 = memref.load %l264[%k0] : memref<?xf32>
                %v872 = arith.constant 0x4B000008 : f32
                %v873 = arith.subf %v871, %v872 : f32
                memref.store %v873, %l265[%k0] : memref<?xf32>
                %v874 = memref.load %l265[%k0] : memref<?xf32>
                %v875 = memref.load %l133[%k0] : memref<?xf32>
                %v876 = arith.mulf %v874, %v875 : f32
                memref.store %v876, %l266[%k0] : memref<?xf32>
                %v877 = memref.load %l261[%k0] : memref<?xf32>
                %v878 = memref.load %l266[%k0] : memref<?xf32>
                %v879 = arith.addf %v877, %v878 : f32
                memref.store %v879, %l242[%k0] : memref<?xf32>
                %v880 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v880, %l267[%k0] : memref<?xf32>
                %v881 = memref.load %l213[%k0] : memref<?xi32>
                %v882 = arith.constant 3840 : i32
                %v883 = arith.andi %v881, %v882 : i32
                memref.store %v883, %l268[%k0] : memref<?xi32>
                %v884 = memref.load %l268[%k0] : memref<?xi32>
                %v885 = memref.load %l19[%k0] : memref<?xi32>
                %v886 = arith.ori %v884, %v885 : i32
                memref.store %v886, %l269[%k0] : memref<?xi32>
                %v887 = memref.load %l269[%k0] : memref<?xi32>
                %v888 = arith.bitcast %v887 : i32 to f32
                memref.store %v888, %l270[%k0] : memref<?xf32>
                %v889 = memref.load %l270[%k0] : memref<?xf32>
                %v890 = arith.constant 0x47000800 : f32
                %v891 = arith.subf %v889, %v890 : f32
                memref.store %v891, %l271[%k0] : memref<?xf32>
                %v892 = memref.load %l271[%k0] : memref<?xf32>
                %v893 = memref.load %l134[%k0] : memref<?xf32>
                %v894 = arith.mulf %v892, %v893 : f32
                memref.store %v894, %l272[%k0] : memref<?xf32>
                %v895 = memref.load %l267[%k0] : memref<?xf32>
                %v896 = memref.load %l272[%k0] : memref<?xf32>
                %v897 = arith.addf %v895, %v896 : f32
                memref.store %v897, %l242[%k0] : memref<?xf32>
                %v898 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v898, %l273[%k0] : memref<?xf32>
                %v899 = memref.load %l213[%k0] : memref<?xi32>
                %v900 = arith.constant 983040 : i32
                %v901 = arith.andi %v899, %v900 : i32
                memref.store %v901, %l274[%k0] : memref<?xi32>
                %v902 = memref.load %l274[%k0] : memref<?xi32>
                %v903 = memref.load %l21[%k0] : memref<?xi32>
                %v904 = arith.ori %v902, %v903 : i32
                memref.store %v904, %l275[%k0] : memref<?xi32>
                %v905 = memref.load %l275[%k0] : memref<?xi32>
                %v906 = arith.bitcast %v905 : i32 to f32
                memref.store %v906, %l276[%k0] : memref<?xf32>
                %v907 = memref.load %l276[%k0] : memref<?xf32>
                %v908 = arith.constant 0x43080000 : f32
                %v909 = arith.subf %v907, %v908 : f32
                memref.store %v909, %l277[%k0] : memref<?xf32>
                %v910 = memref.load %l277[%k0] : memref<?xf32>
                %v911 = memref.load %l135[%k0] : memref<?xf32>
                %v912 = arith.mulf %v910, %v911 : f32
                memref.store %v912, %l278[%k0] : memref<?xf32>
                %v913 = memref.load %l273[%k0] : memref<?xf32>
                %v914 = memref.load %l278[%k0] : memref<?xf32>
                %v915 = arith.addf %v913, %v914 : f32
                memref.store %v915, %l242[%k0] : memref<?xf32>
                %v916 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v916, %l279[%k0] : memref<?xf32>
                %v917 = memref.load %l233[%k0] : memref<?xi32>
                %v918 = arith.constant 3840 : i32
                %v919 = arith.andi %v917, %v918 : i32
                memref.store %v919, %l280[%k0] : memref<?xi32>
                %v920 = memref.load %l280[%k0] : memref<?xi32>
                %v921 = memref.load %l19[%k0] : memref<?xi32>
                %v922 = arith.ori %v920, %v921 : i32
                memref.store %v922, %l281[%k0] : memref<?xi32>
                %v923 = memref.load %l281[%k0] : memref<?xi32>
                %v924 = arith.bitcast %v923 : i32 to f32
                memref.store %v924, %l282[%k0] : memref<?xf32>
                %v925 = memref.load %l282[%k0] : memref<?xf32>
                %v926 = arith.constant 0x47000800 : f32
                %v927 = arith.subf %v925, %v926 : f32
                memref.store %v927, %l283[%k0] : memref<?xf32>
                %v928 = memref.load %l283[%k0] : memref<?xf32>
                %v929 = memref.load %l136[%k0] : memref<?xf32>
                %v930 = arith.mulf %v928, %v929 : f32
                memref.store %v930, %l284[%k0] : memref<?xf32>
                %v931 = memref.load %l279[%k0] : memref<?xf32>
                %v932 = memref.load %l284[%k0] : memref<?xf32>
                %v933 = arith.addf %v931, %v932 : f32
                memref.store %v933, %l242[%k0] : memref<?xf32>
                %v934 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v934, %l285[%k0] : memref<?xf32>
                %v935 = memref.load %l221[%k0] : memref<?xi32>
                %v936 = arith.constant 15 : i32
                %v937 = arith.andi %v935, %v936 : i32
                memref.store %v937, %l286[%k0] : memref<?xi32>
                %v938 = memref.load %l286[%k0] : memref<?xi32>
                %v939 = memref.load %l17[%k0] : memref<?xi32>
                %v940 = arith.ori %v938, %v939 : i32
                memref.store %v940, %l287[%k0] : memref<?xi32>
                %v941 = memref.load %l287[%k0] : memref<?xi32>
                %v942 = arith.bitcast %v941 : i32 to f32
                memref.store %v942, %l288[%k0] : memref<?xf32>
                %v943 = memref.load %l288[%k0] : memref<?xf32>
                %v944 = arith.constant 0x4B000008 : f32
                %v945 = arith.subf %v943, %v944 : f32
                memref.store %v945, %l289[%k0] : memref<?xf32>
                %v946 = memref.load %l289[%k0] : memref<?xf32>
                %v947 = memref.load %l137[%k0] : memref<?xf32>
                %v948 = arith.mulf %v946, %v947 : f32
                memref.store %v948, %l290[%k0] : memref<?xf32>
                %v949 = memref.load %l285[%k0] : memref<?xf32>
                %v950 = memref.load %l290[%k0] : memref<?xf32>
                %v951 = arith.addf %v949, %v950 : f32
                memref.store %v951, %l242[%k0] : memref<?xf32>
                %v952 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v952, %l291[%k0] : memref<?xf32>
                %v953 = memref.load %l221[%k0] : memref<?xi32>
                %v954 = arith.constant 3840 : i32
                %v955 = arith.andi %v953, %v954 : i32
                memref.store %v955, %l292[%k0] : memref<?xi32>
                %v956 = memref.load %l292[%k0] : memref<?xi32>
                %v957 = memref.load %l19[%k0] : memref<?xi32>
                %v958 = arith.ori %v956, %v957 : i32
                memref.store %v958, %l293[%k0] : memref<?xi32>
                %v959 = memref.load %l293[%k0] : memref<?xi32>
                %v960 = arith.bitcast %v959 : i32 to f32
                memref.store %v960, %l294[%k0] : memref<?xf32>
                %v961 = memref.load %l294[%k0] : memref<?xf32>
                %v962 = arith.constant 0x47000800 : f32
                %v963 = arith.subf %v961, %v962 : f32
                memref.store %v963, %l295[%k0] : memref<?xf32>
                %v964 = memref.load %l295[%k0] : memref<?xf32>
                %v965 = memref.load %l138[%k0] : memref<?xf32>
                %v966 = arith.mulf %v964, %v965 : f32
                memref.store %v966, %l296[%k0] : memref<?xf32>
                %v967 = memref.load %l291[%k0] : memref<?xf32>
                %v968 = memref.load %l296[%k0] : memref<?xf32>
                %v969 = arith.addf %v967, %v968 : f32
                memref.store %v969, %l242[%k0] : memref<?xf32>
                %v970 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v970, %l297[%k0] : memref<?xf32>
                %v971 = memref.load %l221[%k0] : memref<?xi32>
                %v972 = arith.constant 983040 : i32
                %v973 = arith.andi %v971, %v972 : i32
                memref.store %v973, %l298[%k0] : memref<?xi32>
                %v974 = memref.load %l298[%k0] : memref<?xi32>
                %v975 = memref.load %l21[%k0] : memref<?xi32>
                %v976 = arith.ori %v974, %v975 : i32
                memref.store %v976, %l299[%k0] : memref<?xi32>
                %v977 = memref.load %l299[%k0] : memref<?xi32>
                %v978 = arith.bitcast %v977 : i32 to f32
                memref.store %v978, %l300[%k0] : memref<?xf32>
                %v979 = memref.load %l300[%k0] : memref<?xf32>
                %v980 = arith.constant 0x43080000 : f32
                %v981 = arith.subf %v979, %v980 : f32
                memref.store %v981, %l301[%k0] : memref<?xf32>
                %v982 = memref.load %l301[%k0] : memref<?xf32>
                %v983 = memref.load %l139[%k0] : memref<?xf32>
                %v984 = arith.mulf %v982, %v983 : f32
                memref.store %v984, %l302[%k0] : memref<?xf32>
                %v985 = memref.load %l297[%k0] : memref<?xf32>
                %v986 = memref.load %l302[%k0] : memref<?xf32>
                %v987 = arith.addf %v985, %v986 : f32
                memref.store %v987, %l242[%k0] : memref<?xf32>
                %v988 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v988, %l303[%k0] : memref<?xf32>
                %v989 = memref.load %l235[%k0] : memref<?xi32>
                %v990 = arith.constant 3840 : i32
                %v991 = arith.andi %v989, %v990 : i32
                memref.store %v991, %l304[%k0] : memref<?xi32>
                %v992 = memref.load %l304[%k0] : memref<?xi32>
                %v993 = memref.load %l19[%k0] : memref<?xi32>
                %v994 = arith.ori %v992, %v993 : i32
                memref.store %v994, %l305[%k0] : memref<?xi32>
                %v995 = memref.load %l305[%k0] : memref<?xi32>
                %v996 = arith.bitcast %v995 : i32 to f32
                memref.store %v996, %l306[%k0] : memref<?xf32>
                %v997 = memref.load %l306[%k0] : memref<?xf32>
                %v998 = arith.constant 0x47000800 : f32
                %v999 = arith.subf %v997, %v998 : f32
                memref.store %v999, %l307[%k0] : memref<?xf32>
                %v1000 = memref.load %l307[%k0] : memref<?xf32>
                %v1001 = memref.load %l140[%k0] : memref<?xf32>
                %v1002 = arith.mulf %v1000, %v1001 : f32
                memref.store %v1002, %l308[%k0] : memref<?xf32>
                %v1003 = memref.load %l303[%k0] : memref<?xf32>
                %v1004 = memref.load %l308[%k0] : memref<?xf32>
                %v1005 = arith.addf %v1003, %v1004 : f32
                memref.store %v1005, %l242[%k0] : memref<?xf32>
                %v1006 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1006, %l309[%k0] : memref<?xf32>
                %v1007 = memref.load %l229[%k0] : memref<?xi32>
                %v1008 = arith.constant 15 : i32
                %v1009 = arith.andi %v1007, %v1008 : i32
                memref.store %v1009, %l310[%k0] : memref<?xi32>
                %v1010 = memref.load %l310[%k0] : memref<?xi32>
                %v1011 = memref.load %l17[%k0] : memref<?xi32>
                %v1012 = arith.ori %v1010, %v1011 : i32
                memref.store %v1012, %l311[%k0] : memref<?xi32>
                %v1013 = memref.load %l311[%k0] : memref<?xi32>
                %v1014 = arith.bitcast %v1013 : i32 to f32
                memref.store %v1014, %l312[%k0] : memref<?xf32>
                %v1015 = memref.load %l312[%k0] : memref<?xf32>
                %v1016 = arith.constant 0x4B000008 : f32
                %v1017 = arith.subf %v1015, %v1016 : f32
                memref.store %v1017, %l313[%k0] : memref<?xf32>
                %v1018 = memref.load %l313[%k0] : memref<?xf32>
                %v1019 = memref.load %l141[%k0] : memref<?xf32>
                %v1020 = arith.mulf %v1018, %v1019 : f32
                memref.store %v1020, %l314[%k0] : memref<?xf32>
                %v1021 = memref.load %l309[%k0] : memref<?xf32>
                %v1022 = memref.load %l314[%k0] : memref<?xf32>
                %v1023 = arith.addf %v1021, %v1022 : f32
                memref.store %v1023, %l242[%k0] : memref<?xf32>
                %v1024 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1024, %l315[%k0] : memref<?xf32>
                %v1025 = memref.load %l229[%k0] : memref<?xi32>
                %v1026 = arith.constant 3840 : i32
                %v1027 = arith.andi %v1025, %v1026 : i32
                memref.store %v1027, %l316[%k0] : memref<?xi32>
                %v1028 = memref.load %l316[%k0] : memref<?xi32>
                %v1029 = memref.load %l19[%k0] : memref<?xi32>
                %v1030 = arith.ori %v1028, %v1029 : i32
                memref.store %v1030, %l317[%k0] : memref<?xi32>
                %v1031 = memref.load %l317[%k0] : memref<?xi32>
                %v1032 = arith.bitcast %v1031 : i32 to f32
                memref.store %v1032, %l318[%k0] : memref<?xf32>
                %v1033 = memref.load %l318[%k0] : memref<?xf32>
                %v1034 = arith.constant 0x47000800 : f32
                %v1035 = arith.subf %v1033, %v1034 : f32
                memref.store %v1035, %l319[%k0] : memref<?xf32>
                %v1036 = memref.load %l319[%k0] : memref<?xf32>
                %v1037 = memref.load %l142[%k0] : memref<?xf32>
                %v1038 = arith.mulf %v1036, %v1037 : f32
                memref.store %v1038, %l320[%k0] : memref<?xf32>
                %v1039 = memref.load %l315[%k0] : memref<?xf32>
                %v1040 = memref.load %l320[%k0] : memref<?xf32>
                %v1041 = arith.addf %v1039, %v1040 : f32
                memref.store %v1041, %l242[%k0] : memref<?xf32>
                %v1042 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1042, %l321[%k0] : memref<?xf32>
                %v1043 = memref.load %l229[%k0] : memref<?xi32>
                %v1044 = arith.constant 983040 : i32
                %v1045 = arith.andi %v1043, %v1044 : i32
                memref.store %v1045, %l322[%k0] : memref<?xi32>
                %v1046 = memref.load %l322[%k0] : memref<?xi32>
                %v1047 = memref.load %l21[%k0] : memref<?xi32>
                %v1048 = arith.ori %v1046, %v1047 : i32
                memref.store %v1048, %l323[%k0] : memref<?xi32>
                %v1049 = memref.load %l323[%k0] : memref<?xi32>
                %v1050 = arith.bitcast %v1049 : i32 to f32
                memref.store %v1050, %l324[%k0] : memref<?xf32>
                %v1051 = memref.load %l324[%k0] : memref<?xf32>
                %v1052 = arith.constant 0x43080000 : f32
                %v1053 = arith.subf %v1051, %v1052 : f32
                memref.store %v1053, %l325[%k0] : memref<?xf32>
                %v1054 = memref.load %l325[%k0] : memref<?xf32>
                %v1055 = memref.load %l143[%k0] : memref<?xf32>
                %v1056 = arith.mulf %v1054, %v1055 : f32
                memref.store %v1056, %l326[%k0] : memref<?xf32>
                %v1057 = memref.load %l321[%k0] : memref<?xf32>
                %v1058 = memref.load %l326[%k0] : memref<?xf32>
                %v1059 = arith.addf %v1057, %v1058 : f32
                memref.store %v1059, %l242[%k0] : memref<?xf32>
                %v1060 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1060, %l327[%k0] : memref<?xf32>
                %v1061 = memref.load %l237[%k0] : memref<?xi32>
                %v1062 = arith.constant 3840 : i32
                %v1063 = arith.andi %v1061, %v1062 : i32
                memref.store %v1063, %l328[%k0] : memref<?xi32>
                %v1064 = memref.load %l328[%k0] : memref<?xi32>
                %v1065 = memref.load %l19[%k0] : memref<?xi32>
                %v1066 = arith.ori %v1064, %v1065 : i32
                memref.store %v1066, %l329[%k0] : memref<?xi32>
                %v1067 = memref.load %l329[%k0] : memref<?xi32>
                %v1068 = arith.bitcast %v1067 : i32 to f32
                memref.store %v1068, %l330[%k0] : memref<?xf32>
                %v1069 = memref.load %l330[%k0] : memref<?xf32>
                %v1070 = arith.constant 0x47000800 : f32
                %v1071 = arith.subf %v1069, %v1070 : f32
                memref.store %v1071, %l331[%k0] : memref<?xf32>
                %v1072 = memref.load %l331[%k0] : memref<?xf32>
                %v1073 = memref.load %l144[%k0] : memref<?xf32>
                %v1074 = arith.mulf %v1072, %v1073 : f32
                memref.store %v1074, %l332[%k0] : memref<?xf32>
                %v1075 = memref.load %l327[%k0] : memref<?xf32>
                %v1076 = memref.load %l332[%k0] : memref<?xf32>
                %v1077 = arith.addf %v1075, %v1076 : f32
                memref.store %v1077, %l242[%k0] : memref<?xf32>
                %v1078 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1078, %l333[%k0] : memref<?xf32>
                %v1079 = memref.load %l205[%k0] : memref<?xi32>
                %v1080 = arith.constant 240 : i32
                %v1081 = arith.andi %v1079, %v1080 : i32
                memref.store %v1081, %l334[%k0] : memref<?xi32>
                %v1082 = memref.load %l334[%k0] : memref<?xi32>
                %v1083 = memref.load %l18[%k0] : memref<?xi32>
                %v1084 = arith.ori %v1082, %v1083 : i32
                memref.store %v1084, %l335[%k0] : memref<?xi32>
                %v1085 = memref.load %l335[%k0] : memref<?xi32>
                %v1086 = arith.bitcast %v1085 : i32 to f32
                memref.store %v1086, %l336[%k0] : memref<?xf32>
                %v1087 = memref.load %l336[%k0] : memref<?xf32>
                %v1088 = arith.constant 0x49000080 : f32
                %v1089 = arith.subf %v1087, %v1088 : f32
                memref.store %v1089, %l337[%k0] : memref<?xf32>
                %v1090 = memref.load %l337[%k0] : memref<?xf32>
                %v1091 = memref.load %l145[%k0] : memref<?xf32>
                %v1092 = arith.mulf %v1090, %v1091 : f32
                memref.store %v1092, %l338[%k0] : memref<?xf32>
                %v1093 = memref.load %l333[%k0] : memref<?xf32>
                %v1094 = memref.load %l338[%k0] : memref<?xf32>
                %v1095 = arith.addf %v1093, %v1094 : f32
                memref.store %v1095, %l242[%k0] : memref<?xf32>
                %v1096 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1096, %l339[%k0] : memref<?xf32>
                %v1097 = memref.load %l205[%k0] : memref<?xi32>
                %v1098 = arith.constant 61440 : i32
                %v1099 = arith.andi %v1097, %v1098 : i32
                memref.store %v1099, %l340[%k0] : memref<?xi32>
                %v1100 = memref.load %l340[%k0] : memref<?xi32>
                %v1101 = memref.load %l20[%k0] : memref<?xi32>
                %v1102 = arith.ori %v1100, %v1101 : i32
                memref.store %v1102, %l341[%k0] : memref<?xi32>
                %v1103 = memref.load %l341[%k0] : memref<?xi32>
                %v1104 = arith.bitcast %v1103 : i32 to f32
                memref.store %v1104, %l342[%k0] : memref<?xf32>
                %v1105 = memref.load %l342[%k0] : memref<?xf32>
                %v1106 = arith.constant 0x45008000 : f32
                %v1107 = arith.subf %v1105, %v1106 : f32
                memref.store %v1107, %l343[%k0] : memref<?xf32>
                %v1108 = memref.load %l343[%k0] : memref<?xf32>
                %v1109 = memref.load %l146[%k0] : memref<?xf32>
                %v1110 = arith.mulf %v1108, %v1109 : f32
                memref.store %v1110, %l344[%k0] : memref<?xf32>
                %v1111 = memref.load %l339[%k0] : memref<?xf32>
                %v1112 = memref.load %l344[%k0] : memref<?xf32>
                %v1113 = arith.addf %v1111, %v1112 : f32
                memref.store %v1113, %l242[%k0] : memref<?xf32>
                %v1114 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1114, %l345[%k0] : memref<?xf32>
                %v1115 = memref.load %l231[%k0] : memref<?xi32>
                %v1116 = arith.constant 240 : i32
                %v1117 = arith.andi %v1115, %v1116 : i32
                memref.store %v1117, %l346[%k0] : memref<?xi32>
                %v1118 = memref.load %l346[%k0] : memref<?xi32>
                %v1119 = memref.load %l18[%k0] : memref<?xi32>
                %v1120 = arith.ori %v1118, %v1119 : i32
                memref.store %v1120, %l347[%k0] : memref<?xi32>
                %v1121 = memref.load %l347[%k0] : memref<?xi32>
                %v1122 = arith.bitcast %v1121 : i32 to f32
                memref.store %v1122, %l348[%k0] : memref<?xf32>
                %v1123 = memref.load %l348[%k0] : memref<?xf32>
                %v1124 = arith.constant 0x49000080 : f32
                %v1125 = arith.subf %v1123, %v1124 : f32
                memref.store %v1125, %l349[%k0] : memref<?xf32>
                %v1126 = memref.load %l349[%k0] : memref<?xf32>
                %v1127 = memref.load %l147[%k0] : memref<?xf32>
                %v1128 = arith.mulf %v1126, %v1127 : f32
                memref.store %v1128, %l350[%k0] : memref<?xf32>
                %v1129 = memref.load %l345[%k0] : memref<?xf32>
                %v1130 = memref.load %l350[%k0] : memref<?xf32>
                %v1131 = arith.addf %v1129, %v1130 : f32
                memref.store %v1131, %l242[%k0] : memref<?xf32>
                %v1132 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1132, %l351[%k0] : memref<?xf32>
                %v1133 = memref.load %l231[%k0] : memref<?xi32>
                %v1134 = arith.constant 61440 : i32
                %v1135 = arith.andi %v1133, %v1134 : i32
                memref.store %v1135, %l352[%k0] : memref<?xi32>
                %v1136 = memref.load %l352[%k0] : memref<?xi32>
                %v1137 = memref.load %l20[%k0] : memref<?xi32>
                %v1138 = arith.ori %v1136, %v1137 : i32
                memref.store %v1138, %l353[%k0] : memref<?xi32>
                %v1139 = memref.load %l353[%k0] : memref<?xi32>
                %v1140 = arith.bitcast %v1139 : i32 to f32
                memref.store %v1140, %l354[%k0] : memref<?xf32>
                %v1141 = memref.load %l354[%k0] : memref<?xf32>
                %v1142 = arith.constant 0x45008000 : f32
                %v1143 = arith.subf %v1141, %v1142 : f32
                memref.store %v1143, %l355[%k0] : memref<?xf32>
                %v1144 = memref.load %l355[%k0] : memref<?xf32>
                %v1145 = memref.load %l148[%k0] : memref<?xf32>
                %v1146 = arith.mulf %v1144, %v1145 : f32
                memref.store %v1146, %l356[%k0] : memref<?xf32>
                %v1147 = memref.load %l351[%k0] : memref<?xf32>
                %v1148 = memref.load %l356[%k0] : memref<?xf32>
                %v1149 = arith.addf %v1147, %v1148 : f32
                memref.store %v1149, %l242[%k0] : memref<?xf32>
                %v1150 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1150, %l357[%k0] : memref<?xf32>
                %v1151 = memref.load %l213[%k0] : memref<?xi32>
                %v1152 = arith.constant 240 : i32
                %v1153 = arith.andi %v1151, %v1152 : i32
                memref.store %v1153, %l358[%k0] : memref<?xi32>
                %v1154 = memref.load %l358[%k0] : memref<?xi32>
                %v1155 = memref.load %l18[%k0] : memref<?xi32>
                %v1156 = arith.ori %v1154, %v1155 : i32
                memref.store %v1156, %l359[%k0] : memref<?xi32>
                %v1157 = memref.load %l359[%k0] : memref<?xi32>
                %v1158 = arith.bitcast %v1157 : i32 to f32
                memref.store %v1158, %l360[%k0] : memref<?xf32>
                %v1159 = memref.load %l360[%k0] : memref<?xf32>
                %v1160 = arith.constant 0x49000080 : f32
                %v1161 = arith.subf %v1159, %v1160 : f32
                memref.store %v1161, %l361[%k0] : memref<?xf32>
                %v1162 = memref.load %l361[%k0] : memref<?xf32>
                %v1163 = memref.load %l149[%k0] : memref<?xf32>
                %v1164 = arith.mulf %v1162, %v1163 : f32
                memref.store %v1164, %l362[%k0] : memref<?xf32>
                %v1165 = memref.load %l357[%k0] : memref<?xf32>
                %v1166 = memref.load %l362[%k0] : memref<?xf32>
                %v1167 = arith.addf %v1165, %v1166 : f32
                memref.store %v1167, %l242[%k0] : memref<?xf32>
                %v1168 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1168, %l363[%k0] : memref<?xf32>
                %v1169 = memref.load %l213[%k0] : memref<?xi32>
                %v1170 = arith.constant 61440 : i32
                %v1171 = arith.andi %v1169, %v1170 : i32
                memref.store %v1171, %l364[%k0] : memref<?xi32>
                %v1172 = memref.load %l364[%k0] : memref<?xi32>
                %v1173 = memref.load %l20[%k0] : memref<?xi32>
                %v1174 = arith.ori %v1172, %v1173 : i32
                memref.store %v1174, %l365[%k0] : memref<?xi32>
                %v1175 = memref.load %l365[%k0] : memref<?xi32>
                %v1176 = arith.bitcast %v1175 : i32 to f32
                memref.store %v1176, %l366[%k0] : memref<?xf32>
                %v1177 = memref.load %l366[%k0] : memref<?xf32>
                %v1178 = arith.constant 0x45008000 : f32
                %v1179 = arith.subf %v1177, %v1178 : f32
                memref.store %v1179, %l367[%k0] : memref<?xf32>
                %v1180 = memref.load %l367[%k0] : memref<?xf32>
                %v1181 = memref.load %l150[%k0] : memref<?xf32>
                %v1182 = arith.mulf %v1180, %v1181 : f32
                memref.store %v1182, %l368[%k0] : memref<?xf32>
                %v1183 = memref.load %l363[%k0] : memref<?xf32>
                %v1184 = memref.load %l368[%k0] : memref<?xf32>
                %v1185 = arith.addf %v1183, %v1184 : f32
                memref.store %v1185, %l242[%k0] : memref<?xf32>
                %v1186 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1186, %l369[%k0] : memref<?xf32>
                %v1187 = memref.load %l233[%k0] : memref<?xi32>
                %v1188 = arith.constant 240 : i32
                %v1189 = arith.andi %v1187, %v1188 : i32
                memref.store %v1189, %l370[%k0] : memref<?xi32>
                %v1190 = memref.load %l370[%k0] : memref<?xi32>
                %v1191 = memref.load %l18[%k0] : memref<?xi32>
                %v1192 = arith.ori %v1190, %v1191 : i32
                memref.store %v1192, %l371[%k0] : memref<?xi32>
                %v1193 = memref.load %l371[%k0] : memref<?xi32>
                %v1194 = arith.bitcast %v1193 : i32 to f32
                memref.store %v1194, %l372[%k0] : memref<?xf32>
                %v1195 = memref.load %l372[%k0] : memref<?xf32>
                %v1196 = arith.constant 0x49000080 : f32
                %v1197 = arith.subf %v1195, %v1196 : f32
                memref.store %v1197, %l373[%k0] : memref<?xf32>
                %v1198 = memref.load %l373[%k0] : memref<?xf32>
                %v1199 = memref.load %l151[%k0] : memref<?xf32>
                %v1200 = arith.mulf %v1198, %v1199 : f32
                memref.store %v1200, %l374[%k0] : memref<?xf32>
                %v1201 = memref.load %l369[%k0] : memref<?xf32>
                %v1202 = memref.load %l374[%k0] : memref<?xf32>
                %v1203 = arith.addf %v1201, %v1202 : f32
                memref.store %v1203, %l242[%k0] : memref<?xf32>
                %v1204 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1204, %l375[%k0] : memref<?xf32>
                %v1205 = memref.load %l233[%k0] : memref<?xi32>
                %v1206 = arith.constant 61440 : i32
                %v1207 = arith.andi %v1205, %v1206 : i32
                memref.store %v1207, %l376[%k0] : memref<?xi32>
                %v1208 = memref.load %l376[%k0] : memref<?xi32>
                %v1209 = memref.load %l20[%k0] : memref<?xi32>
                %v1210 = arith.ori %v1208, %v1209 : i32
                memref.store %v1210, %l377[%k0] : memref<?xi32>
                %v1211 = memref.load %l377[%k0] : memref<?xi32>
                %v1212 = arith.bitcast %v1211 : i32 to f32
                memref.store %v1212, %l378[%k0] : memref<?xf32>
                %v1213 = memref.load %l378[%k0] : memref<?xf32>
                %v1214 = arith.constant 0x45008000 : f32
                %v1215 = arith.subf %v1213, %v1214 : f32
                memref.store %v1215, %l379[%k0] : memref<?xf32>
                %v1216 = memref.load %l379[%k0] : memref<?xf32>
                %v1217 = memref.load %l152[%k0] : memref<?xf32>
                %v1218 = arith.mulf %v1216, %v1217 : f32
                memref.store %v1218, %l380[%k0] : memref<?xf32>
                %v1219 = memref.load %l375[%k0] : memref<?xf32>
                %v1220 = memref.load %l380[%k0] : memref<?xf32>
                %v1221 = arith.addf %v1219, %v1220 : f32
                memref.store %v1221, %l242[%k0] : memref<?xf32>
                %v1222 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1222, %l381[%k0] : memref<?xf32>
                %v1223 = memref.load %l221[%k0] : memref<?xi32>
                %v1224 = arith.constant 240 : i32
                %v1225 = arith.andi %v1223, %v1224 : i32
                memref.store %v1225, %l382[%k0] : memref<?xi32>
                %v1226 = memref.load %l382[%k0] : memref<?xi32>
                %v1227 = memref.load %l18[%k0] : memref<?xi32>
                %v1228 = arith.ori %v1226, %v1227 : i32
                memref.store %v1228, %l383[%k0] : memref<?xi32>
                %v1229 = memref.load %l383[%k0] : memref<?xi32>
                %v1230 = arith.bitcast %v1229 : i32 to f32
                memref.store %v1230, %l384[%k0] : memref<?xf32>
                %v1231 = memref.load %l384[%k0] : memref<?xf32>
                %v1232 = arith.constant 0x49000080 : f32
                %v1233 = arith.subf %v1231, %v1232 : f32
                memref.store %v1233, %l385[%k0] : memref<?xf32>
                %v1234 = memref.load %l385[%k0] : memref<?xf32>
                %v1235 = memref.load %l153[%k0] : memref<?xf32>
                %v1236 = arith.mulf %v1234, %v1235 : f32
                memref.store %v1236, %l386[%k0] : memref<?xf32>
                %v1237 = memref.load %l381[%k0] : memref<?xf32>
                %v1238 = memref.load %l386[%k0] : memref<?xf32>
                %v1239 = arith.addf %v1237, %v1238 : f32
                memref.store %v1239, %l242[%k0] : memref<?xf32>
                %v1240 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1240, %l387[%k0] : memref<?xf32>
                %v1241 = memref.load %l221[%k0] : memref<?xi32>
                %v1242 = arith.constant 61440 : i32
                %v1243 = arith.andi %v1241, %v1242 : i32
                memref.store %v1243, %l388[%k0] : memref<?xi32>
                %v1244 = memref.load %l388[%k0] : memref<?xi32>
                %v1245 = memref.load %l20[%k0] : memref<?xi32>
                %v1246 = arith.ori %v1244, %v1245 : i32
                memref.store %v1246, %l389[%k0] : memref<?xi32>
                %v1247 = memref.load %l389[%k0] : memref<?xi32>
                %v1248 = arith.bitcast %v1247 : i32 to f32
                memref.store %v1248, %l390[%k0] : memref<?xf32>
                %v1249 = memref.load %l390[%k0] : memref<?xf32>
                %v1250 = arith.constant 0x45008000 : f32
                %v1251 = arith.subf %v1249, %v1250 : f32
                memref.store %v1251, %l391[%k0] : memref<?xf32>
                %v1252 = memref.load %l391[%k0] : memref<?xf32>
                %v1253 = memref.load %l154[%k0] : memref<?xf32>
                %v1254 = arith.mulf %v1252, %v1253 : f32
                memref.store %v1254, %l392[%k0] : memref<?xf32>
                %v1255 = memref.load %l387[%k0] : memref<?xf32>
                %v1256 = memref.load %l392[%k0] : memref<?xf32>
                %v1257 = arith.addf %v1255, %v1256 : f32
                memref.store %v1257, %l242[%k0] : memref<?xf32>
                %v1258 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1258, %l393[%k0] : memref<?xf32>
                %v1259 = memref.load %l235[%k0] : memref<?xi32>
                %v1260 = arith.constant 240 : i32
                %v1261 = arith.andi %v1259, %v1260 : i32
                memref.store %v1261, %l394[%k0] : memref<?xi32>
                %v1262 = memref.load %l394[%k0] : memref<?xi32>
                %v1263 = memref.load %l18[%k0] : memref<?xi32>
                %v1264 = arith.ori %v1262, %v1263 : i32
                memref.store %v1264, %l395[%k0] : memref<?xi32>
                %v1265 = memref.load %l395[%k0] : memref<?xi32>
                %v1266 = arith.bitcast %v1265 : i32 to f32
                memref.store %v1266, %l396[%k0] : memref<?xf32>
                %v1267 = memref.load %l396[%k0] : memref<?xf32>
                %v1268 = arith.constant 0x49000080 : f32
                %v1269 = arith.subf %v1267, %v1268 : f32
                memref.store %v1269, %l397[%k0] : memref<?xf32>
                %v1270 = memref.load %l397[%k0] : memref<?xf32>
                %v1271 = memref.load %l155[%k0] : memref<?xf32>
                %v1272 = arith.mulf %v1270, %v1271 : f32
                memref.store %v1272, %l398[%k0] : memref<?xf32>
                %v1273 = memref.load %l393[%k0] : memref<?xf32>
                %v1274 = memref.load %l398[%k0] : memref<?xf32>
                %v1275 = arith.addf %v1273, %v1274 : f32
                memref.store %v1275, %l242[%k0] : memref<?xf32>
                %v1276 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1276, %l399[%k0] : memref<?xf32>
                %v1277 = memref.load %l235[%k0] : memref<?xi32>
                %v1278 = arith.constant 61440 : i32
                %v1279 = arith.andi %v1277, %v1278 : i32
                memref.store %v1279, %l400[%k0] : memref<?xi32>
                %v1280 = memref.load %l400[%k0] : memref<?xi32>
                %v1281 = memref.load %l20[%k0] : memref<?xi32>
                %v1282 = arith.ori %v1280, %v1281 : i32
                memref.store %v1282, %l401[%k0] : memref<?xi32>
                %v1283 = memref.load %l401[%k0] : memref<?xi32>
                %v1284 = arith.bitcast %v1283 : i32 to f32
                memref.store %v1284, %l402[%k0] : memref<?xf32>
                %v1285 = memref.load %l402[%k0] : memref<?xf32>
                %v1286 = arith.constant 0x45008000 : f32
                %v1287 = arith.subf %v1285, %v1286 : f32
                memref.store %v1287, %l403[%k0] : memref<?xf32>
                %v1288 = memref.load %l403[%k0] : memref<?xf32>
                %v1289 = memref.load %l156[%k0] : memref<?xf32>
                %v1290 = arith.mulf %v1288, %v1289 : f32
                memref.store %v1290, %l404[%k0] : memref<?xf32>
                %v1291 = memref.load %l399[%k0] : memref<?xf32>
                %v1292 = memref.load %l404[%k0] : memref<?xf32>
                %v1293 = arith.addf %v1291, %v1292 : f32
                memref.store %v1293, %l242[%k0] : memref<?xf32>
                %v1294 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1294, %l405[%k0] : memref<?xf32>
                %v1295 = memref.load %l229[%k0] : memref<?xi32>
                %v1296 = arith.constant 240 : i32
                %v1297 = arith.andi %v1295, %v1296 : i32
                memref.store %v1297, %l406[%k0] : memref<?xi32>
                %v1298 = memref.load %l406[%k0] : memref<?xi32>
                %v1299 = memref.load %l18[%k0] : memref<?xi32>
                %v1300 = arith.ori %v1298, %v1299 : i32
                memref.store %v1300, %l407[%k0] : memref<?xi32>
                %v1301 = memref.load %l407[%k0] : memref<?xi32>
                %v1302 = arith.bitcast %v1301 : i32 to f32
                memref.store %v1302, %l408[%k0] : memref<?xf32>
                %v1303 = memref.load %l408[%k0] : memref<?xf32>
                %v1304 = arith.constant 0x49000080 : f32
                %v1305 = arith.subf %v1303, %v1304 : f32
                memref.store %v1305, %l409[%k0] : memref<?xf32>
                %v1306 = memref.load %l409[%k0] : memref<?xf32>
                %v1307 = memref.load %l157[%k0] : memref<?xf32>
                %v1308 = arith.mulf %v1306, %v1307 : f32
                memref.store %v1308, %l410[%k0] : memref<?xf32>
                %v1309 = memref.load %l405[%k0] : memref<?xf32>
                %v1310 = memref.load %l410[%k0] : memref<?xf32>
                %v1311 = arith.addf %v1309, %v1310 : f32
                memref.store %v1311, %l242[%k0] : memref<?xf32>
                %v1312 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1312, %l411[%k0] : memref<?xf32>
                %v1313 = memref.load %l229[%k0] : memref<?xi32>
                %v1314 = arith.constant 61440 : i32
                %v1315 = arith.andi %v1313, %v1314 : i32
                memref.store %v1315, %l412[%k0] : memref<?xi32>
                %v1316 = memref.load %l412[%k0] : memref<?xi32>
                %v1317 = memref.load %l20[%k0] : memref<?xi32>
                %v1318 = arith.ori %v1316, %v1317 : i32
                memref.store %v1318, %l413[%k0] : memref<?xi32>
                %v1319 = memref.load %l413[%k0] : memref<?xi32>
                %v1320 = arith.bitcast %v1319 : i32 to f32
                memref.store %v1320, %l414[%k0] : memref<?xf32>
                %v1321 = memref.load %l414[%k0] : memref<?xf32>
                %v1322 = arith.constant 0x45008000 : f32
                %v1323 = arith.subf %v1321, %v1322 : f32
                memref.store %v1323, %l415[%k0] : memref<?xf32>
                %v1324 = memref.load %l415[%k0] : memref<?xf32>
                %v1325 = memref.load %l158[%k0] : memref<?xf32>
                %v1326 = arith.mulf %v1324, %v1325 : f32
                memref.store %v1326, %l416[%k0] : memref<?xf32>
                %v1327 = memref.load %l411[%k0] : memref<?xf32>
                %v1328 = memref.load %l416[%k0] : memref<?xf32>
                %v1329 = arith.addf %v1327, %v1328 : f32
                memref.store %v1329, %l242[%k0] : memref<?xf32>
                %v1330 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1330, %l417[%k0] : memref<?xf32>
                %v1331 = memref.load %l237[%k0] : memref<?xi32>
                %v1332 = arith.constant 240 : i32
                %v1333 = arith.andi %v1331, %v1332 : i32
                memref.store %v1333, %l418[%k0] : memref<?xi32>
                %v1334 = memref.load %l418[%k0] : memref<?xi32>
                %v1335 = memref.load %l18[%k0] : memref<?xi32>
                %v1336 = arith.ori %v1334, %v1335 : i32
                memref.store %v1336, %l419[%k0] : memref<?xi32>
                %v1337 = memref.load %l419[%k0] : memref<?xi32>
                %v1338 = arith.bitcast %v1337 : i32 to f32
                memref.store %v1338, %l420[%k0] : memref<?xf32>
                %v1339 = memref.load %l420[%k0] : memref<?xf32>
                %v1340 = arith.constant 0x49000080 : f32
                %v1341 = arith.subf %v1339, %v1340 : f32
                memref.store %v1341, %l421[%k0] : memref<?xf32>
                %v1342 = memref.load %l421[%k0] : memref<?xf32>
                %v1343 = memref.load %l159[%k0] : memref<?xf32>
                %v1344 = arith.mulf %v1342, %v1343 : f32
                memref.store %v1344, %l422[%k0] : memref<?xf32>
                %v1345 = memref.load %l417[%k0] : memref<?xf32>
                %v1346 = memref.load %l422[%k0] : memref<?xf32>
                %v1347 = arith.addf %v1345, %v1346 : f32
                memref.store %v1347, %l242[%k0] : memref<?xf32>
                %v1348 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1348, %l423[%k0] : memref<?xf32>
                %v1349 = memref.load %l237[%k0] : memref<?xi32>
                %v1350 = arith.constant 61440 : i32
                %v1351 = arith.andi %v1349, %v1350 : i32
                memref.store %v1351, %l424[%k0] : memref<?xi32>
                %v1352 = memref.load %l424[%k0] : memref<?xi32>
                %v1353 = memref.load %l20[%k0] : memref<?xi32>
                %v1354 = arith.ori %v1352, %v1353 : i32
                memref.store %v1354, %l425[%k0] : memref<?xi32>
                %v1355 = memref.load %l425[%k0] : memref<?xi32>
                %v1356 = arith.bitcast %v1355 : i32 to f32
                memref.store %v1356, %l426[%k0] : memref<?xf32>
                %v1357 = memref.load %l426[%k0] : memref<?xf32>
                %v1358 = arith.constant 0x45008000 : f32
                %v1359 = arith.subf %v1357, %v1358 : f32
                memref.store %v1359, %l427[%k0] : memref<?xf32>
                %v1360 = memref.load %l427[%k0] : memref<?xf32>
                %v1361 = memref.load %l160[%k0] : memref<?xf32>
                %v1362 = arith.mulf %v1360, %v1361 : f32
                memref.store %v1362, %l428[%k0] : memref<?xf32>
                %v1363 = memref.load %l423[%k0] : memref<?xf32>
                %v1364 = memref.load %l428[%k0] : memref<?xf32>
                %v1365 = arith.addf %v1363, %v1364 : f32
                memref.store %v1365, %l242[%k0] : memref<?xf32>
                %v1366 = memref.load %l24[%k0] : memref<?xi32>
                memref.store %v1366, %l429[%k0] : memref<?xi32>
                %v1367 = memref.load %l185[%k0] : memref<?xi32>
                %v1368 = memref.load %l429[%k0] : memref<?xi32>
                %v1369 = arith.constant 31 : i32
                %v1370 = arith.andi %v1368, %v1369 : i32
                %v1371 = arith.shrui %v1367, %v1370 : i32
                memref.store %v1371, %l430[%k0] : memref<?xi32>
                %v1372 = memref.load %l430[%k0] : memref<?xi32>
                %v1373 = arith.constant 65535 : i32
                %v1374 = arith.andi %v1372, %v1373 : i32
                memref.store %v1374, %l431[%k0] : memref<?xi32>
                %v1375 = memref.load %l431[%k0] : memref<?xi32>
                %v1376 = arith.constant 32767 : i32
                %v1377 = arith.andi %v1375, %v1376 : i32
                memref.store %v1377, %l432[%k0] : memref<?xi32>
                %v1378 = arith.constant 13 : i32
                memref.store %v1378, %l433[%k0] : memref<?xi32>
                %v1379 = memref.load %l432[%k0] : memref<?xi32>
                %v1380 = memref.load %l433[%k0] : memref<?xi32>
                %v1381 = arith.constant 31 : i32
                %v1382 = arith.andi %v1380, %v1381 : i32
                %v1383 = arith.shli %v1379, %v1382 : i32
                memref.store %v1383, %l434[%k0] : memref<?xi32>
                %v1384 = memref.load %l434[%k0] : memref<?xi32>
                %v1385 = arith.constant 939524096 : i32
                %v1386 = arith.addi %v1384, %v1385 : i32
                memref.store %v1386, %l435[%k0] : memref<?xi32>
                %v1387 = memref.load %l435[%k0] : memref<?xi32>
                %v1388 = arith.bitcast %v1387 : i32 to f32
                memref.store %v1388, %l436[%k0] : memref<?xf32>
                %v1389 = memref.load %l432[%k0] : memref<?xi32>
                %v1390 = arith.constant 1024 : i32
                %v1391 = arith.cmpi ult, %v1389, %v1390 : i32
                memref.store %v1391, %l437[%k0] : memref<?xi1>
                %v1392 = memref.load %l437[%k0] : memref<?xi1>
                cf.cond_br %v1392, ^bb57, ^bb58
              ^bb57:
                %v1393 = arith.constant 13 : i32
                memref.store %v1393, %l438[%k0] : memref<?xi32>
                %v1394 = memref.load %l432[%k0] : memref<?xi32>
                %v1395 = memref.load %l438[%k0] : memref<?xi32>
                %v1396 = arith.constant 31 : i32
                %v1397 = arith.andi %v1395, %v1396 : i32
                %v1398 = arith.shli %v1394, %v1397 : i32
                memref.store %v1398, %l439[%k0] : memref<?xi32>
                %v1399 = memref.load %l439[%k0] : memref<?xi32>
                %v1400 = arith.constant 947912704 : i32
                %v1401 = arith.addi %v1399, %v1400 : i32
                memref.store %v1401, %l440[%k0] : memref<?xi32>
                %v1402 = memref.load %l440[%k0] : memref<?xi32>
                %v1403 = arith.bitcast %v1402 : i32 to f32
                memref.store %v1403, %l441[%k0] : memref<?xf32>
                %v1404 = memref.load %l441[%k0] : memref<?xf32>
                %v1405 = arith.constant 0x38800000 : f32
                %v1406 = arith.subf %v1404, %v1405 : f32
                memref.store %v1406, %l436[%k0] : memref<?xf32>
                cf.br ^bb58
              ^bb58:
                %v1407 = memref.load %l432[%k0] : memref<?xi32>
                %v1408 = arith.constant 31744 : i32
                %v1409 = arith.cmpi uge, %v1407, %v1408 : i32
                memref.store %v1409, %l442[%k0] : memref<?xi1>
                %v1410 = memref.load %l442[%k0] : memref<?xi1>
                cf.cond_br %v1410, ^bb59, ^bb60
              ^bb59:
                %v1411 = arith.constant 13 : i32
                memref.store %v1411, %l443[%k0] : memref<?xi32>
                %v1412 = memref.load %l432[%k0] : memref<?xi32>
                %v1413 = memref.load %l443[%k0] : memref<?xi32>
                %v1414 = arith.constant 31 : i32
                %v1415 = arith.andi %v1413, %v1414 : i32
                %v1416 = arith.shli %v1412, %v1415 : i32
                memref.store %v1416, %l444[%k0] : memref<?xi32>
                %v1417 = memref.load %l444[%k0] : memref<?xi32>
                %v1418 = arith.constant 1879048192 : i32
                %v1419 = arith.addi %v1417, %v1418 : i32
                memref.store %v1419, %l445[%k0] : memref<?xi32>
                %v1420 = memref.load %l445[%k0] : memref<?xi32>
                %v1421 = arith.bitcast %v1420 : i32 to f32
                memref.store %v1421, %l446[%k0] : memref<?xf32>
                %v1422 = memref.load %l446[%k0] : memref<?xf32>
                memref.store %v1422, %l436[%k0] : memref<?xf32>
                cf.br ^bb60
              ^bb60:
                %v1423 = memref.load %l431[%k0] : memref<?xi32>
                %v1424 = arith.constant 32768 : i32
                %v1425 = arith.cmpi uge, %v1423, %v1424 : i32
                memref.store %v1425, %l447[%k0] : memref<?xi1>
                %v1426 = memref.load %l447[%k0] : memref<?xi1>
                cf.cond_br %v1426, ^bb61, ^bb62
              ^bb61:
                %v1427 = memref.load %l436[%k0] : memref<?xf32>
                memref.store %v1427, %l448[%k0] : memref<?xf32>
                %v1428 = memref.load %l448[%k0] : memref<?xf32>
                %v1429 = arith.negf %v1428 : f32
                memref.store %v1429, %l436[%k0] : memref<?xf32>
                cf.br ^bb62
              ^bb62:
                %v1430 = memref.load %l436[%k0] : memref<?xf32>
                memref.store %v1430, %l449[%k0] : memref<?xf32>
                %v1431 = memref.load %l242[%k0] : memref<?xf32>
                memref.store %v1431, %l450[%k0] : memref<?xf32>
                %v1432 = memref.load %l449[%k0] : memref<?xf32>
                %v1433 = memref.load %l450[%k0] : memref<?xf32>
                %v1434 = arith.mulf %v1432, %v1433 : f32
                memref.store %v1434, %l451[%k0] : memref<?xf32>
                %v1435 = memref.load %l197[%k0] : memref<?xf32>
                %v1436 = memref.load %l451[%k0] : memref<?xf32>
                %v1437 = arith.addf %v1435, %v1436 : f32
                memref.store %v1437, %l58[%k0] : memref<?xf32>
                %v1438 = memref.load %l59[%k0] : memref<?xf32>
                memref.store %v1438, %l452[%k0] : memref<?xf32>
                %v1439 = memref.load %l193[%k0] : memref<?xi32>
                %v1440 = arith.extui %v1439 : i32 to i64
                memref.store %v1440, %l453[%k0] : memref<?xi64>
                %v1441 = arith.constant 32 : i32
                %v1442 = arith.extsi %v1441 : i32 to i64
                memref.store %v1442, %l454[%k0] : memref<?xi64>
                %v1443 = memref.load %l453[%k0] : memref<?xi64>
                %v1444 = memref.load %l454[%k0] : memref<?xi64>
                %v1445 = arith.constant 63 : i64
                %v1446 = arith.andi %v1444, %v1445 : i64
                %v1447 = arith.shli %v1443, %v1446 : i64
                memref.store %v1447, %l455[%k0] : memref<?xi64>
                %v1448 = memref.load %l192[%k0] : memref<?xi32>
                %v1449 = arith.extui %v1448 : i32 to i64
                memref.store %v1449, %l456[%k0] : memref<?xi64>
                %v1450 = memref.load %l455[%k0] : memref<?xi64>
                %v1451 = memref.load %l456[%k0] : memref<?xi64>
                %v1452 = arith.ori %v1450, %v1451 : i64
                memref.store %v1452, %l457[%k0] : memref<?xi64>
                %v1453 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v1453, %l458[%k0] : memref<?xi64>
                %v1454 = memref.load %l457[%k0] : memref<?xi64>
                %v1455 = memref.load %l458[%k0] : memref<?xi64>
                %v1456 = arith.constant 63 : i64
                %v1457 = arith.andi %v1455, %v1456 : i64
                %v1458 = arith.shrui %v1454, %v1457 : i64
                memref.store %v1458, %l459[%k0] : memref<?xi64>
                %v1459 = memref.load %l459[%k0] : memref<?xi64>
                %v1460 = arith.trunci %v1459 : i64 to i32
                memref.store %v1460, %l460[%k0] : memref<?xi32>
                %v1461 = memref.load %l194[%k0] : memref<?xi32>
                %v1462 = arith.extui %v1461 : i32 to i64
                memref.store %v1462, %l461[%k0] : memref<?xi64>
                %v1463 = arith.constant 32 : i32
                %v1464 = arith.extsi %v1463 : i32 to i64
                memref.store %v1464, %l462[%k0] : memref<?xi64>
                %v1465 = memref.load %l461[%k0] : memref<?xi64>
                %v1466 = memref.load %l462[%k0] : memref<?xi64>
                %v1467 = arith.constant 63 : i64
                %v1468 = arith.andi %v1466, %v1467 : i64
                %v1469 = arith.shli %v1465, %v1468 : i64
                memref.store %v1469, %l463[%k0] : memref<?xi64>
                %v1470 = memref.load %l193[%k0] : memref<?xi32>
                %v1471 = arith.extui %v1470 : i32 to i64
                memref.store %v1471, %l464[%k0] : memref<?xi64>
                %v1472 = memref.load %l463[%k0] : memref<?xi64>
                %v1473 = memref.load %l464[%k0] : memref<?xi64>
                %v1474 = arith.ori %v1472, %v1473 : i64
                memref.store %v1474, %l465[%k0] : memref<?xi64>
                %v1475 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v1475, %l466[%k0] : memref<?xi64>
                %v1476 = memref.load %l465[%k0] : memref<?xi64>
                %v1477 = memref.load %l466[%k0] : memref<?xi64>
                %v1478 = arith.constant 63 : i64
                %v1479 = arith.andi %v1477, %v1478 : i64
                %v1480 = arith.shrui %v1476, %v1479 : i64
                memref.store %v1480, %l467[%k0] : memref<?xi64>
                %v1481 = memref.load %l467[%k0] : memref<?xi64>
                %v1482 = arith.trunci %v1481 : i64 to i32
                memref.store %v1482, %l468[%k0] : memref<?xi32>
                %v1483 = memref.load %l195[%k0] : memref<?xi32>
                %v1484 = arith.extui %v1483 : i32 to i64
                memref.store %v1484, %l469[%k0] : memref<?xi64>
                %v1485 = arith.constant 32 : i32
                %v1486 = arith.extsi %v1485 : i32 to i64
                memref.store %v1486, %l470[%k0] : memref<?xi64>
                %v1487 = memref.load %l469[%k0] : memref<?xi64>
                %v1488 = memref.load %l470[%k0] : memref<?xi64>
                %v1489 = arith.constant 63 : i64
                %v1490 = arith.andi %v1488, %v1489 : i64
                %v1491 = arith.shli %v1487, %v1490 : i64
                memref.store %v1491, %l471[%k0] : memref<?xi64>
                %v1492 = memref.load %l194[%k0] : memref<?xi32>
                %v1493 = arith.extui %v1492 : i32 to i64
                memref.store %v1493, %l472[%k0] : memref<?xi64>
                %v1494 = memref.load %l471[%k0] : memref<?xi64>
                %v1495 = memref.load %l472[%k0] : memref<?xi64>
                %v1496 = arith.ori %v1494, %v1495 : i64
                memref.store %v1496, %l473[%k0] : memref<?xi64>
                %v1497 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v1497, %l474[%k0] : memref<?xi64>
                %v1498 = memref.load %l473[%k0] : memref<?xi64>
                %v1499 = memref.load %l474[%k0] : memref<?xi64>
                %v1500 = arith.constant 63 : i64
                %v1501 = arith.andi %v1499, %v1500 : i64
                %v1502 = arith.shrui %v1498, %v1501 : i64
                memref.store %v1502, %l475[%k0] : memref<?xi64>
                %v1503 = memref.load %l475[%k0] : memref<?xi64>
                %v1504 = arith.trunci %v1503 : i64 to i32
                memref.store %v1504, %l476[%k0] : memref<?xi32>
                %v1505 = memref.load %l196[%k0] : memref<?xi32>
                %v1506 = arith.extui %v1505 : i32 to i64
                memref.store %v1506, %l477[%k0] : memref<?xi64>
                %v1507 = arith.constant 32 : i32
                %v1508 = arith.extsi %v1507 : i32 to i64
                memref.store %v1508, %l478[%k0] : memref<?xi64>
                %v1509 = memref.load %l477[%k0] : memref<?xi64>
                %v1510 = memref.load %l478[%k0] : memref<?xi64>
                %v1511 = arith.constant 63 : i64
                %v1512 = arith.andi %v1510, %v1511 : i64
                %v1513 = arith.shli %v1509, %v1512 : i64
                memref.store %v1513, %l479[%k0] : memref<?xi64>
                %v1514 = memref.load %l195[%k0] : memref<?xi32>
                %v1515 = arith.extui %v1514 : i32 to i64
                memref.store %v1515, %l480[%k0] : memref<?xi64>
                %v1516 = memref.load %l479[%k0] : memref<?xi64>
                %v1517 = memref.load %l480[%k0] : memref<?xi64>
                %v1518 = arith.ori %v1516, %v1517 : i64
                memref.store %v1518, %l481[%k0] : memref<?xi64>
                %v1519 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v1519, %l482[%k0] : memref<?xi64>
                %v1520 = memref.load %l481[%k0] : memref<?xi64>
                %v1521 = memref.load %l482[%k0] : memref<?xi64>
                %v1522 = arith.constant 63 : i64
                %v1523 = arith.andi %v1521, %v1522 : i64
                %v1524 = arith.shrui %v1520, %v1523 : i64
                memref.store %v1524, %l483[%k0] : memref<?xi64>
                %v1525 = memref.load %l483[%k0] : memref<?xi64>
                %v1526 = arith.trunci %v1525 : i64 to i32
                memref.store %v1526, %l484[%k0] : memref<?xi32>
                %v1527 = arith.constant 16 : i32
                memref.store %v1527, %l485[%k0] : memref<?xi32>
                %v1528 = memref.load %l460[%k0] : memref<?xi32>
                %v1529 = memref.load %l485[%k0] : memref<?xi32>
                %v1530 = arith.constant 31 : i32
                %v1531 = arith.andi %v1529, %v1530 : i32
                %v1532 = arith.shrui %v1528, %v1531 : i32
                memref.store %v1532, %l486[%k0] : memref<?xi32>
                %v1533 = arith.constant 16 : i32
                memref.store %v1533, %l487[%k0] : memref<?xi32>
                %v1534 = memref.load %l468[%k0] : memref<?xi32>
                %v1535 = memref.load %l487[%k0] : memref<?xi32>
                %v1536 = arith.constant 31 : i32
                %v1537 = arith.andi %v1535, %v1536 : i32
                %v1538 = arith.shrui %v1534, %v1537 : i32
                memref.store %v1538, %l488[%k0] : memref<?xi32>
                %v1539 = arith.constant 16 : i32
                memref.store %v1539, %l489[%k0] : memref<?xi32>
                %v1540 = memref.load %l476[%k0] : memref<?xi32>
                %v1541 = memref.load %l489[%k0] : memref<?xi32>
                %v1542 = arith.constant 31 : i32
                %v1543 = arith.andi %v1541, %v1542 : i32
                %v1544 = arith.shrui %v1540, %v1543 : i32
                memref.store %v1544, %l490[%k0] : memref<?xi32>
                %v1545 = arith.constant 16 : i32
                memref.store %v1545, %l491[%k0] : memref<?xi32>
                %v1546 = memref.load %l484[%k0] : memref<?xi32>
                %v1547 = memref.load %l491[%k0] : memref<?xi32>
                %v1548 = arith.constant 31 : i32
                %v1549 = arith.andi %v1547, %v1548 : i32
                %v1550 = arith.shrui %v1546, %v1549 : i32
                memref.store %v1550, %l492[%k0] : memref<?xi32>
                %v1551 = memref.load %l460[%k0] : memref<?xi32>
                %v1552 = arith.constant 15 : i32
                %v1553 = arith.andi %v1551, %v1552 : i32
                memref.store %v1553, %l493[%k0] : memref<?xi32>
                %v1554 = memref.load %l493[%k0] : memref<?xi32>
                %v1555 = memref.load %l17[%k0] : memref<?xi32>
                %v1556 = arith.ori %v1554, %v1555 : i32
                memref.store %v1556, %l494[%k0] : memref<?xi32>
                %v1557 = memref.load %l494[%k0] : memref<?xi32>
                %v1558 = arith.bitcast %v1557 : i32 to f32
                memref.store %v1558, %l495[%k0] : memref<?xf32>
                %v1559 = memref.load %l495[%k0] : memref<?xf32>
                %v1560 = arith.constant 0x4B000008 : f32
                %v1561 = arith.subf %v1559, %v1560 : f32
                memref.store %v1561, %l496[%k0] : memref<?xf32>
                %v1562 = memref.load %l496[%k0] : memref<?xf32>
                %v1563 = memref.load %l129[%k0] : memref<?xf32>
                %v1564 = arith.mulf %v1562, %v1563 : f32
                memref.store %v1564, %l497[%k0] : memref<?xf32>
                %v1565 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1565, %l498[%k0] : memref<?xf32>
                %v1566 = memref.load %l460[%k0] : memref<?xi32>
                %v1567 = arith.constant 3840 : i32
                %v1568 = arith.andi %v1566, %v1567 : i32
                memref.store %v1568, %l499[%k0] : memref<?xi32>
                %v1569 = memref.load %l499[%k0] : memref<?xi32>
                %v1570 = memref.load %l19[%k0] : memref<?xi32>
                %v1571 = arith.ori %v1569, %v1570 : i32
                memref.store %v1571, %l500[%k0] : memref<?xi32>
                %v1572 = memref.load %l500[%k0] : memref<?xi32>
                %v1573 = arith.bitcast %v1572 : i32 to f32
                memref.store %v1573, %l501[%k0] : memref<?xf32>
                %v1574 = memref.load %l501[%k0] : memref<?xf32>
                %v1575 = arith.constant 0x47000800 : f32
                %v1576 = arith.subf %v1574, %v1575 : f32
                memref.store %v1576, %l502[%k0] : memref<?xf32>
                %v1577 = memref.load %l502[%k0] : memref<?xf32>
                %v1578 = memref.load %l130[%k0] : memref<?xf32>
                %v1579 = arith.mulf %v1577, %v1578 : f32
                memref.store %v1579, %l503[%k0] : memref<?xf32>
                %v1580 = memref.load %l498[%k0] : memref<?xf32>
                %v1581 = memref.load %l503[%k0] : memref<?xf32>
                %v1582 = arith.addf %v1580, %v1581 : f32
                memref.store %v1582, %l497[%k0] : memref<?xf32>
                %v1583 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1583, %l504[%k0] : memref<?xf32>
                %v1584 = memref.load %l460[%k0] : memref<?xi32>
                %v1585 = arith.constant 983040 : i32
                %v1586 = arith.andi %v1584, %v1585 : i32
                memref.store %v1586, %l505[%k0] : memref<?xi32>
                %v1587 = memref.load %l505[%k0] : memref<?xi32>
                %v1588 = memref.load %l21[%k0] : memref<?xi32>
                %v1589 = arith.ori %v1587, %v1588 : i32
                memref.store %v1589, %l506[%k0] : memref<?xi32>
                %v1590 = memref.load %l506[%k0] : memref<?xi32>
                %v1591 = arith.bitcast %v1590 : i32 to f32
                memref.store %v1591, %l507[%k0] : memref<?xf32>
                %v1592 = memref.load %l507[%k0] : memref<?xf32>
                %v1593 = arith.constant 0x43080000 : f32
                %v1594 = arith.subf %v1592, %v1593 : f32
                memref.store %v1594, %l508[%k0] : memref<?xf32>
                %v1595 = memref.load %l508[%k0] : memref<?xf32>
                %v1596 = memref.load %l131[%k0] : memref<?xf32>
                %v1597 = arith.mulf %v1595, %v1596 : f32
                memref.store %v1597, %l509[%k0] : memref<?xf32>
                %v1598 = memref.load %l504[%k0] : memref<?xf32>
                %v1599 = memref.load %l509[%k0] : memref<?xf32>
                %v1600 = arith.addf %v1598, %v1599 : f32
                memref.store %v1600, %l497[%k0] : memref<?xf32>
                %v1601 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1601, %l510[%k0] : memref<?xf32>
                %v1602 = memref.load %l486[%k0] : memref<?xi32>
                %v1603 = arith.constant 3840 : i32
                %v1604 = arith.andi %v1602, %v1603 : i32
                memref.store %v1604, %l511[%k0] : memref<?xi32>
                %v1605 = memref.load %l511[%k0] : memref<?xi32>
                %v1606 = memref.load %l19[%k0] : memref<?xi32>
                %v1607 = arith.ori %v1605, %v1606 : i32
                memref.store %v1607, %l512[%k0] : memref<?xi32>
                %v1608 = memref.load %l512[%k0] : memref<?xi32>
                %v1609 = arith.bitcast %v1608 : i32 to f32
                memref.store %v1609, %l513[%k0] : memref<?xf32>
                %v1610 = memref.load %l513[%k0] : memref<?xf32>
                %v1611 = arith.constant 0x47000800 : f32
                %v1612 = arith.subf %v1610, %v1611 : f32
                memref.store %v1612, %l514[%k0] : memref<?xf32>
                %v1613 = memref.load %l514[%k0] : memref<?xf32>
                %v1614 = memref.load %l132[%k0] : memref<?xf32>
                %v1615 = arith.mulf %v1613, %v1614 : f32
                memref.store %v1615, %l515[%k0] : memref<?xf32>
                %v1616 = memref.load %l510[%k0] : memref<?xf32>
                %v1617 = memref.load %l515[%k0] : memref<?xf32>
                %v1618 = arith.addf %v1616, %v1617 : f32
                memref.store %v1618, %l497[%k0] : memref<?xf32>
                %v1619 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1619, %l516[%k0] : memref<?xf32>
                %v1620 = memref.load %l468[%k0] : memref<?xi32>
                %v1621 = arith.constant 15 : i32
                %v1622 = arith.andi %v1620, %v1621 : i32
                memref.store %v1622, %l517[%k0] : memref<?xi32>
                %v1623 = memref.load %l517[%k0] : memref<?xi32>
                %v1624 = memref.load %l17[%k0] : memref<?xi32>
                %v1625 = arith.ori %v1623, %v1624 : i32
                memref.store %v1625, %l518[%k0] : memref<?xi32>
                %v1626 = memref.load %l518[%k0] : memref<?xi32>
                %v1627 = arith.bitcast %v1626 : i32 to f32
                memref.store %v1627, %l519[%k0] : memref<?xf32>
                %v1628 = memref.load %l519[%k0] : memref<?xf32>
                %v1629 = arith.constant 0x4B000008 : f32
                %v1630 = arith.subf %v1628, %v1629 : f32
                memref.store %v1630, %l520[%k0] : memref<?xf32>
                %v1631 = memref.load %l520[%k0] : memref<?xf32>
                %v1632 = memref.load %l133[%k0] : memref<?xf32>
                %v1633 = arith.mulf %v1631, %v1632 : f32
                memref.store %v1633, %l521[%k0] : memref<?xf32>
                %v1634 = memref.load %l516[%k0] : memref<?xf32>
                %v1635 = memref.load %l521[%k0] : memref<?xf32>
                %v1636 = arith.addf %v1634, %v1635 : f32
                memref.store %v1636, %l497[%k0] : memref<?xf32>
                %v1637 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1637, %l522[%k0] : memref<?xf32>
                %v1638 = memref.load %l468[%k0] : memref<?xi32>
                %v1639 = arith.constant 3840 : i32
                %v1640 = arith.andi %v1638, %v1639 : i32
                memref.store %v1640, %l523[%k0] : memref<?xi32>
                %v1641 = memref.load %l523[%k0] : memref<?xi32>
                %v1642 = memref.load %l19[%k0] : memref<?xi32>
                %v1643 = arith.ori %v1641, %v1642 : i32
                memref.store %v1643, %l524[%k0] : memref<?xi32>
                %v1644 = memref.load %l524[%k0] : memref<?xi32>
                %v1645 = arith.bitcast %v1644 : i32 to f32
                memref.store %v1645, %l525[%k0] : memref<?xf32>
                %v1646 = memref.load %l525[%k0] : memref<?xf32>
                %v1647 = arith.constant 0x47000800 : f32
                %v1648 = arith.subf %v1646, %v1647 : f32
                memref.store %v1648, %l526[%k0] : memref<?xf32>
                %v1649 = memref.load %l526[%k0] : memref<?xf32>
                %v1650 = memref.load %l134[%k0] : memref<?xf32>
                %v1651 = arith.mulf %v1649, %v1650 : f32
                memref.store %v1651, %l527[%k0] : memref<?xf32>
                %v1652 = memref.load %l522[%k0] : memref<?xf32>
                %v1653 = memref.load %l527[%k0] : memref<?xf32>
                %v1654 = arith.addf %v1652, %v1653 : f32
                memref.store %v1654, %l497[%k0] : memref<?xf32>
                %v1655 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1655, %l528[%k0] : memref<?xf32>
                %v1656 = memref.load %l468[%k0] : memref<?xi32>
                %v1657 = arith.constant 983040 : i32
                %v1658 = arith.andi %v1656, %v1657 : i32
                memref.store %v1658, %l529[%k0] : memref<?xi32>
                %v1659 = memref.load %l529[%k0] : memref<?xi32>
                %v1660 = memref.load %l21[%k0] : memref<?xi32>
                %v1661 = arith.ori %v1659, %v1660 : i32
                memref.store %v1661, %l530[%k0] : memref<?xi32>
                %v1662 = memref.load %l530[%k0] : memref<?xi32>
                %v1663 = arith.bitcast %v1662 : i32 to f32
                memref.store %v1663, %l531[%k0] : memref<?xf32>
                %v1664 = memref.load %l531[%k0] : memref<?xf32>
                %v1665 = arith.constant 0x43080000 : f32
                %v1666 = arith.subf %v1664, %v1665 : f32
                memref.store %v1666, %l532[%k0] : memref<?xf32>
                %v1667 = memref.load %l532[%k0] : memref<?xf32>
                %v1668 = memref.load %l135[%k0] : memref<?xf32>
                %v1669 = arith.mulf %v1667, %v1668 : f32
                memref.store %v1669, %l533[%k0] : memref<?xf32>
                %v1670 = memref.load %l528[%k0] : memref<?xf32>
                %v1671 = memref.load %l533[%k0] : memref<?xf32>
                %v1672 = arith.addf %v1670, %v1671 : f32
                memref.store %v1672, %l497[%k0] : memref<?xf32>
                %v1673 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1673, %l534[%k0] : memref<?xf32>
                %v1674 = memref.load %l488[%k0] : memref<?xi32>
                %v1675 = arith.constant 3840 : i32
                %v1676 = arith.andi %v1674, %v1675 : i32
                memref.store %v1676, %l535[%k0] : memref<?xi32>
                %v1677 = memref.load %l535[%k0] : memref<?xi32>
                %v1678 = memref.load %l19[%k0] : memref<?xi32>
                %v1679 = arith.ori %v1677, %v1678 : i32
                memref.store %v1679, %l536[%k0] : memref<?xi32>
                %v1680 = memref.load %l536[%k0] : memref<?xi32>
                %v1681 = arith.bitcast %v1680 : i32 to f32
                memref.store %v1681, %l537[%k0] : memref<?xf32>
                %v1682 = memref.load %l537[%k0] : memref<?xf32>
                %v1683 = arith.constant 0x47000800 : f32
                %v1684 = arith.subf %v1682, %v1683 : f32
                memref.store %v1684, %l538[%k0] : memref<?xf32>
                %v1685 = memref.load %l538[%k0] : memref<?xf32>
                %v1686 = memref.load %l136[%k0] : memref<?xf32>
                %v1687 = arith.mulf %v1685, %v1686 : f32
                memref.store %v1687, %l539[%k0] : memref<?xf32>
                %v1688 = memref.load %l534[%k0] : memref<?xf32>
                %v1689 = memref.load %l539[%k0] : memref<?xf32>
                %v1690 = arith.addf %v1688, %v1689 : f32
                memref.store %v1690, %l497[%k0] : memref<?xf32>
                %v1691 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1691, %l540[%k0] : memref<?xf32>
                %v1692 = memref.load %l476[%k0] : memref<?xi32>
                %v1693 = arith.constant 15 : i32
                %v1694 = arith.andi %v1692, %v1693 : i32
                memref.store %v1694, %l541[%k0] : memref<?xi32>
                %v1695 = memref.load %l541[%k0] : memref<?xi32>
                %v1696 = memref.load %l17[%k0] : memref<?xi32>
                %v1697 = arith.ori %v1695, %v1696 : i32
                memref.store %v1697, %l542[%k0] : memref<?xi32>
                %v1698 = memref.load %l542[%k0] : memref<?xi32>
                %v1699 = arith.bitcast %v1698 : i32 to f32
                memref.store %v1699, %l543[%k0] : memref<?xf32>
                %v1700 = memref.load %l543[%k0] : memref<?xf32>
                %v1701 = arith.constant 0x4B000008 : f32
                %v1702 = arith.subf %v1700, %v1701 : f32
                memref.store %v1702, %l544[%k0] : memref<?xf32>
                %v1703 = memref.load %l544[%k0] : memref<?xf32>
                %v1704 = memref.load %l137[%k0] : memref<?xf32>
                %v1705 = arith.mulf %v1703, %v1704 : f32
                memref.store %v1705, %l545[%k0] : memref<?xf32>
                %v1706 = memref.load %l540[%k0] : memref<?xf32>
                %v1707 = memref.load %l545[%k0] : memref<?xf32>
                %v1708 = arith.addf %v1706, %v1707 : f32
                memref.store %v1708, %l497[%k0] : memref<?xf32>
                %v1709 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1709, %l546[%k0] : memref<?xf32>
                %v1710 = memref.load %l476[%k0] : memref<?xi32>
                %v1711 = arith.constant 3840 : i32
                %v1712 = arith.andi %v1710, %v1711 : i32
                memref.store %v1712, %l547[%k0] : memref<?xi32>
                %v1713 = memref.load %l547[%k0] : memref<?xi32>
                %v1714 = memref.load %l19[%k0] : memref<?xi32>
                %v1715 = arith.ori %v1713, %v1714 : i32
                memref.store %v1715, %l548[%k0] : memref<?xi32>
                %v1716 = memref.load %l548[%k0] : memref<?xi32>
                %v1717 = arith.bitcast %v1716 : i32 to f32
                memref.store %v1717, %l549[%k0] : memref<?xf32>
                %v1718 = memref.load %l549[%k0] : memref<?xf32>
                %v1719 = arith.constant 0x47000800 : f32
                %v1720 = arith.subf %v1718, %v1719 : f32
                memref.store %v1720, %l550[%k0] : memref<?xf32>
                %v1721 = memref.load %l550[%k0] : memref<?xf32>
                %v1722 = memref.load %l138[%k0] : memref<?xf32>
                %v1723 = arith.mulf %v1721, %v1722 : f32
                memref.store %v1723, %l551[%k0] : memref<?xf32>
                %v1724 = memref.load %l546[%k0] : memref<?xf32>
                %v1725 = memref.load %l551[%k0] : memref<?xf32>
                %v1726 = arith.addf %v1724, %v1725 : f32
                memref.store %v1726, %l497[%k0] : memref<?xf32>
                %v1727 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1727, %l552[%k0] : memref<?xf32>
                %v1728 = memref.load %l476[%k0] : memref<?xi32>
                %v1729 = arith.constant 983040 : i32
                %v1730 = arith.andi %v1728, %v1729 : i32
                memref.store %v1730, %l553[%k0] : memref<?xi32>
                %v1731 = memref.load %l553[%k0] : memref<?xi32>
                %v1732 = memref.load %l21[%k0] : memref<?xi32>
                %v1733 = arith.ori %v1731, %v1732 : i32
                memref.store %v1733, %l554[%k0] : memref<?xi32>
                %v1734 = memref.load %l554[%k0] : memref<?xi32>
                %v1735 = arith.bitcast %v1734 : i32 to f32
                memref.store %v1735, %l555[%k0] : memref<?xf32>
                %v1736 = memref.load %l555[%k0] : memref<?xf32>
                %v1737 = arith.constant 0x43080000 : f32
                %v1738 = arith.subf %v1736, %v1737 : f32
                memref.store %v1738, %l556[%k0] : memref<?xf32>
                %v1739 = memref.load %l556[%k0] : memref<?xf32>
                %v1740 = memref.load %l139[%k0] : memref<?xf32>
                %v1741 = arith.mulf %v1739, %v1740 : f32
                memref.store %v1741, %l557[%k0] : memref<?xf32>
                %v1742 = memref.load %l552[%k0] : memref<?xf32>
                %v1743 = memref.load %l557[%k0] : memref<?xf32>
                %v1744 = arith.addf %v1742, %v1743 : f32
                memref.store %v1744, %l497[%k0] : memref<?xf32>
                %v1745 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1745, %l558[%k0] : memref<?xf32>
                %v1746 = memref.load %l490[%k0] : memref<?xi32>
                %v1747 = arith.constant 3840 : i32
                %v1748 = arith.andi %v1746, %v1747 : i32
                memref.store %v1748, %l559[%k0] : memref<?xi32>
                %v1749 = memref.load %l559[%k0] : memref<?xi32>
                %v1750 = memref.load %l19[%k0] : memref<?xi32>
                %v1751 = arith.ori %v1749, %v1750 : i32
                memref.store %v1751, %l560[%k0] : memref<?xi32>
                %v1752 = memref.load %l560[%k0] : memref<?xi32>
                %v1753 = arith.bitcast %v1752 : i32 to f32
                memref.store %v1753, %l561[%k0] : memref<?xf32>
                %v1754 = memref.load %l561[%k0] : memref<?xf32>
                %v1755 = arith.constant 0x47000800 : f32
                %v1756 = arith.subf %v1754, %v1755 : f32
                memref.store %v1756, %l562[%k0] : memref<?xf32>
                %v1757 = memref.load %l562[%k0] : memref<?xf32>
                %v1758 = memref.load %l140[%k0] : memref<?xf32>
                %v1759 = arith.mulf %v1757, %v1758 : f32
                memref.store %v1759, %l563[%k0] : memref<?xf32>
                %v1760 = memref.load %l558[%k0] : memref<?xf32>
                %v1761 = memref.load %l563[%k0] : memref<?xf32>
                %v1762 = arith.addf %v1760, %v1761 : f32
                memref.store %v1762, %l497[%k0] : memref<?xf32>
                %v1763 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1763, %l564[%k0] : memref<?xf32>
                %v1764 = memref.load %l484[%k0] : memref<?xi32>
                %v1765 = arith.constant 15 : i32
                %v1766 = arith.andi %v1764, %v1765 : i32
                memref.store %v1766, %l565[%k0] : memref<?xi32>
                %v1767 = memref.load %l565[%k0] : memref<?xi32>
                %v1768 = memref.load %l17[%k0] : memref<?xi32>
                %v1769 = arith.ori %v1767, %v1768 : i32
                memref.store %v1769, %l566[%k0] : memref<?xi32>
                %v1770 = memref.load %l566[%k0] : memref<?xi32>
                %v1771 = arith.bitcast %v1770 : i32 to f32
                memref.store %v1771, %l567[%k0] : memref<?xf32>
                %v1772 = memref.load %l567[%k0] : memref<?xf32>
                %v1773 = arith.constant 0x4B000008 : f32
                %v1774 = arith.subf %v1772, %v1773 : f32
                memref.store %v1774, %l568[%k0] : memref<?xf32>
                %v1775 = memref.load %l568[%k0] : memref<?xf32>
                %v1776 = memref.load %l141[%k0] : memref<?xf32>
                %v1777 = arith.mulf %v1775, %v1776 : f32
                memref.store %v1777, %l569[%k0] : memref<?xf32>
                %v1778 = memref.load %l564[%k0] : memref<?xf32>
                %v1779 = memref.load %l569[%k0] : memref<?xf32>
                %v1780 = arith.addf %v1778, %v1779 : f32
                memref.store %v1780, %l497[%k0] : memref<?xf32>
                %v1781 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1781, %l570[%k0] : memref<?xf32>
                %v1782 = memref.load %l484[%k0] : memref<?xi32>
                %v1783 = arith.constant 3840 : i32
                %v1784 = arith.andi %v1782, %v1783 : i32
                memref.store %v1784, %l571[%k0] : memref<?xi32>
                %v1785 = memref.load %l571[%k0] : memref<?xi32>
                %v1786 = memref.load %l19[%k0] : memref<?xi32>
                %v1787 = arith.ori %v1785, %v1786 : i32
                memref.store %v1787, %l572[%k0] : memref<?xi32>
                %v1788 = memref.load %l572[%k0] : memref<?xi32>
                %v1789 = arith.bitcast %v1788 : i32 to f32
                memref.store %v1789, %l573[%k0] : memref<?xf32>
                %v1790 = memref.load %l573[%k0] : memref<?xf32>
                %v1791 = arith.constant 0x47000800 : f32
                %v1792 = arith.subf %v1790, %v1791 : f32
                memref.store %v1792, %l574[%k0] : memref<?xf32>
                %v1793 = memref.load %l574[%k0] : memref<?xf32>
                %v1794 = memref.load %l142[%k0] : memref<?xf32>
                %v1795 = arith.mulf %v1793, %v1794 : f32
                memref.store %v1795, %l575[%k0] : memref<?xf32>
                %v1796 = memref.load %l570[%k0] : memref<?xf32>
                %v1797 = memref.load %l575[%k0] : memref<?xf32>
                %v1798 = arith.addf %v1796, %v1797 : f32
                memref.store %v1798, %l497[%k0] : memref<?xf32>
                %v1799 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1799, %l576[%k0] : memref<?xf32>
                %v1800 = memref.load %l484[%k0] : memref<?xi32>
                %v1801 = arith.constant 983040 : i32
                %v1802 = arith.andi %v1800, %v1801 : i32
                memref.store %v1802, %l577[%k0] : memref<?xi32>
                %v1803 = memref.load %l577[%k0] : memref<?xi32>
                %v1804 = memref.load %l21[%k0] : memref<?xi32>
                %v1805 = arith.ori %v1803, %v1804 : i32
                memref.store %v1805, %l578[%k0] : memref<?xi32>
                %v1806 = memref.load %l578[%k0] : memref<?xi32>
                %v1807 = arith.bitcast %v1806 : i32 to f32
                memref.store %v1807, %l579[%k0] : memref<?xf32>
                %v1808 = memref.load %l579[%k0] : memref<?xf32>
                %v1809 = arith.constant 0x43080000 : f32
                %v1810 = arith.subf %v1808, %v1809 : f32
                memref.store %v1810, %l580[%k0] : memref<?xf32>
                %v1811 = memref.load %l580[%k0] : memref<?xf32>
                %v1812 = memref.load %l143[%k0] : memref<?xf32>
                %v1813 = arith.mulf %v1811, %v1812 : f32
                memref.store %v1813, %l581[%k0] : memref<?xf32>
                %v1814 = memref.load %l576[%k0] : memref<?xf32>
                %v1815 = memref.load %l581[%k0] : memref<?xf32>
                %v1816 = arith.addf %v1814, %v1815 : f32
                memref.store %v1816, %l497[%k0] : memref<?xf32>
                %v1817 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1817, %l582[%k0] : memref<?xf32>
                %v1818 = memref.load %l492[%k0] : memref<?xi32>
                %v1819 = arith.constant 3840 : i32
                %v1820 = arith.andi %v1818, %v1819 : i32
                memref.store %v1820, %l583[%k0] : memref<?xi32>
                %v1821 = memref.load %l583[%k0] : memref<?xi32>
                %v1822 = memref.load %l19[%k0] : memref<?xi32>
                %v1823 = arith.ori %v1821, %v1822 : i32
                memref.store %v1823, %l584[%k0] : memref<?xi32>
                %v1824 = memref.load %l584[%k0] : memref<?xi32>
                %v1825 = arith.bitcast %v1824 : i32 to f32
                memref.store %v1825, %l585[%k0] : memref<?xf32>
                %v1826 = memref.load %l585[%k0] : memref<?xf32>
                %v1827 = arith.constant 0x47000800 : f32
                %v1828 = arith.subf %v1826, %v1827 : f32
                memref.store %v1828, %l586[%k0] : memref<?xf32>
                %v1829 = memref.load %l586[%k0] : memref<?xf32>
                %v1830 = memref.load %l144[%k0] : memref<?xf32>
                %v1831 = arith.mulf %v1829, %v1830 : f32
                memref.store %v1831, %l587[%k0] : memref<?xf32>
                %v1832 = memref.load %l582[%k0] : memref<?xf32>
                %v1833 = memref.load %l587[%k0] : memref<?xf32>
                %v1834 = arith.addf %v1832, %v1833 : f32
                memref.store %v1834, %l497[%k0] : memref<?xf32>
                %v1835 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1835, %l588[%k0] : memref<?xf32>
                %v1836 = memref.load %l460[%k0] : memref<?xi32>
                %v1837 = arith.constant 240 : i32
                %v1838 = arith.andi %v1836, %v1837 : i32
                memref.store %v1838, %l589[%k0] : memref<?xi32>
                %v1839 = memref.load %l589[%k0] : memref<?xi32>
                %v1840 = memref.load %l18[%k0] : memref<?xi32>
                %v1841 = arith.ori %v1839, %v1840 : i32
                memref.store %v1841, %l590[%k0] : memref<?xi32>
                %v1842 = memref.load %l590[%k0] : memref<?xi32>
                %v1843 = arith.bitcast %v1842 : i32 to f32
                memref.store %v1843, %l591[%k0] : memref<?xf32>
                %v1844 = memref.load %l591[%k0] : memref<?xf32>
                %v1845 = arith.constant 0x49000080 : f32
                %v1846 = arith.subf %v1844, %v1845 : f32
                memref.store %v1846, %l592[%k0] : memref<?xf32>
                %v1847 = memref.load %l592[%k0] : memref<?xf32>
                %v1848 = memref.load %l145[%k0] : memref<?xf32>
                %v1849 = arith.mulf %v1847, %v1848 : f32
                memref.store %v1849, %l593[%k0] : memref<?xf32>
                %v1850 = memref.load %l588[%k0] : memref<?xf32>
                %v1851 = memref.load %l593[%k0] : memref<?xf32>
                %v1852 = arith.addf %v1850, %v1851 : f32
                memref.store %v1852, %l497[%k0] : memref<?xf32>
                %v1853 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1853, %l594[%k0] : memref<?xf32>
                %v1854 = memref.load %l460[%k0] : memref<?xi32>
                %v1855 = arith.constant 61440 : i32
                %v1856 = arith.andi %v1854, %v1855 : i32
                memref.store %v1856, %l595[%k0] : memref<?xi32>
                %v1857 = memref.load %l595[%k0] : memref<?xi32>
                %v1858 = memref.load %l20[%k0] : memref<?xi32>
                %v1859 = arith.ori %v1857, %v1858 : i32
                memref.store %v1859, %l596[%k0] : memref<?xi32>
                %v1860 = memref.load %l596[%k0] : memref<?xi32>
                %v1861 = arith.bitcast %v1860 : i32 to f32
                memref.store %v1861, %l597[%k0] : memref<?xf32>
                %v1862 = memref.load %l597[%k0] : memref<?xf32>
                %v1863 = arith.constant 0x45008000 : f32
                %v1864 = arith.subf %v1862, %v1863 : f32
                memref.store %v1864, %l598[%k0] : memref<?xf32>
                %v1865 = memref.load %l598[%k0] : memref<?xf32>
                %v1866 = memref.load %l146[%k0] : memref<?xf32>
                %v1867 = arith.mulf %v1865, %v1866 : f32
                memref.store %v1867, %l599[%k0] : memref<?xf32>
                %v1868 = memref.load %l594[%k0] : memref<?xf32>
                %v1869 = memref.load %l599[%k0] : memref<?xf32>
                %v1870 = arith.addf %v1868, %v1869 : f32
                memref.store %v1870, %l497[%k0] : memref<?xf32>
                %v1871 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1871, %l600[%k0] : memref<?xf32>
                %v1872 = memref.load %l486[%k0] : memref<?xi32>
                %v1873 = arith.constant 240 : i32
                %v1874 = arith.andi %v1872, %v1873 : i32
                memref.store %v1874, %l601[%k0] : memref<?xi32>
                %v1875 = memref.load %l601[%k0] : memref<?xi32>
                %v1876 = memref.load %l18[%k0] : memref<?xi32>
                %v1877 = arith.ori %v1875, %v1876 : i32
                memref.store %v1877, %l602[%k0] : memref<?xi32>
                %v1878 = memref.load %l602[%k0] : memref<?xi32>
                %v1879 = arith.bitcast %v1878 : i32 to f32
                memref.store %v1879, %l603[%k0] : memref<?xf32>
                %v1880 = memref.load %l603[%k0] : memref<?xf32>
                %v1881 = arith.constant 0x49000080 : f32
                %v1882 = arith.subf %v1880, %v1881 : f32
                memref.store %v1882, %l604[%k0] : memref<?xf32>
                %v1883 = memref.load %l604[%k0] : memref<?xf32>
                %v1884 = memref.load %l147[%k0] : memref<?xf32>
                %v1885 = arith.mulf %v1883, %v1884 : f32
                memref.store %v1885, %l605[%k0] : memref<?xf32>
                %v1886 = memref.load %l600[%k0] : memref<?xf32>
                %v1887 = memref.load %l605[%k0] : memref<?xf32>
                %v1888 = arith.addf %v1886, %v1887 : f32
                memref.store %v1888, %l497[%k0] : memref<?xf32>
                %v1889 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1889, %l606[%k0] : memref<?xf32>
                %v1890 = memref.load %l486[%k0] : memref<?xi32>
                %v1891 = arith.constant 61440 : i32
                %v1892 = arith.andi %v1890, %v1891 : i32
                memref.store %v1892, %l607[%k0] : memref<?xi32>
                %v1893 = memref.load %l607[%k0] : memref<?xi32>
                %v1894 = memref.load %l20[%k0] : memref<?xi32>
                %v1895 = arith.ori %v1893, %v1894 : i32
                memref.store %v1895, %l608[%k0] : memref<?xi32>
                %v1896 = memref.load %l608[%k0] : memref<?xi32>
                %v1897 = arith.bitcast %v1896 : i32 to f32
                memref.store %v1897, %l609[%k0] : memref<?xf32>
                %v1898 = memref.load %l609[%k0] : memref<?xf32>
                %v1899 = arith.constant 0x45008000 : f32
                %v1900 = arith.subf %v1898, %v1899 : f32
                memref.store %v1900, %l610[%k0] : memref<?xf32>
                %v1901 = memref.load %l610[%k0] : memref<?xf32>
                %v1902 = memref.load %l148[%k0] : memref<?xf32>
                %v1903 = arith.mulf %v1901, %v1902 : f32
                memref.store %v1903, %l611[%k0] : memref<?xf32>
                %v1904 = memref.load %l606[%k0] : memref<?xf32>
                %v1905 = memref.load %l611[%k0] : memref<?xf32>
                %v1906 = arith.addf %v1904, %v1905 : f32
                memref.store %v1906, %l497[%k0] : memref<?xf32>
                %v1907 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1907, %l612[%k0] : memref<?xf32>
                %v1908 = memref.load %l468[%k0] : memref<?xi32>
                %v1909 = arith.constant 240 : i32
                %v1910 = arith.andi %v1908, %v1909 : i32
                memref.store %v1910, %l613[%k0] : memref<?xi32>
                %v1911 = memref.load %l613[%k0] : memref<?xi32>
                %v1912 = memref.load %l18[%k0] : memref<?xi32>
                %v1913 = arith.ori %v1911, %v1912 : i32
                memref.store %v1913, %l614[%k0] : memref<?xi32>
                %v1914 = memref.load %l614[%k0] : memref<?xi32>
                %v1915 = arith.bitcast %v1914 : i32 to f32
                memref.store %v1915, %l615[%k0] : memref<?xf32>
                %v1916 = memref.load %l615[%k0] : memref<?xf32>
                %v1917 = arith.constant 0x49000080 : f32
                %v1918 = arith.subf %v1916, %v1917 : f32
                memref.store %v1918, %l616[%k0] : memref<?xf32>
                %v1919 = memref.load %l616[%k0] : memref<?xf32>
                %v1920 = memref.load %l149[%k0] : memref<?xf32>
                %v1921 = arith.mulf %v1919, %v1920 : f32
                memref.store %v1921, %l617[%k0] : memref<?xf32>
                %v1922 = memref.load %l612[%k0] : memref<?xf32>
                %v1923 = memref.load %l617[%k0] : memref<?xf32>
                %v1924 = arith.addf %v1922, %v1923 : f32
                memref.store %v1924, %l497[%k0] : memref<?xf32>
                %v1925 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1925, %l618[%k0] : memref<?xf32>
                %v1926 = memref.load %l468[%k0] : memref<?xi32>
                %v1927 = arith.constant 61440 : i32
                %v1928 = arith.andi %v1926, %v1927 : i32
                memref.store %v1928, %l619[%k0] : memref<?xi32>
                %v1929 = memref.load %l619[%k0] : memref<?xi32>
                %v1930 = memref.load %l20[%k0] : memref<?xi32>
                %v1931 = arith.ori %v1929, %v1930 : i32
                memref.store %v1931, %l620[%k0] : memref<?xi32>
                %v1932 = memref.load %l620[%k0] : memref<?xi32>
                %v1933 = arith.bitcast %v1932 : i32 to f32
                memref.store %v1933, %l621[%k0] : memref<?xf32>
                %v1934 = memref.load %l621[%k0] : memref<?xf32>
                %v1935 = arith.constant 0x45008000 : f32
                %v1936 = arith.subf %v1934, %v1935 : f32
                memref.store %v1936, %l622[%k0] : memref<?xf32>
                %v1937 = memref.load %l622[%k0] : memref<?xf32>
                %v1938 = memref.load %l150[%k0] : memref<?xf32>
                %v1939 = arith.mulf %v1937, %v1938 : f32
                memref.store %v1939, %l623[%k0] : memref<?xf32>
                %v1940 = memref.load %l618[%k0] : memref<?xf32>
                %v1941 = memref.load %l623[%k0] : memref<?xf32>
                %v1942 = arith.addf %v1940, %v1941 : f32
                memref.store %v1942, %l497[%k0] : memref<?xf32>
                %v1943 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1943, %l624[%k0] : memref<?xf32>
                %v1944 = memref.load %l488[%k0] : memref<?xi32>
                %v1945 = arith.constant 240 : i32
                %v1946 = arith.andi %v1944, %v1945 : i32
                memref.store %v1946, %l625[%k0] : memref<?xi32>
                %v1947 = memref.load %l625[%k0] : memref<?xi32>
                %v1948 = memref.load %l18[%k0] : memref<?xi32>
                %v1949 = arith.ori %v1947, %v1948 : i32
                memref.store %v1949, %l626[%k0] : memref<?xi32>
                %v1950 = memref.load %l626[%k0] : memref<?xi32>
                %v1951 = arith.bitcast %v1950 : i32 to f32
                memref.store %v1951, %l627[%k0] : memref<?xf32>
                %v1952 = memref.load %l627[%k0] : memref<?xf32>
                %v1953 = arith.constant 0x49000080 : f32
                %v1954 = arith.subf %v1952, %v1953 : f32
                memref.store %v1954, %l628[%k0] : memref<?xf32>
                %v1955 = memref.load %l628[%k0] : memref<?xf32>
                %v1956 = memref.load %l151[%k0] : memref<?xf32>
                %v1957 = arith.mulf %v1955, %v1956 : f32
                memref.store %v1957, %l629[%k0] : memref<?xf32>
                %v1958 = memref.load %l624[%k0] : memref<?xf32>
                %v1959 = memref.load %l629[%k0] : memref<?xf32>
                %v1960 = arith.addf %v1958, %v1959 : f32
                memref.store %v1960, %l497[%k0] : memref<?xf32>
                %v1961 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1961, %l630[%k0] : memref<?xf32>
                %v1962 = memref.load %l488[%k0] : memref<?xi32>
                %v1963 = arith.constant 61440 : i32
                %v1964 = arith.andi %v1962, %v1963 : i32
                memref.store %v1964, %l631[%k0] : memref<?xi32>
                %v1965 = memref.load %l631[%k0] : memref<?xi32>
                %v1966 = memref.load %l20[%k0] : memref<?xi32>
                %v1967 = arith.ori %v1965, %v1966 : i32
                memref.store %v1967, %l632[%k0] : memref<?xi32>
                %v1968 = memref.load %l632[%k0] : memref<?xi32>
                %v1969 = arith.bitcast %v1968 : i32 to f32
                memref.store %v1969, %l633[%k0] : memref<?xf32>
                %v1970 = memref.load %l633[%k0] : memref<?xf32>
                %v1971 = arith.constant 0x45008000 : f32
                %v1972 = arith.subf %v1970, %v1971 : f32
                memref.store %v1972, %l634[%k0] : memref<?xf32>
                %v1973 = memref.load %l634[%k0] : memref<?xf32>
                %v1974 = memref.load %l152[%k0] : memref<?xf32>
                %v1975 = arith.mulf %v1973, %v1974 : f32
                memref.store %v1975, %l635[%k0] : memref<?xf32>
                %v1976 = memref.load %l630[%k0] : memref<?xf32>
                %v1977 = memref.load %l635[%k0] : memref<?xf32>
                %v1978 = arith.addf %v1976, %v1977 : f32
                memref.store %v1978, %l497[%k0] : memref<?xf32>
                %v1979 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1979, %l636[%k0] : memref<?xf32>
                %v1980 = memref.load %l476[%k0] : memref<?xi32>
                %v1981 = arith.constant 240 : i32
                %v1982 = arith.andi %v1980, %v1981 : i32
                memref.store %v1982, %l637[%k0] : memref<?xi32>
                %v1983 = memref.load %l637[%k0] : memref<?xi32>
                %v1984 = memref.load %l18[%k0] : memref<?xi32>
                %v1985 = arith.ori %v1983, %v1984 : i32
                memref.store %v1985, %l638[%k0] : memref<?xi32>
                %v1986 = memref.load %l638[%k0] : memref<?xi32>
                %v1987 = arith.bitcast %v1986 : i32 to f32
                memref.store %v1987, %l639[%k0] : memref<?xf32>
                %v1988 = memref.load %l639[%k0] : memref<?xf32>
                %v1989 = arith.constant 0x49000080 : f32
                %v1990 = arith.subf %v1988, %v1989 : f32
                memref.store %v1990, %l640[%k0] : memref<?xf32>
                %v1991 = memref.load %l640[%k0] : memref<?xf32>
                %v1992 = memref.load %l153[%k0] : memref<?xf32>
                %v1993 = arith.mulf %v1991, %v1992 : f32
                memref.store %v1993, %l641[%k0] : memref<?xf32>
                %v1994 = memref.load %l636[%k0] : memref<?xf32>
                %v1995 = memref.load %l641[%k0] : memref<?xf32>
                %v1996 = arith.addf %v1994, %v1995 : f32
                memref.store %v1996, %l497[%k0] : memref<?xf32>
                %v1997 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1997, %l642[%k0] : memref<?xf32>
                %v1998 = memref.load %l476[%k0] : memref<?xi32>
                %v1999 = arith.constant 61440 : i32
                %v2000 = arith.andi %v1998, %v1999 : i32
                memref.store %v2000, %l643[%k0] : memref<?xi32>
                %v2001 = memref.load %l643[%k0] : memref<?xi32>
                %v2002 = memref.load %l20[%k0] : memref<?xi32>
                %v2003 = arith.ori %v2001, %v2002 : i32
                memref.store %v2003, %l644[%k0] : memref<?xi32>
                %v2004 = memref.load %l644[%k0] : memref<?xi32>
                %v2005 = arith.bitcast %v2004 : i32 to f32
                memref.store %v2005, %l645[%k0] : memref<?xf32>
                %v2006 = memref.load %l645[%k0] : memref<?xf32>
                %v2007 = arith.constant 0x45008000 : f32
                %v2008 = arith.subf %v2006, %v2007 : f32
                memref.store %v2008, %l646[%k0] : memref<?xf32>
                %v2009 = memref.load %l646[%k0] : memref<?xf32>
                %v2010 = memref.load %l154[%k0] : memref<?xf32>
                %v2011 = arith.mulf %v2009, %v2010 : f32
                memref.store %v2011, %l647[%k0] : memref<?xf32>
                %v2012 = memref.load %l642[%k0] : memref<?xf32>
                %v2013 = memref.load %l647[%k0] : memref<?xf32>
                %v2014 = arith.addf %v2012, %v2013 : f32
                memref.store %v2014, %l497[%k0] : memref<?xf32>
                %v2015 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v2015, %l648[%k0] : memref<?xf32>
                %v2016 = memref.load %l490[%k0] : memref<?xi32>
                %v2017 = arith.constant 240 : i32
                %v2018 = arith.andi %v2016, %v2017 : i32
                memref.store %v2018, %l649[%k0] : memref<?xi32>
                %v2019 = memref.load %l649[%k0] : memref<?xi32>
                %v2020 = memref.load %l18[%k0] : memref<?xi32>
                %v2021 = arith.ori %v2019, %v2020 : i32
                memref.store %v2021, %l650[%k0] : memref<?xi32>
                %v2022 = memref.load %l650[%k0] : memref<?xi32>
                %v2023 = arith.bitcast %v2022 : i32 to f32
                memref.store %v2023, %l651[%k0] : memref<?xf32>
                %v2024 = memref.load %l651[%k0] : memref<?xf32>
                %v2025 = arith.constant 0x49000080 : f32
                %v2026 = arith.subf %v2024, %v2025 : f32
                memref.store %v2026, %l652[%k0] : memref<?xf32>
                %v2027 = memref.load %l652[%k0] : memref<?xf32>
                %v2028 = memref.load %l155[%k0] : memref<?xf32>
                %v2029 = arith.mulf %v2027, %v2028 : f32
                memref.store %v2029, %l653[%k0] : memref<?xf32>
                %v2030 = memref.load %l648[%k0] : memref<?xf32>
                %v2031 = memref.load %l653[%k0] : memref<?xf32>
                %v2032 = arith.addf %v2030, %v2031 : f32
                memref.store %v2032, %l497[%k0] : memref<?xf32>
                %v2033 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v2033, %l654[%k0] : memref<?xf32>
                %v2034 = memref.load %l490[%k0] : memref<?xi32>
                %v2035 = arith.constant 61440 : i32
                %v2036 = arith.andi %v2034, %v2035 : i32
                memref.store %v2036, %l655[%k0] : memref<?xi32>
                %v2037 = memref.load %l655[%k0] : memref<?xi32>
                %v2038 = memref.load %l20[%k0] : memref<?xi32>
                %v2039 = arith.ori %v2037, %v2038 : i32
                memref.store %v2039, %l656[%k0] : memref<?xi32>
                %v2040 = memref.load %l656[%k0] : memref<?xi32>
                %v2041 = arith.bitcast %v2040 : i32 to f32
                memref.store %v2041, %l657[%k0] : memref<?xf32>
                %v2042 = memref.load %l657[%k0] : memref<?xf32>
                %v2043 = arith.constant 0x45008000 : f32
                %v2044 = arith.subf %v2042, %v2043 : f32
                memref.store %v2044, %l658[%k0] : memref<?xf32>
                %v2045 = memref.load %l658[%k0] : memref<?xf32>
                %v2046 = memref.load %l156[%k0] : memref<?xf32>
                %v2047 = arith.mulf %v2045, %v2046 : f32
                memref.store %v2047, %l659[%k0] : memref<?xf32>
                %v2048 = memref.load %l654[%k0] : memref<?xf32>
                %v2049 = memref.load %l659[%k0] : memref<?xf32>
                %v2050 = arith.addf %v2048, %v2049 : f32
                memref.store %v2050, %l497[%k0] : memref<?xf32>
                %v2051 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v2051, %l660[%k0] : memref<?xf32>
                %v2052 = memref.load %l484[%k0] : memref<?xi32>
                %v2053 = arith.constant 240 : i32
                %v2054 = arith.andi %v2052, %v2053 : i32
                memref.store %v2054, %l661[%k0] : memref<?xi32>
                %v2055 = memref.load %l661[%k0] : memref<?xi32>
                %v2056 = memref.load %l18[%k0] : memref<?xi32>
                %v2057 = arith.ori %v2055, %v2056 : i32
                memref.store %v2057, %l662[%k0] : memref<?xi32>
                %v2058 = memref.load %l662[%k0] : memref<?xi32>
                %v2059 = arith.bitcast %v2058 : i32 to f32
                memref.store %v2059, %l663[%k0] : memref<?xf32>
                %v2060 = memref.load %l663[%k0] : memref<?xf32>
                %v2061 = arith.constant 0x49000080 : f32
                %v2062 = arith.subf %v2060, %v2061 : f32
                memref.store %v2062, %l664[%k0] : memref<?xf32>
                %v2063 = memref.load %l664[%k0] : memref<?xf32>
                %v2064 = memref.load %l157[%k0] : memref<?xf32>
                %v2065 = arith.mulf %v2063, %v2064 : f32
                memref.store %v2065, %l665[%k0] : memref<?xf32>
                %v2066 = memref.load %l660[%k0] : memref<?xf32>
                %v2067 = memref.load %l665[%k0] : memref<?xf32>
                %v2068 = arith.addf %v2066, %v2067 : f32
                memref.store %v2068, %l497[%k0] : memref<?xf32>
                %v2069 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v2069, %l666[%k0] : memref<?xf32>
                %v2070 = memref.load %l484[%k0] : memref<?xi32>
                %v2071 = arith.constant 61440 : i32
                %v2072 = arith.andi %v2070, %v2071 : i32
                memref.store %v2072, %l667[%k0] : memref<?xi32>
                %v2073 = memref.load %l667[%k0] : memref<?xi32>
                %v2074 = memref.load %l20[%k0] : memref<?xi32>
                %v2075 = arith.ori %v2073, %v2074 : i32
                memref.store %v2075, %l668[%k0] : memref<?xi32>
                %v2076 = memref.load %l668[%k0] : memref<?xi32>
                %v2077 = arith.bitcast %v2076 : i32 to f32
                memref.store %v2077, %l669[%k0] : memref<?xf32>
                %v2078 = memref.load %l669[%k0] : memref<?xf32>
                %v2079 = arith.constant 0x45008000 : f32
                %v2080 = arith.subf %v2078, %v2079 : f32
                memref.store %v2080, %l670[%k0] : memref<?xf32>
                %v2081 = memref.load %l670[%k0] : memref<?xf32>
                %v2082 = memref.load %l158[%k0] : memref<?xf32>
                %v2083 = arith.mulf %v2081, %v2082 : f32
                memref.store %v2083, %l671[%k0] : memref<?xf32>
                %v2084 = memref.load %l666[%k0] : memref<?xf32>
                %v2085 = memref.load %l671[%k0] : memref<?xf32>
                %v2086 = arith.addf %v2084, %v2085 : f32
                memref.store %v2086, %l497[%k0] : memref<?xf32>
                %v2087 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v2087, %l672[%k0] : memref<?xf32>
                %v2088 = memref.load %l492[%k0] : memref<?xi32>
                %v2089 = arith.constant 240 : i32
                %v2090 = arith.andi %v2088, %v2089 : i32
                memref.store %v2090, %l673[%k0] : memref<?xi32>
                %v2091 = memref.load %l673[%k0] : memref<?xi32>
                %v2092 = memref.load %l18[%k0] : memref<?xi32>
                %v2093 = arith.ori %v2091, %v2092 : i32
                memref.store %v2093, %l674[%k0] : memref<?xi32>
                %v2094 = memref.load %l674[%k0] : memref<?xi32>
                %v2095 = arith.bitcast %v2094 : i32 to f32
                memref.store %v2095, %l675[%k0] : memref<?xf32>
                %v2096 = memref.load %l675[%k0] : memref<?xf32>
                %v2097 = arith.constant 0x49000080 : f32
                %v2098 = arith.subf %v2096, %v2097 : f32
                memref.store %v2098, %l676[%k0] : memref<?xf32>
                %v2099 = memref.load %l676[%k0] : memref<?xf32>
                %v2100 = memref.load %l159[%k0] : memref<?xf32>
                %v2101 = arith.mulf %v2099, %v2100 : f32
                memref.store %v2101, %l677[%k0] : memref<?xf32>
                %v2102 = memref.load %l672[%k0] : memref<?xf32>
                %v2103 = memref.load %l677[%k0] : memref<?xf32>
                %v2104 = arith.addf %v2102, %v2103 : f32
                memref.store %v2104, %l497[%k0] : memref<?xf32>
                %v2105 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v2105, %l678[%k0] : memref<?xf32>
                %v2106 = memref.load %l492[%k0] : memref<?xi32>
                %v2107 = arith.constant 61440 : i32
                %v2108 = arith.andi %v2106, %v2107 : i32
                memref.store %v2108, %l679[%k0] : memref<?xi32>
                %v2109 = memref.load %l679[%k0] : memref<?xi32>
                %v2110 = memref.load %l20[%k0] : memref<?xi32>
                %v2111 = arith.ori %v2109, %v2110 : i32
                memref.store %v2111, %l680[%k0] : memref<?xi32>
                %v2112 = memref.load %l680[%k0] : memref<?xi32>
                %v2113 = arith.bitcast %v2112 : i32 to f32
                memref.store %v2113, %l681[%k0] : memref<?xf32>
                %v2114 = memref.load %l681[%k0] : memref<?xf32>
                %v2115 = arith.constant 0x45008000 : f32
                %v2116 = arith.subf %v2114, %v2115 : f32
                memref.store %v2116, %l682[%k0] : memref<?xf32>
                %v2117 = memref.load %l682[%k0] : memref<?xf32>
                %v2118 = memref.load %l160[%k0] : memref<?xf32>
                %v2119 = arith.mulf %v2117, %v2118 : f32
                memref.store %v2119, %l683[%k0] : memref<?xf32>
                %v2120 = memref.load %l678[%k0] : memref<?xf32>
                %v2121 = memref.load %l683[%k0] : memref<?xf32>
                %v2122 = arith.addf %v2120, %v2121 : f32
                memref.store %v2122, %l497[%k0] : memref<?xf32>
                %v2123 = memref.load %l42[%k0] : memref<?xi32>
                memref.store %v2123, %l684[%k0] : memref<?xi32>
                %v2124 = memref.load %l191[%k0] : memref<?xi32>
                %v2125 = memref.load %l684[%k0] : memref<?xi32>
                %v2126 = arith.constant 31 : i32
                %v2127 = arith.andi %v2125, %v2126 : i32
                %v2128 = arith.shrui %v2124, %v2127 : i32
                memref.store %v2128, %l685[%k0] : memref<?xi32>
                %v2129 = memref.load %l685[%k0] : memref<?xi32>
                %v2130 = arith.constant 65535 : i32
                %v2131 = arith.andi %v2129, %v2130 : i32
                memref.store %v2131, %l686[%k0] : memref<?xi32>
                %v2132 = memref.load %l686[%k0] : memref<?xi32>
                %v2133 = arith.constant 32767 : i32
                %v2134 = arith.andi %v2132, %v2133 : i32
                memref.store %v2134, %l687[%k0] : memref<?xi32>
                %v2135 = arith.constant 13 : i32
                memref.store %v2135, %l688[%k0] : memref<?xi32>
                %v2136 = memref.load %l687[%k0] : memref<?xi32>
                %v2137 = memref.load %l688[%k0] : memref<?xi32>
                %v2138 = arith.constant 31 : i32
                %v2139 = arith.andi %v2137, %v2138 : i32
                %v2140 = arith.shli %v2136, %v2139 : i32
                memref.store %v2140, %l689[%k0] : memref<?xi32>
                %v2141 = memref.load %l689[%k0] : memref<?xi32>
                %v2142 = arith.constant 939524096 : i32
                %v2143 = arith.addi %v2141, %v2142 : i32
                memref.store %v2143, %l690[%k0] : memref<?xi32>
                %v2144 = memref.load %l690[%k0] : memref<?xi32>
                %v2145 = arith.bitcast %v2144 : i32 to f32
                memref.store %v2145, %l691[%k0] : memref<?xf32>
                %v2146 = memref.load %l687[%k0] : memref<?xi32>
                %v2147 = arith.constant 1024 : i32
                %v2148 = arith.cmpi ult, %v2146, %v2147 : i32
                memref.store %v2148, %l692[%k0] : memref<?xi1>
                %v2149 = memref.load %l692[%k0] : memref<?xi1>
                cf.cond_br %v2149, ^bb63, ^bb64
              ^bb63:
                %v2150 = arith.constant 13 : i32
                memref.store %v2150, %l693[%k0] : memref<?xi32>
                %v2151 = memref.load %l687[%k0] : memref<?xi32>
                %v2152 = memref.load %l693[%k0] : memref<?xi32>
                %v2153 = arith.constant 31 : i32
                %v2154 = arith.andi %v2152, %v2153 : i32
                %v2155 = arith.shli %v2151, %v2154 : i32
                memref.store %v2155, %l694[%k0] : memref<?xi32>
                %v2156 = memref.load %l694[%k0] : memref<?xi32>
                %v2157 = arith.constant 947912704 : i32
                %v2158 = arith.addi %v2156, %v2157 : i32
                memref.store %v2158, %l695[%k0] : memref<?xi32>
                %v2159 = memref.load %l695[%k0] : memref<?xi32>
                %v2160 = arith.bitcast %v2159 : i32 to f32
                memref.store %v2160, %l696[%k0] : memref<?xf32>
                %v2161 = memref.load %l696[%k0] : memref<?xf32>
                %v2162 = arith.constant 0x38800000 : f32
                %v2163 = arith.subf %v2161, %v2162 : f32
                memref.store %v2163, %l691[%k0] : memref<?xf32>
                cf.br ^bb64
              ^bb64:
                %v2164 = memref.load %l687[%k0] : memref<?xi32>
                %v2165 = arith.constant 31744 : i32
                %v2166 = arith.cmpi uge, %v2164, %v2165 : i32
                memref.store %v2166, %l697[%k0] : memref<?xi1>
                %v2167 = memref.load %l697[%k0] : memref<?xi1>
                cf.cond_br %v2167, ^bb65, ^bb66
              ^bb65:
                %v2168 = arith.constant 13 : i32
                memref.store %v2168, %l698[%k0] : memref<?xi32>
                %v2169 = memref.load %l687[%k0] : memref<?xi32>
                %v2170 = memref.load %l698[%k0] : memref<?xi32>
                %v2171 = arith.constant 31 : i32
                %v2172 = arith.andi %v2170, %v2171 : i32
                %v2173 = arith.shli %v2169, %v2172 : i32
                memref.store %v2173, %l699[%k0] : memref<?xi32>
                %v2174 = memref.load %l699[%k0] : memref<?xi32>
                %v2175 = arith.constant 1879048192 : i32
                %v2176 = arith.addi %v2174, %v2175 : i32
                memref.store %v2176, %l700[%k0] : memref<?xi32>
                %v2177 = memref.load %l700[%k0] : memref<?xi32>
                %v2178 = arith.bitcast %v2177 : i32 to f32
                memref.store %v2178, %l701[%k0] : memref<?xf32>
                %v2179 = memref.load %l701[%k0] : memref<?xf32>
                memref.store %v2179, %l691[%k0] : memref<?xf32>
                cf.br ^bb66
              ^bb66:
                %v2180 = memref.load %l686[%k0] : memref<?xi32>
                %v2181 = arith.constant 32768 : i32
                %v2182 = arith.cmpi uge, %v2180, %v2181 : i32
                memref.store %v2182, %l702[%k0] : memref<?xi1>
                %v2183 = memref.load %l702[%k0] : memref<?xi1>
                cf.cond_br %v2183, ^bb67, ^bb68
              ^bb67:
                %v2184 = memref.load %l691[%k0] : memref<?xf32>
                memref.store %v2184, %l703[%k0] : memref<?xf32>
                %v2185 = memref.load %l703[%k0] : memref<?xf32>
                %v2186 = arith.negf %v2185 : f32
                memref.store %v2186, %l691[%k0] : memref<?xf32>
                cf.br ^bb68
              ^bb68:
                %v2187 = memref.load %l691[%k0] : memref<?xf32>
                memref.store %v2187, %l704[%k0] : memref<?xf32>
                %v2188 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v2188, %l705[%k0] : memref<?xf32>
                %v2189 = memref.load %l704[%k0] : memref<?xf32>
                %v2190 = memref.load %l705[%k0] : memref<?xf32>
                %v2191 = arith.mulf %v2189, %v2190 : f32
                memref.store %v2191, %l706[%k0] : memref<?xf32>
                %v2192 = memref.load %l452[%k0] : memref<?xf32>
                %v2193 = memref.load %l706[%k0] : memref<?xf32>
                %v2194 = arith.addf %v2192, %v2193 : f32
                memref.store %v2194, %l59[%k0] : memref<?xf32>
                %v2195 = memref.load %l62[%k0] : memref<?xi64>
                %v2196 = arith.constant 512 : i64
                %v2197 = arith.addi %v2195, %v2196 : i64
                memref.store %v2197, %l61[%k0] : memref<?xi64>
                cf.br ^bb11
              ^bb69:
                %v2198 = memref.load %l61[%k0] : memref<?xi64>
                memref.store %v2198, %l707[%k0] : memref<?xi64>
                %v2199 = arith.constant 0 : i32
                memref.store %v2199, %l708[%k0] : memref<?xi32>
                %v2200 = arith.constant 2 : i32
                memref.store %v2200, %l709[%k0] : memref<?xi32>
                cf.br ^bb70
              ^bb70:
                %v2201 = memref.load %l708[%k0] : memref<?xi32>
                memref.store %v2201, %l710[%k0] : memref<?xi32>
                %v2202 = memref.load %l710[%k0] : memref<?xi32>
                %v2203 = memref.load %l709[%k0] : memref<?xi32>
                %v2204 = arith.cmpi slt, %v2202, %v2203 : i32
                memref.store %v2204, %l711[%k0] : memref<?xi1>
                %v2205 = memref.load %l711[%k0] : memref<?xi1>
                %v2206 = arith.extui %v2205 : i1 to i32
                memref.store %v2206, %l712[%k0] : memref<?xi32>
                %v2207 = memref.load %l708[%k0] : memref<?xi32>
                %v2208 = memref.load %l712[%k0] : memref<?xi32>
                %v2209 = arith.addi %v2207, %v2208 : i32
                memref.store %v2209, %l708[%k0] : memref<?xi32>
                %v2210 = memref.load %l710[%k0] : memref<?xi32>
                %v2211 = memref.load %l709[%k0] : memref<?xi32>
                %v2212 = arith.cmpi slt, %v2210, %v2211 : i32
                memref.store %v2212, %l713[%k0] : memref<?xi1>
                %v2213 = memref.load %l713[%k0] : memref<?xi1>
                cf.cond_br %v2213, ^bb71, ^bb72
              ^bb71:
                %v2214 = memref.load %l22[%k0] : memref<?xi64>
                memref.store %v2214, %l714[%k0] : memref<?xi64>
                %v2215 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v2215, %l715[%k0] : memref<?xi64>
                %v2216 = memref.load %l24[%k0] : memref<?xi32>
                memref.store %v2216, %l716[%k0] : memref<?xi32>
                %v2217 = memref.load %l710[%k0] : memref<?xi32>
                %v2218 = arith.constant 1 : i32
                %v2219 = arith.cmpi eq, %v2217, %v2218 : i32
                memref.store %v2219, %l717[%k0] : memref<?xi1>
                %v2220 = memref.load %l717[%k0] : memref<?xi1>
                cf.cond_br %v2220, ^bb73, ^bb74
              ^bb72:
                %v2221 = arith.constant 0x00000000 : f32
                memref.store %v2221, %l1097[%k0] : memref<?xf32>
                %v2222 = arith.constant 0x00000000 : f32
                memref.store %v2222, %l1098[%k0] : memref<?xf32>
                %v2223 = arith.constant 0x00000000 : f32
                memref.store %v2223, %l1099[%k0] : memref<?xf32>
                %v2224 = arith.constant 0x00000000 : f32
                memref.store %v2224, %l1100[%k0] : memref<?xf32>
                %v2225 = memref.load %l2[%k0] : memref<?xi64>
                %v2226 = arith.constant 0 : i64
                %v2227 = arith.cmpi eq, %v2225, %v2226 : i64
                memref.store %v2227, %l1101[%k0] : memref<?xi1>
                %v2228 = memref.load %l1101[%k0] : memref<?xi1>
                cf.cond_br %v2228, ^bb125, ^bb126
              ^bb73:
                %v2229 = memref.load %l40[%k0] : memref<?xi64>
                memref.store %v2229, %l718[%k0] : memref<?xi64>
                %v2230 = memref.load %l718[%k0] : memref<?xi64>
                memref.store %v2230, %l714[%k0] : memref<?xi64>
                %v2231 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v2231, %l719[%k0] : memref<?xi64>
                %v2232 = memref.load %l719[%k0] : memref<?xi64>
                memref.store %v2232, %l715[%k0] : memref<?xi64>
                %v2233 = memref.load %l42[%k0] : memref<?xi32>
                memref.store %v2233, %l720[%k0] : memref<?xi32>
                %v2234 = memref.load %l720[%k0] : memref<?xi32>
                memref.store %v2234, %l716[%k0] : memref<?xi32>
                cf.br ^bb74
              ^bb74:
                %v2235 = memref.load %l707[%k0] : memref<?xi64>
                memref.store %v2235, %l721[%k0] : memref<?xi64>
                cf.br ^bb75
              ^bb75:
                %v2236 = memref.load %l721[%k0] : memref<?xi64>
                memref.store %v2236, %l722[%k0] : memref<?xi64>
                %v2237 = memref.load %l722[%k0] : memref<?xi64>
                %v2238 = memref.load %l11[%k0] : memref<?xi64>
                %v2239 = arith.cmpi uge, %v2237, %v2238 : i64
                memref.store %v2239, %l723[%k0] : memref<?xi1>
                %v2240 = memref.load %l723[%k0] : memref<?xi1>
                cf.cond_br %v2240, ^bb70, ^bb76
              ^bb76:
                %v2241 = memref.load %l722[%k0] : memref<?xi64>
                %v2242 = arith.constant 512 : i64
                %v2243 = arith.constant 0 : i64
                %v2244 = arith.cmpi eq, %v2242, %v2243 : i64
                %v2245 = arith.constant 1 : i64
                %v2246 = arith.select %v2244, %v2245, %v2242 : i64
                %v2247 = arith.divui %v2241, %v2246 : i64
                memref.store %v2247, %l724[%k0] : memref<?xi64>
                %v2248 = memref.load %l724[%k0] : memref<?xi64>
                %v2249 = arith.constant 72 : i64
                %v2250 = arith.muli %v2248, %v2249 : i64
                memref.store %v2250, %l725[%k0] : memref<?xi64>
                %v2251 = memref.load %l722[%k0] : memref<?xi64>
                %v2252 = arith.constant 1 : i64
                %v2253 = arith.ori %v2251, %v2252 : i64
                memref.store %v2253, %l726[%k0] : memref<?xi64>
                %v2254 = memref.load %l722[%k0] : memref<?xi64>
                %v2255 = arith.constant 2 : i64
                %v2256 = arith.ori %v2254, %v2255 : i64
                memref.store %v2256, %l727[%k0] : memref<?xi64>
                %v2257 = memref.load %l722[%k0] : memref<?xi64>
                %v2258 = arith.constant 3 : i64
                %v2259 = arith.ori %v2257, %v2258 : i64
                memref.store %v2259, %l728[%k0] : memref<?xi64>
                %v2260 = memref.load %l722[%k0] : memref<?xi64>
                %v2261 = arith.constant 4 : i64
                %v2262 = arith.ori %v2260, %v2261 : i64
                memref.store %v2262, %l729[%k0] : memref<?xi64>
                %v2263 = memref.load %l722[%k0] : memref<?xi64>
                %v2264 = arith.constant 5 : i64
                %v2265 = arith.ori %v2263, %v2264 : i64
                memref.store %v2265, %l730[%k0] : memref<?xi64>
                %v2266 = memref.load %l722[%k0] : memref<?xi64>
                %v2267 = arith.constant 6 : i64
                %v2268 = arith.ori %v2266, %v2267 : i64
                memref.store %v2268, %l731[%k0] : memref<?xi64>
                %v2269 = memref.load %l722[%k0] : memref<?xi64>
                %v2270 = arith.constant 7 : i64
                %v2271 = arith.ori %v2269, %v2270 : i64
                memref.store %v2271, %l732[%k0] : memref<?xi64>
                %v2272 = memref.load %l722[%k0] : memref<?xi64>
                %v2273 = arith.constant 8 : i64
                %v2274 = arith.ori %v2272, %v2273 : i64
                memref.store %v2274, %l733[%k0] : memref<?xi64>
                %v2275 = memref.load %l722[%k0] : memref<?xi64>
                %v2276 = arith.constant 9 : i64
                %v2277 = arith.ori %v2275, %v2276 : i64
                memref.store %v2277, %l734[%k0] : memref<?xi64>
                %v2278 = memref.load %l722[%k0] : memref<?xi64>
                %v2279 = arith.constant 10 : i64
                %v2280 = arith.ori %v2278, %v2279 : i64
                memref.store %v2280, %l735[%k0] : memref<?xi64>
                %v2281 = memref.load %l722[%k0] : memref<?xi64>
                %v2282 = arith.constant 11 : i64
                %v2283 = arith.ori %v2281, %v2282 : i64
                memref.store %v2283, %l736[%k0] : memref<?xi64>
                %v2284 = memref.load %l722[%k0] : memref<?xi64>
                %v2285 = arith.constant 12 : i64
                %v2286 = arith.ori %v2284, %v2285 : i64
                memref.store %v2286, %l737[%k0] : memref<?xi64>
                %v2287 = memref.load %l722[%k0] : memref<?xi64>
                %v2288 = arith.constant 13 : i64
                %v2289 = arith.ori %v2287, %v2288 : i64
                memref.store %v2289, %l738[%k0] : memref<?xi64>
                %v2290 = memref.load %l722[%k0] : memref<?xi64>
                %v2291 = arith.constant 14 : i64
                %v2292 = arith.ori %v2290, %v2291 : i64
                memref.store %v2292, %l739[%k0] : memref<?xi64>
                %v2293 = memref.load %l722[%k0] : memref<?xi64>
                %v2294 = arith.constant 15 : i64
                %v2295 = arith.ori %v2293, %v2294 : i64
                memref.store %v2295, %l740[%k0] : memref<?xi64>
                %v2296 = memref.load %l722[%k0] : memref<?xi64>
                %v2297 = arith.constant 16 : i64
                %v2298 = arith.ori %v2296, %v2297 : i64
                memref.store %v2298, %l741[%k0] : memref<?xi64>
                %v2299 = memref.load %l722[%k0] : memref<?xi64>
                %v2300 = arith.constant 17 : i64
                %v2301 = arith.ori %v2299, %v2300 : i64
                memref.store %v2301, %l742[%k0] : memref<?xi64>
                %v2302 = memref.load %l722[%k0] : memref<?xi64>
                %v2303 = arith.constant 18 : i64
                %v2304 = arith.ori %v2302, %v2303 : i64
                memref.store %v2304, %l743[%k0] : memref<?xi64>
                %v2305 = memref.load %l722[%k0] : memref<?xi64>
                %v2306 = arith.constant 19 : i64
                %v2307 = arith.ori %v2305, %v2306 : i64
                memref.store %v2307, %l744[%k0] : memref<?xi64>
                %v2308 = memref.load %l722[%k0] : memref<?xi64>
                %v2309 = arith.constant 20 : i64
                %v2310 = arith.ori %v2308, %v2309 : i64
                memref.store %v2310, %l745[%k0] : memref<?xi64>
                %v2311 = memref.load %l722[%k0] : memref<?xi64>
                %v2312 = arith.constant 21 : i64
                %v2313 = arith.ori %v2311, %v2312 : i64
                memref.store %v2313, %l746[%k0] : memref<?xi64>
                %v2314 = memref.load %l722[%k0] : memref<?xi64>
                %v2315 = arith.constant 22 : i64
                %v2316 = arith.ori %v2314, %v2315 : i64
                memref.store %v2316, %l747[%k0] : memref<?xi64>
                %v2317 = memref.load %l722[%k0] : memref<?xi64>
                %v2318 = arith.constant 23 : i64
                %v2319 = arith.ori %v2317, %v2318 : i64
                memref.store %v2319, %l748[%k0] : memref<?xi64>
                %v2320 = memref.load %l722[%k0] : memref<?xi64>
                %v2321 = arith.constant 24 : i64
                %v2322 = arith.ori %v2320, %v2321 : i64
                memref.store %v2322, %l749[%k0] : memref<?xi64>
                %v2323 = memref.load %l722[%k0] : memref<?xi64>
                %v2324 = arith.constant 25 : i64
                %v2325 = arith.ori %v2323, %v2324 : i64
                memref.store %v2325, %l750[%k0] : memref<?xi64>
                %v2326 = memref.load %l722[%k0] : memref<?xi64>
                %v2327 = arith.constant 26 : i64
                %v2328 = arith.ori %v2326, %v2327 : i64
                memref.store %v2328, %l751[%k0] : memref<?xi64>
                %v2329 = memref.load %l722[%k0] : memref<?xi64>
                %v2330 = arith.constant 27 : i64
                %v2331 = arith.ori %v2329, %v2330 : i64
                memref.store %v2331, %l752[%k0] : memref<?xi64>
                %v2332 = memref.load %l722[%k0] : memref<?xi64>
                %v2333 = arith.constant 28 : i64
                %v2334 = arith.ori %v2332, %v2333 : i64
                memref.store %v2334, %l753[%k0] : memref<?xi64>
                %v2335 = memref.load %l722[%k0] : memref<?xi64>
                %v2336 = arith.constant 29 : i64
                %v2337 = arith.ori %v2335, %v2336 : i64
                memref.store %v2337, %l754[%k0] : memref<?xi64>
                %v2338 = memref.load %l722[%k0] : memref<?xi64>
                %v2339 = arith.constant 30 : i64
                %v2340 = arith.ori %v2338, %v2339 : i64
                memref.store %v2340, %l755[%k0] : memref<?xi64>
                %v2341 = memref.load %l722[%k0] : memref<?xi64>
                %v2342 = arith.constant 31 : i64
                %v2343 = arith.ori %v2341, %v2342 : i64
                memref.store %v2343, %l756[%k0] : memref<?xi64>
                %v2344 = memref.load %l756[%k0] : memref<?xi64>
                %v2345 = memref.load %l8[%k0] : memref<?xi64>
                %v2346 = arith.cmpi ult, %v2344, %v2345 : i64
                memref.store %v2346, %l757[%k0] : memref<?xi1>
                %v2347 = memref.load %l757[%k0] : memref<?xi1>
                cf.cond_br %v2347, ^bb77, ^bb70
              ^bb77:
                %v2348 = memref.load %l722[%k0] : memref<?xi64>
                %v2349 = memref.load %l8[%k0] : memref<?xi64>
                %v2350 = arith.cmpi ult, %v2348, %v2349 : i64
                memref.store %v2350, %l758[%k0] : memref<?xi1>
                %v2351 = memref.load %l758[%k0] : memref<?xi1>
                cf.cond_br %v2351, ^bb78, ^bb70
              ^bb78:
                %v2352 = memref.load %l726[%k0] : memref<?xi64>
                %v2353 = memref.load %l8[%k0] : memref<?xi64>
                %v2354 = arith.cmpi ult, %v2352, %v2353 : i64
                memref.store %v2354, %l759[%k0] : memref<?xi1>
                %v2355 = memref.load %l759[%k0] : memref<?xi1>
                cf.cond_br %v2355, ^bb79, ^bb70
              ^bb79:
                %v2356 = memref.load %l727[%k0] : memref<?xi64>
                %v2357 = memref.load %l8[%k0] : memref<?xi64>
                %v2358 = arith.cmpi ult, %v2356, %v2357 : i64
                memref.store %v2358, %l760[%k0] : memref<?xi1>
                %v2359 = memref.load %l760[%k0] : memref<?xi1>
                cf.cond_br %v2359, ^bb80, ^bb70
              ^bb80:
                %v2360 = memref.load %l728[%k0] : memref<?xi64>
                %v2361 = memref.load %l8[%k0] : memref<?xi64>
                %v2362 = arith.cmpi ult, %v2360, %v2361 : i64
                memref.store %v2362, %l761[%k0] : memref<?xi1>
                %v2363 = memref.load %l761[%k0] : memref<?xi1>
                cf.cond_br %v2363, ^bb81, ^bb70
              ^bb81:
                %v2364 = memref.load %l729[%k0] : memref<?xi64>
                %v2365 = memref.load %l8[%k0] : memref<?xi64>
                %v2366 = arith.cmpi ult, %v2364, %v2365 : i64
                memref.store %v2366, %l762[%k0] : memref<?xi1>
                %v2367 = memref.load %l762[%k0] : memref<?xi1>
                cf.cond_br %v2367, ^bb82, ^bb70
              ^bb82:
                %v2368 = memref.load %l730[%k0] : memref<?xi64>
                %v2369 = memref.load %l8[%k0] : memref<?xi64>
                %v2370 = arith.cmpi ult, %v2368, %v2369 : i64
                memref.store %v2370, %l763[%k0] : memref<?xi1>
                %v2371 = memref.load %l763[%k0] : memref<?xi1>
                cf.cond_br %v2371, ^bb83, ^bb70
              ^bb83:
                %v2372 = memref.load %l731[%k0] : memref<?xi64>
                %v2373 = memref.load %l8[%k0] : memref<?xi64>
                %v2374 = arith.cmpi ult, %v2372, %v2373 : i64
                memref.store %v2374, %l764[%k0] : memref<?xi1>
                %v2375 = memref.load %l764[%k0] : memref<?xi1>
                cf.cond_br %v2375, ^bb84, ^bb70
              ^bb84:
                %v2376 = memref.load %l732[%k0] : memref<?xi64>
                %v2377 = memref.load %l8[%k0] : memref<?xi64>
                %v2378 = arith.cmpi ult, %v2376, %v2377 : i64
                memref.store %v2378, %l765[%k0] : memref<?xi1>
                %v2379 = memref.load %l765[%k0] : memref<?xi1>
                cf.cond_br %v2379, ^bb85, ^bb70
              ^bb85:
                %v2380 = memref.load %l733[%k0] : memref<?xi64>
                %v2381 = memref.load %l8[%k0] : memref<?xi64>
                %v2382 = arith.cmpi ult, %v2380, %v2381 : i64
                memref.store %v2382, %l766[%k0] : memref<?xi1>
                %v2383 = memref.load %l766[%k0] : memref<?xi1>
                cf.cond_br %v2383, ^bb86, ^bb70
              ^bb86:
                %v2384 = memref.load %l734[%k0] : memref<?xi64>
                %v2385 = memref.load %l8[%k0] : memref<?xi64>
                %v2386 = arith.cmpi ult, %v2384, %v2385 : i64
                memref.store %v2386, %l767[%k0] : memref<?xi1>
                %v2387 = memref.load %l767[%k0] : memref<?xi1>
                cf.cond_br %v2387, ^bb87, ^bb70
              ^bb87:
                %v2388 = memref.load %l735[%k0] : memref<?xi64>
                %v2389 = memref.load %l8[%k0] : memref<?xi64>
                %v2390 = arith.cmpi ult, %v2388, %v2389 : i64
                memref.store %v2390, %l768[%k0] : memref<?xi1>
                %v2391 = memref.load %l768[%k0] : memref<?xi1>
                cf.cond_br %v2391, ^bb88, ^bb70
              ^bb88:
                %v2392 = memref.load %l736[%k0] : memref<?xi64>
                %v2393 = memref.load %l8[%k0] : memref<?xi64>
                %v2394 = arith.cmpi ult, %v2392, %v2393 : i64
                memref.store %v2394, %l769[%k0] : memref<?xi1>
                %v2395 = memref.load %l769[%k0] : memref<?xi1>
                cf.cond_br %v2395, ^bb89, ^bb70
              ^bb89:
                %v2396 = memref.load %l737[%k0] : memref<?xi64>
                %v2397 = memref.load %l8[%k0] : memref<?xi64>
                %v2398 = arith.cmpi ult, %v2396, %v2397 : i64
                memref.store %v2398, %l770[%k0] : memref<?xi1>
                %v2399 = memref.load %l770[%k0] : memref<?xi1>
                cf.cond_br %v2399, ^bb90, ^bb70
              ^bb90:
                %v2400 = memref.load %l738[%k0] : memref<?xi64>
                %v2401 = memref.load %l8[%k0] : memref<?xi64>
                %v2402 = arith.cmpi ult, %v2400, %v2401 : i64
                memref.store %v2402, %l771[%k0] : memref<?xi1>
                %v2403 = memref.load %l771[%k0] : memref<?xi1>
                cf.cond_br %v2403, ^bb91, ^bb70
              ^bb91:
                %v2404 = memref.load %l739[%k0] : memref<?xi64>
                %v2405 = memref.load %l8[%k0] : memref<?xi64>
                %v2406 = arith.cmpi ult, %v2404, %v2405 : i64
                memref.store %v2406, %l772[%k0] : memref<?xi1>
                %v2407 = memref.load %l772[%k0] : memref<?xi1>
                cf.cond_br %v2407, ^bb92, ^bb70
              ^bb92:
                %v2408 = memref.load %l740[%k0] : memref<?xi64>
                %v2409 = memref.load %l8[%k0] : memref<?xi64>
                %v2410 = arith.cmpi ult, %v2408, %v2409 : i64
                memref.store %v2410, %l773[%k0] : memref<?xi1>
                %v2411 = memref.load %l773[%k0] : memref<?xi1>
                cf.cond_br %v2411, ^bb93, ^bb70
              ^bb93:
                %v2412 = memref.load %l741[%k0] : memref<?xi64>
                %v2413 = memref.load %l8[%k0] : memref<?xi64>
                %v2414 = arith.cmpi ult, %v2412, %v2413 : i64
                memref.store %v2414, %l774[%k0] : memref<?xi1>
                %v2415 = memref.load %l774[%k0] : memref<?xi1>
                cf.cond_br %v2415, ^bb94, ^bb70
              ^bb94:
                %v2416 = memref.load %l742[%k0] : memref<?xi64>
                %v2417 = memref.load %l8[%k0] : memref<?xi64>
                %v2418 = arith.cmpi ult, %v2416, %v2417 : i64
                memref.store %v2418, %l775[%k0] : memref<?xi1>
                %v2419 = memref.load %l775[%k0] : memref<?xi1>
                cf.cond_br %v2419, ^bb95, ^bb70
              ^bb95:
                %v2420 = memref.load %l743[%k0] : memref<?xi64>
                %v2421 = memref.load %l8[%k0] : memref<?xi64>
                %v2422 = arith.cmpi ult, %v2420, %v2421 : i64
                memref.store %v2422, %l776[%k0] : memref<?xi1>
                %v2423 = memref.load %l776[%k0] : memref<?xi1>
                cf.cond_br %v2423, ^bb96, ^bb70
              ^bb96:
                %v2424 = memref.load %l744[%k0] : memref<?xi64>
                %v2425 = memref.load %l8[%k0] : memref<?xi64>
                %v2426 = arith.cmpi ult, %v2424, %v2425 : i64
                memref.store %v2426, %l777[%k0] : memref<?xi1>
                %v2427 = memref.load %l777[%k0] : memref<?xi1>
                cf.cond_br %v2427, ^bb97, ^bb70
              ^bb97:
                %v2428 = memref.load %l745[%k0] : memref<?xi64>
                %v2429 = memref.load %l8[%k0] : memref<?xi64>
                %v2430 = arith.cmpi ult, %v2428, %v2429 : i64
                memref.store %v2430, %l778[%k0] : memref<?xi1>
                %v2431 = memref.load %l778[%k0] : memref<?xi1>
                cf.cond_br %v2431, ^bb98, ^bb70
              ^bb98:
                %v2432 = memref.load %l746[%k0] : memref<?xi64>
                %v2433 = memref.load %l8[%k0] : memref<?xi64>
                %v2434 = arith.cmpi ult, %v2432, %v2433 : i64
                memref.store %v2434, %l779[%k0] : memref<?xi1>
                %v2435 = memref.load %l779[%k0] : memref<?xi1>
                cf.cond_br %v2435, ^bb99, ^bb70
              ^bb99:
                %v2436 = memref.load %l747[%k0] : memref<?xi64>
                %v2437 = memref.load %l8[%k0] : memref<?xi64>
                %v2438 = arith.cmpi ult, %v2436, %v2437 : i64
                memref.store %v2438, %l780[%k0] : memref<?xi1>
                %v2439 = memref.load %l780[%k0] : memref<?xi1>
                cf.cond_br %v2439, ^bb100, ^bb70
              ^bb100:
                %v2440 = memref.load %l748[%k0] : memref<?xi64>
                %v2441 = memref.load %l8[%k0] : memref<?xi64>
                %v2442 = arith.cmpi ult, %v2440, %v2441 : i64
                memref.store %v2442, %l781[%k0] : memref<?xi1>
                %v2443 = memref.load %l781[%k0] : memref<?xi1>
                cf.cond_br %v2443, ^bb101, ^bb70
              ^bb101:
                %v2444 = memref.load %l749[%k0] : memref<?xi64>
                %v2445 = memref.load %l8[%k0] : memref<?xi64>
                %v2446 = arith.cmpi ult, %v2444, %v2445 : i64
                memref.store %v2446, %l782[%k0] : memref<?xi1>
                %v2447 = memref.load %l782[%k0] : memref<?xi1>
                cf.cond_br %v2447, ^bb102, ^bb70
              ^bb102:
                %v2448 = memref.load %l750[%k0] : memref<?xi64>
                %v2449 = memref.load %l8[%k0] : memref<?xi64>
                %v2450 = arith.cmpi ult, %v2448, %v2449 : i64
                memref.store %v2450, %l783[%k0] : memref<?xi1>
                %v2451 = memref.load %l783[%k0] : memref<?xi1>
                cf.cond_br %v2451, ^bb103, ^bb70
              ^bb103:
                %v2452 = memref.load %l751[%k0] : memref<?xi64>
                %v2453 = memref.load %l8[%k0] : memref<?xi64>
                %v2454 = arith.cmpi ult, %v2452, %v2453 : i64
                memref.store %v2454, %l784[%k0] : memref<?xi1>
                %v2455 = memref.load %l784[%k0] : memref<?xi1>
                cf.cond_br %v2455, ^bb104, ^bb70
              ^bb104:
                %v2456 = memref.load %l752[%k0] : memref<?xi64>
                %v2457 = memref.load %l8[%k0] : memref<?xi64>
                %v2458 = arith.cmpi ult, %v2456, %v2457 : i64
                memref.store %v2458, %l785[%k0] : memref<?xi1>
                %v2459 = memref.load %l785[%k0] : memref<?xi1>
                cf.cond_br %v2459, ^bb105, ^bb70
              ^bb105:
                %v2460 = memref.load %l753[%k0] : memref<?xi64>
                %v2461 = memref.load %l8[%k0] : memref<?xi64>
                %v2462 = arith.cmpi ult, %v2460, %v2461 : i64
                memref.store %v2462, %l786[%k0] : memref<?xi1>
                %v2463 = memref.load %l786[%k0] : memref<?xi1>
                cf.cond_br %v2463, ^bb106, ^bb70
              ^bb106:
                %v2464 = memref.load %l754[%k0] : memref<?xi64>
                %v2465 = memref.load %l8[%k0] : memref<?xi64>
                %v2466 = arith.cmpi ult, %v2464, %v2465 : i64
                memref.store %v2466, %l787[%k0] : memref<?xi1>
                %v2467 = memref.load %l787[%k0] : memref<?xi1>
                cf.cond_br %v2467, ^bb107, ^bb70
              ^bb107:
                %v2468 = memref.load %l755[%k0] : memref<?xi64>
                %v2469 = memref.load %l8[%k0] : memref<?xi64>
                %v2470 = arith.cmpi ult, %v2468, %v2469 : i64
                memref.store %v2470, %l788[%k0] : memref<?xi1>
                %v2471 = memref.load %l788[%k0] : memref<?xi1>
                cf.cond_br %v2471, ^bb108, ^bb70
              ^bb108:
                %v2472 = memref.load %l722[%k0] : memref<?xi64>
                %v2473 = arith.index_cast %v2472 : i64 to index
                %v2474 = memref.load %p1[%v2473] : memref<?xf32>
                memref.store %v2474, %l789[%k0] : memref<?xf32>
                %v2475 = memref.load %l726[%k0] : memref<?xi64>
                %v2476 = arith.index_cast %v2475 : i64 to index
                %v2477 = memref.load %p1[%v2476] : memref<?xf32>
                memref.store %v2477, %l790[%k0] : memref<?xf32>
                %v2478 = memref.load %l727[%k0] : memref<?xi64>
                %v2479 = arith.index_cast %v2478 : i64 to index
                %v2480 = memref.load %p1[%v2479] : memref<?xf32>
                memref.store %v2480, %l791[%k0] : memref<?xf32>
                %v2481 = memref.load %l728[%k0] : memref<?xi64>
                %v2482 = arith.index_cast %v2481 : i64 to index
                %v2483 = memref.load %p1[%v2482] : memref<?xf32>
                memref.store %v2483, %l792[%k0] : memref<?xf32>
                %v2484 = memref.load %l729[%k0] : memref<?xi64>
                %v2485 = arith.index_cast %v2484 : i64 to index
                %v2486 = memref.load %p1[%v2485] : memref<?xf32>
                memref.store %v2486, %l793[%k0] : memref<?xf32>
                %v2487 = memref.load %l730[%k0] : memref<?xi64>
                %v2488 = arith.index_cast %v2487 : i64 to index
                %v2489 = memref.load %p1[%v2488] : memref<?xf32>
                memref.store %v2489, %l794[%k0] : memref<?xf32>
                %v2490 = memref.load %l731[%k0] : memref<?xi64>
                %v2491 = arith.index_cast %v2490 : i64 to index
                %v2492 = memref.load %p1[%v2491] : memref<?xf32>
                memref.store %v2492, %l795[%k0] : memref<?xf32>
                %v2493 = memref.load %l732[%k0] : memref<?xi64>
                %v2494 = arith.index_cast %v2493 : i64 to index
                %v2495 = memref.load %p1[%v2494] : memref<?xf32>
                memref.store %v2495, %l796[%k0] : memref<?xf32>
                %v2496 = memref.load %l733[%k0] : memref<?xi64>
                %v2497 = arith.index_cast %v2496 : i64 to index
                %v2498 = memref.load %p1[%v2497] : memref<?xf32>
                memref.store %v2498, %l797[%k0] : memref<?xf32>
                %v2499 = memref.load %l734[%k0] : memref<?xi64>
                %v2500 = arith.index_cast %v2499 : i64 to index
                %v2501 = memref.load %p1[%v2500] : memref<?xf32>
                memref.store %v2501, %l798[%k0] : memref<?xf32>
                %v2502 = memref.load %l735[%k0] : memref<?xi64>
                %v2503 = arith.index_cast %v2502 : i64 to index
                %v2504 = memref.load %p1[%v2503] : memref<?xf32>
                memref.store %v2504, %l799[%k0] : memref<?xf32>
                %v2505 = memref.load %l736[%k0] : memref<?xi64>
                %v2506 = arith.index_cast %v2505 : i64 to index
                %v2507 = memref.load %p1[%v2506] : memref<?xf32>
                memref.store %v2507, %l800[%k0] : memref<?xf32>
                %v2508 = memref.load %l737[%k0] : memref<?xi64>
                %v2509 = arith.index_cast %v2508 : i64 to index
                %v2510 = memref.load %p1[%v2509] : memref<?xf32>
                memref.store %v2510, %l801[%k0] : memref<?xf32>
                %v2511 = memref.load %l738[%k0] : memref<?xi64>
                %v2512 = arith.index_cast %v2511 : i64 to index
                %v2513 = memref.load %p1[%v2512] : memref<?xf32>
                memref.store %v2513, %l802[%k0] : memref<?xf32>
                %v2514 = memref.load %l739[%k0] : memref<?xi64>
                %v2515 = arith.index_cast %v2514 : i64 to index
                %v2516 = memref.load %p1[%v2515] : memref<?xf32>
                memref.store %v2516, %l803[%k0] : memref<?xf32>
                %v2517 = memref.load %l740[%k0] : memref<?xi64>
                %v2518 = arith.index_cast %v2517 : i64 to index
                %v2519 = memref.load %p1[%v2518] : memref<?xf32>
                memref.store %v2519, %l804[%k0] : memref<?xf32>
                %v2520 = memref.load %l741[%k0] : memref<?xi64>
                %v2521 = arith.index_cast %v2520 : i64 to index
                %v2522 = memref.load %p1[%v2521] : memref<?xf32>
                memref.store %v2522, %l805[%k0] : memref<?xf32>
                %v2523 = memref.load %l742[%k0] : memref<?xi64>
                %v2524 = arith.index_cast %v2523 : i64 to index
                %v2525 = memref.load %p1[%v2524] : memref<?xf32>
                memref.store %v2525, %l806[%k0] : memref<?xf32>
                %v2526 = memref.load %l743[%k0] : memref<?xi64>
                %v2527 = arith.index_cast %v2526 : i64 to index
                %v2528 = memref.load %p1[%v2527] : memref<?xf32>
                memref.store %v2528, %l807[%k0] : memref<?xf32>
                %v2529 = memref.load %l744[%k0] : memref<?xi64>
                %v2530 = arith.index_cast %v2529 : i64 to index
                %v2531 = memref.load %p1[%v2530] : memref<?xf32>
                memref.store %v2531, %l808[%k0] : memref<?xf32>
                %v2532 = memref.load %l745[%k0] : memref<?xi64>
                %v2533 = arith.index_cast %v2532 : i64 to index
                %v2534 = memref.load %p1[%v2533] : memref<?xf32>
                memref.store %v2534, %l809[%k0] : memref<?xf32>
                %v2535 = memref.load %l746[%k0] : memref<?xi64>
                %v2536 = arith.index_cast %v2535 : i64 to index
                %v2537 = memref.load %p1[%v2536] : memref<?xf32>
                memref.store %v2537, %l810[%k0] : memref<?xf32>
                %v2538 = memref.load %l747[%k0] : memref<?xi64>
                %v2539 = arith.index_cast %v2538 : i64 to index
                %v2540 = memref.load %p1[%v2539] : memref<?xf32>
                memref.store %v2540, %l811[%k0] : memref<?xf32>
                %v2541 = memref.load %l748[%k0] : memref<?xi64>
                %v2542 = arith.index_cast %v2541 : i64 to index
                %v2543 = memref.load %p1[%v2542] : memref<?xf32>
                memref.store %v2543, %l812[%k0] : memref<?xf32>
                %v2544 = memref.load %l749[%k0] : memref<?xi64>
                %v2545 = arith.index_cast %v2544 : i64 to index
                %v2546 = memref.load %p1[%v2545] : memref<?xf32>
                memref.store %v2546, %l813[%k0] : memref<?xf32>
                %v2547 = memref.load %l750[%k0] : memref<?xi64>
                %v2548 = arith.index_cast %v2547 : i64 to index
                %v2549 = memref.load %p1[%v2548] : memref<?xf32>
                memref.store %v2549, %l814[%k0] : memref<?xf32>
                %v2550 = memref.load %l751[%k0] : memref<?xi64>
                %v2551 = arith.index_cast %v2550 : i64 to index
                %v2552 = memref.load %p1[%v2551] : memref<?xf32>
                memref.store %v2552, %l815[%k0] : memref<?xf32>
                %v2553 = memref.load %l752[%k0] : memref<?xi64>
                %v2554 = arith.index_cast %v2553 : i64 to index
                %v2555 = memref.load %p1[%v2554] : memref<?xf32>
                memref.store %v2555, %l816[%k0] : memref<?xf32>
                %v2556 = memref.load %l753[%k0] : memref<?xi64>
                %v2557 = arith.index_cast %v2556 : i64 to index
                %v2558 = memref.load %p1[%v2557] : memref<?xf32>
                memref.store %v2558, %l817[%k0] : memref<?xf32>
                %v2559 = memref.load %l754[%k0] : memref<?xi64>
                %v2560 = arith.index_cast %v2559 : i64 to index
                %v2561 = memref.load %p1[%v2560] : memref<?xf32>
                memref.store %v2561, %l818[%k0] : memref<?xf32>
                %v2562 = memref.load %l755[%k0] : memref<?xi64>
                %v2563 = arith.index_cast %v2562 : i64 to index
                %v2564 = memref.load %p1[%v2563] : memref<?xf32>
                memref.store %v2564, %l819[%k0] : memref<?xf32>
                %v2565 = memref.load %l756[%k0] : memref<?xi64>
                %v2566 = arith.index_cast %v2565 : i64 to index
                %v2567 = memref.load %p1[%v2566] : memref<?xf32>
                memref.store %v2567, %l820[%k0] : memref<?xf32>
                %v2568 = memref.load %l714[%k0] : memref<?xi64>
                memref.store %v2568, %l821[%k0] : memref<?xi64>
                %v2569 = memref.load %l821[%k0] : memref<?xi64>
                %v2570 = memref.load %l725[%k0] : memref<?xi64>
                %v2571 = arith.addi %v2569, %v2570 : i64
                memref.store %v2571, %l822[%k0] : memref<?xi64>
                %v2572 = memref.load %l822[%k0] : memref<?xi64>
                %v2573 = arith.constant 1 : i64
                %v2574 = arith.addi %v2572, %v2573 : i64
                memref.store %v2574, %l823[%k0] : memref<?xi64>
                %v2575 = memref.load %l822[%k0] : memref<?xi64>
                %v2576 = arith.constant 2 : i64
                %v2577 = arith.addi %v2575, %v2576 : i64
                memref.store %v2577, %l824[%k0] : memref<?xi64>
                %v2578 = memref.load %l822[%k0] : memref<?xi64>
                %v2579 = arith.constant 3 : i64
                %v2580 = arith.addi %v2578, %v2579 : i64
                memref.store %v2580, %l825[%k0] : memref<?xi64>
                %v2581 = memref.load %l822[%k0] : memref<?xi64>
                %v2582 = arith.constant 4 : i64
                %v2583 = arith.addi %v2581, %v2582 : i64
                memref.store %v2583, %l826[%k0] : memref<?xi64>
                %v2584 = memref.load %l826[%k0] : memref<?xi64>
                %v2585 = memref.load %l9[%k0] : memref<?xi64>
                %v2586 = arith.cmpi ult, %v2584, %v2585 : i64
                memref.store %v2586, %l827[%k0] : memref<?xi1>
                %v2587 = memref.load %l827[%k0] : memref<?xi1>
                cf.cond_br %v2587, ^bb109, ^bb124
              ^bb109:
                %v2588 = memref.load %l822[%k0] : memref<?xi64>
                %v2589 = memref.load %l9[%k0] : memref<?xi64>
                %v2590 = arith.cmpi ult, %v2588, %v2589 : i64
                memref.store %v2590, %l828[%k0] : memref<?xi1>
                %v2591 = memref.load %l828[%k0] : memref<?xi1>
                cf.cond_br %v2591, ^bb110, ^bb124
              ^bb110:
                %v2592 = memref.load %l822[%k0] : memref<?xi64>
                %v2593 = memref.load %l9[%k0] : memref<?xi64>
                %v2594 = arith.cmpi ult, %v2592, %v2593 : i64
                memref.store %v2594, %l829[%k0] : memref<?xi1>
                %v2595 = memref.load %l829[%k0] : memref<?xi1>
                cf.cond_br %v2595, ^bb111, ^bb124
              ^bb111:
                %v2596 = memref.load %l823[%k0] : memref<?xi64>
                %v2597 = memref.load %l9[%k0] : memref<?xi64>
                %v2598 = arith.cmpi ult, %v2596, %v2597 : i64
                memref.store %v2598, %l830[%k0] : memref<?xi1>
                %v2599 = memref.load %l830[%k0] : memref<?xi1>
                cf.cond_br %v2599, ^bb112, ^bb124
              ^bb112:
                %v2600 = memref.load %l824[%k0] : memref<?xi64>
                %v2601 = memref.load %l9[%k0] : memref<?xi64>
                %v2602 = arith.cmpi ult, %v2600, %v2601 : i64
                memref.store %v2602, %l831[%k0] : memref<?xi1>
                %v2603 = memref.load %l831[%k0] : memref<?xi1>
                cf.cond_br %v2603, ^bb113, ^bb124
              ^bb113:
                %v2604 = memref.load %l825[%k0] : memref<?xi64>
                %v2605 = memref.load %l9[%k0] : memref<?xi64>
                %v2606 = arith.cmpi ult, %v2604, %v2605 : i64
                memref.store %v2606, %l832[%k0] : memref<?xi1>
                %v2607 = memref.load %l832[%k0] : memref<?xi1>
                cf.cond_br %v2607, ^bb114, ^bb124
              ^bb114:
                %v2608 = memref.load %l822[%k0] : memref<?xi64>
                %v2609 = arith.index_cast %v2608 : i64 to index
                %v2610 = memref.load %p0[%v2609] : memref<?xi32>
                memref.store %v2610, %l833[%k0] : memref<?xi32>
                %v2611 = memref.load %l822[%k0] : memref<?xi64>
                %v2612 = arith.index_cast %v2611 : i64 to index
                %v2613 = memref.load %p0[%v2612] : memref<?xi32>
                memref.store %v2613, %l834[%k0] : memref<?xi32>
                %v2614 = memref.load %l823[%k0] : memref<?xi64>
                %v2615 = arith.index_cast %v2614 : i64 to index
                %v2616 = memref.load %p0[%v2615] : memref<?xi32>
                memref.store %v2616, %l835[%k0] : memref<?xi32>
                %v2617 = memref.load %l824[%k0] : memref<?xi64>
                %v2618 = arith.index_cast %v2617 : i64 to index
                %v2619 = memref.load %p0[%v2618] : memref<?xi32>
                memref.store %v2619, %l836[%k0] : memref<?xi32>
                %v2620 = memref.load %l825[%k0] : memref<?xi64>
                %v2621 = arith.index_cast %v2620 : i64 to index
                %v2622 = memref.load %p0[%v2621] : memref<?xi32>
                memref.store %v2622, %l837[%k0] : memref<?xi32>
                %v2623 = memref.load %l826[%k0] : memref<?xi64>
                %v2624 = arith.index_cast %v2623 : i64 to index
                %v2625 = memref.load %p0[%v2624] : memref<?xi32>
                memref.store %v2625, %l838[%k0] : memref<?xi32>
                %v2626 = memref.load %l835[%k0] : memref<?xi32>
                %v2627 = arith.extui %v2626 : i32 to i64
                memref.store %v2627, %l839[%k0] : memref<?xi64>
                %v2628 = arith.constant 32 : i32
                %v2629 = arith.extsi %v2628 : i32 to i64
                memref.store %v2629, %l840[%k0] : memref<?xi64>
                %v2630 = memref.load %l839[%k0] : memref<?xi64>
                %v2631 = memref.load %l840[%k0] : memref<?xi64>
                %v2632 = arith.constant 63 : i64
                %v2633 = arith.andi %v2631, %v2632 : i64
                %v2634 = arith.shli %v2630, %v2633 : i64
                memref.store %v2634, %l841[%k0] : memref<?xi64>
                %v2635 = memref.load %l834[%k0] : memref<?xi32>
                %v2636 = arith.extui %v2635 : i32 to i64
                memref.store %v2636, %l842[%k0] : memref<?xi64>
                %v2637 = memref.load %l841[%k0] : memref<?xi64>
                %v2638 = memref.load %l842[%k0] : memref<?xi64>
                %v2639 = arith.ori %v2637, %v2638 : i64
                memref.store %v2639, %l843[%k0] : memref<?xi64>
                %v2640 = memref.load %l715[%k0] : memref<?xi64>
                memref.store %v2640, %l844[%k0] : memref<?xi64>
                %v2641 = memref.load %l843[%k0] : memref<?xi64>
                %v2642 = memref.load %l844[%k0] : memref<?xi64>
                %v2643 = arith.constant 63 : i64
                %v2644 = arith.andi %v2642, %v2643 : i64
                %v2645 = arith.shrui %v2641, %v2644 : i64
                memref.store %v2645, %l845[%k0] : memref<?xi64>
                %v2646 = memref.load %l845[%k0] : memref<?xi64>
                %v2647 = arith.trunci %v2646 : i64 to i32
                memref.store %v2647, %l846[%k0] : memref<?xi32>
                %v2648 = memref.load %l836[%k0] : memref<?xi32>
                %v2649 = arith.extui %v2648 : i32 to i64
                memref.store %v2649, %l847[%k0] : memref<?xi64>
                %v2650 = arith.constant 32 : i32
                %v2651 = arith.extsi %v2650 : i32 to i64
                memref.store %v2651, %l848[%k0] : memref<?xi64>
                %v2652 = memref.load %l847[%k0] : memref<?xi64>
                %v2653 = memref.load %l848[%k0] : memref<?xi64>
                %v2654 = arith.constant 63 : i64
                %v2655 = arith.andi %v2653, %v2654 : i64
                %v2656 = arith.shli %v2652, %v2655 : i64
                memref.store %v2656, %l849[%k0] : memref<?xi64>
                %v2657 = memref.load %l835[%k0] : memref<?xi32>
                %v2658 = arith.extui %v2657 : i32 to i64
                memref.store %v2658, %l850[%k0] : memref<?xi64>
                %v2659 = memref.load %l849[%k0] : memref<?xi64>
                %v2660 = memref.load %l850[%k0] : memref<?xi64>
                %v2661 = arith.ori %v2659, %v2660 : i64
                memref.store %v2661, %l851[%k0] : memref<?xi64>
                %v2662 = memref.load %l715[%k0] : memref<?xi64>
                memref.store %v2662, %l852[%k0] : memref<?xi64>
                %v2663 = memref.load %l851[%k0] : memref<?xi64>
                %v2664 = memref.load %l852[%k0] : memref<?xi64>
                %v2665 = arith.constant 63 : i64
                %v2666 = arith.andi %v2664, %v2665 : i64
                %v2667 = arith.shrui %v2663, %v2666 : i64
                memref.store %v2667, %l853[%k0] : memref<?xi64>
                %v2668 = memref.load %l853[%k0] : memref<?xi64>
                %v2669 = arith.trunci %v2668 : i64 to i32
                memref.store %v2669, %l854[%k0] : memref<?xi32>
                %v2670 = memref.load %l837[%k0] : memref<?xi32>
                %v2671 = arith.extui %v2670 : i32 to i64
                memref.store %v2671, %l855[%k0] : memref<?xi64>
                %v2672 = arith.constant 32 : i32
                %v2673 = arith.extsi %v2672 : i32 to i64
                memref.store %v2673, %l856[%k0] : memref<?xi64>
                %v2674 = memref.load %l855[%k0] : memref<?xi64>
                %v2675 = memref.load %l856[%k0] : memref<?xi64>
                %v2676 = arith.constant 63 : i64
                %v2677 = arith.andi %v2675, %v2676 : i64
                %v2678 = arith.shli %v2674, %v2677 : i64
                memref.store %v2678, %l857[%k0] : memref<?xi64>
                %v2679 = memref.load %l836[%k0] : memref<?xi32>
                %v2680 = arith.extui %v2679 : i32 to i64
                memref.store %v2680, %l858[%k0] : memref<?xi64>
                %v2681 = memref.load %l857[%k0] : memref<?xi64>
                %v2682 = memref.load %l858[%k0] : memref<?xi64>
                %v2683 = arith.ori %v2681, %v2682 : i64
                memref.store %v2683, %l859[%k0] : memref<?xi64>
                %v2684 = memref.load %l715[%k0] : memref<?xi64>
                memref.store %v2684, %l860[%k0] : memref<?xi64>
                %v2685 = memref.load %l859[%k0] : memref<?xi64>
                %v2686 = memref.load %l860[%k0] : memref<?xi64>
                %v2687 = arith.constant 63 : i64
                %v2688 = arith.andi %v2686, %v2687 : i64
                %v2689 = arith.shrui %v2685, %v2688 : i64
                memref.store %v2689, %l861[%k0] : memref<?xi64>
                %v2690 = memref.load %l861[%k0] : memref<?xi64>
                %v2691 = arith.trunci %v2690 : i64 to i32
                memref.store %v2691, %l862[%k0] : memref<?xi32>
                %v2692 = memref.load %l838[%k0] : memref<?xi32>
                %v2693 = arith.extui %v2692 : i32 to i64
                memref.store %v2693, %l863[%k0] : memref<?xi64>
                %v2694 = arith.constant 32 : i32
                %v2695 = arith.extsi %v2694 : i32 to i64
                memref.store %v2695, %l864[%k0] : memref<?xi64>
                %v2696 = memref.load %l863[%k0] : memref<?xi64>
                %v2697 = memref.load %l864[%k0] : memref<?xi64>
                %v2698 = arith.constant 63 : i64
                %v2699 = arith.andi %v2697, %v2698 : i64
                %v2700 = arith.shli %v2696, %v2699 : i64
                memref.store %v2700, %l865[%k0] : memref<?xi64>
                %v2701 = memref.load %l837[%k0] : memref<?xi32>
                %v2702 = arith.extui %v2701 : i32 to i64
                memref.store %v2702, %l866[%k0] : memref<?xi64>
                %v2703 = memref.load %l865[%k0] : memref<?xi64>
                %v2704 = memref.load %l866[%k0] : memref<?xi64>
                %v2705 = arith.ori %v2703, %v2704 : i64
                memref.store %v2705, %l867[%k0] : memref<?xi64>
                %v2706 = memref.load %l715[%k0] : memref<?xi64>
                memref.store %v2706, %l868[%k0] : memref<?xi64>
                %v2707 = memref.load %l867[%k0] : memref<?xi64>
                %v2708 = memref.load %l868[%k0] : memref<?xi64>
                %v2709 = arith.constant 63 : i64
                %v2710 = arith.andi %v2708, %v2709 : i64
                %v2711 = arith.shrui %v2707, %v2710 : i64
                memref.store %v2711, %l869[%k0] : memref<?xi64>
                %v2712 = memref.load %l869[%k0] : memref<?xi64>
                %v2713 = arith.trunci %v2712 : i64 to i32
                memref.store %v2713, %l870[%k0] : memref<?xi32>
                %v2714 = arith.constant 16 : i32
                memref.store %v2714, %l871[%k0] : memref<?xi32>
                %v2715 = memref.load %l846[%k0] : memref<?xi32>
                %v2716 = memref.load %l871[%k0] : memref<?xi32>
                %v2717 = arith.constant 31 : i32
                %v2718 = arith.andi %v2716, %v2717 : i32
                %v2719 = arith.shrui %v2715, %v2718 : i32
                memref.store %v2719, %l872[%k0] : memref<?xi32>
                %v2720 = arith.constant 16 : i32
                memref.store %v2720, %l873[%k0] : memref<?xi32>
                %v2721 = memref.load %l854[%k0] : memref<?xi32>
                %v2722 = memref.load %l873[%k0] : memref<?xi32>
                %v2723 = arith.constant 31 : i32
                %v2724 = arith.andi %v2722, %v2723 : i32
                %v2725 = arith.shrui %v2721, %v2724 : i32
                memref.store %v2725, %l874[%k0] : memref<?xi32>
                %v2726 = arith.constant 16 : i32
                memref.store %v2726, %l875[%k0] : memref<?xi32>
                %v2727 = memref.load %l862[%k0] : memref<?xi32>
                %v2728 = memref.load %l875[%k0] : memref<?xi32>
                %v2729 = arith.constant 31 : i32
                %v2730 = arith.andi %v2728, %v2729 : i32
                %v2731 = arith.shrui %v2727, %v2730 : i32
                memref.store %v2731, %l876[%k0] : memref<?xi32>
                %v2732 = arith.constant 16 : i32
                memref.store %v2732, %l877[%k0] : memref<?xi32>
                %v2733 = memref.load %l870[%k0] : memref<?xi32>
                %v2734 = memref.load %l877[%k0] : memref<?xi32>
                %v2735 = arith.constant 31 : i32
                %v2736 = arith.andi %v2734, %v2735 : i32
                %v2737 = arith.shrui %v2733, %v2736 : i32
                memref.store %v2737, %l878[%k0] : memref<?xi32>
                %v2738 = memref.load %l846[%k0] : memref<?xi32>
                %v2739 = arith.constant 15 : i32
                %v2740 = arith.andi %v2738, %v2739 : i32
                memref.store %v2740, %l879[%k0] : memref<?xi32>
                %v2741 = memref.load %l879[%k0] : memref<?xi32>
                %v2742 = memref.load %l17[%k0] : memref<?xi32>
                %v2743 = arith.ori %v2741, %v2742 : i32
                memref.store %v2743, %l880[%k0] : memref<?xi32>
                %v2744 = memref.load %l880[%k0] : memref<?xi32>
                %v2745 = arith.bitcast %v2744 : i32 to f32
                memref.store %v2745, %l881[%k0] : memref<?xf32>
                %v2746 = memref.load %l881[%k0] : memref<?xf32>
                %v2747 = arith.constant 0x4B000008 : f32
                %v2748 = arith.subf %v2746, %v2747 : f32
                memref.store %v2748, %l882[%k0] : memref<?xf32>
                %v2749 = memref.load %l882[%k0] : memref<?xf32>
                %v2750 = memref.load %l789[%k0] : memref<?xf32>
                %v2751 = arith.mulf %v2749, %v2750 : f32
                memref.store %v2751, %l883[%k0] : memref<?xf32>
                %v2752 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2752, %l884[%k0] : memref<?xf32>
                %v2753 = memref.load %l846[%k0] : memref<?xi32>
                %v2754 = arith.constant 3840 : i32
                %v2755 = arith.andi %v2753, %v2754 : i32
                memref.store %v2755, %l885[%k0] : memref<?xi32>
                %v2756 = memref.load %l885[%k0] : memref<?xi32>
                %v2757 = memref.load %l19[%k0] : memref<?xi32>
                %v2758 = arith.ori %v2756, %v2757 : i32
                memref.store %v2758, %l886[%k0] : memref<?xi32>
                %v2759 = memref.load %l886[%k0] : memref<?xi32>
                %v2760 = arith.bitcast %v2759 : i32 to f32
                memref.store %v2760, %l887[%k0] : memref<?xf32>
                %v2761 = memref.load %l887[%k0] : memref<?xf32>
                %v2762 = arith.constant 0x47000800 : f32
                %v2763 = arith.subf %v2761, %v2762 : f32
                memref.store %v2763, %l888[%k0] : memref<?xf32>
                %v2764 = memref.load %l888[%k0] : memref<?xf32>
                %v2765 = memref.load %l790[%k0] : memref<?xf32>
                %v2766 = arith.mulf %v2764, %v2765 : f32
                memref.store %v2766, %l889[%k0] : memref<?xf32>
                %v2767 = memref.load %l884[%k0] : memref<?xf32>
                %v2768 = memref.load %l889[%k0] : memref<?xf32>
                %v2769 = arith.addf %v2767, %v2768 : f32
                memref.store %v2769, %l883[%k0] : memref<?xf32>
                %v2770 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2770, %l890[%k0] : memref<?xf32>
                %v2771 = memref.load %l846[%k0] : memref<?xi32>
                %v2772 = arith.constant 983040 : i32
                %v2773 = arith.andi %v2771, %v2772 : i32
                memref.store %v2773, %l891[%k0] : memref<?xi32>
                %v2774 = memref.load %l891[%k0] : memref<?xi32>
                %v2775 = memref.load %l21[%k0] : memref<?xi32>
                %v2776 = arith.ori %v2774, %v2775 : i32
                memref.store %v2776, %l892[%k0] : memref<?xi32>
                %v2777 = memref.load %l892[%k0] : memref<?xi32>
                %v2778 = arith.bitcast %v2777 : i32 to f32
                memref.store %v2778, %l893[%k0] : memref<?xf32>
                %v2779 = memref.load %l893[%k0] : memref<?xf32>
                %v2780 = arith.constant 0x43080000 : f32
                %v2781 = arith.subf %v2779, %v2780 : f32
                memref.store %v2781, %l894[%k0] : memref<?xf32>
                %v2782 = memref.load %l894[%k0] : memref<?xf32>
                %v2783 = memref.load %l791[%k0] : memref<?xf32>
                %v2784 = arith.mulf %v2782, %v2783 : f32
                memref.store %v2784, %l895[%k0] : memref<?xf32>
                %v2785 = memref.load %l890[%k0] : memref<?xf32>
                %v2786 = memref.load %l895[%k0] : memref<?xf32>
                %v2787 = arith.addf %v2785, %v2786 : f32
                memref.store %v2787, %l883[%k0] : memref<?xf32>
                %v2788 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2788, %l896[%k0] : memref<?xf32>
                %v2789 = memref.load %l872[%k0] : memref<?xi32>
                %v2790 = arith.constant 3840 : i32
                %v2791 = arith.andi %v2789, %v2790 : i32
                memref.store %v2791, %l897[%k0] : memref<?xi32>
                %v2792 = memref.load %l897[%k0] : memref<?xi32>
                %v2793 = memref.load %l19[%k0] : memref<?xi32>
                %v2794 = arith.ori %v2792, %v2793 : i32
                memref.store %v2794, %l898[%k0] : memref<?xi32>
                %v2795 = memref.load %l898[%k0] : memref<?xi32>
                %v2796 = arith.bitcast %v2795 : i32 to f32
                memref.store %v2796, %l899[%k0] : memref<?xf32>
                %v2797 = memref.load %l899[%k0] : memref<?xf32>
                %v2798 = arith.constant 0x47000800 : f32
                %v2799 = arith.subf %v2797, %v2798 : f32
                memref.store %v2799, %l900[%k0] : memref<?xf32>
                %v2800 = memref.load %l900[%k0] : memref<?xf32>
                %v2801 = memref.load %l792[%k0] : memref<?xf32>
                %v2802 = arith.mulf %v2800, %v2801 : f32
                memref.store %v2802, %l901[%k0] : memref<?xf32>
                %v2803 = memref.load %l896[%k0] : memref<?xf32>
                %v2804 = memref.load %l901[%k0] : memref<?xf32>
                %v2805 = arith.addf %v2803, %v2804 : f32
                memref.store %v2805, %l883[%k0] : memref<?xf32>
                %v2806 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2806, %l902[%k0] : memref<?xf32>
                %v2807 = memref.load %l854[%k0] : memref<?xi32>
                %v2808 = arith.constant 15 : i32
                %v2809 = arith.andi %v2807, %v2808 : i32
                memref.store %v2809, %l903[%k0] : memref<?xi32>
                %v2810 = memref.load %l903[%k0] : memref<?xi32>
                %v2811 = memref.load %l17[%k0] : memref<?xi32>
                %v2812 = arith.ori %v2810, %v2811 : i32
                memref.store %v2812, %l904[%k0] : memref<?xi32>
                %v2813 = memref.load %l904[%k0] : memref<?xi32>
                %v2814 = arith.bitcast %v2813 : i32 to f32
                memref.store %v2814, %l905[%k0] : memref<?xf32>
                %v2815 = memref.load %l905[%k0] : memref<?xf32>
                %v2816 = arith.constant 0x4B000008 : f32
                %v2817 = arith.subf %v2815, %v2816 : f32
                memref.store %v2817, %l906[%k0] : memref<?xf32>
                %v2818 = memref.load %l906[%k0] : memref<?xf32>
                %v2819 = memref.load %l793[%k0] : memref<?xf32>
                %v2820 = arith.mulf %v2818, %v2819 : f32
                memref.store %v2820, %l907[%k0] : memref<?xf32>
                %v2821 = memref.load %l902[%k0] : memref<?xf32>
                %v2822 = memref.load %l907[%k0] : memref<?xf32>
                %v2823 = arith.addf %v2821, %v2822 : f32
                memref.store %v2823, %l883[%k0] : memref<?xf32>
                %v2824 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2824, %l908[%k0] : memref<?xf32>
                %v2825 = memref.load %l854[%k0] : memref<?xi32>
                %v2826 = arith.constant 3840 : i32
                %v2827 = arith.andi %v2825, %v2826 : i32
                memref.store %v2827, %l909[%k0] : memref<?xi32>
                %v2828 = memref.load %l909[%k0] : memref<?xi32>
                %v2829 = memref.load %l19[%k0] : memref<?xi32>
                %v2830 = arith.ori %v2828, %v2829 : i32
                memref.store %v2830, %l910[%k0] : memref<?xi32>
                %v2831 = memref.load %l910[%k0] : memref<?xi32>
                %v2832 = arith.bitcast %v2831 : i32 to f32
                memref.store %v2832, %l911[%k0] : memref<?xf32>
                %v2833 = memref.load %l911[%k0] : memref<?xf32>
                %v2834 = arith.constant 0x47000800 : f32
                %v2835 = arith.subf %v2833, %v2834 : f32
                memref.store %v2835, %l912[%k0] : memref<?xf32>
                %v2836 = memref.load %l912[%k0] : memref<?xf32>
                %v2837 = memref.load %l794[%k0] : memref<?xf32>
                %v2838 = arith.mulf %v2836, %v2837 : f32
                memref.store %v2838, %l913[%k0] : memref<?xf32>
                %v2839 = memref.load %l908[%k0] : memref<?xf32>
                %v2840 = memref.load %l913[%k0] : memref<?xf32>
                %v2841 = arith.addf %v2839, %v2840 : f32
                memref.store %v2841, %l883[%k0] : memref<?xf32>
                %v2842 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2842, %l914[%k0] : memref<?xf32>
                %v2843 = memref.load %l854[%k0] : memref<?xi32>
                %v2844 = arith.constant 983040 : i32
                %v2845 = arith.andi %v2843, %v2844 : i32
                memref.store %v2845, %l915[%k0] : memref<?xi32>
                %v2846 = memref.load %l915[%k0] : memref<?xi32>
                %v2847 = memref.load %l21[%k0] : memref<?xi32>
                %v2848 = arith.ori %v2846, %v2847 : i32
                memref.store %v2848, %l916[%k0] : memref<?xi32>
                %v2849 = memref.load %l916[%k0] : memref<?xi32>
                %v2850 = arith.bitcast %v2849 : i32 to f32
                memref.store %v2850, %l917[%k0] : memref<?xf32>
                %v2851 = memref.load %l917[%k0] : memref<?xf32>
                %v2852 = arith.constant 0x43080000 : f32
                %v2853 = arith.subf %v2851, %v2852 : f32
                memref.store %v2853, %l918[%k0] : memref<?xf32>
                %v2854 = memref.load %l918[%k0] : memref<?xf32>
                %v2855 = memref.load %l795[%k0] : memref<?xf32>
                %v2856 = arith.mulf %v2854, %v2855 : f32
                memref.store %v2856, %l919[%k0] : memref<?xf32>
                %v2857 = memref.load %l914[%k0] : memref<?xf32>
                %v2858 = memref.load %l919[%k0] : memref<?xf32>
                %v2859 = arith.addf %v2857, %v2858 : f32
                memref.store %v2859, %l883[%k0] : memref<?xf32>
                %v2860 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2860, %l920[%k0] : memref<?xf32>
                %v2861 = memref.load %l874[%k0] : memref<?xi32>
                %v2862 = arith.constant 3840 : i32
                %v2863 = arith.andi %v2861, %v2862 : i32
                memref.store %v2863, %l921[%k0] : memref<?xi32>
                %v2864 = memref.load %l921[%k0] : memref<?xi32>
                %v2865 = memref.load %l19[%k0] : memref<?xi32>
                %v2866 = arith.ori %v2864, %v2865 : i32
                memref.store %v2866, %l922[%k0] : memref<?xi32>
                %v2867 = memref.load %l922[%k0] : memref<?xi32>
                %v2868 = arith.bitcast %v2867 : i32 to f32
                memref.store %v2868, %l923[%k0] : memref<?xf32>
                %v2869 = memref.load %l923[%k0] : memref<?xf32>
                %v2870 = arith.constant 0x47000800 : f32
                %v2871 = arith.subf %v2869, %v2870 : f32
                memref.store %v2871, %l924[%k0] : memref<?xf32>
                %v2872 = memref.load %l924[%k0] : memref<?xf32>
                %v2873 = memref.load %l796[%k0] : memref<?xf32>
                %v2874 = arith.mulf %v2872, %v2873 : f32
                memref.store %v2874, %l925[%k0] : memref<?xf32>
                %v2875 = memref.load %l920[%k0] : memref<?xf32>
                %v2876 = memref.load %l925[%k0] : memref<?xf32>
                %v2877 = arith.addf %v2875, %v2876 : f32
                memref.store %v2877, %l883[%k0] : memref<?xf32>
                %v2878 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2878, %l926[%k0] : memref<?xf32>
                %v2879 = memref.load %l862[%k0] : memref<?xi32>
                %v2880 = arith.constant 15 : i32
                %v2881 = arith.andi %v2879, %v2880 : i32
                memref.store %v2881, %l927[%k0] : memref<?xi32>
                %v2882 = memref.load %l927[%k0] : memref<?xi32>
                %v2883 = memref.load %l17[%k0] : memref<?xi32>
                %v2884 = arith.ori %v2882, %v2883 : i32
                memref.store %v2884, %l928[%k0] : memref<?xi32>
                %v2885 = memref.load %l928[%k0] : memref<?xi32>
                %v2886 = arith.bitcast %v2885 : i32 to f32
                memref.store %v2886, %l929[%k0] : memref<?xf32>
                %v2887 = memref.load %l929[%k0] : memref<?xf32>
                %v2888 = arith.constant 0x4B000008 : f32
                %v2889 = arith.subf %v2887, %v2888 : f32
                memref.store %v2889, %l930[%k0] : memref<?xf32>
                %v2890 = memref.load %l930[%k0] : memref<?xf32>
                %v2891 = memref.load %l797[%k0] : memref<?xf32>
                %v2892 = arith.mulf %v2890, %v2891 : f32
                memref.store %v2892, %l931[%k0] : memref<?xf32>
                %v2893 = memref.load %l926[%k0] : memref<?xf32>
                %v2894 = memref.load %l931[%k0] : memref<?xf32>
                %v2895 = arith.addf %v2893, %v2894 : f32
                memref.store %v2895, %l883[%k0] : memref<?xf32>
                %v2896 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2896, %l932[%k0] : memref<?xf32>
                %v2897 = memref.load %l862[%k0] : memref<?xi32>
                %v2898 = arith.constant 3840 : i32
                %v2899 = arith.andi %v2897, %v2898 : i32
                memref.store %v2899, %l933[%k0] : memref<?xi32>
                %v2900 = memref.load %l933[%k0] : memref<?xi32>
                %v2901 = memref.load %l19[%k0] : memref<?xi32>
                %v2902 = arith.ori %v2900, %v2901 : i32
                memref.store %v2902, %l934[%k0] : memref<?xi32>
                %v2903 = memref.load %l934[%k0] : memref<?xi32>
                %v2904 = arith.bitcast %v2903 : i32 to f32
                memref.store %v2904, %l935[%k0] : memref<?xf32>
                %v2905 = memref.load %l935[%k0] : memref<?xf32>
                %v2906 = arith.constant 0x47000800 : f32
                %v2907 = arith.subf %v2905, %v2906 : f32
                memref.store %v2907, %l936[%k0] : memref<?xf32>
                %v2908 = memref.load %l936[%k0] : memref<?xf32>
                %v2909 = memref.load %l798[%k0] : memref<?xf32>
                %v2910 = arith.mulf %v2908, %v2909 : f32
                memref.store %v2910, %l937[%k0] : memref<?xf32>
                %v2911 = memref.load %l932[%k0] : memref<?xf32>
                %v2912 = memref.load %l937[%k0] : memref<?xf32>
                %v2913 = arith.addf %v2911, %v2912 : f32
                memref.store %v2913, %l883[%k0] : memref<?xf32>
                %v2914 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2914, %l938[%k0] : memref<?xf32>
                %v2915 = memref.load %l862[%k0] : memref<?xi32>
                %v2916 = arith.constant 983040 : i32
                %v2917 = arith.andi %v2915, %v2916 : i32
                memref.store %v2917, %l939[%k0] : memref<?xi32>
                %v2918 = memref.load %l939[%k0] : memref<?xi32>
                %v2919 = memref.load %l21[%k0] : memref<?xi32>
                %v2920 = arith.ori %v2918, %v2919 : i32
                memref.store %v2920, %l940[%k0] : memref<?xi32>
                %v2921 = memref.load %l940[%k0] : memref<?xi32>
                %v2922 = arith.bitcast %v2921 : i32 to f32
                memref.store %v2922, %l941[%k0] : memref<?xf32>
                %v2923 = memref.load %l941[%k0] : memref<?xf32>
                %v2924 = arith.constant 0x43080000 : f32
                %v2925 = arith.subf %v2923, %v2924 : f32
                memref.store %v2925, %l942[%k0] : memref<?xf32>
                %v2926 = memref.load %l942[%k0] : memref<?xf32>
                %v2927 = memref.load %l799[%k0] : memref<?xf32>
                %v2928 = arith.mulf %v2926, %v2927 : f32
                memref.store %v2928, %l943[%k0] : memref<?xf32>
                %v2929 = memref.load %l938[%k0] : memref<?xf32>
                %v2930 = memref.load %l943[%k0] : memref<?xf32>
                %v2931 = arith.addf %v2929, %v2930 : f32
                memref.store %v2931, %l883[%k0] : memref<?xf32>
                %v2932 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2932, %l944[%k0] : memref<?xf32>
                %v2933 = memref.load %l876[%k0] : memref<?xi32>
                %v2934 = arith.constant 3840 : i32
                %v2935 = arith.andi %v2933, %v2934 : i32
                memref.store %v2935, %l945[%k0] : memref<?xi32>
                %v2936 = memref.load %l945[%k0] : memref<?xi32>
                %v2937 = memref.load %l19[%k0] : memref<?xi32>
                %v2938 = arith.ori %v2936, %v2937 : i32
                memref.store %v2938, %l946[%k0] : memref<?xi32>
                %v2939 = memref.load %l946[%k0] : memref<?xi32>
                %v2940 = arith.bitcast %v2939 : i32 to f32
                memref.store %v2940, %l947[%k0] : memref<?xf32>
                %v2941 = memref.load %l947[%k0] : memref<?xf32>
                %v2942 = arith.constant 0x47000800 : f32
                %v2943 = arith.subf %v2941, %v2942 : f32
                memref.store %v2943, %l948[%k0] : memref<?xf32>
                %v2944 = memref.load %l948[%k0] : memref<?xf32>
                %v2945 = memref.load %l800[%k0] : memref<?xf32>
                %v2946 = arith.mulf %v2944, %v2945 : f32
                memref.store %v2946, %l949[%k0] : memref<?xf32>
                %v2947 = memref.load %l944[%k0] : memref<?xf32>
                %v2948 = memref.load %l949[%k0] : memref<?xf32>
                %v2949 = arith.addf %v2947, %v2948 : f32
                memref.store %v2949, %l883[%k0] : memref<?xf32>
                %v2950 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2950, %l950[%k0] : memref<?xf32>
                %v2951 = memref.load %l870[%k0] : memref<?xi32>
                %v2952 = arith.constant 15 : i32
                %v2953 = arith.andi %v2951, %v2952 : i32
                memref.store %v2953, %l951[%k0] : memref<?xi32>
                %v2954 = memref.load %l951[%k0] : memref<?xi32>
                %v2955 = memref.load %l17[%k0] : memref<?xi32>
                %v2956 = arith.ori %v2954, %v2955 : i32
                memref.store %v2956, %l952[%k0] : memref<?xi32>
                %v2957 = memref.load %l952[%k0] : memref<?xi32>
                %v2958 = arith.bitcast %v2957 : i32 to f32
                memref.store %v2958, %l953[%k0] : memref<?xf32>
                %v2959 = memref.load %l953[%k0] : memref<?xf32>
                %v2960 = arith.constant 0x4B000008 : f32
                %v2961 = arith.subf %v2959, %v2960 : f32
                memref.store %v2961, %l954[%k0] : memref<?xf32>
                %v2962 = memref.load %l954[%k0] : memref<?xf32>
                %v2963 = memref.load %l801[%k0] : memref<?xf32>
                %v2964 = arith.mulf %v2962, %v2963 : f32
                memref.store %v2964, %l955[%k0] : memref<?xf32>
                %v2965 = memref.load %l950[%k0] : memref<?xf32>
                %v2966 = memref.load %l955[%k0] : memref<?xf32>
                %v2967 = arith.addf %v2965, %v2966 : f32
                memref.store %v2967, %l883[%k0] : memref<?xf32>
                %v2968 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2968, %l956[%k0] : memref<?xf32>
                %v2969 = memref.load %l870[%k0] : memref<?xi32>
                %v2970 = arith.constant 3840 : i32
                %v2971 = arith.andi %v2969, %v2970 : i32
                memref.store %v2971, %l957[%k0] : memref<?xi32>
                %v2972 = memref.load %l957[%k0] : memref<?xi32>
                %v2973 = memref.load %l19[%k0] : memref<?xi32>
                %v2974 = arith.ori %v2972, %v2973 : i32
                memref.store %v2974, %l958[%k0] : memref<?xi32>
                %v2975 = memref.load %l958[%k0] : memref<?xi32>
                %v2976 = arith.bitcast %v2975 : i32 to f32
                memref.store %v2976, %l959[%k0] : memref<?xf32>
                %v2977 = memref.load %l959[%k0] : memref<?xf32>
                %v2978 = arith.constant 0x47000800 : f32
                %v2979 = arith.subf %v2977, %v2978 : f32
                memref.store %v2979, %l960[%k0] : memref<?xf32>
                %v2980 = memref.load %l960[%k0] : memref<?xf32>
                %v2981 = memref.load %l802[%k0] : memref<?xf32>
                %v2982 = arith.mulf %v2980, %v2981 : f32
                memref.store %v2982, %l961[%k0] : memref<?xf32>
                %v2983 = memref.load %l956[%k0] : memref<?xf32>
                %v2984 = memref.load %l961[%k0] : memref<?xf32>
                %v2985 = arith.addf %v2983, %v2984 : f32
                memref.store %v2985, %l883[%k0] : memref<?xf32>
                %v2986 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v2986, %l962[%k0] : memref<?xf32>
                %v2987 = memref.load %l870[%k0] : memref<?xi32>
                %v2988 = arith.constant 983040 : i32
                %v2989 = arith.andi %v2987, %v2988 : i32
                memref.store %v2989, %l963[%k0] : memref<?xi32>
                %v2990 = memref.load %l963[%k0] : memref<?xi32>
                %v2991 = memref.load %l21[%k0] : memref<?xi32>
                %v2992 = arith.ori %v2990, %v2991 : i32
                memref.store %v2992, %l964[%k0] : memref<?xi32>
                %v2993 = memref.load %l964[%k0] : memref<?xi32>
                %v2994 = arith.bitcast %v2993 : i32 to f32
                memref.store %v2994, %l965[%k0] : memref<?xf32>
                %v2995 = memref.load %l965[%k0] : memref<?xf32>
                %v2996 = arith.constant 0x43080000 : f32
                %v2997 = arith.subf %v2995, %v2996 : f32
                memref.store %v2997, %l966[%k0] : memref<?xf32>
                %v2998 = memref.load %l966[%k0] : memref<?xf32>
                %v2999 = memref.load %l803[%k0] : memref<?xf32>
                %v3000 = arith.mulf %v2998, %v2999 : f32
                memref.store %v3000, %l967[%k0] : memref<?xf32>
                %v3001 = memref.load %l962[%k0] : memref<?xf32>
                %v3002 = memref.load %l967[%k0] : memref<?xf32>
                %v3003 = arith.addf %v3001, %v3002 : f32
                memref.store %v3003, %l883[%k0] : memref<?xf32>
                %v3004 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3004, %l968[%k0] : memref<?xf32>
                %v3005 = memref.load %l878[%k0] : memref<?xi32>
                %v3006 = arith.constant 3840 : i32
                %v3007 = arith.andi %v3005, %v3006 : i32
                memref.store %v3007, %l969[%k0] : memref<?xi32>
                %v3008 = memref.load %l969[%k0] : memref<?xi32>
                %v3009 = memref.load %l19[%k0] : memref<?xi32>
                %v3010 = arith.ori %v3008, %v3009 : i32
                memref.store %v3010, %l970[%k0] : memref<?xi32>
                %v3011 = memref.load %l970[%k0] : memref<?xi32>
                %v3012 = arith.bitcast %v3011 : i32 to f32
                memref.store %v3012, %l971[%k0] : memref<?xf32>
                %v3013 = memref.load %l971[%k0] : memref<?xf32>
                %v3014 = arith.constant 0x47000800 : f32
                %v3015 = arith.subf %v3013, %v3014 : f32
                memref.store %v3015, %l972[%k0] : memref<?xf32>
                %v3016 = memref.load %l972[%k0] : memref<?xf32>
                %v3017 = memref.load %l804[%k0] : memref<?xf32>
                %v3018 = arith.mulf %v3016, %v3017 : f32
                memref.store %v3018, %l973[%k0] : memref<?xf32>
                %v3019 = memref.load %l968[%k0] : memref<?xf32>
                %v3020 = memref.load %l973[%k0] : memref<?xf32>
                %v3021 = arith.addf %v3019, %v3020 : f32
                memref.store %v3021, %l883[%k0] : memref<?xf32>
                %v3022 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3022, %l974[%k0] : memref<?xf32>
                %v3023 = memref.load %l846[%k0] : memref<?xi32>
                %v3024 = arith.constant 240 : i32
                %v3025 = arith.andi %v3023, %v3024 : i32
                memref.store %v3025, %l975[%k0] : memref<?xi32>
                %v3026 = memref.load %l975[%k0] : memref<?xi32>
                %v3027 = memref.load %l18[%k0] : memref<?xi32>
                %v3028 = arith.ori %v3026, %v3027 : i32
                memref.store %v3028, %l976[%k0] : memref<?xi32>
                %v3029 = memref.load %l976[%k0] : memref<?xi32>
                %v3030 = arith.bitcast %v3029 : i32 to f32
                memref.store %v3030, %l977[%k0] : memref<?xf32>
                %v3031 = memref.load %l977[%k0] : memref<?xf32>
                %v3032 = arith.constant 0x49000080 : f32
                %v3033 = arith.subf %v3031, %v3032 : f32
                memref.store %v3033, %l978[%k0] : memref<?xf32>
                %v3034 = memref.load %l978[%k0] : memref<?xf32>
                %v3035 = memref.load %l805[%k0] : memref<?xf32>
                %v3036 = arith.mulf %v3034, %v3035 : f32
                memref.store %v3036, %l979[%k0] : memref<?xf32>
                %v3037 = memref.load %l974[%k0] : memref<?xf32>
                %v3038 = memref.load %l979[%k0] : memref<?xf32>
                %v3039 = arith.addf %v3037, %v3038 : f32
                memref.store %v3039, %l883[%k0] : memref<?xf32>
                %v3040 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3040, %l980[%k0] : memref<?xf32>
                %v3041 = memref.load %l846[%k0] : memref<?xi32>
                %v3042 = arith.constant 61440 : i32
                %v3043 = arith.andi %v3041, %v3042 : i32
                memref.store %v3043, %l981[%k0] : memref<?xi32>
                %v3044 = memref.load %l981[%k0] : memref<?xi32>
                %v3045 = memref.load %l20[%k0] : memref<?xi32>
                %v3046 = arith.ori %v3044, %v3045 : i32
                memref.store %v3046, %l982[%k0] : memref<?xi32>
                %v3047 = memref.load %l982[%k0] : memref<?xi32>
                %v3048 = arith.bitcast %v3047 : i32 to f32
                memref.store %v3048, %l983[%k0] : memref<?xf32>
                %v3049 = memref.load %l983[%k0] : memref<?xf32>
                %v3050 = arith.constant 0x45008000 : f32
                %v3051 = arith.subf %v3049, %v3050 : f32
                memref.store %v3051, %l984[%k0] : memref<?xf32>
                %v3052 = memref.load %l984[%k0] : memref<?xf32>
                %v3053 = memref.load %l806[%k0] : memref<?xf32>
                %v3054 = arith.mulf %v3052, %v3053 : f32
                memref.store %v3054, %l985[%k0] : memref<?xf32>
                %v3055 = memref.load %l980[%k0] : memref<?xf32>
                %v3056 = memref.load %l985[%k0] : memref<?xf32>
                %v3057 = arith.addf %v3055, %v3056 : f32
                memref.store %v3057, %l883[%k0] : memref<?xf32>
                %v3058 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3058, %l986[%k0] : memref<?xf32>
                %v3059 = memref.load %l872[%k0] : memref<?xi32>
                %v3060 = arith.constant 240 : i32
                %v3061 = arith.andi %v3059, %v3060 : i32
                memref.store %v3061, %l987[%k0] : memref<?xi32>
                %v3062 = memref.load %l987[%k0] : memref<?xi32>
                %v3063 = memref.load %l18[%k0] : memref<?xi32>
                %v3064 = arith.ori %v3062, %v3063 : i32
                memref.store %v3064, %l988[%k0] : memref<?xi32>
                %v3065 = memref.load %l988[%k0] : memref<?xi32>
                %v3066 = arith.bitcast %v3065 : i32 to f32
                memref.store %v3066, %l989[%k0] : memref<?xf32>
                %v3067 = memref.load %l989[%k0] : memref<?xf32>
                %v3068 = arith.constant 0x49000080 : f32
                %v3069 = arith.subf %v3067, %v3068 : f32
                memref.store %v3069, %l990[%k0] : memref<?xf32>
                %v3070 = memref.load %l990[%k0] : memref<?xf32>
                %v3071 = memref.load %l807[%k0] : memref<?xf32>
                %v3072 = arith.mulf %v3070, %v3071 : f32
                memref.store %v3072, %l991[%k0] : memref<?xf32>
                %v3073 = memref.load %l986[%k0] : memref<?xf32>
                %v3074 = memref.load %l991[%k0] : memref<?xf32>
                %v3075 = arith.addf %v3073, %v3074 : f32
                memref.store %v3075, %l883[%k0] : memref<?xf32>
                %v3076 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3076, %l992[%k0] : memref<?xf32>
                %v3077 = memref.load %l872[%k0] : memref<?xi32>
                %v3078 = arith.constant 61440 : i32
                %v3079 = arith.andi %v3077, %v3078 : i32
                memref.store %v3079, %l993[%k0] : memref<?xi32>
                %v3080 = memref.load %l993[%k0] : memref<?xi32>
                %v3081 = memref.load %l20[%k0] : memref<?xi32>
                %v3082 = arith.ori %v3080, %v3081 : i32
                memref.store %v3082, %l994[%k0] : memref<?xi32>
                %v3083 = memref.load %l994[%k0] : memref<?xi32>
                %v3084 = arith.bitcast %v3083 : i32 to f32
                memref.store %v3084, %l995[%k0] : memref<?xf32>
                %v3085 = memref.load %l995[%k0] : memref<?xf32>
                %v3086 = arith.constant 0x45008000 : f32
                %v3087 = arith.subf %v3085, %v3086 : f32
                memref.store %v3087, %l996[%k0] : memref<?xf32>
                %v3088 = memref.load %l996[%k0] : memref<?xf32>
                %v3089 = memref.load %l808[%k0] : memref<?xf32>
                %v3090 = arith.mulf %v3088, %v3089 : f32
                memref.store %v3090, %l997[%k0] : memref<?xf32>
                %v3091 = memref.load %l992[%k0] : memref<?xf32>
                %v3092 = memref.load %l997[%k0] : memref<?xf32>
                %v3093 = arith.addf %v3091, %v3092 : f32
                memref.store %v3093, %l883[%k0] : memref<?xf32>
                %v3094 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3094, %l998[%k0] : memref<?xf32>
                %v3095 = memref.load %l854[%k0] : memref<?xi32>
                %v3096 = arith.constant 240 : i32
                %v3097 = arith.andi %v3095, %v3096 : i32
                memref.store %v3097, %l999[%k0] : memref<?xi32>
                %v3098 = memref.load %l999[%k0] : memref<?xi32>
                %v3099 = memref.load %l18[%k0] : memref<?xi32>
                %v3100 = arith.ori %v3098, %v3099 : i32
                memref.store %v3100, %l1000[%k0] : memref<?xi32>
                %v3101 = memref.load %l1000[%k0] : memref<?xi32>
                %v3102 = arith.bitcast %v3101 : i32 to f32
                memref.store %v3102, %l1001[%k0] : memref<?xf32>
                %v3103 = memref.load %l1001[%k0] : memref<?xf32>
                %v3104 = arith.constant 0x49000080 : f32
                %v3105 = arith.subf %v3103, %v3104 : f32
                memref.store %v3105, %l1002[%k0] : memref<?xf32>
                %v3106 = memref.load %l1002[%k0] : memref<?xf32>
                %v3107 = memref.load %l809[%k0] : memref<?xf32>
                %v3108 = arith.mulf %v3106, %v3107 : f32
                memref.store %v3108, %l1003[%k0] : memref<?xf32>
                %v3109 = memref.load %l998[%k0] : memref<?xf32>
                %v3110 = memref.load %l1003[%k0] : memref<?xf32>
                %v3111 = arith.addf %v3109, %v3110 : f32
                memref.store %v3111, %l883[%k0] : memref<?xf32>
                %v3112 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3112, %l1004[%k0] : memref<?xf32>
                %v3113 = memref.load %l854[%k0] : memref<?xi32>
                %v3114 = arith.constant 61440 : i32
                %v3115 = arith.andi %v3113, %v3114 : i32
                memref.store %v3115, %l1005[%k0] : memref<?xi32>
                %v3116 = memref.load %l1005[%k0] : memref<?xi32>
                %v3117 = memref.load %l20[%k0] : memref<?xi32>
                %v3118 = arith.ori %v3116, %v3117 : i32
                memref.store %v3118, %l1006[%k0] : memref<?xi32>
                %v3119 = memref.load %l1006[%k0] : memref<?xi32>
                %v3120 = arith.bitcast %v3119 : i32 to f32
                memref.store %v3120, %l1007[%k0] : memref<?xf32>
                %v3121 = memref.load %l1007[%k0] : memref<?xf32>
                %v3122 = arith.constant 0x45008000 : f32
                %v3123 = arith.subf %v3121, %v3122 : f32
                memref.store %v3123, %l1008[%k0] : memref<?xf32>
                %v3124 = memref.load %l1008[%k0] : memref<?xf32>
                %v3125 = memref.load %l810[%k0] : memref<?xf32>
                %v3126 = arith.mulf %v3124, %v3125 : f32
                memref.store %v3126, %l1009[%k0] : memref<?xf32>
                %v3127 = memref.load %l1004[%k0] : memref<?xf32>
                %v3128 = memref.load %l1009[%k0] : memref<?xf32>
                %v3129 = arith.addf %v3127, %v3128 : f32
                memref.store %v3129, %l883[%k0] : memref<?xf32>
                %v3130 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3130, %l1010[%k0] : memref<?xf32>
                %v3131 = memref.load %l874[%k0] : memref<?xi32>
                %v3132 = arith.constant 240 : i32
                %v3133 = arith.andi %v3131, %v3132 : i32
                memref.store %v3133, %l1011[%k0] : memref<?xi32>
                %v3134 = memref.load %l1011[%k0] : memref<?xi32>
                %v3135 = memref.load %l18[%k0] : memref<?xi32>
                %v3136 = arith.ori %v3134, %v3135 : i32
                memref.store %v3136, %l1012[%k0] : memref<?xi32>
                %v3137 = memref.load %l1012[%k0] : memref<?xi32>
                %v3138 = arith.bitcast %v3137 : i32 to f32
                memref.store %v3138, %l1013[%k0] : memref<?xf32>
                %v3139 = memref.load %l1013[%k0] : memref<?xf32>
                %v3140 = arith.constant 0x49000080 : f32
                %v3141 = arith.subf %v3139, %v3140 : f32
                memref.store %v3141, %l1014[%k0] : memref<?xf32>
                %v3142 = memref.load %l1014[%k0] : memref<?xf32>
                %v3143 = memref.load %l811[%k0] : memref<?xf32>
                %v3144 = arith.mulf %v3142, %v3143 : f32
                memref.store %v3144, %l1015[%k0] : memref<?xf32>
                %v3145 = memref.load %l1010[%k0] : memref<?xf32>
                %v3146 = memref.load %l1015[%k0] : memref<?xf32>
                %v3147 = arith.addf %v3145, %v3146 : f32
                memref.store %v3147, %l883[%k0] : memref<?xf32>
                %v3148 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3148, %l1016[%k0] : memref<?xf32>
                %v3149 = memref.load %l874[%k0] : memref<?xi32>
                %v3150 = arith.constant 61440 : i32
                %v3151 = arith.andi %v3149, %v3150 : i32
                memref.store %v3151, %l1017[%k0] : memref<?xi32>
                %v3152 = memref.load %l1017[%k0] : memref<?xi32>
                %v3153 = memref.load %l20[%k0] : memref<?xi32>
                %v3154 = arith.ori %v3152, %v3153 : i32
                memref.store %v3154, %l1018[%k0] : memref<?xi32>
                %v3155 = memref.load %l1018[%k0] : memref<?xi32>
                %v3156 = arith.bitcast %v3155 : i32 to f32
                memref.store %v3156, %l1019[%k0] : memref<?xf32>
                %v3157 = memref.load %l1019[%k0] : memref<?xf32>
                %v3158 = arith.constant 0x45008000 : f32
                %v3159 = arith.subf %v3157, %v3158 : f32
                memref.store %v3159, %l1020[%k0] : memref<?xf32>
                %v3160 = memref.load %l1020[%k0] : memref<?xf32>
                %v3161 = memref.load %l812[%k0] : memref<?xf32>
                %v3162 = arith.mulf %v3160, %v3161 : f32
                memref.store %v3162, %l1021[%k0] : memref<?xf32>
                %v3163 = memref.load %l1016[%k0] : memref<?xf32>
                %v3164 = memref.load %l1021[%k0] : memref<?xf32>
                %v3165 = arith.addf %v3163, %v3164 : f32
                memref.store %v3165, %l883[%k0] : memref<?xf32>
                %v3166 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3166, %l1022[%k0] : memref<?xf32>
                %v3167 = memref.load %l862[%k0] : memref<?xi32>
                %v3168 = arith.constant 240 : i32
                %v3169 = arith.andi %v3167, %v3168 : i32
                memref.store %v3169, %l1023[%k0] : memref<?xi32>
                %v3170 = memref.load %l1023[%k0] : memref<?xi32>
                %v3171 = memref.load %l18[%k0] : memref<?xi32>
                %v3172 = arith.ori %v3170, %v3171 : i32
                memref.store %v3172, %l1024[%k0] : memref<?xi32>
                %v3173 = memref.load %l1024[%k0] : memref<?xi32>
                %v3174 = arith.bitcast %v3173 : i32 to f32
                memref.store %v3174, %l1025[%k0] : memref<?xf32>
                %v3175 = memref.load %l1025[%k0] : memref<?xf32>
                %v3176 = arith.constant 0x49000080 : f32
                %v3177 = arith.subf %v3175, %v3176 : f32
                memref.store %v3177, %l1026[%k0] : memref<?xf32>
                %v3178 = memref.load %l1026[%k0] : memref<?xf32>
                %v3179 = memref.load %l813[%k0] : memref<?xf32>
                %v3180 = arith.mulf %v3178, %v3179 : f32
                memref.store %v3180, %l1027[%k0] : memref<?xf32>
                %v3181 = memref.load %l1022[%k0] : memref<?xf32>
                %v3182 = memref.load %l1027[%k0] : memref<?xf32>
                %v3183 = arith.addf %v3181, %v3182 : f32
                memref.store %v3183, %l883[%k0] : memref<?xf32>
                %v3184 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3184, %l1028[%k0] : memref<?xf32>
                %v3185 = memref.load %l862[%k0] : memref<?xi32>
                %v3186 = arith.constant 61440 : i32
                %v3187 = arith.andi %v3185, %v3186 : i32
                memref.store %v3187, %l1029[%k0] : memref<?xi32>
                %v3188 = memref.load %l1029[%k0] : memref<?xi32>
                %v3189 = memref.load %l20[%k0] : memref<?xi32>
                %v3190 = arith.ori %v3188, %v3189 : i32
                memref.store %v3190, %l1030[%k0] : memref<?xi32>
                %v3191 = memref.load %l1030[%k0] : memref<?xi32>
                %v3192 = arith.bitcast %v3191 : i32 to f32
                memref.store %v3192, %l1031[%k0] : memref<?xf32>
                %v3193 = memref.load %l1031[%k0] : memref<?xf32>
                %v3194 = arith.constant 0x45008000 : f32
                %v3195 = arith.subf %v3193, %v3194 : f32
                memref.store %v3195, %l1032[%k0] : memref<?xf32>
                %v3196 = memref.load %l1032[%k0] : memref<?xf32>
                %v3197 = memref.load %l814[%k0] : memref<?xf32>
                %v3198 = arith.mulf %v3196, %v3197 : f32
                memref.store %v3198, %l1033[%k0] : memref<?xf32>
                %v3199 = memref.load %l1028[%k0] : memref<?xf32>
                %v3200 = memref.load %l1033[%k0] : memref<?xf32>
                %v3201 = arith.addf %v3199, %v3200 : f32
                memref.store %v3201, %l883[%k0] : memref<?xf32>
                %v3202 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3202, %l1034[%k0] : memref<?xf32>
                %v3203 = memref.load %l876[%k0] : memref<?xi32>
                %v3204 = arith.constant 240 : i32
                %v3205 = arith.andi %v3203, %v3204 : i32
                memref.store %v3205, %l1035[%k0] : memref<?xi32>
                %v3206 = memref.load %l1035[%k0] : memref<?xi32>
                %v3207 = memref.load %l18[%k0] : memref<?xi32>
                %v3208 = arith.ori %v3206, %v3207 : i32
                memref.store %v3208, %l1036[%k0] : memref<?xi32>
                %v3209 = memref.load %l1036[%k0] : memref<?xi32>
                %v3210 = arith.bitcast %v3209 : i32 to f32
                memref.store %v3210, %l1037[%k0] : memref<?xf32>
                %v3211 = memref.load %l1037[%k0] : memref<?xf32>
                %v3212 = arith.constant 0x49000080 : f32
                %v3213 = arith.subf %v3211, %v3212 : f32
                memref.store %v3213, %l1038[%k0] : memref<?xf32>
                %v3214 = memref.load %l1038[%k0] : memref<?xf32>
                %v3215 = memref.load %l815[%k0] : memref<?xf32>
                %v3216 = arith.mulf %v3214, %v3215 : f32
                memref.store %v3216, %l1039[%k0] : memref<?xf32>
                %v3217 = memref.load %l1034[%k0] : memref<?xf32>
                %v3218 = memref.load %l1039[%k0] : memref<?xf32>
                %v3219 = arith.addf %v3217, %v3218 : f32
                memref.store %v3219, %l883[%k0] : memref<?xf32>
                %v3220 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3220, %l1040[%k0] : memref<?xf32>
                %v3221 = memref.load %l876[%k0] : memref<?xi32>
                %v3222 = arith.constant 61440 : i32
                %v3223 = arith.andi %v3221, %v3222 : i32
                memref.store %v3223, %l1041[%k0] : memref<?xi32>
                %v3224 = memref.load %l1041[%k0] : memref<?xi32>
                %v3225 = memref.load %l20[%k0] : memref<?xi32>
                %v3226 = arith.ori %v3224, %v3225 : i32
                memref.store %v3226, %l1042[%k0] : memref<?xi32>
                %v3227 = memref.load %l1042[%k0] : memref<?xi32>
                %v3228 = arith.bitcast %v3227 : i32 to f32
                memref.store %v3228, %l1043[%k0] : memref<?xf32>
                %v3229 = memref.load %l1043[%k0] : memref<?xf32>
                %v3230 = arith.constant 0x45008000 : f32
                %v3231 = arith.subf %v3229, %v3230 : f32
                memref.store %v3231, %l1044[%k0] : memref<?xf32>
                %v3232 = memref.load %l1044[%k0] : memref<?xf32>
                %v3233 = memref.load %l816[%k0] : memref<?xf32>
                %v3234 = arith.mulf %v3232, %v3233 : f32
                memref.store %v3234, %l1045[%k0] : memref<?xf32>
                %v3235 = memref.load %l1040[%k0] : memref<?xf32>
                %v3236 = memref.load %l1045[%k0] : memref<?xf32>
                %v3237 = arith.addf %v3235, %v3236 : f32
                memref.store %v3237, %l883[%k0] : memref<?xf32>
                %v3238 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3238, %l1046[%k0] : memref<?xf32>
                %v3239 = memref.load %l870[%k0] : memref<?xi32>
                %v3240 = arith.constant 240 : i32
                %v3241 = arith.andi %v3239, %v3240 : i32
                memref.store %v3241, %l1047[%k0] : memref<?xi32>
                %v3242 = memref.load %l1047[%k0] : memref<?xi32>
                %v3243 = memref.load %l18[%k0] : memref<?xi32>
                %v3244 = arith.ori %v3242, %v3243 : i32
                memref.store %v3244, %l1048[%k0] : memref<?xi32>
                %v3245 = memref.load %l1048[%k0] : memref<?xi32>
                %v3246 = arith.bitcast %v3245 : i32 to f32
                memref.store %v3246, %l1049[%k0] : memref<?xf32>
                %v3247 = memref.load %l1049[%k0] : memref<?xf32>
                %v3248 = arith.constant 0x49000080 : f32
                %v3249 = arith.subf %v3247, %v3248 : f32
                memref.store %v3249, %l1050[%k0] : memref<?xf32>
                %v3250 = memref.load %l1050[%k0] : memref<?xf32>
                %v3251 = memref.load %l817[%k0] : memref<?xf32>
                %v3252 = arith.mulf %v3250, %v3251 : f32
                memref.store %v3252, %l1051[%k0] : memref<?xf32>
                %v3253 = memref.load %l1046[%k0] : memref<?xf32>
                %v3254 = memref.load %l1051[%k0] : memref<?xf32>
                %v3255 = arith.addf %v3253, %v3254 : f32
                memref.store %v3255, %l883[%k0] : memref<?xf32>
                %v3256 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3256, %l1052[%k0] : memref<?xf32>
                %v3257 = memref.load %l870[%k0] : memref<?xi32>
                %v3258 = arith.constant 61440 : i32
                %v3259 = arith.andi %v3257, %v3258 : i32
                memref.store %v3259, %l1053[%k0] : memref<?xi32>
                %v3260 = memref.load %l1053[%k0] : memref<?xi32>
                %v3261 = memref.load %l20[%k0] : memref<?xi32>
                %v3262 = arith.ori %v3260, %v3261 : i32
                memref.store %v3262, %l1054[%k0] : memref<?xi32>
                %v3263 = memref.load %l1054[%k0] : memref<?xi32>
                %v3264 = arith.bitcast %v3263 : i32 to f32
                memref.store %v3264, %l1055[%k0] : memref<?xf32>
                %v3265 = memref.load %l1055[%k0] : memref<?xf32>
                %v3266 = arith.constant 0x45008000 : f32
                %v3267 = arith.subf %v3265, %v3266 : f32
                memref.store %v3267, %l1056[%k0] : memref<?xf32>
                %v3268 = memref.load %l1056[%k0] : memref<?xf32>
                %v3269 = memref.load %l818[%k0] : memref<?xf32>
                %v3270 = arith.mulf %v3268, %v3269 : f32
                memref.store %v3270, %l1057[%k0] : memref<?xf32>
                %v3271 = memref.load %l1052[%k0] : memref<?xf32>
                %v3272 = memref.load %l1057[%k0] : memref<?xf32>
                %v3273 = arith.addf %v3271, %v3272 : f32
                memref.store %v3273, %l883[%k0] : memref<?xf32>
                %v3274 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3274, %l1058[%k0] : memref<?xf32>
                %v3275 = memref.load %l878[%k0] : memref<?xi32>
                %v3276 = arith.constant 240 : i32
                %v3277 = arith.andi %v3275, %v3276 : i32
                memref.store %v3277, %l1059[%k0] : memref<?xi32>
                %v3278 = memref.load %l1059[%k0] : memref<?xi32>
                %v3279 = memref.load %l18[%k0] : memref<?xi32>
                %v3280 = arith.ori %v3278, %v3279 : i32
                memref.store %v3280, %l1060[%k0] : memref<?xi32>
                %v3281 = memref.load %l1060[%k0] : memref<?xi32>
                %v3282 = arith.bitcast %v3281 : i32 to f32
                memref.store %v3282, %l1061[%k0] : memref<?xf32>
                %v3283 = memref.load %l1061[%k0] : memref<?xf32>
                %v3284 = arith.constant 0x49000080 : f32
                %v3285 = arith.subf %v3283, %v3284 : f32
                memref.store %v3285, %l1062[%k0] : memref<?xf32>
                %v3286 = memref.load %l1062[%k0] : memref<?xf32>
                %v3287 = memref.load %l819[%k0] : memref<?xf32>
                %v3288 = arith.mulf %v3286, %v3287 : f32
                memref.store %v3288, %l1063[%k0] : memref<?xf32>
                %v3289 = memref.load %l1058[%k0] : memref<?xf32>
                %v3290 = memref.load %l1063[%k0] : memref<?xf32>
                %v3291 = arith.addf %v3289, %v3290 : f32
                memref.store %v3291, %l883[%k0] : memref<?xf32>
                %v3292 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3292, %l1064[%k0] : memref<?xf32>
                %v3293 = memref.load %l878[%k0] : memref<?xi32>
                %v3294 = arith.constant 61440 : i32
                %v3295 = arith.andi %v3293, %v3294 : i32
                memref.store %v3295, %l1065[%k0] : memref<?xi32>
                %v3296 = memref.load %l1065[%k0] : memref<?xi32>
                %v3297 = memref.load %l20[%k0] : memref<?xi32>
                %v3298 = arith.ori %v3296, %v3297 : i32
                memref.store %v3298, %l1066[%k0] : memref<?xi32>
                %v3299 = memref.load %l1066[%k0] : memref<?xi32>
                %v3300 = arith.bitcast %v3299 : i32 to f32
                memref.store %v3300, %l1067[%k0] : memref<?xf32>
                %v3301 = memref.load %l1067[%k0] : memref<?xf32>
                %v3302 = arith.constant 0x45008000 : f32
                %v3303 = arith.subf %v3301, %v3302 : f32
                memref.store %v3303, %l1068[%k0] : memref<?xf32>
                %v3304 = memref.load %l1068[%k0] : memref<?xf32>
                %v3305 = memref.load %l820[%k0] : memref<?xf32>
                %v3306 = arith.mulf %v3304, %v3305 : f32
                memref.store %v3306, %l1069[%k0] : memref<?xf32>
                %v3307 = memref.load %l1064[%k0] : memref<?xf32>
                %v3308 = memref.load %l1069[%k0] : memref<?xf32>
                %v3309 = arith.addf %v3307, %v3308 : f32
                memref.store %v3309, %l883[%k0] : memref<?xf32>
                %v3310 = memref.load %l716[%k0] : memref<?xi32>
                memref.store %v3310, %l1070[%k0] : memref<?xi32>
                %v3311 = memref.load %l833[%k0] : memref<?xi32>
                %v3312 = memref.load %l1070[%k0] : memref<?xi32>
                %v3313 = arith.constant 31 : i32
                %v3314 = arith.andi %v3312, %v3313 : i32
                %v3315 = arith.shrui %v3311, %v3314 : i32
                memref.store %v3315, %l1071[%k0] : memref<?xi32>
                %v3316 = memref.load %l1071[%k0] : memref<?xi32>
                %v3317 = arith.constant 65535 : i32
                %v3318 = arith.andi %v3316, %v3317 : i32
                memref.store %v3318, %l1072[%k0] : memref<?xi32>
                %v3319 = memref.load %l1072[%k0] : memref<?xi32>
                %v3320 = arith.constant 32767 : i32
                %v3321 = arith.andi %v3319, %v3320 : i32
                memref.store %v3321, %l1073[%k0] : memref<?xi32>
                %v3322 = arith.constant 13 : i32
                memref.store %v3322, %l1074[%k0] : memref<?xi32>
                %v3323 = memref.load %l1073[%k0] : memref<?xi32>
                %v3324 = memref.load %l1074[%k0] : memref<?xi32>
                %v3325 = arith.constant 31 : i32
                %v3326 = arith.andi %v3324, %v3325 : i32
                %v3327 = arith.shli %v3323, %v3326 : i32
                memref.store %v3327, %l1075[%k0] : memref<?xi32>
                %v3328 = memref.load %l1075[%k0] : memref<?xi32>
                %v3329 = arith.constant 939524096 : i32
                %v3330 = arith.addi %v3328, %v3329 : i32
                memref.store %v3330, %l1076[%k0] : memref<?xi32>
                %v3331 = memref.load %l1076[%k0] : memref<?xi32>
                %v3332 = arith.bitcast %v3331 : i32 to f32
                memref.store %v3332, %l1077[%k0] : memref<?xf32>
                %v3333 = memref.load %l1073[%k0] : memref<?xi32>
                %v3334 = arith.constant 1024 : i32
                %v3335 = arith.cmpi ult, %v3333, %v3334 : i32
                memref.store %v3335, %l1078[%k0] : memref<?xi1>
                %v3336 = memref.load %l1078[%k0] : memref<?xi1>
                cf.cond_br %v3336, ^bb115, ^bb116
              ^bb115:
                %v3337 = arith.constant 13 : i32
                memref.store %v3337, %l1079[%k0] : memref<?xi32>
                %v3338 = memref.load %l1073[%k0] : memref<?xi32>
                %v3339 = memref.load %l1079[%k0] : memref<?xi32>
                %v3340 = arith.constant 31 : i32
                %v3341 = arith.andi %v3339, %v3340 : i32
                %v3342 = arith.shli %v3338, %v3341 : i32
                memref.store %v3342, %l1080[%k0] : memref<?xi32>
                %v3343 = memref.load %l1080[%k0] : memref<?xi32>
                %v3344 = arith.constant 947912704 : i32
                %v3345 = arith.addi %v3343, %v3344 : i32
                memref.store %v3345, %l1081[%k0] : memref<?xi32>
                %v3346 = memref.load %l1081[%k0] : memref<?xi32>
                %v3347 = arith.bitcast %v3346 : i32 to f32
                memref.store %v3347, %l1082[%k0] : memref<?xf32>
                %v3348 = memref.load %l1082[%k0] : memref<?xf32>
                %v3349 = arith.constant 0x38800000 : f32
                %v3350 = arith.subf %v3348, %v3349 : f32
                memref.store %v3350, %l1077[%k0] : memref<?xf32>
                cf.br ^bb116
              ^bb116:
                %v3351 = memref.load %l1073[%k0] : memref<?xi32>
                %v3352 = arith.constant 31744 : i32
                %v3353 = arith.cmpi uge, %v3351, %v3352 : i32
                memref.store %v3353, %l1083[%k0] : memref<?xi1>
                %v3354 = memref.load %l1083[%k0] : memref<?xi1>
                cf.cond_br %v3354, ^bb117, ^bb118
              ^bb117:
                %v3355 = arith.constant 13 : i32
                memref.store %v3355, %l1084[%k0] : memref<?xi32>
                %v3356 = memref.load %l1073[%k0] : memref<?xi32>
                %v3357 = memref.load %l1084[%k0] : memref<?xi32>
                %v3358 = arith.constant 31 : i32
                %v3359 = arith.andi %v3357, %v3358 : i32
                %v3360 = arith.shli %v3356, %v3359 : i32
                memref.store %v3360, %l1085[%k0] : memref<?xi32>
                %v3361 = memref.load %l1085[%k0] : memref<?xi32>
                %v3362 = arith.constant 1879048192 : i32
                %v3363 = arith.addi %v3361, %v3362 : i32
                memref.store %v3363, %l1086[%k0] : memref<?xi32>
                %v3364 = memref.load %l1086[%k0] : memref<?xi32>
                %v3365 = arith.bitcast %v3364 : i32 to f32
                memref.store %v3365, %l1087[%k0] : memref<?xf32>
                %v3366 = memref.load %l1087[%k0] : memref<?xf32>
                memref.store %v3366, %l1077[%k0] : memref<?xf32>
                cf.br ^bb118
              ^bb118:
                %v3367 = memref.load %l1072[%k0] : memref<?xi32>
                %v3368 = arith.constant 32768 : i32
                %v3369 = arith.cmpi uge, %v3367, %v3368 : i32
                memref.store %v3369, %l1088[%k0] : memref<?xi1>
                %v3370 = memref.load %l1088[%k0] : memref<?xi1>
                cf.cond_br %v3370, ^bb119, ^bb120
              ^bb119:
                %v3371 = memref.load %l1077[%k0] : memref<?xf32>
                memref.store %v3371, %l1089[%k0] : memref<?xf32>
                %v3372 = memref.load %l1089[%k0] : memref<?xf32>
                %v3373 = arith.negf %v3372 : f32
                memref.store %v3373, %l1077[%k0] : memref<?xf32>
                cf.br ^bb120
              ^bb120:
                %v3374 = memref.load %l1077[%k0] : memref<?xf32>
                memref.store %v3374, %l1090[%k0] : memref<?xf32>
                %v3375 = memref.load %l883[%k0] : memref<?xf32>
                memref.store %v3375, %l1091[%k0] : memref<?xf32>
                %v3376 = memref.load %l1090[%k0] : memref<?xf32>
                %v3377 = memref.load %l1091[%k0] : memref<?xf32>
                %v3378 = arith.mulf %v3376, %v3377 : f32
                memref.store %v3378, %l1092[%k0] : memref<?xf32>
                %v3379 = memref.load %l710[%k0] : memref<?xi32>
                %v3380 = arith.constant 0 : i32
                %v3381 = arith.cmpi eq, %v3379, %v3380 : i32
                memref.store %v3381, %l1093[%k0] : memref<?xi1>
                %v3382 = memref.load %l1093[%k0] : memref<?xi1>
                cf.cond_br %v3382, ^bb121, ^bb122
              ^bb121:
                %v3383 = memref.load %l58[%k0] : memref<?xf32>
                memref.store %v3383, %l1094[%k0] : memref<?xf32>
                %v3384 = memref.load %l1094[%k0] : memref<?xf32>
                %v3385 = memref.load %l1092[%k0] : memref<?xf32>
                %v3386 = arith.addf %v3384, %v3385 : f32
                memref.store %v3386, %l58[%k0] : memref<?xf32>
                cf.br ^bb124
              ^bb122:
                %v3387 = memref.load %l710[%k0] : memref<?xi32>
                %v3388 = arith.constant 1 : i32
                %v3389 = arith.cmpi eq, %v3387, %v3388 : i32
                memref.store %v3389, %l1095[%k0] : memref<?xi1>
                %v3390 = memref.load %l1095[%k0] : memref<?xi1>
                cf.cond_br %v3390, ^bb123, ^bb124
              ^bb123:
                %v3391 = memref.load %l59[%k0] : memref<?xf32>
                memref.store %v3391, %l1096[%k0] : memref<?xf32>
                %v3392 = memref.load %l1096[%k0] : memref<?xf32>
                %v3393 = memref.load %l1092[%k0] : memref<?xf32>
                %v3394 = arith.addf %v3392, %v3393 : f32
                memref.store %v3394, %l59[%k0] : memref<?xf32>
                cf.br ^bb124
              ^bb124:
                %v3395 = memref.load %l722[%k0] : memref<?xi64>
                %v3396 = arith.constant 512 : i64
                %v3397 = arith.addi %v3395, %v3396 : i64
                memref.store %v3397, %l721[%k0] : memref<?xi64>
                cf.br ^bb75
              ^bb125:
                %v3398 = memref.load %l58[%k0] : memref<?xf32>
                memref.store %v3398, %l1102[%k0] : memref<?xf32>
                %v3399 = memref.load %l1102[%k0] : memref<?xf32>
                memref.store %v3399, %l1097[%k0] : memref<?xf32>
                %v3400 = memref.load %l59[%k0] : memref<?xf32>
                memref.store %v3400, %l1103[%k0] : memref<?xf32>
                %v3401 = memref.load %l1103[%k0] : memref<?xf32>
                memref.store %v3401, %l1098[%k0] : memref<?xf32>
                cf.br ^bb127
              ^bb126:
                %v3402 = memref.load %l58[%k0] : memref<?xf32>
                memref.store %v3402, %l1104[%k0] : memref<?xf32>
                %v3403 = memref.load %l1104[%k0] : memref<?xf32>
                memref.store %v3403, %l1099[%k0] : memref<?xf32>
                %v3404 = memref.load %l59[%k0] : memref<?xf32>
                memref.store %v3404, %l1105[%k0] : memref<?xf32>
                %v3405 = memref.load %l1105[%k0] : memref<?xf32>
                memref.store %v3405, %l1100[%k0] : memref<?xf32>
                cf.br ^bb127
              ^bb127:
                %v3406 = memref.load %l0[%k0] : memref<?xi64>
                %v3407 = arith.constant 32 : i64
                %v3408 = arith.constant 0 : i64
                %v3409 = arith.cmpi eq, %v3407, %v3408 : i64
                %v3410 = arith.constant 1 : i64
                %v3411 = arith.select %v3409, %v3410, %v3407 : i64
                %v3412 = arith.divui %v3406, %v3411 : i64
                memref.store %v3412, %l1106[%k0] : memref<?xi64>
                %v3413 = memref.load %l1106[%k0] : memref<?xi64>
                %v3414 = arith.constant 128 : i64
                %v3415 = arith.muli %v3413, %v3414 : i64
                memref.store %v3415, %l1107[%k0] : memref<?xi64>
                %v3416 = memref.load %l1107[%k0] : memref<?xi64>
                %v3417 = memref.load %ls1[%lane] : memref<?xi64>
                %v3418 = arith.addi %v3416, %v3417 : i64
                memref.store %v3418, %ls1108[%lane] : memref<?xi64>
                %v3419 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3420 = arith.constant 32 : i64
                %v3421 = arith.addi %v3419, %v3420 : i64
                memref.store %v3421, %ls1109[%lane] : memref<?xi64>
                %v3422 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3423 = arith.constant 64 : i64
                %v3424 = arith.addi %v3422, %v3423 : i64
                memref.store %v3424, %ls1110[%lane] : memref<?xi64>
                %v3425 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3426 = arith.constant 96 : i64
                %v3427 = arith.addi %v3425, %v3426 : i64
                memref.store %v3427, %ls1111[%lane] : memref<?xi64>
                %v3428 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3429 = arith.constant 256 : i64
                %v3430 = arith.cmpi ult, %v3428, %v3429 : i64
                memref.store %v3430, %l1112[%k0] : memref<?xi1>
                %v3431 = memref.load %l1112[%k0] : memref<?xi1>
                cf.cond_br %v3431, ^bb128, ^bb132
              ^bb128:
                %v3432 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3433 = arith.constant 256 : i64
                %v3434 = arith.cmpi ult, %v3432, %v3433 : i64
                memref.store %v3434, %l1113[%k0] : memref<?xi1>
                %v3435 = memref.load %l1113[%k0] : memref<?xi1>
                cf.cond_br %v3435, ^bb129, ^bb132
              ^bb129:
                %v3436 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3437 = arith.constant 256 : i64
                %v3438 = arith.cmpi ult, %v3436, %v3437 : i64
                memref.store %v3438, %l1114[%k0] : memref<?xi1>
                %v3439 = memref.load %l1114[%k0] : memref<?xi1>
                cf.cond_br %v3439, ^bb130, ^bb132
              ^bb130:
                %v3440 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3441 = arith.constant 256 : i64
                %v3442 = arith.cmpi ult, %v3440, %v3441 : i64
                memref.store %v3442, %l1115[%k0] : memref<?xi1>
                %v3443 = memref.load %l1115[%k0] : memref<?xi1>
                cf.cond_br %v3443, ^bb131, ^bb132
              ^bb131:
                %v3444 = memref.load %l1097[%k0] : memref<?xf32>
                memref.store %v3444, %l1116[%k0] : memref<?xf32>
                %v3445 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3446 = arith.index_cast %v3445 : i64 to index
                %v3447 = memref.load %l1116[%k0] : memref<?xf32>
                memref.store %v3447, %wg0[%v3446] : memref<?xf32>
                %v3448 = memref.load %l1098[%k0] : memref<?xf32>
                memref.store %v3448, %l1117[%k0] : memref<?xf32>
                %v3449 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3450 = arith.index_cast %v3449 : i64 to index
                %v3451 = memref.load %l1117[%k0] : memref<?xf32>
                memref.store %v3451, %wg0[%v3450] : memref<?xf32>
                %v3452 = memref.load %l1099[%k0] : memref<?xf32>
                memref.store %v3452, %l1118[%k0] : memref<?xf32>
                %v3453 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3454 = arith.index_cast %v3453 : i64 to index
                %v3455 = memref.load %l1118[%k0] : memref<?xf32>
                memref.store %v3455, %wg0[%v3454] : memref<?xf32>
                %v3456 = memref.load %l1100[%k0] : memref<?xf32>
                memref.store %v3456, %l1119[%k0] : memref<?xf32>
                %v3457 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3458 = arith.index_cast %v3457 : i64 to index
                %v3459 = memref.load %l1119[%k0] : memref<?xf32>
                memref.store %v3459, %wg0[%v3458] : memref<?xf32>
                cf.br ^bb132
              ^bb132:
                %v3460 = arith.constant 133 : i32
                memref.store %v3460, %resume[%lane] : memref<?xi32>
                %v3461 = arith.constant true
                %v3462 = arith.constant 0 : index
                memref.store %v3461, %more[%v3462] : memref<?xi1>
                cf.br ^exit
              ^bb133:
                %v3463 = arith.constant 16 : i64
                memref.store %v3463, %ls1120[%lane] : memref<?xi64>
                cf.br ^bb134
              ^bb134:
                %v3464 = memref.load %ls1120[%lane] : memref<?xi64>
                memref.store %v3464, %l1121[%k0] : memref<?xi64>
                %v3465 = memref.load %l1121[%k0] : memref<?xi64>
                %v3466 = arith.constant 0 : i64
                %v3467 = arith.cmpi ugt, %v3465, %v3466 : i64
                memref.store %v3467, %l1122[%k0] : memref<?xi1>
                %v3468 = memref.load %l1122[%k0] : memref<?xi1>
                cf.cond_br %v3468, ^bb135, ^bb147
              ^bb135:
                %v3469 = memref.load %ls1120[%lane] : memref<?xi64>
                memref.store %v3469, %l1123[%k0] : memref<?xi64>
                %v3470 = memref.load %ls1[%lane] : memref<?xi64>
                %v3471 = memref.load %l1123[%k0] : memref<?xi64>
                %v3472 = arith.cmpi ult, %v3470, %v3471 : i64
                memref.store %v3472, %l1124[%k0] : memref<?xi1>
                %v3473 = memref.load %l1124[%k0] : memref<?xi1>
                cf.cond_br %v3473, ^bb136, ^bb145
              ^bb136:
                %v3474 = memref.load %ls1120[%lane] : memref<?xi64>
                memref.store %v3474, %l1125[%k0] : memref<?xi64>
                %v3475 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3476 = memref.load %l1125[%k0] : memref<?xi64>
                %v3477 = arith.addi %v3475, %v3476 : i64
                memref.store %v3477, %l1126[%k0] : memref<?xi64>
                %v3478 = memref.load %ls1120[%lane] : memref<?xi64>
                memref.store %v3478, %l1127[%k0] : memref<?xi64>
                %v3479 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3480 = memref.load %l1127[%k0] : memref<?xi64>
                %v3481 = arith.addi %v3479, %v3480 : i64
                memref.store %v3481, %l1128[%k0] : memref<?xi64>
                %v3482 = memref.load %ls1120[%lane] : memref<?xi64>
                memref.store %v3482, %l1129[%k0] : memref<?xi64>
                %v3483 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3484 = memref.load %l1129[%k0] : memref<?xi64>
                %v3485 = arith.addi %v3483, %v3484 : i64
                memref.store %v3485, %l1130[%k0] : memref<?xi64>
                %v3486 = memref.load %ls1120[%lane] : memref<?xi64>
                memref.store %v3486, %l1131[%k0] : memref<?xi64>
                %v3487 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3488 = memref.load %l1131[%k0] : memref<?xi64>
                %v3489 = arith.addi %v3487, %v3488 : i64
                memref.store %v3489, %l1132[%k0] : memref<?xi64>
                %v3490 = memref.load %l1132[%k0] : memref<?xi64>
                %v3491 = arith.constant 256 : i64
                %v3492 = arith.cmpi ult, %v3490, %v3491 : i64
                memref.store %v3492, %l1133[%k0] : memref<?xi1>
                %v3493 = memref.load %l1133[%k0] : memref<?xi1>
                cf.cond_br %v3493, ^bb137, ^bb145
              ^bb137:
                %v3494 = memref.load %l1126[%k0] : memref<?xi64>
                %v3495 = arith.constant 256 : i64
                %v3496 = arith.cmpi ult, %v3494, %v3495 : i64
                memref.store %v3496, %l1134[%k0] : memref<?xi1>
                %v3497 = memref.load %l1134[%k0] : memref<?xi1>
                cf.cond_br %v3497, ^bb138, ^bb145
              ^bb138:
                %v3498 = memref.load %l1128[%k0] : memref<?xi64>
                %v3499 = arith.constant 256 : i64
                %v3500 = arith.cmpi ult, %v3498, %v3499 : i64
                memref.store %v3500, %l1135[%k0] : memref<?xi1>
                %v3501 = memref.load %l1135[%k0] : memref<?xi1>
                cf.cond_br %v3501, ^bb139, ^bb145
              ^bb139:
                %v3502 = memref.load %l1130[%k0] : memref<?xi64>
                %v3503 = arith.constant 256 : i64
                %v3504 = arith.cmpi ult, %v3502, %v3503 : i64
                memref.store %v3504, %l1136[%k0] : memref<?xi1>
                %v3505 = memref.load %l1136[%k0] : memref<?xi1>
                cf.cond_br %v3505, ^bb140, ^bb145
              ^bb140:
                %v3506 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3507 = arith.constant 256 : i64
                %v3508 = arith.cmpi ult, %v3506, %v3507 : i64
                memref.store %v3508, %l1137[%k0] : memref<?xi1>
                %v3509 = memref.load %l1137[%k0] : memref<?xi1>
                cf.cond_br %v3509, ^bb141, ^bb145
              ^bb141:
                %v3510 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3511 = arith.constant 256 : i64
                %v3512 = arith.cmpi ult, %v3510, %v3511 : i64
                memref.store %v3512, %l1138[%k0] : memref<?xi1>
                %v3513 = memref.load %l1138[%k0] : memref<?xi1>
                cf.cond_br %v3513, ^bb142, ^bb145
              ^bb142:
                %v3514 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3515 = arith.constant 256 : i64
                %v3516 = arith.cmpi ult, %v3514, %v3515 : i64
                memref.store %v3516, %l1139[%k0] : memref<?xi1>
                %v3517 = memref.load %l1139[%k0] : memref<?xi1>
                cf.cond_br %v3517, ^bb143, ^bb145
              ^bb143:
                %v3518 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3519 = arith.constant 256 : i64
                %v3520 = arith.cmpi ult, %v3518, %v3519 : i64
                memref.store %v3520, %l1140[%k0] : memref<?xi1>
                %v3521 = memref.load %l1140[%k0] : memref<?xi1>
                cf.cond_br %v3521, ^bb144, ^bb145
              ^bb144:
                %v3522 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3523 = arith.index_cast %v3522 : i64 to index
                %v3524 = memref.load %wg0[%v3523] : memref<?xf32>
                memref.store %v3524, %l1141[%k0] : memref<?xf32>
                %v3525 = memref.load %l1126[%k0] : memref<?xi64>
                %v3526 = arith.index_cast %v3525 : i64 to index
                %v3527 = memref.load %wg0[%v3526] : memref<?xf32>
                memref.store %v3527, %l1142[%k0] : memref<?xf32>
                %v3528 = memref.load %l1141[%k0] : memref<?xf32>
                %v3529 = memref.load %l1142[%k0] : memref<?xf32>
                %v3530 = arith.addf %v3528, %v3529 : f32
                memref.store %v3530, %l1143[%k0] : memref<?xf32>
                %v3531 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3532 = arith.index_cast %v3531 : i64 to index
                %v3533 = memref.load %l1143[%k0] : memref<?xf32>
                memref.store %v3533, %wg0[%v3532] : memref<?xf32>
                %v3534 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3535 = arith.index_cast %v3534 : i64 to index
                %v3536 = memref.load %wg0[%v3535] : memref<?xf32>
                memref.store %v3536, %l1144[%k0] : memref<?xf32>
                %v3537 = memref.load %l1128[%k0] : memref<?xi64>
                %v3538 = arith.index_cast %v3537 : i64 to index
                %v3539 = memref.load %wg0[%v3538] : memref<?xf32>
                memref.store %v3539, %l1145[%k0] : memref<?xf32>
                %v3540 = memref.load %l1144[%k0] : memref<?xf32>
                %v3541 = memref.load %l1145[%k0] : memref<?xf32>
                %v3542 = arith.addf %v3540, %v3541 : f32
                memref.store %v3542, %l1146[%k0] : memref<?xf32>
                %v3543 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3544 = arith.index_cast %v3543 : i64 to index
                %v3545 = memref.load %l1146[%k0] : memref<?xf32>
                memref.store %v3545, %wg0[%v3544] : memref<?xf32>
                %v3546 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3547 = arith.index_cast %v3546 : i64 to index
                %v3548 = memref.load %wg0[%v3547] : memref<?xf32>
                memref.store %v3548, %l1147[%k0] : memref<?xf32>
                %v3549 = memref.load %l1130[%k0] : memref<?xi64>
                %v3550 = arith.index_cast %v3549 : i64 to index
                %v3551 = memref.load %wg0[%v3550] : memref<?xf32>
                memref.store %v3551, %l1148[%k0] : memref<?xf32>
                %v3552 = memref.load %l1147[%k0] : memref<?xf32>
                %v3553 = memref.load %l1148[%k0] : memref<?xf32>
                %v3554 = arith.addf %v3552, %v3553 : f32
                memref.store %v3554, %l1149[%k0] : memref<?xf32>
                %v3555 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3556 = arith.index_cast %v3555 : i64 to index
                %v3557 = memref.load %l1149[%k0] : memref<?xf32>
                memref.store %v3557, %wg0[%v3556] : memref<?xf32>
                %v3558 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3559 = arith.index_cast %v3558 : i64 to index
                %v3560 = memref.load %wg0[%v3559] : memref<?xf32>
                memref.store %v3560, %l1150[%k0] : memref<?xf32>
                %v3561 = memref.load %l1132[%k0] : memref<?xi64>
                %v3562 = arith.index_cast %v3561 : i64 to index
                %v3563 = memref.load %wg0[%v3562] : memref<?xf32>
                memref.store %v3563, %l1151[%k0] : memref<?xf32>
                %v3564 = memref.load %l1150[%k0] : memref<?xf32>
                %v3565 = memref.load %l1151[%k0] : memref<?xf32>
                %v3566 = arith.addf %v3564, %v3565 : f32
                memref.store %v3566, %l1152[%k0] : memref<?xf32>
                %v3567 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3568 = arith.index_cast %v3567 : i64 to index
                %v3569 = memref.load %l1152[%k0] : memref<?xf32>
                memref.store %v3569, %wg0[%v3568] : memref<?xf32>
                cf.br ^bb145
              ^bb145:
                %v3570 = arith.constant 146 : i32
                memref.store %v3570, %resume[%lane] : memref<?xi32>
                %v3571 = arith.constant true
                %v3572 = arith.constant 0 : index
                memref.store %v3571, %more[%v3572] : memref<?xi1>
                cf.br ^exit
              ^bb146:
                %v3573 = memref.load %ls1120[%lane] : memref<?xi64>
                memref.store %v3573, %l1153[%k0] : memref<?xi64>
                %v3574 = memref.load %l1153[%k0] : memref<?xi64>
                %v3575 = arith.constant 2 : i64
                %v3576 = arith.constant 0 : i64
                %v3577 = arith.cmpi eq, %v3575, %v3576 : i64
                %v3578 = arith.constant 1 : i64
                %v3579 = arith.select %v3577, %v3578, %v3575 : i64
                %v3580 = arith.divui %v3574, %v3579 : i64
                memref.store %v3580, %ls1120[%lane] : memref<?xi64>
                cf.br ^bb134
              ^bb147:
                %v3581 = memref.load %ls1[%lane] : memref<?xi64>
                %v3582 = arith.constant 0 : i64
                %v3583 = arith.cmpi eq, %v3581, %v3582 : i64
                memref.store %v3583, %l1154[%k0] : memref<?xi1>
                %v3584 = memref.load %l1154[%k0] : memref<?xi1>
                cf.cond_br %v3584, ^bb148, ^bb160
              ^bb148:
                %v3585 = memref.load %ls7[%lane] : memref<?xi64>
                %v3586 = arith.constant 1 : i64
                %v3587 = arith.addi %v3585, %v3586 : i64
                memref.store %v3587, %l1155[%k0] : memref<?xi64>
                %v3588 = memref.load %ls7[%lane] : memref<?xi64>
                %v3589 = arith.constant 2 : i64
                %v3590 = arith.addi %v3588, %v3589 : i64
                memref.store %v3590, %l1156[%k0] : memref<?xi64>
                %v3591 = memref.load %ls7[%lane] : memref<?xi64>
                %v3592 = arith.constant 3 : i64
                %v3593 = arith.addi %v3591, %v3592 : i64
                memref.store %v3593, %l1157[%k0] : memref<?xi64>
                %v3594 = arith.index_cast %n2 : index to i64
                memref.store %v3594, %l1158[%k0] : memref<?xi64>
                %v3595 = memref.load %ls7[%lane] : memref<?xi64>
                %v3596 = memref.load %l1158[%k0] : memref<?xi64>
                %v3597 = arith.cmpi ult, %v3595, %v3596 : i64
                memref.store %v3597, %l1159[%k0] : memref<?xi1>
                %v3598 = memref.load %l1159[%k0] : memref<?xi1>
                cf.cond_br %v3598, ^bb149, ^bb151
              ^bb149:
                %v3599 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3600 = arith.constant 256 : i64
                %v3601 = arith.cmpi ult, %v3599, %v3600 : i64
                memref.store %v3601, %l1160[%k0] : memref<?xi1>
                %v3602 = memref.load %l1160[%k0] : memref<?xi1>
                cf.cond_br %v3602, ^bb150, ^bb151
              ^bb150:
                %v3603 = memref.load %ls1108[%lane] : memref<?xi64>
                %v3604 = arith.index_cast %v3603 : i64 to index
                %v3605 = memref.load %wg0[%v3604] : memref<?xf32>
                memref.store %v3605, %l1161[%k0] : memref<?xf32>
                %v3606 = memref.load %ls7[%lane] : memref<?xi64>
                %v3607 = arith.index_cast %v3606 : i64 to index
                %v3608 = memref.load %l1161[%k0] : memref<?xf32>
                memref.store %v3608, %p2[%v3607] : memref<?xf32>
                cf.br ^bb151
              ^bb151:
                %v3609 = arith.index_cast %n2 : index to i64
                memref.store %v3609, %l1162[%k0] : memref<?xi64>
                %v3610 = memref.load %l1155[%k0] : memref<?xi64>
                %v3611 = memref.load %l1162[%k0] : memref<?xi64>
                %v3612 = arith.cmpi ult, %v3610, %v3611 : i64
                memref.store %v3612, %l1163[%k0] : memref<?xi1>
                %v3613 = memref.load %l1163[%k0] : memref<?xi1>
                cf.cond_br %v3613, ^bb152, ^bb154
              ^bb152:
                %v3614 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3615 = arith.constant 256 : i64
                %v3616 = arith.cmpi ult, %v3614, %v3615 : i64
                memref.store %v3616, %l1164[%k0] : memref<?xi1>
                %v3617 = memref.load %l1164[%k0] : memref<?xi1>
                cf.cond_br %v3617, ^bb153, ^bb154
              ^bb153:
                %v3618 = memref.load %ls1109[%lane] : memref<?xi64>
                %v3619 = arith.index_cast %v3618 : i64 to index
                %v3620 = memref.load %wg0[%v3619] : memref<?xf32>
                memref.store %v3620, %l1165[%k0] : memref<?xf32>
                %v3621 = memref.load %l1155[%k0] : memref<?xi64>
                %v3622 = arith.index_cast %v3621 : i64 to index
                %v3623 = memref.load %l1165[%k0] : memref<?xf32>
                memref.store %v3623, %p2[%v3622] : memref<?xf32>
                cf.br ^bb154
              ^bb154:
                %v3624 = arith.index_cast %n2 : index to i64
                memref.store %v3624, %l1166[%k0] : memref<?xi64>
                %v3625 = memref.load %l1156[%k0] : memref<?xi64>
                %v3626 = memref.load %l1166[%k0] : memref<?xi64>
                %v3627 = arith.cmpi ult, %v3625, %v3626 : i64
                memref.store %v3627, %l1167[%k0] : memref<?xi1>
                %v3628 = memref.load %l1167[%k0] : memref<?xi1>
                cf.cond_br %v3628, ^bb155, ^bb157
              ^bb155:
                %v3629 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3630 = arith.constant 256 : i64
                %v3631 = arith.cmpi ult, %v3629, %v3630 : i64
                memref.store %v3631, %l1168[%k0] : memref<?xi1>
                %v3632 = memref.load %l1168[%k0] : memref<?xi1>
                cf.cond_br %v3632, ^bb156, ^bb157
              ^bb156:
                %v3633 = memref.load %ls1110[%lane] : memref<?xi64>
                %v3634 = arith.index_cast %v3633 : i64 to index
                %v3635 = memref.load %wg0[%v3634] : memref<?xf32>
                memref.store %v3635, %l1169[%k0] : memref<?xf32>
                %v3636 = memref.load %l1156[%k0] : memref<?xi64>
                %v3637 = arith.index_cast %v3636 : i64 to index
                %v3638 = memref.load %l1169[%k0] : memref<?xf32>
                memref.store %v3638, %p2[%v3637] : memref<?xf32>
                cf.br ^bb157
              ^bb157:
                %v3639 = arith.index_cast %n2 : index to i64
                memref.store %v3639, %l1170[%k0] : memref<?xi64>
                %v3640 = memref.load %l1157[%k0] : memref<?xi64>
                %v3641 = memref.load %l1170[%k0] : memref<?xi64>
                %v3642 = arith.cmpi ult, %v3640, %v3641 : i64
                memref.store %v3642, %l1171[%k0] : memref<?xi1>
                %v3643 = memref.load %l1171[%k0] : memref<?xi1>
                cf.cond_br %v3643, ^bb158, ^bb160
              ^bb158:
                %v3644 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3645 = arith.constant 256 : i64
                %v3646 = arith.cmpi ult, %v3644, %v3645 : i64
                memref.store %v3646, %l1172[%k0] : memref<?xi1>
                %v3647 = memref.load %l1172[%k0] : memref<?xi1>
                cf.cond_br %v3647, ^bb159, ^bb160
              ^bb159:
                %v3648 = memref.load %ls1111[%lane] : memref<?xi64>
                %v3649 = arith.index_cast %v3648 : i64 to index
                %v3650 = memref.load %wg0[%v3649] : memref<?xf32>
                memref.store %v3650, %l1173[%k0] : memref<?xf32>
                %v3651 = memref.load %l1157[%k0] : memref<?xi64>
                %v3652 = arith.index_cast %v3651 : i64 to index
                %v3653 = memref.load %l1173[%k0] : memref<?xf32>
                memref.store %v3653, %p2[%v3652] : memref<?xf32>
                cf.br ^bb160
              ^bb160:
                %v3654 = arith.constant -1 : i32
                memref.store %v3654, %resume[%lane] : memref<?xi32>
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
