// q4_0_matvec_nt: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
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
    %b_ls1004_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1004_c0"} : (index) -> memref<64xi64>
    %b_ls1005_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1005_c0"} : (index) -> memref<64xi64>
    %b_ls1006_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1006_c0"} : (index) -> memref<64xi64>
    %b_ls1007_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1007_c0"} : (index) -> memref<64xi64>
    %b_ls1012_c0 = "aie.buffer"(%t_c0) {sym_name = "ls1012_c0"} : (index) -> memref<64xi64>
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
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
    %b_l25_c0 = "aie.buffer"(%t_c0) {sym_name = "l25_c0"} : (index) -> memref<1xi64>
    %b_l26_c0 = "aie.buffer"(%t_c0) {sym_name = "l26_c0"} : (index) -> memref<1xi1>
    %b_l27_c0 = "aie.buffer"(%t_c0) {sym_name = "l27_c0"} : (index) -> memref<1xi64>
    %b_l28_c0 = "aie.buffer"(%t_c0) {sym_name = "l28_c0"} : (index) -> memref<1xi64>
    %b_l29_c0 = "aie.buffer"(%t_c0) {sym_name = "l29_c0"} : (index) -> memref<1xi64>
    %b_l30_c0 = "aie.buffer"(%t_c0) {sym_name = "l30_c0"} : (index) -> memref<1xi64>
    %b_l31_c0 = "aie.buffer"(%t_c0) {sym_name = "l31_c0"} : (index) -> memref<1xi64>
    %b_l32_c0 = "aie.buffer"(%t_c0) {sym_name = "l32_c0"} : (index) -> memref<1xi1>
    %b_l33_c0 = "aie.buffer"(%t_c0) {sym_name = "l33_c0"} : (index) -> memref<1xi64>
    %b_l34_c0 = "aie.buffer"(%t_c0) {sym_name = "l34_c0"} : (index) -> memref<1xi64>
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi64>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi64>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi64>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi1>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi64>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi64>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi1>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi64>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi64>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi1>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi64>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi64>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi1>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi64>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi64>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi64>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi64>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi1>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi64>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi64>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi64>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi64>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xi1>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xi64>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xi64>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xf32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xf32>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xf32>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xf32>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi64>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi64>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi64>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi1>
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
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi64>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xi64>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xi64>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xi64>
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
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xf32>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xf32>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xf32>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xf32>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xf32>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xf32>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xf32>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xf32>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xf32>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xf32>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xf32>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xf32>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xf32>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xf32>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xf32>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xf32>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xi64>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xi64>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xi64>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xi64>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xi64>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xi64>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xi64>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xi64>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xi64>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xi64>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xi64>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xi64>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xi64>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xi64>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xi64>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xi64>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xi64>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xi64>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xi64>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xi64>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xi64>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xi64>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xi64>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi64>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi1>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xi1>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi1>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi1>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi1>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xi1>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xi1>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi1>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xi1>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xi1>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi1>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi1>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi1>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi1>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xi1>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xi1>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi32>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi32>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi32>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xi32>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xi32>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xi32>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xi32>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xi32>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xi32>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xi32>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xi32>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xi32>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xi32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xi32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xi32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xi32>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xi64>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi64>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xi64>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi64>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xi64>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xi64>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xi64>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xi32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xi64>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xi64>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi64>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi64>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xi64>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xi64>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xi64>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xi32>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xi32>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xi32>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xi32>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xi32>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xi32>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xi32>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xf32>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xf32>
    %b_l213_c0 = "aie.buffer"(%t_c0) {sym_name = "l213_c0"} : (index) -> memref<1xf32>
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xf32>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xi32>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xi32>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xf32>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xf32>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xf32>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xf32>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xi32>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xi32>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xf32>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xf32>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xf32>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xf32>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xi32>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xi32>
    %b_l229_c0 = "aie.buffer"(%t_c0) {sym_name = "l229_c0"} : (index) -> memref<1xf32>
    %b_l230_c0 = "aie.buffer"(%t_c0) {sym_name = "l230_c0"} : (index) -> memref<1xf32>
    %b_l231_c0 = "aie.buffer"(%t_c0) {sym_name = "l231_c0"} : (index) -> memref<1xf32>
    %b_l232_c0 = "aie.buffer"(%t_c0) {sym_name = "l232_c0"} : (index) -> memref<1xf32>
    %b_l233_c0 = "aie.buffer"(%t_c0) {sym_name = "l233_c0"} : (index) -> memref<1xi32>
    %b_l234_c0 = "aie.buffer"(%t_c0) {sym_name = "l234_c0"} : (index) -> memref<1xi32>
    %b_l235_c0 = "aie.buffer"(%t_c0) {sym_name = "l235_c0"} : (index) -> memref<1xf32>
    %b_l236_c0 = "aie.buffer"(%t_c0) {sym_name = "l236_c0"} : (index) -> memref<1xf32>
    %b_l237_c0 = "aie.buffer"(%t_c0) {sym_name = "l237_c0"} : (index) -> memref<1xf32>
    %b_l238_c0 = "aie.buffer"(%t_c0) {sym_name = "l238_c0"} : (index) -> memref<1xf32>
    %b_l239_c0 = "aie.buffer"(%t_c0) {sym_name = "l239_c0"} : (index) -> memref<1xi32>
    %b_l240_c0 = "aie.buffer"(%t_c0) {sym_name = "l240_c0"} : (index) -> memref<1xi32>
    %b_l241_c0 = "aie.buffer"(%t_c0) {sym_name = "l241_c0"} : (index) -> memref<1xf32>
    %b_l242_c0 = "aie.buffer"(%t_c0) {sym_name = "l242_c0"} : (index) -> memref<1xf32>
    %b_l243_c0 = "aie.buffer"(%t_c0) {sym_name = "l243_c0"} : (index) -> memref<1xf32>
    %b_l244_c0 = "aie.buffer"(%t_c0) {sym_name = "l244_c0"} : (index) -> memref<1xf32>
    %b_l245_c0 = "aie.buffer"(%t_c0) {sym_name = "l245_c0"} : (index) -> memref<1xi32>
    %b_l246_c0 = "aie.buffer"(%t_c0) {sym_name = "l246_c0"} : (index) -> memref<1xi32>
    %b_l247_c0 = "aie.buffer"(%t_c0) {sym_name = "l247_c0"} : (index) -> memref<1xf32>
    %b_l248_c0 = "aie.buffer"(%t_c0) {sym_name = "l248_c0"} : (index) -> memref<1xf32>
    %b_l249_c0 = "aie.buffer"(%t_c0) {sym_name = "l249_c0"} : (index) -> memref<1xf32>
    %b_l250_c0 = "aie.buffer"(%t_c0) {sym_name = "l250_c0"} : (index) -> memref<1xf32>
    %b_l251_c0 = "aie.buffer"(%t_c0) {sym_name = "l251_c0"} : (index) -> memref<1xi32>
    %b_l252_c0 = "aie.buffer"(%t_c0) {sym_name = "l252_c0"} : (index) -> memref<1xi32>
    %b_l253_c0 = "aie.buffer"(%t_c0) {sym_name = "l253_c0"} : (index) -> memref<1xf32>
    %b_l254_c0 = "aie.buffer"(%t_c0) {sym_name = "l254_c0"} : (index) -> memref<1xf32>
    %b_l255_c0 = "aie.buffer"(%t_c0) {sym_name = "l255_c0"} : (index) -> memref<1xf32>
    %b_l256_c0 = "aie.buffer"(%t_c0) {sym_name = "l256_c0"} : (index) -> memref<1xf32>
    %b_l257_c0 = "aie.buffer"(%t_c0) {sym_name = "l257_c0"} : (index) -> memref<1xi32>
    %b_l258_c0 = "aie.buffer"(%t_c0) {sym_name = "l258_c0"} : (index) -> memref<1xi32>
    %b_l259_c0 = "aie.buffer"(%t_c0) {sym_name = "l259_c0"} : (index) -> memref<1xf32>
    %b_l260_c0 = "aie.buffer"(%t_c0) {sym_name = "l260_c0"} : (index) -> memref<1xf32>
    %b_l261_c0 = "aie.buffer"(%t_c0) {sym_name = "l261_c0"} : (index) -> memref<1xf32>
    %b_l262_c0 = "aie.buffer"(%t_c0) {sym_name = "l262_c0"} : (index) -> memref<1xf32>
    %b_l263_c0 = "aie.buffer"(%t_c0) {sym_name = "l263_c0"} : (index) -> memref<1xi32>
    %b_l264_c0 = "aie.buffer"(%t_c0) {sym_name = "l264_c0"} : (index) -> memref<1xi32>
    %b_l265_c0 = "aie.buffer"(%t_c0) {sym_name = "l265_c0"} : (index) -> memref<1xf32>
    %b_l266_c0 = "aie.buffer"(%t_c0) {sym_name = "l266_c0"} : (index) -> memref<1xf32>
    %b_l267_c0 = "aie.buffer"(%t_c0) {sym_name = "l267_c0"} : (index) -> memref<1xf32>
    %b_l268_c0 = "aie.buffer"(%t_c0) {sym_name = "l268_c0"} : (index) -> memref<1xf32>
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xi32>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xi32>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xf32>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xf32>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xf32>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xf32>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xi32>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xi32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xf32>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xf32>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xf32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xf32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xi32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xi32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xf32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xf32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xf32>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xf32>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xi32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xi32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xf32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xf32>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xf32>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xf32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xi32>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xi32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xf32>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xf32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xf32>
    %b_l298_c0 = "aie.buffer"(%t_c0) {sym_name = "l298_c0"} : (index) -> memref<1xf32>
    %b_l299_c0 = "aie.buffer"(%t_c0) {sym_name = "l299_c0"} : (index) -> memref<1xi32>
    %b_l300_c0 = "aie.buffer"(%t_c0) {sym_name = "l300_c0"} : (index) -> memref<1xi32>
    %b_l301_c0 = "aie.buffer"(%t_c0) {sym_name = "l301_c0"} : (index) -> memref<1xf32>
    %b_l302_c0 = "aie.buffer"(%t_c0) {sym_name = "l302_c0"} : (index) -> memref<1xf32>
    %b_l303_c0 = "aie.buffer"(%t_c0) {sym_name = "l303_c0"} : (index) -> memref<1xf32>
    %b_l304_c0 = "aie.buffer"(%t_c0) {sym_name = "l304_c0"} : (index) -> memref<1xf32>
    %b_l305_c0 = "aie.buffer"(%t_c0) {sym_name = "l305_c0"} : (index) -> memref<1xi64>
    %b_l306_c0 = "aie.buffer"(%t_c0) {sym_name = "l306_c0"} : (index) -> memref<1xi64>
    %b_l307_c0 = "aie.buffer"(%t_c0) {sym_name = "l307_c0"} : (index) -> memref<1xi32>
    %b_l308_c0 = "aie.buffer"(%t_c0) {sym_name = "l308_c0"} : (index) -> memref<1xi32>
    %b_l309_c0 = "aie.buffer"(%t_c0) {sym_name = "l309_c0"} : (index) -> memref<1xi32>
    %b_l310_c0 = "aie.buffer"(%t_c0) {sym_name = "l310_c0"} : (index) -> memref<1xi32>
    %b_l311_c0 = "aie.buffer"(%t_c0) {sym_name = "l311_c0"} : (index) -> memref<1xi32>
    %b_l312_c0 = "aie.buffer"(%t_c0) {sym_name = "l312_c0"} : (index) -> memref<1xi32>
    %b_l313_c0 = "aie.buffer"(%t_c0) {sym_name = "l313_c0"} : (index) -> memref<1xi32>
    %b_l314_c0 = "aie.buffer"(%t_c0) {sym_name = "l314_c0"} : (index) -> memref<1xf32>
    %b_l315_c0 = "aie.buffer"(%t_c0) {sym_name = "l315_c0"} : (index) -> memref<1xi1>
    %b_l316_c0 = "aie.buffer"(%t_c0) {sym_name = "l316_c0"} : (index) -> memref<1xi32>
    %b_l317_c0 = "aie.buffer"(%t_c0) {sym_name = "l317_c0"} : (index) -> memref<1xi32>
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xi32>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xf32>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xi1>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xi32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xi32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xi32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xf32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xi1>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xf32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xf32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xf32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xf32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xf32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xi64>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xi64>
    %b_l333_c0 = "aie.buffer"(%t_c0) {sym_name = "l333_c0"} : (index) -> memref<1xi64>
    %b_l334_c0 = "aie.buffer"(%t_c0) {sym_name = "l334_c0"} : (index) -> memref<1xi64>
    %b_l335_c0 = "aie.buffer"(%t_c0) {sym_name = "l335_c0"} : (index) -> memref<1xi64>
    %b_l336_c0 = "aie.buffer"(%t_c0) {sym_name = "l336_c0"} : (index) -> memref<1xi64>
    %b_l337_c0 = "aie.buffer"(%t_c0) {sym_name = "l337_c0"} : (index) -> memref<1xi64>
    %b_l338_c0 = "aie.buffer"(%t_c0) {sym_name = "l338_c0"} : (index) -> memref<1xi32>
    %b_l339_c0 = "aie.buffer"(%t_c0) {sym_name = "l339_c0"} : (index) -> memref<1xi64>
    %b_l340_c0 = "aie.buffer"(%t_c0) {sym_name = "l340_c0"} : (index) -> memref<1xi64>
    %b_l341_c0 = "aie.buffer"(%t_c0) {sym_name = "l341_c0"} : (index) -> memref<1xi64>
    %b_l342_c0 = "aie.buffer"(%t_c0) {sym_name = "l342_c0"} : (index) -> memref<1xi64>
    %b_l343_c0 = "aie.buffer"(%t_c0) {sym_name = "l343_c0"} : (index) -> memref<1xi64>
    %b_l344_c0 = "aie.buffer"(%t_c0) {sym_name = "l344_c0"} : (index) -> memref<1xi64>
    %b_l345_c0 = "aie.buffer"(%t_c0) {sym_name = "l345_c0"} : (index) -> memref<1xi64>
    %b_l346_c0 = "aie.buffer"(%t_c0) {sym_name = "l346_c0"} : (index) -> memref<1xi32>
    %b_l347_c0 = "aie.buffer"(%t_c0) {sym_name = "l347_c0"} : (index) -> memref<1xi32>
    %b_l348_c0 = "aie.buffer"(%t_c0) {sym_name = "l348_c0"} : (index) -> memref<1xi32>
    %b_l349_c0 = "aie.buffer"(%t_c0) {sym_name = "l349_c0"} : (index) -> memref<1xi32>
    %b_l350_c0 = "aie.buffer"(%t_c0) {sym_name = "l350_c0"} : (index) -> memref<1xi32>
    %b_l351_c0 = "aie.buffer"(%t_c0) {sym_name = "l351_c0"} : (index) -> memref<1xi32>
    %b_l352_c0 = "aie.buffer"(%t_c0) {sym_name = "l352_c0"} : (index) -> memref<1xi32>
    %b_l353_c0 = "aie.buffer"(%t_c0) {sym_name = "l353_c0"} : (index) -> memref<1xf32>
    %b_l354_c0 = "aie.buffer"(%t_c0) {sym_name = "l354_c0"} : (index) -> memref<1xf32>
    %b_l355_c0 = "aie.buffer"(%t_c0) {sym_name = "l355_c0"} : (index) -> memref<1xf32>
    %b_l356_c0 = "aie.buffer"(%t_c0) {sym_name = "l356_c0"} : (index) -> memref<1xf32>
    %b_l357_c0 = "aie.buffer"(%t_c0) {sym_name = "l357_c0"} : (index) -> memref<1xi32>
    %b_l358_c0 = "aie.buffer"(%t_c0) {sym_name = "l358_c0"} : (index) -> memref<1xi32>
    %b_l359_c0 = "aie.buffer"(%t_c0) {sym_name = "l359_c0"} : (index) -> memref<1xf32>
    %b_l360_c0 = "aie.buffer"(%t_c0) {sym_name = "l360_c0"} : (index) -> memref<1xf32>
    %b_l361_c0 = "aie.buffer"(%t_c0) {sym_name = "l361_c0"} : (index) -> memref<1xf32>
    %b_l362_c0 = "aie.buffer"(%t_c0) {sym_name = "l362_c0"} : (index) -> memref<1xf32>
    %b_l363_c0 = "aie.buffer"(%t_c0) {sym_name = "l363_c0"} : (index) -> memref<1xi32>
    %b_l364_c0 = "aie.buffer"(%t_c0) {sym_name = "l364_c0"} : (index) -> memref<1xi32>
    %b_l365_c0 = "aie.buffer"(%t_c0) {sym_name = "l365_c0"} : (index) -> memref<1xf32>
    %b_l366_c0 = "aie.buffer"(%t_c0) {sym_name = "l366_c0"} : (index) -> memref<1xf32>
    %b_l367_c0 = "aie.buffer"(%t_c0) {sym_name = "l367_c0"} : (index) -> memref<1xf32>
    %b_l368_c0 = "aie.buffer"(%t_c0) {sym_name = "l368_c0"} : (index) -> memref<1xf32>
    %b_l369_c0 = "aie.buffer"(%t_c0) {sym_name = "l369_c0"} : (index) -> memref<1xi32>
    %b_l370_c0 = "aie.buffer"(%t_c0) {sym_name = "l370_c0"} : (index) -> memref<1xi32>
    %b_l371_c0 = "aie.buffer"(%t_c0) {sym_name = "l371_c0"} : (index) -> memref<1xf32>
    %b_l372_c0 = "aie.buffer"(%t_c0) {sym_name = "l372_c0"} : (index) -> memref<1xf32>
    %b_l373_c0 = "aie.buffer"(%t_c0) {sym_name = "l373_c0"} : (index) -> memref<1xf32>
    %b_l374_c0 = "aie.buffer"(%t_c0) {sym_name = "l374_c0"} : (index) -> memref<1xf32>
    %b_l375_c0 = "aie.buffer"(%t_c0) {sym_name = "l375_c0"} : (index) -> memref<1xi32>
    %b_l376_c0 = "aie.buffer"(%t_c0) {sym_name = "l376_c0"} : (index) -> memref<1xi32>
    %b_l377_c0 = "aie.buffer"(%t_c0) {sym_name = "l377_c0"} : (index) -> memref<1xf32>
    %b_l378_c0 = "aie.buffer"(%t_c0) {sym_name = "l378_c0"} : (index) -> memref<1xf32>
    %b_l379_c0 = "aie.buffer"(%t_c0) {sym_name = "l379_c0"} : (index) -> memref<1xf32>
    %b_l380_c0 = "aie.buffer"(%t_c0) {sym_name = "l380_c0"} : (index) -> memref<1xf32>
    %b_l381_c0 = "aie.buffer"(%t_c0) {sym_name = "l381_c0"} : (index) -> memref<1xi32>
    %b_l382_c0 = "aie.buffer"(%t_c0) {sym_name = "l382_c0"} : (index) -> memref<1xi32>
    %b_l383_c0 = "aie.buffer"(%t_c0) {sym_name = "l383_c0"} : (index) -> memref<1xf32>
    %b_l384_c0 = "aie.buffer"(%t_c0) {sym_name = "l384_c0"} : (index) -> memref<1xf32>
    %b_l385_c0 = "aie.buffer"(%t_c0) {sym_name = "l385_c0"} : (index) -> memref<1xf32>
    %b_l386_c0 = "aie.buffer"(%t_c0) {sym_name = "l386_c0"} : (index) -> memref<1xf32>
    %b_l387_c0 = "aie.buffer"(%t_c0) {sym_name = "l387_c0"} : (index) -> memref<1xi32>
    %b_l388_c0 = "aie.buffer"(%t_c0) {sym_name = "l388_c0"} : (index) -> memref<1xi32>
    %b_l389_c0 = "aie.buffer"(%t_c0) {sym_name = "l389_c0"} : (index) -> memref<1xf32>
    %b_l390_c0 = "aie.buffer"(%t_c0) {sym_name = "l390_c0"} : (index) -> memref<1xf32>
    %b_l391_c0 = "aie.buffer"(%t_c0) {sym_name = "l391_c0"} : (index) -> memref<1xf32>
    %b_l392_c0 = "aie.buffer"(%t_c0) {sym_name = "l392_c0"} : (index) -> memref<1xf32>
    %b_l393_c0 = "aie.buffer"(%t_c0) {sym_name = "l393_c0"} : (index) -> memref<1xi32>
    %b_l394_c0 = "aie.buffer"(%t_c0) {sym_name = "l394_c0"} : (index) -> memref<1xi32>
    %b_l395_c0 = "aie.buffer"(%t_c0) {sym_name = "l395_c0"} : (index) -> memref<1xf32>
    %b_l396_c0 = "aie.buffer"(%t_c0) {sym_name = "l396_c0"} : (index) -> memref<1xf32>
    %b_l397_c0 = "aie.buffer"(%t_c0) {sym_name = "l397_c0"} : (index) -> memref<1xf32>
    %b_l398_c0 = "aie.buffer"(%t_c0) {sym_name = "l398_c0"} : (index) -> memref<1xf32>
    %b_l399_c0 = "aie.buffer"(%t_c0) {sym_name = "l399_c0"} : (index) -> memref<1xi32>
    %b_l400_c0 = "aie.buffer"(%t_c0) {sym_name = "l400_c0"} : (index) -> memref<1xi32>
    %b_l401_c0 = "aie.buffer"(%t_c0) {sym_name = "l401_c0"} : (index) -> memref<1xf32>
    %b_l402_c0 = "aie.buffer"(%t_c0) {sym_name = "l402_c0"} : (index) -> memref<1xf32>
    %b_l403_c0 = "aie.buffer"(%t_c0) {sym_name = "l403_c0"} : (index) -> memref<1xf32>
    %b_l404_c0 = "aie.buffer"(%t_c0) {sym_name = "l404_c0"} : (index) -> memref<1xf32>
    %b_l405_c0 = "aie.buffer"(%t_c0) {sym_name = "l405_c0"} : (index) -> memref<1xi32>
    %b_l406_c0 = "aie.buffer"(%t_c0) {sym_name = "l406_c0"} : (index) -> memref<1xi32>
    %b_l407_c0 = "aie.buffer"(%t_c0) {sym_name = "l407_c0"} : (index) -> memref<1xf32>
    %b_l408_c0 = "aie.buffer"(%t_c0) {sym_name = "l408_c0"} : (index) -> memref<1xf32>
    %b_l409_c0 = "aie.buffer"(%t_c0) {sym_name = "l409_c0"} : (index) -> memref<1xf32>
    %b_l410_c0 = "aie.buffer"(%t_c0) {sym_name = "l410_c0"} : (index) -> memref<1xf32>
    %b_l411_c0 = "aie.buffer"(%t_c0) {sym_name = "l411_c0"} : (index) -> memref<1xi32>
    %b_l412_c0 = "aie.buffer"(%t_c0) {sym_name = "l412_c0"} : (index) -> memref<1xi32>
    %b_l413_c0 = "aie.buffer"(%t_c0) {sym_name = "l413_c0"} : (index) -> memref<1xf32>
    %b_l414_c0 = "aie.buffer"(%t_c0) {sym_name = "l414_c0"} : (index) -> memref<1xf32>
    %b_l415_c0 = "aie.buffer"(%t_c0) {sym_name = "l415_c0"} : (index) -> memref<1xf32>
    %b_l416_c0 = "aie.buffer"(%t_c0) {sym_name = "l416_c0"} : (index) -> memref<1xf32>
    %b_l417_c0 = "aie.buffer"(%t_c0) {sym_name = "l417_c0"} : (index) -> memref<1xi32>
    %b_l418_c0 = "aie.buffer"(%t_c0) {sym_name = "l418_c0"} : (index) -> memref<1xi32>
    %b_l419_c0 = "aie.buffer"(%t_c0) {sym_name = "l419_c0"} : (index) -> memref<1xf32>
    %b_l420_c0 = "aie.buffer"(%t_c0) {sym_name = "l420_c0"} : (index) -> memref<1xf32>
    %b_l421_c0 = "aie.buffer"(%t_c0) {sym_name = "l421_c0"} : (index) -> memref<1xf32>
    %b_l422_c0 = "aie.buffer"(%t_c0) {sym_name = "l422_c0"} : (index) -> memref<1xf32>
    %b_l423_c0 = "aie.buffer"(%t_c0) {sym_name = "l423_c0"} : (index) -> memref<1xi32>
    %b_l424_c0 = "aie.buffer"(%t_c0) {sym_name = "l424_c0"} : (index) -> memref<1xi32>
    %b_l425_c0 = "aie.buffer"(%t_c0) {sym_name = "l425_c0"} : (index) -> memref<1xf32>
    %b_l426_c0 = "aie.buffer"(%t_c0) {sym_name = "l426_c0"} : (index) -> memref<1xf32>
    %b_l427_c0 = "aie.buffer"(%t_c0) {sym_name = "l427_c0"} : (index) -> memref<1xf32>
    %b_l428_c0 = "aie.buffer"(%t_c0) {sym_name = "l428_c0"} : (index) -> memref<1xf32>
    %b_l429_c0 = "aie.buffer"(%t_c0) {sym_name = "l429_c0"} : (index) -> memref<1xi32>
    %b_l430_c0 = "aie.buffer"(%t_c0) {sym_name = "l430_c0"} : (index) -> memref<1xi32>
    %b_l431_c0 = "aie.buffer"(%t_c0) {sym_name = "l431_c0"} : (index) -> memref<1xf32>
    %b_l432_c0 = "aie.buffer"(%t_c0) {sym_name = "l432_c0"} : (index) -> memref<1xf32>
    %b_l433_c0 = "aie.buffer"(%t_c0) {sym_name = "l433_c0"} : (index) -> memref<1xf32>
    %b_l434_c0 = "aie.buffer"(%t_c0) {sym_name = "l434_c0"} : (index) -> memref<1xf32>
    %b_l435_c0 = "aie.buffer"(%t_c0) {sym_name = "l435_c0"} : (index) -> memref<1xi32>
    %b_l436_c0 = "aie.buffer"(%t_c0) {sym_name = "l436_c0"} : (index) -> memref<1xi32>
    %b_l437_c0 = "aie.buffer"(%t_c0) {sym_name = "l437_c0"} : (index) -> memref<1xf32>
    %b_l438_c0 = "aie.buffer"(%t_c0) {sym_name = "l438_c0"} : (index) -> memref<1xf32>
    %b_l439_c0 = "aie.buffer"(%t_c0) {sym_name = "l439_c0"} : (index) -> memref<1xf32>
    %b_l440_c0 = "aie.buffer"(%t_c0) {sym_name = "l440_c0"} : (index) -> memref<1xf32>
    %b_l441_c0 = "aie.buffer"(%t_c0) {sym_name = "l441_c0"} : (index) -> memref<1xi32>
    %b_l442_c0 = "aie.buffer"(%t_c0) {sym_name = "l442_c0"} : (index) -> memref<1xi32>
    %b_l443_c0 = "aie.buffer"(%t_c0) {sym_name = "l443_c0"} : (index) -> memref<1xf32>
    %b_l444_c0 = "aie.buffer"(%t_c0) {sym_name = "l444_c0"} : (index) -> memref<1xf32>
    %b_l445_c0 = "aie.buffer"(%t_c0) {sym_name = "l445_c0"} : (index) -> memref<1xf32>
    %b_l446_c0 = "aie.buffer"(%t_c0) {sym_name = "l446_c0"} : (index) -> memref<1xf32>
    %b_l447_c0 = "aie.buffer"(%t_c0) {sym_name = "l447_c0"} : (index) -> memref<1xi64>
    %b_l448_c0 = "aie.buffer"(%t_c0) {sym_name = "l448_c0"} : (index) -> memref<1xi64>
    %b_l449_c0 = "aie.buffer"(%t_c0) {sym_name = "l449_c0"} : (index) -> memref<1xi32>
    %b_l450_c0 = "aie.buffer"(%t_c0) {sym_name = "l450_c0"} : (index) -> memref<1xi32>
    %b_l451_c0 = "aie.buffer"(%t_c0) {sym_name = "l451_c0"} : (index) -> memref<1xi32>
    %b_l452_c0 = "aie.buffer"(%t_c0) {sym_name = "l452_c0"} : (index) -> memref<1xi32>
    %b_l453_c0 = "aie.buffer"(%t_c0) {sym_name = "l453_c0"} : (index) -> memref<1xi32>
    %b_l454_c0 = "aie.buffer"(%t_c0) {sym_name = "l454_c0"} : (index) -> memref<1xi32>
    %b_l455_c0 = "aie.buffer"(%t_c0) {sym_name = "l455_c0"} : (index) -> memref<1xi32>
    %b_l456_c0 = "aie.buffer"(%t_c0) {sym_name = "l456_c0"} : (index) -> memref<1xf32>
    %b_l457_c0 = "aie.buffer"(%t_c0) {sym_name = "l457_c0"} : (index) -> memref<1xi1>
    %b_l458_c0 = "aie.buffer"(%t_c0) {sym_name = "l458_c0"} : (index) -> memref<1xi32>
    %b_l459_c0 = "aie.buffer"(%t_c0) {sym_name = "l459_c0"} : (index) -> memref<1xi32>
    %b_l460_c0 = "aie.buffer"(%t_c0) {sym_name = "l460_c0"} : (index) -> memref<1xi32>
    %b_l461_c0 = "aie.buffer"(%t_c0) {sym_name = "l461_c0"} : (index) -> memref<1xf32>
    %b_l462_c0 = "aie.buffer"(%t_c0) {sym_name = "l462_c0"} : (index) -> memref<1xi1>
    %b_l463_c0 = "aie.buffer"(%t_c0) {sym_name = "l463_c0"} : (index) -> memref<1xi32>
    %b_l464_c0 = "aie.buffer"(%t_c0) {sym_name = "l464_c0"} : (index) -> memref<1xi32>
    %b_l465_c0 = "aie.buffer"(%t_c0) {sym_name = "l465_c0"} : (index) -> memref<1xi32>
    %b_l466_c0 = "aie.buffer"(%t_c0) {sym_name = "l466_c0"} : (index) -> memref<1xf32>
    %b_l467_c0 = "aie.buffer"(%t_c0) {sym_name = "l467_c0"} : (index) -> memref<1xi1>
    %b_l468_c0 = "aie.buffer"(%t_c0) {sym_name = "l468_c0"} : (index) -> memref<1xf32>
    %b_l469_c0 = "aie.buffer"(%t_c0) {sym_name = "l469_c0"} : (index) -> memref<1xf32>
    %b_l470_c0 = "aie.buffer"(%t_c0) {sym_name = "l470_c0"} : (index) -> memref<1xf32>
    %b_l471_c0 = "aie.buffer"(%t_c0) {sym_name = "l471_c0"} : (index) -> memref<1xf32>
    %b_l472_c0 = "aie.buffer"(%t_c0) {sym_name = "l472_c0"} : (index) -> memref<1xf32>
    %b_l473_c0 = "aie.buffer"(%t_c0) {sym_name = "l473_c0"} : (index) -> memref<1xi64>
    %b_l474_c0 = "aie.buffer"(%t_c0) {sym_name = "l474_c0"} : (index) -> memref<1xi64>
    %b_l475_c0 = "aie.buffer"(%t_c0) {sym_name = "l475_c0"} : (index) -> memref<1xi64>
    %b_l476_c0 = "aie.buffer"(%t_c0) {sym_name = "l476_c0"} : (index) -> memref<1xi64>
    %b_l477_c0 = "aie.buffer"(%t_c0) {sym_name = "l477_c0"} : (index) -> memref<1xi64>
    %b_l478_c0 = "aie.buffer"(%t_c0) {sym_name = "l478_c0"} : (index) -> memref<1xi64>
    %b_l479_c0 = "aie.buffer"(%t_c0) {sym_name = "l479_c0"} : (index) -> memref<1xi64>
    %b_l480_c0 = "aie.buffer"(%t_c0) {sym_name = "l480_c0"} : (index) -> memref<1xi32>
    %b_l481_c0 = "aie.buffer"(%t_c0) {sym_name = "l481_c0"} : (index) -> memref<1xi64>
    %b_l482_c0 = "aie.buffer"(%t_c0) {sym_name = "l482_c0"} : (index) -> memref<1xi64>
    %b_l483_c0 = "aie.buffer"(%t_c0) {sym_name = "l483_c0"} : (index) -> memref<1xi64>
    %b_l484_c0 = "aie.buffer"(%t_c0) {sym_name = "l484_c0"} : (index) -> memref<1xi64>
    %b_l485_c0 = "aie.buffer"(%t_c0) {sym_name = "l485_c0"} : (index) -> memref<1xi64>
    %b_l486_c0 = "aie.buffer"(%t_c0) {sym_name = "l486_c0"} : (index) -> memref<1xi64>
    %b_l487_c0 = "aie.buffer"(%t_c0) {sym_name = "l487_c0"} : (index) -> memref<1xi64>
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
    %b_l589_c0 = "aie.buffer"(%t_c0) {sym_name = "l589_c0"} : (index) -> memref<1xi64>
    %b_l590_c0 = "aie.buffer"(%t_c0) {sym_name = "l590_c0"} : (index) -> memref<1xi64>
    %b_l591_c0 = "aie.buffer"(%t_c0) {sym_name = "l591_c0"} : (index) -> memref<1xi32>
    %b_l592_c0 = "aie.buffer"(%t_c0) {sym_name = "l592_c0"} : (index) -> memref<1xi32>
    %b_l593_c0 = "aie.buffer"(%t_c0) {sym_name = "l593_c0"} : (index) -> memref<1xi32>
    %b_l594_c0 = "aie.buffer"(%t_c0) {sym_name = "l594_c0"} : (index) -> memref<1xi32>
    %b_l595_c0 = "aie.buffer"(%t_c0) {sym_name = "l595_c0"} : (index) -> memref<1xi32>
    %b_l596_c0 = "aie.buffer"(%t_c0) {sym_name = "l596_c0"} : (index) -> memref<1xi32>
    %b_l597_c0 = "aie.buffer"(%t_c0) {sym_name = "l597_c0"} : (index) -> memref<1xi32>
    %b_l598_c0 = "aie.buffer"(%t_c0) {sym_name = "l598_c0"} : (index) -> memref<1xf32>
    %b_l599_c0 = "aie.buffer"(%t_c0) {sym_name = "l599_c0"} : (index) -> memref<1xi1>
    %b_l600_c0 = "aie.buffer"(%t_c0) {sym_name = "l600_c0"} : (index) -> memref<1xi32>
    %b_l601_c0 = "aie.buffer"(%t_c0) {sym_name = "l601_c0"} : (index) -> memref<1xi32>
    %b_l602_c0 = "aie.buffer"(%t_c0) {sym_name = "l602_c0"} : (index) -> memref<1xi32>
    %b_l603_c0 = "aie.buffer"(%t_c0) {sym_name = "l603_c0"} : (index) -> memref<1xf32>
    %b_l604_c0 = "aie.buffer"(%t_c0) {sym_name = "l604_c0"} : (index) -> memref<1xi1>
    %b_l605_c0 = "aie.buffer"(%t_c0) {sym_name = "l605_c0"} : (index) -> memref<1xi32>
    %b_l606_c0 = "aie.buffer"(%t_c0) {sym_name = "l606_c0"} : (index) -> memref<1xi32>
    %b_l607_c0 = "aie.buffer"(%t_c0) {sym_name = "l607_c0"} : (index) -> memref<1xi32>
    %b_l608_c0 = "aie.buffer"(%t_c0) {sym_name = "l608_c0"} : (index) -> memref<1xf32>
    %b_l609_c0 = "aie.buffer"(%t_c0) {sym_name = "l609_c0"} : (index) -> memref<1xi1>
    %b_l610_c0 = "aie.buffer"(%t_c0) {sym_name = "l610_c0"} : (index) -> memref<1xf32>
    %b_l611_c0 = "aie.buffer"(%t_c0) {sym_name = "l611_c0"} : (index) -> memref<1xf32>
    %b_l612_c0 = "aie.buffer"(%t_c0) {sym_name = "l612_c0"} : (index) -> memref<1xf32>
    %b_l613_c0 = "aie.buffer"(%t_c0) {sym_name = "l613_c0"} : (index) -> memref<1xf32>
    %b_l614_c0 = "aie.buffer"(%t_c0) {sym_name = "l614_c0"} : (index) -> memref<1xf32>
    %b_l615_c0 = "aie.buffer"(%t_c0) {sym_name = "l615_c0"} : (index) -> memref<1xi64>
    %b_l616_c0 = "aie.buffer"(%t_c0) {sym_name = "l616_c0"} : (index) -> memref<1xi64>
    %b_l617_c0 = "aie.buffer"(%t_c0) {sym_name = "l617_c0"} : (index) -> memref<1xi64>
    %b_l618_c0 = "aie.buffer"(%t_c0) {sym_name = "l618_c0"} : (index) -> memref<1xi64>
    %b_l619_c0 = "aie.buffer"(%t_c0) {sym_name = "l619_c0"} : (index) -> memref<1xi64>
    %b_l620_c0 = "aie.buffer"(%t_c0) {sym_name = "l620_c0"} : (index) -> memref<1xi64>
    %b_l621_c0 = "aie.buffer"(%t_c0) {sym_name = "l621_c0"} : (index) -> memref<1xi64>
    %b_l622_c0 = "aie.buffer"(%t_c0) {sym_name = "l622_c0"} : (index) -> memref<1xi32>
    %b_l623_c0 = "aie.buffer"(%t_c0) {sym_name = "l623_c0"} : (index) -> memref<1xi64>
    %b_l624_c0 = "aie.buffer"(%t_c0) {sym_name = "l624_c0"} : (index) -> memref<1xi64>
    %b_l625_c0 = "aie.buffer"(%t_c0) {sym_name = "l625_c0"} : (index) -> memref<1xi64>
    %b_l626_c0 = "aie.buffer"(%t_c0) {sym_name = "l626_c0"} : (index) -> memref<1xi64>
    %b_l627_c0 = "aie.buffer"(%t_c0) {sym_name = "l627_c0"} : (index) -> memref<1xi64>
    %b_l628_c0 = "aie.buffer"(%t_c0) {sym_name = "l628_c0"} : (index) -> memref<1xi64>
    %b_l629_c0 = "aie.buffer"(%t_c0) {sym_name = "l629_c0"} : (index) -> memref<1xi64>
    %b_l630_c0 = "aie.buffer"(%t_c0) {sym_name = "l630_c0"} : (index) -> memref<1xi32>
    %b_l631_c0 = "aie.buffer"(%t_c0) {sym_name = "l631_c0"} : (index) -> memref<1xi32>
    %b_l632_c0 = "aie.buffer"(%t_c0) {sym_name = "l632_c0"} : (index) -> memref<1xi32>
    %b_l633_c0 = "aie.buffer"(%t_c0) {sym_name = "l633_c0"} : (index) -> memref<1xi32>
    %b_l634_c0 = "aie.buffer"(%t_c0) {sym_name = "l634_c0"} : (index) -> memref<1xi32>
    %b_l635_c0 = "aie.buffer"(%t_c0) {sym_name = "l635_c0"} : (index) -> memref<1xi32>
    %b_l636_c0 = "aie.buffer"(%t_c0) {sym_name = "l636_c0"} : (index) -> memref<1xi32>
    %b_l637_c0 = "aie.buffer"(%t_c0) {sym_name = "l637_c0"} : (index) -> memref<1xf32>
    %b_l638_c0 = "aie.buffer"(%t_c0) {sym_name = "l638_c0"} : (index) -> memref<1xf32>
    %b_l639_c0 = "aie.buffer"(%t_c0) {sym_name = "l639_c0"} : (index) -> memref<1xf32>
    %b_l640_c0 = "aie.buffer"(%t_c0) {sym_name = "l640_c0"} : (index) -> memref<1xf32>
    %b_l641_c0 = "aie.buffer"(%t_c0) {sym_name = "l641_c0"} : (index) -> memref<1xi32>
    %b_l642_c0 = "aie.buffer"(%t_c0) {sym_name = "l642_c0"} : (index) -> memref<1xi32>
    %b_l643_c0 = "aie.buffer"(%t_c0) {sym_name = "l643_c0"} : (index) -> memref<1xf32>
    %b_l644_c0 = "aie.buffer"(%t_c0) {sym_name = "l644_c0"} : (index) -> memref<1xf32>
    %b_l645_c0 = "aie.buffer"(%t_c0) {sym_name = "l645_c0"} : (index) -> memref<1xf32>
    %b_l646_c0 = "aie.buffer"(%t_c0) {sym_name = "l646_c0"} : (index) -> memref<1xf32>
    %b_l647_c0 = "aie.buffer"(%t_c0) {sym_name = "l647_c0"} : (index) -> memref<1xi32>
    %b_l648_c0 = "aie.buffer"(%t_c0) {sym_name = "l648_c0"} : (index) -> memref<1xi32>
    %b_l649_c0 = "aie.buffer"(%t_c0) {sym_name = "l649_c0"} : (index) -> memref<1xf32>
    %b_l650_c0 = "aie.buffer"(%t_c0) {sym_name = "l650_c0"} : (index) -> memref<1xf32>
    %b_l651_c0 = "aie.buffer"(%t_c0) {sym_name = "l651_c0"} : (index) -> memref<1xf32>
    %b_l652_c0 = "aie.buffer"(%t_c0) {sym_name = "l652_c0"} : (index) -> memref<1xf32>
    %b_l653_c0 = "aie.buffer"(%t_c0) {sym_name = "l653_c0"} : (index) -> memref<1xi32>
    %b_l654_c0 = "aie.buffer"(%t_c0) {sym_name = "l654_c0"} : (index) -> memref<1xi32>
    %b_l655_c0 = "aie.buffer"(%t_c0) {sym_name = "l655_c0"} : (index) -> memref<1xf32>
    %b_l656_c0 = "aie.buffer"(%t_c0) {sym_name = "l656_c0"} : (index) -> memref<1xf32>
    %b_l657_c0 = "aie.buffer"(%t_c0) {sym_name = "l657_c0"} : (index) -> memref<1xf32>
    %b_l658_c0 = "aie.buffer"(%t_c0) {sym_name = "l658_c0"} : (index) -> memref<1xf32>
    %b_l659_c0 = "aie.buffer"(%t_c0) {sym_name = "l659_c0"} : (index) -> memref<1xi32>
    %b_l660_c0 = "aie.buffer"(%t_c0) {sym_name = "l660_c0"} : (index) -> memref<1xi32>
    %b_l661_c0 = "aie.buffer"(%t_c0) {sym_name = "l661_c0"} : (index) -> memref<1xf32>
    %b_l662_c0 = "aie.buffer"(%t_c0) {sym_name = "l662_c0"} : (index) -> memref<1xf32>
    %b_l663_c0 = "aie.buffer"(%t_c0) {sym_name = "l663_c0"} : (index) -> memref<1xf32>
    %b_l664_c0 = "aie.buffer"(%t_c0) {sym_name = "l664_c0"} : (index) -> memref<1xf32>
    %b_l665_c0 = "aie.buffer"(%t_c0) {sym_name = "l665_c0"} : (index) -> memref<1xi32>
    %b_l666_c0 = "aie.buffer"(%t_c0) {sym_name = "l666_c0"} : (index) -> memref<1xi32>
    %b_l667_c0 = "aie.buffer"(%t_c0) {sym_name = "l667_c0"} : (index) -> memref<1xf32>
    %b_l668_c0 = "aie.buffer"(%t_c0) {sym_name = "l668_c0"} : (index) -> memref<1xf32>
    %b_l669_c0 = "aie.buffer"(%t_c0) {sym_name = "l669_c0"} : (index) -> memref<1xf32>
    %b_l670_c0 = "aie.buffer"(%t_c0) {sym_name = "l670_c0"} : (index) -> memref<1xf32>
    %b_l671_c0 = "aie.buffer"(%t_c0) {sym_name = "l671_c0"} : (index) -> memref<1xi32>
    %b_l672_c0 = "aie.buffer"(%t_c0) {sym_name = "l672_c0"} : (index) -> memref<1xi32>
    %b_l673_c0 = "aie.buffer"(%t_c0) {sym_name = "l673_c0"} : (index) -> memref<1xf32>
    %b_l674_c0 = "aie.buffer"(%t_c0) {sym_name = "l674_c0"} : (index) -> memref<1xf32>
    %b_l675_c0 = "aie.buffer"(%t_c0) {sym_name = "l675_c0"} : (index) -> memref<1xf32>
    %b_l676_c0 = "aie.buffer"(%t_c0) {sym_name = "l676_c0"} : (index) -> memref<1xf32>
    %b_l677_c0 = "aie.buffer"(%t_c0) {sym_name = "l677_c0"} : (index) -> memref<1xi32>
    %b_l678_c0 = "aie.buffer"(%t_c0) {sym_name = "l678_c0"} : (index) -> memref<1xi32>
    %b_l679_c0 = "aie.buffer"(%t_c0) {sym_name = "l679_c0"} : (index) -> memref<1xf32>
    %b_l680_c0 = "aie.buffer"(%t_c0) {sym_name = "l680_c0"} : (index) -> memref<1xf32>
    %b_l681_c0 = "aie.buffer"(%t_c0) {sym_name = "l681_c0"} : (index) -> memref<1xf32>
    %b_l682_c0 = "aie.buffer"(%t_c0) {sym_name = "l682_c0"} : (index) -> memref<1xf32>
    %b_l683_c0 = "aie.buffer"(%t_c0) {sym_name = "l683_c0"} : (index) -> memref<1xi32>
    %b_l684_c0 = "aie.buffer"(%t_c0) {sym_name = "l684_c0"} : (index) -> memref<1xi32>
    %b_l685_c0 = "aie.buffer"(%t_c0) {sym_name = "l685_c0"} : (index) -> memref<1xf32>
    %b_l686_c0 = "aie.buffer"(%t_c0) {sym_name = "l686_c0"} : (index) -> memref<1xf32>
    %b_l687_c0 = "aie.buffer"(%t_c0) {sym_name = "l687_c0"} : (index) -> memref<1xf32>
    %b_l688_c0 = "aie.buffer"(%t_c0) {sym_name = "l688_c0"} : (index) -> memref<1xf32>
    %b_l689_c0 = "aie.buffer"(%t_c0) {sym_name = "l689_c0"} : (index) -> memref<1xi32>
    %b_l690_c0 = "aie.buffer"(%t_c0) {sym_name = "l690_c0"} : (index) -> memref<1xi32>
    %b_l691_c0 = "aie.buffer"(%t_c0) {sym_name = "l691_c0"} : (index) -> memref<1xf32>
    %b_l692_c0 = "aie.buffer"(%t_c0) {sym_name = "l692_c0"} : (index) -> memref<1xf32>
    %b_l693_c0 = "aie.buffer"(%t_c0) {sym_name = "l693_c0"} : (index) -> memref<1xf32>
    %b_l694_c0 = "aie.buffer"(%t_c0) {sym_name = "l694_c0"} : (index) -> memref<1xf32>
    %b_l695_c0 = "aie.buffer"(%t_c0) {sym_name = "l695_c0"} : (index) -> memref<1xi32>
    %b_l696_c0 = "aie.buffer"(%t_c0) {sym_name = "l696_c0"} : (index) -> memref<1xi32>
    %b_l697_c0 = "aie.buffer"(%t_c0) {sym_name = "l697_c0"} : (index) -> memref<1xf32>
    %b_l698_c0 = "aie.buffer"(%t_c0) {sym_name = "l698_c0"} : (index) -> memref<1xf32>
    %b_l699_c0 = "aie.buffer"(%t_c0) {sym_name = "l699_c0"} : (index) -> memref<1xf32>
    %b_l700_c0 = "aie.buffer"(%t_c0) {sym_name = "l700_c0"} : (index) -> memref<1xf32>
    %b_l701_c0 = "aie.buffer"(%t_c0) {sym_name = "l701_c0"} : (index) -> memref<1xi32>
    %b_l702_c0 = "aie.buffer"(%t_c0) {sym_name = "l702_c0"} : (index) -> memref<1xi32>
    %b_l703_c0 = "aie.buffer"(%t_c0) {sym_name = "l703_c0"} : (index) -> memref<1xf32>
    %b_l704_c0 = "aie.buffer"(%t_c0) {sym_name = "l704_c0"} : (index) -> memref<1xf32>
    %b_l705_c0 = "aie.buffer"(%t_c0) {sym_name = "l705_c0"} : (index) -> memref<1xf32>
    %b_l706_c0 = "aie.buffer"(%t_c0) {sym_name = "l706_c0"} : (index) -> memref<1xf32>
    %b_l707_c0 = "aie.buffer"(%t_c0) {sym_name = "l707_c0"} : (index) -> memref<1xi32>
    %b_l708_c0 = "aie.buffer"(%t_c0) {sym_name = "l708_c0"} : (index) -> memref<1xi32>
    %b_l709_c0 = "aie.buffer"(%t_c0) {sym_name = "l709_c0"} : (index) -> memref<1xf32>
    %b_l710_c0 = "aie.buffer"(%t_c0) {sym_name = "l710_c0"} : (index) -> memref<1xf32>
    %b_l711_c0 = "aie.buffer"(%t_c0) {sym_name = "l711_c0"} : (index) -> memref<1xf32>
    %b_l712_c0 = "aie.buffer"(%t_c0) {sym_name = "l712_c0"} : (index) -> memref<1xf32>
    %b_l713_c0 = "aie.buffer"(%t_c0) {sym_name = "l713_c0"} : (index) -> memref<1xi32>
    %b_l714_c0 = "aie.buffer"(%t_c0) {sym_name = "l714_c0"} : (index) -> memref<1xi32>
    %b_l715_c0 = "aie.buffer"(%t_c0) {sym_name = "l715_c0"} : (index) -> memref<1xf32>
    %b_l716_c0 = "aie.buffer"(%t_c0) {sym_name = "l716_c0"} : (index) -> memref<1xf32>
    %b_l717_c0 = "aie.buffer"(%t_c0) {sym_name = "l717_c0"} : (index) -> memref<1xf32>
    %b_l718_c0 = "aie.buffer"(%t_c0) {sym_name = "l718_c0"} : (index) -> memref<1xf32>
    %b_l719_c0 = "aie.buffer"(%t_c0) {sym_name = "l719_c0"} : (index) -> memref<1xi32>
    %b_l720_c0 = "aie.buffer"(%t_c0) {sym_name = "l720_c0"} : (index) -> memref<1xi32>
    %b_l721_c0 = "aie.buffer"(%t_c0) {sym_name = "l721_c0"} : (index) -> memref<1xf32>
    %b_l722_c0 = "aie.buffer"(%t_c0) {sym_name = "l722_c0"} : (index) -> memref<1xf32>
    %b_l723_c0 = "aie.buffer"(%t_c0) {sym_name = "l723_c0"} : (index) -> memref<1xf32>
    %b_l724_c0 = "aie.buffer"(%t_c0) {sym_name = "l724_c0"} : (index) -> memref<1xf32>
    %b_l725_c0 = "aie.buffer"(%t_c0) {sym_name = "l725_c0"} : (index) -> memref<1xi32>
    %b_l726_c0 = "aie.buffer"(%t_c0) {sym_name = "l726_c0"} : (index) -> memref<1xi32>
    %b_l727_c0 = "aie.buffer"(%t_c0) {sym_name = "l727_c0"} : (index) -> memref<1xf32>
    %b_l728_c0 = "aie.buffer"(%t_c0) {sym_name = "l728_c0"} : (index) -> memref<1xf32>
    %b_l729_c0 = "aie.buffer"(%t_c0) {sym_name = "l729_c0"} : (index) -> memref<1xf32>
    %b_l730_c0 = "aie.buffer"(%t_c0) {sym_name = "l730_c0"} : (index) -> memref<1xf32>
    %b_l731_c0 = "aie.buffer"(%t_c0) {sym_name = "l731_c0"} : (index) -> memref<1xi64>
    %b_l732_c0 = "aie.buffer"(%t_c0) {sym_name = "l732_c0"} : (index) -> memref<1xi64>
    %b_l733_c0 = "aie.buffer"(%t_c0) {sym_name = "l733_c0"} : (index) -> memref<1xi32>
    %b_l734_c0 = "aie.buffer"(%t_c0) {sym_name = "l734_c0"} : (index) -> memref<1xi32>
    %b_l735_c0 = "aie.buffer"(%t_c0) {sym_name = "l735_c0"} : (index) -> memref<1xi32>
    %b_l736_c0 = "aie.buffer"(%t_c0) {sym_name = "l736_c0"} : (index) -> memref<1xi32>
    %b_l737_c0 = "aie.buffer"(%t_c0) {sym_name = "l737_c0"} : (index) -> memref<1xi32>
    %b_l738_c0 = "aie.buffer"(%t_c0) {sym_name = "l738_c0"} : (index) -> memref<1xi32>
    %b_l739_c0 = "aie.buffer"(%t_c0) {sym_name = "l739_c0"} : (index) -> memref<1xi32>
    %b_l740_c0 = "aie.buffer"(%t_c0) {sym_name = "l740_c0"} : (index) -> memref<1xf32>
    %b_l741_c0 = "aie.buffer"(%t_c0) {sym_name = "l741_c0"} : (index) -> memref<1xi1>
    %b_l742_c0 = "aie.buffer"(%t_c0) {sym_name = "l742_c0"} : (index) -> memref<1xi32>
    %b_l743_c0 = "aie.buffer"(%t_c0) {sym_name = "l743_c0"} : (index) -> memref<1xi32>
    %b_l744_c0 = "aie.buffer"(%t_c0) {sym_name = "l744_c0"} : (index) -> memref<1xi32>
    %b_l745_c0 = "aie.buffer"(%t_c0) {sym_name = "l745_c0"} : (index) -> memref<1xf32>
    %b_l746_c0 = "aie.buffer"(%t_c0) {sym_name = "l746_c0"} : (index) -> memref<1xi1>
    %b_l747_c0 = "aie.buffer"(%t_c0) {sym_name = "l747_c0"} : (index) -> memref<1xi32>
    %b_l748_c0 = "aie.buffer"(%t_c0) {sym_name = "l748_c0"} : (index) -> memref<1xi32>
    %b_l749_c0 = "aie.buffer"(%t_c0) {sym_name = "l749_c0"} : (index) -> memref<1xi32>
    %b_l750_c0 = "aie.buffer"(%t_c0) {sym_name = "l750_c0"} : (index) -> memref<1xf32>
    %b_l751_c0 = "aie.buffer"(%t_c0) {sym_name = "l751_c0"} : (index) -> memref<1xi1>
    %b_l752_c0 = "aie.buffer"(%t_c0) {sym_name = "l752_c0"} : (index) -> memref<1xf32>
    %b_l753_c0 = "aie.buffer"(%t_c0) {sym_name = "l753_c0"} : (index) -> memref<1xf32>
    %b_l754_c0 = "aie.buffer"(%t_c0) {sym_name = "l754_c0"} : (index) -> memref<1xf32>
    %b_l755_c0 = "aie.buffer"(%t_c0) {sym_name = "l755_c0"} : (index) -> memref<1xf32>
    %b_l756_c0 = "aie.buffer"(%t_c0) {sym_name = "l756_c0"} : (index) -> memref<1xf32>
    %b_l757_c0 = "aie.buffer"(%t_c0) {sym_name = "l757_c0"} : (index) -> memref<1xi64>
    %b_l758_c0 = "aie.buffer"(%t_c0) {sym_name = "l758_c0"} : (index) -> memref<1xi32>
    %b_l759_c0 = "aie.buffer"(%t_c0) {sym_name = "l759_c0"} : (index) -> memref<1xi32>
    %b_l760_c0 = "aie.buffer"(%t_c0) {sym_name = "l760_c0"} : (index) -> memref<1xi32>
    %b_l761_c0 = "aie.buffer"(%t_c0) {sym_name = "l761_c0"} : (index) -> memref<1xi1>
    %b_l762_c0 = "aie.buffer"(%t_c0) {sym_name = "l762_c0"} : (index) -> memref<1xi32>
    %b_l763_c0 = "aie.buffer"(%t_c0) {sym_name = "l763_c0"} : (index) -> memref<1xi1>
    %b_l764_c0 = "aie.buffer"(%t_c0) {sym_name = "l764_c0"} : (index) -> memref<1xi64>
    %b_l765_c0 = "aie.buffer"(%t_c0) {sym_name = "l765_c0"} : (index) -> memref<1xi64>
    %b_l766_c0 = "aie.buffer"(%t_c0) {sym_name = "l766_c0"} : (index) -> memref<1xi1>
    %b_l767_c0 = "aie.buffer"(%t_c0) {sym_name = "l767_c0"} : (index) -> memref<1xi64>
    %b_l768_c0 = "aie.buffer"(%t_c0) {sym_name = "l768_c0"} : (index) -> memref<1xi64>
    %b_l769_c0 = "aie.buffer"(%t_c0) {sym_name = "l769_c0"} : (index) -> memref<1xi1>
    %b_l770_c0 = "aie.buffer"(%t_c0) {sym_name = "l770_c0"} : (index) -> memref<1xi64>
    %b_l771_c0 = "aie.buffer"(%t_c0) {sym_name = "l771_c0"} : (index) -> memref<1xi64>
    %b_l772_c0 = "aie.buffer"(%t_c0) {sym_name = "l772_c0"} : (index) -> memref<1xi1>
    %b_l773_c0 = "aie.buffer"(%t_c0) {sym_name = "l773_c0"} : (index) -> memref<1xi64>
    %b_l774_c0 = "aie.buffer"(%t_c0) {sym_name = "l774_c0"} : (index) -> memref<1xi64>
    %b_l775_c0 = "aie.buffer"(%t_c0) {sym_name = "l775_c0"} : (index) -> memref<1xi64>
    %b_l776_c0 = "aie.buffer"(%t_c0) {sym_name = "l776_c0"} : (index) -> memref<1xi64>
    %b_l777_c0 = "aie.buffer"(%t_c0) {sym_name = "l777_c0"} : (index) -> memref<1xi1>
    %b_l778_c0 = "aie.buffer"(%t_c0) {sym_name = "l778_c0"} : (index) -> memref<1xi64>
    %b_l779_c0 = "aie.buffer"(%t_c0) {sym_name = "l779_c0"} : (index) -> memref<1xi64>
    %b_l780_c0 = "aie.buffer"(%t_c0) {sym_name = "l780_c0"} : (index) -> memref<1xi64>
    %b_l781_c0 = "aie.buffer"(%t_c0) {sym_name = "l781_c0"} : (index) -> memref<1xi64>
    %b_l782_c0 = "aie.buffer"(%t_c0) {sym_name = "l782_c0"} : (index) -> memref<1xi64>
    %b_l783_c0 = "aie.buffer"(%t_c0) {sym_name = "l783_c0"} : (index) -> memref<1xi64>
    %b_l784_c0 = "aie.buffer"(%t_c0) {sym_name = "l784_c0"} : (index) -> memref<1xi64>
    %b_l785_c0 = "aie.buffer"(%t_c0) {sym_name = "l785_c0"} : (index) -> memref<1xi64>
    %b_l786_c0 = "aie.buffer"(%t_c0) {sym_name = "l786_c0"} : (index) -> memref<1xi64>
    %b_l787_c0 = "aie.buffer"(%t_c0) {sym_name = "l787_c0"} : (index) -> memref<1xi64>
    %b_l788_c0 = "aie.buffer"(%t_c0) {sym_name = "l788_c0"} : (index) -> memref<1xi64>
    %b_l789_c0 = "aie.buffer"(%t_c0) {sym_name = "l789_c0"} : (index) -> memref<1xi64>
    %b_l790_c0 = "aie.buffer"(%t_c0) {sym_name = "l790_c0"} : (index) -> memref<1xi64>
    %b_l791_c0 = "aie.buffer"(%t_c0) {sym_name = "l791_c0"} : (index) -> memref<1xi64>
    %b_l792_c0 = "aie.buffer"(%t_c0) {sym_name = "l792_c0"} : (index) -> memref<1xi64>
    %b_l793_c0 = "aie.buffer"(%t_c0) {sym_name = "l793_c0"} : (index) -> memref<1xi64>
    %b_l794_c0 = "aie.buffer"(%t_c0) {sym_name = "l794_c0"} : (index) -> memref<1xi64>
    %b_l795_c0 = "aie.buffer"(%t_c0) {sym_name = "l795_c0"} : (index) -> memref<1xi1>
    %b_l796_c0 = "aie.buffer"(%t_c0) {sym_name = "l796_c0"} : (index) -> memref<1xi1>
    %b_l797_c0 = "aie.buffer"(%t_c0) {sym_name = "l797_c0"} : (index) -> memref<1xi1>
    %b_l798_c0 = "aie.buffer"(%t_c0) {sym_name = "l798_c0"} : (index) -> memref<1xi1>
    %b_l799_c0 = "aie.buffer"(%t_c0) {sym_name = "l799_c0"} : (index) -> memref<1xi1>
    %b_l800_c0 = "aie.buffer"(%t_c0) {sym_name = "l800_c0"} : (index) -> memref<1xi1>
    %b_l801_c0 = "aie.buffer"(%t_c0) {sym_name = "l801_c0"} : (index) -> memref<1xi1>
    %b_l802_c0 = "aie.buffer"(%t_c0) {sym_name = "l802_c0"} : (index) -> memref<1xi1>
    %b_l803_c0 = "aie.buffer"(%t_c0) {sym_name = "l803_c0"} : (index) -> memref<1xi1>
    %b_l804_c0 = "aie.buffer"(%t_c0) {sym_name = "l804_c0"} : (index) -> memref<1xi1>
    %b_l805_c0 = "aie.buffer"(%t_c0) {sym_name = "l805_c0"} : (index) -> memref<1xi1>
    %b_l806_c0 = "aie.buffer"(%t_c0) {sym_name = "l806_c0"} : (index) -> memref<1xi1>
    %b_l807_c0 = "aie.buffer"(%t_c0) {sym_name = "l807_c0"} : (index) -> memref<1xi1>
    %b_l808_c0 = "aie.buffer"(%t_c0) {sym_name = "l808_c0"} : (index) -> memref<1xi1>
    %b_l809_c0 = "aie.buffer"(%t_c0) {sym_name = "l809_c0"} : (index) -> memref<1xi1>
    %b_l810_c0 = "aie.buffer"(%t_c0) {sym_name = "l810_c0"} : (index) -> memref<1xi1>
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
    %b_l821_c0 = "aie.buffer"(%t_c0) {sym_name = "l821_c0"} : (index) -> memref<1xf32>
    %b_l822_c0 = "aie.buffer"(%t_c0) {sym_name = "l822_c0"} : (index) -> memref<1xf32>
    %b_l823_c0 = "aie.buffer"(%t_c0) {sym_name = "l823_c0"} : (index) -> memref<1xf32>
    %b_l824_c0 = "aie.buffer"(%t_c0) {sym_name = "l824_c0"} : (index) -> memref<1xf32>
    %b_l825_c0 = "aie.buffer"(%t_c0) {sym_name = "l825_c0"} : (index) -> memref<1xf32>
    %b_l826_c0 = "aie.buffer"(%t_c0) {sym_name = "l826_c0"} : (index) -> memref<1xf32>
    %b_l827_c0 = "aie.buffer"(%t_c0) {sym_name = "l827_c0"} : (index) -> memref<1xi64>
    %b_l828_c0 = "aie.buffer"(%t_c0) {sym_name = "l828_c0"} : (index) -> memref<1xi64>
    %b_l829_c0 = "aie.buffer"(%t_c0) {sym_name = "l829_c0"} : (index) -> memref<1xi64>
    %b_l830_c0 = "aie.buffer"(%t_c0) {sym_name = "l830_c0"} : (index) -> memref<1xi64>
    %b_l831_c0 = "aie.buffer"(%t_c0) {sym_name = "l831_c0"} : (index) -> memref<1xi64>
    %b_l832_c0 = "aie.buffer"(%t_c0) {sym_name = "l832_c0"} : (index) -> memref<1xi64>
    %b_l833_c0 = "aie.buffer"(%t_c0) {sym_name = "l833_c0"} : (index) -> memref<1xi1>
    %b_l834_c0 = "aie.buffer"(%t_c0) {sym_name = "l834_c0"} : (index) -> memref<1xi1>
    %b_l835_c0 = "aie.buffer"(%t_c0) {sym_name = "l835_c0"} : (index) -> memref<1xi1>
    %b_l836_c0 = "aie.buffer"(%t_c0) {sym_name = "l836_c0"} : (index) -> memref<1xi1>
    %b_l837_c0 = "aie.buffer"(%t_c0) {sym_name = "l837_c0"} : (index) -> memref<1xi32>
    %b_l838_c0 = "aie.buffer"(%t_c0) {sym_name = "l838_c0"} : (index) -> memref<1xi32>
    %b_l839_c0 = "aie.buffer"(%t_c0) {sym_name = "l839_c0"} : (index) -> memref<1xi32>
    %b_l840_c0 = "aie.buffer"(%t_c0) {sym_name = "l840_c0"} : (index) -> memref<1xi32>
    %b_l841_c0 = "aie.buffer"(%t_c0) {sym_name = "l841_c0"} : (index) -> memref<1xf32>
    %b_l842_c0 = "aie.buffer"(%t_c0) {sym_name = "l842_c0"} : (index) -> memref<1xi1>
    %b_l843_c0 = "aie.buffer"(%t_c0) {sym_name = "l843_c0"} : (index) -> memref<1xf32>
    %b_l844_c0 = "aie.buffer"(%t_c0) {sym_name = "l844_c0"} : (index) -> memref<1xi1>
    %b_l845_c0 = "aie.buffer"(%t_c0) {sym_name = "l845_c0"} : (index) -> memref<1xf32>
    %b_l846_c0 = "aie.buffer"(%t_c0) {sym_name = "l846_c0"} : (index) -> memref<1xi1>
    %b_l847_c0 = "aie.buffer"(%t_c0) {sym_name = "l847_c0"} : (index) -> memref<1xf32>
    %b_l848_c0 = "aie.buffer"(%t_c0) {sym_name = "l848_c0"} : (index) -> memref<1xi64>
    %b_l849_c0 = "aie.buffer"(%t_c0) {sym_name = "l849_c0"} : (index) -> memref<1xi64>
    %b_l850_c0 = "aie.buffer"(%t_c0) {sym_name = "l850_c0"} : (index) -> memref<1xi64>
    %b_l851_c0 = "aie.buffer"(%t_c0) {sym_name = "l851_c0"} : (index) -> memref<1xi64>
    %b_l852_c0 = "aie.buffer"(%t_c0) {sym_name = "l852_c0"} : (index) -> memref<1xi64>
    %b_l853_c0 = "aie.buffer"(%t_c0) {sym_name = "l853_c0"} : (index) -> memref<1xi64>
    %b_l854_c0 = "aie.buffer"(%t_c0) {sym_name = "l854_c0"} : (index) -> memref<1xi64>
    %b_l855_c0 = "aie.buffer"(%t_c0) {sym_name = "l855_c0"} : (index) -> memref<1xi32>
    %b_l856_c0 = "aie.buffer"(%t_c0) {sym_name = "l856_c0"} : (index) -> memref<1xi64>
    %b_l857_c0 = "aie.buffer"(%t_c0) {sym_name = "l857_c0"} : (index) -> memref<1xi64>
    %b_l858_c0 = "aie.buffer"(%t_c0) {sym_name = "l858_c0"} : (index) -> memref<1xi64>
    %b_l859_c0 = "aie.buffer"(%t_c0) {sym_name = "l859_c0"} : (index) -> memref<1xi64>
    %b_l860_c0 = "aie.buffer"(%t_c0) {sym_name = "l860_c0"} : (index) -> memref<1xi64>
    %b_l861_c0 = "aie.buffer"(%t_c0) {sym_name = "l861_c0"} : (index) -> memref<1xi64>
    %b_l862_c0 = "aie.buffer"(%t_c0) {sym_name = "l862_c0"} : (index) -> memref<1xi64>
    %b_l863_c0 = "aie.buffer"(%t_c0) {sym_name = "l863_c0"} : (index) -> memref<1xi32>
    %b_l864_c0 = "aie.buffer"(%t_c0) {sym_name = "l864_c0"} : (index) -> memref<1xi32>
    %b_l865_c0 = "aie.buffer"(%t_c0) {sym_name = "l865_c0"} : (index) -> memref<1xi32>
    %b_l866_c0 = "aie.buffer"(%t_c0) {sym_name = "l866_c0"} : (index) -> memref<1xi32>
    %b_l867_c0 = "aie.buffer"(%t_c0) {sym_name = "l867_c0"} : (index) -> memref<1xi32>
    %b_l868_c0 = "aie.buffer"(%t_c0) {sym_name = "l868_c0"} : (index) -> memref<1xi32>
    %b_l869_c0 = "aie.buffer"(%t_c0) {sym_name = "l869_c0"} : (index) -> memref<1xi32>
    %b_l870_c0 = "aie.buffer"(%t_c0) {sym_name = "l870_c0"} : (index) -> memref<1xf32>
    %b_l871_c0 = "aie.buffer"(%t_c0) {sym_name = "l871_c0"} : (index) -> memref<1xf32>
    %b_l872_c0 = "aie.buffer"(%t_c0) {sym_name = "l872_c0"} : (index) -> memref<1xf32>
    %b_l873_c0 = "aie.buffer"(%t_c0) {sym_name = "l873_c0"} : (index) -> memref<1xf32>
    %b_l874_c0 = "aie.buffer"(%t_c0) {sym_name = "l874_c0"} : (index) -> memref<1xi32>
    %b_l875_c0 = "aie.buffer"(%t_c0) {sym_name = "l875_c0"} : (index) -> memref<1xi32>
    %b_l876_c0 = "aie.buffer"(%t_c0) {sym_name = "l876_c0"} : (index) -> memref<1xf32>
    %b_l877_c0 = "aie.buffer"(%t_c0) {sym_name = "l877_c0"} : (index) -> memref<1xf32>
    %b_l878_c0 = "aie.buffer"(%t_c0) {sym_name = "l878_c0"} : (index) -> memref<1xf32>
    %b_l879_c0 = "aie.buffer"(%t_c0) {sym_name = "l879_c0"} : (index) -> memref<1xf32>
    %b_l880_c0 = "aie.buffer"(%t_c0) {sym_name = "l880_c0"} : (index) -> memref<1xi32>
    %b_l881_c0 = "aie.buffer"(%t_c0) {sym_name = "l881_c0"} : (index) -> memref<1xi32>
    %b_l882_c0 = "aie.buffer"(%t_c0) {sym_name = "l882_c0"} : (index) -> memref<1xf32>
    %b_l883_c0 = "aie.buffer"(%t_c0) {sym_name = "l883_c0"} : (index) -> memref<1xf32>
    %b_l884_c0 = "aie.buffer"(%t_c0) {sym_name = "l884_c0"} : (index) -> memref<1xf32>
    %b_l885_c0 = "aie.buffer"(%t_c0) {sym_name = "l885_c0"} : (index) -> memref<1xf32>
    %b_l886_c0 = "aie.buffer"(%t_c0) {sym_name = "l886_c0"} : (index) -> memref<1xi32>
    %b_l887_c0 = "aie.buffer"(%t_c0) {sym_name = "l887_c0"} : (index) -> memref<1xi32>
    %b_l888_c0 = "aie.buffer"(%t_c0) {sym_name = "l888_c0"} : (index) -> memref<1xf32>
    %b_l889_c0 = "aie.buffer"(%t_c0) {sym_name = "l889_c0"} : (index) -> memref<1xf32>
    %b_l890_c0 = "aie.buffer"(%t_c0) {sym_name = "l890_c0"} : (index) -> memref<1xf32>
    %b_l891_c0 = "aie.buffer"(%t_c0) {sym_name = "l891_c0"} : (index) -> memref<1xf32>
    %b_l892_c0 = "aie.buffer"(%t_c0) {sym_name = "l892_c0"} : (index) -> memref<1xi32>
    %b_l893_c0 = "aie.buffer"(%t_c0) {sym_name = "l893_c0"} : (index) -> memref<1xi32>
    %b_l894_c0 = "aie.buffer"(%t_c0) {sym_name = "l894_c0"} : (index) -> memref<1xf32>
    %b_l895_c0 = "aie.buffer"(%t_c0) {sym_name = "l895_c0"} : (index) -> memref<1xf32>
    %b_l896_c0 = "aie.buffer"(%t_c0) {sym_name = "l896_c0"} : (index) -> memref<1xf32>
    %b_l897_c0 = "aie.buffer"(%t_c0) {sym_name = "l897_c0"} : (index) -> memref<1xf32>
    %b_l898_c0 = "aie.buffer"(%t_c0) {sym_name = "l898_c0"} : (index) -> memref<1xi32>
    %b_l899_c0 = "aie.buffer"(%t_c0) {sym_name = "l899_c0"} : (index) -> memref<1xi32>
    %b_l900_c0 = "aie.buffer"(%t_c0) {sym_name = "l900_c0"} : (index) -> memref<1xf32>
    %b_l901_c0 = "aie.buffer"(%t_c0) {sym_name = "l901_c0"} : (index) -> memref<1xf32>
    %b_l902_c0 = "aie.buffer"(%t_c0) {sym_name = "l902_c0"} : (index) -> memref<1xf32>
    %b_l903_c0 = "aie.buffer"(%t_c0) {sym_name = "l903_c0"} : (index) -> memref<1xf32>
    %b_l904_c0 = "aie.buffer"(%t_c0) {sym_name = "l904_c0"} : (index) -> memref<1xi32>
    %b_l905_c0 = "aie.buffer"(%t_c0) {sym_name = "l905_c0"} : (index) -> memref<1xi32>
    %b_l906_c0 = "aie.buffer"(%t_c0) {sym_name = "l906_c0"} : (index) -> memref<1xf32>
    %b_l907_c0 = "aie.buffer"(%t_c0) {sym_name = "l907_c0"} : (index) -> memref<1xf32>
    %b_l908_c0 = "aie.buffer"(%t_c0) {sym_name = "l908_c0"} : (index) -> memref<1xf32>
    %b_l909_c0 = "aie.buffer"(%t_c0) {sym_name = "l909_c0"} : (index) -> memref<1xf32>
    %b_l910_c0 = "aie.buffer"(%t_c0) {sym_name = "l910_c0"} : (index) -> memref<1xi32>
    %b_l911_c0 = "aie.buffer"(%t_c0) {sym_name = "l911_c0"} : (index) -> memref<1xi32>
    %b_l912_c0 = "aie.buffer"(%t_c0) {sym_name = "l912_c0"} : (index) -> memref<1xf32>
    %b_l913_c0 = "aie.buffer"(%t_c0) {sym_name = "l913_c0"} : (index) -> memref<1xf32>
    %b_l914_c0 = "aie.buffer"(%t_c0) {sym_name = "l914_c0"} : (index) -> memref<1xf32>
    %b_l915_c0 = "aie.buffer"(%t_c0) {sym_name = "l915_c0"} : (index) -> memref<1xf32>
    %b_l916_c0 = "aie.buffer"(%t_c0) {sym_name = "l916_c0"} : (index) -> memref<1xi32>
    %b_l917_c0 = "aie.buffer"(%t_c0) {sym_name = "l917_c0"} : (index) -> memref<1xi32>
    %b_l918_c0 = "aie.buffer"(%t_c0) {sym_name = "l918_c0"} : (index) -> memref<1xf32>
    %b_l919_c0 = "aie.buffer"(%t_c0) {sym_name = "l919_c0"} : (index) -> memref<1xf32>
    %b_l920_c0 = "aie.buffer"(%t_c0) {sym_name = "l920_c0"} : (index) -> memref<1xf32>
    %b_l921_c0 = "aie.buffer"(%t_c0) {sym_name = "l921_c0"} : (index) -> memref<1xf32>
    %b_l922_c0 = "aie.buffer"(%t_c0) {sym_name = "l922_c0"} : (index) -> memref<1xi32>
    %b_l923_c0 = "aie.buffer"(%t_c0) {sym_name = "l923_c0"} : (index) -> memref<1xi32>
    %b_l924_c0 = "aie.buffer"(%t_c0) {sym_name = "l924_c0"} : (index) -> memref<1xf32>
    %b_l925_c0 = "aie.buffer"(%t_c0) {sym_name = "l925_c0"} : (index) -> memref<1xf32>
    %b_l926_c0 = "aie.buffer"(%t_c0) {sym_name = "l926_c0"} : (index) -> memref<1xf32>
    %b_l927_c0 = "aie.buffer"(%t_c0) {sym_name = "l927_c0"} : (index) -> memref<1xf32>
    %b_l928_c0 = "aie.buffer"(%t_c0) {sym_name = "l928_c0"} : (index) -> memref<1xi32>
    %b_l929_c0 = "aie.buffer"(%t_c0) {sym_name = "l929_c0"} : (index) -> memref<1xi32>
    %b_l930_c0 = "aie.buffer"(%t_c0) {sym_name = "l930_c0"} : (index) -> memref<1xf32>
    %b_l931_c0 = "aie.buffer"(%t_c0) {sym_name = "l931_c0"} : (index) -> memref<1xf32>
    %b_l932_c0 = "aie.buffer"(%t_c0) {sym_name = "l932_c0"} : (index) -> memref<1xf32>
    %b_l933_c0 = "aie.buffer"(%t_c0) {sym_name = "l933_c0"} : (index) -> memref<1xf32>
    %b_l934_c0 = "aie.buffer"(%t_c0) {sym_name = "l934_c0"} : (index) -> memref<1xi32>
    %b_l935_c0 = "aie.buffer"(%t_c0) {sym_name = "l935_c0"} : (index) -> memref<1xi32>
    %b_l936_c0 = "aie.buffer"(%t_c0) {sym_name = "l936_c0"} : (index) -> memref<1xf32>
    %b_l937_c0 = "aie.buffer"(%t_c0) {sym_name = "l937_c0"} : (index) -> memref<1xf32>
    %b_l938_c0 = "aie.buffer"(%t_c0) {sym_name = "l938_c0"} : (index) -> memref<1xf32>
    %b_l939_c0 = "aie.buffer"(%t_c0) {sym_name = "l939_c0"} : (index) -> memref<1xf32>
    %b_l940_c0 = "aie.buffer"(%t_c0) {sym_name = "l940_c0"} : (index) -> memref<1xi32>
    %b_l941_c0 = "aie.buffer"(%t_c0) {sym_name = "l941_c0"} : (index) -> memref<1xi32>
    %b_l942_c0 = "aie.buffer"(%t_c0) {sym_name = "l942_c0"} : (index) -> memref<1xf32>
    %b_l943_c0 = "aie.buffer"(%t_c0) {sym_name = "l943_c0"} : (index) -> memref<1xf32>
    %b_l944_c0 = "aie.buffer"(%t_c0) {sym_name = "l944_c0"} : (index) -> memref<1xf32>
    %b_l945_c0 = "aie.buffer"(%t_c0) {sym_name = "l945_c0"} : (index) -> memref<1xf32>
    %b_l946_c0 = "aie.buffer"(%t_c0) {sym_name = "l946_c0"} : (index) -> memref<1xi32>
    %b_l947_c0 = "aie.buffer"(%t_c0) {sym_name = "l947_c0"} : (index) -> memref<1xi32>
    %b_l948_c0 = "aie.buffer"(%t_c0) {sym_name = "l948_c0"} : (index) -> memref<1xf32>
    %b_l949_c0 = "aie.buffer"(%t_c0) {sym_name = "l949_c0"} : (index) -> memref<1xf32>
    %b_l950_c0 = "aie.buffer"(%t_c0) {sym_name = "l950_c0"} : (index) -> memref<1xf32>
    %b_l951_c0 = "aie.buffer"(%t_c0) {sym_name = "l951_c0"} : (index) -> memref<1xf32>
    %b_l952_c0 = "aie.buffer"(%t_c0) {sym_name = "l952_c0"} : (index) -> memref<1xi32>
    %b_l953_c0 = "aie.buffer"(%t_c0) {sym_name = "l953_c0"} : (index) -> memref<1xi32>
    %b_l954_c0 = "aie.buffer"(%t_c0) {sym_name = "l954_c0"} : (index) -> memref<1xf32>
    %b_l955_c0 = "aie.buffer"(%t_c0) {sym_name = "l955_c0"} : (index) -> memref<1xf32>
    %b_l956_c0 = "aie.buffer"(%t_c0) {sym_name = "l956_c0"} : (index) -> memref<1xf32>
    %b_l957_c0 = "aie.buffer"(%t_c0) {sym_name = "l957_c0"} : (index) -> memref<1xf32>
    %b_l958_c0 = "aie.buffer"(%t_c0) {sym_name = "l958_c0"} : (index) -> memref<1xi32>
    %b_l959_c0 = "aie.buffer"(%t_c0) {sym_name = "l959_c0"} : (index) -> memref<1xi32>
    %b_l960_c0 = "aie.buffer"(%t_c0) {sym_name = "l960_c0"} : (index) -> memref<1xf32>
    %b_l961_c0 = "aie.buffer"(%t_c0) {sym_name = "l961_c0"} : (index) -> memref<1xf32>
    %b_l962_c0 = "aie.buffer"(%t_c0) {sym_name = "l962_c0"} : (index) -> memref<1xf32>
    %b_l963_c0 = "aie.buffer"(%t_c0) {sym_name = "l963_c0"} : (index) -> memref<1xf32>
    %b_l964_c0 = "aie.buffer"(%t_c0) {sym_name = "l964_c0"} : (index) -> memref<1xi64>
    %b_l965_c0 = "aie.buffer"(%t_c0) {sym_name = "l965_c0"} : (index) -> memref<1xi64>
    %b_l966_c0 = "aie.buffer"(%t_c0) {sym_name = "l966_c0"} : (index) -> memref<1xi32>
    %b_l967_c0 = "aie.buffer"(%t_c0) {sym_name = "l967_c0"} : (index) -> memref<1xi32>
    %b_l968_c0 = "aie.buffer"(%t_c0) {sym_name = "l968_c0"} : (index) -> memref<1xi32>
    %b_l969_c0 = "aie.buffer"(%t_c0) {sym_name = "l969_c0"} : (index) -> memref<1xi32>
    %b_l970_c0 = "aie.buffer"(%t_c0) {sym_name = "l970_c0"} : (index) -> memref<1xi32>
    %b_l971_c0 = "aie.buffer"(%t_c0) {sym_name = "l971_c0"} : (index) -> memref<1xi32>
    %b_l972_c0 = "aie.buffer"(%t_c0) {sym_name = "l972_c0"} : (index) -> memref<1xi32>
    %b_l973_c0 = "aie.buffer"(%t_c0) {sym_name = "l973_c0"} : (index) -> memref<1xf32>
    %b_l974_c0 = "aie.buffer"(%t_c0) {sym_name = "l974_c0"} : (index) -> memref<1xi1>
    %b_l975_c0 = "aie.buffer"(%t_c0) {sym_name = "l975_c0"} : (index) -> memref<1xi32>
    %b_l976_c0 = "aie.buffer"(%t_c0) {sym_name = "l976_c0"} : (index) -> memref<1xi32>
    %b_l977_c0 = "aie.buffer"(%t_c0) {sym_name = "l977_c0"} : (index) -> memref<1xi32>
    %b_l978_c0 = "aie.buffer"(%t_c0) {sym_name = "l978_c0"} : (index) -> memref<1xf32>
    %b_l979_c0 = "aie.buffer"(%t_c0) {sym_name = "l979_c0"} : (index) -> memref<1xi1>
    %b_l980_c0 = "aie.buffer"(%t_c0) {sym_name = "l980_c0"} : (index) -> memref<1xi32>
    %b_l981_c0 = "aie.buffer"(%t_c0) {sym_name = "l981_c0"} : (index) -> memref<1xi32>
    %b_l982_c0 = "aie.buffer"(%t_c0) {sym_name = "l982_c0"} : (index) -> memref<1xi32>
    %b_l983_c0 = "aie.buffer"(%t_c0) {sym_name = "l983_c0"} : (index) -> memref<1xf32>
    %b_l984_c0 = "aie.buffer"(%t_c0) {sym_name = "l984_c0"} : (index) -> memref<1xi1>
    %b_l985_c0 = "aie.buffer"(%t_c0) {sym_name = "l985_c0"} : (index) -> memref<1xf32>
    %b_l986_c0 = "aie.buffer"(%t_c0) {sym_name = "l986_c0"} : (index) -> memref<1xf32>
    %b_l987_c0 = "aie.buffer"(%t_c0) {sym_name = "l987_c0"} : (index) -> memref<1xf32>
    %b_l988_c0 = "aie.buffer"(%t_c0) {sym_name = "l988_c0"} : (index) -> memref<1xf32>
    %b_l989_c0 = "aie.buffer"(%t_c0) {sym_name = "l989_c0"} : (index) -> memref<1xf32>
    %b_l990_c0 = "aie.buffer"(%t_c0) {sym_name = "l990_c0"} : (index) -> memref<1xi1>
    %b_l991_c0 = "aie.buffer"(%t_c0) {sym_name = "l991_c0"} : (index) -> memref<1xf32>
    %b_l992_c0 = "aie.buffer"(%t_c0) {sym_name = "l992_c0"} : (index) -> memref<1xi1>
    %b_l993_c0 = "aie.buffer"(%t_c0) {sym_name = "l993_c0"} : (index) -> memref<1xf32>
    %b_l994_c0 = "aie.buffer"(%t_c0) {sym_name = "l994_c0"} : (index) -> memref<1xi1>
    %b_l995_c0 = "aie.buffer"(%t_c0) {sym_name = "l995_c0"} : (index) -> memref<1xf32>
    %b_l996_c0 = "aie.buffer"(%t_c0) {sym_name = "l996_c0"} : (index) -> memref<1xi1>
    %b_l997_c0 = "aie.buffer"(%t_c0) {sym_name = "l997_c0"} : (index) -> memref<1xf32>
    %b_l998_c0 = "aie.buffer"(%t_c0) {sym_name = "l998_c0"} : (index) -> memref<1xf32>
    %b_l999_c0 = "aie.buffer"(%t_c0) {sym_name = "l999_c0"} : (index) -> memref<1xf32>
    %b_l1000_c0 = "aie.buffer"(%t_c0) {sym_name = "l1000_c0"} : (index) -> memref<1xf32>
    %b_l1001_c0 = "aie.buffer"(%t_c0) {sym_name = "l1001_c0"} : (index) -> memref<1xf32>
    %b_l1002_c0 = "aie.buffer"(%t_c0) {sym_name = "l1002_c0"} : (index) -> memref<1xi64>
    %b_l1003_c0 = "aie.buffer"(%t_c0) {sym_name = "l1003_c0"} : (index) -> memref<1xi64>
    %b_l1008_c0 = "aie.buffer"(%t_c0) {sym_name = "l1008_c0"} : (index) -> memref<1xi1>
    %b_l1009_c0 = "aie.buffer"(%t_c0) {sym_name = "l1009_c0"} : (index) -> memref<1xi1>
    %b_l1010_c0 = "aie.buffer"(%t_c0) {sym_name = "l1010_c0"} : (index) -> memref<1xi1>
    %b_l1011_c0 = "aie.buffer"(%t_c0) {sym_name = "l1011_c0"} : (index) -> memref<1xi1>
    %b_l1013_c0 = "aie.buffer"(%t_c0) {sym_name = "l1013_c0"} : (index) -> memref<1xi64>
    %b_l1014_c0 = "aie.buffer"(%t_c0) {sym_name = "l1014_c0"} : (index) -> memref<1xi1>
    %b_l1015_c0 = "aie.buffer"(%t_c0) {sym_name = "l1015_c0"} : (index) -> memref<1xi64>
    %b_l1016_c0 = "aie.buffer"(%t_c0) {sym_name = "l1016_c0"} : (index) -> memref<1xi1>
    %b_l1017_c0 = "aie.buffer"(%t_c0) {sym_name = "l1017_c0"} : (index) -> memref<1xi64>
    %b_l1018_c0 = "aie.buffer"(%t_c0) {sym_name = "l1018_c0"} : (index) -> memref<1xi64>
    %b_l1019_c0 = "aie.buffer"(%t_c0) {sym_name = "l1019_c0"} : (index) -> memref<1xi64>
    %b_l1020_c0 = "aie.buffer"(%t_c0) {sym_name = "l1020_c0"} : (index) -> memref<1xi64>
    %b_l1021_c0 = "aie.buffer"(%t_c0) {sym_name = "l1021_c0"} : (index) -> memref<1xi64>
    %b_l1022_c0 = "aie.buffer"(%t_c0) {sym_name = "l1022_c0"} : (index) -> memref<1xi64>
    %b_l1023_c0 = "aie.buffer"(%t_c0) {sym_name = "l1023_c0"} : (index) -> memref<1xi64>
    %b_l1024_c0 = "aie.buffer"(%t_c0) {sym_name = "l1024_c0"} : (index) -> memref<1xi64>
    %b_l1025_c0 = "aie.buffer"(%t_c0) {sym_name = "l1025_c0"} : (index) -> memref<1xi1>
    %b_l1026_c0 = "aie.buffer"(%t_c0) {sym_name = "l1026_c0"} : (index) -> memref<1xi1>
    %b_l1027_c0 = "aie.buffer"(%t_c0) {sym_name = "l1027_c0"} : (index) -> memref<1xi1>
    %b_l1028_c0 = "aie.buffer"(%t_c0) {sym_name = "l1028_c0"} : (index) -> memref<1xi1>
    %b_l1029_c0 = "aie.buffer"(%t_c0) {sym_name = "l1029_c0"} : (index) -> memref<1xi1>
    %b_l1030_c0 = "aie.buffer"(%t_c0) {sym_name = "l1030_c0"} : (index) -> memref<1xi1>
    %b_l1031_c0 = "aie.buffer"(%t_c0) {sym_name = "l1031_c0"} : (index) -> memref<1xi1>
    %b_l1032_c0 = "aie.buffer"(%t_c0) {sym_name = "l1032_c0"} : (index) -> memref<1xi1>
    %b_l1033_c0 = "aie.buffer"(%t_c0) {sym_name = "l1033_c0"} : (index) -> memref<1xf32>
    %b_l1034_c0 = "aie.buffer"(%t_c0) {sym_name = "l1034_c0"} : (index) -> memref<1xf32>
    %b_l1035_c0 = "aie.buffer"(%t_c0) {sym_name = "l1035_c0"} : (index) -> memref<1xf32>
    %b_l1036_c0 = "aie.buffer"(%t_c0) {sym_name = "l1036_c0"} : (index) -> memref<1xf32>
    %b_l1037_c0 = "aie.buffer"(%t_c0) {sym_name = "l1037_c0"} : (index) -> memref<1xf32>
    %b_l1038_c0 = "aie.buffer"(%t_c0) {sym_name = "l1038_c0"} : (index) -> memref<1xf32>
    %b_l1039_c0 = "aie.buffer"(%t_c0) {sym_name = "l1039_c0"} : (index) -> memref<1xf32>
    %b_l1040_c0 = "aie.buffer"(%t_c0) {sym_name = "l1040_c0"} : (index) -> memref<1xf32>
    %b_l1041_c0 = "aie.buffer"(%t_c0) {sym_name = "l1041_c0"} : (index) -> memref<1xf32>
    %b_l1042_c0 = "aie.buffer"(%t_c0) {sym_name = "l1042_c0"} : (index) -> memref<1xf32>
    %b_l1043_c0 = "aie.buffer"(%t_c0) {sym_name = "l1043_c0"} : (index) -> memref<1xf32>
    %b_l1044_c0 = "aie.buffer"(%t_c0) {sym_name = "l1044_c0"} : (index) -> memref<1xf32>
    %b_l1045_c0 = "aie.buffer"(%t_c0) {sym_name = "l1045_c0"} : (index) -> memref<1xi64>
    %b_l1046_c0 = "aie.buffer"(%t_c0) {sym_name = "l1046_c0"} : (index) -> memref<1xi1>
    %b_l1047_c0 = "aie.buffer"(%t_c0) {sym_name = "l1047_c0"} : (index) -> memref<1xi64>
    %b_l1048_c0 = "aie.buffer"(%t_c0) {sym_name = "l1048_c0"} : (index) -> memref<1xi64>
    %b_l1049_c0 = "aie.buffer"(%t_c0) {sym_name = "l1049_c0"} : (index) -> memref<1xi64>
    %b_l1050_c0 = "aie.buffer"(%t_c0) {sym_name = "l1050_c0"} : (index) -> memref<1xi64>
    %b_l1051_c0 = "aie.buffer"(%t_c0) {sym_name = "l1051_c0"} : (index) -> memref<1xi1>
    %b_l1052_c0 = "aie.buffer"(%t_c0) {sym_name = "l1052_c0"} : (index) -> memref<1xi1>
    %b_l1053_c0 = "aie.buffer"(%t_c0) {sym_name = "l1053_c0"} : (index) -> memref<1xf32>
    %b_l1054_c0 = "aie.buffer"(%t_c0) {sym_name = "l1054_c0"} : (index) -> memref<1xi64>
    %b_l1055_c0 = "aie.buffer"(%t_c0) {sym_name = "l1055_c0"} : (index) -> memref<1xi1>
    %b_l1056_c0 = "aie.buffer"(%t_c0) {sym_name = "l1056_c0"} : (index) -> memref<1xi1>
    %b_l1057_c0 = "aie.buffer"(%t_c0) {sym_name = "l1057_c0"} : (index) -> memref<1xf32>
    %b_l1058_c0 = "aie.buffer"(%t_c0) {sym_name = "l1058_c0"} : (index) -> memref<1xi64>
    %b_l1059_c0 = "aie.buffer"(%t_c0) {sym_name = "l1059_c0"} : (index) -> memref<1xi1>
    %b_l1060_c0 = "aie.buffer"(%t_c0) {sym_name = "l1060_c0"} : (index) -> memref<1xi1>
    %b_l1061_c0 = "aie.buffer"(%t_c0) {sym_name = "l1061_c0"} : (index) -> memref<1xf32>
    %b_l1062_c0 = "aie.buffer"(%t_c0) {sym_name = "l1062_c0"} : (index) -> memref<1xi64>
    %b_l1063_c0 = "aie.buffer"(%t_c0) {sym_name = "l1063_c0"} : (index) -> memref<1xi1>
    %b_l1064_c0 = "aie.buffer"(%t_c0) {sym_name = "l1064_c0"} : (index) -> memref<1xi1>
    %b_l1065_c0 = "aie.buffer"(%t_c0) {sym_name = "l1065_c0"} : (index) -> memref<1xf32>
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
      %ls1004 = memref.cast %b_ls1004_c0 : memref<64xi64> to memref<?xi64>
      %ls1005 = memref.cast %b_ls1005_c0 : memref<64xi64> to memref<?xi64>
      %ls1006 = memref.cast %b_ls1006_c0 : memref<64xi64> to memref<?xi64>
      %ls1007 = memref.cast %b_ls1007_c0 : memref<64xi64> to memref<?xi64>
      %ls1012 = memref.cast %b_ls1012_c0 : memref<64xi64> to memref<?xi64>
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
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
      %l25 = memref.cast %b_l25_c0 : memref<1xi64> to memref<?xi64>
      %l26 = memref.cast %b_l26_c0 : memref<1xi1> to memref<?xi1>
      %l27 = memref.cast %b_l27_c0 : memref<1xi64> to memref<?xi64>
      %l28 = memref.cast %b_l28_c0 : memref<1xi64> to memref<?xi64>
      %l29 = memref.cast %b_l29_c0 : memref<1xi64> to memref<?xi64>
      %l30 = memref.cast %b_l30_c0 : memref<1xi64> to memref<?xi64>
      %l31 = memref.cast %b_l31_c0 : memref<1xi64> to memref<?xi64>
      %l32 = memref.cast %b_l32_c0 : memref<1xi1> to memref<?xi1>
      %l33 = memref.cast %b_l33_c0 : memref<1xi64> to memref<?xi64>
      %l34 = memref.cast %b_l34_c0 : memref<1xi64> to memref<?xi64>
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi64> to memref<?xi64>
      %l37 = memref.cast %b_l37_c0 : memref<1xi64> to memref<?xi64>
      %l38 = memref.cast %b_l38_c0 : memref<1xi64> to memref<?xi64>
      %l39 = memref.cast %b_l39_c0 : memref<1xi1> to memref<?xi1>
      %l40 = memref.cast %b_l40_c0 : memref<1xi64> to memref<?xi64>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi64> to memref<?xi64>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xi1> to memref<?xi1>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi64> to memref<?xi64>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi64> to memref<?xi64>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi1> to memref<?xi1>
      %l53 = memref.cast %b_l53_c0 : memref<1xi64> to memref<?xi64>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi64> to memref<?xi64>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xi1> to memref<?xi1>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi64> to memref<?xi64>
      %l62 = memref.cast %b_l62_c0 : memref<1xi64> to memref<?xi64>
      %l63 = memref.cast %b_l63_c0 : memref<1xi64> to memref<?xi64>
      %l64 = memref.cast %b_l64_c0 : memref<1xi64> to memref<?xi64>
      %l65 = memref.cast %b_l65_c0 : memref<1xi1> to memref<?xi1>
      %l66 = memref.cast %b_l66_c0 : memref<1xi64> to memref<?xi64>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi64> to memref<?xi64>
      %l69 = memref.cast %b_l69_c0 : memref<1xi64> to memref<?xi64>
      %l70 = memref.cast %b_l70_c0 : memref<1xi64> to memref<?xi64>
      %l71 = memref.cast %b_l71_c0 : memref<1xi1> to memref<?xi1>
      %l72 = memref.cast %b_l72_c0 : memref<1xi64> to memref<?xi64>
      %l73 = memref.cast %b_l73_c0 : memref<1xi64> to memref<?xi64>
      %l74 = memref.cast %b_l74_c0 : memref<1xf32> to memref<?xf32>
      %l75 = memref.cast %b_l75_c0 : memref<1xf32> to memref<?xf32>
      %l76 = memref.cast %b_l76_c0 : memref<1xf32> to memref<?xf32>
      %l77 = memref.cast %b_l77_c0 : memref<1xf32> to memref<?xf32>
      %l78 = memref.cast %b_l78_c0 : memref<1xi64> to memref<?xi64>
      %l79 = memref.cast %b_l79_c0 : memref<1xi64> to memref<?xi64>
      %l80 = memref.cast %b_l80_c0 : memref<1xi64> to memref<?xi64>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xi1> to memref<?xi1>
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
      %l97 = memref.cast %b_l97_c0 : memref<1xi64> to memref<?xi64>
      %l98 = memref.cast %b_l98_c0 : memref<1xi64> to memref<?xi64>
      %l99 = memref.cast %b_l99_c0 : memref<1xi64> to memref<?xi64>
      %l100 = memref.cast %b_l100_c0 : memref<1xi64> to memref<?xi64>
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
      %l117 = memref.cast %b_l117_c0 : memref<1xf32> to memref<?xf32>
      %l118 = memref.cast %b_l118_c0 : memref<1xf32> to memref<?xf32>
      %l119 = memref.cast %b_l119_c0 : memref<1xf32> to memref<?xf32>
      %l120 = memref.cast %b_l120_c0 : memref<1xf32> to memref<?xf32>
      %l121 = memref.cast %b_l121_c0 : memref<1xf32> to memref<?xf32>
      %l122 = memref.cast %b_l122_c0 : memref<1xf32> to memref<?xf32>
      %l123 = memref.cast %b_l123_c0 : memref<1xf32> to memref<?xf32>
      %l124 = memref.cast %b_l124_c0 : memref<1xf32> to memref<?xf32>
      %l125 = memref.cast %b_l125_c0 : memref<1xf32> to memref<?xf32>
      %l126 = memref.cast %b_l126_c0 : memref<1xf32> to memref<?xf32>
      %l127 = memref.cast %b_l127_c0 : memref<1xf32> to memref<?xf32>
      %l128 = memref.cast %b_l128_c0 : memref<1xf32> to memref<?xf32>
      %l129 = memref.cast %b_l129_c0 : memref<1xf32> to memref<?xf32>
      %l130 = memref.cast %b_l130_c0 : memref<1xf32> to memref<?xf32>
      %l131 = memref.cast %b_l131_c0 : memref<1xf32> to memref<?xf32>
      %l132 = memref.cast %b_l132_c0 : memref<1xf32> to memref<?xf32>
      %l133 = memref.cast %b_l133_c0 : memref<1xi64> to memref<?xi64>
      %l134 = memref.cast %b_l134_c0 : memref<1xi64> to memref<?xi64>
      %l135 = memref.cast %b_l135_c0 : memref<1xi64> to memref<?xi64>
      %l136 = memref.cast %b_l136_c0 : memref<1xi64> to memref<?xi64>
      %l137 = memref.cast %b_l137_c0 : memref<1xi64> to memref<?xi64>
      %l138 = memref.cast %b_l138_c0 : memref<1xi64> to memref<?xi64>
      %l139 = memref.cast %b_l139_c0 : memref<1xi64> to memref<?xi64>
      %l140 = memref.cast %b_l140_c0 : memref<1xi64> to memref<?xi64>
      %l141 = memref.cast %b_l141_c0 : memref<1xi64> to memref<?xi64>
      %l142 = memref.cast %b_l142_c0 : memref<1xi64> to memref<?xi64>
      %l143 = memref.cast %b_l143_c0 : memref<1xi64> to memref<?xi64>
      %l144 = memref.cast %b_l144_c0 : memref<1xi64> to memref<?xi64>
      %l145 = memref.cast %b_l145_c0 : memref<1xi64> to memref<?xi64>
      %l146 = memref.cast %b_l146_c0 : memref<1xi64> to memref<?xi64>
      %l147 = memref.cast %b_l147_c0 : memref<1xi64> to memref<?xi64>
      %l148 = memref.cast %b_l148_c0 : memref<1xi64> to memref<?xi64>
      %l149 = memref.cast %b_l149_c0 : memref<1xi64> to memref<?xi64>
      %l150 = memref.cast %b_l150_c0 : memref<1xi64> to memref<?xi64>
      %l151 = memref.cast %b_l151_c0 : memref<1xi64> to memref<?xi64>
      %l152 = memref.cast %b_l152_c0 : memref<1xi64> to memref<?xi64>
      %l153 = memref.cast %b_l153_c0 : memref<1xi64> to memref<?xi64>
      %l154 = memref.cast %b_l154_c0 : memref<1xi64> to memref<?xi64>
      %l155 = memref.cast %b_l155_c0 : memref<1xi64> to memref<?xi64>
      %l156 = memref.cast %b_l156_c0 : memref<1xi64> to memref<?xi64>
      %l157 = memref.cast %b_l157_c0 : memref<1xi1> to memref<?xi1>
      %l158 = memref.cast %b_l158_c0 : memref<1xi1> to memref<?xi1>
      %l159 = memref.cast %b_l159_c0 : memref<1xi1> to memref<?xi1>
      %l160 = memref.cast %b_l160_c0 : memref<1xi1> to memref<?xi1>
      %l161 = memref.cast %b_l161_c0 : memref<1xi1> to memref<?xi1>
      %l162 = memref.cast %b_l162_c0 : memref<1xi1> to memref<?xi1>
      %l163 = memref.cast %b_l163_c0 : memref<1xi1> to memref<?xi1>
      %l164 = memref.cast %b_l164_c0 : memref<1xi1> to memref<?xi1>
      %l165 = memref.cast %b_l165_c0 : memref<1xi1> to memref<?xi1>
      %l166 = memref.cast %b_l166_c0 : memref<1xi1> to memref<?xi1>
      %l167 = memref.cast %b_l167_c0 : memref<1xi1> to memref<?xi1>
      %l168 = memref.cast %b_l168_c0 : memref<1xi1> to memref<?xi1>
      %l169 = memref.cast %b_l169_c0 : memref<1xi1> to memref<?xi1>
      %l170 = memref.cast %b_l170_c0 : memref<1xi1> to memref<?xi1>
      %l171 = memref.cast %b_l171_c0 : memref<1xi1> to memref<?xi1>
      %l172 = memref.cast %b_l172_c0 : memref<1xi1> to memref<?xi1>
      %l173 = memref.cast %b_l173_c0 : memref<1xi32> to memref<?xi32>
      %l174 = memref.cast %b_l174_c0 : memref<1xi32> to memref<?xi32>
      %l175 = memref.cast %b_l175_c0 : memref<1xi32> to memref<?xi32>
      %l176 = memref.cast %b_l176_c0 : memref<1xi32> to memref<?xi32>
      %l177 = memref.cast %b_l177_c0 : memref<1xi32> to memref<?xi32>
      %l178 = memref.cast %b_l178_c0 : memref<1xi32> to memref<?xi32>
      %l179 = memref.cast %b_l179_c0 : memref<1xi32> to memref<?xi32>
      %l180 = memref.cast %b_l180_c0 : memref<1xi32> to memref<?xi32>
      %l181 = memref.cast %b_l181_c0 : memref<1xi32> to memref<?xi32>
      %l182 = memref.cast %b_l182_c0 : memref<1xi32> to memref<?xi32>
      %l183 = memref.cast %b_l183_c0 : memref<1xi32> to memref<?xi32>
      %l184 = memref.cast %b_l184_c0 : memref<1xi32> to memref<?xi32>
      %l185 = memref.cast %b_l185_c0 : memref<1xi32> to memref<?xi32>
      %l186 = memref.cast %b_l186_c0 : memref<1xi32> to memref<?xi32>
      %l187 = memref.cast %b_l187_c0 : memref<1xi32> to memref<?xi32>
      %l188 = memref.cast %b_l188_c0 : memref<1xi32> to memref<?xi32>
      %l189 = memref.cast %b_l189_c0 : memref<1xi64> to memref<?xi64>
      %l190 = memref.cast %b_l190_c0 : memref<1xi64> to memref<?xi64>
      %l191 = memref.cast %b_l191_c0 : memref<1xi64> to memref<?xi64>
      %l192 = memref.cast %b_l192_c0 : memref<1xi64> to memref<?xi64>
      %l193 = memref.cast %b_l193_c0 : memref<1xi64> to memref<?xi64>
      %l194 = memref.cast %b_l194_c0 : memref<1xi64> to memref<?xi64>
      %l195 = memref.cast %b_l195_c0 : memref<1xi64> to memref<?xi64>
      %l196 = memref.cast %b_l196_c0 : memref<1xi32> to memref<?xi32>
      %l197 = memref.cast %b_l197_c0 : memref<1xi64> to memref<?xi64>
      %l198 = memref.cast %b_l198_c0 : memref<1xi64> to memref<?xi64>
      %l199 = memref.cast %b_l199_c0 : memref<1xi64> to memref<?xi64>
      %l200 = memref.cast %b_l200_c0 : memref<1xi64> to memref<?xi64>
      %l201 = memref.cast %b_l201_c0 : memref<1xi64> to memref<?xi64>
      %l202 = memref.cast %b_l202_c0 : memref<1xi64> to memref<?xi64>
      %l203 = memref.cast %b_l203_c0 : memref<1xi64> to memref<?xi64>
      %l204 = memref.cast %b_l204_c0 : memref<1xi32> to memref<?xi32>
      %l205 = memref.cast %b_l205_c0 : memref<1xi32> to memref<?xi32>
      %l206 = memref.cast %b_l206_c0 : memref<1xi32> to memref<?xi32>
      %l207 = memref.cast %b_l207_c0 : memref<1xi32> to memref<?xi32>
      %l208 = memref.cast %b_l208_c0 : memref<1xi32> to memref<?xi32>
      %l209 = memref.cast %b_l209_c0 : memref<1xi32> to memref<?xi32>
      %l210 = memref.cast %b_l210_c0 : memref<1xi32> to memref<?xi32>
      %l211 = memref.cast %b_l211_c0 : memref<1xf32> to memref<?xf32>
      %l212 = memref.cast %b_l212_c0 : memref<1xf32> to memref<?xf32>
      %l213 = memref.cast %b_l213_c0 : memref<1xf32> to memref<?xf32>
      %l214 = memref.cast %b_l214_c0 : memref<1xf32> to memref<?xf32>
      %l215 = memref.cast %b_l215_c0 : memref<1xi32> to memref<?xi32>
      %l216 = memref.cast %b_l216_c0 : memref<1xi32> to memref<?xi32>
      %l217 = memref.cast %b_l217_c0 : memref<1xf32> to memref<?xf32>
      %l218 = memref.cast %b_l218_c0 : memref<1xf32> to memref<?xf32>
      %l219 = memref.cast %b_l219_c0 : memref<1xf32> to memref<?xf32>
      %l220 = memref.cast %b_l220_c0 : memref<1xf32> to memref<?xf32>
      %l221 = memref.cast %b_l221_c0 : memref<1xi32> to memref<?xi32>
      %l222 = memref.cast %b_l222_c0 : memref<1xi32> to memref<?xi32>
      %l223 = memref.cast %b_l223_c0 : memref<1xf32> to memref<?xf32>
      %l224 = memref.cast %b_l224_c0 : memref<1xf32> to memref<?xf32>
      %l225 = memref.cast %b_l225_c0 : memref<1xf32> to memref<?xf32>
      %l226 = memref.cast %b_l226_c0 : memref<1xf32> to memref<?xf32>
      %l227 = memref.cast %b_l227_c0 : memref<1xi32> to memref<?xi32>
      %l228 = memref.cast %b_l228_c0 : memref<1xi32> to memref<?xi32>
      %l229 = memref.cast %b_l229_c0 : memref<1xf32> to memref<?xf32>
      %l230 = memref.cast %b_l230_c0 : memref<1xf32> to memref<?xf32>
      %l231 = memref.cast %b_l231_c0 : memref<1xf32> to memref<?xf32>
      %l232 = memref.cast %b_l232_c0 : memref<1xf32> to memref<?xf32>
      %l233 = memref.cast %b_l233_c0 : memref<1xi32> to memref<?xi32>
      %l234 = memref.cast %b_l234_c0 : memref<1xi32> to memref<?xi32>
      %l235 = memref.cast %b_l235_c0 : memref<1xf32> to memref<?xf32>
      %l236 = memref.cast %b_l236_c0 : memref<1xf32> to memref<?xf32>
      %l237 = memref.cast %b_l237_c0 : memref<1xf32> to memref<?xf32>
      %l238 = memref.cast %b_l238_c0 : memref<1xf32> to memref<?xf32>
      %l239 = memref.cast %b_l239_c0 : memref<1xi32> to memref<?xi32>
      %l240 = memref.cast %b_l240_c0 : memref<1xi32> to memref<?xi32>
      %l241 = memref.cast %b_l241_c0 : memref<1xf32> to memref<?xf32>
      %l242 = memref.cast %b_l242_c0 : memref<1xf32> to memref<?xf32>
      %l243 = memref.cast %b_l243_c0 : memref<1xf32> to memref<?xf32>
      %l244 = memref.cast %b_l244_c0 : memref<1xf32> to memref<?xf32>
      %l245 = memref.cast %b_l245_c0 : memref<1xi32> to memref<?xi32>
      %l246 = memref.cast %b_l246_c0 : memref<1xi32> to memref<?xi32>
      %l247 = memref.cast %b_l247_c0 : memref<1xf32> to memref<?xf32>
      %l248 = memref.cast %b_l248_c0 : memref<1xf32> to memref<?xf32>
      %l249 = memref.cast %b_l249_c0 : memref<1xf32> to memref<?xf32>
      %l250 = memref.cast %b_l250_c0 : memref<1xf32> to memref<?xf32>
      %l251 = memref.cast %b_l251_c0 : memref<1xi32> to memref<?xi32>
      %l252 = memref.cast %b_l252_c0 : memref<1xi32> to memref<?xi32>
      %l253 = memref.cast %b_l253_c0 : memref<1xf32> to memref<?xf32>
      %l254 = memref.cast %b_l254_c0 : memref<1xf32> to memref<?xf32>
      %l255 = memref.cast %b_l255_c0 : memref<1xf32> to memref<?xf32>
      %l256 = memref.cast %b_l256_c0 : memref<1xf32> to memref<?xf32>
      %l257 = memref.cast %b_l257_c0 : memref<1xi32> to memref<?xi32>
      %l258 = memref.cast %b_l258_c0 : memref<1xi32> to memref<?xi32>
      %l259 = memref.cast %b_l259_c0 : memref<1xf32> to memref<?xf32>
      %l260 = memref.cast %b_l260_c0 : memref<1xf32> to memref<?xf32>
      %l261 = memref.cast %b_l261_c0 : memref<1xf32> to memref<?xf32>
      %l262 = memref.cast %b_l262_c0 : memref<1xf32> to memref<?xf32>
      %l263 = memref.cast %b_l263_c0 : memref<1xi32> to memref<?xi32>
      %l264 = memref.cast %b_l264_c0 : memref<1xi32> to memref<?xi32>
      %l265 = memref.cast %b_l265_c0 : memref<1xf32> to memref<?xf32>
      %l266 = memref.cast %b_l266_c0 : memref<1xf32> to memref<?xf32>
      %l267 = memref.cast %b_l267_c0 : memref<1xf32> to memref<?xf32>
      %l268 = memref.cast %b_l268_c0 : memref<1xf32> to memref<?xf32>
      %l269 = memref.cast %b_l269_c0 : memref<1xi32> to memref<?xi32>
      %l270 = memref.cast %b_l270_c0 : memref<1xi32> to memref<?xi32>
      %l271 = memref.cast %b_l271_c0 : memref<1xf32> to memref<?xf32>
      %l272 = memref.cast %b_l272_c0 : memref<1xf32> to memref<?xf32>
      %l273 = memref.cast %b_l273_c0 : memref<1xf32> to memref<?xf32>
      %l274 = memref.cast %b_l274_c0 : memref<1xf32> to memref<?xf32>
      %l275 = memref.cast %b_l275_c0 : memref<1xi32> to memref<?xi32>
      %l276 = memref.cast %b_l276_c0 : memref<1xi32> to memref<?xi32>
      %l277 = memref.cast %b_l277_c0 : memref<1xf32> to memref<?xf32>
      %l278 = memref.cast %b_l278_c0 : memref<1xf32> to memref<?xf32>
      %l279 = memref.cast %b_l279_c0 : memref<1xf32> to memref<?xf32>
      %l280 = memref.cast %b_l280_c0 : memref<1xf32> to memref<?xf32>
      %l281 = memref.cast %b_l281_c0 : memref<1xi32> to memref<?xi32>
      %l282 = memref.cast %b_l282_c0 : memref<1xi32> to memref<?xi32>
      %l283 = memref.cast %b_l283_c0 : memref<1xf32> to memref<?xf32>
      %l284 = memref.cast %b_l284_c0 : memref<1xf32> to memref<?xf32>
      %l285 = memref.cast %b_l285_c0 : memref<1xf32> to memref<?xf32>
      %l286 = memref.cast %b_l286_c0 : memref<1xf32> to memref<?xf32>
      %l287 = memref.cast %b_l287_c0 : memref<1xi32> to memref<?xi32>
      %l288 = memref.cast %b_l288_c0 : memref<1xi32> to memref<?xi32>
      %l289 = memref.cast %b_l289_c0 : memref<1xf32> to memref<?xf32>
      %l290 = memref.cast %b_l290_c0 : memref<1xf32> to memref<?xf32>
      %l291 = memref.cast %b_l291_c0 : memref<1xf32> to memref<?xf32>
      %l292 = memref.cast %b_l292_c0 : memref<1xf32> to memref<?xf32>
      %l293 = memref.cast %b_l293_c0 : memref<1xi32> to memref<?xi32>
      %l294 = memref.cast %b_l294_c0 : memref<1xi32> to memref<?xi32>
      %l295 = memref.cast %b_l295_c0 : memref<1xf32> to memref<?xf32>
      %l296 = memref.cast %b_l296_c0 : memref<1xf32> to memref<?xf32>
      %l297 = memref.cast %b_l297_c0 : memref<1xf32> to memref<?xf32>
      %l298 = memref.cast %b_l298_c0 : memref<1xf32> to memref<?xf32>
      %l299 = memref.cast %b_l299_c0 : memref<1xi32> to memref<?xi32>
      %l300 = memref.cast %b_l300_c0 : memref<1xi32> to memref<?xi32>
      %l301 = memref.cast %b_l301_c0 : memref<1xf32> to memref<?xf32>
      %l302 = memref.cast %b_l302_c0 : memref<1xf32> to memref<?xf32>
      %l303 = memref.cast %b_l303_c0 : memref<1xf32> to memref<?xf32>
      %l304 = memref.cast %b_l304_c0 : memref<1xf32> to memref<?xf32>
      %l305 = memref.cast %b_l305_c0 : memref<1xi64> to memref<?xi64>
      %l306 = memref.cast %b_l306_c0 : memref<1xi64> to memref<?xi64>
      %l307 = memref.cast %b_l307_c0 : memref<1xi32> to memref<?xi32>
      %l308 = memref.cast %b_l308_c0 : memref<1xi32> to memref<?xi32>
      %l309 = memref.cast %b_l309_c0 : memref<1xi32> to memref<?xi32>
      %l310 = memref.cast %b_l310_c0 : memref<1xi32> to memref<?xi32>
      %l311 = memref.cast %b_l311_c0 : memref<1xi32> to memref<?xi32>
      %l312 = memref.cast %b_l312_c0 : memref<1xi32> to memref<?xi32>
      %l313 = memref.cast %b_l313_c0 : memref<1xi32> to memref<?xi32>
      %l314 = memref.cast %b_l314_c0 : memref<1xf32> to memref<?xf32>
      %l315 = memref.cast %b_l315_c0 : memref<1xi1> to memref<?xi1>
      %l316 = memref.cast %b_l316_c0 : memref<1xi32> to memref<?xi32>
      %l317 = memref.cast %b_l317_c0 : memref<1xi32> to memref<?xi32>
      %l318 = memref.cast %b_l318_c0 : memref<1xi32> to memref<?xi32>
      %l319 = memref.cast %b_l319_c0 : memref<1xf32> to memref<?xf32>
      %l320 = memref.cast %b_l320_c0 : memref<1xi1> to memref<?xi1>
      %l321 = memref.cast %b_l321_c0 : memref<1xi32> to memref<?xi32>
      %l322 = memref.cast %b_l322_c0 : memref<1xi32> to memref<?xi32>
      %l323 = memref.cast %b_l323_c0 : memref<1xi32> to memref<?xi32>
      %l324 = memref.cast %b_l324_c0 : memref<1xf32> to memref<?xf32>
      %l325 = memref.cast %b_l325_c0 : memref<1xi1> to memref<?xi1>
      %l326 = memref.cast %b_l326_c0 : memref<1xf32> to memref<?xf32>
      %l327 = memref.cast %b_l327_c0 : memref<1xf32> to memref<?xf32>
      %l328 = memref.cast %b_l328_c0 : memref<1xf32> to memref<?xf32>
      %l329 = memref.cast %b_l329_c0 : memref<1xf32> to memref<?xf32>
      %l330 = memref.cast %b_l330_c0 : memref<1xf32> to memref<?xf32>
      %l331 = memref.cast %b_l331_c0 : memref<1xi64> to memref<?xi64>
      %l332 = memref.cast %b_l332_c0 : memref<1xi64> to memref<?xi64>
      %l333 = memref.cast %b_l333_c0 : memref<1xi64> to memref<?xi64>
      %l334 = memref.cast %b_l334_c0 : memref<1xi64> to memref<?xi64>
      %l335 = memref.cast %b_l335_c0 : memref<1xi64> to memref<?xi64>
      %l336 = memref.cast %b_l336_c0 : memref<1xi64> to memref<?xi64>
      %l337 = memref.cast %b_l337_c0 : memref<1xi64> to memref<?xi64>
      %l338 = memref.cast %b_l338_c0 : memref<1xi32> to memref<?xi32>
      %l339 = memref.cast %b_l339_c0 : memref<1xi64> to memref<?xi64>
      %l340 = memref.cast %b_l340_c0 : memref<1xi64> to memref<?xi64>
      %l341 = memref.cast %b_l341_c0 : memref<1xi64> to memref<?xi64>
      %l342 = memref.cast %b_l342_c0 : memref<1xi64> to memref<?xi64>
      %l343 = memref.cast %b_l343_c0 : memref<1xi64> to memref<?xi64>
      %l344 = memref.cast %b_l344_c0 : memref<1xi64> to memref<?xi64>
      %l345 = memref.cast %b_l345_c0 : memref<1xi64> to memref<?xi64>
      %l346 = memref.cast %b_l346_c0 : memref<1xi32> to memref<?xi32>
      %l347 = memref.cast %b_l347_c0 : memref<1xi32> to memref<?xi32>
      %l348 = memref.cast %b_l348_c0 : memref<1xi32> to memref<?xi32>
      %l349 = memref.cast %b_l349_c0 : memref<1xi32> to memref<?xi32>
      %l350 = memref.cast %b_l350_c0 : memref<1xi32> to memref<?xi32>
      %l351 = memref.cast %b_l351_c0 : memref<1xi32> to memref<?xi32>
      %l352 = memref.cast %b_l352_c0 : memref<1xi32> to memref<?xi32>
      %l353 = memref.cast %b_l353_c0 : memref<1xf32> to memref<?xf32>
      %l354 = memref.cast %b_l354_c0 : memref<1xf32> to memref<?xf32>
      %l355 = memref.cast %b_l355_c0 : memref<1xf32> to memref<?xf32>
      %l356 = memref.cast %b_l356_c0 : memref<1xf32> to memref<?xf32>
      %l357 = memref.cast %b_l357_c0 : memref<1xi32> to memref<?xi32>
      %l358 = memref.cast %b_l358_c0 : memref<1xi32> to memref<?xi32>
      %l359 = memref.cast %b_l359_c0 : memref<1xf32> to memref<?xf32>
      %l360 = memref.cast %b_l360_c0 : memref<1xf32> to memref<?xf32>
      %l361 = memref.cast %b_l361_c0 : memref<1xf32> to memref<?xf32>
      %l362 = memref.cast %b_l362_c0 : memref<1xf32> to memref<?xf32>
      %l363 = memref.cast %b_l363_c0 : memref<1xi32> to memref<?xi32>
      %l364 = memref.cast %b_l364_c0 : memref<1xi32> to memref<?xi32>
      %l365 = memref.cast %b_l365_c0 : memref<1xf32> to memref<?xf32>
      %l366 = memref.cast %b_l366_c0 : memref<1xf32> to memref<?xf32>
      %l367 = memref.cast %b_l367_c0 : memref<1xf32> to memref<?xf32>
      %l368 = memref.cast %b_l368_c0 : memref<1xf32> to memref<?xf32>
      %l369 = memref.cast %b_l369_c0 : memref<1xi32> to memref<?xi32>
      %l370 = memref.cast %b_l370_c0 : memref<1xi32> to memref<?xi32>
      %l371 = memref.cast %b_l371_c0 : memref<1xf32> to memref<?xf32>
      %l372 = memref.cast %b_l372_c0 : memref<1xf32> to memref<?xf32>
      %l373 = memref.cast %b_l373_c0 : memref<1xf32> to memref<?xf32>
      %l374 = memref.cast %b_l374_c0 : memref<1xf32> to memref<?xf32>
      %l375 = memref.cast %b_l375_c0 : memref<1xi32> to memref<?xi32>
      %l376 = memref.cast %b_l376_c0 : memref<1xi32> to memref<?xi32>
      %l377 = memref.cast %b_l377_c0 : memref<1xf32> to memref<?xf32>
      %l378 = memref.cast %b_l378_c0 : memref<1xf32> to memref<?xf32>
      %l379 = memref.cast %b_l379_c0 : memref<1xf32> to memref<?xf32>
      %l380 = memref.cast %b_l380_c0 : memref<1xf32> to memref<?xf32>
      %l381 = memref.cast %b_l381_c0 : memref<1xi32> to memref<?xi32>
      %l382 = memref.cast %b_l382_c0 : memref<1xi32> to memref<?xi32>
      %l383 = memref.cast %b_l383_c0 : memref<1xf32> to memref<?xf32>
      %l384 = memref.cast %b_l384_c0 : memref<1xf32> to memref<?xf32>
      %l385 = memref.cast %b_l385_c0 : memref<1xf32> to memref<?xf32>
      %l386 = memref.cast %b_l386_c0 : memref<1xf32> to memref<?xf32>
      %l387 = memref.cast %b_l387_c0 : memref<1xi32> to memref<?xi32>
      %l388 = memref.cast %b_l388_c0 : memref<1xi32> to memref<?xi32>
      %l389 = memref.cast %b_l389_c0 : memref<1xf32> to memref<?xf32>
      %l390 = memref.cast %b_l390_c0 : memref<1xf32> to memref<?xf32>
      %l391 = memref.cast %b_l391_c0 : memref<1xf32> to memref<?xf32>
      %l392 = memref.cast %b_l392_c0 : memref<1xf32> to memref<?xf32>
      %l393 = memref.cast %b_l393_c0 : memref<1xi32> to memref<?xi32>
      %l394 = memref.cast %b_l394_c0 : memref<1xi32> to memref<?xi32>
      %l395 = memref.cast %b_l395_c0 : memref<1xf32> to memref<?xf32>
      %l396 = memref.cast %b_l396_c0 : memref<1xf32> to memref<?xf32>
      %l397 = memref.cast %b_l397_c0 : memref<1xf32> to memref<?xf32>
      %l398 = memref.cast %b_l398_c0 : memref<1xf32> to memref<?xf32>
      %l399 = memref.cast %b_l399_c0 : memref<1xi32> to memref<?xi32>
      %l400 = memref.cast %b_l400_c0 : memref<1xi32> to memref<?xi32>
      %l401 = memref.cast %b_l401_c0 : memref<1xf32> to memref<?xf32>
      %l402 = memref.cast %b_l402_c0 : memref<1xf32> to memref<?xf32>
      %l403 = memref.cast %b_l403_c0 : memref<1xf32> to memref<?xf32>
      %l404 = memref.cast %b_l404_c0 : memref<1xf32> to memref<?xf32>
      %l405 = memref.cast %b_l405_c0 : memref<1xi32> to memref<?xi32>
      %l406 = memref.cast %b_l406_c0 : memref<1xi32> to memref<?xi32>
      %l407 = memref.cast %b_l407_c0 : memref<1xf32> to memref<?xf32>
      %l408 = memref.cast %b_l408_c0 : memref<1xf32> to memref<?xf32>
      %l409 = memref.cast %b_l409_c0 : memref<1xf32> to memref<?xf32>
      %l410 = memref.cast %b_l410_c0 : memref<1xf32> to memref<?xf32>
      %l411 = memref.cast %b_l411_c0 : memref<1xi32> to memref<?xi32>
      %l412 = memref.cast %b_l412_c0 : memref<1xi32> to memref<?xi32>
      %l413 = memref.cast %b_l413_c0 : memref<1xf32> to memref<?xf32>
      %l414 = memref.cast %b_l414_c0 : memref<1xf32> to memref<?xf32>
      %l415 = memref.cast %b_l415_c0 : memref<1xf32> to memref<?xf32>
      %l416 = memref.cast %b_l416_c0 : memref<1xf32> to memref<?xf32>
      %l417 = memref.cast %b_l417_c0 : memref<1xi32> to memref<?xi32>
      %l418 = memref.cast %b_l418_c0 : memref<1xi32> to memref<?xi32>
      %l419 = memref.cast %b_l419_c0 : memref<1xf32> to memref<?xf32>
      %l420 = memref.cast %b_l420_c0 : memref<1xf32> to memref<?xf32>
      %l421 = memref.cast %b_l421_c0 : memref<1xf32> to memref<?xf32>
      %l422 = memref.cast %b_l422_c0 : memref<1xf32> to memref<?xf32>
      %l423 = memref.cast %b_l423_c0 : memref<1xi32> to memref<?xi32>
      %l424 = memref.cast %b_l424_c0 : memref<1xi32> to memref<?xi32>
      %l425 = memref.cast %b_l425_c0 : memref<1xf32> to memref<?xf32>
      %l426 = memref.cast %b_l426_c0 : memref<1xf32> to memref<?xf32>
      %l427 = memref.cast %b_l427_c0 : memref<1xf32> to memref<?xf32>
      %l428 = memref.cast %b_l428_c0 : memref<1xf32> to memref<?xf32>
      %l429 = memref.cast %b_l429_c0 : memref<1xi32> to memref<?xi32>
      %l430 = memref.cast %b_l430_c0 : memref<1xi32> to memref<?xi32>
      %l431 = memref.cast %b_l431_c0 : memref<1xf32> to memref<?xf32>
      %l432 = memref.cast %b_l432_c0 : memref<1xf32> to memref<?xf32>
      %l433 = memref.cast %b_l433_c0 : memref<1xf32> to memref<?xf32>
      %l434 = memref.cast %b_l434_c0 : memref<1xf32> to memref<?xf32>
      %l435 = memref.cast %b_l435_c0 : memref<1xi32> to memref<?xi32>
      %l436 = memref.cast %b_l436_c0 : memref<1xi32> to memref<?xi32>
      %l437 = memref.cast %b_l437_c0 : memref<1xf32> to memref<?xf32>
      %l438 = memref.cast %b_l438_c0 : memref<1xf32> to memref<?xf32>
      %l439 = memref.cast %b_l439_c0 : memref<1xf32> to memref<?xf32>
      %l440 = memref.cast %b_l440_c0 : memref<1xf32> to memref<?xf32>
      %l441 = memref.cast %b_l441_c0 : memref<1xi32> to memref<?xi32>
      %l442 = memref.cast %b_l442_c0 : memref<1xi32> to memref<?xi32>
      %l443 = memref.cast %b_l443_c0 : memref<1xf32> to memref<?xf32>
      %l444 = memref.cast %b_l444_c0 : memref<1xf32> to memref<?xf32>
      %l445 = memref.cast %b_l445_c0 : memref<1xf32> to memref<?xf32>
      %l446 = memref.cast %b_l446_c0 : memref<1xf32> to memref<?xf32>
      %l447 = memref.cast %b_l447_c0 : memref<1xi64> to memref<?xi64>
      %l448 = memref.cast %b_l448_c0 : memref<1xi64> to memref<?xi64>
      %l449 = memref.cast %b_l449_c0 : memref<1xi32> to memref<?xi32>
      %l450 = memref.cast %b_l450_c0 : memref<1xi32> to memref<?xi32>
      %l451 = memref.cast %b_l451_c0 : memref<1xi32> to memref<?xi32>
      %l452 = memref.cast %b_l452_c0 : memref<1xi32> to memref<?xi32>
      %l453 = memref.cast %b_l453_c0 : memref<1xi32> to memref<?xi32>
      %l454 = memref.cast %b_l454_c0 : memref<1xi32> to memref<?xi32>
      %l455 = memref.cast %b_l455_c0 : memref<1xi32> to memref<?xi32>
      %l456 = memref.cast %b_l456_c0 : memref<1xf32> to memref<?xf32>
      %l457 = memref.cast %b_l457_c0 : memref<1xi1> to memref<?xi1>
      %l458 = memref.cast %b_l458_c0 : memref<1xi32> to memref<?xi32>
      %l459 = memref.cast %b_l459_c0 : memref<1xi32> to memref<?xi32>
      %l460 = memref.cast %b_l460_c0 : memref<1xi32> to memref<?xi32>
      %l461 = memref.cast %b_l461_c0 : memref<1xf32> to memref<?xf32>
      %l462 = memref.cast %b_l462_c0 : memref<1xi1> to memref<?xi1>
      %l463 = memref.cast %b_l463_c0 : memref<1xi32> to memref<?xi32>
      %l464 = memref.cast %b_l464_c0 : memref<1xi32> to memref<?xi32>
      %l465 = memref.cast %b_l465_c0 : memref<1xi32> to memref<?xi32>
      %l466 = memref.cast %b_l466_c0 : memref<1xf32> to memref<?xf32>
      %l467 = memref.cast %b_l467_c0 : memref<1xi1> to memref<?xi1>
      %l468 = memref.cast %b_l468_c0 : memref<1xf32> to memref<?xf32>
      %l469 = memref.cast %b_l469_c0 : memref<1xf32> to memref<?xf32>
      %l470 = memref.cast %b_l470_c0 : memref<1xf32> to memref<?xf32>
      %l471 = memref.cast %b_l471_c0 : memref<1xf32> to memref<?xf32>
      %l472 = memref.cast %b_l472_c0 : memref<1xf32> to memref<?xf32>
      %l473 = memref.cast %b_l473_c0 : memref<1xi64> to memref<?xi64>
      %l474 = memref.cast %b_l474_c0 : memref<1xi64> to memref<?xi64>
      %l475 = memref.cast %b_l475_c0 : memref<1xi64> to memref<?xi64>
      %l476 = memref.cast %b_l476_c0 : memref<1xi64> to memref<?xi64>
      %l477 = memref.cast %b_l477_c0 : memref<1xi64> to memref<?xi64>
      %l478 = memref.cast %b_l478_c0 : memref<1xi64> to memref<?xi64>
      %l479 = memref.cast %b_l479_c0 : memref<1xi64> to memref<?xi64>
      %l480 = memref.cast %b_l480_c0 : memref<1xi32> to memref<?xi32>
      %l481 = memref.cast %b_l481_c0 : memref<1xi64> to memref<?xi64>
      %l482 = memref.cast %b_l482_c0 : memref<1xi64> to memref<?xi64>
      %l483 = memref.cast %b_l483_c0 : memref<1xi64> to memref<?xi64>
      %l484 = memref.cast %b_l484_c0 : memref<1xi64> to memref<?xi64>
      %l485 = memref.cast %b_l485_c0 : memref<1xi64> to memref<?xi64>
      %l486 = memref.cast %b_l486_c0 : memref<1xi64> to memref<?xi64>
      %l487 = memref.cast %b_l487_c0 : memref<1xi64> to memref<?xi64>
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
      %l589 = memref.cast %b_l589_c0 : memref<1xi64> to memref<?xi64>
      %l590 = memref.cast %b_l590_c0 : memref<1xi64> to memref<?xi64>
      %l591 = memref.cast %b_l591_c0 : memref<1xi32> to memref<?xi32>
      %l592 = memref.cast %b_l592_c0 : memref<1xi32> to memref<?xi32>
      %l593 = memref.cast %b_l593_c0 : memref<1xi32> to memref<?xi32>
      %l594 = memref.cast %b_l594_c0 : memref<1xi32> to memref<?xi32>
      %l595 = memref.cast %b_l595_c0 : memref<1xi32> to memref<?xi32>
      %l596 = memref.cast %b_l596_c0 : memref<1xi32> to memref<?xi32>
      %l597 = memref.cast %b_l597_c0 : memref<1xi32> to memref<?xi32>
      %l598 = memref.cast %b_l598_c0 : memref<1xf32> to memref<?xf32>
      %l599 = memref.cast %b_l599_c0 : memref<1xi1> to memref<?xi1>
      %l600 = memref.cast %b_l600_c0 : memref<1xi32> to memref<?xi32>
      %l601 = memref.cast %b_l601_c0 : memref<1xi32> to memref<?xi32>
      %l602 = memref.cast %b_l602_c0 : memref<1xi32> to memref<?xi32>
      %l603 = memref.cast %b_l603_c0 : memref<1xf32> to memref<?xf32>
      %l604 = memref.cast %b_l604_c0 : memref<1xi1> to memref<?xi1>
      %l605 = memref.cast %b_l605_c0 : memref<1xi32> to memref<?xi32>
      %l606 = memref.cast %b_l606_c0 : memref<1xi32> to memref<?xi32>
      %l607 = memref.cast %b_l607_c0 : memref<1xi32> to memref<?xi32>
      %l608 = memref.cast %b_l608_c0 : memref<1xf32> to memref<?xf32>
      %l609 = memref.cast %b_l609_c0 : memref<1xi1> to memref<?xi1>
      %l610 = memref.cast %b_l610_c0 : memref<1xf32> to memref<?xf32>
      %l611 = memref.cast %b_l611_c0 : memref<1xf32> to memref<?xf32>
      %l612 = memref.cast %b_l612_c0 : memref<1xf32> to memref<?xf32>
      %l613 = memref.cast %b_l613_c0 : memref<1xf32> to memref<?xf32>
      %l614 = memref.cast %b_l614_c0 : memref<1xf32> to memref<?xf32>
      %l615 = memref.cast %b_l615_c0 : memref<1xi64> to memref<?xi64>
      %l616 = memref.cast %b_l616_c0 : memref<1xi64> to memref<?xi64>
      %l617 = memref.cast %b_l617_c0 : memref<1xi64> to memref<?xi64>
      %l618 = memref.cast %b_l618_c0 : memref<1xi64> to memref<?xi64>
      %l619 = memref.cast %b_l619_c0 : memref<1xi64> to memref<?xi64>
      %l620 = memref.cast %b_l620_c0 : memref<1xi64> to memref<?xi64>
      %l621 = memref.cast %b_l621_c0 : memref<1xi64> to memref<?xi64>
      %l622 = memref.cast %b_l622_c0 : memref<1xi32> to memref<?xi32>
      %l623 = memref.cast %b_l623_c0 : memref<1xi64> to memref<?xi64>
      %l624 = memref.cast %b_l624_c0 : memref<1xi64> to memref<?xi64>
      %l625 = memref.cast %b_l625_c0 : memref<1xi64> to memref<?xi64>
      %l626 = memref.cast %b_l626_c0 : memref<1xi64> to memref<?xi64>
      %l627 = memref.cast %b_l627_c0 : memref<1xi64> to memref<?xi64>
      %l628 = memref.cast %b_l628_c0 : memref<1xi64> to memref<?xi64>
      %l629 = memref.cast %b_l629_c0 : memref<1xi64> to memref<?xi64>
      %l630 = memref.cast %b_l630_c0 : memref<1xi32> to memref<?xi32>
      %l631 = memref.cast %b_l631_c0 : memref<1xi32> to memref<?xi32>
      %l632 = memref.cast %b_l632_c0 : memref<1xi32> to memref<?xi32>
      %l633 = memref.cast %b_l633_c0 : memref<1xi32> to memref<?xi32>
      %l634 = memref.cast %b_l634_c0 : memref<1xi32> to memref<?xi32>
      %l635 = memref.cast %b_l635_c0 : memref<1xi32> to memref<?xi32>
      %l636 = memref.cast %b_l636_c0 : memref<1xi32> to memref<?xi32>
      %l637 = memref.cast %b_l637_c0 : memref<1xf32> to memref<?xf32>
      %l638 = memref.cast %b_l638_c0 : memref<1xf32> to memref<?xf32>
      %l639 = memref.cast %b_l639_c0 : memref<1xf32> to memref<?xf32>
      %l640 = memref.cast %b_l640_c0 : memref<1xf32> to memref<?xf32>
      %l641 = memref.cast %b_l641_c0 : memref<1xi32> to memref<?xi32>
      %l642 = memref.cast %b_l642_c0 : memref<1xi32> to memref<?xi32>
      %l643 = memref.cast %b_l643_c0 : memref<1xf32> to memref<?xf32>
      %l644 = memref.cast %b_l644_c0 : memref<1xf32> to memref<?xf32>
      %l645 = memref.cast %b_l645_c0 : memref<1xf32> to memref<?xf32>
      %l646 = memref.cast %b_l646_c0 : memref<1xf32> to memref<?xf32>
      %l647 = memref.cast %b_l647_c0 : memref<1xi32> to memref<?xi32>
      %l648 = memref.cast %b_l648_c0 : memref<1xi32> to memref<?xi32>
      %l649 = memref.cast %b_l649_c0 : memref<1xf32> to memref<?xf32>
      %l650 = memref.cast %b_l650_c0 : memref<1xf32> to memref<?xf32>
      %l651 = memref.cast %b_l651_c0 : memref<1xf32> to memref<?xf32>
      %l652 = memref.cast %b_l652_c0 : memref<1xf32> to memref<?xf32>
      %l653 = memref.cast %b_l653_c0 : memref<1xi32> to memref<?xi32>
      %l654 = memref.cast %b_l654_c0 : memref<1xi32> to memref<?xi32>
      %l655 = memref.cast %b_l655_c0 : memref<1xf32> to memref<?xf32>
      %l656 = memref.cast %b_l656_c0 : memref<1xf32> to memref<?xf32>
      %l657 = memref.cast %b_l657_c0 : memref<1xf32> to memref<?xf32>
      %l658 = memref.cast %b_l658_c0 : memref<1xf32> to memref<?xf32>
      %l659 = memref.cast %b_l659_c0 : memref<1xi32> to memref<?xi32>
      %l660 = memref.cast %b_l660_c0 : memref<1xi32> to memref<?xi32>
      %l661 = memref.cast %b_l661_c0 : memref<1xf32> to memref<?xf32>
      %l662 = memref.cast %b_l662_c0 : memref<1xf32> to memref<?xf32>
      %l663 = memref.cast %b_l663_c0 : memref<1xf32> to memref<?xf32>
      %l664 = memref.cast %b_l664_c0 : memref<1xf32> to memref<?xf32>
      %l665 = memref.cast %b_l665_c0 : memref<1xi32> to memref<?xi32>
      %l666 = memref.cast %b_l666_c0 : memref<1xi32> to memref<?xi32>
      %l667 = memref.cast %b_l667_c0 : memref<1xf32> to memref<?xf32>
      %l668 = memref.cast %b_l668_c0 : memref<1xf32> to memref<?xf32>
      %l669 = memref.cast %b_l669_c0 : memref<1xf32> to memref<?xf32>
      %l670 = memref.cast %b_l670_c0 : memref<1xf32> to memref<?xf32>
      %l671 = memref.cast %b_l671_c0 : memref<1xi32> to memref<?xi32>
      %l672 = memref.cast %b_l672_c0 : memref<1xi32> to memref<?xi32>
      %l673 = memref.cast %b_l673_c0 : memref<1xf32> to memref<?xf32>
      %l674 = memref.cast %b_l674_c0 : memref<1xf32> to memref<?xf32>
      %l675 = memref.cast %b_l675_c0 : memref<1xf32> to memref<?xf32>
      %l676 = memref.cast %b_l676_c0 : memref<1xf32> to memref<?xf32>
      %l677 = memref.cast %b_l677_c0 : memref<1xi32> to memref<?xi32>
      %l678 = memref.cast %b_l678_c0 : memref<1xi32> to memref<?xi32>
      %l679 = memref.cast %b_l679_c0 : memref<1xf32> to memref<?xf32>
      %l680 = memref.cast %b_l680_c0 : memref<1xf32> to memref<?xf32>
      %l681 = memref.cast %b_l681_c0 : memref<1xf32> to memref<?xf32>
      %l682 = memref.cast %b_l682_c0 : memref<1xf32> to memref<?xf32>
      %l683 = memref.cast %b_l683_c0 : memref<1xi32> to memref<?xi32>
      %l684 = memref.cast %b_l684_c0 : memref<1xi32> to memref<?xi32>
      %l685 = memref.cast %b_l685_c0 : memref<1xf32> to memref<?xf32>
      %l686 = memref.cast %b_l686_c0 : memref<1xf32> to memref<?xf32>
      %l687 = memref.cast %b_l687_c0 : memref<1xf32> to memref<?xf32>
      %l688 = memref.cast %b_l688_c0 : memref<1xf32> to memref<?xf32>
      %l689 = memref.cast %b_l689_c0 : memref<1xi32> to memref<?xi32>
      %l690 = memref.cast %b_l690_c0 : memref<1xi32> to memref<?xi32>
      %l691 = memref.cast %b_l691_c0 : memref<1xf32> to memref<?xf32>
      %l692 = memref.cast %b_l692_c0 : memref<1xf32> to memref<?xf32>
      %l693 = memref.cast %b_l693_c0 : memref<1xf32> to memref<?xf32>
      %l694 = memref.cast %b_l694_c0 : memref<1xf32> to memref<?xf32>
      %l695 = memref.cast %b_l695_c0 : memref<1xi32> to memref<?xi32>
      %l696 = memref.cast %b_l696_c0 : memref<1xi32> to memref<?xi32>
      %l697 = memref.cast %b_l697_c0 : memref<1xf32> to memref<?xf32>
      %l698 = memref.cast %b_l698_c0 : memref<1xf32> to memref<?xf32>
      %l699 = memref.cast %b_l699_c0 : memref<1xf32> to memref<?xf32>
      %l700 = memref.cast %b_l700_c0 : memref<1xf32> to memref<?xf32>
      %l701 = memref.cast %b_l701_c0 : memref<1xi32> to memref<?xi32>
      %l702 = memref.cast %b_l702_c0 : memref<1xi32> to memref<?xi32>
      %l703 = memref.cast %b_l703_c0 : memref<1xf32> to memref<?xf32>
      %l704 = memref.cast %b_l704_c0 : memref<1xf32> to memref<?xf32>
      %l705 = memref.cast %b_l705_c0 : memref<1xf32> to memref<?xf32>
      %l706 = memref.cast %b_l706_c0 : memref<1xf32> to memref<?xf32>
      %l707 = memref.cast %b_l707_c0 : memref<1xi32> to memref<?xi32>
      %l708 = memref.cast %b_l708_c0 : memref<1xi32> to memref<?xi32>
      %l709 = memref.cast %b_l709_c0 : memref<1xf32> to memref<?xf32>
      %l710 = memref.cast %b_l710_c0 : memref<1xf32> to memref<?xf32>
      %l711 = memref.cast %b_l711_c0 : memref<1xf32> to memref<?xf32>
      %l712 = memref.cast %b_l712_c0 : memref<1xf32> to memref<?xf32>
      %l713 = memref.cast %b_l713_c0 : memref<1xi32> to memref<?xi32>
      %l714 = memref.cast %b_l714_c0 : memref<1xi32> to memref<?xi32>
      %l715 = memref.cast %b_l715_c0 : memref<1xf32> to memref<?xf32>
      %l716 = memref.cast %b_l716_c0 : memref<1xf32> to memref<?xf32>
      %l717 = memref.cast %b_l717_c0 : memref<1xf32> to memref<?xf32>
      %l718 = memref.cast %b_l718_c0 : memref<1xf32> to memref<?xf32>
      %l719 = memref.cast %b_l719_c0 : memref<1xi32> to memref<?xi32>
      %l720 = memref.cast %b_l720_c0 : memref<1xi32> to memref<?xi32>
      %l721 = memref.cast %b_l721_c0 : memref<1xf32> to memref<?xf32>
      %l722 = memref.cast %b_l722_c0 : memref<1xf32> to memref<?xf32>
      %l723 = memref.cast %b_l723_c0 : memref<1xf32> to memref<?xf32>
      %l724 = memref.cast %b_l724_c0 : memref<1xf32> to memref<?xf32>
      %l725 = memref.cast %b_l725_c0 : memref<1xi32> to memref<?xi32>
      %l726 = memref.cast %b_l726_c0 : memref<1xi32> to memref<?xi32>
      %l727 = memref.cast %b_l727_c0 : memref<1xf32> to memref<?xf32>
      %l728 = memref.cast %b_l728_c0 : memref<1xf32> to memref<?xf32>
      %l729 = memref.cast %b_l729_c0 : memref<1xf32> to memref<?xf32>
      %l730 = memref.cast %b_l730_c0 : memref<1xf32> to memref<?xf32>
      %l731 = memref.cast %b_l731_c0 : memref<1xi64> to memref<?xi64>
      %l732 = memref.cast %b_l732_c0 : memref<1xi64> to memref<?xi64>
      %l733 = memref.cast %b_l733_c0 : memref<1xi32> to memref<?xi32>
      %l734 = memref.cast %b_l734_c0 : memref<1xi32> to memref<?xi32>
      %l735 = memref.cast %b_l735_c0 : memref<1xi32> to memref<?xi32>
      %l736 = memref.cast %b_l736_c0 : memref<1xi32> to memref<?xi32>
      %l737 = memref.cast %b_l737_c0 : memref<1xi32> to memref<?xi32>
      %l738 = memref.cast %b_l738_c0 : memref<1xi32> to memref<?xi32>
      %l739 = memref.cast %b_l739_c0 : memref<1xi32> to memref<?xi32>
      %l740 = memref.cast %b_l740_c0 : memref<1xf32> to memref<?xf32>
      %l741 = memref.cast %b_l741_c0 : memref<1xi1> to memref<?xi1>
      %l742 = memref.cast %b_l742_c0 : memref<1xi32> to memref<?xi32>
      %l743 = memref.cast %b_l743_c0 : memref<1xi32> to memref<?xi32>
      %l744 = memref.cast %b_l744_c0 : memref<1xi32> to memref<?xi32>
      %l745 = memref.cast %b_l745_c0 : memref<1xf32> to memref<?xf32>
      %l746 = memref.cast %b_l746_c0 : memref<1xi1> to memref<?xi1>
      %l747 = memref.cast %b_l747_c0 : memref<1xi32> to memref<?xi32>
      %l748 = memref.cast %b_l748_c0 : memref<1xi32> to memref<?xi32>
      %l749 = memref.cast %b_l749_c0 : memref<1xi32> to memref<?xi32>
      %l750 = memref.cast %b_l750_c0 : memref<1xf32> to memref<?xf32>
      %l751 = memref.cast %b_l751_c0 : memref<1xi1> to memref<?xi1>
      %l752 = memref.cast %b_l752_c0 : memref<1xf32> to memref<?xf32>
      %l753 = memref.cast %b_l753_c0 : memref<1xf32> to memref<?xf32>
      %l754 = memref.cast %b_l754_c0 : memref<1xf32> to memref<?xf32>
      %l755 = memref.cast %b_l755_c0 : memref<1xf32> to memref<?xf32>
      %l756 = memref.cast %b_l756_c0 : memref<1xf32> to memref<?xf32>
      %l757 = memref.cast %b_l757_c0 : memref<1xi64> to memref<?xi64>
      %l758 = memref.cast %b_l758_c0 : memref<1xi32> to memref<?xi32>
      %l759 = memref.cast %b_l759_c0 : memref<1xi32> to memref<?xi32>
      %l760 = memref.cast %b_l760_c0 : memref<1xi32> to memref<?xi32>
      %l761 = memref.cast %b_l761_c0 : memref<1xi1> to memref<?xi1>
      %l762 = memref.cast %b_l762_c0 : memref<1xi32> to memref<?xi32>
      %l763 = memref.cast %b_l763_c0 : memref<1xi1> to memref<?xi1>
      %l764 = memref.cast %b_l764_c0 : memref<1xi64> to memref<?xi64>
      %l765 = memref.cast %b_l765_c0 : memref<1xi64> to memref<?xi64>
      %l766 = memref.cast %b_l766_c0 : memref<1xi1> to memref<?xi1>
      %l767 = memref.cast %b_l767_c0 : memref<1xi64> to memref<?xi64>
      %l768 = memref.cast %b_l768_c0 : memref<1xi64> to memref<?xi64>
      %l769 = memref.cast %b_l769_c0 : memref<1xi1> to memref<?xi1>
      %l770 = memref.cast %b_l770_c0 : memref<1xi64> to memref<?xi64>
      %l771 = memref.cast %b_l771_c0 : memref<1xi64> to memref<?xi64>
      %l772 = memref.cast %b_l772_c0 : memref<1xi1> to memref<?xi1>
      %l773 = memref.cast %b_l773_c0 : memref<1xi64> to memref<?xi64>
      %l774 = memref.cast %b_l774_c0 : memref<1xi64> to memref<?xi64>
      %l775 = memref.cast %b_l775_c0 : memref<1xi64> to memref<?xi64>
      %l776 = memref.cast %b_l776_c0 : memref<1xi64> to memref<?xi64>
      %l777 = memref.cast %b_l777_c0 : memref<1xi1> to memref<?xi1>
      %l778 = memref.cast %b_l778_c0 : memref<1xi64> to memref<?xi64>
      %l779 = memref.cast %b_l779_c0 : memref<1xi64> to memref<?xi64>
      %l780 = memref.cast %b_l780_c0 : memref<1xi64> to memref<?xi64>
      %l781 = memref.cast %b_l781_c0 : memref<1xi64> to memref<?xi64>
      %l782 = memref.cast %b_l782_c0 : memref<1xi64> to memref<?xi64>
      %l783 = memref.cast %b_l783_c0 : memref<1xi64> to memref<?xi64>
      %l784 = memref.cast %b_l784_c0 : memref<1xi64> to memref<?xi64>
      %l785 = memref.cast %b_l785_c0 : memref<1xi64> to memref<?xi64>
      %l786 = memref.cast %b_l786_c0 : memref<1xi64> to memref<?xi64>
      %l787 = memref.cast %b_l787_c0 : memref<1xi64> to memref<?xi64>
      %l788 = memref.cast %b_l788_c0 : memref<1xi64> to memref<?xi64>
      %l789 = memref.cast %b_l789_c0 : memref<1xi64> to memref<?xi64>
      %l790 = memref.cast %b_l790_c0 : memref<1xi64> to memref<?xi64>
      %l791 = memref.cast %b_l791_c0 : memref<1xi64> to memref<?xi64>
      %l792 = memref.cast %b_l792_c0 : memref<1xi64> to memref<?xi64>
      %l793 = memref.cast %b_l793_c0 : memref<1xi64> to memref<?xi64>
      %l794 = memref.cast %b_l794_c0 : memref<1xi64> to memref<?xi64>
      %l795 = memref.cast %b_l795_c0 : memref<1xi1> to memref<?xi1>
      %l796 = memref.cast %b_l796_c0 : memref<1xi1> to memref<?xi1>
      %l797 = memref.cast %b_l797_c0 : memref<1xi1> to memref<?xi1>
      %l798 = memref.cast %b_l798_c0 : memref<1xi1> to memref<?xi1>
      %l799 = memref.cast %b_l799_c0 : memref<1xi1> to memref<?xi1>
      %l800 = memref.cast %b_l800_c0 : memref<1xi1> to memref<?xi1>
      %l801 = memref.cast %b_l801_c0 : memref<1xi1> to memref<?xi1>
      %l802 = memref.cast %b_l802_c0 : memref<1xi1> to memref<?xi1>
      %l803 = memref.cast %b_l803_c0 : memref<1xi1> to memref<?xi1>
      %l804 = memref.cast %b_l804_c0 : memref<1xi1> to memref<?xi1>
      %l805 = memref.cast %b_l805_c0 : memref<1xi1> to memref<?xi1>
      %l806 = memref.cast %b_l806_c0 : memref<1xi1> to memref<?xi1>
      %l807 = memref.cast %b_l807_c0 : memref<1xi1> to memref<?xi1>
      %l808 = memref.cast %b_l808_c0 : memref<1xi1> to memref<?xi1>
      %l809 = memref.cast %b_l809_c0 : memref<1xi1> to memref<?xi1>
      %l810 = memref.cast %b_l810_c0 : memref<1xi1> to memref<?xi1>
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
      %l821 = memref.cast %b_l821_c0 : memref<1xf32> to memref<?xf32>
      %l822 = memref.cast %b_l822_c0 : memref<1xf32> to memref<?xf32>
      %l823 = memref.cast %b_l823_c0 : memref<1xf32> to memref<?xf32>
      %l824 = memref.cast %b_l824_c0 : memref<1xf32> to memref<?xf32>
      %l825 = memref.cast %b_l825_c0 : memref<1xf32> to memref<?xf32>
      %l826 = memref.cast %b_l826_c0 : memref<1xf32> to memref<?xf32>
      %l827 = memref.cast %b_l827_c0 : memref<1xi64> to memref<?xi64>
      %l828 = memref.cast %b_l828_c0 : memref<1xi64> to memref<?xi64>
      %l829 = memref.cast %b_l829_c0 : memref<1xi64> to memref<?xi64>
      %l830 = memref.cast %b_l830_c0 : memref<1xi64> to memref<?xi64>
      %l831 = memref.cast %b_l831_c0 : memref<1xi64> to memref<?xi64>
      %l832 = memref.cast %b_l832_c0 : memref<1xi64> to memref<?xi64>
      %l833 = memref.cast %b_l833_c0 : memref<1xi1> to memref<?xi1>
      %l834 = memref.cast %b_l834_c0 : memref<1xi1> to memref<?xi1>
      %l835 = memref.cast %b_l835_c0 : memref<1xi1> to memref<?xi1>
      %l836 = memref.cast %b_l836_c0 : memref<1xi1> to memref<?xi1>
      %l837 = memref.cast %b_l837_c0 : memref<1xi32> to memref<?xi32>
      %l838 = memref.cast %b_l838_c0 : memref<1xi32> to memref<?xi32>
      %l839 = memref.cast %b_l839_c0 : memref<1xi32> to memref<?xi32>
      %l840 = memref.cast %b_l840_c0 : memref<1xi32> to memref<?xi32>
      %l841 = memref.cast %b_l841_c0 : memref<1xf32> to memref<?xf32>
      %l842 = memref.cast %b_l842_c0 : memref<1xi1> to memref<?xi1>
      %l843 = memref.cast %b_l843_c0 : memref<1xf32> to memref<?xf32>
      %l844 = memref.cast %b_l844_c0 : memref<1xi1> to memref<?xi1>
      %l845 = memref.cast %b_l845_c0 : memref<1xf32> to memref<?xf32>
      %l846 = memref.cast %b_l846_c0 : memref<1xi1> to memref<?xi1>
      %l847 = memref.cast %b_l847_c0 : memref<1xf32> to memref<?xf32>
      %l848 = memref.cast %b_l848_c0 : memref<1xi64> to memref<?xi64>
      %l849 = memref.cast %b_l849_c0 : memref<1xi64> to memref<?xi64>
      %l850 = memref.cast %b_l850_c0 : memref<1xi64> to memref<?xi64>
      %l851 = memref.cast %b_l851_c0 : memref<1xi64> to memref<?xi64>
      %l852 = memref.cast %b_l852_c0 : memref<1xi64> to memref<?xi64>
      %l853 = memref.cast %b_l853_c0 : memref<1xi64> to memref<?xi64>
      %l854 = memref.cast %b_l854_c0 : memref<1xi64> to memref<?xi64>
      %l855 = memref.cast %b_l855_c0 : memref<1xi32> to memref<?xi32>
      %l856 = memref.cast %b_l856_c0 : memref<1xi64> to memref<?xi64>
      %l857 = memref.cast %b_l857_c0 : memref<1xi64> to memref<?xi64>
      %l858 = memref.cast %b_l858_c0 : memref<1xi64> to memref<?xi64>
      %l859 = memref.cast %b_l859_c0 : memref<1xi64> to memref<?xi64>
      %l860 = memref.cast %b_l860_c0 : memref<1xi64> to memref<?xi64>
      %l861 = memref.cast %b_l861_c0 : memref<1xi64> to memref<?xi64>
      %l862 = memref.cast %b_l862_c0 : memref<1xi64> to memref<?xi64>
      %l863 = memref.cast %b_l863_c0 : memref<1xi32> to memref<?xi32>
      %l864 = memref.cast %b_l864_c0 : memref<1xi32> to memref<?xi32>
      %l865 = memref.cast %b_l865_c0 : memref<1xi32> to memref<?xi32>
      %l866 = memref.cast %b_l866_c0 : memref<1xi32> to memref<?xi32>
      %l867 = memref.cast %b_l867_c0 : memref<1xi32> to memref<?xi32>
      %l868 = memref.cast %b_l868_c0 : memref<1xi32> to memref<?xi32>
      %l869 = memref.cast %b_l869_c0 : memref<1xi32> to memref<?xi32>
      %l870 = memref.cast %b_l870_c0 : memref<1xf32> to memref<?xf32>
      %l871 = memref.cast %b_l871_c0 : memref<1xf32> to memref<?xf32>
      %l872 = memref.cast %b_l872_c0 : memref<1xf32> to memref<?xf32>
      %l873 = memref.cast %b_l873_c0 : memref<1xf32> to memref<?xf32>
      %l874 = memref.cast %b_l874_c0 : memref<1xi32> to memref<?xi32>
      %l875 = memref.cast %b_l875_c0 : memref<1xi32> to memref<?xi32>
      %l876 = memref.cast %b_l876_c0 : memref<1xf32> to memref<?xf32>
      %l877 = memref.cast %b_l877_c0 : memref<1xf32> to memref<?xf32>
      %l878 = memref.cast %b_l878_c0 : memref<1xf32> to memref<?xf32>
      %l879 = memref.cast %b_l879_c0 : memref<1xf32> to memref<?xf32>
      %l880 = memref.cast %b_l880_c0 : memref<1xi32> to memref<?xi32>
      %l881 = memref.cast %b_l881_c0 : memref<1xi32> to memref<?xi32>
      %l882 = memref.cast %b_l882_c0 : memref<1xf32> to memref<?xf32>
      %l883 = memref.cast %b_l883_c0 : memref<1xf32> to memref<?xf32>
      %l884 = memref.cast %b_l884_c0 : memref<1xf32> to memref<?xf32>
      %l885 = memref.cast %b_l885_c0 : memref<1xf32> to memref<?xf32>
      %l886 = memref.cast %b_l886_c0 : memref<1xi32> to memref<?xi32>
      %l887 = memref.cast %b_l887_c0 : memref<1xi32> to memref<?xi32>
      %l888 = memref.cast %b_l888_c0 : memref<1xf32> to memref<?xf32>
      %l889 = memref.cast %b_l889_c0 : memref<1xf32> to memref<?xf32>
      %l890 = memref.cast %b_l890_c0 : memref<1xf32> to memref<?xf32>
      %l891 = memref.cast %b_l891_c0 : memref<1xf32> to memref<?xf32>
      %l892 = memref.cast %b_l892_c0 : memref<1xi32> to memref<?xi32>
      %l893 = memref.cast %b_l893_c0 : memref<1xi32> to memref<?xi32>
      %l894 = memref.cast %b_l894_c0 : memref<1xf32> to memref<?xf32>
      %l895 = memref.cast %b_l895_c0 : memref<1xf32> to memref<?xf32>
      %l896 = memref.cast %b_l896_c0 : memref<1xf32> to memref<?xf32>
      %l897 = memref.cast %b_l897_c0 : memref<1xf32> to memref<?xf32>
      %l898 = memref.cast %b_l898_c0 : memref<1xi32> to memref<?xi32>
      %l899 = memref.cast %b_l899_c0 : memref<1xi32> to memref<?xi32>
      %l900 = memref.cast %b_l900_c0 : memref<1xf32> to memref<?xf32>
      %l901 = memref.cast %b_l901_c0 : memref<1xf32> to memref<?xf32>
      %l902 = memref.cast %b_l902_c0 : memref<1xf32> to memref<?xf32>
      %l903 = memref.cast %b_l903_c0 : memref<1xf32> to memref<?xf32>
      %l904 = memref.cast %b_l904_c0 : memref<1xi32> to memref<?xi32>
      %l905 = memref.cast %b_l905_c0 : memref<1xi32> to memref<?xi32>
      %l906 = memref.cast %b_l906_c0 : memref<1xf32> to memref<?xf32>
      %l907 = memref.cast %b_l907_c0 : memref<1xf32> to memref<?xf32>
      %l908 = memref.cast %b_l908_c0 : memref<1xf32> to memref<?xf32>
      %l909 = memref.cast %b_l909_c0 : memref<1xf32> to memref<?xf32>
      %l910 = memref.cast %b_l910_c0 : memref<1xi32> to memref<?xi32>
      %l911 = memref.cast %b_l911_c0 : memref<1xi32> to memref<?xi32>
      %l912 = memref.cast %b_l912_c0 : memref<1xf32> to memref<?xf32>
      %l913 = memref.cast %b_l913_c0 : memref<1xf32> to memref<?xf32>
      %l914 = memref.cast %b_l914_c0 : memref<1xf32> to memref<?xf32>
      %l915 = memref.cast %b_l915_c0 : memref<1xf32> to memref<?xf32>
      %l916 = memref.cast %b_l916_c0 : memref<1xi32> to memref<?xi32>
      %l917 = memref.cast %b_l917_c0 : memref<1xi32> to memref<?xi32>
      %l918 = memref.cast %b_l918_c0 : memref<1xf32> to memref<?xf32>
      %l919 = memref.cast %b_l919_c0 : memref<1xf32> to memref<?xf32>
      %l920 = memref.cast %b_l920_c0 : memref<1xf32> to memref<?xf32>
      %l921 = memref.cast %b_l921_c0 : memref<1xf32> to memref<?xf32>
      %l922 = memref.cast %b_l922_c0 : memref<1xi32> to memref<?xi32>
      %l923 = memref.cast %b_l923_c0 : memref<1xi32> to memref<?xi32>
      %l924 = memref.cast %b_l924_c0 : memref<1xf32> to memref<?xf32>
      %l925 = memref.cast %b_l925_c0 : memref<1xf32> to memref<?xf32>
      %l926 = memref.cast %b_l926_c0 : memref<1xf32> to memref<?xf32>
      %l927 = memref.cast %b_l927_c0 : memref<1xf32> to memref<?xf32>
      %l928 = memref.cast %b_l928_c0 : memref<1xi32> to memref<?xi32>
      %l929 = memref.cast %b_l929_c0 : memref<1xi32> to memref<?xi32>
      %l930 = memref.cast %b_l930_c0 : memref<1xf32> to memref<?xf32>
      %l931 = memref.cast %b_l931_c0 : memref<1xf32> to memref<?xf32>
      %l932 = memref.cast %b_l932_c0 : memref<1xf32> to memref<?xf32>
      %l933 = memref.cast %b_l933_c0 : memref<1xf32> to memref<?xf32>
      %l934 = memref.cast %b_l934_c0 : memref<1xi32> to memref<?xi32>
      %l935 = memref.cast %b_l935_c0 : memref<1xi32> to memref<?xi32>
      %l936 = memref.cast %b_l936_c0 : memref<1xf32> to memref<?xf32>
      %l937 = memref.cast %b_l937_c0 : memref<1xf32> to memref<?xf32>
      %l938 = memref.cast %b_l938_c0 : memref<1xf32> to memref<?xf32>
      %l939 = memref.cast %b_l939_c0 : memref<1xf32> to memref<?xf32>
      %l940 = memref.cast %b_l940_c0 : memref<1xi32> to memref<?xi32>
      %l941 = memref.cast %b_l941_c0 : memref<1xi32> to memref<?xi32>
      %l942 = memref.cast %b_l942_c0 : memref<1xf32> to memref<?xf32>
      %l943 = memref.cast %b_l943_c0 : memref<1xf32> to memref<?xf32>
      %l944 = memref.cast %b_l944_c0 : memref<1xf32> to memref<?xf32>
      %l945 = memref.cast %b_l945_c0 : memref<1xf32> to memref<?xf32>
      %l946 = memref.cast %b_l946_c0 : memref<1xi32> to memref<?xi32>
      %l947 = memref.cast %b_l947_c0 : memref<1xi32> to memref<?xi32>
      %l948 = memref.cast %b_l948_c0 : memref<1xf32> to memref<?xf32>
      %l949 = memref.cast %b_l949_c0 : memref<1xf32> to memref<?xf32>
      %l950 = memref.cast %b_l950_c0 : memref<1xf32> to memref<?xf32>
      %l951 = memref.cast %b_l951_c0 : memref<1xf32> to memref<?xf32>
      %l952 = memref.cast %b_l952_c0 : memref<1xi32> to memref<?xi32>
      %l953 = memref.cast %b_l953_c0 : memref<1xi32> to memref<?xi32>
      %l954 = memref.cast %b_l954_c0 : memref<1xf32> to memref<?xf32>
      %l955 = memref.cast %b_l955_c0 : memref<1xf32> to memref<?xf32>
      %l956 = memref.cast %b_l956_c0 : memref<1xf32> to memref<?xf32>
      %l957 = memref.cast %b_l957_c0 : memref<1xf32> to memref<?xf32>
      %l958 = memref.cast %b_l958_c0 : memref<1xi32> to memref<?xi32>
      %l959 = memref.cast %b_l959_c0 : memref<1xi32> to memref<?xi32>
      %l960 = memref.cast %b_l960_c0 : memref<1xf32> to memref<?xf32>
      %l961 = memref.cast %b_l961_c0 : memref<1xf32> to memref<?xf32>
      %l962 = memref.cast %b_l962_c0 : memref<1xf32> to memref<?xf32>
      %l963 = memref.cast %b_l963_c0 : memref<1xf32> to memref<?xf32>
      %l964 = memref.cast %b_l964_c0 : memref<1xi64> to memref<?xi64>
      %l965 = memref.cast %b_l965_c0 : memref<1xi64> to memref<?xi64>
      %l966 = memref.cast %b_l966_c0 : memref<1xi32> to memref<?xi32>
      %l967 = memref.cast %b_l967_c0 : memref<1xi32> to memref<?xi32>
      %l968 = memref.cast %b_l968_c0 : memref<1xi32> to memref<?xi32>
      %l969 = memref.cast %b_l969_c0 : memref<1xi32> to memref<?xi32>
      %l970 = memref.cast %b_l970_c0 : memref<1xi32> to memref<?xi32>
      %l971 = memref.cast %b_l971_c0 : memref<1xi32> to memref<?xi32>
      %l972 = memref.cast %b_l972_c0 : memref<1xi32> to memref<?xi32>
      %l973 = memref.cast %b_l973_c0 : memref<1xf32> to memref<?xf32>
      %l974 = memref.cast %b_l974_c0 : memref<1xi1> to memref<?xi1>
      %l975 = memref.cast %b_l975_c0 : memref<1xi32> to memref<?xi32>
      %l976 = memref.cast %b_l976_c0 : memref<1xi32> to memref<?xi32>
      %l977 = memref.cast %b_l977_c0 : memref<1xi32> to memref<?xi32>
      %l978 = memref.cast %b_l978_c0 : memref<1xf32> to memref<?xf32>
      %l979 = memref.cast %b_l979_c0 : memref<1xi1> to memref<?xi1>
      %l980 = memref.cast %b_l980_c0 : memref<1xi32> to memref<?xi32>
      %l981 = memref.cast %b_l981_c0 : memref<1xi32> to memref<?xi32>
      %l982 = memref.cast %b_l982_c0 : memref<1xi32> to memref<?xi32>
      %l983 = memref.cast %b_l983_c0 : memref<1xf32> to memref<?xf32>
      %l984 = memref.cast %b_l984_c0 : memref<1xi1> to memref<?xi1>
      %l985 = memref.cast %b_l985_c0 : memref<1xf32> to memref<?xf32>
      %l986 = memref.cast %b_l986_c0 : memref<1xf32> to memref<?xf32>
      %l987 = memref.cast %b_l987_c0 : memref<1xf32> to memref<?xf32>
      %l988 = memref.cast %b_l988_c0 : memref<1xf32> to memref<?xf32>
      %l989 = memref.cast %b_l989_c0 : memref<1xf32> to memref<?xf32>
      %l990 = memref.cast %b_l990_c0 : memref<1xi1> to memref<?xi1>
      %l991 = memref.cast %b_l991_c0 : memref<1xf32> to memref<?xf32>
      %l992 = memref.cast %b_l992_c0 : memref<1xi1> to memref<?xi1>
      %l993 = memref.cast %b_l993_c0 : memref<1xf32> to memref<?xf32>
      %l994 = memref.cast %b_l994_c0 : memref<1xi1> to memref<?xi1>
      %l995 = memref.cast %b_l995_c0 : memref<1xf32> to memref<?xf32>
      %l996 = memref.cast %b_l996_c0 : memref<1xi1> to memref<?xi1>
      %l997 = memref.cast %b_l997_c0 : memref<1xf32> to memref<?xf32>
      %l998 = memref.cast %b_l998_c0 : memref<1xf32> to memref<?xf32>
      %l999 = memref.cast %b_l999_c0 : memref<1xf32> to memref<?xf32>
      %l1000 = memref.cast %b_l1000_c0 : memref<1xf32> to memref<?xf32>
      %l1001 = memref.cast %b_l1001_c0 : memref<1xf32> to memref<?xf32>
      %l1002 = memref.cast %b_l1002_c0 : memref<1xi64> to memref<?xi64>
      %l1003 = memref.cast %b_l1003_c0 : memref<1xi64> to memref<?xi64>
      %l1008 = memref.cast %b_l1008_c0 : memref<1xi1> to memref<?xi1>
      %l1009 = memref.cast %b_l1009_c0 : memref<1xi1> to memref<?xi1>
      %l1010 = memref.cast %b_l1010_c0 : memref<1xi1> to memref<?xi1>
      %l1011 = memref.cast %b_l1011_c0 : memref<1xi1> to memref<?xi1>
      %l1013 = memref.cast %b_l1013_c0 : memref<1xi64> to memref<?xi64>
      %l1014 = memref.cast %b_l1014_c0 : memref<1xi1> to memref<?xi1>
      %l1015 = memref.cast %b_l1015_c0 : memref<1xi64> to memref<?xi64>
      %l1016 = memref.cast %b_l1016_c0 : memref<1xi1> to memref<?xi1>
      %l1017 = memref.cast %b_l1017_c0 : memref<1xi64> to memref<?xi64>
      %l1018 = memref.cast %b_l1018_c0 : memref<1xi64> to memref<?xi64>
      %l1019 = memref.cast %b_l1019_c0 : memref<1xi64> to memref<?xi64>
      %l1020 = memref.cast %b_l1020_c0 : memref<1xi64> to memref<?xi64>
      %l1021 = memref.cast %b_l1021_c0 : memref<1xi64> to memref<?xi64>
      %l1022 = memref.cast %b_l1022_c0 : memref<1xi64> to memref<?xi64>
      %l1023 = memref.cast %b_l1023_c0 : memref<1xi64> to memref<?xi64>
      %l1024 = memref.cast %b_l1024_c0 : memref<1xi64> to memref<?xi64>
      %l1025 = memref.cast %b_l1025_c0 : memref<1xi1> to memref<?xi1>
      %l1026 = memref.cast %b_l1026_c0 : memref<1xi1> to memref<?xi1>
      %l1027 = memref.cast %b_l1027_c0 : memref<1xi1> to memref<?xi1>
      %l1028 = memref.cast %b_l1028_c0 : memref<1xi1> to memref<?xi1>
      %l1029 = memref.cast %b_l1029_c0 : memref<1xi1> to memref<?xi1>
      %l1030 = memref.cast %b_l1030_c0 : memref<1xi1> to memref<?xi1>
      %l1031 = memref.cast %b_l1031_c0 : memref<1xi1> to memref<?xi1>
      %l1032 = memref.cast %b_l1032_c0 : memref<1xi1> to memref<?xi1>
      %l1033 = memref.cast %b_l1033_c0 : memref<1xf32> to memref<?xf32>
      %l1034 = memref.cast %b_l1034_c0 : memref<1xf32> to memref<?xf32>
      %l1035 = memref.cast %b_l1035_c0 : memref<1xf32> to memref<?xf32>
      %l1036 = memref.cast %b_l1036_c0 : memref<1xf32> to memref<?xf32>
      %l1037 = memref.cast %b_l1037_c0 : memref<1xf32> to memref<?xf32>
      %l1038 = memref.cast %b_l1038_c0 : memref<1xf32> to memref<?xf32>
      %l1039 = memref.cast %b_l1039_c0 : memref<1xf32> to memref<?xf32>
      %l1040 = memref.cast %b_l1040_c0 : memref<1xf32> to memref<?xf32>
      %l1041 = memref.cast %b_l1041_c0 : memref<1xf32> to memref<?xf32>
      %l1042 = memref.cast %b_l1042_c0 : memref<1xf32> to memref<?xf32>
      %l1043 = memref.cast %b_l1043_c0 : memref<1xf32> to memref<?xf32>
      %l1044 = memref.cast %b_l1044_c0 : memref<1xf32> to memref<?xf32>
      %l1045 = memref.cast %b_l1045_c0 : memref<1xi64> to memref<?xi64>
      %l1046 = memref.cast %b_l1046_c0 : memref<1xi1> to memref<?xi1>
      %l1047 = memref.cast %b_l1047_c0 : memref<1xi64> to memref<?xi64>
      %l1048 = memref.cast %b_l1048_c0 : memref<1xi64> to memref<?xi64>
      %l1049 = memref.cast %b_l1049_c0 : memref<1xi64> to memref<?xi64>
      %l1050 = memref.cast %b_l1050_c0 : memref<1xi64> to memref<?xi64>
      %l1051 = memref.cast %b_l1051_c0 : memref<1xi1> to memref<?xi1>
      %l1052 = memref.cast %b_l1052_c0 : memref<1xi1> to memref<?xi1>
      %l1053 = memref.cast %b_l1053_c0 : memref<1xf32> to memref<?xf32>
      %l1054 = memref.cast %b_l1054_c0 : memref<1xi64> to memref<?xi64>
      %l1055 = memref.cast %b_l1055_c0 : memref<1xi1> to memref<?xi1>
      %l1056 = memref.cast %b_l1056_c0 : memref<1xi1> to memref<?xi1>
      %l1057 = memref.cast %b_l1057_c0 : memref<1xf32> to memref<?xf32>
      %l1058 = memref.cast %b_l1058_c0 : memref<1xi64> to memref<?xi64>
      %l1059 = memref.cast %b_l1059_c0 : memref<1xi1> to memref<?xi1>
      %l1060 = memref.cast %b_l1060_c0 : memref<1xi1> to memref<?xi1>
      %l1061 = memref.cast %b_l1061_c0 : memref<1xf32> to memref<?xf32>
      %l1062 = memref.cast %b_l1062_c0 : memref<1xi64> to memref<?xi64>
      %l1063 = memref.cast %b_l1063_c0 : memref<1xi1> to memref<?xi1>
      %l1064 = memref.cast %b_l1064_c0 : memref<1xi1> to memref<?xi1>
      %l1065 = memref.cast %b_l1065_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 134: ^bb134, 147: ^bb147]
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
                %v83 = memref.load %ls7[%lane] : memref<?xi64>
                %v84 = arith.constant 0 : i64
                %v85 = arith.addi %v83, %v84 : i64
                memref.store %v85, %l24[%k0] : memref<?xi64>
                %v86 = arith.index_cast %n2 : index to i64
                memref.store %v86, %l25[%k0] : memref<?xi64>
                %v87 = memref.load %l24[%k0] : memref<?xi64>
                %v88 = memref.load %l25[%k0] : memref<?xi64>
                %v89 = arith.cmpi ult, %v87, %v88 : i64
                memref.store %v89, %l26[%k0] : memref<?xi1>
                %v90 = memref.load %l26[%k0] : memref<?xi1>
                cf.cond_br %v90, ^bb3, ^bb6
              ^bb3:
                %v91 = memref.load %l24[%k0] : memref<?xi64>
                %v92 = memref.load %l10[%k0] : memref<?xi64>
                %v93 = arith.muli %v91, %v92 : i64
                memref.store %v93, %l27[%k0] : memref<?xi64>
                %v94 = memref.load %ls1[%lane] : memref<?xi64>
                %v95 = arith.constant 2 : i64
                %v96 = arith.constant 0 : i64
                %v97 = arith.cmpi eq, %v95, %v96 : i64
                %v98 = arith.constant 1 : i64
                %v99 = arith.select %v97, %v98, %v95 : i64
                %v100 = arith.divui %v94, %v99 : i64
                memref.store %v100, %l28[%k0] : memref<?xi64>
                %v101 = memref.load %l27[%k0] : memref<?xi64>
                %v102 = memref.load %l28[%k0] : memref<?xi64>
                %v103 = arith.addi %v101, %v102 : i64
                memref.store %v103, %l29[%k0] : memref<?xi64>
                %v104 = memref.load %l29[%k0] : memref<?xi64>
                %v105 = arith.constant 18 : i64
                %v106 = arith.muli %v104, %v105 : i64
                memref.store %v106, %l30[%k0] : memref<?xi64>
                %v107 = memref.load %l30[%k0] : memref<?xi64>
                %v108 = arith.constant 4 : i64
                %v109 = arith.constant 0 : i64
                %v110 = arith.cmpi eq, %v108, %v109 : i64
                %v111 = arith.constant 1 : i64
                %v112 = arith.select %v110, %v111, %v108 : i64
                %v113 = arith.divui %v107, %v112 : i64
                memref.store %v113, %l31[%k0] : memref<?xi64>
                %v114 = memref.load %l31[%k0] : memref<?xi64>
                %v115 = memref.load %l9[%k0] : memref<?xi64>
                %v116 = arith.cmpi ult, %v114, %v115 : i64
                memref.store %v116, %l32[%k0] : memref<?xi1>
                %v117 = memref.load %l32[%k0] : memref<?xi1>
                cf.cond_br %v117, ^bb4, ^bb5
              ^bb4:
                %v118 = memref.load %l31[%k0] : memref<?xi64>
                memref.store %v118, %l22[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v119 = memref.load %l30[%k0] : memref<?xi64>
                %v120 = arith.constant 4 : i64
                %v121 = arith.constant 0 : i64
                %v122 = arith.cmpi eq, %v120, %v121 : i64
                %v123 = arith.constant 1 : i64
                %v124 = arith.select %v122, %v123, %v120 : i64
                %v125 = arith.remui %v119, %v124 : i64
                memref.store %v125, %l33[%k0] : memref<?xi64>
                %v126 = memref.load %l33[%k0] : memref<?xi64>
                %v127 = arith.constant 8 : i64
                %v128 = arith.muli %v126, %v127 : i64
                memref.store %v128, %l34[%k0] : memref<?xi64>
                %v129 = arith.constant 16 : i64
                %v130 = memref.load %l34[%k0] : memref<?xi64>
                %v131 = arith.addi %v129, %v130 : i64
                memref.store %v131, %l23[%k0] : memref<?xi64>
                cf.br ^bb6
              ^bb6:
                %v132 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v132, %l35[%k0] : memref<?xi64>
                %v133 = arith.constant 16 : i64
                memref.store %v133, %l36[%k0] : memref<?xi64>
                %v134 = memref.load %ls7[%lane] : memref<?xi64>
                %v135 = arith.constant 1 : i64
                %v136 = arith.addi %v134, %v135 : i64
                memref.store %v136, %l37[%k0] : memref<?xi64>
                %v137 = arith.index_cast %n2 : index to i64
                memref.store %v137, %l38[%k0] : memref<?xi64>
                %v138 = memref.load %l37[%k0] : memref<?xi64>
                %v139 = memref.load %l38[%k0] : memref<?xi64>
                %v140 = arith.cmpi ult, %v138, %v139 : i64
                memref.store %v140, %l39[%k0] : memref<?xi1>
                %v141 = memref.load %l39[%k0] : memref<?xi1>
                cf.cond_br %v141, ^bb7, ^bb10
              ^bb7:
                %v142 = memref.load %l37[%k0] : memref<?xi64>
                %v143 = memref.load %l10[%k0] : memref<?xi64>
                %v144 = arith.muli %v142, %v143 : i64
                memref.store %v144, %l40[%k0] : memref<?xi64>
                %v145 = memref.load %ls1[%lane] : memref<?xi64>
                %v146 = arith.constant 2 : i64
                %v147 = arith.constant 0 : i64
                %v148 = arith.cmpi eq, %v146, %v147 : i64
                %v149 = arith.constant 1 : i64
                %v150 = arith.select %v148, %v149, %v146 : i64
                %v151 = arith.divui %v145, %v150 : i64
                memref.store %v151, %l41[%k0] : memref<?xi64>
                %v152 = memref.load %l40[%k0] : memref<?xi64>
                %v153 = memref.load %l41[%k0] : memref<?xi64>
                %v154 = arith.addi %v152, %v153 : i64
                memref.store %v154, %l42[%k0] : memref<?xi64>
                %v155 = memref.load %l42[%k0] : memref<?xi64>
                %v156 = arith.constant 18 : i64
                %v157 = arith.muli %v155, %v156 : i64
                memref.store %v157, %l43[%k0] : memref<?xi64>
                %v158 = memref.load %l43[%k0] : memref<?xi64>
                %v159 = arith.constant 4 : i64
                %v160 = arith.constant 0 : i64
                %v161 = arith.cmpi eq, %v159, %v160 : i64
                %v162 = arith.constant 1 : i64
                %v163 = arith.select %v161, %v162, %v159 : i64
                %v164 = arith.divui %v158, %v163 : i64
                memref.store %v164, %l44[%k0] : memref<?xi64>
                %v165 = memref.load %l44[%k0] : memref<?xi64>
                %v166 = memref.load %l9[%k0] : memref<?xi64>
                %v167 = arith.cmpi ult, %v165, %v166 : i64
                memref.store %v167, %l45[%k0] : memref<?xi1>
                %v168 = memref.load %l45[%k0] : memref<?xi1>
                cf.cond_br %v168, ^bb8, ^bb9
              ^bb8:
                %v169 = memref.load %l44[%k0] : memref<?xi64>
                memref.store %v169, %l35[%k0] : memref<?xi64>
                cf.br ^bb9
              ^bb9:
                %v170 = memref.load %l43[%k0] : memref<?xi64>
                %v171 = arith.constant 4 : i64
                %v172 = arith.constant 0 : i64
                %v173 = arith.cmpi eq, %v171, %v172 : i64
                %v174 = arith.constant 1 : i64
                %v175 = arith.select %v173, %v174, %v171 : i64
                %v176 = arith.remui %v170, %v175 : i64
                memref.store %v176, %l46[%k0] : memref<?xi64>
                %v177 = memref.load %l46[%k0] : memref<?xi64>
                %v178 = arith.constant 8 : i64
                %v179 = arith.muli %v177, %v178 : i64
                memref.store %v179, %l47[%k0] : memref<?xi64>
                %v180 = arith.constant 16 : i64
                %v181 = memref.load %l47[%k0] : memref<?xi64>
                %v182 = arith.addi %v180, %v181 : i64
                memref.store %v182, %l36[%k0] : memref<?xi64>
                cf.br ^bb10
              ^bb10:
                %v183 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v183, %l48[%k0] : memref<?xi64>
                %v184 = arith.constant 16 : i64
                memref.store %v184, %l49[%k0] : memref<?xi64>
                %v185 = memref.load %ls7[%lane] : memref<?xi64>
                %v186 = arith.constant 2 : i64
                %v187 = arith.addi %v185, %v186 : i64
                memref.store %v187, %l50[%k0] : memref<?xi64>
                %v188 = arith.index_cast %n2 : index to i64
                memref.store %v188, %l51[%k0] : memref<?xi64>
                %v189 = memref.load %l50[%k0] : memref<?xi64>
                %v190 = memref.load %l51[%k0] : memref<?xi64>
                %v191 = arith.cmpi ult, %v189, %v190 : i64
                memref.store %v191, %l52[%k0] : memref<?xi1>
                %v192 = memref.load %l52[%k0] : memref<?xi1>
                cf.cond_br %v192, ^bb11, ^bb14
              ^bb11:
                %v193 = memref.load %l50[%k0] : memref<?xi64>
                %v194 = memref.load %l10[%k0] : memref<?xi64>
                %v195 = arith.muli %v193, %v194 : i64
                memref.store %v195, %l53[%k0] : memref<?xi64>
                %v196 = memref.load %ls1[%lane] : memref<?xi64>
                %v197 = arith.constant 2 : i64
                %v198 = arith.constant 0 : i64
                %v199 = arith.cmpi eq, %v197, %v198 : i64
                %v200 = arith.constant 1 : i64
                %v201 = arith.select %v199, %v200, %v197 : i64
                %v202 = arith.divui %v196, %v201 : i64
                memref.store %v202, %l54[%k0] : memref<?xi64>
                %v203 = memref.load %l53[%k0] : memref<?xi64>
                %v204 = memref.load %l54[%k0] : memref<?xi64>
                %v205 = arith.addi %v203, %v204 : i64
                memref.store %v205, %l55[%k0] : memref<?xi64>
                %v206 = memref.load %l55[%k0] : memref<?xi64>
                %v207 = arith.constant 18 : i64
                %v208 = arith.muli %v206, %v207 : i64
                memref.store %v208, %l56[%k0] : memref<?xi64>
                %v209 = memref.load %l56[%k0] : memref<?xi64>
                %v210 = arith.constant 4 : i64
                %v211 = arith.constant 0 : i64
                %v212 = arith.cmpi eq, %v210, %v211 : i64
                %v213 = arith.constant 1 : i64
                %v214 = arith.select %v212, %v213, %v210 : i64
                %v215 = arith.divui %v209, %v214 : i64
                memref.store %v215, %l57[%k0] : memref<?xi64>
                %v216 = memref.load %l57[%k0] : memref<?xi64>
                %v217 = memref.load %l9[%k0] : memref<?xi64>
                %v218 = arith.cmpi ult, %v216, %v217 : i64
                memref.store %v218, %l58[%k0] : memref<?xi1>
                %v219 = memref.load %l58[%k0] : memref<?xi1>
                cf.cond_br %v219, ^bb12, ^bb13
              ^bb12:
                %v220 = memref.load %l57[%k0] : memref<?xi64>
                memref.store %v220, %l48[%k0] : memref<?xi64>
                cf.br ^bb13
              ^bb13:
                %v221 = memref.load %l56[%k0] : memref<?xi64>
                %v222 = arith.constant 4 : i64
                %v223 = arith.constant 0 : i64
                %v224 = arith.cmpi eq, %v222, %v223 : i64
                %v225 = arith.constant 1 : i64
                %v226 = arith.select %v224, %v225, %v222 : i64
                %v227 = arith.remui %v221, %v226 : i64
                memref.store %v227, %l59[%k0] : memref<?xi64>
                %v228 = memref.load %l59[%k0] : memref<?xi64>
                %v229 = arith.constant 8 : i64
                %v230 = arith.muli %v228, %v229 : i64
                memref.store %v230, %l60[%k0] : memref<?xi64>
                %v231 = arith.constant 16 : i64
                %v232 = memref.load %l60[%k0] : memref<?xi64>
                %v233 = arith.addi %v231, %v232 : i64
                memref.store %v233, %l49[%k0] : memref<?xi64>
                cf.br ^bb14
              ^bb14:
                %v234 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v234, %l61[%k0] : memref<?xi64>
                %v235 = arith.constant 16 : i64
                memref.store %v235, %l62[%k0] : memref<?xi64>
                %v236 = memref.load %ls7[%lane] : memref<?xi64>
                %v237 = arith.constant 3 : i64
                %v238 = arith.addi %v236, %v237 : i64
                memref.store %v238, %l63[%k0] : memref<?xi64>
                %v239 = arith.index_cast %n2 : index to i64
                memref.store %v239, %l64[%k0] : memref<?xi64>
                %v240 = memref.load %l63[%k0] : memref<?xi64>
                %v241 = memref.load %l64[%k0] : memref<?xi64>
                %v242 = arith.cmpi ult, %v240, %v241 : i64
                memref.store %v242, %l65[%k0] : memref<?xi1>
                %v243 = memref.load %l65[%k0] : memref<?xi1>
                cf.cond_br %v243, ^bb15, ^bb18
              ^bb15:
                %v244 = memref.load %l63[%k0] : memref<?xi64>
                %v245 = memref.load %l10[%k0] : memref<?xi64>
                %v246 = arith.muli %v244, %v245 : i64
                memref.store %v246, %l66[%k0] : memref<?xi64>
                %v247 = memref.load %ls1[%lane] : memref<?xi64>
                %v248 = arith.constant 2 : i64
                %v249 = arith.constant 0 : i64
                %v250 = arith.cmpi eq, %v248, %v249 : i64
                %v251 = arith.constant 1 : i64
                %v252 = arith.select %v250, %v251, %v248 : i64
                %v253 = arith.divui %v247, %v252 : i64
                memref.store %v253, %l67[%k0] : memref<?xi64>
                %v254 = memref.load %l66[%k0] : memref<?xi64>
                %v255 = memref.load %l67[%k0] : memref<?xi64>
                %v256 = arith.addi %v254, %v255 : i64
                memref.store %v256, %l68[%k0] : memref<?xi64>
                %v257 = memref.load %l68[%k0] : memref<?xi64>
                %v258 = arith.constant 18 : i64
                %v259 = arith.muli %v257, %v258 : i64
                memref.store %v259, %l69[%k0] : memref<?xi64>
                %v260 = memref.load %l69[%k0] : memref<?xi64>
                %v261 = arith.constant 4 : i64
                %v262 = arith.constant 0 : i64
                %v263 = arith.cmpi eq, %v261, %v262 : i64
                %v264 = arith.constant 1 : i64
                %v265 = arith.select %v263, %v264, %v261 : i64
                %v266 = arith.divui %v260, %v265 : i64
                memref.store %v266, %l70[%k0] : memref<?xi64>
                %v267 = memref.load %l70[%k0] : memref<?xi64>
                %v268 = memref.load %l9[%k0] : memref<?xi64>
                %v269 = arith.cmpi ult, %v267, %v268 : i64
                memref.store %v269, %l71[%k0] : memref<?xi1>
                %v270 = memref.load %l71[%k0] : memref<?xi1>
                cf.cond_br %v270, ^bb16, ^bb17
              ^bb16:
                %v271 = memref.load %l70[%k0] : memref<?xi64>
                memref.store %v271, %l61[%k0] : memref<?xi64>
                cf.br ^bb17
              ^bb17:
                %v272 = memref.load %l69[%k0] : memref<?xi64>
                %v273 = arith.constant 4 : i64
                %v274 = arith.constant 0 : i64
                %v275 = arith.cmpi eq, %v273, %v274 : i64
                %v276 = arith.constant 1 : i64
                %v277 = arith.select %v275, %v276, %v273 : i64
                %v278 = arith.remui %v272, %v277 : i64
                memref.store %v278, %l72[%k0] : memref<?xi64>
                %v279 = memref.load %l72[%k0] : memref<?xi64>
                %v280 = arith.constant 8 : i64
                %v281 = arith.muli %v279, %v280 : i64
                memref.store %v281, %l73[%k0] : memref<?xi64>
                %v282 = arith.constant 16 : i64
                %v283 = memref.load %l73[%k0] : memref<?xi64>
                %v284 = arith.addi %v282, %v283 : i64
                memref.store %v284, %l62[%k0] : memref<?xi64>
                cf.br ^bb18
              ^bb18:
                %v285 = arith.constant 0x00000000 : f32
                memref.store %v285, %l74[%k0] : memref<?xf32>
                %v286 = arith.constant 0x00000000 : f32
                memref.store %v286, %l75[%k0] : memref<?xf32>
                %v287 = arith.constant 0x00000000 : f32
                memref.store %v287, %l76[%k0] : memref<?xf32>
                %v288 = arith.constant 0x00000000 : f32
                memref.store %v288, %l77[%k0] : memref<?xf32>
                %v289 = memref.load %ls1[%lane] : memref<?xi64>
                %v290 = arith.constant 2 : i64
                %v291 = arith.constant 0 : i64
                %v292 = arith.cmpi eq, %v290, %v291 : i64
                %v293 = arith.constant 1 : i64
                %v294 = arith.select %v292, %v293, %v290 : i64
                %v295 = arith.divui %v289, %v294 : i64
                memref.store %v295, %l78[%k0] : memref<?xi64>
                %v296 = memref.load %l78[%k0] : memref<?xi64>
                %v297 = arith.constant 32 : i64
                %v298 = arith.muli %v296, %v297 : i64
                memref.store %v298, %l79[%k0] : memref<?xi64>
                %v299 = arith.constant 8 : i64
                %v300 = memref.load %l2[%k0] : memref<?xi64>
                %v301 = arith.muli %v299, %v300 : i64
                memref.store %v301, %l80[%k0] : memref<?xi64>
                %v302 = memref.load %l79[%k0] : memref<?xi64>
                %v303 = memref.load %l80[%k0] : memref<?xi64>
                %v304 = arith.addi %v302, %v303 : i64
                memref.store %v304, %l81[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v305 = memref.load %l81[%k0] : memref<?xi64>
                memref.store %v305, %l82[%k0] : memref<?xi64>
                %v306 = memref.load %l82[%k0] : memref<?xi64>
                %v307 = memref.load %l11[%k0] : memref<?xi64>
                %v308 = arith.cmpi uge, %v306, %v307 : i64
                memref.store %v308, %l83[%k0] : memref<?xi1>
                %v309 = memref.load %l83[%k0] : memref<?xi1>
                cf.cond_br %v309, ^bb77, ^bb20
              ^bb20:
                %v310 = memref.load %l82[%k0] : memref<?xi64>
                %v311 = arith.constant 512 : i64
                %v312 = arith.constant 0 : i64
                %v313 = arith.cmpi eq, %v311, %v312 : i64
                %v314 = arith.constant 1 : i64
                %v315 = arith.select %v313, %v314, %v311 : i64
                %v316 = arith.divui %v310, %v315 : i64
                memref.store %v316, %l84[%k0] : memref<?xi64>
                %v317 = memref.load %l84[%k0] : memref<?xi64>
                %v318 = arith.constant 72 : i64
                %v319 = arith.muli %v317, %v318 : i64
                memref.store %v319, %l85[%k0] : memref<?xi64>
                %v320 = memref.load %l82[%k0] : memref<?xi64>
                %v321 = arith.constant 1 : i64
                %v322 = arith.addi %v320, %v321 : i64
                memref.store %v322, %l86[%k0] : memref<?xi64>
                %v323 = memref.load %l82[%k0] : memref<?xi64>
                %v324 = arith.constant 2 : i64
                %v325 = arith.addi %v323, %v324 : i64
                memref.store %v325, %l87[%k0] : memref<?xi64>
                %v326 = memref.load %l82[%k0] : memref<?xi64>
                %v327 = arith.constant 3 : i64
                %v328 = arith.addi %v326, %v327 : i64
                memref.store %v328, %l88[%k0] : memref<?xi64>
                %v329 = memref.load %l82[%k0] : memref<?xi64>
                %v330 = arith.constant 4 : i64
                %v331 = arith.addi %v329, %v330 : i64
                memref.store %v331, %l89[%k0] : memref<?xi64>
                %v332 = memref.load %l82[%k0] : memref<?xi64>
                %v333 = arith.constant 5 : i64
                %v334 = arith.addi %v332, %v333 : i64
                memref.store %v334, %l90[%k0] : memref<?xi64>
                %v335 = memref.load %l82[%k0] : memref<?xi64>
                %v336 = arith.constant 6 : i64
                %v337 = arith.addi %v335, %v336 : i64
                memref.store %v337, %l91[%k0] : memref<?xi64>
                %v338 = memref.load %l82[%k0] : memref<?xi64>
                %v339 = arith.constant 7 : i64
                %v340 = arith.addi %v338, %v339 : i64
                memref.store %v340, %l92[%k0] : memref<?xi64>
                %v341 = memref.load %l82[%k0] : memref<?xi64>
                %v342 = arith.constant 16 : i64
                %v343 = arith.addi %v341, %v342 : i64
                memref.store %v343, %l93[%k0] : memref<?xi64>
                %v344 = memref.load %l82[%k0] : memref<?xi64>
                %v345 = arith.constant 17 : i64
                %v346 = arith.addi %v344, %v345 : i64
                memref.store %v346, %l94[%k0] : memref<?xi64>
                %v347 = memref.load %l82[%k0] : memref<?xi64>
                %v348 = arith.constant 18 : i64
                %v349 = arith.addi %v347, %v348 : i64
                memref.store %v349, %l95[%k0] : memref<?xi64>
                %v350 = memref.load %l82[%k0] : memref<?xi64>
                %v351 = arith.constant 19 : i64
                %v352 = arith.addi %v350, %v351 : i64
                memref.store %v352, %l96[%k0] : memref<?xi64>
                %v353 = memref.load %l82[%k0] : memref<?xi64>
                %v354 = arith.constant 20 : i64
                %v355 = arith.addi %v353, %v354 : i64
                memref.store %v355, %l97[%k0] : memref<?xi64>
                %v356 = memref.load %l82[%k0] : memref<?xi64>
                %v357 = arith.constant 21 : i64
                %v358 = arith.addi %v356, %v357 : i64
                memref.store %v358, %l98[%k0] : memref<?xi64>
                %v359 = memref.load %l82[%k0] : memref<?xi64>
                %v360 = arith.constant 22 : i64
                %v361 = arith.addi %v359, %v360 : i64
                memref.store %v361, %l99[%k0] : memref<?xi64>
                %v362 = memref.load %l82[%k0] : memref<?xi64>
                %v363 = arith.constant 23 : i64
                %v364 = arith.addi %v362, %v363 : i64
                memref.store %v364, %l100[%k0] : memref<?xi64>
                %v365 = memref.load %l100[%k0] : memref<?xi64>
                %v366 = memref.load %l8[%k0] : memref<?xi64>
                %v367 = arith.cmpi ult, %v365, %v366 : i64
                memref.store %v367, %l101[%k0] : memref<?xi1>
                %v368 = memref.load %l101[%k0] : memref<?xi1>
                cf.cond_br %v368, ^bb21, ^bb77
              ^bb21:
                %v369 = memref.load %l82[%k0] : memref<?xi64>
                %v370 = memref.load %l8[%k0] : memref<?xi64>
                %v371 = arith.cmpi ult, %v369, %v370 : i64
                memref.store %v371, %l102[%k0] : memref<?xi1>
                %v372 = memref.load %l102[%k0] : memref<?xi1>
                cf.cond_br %v372, ^bb22, ^bb77
              ^bb22:
                %v373 = memref.load %l86[%k0] : memref<?xi64>
                %v374 = memref.load %l8[%k0] : memref<?xi64>
                %v375 = arith.cmpi ult, %v373, %v374 : i64
                memref.store %v375, %l103[%k0] : memref<?xi1>
                %v376 = memref.load %l103[%k0] : memref<?xi1>
                cf.cond_br %v376, ^bb23, ^bb77
              ^bb23:
                %v377 = memref.load %l87[%k0] : memref<?xi64>
                %v378 = memref.load %l8[%k0] : memref<?xi64>
                %v379 = arith.cmpi ult, %v377, %v378 : i64
                memref.store %v379, %l104[%k0] : memref<?xi1>
                %v380 = memref.load %l104[%k0] : memref<?xi1>
                cf.cond_br %v380, ^bb24, ^bb77
              ^bb24:
                %v381 = memref.load %l88[%k0] : memref<?xi64>
                %v382 = memref.load %l8[%k0] : memref<?xi64>
                %v383 = arith.cmpi ult, %v381, %v382 : i64
                memref.store %v383, %l105[%k0] : memref<?xi1>
                %v384 = memref.load %l105[%k0] : memref<?xi1>
                cf.cond_br %v384, ^bb25, ^bb77
              ^bb25:
                %v385 = memref.load %l89[%k0] : memref<?xi64>
                %v386 = memref.load %l8[%k0] : memref<?xi64>
                %v387 = arith.cmpi ult, %v385, %v386 : i64
                memref.store %v387, %l106[%k0] : memref<?xi1>
                %v388 = memref.load %l106[%k0] : memref<?xi1>
                cf.cond_br %v388, ^bb26, ^bb77
              ^bb26:
                %v389 = memref.load %l90[%k0] : memref<?xi64>
                %v390 = memref.load %l8[%k0] : memref<?xi64>
                %v391 = arith.cmpi ult, %v389, %v390 : i64
                memref.store %v391, %l107[%k0] : memref<?xi1>
                %v392 = memref.load %l107[%k0] : memref<?xi1>
                cf.cond_br %v392, ^bb27, ^bb77
              ^bb27:
                %v393 = memref.load %l91[%k0] : memref<?xi64>
                %v394 = memref.load %l8[%k0] : memref<?xi64>
                %v395 = arith.cmpi ult, %v393, %v394 : i64
                memref.store %v395, %l108[%k0] : memref<?xi1>
                %v396 = memref.load %l108[%k0] : memref<?xi1>
                cf.cond_br %v396, ^bb28, ^bb77
              ^bb28:
                %v397 = memref.load %l92[%k0] : memref<?xi64>
                %v398 = memref.load %l8[%k0] : memref<?xi64>
                %v399 = arith.cmpi ult, %v397, %v398 : i64
                memref.store %v399, %l109[%k0] : memref<?xi1>
                %v400 = memref.load %l109[%k0] : memref<?xi1>
                cf.cond_br %v400, ^bb29, ^bb77
              ^bb29:
                %v401 = memref.load %l93[%k0] : memref<?xi64>
                %v402 = memref.load %l8[%k0] : memref<?xi64>
                %v403 = arith.cmpi ult, %v401, %v402 : i64
                memref.store %v403, %l110[%k0] : memref<?xi1>
                %v404 = memref.load %l110[%k0] : memref<?xi1>
                cf.cond_br %v404, ^bb30, ^bb77
              ^bb30:
                %v405 = memref.load %l94[%k0] : memref<?xi64>
                %v406 = memref.load %l8[%k0] : memref<?xi64>
                %v407 = arith.cmpi ult, %v405, %v406 : i64
                memref.store %v407, %l111[%k0] : memref<?xi1>
                %v408 = memref.load %l111[%k0] : memref<?xi1>
                cf.cond_br %v408, ^bb31, ^bb77
              ^bb31:
                %v409 = memref.load %l95[%k0] : memref<?xi64>
                %v410 = memref.load %l8[%k0] : memref<?xi64>
                %v411 = arith.cmpi ult, %v409, %v410 : i64
                memref.store %v411, %l112[%k0] : memref<?xi1>
                %v412 = memref.load %l112[%k0] : memref<?xi1>
                cf.cond_br %v412, ^bb32, ^bb77
              ^bb32:
                %v413 = memref.load %l96[%k0] : memref<?xi64>
                %v414 = memref.load %l8[%k0] : memref<?xi64>
                %v415 = arith.cmpi ult, %v413, %v414 : i64
                memref.store %v415, %l113[%k0] : memref<?xi1>
                %v416 = memref.load %l113[%k0] : memref<?xi1>
                cf.cond_br %v416, ^bb33, ^bb77
              ^bb33:
                %v417 = memref.load %l97[%k0] : memref<?xi64>
                %v418 = memref.load %l8[%k0] : memref<?xi64>
                %v419 = arith.cmpi ult, %v417, %v418 : i64
                memref.store %v419, %l114[%k0] : memref<?xi1>
                %v420 = memref.load %l114[%k0] : memref<?xi1>
                cf.cond_br %v420, ^bb34, ^bb77
              ^bb34:
                %v421 = memref.load %l98[%k0] : memref<?xi64>
                %v422 = memref.load %l8[%k0] : memref<?xi64>
                %v423 = arith.cmpi ult, %v421, %v422 : i64
                memref.store %v423, %l115[%k0] : memref<?xi1>
                %v424 = memref.load %l115[%k0] : memref<?xi1>
                cf.cond_br %v424, ^bb35, ^bb77
              ^bb35:
                %v425 = memref.load %l99[%k0] : memref<?xi64>
                %v426 = memref.load %l8[%k0] : memref<?xi64>
                %v427 = arith.cmpi ult, %v425, %v426 : i64
                memref.store %v427, %l116[%k0] : memref<?xi1>
                %v428 = memref.load %l116[%k0] : memref<?xi1>
                cf.cond_br %v428, ^bb36, ^bb77
              ^bb36:
                %v429 = memref.load %l82[%k0] : memref<?xi64>
                %v430 = arith.index_cast %v429 : i64 to index
                %v431 = memref.load %p1[%v430] : memref<?xf32>
                memref.store %v431, %l117[%k0] : memref<?xf32>
                %v432 = memref.load %l86[%k0] : memref<?xi64>
                %v433 = arith.index_cast %v432 : i64 to index
                %v434 = memref.load %p1[%v433] : memref<?xf32>
                memref.store %v434, %l118[%k0] : memref<?xf32>
                %v435 = memref.load %l87[%k0] : memref<?xi64>
                %v436 = arith.index_cast %v435 : i64 to index
                %v437 = memref.load %p1[%v436] : memref<?xf32>
                memref.store %v437, %l119[%k0] : memref<?xf32>
                %v438 = memref.load %l88[%k0] : memref<?xi64>
                %v439 = arith.index_cast %v438 : i64 to index
                %v440 = memref.load %p1[%v439] : memref<?xf32>
                memref.store %v440, %l120[%k0] : memref<?xf32>
                %v441 = memref.load %l89[%k0] : memref<?xi64>
                %v442 = arith.index_cast %v441 : i64 to index
                %v443 = memref.load %p1[%v442] : memref<?xf32>
                memref.store %v443, %l121[%k0] : memref<?xf32>
                %v444 = memref.load %l90[%k0] : memref<?xi64>
                %v445 = arith.index_cast %v444 : i64 to index
                %v446 = memref.load %p1[%v445] : memref<?xf32>
                memref.store %v446, %l122[%k0] : memref<?xf32>
                %v447 = memref.load %l91[%k0] : memref<?xi64>
                %v448 = arith.index_cast %v447 : i64 to index
                %v449 = memref.load %p1[%v448] : memref<?xf32>
                memref.store %v449, %l123[%k0] : memref<?xf32>
                %v450 = memref.load %l92[%k0] : memref<?xi64>
                %v451 = arith.index_cast %v450 : i64 to index
                %v452 = memref.load %p1[%v451] : memref<?xf32>
                memref.store %v452, %l124[%k0] : memref<?xf32>
                %v453 = memref.load %l93[%k0] : memref<?xi64>
                %v454 = arith.index_cast %v453 : i64 to index
                %v455 = memref.load %p1[%v454] : memref<?xf32>
                memref.store %v455, %l125[%k0] : memref<?xf32>
                %v456 = memref.load %l94[%k0] : memref<?xi64>
                %v457 = arith.index_cast %v456 : i64 to index
                %v458 = memref.load %p1[%v457] : memref<?xf32>
                memref.store %v458, %l126[%k0] : memref<?xf32>
                %v459 = memref.load %l95[%k0] : memref<?xi64>
                %v460 = arith.index_cast %v459 : i64 to index
                %v461 = memref.load %p1[%v460] : memref<?xf32>
                memref.store %v461, %l127[%k0] : memref<?xf32>
                %v462 = memref.load %l96[%k0] : memref<?xi64>
                %v463 = arith.index_cast %v462 : i64 to index
                %v464 = memref.load %p1[%v463] : memref<?xf32>
                memref.store %v464, %l128[%k0] : memref<?xf32>
                %v465 = memref.load %l97[%k0] : memref<?xi64>
                %v466 = arith.index_cast %v465 : i64 to index
                %v467 = memref.load %p1[%v466] : memref<?xf32>
                memref.store %v467, %l129[%k0] : memref<?xf32>
                %v468 = memref.load %l98[%k0] : memref<?xi64>
                %v469 = arith.index_cast %v468 : i64 to index
                %v470 = memref.load %p1[%v469] : memref<?xf32>
                memref.store %v470, %l130[%k0] : memref<?xf32>
                %v471 = memref.load %l99[%k0] : memref<?xi64>
                %v472 = arith.index_cast %v471 : i64 to index
                %v473 = memref.load %p1[%v472] : memref<?xf32>
                memref.store %v473, %l131[%k0] : memref<?xf32>
                %v474 = memref.load %l100[%k0] : memref<?xi64>
                %v475 = arith.index_cast %v474 : i64 to index
                %v476 = memref.load %p1[%v475] : memref<?xf32>
                memref.store %v476, %l132[%k0] : memref<?xf32>
                %v477 = memref.load %l22[%k0] : memref<?xi64>
                memref.store %v477, %l133[%k0] : memref<?xi64>
                %v478 = memref.load %l133[%k0] : memref<?xi64>
                %v479 = memref.load %l85[%k0] : memref<?xi64>
                %v480 = arith.addi %v478, %v479 : i64
                memref.store %v480, %l134[%k0] : memref<?xi64>
                %v481 = arith.constant 2 : i64
                %v482 = memref.load %l2[%k0] : memref<?xi64>
                %v483 = arith.muli %v481, %v482 : i64
                memref.store %v483, %l135[%k0] : memref<?xi64>
                %v484 = memref.load %l134[%k0] : memref<?xi64>
                %v485 = memref.load %l135[%k0] : memref<?xi64>
                %v486 = arith.addi %v484, %v485 : i64
                memref.store %v486, %l136[%k0] : memref<?xi64>
                %v487 = memref.load %l136[%k0] : memref<?xi64>
                %v488 = arith.constant 1 : i64
                %v489 = arith.addi %v487, %v488 : i64
                memref.store %v489, %l137[%k0] : memref<?xi64>
                %v490 = memref.load %l136[%k0] : memref<?xi64>
                %v491 = arith.constant 2 : i64
                %v492 = arith.addi %v490, %v491 : i64
                memref.store %v492, %l138[%k0] : memref<?xi64>
                %v493 = memref.load %l35[%k0] : memref<?xi64>
                memref.store %v493, %l139[%k0] : memref<?xi64>
                %v494 = memref.load %l139[%k0] : memref<?xi64>
                %v495 = memref.load %l85[%k0] : memref<?xi64>
                %v496 = arith.addi %v494, %v495 : i64
                memref.store %v496, %l140[%k0] : memref<?xi64>
                %v497 = arith.constant 2 : i64
                %v498 = memref.load %l2[%k0] : memref<?xi64>
                %v499 = arith.muli %v497, %v498 : i64
                memref.store %v499, %l141[%k0] : memref<?xi64>
                %v500 = memref.load %l140[%k0] : memref<?xi64>
                %v501 = memref.load %l141[%k0] : memref<?xi64>
                %v502 = arith.addi %v500, %v501 : i64
                memref.store %v502, %l142[%k0] : memref<?xi64>
                %v503 = memref.load %l142[%k0] : memref<?xi64>
                %v504 = arith.constant 1 : i64
                %v505 = arith.addi %v503, %v504 : i64
                memref.store %v505, %l143[%k0] : memref<?xi64>
                %v506 = memref.load %l142[%k0] : memref<?xi64>
                %v507 = arith.constant 2 : i64
                %v508 = arith.addi %v506, %v507 : i64
                memref.store %v508, %l144[%k0] : memref<?xi64>
                %v509 = memref.load %l48[%k0] : memref<?xi64>
                memref.store %v509, %l145[%k0] : memref<?xi64>
                %v510 = memref.load %l145[%k0] : memref<?xi64>
                %v511 = memref.load %l85[%k0] : memref<?xi64>
                %v512 = arith.addi %v510, %v511 : i64
                memref.store %v512, %l146[%k0] : memref<?xi64>
                %v513 = arith.constant 2 : i64
                %v514 = memref.load %l2[%k0] : memref<?xi64>
                %v515 = arith.muli %v513, %v514 : i64
                memref.store %v515, %l147[%k0] : memref<?xi64>
                %v516 = memref.load %l146[%k0] : memref<?xi64>
                %v517 = memref.load %l147[%k0] : memref<?xi64>
                %v518 = arith.addi %v516, %v517 : i64
                memref.store %v518, %l148[%k0] : memref<?xi64>
                %v519 = memref.load %l148[%k0] : memref<?xi64>
                %v520 = arith.constant 1 : i64
                %v521 = arith.addi %v519, %v520 : i64
                memref.store %v521, %l149[%k0] : memref<?xi64>
                %v522 = memref.load %l148[%k0] : memref<?xi64>
                %v523 = arith.constant 2 : i64
                %v524 = arith.addi %v522, %v523 : i64
                memref.store %v524, %l150[%k0] : memref<?xi64>
                %v525 = memref.load %l61[%k0] : memref<?xi64>
                memref.store %v525, %l151[%k0] : memref<?xi64>
                %v526 = memref.load %l151[%k0] : memref<?xi64>
                %v527 = memref.load %l85[%k0] : memref<?xi64>
                %v528 = arith.addi %v526, %v527 : i64
                memref.store %v528, %l152[%k0] : memref<?xi64>
                %v529 = arith.constant 2 : i64
                %v530 = memref.load %l2[%k0] : memref<?xi64>
                %v531 = arith.muli %v529, %v530 : i64
                memref.store %v531, %l153[%k0] : memref<?xi64>
                %v532 = memref.load %l152[%k0] : memref<?xi64>
                %v533 = memref.load %l153[%k0] : memref<?xi64>
                %v534 = arith.addi %v532, %v533 : i64
                memref.store %v534, %l154[%k0] : memref<?xi64>
                %v535 = memref.load %l154[%k0] : memref<?xi64>
                %v536 = arith.constant 1 : i64
                %v537 = arith.addi %v535, %v536 : i64
                memref.store %v537, %l155[%k0] : memref<?xi64>
                %v538 = memref.load %l154[%k0] : memref<?xi64>
                %v539 = arith.constant 2 : i64
                %v540 = arith.addi %v538, %v539 : i64
                memref.store %v540, %l156[%k0] : memref<?xi64>
                %v541 = memref.load %l138[%k0] : memref<?xi64>
                %v542 = memref.load %l9[%k0] : memref<?xi64>
                %v543 = arith.cmpi ult, %v541, %v542 : i64
                memref.store %v543, %l157[%k0] : memref<?xi1>
                %v544 = memref.load %l157[%k0] : memref<?xi1>
                cf.cond_br %v544, ^bb37, ^bb77
              ^bb37:
                %v545 = memref.load %l134[%k0] : memref<?xi64>
                %v546 = memref.load %l9[%k0] : memref<?xi64>
                %v547 = arith.cmpi ult, %v545, %v546 : i64
                memref.store %v547, %l158[%k0] : memref<?xi1>
                %v548 = memref.load %l158[%k0] : memref<?xi1>
                cf.cond_br %v548, ^bb38, ^bb77
              ^bb38:
                %v549 = memref.load %l136[%k0] : memref<?xi64>
                %v550 = memref.load %l9[%k0] : memref<?xi64>
                %v551 = arith.cmpi ult, %v549, %v550 : i64
                memref.store %v551, %l159[%k0] : memref<?xi1>
                %v552 = memref.load %l159[%k0] : memref<?xi1>
                cf.cond_br %v552, ^bb39, ^bb77
              ^bb39:
                %v553 = memref.load %l137[%k0] : memref<?xi64>
                %v554 = memref.load %l9[%k0] : memref<?xi64>
                %v555 = arith.cmpi ult, %v553, %v554 : i64
                memref.store %v555, %l160[%k0] : memref<?xi1>
                %v556 = memref.load %l160[%k0] : memref<?xi1>
                cf.cond_br %v556, ^bb40, ^bb77
              ^bb40:
                %v557 = memref.load %l144[%k0] : memref<?xi64>
                %v558 = memref.load %l9[%k0] : memref<?xi64>
                %v559 = arith.cmpi ult, %v557, %v558 : i64
                memref.store %v559, %l161[%k0] : memref<?xi1>
                %v560 = memref.load %l161[%k0] : memref<?xi1>
                cf.cond_br %v560, ^bb41, ^bb77
              ^bb41:
                %v561 = memref.load %l140[%k0] : memref<?xi64>
                %v562 = memref.load %l9[%k0] : memref<?xi64>
                %v563 = arith.cmpi ult, %v561, %v562 : i64
                memref.store %v563, %l162[%k0] : memref<?xi1>
                %v564 = memref.load %l162[%k0] : memref<?xi1>
                cf.cond_br %v564, ^bb42, ^bb77
              ^bb42:
                %v565 = memref.load %l142[%k0] : memref<?xi64>
                %v566 = memref.load %l9[%k0] : memref<?xi64>
                %v567 = arith.cmpi ult, %v565, %v566 : i64
                memref.store %v567, %l163[%k0] : memref<?xi1>
                %v568 = memref.load %l163[%k0] : memref<?xi1>
                cf.cond_br %v568, ^bb43, ^bb77
              ^bb43:
                %v569 = memref.load %l143[%k0] : memref<?xi64>
                %v570 = memref.load %l9[%k0] : memref<?xi64>
                %v571 = arith.cmpi ult, %v569, %v570 : i64
                memref.store %v571, %l164[%k0] : memref<?xi1>
                %v572 = memref.load %l164[%k0] : memref<?xi1>
                cf.cond_br %v572, ^bb44, ^bb77
              ^bb44:
                %v573 = memref.load %l150[%k0] : memref<?xi64>
                %v574 = memref.load %l9[%k0] : memref<?xi64>
                %v575 = arith.cmpi ult, %v573, %v574 : i64
                memref.store %v575, %l165[%k0] : memref<?xi1>
                %v576 = memref.load %l165[%k0] : memref<?xi1>
                cf.cond_br %v576, ^bb45, ^bb77
              ^bb45:
                %v577 = memref.load %l146[%k0] : memref<?xi64>
                %v578 = memref.load %l9[%k0] : memref<?xi64>
                %v579 = arith.cmpi ult, %v577, %v578 : i64
                memref.store %v579, %l166[%k0] : memref<?xi1>
                %v580 = memref.load %l166[%k0] : memref<?xi1>
                cf.cond_br %v580, ^bb46, ^bb77
              ^bb46:
                %v581 = memref.load %l148[%k0] : memref<?xi64>
                %v582 = memref.load %l9[%k0] : memref<?xi64>
                %v583 = arith.cmpi ult, %v581, %v582 : i64
                memref.store %v583, %l167[%k0] : memref<?xi1>
                %v584 = memref.load %l167[%k0] : memref<?xi1>
                cf.cond_br %v584, ^bb47, ^bb77
              ^bb47:
                %v585 = memref.load %l149[%k0] : memref<?xi64>
                %v586 = memref.load %l9[%k0] : memref<?xi64>
                %v587 = arith.cmpi ult, %v585, %v586 : i64
                memref.store %v587, %l168[%k0] : memref<?xi1>
                %v588 = memref.load %l168[%k0] : memref<?xi1>
                cf.cond_br %v588, ^bb48, ^bb77
              ^bb48:
                %v589 = memref.load %l156[%k0] : memref<?xi64>
                %v590 = memref.load %l9[%k0] : memref<?xi64>
                %v591 = arith.cmpi ult, %v589, %v590 : i64
                memref.store %v591, %l169[%k0] : memref<?xi1>
                %v592 = memref.load %l169[%k0] : memref<?xi1>
                cf.cond_br %v592, ^bb49, ^bb77
              ^bb49:
                %v593 = memref.load %l152[%k0] : memref<?xi64>
                %v594 = memref.load %l9[%k0] : memref<?xi64>
                %v595 = arith.cmpi ult, %v593, %v594 : i64
                memref.store %v595, %l170[%k0] : memref<?xi1>
                %v596 = memref.load %l170[%k0] : memref<?xi1>
                cf.cond_br %v596, ^bb50, ^bb77
              ^bb50:
                %v597 = memref.load %l154[%k0] : memref<?xi64>
                %v598 = memref.load %l9[%k0] : memref<?xi64>
                %v599 = arith.cmpi ult, %v597, %v598 : i64
                memref.store %v599, %l171[%k0] : memref<?xi1>
                %v600 = memref.load %l171[%k0] : memref<?xi1>
                cf.cond_br %v600, ^bb51, ^bb77
              ^bb51:
                %v601 = memref.load %l155[%k0] : memref<?xi64>
                %v602 = memref.load %l9[%k0] : memref<?xi64>
                %v603 = arith.cmpi ult, %v601, %v602 : i64
                memref.store %v603, %l172[%k0] : memref<?xi1>
                %v604 = memref.load %l172[%k0] : memref<?xi1>
                cf.cond_br %v604, ^bb52, ^bb77
              ^bb52:
                %v605 = memref.load %l134[%k0] : memref<?xi64>
                %v606 = arith.index_cast %v605 : i64 to index
                %v607 = memref.load %p0[%v606] : memref<?xi32>
                memref.store %v607, %l173[%k0] : memref<?xi32>
                %v608 = memref.load %l136[%k0] : memref<?xi64>
                %v609 = arith.index_cast %v608 : i64 to index
                %v610 = memref.load %p0[%v609] : memref<?xi32>
                memref.store %v610, %l174[%k0] : memref<?xi32>
                %v611 = memref.load %l137[%k0] : memref<?xi64>
                %v612 = arith.index_cast %v611 : i64 to index
                %v613 = memref.load %p0[%v612] : memref<?xi32>
                memref.store %v613, %l175[%k0] : memref<?xi32>
                %v614 = memref.load %l138[%k0] : memref<?xi64>
                %v615 = arith.index_cast %v614 : i64 to index
                %v616 = memref.load %p0[%v615] : memref<?xi32>
                memref.store %v616, %l176[%k0] : memref<?xi32>
                %v617 = memref.load %l140[%k0] : memref<?xi64>
                %v618 = arith.index_cast %v617 : i64 to index
                %v619 = memref.load %p0[%v618] : memref<?xi32>
                memref.store %v619, %l177[%k0] : memref<?xi32>
                %v620 = memref.load %l142[%k0] : memref<?xi64>
                %v621 = arith.index_cast %v620 : i64 to index
                %v622 = memref.load %p0[%v621] : memref<?xi32>
                memref.store %v622, %l178[%k0] : memref<?xi32>
                %v623 = memref.load %l143[%k0] : memref<?xi64>
                %v624 = arith.index_cast %v623 : i64 to index
                %v625 = memref.load %p0[%v624] : memref<?xi32>
                memref.store %v625, %l179[%k0] : memref<?xi32>
                %v626 = memref.load %l144[%k0] : memref<?xi64>
                %v627 = arith.index_cast %v626 : i64 to index
                %v628 = memref.load %p0[%v627] : memref<?xi32>
                memref.store %v628, %l180[%k0] : memref<?xi32>
                %v629 = memref.load %l146[%k0] : memref<?xi64>
                %v630 = arith.index_cast %v629 : i64 to index
                %v631 = memref.load %p0[%v630] : memref<?xi32>
                memref.store %v631, %l181[%k0] : memref<?xi32>
                %v632 = memref.load %l148[%k0] : memref<?xi64>
                %v633 = arith.index_cast %v632 : i64 to index
                %v634 = memref.load %p0[%v633] : memref<?xi32>
                memref.store %v634, %l182[%k0] : memref<?xi32>
                %v635 = memref.load %l149[%k0] : memref<?xi64>
                %v636 = arith.index_cast %v635 : i64 to index
                %v637 = memref.load %p0[%v636] : memref<?xi32>
                memref.store %v637, %l183[%k0] : memref<?xi32>
                %v638 = memref.load %l150[%k0] : memref<?xi64>
                %v639 = arith.index_cast %v638 : i64 to index
                %v640 = memref.load %p0[%v639] : memref<?xi32>
                memref.store %v640, %l184[%k0] : memref<?xi32>
                %v641 = memref.load %l152[%k0] : memref<?xi64>
                %v642 = arith.index_cast %v641 : i64 to index
                %v643 = memref.load %p0[%v642] : memref<?xi32>
                memref.store %v643, %l185[%k0] : memref<?xi32>
                %v644 = memref.load %l154[%k0] : memref<?xi64>
                %v645 = arith.index_cast %v644 : i64 to index
                %v646 = memref.load %p0[%v645] : memref<?xi32>
                memref.store %v646, %l186[%k0] : memref<?xi32>
                %v647 = memref.load %l155[%k0] : memref<?xi64>
                %v648 = arith.index_cast %v647 : i64 to index
                %v649 = memref.load %p0[%v648] : memref<?xi32>
                memref.store %v649, %l187[%k0] : memref<?xi32>
                %v650 = memref.load %l156[%k0] : memref<?xi64>
                %v651 = arith.index_cast %v650 : i64 to index
                %v652 = memref.load %p0[%v651] : memref<?xi32>
                memref.store %v652, %l188[%k0] : memref<?xi32>
                %v653 = memref.load %l175[%k0] : memref<?xi32>
                %v654 = arith.extui %v653 : i32 to i64
                memref.store %v654, %l189[%k0] : memref<?xi64>
                %v655 = arith.constant 32 : i32
                %v656 = arith.extsi %v655 : i32 to i64
                memref.store %v656, %l190[%k0] : memref<?xi64>
                %v657 = memref.load %l189[%k0] : memref<?xi64>
                %v658 = memref.load %l190[%k0] : memref<?xi64>
                %v659 = arith.constant 63 : i64
                %v660 = arith.andi %v658, %v659 : i64
                %v661 = arith.shli %v657, %v660 : i64
                memref.store %v661, %l191[%k0] : memref<?xi64>
                %v662 = memref.load %l174[%k0] : memref<?xi32>
                %v663 = arith.extui %v662 : i32 to i64
                memref.store %v663, %l192[%k0] : memref<?xi64>
                %v664 = memref.load %l191[%k0] : memref<?xi64>
                %v665 = memref.load %l192[%k0] : memref<?xi64>
                %v666 = arith.ori %v664, %v665 : i64
                memref.store %v666, %l193[%k0] : memref<?xi64>
                %v667 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v667, %l194[%k0] : memref<?xi64>
                %v668 = memref.load %l193[%k0] : memref<?xi64>
                %v669 = memref.load %l194[%k0] : memref<?xi64>
                %v670 = arith.constant 63 : i64
                %v671 = arith.andi %v669, %v670 : i64
                %v672 = arith.shrui %v668, %v671 : i64
                memref.store %v672, %l195[%k0] : memref<?xi64>
                %v673 = memref.load %l195[%k0] : memref<?xi64>
                %v674 = arith.trunci %v673 : i64 to i32
                memref.store %v674, %l196[%k0] : memref<?xi32>
                %v675 = memref.load %l176[%k0] : memref<?xi32>
                %v676 = arith.extui %v675 : i32 to i64
                memref.store %v676, %l197[%k0] : memref<?xi64>
                %v677 = arith.constant 32 : i32
                %v678 = arith.extsi %v677 : i32 to i64
                memref.store %v678, %l198[%k0] : memref<?xi64>
                %v679 = memref.load %l197[%k0] : memref<?xi64>
                %v680 = memref.load %l198[%k0] : memref<?xi64>
                %v681 = arith.constant 63 : i64
                %v682 = arith.andi %v680, %v681 : i64
                %v683 = arith.shli %v679, %v682 : i64
                memref.store %v683, %l199[%k0] : memref<?xi64>
                %v684 = memref.load %l175[%k0] : memref<?xi32>
                %v685 = arith.extui %v684 : i32 to i64
                memref.store %v685, %l200[%k0] : memref<?xi64>
                %v686 = memref.load %l199[%k0] : memref<?xi64>
                %v687 = memref.load %l200[%k0] : memref<?xi64>
                %v688 = arith.ori %v686, %v687 : i64
                memref.store %v688, %l201[%k0] : memref<?xi64>
                %v689 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v689, %l202[%k0] : memref<?xi64>
                %v690 = memref.load %l201[%k0] : memref<?xi64>
                %v691 = memref.load %l202[%k0] : memref<?xi64>
                %v692 = arith.constant 63 : i64
                %v693 = arith.andi %v691, %v692 : i64
                %v694 = arith.shrui %v690, %v693 : i64
                memref.store %v694, %l203[%k0] : memref<?xi64>
                %v695 = memref.load %l203[%k0] : memref<?xi64>
                %v696 = arith.trunci %v695 : i64 to i32
                memref.store %v696, %l204[%k0] : memref<?xi32>
                %v697 = arith.constant 16 : i32
                memref.store %v697, %l205[%k0] : memref<?xi32>
                %v698 = memref.load %l196[%k0] : memref<?xi32>
                %v699 = memref.load %l205[%k0] : memref<?xi32>
                %v700 = arith.constant 31 : i32
                %v701 = arith.andi %v699, %v700 : i32
                %v702 = arith.shrui %v698, %v701 : i32
                memref.store %v702, %l206[%k0] : memref<?xi32>
                %v703 = arith.constant 16 : i32
                memref.store %v703, %l207[%k0] : memref<?xi32>
                %v704 = memref.load %l204[%k0] : memref<?xi32>
                %v705 = memref.load %l207[%k0] : memref<?xi32>
                %v706 = arith.constant 31 : i32
                %v707 = arith.andi %v705, %v706 : i32
                %v708 = arith.shrui %v704, %v707 : i32
                memref.store %v708, %l208[%k0] : memref<?xi32>
                %v709 = memref.load %l196[%k0] : memref<?xi32>
                %v710 = arith.constant 15 : i32
                %v711 = arith.andi %v709, %v710 : i32
                memref.store %v711, %l209[%k0] : memref<?xi32>
                %v712 = memref.load %l209[%k0] : memref<?xi32>
                %v713 = memref.load %l17[%k0] : memref<?xi32>
                %v714 = arith.ori %v712, %v713 : i32
                memref.store %v714, %l210[%k0] : memref<?xi32>
                %v715 = memref.load %l210[%k0] : memref<?xi32>
                %v716 = arith.bitcast %v715 : i32 to f32
                memref.store %v716, %l211[%k0] : memref<?xf32>
                %v717 = memref.load %l211[%k0] : memref<?xf32>
                %v718 = arith.constant 0x4B000008 : f32
                %v719 = arith.subf %v717, %v718 : f32
                memref.store %v719, %l212[%k0] : memref<?xf32>
                %v720 = memref.load %l212[%k0] : memref<?xf32>
                %v721 = memref.load %l117[%k0] : memref<?xf32>
                %v722 = arith.mulf %v720, %v721 : f32
                memref.store %v722, %l213[%k0] : memref<?xf32>
                %v723 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v723, %l214[%k0] : memref<?xf32>
                %v724 = memref.load %l196[%k0] : memref<?xi32>
                %v725 = arith.constant 3840 : i32
                %v726 = arith.andi %v724, %v725 : i32
                memref.store %v726, %l215[%k0] : memref<?xi32>
                %v727 = memref.load %l215[%k0] : memref<?xi32>
                %v728 = memref.load %l19[%k0] : memref<?xi32>
                %v729 = arith.ori %v727, %v728 : i32
                memref.store %v729, %l216[%k0] : memref<?xi32>
                %v730 = memref.load %l216[%k0] : memref<?xi32>
                %v731 = arith.bitcast %v730 : i32 to f32
                memref.store %v731, %l217[%k0] : memref<?xf32>
                %v732 = memref.load %l217[%k0] : memref<?xf32>
                %v733 = arith.constant 0x47000800 : f32
                %v734 = arith.subf %v732, %v733 : f32
                memref.store %v734, %l218[%k0] : memref<?xf32>
                %v735 = memref.load %l218[%k0] : memref<?xf32>
                %v736 = memref.load %l118[%k0] : memref<?xf32>
                %v737 = arith.mulf %v735, %v736 : f32
                memref.store %v737, %l219[%k0] : memref<?xf32>
                %v738 = memref.load %l214[%k0] : memref<?xf32>
                %v739 = memref.load %l219[%k0] : memref<?xf32>
                %v740 = arith.addf %v738, %v739 : f32
                memref.store %v740, %l213[%k0] : memref<?xf32>
                %v741 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v741, %l220[%k0] : memref<?xf32>
                %v742 = memref.load %l196[%k0] : memref<?xi32>
                %v743 = arith.constant 983040 : i32
                %v744 = arith.andi %v742, %v743 : i32
                memref.store %v744, %l221[%k0] : memref<?xi32>
                %v745 = memref.load %l221[%k0] : memref<?xi32>
                %v746 = memref.load %l21[%k0] : memref<?xi32>
                %v747 = arith.ori %v745, %v746 : i32
                memref.store %v747, %l222[%k0] : memref<?xi32>
                %v748 = memref.load %l222[%k0] : memref<?xi32>
                %v749 = arith.bitcast %v748 : i32 to f32
                memref.store %v749, %l223[%k0] : memref<?xf32>
                %v750 = memref.load %l223[%k0] : memref<?xf32>
                %v751 = arith.constant 0x43080000 : f32
                %v752 = arith.subf %v750, %v751 : f32
                memref.store %v752, %l224[%k0] : memref<?xf32>
                %v753 = memref.load %l224[%k0] : memref<?xf32>
                %v754 = memref.load %l119[%k0] : memref<?xf32>
                %v755 = arith.mulf %v753, %v754 : f32
                memref.store %v755, %l225[%k0] : memref<?xf32>
                %v756 = memref.load %l220[%k0] : memref<?xf32>
                %v757 = memref.load %l225[%k0] : memref<?xf32>
                %v758 = arith.addf %v756, %v757 : f32
                memref.store %v758, %l213[%k0] : memref<?xf32>
                %v759 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v759, %l226[%k0] : memref<?xf32>
                %v760 = memref.load %l206[%k0] : memref<?xi32>
                %v761 = arith.constant 3840 : i32
                %v762 = arith.andi %v760, %v761 : i32
                memref.store %v762, %l227[%k0] : memref<?xi32>
                %v763 = memref.load %l227[%k0] : memref<?xi32>
                %v764 = memref.load %l19[%k0] : memref<?xi32>
                %v765 = arith.ori %v763, %v764 : i32
                memref.store %v765, %l228[%k0] : memref<?xi32>
                %v766 = memref.load %l228[%k0] : memref<?xi32>
                %v767 = arith.bitcast %v766 : i32 to f32
                memref.store %v767, %l229[%k0] : memref<?xf32>
                %v768 = memref.load %l229[%k0] : memref<?xf32>
                %v769 = arith.constant 0x47000800 : f32
                %v770 = arith.subf %v768, %v769 : f32
                memref.store %v770, %l230[%k0] : memref<?xf32>
                %v771 = memref.load %l230[%k0] : memref<?xf32>
                %v772 = memref.load %l120[%k0] : memref<?xf32>
                %v773 = arith.mulf %v771, %v772 : f32
                memref.store %v773, %l231[%k0] : memref<?xf32>
                %v774 = memref.load %l226[%k0] : memref<?xf32>
                %v775 = memref.load %l231[%k0] : memref<?xf32>
                %v776 = arith.addf %v774, %v775 : f32
                memref.store %v776, %l213[%k0] : memref<?xf32>
                %v777 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v777, %l232[%k0] : memref<?xf32>
                %v778 = memref.load %l204[%k0] : memref<?xi32>
                %v779 = arith.constant 15 : i32
                %v780 = arith.andi %v778, %v779 : i32
                memref.store %v780, %l233[%k0] : memref<?xi32>
                %v781 = memref.load %l233[%k0] : memref<?xi32>
                %v782 = memref.load %l17[%k0] : memref<?xi32>
                %v783 = arith.ori %v781, %v782 : i32
                memref.store %v783, %l234[%k0] : memref<?xi32>
                %v784 = memref.load %l234[%k0] : memref<?xi32>
                %v785 = arith.bitcast %v784 : i32 to f32
                memref.store %v785, %l235[%k0] : memref<?xf32>
                %v786 = memref.load %l235[%k0] : memref<?xf32>
                %v787 = arith.constant 0x4B000008 : f32
                %v788 = arith.subf %v786, %v787 : f32
                memref.store %v788, %l236[%k0] : memref<?xf32>
                %v789 = memref.load %l236[%k0] : memref<?xf32>
                %v790 = memref.load %l121[%k0] : memref<?xf32>
                %v791 = arith.mulf %v789, %v790 : f32
                memref.store %v791, %l237[%k0] : memref<?xf32>
                %v792 = memref.load %l232[%k0] : memref<?xf32>
                %v793 = memref.load %l237[%k0] : memref<?xf32>
                %v794 = arith.addf %v792, %v793 : f32
                memref.store %v794, %l213[%k0] : memref<?xf32>
                %v795 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v795, %l238[%k0] : memref<?xf32>
                %v796 = memref.load %l204[%k0] : memref<?xi32>
                %v797 = arith.constant 3840 : i32
                %v798 = arith.andi %v796, %v797 : i32
                memref.store %v798, %l239[%k0] : memref<?xi32>
                %v799 = memref.load %l239[%k0] : memref<?xi32>
                %v800 = memref.load %l19[%k0] : memref<?xi32>
                %v801 = arith.ori %v799, %v800 : i32
                memref.store %v801, %l240[%k0] : memref<?xi32>
                %v802 = memref.load %l240[%k0] : memref<?xi32>
                %v803 = arith.bitcast %v802 : i32 to f32
                memref.store %v803, %l241[%k0] : memref<?xf32>
                %v804 = memref.load %l241[%k0] : memref<?xf32>
                %v805 = arith.constant 0x47000800 : f32
                %v806 = arith.subf %v804, %v805 : f32
                memref.store %v806, %l242[%k0] : memref<?xf32>
                %v807 = memref.load %l242[%k0] : memref<?xf32>
                %v808 = memref.load %l122[%k0] : memref<?xf32>
                %v809 = arith.mulf %v807, %v808 : f32
                memref.store %v809, %l243[%k0] : memref<?xf32>
                %v810 = memref.load %l238[%k0] : memref<?xf32>
                %v811 = memref.load %l243[%k0] : memref<?xf32>
                %v812 = arith.addf %v810, %v811 : f32
                memref.store %v812, %l213[%k0] : memref<?xf32>
                %v813 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v813, %l244[%k0] : memref<?xf32>
                %v814 = memref.load %l204[%k0] : memref<?xi32>
                %v815 = arith.constant 983040 : i32
                %v816 = arith.andi %v814, %v815 : i32
                memref.store %v816, %l245[%k0] : memref<?xi32>
                %v817 = memref.load %l245[%k0] : memref<?xi32>
                %v818 = memref.load %l21[%k0] : memref<?xi32>
                %v819 = arith.ori %v817, %v818 : i32
                memref.store %v819, %l246[%k0] : memref<?xi32>
                %v820 = memref.load %l246[%k0] : memref<?xi32>
                %v821 = arith.bitcast %v820 : i32 to f32
                memref.store %v821, %l247[%k0] : memref<?xf32>
                %v822 = memref.load %l247[%k0] : memref<?xf32>
                %v823 = arith.constant 0x43080000 : f32
                %v824 = arith.subf %v822, %v823 : f32
                memref.store %v824, %l248[%k0] : memref<?xf32>
                %v825 = memref.load %l248[%k0] : memref<?xf32>
                %v826 = memref.load %l123[%k0] : memref<?xf32>
                %v827 = arith.mulf %v825, %v826 : f32
                memref.store %v827, %l249[%k0] : memref<?xf32>
                %v828 = memref.load %l244[%k0] : memref<?xf32>
                %v829 = memref.load %l249[%k0] : memref<?xf32>
                %v830 = arith.addf %v828, %v829 : f32
                memref.store %v830, %l213[%k0] : memref<?xf32>
                %v831 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v831, %l250[%k0] : memref<?xf32>
                %v832 = memref.load %l208[%k0] : memref<?xi32>
                %v833 = arith.constant 3840 : i32
                %v834 = arith.andi %v832, %v833 : i32
                memref.store %v834, %l251[%k0] : memref<?xi32>
                %v835 = memref.load %l251[%k0] : memref<?xi32>
                %v836 = memref.load %l19[%k0] : memref<?xi32>
                %v837 = arith.ori %v835, %v836 : i32
                memref.store %v837, %l252[%k0] : memref<?xi32>
                %v838 = memref.load %l252[%k0] : memref<?xi32>
                %v839 = arith.bitcast %v838 : i32 to f32
                memref.store %v839, %l253[%k0] : memref<?xf32>
                %v840 = memref.load %l253[%k0] : memref<?xf32>
                %v841 = arith.constant 0x47000800 : f32
                %v842 = arith.subf %v840, %v841 : f32
                memref.store %v842, %l254[%k0] : memref<?xf32>
                %v843 = memref.load %l254[%k0] : memref<?xf32>
                %v844 = memref.load %l124[%k0] : memref<?xf32>
                %v845 = arith.mulf %v843, %v844 : f32
                memref.store %v845, %l255[%k0] : memref<?xf32>
                %v846 = memref.load %l250[%k0] : memref<?xf32>
                %v847 = memref.load %l255[%k0] : memref<?xf32>
                %v848 = arith.addf %v846, %v847 : f32
                memref.store %v848, %l213[%k0] : memref<?xf32>
                %v849 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v849, %l256[%k0] : memref<?xf32>
                %v850 = memref.load %l196[%k0] : memref<?xi32>
                %v851 = arith.constant 240 : i32
                %v852 = arith.andi %v850, %v851 : i32
                memref.store %v852, %l257[%k0] : memref<?xi32>
                %v853 = memref.load %l257[%k0] : memref<?xi32>
                %v854 = memref.load %l18[%k0] : memref<?xi32>
                %v855 = arith.ori %v853, %v854 : i32
                memref.store %v855, %l258[%k0] : memref<?xi32>
                %v856 = memref.load %l258[%k0] : memref<?xi32>
                %v857 = arith.bitcast %v856 : i32 to f32
                memref.store %v857, %l259[%k0] : memref<?xf32>
                %v858 = memref.load %l259[%k0] : memref<?xf32>
                %v859 = arith.constant 0x49000080 : f32
                %v860 = arith.subf %v858, %v859 : f32
                memref.store %v860, %l260[%k0] : memref<?xf32>
                %v861 = memref.load %l260[%k0] : memref<?xf32>
                %v862 = memref.load %l125[%k0] : memref<?xf32>
                %v863 = arith.mulf %v861, %v862 : f32
                memref.store %v863, %l261[%k0] : memref<?xf32>
                %v864 = memref.load %l256[%k0] : memref<?xf32>
                %v865 = memref.load %l261[%k0] : memref<?xf32>
                %v866 = arith.addf %v864, %v865 : f32
                memref.store %v866, %l213[%k0] : memref<?xf32>
                %v867 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v867, %l262[%k0] : memref<?xf32>
                %v868 = memref.load %l196[%k0] : memref<?xi32>
                %v869 = arith.constant 61440 : i32
                %v870 = arith.andi %v868, %v869 : i32
                memref.store %v870, %l263[%k0] : memref<?xi32>
                %v871 = memref.load %l263[%k0] : memref<?xi32>
                %v872 = memref.load %l20[%k0] : memref<?xi32>
                %v873 = arith.ori %v871, %v872 : i32
                memref.store %v873, %l264[%k0] : memref<?xi32>
                %v874 = memref.load %l264[%k0] : memref<?xi32>
                %v875 = arith.bitcast %v874 : i32 to f32
                memref.store %v875, %l265[%k0] : memref<?xf32>
                %v876 = memref.load %l265[%k0] : memref<?xf32>
                %v877 = arith.constant 0x45008000 : f32
                %v878 = arith.subf %v876, %v877 : f32
                memref.store %v878, %l266[%k0] : memref<?xf32>
                %v879 = memref.load %l266[%k0] : memref<?xf32>
                %v880 = memref.load %l126[%k0] : memref<?xf32>
                %v881 = arith.mulf %v879, %v880 : f32
                memref.store %v881, %l267[%k0] : memref<?xf32>
                %v882 = memref.load %l262[%k0] : memref<?xf32>
                %v883 = memref.load %l267[%k0] : memref<?xf32>
                %v884 = arith.addf %v882, %v883 : f32
                memref.store %v884, %l213[%k0] : memref<?xf32>
                %v885 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v885, %l268[%k0] : memref<?xf32>
                %v886 = memref.load %l206[%k0] : memref<?xi32>
                %v887 = arith.constant 240 : i32
                %v888 = arith.andi %v886, %v887 : i32
                memref.store %v888, %l269[%k0] : memref<?xi32>
                %v889 = memref.load %l269[%k0] : memref<?xi32>
                %v890 = memref.load %l18[%k0] : memref<?xi32>
                %v891 = arith.ori %v889, %v890 : i32
                memref.store %v891, %l270[%k0] : memref<?xi32>
                %v892 = memref.load %l270[%k0] : memref<?xi32>
                %v893 = arith.bitcast %v892 : i32 to f32
                memref.store %v893, %l271[%k0] : memref<?xf32>
                %v894 = memref.load %l271[%k0] : memref<?xf32>
                %v895 = arith.constant 0x49000080 : f32
                %v896 = arith.subf %v894, %v895 : f32
                memref.store %v896, %l272[%k0] : memref<?xf32>
                %v897 = memref.load %l272[%k0] : memref<?xf32>
                %v898 = memref.load %l127[%k0] : memref<?xf32>
                %v899 = arith.mulf %v897, %v898 : f32
                memref.store %v899, %l273[%k0] : memref<?xf32>
                %v900 = memref.load %l268[%k0] : memref<?xf32>
                %v901 = memref.load %l273[%k0] : memref<?xf32>
                %v902 = arith.addf %v900, %v901 : f32
                memref.store %v902, %l213[%k0] : memref<?xf32>
                %v903 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v903, %l274[%k0] : memref<?xf32>
                %v904 = memref.load %l206[%k0] : memref<?xi32>
                %v905 = arith.constant 61440 : i32
                %v906 = arith.andi %v904, %v905 : i32
                memref.store %v906, %l275[%k0] : memref<?xi32>
                %v907 = memref.load %l275[%k0] : memref<?xi32>
                %v908 = memref.load %l20[%k0] : memref<?xi32>
                %v909 = arith.ori %v907, %v908 : i32
                memref.store %v909, %l276[%k0] : memref<?xi32>
                %v910 = memref.load %l276[%k0] : memref<?xi32>
                %v911 = arith.bitcast %v910 : i32 to f32
                memref.store %v911, %l277[%k0] : memref<?xf32>
                %v912 = memref.load %l277[%k0] : memref<?xf32>
                %v913 = arith.constant 0x45008000 : f32
                %v914 = arith.subf %v912, %v913 : f32
                memref.store %v914, %l278[%k0] : memref<?xf32>
                %v915 = memref.load %l278[%k0] : memref<?xf32>
                %v916 = memref.load %l128[%k0] : memref<?xf32>
                %v917 = arith.mulf %v915, %v916 : f32
                memref.store %v917, %l279[%k0] : memref<?xf32>
                %v918 = memref.load %l274[%k0] : memref<?xf32>
                %v919 = memref.load %l279[%k0] : memref<?xf32>
                %v920 = arith.addf %v918, %v919 : f32
                memref.store %v920, %l213[%k0] : memref<?xf32>
                %v921 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v921, %l280[%k0] : memref<?xf32>
                %v922 = memref.load %l204[%k0] : memref<?xi32>
                %v923 = arith.constant 240 : i32
                %v924 = arith.andi %v922, %v923 : i32
                memref.store %v924, %l281[%k0] : memref<?xi32>
                %v925 = memref.load %l281[%k0] : memref<?xi32>
                %v926 = memref.load %l18[%k0] : memref<?xi32>
                %v927 = arith.ori %v925, %v926 : i32
                memref.store %v927, %l282[%k0] : memref<?xi32>
                %v928 = memref.load %l282[%k0] : memref<?xi32>
                %v929 = arith.bitcast %v928 : i32 to f32
                memref.store %v929, %l283[%k0] : memref<?xf32>
                %v930 = memref.load %l283[%k0] : memref<?xf32>
                %v931 = arith.constant 0x49000080 : f32
                %v932 = arith.subf %v930, %v931 : f32
                memref.store %v932, %l284[%k0] : memref<?xf32>
                %v933 = memref.load %l284[%k0] : memref<?xf32>
                %v934 = memref.load %l129[%k0] : memref<?xf32>
                %v935 = arith.mulf %v933, %v934 : f32
                memref.store %v935, %l285[%k0] : memref<?xf32>
                %v936 = memref.load %l280[%k0] : memref<?xf32>
                %v937 = memref.load %l285[%k0] : memref<?xf32>
                %v938 = arith.addf %v936, %v937 : f32
                memref.store %v938, %l213[%k0] : memref<?xf32>
                %v939 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v939, %l286[%k0] : memref<?xf32>
                %v940 = memref.load %l204[%k0] : memref<?xi32>
                %v941 = arith.constant 61440 : i32
                %v942 = arith.andi %v940, %v941 : i32
                memref.store %v942, %l287[%k0] : memref<?xi32>
                %v943 = memref.load %l287[%k0] : memref<?xi32>
                %v944 = memref.load %l20[%k0] : memref<?xi32>
                %v945 = arith.ori %v943, %v944 : i32
                memref.store %v945, %l288[%k0] : memref<?xi32>
                %v946 = memref.load %l288[%k0] : memref<?xi32>
                %v947 = arith.bitcast %v946 : i32 to f32
                memref.store %v947, %l289[%k0] : memref<?xf32>
                %v948 = memref.load %l289[%k0] : memref<?xf32>
                %v949 = arith.constant 0x45008000 : f32
                %v950 = arith.subf %v948, %v949 : f32
                memref.store %v950, %l290[%k0] : memref<?xf32>
                %v951 = memref.load %l290[%k0] : memref<?xf32>
                %v952 = memref.load %l130[%k0] : memref<?xf32>
                %v953 = arith.mulf %v951, %v952 : f32
                memref.store %v953, %l291[%k0] : memref<?xf32>
                %v954 = memref.load %l286[%k0] : memref<?xf32>
                %v955 = memref.load %l291[%k0] : memref<?xf32>
                %v956 = arith.addf %v954, %v955 : f32
                memref.store %v956, %l213[%k0] : memref<?xf32>
                %v957 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v957, %l292[%k0] : memref<?xf32>
                %v958 = memref.load %l208[%k0] : memref<?xi32>
                %v959 = arith.constant 240 : i32
                %v960 = arith.andi %v958, %v959 : i32
                memref.store %v960, %l293[%k0] : memref<?xi32>
                %v961 = memref.load %l293[%k0] : memref<?xi32>
                %v962 = memref.load %l18[%k0] : memref<?xi32>
                %v963 = arith.ori %v961, %v962 : i32
                memref.store %v963, %l294[%k0] : memref<?xi32>
                %v964 = memref.load %l294[%k0] : memref<?xi32>
                %v965 = arith.bitcast %v964 : i32 to f32
                memref.store %v965, %l295[%k0] : memref<?xf32>
                %v966 = memref.load %l295[%k0] : memref<?xf32>
                %v967 = arith.constant 0x49000080 : f32
                %v968 = arith.subf %v966, %v967 : f32
                memref.store %v968, %l296[%k0] : memref<?xf32>
                %v969 = memref.load %l296[%k0] : memref<?xf32>
                %v970 = memref.load %l131[%k0] : memref<?xf32>
                %v971 = arith.mulf %v969, %v970 : f32
                memref.store %v971, %l297[%k0] : memref<?xf32>
                %v972 = memref.load %l292[%k0] : memref<?xf32>
                %v973 = memref.load %l297[%k0] : memref<?xf32>
                %v974 = arith.addf %v972, %v973 : f32
                memref.store %v974, %l213[%k0] : memref<?xf32>
                %v975 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v975, %l298[%k0] : memref<?xf32>
                %v976 = memref.load %l208[%k0] : memref<?xi32>
                %v977 = arith.constant 61440 : i32
                %v978 = arith.andi %v976, %v977 : i32
                memref.store %v978, %l299[%k0] : memref<?xi32>
                %v979 = memref.load %l299[%k0] : memref<?xi32>
                %v980 = memref.load %l20[%k0] : memref<?xi32>
                %v981 = arith.ori %v979, %v980 : i32
                memref.store %v981, %l300[%k0] : memref<?xi32>
                %v982 = memref.load %l300[%k0] : memref<?xi32>
                %v983 = arith.bitcast %v982 : i32 to f32
                memref.store %v983, %l301[%k0] : memref<?xf32>
                %v984 = memref.load %l301[%k0] : memref<?xf32>
                %v985 = arith.constant 0x45008000 : f32
                %v986 = arith.subf %v984, %v985 : f32
                memref.store %v986, %l302[%k0] : memref<?xf32>
                %v987 = memref.load %l302[%k0] : memref<?xf32>
                %v988 = memref.load %l132[%k0] : memref<?xf32>
                %v989 = arith.mulf %v987, %v988 : f32
                memref.store %v989, %l303[%k0] : memref<?xf32>
                %v990 = memref.load %l298[%k0] : memref<?xf32>
                %v991 = memref.load %l303[%k0] : memref<?xf32>
                %v992 = arith.addf %v990, %v991 : f32
                memref.store %v992, %l213[%k0] : memref<?xf32>
                %v993 = memref.load %l74[%k0] : memref<?xf32>
                memref.store %v993, %l304[%k0] : memref<?xf32>
                %v994 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v994, %l305[%k0] : memref<?xi64>
                %v995 = memref.load %l305[%k0] : memref<?xi64>
                %v996 = arith.constant 16 : i64
                %v997 = arith.subi %v995, %v996 : i64
                memref.store %v997, %l306[%k0] : memref<?xi64>
                %v998 = memref.load %l306[%k0] : memref<?xi64>
                %v999 = arith.trunci %v998 : i64 to i32
                memref.store %v999, %l307[%k0] : memref<?xi32>
                %v1000 = memref.load %l173[%k0] : memref<?xi32>
                %v1001 = memref.load %l307[%k0] : memref<?xi32>
                %v1002 = arith.constant 31 : i32
                %v1003 = arith.andi %v1001, %v1002 : i32
                %v1004 = arith.shrui %v1000, %v1003 : i32
                memref.store %v1004, %l308[%k0] : memref<?xi32>
                %v1005 = memref.load %l308[%k0] : memref<?xi32>
                %v1006 = arith.constant 65535 : i32
                %v1007 = arith.andi %v1005, %v1006 : i32
                memref.store %v1007, %l309[%k0] : memref<?xi32>
                %v1008 = memref.load %l309[%k0] : memref<?xi32>
                %v1009 = arith.constant 32767 : i32
                %v1010 = arith.andi %v1008, %v1009 : i32
                memref.store %v1010, %l310[%k0] : memref<?xi32>
                %v1011 = arith.constant 13 : i32
                memref.store %v1011, %l311[%k0] : memref<?xi32>
                %v1012 = memref.load %l310[%k0] : memref<?xi32>
                %v1013 = memref.load %l311[%k0] : memref<?xi32>
                %v1014 = arith.constant 31 : i32
                %v1015 = arith.andi %v1013, %v1014 : i32
                %v1016 = arith.shli %v1012, %v1015 : i32
                memref.store %v1016, %l312[%k0] : memref<?xi32>
                %v1017 = memref.load %l312[%k0] : memref<?xi32>
                %v1018 = arith.constant 939524096 : i32
                %v1019 = arith.addi %v1017, %v1018 : i32
                memref.store %v1019, %l313[%k0] : memref<?xi32>
                %v1020 = memref.load %l313[%k0] : memref<?xi32>
                %v1021 = arith.bitcast %v1020 : i32 to f32
                memref.store %v1021, %l314[%k0] : memref<?xf32>
                %v1022 = memref.load %l310[%k0] : memref<?xi32>
                %v1023 = arith.constant 1024 : i32
                %v1024 = arith.cmpi ult, %v1022, %v1023 : i32
                memref.store %v1024, %l315[%k0] : memref<?xi1>
                %v1025 = memref.load %l315[%k0] : memref<?xi1>
                cf.cond_br %v1025, ^bb53, ^bb54
              ^bb53:
                %v1026 = arith.constant 13 : i32
                memref.store %v1026, %l316[%k0] : memref<?xi32>
                %v1027 = memref.load %l310[%k0] : memref<?xi32>
                %v1028 = memref.load %l316[%k0] : memref<?xi32>
                %v1029 = arith.constant 31 : i32
                %v1030 = arith.andi %v1028, %v1029 : i32
                %v1031 = arith.shli %v1027, %v1030 : i32
                memref.store %v1031, %l317[%k0] : memref<?xi32>
                %v1032 = memref.load %l317[%k0] : memref<?xi32>
                %v1033 = arith.constant 947912704 : i32
                %v1034 = arith.addi %v1032, %v1033 : i32
                memref.store %v1034, %l318[%k0] : memref<?xi32>
                %v1035 = memref.load %l318[%k0] : memref<?xi32>
                %v1036 = arith.bitcast %v1035 : i32 to f32
                memref.store %v1036, %l319[%k0] : memref<?xf32>
                %v1037 = memref.load %l319[%k0] : memref<?xf32>
                %v1038 = arith.constant 0x38800000 : f32
                %v1039 = arith.subf %v1037, %v1038 : f32
                memref.store %v1039, %l314[%k0] : memref<?xf32>
                cf.br ^bb54
              ^bb54:
                %v1040 = memref.load %l310[%k0] : memref<?xi32>
                %v1041 = arith.constant 31744 : i32
                %v1042 = arith.cmpi uge, %v1040, %v1041 : i32
                memref.store %v1042, %l320[%k0] : memref<?xi1>
                %v1043 = memref.load %l320[%k0] : memref<?xi1>
                cf.cond_br %v1043, ^bb55, ^bb56
              ^bb55:
                %v1044 = arith.constant 13 : i32
                memref.store %v1044, %l321[%k0] : memref<?xi32>
                %v1045 = memref.load %l310[%k0] : memref<?xi32>
                %v1046 = memref.load %l321[%k0] : memref<?xi32>
                %v1047 = arith.constant 31 : i32
                %v1048 = arith.andi %v1046, %v1047 : i32
                %v1049 = arith.shli %v1045, %v1048 : i32
                memref.store %v1049, %l322[%k0] : memref<?xi32>
                %v1050 = memref.load %l322[%k0] : memref<?xi32>
                %v1051 = arith.constant 1879048192 : i32
                %v1052 = arith.addi %v1050, %v1051 : i32
                memref.store %v1052, %l323[%k0] : memref<?xi32>
                %v1053 = memref.load %l323[%k0] : memref<?xi32>
                %v1054 = arith.bitcast %v1053 : i32 to f32
                memref.store %v1054, %l324[%k0] : memref<?xf32>
                %v1055 = memref.load %l324[%k0] : memref<?xf32>
                memref.store %v1055, %l314[%k0] : memref<?xf32>
                cf.br ^bb56
              ^bb56:
                %v1056 = memref.load %l309[%k0] : memref<?xi32>
                %v1057 = arith.constant 32768 : i32
                %v1058 = arith.cmpi uge, %v1056, %v1057 : i32
                memref.store %v1058, %l325[%k0] : memref<?xi1>
                %v1059 = memref.load %l325[%k0] : memref<?xi1>
                cf.cond_br %v1059, ^bb57, ^bb58
              ^bb57:
                %v1060 = memref.load %l314[%k0] : memref<?xf32>
                memref.store %v1060, %l326[%k0] : memref<?xf32>
                %v1061 = memref.load %l326[%k0] : memref<?xf32>
                %v1062 = arith.negf %v1061 : f32
                memref.store %v1062, %l314[%k0] : memref<?xf32>
                cf.br ^bb58
              ^bb58:
                %v1063 = memref.load %l314[%k0] : memref<?xf32>
                memref.store %v1063, %l327[%k0] : memref<?xf32>
                %v1064 = memref.load %l213[%k0] : memref<?xf32>
                memref.store %v1064, %l328[%k0] : memref<?xf32>
                %v1065 = memref.load %l327[%k0] : memref<?xf32>
                %v1066 = memref.load %l328[%k0] : memref<?xf32>
                %v1067 = arith.mulf %v1065, %v1066 : f32
                memref.store %v1067, %l329[%k0] : memref<?xf32>
                %v1068 = memref.load %l304[%k0] : memref<?xf32>
                %v1069 = memref.load %l329[%k0] : memref<?xf32>
                %v1070 = arith.addf %v1068, %v1069 : f32
                memref.store %v1070, %l330[%k0] : memref<?xf32>
                %v1071 = memref.load %l330[%k0] : memref<?xf32>
                memref.store %v1071, %l74[%k0] : memref<?xf32>
                %v1072 = memref.load %l179[%k0] : memref<?xi32>
                %v1073 = arith.extui %v1072 : i32 to i64
                memref.store %v1073, %l331[%k0] : memref<?xi64>
                %v1074 = arith.constant 32 : i32
                %v1075 = arith.extsi %v1074 : i32 to i64
                memref.store %v1075, %l332[%k0] : memref<?xi64>
                %v1076 = memref.load %l331[%k0] : memref<?xi64>
                %v1077 = memref.load %l332[%k0] : memref<?xi64>
                %v1078 = arith.constant 63 : i64
                %v1079 = arith.andi %v1077, %v1078 : i64
                %v1080 = arith.shli %v1076, %v1079 : i64
                memref.store %v1080, %l333[%k0] : memref<?xi64>
                %v1081 = memref.load %l178[%k0] : memref<?xi32>
                %v1082 = arith.extui %v1081 : i32 to i64
                memref.store %v1082, %l334[%k0] : memref<?xi64>
                %v1083 = memref.load %l333[%k0] : memref<?xi64>
                %v1084 = memref.load %l334[%k0] : memref<?xi64>
                %v1085 = arith.ori %v1083, %v1084 : i64
                memref.store %v1085, %l335[%k0] : memref<?xi64>
                %v1086 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v1086, %l336[%k0] : memref<?xi64>
                %v1087 = memref.load %l335[%k0] : memref<?xi64>
                %v1088 = memref.load %l336[%k0] : memref<?xi64>
                %v1089 = arith.constant 63 : i64
                %v1090 = arith.andi %v1088, %v1089 : i64
                %v1091 = arith.shrui %v1087, %v1090 : i64
                memref.store %v1091, %l337[%k0] : memref<?xi64>
                %v1092 = memref.load %l337[%k0] : memref<?xi64>
                %v1093 = arith.trunci %v1092 : i64 to i32
                memref.store %v1093, %l338[%k0] : memref<?xi32>
                %v1094 = memref.load %l180[%k0] : memref<?xi32>
                %v1095 = arith.extui %v1094 : i32 to i64
                memref.store %v1095, %l339[%k0] : memref<?xi64>
                %v1096 = arith.constant 32 : i32
                %v1097 = arith.extsi %v1096 : i32 to i64
                memref.store %v1097, %l340[%k0] : memref<?xi64>
                %v1098 = memref.load %l339[%k0] : memref<?xi64>
                %v1099 = memref.load %l340[%k0] : memref<?xi64>
                %v1100 = arith.constant 63 : i64
                %v1101 = arith.andi %v1099, %v1100 : i64
                %v1102 = arith.shli %v1098, %v1101 : i64
                memref.store %v1102, %l341[%k0] : memref<?xi64>
                %v1103 = memref.load %l179[%k0] : memref<?xi32>
                %v1104 = arith.extui %v1103 : i32 to i64
                memref.store %v1104, %l342[%k0] : memref<?xi64>
                %v1105 = memref.load %l341[%k0] : memref<?xi64>
                %v1106 = memref.load %l342[%k0] : memref<?xi64>
                %v1107 = arith.ori %v1105, %v1106 : i64
                memref.store %v1107, %l343[%k0] : memref<?xi64>
                %v1108 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v1108, %l344[%k0] : memref<?xi64>
                %v1109 = memref.load %l343[%k0] : memref<?xi64>
                %v1110 = memref.load %l344[%k0] : memref<?xi64>
                %v1111 = arith.constant 63 : i64
                %v1112 = arith.andi %v1110, %v1111 : i64
                %v1113 = arith.shrui %v1109, %v1112 : i64
                memref.store %v1113, %l345[%k0] : memref<?xi64>
                %v1114 = memref.load %l345[%k0] : memref<?xi64>
                %v1115 = arith.trunci %v1114 : i64 to i32
                memref.store %v1115, %l346[%k0] : memref<?xi32>
                %v1116 = arith.constant 16 : i32
                memref.store %v1116, %l347[%k0] : memref<?xi32>
                %v1117 = memref.load %l338[%k0] : memref<?xi32>
                %v1118 = memref.load %l347[%k0] : memref<?xi32>
                %v1119 = arith.constant 31 : i32
                %v1120 = arith.andi %v1118, %v1119 : i32
                %v1121 = arith.shrui %v1117, %v1120 : i32
                memref.store %v1121, %l348[%k0] : memref<?xi32>
                %v1122 = arith.constant 16 : i32
                memref.store %v1122, %l349[%k0] : memref<?xi32>
                %v1123 = memref.load %l346[%k0] : memref<?xi32>
                %v1124 = memref.load %l349[%k0] : memref<?xi32>
                %v1125 = arith.constant 31 : i32
                %v1126 = arith.andi %v1124, %v1125 : i32
                %v1127 = arith.shrui %v1123, %v1126 : i32
                memref.store %v1127, %l350[%k0] : memref<?xi32>
                %v1128 = memref.load %l338[%k0] : memref<?xi32>
                %v1129 = arith.constant 15 : i32
                %v1130 = arith.andi %v1128, %v1129 : i32
                memref.store %v1130, %l351[%k0] : memref<?xi32>
                %v1131 = memref.load %l351[%k0] : memref<?xi32>
                %v1132 = memref.load %l17[%k0] : memref<?xi32>
                %v1133 = arith.ori %v1131, %v1132 : i32
                memref.store %v1133, %l352[%k0] : memref<?xi32>
                %v1134 = memref.load %l352[%k0] : memref<?xi32>
                %v1135 = arith.bitcast %v1134 : i32 to f32
                memref.store %v1135, %l353[%k0] : memref<?xf32>
                %v1136 = memref.load %l353[%k0] : memref<?xf32>
                %v1137 = arith.constant 0x4B000008 : f32
                %v1138 = arith.subf %v1136, %v1137 : f32
                memref.store %v1138, %l354[%k0] : memref<?xf32>
                %v1139 = memref.load %l354[%k0] : memref<?xf32>
                %v1140 = memref.load %l117[%k0] : memref<?xf32>
                %v1141 = arith.mulf %v1139, %v1140 : f32
                memref.store %v1141, %l355[%k0] : memref<?xf32>
                %v1142 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1142, %l356[%k0] : memref<?xf32>
                %v1143 = memref.load %l338[%k0] : memref<?xi32>
                %v1144 = arith.constant 3840 : i32
                %v1145 = arith.andi %v1143, %v1144 : i32
                memref.store %v1145, %l357[%k0] : memref<?xi32>
                %v1146 = memref.load %l357[%k0] : memref<?xi32>
                %v1147 = memref.load %l19[%k0] : memref<?xi32>
                %v1148 = arith.ori %v1146, %v1147 : i32
                memref.store %v1148, %l358[%k0] : memref<?xi32>
                %v1149 = memref.load %l358[%k0] : memref<?xi32>
                %v1150 = arith.bitcast %v1149 : i32 to f32
                memref.store %v1150, %l359[%k0] : memref<?xf32>
                %v1151 = memref.load %l359[%k0] : memref<?xf32>
                %v1152 = arith.constant 0x47000800 : f32
                %v1153 = arith.subf %v1151, %v1152 : f32
                memref.store %v1153, %l360[%k0] : memref<?xf32>
                %v1154 = memref.load %l360[%k0] : memref<?xf32>
                %v1155 = memref.load %l118[%k0] : memref<?xf32>
                %v1156 = arith.mulf %v1154, %v1155 : f32
                memref.store %v1156, %l361[%k0] : memref<?xf32>
                %v1157 = memref.load %l356[%k0] : memref<?xf32>
                %v1158 = memref.load %l361[%k0] : memref<?xf32>
                %v1159 = arith.addf %v1157, %v1158 : f32
                memref.store %v1159, %l355[%k0] : memref<?xf32>
                %v1160 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1160, %l362[%k0] : memref<?xf32>
                %v1161 = memref.load %l338[%k0] : memref<?xi32>
                %v1162 = arith.constant 983040 : i32
                %v1163 = arith.andi %v1161, %v1162 : i32
                memref.store %v1163, %l363[%k0] : memref<?xi32>
                %v1164 = memref.load %l363[%k0] : memref<?xi32>
                %v1165 = memref.load %l21[%k0] : memref<?xi32>
                %v1166 = arith.ori %v1164, %v1165 : i32
                memref.store %v1166, %l364[%k0] : memref<?xi32>
                %v1167 = memref.load %l364[%k0] : memref<?xi32>
                %v1168 = arith.bitcast %v1167 : i32 to f32
                memref.store %v1168, %l365[%k0] : memref<?xf32>
                %v1169 = memref.load %l365[%k0] : memref<?xf32>
                %v1170 = arith.constant 0x43080000 : f32
                %v1171 = arith.subf %v1169, %v1170 : f32
                memref.store %v1171, %l366[%k0] : memref<?xf32>
                %v1172 = memref.load %l366[%k0] : memref<?xf32>
                %v1173 = memref.load %l119[%k0] : memref<?xf32>
                %v1174 = arith.mulf %v1172, %v1173 : f32
                memref.store %v1174, %l367[%k0] : memref<?xf32>
                %v1175 = memref.load %l362[%k0] : memref<?xf32>
                %v1176 = memref.load %l367[%k0] : memref<?xf32>
                %v1177 = arith.addf %v1175, %v1176 : f32
                memref.store %v1177, %l355[%k0] : memref<?xf32>
                %v1178 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1178, %l368[%k0] : memref<?xf32>
                %v1179 = memref.load %l348[%k0] : memref<?xi32>
                %v1180 = arith.constant 3840 : i32
                %v1181 = arith.andi %v1179, %v1180 : i32
                memref.store %v1181, %l369[%k0] : memref<?xi32>
                %v1182 = memref.load %l369[%k0] : memref<?xi32>
                %v1183 = memref.load %l19[%k0] : memref<?xi32>
                %v1184 = arith.ori %v1182, %v1183 : i32
                memref.store %v1184, %l370[%k0] : memref<?xi32>
                %v1185 = memref.load %l370[%k0] : memref<?xi32>
                %v1186 = arith.bitcast %v1185 : i32 to f32
                memref.store %v1186, %l371[%k0] : memref<?xf32>
                %v1187 = memref.load %l371[%k0] : memref<?xf32>
                %v1188 = arith.constant 0x47000800 : f32
                %v1189 = arith.subf %v1187, %v1188 : f32
                memref.store %v1189, %l372[%k0] : memref<?xf32>
                %v1190 = memref.load %l372[%k0] : memref<?xf32>
                %v1191 = memref.load %l120[%k0] : memref<?xf32>
                %v1192 = arith.mulf %v1190, %v1191 : f32
                memref.store %v1192, %l373[%k0] : memref<?xf32>
                %v1193 = memref.load %l368[%k0] : memref<?xf32>
                %v1194 = memref.load %l373[%k0] : memref<?xf32>
                %v1195 = arith.addf %v1193, %v1194 : f32
                memref.store %v1195, %l355[%k0] : memref<?xf32>
                %v1196 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1196, %l374[%k0] : memref<?xf32>
                %v1197 = memref.load %l346[%k0] : memref<?xi32>
                %v1198 = arith.constant 15 : i32
                %v1199 = arith.andi %v1197, %v1198 : i32
                memref.store %v1199, %l375[%k0] : memref<?xi32>
                %v1200 = memref.load %l375[%k0] : memref<?xi32>
                %v1201 = memref.load %l17[%k0] : memref<?xi32>
                %v1202 = arith.ori %v1200, %v1201 : i32
                memref.store %v1202, %l376[%k0] : memref<?xi32>
                %v1203 = memref.load %l376[%k0] : memref<?xi32>
                %v1204 = arith.bitcast %v1203 : i32 to f32
                memref.store %v1204, %l377[%k0] : memref<?xf32>
                %v1205 = memref.load %l377[%k0] : memref<?xf32>
                %v1206 = arith.constant 0x4B000008 : f32
                %v1207 = arith.subf %v1205, %v1206 : f32
                memref.store %v1207, %l378[%k0] : memref<?xf32>
                %v1208 = memref.load %l378[%k0] : memref<?xf32>
                %v1209 = memref.load %l121[%k0] : memref<?xf32>
                %v1210 = arith.mulf %v1208, %v1209 : f32
                memref.store %v1210, %l379[%k0] : memref<?xf32>
                %v1211 = memref.load %l374[%k0] : memref<?xf32>
                %v1212 = memref.load %l379[%k0] : memref<?xf32>
                %v1213 = arith.addf %v1211, %v1212 : f32
                memref.store %v1213, %l355[%k0] : memref<?xf32>
                %v1214 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1214, %l380[%k0] : memref<?xf32>
                %v1215 = memref.load %l346[%k0] : memref<?xi32>
                %v1216 = arith.constant 3840 : i32
                %v1217 = arith.andi %v1215, %v1216 : i32
                memref.store %v1217, %l381[%k0] : memref<?xi32>
                %v1218 = memref.load %l381[%k0] : memref<?xi32>
                %v1219 = memref.load %l19[%k0] : memref<?xi32>
                %v1220 = arith.ori %v1218, %v1219 : i32
                memref.store %v1220, %l382[%k0] : memref<?xi32>
                %v1221 = memref.load %l382[%k0] : memref<?xi32>
                %v1222 = arith.bitcast %v1221 : i32 to f32
                memref.store %v1222, %l383[%k0] : memref<?xf32>
                %v1223 = memref.load %l383[%k0] : memref<?xf32>
                %v1224 = arith.constant 0x47000800 : f32
                %v1225 = arith.subf %v1223, %v1224 : f32
                memref.store %v1225, %l384[%k0] : memref<?xf32>
                %v1226 = memref.load %l384[%k0] : memref<?xf32>
                %v1227 = memref.load %l122[%k0] : memref<?xf32>
                %v1228 = arith.mulf %v1226, %v1227 : f32
                memref.store %v1228, %l385[%k0] : memref<?xf32>
                %v1229 = memref.load %l380[%k0] : memref<?xf32>
                %v1230 = memref.load %l385[%k0] : memref<?xf32>
                %v1231 = arith.addf %v1229, %v1230 : f32
                memref.store %v1231, %l355[%k0] : memref<?xf32>
                %v1232 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1232, %l386[%k0] : memref<?xf32>
                %v1233 = memref.load %l346[%k0] : memref<?xi32>
                %v1234 = arith.constant 983040 : i32
                %v1235 = arith.andi %v1233, %v1234 : i32
                memref.store %v1235, %l387[%k0] : memref<?xi32>
                %v1236 = memref.load %l387[%k0] : memref<?xi32>
                %v1237 = memref.load %l21[%k0] : memref<?xi32>
                %v1238 = arith.ori %v1236, %v1237 : i32
                memref.store %v1238, %l388[%k0] : memref<?xi32>
                %v1239 = memref.load %l388[%k0] : memref<?xi32>
                %v1240 = arith.bitcast %v1239 : i32 to f32
                memref.store %v1240, %l389[%k0] : memref<?xf32>
                %v1241 = memref.load %l389[%k0] : memref<?xf32>
                %v1242 = arith.constant 0x43080000 : f32
                %v1243 = arith.subf %v1241, %v1242 : f32
                memref.store %v1243, %l390[%k0] : memref<?xf32>
                %v1244 = memref.load %l390[%k0] : memref<?xf32>
                %v1245 = memref.load %l123[%k0] : memref<?xf32>
                %v1246 = arith.mulf %v1244, %v1245 : f32
                memref.store %v1246, %l391[%k0] : memref<?xf32>
                %v1247 = memref.load %l386[%k0] : memref<?xf32>
                %v1248 = memref.load %l391[%k0] : memref<?xf32>
                %v1249 = arith.addf %v1247, %v1248 : f32
                memref.store %v1249, %l355[%k0] : memref<?xf32>
                %v1250 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1250, %l392[%k0] : memref<?xf32>
                %v1251 = memref.load %l350[%k0] : memref<?xi32>
                %v1252 = arith.constant 3840 : i32
                %v1253 = arith.andi %v1251, %v1252 : i32
                memref.store %v1253, %l393[%k0] : memref<?xi32>
                %v1254 = memref.load %l393[%k0] : memref<?xi32>
                %v1255 = memref.load %l19[%k0] : memref<?xi32>
                %v1256 = arith.ori %v1254, %v1255 : i32
                memref.store %v1256, %l394[%k0] : memref<?xi32>
                %v1257 = memref.load %l394[%k0] : memref<?xi32>
                %v1258 = arith.bitcast %v1257 : i32 to f32
                memref.store %v1258, %l395[%k0] : memref<?xf32>
                %v1259 = memref.load %l395[%k0] : memref<?xf32>
                %v1260 = arith.constant 0x47000800 : f32
                %v1261 = arith.subf %v1259, %v1260 : f32
                memref.store %v1261, %l396[%k0] : memref<?xf32>
                %v1262 = memref.load %l396[%k0] : memref<?xf32>
                %v1263 = memref.load %l124[%k0] : memref<?xf32>
                %v1264 = arith.mulf %v1262, %v1263 : f32
                memref.store %v1264, %l397[%k0] : memref<?xf32>
                %v1265 = memref.load %l392[%k0] : memref<?xf32>
                %v1266 = memref.load %l397[%k0] : memref<?xf32>
                %v1267 = arith.addf %v1265, %v1266 : f32
                memref.store %v1267, %l355[%k0] : memref<?xf32>
                %v1268 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1268, %l398[%k0] : memref<?xf32>
                %v1269 = memref.load %l338[%k0] : memref<?xi32>
                %v1270 = arith.constant 240 : i32
                %v1271 = arith.andi %v1269, %v1270 : i32
                memref.store %v1271, %l399[%k0] : memref<?xi32>
                %v1272 = memref.load %l399[%k0] : memref<?xi32>
                %v1273 = memref.load %l18[%k0] : memref<?xi32>
                %v1274 = arith.ori %v1272, %v1273 : i32
                memref.store %v1274, %l400[%k0] : memref<?xi32>
                %v1275 = memref.load %l400[%k0] : memref<?xi32>
                %v1276 = arith.bitcast %v1275 : i32 to f32
                memref.store %v1276, %l401[%k0] : memref<?xf32>
                %v1277 = memref.load %l401[%k0] : memref<?xf32>
                %v1278 = arith.constant 0x49000080 : f32
                %v1279 = arith.subf %v1277, %v1278 : f32
                memref.store %v1279, %l402[%k0] : memref<?xf32>
                %v1280 = memref.load %l402[%k0] : memref<?xf32>
                %v1281 = memref.load %l125[%k0] : memref<?xf32>
                %v1282 = arith.mulf %v1280, %v1281 : f32
                memref.store %v1282, %l403[%k0] : memref<?xf32>
                %v1283 = memref.load %l398[%k0] : memref<?xf32>
                %v1284 = memref.load %l403[%k0] : memref<?xf32>
                %v1285 = arith.addf %v1283, %v1284 : f32
                memref.store %v1285, %l355[%k0] : memref<?xf32>
                %v1286 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1286, %l404[%k0] : memref<?xf32>
                %v1287 = memref.load %l338[%k0] : memref<?xi32>
                %v1288 = arith.constant 61440 : i32
                %v1289 = arith.andi %v1287, %v1288 : i32
                memref.store %v1289, %l405[%k0] : memref<?xi32>
                %v1290 = memref.load %l405[%k0] : memref<?xi32>
                %v1291 = memref.load %l20[%k0] : memref<?xi32>
                %v1292 = arith.ori %v1290, %v1291 : i32
                memref.store %v1292, %l406[%k0] : memref<?xi32>
                %v1293 = memref.load %l406[%k0] : memref<?xi32>
                %v1294 = arith.bitcast %v1293 : i32 to f32
                memref.store %v1294, %l407[%k0] : memref<?xf32>
                %v1295 = memref.load %l407[%k0] : memref<?xf32>
                %v1296 = arith.constant 0x45008000 : f32
                %v1297 = arith.subf %v1295, %v1296 : f32
                memref.store %v1297, %l408[%k0] : memref<?xf32>
                %v1298 = memref.load %l408[%k0] : memref<?xf32>
                %v1299 = memref.load %l126[%k0] : memref<?xf32>
                %v1300 = arith.mulf %v1298, %v1299 : f32
                memref.store %v1300, %l409[%k0] : memref<?xf32>
                %v1301 = memref.load %l404[%k0] : memref<?xf32>
                %v1302 = memref.load %l409[%k0] : memref<?xf32>
                %v1303 = arith.addf %v1301, %v1302 : f32
                memref.store %v1303, %l355[%k0] : memref<?xf32>
                %v1304 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1304, %l410[%k0] : memref<?xf32>
                %v1305 = memref.load %l348[%k0] : memref<?xi32>
                %v1306 = arith.constant 240 : i32
                %v1307 = arith.andi %v1305, %v1306 : i32
                memref.store %v1307, %l411[%k0] : memref<?xi32>
                %v1308 = memref.load %l411[%k0] : memref<?xi32>
                %v1309 = memref.load %l18[%k0] : memref<?xi32>
                %v1310 = arith.ori %v1308, %v1309 : i32
                memref.store %v1310, %l412[%k0] : memref<?xi32>
                %v1311 = memref.load %l412[%k0] : memref<?xi32>
                %v1312 = arith.bitcast %v1311 : i32 to f32
                memref.store %v1312, %l413[%k0] : memref<?xf32>
                %v1313 = memref.load %l413[%k0] : memref<?xf32>
                %v1314 = arith.constant 0x49000080 : f32
                %v1315 = arith.subf %v1313, %v1314 : f32
                memref.store %v1315, %l414[%k0] : memref<?xf32>
                %v1316 = memref.load %l414[%k0] : memref<?xf32>
                %v1317 = memref.load %l127[%k0] : memref<?xf32>
                %v1318 = arith.mulf %v1316, %v1317 : f32
                memref.store %v1318, %l415[%k0] : memref<?xf32>
                %v1319 = memref.load %l410[%k0] : memref<?xf32>
                %v1320 = memref.load %l415[%k0] : memref<?xf32>
                %v1321 = arith.addf %v1319, %v1320 : f32
                memref.store %v1321, %l355[%k0] : memref<?xf32>
                %v1322 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1322, %l416[%k0] : memref<?xf32>
                %v1323 = memref.load %l348[%k0] : memref<?xi32>
                %v1324 = arith.constant 61440 : i32
                %v1325 = arith.andi %v1323, %v1324 : i32
                memref.store %v1325, %l417[%k0] : memref<?xi32>
                %v1326 = memref.load %l417[%k0] : memref<?xi32>
                %v1327 = memref.load %l20[%k0] : memref<?xi32>
                %v1328 = arith.ori %v1326, %v1327 : i32
                memref.store %v1328, %l418[%k0] : memref<?xi32>
                %v1329 = memref.load %l418[%k0] : memref<?xi32>
                %v1330 = arith.bitcast %v1329 : i32 to f32
                memref.store %v1330, %l419[%k0] : memref<?xf32>
                %v1331 = memref.load %l419[%k0] : memref<?xf32>
                %v1332 = arith.constant 0x45008000 : f32
                %v1333 = arith.subf %v1331, %v1332 : f32
                memref.store %v1333, %l420[%k0] : memref<?xf32>
                %v1334 = memref.load %l420[%k0] : memref<?xf32>
                %v1335 = memref.load %l128[%k0] : memref<?xf32>
                %v1336 = arith.mulf %v1334, %v1335 : f32
                memref.store %v1336, %l421[%k0] : memref<?xf32>
                %v1337 = memref.load %l416[%k0] : memref<?xf32>
                %v1338 = memref.load %l421[%k0] : memref<?xf32>
                %v1339 = arith.addf %v1337, %v1338 : f32
                memref.store %v1339, %l355[%k0] : memref<?xf32>
                %v1340 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1340, %l422[%k0] : memref<?xf32>
                %v1341 = memref.load %l346[%k0] : memref<?xi32>
                %v1342 = arith.constant 240 : i32
                %v1343 = arith.andi %v1341, %v1342 : i32
                memref.store %v1343, %l423[%k0] : memref<?xi32>
                %v1344 = memref.load %l423[%k0] : memref<?xi32>
                %v1345 = memref.load %l18[%k0] : memref<?xi32>
                %v1346 = arith.ori %v1344, %v1345 : i32
                memref.store %v1346, %l424[%k0] : memref<?xi32>
                %v1347 = memref.load %l424[%k0] : memref<?xi32>
                %v1348 = arith.bitcast %v1347 : i32 to f32
                memref.store %v1348, %l425[%k0] : memref<?xf32>
                %v1349 = memref.load %l425[%k0] : memref<?xf32>
                %v1350 = arith.constant 0x49000080 : f32
                %v1351 = arith.subf %v1349, %v1350 : f32
                memref.store %v1351, %l426[%k0] : memref<?xf32>
                %v1352 = memref.load %l426[%k0] : memref<?xf32>
                %v1353 = memref.load %l129[%k0] : memref<?xf32>
                %v1354 = arith.mulf %v1352, %v1353 : f32
                memref.store %v1354, %l427[%k0] : memref<?xf32>
                %v1355 = memref.load %l422[%k0] : memref<?xf32>
                %v1356 = memref.load %l427[%k0] : memref<?xf32>
                %v1357 = arith.addf %v1355, %v1356 : f32
                memref.store %v1357, %l355[%k0] : memref<?xf32>
                %v1358 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1358, %l428[%k0] : memref<?xf32>
                %v1359 = memref.load %l346[%k0] : memref<?xi32>
                %v1360 = arith.constant 61440 : i32
                %v1361 = arith.andi %v1359, %v1360 : i32
                memref.store %v1361, %l429[%k0] : memref<?xi32>
                %v1362 = memref.load %l429[%k0] : memref<?xi32>
                %v1363 = memref.load %l20[%k0] : memref<?xi32>
                %v1364 = arith.ori %v1362, %v1363 : i32
                memref.store %v1364, %l430[%k0] : memref<?xi32>
                %v1365 = memref.load %l430[%k0] : memref<?xi32>
                %v1366 = arith.bitcast %v1365 : i32 to f32
                memref.store %v1366, %l431[%k0] : memref<?xf32>
                %v1367 = memref.load %l431[%k0] : memref<?xf32>
                %v1368 = arith.constant 0x45008000 : f32
                %v1369 = arith.subf %v1367, %v1368 : f32
                memref.store %v1369, %l432[%k0] : memref<?xf32>
                %v1370 = memref.load %l432[%k0] : memref<?xf32>
                %v1371 = memref.load %l130[%k0] : memref<?xf32>
                %v1372 = arith.mulf %v1370, %v1371 : f32
                memref.store %v1372, %l433[%k0] : memref<?xf32>
                %v1373 = memref.load %l428[%k0] : memref<?xf32>
                %v1374 = memref.load %l433[%k0] : memref<?xf32>
                %v1375 = arith.addf %v1373, %v1374 : f32
                memref.store %v1375, %l355[%k0] : memref<?xf32>
                %v1376 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1376, %l434[%k0] : memref<?xf32>
                %v1377 = memref.load %l350[%k0] : memref<?xi32>
                %v1378 = arith.constant 240 : i32
                %v1379 = arith.andi %v1377, %v1378 : i32
                memref.store %v1379, %l435[%k0] : memref<?xi32>
                %v1380 = memref.load %l435[%k0] : memref<?xi32>
                %v1381 = memref.load %l18[%k0] : memref<?xi32>
                %v1382 = arith.ori %v1380, %v1381 : i32
                memref.store %v1382, %l436[%k0] : memref<?xi32>
                %v1383 = memref.load %l436[%k0] : memref<?xi32>
                %v1384 = arith.bitcast %v1383 : i32 to f32
                memref.store %v1384, %l437[%k0] : memref<?xf32>
                %v1385 = memref.load %l437[%k0] : memref<?xf32>
                %v1386 = arith.constant 0x49000080 : f32
                %v1387 = arith.subf %v1385, %v1386 : f32
                memref.store %v1387, %l438[%k0] : memref<?xf32>
                %v1388 = memref.load %l438[%k0] : memref<?xf32>
                %v1389 = memref.load %l131[%k0] : memref<?xf32>
                %v1390 = arith.mulf %v1388, %v1389 : f32
                memref.store %v1390, %l439[%k0] : memref<?xf32>
                %v1391 = memref.load %l434[%k0] : memref<?xf32>
                %v1392 = memref.load %l439[%k0] : memref<?xf32>
                %v1393 = arith.addf %v1391, %v1392 : f32
                memref.store %v1393, %l355[%k0] : memref<?xf32>
                %v1394 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1394, %l440[%k0] : memref<?xf32>
                %v1395 = memref.load %l350[%k0] : memref<?xi32>
                %v1396 = arith.constant 61440 : i32
                %v1397 = arith.andi %v1395, %v1396 : i32
                memref.store %v1397, %l441[%k0] : memref<?xi32>
                %v1398 = memref.load %l441[%k0] : memref<?xi32>
                %v1399 = memref.load %l20[%k0] : memref<?xi32>
                %v1400 = arith.ori %v1398, %v1399 : i32
                memref.store %v1400, %l442[%k0] : memref<?xi32>
                %v1401 = memref.load %l442[%k0] : memref<?xi32>
                %v1402 = arith.bitcast %v1401 : i32 to f32
                memref.store %v1402, %l443[%k0] : memref<?xf32>
                %v1403 = memref.load %l443[%k0] : memref<?xf32>
                %v1404 = arith.constant 0x45008000 : f32
                %v1405 = arith.subf %v1403, %v1404 : f32
                memref.store %v1405, %l444[%k0] : memref<?xf32>
                %v1406 = memref.load %l444[%k0] : memref<?xf32>
                %v1407 = memref.load %l132[%k0] : memref<?xf32>
                %v1408 = arith.mulf %v1406, %v1407 : f32
                memref.store %v1408, %l445[%k0] : memref<?xf32>
                %v1409 = memref.load %l440[%k0] : memref<?xf32>
                %v1410 = memref.load %l445[%k0] : memref<?xf32>
                %v1411 = arith.addf %v1409, %v1410 : f32
                memref.store %v1411, %l355[%k0] : memref<?xf32>
                %v1412 = memref.load %l75[%k0] : memref<?xf32>
                memref.store %v1412, %l446[%k0] : memref<?xf32>
                %v1413 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v1413, %l447[%k0] : memref<?xi64>
                %v1414 = memref.load %l447[%k0] : memref<?xi64>
                %v1415 = arith.constant 16 : i64
                %v1416 = arith.subi %v1414, %v1415 : i64
                memref.store %v1416, %l448[%k0] : memref<?xi64>
                %v1417 = memref.load %l448[%k0] : memref<?xi64>
                %v1418 = arith.trunci %v1417 : i64 to i32
                memref.store %v1418, %l449[%k0] : memref<?xi32>
                %v1419 = memref.load %l177[%k0] : memref<?xi32>
                %v1420 = memref.load %l449[%k0] : memref<?xi32>
                %v1421 = arith.constant 31 : i32
                %v1422 = arith.andi %v1420, %v1421 : i32
                %v1423 = arith.shrui %v1419, %v1422 : i32
                memref.store %v1423, %l450[%k0] : memref<?xi32>
                %v1424 = memref.load %l450[%k0] : memref<?xi32>
                %v1425 = arith.constant 65535 : i32
                %v1426 = arith.andi %v1424, %v1425 : i32
                memref.store %v1426, %l451[%k0] : memref<?xi32>
                %v1427 = memref.load %l451[%k0] : memref<?xi32>
                %v1428 = arith.constant 32767 : i32
                %v1429 = arith.andi %v1427, %v1428 : i32
                memref.store %v1429, %l452[%k0] : memref<?xi32>
                %v1430 = arith.constant 13 : i32
                memref.store %v1430, %l453[%k0] : memref<?xi32>
                %v1431 = memref.load %l452[%k0] : memref<?xi32>
                %v1432 = memref.load %l453[%k0] : memref<?xi32>
                %v1433 = arith.constant 31 : i32
                %v1434 = arith.andi %v1432, %v1433 : i32
                %v1435 = arith.shli %v1431, %v1434 : i32
                memref.store %v1435, %l454[%k0] : memref<?xi32>
                %v1436 = memref.load %l454[%k0] : memref<?xi32>
                %v1437 = arith.constant 939524096 : i32
                %v1438 = arith.addi %v1436, %v1437 : i32
                memref.store %v1438, %l455[%k0] : memref<?xi32>
                %v1439 = memref.load %l455[%k0] : memref<?xi32>
                %v1440 = arith.bitcast %v1439 : i32 to f32
                memref.store %v1440, %l456[%k0] : memref<?xf32>
                %v1441 = memref.load %l452[%k0] : memref<?xi32>
                %v1442 = arith.constant 1024 : i32
                %v1443 = arith.cmpi ult, %v1441, %v1442 : i32
                memref.store %v1443, %l457[%k0] : memref<?xi1>
                %v1444 = memref.load %l457[%k0] : memref<?xi1>
                cf.cond_br %v1444, ^bb59, ^bb60
              ^bb59:
                %v1445 = arith.constant 13 : i32
                memref.store %v1445, %l458[%k0] : memref<?xi32>
                %v1446 = memref.load %l452[%k0] : memref<?xi32>
                %v1447 = memref.load %l458[%k0] : memref<?xi32>
                %v1448 = arith.constant 31 : i32
                %v1449 = arith.andi %v1447, %v1448 : i32
                %v1450 = arith.shli %v1446, %v1449 : i32
                memref.store %v1450, %l459[%k0] : memref<?xi32>
                %v1451 = memref.load %l459[%k0] : memref<?xi32>
                %v1452 = arith.constant 947912704 : i32
                %v1453 = arith.addi %v1451, %v1452 : i32
                memref.store %v1453, %l460[%k0] : memref<?xi32>
                %v1454 = memref.load %l460[%k0] : memref<?xi32>
                %v1455 = arith.bitcast %v1454 : i32 to f32
                memref.store %v1455, %l461[%k0] : memref<?xf32>
                %v1456 = memref.load %l461[%k0] : memref<?xf32>
                %v1457 = arith.constant 0x38800000 : f32
                %v1458 = arith.subf %v1456, %v1457 : f32
                memref.store %v1458, %l456[%k0] : memref<?xf32>
                cf.br ^bb60
              ^bb60:
                %v1459 = memref.load %l452[%k0] : memref<?xi32>
                %v1460 = arith.constant 31744 : i32
                %v1461 = arith.cmpi uge, %v1459, %v1460 : i32
                memref.store %v1461, %l462[%k0] : memref<?xi1>
                %v1462 = memref.load %l462[%k0] : memref<?xi1>
                cf.cond_br %v1462, ^bb61, ^bb62
              ^bb61:
                %v1463 = arith.constant 13 : i32
                memref.store %v1463, %l463[%k0] : memref<?xi32>
                %v1464 = memref.load %l452[%k0] : memref<?xi32>
                %v1465 = memref.load %l463[%k0] : memref<?xi32>
                %v1466 = arith.constant 31 : i32
                %v1467 = arith.andi %v1465, %v1466 : i32
                %v1468 = arith.shli %v1464, %v1467 : i32
                memref.store %v1468, %l464[%k0] : memref<?xi32>
                %v1469 = memref.load %l464[%k0] : memref<?xi32>
                %v1470 = arith.constant 1879048192 : i32
                %v1471 = arith.addi %v1469, %v1470 : i32
                memref.store %v1471, %l465[%k0] : memref<?xi32>
                %v1472 = memref.load %l465[%k0] : memref<?xi32>
                %v1473 = arith.bitcast %v1472 : i32 to f32
                memref.store %v1473, %l466[%k0] : memref<?xf32>
                %v1474 = memref.load %l466[%k0] : memref<?xf32>
                memref.store %v1474, %l456[%k0] : memref<?xf32>
                cf.br ^bb62
              ^bb62:
                %v1475 = memref.load %l451[%k0] : memref<?xi32>
                %v1476 = arith.constant 32768 : i32
                %v1477 = arith.cmpi uge, %v1475, %v1476 : i32
                memref.store %v1477, %l467[%k0] : memref<?xi1>
                %v1478 = memref.load %l467[%k0] : memref<?xi1>
                cf.cond_br %v1478, ^bb63, ^bb64
              ^bb63:
                %v1479 = memref.load %l456[%k0] : memref<?xf32>
                memref.store %v1479, %l468[%k0] : memref<?xf32>
                %v1480 = memref.load %l468[%k0] : memref<?xf32>
                %v1481 = arith.negf %v1480 : f32
                memref.store %v1481, %l456[%k0] : memref<?xf32>
                cf.br ^bb64
              ^bb64:
                %v1482 = memref.load %l456[%k0] : memref<?xf32>
                memref.store %v1482, %l469[%k0] : memref<?xf32>
                %v1483 = memref.load %l355[%k0] : memref<?xf32>
                memref.store %v1483, %l470[%k0] : memref<?xf32>
                %v1484 = memref.load %l469[%k0] : memref<?xf32>
                %v1485 = memref.load %l470[%k0] : memref<?xf32>
                %v1486 = arith.mulf %v1484, %v1485 : f32
                memref.store %v1486, %l471[%k0] : memref<?xf32>
                %v1487 = memref.load %l446[%k0] : memref<?xf32>
                %v1488 = memref.load %l471[%k0] : memref<?xf32>
                %v1489 = arith.addf %v1487, %v1488 : f32
                memref.store %v1489, %l472[%k0] : memref<?xf32>
                %v1490 = memref.load %l472[%k0] : memref<?xf32>
                memref.store %v1490, %l75[%k0] : memref<?xf32>
                %v1491 = memref.load %l183[%k0] : memref<?xi32>
                %v1492 = arith.extui %v1491 : i32 to i64
                memref.store %v1492, %l473[%k0] : memref<?xi64>
                %v1493 = arith.constant 32 : i32
                %v1494 = arith.extsi %v1493 : i32 to i64
                memref.store %v1494, %l474[%k0] : memref<?xi64>
                %v1495 = memref.load %l473[%k0] : memref<?xi64>
                %v1496 = memref.load %l474[%k0] : memref<?xi64>
                %v1497 = arith.constant 63 : i64
                %v1498 = arith.andi %v1496, %v1497 : i64
                %v1499 = arith.shli %v1495, %v1498 : i64
                memref.store %v1499, %l475[%k0] : memref<?xi64>
                %v1500 = memref.load %l182[%k0] : memref<?xi32>
                %v1501 = arith.extui %v1500 : i32 to i64
                memref.store %v1501, %l476[%k0] : memref<?xi64>
                %v1502 = memref.load %l475[%k0] : memref<?xi64>
                %v1503 = memref.load %l476[%k0] : memref<?xi64>
                %v1504 = arith.ori %v1502, %v1503 : i64
                memref.store %v1504, %l477[%k0] : memref<?xi64>
                %v1505 = memref.load %l49[%k0] : memref<?xi64>
                memref.store %v1505, %l478[%k0] : memref<?xi64>
                %v1506 = memref.load %l477[%k0] : memref<?xi64>
                %v1507 = memref.load %l478[%k0] : memref<?xi64>
                %v1508 = arith.constant 63 : i64
                %v1509 = arith.andi %v1507, %v1508 : i64
                %v1510 = arith.shrui %v1506, %v1509 : i64
                memref.store %v1510, %l479[%k0] : memref<?xi64>
                %v1511 = memref.load %l479[%k0] : memref<?xi64>
                %v1512 = arith.trunci %v1511 : i64 to i32
                memref.store %v1512, %l480[%k0] : memref<?xi32>
                %v1513 = memref.load %l184[%k0] : memref<?xi32>
                %v1514 = arith.extui %v1513 : i32 to i64
                memref.store %v1514, %l481[%k0] : memref<?xi64>
                %v1515 = arith.constant 32 : i32
                %v1516 = arith.extsi %v1515 : i32 to i64
                memref.store %v1516, %l482[%k0] : memref<?xi64>
                %v1517 = memref.load %l481[%k0] : memref<?xi64>
                %v1518 = memref.load %l482[%k0] : memref<?xi64>
                %v1519 = arith.constant 63 : i64
                %v1520 = arith.andi %v1518, %v1519 : i64
                %v1521 = arith.shli %v1517, %v1520 : i64
                memref.store %v1521, %l483[%k0] : memref<?xi64>
                %v1522 = memref.load %l183[%k0] : memref<?xi32>
                %v1523 = arith.extui %v1522 : i32 to i64
                memref.store %v1523, %l484[%k0] : memref<?xi64>
                %v1524 = memref.load %l483[%k0] : memref<?xi64>
                %v1525 = memref.load %l484[%k0] : memref<?xi64>
                %v1526 = arith.ori %v1524, %v1525 : i64
                memref.store %v1526, %l485[%k0] : memref<?xi64>
                %v1527 = memref.load %l49[%k0] : memref<?xi64>
                memref.store %v1527, %l486[%k0] : memref<?xi64>
                %v1528 = memref.load %l485[%k0] : memref<?xi64>
                %v1529 = memref.load %l486[%k0] : memref<?xi64>
                %v1530 = arith.constant 63 : i64
                %v1531 = arith.andi %v1529, %v1530 : i64
                %v1532 = arith.shrui %v1528, %v1531 : i64
                memref.store %v1532, %l487[%k0] : memref<?xi64>
                %v1533 = memref.load %l487[%k0] : memref<?xi64>
                %v1534 = arith.trunci %v1533 : i64 to i32
                memref.store %v1534, %l488[%k0] : memref<?xi32>
                %v1535 = arith.constant 16 : i32
                memref.store %v1535, %l489[%k0] : memref<?xi32>
                %v1536 = memref.load %l480[%k0] : memref<?xi32>
                %v1537 = memref.load %l489[%k0] : memref<?xi32>
                %v1538 = arith.constant 31 : i32
                %v1539 = arith.andi %v1537, %v1538 : i32
                %v1540 = arith.shrui %v1536, %v1539 : i32
                memref.store %v1540, %l490[%k0] : memref<?xi32>
                %v1541 = arith.constant 16 : i32
                memref.store %v1541, %l491[%k0] : memref<?xi32>
                %v1542 = memref.load %l488[%k0] : memref<?xi32>
                %v1543 = memref.load %l491[%k0] : memref<?xi32>
                %v1544 = arith.constant 31 : i32
                %v1545 = arith.andi %v1543, %v1544 : i32
                %v1546 = arith.shrui %v1542, %v1545 : i32
                memref.store %v1546, %l492[%k0] : memref<?xi32>
                %v1547 = memref.load %l480[%k0] : memref<?xi32>
                %v1548 = arith.constant 15 : i32
                %v1549 = arith.andi %v1547, %v1548 : i32
                memref.store %v1549, %l493[%k0] : memref<?xi32>
                %v1550 = memref.load %l493[%k0] : memref<?xi32>
                %v1551 = memref.load %l17[%k0] : memref<?xi32>
                %v1552 = arith.ori %v1550, %v1551 : i32
                memref.store %v1552, %l494[%k0] : memref<?xi32>
                %v1553 = memref.load %l494[%k0] : memref<?xi32>
                %v1554 = arith.bitcast %v1553 : i32 to f32
                memref.store %v1554, %l495[%k0] : memref<?xf32>
                %v1555 = memref.load %l495[%k0] : memref<?xf32>
                %v1556 = arith.constant 0x4B000008 : f32
                %v1557 = arith.subf %v1555, %v1556 : f32
                memref.store %v1557, %l496[%k0] : memref<?xf32>
                %v1558 = memref.load %l496[%k0] : memref<?xf32>
                %v1559 = memref.load %l117[%k0] : memref<?xf32>
                %v1560 = arith.mulf %v1558, %v1559 : f32
                memref.store %v1560, %l497[%k0] : memref<?xf32>
                %v1561 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1561, %l498[%k0] : memref<?xf32>
                %v1562 = memref.load %l480[%k0] : memref<?xi32>
                %v1563 = arith.constant 3840 : i32
                %v1564 = arith.andi %v1562, %v1563 : i32
                memref.store %v1564, %l499[%k0] : memref<?xi32>
                %v1565 = memref.load %l499[%k0] : memref<?xi32>
                %v1566 = memref.load %l19[%k0] : memref<?xi32>
                %v1567 = arith.ori %v1565, %v1566 : i32
                memref.store %v1567, %l500[%k0] : memref<?xi32>
                %v1568 = memref.load %l500[%k0] : memref<?xi32>
                %v1569 = arith.bitcast %v1568 : i32 to f32
                memref.store %v1569, %l501[%k0] : memref<?xf32>
                %v1570 = memref.load %l501[%k0] : memref<?xf32>
                %v1571 = arith.constant 0x47000800 : f32
                %v1572 = arith.subf %v1570, %v1571 : f32
                memref.store %v1572, %l502[%k0] : memref<?xf32>
                %v1573 = memref.load %l502[%k0] : memref<?xf32>
                %v1574 = memref.load %l118[%k0] : memref<?xf32>
                %v1575 = arith.mulf %v1573, %v1574 : f32
                memref.store %v1575, %l503[%k0] : memref<?xf32>
                %v1576 = memref.load %l498[%k0] : memref<?xf32>
                %v1577 = memref.load %l503[%k0] : memref<?xf32>
                %v1578 = arith.addf %v1576, %v1577 : f32
                memref.store %v1578, %l497[%k0] : memref<?xf32>
                %v1579 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1579, %l504[%k0] : memref<?xf32>
                %v1580 = memref.load %l480[%k0] : memref<?xi32>
                %v1581 = arith.constant 983040 : i32
                %v1582 = arith.andi %v1580, %v1581 : i32
                memref.store %v1582, %l505[%k0] : memref<?xi32>
                %v1583 = memref.load %l505[%k0] : memref<?xi32>
                %v1584 = memref.load %l21[%k0] : memref<?xi32>
                %v1585 = arith.ori %v1583, %v1584 : i32
                memref.store %v1585, %l506[%k0] : memref<?xi32>
                %v1586 = memref.load %l506[%k0] : memref<?xi32>
                %v1587 = arith.bitcast %v1586 : i32 to f32
                memref.store %v1587, %l507[%k0] : memref<?xf32>
                %v1588 = memref.load %l507[%k0] : memref<?xf32>
                %v1589 = arith.constant 0x43080000 : f32
                %v1590 = arith.subf %v1588, %v1589 : f32
                memref.store %v1590, %l508[%k0] : memref<?xf32>
                %v1591 = memref.load %l508[%k0] : memref<?xf32>
                %v1592 = memref.load %l119[%k0] : memref<?xf32>
                %v1593 = arith.mulf %v1591, %v1592 : f32
                memref.store %v1593, %l509[%k0] : memref<?xf32>
                %v1594 = memref.load %l504[%k0] : memref<?xf32>
                %v1595 = memref.load %l509[%k0] : memref<?xf32>
                %v1596 = arith.addf %v1594, %v1595 : f32
                memref.store %v1596, %l497[%k0] : memref<?xf32>
                %v1597 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1597, %l510[%k0] : memref<?xf32>
                %v1598 = memref.load %l490[%k0] : memref<?xi32>
                %v1599 = arith.constant 3840 : i32
                %v1600 = arith.andi %v1598, %v1599 : i32
                memref.store %v1600, %l511[%k0] : memref<?xi32>
                %v1601 = memref.load %l511[%k0] : memref<?xi32>
                %v1602 = memref.load %l19[%k0] : memref<?xi32>
                %v1603 = arith.ori %v1601, %v1602 : i32
                memref.store %v1603, %l512[%k0] : memref<?xi32>
                %v1604 = memref.load %l512[%k0] : memref<?xi32>
                %v1605 = arith.bitcast %v1604 : i32 to f32
                memref.store %v1605, %l513[%k0] : memref<?xf32>
                %v1606 = memref.load %l513[%k0] : memref<?xf32>
                %v1607 = arith.constant 0x47000800 : f32
                %v1608 = arith.subf %v1606, %v1607 : f32
                memref.store %v1608, %l514[%k0] : memref<?xf32>
                %v1609 = memref.load %l514[%k0] : memref<?xf32>
                %v1610 = memref.load %l120[%k0] : memref<?xf32>
                %v1611 = arith.mulf %v1609, %v1610 : f32
                memref.store %v1611, %l515[%k0] : memref<?xf32>
                %v1612 = memref.load %l510[%k0] : memref<?xf32>
                %v1613 = memref.load %l515[%k0] : memref<?xf32>
                %v1614 = arith.addf %v1612, %v1613 : f32
                memref.store %v1614, %l497[%k0] : memref<?xf32>
                %v1615 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1615, %l516[%k0] : memref<?xf32>
                %v1616 = memref.load %l488[%k0] : memref<?xi32>
                %v1617 = arith.constant 15 : i32
                %v1618 = arith.andi %v1616, %v1617 : i32
                memref.store %v1618, %l517[%k0] : memref<?xi32>
                %v1619 = memref.load %l517[%k0] : memref<?xi32>
                %v1620 = memref.load %l17[%k0] : memref<?xi32>
                %v1621 = arith.ori %v1619, %v1620 : i32
                memref.store %v1621, %l518[%k0] : memref<?xi32>
                %v1622 = memref.load %l518[%k0] : memref<?xi32>
                %v1623 = arith.bitcast %v1622 : i32 to f32
                memref.store %v1623, %l519[%k0] : memref<?xf32>
                %v1624 = memref.load %l519[%k0] : memref<?xf32>
                %v1625 = arith.constant 0x4B000008 : f32
                %v1626 = arith.subf %v1624, %v1625 : f32
                memref.store %v1626, %l520[%k0] : memref<?xf32>
                %v1627 = memref.load %l520[%k0] : memref<?xf32>
                %v1628 = memref.load %l121[%k0] : memref<?xf32>
                %v1629 = arith.mulf %v1627, %v1628 : f32
                memref.store %v1629, %l521[%k0] : memref<?xf32>
                %v1630 = memref.load %l516[%k0] : memref<?xf32>
                %v1631 = memref.load %l521[%k0] : memref<?xf32>
                %v1632 = arith.addf %v1630, %v1631 : f32
                memref.store %v1632, %l497[%k0] : memref<?xf32>
                %v1633 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1633, %l522[%k0] : memref<?xf32>
                %v1634 = memref.load %l488[%k0] : memref<?xi32>
                %v1635 = arith.constant 3840 : i32
                %v1636 = arith.andi %v1634, %v1635 : i32
                memref.store %v1636, %l523[%k0] : memref<?xi32>
                %v1637 = memref.load %l523[%k0] : memref<?xi32>
                %v1638 = memref.load %l19[%k0] : memref<?xi32>
                %v1639 = arith.ori %v1637, %v1638 : i32
                memref.store %v1639, %l524[%k0] : memref<?xi32>
                %v1640 = memref.load %l524[%k0] : memref<?xi32>
                %v1641 = arith.bitcast %v1640 : i32 to f32
                memref.store %v1641, %l525[%k0] : memref<?xf32>
                %v1642 = memref.load %l525[%k0] : memref<?xf32>
                %v1643 = arith.constant 0x47000800 : f32
                %v1644 = arith.subf %v1642, %v1643 : f32
                memref.store %v1644, %l526[%k0] : memref<?xf32>
                %v1645 = memref.load %l526[%k0] : memref<?xf32>
                %v1646 = memref.load %l122[%k0] : memref<?xf32>
                %v1647 = arith.mulf %v1645, %v1646 : f32
                memref.store %v1647, %l527[%k0] : memref<?xf32>
                %v1648 = memref.load %l522[%k0] : memref<?xf32>
                %v1649 = memref.load %l527[%k0] : memref<?xf32>
                %v1650 = arith.addf %v1648, %v1649 : f32
                memref.store %v1650, %l497[%k0] : memref<?xf32>
                %v1651 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1651, %l528[%k0] : memref<?xf32>
                %v1652 = memref.load %l488[%k0] : memref<?xi32>
                %v1653 = arith.constant 983040 : i32
                %v1654 = arith.andi %v1652, %v1653 : i32
                memref.store %v1654, %l529[%k0] : memref<?xi32>
                %v1655 = memref.load %l529[%k0] : memref<?xi32>
                %v1656 = memref.load %l21[%k0] : memref<?xi32>
                %v1657 = arith.ori %v1655, %v1656 : i32
                memref.store %v1657, %l530[%k0] : memref<?xi32>
                %v1658 = memref.load %l530[%k0] : memref<?xi32>
                %v1659 = arith.bitcast %v1658 : i32 to f32
                memref.store %v1659, %l531[%k0] : memref<?xf32>
                %v1660 = memref.load %l531[%k0] : memref<?xf32>
                %v1661 = arith.constant 0x43080000 : f32
                %v1662 = arith.subf %v1660, %v1661 : f32
                memref.store %v1662, %l532[%k0] : memref<?xf32>
                %v1663 = memref.load %l532[%k0] : memref<?xf32>
                %v1664 = memref.load %l123[%k0] : memref<?xf32>
                %v1665 = arith.mulf %v1663, %v1664 : f32
                memref.store %v1665, %l533[%k0] : memref<?xf32>
                %v1666 = memref.load %l528[%k0] : memref<?xf32>
                %v1667 = memref.load %l533[%k0] : memref<?xf32>
                %v1668 = arith.addf %v1666, %v1667 : f32
                memref.store %v1668, %l497[%k0] : memref<?xf32>
                %v1669 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1669, %l534[%k0] : memref<?xf32>
                %v1670 = memref.load %l492[%k0] : memref<?xi32>
                %v1671 = arith.constant 3840 : i32
                %v1672 = arith.andi %v1670, %v1671 : i32
                memref.store %v1672, %l535[%k0] : memref<?xi32>
                %v1673 = memref.load %l535[%k0] : memref<?xi32>
                %v1674 = memref.load %l19[%k0] : memref<?xi32>
                %v1675 = arith.ori %v1673, %v1674 : i32
                memref.store %v1675, %l536[%k0] : memref<?xi32>
                %v1676 = memref.load %l536[%k0] : memref<?xi32>
                %v1677 = arith.bitcast %v1676 : i32 to f32
                memref.store %v1677, %l537[%k0] : memref<?xf32>
                %v1678 = memref.load %l537[%k0] : memref<?xf32>
                %v1679 = arith.constant 0x47000800 : f32
                %v1680 = arith.subf %v1678, %v1679 : f32
                memref.store %v1680, %l538[%k0] : memref<?xf32>
                %v1681 = memref.load %l538[%k0] : memref<?xf32>
                %v1682 = memref.load %l124[%k0] : memref<?xf32>
                %v1683 = arith.mulf %v1681, %v1682 : f32
                memref.store %v1683, %l539[%k0] : memref<?xf32>
                %v1684 = memref.load %l534[%k0] : memref<?xf32>
                %v1685 = memref.load %l539[%k0] : memref<?xf32>
                %v1686 = arith.addf %v1684, %v1685 : f32
                memref.store %v1686, %l497[%k0] : memref<?xf32>
                %v1687 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1687, %l540[%k0] : memref<?xf32>
                %v1688 = memref.load %l480[%k0] : memref<?xi32>
                %v1689 = arith.constant 240 : i32
                %v1690 = arith.andi %v1688, %v1689 : i32
                memref.store %v1690, %l541[%k0] : memref<?xi32>
                %v1691 = memref.load %l541[%k0] : memref<?xi32>
                %v1692 = memref.load %l18[%k0] : memref<?xi32>
                %v1693 = arith.ori %v1691, %v1692 : i32
                memref.store %v1693, %l542[%k0] : memref<?xi32>
                %v1694 = memref.load %l542[%k0] : memref<?xi32>
                %v1695 = arith.bitcast %v1694 : i32 to f32
                memref.store %v1695, %l543[%k0] : memref<?xf32>
                %v1696 = memref.load %l543[%k0] : memref<?xf32>
                %v1697 = arith.constant 0x49000080 : f32
                %v1698 = arith.subf %v1696, %v1697 : f32
                memref.store %v1698, %l544[%k0] : memref<?xf32>
                %v1699 = memref.load %l544[%k0] : memref<?xf32>
                %v1700 = memref.load %l125[%k0] : memref<?xf32>
                %v1701 = arith.mulf %v1699, %v1700 : f32
                memref.store %v1701, %l545[%k0] : memref<?xf32>
                %v1702 = memref.load %l540[%k0] : memref<?xf32>
                %v1703 = memref.load %l545[%k0] : memref<?xf32>
                %v1704 = arith.addf %v1702, %v1703 : f32
                memref.store %v1704, %l497[%k0] : memref<?xf32>
                %v1705 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1705, %l546[%k0] : memref<?xf32>
                %v1706 = memref.load %l480[%k0] : memref<?xi32>
                %v1707 = arith.constant 61440 : i32
                %v1708 = arith.andi %v1706, %v1707 : i32
                memref.store %v1708, %l547[%k0] : memref<?xi32>
                %v1709 = memref.load %l547[%k0] : memref<?xi32>
                %v1710 = memref.load %l20[%k0] : memref<?xi32>
                %v1711 = arith.ori %v1709, %v1710 : i32
                memref.store %v1711, %l548[%k0] : memref<?xi32>
                %v1712 = memref.load %l548[%k0] : memref<?xi32>
                %v1713 = arith.bitcast %v1712 : i32 to f32
                memref.store %v1713, %l549[%k0] : memref<?xf32>
                %v1714 = memref.load %l549[%k0] : memref<?xf32>
                %v1715 = arith.constant 0x45008000 : f32
                %v1716 = arith.subf %v1714, %v1715 : f32
                memref.store %v1716, %l550[%k0] : memref<?xf32>
                %v1717 = memref.load %l550[%k0] : memref<?xf32>
                %v1718 = memref.load %l126[%k0] : memref<?xf32>
                %v1719 = arith.mulf %v1717, %v1718 : f32
                memref.store %v1719, %l551[%k0] : memref<?xf32>
                %v1720 = memref.load %l546[%k0] : memref<?xf32>
                %v1721 = memref.load %l551[%k0] : memref<?xf32>
                %v1722 = arith.addf %v1720, %v1721 : f32
                memref.store %v1722, %l497[%k0] : memref<?xf32>
                %v1723 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1723, %l552[%k0] : memref<?xf32>
                %v1724 = memref.load %l490[%k0] : memref<?xi32>
                %v1725 = arith.constant 240 : i32
                %v1726 = arith.andi %v1724, %v1725 : i32
                memref.store %v1726, %l553[%k0] : memref<?xi32>
                %v1727 = memref.load %l553[%k0] : memref<?xi32>
                %v1728 = memref.load %l18[%k0] : memref<?xi32>
                %v1729 = arith.ori %v1727, %v1728 : i32
                memref.store %v1729, %l554[%k0] : memref<?xi32>
                %v1730 = memref.load %l554[%k0] : memref<?xi32>
                %v1731 = arith.bitcast %v1730 : i32 to f32
                memref.store %v1731, %l555[%k0] : memref<?xf32>
                %v1732 = memref.load %l555[%k0] : memref<?xf32>
                %v1733 = arith.constant 0x49000080 : f32
                %v1734 = arith.subf %v1732, %v1733 : f32
                memref.store %v1734, %l556[%k0] : memref<?xf32>
                %v1735 = memref.load %l556[%k0] : memref<?xf32>
                %v1736 = memref.load %l127[%k0] : memref<?xf32>
                %v1737 = arith.mulf %v1735, %v1736 : f32
                memref.store %v1737, %l557[%k0] : memref<?xf32>
                %v1738 = memref.load %l552[%k0] : memref<?xf32>
                %v1739 = memref.load %l557[%k0] : memref<?xf32>
                %v1740 = arith.addf %v1738, %v1739 : f32
                memref.store %v1740, %l497[%k0] : memref<?xf32>
                %v1741 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1741, %l558[%k0] : memref<?xf32>
                %v1742 = memref.load %l490[%k0] : memref<?xi32>
                %v1743 = arith.constant 61440 : i32
                %v1744 = arith.andi %v1742, %v1743 : i32
                memref.store %v1744, %l559[%k0] : memref<?xi32>
                %v1745 = memref.load %l559[%k0] : memref<?xi32>
                %v1746 = memref.load %l20[%k0] : memref<?xi32>
                %v1747 = arith.ori %v1745, %v1746 : i32
                memref.store %v1747, %l560[%k0] : memref<?xi32>
                %v1748 = memref.load %l560[%k0] : memref<?xi32>
                %v1749 = arith.bitcast %v1748 : i32 to f32
                memref.store %v1749, %l561[%k0] : memref<?xf32>
                %v1750 = memref.load %l561[%k0] : memref<?xf32>
                %v1751 = arith.constant 0x45008000 : f32
                %v1752 = arith.subf %v1750, %v1751 : f32
                memref.store %v1752, %l562[%k0] : memref<?xf32>
                %v1753 = memref.load %l562[%k0] : memref<?xf32>
                %v1754 = memref.load %l128[%k0] : memref<?xf32>
                %v1755 = arith.mulf %v1753, %v1754 : f32
                memref.store %v1755, %l563[%k0] : memref<?xf32>
                %v1756 = memref.load %l558[%k0] : memref<?xf32>
                %v1757 = memref.load %l563[%k0] : memref<?xf32>
                %v1758 = arith.addf %v1756, %v1757 : f32
                memref.store %v1758, %l497[%k0] : memref<?xf32>
                %v1759 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1759, %l564[%k0] : memref<?xf32>
                %v1760 = memref.load %l488[%k0] : memref<?xi32>
                %v1761 = arith.constant 240 : i32
                %v1762 = arith.andi %v1760, %v1761 : i32
                memref.store %v1762, %l565[%k0] : memref<?xi32>
                %v1763 = memref.load %l565[%k0] : memref<?xi32>
                %v1764 = memref.load %l18[%k0] : memref<?xi32>
                %v1765 = arith.ori %v1763, %v1764 : i32
                memref.store %v1765, %l566[%k0] : memref<?xi32>
                %v1766 = memref.load %l566[%k0] : memref<?xi32>
                %v1767 = arith.bitcast %v1766 : i32 to f32
                memref.store %v1767, %l567[%k0] : memref<?xf32>
                %v1768 = memref.load %l567[%k0] : memref<?xf32>
                %v1769 = arith.constant 0x49000080 : f32
                %v1770 = arith.subf %v1768, %v1769 : f32
                memref.store %v1770, %l568[%k0] : memref<?xf32>
                %v1771 = memref.load %l568[%k0] : memref<?xf32>
                %v1772 = memref.load %l129[%k0] : memref<?xf32>
                %v1773 = arith.mulf %v1771, %v1772 : f32
                memref.store %v1773, %l569[%k0] : memref<?xf32>
                %v1774 = memref.load %l564[%k0] : memref<?xf32>
                %v1775 = memref.load %l569[%k0] : memref<?xf32>
                %v1776 = arith.addf %v1774, %v1775 : f32
                memref.store %v1776, %l497[%k0] : memref<?xf32>
                %v1777 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1777, %l570[%k0] : memref<?xf32>
                %v1778 = memref.load %l488[%k0] : memref<?xi32>
                %v1779 = arith.constant 61440 : i32
                %v1780 = arith.andi %v1778, %v1779 : i32
                memref.store %v1780, %l571[%k0] : memref<?xi32>
                %v1781 = memref.load %l571[%k0] : memref<?xi32>
                %v1782 = memref.load %l20[%k0] : memref<?xi32>
                %v1783 = arith.ori %v1781, %v1782 : i32
                memref.store %v1783, %l572[%k0] : memref<?xi32>
                %v1784 = memref.load %l572[%k0] : memref<?xi32>
                %v1785 = arith.bitcast %v1784 : i32 to f32
                memref.store %v1785, %l573[%k0] : memref<?xf32>
                %v1786 = memref.load %l573[%k0] : memref<?xf32>
                %v1787 = arith.constant 0x45008000 : f32
                %v1788 = arith.subf %v1786, %v1787 : f32
                memref.store %v1788, %l574[%k0] : memref<?xf32>
                %v1789 = memref.load %l574[%k0] : memref<?xf32>
                %v1790 = memref.load %l130[%k0] : memref<?xf32>
                %v1791 = arith.mulf %v1789, %v1790 : f32
                memref.store %v1791, %l575[%k0] : memref<?xf32>
                %v1792 = memref.load %l570[%k0] : memref<?xf32>
                %v1793 = memref.load %l575[%k0] : memref<?xf32>
                %v1794 = arith.addf %v1792, %v1793 : f32
                memref.store %v1794, %l497[%k0] : memref<?xf32>
                %v1795 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1795, %l576[%k0] : memref<?xf32>
                %v1796 = memref.load %l492[%k0] : memref<?xi32>
                %v1797 = arith.constant 240 : i32
                %v1798 = arith.andi %v1796, %v1797 : i32
                memref.store %v1798, %l577[%k0] : memref<?xi32>
                %v1799 = memref.load %l577[%k0] : memref<?xi32>
                %v1800 = memref.load %l18[%k0] : memref<?xi32>
                %v1801 = arith.ori %v1799, %v1800 : i32
                memref.store %v1801, %l578[%k0] : memref<?xi32>
                %v1802 = memref.load %l578[%k0] : memref<?xi32>
                %v1803 = arith.bitcast %v1802 : i32 to f32
                memref.store %v1803, %l579[%k0] : memref<?xf32>
                %v1804 = memref.load %l579[%k0] : memref<?xf32>
                %v1805 = arith.constant 0x49000080 : f32
                %v1806 = arith.subf %v1804, %v1805 : f32
                memref.store %v1806, %l580[%k0] : memref<?xf32>
                %v1807 = memref.load %l580[%k0] : memref<?xf32>
                %v1808 = memref.load %l131[%k0] : memref<?xf32>
                %v1809 = arith.mulf %v1807, %v1808 : f32
                memref.store %v1809, %l581[%k0] : memref<?xf32>
                %v1810 = memref.load %l576[%k0] : memref<?xf32>
                %v1811 = memref.load %l581[%k0] : memref<?xf32>
                %v1812 = arith.addf %v1810, %v1811 : f32
                memref.store %v1812, %l497[%k0] : memref<?xf32>
                %v1813 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1813, %l582[%k0] : memref<?xf32>
                %v1814 = memref.load %l492[%k0] : memref<?xi32>
                %v1815 = arith.constant 61440 : i32
                %v1816 = arith.andi %v1814, %v1815 : i32
                memref.store %v1816, %l583[%k0] : memref<?xi32>
                %v1817 = memref.load %l583[%k0] : memref<?xi32>
                %v1818 = memref.load %l20[%k0] : memref<?xi32>
                %v1819 = arith.ori %v1817, %v1818 : i32
                memref.store %v1819, %l584[%k0] : memref<?xi32>
                %v1820 = memref.load %l584[%k0] : memref<?xi32>
                %v1821 = arith.bitcast %v1820 : i32 to f32
                memref.store %v1821, %l585[%k0] : memref<?xf32>
                %v1822 = memref.load %l585[%k0] : memref<?xf32>
                %v1823 = arith.constant 0x45008000 : f32
                %v1824 = arith.subf %v1822, %v1823 : f32
                memref.store %v1824, %l586[%k0] : memref<?xf32>
                %v1825 = memref.load %l586[%k0] : memref<?xf32>
                %v1826 = memref.load %l132[%k0] : memref<?xf32>
                %v1827 = arith.mulf %v1825, %v1826 : f32
                memref.store %v1827, %l587[%k0] : memref<?xf32>
                %v1828 = memref.load %l582[%k0] : memref<?xf32>
                %v1829 = memref.load %l587[%k0] : memref<?xf32>
                %v1830 = arith.addf %v1828, %v1829 : f32
                memref.store %v1830, %l497[%k0] : memref<?xf32>
                %v1831 = memref.load %l76[%k0] : memref<?xf32>
                memref.store %v1831, %l588[%k0] : memref<?xf32>
                %v1832 = memref.load %l49[%k0] : memref<?xi64>
                memref.store %v1832, %l589[%k0] : memref<?xi64>
                %v1833 = memref.load %l589[%k0] : memref<?xi64>
                %v1834 = arith.constant 16 : i64
                %v1835 = arith.subi %v1833, %v1834 : i64
                memref.store %v1835, %l590[%k0] : memref<?xi64>
                %v1836 = memref.load %l590[%k0] : memref<?xi64>
                %v1837 = arith.trunci %v1836 : i64 to i32
                memref.store %v1837, %l591[%k0] : memref<?xi32>
                %v1838 = memref.load %l181[%k0] : memref<?xi32>
                %v1839 = memref.load %l591[%k0] : memref<?xi32>
                %v1840 = arith.constant 31 : i32
                %v1841 = arith.andi %v1839, %v1840 : i32
                %v1842 = arith.shrui %v1838, %v1841 : i32
                memref.store %v1842, %l592[%k0] : memref<?xi32>
                %v1843 = memref.load %l592[%k0] : memref<?xi32>
                %v1844 = arith.constant 65535 : i32
                %v1845 = arith.andi %v1843, %v1844 : i32
                memref.store %v1845, %l593[%k0] : memref<?xi32>
                %v1846 = memref.load %l593[%k0] : memref<?xi32>
                %v1847 = arith.constant 32767 : i32
                %v1848 = arith.andi %v1846, %v1847 : i32
                memref.store %v1848, %l594[%k0] : memref<?xi32>
                %v1849 = arith.constant 13 : i32
                memref.store %v1849, %l595[%k0] : memref<?xi32>
                %v1850 = memref.load %l594[%k0] : memref<?xi32>
                %v1851 = memref.load %l595[%k0] : memref<?xi32>
                %v1852 = arith.constant 31 : i32
                %v1853 = arith.andi %v1851, %v1852 : i32
                %v1854 = arith.shli %v1850, %v1853 : i32
                memref.store %v1854, %l596[%k0] : memref<?xi32>
                %v1855 = memref.load %l596[%k0] : memref<?xi32>
                %v1856 = arith.constant 939524096 : i32
                %v1857 = arith.addi %v1855, %v1856 : i32
                memref.store %v1857, %l597[%k0] : memref<?xi32>
                %v1858 = memref.load %l597[%k0] : memref<?xi32>
                %v1859 = arith.bitcast %v1858 : i32 to f32
                memref.store %v1859, %l598[%k0] : memref<?xf32>
                %v1860 = memref.load %l594[%k0] : memref<?xi32>
                %v1861 = arith.constant 1024 : i32
                %v1862 = arith.cmpi ult, %v1860, %v1861 : i32
                memref.store %v1862, %l599[%k0] : memref<?xi1>
                %v1863 = memref.load %l599[%k0] : memref<?xi1>
                cf.cond_br %v1863, ^bb65, ^bb66
              ^bb65:
                %v1864 = arith.constant 13 : i32
                memref.store %v1864, %l600[%k0] : memref<?xi32>
                %v1865 = memref.load %l594[%k0] : memref<?xi32>
                %v1866 = memref.load %l600[%k0] : memref<?xi32>
                %v1867 = arith.constant 31 : i32
                %v1868 = arith.andi %v1866, %v1867 : i32
                %v1869 = arith.shli %v1865, %v1868 : i32
                memref.store %v1869, %l601[%k0] : memref<?xi32>
                %v1870 = memref.load %l601[%k0] : memref<?xi32>
                %v1871 = arith.constant 947912704 : i32
                %v1872 = arith.addi %v1870, %v1871 : i32
                memref.store %v1872, %l602[%k0] : memref<?xi32>
                %v1873 = memref.load %l602[%k0] : memref<?xi32>
                %v1874 = arith.bitcast %v1873 : i32 to f32
                memref.store %v1874, %l603[%k0] : memref<?xf32>
                %v1875 = memref.load %l603[%k0] : memref<?xf32>
                %v1876 = arith.constant 0x38800000 : f32
                %v1877 = arith.subf %v1875, %v1876 : f32
                memref.store %v1877, %l598[%k0] : memref<?xf32>
                cf.br ^bb66
              ^bb66:
                %v1878 = memref.load %l594[%k0] : memref<?xi32>
                %v1879 = arith.constant 31744 : i32
                %v1880 = arith.cmpi uge, %v1878, %v1879 : i32
                memref.store %v1880, %l604[%k0] : memref<?xi1>
                %v1881 = memref.load %l604[%k0] : memref<?xi1>
                cf.cond_br %v1881, ^bb67, ^bb68
              ^bb67:
                %v1882 = arith.constant 13 : i32
                memref.store %v1882, %l605[%k0] : memref<?xi32>
                %v1883 = memref.load %l594[%k0] : memref<?xi32>
                %v1884 = memref.load %l605[%k0] : memref<?xi32>
                %v1885 = arith.constant 31 : i32
                %v1886 = arith.andi %v1884, %v1885 : i32
                %v1887 = arith.shli %v1883, %v1886 : i32
                memref.store %v1887, %l606[%k0] : memref<?xi32>
                %v1888 = memref.load %l606[%k0] : memref<?xi32>
                %v1889 = arith.constant 1879048192 : i32
                %v1890 = arith.addi %v1888, %v1889 : i32
                memref.store %v1890, %l607[%k0] : memref<?xi32>
                %v1891 = memref.load %l607[%k0] : memref<?xi32>
                %v1892 = arith.bitcast %v1891 : i32 to f32
                memref.store %v1892, %l608[%k0] : memref<?xf32>
                %v1893 = memref.load %l608[%k0] : memref<?xf32>
                memref.store %v1893, %l598[%k0] : memref<?xf32>
                cf.br ^bb68
              ^bb68:
                %v1894 = memref.load %l593[%k0] : memref<?xi32>
                %v1895 = arith.constant 32768 : i32
                %v1896 = arith.cmpi uge, %v1894, %v1895 : i32
                memref.store %v1896, %l609[%k0] : memref<?xi1>
                %v1897 = memref.load %l609[%k0] : memref<?xi1>
                cf.cond_br %v1897, ^bb69, ^bb70
              ^bb69:
                %v1898 = memref.load %l598[%k0] : memref<?xf32>
                memref.store %v1898, %l610[%k0] : memref<?xf32>
                %v1899 = memref.load %l610[%k0] : memref<?xf32>
                %v1900 = arith.negf %v1899 : f32
                memref.store %v1900, %l598[%k0] : memref<?xf32>
                cf.br ^bb70
              ^bb70:
                %v1901 = memref.load %l598[%k0] : memref<?xf32>
                memref.store %v1901, %l611[%k0] : memref<?xf32>
                %v1902 = memref.load %l497[%k0] : memref<?xf32>
                memref.store %v1902, %l612[%k0] : memref<?xf32>
                %v1903 = memref.load %l611[%k0] : memref<?xf32>
                %v1904 = memref.load %l612[%k0] : memref<?xf32>
                %v1905 = arith.mulf %v1903, %v1904 : f32
                memref.store %v1905, %l613[%k0] : memref<?xf32>
                %v1906 = memref.load %l588[%k0] : memref<?xf32>
                %v1907 = memref.load %l613[%k0] : memref<?xf32>
                %v1908 = arith.addf %v1906, %v1907 : f32
                memref.store %v1908, %l614[%k0] : memref<?xf32>
                %v1909 = memref.load %l614[%k0] : memref<?xf32>
                memref.store %v1909, %l76[%k0] : memref<?xf32>
                %v1910 = memref.load %l187[%k0] : memref<?xi32>
                %v1911 = arith.extui %v1910 : i32 to i64
                memref.store %v1911, %l615[%k0] : memref<?xi64>
                %v1912 = arith.constant 32 : i32
                %v1913 = arith.extsi %v1912 : i32 to i64
                memref.store %v1913, %l616[%k0] : memref<?xi64>
                %v1914 = memref.load %l615[%k0] : memref<?xi64>
                %v1915 = memref.load %l616[%k0] : memref<?xi64>
                %v1916 = arith.constant 63 : i64
                %v1917 = arith.andi %v1915, %v1916 : i64
                %v1918 = arith.shli %v1914, %v1917 : i64
                memref.store %v1918, %l617[%k0] : memref<?xi64>
                %v1919 = memref.load %l186[%k0] : memref<?xi32>
                %v1920 = arith.extui %v1919 : i32 to i64
                memref.store %v1920, %l618[%k0] : memref<?xi64>
                %v1921 = memref.load %l617[%k0] : memref<?xi64>
                %v1922 = memref.load %l618[%k0] : memref<?xi64>
                %v1923 = arith.ori %v1921, %v1922 : i64
                memref.store %v1923, %l619[%k0] : memref<?xi64>
                %v1924 = memref.load %l62[%k0] : memref<?xi64>
                memref.store %v1924, %l620[%k0] : memref<?xi64>
                %v1925 = memref.load %l619[%k0] : memref<?xi64>
                %v1926 = memref.load %l620[%k0] : memref<?xi64>
                %v1927 = arith.constant 63 : i64
                %v1928 = arith.andi %v1926, %v1927 : i64
                %v1929 = arith.shrui %v1925, %v1928 : i64
                memref.store %v1929, %l621[%k0] : memref<?xi64>
                %v1930 = memref.load %l621[%k0] : memref<?xi64>
                %v1931 = arith.trunci %v1930 : i64 to i32
                memref.store %v1931, %l622[%k0] : memref<?xi32>
                %v1932 = memref.load %l188[%k0] : memref<?xi32>
                %v1933 = arith.extui %v1932 : i32 to i64
                memref.store %v1933, %l623[%k0] : memref<?xi64>
                %v1934 = arith.constant 32 : i32
                %v1935 = arith.extsi %v1934 : i32 to i64
                memref.store %v1935, %l624[%k0] : memref<?xi64>
                %v1936 = memref.load %l623[%k0] : memref<?xi64>
                %v1937 = memref.load %l624[%k0] : memref<?xi64>
                %v1938 = arith.constant 63 : i64
                %v1939 = arith.andi %v1937, %v1938 : i64
                %v1940 = arith.shli %v1936, %v1939 : i64
                memref.store %v1940, %l625[%k0] : memref<?xi64>
                %v1941 = memref.load %l187[%k0] : memref<?xi32>
                %v1942 = arith.extui %v1941 : i32 to i64
                memref.store %v1942, %l626[%k0] : memref<?xi64>
                %v1943 = memref.load %l625[%k0] : memref<?xi64>
                %v1944 = memref.load %l626[%k0] : memref<?xi64>
                %v1945 = arith.ori %v1943, %v1944 : i64
                memref.store %v1945, %l627[%k0] : memref<?xi64>
                %v1946 = memref.load %l62[%k0] : memref<?xi64>
                memref.store %v1946, %l628[%k0] : memref<?xi64>
                %v1947 = memref.load %l627[%k0] : memref<?xi64>
                %v1948 = memref.load %l628[%k0] : memref<?xi64>
                %v1949 = arith.constant 63 : i64
                %v1950 = arith.andi %v1948, %v1949 : i64
                %v1951 = arith.shrui %v1947, %v1950 : i64
                memref.store %v1951, %l629[%k0] : memref<?xi64>
                %v1952 = memref.load %l629[%k0] : memref<?xi64>
                %v1953 = arith.trunci %v1952 : i64 to i32
                memref.store %v1953, %l630[%k0] : memref<?xi32>
                %v1954 = arith.constant 16 : i32
                memref.store %v1954, %l631[%k0] : memref<?xi32>
                %v1955 = memref.load %l622[%k0] : memref<?xi32>
                %v1956 = memref.load %l631[%k0] : memref<?xi32>
                %v1957 = arith.constant 31 : i32
                %v1958 = arith.andi %v1956, %v1957 : i32
                %v1959 = arith.shrui %v1955, %v1958 : i32
                memref.store %v1959, %l632[%k0] : memref<?xi32>
                %v1960 = arith.constant 16 : i32
                memref.store %v1960, %l633[%k0] : memref<?xi32>
                %v1961 = memref.load %l630[%k0] : memref<?xi32>
                %v1962 = memref.load %l633[%k0] : memref<?xi32>
                %v1963 = arith.constant 31 : i32
                %v1964 = arith.andi %v1962, %v1963 : i32
                %v1965 = arith.shrui %v1961, %v1964 : i32
                memref.store %v1965, %l634[%k0] : memref<?xi32>
                %v1966 = memref.load %l622[%k0] : memref<?xi32>
                %v1967 = arith.constant 15 : i32
                %v1968 = arith.andi %v1966, %v1967 : i32
                memref.store %v1968, %l635[%k0] : memref<?xi32>
                %v1969 = memref.load %l635[%k0] : memref<?xi32>
                %v1970 = memref.load %l17[%k0] : memref<?xi32>
                %v1971 = arith.ori %v1969, %v1970 : i32
                memref.store %v1971, %l636[%k0] : memref<?xi32>
                %v1972 = memref.load %l636[%k0] : memref<?xi32>
                %v1973 = arith.bitcast %v1972 : i32 to f32
                memref.store %v1973, %l637[%k0] : memref<?xf32>
                %v1974 = memref.load %l637[%k0] : memref<?xf32>
                %v1975 = arith.constant 0x4B000008 : f32
                %v1976 = arith.subf %v1974, %v1975 : f32
                memref.store %v1976, %l638[%k0] : memref<?xf32>
                %v1977 = memref.load %l638[%k0] : memref<?xf32>
                %v1978 = memref.load %l117[%k0] : memref<?xf32>
                %v1979 = arith.mulf %v1977, %v1978 : f32
                memref.store %v1979, %l639[%k0] : memref<?xf32>
                %v1980 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v1980, %l640[%k0] : memref<?xf32>
                %v1981 = memref.load %l622[%k0] : memref<?xi32>
                %v1982 = arith.constant 3840 : i32
                %v1983 = arith.andi %v1981, %v1982 : i32
                memref.store %v1983, %l641[%k0] : memref<?xi32>
                %v1984 = memref.load %l641[%k0] : memref<?xi32>
                %v1985 = memref.load %l19[%k0] : memref<?xi32>
                %v1986 = arith.ori %v1984, %v1985 : i32
                memref.store %v1986, %l642[%k0] : memref<?xi32>
                %v1987 = memref.load %l642[%k0] : memref<?xi32>
                %v1988 = arith.bitcast %v1987 : i32 to f32
                memref.store %v1988, %l643[%k0] : memref<?xf32>
                %v1989 = memref.load %l643[%k0] : memref<?xf32>
                %v1990 = arith.constant 0x47000800 : f32
                %v1991 = arith.subf %v1989, %v1990 : f32
                memref.store %v1991, %l644[%k0] : memref<?xf32>
                %v1992 = memref.load %l644[%k0] : memref<?xf32>
                %v1993 = memref.load %l118[%k0] : memref<?xf32>
                %v1994 = arith.mulf %v1992, %v1993 : f32
                memref.store %v1994, %l645[%k0] : memref<?xf32>
                %v1995 = memref.load %l640[%k0] : memref<?xf32>
                %v1996 = memref.load %l645[%k0] : memref<?xf32>
                %v1997 = arith.addf %v1995, %v1996 : f32
                memref.store %v1997, %l639[%k0] : memref<?xf32>
                %v1998 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v1998, %l646[%k0] : memref<?xf32>
                %v1999 = memref.load %l622[%k0] : memref<?xi32>
                %v2000 = arith.constant 983040 : i32
                %v2001 = arith.andi %v1999, %v2000 : i32
                memref.store %v2001, %l647[%k0] : memref<?xi32>
                %v2002 = memref.load %l647[%k0] : memref<?xi32>
                %v2003 = memref.load %l21[%k0] : memref<?xi32>
                %v2004 = arith.ori %v2002, %v2003 : i32
                memref.store %v2004, %l648[%k0] : memref<?xi32>
                %v2005 = memref.load %l648[%k0] : memref<?xi32>
                %v2006 = arith.bitcast %v2005 : i32 to f32
                memref.store %v2006, %l649[%k0] : memref<?xf32>
                %v2007 = memref.load %l649[%k0] : memref<?xf32>
                %v2008 = arith.constant 0x43080000 : f32
                %v2009 = arith.subf %v2007, %v2008 : f32
                memref.store %v2009, %l650[%k0] : memref<?xf32>
                %v2010 = memref.load %l650[%k0] : memref<?xf32>
                %v2011 = memref.load %l119[%k0] : memref<?xf32>
                %v2012 = arith.mulf %v2010, %v2011 : f32
                memref.store %v2012, %l651[%k0] : memref<?xf32>
                %v2013 = memref.load %l646[%k0] : memref<?xf32>
                %v2014 = memref.load %l651[%k0] : memref<?xf32>
                %v2015 = arith.addf %v2013, %v2014 : f32
                memref.store %v2015, %l639[%k0] : memref<?xf32>
                %v2016 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2016, %l652[%k0] : memref<?xf32>
                %v2017 = memref.load %l632[%k0] : memref<?xi32>
                %v2018 = arith.constant 3840 : i32
                %v2019 = arith.andi %v2017, %v2018 : i32
                memref.store %v2019, %l653[%k0] : memref<?xi32>
                %v2020 = memref.load %l653[%k0] : memref<?xi32>
                %v2021 = memref.load %l19[%k0] : memref<?xi32>
                %v2022 = arith.ori %v2020, %v2021 : i32
                memref.store %v2022, %l654[%k0] : memref<?xi32>
                %v2023 = memref.load %l654[%k0] : memref<?xi32>
                %v2024 = arith.bitcast %v2023 : i32 to f32
                memref.store %v2024, %l655[%k0] : memref<?xf32>
                %v2025 = memref.load %l655[%k0] : memref<?xf32>
                %v2026 = arith.constant 0x47000800 : f32
                %v2027 = arith.subf %v2025, %v2026 : f32
                memref.store %v2027, %l656[%k0] : memref<?xf32>
                %v2028 = memref.load %l656[%k0] : memref<?xf32>
                %v2029 = memref.load %l120[%k0] : memref<?xf32>
                %v2030 = arith.mulf %v2028, %v2029 : f32
                memref.store %v2030, %l657[%k0] : memref<?xf32>
                %v2031 = memref.load %l652[%k0] : memref<?xf32>
                %v2032 = memref.load %l657[%k0] : memref<?xf32>
                %v2033 = arith.addf %v2031, %v2032 : f32
                memref.store %v2033, %l639[%k0] : memref<?xf32>
                %v2034 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2034, %l658[%k0] : memref<?xf32>
                %v2035 = memref.load %l630[%k0] : memref<?xi32>
                %v2036 = arith.constant 15 : i32
                %v2037 = arith.andi %v2035, %v2036 : i32
                memref.store %v2037, %l659[%k0] : memref<?xi32>
                %v2038 = memref.load %l659[%k0] : memref<?xi32>
                %v2039 = memref.load %l17[%k0] : memref<?xi32>
                %v2040 = arith.ori %v2038, %v2039 : i32
                memref.store %v2040, %l660[%k0] : memref<?xi32>
                %v2041 = memref.load %l660[%k0] : memref<?xi32>
                %v2042 = arith.bitcast %v2041 : i32 to f32
                memref.store %v2042, %l661[%k0] : memref<?xf32>
                %v2043 = memref.load %l661[%k0] : memref<?xf32>
                %v2044 = arith.constant 0x4B000008 : f32
                %v2045 = arith.subf %v2043, %v2044 : f32
                memref.store %v2045, %l662[%k0] : memref<?xf32>
                %v2046 = memref.load %l662[%k0] : memref<?xf32>
                %v2047 = memref.load %l121[%k0] : memref<?xf32>
                %v2048 = arith.mulf %v2046, %v2047 : f32
                memref.store %v2048, %l663[%k0] : memref<?xf32>
                %v2049 = memref.load %l658[%k0] : memref<?xf32>
                %v2050 = memref.load %l663[%k0] : memref<?xf32>
                %v2051 = arith.addf %v2049, %v2050 : f32
                memref.store %v2051, %l639[%k0] : memref<?xf32>
                %v2052 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2052, %l664[%k0] : memref<?xf32>
                %v2053 = memref.load %l630[%k0] : memref<?xi32>
                %v2054 = arith.constant 3840 : i32
                %v2055 = arith.andi %v2053, %v2054 : i32
                memref.store %v2055, %l665[%k0] : memref<?xi32>
                %v2056 = memref.load %l665[%k0] : memref<?xi32>
                %v2057 = memref.load %l19[%k0] : memref<?xi32>
                %v2058 = arith.ori %v2056, %v2057 : i32
                memref.store %v2058, %l666[%k0] : memref<?xi32>
                %v2059 = memref.load %l666[%k0] : memref<?xi32>
                %v2060 = arith.bitcast %v2059 : i32 to f32
                memref.store %v2060, %l667[%k0] : memref<?xf32>
                %v2061 = memref.load %l667[%k0] : memref<?xf32>
                %v2062 = arith.constant 0x47000800 : f32
                %v2063 = arith.subf %v2061, %v2062 : f32
                memref.store %v2063, %l668[%k0] : memref<?xf32>
                %v2064 = memref.load %l668[%k0] : memref<?xf32>
                %v2065 = memref.load %l122[%k0] : memref<?xf32>
                %v2066 = arith.mulf %v2064, %v2065 : f32
                memref.store %v2066, %l669[%k0] : memref<?xf32>
                %v2067 = memref.load %l664[%k0] : memref<?xf32>
                %v2068 = memref.load %l669[%k0] : memref<?xf32>
                %v2069 = arith.addf %v2067, %v2068 : f32
                memref.store %v2069, %l639[%k0] : memref<?xf32>
                %v2070 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2070, %l670[%k0] : memref<?xf32>
                %v2071 = memref.load %l630[%k0] : memref<?xi32>
                %v2072 = arith.constant 983040 : i32
                %v2073 = arith.andi %v2071, %v2072 : i32
                memref.store %v2073, %l671[%k0] : memref<?xi32>
                %v2074 = memref.load %l671[%k0] : memref<?xi32>
                %v2075 = memref.load %l21[%k0] : memref<?xi32>
                %v2076 = arith.ori %v2074, %v2075 : i32
                memref.store %v2076, %l672[%k0] : memref<?xi32>
                %v2077 = memref.load %l672[%k0] : memref<?xi32>
                %v2078 = arith.bitcast %v2077 : i32 to f32
                memref.store %v2078, %l673[%k0] : memref<?xf32>
                %v2079 = memref.load %l673[%k0] : memref<?xf32>
                %v2080 = arith.constant 0x43080000 : f32
                %v2081 = arith.subf %v2079, %v2080 : f32
                memref.store %v2081, %l674[%k0] : memref<?xf32>
                %v2082 = memref.load %l674[%k0] : memref<?xf32>
                %v2083 = memref.load %l123[%k0] : memref<?xf32>
                %v2084 = arith.mulf %v2082, %v2083 : f32
                memref.store %v2084, %l675[%k0] : memref<?xf32>
                %v2085 = memref.load %l670[%k0] : memref<?xf32>
                %v2086 = memref.load %l675[%k0] : memref<?xf32>
                %v2087 = arith.addf %v2085, %v2086 : f32
                memref.store %v2087, %l639[%k0] : memref<?xf32>
                %v2088 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2088, %l676[%k0] : memref<?xf32>
                %v2089 = memref.load %l634[%k0] : memref<?xi32>
                %v2090 = arith.constant 3840 : i32
                %v2091 = arith.andi %v2089, %v2090 : i32
                memref.store %v2091, %l677[%k0] : memref<?xi32>
                %v2092 = memref.load %l677[%k0] : memref<?xi32>
                %v2093 = memref.load %l19[%k0] : memref<?xi32>
                %v2094 = arith.ori %v2092, %v2093 : i32
                memref.store %v2094, %l678[%k0] : memref<?xi32>
                %v2095 = memref.load %l678[%k0] : memref<?xi32>
                %v2096 = arith.bitcast %v2095 : i32 to f32
                memref.store %v2096, %l679[%k0] : memref<?xf32>
                %v2097 = memref.load %l679[%k0] : memref<?xf32>
                %v2098 = arith.constant 0x47000800 : f32
                %v2099 = arith.subf %v2097, %v2098 : f32
                memref.store %v2099, %l680[%k0] : memref<?xf32>
                %v2100 = memref.load %l680[%k0] : memref<?xf32>
                %v2101 = memref.load %l124[%k0] : memref<?xf32>
                %v2102 = arith.mulf %v2100, %v2101 : f32
                memref.store %v2102, %l681[%k0] : memref<?xf32>
                %v2103 = memref.load %l676[%k0] : memref<?xf32>
                %v2104 = memref.load %l681[%k0] : memref<?xf32>
                %v2105 = arith.addf %v2103, %v2104 : f32
                memref.store %v2105, %l639[%k0] : memref<?xf32>
                %v2106 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2106, %l682[%k0] : memref<?xf32>
                %v2107 = memref.load %l622[%k0] : memref<?xi32>
                %v2108 = arith.constant 240 : i32
                %v2109 = arith.andi %v2107, %v2108 : i32
                memref.store %v2109, %l683[%k0] : memref<?xi32>
                %v2110 = memref.load %l683[%k0] : memref<?xi32>
                %v2111 = memref.load %l18[%k0] : memref<?xi32>
                %v2112 = arith.ori %v2110, %v2111 : i32
                memref.store %v2112, %l684[%k0] : memref<?xi32>
                %v2113 = memref.load %l684[%k0] : memref<?xi32>
                %v2114 = arith.bitcast %v2113 : i32 to f32
                memref.store %v2114, %l685[%k0] : memref<?xf32>
                %v2115 = memref.load %l685[%k0] : memref<?xf32>
                %v2116 = arith.constant 0x49000080 : f32
                %v2117 = arith.subf %v2115, %v2116 : f32
                memref.store %v2117, %l686[%k0] : memref<?xf32>
                %v2118 = memref.load %l686[%k0] : memref<?xf32>
                %v2119 = memref.load %l125[%k0] : memref<?xf32>
                %v2120 = arith.mulf %v2118, %v2119 : f32
                memref.store %v2120, %l687[%k0] : memref<?xf32>
                %v2121 = memref.load %l682[%k0] : memref<?xf32>
                %v2122 = memref.load %l687[%k0] : memref<?xf32>
                %v2123 = arith.addf %v2121, %v2122 : f32
                memref.store %v2123, %l639[%k0] : memref<?xf32>
                %v2124 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2124, %l688[%k0] : memref<?xf32>
                %v2125 = memref.load %l622[%k0] : memref<?xi32>
                %v2126 = arith.constant 61440 : i32
                %v2127 = arith.andi %v2125, %v2126 : i32
                memref.store %v2127, %l689[%k0] : memref<?xi32>
                %v2128 = memref.load %l689[%k0] : memref<?xi32>
                %v2129 = memref.load %l20[%k0] : memref<?xi32>
                %v2130 = arith.ori %v2128, %v2129 : i32
                memref.store %v2130, %l690[%k0] : memref<?xi32>
                %v2131 = memref.load %l690[%k0] : memref<?xi32>
                %v2132 = arith.bitcast %v2131 : i32 to f32
                memref.store %v2132, %l691[%k0] : memref<?xf32>
                %v2133 = memref.load %l691[%k0] : memref<?xf32>
                %v2134 = arith.constant 0x45008000 : f32
                %v2135 = arith.subf %v2133, %v2134 : f32
                memref.store %v2135, %l692[%k0] : memref<?xf32>
                %v2136 = memref.load %l692[%k0] : memref<?xf32>
                %v2137 = memref.load %l126[%k0] : memref<?xf32>
                %v2138 = arith.mulf %v2136, %v2137 : f32
                memref.store %v2138, %l693[%k0] : memref<?xf32>
                %v2139 = memref.load %l688[%k0] : memref<?xf32>
                %v2140 = memref.load %l693[%k0] : memref<?xf32>
                %v2141 = arith.addf %v2139, %v2140 : f32
                memref.store %v2141, %l639[%k0] : memref<?xf32>
                %v2142 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2142, %l694[%k0] : memref<?xf32>
                %v2143 = memref.load %l632[%k0] : memref<?xi32>
                %v2144 = arith.constant 240 : i32
                %v2145 = arith.andi %v2143, %v2144 : i32
                memref.store %v2145, %l695[%k0] : memref<?xi32>
                %v2146 = memref.load %l695[%k0] : memref<?xi32>
                %v2147 = memref.load %l18[%k0] : memref<?xi32>
                %v2148 = arith.ori %v2146, %v2147 : i32
                memref.store %v2148, %l696[%k0] : memref<?xi32>
                %v2149 = memref.load %l696[%k0] : memref<?xi32>
                %v2150 = arith.bitcast %v2149 : i32 to f32
                memref.store %v2150, %l697[%k0] : memref<?xf32>
                %v2151 = memref.load %l697[%k0] : memref<?xf32>
                %v2152 = arith.constant 0x49000080 : f32
                %v2153 = arith.subf %v2151, %v2152 : f32
                memref.store %v2153, %l698[%k0] : memref<?xf32>
                %v2154 = memref.load %l698[%k0] : memref<?xf32>
                %v2155 = memref.load %l127[%k0] : memref<?xf32>
                %v2156 = arith.mulf %v2154, %v2155 : f32
                memref.store %v2156, %l699[%k0] : memref<?xf32>
                %v2157 = memref.load %l694[%k0] : memref<?xf32>
                %v2158 = memref.load %l699[%k0] : memref<?xf32>
                %v2159 = arith.addf %v2157, %v2158 : f32
                memref.store %v2159, %l639[%k0] : memref<?xf32>
                %v2160 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2160, %l700[%k0] : memref<?xf32>
                %v2161 = memref.load %l632[%k0] : memref<?xi32>
                %v2162 = arith.constant 61440 : i32
                %v2163 = arith.andi %v2161, %v2162 : i32
                memref.store %v2163, %l701[%k0] : memref<?xi32>
                %v2164 = memref.load %l701[%k0] : memref<?xi32>
                %v2165 = memref.load %l20[%k0] : memref<?xi32>
                %v2166 = arith.ori %v2164, %v2165 : i32
                memref.store %v2166, %l702[%k0] : memref<?xi32>
                %v2167 = memref.load %l702[%k0] : memref<?xi32>
                %v2168 = arith.bitcast %v2167 : i32 to f32
                memref.store %v2168, %l703[%k0] : memref<?xf32>
                %v2169 = memref.load %l703[%k0] : memref<?xf32>
                %v2170 = arith.constant 0x45008000 : f32
                %v2171 = arith.subf %v2169, %v2170 : f32
                memref.store %v2171, %l704[%k0] : memref<?xf32>
                %v2172 = memref.load %l704[%k0] : memref<?xf32>
                %v2173 = memref.load %l128[%k0] : memref<?xf32>
                %v2174 = arith.mulf %v2172, %v2173 : f32
                memref.store %v2174, %l705[%k0] : memref<?xf32>
                %v2175 = memref.load %l700[%k0] : memref<?xf32>
                %v2176 = memref.load %l705[%k0] : memref<?xf32>
                %v2177 = arith.addf %v2175, %v2176 : f32
                memref.store %v2177, %l639[%k0] : memref<?xf32>
                %v2178 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2178, %l706[%k0] : memref<?xf32>
                %v2179 = memref.load %l630[%k0] : memref<?xi32>
                %v2180 = arith.constant 240 : i32
                %v2181 = arith.andi %v2179, %v2180 : i32
                memref.store %v2181, %l707[%k0] : memref<?xi32>
                %v2182 = memref.load %l707[%k0] : memref<?xi32>
                %v2183 = memref.load %l18[%k0] : memref<?xi32>
                %v2184 = arith.ori %v2182, %v2183 : i32
                memref.store %v2184, %l708[%k0] : memref<?xi32>
                %v2185 = memref.load %l708[%k0] : memref<?xi32>
                %v2186 = arith.bitcast %v2185 : i32 to f32
                memref.store %v2186, %l709[%k0] : memref<?xf32>
                %v2187 = memref.load %l709[%k0] : memref<?xf32>
                %v2188 = arith.constant 0x49000080 : f32
                %v2189 = arith.subf %v2187, %v2188 : f32
                memref.store %v2189, %l710[%k0] : memref<?xf32>
                %v2190 = memref.load %l710[%k0] : memref<?xf32>
                %v2191 = memref.load %l129[%k0] : memref<?xf32>
                %v2192 = arith.mulf %v2190, %v2191 : f32
                memref.store %v2192, %l711[%k0] : memref<?xf32>
                %v2193 = memref.load %l706[%k0] : memref<?xf32>
                %v2194 = memref.load %l711[%k0] : memref<?xf32>
                %v2195 = arith.addf %v2193, %v2194 : f32
                memref.store %v2195, %l639[%k0] : memref<?xf32>
                %v2196 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2196, %l712[%k0] : memref<?xf32>
                %v2197 = memref.load %l630[%k0] : memref<?xi32>
                %v2198 = arith.constant 61440 : i32
                %v2199 = arith.andi %v2197, %v2198 : i32
                memref.store %v2199, %l713[%k0] : memref<?xi32>
                %v2200 = memref.load %l713[%k0] : memref<?xi32>
                %v2201 = memref.load %l20[%k0] : memref<?xi32>
                %v2202 = arith.ori %v2200, %v2201 : i32
                memref.store %v2202, %l714[%k0] : memref<?xi32>
                %v2203 = memref.load %l714[%k0] : memref<?xi32>
                %v2204 = arith.bitcast %v2203 : i32 to f32
                memref.store %v2204, %l715[%k0] : memref<?xf32>
                %v2205 = memref.load %l715[%k0] : memref<?xf32>
                %v2206 = arith.constant 0x45008000 : f32
                %v2207 = arith.subf %v2205, %v2206 : f32
                memref.store %v2207, %l716[%k0] : memref<?xf32>
                %v2208 = memref.load %l716[%k0] : memref<?xf32>
                %v2209 = memref.load %l130[%k0] : memref<?xf32>
                %v2210 = arith.mulf %v2208, %v2209 : f32
                memref.store %v2210, %l717[%k0] : memref<?xf32>
                %v2211 = memref.load %l712[%k0] : memref<?xf32>
                %v2212 = memref.load %l717[%k0] : memref<?xf32>
                %v2213 = arith.addf %v2211, %v2212 : f32
                memref.store %v2213, %l639[%k0] : memref<?xf32>
                %v2214 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2214, %l718[%k0] : memref<?xf32>
                %v2215 = memref.load %l634[%k0] : memref<?xi32>
                %v2216 = arith.constant 240 : i32
                %v2217 = arith.andi %v2215, %v2216 : i32
                memref.store %v2217, %l719[%k0] : memref<?xi32>
                %v2218 = memref.load %l719[%k0] : memref<?xi32>
                %v2219 = memref.load %l18[%k0] : memref<?xi32>
                %v2220 = arith.ori %v2218, %v2219 : i32
                memref.store %v2220, %l720[%k0] : memref<?xi32>
                %v2221 = memref.load %l720[%k0] : memref<?xi32>
                %v2222 = arith.bitcast %v2221 : i32 to f32
                memref.store %v2222, %l721[%k0] : memref<?xf32>
                %v2223 = memref.load %l721[%k0] : memref<?xf32>
                %v2224 = arith.constant 0x49000080 : f32
                %v2225 = arith.subf %v2223, %v2224 : f32
                memref.store %v2225, %l722[%k0] : memref<?xf32>
                %v2226 = memref.load %l722[%k0] : memref<?xf32>
                %v2227 = memref.load %l131[%k0] : memref<?xf32>
                %v2228 = arith.mulf %v2226, %v2227 : f32
                memref.store %v2228, %l723[%k0] : memref<?xf32>
                %v2229 = memref.load %l718[%k0] : memref<?xf32>
                %v2230 = memref.load %l723[%k0] : memref<?xf32>
                %v2231 = arith.addf %v2229, %v2230 : f32
                memref.store %v2231, %l639[%k0] : memref<?xf32>
                %v2232 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2232, %l724[%k0] : memref<?xf32>
                %v2233 = memref.load %l634[%k0] : memref<?xi32>
                %v2234 = arith.constant 61440 : i32
                %v2235 = arith.andi %v2233, %v2234 : i32
                memref.store %v2235, %l725[%k0] : memref<?xi32>
                %v2236 = memref.load %l725[%k0] : memref<?xi32>
                %v2237 = memref.load %l20[%k0] : memref<?xi32>
                %v2238 = arith.ori %v2236, %v2237 : i32
                memref.store %v2238, %l726[%k0] : memref<?xi32>
                %v2239 = memref.load %l726[%k0] : memref<?xi32>
                %v2240 = arith.bitcast %v2239 : i32 to f32
                memref.store %v2240, %l727[%k0] : memref<?xf32>
                %v2241 = memref.load %l727[%k0] : memref<?xf32>
                %v2242 = arith.constant 0x45008000 : f32
                %v2243 = arith.subf %v2241, %v2242 : f32
                memref.store %v2243, %l728[%k0] : memref<?xf32>
                %v2244 = memref.load %l728[%k0] : memref<?xf32>
                %v2245 = memref.load %l132[%k0] : memref<?xf32>
                %v2246 = arith.mulf %v2244, %v2245 : f32
                memref.store %v2246, %l729[%k0] : memref<?xf32>
                %v2247 = memref.load %l724[%k0] : memref<?xf32>
                %v2248 = memref.load %l729[%k0] : memref<?xf32>
                %v2249 = arith.addf %v2247, %v2248 : f32
                memref.store %v2249, %l639[%k0] : memref<?xf32>
                %v2250 = memref.load %l77[%k0] : memref<?xf32>
                memref.store %v2250, %l730[%k0] : memref<?xf32>
                %v2251 = memref.load %l62[%k0] : memref<?xi64>
                memref.store %v2251, %l731[%k0] : memref<?xi64>
                %v2252 = memref.load %l731[%k0] : memref<?xi64>
                %v2253 = arith.constant 16 : i64
                %v2254 = arith.subi %v2252, %v2253 : i64
                memref.store %v2254, %l732[%k0] : memref<?xi64>
                %v2255 = memref.load %l732[%k0] : memref<?xi64>
                %v2256 = arith.trunci %v2255 : i64 to i32
                memref.store %v2256, %l733[%k0] : memref<?xi32>
                %v2257 = memref.load %l185[%k0] : memref<?xi32>
                %v2258 = memref.load %l733[%k0] : memref<?xi32>
                %v2259 = arith.constant 31 : i32
                %v2260 = arith.andi %v2258, %v2259 : i32
                %v2261 = arith.shrui %v2257, %v2260 : i32
                memref.store %v2261, %l734[%k0] : memref<?xi32>
                %v2262 = memref.load %l734[%k0] : memref<?xi32>
                %v2263 = arith.constant 65535 : i32
                %v2264 = arith.andi %v2262, %v2263 : i32
                memref.store %v2264, %l735[%k0] : memref<?xi32>
                %v2265 = memref.load %l735[%k0] : memref<?xi32>
                %v2266 = arith.constant 32767 : i32
                %v2267 = arith.andi %v2265, %v2266 : i32
                memref.store %v2267, %l736[%k0] : memref<?xi32>
                %v2268 = arith.constant 13 : i32
                memref.store %v2268, %l737[%k0] : memref<?xi32>
                %v2269 = memref.load %l736[%k0] : memref<?xi32>
                %v2270 = memref.load %l737[%k0] : memref<?xi32>
                %v2271 = arith.constant 31 : i32
                %v2272 = arith.andi %v2270, %v2271 : i32
                %v2273 = arith.shli %v2269, %v2272 : i32
                memref.store %v2273, %l738[%k0] : memref<?xi32>
                %v2274 = memref.load %l738[%k0] : memref<?xi32>
                %v2275 = arith.constant 939524096 : i32
                %v2276 = arith.addi %v2274, %v2275 : i32
                memref.store %v2276, %l739[%k0] : memref<?xi32>
                %v2277 = memref.load %l739[%k0] : memref<?xi32>
                %v2278 = arith.bitcast %v2277 : i32 to f32
                memref.store %v2278, %l740[%k0] : memref<?xf32>
                %v2279 = memref.load %l736[%k0] : memref<?xi32>
                %v2280 = arith.constant 1024 : i32
                %v2281 = arith.cmpi ult, %v2279, %v2280 : i32
                memref.store %v2281, %l741[%k0] : memref<?xi1>
                %v2282 = memref.load %l741[%k0] : memref<?xi1>
                cf.cond_br %v2282, ^bb71, ^bb72
              ^bb71:
                %v2283 = arith.constant 13 : i32
                memref.store %v2283, %l742[%k0] : memref<?xi32>
                %v2284 = memref.load %l736[%k0] : memref<?xi32>
                %v2285 = memref.load %l742[%k0] : memref<?xi32>
                %v2286 = arith.constant 31 : i32
                %v2287 = arith.andi %v2285, %v2286 : i32
                %v2288 = arith.shli %v2284, %v2287 : i32
                memref.store %v2288, %l743[%k0] : memref<?xi32>
                %v2289 = memref.load %l743[%k0] : memref<?xi32>
                %v2290 = arith.constant 947912704 : i32
                %v2291 = arith.addi %v2289, %v2290 : i32
                memref.store %v2291, %l744[%k0] : memref<?xi32>
                %v2292 = memref.load %l744[%k0] : memref<?xi32>
                %v2293 = arith.bitcast %v2292 : i32 to f32
                memref.store %v2293, %l745[%k0] : memref<?xf32>
                %v2294 = memref.load %l745[%k0] : memref<?xf32>
                %v2295 = arith.constant 0x38800000 : f32
                %v2296 = arith.subf %v2294, %v2295 : f32
                memref.store %v2296, %l740[%k0] : memref<?xf32>
                cf.br ^bb72
              ^bb72:
                %v2297 = memref.load %l736[%k0] : memref<?xi32>
                %v2298 = arith.constant 31744 : i32
                %v2299 = arith.cmpi uge, %v2297, %v2298 : i32
                memref.store %v2299, %l746[%k0] : memref<?xi1>
                %v2300 = memref.load %l746[%k0] : memref<?xi1>
                cf.cond_br %v2300, ^bb73, ^bb74
              ^bb73:
                %v2301 = arith.constant 13 : i32
                memref.store %v2301, %l747[%k0] : memref<?xi32>
                %v2302 = memref.load %l736[%k0] : memref<?xi32>
                %v2303 = memref.load %l747[%k0] : memref<?xi32>
                %v2304 = arith.constant 31 : i32
                %v2305 = arith.andi %v2303, %v2304 : i32
                %v2306 = arith.shli %v2302, %v2305 : i32
                memref.store %v2306, %l748[%k0] : memref<?xi32>
                %v2307 = memref.load %l748[%k0] : memref<?xi32>
                %v2308 = arith.constant 1879048192 : i32
                %v2309 = arith.addi %v2307, %v2308 : i32
                memref.store %v2309, %l749[%k0] : memref<?xi32>
                %v2310 = memref.load %l749[%k0] : memref<?xi32>
                %v2311 = arith.bitcast %v2310 : i32 to f32
                memref.store %v2311, %l750[%k0] : memref<?xf32>
                %v2312 = memref.load %l750[%k0] : memref<?xf32>
                memref.store %v2312, %l740[%k0] : memref<?xf32>
                cf.br ^bb74
              ^bb74:
                %v2313 = memref.load %l735[%k0] : memref<?xi32>
                %v2314 = arith.constant 32768 : i32
                %v2315 = arith.cmpi uge, %v2313, %v2314 : i32
                memref.store %v2315, %l751[%k0] : memref<?xi1>
                %v2316 = memref.load %l751[%k0] : memref<?xi1>
                cf.cond_br %v2316, ^bb75, ^bb76
              ^bb75:
                %v2317 = memref.load %l740[%k0] : memref<?xf32>
                memref.store %v2317, %l752[%k0] : memref<?xf32>
                %v2318 = memref.load %l752[%k0] : memref<?xf32>
                %v2319 = arith.negf %v2318 : f32
                memref.store %v2319, %l740[%k0] : memref<?xf32>
                cf.br ^bb76
              ^bb76:
                %v2320 = memref.load %l740[%k0] : memref<?xf32>
                memref.store %v2320, %l753[%k0] : memref<?xf32>
                %v2321 = memref.load %l639[%k0] : memref<?xf32>
                memref.store %v2321, %l754[%k0] : memref<?xf32>
                %v2322 = memref.load %l753[%k0] : memref<?xf32>
                %v2323 = memref.load %l754[%k0] : memref<?xf32>
                %v2324 = arith.mulf %v2322, %v2323 : f32
                memref.store %v2324, %l755[%k0] : memref<?xf32>
                %v2325 = memref.load %l730[%k0] : memref<?xf32>
                %v2326 = memref.load %l755[%k0] : memref<?xf32>
                %v2327 = arith.addf %v2325, %v2326 : f32
                memref.store %v2327, %l756[%k0] : memref<?xf32>
                %v2328 = memref.load %l756[%k0] : memref<?xf32>
                memref.store %v2328, %l77[%k0] : memref<?xf32>
                %v2329 = memref.load %l82[%k0] : memref<?xi64>
                %v2330 = arith.constant 512 : i64
                %v2331 = arith.addi %v2329, %v2330 : i64
                memref.store %v2331, %l81[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb77:
                %v2332 = memref.load %l81[%k0] : memref<?xi64>
                memref.store %v2332, %l757[%k0] : memref<?xi64>
                %v2333 = arith.constant 0 : i32
                memref.store %v2333, %l758[%k0] : memref<?xi32>
                %v2334 = arith.constant 4 : i32
                memref.store %v2334, %l759[%k0] : memref<?xi32>
                cf.br ^bb78
              ^bb78:
                %v2335 = memref.load %l758[%k0] : memref<?xi32>
                memref.store %v2335, %l760[%k0] : memref<?xi32>
                %v2336 = memref.load %l760[%k0] : memref<?xi32>
                %v2337 = memref.load %l759[%k0] : memref<?xi32>
                %v2338 = arith.cmpi slt, %v2336, %v2337 : i32
                memref.store %v2338, %l761[%k0] : memref<?xi1>
                %v2339 = memref.load %l761[%k0] : memref<?xi1>
                %v2340 = arith.extui %v2339 : i1 to i32
                memref.store %v2340, %l762[%k0] : memref<?xi32>
                %v2341 = memref.load %l758[%k0] : memref<?xi32>
                %v2342 = memref.load %l762[%k0] : memref<?xi32>
                %v2343 = arith.addi %v2341, %v2342 : i32
                memref.store %v2343, %l758[%k0] : memref<?xi32>
                %v2344 = memref.load %l760[%k0] : memref<?xi32>
                %v2345 = memref.load %l759[%k0] : memref<?xi32>
                %v2346 = arith.cmpi slt, %v2344, %v2345 : i32
                memref.store %v2346, %l763[%k0] : memref<?xi1>
                %v2347 = memref.load %l763[%k0] : memref<?xi1>
                cf.cond_br %v2347, ^bb79, ^bb80
              ^bb79:
                %v2348 = memref.load %l22[%k0] : memref<?xi64>
                memref.store %v2348, %l764[%k0] : memref<?xi64>
                %v2349 = memref.load %l23[%k0] : memref<?xi64>
                memref.store %v2349, %l765[%k0] : memref<?xi64>
                %v2350 = memref.load %l760[%k0] : memref<?xi32>
                %v2351 = arith.constant 1 : i32
                %v2352 = arith.cmpi eq, %v2350, %v2351 : i32
                memref.store %v2352, %l766[%k0] : memref<?xi1>
                %v2353 = memref.load %l766[%k0] : memref<?xi1>
                cf.cond_br %v2353, ^bb81, ^bb82
              ^bb80:
                %v2354 = memref.load %l74[%k0] : memref<?xf32>
                memref.store %v2354, %l998[%k0] : memref<?xf32>
                %v2355 = memref.load %l75[%k0] : memref<?xf32>
                memref.store %v2355, %l999[%k0] : memref<?xf32>
                %v2356 = memref.load %l76[%k0] : memref<?xf32>
                memref.store %v2356, %l1000[%k0] : memref<?xf32>
                %v2357 = memref.load %l77[%k0] : memref<?xf32>
                memref.store %v2357, %l1001[%k0] : memref<?xf32>
                %v2358 = memref.load %l0[%k0] : memref<?xi64>
                %v2359 = arith.constant 32 : i64
                %v2360 = arith.constant 0 : i64
                %v2361 = arith.cmpi eq, %v2359, %v2360 : i64
                %v2362 = arith.constant 1 : i64
                %v2363 = arith.select %v2361, %v2362, %v2359 : i64
                %v2364 = arith.divui %v2358, %v2363 : i64
                memref.store %v2364, %l1002[%k0] : memref<?xi64>
                %v2365 = memref.load %l1002[%k0] : memref<?xi64>
                %v2366 = arith.constant 128 : i64
                %v2367 = arith.muli %v2365, %v2366 : i64
                memref.store %v2367, %l1003[%k0] : memref<?xi64>
                %v2368 = memref.load %l1003[%k0] : memref<?xi64>
                %v2369 = memref.load %ls1[%lane] : memref<?xi64>
                %v2370 = arith.addi %v2368, %v2369 : i64
                memref.store %v2370, %ls1004[%lane] : memref<?xi64>
                %v2371 = memref.load %ls1004[%lane] : memref<?xi64>
                %v2372 = arith.constant 32 : i64
                %v2373 = arith.addi %v2371, %v2372 : i64
                memref.store %v2373, %ls1005[%lane] : memref<?xi64>
                %v2374 = memref.load %ls1004[%lane] : memref<?xi64>
                %v2375 = arith.constant 64 : i64
                %v2376 = arith.addi %v2374, %v2375 : i64
                memref.store %v2376, %ls1006[%lane] : memref<?xi64>
                %v2377 = memref.load %ls1004[%lane] : memref<?xi64>
                %v2378 = arith.constant 96 : i64
                %v2379 = arith.addi %v2377, %v2378 : i64
                memref.store %v2379, %ls1007[%lane] : memref<?xi64>
                %v2380 = memref.load %ls1007[%lane] : memref<?xi64>
                %v2381 = arith.constant 256 : i64
                %v2382 = arith.cmpi ult, %v2380, %v2381 : i64
                memref.store %v2382, %l1008[%k0] : memref<?xi1>
                %v2383 = memref.load %l1008[%k0] : memref<?xi1>
                cf.cond_br %v2383, ^bb129, ^bb133
              ^bb81:
                %v2384 = memref.load %l35[%k0] : memref<?xi64>
                memref.store %v2384, %l767[%k0] : memref<?xi64>
                %v2385 = memref.load %l767[%k0] : memref<?xi64>
                memref.store %v2385, %l764[%k0] : memref<?xi64>
                %v2386 = memref.load %l36[%k0] : memref<?xi64>
                memref.store %v2386, %l768[%k0] : memref<?xi64>
                %v2387 = memref.load %l768[%k0] : memref<?xi64>
                memref.store %v2387, %l765[%k0] : memref<?xi64>
                cf.br ^bb86
              ^bb82:
                %v2388 = memref.load %l760[%k0] : memref<?xi32>
                %v2389 = arith.constant 2 : i32
                %v2390 = arith.cmpi eq, %v2388, %v2389 : i32
                memref.store %v2390, %l769[%k0] : memref<?xi1>
                %v2391 = memref.load %l769[%k0] : memref<?xi1>
                cf.cond_br %v2391, ^bb83, ^bb84
              ^bb83:
                %v2392 = memref.load %l48[%k0] : memref<?xi64>
                memref.store %v2392, %l770[%k0] : memref<?xi64>
                %v2393 = memref.load %l770[%k0] : memref<?xi64>
                memref.store %v2393, %l764[%k0] : memref<?xi64>
                %v2394 = memref.load %l49[%k0] : memref<?xi64>
                memref.store %v2394, %l771[%k0] : memref<?xi64>
                %v2395 = memref.load %l771[%k0] : memref<?xi64>
                memref.store %v2395, %l765[%k0] : memref<?xi64>
                cf.br ^bb86
              ^bb84:
                %v2396 = memref.load %l760[%k0] : memref<?xi32>
                %v2397 = arith.constant 3 : i32
                %v2398 = arith.cmpi eq, %v2396, %v2397 : i32
                memref.store %v2398, %l772[%k0] : memref<?xi1>
                %v2399 = memref.load %l772[%k0] : memref<?xi1>
                cf.cond_br %v2399, ^bb85, ^bb86
              ^bb85:
                %v2400 = memref.load %l61[%k0] : memref<?xi64>
                memref.store %v2400, %l773[%k0] : memref<?xi64>
                %v2401 = memref.load %l773[%k0] : memref<?xi64>
                memref.store %v2401, %l764[%k0] : memref<?xi64>
                %v2402 = memref.load %l62[%k0] : memref<?xi64>
                memref.store %v2402, %l774[%k0] : memref<?xi64>
                %v2403 = memref.load %l774[%k0] : memref<?xi64>
                memref.store %v2403, %l765[%k0] : memref<?xi64>
                cf.br ^bb86
              ^bb86:
                %v2404 = memref.load %l757[%k0] : memref<?xi64>
                memref.store %v2404, %l775[%k0] : memref<?xi64>
                cf.br ^bb87
              ^bb87:
                %v2405 = memref.load %l775[%k0] : memref<?xi64>
                memref.store %v2405, %l776[%k0] : memref<?xi64>
                %v2406 = memref.load %l776[%k0] : memref<?xi64>
                %v2407 = memref.load %l11[%k0] : memref<?xi64>
                %v2408 = arith.cmpi uge, %v2406, %v2407 : i64
                memref.store %v2408, %l777[%k0] : memref<?xi1>
                %v2409 = memref.load %l777[%k0] : memref<?xi1>
                cf.cond_br %v2409, ^bb78, ^bb88
              ^bb88:
                %v2410 = memref.load %l776[%k0] : memref<?xi64>
                %v2411 = arith.constant 512 : i64
                %v2412 = arith.constant 0 : i64
                %v2413 = arith.cmpi eq, %v2411, %v2412 : i64
                %v2414 = arith.constant 1 : i64
                %v2415 = arith.select %v2413, %v2414, %v2411 : i64
                %v2416 = arith.divui %v2410, %v2415 : i64
                memref.store %v2416, %l778[%k0] : memref<?xi64>
                %v2417 = memref.load %l778[%k0] : memref<?xi64>
                %v2418 = arith.constant 72 : i64
                %v2419 = arith.muli %v2417, %v2418 : i64
                memref.store %v2419, %l779[%k0] : memref<?xi64>
                %v2420 = memref.load %l776[%k0] : memref<?xi64>
                %v2421 = arith.constant 1 : i64
                %v2422 = arith.addi %v2420, %v2421 : i64
                memref.store %v2422, %l780[%k0] : memref<?xi64>
                %v2423 = memref.load %l776[%k0] : memref<?xi64>
                %v2424 = arith.constant 2 : i64
                %v2425 = arith.addi %v2423, %v2424 : i64
                memref.store %v2425, %l781[%k0] : memref<?xi64>
                %v2426 = memref.load %l776[%k0] : memref<?xi64>
                %v2427 = arith.constant 3 : i64
                %v2428 = arith.addi %v2426, %v2427 : i64
                memref.store %v2428, %l782[%k0] : memref<?xi64>
                %v2429 = memref.load %l776[%k0] : memref<?xi64>
                %v2430 = arith.constant 4 : i64
                %v2431 = arith.addi %v2429, %v2430 : i64
                memref.store %v2431, %l783[%k0] : memref<?xi64>
                %v2432 = memref.load %l776[%k0] : memref<?xi64>
                %v2433 = arith.constant 5 : i64
                %v2434 = arith.addi %v2432, %v2433 : i64
                memref.store %v2434, %l784[%k0] : memref<?xi64>
                %v2435 = memref.load %l776[%k0] : memref<?xi64>
                %v2436 = arith.constant 6 : i64
                %v2437 = arith.addi %v2435, %v2436 : i64
                memref.store %v2437, %l785[%k0] : memref<?xi64>
                %v2438 = memref.load %l776[%k0] : memref<?xi64>
                %v2439 = arith.constant 7 : i64
                %v2440 = arith.addi %v2438, %v2439 : i64
                memref.store %v2440, %l786[%k0] : memref<?xi64>
                %v2441 = memref.load %l776[%k0] : memref<?xi64>
                %v2442 = arith.constant 16 : i64
                %v2443 = arith.addi %v2441, %v2442 : i64
                memref.store %v2443, %l787[%k0] : memref<?xi64>
                %v2444 = memref.load %l776[%k0] : memref<?xi64>
                %v2445 = arith.constant 17 : i64
                %v2446 = arith.addi %v2444, %v2445 : i64
                memref.store %v2446, %l788[%k0] : memref<?xi64>
                %v2447 = memref.load %l776[%k0] : memref<?xi64>
                %v2448 = arith.constant 18 : i64
                %v2449 = arith.addi %v2447, %v2448 : i64
                memref.store %v2449, %l789[%k0] : memref<?xi64>
                %v2450 = memref.load %l776[%k0] : memref<?xi64>
                %v2451 = arith.constant 19 : i64
                %v2452 = arith.addi %v2450, %v2451 : i64
                memref.store %v2452, %l790[%k0] : memref<?xi64>
                %v2453 = memref.load %l776[%k0] : memref<?xi64>
                %v2454 = arith.constant 20 : i64
                %v2455 = arith.addi %v2453, %v2454 : i64
                memref.store %v2455, %l791[%k0] : memref<?xi64>
                %v2456 = memref.load %l776[%k0] : memref<?xi64>
                %v2457 = arith.constant 21 : i64
                %v2458 = arith.addi %v2456, %v2457 : i64
                memref.store %v2458, %l792[%k0] : memref<?xi64>
                %v2459 = memref.load %l776[%k0] : memref<?xi64>
                %v2460 = arith.constant 22 : i64
                %v2461 = arith.addi %v2459, %v2460 : i64
                memref.store %v2461, %l793[%k0] : memref<?xi64>
                %v2462 = memref.load %l776[%k0] : memref<?xi64>
                %v2463 = arith.constant 23 : i64
                %v2464 = arith.addi %v2462, %v2463 : i64
                memref.store %v2464, %l794[%k0] : memref<?xi64>
                %v2465 = memref.load %l794[%k0] : memref<?xi64>
                %v2466 = memref.load %l8[%k0] : memref<?xi64>
                %v2467 = arith.cmpi ult, %v2465, %v2466 : i64
                memref.store %v2467, %l795[%k0] : memref<?xi1>
                %v2468 = memref.load %l795[%k0] : memref<?xi1>
                cf.cond_br %v2468, ^bb89, ^bb78
              ^bb89:
                %v2469 = memref.load %l776[%k0] : memref<?xi64>
                %v2470 = memref.load %l8[%k0] : memref<?xi64>
                %v2471 = arith.cmpi ult, %v2469, %v2470 : i64
                memref.store %v2471, %l796[%k0] : memref<?xi1>
                %v2472 = memref.load %l796[%k0] : memref<?xi1>
                cf.cond_br %v2472, ^bb90, ^bb78
              ^bb90:
                %v2473 = memref.load %l780[%k0] : memref<?xi64>
                %v2474 = memref.load %l8[%k0] : memref<?xi64>
                %v2475 = arith.cmpi ult, %v2473, %v2474 : i64
                memref.store %v2475, %l797[%k0] : memref<?xi1>
                %v2476 = memref.load %l797[%k0] : memref<?xi1>
                cf.cond_br %v2476, ^bb91, ^bb78
              ^bb91:
                %v2477 = memref.load %l781[%k0] : memref<?xi64>
                %v2478 = memref.load %l8[%k0] : memref<?xi64>
                %v2479 = arith.cmpi ult, %v2477, %v2478 : i64
                memref.store %v2479, %l798[%k0] : memref<?xi1>
                %v2480 = memref.load %l798[%k0] : memref<?xi1>
                cf.cond_br %v2480, ^bb92, ^bb78
              ^bb92:
                %v2481 = memref.load %l782[%k0] : memref<?xi64>
                %v2482 = memref.load %l8[%k0] : memref<?xi64>
                %v2483 = arith.cmpi ult, %v2481, %v2482 : i64
                memref.store %v2483, %l799[%k0] : memref<?xi1>
                %v2484 = memref.load %l799[%k0] : memref<?xi1>
                cf.cond_br %v2484, ^bb93, ^bb78
              ^bb93:
                %v2485 = memref.load %l783[%k0] : memref<?xi64>
                %v2486 = memref.load %l8[%k0] : memref<?xi64>
                %v2487 = arith.cmpi ult, %v2485, %v2486 : i64
                memref.store %v2487, %l800[%k0] : memref<?xi1>
                %v2488 = memref.load %l800[%k0] : memref<?xi1>
                cf.cond_br %v2488, ^bb94, ^bb78
              ^bb94:
                %v2489 = memref.load %l784[%k0] : memref<?xi64>
                %v2490 = memref.load %l8[%k0] : memref<?xi64>
                %v2491 = arith.cmpi ult, %v2489, %v2490 : i64
                memref.store %v2491, %l801[%k0] : memref<?xi1>
                %v2492 = memref.load %l801[%k0] : memref<?xi1>
                cf.cond_br %v2492, ^bb95, ^bb78
              ^bb95:
                %v2493 = memref.load %l785[%k0] : memref<?xi64>
                %v2494 = memref.load %l8[%k0] : memref<?xi64>
                %v2495 = arith.cmpi ult, %v2493, %v2494 : i64
                memref.store %v2495, %l802[%k0] : memref<?xi1>
                %v2496 = memref.load %l802[%k0] : memref<?xi1>
                cf.cond_br %v2496, ^bb96, ^bb78
              ^bb96:
                %v2497 = memref.load %l786[%k0] : memref<?xi64>
                %v2498 = memref.load %l8[%k0] : memref<?xi64>
                %v2499 = arith.cmpi ult, %v2497, %v2498 : i64
                memref.store %v2499, %l803[%k0] : memref<?xi1>
                %v2500 = memref.load %l803[%k0] : memref<?xi1>
                cf.cond_br %v2500, ^bb97, ^bb78
              ^bb97:
                %v2501 = memref.load %l787[%k0] : memref<?xi64>
                %v2502 = memref.load %l8[%k0] : memref<?xi64>
                %v2503 = arith.cmpi ult, %v2501, %v2502 : i64
                memref.store %v2503, %l804[%k0] : memref<?xi1>
                %v2504 = memref.load %l804[%k0] : memref<?xi1>
                cf.cond_br %v2504, ^bb98, ^bb78
              ^bb98:
                %v2505 = memref.load %l788[%k0] : memref<?xi64>
                %v2506 = memref.load %l8[%k0] : memref<?xi64>
                %v2507 = arith.cmpi ult, %v2505, %v2506 : i64
                memref.store %v2507, %l805[%k0] : memref<?xi1>
                %v2508 = memref.load %l805[%k0] : memref<?xi1>
                cf.cond_br %v2508, ^bb99, ^bb78
              ^bb99:
                %v2509 = memref.load %l789[%k0] : memref<?xi64>
                %v2510 = memref.load %l8[%k0] : memref<?xi64>
                %v2511 = arith.cmpi ult, %v2509, %v2510 : i64
                memref.store %v2511, %l806[%k0] : memref<?xi1>
                %v2512 = memref.load %l806[%k0] : memref<?xi1>
                cf.cond_br %v2512, ^bb100, ^bb78
              ^bb100:
                %v2513 = memref.load %l790[%k0] : memref<?xi64>
                %v2514 = memref.load %l8[%k0] : memref<?xi64>
                %v2515 = arith.cmpi ult, %v2513, %v2514 : i64
                memref.store %v2515, %l807[%k0] : memref<?xi1>
                %v2516 = memref.load %l807[%k0] : memref<?xi1>
                cf.cond_br %v2516, ^bb101, ^bb78
              ^bb101:
                %v2517 = memref.load %l791[%k0] : memref<?xi64>
                %v2518 = memref.load %l8[%k0] : memref<?xi64>
                %v2519 = arith.cmpi ult, %v2517, %v2518 : i64
                memref.store %v2519, %l808[%k0] : memref<?xi1>
                %v2520 = memref.load %l808[%k0] : memref<?xi1>
                cf.cond_br %v2520, ^bb102, ^bb78
              ^bb102:
                %v2521 = memref.load %l792[%k0] : memref<?xi64>
                %v2522 = memref.load %l8[%k0] : memref<?xi64>
                %v2523 = arith.cmpi ult, %v2521, %v2522 : i64
                memref.store %v2523, %l809[%k0] : memref<?xi1>
                %v2524 = memref.load %l809[%k0] : memref<?xi1>
                cf.cond_br %v2524, ^bb103, ^bb78
              ^bb103:
                %v2525 = memref.load %l793[%k0] : memref<?xi64>
                %v2526 = memref.load %l8[%k0] : memref<?xi64>
                %v2527 = arith.cmpi ult, %v2525, %v2526 : i64
                memref.store %v2527, %l810[%k0] : memref<?xi1>
                %v2528 = memref.load %l810[%k0] : memref<?xi1>
                cf.cond_br %v2528, ^bb104, ^bb78
              ^bb104:
                %v2529 = memref.load %l776[%k0] : memref<?xi64>
                %v2530 = arith.index_cast %v2529 : i64 to index
                %v2531 = memref.load %p1[%v2530] : memref<?xf32>
                memref.store %v2531, %l811[%k0] : memref<?xf32>
                %v2532 = memref.load %l780[%k0] : memref<?xi64>
                %v2533 = arith.index_cast %v2532 : i64 to index
                %v2534 = memref.load %p1[%v2533] : memref<?xf32>
                memref.store %v2534, %l812[%k0] : memref<?xf32>
                %v2535 = memref.load %l781[%k0] : memref<?xi64>
                %v2536 = arith.index_cast %v2535 : i64 to index
                %v2537 = memref.load %p1[%v2536] : memref<?xf32>
                memref.store %v2537, %l813[%k0] : memref<?xf32>
                %v2538 = memref.load %l782[%k0] : memref<?xi64>
                %v2539 = arith.index_cast %v2538 : i64 to index
                %v2540 = memref.load %p1[%v2539] : memref<?xf32>
                memref.store %v2540, %l814[%k0] : memref<?xf32>
                %v2541 = memref.load %l783[%k0] : memref<?xi64>
                %v2542 = arith.index_cast %v2541 : i64 to index
                %v2543 = memref.load %p1[%v2542] : memref<?xf32>
                memref.store %v2543, %l815[%k0] : memref<?xf32>
                %v2544 = memref.load %l784[%k0] : memref<?xi64>
                %v2545 = arith.index_cast %v2544 : i64 to index
                %v2546 = memref.load %p1[%v2545] : memref<?xf32>
                memref.store %v2546, %l816[%k0] : memref<?xf32>
                %v2547 = memref.load %l785[%k0] : memref<?xi64>
                %v2548 = arith.index_cast %v2547 : i64 to index
                %v2549 = memref.load %p1[%v2548] : memref<?xf32>
                memref.store %v2549, %l817[%k0] : memref<?xf32>
                %v2550 = memref.load %l786[%k0] : memref<?xi64>
                %v2551 = arith.index_cast %v2550 : i64 to index
                %v2552 = memref.load %p1[%v2551] : memref<?xf32>
                memref.store %v2552, %l818[%k0] : memref<?xf32>
                %v2553 = memref.load %l787[%k0] : memref<?xi64>
                %v2554 = arith.index_cast %v2553 : i64 to index
                %v2555 = memref.load %p1[%v2554] : memref<?xf32>
                memref.store %v2555, %l819[%k0] : memref<?xf32>
                %v2556 = memref.load %l788[%k0] : memref<?xi64>
                %v2557 = arith.index_cast %v2556 : i64 to index
                %v2558 = memref.load %p1[%v2557] : memref<?xf32>
                memref.store %v2558, %l820[%k0] : memref<?xf32>
                %v2559 = memref.load %l789[%k0] : memref<?xi64>
                %v2560 = arith.index_cast %v2559 : i64 to index
                %v2561 = memref.load %p1[%v2560] : memref<?xf32>
                memref.store %v2561, %l821[%k0] : memref<?xf32>
                %v2562 = memref.load %l790[%k0] : memref<?xi64>
                %v2563 = arith.index_cast %v2562 : i64 to index
                %v2564 = memref.load %p1[%v2563] : memref<?xf32>
                memref.store %v2564, %l822[%k0] : memref<?xf32>
                %v2565 = memref.load %l791[%k0] : memref<?xi64>
                %v2566 = arith.index_cast %v2565 : i64 to index
                %v2567 = memref.load %p1[%v2566] : memref<?xf32>
                memref.store %v2567, %l823[%k0] : memref<?xf32>
                %v2568 = memref.load %l792[%k0] : memref<?xi64>
                %v2569 = arith.index_cast %v2568 : i64 to index
                %v2570 = memref.load %p1[%v2569] : memref<?xf32>
                memref.store %v2570, %l824[%k0] : memref<?xf32>
                %v2571 = memref.load %l793[%k0] : memref<?xi64>
                %v2572 = arith.index_cast %v2571 : i64 to index
                %v2573 = memref.load %p1[%v2572] : memref<?xf32>
                memref.store %v2573, %l825[%k0] : memref<?xf32>
                %v2574 = memref.load %l794[%k0] : memref<?xi64>
                %v2575 = arith.index_cast %v2574 : i64 to index
                %v2576 = memref.load %p1[%v2575] : memref<?xf32>
                memref.store %v2576, %l826[%k0] : memref<?xf32>
                %v2577 = memref.load %l764[%k0] : memref<?xi64>
                memref.store %v2577, %l827[%k0] : memref<?xi64>
                %v2578 = memref.load %l827[%k0] : memref<?xi64>
                %v2579 = memref.load %l779[%k0] : memref<?xi64>
                %v2580 = arith.addi %v2578, %v2579 : i64
                memref.store %v2580, %l828[%k0] : memref<?xi64>
                %v2581 = arith.constant 2 : i64
                %v2582 = memref.load %l2[%k0] : memref<?xi64>
                %v2583 = arith.muli %v2581, %v2582 : i64
                memref.store %v2583, %l829[%k0] : memref<?xi64>
                %v2584 = memref.load %l828[%k0] : memref<?xi64>
                %v2585 = memref.load %l829[%k0] : memref<?xi64>
                %v2586 = arith.addi %v2584, %v2585 : i64
                memref.store %v2586, %l830[%k0] : memref<?xi64>
                %v2587 = memref.load %l830[%k0] : memref<?xi64>
                %v2588 = arith.constant 1 : i64
                %v2589 = arith.addi %v2587, %v2588 : i64
                memref.store %v2589, %l831[%k0] : memref<?xi64>
                %v2590 = memref.load %l830[%k0] : memref<?xi64>
                %v2591 = arith.constant 2 : i64
                %v2592 = arith.addi %v2590, %v2591 : i64
                memref.store %v2592, %l832[%k0] : memref<?xi64>
                %v2593 = memref.load %l832[%k0] : memref<?xi64>
                %v2594 = memref.load %l9[%k0] : memref<?xi64>
                %v2595 = arith.cmpi ult, %v2593, %v2594 : i64
                memref.store %v2595, %l833[%k0] : memref<?xi1>
                %v2596 = memref.load %l833[%k0] : memref<?xi1>
                cf.cond_br %v2596, ^bb105, ^bb128
              ^bb105:
                %v2597 = memref.load %l828[%k0] : memref<?xi64>
                %v2598 = memref.load %l9[%k0] : memref<?xi64>
                %v2599 = arith.cmpi ult, %v2597, %v2598 : i64
                memref.store %v2599, %l834[%k0] : memref<?xi1>
                %v2600 = memref.load %l834[%k0] : memref<?xi1>
                cf.cond_br %v2600, ^bb106, ^bb128
              ^bb106:
                %v2601 = memref.load %l830[%k0] : memref<?xi64>
                %v2602 = memref.load %l9[%k0] : memref<?xi64>
                %v2603 = arith.cmpi ult, %v2601, %v2602 : i64
                memref.store %v2603, %l835[%k0] : memref<?xi1>
                %v2604 = memref.load %l835[%k0] : memref<?xi1>
                cf.cond_br %v2604, ^bb107, ^bb128
              ^bb107:
                %v2605 = memref.load %l831[%k0] : memref<?xi64>
                %v2606 = memref.load %l9[%k0] : memref<?xi64>
                %v2607 = arith.cmpi ult, %v2605, %v2606 : i64
                memref.store %v2607, %l836[%k0] : memref<?xi1>
                %v2608 = memref.load %l836[%k0] : memref<?xi1>
                cf.cond_br %v2608, ^bb108, ^bb128
              ^bb108:
                %v2609 = memref.load %l828[%k0] : memref<?xi64>
                %v2610 = arith.index_cast %v2609 : i64 to index
                %v2611 = memref.load %p0[%v2610] : memref<?xi32>
                memref.store %v2611, %l837[%k0] : memref<?xi32>
                %v2612 = memref.load %l830[%k0] : memref<?xi64>
                %v2613 = arith.index_cast %v2612 : i64 to index
                %v2614 = memref.load %p0[%v2613] : memref<?xi32>
                memref.store %v2614, %l838[%k0] : memref<?xi32>
                %v2615 = memref.load %l831[%k0] : memref<?xi64>
                %v2616 = arith.index_cast %v2615 : i64 to index
                %v2617 = memref.load %p0[%v2616] : memref<?xi32>
                memref.store %v2617, %l839[%k0] : memref<?xi32>
                %v2618 = memref.load %l832[%k0] : memref<?xi64>
                %v2619 = arith.index_cast %v2618 : i64 to index
                %v2620 = memref.load %p0[%v2619] : memref<?xi32>
                memref.store %v2620, %l840[%k0] : memref<?xi32>
                %v2621 = memref.load %l74[%k0] : memref<?xf32>
                memref.store %v2621, %l841[%k0] : memref<?xf32>
                %v2622 = memref.load %l760[%k0] : memref<?xi32>
                %v2623 = arith.constant 1 : i32
                %v2624 = arith.cmpi eq, %v2622, %v2623 : i32
                memref.store %v2624, %l842[%k0] : memref<?xi1>
                %v2625 = memref.load %l842[%k0] : memref<?xi1>
                cf.cond_br %v2625, ^bb109, ^bb110
              ^bb109:
                %v2626 = memref.load %l75[%k0] : memref<?xf32>
                memref.store %v2626, %l843[%k0] : memref<?xf32>
                %v2627 = memref.load %l843[%k0] : memref<?xf32>
                memref.store %v2627, %l841[%k0] : memref<?xf32>
                cf.br ^bb114
              ^bb110:
                %v2628 = memref.load %l760[%k0] : memref<?xi32>
                %v2629 = arith.constant 2 : i32
                %v2630 = arith.cmpi eq, %v2628, %v2629 : i32
                memref.store %v2630, %l844[%k0] : memref<?xi1>
                %v2631 = memref.load %l844[%k0] : memref<?xi1>
                cf.cond_br %v2631, ^bb111, ^bb112
              ^bb111:
                %v2632 = memref.load %l76[%k0] : memref<?xf32>
                memref.store %v2632, %l845[%k0] : memref<?xf32>
                %v2633 = memref.load %l845[%k0] : memref<?xf32>
                memref.store %v2633, %l841[%k0] : memref<?xf32>
                cf.br ^bb114
              ^bb112:
                %v2634 = memref.load %l760[%k0] : memref<?xi32>
                %v2635 = arith.constant 3 : i32
                %v2636 = arith.cmpi eq, %v2634, %v2635 : i32
                memref.store %v2636, %l846[%k0] : memref<?xi1>
                %v2637 = memref.load %l846[%k0] : memref<?xi1>
                cf.cond_br %v2637, ^bb113, ^bb114
              ^bb113:
                %v2638 = memref.load %l77[%k0] : memref<?xf32>
                memref.store %v2638, %l847[%k0] : memref<?xf32>
                %v2639 = memref.load %l847[%k0] : memref<?xf32>
                memref.store %v2639, %l841[%k0] : memref<?xf32>
                cf.br ^bb114
              ^bb114:
                %v2640 = memref.load %l839[%k0] : memref<?xi32>
                %v2641 = arith.extui %v2640 : i32 to i64
                memref.store %v2641, %l848[%k0] : memref<?xi64>
                %v2642 = arith.constant 32 : i32
                %v2643 = arith.extsi %v2642 : i32 to i64
                memref.store %v2643, %l849[%k0] : memref<?xi64>
                %v2644 = memref.load %l848[%k0] : memref<?xi64>
                %v2645 = memref.load %l849[%k0] : memref<?xi64>
                %v2646 = arith.constant 63 : i64
                %v2647 = arith.andi %v2645, %v2646 : i64
                %v2648 = arith.shli %v2644, %v2647 : i64
                memref.store %v2648, %l850[%k0] : memref<?xi64>
                %v2649 = memref.load %l838[%k0] : memref<?xi32>
                %v2650 = arith.extui %v2649 : i32 to i64
                memref.store %v2650, %l851[%k0] : memref<?xi64>
                %v2651 = memref.load %l850[%k0] : memref<?xi64>
                %v2652 = memref.load %l851[%k0] : memref<?xi64>
                %v2653 = arith.ori %v2651, %v2652 : i64
                memref.store %v2653, %l852[%k0] : memref<?xi64>
                %v2654 = memref.load %l765[%k0] : memref<?xi64>
                memref.store %v2654, %l853[%k0] : memref<?xi64>
                %v2655 = memref.load %l852[%k0] : memref<?xi64>
                %v2656 = memref.load %l853[%k0] : memref<?xi64>
                %v2657 = arith.constant 63 : i64
                %v2658 = arith.andi %v2656, %v2657 : i64
                %v2659 = arith.shrui %v2655, %v2658 : i64
                memref.store %v2659, %l854[%k0] : memref<?xi64>
                %v2660 = memref.load %l854[%k0] : memref<?xi64>
                %v2661 = arith.trunci %v2660 : i64 to i32
                memref.store %v2661, %l855[%k0] : memref<?xi32>
                %v2662 = memref.load %l840[%k0] : memref<?xi32>
                %v2663 = arith.extui %v2662 : i32 to i64
                memref.store %v2663, %l856[%k0] : memref<?xi64>
                %v2664 = arith.constant 32 : i32
                %v2665 = arith.extsi %v2664 : i32 to i64
                memref.store %v2665, %l857[%k0] : memref<?xi64>
                %v2666 = memref.load %l856[%k0] : memref<?xi64>
                %v2667 = memref.load %l857[%k0] : memref<?xi64>
                %v2668 = arith.constant 63 : i64
                %v2669 = arith.andi %v2667, %v2668 : i64
                %v2670 = arith.shli %v2666, %v2669 : i64
                memref.store %v2670, %l858[%k0] : memref<?xi64>
                %v2671 = memref.load %l839[%k0] : memref<?xi32>
                %v2672 = arith.extui %v2671 : i32 to i64
                memref.store %v2672, %l859[%k0] : memref<?xi64>
                %v2673 = memref.load %l858[%k0] : memref<?xi64>
                %v2674 = memref.load %l859[%k0] : memref<?xi64>
                %v2675 = arith.ori %v2673, %v2674 : i64
                memref.store %v2675, %l860[%k0] : memref<?xi64>
                %v2676 = memref.load %l765[%k0] : memref<?xi64>
                memref.store %v2676, %l861[%k0] : memref<?xi64>
                %v2677 = memref.load %l860[%k0] : memref<?xi64>
                %v2678 = memref.load %l861[%k0] : memref<?xi64>
                %v2679 = arith.constant 63 : i64
                %v2680 = arith.andi %v2678, %v2679 : i64
                %v2681 = arith.shrui %v2677, %v2680 : i64
                memref.store %v2681, %l862[%k0] : memref<?xi64>
                %v2682 = memref.load %l862[%k0] : memref<?xi64>
                %v2683 = arith.trunci %v2682 : i64 to i32
                memref.store %v2683, %l863[%k0] : memref<?xi32>
                %v2684 = arith.constant 16 : i32
                memref.store %v2684, %l864[%k0] : memref<?xi32>
                %v2685 = memref.load %l855[%k0] : memref<?xi32>
                %v2686 = memref.load %l864[%k0] : memref<?xi32>
                %v2687 = arith.constant 31 : i32
                %v2688 = arith.andi %v2686, %v2687 : i32
                %v2689 = arith.shrui %v2685, %v2688 : i32
                memref.store %v2689, %l865[%k0] : memref<?xi32>
                %v2690 = arith.constant 16 : i32
                memref.store %v2690, %l866[%k0] : memref<?xi32>
                %v2691 = memref.load %l863[%k0] : memref<?xi32>
                %v2692 = memref.load %l866[%k0] : memref<?xi32>
                %v2693 = arith.constant 31 : i32
                %v2694 = arith.andi %v2692, %v2693 : i32
                %v2695 = arith.shrui %v2691, %v2694 : i32
                memref.store %v2695, %l867[%k0] : memref<?xi32>
                %v2696 = memref.load %l855[%k0] : memref<?xi32>
                %v2697 = arith.constant 15 : i32
                %v2698 = arith.andi %v2696, %v2697 : i32
                memref.store %v2698, %l868[%k0] : memref<?xi32>
                %v2699 = memref.load %l868[%k0] : memref<?xi32>
                %v2700 = memref.load %l17[%k0] : memref<?xi32>
                %v2701 = arith.ori %v2699, %v2700 : i32
                memref.store %v2701, %l869[%k0] : memref<?xi32>
                %v2702 = memref.load %l869[%k0] : memref<?xi32>
                %v2703 = arith.bitcast %v2702 : i32 to f32
                memref.store %v2703, %l870[%k0] : memref<?xf32>
                %v2704 = memref.load %l870[%k0] : memref<?xf32>
                %v2705 = arith.constant 0x4B000008 : f32
                %v2706 = arith.subf %v2704, %v2705 : f32
                memref.store %v2706, %l871[%k0] : memref<?xf32>
                %v2707 = memref.load %l871[%k0] : memref<?xf32>
                %v2708 = memref.load %l811[%k0] : memref<?xf32>
                %v2709 = arith.mulf %v2707, %v2708 : f32
                memref.store %v2709, %l872[%k0] : memref<?xf32>
                %v2710 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2710, %l873[%k0] : memref<?xf32>
                %v2711 = memref.load %l855[%k0] : memref<?xi32>
                %v2712 = arith.constant 3840 : i32
                %v2713 = arith.andi %v2711, %v2712 : i32
                memref.store %v2713, %l874[%k0] : memref<?xi32>
                %v2714 = memref.load %l874[%k0] : memref<?xi32>
                %v2715 = memref.load %l19[%k0] : memref<?xi32>
                %v2716 = arith.ori %v2714, %v2715 : i32
                memref.store %v2716, %l875[%k0] : memref<?xi32>
                %v2717 = memref.load %l875[%k0] : memref<?xi32>
                %v2718 = arith.bitcast %v2717 : i32 to f32
                memref.store %v2718, %l876[%k0] : memref<?xf32>
                %v2719 = memref.load %l876[%k0] : memref<?xf32>
                %v2720 = arith.constant 0x47000800 : f32
                %v2721 = arith.subf %v2719, %v2720 : f32
                memref.store %v2721, %l877[%k0] : memref<?xf32>
                %v2722 = memref.load %l877[%k0] : memref<?xf32>
                %v2723 = memref.load %l812[%k0] : memref<?xf32>
                %v2724 = arith.mulf %v2722, %v2723 : f32
                memref.store %v2724, %l878[%k0] : memref<?xf32>
                %v2725 = memref.load %l873[%k0] : memref<?xf32>
                %v2726 = memref.load %l878[%k0] : memref<?xf32>
                %v2727 = arith.addf %v2725, %v2726 : f32
                memref.store %v2727, %l872[%k0] : memref<?xf32>
                %v2728 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2728, %l879[%k0] : memref<?xf32>
                %v2729 = memref.load %l855[%k0] : memref<?xi32>
                %v2730 = arith.constant 983040 : i32
                %v2731 = arith.andi %v2729, %v2730 : i32
                memref.store %v2731, %l880[%k0] : memref<?xi32>
                %v2732 = memref.load %l880[%k0] : memref<?xi32>
                %v2733 = memref.load %l21[%k0] : memref<?xi32>
                %v2734 = arith.ori %v2732, %v2733 : i32
                memref.store %v2734, %l881[%k0] : memref<?xi32>
                %v2735 = memref.load %l881[%k0] : memref<?xi32>
                %v2736 = arith.bitcast %v2735 : i32 to f32
                memref.store %v2736, %l882[%k0] : memref<?xf32>
                %v2737 = memref.load %l882[%k0] : memref<?xf32>
                %v2738 = arith.constant 0x43080000 : f32
                %v2739 = arith.subf %v2737, %v2738 : f32
                memref.store %v2739, %l883[%k0] : memref<?xf32>
                %v2740 = memref.load %l883[%k0] : memref<?xf32>
                %v2741 = memref.load %l813[%k0] : memref<?xf32>
                %v2742 = arith.mulf %v2740, %v2741 : f32
                memref.store %v2742, %l884[%k0] : memref<?xf32>
                %v2743 = memref.load %l879[%k0] : memref<?xf32>
                %v2744 = memref.load %l884[%k0] : memref<?xf32>
                %v2745 = arith.addf %v2743, %v2744 : f32
                memref.store %v2745, %l872[%k0] : memref<?xf32>
                %v2746 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2746, %l885[%k0] : memref<?xf32>
                %v2747 = memref.load %l865[%k0] : memref<?xi32>
                %v2748 = arith.constant 3840 : i32
                %v2749 = arith.andi %v2747, %v2748 : i32
                memref.store %v2749, %l886[%k0] : memref<?xi32>
                %v2750 = memref.load %l886[%k0] : memref<?xi32>
                %v2751 = memref.load %l19[%k0] : memref<?xi32>
                %v2752 = arith.ori %v2750, %v2751 : i32
                memref.store %v2752, %l887[%k0] : memref<?xi32>
                %v2753 = memref.load %l887[%k0] : memref<?xi32>
                %v2754 = arith.bitcast %v2753 : i32 to f32
                memref.store %v2754, %l888[%k0] : memref<?xf32>
                %v2755 = memref.load %l888[%k0] : memref<?xf32>
                %v2756 = arith.constant 0x47000800 : f32
                %v2757 = arith.subf %v2755, %v2756 : f32
                memref.store %v2757, %l889[%k0] : memref<?xf32>
                %v2758 = memref.load %l889[%k0] : memref<?xf32>
                %v2759 = memref.load %l814[%k0] : memref<?xf32>
                %v2760 = arith.mulf %v2758, %v2759 : f32
                memref.store %v2760, %l890[%k0] : memref<?xf32>
                %v2761 = memref.load %l885[%k0] : memref<?xf32>
                %v2762 = memref.load %l890[%k0] : memref<?xf32>
                %v2763 = arith.addf %v2761, %v2762 : f32
                memref.store %v2763, %l872[%k0] : memref<?xf32>
                %v2764 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2764, %l891[%k0] : memref<?xf32>
                %v2765 = memref.load %l863[%k0] : memref<?xi32>
                %v2766 = arith.constant 15 : i32
                %v2767 = arith.andi %v2765, %v2766 : i32
                memref.store %v2767, %l892[%k0] : memref<?xi32>
                %v2768 = memref.load %l892[%k0] : memref<?xi32>
                %v2769 = memref.load %l17[%k0] : memref<?xi32>
                %v2770 = arith.ori %v2768, %v2769 : i32
                memref.store %v2770, %l893[%k0] : memref<?xi32>
                %v2771 = memref.load %l893[%k0] : memref<?xi32>
                %v2772 = arith.bitcast %v2771 : i32 to f32
                memref.store %v2772, %l894[%k0] : memref<?xf32>
                %v2773 = memref.load %l894[%k0] : memref<?xf32>
                %v2774 = arith.constant 0x4B000008 : f32
                %v2775 = arith.subf %v2773, %v2774 : f32
                memref.store %v2775, %l895[%k0] : memref<?xf32>
                %v2776 = memref.load %l895[%k0] : memref<?xf32>
                %v2777 = memref.load %l815[%k0] : memref<?xf32>
                %v2778 = arith.mulf %v2776, %v2777 : f32
                memref.store %v2778, %l896[%k0] : memref<?xf32>
                %v2779 = memref.load %l891[%k0] : memref<?xf32>
                %v2780 = memref.load %l896[%k0] : memref<?xf32>
                %v2781 = arith.addf %v2779, %v2780 : f32
                memref.store %v2781, %l872[%k0] : memref<?xf32>
                %v2782 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2782, %l897[%k0] : memref<?xf32>
                %v2783 = memref.load %l863[%k0] : memref<?xi32>
                %v2784 = arith.constant 3840 : i32
                %v2785 = arith.andi %v2783, %v2784 : i32
                memref.store %v2785, %l898[%k0] : memref<?xi32>
                %v2786 = memref.load %l898[%k0] : memref<?xi32>
                %v2787 = memref.load %l19[%k0] : memref<?xi32>
                %v2788 = arith.ori %v2786, %v2787 : i32
                memref.store %v2788, %l899[%k0] : memref<?xi32>
                %v2789 = memref.load %l899[%k0] : memref<?xi32>
                %v2790 = arith.bitcast %v2789 : i32 to f32
                memref.store %v2790, %l900[%k0] : memref<?xf32>
                %v2791 = memref.load %l900[%k0] : memref<?xf32>
                %v2792 = arith.constant 0x47000800 : f32
                %v2793 = arith.subf %v2791, %v2792 : f32
                memref.store %v2793, %l901[%k0] : memref<?xf32>
                %v2794 = memref.load %l901[%k0] : memref<?xf32>
                %v2795 = memref.load %l816[%k0] : memref<?xf32>
                %v2796 = arith.mulf %v2794, %v2795 : f32
                memref.store %v2796, %l902[%k0] : memref<?xf32>
                %v2797 = memref.load %l897[%k0] : memref<?xf32>
                %v2798 = memref.load %l902[%k0] : memref<?xf32>
                %v2799 = arith.addf %v2797, %v2798 : f32
                memref.store %v2799, %l872[%k0] : memref<?xf32>
                %v2800 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2800, %l903[%k0] : memref<?xf32>
                %v2801 = memref.load %l863[%k0] : memref<?xi32>
                %v2802 = arith.constant 983040 : i32
                %v2803 = arith.andi %v2801, %v2802 : i32
                memref.store %v2803, %l904[%k0] : memref<?xi32>
                %v2804 = memref.load %l904[%k0] : memref<?xi32>
                %v2805 = memref.load %l21[%k0] : memref<?xi32>
                %v2806 = arith.ori %v2804, %v2805 : i32
                memref.store %v2806, %l905[%k0] : memref<?xi32>
                %v2807 = memref.load %l905[%k0] : memref<?xi32>
                %v2808 = arith.bitcast %v2807 : i32 to f32
                memref.store %v2808, %l906[%k0] : memref<?xf32>
                %v2809 = memref.load %l906[%k0] : memref<?xf32>
                %v2810 = arith.constant 0x43080000 : f32
                %v2811 = arith.subf %v2809, %v2810 : f32
                memref.store %v2811, %l907[%k0] : memref<?xf32>
                %v2812 = memref.load %l907[%k0] : memref<?xf32>
                %v2813 = memref.load %l817[%k0] : memref<?xf32>
                %v2814 = arith.mulf %v2812, %v2813 : f32
                memref.store %v2814, %l908[%k0] : memref<?xf32>
                %v2815 = memref.load %l903[%k0] : memref<?xf32>
                %v2816 = memref.load %l908[%k0] : memref<?xf32>
                %v2817 = arith.addf %v2815, %v2816 : f32
                memref.store %v2817, %l872[%k0] : memref<?xf32>
                %v2818 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2818, %l909[%k0] : memref<?xf32>
                %v2819 = memref.load %l867[%k0] : memref<?xi32>
                %v2820 = arith.constant 3840 : i32
                %v2821 = arith.andi %v2819, %v2820 : i32
                memref.store %v2821, %l910[%k0] : memref<?xi32>
                %v2822 = memref.load %l910[%k0] : memref<?xi32>
                %v2823 = memref.load %l19[%k0] : memref<?xi32>
                %v2824 = arith.ori %v2822, %v2823 : i32
                memref.store %v2824, %l911[%k0] : memref<?xi32>
                %v2825 = memref.load %l911[%k0] : memref<?xi32>
                %v2826 = arith.bitcast %v2825 : i32 to f32
                memref.store %v2826, %l912[%k0] : memref<?xf32>
                %v2827 = memref.load %l912[%k0] : memref<?xf32>
                %v2828 = arith.constant 0x47000800 : f32
                %v2829 = arith.subf %v2827, %v2828 : f32
                memref.store %v2829, %l913[%k0] : memref<?xf32>
                %v2830 = memref.load %l913[%k0] : memref<?xf32>
                %v2831 = memref.load %l818[%k0] : memref<?xf32>
                %v2832 = arith.mulf %v2830, %v2831 : f32
                memref.store %v2832, %l914[%k0] : memref<?xf32>
                %v2833 = memref.load %l909[%k0] : memref<?xf32>
                %v2834 = memref.load %l914[%k0] : memref<?xf32>
                %v2835 = arith.addf %v2833, %v2834 : f32
                memref.store %v2835, %l872[%k0] : memref<?xf32>
                %v2836 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2836, %l915[%k0] : memref<?xf32>
                %v2837 = memref.load %l855[%k0] : memref<?xi32>
                %v2838 = arith.constant 240 : i32
                %v2839 = arith.andi %v2837, %v2838 : i32
                memref.store %v2839, %l916[%k0] : memref<?xi32>
                %v2840 = memref.load %l916[%k0] : memref<?xi32>
                %v2841 = memref.load %l18[%k0] : memref<?xi32>
                %v2842 = arith.ori %v2840, %v2841 : i32
                memref.store %v2842, %l917[%k0] : memref<?xi32>
                %v2843 = memref.load %l917[%k0] : memref<?xi32>
                %v2844 = arith.bitcast %v2843 : i32 to f32
                memref.store %v2844, %l918[%k0] : memref<?xf32>
                %v2845 = memref.load %l918[%k0] : memref<?xf32>
                %v2846 = arith.constant 0x49000080 : f32
                %v2847 = arith.subf %v2845, %v2846 : f32
                memref.store %v2847, %l919[%k0] : memref<?xf32>
                %v2848 = memref.load %l919[%k0] : memref<?xf32>
                %v2849 = memref.load %l819[%k0] : memref<?xf32>
                %v2850 = arith.mulf %v2848, %v2849 : f32
                memref.store %v2850, %l920[%k0] : memref<?xf32>
                %v2851 = memref.load %l915[%k0] : memref<?xf32>
                %v2852 = memref.load %l920[%k0] : memref<?xf32>
                %v2853 = arith.addf %v2851, %v2852 : f32
                memref.store %v2853, %l872[%k0] : memref<?xf32>
                %v2854 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2854, %l921[%k0] : memref<?xf32>
                %v2855 = memref.load %l855[%k0] : memref<?xi32>
                %v2856 = arith.constant 61440 : i32
                %v2857 = arith.andi %v2855, %v2856 : i32
                memref.store %v2857, %l922[%k0] : memref<?xi32>
                %v2858 = memref.load %l922[%k0] : memref<?xi32>
                %v2859 = memref.load %l20[%k0] : memref<?xi32>
                %v2860 = arith.ori %v2858, %v2859 : i32
                memref.store %v2860, %l923[%k0] : memref<?xi32>
                %v2861 = memref.load %l923[%k0] : memref<?xi32>
                %v2862 = arith.bitcast %v2861 : i32 to f32
                memref.store %v2862, %l924[%k0] : memref<?xf32>
                %v2863 = memref.load %l924[%k0] : memref<?xf32>
                %v2864 = arith.constant 0x45008000 : f32
                %v2865 = arith.subf %v2863, %v2864 : f32
                memref.store %v2865, %l925[%k0] : memref<?xf32>
                %v2866 = memref.load %l925[%k0] : memref<?xf32>
                %v2867 = memref.load %l820[%k0] : memref<?xf32>
                %v2868 = arith.mulf %v2866, %v2867 : f32
                memref.store %v2868, %l926[%k0] : memref<?xf32>
                %v2869 = memref.load %l921[%k0] : memref<?xf32>
                %v2870 = memref.load %l926[%k0] : memref<?xf32>
                %v2871 = arith.addf %v2869, %v2870 : f32
                memref.store %v2871, %l872[%k0] : memref<?xf32>
                %v2872 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2872, %l927[%k0] : memref<?xf32>
                %v2873 = memref.load %l865[%k0] : memref<?xi32>
                %v2874 = arith.constant 240 : i32
                %v2875 = arith.andi %v2873, %v2874 : i32
                memref.store %v2875, %l928[%k0] : memref<?xi32>
                %v2876 = memref.load %l928[%k0] : memref<?xi32>
                %v2877 = memref.load %l18[%k0] : memref<?xi32>
                %v2878 = arith.ori %v2876, %v2877 : i32
                memref.store %v2878, %l929[%k0] : memref<?xi32>
                %v2879 = memref.load %l929[%k0] : memref<?xi32>
                %v2880 = arith.bitcast %v2879 : i32 to f32
                memref.store %v2880, %l930[%k0] : memref<?xf32>
                %v2881 = memref.load %l930[%k0] : memref<?xf32>
                %v2882 = arith.constant 0x49000080 : f32
                %v2883 = arith.subf %v2881, %v2882 : f32
                memref.store %v2883, %l931[%k0] : memref<?xf32>
                %v2884 = memref.load %l931[%k0] : memref<?xf32>
                %v2885 = memref.load %l821[%k0] : memref<?xf32>
                %v2886 = arith.mulf %v2884, %v2885 : f32
                memref.store %v2886, %l932[%k0] : memref<?xf32>
                %v2887 = memref.load %l927[%k0] : memref<?xf32>
                %v2888 = memref.load %l932[%k0] : memref<?xf32>
                %v2889 = arith.addf %v2887, %v2888 : f32
                memref.store %v2889, %l872[%k0] : memref<?xf32>
                %v2890 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2890, %l933[%k0] : memref<?xf32>
                %v2891 = memref.load %l865[%k0] : memref<?xi32>
                %v2892 = arith.constant 61440 : i32
                %v2893 = arith.andi %v2891, %v2892 : i32
                memref.store %v2893, %l934[%k0] : memref<?xi32>
                %v2894 = memref.load %l934[%k0] : memref<?xi32>
                %v2895 = memref.load %l20[%k0] : memref<?xi32>
                %v2896 = arith.ori %v2894, %v2895 : i32
                memref.store %v2896, %l935[%k0] : memref<?xi32>
                %v2897 = memref.load %l935[%k0] : memref<?xi32>
                %v2898 = arith.bitcast %v2897 : i32 to f32
                memref.store %v2898, %l936[%k0] : memref<?xf32>
                %v2899 = memref.load %l936[%k0] : memref<?xf32>
                %v2900 = arith.constant 0x45008000 : f32
                %v2901 = arith.subf %v2899, %v2900 : f32
                memref.store %v2901, %l937[%k0] : memref<?xf32>
                %v2902 = memref.load %l937[%k0] : memref<?xf32>
                %v2903 = memref.load %l822[%k0] : memref<?xf32>
                %v2904 = arith.mulf %v2902, %v2903 : f32
                memref.store %v2904, %l938[%k0] : memref<?xf32>
                %v2905 = memref.load %l933[%k0] : memref<?xf32>
                %v2906 = memref.load %l938[%k0] : memref<?xf32>
                %v2907 = arith.addf %v2905, %v2906 : f32
                memref.store %v2907, %l872[%k0] : memref<?xf32>
                %v2908 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2908, %l939[%k0] : memref<?xf32>
                %v2909 = memref.load %l863[%k0] : memref<?xi32>
                %v2910 = arith.constant 240 : i32
                %v2911 = arith.andi %v2909, %v2910 : i32
                memref.store %v2911, %l940[%k0] : memref<?xi32>
                %v2912 = memref.load %l940[%k0] : memref<?xi32>
                %v2913 = memref.load %l18[%k0] : memref<?xi32>
                %v2914 = arith.ori %v2912, %v2913 : i32
                memref.store %v2914, %l941[%k0] : memref<?xi32>
                %v2915 = memref.load %l941[%k0] : memref<?xi32>
                %v2916 = arith.bitcast %v2915 : i32 to f32
                memref.store %v2916, %l942[%k0] : memref<?xf32>
                %v2917 = memref.load %l942[%k0] : memref<?xf32>
                %v2918 = arith.constant 0x49000080 : f32
                %v2919 = arith.subf %v2917, %v2918 : f32
                memref.store %v2919, %l943[%k0] : memref<?xf32>
                %v2920 = memref.load %l943[%k0] : memref<?xf32>
                %v2921 = memref.load %l823[%k0] : memref<?xf32>
                %v2922 = arith.mulf %v2920, %v2921 : f32
                memref.store %v2922, %l944[%k0] : memref<?xf32>
                %v2923 = memref.load %l939[%k0] : memref<?xf32>
                %v2924 = memref.load %l944[%k0] : memref<?xf32>
                %v2925 = arith.addf %v2923, %v2924 : f32
                memref.store %v2925, %l872[%k0] : memref<?xf32>
                %v2926 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2926, %l945[%k0] : memref<?xf32>
                %v2927 = memref.load %l863[%k0] : memref<?xi32>
                %v2928 = arith.constant 61440 : i32
                %v2929 = arith.andi %v2927, %v2928 : i32
                memref.store %v2929, %l946[%k0] : memref<?xi32>
                %v2930 = memref.load %l946[%k0] : memref<?xi32>
                %v2931 = memref.load %l20[%k0] : memref<?xi32>
                %v2932 = arith.ori %v2930, %v2931 : i32
                memref.store %v2932, %l947[%k0] : memref<?xi32>
                %v2933 = memref.load %l947[%k0] : memref<?xi32>
                %v2934 = arith.bitcast %v2933 : i32 to f32
                memref.store %v2934, %l948[%k0] : memref<?xf32>
                %v2935 = memref.load %l948[%k0] : memref<?xf32>
                %v2936 = arith.constant 0x45008000 : f32
                %v2937 = arith.subf %v2935, %v2936 : f32
                memref.store %v2937, %l949[%k0] : memref<?xf32>
                %v2938 = memref.load %l949[%k0] : memref<?xf32>
                %v2939 = memref.load %l824[%k0] : memref<?xf32>
                %v2940 = arith.mulf %v2938, %v2939 : f32
                memref.store %v2940, %l950[%k0] : memref<?xf32>
                %v2941 = memref.load %l945[%k0] : memref<?xf32>
                %v2942 = memref.load %l950[%k0] : memref<?xf32>
                %v2943 = arith.addf %v2941, %v2942 : f32
                memref.store %v2943, %l872[%k0] : memref<?xf32>
                %v2944 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2944, %l951[%k0] : memref<?xf32>
                %v2945 = memref.load %l867[%k0] : memref<?xi32>
                %v2946 = arith.constant 240 : i32
                %v2947 = arith.andi %v2945, %v2946 : i32
                memref.store %v2947, %l952[%k0] : memref<?xi32>
                %v2948 = memref.load %l952[%k0] : memref<?xi32>
                %v2949 = memref.load %l18[%k0] : memref<?xi32>
                %v2950 = arith.ori %v2948, %v2949 : i32
                memref.store %v2950, %l953[%k0] : memref<?xi32>
                %v2951 = memref.load %l953[%k0] : memref<?xi32>
                %v2952 = arith.bitcast %v2951 : i32 to f32
                memref.store %v2952, %l954[%k0] : memref<?xf32>
                %v2953 = memref.load %l954[%k0] : memref<?xf32>
                %v2954 = arith.constant 0x49000080 : f32
                %v2955 = arith.subf %v2953, %v2954 : f32
                memref.store %v2955, %l955[%k0] : memref<?xf32>
                %v2956 = memref.load %l955[%k0] : memref<?xf32>
                %v2957 = memref.load %l825[%k0] : memref<?xf32>
                %v2958 = arith.mulf %v2956, %v2957 : f32
                memref.store %v2958, %l956[%k0] : memref<?xf32>
                %v2959 = memref.load %l951[%k0] : memref<?xf32>
                %v2960 = memref.load %l956[%k0] : memref<?xf32>
                %v2961 = arith.addf %v2959, %v2960 : f32
                memref.store %v2961, %l872[%k0] : memref<?xf32>
                %v2962 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v2962, %l957[%k0] : memref<?xf32>
                %v2963 = memref.load %l867[%k0] : memref<?xi32>
                %v2964 = arith.constant 61440 : i32
                %v2965 = arith.andi %v2963, %v2964 : i32
                memref.store %v2965, %l958[%k0] : memref<?xi32>
                %v2966 = memref.load %l958[%k0] : memref<?xi32>
                %v2967 = memref.load %l20[%k0] : memref<?xi32>
                %v2968 = arith.ori %v2966, %v2967 : i32
                memref.store %v2968, %l959[%k0] : memref<?xi32>
                %v2969 = memref.load %l959[%k0] : memref<?xi32>
                %v2970 = arith.bitcast %v2969 : i32 to f32
                memref.store %v2970, %l960[%k0] : memref<?xf32>
                %v2971 = memref.load %l960[%k0] : memref<?xf32>
                %v2972 = arith.constant 0x45008000 : f32
                %v2973 = arith.subf %v2971, %v2972 : f32
                memref.store %v2973, %l961[%k0] : memref<?xf32>
                %v2974 = memref.load %l961[%k0] : memref<?xf32>
                %v2975 = memref.load %l826[%k0] : memref<?xf32>
                %v2976 = arith.mulf %v2974, %v2975 : f32
                memref.store %v2976, %l962[%k0] : memref<?xf32>
                %v2977 = memref.load %l957[%k0] : memref<?xf32>
                %v2978 = memref.load %l962[%k0] : memref<?xf32>
                %v2979 = arith.addf %v2977, %v2978 : f32
                memref.store %v2979, %l872[%k0] : memref<?xf32>
                %v2980 = memref.load %l841[%k0] : memref<?xf32>
                memref.store %v2980, %l963[%k0] : memref<?xf32>
                %v2981 = memref.load %l765[%k0] : memref<?xi64>
                memref.store %v2981, %l964[%k0] : memref<?xi64>
                %v2982 = memref.load %l964[%k0] : memref<?xi64>
                %v2983 = arith.constant 16 : i64
                %v2984 = arith.subi %v2982, %v2983 : i64
                memref.store %v2984, %l965[%k0] : memref<?xi64>
                %v2985 = memref.load %l965[%k0] : memref<?xi64>
                %v2986 = arith.trunci %v2985 : i64 to i32
                memref.store %v2986, %l966[%k0] : memref<?xi32>
                %v2987 = memref.load %l837[%k0] : memref<?xi32>
                %v2988 = memref.load %l966[%k0] : memref<?xi32>
                %v2989 = arith.constant 31 : i32
                %v2990 = arith.andi %v2988, %v2989 : i32
                %v2991 = arith.shrui %v2987, %v2990 : i32
                memref.store %v2991, %l967[%k0] : memref<?xi32>
                %v2992 = memref.load %l967[%k0] : memref<?xi32>
                %v2993 = arith.constant 65535 : i32
                %v2994 = arith.andi %v2992, %v2993 : i32
                memref.store %v2994, %l968[%k0] : memref<?xi32>
                %v2995 = memref.load %l968[%k0] : memref<?xi32>
                %v2996 = arith.constant 32767 : i32
                %v2997 = arith.andi %v2995, %v2996 : i32
                memref.store %v2997, %l969[%k0] : memref<?xi32>
                %v2998 = arith.constant 13 : i32
                memref.store %v2998, %l970[%k0] : memref<?xi32>
                %v2999 = memref.load %l969[%k0] : memref<?xi32>
                %v3000 = memref.load %l970[%k0] : memref<?xi32>
                %v3001 = arith.constant 31 : i32
                %v3002 = arith.andi %v3000, %v3001 : i32
                %v3003 = arith.shli %v2999, %v3002 : i32
                memref.store %v3003, %l971[%k0] : memref<?xi32>
                %v3004 = memref.load %l971[%k0] : memref<?xi32>
                %v3005 = arith.constant 939524096 : i32
                %v3006 = arith.addi %v3004, %v3005 : i32
                memref.store %v3006, %l972[%k0] : memref<?xi32>
                %v3007 = memref.load %l972[%k0] : memref<?xi32>
                %v3008 = arith.bitcast %v3007 : i32 to f32
                memref.store %v3008, %l973[%k0] : memref<?xf32>
                %v3009 = memref.load %l969[%k0] : memref<?xi32>
                %v3010 = arith.constant 1024 : i32
                %v3011 = arith.cmpi ult, %v3009, %v3010 : i32
                memref.store %v3011, %l974[%k0] : memref<?xi1>
                %v3012 = memref.load %l974[%k0] : memref<?xi1>
                cf.cond_br %v3012, ^bb115, ^bb116
              ^bb115:
                %v3013 = arith.constant 13 : i32
                memref.store %v3013, %l975[%k0] : memref<?xi32>
                %v3014 = memref.load %l969[%k0] : memref<?xi32>
                %v3015 = memref.load %l975[%k0] : memref<?xi32>
                %v3016 = arith.constant 31 : i32
                %v3017 = arith.andi %v3015, %v3016 : i32
                %v3018 = arith.shli %v3014, %v3017 : i32
                memref.store %v3018, %l976[%k0] : memref<?xi32>
                %v3019 = memref.load %l976[%k0] : memref<?xi32>
                %v3020 = arith.constant 947912704 : i32
                %v3021 = arith.addi %v3019, %v3020 : i32
                memref.store %v3021, %l977[%k0] : memref<?xi32>
                %v3022 = memref.load %l977[%k0] : memref<?xi32>
                %v3023 = arith.bitcast %v3022 : i32 to f32
                memref.store %v3023, %l978[%k0] : memref<?xf32>
                %v3024 = memref.load %l978[%k0] : memref<?xf32>
                %v3025 = arith.constant 0x38800000 : f32
                %v3026 = arith.subf %v3024, %v3025 : f32
                memref.store %v3026, %l973[%k0] : memref<?xf32>
                cf.br ^bb116
              ^bb116:
                %v3027 = memref.load %l969[%k0] : memref<?xi32>
                %v3028 = arith.constant 31744 : i32
                %v3029 = arith.cmpi uge, %v3027, %v3028 : i32
                memref.store %v3029, %l979[%k0] : memref<?xi1>
                %v3030 = memref.load %l979[%k0] : memref<?xi1>
                cf.cond_br %v3030, ^bb117, ^bb118
              ^bb117:
                %v3031 = arith.constant 13 : i32
                memref.store %v3031, %l980[%k0] : memref<?xi32>
                %v3032 = memref.load %l969[%k0] : memref<?xi32>
                %v3033 = memref.load %l980[%k0] : memref<?xi32>
                %v3034 = arith.constant 31 : i32
                %v3035 = arith.andi %v3033, %v3034 : i32
                %v3036 = arith.shli %v3032, %v3035 : i32
                memref.store %v3036, %l981[%k0] : memref<?xi32>
                %v3037 = memref.load %l981[%k0] : memref<?xi32>
                %v3038 = arith.constant 1879048192 : i32
                %v3039 = arith.addi %v3037, %v3038 : i32
                memref.store %v3039, %l982[%k0] : memref<?xi32>
                %v3040 = memref.load %l982[%k0] : memref<?xi32>
                %v3041 = arith.bitcast %v3040 : i32 to f32
                memref.store %v3041, %l983[%k0] : memref<?xf32>
                %v3042 = memref.load %l983[%k0] : memref<?xf32>
                memref.store %v3042, %l973[%k0] : memref<?xf32>
                cf.br ^bb118
              ^bb118:
                %v3043 = memref.load %l968[%k0] : memref<?xi32>
                %v3044 = arith.constant 32768 : i32
                %v3045 = arith.cmpi uge, %v3043, %v3044 : i32
                memref.store %v3045, %l984[%k0] : memref<?xi1>
                %v3046 = memref.load %l984[%k0] : memref<?xi1>
                cf.cond_br %v3046, ^bb119, ^bb120
              ^bb119:
                %v3047 = memref.load %l973[%k0] : memref<?xf32>
                memref.store %v3047, %l985[%k0] : memref<?xf32>
                %v3048 = memref.load %l985[%k0] : memref<?xf32>
                %v3049 = arith.negf %v3048 : f32
                memref.store %v3049, %l973[%k0] : memref<?xf32>
                cf.br ^bb120
              ^bb120:
                %v3050 = memref.load %l973[%k0] : memref<?xf32>
                memref.store %v3050, %l986[%k0] : memref<?xf32>
                %v3051 = memref.load %l872[%k0] : memref<?xf32>
                memref.store %v3051, %l987[%k0] : memref<?xf32>
                %v3052 = memref.load %l986[%k0] : memref<?xf32>
                %v3053 = memref.load %l987[%k0] : memref<?xf32>
                %v3054 = arith.mulf %v3052, %v3053 : f32
                memref.store %v3054, %l988[%k0] : memref<?xf32>
                %v3055 = memref.load %l963[%k0] : memref<?xf32>
                %v3056 = memref.load %l988[%k0] : memref<?xf32>
                %v3057 = arith.addf %v3055, %v3056 : f32
                memref.store %v3057, %l989[%k0] : memref<?xf32>
                %v3058 = memref.load %l989[%k0] : memref<?xf32>
                memref.store %v3058, %l841[%k0] : memref<?xf32>
                %v3059 = memref.load %l760[%k0] : memref<?xi32>
                %v3060 = arith.constant 0 : i32
                %v3061 = arith.cmpi eq, %v3059, %v3060 : i32
                memref.store %v3061, %l990[%k0] : memref<?xi1>
                %v3062 = memref.load %l990[%k0] : memref<?xi1>
                cf.cond_br %v3062, ^bb121, ^bb122
              ^bb121:
                %v3063 = memref.load %l841[%k0] : memref<?xf32>
                memref.store %v3063, %l991[%k0] : memref<?xf32>
                %v3064 = memref.load %l991[%k0] : memref<?xf32>
                memref.store %v3064, %l74[%k0] : memref<?xf32>
                cf.br ^bb128
              ^bb122:
                %v3065 = memref.load %l760[%k0] : memref<?xi32>
                %v3066 = arith.constant 1 : i32
                %v3067 = arith.cmpi eq, %v3065, %v3066 : i32
                memref.store %v3067, %l992[%k0] : memref<?xi1>
                %v3068 = memref.load %l992[%k0] : memref<?xi1>
                cf.cond_br %v3068, ^bb123, ^bb124
              ^bb123:
                %v3069 = memref.load %l841[%k0] : memref<?xf32>
                memref.store %v3069, %l993[%k0] : memref<?xf32>
                %v3070 = memref.load %l993[%k0] : memref<?xf32>
                memref.store %v3070, %l75[%k0] : memref<?xf32>
                cf.br ^bb128
              ^bb124:
                %v3071 = memref.load %l760[%k0] : memref<?xi32>
                %v3072 = arith.constant 2 : i32
                %v3073 = arith.cmpi eq, %v3071, %v3072 : i32
                memref.store %v3073, %l994[%k0] : memref<?xi1>
                %v3074 = memref.load %l994[%k0] : memref<?xi1>
                cf.cond_br %v3074, ^bb125, ^bb126
              ^bb125:
                %v3075 = memref.load %l841[%k0] : memref<?xf32>
                memref.store %v3075, %l995[%k0] : memref<?xf32>
                %v3076 = memref.load %l995[%k0] : memref<?xf32>
                memref.store %v3076, %l76[%k0] : memref<?xf32>
                cf.br ^bb128
              ^bb126:
                %v3077 = memref.load %l760[%k0] : memref<?xi32>
                %v3078 = arith.constant 3 : i32
                %v3079 = arith.cmpi eq, %v3077, %v3078 : i32
                memref.store %v3079, %l996[%k0] : memref<?xi1>
                %v3080 = memref.load %l996[%k0] : memref<?xi1>
                cf.cond_br %v3080, ^bb127, ^bb128
              ^bb127:
                %v3081 = memref.load %l841[%k0] : memref<?xf32>
                memref.store %v3081, %l997[%k0] : memref<?xf32>
                %v3082 = memref.load %l997[%k0] : memref<?xf32>
                memref.store %v3082, %l77[%k0] : memref<?xf32>
                cf.br ^bb128
              ^bb128:
                %v3083 = memref.load %l776[%k0] : memref<?xi64>
                %v3084 = arith.constant 512 : i64
                %v3085 = arith.addi %v3083, %v3084 : i64
                memref.store %v3085, %l775[%k0] : memref<?xi64>
                cf.br ^bb87
              ^bb129:
                %v3086 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3087 = arith.constant 256 : i64
                %v3088 = arith.cmpi ult, %v3086, %v3087 : i64
                memref.store %v3088, %l1009[%k0] : memref<?xi1>
                %v3089 = memref.load %l1009[%k0] : memref<?xi1>
                cf.cond_br %v3089, ^bb130, ^bb133
              ^bb130:
                %v3090 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3091 = arith.constant 256 : i64
                %v3092 = arith.cmpi ult, %v3090, %v3091 : i64
                memref.store %v3092, %l1010[%k0] : memref<?xi1>
                %v3093 = memref.load %l1010[%k0] : memref<?xi1>
                cf.cond_br %v3093, ^bb131, ^bb133
              ^bb131:
                %v3094 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3095 = arith.constant 256 : i64
                %v3096 = arith.cmpi ult, %v3094, %v3095 : i64
                memref.store %v3096, %l1011[%k0] : memref<?xi1>
                %v3097 = memref.load %l1011[%k0] : memref<?xi1>
                cf.cond_br %v3097, ^bb132, ^bb133
              ^bb132:
                %v3098 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3099 = arith.index_cast %v3098 : i64 to index
                %v3100 = memref.load %l998[%k0] : memref<?xf32>
                memref.store %v3100, %wg0[%v3099] : memref<?xf32>
                %v3101 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3102 = arith.index_cast %v3101 : i64 to index
                %v3103 = memref.load %l999[%k0] : memref<?xf32>
                memref.store %v3103, %wg0[%v3102] : memref<?xf32>
                %v3104 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3105 = arith.index_cast %v3104 : i64 to index
                %v3106 = memref.load %l1000[%k0] : memref<?xf32>
                memref.store %v3106, %wg0[%v3105] : memref<?xf32>
                %v3107 = memref.load %ls1007[%lane] : memref<?xi64>
                %v3108 = arith.index_cast %v3107 : i64 to index
                %v3109 = memref.load %l1001[%k0] : memref<?xf32>
                memref.store %v3109, %wg0[%v3108] : memref<?xf32>
                cf.br ^bb133
              ^bb133:
                %v3110 = arith.constant 134 : i32
                memref.store %v3110, %resume[%lane] : memref<?xi32>
                %v3111 = arith.constant true
                %v3112 = arith.constant 0 : index
                memref.store %v3111, %more[%v3112] : memref<?xi1>
                cf.br ^exit
              ^bb134:
                %v3113 = arith.constant 16 : i64
                memref.store %v3113, %ls1012[%lane] : memref<?xi64>
                cf.br ^bb135
              ^bb135:
                %v3114 = memref.load %ls1012[%lane] : memref<?xi64>
                memref.store %v3114, %l1013[%k0] : memref<?xi64>
                %v3115 = memref.load %l1013[%k0] : memref<?xi64>
                %v3116 = arith.constant 0 : i64
                %v3117 = arith.cmpi ugt, %v3115, %v3116 : i64
                memref.store %v3117, %l1014[%k0] : memref<?xi1>
                %v3118 = memref.load %l1014[%k0] : memref<?xi1>
                cf.cond_br %v3118, ^bb136, ^bb148
              ^bb136:
                %v3119 = memref.load %ls1012[%lane] : memref<?xi64>
                memref.store %v3119, %l1015[%k0] : memref<?xi64>
                %v3120 = memref.load %ls1[%lane] : memref<?xi64>
                %v3121 = memref.load %l1015[%k0] : memref<?xi64>
                %v3122 = arith.cmpi ult, %v3120, %v3121 : i64
                memref.store %v3122, %l1016[%k0] : memref<?xi1>
                %v3123 = memref.load %l1016[%k0] : memref<?xi1>
                cf.cond_br %v3123, ^bb137, ^bb146
              ^bb137:
                %v3124 = memref.load %ls1012[%lane] : memref<?xi64>
                memref.store %v3124, %l1017[%k0] : memref<?xi64>
                %v3125 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3126 = memref.load %l1017[%k0] : memref<?xi64>
                %v3127 = arith.addi %v3125, %v3126 : i64
                memref.store %v3127, %l1018[%k0] : memref<?xi64>
                %v3128 = memref.load %ls1012[%lane] : memref<?xi64>
                memref.store %v3128, %l1019[%k0] : memref<?xi64>
                %v3129 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3130 = memref.load %l1019[%k0] : memref<?xi64>
                %v3131 = arith.addi %v3129, %v3130 : i64
                memref.store %v3131, %l1020[%k0] : memref<?xi64>
                %v3132 = memref.load %ls1012[%lane] : memref<?xi64>
                memref.store %v3132, %l1021[%k0] : memref<?xi64>
                %v3133 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3134 = memref.load %l1021[%k0] : memref<?xi64>
                %v3135 = arith.addi %v3133, %v3134 : i64
                memref.store %v3135, %l1022[%k0] : memref<?xi64>
                %v3136 = memref.load %ls1012[%lane] : memref<?xi64>
                memref.store %v3136, %l1023[%k0] : memref<?xi64>
                %v3137 = memref.load %ls1007[%lane] : memref<?xi64>
                %v3138 = memref.load %l1023[%k0] : memref<?xi64>
                %v3139 = arith.addi %v3137, %v3138 : i64
                memref.store %v3139, %l1024[%k0] : memref<?xi64>
                %v3140 = memref.load %l1024[%k0] : memref<?xi64>
                %v3141 = arith.constant 256 : i64
                %v3142 = arith.cmpi ult, %v3140, %v3141 : i64
                memref.store %v3142, %l1025[%k0] : memref<?xi1>
                %v3143 = memref.load %l1025[%k0] : memref<?xi1>
                cf.cond_br %v3143, ^bb138, ^bb146
              ^bb138:
                %v3144 = memref.load %l1018[%k0] : memref<?xi64>
                %v3145 = arith.constant 256 : i64
                %v3146 = arith.cmpi ult, %v3144, %v3145 : i64
                memref.store %v3146, %l1026[%k0] : memref<?xi1>
                %v3147 = memref.load %l1026[%k0] : memref<?xi1>
                cf.cond_br %v3147, ^bb139, ^bb146
              ^bb139:
                %v3148 = memref.load %l1020[%k0] : memref<?xi64>
                %v3149 = arith.constant 256 : i64
                %v3150 = arith.cmpi ult, %v3148, %v3149 : i64
                memref.store %v3150, %l1027[%k0] : memref<?xi1>
                %v3151 = memref.load %l1027[%k0] : memref<?xi1>
                cf.cond_br %v3151, ^bb140, ^bb146
              ^bb140:
                %v3152 = memref.load %l1022[%k0] : memref<?xi64>
                %v3153 = arith.constant 256 : i64
                %v3154 = arith.cmpi ult, %v3152, %v3153 : i64
                memref.store %v3154, %l1028[%k0] : memref<?xi1>
                %v3155 = memref.load %l1028[%k0] : memref<?xi1>
                cf.cond_br %v3155, ^bb141, ^bb146
              ^bb141:
                %v3156 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3157 = arith.constant 256 : i64
                %v3158 = arith.cmpi ult, %v3156, %v3157 : i64
                memref.store %v3158, %l1029[%k0] : memref<?xi1>
                %v3159 = memref.load %l1029[%k0] : memref<?xi1>
                cf.cond_br %v3159, ^bb142, ^bb146
              ^bb142:
                %v3160 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3161 = arith.constant 256 : i64
                %v3162 = arith.cmpi ult, %v3160, %v3161 : i64
                memref.store %v3162, %l1030[%k0] : memref<?xi1>
                %v3163 = memref.load %l1030[%k0] : memref<?xi1>
                cf.cond_br %v3163, ^bb143, ^bb146
              ^bb143:
                %v3164 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3165 = arith.constant 256 : i64
                %v3166 = arith.cmpi ult, %v3164, %v3165 : i64
                memref.store %v3166, %l1031[%k0] : memref<?xi1>
                %v3167 = memref.load %l1031[%k0] : memref<?xi1>
                cf.cond_br %v3167, ^bb144, ^bb146
              ^bb144:
                %v3168 = memref.load %ls1007[%lane] : memref<?xi64>
                %v3169 = arith.constant 256 : i64
                %v3170 = arith.cmpi ult, %v3168, %v3169 : i64
                memref.store %v3170, %l1032[%k0] : memref<?xi1>
                %v3171 = memref.load %l1032[%k0] : memref<?xi1>
                cf.cond_br %v3171, ^bb145, ^bb146
              ^bb145:
                %v3172 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3173 = arith.index_cast %v3172 : i64 to index
                %v3174 = memref.load %wg0[%v3173] : memref<?xf32>
                memref.store %v3174, %l1033[%k0] : memref<?xf32>
                %v3175 = memref.load %l1018[%k0] : memref<?xi64>
                %v3176 = arith.index_cast %v3175 : i64 to index
                %v3177 = memref.load %wg0[%v3176] : memref<?xf32>
                memref.store %v3177, %l1034[%k0] : memref<?xf32>
                %v3178 = memref.load %l1033[%k0] : memref<?xf32>
                %v3179 = memref.load %l1034[%k0] : memref<?xf32>
                %v3180 = arith.addf %v3178, %v3179 : f32
                memref.store %v3180, %l1035[%k0] : memref<?xf32>
                %v3181 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3182 = arith.index_cast %v3181 : i64 to index
                %v3183 = memref.load %l1035[%k0] : memref<?xf32>
                memref.store %v3183, %wg0[%v3182] : memref<?xf32>
                %v3184 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3185 = arith.index_cast %v3184 : i64 to index
                %v3186 = memref.load %wg0[%v3185] : memref<?xf32>
                memref.store %v3186, %l1036[%k0] : memref<?xf32>
                %v3187 = memref.load %l1020[%k0] : memref<?xi64>
                %v3188 = arith.index_cast %v3187 : i64 to index
                %v3189 = memref.load %wg0[%v3188] : memref<?xf32>
                memref.store %v3189, %l1037[%k0] : memref<?xf32>
                %v3190 = memref.load %l1036[%k0] : memref<?xf32>
                %v3191 = memref.load %l1037[%k0] : memref<?xf32>
                %v3192 = arith.addf %v3190, %v3191 : f32
                memref.store %v3192, %l1038[%k0] : memref<?xf32>
                %v3193 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3194 = arith.index_cast %v3193 : i64 to index
                %v3195 = memref.load %l1038[%k0] : memref<?xf32>
                memref.store %v3195, %wg0[%v3194] : memref<?xf32>
                %v3196 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3197 = arith.index_cast %v3196 : i64 to index
                %v3198 = memref.load %wg0[%v3197] : memref<?xf32>
                memref.store %v3198, %l1039[%k0] : memref<?xf32>
                %v3199 = memref.load %l1022[%k0] : memref<?xi64>
                %v3200 = arith.index_cast %v3199 : i64 to index
                %v3201 = memref.load %wg0[%v3200] : memref<?xf32>
                memref.store %v3201, %l1040[%k0] : memref<?xf32>
                %v3202 = memref.load %l1039[%k0] : memref<?xf32>
                %v3203 = memref.load %l1040[%k0] : memref<?xf32>
                %v3204 = arith.addf %v3202, %v3203 : f32
                memref.store %v3204, %l1041[%k0] : memref<?xf32>
                %v3205 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3206 = arith.index_cast %v3205 : i64 to index
                %v3207 = memref.load %l1041[%k0] : memref<?xf32>
                memref.store %v3207, %wg0[%v3206] : memref<?xf32>
                %v3208 = memref.load %ls1007[%lane] : memref<?xi64>
                %v3209 = arith.index_cast %v3208 : i64 to index
                %v3210 = memref.load %wg0[%v3209] : memref<?xf32>
                memref.store %v3210, %l1042[%k0] : memref<?xf32>
                %v3211 = memref.load %l1024[%k0] : memref<?xi64>
                %v3212 = arith.index_cast %v3211 : i64 to index
                %v3213 = memref.load %wg0[%v3212] : memref<?xf32>
                memref.store %v3213, %l1043[%k0] : memref<?xf32>
                %v3214 = memref.load %l1042[%k0] : memref<?xf32>
                %v3215 = memref.load %l1043[%k0] : memref<?xf32>
                %v3216 = arith.addf %v3214, %v3215 : f32
                memref.store %v3216, %l1044[%k0] : memref<?xf32>
                %v3217 = memref.load %ls1007[%lane] : memref<?xi64>
                %v3218 = arith.index_cast %v3217 : i64 to index
                %v3219 = memref.load %l1044[%k0] : memref<?xf32>
                memref.store %v3219, %wg0[%v3218] : memref<?xf32>
                cf.br ^bb146
              ^bb146:
                %v3220 = arith.constant 147 : i32
                memref.store %v3220, %resume[%lane] : memref<?xi32>
                %v3221 = arith.constant true
                %v3222 = arith.constant 0 : index
                memref.store %v3221, %more[%v3222] : memref<?xi1>
                cf.br ^exit
              ^bb147:
                %v3223 = memref.load %ls1012[%lane] : memref<?xi64>
                memref.store %v3223, %l1045[%k0] : memref<?xi64>
                %v3224 = memref.load %l1045[%k0] : memref<?xi64>
                %v3225 = arith.constant 2 : i64
                %v3226 = arith.constant 0 : i64
                %v3227 = arith.cmpi eq, %v3225, %v3226 : i64
                %v3228 = arith.constant 1 : i64
                %v3229 = arith.select %v3227, %v3228, %v3225 : i64
                %v3230 = arith.divui %v3224, %v3229 : i64
                memref.store %v3230, %ls1012[%lane] : memref<?xi64>
                cf.br ^bb135
              ^bb148:
                %v3231 = memref.load %ls1[%lane] : memref<?xi64>
                %v3232 = arith.constant 0 : i64
                %v3233 = arith.cmpi eq, %v3231, %v3232 : i64
                memref.store %v3233, %l1046[%k0] : memref<?xi1>
                %v3234 = memref.load %l1046[%k0] : memref<?xi1>
                cf.cond_br %v3234, ^bb149, ^bb161
              ^bb149:
                %v3235 = memref.load %ls7[%lane] : memref<?xi64>
                %v3236 = arith.constant 1 : i64
                %v3237 = arith.addi %v3235, %v3236 : i64
                memref.store %v3237, %l1047[%k0] : memref<?xi64>
                %v3238 = memref.load %ls7[%lane] : memref<?xi64>
                %v3239 = arith.constant 2 : i64
                %v3240 = arith.addi %v3238, %v3239 : i64
                memref.store %v3240, %l1048[%k0] : memref<?xi64>
                %v3241 = memref.load %ls7[%lane] : memref<?xi64>
                %v3242 = arith.constant 3 : i64
                %v3243 = arith.addi %v3241, %v3242 : i64
                memref.store %v3243, %l1049[%k0] : memref<?xi64>
                %v3244 = arith.index_cast %n2 : index to i64
                memref.store %v3244, %l1050[%k0] : memref<?xi64>
                %v3245 = memref.load %ls7[%lane] : memref<?xi64>
                %v3246 = memref.load %l1050[%k0] : memref<?xi64>
                %v3247 = arith.cmpi ult, %v3245, %v3246 : i64
                memref.store %v3247, %l1051[%k0] : memref<?xi1>
                %v3248 = memref.load %l1051[%k0] : memref<?xi1>
                cf.cond_br %v3248, ^bb150, ^bb152
              ^bb150:
                %v3249 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3250 = arith.constant 256 : i64
                %v3251 = arith.cmpi ult, %v3249, %v3250 : i64
                memref.store %v3251, %l1052[%k0] : memref<?xi1>
                %v3252 = memref.load %l1052[%k0] : memref<?xi1>
                cf.cond_br %v3252, ^bb151, ^bb152
              ^bb151:
                %v3253 = memref.load %ls1004[%lane] : memref<?xi64>
                %v3254 = arith.index_cast %v3253 : i64 to index
                %v3255 = memref.load %wg0[%v3254] : memref<?xf32>
                memref.store %v3255, %l1053[%k0] : memref<?xf32>
                %v3256 = memref.load %ls7[%lane] : memref<?xi64>
                %v3257 = arith.index_cast %v3256 : i64 to index
                %v3258 = memref.load %l1053[%k0] : memref<?xf32>
                memref.store %v3258, %p2[%v3257] : memref<?xf32>
                cf.br ^bb152
              ^bb152:
                %v3259 = arith.index_cast %n2 : index to i64
                memref.store %v3259, %l1054[%k0] : memref<?xi64>
                %v3260 = memref.load %l1047[%k0] : memref<?xi64>
                %v3261 = memref.load %l1054[%k0] : memref<?xi64>
                %v3262 = arith.cmpi ult, %v3260, %v3261 : i64
                memref.store %v3262, %l1055[%k0] : memref<?xi1>
                %v3263 = memref.load %l1055[%k0] : memref<?xi1>
                cf.cond_br %v3263, ^bb153, ^bb155
              ^bb153:
                %v3264 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3265 = arith.constant 256 : i64
                %v3266 = arith.cmpi ult, %v3264, %v3265 : i64
                memref.store %v3266, %l1056[%k0] : memref<?xi1>
                %v3267 = memref.load %l1056[%k0] : memref<?xi1>
                cf.cond_br %v3267, ^bb154, ^bb155
              ^bb154:
                %v3268 = memref.load %ls1005[%lane] : memref<?xi64>
                %v3269 = arith.index_cast %v3268 : i64 to index
                %v3270 = memref.load %wg0[%v3269] : memref<?xf32>
                memref.store %v3270, %l1057[%k0] : memref<?xf32>
                %v3271 = memref.load %l1047[%k0] : memref<?xi64>
                %v3272 = arith.index_cast %v3271 : i64 to index
                %v3273 = memref.load %l1057[%k0] : memref<?xf32>
                memref.store %v3273, %p2[%v3272] : memref<?xf32>
                cf.br ^bb155
              ^bb155:
                %v3274 = arith.index_cast %n2 : index to i64
                memref.store %v3274, %l1058[%k0] : memref<?xi64>
                %v3275 = memref.load %l1048[%k0] : memref<?xi64>
                %v3276 = memref.load %l1058[%k0] : memref<?xi64>
                %v3277 = arith.cmpi ult, %v3275, %v3276 : i64
                memref.store %v3277, %l1059[%k0] : memref<?xi1>
                %v3278 = memref.load %l1059[%k0] : memref<?xi1>
                cf.cond_br %v3278, ^bb156, ^bb158
              ^bb156:
                %v3279 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3280 = arith.constant 256 : i64
                %v3281 = arith.cmpi ult, %v3279, %v3280 : i64
                memref.store %v3281, %l1060[%k0] : memref<?xi1>
                %v3282 = memref.load %l1060[%k0] : memref<?xi1>
                cf.cond_br %v3282, ^bb157, ^bb158
              ^bb157:
                %v3283 = memref.load %ls1006[%lane] : memref<?xi64>
                %v3284 = arith.index_cast %v3283 : i64 to index
                %v3285 = memref.load %wg0[%v3284] : memref<?xf32>
                memref.store %v3285, %l1061[%k0] : memref<?xf32>
                %v3286 = memref.load %l1048[%k0] : memref<?xi64>
                %v3287 = arith.index_cast %v3286 : i64 to index
                %v3288 = memref.load %l1061[%k0] : memref<?xf32>
                memref.store %v3288, %p2[%v3287] : memref<?xf32>
                cf.br ^bb158
              ^bb158:
                %v3289 = arith.index_cast %n2 : index to i64
                memref.store %v3289, %l1062[%k0] : memref<?xi64>
                %v3290 = memref.load %l1049[%k0] : memref<?xi64>
                %v3291 = memref.load %l1062[%k0] : memref<?xi64>
                %v3292 = arith.cmpi ult, %v3290, %v3291 : i64
                memref.store %v3292, %l1063[%k0] : memref<?xi1>
                %v3293 = memref.load %l1063[%k0] : memref<?xi1>
                cf.cond_br %v3293, ^bb159, ^bb161
              ^bb159:
                %v3294 = memref.load %ls1007[%lane] : memref<?xi64>
                %v3295 = arith.constant 256 : i64
                %v3296 = arith.cmpi ult, %v3294, %v3295 : i64
                memref.store %v3296, %l1064[%k0] : memref<?xi1>
                %v3297 = memref.load %l1064[%k0] : memref<?xi1>
                cf.cond_br %v3297, ^bb160, ^bb161
              ^bb160:
                %v3298 = memref.load %ls1007[%lane] : memref<?xi64>
                %v3299 = arith.index_cast %v3298 : i64 to index
                %v3300 = memref.load %wg0[%v3299] : memref<?xf32>
                memref.store %v3300, %l1065[%k0] : memref<?xf32>
                %v3301 = memref.load %l1049[%k0] : memref<?xi64>
                %v3302 = arith.index_cast %v3301 : i64 to index
                %v3303 = memref.load %l1065[%k0] : memref<?xf32>
                memref.store %v3303, %p2[%v3302] : memref<?xf32>
                cf.br ^bb161
              ^bb161:
                %v3304 = arith.constant -1 : i32
                memref.store %v3304, %resume[%lane] : memref<?xi32>
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
