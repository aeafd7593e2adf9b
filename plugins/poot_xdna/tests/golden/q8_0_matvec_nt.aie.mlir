// q8_0_matvec_nt: poot-xdna MLIR-AIE module for npu2_1col (one column, 1 compute tile(s)), generic op form
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
    %b_ls733_c0 = "aie.buffer"(%t_c0) {sym_name = "ls733_c0"} : (index) -> memref<64xi64>
    %b_ls734_c0 = "aie.buffer"(%t_c0) {sym_name = "ls734_c0"} : (index) -> memref<64xi64>
    %b_ls735_c0 = "aie.buffer"(%t_c0) {sym_name = "ls735_c0"} : (index) -> memref<64xi64>
    %b_ls736_c0 = "aie.buffer"(%t_c0) {sym_name = "ls736_c0"} : (index) -> memref<64xi64>
    %b_ls741_c0 = "aie.buffer"(%t_c0) {sym_name = "ls741_c0"} : (index) -> memref<64xi64>
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
    %b_l19_c0 = "aie.buffer"(%t_c0) {sym_name = "l19_c0"} : (index) -> memref<1xi64>
    %b_l20_c0 = "aie.buffer"(%t_c0) {sym_name = "l20_c0"} : (index) -> memref<1xi64>
    %b_l21_c0 = "aie.buffer"(%t_c0) {sym_name = "l21_c0"} : (index) -> memref<1xi64>
    %b_l22_c0 = "aie.buffer"(%t_c0) {sym_name = "l22_c0"} : (index) -> memref<1xi64>
    %b_l23_c0 = "aie.buffer"(%t_c0) {sym_name = "l23_c0"} : (index) -> memref<1xi1>
    %b_l24_c0 = "aie.buffer"(%t_c0) {sym_name = "l24_c0"} : (index) -> memref<1xi64>
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
    %b_l35_c0 = "aie.buffer"(%t_c0) {sym_name = "l35_c0"} : (index) -> memref<1xi64>
    %b_l36_c0 = "aie.buffer"(%t_c0) {sym_name = "l36_c0"} : (index) -> memref<1xi1>
    %b_l37_c0 = "aie.buffer"(%t_c0) {sym_name = "l37_c0"} : (index) -> memref<1xi64>
    %b_l38_c0 = "aie.buffer"(%t_c0) {sym_name = "l38_c0"} : (index) -> memref<1xi64>
    %b_l39_c0 = "aie.buffer"(%t_c0) {sym_name = "l39_c0"} : (index) -> memref<1xi64>
    %b_l40_c0 = "aie.buffer"(%t_c0) {sym_name = "l40_c0"} : (index) -> memref<1xi64>
    %b_l41_c0 = "aie.buffer"(%t_c0) {sym_name = "l41_c0"} : (index) -> memref<1xi64>
    %b_l42_c0 = "aie.buffer"(%t_c0) {sym_name = "l42_c0"} : (index) -> memref<1xi1>
    %b_l43_c0 = "aie.buffer"(%t_c0) {sym_name = "l43_c0"} : (index) -> memref<1xi64>
    %b_l44_c0 = "aie.buffer"(%t_c0) {sym_name = "l44_c0"} : (index) -> memref<1xi64>
    %b_l45_c0 = "aie.buffer"(%t_c0) {sym_name = "l45_c0"} : (index) -> memref<1xi64>
    %b_l46_c0 = "aie.buffer"(%t_c0) {sym_name = "l46_c0"} : (index) -> memref<1xi64>
    %b_l47_c0 = "aie.buffer"(%t_c0) {sym_name = "l47_c0"} : (index) -> memref<1xi64>
    %b_l48_c0 = "aie.buffer"(%t_c0) {sym_name = "l48_c0"} : (index) -> memref<1xi64>
    %b_l49_c0 = "aie.buffer"(%t_c0) {sym_name = "l49_c0"} : (index) -> memref<1xi1>
    %b_l50_c0 = "aie.buffer"(%t_c0) {sym_name = "l50_c0"} : (index) -> memref<1xi64>
    %b_l51_c0 = "aie.buffer"(%t_c0) {sym_name = "l51_c0"} : (index) -> memref<1xi64>
    %b_l52_c0 = "aie.buffer"(%t_c0) {sym_name = "l52_c0"} : (index) -> memref<1xi64>
    %b_l53_c0 = "aie.buffer"(%t_c0) {sym_name = "l53_c0"} : (index) -> memref<1xi64>
    %b_l54_c0 = "aie.buffer"(%t_c0) {sym_name = "l54_c0"} : (index) -> memref<1xi64>
    %b_l55_c0 = "aie.buffer"(%t_c0) {sym_name = "l55_c0"} : (index) -> memref<1xi1>
    %b_l56_c0 = "aie.buffer"(%t_c0) {sym_name = "l56_c0"} : (index) -> memref<1xi64>
    %b_l57_c0 = "aie.buffer"(%t_c0) {sym_name = "l57_c0"} : (index) -> memref<1xi64>
    %b_l58_c0 = "aie.buffer"(%t_c0) {sym_name = "l58_c0"} : (index) -> memref<1xi64>
    %b_l59_c0 = "aie.buffer"(%t_c0) {sym_name = "l59_c0"} : (index) -> memref<1xi64>
    %b_l60_c0 = "aie.buffer"(%t_c0) {sym_name = "l60_c0"} : (index) -> memref<1xi64>
    %b_l61_c0 = "aie.buffer"(%t_c0) {sym_name = "l61_c0"} : (index) -> memref<1xi64>
    %b_l62_c0 = "aie.buffer"(%t_c0) {sym_name = "l62_c0"} : (index) -> memref<1xi1>
    %b_l63_c0 = "aie.buffer"(%t_c0) {sym_name = "l63_c0"} : (index) -> memref<1xi64>
    %b_l64_c0 = "aie.buffer"(%t_c0) {sym_name = "l64_c0"} : (index) -> memref<1xi64>
    %b_l65_c0 = "aie.buffer"(%t_c0) {sym_name = "l65_c0"} : (index) -> memref<1xi64>
    %b_l66_c0 = "aie.buffer"(%t_c0) {sym_name = "l66_c0"} : (index) -> memref<1xi64>
    %b_l67_c0 = "aie.buffer"(%t_c0) {sym_name = "l67_c0"} : (index) -> memref<1xi64>
    %b_l68_c0 = "aie.buffer"(%t_c0) {sym_name = "l68_c0"} : (index) -> memref<1xi1>
    %b_l69_c0 = "aie.buffer"(%t_c0) {sym_name = "l69_c0"} : (index) -> memref<1xi64>
    %b_l70_c0 = "aie.buffer"(%t_c0) {sym_name = "l70_c0"} : (index) -> memref<1xi64>
    %b_l71_c0 = "aie.buffer"(%t_c0) {sym_name = "l71_c0"} : (index) -> memref<1xf32>
    %b_l72_c0 = "aie.buffer"(%t_c0) {sym_name = "l72_c0"} : (index) -> memref<1xf32>
    %b_l73_c0 = "aie.buffer"(%t_c0) {sym_name = "l73_c0"} : (index) -> memref<1xf32>
    %b_l74_c0 = "aie.buffer"(%t_c0) {sym_name = "l74_c0"} : (index) -> memref<1xf32>
    %b_l75_c0 = "aie.buffer"(%t_c0) {sym_name = "l75_c0"} : (index) -> memref<1xi64>
    %b_l76_c0 = "aie.buffer"(%t_c0) {sym_name = "l76_c0"} : (index) -> memref<1xi64>
    %b_l77_c0 = "aie.buffer"(%t_c0) {sym_name = "l77_c0"} : (index) -> memref<1xi64>
    %b_l78_c0 = "aie.buffer"(%t_c0) {sym_name = "l78_c0"} : (index) -> memref<1xi64>
    %b_l79_c0 = "aie.buffer"(%t_c0) {sym_name = "l79_c0"} : (index) -> memref<1xi64>
    %b_l80_c0 = "aie.buffer"(%t_c0) {sym_name = "l80_c0"} : (index) -> memref<1xi1>
    %b_l81_c0 = "aie.buffer"(%t_c0) {sym_name = "l81_c0"} : (index) -> memref<1xi64>
    %b_l82_c0 = "aie.buffer"(%t_c0) {sym_name = "l82_c0"} : (index) -> memref<1xi64>
    %b_l83_c0 = "aie.buffer"(%t_c0) {sym_name = "l83_c0"} : (index) -> memref<1xi64>
    %b_l84_c0 = "aie.buffer"(%t_c0) {sym_name = "l84_c0"} : (index) -> memref<1xi64>
    %b_l85_c0 = "aie.buffer"(%t_c0) {sym_name = "l85_c0"} : (index) -> memref<1xi64>
    %b_l86_c0 = "aie.buffer"(%t_c0) {sym_name = "l86_c0"} : (index) -> memref<1xi64>
    %b_l87_c0 = "aie.buffer"(%t_c0) {sym_name = "l87_c0"} : (index) -> memref<1xi64>
    %b_l88_c0 = "aie.buffer"(%t_c0) {sym_name = "l88_c0"} : (index) -> memref<1xi64>
    %b_l89_c0 = "aie.buffer"(%t_c0) {sym_name = "l89_c0"} : (index) -> memref<1xi64>
    %b_l90_c0 = "aie.buffer"(%t_c0) {sym_name = "l90_c0"} : (index) -> memref<1xi1>
    %b_l91_c0 = "aie.buffer"(%t_c0) {sym_name = "l91_c0"} : (index) -> memref<1xi1>
    %b_l92_c0 = "aie.buffer"(%t_c0) {sym_name = "l92_c0"} : (index) -> memref<1xi1>
    %b_l93_c0 = "aie.buffer"(%t_c0) {sym_name = "l93_c0"} : (index) -> memref<1xi1>
    %b_l94_c0 = "aie.buffer"(%t_c0) {sym_name = "l94_c0"} : (index) -> memref<1xi1>
    %b_l95_c0 = "aie.buffer"(%t_c0) {sym_name = "l95_c0"} : (index) -> memref<1xi1>
    %b_l96_c0 = "aie.buffer"(%t_c0) {sym_name = "l96_c0"} : (index) -> memref<1xi1>
    %b_l97_c0 = "aie.buffer"(%t_c0) {sym_name = "l97_c0"} : (index) -> memref<1xi1>
    %b_l98_c0 = "aie.buffer"(%t_c0) {sym_name = "l98_c0"} : (index) -> memref<1xf32>
    %b_l99_c0 = "aie.buffer"(%t_c0) {sym_name = "l99_c0"} : (index) -> memref<1xf32>
    %b_l100_c0 = "aie.buffer"(%t_c0) {sym_name = "l100_c0"} : (index) -> memref<1xf32>
    %b_l101_c0 = "aie.buffer"(%t_c0) {sym_name = "l101_c0"} : (index) -> memref<1xf32>
    %b_l102_c0 = "aie.buffer"(%t_c0) {sym_name = "l102_c0"} : (index) -> memref<1xf32>
    %b_l103_c0 = "aie.buffer"(%t_c0) {sym_name = "l103_c0"} : (index) -> memref<1xf32>
    %b_l104_c0 = "aie.buffer"(%t_c0) {sym_name = "l104_c0"} : (index) -> memref<1xf32>
    %b_l105_c0 = "aie.buffer"(%t_c0) {sym_name = "l105_c0"} : (index) -> memref<1xf32>
    %b_l106_c0 = "aie.buffer"(%t_c0) {sym_name = "l106_c0"} : (index) -> memref<1xi64>
    %b_l107_c0 = "aie.buffer"(%t_c0) {sym_name = "l107_c0"} : (index) -> memref<1xi64>
    %b_l108_c0 = "aie.buffer"(%t_c0) {sym_name = "l108_c0"} : (index) -> memref<1xi64>
    %b_l109_c0 = "aie.buffer"(%t_c0) {sym_name = "l109_c0"} : (index) -> memref<1xi64>
    %b_l110_c0 = "aie.buffer"(%t_c0) {sym_name = "l110_c0"} : (index) -> memref<1xi64>
    %b_l111_c0 = "aie.buffer"(%t_c0) {sym_name = "l111_c0"} : (index) -> memref<1xi64>
    %b_l112_c0 = "aie.buffer"(%t_c0) {sym_name = "l112_c0"} : (index) -> memref<1xi64>
    %b_l113_c0 = "aie.buffer"(%t_c0) {sym_name = "l113_c0"} : (index) -> memref<1xi64>
    %b_l114_c0 = "aie.buffer"(%t_c0) {sym_name = "l114_c0"} : (index) -> memref<1xi64>
    %b_l115_c0 = "aie.buffer"(%t_c0) {sym_name = "l115_c0"} : (index) -> memref<1xi64>
    %b_l116_c0 = "aie.buffer"(%t_c0) {sym_name = "l116_c0"} : (index) -> memref<1xi64>
    %b_l117_c0 = "aie.buffer"(%t_c0) {sym_name = "l117_c0"} : (index) -> memref<1xi64>
    %b_l118_c0 = "aie.buffer"(%t_c0) {sym_name = "l118_c0"} : (index) -> memref<1xi64>
    %b_l119_c0 = "aie.buffer"(%t_c0) {sym_name = "l119_c0"} : (index) -> memref<1xi64>
    %b_l120_c0 = "aie.buffer"(%t_c0) {sym_name = "l120_c0"} : (index) -> memref<1xi64>
    %b_l121_c0 = "aie.buffer"(%t_c0) {sym_name = "l121_c0"} : (index) -> memref<1xi64>
    %b_l122_c0 = "aie.buffer"(%t_c0) {sym_name = "l122_c0"} : (index) -> memref<1xi64>
    %b_l123_c0 = "aie.buffer"(%t_c0) {sym_name = "l123_c0"} : (index) -> memref<1xi64>
    %b_l124_c0 = "aie.buffer"(%t_c0) {sym_name = "l124_c0"} : (index) -> memref<1xi64>
    %b_l125_c0 = "aie.buffer"(%t_c0) {sym_name = "l125_c0"} : (index) -> memref<1xi64>
    %b_l126_c0 = "aie.buffer"(%t_c0) {sym_name = "l126_c0"} : (index) -> memref<1xi64>
    %b_l127_c0 = "aie.buffer"(%t_c0) {sym_name = "l127_c0"} : (index) -> memref<1xi64>
    %b_l128_c0 = "aie.buffer"(%t_c0) {sym_name = "l128_c0"} : (index) -> memref<1xi64>
    %b_l129_c0 = "aie.buffer"(%t_c0) {sym_name = "l129_c0"} : (index) -> memref<1xi64>
    %b_l130_c0 = "aie.buffer"(%t_c0) {sym_name = "l130_c0"} : (index) -> memref<1xi1>
    %b_l131_c0 = "aie.buffer"(%t_c0) {sym_name = "l131_c0"} : (index) -> memref<1xi1>
    %b_l132_c0 = "aie.buffer"(%t_c0) {sym_name = "l132_c0"} : (index) -> memref<1xi1>
    %b_l133_c0 = "aie.buffer"(%t_c0) {sym_name = "l133_c0"} : (index) -> memref<1xi1>
    %b_l134_c0 = "aie.buffer"(%t_c0) {sym_name = "l134_c0"} : (index) -> memref<1xi1>
    %b_l135_c0 = "aie.buffer"(%t_c0) {sym_name = "l135_c0"} : (index) -> memref<1xi1>
    %b_l136_c0 = "aie.buffer"(%t_c0) {sym_name = "l136_c0"} : (index) -> memref<1xi1>
    %b_l137_c0 = "aie.buffer"(%t_c0) {sym_name = "l137_c0"} : (index) -> memref<1xi1>
    %b_l138_c0 = "aie.buffer"(%t_c0) {sym_name = "l138_c0"} : (index) -> memref<1xi1>
    %b_l139_c0 = "aie.buffer"(%t_c0) {sym_name = "l139_c0"} : (index) -> memref<1xi1>
    %b_l140_c0 = "aie.buffer"(%t_c0) {sym_name = "l140_c0"} : (index) -> memref<1xi1>
    %b_l141_c0 = "aie.buffer"(%t_c0) {sym_name = "l141_c0"} : (index) -> memref<1xi1>
    %b_l142_c0 = "aie.buffer"(%t_c0) {sym_name = "l142_c0"} : (index) -> memref<1xi1>
    %b_l143_c0 = "aie.buffer"(%t_c0) {sym_name = "l143_c0"} : (index) -> memref<1xi1>
    %b_l144_c0 = "aie.buffer"(%t_c0) {sym_name = "l144_c0"} : (index) -> memref<1xi1>
    %b_l145_c0 = "aie.buffer"(%t_c0) {sym_name = "l145_c0"} : (index) -> memref<1xi1>
    %b_l146_c0 = "aie.buffer"(%t_c0) {sym_name = "l146_c0"} : (index) -> memref<1xi32>
    %b_l147_c0 = "aie.buffer"(%t_c0) {sym_name = "l147_c0"} : (index) -> memref<1xi32>
    %b_l148_c0 = "aie.buffer"(%t_c0) {sym_name = "l148_c0"} : (index) -> memref<1xi32>
    %b_l149_c0 = "aie.buffer"(%t_c0) {sym_name = "l149_c0"} : (index) -> memref<1xi32>
    %b_l150_c0 = "aie.buffer"(%t_c0) {sym_name = "l150_c0"} : (index) -> memref<1xi32>
    %b_l151_c0 = "aie.buffer"(%t_c0) {sym_name = "l151_c0"} : (index) -> memref<1xi32>
    %b_l152_c0 = "aie.buffer"(%t_c0) {sym_name = "l152_c0"} : (index) -> memref<1xi32>
    %b_l153_c0 = "aie.buffer"(%t_c0) {sym_name = "l153_c0"} : (index) -> memref<1xi32>
    %b_l154_c0 = "aie.buffer"(%t_c0) {sym_name = "l154_c0"} : (index) -> memref<1xi32>
    %b_l155_c0 = "aie.buffer"(%t_c0) {sym_name = "l155_c0"} : (index) -> memref<1xi32>
    %b_l156_c0 = "aie.buffer"(%t_c0) {sym_name = "l156_c0"} : (index) -> memref<1xi32>
    %b_l157_c0 = "aie.buffer"(%t_c0) {sym_name = "l157_c0"} : (index) -> memref<1xi32>
    %b_l158_c0 = "aie.buffer"(%t_c0) {sym_name = "l158_c0"} : (index) -> memref<1xi32>
    %b_l159_c0 = "aie.buffer"(%t_c0) {sym_name = "l159_c0"} : (index) -> memref<1xi32>
    %b_l160_c0 = "aie.buffer"(%t_c0) {sym_name = "l160_c0"} : (index) -> memref<1xi32>
    %b_l161_c0 = "aie.buffer"(%t_c0) {sym_name = "l161_c0"} : (index) -> memref<1xi32>
    %b_l162_c0 = "aie.buffer"(%t_c0) {sym_name = "l162_c0"} : (index) -> memref<1xi64>
    %b_l163_c0 = "aie.buffer"(%t_c0) {sym_name = "l163_c0"} : (index) -> memref<1xi64>
    %b_l164_c0 = "aie.buffer"(%t_c0) {sym_name = "l164_c0"} : (index) -> memref<1xi64>
    %b_l165_c0 = "aie.buffer"(%t_c0) {sym_name = "l165_c0"} : (index) -> memref<1xi64>
    %b_l166_c0 = "aie.buffer"(%t_c0) {sym_name = "l166_c0"} : (index) -> memref<1xi64>
    %b_l167_c0 = "aie.buffer"(%t_c0) {sym_name = "l167_c0"} : (index) -> memref<1xi64>
    %b_l168_c0 = "aie.buffer"(%t_c0) {sym_name = "l168_c0"} : (index) -> memref<1xi64>
    %b_l169_c0 = "aie.buffer"(%t_c0) {sym_name = "l169_c0"} : (index) -> memref<1xi32>
    %b_l170_c0 = "aie.buffer"(%t_c0) {sym_name = "l170_c0"} : (index) -> memref<1xi64>
    %b_l171_c0 = "aie.buffer"(%t_c0) {sym_name = "l171_c0"} : (index) -> memref<1xi64>
    %b_l172_c0 = "aie.buffer"(%t_c0) {sym_name = "l172_c0"} : (index) -> memref<1xi64>
    %b_l173_c0 = "aie.buffer"(%t_c0) {sym_name = "l173_c0"} : (index) -> memref<1xi64>
    %b_l174_c0 = "aie.buffer"(%t_c0) {sym_name = "l174_c0"} : (index) -> memref<1xi64>
    %b_l175_c0 = "aie.buffer"(%t_c0) {sym_name = "l175_c0"} : (index) -> memref<1xi64>
    %b_l176_c0 = "aie.buffer"(%t_c0) {sym_name = "l176_c0"} : (index) -> memref<1xi64>
    %b_l177_c0 = "aie.buffer"(%t_c0) {sym_name = "l177_c0"} : (index) -> memref<1xi32>
    %b_l178_c0 = "aie.buffer"(%t_c0) {sym_name = "l178_c0"} : (index) -> memref<1xi32>
    %b_l179_c0 = "aie.buffer"(%t_c0) {sym_name = "l179_c0"} : (index) -> memref<1xi32>
    %b_l180_c0 = "aie.buffer"(%t_c0) {sym_name = "l180_c0"} : (index) -> memref<1xf32>
    %b_l181_c0 = "aie.buffer"(%t_c0) {sym_name = "l181_c0"} : (index) -> memref<1xf32>
    %b_l182_c0 = "aie.buffer"(%t_c0) {sym_name = "l182_c0"} : (index) -> memref<1xf32>
    %b_l183_c0 = "aie.buffer"(%t_c0) {sym_name = "l183_c0"} : (index) -> memref<1xf32>
    %b_l184_c0 = "aie.buffer"(%t_c0) {sym_name = "l184_c0"} : (index) -> memref<1xi32>
    %b_l185_c0 = "aie.buffer"(%t_c0) {sym_name = "l185_c0"} : (index) -> memref<1xi32>
    %b_l186_c0 = "aie.buffer"(%t_c0) {sym_name = "l186_c0"} : (index) -> memref<1xf32>
    %b_l187_c0 = "aie.buffer"(%t_c0) {sym_name = "l187_c0"} : (index) -> memref<1xf32>
    %b_l188_c0 = "aie.buffer"(%t_c0) {sym_name = "l188_c0"} : (index) -> memref<1xf32>
    %b_l189_c0 = "aie.buffer"(%t_c0) {sym_name = "l189_c0"} : (index) -> memref<1xf32>
    %b_l190_c0 = "aie.buffer"(%t_c0) {sym_name = "l190_c0"} : (index) -> memref<1xi32>
    %b_l191_c0 = "aie.buffer"(%t_c0) {sym_name = "l191_c0"} : (index) -> memref<1xi32>
    %b_l192_c0 = "aie.buffer"(%t_c0) {sym_name = "l192_c0"} : (index) -> memref<1xi32>
    %b_l193_c0 = "aie.buffer"(%t_c0) {sym_name = "l193_c0"} : (index) -> memref<1xi32>
    %b_l194_c0 = "aie.buffer"(%t_c0) {sym_name = "l194_c0"} : (index) -> memref<1xf32>
    %b_l195_c0 = "aie.buffer"(%t_c0) {sym_name = "l195_c0"} : (index) -> memref<1xf32>
    %b_l196_c0 = "aie.buffer"(%t_c0) {sym_name = "l196_c0"} : (index) -> memref<1xf32>
    %b_l197_c0 = "aie.buffer"(%t_c0) {sym_name = "l197_c0"} : (index) -> memref<1xf32>
    %b_l198_c0 = "aie.buffer"(%t_c0) {sym_name = "l198_c0"} : (index) -> memref<1xi32>
    %b_l199_c0 = "aie.buffer"(%t_c0) {sym_name = "l199_c0"} : (index) -> memref<1xi32>
    %b_l200_c0 = "aie.buffer"(%t_c0) {sym_name = "l200_c0"} : (index) -> memref<1xi32>
    %b_l201_c0 = "aie.buffer"(%t_c0) {sym_name = "l201_c0"} : (index) -> memref<1xi32>
    %b_l202_c0 = "aie.buffer"(%t_c0) {sym_name = "l202_c0"} : (index) -> memref<1xf32>
    %b_l203_c0 = "aie.buffer"(%t_c0) {sym_name = "l203_c0"} : (index) -> memref<1xf32>
    %b_l204_c0 = "aie.buffer"(%t_c0) {sym_name = "l204_c0"} : (index) -> memref<1xf32>
    %b_l205_c0 = "aie.buffer"(%t_c0) {sym_name = "l205_c0"} : (index) -> memref<1xf32>
    %b_l206_c0 = "aie.buffer"(%t_c0) {sym_name = "l206_c0"} : (index) -> memref<1xi32>
    %b_l207_c0 = "aie.buffer"(%t_c0) {sym_name = "l207_c0"} : (index) -> memref<1xi32>
    %b_l208_c0 = "aie.buffer"(%t_c0) {sym_name = "l208_c0"} : (index) -> memref<1xf32>
    %b_l209_c0 = "aie.buffer"(%t_c0) {sym_name = "l209_c0"} : (index) -> memref<1xf32>
    %b_l210_c0 = "aie.buffer"(%t_c0) {sym_name = "l210_c0"} : (index) -> memref<1xf32>
    %b_l211_c0 = "aie.buffer"(%t_c0) {sym_name = "l211_c0"} : (index) -> memref<1xf32>
    %b_l212_c0 = "aie.buffer"(%t_c0) {sym_name = "l212_c0"} : (index) -> memref<1xi32>
    %b_l213_c0 = "aie.buffer"(%t_c0) {sym_name = "l213_c0"} : (index) -> memref<1xi32>
    %b_l214_c0 = "aie.buffer"(%t_c0) {sym_name = "l214_c0"} : (index) -> memref<1xf32>
    %b_l215_c0 = "aie.buffer"(%t_c0) {sym_name = "l215_c0"} : (index) -> memref<1xf32>
    %b_l216_c0 = "aie.buffer"(%t_c0) {sym_name = "l216_c0"} : (index) -> memref<1xf32>
    %b_l217_c0 = "aie.buffer"(%t_c0) {sym_name = "l217_c0"} : (index) -> memref<1xf32>
    %b_l218_c0 = "aie.buffer"(%t_c0) {sym_name = "l218_c0"} : (index) -> memref<1xi32>
    %b_l219_c0 = "aie.buffer"(%t_c0) {sym_name = "l219_c0"} : (index) -> memref<1xi32>
    %b_l220_c0 = "aie.buffer"(%t_c0) {sym_name = "l220_c0"} : (index) -> memref<1xi32>
    %b_l221_c0 = "aie.buffer"(%t_c0) {sym_name = "l221_c0"} : (index) -> memref<1xi32>
    %b_l222_c0 = "aie.buffer"(%t_c0) {sym_name = "l222_c0"} : (index) -> memref<1xf32>
    %b_l223_c0 = "aie.buffer"(%t_c0) {sym_name = "l223_c0"} : (index) -> memref<1xf32>
    %b_l224_c0 = "aie.buffer"(%t_c0) {sym_name = "l224_c0"} : (index) -> memref<1xf32>
    %b_l225_c0 = "aie.buffer"(%t_c0) {sym_name = "l225_c0"} : (index) -> memref<1xf32>
    %b_l226_c0 = "aie.buffer"(%t_c0) {sym_name = "l226_c0"} : (index) -> memref<1xi32>
    %b_l227_c0 = "aie.buffer"(%t_c0) {sym_name = "l227_c0"} : (index) -> memref<1xi32>
    %b_l228_c0 = "aie.buffer"(%t_c0) {sym_name = "l228_c0"} : (index) -> memref<1xi32>
    %b_l229_c0 = "aie.buffer"(%t_c0) {sym_name = "l229_c0"} : (index) -> memref<1xi32>
    %b_l230_c0 = "aie.buffer"(%t_c0) {sym_name = "l230_c0"} : (index) -> memref<1xf32>
    %b_l231_c0 = "aie.buffer"(%t_c0) {sym_name = "l231_c0"} : (index) -> memref<1xf32>
    %b_l232_c0 = "aie.buffer"(%t_c0) {sym_name = "l232_c0"} : (index) -> memref<1xf32>
    %b_l233_c0 = "aie.buffer"(%t_c0) {sym_name = "l233_c0"} : (index) -> memref<1xf32>
    %b_l234_c0 = "aie.buffer"(%t_c0) {sym_name = "l234_c0"} : (index) -> memref<1xi64>
    %b_l235_c0 = "aie.buffer"(%t_c0) {sym_name = "l235_c0"} : (index) -> memref<1xi64>
    %b_l236_c0 = "aie.buffer"(%t_c0) {sym_name = "l236_c0"} : (index) -> memref<1xi32>
    %b_l237_c0 = "aie.buffer"(%t_c0) {sym_name = "l237_c0"} : (index) -> memref<1xi32>
    %b_l238_c0 = "aie.buffer"(%t_c0) {sym_name = "l238_c0"} : (index) -> memref<1xi32>
    %b_l239_c0 = "aie.buffer"(%t_c0) {sym_name = "l239_c0"} : (index) -> memref<1xi32>
    %b_l240_c0 = "aie.buffer"(%t_c0) {sym_name = "l240_c0"} : (index) -> memref<1xi32>
    %b_l241_c0 = "aie.buffer"(%t_c0) {sym_name = "l241_c0"} : (index) -> memref<1xi32>
    %b_l242_c0 = "aie.buffer"(%t_c0) {sym_name = "l242_c0"} : (index) -> memref<1xi32>
    %b_l243_c0 = "aie.buffer"(%t_c0) {sym_name = "l243_c0"} : (index) -> memref<1xf32>
    %b_l244_c0 = "aie.buffer"(%t_c0) {sym_name = "l244_c0"} : (index) -> memref<1xi1>
    %b_l245_c0 = "aie.buffer"(%t_c0) {sym_name = "l245_c0"} : (index) -> memref<1xi32>
    %b_l246_c0 = "aie.buffer"(%t_c0) {sym_name = "l246_c0"} : (index) -> memref<1xi32>
    %b_l247_c0 = "aie.buffer"(%t_c0) {sym_name = "l247_c0"} : (index) -> memref<1xi32>
    %b_l248_c0 = "aie.buffer"(%t_c0) {sym_name = "l248_c0"} : (index) -> memref<1xf32>
    %b_l249_c0 = "aie.buffer"(%t_c0) {sym_name = "l249_c0"} : (index) -> memref<1xi1>
    %b_l250_c0 = "aie.buffer"(%t_c0) {sym_name = "l250_c0"} : (index) -> memref<1xi32>
    %b_l251_c0 = "aie.buffer"(%t_c0) {sym_name = "l251_c0"} : (index) -> memref<1xi32>
    %b_l252_c0 = "aie.buffer"(%t_c0) {sym_name = "l252_c0"} : (index) -> memref<1xi32>
    %b_l253_c0 = "aie.buffer"(%t_c0) {sym_name = "l253_c0"} : (index) -> memref<1xf32>
    %b_l254_c0 = "aie.buffer"(%t_c0) {sym_name = "l254_c0"} : (index) -> memref<1xi1>
    %b_l255_c0 = "aie.buffer"(%t_c0) {sym_name = "l255_c0"} : (index) -> memref<1xf32>
    %b_l256_c0 = "aie.buffer"(%t_c0) {sym_name = "l256_c0"} : (index) -> memref<1xf32>
    %b_l257_c0 = "aie.buffer"(%t_c0) {sym_name = "l257_c0"} : (index) -> memref<1xf32>
    %b_l258_c0 = "aie.buffer"(%t_c0) {sym_name = "l258_c0"} : (index) -> memref<1xf32>
    %b_l259_c0 = "aie.buffer"(%t_c0) {sym_name = "l259_c0"} : (index) -> memref<1xf32>
    %b_l260_c0 = "aie.buffer"(%t_c0) {sym_name = "l260_c0"} : (index) -> memref<1xi64>
    %b_l261_c0 = "aie.buffer"(%t_c0) {sym_name = "l261_c0"} : (index) -> memref<1xi64>
    %b_l262_c0 = "aie.buffer"(%t_c0) {sym_name = "l262_c0"} : (index) -> memref<1xi64>
    %b_l263_c0 = "aie.buffer"(%t_c0) {sym_name = "l263_c0"} : (index) -> memref<1xi64>
    %b_l264_c0 = "aie.buffer"(%t_c0) {sym_name = "l264_c0"} : (index) -> memref<1xi64>
    %b_l265_c0 = "aie.buffer"(%t_c0) {sym_name = "l265_c0"} : (index) -> memref<1xi64>
    %b_l266_c0 = "aie.buffer"(%t_c0) {sym_name = "l266_c0"} : (index) -> memref<1xi64>
    %b_l267_c0 = "aie.buffer"(%t_c0) {sym_name = "l267_c0"} : (index) -> memref<1xi32>
    %b_l268_c0 = "aie.buffer"(%t_c0) {sym_name = "l268_c0"} : (index) -> memref<1xi64>
    %b_l269_c0 = "aie.buffer"(%t_c0) {sym_name = "l269_c0"} : (index) -> memref<1xi64>
    %b_l270_c0 = "aie.buffer"(%t_c0) {sym_name = "l270_c0"} : (index) -> memref<1xi64>
    %b_l271_c0 = "aie.buffer"(%t_c0) {sym_name = "l271_c0"} : (index) -> memref<1xi64>
    %b_l272_c0 = "aie.buffer"(%t_c0) {sym_name = "l272_c0"} : (index) -> memref<1xi64>
    %b_l273_c0 = "aie.buffer"(%t_c0) {sym_name = "l273_c0"} : (index) -> memref<1xi64>
    %b_l274_c0 = "aie.buffer"(%t_c0) {sym_name = "l274_c0"} : (index) -> memref<1xi64>
    %b_l275_c0 = "aie.buffer"(%t_c0) {sym_name = "l275_c0"} : (index) -> memref<1xi32>
    %b_l276_c0 = "aie.buffer"(%t_c0) {sym_name = "l276_c0"} : (index) -> memref<1xi32>
    %b_l277_c0 = "aie.buffer"(%t_c0) {sym_name = "l277_c0"} : (index) -> memref<1xi32>
    %b_l278_c0 = "aie.buffer"(%t_c0) {sym_name = "l278_c0"} : (index) -> memref<1xf32>
    %b_l279_c0 = "aie.buffer"(%t_c0) {sym_name = "l279_c0"} : (index) -> memref<1xf32>
    %b_l280_c0 = "aie.buffer"(%t_c0) {sym_name = "l280_c0"} : (index) -> memref<1xf32>
    %b_l281_c0 = "aie.buffer"(%t_c0) {sym_name = "l281_c0"} : (index) -> memref<1xf32>
    %b_l282_c0 = "aie.buffer"(%t_c0) {sym_name = "l282_c0"} : (index) -> memref<1xi32>
    %b_l283_c0 = "aie.buffer"(%t_c0) {sym_name = "l283_c0"} : (index) -> memref<1xi32>
    %b_l284_c0 = "aie.buffer"(%t_c0) {sym_name = "l284_c0"} : (index) -> memref<1xf32>
    %b_l285_c0 = "aie.buffer"(%t_c0) {sym_name = "l285_c0"} : (index) -> memref<1xf32>
    %b_l286_c0 = "aie.buffer"(%t_c0) {sym_name = "l286_c0"} : (index) -> memref<1xf32>
    %b_l287_c0 = "aie.buffer"(%t_c0) {sym_name = "l287_c0"} : (index) -> memref<1xf32>
    %b_l288_c0 = "aie.buffer"(%t_c0) {sym_name = "l288_c0"} : (index) -> memref<1xi32>
    %b_l289_c0 = "aie.buffer"(%t_c0) {sym_name = "l289_c0"} : (index) -> memref<1xi32>
    %b_l290_c0 = "aie.buffer"(%t_c0) {sym_name = "l290_c0"} : (index) -> memref<1xi32>
    %b_l291_c0 = "aie.buffer"(%t_c0) {sym_name = "l291_c0"} : (index) -> memref<1xi32>
    %b_l292_c0 = "aie.buffer"(%t_c0) {sym_name = "l292_c0"} : (index) -> memref<1xf32>
    %b_l293_c0 = "aie.buffer"(%t_c0) {sym_name = "l293_c0"} : (index) -> memref<1xf32>
    %b_l294_c0 = "aie.buffer"(%t_c0) {sym_name = "l294_c0"} : (index) -> memref<1xf32>
    %b_l295_c0 = "aie.buffer"(%t_c0) {sym_name = "l295_c0"} : (index) -> memref<1xf32>
    %b_l296_c0 = "aie.buffer"(%t_c0) {sym_name = "l296_c0"} : (index) -> memref<1xi32>
    %b_l297_c0 = "aie.buffer"(%t_c0) {sym_name = "l297_c0"} : (index) -> memref<1xi32>
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
    %b_l318_c0 = "aie.buffer"(%t_c0) {sym_name = "l318_c0"} : (index) -> memref<1xi32>
    %b_l319_c0 = "aie.buffer"(%t_c0) {sym_name = "l319_c0"} : (index) -> memref<1xi32>
    %b_l320_c0 = "aie.buffer"(%t_c0) {sym_name = "l320_c0"} : (index) -> memref<1xf32>
    %b_l321_c0 = "aie.buffer"(%t_c0) {sym_name = "l321_c0"} : (index) -> memref<1xf32>
    %b_l322_c0 = "aie.buffer"(%t_c0) {sym_name = "l322_c0"} : (index) -> memref<1xf32>
    %b_l323_c0 = "aie.buffer"(%t_c0) {sym_name = "l323_c0"} : (index) -> memref<1xf32>
    %b_l324_c0 = "aie.buffer"(%t_c0) {sym_name = "l324_c0"} : (index) -> memref<1xi32>
    %b_l325_c0 = "aie.buffer"(%t_c0) {sym_name = "l325_c0"} : (index) -> memref<1xi32>
    %b_l326_c0 = "aie.buffer"(%t_c0) {sym_name = "l326_c0"} : (index) -> memref<1xi32>
    %b_l327_c0 = "aie.buffer"(%t_c0) {sym_name = "l327_c0"} : (index) -> memref<1xi32>
    %b_l328_c0 = "aie.buffer"(%t_c0) {sym_name = "l328_c0"} : (index) -> memref<1xf32>
    %b_l329_c0 = "aie.buffer"(%t_c0) {sym_name = "l329_c0"} : (index) -> memref<1xf32>
    %b_l330_c0 = "aie.buffer"(%t_c0) {sym_name = "l330_c0"} : (index) -> memref<1xf32>
    %b_l331_c0 = "aie.buffer"(%t_c0) {sym_name = "l331_c0"} : (index) -> memref<1xf32>
    %b_l332_c0 = "aie.buffer"(%t_c0) {sym_name = "l332_c0"} : (index) -> memref<1xi64>
    %b_l333_c0 = "aie.buffer"(%t_c0) {sym_name = "l333_c0"} : (index) -> memref<1xi64>
    %b_l334_c0 = "aie.buffer"(%t_c0) {sym_name = "l334_c0"} : (index) -> memref<1xi32>
    %b_l335_c0 = "aie.buffer"(%t_c0) {sym_name = "l335_c0"} : (index) -> memref<1xi32>
    %b_l336_c0 = "aie.buffer"(%t_c0) {sym_name = "l336_c0"} : (index) -> memref<1xi32>
    %b_l337_c0 = "aie.buffer"(%t_c0) {sym_name = "l337_c0"} : (index) -> memref<1xi32>
    %b_l338_c0 = "aie.buffer"(%t_c0) {sym_name = "l338_c0"} : (index) -> memref<1xi32>
    %b_l339_c0 = "aie.buffer"(%t_c0) {sym_name = "l339_c0"} : (index) -> memref<1xi32>
    %b_l340_c0 = "aie.buffer"(%t_c0) {sym_name = "l340_c0"} : (index) -> memref<1xi32>
    %b_l341_c0 = "aie.buffer"(%t_c0) {sym_name = "l341_c0"} : (index) -> memref<1xf32>
    %b_l342_c0 = "aie.buffer"(%t_c0) {sym_name = "l342_c0"} : (index) -> memref<1xi1>
    %b_l343_c0 = "aie.buffer"(%t_c0) {sym_name = "l343_c0"} : (index) -> memref<1xi32>
    %b_l344_c0 = "aie.buffer"(%t_c0) {sym_name = "l344_c0"} : (index) -> memref<1xi32>
    %b_l345_c0 = "aie.buffer"(%t_c0) {sym_name = "l345_c0"} : (index) -> memref<1xi32>
    %b_l346_c0 = "aie.buffer"(%t_c0) {sym_name = "l346_c0"} : (index) -> memref<1xf32>
    %b_l347_c0 = "aie.buffer"(%t_c0) {sym_name = "l347_c0"} : (index) -> memref<1xi1>
    %b_l348_c0 = "aie.buffer"(%t_c0) {sym_name = "l348_c0"} : (index) -> memref<1xi32>
    %b_l349_c0 = "aie.buffer"(%t_c0) {sym_name = "l349_c0"} : (index) -> memref<1xi32>
    %b_l350_c0 = "aie.buffer"(%t_c0) {sym_name = "l350_c0"} : (index) -> memref<1xi32>
    %b_l351_c0 = "aie.buffer"(%t_c0) {sym_name = "l351_c0"} : (index) -> memref<1xf32>
    %b_l352_c0 = "aie.buffer"(%t_c0) {sym_name = "l352_c0"} : (index) -> memref<1xi1>
    %b_l353_c0 = "aie.buffer"(%t_c0) {sym_name = "l353_c0"} : (index) -> memref<1xf32>
    %b_l354_c0 = "aie.buffer"(%t_c0) {sym_name = "l354_c0"} : (index) -> memref<1xf32>
    %b_l355_c0 = "aie.buffer"(%t_c0) {sym_name = "l355_c0"} : (index) -> memref<1xf32>
    %b_l356_c0 = "aie.buffer"(%t_c0) {sym_name = "l356_c0"} : (index) -> memref<1xf32>
    %b_l357_c0 = "aie.buffer"(%t_c0) {sym_name = "l357_c0"} : (index) -> memref<1xf32>
    %b_l358_c0 = "aie.buffer"(%t_c0) {sym_name = "l358_c0"} : (index) -> memref<1xi64>
    %b_l359_c0 = "aie.buffer"(%t_c0) {sym_name = "l359_c0"} : (index) -> memref<1xi64>
    %b_l360_c0 = "aie.buffer"(%t_c0) {sym_name = "l360_c0"} : (index) -> memref<1xi64>
    %b_l361_c0 = "aie.buffer"(%t_c0) {sym_name = "l361_c0"} : (index) -> memref<1xi64>
    %b_l362_c0 = "aie.buffer"(%t_c0) {sym_name = "l362_c0"} : (index) -> memref<1xi64>
    %b_l363_c0 = "aie.buffer"(%t_c0) {sym_name = "l363_c0"} : (index) -> memref<1xi64>
    %b_l364_c0 = "aie.buffer"(%t_c0) {sym_name = "l364_c0"} : (index) -> memref<1xi64>
    %b_l365_c0 = "aie.buffer"(%t_c0) {sym_name = "l365_c0"} : (index) -> memref<1xi32>
    %b_l366_c0 = "aie.buffer"(%t_c0) {sym_name = "l366_c0"} : (index) -> memref<1xi64>
    %b_l367_c0 = "aie.buffer"(%t_c0) {sym_name = "l367_c0"} : (index) -> memref<1xi64>
    %b_l368_c0 = "aie.buffer"(%t_c0) {sym_name = "l368_c0"} : (index) -> memref<1xi64>
    %b_l369_c0 = "aie.buffer"(%t_c0) {sym_name = "l369_c0"} : (index) -> memref<1xi64>
    %b_l370_c0 = "aie.buffer"(%t_c0) {sym_name = "l370_c0"} : (index) -> memref<1xi64>
    %b_l371_c0 = "aie.buffer"(%t_c0) {sym_name = "l371_c0"} : (index) -> memref<1xi64>
    %b_l372_c0 = "aie.buffer"(%t_c0) {sym_name = "l372_c0"} : (index) -> memref<1xi64>
    %b_l373_c0 = "aie.buffer"(%t_c0) {sym_name = "l373_c0"} : (index) -> memref<1xi32>
    %b_l374_c0 = "aie.buffer"(%t_c0) {sym_name = "l374_c0"} : (index) -> memref<1xi32>
    %b_l375_c0 = "aie.buffer"(%t_c0) {sym_name = "l375_c0"} : (index) -> memref<1xi32>
    %b_l376_c0 = "aie.buffer"(%t_c0) {sym_name = "l376_c0"} : (index) -> memref<1xf32>
    %b_l377_c0 = "aie.buffer"(%t_c0) {sym_name = "l377_c0"} : (index) -> memref<1xf32>
    %b_l378_c0 = "aie.buffer"(%t_c0) {sym_name = "l378_c0"} : (index) -> memref<1xf32>
    %b_l379_c0 = "aie.buffer"(%t_c0) {sym_name = "l379_c0"} : (index) -> memref<1xf32>
    %b_l380_c0 = "aie.buffer"(%t_c0) {sym_name = "l380_c0"} : (index) -> memref<1xi32>
    %b_l381_c0 = "aie.buffer"(%t_c0) {sym_name = "l381_c0"} : (index) -> memref<1xi32>
    %b_l382_c0 = "aie.buffer"(%t_c0) {sym_name = "l382_c0"} : (index) -> memref<1xf32>
    %b_l383_c0 = "aie.buffer"(%t_c0) {sym_name = "l383_c0"} : (index) -> memref<1xf32>
    %b_l384_c0 = "aie.buffer"(%t_c0) {sym_name = "l384_c0"} : (index) -> memref<1xf32>
    %b_l385_c0 = "aie.buffer"(%t_c0) {sym_name = "l385_c0"} : (index) -> memref<1xf32>
    %b_l386_c0 = "aie.buffer"(%t_c0) {sym_name = "l386_c0"} : (index) -> memref<1xi32>
    %b_l387_c0 = "aie.buffer"(%t_c0) {sym_name = "l387_c0"} : (index) -> memref<1xi32>
    %b_l388_c0 = "aie.buffer"(%t_c0) {sym_name = "l388_c0"} : (index) -> memref<1xi32>
    %b_l389_c0 = "aie.buffer"(%t_c0) {sym_name = "l389_c0"} : (index) -> memref<1xi32>
    %b_l390_c0 = "aie.buffer"(%t_c0) {sym_name = "l390_c0"} : (index) -> memref<1xf32>
    %b_l391_c0 = "aie.buffer"(%t_c0) {sym_name = "l391_c0"} : (index) -> memref<1xf32>
    %b_l392_c0 = "aie.buffer"(%t_c0) {sym_name = "l392_c0"} : (index) -> memref<1xf32>
    %b_l393_c0 = "aie.buffer"(%t_c0) {sym_name = "l393_c0"} : (index) -> memref<1xf32>
    %b_l394_c0 = "aie.buffer"(%t_c0) {sym_name = "l394_c0"} : (index) -> memref<1xi32>
    %b_l395_c0 = "aie.buffer"(%t_c0) {sym_name = "l395_c0"} : (index) -> memref<1xi32>
    %b_l396_c0 = "aie.buffer"(%t_c0) {sym_name = "l396_c0"} : (index) -> memref<1xi32>
    %b_l397_c0 = "aie.buffer"(%t_c0) {sym_name = "l397_c0"} : (index) -> memref<1xi32>
    %b_l398_c0 = "aie.buffer"(%t_c0) {sym_name = "l398_c0"} : (index) -> memref<1xf32>
    %b_l399_c0 = "aie.buffer"(%t_c0) {sym_name = "l399_c0"} : (index) -> memref<1xf32>
    %b_l400_c0 = "aie.buffer"(%t_c0) {sym_name = "l400_c0"} : (index) -> memref<1xf32>
    %b_l401_c0 = "aie.buffer"(%t_c0) {sym_name = "l401_c0"} : (index) -> memref<1xf32>
    %b_l402_c0 = "aie.buffer"(%t_c0) {sym_name = "l402_c0"} : (index) -> memref<1xi32>
    %b_l403_c0 = "aie.buffer"(%t_c0) {sym_name = "l403_c0"} : (index) -> memref<1xi32>
    %b_l404_c0 = "aie.buffer"(%t_c0) {sym_name = "l404_c0"} : (index) -> memref<1xf32>
    %b_l405_c0 = "aie.buffer"(%t_c0) {sym_name = "l405_c0"} : (index) -> memref<1xf32>
    %b_l406_c0 = "aie.buffer"(%t_c0) {sym_name = "l406_c0"} : (index) -> memref<1xf32>
    %b_l407_c0 = "aie.buffer"(%t_c0) {sym_name = "l407_c0"} : (index) -> memref<1xf32>
    %b_l408_c0 = "aie.buffer"(%t_c0) {sym_name = "l408_c0"} : (index) -> memref<1xi32>
    %b_l409_c0 = "aie.buffer"(%t_c0) {sym_name = "l409_c0"} : (index) -> memref<1xi32>
    %b_l410_c0 = "aie.buffer"(%t_c0) {sym_name = "l410_c0"} : (index) -> memref<1xf32>
    %b_l411_c0 = "aie.buffer"(%t_c0) {sym_name = "l411_c0"} : (index) -> memref<1xf32>
    %b_l412_c0 = "aie.buffer"(%t_c0) {sym_name = "l412_c0"} : (index) -> memref<1xf32>
    %b_l413_c0 = "aie.buffer"(%t_c0) {sym_name = "l413_c0"} : (index) -> memref<1xf32>
    %b_l414_c0 = "aie.buffer"(%t_c0) {sym_name = "l414_c0"} : (index) -> memref<1xi32>
    %b_l415_c0 = "aie.buffer"(%t_c0) {sym_name = "l415_c0"} : (index) -> memref<1xi32>
    %b_l416_c0 = "aie.buffer"(%t_c0) {sym_name = "l416_c0"} : (index) -> memref<1xi32>
    %b_l417_c0 = "aie.buffer"(%t_c0) {sym_name = "l417_c0"} : (index) -> memref<1xi32>
    %b_l418_c0 = "aie.buffer"(%t_c0) {sym_name = "l418_c0"} : (index) -> memref<1xf32>
    %b_l419_c0 = "aie.buffer"(%t_c0) {sym_name = "l419_c0"} : (index) -> memref<1xf32>
    %b_l420_c0 = "aie.buffer"(%t_c0) {sym_name = "l420_c0"} : (index) -> memref<1xf32>
    %b_l421_c0 = "aie.buffer"(%t_c0) {sym_name = "l421_c0"} : (index) -> memref<1xf32>
    %b_l422_c0 = "aie.buffer"(%t_c0) {sym_name = "l422_c0"} : (index) -> memref<1xi32>
    %b_l423_c0 = "aie.buffer"(%t_c0) {sym_name = "l423_c0"} : (index) -> memref<1xi32>
    %b_l424_c0 = "aie.buffer"(%t_c0) {sym_name = "l424_c0"} : (index) -> memref<1xi32>
    %b_l425_c0 = "aie.buffer"(%t_c0) {sym_name = "l425_c0"} : (index) -> memref<1xi32>
    %b_l426_c0 = "aie.buffer"(%t_c0) {sym_name = "l426_c0"} : (index) -> memref<1xf32>
    %b_l427_c0 = "aie.buffer"(%t_c0) {sym_name = "l427_c0"} : (index) -> memref<1xf32>
    %b_l428_c0 = "aie.buffer"(%t_c0) {sym_name = "l428_c0"} : (index) -> memref<1xf32>
    %b_l429_c0 = "aie.buffer"(%t_c0) {sym_name = "l429_c0"} : (index) -> memref<1xf32>
    %b_l430_c0 = "aie.buffer"(%t_c0) {sym_name = "l430_c0"} : (index) -> memref<1xi64>
    %b_l431_c0 = "aie.buffer"(%t_c0) {sym_name = "l431_c0"} : (index) -> memref<1xi64>
    %b_l432_c0 = "aie.buffer"(%t_c0) {sym_name = "l432_c0"} : (index) -> memref<1xi32>
    %b_l433_c0 = "aie.buffer"(%t_c0) {sym_name = "l433_c0"} : (index) -> memref<1xi32>
    %b_l434_c0 = "aie.buffer"(%t_c0) {sym_name = "l434_c0"} : (index) -> memref<1xi32>
    %b_l435_c0 = "aie.buffer"(%t_c0) {sym_name = "l435_c0"} : (index) -> memref<1xi32>
    %b_l436_c0 = "aie.buffer"(%t_c0) {sym_name = "l436_c0"} : (index) -> memref<1xi32>
    %b_l437_c0 = "aie.buffer"(%t_c0) {sym_name = "l437_c0"} : (index) -> memref<1xi32>
    %b_l438_c0 = "aie.buffer"(%t_c0) {sym_name = "l438_c0"} : (index) -> memref<1xi32>
    %b_l439_c0 = "aie.buffer"(%t_c0) {sym_name = "l439_c0"} : (index) -> memref<1xf32>
    %b_l440_c0 = "aie.buffer"(%t_c0) {sym_name = "l440_c0"} : (index) -> memref<1xi1>
    %b_l441_c0 = "aie.buffer"(%t_c0) {sym_name = "l441_c0"} : (index) -> memref<1xi32>
    %b_l442_c0 = "aie.buffer"(%t_c0) {sym_name = "l442_c0"} : (index) -> memref<1xi32>
    %b_l443_c0 = "aie.buffer"(%t_c0) {sym_name = "l443_c0"} : (index) -> memref<1xi32>
    %b_l444_c0 = "aie.buffer"(%t_c0) {sym_name = "l444_c0"} : (index) -> memref<1xf32>
    %b_l445_c0 = "aie.buffer"(%t_c0) {sym_name = "l445_c0"} : (index) -> memref<1xi1>
    %b_l446_c0 = "aie.buffer"(%t_c0) {sym_name = "l446_c0"} : (index) -> memref<1xi32>
    %b_l447_c0 = "aie.buffer"(%t_c0) {sym_name = "l447_c0"} : (index) -> memref<1xi32>
    %b_l448_c0 = "aie.buffer"(%t_c0) {sym_name = "l448_c0"} : (index) -> memref<1xi32>
    %b_l449_c0 = "aie.buffer"(%t_c0) {sym_name = "l449_c0"} : (index) -> memref<1xf32>
    %b_l450_c0 = "aie.buffer"(%t_c0) {sym_name = "l450_c0"} : (index) -> memref<1xi1>
    %b_l451_c0 = "aie.buffer"(%t_c0) {sym_name = "l451_c0"} : (index) -> memref<1xf32>
    %b_l452_c0 = "aie.buffer"(%t_c0) {sym_name = "l452_c0"} : (index) -> memref<1xf32>
    %b_l453_c0 = "aie.buffer"(%t_c0) {sym_name = "l453_c0"} : (index) -> memref<1xf32>
    %b_l454_c0 = "aie.buffer"(%t_c0) {sym_name = "l454_c0"} : (index) -> memref<1xf32>
    %b_l455_c0 = "aie.buffer"(%t_c0) {sym_name = "l455_c0"} : (index) -> memref<1xf32>
    %b_l456_c0 = "aie.buffer"(%t_c0) {sym_name = "l456_c0"} : (index) -> memref<1xi64>
    %b_l457_c0 = "aie.buffer"(%t_c0) {sym_name = "l457_c0"} : (index) -> memref<1xi64>
    %b_l458_c0 = "aie.buffer"(%t_c0) {sym_name = "l458_c0"} : (index) -> memref<1xi64>
    %b_l459_c0 = "aie.buffer"(%t_c0) {sym_name = "l459_c0"} : (index) -> memref<1xi64>
    %b_l460_c0 = "aie.buffer"(%t_c0) {sym_name = "l460_c0"} : (index) -> memref<1xi64>
    %b_l461_c0 = "aie.buffer"(%t_c0) {sym_name = "l461_c0"} : (index) -> memref<1xi64>
    %b_l462_c0 = "aie.buffer"(%t_c0) {sym_name = "l462_c0"} : (index) -> memref<1xi64>
    %b_l463_c0 = "aie.buffer"(%t_c0) {sym_name = "l463_c0"} : (index) -> memref<1xi32>
    %b_l464_c0 = "aie.buffer"(%t_c0) {sym_name = "l464_c0"} : (index) -> memref<1xi64>
    %b_l465_c0 = "aie.buffer"(%t_c0) {sym_name = "l465_c0"} : (index) -> memref<1xi64>
    %b_l466_c0 = "aie.buffer"(%t_c0) {sym_name = "l466_c0"} : (index) -> memref<1xi64>
    %b_l467_c0 = "aie.buffer"(%t_c0) {sym_name = "l467_c0"} : (index) -> memref<1xi64>
    %b_l468_c0 = "aie.buffer"(%t_c0) {sym_name = "l468_c0"} : (index) -> memref<1xi64>
    %b_l469_c0 = "aie.buffer"(%t_c0) {sym_name = "l469_c0"} : (index) -> memref<1xi64>
    %b_l470_c0 = "aie.buffer"(%t_c0) {sym_name = "l470_c0"} : (index) -> memref<1xi64>
    %b_l471_c0 = "aie.buffer"(%t_c0) {sym_name = "l471_c0"} : (index) -> memref<1xi32>
    %b_l472_c0 = "aie.buffer"(%t_c0) {sym_name = "l472_c0"} : (index) -> memref<1xi32>
    %b_l473_c0 = "aie.buffer"(%t_c0) {sym_name = "l473_c0"} : (index) -> memref<1xi32>
    %b_l474_c0 = "aie.buffer"(%t_c0) {sym_name = "l474_c0"} : (index) -> memref<1xf32>
    %b_l475_c0 = "aie.buffer"(%t_c0) {sym_name = "l475_c0"} : (index) -> memref<1xf32>
    %b_l476_c0 = "aie.buffer"(%t_c0) {sym_name = "l476_c0"} : (index) -> memref<1xf32>
    %b_l477_c0 = "aie.buffer"(%t_c0) {sym_name = "l477_c0"} : (index) -> memref<1xf32>
    %b_l478_c0 = "aie.buffer"(%t_c0) {sym_name = "l478_c0"} : (index) -> memref<1xi32>
    %b_l479_c0 = "aie.buffer"(%t_c0) {sym_name = "l479_c0"} : (index) -> memref<1xi32>
    %b_l480_c0 = "aie.buffer"(%t_c0) {sym_name = "l480_c0"} : (index) -> memref<1xf32>
    %b_l481_c0 = "aie.buffer"(%t_c0) {sym_name = "l481_c0"} : (index) -> memref<1xf32>
    %b_l482_c0 = "aie.buffer"(%t_c0) {sym_name = "l482_c0"} : (index) -> memref<1xf32>
    %b_l483_c0 = "aie.buffer"(%t_c0) {sym_name = "l483_c0"} : (index) -> memref<1xf32>
    %b_l484_c0 = "aie.buffer"(%t_c0) {sym_name = "l484_c0"} : (index) -> memref<1xi32>
    %b_l485_c0 = "aie.buffer"(%t_c0) {sym_name = "l485_c0"} : (index) -> memref<1xi32>
    %b_l486_c0 = "aie.buffer"(%t_c0) {sym_name = "l486_c0"} : (index) -> memref<1xi32>
    %b_l487_c0 = "aie.buffer"(%t_c0) {sym_name = "l487_c0"} : (index) -> memref<1xi32>
    %b_l488_c0 = "aie.buffer"(%t_c0) {sym_name = "l488_c0"} : (index) -> memref<1xf32>
    %b_l489_c0 = "aie.buffer"(%t_c0) {sym_name = "l489_c0"} : (index) -> memref<1xf32>
    %b_l490_c0 = "aie.buffer"(%t_c0) {sym_name = "l490_c0"} : (index) -> memref<1xf32>
    %b_l491_c0 = "aie.buffer"(%t_c0) {sym_name = "l491_c0"} : (index) -> memref<1xf32>
    %b_l492_c0 = "aie.buffer"(%t_c0) {sym_name = "l492_c0"} : (index) -> memref<1xi32>
    %b_l493_c0 = "aie.buffer"(%t_c0) {sym_name = "l493_c0"} : (index) -> memref<1xi32>
    %b_l494_c0 = "aie.buffer"(%t_c0) {sym_name = "l494_c0"} : (index) -> memref<1xi32>
    %b_l495_c0 = "aie.buffer"(%t_c0) {sym_name = "l495_c0"} : (index) -> memref<1xi32>
    %b_l496_c0 = "aie.buffer"(%t_c0) {sym_name = "l496_c0"} : (index) -> memref<1xf32>
    %b_l497_c0 = "aie.buffer"(%t_c0) {sym_name = "l497_c0"} : (index) -> memref<1xf32>
    %b_l498_c0 = "aie.buffer"(%t_c0) {sym_name = "l498_c0"} : (index) -> memref<1xf32>
    %b_l499_c0 = "aie.buffer"(%t_c0) {sym_name = "l499_c0"} : (index) -> memref<1xf32>
    %b_l500_c0 = "aie.buffer"(%t_c0) {sym_name = "l500_c0"} : (index) -> memref<1xi32>
    %b_l501_c0 = "aie.buffer"(%t_c0) {sym_name = "l501_c0"} : (index) -> memref<1xi32>
    %b_l502_c0 = "aie.buffer"(%t_c0) {sym_name = "l502_c0"} : (index) -> memref<1xf32>
    %b_l503_c0 = "aie.buffer"(%t_c0) {sym_name = "l503_c0"} : (index) -> memref<1xf32>
    %b_l504_c0 = "aie.buffer"(%t_c0) {sym_name = "l504_c0"} : (index) -> memref<1xf32>
    %b_l505_c0 = "aie.buffer"(%t_c0) {sym_name = "l505_c0"} : (index) -> memref<1xf32>
    %b_l506_c0 = "aie.buffer"(%t_c0) {sym_name = "l506_c0"} : (index) -> memref<1xi32>
    %b_l507_c0 = "aie.buffer"(%t_c0) {sym_name = "l507_c0"} : (index) -> memref<1xi32>
    %b_l508_c0 = "aie.buffer"(%t_c0) {sym_name = "l508_c0"} : (index) -> memref<1xf32>
    %b_l509_c0 = "aie.buffer"(%t_c0) {sym_name = "l509_c0"} : (index) -> memref<1xf32>
    %b_l510_c0 = "aie.buffer"(%t_c0) {sym_name = "l510_c0"} : (index) -> memref<1xf32>
    %b_l511_c0 = "aie.buffer"(%t_c0) {sym_name = "l511_c0"} : (index) -> memref<1xf32>
    %b_l512_c0 = "aie.buffer"(%t_c0) {sym_name = "l512_c0"} : (index) -> memref<1xi32>
    %b_l513_c0 = "aie.buffer"(%t_c0) {sym_name = "l513_c0"} : (index) -> memref<1xi32>
    %b_l514_c0 = "aie.buffer"(%t_c0) {sym_name = "l514_c0"} : (index) -> memref<1xi32>
    %b_l515_c0 = "aie.buffer"(%t_c0) {sym_name = "l515_c0"} : (index) -> memref<1xi32>
    %b_l516_c0 = "aie.buffer"(%t_c0) {sym_name = "l516_c0"} : (index) -> memref<1xf32>
    %b_l517_c0 = "aie.buffer"(%t_c0) {sym_name = "l517_c0"} : (index) -> memref<1xf32>
    %b_l518_c0 = "aie.buffer"(%t_c0) {sym_name = "l518_c0"} : (index) -> memref<1xf32>
    %b_l519_c0 = "aie.buffer"(%t_c0) {sym_name = "l519_c0"} : (index) -> memref<1xf32>
    %b_l520_c0 = "aie.buffer"(%t_c0) {sym_name = "l520_c0"} : (index) -> memref<1xi32>
    %b_l521_c0 = "aie.buffer"(%t_c0) {sym_name = "l521_c0"} : (index) -> memref<1xi32>
    %b_l522_c0 = "aie.buffer"(%t_c0) {sym_name = "l522_c0"} : (index) -> memref<1xi32>
    %b_l523_c0 = "aie.buffer"(%t_c0) {sym_name = "l523_c0"} : (index) -> memref<1xi32>
    %b_l524_c0 = "aie.buffer"(%t_c0) {sym_name = "l524_c0"} : (index) -> memref<1xf32>
    %b_l525_c0 = "aie.buffer"(%t_c0) {sym_name = "l525_c0"} : (index) -> memref<1xf32>
    %b_l526_c0 = "aie.buffer"(%t_c0) {sym_name = "l526_c0"} : (index) -> memref<1xf32>
    %b_l527_c0 = "aie.buffer"(%t_c0) {sym_name = "l527_c0"} : (index) -> memref<1xf32>
    %b_l528_c0 = "aie.buffer"(%t_c0) {sym_name = "l528_c0"} : (index) -> memref<1xi64>
    %b_l529_c0 = "aie.buffer"(%t_c0) {sym_name = "l529_c0"} : (index) -> memref<1xi64>
    %b_l530_c0 = "aie.buffer"(%t_c0) {sym_name = "l530_c0"} : (index) -> memref<1xi32>
    %b_l531_c0 = "aie.buffer"(%t_c0) {sym_name = "l531_c0"} : (index) -> memref<1xi32>
    %b_l532_c0 = "aie.buffer"(%t_c0) {sym_name = "l532_c0"} : (index) -> memref<1xi32>
    %b_l533_c0 = "aie.buffer"(%t_c0) {sym_name = "l533_c0"} : (index) -> memref<1xi32>
    %b_l534_c0 = "aie.buffer"(%t_c0) {sym_name = "l534_c0"} : (index) -> memref<1xi32>
    %b_l535_c0 = "aie.buffer"(%t_c0) {sym_name = "l535_c0"} : (index) -> memref<1xi32>
    %b_l536_c0 = "aie.buffer"(%t_c0) {sym_name = "l536_c0"} : (index) -> memref<1xi32>
    %b_l537_c0 = "aie.buffer"(%t_c0) {sym_name = "l537_c0"} : (index) -> memref<1xf32>
    %b_l538_c0 = "aie.buffer"(%t_c0) {sym_name = "l538_c0"} : (index) -> memref<1xi1>
    %b_l539_c0 = "aie.buffer"(%t_c0) {sym_name = "l539_c0"} : (index) -> memref<1xi32>
    %b_l540_c0 = "aie.buffer"(%t_c0) {sym_name = "l540_c0"} : (index) -> memref<1xi32>
    %b_l541_c0 = "aie.buffer"(%t_c0) {sym_name = "l541_c0"} : (index) -> memref<1xi32>
    %b_l542_c0 = "aie.buffer"(%t_c0) {sym_name = "l542_c0"} : (index) -> memref<1xf32>
    %b_l543_c0 = "aie.buffer"(%t_c0) {sym_name = "l543_c0"} : (index) -> memref<1xi1>
    %b_l544_c0 = "aie.buffer"(%t_c0) {sym_name = "l544_c0"} : (index) -> memref<1xi32>
    %b_l545_c0 = "aie.buffer"(%t_c0) {sym_name = "l545_c0"} : (index) -> memref<1xi32>
    %b_l546_c0 = "aie.buffer"(%t_c0) {sym_name = "l546_c0"} : (index) -> memref<1xi32>
    %b_l547_c0 = "aie.buffer"(%t_c0) {sym_name = "l547_c0"} : (index) -> memref<1xf32>
    %b_l548_c0 = "aie.buffer"(%t_c0) {sym_name = "l548_c0"} : (index) -> memref<1xi1>
    %b_l549_c0 = "aie.buffer"(%t_c0) {sym_name = "l549_c0"} : (index) -> memref<1xf32>
    %b_l550_c0 = "aie.buffer"(%t_c0) {sym_name = "l550_c0"} : (index) -> memref<1xf32>
    %b_l551_c0 = "aie.buffer"(%t_c0) {sym_name = "l551_c0"} : (index) -> memref<1xf32>
    %b_l552_c0 = "aie.buffer"(%t_c0) {sym_name = "l552_c0"} : (index) -> memref<1xf32>
    %b_l553_c0 = "aie.buffer"(%t_c0) {sym_name = "l553_c0"} : (index) -> memref<1xf32>
    %b_l554_c0 = "aie.buffer"(%t_c0) {sym_name = "l554_c0"} : (index) -> memref<1xi64>
    %b_l555_c0 = "aie.buffer"(%t_c0) {sym_name = "l555_c0"} : (index) -> memref<1xi32>
    %b_l556_c0 = "aie.buffer"(%t_c0) {sym_name = "l556_c0"} : (index) -> memref<1xi32>
    %b_l557_c0 = "aie.buffer"(%t_c0) {sym_name = "l557_c0"} : (index) -> memref<1xi32>
    %b_l558_c0 = "aie.buffer"(%t_c0) {sym_name = "l558_c0"} : (index) -> memref<1xi1>
    %b_l559_c0 = "aie.buffer"(%t_c0) {sym_name = "l559_c0"} : (index) -> memref<1xi32>
    %b_l560_c0 = "aie.buffer"(%t_c0) {sym_name = "l560_c0"} : (index) -> memref<1xi1>
    %b_l561_c0 = "aie.buffer"(%t_c0) {sym_name = "l561_c0"} : (index) -> memref<1xi64>
    %b_l562_c0 = "aie.buffer"(%t_c0) {sym_name = "l562_c0"} : (index) -> memref<1xi64>
    %b_l563_c0 = "aie.buffer"(%t_c0) {sym_name = "l563_c0"} : (index) -> memref<1xi1>
    %b_l564_c0 = "aie.buffer"(%t_c0) {sym_name = "l564_c0"} : (index) -> memref<1xi64>
    %b_l565_c0 = "aie.buffer"(%t_c0) {sym_name = "l565_c0"} : (index) -> memref<1xi64>
    %b_l566_c0 = "aie.buffer"(%t_c0) {sym_name = "l566_c0"} : (index) -> memref<1xi1>
    %b_l567_c0 = "aie.buffer"(%t_c0) {sym_name = "l567_c0"} : (index) -> memref<1xi64>
    %b_l568_c0 = "aie.buffer"(%t_c0) {sym_name = "l568_c0"} : (index) -> memref<1xi64>
    %b_l569_c0 = "aie.buffer"(%t_c0) {sym_name = "l569_c0"} : (index) -> memref<1xi1>
    %b_l570_c0 = "aie.buffer"(%t_c0) {sym_name = "l570_c0"} : (index) -> memref<1xi64>
    %b_l571_c0 = "aie.buffer"(%t_c0) {sym_name = "l571_c0"} : (index) -> memref<1xi64>
    %b_l572_c0 = "aie.buffer"(%t_c0) {sym_name = "l572_c0"} : (index) -> memref<1xi64>
    %b_l573_c0 = "aie.buffer"(%t_c0) {sym_name = "l573_c0"} : (index) -> memref<1xi64>
    %b_l574_c0 = "aie.buffer"(%t_c0) {sym_name = "l574_c0"} : (index) -> memref<1xi1>
    %b_l575_c0 = "aie.buffer"(%t_c0) {sym_name = "l575_c0"} : (index) -> memref<1xi64>
    %b_l576_c0 = "aie.buffer"(%t_c0) {sym_name = "l576_c0"} : (index) -> memref<1xi64>
    %b_l577_c0 = "aie.buffer"(%t_c0) {sym_name = "l577_c0"} : (index) -> memref<1xi64>
    %b_l578_c0 = "aie.buffer"(%t_c0) {sym_name = "l578_c0"} : (index) -> memref<1xi64>
    %b_l579_c0 = "aie.buffer"(%t_c0) {sym_name = "l579_c0"} : (index) -> memref<1xi64>
    %b_l580_c0 = "aie.buffer"(%t_c0) {sym_name = "l580_c0"} : (index) -> memref<1xi64>
    %b_l581_c0 = "aie.buffer"(%t_c0) {sym_name = "l581_c0"} : (index) -> memref<1xi64>
    %b_l582_c0 = "aie.buffer"(%t_c0) {sym_name = "l582_c0"} : (index) -> memref<1xi64>
    %b_l583_c0 = "aie.buffer"(%t_c0) {sym_name = "l583_c0"} : (index) -> memref<1xi64>
    %b_l584_c0 = "aie.buffer"(%t_c0) {sym_name = "l584_c0"} : (index) -> memref<1xi1>
    %b_l585_c0 = "aie.buffer"(%t_c0) {sym_name = "l585_c0"} : (index) -> memref<1xi1>
    %b_l586_c0 = "aie.buffer"(%t_c0) {sym_name = "l586_c0"} : (index) -> memref<1xi1>
    %b_l587_c0 = "aie.buffer"(%t_c0) {sym_name = "l587_c0"} : (index) -> memref<1xi1>
    %b_l588_c0 = "aie.buffer"(%t_c0) {sym_name = "l588_c0"} : (index) -> memref<1xi1>
    %b_l589_c0 = "aie.buffer"(%t_c0) {sym_name = "l589_c0"} : (index) -> memref<1xi1>
    %b_l590_c0 = "aie.buffer"(%t_c0) {sym_name = "l590_c0"} : (index) -> memref<1xi1>
    %b_l591_c0 = "aie.buffer"(%t_c0) {sym_name = "l591_c0"} : (index) -> memref<1xi1>
    %b_l592_c0 = "aie.buffer"(%t_c0) {sym_name = "l592_c0"} : (index) -> memref<1xf32>
    %b_l593_c0 = "aie.buffer"(%t_c0) {sym_name = "l593_c0"} : (index) -> memref<1xf32>
    %b_l594_c0 = "aie.buffer"(%t_c0) {sym_name = "l594_c0"} : (index) -> memref<1xf32>
    %b_l595_c0 = "aie.buffer"(%t_c0) {sym_name = "l595_c0"} : (index) -> memref<1xf32>
    %b_l596_c0 = "aie.buffer"(%t_c0) {sym_name = "l596_c0"} : (index) -> memref<1xf32>
    %b_l597_c0 = "aie.buffer"(%t_c0) {sym_name = "l597_c0"} : (index) -> memref<1xf32>
    %b_l598_c0 = "aie.buffer"(%t_c0) {sym_name = "l598_c0"} : (index) -> memref<1xf32>
    %b_l599_c0 = "aie.buffer"(%t_c0) {sym_name = "l599_c0"} : (index) -> memref<1xf32>
    %b_l600_c0 = "aie.buffer"(%t_c0) {sym_name = "l600_c0"} : (index) -> memref<1xi64>
    %b_l601_c0 = "aie.buffer"(%t_c0) {sym_name = "l601_c0"} : (index) -> memref<1xi64>
    %b_l602_c0 = "aie.buffer"(%t_c0) {sym_name = "l602_c0"} : (index) -> memref<1xi64>
    %b_l603_c0 = "aie.buffer"(%t_c0) {sym_name = "l603_c0"} : (index) -> memref<1xi64>
    %b_l604_c0 = "aie.buffer"(%t_c0) {sym_name = "l604_c0"} : (index) -> memref<1xi64>
    %b_l605_c0 = "aie.buffer"(%t_c0) {sym_name = "l605_c0"} : (index) -> memref<1xi64>
    %b_l606_c0 = "aie.buffer"(%t_c0) {sym_name = "l606_c0"} : (index) -> memref<1xi1>
    %b_l607_c0 = "aie.buffer"(%t_c0) {sym_name = "l607_c0"} : (index) -> memref<1xi1>
    %b_l608_c0 = "aie.buffer"(%t_c0) {sym_name = "l608_c0"} : (index) -> memref<1xi1>
    %b_l609_c0 = "aie.buffer"(%t_c0) {sym_name = "l609_c0"} : (index) -> memref<1xi1>
    %b_l610_c0 = "aie.buffer"(%t_c0) {sym_name = "l610_c0"} : (index) -> memref<1xi32>
    %b_l611_c0 = "aie.buffer"(%t_c0) {sym_name = "l611_c0"} : (index) -> memref<1xi32>
    %b_l612_c0 = "aie.buffer"(%t_c0) {sym_name = "l612_c0"} : (index) -> memref<1xi32>
    %b_l613_c0 = "aie.buffer"(%t_c0) {sym_name = "l613_c0"} : (index) -> memref<1xi32>
    %b_l614_c0 = "aie.buffer"(%t_c0) {sym_name = "l614_c0"} : (index) -> memref<1xf32>
    %b_l615_c0 = "aie.buffer"(%t_c0) {sym_name = "l615_c0"} : (index) -> memref<1xi1>
    %b_l616_c0 = "aie.buffer"(%t_c0) {sym_name = "l616_c0"} : (index) -> memref<1xf32>
    %b_l617_c0 = "aie.buffer"(%t_c0) {sym_name = "l617_c0"} : (index) -> memref<1xi1>
    %b_l618_c0 = "aie.buffer"(%t_c0) {sym_name = "l618_c0"} : (index) -> memref<1xf32>
    %b_l619_c0 = "aie.buffer"(%t_c0) {sym_name = "l619_c0"} : (index) -> memref<1xi1>
    %b_l620_c0 = "aie.buffer"(%t_c0) {sym_name = "l620_c0"} : (index) -> memref<1xf32>
    %b_l621_c0 = "aie.buffer"(%t_c0) {sym_name = "l621_c0"} : (index) -> memref<1xi64>
    %b_l622_c0 = "aie.buffer"(%t_c0) {sym_name = "l622_c0"} : (index) -> memref<1xi64>
    %b_l623_c0 = "aie.buffer"(%t_c0) {sym_name = "l623_c0"} : (index) -> memref<1xi64>
    %b_l624_c0 = "aie.buffer"(%t_c0) {sym_name = "l624_c0"} : (index) -> memref<1xi64>
    %b_l625_c0 = "aie.buffer"(%t_c0) {sym_name = "l625_c0"} : (index) -> memref<1xi64>
    %b_l626_c0 = "aie.buffer"(%t_c0) {sym_name = "l626_c0"} : (index) -> memref<1xi64>
    %b_l627_c0 = "aie.buffer"(%t_c0) {sym_name = "l627_c0"} : (index) -> memref<1xi64>
    %b_l628_c0 = "aie.buffer"(%t_c0) {sym_name = "l628_c0"} : (index) -> memref<1xi32>
    %b_l629_c0 = "aie.buffer"(%t_c0) {sym_name = "l629_c0"} : (index) -> memref<1xi64>
    %b_l630_c0 = "aie.buffer"(%t_c0) {sym_name = "l630_c0"} : (index) -> memref<1xi64>
    %b_l631_c0 = "aie.buffer"(%t_c0) {sym_name = "l631_c0"} : (index) -> memref<1xi64>
    %b_l632_c0 = "aie.buffer"(%t_c0) {sym_name = "l632_c0"} : (index) -> memref<1xi64>
    %b_l633_c0 = "aie.buffer"(%t_c0) {sym_name = "l633_c0"} : (index) -> memref<1xi64>
    %b_l634_c0 = "aie.buffer"(%t_c0) {sym_name = "l634_c0"} : (index) -> memref<1xi64>
    %b_l635_c0 = "aie.buffer"(%t_c0) {sym_name = "l635_c0"} : (index) -> memref<1xi64>
    %b_l636_c0 = "aie.buffer"(%t_c0) {sym_name = "l636_c0"} : (index) -> memref<1xi32>
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
    %b_l651_c0 = "aie.buffer"(%t_c0) {sym_name = "l651_c0"} : (index) -> memref<1xi32>
    %b_l652_c0 = "aie.buffer"(%t_c0) {sym_name = "l652_c0"} : (index) -> memref<1xi32>
    %b_l653_c0 = "aie.buffer"(%t_c0) {sym_name = "l653_c0"} : (index) -> memref<1xf32>
    %b_l654_c0 = "aie.buffer"(%t_c0) {sym_name = "l654_c0"} : (index) -> memref<1xf32>
    %b_l655_c0 = "aie.buffer"(%t_c0) {sym_name = "l655_c0"} : (index) -> memref<1xf32>
    %b_l656_c0 = "aie.buffer"(%t_c0) {sym_name = "l656_c0"} : (index) -> memref<1xf32>
    %b_l657_c0 = "aie.buffer"(%t_c0) {sym_name = "l657_c0"} : (index) -> memref<1xi32>
    %b_l658_c0 = "aie.buffer"(%t_c0) {sym_name = "l658_c0"} : (index) -> memref<1xi32>
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
    %b_l679_c0 = "aie.buffer"(%t_c0) {sym_name = "l679_c0"} : (index) -> memref<1xi32>
    %b_l680_c0 = "aie.buffer"(%t_c0) {sym_name = "l680_c0"} : (index) -> memref<1xi32>
    %b_l681_c0 = "aie.buffer"(%t_c0) {sym_name = "l681_c0"} : (index) -> memref<1xf32>
    %b_l682_c0 = "aie.buffer"(%t_c0) {sym_name = "l682_c0"} : (index) -> memref<1xf32>
    %b_l683_c0 = "aie.buffer"(%t_c0) {sym_name = "l683_c0"} : (index) -> memref<1xf32>
    %b_l684_c0 = "aie.buffer"(%t_c0) {sym_name = "l684_c0"} : (index) -> memref<1xf32>
    %b_l685_c0 = "aie.buffer"(%t_c0) {sym_name = "l685_c0"} : (index) -> memref<1xi32>
    %b_l686_c0 = "aie.buffer"(%t_c0) {sym_name = "l686_c0"} : (index) -> memref<1xi32>
    %b_l687_c0 = "aie.buffer"(%t_c0) {sym_name = "l687_c0"} : (index) -> memref<1xi32>
    %b_l688_c0 = "aie.buffer"(%t_c0) {sym_name = "l688_c0"} : (index) -> memref<1xi32>
    %b_l689_c0 = "aie.buffer"(%t_c0) {sym_name = "l689_c0"} : (index) -> memref<1xf32>
    %b_l690_c0 = "aie.buffer"(%t_c0) {sym_name = "l690_c0"} : (index) -> memref<1xf32>
    %b_l691_c0 = "aie.buffer"(%t_c0) {sym_name = "l691_c0"} : (index) -> memref<1xf32>
    %b_l692_c0 = "aie.buffer"(%t_c0) {sym_name = "l692_c0"} : (index) -> memref<1xf32>
    %b_l693_c0 = "aie.buffer"(%t_c0) {sym_name = "l693_c0"} : (index) -> memref<1xi64>
    %b_l694_c0 = "aie.buffer"(%t_c0) {sym_name = "l694_c0"} : (index) -> memref<1xi64>
    %b_l695_c0 = "aie.buffer"(%t_c0) {sym_name = "l695_c0"} : (index) -> memref<1xi32>
    %b_l696_c0 = "aie.buffer"(%t_c0) {sym_name = "l696_c0"} : (index) -> memref<1xi32>
    %b_l697_c0 = "aie.buffer"(%t_c0) {sym_name = "l697_c0"} : (index) -> memref<1xi32>
    %b_l698_c0 = "aie.buffer"(%t_c0) {sym_name = "l698_c0"} : (index) -> memref<1xi32>
    %b_l699_c0 = "aie.buffer"(%t_c0) {sym_name = "l699_c0"} : (index) -> memref<1xi32>
    %b_l700_c0 = "aie.buffer"(%t_c0) {sym_name = "l700_c0"} : (index) -> memref<1xi32>
    %b_l701_c0 = "aie.buffer"(%t_c0) {sym_name = "l701_c0"} : (index) -> memref<1xi32>
    %b_l702_c0 = "aie.buffer"(%t_c0) {sym_name = "l702_c0"} : (index) -> memref<1xf32>
    %b_l703_c0 = "aie.buffer"(%t_c0) {sym_name = "l703_c0"} : (index) -> memref<1xi1>
    %b_l704_c0 = "aie.buffer"(%t_c0) {sym_name = "l704_c0"} : (index) -> memref<1xi32>
    %b_l705_c0 = "aie.buffer"(%t_c0) {sym_name = "l705_c0"} : (index) -> memref<1xi32>
    %b_l706_c0 = "aie.buffer"(%t_c0) {sym_name = "l706_c0"} : (index) -> memref<1xi32>
    %b_l707_c0 = "aie.buffer"(%t_c0) {sym_name = "l707_c0"} : (index) -> memref<1xf32>
    %b_l708_c0 = "aie.buffer"(%t_c0) {sym_name = "l708_c0"} : (index) -> memref<1xi1>
    %b_l709_c0 = "aie.buffer"(%t_c0) {sym_name = "l709_c0"} : (index) -> memref<1xi32>
    %b_l710_c0 = "aie.buffer"(%t_c0) {sym_name = "l710_c0"} : (index) -> memref<1xi32>
    %b_l711_c0 = "aie.buffer"(%t_c0) {sym_name = "l711_c0"} : (index) -> memref<1xi32>
    %b_l712_c0 = "aie.buffer"(%t_c0) {sym_name = "l712_c0"} : (index) -> memref<1xf32>
    %b_l713_c0 = "aie.buffer"(%t_c0) {sym_name = "l713_c0"} : (index) -> memref<1xi1>
    %b_l714_c0 = "aie.buffer"(%t_c0) {sym_name = "l714_c0"} : (index) -> memref<1xf32>
    %b_l715_c0 = "aie.buffer"(%t_c0) {sym_name = "l715_c0"} : (index) -> memref<1xf32>
    %b_l716_c0 = "aie.buffer"(%t_c0) {sym_name = "l716_c0"} : (index) -> memref<1xf32>
    %b_l717_c0 = "aie.buffer"(%t_c0) {sym_name = "l717_c0"} : (index) -> memref<1xf32>
    %b_l718_c0 = "aie.buffer"(%t_c0) {sym_name = "l718_c0"} : (index) -> memref<1xf32>
    %b_l719_c0 = "aie.buffer"(%t_c0) {sym_name = "l719_c0"} : (index) -> memref<1xi1>
    %b_l720_c0 = "aie.buffer"(%t_c0) {sym_name = "l720_c0"} : (index) -> memref<1xf32>
    %b_l721_c0 = "aie.buffer"(%t_c0) {sym_name = "l721_c0"} : (index) -> memref<1xi1>
    %b_l722_c0 = "aie.buffer"(%t_c0) {sym_name = "l722_c0"} : (index) -> memref<1xf32>
    %b_l723_c0 = "aie.buffer"(%t_c0) {sym_name = "l723_c0"} : (index) -> memref<1xi1>
    %b_l724_c0 = "aie.buffer"(%t_c0) {sym_name = "l724_c0"} : (index) -> memref<1xf32>
    %b_l725_c0 = "aie.buffer"(%t_c0) {sym_name = "l725_c0"} : (index) -> memref<1xi1>
    %b_l726_c0 = "aie.buffer"(%t_c0) {sym_name = "l726_c0"} : (index) -> memref<1xf32>
    %b_l727_c0 = "aie.buffer"(%t_c0) {sym_name = "l727_c0"} : (index) -> memref<1xf32>
    %b_l728_c0 = "aie.buffer"(%t_c0) {sym_name = "l728_c0"} : (index) -> memref<1xf32>
    %b_l729_c0 = "aie.buffer"(%t_c0) {sym_name = "l729_c0"} : (index) -> memref<1xf32>
    %b_l730_c0 = "aie.buffer"(%t_c0) {sym_name = "l730_c0"} : (index) -> memref<1xf32>
    %b_l731_c0 = "aie.buffer"(%t_c0) {sym_name = "l731_c0"} : (index) -> memref<1xi64>
    %b_l732_c0 = "aie.buffer"(%t_c0) {sym_name = "l732_c0"} : (index) -> memref<1xi64>
    %b_l737_c0 = "aie.buffer"(%t_c0) {sym_name = "l737_c0"} : (index) -> memref<1xi1>
    %b_l738_c0 = "aie.buffer"(%t_c0) {sym_name = "l738_c0"} : (index) -> memref<1xi1>
    %b_l739_c0 = "aie.buffer"(%t_c0) {sym_name = "l739_c0"} : (index) -> memref<1xi1>
    %b_l740_c0 = "aie.buffer"(%t_c0) {sym_name = "l740_c0"} : (index) -> memref<1xi1>
    %b_l742_c0 = "aie.buffer"(%t_c0) {sym_name = "l742_c0"} : (index) -> memref<1xi64>
    %b_l743_c0 = "aie.buffer"(%t_c0) {sym_name = "l743_c0"} : (index) -> memref<1xi1>
    %b_l744_c0 = "aie.buffer"(%t_c0) {sym_name = "l744_c0"} : (index) -> memref<1xi64>
    %b_l745_c0 = "aie.buffer"(%t_c0) {sym_name = "l745_c0"} : (index) -> memref<1xi1>
    %b_l746_c0 = "aie.buffer"(%t_c0) {sym_name = "l746_c0"} : (index) -> memref<1xi64>
    %b_l747_c0 = "aie.buffer"(%t_c0) {sym_name = "l747_c0"} : (index) -> memref<1xi64>
    %b_l748_c0 = "aie.buffer"(%t_c0) {sym_name = "l748_c0"} : (index) -> memref<1xi64>
    %b_l749_c0 = "aie.buffer"(%t_c0) {sym_name = "l749_c0"} : (index) -> memref<1xi64>
    %b_l750_c0 = "aie.buffer"(%t_c0) {sym_name = "l750_c0"} : (index) -> memref<1xi64>
    %b_l751_c0 = "aie.buffer"(%t_c0) {sym_name = "l751_c0"} : (index) -> memref<1xi64>
    %b_l752_c0 = "aie.buffer"(%t_c0) {sym_name = "l752_c0"} : (index) -> memref<1xi64>
    %b_l753_c0 = "aie.buffer"(%t_c0) {sym_name = "l753_c0"} : (index) -> memref<1xi64>
    %b_l754_c0 = "aie.buffer"(%t_c0) {sym_name = "l754_c0"} : (index) -> memref<1xi1>
    %b_l755_c0 = "aie.buffer"(%t_c0) {sym_name = "l755_c0"} : (index) -> memref<1xi1>
    %b_l756_c0 = "aie.buffer"(%t_c0) {sym_name = "l756_c0"} : (index) -> memref<1xi1>
    %b_l757_c0 = "aie.buffer"(%t_c0) {sym_name = "l757_c0"} : (index) -> memref<1xi1>
    %b_l758_c0 = "aie.buffer"(%t_c0) {sym_name = "l758_c0"} : (index) -> memref<1xi1>
    %b_l759_c0 = "aie.buffer"(%t_c0) {sym_name = "l759_c0"} : (index) -> memref<1xi1>
    %b_l760_c0 = "aie.buffer"(%t_c0) {sym_name = "l760_c0"} : (index) -> memref<1xi1>
    %b_l761_c0 = "aie.buffer"(%t_c0) {sym_name = "l761_c0"} : (index) -> memref<1xi1>
    %b_l762_c0 = "aie.buffer"(%t_c0) {sym_name = "l762_c0"} : (index) -> memref<1xf32>
    %b_l763_c0 = "aie.buffer"(%t_c0) {sym_name = "l763_c0"} : (index) -> memref<1xf32>
    %b_l764_c0 = "aie.buffer"(%t_c0) {sym_name = "l764_c0"} : (index) -> memref<1xf32>
    %b_l765_c0 = "aie.buffer"(%t_c0) {sym_name = "l765_c0"} : (index) -> memref<1xf32>
    %b_l766_c0 = "aie.buffer"(%t_c0) {sym_name = "l766_c0"} : (index) -> memref<1xf32>
    %b_l767_c0 = "aie.buffer"(%t_c0) {sym_name = "l767_c0"} : (index) -> memref<1xf32>
    %b_l768_c0 = "aie.buffer"(%t_c0) {sym_name = "l768_c0"} : (index) -> memref<1xf32>
    %b_l769_c0 = "aie.buffer"(%t_c0) {sym_name = "l769_c0"} : (index) -> memref<1xf32>
    %b_l770_c0 = "aie.buffer"(%t_c0) {sym_name = "l770_c0"} : (index) -> memref<1xf32>
    %b_l771_c0 = "aie.buffer"(%t_c0) {sym_name = "l771_c0"} : (index) -> memref<1xf32>
    %b_l772_c0 = "aie.buffer"(%t_c0) {sym_name = "l772_c0"} : (index) -> memref<1xf32>
    %b_l773_c0 = "aie.buffer"(%t_c0) {sym_name = "l773_c0"} : (index) -> memref<1xf32>
    %b_l774_c0 = "aie.buffer"(%t_c0) {sym_name = "l774_c0"} : (index) -> memref<1xi64>
    %b_l775_c0 = "aie.buffer"(%t_c0) {sym_name = "l775_c0"} : (index) -> memref<1xi1>
    %b_l776_c0 = "aie.buffer"(%t_c0) {sym_name = "l776_c0"} : (index) -> memref<1xi64>
    %b_l777_c0 = "aie.buffer"(%t_c0) {sym_name = "l777_c0"} : (index) -> memref<1xi64>
    %b_l778_c0 = "aie.buffer"(%t_c0) {sym_name = "l778_c0"} : (index) -> memref<1xi64>
    %b_l779_c0 = "aie.buffer"(%t_c0) {sym_name = "l779_c0"} : (index) -> memref<1xi64>
    %b_l780_c0 = "aie.buffer"(%t_c0) {sym_name = "l780_c0"} : (index) -> memref<1xi1>
    %b_l781_c0 = "aie.buffer"(%t_c0) {sym_name = "l781_c0"} : (index) -> memref<1xi1>
    %b_l782_c0 = "aie.buffer"(%t_c0) {sym_name = "l782_c0"} : (index) -> memref<1xf32>
    %b_l783_c0 = "aie.buffer"(%t_c0) {sym_name = "l783_c0"} : (index) -> memref<1xi64>
    %b_l784_c0 = "aie.buffer"(%t_c0) {sym_name = "l784_c0"} : (index) -> memref<1xi1>
    %b_l785_c0 = "aie.buffer"(%t_c0) {sym_name = "l785_c0"} : (index) -> memref<1xi1>
    %b_l786_c0 = "aie.buffer"(%t_c0) {sym_name = "l786_c0"} : (index) -> memref<1xf32>
    %b_l787_c0 = "aie.buffer"(%t_c0) {sym_name = "l787_c0"} : (index) -> memref<1xi64>
    %b_l788_c0 = "aie.buffer"(%t_c0) {sym_name = "l788_c0"} : (index) -> memref<1xi1>
    %b_l789_c0 = "aie.buffer"(%t_c0) {sym_name = "l789_c0"} : (index) -> memref<1xi1>
    %b_l790_c0 = "aie.buffer"(%t_c0) {sym_name = "l790_c0"} : (index) -> memref<1xf32>
    %b_l791_c0 = "aie.buffer"(%t_c0) {sym_name = "l791_c0"} : (index) -> memref<1xi64>
    %b_l792_c0 = "aie.buffer"(%t_c0) {sym_name = "l792_c0"} : (index) -> memref<1xi1>
    %b_l793_c0 = "aie.buffer"(%t_c0) {sym_name = "l793_c0"} : (index) -> memref<1xi1>
    %b_l794_c0 = "aie.buffer"(%t_c0) {sym_name = "l794_c0"} : (index) -> memref<1xf32>
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
      %ls733 = memref.cast %b_ls733_c0 : memref<64xi64> to memref<?xi64>
      %ls734 = memref.cast %b_ls734_c0 : memref<64xi64> to memref<?xi64>
      %ls735 = memref.cast %b_ls735_c0 : memref<64xi64> to memref<?xi64>
      %ls736 = memref.cast %b_ls736_c0 : memref<64xi64> to memref<?xi64>
      %ls741 = memref.cast %b_ls741_c0 : memref<64xi64> to memref<?xi64>
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
      %l19 = memref.cast %b_l19_c0 : memref<1xi64> to memref<?xi64>
      %l20 = memref.cast %b_l20_c0 : memref<1xi64> to memref<?xi64>
      %l21 = memref.cast %b_l21_c0 : memref<1xi64> to memref<?xi64>
      %l22 = memref.cast %b_l22_c0 : memref<1xi64> to memref<?xi64>
      %l23 = memref.cast %b_l23_c0 : memref<1xi1> to memref<?xi1>
      %l24 = memref.cast %b_l24_c0 : memref<1xi64> to memref<?xi64>
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
      %l35 = memref.cast %b_l35_c0 : memref<1xi64> to memref<?xi64>
      %l36 = memref.cast %b_l36_c0 : memref<1xi1> to memref<?xi1>
      %l37 = memref.cast %b_l37_c0 : memref<1xi64> to memref<?xi64>
      %l38 = memref.cast %b_l38_c0 : memref<1xi64> to memref<?xi64>
      %l39 = memref.cast %b_l39_c0 : memref<1xi64> to memref<?xi64>
      %l40 = memref.cast %b_l40_c0 : memref<1xi64> to memref<?xi64>
      %l41 = memref.cast %b_l41_c0 : memref<1xi64> to memref<?xi64>
      %l42 = memref.cast %b_l42_c0 : memref<1xi1> to memref<?xi1>
      %l43 = memref.cast %b_l43_c0 : memref<1xi64> to memref<?xi64>
      %l44 = memref.cast %b_l44_c0 : memref<1xi64> to memref<?xi64>
      %l45 = memref.cast %b_l45_c0 : memref<1xi64> to memref<?xi64>
      %l46 = memref.cast %b_l46_c0 : memref<1xi64> to memref<?xi64>
      %l47 = memref.cast %b_l47_c0 : memref<1xi64> to memref<?xi64>
      %l48 = memref.cast %b_l48_c0 : memref<1xi64> to memref<?xi64>
      %l49 = memref.cast %b_l49_c0 : memref<1xi1> to memref<?xi1>
      %l50 = memref.cast %b_l50_c0 : memref<1xi64> to memref<?xi64>
      %l51 = memref.cast %b_l51_c0 : memref<1xi64> to memref<?xi64>
      %l52 = memref.cast %b_l52_c0 : memref<1xi64> to memref<?xi64>
      %l53 = memref.cast %b_l53_c0 : memref<1xi64> to memref<?xi64>
      %l54 = memref.cast %b_l54_c0 : memref<1xi64> to memref<?xi64>
      %l55 = memref.cast %b_l55_c0 : memref<1xi1> to memref<?xi1>
      %l56 = memref.cast %b_l56_c0 : memref<1xi64> to memref<?xi64>
      %l57 = memref.cast %b_l57_c0 : memref<1xi64> to memref<?xi64>
      %l58 = memref.cast %b_l58_c0 : memref<1xi64> to memref<?xi64>
      %l59 = memref.cast %b_l59_c0 : memref<1xi64> to memref<?xi64>
      %l60 = memref.cast %b_l60_c0 : memref<1xi64> to memref<?xi64>
      %l61 = memref.cast %b_l61_c0 : memref<1xi64> to memref<?xi64>
      %l62 = memref.cast %b_l62_c0 : memref<1xi1> to memref<?xi1>
      %l63 = memref.cast %b_l63_c0 : memref<1xi64> to memref<?xi64>
      %l64 = memref.cast %b_l64_c0 : memref<1xi64> to memref<?xi64>
      %l65 = memref.cast %b_l65_c0 : memref<1xi64> to memref<?xi64>
      %l66 = memref.cast %b_l66_c0 : memref<1xi64> to memref<?xi64>
      %l67 = memref.cast %b_l67_c0 : memref<1xi64> to memref<?xi64>
      %l68 = memref.cast %b_l68_c0 : memref<1xi1> to memref<?xi1>
      %l69 = memref.cast %b_l69_c0 : memref<1xi64> to memref<?xi64>
      %l70 = memref.cast %b_l70_c0 : memref<1xi64> to memref<?xi64>
      %l71 = memref.cast %b_l71_c0 : memref<1xf32> to memref<?xf32>
      %l72 = memref.cast %b_l72_c0 : memref<1xf32> to memref<?xf32>
      %l73 = memref.cast %b_l73_c0 : memref<1xf32> to memref<?xf32>
      %l74 = memref.cast %b_l74_c0 : memref<1xf32> to memref<?xf32>
      %l75 = memref.cast %b_l75_c0 : memref<1xi64> to memref<?xi64>
      %l76 = memref.cast %b_l76_c0 : memref<1xi64> to memref<?xi64>
      %l77 = memref.cast %b_l77_c0 : memref<1xi64> to memref<?xi64>
      %l78 = memref.cast %b_l78_c0 : memref<1xi64> to memref<?xi64>
      %l79 = memref.cast %b_l79_c0 : memref<1xi64> to memref<?xi64>
      %l80 = memref.cast %b_l80_c0 : memref<1xi1> to memref<?xi1>
      %l81 = memref.cast %b_l81_c0 : memref<1xi64> to memref<?xi64>
      %l82 = memref.cast %b_l82_c0 : memref<1xi64> to memref<?xi64>
      %l83 = memref.cast %b_l83_c0 : memref<1xi64> to memref<?xi64>
      %l84 = memref.cast %b_l84_c0 : memref<1xi64> to memref<?xi64>
      %l85 = memref.cast %b_l85_c0 : memref<1xi64> to memref<?xi64>
      %l86 = memref.cast %b_l86_c0 : memref<1xi64> to memref<?xi64>
      %l87 = memref.cast %b_l87_c0 : memref<1xi64> to memref<?xi64>
      %l88 = memref.cast %b_l88_c0 : memref<1xi64> to memref<?xi64>
      %l89 = memref.cast %b_l89_c0 : memref<1xi64> to memref<?xi64>
      %l90 = memref.cast %b_l90_c0 : memref<1xi1> to memref<?xi1>
      %l91 = memref.cast %b_l91_c0 : memref<1xi1> to memref<?xi1>
      %l92 = memref.cast %b_l92_c0 : memref<1xi1> to memref<?xi1>
      %l93 = memref.cast %b_l93_c0 : memref<1xi1> to memref<?xi1>
      %l94 = memref.cast %b_l94_c0 : memref<1xi1> to memref<?xi1>
      %l95 = memref.cast %b_l95_c0 : memref<1xi1> to memref<?xi1>
      %l96 = memref.cast %b_l96_c0 : memref<1xi1> to memref<?xi1>
      %l97 = memref.cast %b_l97_c0 : memref<1xi1> to memref<?xi1>
      %l98 = memref.cast %b_l98_c0 : memref<1xf32> to memref<?xf32>
      %l99 = memref.cast %b_l99_c0 : memref<1xf32> to memref<?xf32>
      %l100 = memref.cast %b_l100_c0 : memref<1xf32> to memref<?xf32>
      %l101 = memref.cast %b_l101_c0 : memref<1xf32> to memref<?xf32>
      %l102 = memref.cast %b_l102_c0 : memref<1xf32> to memref<?xf32>
      %l103 = memref.cast %b_l103_c0 : memref<1xf32> to memref<?xf32>
      %l104 = memref.cast %b_l104_c0 : memref<1xf32> to memref<?xf32>
      %l105 = memref.cast %b_l105_c0 : memref<1xf32> to memref<?xf32>
      %l106 = memref.cast %b_l106_c0 : memref<1xi64> to memref<?xi64>
      %l107 = memref.cast %b_l107_c0 : memref<1xi64> to memref<?xi64>
      %l108 = memref.cast %b_l108_c0 : memref<1xi64> to memref<?xi64>
      %l109 = memref.cast %b_l109_c0 : memref<1xi64> to memref<?xi64>
      %l110 = memref.cast %b_l110_c0 : memref<1xi64> to memref<?xi64>
      %l111 = memref.cast %b_l111_c0 : memref<1xi64> to memref<?xi64>
      %l112 = memref.cast %b_l112_c0 : memref<1xi64> to memref<?xi64>
      %l113 = memref.cast %b_l113_c0 : memref<1xi64> to memref<?xi64>
      %l114 = memref.cast %b_l114_c0 : memref<1xi64> to memref<?xi64>
      %l115 = memref.cast %b_l115_c0 : memref<1xi64> to memref<?xi64>
      %l116 = memref.cast %b_l116_c0 : memref<1xi64> to memref<?xi64>
      %l117 = memref.cast %b_l117_c0 : memref<1xi64> to memref<?xi64>
      %l118 = memref.cast %b_l118_c0 : memref<1xi64> to memref<?xi64>
      %l119 = memref.cast %b_l119_c0 : memref<1xi64> to memref<?xi64>
      %l120 = memref.cast %b_l120_c0 : memref<1xi64> to memref<?xi64>
      %l121 = memref.cast %b_l121_c0 : memref<1xi64> to memref<?xi64>
      %l122 = memref.cast %b_l122_c0 : memref<1xi64> to memref<?xi64>
      %l123 = memref.cast %b_l123_c0 : memref<1xi64> to memref<?xi64>
      %l124 = memref.cast %b_l124_c0 : memref<1xi64> to memref<?xi64>
      %l125 = memref.cast %b_l125_c0 : memref<1xi64> to memref<?xi64>
      %l126 = memref.cast %b_l126_c0 : memref<1xi64> to memref<?xi64>
      %l127 = memref.cast %b_l127_c0 : memref<1xi64> to memref<?xi64>
      %l128 = memref.cast %b_l128_c0 : memref<1xi64> to memref<?xi64>
      %l129 = memref.cast %b_l129_c0 : memref<1xi64> to memref<?xi64>
      %l130 = memref.cast %b_l130_c0 : memref<1xi1> to memref<?xi1>
      %l131 = memref.cast %b_l131_c0 : memref<1xi1> to memref<?xi1>
      %l132 = memref.cast %b_l132_c0 : memref<1xi1> to memref<?xi1>
      %l133 = memref.cast %b_l133_c0 : memref<1xi1> to memref<?xi1>
      %l134 = memref.cast %b_l134_c0 : memref<1xi1> to memref<?xi1>
      %l135 = memref.cast %b_l135_c0 : memref<1xi1> to memref<?xi1>
      %l136 = memref.cast %b_l136_c0 : memref<1xi1> to memref<?xi1>
      %l137 = memref.cast %b_l137_c0 : memref<1xi1> to memref<?xi1>
      %l138 = memref.cast %b_l138_c0 : memref<1xi1> to memref<?xi1>
      %l139 = memref.cast %b_l139_c0 : memref<1xi1> to memref<?xi1>
      %l140 = memref.cast %b_l140_c0 : memref<1xi1> to memref<?xi1>
      %l141 = memref.cast %b_l141_c0 : memref<1xi1> to memref<?xi1>
      %l142 = memref.cast %b_l142_c0 : memref<1xi1> to memref<?xi1>
      %l143 = memref.cast %b_l143_c0 : memref<1xi1> to memref<?xi1>
      %l144 = memref.cast %b_l144_c0 : memref<1xi1> to memref<?xi1>
      %l145 = memref.cast %b_l145_c0 : memref<1xi1> to memref<?xi1>
      %l146 = memref.cast %b_l146_c0 : memref<1xi32> to memref<?xi32>
      %l147 = memref.cast %b_l147_c0 : memref<1xi32> to memref<?xi32>
      %l148 = memref.cast %b_l148_c0 : memref<1xi32> to memref<?xi32>
      %l149 = memref.cast %b_l149_c0 : memref<1xi32> to memref<?xi32>
      %l150 = memref.cast %b_l150_c0 : memref<1xi32> to memref<?xi32>
      %l151 = memref.cast %b_l151_c0 : memref<1xi32> to memref<?xi32>
      %l152 = memref.cast %b_l152_c0 : memref<1xi32> to memref<?xi32>
      %l153 = memref.cast %b_l153_c0 : memref<1xi32> to memref<?xi32>
      %l154 = memref.cast %b_l154_c0 : memref<1xi32> to memref<?xi32>
      %l155 = memref.cast %b_l155_c0 : memref<1xi32> to memref<?xi32>
      %l156 = memref.cast %b_l156_c0 : memref<1xi32> to memref<?xi32>
      %l157 = memref.cast %b_l157_c0 : memref<1xi32> to memref<?xi32>
      %l158 = memref.cast %b_l158_c0 : memref<1xi32> to memref<?xi32>
      %l159 = memref.cast %b_l159_c0 : memref<1xi32> to memref<?xi32>
      %l160 = memref.cast %b_l160_c0 : memref<1xi32> to memref<?xi32>
      %l161 = memref.cast %b_l161_c0 : memref<1xi32> to memref<?xi32>
      %l162 = memref.cast %b_l162_c0 : memref<1xi64> to memref<?xi64>
      %l163 = memref.cast %b_l163_c0 : memref<1xi64> to memref<?xi64>
      %l164 = memref.cast %b_l164_c0 : memref<1xi64> to memref<?xi64>
      %l165 = memref.cast %b_l165_c0 : memref<1xi64> to memref<?xi64>
      %l166 = memref.cast %b_l166_c0 : memref<1xi64> to memref<?xi64>
      %l167 = memref.cast %b_l167_c0 : memref<1xi64> to memref<?xi64>
      %l168 = memref.cast %b_l168_c0 : memref<1xi64> to memref<?xi64>
      %l169 = memref.cast %b_l169_c0 : memref<1xi32> to memref<?xi32>
      %l170 = memref.cast %b_l170_c0 : memref<1xi64> to memref<?xi64>
      %l171 = memref.cast %b_l171_c0 : memref<1xi64> to memref<?xi64>
      %l172 = memref.cast %b_l172_c0 : memref<1xi64> to memref<?xi64>
      %l173 = memref.cast %b_l173_c0 : memref<1xi64> to memref<?xi64>
      %l174 = memref.cast %b_l174_c0 : memref<1xi64> to memref<?xi64>
      %l175 = memref.cast %b_l175_c0 : memref<1xi64> to memref<?xi64>
      %l176 = memref.cast %b_l176_c0 : memref<1xi64> to memref<?xi64>
      %l177 = memref.cast %b_l177_c0 : memref<1xi32> to memref<?xi32>
      %l178 = memref.cast %b_l178_c0 : memref<1xi32> to memref<?xi32>
      %l179 = memref.cast %b_l179_c0 : memref<1xi32> to memref<?xi32>
      %l180 = memref.cast %b_l180_c0 : memref<1xf32> to memref<?xf32>
      %l181 = memref.cast %b_l181_c0 : memref<1xf32> to memref<?xf32>
      %l182 = memref.cast %b_l182_c0 : memref<1xf32> to memref<?xf32>
      %l183 = memref.cast %b_l183_c0 : memref<1xf32> to memref<?xf32>
      %l184 = memref.cast %b_l184_c0 : memref<1xi32> to memref<?xi32>
      %l185 = memref.cast %b_l185_c0 : memref<1xi32> to memref<?xi32>
      %l186 = memref.cast %b_l186_c0 : memref<1xf32> to memref<?xf32>
      %l187 = memref.cast %b_l187_c0 : memref<1xf32> to memref<?xf32>
      %l188 = memref.cast %b_l188_c0 : memref<1xf32> to memref<?xf32>
      %l189 = memref.cast %b_l189_c0 : memref<1xf32> to memref<?xf32>
      %l190 = memref.cast %b_l190_c0 : memref<1xi32> to memref<?xi32>
      %l191 = memref.cast %b_l191_c0 : memref<1xi32> to memref<?xi32>
      %l192 = memref.cast %b_l192_c0 : memref<1xi32> to memref<?xi32>
      %l193 = memref.cast %b_l193_c0 : memref<1xi32> to memref<?xi32>
      %l194 = memref.cast %b_l194_c0 : memref<1xf32> to memref<?xf32>
      %l195 = memref.cast %b_l195_c0 : memref<1xf32> to memref<?xf32>
      %l196 = memref.cast %b_l196_c0 : memref<1xf32> to memref<?xf32>
      %l197 = memref.cast %b_l197_c0 : memref<1xf32> to memref<?xf32>
      %l198 = memref.cast %b_l198_c0 : memref<1xi32> to memref<?xi32>
      %l199 = memref.cast %b_l199_c0 : memref<1xi32> to memref<?xi32>
      %l200 = memref.cast %b_l200_c0 : memref<1xi32> to memref<?xi32>
      %l201 = memref.cast %b_l201_c0 : memref<1xi32> to memref<?xi32>
      %l202 = memref.cast %b_l202_c0 : memref<1xf32> to memref<?xf32>
      %l203 = memref.cast %b_l203_c0 : memref<1xf32> to memref<?xf32>
      %l204 = memref.cast %b_l204_c0 : memref<1xf32> to memref<?xf32>
      %l205 = memref.cast %b_l205_c0 : memref<1xf32> to memref<?xf32>
      %l206 = memref.cast %b_l206_c0 : memref<1xi32> to memref<?xi32>
      %l207 = memref.cast %b_l207_c0 : memref<1xi32> to memref<?xi32>
      %l208 = memref.cast %b_l208_c0 : memref<1xf32> to memref<?xf32>
      %l209 = memref.cast %b_l209_c0 : memref<1xf32> to memref<?xf32>
      %l210 = memref.cast %b_l210_c0 : memref<1xf32> to memref<?xf32>
      %l211 = memref.cast %b_l211_c0 : memref<1xf32> to memref<?xf32>
      %l212 = memref.cast %b_l212_c0 : memref<1xi32> to memref<?xi32>
      %l213 = memref.cast %b_l213_c0 : memref<1xi32> to memref<?xi32>
      %l214 = memref.cast %b_l214_c0 : memref<1xf32> to memref<?xf32>
      %l215 = memref.cast %b_l215_c0 : memref<1xf32> to memref<?xf32>
      %l216 = memref.cast %b_l216_c0 : memref<1xf32> to memref<?xf32>
      %l217 = memref.cast %b_l217_c0 : memref<1xf32> to memref<?xf32>
      %l218 = memref.cast %b_l218_c0 : memref<1xi32> to memref<?xi32>
      %l219 = memref.cast %b_l219_c0 : memref<1xi32> to memref<?xi32>
      %l220 = memref.cast %b_l220_c0 : memref<1xi32> to memref<?xi32>
      %l221 = memref.cast %b_l221_c0 : memref<1xi32> to memref<?xi32>
      %l222 = memref.cast %b_l222_c0 : memref<1xf32> to memref<?xf32>
      %l223 = memref.cast %b_l223_c0 : memref<1xf32> to memref<?xf32>
      %l224 = memref.cast %b_l224_c0 : memref<1xf32> to memref<?xf32>
      %l225 = memref.cast %b_l225_c0 : memref<1xf32> to memref<?xf32>
      %l226 = memref.cast %b_l226_c0 : memref<1xi32> to memref<?xi32>
      %l227 = memref.cast %b_l227_c0 : memref<1xi32> to memref<?xi32>
      %l228 = memref.cast %b_l228_c0 : memref<1xi32> to memref<?xi32>
      %l229 = memref.cast %b_l229_c0 : memref<1xi32> to memref<?xi32>
      %l230 = memref.cast %b_l230_c0 : memref<1xf32> to memref<?xf32>
      %l231 = memref.cast %b_l231_c0 : memref<1xf32> to memref<?xf32>
      %l232 = memref.cast %b_l232_c0 : memref<1xf32> to memref<?xf32>
      %l233 = memref.cast %b_l233_c0 : memref<1xf32> to memref<?xf32>
      %l234 = memref.cast %b_l234_c0 : memref<1xi64> to memref<?xi64>
      %l235 = memref.cast %b_l235_c0 : memref<1xi64> to memref<?xi64>
      %l236 = memref.cast %b_l236_c0 : memref<1xi32> to memref<?xi32>
      %l237 = memref.cast %b_l237_c0 : memref<1xi32> to memref<?xi32>
      %l238 = memref.cast %b_l238_c0 : memref<1xi32> to memref<?xi32>
      %l239 = memref.cast %b_l239_c0 : memref<1xi32> to memref<?xi32>
      %l240 = memref.cast %b_l240_c0 : memref<1xi32> to memref<?xi32>
      %l241 = memref.cast %b_l241_c0 : memref<1xi32> to memref<?xi32>
      %l242 = memref.cast %b_l242_c0 : memref<1xi32> to memref<?xi32>
      %l243 = memref.cast %b_l243_c0 : memref<1xf32> to memref<?xf32>
      %l244 = memref.cast %b_l244_c0 : memref<1xi1> to memref<?xi1>
      %l245 = memref.cast %b_l245_c0 : memref<1xi32> to memref<?xi32>
      %l246 = memref.cast %b_l246_c0 : memref<1xi32> to memref<?xi32>
      %l247 = memref.cast %b_l247_c0 : memref<1xi32> to memref<?xi32>
      %l248 = memref.cast %b_l248_c0 : memref<1xf32> to memref<?xf32>
      %l249 = memref.cast %b_l249_c0 : memref<1xi1> to memref<?xi1>
      %l250 = memref.cast %b_l250_c0 : memref<1xi32> to memref<?xi32>
      %l251 = memref.cast %b_l251_c0 : memref<1xi32> to memref<?xi32>
      %l252 = memref.cast %b_l252_c0 : memref<1xi32> to memref<?xi32>
      %l253 = memref.cast %b_l253_c0 : memref<1xf32> to memref<?xf32>
      %l254 = memref.cast %b_l254_c0 : memref<1xi1> to memref<?xi1>
      %l255 = memref.cast %b_l255_c0 : memref<1xf32> to memref<?xf32>
      %l256 = memref.cast %b_l256_c0 : memref<1xf32> to memref<?xf32>
      %l257 = memref.cast %b_l257_c0 : memref<1xf32> to memref<?xf32>
      %l258 = memref.cast %b_l258_c0 : memref<1xf32> to memref<?xf32>
      %l259 = memref.cast %b_l259_c0 : memref<1xf32> to memref<?xf32>
      %l260 = memref.cast %b_l260_c0 : memref<1xi64> to memref<?xi64>
      %l261 = memref.cast %b_l261_c0 : memref<1xi64> to memref<?xi64>
      %l262 = memref.cast %b_l262_c0 : memref<1xi64> to memref<?xi64>
      %l263 = memref.cast %b_l263_c0 : memref<1xi64> to memref<?xi64>
      %l264 = memref.cast %b_l264_c0 : memref<1xi64> to memref<?xi64>
      %l265 = memref.cast %b_l265_c0 : memref<1xi64> to memref<?xi64>
      %l266 = memref.cast %b_l266_c0 : memref<1xi64> to memref<?xi64>
      %l267 = memref.cast %b_l267_c0 : memref<1xi32> to memref<?xi32>
      %l268 = memref.cast %b_l268_c0 : memref<1xi64> to memref<?xi64>
      %l269 = memref.cast %b_l269_c0 : memref<1xi64> to memref<?xi64>
      %l270 = memref.cast %b_l270_c0 : memref<1xi64> to memref<?xi64>
      %l271 = memref.cast %b_l271_c0 : memref<1xi64> to memref<?xi64>
      %l272 = memref.cast %b_l272_c0 : memref<1xi64> to memref<?xi64>
      %l273 = memref.cast %b_l273_c0 : memref<1xi64> to memref<?xi64>
      %l274 = memref.cast %b_l274_c0 : memref<1xi64> to memref<?xi64>
      %l275 = memref.cast %b_l275_c0 : memref<1xi32> to memref<?xi32>
      %l276 = memref.cast %b_l276_c0 : memref<1xi32> to memref<?xi32>
      %l277 = memref.cast %b_l277_c0 : memref<1xi32> to memref<?xi32>
      %l278 = memref.cast %b_l278_c0 : memref<1xf32> to memref<?xf32>
      %l279 = memref.cast %b_l279_c0 : memref<1xf32> to memref<?xf32>
      %l280 = memref.cast %b_l280_c0 : memref<1xf32> to memref<?xf32>
      %l281 = memref.cast %b_l281_c0 : memref<1xf32> to memref<?xf32>
      %l282 = memref.cast %b_l282_c0 : memref<1xi32> to memref<?xi32>
      %l283 = memref.cast %b_l283_c0 : memref<1xi32> to memref<?xi32>
      %l284 = memref.cast %b_l284_c0 : memref<1xf32> to memref<?xf32>
      %l285 = memref.cast %b_l285_c0 : memref<1xf32> to memref<?xf32>
      %l286 = memref.cast %b_l286_c0 : memref<1xf32> to memref<?xf32>
      %l287 = memref.cast %b_l287_c0 : memref<1xf32> to memref<?xf32>
      %l288 = memref.cast %b_l288_c0 : memref<1xi32> to memref<?xi32>
      %l289 = memref.cast %b_l289_c0 : memref<1xi32> to memref<?xi32>
      %l290 = memref.cast %b_l290_c0 : memref<1xi32> to memref<?xi32>
      %l291 = memref.cast %b_l291_c0 : memref<1xi32> to memref<?xi32>
      %l292 = memref.cast %b_l292_c0 : memref<1xf32> to memref<?xf32>
      %l293 = memref.cast %b_l293_c0 : memref<1xf32> to memref<?xf32>
      %l294 = memref.cast %b_l294_c0 : memref<1xf32> to memref<?xf32>
      %l295 = memref.cast %b_l295_c0 : memref<1xf32> to memref<?xf32>
      %l296 = memref.cast %b_l296_c0 : memref<1xi32> to memref<?xi32>
      %l297 = memref.cast %b_l297_c0 : memref<1xi32> to memref<?xi32>
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
      %l318 = memref.cast %b_l318_c0 : memref<1xi32> to memref<?xi32>
      %l319 = memref.cast %b_l319_c0 : memref<1xi32> to memref<?xi32>
      %l320 = memref.cast %b_l320_c0 : memref<1xf32> to memref<?xf32>
      %l321 = memref.cast %b_l321_c0 : memref<1xf32> to memref<?xf32>
      %l322 = memref.cast %b_l322_c0 : memref<1xf32> to memref<?xf32>
      %l323 = memref.cast %b_l323_c0 : memref<1xf32> to memref<?xf32>
      %l324 = memref.cast %b_l324_c0 : memref<1xi32> to memref<?xi32>
      %l325 = memref.cast %b_l325_c0 : memref<1xi32> to memref<?xi32>
      %l326 = memref.cast %b_l326_c0 : memref<1xi32> to memref<?xi32>
      %l327 = memref.cast %b_l327_c0 : memref<1xi32> to memref<?xi32>
      %l328 = memref.cast %b_l328_c0 : memref<1xf32> to memref<?xf32>
      %l329 = memref.cast %b_l329_c0 : memref<1xf32> to memref<?xf32>
      %l330 = memref.cast %b_l330_c0 : memref<1xf32> to memref<?xf32>
      %l331 = memref.cast %b_l331_c0 : memref<1xf32> to memref<?xf32>
      %l332 = memref.cast %b_l332_c0 : memref<1xi64> to memref<?xi64>
      %l333 = memref.cast %b_l333_c0 : memref<1xi64> to memref<?xi64>
      %l334 = memref.cast %b_l334_c0 : memref<1xi32> to memref<?xi32>
      %l335 = memref.cast %b_l335_c0 : memref<1xi32> to memref<?xi32>
      %l336 = memref.cast %b_l336_c0 : memref<1xi32> to memref<?xi32>
      %l337 = memref.cast %b_l337_c0 : memref<1xi32> to memref<?xi32>
      %l338 = memref.cast %b_l338_c0 : memref<1xi32> to memref<?xi32>
      %l339 = memref.cast %b_l339_c0 : memref<1xi32> to memref<?xi32>
      %l340 = memref.cast %b_l340_c0 : memref<1xi32> to memref<?xi32>
      %l341 = memref.cast %b_l341_c0 : memref<1xf32> to memref<?xf32>
      %l342 = memref.cast %b_l342_c0 : memref<1xi1> to memref<?xi1>
      %l343 = memref.cast %b_l343_c0 : memref<1xi32> to memref<?xi32>
      %l344 = memref.cast %b_l344_c0 : memref<1xi32> to memref<?xi32>
      %l345 = memref.cast %b_l345_c0 : memref<1xi32> to memref<?xi32>
      %l346 = memref.cast %b_l346_c0 : memref<1xf32> to memref<?xf32>
      %l347 = memref.cast %b_l347_c0 : memref<1xi1> to memref<?xi1>
      %l348 = memref.cast %b_l348_c0 : memref<1xi32> to memref<?xi32>
      %l349 = memref.cast %b_l349_c0 : memref<1xi32> to memref<?xi32>
      %l350 = memref.cast %b_l350_c0 : memref<1xi32> to memref<?xi32>
      %l351 = memref.cast %b_l351_c0 : memref<1xf32> to memref<?xf32>
      %l352 = memref.cast %b_l352_c0 : memref<1xi1> to memref<?xi1>
      %l353 = memref.cast %b_l353_c0 : memref<1xf32> to memref<?xf32>
      %l354 = memref.cast %b_l354_c0 : memref<1xf32> to memref<?xf32>
      %l355 = memref.cast %b_l355_c0 : memref<1xf32> to memref<?xf32>
      %l356 = memref.cast %b_l356_c0 : memref<1xf32> to memref<?xf32>
      %l357 = memref.cast %b_l357_c0 : memref<1xf32> to memref<?xf32>
      %l358 = memref.cast %b_l358_c0 : memref<1xi64> to memref<?xi64>
      %l359 = memref.cast %b_l359_c0 : memref<1xi64> to memref<?xi64>
      %l360 = memref.cast %b_l360_c0 : memref<1xi64> to memref<?xi64>
      %l361 = memref.cast %b_l361_c0 : memref<1xi64> to memref<?xi64>
      %l362 = memref.cast %b_l362_c0 : memref<1xi64> to memref<?xi64>
      %l363 = memref.cast %b_l363_c0 : memref<1xi64> to memref<?xi64>
      %l364 = memref.cast %b_l364_c0 : memref<1xi64> to memref<?xi64>
      %l365 = memref.cast %b_l365_c0 : memref<1xi32> to memref<?xi32>
      %l366 = memref.cast %b_l366_c0 : memref<1xi64> to memref<?xi64>
      %l367 = memref.cast %b_l367_c0 : memref<1xi64> to memref<?xi64>
      %l368 = memref.cast %b_l368_c0 : memref<1xi64> to memref<?xi64>
      %l369 = memref.cast %b_l369_c0 : memref<1xi64> to memref<?xi64>
      %l370 = memref.cast %b_l370_c0 : memref<1xi64> to memref<?xi64>
      %l371 = memref.cast %b_l371_c0 : memref<1xi64> to memref<?xi64>
      %l372 = memref.cast %b_l372_c0 : memref<1xi64> to memref<?xi64>
      %l373 = memref.cast %b_l373_c0 : memref<1xi32> to memref<?xi32>
      %l374 = memref.cast %b_l374_c0 : memref<1xi32> to memref<?xi32>
      %l375 = memref.cast %b_l375_c0 : memref<1xi32> to memref<?xi32>
      %l376 = memref.cast %b_l376_c0 : memref<1xf32> to memref<?xf32>
      %l377 = memref.cast %b_l377_c0 : memref<1xf32> to memref<?xf32>
      %l378 = memref.cast %b_l378_c0 : memref<1xf32> to memref<?xf32>
      %l379 = memref.cast %b_l379_c0 : memref<1xf32> to memref<?xf32>
      %l380 = memref.cast %b_l380_c0 : memref<1xi32> to memref<?xi32>
      %l381 = memref.cast %b_l381_c0 : memref<1xi32> to memref<?xi32>
      %l382 = memref.cast %b_l382_c0 : memref<1xf32> to memref<?xf32>
      %l383 = memref.cast %b_l383_c0 : memref<1xf32> to memref<?xf32>
      %l384 = memref.cast %b_l384_c0 : memref<1xf32> to memref<?xf32>
      %l385 = memref.cast %b_l385_c0 : memref<1xf32> to memref<?xf32>
      %l386 = memref.cast %b_l386_c0 : memref<1xi32> to memref<?xi32>
      %l387 = memref.cast %b_l387_c0 : memref<1xi32> to memref<?xi32>
      %l388 = memref.cast %b_l388_c0 : memref<1xi32> to memref<?xi32>
      %l389 = memref.cast %b_l389_c0 : memref<1xi32> to memref<?xi32>
      %l390 = memref.cast %b_l390_c0 : memref<1xf32> to memref<?xf32>
      %l391 = memref.cast %b_l391_c0 : memref<1xf32> to memref<?xf32>
      %l392 = memref.cast %b_l392_c0 : memref<1xf32> to memref<?xf32>
      %l393 = memref.cast %b_l393_c0 : memref<1xf32> to memref<?xf32>
      %l394 = memref.cast %b_l394_c0 : memref<1xi32> to memref<?xi32>
      %l395 = memref.cast %b_l395_c0 : memref<1xi32> to memref<?xi32>
      %l396 = memref.cast %b_l396_c0 : memref<1xi32> to memref<?xi32>
      %l397 = memref.cast %b_l397_c0 : memref<1xi32> to memref<?xi32>
      %l398 = memref.cast %b_l398_c0 : memref<1xf32> to memref<?xf32>
      %l399 = memref.cast %b_l399_c0 : memref<1xf32> to memref<?xf32>
      %l400 = memref.cast %b_l400_c0 : memref<1xf32> to memref<?xf32>
      %l401 = memref.cast %b_l401_c0 : memref<1xf32> to memref<?xf32>
      %l402 = memref.cast %b_l402_c0 : memref<1xi32> to memref<?xi32>
      %l403 = memref.cast %b_l403_c0 : memref<1xi32> to memref<?xi32>
      %l404 = memref.cast %b_l404_c0 : memref<1xf32> to memref<?xf32>
      %l405 = memref.cast %b_l405_c0 : memref<1xf32> to memref<?xf32>
      %l406 = memref.cast %b_l406_c0 : memref<1xf32> to memref<?xf32>
      %l407 = memref.cast %b_l407_c0 : memref<1xf32> to memref<?xf32>
      %l408 = memref.cast %b_l408_c0 : memref<1xi32> to memref<?xi32>
      %l409 = memref.cast %b_l409_c0 : memref<1xi32> to memref<?xi32>
      %l410 = memref.cast %b_l410_c0 : memref<1xf32> to memref<?xf32>
      %l411 = memref.cast %b_l411_c0 : memref<1xf32> to memref<?xf32>
      %l412 = memref.cast %b_l412_c0 : memref<1xf32> to memref<?xf32>
      %l413 = memref.cast %b_l413_c0 : memref<1xf32> to memref<?xf32>
      %l414 = memref.cast %b_l414_c0 : memref<1xi32> to memref<?xi32>
      %l415 = memref.cast %b_l415_c0 : memref<1xi32> to memref<?xi32>
      %l416 = memref.cast %b_l416_c0 : memref<1xi32> to memref<?xi32>
      %l417 = memref.cast %b_l417_c0 : memref<1xi32> to memref<?xi32>
      %l418 = memref.cast %b_l418_c0 : memref<1xf32> to memref<?xf32>
      %l419 = memref.cast %b_l419_c0 : memref<1xf32> to memref<?xf32>
      %l420 = memref.cast %b_l420_c0 : memref<1xf32> to memref<?xf32>
      %l421 = memref.cast %b_l421_c0 : memref<1xf32> to memref<?xf32>
      %l422 = memref.cast %b_l422_c0 : memref<1xi32> to memref<?xi32>
      %l423 = memref.cast %b_l423_c0 : memref<1xi32> to memref<?xi32>
      %l424 = memref.cast %b_l424_c0 : memref<1xi32> to memref<?xi32>
      %l425 = memref.cast %b_l425_c0 : memref<1xi32> to memref<?xi32>
      %l426 = memref.cast %b_l426_c0 : memref<1xf32> to memref<?xf32>
      %l427 = memref.cast %b_l427_c0 : memref<1xf32> to memref<?xf32>
      %l428 = memref.cast %b_l428_c0 : memref<1xf32> to memref<?xf32>
      %l429 = memref.cast %b_l429_c0 : memref<1xf32> to memref<?xf32>
      %l430 = memref.cast %b_l430_c0 : memref<1xi64> to memref<?xi64>
      %l431 = memref.cast %b_l431_c0 : memref<1xi64> to memref<?xi64>
      %l432 = memref.cast %b_l432_c0 : memref<1xi32> to memref<?xi32>
      %l433 = memref.cast %b_l433_c0 : memref<1xi32> to memref<?xi32>
      %l434 = memref.cast %b_l434_c0 : memref<1xi32> to memref<?xi32>
      %l435 = memref.cast %b_l435_c0 : memref<1xi32> to memref<?xi32>
      %l436 = memref.cast %b_l436_c0 : memref<1xi32> to memref<?xi32>
      %l437 = memref.cast %b_l437_c0 : memref<1xi32> to memref<?xi32>
      %l438 = memref.cast %b_l438_c0 : memref<1xi32> to memref<?xi32>
      %l439 = memref.cast %b_l439_c0 : memref<1xf32> to memref<?xf32>
      %l440 = memref.cast %b_l440_c0 : memref<1xi1> to memref<?xi1>
      %l441 = memref.cast %b_l441_c0 : memref<1xi32> to memref<?xi32>
      %l442 = memref.cast %b_l442_c0 : memref<1xi32> to memref<?xi32>
      %l443 = memref.cast %b_l443_c0 : memref<1xi32> to memref<?xi32>
      %l444 = memref.cast %b_l444_c0 : memref<1xf32> to memref<?xf32>
      %l445 = memref.cast %b_l445_c0 : memref<1xi1> to memref<?xi1>
      %l446 = memref.cast %b_l446_c0 : memref<1xi32> to memref<?xi32>
      %l447 = memref.cast %b_l447_c0 : memref<1xi32> to memref<?xi32>
      %l448 = memref.cast %b_l448_c0 : memref<1xi32> to memref<?xi32>
      %l449 = memref.cast %b_l449_c0 : memref<1xf32> to memref<?xf32>
      %l450 = memref.cast %b_l450_c0 : memref<1xi1> to memref<?xi1>
      %l451 = memref.cast %b_l451_c0 : memref<1xf32> to memref<?xf32>
      %l452 = memref.cast %b_l452_c0 : memref<1xf32> to memref<?xf32>
      %l453 = memref.cast %b_l453_c0 : memref<1xf32> to memref<?xf32>
      %l454 = memref.cast %b_l454_c0 : memref<1xf32> to memref<?xf32>
      %l455 = memref.cast %b_l455_c0 : memref<1xf32> to memref<?xf32>
      %l456 = memref.cast %b_l456_c0 : memref<1xi64> to memref<?xi64>
      %l457 = memref.cast %b_l457_c0 : memref<1xi64> to memref<?xi64>
      %l458 = memref.cast %b_l458_c0 : memref<1xi64> to memref<?xi64>
      %l459 = memref.cast %b_l459_c0 : memref<1xi64> to memref<?xi64>
      %l460 = memref.cast %b_l460_c0 : memref<1xi64> to memref<?xi64>
      %l461 = memref.cast %b_l461_c0 : memref<1xi64> to memref<?xi64>
      %l462 = memref.cast %b_l462_c0 : memref<1xi64> to memref<?xi64>
      %l463 = memref.cast %b_l463_c0 : memref<1xi32> to memref<?xi32>
      %l464 = memref.cast %b_l464_c0 : memref<1xi64> to memref<?xi64>
      %l465 = memref.cast %b_l465_c0 : memref<1xi64> to memref<?xi64>
      %l466 = memref.cast %b_l466_c0 : memref<1xi64> to memref<?xi64>
      %l467 = memref.cast %b_l467_c0 : memref<1xi64> to memref<?xi64>
      %l468 = memref.cast %b_l468_c0 : memref<1xi64> to memref<?xi64>
      %l469 = memref.cast %b_l469_c0 : memref<1xi64> to memref<?xi64>
      %l470 = memref.cast %b_l470_c0 : memref<1xi64> to memref<?xi64>
      %l471 = memref.cast %b_l471_c0 : memref<1xi32> to memref<?xi32>
      %l472 = memref.cast %b_l472_c0 : memref<1xi32> to memref<?xi32>
      %l473 = memref.cast %b_l473_c0 : memref<1xi32> to memref<?xi32>
      %l474 = memref.cast %b_l474_c0 : memref<1xf32> to memref<?xf32>
      %l475 = memref.cast %b_l475_c0 : memref<1xf32> to memref<?xf32>
      %l476 = memref.cast %b_l476_c0 : memref<1xf32> to memref<?xf32>
      %l477 = memref.cast %b_l477_c0 : memref<1xf32> to memref<?xf32>
      %l478 = memref.cast %b_l478_c0 : memref<1xi32> to memref<?xi32>
      %l479 = memref.cast %b_l479_c0 : memref<1xi32> to memref<?xi32>
      %l480 = memref.cast %b_l480_c0 : memref<1xf32> to memref<?xf32>
      %l481 = memref.cast %b_l481_c0 : memref<1xf32> to memref<?xf32>
      %l482 = memref.cast %b_l482_c0 : memref<1xf32> to memref<?xf32>
      %l483 = memref.cast %b_l483_c0 : memref<1xf32> to memref<?xf32>
      %l484 = memref.cast %b_l484_c0 : memref<1xi32> to memref<?xi32>
      %l485 = memref.cast %b_l485_c0 : memref<1xi32> to memref<?xi32>
      %l486 = memref.cast %b_l486_c0 : memref<1xi32> to memref<?xi32>
      %l487 = memref.cast %b_l487_c0 : memref<1xi32> to memref<?xi32>
      %l488 = memref.cast %b_l488_c0 : memref<1xf32> to memref<?xf32>
      %l489 = memref.cast %b_l489_c0 : memref<1xf32> to memref<?xf32>
      %l490 = memref.cast %b_l490_c0 : memref<1xf32> to memref<?xf32>
      %l491 = memref.cast %b_l491_c0 : memref<1xf32> to memref<?xf32>
      %l492 = memref.cast %b_l492_c0 : memref<1xi32> to memref<?xi32>
      %l493 = memref.cast %b_l493_c0 : memref<1xi32> to memref<?xi32>
      %l494 = memref.cast %b_l494_c0 : memref<1xi32> to memref<?xi32>
      %l495 = memref.cast %b_l495_c0 : memref<1xi32> to memref<?xi32>
      %l496 = memref.cast %b_l496_c0 : memref<1xf32> to memref<?xf32>
      %l497 = memref.cast %b_l497_c0 : memref<1xf32> to memref<?xf32>
      %l498 = memref.cast %b_l498_c0 : memref<1xf32> to memref<?xf32>
      %l499 = memref.cast %b_l499_c0 : memref<1xf32> to memref<?xf32>
      %l500 = memref.cast %b_l500_c0 : memref<1xi32> to memref<?xi32>
      %l501 = memref.cast %b_l501_c0 : memref<1xi32> to memref<?xi32>
      %l502 = memref.cast %b_l502_c0 : memref<1xf32> to memref<?xf32>
      %l503 = memref.cast %b_l503_c0 : memref<1xf32> to memref<?xf32>
      %l504 = memref.cast %b_l504_c0 : memref<1xf32> to memref<?xf32>
      %l505 = memref.cast %b_l505_c0 : memref<1xf32> to memref<?xf32>
      %l506 = memref.cast %b_l506_c0 : memref<1xi32> to memref<?xi32>
      %l507 = memref.cast %b_l507_c0 : memref<1xi32> to memref<?xi32>
      %l508 = memref.cast %b_l508_c0 : memref<1xf32> to memref<?xf32>
      %l509 = memref.cast %b_l509_c0 : memref<1xf32> to memref<?xf32>
      %l510 = memref.cast %b_l510_c0 : memref<1xf32> to memref<?xf32>
      %l511 = memref.cast %b_l511_c0 : memref<1xf32> to memref<?xf32>
      %l512 = memref.cast %b_l512_c0 : memref<1xi32> to memref<?xi32>
      %l513 = memref.cast %b_l513_c0 : memref<1xi32> to memref<?xi32>
      %l514 = memref.cast %b_l514_c0 : memref<1xi32> to memref<?xi32>
      %l515 = memref.cast %b_l515_c0 : memref<1xi32> to memref<?xi32>
      %l516 = memref.cast %b_l516_c0 : memref<1xf32> to memref<?xf32>
      %l517 = memref.cast %b_l517_c0 : memref<1xf32> to memref<?xf32>
      %l518 = memref.cast %b_l518_c0 : memref<1xf32> to memref<?xf32>
      %l519 = memref.cast %b_l519_c0 : memref<1xf32> to memref<?xf32>
      %l520 = memref.cast %b_l520_c0 : memref<1xi32> to memref<?xi32>
      %l521 = memref.cast %b_l521_c0 : memref<1xi32> to memref<?xi32>
      %l522 = memref.cast %b_l522_c0 : memref<1xi32> to memref<?xi32>
      %l523 = memref.cast %b_l523_c0 : memref<1xi32> to memref<?xi32>
      %l524 = memref.cast %b_l524_c0 : memref<1xf32> to memref<?xf32>
      %l525 = memref.cast %b_l525_c0 : memref<1xf32> to memref<?xf32>
      %l526 = memref.cast %b_l526_c0 : memref<1xf32> to memref<?xf32>
      %l527 = memref.cast %b_l527_c0 : memref<1xf32> to memref<?xf32>
      %l528 = memref.cast %b_l528_c0 : memref<1xi64> to memref<?xi64>
      %l529 = memref.cast %b_l529_c0 : memref<1xi64> to memref<?xi64>
      %l530 = memref.cast %b_l530_c0 : memref<1xi32> to memref<?xi32>
      %l531 = memref.cast %b_l531_c0 : memref<1xi32> to memref<?xi32>
      %l532 = memref.cast %b_l532_c0 : memref<1xi32> to memref<?xi32>
      %l533 = memref.cast %b_l533_c0 : memref<1xi32> to memref<?xi32>
      %l534 = memref.cast %b_l534_c0 : memref<1xi32> to memref<?xi32>
      %l535 = memref.cast %b_l535_c0 : memref<1xi32> to memref<?xi32>
      %l536 = memref.cast %b_l536_c0 : memref<1xi32> to memref<?xi32>
      %l537 = memref.cast %b_l537_c0 : memref<1xf32> to memref<?xf32>
      %l538 = memref.cast %b_l538_c0 : memref<1xi1> to memref<?xi1>
      %l539 = memref.cast %b_l539_c0 : memref<1xi32> to memref<?xi32>
      %l540 = memref.cast %b_l540_c0 : memref<1xi32> to memref<?xi32>
      %l541 = memref.cast %b_l541_c0 : memref<1xi32> to memref<?xi32>
      %l542 = memref.cast %b_l542_c0 : memref<1xf32> to memref<?xf32>
      %l543 = memref.cast %b_l543_c0 : memref<1xi1> to memref<?xi1>
      %l544 = memref.cast %b_l544_c0 : memref<1xi32> to memref<?xi32>
      %l545 = memref.cast %b_l545_c0 : memref<1xi32> to memref<?xi32>
      %l546 = memref.cast %b_l546_c0 : memref<1xi32> to memref<?xi32>
      %l547 = memref.cast %b_l547_c0 : memref<1xf32> to memref<?xf32>
      %l548 = memref.cast %b_l548_c0 : memref<1xi1> to memref<?xi1>
      %l549 = memref.cast %b_l549_c0 : memref<1xf32> to memref<?xf32>
      %l550 = memref.cast %b_l550_c0 : memref<1xf32> to memref<?xf32>
      %l551 = memref.cast %b_l551_c0 : memref<1xf32> to memref<?xf32>
      %l552 = memref.cast %b_l552_c0 : memref<1xf32> to memref<?xf32>
      %l553 = memref.cast %b_l553_c0 : memref<1xf32> to memref<?xf32>
      %l554 = memref.cast %b_l554_c0 : memref<1xi64> to memref<?xi64>
      %l555 = memref.cast %b_l555_c0 : memref<1xi32> to memref<?xi32>
      %l556 = memref.cast %b_l556_c0 : memref<1xi32> to memref<?xi32>
      %l557 = memref.cast %b_l557_c0 : memref<1xi32> to memref<?xi32>
      %l558 = memref.cast %b_l558_c0 : memref<1xi1> to memref<?xi1>
      %l559 = memref.cast %b_l559_c0 : memref<1xi32> to memref<?xi32>
      %l560 = memref.cast %b_l560_c0 : memref<1xi1> to memref<?xi1>
      %l561 = memref.cast %b_l561_c0 : memref<1xi64> to memref<?xi64>
      %l562 = memref.cast %b_l562_c0 : memref<1xi64> to memref<?xi64>
      %l563 = memref.cast %b_l563_c0 : memref<1xi1> to memref<?xi1>
      %l564 = memref.cast %b_l564_c0 : memref<1xi64> to memref<?xi64>
      %l565 = memref.cast %b_l565_c0 : memref<1xi64> to memref<?xi64>
      %l566 = memref.cast %b_l566_c0 : memref<1xi1> to memref<?xi1>
      %l567 = memref.cast %b_l567_c0 : memref<1xi64> to memref<?xi64>
      %l568 = memref.cast %b_l568_c0 : memref<1xi64> to memref<?xi64>
      %l569 = memref.cast %b_l569_c0 : memref<1xi1> to memref<?xi1>
      %l570 = memref.cast %b_l570_c0 : memref<1xi64> to memref<?xi64>
      %l571 = memref.cast %b_l571_c0 : memref<1xi64> to memref<?xi64>
      %l572 = memref.cast %b_l572_c0 : memref<1xi64> to memref<?xi64>
      %l573 = memref.cast %b_l573_c0 : memref<1xi64> to memref<?xi64>
      %l574 = memref.cast %b_l574_c0 : memref<1xi1> to memref<?xi1>
      %l575 = memref.cast %b_l575_c0 : memref<1xi64> to memref<?xi64>
      %l576 = memref.cast %b_l576_c0 : memref<1xi64> to memref<?xi64>
      %l577 = memref.cast %b_l577_c0 : memref<1xi64> to memref<?xi64>
      %l578 = memref.cast %b_l578_c0 : memref<1xi64> to memref<?xi64>
      %l579 = memref.cast %b_l579_c0 : memref<1xi64> to memref<?xi64>
      %l580 = memref.cast %b_l580_c0 : memref<1xi64> to memref<?xi64>
      %l581 = memref.cast %b_l581_c0 : memref<1xi64> to memref<?xi64>
      %l582 = memref.cast %b_l582_c0 : memref<1xi64> to memref<?xi64>
      %l583 = memref.cast %b_l583_c0 : memref<1xi64> to memref<?xi64>
      %l584 = memref.cast %b_l584_c0 : memref<1xi1> to memref<?xi1>
      %l585 = memref.cast %b_l585_c0 : memref<1xi1> to memref<?xi1>
      %l586 = memref.cast %b_l586_c0 : memref<1xi1> to memref<?xi1>
      %l587 = memref.cast %b_l587_c0 : memref<1xi1> to memref<?xi1>
      %l588 = memref.cast %b_l588_c0 : memref<1xi1> to memref<?xi1>
      %l589 = memref.cast %b_l589_c0 : memref<1xi1> to memref<?xi1>
      %l590 = memref.cast %b_l590_c0 : memref<1xi1> to memref<?xi1>
      %l591 = memref.cast %b_l591_c0 : memref<1xi1> to memref<?xi1>
      %l592 = memref.cast %b_l592_c0 : memref<1xf32> to memref<?xf32>
      %l593 = memref.cast %b_l593_c0 : memref<1xf32> to memref<?xf32>
      %l594 = memref.cast %b_l594_c0 : memref<1xf32> to memref<?xf32>
      %l595 = memref.cast %b_l595_c0 : memref<1xf32> to memref<?xf32>
      %l596 = memref.cast %b_l596_c0 : memref<1xf32> to memref<?xf32>
      %l597 = memref.cast %b_l597_c0 : memref<1xf32> to memref<?xf32>
      %l598 = memref.cast %b_l598_c0 : memref<1xf32> to memref<?xf32>
      %l599 = memref.cast %b_l599_c0 : memref<1xf32> to memref<?xf32>
      %l600 = memref.cast %b_l600_c0 : memref<1xi64> to memref<?xi64>
      %l601 = memref.cast %b_l601_c0 : memref<1xi64> to memref<?xi64>
      %l602 = memref.cast %b_l602_c0 : memref<1xi64> to memref<?xi64>
      %l603 = memref.cast %b_l603_c0 : memref<1xi64> to memref<?xi64>
      %l604 = memref.cast %b_l604_c0 : memref<1xi64> to memref<?xi64>
      %l605 = memref.cast %b_l605_c0 : memref<1xi64> to memref<?xi64>
      %l606 = memref.cast %b_l606_c0 : memref<1xi1> to memref<?xi1>
      %l607 = memref.cast %b_l607_c0 : memref<1xi1> to memref<?xi1>
      %l608 = memref.cast %b_l608_c0 : memref<1xi1> to memref<?xi1>
      %l609 = memref.cast %b_l609_c0 : memref<1xi1> to memref<?xi1>
      %l610 = memref.cast %b_l610_c0 : memref<1xi32> to memref<?xi32>
      %l611 = memref.cast %b_l611_c0 : memref<1xi32> to memref<?xi32>
      %l612 = memref.cast %b_l612_c0 : memref<1xi32> to memref<?xi32>
      %l613 = memref.cast %b_l613_c0 : memref<1xi32> to memref<?xi32>
      %l614 = memref.cast %b_l614_c0 : memref<1xf32> to memref<?xf32>
      %l615 = memref.cast %b_l615_c0 : memref<1xi1> to memref<?xi1>
      %l616 = memref.cast %b_l616_c0 : memref<1xf32> to memref<?xf32>
      %l617 = memref.cast %b_l617_c0 : memref<1xi1> to memref<?xi1>
      %l618 = memref.cast %b_l618_c0 : memref<1xf32> to memref<?xf32>
      %l619 = memref.cast %b_l619_c0 : memref<1xi1> to memref<?xi1>
      %l620 = memref.cast %b_l620_c0 : memref<1xf32> to memref<?xf32>
      %l621 = memref.cast %b_l621_c0 : memref<1xi64> to memref<?xi64>
      %l622 = memref.cast %b_l622_c0 : memref<1xi64> to memref<?xi64>
      %l623 = memref.cast %b_l623_c0 : memref<1xi64> to memref<?xi64>
      %l624 = memref.cast %b_l624_c0 : memref<1xi64> to memref<?xi64>
      %l625 = memref.cast %b_l625_c0 : memref<1xi64> to memref<?xi64>
      %l626 = memref.cast %b_l626_c0 : memref<1xi64> to memref<?xi64>
      %l627 = memref.cast %b_l627_c0 : memref<1xi64> to memref<?xi64>
      %l628 = memref.cast %b_l628_c0 : memref<1xi32> to memref<?xi32>
      %l629 = memref.cast %b_l629_c0 : memref<1xi64> to memref<?xi64>
      %l630 = memref.cast %b_l630_c0 : memref<1xi64> to memref<?xi64>
      %l631 = memref.cast %b_l631_c0 : memref<1xi64> to memref<?xi64>
      %l632 = memref.cast %b_l632_c0 : memref<1xi64> to memref<?xi64>
      %l633 = memref.cast %b_l633_c0 : memref<1xi64> to memref<?xi64>
      %l634 = memref.cast %b_l634_c0 : memref<1xi64> to memref<?xi64>
      %l635 = memref.cast %b_l635_c0 : memref<1xi64> to memref<?xi64>
      %l636 = memref.cast %b_l636_c0 : memref<1xi32> to memref<?xi32>
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
      %l651 = memref.cast %b_l651_c0 : memref<1xi32> to memref<?xi32>
      %l652 = memref.cast %b_l652_c0 : memref<1xi32> to memref<?xi32>
      %l653 = memref.cast %b_l653_c0 : memref<1xf32> to memref<?xf32>
      %l654 = memref.cast %b_l654_c0 : memref<1xf32> to memref<?xf32>
      %l655 = memref.cast %b_l655_c0 : memref<1xf32> to memref<?xf32>
      %l656 = memref.cast %b_l656_c0 : memref<1xf32> to memref<?xf32>
      %l657 = memref.cast %b_l657_c0 : memref<1xi32> to memref<?xi32>
      %l658 = memref.cast %b_l658_c0 : memref<1xi32> to memref<?xi32>
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
      %l679 = memref.cast %b_l679_c0 : memref<1xi32> to memref<?xi32>
      %l680 = memref.cast %b_l680_c0 : memref<1xi32> to memref<?xi32>
      %l681 = memref.cast %b_l681_c0 : memref<1xf32> to memref<?xf32>
      %l682 = memref.cast %b_l682_c0 : memref<1xf32> to memref<?xf32>
      %l683 = memref.cast %b_l683_c0 : memref<1xf32> to memref<?xf32>
      %l684 = memref.cast %b_l684_c0 : memref<1xf32> to memref<?xf32>
      %l685 = memref.cast %b_l685_c0 : memref<1xi32> to memref<?xi32>
      %l686 = memref.cast %b_l686_c0 : memref<1xi32> to memref<?xi32>
      %l687 = memref.cast %b_l687_c0 : memref<1xi32> to memref<?xi32>
      %l688 = memref.cast %b_l688_c0 : memref<1xi32> to memref<?xi32>
      %l689 = memref.cast %b_l689_c0 : memref<1xf32> to memref<?xf32>
      %l690 = memref.cast %b_l690_c0 : memref<1xf32> to memref<?xf32>
      %l691 = memref.cast %b_l691_c0 : memref<1xf32> to memref<?xf32>
      %l692 = memref.cast %b_l692_c0 : memref<1xf32> to memref<?xf32>
      %l693 = memref.cast %b_l693_c0 : memref<1xi64> to memref<?xi64>
      %l694 = memref.cast %b_l694_c0 : memref<1xi64> to memref<?xi64>
      %l695 = memref.cast %b_l695_c0 : memref<1xi32> to memref<?xi32>
      %l696 = memref.cast %b_l696_c0 : memref<1xi32> to memref<?xi32>
      %l697 = memref.cast %b_l697_c0 : memref<1xi32> to memref<?xi32>
      %l698 = memref.cast %b_l698_c0 : memref<1xi32> to memref<?xi32>
      %l699 = memref.cast %b_l699_c0 : memref<1xi32> to memref<?xi32>
      %l700 = memref.cast %b_l700_c0 : memref<1xi32> to memref<?xi32>
      %l701 = memref.cast %b_l701_c0 : memref<1xi32> to memref<?xi32>
      %l702 = memref.cast %b_l702_c0 : memref<1xf32> to memref<?xf32>
      %l703 = memref.cast %b_l703_c0 : memref<1xi1> to memref<?xi1>
      %l704 = memref.cast %b_l704_c0 : memref<1xi32> to memref<?xi32>
      %l705 = memref.cast %b_l705_c0 : memref<1xi32> to memref<?xi32>
      %l706 = memref.cast %b_l706_c0 : memref<1xi32> to memref<?xi32>
      %l707 = memref.cast %b_l707_c0 : memref<1xf32> to memref<?xf32>
      %l708 = memref.cast %b_l708_c0 : memref<1xi1> to memref<?xi1>
      %l709 = memref.cast %b_l709_c0 : memref<1xi32> to memref<?xi32>
      %l710 = memref.cast %b_l710_c0 : memref<1xi32> to memref<?xi32>
      %l711 = memref.cast %b_l711_c0 : memref<1xi32> to memref<?xi32>
      %l712 = memref.cast %b_l712_c0 : memref<1xf32> to memref<?xf32>
      %l713 = memref.cast %b_l713_c0 : memref<1xi1> to memref<?xi1>
      %l714 = memref.cast %b_l714_c0 : memref<1xf32> to memref<?xf32>
      %l715 = memref.cast %b_l715_c0 : memref<1xf32> to memref<?xf32>
      %l716 = memref.cast %b_l716_c0 : memref<1xf32> to memref<?xf32>
      %l717 = memref.cast %b_l717_c0 : memref<1xf32> to memref<?xf32>
      %l718 = memref.cast %b_l718_c0 : memref<1xf32> to memref<?xf32>
      %l719 = memref.cast %b_l719_c0 : memref<1xi1> to memref<?xi1>
      %l720 = memref.cast %b_l720_c0 : memref<1xf32> to memref<?xf32>
      %l721 = memref.cast %b_l721_c0 : memref<1xi1> to memref<?xi1>
      %l722 = memref.cast %b_l722_c0 : memref<1xf32> to memref<?xf32>
      %l723 = memref.cast %b_l723_c0 : memref<1xi1> to memref<?xi1>
      %l724 = memref.cast %b_l724_c0 : memref<1xf32> to memref<?xf32>
      %l725 = memref.cast %b_l725_c0 : memref<1xi1> to memref<?xi1>
      %l726 = memref.cast %b_l726_c0 : memref<1xf32> to memref<?xf32>
      %l727 = memref.cast %b_l727_c0 : memref<1xf32> to memref<?xf32>
      %l728 = memref.cast %b_l728_c0 : memref<1xf32> to memref<?xf32>
      %l729 = memref.cast %b_l729_c0 : memref<1xf32> to memref<?xf32>
      %l730 = memref.cast %b_l730_c0 : memref<1xf32> to memref<?xf32>
      %l731 = memref.cast %b_l731_c0 : memref<1xi64> to memref<?xi64>
      %l732 = memref.cast %b_l732_c0 : memref<1xi64> to memref<?xi64>
      %l737 = memref.cast %b_l737_c0 : memref<1xi1> to memref<?xi1>
      %l738 = memref.cast %b_l738_c0 : memref<1xi1> to memref<?xi1>
      %l739 = memref.cast %b_l739_c0 : memref<1xi1> to memref<?xi1>
      %l740 = memref.cast %b_l740_c0 : memref<1xi1> to memref<?xi1>
      %l742 = memref.cast %b_l742_c0 : memref<1xi64> to memref<?xi64>
      %l743 = memref.cast %b_l743_c0 : memref<1xi1> to memref<?xi1>
      %l744 = memref.cast %b_l744_c0 : memref<1xi64> to memref<?xi64>
      %l745 = memref.cast %b_l745_c0 : memref<1xi1> to memref<?xi1>
      %l746 = memref.cast %b_l746_c0 : memref<1xi64> to memref<?xi64>
      %l747 = memref.cast %b_l747_c0 : memref<1xi64> to memref<?xi64>
      %l748 = memref.cast %b_l748_c0 : memref<1xi64> to memref<?xi64>
      %l749 = memref.cast %b_l749_c0 : memref<1xi64> to memref<?xi64>
      %l750 = memref.cast %b_l750_c0 : memref<1xi64> to memref<?xi64>
      %l751 = memref.cast %b_l751_c0 : memref<1xi64> to memref<?xi64>
      %l752 = memref.cast %b_l752_c0 : memref<1xi64> to memref<?xi64>
      %l753 = memref.cast %b_l753_c0 : memref<1xi64> to memref<?xi64>
      %l754 = memref.cast %b_l754_c0 : memref<1xi1> to memref<?xi1>
      %l755 = memref.cast %b_l755_c0 : memref<1xi1> to memref<?xi1>
      %l756 = memref.cast %b_l756_c0 : memref<1xi1> to memref<?xi1>
      %l757 = memref.cast %b_l757_c0 : memref<1xi1> to memref<?xi1>
      %l758 = memref.cast %b_l758_c0 : memref<1xi1> to memref<?xi1>
      %l759 = memref.cast %b_l759_c0 : memref<1xi1> to memref<?xi1>
      %l760 = memref.cast %b_l760_c0 : memref<1xi1> to memref<?xi1>
      %l761 = memref.cast %b_l761_c0 : memref<1xi1> to memref<?xi1>
      %l762 = memref.cast %b_l762_c0 : memref<1xf32> to memref<?xf32>
      %l763 = memref.cast %b_l763_c0 : memref<1xf32> to memref<?xf32>
      %l764 = memref.cast %b_l764_c0 : memref<1xf32> to memref<?xf32>
      %l765 = memref.cast %b_l765_c0 : memref<1xf32> to memref<?xf32>
      %l766 = memref.cast %b_l766_c0 : memref<1xf32> to memref<?xf32>
      %l767 = memref.cast %b_l767_c0 : memref<1xf32> to memref<?xf32>
      %l768 = memref.cast %b_l768_c0 : memref<1xf32> to memref<?xf32>
      %l769 = memref.cast %b_l769_c0 : memref<1xf32> to memref<?xf32>
      %l770 = memref.cast %b_l770_c0 : memref<1xf32> to memref<?xf32>
      %l771 = memref.cast %b_l771_c0 : memref<1xf32> to memref<?xf32>
      %l772 = memref.cast %b_l772_c0 : memref<1xf32> to memref<?xf32>
      %l773 = memref.cast %b_l773_c0 : memref<1xf32> to memref<?xf32>
      %l774 = memref.cast %b_l774_c0 : memref<1xi64> to memref<?xi64>
      %l775 = memref.cast %b_l775_c0 : memref<1xi1> to memref<?xi1>
      %l776 = memref.cast %b_l776_c0 : memref<1xi64> to memref<?xi64>
      %l777 = memref.cast %b_l777_c0 : memref<1xi64> to memref<?xi64>
      %l778 = memref.cast %b_l778_c0 : memref<1xi64> to memref<?xi64>
      %l779 = memref.cast %b_l779_c0 : memref<1xi64> to memref<?xi64>
      %l780 = memref.cast %b_l780_c0 : memref<1xi1> to memref<?xi1>
      %l781 = memref.cast %b_l781_c0 : memref<1xi1> to memref<?xi1>
      %l782 = memref.cast %b_l782_c0 : memref<1xf32> to memref<?xf32>
      %l783 = memref.cast %b_l783_c0 : memref<1xi64> to memref<?xi64>
      %l784 = memref.cast %b_l784_c0 : memref<1xi1> to memref<?xi1>
      %l785 = memref.cast %b_l785_c0 : memref<1xi1> to memref<?xi1>
      %l786 = memref.cast %b_l786_c0 : memref<1xf32> to memref<?xf32>
      %l787 = memref.cast %b_l787_c0 : memref<1xi64> to memref<?xi64>
      %l788 = memref.cast %b_l788_c0 : memref<1xi1> to memref<?xi1>
      %l789 = memref.cast %b_l789_c0 : memref<1xi1> to memref<?xi1>
      %l790 = memref.cast %b_l790_c0 : memref<1xf32> to memref<?xf32>
      %l791 = memref.cast %b_l791_c0 : memref<1xi64> to memref<?xi64>
      %l792 = memref.cast %b_l792_c0 : memref<1xi1> to memref<?xi1>
      %l793 = memref.cast %b_l793_c0 : memref<1xi1> to memref<?xi1>
      %l794 = memref.cast %b_l794_c0 : memref<1xf32> to memref<?xf32>
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
                cf.switch %v7 : i32, [default: ^exit, 0: ^bb0, 118: ^bb118, 131: ^bb131]
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
                %v17 = arith.constant 4 : i64
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
                %v66 = arith.constant 1258291328 : i32
                %v67 = memref.load %l16[%k0] : memref<?xi32>
                %v68 = arith.addi %v66, %v67 : i32
                memref.store %v68, %l17[%k0] : memref<?xi32>
                %v69 = arith.constant 1191215104 : i32
                %v70 = memref.load %l16[%k0] : memref<?xi32>
                %v71 = arith.addi %v69, %v70 : i32
                memref.store %v71, %l18[%k0] : memref<?xi32>
                %v72 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v72, %l19[%k0] : memref<?xi64>
                %v73 = arith.constant 16 : i64
                memref.store %v73, %l20[%k0] : memref<?xi64>
                %v74 = memref.load %ls7[%lane] : memref<?xi64>
                %v75 = arith.constant 0 : i64
                %v76 = arith.addi %v74, %v75 : i64
                memref.store %v76, %l21[%k0] : memref<?xi64>
                %v77 = arith.index_cast %n2 : index to i64
                memref.store %v77, %l22[%k0] : memref<?xi64>
                %v78 = memref.load %l21[%k0] : memref<?xi64>
                %v79 = memref.load %l22[%k0] : memref<?xi64>
                %v80 = arith.cmpi ult, %v78, %v79 : i64
                memref.store %v80, %l23[%k0] : memref<?xi1>
                %v81 = memref.load %l23[%k0] : memref<?xi1>
                cf.cond_br %v81, ^bb3, ^bb6
              ^bb3:
                %v82 = memref.load %l21[%k0] : memref<?xi64>
                %v83 = memref.load %l10[%k0] : memref<?xi64>
                %v84 = arith.muli %v82, %v83 : i64
                memref.store %v84, %l24[%k0] : memref<?xi64>
                %v85 = memref.load %ls1[%lane] : memref<?xi64>
                %v86 = arith.constant 4 : i64
                %v87 = arith.constant 0 : i64
                %v88 = arith.cmpi eq, %v86, %v87 : i64
                %v89 = arith.constant 1 : i64
                %v90 = arith.select %v88, %v89, %v86 : i64
                %v91 = arith.divui %v85, %v90 : i64
                memref.store %v91, %l25[%k0] : memref<?xi64>
                %v92 = memref.load %l24[%k0] : memref<?xi64>
                %v93 = memref.load %l25[%k0] : memref<?xi64>
                %v94 = arith.addi %v92, %v93 : i64
                memref.store %v94, %l26[%k0] : memref<?xi64>
                %v95 = memref.load %l26[%k0] : memref<?xi64>
                %v96 = arith.constant 34 : i64
                %v97 = arith.muli %v95, %v96 : i64
                memref.store %v97, %l27[%k0] : memref<?xi64>
                %v98 = memref.load %l27[%k0] : memref<?xi64>
                %v99 = arith.constant 4 : i64
                %v100 = arith.constant 0 : i64
                %v101 = arith.cmpi eq, %v99, %v100 : i64
                %v102 = arith.constant 1 : i64
                %v103 = arith.select %v101, %v102, %v99 : i64
                %v104 = arith.divui %v98, %v103 : i64
                memref.store %v104, %l28[%k0] : memref<?xi64>
                %v105 = memref.load %l28[%k0] : memref<?xi64>
                %v106 = memref.load %l9[%k0] : memref<?xi64>
                %v107 = arith.cmpi ult, %v105, %v106 : i64
                memref.store %v107, %l29[%k0] : memref<?xi1>
                %v108 = memref.load %l29[%k0] : memref<?xi1>
                cf.cond_br %v108, ^bb4, ^bb5
              ^bb4:
                %v109 = memref.load %l28[%k0] : memref<?xi64>
                memref.store %v109, %l19[%k0] : memref<?xi64>
                cf.br ^bb5
              ^bb5:
                %v110 = memref.load %l27[%k0] : memref<?xi64>
                %v111 = arith.constant 4 : i64
                %v112 = arith.constant 0 : i64
                %v113 = arith.cmpi eq, %v111, %v112 : i64
                %v114 = arith.constant 1 : i64
                %v115 = arith.select %v113, %v114, %v111 : i64
                %v116 = arith.remui %v110, %v115 : i64
                memref.store %v116, %l30[%k0] : memref<?xi64>
                %v117 = memref.load %l30[%k0] : memref<?xi64>
                %v118 = arith.constant 8 : i64
                %v119 = arith.muli %v117, %v118 : i64
                memref.store %v119, %l31[%k0] : memref<?xi64>
                %v120 = arith.constant 16 : i64
                %v121 = memref.load %l31[%k0] : memref<?xi64>
                %v122 = arith.addi %v120, %v121 : i64
                memref.store %v122, %l20[%k0] : memref<?xi64>
                cf.br ^bb6
              ^bb6:
                %v123 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v123, %l32[%k0] : memref<?xi64>
                %v124 = arith.constant 16 : i64
                memref.store %v124, %l33[%k0] : memref<?xi64>
                %v125 = memref.load %ls7[%lane] : memref<?xi64>
                %v126 = arith.constant 1 : i64
                %v127 = arith.addi %v125, %v126 : i64
                memref.store %v127, %l34[%k0] : memref<?xi64>
                %v128 = arith.index_cast %n2 : index to i64
                memref.store %v128, %l35[%k0] : memref<?xi64>
                %v129 = memref.load %l34[%k0] : memref<?xi64>
                %v130 = memref.load %l35[%k0] : memref<?xi64>
                %v131 = arith.cmpi ult, %v129, %v130 : i64
                memref.store %v131, %l36[%k0] : memref<?xi1>
                %v132 = memref.load %l36[%k0] : memref<?xi1>
                cf.cond_br %v132, ^bb7, ^bb10
              ^bb7:
                %v133 = memref.load %l34[%k0] : memref<?xi64>
                %v134 = memref.load %l10[%k0] : memref<?xi64>
                %v135 = arith.muli %v133, %v134 : i64
                memref.store %v135, %l37[%k0] : memref<?xi64>
                %v136 = memref.load %ls1[%lane] : memref<?xi64>
                %v137 = arith.constant 4 : i64
                %v138 = arith.constant 0 : i64
                %v139 = arith.cmpi eq, %v137, %v138 : i64
                %v140 = arith.constant 1 : i64
                %v141 = arith.select %v139, %v140, %v137 : i64
                %v142 = arith.divui %v136, %v141 : i64
                memref.store %v142, %l38[%k0] : memref<?xi64>
                %v143 = memref.load %l37[%k0] : memref<?xi64>
                %v144 = memref.load %l38[%k0] : memref<?xi64>
                %v145 = arith.addi %v143, %v144 : i64
                memref.store %v145, %l39[%k0] : memref<?xi64>
                %v146 = memref.load %l39[%k0] : memref<?xi64>
                %v147 = arith.constant 34 : i64
                %v148 = arith.muli %v146, %v147 : i64
                memref.store %v148, %l40[%k0] : memref<?xi64>
                %v149 = memref.load %l40[%k0] : memref<?xi64>
                %v150 = arith.constant 4 : i64
                %v151 = arith.constant 0 : i64
                %v152 = arith.cmpi eq, %v150, %v151 : i64
                %v153 = arith.constant 1 : i64
                %v154 = arith.select %v152, %v153, %v150 : i64
                %v155 = arith.divui %v149, %v154 : i64
                memref.store %v155, %l41[%k0] : memref<?xi64>
                %v156 = memref.load %l41[%k0] : memref<?xi64>
                %v157 = memref.load %l9[%k0] : memref<?xi64>
                %v158 = arith.cmpi ult, %v156, %v157 : i64
                memref.store %v158, %l42[%k0] : memref<?xi1>
                %v159 = memref.load %l42[%k0] : memref<?xi1>
                cf.cond_br %v159, ^bb8, ^bb9
              ^bb8:
                %v160 = memref.load %l41[%k0] : memref<?xi64>
                memref.store %v160, %l32[%k0] : memref<?xi64>
                cf.br ^bb9
              ^bb9:
                %v161 = memref.load %l40[%k0] : memref<?xi64>
                %v162 = arith.constant 4 : i64
                %v163 = arith.constant 0 : i64
                %v164 = arith.cmpi eq, %v162, %v163 : i64
                %v165 = arith.constant 1 : i64
                %v166 = arith.select %v164, %v165, %v162 : i64
                %v167 = arith.remui %v161, %v166 : i64
                memref.store %v167, %l43[%k0] : memref<?xi64>
                %v168 = memref.load %l43[%k0] : memref<?xi64>
                %v169 = arith.constant 8 : i64
                %v170 = arith.muli %v168, %v169 : i64
                memref.store %v170, %l44[%k0] : memref<?xi64>
                %v171 = arith.constant 16 : i64
                %v172 = memref.load %l44[%k0] : memref<?xi64>
                %v173 = arith.addi %v171, %v172 : i64
                memref.store %v173, %l33[%k0] : memref<?xi64>
                cf.br ^bb10
              ^bb10:
                %v174 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v174, %l45[%k0] : memref<?xi64>
                %v175 = arith.constant 16 : i64
                memref.store %v175, %l46[%k0] : memref<?xi64>
                %v176 = memref.load %ls7[%lane] : memref<?xi64>
                %v177 = arith.constant 2 : i64
                %v178 = arith.addi %v176, %v177 : i64
                memref.store %v178, %l47[%k0] : memref<?xi64>
                %v179 = arith.index_cast %n2 : index to i64
                memref.store %v179, %l48[%k0] : memref<?xi64>
                %v180 = memref.load %l47[%k0] : memref<?xi64>
                %v181 = memref.load %l48[%k0] : memref<?xi64>
                %v182 = arith.cmpi ult, %v180, %v181 : i64
                memref.store %v182, %l49[%k0] : memref<?xi1>
                %v183 = memref.load %l49[%k0] : memref<?xi1>
                cf.cond_br %v183, ^bb11, ^bb14
              ^bb11:
                %v184 = memref.load %l47[%k0] : memref<?xi64>
                %v185 = memref.load %l10[%k0] : memref<?xi64>
                %v186 = arith.muli %v184, %v185 : i64
                memref.store %v186, %l50[%k0] : memref<?xi64>
                %v187 = memref.load %ls1[%lane] : memref<?xi64>
                %v188 = arith.constant 4 : i64
                %v189 = arith.constant 0 : i64
                %v190 = arith.cmpi eq, %v188, %v189 : i64
                %v191 = arith.constant 1 : i64
                %v192 = arith.select %v190, %v191, %v188 : i64
                %v193 = arith.divui %v187, %v192 : i64
                memref.store %v193, %l51[%k0] : memref<?xi64>
                %v194 = memref.load %l50[%k0] : memref<?xi64>
                %v195 = memref.load %l51[%k0] : memref<?xi64>
                %v196 = arith.addi %v194, %v195 : i64
                memref.store %v196, %l52[%k0] : memref<?xi64>
                %v197 = memref.load %l52[%k0] : memref<?xi64>
                %v198 = arith.constant 34 : i64
                %v199 = arith.muli %v197, %v198 : i64
                memref.store %v199, %l53[%k0] : memref<?xi64>
                %v200 = memref.load %l53[%k0] : memref<?xi64>
                %v201 = arith.constant 4 : i64
                %v202 = arith.constant 0 : i64
                %v203 = arith.cmpi eq, %v201, %v202 : i64
                %v204 = arith.constant 1 : i64
                %v205 = arith.select %v203, %v204, %v201 : i64
                %v206 = arith.divui %v200, %v205 : i64
                memref.store %v206, %l54[%k0] : memref<?xi64>
                %v207 = memref.load %l54[%k0] : memref<?xi64>
                %v208 = memref.load %l9[%k0] : memref<?xi64>
                %v209 = arith.cmpi ult, %v207, %v208 : i64
                memref.store %v209, %l55[%k0] : memref<?xi1>
                %v210 = memref.load %l55[%k0] : memref<?xi1>
                cf.cond_br %v210, ^bb12, ^bb13
              ^bb12:
                %v211 = memref.load %l54[%k0] : memref<?xi64>
                memref.store %v211, %l45[%k0] : memref<?xi64>
                cf.br ^bb13
              ^bb13:
                %v212 = memref.load %l53[%k0] : memref<?xi64>
                %v213 = arith.constant 4 : i64
                %v214 = arith.constant 0 : i64
                %v215 = arith.cmpi eq, %v213, %v214 : i64
                %v216 = arith.constant 1 : i64
                %v217 = arith.select %v215, %v216, %v213 : i64
                %v218 = arith.remui %v212, %v217 : i64
                memref.store %v218, %l56[%k0] : memref<?xi64>
                %v219 = memref.load %l56[%k0] : memref<?xi64>
                %v220 = arith.constant 8 : i64
                %v221 = arith.muli %v219, %v220 : i64
                memref.store %v221, %l57[%k0] : memref<?xi64>
                %v222 = arith.constant 16 : i64
                %v223 = memref.load %l57[%k0] : memref<?xi64>
                %v224 = arith.addi %v222, %v223 : i64
                memref.store %v224, %l46[%k0] : memref<?xi64>
                cf.br ^bb14
              ^bb14:
                %v225 = memref.load %l9[%k0] : memref<?xi64>
                memref.store %v225, %l58[%k0] : memref<?xi64>
                %v226 = arith.constant 16 : i64
                memref.store %v226, %l59[%k0] : memref<?xi64>
                %v227 = memref.load %ls7[%lane] : memref<?xi64>
                %v228 = arith.constant 3 : i64
                %v229 = arith.addi %v227, %v228 : i64
                memref.store %v229, %l60[%k0] : memref<?xi64>
                %v230 = arith.index_cast %n2 : index to i64
                memref.store %v230, %l61[%k0] : memref<?xi64>
                %v231 = memref.load %l60[%k0] : memref<?xi64>
                %v232 = memref.load %l61[%k0] : memref<?xi64>
                %v233 = arith.cmpi ult, %v231, %v232 : i64
                memref.store %v233, %l62[%k0] : memref<?xi1>
                %v234 = memref.load %l62[%k0] : memref<?xi1>
                cf.cond_br %v234, ^bb15, ^bb18
              ^bb15:
                %v235 = memref.load %l60[%k0] : memref<?xi64>
                %v236 = memref.load %l10[%k0] : memref<?xi64>
                %v237 = arith.muli %v235, %v236 : i64
                memref.store %v237, %l63[%k0] : memref<?xi64>
                %v238 = memref.load %ls1[%lane] : memref<?xi64>
                %v239 = arith.constant 4 : i64
                %v240 = arith.constant 0 : i64
                %v241 = arith.cmpi eq, %v239, %v240 : i64
                %v242 = arith.constant 1 : i64
                %v243 = arith.select %v241, %v242, %v239 : i64
                %v244 = arith.divui %v238, %v243 : i64
                memref.store %v244, %l64[%k0] : memref<?xi64>
                %v245 = memref.load %l63[%k0] : memref<?xi64>
                %v246 = memref.load %l64[%k0] : memref<?xi64>
                %v247 = arith.addi %v245, %v246 : i64
                memref.store %v247, %l65[%k0] : memref<?xi64>
                %v248 = memref.load %l65[%k0] : memref<?xi64>
                %v249 = arith.constant 34 : i64
                %v250 = arith.muli %v248, %v249 : i64
                memref.store %v250, %l66[%k0] : memref<?xi64>
                %v251 = memref.load %l66[%k0] : memref<?xi64>
                %v252 = arith.constant 4 : i64
                %v253 = arith.constant 0 : i64
                %v254 = arith.cmpi eq, %v252, %v253 : i64
                %v255 = arith.constant 1 : i64
                %v256 = arith.select %v254, %v255, %v252 : i64
                %v257 = arith.divui %v251, %v256 : i64
                memref.store %v257, %l67[%k0] : memref<?xi64>
                %v258 = memref.load %l67[%k0] : memref<?xi64>
                %v259 = memref.load %l9[%k0] : memref<?xi64>
                %v260 = arith.cmpi ult, %v258, %v259 : i64
                memref.store %v260, %l68[%k0] : memref<?xi1>
                %v261 = memref.load %l68[%k0] : memref<?xi1>
                cf.cond_br %v261, ^bb16, ^bb17
              ^bb16:
                %v262 = memref.load %l67[%k0] : memref<?xi64>
                memref.store %v262, %l58[%k0] : memref<?xi64>
                cf.br ^bb17
              ^bb17:
                %v263 = memref.load %l66[%k0] : memref<?xi64>
                %v264 = arith.constant 4 : i64
                %v265 = arith.constant 0 : i64
                %v266 = arith.cmpi eq, %v264, %v265 : i64
                %v267 = arith.constant 1 : i64
                %v268 = arith.select %v266, %v267, %v264 : i64
                %v269 = arith.remui %v263, %v268 : i64
                memref.store %v269, %l69[%k0] : memref<?xi64>
                %v270 = memref.load %l69[%k0] : memref<?xi64>
                %v271 = arith.constant 8 : i64
                %v272 = arith.muli %v270, %v271 : i64
                memref.store %v272, %l70[%k0] : memref<?xi64>
                %v273 = arith.constant 16 : i64
                %v274 = memref.load %l70[%k0] : memref<?xi64>
                %v275 = arith.addi %v273, %v274 : i64
                memref.store %v275, %l59[%k0] : memref<?xi64>
                cf.br ^bb18
              ^bb18:
                %v276 = arith.constant 0x00000000 : f32
                memref.store %v276, %l71[%k0] : memref<?xf32>
                %v277 = arith.constant 0x00000000 : f32
                memref.store %v277, %l72[%k0] : memref<?xf32>
                %v278 = arith.constant 0x00000000 : f32
                memref.store %v278, %l73[%k0] : memref<?xf32>
                %v279 = arith.constant 0x00000000 : f32
                memref.store %v279, %l74[%k0] : memref<?xf32>
                %v280 = memref.load %ls1[%lane] : memref<?xi64>
                %v281 = arith.constant 4 : i64
                %v282 = arith.constant 0 : i64
                %v283 = arith.cmpi eq, %v281, %v282 : i64
                %v284 = arith.constant 1 : i64
                %v285 = arith.select %v283, %v284, %v281 : i64
                %v286 = arith.divui %v280, %v285 : i64
                memref.store %v286, %l75[%k0] : memref<?xi64>
                %v287 = memref.load %l75[%k0] : memref<?xi64>
                %v288 = arith.constant 32 : i64
                %v289 = arith.muli %v287, %v288 : i64
                memref.store %v289, %l76[%k0] : memref<?xi64>
                %v290 = arith.constant 8 : i64
                %v291 = memref.load %l2[%k0] : memref<?xi64>
                %v292 = arith.muli %v290, %v291 : i64
                memref.store %v292, %l77[%k0] : memref<?xi64>
                %v293 = memref.load %l76[%k0] : memref<?xi64>
                %v294 = memref.load %l77[%k0] : memref<?xi64>
                %v295 = arith.addi %v293, %v294 : i64
                memref.store %v295, %l78[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb19:
                %v296 = memref.load %l78[%k0] : memref<?xi64>
                memref.store %v296, %l79[%k0] : memref<?xi64>
                %v297 = memref.load %l79[%k0] : memref<?xi64>
                %v298 = memref.load %l11[%k0] : memref<?xi64>
                %v299 = arith.cmpi uge, %v297, %v298 : i64
                memref.store %v299, %l80[%k0] : memref<?xi1>
                %v300 = memref.load %l80[%k0] : memref<?xi1>
                cf.cond_br %v300, ^bb69, ^bb20
              ^bb20:
                %v301 = memref.load %l79[%k0] : memref<?xi64>
                %v302 = arith.constant 256 : i64
                %v303 = arith.constant 0 : i64
                %v304 = arith.cmpi eq, %v302, %v303 : i64
                %v305 = arith.constant 1 : i64
                %v306 = arith.select %v304, %v305, %v302 : i64
                %v307 = arith.divui %v301, %v306 : i64
                memref.store %v307, %l81[%k0] : memref<?xi64>
                %v308 = memref.load %l81[%k0] : memref<?xi64>
                %v309 = arith.constant 68 : i64
                %v310 = arith.muli %v308, %v309 : i64
                memref.store %v310, %l82[%k0] : memref<?xi64>
                %v311 = memref.load %l79[%k0] : memref<?xi64>
                %v312 = arith.constant 1 : i64
                %v313 = arith.ori %v311, %v312 : i64
                memref.store %v313, %l83[%k0] : memref<?xi64>
                %v314 = memref.load %l79[%k0] : memref<?xi64>
                %v315 = arith.constant 2 : i64
                %v316 = arith.ori %v314, %v315 : i64
                memref.store %v316, %l84[%k0] : memref<?xi64>
                %v317 = memref.load %l79[%k0] : memref<?xi64>
                %v318 = arith.constant 3 : i64
                %v319 = arith.ori %v317, %v318 : i64
                memref.store %v319, %l85[%k0] : memref<?xi64>
                %v320 = memref.load %l79[%k0] : memref<?xi64>
                %v321 = arith.constant 4 : i64
                %v322 = arith.ori %v320, %v321 : i64
                memref.store %v322, %l86[%k0] : memref<?xi64>
                %v323 = memref.load %l79[%k0] : memref<?xi64>
                %v324 = arith.constant 5 : i64
                %v325 = arith.ori %v323, %v324 : i64
                memref.store %v325, %l87[%k0] : memref<?xi64>
                %v326 = memref.load %l79[%k0] : memref<?xi64>
                %v327 = arith.constant 6 : i64
                %v328 = arith.ori %v326, %v327 : i64
                memref.store %v328, %l88[%k0] : memref<?xi64>
                %v329 = memref.load %l79[%k0] : memref<?xi64>
                %v330 = arith.constant 7 : i64
                %v331 = arith.ori %v329, %v330 : i64
                memref.store %v331, %l89[%k0] : memref<?xi64>
                %v332 = memref.load %l89[%k0] : memref<?xi64>
                %v333 = memref.load %l8[%k0] : memref<?xi64>
                %v334 = arith.cmpi ult, %v332, %v333 : i64
                memref.store %v334, %l90[%k0] : memref<?xi1>
                %v335 = memref.load %l90[%k0] : memref<?xi1>
                cf.cond_br %v335, ^bb21, ^bb69
              ^bb21:
                %v336 = memref.load %l79[%k0] : memref<?xi64>
                %v337 = memref.load %l8[%k0] : memref<?xi64>
                %v338 = arith.cmpi ult, %v336, %v337 : i64
                memref.store %v338, %l91[%k0] : memref<?xi1>
                %v339 = memref.load %l91[%k0] : memref<?xi1>
                cf.cond_br %v339, ^bb22, ^bb69
              ^bb22:
                %v340 = memref.load %l83[%k0] : memref<?xi64>
                %v341 = memref.load %l8[%k0] : memref<?xi64>
                %v342 = arith.cmpi ult, %v340, %v341 : i64
                memref.store %v342, %l92[%k0] : memref<?xi1>
                %v343 = memref.load %l92[%k0] : memref<?xi1>
                cf.cond_br %v343, ^bb23, ^bb69
              ^bb23:
                %v344 = memref.load %l84[%k0] : memref<?xi64>
                %v345 = memref.load %l8[%k0] : memref<?xi64>
                %v346 = arith.cmpi ult, %v344, %v345 : i64
                memref.store %v346, %l93[%k0] : memref<?xi1>
                %v347 = memref.load %l93[%k0] : memref<?xi1>
                cf.cond_br %v347, ^bb24, ^bb69
              ^bb24:
                %v348 = memref.load %l85[%k0] : memref<?xi64>
                %v349 = memref.load %l8[%k0] : memref<?xi64>
                %v350 = arith.cmpi ult, %v348, %v349 : i64
                memref.store %v350, %l94[%k0] : memref<?xi1>
                %v351 = memref.load %l94[%k0] : memref<?xi1>
                cf.cond_br %v351, ^bb25, ^bb69
              ^bb25:
                %v352 = memref.load %l86[%k0] : memref<?xi64>
                %v353 = memref.load %l8[%k0] : memref<?xi64>
                %v354 = arith.cmpi ult, %v352, %v353 : i64
                memref.store %v354, %l95[%k0] : memref<?xi1>
                %v355 = memref.load %l95[%k0] : memref<?xi1>
                cf.cond_br %v355, ^bb26, ^bb69
              ^bb26:
                %v356 = memref.load %l87[%k0] : memref<?xi64>
                %v357 = memref.load %l8[%k0] : memref<?xi64>
                %v358 = arith.cmpi ult, %v356, %v357 : i64
                memref.store %v358, %l96[%k0] : memref<?xi1>
                %v359 = memref.load %l96[%k0] : memref<?xi1>
                cf.cond_br %v359, ^bb27, ^bb69
              ^bb27:
                %v360 = memref.load %l88[%k0] : memref<?xi64>
                %v361 = memref.load %l8[%k0] : memref<?xi64>
                %v362 = arith.cmpi ult, %v360, %v361 : i64
                memref.store %v362, %l97[%k0] : memref<?xi1>
                %v363 = memref.load %l97[%k0] : memref<?xi1>
                cf.cond_br %v363, ^bb28, ^bb69
              ^bb28:
                %v364 = memref.load %l79[%k0] : memref<?xi64>
                %v365 = arith.index_cast %v364 : i64 to index
                %v366 = memref.load %p1[%v365] : memref<?xf32>
                memref.store %v366, %l98[%k0] : memref<?xf32>
                %v367 = memref.load %l83[%k0] : memref<?xi64>
                %v368 = arith.index_cast %v367 : i64 to index
                %v369 = memref.load %p1[%v368] : memref<?xf32>
                memref.store %v369, %l99[%k0] : memref<?xf32>
                %v370 = memref.load %l84[%k0] : memref<?xi64>
                %v371 = arith.index_cast %v370 : i64 to index
                %v372 = memref.load %p1[%v371] : memref<?xf32>
                memref.store %v372, %l100[%k0] : memref<?xf32>
                %v373 = memref.load %l85[%k0] : memref<?xi64>
                %v374 = arith.index_cast %v373 : i64 to index
                %v375 = memref.load %p1[%v374] : memref<?xf32>
                memref.store %v375, %l101[%k0] : memref<?xf32>
                %v376 = memref.load %l86[%k0] : memref<?xi64>
                %v377 = arith.index_cast %v376 : i64 to index
                %v378 = memref.load %p1[%v377] : memref<?xf32>
                memref.store %v378, %l102[%k0] : memref<?xf32>
                %v379 = memref.load %l87[%k0] : memref<?xi64>
                %v380 = arith.index_cast %v379 : i64 to index
                %v381 = memref.load %p1[%v380] : memref<?xf32>
                memref.store %v381, %l103[%k0] : memref<?xf32>
                %v382 = memref.load %l88[%k0] : memref<?xi64>
                %v383 = arith.index_cast %v382 : i64 to index
                %v384 = memref.load %p1[%v383] : memref<?xf32>
                memref.store %v384, %l104[%k0] : memref<?xf32>
                %v385 = memref.load %l89[%k0] : memref<?xi64>
                %v386 = arith.index_cast %v385 : i64 to index
                %v387 = memref.load %p1[%v386] : memref<?xf32>
                memref.store %v387, %l105[%k0] : memref<?xf32>
                %v388 = memref.load %l19[%k0] : memref<?xi64>
                memref.store %v388, %l106[%k0] : memref<?xi64>
                %v389 = memref.load %l106[%k0] : memref<?xi64>
                %v390 = memref.load %l82[%k0] : memref<?xi64>
                %v391 = arith.addi %v389, %v390 : i64
                memref.store %v391, %l107[%k0] : memref<?xi64>
                %v392 = arith.constant 2 : i64
                %v393 = memref.load %l2[%k0] : memref<?xi64>
                %v394 = arith.muli %v392, %v393 : i64
                memref.store %v394, %l108[%k0] : memref<?xi64>
                %v395 = memref.load %l107[%k0] : memref<?xi64>
                %v396 = memref.load %l108[%k0] : memref<?xi64>
                %v397 = arith.addi %v395, %v396 : i64
                memref.store %v397, %l109[%k0] : memref<?xi64>
                %v398 = memref.load %l109[%k0] : memref<?xi64>
                %v399 = arith.constant 1 : i64
                %v400 = arith.addi %v398, %v399 : i64
                memref.store %v400, %l110[%k0] : memref<?xi64>
                %v401 = memref.load %l109[%k0] : memref<?xi64>
                %v402 = arith.constant 2 : i64
                %v403 = arith.addi %v401, %v402 : i64
                memref.store %v403, %l111[%k0] : memref<?xi64>
                %v404 = memref.load %l32[%k0] : memref<?xi64>
                memref.store %v404, %l112[%k0] : memref<?xi64>
                %v405 = memref.load %l112[%k0] : memref<?xi64>
                %v406 = memref.load %l82[%k0] : memref<?xi64>
                %v407 = arith.addi %v405, %v406 : i64
                memref.store %v407, %l113[%k0] : memref<?xi64>
                %v408 = arith.constant 2 : i64
                %v409 = memref.load %l2[%k0] : memref<?xi64>
                %v410 = arith.muli %v408, %v409 : i64
                memref.store %v410, %l114[%k0] : memref<?xi64>
                %v411 = memref.load %l113[%k0] : memref<?xi64>
                %v412 = memref.load %l114[%k0] : memref<?xi64>
                %v413 = arith.addi %v411, %v412 : i64
                memref.store %v413, %l115[%k0] : memref<?xi64>
                %v414 = memref.load %l115[%k0] : memref<?xi64>
                %v415 = arith.constant 1 : i64
                %v416 = arith.addi %v414, %v415 : i64
                memref.store %v416, %l116[%k0] : memref<?xi64>
                %v417 = memref.load %l115[%k0] : memref<?xi64>
                %v418 = arith.constant 2 : i64
                %v419 = arith.addi %v417, %v418 : i64
                memref.store %v419, %l117[%k0] : memref<?xi64>
                %v420 = memref.load %l45[%k0] : memref<?xi64>
                memref.store %v420, %l118[%k0] : memref<?xi64>
                %v421 = memref.load %l118[%k0] : memref<?xi64>
                %v422 = memref.load %l82[%k0] : memref<?xi64>
                %v423 = arith.addi %v421, %v422 : i64
                memref.store %v423, %l119[%k0] : memref<?xi64>
                %v424 = arith.constant 2 : i64
                %v425 = memref.load %l2[%k0] : memref<?xi64>
                %v426 = arith.muli %v424, %v425 : i64
                memref.store %v426, %l120[%k0] : memref<?xi64>
                %v427 = memref.load %l119[%k0] : memref<?xi64>
                %v428 = memref.load %l120[%k0] : memref<?xi64>
                %v429 = arith.addi %v427, %v428 : i64
                memref.store %v429, %l121[%k0] : memref<?xi64>
                %v430 = memref.load %l121[%k0] : memref<?xi64>
                %v431 = arith.constant 1 : i64
                %v432 = arith.addi %v430, %v431 : i64
                memref.store %v432, %l122[%k0] : memref<?xi64>
                %v433 = memref.load %l121[%k0] : memref<?xi64>
                %v434 = arith.constant 2 : i64
                %v435 = arith.addi %v433, %v434 : i64
                memref.store %v435, %l123[%k0] : memref<?xi64>
                %v436 = memref.load %l58[%k0] : memref<?xi64>
                memref.store %v436, %l124[%k0] : memref<?xi64>
                %v437 = memref.load %l124[%k0] : memref<?xi64>
                %v438 = memref.load %l82[%k0] : memref<?xi64>
                %v439 = arith.addi %v437, %v438 : i64
                memref.store %v439, %l125[%k0] : memref<?xi64>
                %v440 = arith.constant 2 : i64
                %v441 = memref.load %l2[%k0] : memref<?xi64>
                %v442 = arith.muli %v440, %v441 : i64
                memref.store %v442, %l126[%k0] : memref<?xi64>
                %v443 = memref.load %l125[%k0] : memref<?xi64>
                %v444 = memref.load %l126[%k0] : memref<?xi64>
                %v445 = arith.addi %v443, %v444 : i64
                memref.store %v445, %l127[%k0] : memref<?xi64>
                %v446 = memref.load %l127[%k0] : memref<?xi64>
                %v447 = arith.constant 1 : i64
                %v448 = arith.addi %v446, %v447 : i64
                memref.store %v448, %l128[%k0] : memref<?xi64>
                %v449 = memref.load %l127[%k0] : memref<?xi64>
                %v450 = arith.constant 2 : i64
                %v451 = arith.addi %v449, %v450 : i64
                memref.store %v451, %l129[%k0] : memref<?xi64>
                %v452 = memref.load %l111[%k0] : memref<?xi64>
                %v453 = memref.load %l9[%k0] : memref<?xi64>
                %v454 = arith.cmpi ult, %v452, %v453 : i64
                memref.store %v454, %l130[%k0] : memref<?xi1>
                %v455 = memref.load %l130[%k0] : memref<?xi1>
                cf.cond_br %v455, ^bb29, ^bb69
              ^bb29:
                %v456 = memref.load %l107[%k0] : memref<?xi64>
                %v457 = memref.load %l9[%k0] : memref<?xi64>
                %v458 = arith.cmpi ult, %v456, %v457 : i64
                memref.store %v458, %l131[%k0] : memref<?xi1>
                %v459 = memref.load %l131[%k0] : memref<?xi1>
                cf.cond_br %v459, ^bb30, ^bb69
              ^bb30:
                %v460 = memref.load %l109[%k0] : memref<?xi64>
                %v461 = memref.load %l9[%k0] : memref<?xi64>
                %v462 = arith.cmpi ult, %v460, %v461 : i64
                memref.store %v462, %l132[%k0] : memref<?xi1>
                %v463 = memref.load %l132[%k0] : memref<?xi1>
                cf.cond_br %v463, ^bb31, ^bb69
              ^bb31:
                %v464 = memref.load %l110[%k0] : memref<?xi64>
                %v465 = memref.load %l9[%k0] : memref<?xi64>
                %v466 = arith.cmpi ult, %v464, %v465 : i64
                memref.store %v466, %l133[%k0] : memref<?xi1>
                %v467 = memref.load %l133[%k0] : memref<?xi1>
                cf.cond_br %v467, ^bb32, ^bb69
              ^bb32:
                %v468 = memref.load %l117[%k0] : memref<?xi64>
                %v469 = memref.load %l9[%k0] : memref<?xi64>
                %v470 = arith.cmpi ult, %v468, %v469 : i64
                memref.store %v470, %l134[%k0] : memref<?xi1>
                %v471 = memref.load %l134[%k0] : memref<?xi1>
                cf.cond_br %v471, ^bb33, ^bb69
              ^bb33:
                %v472 = memref.load %l113[%k0] : memref<?xi64>
                %v473 = memref.load %l9[%k0] : memref<?xi64>
                %v474 = arith.cmpi ult, %v472, %v473 : i64
                memref.store %v474, %l135[%k0] : memref<?xi1>
                %v475 = memref.load %l135[%k0] : memref<?xi1>
                cf.cond_br %v475, ^bb34, ^bb69
              ^bb34:
                %v476 = memref.load %l115[%k0] : memref<?xi64>
                %v477 = memref.load %l9[%k0] : memref<?xi64>
                %v478 = arith.cmpi ult, %v476, %v477 : i64
                memref.store %v478, %l136[%k0] : memref<?xi1>
                %v479 = memref.load %l136[%k0] : memref<?xi1>
                cf.cond_br %v479, ^bb35, ^bb69
              ^bb35:
                %v480 = memref.load %l116[%k0] : memref<?xi64>
                %v481 = memref.load %l9[%k0] : memref<?xi64>
                %v482 = arith.cmpi ult, %v480, %v481 : i64
                memref.store %v482, %l137[%k0] : memref<?xi1>
                %v483 = memref.load %l137[%k0] : memref<?xi1>
                cf.cond_br %v483, ^bb36, ^bb69
              ^bb36:
                %v484 = memref.load %l123[%k0] : memref<?xi64>
                %v485 = memref.load %l9[%k0] : memref<?xi64>
                %v486 = arith.cmpi ult, %v484, %v485 : i64
                memref.store %v486, %l138[%k0] : memref<?xi1>
                %v487 = memref.load %l138[%k0] : memref<?xi1>
                cf.cond_br %v487, ^bb37, ^bb69
              ^bb37:
                %v488 = memref.load %l119[%k0] : memref<?xi64>
                %v489 = memref.load %l9[%k0] : memref<?xi64>
                %v490 = arith.cmpi ult, %v488, %v489 : i64
                memref.store %v490, %l139[%k0] : memref<?xi1>
                %v491 = memref.load %l139[%k0] : memref<?xi1>
                cf.cond_br %v491, ^bb38, ^bb69
              ^bb38:
                %v492 = memref.load %l121[%k0] : memref<?xi64>
                %v493 = memref.load %l9[%k0] : memref<?xi64>
                %v494 = arith.cmpi ult, %v492, %v493 : i64
                memref.store %v494, %l140[%k0] : memref<?xi1>
                %v495 = memref.load %l140[%k0] : memref<?xi1>
                cf.cond_br %v495, ^bb39, ^bb69
              ^bb39:
                %v496 = memref.load %l122[%k0] : memref<?xi64>
                %v497 = memref.load %l9[%k0] : memref<?xi64>
                %v498 = arith.cmpi ult, %v496, %v497 : i64
                memref.store %v498, %l141[%k0] : memref<?xi1>
                %v499 = memref.load %l141[%k0] : memref<?xi1>
                cf.cond_br %v499, ^bb40, ^bb69
              ^bb40:
                %v500 = memref.load %l129[%k0] : memref<?xi64>
                %v501 = memref.load %l9[%k0] : memref<?xi64>
                %v502 = arith.cmpi ult, %v500, %v501 : i64
                memref.store %v502, %l142[%k0] : memref<?xi1>
                %v503 = memref.load %l142[%k0] : memref<?xi1>
                cf.cond_br %v503, ^bb41, ^bb69
              ^bb41:
                %v504 = memref.load %l125[%k0] : memref<?xi64>
                %v505 = memref.load %l9[%k0] : memref<?xi64>
                %v506 = arith.cmpi ult, %v504, %v505 : i64
                memref.store %v506, %l143[%k0] : memref<?xi1>
                %v507 = memref.load %l143[%k0] : memref<?xi1>
                cf.cond_br %v507, ^bb42, ^bb69
              ^bb42:
                %v508 = memref.load %l127[%k0] : memref<?xi64>
                %v509 = memref.load %l9[%k0] : memref<?xi64>
                %v510 = arith.cmpi ult, %v508, %v509 : i64
                memref.store %v510, %l144[%k0] : memref<?xi1>
                %v511 = memref.load %l144[%k0] : memref<?xi1>
                cf.cond_br %v511, ^bb43, ^bb69
              ^bb43:
                %v512 = memref.load %l128[%k0] : memref<?xi64>
                %v513 = memref.load %l9[%k0] : memref<?xi64>
                %v514 = arith.cmpi ult, %v512, %v513 : i64
                memref.store %v514, %l145[%k0] : memref<?xi1>
                %v515 = memref.load %l145[%k0] : memref<?xi1>
                cf.cond_br %v515, ^bb44, ^bb69
              ^bb44:
                %v516 = memref.load %l107[%k0] : memref<?xi64>
                %v517 = arith.index_cast %v516 : i64 to index
                %v518 = memref.load %p0[%v517] : memref<?xi32>
                memref.store %v518, %l146[%k0] : memref<?xi32>
                %v519 = memref.load %l109[%k0] : memref<?xi64>
                %v520 = arith.index_cast %v519 : i64 to index
                %v521 = memref.load %p0[%v520] : memref<?xi32>
                memref.store %v521, %l147[%k0] : memref<?xi32>
                %v522 = memref.load %l110[%k0] : memref<?xi64>
                %v523 = arith.index_cast %v522 : i64 to index
                %v524 = memref.load %p0[%v523] : memref<?xi32>
                memref.store %v524, %l148[%k0] : memref<?xi32>
                %v525 = memref.load %l111[%k0] : memref<?xi64>
                %v526 = arith.index_cast %v525 : i64 to index
                %v527 = memref.load %p0[%v526] : memref<?xi32>
                memref.store %v527, %l149[%k0] : memref<?xi32>
                %v528 = memref.load %l113[%k0] : memref<?xi64>
                %v529 = arith.index_cast %v528 : i64 to index
                %v530 = memref.load %p0[%v529] : memref<?xi32>
                memref.store %v530, %l150[%k0] : memref<?xi32>
                %v531 = memref.load %l115[%k0] : memref<?xi64>
                %v532 = arith.index_cast %v531 : i64 to index
                %v533 = memref.load %p0[%v532] : memref<?xi32>
                memref.store %v533, %l151[%k0] : memref<?xi32>
                %v534 = memref.load %l116[%k0] : memref<?xi64>
                %v535 = arith.index_cast %v534 : i64 to index
                %v536 = memref.load %p0[%v535] : memref<?xi32>
                memref.store %v536, %l152[%k0] : memref<?xi32>
                %v537 = memref.load %l117[%k0] : memref<?xi64>
                %v538 = arith.index_cast %v537 : i64 to index
                %v539 = memref.load %p0[%v538] : memref<?xi32>
                memref.store %v539, %l153[%k0] : memref<?xi32>
                %v540 = memref.load %l119[%k0] : memref<?xi64>
                %v541 = arith.index_cast %v540 : i64 to index
                %v542 = memref.load %p0[%v541] : memref<?xi32>
                memref.store %v542, %l154[%k0] : memref<?xi32>
                %v543 = memref.load %l121[%k0] : memref<?xi64>
                %v544 = arith.index_cast %v543 : i64 to index
                %v545 = memref.load %p0[%v544] : memref<?xi32>
                memref.store %v545, %l155[%k0] : memref<?xi32>
                %v546 = memref.load %l122[%k0] : memref<?xi64>
                %v547 = arith.index_cast %v546 : i64 to index
                %v548 = memref.load %p0[%v547] : memref<?xi32>
                memref.store %v548, %l156[%k0] : memref<?xi32>
                %v549 = memref.load %l123[%k0] : memref<?xi64>
                %v550 = arith.index_cast %v549 : i64 to index
                %v551 = memref.load %p0[%v550] : memref<?xi32>
                memref.store %v551, %l157[%k0] : memref<?xi32>
                %v552 = memref.load %l125[%k0] : memref<?xi64>
                %v553 = arith.index_cast %v552 : i64 to index
                %v554 = memref.load %p0[%v553] : memref<?xi32>
                memref.store %v554, %l158[%k0] : memref<?xi32>
                %v555 = memref.load %l127[%k0] : memref<?xi64>
                %v556 = arith.index_cast %v555 : i64 to index
                %v557 = memref.load %p0[%v556] : memref<?xi32>
                memref.store %v557, %l159[%k0] : memref<?xi32>
                %v558 = memref.load %l128[%k0] : memref<?xi64>
                %v559 = arith.index_cast %v558 : i64 to index
                %v560 = memref.load %p0[%v559] : memref<?xi32>
                memref.store %v560, %l160[%k0] : memref<?xi32>
                %v561 = memref.load %l129[%k0] : memref<?xi64>
                %v562 = arith.index_cast %v561 : i64 to index
                %v563 = memref.load %p0[%v562] : memref<?xi32>
                memref.store %v563, %l161[%k0] : memref<?xi32>
                %v564 = memref.load %l148[%k0] : memref<?xi32>
                %v565 = arith.extui %v564 : i32 to i64
                memref.store %v565, %l162[%k0] : memref<?xi64>
                %v566 = arith.constant 32 : i32
                %v567 = arith.extsi %v566 : i32 to i64
                memref.store %v567, %l163[%k0] : memref<?xi64>
                %v568 = memref.load %l162[%k0] : memref<?xi64>
                %v569 = memref.load %l163[%k0] : memref<?xi64>
                %v570 = arith.constant 63 : i64
                %v571 = arith.andi %v569, %v570 : i64
                %v572 = arith.shli %v568, %v571 : i64
                memref.store %v572, %l164[%k0] : memref<?xi64>
                %v573 = memref.load %l147[%k0] : memref<?xi32>
                %v574 = arith.extui %v573 : i32 to i64
                memref.store %v574, %l165[%k0] : memref<?xi64>
                %v575 = memref.load %l164[%k0] : memref<?xi64>
                %v576 = memref.load %l165[%k0] : memref<?xi64>
                %v577 = arith.ori %v575, %v576 : i64
                memref.store %v577, %l166[%k0] : memref<?xi64>
                %v578 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v578, %l167[%k0] : memref<?xi64>
                %v579 = memref.load %l166[%k0] : memref<?xi64>
                %v580 = memref.load %l167[%k0] : memref<?xi64>
                %v581 = arith.constant 63 : i64
                %v582 = arith.andi %v580, %v581 : i64
                %v583 = arith.shrui %v579, %v582 : i64
                memref.store %v583, %l168[%k0] : memref<?xi64>
                %v584 = memref.load %l168[%k0] : memref<?xi64>
                %v585 = arith.trunci %v584 : i64 to i32
                memref.store %v585, %l169[%k0] : memref<?xi32>
                %v586 = memref.load %l149[%k0] : memref<?xi32>
                %v587 = arith.extui %v586 : i32 to i64
                memref.store %v587, %l170[%k0] : memref<?xi64>
                %v588 = arith.constant 32 : i32
                %v589 = arith.extsi %v588 : i32 to i64
                memref.store %v589, %l171[%k0] : memref<?xi64>
                %v590 = memref.load %l170[%k0] : memref<?xi64>
                %v591 = memref.load %l171[%k0] : memref<?xi64>
                %v592 = arith.constant 63 : i64
                %v593 = arith.andi %v591, %v592 : i64
                %v594 = arith.shli %v590, %v593 : i64
                memref.store %v594, %l172[%k0] : memref<?xi64>
                %v595 = memref.load %l148[%k0] : memref<?xi32>
                %v596 = arith.extui %v595 : i32 to i64
                memref.store %v596, %l173[%k0] : memref<?xi64>
                %v597 = memref.load %l172[%k0] : memref<?xi64>
                %v598 = memref.load %l173[%k0] : memref<?xi64>
                %v599 = arith.ori %v597, %v598 : i64
                memref.store %v599, %l174[%k0] : memref<?xi64>
                %v600 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v600, %l175[%k0] : memref<?xi64>
                %v601 = memref.load %l174[%k0] : memref<?xi64>
                %v602 = memref.load %l175[%k0] : memref<?xi64>
                %v603 = arith.constant 63 : i64
                %v604 = arith.andi %v602, %v603 : i64
                %v605 = arith.shrui %v601, %v604 : i64
                memref.store %v605, %l176[%k0] : memref<?xi64>
                %v606 = memref.load %l176[%k0] : memref<?xi64>
                %v607 = arith.trunci %v606 : i64 to i32
                memref.store %v607, %l177[%k0] : memref<?xi32>
                %v608 = memref.load %l169[%k0] : memref<?xi32>
                %v609 = arith.constant 255 : i32
                %v610 = arith.andi %v608, %v609 : i32
                memref.store %v610, %l178[%k0] : memref<?xi32>
                %v611 = memref.load %l178[%k0] : memref<?xi32>
                %v612 = memref.load %l17[%k0] : memref<?xi32>
                %v613 = arith.xori %v611, %v612 : i32
                memref.store %v613, %l179[%k0] : memref<?xi32>
                %v614 = memref.load %l179[%k0] : memref<?xi32>
                %v615 = arith.bitcast %v614 : i32 to f32
                memref.store %v615, %l180[%k0] : memref<?xf32>
                %v616 = memref.load %l180[%k0] : memref<?xf32>
                %v617 = arith.constant 0x4B000080 : f32
                %v618 = arith.subf %v616, %v617 : f32
                memref.store %v618, %l181[%k0] : memref<?xf32>
                %v619 = memref.load %l181[%k0] : memref<?xf32>
                %v620 = memref.load %l98[%k0] : memref<?xf32>
                %v621 = arith.mulf %v619, %v620 : f32
                memref.store %v621, %l182[%k0] : memref<?xf32>
                %v622 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v622, %l183[%k0] : memref<?xf32>
                %v623 = memref.load %l169[%k0] : memref<?xi32>
                %v624 = arith.constant 65280 : i32
                %v625 = arith.andi %v623, %v624 : i32
                memref.store %v625, %l184[%k0] : memref<?xi32>
                %v626 = memref.load %l184[%k0] : memref<?xi32>
                %v627 = memref.load %l18[%k0] : memref<?xi32>
                %v628 = arith.xori %v626, %v627 : i32
                memref.store %v628, %l185[%k0] : memref<?xi32>
                %v629 = memref.load %l185[%k0] : memref<?xi32>
                %v630 = arith.bitcast %v629 : i32 to f32
                memref.store %v630, %l186[%k0] : memref<?xf32>
                %v631 = memref.load %l186[%k0] : memref<?xf32>
                %v632 = arith.constant 0x47008000 : f32
                %v633 = arith.subf %v631, %v632 : f32
                memref.store %v633, %l187[%k0] : memref<?xf32>
                %v634 = memref.load %l187[%k0] : memref<?xf32>
                %v635 = memref.load %l99[%k0] : memref<?xf32>
                %v636 = arith.mulf %v634, %v635 : f32
                memref.store %v636, %l188[%k0] : memref<?xf32>
                %v637 = memref.load %l183[%k0] : memref<?xf32>
                %v638 = memref.load %l188[%k0] : memref<?xf32>
                %v639 = arith.addf %v637, %v638 : f32
                memref.store %v639, %l182[%k0] : memref<?xf32>
                %v640 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v640, %l189[%k0] : memref<?xf32>
                %v641 = arith.constant 8 : i32
                memref.store %v641, %l190[%k0] : memref<?xi32>
                %v642 = memref.load %l169[%k0] : memref<?xi32>
                %v643 = memref.load %l190[%k0] : memref<?xi32>
                %v644 = arith.constant 31 : i32
                %v645 = arith.andi %v643, %v644 : i32
                %v646 = arith.shrui %v642, %v645 : i32
                memref.store %v646, %l191[%k0] : memref<?xi32>
                %v647 = memref.load %l191[%k0] : memref<?xi32>
                %v648 = arith.constant 65280 : i32
                %v649 = arith.andi %v647, %v648 : i32
                memref.store %v649, %l192[%k0] : memref<?xi32>
                %v650 = memref.load %l192[%k0] : memref<?xi32>
                %v651 = memref.load %l18[%k0] : memref<?xi32>
                %v652 = arith.xori %v650, %v651 : i32
                memref.store %v652, %l193[%k0] : memref<?xi32>
                %v653 = memref.load %l193[%k0] : memref<?xi32>
                %v654 = arith.bitcast %v653 : i32 to f32
                memref.store %v654, %l194[%k0] : memref<?xf32>
                %v655 = memref.load %l194[%k0] : memref<?xf32>
                %v656 = arith.constant 0x47008000 : f32
                %v657 = arith.subf %v655, %v656 : f32
                memref.store %v657, %l195[%k0] : memref<?xf32>
                %v658 = memref.load %l195[%k0] : memref<?xf32>
                %v659 = memref.load %l100[%k0] : memref<?xf32>
                %v660 = arith.mulf %v658, %v659 : f32
                memref.store %v660, %l196[%k0] : memref<?xf32>
                %v661 = memref.load %l189[%k0] : memref<?xf32>
                %v662 = memref.load %l196[%k0] : memref<?xf32>
                %v663 = arith.addf %v661, %v662 : f32
                memref.store %v663, %l182[%k0] : memref<?xf32>
                %v664 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v664, %l197[%k0] : memref<?xf32>
                %v665 = memref.load %l169[%k0] : memref<?xi32>
                memref.store %v665, %l198[%k0] : memref<?xi32>
                %v666 = memref.load %l198[%k0] : memref<?xi32>
                %v667 = arith.constant 24 : i32
                %v668 = arith.constant 31 : i32
                %v669 = arith.andi %v667, %v668 : i32
                %v670 = arith.shrsi %v666, %v669 : i32
                memref.store %v670, %l199[%k0] : memref<?xi32>
                %v671 = memref.load %l199[%k0] : memref<?xi32>
                %v672 = arith.constant 1258291328 : i32
                %v673 = arith.addi %v671, %v672 : i32
                memref.store %v673, %l200[%k0] : memref<?xi32>
                %v674 = memref.load %l200[%k0] : memref<?xi32>
                memref.store %v674, %l201[%k0] : memref<?xi32>
                %v675 = memref.load %l201[%k0] : memref<?xi32>
                %v676 = arith.bitcast %v675 : i32 to f32
                memref.store %v676, %l202[%k0] : memref<?xf32>
                %v677 = memref.load %l202[%k0] : memref<?xf32>
                %v678 = arith.constant 0x4B000080 : f32
                %v679 = arith.subf %v677, %v678 : f32
                memref.store %v679, %l203[%k0] : memref<?xf32>
                %v680 = memref.load %l203[%k0] : memref<?xf32>
                %v681 = memref.load %l101[%k0] : memref<?xf32>
                %v682 = arith.mulf %v680, %v681 : f32
                memref.store %v682, %l204[%k0] : memref<?xf32>
                %v683 = memref.load %l197[%k0] : memref<?xf32>
                %v684 = memref.load %l204[%k0] : memref<?xf32>
                %v685 = arith.addf %v683, %v684 : f32
                memref.store %v685, %l182[%k0] : memref<?xf32>
                %v686 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v686, %l205[%k0] : memref<?xf32>
                %v687 = memref.load %l177[%k0] : memref<?xi32>
                %v688 = arith.constant 255 : i32
                %v689 = arith.andi %v687, %v688 : i32
                memref.store %v689, %l206[%k0] : memref<?xi32>
                %v690 = memref.load %l206[%k0] : memref<?xi32>
                %v691 = memref.load %l17[%k0] : memref<?xi32>
                %v692 = arith.xori %v690, %v691 : i32
                memref.store %v692, %l207[%k0] : memref<?xi32>
                %v693 = memref.load %l207[%k0] : memref<?xi32>
                %v694 = arith.bitcast %v693 : i32 to f32
                memref.store %v694, %l208[%k0] : memref<?xf32>
                %v695 = memref.load %l208[%k0] : memref<?xf32>
                %v696 = arith.constant 0x4B000080 : f32
                %v697 = arith.subf %v695, %v696 : f32
                memref.store %v697, %l209[%k0] : memref<?xf32>
                %v698 = memref.load %l209[%k0] : memref<?xf32>
                %v699 = memref.load %l102[%k0] : memref<?xf32>
                %v700 = arith.mulf %v698, %v699 : f32
                memref.store %v700, %l210[%k0] : memref<?xf32>
                %v701 = memref.load %l205[%k0] : memref<?xf32>
                %v702 = memref.load %l210[%k0] : memref<?xf32>
                %v703 = arith.addf %v701, %v702 : f32
                memref.store %v703, %l182[%k0] : memref<?xf32>
                %v704 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v704, %l211[%k0] : memref<?xf32>
                %v705 = memref.load %l177[%k0] : memref<?xi32>
                %v706 = arith.constant 65280 : i32
                %v707 = arith.andi %v705, %v706 : i32
                memref.store %v707, %l212[%k0] : memref<?xi32>
                %v708 = memref.load %l212[%k0] : memref<?xi32>
                %v709 = memref.load %l18[%k0] : memref<?xi32>
                %v710 = arith.xori %v708, %v709 : i32
                memref.store %v710, %l213[%k0] : memref<?xi32>
                %v711 = memref.load %l213[%k0] : memref<?xi32>
                %v712 = arith.bitcast %v711 : i32 to f32
                memref.store %v712, %l214[%k0] : memref<?xf32>
                %v713 = memref.load %l214[%k0] : memref<?xf32>
                %v714 = arith.constant 0x47008000 : f32
                %v715 = arith.subf %v713, %v714 : f32
                memref.store %v715, %l215[%k0] : memref<?xf32>
                %v716 = memref.load %l215[%k0] : memref<?xf32>
                %v717 = memref.load %l103[%k0] : memref<?xf32>
                %v718 = arith.mulf %v716, %v717 : f32
                memref.store %v718, %l216[%k0] : memref<?xf32>
                %v719 = memref.load %l211[%k0] : memref<?xf32>
                %v720 = memref.load %l216[%k0] : memref<?xf32>
                %v721 = arith.addf %v719, %v720 : f32
                memref.store %v721, %l182[%k0] : memref<?xf32>
                %v722 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v722, %l217[%k0] : memref<?xf32>
                %v723 = arith.constant 8 : i32
                memref.store %v723, %l218[%k0] : memref<?xi32>
                %v724 = memref.load %l177[%k0] : memref<?xi32>
                %v725 = memref.load %l218[%k0] : memref<?xi32>
                %v726 = arith.constant 31 : i32
                %v727 = arith.andi %v725, %v726 : i32
                %v728 = arith.shrui %v724, %v727 : i32
                memref.store %v728, %l219[%k0] : memref<?xi32>
                %v729 = memref.load %l219[%k0] : memref<?xi32>
                %v730 = arith.constant 65280 : i32
                %v731 = arith.andi %v729, %v730 : i32
                memref.store %v731, %l220[%k0] : memref<?xi32>
                %v732 = memref.load %l220[%k0] : memref<?xi32>
                %v733 = memref.load %l18[%k0] : memref<?xi32>
                %v734 = arith.xori %v732, %v733 : i32
                memref.store %v734, %l221[%k0] : memref<?xi32>
                %v735 = memref.load %l221[%k0] : memref<?xi32>
                %v736 = arith.bitcast %v735 : i32 to f32
                memref.store %v736, %l222[%k0] : memref<?xf32>
                %v737 = memref.load %l222[%k0] : memref<?xf32>
                %v738 = arith.constant 0x47008000 : f32
                %v739 = arith.subf %v737, %v738 : f32
                memref.store %v739, %l223[%k0] : memref<?xf32>
                %v740 = memref.load %l223[%k0] : memref<?xf32>
                %v741 = memref.load %l104[%k0] : memref<?xf32>
                %v742 = arith.mulf %v740, %v741 : f32
                memref.store %v742, %l224[%k0] : memref<?xf32>
                %v743 = memref.load %l217[%k0] : memref<?xf32>
                %v744 = memref.load %l224[%k0] : memref<?xf32>
                %v745 = arith.addf %v743, %v744 : f32
                memref.store %v745, %l182[%k0] : memref<?xf32>
                %v746 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v746, %l225[%k0] : memref<?xf32>
                %v747 = memref.load %l177[%k0] : memref<?xi32>
                memref.store %v747, %l226[%k0] : memref<?xi32>
                %v748 = memref.load %l226[%k0] : memref<?xi32>
                %v749 = arith.constant 24 : i32
                %v750 = arith.constant 31 : i32
                %v751 = arith.andi %v749, %v750 : i32
                %v752 = arith.shrsi %v748, %v751 : i32
                memref.store %v752, %l227[%k0] : memref<?xi32>
                %v753 = memref.load %l227[%k0] : memref<?xi32>
                %v754 = arith.constant 1258291328 : i32
                %v755 = arith.addi %v753, %v754 : i32
                memref.store %v755, %l228[%k0] : memref<?xi32>
                %v756 = memref.load %l228[%k0] : memref<?xi32>
                memref.store %v756, %l229[%k0] : memref<?xi32>
                %v757 = memref.load %l229[%k0] : memref<?xi32>
                %v758 = arith.bitcast %v757 : i32 to f32
                memref.store %v758, %l230[%k0] : memref<?xf32>
                %v759 = memref.load %l230[%k0] : memref<?xf32>
                %v760 = arith.constant 0x4B000080 : f32
                %v761 = arith.subf %v759, %v760 : f32
                memref.store %v761, %l231[%k0] : memref<?xf32>
                %v762 = memref.load %l231[%k0] : memref<?xf32>
                %v763 = memref.load %l105[%k0] : memref<?xf32>
                %v764 = arith.mulf %v762, %v763 : f32
                memref.store %v764, %l232[%k0] : memref<?xf32>
                %v765 = memref.load %l225[%k0] : memref<?xf32>
                %v766 = memref.load %l232[%k0] : memref<?xf32>
                %v767 = arith.addf %v765, %v766 : f32
                memref.store %v767, %l182[%k0] : memref<?xf32>
                %v768 = memref.load %l71[%k0] : memref<?xf32>
                memref.store %v768, %l233[%k0] : memref<?xf32>
                %v769 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v769, %l234[%k0] : memref<?xi64>
                %v770 = memref.load %l234[%k0] : memref<?xi64>
                %v771 = arith.constant 16 : i64
                %v772 = arith.subi %v770, %v771 : i64
                memref.store %v772, %l235[%k0] : memref<?xi64>
                %v773 = memref.load %l235[%k0] : memref<?xi64>
                %v774 = arith.trunci %v773 : i64 to i32
                memref.store %v774, %l236[%k0] : memref<?xi32>
                %v775 = memref.load %l146[%k0] : memref<?xi32>
                %v776 = memref.load %l236[%k0] : memref<?xi32>
                %v777 = arith.constant 31 : i32
                %v778 = arith.andi %v776, %v777 : i32
                %v779 = arith.shrui %v775, %v778 : i32
                memref.store %v779, %l237[%k0] : memref<?xi32>
                %v780 = memref.load %l237[%k0] : memref<?xi32>
                %v781 = arith.constant 65535 : i32
                %v782 = arith.andi %v780, %v781 : i32
                memref.store %v782, %l238[%k0] : memref<?xi32>
                %v783 = memref.load %l238[%k0] : memref<?xi32>
                %v784 = arith.constant 32767 : i32
                %v785 = arith.andi %v783, %v784 : i32
                memref.store %v785, %l239[%k0] : memref<?xi32>
                %v786 = arith.constant 13 : i32
                memref.store %v786, %l240[%k0] : memref<?xi32>
                %v787 = memref.load %l239[%k0] : memref<?xi32>
                %v788 = memref.load %l240[%k0] : memref<?xi32>
                %v789 = arith.constant 31 : i32
                %v790 = arith.andi %v788, %v789 : i32
                %v791 = arith.shli %v787, %v790 : i32
                memref.store %v791, %l241[%k0] : memref<?xi32>
                %v792 = memref.load %l241[%k0] : memref<?xi32>
                %v793 = arith.constant 939524096 : i32
                %v794 = arith.addi %v792, %v793 : i32
                memref.store %v794, %l242[%k0] : memref<?xi32>
                %v795 = memref.load %l242[%k0] : memref<?xi32>
                %v796 = arith.bitcast %v795 : i32 to f32
                memref.store %v796, %l243[%k0] : memref<?xf32>
                %v797 = memref.load %l239[%k0] : memref<?xi32>
                %v798 = arith.constant 1024 : i32
                %v799 = arith.cmpi ult, %v797, %v798 : i32
                memref.store %v799, %l244[%k0] : memref<?xi1>
                %v800 = memref.load %l244[%k0] : memref<?xi1>
                cf.cond_br %v800, ^bb45, ^bb46
              ^bb45:
                %v801 = arith.constant 13 : i32
                memref.store %v801, %l245[%k0] : memref<?xi32>
                %v802 = memref.load %l239[%k0] : memref<?xi32>
                %v803 = memref.load %l245[%k0] : memref<?xi32>
                %v804 = arith.constant 31 : i32
                %v805 = arith.andi %v803, %v804 : i32
                %v806 = arith.shli %v802, %v805 : i32
                memref.store %v806, %l246[%k0] : memref<?xi32>
                %v807 = memref.load %l246[%k0] : memref<?xi32>
                %v808 = arith.constant 947912704 : i32
                %v809 = arith.addi %v807, %v808 : i32
                memref.store %v809, %l247[%k0] : memref<?xi32>
                %v810 = memref.load %l247[%k0] : memref<?xi32>
                %v811 = arith.bitcast %v810 : i32 to f32
                memref.store %v811, %l248[%k0] : memref<?xf32>
                %v812 = memref.load %l248[%k0] : memref<?xf32>
                %v813 = arith.constant 0x38800000 : f32
                %v814 = arith.subf %v812, %v813 : f32
                memref.store %v814, %l243[%k0] : memref<?xf32>
                cf.br ^bb46
              ^bb46:
                %v815 = memref.load %l239[%k0] : memref<?xi32>
                %v816 = arith.constant 31744 : i32
                %v817 = arith.cmpi uge, %v815, %v816 : i32
                memref.store %v817, %l249[%k0] : memref<?xi1>
                %v818 = memref.load %l249[%k0] : memref<?xi1>
                cf.cond_br %v818, ^bb47, ^bb48
              ^bb47:
                %v819 = arith.constant 13 : i32
                memref.store %v819, %l250[%k0] : memref<?xi32>
                %v820 = memref.load %l239[%k0] : memref<?xi32>
                %v821 = memref.load %l250[%k0] : memref<?xi32>
                %v822 = arith.constant 31 : i32
                %v823 = arith.andi %v821, %v822 : i32
                %v824 = arith.shli %v820, %v823 : i32
                memref.store %v824, %l251[%k0] : memref<?xi32>
                %v825 = memref.load %l251[%k0] : memref<?xi32>
                %v826 = arith.constant 1879048192 : i32
                %v827 = arith.addi %v825, %v826 : i32
                memref.store %v827, %l252[%k0] : memref<?xi32>
                %v828 = memref.load %l252[%k0] : memref<?xi32>
                %v829 = arith.bitcast %v828 : i32 to f32
                memref.store %v829, %l253[%k0] : memref<?xf32>
                %v830 = memref.load %l253[%k0] : memref<?xf32>
                memref.store %v830, %l243[%k0] : memref<?xf32>
                cf.br ^bb48
              ^bb48:
                %v831 = memref.load %l238[%k0] : memref<?xi32>
                %v832 = arith.constant 32768 : i32
                %v833 = arith.cmpi uge, %v831, %v832 : i32
                memref.store %v833, %l254[%k0] : memref<?xi1>
                %v834 = memref.load %l254[%k0] : memref<?xi1>
                cf.cond_br %v834, ^bb49, ^bb50
              ^bb49:
                %v835 = memref.load %l243[%k0] : memref<?xf32>
                memref.store %v835, %l255[%k0] : memref<?xf32>
                %v836 = memref.load %l255[%k0] : memref<?xf32>
                %v837 = arith.negf %v836 : f32
                memref.store %v837, %l243[%k0] : memref<?xf32>
                cf.br ^bb50
              ^bb50:
                %v838 = memref.load %l243[%k0] : memref<?xf32>
                memref.store %v838, %l256[%k0] : memref<?xf32>
                %v839 = memref.load %l182[%k0] : memref<?xf32>
                memref.store %v839, %l257[%k0] : memref<?xf32>
                %v840 = memref.load %l256[%k0] : memref<?xf32>
                %v841 = memref.load %l257[%k0] : memref<?xf32>
                %v842 = arith.mulf %v840, %v841 : f32
                memref.store %v842, %l258[%k0] : memref<?xf32>
                %v843 = memref.load %l233[%k0] : memref<?xf32>
                %v844 = memref.load %l258[%k0] : memref<?xf32>
                %v845 = arith.addf %v843, %v844 : f32
                memref.store %v845, %l259[%k0] : memref<?xf32>
                %v846 = memref.load %l259[%k0] : memref<?xf32>
                memref.store %v846, %l71[%k0] : memref<?xf32>
                %v847 = memref.load %l152[%k0] : memref<?xi32>
                %v848 = arith.extui %v847 : i32 to i64
                memref.store %v848, %l260[%k0] : memref<?xi64>
                %v849 = arith.constant 32 : i32
                %v850 = arith.extsi %v849 : i32 to i64
                memref.store %v850, %l261[%k0] : memref<?xi64>
                %v851 = memref.load %l260[%k0] : memref<?xi64>
                %v852 = memref.load %l261[%k0] : memref<?xi64>
                %v853 = arith.constant 63 : i64
                %v854 = arith.andi %v852, %v853 : i64
                %v855 = arith.shli %v851, %v854 : i64
                memref.store %v855, %l262[%k0] : memref<?xi64>
                %v856 = memref.load %l151[%k0] : memref<?xi32>
                %v857 = arith.extui %v856 : i32 to i64
                memref.store %v857, %l263[%k0] : memref<?xi64>
                %v858 = memref.load %l262[%k0] : memref<?xi64>
                %v859 = memref.load %l263[%k0] : memref<?xi64>
                %v860 = arith.ori %v858, %v859 : i64
                memref.store %v860, %l264[%k0] : memref<?xi64>
                %v861 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v861, %l265[%k0] : memref<?xi64>
                %v862 = memref.load %l264[%k0] : memref<?xi64>
                %v863 = memref.load %l265[%k0] : memref<?xi64>
                %v864 = arith.constant 63 : i64
                %v865 = arith.andi %v863, %v864 : i64
                %v866 = arith.shrui %v862, %v865 : i64
                memref.store %v866, %l266[%k0] : memref<?xi64>
                %v867 = memref.load %l266[%k0] : memref<?xi64>
                %v868 = arith.trunci %v867 : i64 to i32
                memref.store %v868, %l267[%k0] : memref<?xi32>
                %v869 = memref.load %l153[%k0] : memref<?xi32>
                %v870 = arith.extui %v869 : i32 to i64
                memref.store %v870, %l268[%k0] : memref<?xi64>
                %v871 = arith.constant 32 : i32
                %v872 = arith.extsi %v871 : i32 to i64
                memref.store %v872, %l269[%k0] : memref<?xi64>
                %v873 = memref.load %l268[%k0] : memref<?xi64>
                %v874 = memref.load %l269[%k0] : memref<?xi64>
                %v875 = arith.constant 63 : i64
                %v876 = arith.andi %v874, %v875 : i64
                %v877 = arith.shli %v873, %v876 : i64
                memref.store %v877, %l270[%k0] : memref<?xi64>
                %v878 = memref.load %l152[%k0] : memref<?xi32>
                %v879 = arith.extui %v878 : i32 to i64
                memref.store %v879, %l271[%k0] : memref<?xi64>
                %v880 = memref.load %l270[%k0] : memref<?xi64>
                %v881 = memref.load %l271[%k0] : memref<?xi64>
                %v882 = arith.ori %v880, %v881 : i64
                memref.store %v882, %l272[%k0] : memref<?xi64>
                %v883 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v883, %l273[%k0] : memref<?xi64>
                %v884 = memref.load %l272[%k0] : memref<?xi64>
                %v885 = memref.load %l273[%k0] : memref<?xi64>
                %v886 = arith.constant 63 : i64
                %v887 = arith.andi %v885, %v886 : i64
                %v888 = arith.shrui %v884, %v887 : i64
                memref.store %v888, %l274[%k0] : memref<?xi64>
                %v889 = memref.load %l274[%k0] : memref<?xi64>
                %v890 = arith.trunci %v889 : i64 to i32
                memref.store %v890, %l275[%k0] : memref<?xi32>
                %v891 = memref.load %l267[%k0] : memref<?xi32>
                %v892 = arith.constant 255 : i32
                %v893 = arith.andi %v891, %v892 : i32
                memref.store %v893, %l276[%k0] : memref<?xi32>
                %v894 = memref.load %l276[%k0] : memref<?xi32>
                %v895 = memref.load %l17[%k0] : memref<?xi32>
                %v896 = arith.xori %v894, %v895 : i32
                memref.store %v896, %l277[%k0] : memref<?xi32>
                %v897 = memref.load %l277[%k0] : memref<?xi32>
                %v898 = arith.bitcast %v897 : i32 to f32
                memref.store %v898, %l278[%k0] : memref<?xf32>
                %v899 = memref.load %l278[%k0] : memref<?xf32>
                %v900 = arith.constant 0x4B000080 : f32
                %v901 = arith.subf %v899, %v900 : f32
                memref.store %v901, %l279[%k0] : memref<?xf32>
                %v902 = memref.load %l279[%k0] : memref<?xf32>
                %v903 = memref.load %l98[%k0] : memref<?xf32>
                %v904 = arith.mulf %v902, %v903 : f32
                memref.store %v904, %l280[%k0] : memref<?xf32>
                %v905 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v905, %l281[%k0] : memref<?xf32>
                %v906 = memref.load %l267[%k0] : memref<?xi32>
                %v907 = arith.constant 65280 : i32
                %v908 = arith.andi %v906, %v907 : i32
                memref.store %v908, %l282[%k0] : memref<?xi32>
                %v909 = memref.load %l282[%k0] : memref<?xi32>
                %v910 = memref.load %l18[%k0] : memref<?xi32>
                %v911 = arith.xori %v909, %v910 : i32
                memref.store %v911, %l283[%k0] : memref<?xi32>
                %v912 = memref.load %l283[%k0] : memref<?xi32>
                %v913 = arith.bitcast %v912 : i32 to f32
                memref.store %v913, %l284[%k0] : memref<?xf32>
                %v914 = memref.load %l284[%k0] : memref<?xf32>
                %v915 = arith.constant 0x47008000 : f32
                %v916 = arith.subf %v914, %v915 : f32
                memref.store %v916, %l285[%k0] : memref<?xf32>
                %v917 = memref.load %l285[%k0] : memref<?xf32>
                %v918 = memref.load %l99[%k0] : memref<?xf32>
                %v919 = arith.mulf %v917, %v918 : f32
                memref.store %v919, %l286[%k0] : memref<?xf32>
                %v920 = memref.load %l281[%k0] : memref<?xf32>
                %v921 = memref.load %l286[%k0] : memref<?xf32>
                %v922 = arith.addf %v920, %v921 : f32
                memref.store %v922, %l280[%k0] : memref<?xf32>
                %v923 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v923, %l287[%k0] : memref<?xf32>
                %v924 = arith.constant 8 : i32
                memref.store %v924, %l288[%k0] : memref<?xi32>
                %v925 = memref.load %l267[%k0] : memref<?xi32>
                %v926 = memref.load %l288[%k0] : memref<?xi32>
                %v927 = arith.constant 31 : i32
                %v928 = arith.andi %v926, %v927 : i32
                %v929 = arith.shrui %v925, %v928 : i32
                memref.store %v929, %l289[%k0] : memref<?xi32>
                %v930 = memref.load %l289[%k0] : memref<?xi32>
                %v931 = arith.constant 65280 : i32
                %v932 = arith.andi %v930, %v931 : i32
                memref.store %v932, %l290[%k0] : memref<?xi32>
                %v933 = memref.load %l290[%k0] : memref<?xi32>
                %v934 = memref.load %l18[%k0] : memref<?xi32>
                %v935 = arith.xori %v933, %v934 : i32
                memref.store %v935, %l291[%k0] : memref<?xi32>
                %v936 = memref.load %l291[%k0] : memref<?xi32>
                %v937 = arith.bitcast %v936 : i32 to f32
                memref.store %v937, %l292[%k0] : memref<?xf32>
                %v938 = memref.load %l292[%k0] : memref<?xf32>
                %v939 = arith.constant 0x47008000 : f32
                %v940 = arith.subf %v938, %v939 : f32
                memref.store %v940, %l293[%k0] : memref<?xf32>
                %v941 = memref.load %l293[%k0] : memref<?xf32>
                %v942 = memref.load %l100[%k0] : memref<?xf32>
                %v943 = arith.mulf %v941, %v942 : f32
                memref.store %v943, %l294[%k0] : memref<?xf32>
                %v944 = memref.load %l287[%k0] : memref<?xf32>
                %v945 = memref.load %l294[%k0] : memref<?xf32>
                %v946 = arith.addf %v944, %v945 : f32
                memref.store %v946, %l280[%k0] : memref<?xf32>
                %v947 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v947, %l295[%k0] : memref<?xf32>
                %v948 = memref.load %l267[%k0] : memref<?xi32>
                memref.store %v948, %l296[%k0] : memref<?xi32>
                %v949 = memref.load %l296[%k0] : memref<?xi32>
                %v950 = arith.constant 24 : i32
                %v951 = arith.constant 31 : i32
                %v952 = arith.andi %v950, %v951 : i32
                %v953 = arith.shrsi %v949, %v952 : i32
                memref.store %v953, %l297[%k0] : memref<?xi32>
                %v954 = memref.load %l297[%k0] : memref<?xi32>
                %v955 = arith.constant 1258291328 : i32
                %v956 = arith.addi %v954, %v955 : i32
                memref.store %v956, %l298[%k0] : memref<?xi32>
                %v957 = memref.load %l298[%k0] : memref<?xi32>
                memref.store %v957, %l299[%k0] : memref<?xi32>
                %v958 = memref.load %l299[%k0] : memref<?xi32>
                %v959 = arith.bitcast %v958 : i32 to f32
                memref.store %v959, %l300[%k0] : memref<?xf32>
                %v960 = memref.load %l300[%k0] : memref<?xf32>
                %v961 = arith.constant 0x4B000080 : f32
                %v962 = arith.subf %v960, %v961 : f32
                memref.store %v962, %l301[%k0] : memref<?xf32>
                %v963 = memref.load %l301[%k0] : memref<?xf32>
                %v964 = memref.load %l101[%k0] : memref<?xf32>
                %v965 = arith.mulf %v963, %v964 : f32
                memref.store %v965, %l302[%k0] : memref<?xf32>
                %v966 = memref.load %l295[%k0] : memref<?xf32>
                %v967 = memref.load %l302[%k0] : memref<?xf32>
                %v968 = arith.addf %v966, %v967 : f32
                memref.store %v968, %l280[%k0] : memref<?xf32>
                %v969 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v969, %l303[%k0] : memref<?xf32>
                %v970 = memref.load %l275[%k0] : memref<?xi32>
                %v971 = arith.constant 255 : i32
                %v972 = arith.andi %v970, %v971 : i32
                memref.store %v972, %l304[%k0] : memref<?xi32>
                %v973 = memref.load %l304[%k0] : memref<?xi32>
                %v974 = memref.load %l17[%k0] : memref<?xi32>
                %v975 = arith.xori %v973, %v974 : i32
                memref.store %v975, %l305[%k0] : memref<?xi32>
                %v976 = memref.load %l305[%k0] : memref<?xi32>
                %v977 = arith.bitcast %v976 : i32 to f32
                memref.store %v977, %l306[%k0] : memref<?xf32>
                %v978 = memref.load %l306[%k0] : memref<?xf32>
                %v979 = arith.constant 0x4B000080 : f32
                %v980 = arith.subf %v978, %v979 : f32
                memref.store %v980, %l307[%k0] : memref<?xf32>
                %v981 = memref.load %l307[%k0] : memref<?xf32>
                %v982 = memref.load %l102[%k0] : memref<?xf32>
                %v983 = arith.mulf %v981, %v982 : f32
                memref.store %v983, %l308[%k0] : memref<?xf32>
                %v984 = memref.load %l303[%k0] : memref<?xf32>
                %v985 = memref.load %l308[%k0] : memref<?xf32>
                %v986 = arith.addf %v984, %v985 : f32
                memref.store %v986, %l280[%k0] : memref<?xf32>
                %v987 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v987, %l309[%k0] : memref<?xf32>
                %v988 = memref.load %l275[%k0] : memref<?xi32>
                %v989 = arith.constant 65280 : i32
                %v990 = arith.andi %v988, %v989 : i32
                memref.store %v990, %l310[%k0] : memref<?xi32>
                %v991 = memref.load %l310[%k0] : memref<?xi32>
                %v992 = memref.load %l18[%k0] : memref<?xi32>
                %v993 = arith.xori %v991, %v992 : i32
                memref.store %v993, %l311[%k0] : memref<?xi32>
                %v994 = memref.load %l311[%k0] : memref<?xi32>
                %v995 = arith.bitcast %v994 : i32 to f32
                memref.store %v995, %l312[%k0] : memref<?xf32>
                %v996 = memref.load %l312[%k0] : memref<?xf32>
                %v997 = arith.constant 0x47008000 : f32
                %v998 = arith.subf %v996, %v997 : f32
                memref.store %v998, %l313[%k0] : memref<?xf32>
                %v999 = memref.load %l313[%k0] : memref<?xf32>
                %v1000 = memref.load %l103[%k0] : memref<?xf32>
                %v1001 = arith.mulf %v999, %v1000 : f32
                memref.store %v1001, %l314[%k0] : memref<?xf32>
                %v1002 = memref.load %l309[%k0] : memref<?xf32>
                %v1003 = memref.load %l314[%k0] : memref<?xf32>
                %v1004 = arith.addf %v1002, %v1003 : f32
                memref.store %v1004, %l280[%k0] : memref<?xf32>
                %v1005 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v1005, %l315[%k0] : memref<?xf32>
                %v1006 = arith.constant 8 : i32
                memref.store %v1006, %l316[%k0] : memref<?xi32>
                %v1007 = memref.load %l275[%k0] : memref<?xi32>
                %v1008 = memref.load %l316[%k0] : memref<?xi32>
                %v1009 = arith.constant 31 : i32
                %v1010 = arith.andi %v1008, %v1009 : i32
                %v1011 = arith.shrui %v1007, %v1010 : i32
                memref.store %v1011, %l317[%k0] : memref<?xi32>
                %v1012 = memref.load %l317[%k0] : memref<?xi32>
                %v1013 = arith.constant 65280 : i32
                %v1014 = arith.andi %v1012, %v1013 : i32
                memref.store %v1014, %l318[%k0] : memref<?xi32>
                %v1015 = memref.load %l318[%k0] : memref<?xi32>
                %v1016 = memref.load %l18[%k0] : memref<?xi32>
                %v1017 = arith.xori %v1015, %v1016 : i32
                memref.store %v1017, %l319[%k0] : memref<?xi32>
                %v1018 = memref.load %l319[%k0] : memref<?xi32>
                %v1019 = arith.bitcast %v1018 : i32 to f32
                memref.store %v1019, %l320[%k0] : memref<?xf32>
                %v1020 = memref.load %l320[%k0] : memref<?xf32>
                %v1021 = arith.constant 0x47008000 : f32
                %v1022 = arith.subf %v1020, %v1021 : f32
                memref.store %v1022, %l321[%k0] : memref<?xf32>
                %v1023 = memref.load %l321[%k0] : memref<?xf32>
                %v1024 = memref.load %l104[%k0] : memref<?xf32>
                %v1025 = arith.mulf %v1023, %v1024 : f32
                memref.store %v1025, %l322[%k0] : memref<?xf32>
                %v1026 = memref.load %l315[%k0] : memref<?xf32>
                %v1027 = memref.load %l322[%k0] : memref<?xf32>
                %v1028 = arith.addf %v1026, %v1027 : f32
                memref.store %v1028, %l280[%k0] : memref<?xf32>
                %v1029 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v1029, %l323[%k0] : memref<?xf32>
                %v1030 = memref.load %l275[%k0] : memref<?xi32>
                memref.store %v1030, %l324[%k0] : memref<?xi32>
                %v1031 = memref.load %l324[%k0] : memref<?xi32>
                %v1032 = arith.constant 24 : i32
                %v1033 = arith.constant 31 : i32
                %v1034 = arith.andi %v1032, %v1033 : i32
                %v1035 = arith.shrsi %v1031, %v1034 : i32
                memref.store %v1035, %l325[%k0] : memref<?xi32>
                %v1036 = memref.load %l325[%k0] : memref<?xi32>
                %v1037 = arith.constant 1258291328 : i32
                %v1038 = arith.addi %v1036, %v1037 : i32
                memref.store %v1038, %l326[%k0] : memref<?xi32>
                %v1039 = memref.load %l326[%k0] : memref<?xi32>
                memref.store %v1039, %l327[%k0] : memref<?xi32>
                %v1040 = memref.load %l327[%k0] : memref<?xi32>
                %v1041 = arith.bitcast %v1040 : i32 to f32
                memref.store %v1041, %l328[%k0] : memref<?xf32>
                %v1042 = memref.load %l328[%k0] : memref<?xf32>
                %v1043 = arith.constant 0x4B000080 : f32
                %v1044 = arith.subf %v1042, %v1043 : f32
                memref.store %v1044, %l329[%k0] : memref<?xf32>
                %v1045 = memref.load %l329[%k0] : memref<?xf32>
                %v1046 = memref.load %l105[%k0] : memref<?xf32>
                %v1047 = arith.mulf %v1045, %v1046 : f32
                memref.store %v1047, %l330[%k0] : memref<?xf32>
                %v1048 = memref.load %l323[%k0] : memref<?xf32>
                %v1049 = memref.load %l330[%k0] : memref<?xf32>
                %v1050 = arith.addf %v1048, %v1049 : f32
                memref.store %v1050, %l280[%k0] : memref<?xf32>
                %v1051 = memref.load %l72[%k0] : memref<?xf32>
                memref.store %v1051, %l331[%k0] : memref<?xf32>
                %v1052 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v1052, %l332[%k0] : memref<?xi64>
                %v1053 = memref.load %l332[%k0] : memref<?xi64>
                %v1054 = arith.constant 16 : i64
                %v1055 = arith.subi %v1053, %v1054 : i64
                memref.store %v1055, %l333[%k0] : memref<?xi64>
                %v1056 = memref.load %l333[%k0] : memref<?xi64>
                %v1057 = arith.trunci %v1056 : i64 to i32
                memref.store %v1057, %l334[%k0] : memref<?xi32>
                %v1058 = memref.load %l150[%k0] : memref<?xi32>
                %v1059 = memref.load %l334[%k0] : memref<?xi32>
                %v1060 = arith.constant 31 : i32
                %v1061 = arith.andi %v1059, %v1060 : i32
                %v1062 = arith.shrui %v1058, %v1061 : i32
                memref.store %v1062, %l335[%k0] : memref<?xi32>
                %v1063 = memref.load %l335[%k0] : memref<?xi32>
                %v1064 = arith.constant 65535 : i32
                %v1065 = arith.andi %v1063, %v1064 : i32
                memref.store %v1065, %l336[%k0] : memref<?xi32>
                %v1066 = memref.load %l336[%k0] : memref<?xi32>
                %v1067 = arith.constant 32767 : i32
                %v1068 = arith.andi %v1066, %v1067 : i32
                memref.store %v1068, %l337[%k0] : memref<?xi32>
                %v1069 = arith.constant 13 : i32
                memref.store %v1069, %l338[%k0] : memref<?xi32>
                %v1070 = memref.load %l337[%k0] : memref<?xi32>
                %v1071 = memref.load %l338[%k0] : memref<?xi32>
                %v1072 = arith.constant 31 : i32
                %v1073 = arith.andi %v1071, %v1072 : i32
                %v1074 = arith.shli %v1070, %v1073 : i32
                memref.store %v1074, %l339[%k0] : memref<?xi32>
                %v1075 = memref.load %l339[%k0] : memref<?xi32>
                %v1076 = arith.constant 939524096 : i32
                %v1077 = arith.addi %v1075, %v1076 : i32
                memref.store %v1077, %l340[%k0] : memref<?xi32>
                %v1078 = memref.load %l340[%k0] : memref<?xi32>
                %v1079 = arith.bitcast %v1078 : i32 to f32
                memref.store %v1079, %l341[%k0] : memref<?xf32>
                %v1080 = memref.load %l337[%k0] : memref<?xi32>
                %v1081 = arith.constant 1024 : i32
                %v1082 = arith.cmpi ult, %v1080, %v1081 : i32
                memref.store %v1082, %l342[%k0] : memref<?xi1>
                %v1083 = memref.load %l342[%k0] : memref<?xi1>
                cf.cond_br %v1083, ^bb51, ^bb52
              ^bb51:
                %v1084 = arith.constant 13 : i32
                memref.store %v1084, %l343[%k0] : memref<?xi32>
                %v1085 = memref.load %l337[%k0] : memref<?xi32>
                %v1086 = memref.load %l343[%k0] : memref<?xi32>
                %v1087 = arith.constant 31 : i32
                %v1088 = arith.andi %v1086, %v1087 : i32
                %v1089 = arith.shli %v1085, %v1088 : i32
                memref.store %v1089, %l344[%k0] : memref<?xi32>
                %v1090 = memref.load %l344[%k0] : memref<?xi32>
                %v1091 = arith.constant 947912704 : i32
                %v1092 = arith.addi %v1090, %v1091 : i32
                memref.store %v1092, %l345[%k0] : memref<?xi32>
                %v1093 = memref.load %l345[%k0] : memref<?xi32>
                %v1094 = arith.bitcast %v1093 : i32 to f32
                memref.store %v1094, %l346[%k0] : memref<?xf32>
                %v1095 = memref.load %l346[%k0] : memref<?xf32>
                %v1096 = arith.constant 0x38800000 : f32
                %v1097 = arith.subf %v1095, %v1096 : f32
                memref.store %v1097, %l341[%k0] : memref<?xf32>
                cf.br ^bb52
              ^bb52:
                %v1098 = memref.load %l337[%k0] : memref<?xi32>
                %v1099 = arith.constant 31744 : i32
                %v1100 = arith.cmpi uge, %v1098, %v1099 : i32
                memref.store %v1100, %l347[%k0] : memref<?xi1>
                %v1101 = memref.load %l347[%k0] : memref<?xi1>
                cf.cond_br %v1101, ^bb53, ^bb54
              ^bb53:
                %v1102 = arith.constant 13 : i32
                memref.store %v1102, %l348[%k0] : memref<?xi32>
                %v1103 = memref.load %l337[%k0] : memref<?xi32>
                %v1104 = memref.load %l348[%k0] : memref<?xi32>
                %v1105 = arith.constant 31 : i32
                %v1106 = arith.andi %v1104, %v1105 : i32
                %v1107 = arith.shli %v1103, %v1106 : i32
                memref.store %v1107, %l349[%k0] : memref<?xi32>
                %v1108 = memref.load %l349[%k0] : memref<?xi32>
                %v1109 = arith.constant 1879048192 : i32
                %v1110 = arith.addi %v1108, %v1109 : i32
                memref.store %v1110, %l350[%k0] : memref<?xi32>
                %v1111 = memref.load %l350[%k0] : memref<?xi32>
                %v1112 = arith.bitcast %v1111 : i32 to f32
                memref.store %v1112, %l351[%k0] : memref<?xf32>
                %v1113 = memref.load %l351[%k0] : memref<?xf32>
                memref.store %v1113, %l341[%k0] : memref<?xf32>
                cf.br ^bb54
              ^bb54:
                %v1114 = memref.load %l336[%k0] : memref<?xi32>
                %v1115 = arith.constant 32768 : i32
                %v1116 = arith.cmpi uge, %v1114, %v1115 : i32
                memref.store %v1116, %l352[%k0] : memref<?xi1>
                %v1117 = memref.load %l352[%k0] : memref<?xi1>
                cf.cond_br %v1117, ^bb55, ^bb56
              ^bb55:
                %v1118 = memref.load %l341[%k0] : memref<?xf32>
                memref.store %v1118, %l353[%k0] : memref<?xf32>
                %v1119 = memref.load %l353[%k0] : memref<?xf32>
                %v1120 = arith.negf %v1119 : f32
                memref.store %v1120, %l341[%k0] : memref<?xf32>
                cf.br ^bb56
              ^bb56:
                %v1121 = memref.load %l341[%k0] : memref<?xf32>
                memref.store %v1121, %l354[%k0] : memref<?xf32>
                %v1122 = memref.load %l280[%k0] : memref<?xf32>
                memref.store %v1122, %l355[%k0] : memref<?xf32>
                %v1123 = memref.load %l354[%k0] : memref<?xf32>
                %v1124 = memref.load %l355[%k0] : memref<?xf32>
                %v1125 = arith.mulf %v1123, %v1124 : f32
                memref.store %v1125, %l356[%k0] : memref<?xf32>
                %v1126 = memref.load %l331[%k0] : memref<?xf32>
                %v1127 = memref.load %l356[%k0] : memref<?xf32>
                %v1128 = arith.addf %v1126, %v1127 : f32
                memref.store %v1128, %l357[%k0] : memref<?xf32>
                %v1129 = memref.load %l357[%k0] : memref<?xf32>
                memref.store %v1129, %l72[%k0] : memref<?xf32>
                %v1130 = memref.load %l156[%k0] : memref<?xi32>
                %v1131 = arith.extui %v1130 : i32 to i64
                memref.store %v1131, %l358[%k0] : memref<?xi64>
                %v1132 = arith.constant 32 : i32
                %v1133 = arith.extsi %v1132 : i32 to i64
                memref.store %v1133, %l359[%k0] : memref<?xi64>
                %v1134 = memref.load %l358[%k0] : memref<?xi64>
                %v1135 = memref.load %l359[%k0] : memref<?xi64>
                %v1136 = arith.constant 63 : i64
                %v1137 = arith.andi %v1135, %v1136 : i64
                %v1138 = arith.shli %v1134, %v1137 : i64
                memref.store %v1138, %l360[%k0] : memref<?xi64>
                %v1139 = memref.load %l155[%k0] : memref<?xi32>
                %v1140 = arith.extui %v1139 : i32 to i64
                memref.store %v1140, %l361[%k0] : memref<?xi64>
                %v1141 = memref.load %l360[%k0] : memref<?xi64>
                %v1142 = memref.load %l361[%k0] : memref<?xi64>
                %v1143 = arith.ori %v1141, %v1142 : i64
                memref.store %v1143, %l362[%k0] : memref<?xi64>
                %v1144 = memref.load %l46[%k0] : memref<?xi64>
                memref.store %v1144, %l363[%k0] : memref<?xi64>
                %v1145 = memref.load %l362[%k0] : memref<?xi64>
                %v1146 = memref.load %l363[%k0] : memref<?xi64>
                %v1147 = arith.constant 63 : i64
                %v1148 = arith.andi %v1146, %v1147 : i64
                %v1149 = arith.shrui %v1145, %v1148 : i64
                memref.store %v1149, %l364[%k0] : memref<?xi64>
                %v1150 = memref.load %l364[%k0] : memref<?xi64>
                %v1151 = arith.trunci %v1150 : i64 to i32
                memref.store %v1151, %l365[%k0] : memref<?xi32>
                %v1152 = memref.load %l157[%k0] : memref<?xi32>
                %v1153 = arith.extui %v1152 : i32 to i64
                memref.store %v1153, %l366[%k0] : memref<?xi64>
                %v1154 = arith.constant 32 : i32
                %v1155 = arith.extsi %v1154 : i32 to i64
                memref.store %v1155, %l367[%k0] : memref<?xi64>
                %v1156 = memref.load %l366[%k0] : memref<?xi64>
                %v1157 = memref.load %l367[%k0] : memref<?xi64>
                %v1158 = arith.constant 63 : i64
                %v1159 = arith.andi %v1157, %v1158 : i64
                %v1160 = arith.shli %v1156, %v1159 : i64
                memref.store %v1160, %l368[%k0] : memref<?xi64>
                %v1161 = memref.load %l156[%k0] : memref<?xi32>
                %v1162 = arith.extui %v1161 : i32 to i64
                memref.store %v1162, %l369[%k0] : memref<?xi64>
                %v1163 = memref.load %l368[%k0] : memref<?xi64>
                %v1164 = memref.load %l369[%k0] : memref<?xi64>
                %v1165 = arith.ori %v1163, %v1164 : i64
                memref.store %v1165, %l370[%k0] : memref<?xi64>
                %v1166 = memref.load %l46[%k0] : memref<?xi64>
                memref.store %v1166, %l371[%k0] : memref<?xi64>
                %v1167 = memref.load %l370[%k0] : memref<?xi64>
                %v1168 = memref.load %l371[%k0] : memref<?xi64>
                %v1169 = arith.constant 63 : i64
                %v1170 = arith.andi %v1168, %v1169 : i64
                %v1171 = arith.shrui %v1167, %v1170 : i64
                memref.store %v1171, %l372[%k0] : memref<?xi64>
                %v1172 = memref.load %l372[%k0] : memref<?xi64>
                %v1173 = arith.trunci %v1172 : i64 to i32
                memref.store %v1173, %l373[%k0] : memref<?xi32>
                %v1174 = memref.load %l365[%k0] : memref<?xi32>
                %v1175 = arith.constant 255 : i32
                %v1176 = arith.andi %v1174, %v1175 : i32
                memref.store %v1176, %l374[%k0] : memref<?xi32>
                %v1177 = memref.load %l374[%k0] : memref<?xi32>
                %v1178 = memref.load %l17[%k0] : memref<?xi32>
                %v1179 = arith.xori %v1177, %v1178 : i32
                memref.store %v1179, %l375[%k0] : memref<?xi32>
                %v1180 = memref.load %l375[%k0] : memref<?xi32>
                %v1181 = arith.bitcast %v1180 : i32 to f32
                memref.store %v1181, %l376[%k0] : memref<?xf32>
                %v1182 = memref.load %l376[%k0] : memref<?xf32>
                %v1183 = arith.constant 0x4B000080 : f32
                %v1184 = arith.subf %v1182, %v1183 : f32
                memref.store %v1184, %l377[%k0] : memref<?xf32>
                %v1185 = memref.load %l377[%k0] : memref<?xf32>
                %v1186 = memref.load %l98[%k0] : memref<?xf32>
                %v1187 = arith.mulf %v1185, %v1186 : f32
                memref.store %v1187, %l378[%k0] : memref<?xf32>
                %v1188 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1188, %l379[%k0] : memref<?xf32>
                %v1189 = memref.load %l365[%k0] : memref<?xi32>
                %v1190 = arith.constant 65280 : i32
                %v1191 = arith.andi %v1189, %v1190 : i32
                memref.store %v1191, %l380[%k0] : memref<?xi32>
                %v1192 = memref.load %l380[%k0] : memref<?xi32>
                %v1193 = memref.load %l18[%k0] : memref<?xi32>
                %v1194 = arith.xori %v1192, %v1193 : i32
                memref.store %v1194, %l381[%k0] : memref<?xi32>
                %v1195 = memref.load %l381[%k0] : memref<?xi32>
                %v1196 = arith.bitcast %v1195 : i32 to f32
                memref.store %v1196, %l382[%k0] : memref<?xf32>
                %v1197 = memref.load %l382[%k0] : memref<?xf32>
                %v1198 = arith.constant 0x47008000 : f32
                %v1199 = arith.subf %v1197, %v1198 : f32
                memref.store %v1199, %l383[%k0] : memref<?xf32>
                %v1200 = memref.load %l383[%k0] : memref<?xf32>
                %v1201 = memref.load %l99[%k0] : memref<?xf32>
                %v1202 = arith.mulf %v1200, %v1201 : f32
                memref.store %v1202, %l384[%k0] : memref<?xf32>
                %v1203 = memref.load %l379[%k0] : memref<?xf32>
                %v1204 = memref.load %l384[%k0] : memref<?xf32>
                %v1205 = arith.addf %v1203, %v1204 : f32
                memref.store %v1205, %l378[%k0] : memref<?xf32>
                %v1206 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1206, %l385[%k0] : memref<?xf32>
                %v1207 = arith.constant 8 : i32
                memref.store %v1207, %l386[%k0] : memref<?xi32>
                %v1208 = memref.load %l365[%k0] : memref<?xi32>
                %v1209 = memref.load %l386[%k0] : memref<?xi32>
                %v1210 = arith.constant 31 : i32
                %v1211 = arith.andi %v1209, %v1210 : i32
                %v1212 = arith.shrui %v1208, %v1211 : i32
                memref.store %v1212, %l387[%k0] : memref<?xi32>
                %v1213 = memref.load %l387[%k0] : memref<?xi32>
                %v1214 = arith.constant 65280 : i32
                %v1215 = arith.andi %v1213, %v1214 : i32
                memref.store %v1215, %l388[%k0] : memref<?xi32>
                %v1216 = memref.load %l388[%k0] : memref<?xi32>
                %v1217 = memref.load %l18[%k0] : memref<?xi32>
                %v1218 = arith.xori %v1216, %v1217 : i32
                memref.store %v1218, %l389[%k0] : memref<?xi32>
                %v1219 = memref.load %l389[%k0] : memref<?xi32>
                %v1220 = arith.bitcast %v1219 : i32 to f32
                memref.store %v1220, %l390[%k0] : memref<?xf32>
                %v1221 = memref.load %l390[%k0] : memref<?xf32>
                %v1222 = arith.constant 0x47008000 : f32
                %v1223 = arith.subf %v1221, %v1222 : f32
                memref.store %v1223, %l391[%k0] : memref<?xf32>
                %v1224 = memref.load %l391[%k0] : memref<?xf32>
                %v1225 = memref.load %l100[%k0] : memref<?xf32>
                %v1226 = arith.mulf %v1224, %v1225 : f32
                memref.store %v1226, %l392[%k0] : memref<?xf32>
                %v1227 = memref.load %l385[%k0] : memref<?xf32>
                %v1228 = memref.load %l392[%k0] : memref<?xf32>
                %v1229 = arith.addf %v1227, %v1228 : f32
                memref.store %v1229, %l378[%k0] : memref<?xf32>
                %v1230 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1230, %l393[%k0] : memref<?xf32>
                %v1231 = memref.load %l365[%k0] : memref<?xi32>
                memref.store %v1231, %l394[%k0] : memref<?xi32>
                %v1232 = memref.load %l394[%k0] : memref<?xi32>
                %v1233 = arith.constant 24 : i32
                %v1234 = arith.constant 31 : i32
                %v1235 = arith.andi %v1233, %v1234 : i32
                %v1236 = arith.shrsi %v1232, %v1235 : i32
                memref.store %v1236, %l395[%k0] : memref<?xi32>
                %v1237 = memref.load %l395[%k0] : memref<?xi32>
                %v1238 = arith.constant 1258291328 : i32
                %v1239 = arith.addi %v1237, %v1238 : i32
                memref.store %v1239, %l396[%k0] : memref<?xi32>
                %v1240 = memref.load %l396[%k0] : memref<?xi32>
                memref.store %v1240, %l397[%k0] : memref<?xi32>
                %v1241 = memref.load %l397[%k0] : memref<?xi32>
                %v1242 = arith.bitcast %v1241 : i32 to f32
                memref.store %v1242, %l398[%k0] : memref<?xf32>
                %v1243 = memref.load %l398[%k0] : memref<?xf32>
                %v1244 = arith.constant 0x4B000080 : f32
                %v1245 = arith.subf %v1243, %v1244 : f32
                memref.store %v1245, %l399[%k0] : memref<?xf32>
                %v1246 = memref.load %l399[%k0] : memref<?xf32>
                %v1247 = memref.load %l101[%k0] : memref<?xf32>
                %v1248 = arith.mulf %v1246, %v1247 : f32
                memref.store %v1248, %l400[%k0] : memref<?xf32>
                %v1249 = memref.load %l393[%k0] : memref<?xf32>
                %v1250 = memref.load %l400[%k0] : memref<?xf32>
                %v1251 = arith.addf %v1249, %v1250 : f32
                memref.store %v1251, %l378[%k0] : memref<?xf32>
                %v1252 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1252, %l401[%k0] : memref<?xf32>
                %v1253 = memref.load %l373[%k0] : memref<?xi32>
                %v1254 = arith.constant 255 : i32
                %v1255 = arith.andi %v1253, %v1254 : i32
                memref.store %v1255, %l402[%k0] : memref<?xi32>
                %v1256 = memref.load %l402[%k0] : memref<?xi32>
                %v1257 = memref.load %l17[%k0] : memref<?xi32>
                %v1258 = arith.xori %v1256, %v1257 : i32
                memref.store %v1258, %l403[%k0] : memref<?xi32>
                %v1259 = memref.load %l403[%k0] : memref<?xi32>
                %v1260 = arith.bitcast %v1259 : i32 to f32
                memref.store %v1260, %l404[%k0] : memref<?xf32>
                %v1261 = memref.load %l404[%k0] : memref<?xf32>
                %v1262 = arith.constant 0x4B000080 : f32
                %v1263 = arith.subf %v1261, %v1262 : f32
                memref.store %v1263, %l405[%k0] : memref<?xf32>
                %v1264 = memref.load %l405[%k0] : memref<?xf32>
                %v1265 = memref.load %l102[%k0] : memref<?xf32>
                %v1266 = arith.mulf %v1264, %v1265 : f32
                memref.store %v1266, %l406[%k0] : memref<?xf32>
                %v1267 = memref.load %l401[%k0] : memref<?xf32>
                %v1268 = memref.load %l406[%k0] : memref<?xf32>
                %v1269 = arith.addf %v1267, %v1268 : f32
                memref.store %v1269, %l378[%k0] : memref<?xf32>
                %v1270 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1270, %l407[%k0] : memref<?xf32>
                %v1271 = memref.load %l373[%k0] : memref<?xi32>
                %v1272 = arith.constant 65280 : i32
                %v1273 = arith.andi %v1271, %v1272 : i32
                memref.store %v1273, %l408[%k0] : memref<?xi32>
                %v1274 = memref.load %l408[%k0] : memref<?xi32>
                %v1275 = memref.load %l18[%k0] : memref<?xi32>
                %v1276 = arith.xori %v1274, %v1275 : i32
                memref.store %v1276, %l409[%k0] : memref<?xi32>
                %v1277 = memref.load %l409[%k0] : memref<?xi32>
                %v1278 = arith.bitcast %v1277 : i32 to f32
                memref.store %v1278, %l410[%k0] : memref<?xf32>
                %v1279 = memref.load %l410[%k0] : memref<?xf32>
                %v1280 = arith.constant 0x47008000 : f32
                %v1281 = arith.subf %v1279, %v1280 : f32
                memref.store %v1281, %l411[%k0] : memref<?xf32>
                %v1282 = memref.load %l411[%k0] : memref<?xf32>
                %v1283 = memref.load %l103[%k0] : memref<?xf32>
                %v1284 = arith.mulf %v1282, %v1283 : f32
                memref.store %v1284, %l412[%k0] : memref<?xf32>
                %v1285 = memref.load %l407[%k0] : memref<?xf32>
                %v1286 = memref.load %l412[%k0] : memref<?xf32>
                %v1287 = arith.addf %v1285, %v1286 : f32
                memref.store %v1287, %l378[%k0] : memref<?xf32>
                %v1288 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1288, %l413[%k0] : memref<?xf32>
                %v1289 = arith.constant 8 : i32
                memref.store %v1289, %l414[%k0] : memref<?xi32>
                %v1290 = memref.load %l373[%k0] : memref<?xi32>
                %v1291 = memref.load %l414[%k0] : memref<?xi32>
                %v1292 = arith.constant 31 : i32
                %v1293 = arith.andi %v1291, %v1292 : i32
                %v1294 = arith.shrui %v1290, %v1293 : i32
                memref.store %v1294, %l415[%k0] : memref<?xi32>
                %v1295 = memref.load %l415[%k0] : memref<?xi32>
                %v1296 = arith.constant 65280 : i32
                %v1297 = arith.andi %v1295, %v1296 : i32
                memref.store %v1297, %l416[%k0] : memref<?xi32>
                %v1298 = memref.load %l416[%k0] : memref<?xi32>
                %v1299 = memref.load %l18[%k0] : memref<?xi32>
                %v1300 = arith.xori %v1298, %v1299 : i32
                memref.store %v1300, %l417[%k0] : memref<?xi32>
                %v1301 = memref.load %l417[%k0] : memref<?xi32>
                %v1302 = arith.bitcast %v1301 : i32 to f32
                memref.store %v1302, %l418[%k0] : memref<?xf32>
                %v1303 = memref.load %l418[%k0] : memref<?xf32>
                %v1304 = arith.constant 0x47008000 : f32
                %v1305 = arith.subf %v1303, %v1304 : f32
                memref.store %v1305, %l419[%k0] : memref<?xf32>
                %v1306 = memref.load %l419[%k0] : memref<?xf32>
                %v1307 = memref.load %l104[%k0] : memref<?xf32>
                %v1308 = arith.mulf %v1306, %v1307 : f32
                memref.store %v1308, %l420[%k0] : memref<?xf32>
                %v1309 = memref.load %l413[%k0] : memref<?xf32>
                %v1310 = memref.load %l420[%k0] : memref<?xf32>
                %v1311 = arith.addf %v1309, %v1310 : f32
                memref.store %v1311, %l378[%k0] : memref<?xf32>
                %v1312 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1312, %l421[%k0] : memref<?xf32>
                %v1313 = memref.load %l373[%k0] : memref<?xi32>
                memref.store %v1313, %l422[%k0] : memref<?xi32>
                %v1314 = memref.load %l422[%k0] : memref<?xi32>
                %v1315 = arith.constant 24 : i32
                %v1316 = arith.constant 31 : i32
                %v1317 = arith.andi %v1315, %v1316 : i32
                %v1318 = arith.shrsi %v1314, %v1317 : i32
                memref.store %v1318, %l423[%k0] : memref<?xi32>
                %v1319 = memref.load %l423[%k0] : memref<?xi32>
                %v1320 = arith.constant 1258291328 : i32
                %v1321 = arith.addi %v1319, %v1320 : i32
                memref.store %v1321, %l424[%k0] : memref<?xi32>
                %v1322 = memref.load %l424[%k0] : memref<?xi32>
                memref.store %v1322, %l425[%k0] : memref<?xi32>
                %v1323 = memref.load %l425[%k0] : memref<?xi32>
                %v1324 = arith.bitcast %v1323 : i32 to f32
                memref.store %v1324, %l426[%k0] : memref<?xf32>
                %v1325 = memref.load %l426[%k0] : memref<?xf32>
                %v1326 = arith.constant 0x4B000080 : f32
                %v1327 = arith.subf %v1325, %v1326 : f32
                memref.store %v1327, %l427[%k0] : memref<?xf32>
                %v1328 = memref.load %l427[%k0] : memref<?xf32>
                %v1329 = memref.load %l105[%k0] : memref<?xf32>
                %v1330 = arith.mulf %v1328, %v1329 : f32
                memref.store %v1330, %l428[%k0] : memref<?xf32>
                %v1331 = memref.load %l421[%k0] : memref<?xf32>
                %v1332 = memref.load %l428[%k0] : memref<?xf32>
                %v1333 = arith.addf %v1331, %v1332 : f32
                memref.store %v1333, %l378[%k0] : memref<?xf32>
                %v1334 = memref.load %l73[%k0] : memref<?xf32>
                memref.store %v1334, %l429[%k0] : memref<?xf32>
                %v1335 = memref.load %l46[%k0] : memref<?xi64>
                memref.store %v1335, %l430[%k0] : memref<?xi64>
                %v1336 = memref.load %l430[%k0] : memref<?xi64>
                %v1337 = arith.constant 16 : i64
                %v1338 = arith.subi %v1336, %v1337 : i64
                memref.store %v1338, %l431[%k0] : memref<?xi64>
                %v1339 = memref.load %l431[%k0] : memref<?xi64>
                %v1340 = arith.trunci %v1339 : i64 to i32
                memref.store %v1340, %l432[%k0] : memref<?xi32>
                %v1341 = memref.load %l154[%k0] : memref<?xi32>
                %v1342 = memref.load %l432[%k0] : memref<?xi32>
                %v1343 = arith.constant 31 : i32
                %v1344 = arith.andi %v1342, %v1343 : i32
                %v1345 = arith.shrui %v1341, %v1344 : i32
                memref.store %v1345, %l433[%k0] : memref<?xi32>
                %v1346 = memref.load %l433[%k0] : memref<?xi32>
                %v1347 = arith.constant 65535 : i32
                %v1348 = arith.andi %v1346, %v1347 : i32
                memref.store %v1348, %l434[%k0] : memref<?xi32>
                %v1349 = memref.load %l434[%k0] : memref<?xi32>
                %v1350 = arith.constant 32767 : i32
                %v1351 = arith.andi %v1349, %v1350 : i32
                memref.store %v1351, %l435[%k0] : memref<?xi32>
                %v1352 = arith.constant 13 : i32
                memref.store %v1352, %l436[%k0] : memref<?xi32>
                %v1353 = memref.load %l435[%k0] : memref<?xi32>
                %v1354 = memref.load %l436[%k0] : memref<?xi32>
                %v1355 = arith.constant 31 : i32
                %v1356 = arith.andi %v1354, %v1355 : i32
                %v1357 = arith.shli %v1353, %v1356 : i32
                memref.store %v1357, %l437[%k0] : memref<?xi32>
                %v1358 = memref.load %l437[%k0] : memref<?xi32>
                %v1359 = arith.constant 939524096 : i32
                %v1360 = arith.addi %v1358, %v1359 : i32
                memref.store %v1360, %l438[%k0] : memref<?xi32>
                %v1361 = memref.load %l438[%k0] : memref<?xi32>
                %v1362 = arith.bitcast %v1361 : i32 to f32
                memref.store %v1362, %l439[%k0] : memref<?xf32>
                %v1363 = memref.load %l435[%k0] : memref<?xi32>
                %v1364 = arith.constant 1024 : i32
                %v1365 = arith.cmpi ult, %v1363, %v1364 : i32
                memref.store %v1365, %l440[%k0] : memref<?xi1>
                %v1366 = memref.load %l440[%k0] : memref<?xi1>
                cf.cond_br %v1366, ^bb57, ^bb58
              ^bb57:
                %v1367 = arith.constant 13 : i32
                memref.store %v1367, %l441[%k0] : memref<?xi32>
                %v1368 = memref.load %l435[%k0] : memref<?xi32>
                %v1369 = memref.load %l441[%k0] : memref<?xi32>
                %v1370 = arith.constant 31 : i32
                %v1371 = arith.andi %v1369, %v1370 : i32
                %v1372 = arith.shli %v1368, %v1371 : i32
                memref.store %v1372, %l442[%k0] : memref<?xi32>
                %v1373 = memref.load %l442[%k0] : memref<?xi32>
                %v1374 = arith.constant 947912704 : i32
                %v1375 = arith.addi %v1373, %v1374 : i32
                memref.store %v1375, %l443[%k0] : memref<?xi32>
                %v1376 = memref.load %l443[%k0] : memref<?xi32>
                %v1377 = arith.bitcast %v1376 : i32 to f32
                memref.store %v1377, %l444[%k0] : memref<?xf32>
                %v1378 = memref.load %l444[%k0] : memref<?xf32>
                %v1379 = arith.constant 0x38800000 : f32
                %v1380 = arith.subf %v1378, %v1379 : f32
                memref.store %v1380, %l439[%k0] : memref<?xf32>
                cf.br ^bb58
              ^bb58:
                %v1381 = memref.load %l435[%k0] : memref<?xi32>
                %v1382 = arith.constant 31744 : i32
                %v1383 = arith.cmpi uge, %v1381, %v1382 : i32
                memref.store %v1383, %l445[%k0] : memref<?xi1>
                %v1384 = memref.load %l445[%k0] : memref<?xi1>
                cf.cond_br %v1384, ^bb59, ^bb60
              ^bb59:
                %v1385 = arith.constant 13 : i32
                memref.store %v1385, %l446[%k0] : memref<?xi32>
                %v1386 = memref.load %l435[%k0] : memref<?xi32>
                %v1387 = memref.load %l446[%k0] : memref<?xi32>
                %v1388 = arith.constant 31 : i32
                %v1389 = arith.andi %v1387, %v1388 : i32
                %v1390 = arith.shli %v1386, %v1389 : i32
                memref.store %v1390, %l447[%k0] : memref<?xi32>
                %v1391 = memref.load %l447[%k0] : memref<?xi32>
                %v1392 = arith.constant 1879048192 : i32
                %v1393 = arith.addi %v1391, %v1392 : i32
                memref.store %v1393, %l448[%k0] : memref<?xi32>
                %v1394 = memref.load %l448[%k0] : memref<?xi32>
                %v1395 = arith.bitcast %v1394 : i32 to f32
                memref.store %v1395, %l449[%k0] : memref<?xf32>
                %v1396 = memref.load %l449[%k0] : memref<?xf32>
                memref.store %v1396, %l439[%k0] : memref<?xf32>
                cf.br ^bb60
              ^bb60:
                %v1397 = memref.load %l434[%k0] : memref<?xi32>
                %v1398 = arith.constant 32768 : i32
                %v1399 = arith.cmpi uge, %v1397, %v1398 : i32
                memref.store %v1399, %l450[%k0] : memref<?xi1>
                %v1400 = memref.load %l450[%k0] : memref<?xi1>
                cf.cond_br %v1400, ^bb61, ^bb62
              ^bb61:
                %v1401 = memref.load %l439[%k0] : memref<?xf32>
                memref.store %v1401, %l451[%k0] : memref<?xf32>
                %v1402 = memref.load %l451[%k0] : memref<?xf32>
                %v1403 = arith.negf %v1402 : f32
                memref.store %v1403, %l439[%k0] : memref<?xf32>
                cf.br ^bb62
              ^bb62:
                %v1404 = memref.load %l439[%k0] : memref<?xf32>
                memref.store %v1404, %l452[%k0] : memref<?xf32>
                %v1405 = memref.load %l378[%k0] : memref<?xf32>
                memref.store %v1405, %l453[%k0] : memref<?xf32>
                %v1406 = memref.load %l452[%k0] : memref<?xf32>
                %v1407 = memref.load %l453[%k0] : memref<?xf32>
                %v1408 = arith.mulf %v1406, %v1407 : f32
                memref.store %v1408, %l454[%k0] : memref<?xf32>
                %v1409 = memref.load %l429[%k0] : memref<?xf32>
                %v1410 = memref.load %l454[%k0] : memref<?xf32>
                %v1411 = arith.addf %v1409, %v1410 : f32
                memref.store %v1411, %l455[%k0] : memref<?xf32>
                %v1412 = memref.load %l455[%k0] : memref<?xf32>
                memref.store %v1412, %l73[%k0] : memref<?xf32>
                %v1413 = memref.load %l160[%k0] : memref<?xi32>
                %v1414 = arith.extui %v1413 : i32 to i64
                memref.store %v1414, %l456[%k0] : memref<?xi64>
                %v1415 = arith.constant 32 : i32
                %v1416 = arith.extsi %v1415 : i32 to i64
                memref.store %v1416, %l457[%k0] : memref<?xi64>
                %v1417 = memref.load %l456[%k0] : memref<?xi64>
                %v1418 = memref.load %l457[%k0] : memref<?xi64>
                %v1419 = arith.constant 63 : i64
                %v1420 = arith.andi %v1418, %v1419 : i64
                %v1421 = arith.shli %v1417, %v1420 : i64
                memref.store %v1421, %l458[%k0] : memref<?xi64>
                %v1422 = memref.load %l159[%k0] : memref<?xi32>
                %v1423 = arith.extui %v1422 : i32 to i64
                memref.store %v1423, %l459[%k0] : memref<?xi64>
                %v1424 = memref.load %l458[%k0] : memref<?xi64>
                %v1425 = memref.load %l459[%k0] : memref<?xi64>
                %v1426 = arith.ori %v1424, %v1425 : i64
                memref.store %v1426, %l460[%k0] : memref<?xi64>
                %v1427 = memref.load %l59[%k0] : memref<?xi64>
                memref.store %v1427, %l461[%k0] : memref<?xi64>
                %v1428 = memref.load %l460[%k0] : memref<?xi64>
                %v1429 = memref.load %l461[%k0] : memref<?xi64>
                %v1430 = arith.constant 63 : i64
                %v1431 = arith.andi %v1429, %v1430 : i64
                %v1432 = arith.shrui %v1428, %v1431 : i64
                memref.store %v1432, %l462[%k0] : memref<?xi64>
                %v1433 = memref.load %l462[%k0] : memref<?xi64>
                %v1434 = arith.trunci %v1433 : i64 to i32
                memref.store %v1434, %l463[%k0] : memref<?xi32>
                %v1435 = memref.load %l161[%k0] : memref<?xi32>
                %v1436 = arith.extui %v1435 : i32 to i64
                memref.store %v1436, %l464[%k0] : memref<?xi64>
                %v1437 = arith.constant 32 : i32
                %v1438 = arith.extsi %v1437 : i32 to i64
                memref.store %v1438, %l465[%k0] : memref<?xi64>
                %v1439 = memref.load %l464[%k0] : memref<?xi64>
                %v1440 = memref.load %l465[%k0] : memref<?xi64>
                %v1441 = arith.constant 63 : i64
                %v1442 = arith.andi %v1440, %v1441 : i64
                %v1443 = arith.shli %v1439, %v1442 : i64
                memref.store %v1443, %l466[%k0] : memref<?xi64>
                %v1444 = memref.load %l160[%k0] : memref<?xi32>
                %v1445 = arith.extui %v1444 : i32 to i64
                memref.store %v1445, %l467[%k0] : memref<?xi64>
                %v1446 = memref.load %l466[%k0] : memref<?xi64>
                %v1447 = memref.load %l467[%k0] : memref<?xi64>
                %v1448 = arith.ori %v1446, %v1447 : i64
                memref.store %v1448, %l468[%k0] : memref<?xi64>
                %v1449 = memref.load %l59[%k0] : memref<?xi64>
                memref.store %v1449, %l469[%k0] : memref<?xi64>
                %v1450 = memref.load %l468[%k0] : memref<?xi64>
                %v1451 = memref.load %l469[%k0] : memref<?xi64>
                %v1452 = arith.constant 63 : i64
                %v1453 = arith.andi %v1451, %v1452 : i64
                %v1454 = arith.shrui %v1450, %v1453 : i64
                memref.store %v1454, %l470[%k0] : memref<?xi64>
                %v1455 = memref.load %l470[%k0] : memref<?xi64>
                %v1456 = arith.trunci %v1455 : i64 to i32
                memref.store %v1456, %l471[%k0] : memref<?xi32>
                %v1457 = memref.load %l463[%k0] : memref<?xi32>
                %v1458 = arith.constant 255 : i32
                %v1459 = arith.andi %v1457, %v1458 : i32
                memref.store %v1459, %l472[%k0] : memref<?xi32>
                %v1460 = memref.load %l472[%k0] : memref<?xi32>
                %v1461 = memref.load %l17[%k0] : memref<?xi32>
                %v1462 = arith.xori %v1460, %v1461 : i32
                memref.store %v1462, %l473[%k0] : memref<?xi32>
                %v1463 = memref.load %l473[%k0] : memref<?xi32>
                %v1464 = arith.bitcast %v1463 : i32 to f32
                memref.store %v1464, %l474[%k0] : memref<?xf32>
                %v1465 = memref.load %l474[%k0] : memref<?xf32>
                %v1466 = arith.constant 0x4B000080 : f32
                %v1467 = arith.subf %v1465, %v1466 : f32
                memref.store %v1467, %l475[%k0] : memref<?xf32>
                %v1468 = memref.load %l475[%k0] : memref<?xf32>
                %v1469 = memref.load %l98[%k0] : memref<?xf32>
                %v1470 = arith.mulf %v1468, %v1469 : f32
                memref.store %v1470, %l476[%k0] : memref<?xf32>
                %v1471 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1471, %l477[%k0] : memref<?xf32>
                %v1472 = memref.load %l463[%k0] : memref<?xi32>
                %v1473 = arith.constant 65280 : i32
                %v1474 = arith.andi %v1472, %v1473 : i32
                memref.store %v1474, %l478[%k0] : memref<?xi32>
                %v1475 = memref.load %l478[%k0] : memref<?xi32>
                %v1476 = memref.load %l18[%k0] : memref<?xi32>
                %v1477 = arith.xori %v1475, %v1476 : i32
                memref.store %v1477, %l479[%k0] : memref<?xi32>
                %v1478 = memref.load %l479[%k0] : memref<?xi32>
                %v1479 = arith.bitcast %v1478 : i32 to f32
                memref.store %v1479, %l480[%k0] : memref<?xf32>
                %v1480 = memref.load %l480[%k0] : memref<?xf32>
                %v1481 = arith.constant 0x47008000 : f32
                %v1482 = arith.subf %v1480, %v1481 : f32
                memref.store %v1482, %l481[%k0] : memref<?xf32>
                %v1483 = memref.load %l481[%k0] : memref<?xf32>
                %v1484 = memref.load %l99[%k0] : memref<?xf32>
                %v1485 = arith.mulf %v1483, %v1484 : f32
                memref.store %v1485, %l482[%k0] : memref<?xf32>
                %v1486 = memref.load %l477[%k0] : memref<?xf32>
                %v1487 = memref.load %l482[%k0] : memref<?xf32>
                %v1488 = arith.addf %v1486, %v1487 : f32
                memref.store %v1488, %l476[%k0] : memref<?xf32>
                %v1489 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1489, %l483[%k0] : memref<?xf32>
                %v1490 = arith.constant 8 : i32
                memref.store %v1490, %l484[%k0] : memref<?xi32>
                %v1491 = memref.load %l463[%k0] : memref<?xi32>
                %v1492 = memref.load %l484[%k0] : memref<?xi32>
                %v1493 = arith.constant 31 : i32
                %v1494 = arith.andi %v1492, %v1493 : i32
                %v1495 = arith.shrui %v1491, %v1494 : i32
                memref.store %v1495, %l485[%k0] : memref<?xi32>
                %v1496 = memref.load %l485[%k0] : memref<?xi32>
                %v1497 = arith.constant 65280 : i32
                %v1498 = arith.andi %v1496, %v1497 : i32
                memref.store %v1498, %l486[%k0] : memref<?xi32>
                %v1499 = memref.load %l486[%k0] : memref<?xi32>
                %v1500 = memref.load %l18[%k0] : memref<?xi32>
                %v1501 = arith.xori %v1499, %v1500 : i32
                memref.store %v1501, %l487[%k0] : memref<?xi32>
                %v1502 = memref.load %l487[%k0] : memref<?xi32>
                %v1503 = arith.bitcast %v1502 : i32 to f32
                memref.store %v1503, %l488[%k0] : memref<?xf32>
                %v1504 = memref.load %l488[%k0] : memref<?xf32>
                %v1505 = arith.constant 0x47008000 : f32
                %v1506 = arith.subf %v1504, %v1505 : f32
                memref.store %v1506, %l489[%k0] : memref<?xf32>
                %v1507 = memref.load %l489[%k0] : memref<?xf32>
                %v1508 = memref.load %l100[%k0] : memref<?xf32>
                %v1509 = arith.mulf %v1507, %v1508 : f32
                memref.store %v1509, %l490[%k0] : memref<?xf32>
                %v1510 = memref.load %l483[%k0] : memref<?xf32>
                %v1511 = memref.load %l490[%k0] : memref<?xf32>
                %v1512 = arith.addf %v1510, %v1511 : f32
                memref.store %v1512, %l476[%k0] : memref<?xf32>
                %v1513 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1513, %l491[%k0] : memref<?xf32>
                %v1514 = memref.load %l463[%k0] : memref<?xi32>
                memref.store %v1514, %l492[%k0] : memref<?xi32>
                %v1515 = memref.load %l492[%k0] : memref<?xi32>
                %v1516 = arith.constant 24 : i32
                %v1517 = arith.constant 31 : i32
                %v1518 = arith.andi %v1516, %v1517 : i32
                %v1519 = arith.shrsi %v1515, %v1518 : i32
                memref.store %v1519, %l493[%k0] : memref<?xi32>
                %v1520 = memref.load %l493[%k0] : memref<?xi32>
                %v1521 = arith.constant 1258291328 : i32
                %v1522 = arith.addi %v1520, %v1521 : i32
                memref.store %v1522, %l494[%k0] : memref<?xi32>
                %v1523 = memref.load %l494[%k0] : memref<?xi32>
                memref.store %v1523, %l495[%k0] : memref<?xi32>
                %v1524 = memref.load %l495[%k0] : memref<?xi32>
                %v1525 = arith.bitcast %v1524 : i32 to f32
                memref.store %v1525, %l496[%k0] : memref<?xf32>
                %v1526 = memref.load %l496[%k0] : memref<?xf32>
                %v1527 = arith.constant 0x4B000080 : f32
                %v1528 = arith.subf %v1526, %v1527 : f32
                memref.store %v1528, %l497[%k0] : memref<?xf32>
                %v1529 = memref.load %l497[%k0] : memref<?xf32>
                %v1530 = memref.load %l101[%k0] : memref<?xf32>
                %v1531 = arith.mulf %v1529, %v1530 : f32
                memref.store %v1531, %l498[%k0] : memref<?xf32>
                %v1532 = memref.load %l491[%k0] : memref<?xf32>
                %v1533 = memref.load %l498[%k0] : memref<?xf32>
                %v1534 = arith.addf %v1532, %v1533 : f32
                memref.store %v1534, %l476[%k0] : memref<?xf32>
                %v1535 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1535, %l499[%k0] : memref<?xf32>
                %v1536 = memref.load %l471[%k0] : memref<?xi32>
                %v1537 = arith.constant 255 : i32
                %v1538 = arith.andi %v1536, %v1537 : i32
                memref.store %v1538, %l500[%k0] : memref<?xi32>
                %v1539 = memref.load %l500[%k0] : memref<?xi32>
                %v1540 = memref.load %l17[%k0] : memref<?xi32>
                %v1541 = arith.xori %v1539, %v1540 : i32
                memref.store %v1541, %l501[%k0] : memref<?xi32>
                %v1542 = memref.load %l501[%k0] : memref<?xi32>
                %v1543 = arith.bitcast %v1542 : i32 to f32
                memref.store %v1543, %l502[%k0] : memref<?xf32>
                %v1544 = memref.load %l502[%k0] : memref<?xf32>
                %v1545 = arith.constant 0x4B000080 : f32
                %v1546 = arith.subf %v1544, %v1545 : f32
                memref.store %v1546, %l503[%k0] : memref<?xf32>
                %v1547 = memref.load %l503[%k0] : memref<?xf32>
                %v1548 = memref.load %l102[%k0] : memref<?xf32>
                %v1549 = arith.mulf %v1547, %v1548 : f32
                memref.store %v1549, %l504[%k0] : memref<?xf32>
                %v1550 = memref.load %l499[%k0] : memref<?xf32>
                %v1551 = memref.load %l504[%k0] : memref<?xf32>
                %v1552 = arith.addf %v1550, %v1551 : f32
                memref.store %v1552, %l476[%k0] : memref<?xf32>
                %v1553 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1553, %l505[%k0] : memref<?xf32>
                %v1554 = memref.load %l471[%k0] : memref<?xi32>
                %v1555 = arith.constant 65280 : i32
                %v1556 = arith.andi %v1554, %v1555 : i32
                memref.store %v1556, %l506[%k0] : memref<?xi32>
                %v1557 = memref.load %l506[%k0] : memref<?xi32>
                %v1558 = memref.load %l18[%k0] : memref<?xi32>
                %v1559 = arith.xori %v1557, %v1558 : i32
                memref.store %v1559, %l507[%k0] : memref<?xi32>
                %v1560 = memref.load %l507[%k0] : memref<?xi32>
                %v1561 = arith.bitcast %v1560 : i32 to f32
                memref.store %v1561, %l508[%k0] : memref<?xf32>
                %v1562 = memref.load %l508[%k0] : memref<?xf32>
                %v1563 = arith.constant 0x47008000 : f32
                %v1564 = arith.subf %v1562, %v1563 : f32
                memref.store %v1564, %l509[%k0] : memref<?xf32>
                %v1565 = memref.load %l509[%k0] : memref<?xf32>
                %v1566 = memref.load %l103[%k0] : memref<?xf32>
                %v1567 = arith.mulf %v1565, %v1566 : f32
                memref.store %v1567, %l510[%k0] : memref<?xf32>
                %v1568 = memref.load %l505[%k0] : memref<?xf32>
                %v1569 = memref.load %l510[%k0] : memref<?xf32>
                %v1570 = arith.addf %v1568, %v1569 : f32
                memref.store %v1570, %l476[%k0] : memref<?xf32>
                %v1571 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1571, %l511[%k0] : memref<?xf32>
                %v1572 = arith.constant 8 : i32
                memref.store %v1572, %l512[%k0] : memref<?xi32>
                %v1573 = memref.load %l471[%k0] : memref<?xi32>
                %v1574 = memref.load %l512[%k0] : memref<?xi32>
                %v1575 = arith.constant 31 : i32
                %v1576 = arith.andi %v1574, %v1575 : i32
                %v1577 = arith.shrui %v1573, %v1576 : i32
                memref.store %v1577, %l513[%k0] : memref<?xi32>
                %v1578 = memref.load %l513[%k0] : memref<?xi32>
                %v1579 = arith.constant 65280 : i32
                %v1580 = arith.andi %v1578, %v1579 : i32
                memref.store %v1580, %l514[%k0] : memref<?xi32>
                %v1581 = memref.load %l514[%k0] : memref<?xi32>
                %v1582 = memref.load %l18[%k0] : memref<?xi32>
                %v1583 = arith.xori %v1581, %v1582 : i32
                memref.store %v1583, %l515[%k0] : memref<?xi32>
                %v1584 = memref.load %l515[%k0] : memref<?xi32>
                %v1585 = arith.bitcast %v1584 : i32 to f32
                memref.store %v1585, %l516[%k0] : memref<?xf32>
                %v1586 = memref.load %l516[%k0] : memref<?xf32>
                %v1587 = arith.constant 0x47008000 : f32
                %v1588 = arith.subf %v1586, %v1587 : f32
                memref.store %v1588, %l517[%k0] : memref<?xf32>
                %v1589 = memref.load %l517[%k0] : memref<?xf32>
                %v1590 = memref.load %l104[%k0] : memref<?xf32>
                %v1591 = arith.mulf %v1589, %v1590 : f32
                memref.store %v1591, %l518[%k0] : memref<?xf32>
                %v1592 = memref.load %l511[%k0] : memref<?xf32>
                %v1593 = memref.load %l518[%k0] : memref<?xf32>
                %v1594 = arith.addf %v1592, %v1593 : f32
                memref.store %v1594, %l476[%k0] : memref<?xf32>
                %v1595 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1595, %l519[%k0] : memref<?xf32>
                %v1596 = memref.load %l471[%k0] : memref<?xi32>
                memref.store %v1596, %l520[%k0] : memref<?xi32>
                %v1597 = memref.load %l520[%k0] : memref<?xi32>
                %v1598 = arith.constant 24 : i32
                %v1599 = arith.constant 31 : i32
                %v1600 = arith.andi %v1598, %v1599 : i32
                %v1601 = arith.shrsi %v1597, %v1600 : i32
                memref.store %v1601, %l521[%k0] : memref<?xi32>
                %v1602 = memref.load %l521[%k0] : memref<?xi32>
                %v1603 = arith.constant 1258291328 : i32
                %v1604 = arith.addi %v1602, %v1603 : i32
                memref.store %v1604, %l522[%k0] : memref<?xi32>
                %v1605 = memref.load %l522[%k0] : memref<?xi32>
                memref.store %v1605, %l523[%k0] : memref<?xi32>
                %v1606 = memref.load %l523[%k0] : memref<?xi32>
                %v1607 = arith.bitcast %v1606 : i32 to f32
                memref.store %v1607, %l524[%k0] : memref<?xf32>
                %v1608 = memref.load %l524[%k0] : memref<?xf32>
                %v1609 = arith.constant 0x4B000080 : f32
                %v1610 = arith.subf %v1608, %v1609 : f32
                memref.store %v1610, %l525[%k0] : memref<?xf32>
                %v1611 = memref.load %l525[%k0] : memref<?xf32>
                %v1612 = memref.load %l105[%k0] : memref<?xf32>
                %v1613 = arith.mulf %v1611, %v1612 : f32
                memref.store %v1613, %l526[%k0] : memref<?xf32>
                %v1614 = memref.load %l519[%k0] : memref<?xf32>
                %v1615 = memref.load %l526[%k0] : memref<?xf32>
                %v1616 = arith.addf %v1614, %v1615 : f32
                memref.store %v1616, %l476[%k0] : memref<?xf32>
                %v1617 = memref.load %l74[%k0] : memref<?xf32>
                memref.store %v1617, %l527[%k0] : memref<?xf32>
                %v1618 = memref.load %l59[%k0] : memref<?xi64>
                memref.store %v1618, %l528[%k0] : memref<?xi64>
                %v1619 = memref.load %l528[%k0] : memref<?xi64>
                %v1620 = arith.constant 16 : i64
                %v1621 = arith.subi %v1619, %v1620 : i64
                memref.store %v1621, %l529[%k0] : memref<?xi64>
                %v1622 = memref.load %l529[%k0] : memref<?xi64>
                %v1623 = arith.trunci %v1622 : i64 to i32
                memref.store %v1623, %l530[%k0] : memref<?xi32>
                %v1624 = memref.load %l158[%k0] : memref<?xi32>
                %v1625 = memref.load %l530[%k0] : memref<?xi32>
                %v1626 = arith.constant 31 : i32
                %v1627 = arith.andi %v1625, %v1626 : i32
                %v1628 = arith.shrui %v1624, %v1627 : i32
                memref.store %v1628, %l531[%k0] : memref<?xi32>
                %v1629 = memref.load %l531[%k0] : memref<?xi32>
                %v1630 = arith.constant 65535 : i32
                %v1631 = arith.andi %v1629, %v1630 : i32
                memref.store %v1631, %l532[%k0] : memref<?xi32>
                %v1632 = memref.load %l532[%k0] : memref<?xi32>
                %v1633 = arith.constant 32767 : i32
                %v1634 = arith.andi %v1632, %v1633 : i32
                memref.store %v1634, %l533[%k0] : memref<?xi32>
                %v1635 = arith.constant 13 : i32
                memref.store %v1635, %l534[%k0] : memref<?xi32>
                %v1636 = memref.load %l533[%k0] : memref<?xi32>
                %v1637 = memref.load %l534[%k0] : memref<?xi32>
                %v1638 = arith.constant 31 : i32
                %v1639 = arith.andi %v1637, %v1638 : i32
                %v1640 = arith.shli %v1636, %v1639 : i32
                memref.store %v1640, %l535[%k0] : memref<?xi32>
                %v1641 = memref.load %l535[%k0] : memref<?xi32>
                %v1642 = arith.constant 939524096 : i32
                %v1643 = arith.addi %v1641, %v1642 : i32
                memref.store %v1643, %l536[%k0] : memref<?xi32>
                %v1644 = memref.load %l536[%k0] : memref<?xi32>
                %v1645 = arith.bitcast %v1644 : i32 to f32
                memref.store %v1645, %l537[%k0] : memref<?xf32>
                %v1646 = memref.load %l533[%k0] : memref<?xi32>
                %v1647 = arith.constant 1024 : i32
                %v1648 = arith.cmpi ult, %v1646, %v1647 : i32
                memref.store %v1648, %l538[%k0] : memref<?xi1>
                %v1649 = memref.load %l538[%k0] : memref<?xi1>
                cf.cond_br %v1649, ^bb63, ^bb64
              ^bb63:
                %v1650 = arith.constant 13 : i32
                memref.store %v1650, %l539[%k0] : memref<?xi32>
                %v1651 = memref.load %l533[%k0] : memref<?xi32>
                %v1652 = memref.load %l539[%k0] : memref<?xi32>
                %v1653 = arith.constant 31 : i32
                %v1654 = arith.andi %v1652, %v1653 : i32
                %v1655 = arith.shli %v1651, %v1654 : i32
                memref.store %v1655, %l540[%k0] : memref<?xi32>
                %v1656 = memref.load %l540[%k0] : memref<?xi32>
                %v1657 = arith.constant 947912704 : i32
                %v1658 = arith.addi %v1656, %v1657 : i32
                memref.store %v1658, %l541[%k0] : memref<?xi32>
                %v1659 = memref.load %l541[%k0] : memref<?xi32>
                %v1660 = arith.bitcast %v1659 : i32 to f32
                memref.store %v1660, %l542[%k0] : memref<?xf32>
                %v1661 = memref.load %l542[%k0] : memref<?xf32>
                %v1662 = arith.constant 0x38800000 : f32
                %v1663 = arith.subf %v1661, %v1662 : f32
                memref.store %v1663, %l537[%k0] : memref<?xf32>
                cf.br ^bb64
              ^bb64:
                %v1664 = memref.load %l533[%k0] : memref<?xi32>
                %v1665 = arith.constant 31744 : i32
                %v1666 = arith.cmpi uge, %v1664, %v1665 : i32
                memref.store %v1666, %l543[%k0] : memref<?xi1>
                %v1667 = memref.load %l543[%k0] : memref<?xi1>
                cf.cond_br %v1667, ^bb65, ^bb66
              ^bb65:
                %v1668 = arith.constant 13 : i32
                memref.store %v1668, %l544[%k0] : memref<?xi32>
                %v1669 = memref.load %l533[%k0] : memref<?xi32>
                %v1670 = memref.load %l544[%k0] : memref<?xi32>
                %v1671 = arith.constant 31 : i32
                %v1672 = arith.andi %v1670, %v1671 : i32
                %v1673 = arith.shli %v1669, %v1672 : i32
                memref.store %v1673, %l545[%k0] : memref<?xi32>
                %v1674 = memref.load %l545[%k0] : memref<?xi32>
                %v1675 = arith.constant 1879048192 : i32
                %v1676 = arith.addi %v1674, %v1675 : i32
                memref.store %v1676, %l546[%k0] : memref<?xi32>
                %v1677 = memref.load %l546[%k0] : memref<?xi32>
                %v1678 = arith.bitcast %v1677 : i32 to f32
                memref.store %v1678, %l547[%k0] : memref<?xf32>
                %v1679 = memref.load %l547[%k0] : memref<?xf32>
                memref.store %v1679, %l537[%k0] : memref<?xf32>
                cf.br ^bb66
              ^bb66:
                %v1680 = memref.load %l532[%k0] : memref<?xi32>
                %v1681 = arith.constant 32768 : i32
                %v1682 = arith.cmpi uge, %v1680, %v1681 : i32
                memref.store %v1682, %l548[%k0] : memref<?xi1>
                %v1683 = memref.load %l548[%k0] : memref<?xi1>
                cf.cond_br %v1683, ^bb67, ^bb68
              ^bb67:
                %v1684 = memref.load %l537[%k0] : memref<?xf32>
                memref.store %v1684, %l549[%k0] : memref<?xf32>
                %v1685 = memref.load %l549[%k0] : memref<?xf32>
                %v1686 = arith.negf %v1685 : f32
                memref.store %v1686, %l537[%k0] : memref<?xf32>
                cf.br ^bb68
              ^bb68:
                %v1687 = memref.load %l537[%k0] : memref<?xf32>
                memref.store %v1687, %l550[%k0] : memref<?xf32>
                %v1688 = memref.load %l476[%k0] : memref<?xf32>
                memref.store %v1688, %l551[%k0] : memref<?xf32>
                %v1689 = memref.load %l550[%k0] : memref<?xf32>
                %v1690 = memref.load %l551[%k0] : memref<?xf32>
                %v1691 = arith.mulf %v1689, %v1690 : f32
                memref.store %v1691, %l552[%k0] : memref<?xf32>
                %v1692 = memref.load %l527[%k0] : memref<?xf32>
                %v1693 = memref.load %l552[%k0] : memref<?xf32>
                %v1694 = arith.addf %v1692, %v1693 : f32
                memref.store %v1694, %l553[%k0] : memref<?xf32>
                %v1695 = memref.load %l553[%k0] : memref<?xf32>
                memref.store %v1695, %l74[%k0] : memref<?xf32>
                %v1696 = memref.load %l79[%k0] : memref<?xi64>
                %v1697 = arith.constant 256 : i64
                %v1698 = arith.addi %v1696, %v1697 : i64
                memref.store %v1698, %l78[%k0] : memref<?xi64>
                cf.br ^bb19
              ^bb69:
                %v1699 = memref.load %l78[%k0] : memref<?xi64>
                memref.store %v1699, %l554[%k0] : memref<?xi64>
                %v1700 = arith.constant 0 : i32
                memref.store %v1700, %l555[%k0] : memref<?xi32>
                %v1701 = arith.constant 4 : i32
                memref.store %v1701, %l556[%k0] : memref<?xi32>
                cf.br ^bb70
              ^bb70:
                %v1702 = memref.load %l555[%k0] : memref<?xi32>
                memref.store %v1702, %l557[%k0] : memref<?xi32>
                %v1703 = memref.load %l557[%k0] : memref<?xi32>
                %v1704 = memref.load %l556[%k0] : memref<?xi32>
                %v1705 = arith.cmpi slt, %v1703, %v1704 : i32
                memref.store %v1705, %l558[%k0] : memref<?xi1>
                %v1706 = memref.load %l558[%k0] : memref<?xi1>
                %v1707 = arith.extui %v1706 : i1 to i32
                memref.store %v1707, %l559[%k0] : memref<?xi32>
                %v1708 = memref.load %l555[%k0] : memref<?xi32>
                %v1709 = memref.load %l559[%k0] : memref<?xi32>
                %v1710 = arith.addi %v1708, %v1709 : i32
                memref.store %v1710, %l555[%k0] : memref<?xi32>
                %v1711 = memref.load %l557[%k0] : memref<?xi32>
                %v1712 = memref.load %l556[%k0] : memref<?xi32>
                %v1713 = arith.cmpi slt, %v1711, %v1712 : i32
                memref.store %v1713, %l560[%k0] : memref<?xi1>
                %v1714 = memref.load %l560[%k0] : memref<?xi1>
                cf.cond_br %v1714, ^bb71, ^bb72
              ^bb71:
                %v1715 = memref.load %l19[%k0] : memref<?xi64>
                memref.store %v1715, %l561[%k0] : memref<?xi64>
                %v1716 = memref.load %l20[%k0] : memref<?xi64>
                memref.store %v1716, %l562[%k0] : memref<?xi64>
                %v1717 = memref.load %l557[%k0] : memref<?xi32>
                %v1718 = arith.constant 1 : i32
                %v1719 = arith.cmpi eq, %v1717, %v1718 : i32
                memref.store %v1719, %l563[%k0] : memref<?xi1>
                %v1720 = memref.load %l563[%k0] : memref<?xi1>
                cf.cond_br %v1720, ^bb73, ^bb74
              ^bb72:
                %v1721 = memref.load %l71[%k0] : memref<?xf32>
                memref.store %v1721, %l727[%k0] : memref<?xf32>
                %v1722 = memref.load %l72[%k0] : memref<?xf32>
                memref.store %v1722, %l728[%k0] : memref<?xf32>
                %v1723 = memref.load %l73[%k0] : memref<?xf32>
                memref.store %v1723, %l729[%k0] : memref<?xf32>
                %v1724 = memref.load %l74[%k0] : memref<?xf32>
                memref.store %v1724, %l730[%k0] : memref<?xf32>
                %v1725 = memref.load %l0[%k0] : memref<?xi64>
                %v1726 = arith.constant 32 : i64
                %v1727 = arith.constant 0 : i64
                %v1728 = arith.cmpi eq, %v1726, %v1727 : i64
                %v1729 = arith.constant 1 : i64
                %v1730 = arith.select %v1728, %v1729, %v1726 : i64
                %v1731 = arith.divui %v1725, %v1730 : i64
                memref.store %v1731, %l731[%k0] : memref<?xi64>
                %v1732 = memref.load %l731[%k0] : memref<?xi64>
                %v1733 = arith.constant 128 : i64
                %v1734 = arith.muli %v1732, %v1733 : i64
                memref.store %v1734, %l732[%k0] : memref<?xi64>
                %v1735 = memref.load %l732[%k0] : memref<?xi64>
                %v1736 = memref.load %ls1[%lane] : memref<?xi64>
                %v1737 = arith.addi %v1735, %v1736 : i64
                memref.store %v1737, %ls733[%lane] : memref<?xi64>
                %v1738 = memref.load %ls733[%lane] : memref<?xi64>
                %v1739 = arith.constant 32 : i64
                %v1740 = arith.addi %v1738, %v1739 : i64
                memref.store %v1740, %ls734[%lane] : memref<?xi64>
                %v1741 = memref.load %ls733[%lane] : memref<?xi64>
                %v1742 = arith.constant 64 : i64
                %v1743 = arith.addi %v1741, %v1742 : i64
                memref.store %v1743, %ls735[%lane] : memref<?xi64>
                %v1744 = memref.load %ls733[%lane] : memref<?xi64>
                %v1745 = arith.constant 96 : i64
                %v1746 = arith.addi %v1744, %v1745 : i64
                memref.store %v1746, %ls736[%lane] : memref<?xi64>
                %v1747 = memref.load %ls736[%lane] : memref<?xi64>
                %v1748 = arith.constant 256 : i64
                %v1749 = arith.cmpi ult, %v1747, %v1748 : i64
                memref.store %v1749, %l737[%k0] : memref<?xi1>
                %v1750 = memref.load %l737[%k0] : memref<?xi1>
                cf.cond_br %v1750, ^bb113, ^bb117
              ^bb73:
                %v1751 = memref.load %l32[%k0] : memref<?xi64>
                memref.store %v1751, %l564[%k0] : memref<?xi64>
                %v1752 = memref.load %l564[%k0] : memref<?xi64>
                memref.store %v1752, %l561[%k0] : memref<?xi64>
                %v1753 = memref.load %l33[%k0] : memref<?xi64>
                memref.store %v1753, %l565[%k0] : memref<?xi64>
                %v1754 = memref.load %l565[%k0] : memref<?xi64>
                memref.store %v1754, %l562[%k0] : memref<?xi64>
                cf.br ^bb78
              ^bb74:
                %v1755 = memref.load %l557[%k0] : memref<?xi32>
                %v1756 = arith.constant 2 : i32
                %v1757 = arith.cmpi eq, %v1755, %v1756 : i32
                memref.store %v1757, %l566[%k0] : memref<?xi1>
                %v1758 = memref.load %l566[%k0] : memref<?xi1>
                cf.cond_br %v1758, ^bb75, ^bb76
              ^bb75:
                %v1759 = memref.load %l45[%k0] : memref<?xi64>
                memref.store %v1759, %l567[%k0] : memref<?xi64>
                %v1760 = memref.load %l567[%k0] : memref<?xi64>
                memref.store %v1760, %l561[%k0] : memref<?xi64>
                %v1761 = memref.load %l46[%k0] : memref<?xi64>
                memref.store %v1761, %l568[%k0] : memref<?xi64>
                %v1762 = memref.load %l568[%k0] : memref<?xi64>
                memref.store %v1762, %l562[%k0] : memref<?xi64>
                cf.br ^bb78
              ^bb76:
                %v1763 = memref.load %l557[%k0] : memref<?xi32>
                %v1764 = arith.constant 3 : i32
                %v1765 = arith.cmpi eq, %v1763, %v1764 : i32
                memref.store %v1765, %l569[%k0] : memref<?xi1>
                %v1766 = memref.load %l569[%k0] : memref<?xi1>
                cf.cond_br %v1766, ^bb77, ^bb78
              ^bb77:
                %v1767 = memref.load %l58[%k0] : memref<?xi64>
                memref.store %v1767, %l570[%k0] : memref<?xi64>
                %v1768 = memref.load %l570[%k0] : memref<?xi64>
                memref.store %v1768, %l561[%k0] : memref<?xi64>
                %v1769 = memref.load %l59[%k0] : memref<?xi64>
                memref.store %v1769, %l571[%k0] : memref<?xi64>
                %v1770 = memref.load %l571[%k0] : memref<?xi64>
                memref.store %v1770, %l562[%k0] : memref<?xi64>
                cf.br ^bb78
              ^bb78:
                %v1771 = memref.load %l554[%k0] : memref<?xi64>
                memref.store %v1771, %l572[%k0] : memref<?xi64>
                cf.br ^bb79
              ^bb79:
                %v1772 = memref.load %l572[%k0] : memref<?xi64>
                memref.store %v1772, %l573[%k0] : memref<?xi64>
                %v1773 = memref.load %l573[%k0] : memref<?xi64>
                %v1774 = memref.load %l11[%k0] : memref<?xi64>
                %v1775 = arith.cmpi uge, %v1773, %v1774 : i64
                memref.store %v1775, %l574[%k0] : memref<?xi1>
                %v1776 = memref.load %l574[%k0] : memref<?xi1>
                cf.cond_br %v1776, ^bb70, ^bb80
              ^bb80:
                %v1777 = memref.load %l573[%k0] : memref<?xi64>
                %v1778 = arith.constant 256 : i64
                %v1779 = arith.constant 0 : i64
                %v1780 = arith.cmpi eq, %v1778, %v1779 : i64
                %v1781 = arith.constant 1 : i64
                %v1782 = arith.select %v1780, %v1781, %v1778 : i64
                %v1783 = arith.divui %v1777, %v1782 : i64
                memref.store %v1783, %l575[%k0] : memref<?xi64>
                %v1784 = memref.load %l575[%k0] : memref<?xi64>
                %v1785 = arith.constant 68 : i64
                %v1786 = arith.muli %v1784, %v1785 : i64
                memref.store %v1786, %l576[%k0] : memref<?xi64>
                %v1787 = memref.load %l573[%k0] : memref<?xi64>
                %v1788 = arith.constant 1 : i64
                %v1789 = arith.ori %v1787, %v1788 : i64
                memref.store %v1789, %l577[%k0] : memref<?xi64>
                %v1790 = memref.load %l573[%k0] : memref<?xi64>
                %v1791 = arith.constant 2 : i64
                %v1792 = arith.ori %v1790, %v1791 : i64
                memref.store %v1792, %l578[%k0] : memref<?xi64>
                %v1793 = memref.load %l573[%k0] : memref<?xi64>
                %v1794 = arith.constant 3 : i64
                %v1795 = arith.ori %v1793, %v1794 : i64
                memref.store %v1795, %l579[%k0] : memref<?xi64>
                %v1796 = memref.load %l573[%k0] : memref<?xi64>
                %v1797 = arith.constant 4 : i64
                %v1798 = arith.ori %v1796, %v1797 : i64
                memref.store %v1798, %l580[%k0] : memref<?xi64>
                %v1799 = memref.load %l573[%k0] : memref<?xi64>
                %v1800 = arith.constant 5 : i64
                %v1801 = arith.ori %v1799, %v1800 : i64
                memref.store %v1801, %l581[%k0] : memref<?xi64>
                %v1802 = memref.load %l573[%k0] : memref<?xi64>
                %v1803 = arith.constant 6 : i64
                %v1804 = arith.ori %v1802, %v1803 : i64
                memref.store %v1804, %l582[%k0] : memref<?xi64>
                %v1805 = memref.load %l573[%k0] : memref<?xi64>
                %v1806 = arith.constant 7 : i64
                %v1807 = arith.ori %v1805, %v1806 : i64
                memref.store %v1807, %l583[%k0] : memref<?xi64>
                %v1808 = memref.load %l583[%k0] : memref<?xi64>
                %v1809 = memref.load %l8[%k0] : memref<?xi64>
                %v1810 = arith.cmpi ult, %v1808, %v1809 : i64
                memref.store %v1810, %l584[%k0] : memref<?xi1>
                %v1811 = memref.load %l584[%k0] : memref<?xi1>
                cf.cond_br %v1811, ^bb81, ^bb70
              ^bb81:
                %v1812 = memref.load %l573[%k0] : memref<?xi64>
                %v1813 = memref.load %l8[%k0] : memref<?xi64>
                %v1814 = arith.cmpi ult, %v1812, %v1813 : i64
                memref.store %v1814, %l585[%k0] : memref<?xi1>
                %v1815 = memref.load %l585[%k0] : memref<?xi1>
                cf.cond_br %v1815, ^bb82, ^bb70
              ^bb82:
                %v1816 = memref.load %l577[%k0] : memref<?xi64>
                %v1817 = memref.load %l8[%k0] : memref<?xi64>
                %v1818 = arith.cmpi ult, %v1816, %v1817 : i64
                memref.store %v1818, %l586[%k0] : memref<?xi1>
                %v1819 = memref.load %l586[%k0] : memref<?xi1>
                cf.cond_br %v1819, ^bb83, ^bb70
              ^bb83:
                %v1820 = memref.load %l578[%k0] : memref<?xi64>
                %v1821 = memref.load %l8[%k0] : memref<?xi64>
                %v1822 = arith.cmpi ult, %v1820, %v1821 : i64
                memref.store %v1822, %l587[%k0] : memref<?xi1>
                %v1823 = memref.load %l587[%k0] : memref<?xi1>
                cf.cond_br %v1823, ^bb84, ^bb70
              ^bb84:
                %v1824 = memref.load %l579[%k0] : memref<?xi64>
                %v1825 = memref.load %l8[%k0] : memref<?xi64>
                %v1826 = arith.cmpi ult, %v1824, %v1825 : i64
                memref.store %v1826, %l588[%k0] : memref<?xi1>
                %v1827 = memref.load %l588[%k0] : memref<?xi1>
                cf.cond_br %v1827, ^bb85, ^bb70
              ^bb85:
                %v1828 = memref.load %l580[%k0] : memref<?xi64>
                %v1829 = memref.load %l8[%k0] : memref<?xi64>
                %v1830 = arith.cmpi ult, %v1828, %v1829 : i64
                memref.store %v1830, %l589[%k0] : memref<?xi1>
                %v1831 = memref.load %l589[%k0] : memref<?xi1>
                cf.cond_br %v1831, ^bb86, ^bb70
              ^bb86:
                %v1832 = memref.load %l581[%k0] : memref<?xi64>
                %v1833 = memref.load %l8[%k0] : memref<?xi64>
                %v1834 = arith.cmpi ult, %v1832, %v1833 : i64
                memref.store %v1834, %l590[%k0] : memref<?xi1>
                %v1835 = memref.load %l590[%k0] : memref<?xi1>
                cf.cond_br %v1835, ^bb87, ^bb70
              ^bb87:
                %v1836 = memref.load %l582[%k0] : memref<?xi64>
                %v1837 = memref.load %l8[%k0] : memref<?xi64>
                %v1838 = arith.cmpi ult, %v1836, %v1837 : i64
                memref.store %v1838, %l591[%k0] : memref<?xi1>
                %v1839 = memref.load %l591[%k0] : memref<?xi1>
                cf.cond_br %v1839, ^bb88, ^bb70
              ^bb88:
                %v1840 = memref.load %l573[%k0] : memref<?xi64>
                %v1841 = arith.index_cast %v1840 : i64 to index
                %v1842 = memref.load %p1[%v1841] : memref<?xf32>
                memref.store %v1842, %l592[%k0] : memref<?xf32>
                %v1843 = memref.load %l577[%k0] : memref<?xi64>
                %v1844 = arith.index_cast %v1843 : i64 to index
                %v1845 = memref.load %p1[%v1844] : memref<?xf32>
                memref.store %v1845, %l593[%k0] : memref<?xf32>
                %v1846 = memref.load %l578[%k0] : memref<?xi64>
                %v1847 = arith.index_cast %v1846 : i64 to index
                %v1848 = memref.load %p1[%v1847] : memref<?xf32>
                memref.store %v1848, %l594[%k0] : memref<?xf32>
                %v1849 = memref.load %l579[%k0] : memref<?xi64>
                %v1850 = arith.index_cast %v1849 : i64 to index
                %v1851 = memref.load %p1[%v1850] : memref<?xf32>
                memref.store %v1851, %l595[%k0] : memref<?xf32>
                %v1852 = memref.load %l580[%k0] : memref<?xi64>
                %v1853 = arith.index_cast %v1852 : i64 to index
                %v1854 = memref.load %p1[%v1853] : memref<?xf32>
                memref.store %v1854, %l596[%k0] : memref<?xf32>
                %v1855 = memref.load %l581[%k0] : memref<?xi64>
                %v1856 = arith.index_cast %v1855 : i64 to index
                %v1857 = memref.load %p1[%v1856] : memref<?xf32>
                memref.store %v1857, %l597[%k0] : memref<?xf32>
                %v1858 = memref.load %l582[%k0] : memref<?xi64>
                %v1859 = arith.index_cast %v1858 : i64 to index
                %v1860 = memref.load %p1[%v1859] : memref<?xf32>
                memref.store %v1860, %l598[%k0] : memref<?xf32>
                %v1861 = memref.load %l583[%k0] : memref<?xi64>
                %v1862 = arith.index_cast %v1861 : i64 to index
                %v1863 = memref.load %p1[%v1862] : memref<?xf32>
                memref.store %v1863, %l599[%k0] : memref<?xf32>
                %v1864 = memref.load %l561[%k0] : memref<?xi64>
                memref.store %v1864, %l600[%k0] : memref<?xi64>
                %v1865 = memref.load %l600[%k0] : memref<?xi64>
                %v1866 = memref.load %l576[%k0] : memref<?xi64>
                %v1867 = arith.addi %v1865, %v1866 : i64
                memref.store %v1867, %l601[%k0] : memref<?xi64>
                %v1868 = arith.constant 2 : i64
                %v1869 = memref.load %l2[%k0] : memref<?xi64>
                %v1870 = arith.muli %v1868, %v1869 : i64
                memref.store %v1870, %l602[%k0] : memref<?xi64>
                %v1871 = memref.load %l601[%k0] : memref<?xi64>
                %v1872 = memref.load %l602[%k0] : memref<?xi64>
                %v1873 = arith.addi %v1871, %v1872 : i64
                memref.store %v1873, %l603[%k0] : memref<?xi64>
                %v1874 = memref.load %l603[%k0] : memref<?xi64>
                %v1875 = arith.constant 1 : i64
                %v1876 = arith.addi %v1874, %v1875 : i64
                memref.store %v1876, %l604[%k0] : memref<?xi64>
                %v1877 = memref.load %l603[%k0] : memref<?xi64>
                %v1878 = arith.constant 2 : i64
                %v1879 = arith.addi %v1877, %v1878 : i64
                memref.store %v1879, %l605[%k0] : memref<?xi64>
                %v1880 = memref.load %l605[%k0] : memref<?xi64>
                %v1881 = memref.load %l9[%k0] : memref<?xi64>
                %v1882 = arith.cmpi ult, %v1880, %v1881 : i64
                memref.store %v1882, %l606[%k0] : memref<?xi1>
                %v1883 = memref.load %l606[%k0] : memref<?xi1>
                cf.cond_br %v1883, ^bb89, ^bb112
              ^bb89:
                %v1884 = memref.load %l601[%k0] : memref<?xi64>
                %v1885 = memref.load %l9[%k0] : memref<?xi64>
                %v1886 = arith.cmpi ult, %v1884, %v1885 : i64
                memref.store %v1886, %l607[%k0] : memref<?xi1>
                %v1887 = memref.load %l607[%k0] : memref<?xi1>
                cf.cond_br %v1887, ^bb90, ^bb112
              ^bb90:
                %v1888 = memref.load %l603[%k0] : memref<?xi64>
                %v1889 = memref.load %l9[%k0] : memref<?xi64>
                %v1890 = arith.cmpi ult, %v1888, %v1889 : i64
                memref.store %v1890, %l608[%k0] : memref<?xi1>
                %v1891 = memref.load %l608[%k0] : memref<?xi1>
                cf.cond_br %v1891, ^bb91, ^bb112
              ^bb91:
                %v1892 = memref.load %l604[%k0] : memref<?xi64>
                %v1893 = memref.load %l9[%k0] : memref<?xi64>
                %v1894 = arith.cmpi ult, %v1892, %v1893 : i64
                memref.store %v1894, %l609[%k0] : memref<?xi1>
                %v1895 = memref.load %l609[%k0] : memref<?xi1>
                cf.cond_br %v1895, ^bb92, ^bb112
              ^bb92:
                %v1896 = memref.load %l601[%k0] : memref<?xi64>
                %v1897 = arith.index_cast %v1896 : i64 to index
                %v1898 = memref.load %p0[%v1897] : memref<?xi32>
                memref.store %v1898, %l610[%k0] : memref<?xi32>
                %v1899 = memref.load %l603[%k0] : memref<?xi64>
                %v1900 = arith.index_cast %v1899 : i64 to index
                %v1901 = memref.load %p0[%v1900] : memref<?xi32>
                memref.store %v1901, %l611[%k0] : memref<?xi32>
                %v1902 = memref.load %l604[%k0] : memref<?xi64>
                %v1903 = arith.index_cast %v1902 : i64 to index
                %v1904 = memref.load %p0[%v1903] : memref<?xi32>
                memref.store %v1904, %l612[%k0] : memref<?xi32>
                %v1905 = memref.load %l605[%k0] : memref<?xi64>
                %v1906 = arith.index_cast %v1905 : i64 to index
                %v1907 = memref.load %p0[%v1906] : memref<?xi32>
                memref.store %v1907, %l613[%k0] : memref<?xi32>
                %v1908 = memref.load %l71[%k0] : memref<?xf32>
                memref.store %v1908, %l614[%k0] : memref<?xf32>
                %v1909 = memref.load %l557[%k0] : memref<?xi32>
                %v1910 = arith.constant 1 : i32
                %v1911 = arith.cmpi eq, %v1909, %v1910 : i32
                memref.store %v1911, %l615[%k0] : memref<?xi1>
                %v1912 = memref.load %l615[%k0] : memref<?xi1>
                cf.cond_br %v1912, ^bb93, ^bb94
              ^bb93:
                %v1913 = memref.load %l72[%k0] : memref<?xf32>
                memref.store %v1913, %l616[%k0] : memref<?xf32>
                %v1914 = memref.load %l616[%k0] : memref<?xf32>
                memref.store %v1914, %l614[%k0] : memref<?xf32>
                cf.br ^bb98
              ^bb94:
                %v1915 = memref.load %l557[%k0] : memref<?xi32>
                %v1916 = arith.constant 2 : i32
                %v1917 = arith.cmpi eq, %v1915, %v1916 : i32
                memref.store %v1917, %l617[%k0] : memref<?xi1>
                %v1918 = memref.load %l617[%k0] : memref<?xi1>
                cf.cond_br %v1918, ^bb95, ^bb96
              ^bb95:
                %v1919 = memref.load %l73[%k0] : memref<?xf32>
                memref.store %v1919, %l618[%k0] : memref<?xf32>
                %v1920 = memref.load %l618[%k0] : memref<?xf32>
                memref.store %v1920, %l614[%k0] : memref<?xf32>
                cf.br ^bb98
              ^bb96:
                %v1921 = memref.load %l557[%k0] : memref<?xi32>
                %v1922 = arith.constant 3 : i32
                %v1923 = arith.cmpi eq, %v1921, %v1922 : i32
                memref.store %v1923, %l619[%k0] : memref<?xi1>
                %v1924 = memref.load %l619[%k0] : memref<?xi1>
                cf.cond_br %v1924, ^bb97, ^bb98
              ^bb97:
                %v1925 = memref.load %l74[%k0] : memref<?xf32>
                memref.store %v1925, %l620[%k0] : memref<?xf32>
                %v1926 = memref.load %l620[%k0] : memref<?xf32>
                memref.store %v1926, %l614[%k0] : memref<?xf32>
                cf.br ^bb98
              ^bb98:
                %v1927 = memref.load %l612[%k0] : memref<?xi32>
                %v1928 = arith.extui %v1927 : i32 to i64
                memref.store %v1928, %l621[%k0] : memref<?xi64>
                %v1929 = arith.constant 32 : i32
                %v1930 = arith.extsi %v1929 : i32 to i64
                memref.store %v1930, %l622[%k0] : memref<?xi64>
                %v1931 = memref.load %l621[%k0] : memref<?xi64>
                %v1932 = memref.load %l622[%k0] : memref<?xi64>
                %v1933 = arith.constant 63 : i64
                %v1934 = arith.andi %v1932, %v1933 : i64
                %v1935 = arith.shli %v1931, %v1934 : i64
                memref.store %v1935, %l623[%k0] : memref<?xi64>
                %v1936 = memref.load %l611[%k0] : memref<?xi32>
                %v1937 = arith.extui %v1936 : i32 to i64
                memref.store %v1937, %l624[%k0] : memref<?xi64>
                %v1938 = memref.load %l623[%k0] : memref<?xi64>
                %v1939 = memref.load %l624[%k0] : memref<?xi64>
                %v1940 = arith.ori %v1938, %v1939 : i64
                memref.store %v1940, %l625[%k0] : memref<?xi64>
                %v1941 = memref.load %l562[%k0] : memref<?xi64>
                memref.store %v1941, %l626[%k0] : memref<?xi64>
                %v1942 = memref.load %l625[%k0] : memref<?xi64>
                %v1943 = memref.load %l626[%k0] : memref<?xi64>
                %v1944 = arith.constant 63 : i64
                %v1945 = arith.andi %v1943, %v1944 : i64
                %v1946 = arith.shrui %v1942, %v1945 : i64
                memref.store %v1946, %l627[%k0] : memref<?xi64>
                %v1947 = memref.load %l627[%k0] : memref<?xi64>
                %v1948 = arith.trunci %v1947 : i64 to i32
                memref.store %v1948, %l628[%k0] : memref<?xi32>
                %v1949 = memref.load %l613[%k0] : memref<?xi32>
                %v1950 = arith.extui %v1949 : i32 to i64
                memref.store %v1950, %l629[%k0] : memref<?xi64>
                %v1951 = arith.constant 32 : i32
                %v1952 = arith.extsi %v1951 : i32 to i64
                memref.store %v1952, %l630[%k0] : memref<?xi64>
                %v1953 = memref.load %l629[%k0] : memref<?xi64>
                %v1954 = memref.load %l630[%k0] : memref<?xi64>
                %v1955 = arith.constant 63 : i64
                %v1956 = arith.andi %v1954, %v1955 : i64
                %v1957 = arith.shli %v1953, %v1956 : i64
                memref.store %v1957, %l631[%k0] : memref<?xi64>
                %v1958 = memref.load %l612[%k0] : memref<?xi32>
                %v1959 = arith.extui %v1958 : i32 to i64
                memref.store %v1959, %l632[%k0] : memref<?xi64>
                %v1960 = memref.load %l631[%k0] : memref<?xi64>
                %v1961 = memref.load %l632[%k0] : memref<?xi64>
                %v1962 = arith.ori %v1960, %v1961 : i64
                memref.store %v1962, %l633[%k0] : memref<?xi64>
                %v1963 = memref.load %l562[%k0] : memref<?xi64>
                memref.store %v1963, %l634[%k0] : memref<?xi64>
                %v1964 = memref.load %l633[%k0] : memref<?xi64>
                %v1965 = memref.load %l634[%k0] : memref<?xi64>
                %v1966 = arith.constant 63 : i64
                %v1967 = arith.andi %v1965, %v1966 : i64
                %v1968 = arith.shrui %v1964, %v1967 : i64
                memref.store %v1968, %l635[%k0] : memref<?xi64>
                %v1969 = memref.load %l635[%k0] : memref<?xi64>
                %v1970 = arith.trunci %v1969 : i64 to i32
                memref.store %v1970, %l636[%k0] : memref<?xi32>
                %v1971 = memref.load %l628[%k0] : memref<?xi32>
                %v1972 = arith.constant 255 : i32
                %v1973 = arith.andi %v1971, %v1972 : i32
                memref.store %v1973, %l637[%k0] : memref<?xi32>
                %v1974 = memref.load %l637[%k0] : memref<?xi32>
                %v1975 = memref.load %l17[%k0] : memref<?xi32>
                %v1976 = arith.xori %v1974, %v1975 : i32
                memref.store %v1976, %l638[%k0] : memref<?xi32>
                %v1977 = memref.load %l638[%k0] : memref<?xi32>
                %v1978 = arith.bitcast %v1977 : i32 to f32
                memref.store %v1978, %l639[%k0] : memref<?xf32>
                %v1979 = memref.load %l639[%k0] : memref<?xf32>
                %v1980 = arith.constant 0x4B000080 : f32
                %v1981 = arith.subf %v1979, %v1980 : f32
                memref.store %v1981, %l640[%k0] : memref<?xf32>
                %v1982 = memref.load %l640[%k0] : memref<?xf32>
                %v1983 = memref.load %l592[%k0] : memref<?xf32>
                %v1984 = arith.mulf %v1982, %v1983 : f32
                memref.store %v1984, %l641[%k0] : memref<?xf32>
                %v1985 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v1985, %l642[%k0] : memref<?xf32>
                %v1986 = memref.load %l628[%k0] : memref<?xi32>
                %v1987 = arith.constant 65280 : i32
                %v1988 = arith.andi %v1986, %v1987 : i32
                memref.store %v1988, %l643[%k0] : memref<?xi32>
                %v1989 = memref.load %l643[%k0] : memref<?xi32>
                %v1990 = memref.load %l18[%k0] : memref<?xi32>
                %v1991 = arith.xori %v1989, %v1990 : i32
                memref.store %v1991, %l644[%k0] : memref<?xi32>
                %v1992 = memref.load %l644[%k0] : memref<?xi32>
                %v1993 = arith.bitcast %v1992 : i32 to f32
                memref.store %v1993, %l645[%k0] : memref<?xf32>
                %v1994 = memref.load %l645[%k0] : memref<?xf32>
                %v1995 = arith.constant 0x47008000 : f32
                %v1996 = arith.subf %v1994, %v1995 : f32
                memref.store %v1996, %l646[%k0] : memref<?xf32>
                %v1997 = memref.load %l646[%k0] : memref<?xf32>
                %v1998 = memref.load %l593[%k0] : memref<?xf32>
                %v1999 = arith.mulf %v1997, %v1998 : f32
                memref.store %v1999, %l647[%k0] : memref<?xf32>
                %v2000 = memref.load %l642[%k0] : memref<?xf32>
                %v2001 = memref.load %l647[%k0] : memref<?xf32>
                %v2002 = arith.addf %v2000, %v2001 : f32
                memref.store %v2002, %l641[%k0] : memref<?xf32>
                %v2003 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v2003, %l648[%k0] : memref<?xf32>
                %v2004 = arith.constant 8 : i32
                memref.store %v2004, %l649[%k0] : memref<?xi32>
                %v2005 = memref.load %l628[%k0] : memref<?xi32>
                %v2006 = memref.load %l649[%k0] : memref<?xi32>
                %v2007 = arith.constant 31 : i32
                %v2008 = arith.andi %v2006, %v2007 : i32
                %v2009 = arith.shrui %v2005, %v2008 : i32
                memref.store %v2009, %l650[%k0] : memref<?xi32>
                %v2010 = memref.load %l650[%k0] : memref<?xi32>
                %v2011 = arith.constant 65280 : i32
                %v2012 = arith.andi %v2010, %v2011 : i32
                memref.store %v2012, %l651[%k0] : memref<?xi32>
                %v2013 = memref.load %l651[%k0] : memref<?xi32>
                %v2014 = memref.load %l18[%k0] : memref<?xi32>
                %v2015 = arith.xori %v2013, %v2014 : i32
                memref.store %v2015, %l652[%k0] : memref<?xi32>
                %v2016 = memref.load %l652[%k0] : memref<?xi32>
                %v2017 = arith.bitcast %v2016 : i32 to f32
                memref.store %v2017, %l653[%k0] : memref<?xf32>
                %v2018 = memref.load %l653[%k0] : memref<?xf32>
                %v2019 = arith.constant 0x47008000 : f32
                %v2020 = arith.subf %v2018, %v2019 : f32
                memref.store %v2020, %l654[%k0] : memref<?xf32>
                %v2021 = memref.load %l654[%k0] : memref<?xf32>
                %v2022 = memref.load %l594[%k0] : memref<?xf32>
                %v2023 = arith.mulf %v2021, %v2022 : f32
                memref.store %v2023, %l655[%k0] : memref<?xf32>
                %v2024 = memref.load %l648[%k0] : memref<?xf32>
                %v2025 = memref.load %l655[%k0] : memref<?xf32>
                %v2026 = arith.addf %v2024, %v2025 : f32
                memref.store %v2026, %l641[%k0] : memref<?xf32>
                %v2027 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v2027, %l656[%k0] : memref<?xf32>
                %v2028 = memref.load %l628[%k0] : memref<?xi32>
                memref.store %v2028, %l657[%k0] : memref<?xi32>
                %v2029 = memref.load %l657[%k0] : memref<?xi32>
                %v2030 = arith.constant 24 : i32
                %v2031 = arith.constant 31 : i32
                %v2032 = arith.andi %v2030, %v2031 : i32
                %v2033 = arith.shrsi %v2029, %v2032 : i32
                memref.store %v2033, %l658[%k0] : memref<?xi32>
                %v2034 = memref.load %l658[%k0] : memref<?xi32>
                %v2035 = arith.constant 1258291328 : i32
                %v2036 = arith.addi %v2034, %v2035 : i32
                memref.store %v2036, %l659[%k0] : memref<?xi32>
                %v2037 = memref.load %l659[%k0] : memref<?xi32>
                memref.store %v2037, %l660[%k0] : memref<?xi32>
                %v2038 = memref.load %l660[%k0] : memref<?xi32>
                %v2039 = arith.bitcast %v2038 : i32 to f32
                memref.store %v2039, %l661[%k0] : memref<?xf32>
                %v2040 = memref.load %l661[%k0] : memref<?xf32>
                %v2041 = arith.constant 0x4B000080 : f32
                %v2042 = arith.subf %v2040, %v2041 : f32
                memref.store %v2042, %l662[%k0] : memref<?xf32>
                %v2043 = memref.load %l662[%k0] : memref<?xf32>
                %v2044 = memref.load %l595[%k0] : memref<?xf32>
                %v2045 = arith.mulf %v2043, %v2044 : f32
                memref.store %v2045, %l663[%k0] : memref<?xf32>
                %v2046 = memref.load %l656[%k0] : memref<?xf32>
                %v2047 = memref.load %l663[%k0] : memref<?xf32>
                %v2048 = arith.addf %v2046, %v2047 : f32
                memref.store %v2048, %l641[%k0] : memref<?xf32>
                %v2049 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v2049, %l664[%k0] : memref<?xf32>
                %v2050 = memref.load %l636[%k0] : memref<?xi32>
                %v2051 = arith.constant 255 : i32
                %v2052 = arith.andi %v2050, %v2051 : i32
                memref.store %v2052, %l665[%k0] : memref<?xi32>
                %v2053 = memref.load %l665[%k0] : memref<?xi32>
                %v2054 = memref.load %l17[%k0] : memref<?xi32>
                %v2055 = arith.xori %v2053, %v2054 : i32
                memref.store %v2055, %l666[%k0] : memref<?xi32>
                %v2056 = memref.load %l666[%k0] : memref<?xi32>
                %v2057 = arith.bitcast %v2056 : i32 to f32
                memref.store %v2057, %l667[%k0] : memref<?xf32>
                %v2058 = memref.load %l667[%k0] : memref<?xf32>
                %v2059 = arith.constant 0x4B000080 : f32
                %v2060 = arith.subf %v2058, %v2059 : f32
                memref.store %v2060, %l668[%k0] : memref<?xf32>
                %v2061 = memref.load %l668[%k0] : memref<?xf32>
                %v2062 = memref.load %l596[%k0] : memref<?xf32>
                %v2063 = arith.mulf %v2061, %v2062 : f32
                memref.store %v2063, %l669[%k0] : memref<?xf32>
                %v2064 = memref.load %l664[%k0] : memref<?xf32>
                %v2065 = memref.load %l669[%k0] : memref<?xf32>
                %v2066 = arith.addf %v2064, %v2065 : f32
                memref.store %v2066, %l641[%k0] : memref<?xf32>
                %v2067 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v2067, %l670[%k0] : memref<?xf32>
                %v2068 = memref.load %l636[%k0] : memref<?xi32>
                %v2069 = arith.constant 65280 : i32
                %v2070 = arith.andi %v2068, %v2069 : i32
                memref.store %v2070, %l671[%k0] : memref<?xi32>
                %v2071 = memref.load %l671[%k0] : memref<?xi32>
                %v2072 = memref.load %l18[%k0] : memref<?xi32>
                %v2073 = arith.xori %v2071, %v2072 : i32
                memref.store %v2073, %l672[%k0] : memref<?xi32>
                %v2074 = memref.load %l672[%k0] : memref<?xi32>
                %v2075 = arith.bitcast %v2074 : i32 to f32
                memref.store %v2075, %l673[%k0] : memref<?xf32>
                %v2076 = memref.load %l673[%k0] : memref<?xf32>
                %v2077 = arith.constant 0x47008000 : f32
                %v2078 = arith.subf %v2076, %v2077 : f32
                memref.store %v2078, %l674[%k0] : memref<?xf32>
                %v2079 = memref.load %l674[%k0] : memref<?xf32>
                %v2080 = memref.load %l597[%k0] : memref<?xf32>
                %v2081 = arith.mulf %v2079, %v2080 : f32
                memref.store %v2081, %l675[%k0] : memref<?xf32>
                %v2082 = memref.load %l670[%k0] : memref<?xf32>
                %v2083 = memref.load %l675[%k0] : memref<?xf32>
                %v2084 = arith.addf %v2082, %v2083 : f32
                memref.store %v2084, %l641[%k0] : memref<?xf32>
                %v2085 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v2085, %l676[%k0] : memref<?xf32>
                %v2086 = arith.constant 8 : i32
                memref.store %v2086, %l677[%k0] : memref<?xi32>
                %v2087 = memref.load %l636[%k0] : memref<?xi32>
                %v2088 = memref.load %l677[%k0] : memref<?xi32>
                %v2089 = arith.constant 31 : i32
                %v2090 = arith.andi %v2088, %v2089 : i32
                %v2091 = arith.shrui %v2087, %v2090 : i32
                memref.store %v2091, %l678[%k0] : memref<?xi32>
                %v2092 = memref.load %l678[%k0] : memref<?xi32>
                %v2093 = arith.constant 65280 : i32
                %v2094 = arith.andi %v2092, %v2093 : i32
                memref.store %v2094, %l679[%k0] : memref<?xi32>
                %v2095 = memref.load %l679[%k0] : memref<?xi32>
                %v2096 = memref.load %l18[%k0] : memref<?xi32>
                %v2097 = arith.xori %v2095, %v2096 : i32
                memref.store %v2097, %l680[%k0] : memref<?xi32>
                %v2098 = memref.load %l680[%k0] : memref<?xi32>
                %v2099 = arith.bitcast %v2098 : i32 to f32
                memref.store %v2099, %l681[%k0] : memref<?xf32>
                %v2100 = memref.load %l681[%k0] : memref<?xf32>
                %v2101 = arith.constant 0x47008000 : f32
                %v2102 = arith.subf %v2100, %v2101 : f32
                memref.store %v2102, %l682[%k0] : memref<?xf32>
                %v2103 = memref.load %l682[%k0] : memref<?xf32>
                %v2104 = memref.load %l598[%k0] : memref<?xf32>
                %v2105 = arith.mulf %v2103, %v2104 : f32
                memref.store %v2105, %l683[%k0] : memref<?xf32>
                %v2106 = memref.load %l676[%k0] : memref<?xf32>
                %v2107 = memref.load %l683[%k0] : memref<?xf32>
                %v2108 = arith.addf %v2106, %v2107 : f32
                memref.store %v2108, %l641[%k0] : memref<?xf32>
                %v2109 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v2109, %l684[%k0] : memref<?xf32>
                %v2110 = memref.load %l636[%k0] : memref<?xi32>
                memref.store %v2110, %l685[%k0] : memref<?xi32>
                %v2111 = memref.load %l685[%k0] : memref<?xi32>
                %v2112 = arith.constant 24 : i32
                %v2113 = arith.constant 31 : i32
                %v2114 = arith.andi %v2112, %v2113 : i32
                %v2115 = arith.shrsi %v2111, %v2114 : i32
                memref.store %v2115, %l686[%k0] : memref<?xi32>
                %v2116 = memref.load %l686[%k0] : memref<?xi32>
                %v2117 = arith.constant 1258291328 : i32
                %v2118 = arith.addi %v2116, %v2117 : i32
                memref.store %v2118, %l687[%k0] : memref<?xi32>
                %v2119 = memref.load %l687[%k0] : memref<?xi32>
                memref.store %v2119, %l688[%k0] : memref<?xi32>
                %v2120 = memref.load %l688[%k0] : memref<?xi32>
                %v2121 = arith.bitcast %v2120 : i32 to f32
                memref.store %v2121, %l689[%k0] : memref<?xf32>
                %v2122 = memref.load %l689[%k0] : memref<?xf32>
                %v2123 = arith.constant 0x4B000080 : f32
                %v2124 = arith.subf %v2122, %v2123 : f32
                memref.store %v2124, %l690[%k0] : memref<?xf32>
                %v2125 = memref.load %l690[%k0] : memref<?xf32>
                %v2126 = memref.load %l599[%k0] : memref<?xf32>
                %v2127 = arith.mulf %v2125, %v2126 : f32
                memref.store %v2127, %l691[%k0] : memref<?xf32>
                %v2128 = memref.load %l684[%k0] : memref<?xf32>
                %v2129 = memref.load %l691[%k0] : memref<?xf32>
                %v2130 = arith.addf %v2128, %v2129 : f32
                memref.store %v2130, %l641[%k0] : memref<?xf32>
                %v2131 = memref.load %l614[%k0] : memref<?xf32>
                memref.store %v2131, %l692[%k0] : memref<?xf32>
                %v2132 = memref.load %l562[%k0] : memref<?xi64>
                memref.store %v2132, %l693[%k0] : memref<?xi64>
                %v2133 = memref.load %l693[%k0] : memref<?xi64>
                %v2134 = arith.constant 16 : i64
                %v2135 = arith.subi %v2133, %v2134 : i64
                memref.store %v2135, %l694[%k0] : memref<?xi64>
                %v2136 = memref.load %l694[%k0] : memref<?xi64>
                %v2137 = arith.trunci %v2136 : i64 to i32
                memref.store %v2137, %l695[%k0] : memref<?xi32>
                %v2138 = memref.load %l610[%k0] : memref<?xi32>
                %v2139 = memref.load %l695[%k0] : memref<?xi32>
                %v2140 = arith.constant 31 : i32
                %v2141 = arith.andi %v2139, %v2140 : i32
                %v2142 = arith.shrui %v2138, %v2141 : i32
                memref.store %v2142, %l696[%k0] : memref<?xi32>
                %v2143 = memref.load %l696[%k0] : memref<?xi32>
                %v2144 = arith.constant 65535 : i32
                %v2145 = arith.andi %v2143, %v2144 : i32
                memref.store %v2145, %l697[%k0] : memref<?xi32>
                %v2146 = memref.load %l697[%k0] : memref<?xi32>
                %v2147 = arith.constant 32767 : i32
                %v2148 = arith.andi %v2146, %v2147 : i32
                memref.store %v2148, %l698[%k0] : memref<?xi32>
                %v2149 = arith.constant 13 : i32
                memref.store %v2149, %l699[%k0] : memref<?xi32>
                %v2150 = memref.load %l698[%k0] : memref<?xi32>
                %v2151 = memref.load %l699[%k0] : memref<?xi32>
                %v2152 = arith.constant 31 : i32
                %v2153 = arith.andi %v2151, %v2152 : i32
                %v2154 = arith.shli %v2150, %v2153 : i32
                memref.store %v2154, %l700[%k0] : memref<?xi32>
                %v2155 = memref.load %l700[%k0] : memref<?xi32>
                %v2156 = arith.constant 939524096 : i32
                %v2157 = arith.addi %v2155, %v2156 : i32
                memref.store %v2157, %l701[%k0] : memref<?xi32>
                %v2158 = memref.load %l701[%k0] : memref<?xi32>
                %v2159 = arith.bitcast %v2158 : i32 to f32
                memref.store %v2159, %l702[%k0] : memref<?xf32>
                %v2160 = memref.load %l698[%k0] : memref<?xi32>
                %v2161 = arith.constant 1024 : i32
                %v2162 = arith.cmpi ult, %v2160, %v2161 : i32
                memref.store %v2162, %l703[%k0] : memref<?xi1>
                %v2163 = memref.load %l703[%k0] : memref<?xi1>
                cf.cond_br %v2163, ^bb99, ^bb100
              ^bb99:
                %v2164 = arith.constant 13 : i32
                memref.store %v2164, %l704[%k0] : memref<?xi32>
                %v2165 = memref.load %l698[%k0] : memref<?xi32>
                %v2166 = memref.load %l704[%k0] : memref<?xi32>
                %v2167 = arith.constant 31 : i32
                %v2168 = arith.andi %v2166, %v2167 : i32
                %v2169 = arith.shli %v2165, %v2168 : i32
                memref.store %v2169, %l705[%k0] : memref<?xi32>
                %v2170 = memref.load %l705[%k0] : memref<?xi32>
                %v2171 = arith.constant 947912704 : i32
                %v2172 = arith.addi %v2170, %v2171 : i32
                memref.store %v2172, %l706[%k0] : memref<?xi32>
                %v2173 = memref.load %l706[%k0] : memref<?xi32>
                %v2174 = arith.bitcast %v2173 : i32 to f32
                memref.store %v2174, %l707[%k0] : memref<?xf32>
                %v2175 = memref.load %l707[%k0] : memref<?xf32>
                %v2176 = arith.constant 0x38800000 : f32
                %v2177 = arith.subf %v2175, %v2176 : f32
                memref.store %v2177, %l702[%k0] : memref<?xf32>
                cf.br ^bb100
              ^bb100:
                %v2178 = memref.load %l698[%k0] : memref<?xi32>
                %v2179 = arith.constant 31744 : i32
                %v2180 = arith.cmpi uge, %v2178, %v2179 : i32
                memref.store %v2180, %l708[%k0] : memref<?xi1>
                %v2181 = memref.load %l708[%k0] : memref<?xi1>
                cf.cond_br %v2181, ^bb101, ^bb102
              ^bb101:
                %v2182 = arith.constant 13 : i32
                memref.store %v2182, %l709[%k0] : memref<?xi32>
                %v2183 = memref.load %l698[%k0] : memref<?xi32>
                %v2184 = memref.load %l709[%k0] : memref<?xi32>
                %v2185 = arith.constant 31 : i32
                %v2186 = arith.andi %v2184, %v2185 : i32
                %v2187 = arith.shli %v2183, %v2186 : i32
                memref.store %v2187, %l710[%k0] : memref<?xi32>
                %v2188 = memref.load %l710[%k0] : memref<?xi32>
                %v2189 = arith.constant 1879048192 : i32
                %v2190 = arith.addi %v2188, %v2189 : i32
                memref.store %v2190, %l711[%k0] : memref<?xi32>
                %v2191 = memref.load %l711[%k0] : memref<?xi32>
                %v2192 = arith.bitcast %v2191 : i32 to f32
                memref.store %v2192, %l712[%k0] : memref<?xf32>
                %v2193 = memref.load %l712[%k0] : memref<?xf32>
                memref.store %v2193, %l702[%k0] : memref<?xf32>
                cf.br ^bb102
              ^bb102:
                %v2194 = memref.load %l697[%k0] : memref<?xi32>
                %v2195 = arith.constant 32768 : i32
                %v2196 = arith.cmpi uge, %v2194, %v2195 : i32
                memref.store %v2196, %l713[%k0] : memref<?xi1>
                %v2197 = memref.load %l713[%k0] : memref<?xi1>
                cf.cond_br %v2197, ^bb103, ^bb104
              ^bb103:
                %v2198 = memref.load %l702[%k0] : memref<?xf32>
                memref.store %v2198, %l714[%k0] : memref<?xf32>
                %v2199 = memref.load %l714[%k0] : memref<?xf32>
                %v2200 = arith.negf %v2199 : f32
                memref.store %v2200, %l702[%k0] : memref<?xf32>
                cf.br ^bb104
              ^bb104:
                %v2201 = memref.load %l702[%k0] : memref<?xf32>
                memref.store %v2201, %l715[%k0] : memref<?xf32>
                %v2202 = memref.load %l641[%k0] : memref<?xf32>
                memref.store %v2202, %l716[%k0] : memref<?xf32>
                %v2203 = memref.load %l715[%k0] : memref<?xf32>
                %v2204 = memref.load %l716[%k0] : memref<?xf32>
                %v2205 = arith.mulf %v2203, %v2204 : f32
                memref.store %v2205, %l717[%k0] : memref<?xf32>
                %v2206 = memref.load %l692[%k0] : memref<?xf32>
                %v2207 = memref.load %l717[%k0] : memref<?xf32>
                %v2208 = arith.addf %v2206, %v2207 : f32
                memref.store %v2208, %l718[%k0] : memref<?xf32>
                %v2209 = memref.load %l718[%k0] : memref<?xf32>
                memref.store %v2209, %l614[%k0] : memref<?xf32>
                %v2210 = memref.load %l557[%k0] : memref<?xi32>
                %v2211 = arith.constant 0 : i32
                %v2212 = arith.cmpi eq, %v2210, %v2211 : i32
                memref.store %v2212, %l719[%k0] : memref<?xi1>
                %v2213 = memref.load %l719[%k0] : memref<?xi1>
                cf.cond_br %v2213, ^bb105, ^bb106
              ^bb105:
                %v2214 = memref.load %l614[%k0] : memref<?xf32>
                memref.store %v2214, %l720[%k0] : memref<?xf32>
                %v2215 = memref.load %l720[%k0] : memref<?xf32>
                memref.store %v2215, %l71[%k0] : memref<?xf32>
                cf.br ^bb112
              ^bb106:
                %v2216 = memref.load %l557[%k0] : memref<?xi32>
                %v2217 = arith.constant 1 : i32
                %v2218 = arith.cmpi eq, %v2216, %v2217 : i32
                memref.store %v2218, %l721[%k0] : memref<?xi1>
                %v2219 = memref.load %l721[%k0] : memref<?xi1>
                cf.cond_br %v2219, ^bb107, ^bb108
              ^bb107:
                %v2220 = memref.load %l614[%k0] : memref<?xf32>
                memref.store %v2220, %l722[%k0] : memref<?xf32>
                %v2221 = memref.load %l722[%k0] : memref<?xf32>
                memref.store %v2221, %l72[%k0] : memref<?xf32>
                cf.br ^bb112
              ^bb108:
                %v2222 = memref.load %l557[%k0] : memref<?xi32>
                %v2223 = arith.constant 2 : i32
                %v2224 = arith.cmpi eq, %v2222, %v2223 : i32
                memref.store %v2224, %l723[%k0] : memref<?xi1>
                %v2225 = memref.load %l723[%k0] : memref<?xi1>
                cf.cond_br %v2225, ^bb109, ^bb110
              ^bb109:
                %v2226 = memref.load %l614[%k0] : memref<?xf32>
                memref.store %v2226, %l724[%k0] : memref<?xf32>
                %v2227 = memref.load %l724[%k0] : memref<?xf32>
                memref.store %v2227, %l73[%k0] : memref<?xf32>
                cf.br ^bb112
              ^bb110:
                %v2228 = memref.load %l557[%k0] : memref<?xi32>
                %v2229 = arith.constant 3 : i32
                %v2230 = arith.cmpi eq, %v2228, %v2229 : i32
                memref.store %v2230, %l725[%k0] : memref<?xi1>
                %v2231 = memref.load %l725[%k0] : memref<?xi1>
                cf.cond_br %v2231, ^bb111, ^bb112
              ^bb111:
                %v2232 = memref.load %l614[%k0] : memref<?xf32>
                memref.store %v2232, %l726[%k0] : memref<?xf32>
                %v2233 = memref.load %l726[%k0] : memref<?xf32>
                memref.store %v2233, %l74[%k0] : memref<?xf32>
                cf.br ^bb112
              ^bb112:
                %v2234 = memref.load %l573[%k0] : memref<?xi64>
                %v2235 = arith.constant 256 : i64
                %v2236 = arith.addi %v2234, %v2235 : i64
                memref.store %v2236, %l572[%k0] : memref<?xi64>
                cf.br ^bb79
              ^bb113:
                %v2237 = memref.load %ls733[%lane] : memref<?xi64>
                %v2238 = arith.constant 256 : i64
                %v2239 = arith.cmpi ult, %v2237, %v2238 : i64
                memref.store %v2239, %l738[%k0] : memref<?xi1>
                %v2240 = memref.load %l738[%k0] : memref<?xi1>
                cf.cond_br %v2240, ^bb114, ^bb117
              ^bb114:
                %v2241 = memref.load %ls734[%lane] : memref<?xi64>
                %v2242 = arith.constant 256 : i64
                %v2243 = arith.cmpi ult, %v2241, %v2242 : i64
                memref.store %v2243, %l739[%k0] : memref<?xi1>
                %v2244 = memref.load %l739[%k0] : memref<?xi1>
                cf.cond_br %v2244, ^bb115, ^bb117
              ^bb115:
                %v2245 = memref.load %ls735[%lane] : memref<?xi64>
                %v2246 = arith.constant 256 : i64
                %v2247 = arith.cmpi ult, %v2245, %v2246 : i64
                memref.store %v2247, %l740[%k0] : memref<?xi1>
                %v2248 = memref.load %l740[%k0] : memref<?xi1>
                cf.cond_br %v2248, ^bb116, ^bb117
              ^bb116:
                %v2249 = memref.load %ls733[%lane] : memref<?xi64>
                %v2250 = arith.index_cast %v2249 : i64 to index
                %v2251 = memref.load %l727[%k0] : memref<?xf32>
                memref.store %v2251, %wg0[%v2250] : memref<?xf32>
                %v2252 = memref.load %ls734[%lane] : memref<?xi64>
                %v2253 = arith.index_cast %v2252 : i64 to index
                %v2254 = memref.load %l728[%k0] : memref<?xf32>
                memref.store %v2254, %wg0[%v2253] : memref<?xf32>
                %v2255 = memref.load %ls735[%lane] : memref<?xi64>
                %v2256 = arith.index_cast %v2255 : i64 to index
                %v2257 = memref.load %l729[%k0] : memref<?xf32>
                memref.store %v2257, %wg0[%v2256] : memref<?xf32>
                %v2258 = memref.load %ls736[%lane] : memref<?xi64>
                %v2259 = arith.index_cast %v2258 : i64 to index
                %v2260 = memref.load %l730[%k0] : memref<?xf32>
                memref.store %v2260, %wg0[%v2259] : memref<?xf32>
                cf.br ^bb117
              ^bb117:
                %v2261 = arith.constant 118 : i32
                memref.store %v2261, %resume[%lane] : memref<?xi32>
                %v2262 = arith.constant true
                %v2263 = arith.constant 0 : index
                memref.store %v2262, %more[%v2263] : memref<?xi1>
                cf.br ^exit
              ^bb118:
                %v2264 = arith.constant 16 : i64
                memref.store %v2264, %ls741[%lane] : memref<?xi64>
                cf.br ^bb119
              ^bb119:
                %v2265 = memref.load %ls741[%lane] : memref<?xi64>
                memref.store %v2265, %l742[%k0] : memref<?xi64>
                %v2266 = memref.load %l742[%k0] : memref<?xi64>
                %v2267 = arith.constant 0 : i64
                %v2268 = arith.cmpi ugt, %v2266, %v2267 : i64
                memref.store %v2268, %l743[%k0] : memref<?xi1>
                %v2269 = memref.load %l743[%k0] : memref<?xi1>
                cf.cond_br %v2269, ^bb120, ^bb132
              ^bb120:
                %v2270 = memref.load %ls741[%lane] : memref<?xi64>
                memref.store %v2270, %l744[%k0] : memref<?xi64>
                %v2271 = memref.load %ls1[%lane] : memref<?xi64>
                %v2272 = memref.load %l744[%k0] : memref<?xi64>
                %v2273 = arith.cmpi ult, %v2271, %v2272 : i64
                memref.store %v2273, %l745[%k0] : memref<?xi1>
                %v2274 = memref.load %l745[%k0] : memref<?xi1>
                cf.cond_br %v2274, ^bb121, ^bb130
              ^bb121:
                %v2275 = memref.load %ls741[%lane] : memref<?xi64>
                memref.store %v2275, %l746[%k0] : memref<?xi64>
                %v2276 = memref.load %ls733[%lane] : memref<?xi64>
                %v2277 = memref.load %l746[%k0] : memref<?xi64>
                %v2278 = arith.addi %v2276, %v2277 : i64
                memref.store %v2278, %l747[%k0] : memref<?xi64>
                %v2279 = memref.load %ls741[%lane] : memref<?xi64>
                memref.store %v2279, %l748[%k0] : memref<?xi64>
                %v2280 = memref.load %ls734[%lane] : memref<?xi64>
                %v2281 = memref.load %l748[%k0] : memref<?xi64>
                %v2282 = arith.addi %v2280, %v2281 : i64
                memref.store %v2282, %l749[%k0] : memref<?xi64>
                %v2283 = memref.load %ls741[%lane] : memref<?xi64>
                memref.store %v2283, %l750[%k0] : memref<?xi64>
                %v2284 = memref.load %ls735[%lane] : memref<?xi64>
                %v2285 = memref.load %l750[%k0] : memref<?xi64>
                %v2286 = arith.addi %v2284, %v2285 : i64
                memref.store %v2286, %l751[%k0] : memref<?xi64>
                %v2287 = memref.load %ls741[%lane] : memref<?xi64>
                memref.store %v2287, %l752[%k0] : memref<?xi64>
                %v2288 = memref.load %ls736[%lane] : memref<?xi64>
                %v2289 = memref.load %l752[%k0] : memref<?xi64>
                %v2290 = arith.addi %v2288, %v2289 : i64
                memref.store %v2290, %l753[%k0] : memref<?xi64>
                %v2291 = memref.load %l753[%k0] : memref<?xi64>
                %v2292 = arith.constant 256 : i64
                %v2293 = arith.cmpi ult, %v2291, %v2292 : i64
                memref.store %v2293, %l754[%k0] : memref<?xi1>
                %v2294 = memref.load %l754[%k0] : memref<?xi1>
                cf.cond_br %v2294, ^bb122, ^bb130
              ^bb122:
                %v2295 = memref.load %l747[%k0] : memref<?xi64>
                %v2296 = arith.constant 256 : i64
                %v2297 = arith.cmpi ult, %v2295, %v2296 : i64
                memref.store %v2297, %l755[%k0] : memref<?xi1>
                %v2298 = memref.load %l755[%k0] : memref<?xi1>
                cf.cond_br %v2298, ^bb123, ^bb130
              ^bb123:
                %v2299 = memref.load %l749[%k0] : memref<?xi64>
                %v2300 = arith.constant 256 : i64
                %v2301 = arith.cmpi ult, %v2299, %v2300 : i64
                memref.store %v2301, %l756[%k0] : memref<?xi1>
                %v2302 = memref.load %l756[%k0] : memref<?xi1>
                cf.cond_br %v2302, ^bb124, ^bb130
              ^bb124:
                %v2303 = memref.load %l751[%k0] : memref<?xi64>
                %v2304 = arith.constant 256 : i64
                %v2305 = arith.cmpi ult, %v2303, %v2304 : i64
                memref.store %v2305, %l757[%k0] : memref<?xi1>
                %v2306 = memref.load %l757[%k0] : memref<?xi1>
                cf.cond_br %v2306, ^bb125, ^bb130
              ^bb125:
                %v2307 = memref.load %ls733[%lane] : memref<?xi64>
                %v2308 = arith.constant 256 : i64
                %v2309 = arith.cmpi ult, %v2307, %v2308 : i64
                memref.store %v2309, %l758[%k0] : memref<?xi1>
                %v2310 = memref.load %l758[%k0] : memref<?xi1>
                cf.cond_br %v2310, ^bb126, ^bb130
              ^bb126:
                %v2311 = memref.load %ls734[%lane] : memref<?xi64>
                %v2312 = arith.constant 256 : i64
                %v2313 = arith.cmpi ult, %v2311, %v2312 : i64
                memref.store %v2313, %l759[%k0] : memref<?xi1>
                %v2314 = memref.load %l759[%k0] : memref<?xi1>
                cf.cond_br %v2314, ^bb127, ^bb130
              ^bb127:
                %v2315 = memref.load %ls735[%lane] : memref<?xi64>
                %v2316 = arith.constant 256 : i64
                %v2317 = arith.cmpi ult, %v2315, %v2316 : i64
                memref.store %v2317, %l760[%k0] : memref<?xi1>
                %v2318 = memref.load %l760[%k0] : memref<?xi1>
                cf.cond_br %v2318, ^bb128, ^bb130
              ^bb128:
                %v2319 = memref.load %ls736[%lane] : memref<?xi64>
                %v2320 = arith.constant 256 : i64
                %v2321 = arith.cmpi ult, %v2319, %v2320 : i64
                memref.store %v2321, %l761[%k0] : memref<?xi1>
                %v2322 = memref.load %l761[%k0] : memref<?xi1>
                cf.cond_br %v2322, ^bb129, ^bb130
              ^bb129:
                %v2323 = memref.load %ls733[%lane] : memref<?xi64>
                %v2324 = arith.index_cast %v2323 : i64 to index
                %v2325 = memref.load %wg0[%v2324] : memref<?xf32>
                memref.store %v2325, %l762[%k0] : memref<?xf32>
                %v2326 = memref.load %l747[%k0] : memref<?xi64>
                %v2327 = arith.index_cast %v2326 : i64 to index
                %v2328 = memref.load %wg0[%v2327] : memref<?xf32>
                memref.store %v2328, %l763[%k0] : memref<?xf32>
                %v2329 = memref.load %l762[%k0] : memref<?xf32>
                %v2330 = memref.load %l763[%k0] : memref<?xf32>
                %v2331 = arith.addf %v2329, %v2330 : f32
                memref.store %v2331, %l764[%k0] : memref<?xf32>
                %v2332 = memref.load %ls733[%lane] : memref<?xi64>
                %v2333 = arith.index_cast %v2332 : i64 to index
                %v2334 = memref.load %l764[%k0] : memref<?xf32>
                memref.store %v2334, %wg0[%v2333] : memref<?xf32>
                %v2335 = memref.load %ls734[%lane] : memref<?xi64>
                %v2336 = arith.index_cast %v2335 : i64 to index
                %v2337 = memref.load %wg0[%v2336] : memref<?xf32>
                memref.store %v2337, %l765[%k0] : memref<?xf32>
                %v2338 = memref.load %l749[%k0] : memref<?xi64>
                %v2339 = arith.index_cast %v2338 : i64 to index
                %v2340 = memref.load %wg0[%v2339] : memref<?xf32>
                memref.store %v2340, %l766[%k0] : memref<?xf32>
                %v2341 = memref.load %l765[%k0] : memref<?xf32>
                %v2342 = memref.load %l766[%k0] : memref<?xf32>
                %v2343 = arith.addf %v2341, %v2342 : f32
                memref.store %v2343, %l767[%k0] : memref<?xf32>
                %v2344 = memref.load %ls734[%lane] : memref<?xi64>
                %v2345 = arith.index_cast %v2344 : i64 to index
                %v2346 = memref.load %l767[%k0] : memref<?xf32>
                memref.store %v2346, %wg0[%v2345] : memref<?xf32>
                %v2347 = memref.load %ls735[%lane] : memref<?xi64>
                %v2348 = arith.index_cast %v2347 : i64 to index
                %v2349 = memref.load %wg0[%v2348] : memref<?xf32>
                memref.store %v2349, %l768[%k0] : memref<?xf32>
                %v2350 = memref.load %l751[%k0] : memref<?xi64>
                %v2351 = arith.index_cast %v2350 : i64 to index
                %v2352 = memref.load %wg0[%v2351] : memref<?xf32>
                memref.store %v2352, %l769[%k0] : memref<?xf32>
                %v2353 = memref.load %l768[%k0] : memref<?xf32>
                %v2354 = memref.load %l769[%k0] : memref<?xf32>
                %v2355 = arith.addf %v2353, %v2354 : f32
                memref.store %v2355, %l770[%k0] : memref<?xf32>
                %v2356 = memref.load %ls735[%lane] : memref<?xi64>
                %v2357 = arith.index_cast %v2356 : i64 to index
                %v2358 = memref.load %l770[%k0] : memref<?xf32>
                memref.store %v2358, %wg0[%v2357] : memref<?xf32>
                %v2359 = memref.load %ls736[%lane] : memref<?xi64>
                %v2360 = arith.index_cast %v2359 : i64 to index
                %v2361 = memref.load %wg0[%v2360] : memref<?xf32>
                memref.store %v2361, %l771[%k0] : memref<?xf32>
                %v2362 = memref.load %l753[%k0] : memref<?xi64>
                %v2363 = arith.index_cast %v2362 : i64 to index
                %v2364 = memref.load %wg0[%v2363] : memref<?xf32>
                memref.store %v2364, %l772[%k0] : memref<?xf32>
                %v2365 = memref.load %l771[%k0] : memref<?xf32>
                %v2366 = memref.load %l772[%k0] : memref<?xf32>
                %v2367 = arith.addf %v2365, %v2366 : f32
                memref.store %v2367, %l773[%k0] : memref<?xf32>
                %v2368 = memref.load %ls736[%lane] : memref<?xi64>
                %v2369 = arith.index_cast %v2368 : i64 to index
                %v2370 = memref.load %l773[%k0] : memref<?xf32>
                memref.store %v2370, %wg0[%v2369] : memref<?xf32>
                cf.br ^bb130
              ^bb130:
                %v2371 = arith.constant 131 : i32
                memref.store %v2371, %resume[%lane] : memref<?xi32>
                %v2372 = arith.constant true
                %v2373 = arith.constant 0 : index
                memref.store %v2372, %more[%v2373] : memref<?xi1>
                cf.br ^exit
              ^bb131:
                %v2374 = memref.load %ls741[%lane] : memref<?xi64>
                memref.store %v2374, %l774[%k0] : memref<?xi64>
                %v2375 = memref.load %l774[%k0] : memref<?xi64>
                %v2376 = arith.constant 2 : i64
                %v2377 = arith.constant 0 : i64
                %v2378 = arith.cmpi eq, %v2376, %v2377 : i64
                %v2379 = arith.constant 1 : i64
                %v2380 = arith.select %v2378, %v2379, %v2376 : i64
                %v2381 = arith.divui %v2375, %v2380 : i64
                memref.store %v2381, %ls741[%lane] : memref<?xi64>
                cf.br ^bb119
              ^bb132:
                %v2382 = memref.load %ls1[%lane] : memref<?xi64>
                %v2383 = arith.constant 0 : i64
                %v2384 = arith.cmpi eq, %v2382, %v2383 : i64
                memref.store %v2384, %l775[%k0] : memref<?xi1>
                %v2385 = memref.load %l775[%k0] : memref<?xi1>
                cf.cond_br %v2385, ^bb133, ^bb145
              ^bb133:
                %v2386 = memref.load %ls7[%lane] : memref<?xi64>
                %v2387 = arith.constant 1 : i64
                %v2388 = arith.addi %v2386, %v2387 : i64
                memref.store %v2388, %l776[%k0] : memref<?xi64>
                %v2389 = memref.load %ls7[%lane] : memref<?xi64>
                %v2390 = arith.constant 2 : i64
                %v2391 = arith.addi %v2389, %v2390 : i64
                memref.store %v2391, %l777[%k0] : memref<?xi64>
                %v2392 = memref.load %ls7[%lane] : memref<?xi64>
                %v2393 = arith.constant 3 : i64
                %v2394 = arith.addi %v2392, %v2393 : i64
                memref.store %v2394, %l778[%k0] : memref<?xi64>
                %v2395 = arith.index_cast %n2 : index to i64
                memref.store %v2395, %l779[%k0] : memref<?xi64>
                %v2396 = memref.load %ls7[%lane] : memref<?xi64>
                %v2397 = memref.load %l779[%k0] : memref<?xi64>
                %v2398 = arith.cmpi ult, %v2396, %v2397 : i64
                memref.store %v2398, %l780[%k0] : memref<?xi1>
                %v2399 = memref.load %l780[%k0] : memref<?xi1>
                cf.cond_br %v2399, ^bb134, ^bb136
              ^bb134:
                %v2400 = memref.load %ls733[%lane] : memref<?xi64>
                %v2401 = arith.constant 256 : i64
                %v2402 = arith.cmpi ult, %v2400, %v2401 : i64
                memref.store %v2402, %l781[%k0] : memref<?xi1>
                %v2403 = memref.load %l781[%k0] : memref<?xi1>
                cf.cond_br %v2403, ^bb135, ^bb136
              ^bb135:
                %v2404 = memref.load %ls733[%lane] : memref<?xi64>
                %v2405 = arith.index_cast %v2404 : i64 to index
                %v2406 = memref.load %wg0[%v2405] : memref<?xf32>
                memref.store %v2406, %l782[%k0] : memref<?xf32>
                %v2407 = memref.load %ls7[%lane] : memref<?xi64>
                %v2408 = arith.index_cast %v2407 : i64 to index
                %v2409 = memref.load %l782[%k0] : memref<?xf32>
                memref.store %v2409, %p2[%v2408] : memref<?xf32>
                cf.br ^bb136
              ^bb136:
                %v2410 = arith.index_cast %n2 : index to i64
                memref.store %v2410, %l783[%k0] : memref<?xi64>
                %v2411 = memref.load %l776[%k0] : memref<?xi64>
                %v2412 = memref.load %l783[%k0] : memref<?xi64>
                %v2413 = arith.cmpi ult, %v2411, %v2412 : i64
                memref.store %v2413, %l784[%k0] : memref<?xi1>
                %v2414 = memref.load %l784[%k0] : memref<?xi1>
                cf.cond_br %v2414, ^bb137, ^bb139
              ^bb137:
                %v2415 = memref.load %ls734[%lane] : memref<?xi64>
                %v2416 = arith.constant 256 : i64
                %v2417 = arith.cmpi ult, %v2415, %v2416 : i64
                memref.store %v2417, %l785[%k0] : memref<?xi1>
                %v2418 = memref.load %l785[%k0] : memref<?xi1>
                cf.cond_br %v2418, ^bb138, ^bb139
              ^bb138:
                %v2419 = memref.load %ls734[%lane] : memref<?xi64>
                %v2420 = arith.index_cast %v2419 : i64 to index
                %v2421 = memref.load %wg0[%v2420] : memref<?xf32>
                memref.store %v2421, %l786[%k0] : memref<?xf32>
                %v2422 = memref.load %l776[%k0] : memref<?xi64>
                %v2423 = arith.index_cast %v2422 : i64 to index
                %v2424 = memref.load %l786[%k0] : memref<?xf32>
                memref.store %v2424, %p2[%v2423] : memref<?xf32>
                cf.br ^bb139
              ^bb139:
                %v2425 = arith.index_cast %n2 : index to i64
                memref.store %v2425, %l787[%k0] : memref<?xi64>
                %v2426 = memref.load %l777[%k0] : memref<?xi64>
                %v2427 = memref.load %l787[%k0] : memref<?xi64>
                %v2428 = arith.cmpi ult, %v2426, %v2427 : i64
                memref.store %v2428, %l788[%k0] : memref<?xi1>
                %v2429 = memref.load %l788[%k0] : memref<?xi1>
                cf.cond_br %v2429, ^bb140, ^bb142
              ^bb140:
                %v2430 = memref.load %ls735[%lane] : memref<?xi64>
                %v2431 = arith.constant 256 : i64
                %v2432 = arith.cmpi ult, %v2430, %v2431 : i64
                memref.store %v2432, %l789[%k0] : memref<?xi1>
                %v2433 = memref.load %l789[%k0] : memref<?xi1>
                cf.cond_br %v2433, ^bb141, ^bb142
              ^bb141:
                %v2434 = memref.load %ls735[%lane] : memref<?xi64>
                %v2435 = arith.index_cast %v2434 : i64 to index
                %v2436 = memref.load %wg0[%v2435] : memref<?xf32>
                memref.store %v2436, %l790[%k0] : memref<?xf32>
                %v2437 = memref.load %l777[%k0] : memref<?xi64>
                %v2438 = arith.index_cast %v2437 : i64 to index
                %v2439 = memref.load %l790[%k0] : memref<?xf32>
                memref.store %v2439, %p2[%v2438] : memref<?xf32>
                cf.br ^bb142
              ^bb142:
                %v2440 = arith.index_cast %n2 : index to i64
                memref.store %v2440, %l791[%k0] : memref<?xi64>
                %v2441 = memref.load %l778[%k0] : memref<?xi64>
                %v2442 = memref.load %l791[%k0] : memref<?xi64>
                %v2443 = arith.cmpi ult, %v2441, %v2442 : i64
                memref.store %v2443, %l792[%k0] : memref<?xi1>
                %v2444 = memref.load %l792[%k0] : memref<?xi1>
                cf.cond_br %v2444, ^bb143, ^bb145
              ^bb143:
                %v2445 = memref.load %ls736[%lane] : memref<?xi64>
                %v2446 = arith.constant 256 : i64
                %v2447 = arith.cmpi ult, %v2445, %v2446 : i64
                memref.store %v2447, %l793[%k0] : memref<?xi1>
                %v2448 = memref.load %l793[%k0] : memref<?xi1>
                cf.cond_br %v2448, ^bb144, ^bb145
              ^bb144:
                %v2449 = memref.load %ls736[%lane] : memref<?xi64>
                %v2450 = arith.index_cast %v2449 : i64 to index
                %v2451 = memref.load %wg0[%v2450] : memref<?xf32>
                memref.store %v2451, %l794[%k0] : memref<?xf32>
                %v2452 = memref.load %l778[%k0] : memref<?xi64>
                %v2453 = arith.index_cast %v2452 : i64 to index
                %v2454 = memref.load %l794[%k0] : memref<?xf32>
                memref.store %v2454, %p2[%v2453] : memref<?xf32>
                cf.br ^bb145
              ^bb145:
                %v2455 = arith.constant -1 : i32
                memref.store %v2455, %resume[%lane] : memref<?xi32>
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
